"""scikit-learn's own outputs for what its documentation prints or describes (the SKL claims).

The claims in ``proofs/scikit_learn/`` decide the documentation's statements from the
definitions; where a statement is about what the *library* returns (a printed doctest
output, the extractor's notes on the implementation, which inputs the function accepts), this
runs scikit-learn itself, once, on the documented input.  Each test names the claim it backs.
"""

import math

import numpy as np
import pytest
import sympy as sp
from conftest import imported_on_first_use

from kappamcc import metrics
from kappamcc.metrics import UndefinedMetricError
from kappamcc.proofs.scikit_learn import confusion_matrix as cm_claims
from kappamcc.proofs.scikit_learn import examples

sk = imported_on_first_use("sklearn.metrics")  # imported by the worker that runs these tests only
pytestmark = pytest.mark.xdist_group("scikit-learn")


def test_kappa_of_the_user_guide_example_prints_three_sevenths_to_16_decimals():  # SKL-KX1
    value = sk.cohen_kappa_score(cm_claims.Y_TRUE, cm_claims.Y_PRED)
    assert repr(value) == "0.4285714285714286"
    nearest = float(metrics.kappa(examples.KX1_MATRIX))  # the double nearest to 3/7
    assert repr(nearest) == "0.42857142857142855"
    # scikit-learn computes 1 - k in floats: its result is one unit in the last place above
    assert value == math.nextafter(nearest, 1)


def test_kappa_of_the_docstring_example_is_exactly_0_6875():  # SKL-KX2
    assert sk.cohen_kappa_score(examples.Y1, examples.Y2) == 0.6875 == float(metrics.kappa(examples.KX2_MATRIX))


def test_mcc_of_the_examples_prints_as_the_doctest_and_is_minus_one_third():  # SKL-MX1, SKL-MX2
    value = sk.matthews_corrcoef(examples.MX_TRUE, examples.MX_PRED)
    assert repr(value).startswith("-0.33")
    assert value == float(sp.Rational(-1, 3)) == float(examples.MX_VALUE)


def test_confusion_matrix_of_the_example_is_the_printed_array():  # SKL-CMX1
    assert sk.confusion_matrix(cm_claims.Y_TRUE, cm_claims.Y_PRED).tolist() == cm_claims.READ_BACK


def test_ravel_of_the_binary_example_is_tn_fp_fn_tp_2_1_2_3():  # SKL-CMX2
    assert (
        tuple(sk.confusion_matrix(cm_claims.Y_TRUE_2, cm_claims.Y_PRED_2).ravel().tolist()) == cm_claims.RAVEL_PRINTED
    )


def test_linear_and_quadratic_kappa_of_the_example_are_one_half_and_six_elevenths():  # SKL-KD6.differ, SKL-KI1
    linear = sk.cohen_kappa_score(cm_claims.Y_TRUE, cm_claims.Y_PRED, weights="linear")
    quadratic = sk.cohen_kappa_score(cm_claims.Y_TRUE, cm_claims.Y_PRED, weights="quadratic")
    assert math.isclose(linear, 1 / 2, rel_tol=1e-15)
    assert math.isclose(quadratic, 6 / 11, rel_tol=1e-15)


def test_kappa_rejects_multilabel_input():  # SKL-K5
    y1 = np.array([[1, 0, 1], [0, 1, 1]])
    y2 = np.array([[1, 1, 0], [0, 1, 1]])
    with pytest.raises(ValueError, match="multilabel"):
        sk.cohen_kappa_score(y1, y2)


def test_mcc_returns_zero_where_it_is_zero_over_zero():  # SKL-MI1
    one_true_class = ([0, 0, 0], [0, 1, 0])
    one_predicted_class = ([0, 1, 0], [1, 1, 1])
    for y_true, y_pred in (one_true_class, one_predicted_class):
        assert sk.matthews_corrcoef(y_true, y_pred) == 0.0
        with pytest.raises(UndefinedMetricError):
            metrics.mcc(metrics.from_labels(y_true, y_pred))


def test_balanced_accuracy_of_binary_predictions_is_their_roc_auc():  # SKL-BA4
    y_true, y_pred = cm_claims.Y_TRUE_2, cm_claims.Y_PRED_2
    exact = float(metrics.balanced_accuracy(metrics.from_labels(y_true, y_pred)))
    assert math.isclose(sk.roc_auc_score(y_true, y_pred), exact, rel_tol=1e-15)
    assert math.isclose(sk.balanced_accuracy_score(y_true, y_pred), exact, rel_tol=1e-15)


def test_balanced_accuracy_of_a_constant_prediction_is_one_over_n_classes():  # SKL-BA11.constant
    y_true = [0, 1, 2, 2, 1, 2, 2]
    for label in (0, 1, 2):
        assert math.isclose(sk.balanced_accuracy_score(y_true, [label] * len(y_true)), 1 / 3, rel_tol=1e-15)
        assert sk.balanced_accuracy_score(y_true, [label] * len(y_true), adjusted=True) == pytest.approx(0, abs=1e-15)


def test_weighted_balanced_accuracy_is_the_mean_recall_of_the_weighted_matrix():  # SKL-BA9, SKL-BA10
    y_true = [0, 0, 1, 1, 1, 2, 2]
    y_pred = [0, 1, 1, 2, 1, 2, 0]
    weights = [1, 3, 2, 1, 5, 2, 2]
    weighted = [[0] * 3 for _ in range(3)]
    for t, p, w in zip(y_true, y_pred, weights):
        weighted[t][p] += w
    exact = metrics.balanced_accuracy(weighted)
    assert math.isclose(sk.balanced_accuracy_score(y_true, y_pred, sample_weight=weights), float(exact), rel_tol=1e-15)
