"""Numeric evaluation for the spot checks (mpmath, 50 digits): evidence, never a verdict."""
from __future__ import annotations

from typing import Mapping

import mpmath
import sympy as sp

from ..kinds import in_interval
from ..prove.exact import UndefinedAtPoint, logic_holds, relation_holds


# ---------------------------------------------------------------------------
# numeric evaluation and shared pieces

_COMPILED: dict = {}


TOL = mpmath.mpf(10) ** -35


DPS = 50


def compiled(e: sp.Expr):
    """e as an mpmath function of its free symbols (sorted by name), compiled once."""
    key = e
    if key not in _COMPILED:
        syms = sorted(e.free_symbols, key=str)
        try:
            # docstring_limit=0: no docstring quoting the expression (printing it twice cost
            # a third of lambdify's time)
            _COMPILED[key] = (syms, sp.lambdify(syms, e, modules="mpmath", docstring_limit=0))
        except Exception:  # noqa: BLE001 - anything lambdify cannot print: fall back to evalf
            _COMPILED[key] = (syms, None)
    return _COMPILED[key]


def mp_value(e, point: Mapping):
    """Value of e at point with mpmath, DPS digits (compiled with lambdify; evalf as fallback)."""
    e = sp.sympify(e)
    syms, f = compiled(e)
    if f is not None and all(s in point for s in syms):
        with mpmath.workdps(DPS):
            try:
                args = [mpmath.mpf(sp.Rational(point[s]).p) / sp.Rational(point[s]).q if sp.sympify(point[s]).is_Rational
                        else mpmath.mpf(str(sp.N(point[s], DPS + 10))) for s in syms]   # exact-ok: spot-check numerics (evidence, never a verdict)
                v = f(*args)
            except (ZeroDivisionError, ValueError) as exc:
                raise UndefinedAtPoint(f"{e} undefined at {point}: {exc}") from None
            except (TypeError, NameError, AttributeError):   # something lambdify printed but mpmath lacks
                _COMPILED[e] = (syms, None)
                v = None
            if v is not None:
                if isinstance(v, mpmath.mpc):
                    if abs(v.imag) > 1e-30:
                        raise UndefinedAtPoint(f"{e} is not real at {point}")
                    v = v.real
                v = mpmath.mpf(v)
                if not mpmath.isfinite(v):
                    raise UndefinedAtPoint(f"{e} undefined at {point}")
                return v
    return mp_evalf(e, point)


def mp_evalf(e, point: Mapping):
    """Value of e at point with sympy's evalf, DPS digits."""
    with mpmath.workdps(DPS):
        e = sp.sympify(e)
        subs = {k: sp.sympify(v) for k, v in point.items() if isinstance(k, sp.Symbol)}
        # numeric substitution: exact substitution of huge rationals can trip sympy's
        # radical simplification (sqrt of a Rational with 30-digit factors)
        v = e.evalf(DPS, subs=subs) if e.free_symbols else e.evalf(DPS)   # exact-ok: spot-check numerics (evidence)
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
        return {"==": abs(d) <= tol, "!=": abs(d) > tol, "<": d < tol, "<=": d <= tol,
                ">": d > -tol, ">=": d >= -tol}[rel.rel_op]


