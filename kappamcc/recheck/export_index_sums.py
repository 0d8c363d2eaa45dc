"""Coq theorems for identities over every number of classes N (``IdentityAllN``)."""

from __future__ import annotations

from .printer import NotTranslated


def export_identity_all_n(claim):
    raise NotTranslated(f"kind not exported: {claim.kind}")
