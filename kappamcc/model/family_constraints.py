"""The constraints a claim's named families add to its domain.

A claim about a family's matrices names the family (``families=(F,)``, a field of the claim:
:class:`kappamcc.model.family.Family` or ``AggregateFamily``).  Its domain is then extended
(:func:`constraints_for`):

* with ``entry >= 0`` for every entry of the family's matrix that the claim's expressions
  involve: every point of the claim is a confusion matrix of the family's form, whatever domain
  the claim itself states;
* with the family's constraints on the parameters the claim leaves out (that no constraint of
  the claim mentions).  A parameter the claim constrains itself is the claim's to range over:
  the papers do read a family beyond its stated range ("by symmetry, for A < 50 ..."), and such
  a claim is then decided over the valid matrices of that range.

Only constraints on symbols the claim's expressions use are added (a parameter the claim does
not involve constrains nothing it says).  A named family must derive an expression the claim
uses (:func:`unused_families`): naming a family narrows the domain, and a family the statement
is not about would narrow it silently.

Nothing here is a table: what is added is a function of the claim's own fields.  This module
imports nothing of the suite's families, so the claim kinds can use it.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Iterable

import sympy as sp

from ..prove.plain_signs import NONNEGATIVE, POSITIVE, known_signs, sign_class
from ..prove.sign import Undecided, sign

__all__ = ["constraints_for", "unused_families", "plainly_nonnegative", "flat_factors", "symbolic_factors", "scaled"]


def flat_factors(e) -> list:
    """The factors of a product, nested products flattened."""
    out: list = []
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, sp.Mul):
            stack.extend(x.args)
        else:
            out.append(x)
    return out


@lru_cache(maxsize=4096)
def symbolic_factors(e) -> frozenset:
    """The factors of a product that are not rational numbers (:func:`flat_factors`), with their
    multiplicities: a key equal for two products exactly when those factors are.  Memoised: a
    family's metric is compared with every product of every claim that names the family."""
    return frozenset(Counter(f for f in flat_factors(e) if not isinstance(f, sp.Rational)).items())


def scaled(sub, derived) -> bool:
    """``sub`` is ``c * derived`` for a rational ``c``, as sympy flattens it: one product of ``c``
    (merged with ``derived``'s own rational factor) and the other factors of ``derived``, so
    ``derived`` is no subterm."""
    if not isinstance(sub, sp.Mul) or not isinstance(derived, sp.Mul):
        return False
    own = symbolic_factors(derived)
    return bool(own) and symbolic_factors(sub) == own


def _stated(derived) -> bool:
    """A metric a statement can be seen to use: one with symbols (a number, 0 say, occurs in
    statements about anything)."""
    return isinstance(derived, sp.Expr) and bool(derived.free_symbols)


def _occurs(expressions, derived) -> bool:
    """``derived`` is a subterm of one of ``expressions``, or a rational multiple of it is
    (:func:`scaled`)."""
    expressions = [e for e in expressions if isinstance(e, sp.Basic)]
    if any(e == derived or e.has(derived) for e in expressions):
        return True
    return isinstance(derived, sp.Mul) and any(
        scaled(sub, derived) for e in expressions for sub in sp.preorder_traversal(e)
    )


def unused_families(families, expressions) -> list:
    """The named families none of whose derived metrics (``iter_metrics()``) with symbols
    occurs in ``expressions``: a family without parameters adds nothing to a domain, and its
    metrics, numbers, cannot be told apart from any other number."""
    expressions = list(expressions)
    return [f for f in families if not any(_occurs(expressions, d) for d in f.iter_metrics() if _stated(d))]


def constraints_for(families: Iterable, expressions, claim_constraints=()) -> tuple[list, list]:
    """(constraints, symbols) that a claim on ``expressions`` with ``claim_constraints`` about
    the matrices of ``families`` adds to its domain (see the module docstring)."""
    expressions = list(expressions)
    used = set().union(*(getattr(e, "free_symbols", set()) for e in expressions)) if expressions else set()
    stated = set().union(*(c.free_symbols for c in claim_constraints)) if claim_constraints else set()
    constraints: list = []
    symbols: list = []
    for family in families:
        own = tuple(family.domain.constraints)
        for e in sorted(set(family.entries), key=str):
            if (
                not e.is_number
                and e.free_symbols <= used
                and not plainly_nonnegative(e, tuple(claim_constraints) + own)
            ):
                constraints.append(e >= 0)
        constraints.extend(c for c in own if c.free_symbols <= used and not (c.free_symbols & stated))
        symbols.extend(x for x in family.domain.symbols if x in used)
    return constraints, symbols


def plainly_nonnegative(e, constraints) -> bool:
    """A sufficient syntactic test that ``e >= 0`` wherever ``constraints`` hold (see
    ``_plainly_nonnegative``), memoised: a family's entries come back in every claim on it."""
    return _plainly_nonnegative(e, tuple(constraints))


@lru_cache(maxsize=8192)
def _plainly_nonnegative(e, constraints: tuple) -> bool:
    """A sufficient syntactic test that ``e >= 0`` wherever ``constraints`` hold: what the
    constraints sign literally (:mod:`kappamcc.prove.plain_signs`), or, once every symbol of
    ``e`` is signed >= 0 so, a polynomial in them with non-negative coefficients (its
    expansion may hide a sum of such terms, (a + b)^2 - 2ab say).  False says nothing."""
    if not e.free_symbols:  # a number: a finite real >= 0 (nan, oo, zoo and I are not), signed exactly
        try:
            return sign(e) >= 0
        except (Undecided, ValueError):
            return False
    known = known_signs(constraints)
    if sign_class(e, known) in (POSITIVE, NONNEGATIVE):
        return True
    if not all(sign_class(x, known) in (POSITIVE, NONNEGATIVE) for x in e.free_symbols):
        return False
    try:
        poly = sp.Poly(e, *sorted(e.free_symbols, key=str))
    except sp.polys.polyerrors.BasePolynomialError:
        return False
    return (poly.domain.is_ZZ or poly.domain.is_QQ) and all(c >= 0 for c in poly.coeffs())
