"""Exact evaluation: a relation at a point.

Every counterexample the provers report passes through :func:`relation_holds` with
exact arithmetic before it is believed.  Every sign is decided by the sign service
(:mod:`kappamcc.prove.sign`: rigorous balls, then minimal polynomials): never by a float,
and an undecided sign raises ``Undecided`` instead of becoming an answer.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Mapping

import flint
import sympy as sp
from sympy.logic.boolalg import BooleanTrue, BooleanFalse

from .sign import Undecided, UndefinedAtPoint, sign

__all__ = [
    "UndefinedAtPoint",
    "Undecided",
    "exact_sign",
    "evaluate",
    "relation_holds",
    "logic_holds",
    "radicand_and_denominators",
    "declared_signs",
    "sign_only",
    "violated_assumptions",
    "nonreal_symbols",
]


def exact_sign(e: sp.Expr) -> int:
    """Sign (-1, 0, 1) of a closed real number given exactly: the sign service
    (:func:`kappamcc.prove.sign.sign`; raises ``Undecided`` when it cannot decide)."""
    return sign(e)


def radicand_and_denominators(expr: sp.Expr):
    """Yield ('den', d) for each denominator and ('rad', r) for each square-root radicand."""
    for sub in sp.preorder_traversal(expr):
        if isinstance(sub, sp.Pow):
            base, ex = sub.as_base_exp()
            if ex.is_Rational and ex.q == 2:
                yield ("rad", base)
            if ex.is_Rational and ex < 0:  # exact-ok: a rational exponent's sign
                yield ("den", base)


@lru_cache(maxsize=8192)
def _partial_subterms(expr: sp.Expr) -> tuple:
    """(the ('den' | 'rad', subterm) pairs, the logs) of ``expr``: found once per expression,
    since a domain's constraints and a claim's sides are evaluated at many points."""
    partial = tuple((kind, sp.sympify(sub)) for kind, sub in radicand_and_denominators(expr))
    return partial, tuple(expr.atoms(sp.log))


def evaluate(expr: sp.Expr, point: Mapping[sp.Symbol, sp.Expr]) -> sp.Expr:
    """Exact value of ``expr`` at ``point``; raises UndefinedAtPoint on 0 denominators or negative radicands."""
    expr = _taken_branches(sp.sympify(expr), point)
    partial, logs = _partial_subterms(expr)
    for kind, sub in partial:
        v = sub.xreplace(dict(point))
        if v.free_symbols:
            continue
        s = exact_sign(v)
        if kind == "den" and s == 0:
            raise UndefinedAtPoint(f"denominator {sub} vanishes at {dict(point)}")
        if kind == "rad" and s < 0:
            raise UndefinedAtPoint(f"square root of negative {sub} at {dict(point)}")
    for lg in logs:
        v = lg.args[0].xreplace(dict(point))
        if not v.free_symbols and exact_sign(v) <= 0:
            raise UndefinedAtPoint(f"log of non-positive {lg.args[0]} at {dict(point)}")
    value = expr.xreplace(dict(point))
    if value.has(sp.zoo, sp.nan):
        raise UndefinedAtPoint(f"{expr} is undefined at {dict(point)}")
    return value


def _taken_branches(expr: sp.Expr, point: Mapping) -> sp.Expr:
    """``expr`` with each Piecewise whose condition is decided at ``point`` replaced by the
    branch taken there: a branch not taken need not be defined (0 log 0 = 0 written as
    Piecewise((0, Eq(p, 0)), (p log p, True)) is 0 at p = 0).  A Piecewise whose conditions
    are not decided there keeps every branch, and so every branch's obligations."""
    if not expr.has(sp.Piecewise):
        return expr

    def taken(piecewise):
        for branch, condition in piecewise.args:
            if condition.free_symbols - set(point):
                return piecewise
            try:
                if relation_holds(condition.xreplace(dict(point)), point):
                    return branch
            except (UndefinedAtPoint, Undecided, ValueError, TypeError):
                return piecewise
        return sp.nan  # no branch is taken: the value is undefined there

    return expr.replace(lambda e: isinstance(e, sp.Piecewise), taken)


def logic_holds(rel, atom) -> bool:
    """A boolean combination (And, Or, Not, Implies, True/False) of relations, with each
    relation decided by ``atom(relation)``: shared by the exact and the numeric evaluation.

    A relation that is undefined at the point (``atom`` raises UndefinedAtPoint) is neither
    true nor false, and the connectives follow Kleene's three-valued logic, so the answer
    does not depend on the order of the arguments: an Or with a true part holds, an And
    with a false part fails, and anything else with an undefined part is undefined (the
    first UndefinedAtPoint is raised)."""
    undefined: list = []
    value = _kleene(rel, atom, undefined)
    if value is None:
        raise undefined[0]
    return value


def _kleene(rel, atom, undefined: list):
    if isinstance(rel, (bool, BooleanTrue, BooleanFalse)):
        return bool(rel)
    if isinstance(rel, (sp.And, sp.Or)):
        values = [_kleene(a, atom, undefined) for a in rel.args]
        decisive = isinstance(rel, sp.Or)  # the value one part settles the whole with
        return decisive if decisive in values else None if None in values else not decisive
    if isinstance(rel, sp.Not):
        v = _kleene(rel.args[0], atom, undefined)
        return None if v is None else not v
    if isinstance(rel, sp.Implies):
        a, b = (_kleene(part, atom, undefined) for part in rel.args)
        return True if a is False or b is True else None if None in (a, b) else False
    try:
        return atom(rel)
    except UndefinedAtPoint as exc:
        undefined.append(exc)
        return None


def relation_holds(rel, point: Mapping[sp.Symbol, sp.Expr]) -> bool:
    """Decide a relation (Eq, Ne, <, <=, >, >=, And, Or, Not, Implies) exactly at a point."""
    return logic_holds(rel, lambda r: _atom_holds(r, point))


class _NotRational(Exception):
    """A node outside the rational functions, or a value that is not rational."""


def _rational_value(e, point, memo):
    """``e`` at a rational point with FLINT's exact rationals, for the rational functions
    (sums, products, integer powers); a zero denominator raises ZeroDivisionError."""
    if e in memo:
        return memo[e]
    if e.is_Symbol:
        v = point.get(e)
        v = sp.sympify(v) if v is not None else None
        if v is None or not v.is_Rational:
            raise _NotRational(str(e))
        out = flint.fmpq(int(v.p), int(v.q))
    elif e.is_Rational:
        out = flint.fmpq(int(e.p), int(e.q))
    elif isinstance(e, sp.Add):
        out = flint.fmpq(0)
        for a in e.args:
            out += _rational_value(a, point, memo)
    elif isinstance(e, sp.Mul):
        out = flint.fmpq(1)
        for a in e.args:
            out *= _rational_value(a, point, memo)
    elif isinstance(e, sp.Pow) and e.exp.is_Integer:
        base, n = _rational_value(e.base, point, memo), int(e.exp)
        if n < 0 and base == 0:
            raise ZeroDivisionError(f"{e.base} is 0")
        out = base**n if n >= 0 else 1 / base ** (-n)
    else:
        raise _NotRational(type(e).__name__)
    memo[e] = out
    return out


def _rational_difference_sign(rel, point) -> int | None:
    """The sign of lhs - rhs when both are rational functions and the point is rational
    (exact, no sympy evaluation); None when not; UndefinedAtPoint at a zero denominator."""
    try:
        memo: dict = {}
        d = _rational_value(rel.lhs, point, memo) - _rational_value(rel.rhs, point, memo)
    except _NotRational:
        return None
    except ZeroDivisionError as exc:
        raise UndefinedAtPoint(f"a denominator vanishes at {dict(point)} ({exc})") from None
    return (d > 0) - (d < 0)


def _atom_holds(rel, point) -> bool:
    if isinstance(rel, sp.core.relational.Relational):
        s = _rational_difference_sign(rel, point)
        if s is None:
            s = exact_sign(evaluate(rel.lhs, point) - evaluate(rel.rhs, point))
        return {"==": s == 0, "!=": s != 0, "<": s < 0, "<=": s <= 0, ">": s > 0, ">=": s >= 0}[rel.rel_op]
    raise TypeError(f"not a relation: {rel!r}")


# assumptions a point's value can be checked against exactly; every other assumption
# (commutative, finite, hermitian, ...) holds for any real number
_SIGN_CHECKS = {
    "positive": lambda s: s > 0,
    "negative": lambda s: s < 0,
    "zero": lambda s: s == 0,
    "nonzero": lambda s: s != 0,
    "nonpositive": lambda s: s <= 0,
    "nonnegative": lambda s: s >= 0,
}
_NUMBER_CHECKS = ("integer", "rational", "irrational", "even", "odd", "prime", "composite", "noninteger")


def nonreal_symbols(symbols) -> list:
    """Symbols declared non-real (imaginary, or complex without being real): no prover here
    reasons about them, so a claim over them is refused rather than decided over the reals."""
    return [
        s
        for s in symbols
        if isinstance(s, sp.Symbol)
        and (
            s.is_real is False
            or s.is_imaginary
            or (s.assumptions0.get("complex") and s.is_real is not True)
            # extended reals include +-oo: not a real variable either
            or (
                s.is_real is not True
                and any(v for k, v in s.assumptions0.items() if k.startswith("extended_") or k == "infinite")
            )
        )
    ]


def declared_signs(symbol) -> list:
    """The sign a symbol's assumptions declare, as relations (unevaluated: sympy would turn
    ``q > 0`` into True for a positive q), for the provers that need them spelled out."""
    zero = sp.Integer(0)
    if symbol.is_positive:  # exact-ok: a symbol's declared assumption
        return [sp.StrictGreaterThan(symbol, zero, evaluate=False)]
    if symbol.is_nonnegative:  # exact-ok: a symbol's declared assumption
        return [sp.GreaterThan(symbol, zero, evaluate=False)]
    if symbol.is_negative:  # exact-ok: a symbol's declared assumption
        return [sp.StrictLessThan(symbol, zero, evaluate=False)]
    if symbol.is_nonpositive:  # exact-ok: a symbol's declared assumption
        return [sp.LessThan(symbol, zero, evaluate=False)]
    if symbol.is_nonzero:  # exact-ok: a symbol's declared assumption
        return [sp.Ne(symbol, zero, evaluate=False)]
    return []


_SIGN_KEYWORD = {">": "positive", ">=": "nonnegative", "<": "negative", "<=": "nonpositive", "!=": "nonzero"}


# what every real symbol's assumptions say (that it is a finite real number), and the extended_
# forms sympy adds beside a declared sign
_JUST_REAL = frozenset({"real", "complex", "commutative", "hermitian", "finite", "extended_real"})


def declared_beyond_real(symbol) -> list[str]:
    """The assumptions a symbol declares beyond being a real number, sorted (``positive``,
    ``integer``, ``infinite``, ...); [] for a plain real symbol or one with no assumption."""
    told = {k for k, v in symbol.assumptions0.items() if v is True and k not in _JUST_REAL}
    return sorted(k for k in told if not (k.startswith("extended_") and k[len("extended_") :] in told))


def sign_only(symbol) -> bool:
    """True when a symbol's assumptions say no more than that it is real (or nothing at all)
    and the sign :func:`declared_signs` spells out.  A fact about such a symbol holds at every
    real value with that sign; an integer, zero, rational or extended-real symbol says more,
    and sympy evaluates with it (floor(n) is n for an integer n, |z| is 0 for a zero z)."""
    signs = declared_signs(symbol)
    keywords = {_SIGN_KEYWORD[signs[0].rel_op]: True} if signs else {}
    if symbol.is_real:  # exact-ok: a symbol's declared assumption
        keywords["real"] = True
    return sp.Dummy(**keywords).assumptions0 == symbol.assumptions0


def violated_assumptions(point: Mapping) -> list[str]:
    """The symbol assumptions (positive, integer, ...) a point breaks; [] if it respects them.

    A value whose property cannot be decided exactly counts as a violation: a counterexample
    must be shown to respect every assumption, not merely fail to contradict one."""
    out = []
    for sym, value in dict(point).items():
        if not isinstance(sym, sp.Symbol):
            continue
        value = sp.sympify(value)
        facts = sym.assumptions0
        for key, want in facts.items():
            if key in _SIGN_CHECKS:
                try:
                    ok = _SIGN_CHECKS[key](exact_sign(value)) == want
                except ValueError:
                    ok = False
            elif key in _NUMBER_CHECKS:
                ok = getattr(value, "is_" + key) is want
            elif key in ("real", "extended_real", "complex", "finite"):
                ok = (value.is_real is True) if want else False
            else:
                continue
            if not ok:
                out.append(f"{sym} = {value} is not {'' if want else 'non-'}{key}")
    return out
