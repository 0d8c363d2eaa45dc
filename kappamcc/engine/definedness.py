"""Definedness of an expression on an interval, and exact membership of a point."""
from __future__ import annotations

import sympy as sp

from ..claims import Domain, Failure, Status, Verdict
from ..kinds import in_interval
from ..prove.exact import UndefinedAtPoint, evaluate, exact_sign, relation_holds
from ..prove.realarith import Outcome, decide, decide_defined


def undefined_on(expr, var, over: sp.Interval, domain: Domain) -> Verdict | None:
    """A verdict if ``expr`` is not defined everywhere on ``over`` (closed ends included)
    within the domain, or definedness is undecided; None if it is defined throughout.
    Decided on the expression as written, before any derivative is taken or cancelled."""
    syms = tuple(domain.symbols) + ((var,) if var not in domain.symbols else ())
    hyps = list(domain.constraints) + in_interval(var, over)
    logs = sorted(expr.atoms(sp.log), key=sp.default_sort_key)
    for lg in logs:   # every logarithm's argument positive on the interval as stated
        if lg.args[0].has(sp.log):
            return Verdict(Status.OPEN, "definedness", "nested logarithms are not covered")
        d = decide(hyps, sp.Gt(lg.args[0], 0, evaluate=False), syms)
        if d.outcome is not Outcome.PROVED:
            if d.outcome in (Outcome.UNDEFINED, Outcome.REFUTED):
                return Verdict(Status.REFUTED, "definedness (Z3 nlsat)",
                               f"log of a non-positive number at a point of the interval ({lg})", d.point,
                               failure=Failure.UNDEFINED)
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
        return Verdict(Status.REFUTED, "definedness (Z3 nlsat)",
                       f"the function is undefined at a point of the interval: {d.detail}", d.point,
                       failure=Failure.UNDEFINED)
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


