"""Appendix A.4: derivation of formula (14) (BD2008-A4, L367-379).

    "From (13) one can write"
        TP = KP - K Pbar(1 - 2N) + FP + Pbar(1 - 2N)                      (A4.1)
           = (Pbar - K Pbar)(1 - 2N) + KP - FP                            (A4.2)
           = Pbar(1 - K)(1 - 2N) + KP - FP.                               (A4.3)
    "Therefore"
        TP = Pbar(1 - K)(1 - 2N) + KP - FP     (14)                       (BD2008-E14)

A4.1 is (13) solved for TP (correct).  A4.2 turns "+ FP" into "- FP": the two sides
differ by 2 FP, so the step fails at every table with FP > 0 (e.g. Example 2, where
(14) as printed gives TP = 0.2, not 0.4: BD2008-E14.example2, in equations.py).  The correction keeps
"+ FP" through lines 2 and 3; the corrected (14), TP = Pbar(1 - K)(1 - 2N) + KP + FP, is
consistent with (16), TP = 0.5K + FP (BD2008-E16).  A4.3 is correct algebra between the
two printed (wrong) lines.  The printed chain BD2008-A4 therefore has a failing step
is REFUTED as a derivation (line A4.2 fails), CORRECTED by BD2008-A4.corrected, which
chains the corrected lines.  The lines are checked on real tables (Table 1's relations as
hypotheses) so that a failure is a table.
"""

import sympy as sp

from kappamcc.families.roc import FP, TP, kappa_defined, roc_table
from kappamcc.model.claims import Erratum, Origin, Status
from kappamcc.model.kinds import Derived, Relation, Steps, chain, eq
from kappamcc.proofs.ben_david_2008 import BD2008
from kappamcc.families.roc_derivations import checked_derivation, hypotheses
from kappamcc.proofs.ben_david_2008._appendix import EQ13_CLEARED, EQ13_DEFINED, TABLE, K, N, P, Pbar
from kappamcc.proofs.ben_david_2008.appendix_a3 import CLAIMS as A3_CLAIMS

A4 = BD2008.within("Appendix A.4, L367-379")
W = 1 - 2 * N
L1 = K * P - K * Pbar * W + FP + Pbar * W
L2 = (Pbar - K * Pbar) * W + K * P - FP
L3 = Pbar * (1 - K) * W + K * P - FP
L2_CORRECTED = (Pbar - K * Pbar) * W + K * P + FP
L3_CORRECTED = Pbar * (1 - K) * W + K * P + FP
ON_TABLES = hypotheses(
    *TABLE,
    EQ13_CLEARED,
    EQ13_DEFINED,
    text="Table 1's relations; (13) with its denominator cleared: K(P - Pbar(1 - 2N)) = "
    "TP - FP - Pbar(1 - 2N), P - Pbar(1 - 2N) != 0",
)

A4_1 = Relation(
    "BD2008-A4.1",
    "'From (13)': TP = KP - K Pbar(1 - 2N) + FP + Pbar(1 - 2N)",
    A4.at(printed=r"TP=KP-K\bar P(1-2N)+FP+\bar P(1-2N)"),
    relation=eq(TP, L1),
    expected=Status.PROVED,
    domain=hypotheses(EQ13_CLEARED, EQ13_DEFINED, text="(13) with its denominator cleared"),
    uses=("BD2008-E13",),
)
A4_2_CORRECTED = Relation(
    "BD2008-A4.2.corrected",
    "KP - K Pbar(1 - 2N) + FP + Pbar(1 - 2N) = (Pbar - K Pbar)(1 - 2N) + KP + FP = Pbar(1 - K)(1 - 2N) + KP + FP",
    A4.at(),
    relation=chain(L1, "=", L2_CORRECTED, "=", L3_CORRECTED),
    expected=Status.PROVED,
    domain=ON_TABLES,
    origin=Origin.SUITE,
)
A4_2 = Relation(
    "BD2008-A4.2",
    "KP - K Pbar(1 - 2N) + FP + Pbar(1 - 2N) = (Pbar - K Pbar)(1 - 2N) + KP - FP",
    A4.at(printed=r"=(\bar P-K\bar P)(1-2N)+KP-FP"),
    relation=eq(L1, L2),
    expected=Status.CORRECTED,
    domain=ON_TABLES,
    correction=A4_2_CORRECTED,
    erratum=Erratum.typo(
        "a sign slip in the second line: + FP becomes - FP (the sides differ by 2 FP); with + FP kept the lines give TP = Pbar(1 - K)(1 - 2N) + KP + FP"
    ),
)
A4_3 = Relation(
    "BD2008-A4.3",
    "(Pbar - K Pbar)(1 - 2N) + KP - FP = Pbar(1 - K)(1 - 2N) + KP - FP",
    A4.at(printed=r"=\bar P(1-K)(1-2N)+KP-FP"),
    relation=eq(L2, L3),
    expected=Status.PROVED,
    domain=ON_TABLES,
)

T = roc_table()
A3 = next(c for c in A3_CLAIMS if c.id == "BD2008-A3")
A4_GOAL = sp.Eq(TP, T.Pbar * (1 - T.kappa) * (1 - 2 * T.N) + T.kappa * T.P + FP)
A4_FORMULA, A4_LINES = checked_derivation(
    T, A4_GOAL, kappa_defined(T).constraints, cited=[A3], steps=[A4_1, A4_2_CORRECTED], with_kappa=True
)
A4_CORRECTED = Derived(
    "BD2008-A4.corrected",
    "A.4 with the sign of FP kept: TP = Pbar(1 - K)(1 - 2N) + KP + FP, wherever kappa is defined",
    A4.at(),
    formula=A4_FORMULA,
    lines=A4_LINES,
    families=(T,),
    reading="A4.1 and the corrected A4.2, read on Table 1 with K its kappa, from (13) (BD2008-A3)",
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("BD2008-E13", "BD2008-A3", "BD2008-E14.corrected"),
)

CLAIMS = [
    A4_1,
    A4_2,
    A4_2_CORRECTED,
    A4_3,
    Steps(
        "BD2008-A4",
        "A.4 as printed derives (14), TP = Pbar(1 - K)(1 - 2N) + KP - FP, from (13)",
        A4.at(printed=r"TP=\bar P(1-K)(1-2N)+KP-FP\quad(14)"),
        steps=[A4_1, A4_2, A4_3],
        argument="the printed lines equal in turn would give (14); the second line fails (BD2008-A4.2)",
        derivation=True,
        expected=Status.CORRECTED,
        uses=("BD2008-E14",),
        correction=A4_CORRECTED,
        erratum=Erratum.typo(
            "a sign slip in the second line: + FP becomes - FP (the sides differ by 2 FP); with + FP kept the lines give TP = Pbar(1 - K)(1 - 2N) + KP + FP"
        ),
    ),
    A4_CORRECTED,
]
