"""Kappa and MCC in ROC coordinates (EXT-ROC.0 ... EXT-ROC.6).

Prompted by Ben-David 2008, which plots FP and TP "instead of the usual false positive
rate (FPR, FP/N) and true positive rate (TPR, TP/P)" (L257) and asks "can one express
P_c and K in terms of FP and TP?" (L188).  In the usual ROC coordinates, with prevalence
pi = P, t = TPR and f = FPR, the binary table of probabilities is

    [[pi t, pi (1 - t)], [(1 - pi) f, (1 - pi)(1 - f)]],   0 < pi < 1,  0 <= t, f <= 1,

and, with Pbar = pi t + (1 - pi) f the probability of predicting positive,

    K   = 2 pi (1 - pi)(t - f) / (pi (1 - Pbar) + (1 - pi) Pbar)                 (EXT-ROC.1)
    MCC = sqrt(pi (1 - pi)) (t - f) / sqrt(Pbar (1 - Pbar)),   0 < Pbar < 1         (EXT-ROC.2)
    iso-kappa lines: for fixed pi and K, t = a + b f with
        a = K / (2(1 - pi) - K(1 - 2 pi)),
        b = (1 - pi)(K(1 - 2 pi) + 2 pi) / (pi (2(1 - pi) - K(1 - 2 pi)))          (EXT-ROC.3)
    K = 0 exactly on the chance diagonal t = f                                        (EXT-ROC.3.chance)
    pi = 1/2: K = t - f (Youden's J; Ben-David's (15) in ROC coordinates)             (EXT-ROC.5)

K and MCC are derived from the matrix (never typed in).  EXT-ROC.4 gives two exact ROC
points at the same prevalence 1/2 that kappa and MCC rank in opposite orders, and
EXT-ROC.6 shows that (FP, TP) alone does not determine K (P is needed), which is why
Ben-David's (13) carries P and Pbar.  Kappa is defined on the whole domain: its
denominator pi (1 - Pbar) + (1 - pi) Pbar is positive for 0 < pi < 1.
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.roc import table
from kappamcc import metrics
from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import Relation, chain, eq
from kappamcc.model.family import Family
from kappamcc.proofs.extensions import ext
from kappamcc.testing.samplers import P, S, T, PointsFrom

pi, t, f = sp.symbols("pi t f", real=True)


UNIT = st.fractions(min_value=0, max_value=1, max_denominator=40).map(sp.Rational)  # exact rationals in [0, 1]


ROC = Family(
    "binary table in ROC coordinates",
    sp.Matrix([[pi * t, pi * (1 - t)], [(1 - pi) * f, (1 - pi) * (1 - f)]]),
    Domain(
        symbols=(pi, t, f),
        constraints=(pi > 0, pi < 1, t >= 0, t <= 1, f >= 0, f <= 1),
        text="prevalence 0 < pi < 1, TPR t and FPR f in [0, 1]",
        sampler=PointsFrom({pi: P, t: S, f: T}, {P: UNIT, S: UNIT, T: UNIT}, where=sp.And(pi > 0, pi < 1)),
    ),
    "suite; Ben-David 2008 L257",
)
D = ROC.domain
PBAR = pi * t + (1 - pi) * f
K, MCC = ROC.kappa, ROC.mcc
TP_, FN_ = ROC.matrix[0, 0], ROC.matrix[0, 1]
FP_, TN_ = ROC.matrix[1, 0], ROC.matrix[1, 1]
P_, N_ = sp.expand(TP_ + FN_), sp.expand(FP_ + TN_)

# K kept a factor of its own (unevaluated products): sympy would otherwise merge the derived kappa's
# numerator and denominator into the product, and the statement would no longer hold the family's kappa
C = 2 * (1 - pi) - sp.Mul(K, 1 - 2 * pi, evaluate=False)
ISO_A = sp.Mul(K, sp.Pow(C, -1), evaluate=False)
ISO_B = (1 - pi) * (sp.Mul(K, 1 - 2 * pi, evaluate=False) + 2 * pi) / (pi * C)

# two ROC points at prevalence 1/2
A_PT = {pi: sp.Rational(1, 2), t: sp.Rational(4, 5), f: sp.Rational(1, 5)}
B_PT = {pi: sp.Rational(1, 2), t: sp.Integer(1), f: sp.Rational(9, 20)}

# prevalence 1/2 (EXT-ROC.5): the table at pi = 1/2, its kappa derived from it
HALF = Family(
    "binary table in ROC coordinates at prevalence 1/2",
    ROC.matrix.xreplace({pi: sp.Rational(1, 2)}),
    Domain(
        symbols=(t, f),
        constraints=(t >= 0, t <= 1, f >= 0, f <= 1),
        text="pi = 1/2; t, f in [0, 1]",
        sampler=PointsFrom({t: S, f: T}, {S: UNIT, T: UNIT}),
    ),
    "suite; Ben-David 2008 (15)",
)

SAME_CORNER_P05 = table("0.25", "0.25", "0.25", "0.25")  # Ben-David's Example 1, P = 0.5
SAME_CORNER_P03 = table("0.25", "0.05", "0.25", "0.45")  # same (FP, TP), P = 0.3

CLAIMS = [
    Relation(
        "EXT-ROC.0",
        "the coordinates: P = pi, TPR = TP/P = t, FPR = FP/N = f",
        ext("§ROC coordinates; BD2008 L257"),
        relation=[eq(P_, pi), eq(TP_ / P_, t), eq(FP_ / N_, f)],
        expected=Status.PROVED,
        domain=D,
    ),
    Relation(
        "EXT-ROC.1",
        "K = 2 pi (1 - pi)(t - f) / (pi (1 - Pbar) + (1 - pi) Pbar), Pbar = pi t + (1 - pi) f",
        ext("§ROC coordinates", r"K=\frac{2\pi(1-\pi)(t-f)}{\pi(1-\bar P)+(1-\pi)\bar P}"),
        relation=eq(K, 2 * pi * (1 - pi) * (t - f) / (pi * (1 - PBAR) + (1 - pi) * PBAR)),
        expected=Status.PROVED,
        domain=D,
        families=(ROC,),
    ),
    Relation(
        "EXT-ROC.2",
        "MCC = sqrt(pi (1 - pi)) (t - f) / sqrt(Pbar (1 - Pbar)), where 0 < Pbar < 1",
        ext("§ROC coordinates", r"\mathrm{MCC}=\frac{\sqrt{\pi(1-\pi)}(t-f)}{\sqrt{\bar P(1-\bar P)}}"),
        relation=eq(MCC, sp.sqrt(pi * (1 - pi)) * (t - f) / sp.sqrt(PBAR * (1 - PBAR))),
        expected=Status.PROVED,
        domain=D.with_constraints(PBAR > 0, PBAR < 1, text="0 < Pbar < 1 (MCC defined)"),
        families=(ROC,),
    ),
    Relation(
        "EXT-ROC.3",
        "iso-kappa lines are straight: t = a(pi, K) + b(pi, K) f at every ROC point, "
        "a = K/(2(1 - pi) - K(1 - 2 pi)), b = (1 - pi)(K(1 - 2 pi) + 2 pi)/(pi (2(1 - pi) - K(1 - 2 pi)))",
        ext("§iso-kappa lines; BD2008 (14), Figs. 3-4"),
        relation=eq(t, ISO_A + ISO_B * f),
        expected=Status.PROVED,
        domain=D,
        reading="a and b depend on pi and K only, so the points of equal prevalence and kappa lie on one line",
        families=(ROC,),
    ),
    Relation(
        "EXT-ROC.3.chance",
        "K = 0 exactly on the chance diagonal t = f",
        ext("§iso-kappa lines"),
        relation=[sp.Implies(sp.Eq(K, 0), sp.Eq(t, f)), sp.Implies(sp.Eq(t, f), sp.Eq(K, 0))],
        expected=Status.PROVED,
        domain=D,
        families=(ROC,),
    ),
    Relation(
        "EXT-ROC.4",
        "kappa and MCC rank two ROC points differently: at prevalence 1/2, A = (f, t) = (1/5, 4/5) and "
        "B = (9/20, 1) have K(A) = 3/5 > K(B) = 11/20 but MCC(A) = 3/5 < MCC(B) = sqrt(11/29)",
        ext("§rankings"),
        relation=chain(K.xreplace(B_PT), "<", K.xreplace(A_PT))
        + chain(MCC.xreplace(A_PT), "<", MCC.xreplace(B_PT))
        + [
            eq(K.xreplace(A_PT), sp.Rational(3, 5)),
            eq(K.xreplace(B_PT), sp.Rational(11, 20)),
            eq(MCC.xreplace(A_PT), sp.Rational(3, 5)),
            eq(MCC.xreplace(B_PT), sp.sqrt(sp.Rational(11, 29))),
        ],
        expected=Status.PROVED,
    ),
    Relation(
        "EXT-ROC.5",
        "prevalence 1/2: K = t - f (Youden's J), Ben-David's (15) in ROC coordinates",
        ext("§ROC coordinates; BD2008 (15), L247-249"),
        relation=eq(HALF.kappa, t - f),
        expected=Status.PROVED,
        domain=HALF.domain,
        families=(HALF,),
    ),
    Relation(
        "EXT-ROC.6",
        "(FP, TP) alone does not determine K: (FP, TP) = (0.25, 0.25) has K = 0 when P = 0.5 "
        "(Example 1) and K = 0.4 when P = 0.3",
        ext("§ROC coordinates; BD2008 L188"),
        relation=[eq(metrics.kappa(SAME_CORNER_P05), 0), eq(metrics.kappa(SAME_CORNER_P03), sp.Rational(2, 5))],
        expected=Status.PROVED,
    ),
]
