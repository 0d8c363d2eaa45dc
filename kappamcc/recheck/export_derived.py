"""Coq theorems for checked derivations (``Derived`` claims, :mod:`kappamcc.model.derivations`).

The theorem is the claim's formal statement (``claim.formula``), printed from its own objects;
the derivation's lines are not used: Coq proves the goal directly, an independent re-check.

**Reals** (``Reals(hyps, goal)``): ``forall`` real values of the symbols, their sign
assumptions (``integer`` dropped: a stronger theorem) and the hypotheses imply the goal.  The
goal's top-level conjunction is split into conclusions; an implication stays one.  As for a
Relation (:mod:`.export`), Coq's division, square root and logarithm are total, so the
conclusion also states every denominator ``<> 0``, radicand ``>= 0``, ... of the goal.

**Over matrices** (``OverMatrices(arrays, nonneg, hyps, goal)``): ``forall (n : nat)``, every
array a Coq variable (a generic matrix ``M_C : matrix``; a symmetric one read through
``M_C (Nat.min i j) (Nat.max i j)``; a vector ``V_q : nat -> R``; a diagonal one
``delta i j * V_D i``), with ``(1 <= n)%nat`` and, for the arrays named non-negative, their
entries ``>= 0``; each atom symbol of the formula (:mod:`kappamcc.prove.atoms`) is printed as
the index sum it stands for, nested ``fsum n (fun b0 => ...)`` over its bound indices of the
product of its entries, a constraint ``u != v`` the factor ``(1 - delta u v)``.  The scalar
symbols are real variables with their sign assumptions.

**The proof** (ExportDerived.v, every tactic under ``timeout``): facts about the printed sums,
each proved by Coq from Matrix.v's ``fsum`` (every atom over non-negative arrays is ``>= 0``;
for a non-negative matrix ``tr <= S``, ``sum r c <= S^2``, ``2 sum r c <= S^2 + S tr``, ...,
and, for a statement with square roots, MCC's Cauchy-Schwarz bound
``(S tr - sum r c)^2 <= (S^2 - sum r^2)(S^2 - sum c^2)``; ``N >= 1``).  Hints, each computed by
sympy or the suite's index sums, asserted under ``try`` and proved by Coq or dropped: an atom
with constraints or a diagonal array expanded into atoms without them (``kd_sums_eq2``), the
Cauchy-Schwarz inequality ``(sum_a f a)^2 <= N sum_a (f a)^2`` of an atom and its equality case,
a product of square roots ``sqrt x * sqrt y = k * sqrt z``, a denominator or radicand factored.
Then every printed sum is an opaque real (``set``, ``clearbody``), the definedness facts and
sympy's hints of :mod:`.theorem` are proved, and each part of the goal by ``kd_solve``
(``kmcc_solve_hint`` after one square root per radicand up to ring, ``Rabs`` by its sign, MCC's
range from its bound).  A theorem Coq does not prove is "unproved", never a verdict.

Not exported (NotTranslated): statements about the matrix functionals (``Matrices``: Ent,
Asy, the largest off-diagonal entry, ... are not defined in Coq) and limits along sequences
of matrices (``Sequences``).
"""

from __future__ import annotations

import re

import sympy as sp

from ..model.derivations import Matrices, MatrixFunctional, OverMatrices, Reals, Sequences
from ..prove.atoms import ATOMS, IndexSumAtom, atomize
from ..prove.index_sums import DELTA, Array, Index, IndexPoly, Sum, delta
from .printer import CoqPrinter, NotTranslated, exports_claim
from .theorem import Theorem, _facts, _hints, _symbol_hypotheses, coq_theorem_name, factored_facts

__all__ = ["export_derived", "DerivedTheorem", "atom_text", "statement_atoms"]

_SORTS = {"generic": "matrix", "symmetric": "matrix", "diagonal": "vector", "vector": "vector"}


def _ident(stem: str, prefix: str) -> str:
    return prefix + re.sub(r"[^A-Za-z0-9_]", "_", stem)


def _var(stem: str, kind: str) -> str:
    """The Coq variable of an entry stem: ``M_C`` (a matrix), ``V_q`` (a vector, or a diagonal's values)."""
    return _ident(stem, "M_" if _SORTS[kind] == "matrix" else "V_")


def _key(atom) -> tuple:
    key = next((k for k, s in ATOMS.items() if s == atom), None)
    if key is None:
        raise NotTranslated("index sum not known", f"{atom} is not an atom of the index-sum table")
    return key


def _entry(stem_kind: str, idx: tuple) -> str:
    stem, kind = stem_kind.split(":")
    if kind == "delta":
        return f"(delta {idx[0]} {idx[1]})"
    if kind not in _SORTS:
        raise NotTranslated("array kind not exported", kind)
    var = _var(stem, kind)
    if kind == "vector":
        (i,) = idx
        return f"({var} {i})"
    i, j = idx
    if kind == "generic":
        return f"({var} {i} {j})"
    if kind == "symmetric":  # one entry for (i, j) and (j, i), as the suite's symbols
        return f"({var} (Nat.min {i} {j}) (Nat.max {i} {j}))"
    return f"(delta {i} {j} * {var} {i})"  # diagonal


def atom_text(key: tuple) -> str:
    """The Coq text of an atom: nested ``fsum n`` over its bound indices ``_0, _1, ...`` (in that
    order, named ``b0, b1, ...``) of its constraints ``(1 - delta u v)`` and its entries, in the
    atom's order."""
    nbound, factors, distinct, fixed = key
    if fixed:
        raise NotTranslated("index sum with free indices", str(key))
    name = {f"_{k}": f"b{k}" for k in range(nbound)}
    parts = [f"(1 - delta {name[p]} {name[q]})" for p, q in distinct]
    parts += [_entry(a, tuple(name[i] for i in ix)) for a, ix in factors]
    text = " * ".join(parts) if parts else "1"
    for k in reversed(range(nbound)):
        text = f"fsum n (fun b{k} => {text})"
    return f"({text})"


def _stems(key: tuple) -> set:
    return {a for a, _ in key[1]}


def _arrays_of(keys) -> list:
    """One suite Array per entry stem and kind the atoms use (atoms are keyed by stem and kind)."""
    out = {}
    for key in keys:
        for a in _stems(key):
            stem, kind = a.split(":")
            if kind != "delta" and a not in out:
                out[a] = Array(stem, kind, symbol=stem)
    return list(out.values())


def _expansion(key: tuple):
    """An atom with constraints or a diagonal array as a polynomial in atoms without them (each
    ``u != v`` as ``1 - delta u v``, a diagonal entry ``D_ij`` as ``delta i j * D_i``), by the
    suite's index sums; None when it has neither."""
    nbound, factors, distinct, _ = key
    if not distinct and not any(a.endswith(":diagonal") for a, _ in factors):
        return None
    arrays = {}
    for a in _stems(key):
        stem, kind = a.split(":")
        if kind != "delta":  # a diagonal array's values: the vector of its stem (same Coq variable)
            arrays[a] = Array(stem, "vector" if kind == "diagonal" else kind, symbol=stem)
    idx = {f"_{k}": Index(f"kd{k}") for k in range(nbound)}
    body = IndexPoly.const(1)
    for a, ix in factors:
        at = tuple(idx[i] for i in ix)
        if a.endswith(":delta"):
            body = body * delta[at]
        elif a.endswith(":diagonal"):
            body = body * delta[at] * arrays[a][at[0]]
        else:
            body = body * arrays[a][at]
    for p, q in distinct:
        body = body * (IndexPoly.const(1) - delta[idx[p], idx[q]])
    return atomize(Sum(body, *idx.values()), list(arrays.values()))


def _has_sqrt(f) -> bool:
    parts = [*f.hyps, f.goal]
    return any(
        isinstance(p, sp.Pow) and p.exp.is_Rational and p.exp.q == 2 for e in parts for p in sp.preorder_traversal(e)
    )


def _square_sum(key: tuple):
    """sum over the atom's first index a of (f a)^2, f a its sum over the other indices, as a
    polynomial in atoms; None for an atom with constraints or a diagonal array."""
    nbound, factors, distinct, _ = key
    if (
        distinct
        or nbound < 1
        or not factors
        or any(not a.endswith((":generic", ":vector", ":symmetric")) for a, _ in factors)
    ):
        return None
    arrays = {a: Array(a.split(":")[0], a.split(":")[1], symbol=a.split(":")[0]) for a in _stems(key)}
    idx = {f"_{k}": Index(f"kd{k}") for k in range(nbound)}
    body = IndexPoly.const(1)
    for a, ix in factors:
        body = body * arrays[a][tuple(idx[i] for i in ix)]
    others = [idx[f"_{k}"] for k in range(1, nbound)]
    f = Sum(body, *others) if others else body
    return atomize(Sum(f * f, idx["_0"]), list(arrays.values()))


def statement_atoms(formula) -> list:
    """The atom symbols of an OverMatrices formula, in a fixed order."""
    parts = [*formula.hyps, formula.goal]
    syms = set().union(*(sp.sympify(p).free_symbols for p in parts))
    return sorted((s for s in syms if isinstance(s, IndexSumAtom)), key=str)


def _conclusions(goal) -> list:
    goal = sp.sympify(goal)
    return list(goal.args) if isinstance(goal, sp.And) else [goal]


class DerivedTheorem(Theorem):
    """A theorem over the size n and the arrays (OverMatrices), or over reals (Reals)."""

    binders: str = ""  # the size and the arrays
    frame: list = []  # hypotheses on them: (1 <= n)%nat, entries >= 0

    @property
    def statement(self) -> str:
        reals = " ".join(f"({v} : R)" for v in self.variables)
        binders = " ".join(b for b in (self.binders, reals) if b)
        concl = " /\\ ".join([*self.defined, *(t for t, _ in self.conclusions)]) or "True"
        arrows = "".join(f"{h} ->\n    " for h in [*self.frame, *(h for h, _ in self.hypotheses)])
        return (f"forall {binders},\n    " if binders else "") + arrows + concl

    def negation_source(self):
        return None  # a statement with variables: its negation is not tried


@exports_claim
def export_derived(claim) -> Theorem:
    """The Coq theorem of a checked derivation's formula; NotTranslated says why not."""
    f = claim.formula
    if isinstance(f, Sequences):
        raise NotTranslated(
            "checked derivation along sequences of matrices not exported",
            "a limit along every sequence of matrices C(A), A -> +oo (Sequences)",
        )
    if isinstance(f, Matrices):
        raise NotTranslated(
            "checked derivation over matrix functionals not exported",
            "Ent, Asy, the largest off-diagonal entry, ... of every N x N matrix are not defined in Coq (Matrices)",
        )
    if isinstance(f, Reals):
        return _export(claim, f, atoms=[])
    if isinstance(f, OverMatrices):
        return _export(claim, f, atoms=statement_atoms(f))
    raise NotTranslated("checked derivation of an unknown formula", type(f).__name__)


class _AtomPrinter(CoqPrinter):
    """Prints each atom symbol as the index sum it stands for."""

    def __init__(self, texts: dict):
        super().__init__()
        self.texts = texts

    def symbol(self, s):
        if s in self.texts:
            return self.texts[s]
        return super().symbol(s)


def _export(claim, f, atoms: list) -> Theorem:
    parts = [*f.hyps, f.goal]
    free = set().union(*(sp.sympify(p).free_symbols for p in parts))
    functionals = sorted(str(s) for s in free if isinstance(s, MatrixFunctional))
    if functionals:
        raise NotTranslated("checked derivation over matrix functionals not exported", ", ".join(functionals))
    if not atoms and any(isinstance(s, IndexSumAtom) for s in free):
        raise NotTranslated("index sum outside a statement over matrices", claim.id)
    scalars = sorted((s for s in free if not isinstance(s, IndexSumAtom)), key=str)
    keys = {a: _key(a) for a in atoms}
    texts = {a: atom_text(k) for a, k in keys.items()}
    links = _conclusions(f.goal)

    # the statement: atoms as their sums
    printer = _AtomPrinter(texts)
    conclusions = [(printer.prop(r), r) for r in links]
    concl_atoms = list(printer.atoms)
    hyps = _symbol_hypotheses(scalars, printer)
    hyp_printer = _AtomPrinter(texts)
    hyp_printer.names = printer.names
    hyps += [(hyp_printer.prop(h), h) for h in f.hyps]
    variables = [printer.symbol(s) for s in scalars]
    _, defined, _ = _facts(printer, concl_atoms)

    # the proof: each atom an opaque real, named as a plain printer names its symbol, after its
    # facts are stated (the hints of .theorem print the claim's own relations with these names)
    frame, binders, intro_frame, atom_facts, extra = _frame(f, keys, _has_sqrt(f)) if atoms else ([], "", [], [], [])
    named = list(dict.fromkeys([*atoms, *extra]))
    pprinter = CoqPrinter()
    pprinter.names = dict(printer.names)
    ptexts = [pprinter.prop(r) for r in links]
    radicands: list = []
    lines, pdefined, rewrites = _facts(pprinter, list(pprinter.atoms), radicands)
    if len(pdefined) != len(defined):  # the two printings met other atoms: a printer bug
        raise NotTranslated("exporter error", "the statement's and the proof's definedness facts differ")
    hints, roots = _hints(pprinter.names, links, radicands, rewrites)
    products, proots = _sqrt_products(pprinter.names, radicands, " ".join(ptexts))
    hints += products
    roots += proots

    script = [
        "intros "
        + " ".join([*(["n"] if atoms else []), *intro_frame, *variables])
        + (" " if (atoms or variables) else "")
        + " ".join([*(f"Hf{i}" for i in range(len(frame))), *(f"H{i}" for i in range(len(hyps)))])
        + "."
    ]
    if script[0] == "intros .":
        script[0] = "idtac."
    script += atom_facts
    for a in sorted(named, key=lambda a: -len(atom_text(_key(a)))):
        text, name = atom_text(_key(a)), pprinter.symbol(a)
        script.append(f"set ({name} := {text}) in *; clearbody {name}.")
    # signs from the hypotheses first (a product <> 0 has factors <> 0, >= 0 and <> 0 is > 0),
    # and each denominator's <> 0 also factor by factor (kd_neq, ExportDerived.v)
    script.append("kd_prep.")
    script += factored_facts(lines, pprinter.names) + hints
    script.append("kd_prep.")
    if rewrites:
        script.append("rewrite " + ", ".join(rewrites) + " in *.")
    script += [f"try rewrite {r} in *." for r in roots]
    script.append("kmcc_cases; try subst; kd_solve.")

    th = DerivedTheorem(
        claim.id,
        coq_theorem_name(claim.id),
        "derived" if atoms else "reals",
        variables,
        hyps,
        defined,
        conclusions,
        script,
        dict(printer.names),
        requires=("ExportSums", "ExportDerived"),
    )
    th.binders, th.frame = binders, frame
    return th


def _sqrt_products(names: dict, radicands: list, goal: str) -> tuple[list, list]:
    """Hints for a product of two square roots in the goal, ``sqrt x * sqrt y = k * sqrt z`` with ``z``
    another radicand and ``k`` computed by sympy (``x y / z`` a square), each proved by Coq
    (``sqrt_mult_alt``, then ``kmcc_sqrt_scale``) or dropped: (script lines, names to rewrite)."""
    hint = CoqPrinter()
    hint.names = dict(names)
    rads = [(t, r) for t, r in dict(radicands).items() if r is not None]
    lines: list = []
    roots: list = []
    for i, (tx, x) in enumerate(rads):
        for ty, y in rads:
            if ty == tx or f"(sqrt {tx}) * (sqrt {ty})" not in goal:  # a product the goal has
                continue
            for tz, z in rads:
                if tz in (tx, ty):
                    continue
                try:
                    if sp.count_ops(x) + sp.count_ops(y) + sp.count_ops(z) > 250:
                        continue
                    # a guess of the signs (force): Coq proves k >= 0 or drops the hint
                    k = sp.factor(sp.powdenest(sp.sqrt(sp.factor(sp.cancel(x * y / z))), force=True))
                    k = k.replace(sp.Abs, lambda a: a)
                    if any(isinstance(p, sp.Pow) and not p.exp.is_Integer for p in sp.preorder_traversal(k)):
                        continue
                    name = f"KR{len(roots)}"
                    lines.append(
                        f"try (assert ({name} : sqrt {tx} * sqrt {ty} = {hint.term(k)} * sqrt {tz}) by "
                        "(rewrite <- sqrt_mult_alt by assumption; apply kmcc_sqrt_scale; "
                        "[timeout 3 kmcc_sign_nonneg | kmcc_ineq | timeout 3 (field; kmcc_side)]))."
                    )
                    roots.append(name)
                    break
                except Exception:  # noqa: BLE001 - a hint only
                    continue
    return lines, roots


def _frame(f, keys: dict, roots: bool = False):
    """(frame hypotheses, binders, their intro names, fact lines, atoms the facts name)."""
    stems: dict = {}  # Coq variable -> (stem, kind)
    for sig in f.arrays:
        name, kind, stem, transposed, scale = sig
        if kind == "delta":
            continue
        if kind not in _SORTS:
            raise NotTranslated("array kind not exported", kind)
    for key in keys.values():
        for a in _stems(key):
            stem, kind = a.split(":")
            if kind == "delta":
                continue
            var = _var(stem, kind)
            if stems.get(var, (stem, kind)) != (stem, kind):
                raise NotTranslated("array names clash", f"{stem} ({kind}) prints as {var}")
            stems[var] = (stem, kind)
    # every array of the formula is a variable, even one no atom reads (the statement is about it)
    for sig in f.arrays:
        _, kind, stem, _, _ = sig
        if kind != "delta":
            var = _var(stem, kind)
            if stems.get(var, (stem, kind)) != (stem, kind):
                raise NotTranslated("array names clash", f"{stem} ({kind}) prints as {var}")
            stems[var] = (stem, kind)
    stems = dict(sorted(stems.items()))  # in a fixed order: the atoms' stems come from sets
    binders = "(n : nat) " + " ".join(
        f"({v} : {'matrix' if _SORTS[k] == 'matrix' else 'nat -> R'})" for v, (_, k) in stems.items()
    )
    frame = ["(1 <= n)%nat"]
    nonneg = {}  # Coq variable -> its hypothesis' index in the frame
    for v, (stem, kind) in stems.items():
        if stem not in f.nonneg:
            continue
        nonneg[v] = len(frame)
        if kind == "generic":
            frame.append(f"(forall i j, (i < n)%nat -> (j < n)%nat -> 0 <= {v} i j)")
        elif kind == "symmetric":
            frame.append(f"(forall i j, (i < n)%nat -> (j < n)%nat -> 0 <= {v} (Nat.min i j) (Nat.max i j))")
        else:
            frame.append(f"(forall i, (i < n)%nat -> 0 <= {v} i)")

    lines = ["pose proof (kd_classes n Hf0) as KN."]
    extra: list = []
    nonneg_stems = {s for v, (s, _) in stems.items() if v in nonneg} | {DELTA}
    for k, (a, key) in enumerate(keys.items()):
        if all(s.split(":")[0] in nonneg_stems or s.endswith(":delta") for s in _stems(key)):
            lines.append(f"assert (KP{k} : 0 <= {atom_text(key)}) by kd_fsum_nonneg.")
    # expansions of constrained atoms into unconstrained ones (a hint Coq proves, or drops)
    todo, done = list(keys.items()), set()
    j = 0
    while todo:
        a, key = todo.pop(0)
        if a in done:
            continue
        done.add(a)
        try:  # sums over more than 4 indices: their expansion costs Coq too long
            e = _expansion(key) if key[0] <= 4 else None
        except Exception:  # noqa: BLE001 - a hint only
            e = None
        if e is None:
            continue
        new = sorted((s for s in e.free_symbols if isinstance(s, IndexSumAtom)), key=str)
        sums = {s: atom_text(_key(s)) for s in new}
        text = _AtomPrinter(sums).term(e)
        lines.append(f"try (timeout 8 (assert (KE{j} : {atom_text(key)} = {text}) by kd_sums_eq2)).")
        j += 1
        extra += [s for s in new if s not in keys]
    # Cauchy-Schwarz with the count, (sum_a f a)^2 <= N sum_a (f a)^2, for an atom summed over
    # its first index when sum_a (f a)^2 is a polynomial in the statement's atoms (a hint Coq
    # proves from kd_cs_count and an identity of the sums, or drops)
    for k, (a, key) in enumerate(keys.items()):
        try:
            sq = _square_sum(key)
        except Exception:  # noqa: BLE001 - a hint only
            continue
        if sq is None or not sq.free_symbols <= set(keys):
            continue
        text = atom_text(key)
        inner = text[len("(fsum n (fun b0 => ") : -2]
        sq_text = _AtomPrinter({s: atom_text(_key(s)) for s in sq.free_symbols}).term(sq)
        n_text = atom_text((1, (), (), ()))
        lines.append(
            f"try (assert (KC{k} : {text} * {text} <= {n_text} * {sq_text}) by "
            f"(pose proof (kd_cs_count n (fun b0 => {inner})) as KCS; cbv beta in KCS; "
            f"assert (KCE : fsum n (fun b0 => {inner} * {inner}) = {sq_text}) by kd_sums_eq2; "
            "rewrite KCE in KCS; exact KCS))."
        )
        # its equality case: the hypotheses may force sum_a f a = N
        lines.append(f"try (assert (KQ{k} : {text} = {n_text}) by (timeout 3 nra)).")
        n_atom = ATOMS.get((1, (), (), ()))
        if n_atom is not None:
            extra.append(n_atom)
    # the facts of each non-negative matrix of the statement (on the sums as printed)
    fact_keys = {"S": "01", "tr": "00", "rc": "01 12", "rr": "01 02", "cc": "01 21"}
    for v, (stem, kind) in stems.items():
        if v not in nonneg or kind == "vector":
            continue
        used = any(f"{stem}:{kind}" in _stems(key) for key in keys.values())
        if not used:
            continue
        h = f"Hf{nonneg[v]}"
        if kind == "generic":
            m, proof = v, h
        elif kind == "symmetric":
            m, proof = f"(fun i j => {v} (Nat.min i j) (Nat.max i j))", h
        else:
            m, proof = f"(fun i j => delta i j * {v} i)", f"(kd_diag_nonneg n {v} {h})"
        lines.append(f"pose proof (kd_matrix_facts n {m} {proof}) as KM{v}; cbv beta in KM{v}.")
        if roots:  # MCC's Cauchy-Schwarz bound, for a statement with square roots only (degree 4)
            lines.append(f"pose proof (kd_mcc_facts n {m} {proof}) as KQM{v}; cbv beta in KQM{v}.")
        for want in fact_keys.values():
            nb = len(set(want.replace(" ", "")))
            factors = tuple((f"{stem}:{kind}", tuple(f"_{c}" for c in pair)) for pair in want.split())
            atom = ATOMS.get((nb, factors, (), ()))
            if atom is not None and atom not in keys:
                extra.append(atom)
            elif atom is None:  # a fact about a sum no atom stands for: not named, stays a sum
                pass
    # a diagonal entry at most its row, weighted by a vector >= 0 (both sums in the statement)
    present = set(keys.values())
    for v, (stem, kind) in stems.items():
        for w, (qstem, qkind) in stems.items():
            if kind != "generic" or qkind != "vector" or v not in nonneg or w not in nonneg:
                continue
            diag = (1, ((f"{stem}:generic", ("_0", "_0")), (f"{qstem}:vector", ("_0",))), (), ())
            row = (2, ((f"{stem}:generic", ("_0", "_1")), (f"{qstem}:vector", ("_0",))), (), ())
            if diag in present and row in present:
                lines.append(f"pose proof (kd_diag_weight_le n {v} {w} Hf{nonneg[v]} Hf{nonneg[w]}) as KW{v}{w}.")
    intro = list(stems)
    return frame, binders, intro, lines, list(dict.fromkeys(extra))
