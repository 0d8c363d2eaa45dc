"""Hypothesis profiles: 'ci' (default) is derandomized and quick; 'deep' draws many more
points.  Choose with HYPOTHESIS_PROFILE=deep pytest.

Your own claims run as tests too: ``pytest --claims PATH`` (a .py file or a folder of them;
repeatable; the option is kappamcc's pytest plugin, :mod:`kappamcc.testing.pytest_plugin`), or
the environment variable ``KAPPAMCC_CLAIMS`` (paths separated by ``:``); installed packages with
a ``kappamcc.claims`` entry point are always included."""

import os

# test_claims recomputes every verdict (verify(fresh=True): the tests confirm the theorems)
# and leaves it in the verdict cache (kappamcc.engine.cache); the other tests, which only need a
# verdict (spot checks, report, figures, notebooks), may take it from there
os.environ.setdefault("KAPPAMCC_CACHE", "readwrite")

from hypothesis import HealthCheck, settings

from support import LATE, _last_rank

# the test modules' helpers live in support.py; re-exported for the modules that import them from here
from support import by_group, grouped, imported_on_first_use, registered_claims, registry_problem  # noqa: F401

# the fixture of the re-check's tests: the Coq prelude compiled once per module (coq_support.py)
from coq_support import theories  # noqa: F401

settings.register_profile(
    "ci",
    derandomize=True,
    max_examples=3,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
)
settings.register_profile(
    "deep",
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_configure(config):
    import group_scheduling  # xdist groups on pytest 9.2 and later too (its docstring says why)

    group_scheduling.register(config)
    # a test process's heap is large and long-lived (the registry, sympy's caches, memoised
    # verdicts and Z3 questions): with the default thresholds the cyclic collector ran about
    # 1700 times and took 2.5-3 s of CPU in each worker; with these, and the heap frozen after
    # collection (below), about 1 s
    import gc

    gc.set_threshold(10_000, 20, 20)


def pytest_collection_finish(session):
    """The registry and the modules collection imported live to the end: the collector need
    never scan them again."""
    import gc

    gc.freeze()


def pytest_collection_modifyitems(items):
    """The order in which xdist hands out the work units (addopts has --no-loadscope-reorder:
    xdist would otherwise sort the units by their number of tests, which put the notebooks
    first, computing verdicts the other worker had not yet cached): the claims' groups first;
    then the test modules without a group, largest first (the CLI's and the report's tests
    show verdicts, by then cached); then the late groups (claims decided from other claims);
    then LAST."""

    def group_of_item(item):
        mark = item.get_closest_marker("xdist_group")
        return str(mark.args[0]) if mark and mark.args else ""

    module_size: dict = {}
    for item in items:
        if not group_of_item(item):
            module_size[item.nodeid.split("::")[0]] = module_size.get(item.nodeid.split("::")[0], 0) + 1

    def order(item):
        group = group_of_item(item)
        rank = _last_rank(group)
        if rank is not None:
            return (3, rank)
        if group.startswith(LATE):
            return (2, 0)
        if group:
            return (0, 0)
        return (1, -module_size[item.nodeid.split("::")[0]])

    items.sort(key=order)  # stable: otherwise in the order collected


def pytest_unconfigure(config):
    """Freeze the heap for the garbage collector as the session ends: each process then
    exits at once, where the interpreter's final collection over the registry, the memoised
    verdicts and sympy's caches cost an xdist worker about a second of the wall time."""
    import gc

    gc.freeze()
