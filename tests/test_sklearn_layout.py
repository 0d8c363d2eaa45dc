"""scikit-learn interop: its confusion matrix layout, ``from_labels``, and strings passed as matrices.

scikit-learn's ``confusion_matrix`` sorts the labels, so for binary labels {0, 1} the positive
label 1 is the *last* row and column; ``precision``, ``recall`` and ``f1`` default to that class.
The papers' layout (positive first) is ``positive=0``.
"""

import math

import numpy as np
import pytest
import sympy as sp
from hypothesis import assume, example, given, strategies as st

from kappamcc import metrics
from kappamcc.metrics import InvalidConfusionMatrixError
from conftest import imported_on_first_use

sk = imported_on_first_use("sklearn.metrics")  # ~2 s: paid only by the worker running these
pytestmark = pytest.mark.xdist_group("scikit-learn")

TOL = 1e-12
SCORES = [(metrics.precision, "precision_score"), (metrics.recall, "recall_score"), (metrics.f1, "f1_score")]

binary_pairs = st.integers(1, 60).flatmap(
    lambda n: st.tuples(
        st.lists(st.integers(0, 1), min_size=n, max_size=n), st.lists(st.integers(0, 1), min_size=n, max_size=n)
    )
)


def close(ours, theirs):
    return math.isclose(float(ours), theirs, rel_tol=TOL, abs_tol=TOL)


def _both_classes_present(y_true, y_pred):
    return set(y_true) | set(y_pred) == {0, 1}


def _defined(ours, C, positive):
    """Our metric is defined (scikit-learn returns 0 with a warning where it is 0/0)."""
    try:
        ours(C, **({} if positive is None else {"positive": positive}))
        return True
    except metrics.UndefinedMetricError:
        return False


@given(binary_pairs)
@example(([0, 1, 1, 1, 0, 1], [0, 1, 0, 1, 1, 1]))
@example(([1] * 9 + [0], [1] * 10))  # the majority predictor: positive is common
def test_precision_recall_f1_of_sklearns_confusion_matrix_equal_sklearns_scores_for_the_positive_label_1(pair):
    y_true, y_pred = pair
    assume(_both_classes_present(y_true, y_pred))
    C = sk.confusion_matrix(y_true, y_pred)
    for ours, theirs in SCORES:
        assume(_defined(ours, C, None))
        assert close(ours(C), getattr(sk, theirs)(y_true, y_pred)), (ours.__name__, C)


@given(binary_pairs)
@example(([0, 1, 1, 1, 0, 1], [0, 1, 0, 1, 1, 1]))
def test_pos_label_0_in_sklearn_is_positive_0_here(pair):
    y_true, y_pred = pair
    assume(_both_classes_present(y_true, y_pred))
    C = sk.confusion_matrix(y_true, y_pred)
    for ours, theirs in SCORES:
        assume(_defined(ours, C, 0))
        assert close(ours(C, positive=0), getattr(sk, theirs)(y_true, y_pred, pos_label=0)), (ours.__name__, C)


@pytest.mark.parametrize("pos_label, positive", [("spam", 1), ("ham", 0)])
def test_string_labels_sklearns_pos_label_is_the_index_of_that_label_in_sorted_order(pos_label, positive):
    y_true = ["spam", "ham", "spam", "spam", "ham", "ham", "spam"]
    y_pred = ["spam", "spam", "ham", "spam", "ham", "ham", "spam"]
    C = sk.confusion_matrix(y_true, y_pred)  # labels sorted: ["ham", "spam"]
    assert C.tolist() == metrics.from_labels(y_true, y_pred)
    for ours, theirs in SCORES:
        assert close(ours(C, positive=positive), getattr(sk, theirs)(y_true, y_pred, pos_label=pos_label))


def test_a_binary_matrix_that_is_not_symmetric_in_its_classes_gives_different_values_for_the_two_layouts():
    """The silent wrong answer this default prevents: class 0's precision is not class 1's."""
    y_true = [0] * 90 + [1] * 10
    y_pred = [0] * 85 + [1] * 5 + [1] * 8 + [0] * 2
    C = sk.confusion_matrix(y_true, y_pred)
    assert close(metrics.precision(C), sk.precision_score(y_true, y_pred))
    assert not close(metrics.precision(C, positive=0), sk.precision_score(y_true, y_pred))


def test_kappa_and_mcc_do_not_depend_on_the_layout():
    C = sk.confusion_matrix([0, 0, 1, 1, 1, 0, 1], [0, 1, 1, 1, 0, 0, 1])
    swapped = [row[::-1] for row in C.tolist()[::-1]]
    assert metrics.kappa(C) == metrics.kappa(swapped) and metrics.mcc(C) == metrics.mcc(swapped)


# ---------------------------------------------------------------------------
# from_labels


labels_strategy = st.integers(1, 40).flatmap(
    lambda n: st.tuples(
        st.lists(st.integers(0, 4), min_size=n, max_size=n), st.lists(st.integers(0, 4), min_size=n, max_size=n)
    )
)


@given(labels_strategy)
@example(([3, 1, 1], [1, 3, 3]))
def test_from_labels_equals_sklearns_confusion_matrix(pair):
    y_true, y_pred = pair
    assume(len(set(y_true) | set(y_pred)) >= 2)
    ours = metrics.from_labels(y_true, y_pred)
    assert ours == sk.confusion_matrix(y_true, y_pred).tolist()
    assert all(type(x) is int for row in ours for x in row)


@given(labels_strategy, st.permutations([0, 1, 2, 3, 4]), st.integers(2, 5))
@example(([1, 2, 3], [1, 2, 9]), [3, 1, 0, 2, 4], 2)  # labels outside labels= are left out
def test_from_labels_with_labels_follows_that_order_and_equals_sklearn(pair, order, k):
    y_true, y_pred = pair
    labels = list(order[:k])
    assume(set(labels) & set(y_true))  # scikit-learn requires one of them in y_true
    assert (
        metrics.from_labels(y_true, y_pred, labels=labels)
        == sk.confusion_matrix(y_true, y_pred, labels=labels).tolist()
    )


def test_from_labels_accepts_numpy_arrays_and_booleans():
    y_true, y_pred = np.array([1, 0, 1, 1]), np.array([1, 1, 0, 1])
    assert metrics.from_labels(y_true, y_pred) == sk.confusion_matrix(y_true, y_pred).tolist() == [[0, 1], [1, 2]]
    assert metrics.from_labels([True, False, True], [True, True, True]) == [[0, 1], [0, 2]]


def test_from_labels_then_the_metrics_are_exact_and_as_floats_gives_sklearns_floats():
    y_true = [1, 1, 0, 1, 0, 0, 1, 0, 1, 1]
    y_pred = [1, 0, 0, 1, 1, 0, 1, 0, 0, 1]
    C = metrics.from_labels(y_true, y_pred)
    assert C == [[3, 1], [2, 4]] and metrics.f1(C) == sp.Rational(8, 11)  # TP 4, FP 1, FN 2
    F = metrics.as_floats(C)
    assert type(metrics.f1(F)) is float and close(metrics.f1(F), sk.f1_score(y_true, y_pred))


@pytest.mark.parametrize(
    "args, kwargs, words",
    [
        (([0, 1, 1], [0, 1]), {}, "3 labels but y_pred has 2"),
        (([], []), {}, "empty"),
        (([1, 1], [1, 1]), {}, "only one label"),
        (([0, 1], [0, 1]), {"labels": [0, 0]}, "repeated"),
        (([0, 1], [0, 1]), {"labels": [5, 6]}, "none of the labels"),
        (([0, 1], [0, 1]), {"labels": [1]}, "at least two classes"),
        (([0, "a"], [0, "a"]), {}, "cannot be sorted"),
        (("0110", [0, 1, 1, 0]), {}, "y_true is a string"),
        (([[0, 1]], [[0, 1]]), {}, "not hashable"),
    ],
)
def test_from_labels_bad_input_raises_naming_the_problem(args, kwargs, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.from_labels(*args, **kwargs)


def test_from_labels_with_labels_sorts_out_mixed_types():
    assert metrics.from_labels([0, "a"], ["a", "a"], labels=["a", 0]) == [[1, 0], [1, 0]]


# ---------------------------------------------------------------------------
# a string is not a matrix


@pytest.mark.parametrize("text", ["[[20, 22], [10, 48]]", "20 22\n10 48"])
def test_a_string_matrix_gives_an_error_that_says_it_is_a_string(text):
    for metric in (metrics.kappa, metrics.mcc, metrics.precision, metrics.as_floats):
        with pytest.raises(InvalidConfusionMatrixError, match="is a string") as err:
            metric(text)
        assert "rows but row" not in str(err.value)
