"""Exact metrics of a confusion matrix.

Convention (Delgado & Tibau 2019, p4, L257-261; Ben-David 2008, Table 1; scikit-learn's
``confusion_matrix``; PyCM): rows are *actual* classes, columns are *predicted* classes,
``C[i][j]`` counts the cases of actual class ``i`` assigned to class ``j``.

Which class is positive (two classes).  The papers write the binary matrix with the
positive class *first*, ``[[a, b], [c, d]] = [[TP, FN], [FP, TN]]``; scikit-learn's
``confusion_matrix(y_true, y_pred)`` sorts the labels, so for labels ``{0, 1}`` its
positive class (``pos_label=1``) is *last*: ``[[TN, FP], [FN, TP]]``.

* kappa, MCC, accuracy and the other overall coefficients do not depend on which class
  is called positive: they are unchanged when the two classes swap.
* The one-vs-rest metrics :func:`precision`, :func:`recall`, :func:`f1`,
  :func:`informedness`, :func:`youden_j`, :func:`markedness`, :func:`mcc_one_vs_rest`
  take ``positive=``, the *row/column index* of the positive class.  Its default,
  ``None``, is scikit-learn's layout: for a 2 x 2 matrix the positive class is the
  **last** one (index 1), so ``precision(confusion_matrix(y_true, y_pred))`` equals
  ``precision_score(y_true, y_pred)``.  For a matrix in the papers' layout pass
  ``positive=0``.  For N > 2 classes there is no convention and the default raises: name
  the class, ``positive=k`` (negative indices count from the end, as in Python: ``-1``
  is the last class).  The default is ``None`` rather than ``-1`` so that a 3 x 3 matrix
  cannot silently give one class's value.

Building a matrix from labels: :func:`from_labels` (``y_true``, ``y_pred``, optional
``labels=`` order and ``sample_weight=``) gives the same matrix as scikit-learn's
``confusion_matrix``, with exact entries.  :func:`cohen_kappa_score` and
:func:`matthews_corrcoef` take scikit-learn's arguments and return its values, computed
exactly (where they differ on purpose: :mod:`kappamcc.metrics.sklearn_compat`).

Every metric accepts

* a sympy ``Matrix`` (entries may be symbols: the result is the sympy expression of the
  metric's definition, written once from the entries),
* a list of lists (or a NumPy array) of ``int``, ``fractions.Fraction``, ``Decimal``, FLINT
  ``fmpz`` or ``fmpq``, or sympy numbers (exact: the result is a sympy number, rational or algebraic, or an exact
  expression in logarithms),
* a list of lists (or a NumPy array) containing a float (Python ``float``, NumPy float16,
  float32, float64, longdouble, mpmath ``mpf``; ints may be mixed in): each float is the exact binary
  rational it is, the metric is computed exactly on those rationals (square roots and
  logarithms in rigorous ball arithmetic), and the result is a Python ``float``, correctly
  rounded when the value is rational and within about an ulp otherwise.  There is no
  underflow, overflow or false "undefined": ``kappa([[1e-300, 1e-300], [1e-300, 3e-300]])``
  is 0.25, as for ``[[1, 1], [1, 3]]``.  A float32 matrix gives the same as its float64
  widening.  (A result larger than the largest float raises ``OverflowError``.)

:func:`as_floats` turns an exact matrix into floats: ``mcc(as_floats(C))`` is the float
of ``mcc(C)``; it raises for an entry whose float would not stand for it (beyond the float
range, a non-zero entry that would be 0.0, an inexact subnormal float).  Exact entries of
any size work as they are: square roots of rationals of hundreds of digits are taken in
integer arithmetic.  A validated matrix (:func:`as_matrix`) may be passed instead of ``C`` to
skip validating it again.

Bad input raises, never returns NaN:

* :class:`InvalidConfusionMatrixError` -- not a confusion matrix at all: a string, not
  square, fewer than two classes, a negative or non-finite entry, or total zero; rows
  that are dicts, sets or binary buffers (bytes, bytearray, memoryview); an entry that
  is not a real number (bool, complex, NumPy date or duration, a sympy truth value,
  relation, set, matrix or AccumBounds).  A NumPy array or matrix, a sympy Matrix or
  Array, and lists of tuples or arrays are read as the matrices they are.
* :class:`UndefinedMetricError` -- a valid matrix on which the requested metric is
  undefined (0/0), e.g. MCC when every case lies in one actual class.  Every metric takes
  ``replace_undefined_by=value`` (scikit-learn's keyword) to return ``value`` there
  instead.

Both are ``ValueError`` subclasses, so ``except ValueError`` keeps working.  For
symbolic entries the definedness conditions cannot be decided here; the claim that
uses the expression states them as assumptions and the provers check them.

The conventions of scikit-learn, PyCM and torchmetrics on degenerate matrices, beside
this package's, are in ``docs/conventions.md``; where a library computes something else
than its documentation or the original definition, ``docs/library_findings.md``.
"""

from ._inputs import as_floats, as_matrix
from ._numbers import InvalidConfusionMatrixError, UndefinedMetricError
from .agreement import (
    KAPPA_SE_METHODS,
    bangdiwala_b,
    bennett_s,
    gwet_ac1,
    kappa_confidence_interval,
    kappa_standard_error,
    krippendorff_alpha,
    pabak,
    scott_pi,
    weighted_kappa,
)
from .association import chi_squared, cramers_v, pearson_c, phi, phi_squared
from .basic import (
    accuracy,
    asymmetry,
    chance_agreement,
    col_sums,
    kappa,
    kappa_binary,
    kappa_from_counts,
    kappa_parts,
    mcc,
    mcc_binary,
    mcc_covariance,
    mcc_covariance_parts,
    mcc_from_counts,
    mcc_gorodkin,
    mcc_gorodkin_parts,
    mcc_one_hot,
    mcc_parts,
    one_hot_cases,
    row_sums,
    total,
    trace,
)
from .information import (
    cen,
    cen_of_class,
    cen_per_class,
    conditional_entropy,
    cross_entropy,
    entropy,
    joint_entropy,
    kl_divergence,
    mcen,
    mcen_of_class,
    mcen_per_class,
    mutual_information,
    off_diagonal_entropy,
    reference_entropy,
    response_entropy,
)
from .labels import from_labels, from_predicted_rows
from .sklearn_compat import cohen_kappa_score, matthews_corrcoef
from .one_vs_rest import (
    balanced_accuracy,
    f1,
    informedness,
    markedness,
    mcc_one_vs_rest,
    mcc_per_class,
    precision,
    recall,
    youden_j,
)

__all__ = [
    "InvalidConfusionMatrixError",
    "UndefinedMetricError",
    "as_matrix",
    "as_floats",
    "from_labels",
    "from_predicted_rows",
    # counts and the papers' metrics
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
    "off_diagonal_entropy",
    "entropy",
    # one class against the rest
    "precision",
    "recall",
    "f1",
    "informedness",
    "youden_j",
    "markedness",
    "mcc_one_vs_rest",
    "mcc_per_class",
    "balanced_accuracy",
    # chance-corrected agreement
    "scott_pi",
    "bennett_s",
    "pabak",
    "gwet_ac1",
    "weighted_kappa",
    "krippendorff_alpha",
    "bangdiwala_b",
    "kappa_standard_error",
    "kappa_confidence_interval",
    "KAPPA_SE_METHODS",
    # association
    "chi_squared",
    "phi_squared",
    "phi",
    "cramers_v",
    "pearson_c",
    # information
    "reference_entropy",
    "response_entropy",
    "cross_entropy",
    "joint_entropy",
    "conditional_entropy",
    "kl_divergence",
    "mutual_information",
    "cen",
    "cen_of_class",
    "cen_per_class",
    "mcen",
    "mcen_of_class",
    "mcen_per_class",
    # scikit-learn's signatures, exact
    "cohen_kappa_score",
    "matthews_corrcoef",
]
