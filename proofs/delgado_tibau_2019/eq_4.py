"""Eq. (4): Gorodkin's form of multi-class MCC, and (4) at N = 2 (DT2019-E4, DT2019-E4B).

Delgado & Tibau 2019, p6-p7, L599-657 and L942-957 (H39):

    MCC = sum_{k,l,m} (C_kk C_lm - C_mk C_kl)
          / ( sqrt(sum_k (sum_l C_kl)(sum_{u,v; u != k} C_uv)) sqrt(sum_k (sum_l C_lk)(sum_{u,v; u != k} C_vu)) )   (4)
    "when N = 2, numerator of (4) can be written as 2(C11 C22 - C21 C12) = 2(ad - bc)"              (E4B.1)
    "the first term in the denominator is sqrt(2(a+b)(c+d)), and the second one coincides with
     sqrt(2(a+c)(b+d))"                                                                              (E4B.2)
"""

from functools import partial

import sympy as sp

from kappamcc.families.binary import a, b, c, d, general_binary
from kappamcc import metrics
from kappamcc.model.claims import Status
from kappamcc.model.derivations import Cite, Close, Nonneg, matrices
from kappamcc.model.kinds import Derived, IdentityAllN, Relation, eq
from kappamcc.model.index_forms import fresh, mcc_marginal_parts
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, Sum, ne
from kappamcc.proofs.delgado_tibau_2019 import dt

C = Array("C")
C_SYMMETRIC = Array("C", "symmetric")  # a symmetric C, for Proposition 1 (prop_1.py)

# the numerator and the two radicands of eq. (4) as printed, over C and over the symmetric C
k, l, m, u, v = (fresh(s) for s in "klmuv")
GORODKIN_PARTS = {
    name: (
        Sum(A[k, k] * A[l, m] - A[m, k] * A[k, l], k, l, m),
        Sum(Sum(A[k, l], l) * Sum(A[u, v], u, v, where=[ne(u, k)]), k),
        Sum(Sum(A[l, k], l) * Sum(A[v, u], u, v, where=[ne(u, k)]), k),
    )
    for name, A in (("C", C), ("symmetric", C_SYMMETRIC))
}
numerator_4, rows_4, cols_4 = GORODKIN_PARTS["C"]
num, rows, cols = mcc_marginal_parts(C)

E4_NUM = IdentityAllN(
    "DT2019-E4.num",
    "numerator of (4) = S tr - sum_k r_k c_k, every N",
    dt("p6, L601-657"),
    equations=[(numerator_4, num)],
    arrays=[C],
    expected=Status.PROVED,
)
E4_ROWS = IdentityAllN(
    "DT2019-E4.rows",
    "first radicand of (4) = S^2 - sum_k r_k^2, every N",
    dt("p6, L601-657"),
    equations=[(rows_4, rows)],
    arrays=[C],
    expected=Status.PROVED,
)
E4_COLS = IdentityAllN(
    "DT2019-E4.cols",
    "second radicand of (4) = S^2 - sum_k c_k^2, every N",
    dt("p6, L601-657"),
    equations=[(cols_4, cols)],
    arrays=[C],
    expected=Status.PROVED,
)

at = partial(atomize, arrays=[C])  # an index sum read as atoms of these arrays
GORODKIN = at(numerator_4) / sp.sqrt(at(rows_4) * at(cols_4))
E4_DEFINED = (sp.Ne(at(rows_4) * at(cols_4), 0),)
E4_GOAL = sp.Eq(GORODKIN, at(num) / sp.sqrt(at(rows) * at(cols)))

binary = general_binary()
g_num, g_rows, g_cols = metrics.mcc_gorodkin_parts(binary.matrix)

CLAIMS = [
    E4_NUM,
    E4_ROWS,
    E4_COLS,
    Derived(
        "DT2019-E4",
        "eq. (4) (Gorodkin) equals the marginal form, hence eq. (3), for every N",
        dt(
            "p6, L599-657",
            r"\mathrm{MCC}=\frac{\sum_{k,\ell,m}(C_{kk}C_{\ell m}-C_{mk}C_{k\ell})}{\sqrt{\cdots}\sqrt{\cdots}}",
        ),
        formula=matrices([C], hyps=E4_DEFINED, goal=E4_GOAL),
        lines=[
            Cite(E4_NUM),
            Cite(E4_ROWS),
            Cite(E4_COLS),
            Nonneg(rows_4, (C,), frozenset({"C"})),
            Nonneg(cols_4, (C,), frozenset({"C"})),
            Close(E4_GOAL, E4_DEFINED, (1, 2, 3, 4, 5)),
        ],
        uses=("DT2019-E3",),
        expected=Status.PROVED,
    ),
    Relation(
        "DT2019-E4B.1",
        "N = 2: numerator of (4) = 2(C11 C22 - C21 C12) = 2(ad - bc)",
        dt("p7, L942-950", r"2(C_{11}C_{22}-C_{21}C_{12})=2(ad-bc)"),
        relation=[eq(g_num, 2 * (a * d - c * b))],
        expected=Status.PROVED,
        domain=binary.domain,
    ),
    Relation(
        "DT2019-E4B.2",
        "N = 2: the radicands of (4) are 2(a+b)(c+d) and 2(a+c)(b+d)",
        dt("p7, L950-957", r"\sqrt{2(a+b)(c+d)},\ \sqrt{2(a+c)(b+d)}"),
        relation=[eq(g_rows, 2 * (a + b) * (c + d)), eq(g_cols, 2 * (a + c) * (b + d))],
        expected=Status.PROVED,
        domain=binary.domain,
    ),
]
