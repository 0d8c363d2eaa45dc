"""The premise of the experiments and the heuristic drawn from them (DT2019-S11, S13).

Delgado & Tibau 2019, section "Experimental results":

    S11.1 (p18, L2539-2556) "both in the binary case with c = 1, and with the
          multidimensional Z_A family, as the asymmetry of the confusion matrix increased
          (b -> +oo and A -> +oo, respectively), while its diagonal stays constant, the
          behaviour of Kappa and MCC differed more and more."
    S11.2 "asymmetry of matrix C_0 also increases as b -> +oo, and yet the behaviour of
          Kappa and MCC agree"
    S11.3 the experiments are run "in dimension N = 3"
    S13   (p21, L2883-2891) "it is not enough that the asymmetry grows to infinity, or that
          the entropy is constant or simply decreasing, for the phenomenon of discrepancy
          between Kappa and MCC to occur, but heuristically it seems that entropy must
          decrease to zero, which implies that at the same time asymmetry grows to infinity
          by Lemma 9."

S13 has four parts.  (a) "asymmetry -> oo is not enough", (b) "constant entropy is not
enough" and (c) "decreasing entropy is not enough" are existence statements, witnessed by
M1 (Asy = 2A -> oo, Ent = 2.5, agreement) and M3 (Ent decreasing, agreement): PROVED.
(d) the heuristic, read as "a disagreement needs Ent -> 0", is refuted by the paper's own
Example (e): on M5(A) kappa rises while MCC falls for every A >= 254, and Ent(M5(A)) tends
to log2(7) - 2/7 > 0.
"""

import sympy as sp

from kappamcc.families.experiments import A as A_M, m1, m2, m3, m4, m5
from kappamcc.model.claims import Erratum, Origin, Status
from kappamcc.model.kinds import AllOf, ForEveryFamily, Limit, Relation, SomeFamily, eq
from kappamcc.model.predicates import (
    AsymmetryToInfinity,
    ConstantDiagonal,
    ConstantMetric,
    EntropyToZero,
    IncreasingFunctionOf,
    Moves,
    Negated,
    OppositeDirections,
)
from kappamcc.proofs.delgado_tibau_2019._readings import (
    C0_READING,
    C11_READING,
    M1_READING,
    M3_READING,
    M5_READING,
    ZA_READING,
)
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.proofs.delgado_tibau_2019.prop_8 import CLAIMS as P8

src11, src13 = dt("p18, L2539-2556"), dt("p21, L2883-2891")
M1 = m1()

M1_ASY_LIMIT = Limit(
    "DT2019-S13.m1-asymmetry",
    "Asy(M1(A)) = 2A -> +oo",
    src13,
    expr=M1.asymmetry,
    var=A_M,
    to=sp.oo,
    value=sp.oo,
    expected=Status.PROVED,
    domain=M1.domain,
    families=(M1,),
)

DISCREPANCY = OppositeDirections()
S11_C11 = SomeFamily(
    "DT2019-S11.1.c11",
    "C^{a,b}_{1,1}: constant diagonal, and kappa and MCC move in opposite directions for large b",
    src11,
    properties=[ConstantDiagonal(), DISCREPANCY],
    witness=C11_READING,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
S11_ZA = SomeFamily(
    "DT2019-S11.1.z-a",
    "Z_A: kappa and MCC move in opposite directions for large A",
    src11,
    properties=[DISCREPANCY],
    witness=ZA_READING,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
S13_B_M1 = SomeFamily(
    "DT2019-S13.b.m1",
    "M1: constant entropy, no discrepancy",
    src13,
    properties=[ConstantMetric("entropy"), Negated(DISCREPANCY)],
    witness=M1_READING,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
S13_B_C0 = SomeFamily(
    "DT2019-S13.b.c0",
    "C_0: constant entropy, kappa an increasing function of MCC",
    src13,
    properties=[ConstantMetric("entropy"), IncreasingFunctionOf("kappa", "mcc")],
    witness=C0_READING,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

CLAIMS = [
    S11_C11,
    S11_ZA,
    AllOf(
        "DT2019-S11.1",
        "c = 1 (C^{a,b}_{1,1}, b -> oo) and Z_A (A -> oo), diagonal constant: kappa and MCC "
        "behave differently, more and more",
        src11,
        parts=[S11_C11, S11_ZA, claim_in(P8, "DT2019-P8.6")],
        expected=Status.PROVED,
        reading="'behave differently' as: kappa and MCC move in opposite directions from some point on; 'more "
        "and more' as: K - MCC increasing for Z_A (DT2019-P8.6)",
    ),
    SomeFamily(
        "DT2019-S11.2",
        "C_0: asymmetry increases as b -> oo, and kappa and MCC agree",
        src11,
        properties=[Moves("asymmetry", "increasing"), IncreasingFunctionOf("kappa", "mcc")],
        witness=C0_READING,
        expected=Status.PROVED,
        reading="'agree' as: K is an increasing function of MCC on the family",
    ),
    Relation(
        "DT2019-S11.3",
        "the experiments M1..M5 are 3 x 3 (N = 3)",
        dt("p18, L2556"),
        relation=[eq(F.matrix.rows, 3) for F in (M1, m2(), m3(), m4(), m5())],
        expected=Status.PROVED,
    ),
    M1_ASY_LIMIT,
    SomeFamily(
        "DT2019-S13.a",
        "asymmetry growing to +oo is not enough for the discrepancy (M1)",
        src13,
        properties=[AsymmetryToInfinity(), Negated(DISCREPANCY)],
        witness=M1_READING,
        expected=Status.PROVED,
        reading="'not enough': some family has Asy -> +oo while kappa and MCC never move in opposite directions",
    ),
    S13_B_M1,
    S13_B_C0,
    AllOf(
        "DT2019-S13.b",
        "constant entropy is not enough for the discrepancy (M1, and C_0)",
        src13,
        parts=[S13_B_M1, S13_B_C0],
        expected=Status.PROVED,
    ),
    SomeFamily(
        "DT2019-S13.c",
        "decreasing entropy is not enough for the discrepancy (M3)",
        src13,
        properties=[Moves("entropy", "decreasing"), Negated(DISCREPANCY)],
        witness=M3_READING,
        expected=Status.PROVED,
    ),
    ForEveryFamily(
        "DT2019-S13.d",
        "heuristically, entropy must decrease to zero for the discrepancy to occur",
        src13,
        hypotheses=[DISCREPANCY],
        conclusion=EntropyToZero(),
        counterexample=M5_READING,
        expected=Status.REFUTED,
        erratum=Erratum.false(
            "M5(A) (Example (e)) shows a discrepancy beyond A0 = 253.76... while its entropy tends to log 7 - 2/7 > 0"
        ),
        reading="'entropy must decrease to zero' as a necessary condition: every family where kappa and MCC "
        "move in opposite directions on some interval has off-diagonal entropy tending to 0",
    ),
]
