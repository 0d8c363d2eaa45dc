"""Proposition 8: kappa and MCC of Z_A for any N >= 2 (DT2019-P8).

Delgado & Tibau 2019, section "The Z_A family", p17-p18, L2460-2511 (H96-H103):

    MCC(A) = (1-A) / ((N-1)(N^2 - 2(1-A)));
    K(A) = N (1-A) / ((1-A)^2 - 2N(N-1)(1-A) + N^3(N-1))                          (P8.0)
    "and the following properties hold:"
    1. MCC(1) = K(1) = 0,                                                       (P8.1)
    2. 1/MCC(A) - 1/K(A) = (A-1)/N and then,                                    (P8.2)
       If A < 1: 0 < K(A) < MCC(A) < 1;  If 1 < A: -1 < MCC(A) < K(A) < 0,      (P8.2a, P8.2b)
    3. -1 < lim_{A->oo} MCC(A) = -1/(2(N-1)) < lim_{A->oo} K(A) = 0,            (P8.3)
    4. 0 < lim_{A->0} K(A) = N/(1 + N(N-1)(N^2-2)) < lim_{A->0} MCC(A) = 1/((N-1)(N^2-2)) < 1,   (P8.4)
    5. "MCC(A) is monotonically decreasing, while K(A) is not. Indeed, K(A) is a convex function
       of A, achieving the global minimum, which is a negative value, when A = 1 + N sqrt(N(N-1))."  (P8.5)
    6. "The divergence between MCC(A) and K(A) increases monotonically as A -> oo."   (P8.6)

Erratum: K(A) is not convex on all of A >= 0 (K ~ -N/A for large A, a concave tail);
counterexample N = 3, A = 16.  The exact boundary, for every N >= 2: with p = N(N-1),
q = N^3(N-1) and D(A) = (1-A)^2 - 2p(1-A) + q > 0 (K's denominator),

    K''(A) = -2N g(A - 1) / D(A)^3,   g(u) = u^3 - 3q u - 2pq          (P8.5.inflection)

so K is convex exactly where g(A - 1) <= 0.  g has three real roots (discriminant
108 q^2 N^2 (N-1) > 0); the two smaller ones give A < 0, and the largest lies in
(sqrt q, 2 sqrt q) (g(sqrt q) < 0 < g(2 sqrt q): P8.5.inflection-exists).  So K has exactly one
inflection point on A >= 0,

    A_I(N) = 1 + 2N sqrt(N(N-1)) cos(arcsin(1/sqrt(N))/3)   (trigonometric form of Cardano),

with 1 + N sqrt(N(N-1)) < A_I(N) < 1 + 2N sqrt(N(N-1)): A_I(2) = 3 + 2 sqrt(3) = 6.4641...,
A_I(3) = 15.3887..., A_I(4) = 28.2917..., A_I(10) = 189.6464...  K is convex on [0, A_I]
(P8.5.convex-to-inflection; strictly, K'' > 0 on [0, A_I): P8.5.convex-strictly) and strictly
concave on [A_I, oo) (P8.5.concave-beyond: K'' < 0 for A > A_I), all proved for symbolic N with A_I a symbol pinned by g(A_I - 1) = 0,
q < (A_I - 1)^2 < 4q, A_I > 1 (Z3 decides the polynomial conditions; the pin has exactly one
solution, the largest root of g, and P8.5.inflection-exists shows it exists).
P8.5.inflection-closed-form checks the trigonometric form algebraically: c = cos(arcsin(1/sqrt N)/3)
satisfies 4c^3 - 3c = sqrt((N-1)/N) (triple angle; cos(arcsin(1/sqrt N)) = sqrt((N-1)/N)) and
1/2 < c < 1 (the angle is in (0, pi/12]), and any such c makes u = 2 sqrt(q) c a root of g in
(sqrt q, 2 sqrt q).  The triple-angle step is the textbook identity, not machine-checked; at
N = 2 the closed form 3 + 2 sqrt(3) is checked exactly.  The earlier correction, convexity on
[0, 1 + N sqrt(N(N-1))] (up to the minimum), was a safe sub-range of [0, A_I].

N is a symbol (integer, N >= 2), not a chosen size: every verdict holds for every N, or
comes with a counterexample with integer N and exact A.  Z_A's kappa and MCC are derived
from its structure (families/z_a.py).  P8.6 is read as: K(A) - MCC(A), which is positive
for A > 1 (P8.2b), is increasing in A on (1, oo).
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import z_a_two
from kappamcc.families.z_a import A, N, z_a
from kappamcc.model.claims import Domain, Erratum, Status
from kappamcc.model.kinds import AllOf, Convex, Extremum, Limit, Monotone, Relation, chain, eq
from kappamcc.proofs.delgado_tibau_2019 import DT2019, dt
from kappamcc.testing.dt2019_samplers import PinnedRoot
from kappamcc.testing.samplers import P, S, T, PointsFrom, between
from kappamcc.testing.strategies import inside

Z = z_a()
Z2 = z_a_two()  # Z_A at N = 2, the matrix of Corollary 7
K, MCC = Z.kappa, Z.mcc
D = Z.domain
P17_18 = DT2019.within("p17-p18")
mcc_printed = (1 - A) / ((N - 1) * (N**2 - 2 * (1 - A)))
kappa_printed = N * (1 - A) / ((1 - A) ** 2 - 2 * N * (N - 1) * (1 - A) + N**3 * (N - 1))
A_MIN = 1 + N * sp.sqrt(N * (N - 1))
FIXED_N = Domain(
    symbols=(N,),
    constraints=(N >= 2,),
    text="integer N >= 2",
    sampler=PointsFrom({N: P}, {P: st.integers(2, 40).map(sp.Integer)}),
)


# Points {N, A} with 0 <= A < 1: Z_A's own sampler draws A >= 1 for most points, and
# the spot check of P8.2.a rejected about 60 draws for each one it kept
AT_ONE = PointsFrom({N: P, A: S}, {P: st.integers(2, 40).map(sp.Integer), S: st.just(sp.Integer(1))})
BELOW_ONE = PointsFrom({N: P, A: S}, {P: st.integers(2, 12).map(sp.Integer), S: inside(sp.Interval.Ropen(0, 1))})


# --- the inflection point of K(A) (DT2019-P8.5.convex, corrected) ----------------------------------
P_, Q_ = N * (N - 1), N**3 * (N - 1)
DEN = (1 - A) ** 2 - 2 * P_ * (1 - A) + Q_  # K's denominator, positive (P8.0, 4p^2 < 4q)


U_ = sp.Symbol("u", real=True)
INFLECTION_CUBIC = U_**3 - 3 * Q_ * U_ - 2 * P_ * Q_  # g(u) = u^3 - 3q u - 2pq: K''(A) = -2N g(A - 1)/D^3


A_I = sp.Symbol("A_I", positive=True)  # the inflection point, pinned by its cubic
A_I_PIN = (
    N >= 2,
    A_I > 1,
    (A_I - 1) ** 2 > Q_,
    (A_I - 1) ** 2 < 4 * Q_,
    sp.Eq(INFLECTION_CUBIC.xreplace({U_: A_I - 1}), 0),
)
A_I_CLOSED = 1 + 2 * N * sp.sqrt(N * (N - 1)) * sp.cos(sp.asin(1 / sp.sqrt(N)) / 3)
A_I_TEXT = (
    "A_I = 1 + 2N sqrt(N(N-1)) cos(arcsin(1/sqrt N)/3), the largest root of g(A - 1), "
    "g(u) = u^3 - 3N^3(N-1) u - 2N^4(N-1)^2 (N = 2: 3 + 2 sqrt 3 = 6.464..., N = 3: 15.388...)"
)


MICRO = sp.Rational(1, 10**6)
# N, the pinned A_I and A, sampled at N = 2..12 with the exact A_I(N) (the largest real root of g(A_I - 1):
# 3 + 2 sqrt(3) at N = 2, else a CRootOf) and, for t in (0, 1), a rational A in [0, A_I) (below: A_I t
# rounded down to a multiple of 10^-6) or in (A_I, oo) (above: A_I rounded up, + 1/t - 1)
BESIDE_INFLECTION = {
    text: Domain(
        symbols=(N, A_I, A),
        constraints=A_I_PIN + extra,
        text=f"integer N >= 2, A_I the inflection point (pinned); {text}",
        sampler=PinnedRoot(
            N,
            A_I,
            INFLECTION_CUBIC.xreplace({U_: A_I - 1}),
            range(2, 13),
            coordinates={A: beside},
            parameters={T: between(0, 1, max_denominator=64)},
        ),
    )
    for text, extra, beside in (
        ("0 <= A <= A_I", (A >= 0,), sp.floor(A_I * T / MICRO) * MICRO),
        ("0 <= A < A_I", (A >= 0, A < A_I), sp.floor(A_I * T / MICRO) * MICRO),
        ("A > A_I", (A > A_I,), sp.ceiling(A_I / MICRO) * MICRO + 1 / T - 1),
    )
}


c_ = sp.Symbol("c", positive=True)  # c = cos(arcsin(1/sqrt N)/3)
# c at N = n, exact: the largest real root of n (4c^3 - 3c)^2 = n - 1, which is cos(arcsin(1/sqrt n)/3).
# Given as a CRootOf, not by the cosine, so that the sampler can decide the pin 4c^3 - 3c = sqrt((N-1)/N)
# exactly (a minimal polynomial); for the cosine it cannot beyond N = 2, and every point with N > 2 was
# filtered out.
C_PIN = Domain(
    symbols=(N, c_),
    constraints=(N >= 2, c_ > sp.Rational(1, 2), c_ < 1, sp.Eq(4 * c_**3 - 3 * c_, sp.sqrt((N - 1) / N))),
    text="integer N >= 2, 1/2 < c < 1, 4c^3 - 3c = sqrt((N-1)/N) (c = cos(arcsin(1/sqrt N)/3))",
    sampler=PinnedRoot(N, c_, N * (4 * c_**3 - 3 * c_) ** 2 - (N - 1), range(2, 13)),
)
KAPPA_A2 = sp.diff(kappa_printed, A, 2)  # K''(A), computed once
INFLECTION = [
    Relation(
        "DT2019-P8.5.inflection",
        "K''(A) = -2N g(A - 1)/D(A)^3, g(u) = u^3 - 3q u - 2pq, p = N(N-1), q = N^3(N-1), "
        "D(A) = (1-A)^2 - 2p(1-A) + q > 0: K is convex exactly where g(A - 1) <= 0",
        P17_18.at("L2497-2501"),
        relation=[eq(KAPPA_A2, -2 * N * INFLECTION_CUBIC.xreplace({U_: A - 1}) / DEN**3), sp.Gt(DEN, 0)],
        expected=Status.PROVED,
        domain=D,
        uses=("DT2019-P8.0",),
    ),
    Relation(
        "DT2019-P8.5.inflection-exists",
        "g(sqrt q) < 0 < g(2 sqrt q) (every N >= 2): g(A - 1) has a root A_I with "
        "1 + N sqrt(N(N-1)) < A_I < 1 + 2N sqrt(N(N-1)) (the pin of A_I is satisfiable)",
        P17_18.at("L2497-2501"),
        relation=[
            sp.Lt(INFLECTION_CUBIC.xreplace({U_: sp.sqrt(Q_)}), 0),
            sp.Gt(INFLECTION_CUBIC.xreplace({U_: 2 * sp.sqrt(Q_)}), 0),
            eq(sp.sqrt(Q_), N * sp.sqrt(N * (N - 1))),
        ],
        expected=Status.PROVED,
        domain=FIXED_N,
    ),
    Relation(
        "DT2019-P8.5.inflection-closed-form",
        "if 4c^3 - 3c = sqrt((N-1)/N) and 1/2 < c < 1 (c = cos(arcsin(1/sqrt N)/3), "
        "triple angle), u = 2N sqrt(N(N-1)) c is a root of g with q < u^2 < 4q: A_I = 1 + u; at N = 2, "
        "A_I = 3 + 2 sqrt 3",
        P17_18.at("L2497-2501"),
        relation=[
            eq(INFLECTION_CUBIC.xreplace({U_: 2 * N * sp.sqrt(N * (N - 1)) * c_}), 0),
            sp.Lt(Q_, (2 * N * sp.sqrt(N * (N - 1)) * c_) ** 2),
            sp.Lt((2 * N * sp.sqrt(N * (N - 1)) * c_) ** 2, 4 * Q_),
            eq(INFLECTION_CUBIC.xreplace({U_: 2 + 2 * sp.sqrt(3)}).subs(N, 2), 0),
            eq(A_I_CLOSED.subs(N, 2), 3 + 2 * sp.sqrt(3)),
        ],
        expected=Status.PROVED,
        domain=C_PIN,
        reading="the triple-angle identity cos(3x) = 4cos(x)^3 - 3cos(x) that gives the pin of c is textbook, "
        "not machine-checked",
    ),
    Convex(
        "DT2019-P8.5.convex-to-inflection",
        f"K(A) is convex on 0 <= A <= A_I, {A_I_TEXT}",
        P17_18.at("L2497-2501"),
        expr=kappa_printed,
        var=A,
        over=sp.Interval(0, A_I),
        expected=Status.PROVED,
        domain=BESIDE_INFLECTION["0 <= A <= A_I"],
        uses=("DT2019-P8.5.inflection",),
    ),
    Relation(
        "DT2019-P8.5.convex-strictly",
        f"K''(A) > 0 for 0 <= A < A_I: K is strictly convex on [0, A_I], {A_I_TEXT}",
        P17_18.at("L2497-2501"),
        relation=sp.Gt(sp.together(KAPPA_A2), 0),
        expected=Status.PROVED,
        domain=BESIDE_INFLECTION["0 <= A < A_I"],
        uses=("DT2019-P8.5.inflection",),
    ),
    Relation(
        "DT2019-P8.5.concave-beyond",
        f"K''(A) < 0 for every A > A_I: K is strictly concave on [A_I, oo), {A_I_TEXT}",
        P17_18.at("L2497-2501"),
        relation=sp.Lt(sp.together(KAPPA_A2), 0),
        expected=Status.PROVED,
        domain=BESIDE_INFLECTION["A > A_I"],
        uses=("DT2019-P8.5.inflection",),
    ),
]


CLAIMS = [
    Relation(
        "DT2019-P8.0",
        "Z_A, any N >= 2: MCC(A) = (1-A)/((N-1)(N^2-2(1-A))) and K(A) = N(1-A)/((1-A)^2 - 2N(N-1)(1-A) + N^3(N-1))",
        P17_18.at(
            "L2460-2475",
            r"\mathrm{MCC}(A)=\frac{1-A}{(N-1)(N^2-2(1-A))};\ \mathcal K(A)=N\frac{1-A}{(1-A)^2-2N(N-1)(1-A)+N^3(N-1)}",
        ),
        relation=[eq(MCC, mcc_printed), eq(K, kappa_printed)],
        expected=Status.PROVED,
        domain=D,
        families=(Z,),
    ),
    Relation(
        "DT2019-P8.1",
        "MCC(1) = K(1) = 0",
        P17_18.at("L2477"),
        # MCC and K of Z_A themselves at A = 1 (substituted, sympy would hand over the number 0)
        relation=[eq(MCC, 0), eq(K, 0)],
        expected=Status.PROVED,
        domain=D.where(sp.Eq(A, 1), text="A = 1", sampler=AT_ONE),
        families=(Z,),
    ),
    Relation(
        "DT2019-P8.2",
        "1/MCC(A) - 1/K(A) = (A-1)/N (A != 1)",
        P17_18.at("L2479-2483", r"\frac1{\mathrm{MCC}(A)}-\frac1{\mathcal K(A)}=\frac{A-1}{N}"),
        # 1/MCC kept unevaluated: sympy would rewrite the root of MCC's square radicand as |.|
        relation=eq(
            sp.Add(
                sp.Pow(MCC, -1, evaluate=False),
                sp.Mul(-1, sp.Pow(K, -1, evaluate=False), evaluate=False),
                evaluate=False,
            ),
            (A - 1) / N,
        ),
        expected=Status.PROVED,
        domain=D.where(sp.Ne(A, 1), text="A != 1", sampler=D.sampler),
        families=(Z,),
    ),
    Relation(
        "DT2019-P8.2.a",
        "A < 1: 0 < K(A) < MCC(A) < 1",
        P17_18.at("L2483-2487", r"0<\mathcal K(A)<\mathrm{MCC}(A)<1"),
        relation=chain(0, "<", K, "<", MCC, "<", 1),
        expected=Status.PROVED,
        domain=D.where(A < 1, text="A < 1", sampler=BELOW_ONE),
        families=(Z,),
    ),
    Relation(
        "DT2019-P8.2.b",
        "1 < A: -1 < MCC(A) < K(A) < 0",
        P17_18.at("L2487-2489", r"-1<\mathrm{MCC}(A)<\mathcal K(A)<0"),
        relation=chain(-1, "<", MCC, "<", K, "<", 0),
        expected=Status.PROVED,
        domain=D.where(A > 1, text="A > 1", sampler=D.sampler),
        families=(Z,),
    ),
    Limit(
        "DT2019-P8.3.mcc",
        "lim_{A->oo} MCC(A) = -1/(2(N-1))",
        P17_18.at("L2489-2493"),
        expr=MCC,
        var=A,
        to=sp.oo,
        value=-1 / (2 * (N - 1)),
        expected=Status.PROVED,
        domain=D,  # Z_A: N >= 2 and A >= 0, the set the limit is taken over
        uses=("DT2019-P8.0",),
        families=(Z,),
    ),
    Limit(
        "DT2019-P8.3.kappa",
        "lim_{A->oo} K(A) = 0",
        P17_18.at("L2489-2493"),
        expr=K,
        var=A,
        to=sp.oo,
        value=0,
        expected=Status.PROVED,
        domain=D,  # Z_A: N >= 2 and A >= 0, the set the limit is taken over
        uses=("DT2019-P8.0",),
        families=(Z,),
    ),
    Relation(
        "DT2019-P8.3.order",
        "-1 < -1/(2(N-1)) < 0",
        P17_18.at("L2489-2493"),
        relation=chain(-1, "<", -1 / (2 * (N - 1)), "<", 0),
        expected=Status.PROVED,
        domain=FIXED_N,
    ),
    Limit(
        "DT2019-P8.4.kappa",
        "lim_{A->0} K(A) = N/(1 + N(N-1)(N^2-2))",
        P17_18.at("L2493-2497"),
        expr=K,
        var=A,
        to=0,
        value=N / (1 + N * (N - 1) * (N**2 - 2)),
        expected=Status.PROVED,
        domain=D,  # Z_A: N >= 2 and A >= 0, the set the limit is taken over
        uses=("DT2019-P8.0",),
        families=(Z,),
    ),
    Limit(
        "DT2019-P8.4.mcc",
        "lim_{A->0} MCC(A) = 1/((N-1)(N^2-2))",
        P17_18.at("L2493-2497"),
        expr=MCC,
        var=A,
        to=0,
        value=1 / ((N - 1) * (N**2 - 2)),
        expected=Status.PROVED,
        domain=D,  # Z_A: N >= 2 and A >= 0, the set the limit is taken over
        uses=("DT2019-P8.0",),
        families=(Z,),
    ),
    Relation(
        "DT2019-P8.4.order",
        "0 < N/(1 + N(N-1)(N^2-2)) < 1/((N-1)(N^2-2)) < 1",
        P17_18.at("L2493-2497"),
        relation=chain(0, "<", N / (1 + N * (N - 1) * (N**2 - 2)), "<", 1 / ((N - 1) * (N**2 - 2)), "<", 1),
        expected=Status.PROVED,
        domain=FIXED_N,
    ),
    Monotone(
        "DT2019-P8.5.mcc",
        "MCC(A) is monotonically (strictly) decreasing in A >= 0",
        P17_18.at("L2497-2501"),
        expr=MCC,
        var=A,
        over=sp.Interval(0, sp.oo),
        direction="decreasing",
        expected=Status.PROVED,
        domain=D,
        uses=("DT2019-P8.0",),
        families=(Z,),
    ),
    Monotone(
        "DT2019-P8.5.kappa-rises",
        "K(A) is not decreasing: strictly increasing for A > 1 + N sqrt(N(N-1))",
        P17_18.at("L2497-2501"),
        expr=K,
        var=A,
        over=sp.Interval.open(A_MIN, sp.oo),
        direction="increasing",
        expected=Status.PROVED,
        domain=D.where(A > A_MIN, text="A > 1 + N sqrt(N(N-1))", sampler=D.sampler),
        uses=("DT2019-P8.0",),
        families=(Z,),
    ),
    *INFLECTION,
    Convex(
        "DT2019-P8.5.convex",
        "K(A) is a convex function of A (A >= 0)",
        P17_18.at("L2497-2501", r"\mathcal K(A)\ \text{convex}"),
        expr=kappa_printed,
        var=A,
        over=sp.Interval(0, sp.oo),
        expected=Status.CORRECTED,
        erratum=Erratum.false(
            "K(A) is strictly concave beyond its inflection point A_I (K'' < 0 there), e.g. N = 3, A = 16"
        ),
        domain=D,
        uses=("DT2019-P8.0",),
        correction=AllOf(
            "DT2019-P8.5.convex.corrected",
            f"K(A) is strictly convex on [0, A_I] (K'' > 0 before A_I) and strictly concave on [A_I, oo) (K'' < 0 beyond), {A_I_TEXT}; "
            "A_I is the only zero of K'' on A >= 0 and lies beyond the minimum: "
            "1 + N sqrt(N(N-1)) < A_I < 1 + 2N sqrt(N(N-1)), every N >= 2",
            P17_18.at("L2497-2501"),
            parts=INFLECTION,
            expected=Status.PROVED,
        ),
    ),
    Extremum(
        "DT2019-P8.5.minimum",
        "K(A) has its global minimum over A >= 0 at A = 1 + N sqrt(N(N-1))",
        P17_18.at("L2497-2501", r"A=1+N\sqrt{N(N-1)}"),
        expr=K,
        var=A,
        at=A_MIN,
        over=sp.Interval(0, sp.oo),
        expected=Status.PROVED,
        domain=D,
        uses=("DT2019-P8.0",),
        kind="min",
        families=(Z,),
    ),
    Relation(
        "DT2019-P8.5.negative",
        "the minimum value K(1 + N sqrt(N(N-1))) is negative",
        P17_18.at("L2497-2501"),
        relation=sp.Lt(kappa_printed.subs(A, A_MIN), 0),
        expected=Status.PROVED,
        domain=FIXED_N,
    ),
    Relation(
        "DT2019-C7.P8",
        "Corollary 7 is Proposition 8 at N = 2: the closed forms of P8.0 at N = 2 are those of C7.0",
        dt("p17, L2378-2460"),
        relation=[eq(mcc_printed.subs(N, 2), Z2.mcc), eq(kappa_printed.subs(N, 2), Z2.kappa)],
        expected=Status.PROVED,
        domain=Z2.domain,
        families=(Z2,),
        uses=("DT2019-C7.0", "DT2019-P8.0"),
    ),
    Monotone(
        "DT2019-P8.6",
        "the divergence K(A) - MCC(A) (> 0 for A > 1) increases monotonically in A on (1, oo)",
        P17_18.at("L2501-2511"),
        expr=K - MCC,
        var=A,
        over=sp.Interval.open(1, sp.oo),
        direction="increasing",
        expected=Status.PROVED,
        domain=D.where(A > 1, text="A > 1", sampler=D.sampler),
        uses=("DT2019-P8.0", "DT2019-P8.2.b"),
        reading="K - MCC is increasing in A on (1, oo)",
        families=(Z,),
    ),
]
