"""The two web pages with worked numbers: the Cohen's kappa documentation page (KDOC)
and the blog posts on kappa, F1 and MCC (BLOG).  Locators are lines of
``shared/papers/kappa_doc_page.txt`` and ``shared/papers/kappa_f1_mcc_blog.txt``."""
from kappamcc.claims import Source


def kdoc(locator: str, printed: str = "") -> Source:
    return Source("Kappa documentation page", locator, printed)


def blog(locator: str, printed: str = "") -> Source:
    return Source("Kappa/F1/MCC blog", locator, printed)
