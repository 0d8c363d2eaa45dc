"""The two web pages with worked numbers: the Cohen's kappa documentation page (KDOC)
and the blog posts on kappa, F1 and MCC (BLOG).  Locators are lines of
``shared/papers/kappa_doc_page.txt`` and ``shared/papers/kappa_f1_mcc_blog.txt``."""

from kappamcc.model.sources import SourceText

KDOC = SourceText("Kappa documentation page")
BLOG = SourceText("Kappa/F1/MCC blog")
kdoc = KDOC.at  # kdoc(locator, printed): the names the claim modules use
blog = BLOG.at
