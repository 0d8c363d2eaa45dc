"""One Coq theorem per PROVED claim that can be translated (issue 32, item 2).

The theorem's statement is printed from the claim's own objects (:mod:`.printer`): its
domain's symbols and constraints become hypotheses, its relations the conclusion, and a
family's kappa or MCC is ``kappa n M`` / ``mcc n M`` of the family's matrix (Metrics.v).
Coq's division, square root and logarithm are total, so the conclusion also states, and
the proof proves from the hypotheses, every definedness fact: each denominator ``<> 0``,
each radicand ``>= 0``, each logarithm's argument ``> 0``, ``kappa_defined`` and
``mcc_defined`` of each family matrix.  A symbol's assumptions become hypotheses
(positive: ``0 < x``, ...), except ``integer``, which is dropped: the Coq theorem is then
about every real, a stronger statement.

The proof script is a hint, never trusted: sympy computes a family matrix's aggregates
(S, tr, sum r_k c_k, ...), each asserted and re-proved by ``ring``, and every link is
closed by ``lra``, ``field``, ``nra`` or ``interval`` (the first that succeeds, each
under a time limit).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import sympy as sp

from ..model.claims import Status
from ..engine.verify import verify
from ..catalogue.registry import all_claims
from ..model.kinds import AllOf, IdentityAllN, PrintedValue, Relation
from .printer import CoqPrinter, NotTranslated

__all__ = ["Theorem", "Entry", "export_claim", "export_all", "METHODS", "coq_theorem_name", "MANIFEST"]

MANIFEST = "manifest.json"

# the re-check methods (the report's footer counts by these)
METHODS = {
    "family": "field/nra from kappa, MCC of the family matrix",
    "reals": "field/nra on real arithmetic",
    "closed": "lra/interval on closed numbers",
    "printed": "lra/interval on a printed value",
    "conjunction": "conjunction of re-checked parts",
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


def _facts(printer: CoqPrinter, concl_atoms) -> tuple[list, list, list]:
    """(script lines establishing each conclusion atom's facts, definedness texts, rewrites)."""
    lines, defined, rewrites = [], [], []
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
            lines += [
                f"assert ({h} : 0 <= {x}) by kmcc_ineq.",
                f"pose proof (sqrt_facts {x} {h}).",
                f"try (assert (0 < sqrt {x}) by (apply sqrt_lt_R0; kmcc_pos)).",
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
                lines += [
                    f"assert ({h}RR : sum_rr {n} {mtext} = {RR}) by kmcc_agg.",
                    f"assert ({h}CC : sum_cc {n} {mtext} = {CC}) by kmcc_agg.",
                    f"assert ({h}rr : 0 < {rows}) by kmcc_ineq.",
                    f"assert ({h}cc : 0 < {cols}) by kmcc_ineq.",
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


def _relation_parts(claim) -> list:
    if isinstance(claim, Relation):
        return list(claim.links)
    value, h = claim.value, sp.Rational(1, 2) * sp.Integer(10) ** (-claim.decimals)
    return [sp.Le(sp.Abs(sp.Add(claim.exact, -value, evaluate=False)), h, evaluate=False)]


def export_claim(claim) -> Theorem:
    """The Coq theorem of a claim; NotTranslated says why not."""
    if isinstance(claim, IdentityAllN):
        return export_identity_all_n(claim)
    if isinstance(claim, CALCULUS_KINDS):
        return export_calculus(claim)
    if not isinstance(claim, (Relation, PrintedValue)):
        raise NotTranslated(f"kind not exported: {claim.kind}")
    printer = CoqPrinter()
    links = _relation_parts(claim)
    conclusions = [(printer.prop(r), r) for r in links]
    concl_atoms = list(printer.atoms)
    d = claim.domain
    used = set().union(*(r.free_symbols for r in links), *(c.free_symbols for c in d.constraints))
    symbols = list(d.symbols) + sorted(used - set(d.symbols), key=str)
    if isinstance(claim, Relation) and not printer.families and used and _METRIC_WORDS.search(claim.statement or ""):
        raise NotTranslated(
            "metric not stated from a family matrix",
            "the statement names kappa or MCC but no family's kappa/MCC occurs in its relations "
            "(a metric sympy evaluated or substituted before the claim saw it)",
        )
    if isinstance(claim, Relation) and used:
        text = claim.statement or ""
        for which, words in (("mcc", r"MCC|Matthews"), ("kappa", r"\bK\b|K\(|kappa|κ")):
            if re.search(words, text) and which not in printer.metrics and printer.families:
                raise NotTranslated(
                    "family metric not recognised",
                    f"the statement names {which} but no {which} of a family matrix occurs in its "
                    "relations (a form sympy evaluated, substituted or differentiated)",
                )
    hyps = _symbol_hypotheses([s for s in symbols if s in used], printer)
    hyp_printer = CoqPrinter()
    hyp_printer.names = printer.names
    hyps += [(hyp_printer.prop(c), c) for c in d.constraints]
    variables = [printer.symbol(s) for s in symbols if s in used]
    lines, defined, rewrites = _facts(printer, concl_atoms)
    closed = not used
    method = (
        "printed"
        if isinstance(claim, PrintedValue)
        else "closed"
        if closed
        else "family"
        if printer.families
        else "reals"
    )
    script = [
        ("intros " + " ".join(variables + [f"H{i}" for i in range(len(hyps))]) + ".") if variables or hyps else "idtac."
    ]
    script += lines
    # the definedness facts were asserted above under the very texts the conclusion states
    proof = []
    for _ in defined:
        proof.append("split; [assumption |].")
    if rewrites:
        proof.append("rewrite " + ", ".join(rewrites) + " in *.")
    solve = "kmcc_solve_closed" if closed else "kmcc_solve"
    proof.append(f"kmcc_cases; repeat (split; [{solve} |]); {solve}.")
    name = coq_theorem_name(claim.id)
    return Theorem(
        claim.id,
        name,
        method,
        variables,
        hyps,
        defined,
        conclusions,
        script + proof,
        dict(printer.names),
        interval=closed,
    )


# imported here, not at the top: these modules build on Theorem above
from .export_calculus import CALCULUS_KINDS, export_calculus  # noqa: E402
from .export_index_sums import export_identity_all_n  # noqa: E402


def export_all(out_dir, claims=None, verdicts=None) -> list[Entry]:
    """Write one .v file per translated PROVED claim into ``out_dir`` and the manifest
    (every PROVED claim: its file, or why it is not translated); returns the entries."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("claim_*.v"):
        old.unlink()
    claims = list(all_claims() if claims is None else claims)
    status = {c.id: (verdicts or {}).get(c.id) or str(verify(c).status) for c in claims}
    entries = []
    for c in claims:
        if status[c.id] != str(Status.PROVED):
            continue
        if isinstance(c, AllOf):
            entries.append(Entry(c.id, "conjunction", method="conjunction", parts=[p.id for p in c.parts]))
            continue
        try:
            th = export_claim(c)
        except NotTranslated as exc:
            entries.append(Entry(c.id, "not translated", reason=exc.reason, detail=exc.detail))
            continue
        except Exception as exc:  # a printer bug must not hide the others: recorded with its message
            entries.append(
                Entry(c.id, "not translated", reason="exporter error", detail=f"{type(exc).__name__}: {exc}")
            )
            continue
        path = out / f"{th.name}.v"
        path.write_text(th.source())
        negation = th.negation_source()
        if negation:
            (out / f"{th.name}_negation.v").write_text(negation)
        entries.append(Entry(c.id, "theorem", method=th.method, file=path.name))
    (out / MANIFEST).write_text(json.dumps([e.as_dict() for e in entries], indent=1))
    return entries
