"""The symmetric N x N matrix of free entries C_ij = C_ji (Delgado & Tibau 2019, Proposition 1,
p8, L1026-1027), and the checks of "C = C^T implies K(C) = MCC(C)" on it, size by size
(DT2019-P1.direct): by expansion for free entries, exactly for one concrete matrix.
"""

from __future__ import annotations

import sympy as sp

from kappamcc import metrics


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
    checks = {
        "numerators": R.from_expr(k_num) - R.from_expr(g_num),
        "first radicand": R.from_expr(k_den) - R.from_expr(g_rows),
        "second radicand": R.from_expr(k_den) - R.from_expr(g_cols),
    }
    bad = [name for name, residual in checks.items() if residual != 0]
    return (not bad), (
        "differ: " + ", ".join(bad)
    ) if bad else "numerators equal; both radicands equal kappa's denominator"


def kappa_equals_mcc_on(point) -> bool:
    """One concrete symmetric integer matrix: exact kappa (eq. 5) against MCC (eq. 4)."""
    M = point["matrix"]
    return metrics.kappa(M) == metrics.mcc_gorodkin(M)
