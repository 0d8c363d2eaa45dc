"""The general metrics written as index-sum polynomials (any number of classes N).

These are the objects the relabelling theorem of :mod:`kappamcc.prove.index_sums`
decides identities between.  Every function takes the array (a generic, symmetric or
diagonal N x N matrix) and returns an :class:`IndexPoly` or :class:`IndexFraction`;
free indices are passed in.  Cases (the S rows of the one-hot matrices X and Y of
DT2019-N16) are summed grouped by cell: the C_ab cases of actual class a predicted as
b all have X_r = e_a and Y_r = e_b, so ``sum_r f(X_r, Y_r) = sum_ab C_ab f(e_a, e_b)``.
"""
from __future__ import annotations

import itertools

from .prove.index_sums import Array, Index, IndexFraction, IndexPoly, Sum

__all__ = ["fresh", "total", "trace", "row", "col", "sum_rc", "sum_rr", "sum_cc", "case_sum",
           "kappa_marginal", "mcc_marginal_parts"]

_n = itertools.count()


def fresh(stem: str = "i") -> Index:
    return Index(f"{stem}{next(_n)}")


def total(C: Array) -> IndexPoly:
    """S = sum_ij C_ij."""
    i, j = fresh(), fresh()
    return Sum(C[i, j], i, j)


def trace(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(C[k, k], k)


def row(C: Array, k: Index) -> IndexPoly:
    """r_k = sum_l C_kl (free k)."""
    l = fresh("l")
    return Sum(C[k, l], l)


def col(C: Array, k: Index) -> IndexPoly:
    """c_k = sum_l C_lk (free k)."""
    l = fresh("l")
    return Sum(C[l, k], l)


def sum_rc(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(row(C, k) * col(C, k), k)


def sum_rr(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(row(C, k) * row(C, k), k)


def sum_cc(C: Array) -> IndexPoly:
    k = fresh("k")
    return Sum(col(C, k) * col(C, k), k)


def case_sum(C: Array, f) -> IndexPoly:
    """sum over the S cases of f(actual, predicted), grouped by cell: sum_ab C_ab f(a, b)."""
    a, b = fresh("a"), fresh("b")
    return Sum(C[a, b] * f(a, b), a, b)


def kappa_marginal(C: Array) -> IndexFraction:
    """kappa = (S tr - sum_k r_k c_k) / (S^2 - sum_k r_k c_k)."""
    S = total(C)
    return IndexFraction(S * trace(C) - sum_rc(C), S * S - sum_rc(C))


def mcc_marginal_parts(C: Array) -> tuple[IndexPoly, IndexPoly, IndexPoly]:
    """(S tr - sum r_k c_k, S^2 - sum r_k^2, S^2 - sum c_k^2): MCC = n / sqrt(d_r d_c)."""
    S = total(C)
    return S * trace(C) - sum_rc(C), S * S - sum_rr(C), S * S - sum_cc(C)
