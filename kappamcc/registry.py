"""The registry: every claim of every module under ``proofs/``.

A proof module exposes ``CLAIMS``, a list of claims.  IDs are unique and permanent
(CLAIMS.md); the order is the order of the modules and of their lists.
"""
from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache

from .claims import Claim

__all__ = ["all_claims", "claim", "select"]


@lru_cache(maxsize=1)
def _load() -> tuple[Claim, ...]:
    from kappamcc import proofs

    out: list[Claim] = []
    seen: dict[str, str] = {}
    for info in sorted(pkgutil.walk_packages(proofs.__path__, "kappamcc.proofs."), key=lambda i: i.name):
        module = importlib.import_module(info.name)
        for c in getattr(module, "CLAIMS", ()):
            if c.id in seen:
                raise ValueError(f"claim id {c.id} defined twice ({seen[c.id]} and {info.name})")
            seen[c.id] = info.name
            c.module = info.name
            out.append(c)
    return tuple(out)


def all_claims() -> tuple[Claim, ...]:
    return _load()


def claim(claim_id: str) -> Claim:
    for c in _load():
        if c.id == claim_id:
            return c
    raise KeyError(f"no claim with id {claim_id!r}")


def select(prefix: str | None = None) -> list[Claim]:
    return [c for c in _load() if prefix is None or c.id.startswith(prefix)]
