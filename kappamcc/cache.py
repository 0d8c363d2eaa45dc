"""A verdict cache shared by the test run and the report, keyed by the engine's source.

The key hashes every Python source file of the engine (``kappamcc/``), the families and
the proof modules, and the versions of Python, sympy, mpmath and z3: change any of them
and every cached verdict is stale.  A cached verdict is one the engine computed from
exactly this source; the cache only saves recomputing it.

Modes (environment variable ``KAPPAMCC_CACHE``):

* ``readwrite`` (default for ``python -m kappamcc``): use a cached verdict if there is one,
  store new ones;
* ``write`` (the test suite's setting: ``pytest`` always recomputes every verdict, so the
  tests confirm the theorems, and leaves them for the report);
* ``off``: neither.

The directory is ``$KAPPAMCC_CACHE_DIR`` or ``~/.cache/kappamcc``.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from functools import lru_cache
from pathlib import Path

import sympy as sp

__all__ = ["engine_key", "load", "store", "mode", "cache_dir"]


def mode() -> str:
    m = os.environ.get("KAPPAMCC_CACHE", "readwrite").strip().lower()
    return m if m in ("readwrite", "write", "off") else "readwrite"


def cache_dir() -> Path:
    return Path(os.environ.get("KAPPAMCC_CACHE_DIR") or Path.home() / ".cache" / "kappamcc")


@lru_cache(maxsize=1)
def engine_key() -> str:
    import mpmath
    import z3

    from importlib.util import find_spec
    h = hashlib.sha256()
    h.update(f"{sys.version}|sympy {sp.__version__}|mpmath {mpmath.__version__}|z3 {z3.get_version_string()}".encode())
    # the families' and proofs' folders, located without importing them
    roots = [Path(__file__).resolve().parent] + [Path(p) for name in ("kappamcc.families", "kappamcc.proofs")
                                                 for p in (find_spec(name).submodule_search_locations or [])]
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            h.update(str(path.relative_to(root)).encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:20]


def _file(claim_id: str) -> Path:
    safe = "".join(ch if ch.isalnum() or ch in ".-_" else "_" for ch in claim_id)
    return cache_dir() / engine_key() / f"{safe}.json"


def _encode_point(point):
    if point is None:
        return None
    return [[sp.srepr(k) if isinstance(k, sp.Basic) else json.dumps(k),
             sp.srepr(v) if isinstance(v, sp.Basic) else json.dumps(v)] for k, v in point.items()]


def _decode_point(items):
    if items is None:
        return None
    def one(text):
        try:
            return json.loads(text)
        except ValueError:
            return sp.sympify(text)
    return {one(k): one(v) for k, v in items}


def _encode(v) -> dict:
    return {"status": v.status.value, "method": v.method, "certificate": v.certificate,
            "counterexample": _encode_point(v.counterexample), "seconds": v.seconds, "notes": v.notes,
            "correction": _encode(v.correction) if v.correction is not None else None}


def _decode(d):
    from .claims import Status, Verdict
    return Verdict(Status(d["status"]), d["method"], d["certificate"], _decode_point(d["counterexample"]),
                   d["seconds"], _decode(d["correction"]) if d["correction"] else None, d["notes"])


def load(claim_id: str):
    """The cached verdict of a claim, or None (no cache, stale, unreadable, or mode not readwrite)."""
    if mode() != "readwrite":
        return None
    path = _file(claim_id)
    try:
        return _decode(json.loads(path.read_text()))
    except (OSError, ValueError, KeyError, TypeError, sp.SympifyError):
        return None


def store(claim_id: str, verdict) -> None:
    """Store a verdict (atomically; silently skipped if the directory is not writable)."""
    if mode() == "off" or verdict.method == "error":
        return
    path = _file(claim_id)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(_encode(verdict)))
        tmp.replace(path)
    except (OSError, TypeError, ValueError):
        pass
