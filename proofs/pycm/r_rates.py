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

How they are decided.  TP, FN, FP, TN of class k are the cells of its one-vs-rest table
(the other classes merged, :func:`~kappamcc.proofs.pycm.o_common.one_vs_rest`); P is the row
sum of class k (the cases actually in it, PYCM-N5), N = POP - P (PYCM-N6).  Each printed
formula is compared, for every class of a symbolic 3 x 3 matrix of positive counts, with
the definition as :mod:`kappamcc.metrics` implements it: recall and precision of class k,
and, for the negative rates, recall and precision of the merged class 'not k' in the
one-vs-rest table (specificity is the recall of the negatives, NPV their precision), the
accuracy of that table.  F-beta is van Rijsbergen's (1979, ch. 7) effectiveness
F = 1/(alpha/P + (1 - alpha)/R) with alpha = 1/(1 + beta^2).

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
import sympy as sp

from kappamcc import metrics
from kappamcc.claims import Domain, Origin, Status
from kappamcc.kinds import AllOf, Relation, chain, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.o_common import (CM, COUNTS3, M3, col_sum, one_vs_rest, population, printed_per_class,
                                           row_sum)

CLASSES = range(M3.rows)
OTHERS = {k: [i for i in CLASSES if i != k] for k in CLASSES}


def cells(M, k):
    """(TP, FN, FP, TN) of class k: the cells of its one-vs-rest table."""
    T = one_vs_rest(M, k)
    return T[0, 0], T[0, 1], T[1, 0], T[1, 1]


def specificity(M, k):
    """TNR of class k: the recall of the merged negatives 'not k' in the one-vs-rest table."""
    return metrics.recall(one_vs_rest(M, k), positive=1)


def negative_predictive_value(M, k):
    """NPV of class k: the precision of the merged negatives 'not k' in the one-vs-rest table."""
    return metrics.precision(one_vs_rest(M, k), positive=1)


def class_accuracy(M, k):
    """ACC of class k: the accuracy of its one-vs-rest table."""
    return metrics.accuracy(one_vs_rest(M, k))


def f_beta(precision, recall, beta):
    """van Rijsbergen's F = 1/(alpha/P + (1 - alpha)/R), alpha = 1/(1 + beta^2)."""
    alpha = 1 / (1 + sp.sympify(beta) ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)


def f_beta_of_class(M, k, beta):
    return f_beta(metrics.precision(M, positive=k), metrics.recall(M, positive=k), beta)


def per_class(relation_of_k):
    return [link for k in CLASSES for link in relation_of_k(k)]


# R6.2: precision p and recall r as numbers in [0, 1]
p, r = sp.symbols("p r", real=True)
F1_OF_PR = 2 * p * r / (p + r)
HARMONIC = 2 / (1 / p + 1 / r)
UNIT_SQUARE = Domain((p, r), (p >= 0, p <= 1, r >= 0, r <= 1, p + r > 0), "0 <= p, r <= 1, not both 0")
POSITIVE_SQUARE = Domain((p, r), (p > 0, p <= 1, r > 0, r <= 1), "0 < p, r <= 1")

# R6.3: counts of one class and beta
TP, FP, FN, beta = sp.symbols("TP FP FN beta", positive=True)
PPV_, TPR_ = TP / (TP + FP), TP / (TP + FN)
F_BETA_RATES = (1 + beta**2) * PPV_ * TPR_ / (beta**2 * PPV_ + TPR_)
F_BETA_COUNTS = (1 + beta**2) * TP / ((1 + beta**2) * TP + FP + beta**2 * FN)
BETA_COUNTS = Domain((TP, FP, FN, beta), (), "TP, FP, FN > 0, beta > 0")

src = {k: pycm(loc, tex) for k, loc, tex in [
    ("R1.1", "cell 279, L266-269", ""), ("R1.2", "cell 280, L270-271", r"TPR=\frac{TP}{P}=\frac{TP}{TP+FN}"),
    ("R2.1", "cell 283, L276-279", ""), ("R2.2", "cell 284, L280-281", r"TNR=\frac{TN}{N}=\frac{TN}{TN+FP}"),
    ("R3.1", "cell 287, L286-290", ""), ("R3.2", "cell 288, L291-292", r"PPV=\frac{TP}{TP+FP}"),
    ("R4.1", "cell 291, L297-301", ""), ("R4.2", "cell 292, L302-303", r"NPV=\frac{TN}{TN+FN}"),
    ("R5.1", "cell 311, L352-355", ""),
    ("R5.2", "cell 312, L356-357", r"ACC=\frac{TP+TN}{P+N}=\frac{TP+TN}{TP+TN+FP+FN}"),
    ("R6.1", "cell 320, L371-375", ""), ("R6.2", "cell 320, L371-375", r"F_1=\frac{2}{1/p+1/r}"),
    ("R6.3", "cell 321, L376-377", r"F_{\beta}=(1+\beta^2)\times \frac{PPV\times TPR}{(\beta^2 \times PPV)+TPR}"
                                   r"=\frac{(1+\beta^2) \times TP}{(1+\beta^2)\times TP+FP+\beta^2 \times FN}"),
]}
EVERY_CLASS = "for each class k of every 3 x 3 matrix of positive counts"

R6_2_PARTS = [
    Relation("PYCM-R6.2.harmonic", "F1 is the harmonic mean of precision and recall: 2/(1/p + 1/r) = 2pr/(p + r) for "
             "0 < p, r <= 1", src["R6.2"], relation=eq(HARMONIC, F1_OF_PR), domain=POSITIVE_SQUARE,
             expected=Status.PROVED, origin=Origin.SUITE),
    Relation("PYCM-R6.2.range", "F1 = 2pr/(p + r) lies in [0, 1] for precision and recall in [0, 1] (not both 0)",
             src["R6.2"], relation=chain(0, "<=", F1_OF_PR, "<=", 1), domain=UNIT_SQUARE, expected=Status.PROVED,
             origin=Origin.SUITE),
    Relation("PYCM-R6.2.best", "F1 reaches 1 only at perfect precision and recall: F1 = 1 implies p = r = 1",
             src["R6.2"], relation=sp.Implies(sp.Eq(F1_OF_PR, 1), sp.And(sp.Eq(p, 1), sp.Eq(r, 1))),
             domain=UNIT_SQUARE, expected=Status.PROVED, origin=Origin.SUITE),
    Relation("PYCM-R6.2.worst", "F1 is 0 exactly when precision or recall is 0: F1 = 0 if and only if p r = 0",
             src["R6.2"], relation=[sp.Implies(sp.Eq(F1_OF_PR, 0), sp.Eq(p * r, 0)), sp.Implies(sp.Eq(p * r, 0), sp.Eq(F1_OF_PR, 0))], domain=UNIT_SQUARE,
             expected=Status.PROVED, origin=Origin.SUITE),
]

CLAIMS = [
    # --- TPR
    Relation("PYCM-R1.1", "the proportion of the cases actually in class k that are predicted k, C_kk / sum_j C_kj, is "
             "the recall (sensitivity) of class k, " + EVERY_CLASS, src["R1.1"],
             relation=per_class(lambda k: [eq(M3[k, k] / row_sum(M3, k), metrics.recall(M3, positive=k))]),
             domain=COUNTS3, expected=Status.PROVED,
             reading="'proportion of positives that are correctly identified': positives of class k are the cases "
                     "actually in it (row k), correctly identified those predicted k"),
    Relation("PYCM-R1.2", "TPR = TP/P = TP/(TP+FN) is the recall of class k, " + EVERY_CLASS, src["R1.2"],
             relation=per_class(lambda k: chain(cells(M3, k)[0] / row_sum(M3, k), "=", cells(M3, k)[0] / (cells(M3, k)[0] + cells(M3, k)[1]),
                                                "=", metrics.recall(M3, positive=k))),
             domain=COUNTS3, expected=Status.PROVED),
    *printed_per_class("PYCM-R1.3", "cm.TPR, the recall", "cell 281, L272-273",
                       [metrics.recall(CM, positive=k) for k in CLASSES], {"L1": "0.6", "L2": "0.5", "L3": "0.6"}),
    # --- TNR
    Relation("PYCM-R2.1", "the proportion of the cases actually not in class k that are predicted not k, "
             "sum_{i,j != k} C_ij / sum_{i != k} sum_j C_ij, is the specificity of class k (the recall of 'not k' in its "
             "one-vs-rest table), " + EVERY_CLASS, src["R2.1"],
             relation=per_class(lambda k: [eq(sum(M3[i, j] for i in OTHERS[k] for j in OTHERS[k])
                                              / sum(row_sum(M3, i) for i in OTHERS[k]), specificity(M3, k))]),
             domain=COUNTS3, expected=Status.PROVED,
             reading="'proportion of negatives that are correctly identified': negatives of class k are the cases "
                     "actually in another class, correctly identified those predicted in another class"),
    Relation("PYCM-R2.2", "TNR = TN/N = TN/(TN+FP), with N = POP - P, is the specificity of class k, " + EVERY_CLASS,
             src["R2.2"],
             relation=per_class(lambda k: chain(cells(M3, k)[3] / (population(M3) - row_sum(M3, k)), "=",
                                                cells(M3, k)[3] / (cells(M3, k)[3] + cells(M3, k)[2]), "=", specificity(M3, k))),
             domain=COUNTS3, expected=Status.PROVED),
    *printed_per_class("PYCM-R2.3", "cm.TNR, the specificity", "cell 285, L282-283",
                       [specificity(CM, k) for k in CLASSES], {"L1": "1.0", "L2": "0.8", "L3": "0.5714285714285714"}),
    # --- PPV
    Relation("PYCM-R3.1", "the proportion of the cases predicted k that are actually in class k, C_kk / sum_i C_ik, is "
             "the precision of class k, " + EVERY_CLASS, src["R3.1"],
             relation=per_class(lambda k: [eq(M3[k, k] / col_sum(M3, k), metrics.precision(M3, positive=k))]),
             domain=COUNTS3, expected=Status.PROVED,
             reading="'proportion of positives that correspond to the presence of the condition': the positive "
                     "predictions (column k) that are actually in class k"),
    Relation("PYCM-R3.2", "PPV = TP/(TP+FP) is the precision of class k, " + EVERY_CLASS, src["R3.2"],
             relation=per_class(lambda k: [eq(cells(M3, k)[0] / (cells(M3, k)[0] + cells(M3, k)[2]),
                                              metrics.precision(M3, positive=k))]),
             domain=COUNTS3, expected=Status.PROVED),
    *printed_per_class("PYCM-R3.3", "cm.PPV, the precision", "cell 289, L293-294",
                       [metrics.precision(CM, positive=k) for k in CLASSES],
                       {"L1": "1.0", "L2": "0.3333333333333333", "L3": "0.5"}),
    # --- NPV
    Relation("PYCM-R4.1", "the proportion of the cases predicted not k that are actually not in class k, "
             "sum_{i,j != k} C_ij / sum_{j != k} sum_i C_ij, is the negative predictive value of class k (the precision "
             "of 'not k' in its one-vs-rest table), " + EVERY_CLASS, src["R4.1"],
             relation=per_class(lambda k: [eq(sum(M3[i, j] for i in OTHERS[k] for j in OTHERS[k])
                                              / sum(col_sum(M3, j) for j in OTHERS[k]), negative_predictive_value(M3, k))]),
             domain=COUNTS3, expected=Status.PROVED,
             reading="'proportion of negatives that correspond to the absence of the condition': the negative "
                     "predictions (columns other than k) that are actually in another class"),
    Relation("PYCM-R4.2", "NPV = TN/(TN+FN) is the negative predictive value of class k, " + EVERY_CLASS, src["R4.2"],
             relation=per_class(lambda k: [eq(cells(M3, k)[3] / (cells(M3, k)[3] + cells(M3, k)[1]),
                                              negative_predictive_value(M3, k))]),
             domain=COUNTS3, expected=Status.PROVED),
    *printed_per_class("PYCM-R4.3", "cm.NPV, the negative predictive value", "cell 293, L304-305",
                       [negative_predictive_value(CM, k) for k in CLASSES],
                       {"L1": "0.7777777777777778", "L2": "0.8888888888888888", "L3": "0.6666666666666666"}),
    # --- ACC
    Relation("PYCM-R5.1", "the correct decisions 'class k or not' over all cases, (C_kk + sum_{i,j != k} C_ij) / "
             "sum_ij C_ij, is the accuracy of the one-vs-rest table of class k, " + EVERY_CLASS, src["R5.1"],
             relation=per_class(lambda k: [eq((M3[k, k] + sum(M3[i, j] for i in OTHERS[k] for j in OTHERS[k]))
                                              / population(M3), class_accuracy(M3, k))]),
             domain=COUNTS3, expected=Status.PROVED,
             reading="'the number of correct predictions from all predictions made', per class as the printed ACC is: "
                     "a case is predicted correctly for class k when actual and predicted agree on 'k or not k'"),
    Relation("PYCM-R5.2", "ACC = (TP+TN)/(P+N) = (TP+TN)/(TP+TN+FP+FN) is the accuracy of the one-vs-rest table of "
             "class k, " + EVERY_CLASS, src["R5.2"],
             relation=per_class(lambda k: chain((cells(M3, k)[0] + cells(M3, k)[3]) / population(M3), "=",
                                                (cells(M3, k)[0] + cells(M3, k)[3]) / sum(cells(M3, k)), "=",
                                                class_accuracy(M3, k))),
             domain=COUNTS3, expected=Status.PROVED, reading="P + N = POP (PYCM-N5, N6)"),
    *printed_per_class("PYCM-R5.3", "cm.ACC, the accuracy of the one-vs-rest table", "cell 313, L358-359",
                       [class_accuracy(CM, k) for k in CLASSES],
                       {"L1": "0.8333333333333334", "L2": "0.75", "L3": "0.5833333333333334"}),
    # --- F-beta
    Relation("PYCM-R6.1", "F1 is computed from the precision p and the recall r of the class alone: F1 = 2pr/(p + r) "
             "with p, r the precision and recall of class k is its F1 score, " + EVERY_CLASS, src["R6.1"],
             relation=per_class(lambda k: [eq(F1_OF_PR.subs({p: metrics.precision(M3, positive=k),
                                                             r: metrics.recall(M3, positive=k)}),
                                              metrics.f1(M3, positive=k))]),
             domain=COUNTS3, expected=Status.PROVED,
             reading="'It considers both the precision p and the recall r': F1 is a function of p and r"),
    *R6_2_PARTS,
    AllOf("PYCM-R6.2", "F1 is the harmonic average of precision and recall, at most 1, equal to 1 only at perfect "
          "precision and recall, and 0 at worst (exactly when p or r is 0)", src["R6.2"], parts=R6_2_PARTS,
          expected=Status.PROVED,
          reading="p, r in [0, 1]: the harmonic average 2/(1/p + 1/r) = 2pr/(p + r), extended by 0 where p r = 0"),
    Relation("PYCM-R6.3", "(1+beta^2) PPV TPR / (beta^2 PPV + TPR) = (1+beta^2) TP / ((1+beta^2) TP + FP + beta^2 FN) "
             "is van Rijsbergen's F = 1/(alpha/PPV + (1 - alpha)/TPR), alpha = 1/(1 + beta^2), for TP, FP, FN > 0 and "
             "beta > 0; at beta = 1 it is the F1 score", src["R6.3"],
             relation=chain(F_BETA_RATES, "=", F_BETA_COUNTS, "=", f_beta(PPV_, TPR_, beta))
             + [eq(F_BETA_COUNTS.subs(beta, 1), metrics.f1(sp.Matrix([[TP, FN], [FP, TP]]), positive=0))],
             domain=BETA_COUNTS, expected=Status.PROVED,
             reading="PPV = TP/(TP+FP), TPR = TP/(TP+FN) (R3.2, R1.2); F1 of the table [[TP, FN], [FP, TN]] does "
                     "not depend on TN (here TN = TP)"),
    *printed_per_class("PYCM-R6.4", "cm.F1, the F1 score", "cell 322, L378-379",
                       [metrics.f1(CM, positive=k) for k in CLASSES],
                       {"L1": "0.75", "L2": "0.4", "L3": "0.5454545454545454"}),
    *printed_per_class("PYCM-R6.5", "cm.F05, F-beta at beta = 0.5", "cell 323, L380-381",
                       [f_beta_of_class(CM, k, sp.Rational(1, 2)) for k in CLASSES],
                       {"L1": "0.8823529411764706", "L2": "0.35714285714285715", "L3": "0.5172413793103449"}),
    *printed_per_class("PYCM-R6.6", "cm.F2, F-beta at beta = 2", "cell 324, L382-383",
                       [f_beta_of_class(CM, k, 2) for k in CLASSES],
                       {"L1": "0.6521739130434783", "L2": "0.45454545454545453", "L3": "0.5769230769230769"}),
    *printed_per_class("PYCM-R6.7", "cm.F_beta(beta=4), F-beta at beta = 4", "cell 325, L384-385",
                       [f_beta_of_class(CM, k, 4) for k in CLASSES],
                       {"L1": "0.6144578313253012", "L2": "0.4857142857142857", "L3": "0.5930232558139535"}),
]
