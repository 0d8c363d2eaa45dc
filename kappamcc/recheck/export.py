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
from pathlib import Path

from ..model.claims import Status
from ..engine.verify import verify
from ..catalogue.registry import all_claims
from ..model.kinds import AllOf, Derived, IdentityAllN
from .export_calculus import CALCULUS_KINDS, export_calculus
from .export_derived import export_derived
from .export_index_sums import export_identity_all_n
from .export_relation import export_relation
from .export_witness import WITNESS_KINDS, export_witness
from .printer import NotTranslated
from .theorem import MANIFEST, METHODS, Entry, Theorem, _symbol_hypotheses, coq_theorem_name

__all__ = [
    "Theorem",
    "Entry",
    "export_claim",
    "export_all",
    "METHODS",
    "coq_theorem_name",
    "MANIFEST",
    "_symbol_hypotheses",
]


def export_claim(claim) -> Theorem:
    """The Coq theorem of a claim; NotTranslated says why not."""
    if isinstance(claim, IdentityAllN):
        return export_identity_all_n(claim)
    if isinstance(claim, CALCULUS_KINDS):
        return export_calculus(claim)
    if isinstance(claim, Derived):
        return export_derived(claim)
    if isinstance(claim, WITNESS_KINDS):  # Not, Exists: the inner claim's statement, a witness
        return export_witness(claim)
    return export_relation(claim)  # a Relation or a PrintedValue; any other kind is refused there


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
