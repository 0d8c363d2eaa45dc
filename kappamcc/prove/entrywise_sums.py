"""Index sums of N x N arrays defined entry by entry, evaluated for symbolic N.

A family such as Z_A (the all-ones matrix with A at row 1, column N) is defined by one formula
for its entries, valid for every N: ``Z_ij = 1 + (A - 1) delta(i, 1) delta(j, N)``.  Its index
sums (S, the trace, sum_k r_k c_k, ...) are then polynomials in N, obtained here from that
definition and the general index forms (:mod:`kappamcc.model.index_forms`), with no aggregate
formula written by hand.

**Definitions.**  An :class:`Entrywise` array gives entry (i, j) as an :class:`IndexPoly` in
i, j and *labels* (:class:`Label`: named, pairwise distinct classes such as 1 and N), built
from scalar coefficients and Kronecker deltas only; no index sum, no other array.

**Pattern count.**  Take a sum over bound indices b_1..b_m (with ``!=`` constraints) of a
product of factors, each an entry of a defined array or a delta.  Every such factor's value
depends only on which of its indices are equal to each other and to which label, because the
definitions are built from deltas.  Group the assignments of b_1..b_m by their *pattern*: each
b either equals one of the L labels, or lies in one of q new classes (a set partition of the
remaining b's into classes distinct from each other and from the labels).  The number of
assignments with a given pattern is the number of ways to give the q new classes distinct
values among the N - L classes that are not labels: (N - L)(N - L - 1)...(N - L - q + 1).  So

    sum = sum over patterns of (N - L)_q * (value of the product on the pattern),

a polynomial in N, exact for every N >= L (the labels must be L distinct classes).  Bound
indices that share no factor or constraint are summed independently (the sum factorises).
The same count evaluates sums of any function of the entries (:func:`entry_sum`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

import sympy as sp

from .index_sums import DELTA, Array, Index, IndexPoly, bound_index_groups, _Term

__all__ = ["Label", "Entrywise", "evaluate", "entry_sum", "labels_of", "cell_cases"]


@dataclass(frozen=True)
class Label(Index):
    """A fixed class, distinct from every other label (class 1, class N, ...)."""

    def __repr__(self):
        return f"class {self.name}"


_I, _J = Index("entry row"), Index("entry column")


class Entrywise:
    """An N x N array whose entry (i, j) is ``entry(i, j)``: an IndexPoly in i, j and labels,
    with scalar coefficients and Kronecker deltas only."""

    def __init__(self, array: Array, entry: Callable[[Index, Index], IndexPoly]):
        if not isinstance(array, Array) or array.kind != "generic":
            raise ValueError(f"Entrywise: the array must be a generic index_sums.Array, got {array!r}")
        body = entry(_I, _J)
        body = body if isinstance(body, IndexPoly) else IndexPoly.const(body)
        for t in body.terms:
            if t.bound:
                raise ValueError(
                    f"Entrywise {array.name}: an entry is a closed formula, not an index sum "
                    f"(it binds {', '.join(map(str, t.bound))})"
                )
            for name, _ in t.factors:
                if name != DELTA:
                    raise ValueError(
                        f"Entrywise {array.name}: an entry uses scalars and Kronecker deltas only, "
                        f"not the array {name!r}"
                    )
            stray = {i for i in t.indices() if not isinstance(i, Label)} - {_I, _J}
            if stray:
                raise ValueError(
                    f"Entrywise {array.name}: the index {', '.join(map(str, stray))} is free in the entry "
                    "formula (use the two places i, j and labels only)"
                )
        self.array, self.body = array, body

    @property
    def name(self) -> str:
        return self.array.name

    def labels(self) -> set:
        return {i for t in self.body.terms for i in t.indices() if isinstance(i, Label)}

    def value(self, row_class, column_class, label_class) -> sp.Expr:
        """The entry at a row and a column given by their classes (a label's class is itself)."""
        env = {_I: row_class, _J: column_class}
        return _closed_value(self.body.terms, lambda i: env[i] if i in env else label_class(i))


def labels_of(poly: IndexPoly, definitions: Sequence[Entrywise]) -> list:
    """Every label the sum and the definitions use, in a fixed order."""
    found = {i for t in poly.terms for i in t.indices() if isinstance(i, Label)}
    for d in definitions:
        found |= d.labels()
    return sorted(found, key=lambda l: l.name)


def _closed_value(terms: Iterable[_Term], cls) -> sp.Expr:
    """sum of coeff * prod(delta) over terms with every index mapped to its class by ``cls``."""
    out = sp.Integer(0)
    for t in terms:
        if any(cls(a) == cls(b) for a, b in (tuple(p) for p in t.distinct)):
            continue
        if all(cls(ix[0]) == cls(ix[1]) for _, ix in t.factors):
            out += t.coeff
    return out


def _patterns(members: Sequence[Index], labels: Sequence[Label]):
    """(classes, q): each member mapped to a label or to a new class 0..q-1 (a set partition,
    new classes numbered in order of first use)."""

    def extend(k, env, q):
        if k == len(members):
            yield dict(env), q
            return
        b = members[k]
        for choice in list(labels) + [("new", m) for m in range(q + 1)]:
            env[b] = choice
            yield from extend(k + 1, env, q + 1 if choice == ("new", q) else q)
        del env[b]

    yield from extend(0, {}, 0)


def _falling(x: sp.Expr, q: int) -> sp.Expr:
    out = sp.Integer(1)
    for m in range(q):
        out *= x - m
    return out


def _check_definitions(definitions: Sequence[Entrywise]) -> dict:
    table = {}
    for d in definitions:
        if not isinstance(d, Entrywise):
            raise ValueError(f"expected Entrywise definitions, got {d!r}")
        if d.name in table:
            raise ValueError(f"the array {d.name!r} is defined twice")
        table[d.name] = d
    return table


def evaluate(poly: IndexPoly, definitions: Sequence[Entrywise], n: sp.Symbol) -> sp.Expr:
    """The closed index sum ``poly`` over arrays given by ``definitions``, as a polynomial in
    ``n`` (the number of classes); exact for every n >= the number of labels used."""
    table = _check_definitions(definitions)
    if not isinstance(poly, IndexPoly):
        poly = IndexPoly.const(poly)
    labels = labels_of(poly, definitions)
    free = {i for i in poly.free() if not isinstance(i, Label)}
    if free:
        raise ValueError(
            f"the index {', '.join(sorted(map(str, free)))} is free: only closed sums (every index "
            "bound, or a label) are evaluated"
        )
    missing = poly.arrays() - set(table) - {DELTA}
    if missing:
        raise ValueError(f"no Entrywise definition for the arrays {sorted(missing)}")
    rest = sp.Symbol("rest_of_classes")  # N - L: the classes that are not labels

    def cls_of(env):
        return lambda i: env[i] if i in env else i  # a label's class is the label itself

    def factor_value(name, ix, cls):
        if name == DELTA:
            return sp.Integer(1 if cls(ix[0]) == cls(ix[1]) else 0)
        return table[name].value(cls(ix[0]), cls(ix[1]), lambda l: l)

    total = sp.Integer(0)
    for t in poly.terms:
        value = sp.sympify(t.coeff)
        for members in bound_index_groups(t):
            mset = set(members)
            facs = [(a, ix) for a, ix in t.factors if mset & set(ix)]
            cons = [tuple(p) for p in t.distinct if mset & set(p)]
            acc = sp.Integer(0)
            for env, q in _patterns(members, labels):
                cls = cls_of(env)
                if any(cls(a) == cls(b) for a, b in cons):
                    continue
                prod = sp.Integer(1)
                for a, ix in facs:
                    prod *= factor_value(a, ix, cls)
                    if prod == 0:
                        break
                if prod != 0:
                    acc += _falling(rest, q) * prod
            value *= acc
        closed = cls_of({})
        for a, ix in t.factors:
            if not (set(ix) & set(t.bound)):
                value *= factor_value(a, ix, closed)
        for p in t.distinct:
            if not (set(p) & set(t.bound)) and len({closed(i) for i in p}) < 2:
                value = sp.Integer(0)
        total += value
    return sp.expand(total.xreplace({rest: n - len(labels)}))


def entry_sum(f: Callable, definition: Entrywise, n: sp.Symbol, *, off_diagonal: bool = False) -> sp.Expr:
    """sum over the cells (i, j) (i != j if ``off_diagonal``) of f(entry), for symbolic n: each
    pattern of (i, j) contributes its number of cells times f of its entry."""
    _check_definitions([definition])
    labels = sorted(definition.labels(), key=lambda l: l.name)
    rest = n - len(labels)
    i, j = Index("cell row"), Index("cell column")
    out = sp.Integer(0)
    for env, q in _patterns((i, j), labels):
        if off_diagonal and env[i] == env[j]:
            continue
        out += _falling(rest, q) * f(definition.value(env[i], env[j], lambda l: l))
    return out


def cell_cases(definition: Entrywise, labels: Iterable[Label] = ()) -> list:
    """Every kind of cell (i, j) of the array for every N >= (number of labels), with its entry
    (``labels``: the classes the statement names, as well as the definition's own):
    [(row class, column class, entry)], a class being a label or 'another class' ('another
    class 0', 'another class 1' when i and j are two different such classes).  The cases are the
    patterns of the pattern count, so they cover every cell of every size."""
    _check_definitions([definition])
    labels = sorted(set(definition.labels()) | set(labels), key=lambda l: l.name)
    i, j = Index("cell row"), Index("cell column")
    name = lambda c: c.name if isinstance(c, Label) else f"another class {c[1]}"  # noqa: E731
    return [
        (name(env[i]), name(env[j]), definition.value(env[i], env[j], lambda l: l))
        for env, _ in _patterns((i, j), labels)
    ]
