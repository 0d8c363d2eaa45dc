"""The engine: the provers that decide each claim kind, re-check its evidence, and
evaluate it at a point, registered by the kind (shape) they handle.

A claim kind (:mod:`kappamcc.kinds`) is a record; this module holds every decision
procedure.  For a kind there is an ordered list of provers; each returns a conclusive
:class:`~kappamcc.claims.Verdict` or ``None`` for "not my shape / unknown", and an unknown
passes to the next (SymPy's assumption handlers are the model).  A relation's links go
through the same kind of chain (``LINK_PROVERS``): closed numbers by exact evaluation,
logarithms by the log basis, equations by the identity prover, one variable by real-root
isolation, everything else by Z3.  ``recheck`` re-checks a refutation's evidence exactly,
``evaluate_at`` evaluates the printed statement at one point (the spot checks).
"""
from __future__ import annotations

from typing import Callable, Mapping

import mpmath
import sympy as sp

from .claims import Claim, Domain, Status, Verdict
from .kinds import (AllOf, Convex, Counterexample, Exists, Extremum, ForEachSize, IdentityAllN, Limit, Monotone,
                    Not, PrintedValue, Relation, Steps, eq, in_interval)
from .prove.exact import UndefinedAtPoint, evaluate, exact_sign, logic_holds, relation_holds, violated_assumptions
from .prove.sign import Undecided, decimal_text, floor as exact_floor
from .prove.identity import prove_identity
from .prove.index_sums import IndexPoly, prove_identity_all_n
from .prove.limits import LimitError, NoLimit, eventual_sign, exact_limit
from .prove.logs import has_log, log_derivative_sign, log_sign, prove_log_identity
from .prove.realarith import Decision, decide, decide_defined
from .prove.univariate import assumption_interval, decide_univariate, interval_of, is_univariate_rational

__all__ = ["verify", "prover", "rechecker", "evaluator", "decide_claim", "recheck", "evaluate_at", "numeric_holds",
           "LINK_PROVERS", "decide_link"]

# ---------------------------------------------------------------------------
# registries

PROVERS: dict[type, list[Callable]] = {}
RECHECKERS: dict[type, Callable] = {}
EVALUATORS: dict[type, Callable] = {}


def prover(kind: type):
    """Register a prover for a kind: ``f(claim) -> Verdict | None`` (None: not conclusive, try the next)."""
    def register(f):
        PROVERS.setdefault(kind, []).append(f)
        return f
    return register


def rechecker(kind: type):
    """Register the exact re-check of a kind's refutation: ``f(claim, verdict) -> bool``."""
    def register(f):
        RECHECKERS[kind] = f
        return f
    return register


def evaluator(kind: type):
    """Register the numeric evaluation of a kind at a point: ``f(claim, point) -> bool | None``."""
    def register(f):
        EVALUATORS[kind] = f
        return f
    return register


def verify(claim: Claim, fresh: bool = False) -> Verdict:
    """The verdict of ``claim`` (memoised per process and in the verdict cache; ``fresh=True``
    recomputes).  The one public entry point for deciding a claim."""
    return claim.verify(fresh=fresh)


def _for(table, claim):
    for cls in type(claim).__mro__:
        if cls in table:
            return table[cls]
    return None


def decide_claim(claim: Claim) -> Verdict:
    """The first conclusive verdict of the kind's provers, in order; OPEN if none is.  A
    PROVED over a domain that is empty is OPEN: the statement is about nothing."""
    provers = _for(PROVERS, claim)
    if not provers:
        return Verdict(Status.OPEN, "no prover", notes=f"no prover is registered for {type(claim).__name__}")
    last = None
    for f in provers:
        v = f(claim)
        if v is not None and v.status != Status.OPEN:
            if v.status == Status.PROVED and _domain_is_empty(claim):
                return Verdict(Status.OPEN, v.method, v.certificate,
                               notes="vacuous: no point satisfies the domain's constraints (with the family's, "
                                     "if the claim uses a family's metric), so the statement is about nothing")
            return v
        last = v if v is not None else last
    return last or Verdict(Status.OPEN, "no prover", notes="no registered prover handled this claim")


def _domain_is_empty(claim: Claim) -> bool:
    """The claim's points (its domain, and its interval for a statement on one) provably do
    not exist.  Only the kinds stated over points are asked; an undecided answer is False."""
    if not isinstance(claim, (Relation, Limit, Extremum, Monotone, Convex)):
        return False
    hyps = list(claim.domain.constraints)
    over = getattr(claim, "over", None)
    if over is not None:
        hyps += in_interval(claim.var, over)
    if not hyps:
        return False
    return decide(hyps, sp.false, claim.domain.symbols or None).outcome == "proved"


def recheck(claim: Claim, verdict: Verdict) -> bool:
    f = _for(RECHECKERS, claim)
    return False if f is None else f(claim, verdict)


def evaluate_at(claim: Claim, point: Mapping):
    f = _for(EVALUATORS, claim)
    return None if f is None else f(claim, point)


# ---------------------------------------------------------------------------
# numeric evaluation and shared pieces

_COMPILED: dict = {}


TOL = mpmath.mpf(10) ** -35


DPS = 50


def _compiled(e: sp.Expr):
    """e as an mpmath function of its free symbols (sorted by name), compiled once."""
    key = e
    if key not in _COMPILED:
        syms = sorted(e.free_symbols, key=str)
        try:
            # docstring_limit=0: no docstring quoting the expression (printing it twice cost
            # a third of lambdify's time)
            _COMPILED[key] = (syms, sp.lambdify(syms, e, modules="mpmath", docstring_limit=0))
        except Exception:  # noqa: BLE001 - anything lambdify cannot print: fall back to evalf
            _COMPILED[key] = (syms, None)
    return _COMPILED[key]


def _mp(e, point: Mapping):
    """Value of e at point with mpmath, DPS digits (compiled with lambdify; evalf as fallback)."""
    e = sp.sympify(e)
    syms, f = _compiled(e)
    if f is not None and all(s in point for s in syms):
        with mpmath.workdps(DPS):
            try:
                args = [mpmath.mpf(sp.Rational(point[s]).p) / sp.Rational(point[s]).q if sp.sympify(point[s]).is_Rational
                        else mpmath.mpf(str(sp.N(point[s], DPS + 10))) for s in syms]   # exact-ok: spot-check numerics (evidence, never a verdict)
                v = f(*args)
            except (ZeroDivisionError, ValueError) as exc:
                raise UndefinedAtPoint(f"{e} undefined at {point}: {exc}") from None
            except (TypeError, NameError, AttributeError):   # something lambdify printed but mpmath lacks
                _COMPILED[e] = (syms, None)
                v = None
            if v is not None:
                if isinstance(v, mpmath.mpc):
                    if abs(v.imag) > 1e-30:
                        raise UndefinedAtPoint(f"{e} is not real at {point}")
                    v = v.real
                v = mpmath.mpf(v)
                if not mpmath.isfinite(v):
                    raise UndefinedAtPoint(f"{e} undefined at {point}")
                return v
    return _mp_evalf(e, point)


def _mp_evalf(e, point: Mapping):
    """Value of e at point with sympy's evalf, DPS digits."""
    with mpmath.workdps(DPS):
        e = sp.sympify(e)
        subs = {k: sp.sympify(v) for k, v in point.items() if isinstance(k, sp.Symbol)}
        # numeric substitution: exact substitution of huge rationals can trip sympy's
        # radical simplification (sqrt of a Rational with 30-digit factors)
        v = e.evalf(DPS, subs=subs) if e.free_symbols else e.evalf(DPS)   # exact-ok: spot-check numerics (evidence)
        if v.has(sp.zoo, sp.nan) or not v.is_number:
            raise UndefinedAtPoint(f"{e} undefined at {point}")
        if not v.is_real:
            re, im = v.as_real_imag()
            if abs(im) > 1e-30:
                raise UndefinedAtPoint(f"{e} is not real at {point}")
            v = re
        return mpmath.mpf(str(v))


def _outside(var, over: sp.Interval, point: Mapping) -> bool:
    """Is the point's value of ``var`` missing or outside ``over`` (endpoints may depend on parameters)?"""
    if var not in point:
        return True
    params = {k: v for k, v in point.items() if k != var}
    try:
        return not all(relation_holds(c.xreplace(params), {var: point[var]}) for c in in_interval(var, over))
    except (UndefinedAtPoint, ValueError, TypeError):
        return True


def numeric_holds(rel, point: Mapping) -> bool:
    """Evaluate a relation at 50 digits; equalities up to a relative 1e-35."""
    return logic_holds(rel, lambda r: _numeric_atom(r, point))


def _numeric_atom(rel, point: Mapping) -> bool:
    with mpmath.workdps(DPS):
        a, b = _mp(rel.lhs, point), _mp(rel.rhs, point)
        tol = TOL * max(1, abs(a), abs(b))
        d = a - b
        return {"==": abs(d) <= tol, "!=": abs(d) > tol, "<": d < tol, "<=": d <= tol,
                ">": d > -tol, ">=": d >= -tol}[rel.rel_op]


def _undefined_on(expr, var, over: sp.Interval, domain: Domain) -> Verdict | None:
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
        if d.outcome != "proved":
            if d.outcome in ("undefined", "refuted"):
                return Verdict(Status.REFUTED, "definedness (Z3 nlsat)",
                               f"log of a non-positive number at a point of the interval ({lg})", d.point)
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
    if d.outcome == "proved":
        return None
    if d.outcome in ("undefined", "refuted"):
        return Verdict(Status.REFUTED, "definedness (Z3 nlsat)",
                       f"the function is undefined at a point of the interval: {d.detail}", d.point)
    return Verdict(Status.OPEN, "definedness (Z3 nlsat)", f"definedness on the interval undecided: {d.detail}")


def _in_domain_on(point, domain: Domain, var, over) -> bool:
    """The point satisfies the domain's constraints and ``var`` lies in ``over``, exactly:
    the first thing every re-check of a counterexample on an interval asks."""
    try:
        return all(relation_holds(c, point) for c in list(domain.constraints) + in_interval(var, over))
    except (UndefinedAtPoint, ValueError, TypeError):
        return False


def _undefined_at(expr, point, domain: Domain, var, over) -> bool:
    """The point lies in the domain and the interval, and ``expr`` is undefined there (exactly)."""
    if not _in_domain_on(point, domain, var, over):
        return False
    try:
        evaluate(expr, point)
    except UndefinedAtPoint:
        return True
    except (ValueError, TypeError):
        return False
    return False


def _status_from(decisions: list[tuple[str, Decision, str]], what: str = "link"):
    """Combine link decisions into (status, method, certificate, counterexample)."""
    methods = sorted({m for _, _, m in decisions})
    for label, d, m in decisions:
        if d.outcome in ("refuted", "undefined"):
            why = "fails" if d.outcome == "refuted" else "is undefined"
            return Status.REFUTED, m, f"{what} {label} {why}: {d.detail}", d.point
    unknown = [(label, d) for label, d, _ in decisions if d.outcome != "proved"]
    if unknown:
        label, d = unknown[0]
        return Status.OPEN, ", ".join(methods), f"{what} {label} undecided: {d.detail}", None
    return Status.PROVED, ", ".join(methods), "; ".join(f"{label}: {d.detail}" for label, d, _ in decisions), None


def _free(e):
    return e.free() if hasattr(e, "free") else set()


def _value(e, N, table, values):
    from .prove.index_sums import IndexFraction
    if not isinstance(e, (IndexFraction, IndexPoly)):
        return sp.sympify(e)
    if isinstance(e, IndexFraction):
        den = e.denominator().expand(N, table, values)
        if den == 0:
            raise ZeroDivisionError("denominator vanishes")
        return e.num.expand(N, table, values) / den
    return e.expand(N, table, values)


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
        return Decision("undefined", {}, str(exc)), "exact evaluation"
    except ValueError:
        return None
    return Decision("proved" if ok else "refuted", None if ok else {}, "closed numbers compared exactly"), "exact evaluation"


def _logarithms(link, domain):
    if not has_log(link):
        return None
    hyps, free = list(domain.constraints), getattr(link, "free_symbols", set())
    if isinstance(link, sp.Eq):
        return prove_log_identity(link.lhs, link.rhs, hyps, domain.symbols or None), "log-basis normal form"
    want = {"<": "negative", "<=": "nonpositive", ">": "positive", ">=": "nonnegative"}.get(getattr(link, "rel_op", ""))
    if want is None:
        return Decision("unknown", None, "only equations and inequalities with logarithms are covered"), "log basis"
    return log_sign(link.lhs - link.rhs, hyps, domain.symbols or tuple(sorted(free, key=str)), want), "log basis + Z3 nlsat"


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
        if answer[0].outcome != "unknown":
            return answer
        last = answer
    return last or (Decision("unknown", None, "no link prover handles this shape"), "none")


# ---------------------------------------------------------------------------
# the kinds' provers, re-checks and evaluators

# --- Relation
@prover(Relation)
def decide_relation(claim) -> Verdict:
    decisions = []
    for link in claim.links:
        d, m = decide_link(link, claim.domain)
        decisions.append((sp.sstr(link), d, m))
        if d.outcome in ("refuted", "undefined"):
            break
    status, method, cert, point = _status_from(decisions)
    return Verdict(status, method, cert, point)


@evaluator(Relation)
def evaluate_relation(claim, point):
    return all(numeric_holds(l, point) for l in claim.links)


@rechecker(Relation)
def recheck_relation(claim, verdict) -> bool:
    """The counterexample lies in the domain and some link fails (or is undefined) there, exactly."""
    point = verdict.counterexample
    if point is None:
        return False
    try:
        if not all(relation_holds(c, point) for c in claim.domain.constraints):
            return False
    except (UndefinedAtPoint, ValueError):
        return False
    for link in claim.links:
        try:
            if not relation_holds(link, point):
                return True
        except UndefinedAtPoint:
            return True
    return False


# --- IdentityAllN
@prover(IdentityAllN)
def decide_identity_all_n(claim) -> Verdict:
    details = []
    for n, (lhs, rhs) in enumerate(claim.equations, 1):
        r = prove_identity_all_n(lhs, rhs, claim.arrays)
        if not r.holds:
            point = {"N": r.size_checked, **{f"index {i.name}": v for i, v in (r.free_values or {}).items()}}
            syms = sorted(r.residual.free_symbols, key=str)
            for trial in range(1, 60):
                cand = {s: sp.Integer((i * 7 + trial * 3) % 5 + 1) for i, s in enumerate(syms)}
                if r.residual.xreplace(cand) != 0:
                    point.update(cand)
                    break
            return Verdict(Status.REFUTED, "relabelling theorem + expansion",
                           f"equation {n}: {r.detail}; the cross-multiplied difference is non-zero", point)
        details.append(f"equation {n}: N = {r.size_checked} suffices")
    return Verdict(Status.PROVED, "relabelling theorem + expansion",
                   "; ".join(details) + " (every monomial type occurs there; difference expands to 0)")


@evaluator(IdentityAllN)
def evaluate_identity_all_n(claim, point):
    """point = {'N': n, entry symbol: value, ...}: both sides at that size, with the
    entries replaced by the drawn numbers (exact rational arithmetic)."""
    N = int(point["N"])
    subs = {k: v for k, v in point.items() if k != "N"}
    table = {}
    for a in claim.arrays:
        f = a.entries()
        if a.kind == "vector":
            table[a.name] = (lambda f: lambda i: sp.sympify(f(i)).xreplace(subs))(f)
        else:
            table[a.name] = (lambda f: lambda i, j: sp.sympify(f(i, j)).xreplace(subs))(f)
    for lhs, rhs in claim.equations:
        free = sorted(_free(lhs) | _free(rhs), key=lambda i: i.name)
        values = {i: n % N for n, i in enumerate(free)}
        try:
            l, r = (_value(e, N, table, values) for e in (lhs, rhs))
        except ZeroDivisionError:
            continue  # a denominator vanishes at this point: outside the statement
        if l.has(sp.zoo, sp.nan) or r.has(sp.zoo, sp.nan):
            continue
        if not numeric_holds(sp.Eq(l, r, evaluate=False), {}):
            return False
    return True


@rechecker(IdentityAllN)
def recheck_identity_all_n(claim, verdict) -> bool:
    """The counterexample (N and entries) makes some equation fail, exactly."""
    point = dict(verdict.counterexample or {})
    if "N" not in point:
        return False
    N = int(point.pop("N"))
    fixed = {k[len("index "):]: int(point.pop(k)) for k in list(point) if isinstance(k, str) and k.startswith("index ")}
    table = {a.name: a.entries() for a in claim.arrays}
    for lhs, rhs in claim.equations:
        free = sorted(_free(lhs) | _free(rhs), key=lambda i: i.name)
        values = {i: fixed.get(i.name, n % N) for n, i in enumerate(free)}
        try:
            l = _value(lhs, N, table, values).xreplace(point)
            r = _value(rhs, N, table, values).xreplace(point)
            if exact_sign(sp.nsimplify(l - r)) != 0:
                return True
        except (UndefinedAtPoint, ValueError, ZeroDivisionError):
            continue
    return False


# --- Limit
def limit_computed(claim):
    return exact_limit(claim.expr, claim.var, claim.to, list(claim.domain.constraints),
                       sides=limit_sides(claim))


def limit_sides(claim) -> tuple[str, ...]:
    """The sides the domain lets ``var`` approach ``to`` from: a limit at 0 on x < 0 is
    from the left; with no constraint on var it is two-sided (both sides must agree)."""
    on_var = [c for c in claim.domain.constraints if claim.var in c.free_symbols]
    if claim.to in (sp.oo, -sp.oo):
        coupled = [c for c in on_var if c.free_symbols - {claim.var}]
        if coupled:
            _check_eventually_true(coupled, claim)
            on_var = [c for c in on_var if c not in coupled]
        iv = interval_of(claim.var, on_var, strict=True) if on_var else sp.Interval(-sp.oo, sp.oo)
        allowed = assumption_interval(claim.var)
        if iv is None or allowed is None or not isinstance(iv.intersect(allowed), sp.Interval):
            raise LimitError(f"cannot tell from the domain whether {claim.var} reaches {claim.to}")
        end = iv.intersect(allowed).end if claim.to == sp.oo else iv.intersect(allowed).start
        if end != claim.to:
            raise NoLimit(f"{claim.to} is not a limit point of the domain of {claim.var} "
                          f"({claim.var} stays in {iv.intersect(allowed)})")
        return ("right",) if claim.to == -sp.oo else ("left",)
    if any(c.free_symbols - {claim.var} for c in on_var):
        raise LimitError(f"the side from which {claim.var} -> {claim.to} is approached depends on parameters")
    iv = interval_of(claim.var, on_var, strict=True) if on_var else sp.Interval(-sp.oo, sp.oo)
    allowed = assumption_interval(claim.var)
    if iv is None or allowed is None or not isinstance(iv.intersect(allowed), sp.Interval):
        raise LimitError(f"cannot tell from the domain on which side of {claim.to} {claim.var} lies")
    iv = iv.intersect(allowed)
    def less(a, b):   # a < b for closed numbers, infinities included, decided exactly
        if a in (sp.oo, -sp.oo) or b in (sp.oo, -sp.oo):
            return bool(sp.Lt(a, b))
        return exact_sign(b - a) > 0
    out = []
    if less(iv.start, claim.to) and not less(iv.end, claim.to):
        out.append("left")
    if less(claim.to, iv.end) and not less(claim.to, iv.start):
        out.append("right")
    if not out:
        raise LimitError(f"{claim.to} is not a limit point of the domain of {claim.var}")
    return tuple(out)


def _check_eventually_true(constraints, claim) -> None:
    """Each constraint tying ``var`` to other parameters holds for every ``var`` near ``to``
    (+-oo), whatever the parameters (within the constraints free of ``var``): then those
    constraints do not stop ``var`` from reaching ``to``.  A LimitError otherwise."""
    params_only = [c for c in claim.domain.constraints if claim.var not in c.free_symbols]
    for c in constraints:
        if not isinstance(c, (sp.StrictGreaterThan, sp.GreaterThan, sp.StrictLessThan, sp.LessThan)):
            raise LimitError(f"whether the domain reaches {claim.to} depends on the constraint {c}")
        f = c.lhs - c.rhs if isinstance(c, (sp.StrictGreaterThan, sp.GreaterThan)) else c.rhs - c.lhs
        if eventual_sign(f, claim.var, params_only, claim.to) <= 0:
            raise LimitError(f"the constraint {c} may keep {claim.var} away from {claim.to}")


@prover(Limit)
def decide_limit(claim) -> Verdict:
    try:
        L, method = limit_computed(claim)
    except NoLimit as exc:
        return Verdict(Status.REFUTED, "one-sided limits", str(exc), {})
    except LimitError as exc:
        return Verdict(Status.OPEN, "limit", notes=str(exc))
    if L.has(sp.oo, -sp.oo) or claim.value.has(sp.oo, -sp.oo):
        ok = L == claim.value   # oo, -oo (oo - oo would be nan)
        return Verdict(Status.PROVED if ok else Status.REFUTED, method,
                       f"limit is {L}", None if ok else {})
    d, m = decide_link(eq(L, claim.value), claim.domain)
    if d.outcome == "proved":
        return Verdict(Status.PROVED, f"{method}; {m}", f"limit = {L}")
    if d.outcome in ("refuted", "undefined"):
        return Verdict(Status.REFUTED, f"{method}; {m}", f"the limit is {L}, not {claim.value}", d.point or {})
    return Verdict(Status.OPEN, f"{method}; {m}", f"limit {L}; comparison undecided: {d.detail}")


@rechecker(Limit)
def recheck_limit(claim, verdict) -> bool:
    """Recompute the limit; it differs from the printed value at the counterexample
    (or the one-sided limits differ again, so there is no limit)."""
    try:
        L, _ = limit_computed(claim)
    except NoLimit:
        return True
    except LimitError:
        return False
    point = verdict.counterexample or {}
    try:
        return exact_sign(sp.sympify(L - claim.value).xreplace(point)) != 0
    except (UndefinedAtPoint, ValueError, TypeError):
        return L != claim.value


@evaluator(Limit)
def evaluate_limit(claim, point):
    """Numeric look: expr at var = 10^30 (or to + 10^-30) against the printed value."""
    with mpmath.workdps(DPS):
        near = sp.Integer(10) ** 30 if claim.to == sp.oo else claim.to + sp.Integer(10) ** -30
        p = dict(point)
        p[claim.var] = near
        a = _mp(claim.expr, p)
        if claim.value in (sp.oo, -sp.oo):   # unbounded: large, with the right sign, near the limit point
            return a > 10**6 if claim.value == sp.oo else a < -10**6
        b = _mp(claim.value, point)
        return abs(a - b) < mpmath.mpf(10) ** -8 * max(1, abs(b))


# --- Extremum
@prover(Extremum)
def decide_extremum(claim) -> Verdict:
    hyps = list(claim.domain.constraints)
    decisions = []
    inside = sp.And(*in_interval(claim.at, claim.over)) if in_interval(claim.at, claim.over) else sp.true
    if inside is not sp.true:
        d = decide(hyps, inside, claim.domain.symbols or None)
        decisions.append(("location in the interval", d, "Z3 nlsat"))
    f0 = claim.expr.xreplace({claim.var: claim.at})
    rel = sp.Ge(claim.expr, f0, evaluate=False) if claim.which == "min" else sp.Le(claim.expr, f0, evaluate=False)
    syms = tuple(claim.domain.symbols) + ((claim.var,) if claim.var not in claim.domain.symbols else ())
    d = decide(hyps + in_interval(claim.var, claim.over), rel, syms)
    decisions.append((f"f({claim.var}) {'>=' if claim.which == 'min' else '<='} f({claim.at})", d, "Z3 nlsat"))
    status, method, cert, point = _status_from(decisions, "step")
    return Verdict(status, method, cert, point)


@rechecker(Extremum)
def recheck_extremum(claim, verdict) -> bool:
    """At the counterexample, the value beats the claimed extremum (or the location is outside)."""
    point = verdict.counterexample or {}
    try:
        at = claim.at.xreplace({k: v for k, v in point.items() if k != claim.var})
        if not all(relation_holds(c, point) for c in in_interval(claim.var, claim.over) + list(claim.domain.constraints)):
            return not all(relation_holds(c, {**point}) for c in in_interval(at, claim.over))
        f, f0 = claim.expr.xreplace(point), claim.expr.xreplace({**point, claim.var: at})
        return exact_sign(f - f0) < 0 if claim.which == "min" else exact_sign(f - f0) > 0
    except (UndefinedAtPoint, ValueError, KeyError):
        return False


@evaluator(Extremum)
def evaluate_extremum(claim, point):
    if _outside(claim.var, claim.over, point):
        return None
    p0 = dict(point)
    p0[claim.var] = claim.at.xreplace({k: v for k, v in point.items() if k != claim.var})
    f, f0 = _mp(claim.expr, point), _mp(claim.expr, p0)
    return f >= f0 - TOL * max(1, abs(f0)) if claim.which == "min" else f <= f0 + TOL * max(1, abs(f0))


# --- Monotone
def monotone_derivative(claim):
    if getattr(claim, "_derivative", None) is None:   # spot checks evaluate it at many points
        claim._derivative = sp.together(sp.diff(claim.expr, claim.var))
    return claim._derivative


def monotone__step(claim, k):
    """f(k+1) - f(k), exactly."""
    return claim.expr.xreplace({claim.var: k + 1}) - claim.expr.xreplace({claim.var: k})


def monotone__integer_range(over: sp.Interval) -> tuple:
    """The first and last integers of ``over`` (None for an unbounded end), exactly."""
    def first(x, open_):
        if x in (sp.oo, -sp.oo):
            return None
        k = -exact_floor(-x)          # ceiling
        return k + 1 if open_ and exact_sign(k - x) == 0 else k

    def last(x, open_):
        if x in (sp.oo, -sp.oo):
            return None
        k = exact_floor(x)
        return k - 1 if open_ and exact_sign(k - x) == 0 else k
    return first(over.start, over.left_open), last(over.end, over.right_open)


def monotone__decide_integer_steps_by_z3(claim, lo, hi) -> Verdict:
    """f(k+1) - f(k) has the strict sign for every integer k of a long or unbounded range:
    decided over the reals k in [lo, hi - 1] (a proof covers the integers); a refutation
    must be an integer k, re-checked exactly."""
    k = sp.Dummy("k", integer=True)
    step = claim.expr.xreplace({claim.var: k + 1}) - claim.expr.xreplace({claim.var: k})
    hyps = list(claim.domain.constraints) + ([k >= lo] if lo is not None else []) + \
        ([k <= hi - 1] if hi is not None else [])
    goal = sp.Lt(step, 0, evaluate=False) if claim.direction == "decreasing" else sp.Gt(step, 0, evaluate=False)
    syms = tuple(claim.domain.symbols) + (k,)
    d = decide(hyps, goal, syms)
    method = "consecutive values (Z3 nlsat over the reals, integer counterexample)"
    if d.outcome == "proved":
        return Verdict(Status.PROVED, method, "f(k+1) - f(k) has the strict sign for every real k of the range, "
                                              "so for every integer k")
    if d.outcome == "refuted" and d.point is not None:
        point = {(claim.var if s is k else s): v for s, v in d.point.items()}
        return Verdict(Status.REFUTED, method, f"f(k+1) - f(k) has the wrong sign at k = {point[claim.var]}", point)
    return Verdict(Status.OPEN, method, d.detail)


def monotone__decide_integer_steps(claim) -> Verdict:
    lo, hi = monotone__integer_range(claim.over)
    if lo is None or hi is None or hi - lo > 2000:
        return monotone__decide_integer_steps_by_z3(claim, lo, hi)
    for k in range(lo, hi):
        s_ = exact_sign(monotone__step(claim, k))
        if (s_ >= 0) if claim.direction == "decreasing" else (s_ <= 0):
            return Verdict(Status.REFUTED, "exact comparison of consecutive values",
                           f"f({k + 1}) - f({k}) has sign {s_}", {claim.var: sp.Integer(k)})
    return Verdict(Status.PROVED, "exact comparison of consecutive values",
                   f"f(k+1) - f(k) has the strict sign for every integer k = {lo}..{hi - 1}")


def monotone__decide_logs(claim, hyps, syms) -> Verdict:
    strict, weak = ("negative", "nonpositive") if claim.direction == "decreasing" else ("positive", "nonnegative")
    d = log_derivative_sign(claim.expr, claim.var, hyps, syms, strict)
    if d.outcome == "proved":
        return Verdict(Status.PROVED, "derivative sign (log basis + Z3 nlsat)", d.detail)
    w = log_derivative_sign(claim.expr, claim.var, hyps, syms, weak)
    if w.outcome == "refuted":
        return Verdict(Status.REFUTED, "derivative sign (log basis + Z3 nlsat)",
                       f"the derivative has the wrong sign at the point: {w.detail}", w.point)
    return Verdict(Status.OPEN, "derivative sign (log basis + Z3 nlsat)", f"strict: {d.detail}; weak: {w.detail}")


@prover(Monotone)
def decide_monotone_by_consecutive_values(claim) -> Verdict | None:
    """Shape: a parameter printed as "A = 50, ..., 100" (integer_steps)."""
    return monotone__decide_integer_steps(claim) if claim.integer_steps else None


@prover(Monotone)
def decide_monotone(claim) -> Verdict | None:
    """Shape: a real interval: definedness on it, then the sign of the derivative."""
    if claim.integer_steps:
        return None
    bad = _undefined_on(claim.expr, claim.var, claim.over, claim.domain)
    if bad is not None:
        return bad
    hyps = list(claim.domain.constraints) + in_interval(claim.var, sp.Interval.open(claim.over.start, claim.over.end))
    syms = tuple(claim.domain.symbols) + ((claim.var,) if claim.var not in claim.domain.symbols else ())
    if has_log(claim.expr):
        return monotone__decide_logs(claim, hyps, syms)
    dexpr = monotone_derivative(claim)
    strict = sp.Lt(dexpr, 0, evaluate=False) if claim.direction == "decreasing" else sp.Gt(dexpr, 0, evaluate=False)
    d = decide(hyps, strict, syms)
    if d.outcome == "proved":
        return Verdict(Status.PROVED, "derivative sign (Z3 nlsat)", f"d/d{claim.var} has strict sign on the interior")
    weak = sp.Le(dexpr, 0, evaluate=False) if claim.direction == "decreasing" else sp.Ge(dexpr, 0, evaluate=False)
    w = decide(hyps, weak, syms)
    if w.outcome == "refuted":
        return Verdict(Status.REFUTED, "derivative sign (Z3 nlsat)",
                       f"the derivative has the wrong sign at the point, so the function is "
                       f"{'increasing' if claim.direction == 'decreasing' else 'decreasing'} near it", w.point)
    if w.outcome == "proved" and set(syms) == {claim.var}:
        num, _ = sp.fraction(sp.cancel(dexpr))
        if num.is_polynomial(claim.var) and not sp.Poly(num, claim.var).is_zero:   # exact-ok: the zero polynomial, structurally
            return Verdict(Status.PROVED, "derivative sign (Z3 nlsat)",
                           "derivative has the right weak sign and finitely many zeros")
        if w.outcome == "proved" and not num.is_polynomial(claim.var):
            return Verdict(Status.OPEN, "derivative sign (Z3 nlsat)",
                           f"the derivative has the right weak sign but vanishes somewhere ({d.detail}), and its "
                           f"zero set is not that of a polynomial (numerator {num}): strictness is undecided")
    return Verdict(Status.OPEN, "derivative sign (Z3 nlsat)", f"strict: {d.detail}; weak: {w.detail}")


@rechecker(Monotone)
def recheck_monotone(claim, verdict) -> bool:
    """The derivative (or the step f(k+1) - f(k)) has the wrong sign at the counterexample, exactly."""
    point = verdict.counterexample or {}
    if verdict.method.startswith("definedness"):
        return _undefined_at(claim.expr, point, claim.domain, claim.var, claim.over)
    if not _in_domain_on(point, claim.domain, claim.var, claim.over):
        return False
    try:
        if claim.integer_steps:
            k = sp.sympify(point[claim.var])
            if not k.is_Integer or not _in_domain_on({**point, claim.var: k + 1}, claim.domain, claim.var, claim.over):
                return False   # a step k -> k + 1 between two integers of the range
            params = {s: v for s, v in point.items() if s != claim.var}
            s_ = exact_sign(monotone__step(claim, k).xreplace(params))
            return s_ >= 0 if claim.direction == "decreasing" else s_ <= 0
        s_ = exact_sign(monotone_derivative(claim).xreplace(point))
    except (UndefinedAtPoint, ValueError):
        return False
    return s_ > 0 if claim.direction == "decreasing" else s_ < 0


@evaluator(Monotone)
def evaluate_monotone(claim, point):
    if _outside(claim.var, claim.over, point):
        return None
    with mpmath.workdps(DPS):
        if claim.integer_steps:
            k = sp.floor(point[claim.var])
            if k + 1 > claim.over.end or (claim.over.right_open and k + 1 == claim.over.end):
                return None
            v = _mp(claim.expr, {**point, claim.var: k + 1}) - _mp(claim.expr, {**point, claim.var: k})
        else:
            v = _mp(monotone_derivative(claim), point)
        return v <= TOL if claim.direction == "decreasing" else v >= -TOL


# --- Convex
def convex_second_derivative(claim):
    if getattr(claim, "_second", None) is None:
        claim._second = sp.together(sp.diff(claim.expr, claim.var, 2))
    return claim._second


@prover(Convex)
def decide_convex(claim) -> Verdict:
    bad = _undefined_on(claim.expr, claim.var, claim.over, claim.domain)
    if bad is not None:
        return bad
    hyps = list(claim.domain.constraints) + in_interval(claim.var, claim.over)
    syms = tuple(claim.domain.symbols) + ((claim.var,) if claim.var not in claim.domain.symbols else ())
    d = decide(hyps, sp.Ge(convex_second_derivative(claim), 0, evaluate=False), syms)
    if d.outcome == "proved":
        return Verdict(Status.PROVED, "second-derivative sign (Z3 nlsat)", "f'' >= 0 on the interval")
    if d.outcome == "refuted":
        return Verdict(Status.REFUTED, "second-derivative sign (Z3 nlsat)",
                       "f'' < 0 at the point: strictly concave near it", d.point)
    return Verdict(Status.OPEN, "second-derivative sign (Z3 nlsat)", d.detail)


@rechecker(Convex)
def recheck_convex(claim, verdict) -> bool:
    point = verdict.counterexample or {}
    if verdict.method.startswith("definedness"):
        return _undefined_at(claim.expr, point, claim.domain, claim.var, claim.over)
    if not _in_domain_on(point, claim.domain, claim.var, claim.over):
        return False
    try:
        return exact_sign(convex_second_derivative(claim).xreplace(point)) < 0
    except (UndefinedAtPoint, ValueError):
        return False


@evaluator(Convex)
def evaluate_convex(claim, point):
    if _outside(claim.var, claim.over, point):
        return None
    return _mp(convex_second_derivative(claim), point) >= -TOL


# --- PrintedValue
def printed_value__half_unit(claim):
    return sp.Rational(1, 2) / sp.Integer(10) ** claim.decimals if claim.decimals >= 0 \
        else sp.Rational(1, 2) * sp.Integer(10) ** (-claim.decimals)


def printed_value_rounded(claim) -> str:
    """The exact value rounded at the printed last digit (half away from zero), as a decimal;
    every comparison exact (a value 1e-300 from a tie rounds the right way)."""
    s_ = exact_sign(claim.exact)
    unit = 2 * printed_value__half_unit(claim)
    n = exact_floor(s_ * claim.exact / unit + sp.Rational(1, 2))
    d = max(claim.decimals, 0)
    whole = int(sp.Integer(n) * unit * sp.Integer(10) ** d)
    q = 10 ** d
    text = f"{whole // q}" + (f".{whole % q:0{d}d}" if d else "")
    return ("-" if s_ < 0 and n != 0 else "") + text


def printed_value__off_by_more_than_half(claim) -> bool:
    """Wrong by more than half a unit of the last digit -- or a printed minus sign on a
    positive value ('-0.00' for 0.004: the sign is part of what is printed)."""
    if claim.printed.lstrip().startswith(("-", "\u2212")) and exact_sign(claim.exact) > 0:
        return True
    difference = claim.exact - claim.value
    distance = difference if exact_sign(difference) >= 0 else -difference
    return exact_sign(distance - printed_value__half_unit(claim)) > 0


@prover(PrintedValue)
def decide_printed_value(claim) -> Verdict:
    try:
        shown = f"exact {claim.exact} = {decimal_text(claim.exact, 12)}"
        off = printed_value__off_by_more_than_half(claim)
        rounded = printed_value_rounded(claim)
    except Undecided as exc:
        return Verdict(Status.OPEN, "exact value, rounded", notes=f"the comparison is undecided: {exc}")
    if not off:
        return Verdict(Status.PROVED, "exact value, rounded", f"{shown}; rounds to {rounded}")
    return Verdict(Status.REFUTED, "exact value, rounded", f"{shown}; rounds to {rounded}, printed {claim.printed}",
                   {"exact": decimal_text(claim.exact, 15), "rounded": rounded})


@rechecker(PrintedValue)
def recheck_printed_value(claim, verdict) -> bool:
    """|exact - printed| exceeds half a unit of the last printed digit, exactly."""
    return printed_value__off_by_more_than_half(claim)


@evaluator(PrintedValue)
def evaluate_printed_value(claim, point):
    with mpmath.workdps(DPS):
        half = mpmath.mpf(sp.N(printed_value__half_unit(claim), 30))   # exact-ok: spot-check numerics (evidence)
        return abs(_mp(claim.exact, {}) - _mp(claim.value, {})) <= half * (1 + TOL)


# --- Steps
@prover(Steps)
def decide_steps(claim) -> Verdict:
    results = [(s, s.verify()) for s in claim.steps]
    if not claim.derivation:   # an argued statement may rest on argued steps
        bad = [(s, v) for s, v in results if v.status not in (Status.PROVED, Status.ARGUED)]
    else:
        bad = [(s, v) for s, v in results if v.status != Status.PROVED]
    if not bad and claim.derivation:
        # every printed line holds; that they yield the statement is still prose
        return Verdict(Status.ARGUED, "verified steps (derivation) + prose argument",
                       f"every printed line PROVED ({', '.join(s.id for s, _ in results)}); that they give the "
                       f"statement is the argument (not machine-checked): {claim.argument}")
    if not bad:
        return Verdict(Status.ARGUED, "verified steps + prose argument",
                       f"{len(results)} steps PROVED or ARGUED ({', '.join(f'{s.id} {v.status}' for s, v in results)}); "
                       f"combined by the argument (not machine-checked): {claim.argument}")
    if claim.derivation:
        for s, v in bad:
            if v.status in (Status.REFUTED, Status.CORRECTED):
                return Verdict(Status.REFUTED, "verified steps (derivation)",
                               f"printed line {s.id} fails: {v.certificate}",
                               {"line": s.id, **(v.counterexample or {})})
    s, v = bad[0]
    return Verdict(Status.OPEN, "verified steps", f"step {s.id} is {v.status}: the proof is incomplete")


def _recheck_named(parts, key: str, verdict) -> bool:
    """The part the counterexample names (under ``key``) re-checks its own refutation, exactly."""
    name = (verdict.counterexample or {}).get(key)
    part = next((p for p in parts if p.id == name), None)
    return part is not None and part.confirms(part.verify())


@rechecker(Steps)
def recheck_steps(claim, verdict) -> bool:
    """A derivation's failing line re-checks (its own counterexample, exactly)."""
    return _recheck_named(claim.steps, "line", verdict)


# --- AllOf
@prover(AllOf)
def decide_all_of(claim) -> Verdict:
    results = [(p, p.verify()) for p in claim.parts]
    for p, v in results:
        if v.status in (Status.REFUTED, Status.CORRECTED):
            return Verdict(Status.REFUTED, "conjunction",
                           f"part {p.id} is {v.status}: {v.certificate}", {"part": p.id, **(v.counterexample or {})})
    bad = [(p, v) for p, v in results if v.status not in (Status.PROVED, Status.ARGUED)]
    if bad:
        p, v = bad[0]
        return Verdict(Status.OPEN, "conjunction", f"part {p.id} is {v.status}")
    argued = [p.id for p, v in results if v.status == Status.ARGUED]
    if argued:
        return Verdict(Status.ARGUED, "conjunction",
                       f"every part PROVED except {', '.join(argued)}, which rest on a prose argument")
    return Verdict(Status.PROVED, "conjunction", f"all {len(results)} parts PROVED ({', '.join(p.id for p, _ in results)})")


@rechecker(AllOf)
def recheck_all_of(claim, verdict) -> bool:
    return _recheck_named(claim.parts, "part", verdict)


# --- Not
@prover(Not)
def decide_not(claim) -> Verdict:
    v = claim.claim.verify()
    if v.status == Status.PROVED:
        return Verdict(Status.REFUTED, f"negated claim proved ({v.method})",
                       f"{claim.claim.id} is PROVED: {v.certificate}", {})
    if v.status == Status.REFUTED and v.counterexample is not None:
        if v.method.startswith("definedness") or "undefined" in v.certificate:
            return Verdict(Status.OPEN, "negation", f"{claim.claim.id} fails only by being undefined somewhere")
        return Verdict(Status.PROVED, f"counterexample to the negated claim ({v.method})",
                       f"{claim.claim.id} fails at the point, re-checked exactly: {v.certificate}", v.counterexample)
    return Verdict(Status.OPEN, "negation", f"{claim.claim.id} is {v.status}")


@rechecker(Not)
def recheck_not(claim, verdict) -> bool:
    return claim.claim.verify().status == Status.PROVED


# --- Exists
@prover(Exists)
def decide_exists(claim) -> Verdict:
    v = claim.negation.verify()
    if v.status == Status.PROVED:
        return Verdict(Status.REFUTED, f"negation proved ({v.method})",
                       f"no such point exists: {claim.negation.id} is PROVED")
    if v.status == Status.ARGUED:
        return Verdict(Status.ARGUED_AGAINST, f"negation argued ({v.method})",
                       f"no such point exists by {claim.negation.id}, which is ARGUED")
    if v.status == Status.REFUTED and v.counterexample is not None:
        why = exists__not_a_witness(claim, v)
        if why:
            return Verdict(Status.OPEN, "existence", f"{claim.negation.id} is REFUTED, but {why}")
        return Verdict(Status.PROVED, "witness", f"witness from {claim.negation.id}, re-checked exactly",
                       v.counterexample)
    return Verdict(Status.OPEN, "existence", f"{claim.negation.id} is {v.status}")


def exists__not_a_witness(claim, v) -> str:
    """'' if the negation's counterexample is a point where the statement is defined and
    true (checked exactly), else why not: a point where the negation is merely
    undefined, or breaks an assumption, proves no existence."""
    point = v.counterexample or {}
    if violated_assumptions({k: x for k, x in point.items() if isinstance(k, sp.Symbol)}):
        return "the point breaks the symbols' assumptions"
    if v.method.startswith("definedness") or "undefined" in v.certificate:
        return "the negation is only undefined there"
    neg = claim.negation
    if isinstance(neg, Relation):
        try:
            if not all(relation_holds(c, point) for c in neg.domain.constraints):
                return "the point is outside the domain"
            values = [relation_holds(link, point) for link in neg.links]
        except (UndefinedAtPoint, ValueError, TypeError):
            return "the statement is undefined at the point"
        return "" if not all(values) else "the negation holds at the point"
    return "" if neg.confirms(v) else "the point did not pass the exact re-check"


@rechecker(Exists)
def recheck_exists(claim, verdict) -> bool:
    """REFUTED: the negation is PROVED; PROVED: the witness refutes the negation."""
    v = claim.negation.verify()
    if verdict.status == Status.REFUTED:
        return v.status == Status.PROVED
    return v.status == Status.REFUTED and not exists__not_a_witness(claim, v)


# --- Counterexample
@prover(Counterexample)
def decide_counterexample(claim) -> Verdict:
    results = [(f, f.verify()) for f in claim.facts]
    bad = [(f, v) for f, v in results if v.status != Status.PROVED]
    if bad:
        f, v = bad[0]
        return Verdict(Status.OPEN, "counterexample family", f"fact {f.id} is {v.status}")
    return Verdict(Status.ARGUED_AGAINST, "counterexample family + prose argument",
                   f"{len(results)} facts PROVED ({', '.join(f.id for f, _ in results)}); "
                   f"they contradict the statement by the argument (not machine-checked): {claim.argument}",
                   {"family": claim.family})


@rechecker(Counterexample)
def recheck_counterexample(claim, verdict) -> bool:
    """Every fact about the counterexample family re-verifies as PROVED."""
    return all(f.verify(fresh=True).status == Status.PROVED for f in claim.facts)


# --- ForEachSize
@evaluator(ForEachSize)
def evaluate_for_each_size(claim, point):
    return None if claim.spot is None else claim.spot(point)


@rechecker(ForEachSize)
def recheck_for_each_size(claim, verdict) -> bool:
    N = (verdict.counterexample or {}).get("N")
    return N is not None and claim.check(N)[0] is False


@prover(ForEachSize)
def decide_for_each_size(claim) -> Verdict:
    done = []
    for N in claim.sizes:
        ok, detail = claim.check(N)
        if ok is not True and ok is not False:
            return Verdict(Status.OPEN, "exact symbolic expansion",
                           f"check({N}) returned {ok!r}: the outcome must be True or False")
        if not ok:
            return Verdict(Status.REFUTED, "exact symbolic expansion", f"N = {N}: {detail}", {"N": N})
        done.append(N)
    return Verdict(Status.PROVED, "exact symbolic expansion",
                   f"holds with free symbolic entries for N = {done[0]}..{done[-1]}")


def _no_point_evaluation(claim, point):
    """Composite kinds are spot-checked through their parts, not at a point."""
    return None


for _kind in (Steps, AllOf, Not, Counterexample):
    EVALUATORS[_kind] = _no_point_evaluation
