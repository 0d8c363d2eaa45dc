"""Input validation and the arithmetic every metric is written in.

Each metric is written once, as a function of a validated matrix ``M``: it reads the
entries ``M[i, j]`` and the marginals ``M.S``, ``M.tr``, ``M.r``, ``M.c``, and uses
``M.sqrt``, ``M.log``, ``M.q`` (a rational constant) and ``M.is_zero`` for everything that
is not ``+ - * /``.  The same formula then runs in one of two domains:

* **sympy** (entries are exact numbers or expressions: ints, Fractions, Decimals, FLINT
  ``fmpz`` and ``fmpq``, sympy numbers other than ``Float``, and symbols).  The result is
  the sympy expression the formula builds, exact.  Square roots
  of rationals of more than 1000 bits are simplified in integer arithmetic first
  (:func:`_sqrt_of_products`): sympy's own factoring fails on some such numbers.
* **float** (at least one entry is a float: Python, NumPy float16/32/64/longdouble, mpmath
  ``mpf``, sympy ``Float`` of any precision, or a sympy number holding one such as
  ``Float(1e16) + sqrt(2)``).
  Each float is converted *exactly* to the binary rational it is (``x.as_integer_ratio()``;
  a NumPy float32 is the same rational as its float64 widening; a sympy ``Float`` or an
  mpmath ``mpf`` its binary value at its own precision; any other exact irrational entry
  is rounded to its nearest float), held as a FLINT
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
import sys
from collections.abc import Mapping, Set
from fractions import Fraction
from numbers import Complex, Integral, Number, Rational, Real

import flint
import mpmath
import sympy as sp
from mpmath.libmp import to_rational as _mpf_to_rational

from ._special import erfinv as _erfinv
from ._special import erfinv_ball as _erfinv_ball

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
        return _exact_sqrt(x)

    def sqrt_product(self, x, y):
        """sqrt(x) sqrt(y) for x, y >= 0.  For large exact rationals one root built from
        the factors of both (sympy would multiply the two roots into one by factoring their
        product, which fails on some numbers of more than 308 digits)."""
        if not self.floating:
            x, y = sp.sympify(x), sp.sympify(y)
            if (
                x.is_Rational
                and y.is_Rational
                and (_is_big_rational(x) or _is_big_rational(y))
                and not (x.is_negative or y.is_negative)
            ):
                return _sqrt_of_products([int(x.p), int(y.p)], [int(x.q), int(y.q)])
        return self.sqrt(x) * self.sqrt(y)

    def log(self, x, base):
        """log_base(x) for x > 0 (checked by the caller); base None is the natural log."""
        natural = base is None or base is sp.E
        if self.floating:
            value = (x if isinstance(x, flint.arb) else flint.arb(x)).log()
            return value if natural else value / flint.arb(_exact_base(base)).log()
        if natural:
            return sp.log(x)
        b = _sympy_base(base)
        x = sp.sympify(x)
        if x.is_Rational and x.is_positive:
            rational = _rational_log(x, b)
            if rational is not None:
                return rational
        return sp.log(x, b)

    def erfinv(self, x):
        """The inverse error function of a real sympy number in (-1, 1), for the normal
        quantile of a confidence level (a ball at the working precision however close to 1
        ``x`` is, or sympy's erfinv evaluated right there: :mod:`._special`)."""
        return _erfinv_ball(x, flint.ctx.prec) if self.floating else _erfinv(x)

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


# sympy's square root of an integer factors it, and with FLINT integers its perfect-power
# test converts numbers of more than 1024 bits to float (OverflowError); below this size
# sympy's own square root is used as it is
_SYMPY_SQRT_BITS = 1000


def _is_big_rational(x) -> bool:
    x = x if isinstance(x, sp.Basic) else sp.sympify(x)
    return bool(x.is_Rational) and max(int(x.p).bit_length(), int(x.q).bit_length()) > _SYMPY_SQRT_BITS


def _exact_sqrt(x):
    """sqrt(x) in sympy for x >= 0; a rational of more than _SYMPY_SQRT_BITS bits through
    :func:`_sqrt_of_products`."""
    x = x if isinstance(x, sp.Basic) else sp.sympify(x)
    if not _is_big_rational(x) or x.is_negative:
        return sp.sqrt(x)
    return _sqrt_of_products([int(x.p)], [int(x.q)])


def _sqrt_of_products(numerators: list[int], denominators: list[int]):
    """sqrt(prod(numerators) / prod(denominators)) for positive integers, exactly and
    without floats: each factor is split as a^2 b (:func:`_split_square`), common factors
    of the b's are paired off, and sympy only takes the root of what is left."""
    outside = sp.Integer(1)
    rests = []
    for n, upper in [(n, True) for n in numerators] + [(n, False) for n in denominators]:
        a, b = _split_square(n)
        outside = outside * a if upper else outside / (a * b)  # sqrt(1/(a^2 b)) = sqrt(b)/(a b)
        rests.append(b)
    for i in range(len(rests)):  # sqrt(g u g v) = g sqrt(u v)
        for j in range(i + 1, len(rests)):
            g = math.gcd(rests[i], rests[j])
            if g > 1:
                outside *= g
                rests[i] //= g
                rests[j] //= g
    inside = math.prod(rests)
    root = math.isqrt(inside)
    if root * root == inside:
        return outside * root
    return outside * sp.Pow(sp.Integer(inside), sp.S.Half, evaluate=False)  # the product evaluates it, once


@functools.cache
def _small_primes() -> tuple[list[int], int]:
    primes = list(sp.sieve.primerange(2, 1 << 15))
    return primes, math.prod(primes)


def _split_square(n: int) -> tuple[int, int]:
    """(a, b) with n = a^2 b, the squares of the primes below 2^15 and of the largest
    perfect power in the rest moved into a (exact integers only)."""
    root = math.isqrt(n)
    if root * root == n:
        return root, 1
    primes, primorial = _small_primes()
    outside, inside = 1, 1
    g = math.gcd(n, primorial)
    for p in primes:
        if g == 1:
            break
        if g % p:
            continue
        g //= p
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        outside *= p ** (e // 2)
        inside *= p ** (e % 2)
    base, k = _perfect_power(n)
    return outside * base ** (k // 2), inside * base ** (k % 2)


def _perfect_power(n: int) -> tuple[int, int]:
    """(b, k) with n = b^k and k as large as possible, for n without a prime factor below 2^15."""
    k = 1
    found = True
    while found and n > 1:
        found = False
        for e in sp.sieve.primerange(2, n.bit_length() // 15 + 2):  # b >= 2^15, so e <= log2(n)/15
            root, exact = sp.integer_nthroot(n, e)
            if exact:
                n, k, found = int(root), k * e, True
                break
    return n, k


def _exact_base(base):
    """A logarithm base as an exact rational (2, 10, Fraction(3, 2), ...); e is sympy's E."""
    b = _flint_exact(base)
    if b is None:
        if isinstance(base, bool) or not isinstance(base, (Integral, Rational, sp.Rational)):
            raise TypeError(
                "the log base must be an integer or a rational (or sympy.E, or None: natural), got "
                f"{_show(base)} of type {type(base).__name__}"
            )
        b = sp.Rational(int(base.numerator), int(base.denominator))
    if b <= 0 or b == 1:
        raise ValueError(f"the log base must be positive and not 1, got {_show(base)}")
    return flint.fmpq(int(b.p), int(b.q))


def _rational_log(x, b):
    """log_b(x) as a sympy Rational when it is rational, else None, for rationals x > 0 and
    b > 0, b != 1.  It is rational exactly when x = g^m and b = g^e for one rational g
    (then it is m/e; take g not itself a power).  sympy simplifies log_b(b^m) = m itself,
    so only a base that is a power (4, 8, 1/9, ...) is tried: the common bases 2 and 10
    cost one cached look-up."""
    gp, gq, e = _base_as_power(int(b.p), int(b.q))
    if e == 1:
        return None
    p, q = int(x.p), int(x.q)
    # m from the sizes, then checked exactly; |m| is bounded by the bits of x, so g^m costs
    # no more than x itself
    m = round((math.log2(p) - math.log2(q)) / (math.log2(gp) - math.log2(gq)))
    if m == 0 or abs(m) * (max(gp, gq).bit_length() - 1) > max(p.bit_length(), q.bit_length()):
        return None
    if (gp**m == p and gq**m == q) if m > 0 else (gq**-m == p and gp**-m == q):
        return sp.Rational(m, e)
    return None


@functools.lru_cache(maxsize=64)
def _base_as_power(p: int, q: int) -> tuple[int, int, int]:
    """(gp, gq, e) with p/q = (gp/gq)^e and e as large as possible (1: not a power)."""
    exponents = []
    for n in (p, q):
        if n != 1:
            power = sp.perfect_power(n)  # (root, largest exponent), or False
            exponents.append(power[1] if power else 1)
    e = math.gcd(*exponents) if exponents else 1
    return sp.integer_nthroot(p, e)[0], sp.integer_nthroot(q, e)[0], e


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
            "pass exact entries (int or Fraction) to get it exactly"
        ) from None


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
    if not x.is_finite():  # e.g. erfinv of a ball that holds 1: the value is not decided yet
        raise _NeedsMorePrecision
    mid, rad = _arb_rational(x.mid()), _arb_rational(x.rad())
    if rad == 0 or abs(mid) > rad * (1 << 62):
        return _float_of_exact(mid)
    if abs(mid) + rad < _ZERO_BELOW:
        return 0.0  # certainly below half the smallest subnormal float
    raise _NeedsMorePrecision


def _arb_rational(a):
    man, exp = a.man_exp()
    man, exp = int(man), int(exp)
    return flint.fmpq(man << exp) if exp >= 0 else flint.fmpq(man, 1 << -exp)


_ZERO_BELOW = flint.fmpq(1, 1 << 1100)


def evaluate(formula, M: _Domain, *args, **kwargs):
    """Run ``formula(M, ...)`` and return the caller's value (sympy, or a float fixed by
    rigorous balls at increasing precision)."""
    if not M.floating:
        try:
            return _finish_exact(formula(M, *args, **kwargs))
        except OverflowError as error:  # sympy's factoring of a number of more than 308 digits
            if not _raised_in_sympy(error):
                raise
            raise ArithmeticError(
                f"{getattr(formula, '__name__', 'metric')}: sympy could not simplify an exact square root of a "
                f"number of more than 308 digits ({error}); for a float value pass as_floats(C) (when its entries are "
                "within the float range)"
            ) from None
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
                    f"{_LAST_PRECISION} bits; pass exact entries to get the exact value"
                ) from None


def _raised_in_sympy(error: BaseException) -> bool:
    tb = error.__traceback__
    while tb is not None:
        if "/sympy/" in tb.tb_frame.f_code.co_filename.replace("\\", "/"):
            return True
        tb = tb.tb_next
    return False


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
    public.__signature__ = signature.replace(
        parameters=[
            *signature.parameters.values(),
            inspect.Parameter("replace_undefined_by", inspect.Parameter.KEYWORD_ONLY, default=_RAISE),
        ]
    )
    public.formula = formula
    return public


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
