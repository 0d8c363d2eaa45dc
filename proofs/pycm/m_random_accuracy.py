"""Random accuracy and unbiased random accuracy per class (PYCM-M5, M6).

PyCM 4.4 Document, cells 366-373, L487-505:

    RACC: "The expected accuracy from a strategy of randomly guessing categories according to
          reference and response distributions"                                      (M5.1)
          RACC = TOP x P / POP^2                                                      (M5.2)
          cm.RACC  {'L1': 0.10416666666666667, 'L2': 0.041666666666666664, 'L3': 0.20833333333333334}
    RACCU: "The expected accuracy from a strategy of randomly guessing categories according to
          the average of the reference and response distributions"                   (M6.1)
          RACCU = ((TOP + P)/(2 x POP))^2                                             (M6.2)
          cm.RACCU {'L1': 0.1111111111111111, 'L2': 0.04340277777777778, 'L3': 0.21006944444444442}

The reference distribution is P_k/POP (the actual classes, PYCM-N5), the response
distribution TOP_k/POP (the predicted classes, PYCM-N7).  Guessing independently from the two
distributions, the probability of agreeing on class k is (P_k/POP)(TOP_k/POP) = RACC_k, and the
expected accuracy is their sum, Cohen's (1960) chance agreement P_e = sum_k r_k c_k / S^2
(:func:`kappamcc.metrics.chance_agreement`): checked for every N (index sums) and, against
the function itself, for N = 3.  Guessing both labels from the average distribution
pi_k = (P_k/POP + TOP_k/POP)/2, the probability of agreeing on class k is pi_k^2 = RACCU_k;
summed, it is the chance agreement of Scott's (1955) pi: the coefficient (ACC - sum RACCU)/
(1 - sum RACCU) is :func:`kappamcc.metrics.scott_pi` (N = 3).

Reading: the words describe the overall expected accuracy; the per-class RACC and RACCU are
class k's terms of it (their sums are PyCM's Overall_RACC and Overall_RACCU, PYCM-O2.1, O3.1).
"""
import sympy as sp

from kappamcc import metrics
from kappamcc.claims import Domain, Status
from kappamcc.kinds import IdentityAllN, Relation, eq
from kappamcc.index_forms import col, fresh, row, sum_rc, total
from kappamcc.prove.index_sums import Array, Sum, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import (ACC_OVERALL3, CLASSES, M3, P3, POP3, RACC3, RACC_OVERALL3, RACCU3,
                                             RACCU_OVERALL3, TOP3, domain3)
from kappamcc.proofs.pycm.x_example_matrix import COLS, ROWS, S, per_class

# RACC for every N: sum_k TOP_k P_k / POP^2 against sum_k r_k c_k / S^2
C = Array("C")
k = fresh("k")
POP = total(C)
racc_overall = fraction(Sum(col(C, k) * row(C, k), k), (POP, POP))

# one class's counts, symbolic
TOP_, P_, POP_ = sp.symbols("TOP P POP", real=True)
CLASS_COUNTS = Domain((TOP_, P_, POP_), (TOP_ >= 0, P_ >= 0, POP_ > 0), "TOP, P >= 0, POP > 0")

M5 = "cell 366, L487-488"
M6 = "cell 371, L498-499"

CLAIMS = [
    Relation("PYCM-M5.1", "guessing independently from the reference (P_k/POP) and the response (TOP_k/POP) "
             "distributions, the expected accuracy is sum_k RACC_k, Cohen's chance agreement "
             "(kappamcc.metrics.chance_agreement), N = 3",
             pycm(M5, quote="The expected accuracy from a strategy of randomly guessing categories according to reference and "
                  "response distributions"),
             relation=[eq(RACC3[i], (P3[i] / POP3) * (TOP3[i] / POP3)) for i in CLASSES]
             + [eq(RACC_OVERALL3, metrics.chance_agreement(M3))],
             domain=domain3(text="N = 3"), expected=Status.PROVED,
             reading="the words describe the overall expected accuracy; RACC_k is the probability that both guesses are k"),
    IdentityAllN("PYCM-M5.2", "RACC = TOP x P / POP^2: summed over the classes, sum_k TOP_k P_k / POP^2 is Cohen's "
                 "chance agreement sum_k r_k c_k / S^2 (TOP_k the column sum, P_k the row sum), every N",
                 pycm("cell 367, L489-490", r"RACC=\frac{TOP \times P}{POP^2}"),
                 equations=[(racc_overall, fraction(sum_rc(C), (POP, POP)))], arrays=[C], expected=Status.PROVED,
                 uses=("PYCM-N5", "PYCM-N7", "PYCM-N9")),
    per_class("PYCM-M5.3", "cm.RACC = TOP x P / POP^2 of the class", "cell 368, L491-494",
               exact=[sp.Rational(ROWS[i] * COLS[i], S**2) for i in range(3)],
               printed=["0.10416666666666667", "0.041666666666666664", "0.20833333333333334"],
               output="{'L1': 0.10416666666666667, 'L2': 0.041666666666666664, 'L3': 0.20833333333333334}"),
    Relation("PYCM-M6.1", "RACCU is the chance of agreeing on the class when both labels are guessed from the average "
             "of the reference and response distributions: ((TOP + P)/(2 POP))^2 = ((P/POP + TOP/POP)/2)^2",
             pycm(M6, quote="The expected accuracy from a strategy of randomly guessing categories according to the average of "
                  "the reference and response distributions"),
             relation=eq(((TOP_ + P_) / (2 * POP_)) ** 2, ((P_ / POP_ + TOP_ / POP_) / 2) ** 2), domain=CLASS_COUNTS,
             expected=Status.PROVED,
             reading="two guesses drawn independently from the average distribution pi agree on class k with "
                     "probability pi_k^2"),
    Relation("PYCM-M6.2", "RACCU = ((TOP + P)/(2 POP))^2: summed over the classes it is the chance agreement of Scott's "
             "pi, (ACC - sum_k RACCU_k)/(1 - sum_k RACCU_k) = kappamcc.metrics.scott_pi, N = 3",
             pycm("cell 372, L500-501", r"RACCU=(\frac{TOP+P}{2 \times POP})^2"),
             relation=eq((ACC_OVERALL3 - RACCU_OVERALL3) / (1 - RACCU_OVERALL3), metrics.scott_pi(M3)),
             domain=domain3(1 - RACCU_OVERALL3, text="sum_k RACCU_k != 1 (Scott's pi defined)"), expected=Status.PROVED,
             uses=("PYCM-N5", "PYCM-N7", "PYCM-N9")),
    per_class("PYCM-M6.3", "cm.RACCU = ((TOP + P)/(2 POP))^2 of the class", "cell 373, L502-505",
               exact=[sp.Rational(ROWS[i] + COLS[i], 2 * S) ** 2 for i in range(3)],
               printed=["0.1111111111111111", "0.04340277777777778", "0.21006944444444442"],
               output="{'L1': 0.1111111111111111, 'L2': 0.04340277777777778, 'L3': 0.21006944444444442}"),
]
