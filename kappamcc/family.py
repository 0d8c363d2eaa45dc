"""Parametrised confusion-matrix families.

A family is a symbolic matrix with the domain of its parameters, as the paper states
it.  Its kappa and MCC are *derived* from the matrix by the general definitions in
:mod:`kappamcc.metrics` (never typed in), then put in a tidy closed form.  Families of
symbolic size (Z_A for any N) subclass it and supply total, trace and the marginal
sums in closed form instead of a matrix.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import sympy as sp

from . import metrics
from .claims import Domain

__all__ = ["Family", "tidy", "factor_integer_polynomial"]


def tidy(e):
    """A readable, equivalent form: factor numerator and denominator separately."""
    e = sp.sympify(e)
    if any(isinstance(p, sp.Pow) and p.exp.is_Rational and p.exp.q == 2 for p in sp.preorder_traversal(e)):
        return sp.factor_terms(sp.powsimp(e))
    return sp.factor(sp.cancel(e))


def factor_integer_polynomial(e) -> sp.Expr:
    """``sympy.factor(e)`` for a polynomial with integer coefficients, factored by FLINT
    (python-flint; about 3x faster, and every family's kappa and MCC are factored in every
    process that loads the registry).  Each factor is put back over ``Poly(e)``'s own
    generators in their lex order, the order in which sympy makes leading coefficients
    positive, so the result is the very expression ``sympy.factor`` gives; anything else
    (rational coefficients, non-symbol generators, a constant) goes to ``sympy.factor``."""
    from sympy.core.mul import _keep_coeff
    from .prove.ratfunc import flint_context, to_sympy

    e = sp.sympify(e)
    try:
        poly = sp.Poly(e)
    except sp.polys.polyerrors.BasePolynomialError:
        return sp.factor(e)
    if not poly.domain.is_ZZ or not all(isinstance(g, sp.Symbol) for g in poly.gens):
        return sp.factor(e)
    ctx = flint_context(len(poly.gens))
    content, factors = ctx.from_dict({m: int(c) for m, c in poly.terms()}).factor()
    parts = [to_sympy(f, poly.gens) ** k for f, k in factors]
    return _keep_coeff(sp.Integer(int(content)), sp.Mul(*parts))


_DERIVED: dict = {}


def _derived(which: str, matrix) -> sp.Expr:
    """kappa or MCC of a matrix, computed once per process for equal matrices (the same
    family is built afresh by many proof modules)."""
    key = (which, sp.ImmutableMatrix(matrix))
    if key not in _DERIVED:
        factor = factor_integer_polynomial
        if which == "kappa":
            num, den = metrics.kappa_parts(matrix)
            _DERIVED[key] = factor(num) / factor(den)
        else:
            num, rows, cols = metrics.mcc_parts(matrix)
            _DERIVED[key] = factor(num) / sp.sqrt(factor(rows) * factor(cols))
    return _DERIVED[key]


@dataclass
class Family:
    name: str
    matrix: sp.Matrix
    domain: Domain
    locator: str = ""

    @cached_property
    def kappa(self):
        """kappa derived from the matrix by eq. (5)."""
        return _derived("kappa", self.matrix)

    @cached_property
    def mcc(self):
        """MCC derived from the matrix by the marginal form (equal to eqs. (2)-(4))."""
        return _derived("mcc", self.matrix)

    @cached_property
    def asymmetry(self):
        """Asy derived from the matrix (DT2019-D1): Frobenius norm of M - M^T."""
        return sp.sqrt(sp.factor(sp.expand(metrics.asymmetry(self.matrix) ** 2)))

    @cached_property
    def entropy(self):
        """Ent derived from the matrix (DT2019-D2): base-2 entropy of the off-diagonal entries."""
        return metrics.off_diagonal_entropy(self.matrix)

    @property
    def symbols(self):
        return self.domain.symbols

    def at(self, **values):
        """The concrete matrix at a parameter point."""
        sub = {s: sp.sympify(values[str(s)]) for s in self.symbols if str(s) in values}
        return self.matrix.xreplace(sub)


@dataclass
class AggregateFamily:
    """A family of symbolic size, given by the aggregates kappa and MCC depend on:
    total S, trace, sum_k r_k c_k, sum_k r_k^2, sum_k c_k^2 (derived by the family from its
    structure).  kappa = (S tr - R)/(S^2 - R); MCC = (S tr - R)/sqrt((S^2 - sum r^2)(S^2 - sum c^2))."""

    name: str
    total: sp.Expr
    trace: sp.Expr
    sum_rc: sp.Expr
    sum_rr: sp.Expr
    sum_cc: sp.Expr
    domain: Domain
    locator: str = ""

    @cached_property
    def kappa(self):
        factor = factor_integer_polynomial   # sympy.factor's very expression, by FLINT
        return factor(self.total * self.trace - self.sum_rc) / factor(self.total**2 - self.sum_rc)

    @cached_property
    def mcc(self):
        factor = factor_integer_polynomial
        num = factor(self.total * self.trace - self.sum_rc)
        rows, cols = factor(self.total**2 - self.sum_rr), factor(self.total**2 - self.sum_cc)
        if sp.expand(rows - cols) == 0:
            return num / sp.sqrt(rows**2)     # equal radicands: sqrt(d d), kept unsimplified
        return num / sp.sqrt(rows * cols)
