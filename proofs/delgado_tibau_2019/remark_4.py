"""Remark 4: asymmetry and entropy of Z_A (every N >= 2) and of C_1 (DT2019-R4.0 ... R4.4).

Delgado & Tibau 2019, p20, L2699-2737 (H115):

    "for matrix M2(A), MCC and Kappa diverge as A increases, as it happens with the family
    of matrices Z_A and with the confusion matrix C_1 = [[a, b], [1, d]] ... In the three
    scenarios, entropy decreases to zero and the asymmetry of the confusion matrix grows
    to +oo."                                                                       (R4.0)
    "Indeed, for matrices Z_A (as A -> +oo) and C_1 (as b -> +oo) we have that"
        Asy(Z_A) = sqrt(2) (A - 1) -> +oo                                           (R4.1)
        Ent(Z_A) = log(N^2 - 1 + A) - A/(N^2 - 1 + A) log(A) -> 0 (decreasing)      (R4.2)
        Asy(C_1) = sqrt(2) |b - 1| -> +oo                                           (R4.3)
        Ent(C_1) = Ent({1, b}) = -b/(b + 1) log(b) + log(b + 1) -> 0 (decreasing)   (R4.4)

Z_A's Asy and Ent are derived for symbolic N from its entrywise definition (families/z_a.py:
Z_ij = 1 + (A - 1) delta(i, 1) delta(j, N); the N(N - 1) off-diagonal cells hold N(N - 1) - 1
ones and A).

Errata:
* R4.2: the off-diagonal entries of Z_A sum to N^2 - N - 1 + A, not N^2 - 1 + A (that is
  the sum of *all* entries: the printed formula is the entropy of the whole matrix, whose
  diagonal ones add nothing to sum n log n but do add N to n).  At N = 2, A = 2 the
  printed value is log2(5) - 2/5 = 1.92..., Ent(Z_2) = log2(3) - 2/3 = 0.918...
  Both tend to 0.
R4.1 is read with its qualifier "as A -> +oo" (docs/readings.md): the formula, without the
absolute value R4.3 has, holds for every A >= 1, the asymptotic regime; for 0 <= A < 1,
outside it, Asy = sqrt(2) (1 - A) (R4.1.corrected.holds and .fails prove the two sides).
* "decreases": Ent(Z_A) and Ent(C_1) increase on (0, 1) and decrease on (1, +oo); read
  as "eventually decreasing", as the context "as A -> +oo" suggests.
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import b, c_one
from kappamcc.families.experiments import A as A_M, m2
from kappamcc.families.z_a import A, N, z_a_asymmetry, z_a_entropy
from kappamcc.model.claims import Domain, Erratum, Status
from kappamcc.model.kinds import AllOf, Limit, Monotone, Relation, eq
from kappamcc.testing.samplers import P, S, PointsFrom
from kappamcc.testing.strategies import rationals, unit_fractions
from kappamcc.proofs.delgado_tibau_2019 import dt

src = dt("p20, L2699-2737 (H115)")
oo = sp.oo


# integer N >= 2 and A > low (strict) or A >= low: the Z_A domains of R4, each sampled at N = 2..12, A = low + v, v > 0
Z_A_DOMAINS = {
    (low, strict): Domain(
        symbols=(N, A),
        constraints=(N >= 2, A > low if strict else A >= low),
        text=f"integer N >= 2, A {'>' if strict else '>='} {low}",
        sampler=PointsFrom({N: P, A: low + S}, {P: st.integers(2, 12).map(sp.Integer), S: rationals(positive=True)}),
    )
    for low in (0, 1)
    for strict in (True, False)
}
# {N, A} with N = 2..12 and 0 <= A < 1
Z_A_BELOW_ONE = PointsFrom({N: P, A: S}, {P: st.integers(2, 12).map(sp.Integer), S: unit_fractions()})

C1 = c_one()
ASY_Z, ENT_Z = z_a_asymmetry(), z_a_entropy()
ASY_C1 = C1.asymmetry
ENT_C1 = sp.log(1 + b, 2) - b * sp.log(b, 2) / (1 + b)  # Ent({1, b}), derived below from the matrix
B_POS = Domain(
    symbols=(b,), constraints=(b > 0,), text="b > 0", sampler=PointsFrom({b: P}, {P: rationals(positive=True)})
)
B_GT1 = Domain(
    symbols=(b,), constraints=(b > 1,), text="b > 1", sampler=PointsFrom({b: 1 + P}, {P: rationals(positive=True)})
)

R41_HOLDS = Relation(
    "DT2019-R4.1.corrected.holds",
    "Asy(Z_A) = sqrt(2) (A - 1) for A >= 1 (every N >= 2)",
    src,
    relation=eq(ASY_Z, sp.sqrt(2) * (A - 1)),
    expected=Status.PROVED,
    domain=Z_A_DOMAINS[1, False],
)
R41_FAILS = Relation(
    "DT2019-R4.1.corrected.fails",
    "for 0 <= A < 1: Asy(Z_A) = sqrt(2) (1 - A), which exceeds the printed sqrt(2) (A - 1) (every N >= 2)",
    src,
    relation=[eq(ASY_Z, sp.sqrt(2) * (1 - A)), sp.Gt(ASY_Z, sp.sqrt(2) * (A - 1))],
    expected=Status.PROVED,
    domain=Domain(
        symbols=(N, A),
        constraints=(N >= 2, A >= 0, A < 1),
        text="integer N >= 2, 0 <= A < 1",
        sampler=Z_A_BELOW_ONE,
    ),
)
R41_UP = Monotone(
    "DT2019-R4.1.increasing",
    "Asy(Z_A) increases with A for A > 1 (every N >= 2)",
    src,
    expr=ASY_Z,
    var=A,
    over=sp.Interval.open(1, oo),
    direction="increasing",
    expected=Status.PROVED,
    domain=Z_A_DOMAINS[1, True],
)
R41_LIMIT = Limit(
    "DT2019-R4.1.limit",
    "Asy(Z_A) -> +oo as A -> +oo",
    src,
    expr=ASY_Z,
    var=A,
    to=oo,
    value=oo,
    expected=Status.PROVED,
    domain=Z_A_DOMAINS[0, False],
)
R42_DOWN = Monotone(
    "DT2019-R4.2.decreasing",
    "Ent(Z_A) decreases in A for A > 1 (every N >= 2)",
    src,
    expr=ENT_Z,
    var=A,
    over=sp.Interval.open(1, oo),
    direction="decreasing",
    expected=Status.PROVED,
    domain=Z_A_DOMAINS[1, True],
)
R42_UP_LOW = Monotone(
    "DT2019-R4.2.increasing-below-1",
    "Ent(Z_A) increases in A for 0 < A < 1 (every N >= 2)",
    src,
    expr=ENT_Z,
    var=A,
    over=sp.Interval.open(0, 1),
    direction="increasing",
    expected=Status.PROVED,
    domain=Domain(
        symbols=(N, A),
        constraints=(N >= 2, A > 0, A < 1),
        text="integer N >= 2, 0 < A < 1",
        sampler=Z_A_BELOW_ONE,
    ),
)
R42_LIMIT = Limit(
    "DT2019-R4.2.limit",
    "Ent(Z_A) -> 0 as A -> +oo (every N >= 2)",
    src,
    expr=ENT_Z,
    var=A,
    to=oo,
    value=0,
    expected=Status.PROVED,
    domain=Z_A_DOMAINS[0, True],
)
R43_UP = Monotone(
    "DT2019-R4.3.increasing",
    "Asy(C_1) increases with b for b > 1",
    src,
    expr=ASY_C1,
    var=b,
    over=sp.Interval.open(1, oo),
    direction="increasing",
    expected=Status.PROVED,
    domain=B_GT1,
    families=(C1,),
)
R43_LIMIT = Limit(
    "DT2019-R4.3.limit",
    "Asy(C_1) -> +oo as b -> +oo",
    src,
    expr=ASY_C1,
    var=b,
    to=oo,
    value=oo,
    expected=Status.PROVED,
    domain=B_POS,
    families=(C1,),
)
R44_DOWN = Monotone(
    "DT2019-R4.4.decreasing",
    "Ent(C_1) decreases in b for b > 1 (it increases on (0, 1))",
    src,
    expr=C1.entropy,
    var=b,
    over=sp.Interval.open(1, oo),
    direction="decreasing",
    expected=Status.PROVED,
    domain=B_GT1,
    families=(C1,),
)
R44_LIMIT = Limit(
    "DT2019-R4.4.limit",
    "Ent(C_1) -> 0 as b -> +oo",
    src,
    expr=C1.entropy,
    var=b,
    to=oo,
    value=0,
    expected=Status.PROVED,
    domain=B_POS,
    families=(C1,),
)
M2 = m2()
M2_ASY_LIMIT = Limit(
    "DT2019-R4.0.m2-asymmetry",
    "Asy(M2(A)) -> +oo as A -> +oo",
    src,
    expr=M2.asymmetry,
    var=A_M,
    to=oo,
    value=oo,
    expected=Status.PROVED,
    domain=M2.domain,
    families=(M2,),
)

CLAIMS = [
    Relation(
        "DT2019-R4.1",
        "for Z_A as A -> +oo: Asy(Z_A) = sqrt(2) (A - 1) -> +oo; the formula holds for every A >= 1 (every N >= 2)",
        src,
        relation=eq(ASY_Z, sp.sqrt(2) * (A - 1)),
        expected=Status.PROVED,
        domain=Z_A_DOMAINS[1, False],
        uses=("DT2019-R4.1.limit", "DT2019-R4.1.increasing"),
        reading="'for matrices Z_A (as A -> +oo)' qualifies the formula: it is the asymptotic regime, and the "
        "formula is exact there from A = 1 on (the witness of 'for all large A'); for 0 <= A < 1 "
        "Asy = sqrt(2) (1 - A) (DT2019-R4.1.corrected.fails), outside that regime",
    ),
    R41_HOLDS,
    R41_FAILS,
    R41_UP,
    R41_LIMIT,
    Relation(
        "DT2019-R4.2",
        "Ent(Z_A) = log(N^2 - 1 + A) - A/(N^2 - 1 + A) log(A), A > 0, every N >= 2",
        src,
        relation=eq(ENT_Z, sp.log(N**2 - 1 + A, 2) - A / (N**2 - 1 + A) * sp.log(A, 2)),
        expected=Status.CORRECTED,
        erratum=Erratum.typo(
            "N^2 - 1 + A (the total of all entries) stands for N^2 - N - 1 + A (the off-"
            "diagonal total) in both places; the decrease and the limit 0 are unaffected"
        ),
        domain=Z_A_DOMAINS[0, True],
        correction=Relation(
            "DT2019-R4.2.corrected",
            "Ent(Z_A) = log(N^2 - N - 1 + A) - A/(N^2 - N - 1 + A) log(A) (off-diagonal sum)",
            src,
            relation=eq(ENT_Z, sp.log(N**2 - N - 1 + A, 2) - A / (N**2 - N - 1 + A) * sp.log(A, 2)),
            expected=Status.PROVED,
            domain=Z_A_DOMAINS[0, True],
        ),
    ),
    R42_DOWN,
    R42_UP_LOW,
    R42_LIMIT,
    Relation(
        "DT2019-R4.3",
        "Asy(C_1) = sqrt(2) |b - 1|",
        src,
        relation=eq(ASY_C1, sp.sqrt(2) * sp.Abs(b - 1)),
        expected=Status.PROVED,
        domain=C1.domain,
        families=(C1,),
    ),
    R43_UP,
    R43_LIMIT,
    Relation(
        "DT2019-R4.4",
        "Ent(C_1) = Ent({1, b}) = -b/(b+1) log(b) + log(b+1), b > 0",
        src,
        relation=eq(C1.entropy, -b / (b + 1) * sp.log(b, 2) + sp.log(b + 1, 2)),
        expected=Status.PROVED,
        domain=C1.domain,
        families=(C1,),
    ),
    R44_DOWN,
    R44_LIMIT,
    M2_ASY_LIMIT,
]
R4_0 = AllOf(
    "DT2019-R4.0",
    "M2(A), Z_A and C_1: entropy decreases to 0 and asymmetry grows to +oo",
    src,
    parts=[R41_UP, R41_LIMIT, R42_DOWN, R42_LIMIT, R43_UP, R43_LIMIT, R44_DOWN, R44_LIMIT, M2_ASY_LIMIT],
    expected=Status.PROVED,
    uses=("DT2019-XB.4", "DT2019-XB.6", "DT2019-P8.6"),
)
CLAIMS.append(R4_0)
