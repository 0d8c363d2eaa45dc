"""The Coq theorem of a claim (its hypotheses, conclusions and proof script, with the sympy
objects they were printed from) and the facts a generated proof asserts: a family matrix's
aggregates, each division's, square root's and logarithm's definedness, and sympy's hints.
The exporters of each kind (:mod:`.export`, :mod:`.export_index_sums`, :mod:`.export_calculus`)
build on it."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

import sympy as sp

from .. import metrics
from ..model.family import _derived
from .printer import CoqPrinter, NotTranslated, SymbolicMatrix, parse

__all__ = ["Theorem", "Entry", "METHODS", "MANIFEST", "HEADER", "coq_theorem_name"]

MANIFEST = "manifest.json"

# the re-check methods (the report's footer counts by these)
METHODS = {
    "family": "field/nra from kappa, MCC of the family matrix",
    "reals": "field/nra on real arithmetic",
    "closed": "lra/interval on closed numbers",
    "printed": "lra/interval on a printed value",
    "conjunction": "conjunction of re-checked parts",
    "sums": "ring/field on finite sums, every N (identities for all N)",
    "monotone": "secant sign by field/nra (monotonicity)",
    "extremum": "difference sign by field/nra (extremum)",
    "limit": "continuity at the point, epsilon-delta (limit)",
    "derived": "field/nra on the index sums of a checked derivation, every N",
    "witness": "a negation or existence: the engine's witness, then lra/interval on closed numbers",
}

HEADER = """Require Import Reals Lra Psatz Field List.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Export KappaMCC.ExportFacts.{interval}
Import ListNotations.
Open Scope R_scope.
"""

_METRIC_WORDS = re.compile(r"\b(kappa|MCC|K|κ|Kappa|phi|Matthews)\b|K\(|MCC\(")


def coq_theorem_name(claim_id: str) -> str:
    return "claim_" + re.sub(r"[^A-Za-z0-9_]", "_", claim_id)


@dataclass
class Theorem:
    """A claim's Coq theorem: hypotheses and conclusions as Coq text with the sympy objects
    they were printed from (the round-trip tests compare them), and the proof script."""

    claim_id: str
    name: str
    method: str
    variables: list
    hypotheses: list  # [(coq text, sympy relation)]
    defined: list  # [coq text]: the definedness facts the conclusion states
    conclusions: list  # [(coq text, sympy relation)]
    script: list
    names: dict
    interval: bool = False
    requires: tuple = ()  # further prelude modules the proof uses (e.g. "ExportSums")
    # a family of symbolic size: (natural number n, the real name of its size, stated as INR n)
    sizes: tuple = ()

    def size_binders(self) -> str:
        """``forall (n_N : nat), let v_N := INR n_N in``: each symbolic size bound first, as a
        natural number, and named as a real for the rest of the statement."""
        return "".join(f"forall ({n} : nat), let {r} := INR {n} in\n    " for n, r in self.sizes)

    @property
    def statement(self) -> str:
        binders = " ".join(f"({v} : R)" for v in self.variables)
        concl = " /\\ ".join([*self.defined, *(t for t, _ in self.conclusions)]) or "True"
        arrows = "".join(f"{h} ->\n    " for h, _ in self.hypotheses)
        return self.size_binders() + (f"forall {binders},\n    " if binders else "") + arrows + concl

    def source(self) -> str:
        head = HEADER.format(interval="\nRequire Import KappaMCC.ExportInterval." if self.interval else "")
        head += "".join(f"Require Import KappaMCC.{m}.\n" for m in self.requires)
        body = "\n".join("  " + line for line in self.script)
        return f"{head}\n(* {self.claim_id} *)\nTheorem {self.name} :\n  {self.statement}.\nProof.\n{body}\nQed.\n"

    def negation_source(self) -> str | None:
        """For a statement without variables: a theorem that some link fails (its complement, printed
        from the same objects), tried when the theorem itself is not proved; a proof of it is a
        disagreement with the suite."""
        if self.variables or self.hypotheses:
            return None
        complement = {sp.Eq: sp.Ne, sp.Ne: sp.Eq, sp.Lt: sp.Ge, sp.Le: sp.Gt, sp.Gt: sp.Le, sp.Ge: sp.Lt}
        printer, negated = CoqPrinter(), []
        for _, rel in self.conclusions:
            if type(rel) not in complement:
                return None
            negated.append(printer.prop(complement[type(rel)](rel.lhs, rel.rhs, evaluate=False)))
        head = HEADER.format(interval="\nRequire Import KappaMCC.ExportInterval.")
        return (
            f"{head}\n(* {self.claim_id}: a link fails *)\nTheorem {self.name}_negation :\n  "
            + " \\/ ".join(negated)
            + ".\nProof.\n"
            "  repeat (first [ (left; kmcc_solve_closed) | right ]); kmcc_solve_closed.\nQed.\n"
        )


@dataclass
class Entry:
    """The export's record of one PROVED claim."""

    claim_id: str
    status: str  # "theorem" | "conjunction" | "not translated"
    method: str | None = None
    reason: str | None = None
    detail: str | None = None
    file: str | None = None
    parts: list = field(default_factory=list)

    def as_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items()}


_ASSUMPTIONS = (
    ("positive", "(0 < {x})"),
    ("negative", "({x} < 0)"),
    ("nonnegative", "(0 <= {x})"),
    ("nonpositive", "({x} <= 0)"),
    ("zero", "({x} = 0)"),
)


def _symbol_hypotheses(symbols, printer) -> list:
    out = []
    for s in symbols:
        x = printer.symbol(s)
        for key, form in _ASSUMPTIONS:
            if s.assumptions0.get(key) is True:
                rel = {
                    "positive": sp.Gt(s, 0),
                    "negative": sp.Lt(s, 0),
                    "nonnegative": sp.Ge(s, 0),
                    "nonpositive": sp.Le(s, 0),
                    "zero": sp.Eq(s, 0),
                }[key]
                out.append((form.format(x=x), rel))
                break
        else:
            if s.assumptions0.get("nonzero") is True:
                out.append((f"({x} <> 0)", sp.Ne(s, 0)))
    return out


def _aggregates(m) -> dict:
    if hasattr(m, "aggregates"):  # a family of symbolic size: from its definition (SymbolicMatrix)
        return m.aggregates()
    M = m.matrix
    n = m.n
    rows = [sum(M[i, j] for j in range(n)) for i in range(n)]
    cols = [sum(M[i, j] for i in range(n)) for j in range(n)]
    return {
        "S": sp.expand(sum(rows)),
        "T": sp.expand(sum(M[k, k] for k in range(n))),
        "RC": sp.expand(sum(r * c for r, c in zip(rows, cols))),
        "RR": sp.expand(sum(r * r for r in rows)),
        "CC": sp.expand(sum(c * c for c in cols)),
    }


def _asy_facts(a, hint: CoqPrinter, h: str, radicands: list) -> list:
    """``asy n M`` (Metrics.v: sqrt of the sum of (M_ij - M_ji)^2) equals the closed form the
    family derived, proved by computing the sum (``kmcc_asy``) and, when sympy simplified the
    root (sqrt(2 b^2) = sqrt(2) |b|), by squaring it factor by factor; then the facts of the
    closed form's own roots and absolute values."""
    e = _derived("asy", a.matrix.matrix)
    square = sp.factor(sp.expand(metrics.asymmetry(a.matrix.matrix) ** 2))
    x = hint.term(square)
    closed = hint.closed_term(e)
    lines = [f"assert ({h}a : {a.text} = sqrt {x}) by kmcc_asy."]
    if isinstance(e, sp.Pow) and e.exp == sp.S.Half:
        radicands.append((x, square))
        lines += [
            f"assert ({h}e : {a.text} = {closed}) by exact {h}a.",
            f"assert ({h}0 : 0 <= {x}) by kmcc_ineq_s.",
            f"pose proof (sqrt_facts {x} {h}0).",
        ]
        return lines
    factors = list(e.args) if isinstance(e, sp.Mul) else [e]
    product = " * ".join(f"({hint.closed_term(f)} * {hint.closed_term(f)})" for f in factors)
    lines.append(
        f"assert ({h}e : {a.text} = {closed}) by (rewrite {h}a; apply kmcc_sqrt_sq; "
        f"[kmcc_prod_nonneg | replace ({closed} * {closed}) with ({product}) by ring; kmcc_root_square])."
    )
    for f in factors:
        if isinstance(f, sp.Pow) and f.exp == sp.S.Half:
            p = hint.term(f.base)
            lines += [
                f"pose proof (sqrt_facts {p} ltac:(kmcc_ineq_s)).",
                f"try (assert (0 < sqrt {p}) by (apply sqrt_lt_R0; kmcc_pos_s)).",
            ]
        elif isinstance(f, sp.Abs):
            lines.append(f"pose proof (abs_facts {hint.term(f.args[0])}).")
    return lines


def _range_facts(a, hint: CoqPrinter, h: str, metric: str) -> list:
    """A binary family's metric in [-1, 1] and, for MCC, the signs of K and MCC (those of
    ad - bc) and K^2 <= MCC^2 (ExportFacts.v), asserted when Coq proves the entries >= 0 from
    the hypotheses (else dropped: ``try``)."""
    n, mtext = a.parts
    if str(n) != "2" or a.matrix.matrix.shape != (2, 2):
        return []
    entries = [hint.term(e) for e in a.matrix.matrix]
    nonneg = "ltac:(apply bin_nonneg; kmcc_ineq_s)"
    lines = [f"try (pose proof (kmcc_{metric}_range {n} {mtext} {nonneg} {h}d) as {h}g)."]
    if metric == "mcc":
        side = " ".join("ltac:(kmcc_ineq_s)" for _ in entries)
        lines.append(f"try (pose proof (kmcc_bin_signs {' '.join(entries)} {side} {h}d) as {h}h).")
    return lines


def _facts(printer: CoqPrinter, concl_atoms, radicands: list | None = None) -> tuple[list, list, list]:
    """(script lines establishing each conclusion atom's facts, definedness texts, rewrites).
    ``radicands`` (when given) receives each square root's (Coq text, sympy radicand)."""
    lines, defined, rewrites = [], [], []
    radicands = [] if radicands is None else radicands
    hint = CoqPrinter()
    hint.names = printer.names
    if concl_atoms:  # the facts of the roots in the hypotheses (sqrt 2 in a bound), for those below
        lines.append("try kmcc_sqrt_hyps.")
    for k, a in enumerate(concl_atoms):
        h = f"F{k}"
        if a.kind == "div":
            num, den = a.parts
            lines += [
                f"assert ({h} : {den} <> 0) by kmcc_neq.",
                f"pose proof (div_facts {num} {den} {h}).",
                f"try (assert (0 < {den}) by kmcc_pos).",
                f"try (assert ({den} < 0) by kmcc_pos).",
            ]
            defined.append(f"({den} <> 0)")
        elif a.kind == "sqrt":
            (x,) = a.parts
            try:
                radicands.append((x, parse(x, printer.names)))
            except Exception:  # noqa: BLE001 - a hint only: without it the proof goes on
                pass
            lines += [
                f"assert ({h} : 0 <= {x}) by kmcc_ineq_s.",
                f"pose proof (sqrt_facts {x} {h}).",
                f"try (assert (0 < sqrt {x}) by (apply sqrt_lt_R0; kmcc_pos_s)).",
            ]
            defined.append(f"(0 <= {x})")
        elif a.kind == "ln":
            (x,) = a.parts
            lines += [f"assert ({h} : 0 < {x}) by kmcc_ineq."]
            defined.append(f"(0 < {x})")
        elif a.kind == "abs":
            lines.append(f"pose proof (abs_facts {a.parts[0]}).")
        elif a.kind == "exp":
            lines.append(f"pose proof (exp_pos {a.parts[0] if a.parts else '1'}).")
        elif a.kind in ("kappa", "mcc"):
            n, mtext = a.parts
            ag = {key: hint.term(v) for key, v in _aggregates(a.matrix).items()}
            agg_tac = getattr(a.matrix, "agg_tactic", "kmcc_agg")
            if isinstance(a.matrix, SymbolicMatrix):
                lines += a.matrix.facts(h)
            S, T, RC, RR, CC = (ag[key] for key in ("S", "T", "RC", "RR", "CC"))
            lines += [
                f"assert ({h}S : total {n} {mtext} = {S}) by {agg_tac}.",
                f"assert ({h}T : trace {n} {mtext} = {T}) by {agg_tac}.",
                f"assert ({h}RC : sum_rc {n} {mtext} = {RC}) by {agg_tac}.",
            ]
            if a.kind == "kappa":
                num, den = f"({S} * {T} - {RC})", f"({S} * {S} - {RC})"
                lines += [
                    f"assert ({h}0 : {S} <> 0) by kmcc_neq.",
                    f"assert ({h}1 : {den} <> 0) by kmcc_neq.",
                    f"assert ({h}e : {a.text} = {num} / {den}) by (rewrite kappa_marginal_total; "
                    f"[rewrite {h}S, {h}T, {h}RC; reflexivity | rewrite {h}S; exact {h}0]).",
                    f"assert ({h}d : kappa_defined {n} {mtext}) by (apply kappa_defined_iff; "
                    f"rewrite {h}S, {h}RC; split; assumption).",
                    f"pose proof (div_facts {num} {den} {h}1).",
                    f"try (assert (0 < {den}) by kmcc_pos).",
                ]
                defined.append(f"(kappa_defined {n} {mtext})")
                lines += _range_facts(a, hint, h, "kappa")
            else:
                rows, cols = f"({S} * {S} - {RR})", f"({S} * {S} - {CC})"
                rad = f"({rows} * {cols})"
                num = f"({S} * {T} - {RC})"
                agg = _aggregates(a.matrix)
                radicands.append((rad, (agg["S"] ** 2 - agg["RR"]) * (agg["S"] ** 2 - agg["CC"])))
                lines += [
                    f"assert ({h}RR : sum_rr {n} {mtext} = {RR}) by {agg_tac}.",
                    f"assert ({h}CC : sum_cc {n} {mtext} = {CC}) by {agg_tac}.",
                    f"assert ({h}rr : 0 < {rows}) by kmcc_ineq_s.",
                    f"assert ({h}cc : 0 < {cols}) by kmcc_ineq_s.",
                    f"assert ({h}r : 0 <= {rad}) by (apply Rmult_le_pos; lra).",
                    f"assert ({h}0 : {rad} <> 0) by (apply Rgt_not_eq, Rmult_lt_0_compat; assumption).",
                    f"assert ({h}e : {a.text} = {num} / sqrt {rad}) by (rewrite mcc_marginal, {h}S, {h}T, "
                    f"{h}RC, {h}RR, {h}CC; reflexivity).",
                    f"assert ({h}d : mcc_defined {n} {mtext}) by (unfold mcc_defined, mcc_rad_rows, "
                    f"mcc_rad_cols; rewrite {h}S, {h}RR, {h}CC; exact {h}0).",
                    f"pose proof (sqrt_facts {rad} {h}r).",
                    f"assert ({h}p : 0 < sqrt {rad}) by (apply sqrt_lt_R0; lra).",
                    f"pose proof (div_facts {num} (sqrt {rad}) (Rgt_not_eq _ _ {h}p)).",
                ]
                defined.append(f"(mcc_defined {n} {mtext})")
                lines += _range_facts(a, hint, h, "mcc")
            rewrites.append(f"{h}e")
        elif a.kind == "asy":
            lines += _asy_facts(a, hint, h, radicands)
            rewrites.append(f"{h}e")
        elif a.kind in ("rmax", "rmin"):
            x, y = a.parts
            name = "Rmax" if a.kind == "rmax" else "Rmin"
            lines.append(f"pose proof ({name}_{'l' if a.kind == 'rmax' else 'r'} {x} {y}).")
        else:
            raise NotTranslated("function not in the exporter", a.kind)
    return lines, defined, rewrites


_HINT_OPS = 250  # sympy factors a link's sides only when they are this small (count_ops)


def _rootfree(e) -> bool:
    return not any(isinstance(p, sp.Pow) and not p.exp.is_Integer for p in sp.preorder_traversal(e))


def _noabs(e):
    """``e`` with each ``|x|`` read as ``x``: a guess of the sign (sympy does not know the
    hypotheses); Coq proves the hint that uses it, or drops it."""
    return e.replace(sp.Abs, lambda x: x)


_MAX_BRANCHES = 8  # the cases of a hypothesis's disjunction sampled one by one


def _branches(relations) -> list | None:
    """The cases of ``relations`` when one of them is a conjunction or disjunction (a case split
    such as ``(x = a /\\ y = b) \\/ (0 < x < c /\\ (y = r1(x) \\/ y = r2(x)))``): each case's
    relations, its disjunctions distributed (DNF); None when there is nothing to split or too
    many cases."""
    if not any(isinstance(r, (sp.And, sp.Or)) for r in relations):
        return None
    cases: list = [[]]
    for r in relations:
        if isinstance(r, (sp.And, sp.Or)):
            dnf = sp.to_dnf(r)
            alts = [
                list(a.args) if isinstance(a, sp.And) else [a] for a in (dnf.args if isinstance(dnf, sp.Or) else [dnf])
            ]
        else:
            alts = [[r]]
        cases = [c + a for c in cases for a in alts]
        if len(cases) > _MAX_BRANCHES:
            return None
    return cases


def sample_points(symbols, relations, n: int = 30, tries: int = 1000) -> list:
    """Points (sympy Floats) of ``symbols`` at which every relation of ``relations`` holds, by
    rejection from ``tries`` draws (a fixed seed: the export is the same in every run); a
    constraint ``x = term`` sets x.  A hypothesis that is a disjunction is sampled case by case
    (:func:`_branches`), each case's equations setting their symbols.  For hints only: a sign
    guessed here is proved by Coq or the hint is dropped."""
    cases = _branches(relations)
    if cases is not None:
        per_case: list = []
        for case in cases:
            per_case += sample_points(symbols, case, max(1, n // len(cases)), tries)
        return per_case
    rng = random.Random(0)
    fixed = [
        (r.lhs, r.rhs)
        for r in relations
        if isinstance(r, sp.Eq) and isinstance(r.lhs, sp.Symbol) and r.lhs not in r.rhs.free_symbols
    ]
    free = [s for s in symbols if s not in {x for x, _ in fixed}]
    order = free + [x for x, _ in fixed]
    try:  # floats by math: a draw is cheap, so that many can be tried
        fixed_f = [sp.lambdify(order[: len(free) + i], term, "math") for i, (_, term) in enumerate(fixed)]
        tests = [sp.lambdify(order, r, "math") for r in relations if r not in (sp.true, True)]
    except Exception:  # noqa: BLE001 - no points: the hints that need them are left out
        return []
    out: list = []
    for _ in range(tries):
        if len(out) >= n:
            break
        values = []
        for s in free:
            scale = rng.choice([0.01, 0.3, 1, 3, 30, 300])
            sign = 1 if (s.is_nonnegative or s.is_positive) else rng.choice([1, 1, 1, -1])
            values.append(rng.random() * scale * sign)
        try:
            for f in fixed_f:
                values.append(float(f(*values)))
            if all(bool(t(*values)) for t in tests):
                out.append({s: sp.Float(v, 30) for s, v in zip(order, values)})
        except (ArithmeticError, ValueError, TypeError):
            continue
    return out


def _factors(e) -> list:
    """The non-constant factors of a factored expression (bases of its powers, both of a
    quotient's sides)."""
    if e.is_number:
        return []
    if isinstance(e, sp.Mul):
        return [g for a in e.args for g in _factors(a)]
    if isinstance(e, sp.Pow) and e.exp.is_Integer:
        return _factors(e.base)
    return [e]


def _sign_at(e, points) -> int:
    """1 or -1 when ``e`` has that sign at every sample point, else 0."""
    signs = set()
    for p in points:
        try:
            v = float(e.xreplace(p))
        except (TypeError, ValueError):
            return 0
        signs.add(1 if v > 0 else -1 if v < 0 else 0)
    return signs.pop() if len(signs) == 1 else 0


def _side_sign_hints(sides, points, hint: CoqPrinter, unfold: str) -> list:
    """The sign of each side of a link compared by squares (a metric with a square root), as a
    hint Coq proves factor by factor after rewriting the metrics, or drops."""
    lines = []
    for side in sides:
        if side.is_number:
            continue
        sign = _sign_at(side, points)
        if sign:
            t = hint.term(side)
            fact, tac = (f"0 < {t}", "kmcc_pos_f") if sign > 0 else (f"{t} < 0", "kmcc_neg_f")
            lines.append(f"try (assert ({fact}) by ({unfold}timeout 3 {tac})).")
    return lines


def _factor_sign_hints(exprs, points, hint: CoqPrinter) -> list:
    """For each factor of ``exprs`` whose sign is the same at every sample point: its sign as a
    hint Coq proves alone (``lra``, else ``nra`` briefly) or drops, so that the sign of a
    product is found factor by factor by linear arithmetic (``kmcc_sign_pos_l``)."""
    lines: list = []
    seen: set = set()
    for e in exprs:
        for g in _factors(e):
            if g in seen or isinstance(g, sp.Symbol):
                continue
            seen.add(g)
            sign = _sign_at(g, points)
            if not sign:
                continue
            t = hint.term(g)
            fact = f"0 < {t}" if sign > 0 else f"{t} < 0"
            lines.append(f"try (assert ({fact}) by kmcc_leaf).")
    return lines


_FACT = re.compile(r"assert \((F\w+) : (.*) <> 0\) by kmcc_neq\.$|assert \((F\w+) : (0 <=? )(.*)\) by kmcc_ineq_s\.$")


def factored_facts(lines: list, names: dict, points: list | None = None) -> list:
    """The definedness facts of :func:`_facts` (``x <> 0``, ``0 <= x``, ``0 < x``), each also
    tried on x factored by sympy (a hint: Coq proves the factored form equal by ``ring``, then
    the fact factor by factor, ``kmcc_nz``), with the signs of the factors at the sample
    ``points`` as hints Coq proves or drops, and a denominator's sign asserted when Coq proves
    it."""
    out = []
    hint = CoqPrinter()
    hint.names = names
    for line in lines:
        m = _FACT.match(line)
        if not m:
            out.append(line)
            continue
        name, x = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(5))
        alt = ""
        try:
            e = parse(x, names)
            if sp.count_ops(e) > _HINT_OPS:  # sympy's factor takes minutes on the largest
                raise ValueError
            g = sp.factor(e)
            if g != e and isinstance(g, (sp.Mul, sp.Pow)):
                alt = hint.term(g)
                if points:
                    out += _factor_sign_hints([g], points, hint)
        except Exception:  # noqa: BLE001 - a hint only
            alt = ""
        if m.group(1):
            by = "kmcc_nz" if not alt else f"first [ kmcc_nz | (replace {x} with {alt} by (timeout 3 ring); kmcc_nz) ]"
            out.append(f"assert ({name} : {x} <> 0) by {by}.")
            if alt:
                for rel in (f"0 < {x}", f"{x} < 0"):
                    out.append(f"try (assert ({rel}) by (replace {x} with {alt} by (timeout 3 ring); kmcc_ineq_s)).")
        else:
            rel = m.group(4)
            by = (
                "kmcc_ineq_s"
                if not alt
                else f"first [ kmcc_ineq_s | (replace {x} with {alt} by (timeout 3 ring); kmcc_ineq_s) ]"
            )
            out.append(f"assert ({name} : {rel}{x}) by {by}.")
    return out


def _hints(names: dict, links: list, radicands: list, rewrites: list, points: list | None = None) -> tuple[list, list]:
    """Hints for the proof, computed by sympy and each proved by Coq (a hint Coq does not prove
    is dropped: ``try``): (script lines, names of the square-root equations to rewrite with).

    * a square root of a square, ``sqrt A = k``, or of a square times another radicand,
      ``sqrt A = k * sqrt B`` (then ``ring``/``field`` see one root, or none);
    * for each inequality link ``lo < hi``: ``hi - lo = F`` with F factored by sympy, whose sign
      Coq proves factor by factor (``kmcc_by_hint``); when a side has a square root,
      ``hi * hi - lo * lo = G`` instead, compared by the signs of the sides;
    * with sample ``points`` of the domain, the sign of each factor of F and G
      (:func:`_factor_sign_hints`)."""
    hint = CoqPrinter()
    hint.names = dict(names)
    lines: list = []
    roots: list = []
    seen: dict = {}
    for text, rad in radicands:
        if text in seen or rad is None:
            continue
        name = f"Hq{len(seen)}"
        try:
            if sp.count_ops(rad) > _HINT_OPS:
                raise ValueError
            k = _noabs(sp.factor(sp.sqrt(sp.factor(rad))))
            if _rootfree(k) and k.free_symbols:
                lines.append(
                    f"try (assert ({name} : sqrt {text} = {hint.term(k)}) by "
                    "(apply kmcc_sqrt_sq; [timeout 3 kmcc_sign_nonneg | timeout 3 (field; kmcc_side)]))."
                )
                roots.append(name)
            else:
                for t2, r2 in seen.values():
                    k = _noabs(sp.factor(sp.sqrt(sp.factor(sp.cancel(rad / r2)))))
                    if _rootfree(k) and k != 1:
                        lines.append(
                            f"try (assert ({name} : sqrt {text} = {hint.term(k)} * sqrt {t2}) by "
                            "(apply kmcc_sqrt_scale; [timeout 3 kmcc_sign_nonneg | kmcc_ineq | timeout 3 (field; kmcc_side)]))."
                        )
                        roots.append(name)
                        break
        except Exception:  # noqa: BLE001 - a hint only: without it the proof goes on
            pass
        seen[text] = (text, rad)
    signed: list = []
    unfold = "".join(f"rewrite ?{r}; " for r in rewrites) + "".join(f"try rewrite {r}; " for r in roots)
    for j, r in enumerate(links):
        if type(r) not in (sp.Lt, sp.Le, sp.Gt, sp.Ge):
            continue
        lo, hi = (r.lhs, r.rhs) if type(r) in (sp.Lt, sp.Le) else (r.rhs, r.lhs)
        try:
            if sp.count_ops(lo) + sp.count_ops(hi) > _HINT_OPS:
                continue
            lo_t, hi_t = hint.term(lo), hint.term(hi)
            f = sp.factor(_noabs(sp.together(hi - lo)))
            if _rootfree(f):
                lines.append(
                    f"try (assert (D{j} : {hi_t} - {lo_t} = {hint.term(f)}) by ({unfold}timeout 3 (field; kmcc_side)))."
                )
                signed.append(f)
                continue
            g = sp.factor(_noabs(sp.together(sp.expand(hi**2 - lo**2))))
            if _rootfree(g):
                lines += _side_sign_hints((lo, hi), points or [], hint, unfold)
                lines.append(
                    f"try (assert (D{j} : {hi_t} * {hi_t} - {lo_t} * {lo_t} = {hint.term(g)}) by "
                    f"({unfold}rewrite ?kmcc_sqdiv by kmcc_ineq; rewrite ?sqrt_sqrt by kmcc_ineq; "
                    "timeout 3 (field; kmcc_side)))."
                )
                signed.append(g)
        except Exception:  # noqa: BLE001 - a hint only
            continue
    if points:
        lines += _factor_sign_hints(signed, points, hint)
    return lines, roots
