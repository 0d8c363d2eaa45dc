"""Corollary 7: the Z_A family for N = 2, Z_A = [[1, A], [1, 1]], A >= 0 (DT2019-C7.0 ... C7.4, C7.M, C7.L1, C7.L2).

Delgado & Tibau 2019, p17, L2378-2458; "we obtain from Corollary 6" (Z_A is C^{a,b}_{1,1} with a = 1, b = A):

    MCC(A) = (1-A)/(2(1+A))  and  K(A) = 2(1-A)/(4 + (1+A)^2).                              (C7.0)
    If A = 1:      K(A) = MCC(A) = 0;                                                       (C7.1)
    If A < 1:      0 < (1-A)/4 < K(A) < MCC(A) < (1-A)/(1+A)^2 < 1;                         (C7.2)
    If 1 < A < 5:  -1 < (1-A)/4 < MCC(A) < K(A) < (1-A)/(1+A)^2 < 0;                        (C7.3)
    If 5 <= A:     -1 < MCC(A) < K(A) < (1-A)/(1+A)^2 < 0.                                  (C7.4)
    "Although MCC(A) is a monotonically decreasing function of A ... K(A) is not, achieving
     its global minimum when A = 1 + 2 sqrt(2) > 1."                                        (C7.M)
    -1 < lim_{A->+oo} MCC(A) = -1/2 < lim_{A->+oo} K(A) = 0;                                (C7.L1)
    0 < 1/4 < lim_{A->0} K(A) = 2/5 < lim_{A->0} MCC(A) = 1/2 < 1.                          (C7.L2)

The domain is the family's, A >= 0 ("{Z_A, A >= 0}", H93).  C7.2 includes A = 0, where
(1-A)/(1+A)^2 = 1: the last link "< 1" fails there (Corollary 6, whence it comes, has b > 0).
K(A) and MCC(A) are derived from the matrix (families.binary.z_a_two), and the monotonicity of MCC
is stated of the derived MCC (its printed form (1-A)/(2(1+A)) is C7.0).
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import A, z_a_two
from kappamcc.model.claims import Domain, Erratum, Scope, Status
from kappamcc.model.kinds import AllOf, Extremum, Limit, Relation, chain, eq
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.families.disagreement import mcc_falls_kappa_does_not
from kappamcc.testing.samplers import P, PointsFrom, along, between, nonnegative, unit

Z = z_a_two()
K, MCC = Z.kappa, Z.mcc
D = Z.domain
alpha = (1 - A) / (1 + A) ** 2
beta = (1 - A) / 4
MCC_PRINTED = (1 - A) / (2 * (1 + A))  # C7.0, equal to the derived MCC (which carries |1 + A|)
A_MIN = 1 + 2 * sp.sqrt(2)
USES = ("DT2019-C6",)
NO_PARAMS = Domain(symbols=(), constraints=(), text="no parameters")
PRINTED_FOR_N_2 = Scope.full("Z_A with N = 2, A >= 0 (Corollary 7: 'If N = 2')")


C7_2_CHAIN = chain(0, "<", beta, "<", K, "<", MCC, "<", alpha, "<", 1)
L1 = [
    Limit(
        "DT2019-C7.L1.mcc",
        "lim_{A->+oo} MCC(A) = -1/2",
        dt("p17, L2430-2458"),
        expr=MCC,
        var=A,
        to=sp.oo,
        value=sp.Rational(-1, 2),
        expected=Status.PROVED,
        uses=USES,
        scope=PRINTED_FOR_N_2,
        families=(Z,),
    ),
    Limit(
        "DT2019-C7.L1.kappa",
        "lim_{A->+oo} K(A) = 0",
        dt("p17, L2430-2458"),
        expr=K,
        var=A,
        to=sp.oo,
        value=0,
        expected=Status.PROVED,
        uses=USES,
        scope=PRINTED_FOR_N_2,
        families=(Z,),
    ),
]
L2 = [
    Limit(
        "DT2019-C7.L2.kappa",
        "lim_{A->0} K(A) = 2/5",
        dt("p17, L2430-2458"),
        expr=K,
        var=A,
        to=0,
        value=sp.Rational(2, 5),
        expected=Status.PROVED,
        uses=USES,
        scope=PRINTED_FOR_N_2,
        families=(Z,),
    ),
    Limit(
        "DT2019-C7.L2.mcc",
        "lim_{A->0} MCC(A) = 1/2",
        dt("p17, L2430-2458"),
        expr=MCC,
        var=A,
        to=0,
        value=sp.Rational(1, 2),
        expected=Status.PROVED,
        uses=USES,
        scope=PRINTED_FOR_N_2,
        families=(Z,),
    ),
]
MCC_DECREASING, KAPPA_RISES, KAPPA_NOT_DECREASING = mcc_falls_kappa_does_not(
    "DT2019-C7",
    dt("p17, L2421-2430"),
    family=Z,
    var=A,
    base=NO_PARAMS,
    base_points=st.just({}),
    mcc_name="MCC(A)",
    kappa_name="K(A)",
    over_text="A > 0",
    mcc_over=sp.Interval(0, sp.oo),
    mcc_over_text="A >= 0",
    rises_from=A_MIN,
    rises_text="A > 1 + 2 sqrt(2)",
    uses=USES,
)
MINIMUM = Extremum(
    "DT2019-C7.M.minimum",
    "K(A) has its global minimum over A >= 0 at A = 1 + 2 sqrt(2)",
    dt("p17, L2421-2430", r"A=1+2\sqrt2"),
    expr=K,
    var=A,
    at=A_MIN,
    over=sp.Interval(0, sp.oo),
    kind="min",
    expected=Status.PROVED,
    uses=USES,
    domain=along(NO_PARAMS, st.just({}), A, sp.Interval(0, sp.oo)),
    families=(Z,),
)
LOCATION = Relation(
    "DT2019-C7.M.location",
    "1 + 2 sqrt(2) > 1",
    dt("p17, L2421-2430"),
    relation=chain(A_MIN, ">", 1),
    expected=Status.PROVED,
)

CLAIMS = [
    Relation(
        "DT2019-C7.0",
        "Z_A, N = 2: MCC(A) = (1-A)/(2(1+A)) and K(A) = 2(1-A)/(4 + (1+A)^2)",
        dt("p17, L2380-2393", r"\mathrm{MCC}(A)=\frac{1-A}{2(1+A)},\ \mathcal K(A)=\frac{2(1-A)}{4+(1+A)^2}"),
        relation=[eq(MCC, MCC_PRINTED), eq(K, 2 * (1 - A) / (4 + (1 + A) ** 2))],
        expected=Status.PROVED,
        domain=D,
        uses=USES,
        families=(Z,),
    ),
    Relation(
        "DT2019-C7.1",
        "A = 1: K(A) = MCC(A) = 0",
        dt("p17, L2393-2420", r"\mathcal K(1)=\mathrm{MCC}(1)=0"),
        relation=chain(K, "=", MCC, "=", 0),
        expected=Status.PROVED,
        domain=D.where(sp.Eq(A, 1), text="A = 1", sampler=PointsFrom({A: sp.Integer(1)})),
        uses=USES,
        families=(Z,),
    ),
    Relation(
        "DT2019-C7.2",
        "A < 1: 0 < (1-A)/4 < K(A) < MCC(A) < (1-A)/(1+A)^2 < 1",
        dt("p17, L2393-2420", r"0<\frac{1-A}{4}<\mathcal K(A)<\mathrm{MCC}(A)<\frac{1-A}{(1+A)^2}<1"),
        relation=C7_2_CHAIN,
        expected=Status.CORRECTED,
        erratum=Erratum.imprecise(
            "'If A < 1' includes the boundary A = 0 of the family, where (1-A)/(1+A)^2 = 1"
            " and the last link '< 1' is an equality; the chain holds for 0 < A < 1"
        ),
        domain=D.where(A < 1, text="A < 1", sampler=PointsFrom({A: P}, {P: st.one_of(st.just(sp.Integer(0)), unit())})),
        uses=USES,
        correction=Relation(
            "DT2019-C7.2.corrected",
            "0 < A < 1 (Corollary 6's b > 0): 0 < (1-A)/4 < K(A) < MCC(A) < "
            "(1-A)/(1+A)^2 < 1; at A = 0 the last link is the equality (1-A)/(1+A)^2 = 1",
            dt("p17, L2393-2420"),
            relation=C7_2_CHAIN + [eq(alpha.xreplace({A: 0}), 1)],
            expected=Status.PROVED,
            domain=D.where(A > 0, A < 1, text="0 < A < 1", sampler=PointsFrom({A: P}, {P: unit()})),
            uses=USES,
            families=(Z,),
        ),
        families=(Z,),
    ),
    Relation(
        "DT2019-C7.3",
        "1 < A < 5: -1 < (1-A)/4 < MCC(A) < K(A) < (1-A)/(1+A)^2 < 0",
        dt("p17, L2393-2420", r"-1<\frac{1-A}{4}<\mathrm{MCC}(A)<\mathcal K(A)<\frac{1-A}{(1+A)^2}<0"),
        relation=chain(-1, "<", beta, "<", MCC, "<", K, "<", alpha, "<", 0),
        expected=Status.PROVED,
        domain=D.where(1 < A, A < 5, text="1 < A < 5", sampler=PointsFrom({A: P}, {P: between(1, 5)})),
        uses=USES,
        families=(Z,),
    ),
    Relation(
        "DT2019-C7.4",
        "5 <= A: -1 < MCC(A) < K(A) < (1-A)/(1+A)^2 < 0",
        dt("p17, L2393-2420", r"-1<\mathrm{MCC}(A)<\mathcal K(A)<\frac{1-A}{(1+A)^2}<0"),
        relation=chain(-1, "<", MCC, "<", K, "<", alpha, "<", 0),
        expected=Status.PROVED,
        domain=D.where(5 <= A, text="5 <= A", sampler=PointsFrom({A: 5 + P}, {P: nonnegative()})),
        uses=USES,
        families=(Z,),
    ),
    MCC_DECREASING,
    KAPPA_RISES,
    MINIMUM,
    LOCATION,
    KAPPA_NOT_DECREASING,
    AllOf(
        "DT2019-C7.M",
        "MCC(A) is monotonically decreasing; K(A) is not, achieving its global minimum when A = 1 + 2 sqrt(2) > 1",
        dt("p17, L2421-2430", r"A=1+2\sqrt2>1"),
        parts=[MCC_DECREASING, KAPPA_NOT_DECREASING, MINIMUM, LOCATION],
        expected=Status.PROVED,
        uses=USES,
    ),
    *L1,
    L1_ORDER := Relation(
        "DT2019-C7.L1.order",
        "-1 < -1/2 < 0",
        dt("p17, L2430-2458"),
        relation=chain(-1, "<", sp.Rational(-1, 2), "<", 0),
        expected=Status.PROVED,
    ),
    AllOf(
        "DT2019-C7.L1",
        "-1 < lim_{A->+oo} MCC(A) = -1/2 < lim_{A->+oo} K(A) = 0",
        dt("p17, L2430-2458", r"-1<\lim_{A\to+\infty}\mathrm{MCC}(A)=-\frac12<\lim_{A\to+\infty}\mathcal K(A)=0"),
        parts=L1 + [L1_ORDER],
        expected=Status.PROVED,
        uses=USES,
    ),
    *L2,
    L2_ORDER := Relation(
        "DT2019-C7.L2.order",
        "0 < 1/4 < 2/5 < 1/2 < 1, with 1/4 = (1-A)/4 at A = 0",
        dt("p17, L2430-2458"),
        relation=chain(0, "<", beta.xreplace({A: 0}), "<", sp.Rational(2, 5), "<", sp.Rational(1, 2), "<", 1),
        expected=Status.PROVED,
    ),
    AllOf(
        "DT2019-C7.L2",
        "0 < 1/4 < lim_{A->0} K(A) = 2/5 < lim_{A->0} MCC(A) = 1/2 < 1",
        dt("p17, L2430-2458", r"0<\frac14<\lim_{A\to0}\mathcal K(A)=\frac25<\lim_{A\to0}\mathrm{MCC}(A)=\frac12<1"),
        parts=L2 + [L2_ORDER],
        expected=Status.PROVED,
        uses=USES,
    ),
]
