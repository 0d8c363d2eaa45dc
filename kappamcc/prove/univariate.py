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

from functools import cmp_to_key

from .exact import UndefinedAtPoint, radicand_and_denominators, relation_holds
from .realarith import Outcome, Decision, definedness_obligations
from .sign import Undecided, compare, rational_between

__all__ = [
    "decide_univariate",
    "assumption_interval",
    "real_roots_in",
    "rational_between",
    "interval_of",
    "is_univariate_rational",
    "is_bound_on",
    "sorted_exactly",
    "in_interval_exactly",
]


_BOUNDS = (sp.StrictGreaterThan, sp.GreaterThan, sp.StrictLessThan, sp.LessThan)


def is_bound_on(c, var) -> bool:
    """``c`` is a var + b > 0, >= 0, < 0 or <= 0 with a a non-zero rational and b free of var
    (x > b, 100 - A >= 0, ...): its solutions are an interval."""
    if (
        not isinstance(c, _BOUNDS)
        or any(var in o.free_symbols for o in definedness_obligations(c))
        or any(var in f.free_symbols for f in c.atoms(sp.Function))
    ):
        return False  # as written it may be undefined where its cancelled form is not (1/(x-1) - 1/(x-1))
    try:
        linear = sp.Poly(c.lhs - c.rhs, var)
    except sp.PolynomialError:
        return False
    return linear.degree() == 1 and linear.LC().is_Rational and linear.LC() != 0


def is_univariate_rational(rel, x) -> bool:
    """``rel`` compares rational functions of x with rational coefficients: the relations
    exact root isolation decides (sqrt(2) x or pi x are left to other provers)."""
    if not isinstance(rel, sp.core.relational.Relational):
        return False
    # each side as written: their difference is cancelled by sympy (sqrt(x) - sqrt(x) is 0), and
    # with it where a side is undefined
    return all(
        side.free_symbols <= {x} and side.is_rational_function(x) and _rational_coefficients(side)
        for side in map(sp.sympify, (rel.lhs, rel.rhs))
    )


def _rational_coefficients(f) -> bool:
    """Every number in ``f`` is rational, and every power has an integer exponent."""
    for node in sp.preorder_traversal(f):
        if isinstance(node, sp.Pow) and not node.exp.is_Integer:
            return False
        if node.is_number and node.is_Atom and not node.is_Rational:
            return False
        if isinstance(node, (sp.Function, sp.CRootOf)):
            return False
    return True


@lru_cache(maxsize=4096)
def _solution_set(c, x):
    """The set of x where the relation c holds (None if sympy cannot solve it); memoised:
    the same bounds (a > 0, a < 1) recur in the domains of many claims."""
    bound = _plain_bound(c, x)
    if bound is not None:
        return bound
    if not is_univariate_rational(c, x):  # sympy's solver gives one period of sin x > 0, say
        return None
    try:
        return sp.solve_univariate_inequality(c, x, relational=False)
    except (NotImplementedError, ValueError):
        return None


_OPEN_ABOVE = {
    sp.StrictGreaterThan: (True, True),
    sp.GreaterThan: (True, False),
    sp.StrictLessThan: (False, True),
    sp.LessThan: (False, False),
}


def _plain_bound(c, x):
    """The interval of a bound x > b, x >= b, x < b, x <= b (either side written first) with b
    a closed real number, read off directly: the usual constraint, which sympy's inequality
    solver takes tens of milliseconds to solve.  None for any other shape."""
    kind = _OPEN_ABOVE.get(type(c))
    if kind is None:
        return None
    lower, strict = kind
    if c.lhs == x:
        b = c.rhs
    elif c.rhs == x:
        b, lower = c.lhs, not lower  # b < x is x > b
    else:
        return None
    if b.free_symbols or b.is_extended_real is not True:
        return None
    return sp.Interval(b, sp.oo, left_open=strict) if lower else sp.Interval(-sp.oo, b, right_open=strict)


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


def sorted_exactly(numbers) -> list:
    """Closed real numbers (infinities allowed) in increasing order, compared exactly by the
    sign service, never by floats: the order is the same under any hash seed."""
    return sorted(numbers, key=cmp_to_key(compare))


def in_interval_exactly(r, interval: sp.Interval) -> bool:
    """Does the closed number ``r`` lie in ``interval``?  Decided by exact comparison with
    each end (``Undecided`` propagates: never read as "no")."""
    lo, hi = interval.start, interval.end
    c_lo, c_hi = compare(r, lo), compare(r, hi)
    above = c_lo > 0 or (c_lo == 0 and not interval.left_open)
    below = c_hi < 0 or (c_hi == 0 and not interval.right_open)
    return above and below


def real_roots_in(poly_expr, x, interval: sp.Interval) -> list:
    """Exact real roots of a polynomial inside ``interval`` (sorted exactly, as CRootOf or
    rationals); each root is compared with the interval's ends exactly."""
    p = sp.Poly(poly_expr, x)
    if p.is_zero:  # exact-ok: the zero polynomial, structurally
        raise ValueError("zero polynomial")
    return sorted_exactly(r for r in set(sp.real_roots(p)) if in_interval_exactly(r, interval))


def assumption_interval(x) -> sp.Interval | None:
    """The interval x's sign assumptions allow, or None if x carries an assumption an
    interval cannot express (integer, rational, nonzero, ...): such a symbol goes to a
    prover that knows it."""
    keys = {k for k, v in x.assumptions0.items() if v is not None}
    harmless = {
        "commutative",
        "real",
        "extended_real",
        "complex",
        "finite",
        "infinite",
        "hermitian",
        "imaginary",
        "extended_positive",
        "extended_negative",
        "extended_nonnegative",
        "extended_nonpositive",
        "extended_nonzero",
        "positive",
        "negative",
        "nonpositive",
        "nonnegative",
        "zero",
        "nonzero",
    }
    if (
        keys - harmless or x.is_zero or (x.is_nonzero and not (x.is_positive or x.is_negative))  # exact-ok: declared
    ):
        return None
    if x.is_positive:  # exact-ok: a symbol's declared assumption
        return sp.Interval.open(0, sp.oo)
    if x.is_nonnegative:  # exact-ok: a symbol's declared assumption
        return sp.Interval(0, sp.oo)
    if x.is_negative:  # exact-ok: a symbol's declared assumption
        return sp.Interval.open(-sp.oo, 0)
    if x.is_nonpositive:  # exact-ok: a symbol's declared assumption
        return sp.Interval(-sp.oo, 0)
    return sp.Interval(-sp.oo, sp.oo)


def decide_univariate(rel, x: sp.Symbol, interval: sp.Interval) -> Decision:
    """Decide ``rel`` for every x in ``interval`` by exact root isolation; 'unknown' when a
    comparison the isolation needs cannot be decided exactly."""
    t0 = time.perf_counter()
    try:
        return _decide_univariate(rel, x, interval, t0)
    except (Undecided, NotImplementedError, sp.PolynomialError) as exc:
        return Decision(Outcome.UNKNOWN, detail=f"real-root isolation: {exc}", seconds=time.perf_counter() - t0)


def _decide_univariate(rel, x: sp.Symbol, interval: sp.Interval, t0: float) -> Decision:
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
                    return Decision(
                        Outcome.UNDEFINED,
                        point={x: zeros[0]},
                        detail=f"denominator {sub} vanishes",
                        seconds=time.perf_counter() - t0,
                    )
            elif dnum == 0:
                return Decision(
                    Outcome.UNDEFINED,
                    point={
                        x: rational_between(interval.start, interval.end)
                        if compare(interval.start, interval.end) < 0
                        else interval.start
                    },
                    detail=f"denominator {sub} is 0",
                    seconds=time.perf_counter() - t0,
                )
    f = sp.cancel(sp.together(rel.lhs - rel.rhs))
    num, den = sp.fraction(f)
    goal = rel.func(f, 0)
    if sp.Poly(num, x).is_zero:  # exact-ok: the zero polynomial, structurally
        roots_num = []
    else:
        roots_num = real_roots_in(num, x, interval)
    roots_den = real_roots_in(den, x, interval) if den.has(x) else []
    if roots_den:
        return Decision(
            Outcome.UNDEFINED,
            point={x: roots_den[0]},
            detail=f"denominator {den} vanishes",
            seconds=time.perf_counter() - t0,
        )
    cuts = sorted_exactly(set(roots_num))
    lo, hi = interval.start, interval.end
    points = []
    if not interval.left_open and lo != -sp.oo:
        points.append(lo)
    if not interval.right_open and hi != sp.oo:
        points.append(hi)
    edges = [lo] + cuts + [hi]
    for a, b in zip(edges, edges[1:]):
        if compare(a, b) < 0:
            points.append(rational_between(a, b))
    points += cuts  # every cut is inside the interval (real_roots_in compared it with the ends)
    for p in points:
        try:
            holds = relation_holds(rel, {x: p}) and relation_holds(goal, {x: p})
        except UndefinedAtPoint as exc:  # the relation as written is undefined at a point of the interval
            return Decision(Outcome.UNDEFINED, point={x: p}, detail=str(exc), seconds=time.perf_counter() - t0)
        if not holds:
            return Decision(
                Outcome.REFUTED, point={x: p}, detail="real-root isolation", seconds=time.perf_counter() - t0
            )
    return Decision(
        Outcome.PROVED,
        detail=f"real-root isolation: {len(cuts)} root(s) in {interval}, {len(points)} exact test points",
        seconds=time.perf_counter() - t0,
    )
