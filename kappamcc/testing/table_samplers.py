"""Samplers of confusion tables written as data (:class:`~kappamcc.testing.samplers.PointsFrom`),
used by several claim modules.

Like every sampler, these only give the spot checks their points: they never decide a verdict.
"""

from __future__ import annotations

import sympy as sp
from hypothesis import strategies as st

from kappamcc.testing.samplers import PointsFrom

__all__ = ["nested_errors"]

# the parameters these samplers draw (names of their own, so they never meet a claim's variables)
_P, _N, _F1, _F2, _G1, _G2 = sp.symbols("P_drawn N_drawn f1_drawn f2_drawn g1_drawn g2_drawn", real=True)
_UNIT_CLOSED = st.fractions(min_value=0, max_value=1, max_denominator=64).map(sp.Rational)


def nested_errors(P, N, fp1, fn1, fp2, fn2, most: int) -> PointsFrom:
    """Two tables of one sample, the first with no more errors of either kind: integer counts
    1 <= P, N <= ``most`` and 0 <= fp1 <= fp2 <= N, 0 <= fn1 <= fn2 <= P (FP2 = floor(f2 N),
    FP1 = floor(f1 FP2), and so for FN, with f1, f2 drawn in [0, 1])."""
    counts = st.integers(1, most).map(sp.Integer)
    fp_2, fn_2 = sp.floor(_F2 * _N), sp.floor(_G2 * _P)
    return PointsFrom(
        coordinates={P: _P, N: _N, fp2: fp_2, fn2: fn_2, fp1: sp.floor(_F1 * fp_2), fn1: sp.floor(_G1 * fn_2)},
        parameters={_P: counts, _N: counts, _F1: _UNIT_CLOSED, _F2: _UNIT_CLOSED, _G1: _UNIT_CLOSED, _G2: _UNIT_CLOSED},
    )
