"""The basic counts of ``cm``: TP, TN, FP, FN, P, N, TOP, TON, POP per class, printed and as
formulas (PYCM-B1 ... B9).

PyCM 4.4 Document, cells 246-275, L196-259:

    cm.TP  {'L1': 3, 'L2': 1, 'L3': 3}        cm.TN   {'L1': 7, 'L2': 8, 'L3': 4}
    cm.FP  {'L1': 0, 'L2': 2, 'L3': 3}        cm.FN   {'L1': 2, 'L2': 1, 'L3': 2}
    P = TP + FN     cm.P    {'L1': 5, 'L2': 2, 'L3': 5}
    N = TN + FP     cm.N    {'L1': 7, 'L2': 10, 'L3': 7}
    TOP = TP + FP   cm.TOP  {'L1': 3, 'L2': 3, 'L3': 6}
    TON = TN + FN   cm.TON  {'L1': 9, 'L2': 9, 'L3': 6}
    POP = TP + TN + FN + FP   cm.POP  {'L1': 12, 'L2': 12, 'L3': 12}

The printed counts are compared exactly with the one-vs-rest counts of the printed matrix
(rows actual, PYCM-X3): TP = C_kk, FN = r_k - C_kk, FP = c_k - C_kk, TN = S - TP - FP - FN,
P = r_k, N = S - r_k, TOP = c_k, TON = S - c_k, POP = S.  The formulas are identities for
every N between the counts as their words define them (PYCM-N1 ... N9: numbers of cases with
the actual and the predicted class k or not k).
"""

from kappamcc.model.claims import Status
from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Sum, delta
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import ACTUAL_IS_K, CASE, PREDICTED_IS_K, C, actual, predicted
from kappamcc.proofs.pycm.x_example_matrix import COLS, DIAGONAL, ROWS, S, per_class

# the counts of cm, one vs rest
TP = DIAGONAL
FN = [ROWS[k] - TP[k] for k in range(3)]
FP = [COLS[k] - TP[k] for k in range(3)]
TN = [S - TP[k] - FP[k] - FN[k] for k in range(3)]
P, TOP = ROWS, COLS
N = [S - ROWS[k] for k in range(3)]
TON = [S - COLS[k] for k in range(3)]
POP = [S] * 3

# the counts as their words define them (PYCM-N1 ... N9), class k against the rest
# (the cases (actual, predicted) counted at their cell, CASE = C[actual, predicted])
w_tp = Sum(CASE * ACTUAL_IS_K * PREDICTED_IS_K, actual, predicted)
w_tn = Sum(CASE * (1 - ACTUAL_IS_K) * (1 - PREDICTED_IS_K), actual, predicted)
w_fp = Sum(CASE * (1 - ACTUAL_IS_K) * PREDICTED_IS_K, actual, predicted)
w_fn = Sum(CASE * ACTUAL_IS_K * (1 - PREDICTED_IS_K), actual, predicted)
w_p, w_n = Sum(CASE * ACTUAL_IS_K, actual, predicted), Sum(CASE * (1 - ACTUAL_IS_K), actual, predicted)
w_top, w_ton = Sum(CASE * PREDICTED_IS_K, actual, predicted), Sum(CASE * (1 - PREDICTED_IS_K), actual, predicted)
w_pop = Sum(CASE, actual, predicted)

# (id, attribute, locator, exact values of the classes 0, 1, 2, the printed values of L1, L2, L3)
PRINTED = [
    ("PYCM-B1.1", "TP", "cell 246, L196-197", TP, (3, 1, 3)),
    ("PYCM-B2.1", "TN", "cell 249, L203-204", TN, (7, 8, 4)),
    ("PYCM-B3.1", "FP", "cell 252, L210-211", FP, (0, 2, 3)),
    ("PYCM-B4.1", "FN", "cell 255, L217-218", FN, (2, 1, 2)),
    ("PYCM-B5.2", "P", "cell 259, L226-227", P, (5, 2, 5)),
    ("PYCM-B6.2", "N", "cell 263, L234-235", N, (7, 10, 7)),
    ("PYCM-B7.2", "TOP", "cell 267, L242-243", TOP, (3, 3, 6)),
    ("PYCM-B8.2", "TON", "cell 271, L250-251", TON, (9, 9, 6)),
    ("PYCM-B9.2", "POP", "cell 275, L258-259", POP, (12, 12, 12)),
]

# (id, printed formula, statement, locator, the count as its words define it, the same from the
# formula's counts, the notation it uses)
FORMULAS = [
    (
        "PYCM-B5.1",
        r"P=TP+FN",
        "P = TP + FN: the cases of actual class k are the TP plus the FN",
        "cell 258, L224-225",
        w_p,
        w_tp + w_fn,
        ("PYCM-N1", "PYCM-N4", "PYCM-N5"),
    ),
    (
        "PYCM-B6.1",
        r"N=TN+FP",
        "N = TN + FP: the cases not of actual class k are the TN plus the FP",
        "cell 262, L232-233",
        w_n,
        w_tn + w_fp,
        ("PYCM-N2", "PYCM-N3", "PYCM-N6"),
    ),
    (
        "PYCM-B7.1",
        r"TOP=TP+FP",
        "TOP = TP + FP: the cases predicted k are the TP plus the FP",
        "cell 266, L240-241",
        w_top,
        w_tp + w_fp,
        ("PYCM-N1", "PYCM-N3", "PYCM-N7"),
    ),
    (
        "PYCM-B8.1",
        r"TON=TN+FN",
        "TON = TN + FN: the cases not predicted k are the TN plus the FN",
        "cell 270, L248-249",
        w_ton,
        w_tn + w_fn,
        ("PYCM-N2", "PYCM-N4", "PYCM-N8"),
    ),
    (
        "PYCM-B9.1",
        r"POP=TP+TN+FN+FP",
        "POP = TP + TN + FN + FP: every case is exactly one of the four",
        "cell 274, L256-257",
        w_pop,
        w_tp + w_tn + w_fn + w_fp,
        ("PYCM-N1", "PYCM-N2", "PYCM-N3", "PYCM-N4", "PYCM-N9"),
    ),
]

CLAIMS = [
    per_class(
        id,
        f"cm.{name}",
        locator,
        exact=exact,
        printed=[str(v) for v in printed],
        output="{" + ", ".join(f"'L{k + 1}': {v}" for k, v in enumerate(printed)) + "}",
    )
    for id, name, locator, exact, printed in PRINTED
] + [
    IdentityAllN(
        id,
        f"{statement} for every class k of every N x N matrix, each count as its words define it",
        pycm(locator, printed),
        equations=[(lhs, rhs)],
        arrays=[C, delta],
        expected=Status.PROVED,
        uses=uses,
    )
    for id, printed, statement, locator, lhs, rhs, uses in FORMULAS
]
