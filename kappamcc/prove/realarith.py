"""Decide polynomial real arithmetic with square roots: Z3's nlsat, checked exactly.

A statement ``hypotheses => goal`` over real variables is PROVED when Z3 finds
``hypotheses and not goal`` unsatisfiable.  Z3's nonlinear real arithmetic (nlsat)
is a decision procedure for this fragment, so ``unsat`` is a proof; a timeout is
only "unknown".  A ``sat`` answer yields a model, which is turned into an exact
sympy point (rational, or an exact real algebraic number from the model's defining
polynomial) and re-checked with :mod:`kappamcc.prove.exact`; only a point that
passes the exact check is reported as a counterexample.

Non-polynomial pieces are encoded soundly with fresh variables:

* ``1/D``  -> ``q`` with ``q * D = 1``, after proving ``D != 0`` on the domain;
* ``sqrt(X)`` -> ``m`` with ``m*m = X, m >= 0``, after proving ``X >= 0``;
* ``Abs``, ``Min``, ``Max`` -> ``If`` terms.

The definedness obligations (``D != 0``, ``X >= 0``) are decided first, innermost
first.  If one fails, the statement is ill-defined somewhere on its stated domain
and the undefined point is returned as the counterexample.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Iterable, Sequence

import sympy as sp
import z3

from .exact import UndefinedAtPoint, declared_signs, nonreal_symbols, relation_holds, violated_assumptions
from .plain_signs import NONNEGATIVE, NONZERO, POSITIVE, known_signs, sign_class
from .sign import Undecided, floor as exact_floor, sign

__all__ = ["Outcome", "Decision", "decide", "decide_defined", "Z3Translation", "point_is_valid"]

DEFAULT_TIMEOUT_MS = 20_000


class Outcome(enum.Enum):
    """What a decision procedure concluded about ``hypotheses => goal``."""

    PROVED = "proved"  # holds at every point of the hypotheses
    REFUTED = "refuted"  # fails at the exact point given
    UNDEFINED = "undefined"  # some term is undefined at the exact point given
    UNKNOWN = "unknown"  # nothing conclusive (the detail says why)

    def __str__(self):
        return self.value


@dataclass
class Decision:
    """The outcome of :func:`decide`, with the exact point for REFUTED / UNDEFINED."""

    outcome: Outcome
    point: dict | None = None  # exact counterexample (refuted/undefined)
    detail: str = ""
    seconds: float = 0.0
    calls: int = 0


@lru_cache(maxsize=8192)
def radicand_fraction(base) -> tuple:
    """A radicand as (numerator, denominator) by ``together``, a constant denominator
    divided into the numerator.  Memoised: the same radicands recur in every query about a
    family, and ``together`` is the slow step of translating them."""
    num, den = sp.fraction(sp.together(base))
    if den.is_number and den != 0:
        num, den = num / den, sp.Integer(1)
    return num, den


def _unevaluated(relation, e):
    """``relation(e, 0)``, evaluated only when ``e`` is a number (a closed obligation is
    decided here, true or false, as it was before)."""
    return relation(e, 0) if e.is_number else relation(e, 0, evaluate=False)


@lru_cache(maxsize=8192)
def definedness_obligations(e) -> tuple:
    """Every definedness condition of ``e`` (a relation, a boolean combination of relations,
    or an expression): denominators non-zero, radicands >= 0, innermost first, each once.
    A function of ``e`` alone, memoised: the same family expressions come back in many
    queries, and sympy's evaluation of each ``Ne(d, 0)`` is the slow step."""
    out: list = []
    args = [e] if not isinstance(e, (sp.And, sp.Or, sp.Not, sp.Implies)) else list(e.args)
    for a in args:
        if isinstance(a, (sp.And, sp.Or, sp.Not, sp.Implies)):
            out += definedness_obligations(a)
            continue
        parts = [a.lhs, a.rhs] if isinstance(a, sp.core.relational.Relational) else [a]
        for part in parts:
            for sub in sp.postorder_traversal(sp.sympify(part)):
                if isinstance(sub, sp.Pow) and sub.exp.is_Rational and sub.base.is_Rational:
                    # (-1)^(1/2) built unevaluated, 0^(-1): undefined everywhere
                    if (sub.exp < 0 and sub.base == 0) or (not sub.exp.is_Integer and sub.base < 0):
                        out.append(sp.false)
                    continue
                if (
                    isinstance(sub, sp.Pow)
                    and sub.exp.is_Rational
                    and not sub.base.free_symbols
                    and not sub.base.is_Rational
                ):
                    # a closed base (sqrt(3 + 2 sqrt 2) - 1 - sqrt 2, say): its sign decided exactly
                    # here; 0 as a denominator or < 0 as a radicand makes the term undefined everywhere
                    s_ = sign(sub.base)
                    if (sub.exp < 0 and s_ == 0) or (not sub.exp.is_Integer and s_ < 0):
                        out.append(sp.false)
                    continue
                if not (isinstance(sub, sp.Pow) and sub.exp.is_Rational and sub.base.free_symbols):
                    continue
                # built unevaluated: sympy's evaluation of each relation asks the assumptions
                # system about the expression, the slow step; a trivially true one costs Z3 nothing
                if sub.exp.is_negative:  # exact-ok: a rational exponent's sign
                    out.append(_unevaluated(sp.Ne, sub.base))
                if not sub.exp.is_Integer:
                    num, den = radicand_fraction(sub.base)
                    if den != 1:
                        out += [_unevaluated(sp.Ne, den), _unevaluated(sp.Ge, num * den)]
                    else:
                        out.append(_unevaluated(sp.Ge, num))
    return tuple(dict.fromkeys(o for o in out if o is not sp.true))


# functions defined at every real number: their definedness is their argument's
TOTAL_FUNCTIONS = (
    sp.Abs,
    sp.Min,
    sp.Max,
    sp.sign,
    sp.exp,
    sp.sin,
    sp.cos,
    sp.atan,
    sp.erf,
    sp.erfc,
    sp.floor,
    sp.ceiling,
    sp.sinh,
    sp.cosh,
    sp.tanh,
)


def obligations_cover(e) -> bool:
    """Do :func:`definedness_obligations` say everything about where ``e`` is defined?  Only
    when its powers have rational exponents (or a positive rational base) and its functions
    are defined everywhere: x**y, tan, asin, log, ... need what they do not state."""
    for sub in sp.preorder_traversal(e):
        if isinstance(sub, sp.Pow) and not sub.exp.is_Rational and not (sub.base.is_Rational and sub.base > 0):
            return False
        if isinstance(sub, sp.Function) and not isinstance(sub, TOTAL_FUNCTIONS):
            return False
    return True


class Z3Translation:
    """Translate sympy expressions to Z3 reals, recording fresh-variable definitions."""

    def __init__(self, symbols: Iterable[sp.Symbol]):
        # Z3 variables are keyed by the sympy symbol object (assumptions and Dummy identity
        # included) and named by position, never by the symbol's name: two different symbols
        # that print alike, or a user symbol named like a fresh helper, cannot collide.
        self.vars: dict[sp.Symbol, z3.ArithRef] = {}
        for s in symbols:
            self._var(s)
        self.definitions: list = []  # z3 constraints defining fresh variables
        self._cache: dict = {}
        self._fresh = 0

    def _var(self, s):
        if s not in self.vars:
            self.vars[s] = z3.Real(f"v{len(self.vars)}!{s}")
        return self.vars[s]

    def _new(self, stem):
        self._fresh += 1
        return z3.Real(f"f{self._fresh}!{stem}")

    def expr(self, e: sp.Expr):
        e = sp.sympify(e)
        if e in self._cache:
            return self._cache[e]
        out = self._expr(e)
        self._cache[e] = out
        return out

    def _expr(self, e):
        if e.is_Symbol:
            return self._var(e)
        if e.is_Integer:
            return z3.RealVal(int(e))
        if e.is_Rational:
            return z3.Q(int(e.p), int(e.q))
        if isinstance(e, sp.Add):
            return z3.Sum([self.expr(a) for a in e.args])
        if isinstance(e, sp.Mul):
            out = None
            for a in e.args:
                t = self.expr(a)
                out = t if out is None else out * t
            return out
        if isinstance(e, sp.Pow):
            base, ex = e.as_base_exp()
            if ex.is_Integer:
                n = int(ex)
                if n >= 0:
                    return self._power(self.expr(base), n)
                inv = self._reciprocal(base)
                return self._power(inv, -n)
            if ex.is_Rational and ex.q == 2:
                root = self._sqrt(base)
                n = int(ex.p)
                if n > 0:
                    return self._power(root, n)
                return self._power(self._reciprocal(sp.sqrt(base)), -n)
        if isinstance(e, sp.Abs):
            a = self.expr(e.args[0])
            return z3.If(a >= 0, a, -a)
        if isinstance(e, sp.sign):
            a = self.expr(e.args[0])
            return z3.If(a > 0, z3.RealVal(1), z3.If(a < 0, z3.RealVal(-1), z3.RealVal(0)))
        if isinstance(e, (sp.Min, sp.Max)):
            args = [self.expr(a) for a in e.args]
            out = args[0]
            for a in args[1:]:
                out = z3.If(a < out, a, out) if isinstance(e, sp.Min) else z3.If(a > out, a, out)
            return out
        if e in (sp.S.Half,):
            return z3.Q(1, 2)
        raise NotImplementedError(f"outside polynomial arithmetic with square roots: {e}")

    @staticmethod
    def _power(t, n):
        if n == 0:
            return z3.RealVal(1)
        out = t
        for _ in range(n - 1):
            out = out * t
        return out

    def _reciprocal(self, base):
        key = ("inv", base)
        if key in self._cache:
            return self._cache[key]
        d = self.expr(base)
        q = self._new("inv")
        self.definitions.append(z3.Implies(d != 0, q * d == 1))
        self._cache[key] = q
        return q

    def _sqrt(self, base):
        """sqrt(P/Q) -> m >= 0 with m^2 Q = P, after Q != 0 and P Q >= 0 are proved."""
        key = ("sqrt", base)
        if key in self._cache:
            return self._cache[key]
        num, den = radicand_fraction(base)
        P, Q = self.expr(num), self.expr(den)
        m = self._new("sqrt")
        self.definitions.append(z3.Implies(self._sqrt_guard(num, den), z3.And(m >= 0, m * m * Q == P)))
        self._cache[key] = m
        return m

    def _sqrt_guard(self, num, den):
        if den == 1:
            return self.expr(num) >= 0
        return z3.And(self.expr(den) != 0, self.expr(num * den) >= 0)

    def guards(self, e) -> list:
        """Z3 conditions under which every division and square root in ``e`` is defined."""
        out = []
        for sub in sp.preorder_traversal(sp.sympify(e)):
            if isinstance(sub, sp.Pow) and sub.exp.is_Rational and sub.base.free_symbols:
                if sub.exp.is_negative:  # exact-ok: a rational exponent's sign
                    out.append(self.expr(sub.base) != 0)
                if not sub.exp.is_Integer:
                    out.append(self._sqrt_guard(*radicand_fraction(sub.base)))
        return out

    def obligations_of(self, e) -> list:
        """Every definedness condition of ``e`` (denominators non-zero, radicands >= 0),
        innermost first, found by walking ``e`` itself: a subterm cached from an earlier
        translation (a hypothesis) must not hide the goal's own obligations."""
        return list(definedness_obligations(e))

    def rel(self, r, guarded: bool = False):
        """A relation in Z3.  ``guarded``: an atom that is undefined at a point (a zero
        denominator, a negative radicand) is false there -- the semantics of a domain's
        constraints; square-root and reciprocal definitions only bind where defined."""
        if guarded and isinstance(r, sp.core.relational.Relational):
            g = self.guards(r.lhs) + self.guards(r.rhs)
            atom = self.rel(r)
            return z3.And(*g, atom) if g else atom
        if guarded and isinstance(r, (sp.And, sp.Or, sp.Not, sp.Implies)):
            parts = [self.rel(a, guarded=True) for a in r.args]
            return (
                {sp.And: z3.And, sp.Or: z3.Or}.get(type(r), None)(parts)  # type: ignore[misc]  # r: And or Or
                if isinstance(r, (sp.And, sp.Or))
                else (z3.Not(parts[0]) if isinstance(r, sp.Not) else z3.Implies(parts[0], parts[1]))
            )
        return self._rel(r)

    def _rel(self, r):
        if isinstance(r, (bool, sp.logic.boolalg.BooleanTrue, sp.logic.boolalg.BooleanFalse)):
            return z3.BoolVal(bool(r))
        if isinstance(r, sp.And):
            return z3.And([self.rel(a) for a in r.args])
        if isinstance(r, sp.Or):
            return z3.Or([self.rel(a) for a in r.args])
        if isinstance(r, sp.Not):
            return z3.Not(self.rel(r.args[0]))
        if isinstance(r, sp.Implies):
            return z3.Implies(self.rel(r.args[0]), self.rel(r.args[1]))
        if isinstance(r, sp.core.relational.Relational):
            a, b = self.expr(r.lhs), self.expr(r.rhs)
            return {
                "==": lambda: a == b,
                "!=": lambda: a != b,
                "<": lambda: a < b,
                "<=": lambda: a <= b,
                ">": lambda: a > b,
                ">=": lambda: a >= b,
            }[r.rel_op]()
        raise TypeError(f"not a relation: {r!r}")


def _has_partial_ops(rel) -> bool:
    """Does a relation contain a division by a non-constant or a square root?"""
    for sub in sp.preorder_traversal(rel):
        if (
            isinstance(sub, sp.Pow)
            and sub.exp.is_Rational
            and (
                sub.exp.is_negative  # exact-ok: a rational exponent's sign
                or not sub.exp.is_Integer
            )
        ):
            if sub.base.free_symbols:
                return True
    return False


def _model_value(v) -> list[sp.Expr]:
    """Exact candidates for a Z3 model value: the rational itself, or nearby rationals
    followed by the exact algebraic number (CRootOf of the defining polynomial)."""
    if z3.is_rational_value(v):
        return [sp.Rational(v.numerator_as_long(), v.denominator_as_long())]
    if z3.is_algebraic_value(v):
        out = []
        for digits in (6, 20):
            a = v.approx(digits)
            out.append(sp.Rational(a.numerator_as_long(), a.denominator_as_long()))
        try:
            xs = sp.Symbol("x")
            poly = sp.Poly(list(reversed([sp.Integer(int(str(c))) for c in v.poly()])), xs)
            out.append(sp.CRootOf(poly, int(v.index()) - 1))
        except Exception:  # pragma: no cover - exotic z3 output
            pass
        return out
    raise ValueError(f"unexpected model value {v}")


def _solver(timeout_ms: int):
    s = z3.SolverFor("QF_NRA")
    s.set("timeout", int(timeout_ms))
    return s


def _point_from_model(model, symbols, tr: Z3Translation, hypotheses, failing) -> dict | None:
    """Search the exact candidates of a model for a point where hypotheses hold and ``failing`` holds.

    Symbols declared integer (sympy ``integer=True``) range over the reals in Z3 (a proof over
    the reals covers the integers); their model values are rounded to nearby integers here,
    and only a point with integer values that passes the exact check is returned.
    """
    import itertools

    options = []
    for s in symbols:
        v = model.eval(tr.vars[s], model_completion=True)
        cands = _model_value(v)
        if s.is_integer:
            base = exact_floor(cands[-1])
            cands = [sp.Integer(base + k) for k in (0, 1, -1, 2, -2)]
        options.append(cands)
    if not any(s.is_integer for s in symbols):
        depth = max((len(o) for o in options), default=1)
        tries: list[Sequence] = [[o[min(level, len(o) - 1)] for o in options] for level in range(depth)]
    else:
        tries = list(itertools.islice(itertools.product(*options), 200))
    for values in tries:
        point = dict(zip(symbols, values))
        if point_is_valid(point, hypotheses, failing):
            return point
    return None


_SOLVERS: dict = {}
_NLSAT = None


def _check(solver_constraints, timeout_ms):
    """One query: Z3's nlsat tactic first, the general QF_NRA solver when nlsat gives up.

    nlsat is the decision procedure the QF_NRA solver ends in; asked directly it skips the
    general solver's set-up (40% of Z3's time here, with the same answer on every query of
    the registry and of the soundness corpus).  Both decide real arithmetic, so sat and
    unsat from either are answers; an ``unknown`` from nlsat other than a timeout (a shape
    it does not take) goes to the general solver."""
    global _NLSAT
    if _NLSAT is None:
        _NLSAT = z3.Tactic("qfnra-nlsat")  # made once: making a tactic costs as much as a small query
    s = _NLSAT.solver()
    s.set("timeout", int(timeout_ms))
    s.add(*solver_constraints)
    res = s.check()
    if res == z3.unknown and s.reason_unknown() not in ("timeout", "canceled"):
        # the reused general solver (creating and freeing one per query cost a tenth of
        # the verification time); ``reset`` leaves it as new
        s = _SOLVERS.get(timeout_ms)
        if s is None:
            s = _SOLVERS[timeout_ms] = _solver(timeout_ms)
        s.reset()
        s.set("timeout", int(timeout_ms))
        s.add(*solver_constraints)
        res = s.check()
    return res, (s.model() if res == z3.sat else None)


def assumption_constraints(tr: "Z3Translation", symbols) -> list:
    """Z3 facts for the symbols' sign assumptions (Symbol('q', positive=True)): sympy turns
    the hypothesis q > 0 into True before it reaches here, so the solver is told directly.
    Integer symbols range over the reals in the proof (a superset: a proof covers them);
    a counterexample must be an integer (checked on the exact point)."""
    return [tr.rel(r) for v in symbols for r in declared_signs(v)]


def point_is_valid(point, hypotheses, failing) -> bool:
    """An exact point is a counterexample only if it respects the symbols' assumptions,
    satisfies every hypothesis and makes ``failing`` true, all decided exactly."""
    if violated_assumptions(point):
        return False
    try:
        return all(relation_holds(h, point) for h in hypotheses) and relation_holds(failing, point)
    except (UndefinedAtPoint, ValueError):
        return False


_DECIDED: dict = {}


def decide(
    hypotheses: Sequence, goal, symbols: Sequence[sp.Symbol] | None = None, timeout_ms: int = DEFAULT_TIMEOUT_MS
) -> Decision:
    """Decide ``And(*hypotheses) => goal`` over the reals (see module docstring).

    Memoised per process on the query itself (hypotheses, goal, symbols, timeout): many
    claims about one family ask the same definedness question of the same domain."""
    hypotheses = tuple(sp.sympify(h) for h in hypotheses)
    goal = sp.sympify(goal)
    key = (hypotheses, goal, None if symbols is None else tuple(symbols), timeout_ms)
    if key not in _DECIDED:
        _DECIDED[key] = _decide(hypotheses, goal, symbols, timeout_ms)
    d = _DECIDED[key]
    return replace(d, point=None if d.point is None else dict(d.point))


def _plainly_holds(ob, known) -> bool:
    """A definedness obligation (Ne(e, 0) or e >= 0) that the hypotheses show syntactically
    (:func:`kappamcc.prove.plain_signs.sign_class`)."""
    if isinstance(ob, sp.Ne) and ob.rhs == 0:
        return sign_class(ob.lhs, known) in (POSITIVE, NONZERO)
    if isinstance(ob, sp.GreaterThan) and ob.rhs == 0:
        return sign_class(ob.lhs, known) in (POSITIVE, NONNEGATIVE)
    return False


def _decide(hypotheses, goal, symbols, timeout_ms) -> Decision:
    t0 = time.perf_counter()
    if isinstance(goal, (sp.Eq, sp.And)) and all(
        isinstance(g, sp.Eq) and g.lhs == g.rhs for g in (goal.args if isinstance(goal, sp.And) else (goal,))
    ):
        # 'e is defined' (e = e): settled without Z3 when every obligation plainly follows
        known = known_signs(hypotheses)
        if obligations_cover(goal) and all(_plainly_holds(ob, known) for ob in definedness_obligations(goal)):
            return Decision(
                Outcome.PROVED,
                detail="defined: every denominator and radicand is a product of factors the hypotheses sign",
                seconds=time.perf_counter() - t0,
            )
    free = set().union(*(h.free_symbols for h in hypotheses), goal.free_symbols)
    given = list(symbols) if symbols is not None else []
    # every free symbol takes part (with its assumptions), not only the ones the caller listed
    symbols = given + sorted(
        (s for s in free if s not in given),
        key=lambda s: (str(s), s.dummy_index or 0) if isinstance(s, sp.Dummy) else (str(s), 0),
    )
    bad = nonreal_symbols(symbols)
    if bad:
        return Decision(
            Outcome.UNKNOWN,
            detail=f"symbols declared non-real ({', '.join(map(str, bad))}): the provers reason over the reals only",
        )
    tr = Z3Translation(symbols)
    try:
        z_h = [tr.rel(h, guarded=True) for h in hypotheses] + assumption_constraints(tr, symbols)
        z_goal = tr.rel(goal)
        goal_obligations = tr.obligations_of(goal)
        z_obs = [(ob, tr.rel(ob)) for ob in goal_obligations]
    except (NotImplementedError, Undecided) as exc:
        return Decision(Outcome.UNKNOWN, detail=str(exc), seconds=time.perf_counter() - t0)
    calls = 0
    # 1. definedness of everything the goal mentions, innermost first (definitions of the
    #    fresh variables only bind where their term is defined, so all may be included).
    #    One query for all of them first: when they all hold (the usual case) that is the
    #    whole answer; otherwise they are asked one by one to name the one that fails.
    if len(z_obs) > 1:
        res, _ = _check(z_h + tr.definitions + [z3.Not(z3.And(*[z_ob for _, z_ob in z_obs]))], timeout_ms)
        calls += 1
        if res == z3.unsat:
            z_obs = []
    for ob, z_ob in z_obs:
        res, model = _check(z_h + tr.definitions + [z3.Not(z_ob)], timeout_ms)
        calls += 1
        if res == z3.unknown:
            return Decision(
                Outcome.UNKNOWN,
                detail=f"Z3 gave up on definedness ({ob})",
                seconds=time.perf_counter() - t0,
                calls=calls,
            )
        if res == z3.sat:
            point = _point_from_model(model, symbols, tr, hypotheses, sp.Not(ob))
            what = (
                "a denominator vanishes"
                if isinstance(ob, sp.Ne)
                else "a closed subterm is undefined (a zero denominator or a negative radicand)"
                if ob is sp.false
                else "a square root of a negative number"
            )
            if point is None:
                return Decision(
                    Outcome.UNKNOWN,
                    detail=f"{what} ({ob} fails) per Z3, but no exact point confirmed",
                    seconds=time.perf_counter() - t0,
                    calls=calls,
                )
            return Decision(
                Outcome.UNDEFINED,
                point=point,
                detail=f"{what}: {ob} fails at the point",
                seconds=time.perf_counter() - t0,
                calls=calls,
            )
    # 2. the goal itself
    res, model = _check(z_h + tr.definitions + [z3.Not(z_goal)], timeout_ms)
    calls += 1
    dt = time.perf_counter() - t0
    if res == z3.unsat:
        return Decision(Outcome.PROVED, detail="Z3 nlsat: negation unsatisfiable", seconds=dt, calls=calls)
    if res == z3.unknown:
        return Decision(Outcome.UNKNOWN, detail="Z3 nlsat timed out or gave up", seconds=dt, calls=calls)
    point = _point_from_model(model, symbols, tr, hypotheses, sp.Not(goal))
    ints = [tr.vars[v] for v in symbols if v.is_integer]
    if point is None and ints:
        # the real counterexample has no integer neighbour: ask Z3 for an integer one
        solver = z3.Solver()
        solver.set("timeout", int(timeout_ms))
        solver.add(*(z_h + tr.definitions + [z3.Not(z_goal)] + [z3.IsInt(v) for v in ints]))
        calls += 1
        if solver.check() == z3.sat:
            point = _point_from_model(solver.model(), symbols, tr, hypotheses, sp.Not(goal))
        dt = time.perf_counter() - t0
        if point is None:
            return Decision(
                Outcome.UNKNOWN,
                detail="counterexamples exist over the reals; none confirmed with integer "
                f"{', '.join(str(v) for v in symbols if v.is_integer)}",
                seconds=dt,
                calls=calls,
            )
    if point is None:
        return Decision(Outcome.UNKNOWN, detail="Z3 model did not survive the exact re-check", seconds=dt, calls=calls)
    return Decision(Outcome.REFUTED, point=point, detail="Z3 model, re-checked exactly", seconds=dt, calls=calls)


def decide_defined(
    hypotheses: Sequence, expr, symbols: Sequence[sp.Symbol] | None = None, timeout_ms: int = DEFAULT_TIMEOUT_MS
) -> Decision:
    """Is ``expr`` defined (no zero denominator, no negative radicand) wherever the hypotheses hold?

    'proved', 'undefined' with an exact point where it is not, or 'unknown'.  The goal is
    ``expr = expr`` (unevaluated): true wherever ``expr`` is defined, so only its definedness
    obligations can fail."""
    expr = sp.sympify(expr)
    if not expr.free_symbols:
        return Decision(Outcome.PROVED, detail="a closed number")
    return decide(hypotheses, sp.Eq(expr, expr, evaluate=False), symbols, timeout_ms)
