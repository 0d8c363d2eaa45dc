"""Association of the actual and predicted classes: Pearson's chi-squared and the
coefficients built on it (phi, Cramer's V, Pearson's contingency coefficient C).

Layout: rows are actual classes, columns predicted classes (these measures are symmetric
in the two, so the layout does not change them).  E_ij = r_i c_j / S is the count
expected in cell (i, j) if the actual and the predicted class were independent.
"""

from __future__ import annotations

from ._arithmetic import _Matrix
from ._inputs import metric
from ._numbers import UndefinedMetricError

__all__ = ["chi_squared", "phi_squared", "phi", "cramers_v", "pearson_c"]


def _chi_squared(M: _Matrix):
    for name, sums in (("actual", M.r), ("predicted", M.c)):
        for k, s in enumerate(sums):
            if M.is_zero(s):
                raise UndefinedMetricError(
                    f"chi-squared is undefined: class {k} is never {name}, so its expected counts "
                    f"E = r_i c_j / S are 0 and (C - E)^2 / E is 0/0 (leave the empty class out of the matrix)"
                )
    n = range(M.n)
    expected = [[M.r[i] * M.c[j] / M.S for j in n] for i in n]
    return M.total((M[i, j] - expected[i][j]) ** 2 / expected[i][j] for i in n for j in n)


@metric
def chi_squared(C):
    """Pearson's chi-squared statistic of independence of the actual and predicted classes.

    Pearson's chi-squared statistic of independence (Pearson 1900, "On the criterion
    that a given system of deviations from the probable ... ", Phil Mag 50:157-175):
    sum_ij (C_ij - E_ij)^2 / E_ij with E_ij = r_i c_j / S.  Undefined when a class is never
    actual or never predicted (an expected count is 0): PyCM returns "None" there,
    scipy's chi2_contingency raises.

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
        A class is never actual or never predicted (an expected count E_ij is 0).
    OverflowError
        ``C`` has float entries and the value is beyond the largest float.

    Examples
    --------
    >>> from kappamcc.metrics import chi_squared
    >>> chi_squared([[20, 5], [10, 15]])
    25/3
    >>> chi_squared([[5, 0], [5, 0]], replace_undefined_by=None) is None
    True
    """
    return _chi_squared(C)


@metric
def phi_squared(C):
    """phi^2 = chi^2 / S, Pearson's mean square contingency.

    phi^2 = chi^2 / S, Pearson's mean square contingency (Pearson 1904, "On the theory
    of contingency and its relation to association and normal correlation"); PyCM's
    "Phi-Squared".

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
        A class is never actual or never predicted (an expected count E_ij is 0).

    Examples
    --------
    >>> from kappamcc.metrics import phi_squared
    >>> phi_squared([[20, 5], [10, 15]])
    1/6
    """
    return _chi_squared(C) / C.S


@metric
def phi(C):
    """phi = sqrt(chi^2 / S) >= 0; for a 2 x 2 matrix, |MCC|.

    phi = sqrt(chi^2 / S) >= 0 (Pearson 1904).  For a 2 x 2 matrix this is |MCC|: the
    signed phi coefficient of a 2 x 2 table is :func:`mcc`.

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
        A class is never actual or never predicted (an expected count E_ij is 0).

    Examples
    --------
    >>> from kappamcc.metrics import phi
    >>> phi([[20, 5], [10, 15]])
    sqrt(6)/6
    >>> phi([[5, 1, 0], [1, 3, 1], [0, 2, 4]])
    sqrt(74)/10
    """
    return C.sqrt(_chi_squared(C) / C.S)


@metric
def cramers_v(C):
    """Cramer's V = sqrt(phi^2 / (N - 1)), in [0, 1].

    Cramer's V = sqrt(phi^2 / (N - 1)) for an N x N table (Cramer 1946, "Mathematical
    Methods of Statistics", section 21.9: phi^2 / min(rows - 1, columns - 1)); in [0, 1].

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
        A class is never actual or never predicted (an expected count E_ij is 0).

    Examples
    --------
    >>> from kappamcc.metrics import cramers_v
    >>> cramers_v([[5, 1, 0], [1, 3, 1], [0, 2, 4]])
    sqrt(37)/10
    """
    return C.sqrt(_chi_squared(C) / (C.S * (C.n - 1)))


@metric
def pearson_c(C):
    """Pearson's contingency coefficient C = sqrt(chi^2 / (chi^2 + S)) (Pearson 1904).

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
        A class is never actual or never predicted (an expected count E_ij is 0).

    Examples
    --------
    >>> from kappamcc.metrics import pearson_c
    >>> pearson_c([[20, 5], [10, 15]])
    sqrt(7)/7
    """
    chi2 = _chi_squared(C)
    return C.sqrt(chi2 / (chi2 + C.S))
