"""A printed formula as printed: every denominator and radicand kept for the definedness check.

Python evaluates ``(a/b)/(c/d)`` to ``a*d/(b*c)`` before any prover sees it, and with that the
division by d is gone: a claim about the printed odds ratio would be PROVED "defined wherever
b, c > 0" although the print divides by zero at d = 0 (the kind of point that makes
DT2019-E7.3.a an erratum).  ``printed_form(text, symbols)`` parses the printed text without
evaluating it, so the engine decides definedness on the formula as printed.

A claim whose source prints LaTeX with ``\\frac{...}{X}``, X a single symbol, while its formal
statement never divides by that symbol, gets a :class:`PrintedDenominatorWarning` when it is
built (:func:`lost_denominators`).
"""

from __future__ import annotations

import re
import warnings
from tokenize import TokenError
from typing import Any, Iterable, Mapping

import sympy as sp
from sympy.parsing.sympy_parser import convert_xor, parse_expr, rationalize, standard_transformations

from ..prove.realarith import definedness_obligations

__all__ = ["printed_form", "PrintedDenominatorWarning", "lost_denominators", "warn_lost_denominators"]

# x^2 is a power, and 0.1 the exact decimal 1/10, as printed
_TRANSFORMATIONS = standard_transformations + (convert_xor, rationalize)
# the names a printed formula may use besides its symbols
_FUNCTIONS = {"sqrt": sp.sqrt, "log": sp.log, "exp": sp.exp, "Abs": sp.Abs, "abs": sp.Abs, "Rational": sp.Rational}


class PrintedDenominatorWarning(UserWarning):
    """A claim's printed LaTeX divides by a symbol its formal statement never divides by."""


def printed_form(text: str, symbols: Iterable[sp.Symbol] | Mapping[str, sp.Symbol]) -> sp.Expr:
    """The formula ``text`` (Python syntax, ``^`` for powers), with ``symbols``, parsed without
    evaluation: ``printed_form("(a/b)/(c/d)", (a, b, c, d))`` keeps the division by c/d.

    ``symbols``: the sympy Symbols the text names (or a mapping name -> Symbol); a name that is
    neither one of them nor sqrt, log, exp, Abs raises ValueError naming it."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("printed_form: the printed text is empty; give the formula as printed")
    table: dict[Any, Any]  # a key is None for an item with no name: rejected below, as not a Symbol
    table = dict(symbols) if isinstance(symbols, Mapping) else {getattr(s, "name", None): s for s in symbols}
    bad = [s for s in table.values() if not isinstance(s, sp.Symbol)]
    if bad:
        raise TypeError(f"printed_form: symbols must be sympy Symbols, got {bad[0]!r} ({type(bad[0]).__name__})")
    words = re.sub(r"(?<![A-Za-z_0-9.])\d+\.?\d*(?:[eE][+-]?\d+)", " ", text)  # 1e-1, 2.5E3: numbers
    names = set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", words)) - set(table) - set(_FUNCTIONS)
    if names:
        raise ValueError(
            f"printed_form: {', '.join(sorted(names))} in {text!r} is not among the symbols given "
            f"({', '.join(sorted(table)) or 'none'})"
        )
    try:
        # the text's names were checked above: sympy's namespace serves only the code the parser writes
        expr = parse_expr(text, local_dict={**_FUNCTIONS, **table}, transformations=_TRANSFORMATIONS, evaluate=False)
    except (SyntaxError, TypeError, TokenError, ValueError) as exc:  # TokenError: an unfinished formula
        raise ValueError(f"printed_form: {text!r} is not a formula ({type(exc).__name__}: {exc})") from None
    if not isinstance(expr, sp.Expr):
        raise ValueError(f"printed_form: {text!r} is not an expression (it reads as {type(expr).__name__})")
    return expr


_FRACS = ("\\frac{", "\\dfrac{", "\\tfrac{", "\\cfrac{")
_SYMBOL_TEXT = re.compile(r"^\s*\{?\s*([A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?)\s*\}?\s*$")


def _braced(text: str, start: int) -> tuple[str, int]:
    """The text inside the braces opening at ``start`` and the index after them."""
    depth, i = 0, start
    while i < len(text):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1 : i], i + 1
        i += 1
    return text[start + 1 :], len(text)


def _latex_denominators(latex: str) -> set[str]:
    """The single-symbol denominators of ``\\frac{..}{X}`` and of ``../X`` in a LaTeX text."""
    found = set()
    for frac in _FRACS:
        i = latex.find(frac)
        while i >= 0:
            _, after = _braced(latex, i + len(frac) - 1)
            if after < len(latex) and latex[after] == "{":
                den, _ = _braced(latex, after)
                m = _SYMBOL_TEXT.match(den)
                if m:
                    found.add(m.group(1).replace("{", "").replace("}", ""))
                found |= _latex_denominators(den)
            i = latex.find(frac, i + 1)
    found |= set(re.findall(r"/\s*([A-Za-z](?:_[A-Za-z0-9]+)?)(?![A-Za-z0-9_{(])", latex))
    found |= set(re.findall(r"\\over\s*\{?\s*([A-Za-z](?:_[A-Za-z0-9]+)?)\s*\}", latex))  # {a \over c}
    found |= set(re.findall(r"(?<![A-Za-z\\])([A-Za-z](?:_[A-Za-z0-9]+)?)\^\{?-1\}?", latex))  # c^{-1}
    return found


def lost_denominators(latex: str, exprs, symbols=()) -> list[str]:
    """The variables (symbols the formal expressions or the domain's ``symbols`` name) that the
    printed LaTeX divides by, as a single symbol, while the formal expressions, as written, never
    divide by them (``a/c * c/d`` evaluated to ``a/d``, ``x/x`` written as 1)."""
    if not latex:
        return []
    exprs = [sp.sympify(e) for e in exprs]
    names = {s.name for e in exprs for s in e.free_symbols} | {s.name for s in symbols}
    divided = {s.name for e in exprs for o in definedness_obligations(e) for s in o.free_symbols}
    return sorted(name for name in _latex_denominators(latex) if name in names and name not in divided)


def warn_lost_denominators(claim_id: str, latex: str, exprs, symbols=()) -> None:
    lost = lost_denominators(latex, exprs, symbols)
    if lost:
        warnings.warn(
            f"{claim_id}: the printed formula divides by {', '.join(lost)}, which its formal statement never "
            "divides by (Python cancelled it?): state the printed form with kappamcc.model.kinds.printed_form",
            PrintedDenominatorWarning,
            stacklevel=4,
        )
