"""Asy and Ent definitions and the printed entropy of Examples (a)-(e) and of C_0
(DT2019-D1, D2, XA.3, S12, XB.3, XB.4, XC.3, XD.3, XE.3).

Delgado & Tibau 2019, section "Experimental results", p19-p23:

    D1 (p19, L2563-2586): Asy(M) = ||M - M^T|| = sqrt(sum_ij (M_ij - M_ji)^2)
    D2 (p19, L2616-2633): Ent = sum_i -p_i log(p_i), p_i = n_i / n, n = sum n_i, over the
        off-diagonal entries, "where log usually denotes logarithm in base 2"
    XA.3: Ent(M1(A)) = Ent({2A, A, A, 2A, A, A}) = 2.5, "which is independent of A"
    S12:  C_0: "asymmetry increases as b -> +oo but entropy remains constant"
    XB.3: Ent(M2(A)) = log(A(A+1)+4) - A(2A+1)/(A(A+1)+4) log(A);  XB.4: it "decreases,
          converging to 0 as A -> +oo"
    XC.3: Ent(M3(A)) = log(6B+300) - (3B log B + 3(B+100) log(B+100))/(6B+300), B = 1000 - A;
          "a monotonically decreasing function of A that converges to log(300) - log(100) > 0
          as A -> 1000"
    XD.3: Ent(M4(A)) = log g(A) - (A(2A+1) log A + (100-A)(201-2A) log(100-A))/g(A),
          g(A) = A(A+1) + (100-A)(101-A) + 2; it "monotonically decreases (to zero if we
          increase the parameter 100)"
    XE.3: Ent(M5(A)) = log(7A+100) - (8A log(A) + (A+100) log(A+100))/(7A+100); it
          "decreases to log(7) - 2/7 > 0 when A -> +oo"

The left sides are derived from the matrices (``Family.entropy``: base-2 entropy of the
off-diagonal entries, 0 log 0 = 0); the printed "log" is read in base 2, as D2 says and as
the tables' values confirm (XA.3's 2.5 is exact in base 2 only).  Identities are decided
in the log basis (``kappamcc.prove.logs``), directions by the sign of the derivative
written as c * log(P/Q), limits by sympy.limit compared exactly.

Errata found here:
* XE.3 (formula): the entry 2A contributes 2A log(2A) = 2A + 2A log A, so the sum is
  2A + 6A log A + (A+100) log(A+100), not 8A log A + ...; the printed formula differs at
  every A != 2 and tends to -oo, not to the stated limit.
* XE.3 (direction): dEnt/dA = c log2(2A^3/(A+100)^3) with c = -200/(7A+100)^2 < 0, which
  vanishes exactly at 2A^3 = (A+100)^3, i.e. 2^(1/3) A = A + 100:
  A* = 100/(2^(1/3) - 1) = 384.7322101863...  Ent(M5(A)) strictly increases on [1, A*]
  (XE.3.increasing-early) and strictly decreases on [A*, oo) (XE.3.decreasing-late), both
  proved with the exact A* as endpoint: it overshoots the limit log2(7) - 2/7 and comes back
  down to it.  The provers take square roots, not cube roots, so A* enters those two claims
  as a symbol A_star pinned by A_star > 1 and 2 A_star^3 = (A_star + 100)^3 (a polynomial
  condition Z3 decides; its only real solution is A*, since 2^(1/3) A_star = A_star + 100);
  XE.3.turning-point proves that the closed form satisfies the pin, 384 < A* < 385.
* XD.3: the printed formula is undefined at A = 100 (log 0), inside the printed range; the
  entropy itself is defined there (0 log 0 = 0) and checked from the matrix.
"""

import sympy as sp

from kappamcc.families.binary import b, c_zero
from kappamcc.families.experiments import A, m1, m2, m3, m4, m5
from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import AllOf, IdentityAllN, Limit, Monotone, Relation, chain, eq, in_interval
from kappamcc.prove.index_sums import Array, IndexFraction, Sum, indices
from kappamcc.model.mathtext import math_text
from hypothesis import strategies as st

from kappamcc.testing.samplers import P, PointsFrom, strictly_inside
from kappamcc.testing.strategies import on_interval
from kappamcc.proofs.delgado_tibau_2019 import dt


M1, M2, M3, M4, M5, C0 = m1(), m2(), m3(), m4(), m5(), c_zero()
# M4 where its printed Ent formula is meant (50 <= A < 100): there every off-diagonal entry is
# > 0, so Ent is the plain sum of -p log2 p; on the whole family (A = 100 included, where
# B = 0) the term of B is written with 0 log 0 = 0 (Family.entropy)
M4_BELOW_100 = Family(
    M4.name,
    M4.matrix,
    Domain(symbols=(A,), constraints=(A >= 50, A < 100), text="50 <= A < 100", sampler=M4.domain.sampler),
    M4.locator,
)
oo = sp.oo
src_d1, src_d2 = dt("p19, L2563-2586"), dt("p19, L2616-2633")
src_a, src_b, src_c = dt("p19, L2588-2643"), dt("p19-p20, L2645-2697"), dt("p21, L2833-2881")
src_d, src_e, src_s12 = dt("p22-p23, L2896-2962"), dt("p23, L2964-2999"), dt("p19, L2637-2643")


# Domain 'A in [50, 99]', sampled on its integers
INTEGERS_50_99 = Domain(
    symbols=(A,),
    constraints=tuple(in_interval(A, sp.Interval(50, 99))),
    text=f"A in {math_text(sp.Interval(50, 99))} (integers)",
    sampler=PointsFrom({A: P}, {P: st.integers(50, 99).map(sp.Integer)}),
)


# --- D1, D2 for every N ----------------------------------------------------------------------
# D1: trace((M - M^T)(M - M^T)^T) = sum_k sum_l (M - M^T)_kl (M^T - M)_lk, the Frobenius norm's
# square, against the printed sum_ij (M_ij - M_ji)^2 (both under the same root, both >= 0)
M_D1 = Array("M")
MT_D1 = Array("Mt", symbol="M", transposed=True)  # (M^T)_ij = M_ji
i1, j1, k1, l1 = indices("i j k l")
FROBENIUS_SQUARED = Sum((M_D1[k1, l1] - MT_D1[k1, l1]) * (MT_D1[l1, k1] - M_D1[l1, k1]), k1, l1)
PRINTED_ASY_SQUARED = Sum((M_D1[i1, j1] - M_D1[j1, i1]) * (M_D1[i1, j1] - M_D1[j1, i1]), i1, j1)
# D2: the off-diagonal entries as r numbers n_i >= 0 (r = N(N - 1)), n = sum n_i > 0; the vector L
# stands for log n_i (base 2) and l for log n, so log p_i = log(n_i / n) = L_i - l; a zero n_i
# contributes n_i (L_i - l) = 0 whatever L_i is: the convention 0 log 0 = 0
COUNTS, LOGS = Array("n", "vector"), Array("L", "vector")
LOG_TOTAL = sp.Symbol("l", real=True)
(i2,) = indices("i")
OFF_TOTAL = Sum(COUNTS[i2], i2)
ENT_PRINTED = IndexFraction(-Sum(COUNTS[i2] * (LOGS[i2] - LOG_TOTAL), i2), OFF_TOTAL)  # sum -p_i log p_i
ENT_SUITE_FORM = LOG_TOTAL - IndexFraction(Sum(COUNTS[i2] * LOGS[i2], i2), OFF_TOTAL)  # log n - sum n_i log n_i / n

# --- the printed entropy formulas ------------------------------------------------------------
B3, B4 = 1000 - A, 100 - A
G4 = A * (A + 1) + (100 - A) * (101 - A) + 2
ENT_M2 = sp.log(A * (A + 1) + 4, 2) - A * (2 * A + 1) / (A * (A + 1) + 4) * sp.log(A, 2)
ENT_M3 = sp.log(6 * B3 + 300, 2) - (3 * B3 * sp.log(B3, 2) + 3 * (B3 + 100) * sp.log(B3 + 100, 2)) / (6 * B3 + 300)
ENT_M4 = sp.log(G4, 2) - (A * (2 * A + 1) * sp.log(A, 2) + (100 - A) * (201 - 2 * A) * sp.log(100 - A, 2)) / G4
ENT_M5 = sp.log(7 * A + 100, 2) - (8 * A * sp.log(A, 2) + (A + 100) * sp.log(A + 100, 2)) / (7 * A + 100)
ENT_M5_CORRECTED = sp.log(7 * A + 100, 2) - (2 * A + 6 * A * sp.log(A, 2) + (A + 100) * sp.log(A + 100, 2)) / (
    7 * A + 100
)
A_STAR = 100 / (sp.cbrt(2) - 1)  # root of (A + 100)^3 = 2 A^3: where Ent(M5) turns; = 384.7322101863...
A_STAR_TEXT = "A* = 100/(2^(1/3) - 1) = 384.7322..."
# A* as a symbol pinned by its defining polynomial (the provers take square roots, not cube roots)
A_S = sp.Symbol("A_star", positive=True)
A_S_PIN = (A_S > 1, sp.Eq(2 * A_S**3, (A_S + 100) ** 3))


# Domains 'A in over' with the endpoint A_star pinned; sampled at A_star = A* and rational A in (lo, hi)
BESIDE_A_STAR = {
    side: Domain(
        symbols=(A_S, A),
        constraints=A_S_PIN + tuple(in_interval(A, over)),
        text=f"A in {math_text(over)}, A_star > 1 with 2 A_star^3 = (A_star + 100)^3 (so A_star = A*)",
        sampler=PointsFrom({A_S: A_STAR, A: P}, {P: strictly_inside(lo, hi)}),
    )
    for side, over, lo, hi in (("above", sp.Interval(A_S, oo), A_STAR, oo), ("below", sp.Interval(1, A_S), 1, A_STAR))
}


h = sp.Symbol("h", positive=True)  # A = 1000 - h for the limit A -> 1000 from below

XB4_DOWN = Monotone(
    "DT2019-XB.4.decreasing",
    "Ent(M2(A)) is strictly decreasing for A > 1",
    src_b,
    expr=M2.entropy,
    var=A,
    over=sp.Interval.open(1, oo),
    direction="decreasing",
    expected=Status.PROVED,
    domain=on_interval(A, sp.Interval.open(1, oo)),
    families=(M2,),
)
XB4_LIMIT = Limit(
    "DT2019-XB.4.limit",
    "Ent(M2(A)) -> 0 as A -> +oo",
    src_b,
    expr=M2.entropy,
    var=A,
    to=oo,
    value=0,
    expected=Status.PROVED,
    domain=M2.domain,
    families=(M2,),
)
XC3_DOWN = Monotone(
    "DT2019-XC.3.decreasing",
    "Ent(M3(A)) is strictly decreasing in A on [0, 999]",
    src_c,
    expr=M3.entropy,
    var=A,
    over=sp.Interval(0, 999),
    direction="decreasing",
    expected=Status.PROVED,
    domain=on_interval(A, sp.Interval(0, 999)),
    families=(M3,),
)
XC3_LIMIT = Limit(
    "DT2019-XC.3.limit",
    "Ent(M3(A)) -> log(300) - log(100) as A -> 1000 (from below; A = 1000 - h, h -> 0+)",
    src_c,
    expr=M3.entropy.xreplace({A: 1000 - h}),
    var=h,
    to=0,
    value=sp.log(300, 2) - sp.log(100, 2),
    expected=Status.PROVED,
    domain=Domain(symbols=(h,), constraints=(h > 0,), text="h = 1000 - A > 0"),
)
XC3_POSITIVE = Relation(
    "DT2019-XC.3.positive",
    "log(300) - log(100) > 0",
    src_c,
    relation=sp.Gt(sp.log(300, 2) - sp.log(100, 2), 0, evaluate=False),
    expected=Status.PROVED,
)
XD3_DOWN = Monotone(
    "DT2019-XD.3.decreasing",
    "Ent(M4(A)) strictly decreases along A = 50, 51, ..., 99",
    src_d,
    expr=M4_BELOW_100.entropy,
    var=A,
    over=sp.Interval(50, 99),
    direction="decreasing",
    integer_steps=True,
    expected=Status.PROVED,
    domain=INTEGERS_50_99,
    reading="the printed range is 'A = 50, ..., 100' (XD.1): integer steps; the step 99 -> 100 is "
    "XD.3.last-step (the symbolic form has log 0 at A = 100)",
    families=(M4_BELOW_100,),
)
# the parameter 100 of M4 as a variable: L, not K, which is kappa's name in the paper
L = sp.Symbol("L", positive=True)
M4_END = sp.Matrix([[1, L, 1], [L**2, 1, 0], [1, 0, 1]])  # M4 with 100 replaced by L, at the end A = L of the range
XE3_LIMIT = Limit(
    "DT2019-XE.3.limit",
    "Ent(M5(A)) -> log(7) - 2/7 as A -> +oo",
    src_e,
    expr=M5.entropy,
    var=A,
    to=oo,
    value=sp.log(7, 2) - sp.Rational(2, 7),
    expected=Status.PROVED,
    domain=M5.domain,
    families=(M5,),
)
XE3_DOWN_LATE = Monotone(
    "DT2019-XE.3.decreasing-late",
    f"Ent(M5(A)) is strictly decreasing for A >= A*, {A_STAR_TEXT}",
    src_e,
    expr=M5.entropy,
    var=A,
    over=sp.Interval(A_S, oo),
    direction="decreasing",
    expected=Status.PROVED,
    domain=BESIDE_A_STAR["above"],
    uses=("DT2019-XE.3.turning-point",),
    reading="A* as the symbol A_star pinned by 2 A_star^3 = (A_star + 100)^3, A_star > 1",
    families=(M5,),
)
XE3_UP_EARLY = Monotone(
    "DT2019-XE.3.increasing-early",
    f"Ent(M5(A)) is strictly increasing for 1 <= A <= A*, {A_STAR_TEXT}",
    src_e,
    expr=M5.entropy,
    var=A,
    over=sp.Interval(1, A_S),
    direction="increasing",
    expected=Status.PROVED,
    domain=BESIDE_A_STAR["below"],
    uses=("DT2019-XE.3.turning-point",),
    reading="A* as the symbol A_star pinned by 2 A_star^3 = (A_star + 100)^3, A_star > 1",
    families=(M5,),
)

A_STAR_RATIONALISED = 100 * (1 + sp.cbrt(2) + sp.cbrt(4))  # = A*: 1/(c - 1) = (c^2 + c + 1)/(c^3 - 1), c = 2^(1/3)
TURN = Relation(
    "DT2019-XE.3.turning-point",
    "A* = 100/(2^(1/3) - 1) = 100 (1 + 2^(1/3) + 2^(2/3)) solves (A + 100)^3 = 2 A^3 "
    "(where dEnt(M5)/dA = c log2(2A^3/(A+100)^3) vanishes), 384 < A* < 385",
    src_e,
    relation=[
        eq(A_STAR, A_STAR_RATIONALISED),
        eq((A_STAR_RATIONALISED + 100) ** 3, 2 * A_STAR_RATIONALISED**3),
        *chain(384, "<", A_STAR, "<", 385),
    ],
    expected=Status.PROVED,
)

CLAIMS = [
    IdentityAllN(
        "DT2019-D1",
        "Asy(M) = ||M - M^T||_F = sqrt(sum_ij (M_ij - M_ji)^2): the squared Frobenius norm "
        "trace((M - M^T)(M - M^T)^T) is the printed sum, every N",
        src_d1,
        equations=[(FROBENIUS_SQUARED, PRINTED_ASY_SQUARED)],
        arrays=[M_D1, MT_D1],
        expected=Status.PROVED,
        reading="the radicands of the two roots: equal for every N x N matrix, and >= 0, so the roots are equal",
    ),
    IdentityAllN(
        "DT2019-D2",
        "Ent = sum_i -p_i log p_i, p_i = n_i / n, n = sum n_i, equals log n - (1/n) sum n_i log n_i "
        "(base 2), for any number r of off-diagonal entries n_i >= 0 with n > 0",
        src_d2,
        equations=[(ENT_PRINTED, ENT_SUITE_FORM)],
        arrays=[COUNTS, LOGS],
        expected=Status.PROVED,
        reading="log p_i = log n_i - log n (L_i = log n_i, l = log n), the form log n - sum n_i log n_i / n "
        "every printed Ent formula uses; a zero entry adds 0 to both sides (0 log 0 = 0, the "
        "convention of kappamcc.metrics.entropy); n = sum n_i > 0 is the denominator",
    ),
    Relation(
        "DT2019-XA.3",
        "Ent(M1(A)) = Ent({2A, A, A, 2A, A, A}) = 2.5, independent of A",
        src_a,
        relation=eq(M1.entropy, sp.Rational(5, 2)),
        expected=Status.PROVED,
        domain=M1.domain,
    ),
    Relation(
        "DT2019-S12.entropy",
        "Ent(C_0) is constant in b (it is 0: one non-zero off-diagonal entry)",
        src_s12,
        relation=eq(C0.entropy, 0),
        expected=Status.PROVED,
        domain=C0.domain,
    ),
    Monotone(
        "DT2019-S12.asymmetry",
        "Asy(C_0) = sqrt(2) b increases with b",
        src_s12,
        expr=C0.asymmetry,
        var=b,
        over=sp.Interval(0, oo),
        direction="increasing",
        expected=Status.PROVED,
        domain=C0.domain,
        families=(C0,),
    ),
    Relation(
        "DT2019-XB.3",
        "Ent(M2(A)) = log(A(A+1)+4) - A(2A+1)/(A(A+1)+4) log(A), A > 1",
        src_b,
        relation=eq(M2.entropy, ENT_M2),
        expected=Status.PROVED,
        domain=M2.domain,
        families=(M2,),
    ),
    XB4_DOWN,
    XB4_LIMIT,
    AllOf(
        "DT2019-XB.4",
        "Ent(M2(A)) decreases, converging to 0 as A -> +oo",
        src_b,
        parts=[XB4_DOWN, XB4_LIMIT],
        expected=Status.PROVED,
    ),
    Relation(
        "DT2019-XC.3",
        "Ent(M3(A)) = log(6B+300) - (3B log B + 3(B+100) log(B+100))/(6B+300), B = 1000 - A",
        src_c,
        relation=eq(M3.entropy, ENT_M3),
        expected=Status.PROVED,
        domain=M3.domain,
        families=(M3,),
    ),
    XC3_DOWN,
    XC3_LIMIT,
    XC3_POSITIVE,
    Relation(
        "DT2019-XD.3",
        "Ent(M4(A)) = log g(A) - (A(2A+1) log A + (100-A)(201-2A) log(100-A))/g(A), 50 <= A < 100",
        src_d,
        relation=eq(M4_BELOW_100.entropy, ENT_M4),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(A,),
            constraints=(A >= 50, A < 100),
            text="50 <= A < 100: at A = 100 the printed log(100 - A) is log 0",
            sampler=M4.domain.sampler,
        ),
        families=(M4_BELOW_100,),
    ),
    XD3_DOWN,
    Relation(
        "DT2019-XD.3.last-step",
        "Ent(M4(100)) < Ent(M4(99)) (from the matrices, 0 log 0 = 0)",
        src_d,
        relation=sp.Lt(
            metrics.off_diagonal_entropy(M4.at(A=100)), metrics.off_diagonal_entropy(M4.at(A=99)), evaluate=False
        ),
        expected=Status.PROVED,
    ),
    Limit(
        "DT2019-XD.3.limit",
        "'to zero if we increase the parameter 100': with 100 replaced by L, Ent(M4) at the end "
        "A = L of the range tends to 0 as L -> +oo",
        src_d,
        expr=metrics.off_diagonal_entropy(M4_END),
        var=L,
        to=oo,
        value=0,
        expected=Status.PROVED,
        domain=Domain(symbols=(L,), constraints=(L > 1,), text="L > 1"),
        reading="the parameter 100 of M4 (B = 100 - A, A <= 100) replaced by L, evaluated at A = L",
    ),
    Relation(
        "DT2019-XE.3",
        "Ent(M5(A)) = log(7A+100) - (8A log(A) + (A+100) log(A+100))/(7A+100), A >= 1",
        src_e,
        relation=eq(M5.entropy, ENT_M5),
        expected=Status.CORRECTED,
        erratum=Erratum.false(
            "the entry 2A contributes 2A log(2A) = 2A + 2A log A, not 2A log A: the printed "
            "formula is wrong at every A >= 1"
        ),
        domain=M5.domain,
        correction=Relation(
            "DT2019-XE.3.corrected",
            "Ent(M5(A)) = log(7A+100) - (2A + 6A log(A) + (A+100) log(A+100))/(7A+100), A >= 1",
            src_e,
            relation=eq(M5.entropy, ENT_M5_CORRECTED),
            expected=Status.PROVED,
            domain=M5.domain,
            reading="2A log(2A) = 2A + 2A log A in base 2",
            families=(M5,),
        ),
        families=(M5,),
    ),
    Limit(
        "DT2019-XE.3.printed-limit",
        "the printed XE.3 formula tends to log(7) - 2/7 as A -> +oo",
        src_e,
        expr=ENT_M5,
        var=A,
        to=oo,
        value=sp.log(7, 2) - sp.Rational(2, 7),
        expected=Status.REFUTED,
        domain=M5.domain,
        reading="the formula as printed, not the entropy: it tends to -oo",
        origin=Origin.SUITE,
    ),
    XE3_LIMIT,
    TURN,
    XE3_UP_EARLY,
    XE3_DOWN_LATE,
    Monotone(
        "DT2019-XE.3.decreasing",
        "Ent(M5(A)) decreases (to log(7) - 2/7) as A increases, A >= 1",
        src_e,
        expr=M5.entropy,
        var=A,
        over=sp.Interval(1, oo),
        direction="decreasing",
        expected=Status.CORRECTED,
        erratum=Erratum.false("Ent(M5(A)) increases on [1, A*], A* = 384.73..., and decreases only beyond"),
        domain=on_interval(A, sp.Interval(1, oo)),
        uses=("DT2019-XE.3.increasing-early", "DT2019-XE.3.turning-point"),
        correction=AllOf(
            "DT2019-XE.3.decreasing.corrected",
            f"Ent(M5(A)) strictly increases on [1, A*] and strictly decreases to log(7) - 2/7 on "
            f"[A*, oo), {A_STAR_TEXT} (the root of 2A^3 = (A+100)^3, where f' = c log2(2A^3/(A+100)^3), "
            "c = -200/(7A+100)^2 < 0, changes sign)",
            src_e,
            parts=[TURN, XE3_UP_EARLY, XE3_DOWN_LATE, XE3_LIMIT],
            expected=Status.PROVED,
        ),
        families=(M5,),
    ),
]

# --- the examples' purpose statements, from the claims above ------------------------------------
from kappamcc.proofs.delgado_tibau_2019 import claim_in  # noqa: E402
from kappamcc.proofs.delgado_tibau_2019.examples_asy import CLAIMS as _ASY  # noqa: E402
from kappamcc.proofs.delgado_tibau_2019.examples_behaviour import CLAIMS as _MOVES  # noqa: E402

CLAIMS += [
    AllOf(
        "DT2019-XC.0",
        "M3: asymmetry constant, entropy decreasing to a positive limit, and no discrepancy between MCC and kappa",
        src_c,
        parts=[claim_in(_ASY, "DT2019-XC.4"), XC3_DOWN, XC3_LIMIT, XC3_POSITIVE, claim_in(_MOVES, "DT2019-XC.2")],
        expected=Status.PROVED,
    ),
    AllOf(
        "DT2019-XD.5",
        "Table 2 text: for A > 50 entropy decreases, asymmetry increases, MCC decreases and kappa "
        "increases; symmetrical behaviour for A < 50",
        dt("p22, L2956-2962"),
        parts=[
            XD3_DOWN,
            claim_in(_ASY, "DT2019-XD.2.increasing"),
            claim_in(_MOVES, "DT2019-XD.4"),
            claim_in(_MOVES, "DT2019-XD.4.below"),
        ],
        expected=Status.PROVED,
    ),
]
