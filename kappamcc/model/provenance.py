"""Where an expression came from: the family whose kappa, MCC, Asy or Ent it is.

A family records each expression it derives, with its matrix's entries and its domain.
A claim built on such an expression is about confusion matrices of that family, so the
claim kinds extend the claim's domain (:func:`constraints_for`):

* always with ``entry >= 0`` for every entry of the matrix: every point of the claim is a
  confusion matrix of the family's form, whatever domain the claim itself states;
* with the family's constraints on the parameters the claim leaves out (that no constraint
  of the claim mentions), when every family that derived the expression has the same
  domain.  A parameter the claim constrains itself is the claim's to range over: the
  papers do read a family beyond its stated range ("by symmetry, for A < 50 ..."), and
  such a claim is then decided over the valid matrices of that range.  When families with
  different domains share a matrix, the claim cannot say which one it means and only the
  entries' signs are added.

This module imports nothing of the suite, so both the families (which record) and the
claim kinds (which look up) can use it.
"""

from __future__ import annotations

from functools import lru_cache

import sympy as sp

from ..prove.plain_signs import NONNEGATIVE, POSITIVE, known_signs, sign_class
from ..prove.sign import Undecided, sign

__all__ = ["record", "origins_of", "recorded", "constraints_for", "plainly_nonnegative"]

# expression -> {(family name, constraints, symbols, text, entries)}
_ORIGIN: dict = {}


def record(expr, domain, family_name: str, entries: tuple = ()) -> None:
    """Note that ``expr`` is a metric of the family ``family_name`` (matrix entries
    ``entries``) over ``domain``."""
    if getattr(expr, "is_Atom", True):
        return  # a bare symbol or number belongs to no one family
    _ORIGIN.setdefault(expr, set()).add(
        (family_name, tuple(domain.constraints), tuple(domain.symbols), domain.text, tuple(entries))
    )


def origins_of(expr) -> frozenset:
    """The records of the families that derived ``expr``: (family name, constraints, symbols,
    domain text, matrix entries); empty when none did."""
    return frozenset(_ORIGIN.get(expr, ()))


def recorded() -> tuple:
    """Every expression some family derived, in the order they were recorded."""
    return tuple(_ORIGIN)


def _origins(expressions) -> list:
    found: dict = {}
    stack, seen = list(expressions), set()
    while stack:
        e = stack.pop()
        if getattr(e, "is_Atom", True) or e in seen:  # a shared subterm is walked once
            continue
        seen.add(e)
        origins = _ORIGIN.get(e)
        if origins:
            found[frozenset(origins)] = None
        stack.extend(e.args)
    return list(found)


def constraints_for(expressions, claim_constraints=()) -> tuple[list, list, list[str]]:
    """(constraints, symbols, family names) that a claim on ``expressions`` with
    ``claim_constraints`` must add to its domain (see the module docstring); empty when no
    family's expression occurs.  Only constraints on symbols the expressions use are added
    (a parameter the claim's expressions do not involve constrains nothing it says)."""
    expressions = list(expressions)
    used = set().union(*(getattr(e, "free_symbols", set()) for e in expressions)) if expressions else set()
    stated = set().union(*(c.free_symbols for c in claim_constraints)) if claim_constraints else set()
    constraints: list = []
    symbols: list = []
    names: list[str] = []
    for origins in _origins(expressions):
        domains = {(c, s) for _, c, s, _, _ in origins}
        entries = {e for *_, es in origins for e in es}
        names.extend(sorted({name for name, *_ in origins}))
        family = next(iter(domains)) if len(domains) == 1 else ((), ())
        for e in sorted(entries, key=str):
            if (
                not e.is_number
                and e.free_symbols <= used
                and not plainly_nonnegative(e, tuple(claim_constraints) + family[0])
            ):
                constraints.append(e >= 0)
        constraints.extend(c for c in family[0] if c.free_symbols <= used and not (c.free_symbols & stated))
        symbols.extend(x for x in family[1] if x in used)
    return constraints, symbols, names


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
