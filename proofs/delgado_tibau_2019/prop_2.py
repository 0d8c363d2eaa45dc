"""Proposition 2 and the limits that follow it: the c = 0 case (DT2019-P2.0 ... P2.3, P2.L1 ... P2.L6).

Delgado & Tibau 2019, section "The c = 0 case", p9-p10, L1393-1482 (H55-H63); C_0 = [[a, b], [0, d]],
a > 0, d > 0, b > 0:

    K(C_0) = 2 (MCC(C_0))^2 / (1 + (MCC(C_0))^2)                                           (P2.0)
    1. "Since MCC(C_0) > 0, K(C_0) is a monotonically increasing function of MCC(C_0)"     (P2.1)
    2. 0 < ad/((a+b)(b+d)) < K(C_0) < MCC(C_0) < 1                                          (P2.2)
    3. "The maximum distance between them is achieved when MCC(C_0) ~ 0.3, and is ~ 0.13." (P2.3)
    Fixed a, d: lim_{b->+oo} MCC(C_0) = lim_{b->+oo} K(C_0) = 0;                            (P2.L1)
                lim_{b->0} MCC(C_0) = lim_{b->0} K(C_0) = 1.                                (P2.L2)
    Fixed b, d: 0 < lim_{a->+oo} K(C_0) = 2d/(2d+b) < lim_{a->+oo} MCC(C_0) = sqrt(d/(b+d)) < 1;  (P2.L3)
                "as b -> 0, both lim_{a->+oo} K(C_0) and lim_{a->+oo} MCC(C_0) tend to be 1";  (P2.L4)
                lim_{a->0} MCC(C_0) = lim_{a->0} K(C_0) = 0.                                (P2.L5)
    "The case with a, b fixed, considering MCC(C_0) and K(C_0) as function of d, is symmetric
     to the previous one, and then omitted."                                               (P2.L6)

P2.3: by P2.0 and P2.2 the distance is MCC - K = g(m) = m - 2m^2/(1+m^2) with m = MCC in
(0, 1).  g'(m) = -(1 - m)(m^3 + m^2 + 3m - 1)/(1 + m^2)^2, so the maximiser is the only real
root r of m^3 + m^2 + 3m - 1 (r = 0.29559...), and the maximum is g(r) = 0.13488...  The
suite proves the maximum (P2.3.argmax, over m; P2.3.distance, MCC - K = g(MCC) on every C_0;
P2.3.attained, at a = d = 1) and judges the printed 0.3 and 0.13 against the exact r and g(r).
Limits with a fixed parameter are stated with the parameters' domain, of the metrics derived
from the matrix (MCC's printed closed form sqrt(ad/((a+b)(b+d))) is CF1).
"""

import sympy as sp

from kappamcc.families.binary import a, b, c_zero, d
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Apply, Cite, Instantiate, Reals
from kappamcc.model.family import Family
from kappamcc.model.predicates import FunctionOf, IncreasingFunctionOf, Reading
from kappamcc.model.kinds import (
    AllOf,
    Derived,
    Extremum,
    Limit,
    Monotone,
    PrintedValue,
    Relation,
    SomeFamily,
    chain,
    eq,
)
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.testing.samplers import P, S, PointsFrom, unit

C0 = c_zero()
K, MCC = C0.kappa, C0.mcc
D = C0.domain
m, r = sp.symbols("m r", real=True)
ROOT_POLY = r**3 + r**2 + 3 * r - 1
r0 = sp.CRootOf(sp.Poly(ROOT_POLY, r), 0)  # its only real root
g = m - 2 * m**2 / (1 + m**2)  # MCC - K as a function of m = MCC (by P2.0)

ROOT = Domain(
    symbols=(r,),
    constraints=(sp.Eq(ROOT_POLY, 0), r > 0, r < 1),
    text="r the real root of r^3 + r^2 + 3r - 1 in (0, 1)",
    sampler=PointsFrom({r: r0}),
)
FIXED_AD = Domain(symbols=(a, d), constraints=(a > 0, d > 0), text="fixed a > 0, d > 0")
FIXED_BD = Domain(symbols=(b, d), constraints=(b > 0, d > 0), text="fixed b > 0, d > 0")
FIXED_D = Domain(symbols=(d,), constraints=(d > 0,), text="fixed d > 0")
LIM_K_A = 2 * d / (2 * d + b)
LIM_MCC_A = sp.sqrt(d / (b + d))

P2_0 = Relation(
    "DT2019-P2.0",
    "K(C_0) = 2 MCC(C_0)^2 / (1 + MCC(C_0)^2)",
    dt("p9, L1393-1404", r"\mathcal K(C_0)=\frac{2(\mathrm{MCC}(C_0))^2}{1+(\mathrm{MCC}(C_0))^2}"),
    relation=eq(K, 2 * MCC**2 / (1 + MCC**2)),
    expected=Status.PROVED,
    domain=D,
    families=(C0,),
)
POSITIVE = Relation(
    "DT2019-P2.1.positive",
    "MCC(C_0) > 0",
    dt("p9, L1406", r"\mathrm{MCC}(C_0)>0"),
    relation=chain(0, "<", MCC),
    expected=Status.PROVED,
    domain=D,
    families=(C0,),
)
INCREASING = Monotone(
    "DT2019-P2.1.increasing",
    "m -> 2m^2/(1+m^2) is strictly increasing for m > 0",
    dt("p9, L1406 (suite step)"),
    expr=2 * m**2 / (1 + m**2),
    var=m,
    over=sp.Interval.open(0, sp.oo),
    direction="increasing",
    expected=Status.PROVED,
    domain=Domain(symbols=(m,), constraints=(m > 0,), text="m > 0"),
    origin=Origin.SUITE,
)
P2_2 = Relation(
    "DT2019-P2.2",
    "0 < ad/((a+b)(b+d)) < K(C_0) < MCC(C_0) < 1",
    dt("p9, L1409-1410", r"0<\frac{ad}{(a+b)(b+d)}<\mathcal K(C_0)<\mathrm{MCC}(C_0)<1"),
    relation=chain(0, "<", a * d / ((a + b) * (b + d)), "<", K, "<", MCC, "<", 1),
    expected=Status.PROVED,
    domain=D,
    families=(C0,),
)
ARGMAX = Extremum(
    "DT2019-P2.3.argmax",
    "g(m) = m - 2m^2/(1+m^2) (= MCC - K by P2.0) has its maximum over 0 < m < 1 at r, "
    "the real root of r^3 + r^2 + 3r - 1",
    dt("p9, L1412 (suite step)"),
    expr=g,
    var=m,
    at=r,
    over=sp.Interval.open(0, 1),
    kind="max",
    expected=Status.PROVED,
    domain=Domain(
        symbols=(r, m),
        constraints=ROOT.constraints + (m > 0, m < 1),
        text=ROOT.text + "; 0 < m < 1",
        sampler=PointsFrom({r: r0, m: P}, {P: unit()}),
    ),
    origin=Origin.SUITE,
)
DISTANCE = Relation(
    "DT2019-P2.3.distance",
    "for every C_0: MCC(C_0) - K(C_0) = g(MCC(C_0))",
    dt("p9, L1412 (suite step)"),
    relation=eq(MCC - K, g.xreplace({m: MCC})),
    expected=Status.PROVED,
    domain=D,
    origin=Origin.SUITE,
    families=(C0,),
)
# C_0 at the maximiser: a = d = 1, b = 1/r - 1 (> 0 for 0 < r < 1), its metrics derived from the matrix
AT_MAXIMUM = Family("C_0 at a = d = 1, b = 1/r - 1", C0.matrix.xreplace({a: 1, d: 1, b: 1 / r - 1}), ROOT)
ATTAINED = Relation(
    "DT2019-P2.3.attained",
    "the maximum is attained: at a = d = 1, b = 1/r - 1, MCC(C_0) = r and MCC - K = g(r)",
    dt("p9, L1412 (suite step)"),
    relation=[
        eq(AT_MAXIMUM.mcc, r),
        # MCC - K built unevaluated: sympy's sum would rewrite the derived metrics' own terms
        eq(sp.Add(AT_MAXIMUM.mcc, sp.Mul(-1, AT_MAXIMUM.kappa, evaluate=False), evaluate=False), g.xreplace({m: r})),
    ],
    expected=Status.PROVED,
    domain=ROOT,
    origin=Origin.SUITE,
    families=(AT_MAXIMUM,),
)
LOCATION = PrintedValue(
    "DT2019-P2.3.location",
    "the maximiser MCC(C_0) = r (root of r^3 + r^2 + 3r - 1) is ~ 0.3",
    dt("p9, L1412", r"\mathrm{MCC}(C_0)\approx 0.3"),
    exact=r0,
    printed="0.3",
    expected=Status.PROVED,
)
VALUE = PrintedValue(
    "DT2019-P2.3.value",
    "the maximum distance g(r) = r - 2r^2/(1+r^2) is ~ 0.13",
    dt("p9, L1412", r"\approx 0.13"),
    exact=g.xreplace({m: r0}),
    printed="0.13",
    expected=Status.PROVED,
)


C0_ALONG_B = Reading(
    C0,
    b,
    sp.Interval.open(0, sp.oo),
    {("function", "function"): FunctionOf(sp.Lambda(m, 2 * m**2 / (1 + m**2)), sp.Interval.open(0, sp.oo))},
    "C_0 = [[a, b], [0, d]] along b > 0",
)
BOUND_HYPS = tuple(D.constraints) + tuple(ROOT.constraints)
BOUND_GOAL = sp.Le(sp.Abs(MCC - K), g.xreplace({m: r}))
k_, m_ = sp.symbols("k m_", real=True)
G_M, G_R = g.xreplace({m: m_}), g.xreplace({m: r})  # g at m_ and at r
# m and r in (0, 1), k = m - g(m): the equation holds and g(m) <= g(r) is left to the filter
GLUE_POINTS = PointsFrom({m_: P, r: S, k_: P - g.xreplace({m: P})}, {P: unit(), S: unit()})


GLUE = Relation(
    "DT2019-P2.3.glue",
    "0 < m < 1, m - k = g(m) and g(m) <= g(r) give |m - k| <= g(r)",
    dt("p9, L1412 (suite step)"),
    relation=sp.Le(sp.Abs(m_ - k_), G_R),
    domain=Domain(
        symbols=(k_, m_, r),
        constraints=(m_ > 0, m_ < 1, sp.Eq(m_ - k_, G_M), G_M <= G_R),
        text="reals k, m, r with those relations",
        sampler=GLUE_POINTS,
    ),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
BOUND = Derived(
    "DT2019-P2.3.bound",
    "for every C_0: |MCC(C_0) - K(C_0)| <= g(r), r the real root of r^3 + r^2 + 3r - 1",
    dt("p9, L1412 (suite step)"),
    formula=Reals(BOUND_HYPS, BOUND_GOAL),
    lines=[
        Cite(P2_2),
        Cite(DISTANCE),
        Cite(POSITIVE),
        Instantiate(ARGMAX, ((m, MCC), (r, r))),
        Instantiate(GLUE, ((k_, K), (m_, MCC), (r, r))),
        Apply(5, (1, 2, 3, 4), BOUND_HYPS),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    families=(C0,),
)


C0_ONLY, NO_FAMILY = (C0,), ()
# each printed limit: (id, statement, expression, variable, towards, value, domain, locator, the
# families whose metric the expression is)
LIMIT_ROWS = [
    (
        "DT2019-P2.L1.mcc",
        "fixed a, d: lim_{b->+oo} MCC(C_0) = 0",
        MCC,
        b,
        sp.oo,
        0,
        FIXED_AD,
        "p9, L1414-1423",
        C0_ONLY,
    ),
    ("DT2019-P2.L1.kappa", "fixed a, d: lim_{b->+oo} K(C_0) = 0", K, b, sp.oo, 0, FIXED_AD, "p9, L1414-1423", C0_ONLY),
    ("DT2019-P2.L2.mcc", "fixed a, d: lim_{b->0} MCC(C_0) = 1", MCC, b, 0, 1, FIXED_AD, "p10, L1425-1437", C0_ONLY),
    ("DT2019-P2.L2.kappa", "fixed a, d: lim_{b->0} K(C_0) = 1", K, b, 0, 1, FIXED_AD, "p10, L1425-1437", C0_ONLY),
    (
        "DT2019-P2.L3.kappa",
        "fixed b, d: lim_{a->+oo} K(C_0) = 2d/(2d+b)",
        K,
        a,
        sp.oo,
        LIM_K_A,
        FIXED_BD,
        "p10, L1439-1462",
        C0_ONLY,
    ),
    (
        "DT2019-P2.L3.mcc",
        "fixed b, d: lim_{a->+oo} MCC(C_0) = sqrt(d/(b+d))",
        MCC,
        a,
        sp.oo,
        LIM_MCC_A,
        FIXED_BD,
        "p10, L1439-1462",
        C0_ONLY,
    ),
    (
        "DT2019-P2.L4.kappa",
        "as b -> 0, lim_{a->+oo} K(C_0) = 2d/(2d+b) tends to 1",
        LIM_K_A,
        b,
        0,
        1,
        FIXED_D,
        "p10, L1462-1468",
        NO_FAMILY,
    ),
    (
        "DT2019-P2.L4.mcc",
        "as b -> 0, lim_{a->+oo} MCC(C_0) = sqrt(d/(b+d)) tends to 1",
        LIM_MCC_A,
        b,
        0,
        1,
        FIXED_D,
        "p10, L1462-1468",
        NO_FAMILY,
    ),
    ("DT2019-P2.L5.mcc", "fixed b, d: lim_{a->0} MCC(C_0) = 0", MCC, a, 0, 0, FIXED_BD, "p10, L1470-1478", C0_ONLY),
    ("DT2019-P2.L5.kappa", "fixed b, d: lim_{a->0} K(C_0) = 0", K, a, 0, 0, FIXED_BD, "p10, L1470-1478", C0_ONLY),
]
LIMITS = {
    cid: Limit(
        cid,
        what,
        dt(lines, ""),
        expr=expr,
        var=var,
        to=to,
        value=value,
        expected=Status.PROVED,
        domain=domain,
        families=families,
    )
    for cid, what, expr, var, to, value, domain, lines, families in LIMIT_ROWS
}
L1 = [LIMITS["DT2019-P2.L1.mcc"], LIMITS["DT2019-P2.L1.kappa"]]
L2 = [LIMITS["DT2019-P2.L2.mcc"], LIMITS["DT2019-P2.L2.kappa"]]
L3 = [
    LIMITS["DT2019-P2.L3.kappa"],
    LIMITS["DT2019-P2.L3.mcc"],
    Relation(
        "DT2019-P2.L3.order",
        "0 < 2d/(2d+b) < sqrt(d/(b+d)) < 1",
        dt("p10, L1439-1462"),
        relation=chain(0, "<", LIM_K_A, "<", LIM_MCC_A, "<", 1),
        expected=Status.PROVED,
        domain=FIXED_BD,
    ),
]
L4 = [LIMITS["DT2019-P2.L4.kappa"], LIMITS["DT2019-P2.L4.mcc"]]
L5 = [LIMITS["DT2019-P2.L5.mcc"], LIMITS["DT2019-P2.L5.kappa"]]

CLAIMS = [
    P2_0,
    POSITIVE,
    INCREASING,
    SomeFamily(
        "DT2019-P2.1",
        "since MCC(C_0) > 0, K(C_0) is a monotonically increasing function of MCC(C_0)",
        dt("p9, L1406", r"\mathcal K(C_0)\nearrow\mathrm{MCC}(C_0)"),
        properties=[IncreasingFunctionOf("kappa", "mcc")],
        witness=C0_ALONG_B,
        expected=Status.PROVED,
        uses=("DT2019-P2.0", "DT2019-P2.1.positive", "DT2019-P2.1.increasing"),
        reading="K(C_0) = f(MCC(C_0)) with f(m) = 2m^2/(1+m^2) strictly increasing on m > 0, where every MCC(C_0) lies",
    ),
    P2_2,
    DISTANCE,
    ARGMAX,
    ATTAINED,
    LOCATION,
    VALUE,
    GLUE,
    BOUND,
    AllOf(
        "DT2019-P2.3",
        "the maximum distance between K(C_0) and MCC(C_0) is achieved when MCC(C_0) ~ 0.3, and is ~ 0.13",
        dt("p9, L1412", r"\max(\mathrm{MCC}-\mathcal K)\ \text{at}\ \mathrm{MCC}(C_0)\approx0.3,\ \approx0.13"),
        parts=[BOUND, ATTAINED, LOCATION, VALUE],
        uses=("DT2019-P2.0",),
        expected=Status.PROVED,
        reading="the distance |MCC - K| is at most g(r) on every C_0 (P2.3.bound) and equals g(r) where MCC = r "
        "(P2.3.attained); r ~ 0.3 and g(r) ~ 0.13 at the printed precision",
    ),
    *L1,
    AllOf(
        "DT2019-P2.L1",
        "fixed a, d: lim_{b->+oo} MCC(C_0) = lim_{b->+oo} K(C_0) = 0",
        dt("p9, L1414-1423"),
        parts=L1,
        uses=("DT2019-CF1",),
        expected=Status.PROVED,
    ),
    *L2,
    AllOf(
        "DT2019-P2.L2",
        "fixed a, d: lim_{b->0} MCC(C_0) = lim_{b->0} K(C_0) = 1",
        dt("p10, L1425-1437"),
        parts=L2,
        uses=("DT2019-CF1",),
        expected=Status.PROVED,
    ),
    *L3,
    AllOf(
        "DT2019-P2.L3",
        "fixed b, d: 0 < lim_{a->+oo} K(C_0) = 2d/(2d+b) < lim_{a->+oo} MCC(C_0) = sqrt(d/(b+d)) < 1",
        dt(
            "p10, L1439-1462",
            r"0<\lim_{a\to+\infty}\mathcal K(C_0)=\frac{2d}{2d+b}<\lim_{a\to+\infty}\mathrm{MCC}(C_0)=\sqrt{\frac{d}{b+d}}<1",
        ),
        parts=L3,
        uses=("DT2019-CF1",),
        expected=Status.PROVED,
    ),
    *L4,
    AllOf(
        "DT2019-P2.L4",
        "as b -> 0, both lim_{a->+oo} K(C_0) and lim_{a->+oo} MCC(C_0) tend to 1",
        dt("p10, L1462-1468"),
        parts=L4,
        uses=("DT2019-P2.L3",),
        expected=Status.PROVED,
    ),
    *L5,
    AllOf(
        "DT2019-P2.L5",
        "fixed b, d: lim_{a->0} MCC(C_0) = lim_{a->0} K(C_0) = 0",
        dt("p10, L1470-1478"),
        parts=L5,
        uses=("DT2019-CF1",),
        expected=Status.PROVED,
    ),
    Relation(
        "DT2019-P2.L6",
        "the case with a, b fixed, as a function of d, is symmetric to the previous one: "
        "MCC(C_0) and K(C_0) are unchanged by swapping a and d",
        dt("p10, L1480-1482"),
        relation=[eq(MCC, MCC.subs({a: d, d: a}, simultaneous=True)), eq(K, K.subs({a: d, d: a}, simultaneous=True))],
        expected=Status.PROVED,
        domain=D,
        reading="'symmetric' read as invariance of both metrics under a <-> d",
        families=(C0,),
    ),
]

# the statement as a whole: PROVED when every part above (printed parts and suite steps) is PROVED
CLAIMS.append(
    AllOf(
        "DT2019-P2",
        "Proposition 2: P2.0-P2.3 and the limits P2.L1-P2.L6",
        dt("p9-p10, L1393-1482"),
        parts=list(CLAIMS),
        expected=Status.PROVED,
    )
)
