"""Index sums as real atoms, and a positivity test for index sums over non-negative arrays.

**Atoms.**  A closed index sum (no free index) over N x N arrays is a real number for
every N and every array.  :func:`atomize` writes it as a polynomial in *atoms*: each term
is summed over its Kronecker deltas, split into connected components (bound indices
linked by a factor or a ``!=`` constraint), and each component, up to a renaming of its
indices, is one atom symbol (``Σ[C_ab C_ca]`` is sum_k r_k c_k).  A sum over independent
components is the product of their sums, so the polynomial is the index sum's value for
every N and every array: statements proved about the atoms as arbitrary reals, from facts
that hold for every array, hold for every array.  Two expressions may be equal without
having the same atoms (then an identity proved by the relabelling theorem says so); the
same atom never stands for two different sums.

**Positivity.**  :func:`nonnegative` decides a sufficient condition for an index sum (one
free index at most) to be >= 0 for every N, every value of the free index and arrays with
non-negative entries: expanded so that its indices take pairwise distinct values (a sum
over all index values is the sum over the patterns of equalities among them), every
monomial of entries has a non-negative coefficient after like terms are combined.
"""

from __future__ import annotations

import itertools
from typing import Callable

import sympy as sp

from .index_sums import DELTA, Index, IndexFraction, IndexPoly, _Term, _eliminate_deltas, bound_index_groups

__all__ = ["IndexSumAtom", "atomize", "atom_name", "atom_value", "nonnegative", "ATOMS"]

# canonical component -> its atom symbol; one table per process, so one sum is one symbol
ATOMS: dict = {}


class IndexSumAtom(sp.Symbol):
    """The real number an index sum is: a symbol of its own class, so a user's scalar
    spelled like an atom ("S", "tr") is never taken for the sum (sympy's symbols of two
    classes are never equal)."""


def _kinds(arrays) -> dict:
    """array name -> (entry stem, kind, transposed): atoms are keyed by the entries an array
    has (its stem and kind), so arrays sharing entries share atoms and different entries
    never do; a scale is a coefficient (:func:`_scales`)."""
    kinds = {DELTA: (DELTA, "delta", False)}
    for a in arrays:
        kinds[a.name] = (a.symbol, a.kind, a.transposed)
    return kinds


def _scales(arrays) -> dict:
    return {a.name: a.scale for a in arrays}


def _factor_key(name: str, idx: tuple, kinds: dict) -> tuple:
    if name not in kinds:
        raise ValueError(f"array {name} is not declared")
    stem, kind, transposed = kinds[name]
    if transposed:
        idx = tuple(reversed(idx))
    if kind == "symmetric":
        idx = tuple(sorted(idx))
    return (f"{stem}:{kind}", idx)


def _canonical(bound: tuple, distinct, factors, kinds: dict, fixed: tuple = ()) -> tuple:
    """The least rewriting of a sum under renamings of its bound indices (the ``fixed``,
    free, indices get names no bound index can have)."""
    best = None
    # free indices get names of their own, which no renamed bound index can take ("_0" is both otherwise)
    free = {Index(f): Index(f"\x00free{j}") for j, f in enumerate(fixed)}
    fixed = tuple(i.name for i in free.values())
    for perm in itertools.permutations(range(len(bound))):
        name = {**free, **{b: Index(f"_{k}") for k, b in zip(perm, bound)}}
        rename: Callable[[Index], Index] = lambda i: name.get(i, i)  # noqa: E731
        f = tuple(sorted(_factor_key(a, tuple(rename(i).name for i in ix), kinds) for a, ix in factors))
        d = tuple(sorted(tuple(sorted(rename(i).name for i in p)) for p in distinct))
        key = (len(bound), f, d, fixed)
        if best is None or key < best:
            best = key
    return best  # type: ignore[return-value]  # not None: permutations() gives at least one


def _components(t: _Term) -> list[_Term]:
    out = []
    for members in bound_index_groups(t):
        m = set(members)
        out.append(
            _Term(
                sp.Integer(1),
                tuple(members),
                frozenset(p for p in t.distinct if m & set(p)),
                tuple((a, ix) for a, ix in t.factors if m & set(ix)),
            )
        )
    return out


def atom_name(key: tuple) -> str:
    _, factors, distinct, _ = key
    body = " ".join(f"{a.split(':')[0]}_{''.join(i.lstrip('_') for i in ix)}" for a, ix in factors) or "1"
    cond = "".join(f", {p}≠{q}".replace("_", "") for p, q in distinct)
    return f"Σ[{body}{cond}]"


# the sums every statement uses, by the shape of their one component: (number of bound
# indices, factors as (kind, indices)) -> name
_KNOWN = {
    (2, (("01",),)): "S",
    (1, (("00",),)): "tr",
    (3, (("01", "12"),)): "Σr·c",
    (3, (("01", "02"),)): "Σr²",
    (3, (("01", "21"),)): "Σc²",
    (1, ()): "N",
}


def _friendly(key: tuple) -> str:
    """'S', 'tr', 'Σr·c', ... for the usual sums (with the array when it is not C), else the
    sum written out: Σ[C_01 C_23, 0≠2]."""
    n, factors, distinct, _ = key
    stems = {a for a, _ in factors}
    shape = (n, (tuple(ix for _, ix in factors),) if factors else ())
    shape = (n, (tuple("".join(i.lstrip("_") for i in ix) for _, ix in factors),)) if factors else (n, ())
    name = _KNOWN.get(shape) if not distinct and len(stems) <= 1 else None
    if name is None:  # written out; the kind of a one-stem sum is tagged, as below (C_sym, C_diag)
        kinds = {a.split(":")[1] for a in stems}
        tag = _KIND_TAG.get(next(iter(kinds)), "") if len(kinds) == 1 else ""
        return atom_name(key) + (f"_{tag}" if tag else "")
    stem, kind = next(iter(stems)).split(":") if stems else ("C", "generic")
    tags = ([] if stem == "C" else [stem]) + ([] if kind == "generic" else [_KIND_TAG.get(kind, kind)])
    return name + ("_" + ",".join(tags) if tags else "")


_KIND_TAG = {"symmetric": "sym", "diagonal": "diag", "vector": "vec"}


def _atom(key: tuple) -> sp.Symbol:
    if key not in ATOMS:
        name, taken = _friendly(key), {str(sym) for sym in ATOMS.values()}
        shown, n = name, len(ATOMS)
        while shown in taken:  # one sum, one symbol: never a name another sum has
            shown, n = f"{name}#{n}", n + 1
        ATOMS[key] = IndexSumAtom(shown, real=True)
    return ATOMS[key]


def atomize(e, arrays) -> sp.Expr:
    """A closed index sum (or a fraction of two) as a polynomial (or fraction) in atoms."""
    if isinstance(e, IndexFraction):
        return atomize(e.num, arrays) / atomize(e.denominator(), arrays)
    if not isinstance(e, IndexPoly):
        return sp.sympify(e)
    kinds, scales = _kinds(arrays), _scales(arrays)
    total = sp.Integer(0)
    for term in e.terms:
        if term.free():
            raise ValueError(
                f"an atom is a closed sum; this term has free indices {sorted(i.name for i in term.free())}"
            )
        t = _eliminate_deltas(term, {})
        if t is None:
            continue
        value = t.coeff
        for name, _ in t.factors:
            value *= scales.get(name, 1)
        for c in _components(t):
            value *= _atom(_canonical(c.bound, c.distinct, c.factors, kinds))
        total += value
    return sp.expand(total)


def atom_value(atom: sp.Symbol, N: int, entries) -> sp.Expr:
    """An atom's value for N x N arrays, summed term by term over every index value
    (independent of :func:`atomize`: a check of it).  ``entries(stem, kind, idx)`` gives an
    entry of the arrays with that stem and kind (idx a tuple of class indices)."""
    key = next((k for k, sym in ATOMS.items() if sym == atom), None)
    if key is None:
        raise ValueError(f"{atom} is not an atom")
    n, factors, distinct, _ = key
    names = [f"_{k}" for k in range(n)]
    total = sp.Integer(0)
    for values in itertools.product(range(N), repeat=n):
        at = dict(zip(names, values))
        if any(at[p] == at[q] for p, q in distinct):
            continue
        term = sp.Integer(1)
        for factor, idx in factors:
            stem, kind = factor.split(":")
            term *= (
                1
                if kind == "delta" and len({at[i] for i in idx}) == 1
                else 0
                if kind == "delta"
                else entries(stem, kind, tuple(at[i] for i in idx))
            )
        total += term
    return total


def _distinct_expansion(t: _Term, free: tuple) -> list[tuple[sp.Expr, _Term]]:
    """``t`` as a sum of terms whose indices take pairwise distinct values: one term per
    way of merging its bound indices with each other or with a free index."""
    out = []
    bound = list(t.bound)
    for partition in _partitions(bound + list(free)):
        if sum(1 for block in partition for i in block if i in free) != len(free) or any(
            sum(1 for i in block if i in free) > 1 for block in partition
        ):
            continue  # two free indices are never merged (one free index is supported)
        rep = {}
        for block in partition:
            head = next((i for i in block if i in free), block[0])
            for i in block:
                rep[i] = head
        if any(rep[p] == rep[q] for p, q in (tuple(pair) for pair in t.distinct)):
            continue  # a != constraint merged: the pattern contributes nothing
        heads = sorted({rep[i] for i in bound + list(free)}, key=lambda i: i.name)
        distinct = frozenset(frozenset(p) for p in itertools.combinations(heads, 2))
        factors = tuple((a, tuple(rep.get(i, i) for i in ix)) for a, ix in t.factors)
        if any(a == DELTA and ix[0] != ix[1] for a, ix in factors):
            continue  # a delta between distinct values is 0
        factors = tuple((a, ix) for a, ix in factors if a != DELTA)
        new_bound = tuple(h for h in heads if h not in free)
        out.append((t.coeff, _Term(sp.Integer(1), new_bound, distinct, factors)))
    return out


def _partitions(items: list) -> list:
    if not items:
        return [[]]
    first, rest = items[0], items[1:]
    out = []
    for p in _partitions(rest):
        out.append([[first]] + p)
        for k in range(len(p)):
            out.append(p[:k] + [[first] + p[k]] + p[k + 1 :])
    return out


def nonnegative(e: IndexPoly, arrays, nonneg: set) -> bool:
    """A sufficient test that ``e`` >= 0 for every N, every value of its free index (one at
    most) and the arrays named in ``nonneg`` with entries >= 0.  False says nothing."""
    if any(a.scale != 1 for a in arrays):
        return False
    if all(
        t.coeff.is_Rational and t.coeff >= 0 and all(a == DELTA or a in nonneg for a, _ in t.factors) for t in e.terms
    ):
        return True  # a sum of products of non-negative entries, whatever the free indices
    free = tuple(sorted(e.free(), key=lambda i: i.name))
    if len(free) > 1:
        return False
    kinds = _kinds(arrays)
    nonneg_stems = {a.symbol for a in arrays if a.name in nonneg}
    combined: dict = {}
    for t in e.terms:
        if not t.coeff.is_Rational:
            return False
        for coeff, d in _distinct_expansion(t, free):
            key = _canonical(d.bound, d.distinct, d.factors, kinds, tuple(i.name for i in free))
            combined[key] = combined.get(key, 0) + coeff
    for key, coeff in combined.items():
        if coeff == 0:
            continue
        if coeff < 0:
            return False
        if any(a.split(":")[0] not in nonneg_stems for a, _ in key[1]):
            return False
    return True
