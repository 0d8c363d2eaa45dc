"""Aickin's alpha (PYCM-A12.1 ... A12.10).

PyCM 4.4 Document, cells 1050-1060, L2138-2160:

    "Aickin's alpha coefficient [[75]]."                                              (A12.1)
    alpha^(t+1) = (p_a - p_e^(t)) / (1 - p_e^(t))                                     (A12.2)
    p_e^(t) = sum_{k=1}^{|C|} p_{k|H}^{A(t)} x p_{k|H}^{B(t)}                          (A12.3)
    p_a = ACC_Overall                                                                 (A12.4)
    p_{k|H}^{A(t+1)} = TOP_k / ((1 - alpha^(t)) + alpha^(t) x p_{k|H}^{B(t)} / p_e^(t) x POP)   (A12.5)
    p_{k|H}^{B(t+1)} = P_k / ((1 - alpha^(t)) + alpha^(t) x p_{k|H}^{A(t)} / p_e^(t) x POP)     (A12.6)
    Stop: |alpha^(t+1) - alpha^(t)| < epsilon                                         (A12.7)
    cm.aickin_alpha()  0.38540577344968524                                           (A12.8)
    cm.aickin_alpha(max_iter=2000, epsilon=0.00003)  0.38545857383594895             (A12.9)
    "1. `epsilon` : difference threshold (type : `float`, default : `0.0001`)
     2. `max_iter` : maximum number of iterations (type : `int`, default : `200`)"   (A12.10)

Aickin (1990, "Maximum likelihood estimation of agreement in the constant predictive
probability model, and its relation to Cohen's kappa", Biometrics 46:293-302): a share alpha of
the cases is classified alike by both raters, the rest ("hard", H) independently with class
probabilities p^A, p^B; the printed iteration is the fixed-point iteration of the likelihood
equations, and Aickin's alpha is the alpha of its fixed point.  The document prints no starting
values (PyCM's code starts from the marginal shares TOP_k/POP, P_k/POP and alpha = 0), and PyCM's
code updates p^B with the new p^A (the print: the old one); neither changes the fixed points.

The printed outputs are iterates stopped by the rule A12.7, not the fixed point itself; exact
iterates are out of reach (the rationals grow sevenfold in length at each step, about 10^8
digits by the 11th).  They are judged as "Aickin's alpha to within the stopping threshold":
for alpha in (0, p_a), p_e = (p_a - alpha)/(1 - alpha) is fixed by A12.2, and A12.5-A12.6 (corrected) at a
fixed point are, for each class, x (u + alpha y) = t_k, y (u + alpha x) = q_k with u = (1 - alpha)
p_e, t_k = TOP_k p_e / POP, q_k = P_k p_e / POP: so y = x - (t_k - q_k)/u and x is the positive
root of alpha x^2 + (u - alpha (t_k - q_k)/u) x - t_k = 0.  The remaining equation A12.3 is
g(alpha) = sum_k x_k y_k - p_e = 0.  Exact signs of g (closed numbers with square roots) at
printed +- epsilon, and ball arithmetic over the interval (g continuous, every p^A_k, p^B_k > 0
on it), show a fixed point within epsilon of each printed value by the intermediate value
theorem (the Root kind).

Finding (A12.5, A12.6): as printed, "x POP" multiplies only the last term of the denominator
(by precedence); summed over k at a fixed point, the p^A_k (p^B_k) then sum to POP, not to 1, so
they are no class probabilities, which A12.3 takes them for.  Corrected with POP multiplying the
whole denominator, as PyCM's code has it: then they sum to 1.  The finding is about points an
iteration can rest at: PYCM-A12.5.attained re-checks exactly a fixed point of the whole printed
system (A12.2-A12.6) at a non-negative confusion matrix with POP = 10, alpha = 1/2 and p_e < 1,
where the p^A_k and the p^B_k each sum to 10.

Readings.  A12.2-A12.4: p_a is the observed agreement,
and from the marginal shares the first update is Cohen's kappa (every N).  A12.7, A12.10: the
two printed runs are consistent with their thresholds: they differ by less than the default
0.0001 and by more than 0.00003.
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.kinds import IdentityAllN, Relation, Root, chain, eq
from kappamcc.model.index_forms import col, fresh, kappa_marginal, row, total, trace
from kappamcc.prove.index_sums import Array, Sum, delta, fraction
from kappamcc.families.pycm_common import aickin_fixed_point_parts
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.x_example_matrix import CM, printed_number

TOP_CM, P_CM = metrics.col_sums(CM), metrics.row_sums(CM)
POP_CM = metrics.total(CM)
P_A_CM = metrics.accuracy(CM)  # 7/12


# for alpha in (0, p_a) on cm: (g(alpha), [p^A_k], [p^B_k]), the fixed point of A12.5-A12.6 as corrected
# (families.pycm_common.aickin_fixed_point_parts)
fixed_point_parts = partial(aickin_fixed_point_parts, cm=CM)


ALPHA = sp.Symbol("alpha", real=True)
G, A_SHARES, B_SHARES = fixed_point_parts(ALPHA)


DEFAULT_OUT, TIGHT_OUT = "0.38540577344968524", "0.38545857383594895"
DEFAULT, TIGHT = printed_number(DEFAULT_OUT), printed_number(TIGHT_OUT)
EPS_DEFAULT, EPS_TIGHT = sp.Rational("0.0001"), sp.Rational("0.00003")

# every N: start from the marginal shares
C = Array("C")
S = total(C)
k = fresh("k")
P_A = fraction(trace(C), (S,))
P_E_START = fraction(Sum(col(C, k) * row(C, k), k), (S, S))  # sum_k (TOP_k/POP)(P_k/POP)
j = fresh("j")
RACC_OVERALL = fraction(Sum(col(C, j) * row(C, j), j), (S, S))
a_, b_ = fresh("a"), fresh("b")  # a case's actual and predicted class

# A12.5, A12.6 at a fixed point: three classes, symbols
x1, x2, x3, y1, y2, y3, al, POP_ = sp.symbols("pA_1 pA_2 pA_3 pB_1 pB_2 pB_3 alpha POP", real=True)
XS, YS = (x1, x2, x3), (y1, y2, y3)
PE_SYM = sum(x * y for x, y in zip(XS, YS))
SHARES = Domain(
    symbols=XS + YS + (al, POP_),
    constraints=tuple(v > 0 for v in XS + YS) + (al > 0, al < 1, POP_ > 0),
    text="p^A_k, p^B_k > 0 (three classes), 0 < alpha < 1, POP > 0",
)


# Sigma_k of each printed update's fixed-point equation, own_k ((1 - alpha) + alpha other_k/p_e x POP) =
# count_k: both updates at rest (the counts sum to POP)
AT_REST = sp.And(
    *[
        sp.Eq(sum(x * ((1 - al) + al * y / PE_SYM * POP_) for x, y in zip(own, other)), POP_)
        for own, other in ((XS, YS), (YS, XS))
    ]
)

# A genuine fixed point of the printed system (A12.2-A12.6 by precedence) at a confusion matrix W
# with POP = 10 (found by Z3; every equation is re-checked exactly by the claim below): the
# refutations of A12.5 and A12.6 are not about points no iteration could rest at.
_R = sp.Rational
W_ALPHA = _R(1, 2)
W_PA = (_R(1, 64), _R(1, 32768), _R(327167, 32768))
W_PB = (_R(1, 16), _R(651263, 65536), _R(1, 65536))
W = (
    (_R(672626431, 196837248), _R(724229, 1073741824), _R(24441595, 1073741824)),
    (0, _R(1747132286138885, 1651190513270784), _R(5335854341, 1073741824)),
    (0, 0, _R(107207620351, 201561341952)),
)


# every equation of A12.2-A12.6 as printed (by precedence) at W's fixed point, with the matrix's
# non-negativity, alpha in (0, 1) and p_e in (0, 1): closed links, unevaluated
W_POP, W_TOP, W_P = metrics.total(W), metrics.col_sums(W), metrics.row_sums(W)
W_PE = sum(x * y for x, y in zip(W_PA, W_PB))
PRINTED_SYSTEM_AT_W = [
    *(sp.Ge(e, 0, evaluate=False) for row_ in W for e in row_),
    *(sp.Gt(v, 0, evaluate=False) for v in W_PA + W_PB),
    *chain(0, "<", W_ALPHA, "<", 1),
    *chain(0, "<", W_PE, "<", 1),
    eq(W_ALPHA, (metrics.accuracy(W) - W_PE) / (1 - W_PE)),
    *(eq(x, t / ((1 - W_ALPHA) + W_ALPHA * y / W_PE * W_POP)) for x, y, t in zip(W_PA, W_PB, W_TOP)),
    *(eq(y, q / ((1 - W_ALPHA) + W_ALPHA * x / W_PE * W_POP)) for x, y, q in zip(W_PA, W_PB, W_P)),
]

# A12.1, A12.8, A12.9: a root of g in (lo, hi), with alpha in (0, p_a) and every p^A_k, p^B_k > 0 on
# the whole interval: a fixed point of A12.2-A12.4 with A12.5-A12.6 as corrected (intermediate value
# theorem); the printed A12.5-A12.6 have other fixed points (PYCM-A12.5.attained)
FIXED_POINTS = {
    claim_id: Root(
        claim_id,
        statement,
        source,
        expr=G,
        var=ALPHA,
        over=sp.Interval.open(lo, hi),
        positive=[ALPHA, P_A_CM - ALPHA, *A_SHARES, *B_SHARES],
        expected=Status.PROVED,
        reading=reading,
    )
    for claim_id, statement, lo, hi, source, reading in [
        (
            "PYCM-A12.1",
            "Aickin's alpha of cm, the alpha of a fixed point of the equations A12.2-A12.4 "
            "with A12.5-A12.6 as corrected (POP times the whole denominator), lies in (0.38548, 0.38549)",
            sp.Rational("0.38548"),
            sp.Rational("0.38549"),
            pycm("cell 1050, L2138-2139", quote="Aickin's alpha coefficient [[75]](#ref75)."),
            "Aickin's (1990) estimate: the solution of the likelihood equations the iteration solves",
        ),
        (
            "PYCM-A12.8",
            f"cm.aickin_alpha() = {DEFAULT_OUT} is Aickin's alpha of cm to within the default "
            "stopping threshold 0.0001: a fixed point lies within 0.0001 of it",
            DEFAULT - EPS_DEFAULT,
            DEFAULT + EPS_DEFAULT,
            pycm("cell 1057, L2152-2153", quote=f"cm.aickin_alpha() -> {DEFAULT_OUT}"),
            "an iterate stopped by A12.7, judged to within its threshold",
        ),
        (
            "PYCM-A12.9",
            f"cm.aickin_alpha(max_iter=2000, epsilon=0.00003) = {TIGHT_OUT} is Aickin's alpha "
            "of cm to within 0.00003: a fixed point lies within 0.00003 of it",
            TIGHT - EPS_TIGHT,
            TIGHT + EPS_TIGHT,
            pycm("cell 1058, L2154-2155", quote=f"cm.aickin_alpha(max_iter=2000, epsilon=0.00003) -> {TIGHT_OUT}"),
            "an iterate stopped by A12.7, judged to within its threshold",
        ),
    ]
}

# A12.5, A12.6: the update of p^A (p^B) as printed, read by precedence: "x POP" multiplies the last
# term of the denominator only.  At a fixed point (the counts sum to POP; both updates at rest, with
# p_e < 1 a chance agreement) the shares must sum to 1, as class probabilities do (A12.3 multiplies
# them as such); they sum to POP instead.  Corrected with POP multiplying the whole denominator
# (PyCM's code).  PYCM-A12.5.attained shows a genuine fixed point of the whole printed system, at a
# confusion matrix, where they sum to 10.
UPDATES = {
    claim_id: Relation(
        claim_id,
        f"the update of {name} as printed, {count}/((1 - alpha) + alpha (.../p_e) x POP): at a fixed point "
        f"(the {count} sum to POP, p_e < 1) the {name}_k are class probabilities, summing to 1 (three classes)",
        source,
        relation=sp.Implies(AT_REST, sp.Eq(sum(own), 1)),
        domain=SHARES.with_constraints(PE_SYM < 1, text="p_e < 1"),
        correction=Relation(
            f"{claim_id}.corrected",
            f"with POP multiplying the whole denominator, {name}_k = {count}/(POP ((1 - alpha) + alpha "
            f"... /p_e)): at a fixed point the {name}_k sum to 1 (three classes)",
            source,
            relation=sp.Implies(
                sp.Eq(sum(POP_ * x * ((1 - al) + al * y / PE_SYM) for x, y in zip(own, other)), POP_),
                sp.Eq(sum(own), 1),
            ),
            domain=SHARES,
            expected=Status.PROVED,
            origin=Origin.SUITE,
        ),
        expected=Status.CORRECTED,
        uses=("PYCM-A12.5.attained",),
        erratum=Erratum.typo(
            "missing parentheses: 'x POP' multiplies only the last term of the denominator, where "
            "Aickin's update and PyCM's code multiply the whole denominator by POP"
        ),
        reading="by precedence 'x POP' multiplies the last term of the denominator only; then the fixed-point "
        f"equations summed over k give (1 - alpha) sum {name}_k + alpha POP = POP, so the {name}_k sum to POP",
    )
    for claim_id, name, own, other, count, source in [
        (
            "PYCM-A12.5",
            "p^A",
            XS,
            YS,
            "TOP_k",
            pycm(
                "cell 1054, L2146-2147",
                r"p_{k|H}^{A(t+1)}=\frac{TOP_k}{(1-"
                r"\alpha^{(t)})+\alpha^{(t)}\times\frac{p_{k|H}^{B(t)}}{p_e^{(t)}}\times POP}",
            ),
        ),
        (
            "PYCM-A12.6",
            "p^B",
            YS,
            XS,
            "P_k",
            pycm(
                "cell 1055, L2148-2149",
                r"p_{k|H}^{B(t+1)}=\frac{P_k}{(1-"
                r"\alpha^{(t)})+\alpha^{(t)}\times\frac{p_{k|H}^{A(t)}}{p_e^{(t)}}\times POP}",
            ),
        ),
    ]
}


CLAIMS = [
    FIXED_POINTS["PYCM-A12.1"],
    IdentityAllN(
        "PYCM-A12.2",
        "alpha^(t+1) = (p_a - p_e^(t))/(1 - p_e^(t)) has the form of kappa: from the marginal "
        "shares p^A_k = TOP_k/POP, p^B_k = P_k/POP the first update is Cohen's kappa, every N",
        pycm("cell 1051, L2140-2141", r"\alpha^{(t+1)}=\frac{p_a-p_e^{(t)}}{1-p_e^{(t)}}"),
        equations=[((P_A - P_E_START) / (1 - P_E_START), kappa_marginal(C))],
        arrays=[C],
        expected=Status.PROVED,
        reading="the start is PyCM's code's (the document prints none)",
    ),
    IdentityAllN(
        "PYCM-A12.3",
        "p_e^(t) = sum_k p^A_k p^B_k is a chance agreement: at the marginal shares it is "
        "RACC_Overall = sum_k TOP_k P_k / POP^2, every N",
        pycm("cell 1052, L2142-2143", r"p_e^{(t)}=\sum_{k=1}^{|C|}p_{k|H}^{A(t)}\times p_{k|H}^{B(t)}"),
        equations=[(P_E_START, RACC_OVERALL)],
        arrays=[C],
        expected=Status.PROVED,
        uses=("PYCM-M5.2",),
    ),
    IdentityAllN(
        "PYCM-A12.4",
        "p_a = ACC_Overall is the observed agreement: the share of cases whose two ratings agree, every N",
        pycm("cell 1053, L2144-2145", r"p_a=ACC_{Overall}"),
        equations=[(fraction(Sum(C[a_, b_] * delta[a_, b_], a_, b_), (S,)), P_A)],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    UPDATES["PYCM-A12.5"],
    UPDATES["PYCM-A12.6"],
    Relation(
        "PYCM-A12.5.attained",
        "the printed system A12.2-A12.6 (by precedence) has a genuine fixed point: at the "
        "confusion matrix W (POP = 10) with alpha = 1/2 and p^A, p^B as given every equation holds, and there the "
        "p^A_k and the p^B_k each sum to 10",
        pycm("cell 1054-1055, L2146-2149", "A12.5-A12.6 as printed"),
        relation=[*PRINTED_SYSTEM_AT_W, eq(sum(W_PA), 10), eq(sum(W_PB), 10)],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading="W, alpha, p^A, p^B found by Z3 from the whole system; the claim re-checks them exactly",
    ),
    Relation(
        "PYCM-A12.7",
        "the stop rule at the default epsilon = 0.0001 and at 0.00003 ends the two printed runs at "
        "values less than 0.0001 apart",
        pycm("cell 1056, L2150-2151", r"Stop:|\alpha^{(t+1)}-\alpha^{(t)}|<\epsilon"),
        relation=sp.Lt(sp.Abs(DEFAULT - TIGHT), EPS_DEFAULT, evaluate=False),
        expected=Status.PROVED,
        uses=("PYCM-A12.8", "PYCM-A12.9"),
    ),
    FIXED_POINTS["PYCM-A12.8"],
    FIXED_POINTS["PYCM-A12.9"],
    Relation(
        "PYCM-A12.10",
        "the defaults are consistent with the two printed runs: the default call (A12.8) and the "
        "call with epsilon = 0.00003 (A12.9) differ by more than 0.00003 and less than the default 0.0001",
        pycm(
            "cell 1060, L2158-2160",
            "1. `epsilon` : difference threshold (type : `float`, default : `0.0001`) "
            "2. `max_iter` : maximum number of iterations (type : `int`, default : `200`)",
        ),
        relation=chain(EPS_TIGHT, "<", sp.Abs(DEFAULT - TIGHT), "<", EPS_DEFAULT),
        expected=Status.PROVED,
        reading="max_iter is not checkable from the printed outputs",
    ),
]
