"""Mathematics as plain text for statements, domains and reports: ``[1, ∞)``, not ``Interval(1, oo)``.

The claims' statements are written in the sources' plain-text style: ``a^2``, ``2(a+1)``,
``sqrt(a^2 + 1)``, ``[1, A0]``.  A statement that quotes a sympy object (a threshold, an
interval) formats it with ``math_text`` so that it reads the same way, e.g.
``f"for A in {math_text(over)}"``.  ``display`` is for text written by hand: it shows
infinity, written ``oo`` as in sympy, as ``∞``.
"""

from __future__ import annotations

import re

import sympy as sp
from sympy.printing.str import StrPrinter

__all__ = ["math_text", "display", "value_text", "in_radicals", "decimal_text"]

INFINITY = "∞"


class _PlainTextPrinter(StrPrinter):
    """sympy's ``str`` with powers as ``^``, products by juxtaposition, intervals and sets in brackets."""

    def _print_Infinity(self, expr):
        return INFINITY

    def _print_NegativeInfinity(self, expr):
        return "-" + INFINITY

    def _print_Interval(self, iv):
        left = "(" if iv.left_open or iv.start.is_infinite else "["
        right = ")" if iv.right_open or iv.end.is_infinite else "]"
        return f"{left}{self._print(iv.start)}, {self._print(iv.end)}{right}"

    def _print_FiniteSet(self, s):
        return "{" + ", ".join(self._print(x) for x in sorted(s, key=sp.default_sort_key)) + "}"

    def _print_Union(self, u):
        return " ∪ ".join(self._print(a) for a in u.args)

    def _print_Reals(self, expr):
        return "ℝ"

    def _print_Relational(self, rel):
        symbol = {"==": "=", "!=": "≠", "<": "<", "<=": "≤", ">": ">", ">=": "≥"}[rel.rel_op]
        return f"{self._print(rel.lhs)} {symbol} {self._print(rel.rhs)}"

    def _print_And(self, expr):
        return " and ".join(self._print(a) for a in expr.args)

    def _print_Implies(self, expr):
        return f"({self._print(expr.args[0])}) implies ({self._print(expr.args[1])})"

    def _print_BooleanTrue(self, expr):
        return "true (both sides are the same sum)"


def _products_and_powers(text: str) -> str:
    """``a**2`` -> ``a^2``; ``2*a`` -> ``2a``; ``2*sqrt(2)`` -> ``2 sqrt(2)``; ``2*3`` -> ``2·3``."""
    text = text.replace("**", "^")
    text = re.sub(r"(?<=\d)\*(?=\d)", "·", text)
    # a number times a bracket or a one-letter name: 2(a + 1), 2a (but 2 sqrt(2), 2 alpha)
    text = re.sub(r"(?<![\w.])(\d+)\*(?=\(|[A-Za-z](?![\w(]))", r"\1", text)
    return text.replace("*", " ")


def math_text(obj) -> str:
    """A sympy expression, relation, interval or set (or a number) as plain mathematical text."""
    if isinstance(obj, str):
        return display(obj)
    if not isinstance(obj, sp.Basic):
        obj = sp.sympify(obj)
    return _products_and_powers(_PlainTextPrinter().doprint(obj))


def display(text: str) -> str:
    """Hand-written statement text as shown to a reader: ``oo`` (infinity, as in sympy) becomes ``∞``."""
    return re.sub(r"(?<![\w.])oo(?!\w)", INFINITY, text)


DIGITS = 10  # significant digits of the decimal shown beside an irrational value


def value_text(value) -> str:
    """An exact value as a reader wants it: a rational as it is; an algebraic number in radicals
    where they exist (``1 + 6 sqrt(3) ≈ 11.39230485``), else as the root of its polynomial near its
    decimal; any other irrational number in closed form with its decimal.  Text that is not a
    number is returned as it is."""
    try:
        v = sp.sympify(value)
    except (sp.SympifyError, TypeError, ValueError, SyntaxError):
        return str(value)
    if not isinstance(v, sp.Expr) or v.free_symbols or not v.is_number:
        return str(value)
    if v.is_Rational or v in (sp.oo, -sp.oo):
        return math_text(v)
    decimal = decimal_text(v)
    if decimal is None:
        return math_text(v)
    near = f"≈ {decimal}"
    if v.has(sp.CRootOf):
        radical = in_radicals(v)
        if radical is None:
            roots = [r for r in v.atoms(sp.CRootOf)]
            if len(roots) == 1 and v == roots[0]:
                return f"the root of {math_text(roots[0].expr)} = 0 {near}"
            return f"{math_text(v)} {near}"
        v = radical
    return f"{math_text(v)} {near}"


def decimal_text(v) -> str | None:
    """The decimal of an irrational closed real number, to ``DIGITS`` significant digits; None for
    a rational (it is shown exactly) or a number that is not real."""
    v = sp.sympify(v)
    if v.is_Rational or v.free_symbols:
        return None
    decimal = sp.N(v, DIGITS)
    return str(sp.Float(decimal, DIGITS)) if decimal.is_real else None


def in_radicals(v):
    """``v`` (a CRootOf of a polynomial of degree <= 4) in radicals, the one radical root whose
    value is v's (compared at 50 digits, against the others' distance), or None."""
    if not isinstance(v, sp.CRootOf) or sp.degree(v.poly) > 4:
        return None
    try:
        candidates = [r for r in sp.roots(v.poly, multiple=True) if not r.has(sp.CRootOf)]
    except (NotImplementedError, sp.PolynomialError):
        return None
    if len(candidates) != sp.degree(v.poly):
        return None
    target = sp.N(v, 50)
    distances = sorted((abs(sp.N(r, 50) - target), i) for i, r in enumerate(candidates))
    if distances[0][0] > sp.Float(10) ** -40 or len(distances) > 1 and distances[1][0] < sp.Float(10) ** -20:
        return None
    return candidates[distances[0][1]]
