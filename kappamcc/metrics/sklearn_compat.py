"""scikit-learn's ``cohen_kappa_score`` and ``matthews_corrcoef``, computed exactly.

Same signatures, same inputs (two label sequences, ``labels=``, ``weights=``,
``sample_weight=``), and the same value wherever scikit-learn's is defined, degenerate inputs
included: the float nearest the exact value (kappa is rational; MCC is a quotient by a square
root, evaluated to 40 digits and rounded), where scikit-learn's float arithmetic may differ in
the last digits.

Where they differ on purpose:

* Where kappa is 0/0 (every case has one label, or ``y1``, ``y2`` and ``labels`` share one label),
  scikit-learn warns and returns ``replace_undefined_by`` (NaN by default).  Here the default
  raises :class:`UndefinedMetricError`, naming why: a NaN is never returned.  Pass a number as
  ``replace_undefined_by`` to get it instead, as scikit-learn returns it.
* MCC with a zero marginal (one label only, or a class never predicted) is 0/0; scikit-learn
  defines it as 0.0, and so does :func:`matthews_corrcoef` here (``kappamcc.metrics.mcc`` on the
  matrix raises instead: the metric itself is undefined there).
* A negative or non-finite ``sample_weight`` raises :class:`InvalidConfusionMatrixError`
  (a confusion matrix counts cases; scikit-learn accepts negative weights).
"""

from __future__ import annotations

import math
from fractions import Fraction

import sympy as sp

from ._numbers import UndefinedMetricError
from .labels import _label, from_labels, sample_weights

__all__ = ["cohen_kappa_score", "matthews_corrcoef"]

_WEIGHTS = (None, "linear", "quadratic")


def _weighted_counts(y_true, y_pred, labels, sample_weight):
    """The confusion matrix (exact, weighted) and the number of its classes; a single label is a
    1 x 1 matrix (``from_labels`` wants two classes: here the degenerate case has a value)."""
    found = (
        sorted(
            set(_label(v, "y1", k) for k, v in enumerate(y_true))
            | set(_label(v, "y2", k) for k, v in enumerate(y_pred))
        )
        if labels is None
        else None
    )
    if labels is None and len(found) < 2 and len(y_true) == len(y_pred) and len(y_true) > 0:
        weights = [1] * len(y_true) if sample_weight is None else sample_weights(sample_weight, len(y_true))
        return [[sum(weights)]]
    return from_labels(y_true, y_pred, labels=labels, sample_weight=sample_weight)


def cohen_kappa_score(y1, y2, *, labels=None, weights=None, sample_weight=None, replace_undefined_by=math.nan):
    """Cohen's kappa of two raters' labels, as ``sklearn.metrics.cohen_kappa_score``, exact.

    Parameters
    ----------
    y1, y2 : sequence
        Sequences of labels, one per case.
    labels : sequence, optional
        The classes, in order (the others are left out); default: every label that occurs.
    weights : {None, "linear", "quadratic"}, optional
        The disagreement weights: None (unweighted), |i - j| or (i - j)^2.
    sample_weight : sequence of numbers, optional
        One weight >= 0 per case.
    replace_undefined_by : object, optional
        What to return where kappa is 0/0; default: raise :class:`UndefinedMetricError`
        (scikit-learn returns NaN).

    Returns
    -------
    float
        1 - sum(w * observed) / sum(w * expected), the float nearest the exact value.

    Raises
    ------
    ValueError
        ``weights`` is not None, "linear" or "quadratic".
    InvalidConfusionMatrixError
        The label sequences differ in length or are empty, a label is NaN or not hashable,
        ``labels`` is repeated or names no label of ``y1``, or a weight is negative, not finite
        or not a number.
    UndefinedMetricError
        Kappa is 0/0 (every case in one class of ``y1``, ``y2`` and ``labels``, or no case with a
        weight) and ``replace_undefined_by`` is left at NaN.

    Examples
    --------
    >>> from kappamcc.metrics import cohen_kappa_score
    >>> cohen_kappa_score([0, 0, 1, 1], [0, 1, 1, 1])
    0.5
    >>> cohen_kappa_score([0, 1, 2, 2], [0, 2, 2, 2], weights="quadratic")
    0.8333333333333334
    >>> cohen_kappa_score([1, 1], [1, 1], replace_undefined_by=0.0)
    0.0
    """
    if weights not in _WEIGHTS:
        raise ValueError(f"weights must be None, 'linear' or 'quadratic', got {weights!r}")
    C = _weighted_counts(y1, y2, labels, sample_weight)
    n = len(C)
    total = sum(sum(row) for row in C)
    rows = [sum(C[i]) for i in range(n)]
    cols = [sum(C[i][j] for i in range(n)) for j in range(n)]

    def weight(i, j):
        return (0 if i == j else 1) if weights is None else abs(i - j) if weights == "linear" else (i - j) ** 2

    observed = sum(weight(i, j) * C[i][j] for i in range(n) for j in range(n))
    expected = (
        sum(weight(i, j) * Fraction(cols[i] * rows[j]) for i in range(n) for j in range(n)) / total if total else 0
    )
    if not total or expected == 0:
        why = (
            "no case has a weight"
            if not total
            else "every case falls in one class of y1, y2 and labels (the chance disagreement is 0)"
        )
        if isinstance(replace_undefined_by, float) and math.isnan(replace_undefined_by):
            raise UndefinedMetricError(
                f"kappa is 0/0 here: {why}; pass replace_undefined_by=<a number> to get that "
                "number instead (scikit-learn returns NaN)"
            )
        return replace_undefined_by
    return float(1 - Fraction(observed) / Fraction(expected))


def matthews_corrcoef(y_true, y_pred, *, sample_weight=None):
    """The Matthews correlation coefficient of two label sequences, as scikit-learn's, exact.

    The Matthews correlation coefficient of two label sequences, as
    ``sklearn.metrics.matthews_corrcoef``, exact; 0.0 where it is 0/0 (scikit-learn's value).

    Parameters
    ----------
    y_true, y_pred : sequence
        Sequences of labels, one per case.
    sample_weight : sequence of numbers, optional
        One weight >= 0 per case.

    Returns
    -------
    float
        (S tr - sum_k t_k p_k) / sqrt((S^2 - sum_k p_k^2)(S^2 - sum_k t_k^2)), the float nearest
        the exact value; 0.0 where that is 0/0.

    Raises
    ------
    InvalidConfusionMatrixError
        The label sequences differ in length or are empty, a label is NaN or not hashable, or
        a weight is negative, not finite or not a number.

    Examples
    --------
    >>> from kappamcc.metrics import matthews_corrcoef
    >>> matthews_corrcoef([1, 1, 0, 0], [1, 0, 0, 0])
    0.5773502691896257
    >>> matthews_corrcoef([1, 1], [1, 1])
    0.0
    """
    C = _weighted_counts(y_true, y_pred, None, sample_weight)
    n = len(C)
    t = [sum(C[i]) for i in range(n)]
    p = [sum(C[i][j] for i in range(n)) for j in range(n)]
    s = sum(t)
    correct = sum(C[k][k] for k in range(n))
    cov_tp = Fraction(correct * s - sum(a * b for a, b in zip(t, p)))
    cov_pp = Fraction(s * s - sum(b * b for b in p))
    cov_tt = Fraction(s * s - sum(a * a for a in t))
    if cov_pp * cov_tt == 0:
        return 0.0
    value = sp.Rational(cov_tp.numerator, cov_tp.denominator) / sp.sqrt(
        sp.Rational((cov_pp * cov_tt).numerator, (cov_pp * cov_tt).denominator)
    )
    return float(value.evalf(40))
