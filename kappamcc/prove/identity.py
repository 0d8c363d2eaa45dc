"""Identities: exact rational normal form; square roots by squaring under sign conditions.

``prove_identity(lhs, rhs, hypotheses)`` tries, in order:

1. *rational normal form*: no radicals, ``cancel(together(lhs - rhs)) == 0``;
2. *squaring*: both sides become radical-free when squared, ``lhs^2 - rhs^2`` cancels
   to 0, and Z3 proves ``lhs * rhs >= 0`` on the domain (equal squares and equal
   signs give equal values);
3. *Z3 nlsat* on ``hypotheses => lhs == rhs`` (also the route to a counterexample).

In routes 1 and 2 both sides must be defined on the whole domain; that is decided
first (denominators non-zero, radicands non-negative), so an identity that only holds
where it is defined is not passed off as PROVED.

Caveat: sympy cancels *identical* factors when an expression is built, so
``x*(x - 1)/(x - 1)`` is already ``x`` before any prover sees it.  A removable
singularity written that way is lost; write the printed form as printed (e.g.
``(x**2 - x)/(x - 1)``) when its definedness matters.
"""

from __future__ import annotations

import sympy as sp
from sympy.polys.polyerrors import BasePolynomialError

from . import ratfunc
from .realarith import Outcome, Decision, decide

__all__ = ["prove_identity", "has_radicals", "cancels_to_zero"]


def has_radicals(e) -> bool:
    e = sp.sympify(e)
    return any(isinstance(p, sp.Pow) and p.exp.is_Rational and not p.exp.is_Integer for p in sp.preorder_traversal(e))


def cancels_to_zero(e) -> bool:
    """``e`` is 0 as a rational function: the numerator of ``together(e)`` is the zero
    polynomial over the rationals, every non-polynomial subterm (a log, ...) taken as an
    independent indeterminate (so it is 0 whatever their values).  Exact; FLINT first
    (:func:`kappamcc.prove.ratfunc.is_zero_rational`), then sympy: ``together`` and
    ``Poly``, with ``cancel`` on inexact coefficients."""
    e = sp.sympify(e)
    fast = ratfunc.is_zero_rational(e)
    if fast is not None:
        return fast
    if not any(
        isinstance(p, sp.Pow) and p.exp.is_negative is not False  # exact-ok: a shortcut only when surely no denominator
        for p in sp.preorder_traversal(e)
    ):
        numerator = e  # no denominator: together() (the slow step) has nothing to combine
    else:
        numerator = sp.fraction(sp.together(e))[0]
    if not numerator.free_symbols and not numerator.has(sp.Function):
        return numerator == 0 if numerator.is_Rational else sp.cancel(sp.together(e)) == 0
    # explicit generators (symbols, then function atoms such as logs): with none given, Poly
    # raises GeneratorsNeeded on a numerator that expands to a constant, after expanding it
    gens = sorted(numerator.free_symbols, key=sp.default_sort_key) + sorted(
        numerator.atoms(sp.Function), key=sp.default_sort_key
    )
    try:
        poly = sp.Poly(numerator, *gens)
    except BasePolynomialError:
        return sp.cancel(sp.together(e)) == 0
    if not (poly.domain.is_ZZ or poly.domain.is_QQ):
        return sp.cancel(sp.together(e)) == 0
    return poly.is_zero  # exact-ok: the zero polynomial, structurally


def _defined(hypotheses, lhs, rhs, symbols) -> Decision:
    # Eq(s, s) is trivially true once s is defined: decide() checks the definedness
    # obligations first and returns 'undefined' with a point if one fails.  s is the
    # unevaluated sum of the sides, defined exactly where both are (an And of Eq(lhs, lhs)
    # and Eq(rhs, rhs) would put both in canonical order, slower than the question).
    both = sp.Add(lhs, rhs, evaluate=False)
    return decide(hypotheses, sp.Eq(both, both, evaluate=False), symbols)


def prove_identity(lhs, rhs, hypotheses=(), symbols=None) -> tuple[Decision, str]:
    """Return (decision, method name)."""
    lhs, rhs = sp.sympify(lhs), sp.sympify(rhs)
    if not has_radicals(lhs) and not has_radicals(rhs):
        if cancels_to_zero(lhs - rhs):
            d = _defined(hypotheses, lhs, rhs, symbols)
            if d.outcome is Outcome.PROVED:
                return Decision(
                    Outcome.PROVED, detail="lhs - rhs cancels to 0", seconds=d.seconds
                ), "rational normal form"
            return d, "definedness (Z3)"
    else:
        l2, r2 = lhs**2, rhs**2
        squares_cancel = not has_radicals(l2) and not has_radicals(r2) and cancels_to_zero(l2 - r2)
        if not squares_cancel:  # powsimp (slow) joins what sympy keeps apart: sqrt(x) sqrt(x + 1), exp products
            l2, r2 = sp.powsimp(l2), sp.powsimp(r2)
            squares_cancel = not has_radicals(l2) and not has_radicals(r2) and cancels_to_zero(l2 - r2)
        if squares_cancel:
            d = _defined(hypotheses, lhs, rhs, symbols)
            if d.outcome is not Outcome.PROVED:
                return d, "definedness (Z3)"
            s = decide(hypotheses, sp.Ge(lhs * rhs, 0, evaluate=False), symbols)
            if s.outcome is Outcome.PROVED:
                return (
                    Decision(
                        Outcome.PROVED,
                        detail="lhs^2 - rhs^2 cancels to 0 and lhs*rhs >= 0 (Z3)",
                        seconds=d.seconds + s.seconds,
                    ),
                    "squaring under sign condition",
                )
    d = decide(hypotheses, sp.Eq(lhs, rhs, evaluate=False), symbols)
    return d, "Z3 nlsat"
