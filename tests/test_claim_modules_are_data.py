"""A claim module is data (CONTRIBUTING.md, "A claim module"): these tests read ``proofs/``'s
syntax trees, so they fail on the line that breaks the rule, before anything is verified."""

import ast
from collections import Counter
from pathlib import Path

import pytest

PROOFS = Path(__file__).resolve().parent.parent / "proofs"
MODULES = sorted(PROOFS.rglob("*.py"))


def _tree(path: Path) -> ast.AST:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(PROOFS.parent)}:{node.lineno}"


def _calls_of(tree: ast.AST, name: str):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if (isinstance(func, ast.Name) and func.id == name) or (
                isinstance(func, ast.Attribute) and func.attr == name
            ):
                yield node


def test_the_claim_modules_are_found():
    assert len(MODULES) > 50, f"expected the claim modules under {PROOFS}, found {len(MODULES)}"


def test_domain_is_built_with_named_fields_in_proofs():
    positional = [_where(path, call) for path in MODULES for call in _calls_of(_tree(path), "Domain") if call.args]
    assert not positional, (
        "Domain(...) called with positional arguments (write symbols=, constraints=, text=, "
        "sampler=): " + ", ".join(positional)
    )


def test_the_domain_rule_sees_a_positional_call():
    tree = ast.parse("D = Domain((a,), (a > 0,), 'a > 0')\nE = Domain(symbols=(a,))\n")
    assert [call.lineno for call in _calls_of(tree, "Domain") if call.args] == [1]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PROOFS)))
def test_no_source_handle_is_a_lambda(path):
    """A module's source handle is a SourceText (``DT2019.at(...)``, ``DT2019.within("p11")``), not ``src = lambda``."""
    bad = [
        _where(path, node)
        for node in ast.walk(_tree(path))
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Lambda)
        and any(isinstance(t, ast.Name) and t.id == "src" for t in node.targets)
    ]
    assert not bad, "source handle written as a lambda: " + ", ".join(bad)


# --- def and lambda ---------------------------------------------------------------------------
# A claim module holds data.  Each def or lambda is counted under the top-level statement that
# holds it (a function's name, an assignment's target, or "<module>"), and each such owner must
# be listed here with the reason it is still code.  The list only shrinks: move samplers to
# kappamcc.testing.samplers (PointsFrom), shared builders to kappamcc, then delete the entry
# (the stale-entry test below asks for it).  The ceilings catch new code under a listed owner.
DEF_CEILING = 14
LAMBDA_CEILING = 16

ALLOWED = {
    'ben_david_2008/equations.py': {
        '_printed_pc': "(2) as printed, a function of the matrix: sum_i P(x_i.) P(x_.i) with P(x_ij) = x_ij / S; ForEachSize E2.sizes evaluates it on each size's free matrix and on drawn matrices",
        '_printed_kappa': "(3) as printed, a function of the matrix: (sum_i P(x_ii) - P_c)/(1 - P_c); ForEachSize E3.sizes evaluates it on each size's free matrix and on drawn matrices",
        '_check': "ForEachSize check(I) of E2.sizes and E3.sizes (the kind takes a function): the printed form minus kappamcc.metrics' cancels to 0 on the free I x I matrix; kept in the claim module so the verdict's certificate names it (TRUSTED.md)",
        '_spot': "ForEachSize spot(point) of E2.sizes and E3.sizes (the kind takes a function): the printed form equals kappamcc.metrics' on a drawn integer matrix",
        'MATRICES': "the spot checks' instances of E2.sizes and E3.sizes: integer matrices of a drawn size 2..4 (a point of variable size, which PointsFrom cannot draw)",
    },
    'ben_david_2008/statements.py': {
        '_accuracy_is_one_over_m': "ForEachSize check(m) of BD2008-S3.m.sizes (the kind takes a function): kappamcc.metrics.accuracy of the random m-class table cancels to 1/m; kept in the claim module so the verdict's certificate names it (TRUSTED.md)",
        '_spot_m': 'ForEachSize spot(point) of BD2008-S3.m.sizes (the kind takes a function): the accuracy of the m-class table at drawn prediction probabilities is 1/m',
        'M_CLASSES': "the spot checks' instances of BD2008-S3.m.sizes: m = 2..6 and m prediction probabilities (a point of variable size, which PointsFrom cannot draw)",
    },
    'ben_david_2008/statements_s4_s9.py': {
        '_dimension_is_m_squared_minus_m': "ForEachSize check(m) of BD2008-S9.dimension (the kind takes a function): m^2 - rank(row-sum constraints) = m(m - 1) = the off-diagonal cells; kept in the claim module so the verdict's certificate names it (TRUSTED.md)",
        'S9_DIMENSION': "BD2008-S9.dimension's spot(point) (its check at the drawn m) and its sampler of m = 2..8 (an integer size, not a point of symbols)",
    },
    'scikit_learn/balanced_accuracy.py': {
        '_ends': "ForEachSize check(N) of SKL-BA8.inclusive (the kind takes a function): kappamcc.metrics.balanced_accuracy of the identity and of a cyclic shift, N = 2..6; kept in the claim module so the verdict's certificate names it (TRUSTED.md)",
        'ENDS': "SKL-BA8.inclusive's spot(point) (its check at the drawn N) and its sampler of N = 2..6 (an integer size, not a point of symbols)",
    },
    'scikit_learn/mcc_properties.py': {
        '_matrix': "the confusion matrix of a listed truth (counts per class) and one prediction, by kappamcc.metrics.from_labels: shared by SKL-M9.2.minima's check and spot",
        'lowest_mcc_squared': "max of n^2/(d_r d_c) over the predictions with n < 0 (MCC defined): the lowest MCC is -sqrt of it; an exhaustive enumeration of the K^S predictions, for SKL-M9.2.minima's check",
        '_minima_as_stated': "ForEachSize check(K) of SKL-M9.2.minima (the kind takes a function): the enumerated minima are the stated ones, in (0, 1); kept in the claim module so the verdict's certificate names it (TRUSTED.md)",
        '_spot_prediction': 'ForEachSize spot(point) of SKL-M9.2.minima (the kind takes a function): one drawn prediction of a listed truth scores at least the stated minimum',
        'PREDICTIONS': "the spot checks' instances of SKL-M9.2.minima: a listed truth and a prediction of its samples (a tuple of labels, which PointsFrom cannot draw)",
    },
}


def _owner(stmt: ast.stmt) -> str:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return stmt.name
    if isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        target = stmt.targets[0] if isinstance(stmt, ast.Assign) else stmt.target
        if isinstance(target, ast.Tuple):
            target = target.elts[0]
        return target.id if isinstance(target, ast.Name) else ast.unparse(target)
    return "<module>"


def _code_in(path: Path) -> tuple[Counter, Counter]:
    """(defs, lambdas) of a module, counted by owner."""
    defs, lambdas = Counter(), Counter()
    for stmt in _tree(path).body:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                defs[_owner(stmt)] += 1
            elif isinstance(node, ast.Lambda):
                lambdas[_owner(stmt)] += 1
    return defs, lambdas


CODE = {str(path.relative_to(PROOFS)): _code_in(path) for path in MODULES}


def test_every_def_and_lambda_in_proofs_is_on_the_allow_list():
    unlisted = [
        f"{module}: {owner}"
        for module, (defs, lambdas) in CODE.items()
        for owner in sorted(set(defs) | set(lambdas))
        if owner not in ALLOWED.get(module, {})
    ]
    assert not unlisted, (
        "code in a claim module outside the allow-list (make it data, or move it to kappamcc; "
        "list it in ALLOWED with a reason only if neither is possible): " + ", ".join(unlisted)
    )


def test_the_allow_list_has_no_stale_entry():
    stale = [
        f"{module}: {owner}"
        for module, owners in ALLOWED.items()
        for owner in owners
        if owner
        not in set(CODE.get(module, (Counter(), Counter()))[0]) | set(CODE.get(module, (Counter(), Counter()))[1])
    ]
    assert not stale, "allow-list entries with no def or lambda left (delete them): " + ", ".join(stale)


def test_every_allow_list_entry_gives_a_reason():
    missing = [
        f"{module}: {owner}"
        for module, owners in ALLOWED.items()
        for owner, why in owners.items()
        if not (isinstance(why, str) and why.strip())
    ]
    assert not missing, "allow-list entries without a reason: " + ", ".join(missing)


def test_the_def_and_lambda_counts_equal_their_ceilings():
    """More: new code under a listed owner.  Fewer: lower the ceilings, so they keep catching growth."""
    defs = sum(sum(d.values()) for d, _ in CODE.values())
    lambdas = sum(sum(lam.values()) for _, lam in CODE.values())
    assert (defs, lambdas) == (DEF_CEILING, LAMBDA_CEILING), (
        f"proofs/ now holds {defs} defs and {lambdas} lambdas: set DEF_CEILING = {defs}, LAMBDA_CEILING = {lambdas}"
    )
