"""Counts, accuracy, Cohen's kappa, and the Matthews correlation coefficient in its forms.

Layout: rows are actual classes, columns predicted classes (see the package docstring).
"""

from __future__ import annotations

import sympy as sp

from ._core import InvalidConfusionMatrixError, UndefinedMetricError, _Matrix, _show, as_matrix, evaluate, metric

__all__ = [
    "total",
    "trace",
    "row_sums",
    "col_sums",
    "accuracy",
    "chance_agreement",
    "kappa",
    "kappa_parts",
    "mcc",
    "mcc_parts",
    "mcc_gorodkin",
    "mcc_gorodkin_parts",
    "mcc_covariance",
    "mcc_covariance_parts",
    "mcc_one_hot",
    "one_hot_cases",
    "mcc_binary",
    "kappa_binary",
    "kappa_from_counts",
    "mcc_from_counts",
    "asymmetry",
]


# ---------------------------------------------------------------------------
# basic quantities (DT2019 N5, N7-N10)


def total(C):
    """S = sum of all entries (DT2019-N5)."""
    M = as_matrix(C)
    return M.finish(M.S)


def trace(C):
    """Sum of the diagonal: the number of correctly classified cases."""
    M = as_matrix(C)
    return M.finish(M.tr)


def row_sums(C) -> list:
    """r_k = C_k. = sum_j C_kj, the number of cases actually in class k (DT2019-N8)."""
    M = as_matrix(C)
    return M.finish(list(M.r))


def col_sums(C) -> list:
    """c_k = C_.k = sum_l C_lk, the number of cases predicted as class k (DT2019-N9)."""
    M = as_matrix(C)
    return M.finish(list(M.c))


@metric
def accuracy(C):
    """Acc = tr(C) / S (DT2019-N7): the proportion of cases on the diagonal."""
    return C.tr / C.S


def _chance_agreement(M: _Matrix):
    return M.total(rk * ck for rk, ck in zip(M.r, M.c)) / M.S**2


@metric
def chance_agreement(C):
    """P_e = sum_k r_k c_k / S^2, the hypothetical probability of chance agreement of
    Cohen (1960), from each rater's own marginals (DT2019-N10)."""
    return _chance_agreement(C)


# ---------------------------------------------------------------------------
# kappa


def _kappa_parts(M: _Matrix):
    rc = M.total(rk * ck for rk, ck in zip(M.r, M.c))
    return M.S * M.tr - rc, M.S**2 - rc


def kappa_parts(C):
    """(numerator, denominator) of kappa after multiplying (Acc - Pe)/(1 - Pe) by S^2.

    kappa = (S*tr - sum_k r_k c_k) / (S^2 - sum_k r_k c_k).
    """
    M = as_matrix(C)
    return M.finish(_kappa_parts(M))


def _one_class_index(M: _Matrix, sums) -> int:
    return next(i for i, x in enumerate(sums) if not M.is_zero(x))


@metric
def kappa(C):
    """Cohen's kappa, (Acc - Pe)/(1 - Pe) (Cohen 1960, "A coefficient of agreement for
    nominal scales"; DT2019 eq. (5)); rows actual, columns predicted (kappa is symmetric
    in the two raters, so the layout does not matter).

    Undefined when Pe = 1, i.e. actual and predicted labels all fall in one and the same
    class (then Acc = Pe = 1 and kappa is 0/0).
    """
    num, den = _kappa_parts(C)
    if C.is_zero(den):
        k = _one_class_index(C, C.r)
        raise UndefinedMetricError(
            f"kappa is undefined: every case is actual class {k} and predicted class {k}, "
            "so the chance agreement Pe = 1 and kappa = 0/0"
        )
    return num / den


# ---------------------------------------------------------------------------
# MCC in three independent forms


def _check_mcc_defined(M: _Matrix, den_rows, den_cols):
    if M.is_zero(den_rows):
        k = _one_class_index(M, M.r)
        raise UndefinedMetricError(
            f"MCC is undefined: every case is in actual class {k} (row sums {_show(M.r)}), so "
            "S^2 - sum_k r_k^2 = 0; with two classes this is a zero row marginal"
        )
    if M.is_zero(den_cols):
        k = _one_class_index(M, M.c)
        raise UndefinedMetricError(
            f"MCC is undefined: every case is predicted as class {k} (column sums {_show(M.c)}), so "
            "S^2 - sum_k c_k^2 = 0; with two classes this is a zero column marginal"
        )


def _mcc_parts(M: _Matrix):
    return (
        M.S * M.tr - M.total(rk * ck for rk, ck in zip(M.r, M.c)),
        M.S**2 - M.total(rk**2 for rk in M.r),
        M.S**2 - M.total(ck**2 for ck in M.c),
    )


def mcc_parts(C):
    """Marginal form of MCC as (numerator, rows factor, columns factor):

    MCC = (S*tr - sum_k r_k c_k) / sqrt((S^2 - sum_k r_k^2) (S^2 - sum_k c_k^2)).
    """
    M = as_matrix(C)
    return M.finish(_mcc_parts(M))


def _ratio(M: _Matrix, parts):
    num, den_rows, den_cols = parts
    _check_mcc_defined(M, den_rows, den_cols)
    return num / M.sqrt_product(den_rows, den_cols)


@metric
def mcc(C):
    """Matthews correlation coefficient (Matthews 1975, "Comparison of the predicted and
    observed secondary structure of T4 phage lysozyme"; for N classes Gorodkin 2004,
    "Comparing two K-category assignments by a K-category correlation coefficient"),
    marginal form, equal to DT2019 eqs. (2), (3), (4); rows actual, columns predicted.

    Undefined when every case is in one actual class, or every case is predicted as one
    class (a factor of the denominator is 0).
    """
    return _ratio(C, _mcc_parts(C))


def _mcc_gorodkin_parts(M: _Matrix):
    n = range(M.n)
    num = M.total(M[k, k] * M[l, m] - M[m, k] * M[k, l] for k in n for l in n for m in n)
    rows = M.total(M.total(M[k, l] for l in n) * M.total(M[u, v] for u in n for v in n if u != k) for k in n)
    cols = M.total(M.total(M[l, k] for l in n) * M.total(M[v, u] for u in n for v in n if u != k) for k in n)
    return num, rows, cols


def mcc_gorodkin_parts(C):
    """Gorodkin's triple sums, DT2019 eq. (4), as (numerator, first and second radicand)."""
    M = as_matrix(C)
    return M.finish(_mcc_gorodkin_parts(M))


@metric
def mcc_gorodkin(C):
    """MCC by Gorodkin's formula (Gorodkin 2004), DT2019 eq. (4) (p6, L601-657)."""
    return _ratio(C, _mcc_gorodkin_parts(C))


def _mcc_covariance_parts(M: _Matrix):
    n = range(M.n)
    S = M.S
    cells = [(i, j, M[i, j]) for i in n for j in n]
    xy, xx, yy = [], [], []  # per class k: its covariance term
    for k in n:
        xbar = M.total(w for i, j, w in cells if i == k) / S
        ybar = M.total(w for i, j, w in cells if j == k) / S
        xy.append(M.total(w * ((1 if i == k else 0) - xbar) * ((1 if j == k else 0) - ybar) for i, j, w in cells) / S)
        xx.append(M.total(w * ((1 if i == k else 0) - xbar) ** 2 for i, j, w in cells) / S)
        yy.append(M.total(w * ((1 if j == k else 0) - ybar) ** 2 for i, j, w in cells) / S)
    return M.total(xy) / M.n, M.total(xx) / M.n, M.total(yy) / M.n


def mcc_covariance_parts(C):
    """DT2019 eq. (3): (Cov~(X,Y), Cov~(X,X), Cov~(Y,Y)) for the one-hot matrices X, Y.

    Cov~ is the average over classes k of the uncorrected covariance of the columns
    x_k, y_k.  The S cases are grouped by cell: C_ij cases have one-hot actual row
    e_i and one-hot predicted row e_j, so every sum over cases becomes a sum over
    cells weighted by C_ij.  No marginal identity is used here.
    """
    M = as_matrix(C)
    return M.finish(_mcc_covariance_parts(M))


@metric
def mcc_covariance(C):
    """MCC as the correlation of the one-hot matrices, DT2019 eq. (3) (p6, L547-593)."""
    return _ratio(C, _mcc_covariance_parts(C))


def one_hot_cases(C) -> tuple[list[list[int]], list[list[int]]]:
    """The S x N one-hot matrices X (actual) and Y (predicted) of DT2019-N16.

    Only for non-negative integer matrices; case order is row-major by cell.
    """
    M = as_matrix(C)
    X, Y = [], []
    for i in range(M.n):
        for j in range(M.n):
            x = M[i, j]
            if M.floating or not x.is_Integer:
                raise InvalidConfusionMatrixError(f"one-hot cases need integer counts, C[{i}][{j}] = {_show(x)}")
            for _ in range(int(x)):
                X.append([1 if k == i else 0 for k in range(M.n)])
                Y.append([1 if k == j else 0 for k in range(M.n)])
    return X, Y


def mcc_one_hot(C):
    """Eq. (3) computed literally on the S x N one-hot matrices (integer matrices only)."""
    X, Y = one_hot_cases(C)
    S, N = len(X), len(X[0])

    def cov(U, V):
        tot = sp.Integer(0)
        for k in range(N):
            ubar = sp.Rational(sum(row[k] for row in U), S)
            vbar = sp.Rational(sum(row[k] for row in V), S)
            tot += sum((U[r][k] - ubar) * (V[r][k] - vbar) for r in range(S)) / S
        return tot / N

    parts = (cov(X, Y), cov(X, X), cov(Y, Y))
    return evaluate(_ratio, as_matrix(C), parts)


# ---------------------------------------------------------------------------
# binary forms


def _binary(M: _Matrix):
    if M.n != 2:
        raise InvalidConfusionMatrixError(f"this formula is for 2 x 2 matrices, got {M.n} x {M.n}")
    return M[0, 0], M[0, 1], M[1, 0], M[1, 1]


@metric
def mcc_binary(C):
    """DT2019 eq. (2): (ad - bc) / sqrt((a+b)(b+d)(a+c)(c+d)) (Matthews 1975)."""
    a, b, c, d = _binary(C)
    for name, m in (
        ("a+b (actual positives)", a + b),
        ("c+d (actual negatives)", c + d),
        ("a+c (predicted positives)", a + c),
        ("b+d (predicted negatives)", b + d),
    ):
        if C.is_zero(m):
            raise UndefinedMetricError(f"MCC is undefined: the marginal {name} is 0")
    return (a * d - b * c) / C.sqrt((a + b) * (b + d) * (a + c) * (c + d))


@metric
def kappa_binary(C):
    """DT2019 eq. (7) left: 2(ad - bc) / ((a+b)(b+d) + (a+c)(c+d))."""
    a, b, c, d = _binary(C)
    den = (a + b) * (b + d) + (a + c) * (c + d)
    if C.is_zero(den):
        raise UndefinedMetricError("kappa is undefined: (a+b)(b+d) + (a+c)(c+d) = 0")
    return 2 * (a * d - b * c) / den


def kappa_from_counts(tp, fp, fn, tn, **kwargs):
    """The documentation page's binary formula (KDOC-E1):
    2(TP*TN - FP*FN) / ((TP+FP)(FP+TN) + (TP+FN)(FN+TN))."""
    return kappa_binary([[tp, fn], [fp, tn]], **kwargs)


def mcc_from_counts(tp, fp, fn, tn, **kwargs):
    """MCC from the four counts, (TP*TN - FP*FN)/sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN))."""
    return mcc_binary([[tp, fn], [fp, tn]], **kwargs)


@metric
def asymmetry(C):
    """Asy(M) = ||M - M^T||_F = sqrt(sum_ij (M_ij - M_ji)^2) (DT2019-D1, p19)."""
    n = range(C.n)
    return C.sqrt(C.total((C[i, j] - C[j, i]) ** 2 for i in n for j in n))
