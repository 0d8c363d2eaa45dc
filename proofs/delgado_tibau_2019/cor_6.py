"""Corollary 6: case 3, d = 1, a >= 0, C^{a,b}_{1,1} = [[a, b], [1, 1]] (DT2019-C6.1 ... C6.8, C6.M, C6.L1, C6.L2).

Delgado & Tibau 2019, p15-p16, L2105-2276; a >= 0, b > 0; "application of Proposition 3 gives":

    if a = b: MCC = K = 0;                                                                   (C6.1)
    if a > b:  b > 1: 0 < (a-b)/((a+b)(b+1)) < K < MCC < (a-b)/(2(a+1)) < 1;                (C6.2)
               b = 1: 0 < K = MCC = (a-1)/(2(a+1)) < 1;                                      (C6.3)
               b < 1: 0 < (a-b)/(2(a+1)) < K < MCC < (a-b)/((a+b)(b+1)) < 1;                (C6.4)
    if a < b:  1 < b < 3a+2: -1 < (a-b)/(2(a+1)) < MCC < K < (a-b)/((a+b)(b+1)) < 0;        (C6.5)
               3a+2 <= b:    -1 < MCC < K < (a-b)/((a+b)(b+1)) < 0;                          (C6.6)
               b = 1:        -1 < MCC = K = (a-1)/(2(a+1)) < 0;                              (C6.7)
               b < 1:        -1 < (a-b)/((a+b)(b+1)) < MCC < K < (a-b)/(2(a+1)) < 0.        (C6.8)
    "if we fix a > 0, then MCC(C^{a,b}_{1,1}) is a monotonically decreasing function of b ...
     K(C^{a,b}_{1,1}) is not, achieving its global minimum when b = a + sqrt(2)(a+1)."      (C6.M)
    fixed a > 0, -1 < lim_{b->+oo} MCC = -1/sqrt(2(a+1)) < lim_{b->+oo} K = 0;              (C6.L1)
    0 < a/(2(a+1)) < lim_{b->0} K = 2a/(3a+2) < lim_{b->0} MCC = sqrt(a/(2(a+1))) < 1.      (C6.L2)

K and MCC are derived from the matrix (families.binary.c_one_one).  "K is not
[monotonically decreasing]" is proved in the stronger form "K is strictly increasing for
b > a + sqrt(2)(a+1)" (which is also Remark 3's statement, DT2019-R3.2).
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import a, b, c_one_one
from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import AllOf, Extremum, Limit, Relation, chain
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.families.disagreement import mcc_falls_kappa_does_not
from kappamcc.testing.samplers import P, S, T, PointsFrom, along, points, nonnegative, positive, unit

F = c_one_one()
K, MCC = F.kappa, F.mcc
D = F.domain
alpha = (a - b) / ((a + b) * (b + 1))
beta = (a - b) / (2 * (a + 1))
b_min = a + sp.sqrt(2) * (a + 1)
FIXED_A = Domain(symbols=(a,), constraints=(a > 0,), text="fixed a > 0")
A_POS = points(a=positive())


L1 = [
    Limit(
        "DT2019-C6.L1.mcc",
        "fixed a > 0: lim_{b->+oo} MCC(C^{a,b}_{1,1}) = -1/sqrt(2(a+1))",
        dt("p16, L2232-2276"),
        expr=MCC,
        var=b,
        to=sp.oo,
        value=-1 / sp.sqrt(2 * (a + 1)),
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
    Limit(
        "DT2019-C6.L1.kappa",
        "fixed a > 0: lim_{b->+oo} K(C^{a,b}_{1,1}) = 0",
        dt("p16, L2232-2276"),
        expr=K,
        var=b,
        to=sp.oo,
        value=0,
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
    Relation(
        "DT2019-C6.L1.order",
        "-1 < -1/sqrt(2(a+1)) < 0",
        dt("p16, L2232-2276"),
        relation=chain(-1, "<", -1 / sp.sqrt(2 * (a + 1)), "<", 0),
        expected=Status.PROVED,
        domain=FIXED_A,
    ),
]
L2 = [
    Limit(
        "DT2019-C6.L2.kappa",
        "fixed a > 0: lim_{b->0} K(C^{a,b}_{1,1}) = 2a/(3a+2)",
        dt("p16, L2232-2276"),
        expr=K,
        var=b,
        to=0,
        value=2 * a / (3 * a + 2),
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
    Limit(
        "DT2019-C6.L2.mcc",
        "fixed a > 0: lim_{b->0} MCC(C^{a,b}_{1,1}) = sqrt(a/(2(a+1)))",
        dt("p16, L2232-2276"),
        expr=MCC,
        var=b,
        to=0,
        value=sp.sqrt(a / (2 * (a + 1))),
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
    Relation(
        "DT2019-C6.L2.order",
        "0 < a/(2(a+1)) < 2a/(3a+2) < sqrt(a/(2(a+1))) < 1",
        dt("p16, L2232-2276"),
        relation=chain(0, "<", a / (2 * (a + 1)), "<", 2 * a / (3 * a + 2), "<", sp.sqrt(a / (2 * (a + 1))), "<", 1),
        expected=Status.PROVED,
        domain=FIXED_A,
    ),
]
MCC_DECREASING, KAPPA_RISES, KAPPA_NOT_DECREASING = mcc_falls_kappa_does_not(
    "DT2019-C6",
    dt("p16, L2222-2231"),
    family=F,
    var=b,
    base=FIXED_A,
    base_points=A_POS,
    fixed="fixed a > 0, ",
    mcc_name="MCC(C^{a,b}_{1,1})",
    kappa_name="K(C^{a,b}_{1,1})",
    over_text="b > 0",
    rises_from=b_min,
    rises_text="b > a + sqrt(2)(a+1)",
)
MINIMUM = Extremum(
    "DT2019-C6.M.minimum",
    "fixed a > 0, K(C^{a,b}_{1,1}) has its global minimum over b > 0 at b = a + sqrt(2)(a+1)",
    dt("p16, L2222-2231", r"b=a+\sqrt2(a+1)"),
    expr=K,
    var=b,
    at=b_min,
    over=sp.Interval.open(0, sp.oo),
    kind="min",
    expected=Status.PROVED,
    domain=along(FIXED_A, A_POS, b, sp.Interval.open(0, sp.oo)),
    families=(F,),
)

CLAIMS = [
    Relation(
        "DT2019-C6.1",
        "a = b: MCC = K = 0",
        dt("p15, L2105-2212", r"a=b\Rightarrow\mathrm{MCC}=\mathcal K=0"),
        relation=chain(MCC, "=", K, "=", 0),
        expected=Status.PROVED,
        domain=D.where(sp.Eq(a, b), text="a = b", sampler=PointsFrom({a: P, b: P}, {P: positive()})),
        families=(F,),
    ),
    Relation(
        "DT2019-C6.2",
        "a > b, b > 1: 0 < (a-b)/((a+b)(b+1)) < K < MCC < (a-b)/(2(a+1)) < 1",
        dt("p15, L2105-2212", r"0<\frac{a-b}{(a+b)(b+1)}<\mathcal K<\mathrm{MCC}<\frac{a-b}{2(a+1)}<1"),
        relation=chain(0, "<", alpha, "<", K, "<", MCC, "<", beta, "<", 1),
        expected=Status.PROVED,
        domain=D.where(
            a > b, b > 1, text="a > b, b > 1", sampler=PointsFrom({a: 1 + P, b: 1 + S * P}, {P: positive(), S: unit()})
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C6.3",
        "a > b, b = 1: 0 < K = MCC = (a-1)/(2(a+1)) < 1",
        dt("p15, L2105-2212", r"0<\mathcal K=\mathrm{MCC}=\frac{a-1}{2(a+1)}<1"),
        relation=chain(0, "<", K, "=", MCC, "=", (a - 1) / (2 * (a + 1)), "<", 1),
        expected=Status.PROVED,
        domain=D.where(
            a > b, sp.Eq(b, 1), text="a > b, b = 1", sampler=PointsFrom({a: 1 + P, b: sp.Integer(1)}, {P: positive()})
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C6.4",
        "a > b, b < 1: 0 < (a-b)/(2(a+1)) < K < MCC < (a-b)/((a+b)(b+1)) < 1",
        dt("p15, L2105-2212", r"0<\frac{a-b}{2(a+1)}<\mathcal K<\mathrm{MCC}<\frac{a-b}{(a+b)(b+1)}<1"),
        relation=chain(0, "<", beta, "<", K, "<", MCC, "<", alpha, "<", 1),
        expected=Status.PROVED,
        domain=D.where(
            a > b,
            b < 1,
            text="a > b, b < 1",
            sampler=PointsFrom({a: P, b: S * sp.Min(1, P)}, {P: positive(), S: unit()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C6.5",
        "a < b, 1 < b < 3a+2: -1 < (a-b)/(2(a+1)) < MCC < K < (a-b)/((a+b)(b+1)) < 0",
        dt("p15, L2105-2212", r"-1<\frac{a-b}{2(a+1)}<\mathrm{MCC}<\mathcal K<\frac{a-b}{(a+b)(b+1)}<0"),
        relation=chain(-1, "<", beta, "<", MCC, "<", K, "<", alpha, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a < b,
            1 < b,
            b < 3 * a + 2,
            text="a < b, 1 < b < 3a+2",
            sampler=PointsFrom({a: P, b: sp.Max(1, P) + S * (3 * P + 2 - sp.Max(1, P))}, {P: nonnegative(), S: unit()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C6.6",
        "a < b, 3a+2 <= b: -1 < MCC < K < (a-b)/((a+b)(b+1)) < 0",
        dt("p15, L2105-2212", r"-1<\mathrm{MCC}<\mathcal K<\frac{a-b}{(a+b)(b+1)}<0"),
        relation=chain(-1, "<", MCC, "<", K, "<", alpha, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a < b,
            3 * a + 2 <= b,
            text="a < b, 3a+2 <= b",
            sampler=PointsFrom({a: P, b: 3 * P + 2 + T}, {P: nonnegative(), T: nonnegative()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C6.7",
        "a < b, b = 1: -1 < MCC = K = (a-1)/(2(a+1)) < 0",
        dt("p15, L2105-2212", r"-1<\mathrm{MCC}=\mathcal K=\frac{a-1}{2(a+1)}<0"),
        relation=chain(-1, "<", MCC, "=", K, "=", (a - 1) / (2 * (a + 1)), "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a < b,
            sp.Eq(b, 1),
            text="a < b, b = 1",
            sampler=PointsFrom({a: P, b: sp.Integer(1)}, {P: st.one_of(st.just(sp.Integer(0)), unit())}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C6.8",
        "a < b, b < 1: -1 < (a-b)/((a+b)(b+1)) < MCC < K < (a-b)/(2(a+1)) < 0",
        dt("p15, L2105-2212", r"-1<\frac{a-b}{(a+b)(b+1)}<\mathrm{MCC}<\mathcal K<\frac{a-b}{2(a+1)}<0"),
        relation=chain(-1, "<", alpha, "<", MCC, "<", K, "<", beta, "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a < b,
            b < 1,
            text="a < b, b < 1",
            sampler=PointsFrom({b: P, a: S * P}, {P: unit(), S: st.one_of(st.just(sp.Integer(0)), unit())}),
        ),
        families=(F,),
    ),
    MCC_DECREASING,
    KAPPA_RISES,
    MINIMUM,
    KAPPA_NOT_DECREASING,
    AllOf(
        "DT2019-C6.M",
        "fixed a > 0, MCC(C^{a,b}_{1,1}) is monotonically decreasing in b; K(C^{a,b}_{1,1}) is not, "
        "achieving its global minimum when b = a + sqrt(2)(a+1)",
        dt("p16, L2222-2231"),
        parts=[MCC_DECREASING, KAPPA_NOT_DECREASING, MINIMUM],
        expected=Status.PROVED,
    ),
    *L1,
    AllOf(
        "DT2019-C6.L1",
        "fixed a > 0: -1 < lim_{b->+oo} MCC = -1/sqrt(2(a+1)) < lim_{b->+oo} K = 0",
        dt(
            "p16, L2232-2276",
            r"-1<\lim_{b\to+\infty}\mathrm{MCC}=\frac{-1}{\sqrt{2(a+1)}}<\lim_{b\to+\infty}\mathcal K=0",
        ),
        parts=L1,
        expected=Status.PROVED,
    ),
    *L2,
    AllOf(
        "DT2019-C6.L2",
        "fixed a > 0: 0 < a/(2(a+1)) < lim_{b->0} K = 2a/(3a+2) < lim_{b->0} MCC = sqrt(a/(2(a+1))) < 1",
        dt(
            "p16, L2232-2276",
            r"0<\frac{a}{2(a+1)}<\lim_{b\to0}\mathcal K=\frac{2a}{3a+2}<\lim_{b\to0}\mathrm{MCC}=\sqrt{\frac{a}{2(a+1)}}<1",
        ),
        parts=L2,
        expected=Status.PROVED,
    ),
]

# the statement as a whole: PROVED when every part above (printed parts and suite steps) is PROVED
CLAIMS.append(
    AllOf(
        "DT2019-C6",
        "Corollary 6: every case C6.1-C6.8, the monotonicity, the minimum and the limits",
        dt("p15-p16, L2105-2276"),
        parts=list(CLAIMS),
        expected=Status.PROVED,
    )
)
