"""Claims and verdicts.

A claim is data close to the paper's words: an ID from CLAIMS.md, the source and
the printed statement, the variables with their domain, the verdict the registry
expects (a regression check, never the verdict's source), what it ``uses``, and
optionally a ``correction``: a claim of its own which, when the printed claim is
REFUTED and the correction PROVED, turns the verdict into CORRECTED.

This module holds records only: it imports neither the engine nor the cache.
``kappamcc.engine.verify(claim)`` computes a claim's verdict; the claim kinds live in
:mod:`kappamcc.model.kinds`.
"""

from __future__ import annotations

import enum
import inspect
from dataclasses import dataclass
from typing import Callable, Iterator, Mapping, Protocol, Sequence, runtime_checkable

import sympy as sp

from ..prove.exact import nonreal_symbols

__all__ = [
    "statement_problem",
    "Status",
    "Origin",
    "Failure",
    "IndexValue",
    "ClassCount",
    "CLASSES",
    "FamilyName",
    "FAMILY",
    "Verdict",
    "Source",
    "Domain",
    "NamedFamily",
    "Claim",
    "format_point",
    "Certificate",
    "ExactPoint",
    "ProseArgument",
    "Undecided",
    "DerivationLine",
    "exact_floats",
    "Scope",
    "ErratumClass",
    "Erratum",
    "claim_in",
]


class Status(str, enum.Enum):
    """A verdict's status (DESIGN.md, "The verdict"): what was established, and how."""

    PROVED = "PROVED"  # a sound method over the whole stated domain, which is the printed scope
    # proved, but the formal statement covers less than the print (a fixed size, entries >= 1):
    # the claim's ``scope`` says what was checked
    PROVED_IN_PART = "PROVED IN PART"
    REFUTED = "REFUTED"  # false as printed; exact counterexample re-checked
    CORRECTED = "CORRECTED"  # REFUTED as printed, and the stated correction PROVED
    CHECKED = "CHECKED"  # numeric evidence only
    OPEN = "OPEN"  # nothing conclusive; the verdict says why
    # every part decided mechanically, but how the parts combine into the statement is a
    # prose argument the machine did not check: never reported as PROVED / REFUTED
    ARGUED = "ARGUED"  # argued true from PROVED steps
    ARGUED_AGAINST = "ARGUED AGAINST"  # argued false from PROVED facts about a counterexample

    def __str__(self):
        return self.value


class Origin(str, enum.Enum):
    """Who states a claim: the source (a false verdict is an erratum of the source) or this
    suite (a step, a fact about a counterexample, a variant, a correction)."""

    PRINTED = "printed"
    SUITE = "suite"

    def __str__(self):
        return self.value


class Failure(enum.Enum):
    """How a REFUTED verdict refutes: what its evidence shows."""

    FALSE = "false"  # the statement is false at the counterexample
    UNDEFINED = "undefined"  # the statement is undefined at the counterexample (a point of its domain)
    NEGATION = "negation"  # the negation is proved (the evidence is a proof, not a point)

    def __str__(self):
        return self.value


class ErratumClass(str, enum.Enum):
    """What kind of error a printed claim found false is (docs/readings.md)."""

    FALSE = "false"  # the mathematics fails in the printed scope with its evident meaning
    TYPO = "typo"  # a symbol, sign, label or value slip whose evident intent the correction proves
    IMPRECISE = (
        "imprecise"  # holds in the intended scope; fails only at a boundary, under a convention, in padded digits
    )

    def __str__(self):
        return self.value


@dataclass(frozen=True)
class Erratum:
    """The class of a printed claim's error and why it is that class (claim data, like ``reading=``).
    Build it with ``Erratum.false(why)``, ``Erratum.typo(why)`` or ``Erratum.imprecise(why)``."""

    of_class: ErratumClass
    why: str

    def __post_init__(self):
        if not isinstance(self.of_class, ErratumClass):
            raise TypeError(f"Erratum: of_class must be an ErratumClass, got {self.of_class!r}")
        if not isinstance(self.why, str) or not self.why.strip():
            raise ValueError("Erratum: say why the error is of its class (why='...')")

    @classmethod
    def false(cls, why: str) -> "Erratum":
        return cls(ErratumClass.FALSE, why)

    @classmethod
    def typo(cls, why: str) -> "Erratum":
        return cls(ErratumClass.TYPO, why)

    @classmethod
    def imprecise(cls, why: str) -> "Erratum":
        return cls(ErratumClass.IMPRECISE, why)


@dataclass(frozen=True)
class Scope:
    """The scope a printed claim states and the scope its formal statement covers.

    ``printed`` is what the source prints ("every N x N matrix of counts"); ``checked`` what
    the claim's domain and statement cover ("3 x 3, every entry >= 1").  When they differ, a
    proof of the formal statement is PROVED IN PART, never PROVED.  ``Scope.full(text)``
    declares a domain that looks narrow (a fixed size, entries >= 1) but is exactly the printed
    one."""

    printed: str
    checked: str

    def __post_init__(self):
        for name in ("printed", "checked"):
            value = getattr(self, name)
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"Scope: {name} must be a non-empty description, got {value!r}")

    @classmethod
    def full(cls, text: str) -> "Scope":
        return cls(text, text)

    @property
    def narrower(self) -> bool:
        return self.printed != self.checked


@dataclass(frozen=True)
class ClassCount:
    """The key of a counterexample entry that gives the number of classes N (a statement for
    every N refuted at one size)."""

    def __str__(self):
        return "N"


CLASSES = ClassCount()


@dataclass(frozen=True)
class FamilyName:
    """The key of a counterexample entry that names the family (or matrix) a statement fails on."""

    def __str__(self):
        return "family"


FAMILY = FamilyName()


@dataclass(frozen=True)
class IndexValue:
    """The key of a counterexample entry that fixes a free class index (identities for every N)."""

    name: str

    def __str__(self):
        return f"index {self.name}"


def exact_floats(e):
    """``e`` with every float replaced by the binary rational it stores (0.5 -> 1/2,
    0.1 -> 3602879701896397/36028797018963968): a float is an exact number, and the
    provers decide statements about exact numbers."""
    if not isinstance(e, sp.Basic) or not e.atoms(sp.Float):
        return e
    if isinstance(e, sp.core.relational.Relational):  # rebuilt unevaluated: Eq(x, x) must stay an equation
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
    latex: str = ""  # the formula as LaTeX, from its sympy objects, where it has one (the site typesets it)


@dataclass
class Verdict:
    status: Status
    method: str
    certificate: str = ""
    counterexample: dict | None = None  # {variable: exact value}, re-checked exactly
    seconds: float = 0.0
    correction: "Verdict | None" = None  # the verdict of the claim's correction, if tried
    notes: str = ""
    derivation: tuple = ()  # DerivationLine, ...: the certificate of a checked derivation
    failure: Failure | None = None  # a refutation: false at the point, undefined there, or negation proved
    part: str | None = None  # the ID of the part / line / fact whose refutation this is
    scope: str | None = None  # PROVED IN PART: the scope that was checked (narrower than printed)
    crashed: bool = False  # OPEN because a prover raised (its message in notes): never cached, never expected

    @property
    def evidence(self) -> tuple:
        """The verdict's evidence, typed: Certificate, ExactPoint, ProseArgument or Undecided."""
        if self.status in (Status.ARGUED, Status.ARGUED_AGAINST):
            return (ProseArgument(self.certificate),)
        if self.status in (Status.OPEN, Status.CHECKED):
            return (Undecided(self.notes or self.certificate),)
        point = (ExactPoint(self.counterexample),) if self.counterexample else ()
        if self.status in (Status.PROVED, Status.PROVED_IN_PART):
            return (Certificate(self.method, self.certificate),) + point
        return point or (Certificate(self.method, self.certificate),)  # REFUTED by a proof of the negation

    def as_dict(self) -> dict:
        return {
            "verdict": str(self.status),
            "method": self.method,
            "certificate": self.certificate,
            "counterexample": format_point(self.counterexample),
            "seconds": round(self.seconds, 4),
            "notes": self.notes,
            "derivation": [
                {
                    "number": l.number,
                    "formula": l.formula,
                    "rule": l.rule,
                    "premises": list(l.premises),
                    "latex": l.latex,
                }
                for l in self.derivation
            ],
            "failure": self.failure.value if self.failure else None,
            "part": self.part,
            "scope": self.scope,
            "correction": self.correction.as_dict() if self.correction else None,
        }


@dataclass(frozen=True)
class Source:
    """Where the statement is printed: paper key, locator (section, page, lines), and what is
    printed there: ``printed``, a formula in LaTeX (shown as mathematics), or ``quote``, words
    or program output as printed (shown verbatim)."""

    paper: str
    locator: str
    printed: str = ""
    quote: str = ""

    def __str__(self):
        return f"{self.paper}, {self.locator}"


@dataclass(frozen=True)
class Domain:
    """Variables with their domain, as the text states it (a record: it cannot change once built).

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
        object.__setattr__(self, "symbols", tuple(self.symbols))
        for s in self.symbols:
            if not isinstance(s, sp.Symbol):
                raise TypeError(f"Domain: symbols must be sympy Symbols, got {s!r} ({type(s).__name__})")
        bad = nonreal_symbols(self.symbols)
        if bad:
            raise ValueError(
                f"Domain: symbols {bad} are declared non-real (imaginary/complex); claims are over the reals"
            )
        if isinstance(self.constraints, (sp.Basic, bool, str)):
            raise TypeError(f"Domain: constraints must be a tuple of sympy relations, got {self.constraints!r}")
        out = []
        for c in self.constraints:
            c = exact_floats(sp.sympify(c))
            if c is sp.false or c is False:
                raise ValueError("Domain: a constraint evaluated to False (the domain would be empty)")
            problem = statement_problem(c)
            if problem:
                raise TypeError(f"Domain: constraints must be relations such as x > 0: {problem}")
            out.append(c)
        object.__setattr__(self, "constraints", tuple(out))

    def with_constraints(self, *extra, text: str = "") -> "Domain":
        return Domain(
            self.symbols, self.constraints + tuple(extra), f"{self.text}; {text}" if text else self.text, self.sampler
        )

    def where(self, *extra, text: str, sampler: Callable | None = None) -> "Domain":
        """This domain narrowed by the constraints ``extra`` (a case of a statement), ``text``
        saying them as printed; ``sampler`` gives the narrower domain's points (None: drawn per
        variable and filtered by the constraints; this domain's own sampler is not kept, its
        points would rarely fall in the case)."""
        if not text:
            raise ValueError("Domain.where: say the narrowing constraints in words (text='...')")
        return Domain(
            symbols=self.symbols,
            constraints=self.constraints + tuple(extra),
            text=f"{self.text}; {text}",
            sampler=sampler,
        )


@runtime_checkable
class NamedFamily(Protocol):
    """What a claim's ``families=`` names: a family of confusion matrices
    (:class:`kappamcc.model.family.Family`, or ``AggregateFamily`` of symbolic size).  The claim
    is then about that family's matrices (:mod:`kappamcc.model.family_constraints`)."""

    name: str
    domain: Domain
    entries: tuple  # the matrix's entries; () for a family of symbolic size

    def derived_metrics(self) -> tuple: ...

    def iter_metrics(self) -> Iterator: ...


def _require(ok: bool, name: str, what: str, got) -> None:
    if not ok:
        raise TypeError(f"{name} must be {what}, got {got!r} ({type(got).__name__})")


# what may be set on a claim after it is built: where the registry found it, and the verdict it
# expects (a regression check, never the verdict's source: the verdict does not depend on it)
_SET_AFTER_BUILDING = frozenset({"module", "expected"})


def statement_problem(rel) -> str | None:
    """Why ``rel`` is not a statement the provers read (None if it is one): a relation
    (=, !=, <, <=, >, >=) between real expressions, or And, Or, Not, Implies of such."""
    if rel is sp.true or rel is True:
        return None
    if isinstance(rel, (sp.And, sp.Or, sp.Not, sp.Implies)):
        return next((p for p in map(statement_problem, rel.args) if p), None)
    if not isinstance(rel, sp.core.relational.Relational):
        return f"{rel!r} ({type(rel).__name__}) is not a relation"
    for side in rel.args:
        if not isinstance(side, sp.Expr):
            return f"a side of {rel} is {side!r} ({type(side).__name__}), not a number or an expression"
    return None


class Claim:
    """Base of every claim kind.  Subclasses implement ``decide`` and ``holds_at``.

    A claim is a record: once its constructor has returned, its fields cannot be set again
    (a verdict is remembered per claim object, and must stay the verdict of what it says)."""

    kind = "claim"
    # the families whose matrices the statement is about (the kinds that read a family's
    # metrics take ``families=``): their constraints are part of the domain
    families: tuple = ()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if "__init__" not in cls.__dict__:
            return
        init = cls.__init__

        def sealing_init(self, *args, **kwargs):
            init(self, *args, **kwargs)
            if type(self).__init__ is sealing_init:  # the outermost constructor has finished
                object.__setattr__(self, "_sealed", True)

        sealing_init.__wrapped__, sealing_init.__doc__ = init, init.__doc__
        sealing_init.__signature__ = inspect.signature(init)
        cls.__init__ = sealing_init

    def __setattr__(self, name, value):
        if self.__dict__.get("_sealed") and name not in _SET_AFTER_BUILDING:
            raise AttributeError(
                f"{self.__dict__.get('id', type(self).__name__)}: a claim cannot change after it is "
                f"built (setting {name!r}); build a new claim instead"
            )
        object.__setattr__(self, name, value)

    def __init__(
        self,
        id: str,
        statement: str,
        source: Source,
        *,
        expected: Status | str,
        domain: Domain | None = None,
        uses: Sequence[str] = (),
        correction: "Claim | None" = None,
        reading: str = "",
        origin: Origin | str = Origin.PRINTED,
        scope: Scope | None = None,
        erratum: Erratum | None = None,
    ):
        _require(isinstance(id, str) and id.strip() != "", "id", "a non-empty string", id)
        _require(isinstance(statement, str), "statement", "a string (the printed words)", statement)
        _require(isinstance(source, Source), "source", "a kappamcc.model.claims.Source", source)
        try:
            expected = Status(expected)
        except ValueError:
            raise ValueError(
                f"{id}: expected={expected!r} is not a status; use one of {', '.join(s.value for s in Status)}"
            ) from None
        _require(domain is None or isinstance(domain, Domain), "domain", "a kappamcc.model.claims.Domain", domain)
        _require(
            not isinstance(uses, str) and all(isinstance(u, str) for u in uses),
            "uses",
            "a sequence of claim IDs (strings)",
            uses,
        )
        _require(correction is None or isinstance(correction, Claim), "correction", "a Claim", correction)
        _require(isinstance(reading, str), "reading", "a string", reading)
        _require(scope is None or isinstance(scope, Scope), "scope", "a kappamcc.model.claims.Scope", scope)
        _require(erratum is None or isinstance(erratum, Erratum), "erratum", "a kappamcc.model.claims.Erratum", erratum)
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
        self.origin = origin  # PRINTED: stated by the source; SUITE: added by this suite
        if erratum is not None and origin is not Origin.PRINTED:
            raise ValueError(f"{id}: erratum= classes an error of the source; this claim is the suite's own")
        self.scope = scope  # the printed scope and the scope checked: narrower makes a proof PROVED IN PART
        self.erratum = erratum  # a printed claim found false: its class (false, typo, imprecise) and why

    @property
    def erratum_class(self) -> "ErratumClass | None":
        return self.erratum.of_class if self.erratum else None

    def describe(self) -> str:
        return f"{self.id}: {self.statement} [{self.source}]"

    def __repr__(self):
        return f"<{type(self).__name__} {self.id}>"


def claim_in(claims, id: str) -> Claim:
    """The claim with this ID in a list of claims (a module's CLAIMS: to reuse it as a step, a
    part or a fact of another claim); KeyError when none has it."""
    for c in claims:
        if c.id == id:
            return c
    raise KeyError(id)
