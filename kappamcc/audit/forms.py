"""The metrics the audit compares, each derived from the matrix by ``kappamcc.metrics``,
and the exact shape the audit works with: a metric of a matrix whose entries are
rational functions of the parameters is

    f = (P / Q) * sqrt(U / V)            (P, Q, U, V polynomials; U = V = 1 for most)

(MCC = n / sqrt(D) is P = n, Q = 1, U = 1, V = D; Asy = sqrt(sum of squares)).  From that
shape, without any division by f:

* the sign of df/dx is the sign of the polynomial
  ``2 (P_x Q - P Q_x) U V + P Q (U_x V - U V_x)`` (``P_x Q - P Q_x`` when U = V = 1),
  since df/dx = that / (2 Q^2 V^2 sqrt(U/V)) where f is defined;
* |f| = |g| where ``P_f^2 U_f Q_g^2 V_g - P_g^2 U_g Q_f^2 V_f`` is 0 (V_f, V_g > 0);
* the value or one-sided limit at an end comes from the lowest-order terms of P, Q, U, V
  there (exact: a rational times the square root of a rational, 0 or +-oo).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

import sympy as sp

from .. import metrics
from ..metrics._arithmetic import _exact_sqrt as exact_sqrt
from ..prove.exact import radicand_and_denominators
from ..prove.ratfunc import reduced_fraction
from .parse import AuditError
from .text import expr_text

__all__ = [
    "MetricSpec",
    "METRICS",
    "parse_metrics",
    "definedness_parts",
    "Form",
    "form_of",
    "derivative_numerator",
    "abs_difference_numerator",
    "common_numerator_factor",
    "end_value",
    "root",
]


@dataclass(frozen=True)
class MetricSpec:
    key: str  # as on the command line and in ``kappamcc.present.palette.METRIC``
    label: str  # as printed
    tex: str  # as in a figure (mathtext)
    one_vs_rest: bool  # needs a positive class on N > 2 (and on 2 x 2 depends on it: F1)
    depends_on_positive_when_binary: bool
    compute: Callable  # (matrix, positive) -> the metric, by kappamcc.metrics


METRICS = {
    m.key: m
    for m in (
        MetricSpec("kappa", "kappa", r"$\kappa$", False, False, lambda M, k: metrics.kappa(M)),
        MetricSpec("mcc", "MCC", r"$\mathrm{MCC}$", False, False, lambda M, k: metrics.mcc(M)),
        MetricSpec("f1", "F1", r"$F_1$", True, True, lambda M, k: metrics.f1(M, positive=k)),
        MetricSpec("accuracy", "accuracy", r"$\mathrm{accuracy}$", False, False, lambda M, k: metrics.accuracy(M)),
        MetricSpec(
            "balanced_accuracy",
            "balanced accuracy",
            r"$\mathrm{balanced\ accuracy}$",
            False,
            False,
            lambda M, k: metrics.balanced_accuracy(M),
        ),
        MetricSpec(
            "informedness",
            "informedness",
            r"$\mathrm{informedness}$",
            True,
            False,
            lambda M, k: metrics.informedness(M, positive=k),
        ),
        MetricSpec(
            "markedness",
            "markedness",
            r"$\mathrm{markedness}$",
            True,
            False,
            lambda M, k: metrics.markedness(M, positive=k),
        ),
    )
}


@lru_cache(maxsize=64)
def _generic_parts(key: str, rows: int, cols: int, positive) -> tuple:
    """The generic matrix and the ('den' | 'rad', subterm) pairs of the metric as
    kappamcc.metrics writes it for a matrix of independent entries."""
    generic = sp.Matrix(rows, cols, lambda i, j: sp.Dummy(f"c{i}{j}", nonnegative=True))
    return generic, tuple(radicand_and_denominators(METRICS[key].compute(generic, positive)))


def definedness_parts(spec: MetricSpec, M: sp.Matrix, positive) -> list[tuple[str, sp.Expr]]:
    """The denominators and radicands of the metric as kappamcc.metrics writes it, with M's
    entries put into the formula for independent entries.  The metric of M itself would not
    do: sympy cancels what M's entries share (x/(3x) is 1/3 at once, although the metric is
    undefined at x = 0), so only these say where the metric is undefined or not real."""
    generic, parts = _generic_parts(spec.key, M.rows, M.cols, positive)
    entries = {generic[i, j]: sp.sympify(M[i, j]) for i in range(M.rows) for j in range(M.cols)}
    return [(kind, sub.xreplace(entries)) for kind, sub in parts]


_ALIASES = {
    "k": "kappa",
    "cohen_kappa": "kappa",
    "matthews": "mcc",
    "f1_score": "f1",
    "f": "f1",
    "acc": "accuracy",
    "bacc": "balanced_accuracy",
    "balanced": "balanced_accuracy",
    "youden": "informedness",
    "j": "informedness",
    "bookmaker_informedness": "informedness",
}


def parse_metrics(value) -> tuple[str, str]:
    """'kappa,f1' or ('kappa', 'f1') -> ('kappa', 'f1'): two different known metrics."""
    items = value.split(",") if isinstance(value, str) else list(value)
    keys = []
    for item in items:
        name = str(item).strip().lower().replace("-", "_").replace(" ", "_")
        key = _ALIASES.get(name, name)
        if key not in METRICS:
            raise AuditError(f"unknown metric {str(item).strip()!r}: choose two of {', '.join(METRICS)}")
        keys.append(key)
    if len(keys) != 2:
        raise AuditError(f"the audit compares two metrics, e.g. kappa,f1; got {len(keys)} ({value!r})")
    if keys[0] == keys[1]:
        raise AuditError(f"the two metrics are the same ({keys[0]}): choose two different ones")
    return keys[0], keys[1]


def _rational_parts(expr) -> tuple[sp.Expr, sp.Expr]:
    """(numerator, denominator) of a rational function of the parameters, in lowest terms."""
    expr = sp.sympify(expr)
    got = reduced_fraction(expr)
    if got is not None:
        return got
    num, den = sp.fraction(sp.cancel(sp.together(expr)))
    if not all(x.is_polynomial(*x.free_symbols) if x.free_symbols else x.is_Rational for x in (num, den)):
        raise AuditError(f"{expr_text(expr)} is not a rational function with rational coefficients")
    return num, den


def root(e) -> sp.Expr:
    """sqrt(e), with e's rational coefficient rooted by kappamcc.metrics' exact square root:
    sympy's own tries to factor a big integer (10^400) with floats and overflows."""
    c, rest = sp.sympify(e).as_coeff_Mul()
    if c < 0 and rest != 1:  # sqrt(c rest) = sqrt((-c)(-rest)): the same number
        c, rest = -c, -rest
    if not c.is_Rational or c < 0:
        return sp.sqrt(e)
    return exact_sqrt(c) * (sp.sqrt(rest) if rest != 1 else 1)


@dataclass
class Form:
    """f = (P / Q) * sqrt(U / V) with P/Q and U/V in lowest terms (U = V = 1: rational)."""

    P: sp.Expr
    Q: sp.Expr
    U: sp.Expr
    V: sp.Expr

    @property
    def radical(self) -> bool:
        return not (self.U == 1 and self.V == 1)

    def oriented(self, V_sign: int) -> "Form":
        """The same function with V > 0 where V has the sign ``V_sign`` (U/V is unchanged)."""
        return self if V_sign > 0 else Form(self.P, self.Q, -self.U, -self.V)

    def expr(self) -> sp.Expr:
        """A readable closed form: numerator and denominator factored."""
        f = sp.factor(self.P) / sp.factor(self.Q)
        if self.radical:
            f = f * root(sp.factor(self.U)) / root(sp.factor(self.V))
        return f

    def value(self, point: dict) -> sp.Expr:
        """The exact value at a point where Q, V != 0 and U/V >= 0."""
        sub = lambda e: sp.sympify(e).xreplace(point)  # noqa: E731
        f = sub(self.P) / sub(self.Q)
        return f * root(sub(self.U) / sub(self.V)) if self.radical else f


def form_of(expr) -> Form:
    """Split a metric's expression into (P/Q) * sqrt(U/V)."""
    rational, radicand = [], []
    for factor in sp.Mul.make_args(sp.sympify(expr)):
        base, e = factor.as_base_exp()
        if isinstance(base, sp.Abs) and e.is_Integer:
            # |a|^e = a^(e-1) sqrt(a^2) for odd e (sympy writes sqrt(a^2) as |a| for real a)
            a = base.args[0]
            rational.append(a ** (e - 1) if e % 2 else a**e)
            if e % 2:
                radicand.append(a**2)
        elif e.is_Rational and e.q == 2:
            # b^(p/2) = b^((p-1)/2) sqrt(b) for p > 0, and b^((p+1)/2) sqrt(1/b) for p < 0
            if e.p > 0:
                rational.append(base ** ((e.p - 1) // 2))
                radicand.append(base)
            else:
                rational.append(base ** ((e.p + 1) // 2))
                radicand.append(1 / base)
        elif factor.has(sp.Pow) and any(p.exp.is_Rational and not p.exp.is_Integer for p in factor.atoms(sp.Pow)):
            raise AuditError(f"{expr_text(expr)} is not of the form (rational function) * sqrt(rational function)")
        else:
            rational.append(factor)
    P, Q = _rational_parts(sp.Mul(*rational))
    U, V = _rational_parts(sp.Mul(*radicand)) if radicand else (sp.Integer(1), sp.Integer(1))
    if U == V:
        U = V = sp.Integer(1)
    return Form(P, Q, U, V)


def derivative_numerator(form: Form, x) -> sp.Expr:
    """A polynomial with the sign of df/dx wherever f is defined (see the module docstring)."""
    P, Q, U, V = form.P, form.Q, form.U, form.V
    dP, dQ = sp.diff(P, x), sp.diff(Q, x)
    if not form.radical:
        return sp.expand(dP * Q - P * dQ)
    return sp.expand(2 * (dP * Q - P * dQ) * U * V + P * Q * (sp.diff(U, x) * V - U * sp.diff(V, x)))


def common_numerator_factor(f: Form, g: Form) -> sp.Expr:
    """gcd(P_f, P_g): where it is 0 both metrics are 0 (kappa and MCC share S tr - sum r c)."""
    return sp.gcd(f.P, g.P)


def abs_difference_numerator(f: Form, g: Form) -> sp.Expr:
    """A polynomial with the sign of f^2 - g^2 where gcd(P_f, P_g) != 0, for forms oriented
    so that V_f, V_g > 0: (P_f^2 U_f Q_g^2 V_g - P_g^2 U_g Q_f^2 V_f) / gcd(P_f, P_g)^2.
    Both numerators 0 (gcd(0, 0) = 0): f = g = 0 everywhere, and the difference is 0."""
    common = common_numerator_factor(f, g)
    if common == 0:
        return sp.Integer(0)
    pf, pg = sp.cancel(f.P / common), sp.cancel(g.P / common)
    return sp.expand(pf**2 * f.U * g.Q**2 * g.V - pg**2 * g.U * f.Q**2 * f.V)


def _lowest_term(poly: sp.Expr, t, end, side: str) -> tuple[sp.Rational, int]:
    """(c, k): poly(t) ~ c * s^k as t -> end from ``side`` ('+' above, '-' below), with
    s = t - end, end - t, or 1/|t| at an infinite end."""
    p = sp.Poly(poly, t, domain=sp.QQ)
    if end in (sp.oo, -sp.oo):
        degree = p.degree()
        return p.LC() * (-1 if end == -sp.oo and degree % 2 else 1), -degree
    shifted = p.shift(end).all_coeffs()[::-1]  # coefficients of (t - end)^k, k = 0, 1, ...
    k = next(k for k, c in enumerate(shifted) if c != 0)
    return shifted[k] * (-1 if side == "-" and k % 2 else 1), k


def end_value(form: Form, t, end, side: str) -> sp.Expr:
    """The value at a finite end where f is defined, else the one-sided limit there
    (``side`` '+': from above, '-': from below), exactly: a rational times the square
    root of a rational, 0, oo or -oo."""
    if form.P == 0 or form.U == 0:
        return sp.Integer(0)
    cP, kP = _lowest_term(form.P, t, end, side)
    cQ, kQ = _lowest_term(form.Q, t, end, side)
    cU, kU = _lowest_term(form.U, t, end, side) if form.radical else (sp.Integer(1), 0)
    cV, kV = _lowest_term(form.V, t, end, side) if form.radical else (sp.Integer(1), 0)
    if form.radical and cU / cV < 0:
        raise AuditError(f"the square root in the metric is of a negative number near {t} = {end}")
    twice_order = 2 * (kP - kQ) + (kU - kV)
    if twice_order > 0:
        return sp.Integer(0)
    if twice_order < 0:
        return sp.oo if cP / cQ > 0 else -sp.oo
    return cP / cQ * root(cU / cV)
