"""Does every claim name the families whose metrics it states?

A claim about a family's matrices names the family (``families=(F,)``): the family's
constraints and ``entry >= 0`` then join its domain, so that a counterexample is a member of the
family, and the re-check prints the metric as ``kappa n M`` of that family's matrix.  Nothing
in the engine can tell that an expression is some family's kappa unless the claim says so, so a
claim that forgets is decided on the domain it states and printed as a closed form.

:func:`unnamed_family_metrics` finds the claims, among those given, whose domain a family they
take a metric from would narrow, against the families their modules hold
(:func:`module_families`).  The suite's test runs it on the whole catalogue, and the pytest
plugin on the claims files it runs (``docs/adding_claims.md``).  It is a check on the claims,
never a source of a verdict.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Iterable

import sympy as sp

from ..model.family import AggregateFamily, Family
from ..model.family_constraints import constraints_for, symbolic_factors

__all__ = ["UnnamedMetric", "unnamed_family_metrics", "stated_expressions", "module_families"]


@dataclass(frozen=True)
class UnnamedMetric:
    """``claim_id`` states a metric that ``family`` derives, and names no family that derives it."""

    claim_id: str
    family: str
    metric: sp.Expr

    def __str__(self) -> str:
        return (
            f"{self.claim_id}: states a metric of the family {self.family!r}, whose constraints its domain "
            "lacks, without naming it: add families=(F,), F that Family object"
        )


def stated_expressions(claim) -> tuple:
    """The expressions of a claim whose families it names (the kinds that take ``families=``):
    a Relation's links, a Limit's, Extremum's, Monotone's or Convex's expression, a Derived
    claim's formula; () for the other kinds."""
    if hasattr(claim, "links"):
        return tuple(claim.links)
    if hasattr(claim, "formula"):
        goal = claim.formula.goal if isinstance(claim.formula.goal, tuple) else (claim.formula.goal,)
        return (*claim.formula.hyps, *goal)
    if hasattr(claim, "expr") and type(claim).__name__ in ("Limit", "Extremum", "Monotone", "Convex"):
        return (claim.expr,)
    return ()


def _claims_within(claims) -> Iterable:
    stack = list(claims)
    seen: set = set()
    while stack:
        c = stack.pop()
        if id(c) in seen:
            continue
        seen.add(id(c))
        yield c
        stack.extend(getattr(c, "parts", ()) or ())
        stack.extend(x for x in (getattr(c, a, None) for a in ("claim", "negation", "correction")) if x is not None)


def _families_in(value, depth=1) -> list:
    if isinstance(value, (Family, AggregateFamily)):
        return [value]
    if depth and isinstance(value, dict):
        value = list(value.values())
    if depth and isinstance(value, (list, tuple)):
        return [f for v in value for f in _families_in(v, depth - 1)]
    return []


def module_families(claims) -> list:
    """The families the claims' modules hold (module-level names, and the values of a module-level
    dict, list or tuple), with those of ``kappamcc.families`` and those the claims name: what a
    claim in those modules can take a metric from."""
    names = {getattr(c, "module", None) for c in _claims_within(claims)} | {
        m for m in sys.modules if m == "kappamcc.families" or m.startswith("kappamcc.families.")
    }
    found: dict = {}
    for name in sorted(n for n in names if n in sys.modules):
        for value in vars(sys.modules[name]).values():
            for f in _families_in(value):
                found.setdefault(id(f), f)
    for c in _claims_within(claims):
        for f in getattr(c, "families", ()):
            found.setdefault(id(f), f)
    return list(found.values())


def _derived_form(d) -> bool:
    """A metric a statement can be seen to use: with symbols, and not a polynomial in them (kappa
    of a table whose denominator is a number evaluates to a polynomial, t - f, which claims write
    for reasons of their own)."""
    if not isinstance(d, sp.Expr) or not d.free_symbols:
        return False
    return not d.is_polynomial(*d.free_symbols)


def _metric_index(families) -> dict:
    """metric expression -> the families that derive it"""
    index: dict = {}
    for f in families:
        try:
            metrics = f.derived_metrics()
        except ValueError:  # a family whose metric is refused on its domain states nothing
            continue
        for d in metrics:
            if _derived_form(d):
                index.setdefault(d, []).append(f)
    return index


def _scaled_keys(index) -> dict:
    """the factors other than numbers (nested products flattened) of each product metric -> the
    metric: sympy flattens ``2 * K`` into one product of 2 and K's own factors, so K is then no
    subterm"""
    return {symbolic_factors(d): d for d in index if isinstance(d, sp.Mul) and symbolic_factors(d)}


def _found(expressions, index, scaled, memo: dict) -> set:
    """The metrics of ``index`` occurring in ``expressions``, as subterms or scaled products;
    ``memo`` keeps each subterm's answer (the claims share their families' metrics)."""
    found: set = set()
    for e in expressions:
        if isinstance(e, sp.Basic):
            found |= _found_in(e, index, scaled, memo)
    return found


def _found_in(e, index, scaled, memo: dict) -> frozenset:
    if e in memo:
        return memo[e]
    here = set()
    if e in index:
        here.add(e)
    elif isinstance(e, sp.Mul):
        d = scaled.get(symbolic_factors(e))
        if d is not None:
            here.add(d)
    for a in e.args:
        here |= _found_in(a, index, scaled, memo)
    memo[e] = frozenset(here)
    return memo[e]


def _narrows(family, claim, expressions) -> bool:
    """Naming ``family`` would add a constraint to the claim's domain (or formula's hypotheses)."""
    have = tuple(claim.domain.constraints) + tuple(getattr(getattr(claim, "formula", None), "hyps", ()))
    extra, _ = constraints_for((family,), expressions, have)
    return any(c not in have for c in extra)


def unnamed_family_metrics(claims, families=None) -> list[UnnamedMetric]:
    """Each metric a claim among ``claims`` (their parts, inner claims and corrections too)
    states that a family derives, and that no family the claim names derives, where naming that
    family would narrow the claim's domain: a counterexample to the claim could then be a matrix
    outside the family, with a negative entry say.  (A claim may well print a family's metric
    by hand, ``sqrt(2) sqrt(A^2 + 100^2)`` for Asy(M5(A)), on a domain that already holds the
    family's constraints: it needs no name.)

    ``families``: the families to look for (default: :func:`module_families` of the claims)."""
    index = _metric_index(module_families(claims) if families is None else families)
    scaled = _scaled_keys(index)
    out: list = []
    memo: dict = {}
    for c in _claims_within(claims):
        expressions = stated_expressions(c)
        found = _found(expressions, index, scaled, memo)
        if not found:
            continue
        named = set()
        for f in getattr(c, "families", ()):
            named.update(f.derived_metrics())
        for d in sorted(found - named, key=sp.default_sort_key):
            narrowing = sorted({f.name for f in index[d] if _narrows(f, c, expressions)})
            if narrowing:
                out.append(UnnamedMetric(c.id, narrowing[0], d))
    return out
