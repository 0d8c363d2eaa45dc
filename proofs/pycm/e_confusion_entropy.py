"""The confusion entropy CEN and its modification MCEN of PyCM's document, per class and
overall (PYCM-E8 to E11).

PyCM 4.4 Document, cells 386-398 and 957-966 (``shared/papers/pycm_docs.txt``):

    P^j_{i,j} = Matrix(i,j) / sum_k (Matrix(j,k) + Matrix(k,j))                       (E8.2)
    P^i_{i,j} = Matrix(i,j) / sum_k (Matrix(i,k) + Matrix(k,i))                       (E8.3)
    CEN_j = -sum_{k != j} (P^j_{j,k} log_{2(|C|-1)} P^j_{j,k} + P^j_{k,j} log_{2(|C|-1)} P^j_{k,j})   (E8.4)
    MCEN: the same with the denominators reduced by Matrix(j,j) (Matrix(i,i))      (E9.2-E9.4)
    "Notice : |C| is the number of classes"                                        (E8.6)
    P_j = sum_k (Matrix(j,k) + Matrix(k,j)) / (2 sum_{k,l} Matrix(k,l)),
    CEN_Overall = sum_j P_j CEN_j                                                  (E10.1, E10.2)
    alpha = 1 if |C| > 2, 0 if |C| = 2;
    P_j = (sum_k (Matrix(j,k) + Matrix(k,j)) - Matrix(j,j)) / (2 sum_{k,l} Matrix(k,l) - alpha sum_k Matrix(k,k)),
    MCEN_Overall = sum_j P_j MCEN_j                                                (E11.1-E11.3)
    printed values on cm                                            (E8.5, E9.5, E10.3, E11.4)

How they are decided.  The probabilities and the weights (E8.2, E8.3, E9.2, E9.3, E10.1,
E11.1, E11.2) are index sums, decided for every N by the relabelling theorem.  The entropies (with
their logarithms) are written out on symbolic 2 x 2 and 3 x 3 matrices of positive counts and compared exactly with :mod:`kappamcc.metrics`
(``cen_of_class``, ``mcen_of_class``, ``cen``, ``mcen``), which implement Wei, Yuan, Hu and
Wang (2010) for CEN and, for MCEN, Delgado and Nunez-Gonzalez (2019) with the weights as
PyCM renders them; the log base 2(|C| - 1) is 2 for two classes and 4 for three.  The engine has no logarithm
of an index sum, so those claims are proved in part (their scope says so).  The
probabilities P^j are checked to be distributions, the weights P_j to sum to 1.

Readings of the words.  E8.1: of its long description, two statements are checkable: CEN
"evaluates the confusion level of the class distribution of misclassified samples", so a
matrix with no misclassified sample (diagonal) has CEN = 0; and it is "more discriminating
than accuracy": two matrices with the same accuracy have different CEN.  "Relatively
consistent with the two measures", "more precise" and "can substitute for them" are
judgements.  E8.6 "|C| is the number of classes": with it, 2(|C| - 1) is the number of
off-diagonal cells in row j and column j, so the log base makes a class whose every case and
prediction is an error, spread evenly over those cells, have CEN_j = 1.  E9.1 "Modified version
of CEN": MCEN_j differs from CEN_j only through Matrix(j,j): equal when Matrix(j,j) = 0.
E11.1: alpha makes the weights P_j sum to 1 for |C| > 2; for |C| = 2 the denominator is 2 POP
and the weights sum to 1 - (Matrix(1,1) + Matrix(2,2))/(2 POP) (a fact of the print; the
document does not say the weights sum to 1).
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Scope, Status
from kappamcc.model.index_forms import col, fresh, row, total, trace
from kappamcc.model.kinds import IdentityAllN, Relation, eq
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, fraction, ne
from kappamcc.proofs.pycm import pycm
from kappamcc.model import index_forms as forms
from kappamcc.model.kinds import AllOf
from kappamcc.prove.log_sums import LogAtoms, sum_over, xlog2x
from kappamcc.proofs.pycm.o_common import (
    CM,
    COUNTS3,
    LOGS,
    M3,
    log_identity,
    printed_float,
    printed_per_class,
    weighted_log,
)

CLASSES3 = range(M3.rows)

# ---------------------------------------------------------------------------
# every N: the probabilities and weights as index sums (rows actual), class j free

C = Array("C")
S = total(C)
TWO = IndexPoly.const(2)


# class j (free): sum_k (Matrix(j,k) + Matrix(k,j)) (E8.2's denominator), column j, row j (all its
# cells, or the off-diagonal ones)
j_, i_, k_ = fresh("j"), fresh("i"), fresh("k")
CLASS_TOTAL_J = Sum(C[j_, k_] + C[k_, j_], k_)
COLUMN_J = Sum(C[i_, j_], i_)
ROW_J = Sum(C[j_, k_], k_)
ROW_OFF_DIAGONAL_J = Sum(C[j_, k_], k_, where=[ne(k_, j_)])
MCEN_NUMERATORS = Sum(CLASS_TOTAL_J - C[j_, j_], j_)  # sum_j (P_j + TOP_j - Matrix(j,j))

# every N: the printed CEN_j, MCEN_j and their overall sums with the logarithms of
# kappamcc.prove.log_sums; log_{2(|C|-1)} x = log2 x / log2(2(|C| - 1)), the factor
# A.inverse_log2_base, a number for each N >= 2.  Class jc: P^{jc}_{i,j} = Matrix(i,j) /
# (sum_k (Matrix(jc,k) + Matrix(k,jc)) [- Matrix(jc,jc) for MCEN]) (E8.2, E9.2)
jc, kc = fresh("j"), fresh("k")
PRINTED_CEN_OF_CLASS_N = {  # modified: E8.4 (False), E9.4 (True)
    modified: -LOGS.inverse_log2_base
    * sum_over(
        xlog2x(LOGS.entry(jc, kc) / total_of_jc) + xlog2x(LOGS.entry(kc, jc) / total_of_jc), kc, where=[ne(kc, jc)]
    )
    for modified, total_of_jc in ((False, LOGS.class_total(jc)), (True, LOGS.class_total_once(jc)))
}
# E10.2 with E10.1's weights (P_j + TOP_j) / (2 POP)
PRINTED_CEN_N = sum_over(LOGS.class_total(jc) / (2 * LOGS.total()) * PRINTED_CEN_OF_CLASS_N[False], jc)
ALPHA = sp.Symbol("alpha")
PRINTED_MCEN_N = fraction(  # E11.3 with E11.2's weights
    sum_over(LOGS.class_total_once(jc) * PRINTED_CEN_OF_CLASS_N[True], jc).value,
    2 * total(LOGS.C) - ALPHA * trace(LOGS.C),
)

NOTE_ZERO = "; zero counts by 0 log 0 = 0, so a class with no case contributes 0"
LOGS_DIAGONAL = LogAtoms(Array("C", "diagonal"))

# E8.1: a diagonal matrix; two matrices with the same accuracy
d1, d2, d3 = sp.symbols("d1:4", positive=True)
DIAGONAL = sp.diag(d1, d2, d3)
DIAGONAL_DOMAIN = Domain(symbols=(d1, d2, d3), constraints=(), text="diag(d1, d2, d3), d_k > 0: no misclassified case")
SAME_ACCURACY = (sp.Matrix([[3, 2, 0], [0, 3, 0], [0, 0, 3]]), sp.Matrix([[3, 1, 1], [0, 3, 0], [0, 0, 3]]))
# E8.6: class 1 all errors, spread evenly over the 2(|C| - 1) = 4 off-diagonal cells of its row and column
ALL_ERRORS = sp.Matrix([[0, 1, 1], [1, 1, 1], [1, 1, 1]])
# E9.1: Matrix(j,j) = 0
NO_HIT = {j: M3.subs(M3[j, j], 0) for j in CLASSES3}

# the printed CEN_j (E8.4), or MCEN_j (E9.4, modified), of class j of those matrices (0 log 0 = 0 for
# a probability known to be 0), keyed (matrix name, j, modified): P^j_{j,k} and P^j_{k,j} divide by
# the class total sum_k (Matrix(j,k) + Matrix(k,j)), less Matrix(j,j) for MCEN (E8.2, E9.2)
CEN_CASES = [("all errors", ALL_ERRORS, 0, False)] + [
    (f"no hit {j}", NO_HIT[j], j, modified) for j in CLASSES3 for modified in (False, True)
]
CLASS_TOTAL = {
    (name, j, modified): sum(M[j, k] + M[k, j] for k in range(M.rows)) - M[j, j]
    if modified
    else sum(M[j, k] + M[k, j] for k in range(M.rows))
    for name, M, j, modified in CEN_CASES
}
CEN_OF_CLASS = {
    (name, j, modified): -sum(
        weighted_log(
            M[j, k] / CLASS_TOTAL[name, j, modified], M[j, k] / CLASS_TOTAL[name, j, modified], 2 * (M.rows - 1)
        )
        + weighted_log(
            M[k, j] / CLASS_TOTAL[name, j, modified], M[k, j] / CLASS_TOTAL[name, j, modified], 2 * (M.rows - 1)
        )
        for k in range(M.rows)
        if k != j
    )
    for name, M, j, modified in CEN_CASES
}

src = {
    k: pycm(loc, tex)
    for k, loc, tex in [
        ("E8.1", "cell 386, L532-535", ""),
        (
            "E8.2",
            "cell 387, L536-537",
            r"P_{i,j}^{j}=\frac{Matrix(i,j)}{\sum_{k=1}^{|C|}\Big(Matrix(j,k)+Matrix(k,j)\Big)}",
        ),
        (
            "E8.3",
            "cell 388, L538-539",
            r"P_{i,j}^{i}=\frac{Matrix(i,j)}{\sum_{k=1}^{|C|}\Big(Matrix(i,k)+Matrix(k,i)\Big)}",
        ),
        (
            "E8.4",
            "cell 389, L540-541",
            r"CEN_j=-\sum_{k=1,k\neq j}^{|C|}\Bigg(P_{j,k}^jlog_{2(|C|-1)}\Big(P_{j,k}^j\Big)"
            r"+P_{k,j}^jlog_{2(|C|-1)}\Big(P_{k,j}^j\Big)\Bigg)",
        ),
        ("E9.1", "cell 394, L549-550", ""),
        (
            "E9.2",
            "cell 395, L551-552",
            r"P_{i,j}^{j}=\frac{Matrix(i,j)}{\sum_{k=1}^{|C|}\Big(Matrix(j,k)+Matrix(k,j)\Big)"
            r"-Matrix(j,j)}",
        ),
        (
            "E9.3",
            "cell 396, L553-554",
            r"P_{i,j}^{i}=\frac{Matrix(i,j)}{\sum_{k=1}^{|C|}\Big(Matrix(i,k)+Matrix(k,i)\Big)"
            r"-Matrix(i,i)}",
        ),
        (
            "E9.4",
            "cell 397, L555-556",
            r"MCEN_j=-\sum_{k=1,k\neq j}^{|C|}\Bigg(P_{j,k}^jlog_{2(|C|-1)}\Big(P_{j,k}^j\Big)"
            r"+P_{k,j}^jlog_{2(|C|-1)}\Big(P_{k,j}^j\Big)\Bigg)",
        ),
        (
            "E10.1",
            "cell 957, L1945-1946",
            r"P_j=\frac{\sum_{k=1}^{|C|}\Big(Matrix(j,k)+Matrix(k,j)\Big)}"
            r"{2\sum_{k,l=1}^{|C|}Matrix(k,l)}",
        ),
        ("E10.2", "cell 958, L1947-1948", r"CEN_{Overall}=\sum_{j=1}^{|C|}P_jCEN_j"),
        ("E11.1", "cell 963, L1956-1957", r"\alpha=\begin{cases}1 & |C| > 2\\0 & |C| = 2\end{cases}"),
        (
            "E11.2",
            "cell 964, L1958-1959",
            r"P_j=\frac{\sum_{k=1}^{|C|}\Big(Matrix(j,k)+Matrix(k,j)\Big)-Matrix(j,j)}"
            r"{2\sum_{k,l=1}^{|C|}Matrix(k,l)-\alpha \sum_{k=1}^{|C|}Matrix(k,k)}",
        ),
        ("E11.3", "cell 965, L1960-1961", r"MCEN_{Overall}=\sum_{j=1}^{|C|}P_jMCEN_j"),
    ]
}
src["E8.6"] = pycm("cell 391, L544-545", quote="Notice : |C| is the number of classes")

CLAIMS = [
    # --- E8 CEN per class
    AllOf(
        "PYCM-E8.1",
        "CEN measures the confusion of the misclassified samples: it is 0 for every N x N diagonal "
        "matrix (no misclassified sample), and it tells apart [[3, 2, 0], [0, 3, 0], [0, 0, 3]] and "
        "[[3, 1, 1], [0, 3, 0], [0, 0, 3]], which have the same accuracy 9/11",
        src["E8.1"],
        parts=[
            log_identity(
                "PYCM-E8.1.diagonal",
                "the overall CEN of every N x N diagonal matrix of counts is 0, every N >= 2",
                src["E8.1"],
                [(forms.cen(LOGS_DIAGONAL), 0)],
                atoms=LOGS_DIAGONAL,
                expected=Status.PROVED,
            ),
            Relation(
                "PYCM-E8.1.pair",
                "[[3, 2, 0], [0, 3, 0], [0, 0, 3]] and [[3, 1, 1], [0, 3, 0], "
                "[0, 0, 3]] have the same accuracy 9/11 and different CEN",
                src["E8.1"],
                relation=[
                    eq(metrics.accuracy(SAME_ACCURACY[0]), metrics.accuracy(SAME_ACCURACY[1])),
                    sp.Ne(metrics.cen(SAME_ACCURACY[0]), metrics.cen(SAME_ACCURACY[1]), evaluate=False),
                ],
                expected=Status.PROVED,
            ),
        ],
        expected=Status.PROVED,
        reading="'evaluates the confusion level of the class distribution of misclassified samples': 0 without "
        "misclassification; 'more discriminating than accuracy': shown by one pair; the comparisons with "
        "RCI and 'more precise' are judgements",
    ),
    IdentityAllN(
        "PYCM-E8.2",
        "for each class j, the denominator sum_k (Matrix(j,k) + Matrix(k,j)) is P_j + TOP_j, so "
        "the P^j_{i,j} = Matrix(i,j) / sum_k (Matrix(j,k) + Matrix(k,j)) of the cells of column j sum to "
        "TOP_j / (P_j + TOP_j), and with the P^j_{j,k} of row j (E8.3) to 1: a probability distribution over "
        "the cells of row j and column j (the diagonal cell once in each), every N (P_j + TOP_j > 0)",
        src["E8.2"],
        equations=[
            (CLASS_TOTAL_J, row(C, j_) + col(C, j_)),
            (fraction(COLUMN_J, CLASS_TOTAL_J), fraction(col(C, j_), row(C, j_) + col(C, j_))),
            (fraction(COLUMN_J + ROW_J, CLASS_TOTAL_J), 1),
        ],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-E8.3",),
        reading="Wei et al. (2010): P^j_{i,j} is the share of cell (i,j) among the cases of class j, actual or "
        "predicted",
    ),
    IdentityAllN(
        "PYCM-E8.3",
        "for each class i, the P^i_{i,j} = Matrix(i,j) / sum_k (Matrix(i,k) + Matrix(k,i)) of the "
        "cells of row i sum to P_i / (P_i + TOP_i), the row's share of the class's cases; it is E8.2's "
        "probability for the class i of the row, every N (P_i + TOP_i > 0)",
        src["E8.3"],
        equations=[(fraction(ROW_J, CLASS_TOTAL_J), fraction(row(C, j_), row(C, j_) + col(C, j_)))],
        arrays=[C],
        expected=Status.PROVED,
    ),
    log_identity(
        "PYCM-E8.4",
        "CEN_j as printed, with log base 2(|C| - 1), is the confusion entropy of class j of "
        "Wei et al. (2010) (kappamcc.model.index_forms.cen_of_class), for each class j, every N >= 2, wherever "
        "class j has a case, actual or predicted" + NOTE_ZERO,
        src["E8.4"],
        [(PRINTED_CEN_OF_CLASS_N[False], forms.cen_of_class(LOGS, jc))],
        expected=Status.PROVED,
        uses=("PYCM-E8.2", "PYCM-E8.3"),
    ),
    *printed_per_class(
        "PYCM-E8.5",
        "cm.CEN, the confusion entropy",
        "cell 390, L542-543",
        [metrics.cen_of_class(CM, j) for j in range(3)],
        {"L1": "0.25", "L2": "0.49657842846620864", "L3": "0.6044162769630221"},
    ),
    Relation(
        "PYCM-E8.6",
        "with |C| = 3 the number of classes, the log base 2(|C| - 1) = 4 is the number of off-diagonal "
        "cells in row 1 and column 1, and a class whose cases and predictions are all errors, spread evenly over "
        "them, has CEN = 1: CEN_1 of [[0, 1, 1], [1, 1, 1], [1, 1, 1]] is 1",
        src["E8.6"],
        relation=[eq(CEN_OF_CLASS["all errors", 0, False], 1), eq(metrics.cen_of_class(ALL_ERRORS, 0), 1)],
        expected=Status.PROVED,
        uses=("PYCM-E8.4",),
        reading="'|C| is the number of classes' checked by what it does in the log base: it normalises the "
        "largest confusion of a class to 1",
    ),
    # --- E9 MCEN per class
    Relation(
        "PYCM-E9.1",
        "MCEN modifies CEN only through the diagonal cell: MCEN_j = CEN_j for every class j whose "
        "Matrix(j,j) is 0, every other entry of the 3 x 3 matrix a positive count",
        src["E9.1"],
        relation=[eq(CEN_OF_CLASS[f"no hit {j}", j, True], CEN_OF_CLASS[f"no hit {j}", j, False]) for j in CLASSES3],
        domain=COUNTS3,
        expected=Status.PROVED_IN_PART,
        scope=Scope(
            printed="every class j with Matrix(j,j) = 0 of every N x N matrix of counts",
            checked="3 x 3, Matrix(j,j) = 0 and every other entry >= 1",
        ),
        reading="'Modified version of CEN': the modification (E9.2) subtracts Matrix(j,j) from the denominators",
    ),
    IdentityAllN(
        "PYCM-E9.2",
        "for each class j, the MCEN probabilities P^j_{i,j} = Matrix(i,j) / (sum_k (Matrix(j,k) + "
        "Matrix(k,j)) - Matrix(j,j)) of the cells of column j and of the off-diagonal cells of row j (E9.3) "
        "sum to 1: a distribution over the cells of row j and column j, the diagonal cell counted once, every N "
        "(P_j + TOP_j - Matrix(j,j) > 0)",
        src["E9.2"],
        equations=[(fraction(COLUMN_J + ROW_OFF_DIAGONAL_J, CLASS_TOTAL_J - C[j_, j_]), 1)],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-E9.3",),
    ),
    IdentityAllN(
        "PYCM-E9.3",
        "for each class i, the MCEN probabilities P^i_{i,j} of the cells of row i sum to P_i / "
        "(P_i + TOP_i - Matrix(i,i)), every N (P_i + TOP_i - Matrix(i,i) > 0)",
        src["E9.3"],
        equations=[
            (
                fraction(ROW_J, CLASS_TOTAL_J - C[j_, j_]),
                fraction(row(C, j_), row(C, j_) + col(C, j_) - C[j_, j_]),
            )
        ],
        arrays=[C],
        expected=Status.PROVED,
    ),
    log_identity(
        "PYCM-E9.4",
        "MCEN_j as printed is the modified confusion entropy of class j of Delgado and "
        "Nunez-Gonzalez (2019) (kappamcc.model.index_forms.cen_of_class, modified), for each class j, every "
        "N >= 2, wherever class j has a case" + NOTE_ZERO,
        src["E9.4"],
        [(PRINTED_CEN_OF_CLASS_N[True], forms.cen_of_class(LOGS, jc, modified=True))],
        expected=Status.PROVED,
        uses=("PYCM-E9.2", "PYCM-E9.3"),
    ),
    *printed_per_class(
        "PYCM-E9.5",
        "cm.MCEN, the modified confusion entropy",
        "cell 398, L557-558",
        [metrics.mcen_of_class(CM, j) for j in range(3)],
        {"L1": "0.2643856189774724", "L2": "0.5", "L3": "0.6875"},
    ),
    # --- E10 overall CEN
    IdentityAllN(
        "PYCM-E10.1",
        "the weights P_j = sum_k (Matrix(j,k) + Matrix(k,j)) / (2 POP) sum to 1 over the classes, every N (POP > 0)",
        src["E10.1"],
        equations=[(fraction(Sum(CLASS_TOTAL_J, j_), (S, TWO)), 1)],
        arrays=[C],
        expected=Status.PROVED,
    ),
    log_identity(
        "PYCM-E10.2",
        "CEN_Overall = sum_j P_j CEN_j as printed is the overall confusion entropy of Wei et "
        "al. (2010) (kappamcc.model.index_forms.cen), every N >= 2" + NOTE_ZERO,
        src["E10.2"],
        [(PRINTED_CEN_N, forms.cen(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-E8.4", "PYCM-E10.1"),
        reading="a class with no case, actual or predicted, has weight P_j = 0 and its CEN_j is 0/0: it "
        "contributes 0, as kappamcc.metrics.cen does",
    ),
    printed_float(
        "PYCM-E10.3",
        "cm.Overall_CEN, the overall confusion entropy of cm",
        "cell 959, L1949-1950",
        metrics.cen(CM),
        "0.4638112995385119",
    ),
    # --- E11 overall MCEN
    IdentityAllN(
        "PYCM-E11.1",
        "alpha = 1 for |C| > 2 makes the weights P_j of E11.2 sum to 1; alpha = 0 for |C| = 2 "
        "leaves the denominator 2 POP, and the weights then sum to 1 - (Matrix(1,1) + Matrix(2,2)) / (2 POP), "
        "i.e. 1 - trace / (2 POP) (both every N, where the denominators are non-zero)",
        src["E11.1"],
        equations=[
            (fraction(MCEN_NUMERATORS, 2 * S - trace(C)), 1),
            (fraction(MCEN_NUMERATORS, (S, TWO)), 1 - fraction(trace(C), (S, TWO))),
        ],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-E11.2",),
        reading="what alpha does to the weights; the document does not say that they sum to 1",
    ),
    IdentityAllN(
        "PYCM-E11.2",
        "P_j = (sum_k (Matrix(j,k) + Matrix(k,j)) - Matrix(j,j)) / (2 POP - alpha trace) is the "
        "share of class j's cases, actual or predicted, each correct case counted once: its numerator is "
        "P_j + TOP_j - Matrix(j,j) and, for alpha = 1, the numerators sum to the denominator, every N",
        src["E11.2"],
        equations=[
            (CLASS_TOTAL_J - C[j_, j_], row(C, j_) + col(C, j_) - C[j_, j_]),
            (MCEN_NUMERATORS, 2 * S - trace(C)),
        ],
        arrays=[C],
        expected=Status.PROVED,
    ),
    log_identity(
        "PYCM-E11.3",
        "MCEN_Overall = sum_j P_j MCEN_j as printed, with alpha and P_j of E11.1-E11.2, is "
        "the overall MCEN (kappamcc.model.index_forms.mcen), every N >= 2, for alpha = 1 (N > 2) and alpha = 0 "
        "(N = 2) alike (the identity holds for every alpha)" + NOTE_ZERO,
        src["E11.3"],
        [(PRINTED_MCEN_N, forms.mcen(LOGS, ALPHA))],
        expected=Status.PROVED,
        uses=("PYCM-E9.4", "PYCM-E11.1", "PYCM-E11.2"),
        reading="the definition (kappamcc.model.index_forms.mcen, like kappamcc.metrics.mcen) takes its weights "
        "from this document, so the claim checks the printed sum against it, not against the 2019 "
        "paper",
    ),
    printed_float(
        "PYCM-E11.4",
        "cm.Overall_MCEN, the overall modified confusion entropy of cm",
        "cell 966, L1962-1963",
        metrics.mcen(CM),
        "0.5189369467580801",
    ),
]
