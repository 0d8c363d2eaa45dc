"""Eq. (3): multi-class MCC as the correlation of the one-hot matrices X, Y (DT2019-E3).

Delgado & Tibau 2019, section "MCC > The multi-class case", p6, L528-599 (H36):

    "MCC is generalized in [5] to classification with N > 2 classes"                (E3.1)
    rho~(X, Y) = Cov~(X, Y) / (sqrt(Cov~(X, X)) sqrt(Cov~(Y, Y)))     (3)          (E3.2)
    Cov~(X, Y) = (1/N) sum_k Cov(x_k, y_k)                                          (E3.3)
    multi-class MCC := rho~(X, Y)                                                   (E3.4)
    "by definition of matrices X and Y", C_ij = sum_l X_li Y_lj                     (E3.5)

E3.1 is a citation and E3.3-E3.4 are definitions; the checkable content is that (3),
so defined, is the marginal form the engine computes, for every N (DT2019-E3), and
E3.5.  The S cases are summed grouped by cell (``kappamcc.model.index_forms.case_sum``): a
case in cell (a, b) has X_r = e_a and Y_r = e_b, i.e. X_rk = delta(a, k).
"""

from functools import partial

import sympy as sp

from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Cite, Classes, Close, Nonneg, matrices
from kappamcc.model.kinds import Derived, IdentityAllN, Relation, eq
from kappamcc.prove.atoms import atomize
from kappamcc.model.index_forms import fresh, mcc_marginal_parts, sum_rr, total
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, delta
from kappamcc.proofs.delgado_tibau_2019 import dt

C = Array("C")
S = total(C)
# a case in cell (a, b) of C (the S cases summed grouped by cell: sum_ab C_ab ...) and a class k: X_rk and Y_rk
ACTUAL, PREDICTED, k = fresh("a"), fresh("b"), fresh("k")
CASE = C[ACTUAL, PREDICTED]
ONE_HOT = {"X": delta[ACTUAL, k], "Y": delta[PREDICTED, k]}
# N S^3 Cov~(F, G) = sum_k sum_r (S F_rk - sum_r' F_r'k)(S G_rk - sum_r' G_r'k)
N_S3_COV = {
    (f, g): Sum(
        Sum(
            CASE
            * (S * ONE_HOT[f] - Sum(CASE * ONE_HOT[f], ACTUAL, PREDICTED))
            * (S * ONE_HOT[g] - Sum(CASE * ONE_HOT[g], ACTUAL, PREDICTED)),
            ACTUAL,
            PREDICTED,
        ),
        k,
    )
    for f, g in (("X", "Y"), ("X", "X"), ("Y", "Y"))
}


num, rows, cols = mcc_marginal_parts(C)

lam, n, dr, dc = sp.symbols("lambda n d_r d_c", real=True)
SCALE_CANCELS = Relation(
    "DT2019-E3.scale",
    "a common positive factor cancels: (l n)/sqrt((l d_r)(l d_c)) = n/sqrt(d_r d_c)",
    dt("p6, L547-556 (suite step)"),
    relation=eq(lam * n / sp.sqrt((lam * dr) * (lam * dc)), n / sp.sqrt(dr * dc)),
    expected=Status.PROVED,
    domain=Domain(symbols=(lam, n, dr, dc), constraints=(lam > 0, dr > 0, dc > 0), text="lambda, d_r, d_c > 0"),
    origin=Origin.SUITE,
)

E3_NUM = IdentityAllN(
    "DT2019-E3.num",
    "N S^3 Cov~(X, Y) = S (S tr - sum_k r_k c_k), every N",
    dt("p6, L547-593"),
    equations=[(N_S3_COV["X", "Y"], S * num)],
    arrays=[C, delta],
    expected=Status.PROVED,
)
E3_ROWS = IdentityAllN(
    "DT2019-E3.rows",
    "N S^3 Cov~(X, X) = S (S^2 - sum_k r_k^2), every N",
    dt("p6, L547-593"),
    equations=[(N_S3_COV["X", "X"], S * rows)],
    arrays=[C, delta],
    expected=Status.PROVED,
)
E3_COLS = IdentityAllN(
    "DT2019-E3.cols",
    "N S^3 Cov~(Y, Y) = S (S^2 - sum_k c_k^2), every N",
    dt("p6, L547-593"),
    equations=[(N_S3_COV["Y", "Y"], S * cols)],
    arrays=[C, delta],
    expected=Status.PROVED,
)

i, j = fresh("i"), fresh("j")

# eq. (3) over the atoms of C: Cov~(F, G) = [N S^3 Cov~(F, G)] / (N S^3), N = sum_k 1
at = partial(atomize, arrays=[C, delta])  # an index sum read as atoms of these arrays
N_CLASSES = at(Sum(IndexPoly.const(1), fresh("k")))
COV = {pair: at(n_s3_cov) / (N_CLASSES * at(S) ** 3) for pair, n_s3_cov in N_S3_COV.items()}
RHO = COV["X", "Y"] / (sp.sqrt(COV["X", "X"]) * sp.sqrt(COV["Y", "Y"]))
MARGINAL = at(num) / sp.sqrt(at(rows) * at(cols))
E3_DEFINED = (sp.Ne(at(rows) * at(cols), 0),)
E3_GOAL = sp.Eq(RHO, MARGINAL)
CLAIMS = [
    E3_NUM,
    E3_ROWS,
    E3_COLS,
    SCALE_CANCELS,
    Derived(
        "DT2019-E3",
        "eq. (3), rho~(X, Y), equals the marginal form (S tr - sum r c)/sqrt((S^2 - sum r^2)(S^2 - sum c^2)) for every N",
        dt(
            "p6, L547-593",
            r"\tilde\rho(X,Y)=\frac{\widetilde{\mathrm{Cov}}(X,Y)}{\sqrt{\widetilde{\mathrm{Cov}}(X,X)}\sqrt{\widetilde{\mathrm{Cov}}(Y,Y)}}",
        ),
        formula=matrices([C, delta], nonneg={"C"}, hyps=E3_DEFINED, goal=E3_GOAL),
        lines=[
            Cite(E3_NUM),
            Cite(E3_ROWS),
            Cite(E3_COLS),
            Nonneg(S, (C, delta), frozenset({"C"})),
            Nonneg(rows, (C, delta), frozenset({"C"})),
            Nonneg(cols, (C, delta), frozenset({"C"})),
            Classes(),
            Nonneg(sum_rr(C), (C, delta), frozenset({"C"})),
            Close(E3_GOAL, E3_DEFINED, (1, 2, 3, 4, 5, 6, 7, 8)),
        ],
        reading="for every N x N matrix C with entries >= 0 on which MCC is defined; the cases are summed "
        "grouped by cell and N = sum_k 1 counts the classes",
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "DT2019-E3.5",
        "C_ij = sum_l X_li Y_lj (cases grouped by cell)",
        dt("p6, L593-599", r"C_{ij}=\sum_{\ell=1}^{S}X_{\ell i}Y_{\ell j}"),
        equations=[(Sum(CASE * delta[ACTUAL, i] * delta[PREDICTED, j], ACTUAL, PREDICTED), C[i, j])],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
]
