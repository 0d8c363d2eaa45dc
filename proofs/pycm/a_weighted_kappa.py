"""Weighted kappa (PYCM-A4.1 ... A4.8).

PyCM 4.4 Document, cells 645-653, L1218-1241:

    "The weighted kappa allows disagreements to be weighted differently and is especially
     useful when codes are ordered. Three matrices are involved, the matrix of observed scores,
     the matrix of expected scores based on chance agreement, and the weight matrix"  (A4.1)
    v_ij = 1 - w_ij / max(w)                                                          (A4.2)
    P_e = sum_{i,j=1}^{|C|} TOP_i x P_j / POP^2 x v_ij                                (A4.3)
    P_a = sum_{i,j=1}^{|C|} Matrix(i,j) / POP x v_ij                                  (A4.4)
    Kappa_Weighted = (P_a - P_e)/(1 - P_e)                                            (A4.5)
    cm.weighted_kappa(weight={"L1": {"L1": 0, "L2": 1, "L3": 2}, "L2": {"L1": 1, "L2": 0,
        "L3": 1}, "L3": {"L1": 2, "L2": 1, "L3": 0}})  0.39130434782608675           (A4.6)
    cm.weighted_kappa()  "RuntimeWarning: Invalid weight format; the result is for unweighted
        kappa."  0.35483870967741943                                                  (A4.7)
    "1. `weight` : weight matrix (type : `dict`, default : `None`)"                   (A4.8)

The definition compared with: Cohen's (1968) weighted kappa in disagreement weights,
kappa_w = 1 - sum_ij w_ij p_ij / sum_ij w_ij p_i. p_.j, p_ij = C_ij/S, p_i. = r_i/S (row i,
actual), p_.j = c_j/S (column j, predicted) -- :func:`kappamcc.metrics.weighted_kappa`, and its
index-sum form for every N.  Matrix(i, j) is the cell in row i (actual) and column j
(predicted) of the printed matrix (PYCM-X3), and the weight w_ij (PyCM's ``weight[i][j]``)
weighs that cell, so the chance-expected count of cell (i, j) is P_i TOP_j / POP: the actual
class's share times the predicted class's share.

The printed P_e pairs v_ij with TOP_i P_j, the expected count of the transposed cell.  For
symmetric weights (the document's example, |i - j|) this changes nothing (A4.3.symmetric, every
N); for asymmetric weights the printed formula is not Cohen's weighted kappa: A4.3 is refuted on
2 x 2 matrices with an exact counterexample, and its correction (P_i x TOP_j) is proved.  PyCM's
code computes the corrected form (docs/library_findings.md, finding 6: on cm with the
asymmetric weights [[0, 1, 4], [2, 0, 1], [1, 3, 0]] PyCM 4.6 returns 13/73, the printed formula
gives -1/59).  A4.5 is judged with the corrected P_e (its own content, the ratio, is right);
A4.2 and A4.4 do not involve P_e.

Readings.  A4.1: "the matrix of expected scores based on chance agreement" is the matrix of
counts expected when the two ratings are independent with the observed marginals,
e_ij = P_i TOP_j / POP: it has the observed row and column sums and POP cases, every N.  A4.2:
v turns disagreement weights into agreement credits in [0, 1] (v = 1 where w = 0, v = 0 where
w is largest); the division by max(w) only normalizes: Cohen's kappa_w does not change when all
weights are scaled.  A4.7, A4.8: "unweighted kappa" is Cohen's kappa, the weighted kappa with
every disagreement weighted alike (w_ij = 1 for i != j); the default ``None`` gives it.
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.derivations import Close, matrices
from kappamcc.model.kinds import AllOf, Derived, IdentityAllN, Relation, chain, eq
from kappamcc.prove.atoms import atomize
from kappamcc.model.index_forms import col, fresh, kappa_marginal, row, total
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, delta, fraction
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import M2, a, b, c, d
from kappamcc.proofs.pycm.x_example_matrix import CM, printed_output

# ---------------------------------------------------------------------------
# every N: arrays C (counts, rows actual) and W (disagreement weights), scale m = max(w)

C, W = Array("C"), Array("W")
S = total(C)
m = sp.Symbol("m", positive=True)
M_ = IndexPoly.const(m)


i_, j_ = fresh("i"), fresh("j")  # the cell (i, j) the sums run over (free in the terms)
V_IJ = M_ - W[i_, j_]  # m v_ij = m - w_ij
P_A = fraction(Sum(C[i_, j_] * V_IJ, i_, j_), (S, M_))  # A4.4
P_E_PRINTED = fraction(Sum(col(C, i_) * row(C, j_) * V_IJ, i_, j_), (S, S, M_))  # A4.3: TOP_i P_j
P_E = fraction(Sum(row(C, i_) * col(C, j_) * V_IJ, i_, j_), (S, S, M_))  # corrected: P_i TOP_j
COHEN = 1 - fraction(Sum(C[i_, j_] * W[i_, j_], i_, j_) * S, Sum(row(C, i_) * col(C, j_) * W[i_, j_], i_, j_))
Ws = Array("W", "symmetric")
EXPECTED_IJ = row(C, i_) * col(C, j_)  # S e_ij = P_i TOP_j
V_SYM_IJ = M_ - Ws[i_, j_]

# ---------------------------------------------------------------------------
# N = 2: counts a, b, c, d and zero-diagonal weights whose largest is w21 (so v21 = 0)

w12, w21 = sp.symbols("w12 w21", real=True)
WEIGHTS2 = sp.Matrix([[0, w12], [w21, 0]])
V2 = sp.ones(2, 2) - WEIGHTS2 / w21  # A4.2 with max(w) = w21
S2 = a + b + c + d
R2, C2 = [a + b, c + d], [a + c, b + d]  # P (rows, actual), TOP (columns, predicted)
PA2 = sum(M2[i, j] / S2 * V2[i, j] for i in range(2) for j in range(2))
PE2_PRINTED = sum(C2[i] * R2[j] / S2**2 * V2[i, j] for i in range(2) for j in range(2))
PE2 = sum(R2[i] * C2[j] / S2**2 * V2[i, j] for i in range(2) for j in range(2))
COHEN2 = metrics.weighted_kappa(M2, WEIGHTS2)
_expected_disagreement2 = sum(WEIGHTS2[i, j] * R2[i] * C2[j] for i in range(2) for j in range(2))
DOMAIN2 = Domain(
    symbols=(a, b, c, d, w12, w21),
    constraints=(
        a >= 0,
        b >= 0,
        c >= 0,
        d >= 0,
        S2 > 0,
        w12 >= 0,
        w21 > 0,
        w12 <= w21,
        sp.Ne(1 - PE2_PRINTED, 0),
        sp.Ne(1 - PE2, 0),
        sp.Ne(_expected_disagreement2, 0),
    ),
    text="2 x 2 counts >= 0, S > 0; weights w11 = w22 = 0 <= w12 <= w21 = max(w), w21 > 0; both P_e != 1 "
    "and sum_ij w_ij P_i TOP_j != 0 (the coefficients defined)",
)

# A4.2 for every N: the weights W and the same weights scaled by lambda > 0
lam_all = sp.Symbol("lambda", positive=True)
W_SCALED = Array("W_lambda", symbol="W", scale=lam_all)


# Cohen's 1 - S sum_ij w_ij C_ij / sum_ij w_ij r_i c_j with the weights W and W_SCALED, and its
# denominator, as atoms
at = partial(atomize, arrays=[C, W, W_SCALED])  # at(e): the closed index sum e over atoms
EXPECTED_W = at(Sum(EXPECTED_IJ * W[i_, j_], i_, j_))
KAPPA_W = at(1 - fraction(Sum(C[i_, j_] * W[i_, j_], i_, j_) * S, Sum(EXPECTED_IJ * W[i_, j_], i_, j_)))
KAPPA_W_SCALED = at(
    1 - fraction(Sum(C[i_, j_] * W_SCALED[i_, j_], i_, j_) * S, Sum(EXPECTED_IJ * W_SCALED[i_, j_], i_, j_))
)
SCALE_DEFINED = (sp.Ne(EXPECTED_W, 0),)
SCALE_GOAL = sp.Eq(KAPPA_W_SCALED, KAPPA_W)
w_, top_w_ = sp.symbols("w_ij m", real=True)
SCALE_FREE = Derived(
    "PYCM-A4.2.scale",
    "Cohen's weighted kappa 1 - S sum w_ij C_ij / sum w_ij r_i c_j is unchanged when "
    "every weight is multiplied by lambda > 0, every weight matrix, every N (where defined)",
    pycm("cell 646, L1220-1221 (suite step)"),
    formula=matrices([C, W, W_SCALED], nonneg=["C"], hyps=SCALE_DEFINED, goal=SCALE_GOAL),
    lines=[Close(SCALE_GOAL, SCALE_DEFINED, (), arrays=(C, W, W_SCALED), nonneg=frozenset({"C"}))],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
CREDITS = Relation(
    "PYCM-A4.2.credits",
    "for a weight 0 <= w_ij <= m (m = max(w) > 0): v_ij = 1 - w_ij/m lies in "
    "[0, 1], is 1 where w_ij = 0 and 0 where w_ij = m (each entry, so every N)",
    pycm("cell 646, L1220-1221 (suite step)"),
    relation=chain(0, "<=", 1 - w_ / top_w_, "<=", 1)
    + [sp.Implies(eq(w_, 0), eq(1 - w_ / top_w_, 1)), sp.Implies(eq(w_, top_w_), eq(1 - w_ / top_w_, 0))],
    domain=Domain(symbols=(w_, top_w_), constraints=(w_ >= 0, w_ <= top_w_, top_w_ > 0), text="0 <= w_ij <= m, m > 0"),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

# the document's example (A4.6) and the unweighted case (A4.7)
EXAMPLE_WEIGHTS = [[0, 1, 2], [1, 0, 1], [2, 1, 0]]  # {"L1": {"L1": 0, "L2": 1, "L3": 2}, ...}
UNWEIGHTED = [[0 if i == j else 1 for j in range(3)] for i in range(3)]
A4_6_OUT = (
    'cm.weighted_kappa(weight={"L1": {"L1": 0, "L2": 1, "L3": 2}, "L2": {"L1": 1, "L2": 0, "L3": 1}, '
    '"L3": {"L1": 2, "L2": 1, "L3": 0}}) -> 0.39130434782608675'
)

A4_3 = r"P_e=\sum_{i,j=1}^{|C|}\frac{TOP_i \times P_j}{POP^2}\times v_{ij}"
READING = (
    "Matrix(i, j) and w_ij: row i actual, column j predicted (PYCM-X3; PyCM's weight[i][j] weighs the cell table[i][j])"
)

CLAIMS = [
    IdentityAllN(
        "PYCM-A4.1",
        "the three matrices: the matrix of expected scores based on chance agreement, "
        "e_ij = P_i TOP_j / POP (independent ratings with the observed marginals), has the observed row sums "
        "P_i, column sums TOP_j and POP cases, every N",
        pycm(
            "cell 645, L1218-1219",
            quote="Three matrices are involved, the matrix of observed scores, the matrix of "
            "expected scores based on chance agreement, and the weight matrix",
        ),
        equations=[
            (fraction(Sum(EXPECTED_IJ, j_), S), row(C, i_)),  # row sums, i free
            (fraction(Sum(EXPECTED_IJ, i_), S), col(C, j_)),  # column sums, j free
            (fraction(Sum(EXPECTED_IJ, i_, j_), S), S),
        ],
        arrays=[C],
        expected=Status.PROVED,
        reading=READING,
    ),
    AllOf(
        "PYCM-A4.2",
        "v_ij = 1 - w_ij/max(w) only normalizes the weights: Cohen's weighted kappa is unchanged "
        "when every weight is multiplied by lambda > 0 (every N), and v lies in [0, 1], 1 where w = 0 and 0 where w is "
        "largest",
        pycm("cell 646, L1220-1221", r"v_{ij}=1-\frac{w_{ij}}{max(w)}"),
        parts=[SCALE_FREE, CREDITS],
        expected=Status.PROVED,
        reading="v's bounds for any m >= every w_ij (max(w) among them); 'only normalizes': the scale of the "
        "weights does not change Cohen's kappa_w",
    ),
    SCALE_FREE,
    CREDITS,
    Relation(
        "PYCM-A4.3",
        "with P_e = sum_ij TOP_i P_j / POP^2 v_ij as printed, (P_a - P_e)/(1 - P_e) is Cohen's (1968) "
        "weighted kappa (kappamcc.metrics.weighted_kappa), N = 2",
        pycm("cell 647, L1222-1223", A4_3),
        relation=eq((PA2 - PE2_PRINTED) / (1 - PE2_PRINTED), COHEN2),
        domain=DOMAIN2,
        expected=Status.CORRECTED,
        reading=READING,
        erratum=Erratum.typo(
            "TOP_i x P_j for P_i x TOP_j (the expected count of the transposed cell): harmless "
            "for symmetric weights (A4.3.symmetric), and PyCM's code pairs v_ij with P_i TOP_j"
        ),
        correction=IdentityAllN(
            "PYCM-A4.3.corrected",
            "with P_e = sum_ij P_i TOP_j / POP^2 v_ij (the expected count "
            "of cell (i, j), actual i and predicted j), (P_a - P_e)/(1 - P_e) is Cohen's weighted "
            "kappa, every weight matrix, every N (where defined)",
            pycm(
                "cell 647, L1222-1223 (corrected)", r"P_e=\sum_{i,j=1}^{|C|}\frac{P_i \times TOP_j}{POP^2}\times v_{ij}"
            ),
            equations=[((P_A - P_E) / (1 - P_E), COHEN)],
            arrays=[C, W],
            expected=Status.PROVED,
            origin=Origin.SUITE,
            reading=READING,
        ),
    ),
    IdentityAllN(
        "PYCM-A4.3.symmetric",
        "for symmetric weights (w_ij = w_ji, as in the document's example) the printed "
        "P_e equals the corrected one, every N",
        pycm("cell 647, L1222-1223 (suite check)", A4_3),
        equations=[
            (
                fraction(Sum(col(C, i_) * row(C, j_) * V_SYM_IJ, i_, j_), (S, S, M_)),
                fraction(Sum(row(C, i_) * col(C, j_) * V_SYM_IJ, i_, j_), (S, S, M_)),
            )
        ],
        arrays=[C, Ws],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading=READING,
    ),
    IdentityAllN(
        "PYCM-A4.4",
        "P_a = sum_ij Matrix(i,j)/POP v_ij is one minus Cohen's observed weighted disagreement: "
        "1 - P_a = sum_ij w_ij Matrix(i,j) / (POP max(w)), every N",
        pycm("cell 648, L1224-1225", r"P_a=\sum_{i,j=1}^{|C|}\frac{Matrix(i,j)}{POP}\times v_{ij}"),
        equations=[(1 - P_A, fraction(Sum(C[i_, j_] * W[i_, j_], i_, j_), (S, M_)))],
        arrays=[C, W],
        expected=Status.PROVED,
        reading=READING,
    ),
    IdentityAllN(
        "PYCM-A4.5",
        "Kappa_Weighted = (P_a - P_e)/(1 - P_e), with P_a (A4.4), v (A4.2, any scale max(w) > 0) "
        "and P_e as corrected in A4.3, is Cohen's weighted kappa 1 - sum w_ij p_ij / sum w_ij p_i. p_.j, every N "
        "(where defined)",
        pycm("cell 649, L1226-1227", r"Kappa_{Weighted}=\frac{P_a-P_e}{1-P_e}"),
        equations=[((P_A - P_E) / (1 - P_E), COHEN)],
        arrays=[C, W],
        expected=Status.PROVED,
        uses=("PYCM-A4.3",),
        reading=f"P_e as corrected in A4.3 (the printed one fails there); {READING}",
    ),
    printed_output(
        "PYCM-A4.6",
        "cm.weighted_kappa with the weights |i - j| (symmetric): Cohen's weighted kappa of cm, 9/23",
        "cell 650, L1228-1233",
        exact=metrics.weighted_kappa(CM, EXAMPLE_WEIGHTS),
        printed="0.39130434782608675",
        output=A4_6_OUT,
        uses=("PYCM-A4.3.symmetric",),
    ),
    printed_output(
        "PYCM-A4.7",
        "cm.weighted_kappa() without weights: 'the result is for unweighted kappa', the weighted "
        "kappa with every disagreement weighted 1, which is Cohen's kappa of cm (11/31)",
        "cell 651, L1234-1237",
        exact=metrics.weighted_kappa(CM, UNWEIGHTED),
        printed="0.35483870967741943",
        output="RuntimeWarning: Invalid weight format; the result is for unweighted kappa. 0.35483870967741943",
        uses=("PYCM-A4.8",),
    ),
    IdentityAllN(
        "PYCM-A4.8",
        "the default weight=None gives the unweighted kappa: Cohen's weighted kappa with w_ij = 1 "
        "for i != j and 0 on the diagonal is Cohen's kappa, every N",
        pycm("cell 653, L1240-1241", quote="1. `weight` : weight matrix (type : `dict`, default : `None`)"),
        equations=[
            (
                1
                - fraction(
                    Sum(C[i_, j_] * (1 - delta[i_, j_]), i_, j_) * S,
                    Sum(row(C, i_) * col(C, j_) * (1 - delta[i_, j_]), i_, j_),
                ),
                kappa_marginal(C),
            )
        ],
        arrays=[C, delta],
        expected=Status.PROVED,
        reading="'unweighted kappa' (A4.7): all disagreements weighted alike",
    ),
]
