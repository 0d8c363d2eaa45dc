"""Lemma 9 and each step of its proof (DT2019-L9.0, L9.S1-S4, L9.C).

Delgado & Tibau 2019, p21, L2762-2831 (H117-H119).  C(A) = (C_ij(A)) is "a matrix of
non-negative integers depending on a parameter A in N, and such that Ent(C(A)) > 0 for
any A":

    L9.0  lim_{A->+oo} Ent(C(A)) = 0  =>  lim_{A->+oo} Asy(C(A)) = +oo
    L9.S1 "there must exist a pair (i, j), with i != j, such that lim C_ij(A) = +oo and
          for all (r, s) != (i, j), lim C_rs(A) / C_ij(A) = 0"
    L9.S2 lim (C_ij - C_ji)^2 = lim (1 - C_ji/C_ij)^2 C_ij^2 = +oo
    L9.S3 since lim (1 - C_ji/C_ij)^2 = (1 - 0)^2 = 1 and lim C_ij^2 = +oo
    L9.S4 Asy(C(A)) >= |C_ij(A) - C_ji(A)| -> +oo
    L9.C  the examples (C_1, Z_A, M_2) where Ent -> 0 and Asy -> +oo are "not a
          coincidence but the rule"

How each statement is decided (the report gives the verdicts): by the derivation kernel's
statements about every matrix (``Matrices``) and every sequence of matrices (``Sequences``),
over the functionals ENT, ASY, MAX (the largest off-diagonal entry) and REST (the sum of the
other off-diagonal entries), with P = MAX/(MAX + REST).
* **L9.S4**, for every N and every pair: Asy^2 is D1's sum of squares, in which
  (C_ij - C_ji)^2 stands twice and the other terms are >= 0.
* **L9.0**: ENT >= -log2 P (key.term summed), ENT > 0 gives REST > 0 (one non-zero entry has
  Ent 0), integers give REST >= 1, and ASY >= MAX - REST (L9.S4 at the largest cell), so
  ASY >= (2P - 1)/(1 - P).  Along a sequence with ENT > 0 and ENT -> 0, -log2 P (decreasing
  and > 0 on (0, 1): key.min-entropy) is squeezed to 0, P -> 1 and (2P - 1)/(1 - P) -> +oo (the
  kernel's Squeeze rule).
* **Integrality**: the real-entry variant (L9.0.reals) is decided on C(A) = [[1, 1/A],
  [1/A^2, 1]], where Ent -> 0 and Asy -> 0.  The printed proof uses it
  silently in S1 ("C_ij -> +oo").
* **L9.S1 as printed**: the quantifier ranges over all (r, s) != (i, j),
  diagonal cells included.  C(A) = [[A^2, A], [1, 1]] has Ent -> 0, but the only
  off-diagonal entry that grows, C_12 = A, is dwarfed by C_11 = A^2.  It also fails for
  the off-diagonal reading when the dominant cell alternates (C_12 = A, C_21 = 1 for even
  A and the transpose for odd A: no fixed (i, j) has C_ij -> +oo), which is why the
  correction lets the pair depend on A.  Corrected: "the largest off-diagonal entry
  tends to +oo and every other off-diagonal entry is o(it)": MAX >= (2P - 1)/(1 - P) and
  REST/MAX = (1 - P)/P, squeezed as in L9.0.
* S2-S4 are correct once S1 is replaced by its correction.
"""

from functools import partial

import sympy as sp

from kappamcc.families.binary import b, c_one
from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.family import Family
from kappamcc.model.predicates import (
    Bounded,
    DecreasingTo,
    Ratio,
    AsymmetryToInfinity,
    DominantOffDiagonalPair,
    EntropyToZero,
    Positive,
    Reading,
)
from kappamcc.model.derivations import ASY, CIJ, CJI, ENT, MAX, REST, Close, Fact, Matrices, Sequences, Squeeze
from kappamcc.model.kinds import AllOf, Derived, ForEveryFamily, Limit, Relation, eq
from kappamcc.testing.samplers import P as U, S as V, PointsFrom
from kappamcc.testing.strategies import rationals
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.proofs.delgado_tibau_2019.remark_4 import R4_0

src = dt("p21, L2762-2831 (H117-H119)")
src_s1, src_s2, src_s4, src_c = (
    dt("p21, L2778-2795"),
    dt("p21, L2797-2812"),
    dt("p21, L2814-2820"),
    dt("p21, L2822-2831"),
)
oo = sp.oo

p, q = sp.symbols("p q", positive=True)
M, R = sp.symbols("M R", positive=True)
e = sp.Symbol("e", positive=True)
A = sp.Symbol("A", positive=True)
x, y = sp.symbols("x y", positive=True)


# M = u + v > R = v > 0 (u, v > 0 drawn)
PAIR_POINTS = {M: U + V, R: V}
PAIR_DRAWS = {U: rationals(positive=True), V: rationals(positive=True)}


TERM = Relation(
    "DT2019-L9.key.term",
    "-q log q >= -q log p for 0 < q <= p <= 1 (each term of Ent vs the largest p)",
    src,
    relation=sp.Ge(-q * sp.log(q, 2), -q * sp.log(p, 2), evaluate=False),
    expected=Status.PROVED,
    domain=Domain(
        symbols=(p, q),
        constraints=(q <= p, p <= 1),
        text="0 < q <= p <= 1",
        sampler=PointsFrom(
            {p: 1 / (1 + U), q: 1 / ((1 + U) * (1 + V))},
            {U: rationals(nonnegative=True), V: rationals(nonnegative=True)},
        ),
    ),
    reading="summed over the off-diagonal entries: Ent >= -log2 p_max (min-entropy bound)",
)
SINGLE = Relation(
    "DT2019-L9.key.single-entry",
    "Ent of off-diagonal entries with one non-zero entry M is 0 "
    "(so Ent > 0 needs a second non-zero entry: an integer, so R >= 1)",
    src,
    relation=eq(metrics.entropy([M, 0, 0, 0, 0, 0]), 0),
    expected=Status.PROVED,
    domain=Domain(symbols=(M,), constraints=(), text="M > 0"),
)
ASY_PAIR_GOAL = sp.Ge(ASY, sp.Abs(CIJ - CJI), evaluate=False)
ASY_PAIR = Derived(
    "DT2019-L9.S4",
    "Asy(C) >= |C_ij - C_ji| for every N x N matrix and every pair (i, j)",
    src_s4,
    formula=Matrices("real", (), ASY_PAIR_GOAL),
    lines=[Fact("frobenius"), Close(ASY_PAIR_GOAL, (), (1,))],
    expected=Status.PROVED,
    reading="every N x N matrix of non-negative numbers and every off-diagonal pair (i, j)",
)
GAP = Relation(
    "DT2019-L9.key.gap",
    "R >= 1, M > R, p = M/(M+R): M - R >= (2p - 1)/(1 - p)",
    src,
    relation=sp.Ge(M - R, (2 * M / (M + R) - 1) / (1 - M / (M + R)), evaluate=False),
    expected=Status.PROVED,
    domain=Domain(
        symbols=(M, R),
        constraints=(R >= 1, M > R),
        text="R >= 1, M > R",
        sampler=PointsFrom(PAIR_POINTS, PAIR_DRAWS, where=sp.And(R >= 1, M > R)),
    ),
)
BLOW_UP = Limit(
    "DT2019-L9.key.blow-up",
    "(2p - 1)/(1 - p) -> +oo as p -> 1 from below",
    src,
    expr=(2 * p - 1) / (1 - p),
    var=p,
    to=1,
    value=oo,
    expected=Status.PROVED,
    domain=Domain(symbols=(p,), constraints=(p < 1,), text="0 < p < 1"),
)
RATIO_LIMIT = Limit(
    "DT2019-L9.key.ratio-limit",
    "(1 - p)/p -> 0 as p -> 1 from below",
    src,
    expr=(1 - p) / p,
    var=p,
    to=1,
    value=0,
    expected=Status.PROVED,
    domain=Domain(symbols=(p,), constraints=(p < 1,), text="0 < p < 1"),
)
w = sp.Symbol("w", positive=True)
MIN_ENTROPY_DECREASING = Relation(
    "DT2019-L9.key.min-entropy",
    "-log2 z >= -log2 w > 0 for 0 < z <= w < 1",
    src,
    relation=[sp.Ge(-sp.log(q, 2), -sp.log(w, 2), evaluate=False), sp.Gt(-sp.log(w, 2), 0, evaluate=False)],
    expected=Status.PROVED,
    domain=Domain(
        symbols=(q, w),
        constraints=(q <= w, w < 1),
        text="0 < z <= w < 1",
        sampler=PointsFrom(
            {w: 1 / (1 + U), q: 1 / ((1 + U) * (1 + V))}, {U: rationals(positive=True), V: rationals(nonnegative=True)}
        ),
    ),
)

# Lemma 9 over every matrix and every sequence of matrices (kappamcc.model.derivations.Matrices, Sequences)
P = MAX / (MAX + REST)
HAS_ENTROPY = (sp.Gt(ENT, 0),)
TABLE = [
    Fact("order"),
    Fact("integer"),
    Fact("single-entry"),
    Fact("largest-pair", (ASY_PAIR,)),
    Fact("min-entropy", (TERM,)),
]  # lines 1-5
RANGE = Close(sp.And(sp.Lt(0, P), sp.Lt(P, 1)), HAS_ENTROPY, (1, 3))  # line 6


# the formula "along every sequence of integer matrices with Ent > 0 and Ent -> 0: goal" (goal an
# (expression, limit) pair, the last field of Sequences)
along_sequences = partial(Sequences, "integer", HAS_ENTROPY, ((ENT, 0),))


RATIO = Relation(
    "DT2019-L9.key.ratio",
    "p = M/(M+R) gives R/M = (1 - p)/p (so p -> 1 iff R/M -> 0)",
    src,
    relation=eq(R / M, (1 - M / (M + R)) / (M / (M + R))),
    expected=Status.PROVED,
    domain=Domain(symbols=(M, R), constraints=(), text="M, R > 0"),
)

# the real-entry family: Ent -> 0 while Asy -> 0
REAL_FAMILY = sp.Matrix([[1, 1 / A], [1 / A**2, 1]])
REAL_ENT = Limit(
    "DT2019-L9.0.reals.entropy",
    "C(A) = [[1, 1/A], [1/A^2, 1]]: Ent(C(A)) -> 0",
    src,
    expr=metrics.off_diagonal_entropy(REAL_FAMILY),
    var=A,
    to=oo,
    value=0,
    expected=Status.PROVED,
    domain=Domain(symbols=(A,), constraints=(A > 1,), text="A > 1"),
)
REAL_ASY = Limit(
    "DT2019-L9.0.reals.asymmetry",
    "C(A) = [[1, 1/A], [1/A^2, 1]]: Asy(C(A)) -> 0",
    src,
    expr=metrics.asymmetry(REAL_FAMILY),
    var=A,
    to=oo,
    value=0,
    expected=Status.PROVED,
    domain=Domain(symbols=(A,), constraints=(A > 1,), text="A > 1"),
)

# the printed S1 fails: C(A) = [[A^2, A], [1, 1]]
S1_FAMILY = sp.Matrix([[A**2, A], [1, 1]])
S1 = Family("C(A) = [[A^2, A], [1, 1]]", S1_FAMILY, Domain(symbols=(A,), constraints=(A >= 1,), text="A >= 1"))
C1 = c_one()
S1_ENT_IS_C1 = Relation(
    "DT2019-L9.S1.family-entropy",
    "C(A) = [[A^2, A], [1, 1]]: Ent(C(A)) = Ent({1, A}) = Ent(C_1) at b = A",
    src_s1,
    relation=eq(S1.entropy, C1.entropy.xreplace({b: A})),
    expected=Status.PROVED,
    domain=Domain(symbols=(A,), constraints=(A >= 1,), text="A >= 1"),
    uses=("DT2019-R4.4.decreasing", "DT2019-R4.4.limit"),
    reading="so Ent(C(A)) > 0 and Ent -> 0 by DT2019-R4.4.decreasing/.limit",
    families=(S1,),
)
S1_ENT_LIMIT = Limit(
    "DT2019-L9.S1.family-entropy-limit",
    "C(A) = [[A^2, A], [1, 1]]: Ent(C(A)) -> 0",
    src_s1,
    expr=S1.entropy,
    var=A,
    to=oo,
    value=0,
    expected=Status.PROVED,
    domain=Domain(symbols=(A,), constraints=(A >= 1,), text="A >= 1"),
    families=(S1,),
)
S1_DIAGONAL = Limit(
    "DT2019-L9.S1.family-diagonal",
    "C(A) = [[A^2, A], [1, 1]]: C_11/C_12 -> +oo (not 0)",
    src_s1,
    expr=S1_FAMILY[0, 0] / S1_FAMILY[0, 1],
    var=A,
    to=oo,
    value=oo,
    expected=Status.PROVED,
    domain=Domain(symbols=(A,), constraints=(A >= 1,), text="A >= 1"),
)


# the squeezes along sequences with Ent > 0, Ent -> 0: lines 1-5 the table, 6 the range of P, 7 the upper
# bound ``upper``, 8 the squeeze of ``goal`` to ``limit``'s value; (id, statement, source, goal, upper, limit, fields)
SQUEEZED = {
    cid: Derived(
        cid,
        statement,
        source,
        formula=along_sequences((goal, limit.value)),
        lines=[
            *TABLE,
            RANGE,
            Close(upper, HAS_ENTROPY, (1, 2, 3, 4)),
            Squeeze(
                lower=5, upper=7, range=6, decreasing=MIN_ENTROPY_DECREASING, limit=limit, of=ENT, at=P, value=goal
            ),
        ],
        **fields,
    )
    for cid, statement, source, goal, upper, limit, fields in (
        (
            "DT2019-L9.S1.corrected.largest",
            "Ent > 0, Ent -> 0 (integer entries): MAX -> +oo",
            src_s1,
            MAX,
            sp.Ge(MAX, (2 * P - 1) / (1 - P), evaluate=False),
            BLOW_UP,
            {"expected": Status.PROVED, "origin": Origin.SUITE},
        ),
        (
            "DT2019-L9.S1.corrected.others",
            "Ent > 0, Ent -> 0 (integer entries): REST/MAX -> 0",
            src_s1,
            REST / MAX,
            eq(REST / MAX, (1 - P) / P),
            RATIO_LIMIT,
            {"expected": Status.PROVED, "origin": Origin.SUITE},
        ),
        (
            "DT2019-L9.0",
            "C(A) non-negative integers, Ent(C(A)) > 0: Ent -> 0 implies Asy -> +oo",
            src,
            ASY,
            sp.Ge(ASY, (2 * P - 1) / (1 - P), evaluate=False),
            BLOW_UP,
            {
                "expected": Status.PROVED,
                "reading": "every N and every sequence C(A), A in N, of N x N matrices of non-negative integers with "
                "Ent(C(A)) > 0 at every A (Ent over the off-diagonal entries, D2)",
            },
        ),
    )
}

S1_CORRECTED = AllOf(
    "DT2019-L9.S1.corrected",
    "for A large the largest off-diagonal entry M(A) -> +oo and every other off-diagonal entry is "
    "o(M(A)) (the pair may depend on A)",
    src_s1,
    parts=[SQUEEZED["DT2019-L9.S1.corrected.largest"], SQUEEZED["DT2019-L9.S1.corrected.others"]],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

L9_0 = SQUEEZED["DT2019-L9.0"]

REAL_READING = Reading(
    Family("C(A) = [[1, 1/A], [1/A^2, 1]]", REAL_FAMILY, Domain(symbols=(A,), constraints=(A > 1,), text="A > 1")),
    A,
    sp.Interval.open(1, sp.oo),
    {("asymmetry-limit", "value"): 0, ("positive-entropy", "by"): DecreasingTo(0)},
    "C(A) = [[1, 1/A], [1/A^2, 1]], A > 1",
)
S1_READING = Reading(
    S1,
    A,
    sp.Interval(1, sp.oo),
    {("pair", (0, 1)): Ratio((0, 0), sp.oo), ("pair", (1, 0)): Bounded(1), ("positive-entropy", "by"): DecreasingTo(0)},
    "C(A) = [[A^2, A], [1, 1]], A >= 1 (A in N)",
)

CLAIMS = [
    TERM,
    SINGLE,
    RATIO,
    GAP,
    BLOW_UP,
    RATIO_LIMIT,
    MIN_ENTROPY_DECREASING,
    ASY_PAIR,
    L9_0,
    *S1_CORRECTED.parts,
    REAL_ENT,
    REAL_ASY,
    ForEveryFamily(
        "DT2019-L9.0.reals",
        "Lemma 9 with non-negative real (not integer) entries",
        src,
        hypotheses=[Positive("entropy"), EntropyToZero()],
        conclusion=AsymmetryToInfinity(),
        counterexample=REAL_READING,
        expected=Status.REFUTED,
        origin=Origin.SUITE,
        reading="suite-made variant: shows where the proof needs integers",
    ),
    S1_ENT_IS_C1,
    S1_ENT_LIMIT,
    S1_DIAGONAL,
    ForEveryFamily(
        "DT2019-L9.S1",
        "Ent -> 0 implies a pair (i, j), i != j, with C_ij -> +oo and C_rs/C_ij -> 0 for all (r, s) != (i, j)",
        src_s1,
        hypotheses=[Positive("entropy"), EntropyToZero()],
        conclusion=DominantOffDiagonalPair(),
        counterexample=S1_READING,
        expected=Status.CORRECTED,
        correction=S1_CORRECTED,
        erratum=Erratum.false(
            "no fixed off-diagonal cell need dominate: on [[A^2, A], [1, 1]] the diagonal C_11 dwarfs C_12"
        ),
        uses=("DT2019-L9.S1.family-entropy", "DT2019-L9.S1.family-diagonal"),
        reading="as printed: (r, s) ranges over all cells, diagonal included",
    ),
    S1_CORRECTED,
    Relation(
        "DT2019-L9.S2",
        "(C_ij - C_ji)^2 = (1 - C_ji/C_ij)^2 C_ij^2 for C_ij > 0",
        src_s2,
        relation=eq((x - y) ** 2, (1 - y / x) ** 2 * x**2),
        expected=Status.PROVED,
        domain=Domain(symbols=(x, y), constraints=(), text="x = C_ij > 0, y = C_ji"),
    ),
    Limit(
        "DT2019-L9.S3",
        "(1 - r)^2 -> (1 - 0)^2 = 1 as r = C_ji/C_ij -> 0",
        src_s2,
        expr=(1 - e) ** 2,
        var=e,
        to=0,
        value=1,
        expected=Status.PROVED,
        domain=Domain(symbols=(e,), constraints=(), text="r > 0"),
    ),
    AllOf(
        "DT2019-L9.C",
        "Ent -> 0 with Asy -> +oo in C_1, Z_A and M_2 is the rule, not a coincidence",
        src_c,
        parts=[L9_0, R4_0],
        expected=Status.PROVED,
        reading="'the rule': every integer family with Ent > 0 and Ent -> 0 has Asy -> +oo (L9.0), and the three "
        "examples (R4.0: Ent decreasing to 0, Asy -> +oo) are such families, read at integer parameters",
    ),
]
