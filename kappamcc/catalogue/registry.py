"""The registry: every claim of the suite's proof modules and of the user's own.

Claims come from three places, in this order:

1. the suite's proof modules, every module under ``kappamcc.proofs`` (the repository's
   ``proofs/``), which this distribution registers as any claims package does: by an entry
   point of the group ``kappamcc.claims`` (``kappa-mcc-proofs = "kappamcc.proofs"`` in
   pyproject.toml), here naming a package, every module of which with a ``CLAIMS`` list is
   loaded;
2. installed packages: each entry point of the group ``kappamcc.claims`` names a module
   (``name = "package.module"``) whose ``CLAIMS`` list is added, or a list itself
   (``name = "package.module:MY_CLAIMS"``);
3. claims files: a ``.py`` file, or a folder whose ``.py`` files are all loaded, named by
   ``use_claims(paths)`` (the command line's ``--claims PATH``, pytest's ``--claims PATH``)
   or by the environment variable ``KAPPAMCC_CLAIMS`` (paths separated by ``os.pathsep``).
   A file's folder is put on ``sys.path`` while it loads, so it may import its neighbours.

A claims module exposes ``CLAIMS``, a list of claims (a folder's helper modules need not).
IDs are unique across all of them, with any prefix; the order is the order of the modules
and of their lists (the report sorts by ID: ``id_sort_key``).  Whatever goes wrong while
loading (a module that does not import, a non-claim in ``CLAIMS``, an ID defined twice, a
path that does not exist) raises ``RegistryError`` with a one-line message naming the place.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import importlib.util
import os
import pkgutil
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType
from typing import Iterable, Literal, Sequence, overload

from ..engine import cache
from ..model.claims import Claim

__all__ = [
    "RegistryError",
    "ENTRY_POINT_GROUP",
    "SUITE_PACKAGE",
    "ENV_VARIABLE",
    "all_claims",
    "claim",
    "select",
    "use_claims",
    "claims_in_file",
    "matching",
    "claim_ids",
    "module_from_file",
    "claims_paths",
    "where",
    "external_digest",
    "id_sort_key",
]

ENTRY_POINT_GROUP = "kappamcc.claims"
# the package of the suite's own claim modules, registered by its entry point (pyproject.toml);
# its verdicts' source is in the cache's engine key, so it has no digest of its own
SUITE_PACKAGE = "kappamcc.proofs"
ENV_VARIABLE = "KAPPAMCC_CLAIMS"
_PATH_MODULE_PREFIX = "kappamcc_claims_file_"


class RegistryError(ValueError):
    """The claims cannot be collected: the message (one line) names the module or file and the problem."""


@dataclass(frozen=True)
class _Loaded:
    """One claims module as loaded: its name, where it is (a file, or the entry point that named it),
    the digest of the source its verdicts depend on ("" for the suite's own: the cache key has it),
    and its claims."""

    module: str
    place: str
    digest: str
    claims: tuple


_extra_paths: tuple[str, ...] = ()
_PLACES: dict[str, str] = {}  # claim ID -> where it is defined, for messages and ``show``
_READ_AT_IMPORT: dict[str, tuple] = {}  # claims file module -> the files it read while it ran
_EP_READS: dict[str, tuple] = {}  # installed claims module -> the files it read while it imported


def use_claims(paths: Iterable[str | os.PathLike]) -> None:
    """Add claims files or folders (``--claims PATH``) to the registry, beside ``KAPPAMCC_CLAIMS``.

    Each path must be an existing ``.py`` file or a folder; otherwise ``RegistryError``.  The
    registry is collected again at its next use."""
    global _extra_paths
    checked = []
    for path in paths:
        p = Path(path).expanduser()
        _check_path(p, f"--claims {path}")
        checked.append(str(p.resolve()))
    added = tuple(p for p in dict.fromkeys(checked) if p not in claims_paths())
    if added:  # only then: a worker process keeps the registry its parent collected
        _extra_paths += added
        _load.cache_clear()


def claims_paths() -> tuple[str, ...]:
    """The claims files and folders in use: ``KAPPAMCC_CLAIMS``'s, then ``use_claims``'s."""
    from_env = []
    for text in os.environ.get(ENV_VARIABLE, "").split(os.pathsep):
        if text.strip():
            p = Path(text.strip()).expanduser()
            _check_path(p, f"{ENV_VARIABLE}={text}")
            from_env.append(str(p.resolve()))
    return tuple(dict.fromkeys(tuple(from_env) + _extra_paths))


def _check_path(p: Path, label: str) -> None:
    if not p.exists():
        raise RegistryError(f"{label}: no such file or folder")
    if p.is_file() and p.suffix != ".py":
        raise RegistryError(f"{label}: not a Python file (.py) or a folder of them")
    if not (p.is_file() or p.is_dir()):
        raise RegistryError(f"{label}: not a file or a folder")


def _shown(path) -> str:
    """A path as a message shows it: relative to the working directory when it is under it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _digest(files: Iterable[Path]) -> str:
    h = hashlib.sha256()
    for f in sorted(set(files)):
        h.update(str(f).encode())
        try:
            h.update(f.read_bytes())
        except OSError:
            pass
    return h.hexdigest()[:16]


def _python_files(folder: Path) -> list[Path]:
    return sorted(
        p
        for p in folder.rglob("*.py")
        if not any(part.startswith(".") or part == "__pycache__" for part in p.relative_to(folder).parts)
    )


def _claims_of(value, module: str, place: str) -> tuple:
    """The claims of a module's ``CLAIMS`` (or of an entry point's list), each checked to be a claim."""
    if isinstance(value, (str, bytes, Claim)) or not hasattr(value, "__iter__"):
        raise RegistryError(f"{place}: CLAIMS must be a list of claims, got {type(value).__name__}")
    out = []
    for i, c in enumerate(value):
        if not isinstance(c, Claim):
            shown = repr(c) if len(repr(c)) <= 60 else repr(c)[:57] + "..."
            raise RegistryError(
                f"{place}: CLAIMS[{i}] is {shown} ({type(c).__name__}), not a claim "
                "(a kappamcc claim kind such as Relation or Monotone)"
            )
        out.append(c)
    return tuple(out)


def _suite_package() -> ModuleType:
    """The package the suite's entry point names (``RegistryError`` when the installed metadata
    has no such entry point: an installation older than the source)."""
    if not any(ep.value == SUITE_PACKAGE for ep in entry_points(group=ENTRY_POINT_GROUP)):
        raise RegistryError(
            f"the suite's own claims are not registered: no entry point of {ENTRY_POINT_GROUP} names "
            f"{SUITE_PACKAGE} (an installation older than this source: run pip install -e . again)"
        )
    return importlib.import_module(SUITE_PACKAGE)


def _suite_modules() -> list[_Loaded]:
    package = _suite_package()

    def cannot_import(name):
        raise RegistryError(f"{name}: cannot import it: {_one_line(sys.exc_info()[1])}")

    out = []
    for info in sorted(
        pkgutil.walk_packages(package.__path__, SUITE_PACKAGE + ".", onerror=cannot_import), key=lambda i: i.name
    ):
        loaded = _suite_module(info.name)
        if loaded is not None:
            out.append(loaded)
    return out


def _suite_module(name: str) -> _Loaded | None:
    try:
        module = importlib.import_module(name)
    except Exception as exc:  # a proof module that does not import: named, in one line
        raise RegistryError(f"{name}: cannot import it: {_one_line(exc)}") from None
    if not hasattr(module, "CLAIMS"):
        return None
    place = f"{name} ({_shown(getattr(module, '__file__', '') or '?')})"
    return _Loaded(name, place, "", _claims_of(module.CLAIMS, name, place))


def external_digest(module_name: str) -> str:
    """The digest of the source an installed claims module's verdicts depend on: every ``.py``
    file of its top-level package (the module's own file if it has no package)."""
    top = module_name.split(".")[0]
    spec = importlib.util.find_spec(top)
    if spec is None:
        return ""
    if spec.submodule_search_locations:
        return _digest(f for root in spec.submodule_search_locations for f in _python_files(Path(root)))
    return _digest([Path(spec.origin)]) if spec.origin else ""


def _entry_points() -> list:
    """The entry points of installed claims packages other than the suite's own."""
    return sorted(
        (ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.value != SUITE_PACKAGE),
        key=lambda e: (e.name, e.value),
    )


def _entry_point_modules() -> list[_Loaded]:
    return [_entry_point_module(ep) for ep in _entry_points()]


def _entry_point_module(ep) -> _Loaded:
    dist = getattr(ep, "dist", None)
    place = f"entry point {ep.name} = {ep.value!r}" + (f" of {dist.name}" if dist is not None else "")
    try:
        with cache.reading_inputs() as reads:  # the data files it reads are part of its source
            value = ep.load()
        if ep.module not in _EP_READS:  # imported once: its first import is when it read them
            _EP_READS[ep.module] = tuple(sorted(reads))
    except (Exception, SystemExit) as exc:  # whatever the user's module raises (or exits with) while it imports
        raise RegistryError(f"{place}: cannot import it: {_one_line(exc)}") from None
    if isinstance(value, ModuleType):
        if not hasattr(value, "CLAIMS"):
            raise RegistryError(f"{place}: module {value.__name__} has no CLAIMS list")
        value = value.CLAIMS
    digest = external_digest(ep.module)
    if _EP_READS.get(ep.module):
        digest += "-" + cache.inputs_digest(_EP_READS[ep.module])
    return _Loaded(ep.module, place, digest, _claims_of(value, ep.module, place))


def module_from_file(path: Path, name: str, root: Path):
    """The module ``name`` run from the .py file ``path`` (once per process: an imported one is
    reused), with ``root`` on sys.path while it runs so that it may import its neighbours.
    Whatever the file raises propagates; ImportError when it is no Python module."""
    module = sys.modules.get(name)
    if module is not None:
        return module
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{_shown(path)} cannot be loaded as a Python module")
    module = importlib.util.module_from_spec(spec)
    added = str(root) not in sys.path
    if added:
        sys.path.insert(0, str(root))
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    finally:
        if added and str(root) in sys.path:
            sys.path.remove(str(root))
    return module


@overload
def _load_file(path: Path, root: Path, files_digest: str, required: Literal[True]) -> _Loaded: ...
@overload
def _load_file(path: Path, root: Path, files_digest: str, required: bool) -> _Loaded | None: ...
def _load_file(path: Path, root: Path, files_digest: str, required: bool) -> _Loaded | None:
    name = (
        _PATH_MODULE_PREFIX + hashlib.sha256(str(path).encode()).hexdigest()[:10] + "_" + re.sub(r"\W", "_", path.stem)
    )
    if name not in sys.modules:
        try:
            with cache.reading_inputs() as reads:  # the data files it reads are part of its source
                module_from_file(path, name, root)
            _READ_AT_IMPORT[name] = tuple(sorted(reads))
        except (Exception, SystemExit) as exc:  # whatever the user's file raises (or exits with) while it runs
            raise RegistryError(f"{_shown(path)}: cannot import it: {_one_line(exc)}") from None
    module = sys.modules[name]
    if not hasattr(module, "CLAIMS"):
        if required:
            raise RegistryError(f"{_shown(path)}: defines no CLAIMS list")
        return None
    return _Loaded(name, _shown(path), files_digest, _claims_of(module.CLAIMS, name, _shown(path)))


def _path_modules(paths: Sequence[str]) -> list[_Loaded]:
    out: list[_Loaded] = []
    for text in paths:
        p = Path(text)
        _check_path(p, f"claims path {text}")  # it may have gone since it was named
        if p.is_file():
            out.append(_load_file(p, p.parent, _digest(_python_files(p.parent)), required=True))
        else:
            files = _python_files(p)
            digest = _digest(files)
            loaded = [m for f in files if (m := _load_file(f, p, digest, required=False)) is not None]
            if not loaded:
                raise RegistryError(f"{_shown(p)}: no .py file in this folder defines CLAIMS")
            out += loaded
    # what any claims module read while it ran is an input of every claims module: a helper module
    # they share reads its data once, while the first of them imports it
    read = sorted(set().union(*_READ_AT_IMPORT.values())) if _READ_AT_IMPORT else []
    if read:
        extra = cache.inputs_digest(read)
        out = [_Loaded(m.module, m.place, f"{m.digest}-{extra}", m.claims) for m in out]
    return out


@lru_cache(maxsize=1)
def _load() -> tuple[Claim, ...]:
    out: list[Claim] = []
    seen: dict[str, str] = {}
    claims: dict[str, Claim] = {}
    suite, installed = _suite_modules(), _entry_point_modules()
    files = _path_modules(claims_paths())
    cache.set_zone(_zone(_installed_now(), [m.digest for m in files]))
    for loaded in suite + installed + files:
        for c in _registered(loaded):
            if claims.get(c.id) is c:
                continue  # a correction listed in CLAIMS too
            if c.id in seen:
                raise RegistryError(f"claim ID {c.id} is defined twice: in {seen[c.id]} and in {loaded.place}")
            seen[c.id], claims[c.id] = loaded.place, c
            out.append(c)
    _write_index(suite, installed)
    return tuple(out)


def _registered(loaded: _Loaded) -> list[Claim]:
    """A module's claims with their corrections, each told where it is defined."""
    out: list[Claim] = []
    for c in _with_corrections(loaded.claims):
        if any(c is o for o in out):
            continue
        if getattr(c, "module", None) is None:  # a claim another module lists too keeps its first place
            c.module = loaded.module
            _PLACES[c.id] = loaded.place
        if loaded.digest:  # a verdict of the user's claim is cached under its own source too
            cache.add_source(c.id, loaded.digest)
        out.append(c)
    return out


# --- the index: which module defines each ID, so that a look-up imports only what it needs
_INDEX_NAME = "claims-index.json"


def _index_file() -> Path:
    return cache.cache_dir() / cache.engine_key() / _INDEX_NAME


def _installed_stamp() -> list:
    """The installed claims packages as they are now, without importing them: each entry point
    with its source's digest."""
    return [[ep.name, ep.value, external_digest(ep.module)] for ep in _entry_points()]


def _installed_now() -> list:
    """The installed claims packages as loaded: the stamp, with the data files each read when it
    was imported and their digest."""
    out = []
    for name, value, digest in _installed_stamp():
        module = value.split(":")[0]
        read = list(_EP_READS.get(module, ()))
        out.append([name, value, digest, read, cache.inputs_digest(read) if read else ""])
    return out


def _zone(installed: list, files: list) -> str:
    """The digest of the user code loaded: the installed claims packages and the claims files."""
    text = json.dumps([[i[0], i[1], i[2], i[4]] for i in installed] + [sorted(files)])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _walked() -> list:
    """The names of the suite's proof modules, found without importing them."""
    return sorted(i.name for i in pkgutil.walk_packages(_suite_package().__path__, SUITE_PACKAGE + "."))


def _write_index(suite: list[_Loaded], installed: list[_Loaded]) -> None:
    """Written after every complete collection: the suite's modules (their source is in the cache's
    engine key) and the installed packages' (with their digests); a claims file is never indexed."""
    if cache.mode() == "off":
        return
    modules = [["suite", m.module, [c.id for c in _with_corrections(m.claims)]] for m in suite]
    modules += [["installed", m.module, [c.id for c in _with_corrections(m.claims)]] for m in installed]
    record: dict[str, object] = {"installed": _installed_now(), "walked": _walked(), "modules": modules}
    record["check"] = _check(record)
    path = _index_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(record))
        tmp.replace(path)
    except OSError:
        pass


def _read_index() -> list | None:
    """The index's modules, or None: no index, the cache off, claims files in use, or an
    installed claims package added, removed or edited since it was written."""
    if cache.mode() == "off" or claims_paths():
        return None
    try:
        record = json.loads(_index_file().read_text())
        installed = record["installed"]
        if (
            record.get("check") != _check(record)
            or [i[:3] for i in installed] != _installed_stamp()
            or any(i[4] != (cache.inputs_digest(i[3]) if i[3] else "") for i in installed)
            or record["walked"] != _walked()
        ):
            return None
        cache.set_zone(_zone(installed, []))
        return [(kind, name, set(ids)) for kind, name, ids in record["modules"]]
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None


def _check(record: dict) -> str:
    """A digest of an index's content: an index damaged or edited by hand is not read."""
    body = {k: v for k, v in record.items() if k != "check"}
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:24]


def _indexed(wanted) -> list[Claim] | None:
    """The claims whose ID ``wanted(id)`` accepts, importing only the modules that define one;
    None when there is no usable index (the caller collects everything)."""
    if _load.cache_info().currsize:  # everything is collected already
        return [c for c in _load() if wanted(c.id)]
    modules = _read_index()
    if modules is None:
        return None
    points = {ep.module: ep for ep in _entry_points()}
    out: list[Claim] = []
    for kind, name, ids in modules:
        if not any(wanted(i) for i in ids):
            continue
        if kind == "suite":
            loaded = _suite_module(name)
        elif name in points:
            loaded = _entry_point_module(points[name])
        else:
            return None
        if loaded is None:
            return None
        claims = _registered(loaded)
        if {c.id for c in claims} != ids:  # the module no longer defines what the index says
            return None
        out += [c for c in claims if wanted(c.id) and not any(c is o for o in out)]
    return out


def claim_ids() -> list[str]:
    """Every registered ID, from the index when it is usable (nothing imported), else collected."""
    modules = _read_index() if not _load.cache_info().currsize else None
    if modules is None:
        return [c.id for c in _load()]
    return [i for _, _, ids in modules for i in ids]


def matching(wanted) -> list[Claim]:
    """The registered claims whose ID ``wanted(id)`` accepts, importing only their modules when the
    index allows (``show``, ``--only``); ``RegistryError`` when the claims cannot be collected."""
    found = _indexed(wanted)
    return [c for c in _load() if wanted(c.id)] if found is None else found


def _with_corrections(claims) -> list[Claim]:
    """The claims with every correction they carry and the parts of their conjunctions and
    steps (each a claim of its own: the report lists it and ``show`` finds it, whether or not
    CLAIMS names it)."""
    out: list[Claim] = []
    todo = list(claims)
    while todo:
        c = todo.pop(0)
        if c is None or any(c is o for o in out):
            continue
        out.append(c)
        attached = (
            [getattr(c, "correction", None)] + list(getattr(c, "parts", ()) or ()) + list(getattr(c, "steps", ()) or ())
        )
        todo[0:0] = [a for a in attached if isinstance(a, Claim)]
    return out


def where(c: Claim) -> str:
    """Where a registered claim is defined: its module, and the file or entry point."""
    if c.id not in _PLACES:
        all_claims()
    return _PLACES.get(c.id, getattr(c, "module", "") or "")


def claims_in_file(path) -> list[Claim]:
    """The registered claims defined in the claims file ``path`` (a file named by ``use_claims``)."""
    shown = _shown(Path(path))
    return [c for c in all_claims() if _PLACES.get(c.id) == shown]


def all_claims() -> tuple[Claim, ...]:
    """Every registered claim (``RegistryError`` when they cannot be collected)."""
    return _load()


def claim(claim_id: str) -> Claim:
    for c in matching(lambda i: i == claim_id):
        return c
    raise KeyError(f"no claim with id {claim_id!r}")


def select(prefix: str | None = None) -> list[Claim]:
    return [c for c in _load() if prefix is None or c.id.startswith(prefix)]


def id_sort_key(claim_id: str) -> tuple:
    """Natural order of IDs: numbers compare as numbers (DT2019-E7.3.a before DT2019-E7.10)."""
    return tuple(
        (0, int(part), "") if part.isdigit() else (1, 0, part.casefold()) for part in re.findall(r"\d+|\D+", claim_id)
    )
