"""The one exact sign and comparison service: every prover asks it, none guesses.

``sign(x)`` of a closed real number given exactly (rationals, floats as the binary
rationals they are, radicals, ``CRootOf``, pi, logarithms, exponentials, trigonometric
functions) is decided in three stages:

1. **Balls.**  ``x`` is evaluated in rigorous ball arithmetic (python-flint's ``arb``) at
   64, 256, 1024 and 4096 bits.  A ball that excludes 0 gives the sign: the ball is a
   proof, not an approximation.
2. **Algebraic decision.**  When every ball contains 0 and ``x`` is algebraic, its
   minimal polynomial decides: ``x`` is 0 iff that polynomial is ``t``; otherwise ``x`` is a
   non-zero root of an integer polynomial a_n t^n + ... + a_0 with a_0 != 0, so
   |x| >= |a_0| / (|a_0| + max |a_i|), and a ball at the precision that bound demands
   decides the sign.  (A polynomial in one ``CRootOf`` divisible by the root's own
   polynomial is 0: tried first, it needs no minimal polynomial.)
3. **Logarithms.**  A linear form c_0 + sum c_k log(q_k) in logarithms of positive
   rationals with algebraic coefficients is rewritten over the logarithms of primes,
   which are linearly independent over the algebraic numbers (Baker): it is 0 iff every
   coefficient is 0; a non-zero form is then signed by balls at rising precision.

Anything else that no ball separates from 0 raises :class:`Undecided`, a ``ValueError``
whose message says why: "cannot decide" is its own answer, never 0, False or a side.
A number that is not real, or not finite, raises ``UndefinedAtPoint``.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache

import flint
import sympy as sp
from sympy.polys.polyerrors import NotAlgebraic

__all__ = [
    "Undecided",
    "UndefinedAtPoint",
    "NotRealNumber",
    "sign",
    "compare",
    "floor",
    "rational_between",
    "ball",
    "enclosures",
    "is_algebraic",
    "decimal_text",
]

PRECISIONS = (64, 256, 1024, 4096)  # bits of the ball stages
MAX_BITS = 1 << 17  # the most an algebraic bound may ask for

_t = sp.Dummy("t")


class Undecided(ValueError):
    """The sign of a number could not be decided exactly; the message says why."""


class UndefinedAtPoint(ValueError):
    """An expression is undefined (division by zero, negative radicand) at a point."""


class NotRealNumber(UndefinedAtPoint):
    """The expression is not a finite real number (a square root of a negative number, a
    logarithm of a non-positive one, a division by zero, an infinity)."""


class _NoBall(Exception):
    """No rigorous ball evaluation for this expression (an unsupported function)."""


# ---------------------------------------------------------------------------
# balls


def _arb_of_rational(q: sp.Rational) -> flint.arb:
    return flint.arb(flint.fmpq(int(q.p), int(q.q)))


def _arb_of_float(f: sp.Float) -> flint.arb:
    """A sympy Float is the binary rational its mantissa and exponent say: exactly that."""
    sgn, man, exp, _ = f._mpf_
    if man == 0:
        return flint.arb(0)
    value = flint.arb(flint.fmpz(int(man))) * flint.arb(2) ** int(exp)  # exact: a power of two
    return -value if sgn else value


_FUNCTIONS = {
    sp.exp: "exp",
    sp.sin: "sin",
    sp.cos: "cos",
    sp.tan: "tan",
    sp.atan: "atan",
    sp.sinh: "sinh",
    sp.cosh: "cosh",
    sp.tanh: "tanh",
    sp.asinh: "asinh",
    sp.erf: "erf",
    sp.erfc: "erfc",
}


def _ball(e: sp.Expr, prec: int, memo: dict) -> flint.arb:
    """A rigorous enclosure of ``e`` (``flint.ctx.prec`` is ``prec``); may be infinite or NaN,
    which the caller reads as "not separated" -- never as a value."""
    if e in memo:
        return memo[e]
    if e.is_Rational:
        out = _arb_of_rational(e)
    elif isinstance(e, sp.Float):
        out = _arb_of_float(e)
    elif e is sp.pi:
        out = flint.arb.pi()
    elif e is sp.E:
        out = flint.arb.const_e()
    elif e is sp.EulerGamma:
        out = flint.arb.const_euler()
    elif e is sp.GoldenRatio:
        out = (1 + flint.arb(5).sqrt()) / 2
    elif isinstance(e, sp.Add):
        out = flint.arb(0)
        for a in e.args:
            out = out + _ball(a, prec, memo)
    elif isinstance(e, sp.Mul):
        out = flint.arb(1)
        for a in e.args:
            out = out * _ball(a, prec, memo)
    elif isinstance(e, sp.Pow):
        out = _ball_power(e, prec, memo)
    elif isinstance(e, sp.log):
        if len(e.args) != 1:
            raise _NoBall("log with a base")
        arg = _ball(e.args[0], prec, memo)
        out = arg.log() if arg > 0 else flint.arb.nan()
    elif isinstance(e, sp.Abs):
        out = abs(_ball(e.args[0], prec, memo))
    elif isinstance(e, (sp.Min, sp.Max)):
        balls = [_ball(a, prec, memo) for a in e.args]
        out = balls[0]
        for b_ in balls[1:]:
            out = out.min(b_) if isinstance(e, sp.Min) else out.max(b_)
    elif isinstance(e, sp.asin) or isinstance(e, sp.acos):
        arg = _ball(e.args[0], prec, memo)
        ok = arg.is_finite() and arg.lower() >= -1 and arg.upper() <= 1
        out = (arg.asin() if isinstance(e, sp.asin) else arg.acos()) if ok else flint.arb.nan()
    elif type(e) in _FUNCTIONS:
        out = getattr(_ball(e.args[0], prec, memo), _FUNCTIONS[type(e)])()
    elif isinstance(e, sp.CRootOf):
        out = _ball_root(e, prec)
    elif isinstance(e, (sp.floor, sp.ceiling)):
        # an integer once the ball lies strictly between two integers (or is one exactly)
        arg = _ball(e.args[0], prec, memo)
        lo, hi = (
            (
                (arg.lower().floor(), arg.upper().floor())
                if isinstance(e, sp.floor)
                else (arg.lower().ceil(), arg.upper().ceil())
            )
            if arg.is_finite() and _bits(arg) < 4096
            else (0, 1)
        )
        out = lo if lo == hi and isinstance(lo, flint.arb) else flint.arb.nan()  # (0, 1) are never equal
    elif isinstance(e, sp.sign):
        s = _ball(e.args[0], prec, memo)
        out = flint.arb(1) if s > 0 else flint.arb(-1) if s < 0 else flint.arb(0) if s.is_zero() else flint.arb.nan()
    else:
        raise _NoBall(f"no rigorous evaluation of {type(e).__name__}")
    memo[e] = out
    return out


def _ball_power(e: sp.Pow, prec: int, memo: dict) -> flint.arb:
    base, ex = e.args
    b_ = _ball(base, prec, memo)
    if ex.is_Integer:
        n = int(ex)
        if n < 0 and b_.contains(0):
            return flint.arb.nan()
        return b_**n
    if ex.is_Rational:
        # sympy's real power of a negative base is complex (principal root): only b >= 0
        if b_ > 0:
            return (
                b_.root(int(ex.q)) ** int(ex.p) if int(ex.p) >= 0 else flint.arb(1) / b_.root(int(ex.q)) ** (-int(ex.p))
            )
        if b_.is_zero() and int(ex.p) > 0:
            return flint.arb(0)
        return flint.arb.nan()
    x_ = _ball(ex, prec, memo)
    return (x_ * b_.log()).exp() if b_ > 0 else flint.arb.nan()


def _ball_root(r: sp.CRootOf, prec: int) -> flint.arb:
    if not r.is_real:
        return flint.arb.nan()
    fast = _ball_root_by_flint(r)
    if fast is not None:
        return fast
    dx = sp.Rational(1, 2 ** (prec + 4))
    mid = r.eval_rational(dx=dx, dy=dx)
    return flint.arb(flint.fmpq(int(mid.p), int(mid.q)), flint.arb(flint.fmpq(1, 2 ** (prec + 3))))


def _ball_root_by_flint(r: sp.CRootOf) -> flint.arb | None:
    """The real root as FLINT isolates it (arb_fmpz_poly_complex_roots: certified, disjoint
    balls, the real ones first in ascending order with zero imaginary part), at the
    context's precision: CRootOf's index counts the real roots in the same order.  None
    when the real balls are not separated or the one chosen misses sympy's isolating
    interval (then the caller bisects)."""
    try:
        _, poly = r.poly.clear_denoms()
        coeffs = [int(c) for c in reversed(poly.all_coeffs())]
    except (TypeError, ValueError, sp.polys.polyerrors.PolynomialError):
        return None
    # (root, multiplicity) pairs, though python-flint's stub says list[acb]
    roots: list[tuple] = flint.fmpz_poly(coeffs).complex_roots()  # type: ignore[assignment]  # stub: list[acb]
    reals = [z.real for z, _ in roots if z.imag.is_zero()]
    if r.index >= len(reals) or any(not (a.upper() < b.lower()) for a, b in zip(reals, reals[1:])):
        return None
    chosen = reals[r.index]
    lo, hi = r._get_interval().a, r._get_interval().b
    if not (
        chosen.upper() >= _arb_of_rational(sp.Rational(lo)) and chosen.lower() <= _arb_of_rational(sp.Rational(hi))
    ):
        return None
    return chosen


@contextmanager
def precision(bits: int):
    """Work at ``bits`` of precision: every arb operation inside, including the endpoints
    ``lower()``/``upper()`` of a ball, rounds at this precision."""
    old = flint.ctx.prec
    flint.ctx.prec = bits
    try:
        yield
    finally:
        flint.ctx.prec = old


def ball(e, prec: int = 64) -> flint.arb:
    """A rigorous ball around the closed number ``e`` at ``prec`` bits; use it inside
    ``with precision(prec):`` when its endpoints are read (they round at the context's)."""
    with precision(prec):
        try:
            return _ball(sp.sympify(e), prec, {})
        except _NoBall as exc:  # a function the balls do not cover, or a non-real part: no decision
            raise Undecided(f"no rigorous ball for {e}: {exc}") from None


def enclosures(exprs, balls: dict, prec: int = 128) -> dict | None:
    """A rigorous ball of every subexpression of ``exprs``, its symbols ranging over the given
    balls (``{symbol: flint.arb}``); None when some function has no rigorous enclosure.  A
    ball may be infinite or NaN (a pole, a root of a negative number inside the range)."""
    memo = dict(balls)
    try:
        with precision(prec):
            for e in exprs:
                _ball(sp.sympify(e), prec, memo)
    except _NoBall:
        return None
    return memo


def _separated(b_: flint.arb) -> int | None:
    if b_.is_finite() and not b_.is_nan():
        if b_ > 0:
            return 1
        if b_ < 0:
            return -1
        if b_.is_zero():
            return 0
    return None


# ---------------------------------------------------------------------------
# exact decisions


def is_algebraic(e: sp.Expr) -> bool:
    """Built from rationals (floats included) by +, *, rational powers and CRootOf only."""
    if e.is_Rational or isinstance(e, (sp.Float, sp.CRootOf)):
        return True
    if isinstance(e, sp.Pow):
        return e.args[1].is_Rational and is_algebraic(e.args[0])
    if isinstance(e, (sp.Add, sp.Mul)):
        return all(is_algebraic(a) for a in e.args)
    return False


def _divisible_by_its_roots_polynomial(e: sp.Expr) -> bool:
    """e = p(r) for one r = CRootOf(P, k) with p over the rationals, and P divides p: then
    e = 0, since P(r) = 0 (whether or not P is irreducible).  False says nothing."""
    roots = e.atoms(sp.CRootOf)
    if len(roots) != 1:
        return False
    (r,) = roots
    try:
        p = sp.Poly(e.xreplace({r: _t}), _t, domain=sp.QQ)
    except (sp.PolynomialError, sp.polys.polyerrors.CoercionFailed):
        return False
    return p.rem(sp.Poly(r.poly.as_expr(_t), _t, domain=sp.QQ)).is_zero


def _zero_by_rewriting(e: sp.Expr) -> bool:
    """e = 0 shown by exact rewriting, which costs far less than a minimal polynomial (the
    common zero: a point on a boundary).  Called only once ``_nonreal_part`` has found every
    denominator of e non-zero and every radicand >= 0, so multiplying out is valid and
    e = num / den over a common denominator den != 0 is 0 exactly when num is.  False says
    nothing: the minimal polynomial decides."""
    if _divisible_by_its_roots_polynomial(e) or sp.expand(e) == 0:
        return True
    # a root of a quadratic as its radical (rootof's own choice of the root of that index)
    quadratic = {r: sp.rootof(r.poly, r.index, radicals=True) for r in e.atoms(sp.CRootOf) if r.poly.degree() <= 2}
    if quadratic:
        e = e.xreplace(quadratic)
        if sp.expand(e) == 0:
            return True
    numerator, _ = sp.fraction(sp.together(e))
    return sp.expand(numerator) == 0 or _zero_by_squaring(e)


def _zero_by_squaring(e: sp.Expr) -> bool:
    """e = u + w sqrt(q) with rationals w != 0, q > 0 and u free of radicals (a polynomial in
    one CRootOf, say) is 0 exactly when u^2 = w^2 q and u has the sign of -w: a point on a
    boundary such as 4c^3 - 3c = sqrt(2)/2 at a root c of (4c^3 - 3c)^2 = 1/2.  False says
    nothing (several radicals, an undecided sign of u)."""
    e = sp.expand(e)
    roots = {
        f
        for term in sp.Add.make_args(e)
        for f in sp.Mul.make_args(term)
        if isinstance(f, sp.Pow) and f.exp == sp.S.Half and f.base.is_Rational
    }
    if len(roots) != 1:
        return False
    (root,) = roots
    w = e.coeff(root)
    u = sp.expand(e - w * root)
    if (
        not w.is_Rational
        or w == 0
        or any(isinstance(f, sp.Pow) and not f.exp.is_Integer for f in sp.preorder_traversal(u))
    ):
        return False
    if not _divisible_by_its_roots_polynomial(sp.expand(u**2 - w**2 * root.base)):
        return False
    try:
        return sign(u) == -sign(w)
    except (Undecided, NotRealNumber):
        return False


def _minimal_polynomial(e: sp.Expr) -> sp.Poly | None:
    try:
        return sp.Poly(sp.minimal_polynomial(e, _t, polys=True).as_expr(), _t)
    except (NotImplementedError, ValueError, sp.PolynomialError, NotAlgebraic):
        return None


def _root_bound_bits(poly: sp.Poly) -> int:
    """Bits of precision that separate a non-zero root of ``poly`` (integer coefficients,
    non-zero constant term) from 0: |x| >= |a_0| / (|a_0| + max_{i>0} |a_i|)."""
    coeffs = [abs(int(c)) for c in poly.clear_denoms()[1].all_coeffs()]
    a0, rest = coeffs[-1], max(coeffs[:-1])
    return (a0 + rest).bit_length() - a0.bit_length() + 2 + 64


def _log_form(e: sp.Expr):
    """c_0 + sum c_p log p over primes p, with algebraic c's, or None when ``e`` is not a
    linear form in logarithms of positive rationals."""
    logs = e.atoms(sp.log)
    if not logs or any(not lg.args[0].is_Rational or lg.args[0] <= 0 for lg in logs):
        return None
    basis: dict = {}
    subs = {}
    for lg in logs:
        q = lg.args[0]
        combo = sp.Integer(0)
        for p, k in sp.factorint(q.p).items():
            basis.setdefault(p, sp.Dummy(f"log{p}"))
            combo += k * basis[p]
        for p, k in sp.factorint(q.q).items():
            basis.setdefault(p, sp.Dummy(f"log{p}"))
            combo -= k * basis[p]
        subs[lg] = combo
    form = sp.expand(e.xreplace(subs))
    gens = list(basis.values())
    try:
        poly = sp.Poly(form, *gens)
    except sp.PolynomialError:
        return None
    if poly.total_degree() > 1:
        return None
    coefficients = [poly.coeff_monomial(g) for g in gens] + [poly.coeff_monomial(1)]
    if not all(is_algebraic(c) for c in coefficients):
        return None
    return coefficients


def _by_balls(e: sp.Expr, precisions) -> int | None:
    for prec in precisions:
        with precision(prec):
            s = _separated(_ball(e, prec, {}))
        if s is not None:
            return s
    return None


def _check_real_and_finite(e: sp.Expr) -> None:
    if e.has(sp.nan, sp.zoo, sp.oo, -sp.oo):
        raise NotRealNumber(f"{e} is not a finite number")
    if e.has(sp.I):
        raise NotRealNumber(f"{e} is not real")


def _nonreal_part(e: sp.Expr) -> str | None:
    """A subterm that is certainly not a real number (negative radicand, log of a
    non-positive number, a zero denominator), decided by this service, or None."""
    for node in sp.postorder_traversal(e):
        if isinstance(node, sp.Pow) and node.args[1].is_Rational and not node.args[1].is_Integer:
            if sign(node.args[0]) < 0:
                return f"square root (or rational power) of the negative number {node.args[0]}"
        if isinstance(node, sp.Pow) and node.args[1].is_Rational and node.args[1] < 0:
            if sign(node.args[0]) == 0:
                return f"division by {node.args[0]}, which is 0"
        if isinstance(node, sp.log) and sign(node.args[0]) <= 0:
            return f"logarithm of the non-positive number {node.args[0]}"
    return None


@lru_cache(maxsize=8192)
def _sign(e: sp.Expr) -> int:
    _check_real_and_finite(e)
    try:
        s = _by_balls(e, PRECISIONS)
    except _NoBall as exc:
        raise Undecided(f"cannot decide the sign of {e}: {exc}") from None
    if s is not None:
        return s
    # every ball contains 0 or is not finite: is some part not a real number?
    bad = _nonreal_part(e)
    if bad:
        raise NotRealNumber(f"{e} is not a real number: {bad}")
    if is_algebraic(e):
        # 0 by an exact rewrite (every radicand is >= 0 here, so multiplying out is valid):
        # the common zero, a point on a boundary such as (1 + sqrt 2)^2 - 2 (1 + sqrt 2) - 1,
        # costs an expansion instead of a minimal polynomial
        if _zero_by_rewriting(e):
            return 0
        poly = _minimal_polynomial(e)
        if poly is None:
            raise Undecided(f"cannot decide the sign of {e}: no minimal polynomial")
        if poly.as_expr() == _t:
            return 0
        bits = _root_bound_bits(poly)
        if bits > MAX_BITS:
            raise Undecided(f"cannot decide the sign of {e}: |x| may be below 2^-{MAX_BITS}")
        s = _by_balls(e, (bits, 2 * bits))
        if s is None or s == 0:
            raise Undecided(f"cannot decide the sign of {e}: balls at {2 * bits} bits contain 0")
        return s
    if isinstance(e, sp.log) and len(e.args) == 1:  # log a has the sign of a - 1
        return _sign(e.args[0] - 1)
    if isinstance(e, sp.exp):  # exp a is 1 exactly when a is 0, else balls decided
        raise Undecided(f"cannot decide the sign of {e}")
    coefficients = _log_form(e)
    if coefficients is not None:
        if all(_sign(sp.sympify(c)) == 0 for c in coefficients):
            return 0
        s = _by_balls(e, (1 << 14, 1 << 16))
        if s is not None and s != 0:
            return s
        raise Undecided(f"cannot decide the sign of {e}: a non-zero linear form in logarithms below 2^-65536")
    raise Undecided(
        f"cannot decide the sign of {e}: no ball up to {PRECISIONS[-1]} bits excludes 0 and it is not algebraic"
    )


def sign(x) -> int:
    """-1, 0 or 1: the sign of the closed real number ``x``, decided exactly.

    Raises :class:`Undecided` when it cannot be decided and :class:`NotRealNumber` when
    ``x`` is not a finite real number.  Floats count as the binary rationals they are."""
    e = sp.sympify(x)
    if e.free_symbols:
        raise ValueError(
            f"the sign of {e} depends on {', '.join(sorted(map(str, e.free_symbols)))}: give a closed number"
        )
    if e.is_Rational:
        return 1 if e.p > 0 else -1 if e.p < 0 else 0
    floats = e.atoms(sp.Float)
    if floats:  # a float is the binary rational it stores
        e = e.xreplace({f: sp.Rational(f) for f in floats})
    return _sign(e)


def compare(a, b) -> int:
    """sign(a - b), with infinities: -1, 0 or 1, decided exactly (or :class:`Undecided`)."""
    a, b = sp.sympify(a), sp.sympify(b)
    infinite = (sp.oo, -sp.oo)
    if a in infinite or b in infinite:
        if a == b:
            return 0
        return 1 if a == sp.oo or b == -sp.oo else -1
    return sign(a - b)


FLOOR_BITS = 1 << 20  # integer parts larger than this (10^315000) are not written out


def _bits(b_: flint.arb) -> int:
    """About how many bits the integer part of a finite ball's largest value has."""
    man, exp = flint.arb(b_.abs_upper()).mid().man_exp()
    return int(exp) + int(man).bit_length() if man != 0 else 0


def floor(x) -> int:
    """The exact floor of the closed real number ``x`` (ties decided exactly)."""
    e = sp.sympify(x)
    if e.is_Rational:
        return int(sp.floor(e))
    prec, k = 128, None
    while prec <= 1 << 16:
        with precision(prec):
            b_ = ball(e, prec)
            if b_.is_finite() and _bits(b_) > FLOOR_BITS:
                raise Undecided(f"{e} has more than {FLOOR_BITS} bits: its floor is not computed")
            if b_.is_finite():
                # the floor of a finite ball's end (a point) is an exact integer: unique_fmpz is not None
                low = int(b_.lower().floor().unique_fmpz())  # type: ignore[arg-type]  # exact: not None
                high = int(b_.upper().floor().unique_fmpz())  # type: ignore[arg-type]  # exact: not None
                if high - low <= 1:  # the floor is one of two integers: settled by one comparison
                    k = low
                    break
                # a ball as wide as its size: enough bits for the integer part, and some
                prec = max(2 * prec, max(abs(low), abs(high)).bit_length() + 64)
                continue
        prec *= 2
    if k is None:
        raise Undecided(f"cannot bound {e}")
    while compare(e, k + 1) >= 0:
        k += 1
    while compare(e, k) < 0:
        k -= 1
    return k


def rational_between(a, b) -> sp.Rational:
    """A short rational strictly between the closed reals a < b (either may be infinite),
    certified by balls (never by floats)."""
    a, b = sp.sympify(a), sp.sympify(b)
    if compare(a, b) >= 0:
        raise ValueError(f"rational_between needs a < b, got {a} and {b}")
    if a == -sp.oo and b == sp.oo:
        return sp.Integer(0)
    if a == -sp.oo:
        return sp.Integer(floor(b) - 1)
    if b == sp.oo:
        return sp.Integer(floor(a) + 1)
    for prec in (64, 256, 1024, 4096, 1 << 14, 1 << 16):
        with precision(prec):
            lo, hi = ball(a, prec), ball(b, prec)
            if not (lo.is_finite() and hi.is_finite()) or not (lo.upper() < hi.lower()):
                continue
            upper_a = _exact_rational(lo.upper())
            lower_b = _exact_rational(hi.lower())
        q = _simplest_between(upper_a, lower_b)
        if compare(q, a) > 0 and compare(b, q) > 0:
            return q
    raise Undecided(f"cannot separate {a} and {b}")


def _exact_rational(x: flint.arb) -> sp.Rational:
    man, exp = x.mid().man_exp()
    return sp.Rational(int(man)) * sp.Rational(2) ** int(exp)


def _simplest_between(lo: sp.Rational, hi: sp.Rational) -> sp.Rational:
    """The rational with the smallest denominator in the open interval (lo, hi), by the
    Stern-Brocot descent on continued fractions."""
    if lo < 0 < hi:
        return sp.Integer(0)
    if hi <= 0:
        return -_simplest_between(-hi, -lo)
    fl = sp.floor(lo)
    if fl + 1 < hi:
        return sp.Integer(fl + 1)
    if lo == fl:  # lo an integer and hi <= lo + 1: fl + 1/m with 1/m < hi - fl
        return fl + sp.Rational(1, int(sp.floor(1 / (hi - fl))) + 1)
    # lo, hi in (fl, fl + 1]: recurse on the reciprocals of the fractional parts
    return fl + 1 / _simplest_between(1 / (hi - fl), 1 / (lo - fl))


def decimal_text(x, digits: int = 12) -> str:
    """``x`` as a decimal with ``digits`` significant digits, every one of them certified by
    a ball (for display: sympy's ``N`` can print wrong digits after a cancellation)."""
    e = sp.sympify(x)
    if e.is_Rational and e == 0:
        return "0"
    for prec in (64, 256, 1024, 4096, 1 << 14):
        with precision(prec):
            b_ = ball(e, prec)
            if b_.is_finite() and not b_.contains(0) and b_.rel_accuracy_bits() > digits * 3.33 + 4:
                return b_.str(digits, radius=False)
    if sign(e) == 0:
        return "0"
    raise Undecided(f"cannot print {digits} certified digits of {e}")
