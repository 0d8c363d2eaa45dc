"""Index-sum polynomials over N x N arrays: the algebra of statements such as "eq. (4)
equals the marginal form for every number of classes N", which are identities between
polynomials built from sums over class indices:
``sum_{k,l,m} (C_kk C_lm - C_mk C_kl) = S tr - sum_k r_k c_k``.

An :class:`IndexPoly` is a finite sum of terms ``coeff * sum_{alpha} prod_f x_f(alpha)``
(bound indices summed, free ones fixed, ``u != v`` constraints), over :class:`Array` s;
an :class:`IndexFraction` a quotient of them.  Each evaluates exactly at a concrete N
(expanded with FLINT).  Deciding an identity for every N is
:mod:`kappamcc.prove.identity_all_n` (the relabelling theorem).
"""

from __future__ import annotations

import inspect
import itertools
import operator
import types
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

import sympy as sp

from .ratfunc import flint_context, to_sympy

__all__ = [
    "Index",
    "indices",
    "Array",
    "delta",
    "IndexFraction",
    "fraction",
    "IndexPoly",
    "Sum",
    "ne",
]


@dataclass(frozen=True)
class Index:
    name: str

    def __repr__(self):
        return self.name


def indices(names: str) -> tuple[Index, ...]:
    return tuple(Index(n) for n in names.split())


@dataclass(frozen=True)
class _Term:
    coeff: sp.Expr
    bound: tuple[Index, ...]
    distinct: frozenset  # frozenset of frozenset({Index, Index})
    factors: tuple  # ((array name, (Index, ...)), ...)

    def indices(self) -> set:
        out = set(self.bound)
        for _, idx in self.factors:
            out.update(idx)
        for pair in self.distinct:
            out.update(pair)
        return out

    def free(self) -> set:
        return self.indices() - set(self.bound)


_counter = itertools.count()
DELTA = "delta"


def _rename(term: _Term, avoid: set) -> _Term:
    """Rename the bound indices of ``term`` so they avoid ``avoid``."""
    mapping, taken = {}, set(avoid) | term.indices()
    for b in term.bound:
        if b in avoid:
            new = Index(f"{b.name}_{next(_counter)}")
            while new in taken:
                new = Index(f"{b.name}_{next(_counter)}")
            mapping[b] = new
            taken.add(new)
    if not mapping:
        return term
    f: Callable[[Index], Index] = lambda i: mapping.get(i, i)
    return _Term(
        term.coeff,
        tuple(f(b) for b in term.bound),
        frozenset(frozenset(f(i) for i in p) for p in term.distinct),
        tuple((a, tuple(f(i) for i in idx)) for a, idx in term.factors),
    )


def _apart(terms) -> tuple:
    """The terms with every bound index renamed apart from the free indices of all of them: a
    bound index is a dummy, and one spelled like another term's free index would otherwise be
    counted as that index (and the size the relabelling theorem needs undercounted)."""
    free = set().union(*(t.free() for t in terms)) if terms else set()
    return tuple(_rename(t, free) for t in terms)


class IndexPoly:
    """A polynomial in array entries with index sums; build with Array[...] , Sum, + - *."""

    def __init__(self, terms: Iterable[_Term] = ()):
        self.terms = tuple(terms)

    @staticmethod
    def const(c) -> "IndexPoly":
        return IndexPoly([_Term(sp.sympify(c), (), frozenset(), ())])

    def __add__(self, other):
        other = other if isinstance(other, IndexPoly) else IndexPoly.const(other)
        return IndexPoly(_apart(self.terms + other.terms))

    __radd__ = __add__

    def __neg__(self):
        return IndexPoly(_Term(-t.coeff, t.bound, t.distinct, t.factors) for t in self.terms)

    def __sub__(self, other):
        other = other if isinstance(other, IndexPoly) else IndexPoly.const(other)
        return self + (-other)

    def __rsub__(self, other):
        return (-self) + other

    def __mul__(self, other):
        if not isinstance(other, IndexPoly):
            c = sp.sympify(other)
            return IndexPoly(_Term(c * t.coeff, t.bound, t.distinct, t.factors) for t in self.terms)
        out = []
        for s in self.terms:
            for t in other.terms:
                t2 = _rename(t, s.indices())
                s2 = _rename(s, t2.indices())
                out.append(
                    _Term(s2.coeff * t2.coeff, s2.bound + t2.bound, s2.distinct | t2.distinct, s2.factors + t2.factors)
                )
        return IndexPoly(out)

    __rmul__ = __mul__

    def __pow__(self, n: int):
        out = IndexPoly.const(1)
        for _ in range(n):
            out = out * self
        return out

    def free(self) -> set:
        return set().union(*(t.free() for t in self.terms)) if self.terms else set()

    def width(self, extra: set | frozenset = frozenset()) -> int:
        """Most distinct indices in one term once deltas are summed out (with ``extra``
        indices counted in every term)."""
        ws = [len(e.indices() | set(extra)) for e in (_eliminate_deltas(t, {}) for t in self.terms) if e is not None]
        return max(ws, default=len(extra))

    def arrays(self) -> set:
        return {a for t in self.terms for a, _ in t.factors}

    def check_theorem_hypotheses(self):
        for t in self.terms:
            t = _eliminate_deltas(t, {})
            if t is None:
                continue
            used = {i for a, idx in t.factors if a != DELTA for i in idx}
            for b in t.bound:
                if b not in used:
                    raise ValueError(
                        f"bound index {b} occurs in no factor of a term: the sum would "
                        "contribute a factor depending on N and the relabelling theorem does not apply"
                    )

    def expand(self, N: int, arrays: Mapping[str, Callable], free_values: Mapping[Index, int] | None = None, ring=None):
        """The ordinary polynomial at size N (indices 0..N-1).

        Each term is first simplified by summing out Kronecker deltas (an exact
        evaluation of the sum over the eliminated index), then its sum is split into
        independent groups of bound indices (indices that never share a factor or a
        constraint), each group enumerated on its own.
        """
        free_values = dict(free_values or {})
        if ring is None:
            ring = _ring_for(N, arrays, [t.coeff for t in self.terms])
            return ring.to_expr(self.expand(N, arrays, free_values, ring))
        conv = _converter(ring, arrays)
        total = ring.zero
        for term in self.terms:
            t = _eliminate_deltas(term, free_values)
            if t is None:
                continue
            total += ring(t.coeff) * _term_value(t, N, conv, free_values, ring)
        return total


def _eliminate_deltas(t: "_Term", free_values) -> "_Term | None":
    """Sum out delta(i, j) factors; None if a delta between fixed distinct values kills the term."""
    factors = list(t.factors)
    bound = list(t.bound)
    distinct = set(t.distinct)
    changed = True
    while changed:
        changed = False
        for n, (a, idx) in enumerate(factors):
            if a != DELTA:
                continue
            i, j = idx
            if i == j:
                factors.pop(n)
                changed = True
                break
            if i in bound or j in bound:
                gone, keep = (i, j) if i in bound else (j, i)
                bound.remove(gone)
                sub = lambda x: keep if x == gone else x
                factors = [(b, tuple(sub(x) for x in ix)) for m, (b, ix) in enumerate(factors) if m != n]
                distinct = {frozenset(sub(x) for x in p) for p in distinct}
                changed = True
                break
            # both free: decided by their values
            if free_values.get(i) != free_values.get(j):
                return None
            factors.pop(n)
            changed = True
            break
    if any(len(p) < 2 for p in distinct):
        return None  # a constraint u != u
    return _Term(t.coeff, tuple(bound), frozenset(distinct), tuple(factors))


class _PolynomialRing:
    """Polynomials over QQ in the given sympy symbols, computed by FLINT (python-flint's
    ``fmpq_mpoly``: the expansions here multiply tens of thousands of entries, about 20x
    faster than sympy's own sparse polynomials); sympy expressions in, sympy out."""

    def __init__(self, gens):
        import flint

        self.gens = tuple(gens)
        self._flint = flint
        self._ctx = flint_context(len(self.gens), rational=True)
        self.zero, self.one = self._ctx.constant(0), self._ctx.constant(1)
        self._index = {g: i for i, g in enumerate(self.gens)}
        self._gens = self._ctx.gens()

    def __call__(self, e):
        e = sp.sympify(e)
        if e in self._index:  # an entry is most often one indeterminate, or a number
            return self._gens[self._index[e]]
        if e.is_Rational:
            return self._ctx.constant(self._flint.fmpq(int(e.p), int(e.q)))
        try:
            poly = sp.Poly(e, *self.gens, domain=sp.QQ)
        except (sp.PolynomialError, sp.polys.polyerrors.CoercionFailed) as exc:
            raise ValueError(
                f"{e} is not a polynomial with rational coefficients in the entries and scalar "
                f"symbols (sqrt(2), pi or I as a coefficient are not covered): {exc}"
            ) from None
        fmpq = self._flint.fmpq
        return self._ctx.from_dict({m: fmpq(int(c.p), int(c.q)) for m, c in poly.terms()})

    def to_expr(self, value) -> sp.Expr:
        return to_sympy(value, self.gens)


def _ring_for(N, arrays, coeffs):
    """Polynomials over QQ in every entry at size N and the scalar symbols."""
    gens = set()
    for name, f in arrays.items():
        for cell in itertools.product(range(N), repeat=_arity(f)):
            gens |= sp.sympify(f(*cell)).free_symbols
    for c in coeffs:
        gens |= sp.sympify(c).free_symbols
    gens = sorted(gens, key=str) or [sp.Dummy("unused")]
    return _PolynomialRing(gens)


def _arity(f):
    # a plain function or lambda (no *args, keyword-only arguments, defaults, __wrapped__ or
    # __signature__): what inspect.signature counts, read from its code at a fraction of the cost
    if type(f) is types.FunctionType and not (f.__defaults__ or f.__kwdefaults__ or f.__dict__):
        code = f.__code__
        if not code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS) and not code.co_kwonlyargcount:
            return code.co_argcount
    return len(inspect.signature(f).parameters)


def _converter(ring, arrays):
    cache = {}

    def entry(a, idx):
        key = (a, idx)
        if key not in cache:
            cache[key] = ring(sp.sympify(arrays[a](*idx)))
        return cache[key]

    return entry


def bound_index_groups(t: "_Term") -> list[list]:
    """The bound indices of a term in groups that interact (share a factor or a != constraint),
    each in the term's order: the sum over one group does not depend on the others."""
    parent = {b: b for b in t.bound}

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for ix in [ix for _, ix in t.factors] + [tuple(p) for p in t.distinct]:
        bs = [x for x in ix if x in parent]
        for x in bs[1:]:
            parent[find(x)] = find(bs[0])
    groups: dict = {}
    for b in t.bound:
        groups.setdefault(find(b), []).append(b)
    return list(groups.values())


def _group_sum(members, facs, cons, N, entry, free_values, ring):
    """The sum, over every assignment of 0..N-1 to the bound indices ``members`` that meets the
    constraints ``cons`` (pairs u != v), of the product of the factors ``facs``; the other
    indices at their ``free_values``.

    The enumeration is the hot loop of every expansion (the prover's at N = K and each
    sampled point's), so the indices are resolved to positions in a tuple once, before it:
    an assignment is then the free values followed by the members' values."""
    fixed = tuple(free_values.values())
    slot = {i: n for n, i in enumerate(free_values)}
    slot.update((m, len(fixed) + n) for n, m in enumerate(members))
    if any(i not in slot for _, ix in facs for i in ix) or any(i not in slot or len(p) != 2 for p in cons for i in p):
        return _group_sum_by_name(members, facs, cons, N, entry, free_values, ring)  # raises as it always did
    getters = [(a, operator.itemgetter(*[slot[i] for i in ix]), len(ix) == 1) for a, ix in facs]
    pairs = [tuple(slot[i] for i in p) for p in cons]
    one = ring.one
    acc = ring.zero
    for values in itertools.product(range(N), repeat=len(members)):
        env = fixed + values
        if any(env[u] == env[v] for u, v in pairs):
            continue
        prod = one
        for a, get, single in getters:
            prod = prod * entry(a, (get(env),) if single else get(env))
        acc = acc + prod
    return acc


def _group_sum_by_name(members, facs, cons, N, entry, free_values, ring):
    """:func:`_group_sum` looked up by index name at each step (a constraint that is not a pair,
    or an index with no value: the KeyError comes where it always came)."""
    acc = ring.zero
    for values in itertools.product(range(N), repeat=len(members)):
        env = dict(free_values)
        env.update(zip(members, values))
        if any(len({env[i] for i in p}) < 2 for p in cons):
            continue
        prod = ring.one
        for a, ix in facs:
            prod *= entry(a, tuple(env[i] for i in ix))
        acc += prod
    return acc


def _term_value(t: "_Term", N, entry, free_values, ring):
    value = ring.one
    for members in bound_index_groups(t):
        mset = set(members)
        facs = [(a, ix) for a, ix in t.factors if mset & set(ix)]
        cons = [p for p in t.distinct if mset & set(p)]
        value *= _group_sum(members, facs, cons, N, entry, free_values, ring)
    for a, ix in t.factors:
        if not (set(ix) & set(t.bound)):
            value *= entry(a, tuple(free_values[i] for i in ix))
    for p in t.distinct:
        if not (set(p) & set(t.bound)) and len({free_values[i] for i in p}) < 2:
            return ring.zero
    return value


class Array:
    """An array of indeterminates indexed by classes: ``kind`` is 'generic', 'symmetric',
    'diagonal' (matrices) or 'vector'."""

    def __init__(
        self,
        name: str,
        kind: str = "generic",
        *,
        symbol: str | None = None,
        scale=1,
        transposed: bool = False,
        relabelled: bool = False,
    ):
        """``symbol``: stem of the entry names (default ``name``), so two arrays can share
        entries; ``scale``: a scalar multiplying every entry; ``transposed``: entry (i, j)
        is the stem's (j, i).  All of these keep the family closed under relabelling.
        ``relabelled``: the stem's entries with the classes renamed by one arbitrary permutation
        sigma, the same for every relabelled array of a statement (entry (i, j) is the stem's
        (sigma i, sigma j)); decided by the invariance rule of
        :func:`kappamcc.prove.identity_all_n.prove_identity_all_n`."""
        self.symbol, self.scale, self.transposed = symbol or name, sp.sympify(scale), transposed
        self.relabelled = bool(relabelled)
        if kind not in ("generic", "symmetric", "diagonal", "vector", "delta"):
            raise ValueError(f"unknown array kind {kind}")
        if (kind == "delta") != (name == DELTA):
            raise ValueError("the Kronecker delta is the array named 'delta' of kind 'delta' (use index_sums.delta)")
        self.name, self.kind = name, kind

    def __getitem__(self, idx):
        idx = idx if isinstance(idx, tuple) else (idx,)
        want = 1 if self.kind == "vector" else 2
        if len(idx) != want:
            raise ValueError(f"{self.name} takes {want} indices")
        return IndexPoly([_Term(sp.Integer(1), (), frozenset(), ((self.name, tuple(idx)),))])

    def entries(self) -> Callable:
        name, k = self.symbol, self.scale
        if self.kind == "vector":
            return lambda i: k * sp.Symbol(f"{name}_{i + 1}")
        if self.kind == "delta":
            return lambda i, j: sp.Integer(1 if i == j else 0)
        if self.kind == "generic":
            base = lambda i, j: k * sp.Symbol(f"{name}_{i + 1}_{j + 1}")
        elif self.kind == "symmetric":
            base = lambda i, j: k * sp.Symbol(f"{name}_{min(i, j) + 1}_{max(i, j) + 1}")
        else:
            base = lambda i, j: k * sp.Symbol(f"{name}_{i + 1}") if i == j else sp.Integer(0)
        return (lambda i, j: base(j, i)) if self.transposed else base


@dataclass(frozen=True)
class _Ne:
    a: Index
    b: Index


def ne(a: Index, b: Index) -> _Ne:
    """The constraint ``a != b`` for :func:`Sum`."""
    return _Ne(a, b)


def Sum(body: IndexPoly, *bind: Index, where: Sequence[_Ne] = ()) -> IndexPoly:
    """sum over ``bind`` (each 1..N) of ``body``, restricted by ``where`` (``ne(u, k)``)."""
    if len(set(bind)) != len(bind):
        raise ValueError(f"Sum binds an index twice: {', '.join(map(str, bind))}")
    extra = frozenset(frozenset((c.a, c.b)) for c in where)
    out = []
    for t in body.terms:
        t = _rename(t, set(bind))  # an inner sum over the same index is its own dummy
        out.append(_Term(t.coeff, t.bound + tuple(bind), t.distinct | extra, t.factors))
    return IndexPoly(_apart(out))


def _prod(factors) -> IndexPoly:
    out = IndexPoly.const(1)
    for f in factors:
        out = out * f
    return out


def _split_common(fa: tuple, fb: tuple):
    """(common, only in a, only in b) for factor tuples, matching factors by identity."""
    rest_b = list(fb)
    common, only_a = [], []
    for f in fa:
        for n, g in enumerate(rest_b):
            if g is f:
                common.append(f)
                rest_b.pop(n)
                break
        else:
            only_a.append(f)
    return common, only_a, rest_b


class IndexFraction:
    """num / (product of denominator factors).  Identical factor objects cancel when
    fractions are combined or compared, which keeps the cross-multiplied polynomials
    (and so the size N the relabelling theorem needs) small.  An identity of fractions
    holds wherever the denominators are non-zero."""

    def __init__(self, num, den=None):
        self.num = num if isinstance(num, IndexPoly) else IndexPoly.const(num)
        if den is None:
            self.den = ()
        elif isinstance(den, (tuple, list)):
            self.den = tuple(den)
        else:
            self.den = (den if isinstance(den, IndexPoly) else IndexPoly.const(den),)

    @staticmethod
    def of(x) -> "IndexFraction":
        return x if isinstance(x, IndexFraction) else IndexFraction(x)

    def __add__(self, o):
        o = IndexFraction.of(o)
        common, only_s, only_o = _split_common(self.den, o.den)
        return IndexFraction(
            self.num * _prod(only_o) + o.num * _prod(only_s), tuple(common) + tuple(only_s) + tuple(only_o)
        )

    __radd__ = __add__

    def __neg__(self):
        return IndexFraction(-self.num, self.den)

    def __sub__(self, o):
        return self + (-IndexFraction.of(o))

    def __rsub__(self, o):
        return IndexFraction.of(o) - self

    def __mul__(self, o):
        o = IndexFraction.of(o)
        return IndexFraction(self.num * o.num, self.den + o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = IndexFraction.of(o)
        _, only_s, only_o = _split_common(self.den, o.den)  # (a/(c s)) / (b/(c o)) = a o / (s b)
        return IndexFraction(self.num * _prod(only_o), tuple(only_s) + (o.num,))

    def __rtruediv__(self, o):
        return IndexFraction.of(o) / self

    def free(self):
        out = set(self.num.free())
        for f in self.den:
            out |= f.free()
        return out

    def denominator(self) -> IndexPoly:
        return _prod(self.den)


def fraction(num, den=None) -> IndexFraction:
    return IndexFraction(num, den)


delta = Array(DELTA, "delta")
