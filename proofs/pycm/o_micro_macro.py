"""Micro and macro averages of PyCM's document (PYCM-O4 to O14).

PyCM 4.4 Document, cells 849-923 (``shared/papers/pycm_docs.txt``):

    PPV_Micro = sum_i TP_i / sum_i TP_i+FP_i      NPV_Micro = sum_i TN_i / sum_i TN_i+FN_i
    TPR_Micro = sum_i TP_i / sum_i TP_i+FN_i      TNR_Micro = sum_i TN_i / sum_i TN_i+FP_i
    F1_Micro  = 2 sum_i TPR_i x PPV_i / sum_i TPR_i+PPV_i                                  (O8.1)
    "Equals to ..." (PPV, TPR, F1 Micro and Overall ACC are one number)         (O4.2, O6.2, O8.2)
    PPV_Macro = (1/|C|) sum_i TP_i/(TP_i+FP_i), NPV_Macro, TPR_Macro, TNR_Macro likewise
    F1_Macro  = (2/|C|) sum_i TPR_i x PPV_i / (TPR_i + PPV_i);  ACC_Macro = (1/|C|) sum_i ACC_i
    printed values on cm

How they are decided.  The definitions compared with (Sokolova and Lapalme 2009, "A
systematic analysis of performance measures for classification tasks", Inf Process Manag
45:427-437; scikit-learn's ``average='micro'`` and ``'macro'``): a micro average is the
metric of the pooled one-vs-rest table, the sum over the classes of their tables
[[TP_i, FN_i], [FP_i, TN_i]] (:func:`~kappamcc.proofs.pycm.o_common.one_vs_rest`); a macro
average is the mean over the classes of the metric of each class (the per-class metrics of
``r_rates.py``, from :mod:`kappamcc.metrics`).  Each printed formula is compared with them
exactly on a symbolic 3 x 3 matrix of positive counts.  A printed sum "sum_i TP_i+FP_i" in a
denominator is read as sum_i (TP_i + FP_i).

Erratum O8.1.  The printed F1_Micro, 2 sum_i TPR_i PPV_i / sum_i (TPR_i + PPV_i), is not the
micro-averaged F1 (the F1 of the pooled counts, = ACC_Overall, which O8.3 prints and O8.2
states): on cm it gives 32/53 = 0.60377..., not 7/12.  The correction F1_Micro = 2 PPV_Micro
TPR_Micro / (PPV_Micro + TPR_Micro) is PROVED.  The statements "Equals to ..." (O1.2, O4.2,
O6.2, O8.2) are read with F1_Micro the micro-averaged F1, the number they describe.
"""
import sympy as sp

from kappamcc import metrics
from kappamcc.claims import Origin, Status
from kappamcc.kinds import Relation, chain, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.o_common import CM, COUNTS2, COUNTS3, COUNTS23, M2, M3, one_vs_rest, printed_float
from kappamcc.proofs.pycm.r_rates import cells, class_accuracy, negative_predictive_value, specificity


def pooled(M):
    """The sum over the classes of their one-vs-rest tables [[TP, FN], [FP, TN]]."""
    return sum((one_vs_rest(M, k) for k in range(M.rows)), sp.zeros(2, 2))


def ppv_micro(M):
    return metrics.precision(pooled(M), positive=0)


def tpr_micro(M):
    return metrics.recall(pooled(M), positive=0)


def npv_micro(M):
    return metrics.precision(pooled(M), positive=1)


def tnr_micro(M):
    return metrics.recall(pooled(M), positive=1)


def f1_micro(M):
    return metrics.f1(pooled(M), positive=0)


def mean(values):
    values = list(values)
    return sum(values) / len(values)


def per_class(M, metric):
    return [metric(M, k) for k in range(M.rows)]


def precision(M, k):
    return metrics.precision(M, positive=k)


def recall(M, k):
    return metrics.recall(M, positive=k)


def f1(M, k):
    return metrics.f1(M, positive=k)


def sums(M):
    """(sum TP_i, sum FN_i, sum FP_i, sum TN_i) over the classes, from each class's table."""
    per = [cells(M, k) for k in range(M.rows)]
    return tuple(sum(c[n] for c in per) for n in range(4))


def f1_micro_printed(M):
    """2 sum_i TPR_i x PPV_i / sum_i (TPR_i + PPV_i) (O8.1)."""
    tpr, ppv = per_class(M, recall), per_class(M, precision)
    return 2 * sum(t * p for t, p in zip(tpr, ppv)) / sum(t + p for t, p in zip(tpr, ppv))


TP, FN, FP, TN = sums(M3)
n = M3.rows
EVERY = "for every 3 x 3 matrix of positive counts"

O8_1_CORRECTED = Relation(
    "PYCM-O8.1.corrected", "F1_Micro = 2 PPV_Micro TPR_Micro / (PPV_Micro + TPR_Micro), the harmonic mean of the micro "
    "precision and recall, is the F1 of the pooled counts, 2 sum TP_i / (2 sum TP_i + sum FP_i + sum FN_i), for every "
    "2 x 2 and 3 x 3 matrix of positive counts",
    pycm("cell 881, L1804-1805"),
    relation=[eq(2 * ppv_micro(M) * tpr_micro(M) / (ppv_micro(M) + tpr_micro(M)), f1_micro(M)) for M in (M3, M2)],
    domain=COUNTS23, expected=Status.PROVED, origin=Origin.SUITE)

CLAIMS = [
    # --- micro averages
    Relation("PYCM-O4.1", "PPV_Micro = sum_i TP_i / sum_i (TP_i + FP_i) is the precision of the pooled one-vs-rest "
             "table, " + EVERY, pycm("cell 849, L1746-1747", r"PPV_{Micro}=\frac{\sum_{i=1}^{|C|}TP_i}{\sum_{i=1}^{|C|}TP_i+FP_i}"),
             relation=eq(TP / (TP + FP), ppv_micro(M3)), domain=COUNTS3, expected=Status.PROVED),
    Relation("PYCM-O4.2", "PPV_Micro = TPR_Micro = F1_Micro = ACC_Overall, " + EVERY, pycm("cell 850, L1748-1749"),
             relation=chain(ppv_micro(M3), "=", tpr_micro(M3), "=", f1_micro(M3), "=", metrics.accuracy(M3)),
             domain=COUNTS3, expected=Status.PROVED,
             reading="F1_Micro the F1 of the pooled counts (O8.3's value); the formula O8.1 prints is an erratum"),
    printed_float("PYCM-O4.3", "cm.PPV_Micro, the micro-averaged precision of cm (7/12)", "cell 851, L1750-1751",
                  ppv_micro(CM), "0.5833333333333334"),
    Relation("PYCM-O5.1", "NPV_Micro = sum_i TN_i / sum_i (TN_i + FN_i) is the negative predictive value (precision of "
             "the negatives) of the pooled one-vs-rest table, " + EVERY,
             pycm("cell 855, L1757-1758", r"NPV_{Micro}=\frac{\sum_{i=1}^{|C|}TN_i}{\sum_{i=1}^{|C|}TN_i+FN_i}"),
             relation=eq(TN / (TN + FN), npv_micro(M3)), domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O5.2", "cm.NPV_Micro, the micro-averaged NPV of cm (19/24)", "cell 856, L1759-1760",
                  npv_micro(CM), "0.7916666666666666"),
    Relation("PYCM-O6.1", "TPR_Micro = sum_i TP_i / sum_i (TP_i + FN_i) is the recall of the pooled one-vs-rest table, "
             + EVERY, pycm("cell 860, L1766-1767", r"TPR_{Micro}=\frac{\sum_{i=1}^{|C|}TP_i}{\sum_{i=1}^{|C|}TP_i+FN_i}"),
             relation=eq(TP / (TP + FN), tpr_micro(M3)), domain=COUNTS3, expected=Status.PROVED),
    Relation("PYCM-O6.2", "TPR_Micro = PPV_Micro = F1_Micro = ACC_Overall, " + EVERY, pycm("cell 861, L1768-1769"),
             relation=chain(tpr_micro(M3), "=", ppv_micro(M3), "=", f1_micro(M3), "=", metrics.accuracy(M3)),
             domain=COUNTS3, expected=Status.PROVED,
             reading="F1_Micro the F1 of the pooled counts (O8.3's value); the formula O8.1 prints is an erratum"),
    printed_float("PYCM-O6.3", "cm.TPR_Micro, the micro-averaged recall of cm (7/12)", "cell 862, L1770-1771",
                  tpr_micro(CM), "0.5833333333333334"),
    Relation("PYCM-O7.1", "TNR_Micro = sum_i TN_i / sum_i (TN_i + FP_i) is the specificity (recall of the negatives) of "
             "the pooled one-vs-rest table, " + EVERY,
             pycm("cell 866, L1777-1778", r"TNR_{Micro}=\frac{\sum_{i=1}^{|C|}TN_i}{\sum_{i=1}^{|C|}TN_i+FP_i}"),
             relation=eq(TN / (TN + FP), tnr_micro(M3)), domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O7.2", "cm.TNR_Micro, the micro-averaged specificity of cm (19/24)", "cell 867, L1779-1780",
                  tnr_micro(CM), "0.7916666666666666"),
    Relation("PYCM-O8.1", "F1_Micro = 2 sum_i TPR_i x PPV_i / sum_i (TPR_i + PPV_i) is the micro-averaged F1 (the F1 "
             "of the pooled one-vs-rest table), for every 2 x 2 matrix of positive counts",
             pycm("cell 881, L1804-1805", r"F_{1_{Micro}}=2\frac{\sum_{i=1}^{|C|}TPR_i\times PPV_i}"
                                          r"{\sum_{i=1}^{|C|}TPR_i+PPV_i}"),
             relation=eq(f1_micro_printed(M2), f1_micro(M2)), domain=COUNTS2, expected=Status.CORRECTED,
             correction=O8_1_CORRECTED, uses=("PYCM-O4.1", "PYCM-O6.1"),
             reading="the denominator 'sum_i TPR_i+PPV_i' read as sum_i (TPR_i + PPV_i), like the numerator's sum of "
                     "products; the micro-averaged F1 is what O8.2 and O8.3 describe.  Decided on 2 x 2 (a binary "
                     "matrix refutes the formula for every |C|; on 3 x 3 Z3 finds no counterexample in its time "
                     "limit, and O8.1.on-cm shows one, cm itself)"),
    O8_1_CORRECTED,
    Relation("PYCM-O8.1.on-cm", "on cm the printed F1_Micro formula gives 32/53 = 0.60377..., while O8.3 prints "
             "0.5833333333333334 (7/12)", pycm("cell 881, L1804-1805"),
             relation=[eq(f1_micro_printed(CM), sp.Rational(32, 53)), sp.Ne(f1_micro_printed(CM), f1_micro(CM), evaluate=False)],
             expected=Status.PROVED, origin=Origin.SUITE, uses=("PYCM-O8.1",)),
    Relation("PYCM-O8.2", "F1_Micro = PPV_Micro = TPR_Micro = ACC_Overall, " + EVERY, pycm("cell 882, L1806-1807"),
             relation=chain(f1_micro(M3), "=", ppv_micro(M3), "=", tpr_micro(M3), "=", metrics.accuracy(M3)),
             domain=COUNTS3, expected=Status.PROVED,
             reading="F1_Micro the F1 of the pooled counts (O8.3's value); the formula O8.1 prints is an erratum"),
    printed_float("PYCM-O8.3", "cm.F1_Micro, the micro-averaged F1 of cm (7/12)", "cell 883, L1808-1809",
                  f1_micro(CM), "0.5833333333333334"),
    # --- macro averages
    Relation("PYCM-O9.1", "PPV_Macro = (1/|C|) sum_i TP_i/(TP_i + FP_i) is the mean of the per-class precisions, " + EVERY,
             pycm("cell 887, L1815-1816", r"PPV_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TP_i}{TP_i+FP_i}"),
             relation=eq(mean(cells(M3, k)[0] / (cells(M3, k)[0] + cells(M3, k)[2]) for k in range(n)),
                         mean(per_class(M3, precision))),
             domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O9.2", "cm.PPV_Macro, the mean precision of cm (11/18)", "cell 888, L1817-1818",
                  mean(per_class(CM, precision)), "0.611111111111111"),
    Relation("PYCM-O10.1", "NPV_Macro = (1/|C|) sum_i TN_i/(TN_i + FN_i) is the mean of the per-class negative predictive "
             "values, " + EVERY, pycm("cell 892, L1824-1825", r"NPV_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TN_i}{TN_i+FN_i}"),
             relation=eq(mean(cells(M3, k)[3] / (cells(M3, k)[3] + cells(M3, k)[1]) for k in range(n)),
                         mean(per_class(M3, negative_predictive_value))),
             domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O10.2", "cm.NPV_Macro, the mean NPV of cm (7/9)", "cell 893, L1826-1827",
                  mean(per_class(CM, negative_predictive_value)), "0.7777777777777777"),
    Relation("PYCM-O11.1", "TPR_Macro = (1/|C|) sum_i TP_i/(TP_i + FN_i) is the mean of the per-class recalls, the "
             "balanced accuracy (kappamcc.metrics.balanced_accuracy), " + EVERY,
             pycm("cell 897, L1833-1834", r"TPR_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TP_i}{TP_i+FN_i}"),
             relation=chain(mean(cells(M3, k)[0] / (cells(M3, k)[0] + cells(M3, k)[1]) for k in range(n)), "=",
                            mean(per_class(M3, recall)), "=", metrics.balanced_accuracy(M3)),
             domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O11.2", "cm.TPR_Macro, the mean recall of cm (17/30)", "cell 898, L1835-1836",
                  mean(per_class(CM, recall)), "0.5666666666666668"),
    Relation("PYCM-O12.1", "TNR_Macro = (1/|C|) sum_i TN_i/(TN_i + FP_i) is the mean of the per-class specificities, "
             + EVERY, pycm("cell 902, L1842-1843", r"TNR_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TN_i}{TN_i+FP_i}"),
             relation=eq(mean(cells(M3, k)[3] / (cells(M3, k)[3] + cells(M3, k)[2]) for k in range(n)),
                         mean(per_class(M3, specificity))),
             domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O12.2", "cm.TNR_Macro, the mean specificity of cm (83/105)", "cell 903, L1844-1845",
                  mean(per_class(CM, specificity)), "0.7904761904761904"),
    Relation("PYCM-O13.1", "F1_Macro = (2/|C|) sum_i TPR_i PPV_i / (TPR_i + PPV_i) is the mean of the per-class F1 "
             "scores, " + EVERY,
             pycm("cell 917, L1869-1870", r"F_{1_{Macro}}=\frac{2}{|C|}\sum_{i=1}^{|C|}\frac{TPR_i\times PPV_i}{TPR_i+PPV_i}"),
             relation=eq(sp.Rational(2, n) * sum(recall(M3, k) * precision(M3, k) / (recall(M3, k) + precision(M3, k))
                                                 for k in range(n)), mean(per_class(M3, f1))),
             domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O13.2", "cm.F1_Macro, the mean F1 of cm (373/660)", "cell 918, L1871-1872",
                  mean(per_class(CM, f1)), "0.5651515151515151"),
    Relation("PYCM-O14.1", "ACC_Macro = (1/|C|) sum_i ACC_i, ACC_i = (TP_i + TN_i)/POP, is the mean of the accuracies of "
             "the one-vs-rest tables; it "
             "equals 1 - 2 (1 - ACC_Overall)/|C| (every error is a false negative of one class and a false positive of "
             "another), " + EVERY, pycm("cell 922, L1878-1879", r"ACC_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}{ACC_i}"),
             relation=chain(mean((cells(M3, k)[0] + cells(M3, k)[3]) / sum(cells(M3, k)) for k in range(n)), "=",
                            mean(per_class(M3, class_accuracy)), "=", 1 - 2 * (1 - metrics.accuracy(M3)) / n),
             domain=COUNTS3, expected=Status.PROVED),
    printed_float("PYCM-O14.2", "cm.ACC_Macro, the mean one-vs-rest accuracy of cm (13/18)", "cell 923, L1880-1881",
                  mean(per_class(CM, class_accuracy)), "0.7222222222222223"),
]
