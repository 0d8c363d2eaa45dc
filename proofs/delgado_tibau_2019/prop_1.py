"""Proposition 1: a symmetric confusion matrix has K(C) = MCC(C) (DT2019-P1).

Delgado & Tibau 2019, section "The symmetric case", p8, L1026-1027:

    "Proposition 1. Let C be a symmetric confusion matrix in the general multi-class
     setting. That is, C = C^T. Then K(C) = MCC(C)."

Proved for every N by verified steps: both metrics reduce to the marginal form
(DT2019-E5 for kappa; DT2019-E4.* for MCC via (4), which DT2019-E3 ties to (3)); for
symmetric C, sum r_k c_k = sum r_k^2 = sum c_k^2 (DT2019-P1.marginals); and with
d = S^2 - sum r_k^2 > 0 (MCC defined), n / sqrt(d d) = n / d (DT2019-P1.root).
DT2019-P1.direct also checks the statement by plain symbolic expansion for each N.
"""
import sympy as sp

from kappamcc import metrics
from kappamcc.claims import Domain, Status
from kappamcc.kinds import ForEachSize, IdentityAllN, Relation, Steps, eq
from kappamcc.index_forms import sum_cc, sum_rc, sum_rr
from kappamcc.prove.index_sums import Array
from kappamcc.strategies import confusion_matrices
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.proofs.delgado_tibau_2019.eq_4 import E4_COLS, E4_NUM, E4_ROWS
from kappamcc.proofs.delgado_tibau_2019.eq_5 import CLAIMS as E5_CLAIMS

Cs = Array("C", "symmetric")
n, d = sp.symbols("n d", real=True)

MARGINALS = IdentityAllN("DT2019-P1.marginals", "symmetric C: sum_k r_k c_k = sum_k r_k^2 = sum_k c_k^2, every N",
                         dt("p8, L1026-1027 (suite step)"), equations=[sum_rc(Cs), sum_rr(Cs), sum_cc(Cs)], arrays=[Cs],
                         expected=Status.PROVED)
ROOT = Relation("DT2019-P1.root", "n / sqrt(d * d) = n / d for d > 0", dt("p8 (suite step)"),
                relation=eq(n / sp.sqrt(d * d), n / d), expected=Status.PROVED,
                domain=Domain((n, d), (d > 0,), "d = S^2 - sum r_k^2 > 0 (MCC defined)"))


def symmetric_matrix(N: int) -> sp.Matrix:
    return sp.Matrix(N, N, lambda i, j: sp.Symbol(f"C_{min(i, j) + 1}_{max(i, j) + 1}"))


def kappa_equals_mcc_by_expansion(N: int):
    """Expand kappa (eq. 5) and MCC (eq. 4, Gorodkin) of a free symmetric N x N matrix:
    equal numerators, and both radicands equal to kappa's denominator."""
    M = symmetric_matrix(N)
    k_num, k_den = metrics.kappa_parts(M)
    g_num, g_rows, g_cols = metrics.mcc_gorodkin_parts(M)
    # expanded in the integer polynomial ring of the entries (20x faster than sp.expand)
    R, *_ = sp.ring(sorted(M.free_symbols, key=str), sp.ZZ)
    checks = {"numerators": R.from_expr(k_num) - R.from_expr(g_num),
              "first radicand": R.from_expr(k_den) - R.from_expr(g_rows),
              "second radicand": R.from_expr(k_den) - R.from_expr(g_cols)}
    bad = [name for name, residual in checks.items() if residual != 0]
    return (not bad), ("differ: " + ", ".join(bad)) if bad else "numerators equal; both radicands equal kappa's denominator"


DIRECT_SIZES = range(2, 8)


def kappa_equals_mcc_on(point) -> bool:
    """One concrete symmetric integer matrix: exact kappa (eq. 5) against MCC (eq. 4)."""
    M = point["matrix"]
    return metrics.kappa(M) == metrics.mcc_gorodkin(M)


SYMMETRIC_MATRICES = Domain(text="symmetric integer matrices, N = 2..8, MCC and kappa defined",
                            sampler=lambda: confusion_matrices(2, 8, symmetric=True).map(lambda M: {"matrix": M}))

CLAIMS = [
    MARGINALS, ROOT,
    Steps("DT2019-P1", "Proposition 1: C = C^T implies K(C) = MCC(C), every N",
          dt("p8, L1026-1027", r"C=C^T\Rightarrow\mathcal K(C)=\mathrm{MCC}(C)"),
          steps=[E5_CLAIMS[0], E4_NUM, E4_ROWS, E4_COLS, MARGINALS, ROOT],
          argument="kappa = (S tr - R)/(S^2 - R) with R = sum r_k c_k (E5); MCC = (S tr - R)/sqrt((S^2 - sum r^2)(S^2 - sum c^2)) (E4); "
          "for symmetric C, R = sum r^2 = sum c^2 (P1.marginals), so MCC = n/sqrt(d d) = n/d = kappa with d > 0 (P1.root)",
          uses=("DT2019-E3", "DT2019-E6.1", "DT2019-E6.3"), expected=Status.ARGUED),
    ForEachSize("DT2019-P1.direct", f"symmetric C with free entries: K(C) = MCC(C) by expansion, N = 2..{DIRECT_SIZES[-1]}",
                dt("p8, L1026-1027"), sizes=DIRECT_SIZES, check=kappa_equals_mcc_by_expansion, spot=kappa_equals_mcc_on,
                domain=SYMMETRIC_MATRICES, expected=Status.PROVED),
]
