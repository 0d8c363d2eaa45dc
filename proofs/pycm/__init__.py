"""PyCM 4.4's Document (``Document/Document.ipynb``, commit 88b1f690): the chance-corrected
agreement family, the MCC family, association and entropy measures, with printed values
on the example matrix ``cm`` (``kappamcc.families.pycm_example``).  Locators are the
notebook cell, then L = lines of ``shared/papers/pycm_docs.txt``, as in
``shared/CLAIMS_LIBRARIES.md``."""

from kappamcc.model.sources import SourceText

PYCM = SourceText("PyCM 4.4 Document")
SOURCE = PYCM.paper
pycm = PYCM.at  # pycm(locator, printed, quote): the name the claim modules use
