"""The printed examples of ``cohen_kappa_score`` and ``matthews_corrcoef`` (SKL-KX1, SKL-KX2,
SKL-MX1, SKL-MX2).

scikit-learn documentation (``shared/papers/scikit_learn_docs.txt``):

    >>> y_true = [2, 0, 2, 2, 0, 1]
    >>> y_pred = [0, 0, 2, 2, 0, 2]
    >>> cohen_kappa_score(y_true, y_pred)
    0.4285714285714286                                            (KX1, user guide, L123-127)
    >>> y1 = ["negative", "positive", "negative", "neutral", "positive"]
    >>> y2 = ["negative", "positive", "negative", "neutral", "negative"]
    >>> cohen_kappa_score(y1, y2)
    0.6875                                                        (KX2, docstring, L248-254)
    >>> y_true = [+1, +1, +1, -1]
    >>> y_pred = [+1, -1, +1, +1]
    >>> matthews_corrcoef(y_true, y_pred)
    -0.33...                                   (MX1, user guide, L208-215; MX2, docstring, L281-287)

Each matrix is built from the printed label vectors by :func:`kappamcc.metrics.from_labels`
(scikit-learn's ``confusion_matrix``: rows y_true or y1, labels sorted), and the value is
computed exactly by :mod:`kappamcc.metrics`.

Readings of the printed precision.  ``0.4285714285714286`` is the repr of a float: it is
judged at its 16 printed decimals (the exact 3/7 must round to it, and does).  The float scikit-learn returns is one unit in
the last place above the double nearest to 3/7 (which would print as 0.42857142857142855):
a rounding error of its float computation, invisible at the printed precision.  ``0.6875`` is exact
(11/16 is a float).  ``-0.33...`` is a doctest with an ellipsis: the printed digits, then
anything; it is read as truncation, "the decimal expansion of the value begins -0.33", i.e.
-0.34 < MCC <= -0.33 (rounding to -0.33 would be |MCC + 0.33| <= 0.005, also true here).
The library's own outputs are asserted in ``tests/test_sklearn_docs.py``.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Status
from kappamcc.model.kinds import PrintedValue, Relation, chain, eq
from kappamcc.proofs.scikit_learn import skl
from kappamcc.proofs.scikit_learn.confusion_matrix import Y_PRED, Y_TRUE

KX1_MATRIX = metrics.from_labels(Y_TRUE, Y_PRED)  # [[2, 0, 0], [0, 0, 1], [1, 0, 2]]
Y1 = ["negative", "positive", "negative", "neutral", "positive"]
Y2 = ["negative", "positive", "negative", "neutral", "negative"]
KX2_MATRIX = metrics.from_labels(Y1, Y2)  # labels negative, neutral, positive
MX_TRUE = [+1, +1, +1, -1]
MX_PRED = [+1, -1, +1, +1]
MX_MATRIX = metrics.from_labels(MX_TRUE, MX_PRED)  # labels -1, +1: [[tn, fp], [fn, tp]]
MX_VALUE = metrics.mcc(MX_MATRIX)

TRUNCATION = (
    "doctest ellipsis read as truncation: the decimal expansion of the exact value begins with the printed "
    "digits, -0.34 < MCC <= -0.33"
)
# the same example is printed in the user guide and in the docstring
TRUNCATED = [
    Relation(
        id,
        "matthews_corrcoef([+1, +1, +1, -1], [+1, -1, +1, +1]) prints -0.33...: the MCC of "
        "[[0, 1], [1, 2]] (labels -1, +1) is -1/3, whose decimal expansion begins -0.33",
        skl(where, "-0.33..."),
        relation=[eq(MX_VALUE, sp.Rational(-1, 3))]
        + chain(sp.Rational(-34, 100), "<", MX_VALUE, "<=", sp.Rational(-33, 100)),
        expected=Status.PROVED,
        reading=TRUNCATION,
    )
    for where, id in (
        ("§Matthews correlation coefficient, L208-215", "SKL-MX1"),
        ("docstring matthews_corrcoef, L281-287", "SKL-MX2"),
    )
]


COUNTS = {
    name: sum(1 for t, p in zip(MX_TRUE, MX_PRED) if (t, p) == cell)  # positive label +1
    for name, cell in (("tn", (-1, -1)), ("fp", (-1, +1)), ("fn", (+1, -1)), ("tp", (+1, +1)))
}

CLAIMS = [
    Relation(
        "SKL-N3",
        "tp, tn, fp, fn are the numbers of true positives, true negatives, false positives and false "
        "negatives: on the MCC example (positive label +1) tn = 0, fp = 1, fn = 1, tp = 2, the entries of its matrix "
        "[[tn, fp], [fn, tp]], and the binary formula on these counts gives the example's -1/3",
        skl("§Matthews correlation coefficient, L175-177; L208-215"),
        relation=[
            eq(COUNTS["tn"], MX_MATRIX[0][0]),
            eq(COUNTS["fp"], MX_MATRIX[0][1]),
            eq(COUNTS["fn"], MX_MATRIX[1][0]),
            eq(COUNTS["tp"], MX_MATRIX[1][1]),
            eq(metrics.mcc_from_counts(COUNTS["tp"], COUNTS["fp"], COUNTS["fn"], COUNTS["tn"]), MX_VALUE),
        ],
        expected=Status.PROVED,
        uses=("SKL-M6",),
        reading="counted from the label vectors of the example, the positive label being +1 (the larger label, last "
        "in scikit-learn's sorted order)",
    ),
    PrintedValue(
        "SKL-KX1",
        "cohen_kappa_score([2, 0, 2, 2, 0, 1], [0, 0, 2, 2, 0, 2]) prints 0.4285714285714286: the "
        "kappa of [[2, 0, 0], [0, 0, 1], [1, 0, 2]] is 3/7",
        skl("§Cohen's kappa, L123-127", "0.4285714285714286"),
        exact=metrics.kappa(KX1_MATRIX),
        printed="0.4285714285714286",
        expected=Status.PROVED,
        reading="the printed text is the repr of a float: judged at its 16 decimals (the float scikit-learn "
        "returns is one unit in the last place above the double nearest to 3/7, which would print as "
        "0.42857142857142855; the printed 16 decimals are 3/7 correctly rounded)",
    ),
    PrintedValue(
        "SKL-KX2",
        "cohen_kappa_score(y1, y2) prints 0.6875 for the docstring's labels: the kappa of "
        "[[2, 0, 0], [0, 1, 0], [1, 0, 1]] (rows y1; labels negative, neutral, positive) is 11/16",
        skl("docstring cohen_kappa_score, L248-254", "0.6875"),
        exact=metrics.kappa(KX2_MATRIX),
        printed="0.6875",
        expected=Status.PROVED,
    ),
    *TRUNCATED,
]
