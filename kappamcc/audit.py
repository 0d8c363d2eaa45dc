"""Automatic audit of a one-parameter confusion-matrix family: the analysis the papers do
by hand, done at once for any family.

``audit(family_or_matrix, param=None, over=None, fixed=None)`` returns an ``Audit`` (print
it, or read its fields):

* kappa and MCC in simplified closed form, derived from the matrix;
* where each is increasing or decreasing, and the exact sub-intervals where they move in
  opposite directions.  The turning points are the real roots, in the range, of the
  derivative numerators: for kappa ``num(K')``, for MCC = n / sqrt(D) the polynomial
  ``2 n' D - n D'`` (so sign(MCC') = sign(2 n' D - n D') / D^(3/2), no square root and
  no division by MCC).  Roots are isolated exactly (rationals, or algebraic numbers as
  ``CRootOf``); between two roots the sign is that of an exact rational sample point;
* limits at the ends of the range, extrema (critical points where the derivative
  changes sign) and their values;
* sign agreement of kappa and MCC (they share the numerator S tr - sum r_k c_k) and
  |kappa| <= |MCC|, with the points of equality;
* Asy and Ent at the ends of the range and their limits, and whether Ent tends to 0
  (the paper's heuristic: the disagreement comes with Ent -> 0);
* a verdict: AGREE (same direction on the whole range) or DISAGREE (with the intervals).

Multi-parameter families: the other parameters are fixed by ``fixed={"a": 1/5}``, or left
symbolic (a ``SymbolicAudit``): directions are then decided by Z3 for every value allowed
by the family's domain, with turning points as explicit roots proved to lie in the range.
Bad input raises ``AuditError`` with a message naming the problem (a negative entry at
some parameter value, an expression that does not parse, MCC undefined somewhere on the
range, a non-square matrix, a range end that is not a real number, a fixed value that
is not a fraction, outside the family's domain, or for a parameter the family lacks).
Work that would not finish is refused rather than started: a polynomial whose roots must
be isolated above ``max_degree`` (default ``MAX_DEGREE``) raises ``AuditError``.
``progress`` (a callable) hears of each stage of the work.
"""
from __future__ import annotations

import contextvars
import re
from dataclasses import dataclass, field
from typing import Any

import sympy as sp

from . import metrics
from .family import Family
from .prove.limits import LimitError, exact_limit
from .prove.univariate import interval_of, rational_between, real_roots_in

__all__ = ["audit", "Audit", "SymbolicAudit", "AuditError", "parse_matrix", "parse_range", "parse_fixed", "parse_value",
           "load_family", "MAX_DEGREE"]


class AuditError(ValueError):
    """The family cannot be audited as given; the message says why and where."""


# --- input ----------------------------------------------------------------------------------------


# names sympy would read as functions or constants; everything else in a matrix is a parameter
_FUNCTIONS = {"sqrt", "exp", "log", "Abs", "Rational", "Integer", "pi", "oo", "E", "I", "Min", "Max"}


def _syntax_error(what: str, text: str) -> str | None:
    """A one-line description of a syntax error in ``text`` (``what`` names it), or None when it parses."""
    import ast
    try:
        ast.parse(text.strip().replace("^", "**"), mode="eval")
    except SyntaxError as exc:
        col = (exc.offset or 1) - 1 + (len(text) - len(text.lstrip()))
        near = text[max(col - 1, 0): col + 2].strip() or "the end"
        reason = (exc.msg or "invalid syntax").split(" (")[0]
        if not text.strip():
            return f"{what} is empty"
        if col >= len(text.rstrip()) or (col == 0 and text.rstrip()[-1] in "+-*/^(,["):
            return f"{what} does not parse: it ends too early (an unclosed bracket or a missing value?)"
        return f"{what} does not parse: {reason} at character {col + 1} (near {near!r})"
    return None


def parse_value(name: str, text) -> sp.Expr:
    """The exact real number a parameter is fixed to: '1/5' -> 1/5; 'xyz', '1/', 'nan' are errors."""
    if not isinstance(text, str):
        text = str(text)
    problem = _syntax_error(f"the value {text!r} given for {name}", text)
    if problem:
        raise AuditError(problem)
    try:
        value = sp.sympify(text, rational=True)
    except Exception:   # sympify's own errors carry parser internals
        raise AuditError(f"the value {text!r} given for {name} does not parse as a number") from None
    if not isinstance(value, sp.Expr) or value.free_symbols or not value.is_number:
        raise AuditError(f"the value {text!r} given for {name} is not a number")
    if value.is_extended_real is not True or not value.is_finite:
        raise AuditError(f"the value {text!r} given for {name} is not a finite real number")
    if not value.is_Rational:
        raise AuditError(f"the value {text!r} given for {name} is irrational: the exact audit needs a fraction "
                         "(e.g. 7/5)")
    return value


def parse_fixed(items) -> dict:
    """['a=1/5', 'd=2'] (or a dict) -> {'a': 1/5, 'd': 2}, each value an exact real number."""
    pairs = items.items() if isinstance(items, dict) else []
    if not isinstance(items, dict):
        for item in items:
            name, sep, value = str(item).partition("=")
            if not sep or not name.strip() or not value.strip():
                raise AuditError(f"a fixed parameter is written NAME=VALUE, e.g. a=1/5 (got {item!r})")
            pairs.append((name.strip(), value.strip()))
    out = {}
    for name, value in pairs:
        name = str(name)
        if not name.isidentifier():
            raise AuditError(f"{name!r} is not a parameter name")
        if name in out:
            raise AuditError(f"{name} is fixed twice")
        out[name] = parse_value(name, value)
    return out


def parse_matrix(text: str, param: str | None = None, fixed: dict | None = None) -> tuple[sp.Matrix, sp.Symbol]:
    """'[[1, t, 1], [1, 1, t**2], [1, 1, 1]]' -> (sympy Matrix, the parameter symbol).

    Every name in the text is a real parameter; ``fixed`` substitutes values for some of
    them; the parameter is ``param``, or the only name left."""
    problem = _syntax_error(f"the matrix {text!r}", text)
    if problem:
        raise AuditError(problem)
    fixed = parse_fixed(fixed or {})
    names = set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", text)) - _FUNCTIONS
    symbols = {name: sp.Symbol(name, real=True) for name in names}
    try:
        rows = sp.sympify(text, locals=symbols, rational=True)
    except Exception:   # sympify's own errors carry parser internals
        raise AuditError(f"the matrix {text!r} does not parse as numbers and parameters") from None
    if not isinstance(rows, (list, tuple, sp.Tuple)) or not all(isinstance(r, (list, tuple, sp.Tuple)) for r in rows):
        raise AuditError(f"the matrix must be a list of rows like [[1, t], [1, 1]], got {text!r}")
    n = len(rows)
    if n < 2 or any(len(r) != n for r in rows):
        raise AuditError(f"the matrix must be square with at least 2 rows; got row lengths {[len(r) for r in rows]}")
    try:
        M = sp.Matrix([[sp.nsimplify(x, rational=True) for x in r] for r in rows])
    except Exception:
        raise AuditError(f"the entries of {text!r} must be numbers or expressions in the parameters") from None
    present = {str(s) for s in M.free_symbols}
    _check_fixed_names(fixed, present, param)
    M = M.subs({symbols[k]: v for k, v in fixed.items()})
    for (i, j), e in zip(((i, j) for i in range(n) for j in range(n)), M):
        if not e.free_symbols and (e.is_extended_real is not True or not e.is_finite):
            raise AuditError(f"entry ({i + 1}, {j + 1}) = {sp.sstr(e)} is not a finite real number")
    left = sorted(M.free_symbols, key=str)
    if param is None:
        if len(left) != 1:
            raise AuditError("the matrix has no parameter" if not left else
                             f"the matrix has parameters {', '.join(map(str, left))}: choose one (--param) "
                             "and fix the others (--fixed NAME=VALUE)")
        return M, left[0]
    t = symbols.get(str(param))
    if t is None or t not in M.free_symbols:
        raise AuditError(f"the matrix does not depend on {param}"
                         + (f"; its parameters are {', '.join(map(str, left))}" if left else ""))
    extra = set(left) - {t}
    if extra:
        raise AuditError(f"the matrix has parameters other than {param}: {', '.join(sorted(map(str, extra)))}; "
                         "fix them (e.g. --fixed a=1/5) or choose one of them as --param")
    return M, t


def _check_fixed_names(fixed: dict, present: set, param) -> None:
    """A fixed name must be a parameter of the family, and not the one being audited."""
    if param is not None and str(param) in fixed:
        raise AuditError(f"{param} is the parameter being audited, so it cannot also be fixed "
                         f"(drop {param}={sp.sstr(fixed[str(param)])}, or audit another parameter)")
    unknown = sorted(set(fixed) - present)
    if unknown:
        raise AuditError(f"cannot fix {', '.join(unknown)}: the family has no such parameter "
                         f"(its parameters are {', '.join(sorted(present)) or 'none'})")


def parse_range(text: str) -> sp.Interval:
    """'1..oo', '0..999', '(0..1]', '-5..5' -> Interval (closed unless bracketed otherwise)."""
    s = text.strip()
    left_open, right_open = s.startswith("("), s.endswith(")")
    s = s.strip("[]()")
    if ".." not in s or "..." in s or s.count("..") > 1:
        raise AuditError(f"a range looks like '1..oo' or '(0..1]', got {text!r}")
    lo_s, hi_s = s.split("..", 1)
    ends = []
    for which, part, default in (("start", lo_s, "-oo"), ("end", hi_s, "oo")):
        part = part.strip() or default
        if _syntax_error("", part) or part.endswith(("+", "-", "*", "/")):
            raise AuditError(f"the {which} of the range {text!r}, {part!r}, does not parse")
        try:
            value = sp.sympify(part, rational=True)
        except Exception:
            raise AuditError(f"the {which} of the range {text!r}, {part!r}, does not parse") from None
        if not isinstance(value, sp.Expr) or value.free_symbols or not value.is_number:
            raise AuditError(f"the {which} of the range {text!r}, {part!r}, is not a number")
        if value.is_extended_real is not True:
            raise AuditError(f"the {which} of the range {text!r}, {part!r}, is not a real number (or oo, -oo)")
        if value.is_finite and value.is_Rational and max(abs(value.p), value.q) > 10**60:
            raise AuditError(f"the {which} of the range {text!r}, {part!r}, has more than 60 digits: too large for "
                             "exact work (use oo or -oo for an unbounded range)")
        ends.append(value)
    lo, hi = ends
    if not bool(lo < hi):
        raise AuditError(f"the range {text!r} must have start < end")
    return sp.Interval(lo, hi, left_open or lo == -sp.oo, right_open or hi == sp.oo)


def load_family(spec: str, param=None, fixed=None):
    """'package.module:function' -> (Family, default range of the parameter from its domain)."""
    import importlib
    module_name, _, attr = spec.partition(":")
    if not attr:
        raise AuditError(f"give the family as module:function, e.g. kappamcc.families.experiments:m2 (got {spec!r})")
    try:
        obj = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as exc:
        raise AuditError(f"cannot load {spec!r}: {exc}") from None
    try:
        family = obj() if callable(obj) else obj
    except TypeError as exc:
        raise AuditError(f"{spec} must be callable without arguments and return a Family ({exc})") from None
    if not isinstance(family, Family):
        raise AuditError(f"{spec} is not a Family (got {type(family).__name__})")
    fixed = parse_fixed(fixed or {})
    _check_fixed_names(fixed, _parameter_names(family), param)
    return family, _domain_range(family, param, fixed)


def _parameter_names(family) -> set:
    names = {str(s) for s in family.matrix.free_symbols}
    if isinstance(family, Family):
        names |= {str(s) for s in family.domain.symbols}
    return names


def _check_domain(family: Family, fixed: dict) -> None:
    """Fixed values must satisfy the family's own conditions on them (e.g. a >= 0)."""
    for c in family.domain.constraints:
        sub = {s: fixed[str(s)] for s in c.free_symbols if str(s) in fixed}
        if not sub:
            continue
        value = c.subs(sub)
        if value is sp.false:
            shown = ", ".join(f"{k} = {sp.sstr(v)}" for k, v in sorted((str(k), v) for k, v in sub.items()))
            raise AuditError(f"{shown} is outside the family's domain: it requires {sp.sstr(c)}")


def _domain_range(family: Family, param=None, fixed=None) -> sp.Interval:
    """The parameter's interval read off the family's domain constraints (default 0..oo)."""
    fixed = {k: sp.nsimplify(v) for k, v in (fixed or {}).items()}
    free = [s for s in family.matrix.free_symbols if str(s) not in fixed]
    t = next((s for s in free if str(s) == str(param)), free[0] if len(free) == 1 else None)
    if t is None:
        return sp.Interval(0, sp.oo)
    constraints = [c.subs({s: fixed[str(s)] for s in c.free_symbols if str(s) in fixed}) for c in family.domain.constraints]
    iv = interval_of(t, constraints)
    return iv if iv is not None and iv.start != -sp.oo else sp.Interval(0, sp.oo)


# --- exact sign analysis on an interval ------------------------------------------------------


MAX_DEGREE = 200   # exact root isolation above this degree takes minutes (degree 270: ~45 s here)
_max_degree: contextvars.ContextVar = contextvars.ContextVar("max_degree", default=MAX_DEGREE)
_progress: contextvars.ContextVar = contextvars.ContextVar("progress", default=None)


def _say(message: str) -> None:
    """Report a stage of long work to the caller's progress callback, if any."""
    callback = _progress.get()
    if callback is not None:
        callback(message)


def _roots_in(poly_expr, t, over: sp.Interval, what: str = "a polynomial") -> list:
    """Distinct real roots of a polynomial in t lying in the interior of ``over``, sorted, exact."""
    poly_expr = sp.expand(poly_expr)
    if poly_expr == 0:
        return []
    degree = sp.degree(poly_expr, t)
    limit = _max_degree.get()
    if limit is not None and degree > limit:
        raise AuditError(f"{what} has degree {degree} in {t}, above the audit's limit of {limit}: isolating its "
                         "roots exactly would take too long (use smaller exponents, or raise the limit with "
                         "max_degree= / --max-degree)")
    _say(f"isolating the real roots of {what} (degree {degree})")
    return real_roots_in(poly_expr, t, sp.Interval.open(over.start, over.end))


@dataclass
class Piece:
    lo: Any
    hi: Any
    sign: int          # sign of the derivative on (lo, hi)

    @property
    def direction(self) -> str:
        return {1: "increasing", -1: "decreasing", 0: "constant"}[self.sign]


def _pieces(numerator, t, over: sp.Interval, what: str = "a polynomial") -> list[Piece]:
    """Split ``over`` at the roots of the derivative numerator; the sign on each piece."""
    roots = _roots_in(numerator, t, over, what)
    cuts = [over.start] + roots + [over.end]
    pieces = []
    for lo, hi in zip(cuts, cuts[1:]):
        x = rational_between(lo, hi)
        s = int(sp.sign(sp.sympify(numerator).subs(t, x)))
        if pieces and pieces[-1].sign == s:
            pieces[-1].hi = hi          # a root of even multiplicity: no change of direction
        else:
            pieces.append(Piece(lo, hi, s))
    return pieces


def _interval(iv: sp.Interval) -> str:
    """(0, 5], [1, oo): an interval as it is written by hand."""
    return (f"{'(' if iv.left_open else '['}{sp.sstr(iv.start)}, {sp.sstr(iv.end)}"
            f"{')' if iv.right_open else ']'}")


def _fmt(x) -> str:
    """An exact number, readably: rationals as they are, algebraic numbers with 10 digits."""
    x = sp.sympify(x)
    if x in (sp.oo, -sp.oo) or x.is_Rational:
        return str(x)
    if isinstance(x, sp.CRootOf):
        return f"{sp.N(x, 10)} (root of {sp.sstr(x.poly.as_expr())})"
    try:
        return f"{sp.sstr(x)} = {sp.N(x, 10)}"
    except (TypeError, ValueError):
        return sp.sstr(x)


# --- the audit ------------------------------------------------------------------------------


@dataclass
class Audit:
    name: str
    matrix: sp.Matrix
    param: sp.Symbol
    over: sp.Interval
    kappa: sp.Expr
    mcc: sp.Expr
    kappa_pieces: list
    mcc_pieces: list
    opposite: list                  # [(lo, hi)] where kappa and MCC move in opposite directions
    limits: dict = field(default_factory=dict)
    extrema: dict = field(default_factory=dict)
    equality_points: list = field(default_factory=list)
    asy: sp.Expr | None = None
    ent: sp.Expr | None = None
    ent_limit: Any = None
    asy_limit: Any = None

    @property
    def verdict(self) -> str:
        return "DISAGREE" if self.opposite else "AGREE"

    def __str__(self) -> str:
        t = self.param
        lines = [f"audit of {self.name}, {t} in {_interval(self.over)}", "matrix: " + sp.sstr(self.matrix.tolist()),
                 f"kappa = {sp.sstr(self.kappa)}", f"MCC   = {sp.sstr(self.mcc)}", ""]
        for label, pieces in (("kappa", self.kappa_pieces), ("MCC", self.mcc_pieces)):
            lines.append(f"{label}: " + "; ".join(f"{p.direction} on ({_fmt(p.lo)}, {_fmt(p.hi)})" for p in pieces))
        for what, (lo_val, hi_val) in self.limits.items():
            lines.append(f"{what} at the ends: {sp.sstr(lo_val)} .. {sp.sstr(hi_val)}")
        for what, points in self.extrema.items():
            for kind, at, value in points:
                lines.append(f"{what} local {kind} at {t} = {_fmt(at)}, value {sp.N(value, 8)}")
        lines.append("sign(kappa) = sign(MCC) everywhere (common numerator S tr - sum r_k c_k); |kappa| <= |MCC|"
                     + (", equal at " + ", ".join(_fmt(p) for p in self.equality_points) if self.equality_points else ""))
        if self.asy is not None:
            lines.append(f"Asy = {sp.sstr(self.asy)}")
        if self.asy_limit is not None:
            lines.append(f"Asy -> {_fmt(self.asy_limit)} at the upper end")
        if self.ent is not None and self.ent_limit is not None:
            heuristic = ""
            if self.ent_limit == 0:
                heuristic = ("  (Ent -> 0, and kappa and MCC disagree: as the paper's heuristic expects)" if self.opposite
                             else "  (Ent -> 0, yet kappa and MCC agree: the paper's heuristic fails here)")
            elif self.opposite:
                heuristic = "  (Ent does not tend to 0, yet kappa and MCC disagree: against the paper's heuristic)"
            lines.append(f"Ent -> {_fmt(self.ent_limit)} at the upper end{heuristic}")
        if self.opposite:
            lines.append("verdict: DISAGREE on " + ", ".join(f"({_fmt(lo)}, {_fmt(hi)})" for lo, hi in self.opposite))
        else:
            lines.append("verdict: AGREE (kappa and MCC move in the same direction on the whole range)")
        return "\n".join(lines)

    def plot(self, path):
        """Kappa and MCC along the range, the turning points marked; written to ``path``."""
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        import numpy as np
        from .figures import tight
        lo = float(self.over.start) if self.over.start != -sp.oo else -10.0
        hi = float(self.over.end) if self.over.end != sp.oo else max(10.0, 3 * max([float(sp.N(p.hi)) for p in
                                                                                  self.kappa_pieces + self.mcc_pieces
                                                                                  if p.hi != sp.oo] + [lo + 1]))
        x = np.linspace(lo, hi, 800)
        fig, ax = plt.subplots(figsize=(6, 4))
        with np.errstate(all="ignore"):
            for expr, label, color in ((self.kappa, "Kappa", "tab:red"), (self.mcc, "MCC", "tab:blue")):
                ax.plot(x, np.broadcast_to(sp.lambdify(self.param, expr, "numpy")(x), x.shape), label=label, color=color)
        for lo_, hi_ in self.opposite:
            ax.axvspan(float(sp.N(lo_)) if lo_ != -sp.oo else lo, float(sp.N(hi_)) if hi_ != sp.oo else hi,
                       color="0.85", label="opposite directions")
        ax.set_xlabel(str(self.param)), ax.legend(fontsize=8), ax.grid(alpha=0.3)
        ax.set_title(f"{self.name}: {self.verdict}", fontsize=9)
        tight(fig)
        fig.savefig(path, dpi=110)
        plt.close(fig)
        return path


def _check_entries(M: sp.Matrix, t, over: sp.Interval):
    """Every entry non-negative on the whole range: the sign of num * den between its roots, and at the ends."""
    for i in range(M.rows):
        for j in range(M.cols):
            e = sp.sympify(M[i, j])
            if not e.free_symbols:
                if not e.is_Rational:
                    raise AuditError(f"entry ({i + 1}, {j + 1}) = {sp.sstr(e)} is not a rational number: the exact "
                                     "audit needs fractions (e.g. 7/5)")
                if e < 0:
                    raise AuditError(f"entry ({i + 1}, {j + 1}) = {e} is negative")
                continue
            if not e.is_rational_function(t):
                raise AuditError(f"entry ({i + 1}, {j + 1}) = {e} is not a rational function of {t}")
            num, den = sp.fraction(sp.cancel(e))
            if not all(sp.Poly(x, t).domain.is_QQ or sp.Poly(x, t).domain.is_ZZ for x in (num, den)):
                raise AuditError(f"entry ({i + 1}, {j + 1}) = {sp.sstr(e)} has irrational coefficients: the exact "
                                 "audit needs fractions (e.g. 7/5)")
            for piece in _pieces(num * den, t, over, f"entry ({i + 1}, {j + 1})"):
                if piece.sign < 0:
                    raise AuditError(f"entry ({i + 1}, {j + 1}) = {e} is negative at {t} = "
                                     f"{rational_between(piece.lo, piece.hi)}, inside the range {_interval(over)}")
            for end in (over.start, over.end):
                if end.is_finite and end in over and sp.sympify(e.subs(t, end)).is_negative:
                    raise AuditError(f"entry ({i + 1}, {j + 1}) = {e} is negative at {t} = {end}")


def audit(family, param=None, over=None, fixed: dict | None = None, name: str | None = None, *,
          max_degree: int | None = MAX_DEGREE, progress=None) -> Audit:
    """Audit a Family (or a sympy Matrix) along one parameter; see the module docstring.

    ``max_degree``: refuse (AuditError) a polynomial whose roots would have to be isolated
    above this degree (None: no limit).  ``progress``: called with a short message at each
    stage of the work."""
    tokens = (_max_degree.set(max_degree), _progress.set(progress))
    try:
        return _audit(family, param, over, fixed, name)
    except NotImplementedError as exc:
        raise AuditError(f"this family is beyond what sympy decides exactly here ({exc})") from None
    finally:
        _progress.reset(tokens[1])
        _max_degree.reset(tokens[0])


def _audit(family, param, over, fixed, name):
    if isinstance(family, Family):
        M, name = family.matrix, name or family.name
    else:
        try:
            M = sp.Matrix(family)
        except (ValueError, TypeError, sp.SympifyError) as exc:
            raise AuditError(f"not a matrix: {exc}") from None
        name = name or "matrix"
    if M.rows != M.cols or M.rows < 2:
        raise AuditError(f"the matrix must be square with at least 2 rows, got {M.rows} x {M.cols}")
    fixed = parse_fixed(fixed or {})
    _check_fixed_names(fixed, _parameter_names(family) if isinstance(family, Family)
                       else {str(s) for s in M.free_symbols}, param)
    if isinstance(family, Family):
        _check_domain(family, fixed)
    if fixed:
        M = M.subs({s: fixed[str(s)] for s in M.free_symbols if str(s) in fixed})
    free = sorted(M.free_symbols, key=str)
    if param is None:
        if len(free) != 1:
            raise AuditError(f"choose the parameter: the matrix has symbols {[str(s) for s in free]}; fix the others")
        t = free[0]
    else:
        t = next((s for s in free if str(s) == str(param)), None)
        if t is None:
            raise AuditError(f"the matrix does not depend on {param}; its symbols are {[str(s) for s in free]}")
    others = [s for s in free if s != t]
    over = parse_range(over) if isinstance(over, str) else (over if over is not None else sp.Interval(0, sp.oo))
    if others:
        if not isinstance(family, Family):
            raise AuditError(f"fix the other parameters {[str(s) for s in others]} (fixed={{...}}), or give a Family "
                             "whose domain states their constraints")
        _say("deciding directions for every value of " + ", ".join(map(str, others)) + " (Z3)")
        return audit_symbolic(family, M, t, over, others, name)
    _say("checking every entry is non-negative on the range")
    _check_entries(M, t, over)

    # kappa and MCC are unchanged by a positive factor (DT2019-S1): clear the denominators
    common = sp.lcm([sp.fraction(sp.cancel(e))[1] for e in M])
    if common.free_symbols:
        sample = common.subs(t, rational_between(over.start, over.end))
        M = (M * (common if sample > 0 else -common)).applyfunc(sp.cancel)
    _say("deriving kappa and MCC")
    kn, kd = metrics.kappa_parts(M)
    n, rows, cols = metrics.mcc_parts(M)
    n, D = sp.expand(n), sp.expand(rows * cols)
    # MCC defined: D > 0 on the whole range (a zero of D is where every case sits in one class)
    if D == 0:
        raise AuditError("MCC is undefined for every value of the parameter: all cases are in one actual or one "
                         "predicted class")
    for r in _roots_in(D, t, over, "the radicand of MCC (where MCC is undefined)") + [e for e in (over.start, over.end) if e.is_finite and e in over]:
        if sp.simplify(D.subs(t, r)) == 0:
            raise AuditError(f"MCC is undefined at {t} = {_fmt(r)} inside the range {_interval(over)} "
                             "(all cases in one actual or one predicted class there)")
    kappa = sp.factor(sp.cancel(kn / kd))
    mcc = sp.factor(n) / sp.sqrt(sp.factor(D))

    # sign(K') = sign(P'Q - PQ') for K = P/Q; sign(MCC') = sign(2 n' D - n D') for MCC = n / sqrt(D)
    P, Q = sp.fraction(kappa)
    kp = _pieces(sp.expand(sp.diff(P, t) * Q - P * sp.diff(Q, t)), t, over, "the numerator of kappa's derivative")
    mp = _pieces(sp.expand(2 * sp.diff(n, t) * D - n * sp.diff(D, t)), t, over, "the numerator of MCC's derivative")
    opposite = _opposite(kp, mp)
    _say("limits and extrema")

    limits = {}
    for label, expr in (("kappa", kappa), ("MCC", mcc)):
        limits[label] = tuple(_end_value(expr, t, end, side) for end, side in ((over.start, "+"), (over.end, "-")))
    extrema = {"kappa": _extrema(kp, kappa, t), "MCC": _extrema(mp, mcc, t)}
    # |K| = |MCC| (both non-zero) iff kd^2 = D (kd = S^2 - sum r c, D = (S^2 - sum r^2)(S^2 - sum c^2))
    equality = _roots_in(sp.expand(kd**2 - D), t, over, "kappa's denominator squared minus MCC's radicand")
    _say("Asy and Ent")
    asy = sp.sqrt(sp.factor(sp.expand(metrics.asymmetry(M) ** 2)))
    asy_limit = _end_value(asy, t, over.end, "-")
    try:
        ent = metrics.off_diagonal_entropy(M)
        if over.end.is_finite:   # Ent of the matrix at the end itself (0 log 0 = 0): no limit needed
            ent_limit = sp.simplify(metrics.off_diagonal_entropy(M.subs(t, over.end)))
        else:
            ent_limit = sp.simplify(_end_value(ent, t, over.end, "-"))
    except (metrics.UndefinedMetricError, NotImplementedError, ValueError):
        ent, ent_limit = None, None
    return Audit(name, M, t, over, kappa, mcc, kp, mp, opposite, limits, extrema, equality, asy, ent, ent_limit,
                 asy_limit)


def _end_value(expr, t, end, side):
    """The value at a finite end where the expression is continuous (substitution), else the
    limit: by the engine's exact rules (rational functions, square roots, logs) where they
    apply, sympy.limit otherwise (the audit is a report, not a verdict; sympy.limit took
    half of its time)."""
    if end not in (sp.oo, -sp.oo):
        value = sp.sympify(expr).subs(t, end)
        if value.is_finite and not value.has(sp.nan, sp.zoo):
            return sp.simplify(value)
    try:
        return exact_limit(expr, t, end, sides=("right",) if side == "+" else ("left",))[0]
    except (LimitError, NotImplementedError, ValueError, TypeError):
        return sp.limit(expr, t, end) if end in (sp.oo, -sp.oo) else sp.limit(expr, t, end, side)


def _extrema(pieces, expr, t):
    out = []
    for left, right in zip(pieces, pieces[1:]):
        if left.sign and right.sign and left.sign != right.sign:
            kind = "minimum" if left.sign < 0 else "maximum"
            out.append((kind, left.hi, expr.subs(t, left.hi)))
    return out


def _opposite(kp, mp):
    """Intervals where the two derivative signs are opposite (both non-zero)."""
    cuts = sorted({p.lo for p in kp + mp} | {p.hi for p in kp + mp}, key=lambda r: float(sp.N(r, 30)) if r.is_finite
                  else (float("-inf") if r == -sp.oo else float("inf")))
    out = []
    for lo, hi in zip(cuts, cuts[1:]):
        def sign_in(pieces):
            for p in pieces:
                if _le(p.lo, lo) and _le(hi, p.hi):
                    return p.sign
            return 0
        sk, sm = sign_in(kp), sign_in(mp)
        if sk * sm < 0:
            if out and out[-1][1] == lo:
                out[-1] = (out[-1][0], hi)
            else:
                out.append((lo, hi))
    return out


def _le(x, y) -> bool:
    if x == y:
        return True
    if x == -sp.oo or y == sp.oo:
        return True
    if x == sp.oo or y == -sp.oo:
        return False
    return bool(sp.N(y - x, 50) >= 0)


# --- other parameters left symbolic ---------------------------------------------------------


@dataclass
class SymbolicAudit:
    """Audit along t with the other parameters symbolic under the family's domain constraints.

    Directions are decided by Z3 for *every* value of the other parameters; a turning
    point is an explicit root of the derivative numerator (``sympy.solve``) proved to lie
    inside the range for all of them.  What cannot be decided so is reported as such.
    """

    name: str
    param: sp.Symbol
    over: sp.Interval
    others: list
    constraints: list
    kappa: sp.Expr
    mcc: sp.Expr
    kappa_pieces: list
    mcc_pieces: list
    opposite: list | None           # None: not decided for every value of the other parameters

    @property
    def verdict(self) -> str:
        if self.opposite is None:
            return "UNDECIDED"
        return "DISAGREE" if self.opposite else "AGREE"

    def __str__(self) -> str:
        t = self.param
        lines = [f"audit of {self.name}, {t} in {_interval(self.over)}, for every {', '.join(map(str, self.others))} with "
                 + (", ".join(sp.sstr(c) for c in self.constraints) or "no constraint"),
                 f"kappa = {sp.sstr(self.kappa)}", f"MCC   = {sp.sstr(self.mcc)}", ""]
        for label, pieces in (("kappa", self.kappa_pieces), ("MCC", self.mcc_pieces)):
            lines.append(f"{label}: " + "; ".join(f"{p.direction} on ({sp.sstr(p.lo)}, {sp.sstr(p.hi)})" for p in pieces))
        if self.opposite is None:
            lines.append("verdict: UNDECIDED for symbolic parameters (fix them with fixed={...} for an exact answer)")
        elif self.opposite:
            lines.append("verdict: DISAGREE on " + ", ".join(f"({sp.sstr(lo)}, {sp.sstr(hi)})" for lo, hi in self.opposite))
        else:
            lines.append("verdict: AGREE for every value of the other parameters")
        return "\n".join(lines)


@dataclass
class SymbolicPiece(Piece):
    sign: Any          # 1, -1, or None (undecided)

    @property
    def direction(self) -> str:
        return {1: "increasing", -1: "decreasing", None: "undecided"}[self.sign]


def _constraints_for(family: Family, t, others):
    keep = set(others) | {t}
    return [c for c in family.domain.constraints if c.free_symbols and c.free_symbols <= keep]


def _sign_everywhere(expr, hyps, symbols):
    from .prove.realarith import decide
    for s in (1, -1):
        if decide(hyps, sp.Gt(s * expr, 0), symbols).outcome == "proved":
            return s
    return None


def _symbolic_pieces(numerator, t, over, hyps, symbols) -> list:
    from .kinds import in_interval
    from .prove.realarith import decide
    inside = hyps + in_interval(t, sp.Interval.open(over.start, over.end))
    s = _sign_everywhere(numerator, inside, symbols)
    if s is not None:
        return [SymbolicPiece(over.start, over.end, s)]
    try:
        roots = [r for r in sp.solve(sp.factor(numerator), t) if r.is_real is not False]
    except NotImplementedError:
        roots = []
    cuts = []
    for r in roots:
        inner = [c.subs(t, r) for c in in_interval(t, sp.Interval.open(over.start, over.end))]
        try:
            if inner and all(decide(hyps, c, symbols).outcome == "proved" for c in inner):
                cuts.append(r)
        except NotImplementedError:
            continue
    if len(cuts) == 1:
        r = cuts[0]
        left = _sign_everywhere(numerator, hyps + in_interval(t, sp.Interval.open(over.start, r)), symbols)
        right = _sign_everywhere(numerator, hyps + in_interval(t, sp.Interval.open(r, over.end)), symbols)
        return [SymbolicPiece(over.start, r, left), SymbolicPiece(r, over.end, right)]
    return [SymbolicPiece(over.start, over.end, None)]


def audit_symbolic(family: Family, M, t, over, others, name) -> SymbolicAudit:
    hyps = _constraints_for(family, t, others)
    symbols = tuple(others) + (t,)
    kn, kd = metrics.kappa_parts(M)
    n, rows, cols = metrics.mcc_parts(M)
    n, D = sp.expand(n), sp.expand(rows * cols)
    kappa = sp.factor(sp.cancel(kn / kd))
    mcc = sp.factor(n) / sp.sqrt(sp.factor(D))
    P, Q = sp.fraction(kappa)
    kp = _symbolic_pieces(sp.expand(sp.diff(P, t) * Q - P * sp.diff(Q, t)), t, over, hyps, symbols)
    mp = _symbolic_pieces(sp.expand(2 * sp.diff(n, t) * D - n * sp.diff(D, t)), t, over, hyps, symbols)
    opposite: list | None = None
    if all(p.sign is not None for p in kp + mp):
        if len(mp) == 1:
            opposite = [(p.lo, p.hi) for p in kp if p.sign * mp[0].sign < 0]
        elif len(kp) == 1:
            opposite = [(p.lo, p.hi) for p in mp if p.sign * kp[0].sign < 0]
    return SymbolicAudit(name or family.name, t, over, list(others), hyps, kappa, mcc, kp, mp, opposite)
