"""The average and the weighted average of a per-class statistic in PyCM's document
(PYCM-O15, O16).

PyCM 4.4 Document, cells 584-598 (``shared/papers/pycm_docs.txt``):

    "Here "average" refers to the arithmetic mean, the sum of the numbers divided by how
     many numbers are being averaged."                                                 (O15.1)
    cm.average("PPV") -> 0.6111111111111112;  cm.average("F1") -> 0.5651515151515151  (O15.2, O15.3)
    "The weighted average is similar to an ordinary average, except that instead of each of
     the data points contributing equally to the final average, some data points contribute
     more than others."  "Default weight is condition positive (number of positive samples)."
                                                                                       (O16.1)
    cm.weighted_average("PPV") -> 0.6805555555555557; ("F1") -> 0.606439393939394;
    ("F1", weight={"L1": 23, "L2": 2, "L3": 1}) -> 0.7152097902097903                 (O16.2-O16.4)

How they are decided.  average(X) = (1/|C|) sum_i X_i and weighted_average(X; w) =
sum_i w_i X_i / sum_i w_i, with the default w_i = P_i (the cases actually in class i); X the
per-class statistics of ``r_rates.py``.  O15.1 is read as: the average of PPV and of F1 is the
macro average PPV_Macro and F1_Macro as printed (O9.1, O13.1): their terms are the per-class
PPV and F1, for every class of every N x N matrix (a free class index, relabelling theorem).
O16.1 is read as: with equal weights the weighted average is the ordinary average (for any
number of classes and any values X_i: a checked derivation over the sums as atoms, |C| =
sum_i 1 one of them), and with the default weights P_i the weighted average of the recalls
TPR_i is the overall accuracy (each class counts in proportion to its cases: P_i TPR_i = TP_i
for every class, and sum_i TP_i / sum_i P_i = tr/S, every N).  Printed values are judged on cm.
"""

from functools import partial

import sympy as sp

from kappamcc.model import index_forms as forms
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Classes, Close, matrices
from kappamcc.model.index_forms import fresh, row
from kappamcc.model.kinds import AllOf, Derived, eq
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import C
from kappamcc.proofs.pycm.o_common import CM, printed_float, row_sum
from kappamcc.proofs.pycm.o_micro_macro import F1_OF, F1_TERM, PPV_OF, PPV_i, every_n, i_


P_CM = [row_sum(CM, i) for i in range(CM.rows)]  # the condition positives P_i of cm, the weights of O16.1
EXPLICIT_WEIGHTS = (23, 2, 1)  # {"L1": 23, "L2": 2, "L3": 1}

# O16.1, equal weights: per-class values x_i (any reals), one weight w for every class, as atoms
x = Array("x", "vector")
w = sp.Symbol("w", positive=True)
j = fresh("j")
at = partial(atomize, arrays=[x])  # at(e): the closed index sum e over atoms
CLASS_COUNT = at(Sum(IndexPoly.const(1), fresh("k")))  # |C| = sum_k 1
WEIGHTED_SUM, WEIGHT_SUM = at(Sum(w * x[j], j)), at(Sum(IndexPoly.const(w), fresh("k")))  # w sum_i X_i, w |C|
# kept unevaluated: sympy would cancel w before any rule saw the quotient
WEIGHTED_AVERAGE = sp.Mul(WEIGHTED_SUM, sp.Pow(WEIGHT_SUM, -1, evaluate=False), evaluate=False)
EQUAL_WEIGHTS_GOAL = eq(WEIGHTED_AVERAGE, at(Sum(x[j], j)) / CLASS_COUNT)
EQUAL_WEIGHTS_HYPS = (sp.Gt(w, 0),)

O16_1_EQUAL = Derived(
    "PYCM-O16.1.equal",
    "with one weight w > 0 for every class, the weighted average sum_i w X_i / sum_i w is the "
    "ordinary average (1/|C|) sum_i X_i, for any number of classes and any per-class values X_i",
    pycm("cell 594, L1101-1106"),
    formula=matrices([x], nonneg=(), hyps=EQUAL_WEIGHTS_HYPS, goal=EQUAL_WEIGHTS_GOAL),
    lines=[Classes(), Close(EQUAL_WEIGHTS_GOAL, EQUAL_WEIGHTS_HYPS, (1,))],
    domain=Domain(text="any number of classes |C| >= 1, per-class values X_i real, w > 0"),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
O16_1_DEFAULT = every_n(
    "PYCM-O16.1.default",
    "with the default weights P_i = r_i, the weighted average of the recalls is the overall "
    "accuracy: P_i TPR_i = TP_i for every class i, and sum_i TP_i / sum_i P_i = tr/S",
    pycm("cell 594, L1101-1106"),
    [(forms.recall(C, i_) * row(C, i_), C[i_, i_]), (fraction(Sum(C[j, j], j), Sum(row(C, j), j)), forms.accuracy(C))],
    "P_i = r_i != 0 for every class (TPR_i defined) and S != 0",
    origin=Origin.SUITE,
)

CLAIMS = [
    every_n(
        "PYCM-O15.1",
        "the average (arithmetic mean) of the per-class PPV is PPV_Macro (1/|C|) sum_i TP_i/(TP_i + "
        "FP_i), and that of the per-class F1 is F1_Macro (2/|C|) sum_i TPR_i PPV_i/(TPR_i + PPV_i): term by term, "
        "C_ii / c_i = TP_i/(TP_i + FP_i) and 2 C_ii / (r_i + c_i) = 2 TPR_i PPV_i/(TPR_i + PPV_i) for every class i",
        pycm("cell 584, L1079-1082"),
        [(forms.precision(C, i_), PPV_i), (forms.f1_score(C, i_), F1_TERM)],
        "r_i, c_i, C_ii != 0 for every class (PPV_i, TPR_i defined, TPR_i + PPV_i != 0)",
        uses=("PYCM-O9.1", "PYCM-O13.1"),
        reading="'the sum of the numbers divided by how many numbers are being averaged', over the |C| classes: "
        "the means agree when their terms do",
    ),
    printed_float(
        "PYCM-O15.2",
        'cm.average("PPV"), the mean precision of cm (11/18)',
        "cell 585, L1083-1084",
        sum(PPV_OF["cm"]) / CM.rows,
        "0.6111111111111112",
    ),
    printed_float(
        "PYCM-O15.3",
        'cm.average("F1"), the mean F1 of cm (373/660)',
        "cell 586, L1085-1086",
        sum(F1_OF["cm"]) / CM.rows,
        "0.5651515151515151",
    ),
    O16_1_EQUAL,
    O16_1_DEFAULT,
    AllOf(
        "PYCM-O16.1",
        "the weighted average with equal weights is the ordinary average (any number of classes, any "
        "values), and with the default weights P_i (condition positive) the weighted average of the recalls TPR_i is "
        "the overall accuracy (every N, every matrix of counts with every P_i != 0)",
        pycm("cell 594, L1101-1106"),
        parts=[O16_1_EQUAL, O16_1_DEFAULT],
        expected=Status.PROVED,
        reading="'instead of each of the data points contributing equally ..., some data points contribute more': "
        "sum_i w_i X_i / sum_i w_i, which is the ordinary average when the w_i are equal; default w_i = P_i",
    ),
    printed_float(
        "PYCM-O16.2",
        'cm.weighted_average("PPV"), the precision of cm averaged with weights P_i (49/72)',
        "cell 595, L1107-1108",
        sum(weight * value for weight, value in zip(P_CM, PPV_OF["cm"])) / sum(P_CM),
        "0.6805555555555557",
    ),
    printed_float(
        "PYCM-O16.3",
        'cm.weighted_average("F1"), the F1 of cm averaged with weights P_i',
        "cell 596, L1109-1110",
        sum(weight * value for weight, value in zip(P_CM, F1_OF["cm"])) / sum(P_CM),
        "0.606439393939394",
    ),
    printed_float(
        "PYCM-O16.4",
        'cm.weighted_average("F1", weight={"L1": 23, "L2": 2, "L3": 1}), the F1 of cm averaged with weights 23, 2, 1',
        "cell 598, L1113-1114",
        sum(weight * value for weight, value in zip(EXPLICIT_WEIGHTS, F1_OF["cm"])) / sum(EXPLICIT_WEIGHTS),
        "0.7152097902097903",
    ),
]
