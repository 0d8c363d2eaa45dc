"""The inverse error function of the exact confidence interval, with a numerical value that
is right near 1.

sympy evaluates ``erfinv(x)`` (``float(...)``, ``N(...)``) after rounding ``x`` to the
precision asked for, so within about 1e-8 of 1 the value loses digits and within about
2^-58 of 1 it is ``inf``: ``float(sympy.erfinv(1 - Rational(1, 10**28)))`` is ``inf``.
:class:`erfinv` is sympy's function evaluated in FLINT ball arithmetic, with the argument
at the precision its distance from +-1 needs.
"""

from __future__ import annotations

import flint
import sympy as sp
from mpmath.libmp import from_man_exp

__all__ = ["erfinv"]

_DOUBLINGS = 6  # the first precision already counts the bits lost near 1; a few more doublings at most


class erfinv(sp.erfinv):  # noqa: N801 -- printed as sympy's erfinv, and an instance of it
    """sympy's ``erfinv``, evaluated with its argument at the precision its closeness to +-1
    needs (its condition number there is about 1/(1 - |x|)), in rigorous ball arithmetic."""

    def _eval_evalf(self, prec):
        x = self.args[0]
        if _bits_below_one(x) is None:
            return super()._eval_evalf(prec)
        work = prec
        for _ in range(_DOUBLINGS):
            ball = erfinv_ball(x, work)
            if ball.is_finite() and ball.rad() * (1 << (prec + 2)) <= abs(ball.mid()):
                man, exp = ball.mid().man_exp()
                return sp.Float._new(from_man_exp(int(man), int(exp), prec, "n"), prec)
            work *= 2
        return super()._eval_evalf(prec)


def erfinv_ball(x, prec: int):
    """erfinv(x) as an arb ball, for a real sympy number ``x`` with |x| < 1: computed at
    ``prec`` bits plus the bits that the closeness of ``x`` to +-1 costs."""
    work = prec + (_bits_below_one(x) or 0) + 20
    with flint.ctx.workprec(work):
        return _ball(x, work).erfinv()


def _ball(x, work: int):
    """An arb ball holding ``x``: a rational exactly (rounded outward), another real number
    from sympy's evaluation at ``work`` bits, widened by two units in its last place."""
    if x.is_Rational:
        return flint.arb(flint.fmpq(int(x.p), int(x.q)))
    sign, man, exp, _ = x._to_mpmath(work)._mpf_
    mid = flint.fmpq(-man if sign else man) * flint.fmpq(2) ** exp
    return flint.arb(mid, abs(mid) / flint.fmpq(2) ** (work - 2))


def _bits_below_one(x) -> int | None:
    """About -log2(1 - |x|) (at least 0) for a real number ``x`` with 0 < |x| < 1; None for
    anything else (sympy's own evaluation is used then)."""
    if not (isinstance(x, sp.Expr) and x.is_number and x.is_real) or x.is_zero:
        return None
    gap = 1 - abs(x)
    if gap.is_Rational:
        if not gap > 0:
            return None
        return max(0, int(gap.q).bit_length() - int(gap.p).bit_length() + 1)
    approx = gap.evalf(15)  # sympy's evaluation of a difference keeps its digits
    if not (approx.is_Float and approx > 0):
        return None
    _, _, exp, bc = approx._mpf_
    return max(0, -(exp + bc) + 1)
