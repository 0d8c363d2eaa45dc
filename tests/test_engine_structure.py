"""The engine's shape: kinds are records, provers are registered by the kind they handle,
evidence and decisions are typed, the layers import one way with no cycle (imports inside
functions included), and the derivation kernel stays small."""

import ast
import functools
from pathlib import Path

import pytest
import sympy as sp

from kappamcc import engine

from kappamcc.model import kinds
from kappamcc.model.claims import Certificate, Domain, ExactPoint, Failure, ProseArgument, Source, Status
from kappamcc.engine.dispatch import EVALUATORS, PROVERS, RECHECKERS
from kappamcc.engine.verify import verify
from kappamcc.prove.realarith import Outcome

ROOT = Path(__file__).resolve().parent.parent / "kappamcc"
KINDS = [getattr(kinds, name) for name in kinds.__all__ if isinstance(getattr(kinds, name), type)]
SRC = Source("test", "engine structure")
x = sp.Symbol("x")


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_every_kind_is_a_record_with_a_registered_prover_rechecker_and_evaluator(kind):
    own = {name for name, value in vars(kind).items() if callable(value) and not name.startswith("__")}
    assert own == set(), f"{kind.__name__} carries logic: {own}"
    assert PROVERS.get(kind), f"no prover registered for {kind.__name__}"
    # composites re-check through their parts; a Root is never refuted (no sign change proves nothing)
    assert kind in RECHECKERS or kind in (
        kinds.Steps,
        kinds.Counterexample,
        kinds.Exists,
        kinds.AllOf,
        kinds.Not,
        kinds.SomeFamily,
        kinds.Root,
    )
    assert kind in EVALUATORS or kind is kinds.Exists


@functools.cache  # the several checks of the graph read every module once
def _imports(path: Path) -> list[str]:
    """Every module ``path`` imports, anywhere in it (inside functions too), as absolute names."""
    package = ".".join(("kappamcc",) + path.relative_to(ROOT).with_suffix("").parts)
    if path.name == "__init__.py":
        package = package.rsplit(".", 1)[0] + ".__init__"
    here = package.split(".")[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = here[: len(here) - (node.level - 1)] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if node.module is None:  # from . import a, b: the submodules themselves
                out += [f"{module}.{a.name}" for a in node.names]
            else:
                out.append(module)
    return out


def _module_of(path: Path) -> str:
    parts = ("kappamcc",) + path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1]) if parts[-1] == "__init__" else ".".join(parts)


@functools.cache
def _graph() -> dict:
    modules = {_module_of(p): p for p in ROOT.rglob("*.py")}
    graph = {}
    for name, path in modules.items():
        targets = set()
        for imported in _imports(path):
            while imported and imported not in modules:  # kappamcc.x.y where y is a name, not a module
                imported = imported.rpartition(".")[0]
            if imported and imported != name and imported != "kappamcc":
                targets.add(imported)
        graph[name] = targets
    return graph


def test_the_claim_model_imports_neither_the_kinds_nor_the_engine_nor_the_cache_anywhere():
    imported = _imports(ROOT / "model" / "claims.py")
    assert not [m for m in imported if m.startswith(("kappamcc.model.kinds", "kappamcc.engine"))], imported


@pytest.mark.xdist_group("import-graph")  # one worker builds the graph once
def test_kappamcc_has_no_import_cycle_counting_imports_inside_functions():
    graph, state, cycles = _graph(), {}, []

    def visit(node, path):
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                cycles.append(path[path.index(nxt) :] + [nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


# the layers, lowest first (docs/how_claims_are_decided.md, "Layout"): a module imports only its
# own layer and the ones before it
LAYERS = (
    "_sympy_compat",
    "prove",
    "metrics",
    "model",
    "engine",
    "catalogue",
    "recheck",
    "present",
    "audit",
    "cli",
    "testing",
)


def _layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYERS else None


@pytest.mark.xdist_group("import-graph")  # one worker builds the graph once
def test_every_module_of_kappamcc_is_in_a_layer_package():
    loose = [m for m in _graph() if m.count(".") == 1 and _layer(m) is None and m != "kappamcc.__main__"]
    assert not loose, f"modules outside the layer packages: {loose}"


@pytest.mark.xdist_group("import-graph")  # one worker builds the graph once
def test_each_layer_imports_only_itself_and_the_layers_below_it():
    upward = [
        f"{module} -> {target}"
        for module, targets in _graph().items()
        for target in targets
        if _layer(module) and _layer(target) and LAYERS.index(_layer(target)) > LAYERS.index(_layer(module))
    ]
    assert not upward, f"imports against the layers: {upward}"


DECIDING = [
    "model/claims.py",
    "model/kinds.py",
    "model/derivations.py",
    "engine/cache.py",
    "model/family_constraints.py",
    *[f"engine/{p.name}" for p in (ROOT / "engine").glob("*.py")],
    *[f"prove/{p.name}" for p in (ROOT / "prove").glob("*.py")],
]


@pytest.mark.parametrize("module", DECIDING)
def test_the_engine_does_not_import_families_or_proofs(module):
    assert not [m for m in _imports(ROOT / module) if "families" in m or "proofs" in m]


@pytest.mark.parametrize("module", [m for m in DECIDING if m.startswith("engine/")])
def test_no_verdict_is_decided_by_reading_a_method_or_certificate_string(module):
    tree = ast.parse((ROOT / module).read_text())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("method", "certificate", "notes"):
            parent_calls = [
                n
                for n in ast.walk(tree)
                if isinstance(n, ast.Call)
                and isinstance(n.func, ast.Attribute)
                and n.func.value is node
                and n.func.attr in ("startswith", "endswith", "find")
            ]
            if parent_calls:
                found.append(f"{module}:{node.lineno} .{node.attr}.{parent_calls[0].func.attr}(...)")
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
            right = node.comparators[-1]
            if isinstance(right, ast.Attribute) and right.attr in ("method", "certificate", "notes"):
                found.append(f"{module}:{node.lineno} ... in .{right.attr}")
    assert not found, found


def test_decisions_and_failures_are_typed_values():
    decision, method = engine.decide_link(sp.Gt(x**2 + sp.Symbol("y") ** 2 + 1, 0), Domain())
    assert decision.outcome is Outcome.PROVED and method == "Z3 nlsat"
    refuted = verify(kinds.Relation("T.refuted-typed", "x > 0", SRC, relation=sp.Gt(x, 0), expected="REFUTED"))
    assert refuted.failure is Failure.FALSE
    undefined = verify(
        kinds.Relation("T.undefined-typed", "1/x > 0", SRC, relation=sp.Gt(1 / x**2, 0), expected="REFUTED")
    )
    assert undefined.status is Status.REFUTED and undefined.failure is Failure.UNDEFINED


def test_evidence_is_typed_by_what_it_is():
    proved = verify(kinds.Relation("T.proved", "x^2 >= 0", SRC, relation=sp.Ge(x**2, 0), expected="PROVED"))
    refuted = verify(kinds.Relation("T.refuted", "x > 0", SRC, relation=sp.Gt(x, 0), expected="REFUTED"))
    argued = verify(
        kinds.Steps(
            "T.argued",
            "x^2 >= 0 hence so",
            SRC,
            steps=[kinds.Relation("T.step", "x^2 >= 0", SRC, relation=sp.Ge(x**2, 0), expected="PROVED")],
            argument="a prose step",
            expected="ARGUED",
        )
    )
    assert isinstance(proved.evidence[0], Certificate) and proved.status == Status.PROVED
    assert isinstance(refuted.evidence[0], ExactPoint) and refuted.status == Status.REFUTED
    assert isinstance(argued.evidence[0], ProseArgument) and argued.status == Status.ARGUED


def test_the_derivation_kernel_stays_small_and_lists_its_trusted_surface():
    """Its size in statements, which a formatter's layout does not change (245 when this limit
    was set; under 400 lines before ruff format rewrapped it)."""
    text = (ROOT / "engine" / "kernel.py").read_text()
    tree = ast.parse(text)
    assert sum(isinstance(node, ast.stmt) for node in ast.walk(tree)) < 270
    assert "Trusted surface" in ast.get_docstring(tree)


def test_no_memo_state_is_kept_on_claim_objects():
    found = []
    for path in list(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Store)
                and node.attr.startswith("_")
                and isinstance(node.value, ast.Name)
                and node.value.id in ("claim", "c")
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.value.id}.{node.attr}")
    assert not found, found
