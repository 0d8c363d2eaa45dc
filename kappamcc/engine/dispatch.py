"""The prover dispatch: for each claim kind, its ordered provers, the exact re-check of its
refutations and its numeric evaluation (SymPy's assumption handlers are the model)."""

from __future__ import annotations

from typing import Callable, Mapping

import sympy as sp

from ..model.claims import Claim, Status, Verdict
from ..model.kinds import Convex, Extremum, Limit, Monotone, Relation, in_interval
from ..prove.realarith import Outcome, decide, point_is_valid


# ---------------------------------------------------------------------------
# registries

PROVERS: dict[type, list[Callable]] = {}
RECHECKERS: dict[type, Callable] = {}
EVALUATORS: dict[type, Callable] = {}


def prover(kind: type):
    """Register a prover for a kind: ``f(claim) -> Verdict | None`` (None: not conclusive, try the next)."""

    def register(f):
        PROVERS.setdefault(kind, []).append(f)
        return f

    return register


def rechecker(kind: type):
    """Register the exact re-check of a kind's refutation: ``f(claim, verdict) -> bool``."""

    def register(f):
        RECHECKERS[kind] = f
        return f

    return register


def evaluator(kind: type):
    """Register the numeric evaluation of a kind at a point: ``f(claim, point) -> bool | None``."""

    def register(f):
        EVALUATORS[kind] = f
        return f

    return register


def _for(table, claim):
    for cls in type(claim).__mro__:
        if cls in table:
            return table[cls]
    return None


def decide_claim(claim: Claim) -> Verdict:
    """The first conclusive verdict of the kind's provers, in order; OPEN if none is.  A
    PROVED over a domain that is empty is OPEN: the statement is about nothing."""
    provers = _for(PROVERS, claim)
    if not provers:
        return Verdict(Status.OPEN, "no prover", notes=f"no prover is registered for {type(claim).__name__}")
    last = None
    for f in provers:
        v = f(claim)
        if v is not None and v.status != Status.OPEN:
            if v.status in (Status.PROVED, Status.PROVED_IN_PART):
                empty = _domain_is_empty(claim)
                if empty is None:
                    return Verdict(
                        Status.OPEN,
                        v.method,
                        v.certificate,
                        notes="the statement holds wherever the domain's constraints do, but no point "
                        "of the domain was found (exact, and an integer where a symbol is one), nor "
                        "a proof that there is none: it may be about nothing",
                    )
                if empty:
                    return Verdict(
                        Status.OPEN,
                        v.method,
                        v.certificate,
                        notes="vacuous: no point satisfies the domain's constraints (with the family's, "
                        "if the claim uses a family's metric), so the statement is about nothing",
                    )
            return v
        last = v if v is not None else last
    return last or Verdict(Status.OPEN, "no prover", notes="no registered prover handled this claim")


def _domain_is_empty(claim: Claim) -> bool | None:
    """Whether the claim's points (its domain, and its interval for a statement on one)
    provably do not exist: True, False (a point is known, exact and respecting the symbols'
    assumptions), or None, undecided.  Only the kinds stated over points are asked (False
    for the others).  The provers reason over the reals; with integer symbols a real point of
    the domain says nothing, and only an exact integer point shows the domain non-empty."""
    if not isinstance(claim, (Relation, Limit, Extremum, Monotone, Convex)):
        return False
    hyps = list(claim.domain.constraints)
    over = getattr(claim, "over", None)
    if over is not None:
        hyps += in_interval(claim.var, over)  # type: ignore[union-attr]  # a claim with an interval has a var
    if not hyps:
        return False
    key = (tuple(hyps), tuple(claim.domain.symbols))
    if key not in _EMPTY:  # many claims share one family's domain
        # most domains hold at a plain point, which needs no Z3 query
        if _plain_point_satisfies(hyps):
            _EMPTY[key] = False
        else:
            outcome = decide(hyps, sp.false, claim.domain.symbols or None).outcome
            _EMPTY[key] = True if outcome is Outcome.PROVED else False if outcome is Outcome.REFUTED else None
    return _EMPTY[key]


_EMPTY: dict = {}


def _plain_point_satisfies(hyps) -> bool:
    """Some point with every variable 1, 2 or 1/2 respects the symbols' assumptions and
    satisfies the constraints (both decided exactly)."""
    free = sorted(set().union(*(sp.sympify(h).free_symbols for h in hyps)), key=str)
    for value in (sp.Integer(1), sp.Integer(2), sp.Rational(1, 2)):
        if point_is_valid({s: value for s in free}, hyps, sp.true):
            return True
    return False


def recheck(claim: Claim, verdict: Verdict) -> bool:
    f = _for(RECHECKERS, claim)
    return False if f is None else f(claim, verdict)


def evaluate_at(claim: Claim, point: Mapping):
    f = _for(EVALUATORS, claim)
    return None if f is None else f(claim, point)
