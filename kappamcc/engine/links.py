"""The link provers: a relation's links, by shape (closed numbers, logarithms, identities,
one variable, Z3); each returns (Decision, method) or None, an 'unknown' passes on."""

from __future__ import annotations

from typing import Callable

import sympy as sp

from ..model.claims import Domain, Failure, Status, Verdict
from ..prove.exact import UndefinedAtPoint, relation_holds
from ..prove.identity import prove_identity
from ..prove.logs import has_log, log_sign, prove_log_identity
from ..prove.realarith import Outcome, Decision, decide
from ..prove.univariate import assumption_interval, decide_univariate, interval_of, is_univariate_rational


def status_from(decisions: list[tuple[str, Decision, str]], what: str = "link") -> Verdict:
    """Combine link decisions into one verdict: REFUTED at the first link that fails or is
    undefined (the failure typed), OPEN at the first undecided one, else PROVED."""
    methods = sorted({m for _, _, m in decisions})
    for label, d, m in decisions:
        if d.outcome in (Outcome.REFUTED, Outcome.UNDEFINED):
            undefined = d.outcome is Outcome.UNDEFINED
            return Verdict(
                Status.REFUTED,
                m,
                f"{what} {label} {'is undefined' if undefined else 'fails'}: {d.detail}",
                d.point,
                failure=Failure.UNDEFINED if undefined else Failure.FALSE,
            )
    unknown = [(label, d) for label, d, _ in decisions if d.outcome is not Outcome.PROVED]
    if unknown:
        label, d = unknown[0]
        return Verdict(Status.OPEN, ", ".join(methods), f"{what} {label} undecided: {d.detail}")
    return Verdict(
        Status.PROVED, ", ".join(methods), "; ".join(f"{what} {label}: {d.detail}" for label, d, _ in decisions)
    )


# ---------------------------------------------------------------------------
# the link provers, by shape: each returns (Decision, method) or None (not its shape);
# an 'unknown' decision passes to the next prover


def _closed_numbers(link, domain):
    free = getattr(link, "free_symbols", set())
    if free or (isinstance(link, sp.Eq) and has_log(link)):
        return None
    # closed numbers: decided by exact evaluation (minimal polynomials for algebraic
    # numbers); the solvers have no variable to build a counterexample from
    try:
        ok = relation_holds(link, {})
    except UndefinedAtPoint as exc:
        return Decision(Outcome.UNDEFINED, {}, str(exc)), "exact evaluation"
    except ValueError:
        return None
    return Decision(
        Outcome.PROVED if ok else Outcome.REFUTED, None if ok else {}, "closed numbers compared exactly"
    ), "exact evaluation"


def _logarithms(link, domain):
    if not has_log(link):
        return None
    hyps, free = list(domain.constraints), getattr(link, "free_symbols", set())
    if isinstance(link, sp.Eq):
        return prove_log_identity(link.lhs, link.rhs, hyps, domain.symbols or None), "log-basis normal form"
    want = {"<": "negative", "<=": "nonpositive", ">": "positive", ">=": "nonnegative"}.get(getattr(link, "rel_op", ""))
    if want is None:
        return Decision(
            Outcome.UNKNOWN, None, "only equations and inequalities with logarithms are covered"
        ), "log basis"
    return log_sign(
        link.lhs - link.rhs, hyps, domain.symbols or tuple(sorted(free, key=str)), want
    ), "log basis + Z3 nlsat"


def _identity(link, domain):
    if not isinstance(link, sp.Eq) or has_log(link):
        return None
    return prove_identity(link.lhs, link.rhs, list(domain.constraints), domain.symbols or None)


def _one_variable(link, domain):
    free = getattr(link, "free_symbols", set())
    if len(free) != 1 or has_log(link) or isinstance(link, sp.Eq):
        return None
    x = next(iter(free))
    if not is_univariate_rational(link, x):
        return None
    # exact root isolation on the interval the domain gives (and x's sign assumptions allow)
    interval, allowed = interval_of(x, list(domain.constraints), strict=True), assumption_interval(x)
    piece = interval.intersect(allowed) if interval is not None and allowed is not None else None
    if not isinstance(piece, sp.Interval):
        return None
    return decide_univariate(link, x, piece), "real-root isolation"


def _z3(link, domain):
    if has_log(link) or isinstance(link, sp.Eq) and not getattr(link, "free_symbols", set()):
        return None
    return decide(list(domain.constraints), link, domain.symbols or None), "Z3 nlsat"


LINK_PROVERS: list[Callable] = [_closed_numbers, _logarithms, _identity, _one_variable, _z3]


def decide_link(link, domain: Domain) -> tuple[Decision, str]:
    """Decide one relation over a domain with the first link prover whose answer is conclusive."""
    last = None
    for f in LINK_PROVERS:
        answer = f(link, domain)
        if answer is None:
            continue
        if answer[0].outcome is not Outcome.UNKNOWN:
            return answer
        last = answer
    return last or (Decision(Outcome.UNKNOWN, None, "no link prover handles this shape"), "none")
