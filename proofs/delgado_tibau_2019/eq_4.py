"""Eq. (4): Gorodkin's form of multi-class MCC, and (4) at N = 2 (DT2019-E4, DT2019-E4B).

Delgado & Tibau 2019, p6-p7, L599-657 and L942-957 (H39):

    MCC = sum_{k,l,m} (C_kk C_lm - C_mk C_kl)
          / ( sqrt(sum_k (sum_l C_kl)(sum_{u,v; u != k} C_uv)) sqrt(sum_k (sum_l C_lk)(sum_{u,v; u != k} C_vu)) )   (4)
    "when N = 2, numerator of (4) can be written as 2(C11 C22 - C21 C12) = 2(ad - bc)"              (E4B.1)
    "the first term in the denominator is sqrt(2(a+b)(c+d)), and the second one coincides with
     sqrt(2(a+c)(b+d))"                                                                              (E4B.2)
"""
from kappamcc.families.binary import a, b, c, d, general_binary
from kappamcc import metrics
from kappamcc.claims import Status
from kappamcc.kinds import IdentityAllN, Relation, Steps, eq
from kappamcc.index_forms import fresh, mcc_marginal_parts
from kappamcc.prove.index_sums import Array, Sum, ne
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.proofs.delgado_tibau_2019.eq_3 import SCALE_CANCELS

C = Array("C")
k, l, m, u, v = (fresh(s) for s in "klmuv")
numerator_4 = Sum(C[k, k] * C[l, m] - C[m, k] * C[k, l], k, l, m)
rows_4 = Sum(Sum(C[k, l], l) * Sum(C[u, v], u, v, where=[ne(u, k)]), k)
cols_4 = Sum(Sum(C[l, k], l) * Sum(C[v, u], u, v, where=[ne(u, k)]), k)
num, rows, cols = mcc_marginal_parts(C)

E4_NUM = IdentityAllN("DT2019-E4.num", "numerator of (4) = S tr - sum_k r_k c_k, every N",
                      dt("p6, L601-657"), equations=[(numerator_4, num)], arrays=[C], expected=Status.PROVED)
E4_ROWS = IdentityAllN("DT2019-E4.rows", "first radicand of (4) = S^2 - sum_k r_k^2, every N",
                       dt("p6, L601-657"), equations=[(rows_4, rows)], arrays=[C], expected=Status.PROVED)
E4_COLS = IdentityAllN("DT2019-E4.cols", "second radicand of (4) = S^2 - sum_k c_k^2, every N",
                       dt("p6, L601-657"), equations=[(cols_4, cols)], arrays=[C], expected=Status.PROVED)

binary = general_binary()
g_num, g_rows, g_cols = metrics.mcc_gorodkin_parts(binary.matrix)

CLAIMS = [
    E4_NUM, E4_ROWS, E4_COLS,
    Steps("DT2019-E4", "eq. (4) (Gorodkin) equals the marginal form, hence eq. (3), for every N",
          dt("p6, L599-657", r"\mathrm{MCC}=\frac{\sum_{k,\ell,m}(C_{kk}C_{\ell m}-C_{mk}C_{k\ell})}{\sqrt{\cdots}\sqrt{\cdots}}"),
          steps=[E4_NUM, E4_ROWS, E4_COLS, SCALE_CANCELS],
          argument="numerator and radicands of (4) are exactly the marginal ones (lambda = 1); "
          "DT2019-E3 gives the same for (3)", uses=("DT2019-E3",), expected=Status.ARGUED),
    Relation("DT2019-E4B.1", "N = 2: numerator of (4) = 2(C11 C22 - C21 C12) = 2(ad - bc)",
             dt("p7, L942-950", r"2(C_{11}C_{22}-C_{21}C_{12})=2(ad-bc)"),
             relation=[eq(g_num, 2 * (a * d - c * b))], expected=Status.PROVED, domain=binary.domain),
    Relation("DT2019-E4B.2", "N = 2: the radicands of (4) are 2(a+b)(c+d) and 2(a+c)(b+d)",
             dt("p7, L950-957", r"\sqrt{2(a+b)(c+d)},\ \sqrt{2(a+c)(b+d)}"),
             relation=[eq(g_rows, 2 * (a + b) * (c + d)), eq(g_cols, 2 * (a + c) * (b + d))],
             expected=Status.PROVED, domain=binary.domain),
]
