"""The basic per-class rates of PyCM's document: TPR, TNR, PPV, NPV, ACC and the F-beta score
(PYCM-R1 to R6).

PyCM 4.4 Document, cells 279-325 (``shared/papers/pycm_docs.txt``):

    TPR = TP/P = TP/(TP+FN);  TNR = TN/N = TN/(TN+FP)                        (R1.2, R2.2)
    PPV = TP/(TP+FP);  NPV = TN/(TN+FN)                                        (R3.2, R4.2)
    ACC = (TP+TN)/(P+N) = (TP+TN)/(TP+TN+FP+FN)                                (R5.2)
    F_beta = (1+beta^2) PPV TPR / (beta^2 PPV + TPR)
           = (1+beta^2) TP / ((1+beta^2) TP + FP + beta^2 FN)                  (R6.3)
    cm.TPR, cm.TNR, cm.PPV, cm.NPV, cm.ACC, cm.F1, cm.F05, cm.F2, cm.F_beta(beta=4)
                                                          (R1.3 ... R6.7, per class L1, L2, L3)

How they are decided.  TP, FN, FP, TN of class k are the cells of its one-vs-rest table over an
N x N matrix C (rows actual): TP = C_kk, FN = r_k - C_kk, FP = c_k - C_kk, TN = S - r_k - c_k + C_kk
(PYCM-N1 ... N4); P = r_k (N5), N = S - r_k (N6).  Each printed formula and each reading of
the words is compared, for every N and every class k at once (a free class index; the
relabelling theorem of ``kappamcc.prove.index_sums``), with the definition written once in
:mod:`kappamcc.model.index_forms`: recall C_kk / r_k, precision C_kk / c_k, specificity and NPV over
the cells of the other classes, the one-vs-rest accuracy, F1 = 2 C_kk / (r_k + c_k).  Fractions
are cross-multiplied: each identity holds on every matrix of counts (zero counts included) on
which its denominators are non-zero, which the statement names.  F-beta is van Rijsbergen's
(1979, ch. 7) effectiveness F = 1/(alpha/P + (1 - alpha)/R) with alpha = 1/(1 + beta^2), on the
counts TP, FP, FN >= 0 of any class.  ``tests/test_pycm_general_index_forms.py`` checks that
the definitions are :mod:`kappamcc.metrics`'s at N = 2, 3.

Readings of the words.  Each "proportion of positives/negatives that are correctly
identified" (R1.1, R2.1) and "proportion of positives/negatives that correspond to the
presence/absence of the condition" (R3.1, R4.1) is written over the cells of the 3 x 3 matrix
directly (the cases actually in class k and predicted k, over those actually in class k,
...): that reading fixes which axis holds the actual class, so the claims also check
PyCM's layout.  In R3.1 and R4.1 "positives" are the positive *predictions* (a PPV over the
actual positives would be the TPR).  R5.1 "the number of correct predictions from all
predictions made" is read per class (the printed ACC is per class): the correct decisions
"class k or not" over all cases.  R6.1 "considers both the precision p and the recall r":
F1 is a function of p and r alone, 2pr/(p + r).  R6.2 "best value at 1 (perfect precision and
recall) and worst at 0": for p, r in [0, 1], not both 0, 0 <= F1 <= 1, F1 = 1 only when
p = r = 1, and F1 = 0 exactly when p r = 0.
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model import index_forms as forms
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.kinds import AllOf, Relation, chain, eq
from kappamcc.model.index_forms import row, total
from kappamcc.prove.index_sums import Sum, delta, fraction
from kappamcc.families.pycm_common import identity_every_class
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import (
    C,
    FN as FN_,
    FP as FP_,
    TP as TP_,
    ACTUAL_IS_K,
    CASE,
    FN_K,
    FP_K,
    PREDICTED_IS_K,
    TN_K,
    TP_K,
    actual,
    k,
    predicted,
)
from kappamcc.proofs.pycm.o_common import CM, one_vs_rest, printed_per_class

CLASSES = range(CM.rows)


# the one-vs-rest rates of the classes of cm: TNR the recall, NPV the precision of the merged
# negatives 'not k' (row and column 1 of the one-vs-rest table), ACC its accuracy
TNR_CM = [metrics.recall(one_vs_rest(CM, k), positive=1) for k in CLASSES]
NPV_CM = [metrics.precision(one_vs_rest(CM, k), positive=1) for k in CLASSES]
ACC_CM = [metrics.accuracy(one_vs_rest(CM, k)) for k in CLASSES]


# R6.2: precision p and recall r as numbers in [0, 1]
p, r = sp.symbols("p r", real=True)
F1_OF_PR = 2 * p * r / (p + r)
HARMONIC = 2 / (1 / p + 1 / r)
UNIT_SQUARE = Domain(
    symbols=(p, r), constraints=(p >= 0, p <= 1, r >= 0, r <= 1, p + r > 0), text="0 <= p, r <= 1, not both 0"
)
POSITIVE_SQUARE = Domain(symbols=(p, r), constraints=(p > 0, p <= 1, r > 0, r <= 1), text="0 < p, r <= 1")

# R6.3: the counts of one class (any class of any matrix: every triple TP, FP, FN >= 0 occurs) and beta
TP, FP, FN = TP_, FP_, FN_
beta = sp.Symbol("beta", positive=True)
PPV_, TPR_ = TP / (TP + FP), TP / (TP + FN)
F_BETA_RATES = (1 + beta**2) * PPV_ * TPR_ / (beta**2 * PPV_ + TPR_)
F_BETA_COUNTS = (1 + beta**2) * TP / ((1 + beta**2) * TP + FP + beta**2 * FN)
# van Rijsbergen's F = 1/(alpha/P + (1 - alpha)/R), alpha = 1/(1 + beta^2), of precision p and recall r
ALPHA = 1 / (1 + beta**2)
F_VAN_RIJSBERGEN = 1 / (ALPHA / p + (1 - ALPHA) / r)
BETA_COUNTS = Domain(
    symbols=(TP, FP, FN, beta),
    constraints=(TP >= 0, FP >= 0, FN >= 0, sp.Ne(TP + FP, 0), sp.Ne(TP + FN, 0), sp.Ne(beta**2 * PPV_ + TPR_, 0)),
    text="TP, FP, FN >= 0 with TP+FP, TP+FN and beta^2 PPV + TPR non-zero (every printed form defined: "
    "TP > 0), beta > 0",
)

# every N, class k free: the counts of class k (PYCM-N1 ... N6) and the words over the cases
P_k, N_k, S = row(C, k), total(C) - row(C, k), total(C)
TP_k, FN_k, FP_k, TN_k = TP_K, FN_K, FP_K, TN_K
# the cases (actual, predicted) counted at their cell, CASE = C[actual, predicted]
NOT_ACTUAL, NOT_PREDICTED = 1 - ACTUAL_IS_K, 1 - PREDICTED_IS_K
both_k = Sum(CASE * ACTUAL_IS_K * PREDICTED_IS_K, actual, predicted)
neither_k = Sum(CASE * NOT_ACTUAL * NOT_PREDICTED, actual, predicted)


# an identity for every class k of every N over C and delta (families.pycm_common.identity_every_class)
every_class = partial(identity_every_class, arrays=[C, delta])


src = {
    k: pycm(loc, tex)
    for k, loc, tex in [
        ("R1.1", "cell 279, L266-269", ""),
        ("R1.2", "cell 280, L270-271", r"TPR=\frac{TP}{P}=\frac{TP}{TP+FN}"),
        ("R2.1", "cell 283, L276-279", ""),
        ("R2.2", "cell 284, L280-281", r"TNR=\frac{TN}{N}=\frac{TN}{TN+FP}"),
        ("R3.1", "cell 287, L286-290", ""),
        ("R3.2", "cell 288, L291-292", r"PPV=\frac{TP}{TP+FP}"),
        ("R4.1", "cell 291, L297-301", ""),
        ("R4.2", "cell 292, L302-303", r"NPV=\frac{TN}{TN+FN}"),
        ("R5.1", "cell 311, L352-355", ""),
        ("R5.2", "cell 312, L356-357", r"ACC=\frac{TP+TN}{P+N}=\frac{TP+TN}{TP+TN+FP+FN}"),
        ("R6.1", "cell 320, L371-375", ""),
        ("R6.2", "cell 320, L371-375", r"F_1=\frac{2}{1/p+1/r}"),
        (
            "R6.3",
            "cell 321, L376-377",
            r"F_{\beta}=(1+\beta^2)\times \frac{PPV\times TPR}{(\beta^2 \times PPV)+TPR}"
            r"=\frac{(1+\beta^2) \times TP}{(1+\beta^2)\times TP+FP+\beta^2 \times FN}",
        ),
    ]
}

R6_2_PARTS = [
    Relation(
        "PYCM-R6.2.harmonic",
        "F1 is the harmonic mean of precision and recall: 2/(1/p + 1/r) = 2pr/(p + r) for 0 < p, r <= 1",
        src["R6.2"],
        relation=eq(HARMONIC, F1_OF_PR),
        domain=POSITIVE_SQUARE,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    Relation(
        "PYCM-R6.2.range",
        "F1 = 2pr/(p + r) lies in [0, 1] for precision and recall in [0, 1] (not both 0)",
        src["R6.2"],
        relation=chain(0, "<=", F1_OF_PR, "<=", 1),
        domain=UNIT_SQUARE,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    Relation(
        "PYCM-R6.2.best",
        "F1 reaches 1 only at perfect precision and recall: F1 = 1 implies p = r = 1",
        src["R6.2"],
        relation=sp.Implies(sp.Eq(F1_OF_PR, 1), sp.And(sp.Eq(p, 1), sp.Eq(r, 1))),
        domain=UNIT_SQUARE,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    Relation(
        "PYCM-R6.2.worst",
        "F1 is 0 exactly when precision or recall is 0: F1 = 0 if and only if p r = 0",
        src["R6.2"],
        relation=[sp.Implies(sp.Eq(F1_OF_PR, 0), sp.Eq(p * r, 0)), sp.Implies(sp.Eq(p * r, 0), sp.Eq(F1_OF_PR, 0))],
        domain=UNIT_SQUARE,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
]

CLAIMS = [
    # --- TPR
    every_class(
        "PYCM-R1.1",
        "the proportion of the cases actually in class k that are predicted k (cases counted "
        "one by one) is the recall (sensitivity) of class k, C_kk / r_k",
        src["R1.1"],
        [(fraction(both_k, Sum(CASE * ACTUAL_IS_K, actual, predicted)), forms.recall(C, k))],
        "r_k != 0",
        reading="'proportion of positives that are correctly identified': positives of class k are the cases "
        "actually in it (row k), correctly identified those predicted k",
    ),
    every_class(
        "PYCM-R1.2",
        "TPR = TP/P = TP/(TP+FN) is the recall of class k, C_kk / r_k",
        src["R1.2"],
        [fraction(TP_k, P_k), fraction(TP_k, TP_k + FN_k), forms.recall(C, k)],
        "P = r_k != 0",
        uses=("PYCM-N1", "PYCM-N4", "PYCM-N5"),
    ),
    *printed_per_class(
        "PYCM-R1.3",
        "cm.TPR, the recall",
        "cell 281, L272-273",
        [metrics.recall(CM, positive=k) for k in CLASSES],
        {"L1": "0.6", "L2": "0.5", "L3": "0.6"},
    ),
    # --- TNR
    every_class(
        "PYCM-R2.1",
        "the proportion of the cases actually not in class k that are predicted not k (cases "
        "counted one by one) is the specificity of class k, sum_{i != k, j != k} C_ij / sum_{i != k} r_i",
        src["R2.1"],
        [(fraction(neither_k, Sum(CASE * NOT_ACTUAL, actual, predicted)), forms.specificity(C, k))],
        "S - r_k != 0",
        reading="'proportion of negatives that are correctly identified': negatives of class k are the cases "
        "actually in another class, correctly identified those predicted in another class",
    ),
    every_class(
        "PYCM-R2.2",
        "TNR = TN/N = TN/(TN+FP), with N = POP - P, is the specificity of class k, "
        "sum_{i != k, j != k} C_ij / sum_{i != k} r_i",
        src["R2.2"],
        [fraction(TN_k, N_k), fraction(TN_k, TN_k + FP_k), forms.specificity(C, k)],
        "S - r_k != 0 (the negatives N)",
        uses=("PYCM-N2", "PYCM-N3", "PYCM-N6"),
    ),
    *printed_per_class(
        "PYCM-R2.3",
        "cm.TNR, the specificity",
        "cell 285, L282-283",
        TNR_CM,
        {"L1": "1.0", "L2": "0.8", "L3": "0.5714285714285714"},
    ),
    # --- PPV
    every_class(
        "PYCM-R3.1",
        "the proportion of the cases predicted k that are actually in class k (cases counted "
        "one by one) is the precision of class k, C_kk / c_k",
        src["R3.1"],
        [(fraction(both_k, Sum(CASE * PREDICTED_IS_K, actual, predicted)), forms.precision(C, k))],
        "c_k != 0",
        reading="'proportion of positives that correspond to the presence of the condition': the positive "
        "predictions (column k) that are actually in class k",
    ),
    every_class(
        "PYCM-R3.2",
        "PPV = TP/(TP+FP) is the precision of class k, C_kk / c_k",
        src["R3.2"],
        [(fraction(TP_k, TP_k + FP_k), forms.precision(C, k))],
        "TP + FP = c_k != 0",
        uses=("PYCM-N1", "PYCM-N3"),
    ),
    *printed_per_class(
        "PYCM-R3.3",
        "cm.PPV, the precision",
        "cell 289, L293-294",
        [metrics.precision(CM, positive=k) for k in CLASSES],
        {"L1": "1.0", "L2": "0.3333333333333333", "L3": "0.5"},
    ),
    # --- NPV
    every_class(
        "PYCM-R4.1",
        "the proportion of the cases predicted not k that are actually not in class k (cases "
        "counted one by one) is the negative predictive value of class k, sum_{i != k, j != k} C_ij / "
        "sum_{j != k} c_j",
        src["R4.1"],
        [(fraction(neither_k, Sum(CASE * NOT_PREDICTED, actual, predicted)), forms.negative_predictive_value(C, k))],
        "S - c_k != 0",
        reading="'proportion of negatives that correspond to the absence of the condition': the negative "
        "predictions (columns other than k) that are actually in another class",
    ),
    every_class(
        "PYCM-R4.2",
        "NPV = TN/(TN+FN) is the negative predictive value of class k, sum_{i != k, j != k} C_ij / sum_{j != k} c_j",
        src["R4.2"],
        [(fraction(TN_k, TN_k + FN_k), forms.negative_predictive_value(C, k))],
        "TN + FN = S - c_k != 0",
        uses=("PYCM-N2", "PYCM-N4"),
    ),
    *printed_per_class(
        "PYCM-R4.3",
        "cm.NPV, the negative predictive value",
        "cell 293, L304-305",
        NPV_CM,
        {"L1": "0.7777777777777778", "L2": "0.8888888888888888", "L3": "0.6666666666666666"},
    ),
    # --- ACC
    every_class(
        "PYCM-R5.1",
        "the correct decisions 'class k or not' over all cases (cases counted one by one) is the "
        "accuracy of class k against the rest, (C_kk + sum_{i != k, j != k} C_ij) / S",
        src["R5.1"],
        [(fraction(both_k + neither_k, Sum(CASE, actual, predicted)), forms.class_accuracy(C, k))],
        "S != 0",
        reading="'the number of correct predictions from all predictions made', per class as the printed ACC is: "
        "a case is predicted correctly for class k when actual and predicted agree on 'k or not k'",
    ),
    every_class(
        "PYCM-R5.2",
        "ACC = (TP+TN)/(P+N) = (TP+TN)/(TP+TN+FP+FN) is the accuracy of class k against the "
        "rest, (C_kk + sum_{i != k, j != k} C_ij) / S",
        src["R5.2"],
        [
            fraction(TP_k + TN_k, P_k + N_k),
            fraction(TP_k + TN_k, TP_k + TN_k + FP_k + FN_k),
            forms.class_accuracy(C, k),
        ],
        "P + N = S != 0",
        uses=("PYCM-N1", "PYCM-N2", "PYCM-N3", "PYCM-N4", "PYCM-N5", "PYCM-N6"),
    ),
    *printed_per_class(
        "PYCM-R5.3",
        "cm.ACC, the accuracy of the one-vs-rest table",
        "cell 313, L358-359",
        ACC_CM,
        {"L1": "0.8333333333333334", "L2": "0.75", "L3": "0.5833333333333334"},
    ),
    # --- F-beta
    every_class(
        "PYCM-R6.1",
        "F1 is computed from the precision p and the recall r of the class alone: 2pr/(p + r), "
        "with p = C_kk / c_k and r = C_kk / r_k, is the F1 score of class k, 2 C_kk / (r_k + c_k)",
        src["R6.1"],
        [
            (
                2 * forms.precision(C, k) * forms.recall(C, k) / (forms.precision(C, k) + forms.recall(C, k)),
                forms.f1_score(C, k),
            )
        ],
        "r_k, c_k, C_kk != 0 (p and r defined, p + r != 0)",
        reading="'It considers both the precision p and the recall r': F1 is a function of p and r",
    ),
    *R6_2_PARTS,
    AllOf(
        "PYCM-R6.2",
        "F1 is the harmonic average of precision and recall, at most 1, equal to 1 only at perfect "
        "precision and recall, and 0 at worst (exactly when p or r is 0)",
        src["R6.2"],
        parts=R6_2_PARTS,
        expected=Status.PROVED,
        reading="p, r in [0, 1]: the harmonic average 2/(1/p + 1/r) = 2pr/(p + r), extended by 0 where p r = 0",
    ),
    Relation(
        "PYCM-R6.3",
        "(1+beta^2) PPV TPR / (beta^2 PPV + TPR) = (1+beta^2) TP / ((1+beta^2) TP + FP + beta^2 FN) "
        "is van Rijsbergen's F = 1/(alpha/PPV + (1 - alpha)/TPR), alpha = 1/(1 + beta^2), for the counts TP, FP, "
        "FN >= 0 of any class where every printed form is defined (TP > 0), and beta > 0; at beta = 1 it is the F1 "
        "score",
        src["R6.3"],
        relation=chain(F_BETA_RATES, "=", F_BETA_COUNTS, "=", F_VAN_RIJSBERGEN.xreplace({p: PPV_, r: TPR_}))
        + [eq(F_BETA_COUNTS.subs(beta, 1), metrics.f1(sp.Matrix([[TP, FN], [FP, TP]]), positive=0))],
        domain=BETA_COUNTS,
        expected=Status.PROVED,
        reading="PPV = TP/(TP+FP), TPR = TP/(TP+FN) (R3.2, R1.2); F1 of the table [[TP, FN], [FP, TN]] does "
        "not depend on TN (here TN = TP)",
    ),
    *printed_per_class(
        "PYCM-R6.4",
        "cm.F1, the F1 score",
        "cell 322, L378-379",
        [metrics.f1(CM, positive=k) for k in CLASSES],
        {"L1": "0.75", "L2": "0.4", "L3": "0.5454545454545454"},
    ),
    *printed_per_class(
        "PYCM-R6.5",
        "cm.F05, F-beta at beta = 0.5",
        "cell 323, L380-381",
        [
            F_VAN_RIJSBERGEN.xreplace(
                {p: metrics.precision(CM, positive=k), r: metrics.recall(CM, positive=k), beta: sp.Rational(1, 2)}
            )
            for k in CLASSES
        ],
        {"L1": "0.8823529411764706", "L2": "0.35714285714285715", "L3": "0.5172413793103449"},
    ),
    *printed_per_class(
        "PYCM-R6.6",
        "cm.F2, F-beta at beta = 2",
        "cell 324, L382-383",
        [
            F_VAN_RIJSBERGEN.xreplace(
                {p: metrics.precision(CM, positive=k), r: metrics.recall(CM, positive=k), beta: sp.Integer(2)}
            )
            for k in CLASSES
        ],
        {"L1": "0.6521739130434783", "L2": "0.45454545454545453", "L3": "0.5769230769230769"},
    ),
    *printed_per_class(
        "PYCM-R6.7",
        "cm.F_beta(beta=4), F-beta at beta = 4",
        "cell 325, L384-385",
        [
            F_VAN_RIJSBERGEN.xreplace(
                {p: metrics.precision(CM, positive=k), r: metrics.recall(CM, positive=k), beta: sp.Integer(4)}
            )
            for k in CLASSES
        ],
        {"L1": "0.6144578313253012", "L2": "0.4857142857142857", "L3": "0.5930232558139535"},
    ),
]
