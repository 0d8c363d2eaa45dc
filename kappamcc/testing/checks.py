"""The test of one claim: its verdict, recomputed, is the one the registry expects, and its
evidence re-checks (a counterexample fails the statement exactly, a correction is PROVED, a
proof names its method and certificate, a proof in part its scope).  The suite's
``tests/test_claims.py`` and ``pytest --claims PATH`` run from any folder use this one check."""

from __future__ import annotations

from ..model.claims import Claim, Status
from ..engine.verify import confirms, verify
from ..model.kinds import Exists

__all__ = ["check_claim"]


def _require(condition, message) -> None:
    """An AssertionError (pytest's failure) when ``condition`` is false; never stripped by python -O."""
    if not condition:
        raise AssertionError(message)


def check_claim(claim: Claim) -> None:
    """Raise AssertionError, with a message naming the claim and the problem, unless the claim's
    verdict (recomputed, never read from the verdict cache) is its expected one and its evidence
    re-checks."""
    verdict = verify(claim, fresh=True)
    _require(
        verdict.status == claim.expected,
        f"{claim.id}: computed {verdict.status} by {verdict.method} ({verdict.certificate} {verdict.notes}), "
        f"the claim expects {claim.expected}",
    )
    _require(bool(verdict.method) and not verdict.crashed, verdict.notes)
    if verdict.status in (Status.OPEN, Status.CHECKED):
        _require(verdict.notes or verdict.certificate, f"{claim.id} is {verdict.status}: the verdict must say why")
    if verdict.status in (Status.PROVED, Status.PROVED_IN_PART):
        _require(verdict.certificate, f"{claim.id}: a proof must say what it rests on")
        if isinstance(claim, Exists):
            _require(confirms(claim, verdict), f"{claim.id}: the witness does not refute the negation")
    if verdict.status == Status.PROVED_IN_PART:
        _require(verdict.scope, f"{claim.id}: a proof in part must say what scope was checked")
    if verdict.status in (Status.REFUTED, Status.CORRECTED):
        _require(
            confirms(claim, verdict),
            f"{claim.id}: the counterexample {verdict.counterexample} does not re-check exactly",
        )
    if verdict.status == Status.CORRECTED:
        _require(
            claim.correction is not None
            and verdict.correction is not None
            and verdict.correction.status == Status.PROVED,
            f"{claim.id}: CORRECTED, but its correction is not PROVED",
        )
