"""Inputs at the edges of kappamcc.metrics: exact counts of any size, containers that are not
a matrix of numbers, exact matrices turned into floats, NaN labels, non-finite weights and
confidence levels, NumPy float32 levels, mpmath and FLINT numbers, fractions of counts for
Krippendorff's alpha, logarithms whose value is rational.  Every bad input raises an error
naming the problem; every good one gives its exact value; a sympy Float or an mpmath mpf is
a float."""

import datetime
import math
import warnings
from decimal import Decimal
from fractions import Fraction
from functools import cache, partial

import mpmath
import numpy as np
import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.metrics import InvalidConfusionMatrixError


def np_matrix(rows):
    """NumPy's matrix class, which users still pass (it warns that it is not recommended)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PendingDeprecationWarning)
        return np.matrix(rows)


SMALL = [[3, 1], [2, 4]]
x = sp.Symbol("x")


# ---------------------------------------------------------------------------
# exact counts of any size: square roots without floats

A400 = 10**400 + 1  # the square roots of these matrices' radicands used to overflow
A500 = 3 * 10**500 + 7
N400 = 10**400 + 1  # a scale factor that is not a perfect square
HUGE_CASES = {
    "[[a, 1], [1, a]], a = 10^400 + 1": ([[A400, 1], [1, A400]], sp.Rational(A400 - 1, A400 + 1)),
    "[[a, 2], [2, a]], a = 3 10^500 + 7": ([[A500, 2], [2, A500]], sp.Rational(A500 - 2, A500 + 2)),
    "[[1/a, 1], [1, 1/a]], a = 10^400 + 1": (
        [[Fraction(1, A400), 1], [1, Fraction(1, A400)]],
        sp.Rational(1 - A400, 1 + A400),
    ),
}


def mcc_squared(C):
    """MCC^2 and the sign of MCC from the marginal form, in Fractions (independent of the package)."""
    C = [[Fraction(v) for v in row] for row in C]
    n = len(C)
    S = sum(map(sum, C))
    r = [sum(row) for row in C]
    c = [sum(C[i][j] for i in range(n)) for j in range(n)]
    num = S * sum(C[k][k] for k in range(n)) - sum(rk * ck for rk, ck in zip(r, c))
    return num**2 / ((S**2 - sum(v**2 for v in r)) * (S**2 - sum(v**2 for v in c))), (num > 0) - (num < 0)


def kappa_variance_fce(C):
    """Var(kappa) by Fleiss, Cohen, Everitt 1969 (Fleiss, Levin, Paik 2003 eq. 18.13), in Fractions."""
    C = [[Fraction(v) for v in row] for row in C]
    n = range(len(C))
    S = sum(map(sum, C))
    p = [[v / S for v in row] for row in C]
    row = [sum(p[i]) for i in n]
    col = [sum(p[i][j] for i in n) for j in n]
    po, pe = sum(p[i][i] for i in n), sum(row[i] * col[i] for i in n)
    k = (po - pe) / (1 - pe)
    a = sum(p[i][i] * (1 - (row[i] + col[i]) * (1 - k)) ** 2 for i in n)
    b = (1 - k) ** 2 * sum(p[i][j] * (col[i] + row[j]) ** 2 for i in n for j in n if i != j)
    d = (k - pe * (1 - k)) ** 2
    return (a + b - d) / ((1 - pe) ** 2 * S)


@pytest.mark.parametrize(
    "metric",
    [
        metrics.mcc,
        metrics.mcc_gorodkin,
        metrics.mcc_covariance,
        metrics.mcc_binary,
        partial(metrics.mcc_one_vs_rest, positive=0),
    ],
)
@pytest.mark.parametrize("case", HUGE_CASES)
def test_mcc_of_a_matrix_with_hundreds_of_digits_is_its_exact_rational_value(metric, case):
    C, value = HUGE_CASES[case]
    assert metric(C) == value


@pytest.mark.parametrize("metric", [metrics.mcc, metrics.mcc_gorodkin, metrics.mcc_covariance])
@pytest.mark.parametrize(
    "C",
    [
        [[7**200, 1, 2], [3, 7**200, 1], [2, 2, 7**200]],
        [[2**500 + 1, 5, 0], [7, 2**500 + 1, 3**200], [1, 0, 11**120]],
        [[3 * N400, 1], [N400, 5 * N400]],
    ],
    ids=["7^200 diagonal", "mixed 2^500, 3^200, 11^120", "shared factor 10^400 + 1"],
)
def test_mcc_of_a_huge_matrix_squares_to_the_exact_rational_of_its_marginal_form(metric, C):
    square, sign = mcc_squared(C)
    value = metric(C)
    assert value**2 == sp.Rational(square.numerator, square.denominator)
    assert (value > 0) == (sign > 0)


@pytest.mark.parametrize(
    "metric",
    [
        metrics.mcc,
        metrics.mcc_gorodkin,
        metrics.mcc_covariance,
        metrics.mcc_binary,
        metrics.phi,
        metrics.cramers_v,
        metrics.mcc_per_class,
    ],
)
def test_a_metric_of_a_matrix_scaled_by_a_400_digit_count_equals_that_of_the_small_matrix(metric):
    assert metric([[v * N400 for v in row] for row in SMALL]) == metric(SMALL)


def test_asymmetry_of_a_scaled_huge_matrix_is_the_scale_times_the_small_asymmetry():
    assert metrics.asymmetry([[v * N400 for v in row] for row in SMALL]) == N400 * sp.sqrt(2)


@pytest.mark.parametrize("case", HUGE_CASES)
def test_kappa_standard_error_of_a_huge_matrix_squares_to_the_exact_variance(case):
    C, _ = HUGE_CASES[case]
    variance = kappa_variance_fce(C)
    assert metrics.kappa_standard_error(C) ** 2 == sp.Rational(variance.numerator, variance.denominator)


def test_cohens_1960_standard_error_of_a_huge_matrix_squares_to_its_closed_form():
    C = HUGE_CASES["[[a, 1], [1, a]], a = 10^400 + 1"][0]
    S = Fraction(2 * A400 + 2)
    po, pe = 2 * A400 / S, Fraction(1, 2)
    variance = po * (1 - po) / (S * (1 - pe) ** 2)
    assert metrics.kappa_standard_error(C, method="cohen_1960") ** 2 == sp.Rational(
        variance.numerator, variance.denominator
    )


def test_kappa_confidence_interval_of_a_huge_matrix_is_kappa_plus_minus_z_times_the_exact_standard_error():
    C = HUGE_CASES["[[a, 1], [1, a]], a = 10^400 + 1"][0]
    low, high = metrics.kappa_confidence_interval(C, z=2)
    variance = kappa_variance_fce(C)
    assert (low + high) / 2 == metrics.kappa(C)
    assert ((high - low) / 4) ** 2 == sp.Rational(variance.numerator, variance.denominator)
    low95, high95 = metrics.kappa_confidence_interval(C)
    assert sp.simplify((low95 + high95) / 2 - metrics.kappa(C)) == 0


def test_kappa_standard_error_of_a_matrix_scaled_by_a_square_is_divided_by_its_root():
    root = 10**200 + 1
    assert (
        metrics.kappa_standard_error([[v * root**2 for v in row] for row in SMALL])
        == metrics.kappa_standard_error(SMALL) / root
    )


# ---------------------------------------------------------------------------
# containers and entries that are not a matrix of numbers


@pytest.mark.parametrize(
    "bad, words",
    [
        ([{0: 5, 1: 3}, {0: 2, 1: 4}], r"row 0 of the confusion matrix is a dict"),
        ([[5, 3], {0: 2, 1: 4}], r"row 1 of the confusion matrix is a dict"),
        ({0: [5, 3], 1: [2, 4]}, r"the confusion matrix is a dict"),
        ([{5, 3}, {2, 4}], r"row 0 of the confusion matrix is a set"),
        ([frozenset({5, 3}), frozenset({2, 4})], r"row 0 of the confusion matrix is a frozenset"),
        ({(5, 3), (2, 4)}, r"the confusion matrix is a set"),
        ([{0: 5, 1: 3}.keys(), {0: 2, 1: 4}.keys()], r"row 0 of the confusion matrix is a dict_keys"),
        ([bytearray(b"\x01\x02"), bytearray(b"\x03\x04")], r"row 0 of the confusion matrix is a bytearray"),
        (bytearray(b"\x01\x02\x03\x04"), r"the confusion matrix is a bytearray"),
        (memoryview(np.array([[1, 2], [3, 4]])), r"the confusion matrix is a memoryview"),
        ([memoryview(b"\x01\x02"), memoryview(b"\x03\x04")], r"row 0 of the confusion matrix is a memoryview"),
        (np.array([[1, 2], [3, 4]], dtype="timedelta64[ns]"), r"timedelta64"),
        (np.array([[1, 2], [3, 4]], dtype="timedelta64[s]"), r"timedelta64"),
        (np.array([[1, 2], [3, 4]], dtype="datetime64[D]"), r"datetime64"),
        ([[np.timedelta64(1, "ns"), 2], [3, 4]], r"C\[0\]\[0\] .*timedelta64"),
        ([[1.0, np.timedelta64(1, "s")], [3, 4]], r"C\[0\]\[1\] .*timedelta64"),
        ([[np.datetime64(1, "D"), 2], [3, 4]], r"C\[0\]\[0\] .*datetime64"),
        (np.array([[1, 2], [3, 4j]]), r"complex"),
        (np.array([["1", "2"], ["3", "4"]]), r"string"),
        (np.array([[True, False], [False, True]]), r"bool"),
        ([[np.bool_(True), 2], [3, 4]], r"C\[0\]\[0\] = True is a bool"),
        (np.zeros((2, 2, 2)), r"3-dimensional"),
        (np.array([1, 2, 3, 4]), r"1-dimensional"),
        (np.array(5), r"0-dimensional"),
        (np_matrix([[5]]), r"at least 2 classes"),
        ([[sp.true, 1], [1, 1]], r"C\[0\]\[0\] = True is a sympy BooleanTrue, not a number"),
        ([[1, sp.false], [1, 1]], r"C\[0\]\[1\] = False is a sympy BooleanFalse"),
        ([[sp.Interval(0, 1), 1], [1, 1]], r"C\[0\]\[0\] .* is a sympy Interval"),
        ([[sp.Eq(x, 1), 1], [1, 1]], r"C\[0\]\[0\] .* is a sympy Equality"),
        ([[sp.FiniteSet(1, 2), 1], [1, 1]], r"C\[0\]\[0\] .* is a sympy FiniteSet"),
        ([[sp.Tuple(1, 2), 1], [1, 1]], r"C\[0\]\[0\] .* is a sympy Tuple"),
        ([[sp.AccumBounds(0, 1), 1], [1, 1]], r"C\[0\]\[0\] .* is an interval of values \(AccumBounds\)"),
        ([[sp.AccumBounds(0, 1) + x, 1], [1, 1]], r"C\[0\]\[0\] .* interval of values \(AccumBounds\)"),
        ([[1.0, sp.AccumBounds(0, 1)], [1, 1]], r"C\[0\]\[1\] .* interval of values \(AccumBounds\)"),
        ([[1.0, sp.true], [1, 1]], r"C\[0\]\[1\] = True is a sympy BooleanTrue"),
        ([[sp.ImmutableMatrix([[1]]), 1], [1, 1]], r"C\[0\]\[0\] .* is a matrix, not a number"),
        ([[sp.MatrixSymbol("A", 2, 2), 1], [1, 1]], r"C\[0\]\[0\] .* is a matrix, not a number"),
        ([[1 + 2j, 1], [1, 1]], r"C\[0\]\[0\] = \(1\+2j\) is complex"),
        ([[1.0, np.complex128(1)], [1, 1]], r"C\[0\]\[1\] = \(1\+0j\) is complex"),
        ([[[1], 2], [3, 4]], r"C\[0\]\[0\] = \[1\] .* is not a number"),
        ([[None, 2], [3, 4]], r"C\[0\]\[0\] = None .* is not a number"),
        ([[datetime.timedelta(1), 2], [3, 4]], r"C\[0\]\[0\] .* of type timedelta is not a number"),
        ([1, 2, 3, 4], r"row 0 of the confusion matrix is an int"),
        (
            np.ma.masked_array([[1, 2], [3, 4]], mask=[[0, 1], [0, 0]]),
            r"masked .* entries, the first at index \(0, 1\)",
        ),
        ([[sp.Symbol("t", positive=True) * sp.I, 1], [1, 1]], r"C\[0\]\[0\] = I\*t is not real"),
    ],
)
def test_a_container_or_entry_that_is_not_a_matrix_of_numbers_raises_naming_it(bad, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.kappa(bad)


@pytest.mark.parametrize(
    "C, value",
    [
        (np_matrix([[1, 2], [3, 4]]), sp.Rational(-2, 23)),
        (np_matrix([[1.0, 2.0], [3.0, 4.0]]), -2 / 23),
        (np.array([[1, 2], [3, 4]], dtype=np.uint8), sp.Rational(-2, 23)),
        (np.array([[1, 2], [3, 4]], dtype=object), sp.Rational(-2, 23)),
        ([np.array([1, 2]), np.array([3.0, 4.0])], -2 / 23),
        (sp.Array([[1, 2], [3, 4]]), sp.Rational(-2, 23)),
        (sp.ImmutableMatrix([[1, 2], [3, 4]]), sp.Rational(-2, 23)),
        (((1, 2), (3, 4)), sp.Rational(-2, 23)),
        ((row for row in [[1, 2], [3, 4]]), sp.Rational(-2, 23)),
        (np.ma.masked_array([[1, 2], [3, 4]], mask=False), sp.Rational(-2, 23)),
        ([{1: 1, 2: 2}.values(), {3: 3, 4: 4}.values()], sp.Rational(-2, 23)),
    ],
    ids=[
        "np.matrix int",
        "np.matrix float",
        "uint8 array",
        "object array",
        "list of arrays",
        "sympy Array",
        "ImmutableMatrix",
        "tuples",
        "generator",
        "unmasked masked array",
        "dict values",
    ],
)
def test_a_two_by_two_matrix_in_another_container_is_read_as_the_matrix_it_is(C, value):
    result = metrics.kappa(C)
    assert result == value and isinstance(result, float) == isinstance(value, float)


def test_a_longdouble_matrix_is_read_at_its_full_precision():
    third = np.longdouble(1) / 3
    t = Fraction(*third.as_integer_ratio())
    assert metrics.accuracy(np.array([[third, 1], [1, 1]], dtype=np.longdouble)) == float((t + 1) / (t + 3))


def test_negative_zero_is_a_zero_count():
    assert metrics.kappa([[-0.0, 1.0], [1.0, 1.0]]) == float(metrics.kappa([[0, 1], [1, 1]]))
    assert metrics.kappa([[Decimal("-0"), 1], [1, 1]]) == metrics.kappa([[0, 1], [1, 1]])
    assert metrics.kappa(np.array([[-0.0, 1.0], [1.0, 1.0]], dtype=np.float16)) == -0.5


# ---------------------------------------------------------------------------
# sympy Float entries are floats: exact on their binary values, the result a float

E16 = 1e16  # 1e16 and 1e16 + 2 are exact binary floats; 15 digits cannot tell them apart


@pytest.mark.parametrize("metric", [metrics.kappa, metrics.mcc])
def test_sympy_float_entries_give_the_float_of_the_exact_value_on_their_binary_values(metric):
    floats = [[E16, E16 + 2], [E16, E16]]
    value = metric([[sp.Float(v) for v in row] for row in floats])
    assert value == -4.999999999999999e-17 and type(value) is float
    assert value == metric(floats)


@pytest.mark.parametrize("metric", [metrics.kappa, metrics.mcc])
def test_sympy_float_entries_of_very_different_sizes_are_not_falsely_undefined(metric):
    assert metric([[sp.Float(E16), 0], [0, sp.Float(1.0)]]) == 1.0


def test_a_sympy_float_of_more_than_53_bits_is_read_at_its_full_binary_value():
    a = sp.Float("1.000000000000000000000000000000000001", 60)  # 1.0 as a Python float
    exact = Fraction(*map(int, sp.Rational(a).as_numer_denom()))
    assert exact != 1
    assert metrics.mcc([[a, 1], [1, 1]]) == float((exact - 1) / (2 * (exact + 1))) == 2.5e-37


def test_a_number_holding_a_sympy_float_is_rounded_to_the_nearest_float_like_an_irrational_beside_floats():
    assert metrics.kappa([[sp.Float(E16) + sp.sqrt(2), 0], [0, 1]]) == 1.0


@pytest.mark.parametrize(
    "C, words",
    [
        ([[sp.Float("nan"), 1], [1, 1]], r"C\[0\]\[0\] = nan is not finite"),
        ([[sp.Float("inf"), 1], [1, 1]], r"C\[0\]\[0\] = oo is not finite"),
        ([[1.0, sp.Float("-inf")], [1, 1]], r"C\[0\]\[1\] = -oo is not finite"),
        ([[math.nan, 1], [1, 1]], r"C\[0\]\[0\] = nan is not finite"),
        ([[math.inf, 1], [1, 1]], r"C\[0\]\[0\] = inf is not finite"),
    ],
)
def test_a_non_finite_sympy_float_raises_as_a_non_finite_python_float_does(C, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.kappa(C)


@pytest.mark.parametrize("entry", [0.5, sp.Float(0.5)], ids=["float", "sympy Float"])
def test_a_sympy_float_beside_a_symbol_raises_as_a_python_float_does(entry):
    with pytest.raises(InvalidConfusionMatrixError, match="cannot mix float and symbolic entries"):
        metrics.kappa([[entry, x], [1, 1]])


def test_sympy_float_weights_with_an_exact_matrix_are_read_as_their_rationals():
    half = sp.Float(0.5)
    assert metrics.weighted_kappa(SMALL, [[0, half], [half, 0]]) == metrics.kappa(SMALL) == sp.Rational(2, 5)


def test_entropy_of_sympy_floats_is_a_float():
    value = metrics.entropy([sp.Float(0.5), sp.Float(0.5)])
    assert value == 1.0 and type(value) is float


@pytest.mark.parametrize(
    "C",
    [
        [[True, 1], [1, 1]],
        [[1.0, True], [1, 1]],
        np.array([[True, 1], [1, 1]], dtype=object),
        sp.Array([[True, 1], [1, 1]]),
    ],
    ids=["bool in ints", "bool in floats", "object array", "sympy Array"],
)
def test_a_bool_entry_raises_naming_it_without_any_warning(C):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(InvalidConfusionMatrixError, match=r"C\[0\]\[[01]\] = True is a (bool|sympy BooleanTrue)"):
            metrics.kappa(C)


@pytest.mark.parametrize(
    "bad, words",
    [
        ({7: 1, 9: 1}, r"the argument of entropy is a dict"),
        ({7, 9}, r"the argument of entropy is a set"),
        ("12", r"the argument of entropy is a string"),
        (bytearray(b"\x01\x02"), r"the argument of entropy is a bytearray"),
        (np.array([1, 2], dtype="timedelta64[ns]"), r"timedelta64"),
        ([sp.true, 1], r"value 0 = True is a sympy BooleanTrue"),
        ([sp.AccumBounds(0, 1), 1], r"value 0 .* \(AccumBounds\)"),
        ([[1, 2], [3, 4]], r"value 0 = \[1, 2\] .* is not a number"),
        ([1.0, float("nan")], r"value 1 = nan is not finite"),
        ([1, sp.oo], r"value 1 = oo is not finite"),
        ([1, -2], r"non-negative"),
        (5, r"the argument of entropy is an int, not a sequence of numbers"),
    ],
)
def test_entropy_of_something_that_is_not_a_sequence_of_numbers_raises_naming_it(bad, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.entropy(bad)


def test_entropy_of_a_numpy_array_or_tuple_of_counts_is_its_exact_value():
    assert metrics.entropy(np.array([1, 1, 2, 4])) == sp.Rational(7, 4)
    assert metrics.entropy((1, 1)) == 1
    assert metrics.entropy({7: 1, 9: 1}.values()) == 1


# ---------------------------------------------------------------------------
# as_floats keeps its promise or raises


@pytest.mark.parametrize(
    "C, words",
    [
        ([[1, 0], [0, Fraction(1, 10**400)]], r"C\[1\]\[1\] = about 1\.0+e-400 is 0\.0 as a float"),
        ([[10**400, 1], [1, 10**400]], r"C\[0\]\[0\] = about 1\.0+e\+400 exceeds the largest float"),
        ([[1, 2**1024], [1, 1]], r"C\[0\]\[1\] .* exceeds the largest float"),
        ([[1.0, 10**400], [1, 1]], r"C\[0\]\[1\] .* exceeds the largest float"),
        ([[1, 0], [0, Fraction(7, 10**323)]], r"C\[1\]\[1\] .* subnormal"),
        ([[1, 0], [0, sp.Rational(1, 10**400)]], r"C\[1\]\[1\] .* is 0\.0 as a float"),
        ([[1, 0], [0, sp.sqrt(2) * sp.Rational(1, 10**400)]], r"C\[1\]\[1\] .* is 0\.0 as a float"),
    ],
)
def test_as_floats_raises_for_an_entry_that_is_not_kept_by_its_float(C, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words) as err:
        metrics.as_floats(C)
    assert "pass the exact matrix" in str(err.value)


def test_as_floats_keeps_entries_that_are_already_floats_even_subnormal_ones():
    assert metrics.as_floats([[5e-324, 1.0], [0.0, 1.0]]) == [[5e-324, 1.0], [0.0, 1.0]]
    assert metrics.as_floats([[Fraction(1, 2**1074), 1], [0, 1]]) == [[5e-324, 1.0], [0.0, 1.0]]


def test_as_floats_of_a_matrix_in_float_range_keeps_the_promise():
    C = [[10**300, 1], [1, Fraction(10**300, 3)]]
    assert metrics.as_floats(C) == [[1e300, 1.0], [1.0, 1e300 / 3]]
    assert metrics.mcc(metrics.as_floats(C)) == float(metrics.mcc(C))
    assert metrics.as_floats([[1, Fraction(1, 3)], [2, 3]]) == [[1.0, 1 / 3], [2.0, 3.0]]


# ---------------------------------------------------------------------------
# from_labels: NaN is not a label


@pytest.mark.parametrize(
    "y_true, y_pred, labels, words",
    [
        ([math.nan, 1, 1], [0, 1, 0], None, r"y_true\[0\] is NaN"),
        ([0, 1, 1], np.array([0, 1, np.nan]), None, r"y_pred\[2\] is NaN"),
        (np.array([np.nan, 1, 1]), np.array([np.nan, 1, 0]), None, r"y_true\[0\] is NaN"),
        (np.array([1, np.nan], dtype=np.float32), [1, 0], None, r"y_true\[1\] is NaN"),
        ([Decimal("NaN"), 1], [1, 0], None, r"y_true\[0\] is NaN"),
        ([1, 0], [sp.nan, 1], None, r"y_pred\[0\] is NaN"),
        ([1, 0], [1, 0], [0, 1, math.nan], r"labels\[2\] is NaN"),
        ([1, float("-nan")], [1, 0], None, r"y_true\[1\] is NaN"),
    ],
)
def test_from_labels_raises_for_a_nan_label_naming_the_argument_and_position(y_true, y_pred, labels, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.from_labels(y_true, y_pred, labels=labels)


@pytest.mark.parametrize(
    "y_true, y_pred, labels, words",
    [
        ({0, 1}, [0, 1], None, r"y_true is a set"),
        ([0, 1], {0: 1, 1: 0}, None, r"y_pred is a dict"),
        ([0, 1], [0, 1], {0, 1}, r"labels is a set"),
    ],
)
def test_from_labels_raises_for_an_unordered_collection_of_labels(y_true, y_pred, labels, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.from_labels(y_true, y_pred, labels=labels)


@pytest.mark.parametrize(
    "y_true, y_pred, labels, words",
    [
        (None, [0, 1], None, r"y_true is None, not a sequence of labels"),
        ([0, 1], None, None, r"y_pred is None, not a sequence of labels"),
        (5, [0, 1], None, r"y_true is an int, not a sequence of labels"),
        ([0, 1], np.float64(1.0), None, r"y_pred is a float64, not a sequence of labels"),
        ([0, 1], [0, 1], 2, r"labels is an int, not a sequence of labels"),
    ],
)
def test_from_labels_raises_naming_an_argument_that_is_not_a_sequence(y_true, y_pred, labels, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.from_labels(y_true, y_pred, labels=labels)


def test_from_labels_keeps_infinite_labels_as_ordinary_labels():
    assert metrics.from_labels([math.inf, 1, 1], [math.inf, 1, math.inf]) == [[1, 1], [0, 1]]


# ---------------------------------------------------------------------------
# weights


@pytest.mark.parametrize("metric", [metrics.weighted_kappa, metrics.krippendorff_alpha])
@pytest.mark.parametrize("C", [[[3, 1], [2, 4]], [[3.0, 1], [2, 4]]], ids=["exact", "float"])
@pytest.mark.parametrize(
    "weight, words",
    [
        (math.inf, r"W\[0\]\[1\] = inf is not finite"),
        (math.nan, r"W\[0\]\[1\] = nan is not finite"),
        (np.float32("inf"), r"W\[0\]\[1\] = inf is not finite"),
        (sp.oo, r"W\[0\]\[1\] = oo is not finite"),
        (sp.nan, r"W\[0\]\[1\] = nan is not finite"),
        (sp.zoo, r"W\[0\]\[1\] = zoo is not finite"),
        (Decimal("Infinity"), r"W\[0\]\[1\] = Infinity is not finite"),
        (sp.true, r"W\[0\]\[1\] = True is a sympy BooleanTrue"),
        (True, r"W\[0\]\[1\] = True is a bool"),
        (sp.AccumBounds(0, 1), r"W\[0\]\[1\] .* \(AccumBounds\)"),
        (1j, r"W\[0\]\[1\] = 1j is complex"),
        (sp.I, r"W\[0\]\[1\] = I is not real"),
        ("1", r"W\[0\]\[1\] = '1' is a string"),
        (np.timedelta64(1, "s"), r"W\[0\]\[1\] .* timedelta64"),
    ],
)
def test_a_weight_that_is_not_a_finite_real_number_raises_naming_the_weight(metric, C, weight, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metric(C, [[0, weight], [1, 0]])


@pytest.mark.parametrize(
    "weights, words",
    [
        ([{0: 0, 1: 1}, {0: 1, 1: 0}], r"row 0 of the weight matrix is a dict"),
        ([{0, 1}, {1, 0}], r"row 0 of the weight matrix is a set"),
        (np.array([[0, 1], [1, 0]], dtype="timedelta64[s]"), r"timedelta64"),
        (np.zeros((2, 2, 2)), r"3-dimensional"),
        (5, r"weights must be a name or an N x N matrix"),
    ],
)
def test_a_weight_matrix_in_a_container_that_is_not_a_matrix_raises_naming_it(weights, words):
    with pytest.raises(ValueError, match=words):
        metrics.weighted_kappa(SMALL, weights)


def test_float_weights_with_an_exact_matrix_are_read_as_their_rationals_and_negative_zero_is_zero():
    assert metrics.weighted_kappa(SMALL, [[-0.0, 0.5], [0.5, 0.0]]) == metrics.kappa(SMALL)
    assert metrics.weighted_kappa(SMALL, np_matrix([[0, 2], [2, 0]])) == metrics.kappa(SMALL)


# ---------------------------------------------------------------------------
# confidence levels and z


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"confidence": math.nan}, r"confidence must be a real number strictly between 0 and 1, got nan"),
        ({"confidence": np.float64("nan")}, r"confidence .* got nan"),
        ({"confidence": sp.nan}, r"confidence .* got nan"),
        ({"confidence": Decimal("NaN")}, r"confidence .* got NaN"),
        ({"confidence": math.inf}, r"confidence .* got inf"),
        ({"confidence": sp.oo}, r"confidence .* got oo"),
        ({"confidence": sp.Symbol("q")}, r"confidence .* got q"),
        ({"confidence": 0.5 + 0.1j}, r"confidence .* got \(0\.5\+0\.1j\)"),
        ({"confidence": sp.I / 2}, r"confidence .* got I/2"),
        ({"confidence": 0}, r"confidence .* got 0"),
        ({"confidence": 1}, r"confidence .* got 1"),
        ({"confidence": -0.5}, r"confidence .* got -0\.5"),
        ({"z": math.inf}, r"z must be a finite real number > 0, got inf"),
        ({"z": sp.oo}, r"z must be .* got oo"),
        ({"z": math.nan}, r"z must be .* got nan"),
        ({"z": sp.nan}, r"z must be .* got nan"),
        ({"z": sp.Symbol("t")}, r"z must be .* got t"),
        ({"z": 0}, r"z must be .* got 0"),
        ({"z": -1.96}, r"z must be .* got -1\.96"),
        ({"z": 2, "confidence": 0.99}, r"give confidence= or z=, not both"),
    ],
)
def test_a_confidence_level_or_z_that_is_not_a_finite_number_in_range_raises_naming_it(kwargs, words):
    with pytest.raises(ValueError, match=words):
        metrics.kappa_confidence_interval(SMALL, **kwargs)


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"confidence": "0.95"}, TypeError),
        ({"confidence": True}, TypeError),
        ({"z": None, "confidence": None}, TypeError),
        ({"z": "2"}, TypeError),
    ],
)
def test_a_confidence_level_that_is_not_a_number_raises_a_type_error(kwargs, error):
    with pytest.raises(error, match="must be a number"):
        metrics.kappa_confidence_interval(SMALL, **kwargs)


@pytest.mark.parametrize(
    "level", [sp.Float(0.95), Decimal("0.95"), np.float64(0.95), Fraction(19, 20), sp.Rational(19, 20)]
)
def test_a_confidence_level_of_095_in_any_number_type_gives_the_interval_of_19_over_20(level):
    assert metrics.kappa_confidence_interval(SMALL, level) == metrics.kappa_confidence_interval(SMALL)


def test_z_in_any_number_type_gives_the_same_interval():
    expected = metrics.kappa_confidence_interval(SMALL, z=2)
    for z in (2.0, sp.Integer(2), Fraction(2), Decimal(2), np.int64(2), sp.Float(2)):
        assert metrics.kappa_confidence_interval(SMALL, z=z) == expected


# ---------------------------------------------------------------------------
# confidence levels close to 1: the quantile is decided, float(...) of the exact interval is right


def interval_cohen_1960(C, level):
    """kappa -+ sqrt(2) erfinv(level) SE (Cohen 1960) of a 2 x 2 matrix, in mpmath, as floats."""
    return _interval_cohen_1960(tuple(map(tuple, C)), level)


@cache
def _interval_cohen_1960(C, level):
    # erfinv's condition number near 1 is about 1/(1 - level): the working precision covers the
    # bits of the level's denominator twice (its value, then the digits lost to the conditioning)
    # and 256 more for the float that is returned
    with mpmath.workprec(2 * level.denominator.bit_length() + 256):
        S = sum(map(sum, C))
        r, c = [C[k][0] + C[k][1] for k in (0, 1)], [C[0][k] + C[1][k] for k in (0, 1)]
        po = mpmath.mpf(C[0][0] + C[1][1]) / S
        pe = mpmath.mpf(r[0] * c[0] + r[1] * c[1]) / S**2
        se = mpmath.sqrt(po * (1 - po) / (S * (1 - pe) ** 2))
        z = mpmath.sqrt(2) * mpmath.erfinv(mpmath.mpf(level.numerator) / level.denominator)
        k = (po - pe) / (1 - pe)
        return float(k - z * se), float(k + z * se)


NEAR_ONE = {
    "1 - 1e-28 (Decimal)": (Decimal("0.9999999999999999999999999999"), Fraction(10**28 - 1, 10**28)),
    "1 - 1e-10": (Fraction(10**10 - 1, 10**10), Fraction(10**10 - 1, 10**10)),
    "1 - 1e-400": (Fraction(10**400 - 1, 10**400), Fraction(10**400 - 1, 10**400)),
}


def test_the_reference_interval_at_1_minus_1e_28_is_the_one_mpmath_gives():
    assert interval_cohen_1960([[20, 5], [10, 15]], NEAR_ONE["1 - 1e-28 (Decimal)"][1]) == (
        -1.0413481413983916,
        1.8413481413983916,
    )


@pytest.mark.parametrize("case", NEAR_ONE)
def test_the_interval_of_a_float_matrix_at_a_confidence_near_1_is_the_float_of_the_exact_interval(case):
    level, exact = NEAR_ONE[case]
    assert metrics.kappa_confidence_interval([[20.0, 5], [10, 15]], level, method="cohen_1960") == interval_cohen_1960(
        [[20, 5], [10, 15]], exact
    )


@pytest.mark.parametrize("case", NEAR_ONE)
def test_float_of_the_exact_interval_at_a_confidence_near_1_is_the_float_of_its_value(case):
    level, exact = NEAR_ONE[case]
    low, high = metrics.kappa_confidence_interval([[20, 5], [10, 15]], level, method="cohen_1960")
    assert (float(low), float(high)) == interval_cohen_1960([[20, 5], [10, 15]], exact)


def test_the_quantile_of_the_exact_interval_evaluates_to_any_precision_near_1():
    level = Fraction(10**28 - 1, 10**28)
    low, high = metrics.kappa_confidence_interval([[20, 5], [10, 15]], level, method="cohen_1960")
    with mpmath.workprec(400):
        z = mpmath.sqrt(2) * mpmath.erfinv(mpmath.mpf(level.numerator) / level.denominator)
        expected = sp.Float(mpmath.nstr(mpmath.mpf(2) / 5 + z * mpmath.sqrt(21) / (25 * mpmath.sqrt(2)), 100), 100)
    for digits in (20, 60):
        assert abs(sp.N(high, digits) - expected) < sp.Float(10) ** (2 - digits)


def test_the_exact_interval_at_095_is_kappa_plus_minus_sqrt2_erfinv_of_19_over_20_times_the_standard_error():
    low, high = metrics.kappa_confidence_interval(SMALL)
    (quantile,) = high.atoms(sp.erfinv)
    assert quantile.args == (sp.Rational(19, 20),)
    se, k = metrics.kappa_standard_error(SMALL), metrics.kappa(SMALL)
    assert sp.expand(high - (k + sp.sqrt(2) * quantile * se)) == 0
    assert sp.expand(low - (k - sp.sqrt(2) * quantile * se)) == 0


def test_a_numpy_float32_or_float16_confidence_level_is_read_as_the_decimal_it_prints_as():
    for level in (np.float32(0.95), np.float16(0.95), np.longdouble("0.95"), mpmath.mpf("0.95")):
        assert str(level) == "0.95"
        assert metrics.kappa_confidence_interval(SMALL, level) == metrics.kappa_confidence_interval(SMALL)
    assert metrics.kappa_confidence_interval(SMALL, np.float32(0.99)) == metrics.kappa_confidence_interval(
        SMALL, Fraction(99, 100)
    )


def test_a_numpy_float32_or_float16_z_is_read_as_the_decimal_it_prints_as():
    expected = metrics.kappa_confidence_interval(SMALL, z=Fraction(49, 25))
    for z in (1.96, np.float32(1.96), np.float16(1.96), mpmath.mpf("1.96")):
        assert metrics.kappa_confidence_interval(SMALL, z=z) == expected


def test_a_float32_confidence_of_095_beside_z_is_the_default_level_so_z_is_used():
    assert metrics.kappa_confidence_interval(SMALL, np.float32(0.95), z=1.96) == metrics.kappa_confidence_interval(
        SMALL, z=Fraction(49, 25)
    )


# ---------------------------------------------------------------------------
# Krippendorff's alpha is defined on counts: n = 2S is the number of pairable values

KRIPPENDORFF_ON_COUNTS = (
    "is not a whole number: Krippendorff's alpha is defined on counts (n = 2S, the "
    "number of pairable values, sets its small-sample factor n - 1); give proportions as the "
    "counts they come from"
)


@pytest.mark.parametrize(
    "C, where, shown",
    [
        ([[0, Fraction(1, 8)], [Fraction(1, 8), 0]], "C[0][1]", "1/8"),
        ([[0.4, 0.1], [0.1, 0.4]], "C[0][0]", "0.4"),
        ([[0, 0.5], [0.5, 0]], "C[0][1]", "0.5"),
        (np.array([[4, 1.5], [1, 4]], dtype=np.float32), "C[0][1]", "1.5"),
        ([[Decimal("2.5"), 1], [1, 1]], "C[0][0]", "5/2"),
        ([[sp.sqrt(2), 1], [1, 1]], "C[0][0]", "sqrt(2)"),
    ],
    ids=["Fraction 1/8", "proportions", "float halves", "float32", "Decimal", "sqrt(2)"],
)
def test_krippendorff_alpha_of_entries_that_are_not_whole_counts_raises_saying_to_give_counts(C, where, shown):
    with pytest.raises(InvalidConfusionMatrixError) as err:
        metrics.krippendorff_alpha(C)
    assert str(err.value) == f"krippendorff_alpha: entry {where} = {shown} {KRIPPENDORFF_ON_COUNTS}"


def test_krippendorff_alpha_of_whole_float_counts_is_the_float_of_the_value_on_the_counts():
    assert metrics.krippendorff_alpha([[4, 1], [1, 4]]) == sp.Rational(31, 50)
    assert metrics.krippendorff_alpha([[4.0, 1.0], [1.0, 4.0]]) == 0.62
    assert metrics.krippendorff_alpha(np.array([[4, 1], [1, 4]], dtype=np.float32), "linear") == 0.62


def test_krippendorff_alpha_of_symbolic_entries_is_the_expression_read_as_counts():
    alpha = metrics.krippendorff_alpha([[x, 1], [1, 4]])
    assert alpha.subs(x, 4) == metrics.krippendorff_alpha([[4, 1], [1, 4]]) == sp.Rational(31, 50)


def test_krippendorff_alpha_of_complete_disagreement_on_counts_is_below_zero():
    assert metrics.krippendorff_alpha([[0, 1], [1, 0]]) == sp.Rational(-1, 2)
    assert metrics.krippendorff_alpha([[0, 3], [3, 0]]) == sp.Rational(-5, 6)


# ---------------------------------------------------------------------------
# other number types: mpmath floats are binary floats, FLINT integers and rationals are exact


def test_an_mpmath_mpf_entry_is_read_as_the_binary_float_it_is():
    value = metrics.kappa([[mpmath.mpf(1), 1], [1, 2]])
    assert value == float(metrics.kappa([[1, 1], [1, 2]])) and type(value) is float
    assert metrics.mcc([[mpmath.mpf("0.1"), 1.0], [1, 2]]) == metrics.mcc([[0.1, 1.0], [1, 2]])
    assert metrics.kappa([[mpmath.pi, 1], [1, 2]]) == metrics.kappa([[math.pi, 1], [1, 2]])


def test_an_mpmath_mpf_of_more_than_53_bits_is_read_at_its_full_binary_value():
    with mpmath.workprec(200):
        third = mpmath.mpf(1) / 3
    t = Fraction(*mpmath.libmp.to_rational(third._mpf_))
    assert t != Fraction(1 / 3)
    assert metrics.accuracy([[third, 1], [1, 1]]) == float((t + 1) / (t + 3))


@pytest.mark.parametrize("entry, shown", [(mpmath.mpf("inf"), "+inf"), (mpmath.mpf("nan"), "nan")])
def test_a_non_finite_mpmath_entry_raises_naming_it(entry, shown):
    with pytest.raises(InvalidConfusionMatrixError) as err:
        metrics.kappa([[entry, 1], [1, 1]])
    assert str(err.value) == f"entry C[0][0] = {shown} is not finite"


def test_an_mpmath_mpf_weight_or_entropy_value_is_read_as_the_binary_float_it_is():
    assert metrics.weighted_kappa(SMALL, [[0, mpmath.mpf("0.5")], [mpmath.mpf("0.5"), 0]]) == metrics.kappa(SMALL)
    value = metrics.entropy([mpmath.mpf(1), 1])
    assert value == 1.0 and type(value) is float


def test_flint_integers_and_rationals_are_read_exactly():
    flint = pytest.importorskip("flint")
    assert metrics.kappa([[flint.fmpz(1), 1], [1, 2]]) == metrics.kappa([[1, 1], [1, 2]]) == sp.Rational(1, 6)
    assert metrics.kappa([[flint.fmpq(1, 2), 1], [1, 2]]) == metrics.kappa([[Fraction(1, 2), 1], [1, 2]])
    assert metrics.kappa([[flint.fmpz(1), 1.0], [1, 2]]) == 1 / 6
    assert metrics.weighted_kappa(SMALL, [[0, flint.fmpz(2)], [flint.fmpz(2), 0]]) == metrics.kappa(SMALL)
    assert metrics.kappa_confidence_interval(SMALL, flint.fmpq(19, 20)) == metrics.kappa_confidence_interval(SMALL)
    assert metrics.entropy([1, 1], base=flint.fmpz(2)) == 1


# ---------------------------------------------------------------------------
# a logarithm whose value is rational is that rational


@pytest.mark.parametrize(
    "values, base, value",
    [
        ([1, 1], 4, sp.Rational(1, 2)),
        ([1, 1, 1, 1], 8, sp.Rational(2, 3)),
        ([1, 1], Fraction(1, 4), sp.Rational(-1, 2)),
        ([1, 1, 1, 1, 1, 1, 1, 1], Fraction(4, 9), sp.Rational(-3, 2) / sp.log(sp.Rational(3, 2), 2)),
        ([1, 1], 2, 1),
        ([1, 1, 1], 9, sp.Rational(1, 2)),
        ([1, 1, 1], 4, sp.log(3) / sp.log(4)),
    ],
)
def test_entropy_in_a_base_that_is_a_power_is_the_rational_when_the_logarithm_is_rational(values, base, value):
    result = metrics.entropy(values, base=base)
    assert sp.simplify(result - value) == 0
    if sp.sympify(value).is_Rational:
        assert result == value
