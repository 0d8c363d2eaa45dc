"""Exact comparison of real algebraic numbers, and exact sign tables of polynomials in one
variable on an interval.

A real algebraic number is kept as an irreducible integer polynomial with an isolating
interval whose ends are rationals (``lo < x < hi``), or as a rational (``lo == hi == x``).
Two numbers are compared by bisecting their intervals until they are disjoint: distinct
irreducible polynomials have no common root, so the refinement ends, and two roots of one
polynomial are ordered by their rank.  A number is compared with a rational by the sign
of its polynomial there.  No floating-point value decides anything: every sign is that of
an exact rational (python-flint's ``fmpq``).

:func:`line` cuts an interval at every real root of a list of polynomials and gives, for
each open piece, a rational sample point; :meth:`Line.signs` reads a polynomial's sign on
every piece and at every root, exactly.  A comparison that needs more than the bisection
budget raises :class:`Undecided`: the caller reports that item as undecided, never a
guessed side.

The roots of each irreducible factor are isolated by sympy's ``Poly.intervals`` (exact,
continued fractions); every interval is re-checked here by a sign change of the factor at
its ends before it is used.
"""

from __future__ import annotations

import contextvars
import math
from dataclasses import dataclass
from functools import cmp_to_key, lru_cache
from typing import Iterable

import flint
import sympy as sp

__all__ = [
    "Undecided",
    "RealAlgebraic",
    "Line",
    "line",
    "integer_poly",
    "irreducible_factors",
    "real_roots",
    "simplest_between",
    "as_fmpq",
    "bisection_budget",
    "decimal_text",
]


# the one "cannot decide" of the suite's exact services (raised here when two algebraic
# numbers are not separated within the bisection budget)
from .sign import Undecided  # noqa: E402


# each comparison may halve an isolating interval this many times (2^-4000 ~ 1e-1204):
# far below any separation met in practice, but a bound, so nothing runs forever
bisection_budget: contextvars.ContextVar = contextvars.ContextVar("bisection_budget", default=4000)


def as_fmpq(x) -> flint.fmpq:
    """A rational (int, Fraction, sympy Rational, fmpq) as flint's exact fmpq."""
    if isinstance(x, flint.fmpq):
        return x
    if isinstance(x, (int, flint.fmpz)):
        return flint.fmpq(int(x), 1)
    x = sp.Rational(x)
    return flint.fmpq(int(x.p), int(x.q))


def _sign(x) -> int:
    return (x > 0) - (x < 0)


def integer_poly(expr, t) -> flint.fmpz_poly:
    """A polynomial in ``t`` with rational coefficients (a sympy expression or Poly) times a
    positive rational, as a primitive integer polynomial: the same roots and the same sign."""
    p = expr if isinstance(expr, sp.Poly) else sp.Poly(sp.sympify(expr), t)
    if not p.domain.is_QQ and not p.domain.is_ZZ:
        raise ValueError(f"{p.as_expr()} does not have rational coefficients")
    coeffs = [sp.Rational(c) for c in reversed(p.all_coeffs())]
    common = math.lcm(*[int(c.q) for c in coeffs])
    q = flint.fmpz_poly([int(c * common) for c in coeffs])
    content = q.content()
    return flint.fmpz_poly([c // content for c in q.coeffs()]) if content > 1 else q


def _normalised(q: flint.fmpz_poly) -> flint.fmpz_poly:
    if q.is_zero():  # exact-ok: FLINT's exact zero polynomial
        return q
    content = q.content()
    if q.leading_coefficient() < 0:
        content = -content
    return flint.fmpz_poly([c // content for c in q.coeffs()])


def irreducible_factors(polys: Iterable[flint.fmpz_poly]) -> list[flint.fmpz_poly]:
    """The distinct irreducible non-constant factors of the polynomials (primitive, positive
    leading coefficient), in the order first met: two of them never share a root."""
    out, seen = [], set()
    for p in polys:
        if p.is_zero():  # exact-ok: FLINT's exact zero polynomial
            raise ValueError("the zero polynomial has every number as a root")
        for f, _ in p.factor()[1]:
            f = _normalised(f)
            key = tuple(int(c) for c in f.coeffs())
            if f.degree() > 0 and key not in seen:
                seen.add(key)
                out.append(f)
    return out


class RealAlgebraic:
    """A real algebraic number: the only root of the irreducible ``poly`` in the open
    interval (lo, hi), its ``index``-th real root counted from the left (as sympy's
    ``CRootOf`` counts); or the rational lo == hi."""

    __slots__ = ("poly", "index", "lo", "hi")

    def __init__(self, poly: flint.fmpz_poly, index: int, lo, hi):
        self.poly, self.index, self.lo, self.hi = poly, index, as_fmpq(lo), as_fmpq(hi)

    @classmethod
    def rational(cls, q) -> "RealAlgebraic":
        q = as_fmpq(q)
        return cls(flint.fmpz_poly([-q.p, q.q]), 0, q, q)

    @property
    def is_rational(self) -> bool:
        return self.lo == self.hi

    def _key(self) -> tuple:
        return tuple(int(c) for c in self.poly.coeffs())

    def _bisect(self) -> None:
        m = (self.lo + self.hi) / 2
        s = _sign(self.poly(m))
        if s == 0:  # only for a rational root (degree 1 factors have lo == hi)
            self.lo = self.hi = m
        elif s == _sign(self.poly(self.lo)):
            self.lo = m
        else:
            self.hi = m

    def compare_rational(self, q) -> int:
        """sign(self - q), exactly, for a rational q."""
        q = as_fmpq(q)
        if self.is_rational:
            return _sign(self.lo - q)
        if q <= self.lo:
            return 1
        if q >= self.hi:
            return -1
        at_q = _sign(self.poly(q))
        if at_q == 0:
            return 0
        # one root in (lo, hi): it lies in (lo, q) iff the polynomial changes sign there
        return -1 if at_q != _sign(self.poly(self.lo)) else 1

    def compare(self, other: "RealAlgebraic") -> int:
        """sign(self - other), exactly; Undecided when the budget of bisections runs out."""
        if self is other:
            return 0
        if other.is_rational:
            return self.compare_rational(other.lo)
        if self.is_rational:
            return -other.compare_rational(self.lo)
        if self._key() == other._key():
            return _sign(self.index - other.index)
        budget = bisection_budget.get()
        for _ in range(budget):
            if self.hi <= other.lo:
                return -1
            if other.hi <= self.lo:
                return 1
            (self if self.hi - self.lo >= other.hi - other.lo else other)._bisect()
        raise Undecided(f"two algebraic numbers near {float(self.lo):.6g} were not separated after {budget} bisections")

    def separate(self, other: "RealAlgebraic") -> flint.fmpq:
        """The simplest rational strictly between self < other."""
        budget = bisection_budget.get()
        for _ in range(budget):
            if self.hi < other.lo:
                return simplest_between(self.hi, other.lo)
            if self.is_rational and other.is_rational:
                return simplest_between(self.lo, other.lo)
            irrational = [r for r in (self, other) if not r.is_rational]
            max(irrational, key=lambda r: r.hi - r.lo)._bisect()
        raise Undecided(
            f"no rational found between two algebraic numbers near {float(self.lo):.6g} after {budget} bisections"
        )

    def refine(self, width) -> "RealAlgebraic":
        """Bisect until the isolating interval is narrower than ``width`` (a rational)."""
        width = as_fmpq(width)
        while self.hi - self.lo >= width:
            self._bisect()
        return self

    def as_expr(self, symbol=None) -> sp.Expr:
        """The exact number as sympy: a Rational, a quadratic surd, or ``CRootOf(poly, index)``."""
        if self.is_rational:
            return sp.Rational(int(self.lo.p), int(self.lo.q))
        x = symbol if symbol is not None else sp.Symbol("x")
        poly = sp.Poly(list(reversed([int(c) for c in self.poly.coeffs()])), x)
        if poly.degree() == 2:
            a, b, c = poly.all_coeffs()
            # a > 0: the smaller root takes the minus sign
            root = (-b + (1 if self.index else -1) * sp.sqrt(b * b - 4 * a * c)) / (2 * a)
            return sp.radsimp(root)
        return sp.CRootOf(poly, self.index)

    def polynomial(self, symbol) -> sp.Expr:
        """Its irreducible integer polynomial as a sympy expression in ``symbol``."""
        return sp.Poly(list(reversed([int(c) for c in self.poly.coeffs()])), symbol).as_expr()

    def decimal(self, digits: int = 10) -> str:
        """The number to ``digits`` significant digits, from an isolating interval refined
        until its width is below a thousandth of the last digit shown."""
        if not self.is_rational:
            scale = max(abs(self.lo), abs(self.hi), as_fmpq(flint.fmpq(1, 10**6)))
            self.refine(scale / as_fmpq(10 ** (digits + 3)))
        return decimal_text((self.lo + self.hi) / 2, digits)

    def __repr__(self) -> str:
        return f"RealAlgebraic({self.poly}, index={self.index}, in [{self.lo}, {self.hi}])"


def decimal_text(q, digits: int = 10) -> str:
    """A rational as a decimal with ``digits`` significant digits; trailing zeros are dropped
    only when the decimal is the exact value (1/2 -> 0.5, but 0.6000000001 -> 0.6000000000)."""
    q = as_fmpq(q)
    if q == 0:
        return "0"
    sign = "-" if q < 0 else ""
    q = abs(q)
    exponent = len(str(int(q.floor()))) - 1 if q >= 1 else -len(str(int((1 / q).floor())))
    while q >= as_fmpq(10) ** (exponent + 1):
        exponent += 1
    while q < as_fmpq(10) ** exponent:
        exponent -= 1
    shift = digits - 1 - exponent
    scaled = q * as_fmpq(10) ** shift if shift >= 0 else q / as_fmpq(10) ** (-shift)
    n = int((scaled + flint.fmpq(1, 2)).floor())
    if len(str(n)) > digits:  # rounding carried into a new digit
        n //= 10
        shift -= 1
        exponent += 1
    exact = (as_fmpq(n) / as_fmpq(10) ** shift if shift >= 0 else as_fmpq(n) * as_fmpq(10) ** (-shift)) == q
    text = str(n) if exact else str(n) + "0"  # a rounded value keeps its last digit (0.6000000000, not 0.6)
    if not exact:
        shift += 1
    if -exponent > 6 or exponent >= digits:  # very small or very large: scientific notation
        mantissa = (text.rstrip("0") if exact else text[:-1]) or "0"
        mantissa = mantissa[0] + ("." + mantissa[1:] if len(mantissa) > 1 else "")
        return f"{sign}{mantissa}e{exponent}"
    if shift <= 0:
        return sign + text + "0" * (-shift)
    if shift >= len(text):
        text = "0" * (shift - len(text) + 1) + text
    whole, frac = text[:-shift], text[-shift:]
    frac = frac.rstrip("0") if exact else frac[:-1]
    return sign + whole + ("." + frac if frac else "")


def simplest_between(x, y) -> flint.fmpq:
    """The rational of smallest denominator (then smallest size) strictly between x < y."""
    x, y = as_fmpq(x), as_fmpq(y)
    if not x < y:
        raise ValueError(f"need x < y, got {x}, {y}")
    if x < 0 < y:
        return as_fmpq(0)
    if y <= 0:
        return -simplest_between(-y, -x)
    floor_x = as_fmpq(x.floor())
    if floor_x + 1 < y:
        return floor_x + 1
    if x == floor_x:  # x an integer, y <= x + 1: x + 1/n with 1/n < y - x
        return floor_x + 1 / (as_fmpq((1 / (y - floor_x)).floor()) + 1)
    return floor_x + 1 / simplest_between(1 / (y - floor_x), 1 / (x - floor_x))


@lru_cache(maxsize=2048)
def _isolating_intervals(coeffs: tuple) -> tuple:
    """Isolating intervals of the real roots of an irreducible polynomial (low-to-high
    coefficients), left to right, each checked by a sign change at its ends."""
    p = flint.fmpz_poly(list(coeffs))
    if p.degree() == 1:
        a0, a1 = coeffs
        return ((flint.fmpq(-a0, a1), flint.fmpq(-a0, a1)),)
    x = sp.Dummy("x")
    intervals = sp.Poly(list(reversed(coeffs)), x).intervals()
    out = []
    for (lo, hi), _ in intervals:
        lo, hi = as_fmpq(lo), as_fmpq(hi)
        if not (lo < hi and _sign(p(lo)) * _sign(p(hi)) < 0):  # a soundness check, never an assert
            raise ArithmeticError(f"sympy's isolating interval [{lo}, {hi}] for {p} has no sign change")
        out.append((lo, hi))
    out.sort(key=lambda iv: iv[0])
    for (_, hi), (lo, _) in zip(out, out[1:]):
        if hi > lo:
            raise ArithmeticError(f"sympy's isolating intervals for {p} overlap")
    return tuple(out)


def real_roots(factor: flint.fmpz_poly) -> list[RealAlgebraic]:
    """The real roots of an irreducible integer polynomial, left to right."""
    coeffs = tuple(int(c) for c in factor.coeffs())
    return [RealAlgebraic(factor, k, lo, hi) for k, (lo, hi) in enumerate(_isolating_intervals(coeffs))]


def _end(value) -> flint.fmpq | None:
    """A finite end as fmpq; None for an infinite one."""
    value = sp.sympify(value)
    if value in (sp.oo, -sp.oo):
        return None
    if not value.is_Rational:
        raise ValueError(f"the ends of the interval must be rational or infinite, got {value}")
    return as_fmpq(value)


@dataclass
class Line:
    """An interval (start, end) cut at the real roots, inside it, of some polynomials.

    ``points`` are those roots, left to right; ``samples[i]`` is a rational in the i-th
    open piece (between points[i-1] and points[i], the interval's ends outside)."""

    start: sp.Expr
    end: sp.Expr
    factors: list
    points: list
    samples: list

    def _factor_keys(self) -> set:
        return {tuple(int(c) for c in f.coeffs()) for f in self.factors}

    def signs(self, poly: flint.fmpz_poly) -> tuple[list[int], list[int]]:
        """(sign on each open piece, sign at each point) of a polynomial whose roots were
        among those the line was cut at (else ValueError: the table would not cover it)."""
        if poly.is_zero():  # exact-ok: FLINT's exact zero polynomial
            return [0] * len(self.samples), [0] * len(self.points)
        keys = self._factor_keys()
        for f, _ in poly.factor()[1]:
            f = _normalised(f)
            if f.degree() > 0 and tuple(int(c) for c in f.coeffs()) not in keys:
                raise ValueError(f"the factor {f} was not among those the line was cut at")
        pieces = [_sign(poly(q)) for q in self.samples]
        at_points = []
        for k, r in enumerate(self.points):
            if (poly % r.poly).is_zero():  # exact-ok: FLINT's exact remainder
                at_points.append(0)
            else:  # no root of poly at r, nor between its neighbours: the sign of the piece beside it
                at_points.append(pieces[k])
        return pieces, at_points

    def sign_at_end(self, poly: flint.fmpz_poly, which: str) -> int | None:
        """The sign at the finite end 'start' or 'end' (None at an infinite one)."""
        value = _end(self.start if which == "start" else self.end)
        return None if value is None else _sign(poly(value))


def line(polys: Iterable[flint.fmpz_poly], start, end) -> Line:
    """Cut the open interval (start, end) (rational or infinite ends) at every real root of
    the polynomials; roots equal to an end are left out (they are not inside)."""
    lo, hi = _end(start), _end(end)
    factors = irreducible_factors(polys)
    inside: list[RealAlgebraic] = []
    for f in factors:
        for r in real_roots(f):
            if lo is not None and r.compare_rational(lo) <= 0:
                continue
            if hi is not None and r.compare_rational(hi) >= 0:
                continue
            inside.append(r)
    points = sorted(inside, key=cmp_to_key(RealAlgebraic.compare))
    samples = []
    left: flint.fmpq | RealAlgebraic | None = lo
    for right in points + [None]:
        samples.append(_sample(left, right, hi))
        left = right
    return Line(sp.sympify(start), sp.sympify(end), factors, points, samples)


def _sample(left, right, hi) -> flint.fmpq:
    """A simple rational strictly between two consecutive cut points (a rational end, a
    RealAlgebraic, or None for -oo on the left / the interval's end on the right)."""
    if isinstance(left, RealAlgebraic) and isinstance(right, RealAlgebraic):
        return left.separate(right)
    if right is None:
        right = hi
    if isinstance(right, RealAlgebraic):
        if left is None:
            return as_fmpq((right.lo - 1).floor())
        return RealAlgebraic.rational(left).separate(right)
    if isinstance(left, RealAlgebraic):
        if right is None:
            return as_fmpq(left.hi.floor() + 1)
        return left.separate(RealAlgebraic.rational(right))
    if left is None and right is None:
        return as_fmpq(0)
    if left is None:
        return as_fmpq(min(0, int((right - 1).floor())))
    if right is None:
        return as_fmpq(max(0, int(left.floor()) + 1))
    return simplest_between(left, right)
