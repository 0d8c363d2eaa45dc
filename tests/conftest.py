"""Hypothesis profiles: 'ci' (default) is derandomized and quick; 'deep' draws many more
points.  Choose with HYPOTHESIS_PROFILE=deep pytest."""
import os

# the tests recompute every verdict (they confirm the theorems); they only leave them in
# the verdict cache for `python -m kappamcc` (kappamcc.cache)
os.environ.setdefault("KAPPAMCC_CACHE", "write")

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", derandomize=True, max_examples=6, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
settings.register_profile(
    "deep", max_examples=400, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def grouped(claims):
    """Parametrize over claims, one xdist group per claim: its verdict test and its spot
    check run in the same worker, so the (memoised) verdict is computed once."""
    return [pytest.param(c, id=c.id, marks=pytest.mark.xdist_group(c.id)) for c in claims]
