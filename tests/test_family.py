"""The family's fast factorisation gives sympy.factor's very expression."""
import pytest
import sympy as sp

from kappamcc.family import factor_integer_polynomial

a, b, f, t, A = sp.symbols("a b f t A")
pi = sp.Symbol("pi")   # a parameter named pi (the ROC family's prevalence), not the constant


@pytest.mark.parametrize("e", [
    2 * pi * (t - f) * (pi - 1),                                  # sign normalisation by sympy's generator order
    -2 * (f * pi - f - pi * t) * (f * pi - f - pi * t + 1),
    (a * b - 1) ** 2 * (a + 1) * 6,
    sp.expand((A**2 + 1) * (A - 100) ** 3),
    a - a + 7,                                                   # a constant
    a / 2 + b / 3,                                               # rational coefficients: sympy.factor itself
    sp.sqrt(2) * a + a,                                          # not over the integers
])
def test_factor_integer_polynomial_is_sympys_factor(e):
    assert factor_integer_polynomial(e) == sp.factor(e)
