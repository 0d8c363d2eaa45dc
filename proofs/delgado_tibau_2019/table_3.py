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
| M5              | agreement     | agreement exactly on [1, A0], DISAGREEMENT for A > A0       |

A0 = 169994/1421 + 13 sqrt(214956778)/1421 = 253.7595..., kappa's turning point on M5 (the
root of its derivative's numerator, DT2019-XE.4.turning-point): the M5 row is CORRECTED to
"agreement on [1, A0], disagreement on (A0, oo)", each side proved with the exact A0.

The footnote (T3.caption) is refuted by M5, and its converse direction ("Ent -> 0 gives
a disagreement") by the suite's F(A) of DT2019-Q4.a.
"""

from kappamcc.model.claims import Erratum, Status
from kappamcc.model.kinds import AllOf, ForEveryFamily
from kappamcc.model.predicates import EntropyToZero, OppositeDirections
from kappamcc.proofs.delgado_tibau_2019._readings import M5_READING
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.proofs.delgado_tibau_2019.cor_4 import CLAIMS as C4
from kappamcc.proofs.delgado_tibau_2019.cor_5 import CLAIMS as C5
from kappamcc.proofs.delgado_tibau_2019.cor_6 import CLAIMS as C6
from kappamcc.proofs.delgado_tibau_2019.examples_behaviour import A0_TEXT, CLAIMS as XB
from kappamcc.proofs.delgado_tibau_2019.prop_2 import CLAIMS as P2
from kappamcc.proofs.delgado_tibau_2019.prop_8 import CLAIMS as P8

src = dt("p24, L3072-3074 (H132-H133); rows from the running text")
x = claim_in

M5_DISAGREES = [x(XB, "DT2019-XE.4.mcc"), x(XB, "DT2019-XE.4.kappa-rises")]

CLAIMS = [
    AllOf("DT2019-T3.C0", "Table 3 row C_0: agreement", src, parts=[x(P2, "DT2019-P2.1")], expected=Status.PROVED),
    AllOf(
        "DT2019-T3.C1",
        "Table 3 row C_1 (C^{a,b}_{1,a}, C^{a,b}_{1,0}, C^{a,b}_{1,1}): disagreement",
        src,
        parts=[x(C4, "DT2019-C4.M"), x(C5, "DT2019-C5.M"), x(C6, "DT2019-C6.M")],
        expected=Status.PROVED,
    ),
    AllOf(
        "DT2019-T3.ZA",
        "Table 3 row Z_A: disagreement (every N >= 2)",
        src,
        parts=[x(P8, "DT2019-P8.5.mcc"), x(P8, "DT2019-P8.5.kappa-rises")],
        expected=Status.PROVED,
    ),
    AllOf("DT2019-T3.M1", "Table 3 row M1: agreement", src, parts=[x(XB, "DT2019-XA.4")], expected=Status.PROVED),
    AllOf("DT2019-T3.M2", "Table 3 row M2: disagreement", src, parts=[x(XB, "DT2019-XB.6")], expected=Status.PROVED),
    AllOf("DT2019-T3.M3", "Table 3 row M3: agreement", src, parts=[x(XB, "DT2019-XC.2")], expected=Status.PROVED),
    AllOf("DT2019-T3.M4", "Table 3 row M4: disagreement", src, parts=[x(XB, "DT2019-XD.4")], expected=Status.PROVED),
    AllOf(
        "DT2019-T3.M5",
        "Table 3 row M5: agreement (as A increases): MCC and K both strictly decrease on A >= 1",
        src,
        parts=[x(XB, "DT2019-XE.4.mcc"), x(XB, "DT2019-XE.4")],
        expected=Status.CORRECTED,
        erratum=Erratum.false(
            "kappa of M5 increases for every A > A0 = 253.76... while MCC decreases: disagreement there"
        ),
        reading="'agreement' = K moves like MCC, which strictly decreases on A >= 1 (XE.4.mcc); K's part is XE.4",
        correction=AllOf(
            "DT2019-T3.M5.corrected",
            f"M5: agreement exactly for 1 <= A <= A0, disagreement for every "
            f"A > A0, {A0_TEXT} (kappa's turning point): MCC strictly decreases on [1, oo), K strictly "
            "decreases on [1, A0] and strictly increases on [A0, oo)",
            src,
            parts=[x(XB, "DT2019-XE.4.turning-point")] + M5_DISAGREES + [x(XB, "DT2019-XE.4.kappa-falls")],
            expected=Status.PROVED,
        ),
    ),
    ForEveryFamily(
        "DT2019-T3.caption",
        "Table 3 footnote: the disagreement scenario corresponds to entropy decreasing to zero",
        dt("p24, H133"),
        hypotheses=[OppositeDirections()],
        conclusion=EntropyToZero(),
        counterexample=M5_READING,
        expected=Status.REFUTED,
        erratum=Erratum.false("M5(A) (Example (e)) shows a disagreement while its entropy tends to log 7 - 2/7 > 0"),
        reading="'corresponds to' as: every disagreement (kappa and MCC moving in opposite directions on some "
        "interval) comes with Ent -> 0",
    ),
]
