"""One test per registered claim: its verdict is the one the registry expects, and its
evidence re-checks (a counterexample fails the printed statement exactly, a correction
is PROVED, a proof names its method and certificate)."""

import re

import pytest

from conftest import grouped, registered_claims, registry_problem
from kappamcc.testing.checks import check_claim

CLAIMS = registered_claims()


@pytest.mark.parametrize("claim", grouped(CLAIMS))
def test_verdict_is_the_expected_one_and_its_evidence_rechecks(claim):
    check_claim(claim)


def test_every_claims_module_is_collected():
    problem = registry_problem()
    assert problem is None, problem


def test_claim_ids_are_unique():
    ids = [c.id for c in CLAIMS]
    assert len(ids) == len(set(ids)), sorted(i for i in set(ids) if ids.count(i) > 1)


def test_every_claim_quotes_its_source():
    for c in CLAIMS:
        assert c.source.paper and c.source.locator, c.id
        assert c.statement, c.id


def test_uses_point_at_registered_claims():
    ids = {c.id for c in CLAIMS}
    for c in CLAIMS:
        for u in c.uses:
            assert u in ids, f"{c.id} uses unknown {u}"


# a verdict is computed, never written by hand: a statement or reading that names another
# claim's verdict ("range for every K (SKL-K2, ARGUED)") goes stale when the engine decides it
_NAMED_VERDICT = re.compile(
    r"\b[A-Z][A-Za-z0-9]*-[A-Za-z0-9.]*[A-Za-z0-9][,:)]?\s*(?:is\s+|\(\s*)?"
    r"(PROVED|REFUTED|CORRECTED|ARGUED|OPEN|CHECKED)\b"
)


def test_no_statement_or_reading_states_another_claims_verdict_by_hand():
    found = [
        f"{c.id} ({field}): {m.group(0)}"
        for c in CLAIMS
        for field in ("statement", "reading")
        for m in _NAMED_VERDICT.finditer(getattr(c, field, "") or "")
    ]
    assert not found, "verdicts written by hand:\n" + "\n".join(found)


def test_the_named_verdict_pattern_finds_the_stale_reading_it_was_written_for():
    assert _NAMED_VERDICT.search("range for every K (SKL-K2, ARGUED); kappa = 1")
    assert not _NAMED_VERDICT.search("range for every K (SKL-K2); kappa = 1")
