"""PrintedValue: the exact value against the print at its last digit."""

from __future__ import annotations

import mpmath
import sympy as sp

from ..model.claims import Failure, Status, Verdict
from ..model.kinds import PrintedValue
from ..prove.exact import UndefinedAtPoint, exact_sign
from ..prove.sign import Undecided, decimal_text, floor as exact_floor
from .dispatch import evaluator, prover, rechecker
from .numeric import DPS, TOL, mp_value


# --- PrintedValue
def printed_value__half_unit(claim):
    return (
        sp.Rational(1, 2) / sp.Integer(10) ** claim.decimals
        if claim.decimals >= 0
        else sp.Rational(1, 2) * sp.Integer(10) ** (-claim.decimals)
    )


def printed_value_rounded(claim) -> str:
    """The exact value rounded at the printed last digit (half away from zero), as a decimal;
    every comparison exact (a value 1e-300 from a tie rounds the right way)."""
    s_ = exact_sign(claim.exact)
    unit = 2 * printed_value__half_unit(claim)
    n = exact_floor(s_ * claim.exact / unit + sp.Rational(1, 2))
    d = max(claim.decimals, 0)
    whole = int(sp.Integer(n) * unit * sp.Integer(10) ** d)
    if whole.bit_length() > 13_000 or d > 4000:  # Python writes out at most 4300 digits: a long value is shortened
        text = f"{decimal_text(sp.Integer(whole) / sp.Integer(10) ** d, 15)} (rounded at its last printed digit)"
        return ("-" if s_ < 0 and n != 0 else "") + text
    q = 10**d
    text = f"{whole // q}" + (f".{whole % q:0{d}d}" if d else "")
    return ("-" if s_ < 0 and n != 0 else "") + text


def printed_value__off_by_more_than_half(claim) -> bool:
    """Wrong by more than half a unit of the last digit -- or a printed sign that is not the
    value's ('-0.00' for 0.004, '+0.00' for -0.004: the sign is part of what is printed)."""
    if claim.printed.lstrip().startswith(("-", "\u2212")) and exact_sign(claim.exact) > 0:
        return True
    if claim.printed.lstrip().startswith("+") and exact_sign(claim.exact) < 0:
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
    except (UndefinedAtPoint, ArithmeticError) as exc:  # not a finite real number
        return Verdict(Status.OPEN, "exact value, rounded", notes=f"the exact value is not a finite real number: {exc}")
    if not off:
        return Verdict(Status.PROVED, "exact value, rounded", f"{shown}; rounds to {rounded}")
    return Verdict(
        Status.REFUTED,
        "exact value, rounded",
        f"{shown}; rounds to {rounded}, printed {claim.printed}",
        failure=Failure.FALSE,
        counterexample={"exact": decimal_text(claim.exact, 15), "rounded": rounded},
    )


@rechecker(PrintedValue)
def recheck_printed_value(claim, verdict) -> bool:
    """|exact - printed| exceeds half a unit of the last printed digit, exactly."""
    return printed_value__off_by_more_than_half(claim)


@evaluator(PrintedValue)
def evaluate_printed_value(claim, point):
    with mpmath.workdps(DPS):
        half = mpmath.mpf(sp.N(printed_value__half_unit(claim), 30))  # exact-ok: spot-check numerics (evidence)
        return abs(mp_value(claim.exact, {}) - mp_value(claim.value, {})) <= half * (1 + TOL)
