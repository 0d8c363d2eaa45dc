"""Bookmaker informedness, markedness and Youden's index per class (PYCM-M2, M3, M4).

PyCM 4.4 Document, cells 336-342 and 423-425, L409-426, L609-625:

    BM: "The informedness of a prediction method ... is defined as the probability that the
        prediction method will make a correct decision as opposed to guessing"      (M2.1)
        "Equals to Youden Index"                                                    (M2.2)
        BM = TPR + TNR - 1                                                          (M2.3)
        cm.BM  {'L1': 0.6000000000000001, 'L2': 0.30000000000000004, 'L3': 0.17142857142857126}
    MK: "... markedness is quantified as a measure of how much one variable is marked as a
        predictor or possible cause of another and is also known as triangle-P in simple
        two-choice cases"                                                           (M3.1)
        MK = PPV + NPV - 1                                                          (M3.2)
        cm.MK  {'L1': 0.7777777777777777, 'L2': 0.2222222222222221, 'L3': 0.16666666666666652}
    Y:  "it's derived from sensitivity and specificity and denotes a linear correspondence
        balanced accuracy.  As Youden's index is a linear transformation of the mean
        sensitivity and specificity ..."                                            (M4.1)
        "Equals to Bookmaker Informedness"                                          (M4.2)
        Y = BM = TPR + TNR - 1                                                      (M4.3)
        cm.Y   {'L1': 0.6000000000000001, 'L2': 0.30000000000000004, 'L3': 0.17142857142857126}

Per class, one against the rest, with PyCM's own rates TPR = TP/(TP + FN), TNR = TN/(TN + FP),
PPV = TP/(TP + FP), NPV = TN/(TN + FN) (PYCM-R1.2 ... R4.2).  The definitions compared with:
informedness and markedness of Powers (2011) and Youden's J (Youden 1950) as
:mod:`kappamcc.metrics` computes them on the one-vs-rest table [[TP, FN], [FP, TN]], and the
balanced accuracy (TPR + TNR)/2 of :func:`kappamcc.metrics.balanced_accuracy`.

Readings.  M2.1, "the probability that the prediction method will make a correct decision as
opposed to guessing" (Powers' bookmaker): a method that with probability b knows the class and
decides correctly, and otherwise guesses "the class" with probability q whatever the truth,
has informedness b, for every b, q in [0, 1] and class sizes P, N > 0 (expected counts).  M3.1,
"triangle-P": Delta P = P(actual k | predicted k) - P(actual k | predicted not k) (Allan 1980;
the prediction as the cue, the class as the outcome).  M4.1, "a linear transformation of the
mean sensitivity and specificity": Y = 2 (TPR + TNR)/2 - 1, i.e. a = 2, b = -1.  "its values are
difficult to interpret" and "a higher value of Y indicates better ability to avoid failure" are
judgements.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import FN, FP, ONE_VS_REST, POSITIVE, TN, TP, binary_domain
from kappamcc.proofs.pycm.x_example_matrix import CM, per_class

TPR, TNR = TP / (TP + FN), TN / (TN + FP)  # PYCM-R1.2, R2.2
PPV, NPV = TP / (TP + FP), TN / (TN + FN)  # PYCM-R3.2, R4.2
BM_DEFINED = binary_domain(TP + FN, TN + FP, text="TP+FN, TN+FP non-zero (TPR, TNR defined)")
MK_DEFINED = binary_domain(TP + FP, TN + FN, text="TP+FP, TN+FN non-zero (PPV, NPV defined)")
INFORMEDNESS = metrics.informedness(ONE_VS_REST, positive=POSITIVE)
YOUDEN = metrics.youden_j(ONE_VS_REST, positive=POSITIVE)
MARKEDNESS = metrics.markedness(ONE_VS_REST, positive=POSITIVE)

# M2.1: an informed-or-guessing method, in expected counts
b, q, P_, N_ = sp.symbols("b q P N", real=True)
BOOKMAKER = sp.Matrix(
    [[P_ * (b + (1 - b) * q), P_ * (1 - b) * (1 - q)], [N_ * (1 - b) * q, N_ * (b + (1 - b) * (1 - q))]]
)
BOOKMAKER_DOMAIN = Domain(
    symbols=(b, q, P_, N_),
    constraints=(b >= 0, b <= 1, q >= 0, q <= 1, P_ > 0, N_ > 0),
    text="0 <= b, q <= 1 (probability of an informed decision, of guessing 'the class'); "
    "P, N > 0 cases in the class and in the rest",
)

BM_OUT = "{'L1': 0.6000000000000001, 'L2': 0.30000000000000004, 'L3': 0.17142857142857126}"
BM_PRINTED = ["0.6000000000000001", "0.30000000000000004", "0.17142857142857126"]

CLAIMS = [
    Relation(
        "PYCM-M2.1",
        "informedness is the probability of a correct decision as opposed to guessing: a method that "
        "knows the class with probability b (and decides correctly) and otherwise guesses 'the class' with "
        "probability q, independently of the truth, has BM = b",
        pycm(
            "cell 336, L409-412",
            quote="defined as the probability that the prediction method will make a correct "
            "decision as opposed to guessing",
        ),
        relation=eq(metrics.informedness(BOOKMAKER, positive=POSITIVE), b),
        domain=BOOKMAKER_DOMAIN,
        expected=Status.PROVED,
        reading="Powers' bookmaker model, in expected counts: TP = P(b + (1-b)q), FN = P(1-b)(1-q), FP = N(1-b)q, "
        "TN = N(b + (1-b)(1-q))",
    ),
    Relation(
        "PYCM-M2.2",
        "BM equals Youden's index J = sensitivity + specificity - 1 (Youden 1950), per class",
        pycm("cell 336, L409-412", quote="Equals to Youden Index"),
        relation=eq(INFORMEDNESS, YOUDEN),
        domain=BM_DEFINED,
        expected=Status.PROVED,
    ),
    Relation(
        "PYCM-M2.3",
        "BM = TPR + TNR - 1, with TPR = TP/(TP+FN) and TNR = TN/(TN+FP), is the informedness of "
        "Powers (2011) of the one-vs-rest table",
        pycm("cell 337, L413-414", r"BM=TPR+TNR-1"),
        relation=eq(TPR + TNR - 1, INFORMEDNESS),
        domain=BM_DEFINED,
        expected=Status.PROVED,
        uses=("PYCM-N1", "PYCM-N2", "PYCM-N3", "PYCM-N4"),
    ),
    per_class(
        "PYCM-M2.4",
        "cm.BM, the informedness of the class against the rest",
        "cell 338, L415-418",
        exact=[metrics.informedness(CM, positive=k) for k in range(3)],
        printed=BM_PRINTED,
        output=BM_OUT,
    ),
    Relation(
        "PYCM-M3.1",
        "markedness is Delta P in a two-choice case: MK = P(actual k | predicted k) - "
        "P(actual k | predicted not k) = TP/(TP+FP) - FN/(FN+TN)",
        pycm("cell 340, L421-422", r"is also known as $ \triangle P $ in simple two-choice cases"),
        relation=eq(TP / (TP + FP) - FN / (FN + TN), MARKEDNESS),
        domain=MK_DEFINED,
        expected=Status.PROVED,
        reading="Delta P (Allan 1980) of the cue 'predicted k' for the outcome 'actual k'",
    ),
    Relation(
        "PYCM-M3.2",
        "MK = PPV + NPV - 1, with PPV = TP/(TP+FP) and NPV = TN/(TN+FN), is the markedness of "
        "Powers (2011) of the one-vs-rest table",
        pycm("cell 341, L423-424", r"MK=PPV+NPV-1"),
        relation=eq(PPV + NPV - 1, MARKEDNESS),
        domain=MK_DEFINED,
        expected=Status.PROVED,
        uses=("PYCM-N1", "PYCM-N2", "PYCM-N3", "PYCM-N4"),
    ),
    per_class(
        "PYCM-M3.3",
        "cm.MK, the markedness of the class against the rest",
        "cell 342, L425-426",
        exact=[metrics.markedness(CM, positive=k) for k in range(3)],
        printed=["0.7777777777777777", "0.2222222222222221", "0.16666666666666652"],
        output="{'L1': 0.7777777777777777, 'L2': 0.2222222222222221, 'L3': 0.16666666666666652}",
    ),
    Relation(
        "PYCM-M4.1",
        "Youden's index is a linear transformation of the mean of sensitivity and specificity, the "
        "balanced accuracy: Y = 2 (TPR + TNR)/2 - 1 = 2 BA - 1",
        pycm(
            "cell 423, L609-619",
            quote="As Youden's index is a linear transformation of the mean sensitivity and specificity",
        ),
        relation=[eq(YOUDEN, 2 * (TPR + TNR) / 2 - 1), eq(YOUDEN, 2 * metrics.balanced_accuracy(ONE_VS_REST) - 1)],
        domain=BM_DEFINED,
        expected=Status.PROVED,
        reading="Y = a (TPR + TNR)/2 + b with a = 2, b = -1; BA of the one-vs-rest table is (TPR + TNR)/2",
    ),
    Relation(
        "PYCM-M4.2",
        "Y equals the bookmaker informedness, per class",
        pycm("cell 423, L609-619", quote="Equals to Bookmaker Informedness"),
        relation=eq(YOUDEN, INFORMEDNESS),
        domain=BM_DEFINED,
        expected=Status.PROVED,
    ),
    Relation(
        "PYCM-M4.3",
        "Y = BM = TPR + TNR - 1: Youden's J (Youden 1950), Powers' informedness and TPR + TNR - 1 agree, per class",
        pycm("cell 424, L620-621", r"Y=BM=TPR+TNR-1"),
        relation=[eq(YOUDEN, INFORMEDNESS), eq(INFORMEDNESS, TPR + TNR - 1)],
        domain=BM_DEFINED,
        expected=Status.PROVED,
    ),
    per_class(
        "PYCM-M4.4",
        "cm.Y, Youden's index of the class against the rest",
        "cell 425, L622-625",
        exact=[metrics.youden_j(CM, positive=k) for k in range(3)],
        printed=BM_PRINTED,
        output=BM_OUT,
    ),
]
