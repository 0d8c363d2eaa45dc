"""Limits of closed forms in one variable, exactly where possible.

``exact_limit(expr, x, to)`` handles rational functions in ``x`` (coefficients may
contain parameters or closed numbers) by their leading terms, and builds up sums,
products, absolute values and rational powers of such from the limits of the parts
(continuity, and the rules for infinite limits that are not indeterminate forms), and
expressions linear in logarithms by the log basis.  Every leading coefficient it divides
by must be non-zero on the parameter domain (Z3), and the sign of a closed number is
decided by the sign service (:mod:`kappamcc.prove.sign`): an undecided sign is a
``LimitError``, never 0.  There is no fallback: ``sympy.limit`` is not a proof (it
returns 1 for |sin x|^(1/x), which has no limit), so what the exact rules do not cover
is a ``LimitError`` with its reason and the claim stays OPEN.  A finite ``to`` is
approached from the sides the caller gives (the claim's domain decides them); two sides
must agree.
"""

from __future__ import annotations

import sympy as sp

from .ratfunc import lowest_terms, reduced_fraction
from .realarith import Outcome, decide
from .sign import Undecided, sign

__all__ = ["exact_limit", "eventual_sign", "LimitError", "NoLimit"]


class LimitError(ValueError):
    pass


def _constant_sign(c, hyps) -> int:
    """The sign of ``c`` (free of the limit variable) on the whole domain: a closed number's
    by the sign service, a parameter expression's by Z3 (it must be the same everywhere)."""
    c = sp.sympify(c)
    if not c.free_symbols:
        try:
            return sign(c)
        except Undecided as exc:
            raise LimitError(f"sign of {c} undecided: {exc}") from None
    if decide(hyps, sp.Gt(c, 0)).outcome is Outcome.PROVED:
        return 1
    if decide(hyps, sp.Lt(c, 0)).outcome is Outcome.PROVED:
        return -1
    if decide(hyps, sp.Eq(c, 0)).outcome is Outcome.PROVED:
        return 0
    raise LimitError(f"sign of {c} not constant on the domain")


def _is_zero_everywhere(c, hyps) -> bool:
    """``c`` is 0 on the whole domain (True), or non-zero on the whole domain (False); a
    LimitError when it may be either."""
    return _constant_sign(c, hyps) == 0


def _leading(poly: sp.Poly, hyps) -> tuple[int, sp.Expr]:
    """(degree, leading coefficient) of ``poly`` in its one generator, skipping coefficients
    that are 0 on the whole domain (a closed number sympy did not simplify to 0, say)."""
    for k, c in zip(range(poly.degree(), -1, -1), poly.all_coeffs()):
        if not _is_zero_everywhere(c, hyps):
            return k, c
    return -1, sp.Integer(0)


def _rational_limit_at_oo(expr, x, hyps):
    num, den = lowest_terms(expr)
    dd, ld = _leading(sp.Poly(den, x), hyps)
    if dd < 0:
        raise LimitError(f"the denominator of {expr} is 0")
    formal = sp.Poly(num, x)
    # at every value of the parameters the numerator's degree is at most its formal degree, whether
    # or not its leading coefficient vanishes there: below the denominator's (whose leading
    # coefficient vanishes nowhere) the limit is 0; equal, the ratio of the leading coefficients,
    # which is 0 where the numerator's vanishes
    if not formal.is_zero and formal.degree() < dd:  # exact-ok: Poly.is_zero is structural (no terms)
        return sp.Integer(0)
    if not formal.is_zero and formal.degree() == dd and formal.LC().free_symbols:  # exact-ok: structural
        got = reduced_fraction(formal.LC() / ld)
        return got[0] / got[1] if got is not None else sp.simplify(formal.LC() / ld)
    dn, ln = _leading(formal, hyps)
    if dn < 0 or dn < dd:
        return sp.Integer(0)
    if dn == dd:  # the ratio of the leading coefficients, in lowest terms (FLINT when it takes it)
        got = reduced_fraction(ln / ld)
        return got[0] / got[1] if got is not None else sp.simplify(ln / ld)
    s = _constant_sign(ln, hyps) * _constant_sign(ld, hyps)
    return sp.oo if s > 0 else -sp.oo


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
        try:  # a side where the expression is undefined is not part of its domain: dropped
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
            try:
                same = _is_zero_everywhere(a - b, hyps)
            except LimitError:
                raise LimitError(f"one-sided limits {a} (left) and {b} (right): equality not decided") from None
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
        if (
            isinstance(node, sp.Pow)
            and node.exp.is_Rational
            and not node.exp.is_Integer
            and x in node.base.free_symbols
        ):
            arg, need = node.base, "nonnegative"
        elif isinstance(node, sp.log) and x in node.args[0].free_symbols:
            arg, need = node.args[0], "positive"
        else:
            continue
        if not arg.is_rational_function(x):
            raise LimitError(f"cannot decide the sign of {arg} near the limit point")
        var = x
        if sub is not None:  # the argument as written, moved to t -> +oo before sympy rewrites sqrt(-u)
            arg, var = arg.xreplace({x: sub}), t
        num, den = lowest_terms(arg)  # a zero numerator: the argument is identically 0
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
    # no fallback: sympy.limit is not a proof (|sin x|^(1/x) -> 1 by sympy, but it has no limit)
    raise LimitError(
        f"no exact rule covers {expr} (rational functions, their sums, products, absolute values "
        "and rational powers, and forms linear in logarithms are covered)"
    )


def _log_linear(expr, x, hyps):
    """Limit at +oo of (r + sum_k C_k log|f_k|) / c (r, C_k rational in x; f_k irreducible
    polynomials or primes, the log basis of :mod:`kappamcc.prove.logs`; c a constant).

    log|f_k(x)| = d_k log x + log|LC_k| + e_k(x) with e_k -> 0, for a base of degree d_k in
    x (LC_k != 0 proved), and e_k = 0 exactly when f_k is a monomial.  C_k e_k -> 0 when C_k
    has a finite limit; a diverging C_k is taken only with a monomial base.  The expression
    is then R(x) + D(x) log x + o(1) with R, D rational (D = sum C_k d_k), whose limit
    follows from their degrees: D log x dominates R when deg D >= deg R and deg D >= 0; R
    dominates when deg R > deg D >= 0; D log x -> 0 when deg D < 0."""
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
    if _constant_sign(divisor, hyps) == 0:
        raise LimitError("division by zero")
    poly = sp.Poly(num, *Ls) if Ls else None
    if poly is None or poly.total_degree() > 1:
        raise LimitError("not linear in the logarithms")
    R, D = poly.coeff_monomial(1) / rest_den, sp.Integer(0)
    for L in Ls:
        C = sp.cancel(poly.coeff_monomial(L) / rest_den)
        if C == 0:
            continue
        base = form.basis[L]
        if x not in base.free_symbols:
            R += C * sp.log(sp.Abs(base))
            continue
        p = sp.Poly(base, x)
        degree, lc = _leading(p, hyps)
        if len(p.terms()) > 1 and _exact(C, x, hyps) in _INFINITE:
            raise LimitError(f"the coefficient of log|{base}| diverges and {base} is not a monomial")
        D += C * degree
        R += C * sp.log(sp.Abs(lc))
    R, D = sp.cancel(sp.together(R)), sp.cancel(sp.together(D))
    L = _rational_plus_log(R, D, x, hyps)
    if L in _INFINITE:
        return L if _constant_sign(divisor, hyps) > 0 else -L
    return sp.simplify(L / divisor)


def _degree_and_sign(f, x, hyps) -> tuple[int | None, int]:
    """(deg numerator - deg denominator, sign of the leading coefficients' ratio) of a
    rational function of x; (None, 0) for the zero function."""
    num, den = lowest_terms(f)
    dn, ln = _leading(sp.Poly(num, x), hyps)
    if dn < 0:
        return None, 0
    dd, ld = _leading(sp.Poly(den, x), hyps)
    return dn - dd, _constant_sign(ln, hyps) * _constant_sign(ld, hyps)


def _rational_plus_log(R, D, x, hyps):
    """lim_{x -> +oo} R(x) + D(x) log x for rational R, D."""
    deg_d, sign_d = _degree_and_sign(D, x, hyps) if D != 0 else (None, 0)
    if deg_d is None or deg_d < 0:  # D log x -> 0
        return _rational_limit_at_oo(R, x, hyps) if R != 0 else sp.Integer(0)
    deg_r, sign_r = _degree_and_sign(R, x, hyps) if R != 0 else (None, 0)
    if deg_r is None or deg_d >= deg_r:  # D log x dominates
        return sp.oo if sign_d > 0 else -sp.oo
    return sp.oo if sign_r > 0 else -sp.oo  # R grows faster than D log x


def eventual_sign(f, x, hyps, to=sp.oo) -> int:
    """The sign f takes for every x near ``to`` (+oo or -oo), the same for every parameter
    value the hypotheses allow (a LimitError when it is not, or cannot be decided)."""
    if to == -sp.oo:
        t = sp.Dummy("t", positive=True)
        return _sign_at_oo(sp.sympify(f).xreplace({x: -t}), t, hyps)
    return _sign_at_oo(sp.sympify(f), x, hyps)


def _sign_at_oo(f, x, hyps) -> int:
    """The constant sign (an int) of f for all large x: f rational in x, a rational power or
    an absolute value of one, or free of x."""
    if isinstance(f, sp.Pow) and f.exp.is_Rational and not f.exp.is_Integer and f.exp.q == 2:
        base = _sign_at_oo(f.base, x, hyps)  # a square root is real where its radicand is >= 0
        if base < 0 or (base == 0 and f.exp < 0):
            raise LimitError(f"{f} is not a real number near +oo ({f.base} is {'negative' if base < 0 else '0'} there)")
        return base
    if x not in f.free_symbols:
        return _constant_sign(f, hyps)
    if isinstance(f, sp.Abs):
        return 0 if _sign_at_oo(f.args[0], x, hyps) == 0 else 1
    if isinstance(f, sp.Pow) and f.exp.is_Integer and not f.is_rational_function(x):
        sb = _sign_at_oo(f.base, x, hyps)
        if sb == 0 and f.exp < 0:
            raise LimitError(f"{f.base} is 0 near +oo")
        return 0 if sb == 0 else (1 if sb > 0 or int(f.exp) % 2 == 0 else -1)
    if not f.is_rational_function(x):
        raise LimitError(f"no sign rule for {f}")
    num, den = lowest_terms(f)
    dn, ln = _leading(sp.Poly(num, x), hyps)
    _, ld = _leading(sp.Poly(den, x), hyps)
    return 0 if dn < 0 else _constant_sign(ln, hyps) * _constant_sign(ld, hyps)


def _square(f):
    """f^2 with |g|^2 written g^2 (g real): the square of a product of rational functions,
    their square roots and absolute values is then rational."""
    if isinstance(f, sp.Abs):
        return f.args[0] ** 2
    if isinstance(f, sp.Pow) and isinstance(f.base, sp.Abs):
        return f.base.args[0] ** (2 * f.exp)
    return f**2


def _by_square(expr, x, hyps):
    """f = prod of rational functions, square roots and absolute values of them:
    lim f = sign * sqrt(lim f^2), f^2 rational (its limit by leading terms), the sign from
    the factors' eventual signs."""
    factors = sp.Mul.make_args(expr)
    square = sp.Mul(*[_square(f) for f in factors])
    if not square.is_rational_function(x):
        raise LimitError("square is not rational")
    sign_ = 1
    for f in factors:
        sign_ *= _sign_at_oo(f, x, hyps)
    if sign_ == 0:
        return sp.Integer(0)
    L2 = _rational_limit_at_oo(square, x, hyps)
    if L2 == sp.oo:
        return sign_ * sp.oo
    return sp.simplify(sign_ * sp.sqrt(L2))


_INFINITE = (sp.oo, -sp.oo)


def _exact(expr, x, hyps):
    """The limit at +oo of ``expr`` by exact rules only (or a LimitError saying why not)."""
    if x not in expr.free_symbols:
        return expr
    if _is_rational_in(expr, x):
        return _rational_limit_at_oo(expr, x, hyps)
    if isinstance(expr, sp.Add):
        parts = [_exact(a, x, hyps) for a in expr.args]
        infinite = {p for p in parts if p in _INFINITE}
        if len(infinite) > 1:
            raise LimitError("oo - oo in a sum")
        if infinite:
            return infinite.pop()
        return sp.simplify(sp.Add(*parts))
    if isinstance(expr, sp.Mul):
        try:
            parts = [_exact(a, x, hyps) for a in expr.args]
        except LimitError:
            return _by_square(expr, x, hyps)
        if not any(p in _INFINITE for p in parts):
            return sp.simplify(sp.Mul(*parts))
        sign_ = 1
        for p in parts:
            s = (1 if p == sp.oo else -1) if p in _INFINITE else _constant_sign(p, hyps)
            if s == 0:  # 0 * oo: indeterminate by the parts' limits
                return _by_square(expr, x, hyps)
            sign_ *= s
        return sp.oo if sign_ > 0 else -sp.oo
    if isinstance(expr, sp.Abs):
        L = _exact(expr.args[0], x, hyps)
        if L in _INFINITE:
            return sp.oo
        return L if _constant_sign(L, hyps) >= 0 else -L
    if isinstance(expr, sp.Pow):
        base, ex = expr.as_base_exp()
        if x not in ex.free_symbols and ex.is_Rational:
            return _power_limit(base, ex, x, hyps)
    raise LimitError(f"no exact rule for {expr}")


def _power_limit(base, ex, x, hyps):
    """lim base^ex at +oo for a rational exponent (real powers: a non-integer power needs
    base >= 0, which the definedness check established near +oo)."""
    L = _exact(base, x, hyps)
    if L in _INFINITE:
        if ex < 0:
            return sp.Integer(0)
        if L == sp.oo:
            return sp.oo
        if not ex.is_Integer:
            raise LimitError(f"a non-integer power of {base}, which tends to -oo")
        return sp.oo if int(ex) % 2 == 0 else -sp.oo
    s = _constant_sign(L, hyps)
    if ex < 0 and s == 0:  # the base tends to 0: the power diverges, with the base's eventual sign
        sb = _sign_at_oo(base, x, hyps)
        if sb == 0:
            raise LimitError(f"{base} is 0 near +oo: {base}^{ex} is undefined")
        if ex.is_Integer:
            return sp.oo if sb > 0 or int(ex) % 2 == 0 else -sp.oo
        if sb < 0:
            raise LimitError(f"a non-integer power of {base}, which is negative near +oo")
        return sp.oo
    if not ex.is_Integer and s < 0:
        raise LimitError(f"the limit {L} of a radicand is negative")
    return sp.simplify(L**ex)
