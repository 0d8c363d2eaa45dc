"""Number kinds and their exact conversion: which inputs are exact, floats as the binary
rationals they store, and the errors that name a bad entry.
"""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Complex, Integral, Number, Rational, Real

import flint
import mpmath
import sympy as sp
from mpmath.libmp import to_rational as _mpf_to_rational


__all__ = ["InvalidConfusionMatrixError", "UndefinedMetricError"]


class InvalidConfusionMatrixError(ValueError):
    """The input is not a confusion matrix (shape, sign, finiteness, total)."""


class UndefinedMetricError(ValueError):
    """The matrix is valid but the metric is 0/0 on it; the message says why."""


# a precision (bits) at which every ball is wide enough to need a second run is not a
# float input any more: the exact rationals of floats have at most ~2100 bits
_FIRST_PRECISION = 80
_LAST_PRECISION = 1 << 16


# ---------------------------------------------------------------------------
# entries


def _is_float_like(x) -> bool:
    """A binary floating-point number: Python float, NumPy float16/32/64/longdouble, sympy
    Float, or a sympy number (no symbol) holding a Float, such as Float(1e16) + sqrt(2)."""
    if isinstance(x, float):
        return True
    if isinstance(x, sp.Basic):
        return bool(x.is_Float) or (isinstance(x, sp.Expr) and not x.is_Atom and x.has(sp.Float) and not x.free_symbols)
    return isinstance(x, Real) and not isinstance(x, (Rational, bool))


def _a(name: str) -> str:
    """'a dict', 'an int': a type name with its article."""
    return ("an " if name[:1].lower() in "aeiou" else "a ") + name


_SHOWN_CHARACTERS = 40


def _show(x) -> str:
    """A value as a message shows it, never raising on the way: a number itself, or its
    magnitude to 5 digits when it is long (an int of more than 4300 digits cannot even be
    printed: Python refuses); an exact rational of a float matrix as the float it equals,
    if it equals one, so a float shows as given; a string quoted; a list or tuple item by
    item; other long text cut.  Every message that shows a value the user gave, or one
    computed from it, goes through here."""
    if isinstance(x, (list, tuple)):
        items = ", ".join(_show(v) for v in x)
        return f"[{items}]" if isinstance(x, list) else f"({items}{',' if len(x) == 1 else ''})"
    if isinstance(x, (str, bytes)):
        return _cut(repr(x))
    if isinstance(x, flint.fmpq):
        equal = _float_equal_to(x)
        if equal is not None:
            return repr(equal)
        x = sp.Rational(int(x.p), int(x.q))
    try:
        text = str(x)
    except ValueError:  # an int of more than 4300 digits (Python's limit on printing one)
        text = None
    if text is not None and len(text) <= _SHOWN_CHARACTERS:
        return text
    # only numbers are read by sympy: sympify of arbitrary text or objects would evaluate them
    if isinstance(x, (Number, sp.Basic, flint.fmpz)):
        try:
            value = sp.sympify(int(x)) if isinstance(x, flint.fmpz) else sp.sympify(x)
            short = str(sp.N(value, 5))
        except (TypeError, ValueError, ArithmeticError, sp.SympifyError):
            short = None
        if short is not None and len(short) <= _SHOWN_CHARACTERS:
            return f"about {short}"
    return _cut(text) if text is not None else f"{_a(type(x).__name__)} of too many digits to print"


def _cut(text: str) -> str:
    return text if len(text) <= _SHOWN_CHARACTERS else text[: _SHOWN_CHARACTERS - 3] + "..."


def _float_equal_to(q: flint.fmpq) -> float | None:
    """The float whose exact value is ``q``, or None (not a float's value, or beyond the float range)."""
    try:
        f = float(q)
    except OverflowError:
        return None
    return f if math.isfinite(f) and flint.fmpq(*f.as_integer_ratio()) == q else None


def _flint_exact(x):
    """A FLINT integer or rational (``fmpz``, ``fmpq``; they are not registered as Python
    numbers) as the sympy number it is; None for anything else."""
    if isinstance(x, flint.fmpz):
        return sp.Integer(int(x))
    if isinstance(x, flint.fmpq):
        return sp.Rational(int(x.p), int(x.q))
    return None


def _binary_ratio(x, where: str) -> tuple[int, int]:
    """(p, q) with p/q the exact value of a binary float (Python, NumPy, mpmath ``mpf``),
    raising naming ``where`` for infinity and NaN.  mpmath's ``mpf`` (and its constants,
    such as ``mpmath.pi``) has no ``as_integer_ratio``: its value is read from its mantissa
    and exponent."""
    try:
        if hasattr(x, "_mpf_"):
            if not mpmath.isfinite(x):
                raise ValueError
            return _mpf_to_rational(x._mpf_)
        ratio = getattr(x, "as_integer_ratio", None)
        if ratio is None:
            raise InvalidConfusionMatrixError(
                f"{where} = {_show(x)} of type {type(x).__name__} is a real number whose exact value cannot be read: "
                "pass float(...) or Fraction(...) of it"
            )
        return ratio()
    except (OverflowError, ValueError):
        raise InvalidConfusionMatrixError(f"{where} = {_show(x)} is not finite") from None


def _check_number_kind(x, where: str) -> None:
    """Raise unless ``x`` is of a kind that can be a real number: not a bool, string,
    complex number, date or duration, sympy set, truth value, relation, matrix or
    interval of values (AccumBounds)."""
    if isinstance(x, bool) or (type(x).__module__ == "numpy" and type(x).__name__ in ("bool", "bool_")):
        raise InvalidConfusionMatrixError(f"{where} = {x} is a bool, not a count; pass int(...) if that is meant")
    if isinstance(x, (str, bytes)):
        raise InvalidConfusionMatrixError(
            f"{where} = {_show(x)} is a string, not a number; convert it first (int(...), Fraction(...))"
        )
    if type(x).__name__ in ("timedelta64", "datetime64") and type(x).__module__ == "numpy":
        what = "a duration" if type(x).__name__ == "timedelta64" else "a date"
        raise InvalidConfusionMatrixError(
            f"{where} = {_show(x)} is a NumPy {type(x).__name__} ({what}), not a count; convert it with "
            ".astype(int) if its number of units is meant"
        )
    if isinstance(x, sp.Basic):
        if getattr(x, "is_Matrix", False):
            raise InvalidConfusionMatrixError(f"{where} = {_show(x)} is a matrix, not a number")
        if not isinstance(x, sp.Expr):
            raise InvalidConfusionMatrixError(f"{where} = {_show(x)} is a sympy {type(x).__name__}, not a number")
        if x.has(sp.AccumBounds):
            raise InvalidConfusionMatrixError(
                f"{where} = {_show(x)} is an interval of values (AccumBounds), not a number; pass one value"
            )
    elif isinstance(x, Complex) and not isinstance(x, Real):
        raise InvalidConfusionMatrixError(f"{where} = {_show(x)} is complex; counts are real numbers")


def _to_exact(x, where: str = "entry"):
    """An exact entry as a sympy number (or expression); ``where`` names it in errors."""
    kind = type(x)
    if kind is int:  # the common cases first
        return sp.Integer(x)
    if kind is Fraction:
        return sp.Rational(x.numerator, x.denominator)
    _check_number_kind(x, where)
    if isinstance(x, Fraction):
        return sp.Rational(x.numerator, x.denominator)
    if isinstance(x, (int, sp.Basic)):
        return sp.sympify(x)
    if isinstance(x, Integral):  # NumPy integers (scikit-learn's confusion_matrix)
        return sp.Integer(int(x))
    if isinstance(x, Rational):
        return sp.Rational(int(x.numerator), int(x.denominator))
    if isinstance(x, Number) and (hasattr(x, "as_integer_ratio") or hasattr(x, "_mpf_")):
        return sp.Rational(*_binary_ratio(x, where))  # Decimal, floats: their exact value
    exact = _flint_exact(x)
    if exact is not None:
        return exact
    raise InvalidConfusionMatrixError(
        f"{where} = {_show(x)} of type {type(x).__name__} is not a number: "
        "pass an int, Fraction, float, Decimal or sympy number"
    )


def _finite_real(v, where: str):
    """``v`` (the sympy value of ``_to_exact``) when it is finite and not a non-real number."""
    if v.is_Rational:
        return v
    if v.has(sp.nan, sp.oo, -sp.oo, sp.zoo):
        raise InvalidConfusionMatrixError(f"{where} = {_show(v)} is not finite")
    if v.is_real is False or (v.is_number and not v.is_real):
        raise InvalidConfusionMatrixError(f"{where} = {_show(v)} is not real")
    return v


def _to_fmpq(x, where: str, floats: str = "the confusion matrix has float entries"):
    """The exact rational value of an entry of a float matrix, as a FLINT fmpq; ``floats``
    says where the floats are, for the error of a symbolic ``x``."""
    kind = type(x)
    if kind is int:  # the common cases first
        return flint.fmpq(x)
    if kind is not float:
        _check_number_kind(x, where)
    if _is_float_like(x) and not isinstance(x, sp.Basic):
        return flint.fmpq(*_binary_ratio(x, where))
    if isinstance(x, sp.Basic):
        if x.free_symbols:
            raise InvalidConfusionMatrixError(
                f"{where} = {_show(x)} is symbolic, and {floats}: cannot mix float and symbolic entries (a float "
                "matrix is computed on the exact rational values of its floats); pass exact numbers (int, "
                "Fraction) in place of the floats to keep the symbols"
            )
        if x.has(sp.nan, sp.oo, -sp.oo, sp.zoo):
            raise InvalidConfusionMatrixError(f"{where} = {_show(x)} is not finite")
        if x.is_Rational or x.is_Float:  # a sympy Float: its binary value, exactly
            r = sp.Rational(x)
            return flint.fmpq(int(r.p), int(r.q))
        if not x.is_real:
            raise InvalidConfusionMatrixError(f"{where} = {_show(x)} is not real")
        # an irrational exact number beside floats: rounded to the nearest float, like them
        return _to_fmpq(float(x), where)
    e = _to_exact(x, where)  # ints, Fractions, Decimals; raises for anything that is not a number
    return flint.fmpq(int(e.p), int(e.q))


def _string_error(what: str, x) -> InvalidConfusionMatrixError:
    return InvalidConfusionMatrixError(
        f"{what} is a string ({_show(x)}), not a matrix: pass a list of rows of numbers, e.g. "
        "[[20, 22], [10, 48]] (to read one from text, use ast.literal_eval or json.loads)"
    )
