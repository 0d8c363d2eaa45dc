"""The per-class MCC: its description, range, interpretation, formula and printed values
(PYCM-M1.1 ... M1.5).

PyCM 4.4 Document, cells 332-334, L397-406:

    "The Matthews correlation coefficient is used in machine learning as a measure of the
     quality of binary (two-class) classifications ... It takes into account true and false
     positives and negatives and is generally regarded as a balanced measure that can be used
     even if the classes are of very different sizes."                              (M1.1)
    "it returns a value between -1 and +1."                                         (M1.2)
    "A coefficient of +1 represents a perfect prediction, 0 no better than random prediction
     and -1 indicates total disagreement between prediction and observation"        (M1.3)
    MCC = (TP x TN - FP x FN) / sqrt((TP+FP) x (TP+FN) x (TN+FP) x (TN+FN))            (M1.4)
    cm.MCC  {'L1': 0.6831300510639732, 'L2': 0.25819888974716115, 'L3': 0.1690308509457033}  (M1.5)

PyCM's MCC is per class: the binary MCC of class k against the rest, from that class's TP,
TN, FP, FN (PYCM-B1 ... B4).  M1.4 is compared with the general MCC of Matthews (1975) and
Gorodkin (2004) as :func:`kappamcc.metrics.mcc` computes it, on the one-vs-rest table
[[TP, FN], [FP, TN]] (rows actual, the class first).  M1.2 and M1.3 are decided by Z3 on the
four counts, wherever MCC is defined (the four sums non-zero).

Readings.  "a balanced measure that can be used even if the classes are of very different
sizes" (M1.1): MCC treats the class and the rest alike (exchanging them, TP <-> TN and
FP <-> FN, leaves it unchanged), and a prediction that carries no information about the class
(independent of it: TP TN = FP FN, the table has rank one) scores 0 whatever the class sizes.
"perfect prediction" (M1.3): no error, FP = FN = 0; "no better than random": prediction
independent of the observation, TP TN = FP FN; "total disagreement": every case wrong,
TP = TN = 0.  "It takes into account true and false positives and negatives" is what the
formula shows; "generally regarded" is a judgement.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import Relation, chain, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import FN, FP, ONE_VS_REST, TN, TP, binary_domain
from kappamcc.proofs.pycm.x_example_matrix import CM, per_class

MCC_PRINTED = (TP * TN - FP * FN) / sp.sqrt((TP + FP) * (TP + FN) * (TN + FP) * (TN + FN))
MCC_DEFINED = binary_domain(
    TP + FP, TP + FN, TN + FP, TN + FN, text="TP+FP, TP+FN, TN+FP, TN+FN non-zero (MCC defined)"
)
# the class's one-vs-rest table as a family: M1.2-M1.4 are stated of the MCC derived from it
CLASS_TABLE = Family(
    "one-vs-rest table [[TP, FN], [FP, TN]] of a class",
    ONE_VS_REST,
    Domain(
        symbols=MCC_DEFINED.symbols, constraints=tuple(x >= 0 for x in (TP, TN, FP, FN)), text="TP, TN, FP, FN >= 0"
    ),
)
MCC = CLASS_TABLE.mcc
SWAP = {TP: TN, TN: TP, FP: FN, FN: FP}
M14 = r"MCC=\frac{TP \times TN-FP \times FN}{\sqrt{(TP+FP)\times (TP+FN)\times (TN+FP)\times (TN+FN)}}"
WORDS = "cell 332, L397-402"

CLAIMS = [
    Relation(
        "PYCM-M1.1",
        "MCC is a balanced measure of a binary classification: exchanging the class and the rest "
        "(TP <-> TN, FP <-> FN) leaves it unchanged, and a prediction independent of the class (TP TN = FP FN) "
        "scores 0 whatever the sizes of the class and the rest",
        pycm(
            WORDS,
            quote="generally regarded as a balanced measure that can be used even if the classes are of very "
            "different sizes",
        ),
        relation=[eq(MCC_PRINTED, MCC_PRINTED.xreplace(SWAP)), sp.Implies(eq(TP * TN, FP * FN), eq(MCC_PRINTED, 0))],
        domain=MCC_DEFINED,
        expected=Status.PROVED,
        uses=("PYCM-M1.4",),
        reading="'balanced': the class and the rest are treated alike; 'usable with very different class sizes': "
        "an uninformative prediction scores 0 for any class sizes",
    ),
    Relation(
        "PYCM-M1.2",
        "-1 <= MCC <= +1 for every class of every matrix on which it is defined",
        pycm(WORDS, quote=r"it returns a value between $ -1 $ and $ +1 $"),
        relation=chain(-1, "<=", MCC, "<=", 1),
        domain=MCC_DEFINED,
        expected=Status.PROVED,
        uses=("PYCM-M1.4",),
        families=(CLASS_TABLE,),
    ),
    Relation(
        "PYCM-M1.3",
        "MCC = +1 iff the prediction is perfect (FP = FN = 0); MCC = 0 iff the prediction is "
        "independent of the observation (TP TN = FP FN); MCC = -1 iff prediction and observation disagree on "
        "every case (TP = TN = 0)",
        pycm(
            WORDS,
            quote=r"A coefficient of $ +1 $ represents a perfect prediction, $ 0 $ no better than random prediction "
            r"and $ -1 $ indicates total disagreement between prediction and observation",
        ),
        relation=[
            sp.Implies(eq(MCC, 1), sp.And(eq(FP, 0), eq(FN, 0))),
            sp.Implies(sp.And(eq(FP, 0), eq(FN, 0)), eq(MCC, 1)),
            sp.Implies(eq(MCC, 0), eq(TP * TN, FP * FN)),
            sp.Implies(eq(TP * TN, FP * FN), eq(MCC, 0)),
            sp.Implies(eq(MCC, -1), sp.And(eq(TP, 0), eq(TN, 0))),
            sp.Implies(sp.And(eq(TP, 0), eq(TN, 0)), eq(MCC, -1)),
        ],
        domain=MCC_DEFINED,
        expected=Status.PROVED,
        uses=("PYCM-M1.4",),
        reading="'no better than random': the prediction is independent of the observation (the 2 x 2 table has "
        "rank one); 'total disagreement': no case is right",
        families=(CLASS_TABLE,),
    ),
    Relation(
        "PYCM-M1.4",
        "MCC = (TP TN - FP FN)/sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN)) is the MCC (Matthews 1975) "
        "derived from the one-vs-rest table [[TP, FN], [FP, TN]] of the class",
        pycm("cell 333, L403-404", M14),
        relation=eq(MCC_PRINTED, MCC),
        domain=MCC_DEFINED,
        expected=Status.PROVED,
        uses=("PYCM-N1", "PYCM-N2", "PYCM-N3", "PYCM-N4"),
        reading="per class, one against the rest: rows actual (the class, the rest), columns predicted",
        families=(CLASS_TABLE,),
    ),
    per_class(
        "PYCM-M1.5",
        "cm.MCC, the MCC of the class against the rest",
        "cell 334, L405-406",
        exact=[metrics.mcc_one_vs_rest(CM, positive=k) for k in range(3)],
        printed=["0.6831300510639732", "0.25819888974716115", "0.1690308509457033"],
        output="{'L1': 0.6831300510639732, 'L2': 0.25819888974716115, 'L3': 0.1690308509457033}",
    ),
]
