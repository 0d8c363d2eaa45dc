"""Delgado R, Tibau X-A (2019) Why Cohen's Kappa should be avoided as performance measure
in classification. PLoS ONE 14(9): e0222916.

Locators: page of the PLOS ONE PDF, then L = lines of ``shared/papers/delgado_tibau_2019.pdf.txt``
and H = lines of the HTML extraction, as in ``shared/CLAIMS.md``.
"""

from kappamcc.model.claims import claim_in  # noqa: F401  (the modules and notebooks import it from here)
from kappamcc.model.sources import SourceText

DT2019 = SourceText("Delgado & Tibau 2019")
PAPER = DT2019.paper
dt = DT2019.at  # dt(locator, printed): the name most claim modules use
