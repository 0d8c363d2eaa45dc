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
per-class statistics of ``r_rates.py``.  O15.1 is read as: the average of PPV and of F1 is
the macro average PPV_Macro and F1_Macro as printed (O9.1, O13.1).  O16.1 is read as: with
equal weights the weighted average is the ordinary average, and with the default weights
P_i the weighted average of the recalls TPR_i is the overall accuracy (each class counts in
proportion to its cases).  Printed values are judged on cm.
"""
import sympy as sp

from kappamcc import metrics
from kappamcc.claims import Domain, Status
from kappamcc.kinds import Relation, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.o_common import CM, COUNTS3, M3, printed_float, row_sum
from kappamcc.proofs.pycm.o_micro_macro import f1, mean, per_class, precision, recall


def weighted_average(values, weights):
    values, weights = list(values), list(weights)
    return sum(w * x for w, x in zip(weights, values)) / sum(weights)


def condition_positive(M):
    return [row_sum(M, i) for i in range(M.rows)]


w = sp.Symbol("w", positive=True)
CLASSES3 = range(M3.rows)
EXPLICIT_WEIGHTS = (23, 2, 1)          # {"L1": 23, "L2": 2, "L3": 1}

CLAIMS = [
    Relation("PYCM-O15.1", "the average (arithmetic mean) of the per-class PPV is PPV_Macro (1/|C|) sum_i TP_i/(TP_i + "
             "FP_i), and that of the per-class F1 is F1_Macro (2/|C|) sum_i TPR_i PPV_i/(TPR_i + PPV_i), for every 3 x 3 "
             "matrix of positive counts", pycm("cell 584, L1079-1082"),
             relation=[eq(mean(per_class(M3, precision)),
                          sp.Rational(1, 3) * sum(M3[k, k] / sum(M3[i, k] for i in CLASSES3) for k in CLASSES3)),
                       eq(mean(per_class(M3, f1)),
                          sp.Rational(2, 3) * sum(recall(M3, k) * precision(M3, k) / (recall(M3, k) + precision(M3, k))
                                                  for k in CLASSES3))],
             domain=COUNTS3, expected=Status.PROVED, uses=("PYCM-O9.1", "PYCM-O13.1"),
             reading="'the sum of the numbers divided by how many numbers are being averaged', over the |C| classes"),
    printed_float("PYCM-O15.2", 'cm.average("PPV"), the mean precision of cm (11/18)', "cell 585, L1083-1084",
                  mean(per_class(CM, precision)), "0.6111111111111112"),
    printed_float("PYCM-O15.3", 'cm.average("F1"), the mean F1 of cm (373/660)', "cell 586, L1085-1086",
                  mean(per_class(CM, f1)), "0.5651515151515151"),
    Relation("PYCM-O16.1", "the weighted average with equal weights w is the ordinary average, and with the default "
             "weights P_i (condition positive) the weighted average of the recalls TPR_i is the overall accuracy, for "
             "every 3 x 3 matrix of positive counts", pycm("cell 594, L1101-1106"),
             relation=[eq(weighted_average(per_class(M3, precision), [w] * 3), mean(per_class(M3, precision))),
                       eq(weighted_average(per_class(M3, recall), condition_positive(M3)), metrics.accuracy(M3))],
             domain=Domain(tuple(M3) + (w,), tuple(x >= 1 for x in M3), COUNTS3.text + "; w > 0"),
             expected=Status.PROVED,
             reading="'instead of each of the data points contributing equally ..., some data points contribute more': "
                     "sum_i w_i X_i / sum_i w_i, which is the ordinary average when the w_i are equal; default w_i = P_i"),
    printed_float("PYCM-O16.2", 'cm.weighted_average("PPV"), the precision of cm averaged with weights P_i (49/72)',
                  "cell 595, L1107-1108", weighted_average(per_class(CM, precision), condition_positive(CM)),
                  "0.6805555555555557"),
    printed_float("PYCM-O16.3", 'cm.weighted_average("F1"), the F1 of cm averaged with weights P_i',
                  "cell 596, L1109-1110", weighted_average(per_class(CM, f1), condition_positive(CM)), "0.606439393939394"),
    printed_float("PYCM-O16.4", 'cm.weighted_average("F1", weight={"L1": 23, "L2": 2, "L3": 1}), the F1 of cm averaged '
                  "with weights 23, 2, 1", "cell 598, L1113-1114", weighted_average(per_class(CM, f1), EXPLICIT_WEIGHTS),
                  "0.7152097902097903"),
]
