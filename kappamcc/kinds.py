"""The claim kinds: what a statement says, and which prover decides it.

=================  ==============================================================
kind               decided by
=================  ==============================================================
Relation           identities (normal form / squaring) and inequalities or chains
                   of them (real-root isolation for one variable, else Z3 nlsat)
IdentityAllN       identity of index-sum polynomials for every N (relabelling thm)
Limit              exact leading-term limits (or sympy.limit), compared exactly
Extremum           global min/max at a point: f(x) >= f(x0) on the domain (Z3)
Monotone           sign of the derivative on an interval
Convex             sign of the second derivative on an interval
PrintedValue       exact value against a printed decimal at its last digit
Steps              an implication proved by verified steps
Counterexample     a universal statement refuted by a family whose facts are verified
Exists             an existence statement, decided through its negation
=================  ==============================================================
"""
from __future__ import annotations

import re
from typing import Mapping, Sequence

import mpmath
import sympy as sp

from .claims import Claim, Domain, Status, Verdict
from .prove.exact import UndefinedAtPoint, evaluate, exact_sign, relation_holds, violated_assumptions
from .prove.identity import prove_identity
from .prove.index_sums import Array, IndexPoly, prove_identity_all_n
from .prove.limits import LimitError, NoLimit, exact_limit
from .prove.logs import has_log, log_derivative_sign, log_sign, prove_log_identity
from .prove.realarith import Decision, decide, decide_defined
from .prove.univariate import assumption_interval, decide_univariate, interval_of, is_univariate_rational

__all__ = ["eq", "chain", "Relation", "IdentityAllN", "Limit", "Extremum", "Monotone", "Convex", "AllOf", "Not",
           "PrintedValue", "Steps", "Exists", "Counterexample", "ForEachSize", "numeric_holds", "in_interval"]

DPS = 50
TOL = mpmath.mpf(10) ** -35


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
    return e


def _symbol(claim_id, arg: str, x):
    _need(isinstance(x, sp.Symbol), claim_id, arg, "a sympy Symbol", x)
    return x


def _interval(claim_id, arg: str, iv):
    _need(isinstance(iv, sp.Interval), claim_id, arg, "a sympy Interval", iv)
    return iv


def _claims(claim_id, arg: str, items):
    _need(not isinstance(items, (str, Claim)) and hasattr(items, "__iter__"), claim_id, arg, "a list of claims", items)
    items = list(items)
    _need(bool(items) and all(isinstance(c, Claim) for c in items), claim_id, arg, "a non-empty list of claims", items)
    return items


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


_COMPILED: dict = {}


def _compiled(e: sp.Expr):
    """e as an mpmath function of its free symbols (sorted by name), compiled once."""
    key = e
    if key not in _COMPILED:
        syms = sorted(e.free_symbols, key=str)
        try:
            _COMPILED[key] = (syms, sp.lambdify(syms, e, modules="mpmath"))
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
                        else mpmath.mpf(str(sp.N(point[s], DPS + 10))) for s in syms]
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
        v = e.evalf(DPS, subs=subs) if e.free_symbols else e.evalf(DPS)
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
    if isinstance(rel, (bool, sp.logic.boolalg.BooleanTrue, sp.logic.boolalg.BooleanFalse)):
        return bool(rel)
    if isinstance(rel, sp.And):
        return all(numeric_holds(a, point) for a in rel.args)
    if isinstance(rel, sp.Or):
        return any(numeric_holds(a, point) for a in rel.args)
    if isinstance(rel, sp.Not):
        return not numeric_holds(rel.args[0], point)
    if isinstance(rel, sp.Implies):
        return (not numeric_holds(rel.args[0], point)) or numeric_holds(rel.args[1], point)
    with mpmath.workdps(DPS):
        a, b = _mp(rel.lhs, point), _mp(rel.rhs, point)
        tol = TOL * max(1, abs(a), abs(b))
        d = a - b
        return {"==": abs(d) <= tol, "!=": abs(d) > tol, "<": d < tol, "<=": d <= tol,
                ">": d > -tol, ">=": d >= -tol}[rel.rel_op]


def _decide_link(link, domain: Domain) -> tuple[Decision, str]:
    hyps = list(domain.constraints)
    free = link.free_symbols if hasattr(link, "free_symbols") else set()
    if not free and not (isinstance(link, sp.Eq) and has_log(link)):
        # closed numbers: decided by exact evaluation (minimal polynomials for algebraic
        # numbers); the solvers have no variable to build a counterexample from
        try:
            ok = relation_holds(link, {})
            return (Decision("proved" if ok else "refuted", None if ok else {}, "closed numbers compared exactly"),
                    "exact evaluation")
        except UndefinedAtPoint as exc:
            return Decision("undefined", {}, str(exc)), "exact evaluation"
        except ValueError:
            pass
    if has_log(link):
        if isinstance(link, sp.Eq):
            return prove_log_identity(link.lhs, link.rhs, hyps, domain.symbols or None), "log-basis normal form"
        want = {"<": "negative", "<=": "nonpositive", ">": "positive", ">=": "nonnegative"}.get(getattr(link, "rel_op", ""))
        if want is None:
            return Decision("unknown", None, "only equations and inequalities with logarithms are covered"), "log basis"
        return log_sign(link.lhs - link.rhs, hyps, domain.symbols or tuple(sorted(free, key=str)), want), "log basis + Z3 nlsat"
    if isinstance(link, sp.Eq):
        return prove_identity(link.lhs, link.rhs, hyps, domain.symbols or None)
    # one variable, rational: exact root isolation on the interval the domain gives
    if len(free) == 1 and is_univariate_rational(link, next(iter(free))):
        x = next(iter(free))
        interval, allowed = interval_of(x, hyps, strict=True), assumption_interval(x)
        piece = interval.intersect(allowed) if interval is not None and allowed is not None else None
        if isinstance(piece, sp.Interval):
            return decide_univariate(link, x, piece), "real-root isolation"
    return decide(hyps, link, domain.symbols or None), "Z3 nlsat"


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
        d = decide(hyps, sp.Gt(lg.args[0], 0), syms)
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


def _undefined_at(expr, point, domain: Domain, var, over) -> bool:
    """The point lies in the domain and the interval, and ``expr`` is undefined there (exactly)."""
    try:
        if not all(relation_holds(c, point) for c in list(domain.constraints) + in_interval(var, over)):
            return False
    except (UndefinedAtPoint, ValueError, TypeError):
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


# ---------------------------------------------------------------------------
# kinds


class Relation(Claim):
    """An identity, inequality, or chain of them, over a domain."""

    kind = "relation"

    def __init__(self, id, statement, source, relation, **kw):
        super().__init__(id, statement, source, **kw)
        self.links = list(relation) if isinstance(relation, (list, tuple)) else [relation]
        _need(bool(self.links), id, "relation", "a relation or a non-empty list of relations", relation)
        for link in self.links:
            if isinstance(link, (bool, sp.logic.boolalg.BooleanTrue, sp.logic.boolalg.BooleanFalse)):
                raise ValueError(f"{id}: relation: a link evaluated to {link} before it reached a prover; "
                                 "build equations with kappamcc.claims.eq (unevaluated)")
            _need(isinstance(link, (sp.core.relational.Relational, sp.And, sp.Or, sp.Not, sp.Implies)), id,
                  "relation", "sympy relations (Eq via kappamcc.claims.eq, <, <=, ...)", link)

    def decide(self) -> Verdict:
        decisions = []
        for link in self.links:
            d, m = _decide_link(link, self.domain)
            decisions.append((sp.sstr(link), d, m))
            if d.outcome in ("refuted", "undefined"):
                break
        status, method, cert, point = _status_from(decisions)
        return Verdict(status, method, cert, point)

    def holds_at(self, point):
        return all(numeric_holds(l, point) for l in self.links)

    def confirms(self, verdict) -> bool:
        """The counterexample lies in the domain and some link fails (or is undefined) there, exactly."""
        point = verdict.counterexample
        if point is None:
            return False
        try:
            if not all(relation_holds(c, point) for c in self.domain.constraints):
                return False
        except (UndefinedAtPoint, ValueError):
            return False
        for link in self.links:
            try:
                if not relation_holds(link, point):
                    return True
            except UndefinedAtPoint:
                return True
        return False


class IdentityAllN(Claim):
    """Equations between index-sum polynomials or fractions, for every number of classes N.

    ``equations`` is a list of (lhs, rhs) pairs, or a list of 3+ expressions read as a
    chain lhs = e1 = e2 = ...  Fractions are cross-multiplied, so the verdict covers every
    matrix on which the denominators are non-zero (the statement says which).
    """

    kind = "identity for all N"

    def __init__(self, id, statement, source, equations, arrays: Sequence[Array], **kw):
        kw.setdefault("domain", Domain(text="every N >= 1; entries free (polynomial identity)"))
        _need(isinstance(equations, (list, tuple)) and len(equations) > 0, id, "equations",
              "a non-empty list of (lhs, rhs) pairs or a chain of expressions", equations)
        _need(isinstance(arrays, (list, tuple)) and all(isinstance(a, Array) for a in arrays), id, "arrays",
              "a list of index_sums.Array", arrays)
        super().__init__(id, statement, source, **kw)
        if equations and not isinstance(equations[0], tuple):
            equations = list(zip(equations, equations[1:]))
        self.equations, self.arrays = list(equations), list(arrays)

    def decide(self) -> Verdict:
        details = []
        for n, (lhs, rhs) in enumerate(self.equations, 1):
            r = prove_identity_all_n(lhs, rhs, self.arrays)
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

    def holds_at(self, point):
        """point = {'N': n, entry symbol: value, ...}: both sides at that size, with the
        entries replaced by the drawn numbers (exact rational arithmetic)."""
        N = int(point["N"])
        subs = {k: v for k, v in point.items() if k != "N"}
        table = {}
        for a in self.arrays:
            f = a.entries()
            if a.kind == "vector":
                table[a.name] = (lambda f: lambda i: sp.sympify(f(i)).xreplace(subs))(f)
            else:
                table[a.name] = (lambda f: lambda i, j: sp.sympify(f(i, j)).xreplace(subs))(f)
        for lhs, rhs in self.equations:
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

    def confirms(self, verdict) -> bool:
        """The counterexample (N and entries) makes some equation fail, exactly."""
        point = dict(verdict.counterexample or {})
        if "N" not in point:
            return False
        N = int(point.pop("N"))
        fixed = {k[len("index "):]: int(point.pop(k)) for k in list(point) if isinstance(k, str) and k.startswith("index ")}
        table = {a.name: a.entries() for a in self.arrays}
        for lhs, rhs in self.equations:
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


class Limit(Claim):
    """lim_{var -> to} expr = value (parameters over the domain)."""

    kind = "limit"

    def __init__(self, id, statement, source, expr, var, to, value, **kw):
        super().__init__(id, statement, source, **kw)
        self.expr, self.var = _expr(id, "expr", expr), _symbol(id, "var", var)
        self.to, self.value = _expr(id, "to", to), _expr(id, "value", value)
        _need(not self.to.free_symbols and (self.to.is_real or self.to in (sp.oo, -sp.oo)), id, "to",
              "a real number, oo or -oo", to)

    def computed(self):
        return exact_limit(self.expr, self.var, self.to, list(self.domain.constraints),
                           sides=self.sides())

    def sides(self) -> tuple[str, ...]:
        """The sides the domain lets ``var`` approach ``to`` from: a limit at 0 on x < 0 is
        from the left; with no constraint on var it is two-sided (both sides must agree)."""
        on_var = [c for c in self.domain.constraints if self.var in c.free_symbols]
        if self.to in (sp.oo, -sp.oo):
            if any(c.free_symbols - {self.var} for c in on_var):
                raise LimitError(f"whether the domain reaches {self.to} depends on parameters")
            iv = interval_of(self.var, on_var, strict=True) if on_var else sp.Interval(-sp.oo, sp.oo)
            allowed = assumption_interval(self.var)
            if iv is None or allowed is None or not isinstance(iv.intersect(allowed), sp.Interval):
                raise LimitError(f"cannot tell from the domain whether {self.var} reaches {self.to}")
            end = iv.intersect(allowed).end if self.to == sp.oo else iv.intersect(allowed).start
            if end != self.to:
                raise NoLimit(f"{self.to} is not a limit point of the domain of {self.var} "
                              f"({self.var} stays in {iv.intersect(allowed)})")
            return ("right",) if self.to == -sp.oo else ("left",)
        if any(c.free_symbols - {self.var} for c in on_var):
            raise LimitError(f"the side from which {self.var} -> {self.to} is approached depends on parameters")
        iv = interval_of(self.var, on_var, strict=True) if on_var else sp.Interval(-sp.oo, sp.oo)
        allowed = assumption_interval(self.var)
        if iv is None or allowed is None or not isinstance(iv.intersect(allowed), sp.Interval):
            raise LimitError(f"cannot tell from the domain on which side of {self.to} {self.var} lies")
        iv = iv.intersect(allowed)
        def less(a, b):   # a < b for closed numbers, infinities included, decided exactly
            if a in (sp.oo, -sp.oo) or b in (sp.oo, -sp.oo):
                return bool(sp.Lt(a, b))
            return exact_sign(b - a) > 0
        out = []
        if less(iv.start, self.to) and not less(iv.end, self.to):
            out.append("left")
        if less(self.to, iv.end) and not less(self.to, iv.start):
            out.append("right")
        if not out:
            raise LimitError(f"{self.to} is not a limit point of the domain of {self.var}")
        return tuple(out)

    def decide(self) -> Verdict:
        try:
            L, method = self.computed()
        except NoLimit as exc:
            return Verdict(Status.REFUTED, "one-sided limits", str(exc), {})
        except LimitError as exc:
            return Verdict(Status.OPEN, "limit", notes=str(exc))
        if L.has(sp.oo, -sp.oo) or self.value.has(sp.oo, -sp.oo):
            ok = L == self.value   # oo, -oo (oo - oo would be nan)
            return Verdict(Status.PROVED if ok else Status.REFUTED, method,
                           f"limit is {L}", None if ok else {})
        d, m = _decide_link(eq(L, self.value), self.domain)
        if d.outcome == "proved":
            return Verdict(Status.PROVED, f"{method}; {m}", f"limit = {L}")
        if d.outcome in ("refuted", "undefined"):
            return Verdict(Status.REFUTED, f"{method}; {m}", f"the limit is {L}, not {self.value}", d.point or {})
        return Verdict(Status.OPEN, f"{method}; {m}", f"limit {L}; comparison undecided: {d.detail}")

    def confirms(self, verdict) -> bool:
        """Recompute the limit; it differs from the printed value at the counterexample
        (or the one-sided limits differ again, so there is no limit)."""
        try:
            L, _ = self.computed()
        except NoLimit:
            return True
        except LimitError:
            return False
        point = verdict.counterexample or {}
        try:
            return exact_sign(sp.sympify(L - self.value).xreplace(point)) != 0
        except (UndefinedAtPoint, ValueError, TypeError):
            return L != self.value

    def holds_at(self, point):
        """Numeric look: expr at var = 10^30 (or to + 10^-30) against the printed value."""
        with mpmath.workdps(DPS):
            near = sp.Integer(10) ** 30 if self.to == sp.oo else self.to + sp.Integer(10) ** -30
            p = dict(point)
            p[self.var] = near
            a = _mp(self.expr, p)
            if self.value in (sp.oo, -sp.oo):   # unbounded: large, with the right sign, near the limit point
                return a > 10**6 if self.value == sp.oo else a < -10**6
            b = _mp(self.value, point)
            return abs(a - b) < mpmath.mpf(10) ** -8 * max(1, abs(b))


class Extremum(Claim):
    """expr attains its global minimum (or maximum) over ``over`` at var = at."""

    kind = "extremum"

    def __init__(self, id, statement, source, expr, var, at, over: sp.Interval, kind: str = "min", **kw):
        super().__init__(id, statement, source, **kw)
        self.expr, self.var, self.at = _expr(id, "expr", expr), _symbol(id, "var", var), _expr(id, "at", at)
        self.over, self.which = _interval(id, "over", over), _choice(id, "kind", kind, ("min", "max"))

    def decide(self) -> Verdict:
        hyps = list(self.domain.constraints)
        decisions = []
        inside = sp.And(*in_interval(self.at, self.over)) if in_interval(self.at, self.over) else sp.true
        if inside is not sp.true:
            d = decide(hyps, inside, self.domain.symbols or None)
            decisions.append(("location in the interval", d, "Z3 nlsat"))
        f0 = self.expr.xreplace({self.var: self.at})
        rel = sp.Ge(self.expr, f0) if self.which == "min" else sp.Le(self.expr, f0)
        syms = tuple(self.domain.symbols) + ((self.var,) if self.var not in self.domain.symbols else ())
        d = decide(hyps + in_interval(self.var, self.over), rel, syms)
        decisions.append((f"f({self.var}) {'>=' if self.which == 'min' else '<='} f({self.at})", d, "Z3 nlsat"))
        status, method, cert, point = _status_from(decisions, "step")
        return Verdict(status, method, cert, point)

    def confirms(self, verdict) -> bool:
        """At the counterexample, the value beats the claimed extremum (or the location is outside)."""
        point = verdict.counterexample or {}
        try:
            at = self.at.xreplace({k: v for k, v in point.items() if k != self.var})
            if not all(relation_holds(c, point) for c in in_interval(self.var, self.over) + list(self.domain.constraints)):
                return not all(relation_holds(c, {**point}) for c in in_interval(at, self.over))
            f, f0 = self.expr.xreplace(point), self.expr.xreplace({**point, self.var: at})
            return exact_sign(f - f0) < 0 if self.which == "min" else exact_sign(f - f0) > 0
        except (UndefinedAtPoint, ValueError, KeyError):
            return False

    def holds_at(self, point):
        if _outside(self.var, self.over, point):
            return None
        p0 = dict(point)
        p0[self.var] = self.at.xreplace({k: v for k, v in point.items() if k != self.var})
        f, f0 = _mp(self.expr, point), _mp(self.expr, p0)
        return f >= f0 - TOL * max(1, abs(f0)) if self.which == "min" else f <= f0 + TOL * max(1, abs(f0))


class Monotone(Claim):
    """expr is strictly increasing/decreasing in var on ``over``."""

    kind = "monotonicity"

    def __init__(self, id, statement, source, expr, var, over: sp.Interval, direction: str = "decreasing",
                 integer_steps: bool = False, **kw):
        """``integer_steps``: the statement is about the integers of ``over`` (a parameter
        printed as "A = 50, ..., 100"): f(k+1) - f(k) has the strict sign for every k."""
        super().__init__(id, statement, source, **kw)
        self.expr, self.var, self.over = _expr(id, "expr", expr), _symbol(id, "var", var), _interval(id, "over", over)
        self.direction = _choice(id, "direction", direction, ("increasing", "decreasing"))
        _need(isinstance(integer_steps, bool), id, "integer_steps", "True or False", integer_steps)
        self.integer_steps = integer_steps

    def derivative(self):
        if getattr(self, "_derivative", None) is None:   # spot checks evaluate it at many points
            self._derivative = sp.together(sp.diff(self.expr, self.var))
        return self._derivative

    def _step(self, k):
        """f(k+1) - f(k), exactly."""
        return self.expr.xreplace({self.var: k + 1}) - self.expr.xreplace({self.var: k})

    def _decide_integer_steps(self) -> Verdict:
        lo, hi = int(sp.ceiling(self.over.start)), int(sp.floor(self.over.end))
        if self.over.left_open and lo == self.over.start:
            lo += 1
        if self.over.right_open and hi == self.over.end:
            hi -= 1
        if hi - lo > 2000:
            return Verdict(Status.OPEN, "exact comparison of consecutive values", "too many integer points")
        for k in range(lo, hi):
            s_ = exact_sign(self._step(k))
            if (s_ >= 0) if self.direction == "decreasing" else (s_ <= 0):
                return Verdict(Status.REFUTED, "exact comparison of consecutive values",
                               f"f({k + 1}) - f({k}) has sign {s_}", {self.var: sp.Integer(k)})
        return Verdict(Status.PROVED, "exact comparison of consecutive values",
                       f"f(k+1) - f(k) has the strict sign for every integer k = {lo}..{hi - 1}")

    def _decide_logs(self, hyps, syms) -> Verdict:
        strict, weak = ("negative", "nonpositive") if self.direction == "decreasing" else ("positive", "nonnegative")
        d = log_derivative_sign(self.expr, self.var, hyps, syms, strict)
        if d.outcome == "proved":
            return Verdict(Status.PROVED, "derivative sign (log basis + Z3 nlsat)", d.detail)
        w = log_derivative_sign(self.expr, self.var, hyps, syms, weak)
        if w.outcome == "refuted":
            return Verdict(Status.REFUTED, "derivative sign (log basis + Z3 nlsat)",
                           f"the derivative has the wrong sign at the point: {w.detail}", w.point)
        return Verdict(Status.OPEN, "derivative sign (log basis + Z3 nlsat)", f"strict: {d.detail}; weak: {w.detail}")

    def decide(self) -> Verdict:
        if self.integer_steps:
            return self._decide_integer_steps()
        bad = _undefined_on(self.expr, self.var, self.over, self.domain)
        if bad is not None:
            return bad
        hyps = list(self.domain.constraints) + in_interval(self.var, sp.Interval.open(self.over.start, self.over.end))
        syms = tuple(self.domain.symbols) + ((self.var,) if self.var not in self.domain.symbols else ())
        if has_log(self.expr):
            return self._decide_logs(hyps, syms)
        dexpr = self.derivative()
        strict = sp.Lt(dexpr, 0) if self.direction == "decreasing" else sp.Gt(dexpr, 0)
        d = decide(hyps, strict, syms)
        if d.outcome == "proved":
            return Verdict(Status.PROVED, "derivative sign (Z3 nlsat)", f"d/d{self.var} has strict sign on the interior")
        weak = sp.Le(dexpr, 0) if self.direction == "decreasing" else sp.Ge(dexpr, 0)
        w = decide(hyps, weak, syms)
        if w.outcome == "refuted":
            return Verdict(Status.REFUTED, "derivative sign (Z3 nlsat)",
                           f"the derivative has the wrong sign at the point, so the function is "
                           f"{'increasing' if self.direction == 'decreasing' else 'decreasing'} near it", w.point)
        if w.outcome == "proved" and set(syms) == {self.var}:
            num, _ = sp.fraction(sp.cancel(dexpr))
            if not sp.Poly(num, self.var).is_zero:
                return Verdict(Status.PROVED, "derivative sign (Z3 nlsat)",
                               "derivative has the right weak sign and finitely many zeros")
        return Verdict(Status.OPEN, "derivative sign (Z3 nlsat)", f"strict: {d.detail}; weak: {w.detail}")

    def confirms(self, verdict) -> bool:
        """The derivative (or the step f(k+1) - f(k)) has the wrong sign at the counterexample, exactly."""
        point = verdict.counterexample or {}
        if verdict.method.startswith("definedness"):
            return _undefined_at(self.expr, point, self.domain, self.var, self.over)
        try:
            if self.integer_steps:
                s_ = exact_sign(self._step(point[self.var]))
                return s_ >= 0 if self.direction == "decreasing" else s_ <= 0
            s_ = exact_sign(self.derivative().xreplace(point))
        except (UndefinedAtPoint, ValueError):
            return False
        return s_ > 0 if self.direction == "decreasing" else s_ < 0

    def holds_at(self, point):
        if _outside(self.var, self.over, point):
            return None
        with mpmath.workdps(DPS):
            if self.integer_steps:
                k = sp.floor(point[self.var])
                if k + 1 > self.over.end or (self.over.right_open and k + 1 == self.over.end):
                    return None
                v = _mp(self.expr, {**point, self.var: k + 1}) - _mp(self.expr, {**point, self.var: k})
            else:
                v = _mp(self.derivative(), point)
            return v <= TOL if self.direction == "decreasing" else v >= -TOL


class Convex(Claim):
    """expr is convex in var on ``over`` (second derivative >= 0)."""

    kind = "convexity"

    def __init__(self, id, statement, source, expr, var, over: sp.Interval, **kw):
        super().__init__(id, statement, source, **kw)
        self.expr, self.var, self.over = _expr(id, "expr", expr), _symbol(id, "var", var), _interval(id, "over", over)

    def second_derivative(self):
        if getattr(self, "_second", None) is None:
            self._second = sp.together(sp.diff(self.expr, self.var, 2))
        return self._second

    def decide(self) -> Verdict:
        bad = _undefined_on(self.expr, self.var, self.over, self.domain)
        if bad is not None:
            return bad
        hyps = list(self.domain.constraints) + in_interval(self.var, self.over)
        syms = tuple(self.domain.symbols) + ((self.var,) if self.var not in self.domain.symbols else ())
        d = decide(hyps, sp.Ge(self.second_derivative(), 0), syms)
        if d.outcome == "proved":
            return Verdict(Status.PROVED, "second-derivative sign (Z3 nlsat)", "f'' >= 0 on the interval")
        if d.outcome == "refuted":
            return Verdict(Status.REFUTED, "second-derivative sign (Z3 nlsat)",
                           "f'' < 0 at the point: strictly concave near it", d.point)
        return Verdict(Status.OPEN, "second-derivative sign (Z3 nlsat)", d.detail)

    def confirms(self, verdict) -> bool:
        point = verdict.counterexample or {}
        if verdict.method.startswith("definedness"):
            return _undefined_at(self.expr, point, self.domain, self.var, self.over)
        try:
            if not all(relation_holds(c, point) for c in list(self.domain.constraints) + in_interval(self.var, self.over)):
                return False
            return exact_sign(self.second_derivative().xreplace(point)) < 0
        except (UndefinedAtPoint, ValueError):
            return False

    def holds_at(self, point):
        if _outside(self.var, self.over, point):
            return None
        return _mp(self.second_derivative(), point) >= -TOL


_PRINTED = re.compile(r"^(?P<sign>[+\-\u2212]?)(?P<int>\d*)(?:\.(?P<frac>\d*))?"
                      r"(?:[eE](?P<exp>[+\-\u2212]?\d+))?(?P<pct>%?)$")


def parse_printed(printed: str) -> tuple[sp.Rational, int]:
    """A printed decimal -> (exact value, d) where the last printed digit is worth 10^-d.

    Understands a sign (also the typographic minus), scientific notation (1.5e-3: d = 4)
    and percentages (45.2% = 0.452, d = 3).  Anything else is a ValueError."""
    text = printed.strip().replace(" ", "")
    m = _PRINTED.match(text)
    if not m or not (m.group("int") or m.group("frac")):
        raise ValueError(f"printed value {printed!r} is not a decimal number (e.g. 0.532, -1.5e-3, 45.2%)")
    frac = m.group("frac") or ""
    exp = int((m.group("exp") or "0").replace("\u2212", "-"))
    d = len(frac) - exp + (2 if m.group("pct") else 0)
    digits = sp.Integer(int((m.group("int") or "0") + frac))
    value = digits / sp.Integer(10) ** d if d >= 0 else digits * sp.Integer(10) ** (-d)
    return (-value if m.group("sign") in ("-", "\u2212") else value), d


class PrintedValue(Claim):
    """A printed decimal, judged against the exact value at its last printed digit.

    The print holds when |exact - printed| <= half a unit of the last printed digit (a tie
    may be printed either way)."""

    kind = "printed value"

    def __init__(self, id, statement, source, exact, printed: str, **kw):
        super().__init__(id, statement, source, **kw)
        _need(isinstance(printed, str), id, "printed", "the printed text (a string such as '0.532')", printed)
        self.exact, self.printed = _expr(id, "exact", exact), printed.strip()
        if self.exact.free_symbols:
            raise ValueError(f"{id}: exact: a printed value is compared with a closed number, got {self.exact}")
        try:
            self.value, self.decimals = parse_printed(self.printed)
        except ValueError as exc:
            raise ValueError(f"{id}: printed: {exc}") from None

    def _half_unit(self):
        return sp.Rational(1, 2) / sp.Integer(10) ** self.decimals if self.decimals >= 0 \
            else sp.Rational(1, 2) * sp.Integer(10) ** (-self.decimals)

    def rounded(self) -> str:
        """The exact value rounded at the printed last digit (half away from zero), as a decimal."""
        v = sp.N(self.exact, 60)
        unit = 2 * self._half_unit()
        n = int(sp.floor(abs(v) / unit + sp.Rational(1, 2)))
        d = max(self.decimals, 0)
        r = sp.Integer(n) * unit
        q = sp.Integer(10) ** d
        whole = int(r * q)
        s = f"{whole // int(q)}" + (f".{whole % int(q):0{d}d}" if d else "")
        return ("-" if v < 0 and n != 0 else "") + s

    def _off_by_more_than_half(self) -> bool:
        """Wrong by more than half a unit of the last digit -- or a printed minus sign on a
        positive value ('-0.00' for 0.004: the sign is part of what is printed)."""
        if self.printed.lstrip().startswith(("-", "\u2212")) and exact_sign(self.exact) > 0:
            return True
        return exact_sign(abs(self.exact - self.value) - self._half_unit()) > 0

    def decide(self) -> Verdict:
        shown = f"exact {sp.nsimplify(self.exact) if self.exact.is_Rational else self.exact} = {sp.N(self.exact, 12)}"
        if not self._off_by_more_than_half():
            return Verdict(Status.PROVED, "exact value, rounded", f"{shown}; rounds to {self.rounded()}")
        return Verdict(Status.REFUTED, "exact value, rounded",
                       f"{shown}; rounds to {self.rounded()}, printed {self.printed}",
                       {"exact": sp.N(self.exact, 15), "rounded": self.rounded()})

    def confirms(self, verdict) -> bool:
        """|exact - printed| exceeds half a unit of the last printed digit, exactly."""
        return self._off_by_more_than_half()

    def holds_at(self, point):
        with mpmath.workdps(DPS):
            half = mpmath.mpf(sp.N(self._half_unit(), 30))
            return abs(_mp(self.exact, {}) - _mp(self.value, {})) <= half * (1 + TOL)


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

    def __init__(self, id, statement, source, steps: Sequence[Claim], argument: str, derivation: bool = False, **kw):
        """``derivation=True``: the statement is a printed derivation ("every line follows"),
        so a printed line that is REFUTED (or CORRECTED) refutes it, with that line's
        counterexample; otherwise a failed step only leaves the proof incomplete (OPEN)."""
        steps = _claims(id, "steps", steps)
        _need(isinstance(argument, str) and argument.strip() != "", id, "argument", "a non-empty string", argument)
        _need(isinstance(derivation, bool), id, "derivation", "True or False", derivation)
        uses = tuple(kw.pop("uses", ())) + tuple(s.id for s in steps)
        super().__init__(id, statement, source, uses=uses, **kw)
        self.steps, self.argument, self.derivation = steps, argument, derivation

    def decide(self) -> Verdict:
        results = [(s, s.verify()) for s in self.steps]
        if not self.derivation:   # an argued statement may rest on argued steps
            bad = [(s, v) for s, v in results if v.status not in (Status.PROVED, Status.ARGUED)]
        else:
            bad = [(s, v) for s, v in results if v.status != Status.PROVED]
        if not bad and self.derivation:
            # every printed line holds; that they yield the statement is still prose
            return Verdict(Status.ARGUED, "verified steps (derivation) + prose argument",
                           f"every printed line PROVED ({', '.join(s.id for s, _ in results)}); that they give the "
                           f"statement is the argument (not machine-checked): {self.argument}")
        if not bad:
            return Verdict(Status.ARGUED, "verified steps + prose argument",
                           f"{len(results)} steps PROVED or ARGUED ({', '.join(f'{s.id} {v.status}' for s, v in results)}); "
                           f"combined by the argument (not machine-checked): {self.argument}")
        if self.derivation:
            for s, v in bad:
                if v.status in (Status.REFUTED, Status.CORRECTED):
                    return Verdict(Status.REFUTED, "verified steps (derivation)",
                                   f"printed line {s.id} fails: {v.certificate}",
                                   {"line": s.id, **(v.counterexample or {})})
        s, v = bad[0]
        return Verdict(Status.OPEN, "verified steps", f"step {s.id} is {v.status}: the proof is incomplete")

    def confirms(self, verdict) -> bool:
        """A derivation's failing line re-checks (its own counterexample, exactly)."""
        line = (verdict.counterexample or {}).get("line")
        step = next((s for s in self.steps if s.id == line), None)
        return step is not None and step.confirms(step.verify())

    def holds_at(self, point):
        return None


class AllOf(Claim):
    """A statement that *is* the conjunction of its parts (a mechanical rule, no prose).

    PROVED iff every part is PROVED; REFUTED when a part is REFUTED or CORRECTED (the
    printed conjunction fails with that part's counterexample); OPEN otherwise.  Use it
    for a printed statement with several assertions, or a figure and the claims it shows.
    """

    kind = "conjunction"

    def __init__(self, id, statement, source, parts: Sequence[Claim], **kw):
        parts = _claims(id, "parts", parts)
        uses = tuple(kw.pop("uses", ())) + tuple(p.id for p in parts)
        super().__init__(id, statement, source, uses=uses, **kw)
        self.parts = parts

    def decide(self) -> Verdict:
        results = [(p, p.verify()) for p in self.parts]
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

    def confirms(self, verdict) -> bool:
        part = next((p for p in self.parts if p.id == (verdict.counterexample or {}).get("part")), None)
        return part is not None and part.confirms(part.verify())

    def holds_at(self, point):
        return None


class Not(Claim):
    """'not Q', for a universal claim Q (a monotonicity, a relation over a domain): PROVED
    exactly when Q is REFUTED by a counterexample that passes the exact re-check and is a
    genuine failure of Q (not a point where Q is merely undefined); REFUTED when Q is PROVED.

    E.g. "K is not decreasing in b" = Not(Monotone(K, b, (0, oo), "decreasing")): Z3's point
    where dK/db > 0, re-checked exactly, proves it."""

    kind = "negation"

    def __init__(self, id, statement, source, claim: Claim, **kw):
        _need(isinstance(claim, Claim), id, "claim", "the Claim being negated", claim)
        super().__init__(id, statement, source, uses=tuple(kw.pop("uses", ())), **kw)
        self.claim = claim

    def decide(self) -> Verdict:
        v = self.claim.verify()
        if v.status == Status.PROVED:
            return Verdict(Status.REFUTED, f"negated claim proved ({v.method})",
                           f"{self.claim.id} is PROVED: {v.certificate}", {})
        if v.status == Status.REFUTED and v.counterexample is not None:
            if v.method.startswith("definedness") or "undefined" in v.certificate:
                return Verdict(Status.OPEN, "negation", f"{self.claim.id} fails only by being undefined somewhere")
            return Verdict(Status.PROVED, f"counterexample to the negated claim ({v.method})",
                           f"{self.claim.id} fails at the point, re-checked exactly: {v.certificate}", v.counterexample)
        return Verdict(Status.OPEN, "negation", f"{self.claim.id} is {v.status}")

    def confirms(self, verdict) -> bool:
        return self.claim.verify().status == Status.PROVED

    def holds_at(self, point):
        return None


class Exists(Claim):
    """'There is a point where P': PROVED by a witness, REFUTED by proving 'P never holds'.

    ``negation`` is the universal claim 'not P everywhere'.  Its counterexample is the
    witness; its proof refutes this claim (the evidence is a proof, not a point).
    """

    kind = "existence"

    def __init__(self, id, statement, source, negation: Claim, **kw):
        _need(isinstance(negation, Claim), id, "negation", "a Claim (the universal statement 'not P')", negation)
        super().__init__(id, statement, source, uses=tuple(kw.pop("uses", ())) + (negation.id,), **kw)
        self.negation = negation

    def decide(self) -> Verdict:
        v = self.negation.verify()
        if v.status == Status.PROVED:
            return Verdict(Status.REFUTED, f"negation proved ({v.method})",
                           f"no such point exists: {self.negation.id} is PROVED")
        if v.status == Status.ARGUED:
            return Verdict(Status.ARGUED_AGAINST, f"negation argued ({v.method})",
                           f"no such point exists by {self.negation.id}, which is ARGUED")
        if v.status == Status.REFUTED and v.counterexample is not None:
            why = self._not_a_witness(v)
            if why:
                return Verdict(Status.OPEN, "existence", f"{self.negation.id} is REFUTED, but {why}")
            return Verdict(Status.PROVED, "witness", f"witness from {self.negation.id}, re-checked exactly",
                           v.counterexample)
        return Verdict(Status.OPEN, "existence", f"{self.negation.id} is {v.status}")

    def _not_a_witness(self, v) -> str:
        """'' if the negation's counterexample is a point where the statement is defined and
        true (checked exactly), else why not: a point where the negation is merely
        undefined, or breaks an assumption, proves no existence."""
        point = v.counterexample or {}
        if violated_assumptions({k: x for k, x in point.items() if isinstance(k, sp.Symbol)}):
            return "the point breaks the symbols' assumptions"
        if v.method.startswith("definedness") or "undefined" in v.certificate:
            return "the negation is only undefined there"
        neg = self.negation
        if isinstance(neg, Relation):
            try:
                if not all(relation_holds(c, point) for c in neg.domain.constraints):
                    return "the point is outside the domain"
                values = [relation_holds(link, point) for link in neg.links]
            except (UndefinedAtPoint, ValueError, TypeError):
                return "the statement is undefined at the point"
            return "" if not all(values) else "the negation holds at the point"
        return "" if neg.confirms(v) else "the point did not pass the exact re-check"

    def confirms(self, verdict) -> bool:
        """REFUTED: the negation is PROVED; PROVED: the witness refutes the negation."""
        v = self.negation.verify()
        if verdict.status == Status.REFUTED:
            return v.status == Status.PROVED
        return v.status == Status.REFUTED and not self._not_a_witness(v)


class Counterexample(Claim):
    """A statement about *every* family (a lemma) refuted by one family.

    ``family`` names the counterexample (e.g. "C(A) = [[A^2, A], [1, 1]]"); ``facts`` are
    claims about it (limits, identities), each registered and verified mechanically;
    ``argument`` says why the facts contradict the statement.  ARGUED AGAINST (never
    REFUTED: the contradiction is prose) iff every fact is PROVED, OPEN otherwise.
    """

    kind = "counterexample family"

    def __init__(self, id, statement, source, family: str, facts: Sequence[Claim], argument: str, **kw):
        facts = _claims(id, "facts", facts)
        _need(isinstance(family, str) and family.strip() != "", id, "family", "a non-empty string", family)
        _need(isinstance(argument, str) and argument.strip() != "", id, "argument", "a non-empty string", argument)
        uses = tuple(kw.pop("uses", ())) + tuple(f.id for f in facts)
        super().__init__(id, statement, source, uses=uses, **kw)
        self.family, self.facts, self.argument = family, facts, argument

    def decide(self) -> Verdict:
        results = [(f, f.verify()) for f in self.facts]
        bad = [(f, v) for f, v in results if v.status != Status.PROVED]
        if bad:
            f, v = bad[0]
            return Verdict(Status.OPEN, "counterexample family", f"fact {f.id} is {v.status}")
        return Verdict(Status.ARGUED_AGAINST, "counterexample family + prose argument",
                       f"{len(results)} facts PROVED ({', '.join(f.id for f, _ in results)}); "
                       f"they contradict the statement by the argument (not machine-checked): {self.argument}",
                       {"family": self.family})

    def confirms(self, verdict) -> bool:
        """Every fact about the counterexample family re-verifies as PROVED."""
        return all(f.verify(fresh=True).status == Status.PROVED for f in self.facts)

    def holds_at(self, point):
        return None


class ForEachSize(Claim):
    """A statement checked by exact symbolic computation for each listed size N.

    ``check(N)`` returns (holds, detail) from exact expansion with free symbolic
    entries; the verdict covers exactly the listed sizes (the statement says so).
    """

    kind = "exact check per size"

    def __init__(self, id, statement, source, sizes, check, spot=None, **kw):
        """``spot(point)``: the statement on one concrete instance drawn from the domain."""
        sizes = list(sizes) if hasattr(sizes, "__iter__") and not isinstance(sizes, str) else sizes
        _need(isinstance(sizes, list) and bool(sizes) and all(isinstance(n, int) and not isinstance(n, bool) and n >= 1
                                                              for n in sizes), id, "sizes",
              "a non-empty list of positive integers", sizes)
        _need(callable(check), id, "check", "a function N -> (holds, detail)", check)
        _need(spot is None or callable(spot), id, "spot", "None or a function point -> bool", spot)
        super().__init__(id, statement, source, **kw)
        self.sizes, self.check, self.spot = list(sizes), check, spot

    def holds_at(self, point):
        return None if self.spot is None else self.spot(point)

    def confirms(self, verdict) -> bool:
        N = (verdict.counterexample or {}).get("N")
        return N is not None and self.check(N)[0] is False

    def decide(self) -> Verdict:
        done = []
        for N in self.sizes:
            ok, detail = self.check(N)
            if ok is not True and ok is not False:
                return Verdict(Status.OPEN, "exact symbolic expansion",
                               f"check({N}) returned {ok!r}: the outcome must be True or False")
            if not ok:
                return Verdict(Status.REFUTED, "exact symbolic expansion", f"N = {N}: {detail}", {"N": N})
            done.append(N)
        return Verdict(Status.PROVED, "exact symbolic expansion",
                       f"holds with free symbolic entries for N = {done[0]}..{done[-1]}")
