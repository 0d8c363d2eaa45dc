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
expected accuracy is their sum, Cohen's (1960) chance agreement, the probability that labels
drawn independently from the two distributions agree (:func:`kappamcc.model.index_forms.cohen_chance_agreement`,
sum_{a, b} (r_a/S)(c_b/S) delta_ab = sum_k r_k c_k / S^2).  Guessing both labels from the
average distribution pi_k = (P_k/POP + TOP_k/POP)/2, the probability of agreeing on class k is
pi_k^2 = RACCU_k; summed, it is the chance agreement of Scott's (1955) pi
(:func:`kappamcc.model.index_forms.scott_chance_agreement`), and the coefficient
(ACC - sum RACCU)/(1 - sum RACCU) is Scott's pi, (4 S tr - Q)/(4 S^2 - Q), Q = sum_k (r_k + c_k)^2
(DT2019-S4.1.form).  All for every N and any counts with the denominators non-zero (index sums,
relabelling theorem).

Reading: the words describe the overall expected accuracy; the per-class RACC and RACCU are
class k's terms of it (their sums are PyCM's Overall_RACC and Overall_RACCU, PYCM-O2.1, O3.1).
"""

import sympy as sp

from kappamcc.model import index_forms as forms
from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import IdentityAllN, Relation, eq
from kappamcc.model.index_forms import col, fresh, row, total, trace
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, delta, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.x_example_matrix import COLS, ROWS, S, per_class

# RACC for every N: sum_k TOP_k P_k / POP^2 against sum_k r_k c_k / S^2
C = Array("C")
k = fresh("k")
POP = total(C)
racc_overall = fraction(Sum(col(C, k) * row(C, k), k), (POP, POP))
# one class, k free: TOP_k P_k / POP^2 and the product of the two probabilities of class k
l_ = fresh("l")
racc_of_class = fraction(col(C, l_) * row(C, l_), (POP, POP))
both_guesses_k = fraction(row(C, l_), POP) * fraction(col(C, l_), POP)
# RACCU summed, Scott's pi as printed (ACC - sum RACCU)/(1 - sum RACCU), and its closed form (DT2019-S4.1.form)
m_, q_ = fresh("m"), fresh("q")
raccu_overall = fraction(Sum((col(C, m_) + row(C, m_)) * (col(C, m_) + row(C, m_)), m_), (POP, POP, IndexPoly.const(4)))
acc_overall = fraction(trace(C), (POP,))
pooled_squares = Sum((row(C, q_) + col(C, q_)) * (row(C, q_) + col(C, q_)), q_)
scott_pi_closed = fraction(4 * POP * trace(C) - pooled_squares, 4 * POP * POP - pooled_squares)

EVERY_N = "every N >= 1; counts >= 0, zero counts allowed, with "

# one class's counts, symbolic
TOP_, P_, POP_ = sp.symbols("TOP P POP", real=True)
CLASS_COUNTS = Domain(symbols=(TOP_, P_, POP_), constraints=(TOP_ >= 0, P_ >= 0, POP_ > 0), text="TOP, P >= 0, POP > 0")

M5 = "cell 366, L487-488"
M6 = "cell 371, L498-499"

CLAIMS = [
    IdentityAllN(
        "PYCM-M5.1",
        "guessing independently from the reference (P_k/POP) and the response (TOP_k/POP) "
        "distributions, both guesses are class k with probability (P_k/POP)(TOP_k/POP) = RACC_k, and the expected "
        "accuracy sum_k RACC_k is Cohen's chance agreement sum_{a, b} (r_a/S)(c_b/S) delta_ab, for every class k "
        "of every N x N matrix of counts with S != 0",
        pycm(
            M5,
            quote="The expected accuracy from a strategy of randomly guessing categories according to reference "
            "and response distributions",
        ),
        equations=[(racc_of_class, both_guesses_k), (racc_overall, forms.cohen_chance_agreement(C))],
        arrays=[C, delta],
        domain=Domain(text=EVERY_N + "POP = S != 0"),
        expected=Status.PROVED,
        reading="the words describe the overall expected accuracy; RACC_k is the probability that both guesses are k",
    ),
    IdentityAllN(
        "PYCM-M5.2",
        "RACC = TOP x P / POP^2: summed over the classes, sum_k TOP_k P_k / POP^2 is Cohen's "
        "chance agreement sum_k r_k c_k / S^2 (TOP_k the column sum, P_k the row sum), every N",
        pycm("cell 367, L489-490", r"RACC=\frac{TOP \times P}{POP^2}"),
        equations=[(racc_overall, forms.cohen_chance_agreement(C))],
        arrays=[C, delta],
        expected=Status.PROVED,
        domain=Domain(text=EVERY_N + "POP = S != 0"),
        uses=("PYCM-N5", "PYCM-N7", "PYCM-N9"),
    ),
    per_class(
        "PYCM-M5.3",
        "cm.RACC = TOP x P / POP^2 of the class",
        "cell 368, L491-494",
        exact=[sp.Rational(ROWS[i] * COLS[i], S**2) for i in range(3)],
        printed=["0.10416666666666667", "0.041666666666666664", "0.20833333333333334"],
        output="{'L1': 0.10416666666666667, 'L2': 0.041666666666666664, 'L3': 0.20833333333333334}",
    ),
    Relation(
        "PYCM-M6.1",
        "RACCU is the chance of agreeing on the class when both labels are guessed from the average "
        "of the reference and response distributions: ((TOP + P)/(2 POP))^2 = ((P/POP + TOP/POP)/2)^2",
        pycm(
            M6,
            quote="The expected accuracy from a strategy of randomly guessing categories according to the average of "
            "the reference and response distributions",
        ),
        relation=eq(((TOP_ + P_) / (2 * POP_)) ** 2, ((P_ / POP_ + TOP_ / POP_) / 2) ** 2),
        domain=CLASS_COUNTS,
        expected=Status.PROVED,
        reading="two guesses drawn independently from the average distribution pi agree on class k with "
        "probability pi_k^2",
    ),
    IdentityAllN(
        "PYCM-M6.2",
        "RACCU = ((TOP + P)/(2 POP))^2: summed over the classes it is Scott's chance agreement "
        "sum_k pi_k^2, pi_k = (r_k + c_k)/(2 S), and (ACC - sum_k RACCU_k)/(1 - sum_k RACCU_k) is Scott's pi, "
        "(4 S tr - Q)/(4 S^2 - Q) with Q = sum_k (r_k + c_k)^2, for every N x N matrix of counts with S != 0 "
        "and sum_k RACCU_k != 1",
        pycm("cell 372, L500-501", r"RACCU=(\frac{TOP+P}{2 \times POP})^2"),
        equations=[
            (raccu_overall, forms.scott_chance_agreement(C)),
            ((acc_overall - raccu_overall) / (1 - raccu_overall), scott_pi_closed),
        ],
        arrays=[C, delta],
        domain=Domain(text=EVERY_N + "S != 0 and sum_k RACCU_k != 1 (Scott's pi defined)"),
        expected=Status.PROVED,
        uses=("PYCM-N5", "PYCM-N7", "PYCM-N9", "DT2019-S4.1.form"),
    ),
    per_class(
        "PYCM-M6.3",
        "cm.RACCU = ((TOP + P)/(2 POP))^2 of the class",
        "cell 373, L502-505",
        exact=[sp.Rational(ROWS[i] + COLS[i], 2 * S) ** 2 for i in range(3)],
        printed=["0.1111111111111111", "0.04340277777777778", "0.21006944444444442"],
        output="{'L1': 0.1111111111111111, 'L2': 0.04340277777777778, 'L3': 0.21006944444444442}",
    ),
]
