"""The sources the claims come from: one entry per ``Source.paper`` key, with its DOI or URL.

The report, the README and the site all cite from here.  A source without a public
address (a web page whose stored copy records none) says so rather than invent one.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Reference", "REFERENCES", "reference"]


@dataclass(frozen=True)
class Reference:
    key: str  # the ``Source.paper`` text the claims use
    prefix: str  # the claim-ID prefix
    citation: str  # authors, year, title, venue
    url: str = ""  # DOI link or stable URL; "" when none is recorded
    note: str = ""  # what the stored copy is, when that matters


REFERENCES = (
    Reference(
        "Delgado & Tibau 2019",
        "DT2019",
        "Delgado R, Tibau X-A (2019). Why Cohen's Kappa should be avoided as performance measure in "
        "classification. PLoS ONE 14(9): e0222916.",
        "https://doi.org/10.1371/journal.pone.0222916",
        "open access, CC BY; line locators L... refer to the PDF text extraction",
    ),
    Reference(
        "Ben-David 2008",
        "BD2008",
        "Ben-David A (2008). About the relationship between ROC curves and Cohen's kappa. Engineering "
        "Applications of Artificial Intelligence 21(6): 874-882.",
        "https://doi.org/10.1016/j.engappai.2007.09.009",
    ),
    Reference(
        "Kappa documentation page",
        "KDOC",
        "\"Cohen's Kappa\", documentation page of a machine-learning evaluation tool (web page).",
        "",
        "the stored copy records no address",
    ),
    Reference(
        "Kappa/F1/MCC blog",
        "BLOG",
        "\"Comparing Kappa Statistic to the F1 measure\", blog post, April 22nd, 2013 (web page).",
        "",
        "the stored copy records no address",
    ),
    Reference(
        "scikit-learn documentation",
        "SKL",
        "scikit-learn developers. User guide, model_evaluation.rst (commit 0082d834), and the docstrings of "
        "cohen_kappa_score and matthews_corrcoef. BSD-3-Clause.",
        "https://github.com/scikit-learn/scikit-learn/blob/0082d834d4f054dd551d9714deb324247219aea5/doc/modules/model_evaluation.rst",
    ),
    Reference(
        "PyCM 4.4 Document",
        "PYCM",
        "Haghighi S, Zolanvari A, Sabouri S. PyCM: Multi-class confusion matrix library in Python, version 4.4, "
        "Document/Document.ipynb (commit 88b1f690). MIT.",
        "https://github.com/sepandhaghighi/pycm/blob/88b1f690160a2096acca198cea61c592d1cfa150/Document/Document.ipynb",
    ),
    Reference("extensions (this suite)", "EXT", "Statements this suite adds (kappa and MCC in ROC space).", ""),
)


def reference(key: str) -> Reference:
    """The entry for a ``Source.paper`` key or a claim-ID prefix; a KeyError lists the known keys."""
    for r in REFERENCES:
        if key in (r.key, r.prefix):
            return r
    raise KeyError(f"no bibliography entry for {key!r}; known: {', '.join(r.key for r in REFERENCES)}")
