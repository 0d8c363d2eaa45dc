"""Exact metrics of a confusion matrix.

Convention (Delgado & Tibau 2019, p4, L257-261; Ben-David 2008, Table 1; scikit-learn's
``confusion_matrix``): rows are *actual* classes, columns are *predicted* classes,
``C[i][j]`` counts the cases of actual class ``i`` assigned to class ``j``.

Which class is positive (two classes).  The papers write the binary matrix with the
positive class *first*, ``[[a, b], [c, d]] = [[TP, FN], [FP, TN]]``; scikit-learn's
``confusion_matrix(y_true, y_pred)`` sorts the labels, so for labels ``{0, 1}`` its
positive class (``pos_label=1``) is *last*: ``[[TN, FP], [FN, TP]]``.

* kappa, MCC, accuracy, Scott's pi (and ``mcc_binary``, ``kappa_binary``) do not depend
  on which class is called positive: they are unchanged when the two classes swap.
* The one-vs-rest metrics :func:`precision`, :func:`recall`, :func:`f1`,
  :func:`informedness`, :func:`markedness` take ``positive=``, the *row/column index*
  of the positive class.  Its default, ``None``, is scikit-learn's layout: for a 2 x 2
  matrix the positive class is the **last** one (index 1), so ``precision(
  confusion_matrix(y_true, y_pred))`` equals ``precision_score(y_true, y_pred)``.  For a
  matrix in the papers' layout pass ``positive=0``.  For N > 2 classes there is no
  convention and the default raises: name the class, ``positive=k`` (negative indices
  count from the end, as in Python: ``-1`` is the last class).  The default is ``None``
  rather than ``-1`` so that a 3 x 3 matrix cannot silently give one class's value.

Building a matrix from labels: :func:`from_labels` (``y_true``, ``y_pred``, optional
``labels=`` order) gives the same matrix as scikit-learn's ``confusion_matrix``, with
exact integer entries.

Every function accepts

* a sympy ``Matrix`` (entries may be symbols: the result is a sympy expression),
* a list of lists (or a NumPy array) of ``int``, ``fractions.Fraction`` or sympy
  numbers (exact: the result is a sympy number, rational or algebraic),
* a list of lists containing ``float`` (the result is a ``float``).

Floats from exact input: the one documented way is :func:`as_floats`, which turns a
matrix into float entries, after which every metric computes in float64 and returns a
Python ``float``, like scikit-learn: ``mcc(as_floats(C))``.  (An exact numeric result
also converts with ``float(...)``; ``as_floats`` avoids computing it exactly first.)

Bad input raises, never returns NaN:

* :class:`InvalidConfusionMatrixError` -- not a confusion matrix at all: a string, not
  square, fewer than two classes, a negative or non-finite entry, or total zero.
* :class:`UndefinedMetricError` -- a valid matrix on which the requested metric is
  undefined (0/0), e.g. MCC when every case lies in one actual class.

Both are ``ValueError`` subclasses, so ``except ValueError`` keeps working.  For
symbolic entries the definedness conditions cannot be decided here; the claim that
uses the expression states them as assumptions and the provers check them.
"""
from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral, Number, Rational
from typing import Iterable

import sympy as sp

__all__ = [
    "InvalidConfusionMatrixError", "UndefinedMetricError", "as_matrix", "as_floats", "from_labels",
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
    if isinstance(x, Integral):  # NumPy integers (scikit-learn's confusion_matrix)
        return sp.Integer(int(x))
    if isinstance(x, Rational):
        return sp.Rational(int(x.numerator), int(x.denominator))
    if isinstance(x, Number):  # Decimal and friends
        return sp.nsimplify(x, rational=True)
    if isinstance(x, (str, bytes)):
        raise InvalidConfusionMatrixError(f"entry {x!r} is a string, not a number; convert it first (int(...), Fraction(...))")
    raise InvalidConfusionMatrixError(f"entry {x!r} of type {type(x).__name__} is not a number")


def _string_error(what: str, x) -> InvalidConfusionMatrixError:
    text = x if len(x) <= 40 else x[:37] + "..."
    return InvalidConfusionMatrixError(
        f"{what} is a string ({text!r}), not a matrix: pass a list of rows of numbers, e.g. "
        "[[20, 22], [10, 48]] (to read one from text, use ast.literal_eval or json.loads)")


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

    def total(self, terms):
        """The sum of ``terms``: one sympy ``Add`` of all of them for exact entries (adding
        one at a time re-flattens the growing sum: quadratic in the number of terms, and
        Gorodkin's triple sums have N^3 of them); Python's sum for floats, in order."""
        terms = list(terms)
        return sum(terms) if self.floating else sp.Add(*terms)

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
    if isinstance(C, (str, bytes)):
        raise _string_error("the confusion matrix", C)
    if isinstance(C, sp.MatrixBase):
        rows = [list(C.row(i)) for i in range(C.rows)]
        ncols = C.cols
        if C.rows != ncols:
            raise InvalidConfusionMatrixError(f"confusion matrix must be square, got {C.rows}x{ncols}")
    else:
        try:
            raw = list(C)
            for i, r in enumerate(raw):
                if isinstance(r, (str, bytes)):
                    raise _string_error(f"row {i} of the confusion matrix", r)
            rows = [list(r) for r in raw]
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
                if isinstance(x, (bool, str, bytes)) or not isinstance(x, (Number, sp.Basic)):
                    _to_exact(x)   # raises, naming the entry (a string, or not a number)
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


def as_floats(C) -> list[list[float]]:
    """The matrix ``C`` with ``float`` entries: the documented way to get float results.

    Every metric of the returned matrix is computed in float64 and returned as a Python
    ``float`` (as scikit-learn does): ``mcc(as_floats(C))``.  ``C`` is validated first
    (same errors as every metric); symbolic entries have no float value and raise.
    Integers above 2**53 lose digits in float64: keep such matrices exact.
    """
    M = as_matrix(C)
    if not M.floating:
        for i, row in enumerate(M.rows):
            for j, x in enumerate(row):
                if x.free_symbols:
                    raise InvalidConfusionMatrixError(f"entry C[{i}][{j}] = {x} is symbolic: it has no float value")
    return [[float(x) for x in row] for row in M.rows]


def from_labels(y_true, y_pred, labels=None) -> list[list[int]]:
    """The confusion matrix of two label sequences, as scikit-learn's ``confusion_matrix``.

    ``C[i][j]`` is the number of cases with actual label ``labels[i]`` and predicted label
    ``labels[j]`` (rows actual, columns predicted).  ``labels=None`` uses the sorted set of
    labels that occur in ``y_true`` or ``y_pred``; so for labels ``{0, 1}`` (or ``False``/
    ``True``) the positive label 1 is the *last* row and column, which is the default
    ``positive=`` of :func:`precision` and the other one-vs-rest metrics.  With ``labels``
    given, that order is used and cases whose actual or predicted label is not in it are
    left out (as in scikit-learn).  Entries are Python ``int`` (exact); for float results
    see :func:`as_floats`.

    Raises :class:`InvalidConfusionMatrixError` for sequences of different lengths, no
    cases, fewer than two labels (pass ``labels=`` listing both classes), repeated
    labels, labels that cannot be sorted, or a string in place of a sequence.
    """
    for name, v in (("y_true", y_true), ("y_pred", y_pred), ("labels", labels)):
        if isinstance(v, (str, bytes)):
            raise InvalidConfusionMatrixError(
                f"{name} is a string ({v!r}); pass a sequence of labels, e.g. list({v!r}) for one label per character")
    y_true = [_label(v) for v in y_true]
    y_pred = [_label(v) for v in y_pred]
    if len(y_true) != len(y_pred):
        raise InvalidConfusionMatrixError(
            f"y_true has {len(y_true)} labels but y_pred has {len(y_pred)}: they must pair up case by case")
    if not y_true:
        raise InvalidConfusionMatrixError("y_true and y_pred are empty: no cases to count")
    if labels is None:
        try:
            labels = sorted(set(y_true) | set(y_pred))
        except TypeError:
            raise InvalidConfusionMatrixError(
                "the labels cannot be sorted (mixed types?): pass labels=[...] to fix the order") from None
        if len(labels) < 2:
            raise InvalidConfusionMatrixError(
                f"only one label ({labels[0]!r}) occurs in y_true and y_pred; a confusion matrix needs two classes: "
                "pass labels=[...] listing every class")
    else:
        labels = [_label(v) for v in labels]
        if len(set(labels)) != len(labels):
            raise InvalidConfusionMatrixError(f"labels {labels!r} contain a repeated label")
        if len(labels) < 2:
            raise InvalidConfusionMatrixError(f"labels {labels!r}: a confusion matrix needs at least two classes")
        if not set(labels) & set(y_true):
            raise InvalidConfusionMatrixError(f"none of the labels {labels!r} occurs in y_true")
    index = {v: k for k, v in enumerate(labels)}
    C = [[0] * len(labels) for _ in labels]
    for t, p in zip(y_true, y_pred):
        if t in index and p in index:
            C[index[t]][index[p]] += 1
    return C


def _label(v):
    """A label as a plain hashable Python value (NumPy scalars become int, str, ...)."""
    item = getattr(v, "item", None)
    if callable(item) and getattr(v, "shape", None) == ():
        v = item()
    try:
        hash(v)
    except TypeError:
        raise InvalidConfusionMatrixError(f"label {v!r} is not hashable: pass one label per case") from None
    return v


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
    num = M.total(M[k, k] * M[l, m] - M[m, k] * M[k, l] for k in n for l in n for m in n)
    rows = M.total(M.total(M[k, l] for l in n) * M.total(M[u, v] for u in n for v in n if u != k) for k in n)
    cols = M.total(M.total(M[l, k] for l in n) * M.total(M[v, u] for u in n for v in n if u != k) for k in n)
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
    xy, xx, yy = [], [], []   # per class k: its covariance term
    for k in n:
        xbar = M.total(w * (1 if i == k else 0) for i, j, w in cells) / S
        ybar = M.total(w * (1 if j == k else 0) for i, j, w in cells) / S
        xy.append(M.total(w * ((1 if i == k else 0) - xbar) * ((1 if j == k else 0) - ybar) for i, j, w in cells) / S)
        xx.append(M.total(w * ((1 if i == k else 0) - xbar) ** 2 for i, j, w in cells) / S)
        yy.append(M.total(w * ((1 if j == k else 0) - ybar) ** 2 for i, j, w in cells) / S)
    return M.total(xy) / M.n, M.total(xx) / M.n, M.total(yy) / M.n


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


def _positive_index(n: int, positive) -> int:
    """Resolve ``positive=`` (see the module docstring) to a row/column index 0..n-1."""
    if positive is None:
        if n == 2:
            return 1            # scikit-learn's layout: the positive class (label 1) is last
        raise ValueError(
            f"a {n} x {n} matrix has no conventional positive class: pass positive=k (0..{n - 1}) "
            "to compute this metric for class k against the rest")
    if isinstance(positive, bool) or not isinstance(positive, Integral):
        raise TypeError(f"positive= is a row/column index (an int), got {positive!r}; "
                        "for a label, find its index first (from_labels sorts the labels unless labels= is given)")
    k = int(positive)
    if not -n <= k < n:
        raise ValueError(f"positive class index {positive} is out of range 0..{n - 1} (or -{n}..-1 from the end)")
    return k % n


def _one_vs_rest(C, positive):
    M = as_matrix(C)
    k = _positive_index(M.n, positive)
    S = sum(x for r in M.rows for x in r)
    tp = M[k, k]
    fn = sum(M.rows[k]) - tp
    fp = sum(M[l, k] for l in range(M.n)) - tp
    return M, k, tp, fp, fn, S - tp - fp - fn


_POSITIVE_DOC = """

    ``positive``: row/column index of the positive class.  Default ``None``: for a 2 x 2
    matrix the *last* class (index 1), scikit-learn's layout, where ``confusion_matrix``
    puts label 1 last; for the papers' layout ``[[TP, FN], [FP, TN]]`` pass
    ``positive=0``.  For N > 2 classes the class must be named (``positive=k``; ``-1`` is
    the last); the default raises rather than silently picking a class.
    """


def precision(C, positive: int | None = None):
    """TP / (TP + FP) for the positive class (one-vs-rest); scikit-learn's ``precision_score``."""
    M, k, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fp):
        raise UndefinedMetricError(f"precision is undefined: nothing is predicted as class {k}")
    return M.finish(tp / (tp + fp))


def recall(C, positive: int | None = None):
    """TP / (TP + FN) for the positive class (true positive rate); scikit-learn's ``recall_score``."""
    M, k, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fn):
        raise UndefinedMetricError(f"recall is undefined: no case is actually in class {k}")
    return M.finish(tp / (tp + fn))


def f1(C, positive: int | None = None):
    """Harmonic mean of precision and recall, 2TP / (2TP + FP + FN); scikit-learn's ``f1_score``."""
    M, k, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(2 * tp + fp + fn):
        raise UndefinedMetricError(f"F1 is undefined: class {k} is neither present nor predicted")
    return M.finish(2 * tp / (2 * tp + fp + fn))


def informedness(C, positive: int | None = None):
    """TPR + TNR - 1 (Youden's J, bookmaker informedness); for 2 x 2 the same for either class."""
    M, k, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fn) or M.is_zero(tn + fp):
        raise UndefinedMetricError("informedness is undefined: an actual class is empty")
    return M.finish(tp / (tp + fn) + tn / (tn + fp) - 1)


def markedness(C, positive: int | None = None):
    """PPV + NPV - 1; for 2 x 2 the same for either class."""
    M, k, tp, fp, fn, tn = _one_vs_rest(C, positive)
    if M.is_zero(tp + fp) or M.is_zero(tn + fn):
        raise UndefinedMetricError("markedness is undefined: a predicted class is empty")
    return M.finish(tp / (tp + fp) + tn / (tn + fn) - 1)


for _f in (precision, recall, f1, informedness, markedness):
    _f.__doc__ += _POSITIVE_DOC
del _f


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
