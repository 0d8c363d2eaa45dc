"""The confusion matrix in scikit-learn's user guide (SKL-N1, SKL-CM1, SKL-CM2, SKL-CMX1, SKL-CMX2).

scikit-learn documentation, user guide §Confusion matrix (``shared/papers/scikit_learn_docs.txt``):

    "The :func:`confusion_matrix` function evaluates classification accuracy by computing the
     confusion matrix with each row corresponding to the true class (Wikipedia and other
     references may use different convention for axes)."                        (CM1, L134-138)
    "By definition, entry i, j in a confusion matrix is the number of observations actually in
     group i, but predicted to be in group j."                                     (CM2, L140-142)
    >>> y_true = [2, 0, 2, 2, 0, 1]
    >>> y_pred = [0, 0, 2, 2, 0, 2]
    >>> confusion_matrix(y_true, y_pred)
    array([[2, 0, 0],
           [0, 0, 1],
           [1, 0, 2]])                                                             (CMX1, L144-150)
    [... ravel example: tn, fp, fn, tp = (2, 1, 2, 3) for y_true = [0, 0, 0, 1, 1, 1, 1, 1],
     y_pred = [0, 1, 0, 1, 0, 1, 0, 1] ...]                 (CMX2, extractor's note, L152-153)

SKL-N1 (notation) is the same two sentences; its claim is the conjunction of CM1 and CM2.

How they are decided.  CM2 is the definition of the layout, checked on the guide's own
example by counting the label pairs directly (not through any confusion-matrix function):
the printed array is that count, and it is not the count of the other convention (the
transpose), so the example does fix the layout.  CMX1 reads the printed array back from its
text and compares it with :func:`kappamcc.metrics.from_labels` of the printed label vectors.
CM1's "each row corresponding to the true class" and "evaluates classification accuracy"
are index-sum identities for every number of classes N over a matrix defined as CM2 says
(cases grouped by cell, ``kappamcc.model.index_forms.case_sum``): row k collects the cases of
true class k, column k the cases predicted as k, and the trace over the total is the share
of cases whose predicted label is the true one (accuracy).

CMX2 is not scikit-learn's text: the extractor of the source file summarised the
section's omitted binary example in one line.  It is checked as a statement about the
function (origin SUITE: a failure would be the extractor's, not an erratum of
scikit-learn); the library's own output for both examples is asserted in
``tests/test_sklearn_docs.py``.
"""

import re

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Origin, Status
from kappamcc.model.kinds import AllOf, IdentityAllN, Relation, eq
from kappamcc.model.index_forms import col, fresh, row, total, trace
from kappamcc.prove.index_sums import Array, Sum, delta, fraction
from kappamcc.proofs.scikit_learn import skl

# ---------------------------------------------------------------------------
# the user guide's example (CMX1), as printed

Y_TRUE = [2, 0, 2, 2, 0, 1]
Y_PRED = [0, 0, 2, 2, 0, 2]
PRINTED = "array([[2, 0, 0],\n       [0, 0, 1],\n       [1, 0, 2]])"  # L148-150
READ_BACK = [[int(v) for v in re.findall(r"\d+", line)] for line in PRINTED.splitlines()]
LABELS = sorted(set(Y_TRUE) | set(Y_PRED))  # confusion_matrix sorts the labels
# the observations as (true label, predicted label): the count of a pair is the number of observations with
# that true and that predicted label
PAIRS = list(zip(Y_TRUE, Y_PRED))

N_LABELS = range(len(LABELS))
BY_DEFINITION = [[PAIRS.count((LABELS[i], LABELS[j])) for j in N_LABELS] for i in N_LABELS]  # CM2
OTHER_CONVENTION = [[PAIRS.count((LABELS[j], LABELS[i])) for j in N_LABELS] for i in N_LABELS]  # rows predicted
MATCHES = sum(1 for t, p in zip(Y_TRUE, Y_PRED) if t == p)

# ---------------------------------------------------------------------------
# CM1 for every N: a matrix defined as CM2 says (C_ab cases with true label a, predicted b)

C = Array("C")
k = fresh("k")
# sums over the cases grouped by cell (true label a, predicted b): sum_ab C_ab [condition]
_a1, _b1, _a2, _b2, _a3, _b3 = (fresh(stem) for stem in "ababab")
true_in_k = Sum(C[_a1, _b1] * delta[_a1, k], _a1, _b1)  # cases whose true label is k
predicted_as_k = Sum(C[_a2, _b2] * delta[_b2, k], _a2, _b2)  # cases predicted as k
matching = Sum(C[_a3, _b3] * delta[_a3, _b3], _a3, _b3)  # cases whose predicted label is the true one

# ---------------------------------------------------------------------------
# CMX2 (extractor's note): the binary ravel example

Y_TRUE_2 = [0, 0, 0, 1, 1, 1, 1, 1]
Y_PRED_2 = [0, 1, 0, 1, 0, 1, 0, 1]
RAVEL_PRINTED = (2, 1, 2, 3)  # tn, fp, fn, tp
BINARY = metrics.from_labels(Y_TRUE_2, Y_PRED_2)
RAVEL = [x for r in BINARY for x in r]  # numpy's ravel: row by row
# positive label 1: tn = (0, 0), fp = (0, 1), fn = (1, 0), tp = (1, 1), counted from the labels
TN, FP, FN, TP = (list(zip(Y_TRUE_2, Y_PRED_2)).count(pair) for pair in ((0, 0), (0, 1), (1, 0), (1, 1)))

CM2 = Relation(
    "SKL-CM2",
    "entry i, j of the printed confusion matrix of the guide's example is the number of observations actually "
    "in group i but predicted to be in group j (labels 0, 1, 2 in sorted order), counted from y_true and y_pred",
    skl("§Confusion matrix, L140-150", r"C_{ij}=\#\{\text{actually in } i,\ \text{predicted } j\}"),
    relation=[eq(READ_BACK[i][j], BY_DEFINITION[i][j]) for i in N_LABELS for j in N_LABELS],
    expected=Status.PROVED,
    reading="checked on the guide's own example, the only matrix the section prints; groups are the sorted labels",
)
CM2_FIXES_LAYOUT = Relation(
    "SKL-CM2.layout",
    "the example fixes the layout: the printed array is not the count of the other convention "
    "(rows predicted, columns actual); entry (1, 2) is 1 (a true 1 predicted as 2), its transpose count is 0",
    skl("§Confusion matrix, L134-150 (suite check)"),
    relation=[eq(READ_BACK[1][2], 1), eq(OTHER_CONVENTION[1][2], 0)],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("SKL-CM2",),
)
CM1 = IdentityAllN(
    "SKL-CM1",
    "with entry (a, b) the number of cases actually in a and predicted b (CM2): row k sums to the number of "
    "cases whose true class is k, column k to the number predicted as k, and the trace over the total is the share "
    "of cases predicted correctly, i.e. the accuracy (every N)",
    skl("§Confusion matrix, L134-138", r"r_k=\#\{y=k\},\ c_k=\#\{\hat y=k\},\ \mathrm{acc}=\mathrm{tr}(C)/S"),
    equations=[
        (row(C, k), true_in_k),
        (col(C, k), predicted_as_k),
        (fraction(trace(C), total(C)), fraction(matching, total(C))),
    ],
    arrays=[C, delta],
    expected=Status.PROVED,
    uses=("SKL-CM2",),
    reading="'evaluates classification accuracy by computing the confusion matrix': the accuracy is read off the "
    "matrix as tr(C)/S; 'each row corresponding to the true class': row k collects the cases of true class k",
)
CM1_EXAMPLE = Relation(
    "SKL-CM1.example",
    "on the guide's example: the rows of the printed array sum to the numbers of 0, 1 and 2 in y_true "
    "(2, 1, 3), the columns to those in y_pred (3, 0, 3), and its accuracy tr/S = 4/6 is the share of matching labels",
    skl("§Confusion matrix, L134-150 (suite check)"),
    relation=[eq(metrics.row_sums(READ_BACK)[i], Y_TRUE.count(LABELS[i])) for i in N_LABELS]
    + [eq(metrics.col_sums(READ_BACK)[i], Y_PRED.count(LABELS[i])) for i in N_LABELS]
    + [eq(metrics.accuracy(READ_BACK), sp.Rational(MATCHES, len(Y_TRUE)))],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("SKL-CM1", "SKL-CMX1"),
)

CLAIMS = [
    CM2,
    CM2_FIXES_LAYOUT,
    CM1,
    CM1_EXAMPLE,
    AllOf(
        "SKL-N1",
        "notation: the confusion matrix has one row per true class, and entry i, j counts the observations "
        "actually in group i predicted to be in group j (CM1 and CM2)",
        skl("§Confusion matrix, L134-142"),
        parts=[CM1, CM2],
        expected=Status.PROVED,
    ),
    Relation(
        "SKL-CMX1",
        "confusion_matrix([2, 0, 2, 2, 0, 1], [0, 0, 2, 2, 0, 2]) prints array([[2, 0, 0], [0, 0, 1], "
        "[1, 0, 2]]): the printed array, read back from its text, is the matrix of the two label vectors "
        "(kappamcc.metrics.from_labels, rows true, labels sorted)",
        skl("§Confusion matrix, L144-150", quote=PRINTED),
        relation=[eq(READ_BACK[i][j], metrics.from_labels(Y_TRUE, Y_PRED)[i][j]) for i in N_LABELS for j in N_LABELS],
        expected=Status.PROVED,
    ),
    Relation(
        "SKL-CMX2",
        "[extractor note] tn, fp, fn, tp = (2, 1, 2, 3) for y_true = [0, 0, 0, 1, 1, 1, 1, 1], "
        "y_pred = [0, 1, 0, 1, 0, 1, 0, 1]: the matrix of the labels, read row by row (ravel), is (2, 1, 2, 3), and "
        "its entries are the counts tn = #(0, 0), fp = #(0, 1), fn = #(1, 0), tp = #(1, 1) of positive label 1",
        skl("§Confusion matrix, L152-153 (extractor's note)", "tn, fp, fn, tp = (2, 1, 2, 3)"),
        relation=[eq(RAVEL[n], RAVEL_PRINTED[n]) for n in range(4)]
        + [eq(v, RAVEL_PRINTED[n]) for n, v in enumerate((TN, FP, FN, TP))],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading="the line is the extractor's summary of an omitted example, not scikit-learn's text: it is checked "
        "as a statement about confusion_matrix(...).ravel() (rows true, labels sorted, so the positive "
        "label 1 is last); the library's own output is asserted in tests/test_sklearn_docs.py",
    ),
]
