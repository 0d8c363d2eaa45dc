"""Exact metrics of a confusion matrix.

Convention (Delgado & Tibau 2019, p4, L257-261; Ben-David 2008, Table 1): rows are
*actual* classes, columns are *predicted* classes, ``C[i][j]`` counts the cases of
actual class ``i`` assigned to class ``j``.  For two classes the matrix is
``[[a, b], [c, d]] = [[TP, FN], [FP, TN]]`` with the positive class first.

Every function accepts

* a sympy ``Matrix`` (entries may be symbols: the result is a sympy expression),
* a list of lists of ``int``, ``fractions.Fraction`` or sympy numbers (exact: the
  result is a sympy number, rational or algebraic),
* a list of lists containing ``float`` (the result is a ``float``).

Bad input raises, never returns NaN:

* :class:`InvalidConfusionMatrixError` -- not a confusion matrix at all: not square,
  fewer than two classes, a negative or non-finite entry, or total zero.
* :class:`UndefinedMetricError` -- a valid matrix on which the requested metric is
  undefined (0/0), e.g. MCC when every case lies in one actual class.

Both are ``ValueError`` subclasses, so ``except ValueError`` keeps working.  For
symbolic entries the definedness conditions cannot be decided here; the claim that
uses the expression states them as assumptions and the provers check them.
"""
from __future__ import annotations

import math
from fractions import Fraction
from numbers import Number
from typing import Iterable

import sympy as sp

__all__ = [
    "InvalidConfusionMatrixError", "UndefinedMetricError", "as_matrix",
    "total", "trace", "row_sums", "col_sums", "accuracy", "chance_agreement",
    "kappa", "kappa_parts", "mcc", "mcc_parts", "mcc_gorodkin", "mcc_gorodkin_parts",
    "mcc_covariance", "mcc_covariance_parts", "mcc_one_hot", "one_hot_cases",
    "mcc_binary", "kappa_binary", "kappa_from_counts", "mcc_from_counts",
    "scott_pi", "precision", "recall", "f1", "informedness", "markedness",
    "asymmetry", "off_diagonal_entropy", "entropy",
]


class InvalidConfusionMatrixError(ValueError):
    """The input is not a confusion matrix (shape, sign, finiteness, total)."""


class UndefinedMetricError(ValueError):
    """The matrix is valid but the metric is 0/0 on it; the message says why."""


# ---------------------------------------------------------------------------
# input handling


def _to_exact(x):
    if isinstance(x, bool):
        raise InvalidConfusionMatrixError(f"entry {x!r} is a bool, not a count")
    if isinstance(x, Fraction):
        return sp.Rational(x.numerator, x.denominator)
    if isinstance(x, (int, sp.Basic)):
        return sp.sympify(x)
    if isinstance(x, Number):  # Decimal and friends
        return sp.nsimplify(x, rational=True)
    raise InvalidConfusionMatrixError(f"entry {x!r} of type {type(x).__name__} is not a number")


class _Matrix:
    """A validated square matrix plus the arithmetic it needs (exact or float)."""

    def __init__(self, rows: list[list], floating: bool):
        self.rows = rows
        self.n = len(rows)
        self.floating = floating

    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]

    def sqrt(self, x):
        return math.sqrt(x) if self.floating else sp.sqrt(x)

    def finish(self, x):
        if self.floating:
            return float(x)
        return x

    def is_zero(self, x) -> bool:
        """True only when ``x`` is certainly zero (symbolic expressions: never assumed)."""
        if self.floating:
            return x == 0
        x = sp.sympify(x)
        return bool(x.is_zero) if x.is_number else False


def as_matrix(C) -> "_Matrix":
    """Validate ``C`` and return the internal matrix (exact sympy or float entries)."""
    if isinstance(C, _Matrix):
        return C
    if isinstance(C, sp.MatrixBase):
        rows = [list(C.row(i)) for i in range(C.rows)]
        ncols = C.cols
        if C.rows != ncols:
            raise InvalidConfusionMatrixError(f"confusion matrix must be square, got {C.rows}x{ncols}")
    else:
        try:
            rows = [list(r) for r in C]
        except TypeError:
            raise InvalidConfusionMatrixError(f"expected a square matrix (list of rows), got {type(C).__name__}") from None
        for i, r in enumerate(rows):
            if len(r) != len(rows):
                raise InvalidConfusionMatrixError(
                    f"confusion matrix must be square: it has {len(rows)} rows but row {i} has {len(r)} entries")
    if len(rows) == 0:
        raise InvalidConfusionMatrixError("confusion matrix is empty")
    if len(rows) < 2:
        raise InvalidConfusionMatrixError(f"a confusion matrix needs at least 2 classes, got {len(rows)}")
    floating = any(isinstance(x, float) for r in rows for x in r)
    out = []
    for i, r in enumerate(rows):
        new = []
        for j, x in enumerate(r):
            if floating:
                if isinstance(x, sp.Basic) and x.free_symbols:
                    raise InvalidConfusionMatrixError("cannot mix float and symbolic entries")
                x = float(x)
                if not math.isfinite(x):
                    raise InvalidConfusionMatrixError(f"entry C[{i}][{j}] = {x} is not finite")
                if x < 0:
                    raise InvalidConfusionMatrixError(f"entry C[{i}][{j}] = {x} is negative; counts must be >= 0")
            else:
                x = _to_exact(x)
                if x.has(sp.nan, sp.oo, -sp.oo, sp.zoo):
                    raise InvalidConfusionMatrixError(f"entry C[{i}][{j}] = {x} is not finite")
                if x.is_negative:
                    raise InvalidConfusionMatrixError(f"entry C[{i}][{j}] = {x} is negative; counts must be >= 0")
                if x.is_number and not x.is_real:
                    raise InvalidConfusionMatrixError(f"entry C[{i}][{j}] = {x} is not real")
            new.append(x)
        out.append(new)
    M = _Matrix(out, floating)
    if M.is_zero(sum(x for r in out for x in r)):
        raise InvalidConfusionMatrixError("confusion matrix has total 0: no cases to evaluate")
    return M


# ---------------------------------------------------------------------------
# basic quantities (DT2019 N5, N7-N10)


def total(C):
    """S = sum of all entries (DT2019-N5)."""
    M = as_matrix(C)
    return M.finish(sum(x for r in M.rows for x in r))


def trace(C):
    """Sum of the diagonal: the number of correctly classified cases."""
    M = as_matrix(C)
    return M.finish(sum(M[k, k] for k in range(M.n)))


def row_sums(C) -> list:
    """r_k = C_k. = sum_j C_kj, the number of cases actually in class k (DT2019-N8)."""
    M = as_matrix(C)
    return [M.finish(sum(r)) for r in M.rows]


def col_sums(C) -> list:
    """c_k = C_.k = sum_l C_lk, the number of cases predicted as class k (DT2019-N9)."""
    M = as_matrix(C)
    return [M.finish(sum(M[l, k] for l in range(M.n))) for k in range(M.n)]


def _aggregates(M: _Matrix):
    S = sum(x for r in M.rows for x in r)
    tr = sum(M[k, k] for k in range(M.n))
    r = [sum(row) for row in M.rows]
    c = [sum(M[l, k] for l in range(M.n)) for k in range(M.n)]
    return S, tr, r, c


def accuracy(C):
    """Acc = tr(C) / S (DT2019-N7)."""
    M = as_matrix(C)
    S, tr, _, _ = _aggregates(M)
    return M.finish(tr / S)


def chance_agreement(C):
    """P_e = sum_k r_k c_k / S^2, the hypothetical probability of chance agreement (DT2019-N10)."""
    M = as_matrix(C)
    S, _, r, c = _aggregates(M)
    return M.finish(sum(rk * ck for rk, ck in zip(r, c)) / S**2)


# ---------------------------------------------------------------------------
# kappa


def kappa_parts(C):
    """(numerator, denominator) of kappa after multiplying (Acc - Pe)/(1 - Pe) by S^2.

    kappa = (S*tr - sum_k r_k c_k) / (S^2 - sum_k r_k c_k).
    """
    M = as_matrix(C)
    S, tr, r, c = _aggregates(M)
    rc = sum(rk * ck for rk, ck in zip(r, c))
    return S * tr - rc, S**2 - rc


def kappa(C):
    """Cohen's kappa, (Acc - Pe)/(1 - Pe) (DT2019 eq. (5)).

    Raises UndefinedMetricError when Pe = 1, i.e. actual and predicted labels all fall
    in one and the same class (then Acc = Pe = 1 and kappa is 0/0).
    """
    M = as_matrix(C)
    num, den = kappa_parts(M)
    if M.is_zero(den):
        k = next(i for i, row in enumerate(M.rows) if not M.is_zero(sum(row)))
        raise UndefinedMetricError(
            f"kappa is undefined: every case is actual class {k} and predicted class {k}, "
            "so the chance agreement Pe = 1 and kappa = 0/0")
    return M.finish(num / den)


def scott_pi(C):
    """Scott's pi: like kappa, but Pe uses the pooled marginals ((r_k + c_k) / 2S)^2."""
    M = as_matrix(C)
    S, tr, r, c = _aggregates(M)
    pe = sum(((rk + ck) / (2 * S)) ** 2 for rk, ck in zip(r, c))
    if M.is_zero(1 - pe):
        raise UndefinedMetricError("Scott's pi is undefined: all cases, actual and predicted, are in one class")
    return M.finish((tr / S - pe) / (1 - pe))


# ---------------------------------------------------------------------------
# MCC in three independent forms


def _check_mcc_defined(M: _Matrix, den_rows, den_cols):
    S, _, r, c = _aggregates(M)
    if M.is_zero(den_rows):
        k = next(i for i, x in enumerate(r) if not M.is_zero(x))
        raise UndefinedMetricError(
            f"MCC is undefined: every case is in actual class {k} (row sums {list(r)}), so "
            "S^2 - sum_k r_k^2 = 0; with two classes this is a zero row marginal")
    if M.is_zero(den_cols):
        k = next(i for i, x in enumerate(c) if not M.is_zero(x))
        raise UndefinedMetricError(
            f"MCC is undefined: every case is predicted as class {k} (column sums {list(c)}), so "
            "S^2 - sum_k c_k^2 = 0; with two classes this is a zero column marginal")


def mcc_parts(C):
    """Marginal form of MCC as (numerator, rows factor, columns factor):

    MCC = (S*tr - sum_k r_k c_k) / sqrt((S^2 - sum_k r_k^2) (S^2 - sum_k c_k^2)).
    """
    M = as_matrix(C)
    S, tr, r, c = _aggregates(M)
    return (S * tr - sum(rk * ck for rk, ck in zip(r, c)),
            S**2 - sum(rk**2 for rk in r),
            S**2 - sum(ck**2 for ck in c))


def _ratio(M, parts):
    num, den_rows, den_cols = parts
    _check_mcc_defined(M, den_rows, den_cols)
    return M.finish(num / (M.sqrt(den_rows) * M.sqrt(den_cols)))


def mcc(C):
    """Matthews correlation coefficient, marginal form (a) (equal to eqs. (2), (3), (4))."""
    M = as_matrix(C)
    return _ratio(M, mcc_parts(M))


def mcc_gorodkin_parts(C):
    """Gorodkin's triple sums, DT2019 eq. (4), as (numerator, first and second radicand)."""
    M = as_matrix(C)
    n = range(M.n)
    num = sum(M[k, k] * M[l, m] - M[m, k] * M[k, l] for k in n for l in n for m in n)
    rows = sum(sum(M[k, l] for l in n) * sum(M[u, v] for u in n for v in n if u != k) for k in n)
    cols = sum(sum(M[l, k] for l in n) * sum(M[v, u] for u in n for v in n if u != k) for k in n)
    return num, rows, cols


def mcc_gorodkin(C):
    """MCC by Gorodkin's formula, DT2019 eq. (4) (p6, L601-657)."""
    M = as_matrix(C)
    return _ratio(M, mcc_gorodkin_parts(M))


def mcc_covariance_parts(C):
    """DT2019 eq. (3): (Cov~(X,Y), Cov~(X,X), Cov~(Y,Y)) for the one-hot matrices X, Y.

    Cov~ is the average over classes k of the uncorrected covariance of the columns
    x_k, y_k.  The S cases are grouped by cell: C_ij cases have one-hot actual row
    e_i and one-hot predicted row e_j, so every sum over cases becomes a sum over
    cells weighted by C_ij.  No marginal identity is used here.
    """
    M = as_matrix(C)
    n = range(M.n)
    S = sum(x for r in M.rows for x in r)
    cells = [(i, j, M[i, j]) for i in n for j in n]
    cov_xy = cov_xx = cov_yy = 0
    for k in n:
        xbar = sum(w * (1 if i == k else 0) for i, j, w in cells) / S
        ybar = sum(w * (1 if j == k else 0) for i, j, w in cells) / S
        cov_xy += sum(w * ((1 if i == k else 0) - xbar) * ((1 if j == k else 0) - ybar) for i, j, w in cells) / S
        cov_xx += sum(w * ((1 if i == k else 0) - xbar) ** 2 for i, j, w in cells) / S
        cov_yy += sum(w * ((1 if j == k else 0) - ybar) ** 2 for i, j, w in cells) / S
    return cov_xy / M.n, cov_xx / M.n, cov_yy / M.n


def mcc_covariance(C):
    """MCC as the correlation of the one-hot matrices, DT2019 eq. (3) (p6, L547-593)."""
    M = as_matrix(C)
    return _ratio(M, mcc_covariance_parts(M))


def one_hot_cases(C) -> tuple[list[list[int]], list[list[int]]]:
    """The S x N one-hot matrices X (actual) and Y (predicted) of DT2019-N16.

    Only for non-negative integer matrices; case order is row-major by cell.
    """
    M = as_matrix(C)
    X, Y = [], []
    for i in range(M.n):
        for j in range(M.n):
            x = M[i, j]
            if M.floating or not (x.is_Integer):
                raise InvalidConfusionMatrixError(f"one-hot cases need integer counts, C[{i}][{j}] = {x}")
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

    cxy, cxx, cyy = cov(X, Y), cov(X, X), cov(Y, Y)
    M = as_matrix(C)
    return _ratio(M, (cxy, cxx, cyy))


# ---------------------------------------------------------------------------
# binary forms


def _binary(C):
    M = as_matrix(C)
    if M.n != 2:
        raise InvalidConfusionMatrixError(f"this formula is for 2 x 2 matrices, got {M.n} x {M.n}")
    return M, M[0, 0], M[0, 1], M[1, 0], M[1, 1]


def mcc_binary(C):
    """DT2019 eq. (2): (ad - bc) / sqrt((a+b)(b+d)(a+c)(c+d))."""
    M, a, b, c, d = _binary(C)
    for name, m in (("a+b (actual positives)", a + b), ("c+d (actual negatives)", c + d),
                    ("a+c (predicted positives)", a + c), ("b+d (predicted negatives)", b + d)):
        if M.is_zero(m):
            raise UndefinedMetricError(f"MCC is undefined: the marginal {name} is 0")
    return M.finish((a * d - b * c) / M.sqrt((a + b) * (b + d) * (a + c) * (c + d)))


def kappa_binary(C):
    """DT2019 eq. (7) left: 2(ad - bc) / ((a+b)(b+d) + (a+c)(c+d))."""
    M, a, b, c, d = _binary(C)
    den = (a + b) * (b + d) + (a + c) * (c + d)
    if M.is_zero(den):
        raise UndefinedMetricError("kappa is undefined: (a+b)(b+d) + (a+c)(c+d) = 0")
    return M.finish(2 * (a * d - b * c) / den)


def kappa_from_counts(tp, fp, fn, tn):
    """The documentation page's binary formula (KDOC-E1):
    2(TP*TN - FP*FN) / ((TP+FP)(FP+TN) + (TP+FN)(FN+TN))."""
    return kappa_binary([[tp, fn], [fp, tn]])


def mcc_from_counts(tp, fp, fn, tn):
    """MCC from the four counts, (TP*TN - FP*FN)/sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN))."""
    return mcc_binary([[tp, fn], [fp, tn]])


# ---------------------------------------------------------------------------
# other metrics


def _one_vs_rest(C, positive: int):
    M = as_matrix(C)
    if not 0 <= positive < M.n:
        raise ValueError(f"positive class index {positive} is out of range 0..{M.n - 1}")
    S = sum(x for r in M.rows for x in r)
    tp = M[positive, positive]
    fn = sum(M.rows[positive]) - tp
    fp = sum(M[l, positive] for l in range(M.n)) - tp
    return M, tp, fp, fn, S - tp - fp - fn


def precision(C, positive: int = 0):
    """TP / (TP + FP) for class ``positive`` (one-vs-rest); DT convention: class 0 is positive."""
    M, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fp):
        raise UndefinedMetricError(f"precision is undefined: nothing is predicted as class {positive}")
    return M.finish(tp / (tp + fp))


def recall(C, positive: int = 0):
    """TP / (TP + FN) for class ``positive`` (true positive rate)."""
    M, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fn):
        raise UndefinedMetricError(f"recall is undefined: no case is actually in class {positive}")
    return M.finish(tp / (tp + fn))


def f1(C, positive: int = 0):
    """Harmonic mean of precision and recall, 2TP / (2TP + FP + FN)."""
    M, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(2 * tp + fp + fn):
        raise UndefinedMetricError(f"F1 is undefined: class {positive} is neither present nor predicted")
    return M.finish(2 * tp / (2 * tp + fp + fn))


def informedness(C, positive: int = 0):
    """TPR + TNR - 1 (Youden's J, bookmaker informedness)."""
    M, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fn) or M.is_zero(tn + fp):
        raise UndefinedMetricError("informedness is undefined: an actual class is empty")
    return M.finish(tp / (tp + fn) + tn / (tn + fp) - 1)


def markedness(C, positive: int = 0):
    """PPV + NPV - 1."""
    M, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fp) or M.is_zero(tn + fn):
        raise UndefinedMetricError("markedness is undefined: a predicted class is empty")
    return M.finish(tp / (tp + fp) + tn / (tn + fn) - 1)


def asymmetry(C):
    """Asy(M) = ||M - M^T||_F = sqrt(sum_ij (M_ij - M_ji)^2) (DT2019-D1, p19)."""
    M = as_matrix(C)
    n = range(M.n)
    return M.finish(M.sqrt(sum((M[i, j] - M[j, i]) ** 2 for i in n for j in n)))


def entropy(values: Iterable, base=2):
    """Shannon entropy of the proportions of non-negative numbers, with 0 log 0 = 0 (DT2019-D2)."""
    vals = list(values)
    floating = any(isinstance(v, float) for v in vals)
    if not floating:
        vals = [_to_exact(v) for v in vals]
    for v in vals:
        if (v < 0) if floating else bool(sp.sympify(v).is_negative):
            raise InvalidConfusionMatrixError(f"entropy needs non-negative numbers, got {v}")
    n = sum(vals)
    if (n == 0) if floating else bool(sp.sympify(n).is_zero):
        raise UndefinedMetricError("entropy is undefined: all the numbers are 0")
    if floating:
        return float(-sum((v / n) * math.log(v / n, base) for v in vals if v != 0))
    terms = [v for v in vals if not (v.is_number and v.is_zero)]
    return -sum((v / n) * sp.log(v / n, base) for v in terms)


def off_diagonal_entropy(C, base=2):
    """Ent(M): Shannon entropy (base 2) of the off-diagonal entries (DT2019-D2, p19).

    Undefined (raises) for a diagonal matrix, where all off-diagonal entries are 0.
    """
    M = as_matrix(C)
    vals = [M[i, j] for i in range(M.n) for j in range(M.n) if i != j]
    try:
        return entropy(vals, base)
    except UndefinedMetricError:
        raise UndefinedMetricError("Ent is undefined: every off-diagonal entry is 0 (perfect classification)") from None
