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

The user's own claims (installed packages, claims files: ``kappamcc.registry``) are not in
the engine key; each of their verdicts is stored under the digest of its own source as well
(``add_source``), so that editing a claims file makes its cached verdicts stale.

The directory is ``$KAPPAMCC_CACHE_DIR`` or ``~/.cache/kappamcc``, with one folder per
engine key.  When a new key's folder is made, the folders of other keys are removed
(``prune``) except the most recent one (an edit and its undo need not recompute
everything) and any written to in the last day (another checkout or environment sharing
the directory may be using it).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
import time
from functools import lru_cache
from pathlib import Path

import sympy as sp

from .claims import DerivationLine, Failure, IndexValue, Status, Verdict

__all__ = ["engine_key", "load", "store", "mode", "cache_dir", "add_source", "prune"]

KEEP_PREVIOUS = 1             # how many folders of other engine keys ``prune`` always keeps
KEEP_RECENT_SECONDS = 86400   # and a folder written to this recently
_KEY_FOLDER = re.compile(r"[0-9a-f]{20}")
_SOURCES: dict[str, str] = {}   # claim ID -> digest of its own source (the user's claims)


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
            relative = path.relative_to(root)
            if root == roots[0] and relative.parts[0] in _NOT_DECIDING:
                continue
            h.update(str(relative).encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:20]


# modules of kappamcc that never decide a verdict (presentation, tools): an edit to them keeps
# the cached verdicts; everything else (the model, the kinds, the engine, the provers, the
# metrics and families the claims are built from, the registry's loading) is in the key
_NOT_DECIDING = frozenset({"site", "audit", "report.py", "__main__.py", "figures.py", "palette.py", "coverage.py",
                           "bibliography.py", "errata.py", "mathtext.py", "data"})


def add_source(claim_id: str, digest: str) -> None:
    """Key the cached verdict of ``claim_id`` by ``digest`` (its source's) besides the engine key."""
    _SOURCES[claim_id] = digest


def _stem(claim_id: str) -> str:
    return "".join(ch if ch.isalnum() or ch in ".-_" else "_" for ch in claim_id)


def _file(claim_id: str) -> Path:
    digest = _SOURCES.get(claim_id)
    name = f"{_stem(claim_id)}@{digest}.json" if digest else f"{_stem(claim_id)}.json"
    return cache_dir() / engine_key() / name


def prune(keep_previous: int = KEEP_PREVIOUS, keep_recent_seconds: float = KEEP_RECENT_SECONDS) -> list[Path]:
    """Remove the folders of other engine keys, but the ``keep_previous`` most recent and any
    written to in the last ``keep_recent_seconds``; returns those removed.  Only folders
    named like a key are touched."""
    root = cache_dir()
    try:
        others = [(p.stat().st_mtime, p) for p in root.iterdir()
                  if p.is_dir() and _KEY_FOLDER.fullmatch(p.name) and p.name != engine_key()]
    except OSError:
        return []
    others.sort(reverse=True)
    removed = []
    for written, folder in others[keep_previous:]:
        if written < time.time() - keep_recent_seconds:
            shutil.rmtree(folder, ignore_errors=True)   # another process may be removing it too
            removed.append(folder)
    return removed


def _encode_key(k):
    if isinstance(k, IndexValue):
        return json.dumps({"index": k.name})
    return sp.srepr(k) if isinstance(k, sp.Basic) else json.dumps(k)


def _encode_point(point):
    if point is None:
        return None
    return [[_encode_key(k), sp.srepr(v) if isinstance(v, sp.Basic) else json.dumps(v)] for k, v in point.items()]


def _decode_point(items):
    if items is None:
        return None

    def one(text):
        try:
            value = json.loads(text)
        except ValueError:
            return sp.sympify(text)
        return IndexValue(value["index"]) if isinstance(value, dict) else value
    return {one(k): one(v) for k, v in items}


def _encode(v) -> dict:
    return {"status": v.status.value, "method": v.method, "certificate": v.certificate,
            "counterexample": _encode_point(v.counterexample), "seconds": v.seconds, "notes": v.notes,
            "correction": _encode(v.correction) if v.correction is not None else None,
            "derivation": [[line.number, line.formula, line.rule, list(line.premises)] for line in v.derivation],
            "failure": v.failure.value if v.failure else None, "part": v.part, "scope": v.scope}


def _decode(d):
    return Verdict(Status(d["status"]), d["method"], d["certificate"], _decode_point(d["counterexample"]),
                   d["seconds"], _decode(d["correction"]) if d["correction"] else None, d["notes"],
                   tuple(DerivationLine(n, f, r, tuple(p)) for n, f, r, p in d.get("derivation", ())),
                   Failure(d["failure"]) if d.get("failure") else None, d.get("part"), d.get("scope"))


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
        if not path.parent.is_dir():   # a new engine key: the first verdict stored under it
            path.parent.mkdir(parents=True, exist_ok=True)
            prune()
        if claim_id in _SOURCES:   # the same claim's verdicts under earlier digests of its source
            for stale in path.parent.glob(f"{_stem(claim_id)}@*.json"):
                if stale != path:
                    stale.unlink(missing_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(_encode(verdict)))
        tmp.replace(path)
    except (OSError, TypeError, ValueError):
        pass
