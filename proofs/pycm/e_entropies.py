"""The entropies of PyCM's document: reference, response, cross, joint and conditional entropy,
the Kullback-Leibler divergence and mutual information (PYCM-E1 to E7).

PyCM 4.4 Document, cells 719-768 (``shared/papers/pycm_docs.txt``):

    Likelihood_Reference = P_i/POP;  Likelihood_Response = TOP_i/POP;  P'(i,j) = Matrix(i,j)/POP
    Entropy_Reference = -sum_i Likelihood_Reference(i) log2 Likelihood_Reference(i)        (E1.3)
    Entropy_Response  = -sum_i Likelihood_Response(i) log2 Likelihood_Response(i)           (E2.3)
    Entropy_Cross     = -sum_i Likelihood_Reference(i) log2 Likelihood_Response(i)          (E3.4)
    Entropy_Joint     = -sum_ij P'(i,j) log2 P'(i,j)                                        (E4.3)
    P'(j|i) = Matrix(j,i)/P_i                                                               (E5.2)
    Entropy_Conditional = sum_i Likelihood_Reference(i) (-sum_j P'(j|i) log2 P'(j|i))       (E5.3)
    Divergence = -sum_i Likelihood_Reference log2(Likelihood_Reference/Likelihood_Response)  (E6.4)
    MI = -sum_ij P'(i,j) log2(P'(i,j) / (Likelihood_Reference(i) x Likelihood_Response(i)))  (E7.7)
    MI = Entropy_Response - Entropy_Conditional                                             (E7.8)
    0 x log2 0 = 0                                                  (E1.4, E2.4, E3.5, E4.4, E5.4)
    printed values on cm                                            (E1.5 ... E7.9)

How they are decided.  The likelihoods and the joint distribution (E1.2, E2.2, E3.2, E3.3,
E4.2, E6.2, E6.3, E7.4-E7.6) and the corrected P'(j|i) (E5.2.corrected) are index sums, decided
for every N by the relabelling theorem.  Every formula with a logarithm is written out on
symbolic 2 x 2 and 3 x 3 matrices of positive counts (rows actual = reference, columns predicted = response) and
compared exactly with the definition as :mod:`kappamcc.metrics` implements it (Shannon 1948;
Kullback & Leibler 1951; Cover & Thomas 2006, ch. 2): the engine's log basis writes every
logarithm over the logs of irreducible factors and decides the identity in exact arithmetic.
The readings of the words, the printed identities between named quantities (E7.2, E7.3,
E7.8) and the printed formulas found false (E5.3, E6.4, E7.7: a 2 x 2 counterexample refutes
a formula printed for every |C|; their corrections are proved on both sizes) are decided on
the 2 x 2 matrix (a 3 x 3 log identity costs 3 to 4 times as much).
Zero counts are the printed convention 0 log2 0 = 0, which is the limit of x log2 x as
x -> 0+ (E1.4 and its repeats).  The engine has no logarithm of an index sum, so the log
identities printed for every |C| are proved in part: their scope (ON_2X2, ON_BOTH) says so.  Printed values are judged against the exact values of cm
(sums of logarithms; their decimals are decided exactly).

Errata (the printed formula is REFUTED by an integer matrix, its correction PROVED):

* E5.2/E5.3: P'(j|i) = Matrix(j,i)/P_i divides column i by the row sum P_i: over j it sums to
  TOP_i/P_i, not 1, and the printed conditional entropy is neither H(response | reference)
  (what the words E5.1 and the value E5.5 are) nor H(reference | response).  On cm it gives
  0.86563..., while E5.5 prints 0.97579...  Correction: P'(j|i) = Matrix(i,j)/P_i.
* E6.4: the divergence is printed with a minus sign: it is -D(reference || response) <= 0
  (on cm -0.09998, while E6.5 prints +0.09998).  Correction: no minus sign.
* E7.7: the mutual information is printed with a minus sign and with Likelihood_Response(i)
  where the definition has (j): on cm it gives -0.60754..., while E7.9 prints 0.52421...
  Correction: MI = sum_ij P'(i,j) log2(P'(i,j) / (Likelihood_Reference(i) Likelihood_Response(j))).

Readings of the words.  E1.1/E2.1 "the average negative log probability of outcomes": the
mean over the POP cases of -log2 of the probability of the case's reference (response)
class.  E3.1 "negative log probabilities of the response distribution weighted by the
reference distribution": sum_i p_i (-log2 q_i), p the reference, q the response
distribution; with the decomposition H(p, q) = H(p) + D(p || q).  E4.1: the joint entropy
obeys the chain rule H(ref, resp) = H(ref) + H(resp | ref).  E5.1: H(response | reference) =
sum_i p_i H(row i), the definition the correction of E5.2 gives.  E6.1 "a measure of how one
probability distribution diverges from a second": the divergence is 0 when the two
distributions agree (a matrix whose row sums equal its column sums) and positive for cm (that
it is >= 0 for every matrix, Gibbs' inequality, is not decided here: the kernel's Lift sums a
per-class inequality only when the summand is an index polynomial, and p log(p/q) is not one;
proved in part).  E7.1 "KL divergence
between the product of the individual distributions and the joint distribution": D(joint ||
product), the standard direction (Cover & Thomas 2006, eq. 2.28).  E7.2 "symmetric": MI is
unchanged when reference and response swap (the matrix transposed).  E7.3: MI =
Entropy_Reference - H(reference | response).  E7.8: Entropy_Conditional is the quantity of
E5.1 and E5.5, H(response | reference) (the printed E5.3 formula is the erratum above).
The repeated likelihood rows (E3.2, E3.3, E6.2, E6.3, E7.4-E7.6) say that P_i/POP, TOP_i/POP
and Matrix(i,j)/POP are probability distributions, the first two the marginals of the third.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Scope, Status
from kappamcc.model.index_forms import col, fresh, row, total
from kappamcc.model.kinds import IdentityAllN, Limit, Relation, chain, eq
from kappamcc.prove.index_sums import Array, Sum, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.model import index_forms as forms
from kappamcc.prove.log_sums import sum_over
from kappamcc.proofs.pycm.o_common import (
    CM,
    COUNTS2,
    INTEGER_COUNTS3,
    LOGS,
    LOGS_PREDICTED,
    N3,
    ON2,
    col_sum,
    log_identity,
    M2,
    population,
    printed_float,
    row_sum,
    weighted_log,
)

# ---------------------------------------------------------------------------
# the printed formulas, for any matrix (0 log 0 = 0: a term whose weight is a known 0 is 0)


ON = {"cm": CM, "2 x 2": M2}  # the matrices the printed formulas are evaluated on
LR = {name: [row_sum(M, i) / population(M) for i in range(M.rows)] for name, M in ON.items()}  # E1.2: P_i / POP
LP = {name: [col_sum(M, i) / population(M) for i in range(M.rows)] for name, M in ON.items()}  # E2.2: TOP_i / POP
JOINT = {  # E4.2: P'(i,j) = Matrix(i,j) / POP, [i][j]
    name: [[M[i, j] / population(M) for j in range(M.rows)] for i in range(M.rows)] for name, M in ON.items()
}
GIVEN_PRINTED = {  # E5.2 as printed: P'(j|i) = Matrix(j,i) / P_i, [i][j]
    name: [[M[j, i] / row_sum(M, i) for j in range(M.rows)] for i in range(M.rows)] for name, M in ON.items()
}
ENTROPY_CONDITIONAL_PRINTED = {  # E5.3: sum_i Likelihood_Reference(i) (-sum_j P'(j|i) log2 P'(j|i))
    name: sum(
        LR[name][i] * -sum(weighted_log(GIVEN_PRINTED[name][i][j], GIVEN_PRINTED[name][i][j]) for j in range(M.rows))
        for i in range(M.rows)
    )
    for name, M in ON.items()
}
DIVERGENCE_PRINTED = {  # E6.4 as printed: -sum_i LR(i) log2(LR(i) / LP(i)) (the correction has no minus sign)
    name: -1 * sum(weighted_log(LR[name][i], LR[name][i] / LP[name][i]) for i in range(M.rows))
    for name, M in ON.items()
}
MI_SUM_PRINTED = {  # E7.7 without its minus sign: sum_ij P'(i,j) log2(P'(i,j) / (LR(i) LP(i))), as printed
    name: sum(
        weighted_log(JOINT[name][i][j], JOINT[name][i][j] / (LR[name][i] * LP[name][i]))
        for i in range(M.rows)
        for j in range(M.rows)
    )
    for name, M in ON.items()
}
MI_SUM_J = {  # the same with Likelihood_Response(j) (the correction)
    name: sum(
        weighted_log(JOINT[name][i][j], JOINT[name][i][j] / (LR[name][i] * LP[name][j]))
        for i in range(M.rows)
        for j in range(M.rows)
    )
    for name, M in ON.items()
}


# E6.1: a 3 x 3 matrix whose row sums equal its column sums, not symmetric
a, b, c, d, e = sp.symbols("a b c d e", positive=True)
BALANCED = sp.Matrix([[a, b, c], [c, d, b], [b, c, e]])
BALANCED_DOMAIN = Domain(
    symbols=(a, b, c, d, e),
    constraints=(),
    text="[[a, b, c], [c, d, b], [b, c, e]], a, ..., e > 0: row sums = column sums",
)

# the convention 0 log2 0 = 0 is the limit of x log2 x at 0+
x = sp.Symbol("x", positive=True)
POSITIVE_X = Domain(symbols=(x,), constraints=(), text="x > 0")


# every N: the likelihoods as index sums over an N x N matrix (rows actual = reference)
C = Array("C")
POP_ALL = total(C)

# every N: the printed formulas with the logarithms of kappamcc.prove.log_sums (LOGS, or
# LOGS_PREDICTED where a cross entropy or divergence must be finite), compared with the
# definitions of kappamcc.model.index_forms (tested against kappamcc.metrics on matrices with zero counts);
# i_, j_ are the classes (free here, bound by the sums)
i_, j_ = fresh("i"), fresh("j")
LR_N, LP_N = LOGS.row(i_) / LOGS.total(), LOGS.col(i_) / LOGS.total()  # E1.2, E2.2 of class i_
LP_N_J = LOGS.col(j_) / LOGS.total()  # E2.2 of class j_
JOINT_N = LOGS.entry(i_, j_) / LOGS.total()  # E4.2: Matrix(i,j) / POP
LR_NP, LP_NP = LOGS_PREDICTED.row(i_) / LOGS_PREDICTED.total(), LOGS_PREDICTED.col(i_) / LOGS_PREDICTED.total()
PRINTED_ENTROPY_REFERENCE_N = -sum_over(LR_N * LR_N.log2(), i_)  # E1.3
PRINTED_ENTROPY_RESPONSE_N = -sum_over(LP_N * LP_N.log2(), i_)  # E2.3
PRINTED_CROSS_ENTROPY_N = -sum_over(LR_NP * LP_NP.log2(), i_)  # E3.4
PRINTED_JOINT_ENTROPY_N = -sum_over(JOINT_N * JOINT_N.log2(), i_, j_)  # E4.3
# E1.1, E2.1: (1/POP) sum over the cases of -log2 of the probability of the case's class (the
# Matrix(i,j) cases of cell (i,j) each contribute -log2 of the likelihood of class i, resp. j)
AVERAGE_NEGATIVE_LOG_REFERENCE_N = sum_over(JOINT_N * -LR_N.log2(), i_, j_)
AVERAGE_NEGATIVE_LOG_RESPONSE_N = sum_over(JOINT_N * -LP_N_J.log2(), i_, j_)
WEIGHTED_ROW_ENTROPIES_N = sum_over(LR_N * forms.entropy_of_row(LOGS, i_), i_)  # E5.1, E5.3 corrected
DIVERGENCE_N = sum_over(LR_NP * (LR_NP / LP_NP).log2(), i_)  # E6.4 corrected: no minus sign
MUTUAL_INFORMATION_N = sum_over(JOINT_N * (JOINT_N / (LR_N * LP_N_J)).log2(), i_, j_)  # E7.1, E7.7 corrected

NOTE_ZERO = "; zero counts by 0 log2 0 = 0 (E1.4), which makes a term of a class with no case 0"

LR_TEX = r"Likelihood_{Reference}=\frac{P_i}{POP}"
LP_TEX = r"Likelihood_{Response}=\frac{TOP_i}{POP}"
JOINT_TEX = r"P^{'}(i,j)=\frac{Matrix(i,j)}{POP}"

# P_i/POP (reference) or TOP_i/POP (response) sum to 1 over the classes, every N: E1.2 and E2.2,
# printed again as E3.2-E3.3, E6.2-E6.3, E7.5-E7.6
k_ = fresh("k")
SHARES = {  # the likelihood's numerator, the cases it counts, their sum over the classes
    "reference": ("P_i", "actually in", Sum(row(C, k_), k_)),
    "response": ("TOP_i", "predicted as", Sum(col(C, k_), k_)),
}
DISTRIBUTIONS = {
    claim_id: IdentityAllN(
        claim_id,
        f"Likelihood_{which.capitalize()}(i) = {SHARES[which][0]}/POP "
        f"is the {which} distribution: the share of the cases {SHARES[which][1]} class i, summing to 1 over the "
        "classes, every N (POP > 0)",
        pycm(locator, printed),
        equations=[(fraction(SHARES[which][2], POP_ALL), 1)],
        arrays=[C],
        expected=Status.PROVED,
        uses=uses,
    )
    for claim_id, locator, printed, which, uses in [
        ("PYCM-E1.2", "cell 720, L1381-1382", LR_TEX, "reference", ()),
        ("PYCM-E2.2", "cell 727, L1394-1395", LP_TEX, "response", ()),
        ("PYCM-E3.2", "cell 734, L1409-1410", LR_TEX, "reference", ("PYCM-E1.2",)),
        ("PYCM-E3.3", "cell 735, L1411-1412", LP_TEX, "response", ("PYCM-E2.2",)),
        ("PYCM-E6.2", "cell 756, L1454-1455", LP_TEX, "response", ("PYCM-E2.2",)),
        ("PYCM-E6.3", "cell 757, L1456-1457", LR_TEX, "reference", ("PYCM-E1.2",)),
        ("PYCM-E7.5", "cell 764, L1472-1473", LR_TEX, "reference", ("PYCM-E1.2",)),
        ("PYCM-E7.6", "cell 765, L1474-1475", LP_TEX, "response", ("PYCM-E2.2",)),
    ]
}

# P'(i,j) is the joint distribution, every N: E4.2, printed again as E7.4 (i2 and j3 free)
i1, j1, i2, j2, i3, j3 = (fresh(name) for name in "ijijij")
JOINT_DISTRIBUTION = {
    claim_id: IdentityAllN(
        claim_id,
        "P'(i,j) = Matrix(i,j)/POP is the joint distribution of reference and response: it sums "
        "to 1, and its row and column sums are Likelihood_Reference(i) and Likelihood_Response(j), every "
        "N (POP > 0)",
        pycm(locator, JOINT_TEX),
        equations=[
            (fraction(Sum(C[i1, j1], i1, j1), POP_ALL), 1),
            (fraction(Sum(C[i2, j2], j2), POP_ALL), fraction(row(C, i2), POP_ALL)),
            (fraction(Sum(C[i3, j3], i3), POP_ALL), fraction(col(C, j3), POP_ALL)),
        ],
        arrays=[C],
        expected=Status.PROVED,
        uses=uses,
    )
    for claim_id, locator, uses in [
        ("PYCM-E4.2", "cell 742, L1424-1425", ()),
        ("PYCM-E7.4", "cell 763, L1470-1471", ("PYCM-E4.2",)),
    ]
}

# the convention 0 log2 0 = 0 (E1.4, printed again for each entropy) is the limit of x log2 x at 0+
CONVENTIONS = {
    claim_id: Limit(
        claim_id,
        f"the convention 0 x log2 0 = 0 ({what}) is the limit of x log2 x as x -> 0+, so that a "
        "term of a class with no case is 0",
        pycm(locator, r"0\times\log_{2}{0}\equiv0"),
        expr=x * sp.log(x, 2),
        var=x,
        to=0,
        value=0,
        domain=POSITIVE_X,
        expected=Status.PROVED,
        reading="a convention: checked as the continuous extension of x log2 x at 0" + note,
    )
    for claim_id, locator, what, note in [
        ("PYCM-E1.4", "cell 722, L1385-1386", "reference entropy", ""),
        ("PYCM-E2.4", "cell 729, L1398-1399", "response entropy", ""),
        (
            "PYCM-E3.5",
            "cell 737, L1415-1416",
            "cross entropy",
            "; it covers the terms of classes that never occur (Likelihood_Reference = 0), not a class that "
            "occurs and is never predicted, whose term -p log2 0 is +infinity (PyCM's code drops that term: "
            "docs/library_findings.md, finding 3)",
        ),
        ("PYCM-E4.4", "cell 744, L1428-1429", "joint entropy", ""),
        ("PYCM-E5.4", "cell 751, L1443-1444", "conditional entropy", ""),
    ]
}


src = {
    k: pycm(loc, tex)
    for k, loc, tex in [
        ("E1.1", "cell 719, L1379-1380", ""),
        (
            "E1.3",
            "cell 721, L1383-1384",
            r"Entropy_{Reference}=-\sum_{i=1}^{|C|}Likelihood_{Reference}(i)\times"
            r"\log_{2}{Likelihood_{Reference}(i)}",
        ),
        ("E2.1", "cell 726, L1392-1393", ""),
        (
            "E2.3",
            "cell 728, L1396-1397",
            r"Entropy_{Response}=-\sum_{i=1}^{|C|}Likelihood_{Response}(i)\times"
            r"\log_{2}{Likelihood_{Response}(i)}",
        ),
        ("E3.1", "cell 733, L1405-1408", ""),
        (
            "E3.4",
            "cell 736, L1413-1414",
            r"Entropy_{Cross}=-\sum_{i=1}^{|C|}Likelihood_{Reference}(i)\times"
            r"\log_{2}{Likelihood_{Response}(i)}",
        ),
        ("E3.5", "cell 737, L1415-1416", r"0\times\log_{2}{0}\equiv0"),
        ("E4.1", "cell 741, L1422-1423", ""),
        (
            "E4.3",
            "cell 743, L1426-1427",
            r"Entropy_{Joint}=-\sum_{i=1}^{|C|}\sum_{j=1}^{|C|}P^{'}(i,j)\times\log_{2}{P^{'}(i,j)}",
        ),
        ("E5.1", "cell 748, L1435-1438", ""),
        ("E5.2", "cell 749, L1439-1440", r"P^{'}(j|i)=\frac{Matrix(j,i)}{P_i}"),
        (
            "E5.3",
            "cell 750, L1441-1442",
            r"Entropy_{Conditional}=\sum_{i=1}^{|C|}\Bigg(Likelihood_{Reference}(i)\times"
            r"\Big(-\sum_{j=1}^{|C|}P^{'}(j|i)\times\log_{2}{P^{'}(j|i)}\Big)\Bigg)",
        ),
        ("E6.1", "cell 755, L1450-1453", ""),
        (
            "E6.4",
            "cell 758, L1458-1459",
            r"Divergence=-\sum_{i=1}^{|C|}Likelihood_{Reference}\times\log_{2}"
            r"{\frac{Likelihood_{Reference}}{Likelihood_{Response}}}",
        ),
        ("E7.1", "cell 762, L1465-1469", ""),
        (
            "E7.7",
            "cell 766, L1476-1477",
            r"MI=-\sum_{i=1}^{|C|}\sum_{j=1}^{|C|}P^{'}(i,j)\times\log_{2}\Big({\frac{P^{'}(i,j)}"
            r"{Likelihood_{Reference}(i)\times Likelihood_{Response}(i) }\Big)}",
        ),
        ("E7.8", "cell 767, L1478-1479", r"MI=Entropy_{Response}-Entropy_{Conditional}"),
    ]
}

# --- the corrections (origin SUITE) -----------------------------------------------------------
_i, _j = fresh("i"), fresh("j")
E5_2_CORRECTED = IdentityAllN(
    "PYCM-E5.2.corrected",
    "P'(j|i) = Matrix(i,j)/P_i (row i divided by its sum) is the distribution of the response "
    "given reference class i: it sums to 1 over j, for every class i with P_i > 0, every N",
    src["E5.2"],
    equations=[(fraction(Sum(C[_i, _j], _j), row(C, _i)), 1)],
    arrays=[C],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
E5_3_CORRECTED = log_identity(
    "PYCM-E5.3.corrected",
    "with P'(j|i) = Matrix(i,j)/P_i, the formula of E5.3 is the conditional entropy H(response | "
    "reference) (kappamcc.model.index_forms.conditional_entropy, given='actual'), every N" + NOTE_ZERO,
    src["E5.3"],
    [(WEIGHTED_ROW_ENTROPIES_N, forms.conditional_entropy(LOGS))],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="a class that never occurs (P_i = 0) has weight 0 and contributes 0: its P'(j|i) are 0/0, and the "
    "conditional entropy sums over the classes that occur (Cover & Thomas 2006, eq. 2.10)",
)
E6_4_CORRECTED = log_identity(
    "PYCM-E6.4.corrected",
    "without the minus sign, sum_i Likelihood_Reference(i) log2(Likelihood_Reference(i) / "
    "Likelihood_Response(i)) is the Kullback-Leibler divergence D(reference || response) "
    "(kappamcc.model.index_forms.kl_divergence), every N, wherever it is finite (every class that occurs is predicted)",
    src["E6.4"],
    [(DIVERGENCE_N, forms.kl_divergence(LOGS_PREDICTED))],
    atoms=LOGS_PREDICTED,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
E7_7_CORRECTED = log_identity(
    "PYCM-E7.7.corrected",
    "without the minus sign and with Likelihood_Response(j), sum_ij P'(i,j) log2(P'(i,j) / "
    "(Likelihood_Reference(i) Likelihood_Response(j))) is the mutual information (kappamcc.model.index_forms."
    "mutual_information), every N" + NOTE_ZERO,
    src["E7.7"],
    [(MUTUAL_INFORMATION_N, forms.mutual_information(LOGS))],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

CLAIMS = [
    # --- E1 reference entropy
    log_identity(
        "PYCM-E1.1",
        "the entropy of the reference is the average, over the cases, of -log2 of the "
        "probability P_i/POP of the case's reference (actual) class: it is the Shannon entropy of the "
        "reference (kappamcc.model.index_forms.reference_entropy), every N" + NOTE_ZERO,
        src["E1.1"],
        [(AVERAGE_NEGATIVE_LOG_REFERENCE_N, forms.reference_entropy(LOGS))],
        expected=Status.PROVED,
        reading="'the average negative log probability of outcomes' with the outcome of a case its reference class",
    ),
    DISTRIBUTIONS["PYCM-E1.2"],
    log_identity(
        "PYCM-E1.3",
        "Entropy_Reference as printed is the Shannon entropy of the actual classes "
        "(kappamcc.model.index_forms.reference_entropy), every N" + NOTE_ZERO,
        src["E1.3"],
        [(PRINTED_ENTROPY_REFERENCE_N, forms.reference_entropy(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-E1.2",),
    ),
    CONVENTIONS["PYCM-E1.4"],
    printed_float(
        "PYCM-E1.5",
        "cm.ReferenceEntropy, the reference entropy of cm",
        "cell 723, L1387-1388",
        metrics.reference_entropy(CM),
        "1.4833557549816874",
    ),
    # --- E2 response entropy
    log_identity(
        "PYCM-E2.1",
        "the entropy of the response is the average, over the cases, of -log2 of the "
        "probability TOP_j/POP of the case's response (predicted) class: it is the Shannon entropy of the "
        "response (kappamcc.model.index_forms.response_entropy), every N" + NOTE_ZERO,
        src["E2.1"],
        [(AVERAGE_NEGATIVE_LOG_RESPONSE_N, forms.response_entropy(LOGS))],
        expected=Status.PROVED,
        reading="'the average negative log probability of outcomes' with the outcome of a case its response class",
    ),
    DISTRIBUTIONS["PYCM-E2.2"],
    log_identity(
        "PYCM-E2.3",
        "Entropy_Response as printed is the Shannon entropy of the predicted classes "
        "(kappamcc.model.index_forms.response_entropy), every N" + NOTE_ZERO,
        src["E2.3"],
        [(PRINTED_ENTROPY_RESPONSE_N, forms.response_entropy(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-E2.2",),
    ),
    CONVENTIONS["PYCM-E2.4"],
    printed_float(
        "PYCM-E2.5",
        "cm.ResponseEntropy, the response entropy of cm (3/2)",
        "cell 730, L1400-1401",
        metrics.response_entropy(CM),
        "1.5",
    ),
    # --- E3 cross entropy
    log_identity(
        "PYCM-E3.1",
        "the negative log probabilities of the response distribution weighted by the reference "
        "distribution, sum_i p_i (-log2 q_i), are the cross entropy H(p, q) (kappamcc.model.index_forms."
        "cross_entropy), and H(p, q) = H(p) + D(p || q), every N, wherever the cross entropy is finite",
        src["E3.1"],
        [
            (PRINTED_CROSS_ENTROPY_N, forms.cross_entropy(LOGS_PREDICTED)),
            (
                forms.cross_entropy(LOGS_PREDICTED),
                forms.reference_entropy(LOGS_PREDICTED) + forms.kl_divergence(LOGS_PREDICTED),
            ),
        ],
        atoms=LOGS_PREDICTED,
        expected=Status.PROVED,
        reading="p the reference (actual), q the response (predicted) distribution; H(p, q) = H(p) + D(p || q) "
        "is the standard decomposition of the cross entropy; where a class occurs and is never "
        "predicted, -p log2 0 is +infinity, outside the convention 0 log2 0 = 0 (E3.5): the "
        "statement is about the matrices on which it is a number",
    ),
    DISTRIBUTIONS["PYCM-E3.2"],
    DISTRIBUTIONS["PYCM-E3.3"],
    log_identity(
        "PYCM-E3.4",
        "Entropy_Cross as printed is the cross entropy of the response distribution relative to "
        "the reference one (kappamcc.model.index_forms.cross_entropy), every N, wherever it is finite",
        src["E3.4"],
        [(PRINTED_CROSS_ENTROPY_N, forms.cross_entropy(LOGS_PREDICTED))],
        atoms=LOGS_PREDICTED,
        expected=Status.PROVED,
        reading="a class that occurs and is never predicted makes the printed -p log2 0 +infinity (E3.5 covers "
        "0 log2 0 only), and the cross entropy too: the statement is about the matrices on which the "
        "printed formula is a number",
    ),
    CONVENTIONS["PYCM-E3.5"],
    printed_float(
        "PYCM-E3.6",
        "cm.CrossEntropy, the cross entropy of cm (19/12)",
        "cell 738, L1417-1418",
        metrics.cross_entropy(CM),
        "1.5833333333333335",
    ),
    # --- E4 joint entropy
    log_identity(
        "PYCM-E4.1",
        "the entropy of the joint reference and response distribution "
        "(kappamcc.model.index_forms.joint_entropy) obeys the chain rule H(ref, resp) = H(ref) + H(resp | ref), "
        "every N" + NOTE_ZERO,
        src["E4.1"],
        [(forms.joint_entropy(LOGS), forms.reference_entropy(LOGS) + forms.conditional_entropy(LOGS))],
        expected=Status.PROVED,
        reading="'the entropy of the joint reference and response distribution as defined by the underlying "
        "matrix': the Shannon entropy of p_ij = Matrix(i,j)/POP, whose marginals are the reference and "
        "response distributions (E4.2)",
    ),
    JOINT_DISTRIBUTION["PYCM-E4.2"],
    log_identity(
        "PYCM-E4.3",
        "Entropy_Joint as printed is the joint entropy (kappamcc.model.index_forms.joint_entropy), every N" + NOTE_ZERO,
        src["E4.3"],
        [(PRINTED_JOINT_ENTROPY_N, forms.joint_entropy(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-E4.2",),
    ),
    CONVENTIONS["PYCM-E4.4"],
    printed_float(
        "PYCM-E4.5",
        "cm.JointEntropy, the joint entropy of cm",
        "cell 745, L1430-1431",
        metrics.joint_entropy(CM),
        "2.4591479170272446",
    ),
    # --- E5 conditional entropy
    log_identity(
        "PYCM-E5.1",
        "the entropy of the response within each reference class, weighted by the class's "
        "share, sum_i (P_i/POP) H(Matrix(i,1)/P_i, ..., Matrix(i,|C|)/P_i), is the conditional entropy "
        "H(response | reference) (kappamcc.model.index_forms.conditional_entropy, given='actual'), every N" + NOTE_ZERO,
        src["E5.1"],
        [(WEIGHTED_ROW_ENTROPIES_N, forms.conditional_entropy(LOGS))],
        expected=Status.PROVED,
        reading="'the distribution of categories in the response given that the reference category was as "
        "specified': row i (reference class i) normalised by its sum P_i; a class that never occurs "
        "has weight 0 and contributes 0 (its distribution is 0/0; Cover & Thomas 2006, eq. 2.10)",
    ),
    Relation(
        "PYCM-E5.2",
        "P'(j|i) = Matrix(j,i)/P_i is the distribution of the response given reference class i: it "
        "sums to 1 over j, for every class i of every 3 x 3 matrix of positive integer counts",
        src["E5.2"],
        relation=[eq(sum(N3[j, i] / row_sum(N3, i) for j in range(N3.rows)), 1) for i in range(N3.rows)],
        domain=INTEGER_COUNTS3,
        erratum=Erratum.typo(
            "Matrix(j,i) for Matrix(i,j): the transposed cell; with Matrix(i,j)/P_i the P'(j|i) sum to 1 over j, every N"
        ),
        expected=Status.CORRECTED,
        correction=E5_2_CORRECTED,
        uses=("PYCM-E5.1",),
        reading="the notation P'(j|i) and the words of E5.1 make it the probability of response j given reference "
        "i; as printed it divides column i (Matrix(j,i), j = 1..|C|) by the row sum P_i",
    ),
    E5_2_CORRECTED,
    Relation(
        "PYCM-E5.3",
        "Entropy_Conditional as printed, with P'(j|i) = Matrix(j,i)/P_i, is the conditional entropy "
        "H(response | reference) (kappamcc.metrics.conditional_entropy, given='actual'), " + ON2,
        src["E5.3"],
        relation=[eq(ENTROPY_CONDITIONAL_PRINTED["2 x 2"], metrics.conditional_entropy(M2))],
        domain=COUNTS2,
        erratum=Erratum.typo(
            "the formula inherits E5.2's transposed Matrix(j,i); with Matrix(i,j)/P_i it is H(response | reference)"
        ),
        expected=Status.CORRECTED,
        correction=E5_3_CORRECTED,
        uses=("PYCM-E5.1", "PYCM-E5.2"),
        reading="H(response | reference) is what the words E5.1 describe and what E5.5 prints; the printed formula "
        "is not H(reference | response) either (PYCM-E5.3.on-cm); decided on 2 x 2 (a 2 x 2 counterexample "
        "refutes the formula printed for every |C|; cm is a 3 x 3 one, E5.3.on-cm)",
    ),
    E5_3_CORRECTED,
    Relation(
        "PYCM-E5.3.on-cm",
        "on cm the printed formula of E5.3 (0 log2 0 = 0) gives 0.86563..., which is neither "
        "E5.5's 0.97579... (H(response | reference)) nor H(reference | response) = 0.959147...",
        src["E5.3"],
        relation=chain(sp.Rational("0.86563"), "<", ENTROPY_CONDITIONAL_PRINTED["cm"], "<", sp.Rational("0.86564"))
        + [
            sp.Ne(ENTROPY_CONDITIONAL_PRINTED["cm"], metrics.conditional_entropy(CM), evaluate=False),
            sp.Ne(
                ENTROPY_CONDITIONAL_PRINTED["cm"], metrics.conditional_entropy(CM, given="predicted"), evaluate=False
            ),
        ],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("PYCM-E5.3",),
    ),
    CONVENTIONS["PYCM-E5.4"],
    printed_float(
        "PYCM-E5.5",
        "cm.ConditionalEntropy, H(response | reference) of cm",
        "cell 752, L1445-1446",
        metrics.conditional_entropy(CM),
        "0.9757921620455572",
    ),
    # --- E6 Kullback-Leibler divergence
    Relation(
        "PYCM-E6.1",
        "the divergence of the response distribution from the reference one "
        "(kappamcc.metrics.kl_divergence) is 0 when the two agree (every 3 x 3 matrix [[a, b, c], [c, d, b], "
        "[b, c, e]], whose row sums equal its column sums) and positive for cm",
        src["E6.1"],
        relation=[
            eq(metrics.kl_divergence(BALANCED), 0),
            sp.Gt(metrics.kl_divergence(CM), 0, evaluate=False),
        ],
        domain=BALANCED_DOMAIN,
        expected=Status.PROVED_IN_PART,
        scope=Scope(
            printed="any two distributions (the reference and response distributions of every N x N matrix)",
            checked="the 3 x 3 matrices [[a, b, c], [c, d, b], [b, c, e]], a, ..., e > 0 (equal distributions), and cm (different ones)",
        ),
        reading="'a measure of how one probability distribution diverges from a second': 0 for equal "
        "distributions, > 0 for different ones (shown on cm; Gibbs' inequality for every matrix is not "
        "decided by the engine)",
    ),
    DISTRIBUTIONS["PYCM-E6.2"],
    DISTRIBUTIONS["PYCM-E6.3"],
    Relation(
        "PYCM-E6.4",
        "Divergence as printed, -sum_i Likelihood_Reference(i) log2(Likelihood_Reference(i) / "
        "Likelihood_Response(i)), is the Kullback-Leibler divergence D(reference || response) "
        "(kappamcc.metrics.kl_divergence), " + ON2,
        src["E6.4"],
        relation=[eq(DIVERGENCE_PRINTED["2 x 2"], metrics.kl_divergence(M2))],
        domain=COUNTS2,
        erratum=Erratum.typo(
            "a sign slip: the leading minus makes it -D(reference || response) <= 0; without it the formula is the Kullback-Leibler divergence"
        ),
        expected=Status.CORRECTED,
        correction=E6_4_CORRECTED,
        reading="the printed sum has no index on the likelihoods; read with (i), as in E1.3; decided on 2 x 2 (a "
        "2 x 2 counterexample refutes the formula printed for every |C|; cm is a 3 x 3 one, E6.4.on-cm)",
    ),
    E6_4_CORRECTED,
    Relation(
        "PYCM-E6.4.on-cm",
        "on cm the printed divergence of E6.4 is negative (-0.09998...), while E6.5 prints "
        "0.09997757835164581 and a divergence is never negative",
        src["E6.4"],
        relation=[
            sp.Lt(DIVERGENCE_PRINTED["cm"], 0, evaluate=False),
            eq(DIVERGENCE_PRINTED["cm"], -metrics.kl_divergence(CM)),
        ],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("PYCM-E6.4",),
    ),
    printed_float(
        "PYCM-E6.5",
        "cm.KL, the Kullback-Leibler divergence D(reference || response) of cm",
        "cell 759, L1460-1461",
        metrics.kl_divergence(CM),
        "0.09997757835164581",
    ),
    # --- E7 mutual information
    log_identity(
        "PYCM-E7.1",
        "the Kullback-Leibler divergence of the joint distribution from the product of the "
        "individual ones, sum_ij p_ij log2(p_ij / (p_i. p_.j)), is the mutual information "
        "(kappamcc.model.index_forms.mutual_information), every N" + NOTE_ZERO,
        src["E7.1"],
        [(MUTUAL_INFORMATION_N, forms.mutual_information(LOGS))],
        expected=Status.PROVED,
        reading="'KL divergence between the product of the individual distributions and the joint distribution': "
        "D(joint || product), Cover & Thomas 2006, eq. 2.28",
    ),
    log_identity(
        "PYCM-E7.2",
        "mutual information is symmetric: swapping reference and response (transposing the "
        "matrix) does not change it, every N" + NOTE_ZERO,
        pycm("cell 762, L1465-1469"),
        [(forms.mutual_information(LOGS.transposed()), forms.mutual_information(LOGS))],
        expected=Status.PROVED,
    ),
    log_identity(
        "PYCM-E7.3",
        "MI = Entropy_Reference - H(reference | response), every N" + NOTE_ZERO,
        pycm("cell 762, L1465-1469"),
        [
            (
                forms.mutual_information(LOGS),
                forms.reference_entropy(LOGS) - forms.conditional_entropy(LOGS, given="predicted"),
            )
        ],
        expected=Status.PROVED,
    ),
    JOINT_DISTRIBUTION["PYCM-E7.4"],
    DISTRIBUTIONS["PYCM-E7.5"],
    DISTRIBUTIONS["PYCM-E7.6"],
    Relation(
        "PYCM-E7.7",
        "MI as printed, -sum_ij P'(i,j) log2(P'(i,j) / (Likelihood_Reference(i) x "
        "Likelihood_Response(i))), is the mutual information (kappamcc.metrics.mutual_information), " + ON2,
        src["E7.7"],
        relation=[eq(-1 * MI_SUM_PRINTED["2 x 2"], metrics.mutual_information(M2))],
        domain=COUNTS2,
        erratum=Erratum.typo(
            "a sign slip and an index slip: the leading minus, and Likelihood_Response(i) for Likelihood_Response(j); with both fixed it is the mutual information"
        ),
        expected=Status.CORRECTED,
        correction=E7_7_CORRECTED,
        reading="decided on 2 x 2 (a 2 x 2 counterexample refutes the formula printed for every |C|; cm is a 3 x 3 "
        "one, E7.7.on-cm)",
    ),
    E7_7_CORRECTED,
    Relation(
        "PYCM-E7.7.on-cm",
        "on cm the printed MI of E7.7 gives -0.60754..., while E7.9 prints 0.5242078379544428; "
        "each of its two slips alone also fails there: with (j) but the minus sign it is -MI, without the minus "
        "sign but with (i) it is +0.60754...",
        src["E7.7"],
        relation=chain(sp.Rational("-0.60755"), "<", -MI_SUM_PRINTED["cm"], "<", sp.Rational("-0.60754"))
        + [
            eq(-1 * MI_SUM_J["cm"], -metrics.mutual_information(CM)),
            sp.Ne(MI_SUM_PRINTED["cm"], metrics.mutual_information(CM), evaluate=False),
        ],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("PYCM-E7.7",),
    ),
    log_identity(
        "PYCM-E7.8",
        "MI = Entropy_Response - Entropy_Conditional, with Entropy_Conditional = H(response | "
        "reference), every N" + NOTE_ZERO,
        src["E7.8"],
        [(forms.mutual_information(LOGS), forms.response_entropy(LOGS) - forms.conditional_entropy(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-E5.1", "PYCM-E5.3"),
        reading="Entropy_Conditional as E5.1 describes it and E5.5 prints it (the corrected E5.3); with the "
        "printed E5.3 formula the identity fails with it",
    ),
    printed_float(
        "PYCM-E7.9",
        "cm.MutualInformation, the mutual information of cm",
        "cell 768, L1480-1481",
        metrics.mutual_information(CM),
        "0.5242078379544428",
    ),
]
