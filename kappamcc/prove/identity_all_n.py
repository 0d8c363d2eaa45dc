"""Identities between index-sum polynomials that hold for every number of classes N.

Statements such as "eq. (4) equals the marginal form for every number of classes N"
are identities between polynomials built from sums over class indices:
``sum_{k,l,m} (C_kk C_lm - C_mk C_kl) = S tr - sum_k r_k c_k``.  They are decided for
*all* N at once by the relabelling theorem below, then checked by ordinary
polynomial expansion at one finite size.

**Relabelling theorem.**  Let E be a finite sum of terms
``coeff * sum_{alpha} prod_f x_f(alpha)`` where alpha assigns values in {1..N} to the
term's indices (bound ones summed, free ones fixed), subject to ``u != v``
constraints, every bound index occurs in at least one factor, and the arrays come
from a family closed under relabelling the classes (generic, symmetric, diagonal
matrices; vectors).  Expand E into monomials in the array entries.  The entries of
a monomial carry the index values alpha took, so the number of alphas producing a
given monomial m depends only on the values occurring in m, not on N; and any
permutation of {1..N} maps the coefficient of m to that of the relabelled monomial.
A monomial takes at most K distinct values, K the largest number of indices of a
term (bound plus free), so every monomial is a relabelling of one that occurs at
N = K.  Hence E = 0 for every N >= 1 iff E = 0 at N = K (with the free indices
taking every pattern of equalities).  :func:`prove_identity_all_n` checks the
hypotheses of the theorem mechanically and then expands at N = K.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, partial
from typing import Callable, Sequence

import sympy as sp

from .index_sums import (
    DELTA,
    Array,
    IndexFraction,
    IndexPoly,
    _eliminate_deltas,
    _prod,
    _ring_for,
    _split_common,
    _Term,
)

__all__ = [
    "prove_identity_all_n",
    "check_arrays",
    "named_like_an_entry",
    "AllNResult",
    "ExpansionTooLarge",
    "EXPANSION_LIMIT",
]


def _set_partitions(items):
    items = list(items)
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in _set_partitions(rest):
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1 :]
        yield [[first]] + part


# the most monomials an expansion may enumerate (a bound: N^(bound indices) per term);
# beyond it the identity is left undecided rather than exhausting the machine's memory
EXPANSION_LIMIT = 2_000_000


class ExpansionTooLarge(ValueError):
    """The relabelling theorem needs an expansion too large to carry out: undecided."""


@dataclass
class AllNResult:
    holds: bool
    size_checked: int
    detail: str
    # a failure's expanded difference, as sympy only when asked: converting a large residual
    # costs seconds, and a failed comparison of denominators is followed by another attempt
    residual_of: Callable[[], sp.Expr] | None = None
    free_values: dict | None = None  # the free indices' values (0-based) where it fails

    @cached_property
    def residual(self) -> sp.Expr | None:
        return None if self.residual_of is None else self.residual_of()


# kinds whose entries may share a stem: the entries of each are permuted alike by a
# relabelling of the classes (a vector v_k and a diagonal matrix D_kk = v_k, say); a
# generic and a symmetric array on one stem are not (C_12 and C_21 are two entries of
# one, a single entry of the other), so the theorem would not apply
_STEM_COMPATIBLE = ({"generic"}, {"symmetric"}, {"vector", "diagonal"}, {"delta"})


def check_arrays(arrays: Sequence[Array]) -> None:
    """The arrays of one statement are closed under relabelling: distinct names, and a stem
    shared only by arrays whose kinds permute alike.  A ValueError names the conflict."""
    names: dict[str, Array] = {}
    stems: dict[str, list[Array]] = {}
    for a in arrays:
        if a.name in names:
            raise ValueError(f"two arrays are named {a.name!r}: give each array its own name")
        names[a.name] = a
        stems.setdefault(a.symbol, []).append(a)
    for stem, group in stems.items():
        kinds = {a.kind for a in group}
        if not any(kinds <= ok for ok in _STEM_COMPATIBLE):
            listed = ", ".join(f"{a.name} ({a.kind})" for a in group)
            raise ValueError(
                f"arrays {listed} share the entry stem {stem!r} but a relabelling of the classes "
                "permutes their entries differently, so the relabelling theorem does not apply: "
                "give them different stems (symbol=...) or the same kind"
            )
    for stem in stems:
        if re.search(r"_\d+$", stem):
            raise ValueError(
                f"the entry stem {stem!r} ends in _<number>, so its entries could be named like "
                "another array's (C_1_2 is entry (1, 2) of C): choose a stem that does not"
            )
    for a in arrays:
        clash = named_like_an_entry(a.scale.free_symbols, arrays)
        if clash:
            raise ValueError(
                f"array {a.name}: its scale uses {', '.join(sorted(clash))}, named like an array "
                "entry: rename the scale's symbols"
            )


def named_like_an_entry(symbols, arrays) -> set:
    """The names among ``symbols`` that are spelled like an entry of one of ``arrays``
    (stem_i or stem_i_j): as sympy symbols they would be that entry."""
    stems = {a.symbol for a in arrays}
    return {str(s) for s in symbols if (m := re.fullmatch(r"(.+?)(?:_\d+){1,2}", str(s))) and m.group(1) in stems}


def prove_identity_all_n(lhs, rhs, arrays: Sequence[Array]) -> AllNResult:
    """Decide lhs == rhs for every N >= 1 by the relabelling theorem (module docstring).

    Fractions are cross-multiplied: the verdict then covers every matrix on which both
    denominators are non-zero (the claim's domain must say so).

    **Invariance rule** (arrays with ``relabelled=True``).  A closed term (no free index) whose
    array factors are all relabelled by one permutation sigma equals the same term on the
    stems' own arrays: re-index every bound index b by sigma(b), a bijection of the index tuples
    that keeps every ``!=`` constraint and Kronecker delta.  So when every term of each side is
    closed and either wholly relabelled or wholly plain, the relabelled arrays are replaced by
    their stems' plain arrays and the identity decided as usual; a failure there is a failure
    at sigma = the identity, a permutation too.  Anything else (a free index, a term mixing
    relabelled and plain factors) is outside the rule: a ValueError, so undecided.
    """
    check_arrays(arrays)
    if any(a.relabelled for a in arrays):
        lhs, rhs, arrays = _without_relabelling(lhs, rhs, arrays)
    if isinstance(lhs, IndexFraction) or isinstance(rhs, IndexFraction):
        lhs, rhs = IndexFraction.of(lhs), IndexFraction.of(rhs)
        _, only_l, only_r = _split_common(lhs.den, rhs.den)  # common factors cancel
        # equal numerators and equal denominators suffice (and keep N small) ...
        dens = prove_identity_all_n(_prod(only_l), _prod(only_r), arrays)
        if dens.holds:
            nums = prove_identity_all_n(lhs.num, rhs.num, arrays)
            if nums.holds:
                return AllNResult(
                    True,
                    max(dens.size_checked, nums.size_checked),
                    "numerators and denominators equal separately; " + nums.detail,
                )
        # ... otherwise cross-multiply
        lhs, rhs = lhs.num * _prod(only_r), rhs.num * _prod(only_l)
    diff = lhs - rhs
    diff.check_theorem_hypotheses()
    clash = named_like_an_entry(set().union(*(sp.sympify(t.coeff).free_symbols for t in diff.terms)), arrays)
    if clash:
        raise ValueError(f"the symbols {', '.join(sorted(clash))} are spelled like array entries: rename them")
    table = {a.name: a.entries() for a in arrays}
    missing = diff.arrays() - set(table)
    if missing:
        raise ValueError(f"arrays {missing} not declared")
    free = sorted(diff.free(), key=lambda i: i.name)
    # every monomial type must occur at N = K: a term's own indices plus every free index of
    # the equation (a term may lack a free index another term has: x[i] = x[j])
    K = max(diff.width(extra=set(free)), len(free), 1)
    bounds = [len(e.bound) for e in (_eliminate_deltas(t, {}) for t in diff.terms) if e is not None]
    work = sum(K**b for b in bounds)
    if work > EXPANSION_LIMIT:
        raise ExpansionTooLarge(
            f"the relabelling theorem needs the expansion at N = {K}, about {work:.2e} "
            f"monomials (the limit is {EXPANSION_LIMIT:.0e}): not attempted"
        )
    for part in _set_partitions(free):
        if len(part) > K:
            continue
        values = {i: n for n, block in enumerate(part) for i in block}
        ring = _ring_for(K, table, [t.coeff for t in diff.terms])
        residual = diff.expand(K, table, values, ring)
        if residual != 0:
            return AllNResult(
                False, K, f"fails at N = {K} with free indices {values}", partial(ring.to_expr, residual), values
            )
    return AllNResult(
        True, K, f"relabelling theorem: every monomial type occurs at N = {K}; expanded difference is 0 there"
    )


def _without_relabelling(lhs, rhs, arrays):
    """The identity with every relabelled array replaced by its stem's plain array (the
    invariance rule of :func:`prove_identity_all_n`), after checking the rule applies."""
    relabelled = {a.name: a for a in arrays if a.relabelled}
    plain = [a for a in arrays if not a.relabelled]
    base = {}
    for name, a in relabelled.items():
        match = [
            b for b in plain if (b.symbol, b.kind, b.transposed, b.scale) == (a.symbol, a.kind, a.transposed, a.scale)
        ]
        if not match:
            raise ValueError(
                f"the relabelled array {name} has no plain array of the same stem, kind and layout "
                "among the statement's arrays"
            )
        base[name] = match[0].name
    lhs, rhs = (x if isinstance(x, (IndexPoly, IndexFraction)) else IndexPoly.const(x) for x in (lhs, rhs))
    polys = []
    for side in (lhs, rhs):
        polys += [side.num, *side.den] if isinstance(side, IndexFraction) else [side]
    for p in polys:
        for t in p.terms:
            if t.free():
                raise ValueError(
                    "the invariance rule covers closed terms only (no free index): a free class is renamed too"
                )
            names = {n for n, _ in t.factors if n != DELTA}
            if names & set(relabelled) and names - set(relabelled):
                raise ValueError("a term mixes relabelled and plain arrays: the invariance rule does not apply")

    def swap(p):
        return IndexPoly(
            _Term(t.coeff, t.bound, t.distinct, tuple((base.get(n, n), ix) for n, ix in t.factors)) for t in p.terms
        )

    def side(x):
        return IndexFraction(swap(x.num), tuple(swap(d) for d in x.den)) if isinstance(x, IndexFraction) else swap(x)

    return side(lhs), side(rhs), plain
