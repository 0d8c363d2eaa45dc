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
the whole stated range.  Where the direction changes, the claims bracket the turning
point between two rationals; it is the unique real root there of the derivative's
numerator (for M2, 3.5311...; for M5, 253.75...).

Erratum (XE.4): on M5(A), MCC decreases for every A >= 1, but K decreases only up to
A = 253.75... and increases after it, so kappa and MCC DISAGREE for A > 253.75..., while
Ent(M5(A)) tends to log2(7) - 2/7 > 0 (DT2019-XE.3): a disagreement without entropy
decreasing to zero, against the paper's heuristic (S13, Q4, Q5).
"""
import sympy as sp

from kappamcc.families.experiments import A, m1, m2, m3, m4, m5
from kappamcc.claims import Monotone, Status, Steps
from kappamcc.strategies import on_interval
from kappamcc.proofs.delgado_tibau_2019 import dt


def _moves(id, F, what, expr, over, direction, expected=Status.PROVED, **kw):
    return Monotone(id, f"{F.name}: {what} is strictly {direction} for A in {over}", kw.pop("src"),
                    expr, A, over, direction, expected=expected,
                    domain=on_interval(A, over), **kw)


M1, M2, M3, M4, M5 = m1(), m2(), m3(), m4(), m5()
oo = sp.oo
src_a, src_b, src_c = dt("p19, L2588-2643"), dt("p19-p20, L2645-2697"), dt("p21, L2833-2881")
src_d, src_e = dt("p22-p23, L2896-2962"), dt("p23, L2964-2999")

XA_MCC = _moves("DT2019-XA.4.mcc", M1, "MCC", M1.mcc, sp.Interval(1, oo), "decreasing", src=src_a)
XA_K = _moves("DT2019-XA.4.kappa", M1, "K", M1.kappa, sp.Interval(1, oo), "decreasing", src=src_a)
XB_MCC = _moves("DT2019-XB.5.mcc", M2, "MCC", M2.mcc, sp.Interval.open(1, oo), "decreasing", src=src_b)
XB_K = _moves("DT2019-XB.5.kappa", M2, "K", M2.kappa, sp.Interval(4, oo), "increasing", src=src_b)
XB_K_LOW = _moves("DT2019-XB.5.kappa-falls", M2, "K", M2.kappa, sp.Interval.Lopen(1, sp.Rational(353, 100)), "decreasing",
                  src=src_b)
XB_K_HIGH = _moves("DT2019-XB.5.kappa-rises", M2, "K", M2.kappa, sp.Interval(sp.Rational(354, 100), oo), "increasing",
                   src=src_b)
XC_MCC = _moves("DT2019-XC.2.mcc", M3, "MCC", M3.mcc, sp.Interval(0, 999), "increasing", src=src_c)
XC_K = _moves("DT2019-XC.2.kappa", M3, "K", M3.kappa, sp.Interval(0, 999), "increasing", src=src_c)
XD_MCC = _moves("DT2019-XD.4.mcc", M4, "MCC", M4.mcc, sp.Interval.Lopen(50, 100), "decreasing", src=src_d)
XD_K = _moves("DT2019-XD.4.kappa", M4, "K", M4.kappa, sp.Interval.Lopen(50, 100), "increasing", src=src_d)
XD_MCC_BELOW = _moves("DT2019-XD.4.below.mcc", M4, "MCC", M4.mcc, sp.Interval.Ropen(0, 50), "increasing", src=src_d)
XD_K_BELOW = _moves("DT2019-XD.4.below.kappa", M4, "K", M4.kappa, sp.Interval.Ropen(0, 50), "decreasing", src=src_d)
XE_MCC = _moves("DT2019-XE.4.mcc", M5, "MCC", M5.mcc, sp.Interval(1, oo), "decreasing", src=src_e)
XE_K_HIGH = _moves("DT2019-XE.4.kappa-rises", M5, "K", M5.kappa, sp.Interval(254, oo), "increasing", src=src_e)
XE_K_LOW = _moves("DT2019-XE.4.kappa-falls", M5, "K", M5.kappa, sp.Interval(1, 253), "decreasing", src=src_e)

CLAIMS = [
    XA_MCC, XA_K,
    Steps("DT2019-XA.4", "M1(A), A >= 1: kappa behaves like MCC (both strictly decreasing): agreement",
          src_a, [XA_MCC, XA_K], "both derivatives are negative on A >= 1", expected=Status.PROVED),
    XB_MCC, XB_K, XB_K_LOW, XB_K_HIGH,
    Steps("DT2019-XB.5", "M2(A): MCC decreasing for A > 1, K increasing for A >= 4",
          src_b, [XB_MCC, XB_K], "the two derivative signs; K in fact turns at A = 3.5311... (XB.5.kappa-falls/-rises)",
          expected=Status.PROVED),
    Steps("DT2019-XB.6", "M2(A): as A increases MCC decreases but kappa increases (disagreement, from A = 3.53... on)",
          src_b, [XB_MCC, XB_K_HIGH], "MCC strictly decreasing on A > 1, K strictly increasing on A >= 3.54",
          expected=Status.PROVED),
    XC_MCC, XC_K,
    Steps("DT2019-XC.2", "M3(A), A = 0..999: MCC and kappa agree (both strictly increasing)",
          src_c, [XC_MCC, XC_K], "both derivatives are positive on [0, 999]", expected=Status.PROVED),
    XD_MCC, XD_K,
    Steps("DT2019-XD.4", "M4(A), 50 < A <= 100: MCC decreases and kappa increases (disagreement)",
          src_d, [XD_MCC, XD_K], "the two derivative signs on (50, 100]", expected=Status.PROVED),
    XD_MCC_BELOW, XD_K_BELOW,
    Steps("DT2019-XD.4.below", "M4(A): 'by symmetry, for A < 50 we observe just the same when A decreases' "
          "(as A decreases below 50, MCC decreases and kappa increases)", src_d, [XD_MCC_BELOW, XD_K_BELOW],
          "on [0, 50) MCC is strictly increasing and K strictly decreasing in A (M4(100 - A) is M4(A) with classes "
          "1 and 3 swapped and transposed, which changes neither metric: DT2019-S1, S3)", expected=Status.PROVED),
    XE_MCC, XE_K_HIGH, XE_K_LOW,
    _moves("DT2019-XE.4", M5, "K (to agree with MCC, which decreases)", M5.kappa, sp.Interval(1, oo), "decreasing",
           src=src_e, expected=Status.CORRECTED, uses=("DT2019-XE.4.mcc", "DT2019-XE.4.kappa-rises"),
           reading="'agree in behaviour as A increases' = K moves like MCC, which strictly decreases on A >= 1 (XE.4.mcc)",
           correction=_moves("DT2019-XE.4.corrected", M5, "K", M5.kappa, sp.Interval(1, 253), "decreasing", src=src_e,
                             reading="agreement holds for 1 <= A <= 253; K turns at A = 253.75... and rises after "
                                     "(XE.4.kappa-rises): disagreement for A >= 254")),
]
