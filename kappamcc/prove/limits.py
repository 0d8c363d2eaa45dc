"""Limits of closed forms in one variable, exactly where possible.

``exact_limit(expr, x, to)`` handles rational functions in ``x`` (coefficients may
contain parameters) by their leading terms, and builds up sums, products, integer
powers and square roots of such from the limits of the parts (continuity).  Every
leading coefficient it divides by must be non-zero on the parameter domain; that is
proved with Z3 before it is used.  What it cannot do exactly it hands to
``sympy.limit`` and says so in the method, but only for expressions without parameters
(sympy.limit treats a parameter as generic).  A finite ``to`` is approached from the
sides the caller gives (the claim's domain decides them); two sides must agree.
"""
from __future__ import annotations

import sympy as sp

from .exact import exact_sign
from .ratfunc import reduced_fraction
from .realarith import decide

__all__ = ["exact_limit", "LimitError", "NoLimit"]


class LimitError(ValueError):
    pass


def _lowest_terms(expr):
    """Numerator and denominator of a rational function with no common factor (FLINT when
    it takes the expression, else sympy's cancel): a common factor's leading coefficient
    could vanish where the function's own do not."""
    got = reduced_fraction(expr)
    return got if got is not None else sp.fraction(sp.cancel(sp.together(expr)))


def _rational_limit_at_oo(expr, x, hyps):
    num, den = _lowest_terms(expr)
    pn, pd = sp.Poly(num, x), sp.Poly(den, x)
    ln, ld = pn.LC(), pd.LC()
    for lc in (ln, ld):
        if lc.free_symbols:
            d = decide(hyps, sp.Ne(lc, 0))
            if d.outcome != "proved":
                raise LimitError(f"leading coefficient {lc} may vanish on the domain")
    if pn.degree() < pd.degree():
        return sp.Integer(0)
    if pn.degree() == pd.degree():
        return sp.simplify(ln / ld)
    ratio = ln / ld
    d = decide(hyps, sp.Gt(ratio, 0))
    if d.outcome == "proved":
        return sp.oo
    d = decide(hyps, sp.Lt(ratio, 0))
    if d.outcome == "proved":
        return -sp.oo
    raise LimitError("sign of the divergent leading term depends on the parameters")


def _is_rational_in(expr, x):
    return expr.is_rational_function(x)


class NoLimit(LimitError):
    """The one-sided limits differ: the (two-sided) limit does not exist."""


def exact_limit(expr, x: sp.Symbol, to, hyps=(), sides=("right",)) -> tuple[sp.Expr, str]:
    """(limit, method).  ``sides``: the sides ``x`` approaches a finite ``to`` from
    ("left", "right"; both: the two one-sided limits must agree, else NoLimit)."""
    expr = sp.sympify(expr)
    if expr.has(sp.I):
        raise LimitError("not a real expression")
    if to == sp.oo:
        return _at_oo(expr, x, hyps)
    if to == -sp.oo:
        t = sp.Dummy("t", positive=True)
        _eventually_defined(expr, x, hyps, t, -t)
        return _at_oo(expr.xreplace({x: -t}), t, hyps)
    found, undefined = [], []
    for side in sides:
        t = sp.Dummy("t", positive=True)
        sub = to + 1 / t if side == "right" else to - 1 / t
        try:   # a side where the expression is undefined is not part of its domain: dropped
            _eventually_defined(expr, x, hyps, t, sub)
        except NoLimit as exc:
            undefined.append(f"{side}: {exc}")
            continue
        moved = expr.xreplace({x: sub})
        if moved.has(sp.I):
            undefined.append(f"{side}: not real")
            continue
        L, method = _at_oo(moved, t, hyps)
        found.append((side, L, method))
    if not found:
        raise NoLimit(f"{expr} is undefined near {to} on every side the domain allows ({'; '.join(undefined)})")
    if len(found) == 2:
        (_, a, m), (_, b, _) = found
        if a.has(sp.oo, -sp.oo) or b.has(sp.oo, -sp.oo):
            same = a == b
        else:
            same = sp.simplify(a - b) == 0
            if not same and (a - b).free_symbols:
                raise LimitError(f"one-sided limits {a} (left) and {b} (right): equality not decided")
        if not same:
            raise NoLimit(f"the limit does not exist: from the left {a}, from the right {b}")
        return a, m + "; both sides agree"
    side, L, method = found[0]
    return L, f"{method} (from the {side}{', where the expression is defined' if undefined else ''})"


def _eventually_defined(expr, x, hyps, t=None, sub=None) -> None:
    """Raise NoLimit if a square root's radicand is negative, or a log's argument is not
    positive, for all large x (the expression is undefined on the side approached);
    LimitError if that cannot be decided."""
    for node in sp.preorder_traversal(expr):
        if isinstance(node, sp.Pow) and node.exp.is_Rational and not node.exp.is_Integer and x in node.base.free_symbols:
            arg, need = node.base, "nonnegative"
        elif isinstance(node, sp.log) and x in node.args[0].free_symbols:
            arg, need = node.args[0], "positive"
        else:
            continue
        if not arg.is_rational_function(x):
            raise LimitError(f"cannot decide the sign of {arg} near the limit point")
        var = x
        if sub is not None:   # the argument as written, moved to t -> +oo before sympy rewrites sqrt(-u)
            arg, var = arg.xreplace({x: sub}), t
        num, den = _lowest_terms(arg)   # a zero numerator: the argument is identically 0
        sign = 0 if num == 0 else _sign_at_oo(num / den, var, hyps)
        if sign < 0 or (sign == 0 and need == "positive"):
            raise NoLimit(f"{node} is undefined on the side approached ({arg} is not {need} there)")


def _at_oo(expr, x, hyps) -> tuple[sp.Expr, str]:
    _eventually_defined(expr, x, hyps)
    try:
        return _exact(expr, x, hyps), "exact (leading terms of rational functions, continuity)"
    except (LimitError, sp.PolynomialError, NotImplementedError):
        pass
    if expr.has(sp.log):
        try:
            return _log_linear(expr, x, hyps), "exact (log basis: leading terms of the log arguments)"
        except (LimitError, sp.PolynomialError, NotImplementedError, ValueError):
            pass
    if expr.free_symbols - {x}:
        # sympy.limit treats a parameter as generic (a leading coefficient a is taken to be
        # non-zero even where a = 0 is allowed): no proof over a parameter domain
        raise LimitError(f"no exact rule for {expr} with parameters ({', '.join(map(str, expr.free_symbols - {x}))})")
    L = sp.limit(expr, x, sp.oo)
    if L.has(sp.Limit) or L.has(sp.AccumBounds) or L.has(sp.nan):
        raise LimitError(f"sympy.limit could not evaluate the limit of {expr}")
    return sp.simplify(L), "sympy.limit (no parameters)"


def _log_linear(expr, x, hyps):
    """Limit at +oo of r + sum_k C_k log|f_k| (r, C_k rational in x; f_k irreducible
    polynomials or primes, the log basis of :mod:`kappamcc.prove.logs`).

    log|f_k(x)| = d_k log x + log|LC_k| + o(1) for a base of degree d_k in x (LC_k != 0
    proved).  So the expression is r + D log x + sum C_k log|LC_k| + sum C_k o(1) with
    D = sum C_k d_k.  If every C_k and r have finite limits and D is identically 0 or
    D = O(1/x) (then D log x -> 0), the limit is lim r + sum lim(C_k) log|LC_k|."""
    from .logs import NotLogLinear, log_form, split_constant_divisor
    try:
        (form,) = log_form(expr)
    except NotLogLinear as exc:
        raise LimitError(str(exc)) from None
    Ls = list(form.basis)
    num, den = sp.fraction(sp.together(form.expr))
    # a constant divisor such as log 2 (base-2 entropy) is taken out: its value is exact
    divisor, rest_den = split_constant_divisor(form, den)
    if rest_den.free_symbols & set(Ls):
        raise LimitError("logarithms in a denominator")
    if exact_sign(divisor) == 0:
        raise LimitError("division by zero")
    poly = sp.Poly(num, *Ls) if Ls else None
    if poly is None or poly.total_degree() > 1:
        raise LimitError("not linear in the logarithms")
    rest = poly.coeff_monomial(1) / rest_den
    total, D = _exact(sp.cancel(rest), x, hyps), sp.Integer(0)
    if total.has(sp.oo, -sp.oo):
        raise LimitError("the log-free part diverges")
    for L in Ls:
        C = sp.cancel(poly.coeff_monomial(L) / rest_den)
        if C == 0:
            continue
        base = form.basis[L]
        c = _exact(C, x, hyps)
        if c.has(sp.oo, -sp.oo):
            raise LimitError(f"coefficient of log|{base}| diverges")
        if x in base.free_symbols:
            p = sp.Poly(base, x)
            lc = p.LC()
            if lc.free_symbols and decide(hyps, sp.Ne(lc, 0)).outcome != "proved":
                raise LimitError(f"leading coefficient {lc} of a log argument may vanish")
            D += C * p.degree()
            total += c * sp.log(sp.Abs(lc))
        else:
            total += c * sp.log(sp.Abs(base))
    D = sp.cancel(sp.together(D))
    if D != 0:
        num, den = sp.fraction(D)
        if sp.Poly(num, x).degree() >= sp.Poly(den, x).degree():
            raise LimitError("a multiple of log x does not vanish")
        for lc in (sp.Poly(num, x).LC(), sp.Poly(den, x).LC()):
            if lc.free_symbols and decide(hyps, sp.Ne(lc, 0)).outcome != "proved":
                raise LimitError(f"leading coefficient {lc} may vanish")
    return sp.simplify(total / divisor)


def _sign_at_oo(f, x, hyps) -> int:
    """The constant sign of f for all large x (f rational in x, or a square root, or free of x)."""
    if isinstance(f, sp.Pow) and f.exp.is_Rational and not f.exp.is_Integer and f.exp.q == 2:
        return 1
    if x not in f.free_symbols:
        if not f.free_symbols:
            return sp.sign(f) if f.is_Rational else (1 if f.is_positive else -1 if f.is_negative else 0)
        if decide(hyps, sp.Gt(f, 0)).outcome == "proved":
            return 1
        if decide(hyps, sp.Lt(f, 0)).outcome == "proved":
            return -1
        raise LimitError(f"sign of {f} not constant on the domain")
    if not f.is_rational_function(x):
        raise LimitError(f"no sign rule for {f}")
    num, den = _lowest_terms(f)
    return _sign_at_oo(sp.Poly(num, x).LC(), x, hyps) * _sign_at_oo(sp.Poly(den, x).LC(), x, hyps)


def _by_square(expr, x, hyps):
    """f = prod of rational functions and square roots of them: lim f = sign * sqrt(lim f^2),
    f^2 rational (its limit by leading terms), the sign from the factors' leading terms."""
    factors = sp.Mul.make_args(expr)
    square = sp.Mul(*[f ** 2 for f in factors])
    if not square.is_rational_function(x):
        raise LimitError("square is not rational")
    sign = 1
    for f in factors:
        sign *= _sign_at_oo(f, x, hyps)
    if sign == 0:
        return sp.Integer(0)
    L2 = _rational_limit_at_oo(square, x, hyps)
    if L2 == sp.oo:
        return sign * sp.oo
    return sp.simplify(sign * sp.sqrt(L2))


def _exact(expr, x, hyps):
    if x not in expr.free_symbols:
        return expr
    if _is_rational_in(expr, x):
        return _rational_limit_at_oo(expr, x, hyps)
    if isinstance(expr, sp.Add):
        parts = [_exact(a, x, hyps) for a in expr.args]
        if any(p.has(sp.oo, -sp.oo) for p in parts):
            raise LimitError("infinite part in a sum")
        return sp.simplify(sp.Add(*parts))
    if isinstance(expr, sp.Mul):
        try:
            parts = [_exact(a, x, hyps) for a in expr.args]
        except LimitError:
            parts = None
        if parts is None or any(p.has(sp.oo, -sp.oo) for p in parts):
            return _by_square(expr, x, hyps)
        return sp.simplify(sp.Mul(*parts))
    if isinstance(expr, sp.Pow):
        base, ex = expr.as_base_exp()
        if x not in ex.free_symbols and ex.is_Rational:
            L = _exact(base, x, hyps)
            if L.has(sp.oo, -sp.oo):
                raise LimitError("infinite base")
            if ex.is_negative:
                d = decide(hyps, sp.Ne(L, 0)) if L.free_symbols else None
                if (d is not None and d.outcome != "proved") or (d is None and L == 0):
                    raise LimitError("limit of a denominator may be 0")
            if not ex.is_Integer:
                d = decide(hyps, sp.Ge(L, 0)) if L.free_symbols else None
                if (d is not None and d.outcome != "proved") or (d is None and L < 0):
                    raise LimitError("limit of a radicand may be negative")
            return sp.simplify(L ** ex)
    raise LimitError(f"no exact rule for {expr}")
