"""The claim kinds: declarative records of what a statement says.

Each kind is a record with named fields, validated when it is built (a bad argument is a
``TypeError``/``ValueError`` naming it), and no decision logic: the provers that decide a
kind, re-check its evidence and evaluate it at a point live in :mod:`kappamcc.engine`,
registered by the kind they handle.

=================  ==============================================================
kind               fields (besides id, statement, source, expected, domain, ...)
=================  ==============================================================
Relation           relation: a relation or a list of them (a chain)
IdentityAllN       equations between index sums, arrays: for every N
Limit              expr, var, to, value
Extremum           expr, var, at, over, kind ("min" | "max")
Monotone           expr, var, over, direction ("increasing" | "decreasing"), integer_steps
Convex             expr, var, over
PrintedValue       exact, printed (the printed decimal, as text)
AllOf              parts: the statement is their conjunction
Not                claim: the statement is its negation
Steps              steps, argument (prose), derivation: ARGUED from PROVED steps
Exists             negation: the universal claim "not P"
Counterexample     family, facts, argument: ARGUED AGAINST from PROVED facts
ForEachSize        sizes, check(N): an exact check per listed size
=================  ==============================================================
"""

from __future__ import annotations

import re
from typing import Sequence

import sympy as sp

from .claims import Claim, Domain, NamedFamily, exact_floats, statement_problem
from .family_constraints import constraints_for, unused_families
from .derivations import cited_claims
from .printed_form import PrintedDenominatorWarning, printed_form, warn_lost_denominators  # noqa: F401  (users import them here)
from ..prove.exact import declared_beyond_real
from ..prove.identity_all_n import check_arrays
from ..prove.index_sums import Array, IndexFraction, IndexPoly
from ..prove.log_sums import LogAtoms, Ratio, uses_reciprocals

__all__ = [
    "DECIDED_FROM_CLAIMS",
    "Derived",
    "ForEveryFamily",
    "SomeFamily",
    "eq",
    "chain",
    "Relation",
    "IdentityAllN",
    "Limit",
    "Extremum",
    "Monotone",
    "Convex",
    "Root",
    "AllOf",
    "Not",
    "PrintedValue",
    "Steps",
    "Exists",
    "Counterexample",
    "ForEachSize",
    "in_interval",
    "parse_printed",
]


def _need(cond: bool, claim_id, arg: str, what: str, got) -> None:
    """Constructor argument check: a clear TypeError naming the argument."""
    if not cond:
        raise TypeError(f"{claim_id}: {arg} must be {what}, got {got!r} ({type(got).__name__})")


def _choice(claim_id, arg: str, value, allowed: tuple):
    """Mode strings are validated, never guessed: anything but the listed values is an error."""
    if value not in allowed:
        raise ValueError(f"{claim_id}: {arg}={value!r} is not one of {', '.join(map(repr, allowed))}")
    return value


def _expr(claim_id, arg: str, e):
    if isinstance(e, (str, bool)) or e is None:
        raise TypeError(f"{claim_id}: {arg} must be a sympy expression, got {e!r} ({type(e).__name__})")
    try:
        e = sp.sympify(e, strict=True)
    except (sp.SympifyError, TypeError):
        raise TypeError(f"{claim_id}: {arg} must be a sympy expression, got {e!r} ({type(e).__name__})") from None
    if not isinstance(e, sp.Expr):
        raise TypeError(f"{claim_id}: {arg} must be an expression, not a relation or boolean: {e!r}")
    return exact_floats(e)


def _symbol(claim_id, arg: str, x):
    _need(isinstance(x, sp.Symbol), claim_id, arg, "a sympy Symbol", x)
    return x


def _interval(claim_id, arg: str, iv):
    _need(isinstance(iv, sp.Interval), claim_id, arg, "a sympy Interval", iv)
    if iv.atoms(sp.Float):
        iv = sp.Interval(exact_floats(iv.start), exact_floats(iv.end), iv.left_open, iv.right_open)
    return iv


def _claims(claim_id, arg: str, items):
    _need(not isinstance(items, (str, Claim)) and hasattr(items, "__iter__"), claim_id, arg, "a list of claims", items)
    items = tuple(items)  # a tuple: a claim's parts cannot change once it is built
    _need(bool(items) and all(isinstance(c, Claim) for c in items), claim_id, arg, "a non-empty list of claims", items)
    return items


def _name_families(claim: Claim, expressions, families) -> tuple:
    """Validate ``families=`` and record it on the claim: a tuple of families, each of which
    derives an expression the statement uses (naming a family says the statement is about its
    matrices; a family it is not about would say something false of it)."""
    _need(
        not isinstance(families, (str, NamedFamily)) and hasattr(families, "__iter__"),
        claim.id,
        "families",
        "a tuple of families (kappamcc.model.family.Family), such as families=(F,)",
        families,
    )
    families = tuple(families)
    for f in families:
        _need(isinstance(f, NamedFamily), claim.id, "families", "a tuple of families (kappamcc.model.family.Family)", f)
    unused = unused_families(families, expressions)
    if unused:
        raise ValueError(
            f"{claim.id}: families= names {', '.join(f.name for f in unused)}, whose kappa, MCC, Asy and Ent "
            "the statement does not use: name only the families whose metrics it states (a family's "
            "constraints become the claim's)"
        )
    claim.families = families
    return families


def _include_families(claim: Claim, expressions, families) -> None:
    """A claim about a family's matrices names the family (``families=(F,)``): its domain gets
    the entries >= 0 and the family's constraints (:mod:`kappamcc.model.family_constraints` says
    which), so every point the provers consider, a counterexample included, is a member of the
    family.  A claim that names no family is about its expressions on the domain it states."""
    families = _name_families(claim, expressions, families)
    if not families:
        return
    extra, symbols = constraints_for(families, expressions, claim.domain.constraints)
    d = claim.domain
    have = set(d.constraints)
    extra = [c for c in dict.fromkeys(extra) if c not in have and c is not sp.true]
    symbols = [s for s in dict.fromkeys(symbols) if s not in d.symbols]
    if not extra and not symbols:
        return
    names = ", ".join(dict.fromkeys(f.name for f in families))
    text = f"{d.text}; with the constraints of {names}" if d.text else f"the domain of {names}"
    claim.domain = Domain(tuple(d.symbols) + tuple(symbols), tuple(d.constraints) + tuple(extra), text, d.sampler)


def _declared(claim: Claim, exprs, var=None) -> None:
    """When the domain lists its symbols, every symbol the statement and its constraints use is
    one of them, or the claim's variable (the same object: a symbol of the same name with other
    assumptions is another variable); and a domain with an equation has a sampler.  The spot
    checks draw the domain's symbols, per variable unless a sampler is given: a claim they could
    not draw is refused here, so that the report and pytest agree on it."""
    d = claim.domain
    allowed = set(d.symbols) | ({var} if var is not None else set())
    used = set().union(*(sp.sympify(e).free_symbols for e in exprs), *(c.free_symbols for c in d.constraints))
    by_name = {s.name: s for s in allowed}
    if not d.symbols:  # no symbol listed: every symbol used is a variable, drawn as a real (or by its sign)
        allowed = used | allowed
    for s in sorted(used - allowed, key=str):
        if s.name in by_name:
            raise ValueError(
                f"{claim.id}: the statement's symbol {s.name} ({type(s).__name__}, {_declaration(s)}) is "
                f"not the domain's {s.name} ({_declaration(by_name[s.name])}): build both from one symbol"
            )
        raise ValueError(
            f"{claim.id}: the statement uses {s}, which its Domain leaves out: add it to "
            "Domain(symbols=...), with its constraints"
        )
    equations = [c for c in d.constraints if isinstance(c, sp.Eq)]
    if equations and d.sampler is None:
        raise ValueError(
            f"{claim.id}: its domain has the equation {equations[0]}, which points drawn per variable "
            "almost never satisfy: give the Domain a sampler= that returns points on it "
            "(docs/adding_claims.md)"
        )


def _declaration(s) -> str:
    return ", ".join(declared_beyond_real(s)) or ("real" if s.is_real else "no assumptions")


# ---------------------------------------------------------------------------
# helpers


def eq(lhs, rhs):
    """An unevaluated equation: sympy would turn ``Eq(x, x)`` into ``True`` before any
    prover saw it (and skip the definedness check), so claims build equations with this."""
    return sp.Eq(sp.sympify(lhs), sp.sympify(rhs), evaluate=False)


def chain(*items) -> list:
    """chain(e0, '<', e1, '<=', e2, ...) -> [e0 < e1, e1 <= e2, ...] (links kept in order)."""
    ops = {"<": sp.Lt, "<=": sp.Le, ">": sp.Gt, ">=": sp.Ge, "==": sp.Eq, "=": sp.Eq}
    exprs, rels = items[0::2], items[1::2]
    if len(items) < 3 or len(items) % 2 == 0:
        raise ValueError(f"chain takes e0, op, e1, op, e2, ... (an odd number >= 3 of items), got {len(items)}")
    for r in rels:
        if r not in ops:
            raise ValueError(f"chain: operator {r!r} is not one of {', '.join(ops)}")
    return [ops[r](sp.sympify(a), sp.sympify(b), evaluate=False) for a, r, b in zip(exprs, rels, exprs[1:])]


def in_interval(x, interval: sp.Interval) -> list:
    """Constraints saying x lies in ``interval``."""
    if not isinstance(interval, sp.Interval):
        raise TypeError(f"in_interval: interval must be a sympy Interval, got {interval!r} ({type(interval).__name__})")
    out = []
    if interval.start != -sp.oo:
        out.append(sp.Gt(x, interval.start) if interval.left_open else sp.Ge(x, interval.start))
    if interval.end != sp.oo:
        out.append(sp.Lt(x, interval.end) if interval.right_open else sp.Le(x, interval.end))
    return out


# ---------------------------------------------------------------------------
# kinds


class Relation(Claim):
    """An identity, inequality, or chain of them, over a domain."""

    kind = "relation"

    def __init__(self, id, statement, source, *, relation, families=(), **kw):
        """``families``: the families whose matrices the relation is about (their constraints
        join the domain: :func:`_include_families`)."""
        super().__init__(id, statement, source, **kw)
        links = tuple(relation) if isinstance(relation, (list, tuple)) else (relation,)
        self.links = links
        _need(bool(self.links), id, "relation", "a relation or a non-empty list of relations", relation)
        for link in self.links:
            if isinstance(link, (bool, sp.logic.boolalg.BooleanTrue, sp.logic.boolalg.BooleanFalse)):
                raise ValueError(
                    f"{id}: relation: a link evaluated to {link} before it reached a prover; "
                    "build equations with kappamcc.model.kinds.eq (unevaluated)"
                )
            problem = statement_problem(link)
            _need(
                problem is None,
                id,
                "relation",
                f"sympy relations (Eq via kappamcc.model.kinds.eq, <, <=, ...); {problem}",
                link,
            )
        self.links = tuple(exact_floats(link) for link in links)
        _include_families(self, self.links, families)
        _declared(self, self.links)
        warn_lost_denominators(id, source.printed, self.links, self.domain.symbols)


class IdentityAllN(Claim):
    """Equations between index-sum polynomials or fractions, for every number of classes N.

    ``equations`` is a list of (lhs, rhs) pairs, or a list of 3+ expressions read as a
    chain lhs = e1 = e2 = ...  Fractions are cross-multiplied, so the verdict covers every
    matrix on which the denominators are non-zero (the statement says which).
    """

    kind = "identity for all N"

    def __init__(
        self, id, statement, source, *, equations, arrays: Sequence[Array], logs: Sequence[LogAtoms] = (), **kw
    ):
        """``logs``: the :class:`~kappamcc.prove.log_sums.LogAtoms` whose quantities' logarithms the
        equations use (entropies); their atom arrays join ``arrays``, and the statement covers the
        matrices of counts with S > 0, zero counts by 0 log 0 = 0."""
        _need(
            isinstance(logs, (list, tuple)) and all(isinstance(a, LogAtoms) for a in logs),
            id,
            "logs",
            "a list of log_sums.LogAtoms",
            logs,
        )
        _need(
            not (logs and "domain" in kw),
            id,
            "domain",
            "left out when logs are given (the atoms set it)",
            kw.get("domain"),
        )
        kw.setdefault("domain", Domain(text="every N >= 1; entries free (polynomial identity)"))
        _need(
            isinstance(equations, (list, tuple)) and len(equations) > 0,
            id,
            "equations",
            "a non-empty list of (lhs, rhs) pairs or a chain of expressions",
            equations,
        )
        _need(
            isinstance(arrays, (list, tuple)) and all(isinstance(a, Array) for a in arrays),
            id,
            "arrays",
            "a list of index_sums.Array",
            arrays,
        )
        for atoms in logs:
            _need(atoms.C in arrays, id, "logs", "atoms of a matrix listed in arrays", atoms.C.name)
        atom_stems = {x.symbol for atoms in logs for x in atoms.arrays}
        for a in arrays:
            owner = getattr(a, "log_of", None)
            _need(
                owner is None or owner in logs,
                id,
                "logs",
                f"the LogAtoms whose array {a.name} (logarithms, not free entries) the equations use",
                list(logs),
            )
            _need(
                owner is not None or a.symbol not in atom_stems,
                id,
                "arrays",
                f"arrays whose entries are not spelled like a logarithm's or reciprocal's atoms ({a.name} has the "
                f"stem {a.symbol!r})",
                a.name,
            )
        arrays = list(arrays) + [a for atoms in logs for a in atoms.arrays if a not in arrays]
        equations = [
            tuple(s.value if isinstance(s, Ratio) else s for s in pair)
            if isinstance(pair, tuple)
            else (pair.value if isinstance(pair, Ratio) else pair)
            for pair in equations
        ]
        if logs:
            kw["domain"] = Domain(text=_log_domain(logs, equations))
        super().__init__(id, statement, source, **kw)
        try:
            check_arrays(arrays)
        except ValueError as exc:
            raise ValueError(f"{id}: arrays: {exc}") from None
        if equations and not isinstance(equations[0], tuple):
            equations = list(zip(equations, equations[1:]))
        equations = [tuple(_index_side(id, side) for side in pair) for pair in equations]
        used = set().union(*(_arrays_of(side) for pair in equations for side in pair)) - {"delta"}
        _need(
            used <= {a.name for a in arrays},
            id,
            "arrays",
            f"every array the equations use ({', '.join(sorted(used))})",
            sorted(a.name for a in arrays),
        )
        self.equations, self.arrays, self.logs = tuple(equations), tuple(arrays), tuple(logs)


def _log_domain(logs, equations) -> str:
    """The matrices a statement with logarithms covers (kappamcc.prove.log_sums)."""
    sides = [x for pair in equations for x in (pair if isinstance(pair, tuple) else (pair,))]
    polys = [
        p
        for x in sides
        for p in ((x.num, *x.den) if isinstance(x, IndexFraction) else (x,))
        if isinstance(p, IndexPoly)
    ]
    coeffs = set().union(*(sp.sympify(t.coeff).free_symbols for p in polys for t in p.terms))
    smallest = 2 if any(a.inverse_log2_base in coeffs for a in logs) else 1
    text = f"every N >= {smallest}; every N x N matrix of counts with S > 0 (and the denominators non-zero)"
    if any(a.actual_classes_predicted for a in logs):
        text += "; every class that occurs is predicted (c_k > 0 where r_k > 0)"
    if any(uses_reciprocals(x, a) for x in sides for a in logs):
        text += "; every row and column sum positive"
    return text + "; zero counts by 0 log 0 = 0"


def _index_side(claim_id, side):
    """One side of an index-sum equation: an IndexPoly or IndexFraction (a number becomes a constant)."""
    if isinstance(side, (IndexPoly, IndexFraction)):
        return side
    _need(
        isinstance(side, (int, sp.Expr)) and not isinstance(side, bool),
        claim_id,
        "equations",
        "sides that are index sums (IndexPoly, IndexFraction) or scalars",
        side,
    )
    return IndexPoly.const(side)


def _arrays_of(side) -> set:
    if isinstance(side, IndexFraction):
        return side.num.arrays().union(*(d.arrays() for d in side.den))
    return side.arrays()


class Limit(Claim):
    """lim_{var -> to} expr = value (parameters over the domain)."""

    kind = "limit"

    def __init__(self, id, statement, source, *, expr, var, to, value, families=(), **kw):
        super().__init__(id, statement, source, **kw)
        self.expr, self.var = _expr(id, "expr", expr), _symbol(id, "var", var)
        _include_families(self, [self.expr], families)
        self.to, self.value = _expr(id, "to", to), _expr(id, "value", value)
        _declared(self, [self.expr, self.value], self.var)
        _need(
            not self.to.free_symbols and (self.to.is_real or self.to in (sp.oo, -sp.oo)),
            id,
            "to",
            "a real number, oo or -oo",
            to,
        )


class Extremum(Claim):
    """expr attains its global minimum (or maximum) over ``over`` at var = at."""

    kind = "extremum"

    def __init__(self, id, statement, source, *, expr, var, at, over: sp.Interval, kind: str, families=(), **kw):
        super().__init__(id, statement, source, **kw)
        self.expr, self.var, self.at = _expr(id, "expr", expr), _symbol(id, "var", var), _expr(id, "at", at)
        _include_families(self, [self.expr], families)
        _declared(self, [self.expr, self.at], self.var)
        self.over, self.which = _interval(id, "over", over), _choice(id, "kind", kind, ("min", "max"))
        _need(
            self.var not in sp.sympify(at).free_symbols, id, "at", f"a location that does not depend on {self.var}", at
        )
        _need(
            not self.at.has(sp.oo, -sp.oo, sp.zoo, sp.nan, sp.I),
            id,
            "at",
            "a finite real location (an extremum is attained at a point; an infimum approached at +-oo is a Limit)",
            at,
        )


class Monotone(Claim):
    """expr is strictly increasing/decreasing in var on ``over``."""

    kind = "monotonicity"

    def __init__(
        self,
        id,
        statement,
        source,
        *,
        expr,
        var,
        over: sp.Interval,
        direction: str,
        integer_steps: bool = False,
        families=(),
        **kw,
    ):
        """``integer_steps``: the statement is about the integers of ``over`` (a parameter
        printed as "A = 50, ..., 100"): f(k+1) - f(k) has the strict sign for every k."""
        super().__init__(id, statement, source, **kw)
        self.expr, self.var, self.over = _expr(id, "expr", expr), _symbol(id, "var", var), _interval(id, "over", over)
        _include_families(self, [self.expr], families)
        _declared(self, [self.expr, self.over.start, self.over.end], self.var)
        self.direction = _choice(id, "direction", direction, ("increasing", "decreasing"))
        _need(isinstance(integer_steps, bool), id, "integer_steps", "True or False", integer_steps)
        self.integer_steps = integer_steps


class Convex(Claim):
    """expr is convex in var on ``over`` (second derivative >= 0)."""

    kind = "convexity"

    def __init__(self, id, statement, source, *, expr, var, over: sp.Interval, families=(), **kw):
        super().__init__(id, statement, source, **kw)
        self.expr, self.var, self.over = _expr(id, "expr", expr), _symbol(id, "var", var), _interval(id, "over", over)
        _include_families(self, [self.expr], families)
        _declared(self, [self.expr, self.over.start, self.over.end], self.var)


class Root(Claim):
    """expr has a root strictly inside ``over`` (a bounded interval with rational ends), and
    every expression in ``positive`` is > 0 on the whole of ``over``.  PROVED by the
    intermediate value theorem: exact opposite signs at the ends, and continuity shown by
    rigorous ball arithmetic over the interval; never REFUTED (no sign change is no proof
    that there is no root)."""

    kind = "root"

    def __init__(self, id, statement, source, *, expr, var, over: sp.Interval, positive: Sequence = (), **kw):
        super().__init__(id, statement, source, **kw)
        self.expr, self.var, self.over = _expr(id, "expr", expr), _symbol(id, "var", var), _interval(id, "over", over)
        self.positive = tuple(_expr(id, "positive", p) for p in positive)
        _need(
            self.over.start.is_Rational and self.over.end.is_Rational and self.over.start < self.over.end,
            id,
            "over",
            "an interval with rational ends lo < hi",
            over,
        )
        for e in (self.expr, *self.positive):
            _need(e.free_symbols <= {self.var}, id, "expr", f"an expression in {self.var} alone", e)


# a print whose last digit is worth more than 10^this or less than 10^-this is refused, and an exact rational with
# more digits than this (Python writes out at most 4300)
PRINTED_DIGITS = 4000
_PRINTED = re.compile(
    r"^(?P<sign>[+\-\u2212]?)(?P<int>\d*)(?:\.(?P<frac>\d*))?"
    r"(?:[eE](?P<exp>[+\-\u2212]?\d+))?(?P<pct>%?)$"
)


def parse_printed(printed: str) -> tuple[sp.Rational, int]:
    """A printed decimal -> (exact value, d) where the last printed digit is worth 10^-d.

    Understands a sign (also the typographic minus), scientific notation (1.5e-3: d = 4)
    and percentages (45.2% = 0.452, d = 3).  Anything else is a ValueError."""
    text = printed.strip().replace(" ", "")
    m = _PRINTED.match(text)
    if not m or not (m.group("int") or m.group("frac")):
        raise ValueError(f"printed value {printed!r} is not a decimal number (e.g. 0.532, -1.5e-3, 45.2%)")
    frac = m.group("frac") or ""
    exp_text = (m.group("exp") or "0").replace("\u2212", "-")
    d = len(frac) - int(exp_text) + (2 if m.group("pct") else 0) if len(exp_text) <= 12 else None
    if len(text) > PRINTED_DIGITS or d is None or abs(d) > PRINTED_DIGITS:
        shown = printed if len(printed) <= 40 else printed[:40] + "..."
        raise ValueError(
            f"printed value {shown!r} has its last digit beyond 10^{PRINTED_DIGITS} or "
            f"10^-{PRINTED_DIGITS}: not a print this suite judges"
        )
    digits = sp.Integer(int((m.group("int") or "0") + frac))
    value = digits / sp.Integer(10) ** d if d >= 0 else digits * sp.Integer(10) ** (-d)
    return (-value if m.group("sign") in ("-", "\u2212") else value), d


class PrintedValue(Claim):
    """A printed decimal, judged against the exact value at its last printed digit.

    The print holds when |exact - printed| <= half a unit of the last printed digit (a tie
    may be printed either way)."""

    kind = "printed value"

    def __init__(self, id, statement, source, *, exact, printed: str, **kw):
        super().__init__(id, statement, source, **kw)
        _need(isinstance(printed, str), id, "printed", "the printed text (a string such as '0.532')", printed)
        self.exact, self.printed = _expr(id, "exact", exact), printed.strip()
        if self.exact.free_symbols:
            raise ValueError(f"{id}: exact: a printed value is compared with a closed number, got {self.exact}")
        if self.exact.has(sp.nan, sp.zoo, sp.oo, -sp.oo):
            raise ValueError(f"{id}: exact: {self.exact} is not a finite number, so no print can agree with it")
        if any(max(abs(q.p), q.q).bit_length() > 3.33 * PRINTED_DIGITS for q in self.exact.atoms(sp.Rational)):
            raise ValueError(
                f"{id}: exact: a rational of more than {PRINTED_DIGITS} digits, beyond what is printed or "
                "shown; write it as an unevaluated expression (sp.Add(sp.Pow(10, 4500), 7, evaluate=False))"
            )
        try:
            self.value, self.decimals = parse_printed(self.printed)
        except ValueError as exc:
            raise ValueError(f"{id}: printed: {exc}") from None


class Steps(Claim):
    """A statement argued from verified steps: ARGUED (never PROVED) when every step is PROVED.

    ``argument`` says, in words, how the steps combine; each step is a claim of its own
    (registered, so the report lists it) and is verified mechanically, but the combination
    is prose the machine did not check, so the verdict has its own label, ARGUED.  A
    statement that *is* the conjunction of its parts is an :class:`AllOf` (PROVED
    mechanically); ``derivation=True`` (a printed derivation whose every line is a step)
    is REFUTED mechanically when a printed line fails.
    """

    kind = "verified steps"

    def __init__(self, id, statement, source, *, steps: Sequence[Claim], argument: str, derivation: bool = False, **kw):
        """``derivation=True``: the statement is a printed derivation ("every line follows"),
        so a printed line that is REFUTED (or CORRECTED) refutes it, with that line's
        counterexample; otherwise a failed step only leaves the proof incomplete (OPEN)."""
        steps = _claims(id, "steps", steps)
        _need(isinstance(argument, str) and argument.strip() != "", id, "argument", "a non-empty string", argument)
        _need(isinstance(derivation, bool), id, "derivation", "True or False", derivation)
        uses = tuple(kw.pop("uses", ())) + tuple(s.id for s in steps)
        super().__init__(id, statement, source, uses=uses, **kw)
        self.steps, self.argument, self.derivation = steps, argument, derivation


class AllOf(Claim):
    """A statement that *is* the conjunction of its parts (a mechanical rule, no prose).

    PROVED iff every part is PROVED; REFUTED when a part is REFUTED or CORRECTED (the
    printed conjunction fails with that part's counterexample); OPEN otherwise.  Use it
    for a printed statement with several assertions, or a figure and the claims it shows.
    """

    kind = "conjunction"

    def __init__(self, id, statement, source, *, parts: Sequence[Claim], **kw):
        parts = _claims(id, "parts", parts)
        uses = tuple(kw.pop("uses", ())) + tuple(p.id for p in parts)
        super().__init__(id, statement, source, uses=uses, **kw)
        self.parts = parts


class Not(Claim):
    """'not Q', for a universal claim Q (a monotonicity, a relation over a domain): PROVED
    exactly when Q is REFUTED by a counterexample that passes the exact re-check and is a
    genuine failure of Q (not a point where Q is merely undefined); REFUTED when Q is PROVED.

    E.g. "K is not decreasing in b" = Not(Monotone(K, b, (0, oo), "decreasing")): Z3's point
    where dK/db > 0, re-checked exactly, proves it."""

    kind = "negation"

    def __init__(self, id, statement, source, *, claim: Claim, **kw):
        _need(isinstance(claim, Claim), id, "claim", "the Claim being negated", claim)
        super().__init__(id, statement, source, uses=tuple(kw.pop("uses", ())), **kw)
        self.claim = claim


class Exists(Claim):
    """'There is a point where P': PROVED by a witness, REFUTED by proving 'P never holds'.

    ``negation`` is the universal claim 'not P everywhere'.  Its counterexample is the
    witness; its proof refutes this claim (the evidence is a proof, not a point).
    """

    kind = "existence"

    def __init__(self, id, statement, source, *, negation: Claim, **kw):
        _need(isinstance(negation, Claim), id, "negation", "a Claim (the universal statement 'not P')", negation)
        super().__init__(id, statement, source, uses=tuple(kw.pop("uses", ())) + (negation.id,), **kw)
        self.negation = negation


class Counterexample(Claim):
    """A statement about *every* family (a lemma) refuted by one family.

    ``family`` names the counterexample (e.g. "C(A) = [[A^2, A], [1, 1]]"); ``facts`` are
    claims about it (limits, identities), each registered and verified mechanically;
    ``argument`` says why the facts contradict the statement.  ARGUED AGAINST (never
    REFUTED: the contradiction is prose) iff every fact is PROVED, OPEN otherwise.
    """

    kind = "counterexample family"

    def __init__(self, id, statement, source, *, family: str, facts: Sequence[Claim], argument: str, **kw):
        facts = _claims(id, "facts", facts)
        _need(isinstance(family, str) and family.strip() != "", id, "family", "a non-empty string", family)
        _need(isinstance(argument, str) and argument.strip() != "", id, "argument", "a non-empty string", argument)
        uses = tuple(kw.pop("uses", ())) + tuple(f.id for f in facts)
        super().__init__(id, statement, source, uses=uses, **kw)
        self.family, self.facts, self.argument = family, facts, argument


class ForEachSize(Claim):
    """A statement checked by exact symbolic computation for each listed size N.

    ``check(N)`` returns (holds, detail) from exact expansion with free symbolic
    entries; the verdict covers exactly the listed sizes (the statement says so).
    """

    kind = "exact check per size"

    def __init__(self, id, statement, source, *, sizes, check, spot=None, **kw):
        """``spot(point)``: the statement on one concrete instance drawn from the domain."""
        sizes = list(sizes) if hasattr(sizes, "__iter__") and not isinstance(sizes, str) else sizes
        _need(
            isinstance(sizes, list)
            and bool(sizes)
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in sizes),
            id,
            "sizes",
            "a non-empty list of positive integers",
            sizes,
        )
        _need(callable(check), id, "check", "a function N -> (holds, detail)", check)
        _need(spot is None or callable(spot), id, "spot", "None or a function point -> bool", spot)
        super().__init__(id, statement, source, **kw)
        self.sizes, self.check, self.spot = tuple(sizes), check, spot


class Derived(Claim):
    """A statement PROVED by a checked derivation (:mod:`kappamcc.model.derivations`): ``formula``
    is its formal statement (``Reals``, ``OverMatrices``, ``Matrices`` or ``Sequences``), ``lines`` the derivation, each a
    rule record; the kernel (:mod:`kappamcc.engine.kernel`) accepts it line by line and
    requires the last line to be ``formula``.  Never REFUTED: a line that is not accepted
    leaves the claim OPEN, saying which line and why."""

    kind = "checked derivation"

    def __init__(self, id, statement, source, *, formula, lines: Sequence, families=(), **kw):
        """``families``: the families whose metrics the formula states (the formula's hypotheses
        are its domain: nothing is added to them; the re-check prints the metrics as the family's)."""
        from_lines = tuple(c.id for c in cited_claims(lines)) if isinstance(lines, (list, tuple)) else ()
        super().__init__(id, statement, source, uses=tuple(kw.pop("uses", ())) + from_lines, **kw)
        _need(
            type(formula).__name__ in ("Reals", "OverMatrices", "Matrices", "Sequences"),
            id,
            "formula",
            "a kappamcc.model.derivations.Reals, OverMatrices, Matrices or Sequences",
            formula,
        )
        # a goal sympy evaluated to True before any rule saw it would be PROVED and say nothing
        _need(
            formula.goal not in (True, sp.true),
            id,
            "formula",
            "a statement that is not already True (build its relations with evaluate=False or kappamcc.model.kinds.eq)",
            formula.goal,
        )
        _need(
            isinstance(lines, (list, tuple)) and len(lines) > 0, id, "lines", "a non-empty list of rule records", lines
        )
        self.formula, self.lines = formula, tuple(lines)
        goal = formula.goal if isinstance(formula.goal, tuple) else (formula.goal,)
        _name_families(self, (*formula.hyps, *goal), families)


class ForEveryFamily(Claim):
    """'Every family with the ``hypotheses`` has the ``conclusion``' (predicates of
    :mod:`kappamcc.model.predicates`).  REFUTED, mechanically, by a ``counterexample`` reading of a
    family (:class:`kappamcc.model.predicates.Reading`) on which every hypothesis instance and the
    conclusion's negation are PROVED; OPEN otherwise."""

    kind = "statement about every family"

    def __init__(self, id, statement, source, *, hypotheses: Sequence, conclusion, counterexample, **kw):
        _need(
            isinstance(hypotheses, (list, tuple)) and all(hasattr(p, "instance") for p in hypotheses),
            id,
            "hypotheses",
            "a list of predicates (kappamcc.model.predicates)",
            hypotheses,
        )
        _need(hasattr(conclusion, "negation"), id, "conclusion", "a predicate (kappamcc.model.predicates)", conclusion)
        _need(
            hasattr(counterexample, "family"),
            id,
            "counterexample",
            "a kappamcc.model.predicates.Reading",
            counterexample,
        )
        super().__init__(id, statement, source, **kw)
        self.hypotheses, self.conclusion, self.counterexample = tuple(hypotheses), conclusion, counterexample


class SomeFamily(Claim):
    """'Some family has these ``properties``' (predicates): PROVED by a ``witness`` reading on
    which every property's instance is PROVED; OPEN otherwise."""

    kind = "statement about some family"

    def __init__(self, id, statement, source, *, properties: Sequence, witness, **kw):
        _need(
            isinstance(properties, (list, tuple))
            and bool(properties)
            and all(hasattr(p, "instance") for p in properties),
            id,
            "properties",
            "a non-empty list of predicates (kappamcc.model.predicates)",
            properties,
        )
        _need(hasattr(witness, "family"), id, "witness", "a kappamcc.model.predicates.Reading", witness)
        super().__init__(id, statement, source, **kw)
        self.properties, self.witness = tuple(properties), witness


# the kinds whose verdict is decided from other claims' verdicts (parts, steps, the negated
# claim, facts): schedulers put them after the claims they are built on
DECIDED_FROM_CLAIMS = (AllOf, Steps, Not, Counterexample, Derived, ForEveryFamily, SomeFamily)
