"""Reading what the user gives the audit: a matrix as text, a module:function family, fixed
values, ranges (text or a tuple), the metrics to compare.  Every problem is an
``AuditError`` whose message names it and says what to write instead."""

from __future__ import annotations

import ast
import hashlib
import importlib
import inspect
import math
import re
from fractions import Fraction
from pathlib import Path

import sympy as sp

from ..model.family import Family
from ..catalogue.registry import module_from_file
from ..prove.univariate import interval_of
from .text import expr_text

__all__ = [
    "AuditError",
    "parse_value",
    "parse_fixed",
    "parse_matrix",
    "read_matrix",
    "parse_range",
    "parse_ranges",
    "load_family",
    "domain_range",
    "check_fixed_names",
    "check_domain",
    "parameter_names",
    "interval_text",
]


class AuditError(ValueError):
    """The family cannot be audited as given; the message says why and where."""


# names sympy would read as functions or constants; everything else in a matrix is a parameter
_FUNCTIONS = {"sqrt", "exp", "log", "Abs", "Rational", "Integer", "pi", "oo", "E", "I", "Min", "Max"}
# names that say "not a number" or "infinity": refused in a matrix rather than read as parameters
_NOT_FINITE = {"nan", "NaN", "zoo", "inf", "Inf", "infinity", "Infinity"}

_POWER_DIGITS = 10_000  # a constant power with more digits is refused before it is computed


class _TooLarge(Exception):
    pass


def _digits(n: int) -> int:
    return max(1, (abs(n).bit_length() * 30103) // 100000 + 1)


def _constant_value(node) -> Fraction | None:
    """The exact value of a constant arithmetic subexpression (numbers, + - * / **), or None
    when it is not one (a name, a call, a fractional power); raises _TooLarge for a power
    whose value would have more than _POWER_DIGITS digits, before computing it."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return Fraction(repr(node.value)) if not isinstance(node.value, float) or math.isfinite(node.value) else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.UAdd, ast.USub)):
        v = _constant_value(node.operand)
        return None if v is None else (-v if isinstance(node.op, ast.USub) else v)
    if not isinstance(node, ast.BinOp):
        return None
    left, right = _constant_value(node.left), _constant_value(node.right)
    if left is None or right is None:
        return None
    if isinstance(node.op, ast.Pow):
        if right.denominator != 1 or (left == 0 and right < 0):
            return None
        if (
            abs(left) not in (0, 1)
            and abs(right.numerator) * max(_digits(left.numerator), _digits(left.denominator)) > _POWER_DIGITS
        ):
            raise _TooLarge
        return left**right.numerator
    if isinstance(node.op, ast.Add):
        return left + right
    if isinstance(node.op, ast.Sub):
        return left - right
    if isinstance(node.op, ast.Mult):
        return left * right
    if isinstance(node.op, ast.Div):
        return None if right == 0 else left / right
    return None


def _too_large(text: str) -> bool:
    """Whether the text computes a constant power too large for exact work (10**10**7):
    checked on its syntax tree, bottom up, so that nothing huge is ever computed."""
    try:
        tree = ast.parse(text.strip().replace("^", "**"), mode="eval")
    except SyntaxError:
        return False
    try:
        for node in ast.walk(tree):
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
                _constant_value(node)
    except _TooLarge:
        return True
    return False


def _syntax_error(what: str, text: str) -> str | None:
    """A one-line description of a syntax error in ``text`` (``what`` names it), or None when it parses."""
    try:
        ast.parse(text.strip().replace("^", "**"), mode="eval")
    except SyntaxError as exc:
        col = (exc.offset or 1) - 1 + (len(text) - len(text.lstrip()))
        near = text[max(col - 1, 0) : col + 2].strip() or "the end"
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
    if _too_large(text):
        raise AuditError(
            f"the value {text!r} given for {name} is too large for exact work (a power of more than "
            f"{_POWER_DIGITS} digits; a fixed value has at most 60)"
        )
    try:
        value = sp.sympify(text, rational=True)
    except Exception:  # sympify's own errors carry parser internals
        raise AuditError(f"the value {text!r} given for {name} does not parse as a number") from None
    if not isinstance(value, sp.Expr) or value.free_symbols or not value.is_number:
        raise AuditError(f"the value {text!r} given for {name} is not a number")
    if value.is_extended_real is not True or not value.is_finite:
        raise AuditError(f"the value {text!r} given for {name} is not a finite real number")
    if not value.is_Rational:
        raise AuditError(
            f"the value {text!r} given for {name} is irrational: the exact audit needs a fraction (e.g. 7/5)"
        )
    if max(abs(value.p), value.q) > 10**60:
        raise AuditError(f"the value {text!r} given for {name} has more than 60 digits: too large for exact work")
    return value


def parse_fixed(items) -> dict:
    """['a=1/5', 'd=2'] (or a dict) -> {'a': 1/5, 'd': 2}, each value an exact real number."""
    pairs = [(str(k), v) for k, v in items.items()] if isinstance(items, dict) else []
    if not isinstance(items, dict):
        for item in items:
            name, sep, value = str(item).partition("=")
            if not sep or not name.strip() or not value.strip():
                raise AuditError(f"a fixed parameter is written NAME=VALUE, e.g. a=1/5 (got {item!r})")
            pairs.append((name.strip(), value.strip()))
    out = {}
    for name, value in pairs:
        if not name.isidentifier():
            raise AuditError(f"{name!r} is not a parameter name")
        if name in out:
            raise AuditError(f"{name} is fixed twice")
        out[name] = parse_value(name, value)
    return out


def read_matrix(text: str) -> sp.Matrix:
    """'[[1, t], [1, 1]]' -> a square sympy Matrix whose names are real symbols."""
    problem = _syntax_error(f"the matrix {text!r}", text)
    if problem:
        raise AuditError(problem)
    names = sorted(set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", text)) - _FUNCTIONS)
    for name in names:
        if name in _NOT_FINITE:
            raise AuditError(
                f"the matrix {text!r} uses {name!r}, which is not a finite real number: entries are "
                "fractions or expressions in the parameters"
            )
    if _too_large(text):
        raise AuditError(
            f"the matrix {text!r} has a number too large for exact work (a power of more than {_POWER_DIGITS} digits)"
        )
    symbols = {name: sp.Symbol(name, real=True) for name in names}
    try:
        rows = sp.sympify(text, locals=symbols, rational=True)
    except Exception:  # sympify's own errors carry parser internals
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
    for (i, j), e in zip(((i, j) for i in range(n) for j in range(n)), M):
        if not e.free_symbols and (e.is_extended_real is not True or not e.is_finite):
            raise AuditError(f"entry ({i + 1}, {j + 1}) = {expr_text(e)} is not a finite real number")
    return M


def parse_matrix(text: str, param: str | None = None, fixed: dict | None = None) -> tuple[sp.Matrix, sp.Symbol]:
    """'[[1, t, 1], [1, 1, t**2], [1, 1, 1]]' -> (sympy Matrix, the parameter symbol).

    Every name in the text is a real parameter; ``fixed`` substitutes values for some of
    them; the parameter is ``param``, or the only name left."""
    M = read_matrix(text)
    fixed = parse_fixed(fixed or {})
    check_fixed_names(fixed, {str(s) for s in M.free_symbols}, param)
    M = M.subs({s: fixed[str(s)] for s in M.free_symbols if str(s) in fixed})
    left = sorted(M.free_symbols, key=str)
    if param is None:
        if len(left) != 1:
            raise AuditError(
                "the matrix has no parameter"
                if not left
                else f"the matrix has parameters {', '.join(map(str, left))}: choose one (--param) "
                "and fix the others (--fixed NAME=VALUE), or audit two together (--param "
                f"{','.join(map(str, left[:2]))})"
            )
        return M, left[0]
    t = next((s for s in left if str(s) == str(param)), None)
    if t is None:
        raise AuditError(
            f"the matrix does not depend on {param}"
            + (f"; its parameters are {', '.join(map(str, left))}" if left else "")
        )
    extra = set(left) - {t}
    if extra:
        raise AuditError(
            f"the matrix has parameters other than {param}: {', '.join(sorted(map(str, extra)))}; "
            "fix them (e.g. --fixed a=1/5) or choose one of them as --param"
        )
    return M, t


def check_fixed_names(fixed: dict, present: set, param) -> None:
    """A fixed name must be a parameter of the family, and not one being audited."""
    audited = [str(p) for p in (param if isinstance(param, (tuple, list)) else [param]) if p is not None]
    for name in audited:
        if name in fixed:
            raise AuditError(
                f"{name} is the parameter being audited, so it cannot also be fixed "
                f"(drop {name}={expr_text(fixed[name])}, or audit another parameter)"
            )
    unknown = sorted(set(fixed) - present)
    if unknown:
        raise AuditError(
            f"cannot fix {', '.join(unknown)}: the family has no such parameter "
            f"(its parameters are {', '.join(sorted(present)) or 'none'})"
        )


def _range_end(which: str, text: str, part) -> sp.Expr:
    """One end of a range, given as text or a number: a rational, oo or -oo."""
    if isinstance(part, float):
        if math.isnan(part):
            raise AuditError(f"the {which} of the range {text!r} is not a real number")
        if math.isinf(part):
            return sp.oo if part > 0 else -sp.oo
        part = repr(part)  # the float as it is written: 0.1 -> 1/10, as the command line reads it
    if isinstance(part, Fraction):
        return sp.Rational(part.numerator, part.denominator)
    if isinstance(part, sp.Basic):
        value = part
    else:
        part = str(part).strip().replace("∞", "oo")  # the infinity sign, as the report prints it
        if _syntax_error("", part) or part.endswith(("+", "-", "*", "/")):
            raise AuditError(f"the {which} of the range {text!r}, {part!r}, does not parse")
        if _too_large(part):
            raise AuditError(
                f"the {which} of the range {text!r}, {part!r}, is too large for exact work (a power of "
                f"more than {_POWER_DIGITS} digits; use oo or -oo for an unbounded range)"
            )
        try:
            value = sp.sympify(part, rational=True)
        except Exception:
            raise AuditError(f"the {which} of the range {text!r}, {part!r}, does not parse") from None
    if not isinstance(value, sp.Expr) or value.free_symbols or not value.is_number:
        raise AuditError(f"the {which} of the range {text!r}, {str(part)!r}, is not a number")
    if value.is_extended_real is not True:
        raise AuditError(f"the {which} of the range {text!r}, {str(part)!r}, is not a real number (or oo, -oo)")
    if value.is_finite and not value.is_Rational:
        raise AuditError(
            f"the {which} of the range {text!r}, {str(part)!r}, is irrational: give a fraction "
            "(e.g. 7/5) or oo; the audit compares every root with the ends exactly"
        )
    if value.is_finite and max(abs(value.p), value.q) > 10**60:
        raise AuditError(
            f"the {which} of the range {text!r}, {str(part)!r}, has more than 60 digits: too large "
            "for exact work (use oo or -oo for an unbounded range)"
        )
    return value


def parse_range(text) -> sp.Interval:
    """'1..oo', '0..999', '(0..1]', '-5..5', a tuple (1, 10) (closed at finite ends) or a
    sympy Interval -> Interval.  The ends are fractions or +-oo."""
    if isinstance(text, sp.Interval):
        lo = _range_end("start", str(text), text.start)
        hi = _range_end("end", str(text), text.end)
        return sp.Interval(lo, hi, text.left_open, text.right_open)
    if isinstance(text, (tuple, list)):
        if len(text) != 2:
            raise AuditError(f"a range given as a tuple is (start, end), e.g. (1, 10); got {text!r}")
        shown = repr(tuple(text))
        lo, hi = _range_end("start", shown, text[0]), _range_end("end", shown, text[1])
        if not bool(lo < hi):
            raise AuditError(f"the range {shown} must have start < end")
        return sp.Interval(lo, hi)
    if not isinstance(text, str):
        raise AuditError(f"a range is text like '1..oo', a tuple (1, 10) or a sympy Interval; got {text!r}")
    s = text.strip()
    if ".." not in s or "..." in s or s.count("..") > 1:
        raise AuditError(f"a range looks like '1..oo' or '(0..1]', got {text!r}")
    lo_s, hi_s = (part.strip() for part in s.split("..", 1))
    # a bracket is one that its end's own parentheses do not close: '(0..1]' and '0..sqrt(4))'
    # are open at that end, '(1/2)..sqrt(4)' is not
    left_open = lo_s.startswith("(") and lo_s.count("(") > lo_s.count(")")
    right_open = hi_s.endswith(")") and hi_s.count(")") > hi_s.count("(")
    if left_open or lo_s.startswith("["):
        lo_s = lo_s[1:]
    if right_open or hi_s.endswith("]"):
        hi_s = hi_s[:-1]
    lo = _range_end("start", text, lo_s.strip() or "-oo")
    hi = _range_end("end", text, hi_s.strip() or "oo")
    if not bool(lo < hi):
        raise AuditError(f"the range {text!r} must have start < end")
    return sp.Interval(lo, hi, left_open or lo == -sp.oo, right_open or hi == sp.oo)


def parse_ranges(over, names: list[str]) -> dict:
    """Ranges of several parameters: a dict {name: range}, or items 'NAME=RANGE' (a text
    range without a name applies to every parameter) -> {name: Interval or None}."""
    out: dict = {name: None for name in names}
    if over is None:
        return out
    if isinstance(over, dict):
        items = [(str(k), v) for k, v in over.items()]
    else:
        items = []
        for item in [over] if isinstance(over, (str, sp.Interval)) else list(over):
            if isinstance(item, str) and "=" in item:
                name, _, value = item.partition("=")
                items.append((name.strip(), value.strip()))
            elif isinstance(item, str) and len(items) == 0 and not isinstance(over, (list, tuple)):
                items.extend((name, item) for name in names)
            elif len(names) == 1:  # one parameter: a range without its name is its range
                items.append((names[0], item))
            else:
                raise AuditError(
                    f"with two parameters, give each range as NAME=RANGE, e.g. --over {names[0]}=0..1 "
                    f"(Python: over={{'{names[0]}': '0..1'}}); got {item!r}"
                )
    given: dict = {}
    for name, value in items:
        if name not in out:
            raise AuditError(f"a range is given for {name}, which is not an audited parameter ({', '.join(names)})")
        if name in given:
            raise AuditError(f"a range for {name} is given twice ({given[name]} and {value}): give one")
        given[name] = value
        out[name] = parse_range(value)
    return out


def load_family(spec: str, param=None, fixed=None):
    """'package.module:function' or 'path/to/file.py:function' (a file, loaded as ``--claims``
    loads one, its folder importable while it runs) -> (Family, default range of the parameter
    from its domain)."""
    module_name, _, attr = (
        (part.strip() for part in spec.rpartition(":"))
        if ".py:" in spec
        else (part.strip() for part in spec.partition(":"))
    )
    if not attr:
        raise AuditError(f"give the family as module:function, e.g. kappamcc.families.experiments:m2 (got {spec!r})")
    if not module_name:
        raise AuditError(
            f"give the module before the ':' in {spec!r}, as module:function, e.g. kappamcc.families.experiments:{attr}"
        )
    try:
        module = _module_from_file(module_name) if module_name.endswith(".py") else importlib.import_module(module_name)
    except ImportError as exc:
        raise AuditError(f"cannot load {spec!r}: {_one_line(exc, with_type=False)}") from None
    except (Exception, SystemExit) as exc:  # whatever the user's module raises (or exits with) while it imports
        raise AuditError(f"cannot load {spec!r}: importing {module_name} raised {_one_line(exc)}") from None
    try:
        obj = getattr(module, attr)
    except AttributeError as exc:
        raise AuditError(f"cannot load {spec!r}: {_one_line(exc, with_type=False)}") from None
    if callable(obj):
        try:
            inspect.signature(obj).bind()
        except TypeError as exc:
            raise AuditError(f"{spec} must be callable without arguments and return a Family ({exc})") from None
        except ValueError:  # no signature to inspect (a builtin): calling it will tell
            pass
    try:
        family = obj() if callable(obj) else obj
    except (Exception, SystemExit) as exc:  # the user's function, Family's own checks included
        raise AuditError(f"{spec} did not build its family: it raised {_one_line(exc)}") from None
    if not isinstance(family, Family):
        raise AuditError(f"{spec} is not a Family (got {type(family).__name__})")
    fixed = parse_fixed(fixed or {})
    check_fixed_names(fixed, parameter_names(family), param)
    return family, domain_range(family, param if not isinstance(param, (tuple, list)) else None, fixed)


def _module_from_file(path_text: str):
    """A module loaded from a .py file, as ``--claims`` loads one (its folder importable while it
    runs); ImportError when there is no such file."""
    path = Path(path_text).expanduser().resolve()
    if not path.is_file():
        raise ImportError(f"no such file: {path_text}")
    name = "kappamcc_family_file_" + hashlib.sha256(str(path).encode()).hexdigest()[:10]
    return module_from_file(path, name, path.parent)


def _one_line(exc: BaseException, with_type: bool = True) -> str:
    """An exception as one line: its type and its message with the line breaks removed."""
    text = " ".join(str(exc).split())
    if not with_type:
        return text or type(exc).__name__
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def parameter_names(family) -> set:
    names = {str(s) for s in family.matrix.free_symbols}
    if isinstance(family, Family):
        names |= {str(s) for s in family.domain.symbols}
    return names


def check_domain(family: Family, fixed: dict) -> None:
    """Fixed values must satisfy the family's own conditions on them (e.g. a >= 0)."""
    for c in family.domain.constraints:
        sub = {s: fixed[str(s)] for s in c.free_symbols if str(s) in fixed}
        if not sub:
            continue
        if c.subs(sub) is sp.false:
            shown = ", ".join(f"{k} = {expr_text(v)}" for k, v in sorted((str(k), v) for k, v in sub.items()))
            raise AuditError(f"{shown} is outside the family's domain: it requires {expr_text(c)}")


def domain_range(family: Family, param=None, fixed=None) -> sp.Interval:
    """The parameter's interval read off the family's domain constraints (default 0..oo)."""
    fixed = {k: sp.nsimplify(v) for k, v in (fixed or {}).items()}
    free = sorted((s for s in family.matrix.free_symbols if str(s) not in fixed), key=str)
    t = next((s for s in free if str(s) == str(param)), free[0] if len(free) == 1 else None)
    if t is None:
        return sp.Interval(0, sp.oo)
    constraints = [
        c.subs({s: fixed[str(s)] for s in c.free_symbols if str(s) in fixed}) for c in family.domain.constraints
    ]
    iv = interval_of(t, constraints)
    return iv if iv is not None and iv.start != -sp.oo else sp.Interval(0, sp.oo)


def interval_text(iv: sp.Interval) -> str:
    """(0, 5], [1, oo): an interval as it is written by hand."""
    return f"{'(' if iv.left_open else '['}{expr_text(iv.start)}, {expr_text(iv.end)}{')' if iv.right_open else ']'}"
