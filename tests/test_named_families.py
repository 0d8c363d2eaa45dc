"""A claim names the families whose metrics it states (``families=``), and nothing else widens or
narrows its domain: no table of where an expression came from (issue 34, "provenance is explicit
on the claim")."""

import sympy as sp

from kappamcc.catalogue.registry import all_claims
from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import Monotone, Relation
from kappamcc.testing.named_families import unnamed_family_metrics

t, x = sp.symbols("t x", real=True)
SRC = Source("test", "named families")


def _family(name="Q"):
    return Family(name, sp.Matrix([[2, t], [1, 1]]), Domain(symbols=(t,), constraints=(t >= 0,), text="t >= 0"))


ANY_T = Domain(symbols=(t,), text="t real")


def _claim(relation, families=(), domain=ANY_T):
    return Relation("Q.1", "", SRC, relation=relation, expected=Status.PROVED, domain=domain, families=families)


def test_every_catalogue_claim_names_the_families_whose_metrics_it_states():
    unnamed = unnamed_family_metrics(all_claims())
    assert not unnamed, "claims stating a family's metric without naming it:\n" + "\n".join(map(str, unnamed))


def test_a_claim_on_a_familys_kappa_wider_than_the_family_that_names_no_family_is_found():
    q = _family()
    [found] = unnamed_family_metrics([_claim(sp.Le(q.kappa, 1))], families=[q])
    assert (found.claim_id, found.family, found.metric) == ("Q.1", "Q", q.kappa)


def test_a_claim_that_names_its_family_is_not_found():
    q = _family()
    assert unnamed_family_metrics([_claim(sp.Le(q.kappa, 1), families=(q,))], families=[q]) == []


def test_a_scaled_metric_is_found_though_sympy_flattened_it():
    q = _family()
    assert [u.claim_id for u in unnamed_family_metrics([_claim(sp.Le(-2 * q.kappa, 2))], families=[q])] == ["Q.1"]


def test_a_part_of_a_claim_is_looked_at():
    q = _family()
    inner = Monotone(
        "Q.inner", "", SRC, expr=q.kappa, var=t, over=sp.Interval(0, sp.oo), direction="increasing", expected="PROVED"
    )
    assert [u.claim_id for u in unnamed_family_metrics([inner], families=[q])] == ["Q.inner"]


def test_a_family_metric_on_a_domain_the_family_would_not_narrow_needs_no_name():
    """Asy(M5(A)) = sqrt(2) sqrt(A^2 + 100^2) is printed by hand as the very form the family derives,
    on the family's domain: naming it would change nothing, and the claim is not flagged."""
    q = _family()
    assert unnamed_family_metrics([_claim(sp.Le(q.kappa, 1), domain=q.domain)], families=[q]) == []
    assert [u.claim_id for u in unnamed_family_metrics([_claim(sp.Le(q.kappa, 1))], families=[q])] == ["Q.1"]


def test_a_metric_sympy_evaluated_to_a_polynomial_is_a_closed_form_like_any_other():
    half = Family("H", sp.Matrix([[t, 1 - t], [1 - t, t]]) / 2, Domain(symbols=(t,), constraints=(t >= 0, t <= 1)))
    assert half.kappa.is_polynomial(t)
    assert unnamed_family_metrics([_claim(sp.Le(half.kappa, 1))], families=[half]) == []


def test_naming_a_family_adds_its_entries_and_constraints_to_the_domain():
    q = Family("Q", sp.Matrix([[x, t], [1, 1]]), Domain(symbols=(x, t), constraints=(x >= 1, t >= 0)))
    claim = Relation(
        "Q.2", "", SRC, relation=sp.Le(q.kappa, 1), expected=Status.PROVED, domain=Domain(symbols=(x,)), families=(q,)
    )
    assert set(claim.domain.constraints) == {x >= 1, t >= 0}
    assert claim.domain.symbols == (x, t)
    assert "with the constraints of Q" in claim.domain.text or claim.domain.text == "the domain of Q"
