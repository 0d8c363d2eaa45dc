"""Definedness of an expression on an interval, and exact membership of a point."""

from __future__ import annotations

import sympy as sp

from ..model.claims import Domain, Failure, Status, Verdict
from ..model.kinds import in_interval
from ..prove.exact import UndefinedAtPoint, evaluate, exact_sign, relation_holds
from ..prove.exact import declared_signs
from ..prove.realarith import Outcome, decide, decide_defined, definedness_obligations
from ..prove.univariate import assumption_interval, is_bound_on


def undefined_on(expr, var, over: sp.Interval, domain: Domain) -> Verdict | None:
    """A verdict if ``expr`` is not defined everywhere on ``over`` (closed ends included)
    within the domain, or definedness is undecided; None if it is defined throughout.
    Decided on the expression as written, before any derivative is taken or cancelled."""
    syms = tuple(domain.symbols) + ((var,) if var not in domain.symbols else ())
    hyps = list(domain.constraints) + in_interval(var, over)
    logs = sorted(expr.atoms(sp.log), key=sp.default_sort_key)
    for lg in logs:  # every logarithm's argument positive on the interval as stated
        if lg.args[0].has(sp.log):
            return Verdict(Status.OPEN, "definedness", "nested logarithms are not covered")
        d = decide(hyps, sp.Gt(lg.args[0], 0, evaluate=False), syms)
        if d.outcome is not Outcome.PROVED:
            if d.outcome in (Outcome.UNDEFINED, Outcome.REFUTED):
                return Verdict(
                    Status.REFUTED,
                    "definedness (Z3 nlsat)",
                    f"log of a non-positive number at a point of the interval ({lg})",
                    d.point,
                    failure=Failure.UNDEFINED,
                )
            return Verdict(Status.OPEN, "definedness (Z3 nlsat)", f"log argument sign undecided: {d.detail}")
    # the rest with each logarithm standing for a real number (a constant one keeps its sign)
    stand_in = {}
    for lg in logs:
        if lg.free_symbols:
            stand_in[lg] = sp.Dummy("log")
        else:
            sign = exact_sign(lg)
            stand_in[lg] = sp.Dummy("log", positive=True) if sign > 0 else sp.Dummy("log", negative=True)
    d = decide_defined(hyps, expr.xreplace(stand_in), syms)
    if d.outcome is Outcome.PROVED:
        return None
    if d.outcome in (Outcome.UNDEFINED, Outcome.REFUTED):
        return Verdict(
            Status.REFUTED,
            "definedness (Z3 nlsat)",
            f"the function is undefined at a point of the interval: {d.detail}",
            d.point,
            failure=Failure.UNDEFINED,
        )
    return Verdict(Status.OPEN, "definedness (Z3 nlsat)", f"definedness on the interval undecided: {d.detail}")


def in_domain_on(point, domain: Domain, var, over) -> bool:
    """The point satisfies the domain's constraints and ``var`` lies in ``over``, exactly:
    the first thing every re-check of a counterexample on an interval asks."""
    try:
        return all(relation_holds(c, point) for c in list(domain.constraints) + in_interval(var, over))
    except (UndefinedAtPoint, ValueError, TypeError):
        return False


def undefined_at(expr, point, domain: Domain, var, over) -> bool:
    """The point lies in the domain and the interval, and ``expr`` is undefined there (exactly)."""
    if not in_domain_on(point, domain, var, over):
        return False
    try:
        evaluate(expr, point)
    except UndefinedAtPoint:
        return True
    except (ValueError, TypeError):
        return False
    return False


def gaps_in(var, over: sp.Interval, domain: Domain) -> str | None:
    """None when the points of ``over`` that the domain and ``var``'s assumptions allow are one
    interval for every value of the other parameters; otherwise why that is not shown.  A
    statement about f on an interval (monotone, convex) read piece by piece says nothing
    across a gap: x^3 - 3x on [-2, 2] with x^2 > 1 increases on each piece, not across."""
    if assumption_interval(var) is None:
        return f"{var}'s assumptions allow no interval of values (integer, nonzero, ...)"
    cutting = [c for c in domain.constraints if var in c.free_symbols and not is_bound_on(c, var)]
    if not cutting:
        return None
    below, above = sp.Dummy("below", real=True), sp.Dummy("above", real=True)
    hyps = [c for c in domain.constraints if var not in c.free_symbols] + [below < var, var < above]
    for end in (below, above):
        hyps += [c.xreplace({var: end}) for c in domain.constraints if var in c.free_symbols]
        hyps += in_interval(end, over) + [c.xreplace({var: end}) for c in declared_signs(var)]
    d = decide(hyps, sp.And(*cutting))
    if d.outcome is Outcome.PROVED:
        return None
    return f"the domain may cut the interval in pieces ({', '.join(map(str, cutting))}): {d.detail}"


def derivative_defined(derivative, expr, var, over: sp.Interval, domain: Domain) -> str | None:
    """None when ``derivative`` (as differentiation gives it, before any cancellation) is
    defined wherever ``expr`` is on the open interval; otherwise why that is not shown (a kink:
    -sqrt(x^2) for a symbol with no assumption has a second derivative that cancels to 0)."""
    if set(definedness_obligations(derivative)) <= set(definedness_obligations(expr)) and not derivative.atoms(
        sp.Function
    ) - expr.atoms(sp.Function):
        return None
    bad = undefined_on(derivative, var, sp.Interval.open(over.start, over.end), domain)
    return (
        None if bad is None else f"the derivative is not shown defined on the interval: {bad.certificate or bad.notes}"
    )
