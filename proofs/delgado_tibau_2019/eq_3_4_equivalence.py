"""Sketch of proof that (3) and (4) agree, step by step (DT2019-E34).

Delgado & Tibau 2019, p6-p7, L659-940.  The printed steps (with N Cov~ written for
the average Cov~ times N, and sums over the S cases grouped by cell, so that
X_rk = delta(a, k) and Y_rk = delta(b, k) for a case in cell (a, b)):

    E34.1  Cov~(X,Y) = (1/N) sum_k (1/S) sum_r (X_rk - xbar_k)(Y_rk - ybar_k)
                     = 1/(N S) sum_k (sum_r X_rk Y_rk - S xbar_k ybar_k)
                     = 1/(N S^2) sum_{k,l,m} (C_kk C_lm - C_kl C_mk)
    E34.2  S xbar_k ybar_k = (1/S) sum_{l,m} C_kl C_mk
    E34.3  xbar_k = (1/S) sum_r X_rk = (1/S) sum_l C_kl, since
           sum_l C_kl = sum_l sum_r X_rk Y_rl = sum_r X_rk (sum_l Y_rl) = sum_r X_rk
    E34.4  sum_l Y_rl = 1; analogously ybar_k = (1/S) sum_r Y_rk = (1/S) sum_m C_mk
    E34.5  sum_r X_rk Y_rk = C_kk and S = sum_{l,m} C_lm
    E34.6  Cov~(X,X) = 1/(N S) sum_k (sum_r X_rk^2 - S xbar_k^2)
                     = 1/(N S) sum_k (sum_l C_kl - (1/S)(sum_v C_kv)^2)
                     = 1/(N S^2) sum_k (sum_l C_kl)(S - sum_v C_kv)
                     = 1/(N S^2) sum_k (sum_l C_kl)(sum_{u,v; u != k} C_uv)

Each step is an identity of index sums decided for every N.  The common denominators
(powers of S, never 0) are cleared by hand so that each side is one fraction.
"""

from kappamcc.model.claims import Status
from kappamcc.model.kinds import IdentityAllN
from kappamcc.model.index_forms import fresh, row, total
from kappamcc.prove.index_sums import Array, Sum, delta, fraction, ne
from kappamcc.proofs.delgado_tibau_2019 import dt

C = Array("C")
S = total(C)
k, l, m, u, v, r = (fresh(s) for s in "klmuvr")
# a case in cell (a, b) of C: X_rk = delta(a, k), Y_rk = delta(b, k); sum_ab C_ab ... sums the S cases
ACTUAL, PREDICTED = fresh("a"), fresh("b")
CASE = C[ACTUAL, PREDICTED]
X_K, Y_K, Y_L = delta[ACTUAL, k], delta[PREDICTED, k], delta[PREDICTED, l]
SUM_X_K = Sum(CASE * X_K, ACTUAL, PREDICTED)  # S xbar_k
SUM_Y_K = Sum(CASE * Y_K, ACTUAL, PREDICTED)  # S ybar_k

# N Cov~(X, Y): the three printed forms
ncov_xy_def = fraction(Sum(Sum(CASE * (S * X_K - SUM_X_K) * (S * Y_K - SUM_Y_K), ACTUAL, PREDICTED), k), (S, S, S))
ncov_xy_mid = fraction(Sum(S * Sum(CASE * X_K * Y_K, ACTUAL, PREDICTED) - SUM_X_K * SUM_Y_K, k), (S, S))
ncov_xy_c = fraction(Sum(C[k, k] * C[l, m] - C[k, l] * C[m, k], k, l, m), (S, S))

# N Cov~(X, X): the four printed forms
ncov_xx_def = fraction(Sum(Sum(CASE * (S * X_K - SUM_X_K) ** 2, ACTUAL, PREDICTED), k), (S, S, S))
ncov_xx_mid = fraction(Sum(S * Sum(CASE * X_K * X_K, ACTUAL, PREDICTED) - SUM_X_K * SUM_X_K, k), (S, S))
ncov_xx_rows = fraction(Sum(S * row(C, k) - row(C, k) * row(C, k), k), (S, S))
ncov_xx_rest = fraction(Sum(row(C, k) * (S - row(C, k)), k), (S, S))
ncov_xx_c = fraction(Sum(row(C, k) * Sum(C[u, v], u, v, where=[ne(u, k)]), k), (S, S))

q = fresh("q")
CLAIMS = [
    IdentityAllN(
        "DT2019-E34.1",
        "N Cov~(X,Y): definition = (1/S) sum_k (sum_r X_rk Y_rk - S xbar_k ybar_k) = (1/S^2) sum_klm (C_kk C_lm - C_kl C_mk)",
        dt(
            "p6, L659-700",
            r"\widetilde{\mathrm{Cov}}(X,Y)=\frac{1}{NS^2}\sum_{k,\ell,m}(C_{kk}C_{\ell m}-C_{k\ell}C_{mk})",
        ),
        equations=[ncov_xy_def, ncov_xy_mid, ncov_xy_c],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E34.2",
        "S xbar_k ybar_k = (1/S) sum_{l,m} C_kl C_mk",
        dt("p6, L700-710", r"S\bar x_k\bar y_k=\frac1S\sum_{\ell,m}C_{k\ell}C_{mk}"),
        equations=[(fraction(SUM_X_K * SUM_Y_K, S), fraction(Sum(C[k, l] * C[m, k], l, m), S))],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E34.3",
        "sum_l C_kl = sum_l sum_r X_rk Y_rl = sum_r X_rk (sum_l Y_rl) = sum_r X_rk, so xbar_k = (1/S) sum_l C_kl",
        dt("p6-p7, L710-760", r"\sum_\ell C_{k\ell}=\sum_r X_{rk}\Big(\sum_\ell Y_{r\ell}\Big)=\sum_r X_{rk}"),
        equations=[
            row(C, k),
            Sum(Sum(CASE * X_K * Y_L, ACTUAL, PREDICTED), l),
            Sum(CASE * X_K * Sum(delta[PREDICTED, q], q), ACTUAL, PREDICTED),
            SUM_X_K,
        ],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E34.4",
        "sum_l Y_rl = 1 for every case, and sum_r Y_rk = sum_m C_mk (so ybar_k = (1/S) sum_m C_mk)",
        dt("p7, L760-790", r"\sum_\ell Y_{r\ell}=1,\ \bar y_k=\frac1S\sum_m C_{mk}"),
        equations=[(Sum(CASE * Sum(delta[PREDICTED, q], q), ACTUAL, PREDICTED), S), (SUM_Y_K, Sum(C[m, k], m))],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E34.5",
        "sum_r X_rk Y_rk = C_kk and S = sum_{l,m} C_lm",
        dt("p7, L790-800", r"\sum_r X_{rk}Y_{rk}=C_{kk},\ S=\sum_{\ell,m}C_{\ell m}"),
        equations=[
            (Sum(CASE * X_K * Y_K, ACTUAL, PREDICTED), C[k, k]),
            (Sum(CASE, ACTUAL, PREDICTED), Sum(C[l, m], l, m)),
        ],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E34.6",
        "N Cov~(X,X) = (1/S) sum_k (sum_r X_rk^2 - S xbar_k^2) = ... = (1/S^2) sum_k r_k sum_{u != k, v} C_uv",
        dt(
            "p7, L800-940",
            r"\widetilde{\mathrm{Cov}}(X,X)=\frac{1}{NS^2}\sum_k\Big(\sum_\ell C_{k\ell}\Big)\Big(\sum_{u\neq k,v}C_{uv}\Big)",
        ),
        equations=[ncov_xx_def, ncov_xx_mid, ncov_xx_rows, ncov_xx_rest, ncov_xx_c],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
]
