"""Coq theorems for limits, monotonicity and the other calculus kinds."""

from __future__ import annotations

from ..model.kinds import Extremum, Limit, Monotone
from .printer import NotTranslated

CALCULUS_KINDS = (Limit, Monotone, Extremum)


def export_calculus(claim):
    raise NotTranslated(f"kind not exported: {claim.kind}")
