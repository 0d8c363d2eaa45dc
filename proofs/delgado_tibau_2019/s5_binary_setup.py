"""Set-up of the binary section: the c = 0 / c = 1 partition, the standing assumptions, and the
set-ups of the c = 0 case, the c = 1 case and case 1 (DT2019-S5, S6, S7, S8).

Delgado & Tibau 2019:

    S5 (p9, L1321-1353): "By the property of invariance for equivalent confusion matrices, we can split
      the study of the binary case into two different scenarios: c = 0 and c = 1 (the latter corresponding
      to c > 0). These two cases cover all the possibilities"                                        (S5.1)
      "we assume that they are both strictly positive, that is, a + b > 0 and c + d > 0 ... we additionally
      assume that a + c > 0 and b + d > 0" ("that we do not divide by zero")                          (S5.2)
      "when c = 0 there is an agreement between MCC and Kappa ... when c = 1 an important disagreement ...
      (see Corollaries 4, 5 and 6) ... while MCC monotonically decreases ..., Kappa does not."       (S5.3)
    S6 (p9, L1355-1370): "we assume b > 0 since b = 0 corresponds to the symmetric case already studied
      in the previous section, in which K = MCC = 1."
    S7 (p11, L1491-1509): "We assume b > 0 since if b = 0 we are in the previous situation, by symmetry of
      MCC and Kappa." (S7.1)  "Although b = 1 corresponds to a symmetric confusion matrix already studied,
      we include it" (S7.2)
    S8 (p11, L1603-1629): C^{a,b}_{1,a} = [[a, b], [1, a]]. "Fixed a > 0, if b > 1, the negative class is
      underrepresented, and the positive class is mainly misclassified" (S8.2), "while if b < 1, say b = 1/h
      with h > 1, C^{a,b}_{1,a} = [[h a, 1], [h, h a]]" (S8.1), "which ... corresponds to underrepresentation
      of the positive class while it is mainly well classified (if b -> 0, which is equivalent to
      h -> +oo)" (S8.3).

Readings: "equivalent" is DT2019-N2 (a positive multiple), under which K and MCC are invariant (DT2019-S1).  A class is "underrepresented" when its row
sum (actual cases) is the smaller one; the positive class is "mainly misclassified" when b > a
(more false negatives than true positives) and "mainly well classified" when its recall a/(a+b)
is near 1.  Read so, S8.2's second half fails for a >= b > 1; for fixed a the exact boundary is
a = 1: it holds for every b > 1 when 0 < a <= 1 (the paper's illustrations use a = 0.2) and fails
at b = (1 + a)/2 for every a > 1 (DT2019-S8.2b.corrected.holds / .fails).
"""

import sympy as sp

from kappamcc.families.binary import POSITIVE_MARGINALS, a, b, c, c_one, c_one_a, c_zero, d, general_binary
from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Status
from kappamcc.model.kinds import AllOf, Limit, Relation, chain, eq
from kappamcc.model.family import Family
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.testing.samplers import P, S, PointsFrom, positive
from kappamcc.proofs.delgado_tibau_2019.cor_4 import CLAIMS as C4_CLAIMS
from kappamcc.proofs.delgado_tibau_2019.cor_5 import CLAIMS as C5_CLAIMS
from kappamcc.proofs.delgado_tibau_2019.cor_6 import CLAIMS as C6_CLAIMS
from kappamcc.proofs.delgado_tibau_2019.prop_2 import CLAIMS as P2_CLAIMS

h = sp.symbols("h", real=True)
C = general_binary()
D = C.domain
C0, C1, C1A = c_zero(), c_one(), c_one_a()


TO_C1 = C1.kappa.xreplace({a: a / c, b: b / c, d: d / c}), C1.mcc.xreplace({a: a / c, b: b / c, d: d / c})
k_num, k_den = metrics.kappa_parts(C.matrix)
m_num, m_rows, m_cols = metrics.mcc_parts(C.matrix)

B0 = Family(
    "C_0 at b = 0", sp.Matrix([[a, 0], [0, d]]), Domain(symbols=(a, d), constraints=(a > 0, d > 0), text="a > 0, d > 0")
)
C0_B1 = C0.matrix.xreplace({b: 1})
C1_AT_B0_DOMAIN = Domain(
    symbols=(a, d),
    constraints=(a >= 0, d >= 0) + tuple(m.xreplace({b: 0, c: 1}) for m in POSITIVE_MARGINALS),
    text="C_1 with b = 0: a, d >= 0 and positive marginals (DT2019-S5.2), hence a, d > 0",
)
C0_B1_FAMILY = Family("C_0 at b = 1", sp.Matrix(C0_B1.tolist()), C1_AT_B0_DOMAIN)
C1_B0 = Family("C_1 at b = 0", sp.Matrix([[a, 0], [1, d]]), C1_AT_B0_DOMAIN)
C1_B1 = Family(
    "C_1 at b = 1",
    sp.Matrix([[a, 1], [1, d]]),
    Domain(symbols=(a, d), constraints=(a >= 0, d >= 0), text="C_1 with b = 1"),
)
CASE1_H = Domain(
    symbols=(a, h),
    constraints=(a > 0, h > 1),
    text="a > 0, b = 1/h with h > 1",
    sampler=PointsFrom({a: P, h: 1 + S}, {P: positive(), S: positive()}),
)
SCALED_H = Family("h C^{a,1/h}_{1,a}", sp.Matrix((h * C1A.matrix.xreplace({b: 1 / h})).tolist()), CASE1_H)
TARGET_H = Family("[[h a, 1], [h, h a]]", sp.Matrix([[h * a, 1], [h, h * a]]), CASE1_H)

S82B_HOLDS = Relation(
    "DT2019-S8.2b.corrected.holds",
    "fixed 0 < a <= 1 (the paper's illustrations: a = 0.2), b > 1: b > a",
    dt("p11, L1609-1612"),
    relation=chain(b, ">", a),
    expected=Status.PROVED,
    domain=Domain(symbols=(a, b), constraints=(a > 0, a <= 1, b > 1), text="0 < a <= 1, b > 1"),
)
S82B_FAILS = Relation(
    "DT2019-S8.2b.corrected.fails",
    "fixed a > 1: b = (1 + a)/2 satisfies b > 1 and b < a, so 'b > 1 implies b > a' fails for every a > 1",
    dt("p11, L1609-1612"),
    relation=chain(1, "<", (1 + a) / 2, "<", a),
    expected=Status.PROVED,
    domain=Domain(symbols=(a,), constraints=(a > 1,), text="a > 1"),
)
UNDER_MIS = Relation(
    "DT2019-S8.2b",
    "fixed a > 0, b > 1: the positive class is mainly misclassified, b > a (FN > TP)",
    dt("p11, L1609-1612"),
    relation=chain(b, ">", a),
    expected=Status.CORRECTED,
    erratum=Erratum.false(
        "for fixed a > 1 and 1 < b < a the positive class has more true positives than false negatives (a = 3, b = 2)"
    ),
    domain=C1A.domain.with_constraints(b > 1, text="b > 1"),
    reading="'mainly misclassified' read as more false negatives than true positives, b > a",
    correction=AllOf(
        "DT2019-S8.2b.corrected",
        "exact boundary a = 1: for fixed 0 < a <= 1 every b > 1 "
        "has b > a; for every fixed a > 1 some b > 1 (b = (1 + a)/2) has b < a",
        dt("p11, L1609-1612"),
        parts=[S82B_HOLDS, S82B_FAILS],
        expected=Status.PROVED,
    ),
)

CLAIMS = [
    Relation(
        "DT2019-S5.1",
        "c > 0: C = c [[a/c, b/c], [1, d/c]], so K(C) and MCC(C) equal those of a C_1 matrix; with c = 0 "
        "the two cases cover every binary matrix",
        dt("p9, L1321-1330"),
        relation=[eq(C.kappa, TO_C1[0]), eq(C.mcc, TO_C1[1])],
        expected=Status.PROVED,
        domain=D.with_constraints(c > 0, text="c > 0"),
        uses=("DT2019-S1",),
        families=(C,),
    ),
    Relation(
        "DT2019-S5.2",
        "with a + b, c + d, a + c, b + d > 0: MCC's radicand and K's denominator are positive (nothing divides by zero)",
        dt("p9, L1345-1353"),
        relation=[chain(0, "<", m_rows * m_cols)[0], chain(0, "<", k_den)[0]],
        expected=Status.PROVED,
        domain=D,
    ),
    AllOf(
        "DT2019-S5.3",
        "c = 0: K is an increasing function of MCC (agreement); c = 1 (Corollaries 4, 5, 6): MCC decreases "
        "in b while K does not",
        dt("p9, L1330-1345"),
        parts=[
            claim_in(P2_CLAIMS, "DT2019-P2.1"),
            claim_in(C4_CLAIMS, "DT2019-C4.M"),
            claim_in(C5_CLAIMS, "DT2019-C5.M"),
            claim_in(C6_CLAIMS, "DT2019-C6.M"),
        ],
        expected=Status.PROVED,
    ),
    Relation(
        "DT2019-S6",
        "b = 0 in C_0 is the symmetric case [[a, 0], [0, d]], in which K = MCC = 1",
        dt("p9, L1355-1370"),
        relation=[eq(B0.kappa, 1), eq(B0.mcc, 1)],
        expected=Status.PROVED,
        domain=B0.domain,
        families=(B0,),
    ),
    Relation(
        "DT2019-S7.1",
        "b = 0 in C_1 is the previous situation by symmetry: [[a, 0], [1, d]]^T = C_0 at b = 1, with equal K and MCC",
        dt("p11, L1495-1500"),
        relation=[eq(C1_B0.matrix.T[i, j], C0_B1[i, j]) for i in range(2) for j in range(2)]
        + [eq(C1_B0.kappa, C0_B1_FAMILY.kappa), eq(C1_B0.mcc, C0_B1_FAMILY.mcc)],
        expected=Status.PROVED,
        domain=C1_AT_B0_DOMAIN,
        uses=("DT2019-S3",),
        families=(C0_B1_FAMILY, C1_B0),
    ),
    Relation(
        "DT2019-S7.2",
        "b = 1 in C_1 is a symmetric matrix, so K(C_1) = MCC(C_1) (Proposition 1)",
        dt("p11, L1500-1504"),
        relation=[eq(C1_B1.matrix[0, 1], C1_B1.matrix[1, 0]), eq(C1_B1.kappa, C1_B1.mcc)],
        expected=Status.PROVED,
        domain=C1_B1.domain,
        uses=("DT2019-P1",),
        families=(C1_B1,),
    ),
    Relation(
        "DT2019-S8.1",
        "b = 1/h, h > 1: h C^{a,b}_{1,a} = [[h a, 1], [h, h a]], with equal K and MCC",
        dt("p11, L1612-1620", r"C^{a,b}_{1,a}\equiv\begin{pmatrix}ha&1\\h&ha\end{pmatrix}"),
        relation=[eq(SCALED_H.matrix[i, j], TARGET_H.matrix[i, j]) for i in range(2) for j in range(2)]
        + [eq(C1A.kappa.xreplace({b: 1 / h}), TARGET_H.kappa), eq(C1A.mcc.xreplace({b: 1 / h}), TARGET_H.mcc)],
        expected=Status.PROVED,
        domain=CASE1_H,
        uses=("DT2019-S1",),
        families=(TARGET_H,),
    ),
    Relation(
        "DT2019-S8.2a",
        "fixed a > 0, b > 1: the negative class is underrepresented (row sums 1 + a < a + b)",
        dt("p11, L1609-1612"),
        relation=chain(1 + a, "<", a + b),
        expected=Status.PROVED,
        domain=C1A.domain.with_constraints(b > 1, text="b > 1"),
    ),
    S82B_HOLDS,
    S82B_FAILS,
    UNDER_MIS,
    Relation(
        "DT2019-S8.3a",
        "b < 1: the positive class is underrepresented (row sums a + b < 1 + a)",
        dt("p11, L1620-1629"),
        relation=chain(a + b, "<", 1 + a),
        expected=Status.PROVED,
        domain=C1A.domain.with_constraints(b < 1, text="b < 1"),
    ),
    Limit(
        "DT2019-S8.3b",
        "b -> 0: the positive class is mainly well classified (recall a/(a+b) -> 1); b = 1/h -> 0 iff h -> +oo",
        dt("p11, L1620-1629"),
        expr=a / (a + b),
        var=b,
        to=0,
        value=1,
        expected=Status.PROVED,
        domain=Domain(symbols=(a,), constraints=(a > 0,), text="fixed a > 0"),
    ),
]
