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

import sympy as sp

from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import IdentityAllN
from kappamcc.model.index_forms import case_sum, col, fresh, row, total
from kappamcc.prove.index_sums import Array, delta
from kappamcc.proofs.pycm import pycm

# ---------------------------------------------------------------------------
# per-class counts as index sums over an N x N matrix (rows actual), class k free

C = Array("C")


def tp_(M: Array, k):
    return M[k, k]


def fn_(M: Array, k):
    return row(M, k) - M[k, k]


def fp_(M: Array, k):
    return col(M, k) - M[k, k]


def tn_(M: Array, k):
    return total(M) - row(M, k) - col(M, k) + M[k, k]


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


def domain3(*defined, text: str) -> Domain:
    """3 x 3 counts >= 0 with S > 0 and ``defined`` (each a denominator, required != 0,
    written exactly as the statement's denominators are, so that definedness is immediate)."""
    return Domain(
        symbols=CELLS,
        constraints=COUNTS3 + tuple(sp.Ne(d, 0) for d in defined),
        text=f"3 x 3 counts >= 0, S > 0, {text}",
    )


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


def binary_domain(*defined, text: str) -> Domain:
    """TP, TN, FP, FN >= 0 with each of ``defined`` != 0."""
    return Domain(
        symbols=BINARY_COUNTS,
        constraints=tuple(x >= 0 for x in BINARY_COUNTS) + tuple(sp.Ne(d, 0) for d in defined),
        text=f"TP, TN, FP, FN >= 0, {text}",
    )


# ---------------------------------------------------------------------------
# N1-N9: the words over the cases, against the one-vs-rest counts, every N

k = fresh("k")
actual_is_k = lambda a, b: delta[a, k]
predicted_is_k = lambda a, b: delta[b, k]
S = total(C)


def cases(condition):
    """The number of cases (a, b) -- actual a, predicted b -- satisfying ``condition``."""
    return case_sum(C, condition)


def _words(id, name, locator, lines, quote, lhs, rhs, reading, uses=()):
    return IdentityAllN(
        id,
        f"{name}: \"{quote}\" -- for class k against the rest, the number of cases {reading} is {lines}, every N",
        pycm(locator),
        equations=[(lhs, rhs)],
        arrays=[C, delta],
        expected=Status.PROVED,
        reading="the condition is 'the case is of class k': present when the actual class (row) is k, "
        "detected when the predicted class (column) is k",
        uses=uses,
    )


CLAIMS = [
    _words(
        "PYCM-N1",
        "TP",
        "cells 244-245, L191-195",
        "C_kk",
        "detects the condition when the condition is present (correctly identified)",
        cases(lambda a, b: actual_is_k(a, b) * predicted_is_k(a, b)),
        tp_(C, k),
        "actual k and predicted k",
    ),
    _words(
        "PYCM-N2",
        "TN",
        "cells 247-248, L198-202",
        "S - r_k - c_k + C_kk",
        "does not detect the condition when the condition is absent (correctly rejected)",
        cases(lambda a, b: (1 - actual_is_k(a, b)) * (1 - predicted_is_k(a, b))),
        tn_(C, k),
        "neither actual k nor predicted k",
    ),
    _words(
        "PYCM-N3",
        "FP",
        "cells 250-251, L205-209",
        "c_k - C_kk",
        "detects the condition when the condition is absent (incorrectly identified)",
        cases(lambda a, b: (1 - actual_is_k(a, b)) * predicted_is_k(a, b)),
        fp_(C, k),
        "predicted k but not actual k",
    ),
    _words(
        "PYCM-N4",
        "FN",
        "cells 253-254, L212-216",
        "r_k - C_kk",
        "does not detect the condition when the condition is present (incorrectly rejected)",
        cases(lambda a, b: actual_is_k(a, b) * (1 - predicted_is_k(a, b))),
        fn_(C, k),
        "actual k but not predicted k",
    ),
    _words(
        "PYCM-N5",
        "P",
        "cells 256-257, L219-223",
        "the row sum r_k (rows actual)",
        "Number of positive samples. Also known as support (the number of occurrences of each class in y_true)",
        cases(actual_is_k),
        row(C, k),
        "actual k (occurrences of k in y_true)",
    ),
    _words(
        "PYCM-N6",
        "N",
        "cells 260-261, L228-231",
        "S - r_k",
        "Number of negative samples",
        cases(lambda a, b: 1 - actual_is_k(a, b)),
        S - row(C, k),
        "not actual k",
    ),
    _words(
        "PYCM-N7",
        "TOP",
        "cells 264-265, L236-239",
        "the column sum c_k (columns predicted)",
        "Number of positive outcomes",
        cases(predicted_is_k),
        col(C, k),
        "predicted k",
    ),
    _words(
        "PYCM-N8",
        "TON",
        "cells 268-269, L244-247",
        "S - c_k",
        "Number of negative outcomes",
        cases(lambda a, b: 1 - predicted_is_k(a, b)),
        S - col(C, k),
        "not predicted k",
    ),
    _words(
        "PYCM-N9", "POP", "cells 272-273, L252-255", "S", "Total sample size", cases(lambda a, b: 1), S, "of any class"
    ),
]
