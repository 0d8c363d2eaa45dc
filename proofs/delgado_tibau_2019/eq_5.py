"""Eq. (5): Cohen's kappa (DT2019-E5).

Delgado & Tibau 2019, section "Cohen's Kappa", p7, L963-1003:

    K = (Acc - P_e) / (1 - P_e)   (5),   P_e = sum_i C_i. C_.i / S^2,
    C_i. = sum_j C_ij (the sum of row i),  C_.j = sum_l C_lj (the sum of column j)

Definitions; the checkable content is that (5) is the marginal form the engine uses,
kappa = (S tr - sum r_k c_k)/(S^2 - sum r_k c_k), for every N wherever P_e != 1.
Acc = tr/S and P_e = R/S^2 with R = sum_k r_k c_k (N7, N10), so (5) is a rational
function of the three aggregates S, tr, R; an identity between rational functions of
independent symbols holds whatever values, any N, the aggregates take.
"""

import sympy as sp

from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.proofs.delgado_tibau_2019 import dt

S, tr, R = sp.symbols("S tr R", real=True)  # total, trace, sum_k r_k c_k
accuracy = tr / S
chance = R / S**2

CLAIMS = [
    Relation(
        "DT2019-E5",
        "eq. (5): (Acc - Pe)/(1 - Pe) = (S tr - sum r c)/(S^2 - sum r c), every N (S > 0, Pe != 1)",
        dt("p7, L976-1003", r"\mathcal K=\frac{\mathrm{Acc}-P_e}{1-P_e},\ P_e=\sum_i\frac{C_{i\cdot}C_{\cdot i}}{S^2}"),
        relation=eq((accuracy - chance) / (1 - chance), (S * tr - R) / (S**2 - R)),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(S, tr, R),
            constraints=(S > 0, sp.Ne(S**2 - R, 0)),
            text="aggregates of any N x N matrix: S > 0 total, tr trace, R = sum r_k c_k, Pe != 1",
        ),
    ),
]
