"""Building a confusion matrix from two label sequences, as scikit-learn does."""
from __future__ import annotations

from ._core import InvalidConfusionMatrixError

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
