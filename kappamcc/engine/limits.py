"""Limit: the sides the domain allows, the exact limit, re-check and evaluation."""

from __future__ import annotations

import mpmath
import sympy as sp

from ..model.claims import Failure, Status, Verdict
from ..model.kinds import Limit, eq
from ..prove.exact import UndefinedAtPoint, declared_signs, evaluate, exact_sign, relation_holds
from ..prove.exact_limits import LimitError, NoLimit, eventual_sign, exact_limit
from ..prove.univariate import assumption_interval, interval_of
from .dispatch import evaluator, prover, rechecker
from .numeric import DPS, mp_value
from .links import decide_link
from ..prove.realarith import Outcome, decide


# --- Limit
def limit_computed(claim):
    return exact_limit(claim.expr, claim.var, claim.to, list(claim.domain.constraints), sides=limit_sides(claim))


def limit_sides(claim) -> tuple[str, ...]:
    """The sides the domain lets ``var`` approach ``to`` from: a limit at 0 on x < 0 is
    from the left; with no constraint on var it is two-sided (both sides must agree)."""
    on_var = [c for c in claim.domain.constraints if claim.var in c.free_symbols]
    if claim.to in (sp.oo, -sp.oo):
        coupled = [c for c in on_var if c.free_symbols - {claim.var}]
        if coupled:
            _check_eventually_true(coupled, claim)
            on_var = [c for c in on_var if c not in coupled]
        iv = interval_of(claim.var, on_var, strict=True) if on_var else sp.Interval(-sp.oo, sp.oo)
        allowed = assumption_interval(claim.var)
        if iv is None or allowed is None or not isinstance(iv.intersect(allowed), sp.Interval):
            raise LimitError(f"cannot tell from the domain whether {claim.var} reaches {claim.to}")
        end = iv.intersect(allowed).end if claim.to == sp.oo else iv.intersect(allowed).start
        if end != claim.to:
            raise NoLimit(
                f"{claim.to} is not a limit point of the domain of {claim.var} "
                f"({claim.var} stays in {iv.intersect(allowed)})"
            )
        return ("right",) if claim.to == -sp.oo else ("left",)
    if any(c.free_symbols - {claim.var} for c in on_var):
        raise LimitError(f"the side from which {claim.var} -> {claim.to} is approached depends on parameters")
    iv = interval_of(claim.var, on_var, strict=True) if on_var else sp.Interval(-sp.oo, sp.oo)
    allowed = assumption_interval(claim.var)
    if iv is None or allowed is None or not isinstance(iv.intersect(allowed), sp.Interval):
        raise LimitError(f"cannot tell from the domain on which side of {claim.to} {claim.var} lies")
    iv = iv.intersect(allowed)

    def less(a, b):  # a < b for closed numbers, infinities included, decided exactly
        if a in (sp.oo, -sp.oo) or b in (sp.oo, -sp.oo):
            return bool(sp.Lt(a, b))
        return exact_sign(b - a) > 0

    out = []
    if less(iv.start, claim.to) and not less(iv.end, claim.to):
        out.append("left")
    if less(claim.to, iv.end) and not less(claim.to, iv.start):
        out.append("right")
    if not out:
        raise LimitError(f"{claim.to} is not a limit point of the domain of {claim.var}")
    return tuple(out)


def _check_eventually_true(constraints, claim) -> None:
    """Each constraint tying ``var`` to other parameters holds for every ``var`` near ``to``
    (+-oo), whatever the parameters (within the constraints free of ``var``): then those
    constraints do not stop ``var`` from reaching ``to``.  A LimitError otherwise."""
    params_only = [c for c in claim.domain.constraints if claim.var not in c.free_symbols]
    for c in constraints:
        if not isinstance(c, (sp.StrictGreaterThan, sp.GreaterThan, sp.StrictLessThan, sp.LessThan)):
            raise LimitError(f"whether the domain reaches {claim.to} depends on the constraint {c}")
        f = c.lhs - c.rhs if isinstance(c, (sp.StrictGreaterThan, sp.GreaterThan)) else c.rhs - c.lhs
        if eventual_sign(f, claim.var, params_only, claim.to) <= 0:
            raise LimitError(f"the constraint {c} may keep {claim.var} away from {claim.to}")


@prover(Limit)
def decide_limit(claim) -> Verdict:
    try:
        L, method = limit_computed(claim)
    except NoLimit as exc:
        return Verdict(Status.REFUTED, "one-sided limits", str(exc), {}, failure=Failure.FALSE)
    except LimitError as exc:
        return Verdict(Status.OPEN, "limit", notes=str(exc))
    if L.has(sp.oo, -sp.oo) or claim.value.has(sp.oo, -sp.oo):
        ok = L == claim.value  # oo, -oo (oo - oo would be nan)
        if ok:
            return Verdict(Status.PROVED, method, f"limit is {L}")
        return _refuted(claim, method, f"limit is {L}", {})
    d, m = decide_link(eq(L, claim.value), claim.domain)
    if d.outcome is Outcome.PROVED:
        return Verdict(Status.PROVED, f"{method}; {m}", f"limit = {L}")
    if d.outcome is Outcome.REFUTED:
        return _refuted(claim, f"{method}; {m}", f"the limit is {L}, not {claim.value}", d.point or {})
    if d.outcome is Outcome.UNDEFINED and d.point and _value_undefined_at(claim, d.point):
        # the stated value has no value there: the statement is undefined, not false (so "not" it is not proved)
        return Verdict(
            Status.REFUTED,
            f"{method}; {m}",
            f"the stated value {claim.value} is undefined at {d.point}",
            d.point,
            failure=Failure.UNDEFINED,
        )
    return Verdict(Status.OPEN, f"{method}; {m}", f"limit {L}; comparison undecided: {d.detail}")


def _refuted(claim, method, why, point) -> Verdict:
    """REFUTED at ``point``, completed with values of the claim's parameters from its domain
    (a limit that differs for every parameter value is refuted at one of them: the
    counterexample is an input); OPEN when no such point is found."""
    params = (set(claim.domain.symbols) | claim.expr.free_symbols | claim.value.free_symbols) - {claim.var}
    missing = sorted((p for p in params if p not in point), key=str)
    if missing:
        hyps = [c for c in claim.domain.constraints if claim.var not in c.free_symbols]
        found = decide(hyps + [c for p in missing for c in declared_signs(p)], sp.false, missing)
        if found.outcome is not Outcome.REFUTED or not found.point:
            return Verdict(Status.OPEN, method, notes=f"{why}, but no point of the parameters' domain was found")
        point = {**point, **{p: found.point[p] for p in missing if p in found.point}}
    return Verdict(Status.REFUTED, method, why, point, failure=Failure.FALSE)


def _value_undefined_at(claim, point) -> bool:
    """The point satisfies the domain's constraints on the parameters, and the stated value
    is undefined there (exactly)."""
    params = [c for c in claim.domain.constraints if claim.var not in c.free_symbols]
    try:
        if not all(relation_holds(c, point) for c in params):
            return False
        evaluate(claim.value, point)
    except UndefinedAtPoint:
        return True
    except (ValueError, TypeError):
        return False
    return False


@rechecker(Limit)
def recheck_limit(claim, verdict) -> bool:
    """Recompute the limit; it differs from the printed value at the counterexample
    (or the one-sided limits differ again, so there is no limit); for a refutation by an
    undefined value, the value is undefined at the counterexample."""
    if verdict.failure is Failure.UNDEFINED:
        return _value_undefined_at(claim, verdict.counterexample or {})
    try:
        L, _ = limit_computed(claim)
    except NoLimit:
        return True
    except LimitError:
        return False
    point = verdict.counterexample or {}
    try:
        return exact_sign(sp.sympify(L - claim.value).xreplace(point)) != 0
    except (UndefinedAtPoint, ValueError, TypeError):
        return L != claim.value


@evaluator(Limit)
def evaluate_limit(claim, point):
    """Numeric look: expr at var = 10^30 (or to + 10^-30) against the printed value."""
    with mpmath.workdps(DPS):
        near = sp.Integer(10) ** 30 if claim.to == sp.oo else claim.to + sp.Integer(10) ** -30
        if claim.to not in (sp.oo, -sp.oo) and not _allows(claim, point, near):  # a limit from the left
            near = claim.to - sp.Integer(10) ** -30
        p = dict(point)
        p[claim.var] = near
        a = mp_value(claim.expr, p)
        if claim.value in (sp.oo, -sp.oo):  # unbounded: large, with the right sign, near the limit point
            return a > 10**6 if claim.value == sp.oo else a < -(10**6)
        b = mp_value(claim.value, point)
        return abs(a - b) < mpmath.mpf(10) ** -8 * max(1, abs(b))


def _allows(claim, point, near) -> bool:
    """The domain's constraints on the limit's variable hold at ``near`` (the others at ``point``)."""
    at = {**point, claim.var: near}
    for c in claim.domain.constraints:
        if claim.var in c.free_symbols:
            truth = c.xreplace(at)
            if truth is not sp.true and truth is not True:
                return False
    return True
