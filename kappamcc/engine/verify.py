"""Verification: the one public way to decide a claim.

``verify(claim)`` asks the kind's provers (:mod:`.dispatch`), re-checks a refutation
before it is believed (the counterexample must respect the symbols' assumptions and pass
the kind's own exact re-check), turns a REFUTED claim whose correction is PROVED into
CORRECTED, and remembers the verdict: per process (off the claim object) and, for a
registry claim, in the verdict cache (:mod:`kappamcc.engine.cache`), keyed by the engine's source.
``holds_at`` evaluates a claim at one point for the spot checks (evidence, never proof).
"""

from __future__ import annotations

import time
import weakref
from typing import Mapping

import sympy as sp

from . import cache
from ..model.claims import Claim, Domain, Status, Verdict
from ..prove.exact import violated_assumptions
from .dispatch import decide_claim, evaluate_at, recheck

__all__ = ["verify", "known_verdict", "holds_at", "confirms", "forget", "remember"]

# claim -> its verdict in this process (weak: a claim built and dropped by a test leaves no trace)
_VERDICTS: "weakref.WeakKeyDictionary[Claim, Verdict]" = weakref.WeakKeyDictionary()


def verify(claim: Claim, fresh: bool = False) -> Verdict:
    """The verdict of ``claim``: memoised per process and, for a registry claim, in the
    verdict cache; ``fresh=True`` recomputes it."""
    if not fresh and claim in _VERDICTS:
        return _VERDICTS[claim]
    registered = getattr(claim, "module", None) is not None  # only registry claims: their source is in the key
    if not fresh and registered:
        cached = cache.load(claim)
        if cached is not None:
            _VERDICTS[claim] = cached
            return cached
    t0 = time.perf_counter()
    with cache.reading_inputs() as inputs:  # the files a user's claim reads while it is decided
        try:
            huge = _huge_power(claim)
            v = Verdict(Status.OPEN, "exact arithmetic", notes=huge) if huge else _rechecked(claim, decide_claim(claim))
        except Exception as exc:  # a prover crash must show, not pass silently
            v = Verdict(Status.OPEN, "error", notes=f"{type(exc).__name__}: {exc}", crashed=True)
        if v.status == Status.REFUTED and claim.correction is not None:
            cv = verify(claim.correction)
            v.correction = cv
            if cv.status == Status.PROVED:  # a correction PROVED IN PART leaves the print REFUTED
                v.status = Status.CORRECTED
    v = in_scope(claim, v)
    v.seconds = time.perf_counter() - t0
    _VERDICTS[claim] = v
    if registered:
        cache.store(claim, v, inputs)
    return v


# Beyond this, an exponent makes exact arithmetic evaluate or expand numbers and polynomials of
# millions of terms or digits (minutes, gigabytes, or GMP aborting the process).
LARGEST_EXPONENT = 10**5


def _huge_power(claim: Claim) -> str | None:
    """Why the claim is out of exact arithmetic's reach: an unevaluated power, with a base other
    than 0, 1, -1, whose rational exponent has a numerator or denominator beyond
    LARGEST_EXPONENT; None otherwise.  Parts of composite claims are verified, and checked, on their own."""
    todo = [v for k, v in vars(claim).items() if k not in ("correction", "uses", "source")]
    while todo:
        value = todo.pop()
        if isinstance(value, Domain):
            todo.extend(value.constraints)
        elif isinstance(value, (list, tuple)):
            todo.extend(value)
        elif isinstance(value, sp.Basic):
            for power in value.atoms(sp.Pow):
                e = power.exp
                if e.is_Rational and max(abs(e.p), e.q) > LARGEST_EXPONENT and power.base not in (0, 1, -1):
                    return (
                        f"the power {sp.sstr(power.base)[:40]}^({e}) has an exponent beyond {LARGEST_EXPONENT}: "
                        "exact arithmetic on it is out of reach"
                    )
    return None


def known_verdict(claim: Claim) -> Verdict | None:
    """The verdict already computed for ``claim`` (this process, or the cache for a registry
    claim), without computing one; None when there is none."""
    if claim in _VERDICTS:
        return _VERDICTS[claim]
    if getattr(claim, "module", None) is not None:
        cached = cache.load(claim)
        if cached is not None:
            _VERDICTS[claim] = cached
            return cached
    return None


def remember(claim: Claim, verdict: Verdict) -> None:
    """Set the process's verdict of ``claim`` (a test standing in for the engine).  From then on
    no verdict of the suite's claims is stored: one may have been computed from this one."""
    cache.set_by_hand()
    _VERDICTS[claim] = verdict


def forget(claim: Claim) -> None:
    """Drop the process's memoised verdict of ``claim`` (the cache is untouched)."""
    _VERDICTS.pop(claim, None)


def confirms(claim: Claim, verdict: Verdict) -> bool:
    """Re-check the evidence of a REFUTED/CORRECTED verdict independently, exactly."""
    return recheck(claim, verdict)


def holds_at(claim: Claim, point: Mapping) -> bool | None:
    """Numeric check at one point of the domain (50 digits); None if not applicable."""
    return evaluate_at(claim, point)


def in_scope(claim: Claim, v: Verdict) -> Verdict:
    """A proof of a formal statement narrower than the print (the claim's declared ``scope``) is
    PROVED IN PART, with the scope that was checked; a part proved in part stays so."""
    scope = claim.scope
    if scope is None or not scope.narrower or v.status not in (Status.PROVED, Status.PROVED_IN_PART):
        return v
    v.status = Status.PROVED_IN_PART
    v.scope = f"{scope.checked}; {v.scope}" if v.scope else scope.checked
    return v


def _rechecked(claim: Claim, v: Verdict) -> Verdict:
    """Every refutation is re-checked before it is reported: the counterexample must respect
    the symbols' assumptions (a positive symbol gets a positive value, an integer one an
    integer) and the kind's own exact re-check must pass."""
    if v.status != Status.REFUTED:
        return v
    point = v.counterexample or {}
    broken = violated_assumptions({k: val for k, val in point.items() if isinstance(k, sp.Symbol)})
    if broken:
        return Verdict(
            Status.OPEN,
            v.method,
            v.certificate,
            notes=f"refutation withdrawn: the counterexample breaks assumptions ({'; '.join(broken)})",
        )
    if not recheck(claim, v):
        return Verdict(
            Status.OPEN,
            v.method,
            v.certificate,
            notes="refutation withdrawn: its evidence did not pass the exact re-check",
        )
    return v
