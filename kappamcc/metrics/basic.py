"""Counts, accuracy, Cohen's kappa, and the Matthews correlation coefficient in its forms.

Layout: rows are actual classes, columns predicted classes (see the package docstring).
"""

from __future__ import annotations

import sympy as sp

from ._arithmetic import _Matrix, evaluate
from ._inputs import as_matrix, metric
from ._numbers import InvalidConfusionMatrixError, UndefinedMetricError, _show

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
    """S, the sum of all entries: the number of cases (DT2019-N5).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    sympy.Expr or float
        S, exact (a sympy number, or an expression in symbolic entries); a ``float`` when ``C``
        has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and S is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import total
    >>> total([[20, 5], [10, 15]])
    50
    >>> total([[0.5, 0.25], [0.125, 0.125]])
    1.0
    """
    M = as_matrix(C)
    return M.finish(M.S)


def trace(C):
    """Sum of the diagonal: the number of correctly classified cases.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    sympy.Expr or float
        tr(C), exact (a sympy number, or an expression in symbolic entries); a ``float`` when
        ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and the trace is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import trace
    >>> trace([[20, 5], [10, 15]])
    35
    """
    M = as_matrix(C)
    return M.finish(M.tr)


def row_sums(C) -> list:
    """The row sums r_k: the number of cases actually in each class.

    r_k = C_k. = sum_j C_kj, the number of cases actually in class k (DT2019-N8).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    list
        [r_0, ..., r_{N-1}], exact (sympy), or ``float`` when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and a sum is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import row_sums
    >>> row_sums([[20, 5], [10, 15]])
    [25, 25]
    """
    M = as_matrix(C)
    return M.finish(list(M.r))


def col_sums(C) -> list:
    """The column sums c_k: the number of cases predicted as each class.

    c_k = C_.k = sum_l C_lk, the number of cases predicted as class k (DT2019-N9).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    list
        [c_0, ..., c_{N-1}], exact (sympy), or ``float`` when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and a sum is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import col_sums
    >>> col_sums([[20, 5], [10, 15]])
    [30, 20]
    """
    M = as_matrix(C)
    return M.finish(list(M.c))


@metric
def accuracy(C):
    """Accuracy, the proportion of cases on the diagonal.

    Acc = tr(C) / S (DT2019-N7): the proportion of cases on the diagonal.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.

    Examples
    --------
    >>> from kappamcc.metrics import accuracy
    >>> accuracy([[20, 5], [10, 15]])
    7/10
    >>> accuracy([[0.5, 0.25], [0.125, 0.125]])
    0.625
    """
    return C.tr / C.S


def _chance_agreement(M: _Matrix):
    return M.total(rk * ck for rk, ck in zip(M.r, M.c)) / M.S**2


@metric
def chance_agreement(C):
    """Cohen's chance agreement P_e from the two raters' marginals.

    P_e = sum_k r_k c_k / S^2, the hypothetical probability of chance agreement of
    Cohen (1960), from each rater's own marginals (DT2019-N10).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.

    Examples
    --------
    >>> from kappamcc.metrics import chance_agreement
    >>> chance_agreement([[20, 5], [10, 15]])
    1/2
    """
    return _chance_agreement(C)


# ---------------------------------------------------------------------------
# kappa


def _kappa_parts(M: _Matrix):
    rc = M.total(rk * ck for rk, ck in zip(M.r, M.c))
    return M.S * M.tr - rc, M.S**2 - rc


def kappa_parts(C):
    """(numerator, denominator) of kappa after multiplying (Acc - Pe)/(1 - Pe) by S^2.

    kappa = (S*tr - sum_k r_k c_k) / (S^2 - sum_k r_k c_k).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    tuple
        (S*tr - sum_k r_k c_k, S^2 - sum_k r_k c_k), exact (sympy), or floats when ``C`` has a
        float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and a part is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import kappa_parts
    >>> kappa_parts([[20, 5], [10, 15]])
    (500, 1250)
    """
    M = as_matrix(C)
    return M.finish(_kappa_parts(M))


def _one_class_index(M: _Matrix, sums) -> int:
    return next(i for i, x in enumerate(sums) if not M.is_zero(x))


@metric
def kappa(C):
    """Cohen's kappa, (Acc - Pe)/(1 - Pe).

    Cohen's kappa, (Acc - Pe)/(1 - Pe) (Cohen 1960, "A coefficient of agreement for
    nominal scales"; DT2019 eq. (5)); rows actual, columns predicted (kappa is symmetric
    in the two raters, so the layout does not matter).

    Undefined when Pe = 1, i.e. actual and predicted labels all fall in one and the same
    class (then Acc = Pe = 1 and kappa is 0/0).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    UndefinedMetricError
        Pe = 1: every case is actually in one class and predicted as that class.

    Examples
    --------
    >>> from kappamcc.metrics import kappa
    >>> kappa([[20, 5], [10, 15]])
    2/5
    >>> kappa([[5, 1, 0], [1, 3, 1], [0, 2, 4]])
    108/193
    >>> kappa([[5, 0], [0, 0]], replace_undefined_by=0)
    0
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
    """Marginal form of MCC as (numerator, rows factor, columns factor).

    MCC = (S*tr - sum_k r_k c_k) / sqrt((S^2 - sum_k r_k^2) (S^2 - sum_k c_k^2)).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    tuple
        (S*tr - sum_k r_k c_k, S^2 - sum_k r_k^2, S^2 - sum_k c_k^2), exact (sympy), or floats
        when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and a part is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_parts
    >>> mcc_parts([[20, 5], [10, 15]])
    (500, 1250, 1200)
    """
    M = as_matrix(C)
    return M.finish(_mcc_parts(M))


def _ratio(M: _Matrix, parts):
    num, den_rows, den_cols = parts
    _check_mcc_defined(M, den_rows, den_cols)
    return num / M.sqrt_product(den_rows, den_cols)


@metric
def mcc(C):
    """Matthews correlation coefficient of an N x N confusion matrix.

    Matthews correlation coefficient (Matthews 1975, "Comparison of the predicted and
    observed secondary structure of T4 phage lysozyme"; for N classes Gorodkin 2004,
    "Comparing two K-category assignments by a K-category correlation coefficient"),
    marginal form, equal to DT2019 eqs. (2), (3), (4); rows actual, columns predicted.

    Undefined when every case is in one actual class, or every case is predicted as one
    class (a factor of the denominator is 0).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    UndefinedMetricError
        Every case is in one actual class, or every case is predicted as one class.

    Examples
    --------
    >>> from kappamcc.metrics import mcc
    >>> mcc([[20, 5], [10, 15]])
    sqrt(6)/6
    >>> mcc([[5, 1, 0], [1, 3, 1], [0, 2, 4]])
    9/16
    >>> mcc([[20.0, 5.0], [10.0, 15.0]])
    0.408248290463863
    >>> mcc([[5, 0], [5, 0]], replace_undefined_by=0)
    0
    """
    return _ratio(C, _mcc_parts(C))


def _mcc_gorodkin_parts(M: _Matrix):
    n = range(M.n)
    num = M.total(M[k, k] * M[l, m] - M[m, k] * M[k, l] for k in n for l in n for m in n)
    rows = M.total(M.total(M[k, l] for l in n) * M.total(M[u, v] for u in n for v in n if u != k) for k in n)
    cols = M.total(M.total(M[l, k] for l in n) * M.total(M[v, u] for u in n for v in n if u != k) for k in n)
    return num, rows, cols


def mcc_gorodkin_parts(C):
    """Gorodkin's triple sums, DT2019 eq. (4), as (numerator, first and second radicand).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    tuple
        (numerator, first radicand, second radicand), exact (sympy), or floats when ``C`` has a
        float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and a sum is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_gorodkin_parts
    >>> mcc_gorodkin_parts([[20, 5], [10, 15]])
    (500, 1250, 1200)
    """
    M = as_matrix(C)
    return M.finish(_mcc_gorodkin_parts(M))


@metric
def mcc_gorodkin(C):
    """MCC by Gorodkin's formula (Gorodkin 2004), DT2019 eq. (4) (p6, L601-657).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    UndefinedMetricError
        A radicand is 0: every case is in one actual class, or predicted as one class.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_gorodkin
    >>> mcc_gorodkin([[20, 5], [10, 15]])
    sqrt(6)/6
    """
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

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.

    Returns
    -------
    tuple
        (Cov~(X,Y), Cov~(X,X), Cov~(Y,Y)), exact (sympy), or floats when ``C`` has a float
        entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_covariance_parts
    >>> mcc_covariance_parts([[20, 5], [10, 15]])
    (1/10, 1/4, 6/25)
    """
    M = as_matrix(C)
    return M.finish(_mcc_covariance_parts(M))


@metric
def mcc_covariance(C):
    """MCC as the correlation of the one-hot matrices, DT2019 eq. (3) (p6, L547-593).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    UndefinedMetricError
        Cov~(X,X) or Cov~(Y,Y) is 0: every case is in one actual class, or predicted as one class.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_covariance
    >>> mcc_covariance([[20, 5], [10, 15]])
    sqrt(6)/6
    """
    return _ratio(C, _mcc_covariance_parts(C))


def one_hot_cases(C) -> tuple[list[list[int]], list[list[int]]]:
    """The S x N one-hot matrices X (actual) and Y (predicted) of DT2019-N16.

    Only for non-negative integer matrices; case order is row-major by cell.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted, of whole-number counts (a list of
        rows, a NumPy array or a sympy ``Matrix``).

    Returns
    -------
    tuple of two lists
        (X, Y): one row per case, ``X[s][k]`` 1 when case s is actually in class k, ``Y[s][k]``
        1 when it is predicted as class k, 0 otherwise.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
        Also an entry that is not a whole number (a float, a fraction, a symbol).

    Examples
    --------
    >>> from kappamcc.metrics import one_hot_cases
    >>> one_hot_cases([[1, 1], [0, 1]])
    ([[1, 0], [1, 0], [0, 1]], [[1, 0], [0, 1], [0, 1]])
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
    """Eq. (3) computed literally on the S x N one-hot matrices (integer matrices only).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted, of whole-number counts (a list of
        rows, a NumPy array or a sympy ``Matrix``); its S cases are built one by one
        (:func:`one_hot_cases`).

    Returns
    -------
    sympy.Expr
        The exact MCC.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
        Also an entry that is not a whole number (a float, a fraction, a symbol).
    UndefinedMetricError
        Every case is in one actual class, or predicted as one class.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_one_hot
    >>> mcc_one_hot([[2, 1], [0, 3]])
    sqrt(2)/2
    """
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
    """DT2019 eq. (2): (ad - bc) / sqrt((a+b)(b+d)(a+c)(c+d)) (Matthews 1975).

    Parameters
    ----------
    C : confusion matrix
        2 x 2, ``[[a, b], [c, d]]``, rows actual and columns predicted: a list of rows, a NumPy
        array or a sympy ``Matrix`` of counts >= 0 (exact, float or symbolic).
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
        Also a matrix that is not 2 x 2.
    UndefinedMetricError
        A marginal a+b, c+d, a+c or b+d is 0.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_binary
    >>> mcc_binary([[20, 5], [10, 15]])
    sqrt(6)/6
    >>> import sympy
    >>> mcc_binary(sympy.Matrix(2, 2, sympy.symbols("a b c d")))
    (a*d - b*c)/sqrt((a + b)*(a + c)*(b + d)*(c + d))
    """
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
    """DT2019 eq. (7) left: 2(ad - bc) / ((a+b)(b+d) + (a+c)(c+d)).

    Parameters
    ----------
    C : confusion matrix
        2 x 2, ``[[a, b], [c, d]]``, rows actual and columns predicted: a list of rows, a NumPy
        array or a sympy ``Matrix`` of counts >= 0 (exact, float or symbolic).
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
        Also a matrix that is not 2 x 2.
    UndefinedMetricError
        (a+b)(b+d) + (a+c)(c+d) = 0 (every case in one cell of the diagonal).

    Examples
    --------
    >>> from kappamcc.metrics import kappa_binary
    >>> kappa_binary([[20, 5], [10, 15]])
    2/5
    """
    a, b, c, d = _binary(C)
    den = (a + b) * (b + d) + (a + c) * (c + d)
    if C.is_zero(den):
        raise UndefinedMetricError("kappa is undefined: (a+b)(b+d) + (a+c)(c+d) = 0")
    return 2 * (a * d - b * c) / den


def kappa_from_counts(tp, fp, fn, tn, **kwargs):
    """Cohen's kappa from the four counts of a binary classification.

    The documentation page's binary formula (KDOC-E1):
    2(TP*TN - FP*FN) / ((TP+FP)(FP+TN) + (TP+FN)(FN+TN)).

    Parameters
    ----------
    tp, fp, fn, tn : number
        True positives, false positives, false negatives, true negatives (>= 0).
    **kwargs
        ``replace_undefined_by=``, as for :func:`kappa_binary`.

    Returns
    -------
    sympy.Expr or float
        ``kappa_binary([[tp, fn], [fp, tn]])``: exact, or a ``float`` when a count is a float.

    Raises
    ------
    InvalidConfusionMatrixError
        A count is negative, not finite or not a real number, or all four are 0.
    UndefinedMetricError
        Every case is a true positive, or every case a true negative.

    Examples
    --------
    >>> from kappamcc.metrics import kappa_from_counts
    >>> kappa_from_counts(tp=20, fp=10, fn=5, tn=15)
    2/5
    """
    return kappa_binary([[tp, fn], [fp, tn]], **kwargs)


def mcc_from_counts(tp, fp, fn, tn, **kwargs):
    """MCC from the four counts, (TP*TN - FP*FN)/sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN)).

    Parameters
    ----------
    tp, fp, fn, tn : number
        True positives, false positives, false negatives, true negatives (>= 0).
    **kwargs
        ``replace_undefined_by=``, as for :func:`mcc_binary`.

    Returns
    -------
    sympy.Expr or float
        ``mcc_binary([[tp, fn], [fp, tn]])``: exact, or a ``float`` when a count is a float.

    Raises
    ------
    InvalidConfusionMatrixError
        A count is negative, not finite or not a real number, or all four are 0.
    UndefinedMetricError
        One of TP+FP, TP+FN, TN+FP, TN+FN is 0.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_from_counts
    >>> mcc_from_counts(tp=20, fp=10, fn=5, tn=15)
    sqrt(6)/6
    """
    return mcc_binary([[tp, fn], [fp, tn]], **kwargs)


@metric
def asymmetry(C):
    """Asy(M) = ||M - M^T||_F = sqrt(sum_ij (M_ij - M_ji)^2) (DT2019-D1, p19).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    sympy.Expr or float
        The exact value: a sympy number (rational or algebraic, or exact in logarithms) or, for
        symbolic entries, the sympy expression of the definition; a ``float`` (correctly rounded,
        or within about an ulp) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    OverflowError
        ``C`` has float entries and the value is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import asymmetry
    >>> asymmetry([[20, 5], [10, 15]])
    5*sqrt(2)
    >>> asymmetry([[1, 2], [2, 1]])
    0
    """
    n = range(C.n)
    return C.sqrt(C.total((C[i, j] - C[j, i]) ** 2 for i in n for j in n))
