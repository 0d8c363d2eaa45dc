"""Building a confusion matrix from two label sequences, as scikit-learn does."""

from __future__ import annotations

import math
from collections.abc import Mapping, Set
from fractions import Fraction

import sympy as sp

from ._numbers import InvalidConfusionMatrixError, _a, _show

__all__ = ["from_labels", "sample_weights", "from_predicted_rows"]


def from_labels(y_true, y_pred, labels=None, sample_weight=None) -> list[list]:
    """The confusion matrix of two label sequences, as scikit-learn's ``confusion_matrix``.

    ``C[i][j]`` is the number of cases with actual label ``labels[i]`` and predicted label
    ``labels[j]`` (rows actual, columns predicted).  ``labels=None`` uses the sorted set of
    labels that occur in ``y_true`` or ``y_pred``; so for labels ``{0, 1}`` (or ``False``/
    ``True``) the positive label 1 is the *last* row and column, which is the default
    ``positive=`` of :func:`precision` and the other one-vs-rest metrics.  With ``labels``
    given, that order is used and cases whose actual or predicted label is not in it are
    left out (as in scikit-learn).  Entries are Python ``int`` (exact); for float results
    see :func:`as_floats`.  ``sample_weight``: one non-negative weight per case, which the
    case counts for (as in scikit-learn); a float weight counts as the exact binary rational it
    is, and the entries are then ``fractions.Fraction`` (``int`` while every weight is).

    Raises :class:`InvalidConfusionMatrixError` for sequences of different lengths, no
    cases, fewer than two labels (pass ``labels=`` listing both classes), repeated
    labels, labels that cannot be sorted, a NaN label (as scikit-learn: NaN is a missing
    value, not a class, and is not equal to itself), or a string, set or dict in place of
    a sequence.

    Parameters
    ----------
    y_true, y_pred : sequence
        The actual and the predicted label of each case (lists, tuples or arrays of hashable
        labels, of the same length).
    labels : sequence, optional
        The classes in the order of the rows and columns; default: the sorted labels that occur.
    sample_weight : sequence of numbers, optional
        One weight >= 0 per case (int, float or Fraction); default: every case counts 1.

    Returns
    -------
    list of lists
        The N x N confusion matrix, entries ``int`` (``Fraction`` with non-integer weights).

    Raises
    ------
    InvalidConfusionMatrixError
        As above; also a label that is not hashable, and a weight that is negative, not finite
        or not a number, the wrong number of weights, or weights that are all 0.

    Examples
    --------
    >>> from kappamcc.metrics import from_labels
    >>> from_labels([0, 1, 1, 0], [0, 1, 0, 0])
    [[2, 0], [1, 1]]
    >>> from_labels(["a", "b", "c"], ["a", "b", "b"], labels=["c", "b", "a"])
    [[0, 1, 0], [0, 1, 0], [0, 0, 1]]
    >>> from_labels([0, 1, 1, 0], [0, 1, 0, 0], sample_weight=[1, 2, 0.5, 1])
    [[Fraction(2, 1), 0], [Fraction(1, 2), Fraction(2, 1)]]
    """
    for name, v in (("y_true", y_true), ("y_pred", y_pred), ("labels", labels)):
        if isinstance(v, (str, bytes)):
            raise InvalidConfusionMatrixError(
                f"{name} is a string ({_show(v)}); pass a sequence of labels, e.g. list({_show(v)}) for one label per "
                "character"
            )
        if isinstance(v, (Mapping, Set)):
            instead = (
                "a list of the labels in the order of the classes"
                if name == "labels"
                else "a sequence (list, tuple, array) with one label per case"
            )
            raise InvalidConfusionMatrixError(f"{name} is a {type(v).__name__}: it has no order; pass {instead}")
        if (v is not None or name != "labels") and not _is_sequence(v):
            what = "None" if v is None else _a(type(v).__name__)
            raise InvalidConfusionMatrixError(
                f"{name} is {what}, not a sequence of labels: pass a list, tuple or array with one label per "
                + ("class" if name == "labels" else "case")
            )
    y_true = [_label(v, "y_true", k) for k, v in enumerate(y_true)]
    y_pred = [_label(v, "y_pred", k) for k, v in enumerate(y_pred)]
    if len(y_true) != len(y_pred):
        raise InvalidConfusionMatrixError(
            f"y_true has {len(y_true)} labels but y_pred has {len(y_pred)}: they must pair up case by case"
        )
    if not y_true:
        raise InvalidConfusionMatrixError("y_true and y_pred are empty: no cases to count")
    if labels is None:
        try:
            labels = sorted(set(y_true) | set(y_pred))
        except TypeError:
            raise InvalidConfusionMatrixError(
                "the labels cannot be sorted (mixed types?): pass labels=[...] to fix the order"
            ) from None
        if len(labels) < 2:
            raise InvalidConfusionMatrixError(
                f"only one label ({_show(labels[0])}) occurs in y_true and y_pred; a confusion matrix needs two "
                "classes: pass labels=[...] listing every class"
            )
    else:
        labels = [_label(v, "labels", k) for k, v in enumerate(labels)]
        if len(set(labels)) != len(labels):
            raise InvalidConfusionMatrixError(f"labels {_show(labels)} contain a repeated label")
        if len(labels) < 2:
            raise InvalidConfusionMatrixError(f"labels {_show(labels)}: a confusion matrix needs at least two classes")
        if not set(labels) & set(y_true):
            raise InvalidConfusionMatrixError(f"none of the labels {_show(labels)} occurs in y_true")
    weights = [1] * len(y_true) if sample_weight is None else sample_weights(sample_weight, len(y_true))
    index = {v: k for k, v in enumerate(labels)}
    C = [[0] * len(labels) for _ in labels]
    for t, p, w in zip(y_true, y_pred, weights):
        if t in index and p in index:
            C[index[t]][index[p]] += w
    return C


def sample_weights(sample_weight, n: int) -> list:
    """The weights of ``n`` cases as exact numbers (int, or the Fraction a float stores);
    InvalidConfusionMatrixError for a weight that is not a finite number >= 0, or the wrong count."""
    if isinstance(sample_weight, (str, bytes, Mapping, Set)) or not _is_sequence(sample_weight):
        raise InvalidConfusionMatrixError(
            f"sample_weight is {_a(type(sample_weight).__name__)}: pass one weight per case"
        )
    out = []
    for k, w in enumerate(sample_weight):
        item = getattr(w, "item", None)
        if callable(item) and getattr(w, "shape", None) == ():
            w = item()
        if isinstance(w, bool) or not isinstance(w, (int, float, Fraction)):
            raise InvalidConfusionMatrixError(f"sample_weight[{k}] = {_show(w)} is not a number")
        if isinstance(w, float) and not math.isfinite(w):
            raise InvalidConfusionMatrixError(f"sample_weight[{k}] = {w} is not finite")
        if w < 0:
            raise InvalidConfusionMatrixError(f"sample_weight[{k}] = {w} is negative: a case counts for a weight >= 0")
        out.append(Fraction(w) if isinstance(w, float) else w)
    if len(out) != n:
        raise InvalidConfusionMatrixError(f"sample_weight has {len(out)} weights but there are {n} cases")
    if out and not any(out):
        raise InvalidConfusionMatrixError("every sample_weight is 0: no case counts (give at least one a weight > 0)")
    if all(isinstance(w, int) or w.denominator == 1 for w in out) and not any(isinstance(w, Fraction) for w in out):
        return out
    return [Fraction(w) for w in out]


def _is_sequence(v) -> bool:
    """True when ``v`` can be iterated (a 0-dimensional NumPy array cannot)."""
    try:
        iter(v)
    except TypeError:
        return False
    return True


def _label(v, name: str, k: int):
    """A label as a plain hashable Python value (NumPy scalars become int, str, ...);
    ``name[k]`` names it in errors."""
    item = getattr(v, "item", None)
    if callable(item) and getattr(v, "shape", None) == ():
        v = item()
    try:
        hash(v)
    except TypeError:
        raise InvalidConfusionMatrixError(
            f"{name}[{k}] = {_show(v)} is not hashable: pass one label per case"
        ) from None
    if _is_nan(v):
        raise InvalidConfusionMatrixError(
            f"{name}[{k}] is NaN: NaN marks a missing label, not a class (and NaN != NaN, so each one would be a "
            "class of its own); drop those cases or replace NaN by a label"
        )
    return v


def _is_nan(v) -> bool:
    """True for a NaN of any number type (float, NumPy, Decimal, sympy)."""
    if type(v) in (int, str, bool):
        return False
    if v is sp.nan:
        return True
    if isinstance(v, (str, bytes, tuple, frozenset)):
        return False
    is_nan = getattr(v, "is_nan", None)  # Decimal
    if callable(is_nan):
        try:
            return bool(is_nan())
        except TypeError:
            return False
    try:
        return bool(v != v)
    except Exception:  # a label whose comparison raises is not a NaN
        return False


def from_predicted_rows(C) -> list[list]:
    """A confusion matrix printed with the *predicted* classes in its rows, in the suite's layout.

    A confusion matrix printed with the *predicted* classes in its rows (R's caret, some
    textbooks), in the suite's layout: its transpose, rows actual and columns predicted.
    ``InvalidConfusionMatrixError`` when it is not a square matrix of numbers.

    Parameters
    ----------
    C : sequence of rows
        The matrix as printed: rows predicted, columns actual.

    Returns
    -------
    list of lists
        Its transpose: rows actual, columns predicted (the entries as given).

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a square matrix (a non-empty list of rows of equal length).

    Examples
    --------
    >>> from kappamcc.metrics import from_predicted_rows
    >>> from_predicted_rows([[20, 10], [5, 15]])
    [[20, 5], [10, 15]]
    """
    rows = [list(r) for r in C] if _is_sequence(C) and not isinstance(C, (str, bytes)) else None
    if not rows or any(len(r) != len(rows) for r in rows):
        raise InvalidConfusionMatrixError("from_predicted_rows: give a square matrix (a list of rows)")
    return [[rows[i][j] for i in range(len(rows))] for j in range(len(rows))]
