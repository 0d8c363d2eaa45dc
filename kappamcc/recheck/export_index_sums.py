"""Coq theorems for identities over every number of classes N (``IdentityAllN``).

**The statement** (for every ``n``, no finite size is fixed): each array is a Coq variable,
a generic or symmetric matrix ``M : matrix`` (a symmetric array's entry (i, j) is
``M (Nat.min i j) (Nat.max i j)``: one entry for both orders, as the suite's symbols), a vector
or diagonal array ``v : nat -> R`` (a diagonal entry is ``delta i j * v i``); a scale
multiplies each entry, a transposed array swaps its indices; the Kronecker delta is Matrix.v's
``delta``.  Each term of an index-sum polynomial is its coefficient times its sum over its
bound indices: the sum is printed as the product of the sums over its groups of bound indices
that share no factor and no constraint (the same finite sum, distributed), each group as nested
``fsum n (fun b => ...)``, a constraint ``u != v`` as the factor ``(1 - delta u v)``.  Free
indices are ``nat`` variables below ``n``.  Each equation is stated on its own, under its own
free indices and the hypotheses that each factor of its denominators is non-zero (the suite
cross-multiplies: its verdict covers exactly the matrices where they are), nothing else.  The
scalar symbols of the coefficients are real variables, with no assumption (the expansion treats
them as indeterminates).

**The proof** is generic (ExportSums.v, every tactic under ``timeout``): ``kmcc_sums_eq`` first
closes the equation by ``ring`` / ``field`` with every printed group sum an opaque atom; else it
rewrites under the binders (``fsum`` is a morphism for pointwise equality): each constraint
``(1 - delta u v)`` is expanded, constant factors are pulled out of the sums, deltas are summed
out (``fsum_delta_ind``, no side condition: the partner may be a bound index, its indicator
``ind n j`` is dropped under its own sum or by the bound of a free index), and closes the
remaining equation in the reduced sums (found up to conversion) by ``ring`` / ``field``.  A
theorem Coq does not prove is "unproved", never a verdict.

Not exported (NotTranslated): identities with logarithms (the 0 log 0 convention), arrays
relabelled by a permutation of the classes.
"""

from __future__ import annotations

import itertools
import re

import sympy as sp

from ..prove.index_sums import DELTA, IndexFraction, IndexPoly, bound_index_groups
from .printer import CoqPrinter, NotTranslated
from .theorem import Theorem, coq_theorem_name

__all__ = ["export_identity_all_n", "SumPrinter", "statement_parts"]


def _ident(stem: str, prefix: str) -> str:
    return prefix + re.sub(r"[^A-Za-z0-9_]", "_", stem)


class SumPrinter:
    """Prints the index sums of one claim as Coq terms over its arrays (one Coq variable per
    entry stem)."""

    def __init__(self, arrays):
        self.coq = CoqPrinter()
        self.arrays = {a.name: a for a in arrays}
        self.stems: dict = {}  # Coq variable -> ("matrix" | "vector", stem)
        for a in arrays:
            if a.kind == "delta":
                continue
            if getattr(a, "relabelled", False):
                raise NotTranslated(
                    "every-N identity over a relabelled array not exported",
                    f"array {a.name} is its stem's entries with the classes permuted (the invariance rule)",
                )
            sort = "matrix" if a.kind in ("generic", "symmetric") else "vector"
            var = _ident(a.symbol, "M_" if sort == "matrix" else "V_")
            if self.stems.get(var, (sort, a.symbol)) != (sort, a.symbol):
                raise NotTranslated("array names clash", f"{a.symbol} prints as {var}")
            self.stems[var] = (sort, a.symbol)
        self.index_names: dict = {}  # Index -> Coq name of a free index

    # -- indices -----------------------------------------------------------------------------
    def free(self, i) -> str:
        if i not in self.index_names:
            name = _ident(i.name, "k_")
            if name in self.index_names.values():
                raise NotTranslated("index names clash", f"{i.name} prints as {name}")
            self.index_names[i] = name
        return self.index_names[i]

    # -- entries -----------------------------------------------------------------------------
    def entry(self, name: str, idx: tuple) -> str:
        """The Coq text of an array entry, ``idx`` the Coq texts of its indices."""
        if name == DELTA:
            return f"(delta {idx[0]} {idx[1]})"
        a = self.arrays.get(name)
        if a is None:
            raise NotTranslated("array not declared", name)
        var = _ident(a.symbol, "M_" if a.kind in ("generic", "symmetric") else "V_")
        if a.kind == "vector":
            (i,) = idx
            text = f"({var} {i})"
        else:
            i, j = idx
            if a.transposed:
                i, j = j, i
            if a.kind == "generic":
                text = f"({var} {i} {j})"
            elif a.kind == "symmetric":  # one entry for (i, j) and (j, i); the pair in a fixed order
                i, j = sorted((i, j))
                text = f"({var} {i} {i})" if i == j else f"({var} (Nat.min {i} {j}) (Nat.max {i} {j}))"
            elif a.kind == "diagonal":
                text = f"(delta {i} {j} * {var} {i})"
            else:
                raise NotTranslated("array kind not exported", a.kind)
        if a.scale != 1:
            text = f"({self.scalar(a.scale)} * {text})"
        return text

    def scalar(self, e) -> str:
        e = sp.sympify(e)
        text = self.coq.term(e)
        if self.coq.atoms:
            raise NotTranslated("coefficient not a polynomial", str(e))
        return text

    # -- terms -------------------------------------------------------------------------------
    def group(self, members, factors, cons, fixed: dict) -> str:
        """A group of bound indices summed: ``fsum n (fun b0 => ...)`` in a canonical order (the
        order of nested finite sums and the names of dummies do not change the sum)."""
        order, body = _canonical_group(members, factors, cons, fixed, self)
        names = {b: f"b{k}" for k, b in enumerate(order)}
        env = {**fixed, **names}
        parts = [f"(1 - delta {env[p]} {env[q]})" for p, q in cons]
        parts += [self.entry(a, tuple(env[i] for i in ix)) for a, ix in body]
        text = " * ".join(parts) if parts else "1"
        for b in reversed(order):
            text = f"fsum n (fun {names[b]} => {text})"
        return text

    def term(self, t) -> str:
        fixed = {i: self.free(i) for i in t.free()}
        parts = []
        for members in bound_index_groups(t):
            m = set(members)
            facs = [(a, ix) for a, ix in t.factors if m & set(ix)]
            cons = [tuple(sorted(p, key=lambda i: i.name)) for p in t.distinct if m & set(p)]
            parts.append("(" + self.group(members, facs, cons, fixed) + ")")
        outside = [(a, ix) for a, ix in t.factors if not (set(ix) & set(t.bound))]
        outside_cons = [tuple(sorted(p, key=lambda i: i.name)) for p in t.distinct if not (set(p) & set(t.bound))]
        pre = [f"(1 - delta {fixed[p]} {fixed[q]})" for p, q in sorted(outside_cons, key=str)]
        pre += sorted(self.entry(a, tuple(fixed[i] for i in ix)) for a, ix in outside)
        coeff = [] if t.coeff == 1 and (pre or parts) else [self.scalar(t.coeff)]
        return "(" + " * ".join([*coeff, *pre, *parts]) + ")"

    def poly(self, p: IndexPoly) -> str:
        if not p.terms:
            return "0"
        return "(" + " + ".join(self.term(t) for t in p.terms) + ")"


def _factor_key(a: str, ix: tuple, sp_printer: SumPrinter):
    arr = sp_printer.arrays.get(a)
    if arr is not None and arr.kind == "symmetric":
        ix = tuple(sorted(ix))
    return (a, ix)


def _canonical_group(members, factors, cons, fixed, printer):
    """(binder order, factors in order): the least layout under renamings of the group's
    bound indices (free indices keep their names)."""
    best = None
    for perm in itertools.permutations(members):
        pos = {b: f"\x00{k}" for k, b in enumerate(perm)}
        name = lambda i: pos.get(i, fixed.get(i, i.name))  # noqa: E731
        facs = sorted(
            ((_factor_key(a, tuple(name(i) for i in ix), printer), n) for n, (a, ix) in enumerate(factors)),
        )
        cs = sorted(tuple(sorted(name(i) for i in p)) for p in cons)
        key = (tuple(f for f, _ in facs), tuple(cs))
        if best is None or key < best[0]:
            # Kronecker deltas first: the tactics sum them out from the front of a product
            ordered = sorted(facs, key=lambda f: f[0][0] != DELTA)
            best = (key, perm, [factors[n] for _, n in ordered])
        if len(members) > 6:
            break
    if best is None:  # no order was tried: a statement this printer cannot write
        raise NotTranslated("every-N identity the printer cannot order", "no order of the bound indices was tried")
    return list(best[1]), best[2]


def statement_parts(claim):
    """Per equation: (free index names, denominator factor texts, lhs text, rhs text)."""
    pr = SumPrinter(claim.arrays)
    out = []
    for lhs, rhs in claim.equations:
        lhs, rhs = IndexFraction.of(lhs), IndexFraction.of(rhs)
        free = sorted(lhs.free() | rhs.free(), key=lambda i: i.name)
        dens = []
        for side in (lhs, rhs):
            for d in side.den:
                if not d.terms or all(not t.factors and sp.sympify(t.coeff) == 0 for t in d.terms):
                    raise NotTranslated("denominator zero", "a denominator is the constant 0")
                dens.append(pr.poly(d))
        texts = []
        for side in (lhs, rhs):
            num = pr.poly(side.num)
            texts.append(num if not side.den else f"({num} / ({' * '.join(pr.poly(d) for d in side.den)}))")
        out.append(([pr.free(i) for i in free], dens, texts[0], texts[1]))
    return pr, out


def export_identity_all_n(claim):

    if claim.logs:
        raise NotTranslated(
            "every-N identity with logarithms not exported",
            "the 0 log 0 convention and the logarithms' atoms are not stated in Coq",
        )
    pr, eqs = statement_parts(claim)
    conclusions, script = [], []
    for free, dens, lhs, rhs in eqs:
        binders = "".join(f"forall ({k} : nat), ({k} < n)%nat -> " for k in free)
        hyps = "".join(f"({d} <> 0) -> " for d in dens)
        conclusions.append((f"({binders}{hyps}{lhs} = {rhs})", None))
    variables = [v for v in pr.coq.names]
    th = SumTheorem(
        claim.id,
        coq_theorem_name(claim.id),
        "sums",
        variables,
        [],
        [],
        conclusions,
        script,
        dict(pr.coq.names),
        requires=("ExportSums",),
    )
    th.binders = "(n : nat) " + " ".join(
        f"({v} : {'matrix' if sort == 'matrix' else 'nat -> R'})" for v, (sort, _) in pr.stems.items()
    )
    th.script = _proof(claim, pr, eqs)
    return th


def _proof(claim, pr, eqs) -> list:
    """One line per equation: its free indices and their bounds introduced, then
    ``kmcc_sums_eq`` (ExportSums.v)."""
    lines = ["intros " + " ".join(["n", *pr.stems, *pr.coq.names]) + "."]
    for k, (free, _, _, _) in enumerate(eqs):
        names = " ".join(f"{i} H{i}" for i in free)
        tac = f"intros {names}; kmcc_sums_eq" if free else "kmcc_sums_eq"
        lines.append(f"split; [ {tac} | ]." if k < len(eqs) - 1 else f"{tac}.")
    return lines


class SumTheorem(Theorem):
    """A theorem with the statement's binders: the size, the arrays and the real scalars, each
    equation under its own free indices."""

    binders: str = ""

    @property
    def statement(self) -> str:
        reals = " ".join(f"({v} : R)" for v in self.variables)
        concl = " /\\ ".join(t for t, _ in self.conclusions)
        return f"forall {self.binders} {reals},\n    {concl}"

    def negation_source(self):
        return None  # the negation of an every-N statement is not tried
