"""The reference site: static HTML pages for every claim, written by ``build``.

Pages (relative links only, no server, no network, no ``fetch``; data for the scripts is
embedded in ``.js`` files, so everything works from ``file://``):

* ``index.html``: the sources with the count of each verdict, the verdicts' meanings, the
  bibliography (``kappamcc.catalogue.bibliography``);
* ``sources/<PREFIX>.html``: one per source, every claim with its verdict, filterable;
* ``claims/<ID>.html``: one per claim: statement, printed formula (MathML), source,
  locator, domain, reading, verdict, method, certificate or derivation, counterexample,
  correction, figure, what it uses and what uses it;
* ``errata.html``: the printed statements the suite finds false (``kappamcc.catalogue.errata``);
* ``graph.html``: the dependency graph (``kappamcc.present.site.graph``);
* ``figures.html`` and ``figures/*.png`` when the figures are drawn (``kappamcc.present.figures``);
* ``assets/``: the style sheets, the scripts and the search index.

Verdicts come from ``kappamcc.engine.verify``; a cold build first verifies every claim in
parallel processes (``kappamcc.present.report.verify_all``), which leaves them in the verdict cache.
"""

from __future__ import annotations


import shutil
from collections import Counter
from pathlib import Path
from typing import Callable, Sequence

from ...model.claims import Claim
from ...catalogue.registry import all_claims

from .html import MARKER, OWN_PATHS, STATUS_MEANING, SiteError, claim_file
from .entries import Entry, _figure_files, _verdicts
from .pages import Site

__all__ = ["build", "SiteError", "MARKER", "STATUS_MEANING", "claim_file"]


# --- the build -------------------------------------------------------------------------------


def _prepare(out: Path) -> None:
    """Make ``out`` ready: create it, or remove the pages of the site written there before.
    Refuse a file, or a non-empty directory that holds no earlier site: the build never
    deletes files it did not write."""
    if out.exists() and not out.is_dir():
        raise SiteError("exists and is not a directory; choose a directory for the site")
    if out.is_dir() and any(out.iterdir()):
        if not (out / MARKER).exists():
            raise SiteError(
                "the directory is not empty and holds no site written by kappamcc; choose a new or empty directory"
            )
        for name in OWN_PATHS:
            path = out / name
            if path.is_dir():
                shutil.rmtree(path)
            elif path.exists():
                path.unlink()
    out.mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text("written by python -m kappamcc site; rebuilding replaces its pages\n")


def build(
    out_dir,
    claims: Sequence[Claim] | None = None,
    *,
    figures: bool = True,
    dpi: int = 110,
    progress: Callable[[str], None] | None = None,
) -> Path:
    """Write the reference site into ``out_dir`` and return the path of its ``index.html``.

    ``claims``: the claims to show (default: the registry's); links to claims not among them
    are shown unlinked.  ``figures``: draw the figures of the sources (a few seconds) and
    show each on the claims it illustrates.  ``progress(message)`` hears what is being done.
    A SiteError when ``out_dir`` cannot take the site (a file, or a non-empty directory that
    holds no earlier site)."""
    say = progress or (lambda message: None)
    out = Path(out_dir)
    _prepare(out)  # first: a place the site cannot go is said before any work
    claims = list(all_claims() if claims is None else claims)
    ids = Counter(c.id for c in claims)
    twice = sorted(i for i, n in ids.items() if n > 1)
    if twice:
        raise SiteError(f"claim IDs given more than once: {', '.join(twice)}")
    say("verifying the claims")
    verdicts = _verdicts(
        claims, progress=(lambda done, total, last: say(f"{done}/{total} claims verified")) if progress else None
    )
    files_taken: dict[str, str] = {}
    entries = []
    for c in claims:
        file = claim_file(c.id)
        if file.casefold() in files_taken:  # IDs that differ only in case or in unsafe characters
            file = claim_file(f"{c.id}-{len(files_taken)}")
        files_taken[file.casefold()] = c.id
        entries.append(Entry(c, verdicts[c.id], file))
    figure_files = {}
    if figures:
        say("drawing the figures")
        figure_files = _figure_files(out, dpi)
    site = Site(out, entries, figure_files)
    say("writing the pages")
    site.assets()
    index = site.index_page()
    for s in site.sources:
        site.source_page(s)
        for i, e in enumerate(s.entries):
            site.claim_page(e, s.entries[i - 1] if i else None, s.entries[i + 1] if i + 1 < len(s.entries) else None)
    site.errata_page()
    site.graph_page()
    if figure_files:
        site.figures_page()
    return index
