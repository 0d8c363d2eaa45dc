"""Maximum and range of MCC and kappa, for every N (DT2019-S2).

Delgado & Tibau 2019, p7, L1004-1009 (H43):

    "Both MCC and Kappa assume their theoretical maximum value of +1 when classification is
     perfect, the larger the metric value, the better the classifier performance."      (S2.1)
    "MCC ranges between -1 and +1 while Kappa does not in general, although it does in the
     cases considered in this work."                                                     (S2.2)

Decided for every number of classes N by checked derivations (``Derived``): the index
sums become real atoms (S, tr, sum r_k c_k, ...), a per-class inequality in the four
numbers of one class k (Z3) is summed over k once its domain is shown to hold for every
class (``Lift``), Cauchy-Schwarz comes from the weighted Lagrange identity, and Z3 closes
each statement from those facts.

Reading of S2.2's middle clause: "Kappa does not [range between -1 and +1] in general"
is read as "some confusion matrix has kappa outside [-1, 1]".  The suite proves
-1 <= kappa <= 1 for every matrix of every size on which kappa is defined, so that
clause is REFUTED (the evidence is the proof, not a point).  The attained values
-1 and +1 are recorded too (DT2019-S2.attained).
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.derivations import CauchySchwarz, Cite, Close, Lift, Nonneg, matrices
from kappamcc.model.kinds import AllOf, Derived, Exists, IdentityAllN, Relation, eq
from kappamcc.model.index_forms import col, fresh, kappa_marginal, mcc_marginal_parts, row, sum_rc, sum_rr, total, trace
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, Sum, delta, ne
from kappamcc.testing.samplers import P as DRAWN_D, PointsFrom
from kappamcc.testing.strategies import rationals
from kappamcc.proofs.delgado_tibau_2019 import dt

C = Array("C")
S = total(C)
i, j, k, l = (fresh(s) for s in "ijkl")
STEP = dt("p7, L1004-1009 (suite step)")

OUTSIDE = IdentityAllN(
    "DT2019-S2.outside",
    "S - r_k - c_k + C_kk = sum of the entries outside row k and column k",
    STEP,
    equations=[(S - row(C, k) - col(C, k) + C[k, k], Sum(C[i, j], i, j, where=[ne(i, k), ne(j, k)]))],
    arrays=[C],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
DIAGONAL = IdentityAllN(
    "DT2019-S2.diagonal",
    "r_k - C_kk, c_k - C_kk, S - r_k, S - c_k and S - tr are sums of entries",
    STEP,
    equations=[
        (row(C, k) - C[k, k], Sum(C[k, l], l, where=[ne(l, k)])),
        (col(C, k) - C[k, k], Sum(C[l, k], l, where=[ne(l, k)])),
        (S - row(C, k), Sum(C[i, j], i, j, where=[ne(i, k)])),
        (S - col(C, k), Sum(C[i, j], i, j, where=[ne(j, k)])),
        (S - trace(C), Sum(C[i, j], i, j, where=[ne(i, j)])),
    ],
    arrays=[C],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
n, d_rows, d_cols = mcc_marginal_parts(C)
PER_CLASS_SUMS = IdentityAllN(
    "DT2019-S2.per-class",
    "S tr - sum r c, S^2 - sum r^2, S^2 - sum c^2 are sums over k of per-class terms",
    STEP,
    equations=[
        (Sum(S * C[k, k] - row(C, k) * col(C, k), k), n),
        (Sum(row(C, k) * (S - row(C, k)), k), d_rows),
        (Sum(col(C, k) * (S - col(C, k)), k), d_cols),
        (Sum((row(C, k) + col(C, k)) * (S + C[k, k]), k), 2 * S * S + Sum((row(C, k) + col(C, k)) * C[k, k], k)),
    ],
    arrays=[C],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
u, v = Array("u", "vector"), Array("v", "vector")
LAGRANGE = IdentityAllN(
    "DT2019-S2.lagrange",
    "Lagrange: 2((sum u^2)(sum v^2) - (sum u v)^2) = sum_ij (u_i v_j - u_j v_i)^2 (Cauchy-Schwarz)",
    STEP,
    equations=[
        (
            2 * (Sum(u[i] * u[i], i) * Sum(v[j] * v[j], j) - Sum(u[k] * v[k], k) ** 2),
            Sum((u[i] * v[j] - u[j] * v[i]) ** 2, i, j),
        )
    ],
    arrays=[u, v],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

# one class k: d = C_kk, r = r_k, c = c_k, total S; the facts above give the constraints
d, r, c, s = sp.symbols("d r c S", real=True)


# C_kk = d, the rest of row k (x) and column k (y), everything else (z): all >= 0 (drawn)
x_, y_, z_ = sp.symbols("x_drawn y_drawn z_drawn", real=True)
ONE_CLASS_POINTS = PointsFrom(
    {d: DRAWN_D, r: DRAWN_D + x_, c: DRAWN_D + y_, s: DRAWN_D + x_ + y_ + z_},
    {v: rationals(nonnegative=True) for v in (DRAWN_D, x_, y_, z_)},
)


ONE_CLASS = Domain(
    symbols=(d, r, c, s),
    constraints=(d >= 0, r >= d, c >= d, s >= r, s >= c, s + d >= r + c),
    text="one class k of any matrix: 0 <= C_kk <= r_k, c_k <= S and r_k + c_k - C_kk <= S",
    sampler=ONE_CLASS_POINTS,
)
COV_BOUND = Relation(
    "DT2019-S2.cov-bound",
    "per class: (S C_kk - r_k c_k)^2 <= r_k (S - r_k) c_k (S - c_k)",
    STEP,
    relation=sp.Le((s * d - r * c) ** 2, r * (s - r) * c * (s - c)),
    expected=Status.PROVED,
    domain=ONE_CLASS,
    origin=Origin.SUITE,
)
KAPPA_BOUND = Relation(
    "DT2019-S2.kappa-bound",
    "per class: 4 r_k c_k <= (r_k + c_k)(S + C_kk) and (r_k + c_k) C_kk <= 2 S C_kk",
    STEP,
    relation=[sp.Le(4 * r * c, (r + c) * (s + d)), sp.Le((r + c) * d, 2 * s * d)],
    expected=Status.PROVED,
    domain=ONE_CLASS,
    origin=Origin.SUITE,
)

w = Array("w", "vector")
LAGRANGE_WEIGHTED = IdentityAllN(
    "DT2019-S2.lagrange-weighted",
    "weighted Lagrange: 2((sum w u^2)(sum w v^2) - (sum w u v)^2) = "
    "sum_ij w_i w_j (u_i v_j - u_j v_i)^2 (so Cauchy-Schwarz holds for weights w >= 0)",
    STEP,
    equations=[
        (
            2 * (Sum(w[i] * u[i] * u[i], i) * Sum(w[j] * v[j] * v[j], j) - Sum(w[k] * u[k] * v[k], k) ** 2),
            Sum(w[i] * w[j] * (u[i] * v[j] - u[j] * v[i]) ** 2, i, j),
        )
    ],
    arrays=[w, u, v],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

# the atoms of one N x N matrix C with entries >= 0
NONNEG = frozenset({"C"})
at = partial(atomize, arrays=[C])  # an index sum read as atoms of these arrays
T, R = trace(C), sum_rc(C)
ONE_CLASS_AT_K = ((d, C[k, k]), (r, row(C, k)), (c, col(C, k)), (s, S))
K_ALL = at(S * T - R) / at(S * S - R)
K_DEFINED = sp.Ne(at(S * S - R), 0)
MCC_ALL = at(n) / sp.sqrt(at(d_rows) * at(d_cols))
MCC_DEFINED = sp.Ne(at(d_rows) * at(d_cols), 0)

a_, b_ = fresh("a"), fresh("b")
# Cauchy-Schwarz over the cases grouped by cell (a, b) and the classes k, with weight C_ab:
# (S delta_ak - r_k)(S delta_bk - c_k) summed is S n, and the squares give S d_rows, S d_cols
MCC_CAUCHY_SCHWARZ = CauchySchwarz(
    LAGRANGE_WEIGHTED, C[a_, b_], S * delta[a_, k] - row(C, k), S * delta[b_, k] - col(C, k), (a_, b_, k), (C,), NONNEG
)
# per class: 4 r c <= (r + c)(S + C_kk) and (r + c) C_kk <= 2 S C_kk, summed over k
KAPPA_BOUND_SUMMED = Lift(KAPPA_BOUND, ONE_CLASS_AT_K, k, (C,), NONNEG)
MCC_RANGE = Derived(
    "DT2019-S2.2.a",
    "MCC ranges between -1 and +1 (every N, wherever MCC is defined)",
    dt("p7, L1004-1009", r"-1\le\mathrm{MCC}\le 1"),
    formula=matrices([C], hyps=(MCC_DEFINED,), goal=sp.And(sp.Le(-1, MCC_ALL), sp.Le(MCC_ALL, 1))),
    lines=[
        MCC_CAUCHY_SCHWARZ,
        Nonneg(S, (C,), NONNEG),
        Nonneg(d_rows, (C,), NONNEG),
        Nonneg(d_cols, (C,), NONNEG),
        Nonneg(sum_rr(C), (C,), NONNEG),
        Close(sp.And(sp.Le(-1, MCC_ALL), sp.Le(MCC_ALL, 1)), (MCC_DEFINED,), (1, 2, 3, 4, 5)),
    ],
    expected=Status.PROVED,
)
KAPPA_RANGE = Derived(
    "DT2019-S2.kappa-range",
    "(suite) K lies in [-1, 1] for every N x N matrix on which it is defined",
    dt("p7, L1004-1009 (suite theorem)", r"-1\le\mathcal K\le 1"),
    formula=matrices([C], hyps=(K_DEFINED,), goal=sp.And(sp.Le(-1, K_ALL), sp.Le(K_ALL, 1))),
    lines=[
        KAPPA_BOUND_SUMMED,
        Nonneg(S - T, (C,), NONNEG),
        Nonneg(S * S - R, (C,), NONNEG),
        Nonneg(S, (C,), NONNEG),
        Close(sp.And(sp.Le(-1, K_ALL), sp.Le(K_ALL, 1)), (K_DEFINED,), (1, 2, 3, 4)),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

m1 = sp.Symbol("n", real=True)
ROOT_ONE = Relation(
    "DT2019-S2.1.root",
    "n / sqrt(n n) = 1 for n > 0",
    STEP,
    relation=eq(m1 / sp.sqrt(m1 * m1), 1),
    expected=Status.PROVED,
    domain=Domain(symbols=(m1,), constraints=(m1 > 0,), text="n > 0"),
    origin=Origin.SUITE,
)
D = Array("D", "diagonal")
dn, ddr, ddc = mcc_marginal_parts(D)
PERFECT = IdentityAllN(
    "DT2019-S2.1.perfect",
    "perfect classification (diagonal C): kappa's numerator = denominator; MCC's numerator = both radicands",
    STEP,
    equations=[(kappa_marginal(D), 1), (dn, ddr), (ddr, ddc)],
    arrays=[D],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

at_d = partial(atomize, arrays=[D])  # an index sum read as atoms of these arrays
K_PERFECT = atomize(kappa_marginal(D), [D])
PERFECT_DEFINED = (sp.Ne(atomize(kappa_marginal(D).denominator(), [D]), 0), sp.Ne(at_d(ddr) * at_d(ddc), 0))
PERFECT_GOAL = sp.And(
    sp.Eq(K_PERFECT, 1), sp.Eq(at_d(dn) / sp.sqrt(at_d(ddr) * at_d(ddc)), 1), sp.Le(K_ALL, 1), sp.Le(MCC_ALL, 1)
)

# K(C) and MCC(C) never leave [-1, 1]; the ends are attained
swap, identity = [[0, 1], [1, 0]], [[1, 0], [0, 1]]

CLAIMS = [
    OUTSIDE,
    DIAGONAL,
    PER_CLASS_SUMS,
    LAGRANGE,
    LAGRANGE_WEIGHTED,
    COV_BOUND,
    KAPPA_BOUND,
    ROOT_ONE,
    PERFECT,
    Derived(
        "DT2019-S2.1",
        "MCC and K take their maximum value +1 when classification is perfect (every N)",
        dt("p7, L1004-1006", r"\max\mathrm{MCC}=\max\mathcal K=+1\ \text{at perfect classification}"),
        formula=matrices([C, D], hyps=PERFECT_DEFINED + (K_DEFINED, MCC_DEFINED), goal=PERFECT_GOAL),
        lines=[
            Cite(PERFECT),
            Nonneg(ddr, (D,), frozenset({"D"})),
            Cite(MCC_RANGE),
            Cite(KAPPA_RANGE),
            Close(PERFECT_GOAL, PERFECT_DEFINED + (K_DEFINED, MCC_DEFINED), (1, 2, 3, 4)),
        ],
        reading="perfect: a diagonal matrix D, on which K and MCC are defined (two non-empty classes); "
        "maximum: K <= 1 and MCC <= 1 on every matrix C where they are defined",
        expected=Status.PROVED,
    ),
    MCC_RANGE,
    KAPPA_RANGE,
    Exists(
        "DT2019-S2.2.b",
        "\"Kappa does not [range between -1 and +1] in general\": some matrix has K outside [-1, 1]",
        dt("p7, L1006-1008", r"\mathcal K\notin[-1,1]\ \text{for some } C"),
        negation=KAPPA_RANGE,
        expected=Status.REFUTED,
        erratum=Erratum.false(
            "kappa lies in [-1, 1] on every confusion matrix where it is defined (DT2019-S2 kappa range)"
        ),
        reading="literal: there exists a confusion matrix (any N) whose kappa lies outside [-1, 1]",
    ),
    AllOf(
        "DT2019-S2.2.c",
        "\"although it does in the cases considered in this work\": K in [-1, 1] on the paper's families",
        dt("p7, L1008-1009"),
        parts=[KAPPA_RANGE],
        expected=Status.PROVED,
    ),
    Relation(
        "DT2019-S2.attained",
        "the ends are attained: K = MCC = -1 at [[0,1],[1,0]] and K = MCC = 1 at the identity",
        STEP,
        relation=[
            eq(metrics.kappa(swap), -1),
            eq(metrics.mcc(swap), -1),
            eq(metrics.kappa(identity), 1),
            eq(metrics.mcc(identity), 1),
        ],
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
]
