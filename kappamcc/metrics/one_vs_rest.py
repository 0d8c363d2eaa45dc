"""One class against the rest: precision, recall, F1, informedness (Youden's J),
markedness, the per-class MCC, and balanced accuracy.

Layout: rows are actual classes, columns predicted classes.  For class k, TP = C_kk,
FN = r_k - C_kk (actual k, predicted otherwise), FP = c_k - C_kk (predicted k, actually
otherwise), TN = S - TP - FN - FP.
"""

from __future__ import annotations

from numbers import Integral

from ._arithmetic import _RAISE, _Matrix
from ._inputs import as_matrix, metric
from ._numbers import UndefinedMetricError, _show

__all__ = [
    "precision",
    "recall",
    "f1",
    "informedness",
    "youden_j",
    "markedness",
    "mcc_one_vs_rest",
    "mcc_per_class",
    "balanced_accuracy",
]


def _positive_index(n: int, positive) -> int:
    """Resolve ``positive=`` (see the package docstring) to a row/column index 0..n-1."""
    if positive is None:
        if n == 2:
            return 1  # scikit-learn's layout: the positive class (label 1) is last
        raise ValueError(
            f"a {n} x {n} matrix has no conventional positive class: pass positive=k (0..{n - 1}) "
            "to compute this metric for class k against the rest"
        )
    return _class_index(n, positive, "positive", "positive class index ")


def _class_index(n: int, index, keyword: str, called: str) -> int:
    """The row/column index 0..n-1 of class ``index`` (an int; negative counts from the end);
    the messages name the argument as ``keyword=`` and the index as ``called``."""
    if isinstance(index, bool) or not isinstance(index, Integral):
        raise TypeError(
            f"{keyword}= is a row/column index (an int), got {_show(index)}; "
            "for a label, find its index first (from_labels sorts the labels unless labels= is given)"
        )
    k = int(index)
    if not -n <= k < n:
        raise ValueError(f"{called}{_show(index)} is out of range 0..{n - 1} (or -{n}..-1 from the end)")
    return k % n


def _counts(M: _Matrix, k: int):
    """(TP, FP, FN, TN) of class k against the rest."""
    tp = M[k, k]
    fp = M.c[k] - tp
    fn = M.r[k] - tp
    return tp, fp, fn, M.S - tp - fp - fn


@metric
def precision(C, positive: int | None = None):
    """TP / (TP + FP) for the positive class (one-vs-rest); scikit-learn's ``precision_score``.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    positive : int or None, optional
        Row/column index of the positive class.  Default ``None``: for a 2 x 2 matrix the *last*
        class (index 1), scikit-learn's layout, where ``confusion_matrix`` puts label 1 last; for
        the papers' layout ``[[TP, FN], [FP, TN]]`` pass ``positive=0``.  For N > 2 classes the
        class must be named (``positive=k``; ``-1`` is the last); the default raises rather than
        silently picking a class.
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
    ValueError
        ``positive`` is ``None`` for a matrix of more than two classes, or out of range.
    TypeError
        ``positive`` is not an int (a label rather than an index).
    UndefinedMetricError
        Nothing is predicted as the positive class (TP + FP = 0).

    Examples
    --------
    >>> from kappamcc.metrics import precision
    >>> precision([[20, 5], [10, 15]])
    3/4
    >>> precision([[20, 5], [10, 15]], positive=0)
    2/3
    >>> precision([[5, 1, 0], [1, 3, 1], [0, 2, 4]], positive=2)
    4/5
    """
    k = _positive_index(C.n, positive)
    tp, fp, fn, tn = _counts(C, k)
    if C.is_zero(tp + fp):
        raise UndefinedMetricError(f"precision is undefined: nothing is predicted as class {k}")
    return tp / (tp + fp)


@metric
def recall(C, positive: int | None = None):
    """TP / (TP + FN) for the positive class (true positive rate); scikit-learn's ``recall_score``.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    positive : int or None, optional
        Row/column index of the positive class.  Default ``None``: for a 2 x 2 matrix the *last*
        class (index 1), scikit-learn's layout, where ``confusion_matrix`` puts label 1 last; for
        the papers' layout ``[[TP, FN], [FP, TN]]`` pass ``positive=0``.  For N > 2 classes the
        class must be named (``positive=k``; ``-1`` is the last); the default raises rather than
        silently picking a class.
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
    ValueError
        ``positive`` is ``None`` for a matrix of more than two classes, or out of range.
    TypeError
        ``positive`` is not an int (a label rather than an index).
    UndefinedMetricError
        No case is actually in the positive class (TP + FN = 0).

    Examples
    --------
    >>> from kappamcc.metrics import recall
    >>> recall([[20, 5], [10, 15]])
    3/5
    >>> recall([[5, 1, 0], [1, 3, 1], [0, 2, 4]], positive=2)
    2/3
    """
    k = _positive_index(C.n, positive)
    tp, fp, fn, tn = _counts(C, k)
    if C.is_zero(tp + fn):
        raise UndefinedMetricError(f"recall is undefined: no case is actually in class {k}")
    return tp / (tp + fn)


@metric
def f1(C, positive: int | None = None):
    """Harmonic mean of precision and recall, 2TP / (2TP + FP + FN); scikit-learn's ``f1_score``.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    positive : int or None, optional
        Row/column index of the positive class.  Default ``None``: for a 2 x 2 matrix the *last*
        class (index 1), scikit-learn's layout, where ``confusion_matrix`` puts label 1 last; for
        the papers' layout ``[[TP, FN], [FP, TN]]`` pass ``positive=0``.  For N > 2 classes the
        class must be named (``positive=k``; ``-1`` is the last); the default raises rather than
        silently picking a class.
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
    ValueError
        ``positive`` is ``None`` for a matrix of more than two classes, or out of range.
    TypeError
        ``positive`` is not an int (a label rather than an index).
    UndefinedMetricError
        The positive class is neither actual nor predicted (2TP + FP + FN = 0).

    Examples
    --------
    >>> from kappamcc.metrics import f1
    >>> f1([[20, 5], [10, 15]])
    2/3
    >>> f1([[5, 1, 0], [1, 3, 1], [0, 2, 4]], positive=-1)
    8/11
    """
    k = _positive_index(C.n, positive)
    tp, fp, fn, tn = _counts(C, k)
    if C.is_zero(2 * tp + fp + fn):
        raise UndefinedMetricError(f"F1 is undefined: class {k} is neither present nor predicted")
    return 2 * tp / (2 * tp + fp + fn)


def _informedness(M: _Matrix, positive, name: str):
    k = _positive_index(M.n, positive)
    tp, fp, fn, tn = _counts(M, k)
    if M.is_zero(tp + fn):
        raise UndefinedMetricError(f"{name} is undefined: no case is actually in class {k} (TPR = 0/0)")
    if M.is_zero(tn + fp):
        raise UndefinedMetricError(f"{name} is undefined: every case is actually in class {k} (TNR = 0/0)")
    return tp / (tp + fn) + tn / (tn + fp) - 1


@metric
def informedness(C, positive: int | None = None):
    """Bookmaker informedness TPR + TNR - 1 of the positive class against the rest.

    Bookmaker informedness TPR + TNR - 1 (Powers 2011); the same number as Youden's J
    (:func:`youden_j`).  For a 2 x 2 matrix it is the same for either class.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    positive : int or None, optional
        Row/column index of the positive class.  Default ``None``: for a 2 x 2 matrix the *last*
        class (index 1), scikit-learn's layout, where ``confusion_matrix`` puts label 1 last; for
        the papers' layout ``[[TP, FN], [FP, TN]]`` pass ``positive=0``.  For N > 2 classes the
        class must be named (``positive=k``; ``-1`` is the last); the default raises rather than
        silently picking a class.
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
    ValueError
        ``positive`` is ``None`` for a matrix of more than two classes, or out of range.
    TypeError
        ``positive`` is not an int (a label rather than an index).
    UndefinedMetricError
        No case, or every case, is actually in the positive class (TPR or TNR is 0/0).

    Examples
    --------
    >>> from kappamcc.metrics import informedness
    >>> informedness([[20, 5], [10, 15]])
    2/5
    >>> informedness([[5, 1, 0], [1, 3, 1], [0, 2, 4]], positive=0)
    49/66
    """
    return _informedness(C, positive, "informedness")


@metric
def youden_j(C, positive: int | None = None):
    """Youden's index J = sensitivity + specificity - 1 of the positive class against the rest.

    Youden's index J = sensitivity + specificity - 1 = TPR + TNR - 1 (Youden 1950,
    "Index for rating diagnostic tests", Cancer 3:32-35), class ``positive`` against the
    rest; rows actual, columns predicted.  For a 2 x 2 matrix it does not depend on which
    class is positive, and equals ``balanced_accuracy(C, adjusted=True)``.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    positive : int or None, optional
        Row/column index of the positive class.  Default ``None``: for a 2 x 2 matrix the *last*
        class (index 1), scikit-learn's layout, where ``confusion_matrix`` puts label 1 last; for
        the papers' layout ``[[TP, FN], [FP, TN]]`` pass ``positive=0``.  For N > 2 classes the
        class must be named (``positive=k``; ``-1`` is the last); the default raises rather than
        silently picking a class.
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
    ValueError
        ``positive`` is ``None`` for a matrix of more than two classes, or out of range.
    TypeError
        ``positive`` is not an int (a label rather than an index).
    UndefinedMetricError
        No case, or every case, is actually in the positive class (TPR or TNR is 0/0).

    Examples
    --------
    >>> from kappamcc.metrics import youden_j
    >>> youden_j([[20, 5], [10, 15]])
    2/5
    >>> youden_j([[20, 5], [10, 15]], positive=0)
    2/5
    """
    return _informedness(C, positive, "Youden's J")


@metric
def markedness(C, positive: int | None = None):
    """PPV + NPV - 1 (Powers 2011); for 2 x 2 the same for either class.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    positive : int or None, optional
        Row/column index of the positive class.  Default ``None``: for a 2 x 2 matrix the *last*
        class (index 1), scikit-learn's layout, where ``confusion_matrix`` puts label 1 last; for
        the papers' layout ``[[TP, FN], [FP, TN]]`` pass ``positive=0``.  For N > 2 classes the
        class must be named (``positive=k``; ``-1`` is the last); the default raises rather than
        silently picking a class.
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
    ValueError
        ``positive`` is ``None`` for a matrix of more than two classes, or out of range.
    TypeError
        ``positive`` is not an int (a label rather than an index).
    UndefinedMetricError
        Nothing, or everything, is predicted as the positive class (PPV or NPV is 0/0).

    Examples
    --------
    >>> from kappamcc.metrics import markedness
    >>> markedness([[20, 5], [10, 15]])
    5/12
    """
    k = _positive_index(C.n, positive)
    tp, fp, fn, tn = _counts(C, k)
    if C.is_zero(tp + fp):
        raise UndefinedMetricError(f"markedness is undefined: nothing is predicted as class {k} (PPV = 0/0)")
    if C.is_zero(tn + fn):
        raise UndefinedMetricError(f"markedness is undefined: everything is predicted as class {k} (NPV = 0/0)")
    return tp / (tp + fp) + tn / (tn + fn) - 1


def _mcc_of_class(M: _Matrix, k: int):
    tp, fp, fn, tn = _counts(M, k)
    for name, m in (
        ("TP+FP (predicted as the class)", tp + fp),
        ("TP+FN (actually in the class)", tp + fn),
        ("TN+FP (actually not in the class)", tn + fp),
        ("TN+FN (not predicted as the class)", tn + fn),
    ):
        if M.is_zero(m):
            raise UndefinedMetricError(f"the MCC of class {k} against the rest is undefined: {name} is 0")
    return (tp * tn - fp * fn) / M.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))


@metric
def mcc_one_vs_rest(C, positive: int | None = None):
    """The MCC of class ``positive`` against the rest, from the 2 x 2 table of that class.

    The MCC of class ``positive`` against the rest (Matthews 1975):
    (TP*TN - FP*FN) / sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN)), from the 2 x 2 table of that
    class; PyCM's per-class "MCC".  Undefined when one of the four sums is 0.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    positive : int or None, optional
        Row/column index of the positive class.  Default ``None``: for a 2 x 2 matrix the *last*
        class (index 1), scikit-learn's layout, where ``confusion_matrix`` puts label 1 last; for
        the papers' layout ``[[TP, FN], [FP, TN]]`` pass ``positive=0``.  For N > 2 classes the
        class must be named (``positive=k``; ``-1`` is the last); the default raises rather than
        silently picking a class.
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
    ValueError
        ``positive`` is ``None`` for a matrix of more than two classes, or out of range.
    TypeError
        ``positive`` is not an int (a label rather than an index).
    UndefinedMetricError
        One of TP+FP, TP+FN, TN+FP, TN+FN is 0.

    Examples
    --------
    >>> from kappamcc.metrics import mcc_one_vs_rest
    >>> mcc_one_vs_rest([[20, 5], [10, 15]])
    sqrt(6)/6
    >>> mcc_one_vs_rest([[5, 1, 0], [1, 3, 1], [0, 2, 4]], positive=0)
    49/66
    """
    return _mcc_of_class(C, _positive_index(C.n, positive))


def mcc_per_class(C, *, replace_undefined_by=_RAISE) -> list:
    """[MCC of class k against the rest for k = 0..N-1]; PyCM's ``cm.MCC``.

    [MCC of class k against the rest for k = 0..N-1] (see :func:`mcc_one_vs_rest`);
    PyCM's ``cm.MCC``.  A class whose value is undefined raises, or gives
    ``replace_undefined_by`` in its place.

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
    list
        One value per class, each exact (sympy) or a ``float`` when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    UndefinedMetricError
        The MCC of a class against the rest is undefined (one of its four sums is 0).

    Examples
    --------
    >>> from kappamcc.metrics import mcc_per_class
    >>> mcc_per_class([[5, 1, 0], [1, 3, 1], [0, 2, 4]])
    [49/66, 7*sqrt(110)/220, 19*sqrt(110)/330]
    """
    M = as_matrix(C)
    return [mcc_one_vs_rest(M, positive=k, replace_undefined_by=replace_undefined_by) for k in range(M.n)]


@metric
def balanced_accuracy(C, adjusted: bool = False, skip_absent_classes: bool = False):
    """Balanced accuracy: the mean over the classes of their recall.

    Balanced accuracy: the mean over the classes of their recall, (1/N) sum_k C_kk / r_k
    (Brodersen, Ong, Stephan, Buhmann 2010, "The balanced accuracy and its posterior
    distribution", ICPR: for two classes (TPR + TNR)/2; for N classes the macro-averaged
    recall of Mosley 2013, Kelleher et al. 2015, Guyon et al. 2015, as in scikit-learn).
    Rows actual, columns predicted.

    ``adjusted=True``: (BA - 1/N) / (1 - 1/N), so that chance scores 0 and a perfect
    classifier 1 (Guyon et al. 2015, "Design of the 2015 ChaLearn AutoML challenge");
    for two classes this is Youden's J.

    A class with no actual case has recall 0/0, so balanced accuracy is undefined there
    (raises).  ``skip_absent_classes=True`` is scikit-learn's convention: such classes are
    left out of the mean (and out of N for ``adjusted``); scikit-learn warns "y_pred
    contains classes not in y_true".

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    adjusted : bool, optional
        Rescale so that chance scores 0 and a perfect classifier 1 (default False).
    skip_absent_classes : bool, optional
        Leave classes with no actual case out of the mean, as scikit-learn does (default False:
        such a class makes the value undefined).
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
        A class has no actual case (unless ``skip_absent_classes``), or, with ``adjusted``, only
        one class has actual cases.

    Examples
    --------
    >>> from kappamcc.metrics import balanced_accuracy
    >>> balanced_accuracy([[20, 5], [10, 15]])
    7/10
    >>> balanced_accuracy([[20, 5], [10, 15]], adjusted=True)
    2/5
    >>> balanced_accuracy([[3, 1, 0], [0, 0, 0], [1, 0, 2]], skip_absent_classes=True)
    17/24
    """
    present = [k for k in range(C.n) if not C.is_zero(C.r[k])]
    if len(present) < C.n and not skip_absent_classes:
        absent = [k for k in range(C.n) if k not in present]
        raise UndefinedMetricError(
            f"balanced accuracy is undefined: no case is actually in class(es) {absent}, whose recall is 0/0 "
            "(skip_absent_classes=True leaves them out, as scikit-learn does)"
        )
    classes = present if skip_absent_classes else range(C.n)
    n = len(classes)
    score = C.total(C[k, k] / C.r[k] for k in classes) / n
    if not adjusted:
        return score
    if n < 2:
        raise UndefinedMetricError(
            "adjusted balanced accuracy is undefined: only one class has actual cases, so chance = 1/1 = 1 "
            "and (BA - 1) / (1 - 1) = 0/0"
        )
    chance = C.q(1, n)
    return (score - chance) / (1 - chance)
