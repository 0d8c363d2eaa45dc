"""One handle per source text: ``DT2019.at("p11, L1650", printed=r"...")`` builds the claim's
:class:`~kappamcc.model.claims.Source` (a record), so a claim module names its paper once.

``within`` narrows a handle to a part of the text (a page, a section, an appendix): its
locators are written after that prefix.  A handle is a record too; it holds no claims.
"""

from __future__ import annotations

from dataclasses import dataclass

from .claims import Source

__all__ = ["SourceText"]


@dataclass(frozen=True)
class SourceText:
    """A source text (``paper`` is the key the report and the bibliography show), optionally
    narrowed to a part of it (``prefix``, written before every locator)."""

    paper: str
    prefix: str = ""

    def __post_init__(self):
        if not isinstance(self.paper, str) or not self.paper.strip():
            raise ValueError(f"SourceText: paper must be a non-empty string, got {self.paper!r}")
        if not isinstance(self.prefix, str):
            raise TypeError(f"SourceText: prefix must be a string, got {self.prefix!r}")

    def at(self, locator: str = "", printed: str = "", quote: str = "") -> Source:
        """The claim's source: this text at ``locator`` (after the prefix), with the formula
        ``printed`` there (LaTeX) or the words ``quote``d (verbatim)."""
        if not isinstance(locator, str):
            raise TypeError(f"SourceText.at: locator must be a string, got {locator!r}")
        where = ", ".join(part for part in (self.prefix, locator) if part)
        if not where:
            raise ValueError(f"SourceText.at: say where in {self.paper} (a locator)")
        return Source(paper=self.paper, locator=where, printed=printed, quote=quote)

    def within(self, prefix: str) -> "SourceText":
        """The same text narrowed to ``prefix`` (a page, section or appendix): locators follow it."""
        return SourceText(self.paper, ", ".join(part for part in (self.prefix, prefix) if part))
