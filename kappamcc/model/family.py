"""Parametrised confusion-matrix families.

A family is a symbolic matrix with the domain of its parameters, as the paper states
it.  Its kappa and MCC are *derived* from the matrix by the general definitions in
:mod:`kappamcc.metrics` (never typed in), numerator and denominator factored.  Families
of symbolic size (Z_A for any N) supply total, trace and the marginal sums in closed form
instead of a matrix.

Soundness at the boundary between a family and its claims:

* a family is checked when it is built: every parameter is one of the domain's symbols,
  every entry is a finite real number (no nan, oo, zoo or I) defined and >= 0 on the whole
  domain (a ValueError names the entry and a point where it fails); a float entry is the
  binary rational it stores (``kappamcc.model.claims.exact_floats``);
* kappa and MCC keep their **uncancelled** numerator, denominator and radicands (an
  unevaluated quotient): for [[t, t], [1, 1]] MCC is 0/sqrt(16 t (t+1)^2), not 0, so a
  claim "MCC = 0 for t >= 0" is decided undefined at t = 0, as the definition says;
* a claim about a family's matrices names the family (``families=(F,)``), and is decided on a
  domain that includes the family's constraints and ``entry >= 0``
  (:mod:`kappamcc.model.family_constraints`): a counterexample is then always a member of the
  family.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

import sympy as sp

from .. import metrics
from .family_constraints import plainly_nonnegative
from .claims import Domain, exact_floats
from ..prove.realarith import Outcome, decide
from ..prove.sign import Undecided, sign

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
    from ..prove.ratfunc import flint_context, to_sympy

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


def uncancelled_quotient(num, den) -> sp.Expr:
    """num / den as written: sympy would cancel a factor common to both (t / t = 1), hiding
    the points where the denominator is 0 and the quotient undefined.  A non-zero rational
    denominator has nothing to hide: the quotient is evaluated."""
    if den.is_Rational and den != 0:
        return num / den
    return sp.Mul(num, sp.Pow(den, -1, evaluate=False), evaluate=False)


def uncancelled_root_quotient(num, rows, cols) -> sp.Expr:
    """num / sqrt(rows * cols) as written (no factor cancelled or pulled out of the root).
    Positive rational radicands have nothing to hide: the quotient is evaluated."""
    if rows.is_Rational and cols.is_Rational and rows > 0 and cols > 0:
        return num / sp.sqrt(rows * cols)
    return sp.Mul(num, sp.Pow(sp.Mul(rows, cols, evaluate=False), sp.Rational(-1, 2), evaluate=False), evaluate=False)


_DERIVED: dict = {}
# the metrics every Family derives on demand (Ent only where it is defined: see Family.entropy)
_METRICS = ("kappa", "mcc", "asymmetry")


def _derived(which: str, matrix) -> sp.Expr:
    """kappa, MCC or Asy ("asy": the Frobenius norm of M - M^T, as the root of its expanded and
    factored square) of a matrix, computed once per process for equal matrices (the same
    family is built afresh by many proof modules)."""
    key = (which, sp.ImmutableMatrix(matrix))
    if key not in _DERIVED:
        factor = factor_integer_polynomial
        if which == "kappa":
            num, den = metrics.kappa_parts(matrix)
            _DERIVED[key] = uncancelled_quotient(factor(num), factor(den))
        elif which == "asy":
            _DERIVED[key] = sp.sqrt(sp.factor(sp.expand(metrics.asymmetry(matrix) ** 2)))
        else:
            num, rows, cols = metrics.mcc_parts(matrix)
            _DERIVED[key] = uncancelled_root_quotient(factor(num), factor(rows), factor(cols))
    return _DERIVED[key]


_CHECKED: dict = {}


def _positive_on(e, domain: Domain) -> bool:
    """The entry ``e`` is shown > 0 at every point of the domain (Z3, exactly)."""
    return decide(domain.constraints, sp.Gt(e, 0, evaluate=False), domain.symbols or None).outcome is Outcome.PROVED


def _check_entries(name: str, matrix: sp.Matrix, domain: Domain) -> None:
    """Every parameter is a domain symbol; every entry is defined and >= 0 on the domain."""
    if not isinstance(matrix, sp.MatrixBase) or matrix.rows != matrix.cols or matrix.rows < 2:
        raise ValueError(
            f"family {name}: the matrix must be a square sympy Matrix with at least 2 classes, got {matrix!r}"
        )
    key = (sp.ImmutableMatrix(matrix), domain.symbols, domain.constraints)
    if key in _CHECKED:
        return
    known = set(domain.symbols)
    for i in range(matrix.rows):
        for j in range(matrix.cols):
            e = sp.sympify(matrix[i, j])
            if e.has(sp.nan, sp.zoo, sp.oo, sp.S.NegativeInfinity, sp.I) or (
                not e.free_symbols and (e.is_extended_real is not True or e.is_finite is not True)
            ):
                raise ValueError(
                    f"family {name}: entry C[{i}][{j}] = {e} is not a finite real number: a confusion "
                    "matrix has finite real entries >= 0"
                )
            if not e.free_symbols:
                try:
                    negative = sign(e) < 0
                except Undecided:
                    raise ValueError(
                        f"family {name}: entry C[{i}][{j}] = {e}: its sign could not be decided "
                        "exactly; give it as a rational or a simpler closed number"
                    ) from None
                if negative:
                    raise ValueError(
                        f"family {name}: entry C[{i}][{j}] = {e} is negative: a confusion matrix has entries >= 0"
                    )
                continue
            loose = e.free_symbols - known
            if loose:
                raise ValueError(
                    f"family {name}: entry C[{i}][{j}] = {e} uses {', '.join(sorted(map(str, loose)))}, "
                    "which the family's domain does not list: add it to Domain(symbols=...) "
                    "with its constraints"
                )
            if plainly_nonnegative(e, domain.constraints):
                continue
            d = decide(domain.constraints, sp.Ge(e, 0, evaluate=False), domain.symbols or None)
            if d.outcome is Outcome.PROVED:
                continue
            where = ", ".join(f"{k} = {v}" for k, v in (d.point or {}).items())
            if d.outcome is Outcome.UNDEFINED:
                raise ValueError(
                    f"family {name}: entry C[{i}][{j}] = {e} is undefined at {where}, a point of the "
                    f"domain ({domain.text or domain.constraints}): restrict the domain"
                )
            if d.outcome is Outcome.REFUTED:
                raise ValueError(
                    f"family {name}: entry C[{i}][{j}] = {e} is negative at {where}, a point of the "
                    f"domain ({domain.text or domain.constraints}): a confusion matrix has entries "
                    ">= 0; restrict the domain"
                )
            raise ValueError(
                f"family {name}: entry C[{i}][{j}] = {e} could not be shown >= 0 on the domain "
                f"({d.detail}): state the constraints that make it so"
            )
    _CHECKED[key] = True


LAYOUTS = ("rows actual", "rows predicted")


@dataclass
class Family:
    """A confusion matrix with parameters and their domain.  ``layout``: how the source prints
    it, ``"rows actual"`` (the suite's convention, scikit-learn's and the papers') or ``"rows
    predicted"`` (R's caret, some textbooks): such a matrix is transposed when the family is
    built, so that ``matrix`` always has the actual classes in its rows."""

    name: str
    matrix: sp.Matrix
    domain: Domain
    locator: str = ""
    layout: str = "rows actual"

    def __post_init__(self):
        if not isinstance(self.domain, Domain):
            raise TypeError(f"family {self.name}: domain must be a kappamcc.model.claims.Domain, got {self.domain!r}")
        if self.layout not in LAYOUTS:
            raise ValueError(
                f"family {self.name}: layout must be one of {', '.join(map(repr, LAYOUTS))}, got {self.layout!r}"
            )
        if self.layout == "rows predicted":
            self.matrix = sp.Matrix(self.matrix).T
            self.layout = "rows actual"  # as stored
        if isinstance(self.matrix, sp.MatrixBase) and self.matrix.atoms(sp.Float):
            self.matrix = self.matrix.applyfunc(exact_floats)  # a float is the binary rational it stores
        _check_entries(self.name, self.matrix, self.domain)

    @cached_property
    def kappa(self):
        """kappa derived from the matrix by eq. (5): numerator over denominator, uncancelled."""
        return _derived("kappa", self.matrix)

    @cached_property
    def mcc(self):
        """MCC derived from the matrix by the marginal form (equal to eqs. (2)-(4)), uncancelled."""
        return _derived("mcc", self.matrix)

    @cached_property
    def asymmetry(self):
        """Asy derived from the matrix (DT2019-D1): Frobenius norm of M - M^T."""
        return _derived("asy", self.matrix)

    @cached_property
    def entropy(self):
        """Ent derived from the matrix (DT2019-D2): base-2 entropy of the off-diagonal entries.

        The metric takes 0 log 0 = 0, while the formula's term -p log2 p is undefined at
        p = 0: a family with an off-diagonal entry that is not shown > 0 on its domain (t on
        t >= 0) raises ValueError, since statements about the formula would be refuted where
        the metric is defined.  Read the family on the part of its domain where every
        off-diagonal entry is positive (t > 0), and take the points where one is 0 from the
        concrete matrix (``metrics.off_diagonal_entropy(F.at(t=0))``)."""
        M = self.matrix
        for i in range(M.rows):
            for j in range(M.cols):
                e = M[i, j]
                if i != j and e.free_symbols and not _positive_on(e, self.domain):
                    raise ValueError(
                        f"family {self.name}: the off-diagonal entry C[{i}][{j}] = {e} is not shown > 0 on the domain "
                        f"({self.domain.text or self.domain.constraints}), where Ent's term -p log2 p of it is undefined "
                        "(the metric takes 0 log 0 = 0 there): read the family on a domain where every off-diagonal "
                        "entry is positive, and evaluate the points where one is 0 on the concrete matrix"
                    )
        return metrics.off_diagonal_entropy(M)

    @property
    def symbols(self):
        return self.domain.symbols

    @property
    def entries(self) -> tuple:
        """The matrix's entries, row by row: a claim naming the family adds ``entry >= 0``."""
        return tuple(self.matrix)

    def derived_metrics(self) -> tuple:
        """The expressions this family derives that a claim naming it can be about: kappa, MCC
        and Asy, and Ent once evaluated (Ent is refused on a domain where an off-diagonal entry
        can be 0, and a claim on it has evaluated it on this family)."""
        return tuple(getattr(self, name) for name in _METRICS) + (
            (self.__dict__["entropy"],) if "entropy" in self.__dict__ else ()
        )

    def iter_metrics(self):
        """:meth:`derived_metrics` one at a time, those already derived first, each of the others
        derived only when reached: a claim states the metrics it has read off this family, so a
        check that stops at the first one it finds derives nothing new."""
        for name in _METRICS + ("entropy",):
            if name in self.__dict__:
                yield self.__dict__[name]
        for name in _METRICS:
            if name not in self.__dict__:
                yield getattr(self, name)

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
        factor = factor_integer_polynomial  # sympy.factor's very expression, by FLINT
        return uncancelled_quotient(factor(self.total * self.trace - self.sum_rc), factor(self.total**2 - self.sum_rc))

    @cached_property
    def mcc(self):
        factor = factor_integer_polynomial
        num = factor(self.total * self.trace - self.sum_rc)
        rows, cols = factor(self.total**2 - self.sum_rr), factor(self.total**2 - self.sum_cc)
        return uncancelled_root_quotient(num, rows, cols)

    # a family of symbolic size has no matrix whose entries a claim naming it could sign
    entries: ClassVar[tuple] = ()

    def derived_metrics(self) -> tuple:
        """The expressions this family derives that a claim naming it can be about."""
        return tuple(self.iter_metrics())

    def iter_metrics(self):
        yield self.kappa
        yield self.mcc
