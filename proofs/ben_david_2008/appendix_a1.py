"""Appendix A.1: derivation of formula (10) (BD2008-A1, L321-337).

    "By (2) for a two-class confusion matrix"
        P_c = P Pbar + N Nbar = P Pbar - (1 - Nbar) N + N                  (A1.1, A1.2)
    "by applying (8)"
        = P Pbar - Pbar N + N = Pbar(P - N) + N = Pbar((P + N) - 2N) + N   (A1.3, A1.4, A1.5)
    "by applying (8) again"
        = Pbar(1 - 2N) + N                                                 (A1.6)
    "and by using (6) one gets"
        P_c = (TP + FP)(1 - 2N) + N     (10)                               (A1.7)

A1.1 is checked on Table 1 (P_c derived from the matrix); the other lines in free
symbols, each under the hypotheses it cites.  The second equality of the first line,
P Pbar + N Nbar = P Pbar - (1 - Nbar)N + N, holds as plain algebra: -(1 - Nbar)N + N = N Nbar.
"""

from kappamcc.families.roc import FP, Pbar, TP, probability_table
from kappamcc.model.claims import Scope, Status
import sympy as sp

from kappamcc.model.kinds import Derived, Relation, eq
from kappamcc.proofs.ben_david_2008 import BD2008
from kappamcc.families.roc_derivations import checked_derivation, hypotheses
from kappamcc.proofs.ben_david_2008._appendix import EQ6, EQ8_COLS, EQ8_ROWS, N, Nbar, P

T4 = probability_table()
ALGEBRA = hypotheses(text="no further hypothesis (algebra)")
A1 = BD2008.within("Appendix A.1, L321-337")

L2 = P * Pbar + N * Nbar
L3 = P * Pbar - (1 - Nbar) * N + N
L4 = P * Pbar - Pbar * N + N
L5 = Pbar * (P - N) + N
L6 = Pbar * ((P + N) - 2 * N) + N
L7 = Pbar * (1 - 2 * N) + N
L8 = (TP + FP) * (1 - 2 * N) + N

STEPS = [
    Relation(
        "BD2008-A1.1",
        "'By (2) for a two-class confusion matrix': P_c = P Pbar + N Nbar (Table 1)",
        A1.at(printed=r"P_c=P\bar P+N\bar N"),
        relation=eq(T4.Pc, T4.P * T4.Pbar + T4.N * T4.Nbar),
        expected=Status.PROVED,
        domain=T4.domain,
    ),
    Relation(
        "BD2008-A1.2",
        "P Pbar + N Nbar = P Pbar - (1 - Nbar)N + N",
        A1.at(printed=r"=P\bar P-(1-\bar N)N+N"),
        relation=eq(L2, L3),
        expected=Status.PROVED,
        domain=ALGEBRA,
    ),
    Relation(
        "BD2008-A1.3",
        "'by applying (8)': P Pbar - (1 - Nbar)N + N = P Pbar - Pbar N + N",
        A1.at(printed=r"=P\bar P-\bar PN+N"),
        relation=eq(L3, L4),
        expected=Status.PROVED,
        domain=hypotheses(EQ8_COLS, text="(8): Pbar + Nbar = 1"),
        scope=Scope.full("Table 1's probabilities under the equation the line cites, (8): Pbar + Nbar = 1"),
    ),
    Relation(
        "BD2008-A1.4",
        "P Pbar - Pbar N + N = Pbar(P - N) + N",
        A1.at(printed=r"=\bar P(P-N)+N"),
        relation=eq(L4, L5),
        expected=Status.PROVED,
        domain=ALGEBRA,
    ),
    Relation(
        "BD2008-A1.5",
        "Pbar(P - N) + N = Pbar((P + N) - 2N) + N",
        A1.at(printed=r"=\bar P((P+N)-2N)+N"),
        relation=eq(L5, L6),
        expected=Status.PROVED,
        domain=ALGEBRA,
    ),
    Relation(
        "BD2008-A1.6",
        "'by applying (8) again': Pbar((P + N) - 2N) + N = Pbar(1 - 2N) + N",
        A1.at(printed=r"=\bar P(1-2N)+N"),
        relation=eq(L6, L7),
        expected=Status.PROVED,
        domain=hypotheses(EQ8_ROWS, text="(8): P + N = 1"),
        scope=Scope.full("Table 1's probabilities under the equation the line cites, (8): P + N = 1"),
    ),
    Relation(
        "BD2008-A1.7",
        "'by using (6)': Pbar(1 - 2N) + N = (TP + FP)(1 - 2N) + N",
        A1.at(printed=r"P_c=(TP+FP)(1-2N)+N"),
        relation=eq(L7, L8),
        expected=Status.PROVED,
        domain=hypotheses(EQ6, text="(6): Pbar = TP + FP"),
    ),
]

A1_FORMULA, A1_LINES = checked_derivation(
    T4, sp.Eq(T4.Pc, (TP + FP) * (1 - 2 * T4.N) + T4.N), T4.domain.constraints, cited=STEPS[:1], steps=STEPS[1:]
)

CLAIMS = STEPS + [
    Derived(
        "BD2008-A1",
        "A.1 derives (10), P_c = (TP + FP)(1 - 2N) + N, for Table 1",
        A1.at(printed=r"P_c=(TP+FP)(1-2N)+N\quad(10)"),
        formula=A1_FORMULA,
        lines=A1_LINES,
        reading="every printed line, read on Table 1 (P, N, Pbar, Nbar its derived marginals), holds under the "
        "hypotheses it cites, and together they give (10) on Table 1",
        expected=Status.PROVED,
        uses=("BD2008-E6", "BD2008-E8", "BD2008-E10"),
    ),
]
