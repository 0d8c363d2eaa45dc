"""The Coq theorem of a claim (its hypotheses, conclusions and proof script, with the sympy
objects they were printed from) and the facts a generated proof asserts: a family matrix's
aggregates, each division's, square root's and logarithm's definedness, and sympy's hints.
The exporters of each kind (:mod:`.export`, :mod:`.export_index_sums`, :mod:`.export_calculus`)
build on it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import sympy as sp

from .printer import CoqPrinter, NotTranslated, parse

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
}

HEADER = """Require Import Reals Lra Psatz Field List.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Export.{interval}
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

    @property
    def statement(self) -> str:
        binders = " ".join(f"({v} : R)" for v in self.variables)
        concl = " /\\ ".join([*self.defined, *(t for t, _ in self.conclusions)]) or "True"
        arrows = "".join(f"{h} ->\n    " for h, _ in self.hypotheses)
        return (f"forall {binders},\n    " if binders else "") + arrows + concl

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


def _facts(printer: CoqPrinter, concl_atoms, radicands: list | None = None) -> tuple[list, list, list]:
    """(script lines establishing each conclusion atom's facts, definedness texts, rewrites).
    ``radicands`` (when given) receives each square root's (Coq text, sympy radicand)."""
    lines, defined, rewrites = [], [], []
    radicands = [] if radicands is None else radicands
    hint = CoqPrinter()
    hint.names = printer.names
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
            S, T, RC, RR, CC = (ag[key] for key in ("S", "T", "RC", "RR", "CC"))
            lines += [
                f"assert ({h}S : total {n} {mtext} = {S}) by kmcc_agg.",
                f"assert ({h}T : trace {n} {mtext} = {T}) by kmcc_agg.",
                f"assert ({h}RC : sum_rc {n} {mtext} = {RC}) by kmcc_agg.",
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
            else:
                rows, cols = f"({S} * {S} - {RR})", f"({S} * {S} - {CC})"
                rad = f"({rows} * {cols})"
                num = f"({S} * {T} - {RC})"
                agg = _aggregates(a.matrix)
                radicands.append((rad, (agg["S"] ** 2 - agg["RR"]) * (agg["S"] ** 2 - agg["CC"])))
                lines += [
                    f"assert ({h}RR : sum_rr {n} {mtext} = {RR}) by kmcc_agg.",
                    f"assert ({h}CC : sum_cc {n} {mtext} = {CC}) by kmcc_agg.",
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


def _hints(names: dict, links: list, radicands: list, rewrites: list) -> tuple[list, list]:
    """Hints for the proof, computed by sympy and each proved by Coq (a hint Coq does not prove
    is dropped: ``try``): (script lines, names of the square-root equations to rewrite with).

    * a square root of a square, ``sqrt A = k``, or of a square times another radicand,
      ``sqrt A = k * sqrt B`` (then ``ring``/``field`` see one root, or none);
    * for each inequality link ``lo < hi``: ``hi - lo = F`` with F factored by sympy, whose sign
      Coq proves factor by factor (``kmcc_by_hint``); when a side has a square root,
      ``hi * hi - lo * lo = G`` instead, compared by the signs of the sides."""
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
                continue
            g = sp.factor(_noabs(sp.together(sp.expand(hi**2 - lo**2))))
            if _rootfree(g):
                lines.append(
                    f"try (assert (D{j} : {hi_t} * {hi_t} - {lo_t} * {lo_t} = {hint.term(g)}) by "
                    f"({unfold}rewrite ?kmcc_sqdiv by kmcc_ineq; rewrite ?sqrt_sqrt by kmcc_ineq; "
                    "timeout 3 (field; kmcc_side)))."
                )
        except Exception:  # noqa: BLE001 - a hint only
            continue
    return lines, roots
