"""The soundness corpus's shared machinery (tests/test_soundness_corpus.py and its class files
tests/test_soundness_c<NN>_<topic>.py import it; tests/ is on sys.path).

- The symbols, domains and claim builders the class files write their cases with (``rel``,
  ``lim``, ``ext``, ``mono``, ``cvx``, ``printed``, ``allN``, ``exists``, ``trel``, ``tlim``,
  ``tprinted``; ``D`` builds a domain lazily, ``_dom`` reads one).
- ``registrars``: the ``F``, ``T`` and ``B`` functions with which a class file fills its
  ``FALSE_CLAIMS``, ``TRUE_CONTROLS`` and ``BAD_CALLS``.
- An independent exact re-checker of refutations (sympy only; nothing from kappamcc.prove):
  ``_refutation_problem`` and its helpers.
- The common checks the entry point runs on every class's cases: ``check_false_claim``,
  ``check_true_control``, ``check_bad_call``; and ``raised_by_kappamcc``, which tells an error
  raised by kappamcc's own validation from one raised by a case's own code (a typo), by sympy
  or by the interpreter.
"""

from __future__ import annotations

import dis
import itertools
import pathlib
import re
from math import isqrt

import pytest
import sympy as sp

import kappamcc
from kappamcc.model.claims import CLASSES, Domain, Source, Status
from kappamcc.engine.verify import verify
from kappamcc.model.family import Family
from kappamcc.model.kinds import (
    AllOf,
    Convex,
    Counterexample,
    Exists,
    Extremum,
    ForEachSize,
    IdentityAllN,
    Limit,
    Monotone,
    PrintedValue,
    Relation,
    Steps,
    eq,
    in_interval,
)
from kappamcc.prove.index_sums import Array, IndexFraction, IndexPoly, delta, indices

SRC = Source("soundness corpus", "attack")
oo = sp.oo
R = sp.Rational

# ---------------------------------------------------------------------------
# symbols
x = sp.Symbol("x", real=True)
y = sp.Symbol("y", real=True)
a = sp.Symbol("a", real=True)
t = sp.Symbol("t", real=True)
x_plain = sp.Symbol("x")  # same name as x, different object
x_pos = sp.Symbol("x", positive=True)  # same name again
x_neg = sp.Symbol("x", negative=True)
x_dummy = sp.Dummy("x", real=True)
s_inv = sp.Symbol("_inv1", real=True)  # named like the Z3 bridge's fresh helpers
s_inv2 = sp.Symbol("_inv2", real=True)
s_sqrt = sp.Symbol("_sqrt1", real=True)
n = sp.Symbol("n", integer=True)
m = sp.Symbol("m", integer=True)
p = sp.Symbol("p", positive=True)
q = sp.Symbol("q", nonnegative=True)
z = sp.Symbol("z", imaginary=True)
w = sp.Symbol("w", complex=True)
xe = sp.Symbol("xe", extended_real=True)  # may be +-oo
r_ = sp.Symbol("r", rational=True)
k_even = sp.Symbol("k", even=True)
o_odd = sp.Symbol("o", odd=True)
p_prime = sp.Symbol("pr", prime=True)
nz = sp.Symbol("nz", nonzero=True, real=True)
ir = sp.Symbol("ir", irrational=True)
ng = sp.Symbol("ng", negative=True)

REALS = Domain((x,), (), "x real")
POS = Domain((x,), (x > 0,), "x > 0")
GT1 = Domain((x,), (x > 1,), "x > 1")
UNIT = Domain((x,), (x > 0, x < 1), "0 < x < 1")
NEG = Domain((x,), (x < 0,), "x < 0")


def lt(l, r):
    return sp.Lt(sp.sympify(l), sp.sympify(r), evaluate=False)


def le(l, r):
    return sp.Le(sp.sympify(l), sp.sympify(r), evaluate=False)


def gt(l, r):
    return sp.Gt(sp.sympify(l), sp.sympify(r), evaluate=False)


def ge(l, r):
    return sp.Ge(sp.sympify(l), sp.sympify(r), evaluate=False)


def ne_(l, r):
    return sp.Ne(sp.sympify(l), sp.sympify(r), evaluate=False)


def D(*args):
    """A domain built lazily (the engine may reject it: that happens inside the test, not at import)."""
    return lambda: Domain(*args)


def _dom(d):
    return d() if callable(d) else (d or Domain())


def rel(label, relation, domain=REALS, **kw):
    return lambda: Relation(label, label, SRC, relation=relation, expected="REFUTED", domain=_dom(domain), **kw)


def lim(label, expr, var, to, value, domain=None):
    return lambda: Limit(
        label, label, SRC, expr=expr, var=var, to=to, value=value, expected="REFUTED", domain=_dom(domain)
    )


def ext(label, expr, var, at, over, kind="min", domain=None):
    return lambda: Extremum(
        label, label, SRC, expr=expr, var=var, at=at, over=over, kind=kind, expected="REFUTED", domain=_dom(domain)
    )


def mono(label, expr, var, over, direction, domain=None, **kw):
    return lambda: Monotone(
        label,
        label,
        SRC,
        expr=expr,
        var=var,
        over=over,
        direction=direction,
        expected="REFUTED",
        domain=_dom(domain),
        **kw,
    )


def cvx(label, expr, var, over, domain=None):
    return lambda: Convex(label, label, SRC, expr=expr, var=var, over=over, expected="REFUTED", domain=_dom(domain))


def printed(label, exact, text):
    return lambda: PrintedValue(label, label, SRC, exact=exact, printed=text, expected="REFUTED")


def allN(label, lhs, rhs, arrays):
    return lambda: IdentityAllN(label, label, SRC, equations=[(lhs(), rhs())], arrays=arrays, expected="REFUTED")


def exists(label, negation):
    return lambda: Exists(label, label, SRC, negation=negation(), expected="REFUTED")


def true_line(label="T.line"):
    return Relation(label, "x + x = 2x", SRC, relation=eq(x + x, 2 * x), expected="PROVED", domain=REALS)


# arrays for the index identities
M = Array("M")
Ms = Array("M", "symmetric")
v = Array("v", "vector")
i, j, k, l_ = indices("i j k l")


def trel(label, relation, domain=REALS):
    return lambda: Relation(label, label, SRC, relation=relation, expected="PROVED", domain=_dom(domain))


def tlim(label, expr, var, to, value, domain=None):
    return lambda: Limit(
        label, label, SRC, expr=expr, var=var, to=to, value=value, expected="PROVED", domain=_dom(domain)
    )


def tprinted(label, exact, text):
    return lambda: PrintedValue(label, label, SRC, exact=exact, printed=text, expected="PROVED")


def registrars(false_claims: list, true_controls: list, bad_calls: list):
    """``F``, ``T`` and ``B``: each appends ``(label, defect class, factory)`` to its list.
    ``F`` a false claim (never PROVED; a refutation re-checks here), ``T`` a true control
    (never REFUTED), ``B`` a bad call (its construction is refused by kappamcc's own validation)."""

    def F(label, cls, factory):
        false_claims.append((label, cls, factory))

    def T(label, cls, factory):
        true_controls.append((label, cls, factory))

    def B(label, cls, factory):
        bad_calls.append((label, cls, factory))

    return F, T, B


# numbers and families more than one class uses
C150 = sp.sqrt(2) - R(isqrt(2 * 10**300), 10**150)  # 0 < C150 < 1e-150
ZERO_IN_DISGUISE = sp.sqrt(3 + 2 * sp.sqrt(2)) - 1 - sp.sqrt(2)  # exactly 0


def _fam(name, matrix, symbols, constraints):
    return Family(name, sp.Matrix(matrix), Domain(symbols, constraints, f"{name}'s domain"))


_I = lambda: _fam("I", [[t, t], [1, 1]], (t,), (t >= 0,))  # noqa: E731  MCC 0/0 at t = 0


# ---------------------------------------------------------------------------
# independent exact re-check (sympy only; nothing from kappamcc.prove)


class Undefined(Exception):
    """The expression is undefined (zero denominator, negative radicand, log of <= 0, non-real)."""


class Unsure(Exception):
    """The test cannot decide (then the counterexample does not count as confirmed)."""


_X = sp.Dummy("X")


def _is_zero(d) -> bool:
    d = sp.sympify(d)
    if d.free_symbols:
        raise Unsure(f"free symbols left: {d}")
    if d.has(sp.zoo, sp.nan, sp.oo, -sp.oo):
        raise Undefined(str(d))
    if d.is_Rational:
        return d == 0
    val = sp.N(d, 80)
    if abs(val) > sp.Float(10) ** -50:
        return False
    if abs(sp.N(d, 600)) > sp.Float(10) ** -400:  # a cancellation of up to 400 digits (class 12)
        return False
    try:
        if sp.minimal_polynomial(d, _X) == _X:
            return True
        return False
    except Exception:  # noqa: BLE001
        pass
    e = d.equals(0)
    if e is None:
        raise Unsure(f"cannot decide whether {d} is 0")
    return bool(e)


def _sign(d) -> int:
    d = sp.sympify(d)
    if d.free_symbols:
        raise Unsure(f"free symbols left: {d}")
    if d.has(sp.zoo, sp.nan, sp.oo, -sp.oo):
        raise Undefined(str(d))
    if d.is_Rational:
        return int(sp.sign(d))
    if d.has(sp.floor, sp.ceiling):  # each floor (ceiling) is an integer once its argument is 1e-500 from
        whole = {}  # every integer
        for f in d.atoms(sp.floor, sp.ceiling):
            u = sp.N(f.args[0], 600)
            k = int(sp.floor(u)) if isinstance(f, sp.floor) else int(sp.ceiling(u))
            if min(abs(u - k), abs(u - k - 1), abs(u - k + 1)) < sp.Float(10) ** -500:
                raise Unsure(f"{f.args[0]} is within 1e-500 of an integer")
            whole[f] = sp.Integer(k)
        return _sign(d.xreplace(whole))
    val = sp.N(d, 80)
    re_, im_ = val.as_real_imag()
    if abs(im_) > sp.Float(10) ** -50:
        raise Undefined(f"{d} is not real")
    if abs(re_) > sp.Float(10) ** -50:
        return 1 if re_ > 0 else -1
    deep = sp.N(d, 600).as_real_imag()[0]  # a cancellation of up to 400 digits (class 12)
    if abs(deep) > sp.Float(10) ** -400:
        return 1 if deep > 0 else -1
    if _is_zero(d):
        return 0
    raise Unsure(f"sign of {d}")


def _value(expr, point):
    """Exact value at the point under real semantics; Undefined where the expression is."""
    expr = sp.sympify(expr)
    for sub in sp.preorder_traversal(expr):
        if isinstance(sub, sp.Pow):
            base, ex = sub.base, sub.exp
            bv = base.xreplace(point)
            if bv.free_symbols or not ex.is_number:
                continue
            if ex.is_negative and _is_zero(bv):
                raise Undefined(f"denominator {base} = 0")
            if ex.is_Rational and not ex.is_Integer and _sign_or_nonreal(bv) < 0:
                raise Undefined(f"radicand {base} < 0")
        elif isinstance(sub, sp.log):
            av = sub.args[0].xreplace(point)
            if not av.free_symbols and _sign_or_nonreal(av) <= 0:
                raise Undefined(f"log of {av}")
    with sp.evaluate(False):  # sympy would evaluate floor(1 - 1e-150) at 30 digits, to 1
        val = expr.xreplace(point)
    if val.has(sp.zoo, sp.nan):
        raise Undefined(f"{expr} at {point}")
    return val


def _sign_or_nonreal(v) -> int:
    try:
        return _sign(v)
    except Undefined:
        return -1  # a non-real radicand/argument: undefined under real semantics


def _truth(rel, point) -> bool:
    """Exact truth of a relation at a point; Undefined if a side is undefined."""
    if isinstance(rel, (bool, sp.logic.boolalg.BooleanTrue, sp.logic.boolalg.BooleanFalse)):
        return bool(rel)
    if isinstance(rel, sp.And):
        return all(_truth(r, point) for r in rel.args)
    if isinstance(rel, sp.Or):
        out = False
        for r in rel.args:
            try:
                out = out or _truth(r, point)
            except Undefined:
                pass
        return out
    if isinstance(rel, sp.Not):
        return not _truth(rel.args[0], point)
    if isinstance(rel, sp.Implies):
        return (not _truth(rel.args[0], point)) or _truth(rel.args[1], point)
    lhs, rhs = _value(rel.lhs, point), _value(rel.rhs, point)
    d = sp.expand(lhs - rhs) if not (lhs - rhs).is_Rational else lhs - rhs
    if rel.rel_op in ("==", "!="):
        z_ = _is_zero(d)
        return z_ if rel.rel_op == "==" else not z_
    s = _sign(d)
    return {"<": s < 0, "<=": s <= 0, ">": s > 0, ">=": s >= 0}[rel.rel_op]


def _holds(rel, point) -> bool:
    """A domain constraint: undefined counts as not satisfied."""
    try:
        return _truth(rel, point)
    except Undefined:
        return False


def _respects_assumptions(sym, val) -> str | None:
    val = sp.sympify(val)
    if val.free_symbols:
        return f"{sym} = {val} is not a number"
    if val in (oo, -oo):
        return None if (sym.is_extended_real and not sym.is_finite) else f"{sym} is finite, got {val}"
    num = sp.N(val, 60)
    re_, im_ = num.as_real_imag()
    is_real = abs(im_) < sp.Float(10) ** -40 and (val.is_real is not False)
    if sym.is_imaginary:
        if not (abs(re_) < sp.Float(10) ** -40 and not _is_zero(val)):
            return f"{sym} is imaginary, got {val}"
        return None
    if sym.is_extended_real and not is_real:
        return f"{sym} is real, got {val}"
    if sym.is_integer:
        if not is_real or not _is_zero(val - sp.Integer(sp.floor(re_ + sp.Rational(1, 2)))):
            return f"{sym} is an integer, got {val}"
    if val in (oo, -oo):
        return None if sym.is_extended_real and not sym.is_finite else f"{sym} is finite, got {val}"
    if sym.is_rational and not val.is_Rational:
        if val.is_rational is not True:
            return f"{sym} is rational, got {val}"
    if sym.is_irrational and (val.is_Rational or val.is_rational):
        return f"{sym} is irrational, got {val}"
    if sym.is_even and not (val.is_Integer and val % 2 == 0):
        return f"{sym} is even, got {val}"
    if sym.is_odd and not (val.is_Integer and val % 2 == 1):
        return f"{sym} is odd, got {val}"
    if sym.is_prime and not (val.is_Integer and sp.isprime(int(val))):
        return f"{sym} is prime, got {val}"
    if sym.is_zero is False and sym.is_extended_real and _is_zero(val):
        return f"{sym} is nonzero, got {val}"
    for prop, test in (
        ("is_positive", lambda s: s > 0),
        ("is_nonnegative", lambda s: s >= 0),
        ("is_negative", lambda s: s < 0),
        ("is_nonpositive", lambda s: s <= 0),
    ):
        if getattr(sym, prop):
            if not is_real or not test(_sign(val)):
                return f"{sym} violates {prop[3:]}: {val}"
    return None


def _check_point_symbols(point) -> str | None:
    for k, val in point.items():
        if not isinstance(k, sp.Symbol):
            return f"counterexample key {k!r} is not a symbol"
        bad = _respects_assumptions(k, val)
        if bad:
            return bad
    return None


def _intended_decreasing(direction) -> bool:
    d = str(direction).strip().lower()
    return d.startswith("dec") or d in ("down", "nonincreasing", "falling")


def _intended_max(kind) -> bool:
    return str(kind).strip().lower().startswith("max")


def _refutation_problem(claim, verdict) -> str | None:
    """None if the REFUTED/CORRECTED verdict's evidence re-checks here; else what is wrong."""
    cex = verdict.counterexample
    try:
        if isinstance(claim, Relation):
            if cex is None:
                return "no counterexample"
            bad = _check_point_symbols(cex)
            if bad:
                return bad
            for c in claim.domain.constraints:
                if not _holds(c, cex):
                    return f"outside the domain: {c} fails at {cex}"
            for link in claim.links:
                try:
                    if not _truth(link, cex):
                        return None
                except Undefined:
                    return None
            return f"every link holds at {cex}"
        if isinstance(claim, Limit):
            return _limit_problem(claim, cex or {})
        if isinstance(claim, Extremum):
            return _extremum_problem(claim, cex or {})
        if isinstance(claim, Monotone):
            return _monotone_problem(claim, cex or {})
        if isinstance(claim, Convex):
            return _convex_problem(claim, cex or {})
        if isinstance(claim, PrintedValue):
            value, ulp = _parse_printed(claim.printed)
            ex = sp.sympify(claim.exact)
            if sp.N(sp.im(ex), 50) != 0:
                return None  # a non-real value is no real decimal
            if str(claim.printed).strip().replace("\u2212", "-").startswith("-") and _sign(ex) > 0:
                return None  # a negative print of a positive number
            if str(claim.printed).strip().startswith("+") and _sign(ex) < 0:
                return None  # a positive print of a negative number
            return (
                None
                if _sign(sp.Abs(ex - value) - ulp / 2) > 0
                else f"{claim.exact} does round to {claim.printed} (within half a unit {ulp / 2})"
            )
        if isinstance(claim, IdentityAllN):
            return _allN_problem(claim, cex or {})
        if isinstance(claim, (Steps, AllOf)):
            parts = claim.steps if isinstance(claim, Steps) else claim.parts
            ident = verdict.part
            sub = next((s for s in parts if s.id == ident), None)
            if sub is None:
                return f"no failing part named ({ident!r})"
            sv = verify(sub)
            if sv.status not in (Status.REFUTED, Status.CORRECTED):
                return f"part {ident} is {sv.status}"
            return _refutation_problem(sub, sv)
        if isinstance(claim, Exists):
            nv = verify(claim.negation)
            return None if nv.status == Status.PROVED else f"negation is {nv.status}, not PROVED"
        if isinstance(claim, Counterexample):
            return (
                None
                if claim.facts and all(verify(f).status == Status.PROVED for f in claim.facts)
                else "facts not all PROVED"
            )
        if isinstance(claim, ForEachSize):
            N = (cex or {}).get(CLASSES)
            if N is None:
                return "no size N"
            res = claim.check(N)
            ok = res[0] if isinstance(res, tuple) else res
            return None if ok is not True else f"check({N}) holds"
        return f"no re-check for {type(claim).__name__}"
    except Unsure as exc:
        return f"could not re-check: {exc}"


def _in_over(var, over, point) -> bool:
    return all(_holds(c, point) for c in in_interval(var, over))


_UNSYMBOLIZE: dict = {}


def _symbolize_constants(e):
    """Closed sums (sqrt(2) - 14142.../10^150, say) as symbols of their sign, decided here by
    deep evaluation: sympy.limit signs a leading coefficient by its own guess."""
    subs = {}
    for node in sp.preorder_traversal(e):
        if isinstance(node, sp.Add) and not node.free_symbols and not node.is_Rational:
            sgn = _sign(node)
            if sgn == 0:
                subs[node] = sp.Integer(0)
            else:
                d = sp.Dummy("c", positive=sgn > 0, negative=sgn < 0)
                subs[node] = d
                _UNSYMBOLIZE[d] = node
    return e.xreplace(subs) if subs else e


def _limit_problem(claim, cex) -> str | None:
    var = claim.var
    params = {k_: v_ for k_, v_ in cex.items() if k_ != var}
    bad = _check_point_symbols(params)
    if bad:
        return bad
    for c in claim.domain.constraints:
        if var not in c.free_symbols and not _holds(c, params):
            return f"outside the domain: {c}"
    e = claim.expr.xreplace(params)
    value = claim.value.xreplace(params)
    if e.free_symbols - {var}:
        return f"parameters missing from the counterexample {cex}: {e.free_symbols - {var}}"
    side_cons = [c.xreplace(params) for c in claim.domain.constraints if var in c.free_symbols]
    if claim.to in (oo, -oo):
        far = sp.Integer(10) ** 40 * (1 if claim.to == oo else -1)
        if not all(_holds(c, {var: far}) for c in side_cons):
            return None  # the domain is bounded on that side: no limit there
        try:
            _value(e, {var: far})
        except Undefined:
            return None
        sides = [sp.limit(_symbolize_constants(e), var, claim.to)]
    else:
        eps = sp.Rational(1, 10**40)
        dirs = [
            d
            for d, pt in (("+", claim.to + eps), ("-", claim.to - eps))
            if all(_holds(c, {var: pt}) for c in side_cons)
        ]
        if not dirs:
            return None  # the domain does not come near the point: the limit is not defined
        for d_ in dirs:
            try:
                _value(e, {var: claim.to + (eps if d_ == "+" else -eps)})
            except Undefined:
                return None  # undefined on a side the domain approaches from
        sides = [sp.limit(_symbolize_constants(e), var, claim.to, d) for d in dirs]
    for L in sides:
        if L.has(sp.Limit, sp.AccumBounds):
            raise Unsure(f"sympy cannot compute the limit of {e}")
        L = L.xreplace(_UNSYMBOLIZE)
        if L is sp.nan or L.has(sp.zoo):
            return None
        if L.has(oo, -oo) or value.has(oo, -oo):
            if L != value:
                return None
        elif not _is_zero(L - value):
            return None
    return f"the limit is {claim.value} at {cex}"


def _extremum_problem(claim, cex) -> str | None:
    var = claim.var
    bad = _check_point_symbols(cex)
    if bad:
        return bad
    params = {k_: v_ for k_, v_ in cex.items() if k_ != var}
    at = claim.at.xreplace(params)
    for c in claim.domain.constraints:
        if var not in c.free_symbols and not _holds(c, params):
            return f"outside the domain: {c}"
    if at.has(sp.zoo, sp.nan) or sp.N(sp.im(at), 50) != 0:
        return None  # there is no location at these parameters (1/a at a = 0, sqrt(a) at a < 0)
    if not _in_over(at, claim.over, {}):
        return None  # the location lies outside the interval
    if at.is_number and _check_point_symbols({var: at}):
        return None  # the location breaks the variable's assumptions
    for c in claim.domain.constraints:
        if var in c.free_symbols and not _holds(c.xreplace({var: at}), params):
            return None  # the location lies outside the domain
    if var not in cex:
        return f"no value of {var} in {cex}"
    if not _in_over(var, claim.over, cex):
        return f"{var} outside {claim.over}"
    for c in claim.domain.constraints:
        if not _holds(c, cex):
            return f"outside the domain: {c}"
    try:
        f = _value(claim.expr, cex)
        f0 = _value(claim.expr, {**params, var: at})
    except Undefined:
        return None
    s = _sign(f - f0)
    if (s > 0) if _intended_max(claim.which) else (s < 0):
        return None
    return f"f({cex}) does not beat f({at})"


def _monotone_problem(claim, cex) -> str | None:
    var = claim.var
    bad = _check_point_symbols(cex)
    if bad:
        return bad
    dec = _intended_decreasing(claim.direction)
    if var not in cex:
        return f"no value of {var} in {cex}"
    for c in claim.domain.constraints:
        if not _holds(c, cex):
            return f"outside the domain: {c}"
    if claim.integer_steps:
        k0 = sp.sympify(cex[var])
        nxt = {**cex, var: k0 + 1}
        if not (k0.is_Integer and _in_over(var, claim.over, cex) and _in_over(var, claim.over, nxt)):
            return f"{var} = {k0}: not a step inside {claim.over}"
        try:
            s = _sign(_value(claim.expr, nxt) - _value(claim.expr, cex))
        except Undefined:
            return None
        return None if ((s >= 0) if dec else (s <= 0)) else "the step has the claimed sign"
    if not _in_over(var, claim.over, cex):
        return f"{var} outside {claim.over}"
    try:
        _value(claim.expr, cex)
        s = _sign(_value(sp.diff(claim.expr, var), cex))
    except Undefined:
        return None
    return None if ((s > 0) if dec else (s < 0)) else f"derivative has the claimed sign at {cex}"


def _convex_problem(claim, cex) -> str | None:
    var = claim.var
    bad = _check_point_symbols(cex)
    if bad:
        return bad
    if var not in cex or not _in_over(var, claim.over, cex):
        return f"{var} missing or outside {claim.over}"
    for c in claim.domain.constraints:
        if not _holds(c, cex):
            return f"outside the domain: {c}"
    try:
        _value(claim.expr, cex)
        s = _sign(_value(sp.diff(claim.expr, var, 2), cex))
    except Undefined:
        return None
    return None if s < 0 else f"f'' >= 0 at {cex}"


_PRINTED = re.compile(r"([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?")


def _parse_printed(text):
    """(value, unit of the last printed digit): signs, scientific notation, percentages."""
    s = str(text).strip().replace("\u2212", "-")
    pct = s.endswith("%")
    if pct:
        s = s[:-1].strip()
    mt = _PRINTED.fullmatch(s)
    if not mt or not (mt.group(2) or mt.group(3)):
        raise Unsure(f"cannot parse printed value {text!r}")
    sign, whole, frac, exp = mt.group(1), mt.group(2) or "0", mt.group(3) or "", int(mt.group(4) or 0)
    value = sp.Rational(int(whole + frac), 10 ** len(frac)) * sp.Rational(10) ** exp
    ulp = sp.Rational(10) ** (exp - len(frac))
    if sign == "-":
        value = -value
    if pct:
        value, ulp = value / 100, ulp / 100
    return value, ulp


def _poly_value(P, N, table, env):
    if isinstance(P, IndexFraction):
        den = sp.Integer(1)
        for f in P.den:
            den *= _poly_value(f, N, table, env)
        den = sp.expand(den)
        if not den.free_symbols and _is_zero(den):  # a symbolic one is checked at the point (_value)
            raise Undefined("denominator vanishes")
        return _poly_value(P.num, N, table, env) / den
    if not isinstance(P, IndexPoly):
        return sp.sympify(P)
    total = sp.Integer(0)
    for term in P.terms:
        for vals in itertools.product(range(N), repeat=len(term.bound)):
            e = dict(env)
            e.update(zip(term.bound, vals))
            if any(len({e[ix] for ix in pair}) < 2 for pair in term.distinct):
                continue
            prod = sp.sympify(term.coeff)
            for name, idx in term.factors:
                prod *= table[name](*[e[ix] for ix in idx])
            total += prod
    return total


def _matrix(claim, entries, N):
    f = claim.logs[0].C.entries()
    return sp.Matrix(N, N, lambda i, j: sp.sympify(f(i, j)).xreplace(entries))


def _matrix_of_counts_problem(claim, entries, N) -> str | None:
    """A statement with logarithms is about matrices of counts (and, with reciprocals or
    actual_classes_predicted, narrower ones): the counterexample must be one."""
    M = _matrix(claim, entries, N)
    if M.free_symbols or any(not (x.is_real and x >= 0) for x in M) or sum(M) == 0:
        return f"not a matrix of counts with S > 0: {M.tolist()}"
    r, c = [sum(M.row(i)) for i in range(N)], [sum(M.col(j)) for j in range(N)]
    names = {a.name for a in claim.arrays}
    for A in claim.logs:
        if {A.inv_r.name, A.inv_c.name} & names and 0 in r + c:
            return "a row or column sum is 0: outside a statement with reciprocals"
        if A.actual_classes_predicted and any(r[k] and not c[k] for k in range(N)):
            return "a class occurs and is never predicted: outside the statement"
    return None


def _true_atom_values(claim, entries, N) -> dict:
    """The atoms' true values at the counterexample's matrix, computed here from their names
    (stem_i: log2 of row/column/class sums, stem_i_j: log2 of an entry, 1/r_i, 1/c_j), not by
    kappamcc.prove.log_sums: log2 0 read as 0, as the guard makes harmless."""
    M = _matrix(claim, entries, N)
    lg = lambda v: sp.Integer(0) if v == 0 else sp.log(v, 2)  # noqa: E731
    out = {}
    for A in claim.logs:
        r = [sum(M.row(i)) for i in range(N)]
        c = [sum(M.col(j)) for j in range(N)]
        out[A.log2_total] = lg(sum(r))
        if N >= 2:
            out[A.inverse_log2_base] = 1 / sp.log(2 * (N - 1), 2)
        for i in range(N):
            for stem, value in (
                (A.lg_r.symbol, lg(r[i])),
                (A.lg_c.symbol, lg(c[i])),
                (A.lg_t.symbol, lg(r[i] + c[i])),
                (A.lg_u.symbol, lg(r[i] + c[i] - M[i, i])),
                (A.inv_r.symbol, 1 / r[i] if r[i] else sp.nan),
                (A.inv_c.symbol, 1 / c[i] if c[i] else sp.nan),
            ):
                out[sp.Symbol(f"{stem}_{i + 1}")] = value
            for j in range(N):
                out[sp.Symbol(f"{A.lg_e.symbol}_{i + 1}_{j + 1}")] = lg(M[i, j])
    return out


def _allN_problem(claim, cex) -> str | None:
    N = cex.get(CLASSES)
    if N is None or int(N) != N or N < 1:
        return f"no valid size in {cex}"
    N = int(N)
    entries = {k_: v_ for k_, v_ in cex.items() if k_ != "N"}
    table = {arr.name: arr.entries() for arr in claim.arrays}
    table["delta"] = delta.entries()
    if getattr(claim, "logs", ()):
        problem = _matrix_of_counts_problem(claim, entries, N)
        if problem:
            return problem
        entries = {**entries, **_true_atom_values(claim, entries, N)}
    for lhs, rhs in claim.equations:
        free = set()
        for side in (lhs, rhs):
            free |= side.free() if hasattr(side, "free") else set()
        free = sorted(free, key=lambda ix: ix.name)
        for vals in itertools.product(range(N), repeat=len(free)):
            env = dict(zip(free, vals))
            try:
                d = _poly_value(lhs, N, table, env) - _poly_value(rhs, N, table, env)
            except Undefined:
                continue
            d = sp.together(d)
            if entries:
                try:
                    if not _is_zero(_value(d, entries)):
                        return None
                except Undefined:
                    continue
            elif sp.expand(sp.numer(d)) != 0:
                return None
    return f"every equation holds at {cex}"


# ---------------------------------------------------------------------------
# the common checks (tests/test_soundness_corpus.py runs them on every class's cases)

KAPPAMCC = pathlib.Path(kappamcc.__file__).resolve().parent
_RAISES = {dis.opmap["RAISE_VARARGS"], dis.opmap["RERAISE"]}


def raised_by_kappamcc(exc: BaseException) -> bool:
    """Was ``exc`` raised by a ``raise`` statement in kappamcc's own code?  The innermost frame
    of its traceback must be a file of the kappamcc package, executing a ``raise``: an error
    the interpreter raises there (a call with the wrong arguments, a name or attribute that
    does not exist) is no validation, nor is one raised inside sympy or by a case's own code."""
    tb = exc.__traceback__
    if tb is None:
        return False
    while tb.tb_next is not None:
        tb = tb.tb_next
    code = tb.tb_frame.f_code
    if KAPPAMCC not in pathlib.Path(code.co_filename).resolve().parents:
        return False
    return code.co_code[tb.tb_lasti] in _RAISES


def _where(exc: BaseException) -> str:
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}" if tb is not None else "?"


def check_refused(exc: BaseException) -> None:
    """A refusal counts only when kappamcc's own validation raised it, saying why."""
    assert raised_by_kappamcc(exc), (
        f"the case itself failed, not kappamcc's validation: {exc!r} raised at {_where(exc)}"
    )
    assert str(exc).strip(), "a refused call must get a message naming the problem"


def check_false_claim(factory) -> None:
    """A false claim is never PROVED, and a refutation's counterexample re-checks here."""
    try:
        claim = factory()
    except (ValueError, TypeError) as exc:
        pytest.fail(
            f"the case raised when built ({exc!r} at {_where(exc)}): a call the engine refuses "
            f"belongs in its class file's BAD_CALLS, and a typo is to be fixed"
        )
    verdict = verify(claim)
    assert verdict.status != Status.PROVED, (
        f"{claim.id}: a false claim is PROVED ({verdict.method}: {verdict.certificate})"
    )
    if verdict.status in (Status.REFUTED, Status.CORRECTED):
        problem = _refutation_problem(claim, verdict)
        assert problem is None, (
            f"{claim.id}: REFUTED with a counterexample that does not re-check: "
            f"{problem} [{verdict.counterexample}; {verdict.certificate}]"
        )


def check_true_control(factory, label: str, may_reject=frozenset()) -> None:
    """A true claim is never REFUTED (the labels in ``may_reject``, over non-real symbols, may
    instead be refused for being non-real)."""
    try:
        claim = factory()
    except ValueError as exc:
        if label in may_reject:
            check_refused(exc)
            assert "real" in str(exc), f"a non-real symbol is refused for being non-real, not: {exc}"
            return
        raise
    verdict = verify(claim)
    assert verdict.status not in (Status.REFUTED, Status.CORRECTED), (
        f"{claim.id}: a true claim is {verdict.status} ({verdict.method}: {verdict.certificate}; "
        f"counterexample {verdict.counterexample})"
    )


def check_bad_call(factory) -> None:
    """A bad call is refused when it is built, by kappamcc's own validation, saying why."""
    with pytest.raises((ValueError, TypeError)) as info:
        factory()
    check_refused(info.value)
