"""PyCM's basic parameters in words (PYCM-N1 ... N9), and the notation the other PYCM modules
build their formulas from.

PyCM 4.4 Document, cells 244-273, L191-255:

    TP  "A true positive test result is one that detects the condition when the condition is
         present (correctly identified)"                                          (N1, L191-195)
    TN  "A true negative test result is one that does not detect the condition when the
         condition is absent (correctly rejected)"                                (N2, L198-202)
    FP  "A false positive test result is one that detects the condition when the condition is
         absent (incorrectly identified)"                                         (N3, L205-209)
    FN  "A false negative test result is one that does not detect the condition when the
         condition is present (incorrectly rejected)"                             (N4, L212-216)
    P   "Number of positive samples.  Also known as support (the number of occurrences of each
         class in y_true)"                                                        (N5, L219-223)
    N   "Number of negative samples"                                              (N6, L228-231)
    TOP "Number of positive outcomes"                                             (N7, L236-239)
    TON "Number of negative outcomes"                                             (N8, L244-247)
    POP "Total sample size"                                                       (N9, L252-255)

PyCM's per-class statistics are one-vs-rest: for class k "the condition" is "the case is of
class k", it is *present* when the actual class is k and *detected* when the predicted class
is k.  Each word definition is written over the S cases of an N x N matrix (the C_ab cases in
cell (a, b) are actual a, predicted b; Kronecker deltas say which conditions hold) and
compared, for every N (relabelling theorem), with the one-vs-rest counts that
:mod:`kappamcc.metrics` uses in its layout, rows actual and columns predicted (``one_vs_rest``:
TP = C_kk, FN = r_k - C_kk, FP = c_k - C_kk, TN = S - TP - FP - FN).  That the printed matrix
of ``cm`` is in this layout is checked against the printed counts in ``x_example_matrix.py``.

The module also holds the notation of the other PYCM modules: the per-class quantities as
index sums (every N) and on a symbolic 3 x 3 matrix (N = 3, the size of ``cm``), and PyCM's
overall quantities ACC_Overall = sum_i TP_i / POP, RACC_Overall = sum_i RACC_i and
RACCU_Overall = sum_i RACCU_i (PYCM-N13, as printed in cells 833, 839 and 844).

Not encoded: N10 (|C| is the number of classes), N11 (Matrix(i, j) is used, never defined:
the claims that use it read it as the cell in row i, "Actual", and column j, "Predict", of the
printed matrix, PYCM-X3, and say so), N12-N14 (names), N15 (z: used in PYCM-A5.5 and A6).
"""

from functools import partial

import sympy as sp

from kappamcc.families.pycm_common import defined_where
from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import IdentityAllN
from kappamcc.model.index_forms import col, fresh, row, total
from kappamcc.prove.index_sums import Array, Sum, delta
from kappamcc.proofs.pycm import pycm

# ---------------------------------------------------------------------------
# per-class counts as index sums over an N x N matrix (rows actual), class k free

C = Array("C")


k = fresh("k")  # the class against the rest (free)
TP_K = C[k, k]
FN_K = row(C, k) - C[k, k]
FP_K = col(C, k) - C[k, k]
TN_K = total(C) - row(C, k) - col(C, k) + C[k, k]


# ---------------------------------------------------------------------------
# the same on a symbolic 3 x 3 matrix (N = 3), and PyCM's overall quantities

CELLS = sp.symbols("n11 n12 n13 n21 n22 n23 n31 n32 n33", real=True)
M3 = sp.Matrix(3, 3, CELLS)
CLASSES = range(3)
POP3 = sum(CELLS)
TP3 = [M3[k, k] for k in CLASSES]
P3 = [sum(M3[k, j] for j in CLASSES) for k in CLASSES]  # row sums: actual
TOP3 = [sum(M3[j, k] for j in CLASSES) for k in CLASSES]  # column sums: predicted
FN3 = [P3[k] - TP3[k] for k in CLASSES]
FP3 = [TOP3[k] - TP3[k] for k in CLASSES]
TN3 = [POP3 - TP3[k] - FP3[k] - FN3[k] for k in CLASSES]
ACC_OVERALL3 = sum(TP3) / POP3  # cell 833
RACC3 = [TOP3[k] * P3[k] / POP3**2 for k in CLASSES]  # cell 367 (PYCM-M5.2)
RACCU3 = [((TOP3[k] + P3[k]) / (2 * POP3)) ** 2 for k in CLASSES]  # cell 372 (PYCM-M6.2)
RACC_OVERALL3 = sum(RACC3)  # cell 839
RACCU_OVERALL3 = sum(RACCU3)  # cell 844
COUNTS3 = tuple(x >= 0 for x in CELLS) + (POP3 > 0,)


# domain3(*denominators, text=...): 3 x 3 counts >= 0 with S > 0 and each denominator != 0
# (written exactly as the statement's denominators are, so that definedness is immediate)
domain3 = partial(defined_where, Domain(symbols=CELLS, constraints=COUNTS3, text="3 x 3 counts >= 0, S > 0"))


# ---------------------------------------------------------------------------
# a symbolic 2 x 2 matrix (N = 2), rows actual

CELLS2 = a, b, c, d = sp.symbols("a b c d", real=True)
M2 = sp.Matrix([[a, b], [c, d]])
COUNTS2 = tuple(x >= 0 for x in CELLS2) + (sum(CELLS2) > 0,)

# ---------------------------------------------------------------------------
# one class against the rest: the binary counts

TP, TN, FP, FN = sp.symbols("TP TN FP FN", real=True)
BINARY_COUNTS = (TP, TN, FP, FN)
ONE_VS_REST = sp.Matrix([[TP, FN], [FP, TN]])  # rows actual (the class, the rest), positive first
POSITIVE = 0  # the class is row/column 0 of ONE_VS_REST


# binary_domain(*denominators, text=...): TP, TN, FP, FN >= 0 with each denominator != 0
binary_domain = partial(
    defined_where,
    Domain(symbols=BINARY_COUNTS, constraints=tuple(x >= 0 for x in BINARY_COUNTS), text="TP, TN, FP, FN >= 0"),
)


# ---------------------------------------------------------------------------
# N1-N9: the words over the cases, against the one-vs-rest counts, every N

# the cases grouped by cell: the C_ab cases of actual class a predicted as b; the number of
# cases satisfying a condition on (a, b) is Sum(C[a, b] * condition, a, b)
actual, predicted = fresh("a"), fresh("b")
CASE = C[actual, predicted]
ACTUAL_IS_K = delta[actual, k]
PREDICTED_IS_K = delta[predicted, k]
S = total(C)

READING = (
    "the condition is 'the case is of class k': present when the actual class (row) is k, "
    "detected when the predicted class (column) is k"
)

# (id, name, locator, the count's closed form in words, the quoted definition, the count of the
# cases as the words define it, its one-vs-rest closed form, the condition on a case in words)
WORDS = [
    (
        "PYCM-N1",
        "TP",
        "cells 244-245, L191-195",
        "C_kk",
        "detects the condition when the condition is present (correctly identified)",
        Sum(CASE * ACTUAL_IS_K * PREDICTED_IS_K, actual, predicted),
        TP_K,
        "actual k and predicted k",
    ),
    (
        "PYCM-N2",
        "TN",
        "cells 247-248, L198-202",
        "S - r_k - c_k + C_kk",
        "does not detect the condition when the condition is absent (correctly rejected)",
        Sum(CASE * (1 - ACTUAL_IS_K) * (1 - PREDICTED_IS_K), actual, predicted),
        TN_K,
        "neither actual k nor predicted k",
    ),
    (
        "PYCM-N3",
        "FP",
        "cells 250-251, L205-209",
        "c_k - C_kk",
        "detects the condition when the condition is absent (incorrectly identified)",
        Sum(CASE * (1 - ACTUAL_IS_K) * PREDICTED_IS_K, actual, predicted),
        FP_K,
        "predicted k but not actual k",
    ),
    (
        "PYCM-N4",
        "FN",
        "cells 253-254, L212-216",
        "r_k - C_kk",
        "does not detect the condition when the condition is present (incorrectly rejected)",
        Sum(CASE * ACTUAL_IS_K * (1 - PREDICTED_IS_K), actual, predicted),
        FN_K,
        "actual k but not predicted k",
    ),
    (
        "PYCM-N5",
        "P",
        "cells 256-257, L219-223",
        "the row sum r_k (rows actual)",
        "Number of positive samples. Also known as support (the number of occurrences of each class in y_true)",
        Sum(CASE * ACTUAL_IS_K, actual, predicted),
        row(C, k),
        "actual k (occurrences of k in y_true)",
    ),
    (
        "PYCM-N6",
        "N",
        "cells 260-261, L228-231",
        "S - r_k",
        "Number of negative samples",
        Sum(CASE * (1 - ACTUAL_IS_K), actual, predicted),
        S - row(C, k),
        "not actual k",
    ),
    (
        "PYCM-N7",
        "TOP",
        "cells 264-265, L236-239",
        "the column sum c_k (columns predicted)",
        "Number of positive outcomes",
        Sum(CASE * PREDICTED_IS_K, actual, predicted),
        col(C, k),
        "predicted k",
    ),
    (
        "PYCM-N8",
        "TON",
        "cells 268-269, L244-247",
        "S - c_k",
        "Number of negative outcomes",
        Sum(CASE * (1 - PREDICTED_IS_K), actual, predicted),
        S - col(C, k),
        "not predicted k",
    ),
    (
        "PYCM-N9",
        "POP",
        "cells 272-273, L252-255",
        "S",
        "Total sample size",
        Sum(CASE, actual, predicted),
        S,
        "of any class",
    ),
]

CLAIMS = [
    IdentityAllN(
        id,
        f"{name}: \"{quote}\" -- for class k against the rest, the number of cases {condition} is {lines}, every N",
        pycm(locator),
        equations=[(lhs, rhs)],
        arrays=[C, delta],
        expected=Status.PROVED,
        reading=READING,
        uses=(),
    )
    for id, name, locator, lines, quote, lhs, rhs, condition in WORDS
]
