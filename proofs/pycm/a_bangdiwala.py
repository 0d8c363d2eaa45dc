"""Bangdiwala's B (PYCM-A13.1 ... A13.3).

PyCM 4.4 Document, cells 1022-1024, L2074-2081:

    "Bangdiwala's B statistic was created by Shrikant Bangdiwala in 1985 and is a measure of
     inter-rater agreement."                                                          (A13.1)
    B = sum_{i=1}^{|C|} TP_i^2 / sum_{i=1}^{|C|} TOP_i x P_i                          (A13.2)
    cm.B  0.37254901960784315                                                         (A13.3)

The definition compared with: Bangdiwala's (1985) B, the area of the agreement squares
C_kk x C_kk over the area of the marginal rectangles r_k x c_k of the agreement chart,
:func:`kappamcc.metrics.bangdiwala_b` -- for every N (index sums: TP_i = C_ii, TOP_i = c_i,
P_i = r_i) and against the function itself for N = 3.

Reading of A13.1, "a measure of inter-rater agreement": B lies in [0, 1] and is 1 when the raters
agree on every case.  The range is a checked derivation: a per-class inequality (TP_i <= TOP_i
and TP_i <= P_i give TP_i^2 <= TOP_i P_i) summed over the classes, and B = 1 on a diagonal
matrix (any N).  (B = 1 does not mean perfect agreement: [[1, 0, 0], [0, 0, 1],
[0, 0, 0]] has B = 1 and a disagreement; the document does not claim the converse.)
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Close, Identity, Lift, matrices
from kappamcc.model.kinds import Derived, IdentityAllN, Relation, chain, eq
from kappamcc.prove.atoms import atomize
from kappamcc.model.index_forms import col, fresh, row
from kappamcc.prove.index_sums import Array, Sum, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import CLASSES, M3, P3, TOP3, TP3, domain3
from kappamcc.proofs.pycm.x_example_matrix import CM, printed_output

B3 = sum(TP3[t] ** 2 for t in CLASSES) / sum(TOP3[t] * P3[t] for t in CLASSES)
B_DEFINED3 = domain3(sum(TOP3[t] * P3[t] for t in CLASSES), text="sum_i TOP_i P_i != 0 (B defined)")
OFF_DIAGONAL = [M3[s, t] for s in CLASSES for t in CLASSES if s != t]

# every N
C = Array("C")
k, m = fresh("k"), fresh("m")
B_PRINTED = fraction(Sum(C[k, k] * C[k, k], k), Sum(col(C, k) * row(C, k), k))
B_CHART = fraction(Sum(C[m, m] * C[m, m], m), Sum(row(C, m) * col(C, m), m))  # squares over rectangles, r_k x c_k

# one class: TP, FP, FN >= 0
tp, fp, fn = sp.symbols("TP FP FN", real=True)
PER_CLASS = Relation(
    "PYCM-A13.1.per-class",
    "for every class, TP_i^2 <= TOP_i P_i: TP^2 <= (TP + FP)(TP + FN) for TP, FP, FN >= 0",
    pycm("cell 1022, L2074-2077 (suite step)"),
    relation=chain(0, "<=", tp**2, "<=", (tp + fp) * (tp + fn)),
    domain=Domain(symbols=(tp, fp, fn), constraints=(tp >= 0, fp >= 0, fn >= 0), text="TP, FP, FN >= 0"),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
PERFECT = Relation(
    "PYCM-A13.1.perfect",
    "B = 1 when the raters agree on every case (every off-diagonal cell 0), N = 3",
    pycm("cell 1022, L2074-2077 (suite step)"),
    relation=sp.Implies(sp.And(*[eq(x, 0) for x in OFF_DIAGONAL]), eq(B3, 1)),
    domain=B_DEFINED3,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

# A13.1 for every N: the per-class bound summed over the classes; a diagonal matrix D scores 1
D = Array("D", "diagonal")
j = fresh("j")
at = atomize  # at(e, arrays): the closed index sum e over atoms
B_ALL = at(Sum(C[k, k] * C[k, k], k), [C]) / at(Sum(row(C, k) * col(C, k), k), [C])
B_DEFINED = sp.Ne(at(Sum(row(C, k) * col(C, k), k), [C]), 0)
B_PERFECT = at(Sum(D[j, j] * D[j, j], j), [D]) / at(Sum(row(D, j) * col(D, j), j), [D])
PERFECT_DEFINED = sp.Ne(at(Sum(row(D, j) * col(D, j), j), [D]), 0)
RANGE_GOAL = sp.And(sp.Le(0, B_ALL), sp.Le(B_ALL, 1), sp.Eq(B_PERFECT, 1))
ONE_CLASS = ((tp, C[k, k]), (fp, col(C, k) - C[k, k]), (fn, row(C, k) - C[k, k]))
RANGE = Derived(
    "PYCM-A13.1",
    "B is a measure of agreement: 0 <= B <= 1 for every N (where defined), and B = 1 when the raters "
    "agree on every case",
    pycm(
        "cell 1022, L2074-2077",
        quote="Bangdiwala's B statistic was created by Shrikant Bangdiwala in 1985 and is a "
        "measure of inter-rater agreement.",
    ),
    formula=matrices([C, D], hyps=(B_DEFINED, PERFECT_DEFINED), goal=RANGE_GOAL),
    # TP_k^2 <= TOP_k P_k for each class, summed; on a diagonal D, r_k c_k = D_kk^2
    lines=[
        Lift(PER_CLASS, ONE_CLASS, k, (C,), frozenset({"C"})),
        Identity(Sum(row(D, j) * col(D, j), j), Sum(D[j, j] * D[j, j], j), (D,)),
        Close(RANGE_GOAL, (B_DEFINED, PERFECT_DEFINED), (1, 2)),
    ],
    expected=Status.PROVED,
    reading="'a measure of agreement': values in [0, 1], 1 at perfect agreement (a diagonal "
    "matrix, any number of classes)",
)

CLAIMS = [
    PER_CLASS,
    PERFECT,
    RANGE,
    IdentityAllN(
        "PYCM-A13.2",
        "B = sum_i TP_i^2 / sum_i TOP_i P_i is Bangdiwala's B, the agreement squares C_kk^2 over "
        "the marginal rectangles r_k c_k, every N (where defined)",
        pycm("cell 1023, L2078-2079", r"B=\frac{\sum_{i=1}^{|C|}TP_i^2}{\sum_{i=1}^{|C|}TOP_i\times P_i}"),
        equations=[(B_PRINTED, B_CHART)],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-A13.2.n3",),
    ),
    Relation(
        "PYCM-A13.2.n3",
        "N = 3: sum_i TP_i^2 / sum_i TOP_i P_i is kappamcc.metrics.bangdiwala_b",
        pycm("cell 1023, L2078-2079 (suite check against kappamcc.metrics)"),
        relation=eq(B3, metrics.bangdiwala_b(M3)),
        domain=B_DEFINED3,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    printed_output(
        "PYCM-A13.3",
        "cm.B, Bangdiwala's B of cm (19/51)",
        "cell 1024, L2080-2081",
        exact=metrics.bangdiwala_b(CM),
        printed="0.37254901960784315",
    ),
]
