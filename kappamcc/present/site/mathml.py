"""Printed LaTeX as MathML for the reference site, offline (``latex2mathml``, no CDN).

A formula the converter cannot read is shown as its LaTeX source in ``<code>``: the
reader still sees exactly what the source prints.  The converter is lenient in one way
that would mislead: an unknown control sequence (``\\foo``) comes out as the literal text
``\\foo`` inside an ``<mi>``; that counts as a failure too.

Browsers render MathML Core, which ignores ``mathvariant`` except "normal": a script or
bold letter that the converter marks with the attribute is rewritten as the Unicode
mathematical letter (``\\mathcal K`` -> 𝒦), which every browser shows.
"""

from __future__ import annotations

import html
import re
import unicodedata

import latex2mathml.converter
import sympy as sp

from ...engine.kernel import formula_of
from ...model.mathtext import decimal_text, in_radicals

__all__ = ["latex_to_html", "point_to_html", "MATH_CLASS", "FALLBACK_CLASS"]

MATH_CLASS = "math"  # the class of a rendered formula's wrapper
FALLBACK_CLASS = "latex"  # the class of a formula shown as LaTeX source

_UNKNOWN_COMMAND = re.compile(r">\\[A-Za-z]+<")
_VARIANT_LETTER = re.compile(r'<mi mathvariant="([a-z-]+)">([A-Za-z])</mi>')
# mathvariant -> the word in the Unicode names of its letters (MATHEMATICAL SCRIPT CAPITAL K)
_VARIANT_NAMES = {
    "script": "SCRIPT",
    "bold": "BOLD",
    "italic": "ITALIC",
    "bold-italic": "BOLD ITALIC",
    "double-struck": "DOUBLE-STRUCK",
    "fraktur": "FRAKTUR",
    "sans-serif": "SANS-SERIF",
    "monospace": "MONOSPACE",
    "bold-script": "BOLD SCRIPT",
}
# the letters Unicode placed in the Letterlike Symbols block before the mathematical
# alphabets existed (the alphabets leave holes there)
_LETTERLIKE = {
    ("ITALIC", "h"): "PLANCK CONSTANT",
    ("FRAKTUR", "C"): "BLACK-LETTER CAPITAL C",
    ("FRAKTUR", "H"): "BLACK-LETTER CAPITAL H",
    ("FRAKTUR", "I"): "BLACK-LETTER CAPITAL I",
    ("FRAKTUR", "R"): "BLACK-LETTER CAPITAL R",
    ("FRAKTUR", "Z"): "BLACK-LETTER CAPITAL Z",
}


def _math_letter(variant: str, letter: str) -> str | None:
    """The Unicode mathematical letter for ``letter`` in ``variant``, or None if there is none."""
    word = _VARIANT_NAMES.get(variant)
    if word is None:
        return None
    case = "CAPITAL" if letter.isupper() else "SMALL"
    for name in (
        f"MATHEMATICAL {word} {case} {letter.upper()}",
        f"{word} {case} {letter.upper()}",
        _LETTERLIKE.get((word, letter), ""),
    ):
        try:
            return unicodedata.lookup(name) if name else None
        except KeyError:
            continue
    return None


def _variant_letters(mathml: str) -> str:
    def replace(match):
        char = _math_letter(match.group(1), match.group(2))
        return match.group(0) if char is None else f"<mi>{char}</mi>"

    return _VARIANT_LETTER.sub(replace, mathml)


def latex_to_mathml(latex: str, display: bool = False) -> str:
    """MathML for ``latex``; a ValueError when the converter fails or leaves a command unread."""
    try:
        mathml = latex2mathml.converter.convert(latex, display="block" if display else "inline")
    except Exception as exc:  # the converter raises many unrelated types (its own, IndexError, ...)
        raise ValueError(f"cannot convert {latex!r}: {type(exc).__name__} {exc}") from None
    unread = _UNKNOWN_COMMAND.search(mathml)
    if unread:
        raise ValueError(f"cannot convert {latex!r}: unknown command {unread.group(0)[1:-1]}")
    return _variant_letters(mathml)


def latex_to_html(latex: str, display: bool = False) -> str:
    """The formula as MathML in a ``<span class="math">``, or, when it cannot be converted,
    its LaTeX source in ``<code class="latex">`` (with the reason in the title)."""
    try:
        mathml = latex_to_mathml(latex, display)
    except ValueError as exc:
        return f'<code class="{FALLBACK_CLASS}" title="{html.escape(str(exc))}">{html.escape(latex)}</code>'
    return f'<span class="{MATH_CLASS}" data-latex="{html.escape(latex)}">{mathml}</span>'


def point_to_html(point: dict) -> str:
    """A counterexample or witness, ``{variable: exact value}``, as ``a = 1, b = 1/5``: an
    entry whose name is a symbol and whose value a number is MathML, any other entry (e.g.
    ``{"family": "W = [[...]]"}``) is text."""
    if not point:
        return "<span>no point needed (no variable): the certificate says what fails</span>"
    shown = []
    for name, value in point.items():
        if isinstance(name, sp.Symbol) and isinstance(value, (sp.Basic, int)) and not isinstance(value, bool):
            exact = sp.sympify(value)
            decimal = decimal_text(exact)
            radical = in_radicals(exact) if isinstance(exact, sp.CRootOf) else None
            shown.append(
                latex_to_html(
                    f"{sp.latex(name)} = {sp.latex(radical if radical is not None else exact)}"
                    + (rf" \approx {decimal}" if decimal else "")
                )
            )
        else:
            shown.append(f"<code>{html.escape(str(name))}: {html.escape(str(value))}</code>")
    return ",&ensp;".join(shown)


LONGEST_FORMULA = 3000  # characters of LaTeX: a longer formula (a family's kappa at 4 x 4) is shown as text


def formula_html(obj) -> str | None:
    """A sympy relation or expression typeset as MathML from the object itself; None when it has
    no short LaTeX form (then the page shows it as text)."""
    try:
        latex = sp.latex(obj)
    except Exception:  # sympy's printer on an object it does not know: shown as text instead
        return None
    return latex_to_html(latex) if len(latex) <= LONGEST_FORMULA else None


def formal_statement_html(claim) -> str | None:
    """The claim's formal statement as the engine decides it, typeset from its sympy objects:
    a relation's links, a limit, an extremum, a monotonicity or convexity, a printed value, a
    derivation's goal; None for a kind with no sympy statement (index sums, statements about
    families, composites)."""
    kind = type(claim).__name__
    parts = []
    if kind == "Relation":
        parts = [formula_html(link) for link in claim.links]
    elif kind == "Limit":
        parts = [
            _latex_html(
                rf"\lim_{{{sp.latex(claim.var)} \to {sp.latex(claim.to)}}} {sp.latex(claim.expr)} = "
                rf"{sp.latex(claim.value)}"
            )
        ]
    elif kind in ("Monotone", "Convex", "Extremum", "Root"):
        what = {
            "Monotone": f"strictly {getattr(claim, 'direction', '')}",
            "Convex": "convex",
            "Extremum": f"has its global {'minimum' if getattr(claim, 'which', '') == 'min' else 'maximum'} at",
            "Root": "has a root",
        }[kind]
        at = rf"\ {sp.latex(claim.var)} = {sp.latex(claim.at)}" if kind == "Extremum" else ""
        parts = [
            _latex_html(
                rf"{sp.latex(claim.expr)}\ \text{{ {what} }}{at}\ \text{{ for }}\ "
                rf"{sp.latex(claim.var)} \in {sp.latex(claim.over)}"
            )
        ]
    elif kind == "PrintedValue":
        parts = [_latex_html(rf"{sp.latex(claim.exact)} \approx \text{{{claim.printed}}}")]
    elif kind == "Derived" and not isinstance(claim.formula.goal, tuple):
        parts = [formula_html(claim.formula.goal)]
    elif kind == "IdentityAllN" and bool(getattr(claim, "logs", None)):  # sums with logarithms: written as sums
        try:
            parts = [
                formula_html(sp.Eq(index_sum_expr(lhs, claim.logs), index_sum_expr(rhs, claim.logs), evaluate=False))
                for lhs, rhs in claim.equations
            ]
        except Exception:  # a form the display does not know: shown as text
            parts = []
    elif kind == "IdentityAllN":  # the equations between index sums, written with the sums as atoms
        try:
            parts = [formula_html(formula_of(claim).goal)]
        except Exception:  # a sum the atoms do not write (a free class index): shown as text
            parts = []
    elif kind == "AllOf":
        parts = [formal_statement_html(p) for p in claim.parts[:4]]
    shown = [p for p in parts if p]
    return ",&ensp;".join(shown) if shown else None


def _latex_html(latex: str) -> str | None:
    return latex_to_html(latex) if len(latex) <= LONGEST_FORMULA else None


def constraints_html(constraints) -> str | None:
    """A domain's constraints typeset (those a declared sign makes true left out)."""
    typeset = [formula_html(c) for c in constraints if c is not sp.true]
    shown = [x for x in typeset if x]
    return ",&ensp;".join(shown) if shown else None


# a certificate or a note is prose with sympy's text of the relations it decided ("link Eq(TP, ...)
# fails: ..."): those fragments are typeset, read with every name a symbol (so N, S, E or I mean
# the engine's symbols, never sympy's functions and constants)
_ANCHORS = re.compile(r"(?:\blink |\bneeds |: |\bat |^)")
_ENDS = re.compile(r"(?= fails| is undefined| holds| cancels| at the point|;|,? where |$)")
_NAME = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
_FUNCTIONS = {
    "Eq",
    "Ne",
    "Lt",
    "Le",
    "Gt",
    "Ge",
    "sqrt",
    "log",
    "exp",
    "Abs",
    "Min",
    "Max",
    "sign",
    "floor",
    "ceiling",
    "Rational",
    "Piecewise",
    "CRootOf",
    "oo",
    "pi",
    "zoo",
    "And",
    "Or",
    "Not",
}


def prose_fragments(text: str) -> list:
    """``text`` as segments [(text, None) or (fragment, MathML html)]: after a word such as
    "link" or "needs", the longest span up to "fails", "holds", ";" ... that reads as a sympy
    relation or expression (with an operator in it) is typeset; everything else stays prose."""
    out: list[tuple[str, str | None]] = []
    at = 0
    for anchor in _ANCHORS.finditer(text):
        start = anchor.end()
        if start < at:
            continue
        for end in sorted({m.start() for m in _ENDS.finditer(text, start)}, reverse=True):
            fragment = text[start:end].strip()
            if len(fragment) < 3 or not any(ch in fragment for ch in "=<>*/+-(") or "  " in fragment:
                continue
            shown = _typeset_sympy_text(fragment)
            if shown is None:
                continue
            begin = text.index(fragment, start)
            out.append((text[at:begin], None))
            out.append((fragment, shown))
            at = begin + len(fragment)
            break
    out.append((text[at:], None))
    return [seg for seg in out if seg[0]]


def _typeset_sympy_text(fragment: str) -> str | None:
    from sympy.parsing.sympy_parser import parse_expr

    names = {m.group(0) for m in _NAME.finditer(fragment)}
    if any(
        n[0].islower()
        and n not in _FUNCTIONS
        and len(n) > 1
        and not any(c.isupper() or c.isdigit() or c == "_" for c in n)
        for n in names
    ):
        return None  # an English word: prose, not a formula
    local = {n: sp.Symbol(n) for n in names if n not in _FUNCTIONS}
    try:
        obj = parse_expr(fragment, local_dict=local, evaluate=False)
    except Exception:  # not sympy's text: left as prose
        return None
    if not isinstance(obj, sp.Basic) or isinstance(obj, (sp.Symbol, sp.Number)):
        return None
    return formula_html(obj)


_N = sp.Symbol("N")


def index_sum_expr(side, logs=()) -> sp.Expr:
    """An index sum (IndexPoly or IndexFraction) as a sympy expression to display: sums over
    1..N, entries as indexed symbols, a constraint i != k as the factor 1 - delta_ik, and the
    atoms of ``logs`` (kappamcc.prove.log_sums) as log2 of their quantities (1/r_i, 1/c_j for
    the reciprocals).  For the page only: the engine decides the IndexPoly itself."""
    from ...prove.index_sums import IndexFraction, IndexPoly

    if isinstance(side, IndexFraction):
        den = sp.Integer(1)
        for d in side.den:
            den *= index_sum_expr(d, logs)
        return sp.Mul(index_sum_expr(side.num, logs), sp.Pow(den, -1, evaluate=False), evaluate=False)
    if not isinstance(side, IndexPoly):
        return sp.sympify(side)
    log2 = sp.Function("log_2")
    atoms: dict = {}
    scalars: dict = {}
    for A in logs:
        rows, cols, cells = (sp.IndexedBase(x) for x in ("r", "c", A.C.name))
        totals, once = sp.IndexedBase("t"), sp.IndexedBase("u")
        atoms[A.lg_r.name] = lambda i, rows=rows: log2(rows[i])
        atoms[A.lg_c.name] = lambda i, cols=cols: log2(cols[i])
        atoms[A.lg_e.name] = lambda i, j, cells=cells: log2(cells[i, j])
        atoms[A.lg_t.name] = lambda i, totals=totals: log2(totals[i])
        atoms[A.lg_u.name] = lambda i, once=once: log2(once[i])
        atoms[A.inv_r.name] = lambda i, rows=rows: 1 / rows[i]
        atoms[A.inv_c.name] = lambda i, cols=cols: 1 / cols[i]
        scalars[A.log2_total] = log2(sp.Symbol("S"))
        scalars[A.inverse_log2_base] = 1 / log2(2 * (_N - 1))
    names: dict = {}

    def index(i):
        if i not in names:  # a short name, primed until no other index of the side has it
            shown = i.name.rstrip("0123456789") or i.name
            while shown in {str(x) for x in names.values()}:
                shown += "'"
            names[i] = sp.Symbol(shown)
        return names[i]

    terms = []
    for term in side.terms:
        if sp.sympify(term.coeff) == 0:
            continue
        body = sp.sympify(term.coeff).xreplace(scalars)
        for name, ix in term.factors:
            idx = [index(i) for i in ix]
            if name == "delta":
                body *= sp.KroneckerDelta(*idx)
            elif name in atoms:
                body *= atoms[name](*idx)
            else:
                body *= sp.IndexedBase(name)[tuple(idx)]
        for pair in term.distinct:
            a, b = sorted(pair, key=lambda i: i.name)
            body *= 1 - sp.KroneckerDelta(index(a), index(b))
        for b in reversed(term.bound):
            body = sp.Sum(body, (index(b), 1, _N))
        terms.append(body)
    return sp.Add(*terms, evaluate=False) if terms else sp.Integer(0)
