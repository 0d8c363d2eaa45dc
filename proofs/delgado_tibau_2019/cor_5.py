"""Corollary 5: case 2, a > 0, d = 0, C^{a,b}_{1,0} = [[a, b], [1, 0]] (DT2019-C5.1 ... C5.5, C5.M, C5.L1, C5.L2).

Delgado & Tibau 2019, p13, L1944-2026.  As printed the case split speaks of "MCC(C_1), K(C_1)";
here they are the metrics of C^{a,b}_{1,0}, derived from its matrix (a > 0, b > 0).

    if 1 < b < a+1:  -1 < -b/(a+1) < MCC < K < -1/(a+b) < 0;                                (C5.1)
    if a+1 <= b:     -1 < MCC < K < -1/(a+b) < 0;                                           (C5.2)
    if b = 1         -1 < MCC = K = -1/(a+1) < 0;                                           (C5.3)
    if b < 1 < a+b:  -1 < -1/(a+b) < MCC < K < -b/(a+1) < 0;                                (C5.4)
    if a+b <= 1:     -1 < MCC < K < -b/(a+1) < 0.                                           (C5.5)
    "Although fixed a > 0, MCC(C^{a,b}_{1,0}) is a monotonically decreasing function of b ...
     K(C^{a,b}_{1,0}) is not, achieving its global minimum when b = sqrt(a+1)."             (C5.M)
    fixed a > 0, -1 < lim_{b->+oo} MCC = -1/sqrt(a+1) < lim_{b->+oo} K = 0;                 (C5.L1)
    lim_{b->0} MCC = lim_{b->0} K = 0.                                                      (C5.L2)

"K is not [monotonically decreasing]" is proved in the stronger form "K is strictly
increasing for b > sqrt(a+1)"; the global minimum is an Extremum claim over b > 0.
"""

import sympy as sp

from kappamcc.families.binary import a, b, c_one_zero
from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import AllOf, Extremum, Limit, Relation, chain
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.families.disagreement import mcc_falls_kappa_does_not
from kappamcc.testing.samplers import P, S, T, PointsFrom, nonnegative, along, points, positive, unit

F = c_one_zero()
K, MCC = F.kappa, F.mcc
D = F.domain
FIXED_A = Domain(symbols=(a,), constraints=(a > 0,), text="fixed a > 0")
A_POS = points(a=positive())
b_min = sp.sqrt(a + 1)


L1 = [
    Limit(
        "DT2019-C5.L1.mcc",
        "fixed a > 0: lim_{b->+oo} MCC(C^{a,b}_{1,0}) = -1/sqrt(a+1)",
        dt("p13, L1995-2026"),
        expr=MCC,
        var=b,
        to=sp.oo,
        value=-1 / sp.sqrt(a + 1),
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
    Limit(
        "DT2019-C5.L1.kappa",
        "fixed a > 0: lim_{b->+oo} K(C^{a,b}_{1,0}) = 0",
        dt("p13, L1995-2026"),
        expr=K,
        var=b,
        to=sp.oo,
        value=0,
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
    Relation(
        "DT2019-C5.L1.order",
        "-1 < -1/sqrt(a+1) < 0",
        dt("p13, L1995-2026"),
        relation=chain(-1, "<", -1 / sp.sqrt(a + 1), "<", 0),
        expected=Status.PROVED,
        domain=FIXED_A,
    ),
]
L2 = [
    Limit(
        "DT2019-C5.L2.mcc",
        "fixed a > 0: lim_{b->0} MCC(C^{a,b}_{1,0}) = 0",
        dt("p13, L1995-2026"),
        expr=MCC,
        var=b,
        to=0,
        value=0,
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
    Limit(
        "DT2019-C5.L2.kappa",
        "fixed a > 0: lim_{b->0} K(C^{a,b}_{1,0}) = 0",
        dt("p13, L1995-2026"),
        expr=K,
        var=b,
        to=0,
        value=0,
        expected=Status.PROVED,
        domain=FIXED_A,
        families=(F,),
    ),
]
MCC_DECREASING, KAPPA_RISES, KAPPA_NOT_DECREASING = mcc_falls_kappa_does_not(
    "DT2019-C5",
    dt("p13, L1984-1994"),
    family=F,
    var=b,
    base=FIXED_A,
    base_points=A_POS,
    fixed="fixed a > 0, ",
    mcc_name="MCC(C^{a,b}_{1,0})",
    kappa_name="K(C^{a,b}_{1,0})",
    over_text="b > 0",
    rises_from=b_min,
    rises_text="b > sqrt(a+1)",
)
MINIMUM = Extremum(
    "DT2019-C5.M.minimum",
    "fixed a > 0, K(C^{a,b}_{1,0}) has its global minimum over b > 0 at b = sqrt(a+1)",
    dt("p13, L1984-1994", r"b=\sqrt{a+1}"),
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
        "DT2019-C5.1",
        "1 < b < a+1: -1 < -b/(a+1) < MCC < K < -1/(a+b) < 0",
        dt("p13, L1944-1982", r"-1<\frac{-b}{a+1}<\mathrm{MCC}<\mathcal K<\frac{-1}{a+b}<0"),
        relation=chain(-1, "<", -b / (a + 1), "<", MCC, "<", K, "<", -1 / (a + b), "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            1 < b, b < a + 1, text="1 < b < a+1", sampler=PointsFrom({a: P, b: 1 + S * P}, {P: positive(), S: unit()})
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C5.2",
        "a+1 <= b: -1 < MCC < K < -1/(a+b) < 0",
        dt("p13, L1944-1982", r"-1<\mathrm{MCC}<\mathcal K<\frac{-1}{a+b}<0"),
        relation=chain(-1, "<", MCC, "<", K, "<", -1 / (a + b), "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            a + 1 <= b, text="a+1 <= b", sampler=PointsFrom({a: P, b: P + 1 + T}, {P: positive(), T: nonnegative()})
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C5.3",
        "b = 1: -1 < MCC = K = -1/(a+1) < 0",
        dt("p13, L1944-1982", r"-1<\mathrm{MCC}=\mathcal K=\frac{-1}{a+1}<0"),
        relation=chain(-1, "<", MCC, "=", K, "=", -1 / (a + 1), "<", 0),
        expected=Status.PROVED,
        domain=D.where(sp.Eq(b, 1), text="b = 1", sampler=PointsFrom({a: P, b: sp.Integer(1)}, {P: positive()})),
        families=(F,),
    ),
    Relation(
        "DT2019-C5.4",
        "b < 1 < a+b: -1 < -1/(a+b) < MCC < K < -b/(a+1) < 0",
        dt("p13, L1944-1982", r"-1<\frac{-1}{a+b}<\mathrm{MCC}<\mathcal K<\frac{-b}{a+1}<0"),
        relation=chain(-1, "<", -1 / (a + b), "<", MCC, "<", K, "<", -b / (a + 1), "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            b < 1,
            1 < a + b,
            text="b < 1 < a+b",
            sampler=PointsFrom({a: P, b: sp.Max(0, 1 - P) + S * (1 - sp.Max(0, 1 - P))}, {P: positive(), S: unit()}),
        ),
        families=(F,),
    ),
    Relation(
        "DT2019-C5.5",
        "a+b <= 1: -1 < MCC < K < -b/(a+1) < 0",
        dt("p13, L1944-1982", r"-1<\mathrm{MCC}<\mathcal K<\frac{-b}{a+1}<0"),
        relation=chain(-1, "<", MCC, "<", K, "<", -b / (a + 1), "<", 0),
        expected=Status.PROVED,
        domain=D.where(a + b <= 1, text="a+b <= 1", sampler=PointsFrom({a: P, b: S * (1 - P)}, {P: unit(), S: unit()})),
        families=(F,),
    ),
    MCC_DECREASING,
    KAPPA_RISES,
    MINIMUM,
    KAPPA_NOT_DECREASING,
    AllOf(
        "DT2019-C5.M",
        "fixed a > 0, MCC(C^{a,b}_{1,0}) is monotonically decreasing in b; K(C^{a,b}_{1,0}) is not, "
        "achieving its global minimum when b = sqrt(a+1)",
        dt("p13, L1984-1994"),
        parts=[MCC_DECREASING, KAPPA_NOT_DECREASING, MINIMUM],
        expected=Status.PROVED,
    ),
    *L1,
    AllOf(
        "DT2019-C5.L1",
        "fixed a > 0: -1 < lim_{b->+oo} MCC = -1/sqrt(a+1) < lim_{b->+oo} K = 0",
        dt(
            "p13, L1995-2026", r"-1<\lim_{b\to+\infty}\mathrm{MCC}=-\frac{1}{\sqrt{a+1}}<\lim_{b\to+\infty}\mathcal K=0"
        ),
        parts=L1,
        expected=Status.PROVED,
    ),
    *L2,
    AllOf(
        "DT2019-C5.L2",
        "fixed a > 0: lim_{b->0} MCC = lim_{b->0} K = 0",
        dt("p13, L1995-2026"),
        parts=L2,
        expected=Status.PROVED,
    ),
]

# the statement as a whole: PROVED when every part above (printed parts and suite steps) is PROVED
CLAIMS.append(
    AllOf(
        "DT2019-C5",
        "Corollary 5: every case C5.1-C5.5, the monotonicity, the minimum and the limits",
        dt("p13, L1944-2026"),
        parts=list(CLAIMS),
        expected=Status.PROVED,
    )
)
