"""Small HTML pieces every page uses: escaping, file names of claims, status badges (the
Coq badge included), source blocks and quotes.
"""

from __future__ import annotations


import html
import re
from functools import lru_cache

from ...model.claims import Status
from ...recheck.run import load_results
from .mathml import (
    latex_to_html,
)


MARKER = ".kappamcc-site"  # marks a directory as a site this builder wrote (safe to rebuild into)
OWN_PATHS = ("index.html", "errata.html", "graph.html", "figures.html", "assets", "sources", "claims", "figures")

STATUS_MEANING = {
    Status.PROVED: "a sound method established it on the whole printed scope",
    Status.PROVED_IN_PART: "proved, but only on a narrower scope than printed (the scope checked is shown)",
    Status.REFUTED: "false as printed: an exact counterexample, re-checked in exact arithmetic, or a proof of "
    "the negation",
    Status.CORRECTED: "false as printed, and the stated correction is PROVED",
    Status.CHECKED: "numeric evidence only, never reported as proved",
    Status.OPEN: "nothing conclusive; the notes say why",
    Status.ARGUED: "every step PROVED; how the steps combine is a prose argument the machine did not check",
    Status.ARGUED_AGAINST: "PROVED facts about a counterexample; that they contradict the statement is prose",
}


_ID_LIKE = re.compile(r"\b[A-Z][A-Z0-9]*-[A-Za-z0-9][A-Za-z0-9._-]*")  # DT2019-P8.5.mcc


class SiteError(ValueError):
    """The site cannot be written where asked; the message says why and what to do."""


# --- helpers ---------------------------------------------------------------------------------


def _esc(text) -> str:
    return html.escape(str(text))


def natural_key(text: str) -> list:
    """Sort key that puts P2 before P10 (digits compare as numbers)."""
    return [int(t) if i % 2 else t.casefold() for i, t in enumerate(re.split(r"(\d+)", text))]


def stem(claim_id: str) -> str:
    """The catalogue statement a claim belongs to: its ID up to the first dot (DT2019-P8.5.mcc -> DT2019-P8)."""
    return claim_id.split(".", 1)[0]


def _safe_name(text: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "._-" else "_" for ch in text)


def claim_file(claim_id: str) -> str:
    """The page of a claim, relative to the site's root (IDs are file-name safe in the registry;
    other characters become "_")."""
    return f"claims/{_safe_name(claim_id)}.html"


def _text_on(colour: str) -> str:
    """Black or white, whichever contrasts more with ``colour`` (WCAG relative luminance)."""
    rgb = [int(colour.lstrip("#")[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    lum = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    return "black" if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else "white"


def _css_name(status) -> str:
    return Status(status).name  # ARGUED_AGAINST: no space, usable as a class


@lru_cache(maxsize=1)
def _coq_rows() -> dict:
    """The last re-check by Coq (``python -m kappamcc recheck``), {} without one."""
    result = load_results()
    return result["claims"] if result else {}


def coq_badge(claim_id: str, status) -> str:
    """' re-checked by Coq' (or 'Coq disagrees') after a PROVED badge, from the last re-check run."""
    row = _coq_rows().get(claim_id) if str(status) == "PROVED" else None
    if not row or row.get("rechecked") not in ("coq", "disagreement"):
        return ""
    if row["rechecked"] == "coq":
        return (
            ' <span class="badge coq large" title="Coq\'s kernel re-proved this statement from its own '
            'definitions of kappa and MCC (docs/recheck.md)">re-checked by Coq</span>'
        )
    return ' <span class="badge v-refuted large" title="Coq proved the negation">Coq disagrees</span>'


def badge(status, extra: str = "") -> str:
    status = Status(status)
    return (
        f'<span class="badge v-{_css_name(status)}{" " + extra if extra else ""}" '
        f'title="{_esc(STATUS_MEANING[status])}">{_esc(status.value)}</span>'
    )


def printed_block(latex: str) -> str:
    """A printed formula as displayed mathematics (nothing when the source prints none)."""
    return f'<div class="printed">{latex_to_html(latex, display=True)}</div>' if latex else ""


def quote_block(text: str) -> str:
    """Words or program output as the source prints them, verbatim (nothing when none is quoted)."""
    return f'<blockquote class="quoted">{_esc(text)}</blockquote>' if text else ""


def source_blocks(source) -> str:
    """What the source prints at the statement: its formula, then its words."""
    return printed_block(source.printed) + quote_block(source.quote)
