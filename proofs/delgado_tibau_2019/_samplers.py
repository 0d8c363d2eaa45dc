"""Hypothesis samplers for the binary-section domains (DT2019 pp. 9-17).

Thin or equality-constrained domains (ad = b, b = 1, b = b_1, ...) cannot be sampled by
filtering random rationals; these build their points directly.  Every point is exact
(sympy rationals) and satisfies the constraints of the domain it is written for.
No claims here.
"""
from __future__ import annotations

from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from kappamcc.mathtext import math_text

__all__ = ["between", "positive", "nonnegative", "unit", "points"]


def _q(x) -> sp.Rational:
    x = Fraction(x)
    return sp.Rational(x.numerator, x.denominator)


def between(lo, hi, max_denominator: int = 64):
    """Rationals strictly between the rationals lo < hi."""
    lo, hi = Fraction(lo), Fraction(hi)
    return st.fractions(min_value=lo, max_value=hi, max_denominator=max_denominator).filter(
        lambda v: lo < v < hi).map(_q)


def positive(hi: int = 50):
    """Positive rationals up to hi (small integers, fractions, a few near 0)."""
    return st.one_of(st.integers(1, 20), st.fractions(min_value=0, max_value=hi, max_denominator=32),
                     st.integers(1, 10**4)).map(_q).filter(lambda v: v > 0)


def nonnegative(hi: int = 50):
    return st.one_of(st.just(sp.Integer(0)), positive(hi))


def unit():
    """Rationals in (0, 1)."""
    return between(0, 1)


def points(**strategies):
    """A fixed dictionary of strategies keyed by sympy symbols: points(a=..., b=...) -> {a: .., b: ..}."""
    return st.fixed_dictionaries({sp.Symbol(k, real=True): s for k, s in strategies.items()})


def _inside(lo, hi):
    """Rationals strictly between the exact reals lo < hi (hi may be +oo)."""
    q = sp.Integer(10) ** 6
    lo_up = (sp.floor(sp.N(lo, 40) * q) + 1) / q
    if hi == sp.oo:
        return positive().map(lambda v: lo_up + v)
    hi_dn = (sp.ceiling(sp.N(hi, 40) * q) - 1) / q
    return st.fractions(min_value=0, max_value=1, max_denominator=64).map(lambda s: lo_up + _q(s) * (hi_dn - lo_up))


def with_variable(params, var, interval: sp.Interval):
    """Points {params..., var: v} with v strictly inside ``interval`` (endpoints may depend on the params).

    For claims about a function of ``var`` (monotonicity, extrema) whose spot checks need a value of it."""
    @st.composite
    def build(draw):
        p = draw(params)
        lo, hi = (sp.sympify(e).xreplace(p) for e in (interval.start, interval.end))
        p = dict(p)
        p[var] = draw(_inside(lo, hi))
        return p
    return build()


def along(base, params, var, interval: sp.Interval, text: str = ""):
    """The domain of a claim about a function of ``var`` on ``interval`` with the parameters of ``base``:
    base's constraints plus ``var`` in the interval; points from ``params`` and ``with_variable``."""
    from kappamcc.claims import Domain
    from kappamcc.kinds import in_interval
    return Domain(tuple(base.symbols) + (var,), tuple(base.constraints) + tuple(in_interval(var, interval)),
                  f"{base.text}; {text or f'{var} in {math_text(interval)}'}", lambda: with_variable(params, var, interval))
