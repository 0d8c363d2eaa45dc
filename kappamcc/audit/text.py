"""Exact numbers written for a person: the closed form when it is short, else a decimal
followed by "root of" a polynomial in the audited parameter (never a 500-digit constant).
``expr_text`` is ``sympy.sstr`` with every integer or fraction of more than ``LONG_DIGITS``
digits in short form ("1e5000 (an integer of 5001 digits)"): Python refuses to write an
integer of more than 4300 digits, and no reader wants one."""

from __future__ import annotations

import contextlib
import sys

import sympy as sp
from sympy.core.evalf import PrecisionExhausted
from sympy.printing.str import StrPrinter

from ..prove.compare import decimal_text

__all__ = [
    "number_text",
    "polynomial_text",
    "expr_text",
    "decimal",
    "digits",
    "has_long_number",
    "long_integers",
    "SHORT",
    "LONG_DIGITS",
]

LONG_DIGITS = 100  # an integer or fraction with more digits than this is written in short form
SHORT = 48  # a closed form longer than this is shown as a decimal (and "root of" for algebraic numbers)
_POLY_SHORT = 100  # a polynomial longer than this is cut after its leading terms


class long_integers(contextlib.ContextDecorator):
    """Lift Python's limit on writing an integer as text (4300 digits) while the audit works
    and writes: sympy writes every number it sorts (its sort keys are text), and its printers
    and lambdify write the numbers they print.  The audit refuses its input's numbers above
    10,000 digits before any work (``parse``), so no conversion here is unbounded.  The limit
    is the interpreter's: lifted for every thread while this runs, restored after."""

    def _recreate_cm(self):
        return type(self)()  # a decorated function's calls (nested ones too) each keep their own limit

    def __enter__(self):
        self.before = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else None
        if self.before:
            sys.set_int_max_str_digits(0)
        return self

    def __exit__(self, *exc):
        if self.before:
            sys.set_int_max_str_digits(self.before)
        return False


def digits(n: int) -> int:
    """The number of decimal digits of an integer (of its absolute value), without writing it."""
    n = abs(int(n))
    if n < 10:
        return 1
    d = (n.bit_length() - 1) * 30103 // 100000 + 1  # log10(2) = 0.30103...: d or d + 1
    return d + 1 if n >= 10**d else d


def _exponent(p: int, r: int) -> int:
    """e with 10^e <= p/r < 10^(e + 1), for positive integers, on integers."""
    exponent = digits(p) - digits(r)  # e or e + 1
    if p * 10 ** max(0, -exponent) < r * 10 ** max(0, exponent):
        exponent -= 1
    return exponent


def _scientific(q: sp.Rational, significant: int) -> str:
    """A non-zero rational as d.ddde<exponent>, computed on integers (no text of the whole number):
    trailing zeros dropped only when the decimal is the exact value, as ``decimal_text`` does."""
    sign = "-" if q < 0 else ""
    p, r = abs(int(q.p)), int(q.q)
    exponent = _exponent(p, r)
    shift = significant - 1 - exponent
    num, den = (p * 10**shift, r) if shift >= 0 else (p, r * 10**-shift)
    n = (2 * num + den) // (2 * den)  # rounded half up
    exact = num % den == 0
    if n >= 10**significant:  # rounding carried into a new digit (never when exact)
        n //= 10
        exponent += 1
    mantissa = str(n).rstrip("0") if exact else str(n)
    mantissa = mantissa[0] + ("." + mantissa[1:] if len(mantissa) > 1 else "")
    return f"{sign}{mantissa}e{exponent}"


def decimal(q, significant: int = 10) -> str:
    """``decimal_text`` for a rational of any size (``decimal_text`` writes the integer part);
    ``q`` may be an int, a sympy Rational or a FLINT fmpq."""
    q = sp.Rational(int(q.p), int(q.q)) if hasattr(q, "p") and hasattr(q, "q") else sp.Rational(q)
    if q == 0 or max(digits(q.p), digits(q.q)) <= 4000:
        return decimal_text(q, significant)
    p, r = abs(int(q.p)), int(q.q)
    exponent = _exponent(p, r)
    if exponent < -6 or exponent >= significant:  # where decimal_text writes an exponent too
        return _scientific(q, significant)
    # a short stand-in that decimal_text writes as it would write q: the first ``keep`` digits of
    # q, then (when q has more) a 1, so that it rounds as q does and is never taken for exact
    keep = significant + 10 - exponent
    whole, rest = divmod(p * 10**keep, r)
    stand_in = sp.Rational(whole, 10**keep) if rest == 0 else sp.Rational(10 * whole + 1, 10 ** (keep + 1))
    return decimal_text(-stand_in if q < 0 else stand_in, significant)


def _size(q: sp.Rational) -> str:
    """'an integer of 41 digits', 'a fraction of 5002 digits' (numerator and denominator together)."""
    if q.q == 1:
        return f"an integer of {digits(q.p)} digits"
    return f"a fraction of {digits(q.p) + digits(q.q)} digits"


def _is_long(q: sp.Rational) -> bool:
    return digits(q.p) + (digits(q.q) if q.q != 1 else 0) > LONG_DIGITS


def has_long_number(expr) -> bool:
    """Whether an expression holds an integer or fraction that ``expr_text`` writes in short form."""
    return any(_is_long(q) for q in sp.sympify(expr).atoms(sp.Rational))


class _ShortNumbers(StrPrinter):
    """sympy's str printer, with integers and fractions of more than LONG_DIGITS digits short."""

    def _print_Integer(self, expr):
        return f"{decimal(expr)} ({_size(expr)})" if _is_long(expr) else super()._print_Integer(expr)

    def _print_Rational(self, expr):
        return f"{decimal(expr)} ({_size(expr)})" if _is_long(expr) else super()._print_Rational(expr)

    def _print_int(self, expr):
        return self._print_Integer(sp.Integer(expr))


@long_integers()
def expr_text(expr) -> str:
    """``sympy.sstr`` of an expression (or a list of them), long numbers in short form."""
    return _ShortNumbers().doprint(expr)


@long_integers()
def polynomial_text(poly: sp.Expr, t) -> str:
    """A polynomial in t; a long one is described (degree, size of its coefficients) and
    cut after its leading terms when they are short."""
    poly = sp.expand(poly)
    text = expr_text(poly)
    if len(text) <= _POLY_SHORT and not has_long_number(poly):
        return text
    p = sp.Poly(poly, t)
    most = max(digits(c) for c in p.clear_denoms()[1].coeffs())
    described = f"a polynomial of degree {p.degree()} in {t} with coefficients of up to {most} digits"
    terms = sp.Add.make_args(poly)
    lead = expr_text(terms[-1]) if terms else ""
    return described + (f", leading term {lead}" if len(lead) <= 40 else "")


_MAXN = 20_000  # working bits sympy may use to resolve a value that cancels (Ent of [[t, 10^160], [1, t]])


def _decimal(x: sp.Expr, significant: int = 10) -> str:
    """``significant`` digits, or the words for a value sympy could not resolve:
    never a precision-less "0.e-153" (sympy's answer without strict)."""
    if x.is_Rational:
        return decimal(x, significant)
    try:
        return sp.sstr(sp.N(x, significant, maxn=_MAXN, strict=True))
    except PrecisionExhausted:
        return f"(not resolved to {significant} digits)"


@long_integers()
def number_text(x, t=None) -> str:
    """An exact real number (rational, surd, CRootOf, logs), or +-oo, written readably."""
    x = sp.sympify(x)
    if x in (sp.oo, -sp.oo):
        return str(x)
    if x.is_Rational:
        length = digits(x.p) + (x.p < 0) + (digits(x.q) + 1 if x.q != 1 else 0)
        return str(x) if length <= 30 else f"{decimal(x)} ({_size(x)})"
    variable = t if t is not None else sp.Symbol("x")
    if isinstance(x, sp.CRootOf):
        return f"{_decimal(x)} (root of {polynomial_text(x.poly.as_expr().subs(x.poly.gen, variable), variable)})"
    text = expr_text(x)
    if len(text) <= SHORT:
        return f"{text} = {_decimal(x)}"
    if x.is_algebraic and not x.has(sp.log, sp.exp):
        try:
            poly = sp.minimal_polynomial(x, variable)
            return f"{_decimal(x)} (root of {polynomial_text(poly, variable)})"
        except (NotImplementedError, ValueError, sp.PolynomialError):
            pass
    return _decimal(x)
