"""scikit-learn's documentation of balanced accuracy, Cohen's kappa, the confusion matrix
and MCC: the user guide ``doc/modules/model_evaluation.rst`` (commit 0082d834) and the
docstrings of ``cohen_kappa_score`` and ``matthews_corrcoef``.  Locators are the section
heading or the docstring's function, then L = lines of ``shared/papers/scikit_learn_docs.txt``,
as in ``shared/CLAIMS_LIBRARIES.md``."""

from kappamcc.model.sources import SourceText

SKLEARN = SourceText("scikit-learn documentation")
SOURCE = SKLEARN.paper
skl = SKLEARN.at  # skl(locator, printed, quote): the name the claim modules use
