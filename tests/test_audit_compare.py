"""The exact comparison service the audit orders its points with (kappamcc.prove.compare):
algebraic numbers too close for any float are ordered exactly, roots on an interval's end
are neither kept nor lost by rounding, and a comparison past its budget says so."""

import flint
import pytest
import sympy as sp

from kappamcc.prove.compare import (
    RealAlgebraic,
    Undecided,
    bisection_budget,
    decimal_text,
    integer_poly,
    line,
    real_roots,
    simplest_between,
)

x = sp.Symbol("x")


def _root(expr, index):
    (factor,) = [f for f, _ in integer_poly(expr, x).factor()[1]]
    return real_roots(factor)[index]


def test_two_square_roots_1e_40_apart_are_ordered_exactly_both_ways():
    a = _root(x**2 - 2, 1)  # sqrt(2)
    b = _root(10**40 * x**2 - (2 * 10**40 + 1), 1)  # sqrt(2 + 1e-40)
    assert a.compare(b) == -1 and b.compare(a) == 1 and a.compare(a) == 0


def test_a_root_is_compared_with_a_rational_end_exactly():
    near_one = _root(10**150 * x**2 - (10**150 + 1), 1)  # sqrt(1 + 1e-150) = 1 + 5e-151
    assert near_one.compare_rational(1) == 1
    assert near_one.compare_rational(1 + sp.Rational(1, 10**150)) == -1


def test_the_roots_of_one_polynomial_are_ordered_by_their_rank():
    low, high = real_roots(integer_poly(x**2 - 3, x))
    assert low.compare(high) == -1 and low.as_expr() == -sp.sqrt(3) and high.as_expr() == sp.sqrt(3)


def test_a_comparison_past_the_budget_raises_undecided_not_a_guess():
    a = _root(x**2 - 2, 1)
    b = _root(10**40 * x**2 - (2 * 10**40 + 1), 1)
    token = bisection_budget.set(10)
    try:
        with pytest.raises(Undecided):
            a.compare(b)
    finally:
        bisection_budget.reset(token)


def test_a_line_keeps_a_root_next_to_its_end_and_leaves_out_a_root_on_it():
    p = integer_poly((x - 1) * (10**150 * x**2 - (10**150 + 1)), x)
    cut = line([p], 1, 2)
    assert len(cut.points) == 1 and cut.points[0].compare_rational(1) == 1  # x = 1 is the end: not inside
    pieces, at_points = cut.signs(p)
    assert pieces == [-1, 1] and at_points == [0]
    with pytest.raises(ValueError, match="not among"):
        cut.signs(integer_poly(x - sp.Rational(3, 2), x))


def test_samples_are_simple_rationals_strictly_between():
    assert simplest_between(flint.fmpq(253), flint.fmpq(254)) == flint.fmpq(507, 2)
    assert simplest_between(flint.fmpq(1, 3), flint.fmpq(1, 2)) == flint.fmpq(2, 5)
    assert simplest_between(flint.fmpq(-5, 2), flint.fmpq(7, 2)) == 0


def test_a_rounded_decimal_keeps_its_digits_and_an_exact_one_drops_its_zeros():
    assert decimal_text(sp.Rational(1, 2)) == "0.5"
    assert decimal_text(sp.Rational(6 * 10**40 + 1, 10**41)) == "0.6000000000"
    assert RealAlgebraic.rational(sp.Rational(7, 8)).decimal(3) == "0.875"
