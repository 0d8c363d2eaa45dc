"""What the pages show: one entry per claim with its verdict, grouped by source and ordered
as the papers print them, and the figure of a claim.
"""

from __future__ import annotations


from collections import Counter
from functools import lru_cache
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from ...engine import cache
from ...catalogue.bibliography import REFERENCES, Reference, reference
from ...model.claims import Claim, Status, Verdict
from ...engine import verify
from ...catalogue.coverage import catalogue
from ...catalogue.errata import is_erratum
from ..report import verify_all

from .html import _safe_name, natural_key, stem


# --- what the pages show ---------------------------------------------------------------------


@dataclass
class Entry:
    """A claim with its verdict and its page."""

    claim: Claim
    verdict: Verdict
    file: str
    source: "SourceGroup | None" = None
    used_by: list = field(default_factory=list)  # IDs of the claims (on the site) that use this one
    figure: str = ""  # the figure's file, relative to the root

    @property
    def id(self) -> str:
        return self.claim.id

    @property
    def group(self) -> "SourceGroup":
        """The source group of an entry on the site (every entry gets one when the site is built)."""
        if self.source is None:
            raise RuntimeError(f"{self.claim.id}: an entry without its source group")
        return self.source

    @property
    def status(self) -> Status:
        return Status(self.verdict.status)

    @property
    def erratum(self) -> bool:
        return is_erratum(self.claim, self.status)


@dataclass
class SourceGroup:
    key: str  # the Source.paper text
    slug: str  # the file name and short label: the bibliography's ID prefix
    reference: Reference | None
    entries: list

    @property
    def title(self) -> str:
        return self.key

    @property
    def file(self) -> str:
        return f"sources/{_safe_name(self.slug)}.html"


def _verdicts(claims: Sequence[Claim], progress=None) -> dict[str, Verdict]:
    """Every claim's verdict.  The registry's claims are first verified in parallel
    processes (``verify_all``), which stores their verdicts in the cache; ``verify`` then
    reads them from there.  With the cache off or write-only that would decide them twice,
    so they are decided here, one by one."""
    if cache.mode() == "readwrite":
        registered = [c for c in claims if getattr(c, "module", None)]
        if registered:
            verify_all(claims=registered, progress=progress)
    return {c.id: verify(c) for c in claims}


def _sources(entries: list[Entry]) -> list[SourceGroup]:
    """The entries grouped by source, in the bibliography's order, then any source the
    bibliography does not know (claims from outside the repository), by name."""
    groups: dict[str, list[Entry]] = {}
    for e in entries:
        groups.setdefault(e.claim.source.paper, []).append(e)
    order = {r.key: i for i, r in enumerate(REFERENCES)}
    out = []
    slugs = set()
    for key in sorted(groups, key=lambda k: (order.get(k, len(order)), natural_key(k))):
        try:
            ref = reference(key)
            slug = ref.prefix
        except KeyError:
            ref = None
            prefixes = Counter(e.id.split("-", 1)[0] for e in groups[key])
            slug = prefixes.most_common(1)[0][0]
        while slug.casefold() in slugs:  # two sources with one ID prefix still get two pages
            slug += "_"
        slugs.add(slug.casefold())
        members = sorted(groups[key], key=lambda e: (_paper_position(e.id), natural_key(e.id)))
        group = SourceGroup(key, slug, ref, members)
        for e in members:
            e.source = group
        out.append(group)
    return out


@lru_cache(maxsize=1)
def _catalogue_positions() -> dict[str, int]:
    return {entry.id: k for k, entry in enumerate(catalogue())}


def _paper_position(claim_id: str) -> int:
    """Where the statement a claim belongs to stands in its source (the catalogue follows each
    source's order: Proposition 1 before Proposition 8); after every catalogued one if none."""
    positions = _catalogue_positions()
    stem_ = claim_id
    while True:
        if stem_ in positions:
            return positions[stem_]
        if "." not in stem_:
            return len(positions)
        stem_ = stem_.rsplit(".", 1)[0]


def by_stem(entries: Iterable[Entry]) -> dict[str, list[Entry]]:
    """The entries grouped by catalogue statement, in their order."""
    groups: dict[str, list[Entry]] = {}
    for e in entries:
        groups.setdefault(stem(e.id), []).append(e)
    return groups


def _figure_files(out: Path, dpi: int) -> dict[str, str]:
    """Draw the figures into ``out/figures``; their files by the claim-ID prefix they show
    (``dt2019_fig3.png`` -> ``DT2019-FIG3``)."""
    from ..figures import write_all

    paths = write_all(out / "figures", dpi=dpi)
    shown = {}
    for path in paths:
        source, number = path.stem.rsplit("_fig", 1)
        shown[f"{source.upper()}-FIG{number}"] = f"figures/{path.name}"
    return shown


def _figure_for(claim_id: str, figures: dict[str, str]) -> str:
    for prefix, file in figures.items():
        if claim_id == prefix or claim_id.startswith(prefix + "."):
            return file
    return ""
