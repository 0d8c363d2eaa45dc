"""One test per registered claim: its verdict is the one the registry expects, and its
evidence re-checks (a counterexample fails the printed statement exactly, a correction
is PROVED, a proof names its method and certificate)."""
import pytest

from kappamcc.claims import Status
from kappamcc.kinds import Exists
from kappamcc.registry import all_claims
from conftest import grouped

CLAIMS = all_claims()


@pytest.mark.parametrize("claim", grouped(CLAIMS))
def test_verdict_is_the_expected_one_and_its_evidence_rechecks(claim):
    verdict = claim.verify(fresh=True)   # recomputed here, never taken from the verdict cache
    assert verdict.status == claim.expected, (
        f"{claim.id}: computed {verdict.status} by {verdict.method} ({verdict.certificate} {verdict.notes}), "
        f"registry expects {claim.expected}")
    assert verdict.method and verdict.method != "error", verdict.notes
    if verdict.status == Status.PROVED:
        assert verdict.certificate, f"{claim.id}: a proof must say what it rests on"
        if isinstance(claim, Exists):
            assert claim.confirms(verdict), f"{claim.id}: the witness does not refute the negation"
    if verdict.status in (Status.REFUTED, Status.CORRECTED):
        assert claim.confirms(verdict), f"{claim.id}: the counterexample {verdict.counterexample} does not re-check exactly"
    if verdict.status == Status.CORRECTED:
        assert claim.correction is not None and verdict.correction.status == Status.PROVED


def test_claim_ids_are_unique_and_follow_the_catalogue_prefixes():
    ids = [c.id for c in CLAIMS]
    assert len(ids) == len(set(ids))
    assert all(i.split("-")[0] in {"DT2019", "BD2008", "KDOC", "BLOG", "EXT", "SKL", "PYCM"} for i in ids)


def test_every_claim_quotes_its_source():
    for c in CLAIMS:
        assert c.source.paper and c.source.locator, c.id
        assert c.statement, c.id


def test_uses_point_at_registered_claims():
    ids = {c.id for c in CLAIMS}
    for c in CLAIMS:
        for u in c.uses:
            assert u in ids, f"{c.id} uses unknown {u}"
