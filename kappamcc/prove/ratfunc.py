"""Rational functions by FLINT: a sympy expression as a fraction of integer polynomials.

Each subterm becomes num/den with num, den in python-flint's multivariate ``fmpz_mpoly``
(sums over the gcd of the denominators), with the free symbols and the function atoms
(logs, ...) as the indeterminates.  That is what sympy's ``together`` and ``cancel`` do,
about 10-30x faster.  Anything else (a float, pi, a radical) or a zero denominator:
``None``, and the caller takes the sympy route.
"""

from __future__ import annotations

import sympy as sp

__all__ = ["is_zero_rational", "reduced_fraction", "lowest_terms", "flint_context", "to_sympy"]


def flint_context(count: int, rational: bool = False):
    """A FLINT context of ``count`` indeterminates (at least one), lex order: integer
    coefficients (``fmpz_mpoly``), or rational ones (``fmpq_mpoly``)."""
    import flint

    names = tuple(f"x{i}" for i in range(count)) or ("x0",)
    return (flint.fmpq_mpoly_ctx if rational else flint.fmpz_mpoly_ctx).get(names, "lex")


def to_sympy(p, gens) -> sp.Expr:
    """A FLINT polynomial (integer or rational coefficients) as a sympy expression in ``gens``."""
    import flint

    def number(c):
        return sp.Rational(int(c.p), int(c.q)) if isinstance(c, flint.fmpq) else sp.Integer(int(c))

    terms = {tuple(int(k) for k in m): number(c) for m, c in p.to_dict().items()}
    if not terms:
        return sp.Integer(0)
    if not gens:  # a constant (the context has one unused generator)
        return sp.Add(*terms.values())
    if len(terms) == 1 and not any(next(iter(terms))):  # a constant: what Poly.as_expr gives
        return next(iter(terms.values()))
    return sp.Poly.from_dict(terms, *gens).as_expr()


class _NotRational(Exception):
    """A subterm the FLINT route does not take (a float, pi, a radical, ...)."""


def _fraction(e, symbols_only: bool):
    """(num, den, atoms, ctx) for ``e``, num/den in FLINT over ``atoms``; None if not taken."""
    atoms = sorted(e.free_symbols, key=sp.default_sort_key)
    functions = sorted(e.atoms(sp.Function), key=sp.default_sort_key)
    if functions and symbols_only:
        return None
    atoms += functions
    ctx = flint_context(len(atoms))
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
                if n.is_zero():  # exact-ok: FLINT's exact zero polynomial
                    raise _NotRational
                n, d, k = d, n, -k
            r = (n**k, d**k)
        else:
            raise _NotRational
        memo[t] = r
        return r

    try:
        n, d = frac(e)
    except _NotRational:
        return None
    return n, d, atoms, ctx


def is_zero_rational(e) -> bool | None:
    """``e`` is the zero rational function (symbols and function atoms as independent
    indeterminates); None when FLINT does not take it."""
    got = _fraction(e, symbols_only=False)
    return None if got is None else got[0].is_zero()  # exact-ok: FLINT's exact zero polynomial


def reduced_fraction(e) -> tuple[sp.Expr, sp.Expr] | None:
    """(numerator, denominator) of a rational function of its symbols in lowest terms, as
    ``sp.fraction(sp.cancel(sp.together(e)))`` gives them up to a common constant factor
    (so the same degrees, and leading coefficients of the same ratio and the same signs up
    to one common sign); None when FLINT does not take ``e`` (function atoms included)."""
    got = _fraction(e, symbols_only=True)
    if got is None:
        return None
    n, d, atoms, _ = got
    g = n.gcd(d)
    if not g.is_zero():  # exact-ok: FLINT's exact zero polynomial
        n, d = n / g, d / g
    return to_sympy(n, atoms), to_sympy(d, atoms)


def lowest_terms(e) -> tuple[sp.Expr, sp.Expr]:
    """Numerator and denominator of a rational function with no common factor: FLINT when it
    takes ``e`` (:func:`reduced_fraction`, up to a common constant factor), else sympy's
    ``fraction(cancel(together(e)))``."""
    got = reduced_fraction(e)
    return got if got is not None else sp.fraction(sp.cancel(sp.together(e)))
