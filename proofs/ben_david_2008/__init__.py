"""Ben-David A (2008) About the relationship between ROC curves and Cohen's kappa.
Engineering Applications of Artificial Intelligence 21: 874-882.

Locators: section, then L = lines of ``shared/papers/ben_david_2008.md``, as in
``shared/CLAIMS.md`` (section 2.2).  The table, its marginals and kappa come from
:mod:`families.roc`, derived from the matrix by :mod:`kappamcc.metrics`.
"""

from kappamcc.model.sources import SourceText

BD2008 = SourceText("Ben-David 2008")
PAPER = BD2008.paper
bd = BD2008.at  # bd(locator, printed): the name the claim modules use
