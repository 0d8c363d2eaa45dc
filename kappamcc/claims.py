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

from .prove.exact import nonreal_symbols, violated_assumptions

__all__ = ["Status", "Origin", "Verdict", "Source", "Domain", "Claim", "format_point",
           "Certificate", "ExactPoint", "ProseArgument", "Undecided", "DerivationLine",
           # the kinds, re-exported from kappamcc.kinds
           "eq", "chain", "in_interval", "Relation", "IdentityAllN", "Limit", "Extremum", "Monotone", "Convex",
           "PrintedValue", "Steps", "AllOf", "Not", "Exists", "Counterexample", "ForEachSize"]


class Status(str, enum.Enum):
    PROVED = "PROVED"        # a sound method over the whole stated domain
    REFUTED = "REFUTED"      # false as printed; exact counterexample re-checked
    CORRECTED = "CORRECTED"  # REFUTED as printed, and the stated correction PROVED
    CHECKED = "CHECKED"      # numeric evidence only
    OPEN = "OPEN"            # nothing conclusive; the verdict says why
    # every part decided mechanically, but how the parts combine into the statement is a
    # prose argument the machine did not check: never reported as PROVED / REFUTED
    ARGUED = "ARGUED"                    # argued true from PROVED steps
    ARGUED_AGAINST = "ARGUED AGAINST"    # argued false from PROVED facts about a counterexample

    def __str__(self):
        return self.value


class Origin(str, enum.Enum):
    """Who states a claim: the source (a false verdict is an erratum of the source) or this
    suite (a step, a fact about a counterexample, a variant, a correction)."""
    PRINTED = "printed"
    SUITE = "suite"

    def __str__(self):
        return self.value


def exact_floats(e):
    """``e`` with every float replaced by the binary rational it stores (0.5 -> 1/2,
    0.1 -> 3602879701896397/36028797018963968): a float is an exact number, and the
    provers decide statements about exact numbers."""
    if not isinstance(e, sp.Basic) or not e.atoms(sp.Float):
        return e
    if isinstance(e, sp.core.relational.Relational):   # rebuilt unevaluated: Eq(x, x) must stay an equation
        return type(e)(exact_floats(e.lhs), exact_floats(e.rhs), evaluate=False)
    if isinstance(e, (sp.And, sp.Or, sp.Not, sp.Implies)):
        return type(e)(*[exact_floats(a) for a in e.args], evaluate=False)
    return e.xreplace({f: sp.Rational(f) for f in e.atoms(sp.Float)})


def format_point(point: Mapping | None) -> dict | None:
    if point is None:
        return None
    return {str(k): str(v) for k, v in point.items()}


@dataclass(frozen=True)
class Certificate:
    """Evidence of a proof: the sound method and what it rests on."""
    method: str
    detail: str


@dataclass(frozen=True)
class ExactPoint:
    """Evidence by a point (a counterexample, or an existence witness), re-checked exactly."""
    point: Mapping


@dataclass(frozen=True)
class ProseArgument:
    """Evidence that rests on words the machine did not check (ARGUED, ARGUED AGAINST)."""
    text: str


@dataclass(frozen=True)
class Undecided:
    """No conclusive evidence (OPEN, CHECKED): why."""
    reason: str


@dataclass(frozen=True)
class DerivationLine:
    """One line of a checked derivation: the formula, the rule that justifies it, and the
    premises it cites (earlier line numbers as "3", or claim IDs)."""
    number: int
    formula: str
    rule: str
    premises: tuple[str, ...] = ()


@dataclass
class Verdict:
    status: Status
    method: str
    certificate: str = ""
    counterexample: dict | None = None   # {variable: exact value}, re-checked exactly
    seconds: float = 0.0
    correction: "Verdict | None" = None  # the verdict of the claim's correction, if tried
    notes: str = ""
    derivation: tuple = ()               # DerivationLine, ...: the certificate of a checked derivation

    @property
    def evidence(self) -> tuple:
        """The verdict's evidence, typed: Certificate, ExactPoint, ProseArgument or Undecided."""
        if self.status in (Status.ARGUED, Status.ARGUED_AGAINST):
            return (ProseArgument(self.certificate),)
        if self.status in (Status.OPEN, Status.CHECKED):
            return (Undecided(self.notes or self.certificate),)
        point = (ExactPoint(self.counterexample),) if self.counterexample else ()
        if self.status == Status.PROVED:
            return (Certificate(self.method, self.certificate),) + point
        return point or (Certificate(self.method, self.certificate),)   # REFUTED by a proof of the negation

    def as_dict(self) -> dict:
        return {
            "verdict": str(self.status),
            "method": self.method,
            "certificate": self.certificate,
            "counterexample": format_point(self.counterexample),
            "seconds": round(self.seconds, 4),
            "notes": self.notes,
            "derivation": [{"number": l.number, "formula": l.formula, "rule": l.rule, "premises": list(l.premises)}
                           for l in self.derivation],
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
        if isinstance(self.symbols, sp.Basic) or isinstance(self.symbols, str):
            raise TypeError(f"Domain: symbols must be a tuple of sympy Symbols, got {self.symbols!r}")
        self.symbols = tuple(self.symbols)
        for s in self.symbols:
            if not isinstance(s, sp.Symbol):
                raise TypeError(f"Domain: symbols must be sympy Symbols, got {s!r} ({type(s).__name__})")
        bad = nonreal_symbols(self.symbols)
        if bad:
            raise ValueError(f"Domain: symbols {bad} are declared non-real (imaginary/complex); "
                             "claims are over the reals")
        if isinstance(self.constraints, (sp.Basic, bool, str)):
            raise TypeError(f"Domain: constraints must be a tuple of sympy relations, got {self.constraints!r}")
        out = []
        for c in self.constraints:
            c = exact_floats(sp.sympify(c))
            if c is sp.false or c is False:
                raise ValueError("Domain: a constraint evaluated to False (the domain would be empty)")
            if not isinstance(c, (sp.core.relational.Relational, sp.logic.boolalg.Boolean)):
                raise TypeError(f"Domain: constraints must be relations such as x > 0, got {c!r}")
            out.append(c)
        self.constraints = tuple(out)

    def with_constraints(self, *extra, text: str = "") -> "Domain":
        return Domain(self.symbols, self.constraints + tuple(extra),
                      f"{self.text}; {text}" if text else self.text, self.sampler)


def _require(ok: bool, name: str, what: str, got) -> None:
    if not ok:
        raise TypeError(f"{name} must be {what}, got {got!r} ({type(got).__name__})")


class Claim:
    """Base of every claim kind.  Subclasses implement ``decide`` and ``holds_at``."""

    kind = "claim"

    def __init__(self, id: str, statement: str, source: Source, *, expected: Status | str,
                 domain: Domain | None = None, uses: Sequence[str] = (),
                 correction: "Claim | None" = None, reading: str = "", origin: Origin | str = Origin.PRINTED):
        _require(isinstance(id, str) and id.strip() != "", "id", "a non-empty string", id)
        _require(isinstance(statement, str), "statement", "a string (the printed words)", statement)
        _require(isinstance(source, Source), "source", "a kappamcc.claims.Source", source)
        try:
            expected = Status(expected)
        except ValueError:
            raise ValueError(f"{id}: expected={expected!r} is not a status; use one of "
                             f"{', '.join(s.value for s in Status)}") from None
        _require(domain is None or isinstance(domain, Domain), "domain", "a kappamcc.claims.Domain", domain)
        _require(not isinstance(uses, str) and all(isinstance(u, str) for u in uses), "uses",
                 "a sequence of claim IDs (strings)", uses)
        _require(correction is None or isinstance(correction, Claim), "correction", "a Claim", correction)
        _require(isinstance(reading, str), "reading", "a string", reading)
        try:
            origin = Origin(origin)
        except ValueError:
            raise ValueError(f"{id}: origin={origin!r} is not one of {', '.join(o.value for o in Origin)}") from None
        self.id = id
        self.statement = statement
        self.source = source
        self.expected = Status(expected)
        self.domain = domain or Domain()
        self.uses = tuple(uses)
        self.correction = correction
        self.reading = reading  # which reading of an ambiguous print was checked
        self.origin = origin    # PRINTED: stated by the source; SUITE: added by this suite

    # -- answered by the provers registered for the kind (kappamcc.engine) -------
    def decide(self) -> Verdict:
        """The verdict of the kind's provers (kappamcc.engine), uncached."""
        from .engine import decide_claim
        return decide_claim(self)

    def holds_at(self, point: Mapping) -> bool | None:
        """Numeric check at one point of the domain (50 digits); None if not applicable."""
        from .engine import evaluate_at
        return evaluate_at(self, point)

    def confirms(self, verdict: Verdict) -> bool:
        """Re-check the evidence of a REFUTED/CORRECTED verdict independently, exactly."""
        from .engine import recheck
        return recheck(self, verdict)

    # -- shared -----------------------------------------------------------------
    def verify(self, fresh: bool = False) -> Verdict:
        """Compute the verdict (memoised per process and in :mod:`kappamcc.cache`, keyed by
        the engine's source; ``fresh=True`` recomputes)."""
        if not fresh and getattr(self, "_verdict", None) is not None:
            return self._verdict
        registered = getattr(self, "module", None) is not None   # only registry claims: their source is in the key
        if not fresh and registered:
            from . import cache
            cached = cache.load(self.id)
            if cached is not None:
                self._verdict = cached
                return cached
        t0 = time.perf_counter()
        try:
            v = self.decide()
            v = self._recheck(v)
        except Exception as exc:  # a prover crash must show, not pass silently
            v = Verdict(Status.OPEN, "error", notes=f"{type(exc).__name__}: {exc}")
        if v.status == Status.REFUTED and self.correction is not None:
            cv = self.correction.verify()
            v.correction = cv
            if cv.status == Status.PROVED:
                v.status = Status.CORRECTED
        v.seconds = time.perf_counter() - t0
        self._verdict = v
        if registered:
            from . import cache
            cache.store(self.id, v)
        return v

    def _recheck(self, v: Verdict) -> Verdict:
        """Every refutation is re-checked before it is reported: the counterexample must
        respect the symbols' assumptions (a positive symbol gets a positive value, an integer
        one an integer) and the kind's own exact re-check (``confirms``) must pass."""
        if v.status != Status.REFUTED:
            return v
        point = v.counterexample or {}
        broken = violated_assumptions({k: val for k, val in point.items() if isinstance(k, sp.Symbol)})
        if broken:
            return Verdict(Status.OPEN, v.method, v.certificate,
                           notes=f"refutation withdrawn: the counterexample breaks assumptions ({'; '.join(broken)})")
        if not self.confirms(v):
            return Verdict(Status.OPEN, v.method, v.certificate,
                           notes="refutation withdrawn: its evidence did not pass the exact re-check")
        return v

    def describe(self) -> str:
        return f"{self.id}: {self.statement} [{self.source}]"

    def __repr__(self):
        return f"<{type(self).__name__} {self.id}>"


# The claim kinds are records in kappamcc.kinds, built on the model above; they are
# re-exported here lazily (``from kappamcc.claims import Relation`` keeps working) so that
# this module does not import kinds at import time: no import cycle.
_KINDS = {"eq", "chain", "in_interval", "Relation", "IdentityAllN", "Limit", "Extremum", "Monotone", "Convex",
          "PrintedValue", "Steps", "AllOf", "Not", "Exists", "Counterexample", "ForEachSize"}


def __getattr__(name):
    if name in _KINDS:
        from . import kinds
        return getattr(kinds, name)
    raise AttributeError(f"module 'kappamcc.claims' has no attribute {name!r}")
