"""The family's fast factorisation gives sympy.factor's very expression."""

import pytest
import sympy as sp

from kappamcc.model.family import factor_integer_polynomial

a, b, f, t, A = sp.symbols("a b f t A")
pi = sp.Symbol("pi")  # a parameter named pi (the ROC family's prevalence), not the constant


@pytest.mark.parametrize(
    "e",
    [
        2 * pi * (t - f) * (pi - 1),  # sign normalisation by sympy's generator order
        -2 * (f * pi - f - pi * t) * (f * pi - f - pi * t + 1),
        (a * b - 1) ** 2 * (a + 1) * 6,
        sp.expand((A**2 + 1) * (A - 100) ** 3),
        a - a + 7,  # a constant
        a / 2 + b / 3,  # rational coefficients: sympy.factor itself
        sp.sqrt(2) * a + a,  # not over the integers
    ],
)
def test_factor_integer_polynomial_is_sympys_factor(e):
    assert factor_integer_polynomial(e) == sp.factor(e)


# --- a family's entries: finite real numbers >= 0, each problem named ------------------------------------

from kappamcc.model import family_constraints  # noqa: E402
from kappamcc.model.claims import Domain  # noqa: E402
from kappamcc.model.family import Family  # noqa: E402

r = sp.Symbol("r", real=True)
R_DOMAIN = Domain((r,), (r >= 0,))


def _refused(entry) -> str:
    with pytest.raises(ValueError) as info:
        Family("F", sp.Matrix([[entry, r], [1, 1]]), R_DOMAIN)
    message = str(info.value)
    assert "family F: entry C[0][0]" in message and "\n" not in message, message
    return message


@pytest.mark.parametrize("entry", [sp.nan, sp.oo, -sp.oo, sp.zoo, sp.zoo * r, r + sp.oo * 0, sp.nan * r])
def test_a_non_finite_entry_is_refused_naming_it(entry):
    assert "not a finite real number" in _refused(entry)


@pytest.mark.parametrize("entry", [sp.I, 1 + sp.I, sp.I * r, sp.sqrt(-2)])
def test_a_non_real_entry_is_refused_naming_it(entry):
    assert "not a finite real number" in _refused(entry)


@pytest.mark.parametrize(
    "entry, shown",
    [(sp.Rational(-1, 2), "-1/2"), (sp.Integer(-3), "-3"), (sp.Float(-0.5), "-1/2"), (-sp.sqrt(2), "-sqrt(2)")],
)
def test_a_negative_constant_entry_is_refused_naming_it(entry, shown):
    message = _refused(entry)
    assert f"= {shown} is negative" in message, message


def test_a_float_entry_is_the_exact_binary_rational_it_stores():
    half = Family("F", sp.Matrix([[sp.Float(0.5), r], [1, 1]]), R_DOMAIN)
    assert half.matrix[0, 0] == sp.Rational(1, 2) and not half.matrix.atoms(sp.Float)
    tenth = Family("F", sp.Matrix([[sp.Float(0.1) * r, 1], [1, 1]]), R_DOMAIN)
    assert tenth.matrix[0, 0] == sp.Rational(3602879701896397, 36028797018963968) * r


def test_a_positive_constant_entry_is_accepted():
    family = Family("F", sp.Matrix([[sp.Rational(1, 2), r], [sp.sqrt(2), 0]]), R_DOMAIN)
    assert family.matrix[0, 0] == sp.Rational(1, 2)


@pytest.mark.parametrize(
    "constant, expected",
    [
        (sp.Rational(1, 2), True),
        (sp.Integer(0), True),
        (sp.Rational(-1, 2), False),
        (sp.Float(0.5), True),
        (sp.Float(-0.5), False),
        (sp.I, False),
        (sp.nan, False),
        (sp.oo, False),
        (sp.zoo, False),
    ],
)
def test_plainly_nonnegative_answers_for_a_constant_without_raising(constant, expected):
    assert family_constraints.plainly_nonnegative(constant, (r >= 0,)) is expected


def test_a_family_printed_with_predicted_rows_is_stored_with_actual_rows():
    import sympy as sp
    from kappamcc.model.claims import Domain
    from kappamcc.model.family import Family

    t = sp.Symbol("t", positive=True)
    printed = Family("P", sp.Matrix([[t, 1], [2, 3]]), Domain((t,), (t > 0,)), layout="rows predicted")
    assert printed.matrix == sp.Matrix([[t, 2], [1, 3]])
    with pytest.raises(ValueError, match="layout"):
        Family("Q", sp.Matrix([[1, 1], [1, 1]]), Domain(), layout="columns actual")


def test_from_predicted_rows_transposes_into_the_suites_layout():
    from kappamcc import metrics

    assert metrics.from_predicted_rows([[5, 1], [2, 7]]) == [[5, 2], [1, 7]]
    assert metrics.recall(metrics.from_predicted_rows([[5, 1], [2, 7]])) == sp.Rational(7, 8)
