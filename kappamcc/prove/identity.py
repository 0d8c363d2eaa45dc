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

from .realarith import Decision, decide

__all__ = ["prove_identity", "has_radicals", "cancels_to_zero"]


def has_radicals(e) -> bool:
    e = sp.sympify(e)
    return any(isinstance(p, sp.Pow) and p.exp.is_Rational and not p.exp.is_Integer
               for p in sp.preorder_traversal(e))


class _NotRational(Exception):
    """A subterm the FLINT route does not take (a float, pi, a radical, ...)."""


def _flint_zero(e) -> bool | None:
    """``e`` is the zero rational function, by FLINT: each subterm becomes a fraction
    num/den of integer polynomials (python-flint's multivariate ``fmpz_mpoly``), sums over
    the gcd of the denominators, with symbols and function atoms (logs, ...) as the
    indeterminates, so the answer is the same as the sympy route's below, about 10x faster.
    None when a subterm is anything else (a float, pi, a radical), or a denominator is 0."""
    import flint

    atoms = sorted(e.free_symbols, key=sp.default_sort_key) + sorted(e.atoms(sp.Function), key=sp.default_sort_key)
    ctx = flint.fmpz_mpoly_ctx.get(tuple(f"x{i}" for i in range(len(atoms))) or ("x0",), "lex")
    index = {a: i for i, a in enumerate(atoms)}
    gens = ctx.gens()
    one = ctx.constant(1)
    memo: dict = {}

    def frac(t):
        if t in memo:
            return memo[t]
        if t in index:
            r = (gens[index[t]], one)
        elif t.is_Rational:
            r = (ctx.constant(int(t.p)), ctx.constant(int(t.q)))
        elif t.is_Add:
            n, d = frac(t.args[0])
            for a in t.args[1:]:
                n2, d2 = frac(a)
                if d == d2:
                    n = n + n2
                else:
                    g = d.gcd(d2)
                    d2g, dg = d2 / g, d / g
                    n, d = n * d2g + n2 * dg, d * d2g
            r = (n, d)
        elif t.is_Mul:
            n, d = one, one
            for a in t.args:
                n2, d2 = frac(a)
                n, d = n * n2, d * d2
            r = (n, d)
        elif t.is_Pow and t.exp.is_Integer:
            n, d = frac(t.base)
            k = int(t.exp)
            if k < 0:
                if n.is_zero():
                    raise _NotRational
                n, d, k = d, n, -k
            r = (n ** k, d ** k)
        else:
            raise _NotRational
        memo[t] = r
        return r

    try:
        return frac(e)[0].is_zero()
    except _NotRational:
        return None


def cancels_to_zero(e) -> bool:
    """``e`` is 0 as a rational function: the numerator of ``together(e)`` is the zero
    polynomial over the rationals, every non-polynomial subterm (a log, ...) taken as an
    independent indeterminate (so it is 0 whatever their values).  Exact; FLINT first
    (:func:`_flint_zero`), then sympy: ``together`` and ``Poly``, with ``cancel`` on
    inexact coefficients."""
    e = sp.sympify(e)
    fast = _flint_zero(e)
    if fast is not None:
        return fast
    if not any(isinstance(p, sp.Pow) and p.exp.is_negative for p in sp.preorder_traversal(e)):
        numerator = e   # no denominator: together() (the slow step) has nothing to combine
    else:
        numerator = sp.fraction(sp.together(e))[0]
    if not numerator.free_symbols and not numerator.has(sp.Function):
        return numerator == 0 if numerator.is_Rational else sp.cancel(sp.together(e)) == 0
    # explicit generators (symbols, then function atoms such as logs): with none given, Poly
    # raises GeneratorsNeeded on a numerator that expands to a constant, after expanding it
    gens = sorted(numerator.free_symbols, key=sp.default_sort_key) + \
        sorted(numerator.atoms(sp.Function), key=sp.default_sort_key)
    try:
        poly = sp.Poly(numerator, *gens)
    except BasePolynomialError:
        return sp.cancel(sp.together(e)) == 0
    if not (poly.domain.is_ZZ or poly.domain.is_QQ):
        return sp.cancel(sp.together(e)) == 0
    return poly.is_zero


def _defined(hypotheses, lhs, rhs, symbols) -> Decision:
    # Eq(x, x) is trivially true once x is defined: decide() checks the definedness
    # obligations of both sides first and returns 'undefined' with a point if one fails.
    return decide(hypotheses, sp.And(sp.Eq(lhs, lhs, evaluate=False), sp.Eq(rhs, rhs, evaluate=False)), symbols)


def prove_identity(lhs, rhs, hypotheses=(), symbols=None) -> tuple[Decision, str]:
    """Return (decision, method name)."""
    lhs, rhs = sp.sympify(lhs), sp.sympify(rhs)
    if not has_radicals(lhs) and not has_radicals(rhs):
        if cancels_to_zero(lhs - rhs):
            d = _defined(hypotheses, lhs, rhs, symbols)
            if d.outcome == "proved":
                return Decision("proved", detail="lhs - rhs cancels to 0", seconds=d.seconds), "rational normal form"
            return d, "definedness (Z3)"
    else:
        l2, r2 = sp.powsimp(lhs**2), sp.powsimp(rhs**2)
        if not has_radicals(l2) and not has_radicals(r2) and cancels_to_zero(l2 - r2):
            d = _defined(hypotheses, lhs, rhs, symbols)
            if d.outcome != "proved":
                return d, "definedness (Z3)"
            s = decide(hypotheses, sp.Ge(lhs * rhs, 0, evaluate=False), symbols)
            if s.outcome == "proved":
                return (Decision("proved", detail="lhs^2 - rhs^2 cancels to 0 and lhs*rhs >= 0 (Z3)",
                                 seconds=d.seconds + s.seconds),
                        "squaring under sign condition")
    d = decide(hypotheses, sp.Eq(lhs, rhs, evaluate=False), symbols)
    return d, "Z3 nlsat"
