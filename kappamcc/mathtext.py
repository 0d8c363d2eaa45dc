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

__all__ = ["math_text", "display"]

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
