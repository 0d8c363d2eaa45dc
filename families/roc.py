"""The binary probability table of Ben-David 2008 (BD2008-N1 ... N4, Table 1, L190-217).

    "TP, FP, FN, TN, N, P, Pbar, Nbar in Table 1 are all probabilities"

                      predicted P   predicted N   total
        true P           TP            FN           P
        true N           FP            TN           N
        total            Pbar          Nbar         1

Rows are true values, columns predicted values, positive first (the layout of
DT2019's [[a, b], [c, d]]).  The marginals P, N, Pbar, Nbar, the accuracy P_0 and the
chance agreement P_c are *derived* from the matrix by :mod:`kappamcc.metrics`
(row sums, column sums, ``accuracy``, ``chance_agreement``), never typed in; so is
kappa (``Family.kappa``).  The printed equations (4)-(8) are then claims about these
derived quantities, not definitions.

Four parametrisations:

* :func:`probability_table`: four symbols TP, FN, FP, TN >= 0 with TP + FN + FP + TN = 1
  as a constraint (eq. (8) as a hypothesis); used for the table equations (4)-(8), (12).
* :func:`roc_table`: TN eliminated by TP + FN + FP + TN = 1, so every identity that
  needs (8) is a polynomial identity in TP, FN, FP (decided by rational normal form).
* :func:`fixed_marginals_table`: by (P, Pbar, FP), i.e. TP = Pbar - FP, FN = P - Pbar + FP,
  TN = 1 - P - FP: the lines of Figs. 3-4 ("All the points on the sloped straight line ...
  satisfy P = 0.7 and Pbar = 0.6", L277-283).
* :func:`balanced_table`: P = N = 1/2 (Examples 1-3, eqs. (15)-(16), Figs. 1-2):
  FN = 1/2 - TP, TN = 1/2 - FP.

Kappa is 0/0 exactly when P_c = 1, which on a probability table happens only when all
the mass is in TP or in TN; :func:`kappa_defined` adds ``P_c < 1``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

import sympy as sp
from hypothesis import strategies as st

from kappamcc import metrics
from kappamcc.model.claims import Domain
from kappamcc.model.family import Family

TP, FN, FP, TN = sp.symbols("TP FN FP TN", real=True)
P, Pbar = sp.symbols("P Pbar", real=True)
HALF = sp.Rational(1, 2)
LOCATOR = "BD2008 §4, Table 1, L190-217"


@dataclass
class ProbabilityTable(Family):
    """A binary table of probabilities with its derived marginals (BD2008-N4)."""

    @property
    def tp(self):
        return self.matrix[0, 0]

    @property
    def fn(self):
        return self.matrix[0, 1]

    @property
    def fp(self):
        return self.matrix[1, 0]

    @property
    def tn(self):
        return self.matrix[1, 1]

    @cached_property
    def P(self):
        """P: probability of being positive in reality, the first row sum."""
        return sp.expand(metrics.row_sums(self.matrix)[0])

    @cached_property
    def N(self):
        """N: probability of being negative in reality, the second row sum."""
        return sp.expand(metrics.row_sums(self.matrix)[1])

    @cached_property
    def Pbar(self):
        """Pbar: probability of being predicted positive, the first column sum."""
        return sp.expand(metrics.col_sums(self.matrix)[0])

    @cached_property
    def Nbar(self):
        """Nbar: probability of being predicted negative, the second column sum."""
        return sp.expand(metrics.col_sums(self.matrix)[1])

    @cached_property
    def total(self):
        return sp.expand(metrics.total(self.matrix))

    @cached_property
    def P0(self):
        """P_0, the accuracy (eq. (1), L71), derived: trace / total."""
        return sp.cancel(metrics.accuracy(self.matrix))

    @cached_property
    def Pc(self):
        """P_c, the chance agreement (eq. (2)), derived: sum_k r_k c_k / total^2."""
        return sp.cancel(metrics.chance_agreement(self.matrix))


# ---------------------------------------------------------------------------
# samplers: exact points of the simplex (Hypothesis strategies of dicts)


def _q(x) -> sp.Rational:
    x = Fraction(x)
    return sp.Rational(x.numerator, x.denominator)


def _weights(n: int):
    """n non-negative rationals summing to 1 (integer weights, normalised)."""
    return (
        st.lists(st.integers(0, 30), min_size=n, max_size=n)
        .filter(lambda w: sum(w) > 0)
        .map(lambda w: [sp.Rational(x, sum(w)) for x in w])
    )


def simplex_points():
    """{TP, FN, FP, TN} with non-negative entries summing to 1."""
    return _weights(4).map(lambda w: dict(zip((TP, FN, FP, TN), w)))


def roc_points():
    """{TP, FN, FP} with TN = 1 - TP - FN - FP >= 0."""
    return _weights(4).map(lambda w: dict(zip((TP, FN, FP), w[:3])))


def balanced_points():
    """{TP, FP} in [0, 1/2]^2."""
    half = st.fractions(min_value=0, max_value=Fraction(1, 2), max_denominator=40).map(_q)
    return st.fixed_dictionaries({TP: half, FP: half})


def fixed_marginals_points():
    """{P, Pbar, FP} of a valid table: drawn as a table, then read off."""
    return _weights(4).map(lambda w: {P: w[0] + w[1], Pbar: w[0] + w[2], FP: w[2]})


# ---------------------------------------------------------------------------
# families

NONNEGATIVE4 = (TP >= 0, FN >= 0, FP >= 0, TN >= 0)


def probability_table() -> ProbabilityTable:
    """[[TP, FN], [FP, TN]] with TP, FN, FP, TN >= 0 and TP + FN + FP + TN = 1 (BD2008-N4, eq. (8))."""
    return ProbabilityTable(
        "BD2008 Table 1 (four probabilities)",
        sp.Matrix([[TP, FN], [FP, TN]]),
        Domain(
            (TP, FN, FP, TN),
            NONNEGATIVE4 + (sp.Eq(TP + FN + FP + TN, 1),),
            "TP, FN, FP, TN >= 0 probabilities with TP + FN + FP + TN = 1 (Table 1, L210-217)",
            simplex_points,
        ),
        LOCATOR,
    )


def roc_table() -> ProbabilityTable:
    """[[TP, FN], [FP, 1 - TP - FN - FP]]: Table 1 with TN eliminated by eq. (8)."""
    tn = 1 - TP - FN - FP
    return ProbabilityTable(
        "BD2008 Table 1 (TN = 1 - TP - FN - FP)",
        sp.Matrix([[TP, FN], [FP, tn]]),
        Domain(
            (TP, FN, FP),
            (TP >= 0, FN >= 0, FP >= 0, tn >= 0),
            "TP, FN, FP >= 0 and TN = 1 - TP - FN - FP >= 0 (Table 1, L210-217; eq. (8))",
            roc_points,
        ),
        LOCATOR,
    )


def fixed_marginals_table() -> ProbabilityTable:
    """Table 1 by (P, Pbar, FP): TP = Pbar - FP (eq. (6)), FN = P - TP, TN = 1 - P - FP (eqs. (5), (8))."""
    tp, fn, tn = Pbar - FP, P - Pbar + FP, 1 - P - FP
    return ProbabilityTable(
        "BD2008 Table 1 by (P, Pbar, FP)",
        sp.Matrix([[tp, fn], [FP, tn]]),
        Domain(
            (P, Pbar, FP),
            (FP >= 0, tp >= 0, fn >= 0, tn >= 0),
            "P, Pbar, FP with TP = Pbar - FP, FN = P - Pbar + FP, FP, TN = 1 - P - FP all >= 0 (Figs. 3-4, L277-287)",
            fixed_marginals_points,
        ),
        "BD2008 §4, Figs. 3-4, L277-287",
    )


def balanced_table() -> ProbabilityTable:
    """Table 1 with P = N = 1/2: [[TP, 1/2 - TP], [FP, 1/2 - FP]], 0 <= TP, FP <= 1/2 (L225, L247-269)."""
    return ProbabilityTable(
        "BD2008 Table 1 with P = N = 0.5",
        sp.Matrix([[TP, HALF - TP], [FP, HALF - FP]]),
        Domain(
            (TP, FP),
            (TP >= 0, TP <= HALF, FP >= 0, FP <= HALF),
            "P = N = 0.5: 0 <= TP, FP <= 0.5, FN = 0.5 - TP, TN = 0.5 - FP (L225, L247)",
            balanced_points,
        ),
        "BD2008 §4, L225, L247-269",
    )


def kappa_defined(F: ProbabilityTable) -> Domain:
    """F's domain where kappa is defined: P_c < 1 (P_c = 1 only when TP = 1 or TN = 1)."""
    return F.domain.with_constraints(F.Pc < 1, text="P_c < 1, so kappa = (P_0 - P_c)/(1 - P_c) is defined")


def table(tp, fn, fp, tn) -> sp.Matrix:
    """A concrete table of printed decimals, as exact rationals: table('0.25', '0.25', '0.25', '0.25')."""
    return sp.Matrix([[sp.Rational(tp), sp.Rational(fn)], [sp.Rational(fp), sp.Rational(tn)]])


def concrete(M: sp.Matrix, name: str = "example", locator: str = "", domain: Domain | None = None) -> ProbabilityTable:
    """A table as a ProbabilityTable, for its derived marginals and metrics: no parameters,
    or the parameters of ``domain``."""
    return ProbabilityTable(name, M, domain or Domain((), (), "no parameters"), locator)
