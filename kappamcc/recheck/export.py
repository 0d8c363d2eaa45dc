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
from pathlib import Path

import sympy as sp

from ..model.claims import Status
from ..engine.verify import verify
from ..catalogue.registry import all_claims
from ..model.kinds import AllOf, Derived, IdentityAllN, PrintedValue, Relation
from .export_calculus import CALCULUS_KINDS, export_calculus
from .export_derived import export_derived
from .export_index_sums import export_identity_all_n
from .printer import CoqPrinter, NotTranslated
from .theorem import (
    _METRIC_WORDS,
    MANIFEST,
    METHODS,
    Entry,
    Theorem,
    _facts,
    _hints,
    _symbol_hypotheses,
    coq_theorem_name,
    factored_facts,
    sample_points,
)


__all__ = ["Theorem", "Entry", "export_claim", "export_all", "METHODS", "coq_theorem_name", "MANIFEST"]


# the names a statement gives the metric it ranges over as a variable
_METRIC_VARIABLE_NAMES = frozenset({"kappa", "K", "κ", "MCC", "mcc", "phi", "φ"})


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
    if isinstance(claim, Derived):
        return export_derived(claim)
    if not isinstance(claim, (Relation, PrintedValue)):
        raise NotTranslated(f"kind not exported: {claim.kind}")
    printer = CoqPrinter()
    links = _relation_parts(claim)
    conclusions = []
    for r in links:
        printer.shared.clear()
        conclusions.append((printer.prop(r), r))
        if any(k > 1 for k in printer.shared.values()):
            raise NotTranslated(
                "a relation between two metrics that several matrices derive alike",
                "the metric is the same expression for more than one matrix (a table and its classes "
                "swapped, say): printed from one matrix, the relation would compare it with itself",
            )
    concl_atoms = list(printer.atoms)
    d = claim.domain
    used = set().union(*(r.free_symbols for r in links), *(c.free_symbols for c in d.constraints))
    # a domain may list a symbol twice (two matrices sharing entries): one binder each
    symbols = list(dict.fromkeys(d.symbols)) + sorted(used - set(d.symbols), key=str)
    # a statement about the metric as a variable (an interpretation band over kappa in [-1, 1], Ben-David's
    # K defined by his eq. (12)) holds no evaluated metric: its formal statement is about reals
    metric_variables = {s for s in used if s.name in _METRIC_VARIABLE_NAMES}
    if (
        isinstance(claim, Relation)
        and not printer.families
        and used
        and not metric_variables
        and _METRIC_WORDS.search(claim.statement or "")
    ):
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
    radicands: list = []
    lines, defined, rewrites = _facts(printer, concl_atoms, radicands)
    points = sample_points([s for s in symbols if s in used], [r for _, r in hyps]) if used else []
    lines = factored_facts(lines, printer.names, points)
    hints, roots = ([], []) if not used else _hints(printer.names, links, radicands, rewrites, points)
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
    script += lines + hints
    # the definedness facts were asserted above under the very texts the conclusion states
    proof = []
    for _ in defined:
        proof.append("split; [assumption |].")
    if rewrites:
        proof.append("rewrite " + ", ".join(rewrites) + " in *.")
    proof += [f"try rewrite {r} in *." for r in roots]
    solve = "kmcc_solve_closed" if closed else "kmcc_solve_hint"
    # a hypothesis x = term substituted (after the facts, which name x): field then sees it
    subst = "" if closed else " try subst;"
    proof.append(f"kmcc_cases;{subst} repeat (split; [{solve} |]); {solve}.")
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
