"""Limits of closed forms in one variable, exactly where possible.

``exact_limit(expr, x, to)`` handles rational functions in ``x`` (coefficients may
contain parameters) by their leading terms, and builds up sums, products, integer
powers and square roots of such from the limits of the parts (continuity).  Every
leading coefficient it divides by must be non-zero on the parameter domain; that is
proved with Z3 before it is used.  What it cannot do exactly it hands to
``sympy.limit`` and says so in the method.  ``to`` is ``sp.oo`` or a finite point
approached from the right (the papers' limits are b -> 0 with b > 0).
"""
from __future__ import annotations

import sympy as sp

from .realarith import decide

__all__ = ["exact_limit", "LimitError"]


class LimitError(ValueError):
    pass


def _rational_limit_at_oo(expr, x, hyps):
    num, den = sp.fraction(sp.cancel(sp.together(expr)))
    pn, pd = sp.Poly(num, x), sp.Poly(den, x)
    ln, ld = pn.LC(), pd.LC()
    for lc in (ln, ld):
        if lc.free_symbols:
            d = decide(hyps, sp.Ne(lc, 0))
            if d.outcome != "proved":
                raise LimitError(f"leading coefficient {lc} may vanish on the domain")
    if pn.degree() < pd.degree():
        return sp.Integer(0)
    if pn.degree() == pd.degree():
        return sp.simplify(ln / ld)
    ratio = ln / ld
    d = decide(hyps, sp.Gt(ratio, 0))
    if d.outcome == "proved":
        return sp.oo
    d = decide(hyps, sp.Lt(ratio, 0))
    if d.outcome == "proved":
        return -sp.oo
    raise LimitError("sign of the divergent leading term depends on the parameters")


def _is_rational_in(expr, x):
    return expr.is_rational_function(x)


def exact_limit(expr, x: sp.Symbol, to, hyps=()) -> tuple[sp.Expr, str]:
    """(limit, method)."""
    expr = sp.sympify(expr)
    if to != sp.oo:
        t = sp.Dummy("t", positive=True)
        return exact_limit(expr.xreplace({x: to + 1 / t}), t, sp.oo, hyps)
    try:
        return _exact(expr, x, hyps), "exact (leading terms of rational functions, continuity)"
    except (LimitError, sp.PolynomialError, NotImplementedError):
        pass
    L = sp.limit(expr, x, sp.oo)
    if L.has(sp.Limit) or L.has(sp.AccumBounds):
        raise LimitError(f"sympy.limit could not evaluate the limit of {expr}")
    return sp.simplify(L), "sympy.limit"


def _exact(expr, x, hyps):
    if x not in expr.free_symbols:
        return expr
    if _is_rational_in(expr, x):
        return _rational_limit_at_oo(expr, x, hyps)
    if isinstance(expr, sp.Add):
        parts = [_exact(a, x, hyps) for a in expr.args]
        if any(p.has(sp.oo, -sp.oo) for p in parts):
            raise LimitError("infinite part in a sum")
        return sp.simplify(sp.Add(*parts))
    if isinstance(expr, sp.Mul):
        parts = [_exact(a, x, hyps) for a in expr.args]
        if any(p.has(sp.oo, -sp.oo) for p in parts):
            raise LimitError("infinite factor in a product")
        return sp.simplify(sp.Mul(*parts))
    if isinstance(expr, sp.Pow):
        base, ex = expr.as_base_exp()
        if x not in ex.free_symbols and ex.is_Rational:
            L = _exact(base, x, hyps)
            if L.has(sp.oo, -sp.oo):
                raise LimitError("infinite base")
            if ex.is_negative:
                d = decide(hyps, sp.Ne(L, 0)) if L.free_symbols else None
                if (d is not None and d.outcome != "proved") or (d is None and L == 0):
                    raise LimitError("limit of a denominator may be 0")
            if not ex.is_Integer:
                d = decide(hyps, sp.Ge(L, 0)) if L.free_symbols else None
                if (d is not None and d.outcome != "proved") or (d is None and L < 0):
                    raise LimitError("limit of a radicand may be negative")
            return sp.simplify(L ** ex)
    raise LimitError(f"no exact rule for {expr}")
