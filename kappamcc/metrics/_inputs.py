"""Reading a confusion matrix from what a user passes (lists, NumPy arrays, pandas, sympy
matrices, mappings) into the validated matrix every metric takes, with errors that say what to pass.
"""

from __future__ import annotations

import functools
import inspect
import math
import sys
from collections.abc import Mapping, Set

import flint
import sympy as sp


__all__ = ["as_matrix", "as_floats", "matrix_rows", "number_list", "metric"]

from ._numbers import (
    InvalidConfusionMatrixError,
    UndefinedMetricError,
    _a,
    _finite_real,
    _is_float_like,
    _show,
    _string_error,
    _to_exact,
    _to_fmpq,
)
from ._arithmetic import _RAISE, _Matrix, evaluate


# ---------------------------------------------------------------------------
# validation


def _binary_error(what: str, x) -> InvalidConfusionMatrixError:
    return InvalidConfusionMatrixError(
        f"{what} is {_a(type(x).__name__)} (binary data), not numbers: pass a list of rows of numbers "
        "(or np.asarray(...) of a buffer that holds numbers)"
    )


def _unordered_error(what: str, x, instead: str) -> InvalidConfusionMatrixError:
    kind = "a mapping" if isinstance(x, Mapping) else "unordered"
    return InvalidConfusionMatrixError(
        f"{what} is {_a(type(x).__name__)} ({kind}), not a sequence in class order: {instead}"
    )


def _numpy_array(x, what: str, ndim: int):
    """``x`` (an object with ``__array__``: NumPy arrays and matrices, tensors) as a NumPy
    array of ``ndim`` dimensions whose dtype can hold counts."""
    import numpy as np

    if isinstance(x, np.ma.MaskedArray) and np.ma.getmaskarray(x).any():
        where = tuple(int(k) for k in np.argwhere(np.ma.getmaskarray(x))[0])
        raise InvalidConfusionMatrixError(
            f"{what} is a masked array with masked (missing) entries, the first at index {where}: a count cannot be "
            "missing; fill them (x.filled(0)) or drop them first"
        )
    arr = np.asarray(x)
    kind = arr.dtype.kind
    if kind not in "iufO":
        problem = {
            "m": "durations, not counts",
            "M": "dates, not counts",
            "c": "complex numbers, not real counts",
            "b": "booleans, not counts (convert with .astype(int))",
            "U": "strings, not numbers (convert with .astype(int) or .astype(float))",
            "S": "strings, not numbers (convert with .astype(int) or .astype(float))",
        }.get(kind, "not numbers")
        raise InvalidConfusionMatrixError(f"{what} is an array of dtype {arr.dtype}: {problem}")
    if arr.ndim != ndim:
        raise InvalidConfusionMatrixError(
            f"{what} is a {arr.ndim}-dimensional array of shape {arr.shape}; it must be {ndim}-dimensional"
        )
    if kind in "iu" or (kind == "f" and arr.dtype.itemsize <= 8):
        return arr.tolist()  # Python ints, or floats with the same values
    return [list(r) for r in arr] if ndim == 2 else list(arr)  # longdouble and objects kept as they are


def _sequence(x, what: str, instead: str):
    """``x`` as a list when it is an ordered sequence of values; raise naming what it is
    otherwise (``None`` if it is not iterable at all: the caller says what was expected)."""
    if isinstance(x, (str, bytes)):
        raise _string_error(what, x)
    if isinstance(x, (bytearray, memoryview)):
        raise _binary_error(what, x)
    if isinstance(x, (Mapping, Set)):
        raise _unordered_error(what, x, instead)
    try:
        return list(x)
    except TypeError:
        return None


def matrix_rows(C, what: str) -> list[list]:
    """The rows of a matrix given as a list of rows (or tuples, arrays, a NumPy array or
    matrix, a sympy Matrix or Array), as lists; raise naming anything else (not the shape)."""
    if isinstance(C, sp.MatrixBase):
        return [list(C.row(i)) for i in range(C.rows)]
    if isinstance(C, sp.NDimArray):
        if C.rank() != 2:
            raise InvalidConfusionMatrixError(f"{what} is a sympy Array of rank {C.rank()}; it must have rank 2")
        return C.tolist()
    if hasattr(C, "__array__") and not isinstance(C, (list, tuple)):
        return _numpy_array(C, what, 2)
    raw = _sequence(C, what, "pass a list of rows, each in class order")
    if raw is None:
        raise InvalidConfusionMatrixError(f"expected a square matrix (list of rows), got {type(C).__name__}")
    rows = []
    for i, r in enumerate(raw):
        name = f"row {i} of {what}"
        if hasattr(r, "__array__") and not isinstance(r, (list, tuple, sp.MatrixBase)):
            rows.append(_numpy_array(r, name, 1))
            continue
        row = _sequence(r, name, "pass a list of numbers in class order (e.g. [row[k] for k in labels])")
        if row is None:
            raise InvalidConfusionMatrixError(
                f"{name} is {_a(type(r).__name__)} ({_show(r)}), not a row of numbers: "
                "expected a square matrix (list of rows)"
            )
        rows.append(row)
    return rows


def as_matrix(C) -> _Matrix:
    """Validate ``C`` and return the internal matrix (a validated matrix passes through).

    Every metric validates its matrix this way; passing the result in place of ``C`` skips
    validating it again.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of counts >= 0, exact (int, Fraction, sympy, symbols) or float (see
        :mod:`kappamcc.metrics`).

    Returns
    -------
    validated matrix
        The entries (exact sympy numbers, or the exact rationals of the floats) with ``n``, the
        number of classes, the total ``S``, the trace ``tr`` and the row and column sums ``r`` and
        ``c``.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
        Also rows that are dicts, sets or binary buffers, and an entry that is a bool,
        a string, complex, a date or duration, or a sympy set, relation or matrix.

    Examples
    --------
    >>> from kappamcc.metrics import as_matrix, kappa
    >>> M = as_matrix([[20, 5], [10, 15]])
    >>> M.n, M.S, M.tr, M.r, M.c
    (2, 50, 35, [25, 25], [30, 20])
    >>> kappa(M)
    2/5
    """
    if isinstance(C, _Matrix):
        return C
    rows = matrix_rows(C, "the confusion matrix")
    for i, r in enumerate(rows):
        if len(r) != len(rows):
            raise InvalidConfusionMatrixError(
                f"confusion matrix must be square: it has {len(rows)} rows but row {i} has {len(r)} entries"
            )
    if len(rows) == 0:
        raise InvalidConfusionMatrixError("confusion matrix is empty")
    if len(rows) < 2:
        raise InvalidConfusionMatrixError(f"a confusion matrix needs at least 2 classes, got {len(rows)}")
    floating = any(_is_float_like(x) for r in rows for x in r)
    out = []
    for i, r in enumerate(rows):
        new = []
        for j, x in enumerate(r):
            where = f"entry C[{i}][{j}]"
            if floating:
                v = _to_fmpq(x, where)
            else:
                v = _finite_real(_to_exact(x, where), where)
            if (v < 0) if floating else v.is_negative:
                raise InvalidConfusionMatrixError(f"{where} = {_show(x)} is negative; counts must be >= 0")
            new.append(v)
        out.append(new)
    M = _Matrix(out, floating)
    if M.is_zero(M.S):
        raise InvalidConfusionMatrixError("confusion matrix has total 0: no cases to evaluate")
    return M


_KEEP_EXACT = (
    "so the metrics of the float matrix would not be the floats of the exact metrics: pass the exact "
    "matrix to the metric directly (float(mcc(C)) is the float of its exact value)"
)


def _float_keeping(x, where: str) -> float:
    """The float of an exact entry, raising where the float does not stand for it: an
    overflow to infinity, an underflow to 0.0, or a subnormal float with fewer digits."""
    try:
        f = float(x)
    except OverflowError:
        f = math.inf
    if math.isinf(f):
        raise InvalidConfusionMatrixError(
            f"{where} = {_show(x)} exceeds the largest float (about 1.8e308), {_KEEP_EXACT}"
        )
    if abs(f) >= sys.float_info.min:
        return f
    if f == 0.0:
        if x == 0:
            return f
        raise InvalidConfusionMatrixError(
            f"{where} = {_show(x)} is 0.0 as a float (below the smallest float, about 4.9e-324), {_KEEP_EXACT}"
        )
    exact = (
        (x == flint.fmpq(*f.as_integer_ratio()))
        if isinstance(x, flint.fmpq)
        else (x.is_Rational and x == sp.Rational(*f.as_integer_ratio()))
    )
    if not exact:
        raise InvalidConfusionMatrixError(
            f"{where} = {_show(x)} is subnormal as a float ({f!r}, below about 2.2e-308, where floats keep fewer "
            f"digits), {_KEEP_EXACT}"
        )
    return f


def as_floats(C) -> list[list[float]]:
    """The matrix ``C`` with ``float`` entries: the documented way to get float results.

    Every metric of the returned matrix returns a Python ``float`` (computed exactly on
    the floats' values and rounded once): ``mcc(as_floats(C))`` is the float of
    ``mcc(C)`` up to the rounding of the entries.  ``C`` is validated first (same errors
    as every metric); symbolic entries have no float value and raise.  Integers above
    2**53 are rounded to the nearest float here: keep such matrices exact.

    An entry whose float does not stand for it raises ``InvalidConfusionMatrixError``
    naming the entry: one beyond the largest float (about 1.8e308, it would be ``inf``),
    a non-zero one that would be ``0.0``, and one that would be a subnormal float (below
    about 2.2e-308) other than itself.  Such matrices are computed exactly when passed to
    the metrics as they are: ``float(mcc(C))``.

    Parameters
    ----------
    C : confusion matrix
        N x N (N >= 2), rows actual and columns predicted: a list of rows, a NumPy array or a sympy
        ``Matrix`` of numeric counts >= 0.

    Returns
    -------
    list of lists of float
        The rows of ``C``, each entry as a Python ``float``.

    Raises
    ------
    InvalidConfusionMatrixError
        ``C`` is not a confusion matrix: not square, fewer than two classes, an entry that is
        negative, not finite or not a real number, or total 0.
        Also a symbolic entry, and one whose float would be ``inf``, ``0.0`` while it is
        not 0, or a subnormal float other than itself.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from kappamcc.metrics import as_floats, mcc
    >>> as_floats([[20, 5], [10, Fraction(31, 2)]])
    [[20.0, 5.0], [10.0, 15.5]]
    >>> mcc(as_floats([[20, 5], [10, 15]]))
    0.408248290463863
    """
    M = as_matrix(C)
    if not M.floating:
        for i, row in enumerate(M.rows):
            for j, x in enumerate(row):
                if x.free_symbols:
                    raise InvalidConfusionMatrixError(
                        f"entry C[{i}][{j}] = {_show(x)} is symbolic: it has no float value"
                    )
    return [[_float_keeping(x, f"entry C[{i}][{j}]") for j, x in enumerate(row)] for i, row in enumerate(M.rows)]


def number_list(values, what: str) -> tuple[list, bool]:
    """Validate a sequence of non-negative numbers (for :func:`entropy`): (values, floating)."""
    subject = f"the argument of {what}"
    if isinstance(values, (str, bytes)):
        raise InvalidConfusionMatrixError(
            f"{subject} is a string ({_show(values)}), not numbers: pass a list of numbers, e.g. [20, 22, 10]"
        )
    if hasattr(values, "__array__") and not isinstance(values, (list, tuple)):
        vals = _numpy_array(values, subject, 1)
    else:
        vals = _sequence(values, subject, "pass a list of numbers (of a dict: its .values())")
        if vals is None:
            raise InvalidConfusionMatrixError(f"{subject} is {_a(type(values).__name__)}, not a sequence of numbers")
    floating = any(_is_float_like(v) for v in vals)
    out = []
    for k, v in enumerate(vals):
        where = f"{what}: value {k}"
        x = _to_fmpq(v, where, "the values include floats") if floating else _finite_real(_to_exact(v, where), where)
        if (x < 0) if floating else bool(x.is_negative):
            raise InvalidConfusionMatrixError(f"{what} needs non-negative numbers, got {_show(v)}")
        out.append(x)
    return out, floating


def metric(formula):
    """Make ``formula(M, ...)`` a public metric ``f(C, ..., replace_undefined_by=...)``.

    ``C`` is validated (:func:`as_matrix`); the formula's value is returned as sympy or
    float (see the module docstring).  ``replace_undefined_by``, as in scikit-learn: where
    the metric is undefined on this matrix (``UndefinedMetricError``), return this value
    instead of raising.  Invalid input still raises ``InvalidConfusionMatrixError``.
    """

    @functools.wraps(formula)
    def public(C, *args, replace_undefined_by=_RAISE, **kwargs):
        M = as_matrix(C)
        try:
            return evaluate(formula, M, *args, **kwargs)
        except UndefinedMetricError:
            if replace_undefined_by is _RAISE:
                raise
            return replace_undefined_by

    signature = inspect.signature(formula)
    public.__signature__ = signature.replace(
        parameters=[
            *signature.parameters.values(),
            inspect.Parameter("replace_undefined_by", inspect.Parameter.KEYWORD_ONLY, default=_RAISE),
        ]
    )
    public.formula = formula
    return public
