"""Hypothesis strategies: exact numbers, confusion matrices, points of a claim's domain."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import sympy as sp
from hypothesis import assume, strategies as st

from ..model.claims import Claim, Domain
from ..model.mathtext import math_text
from ..prove.exact import relation_holds, UndefinedAtPoint
from ..prove.univariate import interval_of

__all__ = ["rationals", "confusion_matrices", "points_in", "claim_points", "index_points"]


@lru_cache(maxsize=None)
def rationals(nonnegative: bool = True, positive: bool = False, max_value: int = 10**6):
    """Exact sympy rationals: small integers, simple fractions, a few large values.

    Strategies are immutable, so each one is built once: a new strategy object costs
    Hypothesis a validation pass on its first draw, and the samplers below draw from
    these for every point."""
    lo = 0 if (nonnegative or positive) else -max_value
    base = st.one_of(
        st.integers(lo if lo > -20 else -20, 20),
        st.fractions(min_value=max(lo, -50), max_value=50, max_denominator=16),
        st.integers(lo, max_value),
    ).map(lambda x: sp.Rational(Fraction(x).numerator, Fraction(x).denominator))
    return base.filter(lambda v: v > 0) if positive else base


def confusion_matrices(
    min_n: int = 2, max_n: int = 8, max_count: int = 50, symmetric: bool = False, nondegenerate: bool = True
):
    """Integer confusion matrices (lists of lists); nondegenerate: MCC and kappa defined."""

    @st.composite
    def build(draw):
        n = draw(st.integers(min_n, max_n))
        cells = draw(st.lists(st.integers(0, max_count), min_size=n * n, max_size=n * n))
        M = [cells[i * n : (i + 1) * n] for i in range(n)]
        if symmetric:
            M = [[M[min(i, j)][max(i, j)] for j in range(n)] for i in range(n)]
        if nondegenerate:
            S = sum(map(sum, M))
            rows = [sum(r) for r in M]
            cols = [sum(M[i][j] for i in range(n)) for j in range(n)]
            assume(S > 0 and S * S != sum(r * r for r in rows) and S * S != sum(c * c for c in cols))
        return M

    return build()


@lru_cache(maxsize=None)
def unit_fractions(closed: bool = False):
    """Exact rationals in (0, 1) ([0, 1] if closed), small denominators: no filtering needed."""
    fr = st.fractions(min_value=0, max_value=1, max_denominator=97)
    if not closed:
        fr = st.integers(1, 96).flatmap(lambda q: st.integers(1, q).map(lambda p: Fraction(p, q + 1)))
    return fr.map(lambda f: sp.Rational(f.numerator, f.denominator))


@lru_cache(maxsize=4096)
def inside(interval: sp.Interval):
    """Exact values in an interval (endpoints numeric): lo + t (hi - lo) with t in (0, 1)
    (closed ends included), or lo + t with t > 0 for an unbounded interval."""
    lo, hi = interval.start, interval.end
    if lo == -sp.oo and hi == sp.oo:
        return rationals(nonnegative=False)
    if hi == sp.oo:
        t = rationals(nonnegative=not interval.left_open, positive=interval.left_open)
        return t.map(lambda v: lo + v)
    if lo == -sp.oo:
        t = rationals(nonnegative=not interval.right_open, positive=interval.right_open)
        return t.map(lambda v: hi - v)
    inner = unit_fractions().map(lambda t: lo + t * (hi - lo))
    ends = [e for e, open_ in ((lo, interval.left_open), (hi, interval.right_open)) if not open_]
    return st.one_of(inner, st.sampled_from(ends)) if ends else inner


def inside_points(var, interval: sp.Interval):
    """A Domain sampler: {var: value} with the value inside ``interval``."""
    return lambda: inside(interval).map(lambda v: {var: v})


def on_interval(var, interval: sp.Interval, text: str = "") -> Domain:
    """The domain 'var in interval', sampled inside it."""
    from ..model.kinds import in_interval

    return Domain(
        (var,),
        tuple(in_interval(var, interval)),
        text or f"{var} in {math_text(interval)}",
        inside_points(var, interval),
    )


def _sign_hint(interval):
    """'positive', 'nonnegative' or None for values in ``interval``."""
    if interval is None or interval.start == -sp.oo or interval.start < 0:
        return None
    return "positive" if interval.start > 0 or interval.left_open else "nonnegative"


@lru_cache(maxsize=4096)
def _own_interval(symbol, constraints: tuple):
    """The interval the constraints on ``symbol`` alone describe (solved once per domain:
    ``interval_of`` solves inequalities, too slow to repeat for every drawn point)."""
    return interval_of(symbol, constraints)


def _satisfies(domain: Domain, point) -> bool:
    try:
        return _constraints_hold(tuple(domain.constraints), point)
    except (UndefinedAtPoint, ValueError, TypeError, KeyError):
        return False


@lru_cache(maxsize=65536)
def _constraints_hold_at(constraints: tuple, items: tuple) -> bool:
    point = dict(items)
    return all(relation_holds(c, point) for c in constraints)


def _constraints_hold(constraints: tuple, point) -> bool:
    """Every constraint holds at the point, exactly.  Memoised on (constraints, point):
    derandomized draws repeat across the claims of a domain (39% of the evaluations in a
    run of the spot checks were repeats)."""
    items = tuple(point.items())
    try:
        hash(items)
    except TypeError:  # a point holding a matrix (a list): not memoised
        return all(relation_holds(c, point) for c in constraints)
    return _constraints_hold_at(constraints, items)


_POINTS: dict = {}


def points_in(domain: Domain):
    """Points of a domain: its own sampler, else per-variable draws filtered by the constraints.

    One strategy per domain object, made on first use: many claims share a family's domain,
    and Hypothesis validates (and works out the properties of) every new strategy object."""
    held = _POINTS.get(id(domain))
    if held is None or held[0] is not domain:  # the domain is held, so its id is not reused
        held = _POINTS[id(domain)] = (domain, _points_in(domain))
    return held[1]


def _points_in(domain: Domain):
    if domain.sampler is not None:
        # a sampler may serve several domains (a family's and its case splits'): keep the
        # points that satisfy this domain's constraints
        return domain.sampler().filter(lambda p: _satisfies(domain, p))

    @st.composite
    def build(draw):
        point = {}
        for s in domain.symbols:
            own = _own_interval(s, tuple(domain.constraints))  # the constraints on s alone
            if own is not None and own.start.is_finite and own.end.is_finite and own.start < own.end:
                point[s] = draw(inside(own))
                continue
            hint = _sign_hint(own)
            if hint is None and (s.is_nonnegative or s.is_positive):  # the symbol's own assumptions
                hint = "positive" if s.is_positive else "nonnegative"
            point[s] = draw(rationals(nonnegative=hint is not None, positive=hint == "positive"))
        try:
            ok = _constraints_hold(tuple(domain.constraints), point)
        except (UndefinedAtPoint, ValueError):
            ok = False
        assume(ok)
        return point

    return build()


def claim_points(claim: Claim):
    """Points at which to spot-check a claim: index identities draw N and entries, the
    others points of their domain."""
    from ..model.kinds import IdentityAllN

    if isinstance(claim, IdentityAllN) and claim.domain.sampler is None:
        return index_points(claim.arrays)
    over, var = getattr(claim, "over", None), getattr(claim, "var", None)
    if isinstance(over, sp.Interval) and var is not None and over.free_symbols - {var}:
        return _inside_moving_interval(claim.domain, var, over)
    return points_in(claim.domain)


def _inside_moving_interval(domain: Domain, var, over: sp.Interval):
    """Points of the domain with ``var`` redrawn inside ``over``, whose ends depend on the
    other variables (a monotone stretch that starts at a + sqrt(2)(a + 1), say)."""
    base = points_in(domain)

    @st.composite
    def build(draw):
        point = dict(draw(base))
        interval = over.xreplace(point)
        if not interval.free_symbols and sp.Lt(interval.start, interval.end) == sp.true:
            point[var] = draw(inside(interval))
        assume(_satisfies(domain, point))
        return point

    return build()


def index_points(arrays, max_n: int = 5):
    """Points for identities over every N: a size N and exact values for every entry."""

    @st.composite
    def build(draw):
        N = draw(st.integers(1, max_n))
        point = {"N": N}
        for arr in arrays:
            f = arr.entries()
            cells = [(i,) for i in range(N)] if arr.kind == "vector" else [(i, j) for i in range(N) for j in range(N)]
            for cell in cells:
                for s in sp.sympify(f(*cell)).free_symbols:
                    if s not in point:
                        point[s] = draw(rationals(nonnegative=True))
        return point

    return build()
