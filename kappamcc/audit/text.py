"""Exact numbers written for a person: the closed form when it is short, else a decimal
followed by "root of" a polynomial in the audited parameter (never a 500-digit constant)."""
from __future__ import annotations

import sympy as sp
from sympy.core.evalf import PrecisionExhausted

from ..prove.compare import decimal_text

__all__ = ["number_text", "polynomial_text", "SHORT"]

SHORT = 48          # a closed form longer than this is shown as a decimal (and "root of" for algebraic numbers)
_POLY_SHORT = 100   # a polynomial longer than this is cut after its leading terms


def polynomial_text(poly: sp.Expr, t) -> str:
    """A polynomial in t; a long one is described (degree, size of its coefficients) and
    cut after its leading terms when they are short."""
    poly = sp.expand(poly)
    text = sp.sstr(poly)
    if len(text) <= _POLY_SHORT:
        return text
    p = sp.Poly(poly, t)
    digits = max(len(str(abs(int(c)))) for c in p.clear_denoms()[1].coeffs())
    described = f"a polynomial of degree {p.degree()} in {t} with coefficients of up to {digits} digits"
    terms = sp.Add.make_args(poly)
    lead = sp.sstr(terms[-1]) if terms else ""
    return described + (f", leading term {lead}" if len(lead) <= 40 else "")


_MAXN = 20_000      # working bits sympy may use to resolve a value that cancels (Ent of [[t, 10^160], [1, t]])


def _decimal(x: sp.Expr, digits: int = 10) -> str:
    """``digits`` significant digits, or the words for a value sympy could not resolve:
    never a precision-less "0.e-153" (sympy's answer without strict)."""
    if x.is_Rational:
        return decimal_text(x, digits)
    try:
        return sp.sstr(sp.N(x, digits, maxn=_MAXN, strict=True))
    except PrecisionExhausted:
        return f"(not resolved to {digits} digits)"


def number_text(x, t=None) -> str:
    """An exact real number (rational, surd, CRootOf, logs), or +-oo, written readably."""
    x = sp.sympify(x)
    if x in (sp.oo, -sp.oo):
        return str(x)
    if x.is_Rational:
        text = str(x)
        return text if len(text) <= 30 else f"{decimal_text(x)} (a fraction of {len(text)} characters)"
    variable = t if t is not None else sp.Symbol("x")
    if isinstance(x, sp.CRootOf):
        return f"{_decimal(x)} (root of {polynomial_text(x.poly.as_expr().subs(x.poly.gen, variable), variable)})"
    text = sp.sstr(x)
    if len(text) <= SHORT:
        return f"{text} = {_decimal(x)}"
    if x.is_algebraic and not x.has(sp.log, sp.exp):
        try:
            poly = sp.minimal_polynomial(x, variable)
            return f"{_decimal(x)} (root of {polynomial_text(poly, variable)})"
        except (NotImplementedError, ValueError, sp.PolynomialError):
            pass
    return _decimal(x)
