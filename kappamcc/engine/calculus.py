"""Extremum, Monotone and Convex: provers, exact re-checks, numeric evaluation."""

from __future__ import annotations

import weakref
from dataclasses import replace
from functools import lru_cache

import mpmath
import sympy as sp

from ..model.claims import Failure, Status, Verdict
from ..model.kinds import Convex, Extremum, Monotone, in_interval
from ..prove.exact import UndefinedAtPoint, declared_signs, evaluate, exact_sign, relation_holds
from ..prove.sign import Undecided, floor as exact_floor
from ..prove.logs import has_log, log_derivative_sign
from ..prove.realarith import Outcome, decide, definedness_obligations
from .dispatch import evaluator, prover, rechecker
from .numeric import DPS, TOL, mp_value, outside
from .definedness import derivative_defined, gaps_in, in_domain_on, undefined_at, undefined_on
from .links import status_from


# --- Extremum
@prover(Extremum)
def decide_extremum(claim) -> Verdict:
    hyps = list(claim.domain.constraints)
    decisions = []
    var, at = claim.var, sp.sympify(claim.at)
    if var.is_integer and not (at.is_Integer or (at.is_Symbol and at.is_integer)):
        return Verdict(
            Status.OPEN, "Z3 nlsat", notes=f"{var} is an integer and the location {at} is not shown to be one"
        )
    # the location is a point of the set the statement is about: the interval, the domain's
    # constraints on the variable and its declared sign, for every value of the parameters at
    # which the set has a point (``witness``: a refutation names one)
    on_var = [c for c in hyps + declared_signs(var) if var in c.free_symbols]
    # ... and a real number there: defined (1/a needs a != 0, sqrt(a) needs a >= 0)
    located = list(definedness_obligations(at)) + in_interval(at, claim.over) + [c.xreplace({var: at}) for c in on_var]
    if located:
        witness = sp.Dummy(var.name, real=True)
        d = decide(
            [c for c in hyps if var not in c.free_symbols]
            + [c.xreplace({var: witness}) for c in on_var]
            + in_interval(witness, claim.over),
            sp.And(*located),
            [s_ for s_ in claim.domain.symbols if s_ != var] + [witness],
        )
        if d.point is not None:
            d = replace(d, point={(var if k == witness else k): v for k, v in d.point.items()})
        decisions.append(("location in the interval and the domain", d, "Z3 nlsat"))
    try:
        f0 = claim.expr.xreplace({claim.var: claim.at})
    except (ValueError, TypeError) as exc:  # Max of incomparable numbers, say
        return Verdict(Status.OPEN, "Z3 nlsat", notes=f"f at the location is not decided: {exc}")
    rel = sp.Ge(claim.expr, f0, evaluate=False) if claim.which == "min" else sp.Le(claim.expr, f0, evaluate=False)
    syms = tuple(claim.domain.symbols) + ((claim.var,) if claim.var not in claim.domain.symbols else ())
    d = decide(hyps + in_interval(claim.var, claim.over), rel, syms)
    decisions.append((f"f({claim.var}) {'>=' if claim.which == 'min' else '<='} f({claim.at})", d, "Z3 nlsat"))
    return status_from(decisions, "step")


@rechecker(Extremum)
def recheck_extremum(claim, verdict) -> bool:
    """At the counterexample, the value beats the claimed extremum (or the location is outside)."""
    point = verdict.counterexample or {}
    try:
        var, constraints = claim.var, list(claim.domain.constraints)
        params = {k: v for k, v in point.items() if k != var}
        on_params = [c for c in constraints if var not in c.free_symbols]
        if not all(relation_holds(c, params) for c in definedness_obligations(claim.at)):
            # no location at parameters of the domain: 1/a at a = 0, sqrt(a) at a < 0
            return all(relation_holds(c, params) for c in on_params)
        at = sp.sympify(claim.at).xreplace(params)
        located = in_interval(at, claim.over) + [
            c.xreplace({var: at}) for c in constraints + declared_signs(var) if var in c.free_symbols
        ]
        if not all(relation_holds(c, params) for c in located):
            # the location is outside the set, at parameters where the set has the point given for var
            return var in point and all(relation_holds(c, point) for c in constraints + in_interval(var, claim.over))
        if not all(
            relation_holds(c, point) for c in in_interval(claim.var, claim.over) + list(claim.domain.constraints)
        ):
            return not all(relation_holds(c, {**point}) for c in in_interval(at, claim.over))
        f, f0 = claim.expr.xreplace(point), claim.expr.xreplace({**point, claim.var: at})
        return exact_sign(f - f0) < 0 if claim.which == "min" else exact_sign(f - f0) > 0
    except (UndefinedAtPoint, Undecided, ValueError, TypeError, KeyError):
        return False


@evaluator(Extremum)
def evaluate_extremum(claim, point):
    if outside(claim.var, claim.over, point):
        return None
    p0 = dict(point)
    p0[claim.var] = claim.at.xreplace({k: v for k, v in point.items() if k != claim.var})
    f, f0 = mp_value(claim.expr, point), mp_value(claim.expr, p0)
    return f >= f0 - TOL * max(1, abs(f0)) if claim.which == "min" else f <= f0 + TOL * max(1, abs(f0))


# --- Monotone
# derivatives per claim (spot checks evaluate them at many points), off the claim objects
_DERIVATIVES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_SECOND: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def monotone_derivative(claim):
    if claim not in _DERIVATIVES:
        _DERIVATIVES[claim] = _derivative(claim.expr, claim.var)
    return _DERIVATIVES[claim]


@lru_cache(maxsize=2048)
def _derivative(expr, var):
    """d expr / d var over one denominator; by expression, since the claims a family
    predicate makes (and remakes for a spot check) share their functions."""
    return sp.together(sp.diff(expr, var))


def monotone__step(claim, k):
    """f(k+1) - f(k), built without sympy's evaluation: sympy evaluates floor(k - c) by a
    30-digit approximation (wrong for c 1e-150 from an integer); the sign service does not."""
    with sp.evaluate(False):
        return claim.expr.xreplace({claim.var: k + 1}) - claim.expr.xreplace({claim.var: k})


def monotone__integer_range(over: sp.Interval) -> tuple:
    """The first and last integers of ``over`` (None for an unbounded end), exactly."""

    def first(x, open_):
        if x in (sp.oo, -sp.oo):
            return None
        k = -exact_floor(-x)  # ceiling
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
    # f is defined at every integer of the range, from f as written: the step below is built by
    # substitution, which lets sympy cancel a factor that vanishes at an integer of the range
    within = (
        [c.xreplace({claim.var: k}) for c in claim.domain.constraints]
        + ([k >= lo] if lo is not None else [])
        + ([k <= hi] if hi is not None else [])
    )
    obligations = [c.xreplace({claim.var: k}) for c in definedness_obligations(claim.expr)]
    if obligations:
        d = decide(within, sp.And(*obligations), tuple(claim.domain.symbols) + (k,))
        if d.outcome is not Outcome.PROVED:
            at = {(claim.var if s is k else s): v for s, v in (d.point or {}).items()}
            if d.outcome in (Outcome.REFUTED, Outcome.UNDEFINED) and getattr(at.get(claim.var), "is_Integer", False):
                return Verdict(
                    Status.REFUTED,
                    "definedness (Z3 nlsat)",
                    f"f is undefined at {claim.var} = {at[claim.var]}",
                    at,
                    failure=Failure.UNDEFINED,
                )
            return Verdict(
                Status.OPEN,
                "definedness (Z3 nlsat)",
                notes=f"f is not shown defined at every integer of the range: {d.detail}",
            )
    step = claim.expr.xreplace({claim.var: k + 1}) - claim.expr.xreplace({claim.var: k})
    hyps = (
        list(claim.domain.constraints)
        + ([k >= lo] if lo is not None else [])
        + ([k <= hi - 1] if hi is not None else [])
    )
    goal = sp.Lt(step, 0, evaluate=False) if claim.direction == "decreasing" else sp.Gt(step, 0, evaluate=False)
    syms = tuple(claim.domain.symbols) + (k,)
    d = decide(hyps, goal, syms)
    method = "consecutive values (Z3 nlsat over the reals, integer counterexample)"
    if d.outcome is Outcome.PROVED:
        return Verdict(
            Status.PROVED,
            method,
            "f(k+1) - f(k) has the strict sign for every real k of the range, so for every integer k",
        )
    if d.outcome is Outcome.REFUTED and d.point is not None:
        point = {(claim.var if s is k else s): v for s, v in d.point.items()}
        return Verdict(
            Status.REFUTED,
            method,
            f"f(k+1) - f(k) has the wrong sign at k = {point[claim.var]}",
            point,
            failure=Failure.FALSE,
        )
    return Verdict(Status.OPEN, method, d.detail)


def monotone__decide_integer_steps(claim) -> Verdict:
    method = "exact comparison of consecutive values"
    try:
        lo, hi = monotone__integer_range(claim.over)
    except (Undecided, UndefinedAtPoint) as exc:
        return Verdict(Status.OPEN, method, notes=f"the integers of the range are not decided: {exc}")
    if lo is None or hi is None or hi - lo > 2000 or claim.expr.free_symbols - {claim.var}:
        return monotone__decide_integer_steps_by_z3(claim, lo, hi)
    for k in range(lo, hi + 1):  # every value defined, then every step of the right sign
        try:
            evaluate(claim.expr, {claim.var: sp.Integer(k)})
        except UndefinedAtPoint as exc:
            return Verdict(
                Status.REFUTED,
                method,
                f"f is undefined at {claim.var} = {k}: {exc}",
                {claim.var: sp.Integer(k)},
                failure=Failure.UNDEFINED,
            )
        except (Undecided, ValueError, TypeError) as exc:  # Max of incomparable numbers, say
            return Verdict(Status.OPEN, method, notes=f"f({k}) is not decided: {exc}")
    for k in range(lo, hi):
        try:
            s_ = exact_sign(monotone__step(claim, k))
        except (Undecided, ValueError, TypeError) as exc:
            return Verdict(Status.OPEN, method, notes=f"the sign of f({k + 1}) - f({k}) is not decided: {exc}")
        if (s_ >= 0) if claim.direction == "decreasing" else (s_ <= 0):
            return Verdict(
                Status.REFUTED,
                method,
                f"f({k + 1}) - f({k}) has sign {s_}",
                {claim.var: sp.Integer(k)},
                failure=Failure.FALSE,
            )
    return Verdict(Status.PROVED, method, f"f(k+1) - f(k) has the strict sign for every integer k = {lo}..{hi - 1}")


def monotone__decide_logs(claim, hyps, syms) -> Verdict:
    strict, weak = ("negative", "nonpositive") if claim.direction == "decreasing" else ("positive", "nonnegative")
    d = log_derivative_sign(claim.expr, claim.var, hyps, syms, strict)
    if d.outcome is Outcome.PROVED:
        return Verdict(Status.PROVED, "derivative sign (log basis + Z3 nlsat)", d.detail)
    w = log_derivative_sign(claim.expr, claim.var, hyps, syms, weak)
    if w.outcome is Outcome.REFUTED:
        return Verdict(
            Status.REFUTED,
            "derivative sign (log basis + Z3 nlsat)",
            f"the derivative has the wrong sign at the point: {w.detail}",
            w.point,
            failure=Failure.FALSE,
        )
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
    bad = undefined_on(claim.expr, claim.var, claim.over, claim.domain)
    if bad is not None:
        return bad
    why = gaps_in(claim.var, claim.over, claim.domain) or derivative_defined(
        sp.diff(claim.expr, claim.var), claim.expr, claim.var, claim.over, claim.domain
    )
    if why:
        return Verdict(Status.OPEN, "derivative sign", notes=why)
    hyps = list(claim.domain.constraints) + in_interval(claim.var, sp.Interval.open(claim.over.start, claim.over.end))
    syms = tuple(claim.domain.symbols) + ((claim.var,) if claim.var not in claim.domain.symbols else ())
    if has_log(claim.expr):
        return monotone__decide_logs(claim, hyps, syms)
    dexpr = monotone_derivative(claim)
    strict = sp.Lt(dexpr, 0, evaluate=False) if claim.direction == "decreasing" else sp.Gt(dexpr, 0, evaluate=False)
    d = decide(hyps, strict, syms)
    if d.outcome is Outcome.PROVED:
        return Verdict(Status.PROVED, "derivative sign (Z3 nlsat)", f"d/d{claim.var} has strict sign on the interior")
    weak = sp.Le(dexpr, 0, evaluate=False) if claim.direction == "decreasing" else sp.Ge(dexpr, 0, evaluate=False)
    w = decide(hyps, weak, syms)
    if w.outcome is Outcome.REFUTED:  # a wrong sign counts only at an inner point of the set
        inner = _interior(claim)
        wi = decide(inner, weak, syms) if inner is not None else None
        if wi is None or wi.outcome is not Outcome.REFUTED:
            return Verdict(
                Status.OPEN,
                "derivative sign (Z3 nlsat)",
                f"the derivative has the wrong sign at {w.point}, which is not shown to be an inner point of the set",
            )
        return Verdict(
            Status.REFUTED,
            "derivative sign (Z3 nlsat)",
            f"the derivative has the wrong sign at the point, so the function is "
            f"{'increasing' if claim.direction == 'decreasing' else 'decreasing'} near it",
            wi.point,
            failure=Failure.FALSE,
        )
    if w.outcome is Outcome.PROVED and set(syms) == {claim.var}:
        num, _ = sp.fraction(sp.cancel(dexpr))
        if (
            num.is_polynomial(claim.var) and not sp.Poly(num, claim.var).is_zero  # exact-ok: the zero polynomial
        ):
            return Verdict(
                Status.PROVED,
                "derivative sign (Z3 nlsat)",
                "derivative has the right weak sign and finitely many zeros",
            )
        if w.outcome is Outcome.PROVED and not num.is_polynomial(claim.var):
            return Verdict(
                Status.OPEN,
                "derivative sign (Z3 nlsat)",
                f"the derivative has the right weak sign but vanishes somewhere ({d.detail}), and its "
                f"zero set is not that of a polynomial (numerator {num}): strictness is undecided",
            )
    return Verdict(Status.OPEN, "derivative sign (Z3 nlsat)", f"strict: {d.detail}; weak: {w.detail}")


@rechecker(Monotone)
def recheck_monotone(claim, verdict) -> bool:
    """The derivative (or the step f(k+1) - f(k)) has the wrong sign at the counterexample, exactly."""

    def wrong_sign(point) -> bool:
        if claim.integer_steps:
            k = sp.sympify(point[claim.var])
            if not k.is_Integer or not in_domain_on({**point, claim.var: k + 1}, claim.domain, claim.var, claim.over):
                return False  # a step k -> k + 1 between two integers of the range
            params = {s: v for s, v in point.items() if s != claim.var}
            s_ = exact_sign(monotone__step(claim, k).xreplace(params))
            return s_ >= 0 if claim.direction == "decreasing" else s_ <= 0
        s_ = exact_sign(monotone_derivative(claim).xreplace(point))
        return s_ > 0 if claim.direction == "decreasing" else s_ < 0

    return _recheck_on_interval(claim, verdict, wrong_sign)


_STRICT = {sp.GreaterThan: sp.StrictGreaterThan, sp.LessThan: sp.StrictLessThan}
# functions continuous wherever they are defined: a strict inequality between such is open
_CONTINUOUS = (
    sp.Abs,
    sp.Min,
    sp.Max,
    sp.exp,
    sp.log,
    sp.sin,
    sp.cos,
    sp.atan,
    sp.erf,
    sp.erfc,
    sp.sinh,
    sp.cosh,
    sp.tanh,
)


def _interior(claim) -> list | None:
    """Constraints whose points are inner points of the claim's set: the open interval, and
    each domain constraint on the variable and its declared sign made strict (a derivative's
    sign at an end of the set, x = 0 on x >= 0, says nothing about the function on the set);
    None when the set may have no inner point (an equation on the variable, a compound or
    discontinuous constraint)."""
    var, out = claim.var, in_interval(claim.var, sp.Interval.open(claim.over.start, claim.over.end))
    for c in list(claim.domain.constraints) + declared_signs(var):
        if var not in c.free_symbols:
            out.append(c)
        elif any(isinstance(f, sp.Function) and not isinstance(f, _CONTINUOUS) for f in sp.preorder_traversal(c)):
            return None  # sign(x) + 1 > 0 is x >= 0: strictness says nothing across a jump
        elif isinstance(c, (sp.StrictGreaterThan, sp.StrictLessThan, sp.Ne)):
            out.append(c)
        elif type(c) in _STRICT:
            out.append(_STRICT[type(c)](c.lhs, c.rhs, evaluate=False))
        else:
            return None
    return out


def _recheck_on_interval(claim, verdict, fails_at) -> bool:
    """The re-check of a refutation of a statement about f on an interval (Monotone, Convex):
    f undefined at the point, or the point in the domain and ``fails_at(point)``, exactly."""
    point = verdict.counterexample or {}
    if verdict.failure is Failure.UNDEFINED:
        return undefined_at(claim.expr, point, claim.domain, claim.var, claim.over)
    try:
        if getattr(claim, "integer_steps", False):
            if not in_domain_on(point, claim.domain, claim.var, claim.over):
                return False
        else:  # only at an inner point of the set does a wrong sign of a derivative refute
            inner = _interior(claim)
            if inner is None or not all(relation_holds(c, point) for c in inner):
                return False
        return fails_at(point)
    except (UndefinedAtPoint, ValueError):
        return False


@evaluator(Monotone)
def evaluate_monotone(claim, point):
    if outside(claim.var, claim.over, point):
        return None
    with mpmath.workdps(DPS):
        if claim.integer_steps:
            k = sp.floor(point[claim.var])
            if k + 1 > claim.over.end or (claim.over.right_open and k + 1 == claim.over.end):
                return None
            v = mp_value(claim.expr, {**point, claim.var: k + 1}) - mp_value(claim.expr, {**point, claim.var: k})
        else:
            v = mp_value(monotone_derivative(claim), point)
        return v <= TOL if claim.direction == "decreasing" else v >= -TOL


# --- Convex
def convex_second_derivative(claim):
    if claim not in _SECOND:
        _SECOND[claim] = sp.together(sp.diff(claim.expr, claim.var, 2))
    return _SECOND[claim]


@prover(Convex)
def decide_convex(claim) -> Verdict:
    bad = undefined_on(claim.expr, claim.var, claim.over, claim.domain)
    if bad is not None:
        return bad
    why = (
        gaps_in(claim.var, claim.over, claim.domain)
        or derivative_defined(sp.diff(claim.expr, claim.var), claim.expr, claim.var, claim.over, claim.domain)
        or derivative_defined(sp.diff(claim.expr, claim.var, 2), claim.expr, claim.var, claim.over, claim.domain)
    )
    if why:
        return Verdict(Status.OPEN, "second-derivative sign", notes=why)
    hyps = list(claim.domain.constraints) + in_interval(claim.var, claim.over)
    syms = tuple(claim.domain.symbols) + ((claim.var,) if claim.var not in claim.domain.symbols else ())
    d = decide(hyps, sp.Ge(convex_second_derivative(claim), 0, evaluate=False), syms)
    if d.outcome is Outcome.PROVED:
        return Verdict(Status.PROVED, "second-derivative sign (Z3 nlsat)", "f'' >= 0 on the interval")
    if d.outcome is Outcome.REFUTED:  # a wrong sign counts only at an inner point of the set
        inner = _interior(claim)
        di = (
            decide(inner, sp.Ge(convex_second_derivative(claim), 0, evaluate=False), syms)
            if inner is not None
            else None
        )
        if di is None or di.outcome is not Outcome.REFUTED:
            return Verdict(
                Status.OPEN,
                "second-derivative sign (Z3 nlsat)",
                f"f'' < 0 at {d.point}, which is not shown to be an inner point of the set",
            )
        d = di
    if d.outcome is Outcome.REFUTED:
        return Verdict(
            Status.REFUTED,
            "second-derivative sign (Z3 nlsat)",
            "f'' < 0 at the point: strictly concave near it",
            d.point,
            failure=Failure.FALSE,
        )
    return Verdict(Status.OPEN, "second-derivative sign (Z3 nlsat)", d.detail)


@rechecker(Convex)
def recheck_convex(claim, verdict) -> bool:
    return _recheck_on_interval(
        claim, verdict, lambda point: exact_sign(convex_second_derivative(claim).xreplace(point)) < 0
    )


@evaluator(Convex)
def evaluate_convex(claim, point):
    if outside(claim.var, claim.over, point):
        return None
    return mp_value(convex_second_derivative(claim), point) >= -TOL
