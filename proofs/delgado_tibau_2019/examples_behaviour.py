"""Examples (a)-(e): how kappa and MCC move as A grows (DT2019-XA.4, XB.5, XB.6, XC.2, XD.4, XE.4).

Delgado & Tibau 2019, section "Experimental results", p19-p23:

    (a) M1(A), A >= 1: "the behaviour of Kappa is very similar to that of MCC" (agreement)        XA.4
    (b) M2(A), A > 1: "MCC(M2(A)) is a decreasing function of A but K(M2(A)) is increasing
        for A >= 4" (disagreement)                                                              XB.5, XB.6
    (c) M3(A), A = 0..999: "there is an agreement in the behaviour of MCC and Kappa"             XC.2
    (d) M4(A), A in [50, 100]: "for A > 50, MCC decreases and Kappa increases as A increases"    XD.4
    (e) M5(A), A >= 1: "In this case, MCC and Kappa agree in behaviour as A increases"           XE.4

Each direction is a Monotone claim (sign of the derivative, decided exactly by Z3 on the
stated range of A).  "Agreement" is read as: both metrics move in the same direction on
the whole stated range.  For M2 the claims bracket kappa's turning point between two
rationals (3.53 < 3.5311... < 3.54; it lies outside the printed ranges); for M5, where the
print is wrong, the turning point is exact (below).

Erratum (XE.4): on M5(A), MCC strictly decreases for every A >= 1, but
K(M5(A)) = (-16A^2 - 493A + 106)/(33A^2 + 928A + 10406) has
dK/dA = (1421A^2 - 339988A - 5228526)/(33A^2 + 928A + 10406)^2 (XE.4.turning-point), whose
numerator has the single root A0 = 169994/1421 + 13 sqrt(214956778)/1421 = 253.7595051128...
in A >= 1.  K strictly decreases on [1, A0] (XE.4.kappa-falls) and strictly increases on
[A0, oo) (XE.4.kappa-rises), both proved with the exact A0 as endpoint: kappa and MCC agree
exactly on [1, A0] and DISAGREE for every A > A0, while Ent(M5(A)) tends to
log2(7) - 2/7 > 0 (DT2019-XE.3): a disagreement without entropy decreasing to zero, against
the paper's heuristic (S13, Q4, Q5).
"""

import sympy as sp

from kappamcc.families.experiments import A, m1, m2, m3, m4, m5
from kappamcc.model.claims import Erratum, Status
from kappamcc.model.kinds import AllOf, Monotone, Relation, chain, eq
from kappamcc.model.mathtext import math_text
from kappamcc.testing.strategies import on_interval
from kappamcc.proofs.delgado_tibau_2019 import dt


M1, M2, M3, M4, M5 = m1(), m2(), m3(), m4(), m5()
oo = sp.oo
src_a, src_b, src_c = dt("p19, L2588-2643"), dt("p19-p20, L2645-2697"), dt("p21, L2833-2881")
src_d, src_e = dt("p22-p23, L2896-2962"), dt("p23, L2964-2999")

# (id, family, metric's name, metric, range of A, direction, source): strictly monotone on A in the range
MOVES = {
    cid: Monotone(
        cid,
        f"{F.name}: {what} is strictly {direction} for A in {math_text(over)}",
        source,
        expr=expr,
        var=A,
        over=over,
        direction=direction,
        expected=Status.PROVED,
        domain=on_interval(A, over),
        families=(F,),
    )
    for cid, F, what, expr, over, direction, source in (
        ("DT2019-XA.4.mcc", M1, "MCC", M1.mcc, sp.Interval(1, oo), "decreasing", src_a),
        ("DT2019-XA.4.kappa", M1, "K", M1.kappa, sp.Interval(1, oo), "decreasing", src_a),
        ("DT2019-XB.5.mcc", M2, "MCC", M2.mcc, sp.Interval.open(1, oo), "decreasing", src_b),
        ("DT2019-XB.5.kappa", M2, "K", M2.kappa, sp.Interval(4, oo), "increasing", src_b),
        (
            "DT2019-XB.5.kappa-falls",
            M2,
            "K",
            M2.kappa,
            sp.Interval.Lopen(1, sp.Rational(353, 100)),
            "decreasing",
            src_b,
        ),
        ("DT2019-XB.5.kappa-rises", M2, "K", M2.kappa, sp.Interval(sp.Rational(354, 100), oo), "increasing", src_b),
        ("DT2019-XC.2.mcc", M3, "MCC", M3.mcc, sp.Interval(0, 999), "increasing", src_c),
        ("DT2019-XC.2.kappa", M3, "K", M3.kappa, sp.Interval(0, 999), "increasing", src_c),
        ("DT2019-XD.4.mcc", M4, "MCC", M4.mcc, sp.Interval.Lopen(50, 100), "decreasing", src_d),
        ("DT2019-XD.4.kappa", M4, "K", M4.kappa, sp.Interval.Lopen(50, 100), "increasing", src_d),
        ("DT2019-XD.4.below.mcc", M4, "MCC", M4.mcc, sp.Interval.Ropen(0, 50), "increasing", src_d),
        ("DT2019-XD.4.below.kappa", M4, "K", M4.kappa, sp.Interval.Ropen(0, 50), "decreasing", src_d),
        ("DT2019-XE.4.mcc", M5, "MCC", M5.mcc, sp.Interval(1, oo), "decreasing", src_e),
    )
}
XA_MCC = MOVES["DT2019-XA.4.mcc"]
XA_K = MOVES["DT2019-XA.4.kappa"]
XB_MCC = MOVES["DT2019-XB.5.mcc"]
XB_K = MOVES["DT2019-XB.5.kappa"]
XB_K_LOW = MOVES["DT2019-XB.5.kappa-falls"]
XB_K_HIGH = MOVES["DT2019-XB.5.kappa-rises"]
XC_MCC = MOVES["DT2019-XC.2.mcc"]
XC_K = MOVES["DT2019-XC.2.kappa"]
XD_MCC = MOVES["DT2019-XD.4.mcc"]
XD_K = MOVES["DT2019-XD.4.kappa"]
XD_MCC_BELOW = MOVES["DT2019-XD.4.below.mcc"]
XD_K_BELOW = MOVES["DT2019-XD.4.below.kappa"]
XE_MCC = MOVES["DT2019-XE.4.mcc"]
# Example (e): kappa's turning point, exact.  dK/dA = P(A)/Q(A)^2 with P below (derived from the matrix,
# checked in XE.4.turning-point); A0 is P's larger root, the only one in A >= 1 (the other is -14.49...).
M5_KAPPA_NUM = 1421 * A**2 - 339988 * A - 5228526
M5_KAPPA_DEN = 33 * A**2 + 928 * A + 10406
A0 = sp.Rational(169994, 1421) + 13 * sp.sqrt(214956778) / 1421  # = 253.7595051128...
A0_TEXT = "A0 = 169994/1421 + 13 sqrt(214956778)/1421 = 253.7595..."
XE_TURN = Relation(
    "DT2019-XE.4.turning-point",
    f"M5(A): dK/dA = (1421A^2 - 339988A - 5228526)/(33A^2 + 928A + 10406)^2; {A0_TEXT} is the root of "
    "the numerator in A >= 1 (the other root is negative), 253 < A0 < 254",
    src_e,
    relation=[
        eq(sp.diff(M5.kappa, A), M5_KAPPA_NUM / M5_KAPPA_DEN**2),
        eq(M5_KAPPA_NUM.xreplace({A: A0}), 0),
        *chain(253, "<", A0, "<", 254),
        sp.Lt(M5_KAPPA_NUM.xreplace({A: 1}), 0, evaluate=False),
    ],
    expected=Status.PROVED,
    domain=M5.domain,
    reading="P(1) < 0 and P is a quadratic with positive leading term: A0 is its only root in A >= 1",
)
XE_K_HIGH = Monotone(
    "DT2019-XE.4.kappa-rises",
    f"{M5.name}: K is strictly increasing for A in [A0, oo), {A0_TEXT}",
    src_e,
    expr=M5.kappa,
    var=A,
    over=sp.Interval(A0, oo),
    direction="increasing",
    expected=Status.PROVED,
    domain=on_interval(A, sp.Interval(A0, oo)),
    uses=("DT2019-XE.4.turning-point",),
    families=(M5,),
)
XE_K_LOW = Monotone(
    "DT2019-XE.4.kappa-falls",
    f"{M5.name}: K is strictly decreasing for A in [1, A0], {A0_TEXT}",
    src_e,
    expr=M5.kappa,
    var=A,
    over=sp.Interval(1, A0),
    direction="decreasing",
    expected=Status.PROVED,
    domain=on_interval(A, sp.Interval(1, A0)),
    uses=("DT2019-XE.4.turning-point",),
    families=(M5,),
)

CLAIMS = [
    XA_MCC,
    XA_K,
    AllOf(
        "DT2019-XA.4",
        "M1(A), A >= 1: kappa behaves like MCC (both strictly decreasing): agreement",
        src_a,
        parts=[XA_MCC, XA_K],
        expected=Status.PROVED,
    ),
    XB_MCC,
    XB_K,
    XB_K_LOW,
    XB_K_HIGH,
    AllOf(
        "DT2019-XB.5",
        "M2(A): MCC decreasing for A > 1, K increasing for A >= 4",
        src_b,
        parts=[XB_MCC, XB_K],
        expected=Status.PROVED,
    ),
    AllOf(
        "DT2019-XB.6",
        "M2(A): as A increases MCC decreases but kappa increases (disagreement, from A = 3.53... on)",
        src_b,
        parts=[XB_MCC, XB_K_HIGH],
        expected=Status.PROVED,
    ),
    XC_MCC,
    XC_K,
    AllOf(
        "DT2019-XC.2",
        "M3(A), A = 0..999: MCC and kappa agree (both strictly increasing)",
        src_c,
        parts=[XC_MCC, XC_K],
        expected=Status.PROVED,
    ),
    XD_MCC,
    XD_K,
    AllOf(
        "DT2019-XD.4",
        "M4(A), 50 < A <= 100: MCC decreases and kappa increases (disagreement)",
        src_d,
        parts=[XD_MCC, XD_K],
        expected=Status.PROVED,
    ),
    XD_MCC_BELOW,
    XD_K_BELOW,
    AllOf(
        "DT2019-XD.4.below",
        "M4(A): 'by symmetry, for A < 50 we observe just the same when A decreases' "
        "(as A decreases below 50, MCC decreases and kappa increases)",
        src_d,
        parts=[XD_MCC_BELOW, XD_K_BELOW],
        expected=Status.PROVED,
    ),
    XE_TURN,
    XE_MCC,
    XE_K_HIGH,
    XE_K_LOW,
    Monotone(
        "DT2019-XE.4",
        f"{M5.name}: K (to agree with MCC, which decreases) is strictly decreasing for A in {math_text(sp.Interval(1, oo))}",
        src_e,
        expr=M5.kappa,
        var=A,
        over=sp.Interval(1, oo),
        direction="decreasing",
        domain=on_interval(A, sp.Interval(1, oo)),
        expected=Status.CORRECTED,
        erratum=Erratum.false("kappa of M5 turns at A0 = 253.76...: it increases for every A > A0 while MCC decreases"),
        uses=("DT2019-XE.4.mcc", "DT2019-XE.4.kappa-rises"),
        reading="'agree in behaviour as A increases' = K moves like MCC, which strictly decreases on A >= 1 (XE.4.mcc)",
        correction=AllOf(
            "DT2019-XE.4.corrected",
            f"M5(A): MCC strictly decreases on [1, oo); K strictly decreases on [1, A0] and strictly "
            f"increases on [A0, oo), {A0_TEXT} (the root of dK/dA's numerator 1421A^2 - 339988A - 5228526): "
            "agreement exactly on [1, A0], disagreement for every A > A0",
            src_e,
            parts=[XE_TURN, XE_MCC, XE_K_LOW, XE_K_HIGH],
            expected=Status.PROVED,
        ),
        families=(M5,),
    ),
]
