"""Delgado R, Tibau X-A (2019) Why Cohen's Kappa should be avoided as performance measure
in classification. PLoS ONE 14(9): e0222916.

Locators: page of the PLOS ONE PDF, then L = lines of ``shared/papers/delgado_tibau_2019.pdf.txt``
and H = lines of the HTML extraction, as in ``shared/CLAIMS.md``.
"""
from kappamcc.claims import Source

PAPER = "Delgado & Tibau 2019"


def dt(locator: str, printed: str = "") -> Source:
    return Source(PAPER, locator, printed)


def claim_in(claims, id: str):
    """The claim with this id in a module's CLAIMS (to reuse it as a step or a fact)."""
    for c in claims:
        if c.id == id:
            return c
    raise KeyError(id)
