"""The messages of kappamcc.metrics' errors: building one never raises another error (a float
beyond the float range, an integer of more than 4300 digits), every value is shown in short
form, and each message names the argument the user gave and every value it accepts."""

import re
from fractions import Fraction

import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.metrics import InvalidConfusionMatrixError, UndefinedMetricError

B = 10**5000  # Python refuses to print an int of more than 4300 digits
C3 = [[3, 1, 0], [1, 4, 1], [0, 2, 5]]
C3_FLOAT = [[3.0, 1, 0], [1, 4, 1], [0, 2, 5]]
MCC_FORMS = [metrics.mcc, metrics.mcc_gorodkin, metrics.mcc_covariance]


# ---------------------------------------------------------------------------
# building the message of an undefined metric never raises: replace_undefined_by is honoured

BEYOND_FLOATS = {"zero column": [[1.7e308, 0.0], [1.7e308, 0.0]], "zero row": [[1.7e308, 1.7e308], [0.0, 0.0]]}


@pytest.mark.parametrize("metric", MCC_FORMS)
@pytest.mark.parametrize("case", BEYOND_FLOATS)
def test_an_undefined_mcc_of_floats_whose_marginal_exceeds_the_float_range_gives_replace_undefined_by(metric, case):
    assert metric(BEYOND_FLOATS[case], replace_undefined_by="REPLACED") == "REPLACED"


@pytest.mark.parametrize(
    "case, message",
    [
        (
            "zero row",
            "MCC is undefined: every case is in actual class 0 (row sums [about 3.4000e+308, 0.0]), so "
            "S^2 - sum_k r_k^2 = 0; with two classes this is a zero row marginal",
        ),
        (
            "zero column",
            "MCC is undefined: every case is predicted as class 0 (column sums [about 3.4000e+308, 0.0]), "
            "so S^2 - sum_k c_k^2 = 0; with two classes this is a zero column marginal",
        ),
    ],
)
def test_an_undefined_mcc_of_floats_beyond_the_float_range_shows_the_marginals_in_short_form(case, message):
    with pytest.raises(UndefinedMetricError) as err:
        metrics.mcc(BEYOND_FLOATS[case])
    assert str(err.value) == message


def test_the_marginals_of_an_undefined_mcc_of_floats_are_shown_as_the_floats_they_are():
    with pytest.raises(UndefinedMetricError, match=re.escape("(column sums [1.5, 0.0])")):
        metrics.mcc([[0.5, 0.0], [1.0, 0.0]])


@pytest.mark.parametrize("metric", MCC_FORMS)
def test_an_undefined_mcc_whose_marginal_has_more_than_4300_digits_gives_replace_undefined_by(metric):
    assert metric([[B, B], [0, 0]], replace_undefined_by="REPLACED") == "REPLACED"


def test_an_undefined_mcc_whose_marginal_has_more_than_4300_digits_shows_its_magnitude():
    with pytest.raises(UndefinedMetricError, match=re.escape("(row sums [about 2.0000e+5000, 0])")):
        metrics.mcc([[B, B], [0, 0]])


# ---------------------------------------------------------------------------
# a value of more than 4300 digits is shown by its magnitude, in every message

HUGE_VALUE_MESSAGES = [
    (
        lambda: metrics.kappa([[-B, 1], [1, 1]]),
        InvalidConfusionMatrixError,
        "entry C[0][0] = about -1.0000e+5000 is negative; counts must be >= 0",
    ),
    (
        lambda: metrics.kappa([[1.0, -B], [1, 1]]),
        InvalidConfusionMatrixError,
        "entry C[0][1] = about -1.0000e+5000 is negative; counts must be >= 0",
    ),
    (
        lambda: metrics.weighted_kappa([[1, 1], [1, 1]], [[0, -B], [1, 0]]),
        InvalidConfusionMatrixError,
        "weighted_kappa: weight W[0][1] = about -1.0000e+5000 is negative; weights must be >= 0",
    ),
    (
        lambda: metrics.krippendorff_alpha([[1, 1], [1, 1]], [[B, 1], [1, 0]]),
        InvalidConfusionMatrixError,
        "krippendorff_alpha: the difference of a class from itself must be 0, got weights[0][0] = about 1.0000e+5000",
    ),
    (
        lambda: metrics.weighted_kappa([[1, 1], [1, 1]], B),
        ValueError,
        "weighted_kappa: weights must be a name or an N x N matrix, got about 1.0000e+5000",
    ),
    (
        lambda: metrics.entropy([1, -B]),
        InvalidConfusionMatrixError,
        "entropy needs non-negative numbers, got about -1.0000e+5000",
    ),
    (
        lambda: metrics.entropy([1, 1], base=-B),
        ValueError,
        "the log base must be positive and not 1, got about -1.0000e+5000",
    ),
    (
        lambda: metrics.precision([[1, 2], [3, 4]], positive=B),
        ValueError,
        "positive class index about 1.0000e+5000 is out of range 0..1 (or -2..-1 from the end)",
    ),
    (
        lambda: metrics.cen_of_class(C3, B),
        ValueError,
        "class index k=about 1.0000e+5000 is out of range 0..2 (or -3..-1 from the end)",
    ),
    (
        lambda: metrics.kappa_standard_error(C3, B),
        ValueError,
        "method=about 1.0000e+5000 is not one of ('fleiss_cohen_everitt', 'cohen_1960', 'null')",
    ),
    (
        lambda: metrics.conditional_entropy(C3, given=B),
        ValueError,
        "given= is 'actual' or 'predicted', got about 1.0000e+5000",
    ),
    (
        lambda: metrics.one_hot_cases([[Fraction(B + 1, 2), 1], [1, 1]]),
        InvalidConfusionMatrixError,
        "one-hot cases need integer counts, C[0][0] = about 5.0000e+4999",
    ),
    (
        lambda: metrics.as_floats([[sp.Symbol("t") * B, 1], [1, 1]]),
        InvalidConfusionMatrixError,
        "entry C[0][0] = about 1.0e+5000*t is symbolic: it has no float value",
    ),
    (
        lambda: metrics.from_labels([B, B], [B, B]),
        InvalidConfusionMatrixError,
        "only one label (about 1.0000e+5000) occurs in y_true and y_pred; a confusion matrix needs two classes: "
        "pass labels=[...] listing every class",
    ),
    (
        lambda: metrics.from_labels([B, 1], [B, 1], labels=[B, B]),
        InvalidConfusionMatrixError,
        "labels [about 1.0000e+5000, about 1.0000e+5000] contain a repeated label",
    ),
]


@pytest.mark.parametrize("call, error, message", HUGE_VALUE_MESSAGES, ids=[m for _, _, m in HUGE_VALUE_MESSAGES])
def test_a_message_about_a_value_of_more_than_4300_digits_shows_its_magnitude(call, error, message):
    with pytest.raises(error) as err:
        call()
    assert type(err.value) is error and str(err.value) == message


def test_a_long_string_in_a_message_is_cut_and_never_read_as_a_number():
    with pytest.raises(ValueError) as err:
        metrics.weighted_kappa(C3, "1" * 50)
    assert str(err.value).startswith("weighted_kappa: weights='" + "1" * 36 + "... is not one of")


# ---------------------------------------------------------------------------
# messages name what the user gave, and every value accepted


@pytest.mark.parametrize(
    "weights, message",
    [
        (
            "nominal",
            "krippendorff_alpha: weights='nominal' is not one of None (nominal), 'interval', 'linear', "
            "'ordinal', 'quadratic', or an N x N matrix of numbers",
        ),
        (
            "Ordinal",
            "krippendorff_alpha: weights='Ordinal' is not one of None (nominal), 'interval', 'linear', "
            "'ordinal', 'quadratic', or an N x N matrix of numbers; the names are lower case: 'ordinal'",
        ),
    ],
)
def test_an_unknown_krippendorff_weight_name_raises_listing_every_accepted_value(weights, message):
    with pytest.raises(ValueError) as err:
        metrics.krippendorff_alpha(C3, weights)
    assert str(err.value) == message


def test_every_weight_name_that_the_krippendorff_message_lists_is_accepted():
    for weights in (None, "interval", "linear", "ordinal", "quadratic"):
        metrics.krippendorff_alpha(C3, weights)


def test_an_unknown_kappa_weight_name_raises_listing_every_accepted_value():
    with pytest.raises(ValueError) as err:
        metrics.weighted_kappa(C3, "Quadratic")
    assert str(err.value) == (
        "weighted_kappa: weights='Quadratic' is not one of None (unweighted), 'linear', "
        "'quadratic', or an N x N matrix of numbers; the names are lower case: 'quadratic'"
    )


@pytest.mark.parametrize(
    "C, diagonal, shown",
    [
        (C3_FLOAT, 1e-300, "1e-300"),
        (C3, 1e-300, "1e-300"),
        (C3, Fraction(1, 10**300), "about 1.0000e-300"),
        (C3_FLOAT, 0.1, "0.1"),
    ],
    ids=["float matrix, float", "exact matrix, float", "exact matrix, Fraction", "float matrix, 0.1"],
)
def test_a_non_zero_krippendorff_difference_of_a_class_from_itself_is_shown_in_short_form(C, diagonal, shown):
    with pytest.raises(InvalidConfusionMatrixError) as err:
        metrics.krippendorff_alpha(C, [[diagonal, 1, 1], [1, 0, 1], [1, 1, 0]])
    assert str(err.value) == (
        f"krippendorff_alpha: the difference of a class from itself must be 0, got weights[0][0] = {shown}"
    )


def test_a_symbolic_weight_with_a_float_matrix_raises_naming_the_weight():
    a = sp.Symbol("a")
    with pytest.raises(InvalidConfusionMatrixError) as err:
        metrics.weighted_kappa(C3_FLOAT, sp.Matrix([[0, a, 1], [1, 0, 1], [1, 1, 0]]))
    assert str(err.value) == (
        "weight W[0][1] = a is symbolic, and the confusion matrix has float entries: cannot mix float and "
        "symbolic entries (a float matrix is computed on the exact rational values of its floats); pass exact "
        "numbers (int, Fraction) in place of the floats to keep the symbols"
    )


def test_a_symbolic_entry_beside_floats_raises_naming_the_entry():
    with pytest.raises(
        InvalidConfusionMatrixError,
        match=re.escape(
            "entry C[0][1] = x is symbolic, and the confusion matrix has float entries: cannot mix float and "
            "symbolic entries"
        ),
    ):
        metrics.kappa([[0.5, sp.Symbol("x")], [1, 1]])


def test_a_symbolic_value_beside_floats_raises_naming_the_entropy_value():
    with pytest.raises(
        InvalidConfusionMatrixError,
        match=re.escape(
            "entropy: value 1 = x is symbolic, and the values include floats: cannot mix float and symbolic"
        ),
    ):
        metrics.entropy([0.5, sp.Symbol("x")])


@pytest.mark.parametrize(
    "call, error, message",
    [
        (
            lambda: metrics.cen_of_class(C3, 5),
            ValueError,
            "class index k=5 is out of range 0..2 (or -3..-1 from the end)",
        ),
        (
            lambda: metrics.mcen_of_class(C3, -4),
            ValueError,
            "class index k=-4 is out of range 0..2 (or -3..-1 from the end)",
        ),
        (
            lambda: metrics.cen_of_class(C3, None),
            ValueError,
            "CEN of a class needs the class: pass k = 0..2 (or -3..-1 from the end)",
        ),
        (
            lambda: metrics.mcen_of_class(C3, None),
            ValueError,
            "MCEN of a class needs the class: pass k = 0..2 (or -3..-1 from the end)",
        ),
        (
            lambda: metrics.cen_of_class(C3, 2.0),
            TypeError,
            "k= is a row/column index (an int), got 2.0; for a label, find its index first (from_labels sorts the "
            "labels unless labels= is given)",
        ),
        (
            lambda: metrics.precision(C3, positive=5),
            ValueError,
            "positive class index 5 is out of range 0..2 (or -3..-1 from the end)",
        ),
        (
            lambda: metrics.mcc_one_vs_rest(C3, positive=2.0),
            TypeError,
            "positive= is a row/column index (an int), got 2.0; for a label, find its index first (from_labels sorts "
            "the labels unless labels= is given)",
        ),
    ],
    ids=["cen 5", "mcen -4", "cen None", "mcen None", "cen 2.0", "precision 5", "mcc_one_vs_rest 2.0"],
)
def test_a_bad_class_index_raises_naming_the_argument_the_function_takes(call, error, message):
    with pytest.raises(error) as err:
        call()
    assert str(err.value) == message


def test_an_entry_of_a_type_that_is_not_a_number_raises_saying_what_to_pass():
    with pytest.raises(InvalidConfusionMatrixError) as err:
        metrics.kappa([[None, 1], [1, 1]])
    assert str(err.value) == (
        "entry C[0][0] = None of type NoneType is not a number: pass an int, Fraction, float, Decimal or sympy number"
    )


def test_a_float_entry_in_a_message_is_shown_as_the_float_given():
    with pytest.raises(InvalidConfusionMatrixError) as err:
        metrics.kappa([[1.0, -1e-300], [1, 1]])
    assert str(err.value) == "entry C[0][1] = -1e-300 is negative; counts must be >= 0"
