"""Maximum and range of MCC and kappa, for every N (DT2019-S2).

Delgado & Tibau 2019, p7, L1004-1009 (H43):

    "Both MCC and Kappa assume their theoretical maximum value of +1 when classification is
     perfect, the larger the metric value, the better the classifier performance."      (S2.1)
    "MCC ranges between -1 and +1 while Kappa does not in general, although it does in the
     cases considered in this work."                                                     (S2.2)

Decided for every number of classes N by verified steps; each step is an identity of
index sums (relabelling theorem) or an inequality in the four numbers of one class k
(Z3), and the argument says how they combine (summing over k, Cauchy-Schwarz).

Reading of S2.2's middle clause: "Kappa does not [range between -1 and +1] in general"
is read as "some confusion matrix has kappa outside [-1, 1]".  The suite proves
-1 <= kappa <= 1 for every matrix of every size on which kappa is defined, so that
clause is REFUTED (the evidence is the proof, not a point).  The attained values
-1 and +1 are recorded too (DT2019-S2.attained).
"""
import sympy as sp
from hypothesis import strategies as st

from kappamcc import metrics
from kappamcc.claims import Domain, Status
from kappamcc.kinds import AllOf, Exists, IdentityAllN, Relation, Steps, eq
from kappamcc.index_forms import col, fresh, kappa_marginal, mcc_marginal_parts, row, total, trace
from kappamcc.prove.index_sums import Array, Sum, ne
from kappamcc.strategies import rationals
from kappamcc.proofs.delgado_tibau_2019 import dt

C = Array("C")
S = total(C)
i, j, k, l = (fresh(s) for s in "ijkl")
src = lambda: dt("p7, L1004-1009 (suite step)")

OUTSIDE = IdentityAllN("DT2019-S2.outside", "S - r_k - c_k + C_kk = sum of the entries outside row k and column k",
                       src(), equations=[(S - row(C, k) - col(C, k) + C[k, k], Sum(C[i, j], i, j, where=[ne(i, k), ne(j, k)]))],
                       arrays=[C], expected=Status.PROVED)
DIAGONAL = IdentityAllN("DT2019-S2.diagonal", "r_k - C_kk, c_k - C_kk, S - r_k, S - c_k and S - tr are sums of entries",
                        src(), equations=[(row(C, k) - C[k, k], Sum(C[k, l], l, where=[ne(l, k)])),
                                (col(C, k) - C[k, k], Sum(C[l, k], l, where=[ne(l, k)])),
                                (S - row(C, k), Sum(C[i, j], i, j, where=[ne(i, k)])),
                                (S - col(C, k), Sum(C[i, j], i, j, where=[ne(j, k)])),
                                (S - trace(C), Sum(C[i, j], i, j, where=[ne(i, j)]))], arrays=[C], expected=Status.PROVED)
n, d_rows, d_cols = mcc_marginal_parts(C)
PER_CLASS_SUMS = IdentityAllN("DT2019-S2.per-class", "S tr - sum r c, S^2 - sum r^2, S^2 - sum c^2 are sums over k of per-class terms",
                              src(), equations=[(Sum(S * C[k, k] - row(C, k) * col(C, k), k), n),
                                      (Sum(row(C, k) * (S - row(C, k)), k), d_rows),
                                      (Sum(col(C, k) * (S - col(C, k)), k), d_cols),
                                      (Sum((row(C, k) + col(C, k)) * (S + C[k, k]), k),
                                       2 * S * S + Sum((row(C, k) + col(C, k)) * C[k, k], k))],
                              arrays=[C], expected=Status.PROVED)
u, v = Array("u", "vector"), Array("v", "vector")
LAGRANGE = IdentityAllN("DT2019-S2.lagrange", "Lagrange: 2((sum u^2)(sum v^2) - (sum u v)^2) = sum_ij (u_i v_j - u_j v_i)^2 (Cauchy-Schwarz)",
                        src(), equations=[(2 * (Sum(u[i] * u[i], i) * Sum(v[j] * v[j], j) - Sum(u[k] * v[k], k) ** 2),
                                 Sum((u[i] * v[j] - u[j] * v[i]) ** 2, i, j))], arrays=[u, v], expected=Status.PROVED)

# one class k: d = C_kk, r = r_k, c = c_k, total S; the facts above give the constraints
d, r, c, s = sp.symbols("d r c S", real=True)


def _one_class_points():
    """C_kk = d, the rest of row k (x) and column k (y), everything else (z): all >= 0."""
    nonneg = rationals(nonnegative=True)
    return st.tuples(nonneg, nonneg, nonneg, nonneg).map(
        lambda t: {d: t[0], r: t[0] + t[1], c: t[0] + t[2], s: t[0] + t[1] + t[2] + t[3]})


ONE_CLASS = Domain((d, r, c, s), (d >= 0, r >= d, c >= d, s >= r, s >= c, s + d >= r + c),
                   "one class k of any matrix: 0 <= C_kk <= r_k, c_k <= S and r_k + c_k - C_kk <= S",
                   _one_class_points)
COV_BOUND = Relation("DT2019-S2.cov-bound", "per class: (S C_kk - r_k c_k)^2 <= r_k (S - r_k) c_k (S - c_k)",
                     src(), relation=sp.Le((s * d - r * c) ** 2, r * (s - r) * c * (s - c)), expected=Status.PROVED, domain=ONE_CLASS)
KAPPA_BOUND = Relation("DT2019-S2.kappa-bound", "per class: 4 r_k c_k <= (r_k + c_k)(S + C_kk) and (r_k + c_k) C_kk <= 2 S C_kk",
                       src(), relation=[sp.Le(4 * r * c, (r + c) * (s + d)), sp.Le((r + c) * d, 2 * s * d)],
                       expected=Status.PROVED, domain=ONE_CLASS)

MCC_RANGE = Steps("DT2019-S2.2.a", "MCC ranges between -1 and +1 (every N, wherever MCC is defined)",
                  dt("p7, L1004-1009", r"-1\le\mathrm{MCC}\le 1"),
                  steps=[OUTSIDE, DIAGONAL, PER_CLASS_SUMS, COV_BOUND, LAGRANGE],
                  argument="with cov_k = S C_kk - r_k c_k, p_k = r_k (S - r_k), q_k = c_k (S - c_k) (all >= 0 by S2.diagonal): "
                  "n = sum cov_k, d_rows = sum p_k, d_cols = sum q_k (S2.per-class); |cov_k| <= sqrt(p_k q_k) "
                  "(S2.cov-bound, whose constraints hold by S2.outside and S2.diagonal); so |n| <= sum sqrt(p_k) sqrt(q_k) "
                  "<= sqrt(sum p_k) sqrt(sum q_k) (Cauchy-Schwarz, S2.lagrange), i.e. |MCC| <= 1", expected=Status.ARGUED)
KAPPA_RANGE = Steps("DT2019-S2.kappa-range", "(suite) K lies in [-1, 1] for every N x N matrix on which it is defined",
                    dt("p7, L1004-1009 (suite theorem)", r"-1\le\mathcal K\le 1"),
                    steps=[OUTSIDE, DIAGONAL, PER_CLASS_SUMS, KAPPA_BOUND],
                    argument="K = (S tr - R)/(S^2 - R), R = sum r_k c_k, and S^2 - R = sum r_k (S - c_k) >= 0 (S2.diagonal), > 0 where K "
                    "is defined.  K <= 1 iff tr <= S (S2.diagonal).  K >= -1 iff 2R <= S^2 + S tr: summing S2.kappa-bound "
                    "over k, 4R <= sum (r_k + c_k)(S + C_kk) = 2 S^2 + sum (r_k + c_k) C_kk (S2.per-class) <= 2 S^2 + 2 S tr",
                    expected=Status.ARGUED)

m1 = sp.Symbol("n", real=True)
ROOT_ONE = Relation("DT2019-S2.1.root", "n / sqrt(n n) = 1 for n > 0", src(), relation=eq(m1 / sp.sqrt(m1 * m1), 1),
                    expected=Status.PROVED, domain=Domain((m1,), (m1 > 0,), "n > 0"))
D = Array("D", "diagonal")
dn, ddr, ddc = mcc_marginal_parts(D)
PERFECT = IdentityAllN("DT2019-S2.1.perfect", "perfect classification (diagonal C): kappa's numerator = denominator; MCC's numerator = both radicands",
                       src(), equations=[(kappa_marginal(D), 1), (dn, ddr), (ddr, ddc)], arrays=[D], expected=Status.PROVED)

# K(C) and MCC(C) never leave [-1, 1]; the ends are attained
swap, identity = [[0, 1], [1, 0]], [[1, 0], [0, 1]]

CLAIMS = [
    OUTSIDE, DIAGONAL, PER_CLASS_SUMS, LAGRANGE, COV_BOUND, KAPPA_BOUND, ROOT_ONE, PERFECT,
    Steps("DT2019-S2.1", "MCC and K take their maximum value +1 when classification is perfect (every N)",
          dt("p7, L1004-1006", r"\max\mathrm{MCC}=\max\mathcal K=+1\ \text{at perfect classification}"),
          steps=[PERFECT, ROOT_ONE, MCC_RANGE, KAPPA_RANGE],
          argument="a diagonal matrix with at least two non-empty classes has K = n/n = 1 and MCC = n/sqrt(n n) = 1 (n > 0); "
          "1 is the maximum of both (S2.2.a, S2.kappa-range)", expected=Status.ARGUED),
    MCC_RANGE,
    KAPPA_RANGE,
    Exists("DT2019-S2.2.b", "\"Kappa does not [range between -1 and +1] in general\": some matrix has K outside [-1, 1]",
           dt("p7, L1006-1008", r"\mathcal K\notin[-1,1]\ \text{for some } C"), negation=KAPPA_RANGE, expected=Status.ARGUED_AGAINST,
           reading="literal: there exists a confusion matrix (any N) whose kappa lies outside [-1, 1]"),
    AllOf("DT2019-S2.2.c",
          "\"although it does in the cases considered in this work\": K in [-1, 1] on the paper's families",
          dt("p7, L1008-1009"),
          parts=[KAPPA_RANGE],
          expected=Status.ARGUED),
    Relation("DT2019-S2.attained", "the ends are attained: K = MCC = -1 at [[0,1],[1,0]] and K = MCC = 1 at the identity",
             src(), relation=[eq(metrics.kappa(swap), -1), eq(metrics.mcc(swap), -1), eq(metrics.kappa(identity), 1),
                     eq(metrics.mcc(identity), 1)], expected=Status.PROVED),
]
