"""The re-check's proof tactics for square roots and signs (coq/theories/Export.v, the hints of
kappamcc/recheck/export.py): registry claims Coq did not prove before are now proved, and
deliberately wrong variants of what the new lemmas and hints prove are rejected.

The hints are sympy's (a factored difference ``hi - lo = F``, the difference of squares
``hi^2 - lo^2 = G`` when a side has a square root, ``sqrt A = k`` for a square); Coq proves each
one, and the sign of F or G factor by factor, or drops it.  A wrong statement must therefore stay
unproved however the hints come out.
"""

import pytest
import sympy as sp

from kappamcc.catalogue.registry import claim
from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import Relation, chain
from kappamcc.recheck.export import export_claim
from coq_support import compiles, needs_coq

# the re-check by Coq, exporter and coqc alike: its own step of .ci/run (pytest -m coq)
pytestmark = pytest.mark.coq

SRC = Source("TEST", "test")
a, b = sp.symbols("a b", positive=True)


def cor5() -> Family:
    """Corollary 5's family [[a, b], [1, 0]] on 1 < b < 1 + a: -b/(1+a) < MCC < K < 0, and MCC's
    radicand 4 b (a + b)(1 + a) is not a square."""
    return Family(
        "C_5 (test)",
        sp.Matrix([[a, b], [1, 0]]),
        Domain((a, b), (a > 0, b > 0, b > 1, b < 1 + a), "a > 0, 1 < b < 1 + a"),
    )


def cor4() -> Family:
    """Corollary 4's family [[a, b], [1, a]] on a^2 > b > 1: MCC's radicand is a square and
    (a^2 - b)/(a + b)^2 < K < MCC < (a^2 - b)/(1 + a)^2."""
    return Family(
        "C_4 (test)",
        sp.Matrix([[a, b], [1, a]]),
        Domain((a, b), (a > 0, b > 0, a**2 > b, b > 1), "a^2 > b > 1"),
    )


def relation(cid: str, rel, family: Family) -> Relation:
    """A test statement about ``family``'s matrices (it names the family)."""
    return Relation(
        cid, "a test statement", SRC, relation=rel, domain=family.domain, expected=Status.PROVED, families=(family,)
    )


def holds_at(rel, point: dict) -> bool:
    """Every link of ``rel`` (a relation or a chain's list of them) at ``point``."""
    links = rel if isinstance(rel, (list, tuple)) else [rel]
    return all(bool(r.func(r.lhs.subs(point).evalf(30), r.rhs.subs(point).evalf(30))) for r in links)


# --- formerly unproved registry claims --------------------------------------------------------


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("claim_id", ["DT2019-C4.1", "DT2019-C4.4", "DT2019-C7.3", "SKL-M6"])
def test_coq_now_proves_a_corollary_with_mcc_against_bounds_and_kappa(theories, tmp_path, claim_id):
    th = export_claim(claim(claim_id))
    assert "(mcc 2 (bin" in th.statement
    assert compiles(th.source(), theories, tmp_path, th.name), claim_id


# --- the right statements of the test families are proved -------------------------------------


@pytest.mark.coq
@needs_coq
def test_the_square_root_path_proves_the_right_bounds(theories, tmp_path):
    F = cor5()
    right = relation("TEST-C5", chain(-(b / (1 + a)), "<", F.mcc, "<", 0), F)
    th = export_claim(right)
    assert any("kmcc_sqdiv" in line for line in th.script)  # the difference-of-squares hint
    assert compiles(th.source(), theories, tmp_path, "right_c5")
    G = cor4()
    right = relation("TEST-C4", chain(G.kappa, "<", G.mcc, "<", (a**2 - b) / (1 + a) ** 2), G)
    th = export_claim(right)
    assert any("kmcc_sqrt_sq" in line for line in th.script)  # the radicand is a square
    assert compiles(th.source(), theories, tmp_path, "right_c4")


# --- wrong variants: Coq must reject them -------------------------------------------------------

WRONG_C5 = [
    # the bound reversed: MCC < -b/(1+a)
    ("reversed-bound", lambda F: chain(F.mcc, "<", -(b / (1 + a)))),
    # MCC and kappa in the wrong order
    ("kappa-below-mcc", lambda F: chain(F.kappa, "<", F.mcc)),
    # the bound changed slightly: 0.9 * (-b/(1+a)) < MCC fails as b -> 1
    ("bound-scaled", lambda F: chain(sp.Rational(9, 10) * (-(b / (1 + a))), "<", F.mcc)),
    # <= instead of <, with the bound moved past MCC: -1/(a+b) <= MCC
    ("other-bound", lambda F: chain(-(1 / (a + b)), "<=", F.mcc)),
]


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("name,wrong", WRONG_C5, ids=[n for n, _ in WRONG_C5])
def test_coq_rejects_a_wrong_mcc_bound_with_a_square_root(theories, tmp_path, name, wrong):
    F = cor5()
    rel = wrong(F)
    # the variant is false somewhere in the domain (a = 1, b = 1.01 or b = 1.9)
    assert not all(holds_at(rel, {a: 1, b: v}) for v in (sp.Rational(101, 100), sp.Rational(19, 10))), name
    th = export_claim(relation("TEST-WRONG-C5", rel, F))
    assert not compiles(th.source(), theories, tmp_path, "wrong_" + name.replace("-", "_"))


WRONG_C4 = [
    # the upper bound reversed: (a^2 - b)/(1 + a)^2 < MCC
    ("reversed-bound", lambda G: chain((a**2 - b) / (1 + a) ** 2, "<", G.mcc)),
    # MCC taken for its square root's square: MCC = (a^2 - b)/((1 + a)(a + b)) * 2
    ("doubled", lambda G: sp.Eq(G.mcc, 2 * (a**2 - b) / ((1 + a) * (a + b)), evaluate=False)),
    # MCC < kappa
    ("mcc-below-kappa", lambda G: chain(G.mcc, "<", G.kappa)),
]


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("name,wrong", WRONG_C4, ids=[n for n, _ in WRONG_C4])
def test_coq_rejects_a_wrong_mcc_statement_whose_radicand_is_a_square(theories, tmp_path, name, wrong):
    G = cor4()
    rel = wrong(G)
    assert not holds_at(rel, {a: 2, b: 2}), name
    th = export_claim(relation("TEST-WRONG-C4", rel, G))
    assert not compiles(th.source(), theories, tmp_path, "wrong4_" + name.replace("-", "_"))


def test_a_hint_never_changes_the_statement():
    """The hints are proof lines: the statement of a claim is the same with and without them."""
    F = cor5()
    rel = chain(-(b / (1 + a)), "<", F.mcc, "<", F.kappa)
    th = export_claim(relation("TEST-C5", rel, F))
    assert "D0" not in th.statement and "Hq" not in th.statement and "kmcc" not in th.statement
    assert "(mcc 2 (bin v_a v_b 1 0)) < (kappa 2 (bin v_a v_b 1 0))" in th.statement
