"""Overall accuracy and the overall random accuracies of PyCM's document (PYCM-O1 to O3).

PyCM 4.4 Document, cells 833-845 (``shared/papers/pycm_docs.txt``):

    ACC_Overall = sum_i TP_i / POP;  "Equals to TPR Micro, F1 Micro and PPV Micro"    (O1.1, O1.2)
    cm.Overall_ACC  ->  0.5833333333333334                                           (O1.3)
    RACC_Overall = sum_i RACC_i;   cm.Overall_RACC  ->  0.3541666666666667           (O2.1, O2.2)
    RACCU_Overall = sum_i RACCU_i; cm.Overall_RACCU ->  0.3645833333333333           (O3.1, O3.2)

with RACC_i = TOP_i x P_i / POP^2 and RACCU_i = ((TOP_i + P_i) / (2 POP))^2 (PYCM-M5.2,
M6.2).  How they are decided: for every number of classes N and any counts (zero counts
included) on which the denominators are non-zero, by the relabelling theorem (index sums over
an N x N matrix C, rows actual; TP_i = C_ii, P_i = r_i, TOP_i = c_i, POP = S), against the
definitions of :mod:`kappamcc.model.index_forms`: ACC_Overall against the accuracy tr/S, RACC_Overall
against Cohen's (1960) chance agreement (two labels drawn independently from the row and the
column distributions agree), RACCU_Overall against Scott's (1955) chance agreement (both labels
from the pooled distribution), with which (ACC - P_e)/(1 - P_e) is Scott's pi, in its closed
form (4 S tr - Q)/(4 S^2 - Q), Q = sum_k (r_k + c_k)^2 (DT2019-S4.1.form).  The micro averages
of O1.2 are those of ``o_micro_macro.py``: the rates of the one-vs-rest tables of all classes
added up (F1 Micro the F1 of those pooled counts, as O8.3 prints; the formula O8.1 prints is an
erratum of its own).
"""

from kappamcc.model import index_forms as forms
from kappamcc import metrics
from kappamcc.model.index_forms import col, fresh, row, total, trace
from kappamcc.prove.index_sums import IndexPoly, Sum, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.o_common import CM, col_sum, population, printed_float, row_sum
from kappamcc.proofs.pycm.n_notation import C
from kappamcc.proofs.pycm.o_micro_macro import ACC_OVERALL, MICRO_CHAIN, SUM_TP, every_n

# every N, as printed: POP = S, TOP_i = c_i, P_i = r_i
S = total(C)
i, m = fresh("i"), fresh("m")
RACC_OVERALL = fraction(Sum(col(C, i) * row(C, i), i), (S, S))  # sum_i TOP_i P_i / POP^2
RACCU_OVERALL = fraction(Sum((col(C, m) + row(C, m)) * (col(C, m) + row(C, m)), m), (S, S, IndexPoly.const(4)))
ACC = fraction(trace(C), (S,))  # ACC_Overall over the same S, so that common factors cancel
q = fresh("q")
POOLED_SQUARES = Sum((row(C, q) + col(C, q)) * (row(C, q) + col(C, q)), q)  # Q
SCOTT_PI_CLOSED = fraction(4 * S * trace(C) - POOLED_SQUARES, 4 * S * S - POOLED_SQUARES)  # DT2019-S4.1.form
SCOTT_PE = forms.scott_chance_agreement(C)


# RACCU_i = ((TOP_i + P_i)/(2 POP))^2 of the classes of cm (M6.2)
RACCU_CM = [((col_sum(CM, c) + row_sum(CM, c)) / (2 * population(CM))) ** 2 for c in range(CM.rows)]


CLAIMS = [
    every_n(
        "PYCM-O1.1",
        "ACC_Overall = sum_i TP_i / POP is the accuracy tr/S",
        pycm("cell 833, L1717-1718", r"ACC_{Overall}=\frac{\sum_{i=1}^{|C|}TP_i}{POP}"),
        [(fraction(SUM_TP, S), forms.accuracy(C))],
        "POP = S != 0",
        reading="TP_i = Matrix(i,i), the cases of class i predicted i",
        uses=("PYCM-N1", "PYCM-N9"),
    ),
    every_n(
        "PYCM-O1.2",
        "ACC_Overall = TPR_Micro = F1_Micro = PPV_Micro",
        pycm("cell 834, L1719-1720"),
        [ACC_OVERALL, MICRO_CHAIN["TPR"], MICRO_CHAIN["F1"], MICRO_CHAIN["PPV"]],
        "S != 0",
        uses=("PYCM-O1.1", "PYCM-O4.1", "PYCM-O6.1", "PYCM-O8.1"),
        reading="the micro averages pool the one-vs-rest counts of all classes; F1_Micro is the F1 of the pooled "
        "counts (the value O8.3 prints), not the formula O8.1 prints (REFUTED there)",
    ),
    printed_float(
        "PYCM-O1.3",
        "cm.Overall_ACC, the accuracy of cm (7/12)",
        "cell 835, L1721-1722",
        metrics.accuracy(CM),
        "0.5833333333333334",
    ),
    every_n(
        "PYCM-O2.1",
        "RACC_Overall = sum_i RACC_i, RACC_i = TOP_i P_i / POP^2, is Cohen's chance agreement, "
        "sum_{a, b} (r_a / S)(c_b / S) delta_ab: the chance that labels drawn independently from the actual and the "
        "predicted distributions agree",
        pycm("cell 839, L1728-1729", r"RACC_{Overall}=\sum_{i=1}^{|C|}RACC_i"),
        [(RACC_OVERALL, forms.cohen_chance_agreement(C))],
        "POP = S != 0",
        reading="RACC_i as PyCM prints it (PYCM-M5.2)",
        uses=("PYCM-M5.2",),
    ),
    printed_float(
        "PYCM-O2.2",
        "cm.Overall_RACC, the chance agreement of cm (17/48)",
        "cell 840, L1730-1731",
        metrics.chance_agreement(CM),
        "0.3541666666666667",
    ),
    every_n(
        "PYCM-O3.1",
        "RACCU_Overall = sum_i RACCU_i, RACCU_i = ((TOP_i + P_i)/(2 POP))^2, is Scott's chance "
        "agreement P_e = sum_k pi_k^2, pi_k = (r_k + c_k)/(2 S), so (ACC - RACCU_Overall)/(1 - RACCU_Overall) is "
        "Scott's pi (ACC - P_e)/(1 - P_e), which is (4 S tr - Q)/(4 S^2 - Q) with Q = sum_k (r_k + c_k)^2",
        pycm("cell 844, L1737-1738", r"RACCU_{Overall}=\sum_{i=1}^{|C|}RACCU_i"),
        [(RACCU_OVERALL, SCOTT_PE), ((ACC - RACCU_OVERALL) / (1 - RACCU_OVERALL), SCOTT_PI_CLOSED)],
        "S != 0 and RACCU_Overall != 1 (Scott's pi defined)",
        reading="RACCU_i as PyCM prints it (PYCM-M6.2)",
        uses=("PYCM-M6.2", "DT2019-S4.1.form"),
    ),
    printed_float(
        "PYCM-O3.2",
        "cm.Overall_RACCU, Scott's chance agreement of cm (35/96)",
        "cell 845, L1739-1740",
        sum(RACCU_CM),  # O3.1: RACCU_Overall = sum_i RACCU_i
        "0.3645833333333333",
    ),
]
