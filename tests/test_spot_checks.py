"""A Hypothesis spot check per claim: points drawn from its domain, both sides evaluated
with mpmath at 50 digits, consistent with the verdict.  Sampling is evidence only; it
never sets a verdict, but a PROVED claim failing here would be an engine bug."""
import warnings

import pytest
from hypothesis import given, strategies as st

from kappamcc.claims import Status
from kappamcc.kinds import AllOf, Counterexample, Exists, Not, PrintedValue, Relation, Steps
from kappamcc.prove.exact import UndefinedAtPoint
from conftest import grouped, registered_claims
from kappamcc.strategies import claim_points
from kappamcc.engine.verify import confirms, holds_at, verify

CLAIMS = registered_claims()
COMPOSITE_KINDS = (Steps, Exists, Counterexample, AllOf, Not)
NUMERIC = [c for c in CLAIMS if not isinstance(c, COMPOSITE_KINDS)]
COMPOSITE = [c for c in CLAIMS if isinstance(c, COMPOSITE_KINDS)]


def _parts(claim):
    return {Steps: lambda c: c.steps, Exists: lambda c: [c.negation], Counterexample: lambda c: c.facts,
            AllOf: lambda c: c.parts, Not: lambda c: [c.claim]}[type(claim)](claim)


def _closed(claim) -> bool:
    """A printed value, or a relation between closed numbers: there is nothing to draw."""
    if isinstance(claim, PrintedValue):
        return True
    return isinstance(claim, Relation) and not any(getattr(link, "free_symbols", True) for link in claim.links)


def _holds(claim, point):
    try:
        return holds_at(claim, point)
    except (UndefinedAtPoint, ZeroDivisionError):
        return None   # undefined at a sampled boundary point: outside the statement


def _sample(target, must_hold: bool) -> list:
    """``target``'s truth values (None: undefined there) at points drawn from its domain; with
    ``must_hold`` a point where it fails numerically fails the test (and Hypothesis shrinks it)."""
    results = []
    points = claim_points(target)   # built once per claim, drawn from per example

    @given(st.data())
    def run(data):
        point = data.draw(points)
        result = _holds(target, point)
        assert not must_hold or result is not False, f"{target.id} fails numerically at {point}"
        results.append((point, result))

    run()
    return results


@pytest.mark.parametrize("claim", grouped(NUMERIC))
def test_spot_check_agrees_with_verdict(claim):
    verdict = verify(claim)
    if verdict.status == Status.OPEN:
        # nothing conclusive, so no sampled value contradicts the verdict; a point where the
        # statement fails is worth knowing (an exact counterexample there would refute it)
        assert verdict.notes or verdict.certificate, f"{claim.id} is OPEN: the verdict must say why"
        if not _closed(claim):
            failing = [point for point, result in _sample(claim, must_hold=False) if result is False]
            if failing:
                warnings.warn(f"{claim.id} is OPEN and fails numerically at {failing[0]}", stacklevel=1)
        return
    if verdict.status in (Status.PROVED, Status.CORRECTED, Status.CHECKED):
        target = claim.correction if verdict.status == Status.CORRECTED else claim
        if isinstance(target, COMPOSITE_KINDS):   # a correction proved by steps: checked through its parts
            assert all(p.id in {c.id for c in CLAIMS} for p in _parts(target))
            return
        if _closed(target):   # a statement about closed numbers: one evaluation says it all
            assert _holds(target, {}) is not False, f"{target.id} fails numerically"
            return
        checked = _sample(target, must_hold=True)
        assert any(result is True for _, result in checked), f"{target.id}: no sampled point could be evaluated"
    elif verdict.status == Status.REFUTED:
        # the exact re-check is in test_claims; numerically, the counterexample either fails the
        # statement or sits exactly on a boundary that 50 digits cannot separate
        point = verdict.counterexample or {}
        if point and all(not isinstance(k, str) or k == "N" for k in point):
            result = _holds(claim, point)
            assert result is not True or confirms(claim, verdict)
        else:
            assert confirms(claim, verdict)
    else:
        pytest.fail(f"{claim.id} is {verdict.status}: nothing to spot-check")


@pytest.mark.parametrize("claim", grouped(COMPOSITE))
def test_composite_claims_are_spot_checked_through_their_parts(claim):
    registered = {c.id for c in CLAIMS}
    parts = _parts(claim)
    assert parts
    if isinstance(claim, Not):   # the negated claim is not registered (it is false): sample it here
        inner = parts[0]
        verdict = verify(claim)
        if verdict.status == Status.PROVED and verdict.counterexample:
            assert _holds(inner, verdict.counterexample) is not True or confirms(inner, verify(inner))
        return
    assert all(p.id in registered for p in parts), [p.id for p in parts if p.id not in registered]


def test_open_and_checked_claims_pass_their_spot_check_when_the_verdict_says_why():
    """Called directly on claims outside the registry, so that both branches run whatever the
    registry holds: an OPEN claim passes whatever its points say (with a warning where one
    fails) and must say why it is open; a CHECKED one passes when its points hold."""
    import sympy as sp
    from kappamcc.claims import Domain, Source, Verdict
    from kappamcc.engine.verify import remember
    x = sp.Symbol("x", real=True)
    domain = Domain((x,), (x > 0,), "x > 0")

    def claim_with(verdict, relation):
        claim = Relation("TEST-undecided", "a statement", Source("test", "here"), relation=relation,
                         expected=verdict.status, domain=domain)
        remember(claim, verdict)   # as if the engine had decided so
        return claim

    with pytest.warns(UserWarning, match="is OPEN and fails numerically"):   # x^2 < 2 fails for x >= sqrt(2)
        test_spot_check_agrees_with_verdict(claim_with(Verdict(Status.OPEN, "Z3 nlsat", notes="outside polynomial "
                                                               "arithmetic"), x**2 < 2))
    test_spot_check_agrees_with_verdict(claim_with(Verdict(Status.CHECKED, "numeric", notes="sampled only"),
                                                   x * (x + 1) > 0))
    with pytest.raises(AssertionError, match="must say why"):
        test_spot_check_agrees_with_verdict(claim_with(Verdict(Status.OPEN, "Z3 nlsat"), x * (x + 1) > 0))
    with pytest.raises(AssertionError, match="fails numerically"):
        test_spot_check_agrees_with_verdict(claim_with(Verdict(Status.CHECKED, "numeric", notes="sampled"),
                                                       x * (x - 1) < 0))   # true only for x < 1
