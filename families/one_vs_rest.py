"""One class against the rest: the binary counts of class k read off a multiclass confusion
matrix through its marginals (rows true, columns predicted), as scikit-learn's documentation
and the notes it cites define sensitivity_k, specificity_k and the per-class MCC."""

from __future__ import annotations

import sympy as sp

__all__ = ["one_vs_rest"]


def one_vs_rest(C, k: int) -> tuple:
    """(TP, FP, FN, TN) of class k against the rest, rows true (TP = C_kk, FP = c_k - C_kk, FN = r_k - C_kk,
    TN = S - TP - FP - FN); C a sympy Matrix or a list of rows."""
    M = sp.Matrix(C)
    tp_k = M[k, k]
    fp_k = sum(M[:, k]) - tp_k
    fn_k = sum(M[k, :]) - tp_k
    return tp_k, fp_k, fn_k, sum(M) - tp_k - fp_k - fn_k
