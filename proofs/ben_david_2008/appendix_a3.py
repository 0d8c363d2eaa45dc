"""Appendix A.3: derivation of formula (13) (BD2008-A3, L353-365).

    "Using (1), (3) and (12) one can write"
        K = (TP + TN - Pbar(1 - 2N) - N) / (1 - Pbar(1 - 2N) - N)                 (A3.1)
    "By using (8) and (5)"
          = (TP + N - FP - Pbar(1 - 2N) - N) / (P - Pbar(1 - 2N)).                (A3.2)
    "So"
        K = (TP - FP - Pbar(1 - 2N)) / (P - Pbar(1 - 2N)).     (13)               (A3.3)

A3.1 is checked on Table 1 with K derived from the matrix (it also uses (10) for P_c,
which the text does not cite).  A3.2 and A3.3 in free symbols under (5), (8) and
kappa being defined (1 - P_c = 1 - Pbar(1 - 2N) - N != 0).  sympy cancels the "+ N ... - N"
of A3.2's numerator on construction, which does not change its value.
"""

import sympy as sp

from kappamcc.families.roc import FP, TN, TP, kappa_defined, roc_table
from kappamcc.model.claims import Status
from kappamcc.model.kinds import Derived, Relation, eq
from kappamcc.proofs.ben_david_2008 import BD2008
from kappamcc.families.roc_derivations import checked_derivation, hypotheses
from kappamcc.proofs.ben_david_2008._appendix import EQ5, EQ8_ROWS, KAPPA_DEFINED, N, P, Pbar

T = roc_table()
A3 = BD2008.within("Appendix A.3, L353-365")
TN_T = T.tn
L1 = (TP + TN - Pbar * (1 - 2 * N) - N) / (1 - Pbar * (1 - 2 * N) - N)
L2 = (TP + N - FP - Pbar * (1 - 2 * N) - N) / (P - Pbar * (1 - 2 * N))
L3 = (TP - FP - Pbar * (1 - 2 * N)) / (P - Pbar * (1 - 2 * N))
DEFINED = hypotheses(
    EQ5, EQ8_ROWS, KAPPA_DEFINED, text="(5), (8) and 1 - P_c = 1 - Pbar(1 - 2N) - N != 0 (kappa defined)"
)

STEPS = [
    Relation(
        "BD2008-A3.1",
        "'Using (1), (3) and (12)': K = (TP + TN - Pbar(1 - 2N) - N)/(1 - Pbar(1 - 2N) - N) (Table 1)",
        A3.at(printed=r"K=\frac{TP+TN-\bar P(1-2N)-N}{1-\bar P(1-2N)-N}"),
        relation=eq(T.kappa, (TP + TN_T - T.Pbar * (1 - 2 * T.N) - T.N) / (1 - T.Pbar * (1 - 2 * T.N) - T.N)),
        expected=Status.PROVED,
        domain=kappa_defined(T),
        uses=("BD2008-E1", "BD2008-E10", "BD2008-E12"),
        families=(T,),
    ),
    Relation(
        "BD2008-A3.2",
        "'By using (8) and (5)': = (TP + N - FP - Pbar(1 - 2N) - N)/(P - Pbar(1 - 2N))",
        A3.at(printed=r"=\frac{TP+N-FP-\bar P(1-2N)-N}{P-\bar P(1-2N)}"),
        relation=eq(L1, L2),
        expected=Status.PROVED,
        domain=DEFINED,
    ),
    Relation(
        "BD2008-A3.3",
        "'So': = (TP - FP - Pbar(1 - 2N))/(P - Pbar(1 - 2N))",
        A3.at(printed=r"K=\frac{TP-FP-\bar P(1-2N)}{P-\bar P(1-2N)}\quad(13)"),
        relation=eq(L2, L3),
        expected=Status.PROVED,
        domain=DEFINED,
    ),
]

A3_GOAL = sp.Eq(T.kappa, (TP - FP - T.Pbar * (1 - 2 * T.N)) / (T.P - T.Pbar * (1 - 2 * T.N)))
A3_FORMULA, A3_LINES = checked_derivation(T, A3_GOAL, kappa_defined(T).constraints, cited=STEPS[:1], steps=STEPS[1:])

CLAIMS = STEPS + [
    Derived(
        "BD2008-A3",
        "A.3 derives (13), K = (TP - FP - Pbar(1 - 2N))/(P - Pbar(1 - 2N)), wherever kappa is defined",
        A3.at(printed=r"K=\frac{TP-FP-\bar P(1-2N)}{P-\bar P(1-2N)}"),
        formula=A3_FORMULA,
        lines=A3_LINES,
        families=(T,),
        reading="every printed line, read on Table 1, holds under the hypotheses it cites, and together they give "
        "(13) on every table where kappa is defined",
        expected=Status.PROVED,
        uses=("BD2008-E5", "BD2008-E8", "BD2008-E13"),
    ),
]
