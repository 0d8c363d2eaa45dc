"""Statements about families, decided by instantiation (:class:`~kappamcc.model.kinds.ForEveryFamily`,
:class:`~kappamcc.model.kinds.SomeFamily`).

Each predicate (:mod:`kappamcc.model.predicates`) makes, from a family reading, the claim that it
holds (or fails) there.  A universal statement is REFUTED when its hypotheses' instances
and its conclusion's negation are all PROVED on one family; an existential one is PROVED
when every property's instance is PROVED on its witness.  A reading without the witness a
predicate needs makes the statement OPEN, saying which.

The instances are made once per process (``instances``): the refutation's re-check and
the spot checks then meet the same claims, whose verdicts are memoised.
"""

from __future__ import annotations

from typing import Any, Callable

from ..model.claims import FAMILY, Claim, Failure, Status, Verdict
from ..model.kinds import ForEveryFamily, SomeFamily
from .verify import verify

__all__ = ["instances", "decide_every_family", "decide_some_family"]

# (claim, role label) -> (the claim the predicate made, the predicate's text); the claim
# objects are module-level records, kept alive by the registry
_MADE: dict = {}


def instances(claim) -> list[tuple[str, Claim]]:
    """[(role label, instance claim)] of a family statement: the hypotheses' instances and
    the conclusion's negation (ForEveryFamily), or the properties' instances (SomeFamily).
    Raises ValueError when a reading lacks what a predicate needs."""
    roles: list[tuple[str, Any, Callable[..., Any]]]
    if isinstance(claim, ForEveryFamily):
        r = claim.counterexample
        roles = [
            (f"hypothesis {n}", p, lambda p, n=n: p.instance(r, f"{claim.id}.hypothesis{n}", claim.source))
            for n, p in enumerate(claim.hypotheses, 1)
        ]
        roles.append(
            (
                "conclusion fails",
                claim.conclusion,
                lambda p: p.negation(r, f"{claim.id}.conclusion-fails", claim.source),
            )
        )
    else:
        r = claim.witness
        roles = [
            (f"property {n}", p, lambda p, n=n: p.instance(r, f"{claim.id}.property{n}", claim.source))
            for n, p in enumerate(claim.properties, 1)
        ]
    out = []
    for label, p, make in roles:
        key = (id(claim), label)
        if key not in _MADE or _MADE[key][0] is not claim:
            _MADE[key] = (claim, make(p), p.text)
        out.append((f"{label}: {_MADE[key][2]}", _MADE[key][1]))
    return out


def _verified(claim) -> tuple[bool, str]:
    lines = []
    for label, c in instances(claim):
        v = verify(c)
        lines.append(f"{label} [{c.id}: {c.statement}] {v.status}")
        if v.status is not Status.PROVED:
            return False, f"{label} is {v.status} ({c.id}: {v.notes or v.certificate})"
    return True, "; ".join(lines)


def _instantiated(claim, method: str):
    """(None, ok detail) when every instance is PROVED, else (the OPEN verdict, None)."""
    try:
        ok, detail = _verified(claim)
    except (ValueError, TypeError, NotImplementedError) as exc:
        return Verdict(Status.OPEN, method, notes=str(exc)), None
    return (None, detail) if ok else (Verdict(Status.OPEN, method, notes=detail), None)


def decide_every_family(claim: ForEveryFamily) -> Verdict:
    r, method = claim.counterexample, "counterexample family (instantiation)"
    open_, detail = _instantiated(claim, method)
    if open_ is not None:
        return open_
    return Verdict(
        Status.REFUTED,
        method,
        f"on {r.text or r.family.name}: {detail}",
        {FAMILY: r.text or r.family.name},
        failure=Failure.FALSE,
    )


def decide_some_family(claim: SomeFamily) -> Verdict:
    r, method = claim.witness, "witness family (instantiation)"
    open_, detail = _instantiated(claim, method)
    return open_ if open_ is not None else Verdict(Status.PROVED, method, f"on {r.text or r.family.name}: {detail}")
