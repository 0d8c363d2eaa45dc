"""The trusted base: the modules a PROVED verdict rests on are named (TRUSTED.md), and they
grow only on purpose.

The deciding closure is every module of kappamcc that importing ``kappamcc.engine`` can run:
the engine package registers every prover and kernel rule when it is imported, and
``kappamcc.engine.verify`` is its public entry.  It is computed statically, with ``ast``:
every ``import`` and ``from ... import`` anywhere in a module (inside functions too, relative
ones resolved), and the parent packages Python runs first.  Not ``sys.modules``: a process
holds whatever else was imported lazily, by the report or the tests.

The record (``tests/trusted_base.json``) holds the module set, the line count and the
third-party libraries; a change to any of them is a change to what PROVED means, so it is
written down, with its reason, in the record and in TRUSTED.md.
"""

import ast
import functools
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RECORD = Path(__file__).with_name("trusted_base.json")
TRUSTED = REPO / "TRUSTED.md"
ROOTS = ("kappamcc.engine",)
MARGIN = 0.10  # the lines may grow this much past the record before the record must be renewed

# The modules outside kappamcc/engine and kappamcc/prove that the deciding closure may hold,
# each with why it is there (TRUSTED.md says the same).  A module joins this list only with a
# reason a reviewer can check; the last two are candidates to leave the closure.
OUTSIDE_ENGINE_AND_PROVE = {
    "kappamcc": "the package: runs the sympy patch before anything else, re-exports the claim records",
    "kappamcc._sympy_compat": "the patch of sympy's factor cache applied at import",
    "kappamcc.model": "the package of the claim records (a docstring, no code)",
    "kappamcc.model.claims": "records: Claim, Domain, Verdict, Status (what is decided and the answer)",
    "kappamcc.model.kinds": "records: the claim kinds, validated when built (the shapes the provers accept)",
    "kappamcc.model.derivations": "records: the kernel's formulas and rule lines",
    "kappamcc.model.family_constraints": "what the families a claim names add to its domain: entry >= 0 and their constraints",
    "kappamcc.model.printed_form": "parses a printed formula without evaluating it (definedness as printed)",
    "kappamcc.model.mathtext": "presentation: plain-text formulas, imported by derivations to show a checked line",
    "kappamcc.engine.cache": "the verdict cache, imported by engine.verify: read, never decides",
}
DECIDING_PACKAGES = ("kappamcc.engine", "kappamcc.prove")

UPDATE = (
    "update TRUSTED.md (the module, its group and what it decides) and tests/trusted_base.json "
    "(the module set, the line count and a 'changes' entry giving the reason) together"
)


def _in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _path(module: str) -> Path | None:
    """The source file of a kappamcc module, None when ``module`` names no module (a function, a class)."""
    base = REPO.joinpath(*module.split("."))
    if (base / "__init__.py").is_file():
        return base / "__init__.py"
    if base.with_suffix(".py").is_file():
        return base.with_suffix(".py")
    return None


def _statements(tree: ast.Module):
    """Every statement of ``tree``, nested ones included (an import is a statement: expressions
    need not be walked, which keeps the test fast)."""
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        yield node
        for value in vars(node).values():
            if isinstance(value, list):
                todo += [v for v in value if isinstance(v, (ast.stmt, ast.excepthandler, ast.match_case))]


def _imported(module: str) -> tuple[set[str], set[str]]:
    """(the kappamcc modules ``module`` imports anywhere in it, the top-level names of the others)."""
    path = _path(module)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names, others = set(), set()
    for node in _statements(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - (node.level - 1)] + ([node.module] if node.module else []))
            else:
                base = node.module
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)  # a submodule, or a name in base
    ours = set()
    for name in names:
        if name.split(".")[0] != "kappamcc":
            others.add(name.split(".")[0])
        elif _path(name) is not None:
            ours.add(name)
    return ours, others


@functools.lru_cache(maxsize=1)
def closure() -> tuple[dict[str, int], frozenset[str]]:
    """({module: its number of lines} over the deciding closure, the third-party top-level packages it imports)."""
    seen, third, todo = {}, set(), list(ROOTS)
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen[module] = len(_path(module).read_text().splitlines())
        parts = module.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]  # the parent packages run first
        ours, others = _imported(module)
        todo += sorted(ours)
        third |= others
    third -= set(sys.stdlib_module_names) | {"__future__"}
    return dict(sorted(seen.items())), frozenset(third)


def record() -> dict:
    return json.loads(RECORD.read_text())


def test_the_deciding_closure_is_the_recorded_module_set():
    modules, _ = closure()
    rec = record()
    lines, limit = sum(modules.values()), int(rec["lines"] * (1 + MARGIN))
    print(
        f"\ntrusted base: the closure of {', '.join(ROOTS)} holds {len(modules)} kappamcc modules, {lines} lines "
        f"(recorded: {len(rec['modules'])} modules, {rec['lines']} lines; limit {limit})"
    )
    for group in ("kappamcc.engine", "kappamcc.prove"):
        inside = [m for m in modules if _in(m, group)]
        print(f"  {group}: {len(inside)} modules, {sum(modules[m] for m in inside)} lines")
    rest = [m for m in modules if not any(_in(m, p) for p in DECIDING_PACKAGES)]
    print(f"  records and the rest: {len(rest)} modules, {sum(modules[m] for m in rest)} lines")
    entered, left = sorted(set(modules) - set(rec["modules"])), sorted(set(rec["modules"]) - set(modules))
    assert not entered and not left, (
        f"the deciding closure changed: entered {entered or 'none'}, left {left or 'none'}: a PROVED verdict now rests "
        f"on other code; {UPDATE}"
    )


def test_the_deciding_closure_stays_under_its_recorded_lines_plus_ten_percent():
    modules, _ = closure()
    rec = record()
    lines, limit = sum(modules.values()), int(rec["lines"] * (1 + MARGIN))
    biggest = ", ".join(f"{m} {n}" for m, n in sorted(modules.items(), key=lambda kv: -kv[1])[:5])
    assert lines <= limit, (
        f"the deciding closure has {lines} lines, more than the recorded {rec['lines']} plus {MARGIN:.0%} ({limit}); "
        f"largest: {biggest}; {UPDATE}"
    )


def test_the_deciding_closure_imports_only_the_recorded_third_party_libraries():
    _, third = closure()
    recorded = set(record()["third_party"])
    assert third == recorded, (
        f"the deciding closure imports the libraries {sorted(third)}, the record says {sorted(recorded)}; "
        f"a library a verdict rests on is named in TRUSTED.md with its version range; {UPDATE}"
    )


def test_trusted_md_names_every_module_of_the_closure():
    modules, _ = closure()
    named = set(re.findall(r"`(kappamcc(?:\.\w+)*)`", TRUSTED.read_text()))
    missing = sorted(set(modules) - named)
    assert not missing, f"TRUSTED.md does not name {missing} (as `kappamcc.x.y`); {UPDATE}"


def test_only_the_engine_the_provers_and_the_named_record_modules_are_in_the_closure():
    modules, _ = closure()
    stray = sorted(
        m for m in modules if not any(_in(m, p) for p in DECIDING_PACKAGES) and m not in OUTSIDE_ENGINE_AND_PROVE
    )
    assert not stray, (
        f"{stray} entered the deciding closure from outside kappamcc/engine and kappamcc/prove: a verdict must not "
        f"rest on presentation, the registry or the metrics; cut the import, or add the module to "
        f"OUTSIDE_ENGINE_AND_PROVE with its reason and {UPDATE}"
    )
