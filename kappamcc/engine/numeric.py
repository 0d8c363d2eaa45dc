"""Numeric evaluation for the spot checks (mpmath, 50 digits): evidence, never a verdict."""

from __future__ import annotations

from typing import Mapping

import mpmath
import sympy as sp

from ..model.kinds import in_interval
from ..prove.exact import UndefinedAtPoint, logic_holds, relation_holds


# ---------------------------------------------------------------------------
# numeric evaluation and shared pieces

TOL = mpmath.mpf(10) ** -35


DPS = 50

# the functions evaluated directly (anything else goes to sympy's evalf)
_FUNCTIONS = {
    sp.exp: mpmath.exp,
    sp.sin: mpmath.sin,
    sp.cos: mpmath.cos,
    sp.tan: mpmath.tan,
    sp.atan: mpmath.atan,
    sp.asin: mpmath.asin,
    sp.acos: mpmath.acos,
    sp.sinh: mpmath.sinh,
    sp.cosh: mpmath.cosh,
    sp.tanh: mpmath.tanh,
    sp.erf: mpmath.erf,
    sp.erfc: mpmath.erfc,
    sp.Abs: abs,
    sp.sign: mpmath.sign,
}


class _NotDirect(Exception):
    """A node the direct evaluator does not handle: evalf takes the whole expression."""


def _mp_point_value(v):
    v = sp.sympify(v)
    if v.is_Rational:
        return mpmath.mpf(int(v.p)) / int(v.q)
    return mpmath.mpf(str(sp.N(v, DPS + 10)))  # exact-ok: spot-check numerics (evidence, never a verdict)


def _mp(e, point: Mapping, memo: dict):
    """e at the point, walking the expression tree with mpmath numbers (no code generation:
    lambdify's printing cost more than the three evaluations of a spot check)."""
    if e in memo:
        return memo[e]
    if e.is_Symbol:
        if e not in point:
            raise _NotDirect(str(e))
        v = _mp_point_value(point[e])
    elif e.is_Rational:
        v = mpmath.mpf(int(e.p)) / int(e.q)
    elif e.is_Float:
        v = mpmath.mpf(e._mpf_)
    elif e is sp.pi:
        v = +mpmath.pi
    elif e is sp.E:
        v = +mpmath.e
    elif isinstance(e, sp.Add):
        v = mpmath.fsum(_mp(a, point, memo) for a in e.args)
    elif isinstance(e, sp.Mul):
        v = mpmath.fprod(_mp(a, point, memo) for a in e.args)
    elif isinstance(e, sp.Pow):
        base, ex = _mp(e.base, point, memo), _mp(e.exp, point, memo)
        v = mpmath.sqrt(base) if e.exp == sp.S.Half else mpmath.power(base, ex)
    elif isinstance(e, sp.log):
        args = [_mp(a, point, memo) for a in e.args]
        v = mpmath.log(args[0]) if len(args) == 1 else mpmath.log(args[0]) / mpmath.log(args[1])
    elif type(e) in _FUNCTIONS and len(e.args) == 1:
        v = _FUNCTIONS[type(e)](_mp(e.args[0], point, memo))
    elif isinstance(e, (sp.Min, sp.Max)):
        vals = [_mp(a, point, memo) for a in e.args]
        if any(isinstance(x, mpmath.mpc) for x in vals):
            raise _NotDirect("complex argument")
        v = min(vals) if isinstance(e, sp.Min) else max(vals)
    else:
        raise _NotDirect(type(e).__name__)
    memo[e] = v
    return v


def mp_value(e, point: Mapping):
    """Value of e at point with mpmath, DPS digits (the tree walked directly; evalf as fallback)."""
    e = sp.sympify(e)
    with mpmath.workdps(DPS):
        try:
            v = _mp(e, point, {})
        except (ZeroDivisionError, ValueError) as exc:
            raise UndefinedAtPoint(f"{e} undefined at {point}: {exc}") from None
        except (_NotDirect, TypeError):
            return mp_evalf(e, point)
        if isinstance(v, mpmath.mpc):
            if abs(v.imag) > 1e-30:
                raise UndefinedAtPoint(f"{e} is not real at {point}")
            v = v.real
        v = mpmath.mpf(v)
        if not mpmath.isfinite(v):
            raise UndefinedAtPoint(f"{e} undefined at {point}")
        return v


def mp_evalf(e, point: Mapping):
    """Value of e at point with sympy's evalf, DPS digits."""
    with mpmath.workdps(DPS):
        e = sp.sympify(e)
        subs = {k: sp.sympify(v) for k, v in point.items() if isinstance(k, sp.Symbol)}
        # numeric substitution: exact substitution of huge rationals can trip sympy's
        # radical simplification (sqrt of a Rational with 30-digit factors)
        v = e.evalf(DPS, subs=subs) if e.free_symbols else e.evalf(DPS)  # exact-ok: spot-check numerics (evidence)
        if v.has(sp.zoo, sp.nan) or not v.is_number:
            raise UndefinedAtPoint(f"{e} undefined at {point}")
        if not v.is_real:
            re, im = v.as_real_imag()
            if abs(im) > 1e-30:
                raise UndefinedAtPoint(f"{e} is not real at {point}")
            v = re
        return mpmath.mpf(str(v))


def outside(var, over: sp.Interval, point: Mapping) -> bool:
    """Is the point's value of ``var`` missing or outside ``over`` (endpoints may depend on parameters)?"""
    if var not in point:
        return True
    params = {k: v for k, v in point.items() if k != var}
    try:
        return not all(relation_holds(c.xreplace(params), {var: point[var]}) for c in in_interval(var, over))
    except (UndefinedAtPoint, ValueError, TypeError):
        return True


def numeric_holds(rel, point: Mapping) -> bool:
    """Evaluate a relation at 50 digits; equalities up to a relative 1e-35."""
    return logic_holds(rel, lambda r: numeric_atom(r, point))


def numeric_atom(rel, point: Mapping) -> bool:
    with mpmath.workdps(DPS):
        a, b = mp_value(rel.lhs, point), mp_value(rel.rhs, point)
        tol = TOL * max(1, abs(a), abs(b))
        d = a - b
        return {"==": abs(d) <= tol, "!=": abs(d) > tol, "<": d < tol, "<=": d <= tol, ">": d > -tol, ">=": d >= -tol}[
            rel.rel_op
        ]
