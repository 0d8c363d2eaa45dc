"""Coverage of the shared catalogue (CLAIMS.md) by the registry.

A catalogue ID is covered when a claim has that ID or an ID that starts with it
followed by "." (sub-claims keep the catalogue ID as a dotted prefix).  The
catalogue's IDs live in ``kappamcc/data/catalogue.tsv`` (regenerated from
CLAIMS.md by ``tools/extract_catalogue.py``) so that coverage works on an
installed copy.  Notation entries (``*-N<k>``) define symbols, not statements;
they are listed but not required.  IDs with nothing checkable are explained in
``NOT_CHECKABLE`` (and in the README), never silently dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

__all__ = ["CatalogueEntry", "catalogue", "uncovered", "NOT_CHECKABLE", "coverage_report"]

# Catalogue ID -> why no claim can check anything in it.  Keep in step with the README.
NOT_CHECKABLE: dict[str, str] = {}


@dataclass(frozen=True)
class CatalogueEntry:
    id: str
    section: str
    words: str

    @property
    def is_notation(self) -> bool:
        return self.section == "notation"


def catalogue() -> list[CatalogueEntry]:
    text = resources.files("kappamcc").joinpath("data/catalogue.tsv").read_text(encoding="utf-8")
    return [CatalogueEntry(*line.split("\t", 2)) for line in text.splitlines() if line.strip()]


def covers(claim_id: str, catalogue_id: str) -> bool:
    return claim_id == catalogue_id or claim_id.startswith(catalogue_id + ".")


def uncovered(claim_ids=None, *, include_notation: bool = False) -> list[CatalogueEntry]:
    """Catalogue statements with no claim (explained ones excluded)."""
    if claim_ids is None:
        from .registry import claim_ids as registered_ids

        claim_ids = registered_ids()
    claim_ids = list(claim_ids)
    return [
        e
        for e in catalogue()
        if (include_notation or not e.is_notation)
        and e.id not in NOT_CHECKABLE
        and not any(covers(c, e.id) for c in claim_ids)
    ]


def coverage_report() -> str:
    entries = [e for e in catalogue() if not e.is_notation]
    missing = uncovered()
    lines = [
        f"{len(entries)} catalogue statements (notation entries excluded), "
        f"{len(entries) - len(missing) - len(NOT_CHECKABLE)} covered by claims, "
        f"{len(NOT_CHECKABLE)} explained as not checkable, {len(missing)} uncovered"
    ]
    for cid, why in sorted(NOT_CHECKABLE.items()):
        lines.append(f"  explained  {cid}: {why}")
    for e in missing:
        lines.append(f"  UNCOVERED  {e.id}  ({e.section}): {e.words[:70]}")
    return "\n".join(lines)
