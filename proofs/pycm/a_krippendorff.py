"""Krippendorff's alpha, unweighted and weighted (PYCM-A10.1 ... A10.6, A11.1 ... A11.10).

PyCM 4.4 Document, cells 1027-1045, L2085-2130:

    "Krippendorff's alpha generalizes several known statistics, often called measures of
     inter-coder agreement, inter-rater reliability, ..."                            (A10.1)
    epsilon = 1/(2 x POP)                                                     (A10.2, A11.2)
    P_a = (1 - epsilon) x ACC_Overall + epsilon                                       (A10.3)
    P_e = RACCU_Overall                                                               (A10.4)
    alpha = (P_a - P_e)/(1 - P_e)                                                     (A10.5)
    cm.Alpha  0.3715846994535519                                                      (A10.6)
    "Weighted Krippendorff's alpha coefficient"                                       (A11.1)
    v_ij = 1 - w_ij / max(w)                                                          (A11.3)
    P_e = sum_{i,j=1}^{|C|} (TOP_i x P_j / (2 x POP))^2 x v_ij                        (A11.4)
    P_a^* = sum_{i,j=1}^{|C|} Matrix(i,j)/POP x v_ij                                  (A11.5)
    P_a = (1 - epsilon) x P_a^* + epsilon                                             (A11.6)
    alpha_Weighted = (P_a - P_e)/(1 - P_e)                                            (A11.7)
    cm.weighted_alpha(weight={"L1": {"L1": 0, "L2": 1, "L3": 2}, ...})  0.374757281553398   (A11.8)
    cm.weighted_alpha()  "...the result is for unweighted alpha."  0.3715846994535519 (A11.9)
    "1. `weight` : weight matrix (type : `dict`, default : `None`)"                   (A11.10)

The definition compared with: Krippendorff's alpha for two coders (Krippendorff 2004, ch. 11;
2011, "Computing Krippendorff's alpha-reliability"), from the coincidence matrix
o_ck = C_ck + C_kc, whose n = 2 POP values have margins n_c = P_c + TOP_c:
alpha = 1 - (n - 1) sum o_ck delta_ck / sum n_c n_k delta_ck, with the difference function
delta = w (nominal: delta_ck = 1 for c != k) -- :func:`kappamcc.metrics.krippendorff_alpha`.
In PyCM's form (P_a - P_e)/(1 - P_e) with v = 1 - delta/max(delta) this is exactly
P_a = (1 - 1/n) P_a^* + 1/n and P_e = sum_ij pi_i pi_j v_ij, pi_i = n_i/n = (TOP_i + P_i)/(2 POP).

The unweighted alpha (A10) is right: its P_e is RACCU_Overall = sum_i pi_i^2 (A10.4); A10.5 is
proved for every N against Krippendorff's 1 - (n - 1) sum o_ck delta_ck / sum n_c n_k delta_ck
with the nominal delta_ck = 1 - [c = k] (relabelling theorem), and for N = 3 against the
function itself (A10.5.n3).  The weighted P_e as printed, sum (TOP_i P_j / (2 POP))^2 v_ij, is
none of these: it squares products of counts (on cm it is 41/16 > 1, and the printed formula
gives alpha = 1.18 > 1).  A11.1 (the printed formulas compute weighted Krippendorff's alpha) and
A11.4 (the printed P_e is Krippendorff's expected agreement) are refuted with exact 3 x 3
counterexamples for the document's weights |i - j|; the corrections, with
P_e = sum_ij pi_i pi_j v_ij, are proved for every N, any symmetric difference matrix W (the zero
diagonal is not needed) and any scale m > 0 in place of max(w).  A11.7 is judged with the
corrected P_e (the ratio itself is right), for every N, and for N = 3 against the function
(A11.7.n3).

Speed.  Cross-multiplying the printed quotient (P_a - P_e)/(1 - P_e) with Krippendorff's
1 - (n - 1) D_o / D_e would need the relabelling theorem's expansion at N = 8 (about 2 10^8
monomials, beyond its limit).  Written as printed, with the denominators kept as factors
(epsilon = 1/(S 2), P_a^* over S m, RACCU_i and pi_i pi_j v_ij over S 2 S 2 (m)), the
printed quotient's denominators cancel to D_e / m (D_e for the nominal delta) and numerators and
denominators are compared separately, at N = 4: milliseconds.  The printed value A11.8 is neither
Krippendorff's weighted alpha of cm, 110/271 = 0.40590, nor the value of the printed formula: it
is 193/515, the value of PyCM's code, which uses ((P_i + TOP_j)/(2 POP))^2 (A11.8.code;
docs/library_findings.md, finding 1); A11.8 is refuted and corrected to 110/271.

Readings.  A10.1, "Krippendorff's alpha generalizes several known statistics": for two coders
and nominal data alpha is Scott's pi with a small-sample correction, alpha = pi + (1 - pi)/(2 POP)
(every N, a checked derivation on the atoms S, tr, sum r_k^2, sum c_k^2, sum r_k c_k; for N = 3
also against kappamcc.metrics.scott_pi; Krippendorff 2004 notes alpha -> pi as the sample
grows).  A10.2, A11.2: epsilon = 1/n with n = 2 POP, the number of pairable values.  A11.3: the
division by max(w) only normalizes: alpha is unchanged when the differences are scaled (every
weight matrix, every N: the scaled weights are the array W with the scale lambda, whose atoms
are lambda times W's).  A11.9,
A11.10: "unweighted alpha" is the nominal alpha, which the default weight=None gives.
Krippendorff's difference functions are symmetric with a zero diagonal; the weighted claims use
such weights (the document's example is one).
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.derivations import Close, matrices
from kappamcc.model.kinds import Derived, IdentityAllN, Relation, eq
from kappamcc.prove.atoms import atomize
from kappamcc.model.index_forms import col, fresh, row, total, trace
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, delta, fraction, ne
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import (
    ACC_OVERALL3,
    CELLS,
    CLASSES,
    COUNTS3,
    M3,
    P3,
    POP3,
    RACCU_OVERALL3,
    TOP3,
    domain3,
)
from kappamcc.proofs.pycm.x_example_matrix import CM, printed_output

# ---------------------------------------------------------------------------
# every N: the coincidence matrix o_ck = C_ck + C_kc

C = Array("C")
S = total(C)
TWO = IndexPoly.const(2)
c_, k_ = fresh("c"), fresh("k")
COINCIDENCE_TOTAL = Sum(C[c_, k_] + C[k_, c_], c_, k_)
c2, k2 = fresh("c"), fresh("k")
COINCIDENCE_MARGIN = Sum(C[c2, k2] + C[k2, c2], k2)  # n_c, c2 free
c3, k3 = fresh("c"), fresh("k")
OFF_DIAGONAL_COINCIDENCES = Sum(C[c3, k3] + C[k3, c3], c3, k3, where=[ne(c3, k3)])
EPSILON = fraction(1, (S, TWO))
ACC_OVERALL = fraction(trace(C), (S,))
P_A = (1 - EPSILON) * ACC_OVERALL + EPSILON

# weighted, every N: symmetric differences Ws, scale m
Ws = Array("W", "symmetric")
m = sp.Symbol("m", positive=True)
M_ = IndexPoly.const(m)
a_, b_ = fresh("a"), fresh("b")
P_A_STAR = fraction(Sum(C[a_, b_] * (M_ - Ws[a_, b_]), a_, b_), (S, M_))
a2, b2 = fresh("a"), fresh("b")
OBSERVED_DISAGREEMENT = fraction(Sum((C[a2, b2] + C[b2, a2]) * Ws[a2, b2], a2, b2), (S, TWO, M_))  # sum o delta / (n m)
i_, j_ = fresh("i"), fresh("j")
NOMINAL_PE = Sum((row(C, i_) + col(C, i_)) * (row(C, j_) + col(C, j_)) * delta[i_, j_], i_, j_)
i2 = fresh("i")
RACCU_NUMERATOR = Sum((row(C, i2) + col(C, i2)) * (row(C, i2) + col(C, i2)), i2)
a3, b3 = fresh("a"), fresh("b")

# every N, nominal (A10.5): RACCU_Overall = sum_i ((TOP_i + P_i)/(2 POP))^2, Krippendorff's alpha with
# delta_ck = 1 - [c = k]: 1 - (n - 1) D_o / D_e, D_o = sum_ck o_ck delta_ck, D_e = sum_ck n_c n_k delta_ck
i3 = fresh("i")
RACCU_OVERALL = fraction(Sum((col(C, i3) + row(C, i3)) * (col(C, i3) + row(C, i3)), i3), (S, TWO, S, TWO))
ALPHA_PRINTED = (P_A - RACCU_OVERALL) / (1 - RACCU_OVERALL)
c4, k4, c5, k5 = fresh("c"), fresh("k"), fresh("c"), fresh("k")
D_O_NOMINAL = Sum((C[c4, k4] + C[k4, c4]) * (1 - delta[c4, k4]), c4, k4)
D_E_NOMINAL = Sum((row(C, c5) + col(C, c5)) * (row(C, k5) + col(C, k5)) * (1 - delta[c5, k5]), c5, k5)
ALPHA_NOMINAL = 1 - fraction((2 * S - 1) * D_O_NOMINAL, D_E_NOMINAL)

# every N, weighted (A11.1, A11.4, A11.7): v_ij = 1 - W_ij / m, P_e = sum_ij pi_i pi_j v_ij (corrected)
i4, j4, c6, k6, c7, k7 = fresh("i"), fresh("j"), fresh("c"), fresh("k"), fresh("c"), fresh("k")
PE_CORRECTED_ALL = fraction(
    Sum((col(C, i4) + row(C, i4)) * (col(C, j4) + row(C, j4)) * (M_ - Ws[i4, j4]), i4, j4), (S, TWO, S, TWO, M_)
)
ALPHA_WEIGHTED_PRINTED = ((1 - EPSILON) * P_A_STAR + EPSILON - PE_CORRECTED_ALL) / (1 - PE_CORRECTED_ALL)
D_O_WEIGHTED = Sum((C[c6, k6] + C[k6, c6]) * Ws[c6, k6], c6, k6)
D_E_WEIGHTED = Sum((row(C, c7) + col(C, c7)) * (row(C, k7) + col(C, k7)) * Ws[c7, k7], c7, k7)
ALPHA_WEIGHTED = 1 - fraction((2 * S - 1) * D_O_WEIGHTED, D_E_WEIGHTED)
EXPECTED_AGREEMENT = 1 - fraction(D_E_WEIGHTED, (S, TWO, S, TWO, M_))  # 1 - D_e / (n^2 m)

# every N (A10.1): Krippendorff's nominal alpha against Scott's pi (4 S tr - Q)/(4 S^2 - Q), as atoms
at = partial(atomize, arrays=[C])  # at(e): the closed index sum e over atoms
q_ = fresh("q")
POOLED_SQUARES = Sum((row(C, q_) + col(C, q_)) * (row(C, q_) + col(C, q_)), q_)  # Q = sum_k (r_k + c_k)^2
SCOTT_PI_ALL = at(fraction(4 * S * trace(C) - POOLED_SQUARES, 4 * S * S - POOLED_SQUARES))  # DT2019-S4.1.form
ALPHA_SCOTT_DEFINED = (sp.Ne(at(D_E_NOMINAL), 0), sp.Ne(at(4 * S * S - POOLED_SQUARES), 0), sp.Ne(at(S), 0))
ALPHA_SCOTT_GOAL = sp.Eq(at(ALPHA_NOMINAL), SCOTT_PI_ALL + (1 - SCOTT_PI_ALL) / (2 * at(S)))

# every N (A11.3): any disagreement weights W and the same weights scaled by lambda > 0
lam = sp.Symbol("lambda", positive=True)
W_ANY = Array("W")
W_SCALED = Array("W_lambda", symbol="W", scale=lam)


# Krippendorff's 1 - (n - 1) sum o_ck w_ck / sum n_c n_k w_ck, n = 2 POP, with the weights W_ANY and
# W_SCALED, and its denominator, as atoms: o_ck = Matrix(c,k) + Matrix(k,c), n_c = P_c + TOP_c
c_, k_ = fresh("c"), fresh("k")
O_CK = C[c_, k_] + C[k_, c_]
N_C_N_K = (row(C, c_) + col(C, c_)) * (row(C, k_) + col(C, k_))
at_weights = partial(atomize, arrays=[C, W_ANY, W_SCALED])  # at_weights(e): the closed index sum e over atoms
EXPECTED_W = at_weights(Sum(N_C_N_K * W_ANY[c_, k_], c_, k_))
ALPHA_W = at_weights(
    1 - fraction((2 * S - 1) * Sum(O_CK * W_ANY[c_, k_], c_, k_), Sum(N_C_N_K * W_ANY[c_, k_], c_, k_))
)
ALPHA_W_SCALED = at_weights(
    1 - fraction((2 * S - 1) * Sum(O_CK * W_SCALED[c_, k_], c_, k_), Sum(N_C_N_K * W_SCALED[c_, k_], c_, k_))
)
SCALE_DEFINED = (sp.Ne(EXPECTED_W, 0),)
SCALE_GOAL = sp.Eq(ALPHA_W_SCALED, ALPHA_W)

# ---------------------------------------------------------------------------
# N = 3

EPS3 = 1 / (2 * POP3)
ALPHA3 = ((1 - EPS3) * ACC_OVERALL3 + EPS3 - RACCU_OVERALL3) / (1 - RACCU_OVERALL3)
ALPHA_DEFINED3 = domain3(1 - RACCU_OVERALL3, text="RACCU_Overall != 1 (alpha defined)")
PI_SHARES3 = [(TOP3[t] + P3[t]) / (2 * POP3) for t in CLASSES]
N_C3 = [P3[t] + TOP3[t] for t in CLASSES]


EXAMPLE_WEIGHTS = sp.Matrix([[0, 1, 2], [1, 0, 1], [2, 1, 0]])  # the document's weight dict, |i - j|
w12, w13, w23 = sp.symbols("w12 w13 w23", real=True)
SYMMETRIC_WEIGHTS = sp.Matrix([[0, w12, w13], [w12, 0, w23], [w13, w23, 0]])
WEIGHTINGS = {"example": (EXAMPLE_WEIGHTS, 2), "symmetric": (SYMMETRIC_WEIGHTS, m)}  # (W, scale)

# A11 on the symbolic 3 x 3 matrix with the weights W, v = 1 - W/scale: P_a, P_e as printed, P_e
# corrected, and sum_ck n_c n_k delta_ck (Krippendorff's D_e up to the factor n (n - 1))
V3 = {name: sp.ones(3, 3) - W / scale for name, (W, scale) in WEIGHTINGS.items()}
PA3 = {
    name: (1 - EPS3) * sum(M3[s, t] / POP3 * V[s, t] for s in CLASSES for t in CLASSES) + EPS3 for name, V in V3.items()
}
PE3_PRINTED = {
    name: sum((TOP3[s] * P3[t] / (2 * POP3)) ** 2 * V[s, t] for s in CLASSES for t in CLASSES) for name, V in V3.items()
}
PE3 = {name: sum(PI_SHARES3[s] * PI_SHARES3[t] * V[s, t] for s in CLASSES for t in CLASSES) for name, V in V3.items()}
DISAGREEMENT3 = {
    name: sum(N_C3[s] * N_C3[t] * W[s, t] for s in CLASSES for t in CLASSES) for name, (W, _) in WEIGHTINGS.items()
}

PA_EX, PE_EX_PRINTED, PE_EX = PA3["example"], PE3_PRINTED["example"], PE3["example"]
KRIPPENDORFF_EX = metrics.krippendorff_alpha(M3, EXAMPLE_WEIGHTS)
EXAMPLE_DOMAIN = domain3(
    1 - PE_EX_PRINTED,
    1 - PE_EX,
    DISAGREEMENT3["example"],
    text="weights |i - j|; both P_e != 1 and sum n_c n_k delta_ck != 0 (the coefficients defined)",
)

PA_SYM, PE_SYM = PA3["symmetric"], PE3["symmetric"]
SYMMETRIC_DOMAIN = Domain(
    symbols=CELLS + (w12, w13, w23, m),
    constraints=COUNTS3 + (w12 >= 0, w13 >= 0, w23 >= 0, sp.Ne(1 - PE_SYM, 0), sp.Ne(DISAGREEMENT3["symmetric"], 0)),
    text="3 x 3 counts >= 0, S > 0; symmetric differences w12, w13, w23 >= 0 (zero diagonal), any "
    "scale m > 0 in place of max(w); P_e != 1 and sum n_c n_k delta_ck != 0",
)

# cm with the document's weights: Krippendorff's value, and PyCM's code's ((P_i + TOP_j)/(2 POP))^2
R, K = metrics.row_sums(CM), metrics.col_sums(CM)
POP_CM = metrics.total(CM)
V_EX = sp.ones(3, 3) - EXAMPLE_WEIGHTS / 2
_pa_cm = (1 - sp.Rational(1, 2 * POP_CM)) * sum(
    CM[s, t] * V_EX[s, t] for s in CLASSES for t in CLASSES
) / POP_CM + sp.Rational(1, 2 * POP_CM)
_pe_code = sum(sp.Rational(R[s] + K[t], 2 * POP_CM) ** 2 * V_EX[s, t] for s in CLASSES for t in CLASSES)
CODE_VALUE = (_pa_cm - _pe_code) / (1 - _pe_code)
WEIGHTED_ALPHA_CM = metrics.krippendorff_alpha(CM, EXAMPLE_WEIGHTS)

READING = "Matrix(i, j): row i actual, column j predicted (PYCM-X3); weights symmetric with a zero diagonal"
A11_8_OUT = (
    'cm.weighted_alpha(weight={"L1": {"L1": 0, "L2": 1, "L3": 2}, "L2": {"L1": 1, "L2": 0, "L3": 1}, '
    '"L3": {"L1": 2, "L2": 1, "L3": 0}}) -> 0.374757281553398'
)
A11_4 = r"P_e=\sum_{i,j=1}^{|C|}(\frac{TOP_i \times P_j}{2 \times POP})^2\times v_{ij}"
PE_CORRECTED = (
    r"P_e=\sum_{i,j=1}^{|C|}\frac{TOP_i + P_i}{2 \times POP}\times\frac{TOP_j + P_j}{2 \times POP}\times v_{ij}"
)


# epsilon = 1/(2 POP): n = 2 POP pairable values (A10.2, printed again as A11.2)
PAIRABLE_VALUES = {
    claim_id: IdentityAllN(
        claim_id,
        "epsilon = 1/(2 POP) = 1/n: the coincidence matrix o_ck = Matrix(c,k) + Matrix(k,c) of two "
        "coders holds n = 2 POP pairable values, every N",
        pycm(locator, r"\epsilon = \frac{1}{2\times POP}"),
        equations=[(COINCIDENCE_TOTAL, 2 * S)],
        arrays=[C],
        expected=Status.PROVED,
        reading=READING,
    )
    for claim_id, locator in [("PYCM-A10.2", "cell 1028, L2090-2091"), ("PYCM-A11.2", "cell 1036, L2105-2106")]
}


CLAIMS = [
    Derived(
        "PYCM-A10.1",
        "Krippendorff's alpha generalizes Scott's pi: for two coders and nominal data "
        "alpha = pi + (1 - pi)/(2 POP), alpha Krippendorff's 1 - (n - 1) D_o / D_e (A10.5) and pi Scott's "
        "(4 S tr - Q)/(4 S^2 - Q), every N (where both are defined)",
        pycm("cell 1027, L2085-2089", quote="Krippendorff's alpha generalizes several known statistics"),
        formula=matrices([C], hyps=ALPHA_SCOTT_DEFINED, goal=ALPHA_SCOTT_GOAL),
        lines=[Close(ALPHA_SCOTT_GOAL, ALPHA_SCOTT_DEFINED, (), arrays=(C,))],
        expected=Status.PROVED,
        uses=("PYCM-A10.5", "PYCM-A8.4", "PYCM-A10.1.n3"),
        reading="one of the 'known statistics': Scott's pi, which alpha tends to as the sample grows; alpha in the "
        "form of A10.5, n = 2 POP, delta_ck = 1 - [c = k], pi in the closed form of DT2019-S4.1.form",
    ),
    Relation(
        "PYCM-A10.1.n3",
        "N = 3: kappamcc.metrics.krippendorff_alpha is scott_pi + (1 - scott_pi)/(2 POP)",
        pycm("cell 1027, L2085-2089 (suite check against kappamcc.metrics)"),
        relation=eq(metrics.krippendorff_alpha(M3), metrics.scott_pi(M3) + (1 - metrics.scott_pi(M3)) / (2 * POP3)),
        domain=ALPHA_DEFINED3,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    PAIRABLE_VALUES["PYCM-A10.2"],
    IdentityAllN(
        "PYCM-A10.3",
        "P_a = (1 - epsilon) ACC_Overall + epsilon is Krippendorff's observed agreement with his "
        "small-sample factor: 1 - P_a = (n - 1) sum_{c != k} o_ck / n^2, n = 2 POP, every N",
        pycm("cell 1029, L2092-2093", r"P_a=(1-\epsilon)\times ACC_{Overall}+\epsilon"),
        equations=[(1 - P_A, fraction((2 * S - 1) * OFF_DIAGONAL_COINCIDENCES, (S, S, TWO, TWO)))],
        arrays=[C],
        expected=Status.PROVED,
        reading="alpha = 1 - (n - 1) D_o / D_e, D_o = sum_{c != k} o_ck",
    ),
    IdentityAllN(
        "PYCM-A10.4",
        "P_e = RACCU_Overall is Krippendorff's expected agreement from the coincidence margins: "
        "n_c = sum_k o_ck = P_c + TOP_c, so RACCU_Overall = sum_c (n_c/n)^2, every N",
        pycm("cell 1030, L2094-2095", r"P_e=RACCU_{Overall}"),
        equations=[(COINCIDENCE_MARGIN, row(C, c2) + col(C, c2))],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-M6.2",),
        reading=READING,
    ),
    IdentityAllN(
        "PYCM-A10.5",
        "alpha = (P_a - P_e)/(1 - P_e), with A10.2-A10.4, is Krippendorff's alpha for two coders, "
        "nominal: 1 - (n - 1) sum_ck o_ck delta_ck / sum_ck n_c n_k delta_ck, delta_ck = 1 - [c = k], "
        "n = 2 POP, every N (where defined)",
        pycm("cell 1031, L2096-2097", r"\alpha=\frac{P_a-P_e}{1-P_e}"),
        equations=[(ALPHA_PRINTED, ALPHA_NOMINAL)],
        arrays=[C, delta],
        expected=Status.PROVED,
        uses=("PYCM-A10.2", "PYCM-A10.3", "PYCM-A10.4", "PYCM-A10.5.n3"),
        reading=f"Krippendorff (2004, 2011) for two coders, as kappamcc.metrics.krippendorff_alpha computes it; "
        f"{READING}",
    ),
    Relation(
        "PYCM-A10.5.n3",
        "N = 3: alpha = (P_a - P_e)/(1 - P_e), with A10.2-A10.4, is kappamcc.metrics.krippendorff_alpha (nominal)",
        pycm("cell 1031, L2096-2097 (suite check against kappamcc.metrics)"),
        relation=eq(ALPHA3, metrics.krippendorff_alpha(M3)),
        domain=ALPHA_DEFINED3,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    printed_output(
        "PYCM-A10.6",
        "cm.Alpha, Krippendorff's alpha of cm (68/183)",
        "cell 1032, L2098-2099",
        exact=metrics.krippendorff_alpha(CM),
        printed="0.3715846994535519",
    ),
    Relation(
        "PYCM-A11.1",
        "the printed weighted alpha (A11.2-A11.7, as printed) is Krippendorff's alpha with the "
        "differences delta = w (kappamcc.metrics.krippendorff_alpha), checked with the document's weights "
        "|i - j|, N = 3",
        pycm("cell 1035, L2103-2104", quote="Weighted Krippendorff's alpha coefficient [[74]](#ref74)."),
        relation=eq((PA_EX - PE_EX_PRINTED) / (1 - PE_EX_PRINTED), KRIPPENDORFF_EX),
        domain=EXAMPLE_DOMAIN,
        expected=Status.CORRECTED,
        reading=READING,
        erratum=Erratum.false(
            "the printed P_e (A11.4) is not Krippendorff's expected agreement, so the printed "
            "formulas do not give his weighted alpha; PyCM's code computes a third value (A11.8)"
        ),
        correction=IdentityAllN(
            "PYCM-A11.1.corrected",
            "with P_e = sum_ij pi_i pi_j v_ij, pi_i = (TOP_i + P_i)/"
            "(2 POP), the formulas give Krippendorff's weighted alpha 1 - (n - 1) sum o_ck delta_ck / "
            "sum n_c n_k delta_ck, for every symmetric difference matrix delta = W and any scale m "
            "in place of max(w), every N",
            pycm("cells 1036-1041, L2105-2116 (corrected)", PE_CORRECTED),
            equations=[(ALPHA_WEIGHTED_PRINTED, ALPHA_WEIGHTED)],
            arrays=[C, Ws],
            expected=Status.PROVED,
            origin=Origin.SUITE,
            reading=READING,
        ),
    ),
    PAIRABLE_VALUES["PYCM-A11.2"],
    Derived(
        "PYCM-A11.3",
        "v_ij = 1 - w_ij/max(w) only normalizes the differences: Krippendorff's alpha "
        "1 - (n - 1) sum o_ck w_ck / sum n_c n_k w_ck is unchanged when every difference is multiplied by "
        "lambda > 0, every weight matrix, every N (where defined)",
        pycm("cell 1037, L2107-2108", r"v_{ij}=1-\frac{w_{ij}}{max(w)}"),
        formula=matrices([C, W_ANY, W_SCALED], nonneg=["C"], hyps=SCALE_DEFINED, goal=SCALE_GOAL),
        lines=[Close(SCALE_GOAL, SCALE_DEFINED, (), arrays=(C, W_ANY, W_SCALED), nonneg=frozenset({"C"}))],
        expected=Status.PROVED,
        uses=("PYCM-A11.7",),
        reading="'only normalizes': dividing by max(w) is a scaling, which the coefficient does not see; "
        "o_ck = Matrix(c,k) + Matrix(k,c), n_c = P_c + TOP_c, n = 2 POP",
    ),
    Relation(
        "PYCM-A11.4",
        "P_e = sum_ij (TOP_i P_j/(2 POP))^2 v_ij is Krippendorff's expected agreement "
        "1 - sum_ck n_c n_k delta_ck / (n^2 max(delta)), n_c = P_c + TOP_c, n = 2 POP (document's weights, N = 3)",
        pycm("cell 1038, L2109-2110", A11_4),
        relation=eq(PE_EX_PRINTED, 1 - DISAGREEMENT3["example"] / ((2 * POP3) ** 2 * 2)),
        domain=EXAMPLE_DOMAIN,
        expected=Status.CORRECTED,
        reading=READING,
        erratum=Erratum.false(
            "(TOP_i x P_j/(2 POP))^2 multiplies the two raters' counts of different classes "
            "where Krippendorff multiplies the pooled shares (TOP_i + P_i)/(2 POP) x (TOP_j + P_j)/"
            "(2 POP); it is not his expected agreement, and the code has a third form"
        ),
        correction=IdentityAllN(
            "PYCM-A11.4.corrected",
            "P_e = sum_ij pi_i pi_j v_ij with pi_i = (TOP_i + P_i)/"
            "(2 POP), v_ij = 1 - W_ij/m, is Krippendorff's expected agreement 1 - sum_ck n_c n_k "
            "delta_ck / (n^2 m), n_c = P_c + TOP_c, n = 2 POP, delta = W any symmetric difference "
            "matrix (the document's |i - j| with m = max(w) = 2 among them), every N",
            pycm("cell 1038, L2109-2110 (corrected)", PE_CORRECTED),
            equations=[(PE_CORRECTED_ALL, EXPECTED_AGREEMENT)],
            arrays=[C, Ws],
            expected=Status.PROVED,
            origin=Origin.SUITE,
            reading=READING,
        ),
    ),
    IdentityAllN(
        "PYCM-A11.5",
        "P_a^* = sum_ij Matrix(i,j)/POP v_ij is one minus Krippendorff's observed disagreement: "
        "1 - P_a^* = sum_ck o_ck delta_ck / (n max(delta)), o_ck = Matrix(c,k) + Matrix(k,c), n = 2 POP, for "
        "symmetric differences, every N",
        pycm("cell 1039, L2111-2112", r"P_a^*=\sum_{i,j=1}^{|C|}\frac{Matrix(i,j)}{POP}\times v_{ij}"),
        equations=[(1 - P_A_STAR, OBSERVED_DISAGREEMENT)],
        arrays=[C, Ws],
        expected=Status.PROVED,
        reading=READING,
    ),
    IdentityAllN(
        "PYCM-A11.6",
        "P_a = (1 - epsilon) P_a^* + epsilon applies Krippendorff's factor (n - 1)/n: "
        "1 - P_a = (n - 1)/n (1 - P_a^*), n = 2 POP, every N",
        pycm("cell 1040, L2113-2114", r"P_a=(1-\epsilon)\times P_a^*+\epsilon"),
        equations=[(1 - ((1 - EPSILON) * P_A_STAR + EPSILON), fraction(2 * S - 1, (S, TWO)) * (1 - P_A_STAR))],
        arrays=[C, Ws],
        expected=Status.PROVED,
        reading=READING,
    ),
    IdentityAllN(
        "PYCM-A11.7",
        "alpha_Weighted = (P_a - P_e)/(1 - P_e), with P_e as corrected in A11.4, is Krippendorff's "
        "weighted alpha 1 - (n - 1) sum o_ck delta_ck / sum n_c n_k delta_ck, every symmetric difference "
        "matrix delta = W and scale m, every N (where defined)",
        pycm("cell 1041, L2115-2116", r"\alpha_{Weighted}=\frac{P_a-P_e}{1-P_e}"),
        equations=[(ALPHA_WEIGHTED_PRINTED, ALPHA_WEIGHTED)],
        arrays=[C, Ws],
        expected=Status.PROVED,
        uses=("PYCM-A11.4", "PYCM-A11.5", "PYCM-A11.6", "PYCM-A11.7.n3"),
        reading=f"P_e as corrected in A11.4 (the printed one fails there); v_ij = 1 - W_ij/m, m > 0 any scale "
        f"(max(w) in the document); {READING}",
    ),
    Relation(
        "PYCM-A11.7.n3",
        "N = 3: alpha_Weighted with the corrected P_e is kappamcc.metrics.krippendorff_alpha, every "
        "symmetric difference matrix (zero diagonal) and scale m",
        pycm("cell 1041, L2115-2116 (suite check against kappamcc.metrics)"),
        relation=eq((PA_SYM - PE_SYM) / (1 - PE_SYM), metrics.krippendorff_alpha(M3, SYMMETRIC_WEIGHTS)),
        domain=SYMMETRIC_DOMAIN,
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading=READING,
    ),
    printed_output(
        "PYCM-A11.8",
        "cm.weighted_alpha with the weights |i - j|: Krippendorff's weighted alpha of cm (delta = |c - k|: 110/271)",
        "cell 1042, L2117-2122",
        exact=WEIGHTED_ALPHA_CM,
        printed="0.374757281553398",
        output=A11_8_OUT,
        expected=Status.CORRECTED,
        erratum=Erratum.false(
            "0.3747... is PyCM's code's value with P_e = sum ((P_i + TOP_j)/(2 POP))^2 "
            "v_ij (193/515); Krippendorff's weighted alpha of cm is 110/271 = 0.40590..."
        ),
        correction=printed_output(
            "PYCM-A11.8.corrected",
            "Krippendorff's weighted alpha of cm with delta = |c - k| is 110/271",
            "cell 1042, L2117-2122 (corrected)",
            exact=WEIGHTED_ALPHA_CM,
            printed="0.4059040590405904",
            origin=Origin.SUITE,
        ),
    ),
    printed_output(
        "PYCM-A11.8.code",
        "the printed weighted alpha is what PyCM's code computes, with "
        "P_e = sum_ij ((P_i + TOP_j)/(2 POP))^2 v_ij: 193/515",
        "cell 1042, L2117-2122 (suite check)",
        exact=CODE_VALUE,
        printed="0.374757281553398",
        origin=Origin.SUITE,
        reading="docs/library_findings.md, finding 1 (overall_funcs.weighted_alpha_calc)",
    ),
    printed_output(
        "PYCM-A11.9",
        "cm.weighted_alpha() without weights: 'the result is for unweighted alpha', "
        "Krippendorff's nominal alpha of cm (68/183)",
        "cell 1043, L2123-2126",
        exact=metrics.krippendorff_alpha(CM),
        printed="0.3715846994535519",
        output="RuntimeWarning: Invalid weight format; the result is for unweighted alpha. 0.3715846994535519",
        uses=("PYCM-A11.10",),
    ),
    IdentityAllN(
        "PYCM-A11.10",
        "the default weight=None gives the unweighted alpha: with the nominal differences "
        "(v_ij = [i = j]) the corrected P_e is RACCU_Overall and P_a^* is ACC_Overall, so the weighted "
        "formulas are A10's, every N",
        pycm("cell 1045, L2129-2130", quote="1. `weight` : weight matrix (type : `dict`, default : `None`)"),
        equations=[(NOMINAL_PE, RACCU_NUMERATOR), (Sum(C[a3, b3] * delta[a3, b3], a3, b3), trace(C))],
        arrays=[C, delta],
        expected=Status.PROVED,
        uses=("PYCM-A11.4",),
        reading="'unweighted alpha' (A11.9): every disagreement weighted alike",
    ),
]
