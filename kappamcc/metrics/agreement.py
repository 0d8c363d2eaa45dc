"""Chance-corrected agreement: Scott's pi, Bennett's S, PABAK, Gwet's AC1, weighted kappa,
Krippendorff's alpha, Bangdiwala's B, and the standard error and confidence interval of
Cohen's kappa.

Layout: rows are actual classes (the first rater), columns predicted classes (the second
rater); r_k and c_k are the row and column sums, S the total, P_o = tr/S the observed
agreement.  Each coefficient of the form (P_o - P_e)/(1 - P_e) differs from kappa only in
its chance agreement P_e.
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Complex, Integral, Number, Rational, Real

import sympy as sp

from ._arithmetic import _Matrix
from ._inputs import matrix_rows, metric
from ._numbers import (
    InvalidConfusionMatrixError,
    UndefinedMetricError,
    _finite_real,
    _flint_exact,
    _is_float_like,
    _show,
    _to_exact,
    _to_fmpq,
)
from .basic import _chance_agreement, _kappa_parts, kappa

__all__ = [
    "scott_pi",
    "bennett_s",
    "pabak",
    "gwet_ac1",
    "weighted_kappa",
    "krippendorff_alpha",
    "bangdiwala_b",
    "kappa_standard_error",
    "kappa_confidence_interval",
]


def _chance_corrected(M: _Matrix, pe, name: str, why: str):
    """(P_o - P_e) / (1 - P_e), raising where P_e = 1."""
    if M.is_zero(1 - pe):
        raise UndefinedMetricError(f"{name} is undefined: {why}, so its chance agreement is 1 and it is 0/0")
    return (M.tr / M.S - pe) / (1 - pe)


def _pooled(M: _Matrix) -> list:
    """pi_k = (r_k + c_k) / (2S): the share of class k among all 2S ratings."""
    return [(rk + ck) / (2 * M.S) for rk, ck in zip(M.r, M.c)]


@metric
def scott_pi(C):
    """Scott's pi: chance-corrected agreement with the pooled marginals.

    Scott's pi (Scott 1955, "Reliability of content analysis: the case of nominal scale
    coding", Public Opinion Quarterly 19:321-325): (P_o - P_e)/(1 - P_e) with the chance
    agreement of the pooled marginals, P_e = sum_k ((r_k + c_k) / 2S)^2.  PyCM's "Scott PI"
    and "Kappa Unbiased".  Undefined when all ratings, actual and predicted, are one class.

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
        All ratings, actual and predicted, are one class (P_e = 1).

    Examples
    --------
    >>> from kappamcc.metrics import scott_pi
    >>> scott_pi([[20, 5], [10, 15]])
    13/33
    """
    pe = C.total(p**2 for p in _pooled(C))
    return _chance_corrected(C, pe, "Scott's pi", "all cases, actual and predicted, are in one class")


@metric
def bennett_s(C):
    """Bennett, Alpert and Goldstein's S: chance agreement 1/N.

    Bennett, Alpert and Goldstein's S (Bennett, Alpert, Goldstein 1954, "Communications
    through limited-response questioning", Public Opinion Quarterly 18:303-308):
    (P_o - 1/N)/(1 - 1/N), chance agreement 1/N for N equally likely classes.  Always defined.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (S is always defined: the keyword is accepted, and never used.)

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
    >>> from kappamcc.metrics import bennett_s
    >>> bennett_s([[20, 5], [10, 15]])
    2/5
    >>> bennett_s([[5, 1, 0], [1, 3, 1], [0, 2, 4]])
    19/34
    """
    return _chance_corrected(C, C.q(1, C.n), "Bennett's S", "there is one class")


@metric
def pabak(C):
    """Prevalence-adjusted bias-adjusted kappa: the kappa of the balanced table.

    Prevalence-adjusted bias-adjusted kappa (Byrt, Bishop, Carlin 1993, "Bias, prevalence
    and kappa", J Clin Epidemiol 46:423-429): the kappa of the table whose diagonal cells are
    replaced by their mean and whose off-diagonal cells by theirs.  For two classes Byrt et
    al.'s 2 P_o - 1; for N classes the same construction gives (N P_o - 1)/(N - 1), which
    equals Bennett's S.  Always defined.

    PyCM's "Kappa No Prevalence" is 2 P_o - 1 for every N; for N > 2 that is not the kappa
    of a balanced table (see docs/library_findings.md).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (PABAK is always defined: the keyword is accepted, and never used.)

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
    >>> from kappamcc.metrics import pabak
    >>> pabak([[20, 5], [10, 15]])
    2/5
    """
    return (C.n * C.tr / C.S - 1) / (C.n - 1)


@metric
def gwet_ac1(C):
    """Gwet's AC1: chance-corrected agreement with P_e = sum_k pi_k (1 - pi_k) / (N - 1).

    Gwet's AC1 (Gwet 2008, "Computing inter-rater reliability and its variance in the
    presence of high agreement", Br J Math Stat Psychol 61:29-48): (P_o - P_e)/(1 - P_e) with
    P_e = (1/(N-1)) sum_k pi_k (1 - pi_k), pi_k = (r_k + c_k)/2S.  Always defined (P_e <= 1/N).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.
        (AC1 is always defined: the keyword is accepted, and never used.)

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
    >>> from kappamcc.metrics import gwet_ac1
    >>> gwet_ac1([[20, 5], [10, 15]])
    41/101
    """
    pe = C.total(p * (1 - p) for p in _pooled(C)) / (C.n - 1)
    return _chance_corrected(C, pe, "Gwet's AC1", "the chance agreement is 1")


# ---------------------------------------------------------------------------
# weights


def _weight_entry(M: _Matrix, x, where: str):
    """A finite real weight in the matrix's domain (exact; floats as the rationals they are)."""
    if M.floating:
        return _to_fmpq(x, where)
    if _is_float_like(x):
        w = _to_fmpq(x, where)
        return sp.Rational(int(w.p), int(w.q))
    return _finite_real(_to_exact(x, where), where)


def _check_weight_name(weights: str, what: str, names, none_means: str) -> None:
    """Raise unless ``weights`` is one of ``names``; the message lists every accepted value,
    ``None`` (which means ``none_means``) first."""
    if weights in names:
        return
    accepted = ", ".join([f"None ({none_means})", *(repr(k) for k in sorted(names))])
    hint = f"; the names are lower case: {weights.lower()!r}" if weights.lower() in names else ""
    raise ValueError(f"{what}: weights={_show(weights)} is not one of {accepted}, or an N x N matrix of numbers{hint}")


def _weight_matrix(M: _Matrix, weights, what: str, named: dict, zero_diagonal: bool = False) -> list[list]:
    """The N x N weights: a name from ``named`` (name -> function of i, j; checked by the
    caller) or a matrix of non-negative numbers, with zeros on the diagonal if
    ``zero_diagonal`` (a difference function: a class does not differ from itself)."""
    n = M.n
    if isinstance(weights, str):
        return [[M.q(named[weights](i, j)) for j in range(n)] for i in range(n)]
    if isinstance(weights, Number) or weights is None:
        raise ValueError(f"{what}: weights must be a name or an N x N matrix, got {_show(weights)}")
    rows = matrix_rows(weights, "the weight matrix")
    if len(rows) != n or any(len(r) != n for r in rows):
        raise InvalidConfusionMatrixError(f"{what}: the weight matrix must be {n} x {n}, like the confusion matrix")
    out = [[_weight_entry(M, x, f"weight W[{i}][{j}]") for j, x in enumerate(r)] for i, r in enumerate(rows)]
    # the messages show the weights as given (a float as the float, not its binary rational)
    for i, r in enumerate(out):
        for j, w in enumerate(r):
            if (w < 0) if M.floating else bool(sp.sympify(w).is_negative):
                raise InvalidConfusionMatrixError(
                    f"{what}: weight W[{i}][{j}] = {_show(rows[i][j])} is negative; weights must be >= 0"
                )
    if zero_diagonal:
        for c in range(n):
            if not M.is_zero(out[c][c]) and (M.floating or sp.sympify(out[c][c]).is_number):
                raise InvalidConfusionMatrixError(
                    f"{what}: the difference of a class from itself must be 0, got weights[{c}][{c}] = "
                    f"{_show(rows[c][c])}"
                )
    return out


_KAPPA_WEIGHTS = {
    "linear": lambda i, j: abs(i - j),
    "quadratic": lambda i, j: (i - j) ** 2,
}


@metric
def weighted_kappa(C, weights):
    """Cohen's weighted kappa, in disagreement weights w_ij.

    Weighted kappa (Cohen 1968, "Weighted kappa: nominal scale agreement with provision
    for scaled disagreement or partial credit", Psychol Bull 70:213-220), in disagreement
    weights w_ij: kappa_w = 1 - sum_ij w_ij p_ij / sum_ij w_ij p_i. p_.j with p_ij = C_ij/S,
    p_i. = r_i/S (row i, actual), p_.j = c_j/S (column j, predicted).

    ``weights``: "linear" (w_ij = |i - j|) or "quadratic" (w_ij = (i - j)^2), scikit-learn's
    ``cohen_kappa_score(weights=...)`` convention with the classes in row order; or an
    N x N matrix of non-negative disagreement weights (a sympy Matrix may hold symbols);
    ``None`` gives w_ij = 1 - [i = j], i.e. Cohen's unweighted kappa.  Agreement weights
    v_ij (PyCM's form, v = 1 - w/max w) give the same value: pass w = 1 - v.

    Undefined when sum_ij w_ij r_i c_j = 0 (no expected disagreement).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    weights : {"linear", "quadratic"}, N x N matrix or None
        The disagreement weights, as above (required: ``None`` for unweighted kappa).
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
        Also a weight matrix that is not N x N or has a negative or non-finite weight.
    ValueError
        ``weights`` is a string other than "linear" and "quadratic", or a number.
    UndefinedMetricError
        sum_ij w_ij r_i c_j = 0: no expected disagreement.

    Examples
    --------
    >>> from kappamcc.metrics import weighted_kappa
    >>> C = [[5, 1, 0], [1, 3, 1], [0, 2, 4]]
    >>> weighted_kappa(C, "linear")
    174/259
    >>> weighted_kappa(C, "quadratic")
    18/23
    >>> weighted_kappa(C, None)
    108/193
    """
    if weights is None:
        return kappa.formula(C)
    if isinstance(weights, str):
        _check_weight_name(weights, "weighted_kappa", _KAPPA_WEIGHTS, "unweighted")
    W = _weight_matrix(C, weights, "weighted_kappa", _KAPPA_WEIGHTS)
    n = range(C.n)
    observed = C.total(W[i][j] * C[i, j] for i in n for j in n) / C.S
    expected = C.total(W[i][j] * C.r[i] * C.c[j] for i in n for j in n) / C.S**2
    if C.is_zero(expected):
        raise UndefinedMetricError(
            "weighted kappa is undefined: the expected weighted disagreement sum_ij w_ij r_i c_j / S^2 is 0 "
            "(every case is in one class both ways, or the weights vanish where the marginals meet)"
        )
    return 1 - observed / expected


def _ordinal_delta(M: _Matrix, nc: list):
    """Krippendorff's ordinal metric: delta_ck = (sum_{g=c..k} n_g - (n_c + n_k)/2)^2."""

    def delta(c, k):
        lo, hi = min(c, k), max(c, k)
        return (M.total(nc[g] for g in range(lo, hi + 1)) - (nc[c] + nc[k]) / 2) ** 2

    return delta


_ALPHA_WEIGHTS = {
    "linear": lambda c, k: abs(c - k),
    "quadratic": lambda c, k: (c - k) ** 2,
    "interval": lambda c, k: (c - k) ** 2,
}


def _check_counts(M: _Matrix, what: str) -> None:
    """Raise unless every numeric entry is a whole number (symbolic entries are read as counts)."""
    for i, row in enumerate(M.rows):
        for j, x in enumerate(row):
            if M.floating:
                whole = x.q == 1
            elif x.free_symbols:
                continue
            else:  # a number that sympy cannot tell is an integer as written, e.g. (1 + sqrt(2))**2 - 2 sqrt(2)
                whole = x.is_Integer or x.is_integer is True or (x.is_integer is None and sp.simplify(x).is_Integer)
            if not whole:
                raise InvalidConfusionMatrixError(
                    f"{what}: entry C[{i}][{j}] = {_show(x)} is not a whole number: Krippendorff's alpha is defined on "
                    "counts (n = 2S, the number of pairable values, sets its small-sample factor n - 1); give "
                    "proportions as the counts they come from"
                )


@metric
def krippendorff_alpha(C, weights=None):
    """Krippendorff's alpha for two coders, from the coincidence matrix of the table.

    Krippendorff's alpha for two coders (Krippendorff 2004, "Content Analysis: An
    Introduction to Its Methodology", 2nd ed., ch. 11; Krippendorff 2011, "Computing
    Krippendorff's alpha-reliability"), from the coincidence matrix of the table:
    o_ck = C_ck + C_kc, n_c = r_c + c_c, n = 2S pairable values,

        alpha = 1 - (n - 1) sum_ck o_ck delta_ck / sum_ck n_c n_k delta_ck.

    Alpha is defined on counts: n is the number of values, and the factor n - 1 changes
    with the scale of the table (the proportions [[0.4, 0.1], [0.1, 0.4]] would give 0.8
    where the counts [[4, 1], [1, 4]] give 31/50, and [[0, 1/8], [1/8, 0]] would give 3).
    So the entries must be whole numbers: a numeric entry that is not one (1/8, 0.4,
    sqrt(2); a float that is whole, such as 4.0, is a count) raises
    ``InvalidConfusionMatrixError``; give proportions as the counts they come from.  A
    symbolic entry is read as a count, and the expression is alpha's for whole values of
    its symbols.

    ``weights`` is the difference function delta_ck (Krippendorff's squared metric):
    ``None`` nominal (1 for c != k), "interval" or "quadratic" ((c - k)^2, the classes
    valued 0..N-1 in row order), "linear" (|c - k|), "ordinal" (Krippendorff's ordinal
    metric, from the n_g), or an N x N matrix of differences (zero diagonal).

    The factor n - 1 is Krippendorff's small-sample correction; PyCM writes the nominal
    case as P_a = (1 - 1/2n') ACC + 1/2n' (n' = S), which is the same number.  Undefined
    when the expected disagreement is 0 (nominal: every value in one class).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
        Its entries must be whole numbers (or symbols).
    weights : {"interval", "quadratic", "linear", "ordinal"}, N x N matrix or None, optional
        The difference function delta_ck, as above; default ``None``, nominal.
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
        Also an entry that is not a whole number, and a difference matrix that is not
        N x N, has a negative weight, or a non-zero diagonal.
    ValueError
        ``weights`` is a string other than the names above, or a number.
    UndefinedMetricError
        The expected disagreement is 0 (nominal: all 2S values are one class).

    Examples
    --------
    >>> from kappamcc.metrics import krippendorff_alpha
    >>> krippendorff_alpha([[4, 1], [1, 4]])
    31/50
    >>> krippendorff_alpha([[5, 1, 0], [1, 3, 1], [0, 2, 4]], weights="interval")
    56/71
    """
    _check_counts(C, "krippendorff_alpha")
    n = range(C.n)
    nc = [rk + ck for rk, ck in zip(C.r, C.c)]
    if isinstance(weights, str):
        _check_weight_name(weights, "krippendorff_alpha", [*_ALPHA_WEIGHTS, "ordinal"], "nominal")
    if weights is None:
        delta = lambda c, k: 0 if c == k else 1
    elif weights == "ordinal":
        delta = _ordinal_delta(C, nc)
    else:
        D = _weight_matrix(C, weights, "krippendorff_alpha", _ALPHA_WEIGHTS, zero_diagonal=True)
        delta = lambda c, k: D[c][k]
    observed = C.total((C[c, k] + C[k, c]) * delta(c, k) for c in n for k in n)
    expected = C.total(nc[c] * nc[k] * delta(c, k) for c in n for k in n)
    if C.is_zero(expected):
        raise UndefinedMetricError(
            "Krippendorff's alpha is undefined: the expected disagreement is 0 "
            "(all 2S values, actual and predicted, are one class, or the differences vanish)"
        )
    return 1 - (2 * C.S - 1) * observed / expected


@metric
def bangdiwala_b(C):
    """Bangdiwala's B = sum_k C_kk^2 / sum_k r_k c_k, from the agreement chart.

    Bangdiwala's B (Bangdiwala 1985, "A graphical test for observer agreement", Proc.
    45th Session of the ISI, Amsterdam, 1:307-308; the agreement chart of Bangdiwala 1987):
    B = sum_k C_kk^2 / sum_k r_k c_k, the area of the agreement squares over the area of
    the marginal rectangles.  Undefined when sum_k r_k c_k = 0 (no class is both actual
    and predicted).

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
        sum_k r_k c_k = 0: no class is both actual and predicted.

    Examples
    --------
    >>> from kappamcc.metrics import bangdiwala_b
    >>> bangdiwala_b([[20, 5], [10, 15]])
    1/2
    >>> bangdiwala_b([[0, 5], [5, 0]], replace_undefined_by=0)
    0
    """
    den = C.total(rk * ck for rk, ck in zip(C.r, C.c))
    if C.is_zero(den):
        raise UndefinedMetricError(
            "Bangdiwala's B is undefined: sum_k r_k c_k = 0, no class is both actual and predicted"
        )
    return C.total(C[k, k] ** 2 for k in range(C.n)) / den


# ---------------------------------------------------------------------------
# standard error and confidence interval of kappa

KAPPA_SE_METHODS = ("fleiss_cohen_everitt", "cohen_1960", "null")


def _kappa_variance_times_S(M: _Matrix, method: str):
    """S * Var(kappa) by ``method`` (see :func:`kappa_standard_error`)."""
    if method not in KAPPA_SE_METHODS:
        raise ValueError(f"method={_show(method)} is not one of {KAPPA_SE_METHODS}")
    num, den = _kappa_parts(M)
    if M.is_zero(den):
        raise UndefinedMetricError("the standard error of kappa is undefined: kappa is 0/0 (Pe = 1)")
    S, n = M.S, range(M.n)
    po, pe = M.tr / S, _chance_agreement(M)
    row = [rk / S for rk in M.r]
    col = [ck / S for ck in M.c]
    if method == "cohen_1960":
        return po * (1 - po) / (1 - pe) ** 2
    if method == "null":
        return (pe + pe**2 - M.total(row[i] * col[i] * (row[i] + col[i]) for i in n)) / (1 - pe) ** 2
    k = num / den
    a = M.total(M[i, i] / S * (1 - (row[i] + col[i]) * (1 - k)) ** 2 for i in n)
    b = (1 - k) ** 2 * M.total(M[i, j] / S * (col[i] + row[j]) ** 2 for i in n for j in n if i != j)
    c = (k - pe * (1 - k)) ** 2
    return (a + b - c) / (1 - pe) ** 2


@metric
def kappa_standard_error(C, method: str = "fleiss_cohen_everitt"):
    """The large-sample standard error of Cohen's kappa.

    The large-sample standard error of Cohen's kappa, S the number of cases (rows
    actual, columns predicted; p_ij = C_ij/S, p_i. = r_i/S, p_.j = c_j/S).

    ``method``:

    * "fleiss_cohen_everitt" (default; Fleiss, Cohen, Everitt 1969, "Large sample standard
      errors of kappa and weighted kappa", Psychol Bull 72:323-327; in the form of Fleiss,
      Levin, Paik 2003, eq. 18.13): sqrt(A + B - D) / ((1 - P_e) sqrt(S)) with
      A = sum_i p_ii [1 - (p_i. + p_.i)(1 - kappa)]^2,
      B = (1 - kappa)^2 sum_{i != j} p_ij (p_.i + p_j.)^2, D = [kappa - P_e (1 - kappa)]^2.
      This is the delta-method variance of kappa under the multinomial model.
    * "cohen_1960" (Cohen 1960's approximation, PyCM's "Kappa Standard Error"):
      sqrt(P_o (1 - P_o) / (S (1 - P_e)^2)).
    * "null" (Fleiss, Cohen, Everitt 1969, under kappa = 0, for testing):
      sqrt(P_e + P_e^2 - sum_i p_i. p_.i (p_i. + p_.i)) / ((1 - P_e) sqrt(S)).

    Undefined where kappa is (P_e = 1).

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    method : {"fleiss_cohen_everitt", "cohen_1960", "null"}, optional
        The variance formula, as above (``KAPPA_SE_METHODS``); default "fleiss_cohen_everitt".
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
        ``method`` is not one of ``KAPPA_SE_METHODS``.
    UndefinedMetricError
        Kappa is 0/0 (P_e = 1).

    Examples
    --------
    >>> from kappamcc.metrics import kappa_standard_error
    >>> kappa_standard_error([[20, 5], [10, 15]])
    6*sqrt(7)/125
    >>> kappa_standard_error([[20, 5], [10, 15]], method="cohen_1960")
    sqrt(42)/50
    """
    return C.sqrt(_kappa_variance_times_S(C, method) / C.S)


def _exact_level(x, name: str, condition: str):
    """A probability or a quantile given by the user, exactly; a float is read as the
    decimal it prints as, ``str(x)`` (0.95 is 19/20, 1.96 is 49/25): for Python and NumPy
    floats of any width the shortest decimal that reads back as the same number of its
    own type, so ``np.float32(0.95)`` is 19/20 too; for a sympy ``Float`` or an mpmath
    ``mpf`` the digits they print.  A ``Decimal`` is its value.  Raises unless it is a
    finite real number; ``condition`` says what it must be."""
    wrong = f"{name} must be {condition}, got {_show(x)}"
    exact = _flint_exact(x)
    if exact is not None:
        return exact
    if isinstance(x, bool) or not isinstance(x, (Number, sp.Basic)):
        raise TypeError(f"{name} must be a number ({condition}), got {_show(x)}")
    if isinstance(x, sp.Basic):
        if (
            not isinstance(x, sp.Expr)
            or not x.is_number
            or x.has(sp.nan, sp.oo, -sp.oo, sp.zoo, sp.AccumBounds)
            or x.is_real is not True
        ):
            raise ValueError(wrong)
        return sp.Rational(str(x)) if isinstance(x, sp.Float) else x
    if isinstance(x, (Integral, Rational)):
        return sp.Rational(int(x.numerator), int(x.denominator))
    if isinstance(x, Complex) and not isinstance(x, Real):
        raise ValueError(wrong)
    if _is_float_like(x):
        # a NumPy float32 widened to float64 would print as 0.949999988079071: read it in its own type
        printed = repr(float(x)) if isinstance(x, float) else str(x)
        try:
            return sp.Rational(Fraction(printed))
        except ValueError:  # inf, nan
            raise ValueError(wrong) from None
    try:
        return sp.Rational(*x.as_integer_ratio())  # type: ignore[union-attr]  # Decimal: its value; else caught
    except (AttributeError, OverflowError, ValueError):
        raise ValueError(wrong) from None


def _in_domain(M: _Matrix, x):
    """An exact sympy number in the matrix's domain (a float matrix needs a rational: an
    irrational one is taken at its nearest float)."""
    if not M.floating:
        return x
    return _to_fmpq(x, "the level")


@metric
def kappa_confidence_interval(C, confidence=0.95, *, z=None, method: str = "fleiss_cohen_everitt"):
    """The large-sample two-sided confidence interval of Cohen's kappa, (kappa - z SE, kappa + z SE).

    (kappa - z SE, kappa + z SE): the large-sample two-sided confidence interval of
    Cohen's kappa (Fleiss, Cohen, Everitt 1969), SE by :func:`kappa_standard_error` with
    ``method``.

    ``confidence`` (default 0.95, read as 19/20; a real number strictly between 0 and 1)
    gives z = sqrt(2) erfinv(confidence), the exact normal quantile 1 - (1 - confidence)/2
    (1.95996...); ``z=`` (a finite real number > 0) sets it directly instead, and then
    ``confidence`` must be left at its default.  A float level or z is read as the decimal
    it prints as, in its own type: 0.95, ``np.float32(0.95)`` and ``np.float16(0.95)`` are
    all 19/20, and z=1.96 is 49/25.  Anything else raises ``ValueError``
    (NaN, infinity, a symbol, a complex number) or ``TypeError`` (not a number).
    PyCM's "Kappa 95% CI" is ``kappa_confidence_interval(C, z=1.96, method="cohen_1960")``.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`); a validated matrix (:func:`as_matrix`) is taken as it is.
    confidence : real number, optional
        The confidence level, strictly between 0 and 1; default 0.95.
    z : real number > 0, optional
        Keyword only: the normal quantile itself, in place of ``confidence``.
    method : {"fleiss_cohen_everitt", "cohen_1960", "null"}, optional
        Keyword only: the standard error's formula (:func:`kappa_standard_error`).
    replace_undefined_by : object, optional
        Keyword only.  Returned instead of raising where the value is undefined on ``C``
        (scikit-learn's keyword); by default ``UndefinedMetricError`` is raised.

    Returns
    -------
    tuple
        (lower, upper), each exact (sympy, with ``erfinv`` of the level unless ``z`` is given)
        or a ``float`` when ``C`` has a float entry.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
    ValueError
        ``confidence`` not strictly between 0 and 1, ``z`` not a finite real number > 0, both
        given, a level that is NaN, infinite, symbolic or complex, or an unknown ``method``.
    TypeError
        ``confidence`` or ``z`` is not a number.
    UndefinedMetricError
        Kappa is 0/0 (P_e = 1).

    Examples
    --------
    >>> from kappamcc.metrics import kappa_confidence_interval
    >>> kappa_confidence_interval([[20, 5], [10, 15]], z=2, method="cohen_1960")
    (2/5 - sqrt(42)/25, sqrt(42)/25 + 2/5)
    >>> kappa_confidence_interval([[20.0, 5.0], [10.0, 15.0]])
    (0.1510922904766611, 0.6489077095233389)
    """
    level_condition = "a real number strictly between 0 and 1"
    level = _exact_level(confidence, "confidence", level_condition)
    if not (0 < level < 1):
        raise ValueError(f"confidence must be {level_condition}, got {_show(confidence)}")
    if z is None:
        zz = C.sqrt(C.q(2)) * C.erfinv(level)
    else:
        if level != sp.Rational(19, 20):
            raise ValueError(
                f"confidence={_show(confidence)} and z={_show(z)}: give confidence= or z=, not both "
                "(z fixes the interval's width by itself)"
            )
        zq = _exact_level(z, "z", "a finite real number > 0")
        if not zq > 0:
            raise ValueError(f"z must be a finite real number > 0, got {_show(z)}")
        zz = _in_domain(C, zq)
    num, den = _kappa_parts(C)
    if C.is_zero(den):
        raise UndefinedMetricError("the confidence interval of kappa is undefined: kappa is 0/0 (Pe = 1)")
    k = num / den
    se = C.sqrt(_kappa_variance_times_S(C, method) / C.S)
    return (k - zz * se, k + zz * se)
