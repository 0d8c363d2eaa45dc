"""Bennett's S, Scott's pi and Gwet's AC1 (PYCM-A7, A8, A9).

PyCM 4.4 Document, cells 700-716, L1337-1375:

    Bennett's S: "Bennett et al. suggested adjusting inter-rater reliability to accommodate
        the percentage of rater agreement that might be expected by chance"           (A7.1)
        p_c = 1/|C|                                                                    (A7.2)
        S = (ACC_Overall - p_c)/(1 - p_c)                                              (A7.3)
        cm.S  0.37500000000000006                                                      (A7.4)
    Scott's pi: "a statistic for measuring inter-rater reliability for nominal data ..."  (A8.1)
        "Equals to Kappa Unbiased"                                                     (A8.2)
        p_c = sum_{i=1}^{|C|} ((TOP_i + P_i)/(2 x POP))^2                               (A8.3)
        pi = (ACC_Overall - p_c)/(1 - p_c)                                              (A8.4)
        cm.PI  0.34426229508196726                                                     (A8.5)
    Gwet's AC1: "Gwet (2002) demonstrated that AC1 can overcome the limitations that kappa is
        sensitive to trait prevalence and rater's classification probabilities (i.e., marginal
        probabilities), whereas AC1 provides more robust measure of inter-rater reliability" (A9.1)
        pi_i = (TOP_i + P_i)/(2 x POP)                                                  (A9.2)
        p_c = 1/(|C| - 1) sum_{i=1}^{|C|} (pi_i x (1 - pi_i))                            (A9.3)
        AC_1 = (ACC_Overall - p_c)/(1 - p_c)                                            (A9.4)
        cm.AC1  0.3893129770992367                                                     (A9.5)

The definitions compared with, as :mod:`kappamcc.metrics` computes them: Bennett, Alpert and
Goldstein's (1954) S, (P_o - 1/N)/(1 - 1/N); Scott's (1955) pi, with the chance agreement of the
pooled marginals; Gwet's (2008) AC1, with P_e = sum_k pi_k (1 - pi_k)/(N - 1).

Sizes.  Pi and AC1 as printed (A8.4, A9.4) are decided for every N, against the coefficients in
closed form, Q = sum_k (r_k + c_k)^2 (the pooled marginals, pi_k = (r_k + c_k)/2S):
Scott's pi = (4 S tr - Q)/(4 S^2 - Q) (DT2019-S4.1.form) and Gwet's AC1 =
(4 (N - 1) S tr - 4 S^2 + Q)/(4 (N - 2) S^2 + Q).  A8.4 is an index-sum identity (relabelling
theorem; p_c's denominator is kept as the factors 2 POP, 2 POP, so the printed quotient's
denominators cancel and numerators and denominators are compared separately, at N = 3).
A9.4's p_c divides by |C| - 1, a function of the number of classes that no index-sum identity
holds, so it is a checked derivation: the sums become real atoms (S, tr, sum_k r_k c_k,
sum_k r_k^2, sum_k c_k^2 and N = sum_k 1, the number of classes) and Z3 closes the identity of
the two quotients.  Both run in milliseconds (expanding the cross-multiplied quotients by the
relabelling theorem would need N = 8 and about 10^8 monomials).  A8.4.n3 and A9.4.n3 compare
with :func:`kappamcc.metrics.scott_pi` and :func:`kappamcc.metrics.gwet_ac1` themselves on a
symbolic 3 x 3 matrix (cm's size); the other coefficients are compared there too, the
index-sum facts (the pooled shares form a distribution) for every N; Bennett's S also in
Bennett et al.'s own form N/(N - 1) (P_o - 1/N) for every N (N and P_o symbols).

Readings.  A7.1, "agreement that might be expected by chance": two raters who choose each of
the |C| classes with probability 1/|C|, independently, agree with probability
|C| (1/|C|)^2 = 1/|C| = p_c (A7.2), and S = 0 exactly at that agreement, S = 1 at perfect
agreement.  A8.1, "inter-rater reliability for nominal data": the value depends neither on the
order (or names) of the categories nor on which rater is which: pi is unchanged when the table
is transposed (every N, the closed form of A8.4 on the transposed array) and when the classes are
permuted, rows and columns alike (N = 3 only: a renaming of the classes is no index sum the
relabelling theorem states, so A8.1 is proved in part); the rest of
A8.1 (content analysis, natural language processing, "a reasonable upper limit on computer
performance") is about uses, not checkable.  A9.1, "kappa is sensitive to trait prevalence ...
AC1 ... more robust": two tables with the same observed agreement 0.9, one balanced
[[45, 5], [5, 45]] and one with prevalence 0.9 [[85, 5], [5, 5]]: kappa falls from 4/5 to 4/9,
AC1 only from 4/5 to 36/41 (an example, as "demonstrated" is about examples; the general claim
is a judgement).  A9.3: Gwet's chance agreement lies in [0, 1/|C|], so AC1 is always defined
(N = 3, the pooled shares as variables).
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Close, matrices
from kappamcc.model.kinds import AllOf, Derived, IdentityAllN, Relation, chain, eq
from kappamcc.model.index_forms import col, fresh, row, total, trace
from kappamcc.prove.atoms import atomize
from kappamcc.testing.samplers import P, T, PointsFrom
from kappamcc.testing.strategies import unit_fractions
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.a_kappa import KAPPA_UNBIASED
from kappamcc.proofs.pycm.n_notation import ACC_OVERALL3, CELLS, CLASSES, COUNTS3, M3, P3, POP3, TOP3, domain3
from kappamcc.proofs.pycm.x_example_matrix import CM, printed_output

# ---------------------------------------------------------------------------
# Bennett's S with symbolic |C| and ACC_Overall

N_, ACC_ = sp.symbols("N ACC", real=True)
P_C_BENNETT = 1 / N_
S_PRINTED = (ACC_ - P_C_BENNETT) / (1 - P_C_BENNETT)
CLASSES_AND_ACCURACY = Domain(
    symbols=(N_, ACC_), constraints=(N_ >= 2, ACC_ >= 0, ACC_ <= 1), text="|C| = N >= 2 classes, 0 <= ACC_Overall <= 1"
)

# N = 3
S3 = (ACC_OVERALL3 - sp.Rational(1, 3)) / (1 - sp.Rational(1, 3))
PI_SHARES3 = [(TOP3[t] + P3[t]) / (2 * POP3) for t in CLASSES]  # A9.2 / the shares of A8.3
PC_SCOTT3 = sum(p**2 for p in PI_SHARES3)
PI3 = (ACC_OVERALL3 - PC_SCOTT3) / (1 - PC_SCOTT3)
PC_GWET3 = sum(p * (1 - p) for p in PI_SHARES3) / (3 - 1)
AC1_3 = (ACC_OVERALL3 - PC_GWET3) / (1 - PC_GWET3)
PI_DEFINED3 = domain3(1 - PC_SCOTT3, text="p_c != 1 (Scott's pi defined)")


CYCLE, SWAP = (1, 2, 0), (1, 0, 2)  # they generate every permutation of three classes
# the table with the classes renamed: class order[k] becomes class k (rows and columns alike)
RELABELLED3 = {order: M3.extract(list(order), list(order)) for order in (CYCLE, SWAP)}
pi_of = metrics.scott_pi

# every N: the pooled shares (TOP_k + P_k)/(2 POP) sum to 1
C = Array("C")
k = fresh("k")
S_ = total(C)
POOLED_TOTAL = fraction(Sum(col(C, k) + row(C, k), k), (S_, IndexPoly.const(2)))

# every N: p_c of A8.3 and of A9.3 with the shares pi_i = (TOP_i + P_i)/(2 POP), TOP_i = c_i, P_i = r_i
TWO = IndexPoly.const(2)
ACC_OVERALL = fraction(trace(C), (S_,))
k2, k3, k4 = fresh("k"), fresh("k"), fresh("k")
PC_SCOTT = fraction(Sum((col(C, k2) + row(C, k2)) * (col(C, k2) + row(C, k2)), k2), (S_, TWO, S_, TWO))  # sum pi_i^2
PI_PRINTED = (ACC_OVERALL - PC_SCOTT) / (1 - PC_SCOTT)
Q = Sum((row(C, k3) + col(C, k3)) * (row(C, k3) + col(C, k3)), k3)  # sum_k (r_k + c_k)^2
SCOTT_PI = fraction(4 * S_ * trace(C) - Q, 4 * S_ * S_ - Q)  # DT2019-S4.1.form
# sum_i pi_i (1 - pi_i) over the common denominator (2 POP)^2
GWET_SUM = fraction(Sum((col(C, k4) + row(C, k4)) * (2 * S_ - col(C, k4) - row(C, k4)), k4), (S_, TWO, S_, TWO))
at = partial(atomize, arrays=[C])  # at(e): the closed index sum e over atoms
N_CLASSES = atomize(Sum(IndexPoly.const(1), fresh("k")), ())  # |C| = N = sum_k 1
PC_GWET = at(GWET_SUM) / (N_CLASSES - 1)
AC1_PRINTED = (at(trace(C)) / at(S_) - PC_GWET) / (1 - PC_GWET)
AC1_DENOMINATOR = 4 * (N_CLASSES - 2) * at(S_) ** 2 + at(Q)
AC1_CLOSED = (4 * (N_CLASSES - 1) * at(S_) * at(trace(C)) - 4 * at(S_) ** 2 + at(Q)) / AC1_DENOMINATOR
AC1_DEFINED = (sp.Ne(at(S_), 0), sp.Ge(N_CLASSES, 2), sp.Ne(AC1_DENOMINATOR, 0))
AC1_GOAL = sp.Eq(AC1_PRINTED, AC1_CLOSED)

# A8.1: the raters exchanged (every N) and the classes renamed (N = 3)
C_T = Array("C_T", symbol="C", transposed=True)
k5 = fresh("k")
Q_T = Sum((row(C_T, k5) + col(C_T, k5)) * (row(C_T, k5) + col(C_T, k5)), k5)
S_T = total(C_T)
PI_TRANSPOSED = IdentityAllN(
    "PYCM-A8.1.transposed",
    "Scott's pi (4 S tr - Q)/(4 S^2 - Q) of the transposed table is that of the table, every N (where defined)",
    pycm("cell 706, L1351-1356 (suite step)"),
    equations=[(fraction(4 * S_T * trace(C_T) - Q_T, 4 * S_T * S_T - Q_T), SCOTT_PI)],
    arrays=[C, C_T],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("PYCM-A8.4",),
)
# the classes renamed by any permutation sigma, every N (the invariance rule of
# kappamcc.prove.index_sums: a closed index sum of arrays renamed alike is unchanged)
C_R = Array("C_R", symbol="C", relabelled=True)
k6 = fresh("k")
Q_R = Sum((row(C_R, k6) + col(C_R, k6)) * (row(C_R, k6) + col(C_R, k6)), k6)
S_R = total(C_R)
PI_RENAMED = IdentityAllN(
    "PYCM-A8.1.renamed",
    "Scott's pi (4 S tr - Q)/(4 S^2 - Q) of the table with its classes "
    "renamed by any permutation (rows and columns alike) is that of the table, every N (where "
    "defined)",
    pycm("cell 706, L1351-1356 (suite step)"),
    equations=[(fraction(4 * S_R * trace(C_R) - Q_R, 4 * S_R * S_R - Q_R), SCOTT_PI)],
    arrays=[C, C_R],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("PYCM-A8.4",),
)
PI_RENAMED3 = Relation(
    "PYCM-A8.1.renamed3",
    "N = 3: kappamcc.metrics.scott_pi does not change when the classes are "
    "renamed (a 3-cycle and a swap, which generate every permutation) or the table transposed",
    pycm("cell 706, L1351-1356 (suite step)"),
    relation=[
        eq(pi_of(RELABELLED3[CYCLE]), pi_of(M3)),
        eq(pi_of(RELABELLED3[SWAP]), pi_of(M3)),
        eq(pi_of(M3.T), pi_of(M3)),
    ],
    domain=domain3(
        1 - PC_SCOTT3,
        *[1 - sum(((TOP3[t] + P3[t]) / (2 * POP3)) ** 2 for t in order) for order in [CYCLE, SWAP]],
        text="Scott's pi defined",
    ),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

# A9.1's two tables: the same observed agreement 0.9, prevalence 1/2 and 9/10
BALANCED, SKEWED = [[45, 5], [5, 45]], [[85, 5], [5, 5]]
# A9.3: the pooled shares of three classes, pi_3 = 1 - pi_1 - pi_2
p1, p2 = sp.symbols("pi_1 pi_2", real=True)
SHARES = [p1, p2, 1 - p1 - p2]
PC_GWET_SHARES = sum(p * (1 - p) for p in SHARES) / 2
SIMPLEX = Domain(
    symbols=(p1, p2),
    constraints=(p1 >= 0, p2 >= 0, p1 + p2 <= 1),
    text="pi_1, pi_2 >= 0, pi_1 + pi_2 <= 1 (pi_3 = 1 - pi_1 - pi_2)",
    # pi_1 = u, pi_2 = (1 - u) t for u, t in [0, 1]
    sampler=PointsFrom(
        coordinates={p1: P, p2: (1 - P) * T},
        parameters={P: unit_fractions(closed=True), T: unit_fractions(closed=True)},
    ),
)

CLAIMS = [
    Relation(
        "PYCM-A7.1",
        "Bennett's S adjusts for the agreement expected by chance: S = 0 exactly when ACC_Overall is "
        "the chance level p_c = 1/|C|, and S = 1 exactly at perfect agreement, every |C| >= 2",
        pycm(
            "cell 700, L1337-1341",
            quote="adjusting inter-rater reliability to accommodate the percentage of rater "
            "agreement that might be expected by chance",
        ),
        relation=[
            sp.Implies(eq(S_PRINTED, 0), eq(ACC_, 1 / N_)),
            sp.Implies(eq(ACC_, 1 / N_), eq(S_PRINTED, 0)),
            sp.Implies(eq(S_PRINTED, 1), eq(ACC_, 1)),
            sp.Implies(eq(ACC_, 1), eq(S_PRINTED, 1)),
        ],
        domain=CLASSES_AND_ACCURACY,
        expected=Status.PROVED,
    ),
    Relation(
        "PYCM-A7.2",
        "p_c = 1/|C| is the agreement of two raters who choose among the |C| classes uniformly and "
        "independently: |C| (1/|C|)^2 = 1/|C|, every |C| >= 2",
        pycm("cell 701, L1342-1343", r"p_c=\frac{1}{|C|}"),
        relation=eq(N_ * (1 / N_) ** 2, P_C_BENNETT),
        domain=CLASSES_AND_ACCURACY,
        expected=Status.PROVED,
        reading="the chance agreement of S: each rater picks class k with probability 1/|C|",
    ),
    Relation(
        "PYCM-A7.3",
        "S = (ACC_Overall - p_c)/(1 - p_c) is Bennett, Alpert and Goldstein's (1954) S: "
        "|C|/(|C| - 1) (ACC_Overall - 1/|C|), every |C| >= 2",
        pycm("cell 702, L1344-1345", r"S=\frac{ACC_{Overall}-p_c}{1-p_c}"),
        relation=eq(S_PRINTED, N_ / (N_ - 1) * (ACC_ - 1 / N_)),
        domain=CLASSES_AND_ACCURACY,
        expected=Status.PROVED,
        uses=("PYCM-A7.3.n3",),
    ),
    Relation(
        "PYCM-A7.3.n3",
        "N = 3: S = (ACC_Overall - 1/3)/(1 - 1/3) is kappamcc.metrics.bennett_s",
        pycm("cell 702, L1344-1345 (suite check against kappamcc.metrics)"),
        relation=eq(S3, metrics.bennett_s(M3)),
        domain=Domain(symbols=CELLS, constraints=COUNTS3, text="3 x 3 counts >= 0 with S > 0"),
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    printed_output(
        "PYCM-A7.4",
        "cm.S, Bennett's S of cm (3/8)",
        "cell 703, L1346-1347",
        exact=metrics.bennett_s(CM),
        printed="0.37500000000000006",
    ),
    AllOf(
        "PYCM-A8.1",
        "Scott's pi is a reliability coefficient for nominal data: it does not change when the two "
        "raters are exchanged (the table transposed) nor when the classes are renamed (permuted, rows and columns "
        "alike), every N",
        pycm(
            "cell 706, L1351-1356",
            quote="Scott's pi (named after William A. Scott) is a statistic for measuring "
            "inter-rater reliability for nominal data in communication studies.",
        ),
        parts=[PI_TRANSPOSED, PI_RENAMED],
        expected=Status.PROVED,
        reading="'nominal data': no order of the categories counts; 'inter-rater': the raters are interchangeable",
    ),
    PI_TRANSPOSED,
    PI_RENAMED,
    PI_RENAMED3,
    IdentityAllN(
        "PYCM-A8.2",
        "pi as printed (A8.3, A8.4) equals Scott's (1955) pi (4 S tr - Q)/(4 S^2 - Q) and Kappa "
        "Unbiased as printed (A2.3), every N (where defined)",
        pycm("cell 706, L1351-1356", quote="Equals to [Kappa Unbiased](#Kappa-unbiased)"),
        equations=[PI_PRINTED, SCOTT_PI, KAPPA_UNBIASED],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-A2.3", "PYCM-M6.2", "DT2019-S4.1.form"),
    ),
    IdentityAllN(
        "PYCM-A8.3",
        "p_c = sum_i ((TOP_i + P_i)/(2 POP))^2 sums the squared shares of the classes among all "
        "2 POP ratings of both raters, and these shares form a distribution: sum_i (TOP_i + P_i) = 2 POP, "
        "every N",
        pycm("cell 707, L1357-1358", r"p_c=\sum_{i=1}^{|C|}(\frac{TOP_i + P_i}{2\times POP})^2"),
        equations=[(POOLED_TOTAL, 1)],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-A8.4",),
        reading="Scott (1955): p_c is then the chance agreement of two raters who both draw from the pooled "
        "distribution; that the coefficient built on it is Scott's pi is A8.4",
    ),
    IdentityAllN(
        "PYCM-A8.4",
        "pi = (ACC_Overall - p_c)/(1 - p_c) with p_c of A8.3 is Scott's (1955) pi "
        "(4 S tr - Q)/(4 S^2 - Q), Q = sum_k (r_k + c_k)^2, every N (where defined)",
        pycm("cell 708, L1359-1360", r"\pi=\frac{ACC_{Overall}-p_c}{1-p_c}"),
        equations=[(PI_PRINTED, SCOTT_PI)],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-A8.3", "DT2019-S4.1.form", "PYCM-A8.4.n3"),
        reading="Scott's pi (P_o - P_e)/(1 - P_e), P_e = sum_k ((r_k + c_k)/2S)^2 (kappamcc.metrics.scott_pi), "
        "in the closed form of DT2019-S4.1.form; TOP_i = c_i, P_i = r_i, POP = S",
    ),
    Relation(
        "PYCM-A8.4.n3",
        "N = 3: pi = (ACC_Overall - p_c)/(1 - p_c) with p_c of A8.3 is kappamcc.metrics.scott_pi",
        pycm("cell 708, L1359-1360 (suite check against kappamcc.metrics)"),
        relation=eq(PI3, metrics.scott_pi(M3)),
        domain=PI_DEFINED3,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    printed_output(
        "PYCM-A8.5",
        "cm.PI, Scott's pi of cm (21/61)",
        "cell 709, L1361-1362",
        exact=metrics.scott_pi(CM),
        printed="0.34426229508196726",
    ),
    Relation(
        "PYCM-A9.1",
        "at the same observed agreement 0.9, moving the prevalence from 1/2 ([[45, 5], [5, 45]]) to 9/10 "
        "([[85, 5], [5, 5]]) changes kappa (4/5 to 4/9) more than AC1 (4/5 to 36/41)",
        pycm(
            "cell 712, L1366-1367",
            quote="Gwet (2002) demonstrated that AC1 can overcome the limitations that kappa is "
            "sensitive to trait prevalence and rater's classification probabilities (i.e., marginal probabilities), "
            "whereas AC1 provides more robust measure of inter-rater reliability",
        ),
        relation=[
            eq(metrics.accuracy(BALANCED), metrics.accuracy(SKEWED)),
            sp.Gt(
                metrics.kappa(BALANCED) - metrics.kappa(SKEWED),
                sp.Abs(metrics.gwet_ac1(BALANCED) - metrics.gwet_ac1(SKEWED)),
                evaluate=False,
            ),
        ],
        expected=Status.PROVED,
        reading="'sensitive to trait prevalence': at fixed agreement, the value moves with the prevalence; shown "
        "on one pair of tables",
    ),
    IdentityAllN(
        "PYCM-A9.2",
        "pi_i = (TOP_i + P_i)/(2 POP) is the share of class i among the 2 POP ratings of both "
        "raters: the pi_i sum to 1, every N",
        pycm("cell 713, L1368-1369", r"\pi_i=\frac{TOP_i + P_i}{2\times POP}"),
        equations=[(POOLED_TOTAL, 1)],
        arrays=[C],
        expected=Status.PROVED,
    ),
    Relation(
        "PYCM-A9.3",
        "Gwet's chance agreement p_c = 1/(|C| - 1) sum_i pi_i (1 - pi_i) lies in [0, 1/|C|] "
        "(N = 3: [0, 1/3]), so AC1's denominator 1 - p_c is never 0",
        pycm("cell 714, L1370-1371", r"p_c=\frac{1}{|C|-1}\sum_{i=1}^{|C|}\Big(\pi_i\times (1-\pi_i)\Big)"),
        relation=chain(0, "<=", PC_GWET_SHARES, "<=", sp.Rational(1, 3)),
        domain=SIMPLEX,
        expected=Status.PROVED,
        uses=("PYCM-A9.2",),
        reading="Gwet (2008): P_e <= 1/|C|; the shares pi_i as variables on the simplex",
    ),
    Derived(
        "PYCM-A9.4",
        "AC_1 = (ACC_Overall - p_c)/(1 - p_c) with p_c of A9.3 is Gwet's (2008) AC1 "
        "(4 (N - 1) S tr - 4 S^2 + Q)/(4 (N - 2) S^2 + Q), Q = sum_k (r_k + c_k)^2, every N >= 2",
        pycm("cell 715, L1372-1373", r"AC_1=\frac{ACC_{Overall}-p_c}{1-p_c}"),
        formula=matrices([C], hyps=AC1_DEFINED, goal=AC1_GOAL),
        lines=[Close(AC1_GOAL, AC1_DEFINED, (), arrays=(C,))],
        reading="Gwet's AC1 (P_o - P_e)/(1 - P_e), P_e = sum_k pi_k (1 - pi_k)/(N - 1), pi_k = (r_k + c_k)/2S "
        "(kappamcc.metrics.gwet_ac1), in closed form; |C| = N, the number of classes (the atom sum_k 1); "
        "TOP_i = c_i, P_i = r_i, POP = S; the denominator is never 0 (A9.3), a hypothesis here",
        expected=Status.PROVED,
        uses=("PYCM-A9.3", "PYCM-A9.4.n3"),
    ),
    Relation(
        "PYCM-A9.4.n3",
        "N = 3: AC_1 = (ACC_Overall - p_c)/(1 - p_c) with p_c of A9.3 is kappamcc.metrics.gwet_ac1",
        pycm("cell 715, L1372-1373 (suite check against kappamcc.metrics)"),
        relation=eq(AC1_3, metrics.gwet_ac1(M3)),
        domain=domain3(1 - PC_GWET3, text="p_c != 1"),
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    printed_output(
        "PYCM-A9.5",
        "cm.AC1, Gwet's AC1 of cm (51/131)",
        "cell 716, L1374-1375",
        exact=metrics.gwet_ac1(CM),
        printed="0.3893129770992367",
    ),
]
