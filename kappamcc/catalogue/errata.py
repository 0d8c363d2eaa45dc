"""Which verdicts are errata of the sources.

An erratum is a statement the *source* prints (``Origin.PRINTED``) that the suite finds
false: REFUTED, CORRECTED, or ARGUED AGAINST.  A claim the suite adds (a step, a fact
about a counterexample family, a negation that supports the source, a correction) is
never an erratum, whatever its verdict.  The report's ``--errata`` filter and the site's
errata page both ask this module.
"""

from __future__ import annotations

from ..model.claims import Claim, Origin, Status

__all__ = ["ERRATUM_STATUSES", "is_erratum"]

ERRATUM_STATUSES = frozenset({Status.REFUTED, Status.CORRECTED, Status.ARGUED_AGAINST})


def is_erratum(claim: Claim, status: Status | str) -> bool:
    """True when ``claim`` is printed by its source and its verdict says the print is false."""
    return claim.origin is Origin.PRINTED and Status(status) in ERRATUM_STATUSES
