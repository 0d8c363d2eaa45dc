"""scikit-learn's documentation of balanced accuracy, Cohen's kappa, the confusion matrix
and MCC: the user guide ``doc/modules/model_evaluation.rst`` (commit 0082d834) and the
docstrings of ``cohen_kappa_score`` and ``matthews_corrcoef``.  Locators are the section
heading or the docstring's function, then L = lines of ``shared/papers/scikit_learn_docs.txt``,
as in ``shared/CLAIMS_LIBRARIES.md``."""
from kappamcc.claims import Source

SOURCE = "scikit-learn documentation"


def skl(locator: str, printed: str = "", quote: str = "") -> Source:
    return Source(SOURCE, locator, printed, quote)
