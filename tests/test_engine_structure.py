"""The kernel's shape: kinds are records, provers are registered by the kind they handle,
evidence is typed, and the layers import one way (claims <- kinds <- engine; no imports of
the families or proofs from the engine)."""
import ast
import subprocess
import sys
from pathlib import Path

import pytest
import sympy as sp

from kappamcc import engine, kinds
from kappamcc.claims import Certificate, Domain, ExactPoint, ProseArgument, Source, Status
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
    assert engine.PROVERS.get(kind), f"no prover registered for {kind.__name__}"
    assert kind in engine.RECHECKERS or kind in (kinds.Steps, kinds.Counterexample, kinds.Exists, kinds.AllOf, kinds.Not)
    assert kind in engine.EVALUATORS or kind is kinds.Exists


def test_the_claim_model_does_not_import_the_kinds_or_the_engine():
    code = "import sys, kappamcc.claims; print(sorted(m for m in ('kappamcc.kinds', 'kappamcc.engine') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


@pytest.mark.parametrize("module", ["claims.py", "kinds.py", "engine.py", "cache.py", *[f"prove/{p.name}" for p in (ROOT / "prove").glob("*.py")]])
def test_the_engine_does_not_import_families_or_proofs(module):
    tree = ast.parse((ROOT / module).read_text())
    names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [m for m in names if "families" in m or "proofs" in m]


def test_a_link_that_no_earlier_prover_settles_passes_down_the_chain_to_z3():
    decision, method = engine.decide_link(sp.Gt(x ** 2 + sp.Symbol("y") ** 2 + 1, 0), Domain())
    assert decision.outcome is Outcome.PROVED and method == "Z3 nlsat"


def test_evidence_is_typed_by_what_it_is():
    proved = verify(kinds.Relation("T.proved", "x^2 >= 0", SRC, relation=sp.Ge(x ** 2, 0), expected="PROVED"))
    refuted = verify(kinds.Relation("T.refuted", "x > 0", SRC, relation=sp.Gt(x, 0), expected="REFUTED"))
    argued = verify(kinds.Steps("T.argued", "x^2 >= 0 hence so", SRC,
                         steps=[kinds.Relation("T.step", "x^2 >= 0", SRC, relation=sp.Ge(x ** 2, 0), expected="PROVED")],
                         argument="a prose step", expected="ARGUED"))
    assert isinstance(proved.evidence[0], Certificate) and proved.status == Status.PROVED
    assert isinstance(refuted.evidence[0], ExactPoint) and refuted.status == Status.REFUTED
    assert isinstance(argued.evidence[0], ProseArgument) and argued.status == Status.ARGUED
