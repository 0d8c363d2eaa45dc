"""A verdict cache shared by the test run and the report, keyed by the engine's source and
bound to each claim's content.

The key hashes every Python source file of the engine (``kappamcc/``), the families and
the proof modules, and the versions of Python, sympy, mpmath, z3 and python-flint: change any of them
and every cached verdict is stale.  Each verdict is stored in a file named by its claim's
exact ID (a readable stem and a digest of the ID: IDs that differ only in characters a file
name cannot hold never share a file), together with the claim's ID and the digest of its
content (``content_digest``: its kind, statement, domain and arguments, the claims it is built
on, the code of the functions it holds).  A cached verdict is read back only for a claim with
the same ID and the same content: one the engine computed from exactly this source, for
exactly this claim.  The cache only saves recomputing it.

Modes (environment variable ``KAPPAMCC_CACHE``):

* ``readwrite`` (default for ``python -m kappamcc``): use a cached verdict if there is one,
  store new ones;
* ``write`` (the test suite's setting: ``pytest`` always recomputes every verdict, so the
  tests confirm the theorems, and leaves them for the report);
* ``off``: neither.

The user's own claims (installed packages, claims files: ``kappamcc.catalogue.registry``) are not in
the engine key; each of their verdicts is stored under the digest of its own source as well
(``add_source``), so that editing a claims file makes its cached verdicts stale.

The directory is ``$KAPPAMCC_CACHE_DIR`` or ``~/.cache/kappamcc``, with one folder per
engine key.  When a new key's folder is made, the folders of other keys are removed
(``prune``) except the most recent one (an edit and its undo need not recompute
everything) and any written to in the last day (another checkout or environment sharing
the directory may be using it).
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import functools
import glob
import hashlib
import json
import os
import re
import shutil
import sys
import time
import types
from functools import lru_cache
from pathlib import Path

import sympy as sp

from ..model.claims import CLASSES, FAMILY, DerivationLine, Failure, IndexValue, Status, Verdict

__all__ = [
    "engine_key",
    "load",
    "store",
    "mode",
    "cache_dir",
    "add_source",
    "prune",
    "content_digest",
    "file_name",
    "NoDigest",
    "reading_inputs",
    "inputs_digest",
    "set_zone",
    "set_by_hand",
    "is_users",
    "UNKNOWN_INPUT",
]

KEEP_PREVIOUS = 1  # how many folders of other engine keys ``prune`` always keeps
KEEP_RECENT_SECONDS = 86400  # and a folder written to this recently
_KEY_FOLDER = re.compile(r"[0-9a-f]{20}")
_SOURCES: dict[str, str] = {}  # claim ID -> digest of its own source (the user's claims)


def mode() -> str:
    m = os.environ.get("KAPPAMCC_CACHE", "readwrite").strip().lower()
    return m if m in ("readwrite", "write", "off") else "readwrite"


def cache_dir() -> Path:
    return Path(os.environ.get("KAPPAMCC_CACHE_DIR") or Path.home() / ".cache" / "kappamcc")


@lru_cache(maxsize=1)
def engine_key() -> str:
    import flint
    import mpmath
    import z3

    from importlib.util import find_spec

    h = hashlib.sha256()
    h.update(
        f"{sys.version}|sympy {sp.__version__}|mpmath {mpmath.__version__}|z3 {z3.get_version_string()}"
        f"|flint {flint.__version__}".encode()
    )  # FLINT decides signs and rational identities
    # the families' and proofs' folders, located without importing them
    roots = [Path(__file__).resolve().parent]
    roots += [
        Path(p)
        for name in ("kappamcc.families", "kappamcc.proofs")
        for p in (find_spec(name).submodule_search_locations or [])  # type: ignore[union-attr]  # our packages
    ]
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            relative = path.relative_to(root)
            if root == roots[0] and not _deciding(relative):
                continue
            h.update(str(relative).encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:20]


# modules of kappamcc that never decide a verdict (presentation, tools): an edit to them keeps
# the cached verdicts; everything else (the model, the kinds, the engine, the provers, the
# metrics and families the claims are built from, the registry's loading) is in the key
_NOT_DECIDING = frozenset(
    {
        "present",
        "cli",
        "audit",
        "recheck",
        "__main__.py",
        "catalogue/coverage.py",
        "catalogue/bibliography.py",
        "catalogue/errata.py",
        "model/mathtext.py",
        "data",
    }
)


def _deciding(relative: Path) -> bool:
    """Whether a file of kappamcc (its path below the package) can change a verdict."""
    parts = relative.parts
    return not any("/".join(parts[:n]) in _NOT_DECIDING for n in range(1, len(parts) + 1))


# --- the inputs a verdict is computed from, and what code ran in the process
_RECORDING: list = []  # the open recordings, innermost last (a thread started meanwhile records into it too)
_HOOKED: list = []  # the audit hook, once installed
_BY_HAND: list = []  # a verdict was set by hand (``remember``): nothing is stored from then on
_ZONE: list = [""]  # the digest of the user code loaded with the registry (``set_zone``)
UNKNOWN_INPUT = "?"  # an input no digest can follow (a subprocess, a database, a socket)
_UNFOLLOWED = (
    "subprocess.Popen",
    "os.system",
    "os.exec",
    "os.posix_spawn",
    "os.spawn",
    "os.fork",
    "sqlite3.connect",
    "sqlite3.connect/handle",
    "socket.connect",
    "urllib.Request",
    "ctypes.dlopen",
)
_LISTINGS = ("os.listdir", "os.scandir")


def _installed_roots() -> tuple:
    """Files under these folders are the interpreter's, the installed packages' or kappamcc's own
    (in the engine key): never a user's input."""
    import site
    import sysconfig

    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, str(Path(__file__).resolve().parent)}
    roots |= {p for p in sysconfig.get_paths().values() if p}
    roots |= set(getattr(site, "getsitepackages", lambda: [])())
    return tuple(sorted(os.path.abspath(r) + os.sep for r in roots))


def _outside(path: str) -> bool:
    """A path a verdict may depend on: not the interpreter's, an installed package's, kappamcc's own
    (in the engine key), nor this verdict cache's."""
    return not path.startswith(_ROOTS[0]) and not path.startswith(os.path.abspath(cache_dir()) + os.sep)


def _on_event(event, args) -> None:
    if not _RECORDING:
        return
    reads = _RECORDING[-1]
    if event == "open":
        if not isinstance(args[0], (str, bytes, os.PathLike)):
            return
        path = os.path.abspath(os.fsdecode(args[0]))
        if _outside(path) and not path.endswith((".pyc", ".pyo")):
            reads.add(path)
    elif event in _LISTINGS:
        if args and isinstance(args[0], (str, bytes, os.PathLike)):
            path = os.path.abspath(os.fsdecode(args[0]))
            if _outside(path):
                reads.add("dir:" + path)
    elif event.startswith(_UNFOLLOWED):
        reads.add(UNKNOWN_INPUT)


_ROOTS: list = []
_REAL_STAT = os.stat


def _recording_stat(path, *args, **kwargs):
    """``os.stat``, which raises no audit event, recording the path while a recording is open:
    a file whose existence or size decides a verdict (``Path.exists()``) is an input too."""
    if _RECORDING and isinstance(path, (str, bytes, os.PathLike)):
        where = os.path.abspath(os.fsdecode(path))
        if _outside(where):
            _RECORDING[-1].add("stat:" + where)
    return _REAL_STAT(path, *args, **kwargs)


_REAL_GETITEM = os._Environ.__getitem__


def _recording_getitem(self, key):
    """``os.environ[key]`` (and ``os.getenv``), recording the variable while a recording is open:
    an environment variable a verdict depends on is an input too."""
    if _RECORDING and self is os.environ and not str(key).startswith("KAPPAMCC_"):  # the suite's own settings aside
        _RECORDING[-1].add(f"env:{key}")
    return _REAL_GETITEM(self, key)


@contextlib.contextmanager
def reading_inputs():
    """Record what the block reads: the files it opens (the interpreter's and the installed
    packages' aside), the folders it lists, and whether it reaches beyond files (a subprocess,
    a database, a socket: ``UNKNOWN_INPUT``).  Nested blocks pass theirs outwards."""
    if not _HOOKED:
        _ROOTS.append(_installed_roots())
        sys.addaudithook(_on_event)
        os.stat = _recording_stat  # genericpath and pathlib look os.stat up at each call
        os._Environ.__getitem__ = _recording_getitem  # os.getenv and `in` go through it
        _HOOKED.append(True)
    reads: set = set()
    _RECORDING.append(reads)
    try:
        yield reads
    finally:
        # by identity: two recordings may hold the same paths (two empty sets are equal)
        del _RECORDING[next(i for i, r in enumerate(_RECORDING) if r is reads)]
        if _RECORDING:
            _RECORDING[-1].update(reads)


def inputs_digest(paths) -> str:
    """A digest of the inputs ``paths`` as they are now: each file's bytes (a missing file counts
    as missing), each listed folder's names; an input no digest follows never matches."""
    h = hashlib.sha256()
    for path in sorted(set(paths)):
        h.update(path.encode("utf-8", "surrogatepass"))
        if path == UNKNOWN_INPUT:
            h.update(os.urandom(16))
        elif path.startswith("env:"):  # an environment variable's value
            h.update(repr(os.environ.get(path[4:])).encode("utf-8", "surrogatepass"))
        elif path.startswith("stat:"):  # whether it exists, what it is, and its size
            try:
                info = _REAL_STAT(path[5:])
                h.update(f"{info.st_mode >> 12} {info.st_size}".encode())
            except OSError:
                h.update(b"missing")
        elif path.startswith("dir:"):
            try:
                h.update("\0".join(sorted(os.listdir(path[4:]))).encode("utf-8", "surrogatepass"))
            except OSError:
                h.update(b"missing")
        else:
            try:
                h.update(hashlib.sha256(Path(path).read_bytes()).digest())
            except OSError:
                h.update(b"missing")
    return h.hexdigest()[:24]


def set_zone(digest: str) -> None:
    """Bind the verdicts stored from now on to the user code loaded with the registry (claims
    files and installed claims packages, with the data they read): a verdict computed where other
    code ran, which may have changed any object of the suite, is never read back here."""
    _ZONE[0] = digest


def set_by_hand() -> None:
    """A verdict was set by hand in this process (``kappamcc.engine.verify.remember``): a verdict
    computed from it may be wrong, so no verdict is stored from now on."""
    _BY_HAND.append(True)


def is_users(claim_id: str) -> bool:
    return claim_id in _SOURCES


def add_source(claim_id: str, digest: str) -> None:
    """Key the cached verdict of ``claim_id`` by ``digest`` (its source's) besides the engine key."""
    _SOURCES[claim_id] = digest


def _stem(claim_id: str) -> str:
    return "".join(ch if ch.isalnum() or ch in ".-_" else "_" for ch in claim_id)


def file_name(claim_id: str) -> str:
    """The cache file of a claim ID: readable (the ID with unsafe characters replaced) and
    injective (a digest of the exact ID: ``X_A`` and ``X A`` never share a file)."""
    exact = hashlib.sha256(claim_id.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    digest = _SOURCES.get(claim_id)
    # one file per zone of user code: a run with a claims file keeps the clean run's verdicts
    zone = f"%{_ZONE[0]}" if _ZONE[0] else ""
    return f"{_stem(claim_id)[:80]}~{exact}{zone}" + (f"@{digest}" if digest else "") + ".json"


def _file(claim_id: str) -> Path:
    return cache_dir() / engine_key() / file_name(claim_id)


class NoDigest(ValueError):
    """A claim holds a value whose content has no stable digest: its verdict is not cached."""


# modules whose classes are code, never data a user changes (a user's class is digested with its attributes)
_LIBRARIES = (
    "kappamcc",
    "sympy",
    "builtins",
    "typing",
    "enum",
    "collections",
    "abc",
    "fractions",
    "decimal",
    "numbers",
    "dataclasses",
    "functools",
    "flint",
    "mpmath",
    "z3",
    "numpy",
    "hypothesis",
)

# what a claim holds besides its content: where the registry found it, the verdict it expects,
# and a domain's sampler (the spot checks' points, never a verdict's)
_NOT_CONTENT = frozenset({"module", "expected", "_sealed", "sampler"})


def content_digest(claim) -> str:
    """A digest of everything a claim's verdict depends on: its kind and every field (the
    statement, the domain with its constraints, the kind's arguments, the claims it is built
    on, the code of the functions it holds), but not the verdict it expects.  Two claims with
    the same digest say the same thing; a claim changed in any way (a file edited, a JSON input
    changed, a field set past the seal) gets another.  NoDigest: no stable digest exists."""
    h = hashlib.sha256()
    _feed(h, claim, {})
    return h.hexdigest()[:24]


def _feed(h, value, seen: dict) -> None:
    add = h.update
    if value is None or isinstance(value, (bool, int, float, complex, str, bytes)):
        add(f"{type(value).__name__}:{value!r};".encode("utf-8", "surrogatepass"))
        return
    if isinstance(value, enum.Enum):
        add(f"{type(value).__qualname__}.{value.name};".encode())
        return
    if isinstance(value, sp.Basic):
        add(f"sympy:{_sympy_digest(value)};".encode())
        return
    if isinstance(value, sp.MatrixBase):
        add(f"matrix{value.shape}(".encode())
        for entry in value:
            add(f"{_sympy_digest(sp.sympify(entry))};".encode())
        add(b")")
        return
    key = id(value)
    if key in seen:  # a shared or cyclic object: fed once, referred to by its order
        add(f"ref:{seen[key]};".encode())
        return
    seen[key] = len(seen)
    if isinstance(value, (list, tuple)):
        add(f"{type(value).__name__}[{len(value)}](".encode())
        for item in value:
            _feed(h, item, seen)
        add(b")")
    elif isinstance(value, (set, frozenset)):
        parts = []
        for item in value:
            inner = hashlib.sha256()
            _feed(inner, item, {})
            parts.append(inner.hexdigest())
        add(f"set({','.join(sorted(parts))});".encode())
    elif isinstance(value, dict):
        add(f"dict[{len(value)}](".encode())
        for k, v in value.items():
            _feed(h, k, seen)
            _feed(h, v, seen)
        add(b")")
    elif isinstance(value, types.FunctionType):
        add(f"function:{value.__module__}.{value.__qualname__};".encode())
        _feed_code(h, value.__code__, seen)
        _feed(h, value.__defaults__, seen)
        _feed(h, value.__kwdefaults__, seen)
        _feed(h, tuple(cell.cell_contents for cell in value.__closure__ or ()), seen)
        # the module-level values it reads (a table loaded from a JSON file at import): their
        # values, not only their names, are what the function computes with
        names = sorted(_global_names(value.__code__) & set(value.__globals__))
        add(f"globals[{len(names)}](".encode())
        for name in names:
            add(f"{name}=".encode())
            _feed(h, value.__globals__[name], seen)
        add(b")")
    elif isinstance(value, functools.partial):
        add(b"partial:")
        _feed(h, (value.func, value.args, value.keywords), seen)
    elif isinstance(value, type) and not value.__module__.startswith(_LIBRARIES):
        # a class of the user's: its data attributes too (a table it holds, filled at import)
        add(f"class:{value.__module__}.{value.__qualname__}(".encode())
        for name, attr in sorted(vars(value).items()):
            if (
                not name.startswith("__")
                and not callable(attr)
                and not isinstance(attr, (property, classmethod, staticmethod))
            ):
                add(f"{name}=".encode())
                _feed(h, attr, seen)
        add(b")")
    elif isinstance(value, (types.BuiltinFunctionType, types.ModuleType, type)):
        add(
            f"{type(value).__name__}:{getattr(value, '__module__', '')}.{getattr(value, '__qualname__', value.__name__)};".encode()
        )
    elif isinstance(value, types.MethodType):
        add(b"method:")
        _feed(h, (value.__self__, value.__func__), seen)
    else:
        fields = _fields(value)
        add(f"object:{type(value).__module__}.{type(value).__qualname__}[{len(fields)}](".encode())
        for name, v in fields:
            if name not in _NOT_CONTENT:
                add(f"{name}=".encode())
                _feed(h, v, seen)
        add(b")")


_SYMPY_DIGESTS: dict = {}  # id(expression) -> (expression, digest): sympy's objects never change


def _sympy_digest(e) -> str:
    """A digest of a sympy object's exact structure: its class and, recursively, its arguments;
    an atom (a symbol with its assumptions, an exact number) by its srepr."""
    known = _SYMPY_DIGESTS.get(id(e))
    if known is not None and known[0] is e:
        return known[1]
    args = e.args
    if not args:
        text = f"{type(e).__name__}:{sp.srepr(e)}"
    else:
        parts = [_sympy_digest(a) if isinstance(a, sp.Basic) else f"{type(a).__name__}:{a!r}" for a in args]
        text = f"{type(e).__name__}({','.join(parts)})"
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    _SYMPY_DIGESTS[id(e)] = (e, digest)
    return digest


def _fields(value) -> list:
    """An object's fields, in a stable order: its __dict__ and its __slots__."""
    if dataclasses.is_dataclass(value):  # its declared fields; memoised values (cached_property) are not content
        return [(f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    out = sorted(vars(value).items()) if hasattr(value, "__dict__") else []
    for cls in type(value).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name != "__dict__" and name != "__weakref__" and hasattr(value, name):
                out.append((name, getattr(value, name)))
    if not out and not isinstance(value, (enum.Enum,)):
        text = repr(value)
        if " at 0x" in text or " object>" in text:
            raise NoDigest(f"a {type(value).__qualname__} has no fields and no stable repr")
        out = [("repr", text)]
    return out


def _global_names(code) -> set:
    """The global names a code object (and the code objects it contains) may read."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _global_names(const)
    return names


def _feed_code(h, code, seen) -> None:
    h.update(code.co_code)
    h.update(repr((code.co_names, code.co_varnames, code.co_freevars)).encode())
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _feed_code(h, const, seen)
        else:
            _feed(h, const, seen)


def prune(keep_previous: int = KEEP_PREVIOUS, keep_recent_seconds: float = KEEP_RECENT_SECONDS) -> list[Path]:
    """Remove the folders of other engine keys, but the ``keep_previous`` most recent and any
    written to in the last ``keep_recent_seconds``; returns those removed.  Only folders
    named like a key are touched."""
    root = cache_dir()
    try:
        others = [
            (p.stat().st_mtime, p)
            for p in root.iterdir()
            if p.is_dir() and _KEY_FOLDER.fullmatch(p.name) and p.name != engine_key()
        ]
    except OSError:
        return []
    others.sort(reverse=True)
    removed = []
    for written, folder in others[keep_previous:]:
        if written < time.time() - keep_recent_seconds:
            shutil.rmtree(folder, ignore_errors=True)  # another process may be removing it too
            removed.append(folder)
    return removed


def _encode_key(k):
    if isinstance(k, IndexValue):
        return json.dumps({"index": k.name})
    if k in (CLASSES, FAMILY):
        return json.dumps({"key": str(k)})
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
        if isinstance(value, dict):
            return IndexValue(value["index"]) if "index" in value else {"N": CLASSES, "family": FAMILY}[value["key"]]
        return value

    return {one(k): one(v) for k, v in items}


def _encode(v) -> dict:
    return {
        "status": v.status.value,
        "method": v.method,
        "certificate": v.certificate,
        "counterexample": _encode_point(v.counterexample),
        "seconds": v.seconds,
        "notes": v.notes,
        "correction": _encode(v.correction) if v.correction is not None else None,
        "derivation": [
            [line.number, line.formula, line.rule, list(line.premises), line.latex] for line in v.derivation
        ],
        "failure": v.failure.value if v.failure else None,
        "part": v.part,
        "scope": v.scope,
    }


def _decode(d):
    return Verdict(
        Status(d["status"]),
        d["method"],
        d["certificate"],
        _decode_point(d["counterexample"]),
        d["seconds"],
        _decode(d["correction"]) if d["correction"] else None,
        d["notes"],
        tuple(DerivationLine(n, f, r, tuple(p), *rest) for n, f, r, p, *rest in d.get("derivation", ())),
        Failure(d["failure"]) if d.get("failure") else None,
        d.get("part"),
        d.get("scope"),
    )


def load(claim):
    """The cached verdict of ``claim``, or None (no cache, stale, unreadable, mode not readwrite,
    or stored for a claim with the same ID and other content)."""
    if mode() != "readwrite":
        return None
    path = _file(claim.id)
    try:
        stored = json.loads(path.read_text())
        if (
            stored.get("id") != claim.id
            or stored.get("zone") != _ZONE[0]
            or stored.get("content") != content_digest(claim)
        ):
            return None
        inputs = stored.get("inputs") or []
        if inputs and stored.get("inputs_digest") != inputs_digest(inputs):  # a file it read has changed
            return None
        if _RECORDING:  # a claim built on this one read these inputs too
            _RECORDING[-1].update(inputs)
        return _decode(stored)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, sp.SympifyError):
        return None


def store(claim, verdict, inputs=()) -> None:
    """Store a verdict, bound to the claim's ID and content, and to the files ``inputs`` it was
    computed from (atomically; silently skipped if the directory is not writable or the claim's
    content has no stable digest), and to the user code loaded with the registry (``set_zone``).
    Nothing is stored once a verdict was set by hand, nor a verdict whose inputs include one no
    digest follows."""
    if mode() == "off" or verdict.crashed or _BY_HAND or UNKNOWN_INPUT in inputs:
        return
    claim_id = claim.id
    path = _file(claim_id)
    try:
        if not path.parent.is_dir():  # a new engine key: the first verdict stored under it
            path.parent.mkdir(parents=True, exist_ok=True)
            prune()
        if claim_id in _SOURCES:  # the same claim's verdicts under earlier digests of its source
            for stale in path.parent.glob(f"{glob.escape(path.name.split('@')[0])}@*.json"):
                if stale != path:
                    stale.unlink(missing_ok=True)
        record = {"id": claim_id, "zone": _ZONE[0], "content": content_digest(claim), **_encode(verdict)}
        if inputs:
            record["inputs"], record["inputs_digest"] = sorted(inputs), inputs_digest(inputs)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(record))
        tmp.replace(path)
    except (OSError, TypeError, ValueError, AttributeError):  # NoDigest is a ValueError: not cached
        pass
