"""Building a confusion matrix from two label sequences, as scikit-learn does."""
from __future__ import annotations

from collections.abc import Mapping, Set

import sympy as sp

from ._core import InvalidConfusionMatrixError, _a, _show

__all__ = ["from_labels"]


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
    labels, labels that cannot be sorted, a NaN label (as scikit-learn: NaN is a missing
    value, not a class, and is not equal to itself), or a string, set or dict in place of
    a sequence.
    """
    for name, v in (("y_true", y_true), ("y_pred", y_pred), ("labels", labels)):
        if isinstance(v, (str, bytes)):
            raise InvalidConfusionMatrixError(
                f"{name} is a string ({_show(v)}); pass a sequence of labels, e.g. list({_show(v)}) for one label per "
                "character")
        if isinstance(v, (Mapping, Set)):
            instead = ("a list of the labels in the order of the classes" if name == "labels" else
                       "a sequence (list, tuple, array) with one label per case")
            raise InvalidConfusionMatrixError(f"{name} is a {type(v).__name__}: it has no order; pass {instead}")
        if (v is not None or name != "labels") and not _is_sequence(v):
            what = "None" if v is None else _a(type(v).__name__)
            raise InvalidConfusionMatrixError(
                f"{name} is {what}, not a sequence of labels: pass a list, tuple or array with one label per "
                + ("class" if name == "labels" else "case"))
    y_true = [_label(v, "y_true", k) for k, v in enumerate(y_true)]
    y_pred = [_label(v, "y_pred", k) for k, v in enumerate(y_pred)]
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
                f"only one label ({_show(labels[0])}) occurs in y_true and y_pred; a confusion matrix needs two "
                "classes: pass labels=[...] listing every class")
    else:
        labels = [_label(v, "labels", k) for k, v in enumerate(labels)]
        if len(set(labels)) != len(labels):
            raise InvalidConfusionMatrixError(f"labels {_show(labels)} contain a repeated label")
        if len(labels) < 2:
            raise InvalidConfusionMatrixError(f"labels {_show(labels)}: a confusion matrix needs at least two classes")
        if not set(labels) & set(y_true):
            raise InvalidConfusionMatrixError(f"none of the labels {_show(labels)} occurs in y_true")
    index = {v: k for k, v in enumerate(labels)}
    C = [[0] * len(labels) for _ in labels]
    for t, p in zip(y_true, y_pred):
        if t in index and p in index:
            C[index[t]][index[p]] += 1
    return C


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
            f"{name}[{k}] = {_show(v)} is not hashable: pass one label per case") from None
    if _is_nan(v):
        raise InvalidConfusionMatrixError(
            f"{name}[{k}] is NaN: NaN marks a missing label, not a class (and NaN != NaN, so each one would be a "
            "class of its own); drop those cases or replace NaN by a label")
    return v


def _is_nan(v) -> bool:
    """True for a NaN of any number type (float, NumPy, Decimal, sympy)."""
    if type(v) in (int, str, bool):
        return False
    if v is sp.nan:
        return True
    if isinstance(v, (str, bytes, tuple, frozenset)):
        return False
    is_nan = getattr(v, "is_nan", None)           # Decimal
    if callable(is_nan):
        try:
            return bool(is_nan())
        except TypeError:
            return False
    try:
        return bool(v != v)
    except Exception:                              # a label whose comparison raises is not a NaN
        return False
