"""Corollary 4: case 1, a = d > 0, C^{a,b}_{1,a} = [[a, b], [1, a]] (DT2019-C4.1 ... C4.12, C4.B, C4.L1, C4.L2, C4.M, C4.B0).

Delgado & Tibau 2019, p11-p12, L1648-1871.  As printed the corollary speaks of "MCC(C_1), K(C_1)";
here they are the metrics of C^{a,b}_{1,a}, derived from its matrix.  alpha = (a^2-b)/(a+b)^2 and
beta = (a^2-b)/(a+1)^2 are the bounds of eq. (7) at d = a.

    If a = d = 0, b != 1: -1 = MCC(C_1) < K(C_1) = -2b/(1+b^2) < 0.                                (C4.1)
    If a = d = 0, b = 1: MCC(C_1) = K(C_1) = -1.                                                    (C4.2)
    Otherwise, if a^2 = b: MCC = K = 0;                                                             (C4.3)
    if a^2 > b:  b > 1: 0 < alpha < K < MCC < beta < 1;                                             (C4.4)
                 b = 1: 0 < K = MCC = (a-1)/(a+1) < 1;                                              (C4.5)
                 b < 1: 0 < beta < K < MCC < alpha < 1;                                             (C4.6)
    if a^2 < b:  1 < b < (a+1)^2 + a^2: -1 < beta < MCC < K < alpha < 0;                            (C4.7)
                 (a+1)^2 + a^2 <= b:    -1 < MCC < K < alpha < 0;                                   (C4.8)
                 b = 1:                 -1 < MCC = K = (a-1)/(a+1) < 0;                             (C4.9)
                 (b = 1 - sqrt(2)/2 and a = (sqrt(2)-1)/2) or (b in {b_1, b_2} and 0 < a < (sqrt(2)-1)/2):
                                        -1 = alpha < MCC < K < beta < 0;                            (C4.10)
                 b_1 < b < b_2 and 0 < a < (sqrt(2)-1)/2: -1 < MCC < K < beta < 0;                  (C4.11)
                 Otherwise:             -1 < alpha < MCC < K < beta < 0;                            (C4.12)
    where 0 < b_1 = ((1-2a) - sqrt((1-2a)^2 - 8a^2))/2 < b_2 = ((1-2a) + sqrt((1-2a)^2 - 8a^2))/2 < 1.   (C4.B)
    Fixed a > 0, -1 < lim_{b->+oo} MCC = -1/(a+1) < lim_{b->+oo} K = 0,                             (C4.L1)
    while 0 < a^2/(a+1)^2 < lim_{b->0} K = 2a^2/((a+1)^2 + a^2) < lim_{b->0} MCC = a/(a+1) < 1      (C4.L2)
    and MCC, as a function of b, is monotonically decreasing ... while K is not.                    (C4.M)
    Indeed, fixed a > 0, K has a global minimum at b = b_0 with b_0 = a^2 + (a+1) sqrt(a^2+1) > a^2.  (C4.B0)

Readings.  C4.10 is read with b = 1 - sqrt(2)/2 (CLAIMS.md, reconstruction M): that is the
double root b_1 = b_2 = (1-2a)/2 at a = (sqrt(2)-1)/2, where alpha = -1.  C4.1 and C4.2 repeat
the hypothesis a = d = 0 of Proposition 3, outside case 1 (a > 0); they are checked on the
matrix [[a, b], [1, a]] at a = 0.  The sub-cases of "a^2 < b" are nested in that hypothesis.
C4.12's "Otherwise" is the complement, within a^2 < b, of the printed conditions of C4.7 to
C4.11; there "b in {b_1, b_2}" and "b_1 < b < b_2" are written as q(b) = 0 and q(b) < 0 with
q(b) = b^2 + (2a-1) b + 2a^2 = (b - b_1)(b - b_2) (DT2019-C4.B.roots), because a square root
inside a negated hypothesis would be encoded for every a, where it may not exist.  "K is not
[monotonically decreasing]" is proved in the stronger form "K is strictly increasing for
b > b_0".  Limits and monotonicity of MCC are those of the MCC derived from the matrix (its
printed form (a^2-b)/((a+1)(a+b)) is CF3).
"""

import sympy as sp

from kappamcc.families.binary import a, b, c_one_a
from kappamcc.model.family import Family
from kappamcc.model.claims import Origin, Domain, Status
from kappamcc.model.kinds import AllOf, Extremum, Limit, Relation, chain, eq
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.families.disagreement import mcc_falls_kappa_does_not
from kappamcc.testing.samplers import P, S, T, PointsFrom, nonnegative, along, between, points, positive, unit

F = c_one_a()
K, MCC = F.kappa, F.mcc
# C4.1 and C4.2 repeat Proposition 3's hypothesis a = d = 0, outside case 1 (a > 0): the
# matrix [[a, b], [1, a]] at a = 0, a family of its own
AT_ZERO = Family(
    "[[a, b], [1, a]] at a = d = 0",
    sp.Matrix([[0, b], [1, 0]]),
    Domain(symbols=(b,), constraints=(b > 0,), text="b > 0"),
    "DT2019 p11, L1650-1654",
)
D = F.domain
alpha = (a**2 - b) / (a + b) ** 2
beta = (a**2 - b) / (a + 1) ** 2
s2 = sp.sqrt(2)
A_STAR = (s2 - 1) / 2  # where the discriminant (1-2a)^2 - 8a^2 vanishes
B_STAR = 1 - s2 / 2  # the double root (1-2a)/2 there
DISC = (1 - 2 * a) ** 2 - 8 * a**2
b1 = ((1 - 2 * a) - sp.sqrt(DISC)) / 2
b2 = ((1 - 2 * a) + sp.sqrt(DISC)) / 2
q = b**2 + (2 * a - 1) * b + 2 * a**2  # alpha = -1  <=>  q = 0;  alpha < -1  <=>  q < 0  (for a^2 < b)
b0 = a**2 + (a + 1) * sp.sqrt(a**2 + 1)


# Rational points of q(b) = 0 (alpha = -1): a = t/(t^2+2t+2), b = t^2/(t^2+2t+2), t > 0 rational
# (so a < (sqrt(2)-1)/2, attained only at t = sqrt(2)), plus the double-root point itself
ON_ALPHA_MINUS_ONE = PointsFrom(
    {a: T / (T**2 + 2 * T + 2), b: T**2 / (T**2 + 2 * T + 2)}, {T: positive()}, also=({a: A_STAR, b: B_STAR},)
)
# 0 < a < 1/5 and b = 1/2 - a + s D/2, |s| < 1: inside (b_1, b_2) since sqrt(D)/2 >= D/2 for 0 < D <= 1
BETWEEN_ROOTS = PointsFrom(
    {a: P, b: sp.Rational(1, 2) - P + S * DISC.xreplace({a: P}) / 2},
    {P: between(0, sp.Rational(1, 5)), S: between(-1, 1)},
)
# a > 0 and a^2 < b < 1 off the set q(b) <= 0 (where 0 < a < (sqrt(2)-1)/2) and off the double root
OTHERWISE = PointsFrom(
    {a: P, b: P**2 + S * (1 - P**2)}, {P: between(0, 1), S: unit()}, where=sp.Not(sp.And(q <= 0, a < A_STAR))
)


LT_A_STAR = (a > 0, a < A_STAR)
C4_10_COND = sp.Or(sp.And(sp.Eq(b, B_STAR), sp.Eq(a, A_STAR)), sp.And(sp.Or(sp.Eq(b, b1), sp.Eq(b, b2)), *LT_A_STAR))
C4_11_COND = sp.And(b1 < b, b < b2, *LT_A_STAR)

ROOTS = Relation(
    "DT2019-C4.B.roots",
    "for 0 < a <= (sqrt(2)-1)/2 and b > 0, b_1 and b_2 are the roots of q(b) = b^2 + (2a-1)b + 2a^2: "
    "q(b) = (b - b_1)(b - b_2), and alpha + 1 = q(b)/(a+b)^2",
    dt("p12, L1793-1811 (suite step)"),
    relation=[eq(q, sp.expand((b - b1) * (b - b2))), eq(alpha + 1, q / (a + b) ** 2)],
    expected=Status.PROVED,
    domain=Domain(
        symbols=(a, b),
        constraints=(a > 0, a <= A_STAR, b > 0),
        text="0 < a <= (sqrt(2)-1)/2, b > 0",
        sampler=PointsFrom({a: P, b: S}, {P: between(0, sp.Rational(1, 5)), S: between(0, 5)}),
    ),
    origin=Origin.SUITE,
)

LIMIT_DOMAIN = Domain(symbols=(a,), constraints=(a > 0,), text="fixed a > 0")
A_POS = points(a=positive())
L1 = [
    Limit(
        "DT2019-C4.L1.mcc",
        "fixed a > 0: lim_{b->+oo} MCC(C^{a,b}_{1,a}) = -1/(a+1)",
        dt("p12, L1813-1820"),
        expr=MCC,
        var=b,
        to=sp.oo,
        value=-1 / (a + 1),
        expected=Status.PROVED,
        domain=LIMIT_DOMAIN,
        families=(F,),
    ),
    Limit(
        "DT2019-C4.L1.kappa",
        "fixed a > 0: lim_{b->+oo} K(C^{a,b}_{1,a}) = 0",
        dt("p12, L1813-1820"),
        expr=K,
        var=b,
        to=sp.oo,
        value=0,
        expected=Status.PROVED,
        domain=LIMIT_DOMAIN,
        families=(F,),
    ),
    Relation(
        "DT2019-C4.L1.order",
        "-1 < -1/(a+1) < 0",
        dt("p12, L1813-1820"),
        relation=chain(-1, "<", -1 / (a + 1), "<", 0),
        expected=Status.PROVED,
        domain=LIMIT_DOMAIN,
    ),
]
L2 = [
    Limit(
        "DT2019-C4.L2.kappa",
        "fixed a > 0: lim_{b->0} K(C^{a,b}_{1,a}) = 2a^2/((a+1)^2 + a^2)",
        dt("p12, L1820-1853"),
        expr=K,
        var=b,
        to=0,
        value=2 * a**2 / ((a + 1) ** 2 + a**2),
        expected=Status.PROVED,
        domain=LIMIT_DOMAIN,
        families=(F,),
    ),
    Limit(
        "DT2019-C4.L2.mcc",
        "fixed a > 0: lim_{b->0} MCC(C^{a,b}_{1,a}) = a/(a+1)",
        dt("p12, L1820-1853"),
        expr=MCC,
        var=b,
        to=0,
        value=a / (a + 1),
        expected=Status.PROVED,
        domain=LIMIT_DOMAIN,
        families=(F,),
    ),
    Relation(
        "DT2019-C4.L2.order",
        "0 < a^2/(a+1)^2 < 2a^2/((a+1)^2 + a^2) < a/(a+1) < 1",
        dt("p12, L1820-1853"),
        relation=chain(0, "<", a**2 / (a + 1) ** 2, "<", 2 * a**2 / ((a + 1) ** 2 + a**2), "<", a / (a + 1), "<", 1),
        expected=Status.PROVED,
        domain=LIMIT_DOMAIN,
    ),
]
MCC_DECREASING, KAPPA_RISES, KAPPA_NOT_DECREASING = mcc_falls_kappa_does_not(
    "DT2019-C4",
    dt("p12, L1855-1862"),
    family=F,
    var=b,
    base=LIMIT_DOMAIN,
    base_points=A_POS,
    fixed="fixed a > 0, ",
    mcc_name="MCC(C^{a,b}_{1,a})",
    kappa_name="K(C^{a,b}_{1,a})",
    over_text="b > 0",
    rises_from=b0,
    rises_text="b > b_0",
)
MINIMUM = Extremum(
    "DT2019-C4.B0.minimum",
    "fixed a > 0, K(C^{a,b}_{1,a}) has its global minimum over b > 0 at b_0 = a^2 + (a+1) sqrt(a^2+1)",
    dt("p12, L1862-1871"),
    expr=K,
    var=b,
    at=b0,
    over=sp.Interval.open(0, sp.oo),
    kind="min",
    expected=Status.PROVED,
    domain=along(LIMIT_DOMAIN, A_POS, b, sp.Interval.open(0, sp.oo)),
    families=(F,),
)
LOCATION = Relation(
    "DT2019-C4.B0.location",
    "b_0 = a^2 + (a+1) sqrt(a^2+1) > a^2",
    dt("p12, L1862-1871"),
    relation=chain(b0, ">", a**2),
    expected=Status.PROVED,
    domain=LIMIT_DOMAIN,
)

CLAIMS = [
    Relation(
        "DT2019-C4.1",
        "a = d = 0, b != 1: -1 = MCC < K = -2b/(1+b^2) < 0 ([[a,b],[1,a]] at a = 0)",
        dt("p11, L1650-1652", r"-1=\mathrm{MCC}(C_1)<\mathcal K(C_1)=\frac{-2b}{1+b^2}<0"),
        relation=chain(-1, "=", AT_ZERO.mcc, "<", AT_ZERO.kappa, "=", -2 * b / (1 + b**2), "<", 0),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(b,),
            constraints=(b > 0, sp.Ne(b, 1)),
            text="a = d = 0 (outside case 1), b > 0, b != 1",
            sampler=PointsFrom({b: P}, {P: positive()}, where=sp.Ne(b, 1)),
        ),
        reading="the hypothesis a = d = 0 of Proposition 3, repeated as printed; checked on [[a,b],[1,a]] at a = 0",
        families=(AT_ZERO,),
    ),
    Relation(
        "DT2019-C4.2",
        "a = d = 0, b = 1: MCC = K = -1 ([[a,b],[1,a]] at a = 0)",
        dt("p11, L1654", r"\mathrm{MCC}(C_1)=\mathcal K(C_1)=-1"),
        relation=chain(AT_ZERO.mcc, "=", AT_ZERO.kappa, "=", -1),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(b,),
            constraints=(sp.Eq(b, 1),),
            text="a = d = 0 (outside case 1), b = 1",
            sampler=PointsFrom({b: sp.Integer(1)}),
        ),
        families=(AT_ZERO,),
    ),
    Relation(
        "DT2019-C4.3",
        "a^2 = b: MCC = K = 0",
        dt("p12, L1657", r"a^2=b\Rightarrow\mathrm{MCC}=\mathcal K=0"),
        relation=chain(MCC, "=", K, "=", 0),
        expected=Status.PROVED,
        domain=D.where(sp.Eq(a**2, b), text="a^2 = b", sampler=PointsFrom({a: P, b: P**2}, {P: positive()})),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.4",
        "a^2 > b, b > 1: 0 < (a^2-b)/(a+b)^2 < K < MCC < (a^2-b)/(a+1)^2 < 1",
        dt("p12, L1659-1688", r"0<\frac{a^2-b}{(a+b)^2}<\mathcal K<\mathrm{MCC}<\frac{a^2-b}{(a+1)^2}<1"),
        relation=chain(0, "<", alpha, "<", K, "<", MCC, "<", beta, "<", 1),
        expected=Status.PROVED,
        domain=D.where(
            a**2 > b,
            b > 1,
            text="a^2 > b, b > 1",
            sampler=PointsFrom({a: 1 + P, b: 1 + S * ((1 + P) ** 2 - 1)}, {P: positive(), S: unit()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.5",
        "a^2 > b, b = 1: 0 < K = MCC = (a-1)/(a+1) < 1",
        dt("p12, L1659-1688", r"0<\mathcal K=\mathrm{MCC}=\frac{a-1}{a+1}<1"),
        relation=chain(0, "<", K, "=", MCC, "=", (a - 1) / (a + 1), "<", 1),
        expected=Status.PROVED,
        domain=D.where(
            a**2 > b,
            sp.Eq(b, 1),
            text="a^2 > b, b = 1",
            sampler=PointsFrom({a: 1 + P, b: sp.Integer(1)}, {P: positive()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.6",
        "a^2 > b, b < 1: 0 < (a^2-b)/(a+1)^2 < K < MCC < (a^2-b)/(a+b)^2 < 1",
        dt("p12, L1659-1688", r"0<\frac{a^2-b}{(a+1)^2}<\mathcal K<\mathrm{MCC}<\frac{a^2-b}{(a+b)^2}<1"),
        relation=chain(0, "<", beta, "<", K, "<", MCC, "<", alpha, "<", 1),
        expected=Status.PROVED,
        domain=D.where(
            a**2 > b,
            b < 1,
            text="a^2 > b, b < 1",
            sampler=PointsFrom({a: P, b: S * sp.Min(1, P**2)}, {P: positive(), S: unit()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.7",
        "a^2 < b, 1 < b < (a+1)^2 + a^2: -1 < (a^2-b)/(a+1)^2 < MCC < K < (a^2-b)/(a+b)^2 < 0",
        dt("p12, L1690-1791", r"-1<\frac{a^2-b}{(a+1)^2}<\mathrm{MCC}<\mathcal K<\frac{a^2-b}{(a+b)^2}<0"),
        relation=chain(-1, "<", beta, "<", MCC, "<", K, "<", alpha, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a**2 < b,
            1 < b,
            b < (a + 1) ** 2 + a**2,
            text="a^2 < b, 1 < b < (a+1)^2 + a^2",
            sampler=PointsFrom(
                {a: P, b: sp.Max(1, P**2) + S * ((P + 1) ** 2 + P**2 - sp.Max(1, P**2))}, {P: positive(), S: unit()}
            ),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.8",
        "a^2 < b, (a+1)^2 + a^2 <= b: -1 < MCC < K < (a^2-b)/(a+b)^2 < 0",
        dt("p12, L1690-1791", r"-1<\mathrm{MCC}<\mathcal K<\frac{a^2-b}{(a+b)^2}<0"),
        relation=chain(-1, "<", MCC, "<", K, "<", alpha, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a**2 < b,
            (a + 1) ** 2 + a**2 <= b,
            text="a^2 < b, (a+1)^2 + a^2 <= b",
            sampler=PointsFrom({a: P, b: (P + 1) ** 2 + P**2 + T}, {P: positive(), T: nonnegative()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.9",
        "a^2 < b, b = 1: -1 < MCC = K = (a-1)/(a+1) < 0",
        dt("p12, L1690-1791", r"-1<\mathrm{MCC}=\mathcal K=\frac{a-1}{a+1}<0"),
        relation=chain(-1, "<", MCC, "=", K, "=", (a - 1) / (a + 1), "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a**2 < b, sp.Eq(b, 1), text="a^2 < b, b = 1", sampler=PointsFrom({a: P, b: sp.Integer(1)}, {P: unit()})
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.10",
        "a^2 < b, (b = 1 - sqrt(2)/2 and a = (sqrt(2)-1)/2) or (b in {b_1, b_2} and 0 < a < (sqrt(2)-1)/2): "
        "-1 = (a^2-b)/(a+b)^2 < MCC < K < (a^2-b)/(a+1)^2 < 0",
        dt("p12, L1690-1791", r"-1=\frac{a^2-b}{(a+b)^2}<\mathrm{MCC}<\mathcal K<\frac{a^2-b}{(a+1)^2}<0"),
        relation=chain(-1, "=", alpha, "<", MCC, "<", K, "<", beta, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a**2 < b,
            C4_10_COND,
            text="a^2 < b; (b = 1 - sqrt(2)/2 and a = (sqrt(2)-1)/2) or (b in {b_1, b_2} and 0 < a < (sqrt(2)-1)/2)",
            sampler=ON_ALPHA_MINUS_ONE,
        ),
        reading="b = 1 - sqrt(2)/2 (not (1 - sqrt(2))/2, which is negative)",
        families=(F,),
    ),
    Relation(
        "DT2019-C4.11",
        "a^2 < b, b_1 < b < b_2 and 0 < a < (sqrt(2)-1)/2: -1 < MCC < K < (a^2-b)/(a+1)^2 < 0",
        dt("p12, L1690-1791", r"-1<\mathrm{MCC}<\mathcal K<\frac{a^2-b}{(a+1)^2}<0"),
        relation=chain(-1, "<", MCC, "<", K, "<", beta, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a**2 < b, C4_11_COND, text="a^2 < b; b_1 < b < b_2 and 0 < a < (sqrt(2)-1)/2", sampler=BETWEEN_ROOTS
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C4.12",
        "a^2 < b, otherwise: -1 < (a^2-b)/(a+b)^2 < MCC < K < (a^2-b)/(a+1)^2 < 0",
        dt("p12, L1690-1791", r"-1<\frac{a^2-b}{(a+b)^2}<\mathrm{MCC}<\mathcal K<\frac{a^2-b}{(a+1)^2}<0"),
        relation=chain(-1, "<", alpha, "<", MCC, "<", K, "<", beta, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a**2 < b,
            sp.Not(sp.And(1 < b, b < (a + 1) ** 2 + a**2)),
            sp.Not((a + 1) ** 2 + a**2 <= b),
            sp.Ne(b, 1),
            sp.Not(sp.Or(sp.And(sp.Eq(b, B_STAR), sp.Eq(a, A_STAR)), sp.And(sp.Eq(q, 0), *LT_A_STAR))),
            sp.Not(sp.And(q < 0, *LT_A_STAR)),
            text="a^2 < b, none of the conditions of C4.7-C4.11 (b in {b_1, b_2} as q(b) = 0, "
            "b_1 < b < b_2 as q(b) < 0, DT2019-C4.B.roots)",
            sampler=OTHERWISE,
        ),
        uses=("DT2019-C4.B.roots",),
        families=(F,),
    ),
    ROOTS,
    Relation(
        "DT2019-C4.B",
        "0 < b_1 < b_2 < 1 (for 0 < a < (sqrt(2)-1)/2, where b_1, b_2 are used)",
        dt(
            "p12, L1793-1811",
            r"0<b_1=\frac{(1-2a)-\sqrt{(1-2a)^2-8a^2}}{2}<b_2=\frac{(1-2a)+\sqrt{(1-2a)^2-8a^2}}{2}<1",
        ),
        relation=chain(0, "<", b1, "<", b2, "<", 1),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(a,),
            constraints=LT_A_STAR,
            text="0 < a < (sqrt(2)-1)/2",
            sampler=PointsFrom({a: P}, {P: between(0, sp.Rational(1, 5))}),
        ),
    ),
    *L1,
    AllOf(
        "DT2019-C4.L1",
        "fixed a > 0: -1 < lim_{b->+oo} MCC = -1/(a+1) < lim_{b->+oo} K = 0",
        dt("p12, L1813-1820", r"-1<\lim_{b\to+\infty}\mathrm{MCC}=-\frac{1}{a+1}<\lim_{b\to+\infty}\mathcal K=0"),
        parts=L1,
        expected=Status.PROVED,
    ),
    *L2,
    AllOf(
        "DT2019-C4.L2",
        "fixed a > 0: 0 < a^2/(a+1)^2 < lim_{b->0} K = 2a^2/((a+1)^2+a^2) < lim_{b->0} MCC = a/(a+1) < 1",
        dt(
            "p12, L1820-1853",
            r"0<\frac{a^2}{(a+1)^2}<\lim_{b\to0}\mathcal K=\frac{2a^2}{(a+1)^2+a^2}<\lim_{b\to0}\mathrm{MCC}=\frac{a}{a+1}<1",
        ),
        parts=L2,
        expected=Status.PROVED,
    ),
    MCC_DECREASING,
    KAPPA_RISES,
    KAPPA_NOT_DECREASING,
    AllOf(
        "DT2019-C4.M",
        "fixed a > 0, MCC(C^{a,b}_{1,a}) is monotonically decreasing in b, while K(C^{a,b}_{1,a}) is not",
        dt("p12, L1855-1862"),
        parts=[MCC_DECREASING, KAPPA_NOT_DECREASING],
        expected=Status.PROVED,
    ),
    MINIMUM,
    LOCATION,
    AllOf(
        "DT2019-C4.B0",
        "fixed a > 0, K(C^{a,b}_{1,a}) has a global minimum at b = b_0 = a^2 + (a+1) sqrt(a^2+1) > a^2",
        dt("p12, L1862-1871", r"b_0=a^2+(a+1)\sqrt{a^2+1}>a^2"),
        parts=[MINIMUM, LOCATION],
        expected=Status.PROVED,
    ),
]

# the statement as a whole: PROVED when every part above (printed parts and suite steps) is PROVED
CLAIMS.append(
    AllOf(
        "DT2019-C4",
        "Corollary 4: every case C4.1-C4.12, b_1 and b_2, the limits, the monotonicity and the minimum at b_0",
        dt("p11-p12, L1648-1871"),
        parts=list(CLAIMS),
        expected=Status.PROVED,
    )
)
