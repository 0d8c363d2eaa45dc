"""Appendix A.2: derivation of formula (11) (BD2008-A2, L339-351).

    "From (2) and (10) one can write"
        P Pbar + N Nbar = TP - 2TP*N + FP - 2FP*N + N                      (A2.1)
                        = TP(1 - 2N) + FP(1 - 2N) + N.                     (A2.2)
    "Therefore"
        TP(1 - 2N) = P Pbar + N Nbar - FP(1 - 2N) - N.                     (A2.3)
    "So"
        TP = (P Pbar + N Nbar - N)/(1 - 2N) - FP.     (11)                 (A2.4)

("*" is printed and means multiplication.)  A2.1 cites (2) and (10); (10) rests on (6)
and (8) (BD2008-A1), which are taken as the hypotheses.  A2.3 and A2.4 are equations
derived from the line before, so each is checked under the previous line as hypothesis.
A2.4 divides by 1 - 2N, zero at N = 1/2 (Examples 1-3): there the last line is
undefined (and A2.3 reads 0 = 0, since P Pbar + N Nbar = 1/2 = N, BD2008-E10.1).  The
derivation is valid for N != 1/2 (A2.4.corrected), and BD2008-A2 chains that.
"""

import sympy as sp

from kappamcc.families.roc import FP, Pbar, TP, probability_table
from kappamcc.model.claims import Erratum, Origin, Status
from kappamcc.model.kinds import Derived, Relation, eq
from kappamcc.proofs.ben_david_2008 import BD2008
from kappamcc.families.roc_derivations import checked_derivation, hypotheses
from kappamcc.proofs.ben_david_2008._appendix import EQ6, EQ8_COLS, EQ8_ROWS, TABLE, N, Nbar, P

A2 = BD2008.within("Appendix A.2, L339-351")

L1 = P * Pbar + N * Nbar
L2 = TP - 2 * TP * N + FP - 2 * FP * N + N
L3 = TP * (1 - 2 * N) + FP * (1 - 2 * N) + N
A2_3 = sp.Eq(TP * (1 - 2 * N), P * Pbar + N * Nbar - FP * (1 - 2 * N) - N)
A2_4 = eq(TP, (P * Pbar + N * Nbar - N) / (1 - 2 * N) - FP)
# the last line is checked for real tables (all of Table 1's relations), so that a failure is a table
AFTER_A2_3 = hypotheses(
    A2_3,
    *TABLE,
    text="the previous line (A2.3): TP(1 - 2N) = P Pbar + N Nbar - FP(1 - 2N) - N; "
    "Table 1's relations (4 corrected)-(8)",
)

A2_4_CORRECTED = Relation(
    "BD2008-A2.4.corrected",
    "'So' for N != 1/2: TP = (P Pbar + N Nbar - N)/(1 - 2N) - FP",
    A2.at(),
    relation=A2_4,
    expected=Status.PROVED,
    domain=AFTER_A2_3.with_constraints(sp.Ne(N, sp.Rational(1, 2)), text="N != 1/2"),
    origin=Origin.SUITE,
)

STEPS = [
    Relation(
        "BD2008-A2.1",
        "'From (2) and (10)': P Pbar + N Nbar = TP - 2TP*N + FP - 2FP*N + N",
        A2.at(printed=r"P\bar P+N\bar N=TP-2TP^*N+FP-2FP^*N+N"),
        relation=eq(L1, L2),
        expected=Status.PROVED,
        domain=hypotheses(EQ6, EQ8_ROWS, EQ8_COLS, text="(6) and (8), on which (10) rests (BD2008-A1)"),
        uses=("BD2008-A1",),
    ),
    Relation(
        "BD2008-A2.2",
        "TP - 2TP*N + FP - 2FP*N + N = TP(1 - 2N) + FP(1 - 2N) + N",
        A2.at(printed=r"=TP(1-2N)+FP(1-2N)+N"),
        relation=eq(L2, L3),
        expected=Status.PROVED,
        domain=hypotheses(text="no further hypothesis (algebra)"),
    ),
    Relation(
        "BD2008-A2.3",
        "'Therefore': P Pbar + N Nbar = TP(1 - 2N) + FP(1 - 2N) + N gives TP(1 - 2N) = P Pbar + N Nbar - FP(1 - 2N) - N",
        A2.at(printed=r"TP(1-2N)=P\bar P+N\bar N-FP(1-2N)-N"),
        relation=eq(A2_3.lhs, A2_3.rhs),
        expected=Status.PROVED,
        domain=hypotheses(sp.Eq(L1, L3), text="the previous line: P Pbar + N Nbar = TP(1 - 2N) + FP(1 - 2N) + N"),
    ),
]

T4 = probability_table()
A2_FORMULA, A2_LINES = checked_derivation(
    T4,
    sp.Eq(TP, (T4.P * T4.Pbar + T4.N * T4.Nbar - T4.N) / (1 - 2 * T4.N) - FP),
    T4.domain.constraints + (sp.Ne(T4.N, sp.Rational(1, 2)),),
    steps=STEPS + [A2_4_CORRECTED],
)

CLAIMS = STEPS + [
    Relation(
        "BD2008-A2.4",
        "'So': TP = (P Pbar + N Nbar - N)/(1 - 2N) - FP (11), from A2.3 by dividing by 1 - 2N",
        A2.at(printed=r"TP=\frac{P\bar P+N\bar N-N}{1-2N}-FP\quad(11)"),
        relation=A2_4,
        expected=Status.CORRECTED,
        domain=AFTER_A2_3,
        correction=A2_4_CORRECTED,
        erratum=Erratum.imprecise(
            "dividing A2.3 by 1 - 2N needs N != 1/2: at N = 1/2 (Examples 1-3) A2.3 is "
            "0 = 0 and the quotient 0/0; the step is valid for every N != 1/2"
        ),
    ),
    A2_4_CORRECTED,
    Derived(
        "BD2008-A2",
        "A.2 derives (11) from (2) and (10), valid where 1 - 2N != 0 (N != 1/2)",
        A2.at(printed=r"TP=\frac{P\bar P+N\bar N-N}{1-2N}-FP"),
        formula=A2_FORMULA,
        lines=A2_LINES,
        reading="every printed line, read on Table 1, holds under the hypotheses it cites (the last one where "
        "N != 1/2), and together they give (11) on Table 1 wherever N != 1/2",
        expected=Status.PROVED,
        uses=("BD2008-E11",),
    ),
]
