"""What every part of the audit shares: the degree limit, the progress callback, and exact
questions about a polynomial in one parameter on a range (where it is 0, where negative,
its sign table)."""

from __future__ import annotations

import contextvars

import sympy as sp

from ..prove.compare import Line, integer_poly, line, simplest_between
from .parse import AuditError, interval_text
from .text import expr_text, number_text

__all__ = [
    "MAX_DEGREE",
    "max_degree",
    "progress",
    "say",
    "poly_line",
    "zero_point",
    "negative_point",
    "sample_point",
    "closed_ends",
    "where",
    "check_constant_entry",
    "parametric_entries",
]

MAX_DEGREE = 200  # exact root isolation above this degree takes minutes (degree 270: ~45 s here)
max_degree: contextvars.ContextVar = contextvars.ContextVar("max_degree", default=MAX_DEGREE)
progress: contextvars.ContextVar = contextvars.ContextVar("progress", default=None)


def say(message: str) -> None:
    """Report a stage of long work to the caller's progress callback, if any."""
    callback = progress.get()
    if callback is not None:
        callback(message)


def _checked(poly: sp.Expr, t, what: str):
    """The polynomial as FLINT's, after refusing one above the degree limit."""
    degree = sp.degree(poly, t) if poly.has(t) else 0
    limit = max_degree.get()
    if limit is not None and degree > limit:
        raise AuditError(
            f"{what} has degree {degree} in {t}, above the audit's limit of {limit}: isolating its "
            "roots exactly would take too long (use smaller exponents, or raise the limit with "
            "max_degree= / --max-degree)"
        )
    return integer_poly(poly, t), degree


def poly_line(polys: list[tuple[sp.Expr, str]], t, over: sp.Interval) -> tuple[Line, list]:
    """The range's interior cut at the real roots of the polynomials (each given with what
    it is, for the progress messages and the degree limit); also the FLINT polynomials."""
    flint_polys = []
    for poly, what in polys:
        p, degree = _checked(sp.expand(poly), t, what)
        if degree > 0:
            say(f"isolating the real roots of {what} (degree {degree})")
        flint_polys.append(p)
    return line([p for p in flint_polys if not p.is_zero()], over.start, over.end), flint_polys


def closed_ends(over: sp.Interval) -> list:
    """The finite ends that belong to the range."""
    return [
        e for e, is_open in ((over.start, over.left_open), (over.end, over.right_open)) if e.is_finite and not is_open
    ]


def sample_point(over: sp.Interval) -> sp.Rational:
    """A simple rational inside the range."""
    lo, hi = over.start, over.end
    if lo.is_finite and hi.is_finite:
        q = simplest_between(lo, hi)
        return sp.Rational(int(q.p), int(q.q))
    if lo.is_finite:
        return sp.Integer(max(0, int(sp.floor(lo)) + 1))
    if hi.is_finite:
        return sp.Integer(min(0, int(sp.ceiling(hi)) - 1))
    return sp.Integer(0)


def zero_point(poly: sp.Expr, t, over: sp.Interval, what: str):
    """A point of the range (its closed ends included) where the polynomial is 0, exactly,
    or None.  The zero polynomial gives a sample point of the range."""
    poly = sp.expand(poly)
    if poly == 0:
        return sample_point(over)
    for end in closed_ends(over):
        if poly.subs(t, end) == 0:
            return end
    cut, _ = poly_line([(poly, what)], t, over)
    return cut.points[0].as_expr(t) if cut.points else None


def negative_point(poly: sp.Expr, t, over: sp.Interval, what: str):
    """A point of the range (a simple rational, or a closed end) where the polynomial is
    negative, exactly, or None."""
    poly = sp.expand(poly)
    if poly == 0:
        return None
    cut, (p,) = poly_line([(poly, what)], t, over)
    pieces, _ = cut.signs(p)
    for sample, s in zip(cut.samples, pieces):
        if s < 0:
            return sp.Rational(int(sample.p), int(sample.q))
    for end in closed_ends(over):
        if poly.subs(t, end) < 0:
            return end
    return None


def where(t, point, over: sp.Interval) -> str:
    """'t = 1, inside the range [0, 5]'."""
    return f"{t} = {number_text(point, t)}, inside the range {interval_text(over)}"


def check_constant_entry(e: sp.Expr, i: int, j: int) -> None:
    """An entry free of the parameters is a non-negative rational: the exact audit needs fractions."""
    what = f"entry ({i + 1}, {j + 1}) = {expr_text(e)}"
    if not e.is_Rational:
        raise AuditError(f"{what} is not a rational number: the exact audit needs fractions (e.g. 7/5)")
    if e < 0:
        raise AuditError(f"{what} is negative")


def parametric_entries(M: sp.Matrix, symbols: tuple):
    """(what, numerator, denominator) of each entry that depends on the parameters, as written
    (a removable singularity stays visible); a constant entry is checked here, and an entry
    that is no rational function of ``symbols`` is an AuditError."""
    for i in range(M.rows):
        for j in range(M.cols):
            e = sp.sympify(M[i, j])
            what = f"entry ({i + 1}, {j + 1}) = {expr_text(e)}"
            if not e.free_symbols:
                check_constant_entry(e, i, j)
                continue
            if not e.is_rational_function(*symbols):
                raise AuditError(f"{what} is not a rational function of {', '.join(map(str, symbols))}")
            num, den = sp.fraction(sp.together(e))
            yield what, num, den
