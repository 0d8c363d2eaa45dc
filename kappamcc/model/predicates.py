"""Predicates about families, defined once in terms of the existing claim kinds.

A statement about *every* family ("entropy tending to zero makes kappa and MCC move in
opposite directions") is data: ``ForEveryFamily(hypotheses=[...], conclusion=...)``
(:mod:`kappamcc.model.kinds`).  A predicate turns a concrete family, read along one parameter,
into the claim that says it holds there (:meth:`Predicate.instance`) or that it fails
there (:meth:`Predicate.negation`); the kernel verifies those claims, so a counterexample
family refutes a universal statement mechanically, and a witness family proves an
existential one.  Some predicates need a witness (an interval, a limit value, a function):
it is given with the family (:class:`Reading`), and the claim built from it must be PROVED.

Every family here has ``kappa``, ``mcc`` and ``domain``; matrix families also ``matrix``,
``entropy`` and ``asymmetry``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sympy as sp

from .. import metrics
from .claims import Claim, Domain, Origin, Source
from .kinds import AllOf, Limit, Monotone, Relation, eq
from .mathtext import math_text
from ..prove.realarith import Outcome, decide
from ..prove.exact import declared_signs
from ..prove.univariate import is_bound_on

__all__ = [
    "Reading",
    "Witness",
    "OnInterval",
    "FunctionOf",
    "DecreasingTo",
    "Bounded",
    "Ratio",
    "Predicate",
    "EntropyToZero",
    "AsymmetryToInfinity",
    "ConstantDiagonal",
    "ConstantMetric",
    "Positive",
    "Moves",
    "OppositeDirections",
    "IncreasingFunctionOf",
    "KappaEqualsMCC",
    "Symmetric",
    "DominantOffDiagonalPair",
    "Negated",
]


@dataclass(frozen=True)
class Reading:
    """A family read along one parameter ``var`` over ``over``, with the witnesses its
    predicate instances need (by predicate key)."""

    family: Any  # a family module or record: kappa, mcc, domain (and matrix, ...)
    var: sp.Symbol | None = None
    over: sp.Interval = sp.Interval(0, sp.oo)
    witnesses: dict = field(default_factory=dict, hash=False)
    text: str = ""

    def __post_init__(self):
        if not isinstance(self.over, sp.Interval) or self.over.measure == 0:  # exact-ok: Interval's own normal form
            raise ValueError(f"a family is read over an interval with more than one point, not {self.over!r}")

    def metric(self, name: str):
        f = self.family
        if name == "accuracy":
            return metrics.accuracy(f.matrix) if hasattr(f, "matrix") else f.trace / f.total
        # only the metric asked for is derived: another may be undefined on this family (Ent, say)
        value = getattr(f, _metric_name(name), None)
        if value is None:
            raise ValueError(f"the family {getattr(f, 'name', f)} has no {name} (it is not a matrix family)")
        return value

    def domain(self) -> Domain:
        """The family's domain on the range; a ValueError when the two meet in less than an
        interval with room (every predicate would hold there vacuously)."""
        d = self.family.domain
        if self.var is None:
            return d
        _range_with_room(self)
        bounds = tuple(c for c in _in(self.var, self.over) if c not in d.constraints)
        return Domain(d.symbols, d.constraints + bounds, d.text, d.sampler)


class Witness:
    """A witness a reading gives a predicate (a record).  ``as_tuple`` is the form the
    predicate's checks read; a plain tuple in ``Reading.witnesses`` is read the same way."""

    def as_tuple(self) -> tuple:
        raise NotImplementedError


@dataclass(frozen=True)
class OnInterval(Witness):
    """Kappa moves in ``direction`` on ``interval`` (and MCC the other way): OppositeDirections."""

    interval: sp.Interval
    direction: str

    def as_tuple(self):
        return (self.interval, self.direction)


@dataclass(frozen=True)
class FunctionOf(Witness):
    """y = ``function`` (a sympy Lambda of one variable) of x, strictly increasing on ``over``,
    an interval holding every value of x: IncreasingFunctionOf."""

    function: sp.Lambda
    over: sp.Interval

    def as_tuple(self):
        return (self.function, self.over)


@dataclass(frozen=True)
class DecreasingTo(Witness):
    """The metric decreases strictly to ``value`` along a range up to +oo: Positive."""

    value: object

    def as_tuple(self):
        return ("decreasing to", self.value)


@dataclass(frozen=True)
class Bounded(Witness):
    """The off-diagonal cell tends to the finite ``limit``: the negation of DominantOffDiagonalPair."""

    limit: object

    def as_tuple(self):
        return ("bounded", self.limit)


@dataclass(frozen=True)
class Ratio(Witness):
    """C_rs / C_ij tends to ``limit`` != 0, (r, s) = ``cell`` another cell (0-based): the
    negation of DominantOffDiagonalPair."""

    cell: tuple
    limit: object

    def as_tuple(self):
        return ("ratio", self.cell, self.limit)


_ROOM: dict = {}  # id(reading) -> (reading, why it has no room, or ""): decided once per reading


def _range_with_room(r: Reading) -> None:
    """The family's domain meets the reading's range in an interval with more than one point,
    for every value of the family's other parameters.  Shown exactly: J is the range cut by the
    bounds on the parameter alone (numbers), J must have room, and every constraint of the
    family must hold on J's interior; a ValueError naming the problem otherwise."""
    known = _ROOM.get(id(r))
    if known is None or known[0] is not r:
        known = (r, _why_no_room(r))
        _ROOM[id(r)] = known
    if known[1]:
        raise ValueError(f"the reading of {r.text or r.family.name} over {math_text(r.over)}: {known[1]}")


def _why_no_room(r: Reading) -> str:
    var = r.var
    symbols = set(r.family.domain.symbols) | {var}
    # a domain is its constraints and its symbols' declared signs (t >= 0 may be stated either way)
    constraints = tuple(r.family.domain.constraints) + tuple(
        c for s in sorted(symbols, key=str) for c in declared_signs(s)
    )
    lows = [r.over.start] if r.over.start != -sp.oo else []
    ups = [r.over.end] if r.over.end != sp.oo else []
    for c in constraints:  # the bounds on the parameter: a var + b (>, >=, <, <=) 0
        if var in c.free_symbols and is_bound_on(c, var):
            line = sp.Poly(c.lhs - c.rhs, var)
            a, root = line.LC(), -line.nth(0) / line.LC()
            (lows if (a > 0) == isinstance(c, (sp.GreaterThan, sp.StrictGreaterThan)) else ups).append(root)
    parameters = [c for c in constraints if var not in c.free_symbols]
    for lo in lows:
        for up in ups:
            if decide(parameters, sp.Lt(lo, up)).outcome is not Outcome.PROVED:
                return (
                    f"the family's domain and the range are not shown to meet in more than one point "
                    f"({math_text(lo)} < {math_text(up)} is not shown)"
                )
    interior = [var > lo for lo in lows] + [var < up for up in ups]
    if decide(parameters + interior, sp.And(*constraints)).outcome is not Outcome.PROVED:
        return (
            "the family is not shown to be defined between the bounds of the range and of its domain, for every "
            "value of its other parameters: read it on an interval where it is"
        )
    return ""


METRIC_NAMES = ("kappa", "mcc", "accuracy", "entropy", "asymmetry")
DIRECTIONS = ("increasing", "decreasing")


def _metric_name(name):
    if name not in METRIC_NAMES:
        raise ValueError(f"unknown metric {name!r}: a predicate reads one of {', '.join(METRIC_NAMES)}")
    return name


def _direction(direction):
    if direction not in DIRECTIONS:
        raise ValueError(f"unknown direction {direction!r}: use 'increasing' or 'decreasing'")
    return direction


def _in(var, over):
    out = []
    if over.start != -sp.oo:
        out.append(var > over.start if over.left_open else var >= over.start)
    if over.end != sp.oo:
        out.append(var < over.end if over.right_open else var <= over.end)
    return out


def _one_interval(r: Reading, what: str) -> None:
    """A zero derivative makes a function constant on one interval only: the reading's range
    must not be cut by the domain (t in [0, 1] or [2, oo), t in {0, 1}).  Conservative: every
    constraint on the parameter must be a bound (linear in it, with a number as coefficient),
    and the parameter's assumptions no more than a sign; a ValueError otherwise."""
    var = r.var
    cutting = [c for c in r.domain().constraints if var in c.free_symbols and not is_bound_on(c, var)]
    if cutting or var.is_integer:  # type: ignore[union-attr]  # these predicates read along a var
        raise ValueError(
            f"{what}: on {r.family.name} the range of {var} may be cut in pieces "
            f"({', '.join(map(str, cutting)) or f'{var} is an integer'}), where a zero derivative does not "
            "make it constant; read the family on one interval"
        )


def _piece_of_range(interval: sp.Interval, r: Reading) -> sp.Interval:
    """``interval`` when it is a sub-interval of the reading's range with room in it, on all
    of which the family is defined (a strict monotonicity on one point holds vacuously and
    says nothing); a ValueError otherwise.  Decided exactly, for every value of the family's
    other parameters."""
    over, constraints = r.over, r.family.domain.constraints
    if not isinstance(interval, sp.Interval):
        raise ValueError(f"the witness {interval!r} is not an interval")
    goals = [sp.Lt(interval.start, interval.end)] if interval.end != sp.oo else []
    if over.start != -sp.oo:
        goals.append((sp.Lt if over.left_open and not interval.left_open else sp.Le)(over.start, interval.start))
    if over.end != sp.oo:
        goals.append((sp.Lt if over.right_open and not interval.right_open else sp.Le)(interval.end, over.end))
    if interval.start == -sp.oo and over.start != -sp.oo or interval.end == sp.oo and over.end != sp.oo:
        raise ValueError(f"the witness {math_text(interval)} is not inside the range {math_text(over)}")
    parameters = [c for c in constraints if r.var not in c.free_symbols]
    inside = decide(parameters, sp.And(*goals)) if goals else None
    on_it = decide(parameters + _in(r.var, interval), sp.And(*constraints))
    if inside is not None and inside.outcome is not Outcome.PROVED or on_it.outcome is not Outcome.PROVED:
        raise ValueError(
            f"the witness {math_text(interval)} is not shown to be a piece of the range "
            f"{math_text(over)} with more than one point, on which the family is defined"
        )
    return interval


class Predicate:
    """A property of a family read along a parameter; ``key`` names its witness."""

    key = "predicate"
    text = ""

    def instance(self, r: Reading, cid: str, src: Source) -> Claim:
        raise NotImplementedError

    def negation(self, r: Reading, cid: str, src: Source) -> Claim:
        raise NotImplementedError

    def witness(self, r: Reading, side: str):
        try:
            value = r.witnesses[(self.key, side)]
        except KeyError:
            raise ValueError(
                f"{self.text}: the reading of {r.text or r.family.name} gives no witness ({self.key!r}, {side!r})"
            ) from None
        return value.as_tuple() if isinstance(value, Witness) else value


def _claim(kind, cid, text, src, **kw):
    return kind(cid, text, src, expected="PROVED", origin=Origin.SUITE, **kw)


@dataclass(frozen=True)
class EntropyToZero(Predicate):
    """Ent(F(A)) -> 0 as A -> +oo.  Negation witness: the finite non-zero limit it has."""

    key = "entropy-limit"
    text = "Ent -> 0"

    def instance(self, r, cid, src):
        return _claim(
            Limit,
            cid,
            f"{r.family.name}: Ent -> 0",
            src,
            expr=r.metric("entropy"),
            var=r.var,
            to=sp.oo,
            value=0,
            domain=r.domain(),
        )

    def negation(self, r, cid, src):
        value = self.witness(r, "value")
        return _claim(
            AllOf,
            cid,
            f"{r.family.name}: Ent -> {math_text(value)} != 0",
            src,
            parts=[
                _claim(
                    Limit,
                    cid + ".limit",
                    f"{r.family.name}: Ent -> {math_text(value)}",
                    src,
                    expr=r.metric("entropy"),
                    var=r.var,
                    to=sp.oo,
                    value=value,
                    domain=r.domain(),
                ),
                _claim(Relation, cid + ".nonzero", f"{value} != 0", src, relation=sp.Ne(value, 0, evaluate=False)),
            ],
        )


@dataclass(frozen=True)
class AsymmetryToInfinity(Predicate):
    """Asy(F(A)) -> +oo.  Negation witness: the finite limit it has instead."""

    key = "asymmetry-limit"
    text = "Asy -> +oo"

    def instance(self, r, cid, src):
        return _claim(
            Limit,
            cid,
            f"{r.family.name}: Asy -> +oo",
            src,
            expr=r.metric("asymmetry"),
            var=r.var,
            to=sp.oo,
            value=sp.oo,
            domain=r.domain(),
        )

    def negation(self, r, cid, src):
        value = self.witness(r, "value")
        if value in (sp.oo, -sp.oo):
            raise ValueError("the negation of Asy -> +oo needs a finite limit")
        return _claim(
            Limit,
            cid,
            f"{r.family.name}: Asy -> {value} (finite)",
            src,
            expr=r.metric("asymmetry"),
            var=r.var,
            to=sp.oo,
            value=value,
            domain=r.domain(),
        )


@dataclass(frozen=True)
class ConstantDiagonal(Predicate):
    """Every diagonal entry is free of the parameter."""

    key = "diagonal"
    text = "constant diagonal"

    def instance(self, r, cid, src):
        M = r.family.matrix
        _one_interval(r, self.text)
        return _claim(
            Relation,
            cid,
            f"{r.family.name}: the diagonal does not depend on {r.var}",
            src,
            relation=[eq(sp.diff(M[k, k], r.var), 0) for k in range(M.rows)],
            domain=r.domain(),
        )


@dataclass(frozen=True)
class ConstantMetric(Predicate):
    """The metric does not depend on the parameter (its derivative is 0 on the range)."""

    metric: str

    def __post_init__(self):
        _metric_name(self.metric)

    @property
    def key(self):
        return f"constant-{self.metric}"

    @property
    def text(self):
        return f"{self.metric} constant"

    def instance(self, r, cid, src):
        _one_interval(r, self.text)
        return _claim(
            Relation,
            cid,
            f"{r.family.name}: {self.text} in {r.var}",
            src,
            relation=eq(sp.diff(r.metric(self.metric), r.var), 0),
            domain=r.domain(),
        )


@dataclass(frozen=True)
class Positive(Predicate):
    """The metric is > 0 at every point of the range: the claim f > 0 itself, or, with the
    witness ("decreasing to", 0), that f strictly decreases on the range [a, +oo) and tends
    to 0, which implies it (a strictly decreasing function stays above its limit)."""

    metric: str

    def __post_init__(self):
        _metric_name(self.metric)

    @property
    def key(self):
        return f"positive-{self.metric}"

    @property
    def text(self):
        return f"{self.metric} > 0"

    def instance(self, r, cid, src):
        f = r.metric(self.metric)
        if (self.key, "by") not in r.witnesses:
            return _claim(
                Relation,
                cid,
                f"{r.family.name}: {self.text}",
                src,
                relation=sp.Gt(f, 0, evaluate=False),
                domain=r.domain(),
            )
        if self.witness(r, "by") != ("decreasing to", 0) or r.over.end != sp.oo:
            raise ValueError("positivity is shown directly, or by ('decreasing to', 0) on a range up to +oo")
        return _claim(
            AllOf,
            cid,
            f"{r.family.name}: {self.text} (strictly decreasing to 0)",
            src,
            parts=[
                _claim(
                    Monotone,
                    cid + ".decreasing",
                    f"{r.family.name}: {self.metric} strictly decreasing on {math_text(r.over)}",
                    src,
                    expr=f,
                    var=r.var,
                    over=r.over,
                    direction="decreasing",
                    domain=r.domain(),
                ),
                _claim(
                    Limit,
                    cid + ".limit",
                    f"{r.family.name}: {self.metric} -> 0",
                    src,
                    expr=f,
                    var=r.var,
                    to=sp.oo,
                    value=0,
                    domain=r.domain(),
                ),
            ],
        )


@dataclass(frozen=True)
class Moves(Predicate):
    """The metric is strictly monotone, in ``direction``, on the whole range."""

    metric: str
    direction: str

    def __post_init__(self):
        _metric_name(self.metric)
        _direction(self.direction)

    @property
    def key(self):
        return f"moves-{self.metric}"

    @property
    def text(self):
        return f"{self.metric} strictly {self.direction}"

    def instance(self, r, cid, src):
        return _claim(
            Monotone,
            cid,
            f"{r.family.name}: {self.text} on {math_text(r.over)}",
            src,
            expr=r.metric(self.metric),
            var=r.var,
            over=r.over,
            direction=self.direction,
            domain=r.domain(),
        )

    def negation(self, r, cid, src):
        other = "increasing" if self.direction == "decreasing" else "decreasing"
        interval = _piece_of_range(self.witness(r, "interval"), r)
        return _claim(
            Monotone,
            cid,
            f"{r.family.name}: {self.metric} strictly {other} on {math_text(interval)}",
            src,
            expr=r.metric(self.metric),
            var=r.var,
            over=interval,
            direction=other,
            domain=r.domain(),
        )


@dataclass(frozen=True)
class OppositeDirections(Predicate):
    """Kappa and MCC move in opposite directions on some interval of the range.  Witness:
    (interval, kappa's direction).  Negation witness: the one direction both take on the
    whole range (so on no interval do they move apart)."""

    key = "opposite"
    text = "kappa and MCC move in opposite directions on some interval"

    def instance(self, r, cid, src):
        interval, direction = self.witness(r, "interval")
        interval = _piece_of_range(interval, r)
        other = "increasing" if _direction(direction) == "decreasing" else "decreasing"
        return _claim(
            AllOf,
            cid,
            f"{r.family.name}: on {math_text(interval)} kappa {direction}, MCC {other}",
            src,
            parts=[
                _claim(
                    Monotone,
                    cid + ".kappa",
                    f"{r.family.name}: K strictly {direction} on {math_text(interval)}",
                    src,
                    expr=r.metric("kappa"),
                    var=r.var,
                    over=interval,
                    direction=direction,
                    domain=r.domain(),
                ),
                _claim(
                    Monotone,
                    cid + ".mcc",
                    f"{r.family.name}: MCC strictly {other} on {math_text(interval)}",
                    src,
                    expr=r.metric("mcc"),
                    var=r.var,
                    over=interval,
                    direction=other,
                    domain=r.domain(),
                ),
            ],
        )

    def negation(self, r, cid, src):
        direction = _direction(self.witness(r, "same direction"))
        return _claim(
            AllOf,
            cid,
            f"{r.family.name}: kappa and MCC both strictly {direction} on {math_text(r.over)}",
            src,
            parts=[
                _claim(
                    Monotone,
                    cid + f".{m}",
                    f"{r.family.name}: {m} strictly {direction} on {math_text(r.over)}",
                    src,
                    expr=r.metric(m),
                    var=r.var,
                    over=r.over,
                    direction=direction,
                    domain=r.domain(),
                )
                for m in ("kappa", "mcc")
            ],
        )


@dataclass(frozen=True)
class IncreasingFunctionOf(Predicate):
    """y = f(x) on the family with f strictly increasing on an interval J holding every value
    of x: y is an increasing function of x.  Witness: (f as a Lambda, J)."""

    y: str
    x: str
    key = "function"

    def __post_init__(self):
        _metric_name(self.y)
        _metric_name(self.x)

    @property
    def text(self):
        return f"{self.y} is an increasing function of {self.x}"

    def instance(self, r, cid, src):
        f, J = self.witness(r, "function")
        if not isinstance(f, sp.Lambda) or len(f.variables) != 1:
            raise ValueError(f"the witness function {f!r} is not a sympy Lambda of one variable")
        m = f.variables[0]
        if f.expr.free_symbols - {m}:  # f(m) = m + (y - x) would make any y "a function" of any x
            raise ValueError(
                f"the witness function {f} uses {sorted(map(str, f.expr.free_symbols - {m}))} besides "
                f"its argument {m}: it must be a function of {self.x} alone"
            )
        # f is applied to every value of x: its monotonicity is checked for a plain real argument, never
        # on the part of J that m's own assumptions (positive, integer, ...) leave
        real_m = sp.Symbol(m.name, real=True)
        f = sp.Lambda(real_m, f.expr.xreplace({m: real_m}))
        m = real_m
        x, y = r.metric(self.x), r.metric(self.y)
        return _claim(
            AllOf,
            cid,
            f"{r.family.name}: {self.text}",
            src,
            parts=[
                _claim(
                    Relation,
                    cid + ".identity",
                    f"{r.family.name}: {self.y} = f({self.x})",
                    src,
                    relation=eq(y, f(x)),
                    domain=r.domain(),
                ),
                _claim(
                    Relation,
                    cid + ".range",
                    f"{r.family.name}: {self.x} lies in {math_text(J)}",
                    src,
                    relation=[c.xreplace({m: x}) for c in _in(m, J)],
                    domain=r.domain(),
                ),
                _claim(
                    Monotone,
                    cid + ".increasing",
                    f"f strictly increasing on {math_text(J)}",
                    src,
                    expr=f.expr,
                    var=m,
                    over=J,
                    direction="increasing",
                    domain=Domain((m,), tuple(_in(m, J))),
                ),
            ],
        )


@dataclass(frozen=True)
class KappaEqualsMCC(Predicate):
    key = "kappa-equals-mcc"
    text = "K = MCC"

    def instance(self, r, cid, src):
        return _claim(
            Relation,
            cid,
            f"{r.family.name}: K = MCC",
            src,
            relation=eq(r.family.kappa, r.family.mcc),
            domain=r.domain(),
        )


@dataclass(frozen=True)
class Symmetric(Predicate):
    key = "symmetric"
    text = "C = C^T"

    def negation(self, r, cid, src):
        M = r.family.matrix
        i, j = self.witness(r, "entry")
        return _claim(
            Relation,
            cid,
            f"{r.family.name}: C_{i + 1}{j + 1} != C_{j + 1}{i + 1}",
            src,
            relation=sp.Ne(M[i, j], M[j, i], evaluate=False),
            domain=r.domain(),
        )


@dataclass(frozen=True)
class DominantOffDiagonalPair(Predicate):
    """Some off-diagonal (i, j) has C_ij -> +oo and C_rs / C_ij -> 0 for every other cell
    (r, s).  Negation witness, per off-diagonal cell (i, j): either ("bounded", limit of
    C_ij) or ("ratio", (r, s), limit of C_rs / C_ij != 0)."""

    key = "pair"
    text = "a dominant off-diagonal pair"

    def negation(self, r, cid, src):
        M, parts = r.family.matrix, []
        for i in range(M.rows):
            for j in range(M.cols):
                if i == j:
                    continue
                how = self.witness(r, (i, j))
                if not isinstance(how, tuple) or how[:1] not in (("bounded",), ("ratio",)):
                    raise ValueError(
                        f"the witness for C_{i + 1}{j + 1} is ('bounded', limit) or ('ratio', (r, s), limit), "
                        f"not {how!r}"
                    )
                name = f"{cid}.{i + 1}{j + 1}"
                if how[0] == "bounded":
                    parts.append(
                        _claim(
                            Limit,
                            name,
                            f"C_{i + 1}{j + 1} -> {how[1]} (finite)",
                            src,
                            expr=M[i, j],
                            var=r.var,
                            to=sp.oo,
                            value=how[1],
                            domain=r.domain(),
                        )
                    )
                    if how[1] in (sp.oo, -sp.oo):
                        raise ValueError("a bounded cell needs a finite limit")
                else:
                    (a, b), value = how[1], how[2]
                    if value == 0:
                        raise ValueError("a ratio witness needs a non-zero limit")
                    if (a, b) == (i, j) or not (0 <= a < M.rows and 0 <= b < M.cols):
                        raise ValueError(
                            f"the ratio witness for C_{i + 1}{j + 1} must name another cell of the matrix, "
                            f"not {(a, b)} (0-based)"
                        )
                    parts.append(
                        _claim(
                            Limit,
                            name,
                            f"C_{a + 1}{b + 1}/C_{i + 1}{j + 1} -> {value} (not 0)",
                            src,
                            expr=M[a, b] / M[i, j],
                            var=r.var,
                            to=sp.oo,
                            value=value,
                            domain=r.domain(),
                        )
                    )
        return _claim(AllOf, cid, f"{r.family.name}: no off-diagonal pair dominates", src, parts=parts)


@dataclass(frozen=True)
class Negated(Predicate):
    """The negation of a predicate: its instance is the predicate's negation and back."""

    inner: Predicate

    @property
    def key(self):
        return self.inner.key

    @property
    def text(self):
        return f"not ({self.inner.text})"

    def instance(self, r, cid, src):
        return self.inner.negation(r, cid, src)

    def negation(self, r, cid, src):
        return self.inner.instance(r, cid, src)
