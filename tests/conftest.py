"""Hypothesis profiles: 'ci' (default) is derandomized and quick; 'deep' draws many more
points.  Choose with HYPOTHESIS_PROFILE=deep pytest.

Your own claims run as tests too: ``pytest --claims PATH`` (a .py file or a folder of them;
repeatable; the option is kappamcc's pytest plugin, :mod:`kappamcc.testing.pytest_plugin`), or
the environment variable ``KAPPAMCC_CLAIMS`` (paths separated by ``:``); installed packages with
a ``kappamcc.claims`` entry point are always included."""
import os

# test_claims recomputes every verdict (verify(fresh=True): the tests confirm the theorems)
# and leaves it in the verdict cache (kappamcc.cache); the other tests, which only need a
# verdict (spot checks, report, figures, notebooks), may take it from there
os.environ.setdefault("KAPPAMCC_CACHE", "readwrite")

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", derandomize=True, max_examples=3, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
settings.register_profile(
    "deep", max_examples=400, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def imported_on_first_use(module_name: str):
    """A stand-in for a module that imports it at its first attribute access: scikit-learn
    takes about 2 s to import, paid only by the worker that runs its tests, not at collection."""
    import importlib

    class _OnFirstUse:
        def __getattr__(self, name):
            # pytest's collection probes module-level objects for __test__, __bases__, and
            # (pytest 9.2) _mock_name; scikit-learn's API has no name starting with "_"
            if name.startswith("_"):
                raise AttributeError(name)
            return getattr(importlib.import_module(module_name), name)

    return _OnFirstUse()


LATE = "built on other claims: "


def _group(claim) -> str:
    """A claim's xdist group: its proof module, so that a claim's verdict test and its spot
    check run in the same worker (the memoised verdict is computed once), with the module's
    other claims, which share its families and the engine's memoised questions about them.
    A claim decided from other claims (a conjunction, verified steps, a negation, a
    counterexample family) goes in a late group of its own: run after the claims it is
    built on, it takes their verdicts from the verdict cache instead of computing them again."""
    from kappamcc.kinds import DECIDED_FROM_CLAIMS
    module = getattr(claim, "module", None) or claim.id
    return LATE + module if isinstance(claim, DECIDED_FROM_CLAIMS) else module


def grouped(claims):
    """Parametrize over claims, one xdist group each as ``_group`` says."""
    return [pytest.param(c, id=c.id, marks=pytest.mark.xdist_group(_group(c))) for c in claims]


def by_group(claims):
    """Parametrize over the xdist groups of ``_group``, each with its claims in registry order:
    one test for a group's claims where a test per claim would cost more in pytest's own
    bookkeeping (a few milliseconds a test) than in the check."""
    groups: dict = {}
    for c in claims:
        groups.setdefault(_group(c), []).append(c)
    return [pytest.param(tuple(cs), id=g, marks=pytest.mark.xdist_group(g)) for g, cs in groups.items()]


def registered_claims():
    """Every registered claim, or none when they cannot be collected (a claims module that
    does not import, a duplicate ID, ...): then ``registry_problem()`` says why, and the test
    that asks it fails with the registry's one-line message instead of a collection traceback."""
    from kappamcc.registry import RegistryError, all_claims
    try:
        return all_claims()
    except RegistryError:
        return ()


def registry_problem() -> str | None:
    """The registry's message when the claims cannot be collected, else None."""
    from kappamcc.registry import RegistryError, all_claims
    try:
        all_claims()
    except RegistryError as exc:
        return str(exc)
    return None


def pytest_configure(config):
    import group_scheduling   # xdist groups on pytest 9.2 and later too (its docstring says why)
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


# groups that show verdicts of many modules (figures, each notebook, site) go last: by then
# the claims' own groups, in both workers, have left those verdicts in the verdict cache.
# Largest first (about 5 s, then 1-2 s each, then 1 s), so that the two workers end close
# together.  A notebook's group is "notebook NAME" (tests/test_notebooks.py).
LAST = ("figures", "notebook ", "site")


def _last_rank(group: str) -> int | None:
    """The place of ``group`` in LAST (a prefix ending in a space names a family of groups)."""
    for rank, name in enumerate(LAST):
        if group == name or (name.endswith(" ") and group.startswith(name)):
            return rank
    return None


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
    items.sort(key=order)   # stable: otherwise in the order collected


def pytest_unconfigure(config):
    """Freeze the heap for the garbage collector as the session ends: each process then
    exits at once, where the interpreter's final collection over the registry, the memoised
    verdicts and sympy's caches cost an xdist worker about a second of the wall time."""
    import gc
    gc.freeze()
