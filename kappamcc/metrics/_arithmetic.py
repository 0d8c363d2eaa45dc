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
import math
from fractions import Fraction
from numbers import Integral, Rational

import flint
import sympy as sp

from ._special import erfinv as _erfinv
from ._special import erfinv_ball as _erfinv_ball

__all__ = ["evaluate"]

from ._numbers import _FIRST_PRECISION, _LAST_PRECISION, _flint_exact, _show


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
