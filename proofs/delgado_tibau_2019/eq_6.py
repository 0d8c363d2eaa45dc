"""Eq. (6): the proof of Proposition 1 (DT2019-E6).

Delgado & Tibau 2019, section "The symmetric case", p8, L1029-1248.  For a symmetric
confusion matrix (C_ij = C_ji) the proof computes, from (4),

    MCC(C) = sum_klm (C_kk C_lm - C_mk C_kl) / sum_k ((sum_l C_kl)(sum_{u != k, v} C_uv))
           = (sum_k C_kk (sum_lm C_lm) - sum_klm C_km C_kl) / sum_k ((sum_l C_kl)(S - sum_v C_kv))
           = (S sum_k C_kk - sum_k (sum_l C_kl)^2) / (S sum_kl C_kl - sum_k (sum_l C_kl)^2)
           = (S sum_k C_kk - sum_k (sum_l C_kl)^2) / (S^2 - sum_k (sum_l C_kl)^2)        (6)  (E6.1)
    "by symmetry" P_e = sum_k C_k.^2 / S^2                                                 (E6.2)
    K(C) = (tr/S - sum_k C_k.^2/S^2) / (1 - sum_k C_k.^2/S^2)
         = (S sum_k C_kk - sum_k C_k.^2) / (S^2 - sum_k C_k.^2)                            (E6.3)

As printed, the first denominator has no square root: for symmetric C both radicands
of (4) are equal (DT2019-E6.1.radicands), so sqrt(d d) = d > 0 and the printed form is
the value of (4).  Every step is an identity of index sums over a symmetric array,
decided for every N.
"""

from kappamcc.model.claims import Origin, Status
from kappamcc.model.kinds import IdentityAllN
from kappamcc.model.index_forms import fresh, row, sum_rc, sum_rr, total, trace
from kappamcc.prove.index_sums import Array, Sum, fraction, ne
from kappamcc.proofs.delgado_tibau_2019 import dt

C = Array("C", "symmetric")
S = total(C)
k, l, m, u, v = (fresh(s) for s in "klmuv")
num_4 = Sum(C[k, k] * C[l, m] - C[m, k] * C[k, l], k, l, m)
rows_4 = Sum(row(C, k) * Sum(C[u, v], u, v, where=[ne(u, k)]), k)
cols_4 = Sum(Sum(C[l, k], l) * Sum(C[v, u], u, v, where=[ne(u, k)]), k)

step_1 = fraction(num_4, rows_4)
step_2 = fraction(
    Sum(C[k, k], k) * Sum(C[l, m], l, m) - Sum(C[k, m] * C[k, l], k, l, m), Sum(row(C, k) * (S - row(C, k)), k)
)
step_3 = fraction(S * trace(C) - sum_rr(C), S * Sum(C[k, l], k, l) - sum_rr(C))
step_4 = fraction(S * trace(C) - sum_rr(C), S * S - sum_rr(C))

kappa_def = (fraction(trace(C), S) - fraction(sum_rr(C), (S, S))) / (1 - fraction(sum_rr(C), (S, S)))

CLAIMS = [
    IdentityAllN(
        "DT2019-E6.1.radicands",
        "symmetric C: the two radicands of (4) are equal, so sqrt of their product is the first",
        dt("p8, L1029-1100 (suite step)"),
        equations=[(rows_4, cols_4)],
        arrays=[C],
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    IdentityAllN(
        "DT2019-E6.1",
        "eq. (6): for symmetric C the printed chain from (4) to (S tr - sum r_k^2)/(S^2 - sum r_k^2) holds, every N",
        dt(
            "p8, L1029-1200",
            r"\mathrm{MCC}(C)=\cdots=\frac{S\sum_kC_{kk}-\sum_k(\sum_\ell C_{k\ell})^2}{S^2-\sum_k(\sum_\ell C_{k\ell})^2}\quad(6)",
        ),
        equations=[step_1, step_2, step_3, step_4],
        arrays=[C],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E6.2",
        "symmetric C: P_e = sum_k C_k.^2 / S^2",
        dt("p8, L1200-1215", r"P_e=\sum_k C_{k\cdot}^2/S^2"),
        equations=[(fraction(sum_rc(C), (S, S)), fraction(sum_rr(C), (S, S)))],
        arrays=[C],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E6.3",
        "symmetric C: K(C) = (S tr - sum r_k^2)/(S^2 - sum r_k^2), which coincides with (6)",
        dt(
            "p8, L1215-1248",
            r"\mathcal K(C)=\frac{S\sum_kC_{kk}-\sum_k(\sum_\ell C_{k\ell})^2}{S^2-\sum_k(\sum_\ell C_{k\ell})^2}",
        ),
        equations=[kappa_def, step_4],
        arrays=[C],
        expected=Status.PROVED,
    ),
]
