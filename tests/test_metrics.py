"""The metrics of kappamcc.metrics: three MCC forms agree, known values, bad input."""

import math
from fractions import Fraction
from functools import partial

import pytest
import sympy as sp
from hypothesis import given

from kappamcc import metrics
from kappamcc.metrics import InvalidConfusionMatrixError, UndefinedMetricError
from kappamcc.testing.strategies import confusion_matrices


@given(confusion_matrices(2, 8, max_count=30))
def test_the_three_mcc_forms_agree_exactly_on_integer_matrices(M):
    marginal = metrics.mcc(M)
    assert sp.simplify(metrics.mcc_gorodkin(M) - marginal) == 0
    assert sp.simplify(metrics.mcc_covariance(M) - marginal) == 0


@given(confusion_matrices(2, 4, max_count=6))
def test_eq3_on_literal_one_hot_matrices_equals_the_grouped_covariance_form(M):
    assert sp.simplify(metrics.mcc_one_hot(M) - metrics.mcc_covariance(M)) == 0


@given(confusion_matrices(2, 2, max_count=40))
def test_binary_forms_agree_with_the_general_definitions(M):
    assert sp.simplify(metrics.mcc_binary(M) - metrics.mcc(M)) == 0
    assert metrics.kappa_binary(M) == metrics.kappa(M)
    (tp, fn), (fp, tn) = M
    assert metrics.kappa_from_counts(tp, fp, fn, tn) == metrics.kappa(M)
    assert sp.simplify(metrics.mcc_from_counts(tp, fp, fn, tn) - metrics.mcc(M)) == 0


@given(confusion_matrices(2, 8, max_count=30, symmetric=True))
def test_kappa_equals_mcc_on_symmetric_matrices(M):
    assert metrics.kappa(M) == metrics.mcc(M)


@given(confusion_matrices(2, 6, max_count=30))
def test_float_input_gives_the_float_of_the_exact_value(M):
    F = [[float(x) for x in row] for row in M]
    assert math.isclose(metrics.mcc(F), float(metrics.mcc(M)), rel_tol=1e-12, abs_tol=1e-12)
    assert math.isclose(metrics.kappa(F), float(metrics.kappa(M)), rel_tol=1e-12, abs_tol=1e-12)


def test_known_values():
    doctor = [[20, 22], [10, 48]]
    assert metrics.accuracy(doctor) == sp.Rational(68, 100)
    assert metrics.chance_agreement(doctor) == sp.Rational(532, 1000)
    assert metrics.kappa(doctor) == sp.Rational(148, 468)
    seattle = [[1, 99], [1, 899]]
    assert metrics.precision(seattle, positive=1) == sp.Rational(899, 998)
    assert metrics.recall(seattle, positive=1) == sp.Rational(899, 900)
    assert metrics.f1(seattle, positive=1) == sp.Rational(1798, 1898)
    assert metrics.mcc([[1, 0], [0, 1]]) == 1 and metrics.mcc([[0, 1], [1, 0]]) == -1
    assert metrics.kappa([[0, 1], [1, 0]]) == -1
    assert metrics.total([[1, 2], [3, 4]]) == 10 and metrics.trace([[1, 2], [3, 4]]) == 5
    assert metrics.row_sums([[1, 2], [3, 4]]) == [3, 7] and metrics.col_sums([[1, 2], [3, 4]]) == [4, 6]
    assert metrics.informedness([[3, 1], [1, 3]]) == sp.Rational(1, 2)
    assert metrics.markedness([[3, 1], [1, 3]]) == sp.Rational(1, 2)
    assert metrics.asymmetry([[1, 2, 1], [1, 1, 4], [1, 1, 1]]) == sp.sqrt(2) * sp.sqrt(1 + 9)
    assert metrics.off_diagonal_entropy([[0, 1], [1, 0]]) == 1
    assert metrics.off_diagonal_entropy([[5, 2, 0], [0, 5, 0], [0, 0, 5]]) == 0
    assert metrics.scott_pi([[2, 1], [1, 2]]) == metrics.kappa([[2, 1], [1, 2]])
    assert metrics.kappa([[Fraction(1, 2), Fraction(1, 4)], [0, Fraction(1, 4)]]) == metrics.kappa([[2, 1], [0, 1]])


def test_symbolic_entries_give_closed_forms():
    a, b, c, d = sp.symbols("a b c d", positive=True)
    k = metrics.kappa(sp.Matrix([[a, b], [c, d]]))
    assert sp.simplify(k - 2 * (a * d - b * c) / ((a + b) * (b + d) + (a + c) * (c + d))) == 0


@pytest.mark.parametrize(
    "bad, words",
    [
        ([[1, 2, 3], [4, 5, 6]], "square"),
        ([[1, 2], [3]], "square"),
        ([], "empty"),
        ([[5]], "at least 2 classes"),
        ([[1, -2], [3, 4]], "negative"),
        ([[1, float("nan")], [3, 4]], "not finite"),
        ([[1, float("inf")], [3, 4]], "not finite"),
        ([[0, 0], [0, 0]], "total 0"),
        ([[1, "x"], [3, 4]], "is a string, not a number"),
        ([[1.0, "2"], [3, 4]], "is a string, not a number"),
        ([[1.0, True], [3, 4]], "bool"),
        ("[[20, 22], [10, 48]]", "is a string"),
        (b"[[1, 2], [3, 4]]", "is a string"),
        (["12", "34"], "row 0 of the confusion matrix is a string"),
        (5, "expected a square matrix"),
    ],
)
def test_bad_input_raises_a_specific_error_naming_the_problem(bad, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.mcc(bad)


@pytest.mark.parametrize(
    "matrix, metric, words",
    [
        ([[3, 2], [0, 0]], metrics.mcc, "actual class 0"),
        ([[3, 0], [2, 0]], metrics.mcc, "predicted as class 0"),
        ([[3, 0], [2, 0]], metrics.mcc_binary, "marginal"),
        ([[5, 0], [0, 0]], metrics.kappa, "Pe = 1"),
        ([[0, 0], [0, 5]], partial(metrics.precision, positive=0), "nothing is predicted as class 0"),
        ([[0, 0], [0, 5]], partial(metrics.recall, positive=0), "no case is actually in class 0"),
        ([[5, 0], [0, 0]], metrics.precision, "nothing is predicted as class 1"),
        ([[5, 0], [0, 0]], metrics.recall, "no case is actually in class 1"),
        ([[5, 0], [0, 5]], metrics.off_diagonal_entropy, "off-diagonal"),
        ([[3.0, 2.0], [0.0, 0.0]], metrics.mcc, "undefined"),
    ],
)
def test_degenerate_matrix_raises_undefined_metric_error_not_nan(matrix, metric, words):
    with pytest.raises(UndefinedMetricError, match=words):
        metric(matrix)


def test_errors_are_value_errors_for_callers_that_catch_those():
    assert issubclass(InvalidConfusionMatrixError, ValueError) and issubclass(UndefinedMetricError, ValueError)


def test_three_class_matrix_with_an_empty_class_still_has_an_mcc():
    """A zero marginal only makes MCC undefined when all cases sit in one class."""
    assert metrics.mcc([[3, 1, 0], [1, 2, 0], [0, 0, 0]]) == metrics.mcc([[3, 1], [1, 2]])


def test_a_string_passed_as_a_matrix_is_called_a_string_not_a_wrongly_shaped_matrix():
    with pytest.raises(InvalidConfusionMatrixError) as err:
        metrics.kappa("[[20, 22], [10, 48]]")
    assert "is a string" in str(err.value) and "rows but row" not in str(err.value)
    assert "ast.literal_eval" in str(err.value)


def test_one_vs_rest_metrics_default_to_the_last_class_of_a_binary_matrix_as_scikit_learn_does():
    M = [[50, 10], [5, 35]]  # scikit-learn's layout [[TN, FP], [FN, TP]]
    assert (
        metrics.precision(M)
        == metrics.precision(M, positive=1)
        == metrics.precision(M, positive=-1)
        == sp.Rational(35, 45)
    )
    assert metrics.recall(M) == sp.Rational(35, 40)
    assert metrics.f1(M) == sp.Rational(70, 85)
    assert metrics.precision(M, positive=0) == sp.Rational(50, 55)  # the papers' layout [[TP, FN], [FP, TN]]


def test_swapping_the_classes_and_the_positive_index_gives_the_same_one_vs_rest_metrics():
    papers = [[35, 5], [10, 50]]  # [[TP, FN], [FP, TN]]
    sklearn_layout = [[50, 10], [5, 35]]  # [[TN, FP], [FN, TP]]
    for metric in (metrics.precision, metrics.recall, metrics.f1, metrics.informedness, metrics.markedness):
        assert metric(papers, positive=0) == metric(sklearn_layout)


def test_informedness_and_markedness_of_a_binary_matrix_do_not_depend_on_the_positive_class():
    M = [[7, 2], [3, 11]]
    assert metrics.informedness(M, positive=0) == metrics.informedness(M, positive=1)
    assert metrics.markedness(M, positive=0) == metrics.markedness(M, positive=1)


def test_with_more_than_two_classes_the_positive_class_must_be_named():
    M = [[3, 1, 0], [1, 2, 1], [0, 1, 4]]
    with pytest.raises(ValueError, match="pass positive=k"):
        metrics.precision(M)
    assert metrics.precision(M, positive=2) == metrics.precision(M, positive=-1) == sp.Rational(4, 5)


@pytest.mark.parametrize(
    "positive, error, words",
    [
        (2, ValueError, "out of range"),
        (-3, ValueError, "out of range"),
        ("1", TypeError, "index"),
        (True, TypeError, "index"),
        (1.0, TypeError, "index"),
    ],
)
def test_a_bad_positive_index_raises_naming_the_problem(positive, error, words):
    with pytest.raises(error, match=words):
        metrics.recall([[1, 2], [3, 4]], positive=positive)


def test_as_floats_is_the_way_to_get_float_results_from_an_exact_matrix():
    doctor = [[20, 22], [10, 48]]
    F = metrics.as_floats(doctor)
    assert F == [[20.0, 22.0], [10.0, 48.0]] and all(type(x) is float for row in F for x in row)
    for metric in (metrics.kappa, metrics.mcc, metrics.accuracy, metrics.precision, metrics.f1):
        value = metric(F)
        assert type(value) is float
        assert math.isclose(value, float(metric(doctor)), rel_tol=1e-15)
    assert metrics.as_floats(sp.Matrix([[1, sp.Rational(1, 2)], [0, 3]])) == [[1.0, 0.5], [0.0, 3.0]]


def test_as_floats_validates_and_refuses_symbolic_entries():
    with pytest.raises(InvalidConfusionMatrixError, match="negative"):
        metrics.as_floats([[1, -1], [0, 1]])
    with pytest.raises(InvalidConfusionMatrixError, match="symbolic"):
        metrics.as_floats(sp.Matrix([[sp.Symbol("a", positive=True), 1], [1, 1]]))


def test_numpy_integer_matrices_are_exact():
    np = pytest.importorskip("numpy")
    assert metrics.kappa(np.array([[20, 22], [10, 48]])) == sp.Rational(148, 468)
