"""Information-theoretic measures of a confusion matrix: the entropies of the actual
(reference) and predicted (response) classes, cross and joint and conditional entropy,
the Kullback-Leibler divergence, mutual information, the confusion entropy CEN and its
modification MCEN, and the off-diagonal entropy Ent of Delgado & Tibau.

Layout: rows are actual classes, columns predicted classes; p_ij = C_ij / S,
p_i. = r_i / S (reference), p_.j = c_j / S (response).  Logarithms are base 2 (bits,
Shannon 1948, "A mathematical theory of communication", and PyCM) unless ``base=`` says
otherwise (``base=None`` or ``sympy.E``: natural).  The conventions of Cover & Thomas 2006
(Elements of Information Theory, 2nd ed., section 2.3) hold: 0 log 0 = 0, 0 log(0/q) = 0,
and p log(p/0) = +infinity for p > 0.  A term whose weight is a symbol is kept (its
zero cannot be decided).
"""

from __future__ import annotations

from typing import Iterable

from ._arithmetic import _RAISE, _Domain, _Matrix, evaluate
from ._inputs import as_matrix, metric, number_list
from ._numbers import UndefinedMetricError, _show
from .one_vs_rest import _class_index

__all__ = [
    "entropy",
    "off_diagonal_entropy",
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
]


def _shannon(D: _Domain, values, base):
    """-sum (v/t) log(v/t) over the values v (t their sum > 0), 0 log 0 = 0."""
    t = D.total(values)
    return -D.total((v / t) * D.log(v / t, base) for v in values if not D.is_zero(v))


def _entropy_formula(D: _Domain, vals, base):
    if D.is_zero(D.total(vals)):
        raise UndefinedMetricError("entropy is undefined: all the numbers are 0")
    return _shannon(D, vals, base)


def entropy(values: Iterable, base=2):
    """Shannon entropy of the proportions of a list of non-negative numbers.

    Shannon entropy (Shannon 1948) of the proportions of non-negative numbers,
    -sum_k p_k log p_k with p_k = v_k / sum v, and 0 log 0 = 0 (DT2019-D2).

    Parameters
    ----------
    values : sequence of numbers
        Non-negative numbers (a list, tuple or one-dimensional NumPy array), exact, float or
        symbolic; at least one of them not 0.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.

    Returns
    -------
    sympy.Expr or float
        The exact entropy (a sympy number, exact in logarithms), or a ``float`` when a value is
        a float.

    Raises
    ------
    InvalidConfusionMatrixError
        ``values`` is a string, a set or dict, or not a sequence; a value is negative, not
        finite or not a real number.
    UndefinedMetricError
        All the numbers are 0.
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import entropy
    >>> entropy([1, 1, 2])
    3/2
    >>> entropy([0.5, 0.25, 0.25])
    1.5
    >>> entropy([1, 1, 2], base=None)
    log(2)/2 + log(4)/2
    """
    vals, floating = number_list(values, "entropy")
    return evaluate(_entropy_formula, _Domain(floating), vals, base)


@metric
def off_diagonal_entropy(C, base=2):
    """Ent(M): Shannon entropy (base 2) of the off-diagonal entries (DT2019-D2, p19).

    Undefined (raises) for a diagonal matrix, where all off-diagonal entries are 0.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
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
        Every off-diagonal entry is 0 (a diagonal matrix).
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import off_diagonal_entropy
    >>> off_diagonal_entropy([[20, 4], [4, 15]])
    1
    >>> off_diagonal_entropy([[20, 5], [10, 15]])
    -2/3 + log(3)/log(2)
    >>> off_diagonal_entropy([[5, 0], [0, 5]], replace_undefined_by=0)
    0
    """
    vals = [C[i, j] for i in range(C.n) for j in range(C.n) if i != j]
    if C.is_zero(C.total(vals)):
        raise UndefinedMetricError("Ent is undefined: every off-diagonal entry is 0 (perfect classification)")
    return _shannon(C, vals, base)


@metric
def reference_entropy(C, base=2):
    """H(actual), the entropy of the actual (reference) classes.

    H(actual) = -sum_i p_i. log p_i., the entropy of the actual (reference) classes
    (Shannon 1948); PyCM's "Reference Entropy".

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

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
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import reference_entropy
    >>> reference_entropy([[2, 2], [0, 4]])
    1
    """
    return _shannon(C, C.r, base)


@metric
def response_entropy(C, base=2):
    """H(predicted), the entropy of the predicted (response) classes.

    H(predicted) = -sum_j p_.j log p_.j, the entropy of the predicted (response)
    classes (Shannon 1948); PyCM's "Response Entropy".

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

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
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import response_entropy
    >>> response_entropy([[2, 2], [0, 4]])
    -3*log(3)/(4*log(2)) + 2
    >>> response_entropy([[2.0, 2.0], [0.0, 4.0]])
    0.8112781244591328
    """
    return _shannon(C, C.c, base)


@metric
def joint_entropy(C, base=2):
    """H(actual, predicted) = -sum_ij p_ij log p_ij (Shannon 1948); PyCM's "Joint Entropy".

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

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
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import joint_entropy
    >>> joint_entropy([[2, 2], [0, 4]])
    3/2
    >>> joint_entropy([[2, 2], [0, 4]], base=4)
    3/4
    """
    return _shannon(C, [x for row in C.rows for x in row], base)


@metric
def conditional_entropy(C, given: str = "actual", base=2):
    """Conditional entropy (Shannon 1948; Cover & Thomas 2006, eq. 2.10-2.12).

    ``given="actual"`` (default): H(predicted | actual) = -sum_ij p_ij log(p_ij / p_i.),
    the entropy of the predictions within each actual class, weighted by its share;
    PyCM's "Conditional Entropy".  ``given="predicted"``: H(actual | predicted) =
    -sum_ij p_ij log(p_ij / p_.j).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    given : {"actual", "predicted"}, optional
        The classes the entropy is conditioned on; default "actual".
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

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
        ``given`` is neither "actual" nor "predicted".
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import conditional_entropy
    >>> conditional_entropy([[2, 2], [0, 4]])
    1/2
    >>> conditional_entropy([[2, 2], [0, 4]], given="predicted")
    -1/2 + 3*log(3)/(4*log(2))
    """
    if given not in ("actual", "predicted"):
        raise ValueError(f"given= is 'actual' or 'predicted', got {_show(given)}")
    n = range(C.n)
    marginal = C.r if given == "actual" else C.c
    S = C.S
    return -C.total(
        C[i, j] / S * C.log(C[i, j] / (marginal[i] if given == "actual" else marginal[j]), base)
        for i in n
        for j in n
        if not C.is_zero(C[i, j])
    )


def _divergence_terms(M: _Matrix):
    """The terms p_k log(p_k / q_k) of D(reference || response), or infinity."""
    terms = []
    for k in range(M.n):
        if M.is_zero(M.r[k]):
            continue  # 0 log(0/q) = 0
        if M.is_zero(M.c[k]):
            return None  # p log(p/0) = +infinity
        terms.append((k, M.r[k] / M.S))
    return terms


@metric
def cross_entropy(C, base=2):
    """Cross entropy H(p, q) of the predicted distribution relative to the actual one.

    Cross entropy of the predicted distribution relative to the actual one,
    H(p, q) = -sum_k p_k log q_k with p_k = r_k/S (actual), q_k = c_k/S (predicted)
    (Cover & Thomas 2006, eq. 5.58 context; PyCM's "Cross Entropy").  It is +infinity
    (``math.inf`` / ``sympy.oo``) when a class that occurs is never predicted; PyCM leaves
    that term out (see docs/library_findings.md).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

    Returns
    -------
    sympy.Expr or float
        The exact value (``sympy.oo`` when a class that occurs is never predicted), or a
        ``float`` (``math.inf`` there) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import cross_entropy
    >>> cross_entropy([[2, 2], [0, 4]])
    -log(3)/(2*log(2)) + 2
    >>> cross_entropy([[2, 0], [2, 0]])
    oo
    """
    terms = _divergence_terms(C)
    if terms is None:
        return C.infinity
    return -C.total(p * C.log(C.c[k] / C.S, base) for k, p in terms)


@metric
def kl_divergence(C, base=2):
    """Kullback-Leibler divergence D(p || q) of the predicted distribution from the actual one.

    Kullback-Leibler divergence of the predicted distribution from the actual one
    (Kullback & Leibler 1951, "On information and sufficiency", Ann Math Stat 22:79-86):
    D(p || q) = sum_k p_k log(p_k / q_k), p_k = r_k/S (actual), q_k = c_k/S (predicted);
    >= 0, and +infinity when a class that occurs is never predicted.  PyCM's "KL
    Divergence" (whose document prints it with a minus sign).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

    Returns
    -------
    sympy.Expr or float
        The exact value (``sympy.oo`` when a class that occurs is never predicted), or a
        ``float`` (``math.inf`` there) when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import kl_divergence
    >>> kl_divergence([[2, 2], [0, 4]])
    -log(3)/(2*log(2)) + 1
    >>> kl_divergence([[2.0, 2.0], [0.0, 4.0]])
    0.2075187496394219
    """
    terms = _divergence_terms(C)
    if terms is None:
        return C.infinity
    return C.total(p * C.log(C.r[k] / C.c[k], base) for k, p in terms)


@metric
def mutual_information(C, base=2):
    """Mutual information I of the actual and predicted classes.

    Mutual information of the actual and predicted classes (Shannon 1948; Cover &
    Thomas 2006, eq. 2.28): I = sum_ij p_ij log(p_ij / (p_i. p_.j)) >= 0, the KL divergence
    of the joint distribution from the product of its marginals; PyCM's "Mutual
    Information".

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    base : int, Fraction, sympy.E or None, optional
        The base of the logarithms, 2 (bits) by default; ``None`` or ``sympy.E``: natural.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

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
    TypeError
        ``base`` is not an integer or rational (nor ``sympy.E`` or ``None``).
    ValueError
        ``base`` is not positive, or is 1.

    Examples
    --------
    >>> from kappamcc.metrics import mutual_information
    >>> mutual_information([[2, 0], [0, 2]])
    1
    >>> mutual_information([[2, 0], [0, 2]], base=None)
    log(2)
    """
    n = range(C.n)
    S = C.S
    return C.total(
        C[i, j] / S * C.log(C[i, j] * S / (C.r[i] * C.c[j]), base) for i in n for j in n if not C.is_zero(C[i, j])
    )


# ---------------------------------------------------------------------------
# confusion entropy


def _class_confusion_terms(M: _Matrix, j: int, den):
    """sum_{k != j} [x log_{2(N-1)} (x / den)] over x = C_jk and x = C_kj (0 log 0 = 0)."""
    base = 2 * (M.n - 1)
    xs = [x for k in range(M.n) if k != j for x in (M[j, k], M[k, j])]
    return M.total(x * M.log(x / den, base) for x in xs if not M.is_zero(x))


def _cen_den(M: _Matrix, j: int, modified: bool):
    den = M.r[j] + M.c[j]
    return den - M[j, j] if modified else den


def _confusion_entropy_of_class(M: _Matrix, k, modified: bool):
    name = "MCEN" if modified else "CEN"
    if k is None:
        raise ValueError(f"{name} of a class needs the class: pass k = 0..{M.n - 1} (or -{M.n}..-1 from the end)")
    j = _class_index(M.n, k, "k", "class index k=")
    den = _cen_den(M, j, modified)
    if M.is_zero(den):
        raise UndefinedMetricError(
            f"{name} of class {j} is undefined: class {j} has no misclassified case, actual or predicted, "
            f"{'and no correct one ' if not modified else ''}so its probabilities P^j are 0/0"
        )
    return -_class_confusion_terms(M, j, den) / den


def _confusion_entropy(M: _Matrix, modified: bool):
    # sum_j P_j CEN_j with P_j = den_j / (2S) (CEN) written with the weights inside the
    # sums: P_j CEN_j = -(1/2S) sum_{k != j} [C_jk log(C_jk/den_j) + C_kj log(C_kj/den_j)],
    # so a class with den_j = 0 (all its x are 0) contributes 0 by 0 log(0/0) = 0
    total_weight = 2 * M.S
    if modified and M.n > 2:
        total_weight = total_weight - M.tr
    parts = []
    for j in range(M.n):
        den = _cen_den(M, j, modified)
        if not M.is_zero(den):
            parts.append(_class_confusion_terms(M, j, den))
    return -M.total(parts) / total_weight


@metric
def cen(C):
    """Confusion entropy CEN, overall (Wei, Yuan, Hu, Wang 2010).

    Confusion entropy, overall (Wei, Yuan, Hu, Wang 2010, "A novel measure for
    evaluating classifiers", Expert Syst Appl 37:3799-3809; studied by Jurman, Riccadonna,
    Furlanello 2012, "A comparison of MCC and CEN error measures in multi-class
    prediction", PLoS ONE 7:e41882): CEN = sum_j P_j CEN_j with
    P_j = sum_k (C_jk + C_kj) / 2S and CEN_j of :func:`cen_of_class`.  0 for a diagonal
    matrix.  A class that is neither actual nor predicted has P_j = 0 and contributes 0
    (0 log(0/0) = 0); PyCM returns "None" for such a matrix.  Symmetric under
    transposition, so the layout does not matter.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

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
    >>> from kappamcc.metrics import cen
    >>> cen([[1, 1, 0], [1, 1, 0], [0, 0, 2]])
    1/3
    >>> cen([[2, 1], [1, 2]])
    1/3 + log(3)/(3*log(2))
    """
    return _confusion_entropy(C, modified=False)


@metric
def cen_of_class(C, k: int):
    """The confusion entropy CEN_j of one class (Wei et al. 2010).

    CEN_j of class j = ``k`` (Wei et al. 2010): with den = sum_k (C_jk + C_kj),
    P^j_jk = C_jk / den and P^j_kj = C_kj / den,
    CEN_j = -sum_{k != j} (P^j_jk log_{2(N-1)} P^j_jk + P^j_kj log_{2(N-1)} P^j_kj).
    Undefined when den = 0 (class j neither actual nor predicted).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    k : int
        Row/column index of the class (negative counts from the end).
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
        ``k`` is ``None`` or out of range.
    TypeError
        ``k`` is not an int.
    UndefinedMetricError
        den = 0: the class is neither actual nor predicted.

    Examples
    --------
    >>> from kappamcc.metrics import cen_of_class
    >>> cen_of_class([[1, 1, 0], [1, 1, 0], [0, 0, 2]], 0)
    1/2
    >>> cen_of_class([[1, 1, 0], [1, 1, 0], [0, 0, 2]], 2, replace_undefined_by=0)
    0
    """
    return _confusion_entropy_of_class(C, k, modified=False)


@metric
def mcen(C):
    """Modified confusion entropy MCEN, overall (Delgado & Nunez-Gonzalez 2019).

    Modified confusion entropy, overall (Delgado & Nunez-Gonzalez 2019, "Enhancing
    Confusion Entropy (CEN) for binary and multiclass classification", PLoS ONE
    14:e0210264): MCEN = sum_j P_j MCEN_j with P_j = (sum_k (C_jk + C_kj) - C_jj) /
    (2S - alpha tr), alpha = 1 for N > 2 and 0 for N = 2, as PyCM renders it (the weights
    are taken from PyCM's document; this suite has not checked them against the paper).
    A class with a zero denominator contributes 0.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (Always defined: the keyword is accepted, and never used.)

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
    >>> from kappamcc.metrics import mcen
    >>> mcen([[2, 1], [1, 2]])
    2/3
    """
    return _confusion_entropy(C, modified=True)


@metric
def mcen_of_class(C, k: int):
    """MCEN_j of class j = ``k`` (Delgado & Nunez-Gonzalez 2019).

    MCEN_j of class j = ``k`` (Delgado & Nunez-Gonzalez 2019): CEN_j with the
    denominator sum_k (C_jk + C_kj) - C_jj.  Undefined when that is 0.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    k : int
        Row/column index of the class (negative counts from the end).
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
        ``k`` is ``None`` or out of range.
    TypeError
        ``k`` is not an int.
    UndefinedMetricError
        sum_k (C_jk + C_kj) - C_jj = 0: the class has no misclassified case, actual or predicted.

    Examples
    --------
    >>> from kappamcc.metrics import mcen_of_class
    >>> mcen_of_class([[2, 1], [1, 2]], 0)
    1
    """
    return _confusion_entropy_of_class(C, k, modified=True)


def cen_per_class(C, *, replace_undefined_by=_RAISE) -> list:
    """[CEN_j for j = 0..N-1] (PyCM's ``cm.CEN``).

    [CEN_j for j = 0..N-1] (PyCM's ``cm.CEN``); an undefined class raises, or gives
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
        One value per class (:func:`cen_of_class`), exact (sympy) or a ``float`` when ``C`` has
        a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    UndefinedMetricError
        A class is neither actual nor predicted.

    Examples
    --------
    >>> from kappamcc.metrics import cen_per_class
    >>> cen_per_class([[1, 1, 0], [1, 1, 0], [0, 0, 2]], replace_undefined_by=0)
    [1/2, 1/2, 0]
    """
    M = as_matrix(C)
    return [cen_of_class(M, k, replace_undefined_by=replace_undefined_by) for k in range(M.n)]


def mcen_per_class(C, *, replace_undefined_by=_RAISE) -> list:
    """[MCEN_j for j = 0..N-1] (PyCM's ``cm.MCEN``).

    [MCEN_j for j = 0..N-1] (PyCM's ``cm.MCEN``); an undefined class raises, or gives
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
        One value per class (:func:`mcen_of_class`), exact (sympy) or a ``float`` when ``C``
        has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    UndefinedMetricError
        A class has no misclassified case, actual or predicted.

    Examples
    --------
    >>> from kappamcc.metrics import mcen_per_class
    >>> mcen_per_class([[2, 1], [1, 2]])
    [1, 1]
    """
    M = as_matrix(C)
    return [mcen_of_class(M, k, replace_undefined_by=replace_undefined_by) for k in range(M.n)]
