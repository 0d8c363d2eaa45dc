"""Rational functions by FLINT (kappamcc.prove.ratfunc) answer as sympy's together/cancel
do, or pass the expression on."""

import pytest
import sympy as sp

from kappamcc.prove import ratfunc
from kappamcc.prove.identity import cancels_to_zero
from kappamcc.prove.ratfunc import is_zero_rational as _flint_zero, lowest_terms

a, b, c, x = sp.symbols("a b c x")
f = sp.Function("f")


def _by_sympy(e):
    """cancels_to_zero with the FLINT route switched off."""
    saved = ratfunc.is_zero_rational
    ratfunc.is_zero_rational = lambda e: None
    try:
        return cancels_to_zero(e)
    finally:
        ratfunc.is_zero_rational = saved


@pytest.mark.parametrize(
    "e",
    [
        a / (a + b) + b / (a + b) - 1,  # zero over a common denominator
        1 / (a - b) - 1 / (b - a) - 2 / (a - b),  # denominators equal up to sign
        (a**2 - b**2) / (a - b) - a - b,  # zero once the common factor cancels
        sp.log(a) / (a + 1) + sp.log(a) * a / (a + 1) - sp.log(a),  # a log as an indeterminate
        f(x) ** 2 / (x + 1) - f(x) ** 2 / (x + 1),
        sp.Rational(1, 3) * a / (2 * b) - a / (6 * b),  # rational coefficients
        (a + b) ** 5 / (a + b) ** 4 - a - b,
        sp.Integer(0),
    ],
)
def test_a_zero_rational_function_is_zero_by_both_routes(e):
    assert _flint_zero(e) is True
    assert _by_sympy(e) is True


@pytest.mark.parametrize(
    "e",
    [
        a / (a + b) + b / (a + b) - 2,
        1 / (a - b) + 1 / (b - a) + 1 / c,
        sp.log(a**2) - 2 * sp.log(a),  # zero as numbers, not with log(a**2) an independent indeterminate
        (a + b) ** 5 / (a + b) ** 4 - a,
        sp.Rational(1, 3),
    ],
)
def test_a_nonzero_rational_function_is_nonzero_by_both_routes(e):
    assert _flint_zero(e) is False
    assert _by_sympy(e) is False


@pytest.mark.parametrize(
    "e",
    [
        sp.sqrt(a) - sp.sqrt(a) + sp.pi * a,  # pi: not an indeterminate
        sp.Float(0.5) * a - b / 2,  # an inexact coefficient
        a / (b - b + 0 * a),  # 1/0 (sympy makes it zoo)
    ],
)
def test_what_the_flint_route_does_not_take_goes_to_sympy(e):
    assert _flint_zero(e) is None


@pytest.mark.parametrize(
    "e",
    [
        (a**2 - b**2) / (a - b),  # a common factor cancels
        (2 * a + 2) / (4 * a**2 - 4),
        a / (a + b) - b / (a - b) + c,
        (a * x + a) / (x**2 - 1),  # x + 1 cancels, the parameter a stays
        sp.Rational(3, 4),
        (x**3 - 1) / (x - 1) / (x**2 + x + 1),  # 1
    ],
)
def test_lowest_terms_are_sympys_up_to_a_constant(e):
    num, den = ratfunc.reduced_fraction(e)
    n2, d2 = sp.fraction(sp.cancel(sp.together(e)))
    assert sp.expand(num * d2 - n2 * den) == 0  # the same function
    assert sp.gcd(num, den).is_number  # no common factor
    for s in e.free_symbols:  # the same degrees
        assert sp.degree(num, s) == sp.degree(n2, s) and sp.degree(den, s) == sp.degree(d2, s)


def test_lowest_terms_leave_function_atoms_to_sympy():
    assert ratfunc.reduced_fraction(sp.log(a) / (a + 1)) is None


def test_lowest_terms_leaves_no_common_factor_and_keeps_the_function():
    x, y = sp.symbols("x y", real=True)
    num, den = lowest_terms((x**2 - y**2) / (2 * x - 2 * y))
    assert sp.cancel(num / den - (x + y) / 2) == 0
    assert sp.gcd(sp.Poly(num, x, y), sp.Poly(den, x, y)).is_ground


def test_lowest_terms_of_a_function_flint_does_not_take_is_sympys():
    x = sp.Symbol("x", real=True)
    num, den = lowest_terms((sp.sqrt(2) * x**2 - sp.sqrt(2)) / (x - 1))
    assert sp.expand(num - sp.sqrt(2) * (x + 1) * den) == 0 and not den.has(x)
