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

**Logarithms** (``claim.logs``, kappamcc.prove.log_sums).  The suite writes an entropy with
atoms for the log2 of the counts' quantities and proves the identity for every value of the atoms
(its step (1)); the statement printed here takes each atom at the value the suite gives it (its
step (2)), stated with ExportSums.v's functions of the counts' matrix: ``lg2 x`` is log2 x for
x > 0 and 0 otherwise (the convention 0 log 0 = 0 made explicit), ``lgr n M i = lg2 (row n M i)``,
``lgc``, ``lge``, ``lgt`` (r_k + c_k), ``lgu`` (r_k + c_k - C_kk), ``lgS n M = lg2 (total n M)``;
the reciprocals ``invr n M i = / row n M i``, ``invc``, and ``lgB n = / lg2 (2 (n - 1))`` (the
confusion entropy's base).  It holds for every real matrix (an identity at every value of the
atoms holds at these), so no hypothesis on the counts is printed; that these sides are the
entropies of the claim on the matrices of counts (the guard, step (3): a term whose atom's
quantity is 0 has a count factor 0) is the suite's argument, not re-checked here.

**The proof** is explicit (ExportSums.v): the exporter reduces every printed group sum, step by
step, to sums over connected patterns of entries, each in a canonical order and naming of its
bound indices (the least layout over the renamings), times constants; each step is an equation
between two printed terms proved in Coq by a tactic for that step alone: adjacent sums exchanged
(``fsum_swap``), a constraint ``u != v`` on the innermost sum expanded (``fsum_ne``: the sum
without it minus the term at v = u), a delta on the innermost sum summed out (``fsum_delta``, the
partner below n by a hypothesis), factors regrouped, constants and independent sums factored out
(``kmcc_push``: the right side's products pushed under the left side's sums, then ``ring``
pointwise).  The goal is rewritten with these equations (each after those that produce its left
side) and closed by ``ring`` / ``field`` with the canonical sums as opaque atoms.  The statement
is untouched (the equations are hypotheses Coq proves, none is assumed).  A theorem Coq does not
prove is "unproved", never a verdict.

Not exported (NotTranslated): arrays relabelled by a permutation of the classes, logarithms of a
diagonal array.
"""

from __future__ import annotations

import itertools
import re

import sympy as sp

from ..prove.index_sums import DELTA, IndexFraction, IndexPoly, bound_index_groups
from .printer import CoqPrinter, NotTranslated, exports_claim
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
        self.atom_vars: dict = {}  # array name -> Coq function of a logarithm atom array
        self.specials: dict = {}  # scalar symbol -> Coq text (log2 of the total)
        for a in arrays:
            if a.kind == "delta":
                continue
            owner = getattr(a, "log_of", None)
            if owner is not None:
                self._log_atoms(a, owner)
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
        self.flats: dict = {}  # printed group sum -> its _Flat (the reductions' starting point)

    def _log_atoms(self, a, owner) -> None:
        """An array of logarithm atoms (kappamcc.prove.log_sums): each entry is the log2 of its
        quantity of the counts ``owner.C`` where that is positive, 0 where it is 0 (ExportSums.v's
        ``lg2``, the suite's value of an atom)."""
        C = owner.C
        if C.kind != "generic" or C.transposed or C.scale != 1:
            raise NotTranslated(
                "every-N identity with logarithms of a diagonal array not exported",
                f"the logarithms are of {C.name} ({C.kind})",
            )
        var = _ident(C.symbol, "M_")
        fun = {
            owner.lg_r.name: f"lgr n {var}",
            owner.lg_c.name: f"lgc n {var}",
            owner.lg_e.name: f"lge {var}",
            owner.lg_t.name: f"lgt n {var}",
            owner.lg_u.name: f"lgu n {var}",
            owner.inv_r.name: f"invr n {var}",
            owner.inv_c.name: f"invc n {var}",
        }[a.name]
        if a.transposed or a.scale != 1:
            raise NotTranslated("array kind not exported", f"{a.name} transposed or scaled")
        self.atom_vars[a.name] = fun
        self.stems.setdefault(var, ("matrix", C.symbol))
        self.specials[owner.log2_total] = f"(lgS n {var})"
        self.specials[owner.inverse_log2_base] = "(lgB n)"

    def var(self, a) -> str:
        if a.name in self.atom_vars:
            return self.atom_vars[a.name]
        return _ident(a.symbol, "M_" if a.kind in ("generic", "symmetric") else "V_")

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
        var = self.var(a)
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
        # a division by a positive numeral is a rational coefficient (field's constants)
        if any(not (a.kind == "div" and a.parts[1].isdigit() and int(a.parts[1]) > 0) for a in self.coq.atoms):
            raise NotTranslated("coefficient not a polynomial", str(e))
        for s in e.free_symbols & set(self.specials):
            name = self.coq.symbol(s)
            del self.coq.names[name]
            text = re.sub(rf"(?<![A-Za-z0-9_']){re.escape(name)}(?![A-Za-z0-9_'])", self.specials[s], text)
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
        facs = [("N", env[p], env[q]) for p, q in cons]
        for a, ix in body:
            facs += self.flat_factors(a, tuple(env[i] for i in ix))
        self.flats[text] = _Flat(tuple(names[b] for b in order), tuple(facs))
        return text

    def flat_factors(self, name: str, idx: tuple) -> list:
        """An entry as the reductions' factors (``_Flat``): a diagonal entry is a delta times
        a vector entry, a transposed entry has its indices swapped, the scale is kept."""
        if name == DELTA:
            return [("D", idx[0], idx[1])]
        a = self.arrays[name]
        var = self.var(a)
        if a.kind == "vector":
            return [("E", var, "vec", idx, a.scale)]
        i, j = idx
        if a.transposed:
            i, j = j, i
        if a.kind == "diagonal":
            return [("D", i, j), ("E", var, "vec", (i,), a.scale)]
        return [("E", var, "sym" if a.kind == "symmetric" else "gen", (i, j), a.scale)]

    def term(self, t) -> str:
        fixed = {i: self.free(i) for i in t.free()}
        parts = []
        for members in bound_index_groups(t):
            m = set(members)
            facs = [(a, ix) for a, ix in t.factors if m & set(ix)]
            # in a fixed order: t.distinct is a set, whose order follows the hash seed
            cons = sorted(
                (tuple(sorted(p, key=lambda i: i.name)) for p in t.distinct if m & set(p)),
                key=lambda pair: tuple(i.name for i in pair),
            )
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


# The atom form of an identity with logarithms is the suite's own rewriting (kappamcc.prove.log_sums
# splits log2 of a quotient, cancels weights and relies on its guard): Coq would re-check the
# identity the suite handed it, not the entropies from definitions of its own (issue 32: never
# from a form the suite produced).  Such theorems are printed and compiled only on request (the
# tests do: the printing and Coq's proofs of the atom identities are kept working), never counted.
LOG_ATOM_FORM_REASON = "every-N identity with logarithms: only the suite's atom form could be stated"


@exports_claim
def export_identity_all_n(claim, log_atom_form: bool = False):
    """The Coq theorem of an identity for every N; with logarithms only when ``log_atom_form``
    (the atom form, see LOG_ATOM_FORM_REASON), else NotTranslated."""
    if claim.logs and not log_atom_form:
        raise NotTranslated(
            LOG_ATOM_FORM_REASON,
            "the entropies are written in log2 atoms of the counts' quantities by kappamcc.prove.log_sums "
            "(quotients split, weights cancelled, the 0 log 0 guard); Coq has no entropy of its own to state "
            "them from",
        )

    pr, eqs = statement_parts(claim)
    conclusions: list = []
    script: list = []
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
    """One line per equation: its free indices and their bounds introduced, then its explicit
    reduction (:func:`_explicit`)."""
    lines = ["intros " + " ".join(["n", *pr.stems, *pr.coq.names]) + "."]
    for k, (free, dens, lhs, rhs) in enumerate(eqs):
        names = " ".join(f"{i} H{i}" for i in free)
        tac = _explicit(pr, [*dens, lhs, rhs])
        tac = f"intros {names}; {tac}" if free else tac
        lines.append(f"split; [ {tac} | ]." if k < len(eqs) - 1 else f"{tac}.")
    return lines


def _explicit(pr, texts) -> str:
    """The explicit reduction of one equation: each of its group sums rewritten into canonical
    sums of connected patterns (an equation per step, each proved by its own tactic), then
    ``ring`` / ``field`` with those sums as atoms."""
    red = _Reducer(pr)
    whole = " ".join(texts)
    for text, flat in pr.flats.items():
        if text in whole:
            red.start(text, flat)
    steps = [f"assert (E{m} : {lhs} = {rhs}) by ({tac})" for m, (lhs, rhs, tac) in enumerate(red.eqs)]
    if steps:
        steps.append("rewrite " + ", ".join(f"?E{m}" for m in _rewrite_order(red.eqs)))
    return "(" + "; ".join([*steps, "intros", "kmcc_sums_ring"]) + ")"


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


# ---------------------------------------------------------------------------------------------
# Explicit reductions: each printed group sum rewritten, step by step, into sums over connected
# patterns of entries in a canonical order and naming of their bound indices (plus constants).
# Every step is an equation between two printed terms, proved in Coq by a tactic that proves
# that one step (ExportSums.v); the claim's statement is untouched.  After rewriting with all of
# them, both sides are polynomials in the same canonical sums, and ``ring`` / ``field`` ends.


class _Flat:
    """A nested finite sum over ``binders`` (outermost first) of the product of ``factors``:
    ("E", var, "gen" | "sym" | "vec", indices, scale) an entry, ("D", i, j) ``delta i j``,
    ("N", i, j) ``(1 - delta i j)``; indices are Coq names (bound or free)."""

    def __init__(self, binders, factors):
        self.binders, self.factors = tuple(binders), tuple(factors)

    def bound(self, f) -> set:
        idx = f[3] if f[0] == "E" else f[1:]
        return set(idx) & set(self.binders)

    def text(self, pr: "SumPrinter", first: bool = False, scaled: bool = True) -> str:
        """``first``: the body as ``F0 * (rest)`` (the shape the step lemmas match)."""
        parts = [_factor_text(f, pr, scaled) for f in self.factors]
        if first:
            rest = parts[1] if len(parts) == 2 else f"({' * '.join(parts[1:]) or '1'})"
            body = f"{parts[0]} * {rest}"
        else:
            body = " * ".join(parts) or "1"
        for b in reversed(self.binders):
            body = f"fsum n (fun {b} => {body})"
        return f"({body})"


def _factor_text(f, pr, scaled=True, raw=True) -> str:
    if f[0] == "D":
        return f"(delta {f[1]} {f[2]})"
    if f[0] == "N":
        return f"(1 - delta {f[1]} {f[2]})"
    _, var, sort, idx, scale = f
    if sort == "vec":
        text = f"({var} {idx[0]})"
    elif sort == "gen":
        text = f"({var} {idx[0]} {idx[1]})"
    else:
        i, j = idx
        if not raw:
            i, j = sorted((i, j))
        text = f"({var} {i} {i})" if i == j and not raw else f"({var} (Nat.min {i} {j}) (Nat.max {i} {j}))"
    if scaled and scale != 1:
        text = f"({pr.scalar(scale)} * {text})"
    return text


def _subst(factors, old: str, new: str) -> list:
    def s(i):
        return new if i == old else i

    out = []
    for f in factors:
        if f[0] == "E":
            out.append((*f[:3], tuple(s(i) for i in f[3]), f[4]))
        else:
            out.append((f[0], s(f[1]), s(f[2])))
    return out


class _Reducer:
    """The equations (lhs text, rhs text, tactic) reducing a statement's group sums."""

    def __init__(self, pr: "SumPrinter"):
        self.pr = pr
        self.eqs: list = []
        self.lhs: set = set()
        self.fresh = itertools.count()

    def eq(self, lhs: str, rhs: str, tactic: str) -> None:
        if lhs != rhs and lhs not in self.lhs:
            self.lhs.add(lhs)
            self.eqs.append((lhs, rhs, tactic))

    def start(self, stmt_text: str, flat: _Flat) -> None:
        mine = flat.text(self.pr)
        if f"({stmt_text})" != mine:
            self.eq(stmt_text, mine, "kmcc_push")
        self.reduce(mine, flat)

    def reorder(self, text: str, t: _Flat, order) -> tuple:
        """Adjacent exchanges of sums bringing the binders into ``order``; the reordered term and
        its text."""
        cur = list(t.binders)
        for p, want in enumerate(order):
            q = cur.index(want)
            for j in range(q, p, -1):
                cur[j - 1], cur[j] = cur[j], cur[j - 1]
                nxt = _Flat(cur, t.factors)
                ntext = nxt.text(self.pr)
                self.eq(text, ntext, f"kmcc_swap_at {j - 1}")
                text = ntext
        return _Flat(cur, t.factors), text

    def reduce(self, text: str, t: _Flat) -> None:
        if text in self.lhs:
            return
        pr, bset = self.pr, set(t.binders)
        if not t.binders:  # a product of constants
            return
        if any(f[0] == "N" and f[1] == f[2] for f in t.factors):
            self.eq(text, "0", "kmcc_zero")
            return
        # a constraint on a bound index: expanded on the innermost sum
        for n_, f in enumerate(t.factors):
            if f[0] in ("N", "D") and (f[1] in bset or f[2] in bset):
                break
        else:
            return self.factor(text, t)
        kind = f[0]
        v = f[2] if f[2] in bset else f[1]
        u = f[1] if v == f[2] else f[2]
        rest = [g for m, g in enumerate(t.factors) if m != n_]
        if u == v:  # delta v v = 1
            nt = _Flat(t.binders, rest)
            ntext = nt.text(pr)
            self.eq(text, ntext, "kmcc_push")
            return self.reduce(ntext, nt)
        order = [b for b in t.binders if b != v] + [v]
        moved, mtext = self.reorder(text, t, order)
        prepared = _Flat(order, (f, *rest))
        ptext = prepared.text(pr, first=True)
        self.eq(mtext, ptext, "kmcc_push")
        k = len(order) - 1
        after = _Flat(order[:-1], _subst(rest, v, u))
        if kind == "D":
            after = _Flat(after.binders, [g for g in after.factors if not (g[0] == "D" and g[1] == g[2])])
            atext = after.text(pr)
            self.eq(ptext, atext, f"kmcc_delta_at {k}")
            return self.reduce(atext, after)
        whole = _Flat(order, rest)
        wtext = whole.text(pr)
        inner = " * ".join(_factor_text(g, pr) for g in rest) or "1"
        uinner = " * ".join(_factor_text(g, pr) for g in _subst(rest, v, u)) or "1"
        mid = f"(fsum n (fun {v} => {inner}) - ({uinner}))"
        for b in reversed(order[:-1]):
            mid = f"fsum n (fun {b} => {mid})"
        atext = _Flat(order[:-1], _subst(rest, v, u)).text(pr)
        if k:
            tactic = f"transitivity ({mid}); [ kmcc_ne_at {k} | kmcc_split_minus ]"
        else:
            tactic = "kmcc_ne_at 0"
        self.eq(ptext, f"({wtext} - {atext})", tactic)
        self.reduce(wtext, whole)
        self.reduce(atext, after)

    def factor(self, text: str, t: _Flat) -> None:
        """No constraint or delta on a bound index left: the constants and the scales out, the
        first connected pattern (canonical) times the rest."""
        pr = self.pr
        consts = [f for f in t.factors if not t.bound(f)]
        inner = [f for f in t.factors if t.bound(f)]
        scale = sp.Integer(1)
        for f in t.factors:
            if f[0] == "E":
                scale *= f[4]
        # the connected pattern of the outermost bound index
        comp, grow = {t.binders[0]}, True
        while grow:
            grow = False
            for f in inner:
                b = t.bound(f)
                if b & comp and not b <= comp:
                    comp |= b
                    grow = True
        mine = [f for f in inner if t.bound(f) & comp]
        others = [f for f in inner if not t.bound(f) & comp]
        order, canon = _canonical_pattern([b for b in t.binders if b in comp], mine, pr)
        rest_b = [b for b in t.binders if b not in comp]
        moved, mtext = self.reorder(text, t, order + rest_b)
        parts = [] if scale == 1 else [pr.scalar(scale)]
        parts += [_factor_text((*f[:4], 1) if f[0] == "E" else f, pr, raw=False) for f in consts]
        parts.append(canon)
        rest = None
        if rest_b:
            rest = _Flat(rest_b, [(*f[:4], 1) if f[0] == "E" else f for f in others])
            parts.append(rest.text(pr))
        rhs = parts[-1]
        for p_ in reversed(parts[:-1]):
            rhs = f"({p_} * {rhs})"
        self.eq(mtext, rhs, "kmcc_push")
        if rest is not None:
            self.reduce(parts[-1], rest)


def _rewrite_order(eqs) -> list:
    """The equations in an order where each is used after every equation whose right side holds
    its left side (a term several steps reach is rewritten after all of them)."""
    after = {m: [j for j, (_, rhs, _) in enumerate(eqs) if j != m and lhs in rhs] for m, (lhs, _, _) in enumerate(eqs)}
    order: list = []
    state: dict = {}

    def visit(m):
        if state.get(m) == 2:
            return
        if state.get(m) == 1:
            raise ValueError("cycle")
        state[m] = 1
        for j in after[m]:
            visit(j)
        state[m] = 2
        order.append(m)

    try:
        for m in range(len(eqs)):
            visit(m)
    except ValueError:  # (not expected) a cycle: the order they were found in
        return list(range(len(eqs)))
    return order


def _canonical_pattern(members, factors, pr) -> tuple:
    """(binder order, canonical text): the least layout of a connected pattern of entries under
    renamings of its bound indices, printed with ``b0, b1, ...`` in that order."""
    best: tuple | None = None
    for perm in itertools.permutations(members):
        pos = {b: f"\x00{k}" for k, b in enumerate(perm)}

        def key(f):
            idx = tuple(pos.get(i, i) for i in f[3])
            return (f[1], f[2], tuple(sorted(idx)) if f[2] == "sym" else idx)

        k = tuple(sorted(key(f) for f in factors))
        if best is None or k < best[0]:
            best = (k, perm)
        if len(members) > 7:  # (not met) the first order only: not canonical, ring may fail
            break
    if best is None:  # a pattern without bound indices is printed as it is
        raise NotTranslated("every-N identity the printer cannot order", "a connected pattern with no bound index")
    _, perm = best
    names = {b: f"b{k}" for k, b in enumerate(perm)}
    ren = [(*f[:3], tuple(names.get(i, i) for i in f[3]), 1) for f in factors]
    ren.sort(key=lambda f: (f[1], f[2], tuple(sorted(f[3])) if f[2] == "sym" else f[3]))
    body = " * ".join(_factor_text(f, pr, raw=False) for f in ren) or "1"
    for b in reversed(perm):
        body = f"fsum n (fun {names[b]} => {body})"
    return list(perm), f"({body})"
