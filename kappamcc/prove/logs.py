"""Identities and derivative signs for expressions linear in logarithms (entropy formulas).

The entropy statements of Delgado & Tibau (Ent of M_1..M_5, Z_A, C_1) are sums
``sum_j c_j log(q_j) + r`` with rational functions c_j, q_j, r of the parameters.

**Log basis.**  Every argument q is split over Q into ``q = c * prod f_k^{m_k}`` with
irreducible polynomials f_k and a rational constant c = prod p^{e_p} (primes p), so that
``log q = sum_k m_k log|f_k| + sum_p e_p log p``, an identity wherever q > 0 (then no
f_k vanishes).  Each ``log|f_k|`` and ``log p`` is replaced by a fresh symbol L.  The
positivity of every argument on the domain is an obligation decided first (Z3).

**Identity.**  If the difference of the two sides, so rewritten, is the zero rational
function of the parameters *and the L symbols*, the identity holds: it then holds for
any values of the L, in particular the true ones.  (Sufficient, hence sound; a false
identity is refuted by an exact evaluation at a point of the domain instead.)

**Derivative sign.**  The derivative of such an expression is again linear in the L.
When all its L-coefficients are constant multiples of one rational function c,
``f' = c * sum_j q_j L_j = (c / m) * log(prod |f_j|^{n_j})`` with integers n_j = m q_j, and
``sign f' = sign c * sign(prod_{n_j>0} |f_j|^{n_j} - prod_{n_j<0} |f_j|^{-n_j})``: a sign
question about rational functions, decided by Z3 (``decide``).  This covers every entropy
derivative of the paper (one log basis for M_2, Z_A and C_1; constant ratios for M_3 and
M_5).  Other shapes are reported as undecided here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, reduce

import sympy as sp

from .exact import UndefinedAtPoint, exact_sign
from .ratfunc import is_zero_rational, lowest_terms
from .realarith import Outcome, Decision, decide, definedness_obligations, obligations_cover

__all__ = ["has_log", "LogForm", "log_form", "prove_log_identity", "log_sign", "log_derivative_sign", "NotLogLinear"]


class NotLogLinear(ValueError):
    """The expression is not a rational combination of logs of rational functions."""


def has_log(expr) -> bool:
    return bool(sp.sympify(expr).atoms(sp.log))


def _canonical(f: sp.Expr) -> sp.Expr:
    """The factor up to sign (log|f| = log|-f|): leading coefficient made positive."""
    f = sp.expand(f)
    gens = sorted(f.free_symbols, key=str)
    if gens and sp.Poly(f, *gens).LC() < 0:
        f = sp.expand(-f)
    return f


def _parts(arg: sp.Expr):
    """[(base, exponent)] with arg = +-prod base^exponent; bases are primes or irreducible polys."""
    return list(_parts_of(sp.sympify(arg)))


@lru_cache(maxsize=4096)
def _parts_of(arg: sp.Expr) -> tuple:
    """_parts, memoised: the same log arguments recur across a module's claims and their
    corrections (factoring is most of the time of a log identity)."""
    arg = sp.together(arg)
    num, den = sp.fraction(arg)
    out = []
    for piece, sign in ((num, 1), (den, -1)):
        if not piece.is_polynomial(*piece.free_symbols):
            raise NotLogLinear(f"log of a non-rational argument {arg}")
        c, factors = sp.factor_list(piece)
        if not c.is_Rational:
            raise NotLogLinear(f"log of an argument with the irrational factor {c}")
        c = sp.Rational(c)
        for p, e in sp.factorint(abs(c.p)).items():
            out.append((sp.Integer(p), sign * e))
        for p, e in sp.factorint(c.q).items():
            out.append((sp.Integer(p), -sign * e))
        for f, e in factors:
            out.append((_canonical(f), sign * e))
    return tuple(out)


@dataclass
class LogForm:
    """expr = rational function of the parameters and of the symbols ``basis`` (L -> base)."""

    expr: sp.Expr
    basis: dict  # L symbol -> base (prime or irreducible polynomial); L = log|base|
    arguments: list  # every log argument (positivity obligations)


def log_form(*exprs) -> list[LogForm]:
    """Rewrite expressions over one shared log basis."""
    basis: dict = {}  # base -> L
    forms = []
    for expr in exprs:
        expr = sp.sympify(expr)
        args = []

        def L(base):
            if base not in basis:
                basis[base] = sp.Dummy(f"log|{base}|")
            return basis[base]

        def rewrite(arg):
            args.append(arg)
            return sp.Add(*[e * L(b) for b, e in _parts(arg)])

        # every log atom rewritten at once (Basic.replace rebuilds the tree node by node: a
        # tenth of the time of a log identity); a log inside a log's argument makes that
        # argument non-rational, NotLogLinear, as it did under replace
        logs = sorted(expr.atoms(sp.log), key=sp.default_sort_key)
        new = expr.xreplace({e: rewrite(e.args[0]) for e in logs}) if logs else expr
        forms.append(LogForm(new, {}, args))
    shared = {v: k for k, v in basis.items()}  # complete only once every expression is rewritten
    for f in forms:
        f.basis = shared
    return forms


def _arguments_positive(args, hyps, symbols) -> Decision | None:
    for arg in dict.fromkeys(args):
        if not arg.free_symbols:
            if exact_sign(arg) <= 0:
                return Decision(Outcome.UNDEFINED, {}, f"log of non-positive number {arg}")
            continue
        d = decide(hyps, sp.Gt(arg, 0), symbols)
        if d.outcome is not Outcome.PROVED:
            return Decision(
                Outcome.UNDEFINED if d.outcome is Outcome.REFUTED else Outcome.UNKNOWN,
                d.point,
                f"log argument {arg} > 0: {d.outcome} ({d.detail})",
            )
    return None


def _defined_apart_from_logs(exprs, hyps, symbols) -> Decision | None:
    """The expressions' denominators and radicands (the logs' arguments are checked apart):
    None when each is shown defined on hyps; otherwise why not, with a point where one fails
    (cancelling over the log basis would hide (x^2 - 4)/(x - 2) at x = 2)."""
    for e in exprs:
        if not obligations_cover(sp.sympify(e).replace(sp.log, lambda a: sp.Integer(1))):
            return Decision(Outcome.UNKNOWN, None, f"{e} has a function whose domain is not checked here")
    obligations = [o for e in exprs for o in definedness_obligations(sp.sympify(e))]
    if not obligations:
        return None
    if any(has_log(o) for o in obligations):
        return Decision(
            Outcome.UNKNOWN, None, "a denominator or radicand involves a logarithm: where it vanishes is not decided"
        )
    d = decide(hyps, sp.And(*obligations), symbols)
    if d.outcome is Outcome.PROVED:
        return None
    if d.outcome is Outcome.REFUTED:
        return Decision(Outcome.UNDEFINED, d.point, f"a denominator vanishes or a radicand is negative ({d.detail})")
    return Decision(Outcome.UNKNOWN, None, f"definedness not decided ({d.detail})")


def _candidate_points(hyps, symbols):
    """A few exact points satisfying hyps (small integers and halves)."""
    from .exact import relation_holds

    values = [sp.Integer(v) for v in (2, 3, 5, 7, 10, 1, 4, 50, 60, 75, 100, 400, 1000, 10**4)] + [
        sp.Rational(5, 2),
        sp.Rational(1, 2),
    ]
    syms = list(symbols)
    for k in range(len(values)):
        point = {s: values[(k + 3 * i) % len(values)] for i, s in enumerate(syms)}
        try:
            if all(relation_holds(h, point) for h in hyps):
                yield point
        except (UndefinedAtPoint, ValueError, TypeError):
            continue


def prove_log_identity(lhs, rhs, hyps, symbols) -> Decision:
    """Decide lhs == rhs (both linear in logs) on the domain given by hyps."""
    symbols = tuple(symbols or sorted((sp.sympify(lhs) - sp.sympify(rhs)).free_symbols, key=str))
    try:
        fl, fr = log_form(lhs, rhs)
    except NotLogLinear as exc:
        return Decision(Outcome.UNKNOWN, None, str(exc))
    bad = _arguments_positive(fl.arguments + fr.arguments, hyps, symbols) or _defined_apart_from_logs(
        (lhs, rhs), hyps, symbols
    )
    if bad is not None:
        return bad
    # zero as a rational function of the parameters and the log basis: FLINT first, then sympy
    zero = is_zero_rational(fl.expr - fr.expr)
    if zero is None:
        zero = sp.cancel(sp.together(fl.expr - fr.expr)) == 0
    if zero:
        return Decision(
            Outcome.PROVED,
            None,
            f"log-basis normal form: difference is 0 over the basis "
            f"{{{', '.join('log|' + str(b) + '|' for b in fl.basis.values())}}}",
        )
    for point in _candidate_points(hyps, symbols):
        try:
            if exact_sign((sp.sympify(lhs) - sp.sympify(rhs)).xreplace(point)) != 0:
                return Decision(Outcome.REFUTED, point, "the two sides differ at the point (exact evaluation)")
        except (UndefinedAtPoint, ValueError):
            continue
    return Decision(Outcome.UNKNOWN, None, "difference not identically 0 over the log basis; no differing point found")


def split_constant_divisor(form: LogForm, den: sp.Expr) -> tuple[sp.Expr, sp.Expr]:
    """den = closed * rest, where ``closed`` is the factor made of constants and constant
    logarithms (base-b logarithms bring 1/log b), returned as an exact closed number with
    the true logarithms in place (its sign is then decided exactly: log(5/4) > 0,
    log(3/4) < 0, never by substituting a stand-in value), and ``rest`` the other factors."""
    constant_logs = {L: sp.log(base) for L, base in form.basis.items() if not base.free_symbols}
    closed, rest = sp.Integer(1), sp.Integer(1)
    for factor in sp.Mul.make_args(sp.factor(den)):
        if factor.free_symbols <= set(constant_logs):
            closed *= factor
        else:
            rest *= factor
    return closed.xreplace(constant_logs), rest


def log_derivative_sign(expr, var, hyps, symbols, want: str) -> Decision:
    """Decide the sign of d expr / d var on hyps: want is 'negative' (< 0), 'positive' (> 0),
    'nonpositive' (<= 0) or 'nonnegative' (>= 0).  A refutation's point is exact."""
    return log_sign(sp.diff(sp.sympify(expr), var), hyps, symbols, want)


def log_sign(expr, hyps, symbols, want: str) -> Decision:
    """Decide the sign of an expression linear in logs (see the module docstring) on hyps."""
    symbols = tuple(symbols)
    try:
        (form,) = log_form(sp.sympify(expr))
    except NotLogLinear as exc:
        return Decision(Outcome.UNKNOWN, None, str(exc))
    bad = _arguments_positive(form.arguments, hyps, symbols) or _defined_apart_from_logs((expr,), hyps, symbols)
    if bad is not None:
        return bad
    Ls = list(form.basis)
    num, den = lowest_terms(form.expr)  # (up to a common constant factor: the sign below does not depend on it)
    closed, rest_of_den = split_constant_divisor(form, den)
    if rest_of_den.free_symbols & set(Ls):
        return Decision(Outcome.UNKNOWN, None, "the denominator involves non-constant logarithms")
    try:
        closed_sign = exact_sign(closed)
    except ValueError:
        return Decision(Outcome.UNKNOWN, None, f"sign of the constant {closed} not decided")
    if closed_sign == 0:
        return Decision(Outcome.UNDEFINED, {}, f"division by the constant {closed} = 0")
    den = rest_of_den * closed_sign
    poly = sp.Poly(num, *Ls) if Ls else None
    if poly is None or poly.total_degree() > 1:
        return Decision(Outcome.UNKNOWN, None, "not linear in the logarithms")
    coeffs = {L: poly.coeff_monomial(L) for L in Ls}
    coeffs = {L: c for L, c in coeffs.items() if c != 0}
    rest = poly.coeff_monomial(1)
    if rest != 0 or not coeffs:
        return Decision(Outcome.UNKNOWN, None, "a log-free part next to the logarithms; shape not covered")
    L0, c0 = next(iter(coeffs.items()))
    ratios = {L: sp.cancel(c / c0) for L, c in coeffs.items()}
    if any(r.free_symbols for r in ratios.values()):
        return Decision(Outcome.UNKNOWN, None, "log coefficients are not constant multiples of one function")
    m = reduce(sp.ilcm, [sp.Rational(r).q for r in ratios.values()], 1)
    exps = {form.basis[L]: int(sp.Rational(r) * m) for L, r in ratios.items()}
    g = reduce(sp.igcd, [abs(e) for e in exps.values()], 0)
    exps = {b: e // g for b, e in exps.items()}
    sides = {1: sp.Integer(1), -1: sp.Integer(1)}
    for base, e in exps.items():
        if base.free_symbols:
            pos = decide(hyps, sp.Gt(base, 0), symbols)
            if pos.outcome is not Outcome.PROVED:
                neg = decide(hyps, sp.Lt(base, 0), symbols)
                if neg.outcome is not Outcome.PROVED:
                    return Decision(Outcome.UNKNOWN, None, f"sign of the log base {base} not constant")
                base = -base
        sides[1 if e > 0 else -1] *= base ** abs(e)
    # sign f' = sign(den) * sign(c0) * sign(P - Q) where log(P/Q) = (m/g) * sum q_j L_j
    core = sp.expand(den * c0 * (sides[1] - sides[-1]))
    goal = {"negative": sp.Lt, "positive": sp.Gt, "nonpositive": sp.Le, "nonnegative": sp.Ge}[want](core, 0)
    d = decide(hyps, goal, symbols)
    detail = (
        f"= c * log(({sp.sstr(sides[1])}) / ({sp.sstr(sides[-1])})) with c = {sp.sstr(sp.factor(c0 / den * g / m))}; "
        f"sign decided on the rational side: {d.detail}"
    )
    return Decision(d.outcome, d.point, detail)
