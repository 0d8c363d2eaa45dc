"""Overall accuracy and the overall random accuracies of PyCM's document (PYCM-O1 to O3).

PyCM 4.4 Document, cells 833-845 (``shared/papers/pycm_docs.txt``):

    ACC_Overall = sum_i TP_i / POP;  "Equals to TPR Micro, F1 Micro and PPV Micro"    (O1.1, O1.2)
    cm.Overall_ACC  ->  0.5833333333333334                                           (O1.3)
    RACC_Overall = sum_i RACC_i;   cm.Overall_RACC  ->  0.3541666666666667           (O2.1, O2.2)
    RACCU_Overall = sum_i RACCU_i; cm.Overall_RACCU ->  0.3645833333333333           (O3.1, O3.2)

with RACC_i = TOP_i x P_i / POP^2 and RACCU_i = ((TOP_i + P_i) / (2 POP))^2 (PYCM-M5.2,
M6.2).  How they are decided: on a symbolic 3 x 3 matrix of positive counts, against
:mod:`kappamcc.metrics`: ACC_Overall is the accuracy tr/S, RACC_Overall Cohen's (1960) chance
agreement sum_k r_k c_k / S^2 (``chance_agreement``), RACCU_Overall Scott's (1955) chance
agreement, the one with which (ACC - P_e)/(1 - P_e) is Scott's pi (``scott_pi``).  The micro
averages of O1.2 are those of ``o_micro_macro.py``: the rates of the one-vs-rest tables of
all classes added up (F1 Micro the F1 of those pooled counts, as O8.3 prints; the formula
O8.1 prints is an erratum of its own).
"""
from kappamcc import metrics
from kappamcc.claims import Status
from kappamcc.kinds import Relation, chain, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.o_common import CM, COUNTS3, M3, col_sum, population, printed_float, row_sum
from kappamcc.proofs.pycm.o_micro_macro import f1_micro, ppv_micro, tpr_micro

CLASSES3 = range(M3.rows)


def overall_accuracy(M):
    return sum(M[i, i] for i in range(M.rows)) / population(M)                                    # O1.1


def racc(M, i):
    return col_sum(M, i) * row_sum(M, i) / population(M) ** 2                                    # M5.2


def raccu(M, i):
    return ((col_sum(M, i) + row_sum(M, i)) / (2 * population(M))) ** 2                         # M6.2


def overall_racc(M):
    return sum(racc(M, i) for i in range(M.rows))                                                 # O2.1


def overall_raccu(M):
    return sum(raccu(M, i) for i in range(M.rows))                                                # O3.1


CLAIMS = [
    Relation("PYCM-O1.1", "ACC_Overall = sum_i TP_i / POP is the accuracy tr/S (kappamcc.metrics.accuracy), for every "
             "3 x 3 matrix of positive counts", pycm("cell 833, L1717-1718", r"ACC_{Overall}=\frac{\sum_{i=1}^{|C|}TP_i}{POP}"),
             relation=eq(overall_accuracy(M3), metrics.accuracy(M3)), domain=COUNTS3, expected=Status.PROVED,
             reading="TP_i = Matrix(i,i), the cases of class i predicted i"),
    Relation("PYCM-O1.2", "ACC_Overall = TPR_Micro = F1_Micro = PPV_Micro, for every 3 x 3 matrix of positive counts",
             pycm("cell 834, L1719-1720"),
             relation=chain(overall_accuracy(M3), "=", tpr_micro(M3), "=", f1_micro(M3), "=", ppv_micro(M3)),
             domain=COUNTS3, expected=Status.PROVED, uses=("PYCM-O1.1", "PYCM-O4.1", "PYCM-O6.1", "PYCM-O8.1"),
             reading="the micro averages pool the one-vs-rest counts of all classes; F1_Micro is the F1 of the pooled "
                     "counts (the value O8.3 prints), not the formula O8.1 prints (REFUTED there)"),
    printed_float("PYCM-O1.3", "cm.Overall_ACC, the accuracy of cm (7/12)", "cell 835, L1721-1722",
                  metrics.accuracy(CM), "0.5833333333333334"),
    Relation("PYCM-O2.1", "RACC_Overall = sum_i RACC_i, RACC_i = TOP_i P_i / POP^2, is Cohen's chance agreement "
             "sum_k r_k c_k / S^2 (kappamcc.metrics.chance_agreement), for every 3 x 3 matrix of positive counts",
             pycm("cell 839, L1728-1729", r"RACC_{Overall}=\sum_{i=1}^{|C|}RACC_i"),
             relation=eq(overall_racc(M3), metrics.chance_agreement(M3)), domain=COUNTS3, expected=Status.PROVED,
             reading="RACC_i as PyCM prints it (PYCM-M5.2)"),
    printed_float("PYCM-O2.2", "cm.Overall_RACC, the chance agreement of cm (17/48)", "cell 840, L1730-1731",
                  metrics.chance_agreement(CM), "0.3541666666666667"),
    Relation("PYCM-O3.1", "RACCU_Overall = sum_i RACCU_i, RACCU_i = ((TOP_i + P_i)/(2 POP))^2, is Scott's chance "
             "agreement: (ACC - RACCU_Overall)/(1 - RACCU_Overall) is Scott's pi (kappamcc.metrics.scott_pi), for "
             "every 3 x 3 matrix of positive counts",
             pycm("cell 844, L1737-1738", r"RACCU_{Overall}=\sum_{i=1}^{|C|}RACCU_i"),
             relation=eq((metrics.accuracy(M3) - overall_raccu(M3)) / (1 - overall_raccu(M3)), metrics.scott_pi(M3)),
             domain=COUNTS3, expected=Status.PROVED, reading="RACCU_i as PyCM prints it (PYCM-M6.2)"),
    printed_float("PYCM-O3.2", "cm.Overall_RACCU, Scott's chance agreement of cm (35/96)", "cell 845, L1739-1740",
                  overall_raccu(CM), "0.3645833333333333"),
]
