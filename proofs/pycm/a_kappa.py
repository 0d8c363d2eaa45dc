"""Kappa, kappa unbiased and kappa no prevalence (PYCM-A1, A2, A3).

PyCM 4.4 Document, cells 630-642, L1182-1214:

    "Kappa is a statistic that measures inter-rater agreement for qualitative (categorical)
     items. It is generally thought to be a more robust measure than simple percent agreement
     calculation, as kappa takes into account the possibility of the agreement occurring by
     chance"  Benchmark1 Benchmark2 Benchmark3 Benchmark4                           (A1.1, A1.2)
    Kappa = (ACC_Overall - RACC_Overall)/(1 - RACC_Overall)                           (A1.3)
    cm.Kappa  0.35483870967741943                                                     (A1.4)
    "The unbiased kappa value is defined in terms of total accuracy and a slightly different
     computation of expected likelihood that averages the reference and response
     probabilities"  "Equals to Scott's Pi"                                         (A2.1, A2.2)
    Kappa_Unbiased = (ACC_Overall - RACCU_Overall)/(1 - RACCU_Overall)                (A2.3)
    cm.KappaUnbiased  0.34426229508196726                                             (A2.4)
    "Prevalence-adjusted and bias-adjusted kappa (PABAK)"                            (A3.1)
    Kappa_NoPrevalence = 2 x ACC_Overall - 1                                           (A3.2)
    cm.KappaNoPrevalence  0.16666666666666674                                         (A3.3)

ACC_Overall = sum_i TP_i/POP, RACC_Overall = sum_i TOP_i P_i/POP^2 and RACCU_Overall =
sum_i ((TOP_i + P_i)/(2 POP))^2 (PYCM-N13, M5.2, M6.2).  A1.3 is decided for every N against
Cohen's (1960) kappa in marginal form (S tr - sum r_k c_k)/(S^2 - sum r_k c_k) (relabelling
theorem) and for N = 3 against :func:`kappamcc.metrics.kappa`.  A2.3 is decided for every N
against Scott's (1955) pi, (P_o - P_e)/(1 - P_e) with the pooled P_e = sum_k ((r_k + c_k)/2S)^2,
in its closed form (4 S tr - Q)/(4 S^2 - Q), Q = sum_k (r_k + c_k)^2 (DT2019-S4.1.form): written
with RACCU_Overall's denominator kept as the factors S, S, 4, the printed quotient's
denominators cancel to 4 S^2 - Q and the relabelling theorem compares numerators and
denominators separately (N = 3 suffices, milliseconds; cross-multiplying the two quotients
instead needs an expansion far beyond the suite's time budget).  A2.3.n3 compares with
:func:`kappamcc.metrics.scott_pi` itself on a symbolic 3 x 3 matrix; A2.2 chains Kappa_Unbiased, the
closed form and Scott's pi as printed in its own section (A8.3, A8.4) for every N.

PABAK (Byrt, Bishop, Carlin 1993) is the kappa of the table whose diagonal cells are replaced
by their mean and whose off-diagonal cells by theirs (:func:`balanced_table`).  For two
classes that kappa is 2 ACC - 1 (A3.1, PROVED); for three it is (3 ACC - 1)/2, so the printed
2 ACC - 1 is not PABAK for |C| > 2: A3.2 is refuted with an exact 3 x 3 counterexample, and its
correction, (|C| ACC - 1)/(|C| - 1), is proved for N = 3 (it is also Bennett's S,
:func:`kappamcc.metrics.pabak`).  The printed value A3.3 is judged against the printed formula
it evaluates (A3.2); PABAK of cm is 3/8 (A3.3.pabak).

Readings.  A1.1, "kappa takes into account the possibility of the agreement occurring by
chance": for ratings independent of each other (C_ij = u_i v_j, a rank-one table: the
agreement is all chance) ACC_Overall = RACC_Overall, so the agreement that kappa counts is 0,
every N; "more robust than percent agreement" is a judgement.  A1.2: the four benchmark links
are PyCM's SOA1-SOA4 tables (PYCM-T1-T4); cm's kappa 11/31 is checked to fall in the bands
whose labels PyCM prints ('Fair', 'Poor', 'Fair', 'Poor').  A2.1, "a slightly different
computation of expected likelihood": RACCU_Overall - RACC_Overall = sum_i (P_i - TOP_i)^2/
(4 POP^2) >= 0, zero exactly when each class is predicted as often as it occurs, every N.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Scope, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import IdentityAllN, Relation, chain, eq
from kappamcc.model.index_forms import col, fresh, kappa_marginal, row, total, trace
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, fraction
from kappamcc.families.pycm_common import balanced_table
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import (
    ACC_OVERALL3,
    CELLS2,
    COUNTS2,
    M2,
    M3,
    RACC_OVERALL3,
    RACCU_OVERALL3,
    domain3,
)
from kappamcc.proofs.pycm.x_example_matrix import CM, printed_output

# ---------------------------------------------------------------------------
# every N: PyCM's overall quantities as index sums (rows actual)

C = Array("C")
S = total(C)
FOUR = IndexPoly.const(4)
k = fresh("k")
ACC_OVERALL = fraction(trace(C), (S,))
RACC_OVERALL = fraction(Sum(col(C, k) * row(C, k), k), (S, S))
KAPPA_PRINTED = (ACC_OVERALL - RACC_OVERALL) / (1 - RACC_OVERALL)
m_ = fresh("m")
RACCU_OVERALL = fraction(Sum((col(C, m_) + row(C, m_)) * (col(C, m_) + row(C, m_)), m_), (S, S, FOUR))
q_ = fresh("q")
POOLED_SQUARES = Sum((row(C, q_) + col(C, q_)) * (row(C, q_) + col(C, q_)), q_)  # Q = sum_k (r_k + c_k)^2
KAPPA_UNBIASED = (ACC_OVERALL - RACCU_OVERALL) / (1 - RACCU_OVERALL)
SCOTT_PI = fraction(4 * S * trace(C) - POOLED_SQUARES, 4 * S * S - POOLED_SQUARES)  # DT2019-S4.1.form
# Scott's pi as printed in its own section (A8.3, A8.4): p_c = sum_i ((TOP_i + P_i)/(2 POP))^2
TWO = IndexPoly.const(2)
s_ = fresh("s")
PC_SCOTT = fraction(Sum((col(C, s_) + row(C, s_)) * (col(C, s_) + row(C, s_)), s_), (S, TWO, S, TWO))
PI_AS_PRINTED = (ACC_OVERALL - PC_SCOTT) / (1 - PC_SCOTT)
n_ = fresh("n")
SQUARED_BIAS = fraction(Sum((row(C, n_) - col(C, n_)) * (row(C, n_) - col(C, n_)), n_), (S, S, FOUR))

# independent ratings: C_ij = u_i v_j
u, v = Array("u", "vector"), Array("v", "vector")
i, j, p = fresh("i"), fresh("j"), fresh("p")
S_uv = Sum(u[i] * v[j], i, j)
agreement_uv = Sum(u[p] * v[p], p)  # sum_i TP_i
chance_uv = Sum((u[p] * Sum(v[j], j)) * (v[p] * Sum(u[i], i)), p)  # sum_i P_i TOP_i, P_i = u_i sum v, TOP_i = v_i sum u

# ---------------------------------------------------------------------------
# N = 3 and N = 2


BINARY = Domain(symbols=CELLS2, constraints=COUNTS2, text="2 x 2 counts >= 0, S > 0")
COUNTS3_DOMAIN = domain3(text="N = 3")
# the kappa the claims compare with is derived from these matrices (kappamcc.model.family)
TABLE3 = Family("3 x 3 counts", M3, COUNTS3_DOMAIN)
BALANCED2 = Family("balanced table of a 2 x 2 table", balanced_table(M2), BINARY)
BALANCED3 = Family("balanced table of a 3 x 3 table", balanced_table(M3), COUNTS3_DOMAIN)
KAPPA_DEFINED3 = domain3(1 - RACC_OVERALL3, text="RACC_Overall != 1 (kappa defined)")
PI_DEFINED3 = domain3(1 - RACCU_OVERALL3, text="RACCU_Overall != 1 (Scott's pi defined)")
KAPPA_UNBIASED3 = (ACC_OVERALL3 - RACCU_OVERALL3) / (1 - RACCU_OVERALL3)
KAPPA = metrics.kappa(CM)

A1_WORDS = "cell 630, L1182-1190"
A2_WORDS = "cell 635, L1198-1201"
A1_3 = r"Kappa=\frac{ACC_{Overall}-RACC_{Overall}}{1-RACC_{Overall}}"

A1_3_N3 = Relation(
    "PYCM-A1.3.n3",
    "N = 3: (ACC_Overall - RACC_Overall)/(1 - RACC_Overall) is Cohen's kappa derived from the 3 x 3 matrix",
    pycm("cell 631, L1191-1192 (suite check against kappamcc.metrics)", A1_3),
    relation=eq((ACC_OVERALL3 - RACC_OVERALL3) / (1 - RACC_OVERALL3), TABLE3.kappa),
    domain=KAPPA_DEFINED3,
    expected=Status.PROVED,
    origin=Origin.SUITE,
    families=(TABLE3,),
)
PABAK_N3 = Relation(
    "PYCM-A3.2.corrected",
    "PABAK, the kappa of the balanced table, is (|C| ACC_Overall - 1)/(|C| - 1), "
    "= (3 ACC_Overall - 1)/2 for |C| = 3 (kappamcc.metrics.pabak, Bennett's S); 2 ACC_Overall - 1 only for "
    "|C| = 2 (A3.1)",
    pycm("cell 641, L1211-1212 (corrected)"),
    relation=[
        eq(BALANCED3.kappa, (3 * ACC_OVERALL3 - 1) / 2),
        eq(metrics.pabak(M3), (3 * ACC_OVERALL3 - 1) / 2),
        eq(metrics.bennett_s(M3), (3 * ACC_OVERALL3 - 1) / 2),
    ],
    domain=COUNTS3_DOMAIN,
    expected=Status.PROVED,
    origin=Origin.SUITE,
    families=(BALANCED3,),
)

CLAIMS = [
    IdentityAllN(
        "PYCM-A1.1",
        "kappa takes into account the agreement occurring by chance: for independent ratings "
        "(C_ij = u_i v_j) the observed agreement equals the chance agreement, ACC_Overall = RACC_Overall "
        "(POP sum_i TP_i = sum_i TOP_i P_i), so the agreement kappa counts is 0, every N",
        pycm(A1_WORDS, quote="as kappa takes into account the possibility of the agreement occurring by chance"),
        equations=[(S_uv * agreement_uv, chance_uv)],
        arrays=[u, v],
        expected=Status.PROVED,
        reading="'agreement occurring by chance': two raters rating independently, whose table is the outer "
        "product of their marginals",
    ),
    Relation(
        "PYCM-A1.2",
        "the kappa benchmarks (Benchmark1-4: SOA1-SOA4, PYCM-T1-T4) place cm's Kappa = 11/31 in "
        "Landis & Koch's and Altman's band 0.2-0.4 ('Fair') and below Fleiss' and Cicchetti's 0.40 ('Poor'), "
        "the labels cm.SOA1-SOA4 print",
        pycm(A1_WORDS, quote="Benchmark1 Benchmark2 Benchmark3 Benchmark4"),
        relation=chain(sp.Rational(1, 5), "<", KAPPA, "<", sp.Rational(2, 5)),
        expected=Status.PROVED,
        reading="the link targets are not kept in the file; the tables are PYCM-T1-T4",
    ),
    IdentityAllN(
        "PYCM-A1.3",
        "Kappa = (ACC_Overall - RACC_Overall)/(1 - RACC_Overall) is Cohen's (1960) kappa "
        "(S tr - sum_k r_k c_k)/(S^2 - sum_k r_k c_k), every N (where defined)",
        pycm("cell 631, L1191-1192", A1_3),
        equations=[(KAPPA_PRINTED, kappa_marginal(C))],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-M5.2", "PYCM-A1.3.n3"),
    ),
    A1_3_N3,
    printed_output(
        "PYCM-A1.4",
        "cm.Kappa, Cohen's kappa of cm (11/31)",
        "cell 632, L1193-1194",
        exact=KAPPA,
        printed="0.35483870967741943",
    ),
    IdentityAllN(
        "PYCM-A2.1",
        "the unbiased kappa's expected likelihood, from the averaged distributions, differs from "
        "kappa's by the squared marginal differences: RACCU_Overall - RACC_Overall = "
        "sum_i (P_i - TOP_i)^2/(4 POP^2) (>= 0, = 0 iff every class is predicted as often as it occurs), every N",
        pycm(
            A2_WORDS,
            quote="a slightly different computation of expected likelihood that averages the reference and "
            "response probabilities",
        ),
        equations=[(RACCU_OVERALL - RACC_OVERALL, SQUARED_BIAS)],
        arrays=[C],
        expected=Status.PROVED,
        reading="'slightly different': the difference of the two chance agreements, in closed form",
    ),
    IdentityAllN(
        "PYCM-A2.2",
        "Kappa_Unbiased (A2.3) equals Scott's pi as Scott (1955) defines it, (4 S tr - Q)/(4 S^2 - Q), "
        "Q = sum_k (r_k + c_k)^2, and as PyCM prints it (A8.3, A8.4), every N (where defined)",
        pycm(A2_WORDS, quote="Equals to [Scott's Pi](#Scott's-Pi)"),
        equations=[KAPPA_UNBIASED, SCOTT_PI, PI_AS_PRINTED],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-M6.2", "DT2019-S4.1.form", "PYCM-A2.3.n3"),
        reading="Scott's pi in the closed form of DT2019-S4.1.form (kappamcc.metrics.scott_pi, compared at N = 3 "
        "in A2.3.n3); Scott's pi as printed: (ACC_Overall - p_c)/(1 - p_c), "
        "p_c = sum_i ((TOP_i + P_i)/(2 POP))^2",
    ),
    IdentityAllN(
        "PYCM-A2.3",
        "Kappa_Unbiased = (ACC_Overall - RACCU_Overall)/(1 - RACCU_Overall) is Scott's (1955) pi "
        "(4 S tr - Q)/(4 S^2 - Q), Q = sum_k (r_k + c_k)^2, every N (where defined)",
        pycm("cell 636, L1202-1203", r"Kappa_{Unbiased}=\frac{ACC_{Overall}-RACCU_{Overall}}{1-RACCU_{Overall}}"),
        equations=[(KAPPA_UNBIASED, SCOTT_PI)],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-M6.2", "DT2019-S4.1.form", "PYCM-A2.3.n3"),
        reading="Scott's pi (P_o - P_e)/(1 - P_e) with the pooled chance agreement P_e = sum_k ((r_k + c_k)/2S)^2 "
        "(kappamcc.metrics.scott_pi), in the closed form of DT2019-S4.1.form; ACC_Overall = tr/S, "
        "RACCU_Overall = sum_i ((TOP_i + P_i)/(2 POP))^2 with TOP_i = c_i, P_i = r_i, POP = S",
    ),
    Relation(
        "PYCM-A2.3.n3",
        "N = 3: Kappa_Unbiased = (ACC_Overall - RACCU_Overall)/(1 - RACCU_Overall) is kappamcc.metrics.scott_pi",
        pycm("cell 636, L1202-1203 (suite check against kappamcc.metrics)"),
        relation=eq(KAPPA_UNBIASED3, metrics.scott_pi(M3)),
        domain=PI_DEFINED3,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    printed_output(
        "PYCM-A2.4",
        "cm.KappaUnbiased, Scott's pi of cm (21/61)",
        "cell 637, L1204-1205",
        exact=metrics.scott_pi(CM),
        printed="0.34426229508196726",
    ),
    Relation(
        "PYCM-A3.1",
        "PABAK (Byrt, Bishop, Carlin 1993), the kappa of the balanced table, is 2 ACC - 1 for two classes",
        pycm("cell 640, L1209-1210", quote="Prevalence-adjusted and bias-adjusted kappa (PABAK) [[14]](#ref14)."),
        relation=[
            eq(BALANCED2.kappa, 2 * metrics.accuracy(M2) - 1),
            eq(metrics.pabak(M2), 2 * metrics.accuracy(M2) - 1),
        ],
        domain=BINARY,
        expected=Status.PROVED,
        scope=Scope.full("the two-class table of Byrt, Bishop and Carlin's PABAK (the source [14] the name cites)"),
        reading="the name and its source [14] (Byrt et al., two classes); the multi-class formula is A3.2",
        families=(BALANCED2,),
    ),
    Relation(
        "PYCM-A3.2",
        "Kappa_NoPrevalence = 2 ACC_Overall - 1 is PABAK, the kappa of the balanced table (Byrt, "
        "Bishop, Carlin 1993), checked at |C| = 3",
        pycm("cell 641, L1211-1212", r"Kappa_{NoPrevalence}=2 \times ACC_{Overall}-1"),
        relation=eq(2 * ACC_OVERALL3 - 1, BALANCED3.kappa),
        domain=COUNTS3_DOMAIN,
        expected=Status.CORRECTED,
        correction=PABAK_N3,
        uses=("PYCM-A3.1",),
        erratum=Erratum.false(
            "Byrt et al.'s two-class PABAK 2 ACC - 1 is printed for any |C|; the kappa of the "
            "balanced table is (|C| ACC - 1)/(|C| - 1), so it fails for every |C| > 2"
        ),
        reading="the section names the formula PABAK (A3.1) and PyCM computes it for every number of classes",
        families=(BALANCED3,),
    ),
    printed_output(
        "PYCM-A3.3",
        "cm.KappaNoPrevalence = 2 ACC_Overall - 1 = 2 (7/12) - 1 = 1/6",
        "cell 642, L1213-1214",
        exact=2 * metrics.accuracy(CM) - 1,
        printed="0.16666666666666674",
        reading="judged against the printed formula it evaluates (A3.2)",
    ),
    Relation(
        "PYCM-A3.3.pabak",
        "PABAK of cm is (3 ACC - 1)/2 = 3/8, not the printed 1/6: cm has three classes",
        pycm("cell 642, L1213-1214 (suite check)"),
        relation=[
            eq(metrics.kappa(balanced_table(CM)), sp.Rational(3, 8)),
            sp.Ne(metrics.kappa(balanced_table(CM)), 2 * metrics.accuracy(CM) - 1, evaluate=False),
        ],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("PYCM-A3.2",),
    ),
]
