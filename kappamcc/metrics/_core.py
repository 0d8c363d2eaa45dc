"""Input validation and the arithmetic every metric is written in.

Each metric is written once, as a function of a validated matrix ``M``: it reads the
entries ``M[i, j]`` and the marginals ``M.S``, ``M.tr``, ``M.r``, ``M.c``, and uses
``M.sqrt``, ``M.log``, ``M.q`` (a rational constant) and ``M.is_zero`` for everything that
is not ``+ - * /``.  The same formula then runs in one of two domains:

* **sympy** (entries are sympy numbers or expressions: ints, Fractions, sympy numbers and
  symbols).  The result is the sympy expression the formula builds, exact.
* **float** (at least one entry is a float: Python, NumPy float16/32/64/longdouble).  Each
  entry is converted *exactly* to the binary rational it is (``x.as_integer_ratio()``;
  a NumPy float32 is the same rational as its float64 widening), held as a FLINT
  ``fmpq``, and the formula computes exactly in rationals; square roots and logarithms
  are rigorous ``arb`` balls, and the computation is repeated at twice the precision
  until the ball fixes the float.  The result is a Python ``float`` that is the correctly
  rounded value of a rational result, and within about one unit in the last place of an
  irrational one.  There is no underflow, no overflow and no false "undefined" on the
  way, because nothing is rounded before the end.

Definedness (a zero denominator) is decided exactly in both domains; for symbolic entries
it cannot be decided, and the expression is returned (the claim that uses it states the
conditions).
"""
from __future__ import annotations

import functools
import inspect
import math
from fractions import Fraction
from numbers import Integral, Number, Rational, Real

import flint
import sympy as sp

__all__ = ["InvalidConfusionMatrixError", "UndefinedMetricError", "as_matrix", "as_floats"]


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
    """A binary floating-point number: Python float, NumPy float16/32/64/longdouble."""
    return isinstance(x, float) or (isinstance(x, Real) and not isinstance(x, (Rational, sp.Basic, bool)))


def _to_exact(x):
    """An exact entry as a sympy number (or expression)."""
    if isinstance(x, bool):
        raise InvalidConfusionMatrixError(f"entry {x!r} is a bool, not a count")
    if isinstance(x, Fraction):
        return sp.Rational(x.numerator, x.denominator)
    if isinstance(x, (int, sp.Basic)):
        return sp.sympify(x)
    if isinstance(x, Integral):  # NumPy integers (scikit-learn's confusion_matrix)
        return sp.Integer(int(x))
    if isinstance(x, Rational):
        return sp.Rational(int(x.numerator), int(x.denominator))
    if isinstance(x, Number) and hasattr(x, "as_integer_ratio"):  # Decimal: its exact value
        try:
            p, q = x.as_integer_ratio()
        except (OverflowError, ValueError):
            raise InvalidConfusionMatrixError(f"entry {x} is not finite") from None
        return sp.Rational(p, q)
    if isinstance(x, (str, bytes)):
        raise InvalidConfusionMatrixError(f"entry {x!r} is a string, not a number; convert it first (int(...), Fraction(...))")
    raise InvalidConfusionMatrixError(f"entry {x!r} of type {type(x).__name__} is not a number")


def _to_fmpq(x, where: str):
    """The exact rational value of an entry of a float matrix, as a FLINT fmpq."""
    if _is_float_like(x):
        try:
            p, q = x.as_integer_ratio()
        except (OverflowError, ValueError):
            raise InvalidConfusionMatrixError(f"entry {where} = {x} is not finite") from None
        return flint.fmpq(p, q)
    if isinstance(x, sp.Basic):
        if x.free_symbols:
            raise InvalidConfusionMatrixError("cannot mix float and symbolic entries")
        if x.has(sp.nan, sp.oo, -sp.oo, sp.zoo):
            raise InvalidConfusionMatrixError(f"entry {where} = {x} is not finite")
        if x.is_Rational:
            return flint.fmpq(int(x.p), int(x.q))
        if not x.is_real:
            raise InvalidConfusionMatrixError(f"entry {where} = {x} is not real")
        # an irrational exact number beside floats: rounded to the nearest float, like them
        return _to_fmpq(float(x), where)
    e = _to_exact(x)     # ints, Fractions, Decimals; raises for strings, bools, non-numbers
    return flint.fmpq(int(e.p), int(e.q))


def _string_error(what: str, x) -> InvalidConfusionMatrixError:
    text = x if len(x) <= 40 else x[:37] + "..."
    return InvalidConfusionMatrixError(
        f"{what} is a string ({text!r}), not a matrix: pass a list of rows of numbers, e.g. "
        "[[20, 22], [10, 48]] (to read one from text, use ast.literal_eval or json.loads)")


# ---------------------------------------------------------------------------
# the validated matrix


class _Domain:
    """The arithmetic of one domain: ``floating`` True for exact ``fmpq`` values with float
    results, False for sympy values with sympy results."""

    def __init__(self, floating: bool):
        self.floating = floating

    def q(self, p, q=1):
        """The exact rational p/q in this domain (never a Python float: 1/2 is 0.5)."""
        if isinstance(p, float) or isinstance(q, float):
            raise TypeError("M.q takes integers or exact rationals")
        return flint.fmpq(p, q) if self.floating else sp.Rational(p, q)

    def total(self, terms):
        """The sum of ``terms``: one sympy ``Add`` for sympy entries (adding one at a time
        re-flattens the growing sum: quadratic in the number of terms); in order otherwise."""
        terms = list(terms)
        if self.floating:
            return sum(terms, flint.fmpq(0))
        return sp.Add(*terms)

    def sqrt(self, x):
        """Square root of a quantity that is >= 0 (checked by the caller)."""
        if self.floating:
            return flint.arb(x).sqrt() if not isinstance(x, flint.arb) else x.sqrt()
        return sp.sqrt(x)

    def log(self, x, base):
        """log_base(x) for x > 0 (checked by the caller); base None is the natural log."""
        natural = base is None or base is sp.E
        if self.floating:
            value = (x if isinstance(x, flint.arb) else flint.arb(x)).log()
            return value if natural else value / flint.arb(_exact_base(base)).log()
        return sp.log(x) if natural else sp.log(x, _sympy_base(base))

    def erfinv(self, x):
        """The inverse error function, for the normal quantile of a confidence level."""
        return flint.arb(x).erfinv() if self.floating else sp.erfinv(x)

    def is_zero(self, x) -> bool:
        """True only when ``x`` is certainly zero (symbolic expressions: never assumed)."""
        if self.floating:
            return x == 0
        x = sp.sympify(x)
        return bool(x.is_zero) if x.is_number else False

    @property
    def infinity(self):
        return math.inf if self.floating else sp.oo

    def finish(self, x):
        """The value as the caller sees it: a float (float matrix) or a sympy object."""
        return _finish_exact(x) if not self.floating else _float_of_exact(x)


class _Matrix(_Domain):
    """A validated square matrix, its marginals, and the arithmetic of its domain.

    ``floating`` is True for a float matrix (entries exact ``fmpq``, results ``float``)
    and False for the sympy domain (results sympy).
    """

    def __init__(self, rows: list[list], floating: bool):
        super().__init__(floating)
        self.rows = rows
        self.n = len(rows)
        self._marginals = None

    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]

    # -- marginals (computed once) ---------------------------------------------------

    def _compute_marginals(self):
        n = range(self.n)
        r = [self.total(row) for row in self.rows]
        c = [self.total(self.rows[i][j] for i in n) for j in n]
        self._marginals = (self.total(r), self.total(self.rows[k][k] for k in n), r, c)
        return self._marginals

    @property
    def S(self):
        """Total number of cases, sum of all entries."""
        return (self._marginals or self._compute_marginals())[0]

    @property
    def tr(self):
        """Trace: the number of correctly classified cases."""
        return (self._marginals or self._compute_marginals())[1]

    @property
    def r(self) -> list:
        """Row sums r_k: the cases actually in class k."""
        return (self._marginals or self._compute_marginals())[2]

    @property
    def c(self) -> list:
        """Column sums c_k: the cases predicted as class k."""
        return (self._marginals or self._compute_marginals())[3]

    def is_numeric(self) -> bool:
        """Every entry is a number (no symbol): definedness can be decided."""
        return self.floating or not any(x.free_symbols for row in self.rows for x in row)


def _exact_base(base):
    """A logarithm base as an exact rational (2, 10, Fraction(3, 2), ...); e is sympy's E."""
    if isinstance(base, bool) or not isinstance(base, (Integral, Rational, sp.Rational)):
        raise TypeError(f"the log base must be an integer or a rational (or sympy.E, or None: natural), got {base!r}")
    b = sp.Rational(base)
    if b <= 0 or b == 1:
        raise ValueError(f"the log base must be positive and not 1, got {base!r}")
    return flint.fmpq(int(b.p), int(b.q))


def _sympy_base(base):
    b = _exact_base(base)
    return sp.Rational(int(b.p), int(b.q))


def _finish_exact(x):
    if isinstance(x, (tuple, list)):
        return type(x)(_finish_exact(v) for v in x)
    return sp.sympify(x)


def _float_of_exact(x):
    """A float from an exact rational (correctly rounded), never overflowing silently."""
    if isinstance(x, (tuple, list)):
        return type(x)(_float_of_exact(v) for v in x)
    if isinstance(x, float):
        return x
    try:
        return float(x)
    except OverflowError:
        raise OverflowError(
            f"the value {_magnitude(x)} is larger than the largest float (about 1.8e308): "
            "pass exact entries (int or Fraction) to get it exactly") from None


def _magnitude(x) -> str:
    return f"~2^{int(x).bit_length()}" if isinstance(x, (flint.fmpq, Fraction)) and x >= 1 else "(too large)"


class _NeedsMorePrecision(Exception):
    pass


def _float_of_ball(x):
    """The float of a computed value: exact rationals directly; an ``arb`` ball only when
    it is narrow enough (relative radius < 2^-62) to fix the float, or certainly below
    the float range."""
    if isinstance(x, (tuple, list)):
        return type(x)(_float_of_ball(v) for v in x)
    if not isinstance(x, flint.arb):
        return _float_of_exact(x)
    mid, rad = _arb_rational(x.mid()), _arb_rational(x.rad())
    if rad == 0 or abs(mid) > rad * (1 << 62):
        return _float_of_exact(mid)
    if abs(mid) + rad < _ZERO_BELOW:
        return 0.0           # certainly below half the smallest subnormal float
    raise _NeedsMorePrecision


def _arb_rational(a):
    man, exp = a.man_exp()
    man, exp = int(man), int(exp)
    return flint.fmpq(man << exp) if exp >= 0 else flint.fmpq(man, 1 << -exp)


_ZERO_BELOW = flint.fmpq(1, 1 << 1100)


def evaluate(formula, M: _Matrix, *args, **kwargs):
    """Run ``formula(M, ...)`` and return the caller's value (sympy, or a float fixed by
    rigorous balls at increasing precision)."""
    if not M.floating:
        return _finish_exact(formula(M, *args, **kwargs))
    prec = _FIRST_PRECISION
    while True:
        with flint.ctx.workprec(prec):
            raw = formula(M, *args, **kwargs)
        try:
            return _float_of_ball(raw)
        except _NeedsMorePrecision:
            prec *= 2
            if prec > _LAST_PRECISION:
                raise ArithmeticError(
                    f"{getattr(formula, '__name__', 'metric')}: the float could not be fixed at "
                    f"{_LAST_PRECISION} bits; pass exact entries to get the exact value") from None


class _Raise:
    """The default of ``replace_undefined_by``: raise ``UndefinedMetricError``."""

    def __repr__(self):
        return "<raise>"


_RAISE = _Raise()


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
    public.__signature__ = signature.replace(parameters=[
        *signature.parameters.values(),
        inspect.Parameter("replace_undefined_by", inspect.Parameter.KEYWORD_ONLY, default=_RAISE)])
    public.formula = formula
    return public


# ---------------------------------------------------------------------------
# validation


def as_matrix(C) -> _Matrix:
    """Validate ``C`` and return the internal matrix (a validated matrix passes through)."""
    if isinstance(C, _Matrix):
        return C
    if isinstance(C, (str, bytes)):
        raise _string_error("the confusion matrix", C)
    if isinstance(C, sp.MatrixBase):
        rows = [list(C.row(i)) for i in range(C.rows)]
        if C.rows != C.cols:
            raise InvalidConfusionMatrixError(f"confusion matrix must be square, got {C.rows}x{C.cols}")
    else:
        try:
            raw = list(C)
            for i, r in enumerate(raw):
                if isinstance(r, (str, bytes)):
                    raise _string_error(f"row {i} of the confusion matrix", r)
            rows = [list(r) for r in raw]
        except TypeError:
            raise InvalidConfusionMatrixError(f"expected a square matrix (list of rows), got {type(C).__name__}") from None
        for i, r in enumerate(rows):
            if len(r) != len(rows):
                raise InvalidConfusionMatrixError(
                    f"confusion matrix must be square: it has {len(rows)} rows but row {i} has {len(r)} entries")
    if len(rows) == 0:
        raise InvalidConfusionMatrixError("confusion matrix is empty")
    if len(rows) < 2:
        raise InvalidConfusionMatrixError(f"a confusion matrix needs at least 2 classes, got {len(rows)}")
    floating = any(_is_float_like(x) for r in rows for x in r)
    out = []
    for i, r in enumerate(rows):
        new = []
        for j, x in enumerate(r):
            where = f"C[{i}][{j}]"
            if floating:
                v = _to_fmpq(x, where)
                if v < 0:
                    raise InvalidConfusionMatrixError(f"entry {where} = {x} is negative; counts must be >= 0")
            else:
                v = _to_exact(x)
                if v.has(sp.nan, sp.oo, -sp.oo, sp.zoo):
                    raise InvalidConfusionMatrixError(f"entry {where} = {v} is not finite")
                if v.is_negative:
                    raise InvalidConfusionMatrixError(f"entry {where} = {v} is negative; counts must be >= 0")
                if v.is_number and not v.is_real:
                    raise InvalidConfusionMatrixError(f"entry {where} = {v} is not real")
            new.append(v)
        out.append(new)
    M = _Matrix(out, floating)
    if M.is_zero(M.S):
        raise InvalidConfusionMatrixError("confusion matrix has total 0: no cases to evaluate")
    return M


def as_floats(C) -> list[list[float]]:
    """The matrix ``C`` with ``float`` entries: the documented way to get float results.

    Every metric of the returned matrix returns a Python ``float`` (computed exactly on
    the floats' values and rounded once): ``mcc(as_floats(C))``.  ``C`` is validated first
    (same errors as every metric); symbolic entries have no float value and raise.
    Integers above 2**53 are rounded to the nearest float here: keep such matrices exact.
    """
    M = as_matrix(C)
    if not M.floating:
        for i, row in enumerate(M.rows):
            for j, x in enumerate(row):
                if x.free_symbols:
                    raise InvalidConfusionMatrixError(f"entry C[{i}][{j}] = {x} is symbolic: it has no float value")
    return [[float(x) for x in row] for row in M.rows]


def number_list(values, what: str) -> tuple[list, bool]:
    """Validate a list of non-negative numbers (for :func:`entropy`): (values, floating)."""
    vals = list(values)
    floating = any(_is_float_like(v) for v in vals)
    out = []
    for k, v in enumerate(vals):
        x = _to_fmpq(v, f"value {k}") if floating else _to_exact(v)
        if (x < 0) if floating else bool(x.is_negative):
            raise InvalidConfusionMatrixError(f"{what} needs non-negative numbers, got {v}")
        out.append(x)
    return out, floating
