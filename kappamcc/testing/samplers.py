"""Hypothesis samplers for claims' domains: named strategies, and samplers written as data.

Thin or equality-constrained domains (ad = b, b = 1, b = b_1, ...) cannot be sampled by
filtering random rationals; these build their points directly.  Every point is exact
(sympy rationals).  A sampler only gives the spot checks their points: it never decides a
verdict (the cache leaves it out of a claim's content).

:class:`PointsFrom` writes a domain's sampler as data: draw some parameters, and the point's
coordinates are sympy expressions of them, so a claim module needs no function to say where
its points lie.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Mapping

import sympy as sp
from hypothesis import strategies as st

from kappamcc.model.claims import Domain
from kappamcc.model.kinds import in_interval
from kappamcc.model.mathtext import math_text

__all__ = [
    "between",
    "positive",
    "nonnegative",
    "unit",
    "points",
    "strictly_inside",
    "with_variable",
    "along",
    "PointsFrom",
    "P",
    "S",
    "T",
]

# the parameters a PointsFrom draws (names of their own, so they never meet a claim's variables)
P, S, T = sp.symbols("p_drawn s_drawn t_drawn", real=True)


def _q(x) -> sp.Rational:
    x = Fraction(x)
    return sp.Rational(x.numerator, x.denominator)


def between(lo, hi, max_denominator: int = 64):
    """Rationals strictly between the rationals lo < hi."""
    lo, hi = Fraction(lo), Fraction(hi)
    return (
        st.fractions(min_value=lo, max_value=hi, max_denominator=max_denominator).filter(lambda v: lo < v < hi).map(_q)
    )


def positive(hi: int = 50):
    """Positive rationals up to hi (small integers, fractions, a few near 0)."""
    return (
        st.one_of(
            st.integers(1, 20), st.fractions(min_value=0, max_value=hi, max_denominator=32), st.integers(1, 10**4)
        )
        .map(_q)
        .filter(lambda v: v > 0)
    )


def nonnegative(hi: int = 50):
    return st.one_of(st.just(sp.Integer(0)), positive(hi))


def unit():
    """Rationals in (0, 1)."""
    return between(0, 1)


def points(**strategies):
    """A fixed dictionary of strategies keyed by sympy symbols: points(a=..., b=...) -> {a: .., b: ..}."""
    return st.fixed_dictionaries({sp.Symbol(k, real=True): s for k, s in strategies.items()})


def strictly_inside(lo, hi):
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
        p[var] = draw(strictly_inside(lo, hi))
        return p

    return build()


def along(base, params, var, interval: sp.Interval, text: str = ""):
    """The domain of a claim about a function of ``var`` on ``interval`` with the parameters of ``base``:
    base's constraints plus ``var`` in the interval; points from ``params`` and ``with_variable``."""
    return Domain(
        symbols=tuple(base.symbols) + (var,),
        constraints=tuple(base.constraints) + tuple(in_interval(var, interval)),
        text=f"{base.text}; {text or f'{var} in {math_text(interval)}'}",
        sampler=lambda: with_variable(params, var, interval),
    )


@dataclass(frozen=True, eq=False)
class PointsFrom:
    """A domain's sampler as data: draw each of ``parameters`` ({symbol: strategy}); the point
    is ``coordinates`` ({variable: sympy expression of the parameters}) at the draw.  ``where``,
    a sympy condition on the point, keeps only the points where it is true; ``also`` adds fixed
    points ({variable: value}, ...).  Called with no argument, it returns the strategy (the
    ``Domain(sampler=...)`` protocol)."""

    coordinates: Mapping
    parameters: Mapping = field(default_factory=dict)
    where: object = None
    also: tuple = ()

    def __post_init__(self):
        for name, value in (("coordinates", self.coordinates), ("parameters", self.parameters)):
            if not isinstance(value, Mapping):
                raise TypeError(f"PointsFrom: {name} must be a mapping keyed by sympy symbols, got {value!r}")
        free = (
            set().union(*(sp.sympify(e).free_symbols for e in self.coordinates.values())) if self.coordinates else set()
        )
        missing = free - set(self.parameters)
        if missing:
            raise ValueError(
                f"PointsFrom: the coordinates use {sorted(map(str, missing))}, which are not drawn "
                "(give each a strategy in parameters=)"
            )

    def __call__(self):
        drawn = st.fixed_dictionaries(dict(self.parameters)).map(self.point)
        if self.where is not None:
            drawn = drawn.filter(self.keeps)
        if self.also:
            drawn = st.one_of(drawn, *(st.just(dict(p)) for p in self.also))
        return drawn

    def point(self, values: Mapping) -> dict:
        """The point at the drawn ``values`` of the parameters."""
        return {v: sp.sympify(e).xreplace(values) for v, e in self.coordinates.items()}

    def keeps(self, point: Mapping) -> bool:
        return bool(sp.sympify(self.where).xreplace(point))
