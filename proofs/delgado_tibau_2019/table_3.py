"""Table 3: which examples show agreement and which disagreement (DT2019-T3), derived.

Delgado & Tibau 2019, p24, L3072-3074 (H132-H133).  The body of Table 3 is absent from
both extractions; its caption/footnote survives: "Disagreement scenario corresponds to
entropy decreasing to zero, which implies by Lemma 9 that asymmetry must grow to
infinity."  The rows checked here are the running text's classification
(shared/CLAIMS.md, DT2019-T3), each derived by computation: "agreement" = kappa and MCC
move in the same direction over the whole stated range, "disagreement" = they move in
opposite directions on part of it (exact thresholds in the cited claims).

| family          | text          | derived (this suite)                                        |
|-----------------|---------------|-------------------------------------------------------------|
| C_0             | agreement     | agreement: K an increasing function of MCC (P2.1)           |
| C_1 (cases 1-3) | disagreement  | disagreement: MCC falls in b, K rises beyond its minimum    |
| Z_A             | disagreement  | disagreement beyond A* = 1 + N sqrt(N(N-1)), every N        |
| M1              | agreement     | agreement (both decrease)                                   |
| M2              | disagreement  | disagreement from A = 3.53... (K's minimum)                 |
| M3              | agreement     | agreement (both increase)                                   |
| M4              | disagreement  | disagreement on (50, 100], and mirrored on [0, 50)          |
| M5              | agreement     | DISAGREEMENT for A >= 254 (K's minimum at 253.75...)        |

The footnote (T3.caption) is refuted by M5, and its converse direction ("Ent -> 0 gives
a disagreement") by the suite's F(A) of DT2019-Q4.a.
"""
from kappamcc.claims import Counterexample, Status, Steps
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.proofs.delgado_tibau_2019.cor_4 import CLAIMS as C4
from kappamcc.proofs.delgado_tibau_2019.cor_5 import CLAIMS as C5
from kappamcc.proofs.delgado_tibau_2019.cor_6 import CLAIMS as C6
from kappamcc.proofs.delgado_tibau_2019.examples_behaviour import CLAIMS as XB
from kappamcc.proofs.delgado_tibau_2019.examples_entropy import CLAIMS as XENT
from kappamcc.proofs.delgado_tibau_2019.prop_2 import CLAIMS as P2
from kappamcc.proofs.delgado_tibau_2019.prop_8 import CLAIMS as P8

src = dt("p24, L3072-3074 (H132-H133); rows from the running text")
x = lambda claims, id: claim_in(claims, id)  # noqa: E731

M5_DISAGREES = [x(XB, "DT2019-XE.4.mcc"), x(XB, "DT2019-XE.4.kappa-rises")]

CLAIMS = [
    Steps("DT2019-T3.C0", "Table 3 row C_0: agreement", src, [x(P2, "DT2019-P2.1")],
          "K(C_0) is a strictly increasing function of MCC(C_0)", expected=Status.PROVED),
    Steps("DT2019-T3.C1", "Table 3 row C_1 (C^{a,b}_{1,a}, C^{a,b}_{1,0}, C^{a,b}_{1,1}): disagreement", src,
          [x(C4, "DT2019-C4.M"), x(C5, "DT2019-C5.M"), x(C6, "DT2019-C6.M")],
          "in each case MCC strictly decreases in b while K strictly increases beyond its minimum", expected=Status.PROVED),
    Steps("DT2019-T3.ZA", "Table 3 row Z_A: disagreement (every N >= 2)", src,
          [x(P8, "DT2019-P8.5.mcc"), x(P8, "DT2019-P8.5.kappa-rises")],
          "MCC strictly decreasing, K strictly increasing for A > 1 + N sqrt(N(N-1))", expected=Status.PROVED),
    Steps("DT2019-T3.M1", "Table 3 row M1: agreement", src, [x(XB, "DT2019-XA.4")], "both decrease on A >= 1",
          expected=Status.PROVED),
    Steps("DT2019-T3.M2", "Table 3 row M2: disagreement", src, [x(XB, "DT2019-XB.6")],
          "MCC decreases, K increases from A = 3.54 on", expected=Status.PROVED),
    Steps("DT2019-T3.M3", "Table 3 row M3: agreement", src, [x(XB, "DT2019-XC.2")], "both increase on [0, 999]",
          expected=Status.PROVED),
    Steps("DT2019-T3.M4", "Table 3 row M4: disagreement", src, [x(XB, "DT2019-XD.4")],
          "MCC decreases and K increases on (50, 100]", expected=Status.PROVED),
    Counterexample("DT2019-T3.M5", "Table 3 row M5: agreement (as A increases)", src, "M5(A), A >= 254", M5_DISAGREES,
                   "MCC strictly decreases and K strictly increases for every A >= 254", expected=Status.CORRECTED,
                   correction=Steps("DT2019-T3.M5.corrected", "M5: agreement for 1 <= A <= 253, disagreement for A >= 254",
                                    src, M5_DISAGREES + [x(XB, "DT2019-XE.4.kappa-falls")],
                                    "K decreases on [1, 253] and increases from 254 on (it turns at 253.75...); "
                                    "MCC decreases throughout", expected=Status.PROVED)),
    Counterexample("DT2019-T3.caption", "Table 3 footnote: the disagreement scenario corresponds to entropy decreasing "
                   "to zero", dt("p24, H133"), "M5(A), A >= 254 (the paper's Example (e))",
                   M5_DISAGREES + [x(XENT, "DT2019-XE.3.limit"), x(XENT, "DT2019-XC.3.positive")],
                   "a disagreement (A >= 254) with Ent(M5(A)) -> log2(7) - 2/7 > 0", expected=Status.REFUTED,
                   reading="'corresponds to' as: every disagreement comes with Ent -> 0"),
]
