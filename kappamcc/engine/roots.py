"""Root: a root inside an interval by the intermediate value theorem.

The signs at the two ends are decided exactly (:mod:`kappamcc.prove.sign`).  Continuity on
the closed interval is shown by ball arithmetic: the interval is one arb ball (split in
halves when the enclosures are too wide), every subexpression is enclosed over it, and the
function is continuous there when every enclosure is finite -- each primitive the balls
support is continuous wherever its enclosure is finite (a division by a ball that holds 0,
a root or logarithm of a ball that reaches 0 or below, sign() of a ball that holds 0 give
an infinite or NaN ball; an unsupported function gives none, and the claim stays OPEN).
The same enclosures show the ``positive`` expressions > 0 on the whole interval.
"""

from __future__ import annotations

import flint
import mpmath
import sympy as sp

from ..model.claims import Status, Verdict
from ..model.kinds import Root
from ..prove import sign as sign_service
from ..prove.univariate import assumption_interval
from .numeric import mp_value
from .dispatch import evaluator, prover

__all__ = ["decide_root"]

MAX_PIECES = 64  # the interval is split into at most this many pieces
PRECISION = 128  # bits of the balls


def _enclosures(exprs, var, lo, hi) -> dict | None:
    """Every subexpression's ball over [lo, hi] (the ball of the two ends' union holds the
    interval), or None if some primitive has none."""
    ends = [flint.arb(flint.fmpq(int(x.p), int(x.q))) for x in (lo, hi)]
    return sign_service.enclosures(exprs, {var: ends[0].union(ends[1])}, PRECISION)


def _piece_ok(exprs, positive, var, lo, hi) -> bool:
    memo = _enclosures(exprs, var, lo, hi)
    if memo is None or not all(b.is_finite() for b in memo.values()):
        return False
    return all(memo[p] > 0 for p in positive)


def _continuous_and_positive(claim) -> str | None:
    """None when shown on every piece; else why not."""
    exprs = [claim.expr, *claim.positive]
    pieces = [(claim.over.start, claim.over.end)]
    while pieces:
        lo, hi = pieces.pop()
        if _piece_ok(exprs, claim.positive, claim.var, lo, hi):
            continue
        if _enclosures(exprs, claim.var, lo, hi) is None:
            return "an expression has a function that ball arithmetic does not enclose"
        if (hi - lo) * MAX_PIECES < claim.over.end - claim.over.start:
            return (
                f"on [{lo}, {hi}] an enclosure is infinite or not positive (a pole, a root of a negative "
                "number, or not positive there)"
            )
        mid = (lo + hi) / 2
        pieces += [(lo, mid), (mid, hi)]
    return None


@prover(Root)
def decide_root(claim) -> Verdict:
    method = "intermediate value theorem (exact end signs, ball arithmetic for continuity)"
    lo, hi = claim.over.start, claim.over.end
    # the theorem gives a real root somewhere in (lo, hi): one the symbol's assumptions or the
    # domain exclude (an integer, a positive number, x > 3/4) is no root of the statement
    allowed = assumption_interval(claim.var)
    if allowed is None or not sp.Interval.open(lo, hi).is_subset(allowed) is True:  # exact-ok: rational ends
        return Verdict(
            Status.OPEN,
            method,
            notes=f"{claim.var}'s assumptions restrict its values inside the "
            "interval: a real root need not respect them",
        )
    if any(claim.var in c.free_symbols for c in claim.domain.constraints):
        return Verdict(
            Status.OPEN,
            method,
            notes=f"the domain restricts {claim.var}: the root the theorem gives need not lie in it",
        )
    try:
        s_lo = sign_service.sign(claim.expr.xreplace({claim.var: lo}))
        s_hi = sign_service.sign(claim.expr.xreplace({claim.var: hi}))
    except (sign_service.Undecided, sign_service.UndefinedAtPoint, ValueError, TypeError) as exc:
        # (sympy's Max and Min refuse arguments they cannot order: a ValueError)
        return Verdict(Status.OPEN, method, notes=f"the sign at an end is not decided: {exc}")
    if s_lo * s_hi >= 0:
        return Verdict(
            Status.OPEN, method, notes=f"no sign change between the ends (signs {s_lo}, {s_hi}): nothing is concluded"
        )
    why = _continuous_and_positive(claim)
    if why is not None:
        return Verdict(Status.OPEN, method, notes=why)
    return Verdict(
        Status.PROVED,
        method,
        f"signs {s_lo:+d} at {claim.var} = {lo} and {s_hi:+d} at {hi}; every subexpression"
        + (" and every positive condition" if claim.positive else "")
        + f" enclosed in finite balls over [{lo}, {hi}]",
    )


@evaluator(Root)
def evaluate_root(claim, point):
    """Numerically: opposite signs at the ends and the positive expressions > 0 at the ends
    and the middle (evidence, never a verdict)."""
    lo, hi = claim.over.start, claim.over.end
    at = lambda e, x: mp_value(e.xreplace({claim.var: x}), {})  # noqa: E731
    with mpmath.workdps(30):
        if at(claim.expr, lo) * at(claim.expr, hi) >= 0:
            return False
        return all(at(p, x) > 0 for p in claim.positive for x in (lo, (lo + hi) / 2, hi))
