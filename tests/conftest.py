"""Hypothesis profiles: 'ci' (default) is derandomized and quick; 'deep' draws many more
points.  Choose with HYPOTHESIS_PROFILE=deep pytest."""
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
            if name.startswith("__"):   # pytest's collection looks for __test__, __bases__, ...
                raise AttributeError(name)
            return getattr(importlib.import_module(module_name), name)

    return _OnFirstUse()


def grouped(claims):
    """Parametrize over claims, one xdist group per proof module: a claim's verdict test and
    its spot check run in the same worker, so the (memoised) verdict is computed once, and
    so do the module's other claims, which share its families and the engine's memoised
    questions about them."""
    return [pytest.param(c, id=c.id, marks=pytest.mark.xdist_group(getattr(c, "module", None) or c.id))
            for c in claims]
