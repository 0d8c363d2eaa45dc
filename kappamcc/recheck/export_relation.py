"""The Coq theorem of a Relation or a PrintedValue (issue 32; :mod:`.export` dispatches here).

The statement is printed from the claim's own objects (:mod:`.printer`): its domain's symbols
and constraints become hypotheses, its relations the conclusion, a family's kappa or MCC
``kappa n M`` / ``mcc n M`` of the family's matrix (Metrics.v; Z_A for every N as ``ZA n A``,
its size a natural number), with every definedness fact stated and proved.  The proof script
is a hint Coq checks (see :mod:`.export`).
"""

from __future__ import annotations

import re

import sympy as sp

from ..model.kinds import PrintedValue, Relation
from .leaf_certificates import leaf_certificates
from .printer import CoqPrinter, NotTranslated, exports_claim
from .theorem import (
    _METRIC_WORDS,
    Theorem,
    _facts,
    _hints,
    _symbol_hypotheses,
    coq_theorem_name,
    factored_facts,
    sample_points,
)

__all__ = ["export_relation"]


# the names a statement gives the metric it ranges over as a variable
_METRIC_VARIABLE_NAMES = frozenset({"kappa", "K", "κ", "MCC", "mcc", "phi", "φ"})


def _relation_parts(claim) -> list:
    if isinstance(claim, Relation):
        return list(claim.links)
    value, h = claim.value, sp.Rational(1, 2) * sp.Integer(10) ** (-claim.decimals)
    return [sp.Le(sp.Abs(sp.Add(claim.exact, -value, evaluate=False)), h, evaluate=False)]


@exports_claim
def export_relation(claim) -> Theorem:
    """The Coq theorem of a Relation or a PrintedValue; NotTranslated says why not."""
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
    # a symbolic size (Z_A's N) is bound as a natural number before the other variables
    sizes = tuple(printer.sizes.items())
    variables = [v for v in (printer.symbol(s) for s in symbols if s in used) if v not in printer.sizes.values()]
    radicands: list = []
    lines, defined, rewrites = _facts(printer, concl_atoms, radicands)
    points = sample_points([s for s in symbols if s in used], [r for _, r in hyps]) if used else []
    lines = factored_facts(lines, printer.names, points)
    hints, roots = ([], []) if not used else _hints(printer.names, links, radicands, rewrites, points)
    hyp_relations = [r for _, r in hyps]
    lines = leaf_certificates(lines, printer.names, hyp_relations)
    hints = leaf_certificates(hints, printer.names, hyp_relations)
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
    script = [f"intros {n} {r}." for n, r in sizes]
    script += [
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
        requires=("ExportZA",) if sizes else (),
        sizes=sizes,
    )
