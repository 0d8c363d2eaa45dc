"""Claims and verdicts.

A claim is data close to the paper's words: an ID from CLAIMS.md, the source and
the printed statement, the variables with their domain, the verdict the registry
expects (a regression check, never the verdict's source), what it ``uses``, and
optionally a ``correction``: a claim of its own which, when the printed claim is
REFUTED and the correction PROVED, turns the verdict into CORRECTED.

``Claim.verify()`` computes the verdict with a prover from :mod:`kappamcc.prove`.
``Claim.holds_at(point)`` evaluates the printed statement at one point with mpmath at
50 digits; the Hypothesis spot checks call it with points drawn from the domain.
The claim kinds live in :mod:`kappamcc.kinds`; this module holds the shared model.
"""
from __future__ import annotations

import enum
import time
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

import sympy as sp

__all__ = ["Status", "Verdict", "Source", "Domain", "Claim", "format_point",
           # the kinds, re-exported from kappamcc.kinds
           "eq", "chain", "in_interval", "Relation", "IdentityAllN", "Limit", "Extremum", "Monotone", "Convex",
           "PrintedValue", "Steps", "AllOf", "Exists", "Counterexample", "ForEachSize"]


class Status(str, enum.Enum):
    PROVED = "PROVED"        # a sound method over the whole stated domain
    REFUTED = "REFUTED"      # false as printed; exact counterexample re-checked
    CORRECTED = "CORRECTED"  # REFUTED as printed, and the stated correction PROVED
    CHECKED = "CHECKED"      # numeric evidence only
    OPEN = "OPEN"            # nothing conclusive; the verdict says why

    def __str__(self):
        return self.value


def format_point(point: Mapping | None) -> dict | None:
    if point is None:
        return None
    return {str(k): str(v) for k, v in point.items()}


@dataclass
class Verdict:
    status: Status
    method: str
    certificate: str = ""
    counterexample: dict | None = None   # {variable: exact value}, re-checked exactly
    seconds: float = 0.0
    correction: "Verdict | None" = None  # the verdict of the claim's correction, if tried
    notes: str = ""

    def as_dict(self) -> dict:
        return {
            "verdict": str(self.status),
            "method": self.method,
            "certificate": self.certificate,
            "counterexample": format_point(self.counterexample),
            "seconds": round(self.seconds, 4),
            "notes": self.notes,
            "correction": self.correction.as_dict() if self.correction else None,
        }


@dataclass(frozen=True)
class Source:
    """Where the statement is printed: paper key, locator (section, page, lines), LaTeX."""

    paper: str
    locator: str
    printed: str = ""

    def __str__(self):
        return f"{self.paper}, {self.locator}"


@dataclass
class Domain:
    """Variables with their domain, as the text states it.

    ``constraints`` are sympy relations (non-degeneracy included).  ``sampler`` is an
    optional Hypothesis-strategy factory returning points (dicts) in the domain; without
    it, points are drawn per variable and filtered by the constraints.
    """

    symbols: tuple = ()
    constraints: tuple = ()
    text: str = ""
    sampler: Callable | None = None

    def __post_init__(self):
        self.symbols = tuple(self.symbols)
        self.constraints = tuple(sp.sympify(c) for c in self.constraints)

    def with_constraints(self, *extra, text: str = "") -> "Domain":
        return Domain(self.symbols, self.constraints + tuple(extra),
                      f"{self.text}; {text}" if text else self.text, self.sampler)


class Claim:
    """Base of every claim kind.  Subclasses implement ``decide`` and ``holds_at``."""

    kind = "claim"

    def __init__(self, id: str, statement: str, source: Source, *, expected: Status | str,
                 domain: Domain | None = None, uses: Sequence[str] = (),
                 correction: "Claim | None" = None, reading: str = ""):
        self.id = id
        self.statement = statement
        self.source = source
        self.expected = Status(expected)
        self.domain = domain or Domain()
        self.uses = tuple(uses)
        self.correction = correction
        self.reading = reading  # which reading of an ambiguous print was checked

    # -- to be provided by kinds -------------------------------------------------
    def decide(self) -> Verdict:  # pragma: no cover - abstract
        raise NotImplementedError

    def holds_at(self, point: Mapping) -> bool | None:
        """Numeric check at one point of the domain (50 digits); None if not applicable."""
        return None

    def confirms(self, verdict: Verdict) -> bool:
        """Re-check the evidence of a REFUTED/CORRECTED verdict independently, exactly."""
        return False

    # -- shared -----------------------------------------------------------------
    def verify(self, fresh: bool = False) -> Verdict:
        """Compute the verdict (memoised per process; ``fresh=True`` recomputes)."""
        if not fresh and getattr(self, "_verdict", None) is not None:
            return self._verdict
        t0 = time.perf_counter()
        try:
            v = self.decide()
        except Exception as exc:  # a prover crash must show, not pass silently
            v = Verdict(Status.OPEN, "error", notes=f"{type(exc).__name__}: {exc}")
        if v.status == Status.REFUTED and self.correction is not None:
            cv = self.correction.verify()
            v.correction = cv
            if cv.status == Status.PROVED:
                v.status = Status.CORRECTED
        v.seconds = time.perf_counter() - t0
        self._verdict = v
        return v

    def describe(self) -> str:
        return f"{self.id}: {self.statement} [{self.source}]"

    def __repr__(self):
        return f"<{type(self).__name__} {self.id}>"


# The claim kinds are defined in kappamcc.kinds on top of the model above.
from .kinds import (AllOf, Convex, Counterexample, Exists, Extremum, ForEachSize, IdentityAllN, Limit,  # noqa: E402
                    Monotone, PrintedValue, Relation, Steps, chain, eq, in_interval)
