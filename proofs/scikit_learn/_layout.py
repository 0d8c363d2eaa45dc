"""scikit-learn's layout of a confusion matrix, shared by the SKL proof modules.

``confusion_matrix(y_true, y_pred)`` puts the true class on the rows and the predicted
class on the columns (SKL-CM1, SKL-CM2), with the labels in sorted order; for the binary
labels {0, 1} the positive label 1 is therefore *last*: ``[[tn, fp], [fn, tp]]`` (the
ravel order ``tn, fp, fn, tp`` of SKL-CMX2).  The binary families below are that matrix,
with the user guide's own symbols: lower case in the MCC section (SKL-N3), upper case in
the balanced-accuracy section (SKL-N2).
"""

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.family import Family

__all__ = [
    "tn",
    "fp",
    "fn",
    "tp",
    "TN",
    "FP",
    "FN",
    "TP",
    "MCC_BINARY",
    "BA_BINARY",
    "BA_DOMAIN",
]

tn, fp, fn, tp = sp.symbols("tn fp fn tp", real=True)
TN, FP, FN, TP = sp.symbols("TN FP FN TP", real=True)

MCC_BINARY = Family(
    "[[tn, fp], [fn, tp]]",
    sp.Matrix([[tn, fp], [fn, tp]]),
    Domain(
        symbols=(tn, fp, fn, tp),
        constraints=(tn >= 0, fp >= 0, fn >= 0, tp >= 0, tp + fn > 0, tn + fp > 0, tp + fp > 0, tn + fn > 0),
        text="tp, tn, fp, fn >= 0 with every row and column sum positive (MCC defined)",
    ),
    "scikit-learn: rows true, columns predicted, positive label 1 last",
)

# balanced accuracy needs only the rows (each class occurs): TPR and TNR are defined
BA_DOMAIN = Domain(
    symbols=(TN, FP, FN, TP),
    constraints=(TN >= 0, FP >= 0, FN >= 0, TP >= 0, TP + FN > 0, TN + FP > 0),
    text="TP, TN, FP, FN >= 0 with both classes present in y_true (TP + FN > 0, TN + FP > 0)",
)
BA_BINARY = sp.Matrix([[TN, FP], [FN, TP]])
