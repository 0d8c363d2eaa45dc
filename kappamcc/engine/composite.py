"""The kinds decided from other claims' verdicts: Steps, AllOf, Not, Exists, Counterexample,
and ForEachSize (an exact check per listed size)."""

from __future__ import annotations

import sympy as sp

from ..model.claims import CLASSES, FAMILY, Domain, Failure, Status, Verdict
from ..model.kinds import (
    AllOf,
    Counterexample,
    Derived,
    Exists,
    ForEachSize,
    ForEveryFamily,
    Not,
    Relation,
    SomeFamily,
    Steps,
)
from ..prove.exact import UndefinedAtPoint, declared_beyond_real, relation_holds, violated_assumptions
from ..prove.realarith import Outcome, decide
from .dispatch import evaluator, prover, rechecker
from .instances import decide_every_family, decide_some_family
from ..model.derivations import Reals
from .kernel import check as check_derivation
from .verify import confirms, verify


# --- Steps
@prover(Steps)
def decide_steps(claim) -> Verdict:
    results = [(s, verify(s)) for s in claim.steps]
    if not claim.derivation:  # an argued statement may rest on argued steps
        bad = [(s, v) for s, v in results if v.status not in (Status.PROVED, Status.ARGUED)]
    else:
        bad = [(s, v) for s, v in results if v.status != Status.PROVED]
    if not bad and claim.derivation:
        # every printed line holds; that they yield the statement is still prose
        return Verdict(
            Status.ARGUED,
            "verified steps (derivation) + prose argument",
            f"every printed line PROVED ({', '.join(s.id for s, _ in results)}); that they give the "
            f"statement is the argument (not machine-checked): {claim.argument}",
        )
    if not bad:
        return Verdict(
            Status.ARGUED,
            "verified steps + prose argument",
            f"{len(results)} steps PROVED or ARGUED ({', '.join(f'{s.id} {v.status}' for s, v in results)}); "
            f"combined by the argument (not machine-checked): {claim.argument}",
        )
    if claim.derivation:
        for s, v in bad:
            if v.status in (Status.REFUTED, Status.CORRECTED):
                return Verdict(
                    Status.REFUTED,
                    "verified steps (derivation)",
                    f"printed line {s.id} fails: {v.certificate}",
                    v.counterexample,
                    failure=v.failure,
                    part=s.id,
                )
    s, v = bad[0]
    return Verdict(Status.OPEN, "verified steps", f"step {s.id} is {v.status}: the proof is incomplete")


def _recheck_named(parts, verdict) -> bool:
    """The part the verdict names (``verdict.part``) re-checks its own refutation, exactly."""
    part = next((p for p in parts if p.id == verdict.part), None)
    return part is not None and confirms(part, verify(part))


@rechecker(Steps)
def recheck_steps(claim, verdict) -> bool:
    """A derivation's failing line re-checks (its own counterexample, exactly)."""
    return _recheck_named(claim.steps, verdict)


# --- AllOf
@prover(AllOf)
def decide_all_of(claim) -> Verdict:
    results = [(p, verify(p)) for p in claim.parts]
    for p, v in results:
        if v.status in (Status.REFUTED, Status.CORRECTED):
            return Verdict(
                Status.REFUTED,
                "conjunction",
                f"part {p.id} is {v.status}: {v.certificate}",
                v.counterexample,
                failure=v.failure,
                part=p.id,
            )
    bad = [(p, v) for p, v in results if v.status not in (Status.PROVED, Status.PROVED_IN_PART, Status.ARGUED)]
    if bad:
        p, v = bad[0]
        return Verdict(Status.OPEN, "conjunction", f"part {p.id} is {v.status}")
    argued = [p.id for p, v in results if v.status == Status.ARGUED]
    if argued:
        return Verdict(
            Status.ARGUED,
            "conjunction",
            f"every part PROVED except {', '.join(argued)}, which rest on a prose argument",
        )
    in_part = [(p, v) for p, v in results if v.status == Status.PROVED_IN_PART]
    if in_part:  # a conjunction is proved no further than its narrowest part
        return Verdict(
            Status.PROVED_IN_PART,
            "conjunction",
            f"all {len(results)} parts proved; {', '.join(p.id for p, _ in in_part)} only in part",
            scope="; ".join(f"{p.id}: {v.scope}" for p, v in in_part),
        )
    return Verdict(
        Status.PROVED, "conjunction", f"all {len(results)} parts PROVED ({', '.join(p.id for p, _ in results)})"
    )


@rechecker(AllOf)
def recheck_all_of(claim, verdict) -> bool:
    return _recheck_named(claim.parts, verdict)


# --- Not
@prover(Not)
def decide_not(claim) -> Verdict:
    v = verify(claim.claim)
    if v.status == Status.PROVED_IN_PART:  # proved on less than the print: the print's negation is not settled
        return Verdict(
            Status.OPEN,
            "negation",
            f"{claim.claim.id} is PROVED IN PART ({v.scope}): a counterexample outside that scope is not excluded",
        )
    if v.status == Status.PROVED:
        return Verdict(
            Status.REFUTED,
            f"negated claim proved ({v.method})",
            f"{claim.claim.id} is PROVED: {v.certificate}",
            failure=Failure.NEGATION,
            part=claim.claim.id,
        )
    if v.status == Status.REFUTED and v.counterexample is not None:
        if v.failure is not Failure.FALSE:
            return Verdict(Status.OPEN, "negation", f"{claim.claim.id} fails only by being undefined somewhere")
        return Verdict(
            Status.PROVED,
            f"counterexample to the negated claim ({v.method})",
            f"{claim.claim.id} fails at the point, re-checked exactly: {v.certificate}",
            v.counterexample,
        )
    return Verdict(Status.OPEN, "negation", f"{claim.claim.id} is {v.status}")


@rechecker(Not)
def recheck_not(claim, verdict) -> bool:
    return verify(claim.claim).status == Status.PROVED


# --- Exists
@prover(Exists)
def decide_exists(claim) -> Verdict:
    v = verify(claim.negation)
    narrower = _negation_narrower(claim) if v.status == Status.PROVED else ""
    if narrower:
        return Verdict(
            Status.OPEN,
            "existence",
            f"{claim.negation.id} is PROVED, but {narrower}: a point outside it may still exist",
        )
    if v.status == Status.PROVED:
        return Verdict(
            Status.REFUTED,
            f"negation proved ({v.method})",
            f"no such point exists: {claim.negation.id} is PROVED",
            failure=Failure.NEGATION,
            part=claim.negation.id,
        )
    if v.status == Status.ARGUED:
        return Verdict(
            Status.ARGUED_AGAINST,
            f"negation argued ({v.method})",
            f"no such point exists by {claim.negation.id}, which is ARGUED",
        )
    if v.status == Status.REFUTED and v.counterexample is not None:
        why = exists__not_a_witness(claim, v)
        if why:
            return Verdict(Status.OPEN, "existence", f"{claim.negation.id} is REFUTED, but {why}")
        return Verdict(
            Status.PROVED, "witness", f"witness from {claim.negation.id}, re-checked exactly", v.counterexample
        )
    return Verdict(Status.OPEN, "existence", f"{claim.negation.id} is {v.status}")


def _negation_narrower(claim) -> str:
    """'' when the Exists's negation is a universal statement over at least the Exists's points,
    about the same symbols with the same assumptions; else why it may be narrower.  An Exists
    with no symbols and no constraints is about its negation's domain."""
    neg = claim.negation
    if not isinstance(neg, (Relation, Derived)):
        return f"a {type(neg).__name__} is not a universal statement over the domain (only a Relation or a Derived is)"
    about_negation = not claim.domain.symbols and not claim.domain.constraints
    if about_negation:
        return ""
    if isinstance(neg, Derived):
        if not isinstance(neg.formula, Reals):
            return "its formula is over matrices, while the statement's domain names symbols"
        parts = tuple(neg.formula.hyps) + (neg.formula.goal,)
        wide = Domain(
            tuple(sorted(set().union(*(sp.sympify(e).free_symbols for e in parts)), key=str)), tuple(neg.formula.hyps)
        )
    else:
        wide = neg.domain
    mine = {s.name: s for s in set(claim.domain.symbols).union(*(c.free_symbols for c in claim.domain.constraints))}
    theirs = set(wide.symbols).union(*(c.free_symbols for c in wide.constraints))
    if isinstance(neg, Relation):
        theirs |= set().union(*(link.free_symbols for link in neg.links))
    for s in sorted(theirs, key=str):
        if s.name in mine and mine[s.name] != s:
            return f"its symbol {s} is not the statement's {mine[s.name]} (another object, or other assumptions)"
        if s.name not in mine and _declares_more_than_real(s):
            return f"its symbol {s} carries assumptions the statement's domain does not"
    return "" if _covers(wide, claim.domain) else "its domain is not shown to hold the statement's domain"


def _declares_more_than_real(s) -> bool:
    return isinstance(s, sp.Dummy) or bool(declared_beyond_real(s))


def _covers(wide, narrow) -> bool:
    """Every point of the domain ``narrow`` is in ``wide`` (its constraints imply wide's; Z3).
    A statement given no constraints is about its negation's domain."""
    missing = [c for c in wide.constraints if c not in narrow.constraints]
    return not missing or decide(list(narrow.constraints), sp.And(*missing)).outcome is Outcome.PROVED


def exists__not_a_witness(claim, v) -> str:
    """'' if the negation's counterexample is a point where the statement is defined and
    true (checked exactly), else why not: a point where the negation is merely
    undefined, or breaks an assumption, proves no existence."""
    point = v.counterexample or {}
    if violated_assumptions({k: x for k, x in point.items() if isinstance(k, sp.Symbol)}):
        return "the point breaks the symbols' assumptions"
    mine = {s.name: s for s in set(claim.domain.symbols).union(*(c.free_symbols for c in claim.domain.constraints))}
    for k in point:  # the witness is a point of the statement's own variables, with their assumptions
        if isinstance(k, sp.Symbol) and k.name in mine and mine[k.name] != k:
            return f"the statement's {k.name} is another variable than the negation's (other assumptions)"
    if v.failure is not Failure.FALSE:
        return "the negation is only undefined there"
    try:  # the statement's own domain too ("there is x > 0 with ..."), not only the negation's
        if not all(relation_holds(c, point) for c in claim.domain.constraints):
            return "the point is outside the statement's domain"
    except (UndefinedAtPoint, ValueError, TypeError):
        return "the statement's domain is not decided at the point"
    neg = claim.negation
    if isinstance(neg, Relation):
        try:
            if not all(relation_holds(c, point) for c in neg.domain.constraints):
                return "the point is outside the domain"
            values = [relation_holds(link, point) for link in neg.links]
        except (UndefinedAtPoint, ValueError, TypeError):
            return "the statement is undefined at the point"
        return "" if not all(values) else "the negation holds at the point"
    return "" if confirms(neg, v) else "the point did not pass the exact re-check"


@rechecker(Exists)
def recheck_exists(claim, verdict) -> bool:
    """REFUTED: the negation is PROVED; PROVED: the witness refutes the negation."""
    v = verify(claim.negation)
    if verdict.status == Status.REFUTED:
        return v.status == Status.PROVED
    return v.status == Status.REFUTED and not exists__not_a_witness(claim, v)


# --- Counterexample
@prover(Counterexample)
def decide_counterexample(claim) -> Verdict:
    results = [(f, verify(f)) for f in claim.facts]
    bad = [(f, v) for f, v in results if v.status != Status.PROVED]
    if bad:
        f, v = bad[0]
        return Verdict(Status.OPEN, "counterexample family", f"fact {f.id} is {v.status}")
    return Verdict(
        Status.ARGUED_AGAINST,
        "counterexample family + prose argument",
        f"{len(results)} facts PROVED ({', '.join(f.id for f, _ in results)}); "
        f"they contradict the statement by the argument (not machine-checked): {claim.argument}",
        {FAMILY: claim.family},
    )


@rechecker(Counterexample)
def recheck_counterexample(claim, verdict) -> bool:
    """Every fact about the counterexample family re-verifies as PROVED."""
    return all(verify(f, fresh=True).status == Status.PROVED for f in claim.facts)


# --- ForEachSize
METHOD_OWN_CHECK = "the claim's own check(N): exact symbolic expansion per size"


@evaluator(ForEachSize)
def evaluate_for_each_size(claim, point):
    return None if claim.spot is None else claim.spot(point)


@rechecker(ForEachSize)
def recheck_for_each_size(claim, verdict) -> bool:
    N = (verdict.counterexample or {}).get(CLASSES)
    return N is not None and claim.check(N)[0] is False


@prover(ForEachSize)
def decide_for_each_size(claim) -> Verdict:
    done = []
    for N in claim.sizes:
        ok, detail = claim.check(N)
        if ok is not True and ok is not False:
            return Verdict(
                Status.OPEN,
                METHOD_OWN_CHECK,
                f"check({N}) returned {ok!r}: the outcome must be True or False",
            )
        if not ok:
            return Verdict(Status.REFUTED, METHOD_OWN_CHECK, f"N = {N}: {detail}", {CLASSES: N}, failure=Failure.FALSE)
        done.append(N)
    consecutive = done == list(range(done[0], done[0] + len(done)))
    sizes = f"{done[0]}..{done[-1]}" if consecutive and len(done) > 2 else ", ".join(map(str, done))
    # the decision rests on the claim module's own check(N), outside the trusted base (TRUSTED.md):
    # the method and the certificate say so wherever the verdict is shown
    where = getattr(claim.check, "__module__", None) or "the claim's module"
    return Verdict(
        Status.PROVED,
        METHOD_OWN_CHECK,
        f"holds with free symbolic entries for N = {sizes}, by check(N) of {where} (outside the trusted base)",
    )


# --- Derived
@prover(Derived)
def decide_derived(claim) -> Verdict:
    return check_derivation(claim)


@rechecker(Derived)
def recheck_derived(claim, verdict) -> bool:
    return False  # a derivation never refutes


# --- ForEveryFamily, SomeFamily: by instantiation (the kernel)
prover(ForEveryFamily)(decide_every_family)
prover(SomeFamily)(decide_some_family)


@rechecker(ForEveryFamily)
def recheck_every_family(claim, verdict) -> bool:
    """The counterexample family's instances re-verify as PROVED (decided afresh)."""
    return decide_every_family(claim).status is Status.REFUTED


def _no_point_evaluation(claim, point):
    """Composite kinds are spot-checked through their parts, not at a point."""
    return None


for _kind in (Steps, AllOf, Not, Counterexample, Derived, ForEveryFamily, SomeFamily):
    evaluator(_kind)(_no_point_evaluation)
