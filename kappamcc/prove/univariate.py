"""Univariate questions by exact real-root isolation.

For a rational function f(x) on an interval, the real roots of its numerator and
denominator cut the interval into open pieces on which f has constant sign.  The
roots are isolated exactly (``sympy.Poly.real_roots`` gives ``CRootOf`` numbers, with
rational isolating intervals), one rational point is taken inside each piece, and
the relation ``f op 0`` is decided exactly at every root and every piece point.  This
covers the whole interval, so it is a proof, not a sample.
"""
from __future__ import annotations

import time
from functools import lru_cache

import sympy as sp

from .exact import exact_sign, radicand_and_denominators, relation_holds
from .realarith import Decision

__all__ = ["decide_univariate", "assumption_interval", "real_roots_in", "rational_between", "interval_of", "is_univariate_rational"]


def is_univariate_rational(rel, x) -> bool:
    if not isinstance(rel, sp.core.relational.Relational):
        return False
    f = rel.lhs - rel.rhs
    return f.free_symbols <= {x} and f.is_rational_function(x)


@lru_cache(maxsize=4096)
def _solution_set(c, x):
    """The set of x where the relation c holds (None if sympy cannot solve it); memoised:
    the same bounds (a > 0, a < 1) recur in the domains of many claims."""
    try:
        return sp.solve_univariate_inequality(c, x, relational=False)
    except (NotImplementedError, ValueError):
        return None


def interval_of(x, constraints, strict: bool = False) -> sp.Interval | None:
    """The interval the constraints on ``x`` alone describe (their intersection).

    ``strict``: every constraint must be an interval bound on x alone (else None); otherwise
    constraints on other symbols, or that are not intervals, are skipped."""
    iv = sp.Interval(-sp.oo, sp.oo)
    for c in constraints:
        if not isinstance(c, sp.core.relational.Relational) or c.free_symbols != {x}:
            if strict:
                return None
            continue
        part = _solution_set(c, x)
        if not isinstance(part, sp.Interval):
            if strict:
                return None
            continue
        iv = iv.intersect(part)
    return iv if isinstance(iv, sp.Interval) else None


def real_roots_in(poly_expr, x, interval: sp.Interval) -> list:
    """Exact real roots of a polynomial inside ``interval`` (sorted, as CRootOf/rationals)."""
    p = sp.Poly(poly_expr, x)
    if p.is_zero:
        raise ValueError("zero polynomial")
    return [r for r in sorted(set(sp.real_roots(p)), key=lambda r: sp.N(r, 50)) if interval.contains(r) is sp.true]


def rational_between(a, b):
    """A rational strictly between exact reals a < b (either may be infinite)."""
    if a == -sp.oo and b == sp.oo:
        return sp.Integer(0)
    if a == -sp.oo:
        return sp.floor(sp.N(b, 30)) - 1
    if b == sp.oo:
        return sp.ceiling(sp.N(a, 30)) + 1
    lo, hi = sp.N(a, 60), sp.N(b, 60)
    q = sp.nsimplify((lo + hi) / 2, rational=True, tolerance=(hi - lo) / 8)
    q = sp.Rational(q)
    if not (exact_sign(q - a) > 0 and exact_sign(b - q) > 0):   # a soundness check: never an assert
        raise ArithmeticError(f"no rational found strictly between {a} and {b}")
    return q


def assumption_interval(x) -> sp.Interval | None:
    """The interval x's sign assumptions allow, or None if x carries an assumption an
    interval cannot express (integer, rational, nonzero, ...): such a symbol goes to a
    prover that knows it."""
    keys = {k for k, v in x.assumptions0.items() if v is not None}
    harmless = {"commutative", "real", "extended_real", "complex", "finite", "infinite", "hermitian",
                "imaginary", "extended_positive", "extended_negative", "extended_nonnegative",
                "extended_nonpositive", "extended_nonzero", "positive", "negative", "nonpositive",
                "nonnegative", "zero", "nonzero"}
    if keys - harmless or x.is_zero or (x.is_nonzero and not (x.is_positive or x.is_negative)):
        return None
    if x.is_positive:
        return sp.Interval.open(0, sp.oo)
    if x.is_nonnegative:
        return sp.Interval(0, sp.oo)
    if x.is_negative:
        return sp.Interval.open(-sp.oo, 0)
    if x.is_nonpositive:
        return sp.Interval(-sp.oo, 0)
    return sp.Interval(-sp.oo, sp.oo)


def decide_univariate(rel, x: sp.Symbol, interval: sp.Interval) -> Decision:
    t0 = time.perf_counter()
    # definedness first, on the relation as written (cancelling would hide a removable
    # singularity such as (x^2 - 1)/(x - 1) at x = 1)
    for side in (rel.lhs, rel.rhs):
        for kind, sub in radicand_and_denominators(sp.sympify(side)):
            if kind != "den" or not sub.has(x):
                continue
            dnum, _ = sp.fraction(sp.together(sub))
            if dnum.has(x):
                zeros = real_roots_in(dnum, x, interval)
                if zeros:
                    return Decision("undefined", point={x: zeros[0]}, detail=f"denominator {sub} vanishes",
                                    seconds=time.perf_counter() - t0)
            elif dnum == 0:
                return Decision("undefined", point={x: rational_between(interval.start, interval.end)
                                                    if interval.measure > 0 else interval.start},
                                detail=f"denominator {sub} is 0", seconds=time.perf_counter() - t0)
    f = sp.cancel(sp.together(rel.lhs - rel.rhs))
    num, den = sp.fraction(f)
    goal = rel.func(f, 0)
    if sp.Poly(num, x).is_zero:
        roots_num = []
    else:
        roots_num = real_roots_in(num, x, interval)
    roots_den = real_roots_in(den, x, interval) if den.has(x) else []
    if roots_den:
        return Decision("undefined", point={x: roots_den[0]}, detail=f"denominator {den} vanishes",
                        seconds=time.perf_counter() - t0)
    cuts = sorted(set(roots_num), key=lambda r: sp.N(r, 50))
    lo, hi = interval.start, interval.end
    points = []
    if not interval.left_open and lo != -sp.oo:
        points.append(lo)
    if not interval.right_open and hi != sp.oo:
        points.append(hi)
    edges = [lo] + cuts + [hi]
    for a, b in zip(edges, edges[1:]):
        if a != b:
            points.append(rational_between(a, b))
    points += [c for c in cuts if interval.contains(c) is sp.true]
    for p in points:
        if not relation_holds(goal, {x: p}):
            return Decision("refuted", point={x: p}, detail="real-root isolation",
                            seconds=time.perf_counter() - t0)
    return Decision("proved", detail=f"real-root isolation: {len(cuts)} root(s) in {interval}, "
                                     f"{len(points)} exact test points", seconds=time.perf_counter() - t0)
