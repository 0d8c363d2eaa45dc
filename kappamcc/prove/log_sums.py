"""Logarithms in index sums: entropies and divergences of an N x N matrix of counts, for every N.

A *quantity* of a matrix C is one of the non-negative index sums an entropy takes the log of:
an entry C_ij, a row sum r_i, a column sum c_j, the total S, a class total t_k = r_k + c_k, or
t_k - C_kk (the cases of class k, actual or predicted, a correct one counted once).  Each has,
besides its value, an *atom*: an entry of an array of indeterminates of its own (``lg_r[i]``
for log2 r_i, ...), or a scalar symbol for log2 S.  ``log2`` of a product and quotient of
quantities is the sum and difference of their atoms, so an entropy written with them is an
:class:`IndexPoly` in the entries of C and the atoms, and an identity between two of them is
decided for every N by the relabelling theorem (:func:`prove_identity_all_n`), the atom arrays
taken as arrays of their own.

**Why that is sound.**  (1) The relabelling theorem proves the identity for every value of
the atoms, as independent indeterminates.  (2) Give each atom the value log2 of its quantity
where the quantity is positive, and 0 where it is 0.  (3) The *guard* (:meth:`LogAtoms.
unguarded`): every term in which an atom occurs has a factor of C that is at most the atom's
quantity (C_ia with lg_r[i], C_ai with lg_c[i], C_ij with lg_e[i, j], C_ka or C_ak with
lg_t[k] and lg_u[k]); on a matrix of non-negative counts that factor is 0 wherever the
quantity is 0, so there the term is 0 whatever the atom's value.  That is the printed
convention 0 log 0 = 0 (and 0 log(x/0) = 0, its continuous extension), and no term is
infinite.  log2(a/b) = log2 a - log2 b where both are positive; where a or b is 0 its weight
is 0 by (3).  So on every matrix of counts with S > 0 (and the statement's denominators
non-zero), both sides take the values of the identity proved in (1) at the point of (2).
A weight q/S times a class's term x/q is written x/S (:meth:`Ratio.__mul__` cancels q): for
q > 0 that is algebra; for q = 0 the guard makes x = 0, the value a class with no case
contributes under the same convention (Cover & Thomas 2006, eq. 2.10, sum over the classes
that occur).

**Reciprocals.**  A sum over the cells of a rational function of the count, its row and
column sums and the total, f(C_ij, r_i, c_j, S), whose denominator is a monomial in r, c, S
(chi-squared and its relatives), is written by :func:`cell_sum` with atoms for 1/r_i and 1/c_j
(``inv_r``, ``inv_c``): f is first reduced by exact rational arithmetic in four symbols, then
each monomial summed.  An identity proved for every value of those atoms holds at 1/r_i and
1/c_j, which exist on the matrices whose row and column sums are all positive: the statement
says so (no guard can make 1/0 a number).

Where the formal identity fails, the claim may still hold through a property of the logarithm
the atoms do not carry (there is none among the statements here, but a user may write one):
:func:`real_counterexample` looks for a matrix of positive integers where the two sides,
with the atoms at their true values, differ exactly; otherwise the verdict is OPEN.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass

import sympy as sp

from .index_sums import Array, Index, IndexFraction, IndexPoly, Sum, _eliminate_deltas

__all__ = ["LogAtoms", "Quantity", "Ratio", "sum_over", "xlog2x", "cell_sum", "uses_reciprocals"]

_KINDS = ("entry", "row", "col", "total", "class", "class_once")
_FRESH = itertools.count()


@dataclass(frozen=True, eq=False)
class Quantity:
    """One non-negative quantity of the matrix of ``atoms`` (see the module docstring)."""

    atoms: "LogAtoms"
    kind: str
    index: tuple

    def key(self):
        return (id(self.atoms), self.kind, self.index)

    @property
    def value(self) -> IndexPoly:
        C, ix = self.atoms.C, self.index
        taken = {i.name for i in ix}
        a, b = (_fresh_index(taken) for _ in range(2))
        if self.kind == "entry":
            return C[ix[0], ix[1]]
        if self.kind == "row":
            return Sum(C[ix[0], a], a)
        if self.kind == "col":
            return Sum(C[a, ix[0]], a)
        if self.kind == "total":
            return Sum(C[a, b], a, b)
        k = ix[0]
        t = Sum(C[k, a], a) + Sum(C[a, k], a)
        return t - C[k, k] if self.kind == "class_once" else t

    def log2(self) -> IndexPoly:
        A = self.atoms
        if self.kind == "total":
            return IndexPoly.const(A.log2_total)
        array = {"entry": A.lg_e, "row": A.lg_r, "col": A.lg_c, "class": A.lg_t, "class_once": A.lg_u}[self.kind]
        return array[self.index if self.kind == "entry" else self.index[0]]

    def ratio(self) -> "Ratio":
        return Ratio(IndexPoly.const(1), (self,), ())

    def __mul__(self, o):
        return self.ratio() * o

    __rmul__ = __mul__

    def __truediv__(self, o):
        return self.ratio() / o

    def __rtruediv__(self, o):
        return Ratio.of(o) / self


def _fresh_index(taken: set) -> Index:
    """A summed index whose name is none of ``taken`` (the quantity's own indices: a summed index
    spelled like one would capture it)."""
    while True:
        name = f"q{next(_FRESH)}"
        if name not in taken:
            return Index(name)


def _remove(qs, q):
    out = list(qs)
    for n, x in enumerate(out):
        if x.key() == q.key():
            out.pop(n)
            return tuple(out), True
    return tuple(out), False


class Ratio:
    """body * prod(num) / prod(den): ``body`` an IndexPoly (it may hold atoms), num and den
    quantities; a quantity in both num and den cancels (see the module docstring)."""

    def __init__(self, body, num=(), den=()):
        self.body = body if isinstance(body, IndexPoly) else IndexPoly.const(body)
        num, den = tuple(num), tuple(den)
        for q in list(num):
            den2, hit = _remove(den, q)
            if hit:
                num, den = _remove(num, q)[0], den2
                rest = self.body * _prod_values(num)
                if not all(
                    _term_guarded(t, q.atoms.C.name, q.kind, q.index, q.atoms.actual_classes_predicted, outside=True)
                    for t in rest.terms
                ):
                    raise ValueError(
                        f"{q.kind} {list(q.index)} cancels from a numerator and a denominator, but what "
                        "remains is not 0 where it is 0: there the printed form is 0/0 times a non-zero "
                        "term, not a number"
                    )
        self.num, self.den = num, den

    @staticmethod
    def of(x) -> "Ratio":
        if isinstance(x, Ratio):
            return x
        if isinstance(x, Quantity):
            return x.ratio()
        if isinstance(x, (IndexPoly, int, sp.Expr)):
            return Ratio(x)
        raise TypeError(f"a Ratio is built from quantities, index sums and numbers, not {type(x).__name__}")

    def __mul__(self, o):
        o = Ratio.of(o)
        return Ratio(self.body * o.body, self.num + o.num, self.den + o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = Ratio.of(o)
        if o.body.terms != IndexPoly.const(1).terms:
            if any(t.factors for t in o.body.terms) or len(o.body.terms) != 1:
                raise TypeError("divide by quantities and numbers only (an index sum is not known to be positive)")
            return Ratio(self.body * (1 / sp.sympify(o.body.terms[0].coeff)), self.num + o.den, self.den + o.num)
        return Ratio(self.body, self.num + o.den, self.den + o.num)

    def __rtruediv__(self, o):
        return Ratio.of(o) / self

    def __neg__(self):
        return Ratio(-self.body, self.num, self.den)

    def __add__(self, o):
        o = Ratio.of(o)
        if Counter(q.key() for q in self.den) != Counter(q.key() for q in o.den):  # of the same matrix too
            raise ValueError("ratios added must have the same denominator quantities")
        return Ratio(self.body * _prod_values(self.num) + o.body * _prod_values(o.num), (), self.den)

    __radd__ = __add__

    def __sub__(self, o):
        return self + (-Ratio.of(o))

    def __rsub__(self, o):
        return Ratio.of(o) - self

    def log2(self) -> IndexPoly:
        """log2 of this ratio of quantities (its body must be 1 or a power of 2)."""
        c = None
        if len(self.body.terms) == 1 and not self.body.terms[0].factors and not self.body.terms[0].bound:
            c = sp.sympify(self.body.terms[0].coeff)
        k = sp.log(c, 2) if c is not None and c.is_Rational and c > 0 else None
        if k is None or not k.is_Integer:
            raise ValueError("log2 is taken of a product and quotient of quantities (times a power of 2) only")
        out = IndexPoly.const(k)
        for q in self.num:
            out = out + q.log2()
        for q in self.den:
            out = out - q.log2()
        return out

    @property
    def value(self) -> IndexFraction | IndexPoly:
        num = self.body * _prod_values(self.num)
        return IndexFraction(num, tuple(q.value for q in self.den)) if self.den else num

    def free(self) -> set:
        out = set(self.body.free())
        for q in self.num + self.den:
            out |= set(q.index)
        return out


def _qkey(q):
    return (q.kind, tuple(i.name for i in q.index))


def _prod_values(qs) -> IndexPoly:
    out = IndexPoly.const(1)
    for q in qs:
        out = out * q.value
    return out


def uses_reciprocals(side, atoms: "LogAtoms") -> bool:
    polys = [side.num, *side.den] if isinstance(side, IndexFraction) else [side] if isinstance(side, IndexPoly) else []
    return any(p.arrays() & {atoms.inv_r.name, atoms.inv_c.name} for p in polys)


def cell_sum(atoms: "LogAtoms", f, x: sp.Symbol, r: sp.Symbol, c: sp.Symbol, s: sp.Symbol) -> IndexFraction:
    """sum over the cells (i, j) of f(C_ij, r_i, c_j, S) (module docstring, Reciprocals): f a
    rational function of the four symbols whose denominator, once reduced, is a monomial in r,
    c and s.  A ValueError says why another f is not covered."""
    f = sp.cancel(sp.together(sp.sympify(f)))
    stray = f.free_symbols - {x, r, c, s}
    if stray:
        raise ValueError(f"a cell function of C_ij, r_i, c_j, S only, not of {', '.join(map(str, stray))}")
    num, den = sp.fraction(f)
    gens = (x, r, c, s)
    den_terms = sp.Poly(den, *gens).terms()
    if len(den_terms) != 1 or den_terms[0][0][0] != 0:
        raise ValueError(f"the reduced denominator {den} is not a monomial in r, c, s")
    (_, er, ec, es), dcoef = den_terms[0]
    C, S = atoms.C, atoms.total().value
    terms = []
    for (a, b, d, e), co in sp.Poly(sp.expand(num), *gens).terms():
        b, d, e = b - er, d - ec, e - es
        if a == 0 and (b == 0 or d == 0):
            raise ValueError(
                "a cell term without the count and with only one of r_i, c_j (or neither) would be "
                "summed N times over the other index: not covered"
            )
        i, j = Index(f"cell{next(_FRESH)}i"), Index(f"cell{next(_FRESH)}j")
        body = IndexPoly.const(sp.Rational(co) / sp.Rational(dcoef))
        for _ in range(a):
            body = body * C[i, j]
        body = body * _power(atoms.row(i).value, atoms.inv_r[i], b) * _power(atoms.col(j).value, atoms.inv_c[j], d)
        terms.append((Sum(body, i, j), e))
    lowest = min((e for _, e in terms), default=0)
    num_poly = IndexPoly.const(0)
    for body, e in terms:
        for _ in range(e - min(lowest, 0)):
            body = body * S
        num_poly = num_poly + body
    return IndexFraction(num_poly, tuple(S for _ in range(-min(lowest, 0))))


def _power(value: IndexPoly, inverse_atom: IndexPoly, k: int) -> IndexPoly:
    out = IndexPoly.const(1)
    for _ in range(abs(k)):
        out = out * (value if k > 0 else inverse_atom)
    return out


def xlog2x(r) -> Ratio:
    """r log2 r, for a ratio of quantities r."""
    r = Ratio.of(r)
    return r * r.log2()


def sum_over(r, *bind: Index, where=()) -> Ratio:
    """sum over ``bind`` of a ratio whose denominator does not depend on the bound indices."""
    r = Ratio.of(r)
    hit = [q for q in r.den if set(q.index) & set(bind)]
    if hit:
        raise ValueError(
            f"the denominator {_qkey(hit[0])} depends on a summed index: multiply by its weight "
            "first, so that it cancels"
        )
    return Ratio(Sum(r.body * _prod_values(r.num), *bind, where=where), (), r.den)


class LogAtoms:
    """The quantities of one N x N matrix ``C`` (an Array) and the atoms of their log2."""

    def __init__(self, C: Array, *, actual_classes_predicted: bool = False):
        """``actual_classes_predicted``: the statement covers only the matrices on which every
        class that occurs is predicted (c_k > 0 where r_k > 0), where a cross entropy and a
        divergence D(actual || predicted) are finite; a count C_ka then guards log2 c_k too."""
        self.actual_classes_predicted = bool(actual_classes_predicted)
        if (
            not isinstance(C, Array)
            or C.kind not in ("generic", "diagonal")
            or C.transposed
            or C.scale != 1
            or C.relabelled
        ):
            raise ValueError(
                "LogAtoms takes a generic or diagonal Array of counts (not transposed, not relabelled, scale 1)"
            )
        self.C = C
        stem = C.symbol
        self.lg_r = Array(f"lg_r{C.name}", "vector", symbol=f"lgr{stem}")
        self.lg_c = Array(f"lg_c{C.name}", "vector", symbol=f"lgc{stem}")
        self.lg_e = Array(f"lg_e{C.name}", "generic", symbol=f"lge{stem}")
        self.lg_t = Array(f"lg_t{C.name}", "vector", symbol=f"lgt{stem}")
        self.lg_u = Array(f"lg_u{C.name}", "vector", symbol=f"lgu{stem}")
        self.inv_r = Array(f"inv_r{C.name}", "vector", symbol=f"ivr{stem}")
        self.inv_c = Array(f"inv_c{C.name}", "vector", symbol=f"ivc{stem}")
        for a in self.arrays:
            a.log_of = self  # an atom array: only a statement that declares these atoms may use it
        self.log2_total = sp.Symbol(f"lgS{stem}")
        # 1 / log2(2 (N - 1)): the log base of the confusion entropy, a number for each N >= 2
        self.inverse_log2_base = sp.Symbol(f"lgB{stem}")

    @property
    def arrays(self) -> tuple:
        return (self.lg_r, self.lg_c, self.lg_e, self.lg_t, self.lg_u, self.inv_r, self.inv_c)

    @property
    def scalars(self) -> tuple:
        return (self.log2_total, self.inverse_log2_base)

    def entry(self, i, j) -> Quantity:
        return Quantity(self, "entry", (i, j))

    def row(self, i) -> Quantity:
        return Quantity(self, "row", (i,))

    def col(self, j) -> Quantity:
        return Quantity(self, "col", (j,))

    def total(self) -> Quantity:
        return Quantity(self, "total", ())

    def class_total(self, k) -> Quantity:
        return Quantity(self, "class", (k,))

    def class_total_once(self, k) -> Quantity:
        return Quantity(self, "class_once", (k,))

    def transposed(self) -> "_TransposedAtoms":
        """The quantities of the transposed matrix (rows and columns exchanged), on the same atoms."""
        return _TransposedAtoms(self)

    # --- the guard -------------------------------------------------------------------
    def unguarded(self, side) -> str | None:
        """Why some term of ``side`` has an atom whose quantity can be 0 while the term is not
        (None when every atom is guarded; module docstring, (3)).  Atoms in a denominator, or
        the base symbol anywhere but as a coefficient, are refused too."""
        if isinstance(side, IndexFraction):
            for d in side.den:
                if d.arrays() & {a.name for a in self.arrays} or _scalars_in(d) & set(self.scalars):
                    return "a logarithm in a denominator"
            side = side.num
        kinds = {
            self.lg_e.name: "entry",
            self.lg_r.name: "row",
            self.lg_c.name: "col",
            self.lg_t.name: "class",
            self.lg_u.name: "class_once",
        }
        for t in side.terms:
            for name, ix in t.factors:
                if name in kinds and not _term_guarded(t, self.C.name, kinds[name], ix, self.actual_classes_predicted):
                    return (
                        f"the term with {name}{list(ix)} has no count of C that vanishes with its quantity: "
                        "where that quantity is 0 the term would be infinite (log 0 times a non-zero weight)"
                    )
        return None

    # --- values at a matrix ------------------------------------------------------------
    def atom_values(self, matrix) -> dict:
        """The true value of every atom at ``matrix`` (a square sympy Matrix of numbers):
        log2 of its quantity, 0 where the quantity is 0 (module docstring, (2))."""
        M = sp.Matrix(matrix)
        N = M.rows
        lg = lambda v: sp.Integer(0) if v == 0 else sp.log(_exact(v), 2)  # noqa: E731
        r = [sum(M.row(i)) for i in range(N)]
        c = [sum(M.col(j)) for j in range(N)]
        out = {self.log2_total: lg(sum(r))}
        if N >= 2:
            out[self.inverse_log2_base] = 1 / sp.log(2 * (N - 1), 2)
        for i in range(N):
            out[sp.Symbol(f"{self.lg_r.symbol}_{i + 1}")] = lg(r[i])
            out[sp.Symbol(f"{self.lg_c.symbol}_{i + 1}")] = lg(c[i])
            out[sp.Symbol(f"{self.lg_t.symbol}_{i + 1}")] = lg(r[i] + c[i])
            out[sp.Symbol(f"{self.lg_u.symbol}_{i + 1}")] = lg(r[i] + c[i] - M[i, i])
            out[sp.Symbol(f"{self.inv_r.symbol}_{i + 1}")] = sp.zoo if r[i] == 0 else 1 / sp.sympify(r[i])
            out[sp.Symbol(f"{self.inv_c.symbol}_{i + 1}")] = sp.zoo if c[i] == 0 else 1 / sp.sympify(c[i])
            for j in range(N):
                out[sp.Symbol(f"{self.lg_e.symbol}_{i + 1}_{j + 1}")] = lg(M[i, j])
        return out

    def entry_values(self, matrix) -> dict:
        """The entries of C at ``matrix`` as the symbols Array.entries() names them."""
        M = sp.Matrix(matrix)
        f = self.C.entries()
        return {f(i, j): M[i, j] for i in range(M.rows) for j in range(M.cols) if isinstance(f(i, j), sp.Symbol)}


def _term_guarded(t, count_name: str, kind: str, ix: tuple, col_by_row: bool = False, outside: bool = False) -> bool:
    """Has the term (once its deltas are summed out) a count C_ab that is at most the quantity of
    ``kind`` at ``ix`` on every matrix of non-negative counts, so that the term is 0 where the
    quantity is?  The total needs none (S > 0 is part of every statement with logarithms)."""
    if kind == "total":
        return True
    if outside and set(ix) & set(t.bound):  # the quantity's class comes from outside the term: a summed
        return False  # index spelled like it is another variable
    t2 = _eliminate_deltas(t, {})
    if t2 is None:
        return True
    if t2.factors != t.factors:  # a delta renamed indices: find ix's image by re-running on a marker
        return False
    counts = [c for name, c in t.factors if name == count_name]
    if kind == "entry":
        return tuple(ix) in counts
    if kind == "row":
        return any(c[0] == ix[0] for c in counts)
    if kind == "col":
        return any(c[1] == ix[0] or (col_by_row and c[0] == ix[0]) for c in counts)
    return any(ix[0] in c for c in counts)


def _exact(v):
    """A count as an exact number (a float is the binary rational it stores)."""
    v = sp.sympify(v)
    return sp.Rational(v) if isinstance(v, sp.Float) else v


def _scalars_in(p: IndexPoly) -> set:
    return set().union(*(sp.sympify(t.coeff).free_symbols for t in p.terms)) if p.terms else set()


def evaluate(side, atoms_list, matrix, free_values=None) -> sp.Expr:
    """The exact value of an index expression with logarithms at ``matrix`` (numbers), the
    atoms at their true values; free indices at ``free_values`` (0-based).  Raises
    ZeroDivisionError where a denominator is 0."""
    M = sp.Matrix(matrix)
    N = M.rows
    table, subs = {}, {}
    for A in atoms_list:
        r = [sum(M.row(i)) for i in range(N)]
        c = [sum(M.col(j)) for j in range(N)]
        if uses_reciprocals(side, A) and 0 in r + c:
            raise ZeroDivisionError("a row or column sum is 0 at this matrix: a reciprocal is undefined")
        if A.actual_classes_predicted and any(r[k] != 0 and c[k] == 0 for k in range(N)):
            raise ValueError("a class occurs and is never predicted at this matrix: outside the statement")
        table[A.C.name] = lambda i, j: M[i, j]
        for arr in A.arrays:
            table[arr.name] = arr.entries()
        subs.update(A.atom_values(M))
    values = dict(free_values or {})
    if isinstance(side, IndexFraction):
        den = side.denominator().expand(N, table, values)
        den = sp.sympify(den).xreplace(subs)
        if den == 0:
            raise ZeroDivisionError("a denominator is 0 at this matrix")
        out = sp.sympify(side.num.expand(N, table, values)).xreplace(subs) / den
    elif isinstance(side, IndexPoly):
        out = sp.sympify(side.expand(N, table, values)).xreplace(subs)
    else:
        out = sp.sympify(side)
    if out.has(sp.zoo, sp.nan, sp.oo, -sp.oo):
        raise ZeroDivisionError("a reciprocal of a zero row or column sum at this matrix")
    if out.free_symbols & set(subs) or any(out.has(a.inverse_log2_base) for a in atoms_list):
        raise ValueError(f"undefined at this {N} x {N} matrix (the log base 2(N - 1) needs N >= 2)")
    return out


def real_counterexample(lhs, rhs, atoms_list, N: int, free_values, sign, tries: int = 12):
    """A matrix of positive integers (N x N) where lhs != rhs with the atoms at their true
    values, decided exactly by ``sign`` (a function of a closed expression giving -1, 0, 1);
    None if none of ``tries`` matrices shows it."""
    cells = list(itertools.product(range(N), repeat=2))
    for trial in range(tries):
        M = sp.Matrix(N, N, [((7 * n + 3 * trial) % 5) + 1 + (trial % 3) * (n % 2) for n in range(len(cells))])
        if any(A.C.kind == "diagonal" for A in atoms_list):  # a matrix of the statement's arrays only
            M = sp.diag(*[M[i, i] for i in range(N)])
        try:
            d = evaluate(lhs, atoms_list, M, free_values) - evaluate(rhs, atoms_list, M, free_values)
        except ZeroDivisionError:
            continue
        try:
            if sign(d) != 0:
                return M
        except Exception:  # an undecided sign is no counterexample
            continue
    return None


class _TransposedAtoms:
    """The quantities of C^T, read off the atoms of C: entry (i, j) is C_ji, a row sum of C^T a
    column sum of C; the total, class totals and the log base are C's own."""

    def __init__(self, atoms: LogAtoms):
        self._atoms = atoms
        self.C, self.log2_total, self.inverse_log2_base = atoms.C, atoms.log2_total, atoms.inverse_log2_base

    def entry(self, i, j) -> Quantity:
        return self._atoms.entry(j, i)

    def row(self, i) -> Quantity:
        return self._atoms.col(i)

    def col(self, j) -> Quantity:
        return self._atoms.row(j)

    def total(self) -> Quantity:
        return self._atoms.total()

    def class_total(self, k) -> Quantity:
        return self._atoms.class_total(k)

    def class_total_once(self, k) -> Quantity:
        return self._atoms.class_total_once(k)
