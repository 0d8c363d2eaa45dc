"""Our exact kappa and MCC against scikit-learn's ``cohen_kappa_score`` and ``matthews_corrcoef``.

Each confusion matrix is turned back into label vectors with one entry per non-zero cell
(y_true = row index = actual class, y_pred = column index = predicted class) and the count
as ``sample_weight``, so a matrix with 10^8 cases costs at most N^2 labels.

Tolerance.  Ours is exact (a rational, or a rational times square roots); scikit-learn
works in float64.  With N <= 10 and counts <= 10^6 the total S is at most 10^8; S^2 and the
other products it forms exceed 2^53 only for matrices that are large in every class, where
the differences it takes (S^2 - sum r_k^2, ...) are of the same order and lose nothing;
a heavily unbalanced matrix (one huge class) has S <= 10^7 and so is computed exactly in
integers-as-floats.  Hence 1e-12, absolute or relative, is a safe bound, and it holds.

Degenerate matrices: the two libraries follow different conventions, both stated here.
Ours raises (``UndefinedMetricError`` for a 0/0 metric, ``InvalidConfusionMatrixError`` for
total 0) and never returns NaN; scikit-learn 1.9 returns 0.0 for MCC whenever its
denominator vanishes, returns NaN with an ``UndefinedMetricWarning`` for kappa when it is
0/0 (every case in one diagonal cell; ``replace_undefined_by=np.nan`` by default), and
raises ``ValueError`` on empty input.
"""

import math
import os
import warnings

import numpy as np
import pytest
import sympy as sp
from hypothesis import assume, example, given, strategies as st
from conftest import imported_on_first_use
from peer_matrices import random_confusion_matrices

from kappamcc import metrics
from kappamcc.metrics import InvalidConfusionMatrixError, UndefinedMetricError

sk = imported_on_first_use("sklearn.metrics")  # ~2 s: paid only by the worker running these
sk_exceptions = imported_on_first_use("sklearn.exceptions")
pytestmark = pytest.mark.xdist_group("scikit-learn")

MAX_COUNT = 10**6
TOL = 1e-12


def label_vectors(M):
    """(y_true, y_pred, sample_weight): one entry per non-zero cell, weighted by its count."""
    cells = [(i, j, x) for i, row in enumerate(M) for j, x in enumerate(row) if x]
    return [i for i, _, _ in cells], [j for _, j, _ in cells], [x for _, _, x in cells]


def sklearn_kappa(M):
    y_true, y_pred, w = label_vectors(M)
    return sk.cohen_kappa_score(y_true, y_pred, labels=list(range(len(M))), sample_weight=w)


def sklearn_mcc(M):
    y_true, y_pred, w = label_vectors(M)
    return sk.matthews_corrcoef(y_true, y_pred, sample_weight=w)


def as_float(exact):
    return float(sp.N(exact, 30))


def close(ours, theirs):
    return math.isclose(ours, theirs, rel_tol=TOL, abs_tol=TOL)


def _defined(M):
    """Both of our metrics are defined: neither the actual nor the predicted labels sit in one class."""
    S = sum(map(sum, M))
    rows = [sum(r) for r in M]
    cols = [sum(M[i][j] for i in range(len(M))) for j in range(len(M))]
    return S > 0 and max(rows) < S and max(cols) < S


counts = st.one_of(st.integers(0, 10), st.integers(0, MAX_COUNT))


@st.composite
def matrices(draw):
    """Any N x N count matrix, N = 2..10, counts up to 10^6 (small and large mixed)."""
    n = draw(st.integers(2, 10))
    return [draw(st.lists(counts, min_size=n, max_size=n)) for _ in range(n)]


@st.composite
def unbalanced_matrices(draw):
    """One huge class: its row (or column) holds counts near 10^6, every other cell is small."""
    n = draw(st.integers(2, 10))
    k = draw(st.integers(0, n - 1))
    M = [draw(st.lists(st.integers(0, 3), min_size=n, max_size=n)) for _ in range(n)]
    M[k][k] = draw(st.integers(MAX_COUNT // 2, MAX_COUNT))
    for j in range(n):
        if j != k and draw(st.booleans()):
            M[k][j] = draw(st.integers(0, MAX_COUNT))
    # at least one case outside class k's row and column, so that both metrics are defined
    others = [i for i in range(n) if i != k]
    j, l = draw(st.sampled_from(others)), draw(st.sampled_from(others))
    M[j][l] = max(M[j][l], 1)
    if draw(st.booleans()):
        M = [list(r) for r in zip(*M)]
    return M


def _check_agreement(M):
    assume(_defined(M))  # the degenerate matrices have their own tests below
    k, m = as_float(metrics.kappa(M)), as_float(metrics.mcc(M))
    sk_k, sk_m = sklearn_kappa(M), sklearn_mcc(M)
    assert close(k, sk_k), f"kappa: ours {k!r}, sklearn {sk_k!r} for {M}"
    assert close(m, sk_m), f"MCC: ours {m!r}, sklearn {sk_m!r} for {M}"


@given(matrices())
@example([[20, 22], [10, 48]])  # KDOC-X1.2
@example([[1, 99], [1, 899]])  # BLOG-X1.1
@example([[800, 100], [20, 80]])  # BLOG-X2.1
@example([[MAX_COUNT] * 10 for _ in range(10)])  # S = 10^8: kappa = MCC = 0
@example([[MAX_COUNT if i == j else 1 for j in range(10)] for i in range(10)])
def test_kappa_and_mcc_equal_sklearn_on_count_matrices(M):
    _check_agreement(M)


@given(unbalanced_matrices())
@example([[MAX_COUNT, 0], [1, 1]])  # one case away from a single class
@example([[1, 1], [1, MAX_COUNT]])
@example([[MAX_COUNT, MAX_COUNT, 0], [0, 0, 1], [0, 1, 0]])
def test_kappa_and_mcc_equal_sklearn_on_heavily_unbalanced_matrices(M):
    _check_agreement(M)


# ---------------------------------------------------------------------------
# degenerate matrices: the two conventions


@pytest.mark.parametrize("M", [[[3, 4], [0, 0]], [[0, 0, 0], [2, 0, 5], [0, 0, 0]]], ids=["binary", "three classes"])
def test_one_actual_class_ours_raises_for_mcc_sklearn_returns_zero_and_both_give_kappa_zero(M):
    with pytest.raises(UndefinedMetricError, match="every case is in actual class"):
        metrics.mcc(M)
    assert sklearn_mcc(M) == 0.0
    # kappa is defined here (the predictions are spread): observed = chance agreement
    assert metrics.kappa(M) == 0
    assert sklearn_kappa(M) == 0.0


@pytest.mark.parametrize("M", [[[3, 0], [4, 0]], [[0, 2, 0], [0, 0, 0], [0, 5, 0]]], ids=["binary", "three classes"])
def test_one_predicted_class_ours_raises_for_mcc_sklearn_returns_zero_and_both_give_kappa_zero(M):
    with pytest.raises(UndefinedMetricError, match="every case is predicted as class"):
        metrics.mcc(M)
    assert sklearn_mcc(M) == 0.0
    assert metrics.kappa(M) == 0
    assert sklearn_kappa(M) == 0.0


@pytest.mark.parametrize("M", [[[7, 0], [0, 0]], [[0, 0, 0], [0, 5, 0], [0, 0, 0]]], ids=["binary", "three classes"])
def test_one_diagonal_cell_ours_raises_sklearn_gives_nan_kappa_with_warning_and_zero_mcc(M):
    with pytest.raises(UndefinedMetricError, match="Pe = 1"):
        metrics.kappa(M)
    with pytest.raises(UndefinedMetricError, match="MCC is undefined"):
        metrics.mcc(M)
    with pytest.warns(sk_exceptions.UndefinedMetricWarning, match="cohen_kappa_score` is undefined"):
        assert np.isnan(sklearn_kappa(M))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # "A single label was found ..."
        assert sklearn_mcc(M) == 0.0


@pytest.mark.parametrize("n", [2, 3])
def test_zero_total_ours_raises_invalid_matrix_sklearn_rejects_the_empty_input(n):
    M = [[0] * n for _ in range(n)]
    with pytest.raises(InvalidConfusionMatrixError, match="total 0"):
        metrics.kappa(M)
    with pytest.raises(InvalidConfusionMatrixError, match="total 0"):
        metrics.mcc(M)
    with pytest.raises(ValueError, match="empty input"):
        sklearn_kappa(M)
    with pytest.raises(ValueError, match="empty input"):
        sklearn_mcc(M)


# ---------------------------------------------------------------------------
# the shared metrics on the random matrices of the PyCM comparison

# scikit-learn validates its label vectors on every call (1-3 ms a call): the six comparisons
# below cost about 17 ms of CPU per matrix, 17 s for the 1000 matrices of the PyCM sample.
# The suite runs the first SKLEARN_MATRICES of them (about 1 s); KAPPAMCC_PEERS=full runs all
SKLEARN_MATRICES = 1000 if os.environ.get("KAPPAMCC_PEERS") == "full" else 60
PEER_SEED = 20240611


def _nan_to_none(x):
    return None if x is None or math.isnan(x) else x


def _quietly(f, *args):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "A single label was found in 'y_true' and 'y_pred'"
        return f(*args)


def _sk_weighted_kappa(M, weights):
    y_true, y_pred, w = label_vectors(M)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return sk.cohen_kappa_score(y_true, y_pred, labels=list(range(len(M))), weights=weights, sample_weight=w)


def _sk_balanced_accuracy(M, adjusted):
    y_true, y_pred, w = label_vectors(M)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "y_pred contains classes not in y_true"
        return sk.balanced_accuracy_score(y_true, y_pred, sample_weight=w, adjusted=adjusted)


SHARED = [
    # (name, ours on the float matrix, scikit-learn on the labels, the convention where they differ)
    (
        "kappa",
        lambda F: metrics.kappa(F, replace_undefined_by=None),
        lambda M: _nan_to_none(_sk_weighted_kappa(M, None)),
        None,
    ),
    (
        "linear weighted kappa",
        lambda F: metrics.weighted_kappa(F, "linear", replace_undefined_by=None),
        lambda M: _nan_to_none(_sk_weighted_kappa(M, "linear")),
        None,
    ),
    (
        "quadratic weighted kappa",
        lambda F: metrics.weighted_kappa(F, "quadratic", replace_undefined_by=None),
        lambda M: _nan_to_none(_sk_weighted_kappa(M, "quadratic")),
        None,
    ),
    # scikit-learn returns 0.0 where MCC is 0/0
    ("MCC", lambda F: metrics.mcc(F, replace_undefined_by=0.0), lambda M: _quietly(sklearn_mcc, M), None),
    # scikit-learn leaves out the classes with no actual case: skip_absent_classes=True
    (
        "balanced accuracy",
        lambda F: metrics.balanced_accuracy(F, skip_absent_classes=True),
        lambda M: _sk_balanced_accuracy(M, False),
        None,
    ),
    (
        "adjusted balanced accuracy",
        lambda F: metrics.balanced_accuracy(F, adjusted=True, skip_absent_classes=True, replace_undefined_by=None),
        lambda M: _sk_balanced_accuracy(M, True),
        "one present class",
    ),
]


@pytest.mark.parametrize("name, ours, theirs, convention", SHARED, ids=[s[0] for s in SHARED])
def test_shared_metric_agrees_with_sklearn_on_random_matrices_with_its_degenerate_convention(
    name, ours, theirs, convention
):
    differ = []
    for M in random_confusion_matrices(SKLEARN_MATRICES, PEER_SEED):
        mine, their = ours([[float(x) for x in row] for row in M]), theirs(M)
        if mine is None and convention == "one present class":
            # adjusted BA with one class present is 0/0; scikit-learn divides by 1 - 1 = 0
            assert sum(1 for row in M if sum(row)) == 1 and not math.isfinite(their), (M, their)
            continue
        if (mine is None) != (their is None) or (mine is not None and not close(mine, their)):
            differ.append((M, mine, their))
    assert not differ, f"{name}: {len(differ)} matrices differ, e.g. {differ[:3]}"


def test_balanced_accuracy_raises_where_a_class_has_no_actual_case_and_sklearn_leaves_it_out():
    M = [[3, 1, 0], [1, 4, 1], [0, 0, 0]]  # class 2 predicted once, never actual
    with pytest.raises(UndefinedMetricError, match="class\\(es\\) \\[2\\]"):
        metrics.balanced_accuracy(M)
    assert metrics.balanced_accuracy(M, skip_absent_classes=True) == (sp.Rational(3, 4) + sp.Rational(4, 6)) / 2
    assert close(float(metrics.balanced_accuracy(M, skip_absent_classes=True)), _sk_balanced_accuracy(M, False))
