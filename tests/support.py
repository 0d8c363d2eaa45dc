"""Helpers of the test modules (tests/ is on sys.path: ``from support import grouped``):
parametrizing over the registered claims in xdist groups, the registry's one-line problem, a
module imported at its first use, and the order in which conftest.py's hook hands out the
groups.  conftest.py holds only pytest's hooks and settings; it re-exports the helpers the test
modules used to import from it."""

from __future__ import annotations

import pytest


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
    from kappamcc.model.kinds import DECIDED_FROM_CLAIMS

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
    from kappamcc.catalogue.registry import RegistryError, all_claims

    try:
        return all_claims()
    except RegistryError:
        return ()


def registry_problem() -> str | None:
    """The registry's message when the claims cannot be collected, else None."""
    from kappamcc.catalogue.registry import RegistryError, all_claims

    try:
        all_claims()
    except RegistryError as exc:
        return str(exc)
    return None


# groups that show verdicts of many modules (figures, each notebook, site, the report of every
# claim) go last: by then the claims' own groups, in both workers, have left those verdicts in
# the verdict cache (a report run earlier computed the 270 verdicts of the late groups in worker
# processes of its own, 14 s of CPU, then test_claims computed them again).  Largest first
# (about 5 s, then 1-2 s each, then 1 s), so that the two workers end close together.  A
# notebook's group is "notebook NAME" (tests/test_notebooks.py).
LAST = ("figures", "notebook ", "site", "whole report")


def _last_rank(group: str) -> int | None:
    """The place of ``group`` in LAST (a prefix ending in a space names a family of groups)."""
    for rank, name in enumerate(LAST):
        if group == name or (name.endswith(" ") and group.startswith(name)):
            return rank
    return None
