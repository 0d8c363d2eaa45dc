"""Float input is computed exactly: each float is the binary rational it is, the metric is
computed on those rationals, and the result is rounded once (irrational results to
within an ulp).  No underflow, overflow, false "undefined" or NaN, for every metric."""

import math
from fractions import Fraction
from functools import partial

import numpy as np
import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.metrics import InvalidConfusionMatrixError, UndefinedMetricError

BASE = [[1, 1, 0], [1, 3, 2], [2, 0, 5]]
METRICS = [
    metrics.accuracy,
    metrics.chance_agreement,
    metrics.kappa,
    metrics.mcc,
    metrics.mcc_gorodkin,
    metrics.mcc_covariance,
    metrics.scott_pi,
    metrics.bennett_s,
    metrics.pabak,
    metrics.gwet_ac1,
    partial(metrics.weighted_kappa, weights="linear"),
    partial(metrics.weighted_kappa, weights="quadratic"),
    metrics.krippendorff_alpha,
    partial(metrics.krippendorff_alpha, weights="ordinal"),
    metrics.bangdiwala_b,
    metrics.kappa_standard_error,
    partial(metrics.kappa_standard_error, method="null"),
    metrics.kappa_confidence_interval,
    metrics.balanced_accuracy,
    partial(metrics.balanced_accuracy, adjusted=True),
    partial(metrics.precision, positive=0),
    partial(metrics.recall, positive=1),
    partial(metrics.f1, positive=2),
    partial(metrics.youden_j, positive=1),
    partial(metrics.markedness, positive=2),
    partial(metrics.mcc_one_vs_rest, positive=0),
    metrics.mcc_per_class,
    metrics.chi_squared,
    metrics.phi_squared,
    metrics.phi,
    metrics.cramers_v,
    metrics.pearson_c,
    metrics.reference_entropy,
    metrics.response_entropy,
    metrics.cross_entropy,
    metrics.joint_entropy,
    metrics.conditional_entropy,
    partial(metrics.conditional_entropy, given="predicted"),
    metrics.kl_divergence,
    metrics.mutual_information,
    metrics.cen,
    metrics.mcen,
    metrics.cen_per_class,
    metrics.mcen_per_class,
    metrics.asymmetry,
    metrics.off_diagonal_entropy,
    metrics.total,
]
IDS = [getattr(f, "__name__", None) or f.func.__name__ + str(sorted(f.keywords.values())) for f in METRICS]
SCALES = [1e-300, 1e-160, 1.0, 1e200, 1e300]


def _flat(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


def _within_an_ulp(value: float, exact) -> bool:
    """``value`` is the float of the exact number ``exact`` to within one unit in the last place."""
    target = float(sp.N(exact, 60)) if exact != sp.oo else math.inf
    if value == target:
        return True
    return abs(value - target) <= math.ulp(target)


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("metric", METRICS, ids=IDS)
def test_a_float_matrix_gives_the_float_of_the_exact_value_at_every_scale(metric, scale):
    F = [[x * scale for x in row] for row in BASE]
    exact = [[Fraction(x) for x in row] for row in F]  # the rationals the floats are
    if "krippendorff" in IDS[METRICS.index(metric)] and any(x.denominator != 1 for row in exact for x in row):
        # Krippendorff's alpha is defined on counts (n = 2S values): a fraction of a count raises
        for C in (F, exact):
            with pytest.raises(InvalidConfusionMatrixError, match="is not a whole number"):
                metric(C)
        return
    got, want = _flat(metric(F)), _flat(metric(exact))
    assert all(type(v) is float for v in got), got
    assert all(_within_an_ulp(v, w) for v, w in zip(got, want)), (got, [sp.N(w, 20) for w in want])


def test_kappa_of_tiny_moderate_and_huge_float_matrices_is_a_quarter():
    for scale in (1e-300, 1e-160, 1e200, 1e300):
        M = [[scale, scale], [scale, 3 * scale]]
        assert metrics.kappa(M) == 0.25 and metrics.kappa_binary(M) == 0.25
        assert metrics.mcc(M) == metrics.mcc([[1.0, 1.0], [1.0, 3.0]]) == float(sp.N(metrics.mcc([[1, 1], [1, 3]]), 40))


def test_subnormal_entries_are_not_zero():
    tiny = 5e-324  # the smallest subnormal float
    assert metrics.kappa([[tiny, 0.0], [0.0, tiny]]) == 1.0
    assert metrics.mcc([[tiny, tiny], [0.0, tiny]]) == 0.5
    assert metrics.reference_entropy([[tiny, 0.0], [0.0, tiny]]) == 1.0


def test_float32_float64_python_floats_and_ints_give_the_same_float():
    M = [[20, 22, 3], [10, 48, 1], [0, 5, 9]]
    as_int = [float(sp.N(metrics.mcc(M), 40)), float(sp.N(metrics.gwet_ac1(M), 40))]
    for F in (
        np.array(M, dtype=np.float32),
        np.array(M, dtype=np.float64),
        [[float(x) for x in r] for r in M],
        np.array(M, dtype=np.float16),
        np.array(M, dtype=np.int64).astype(np.longdouble),
    ):
        assert [metrics.mcc(F), metrics.gwet_ac1(F)] == as_int


def test_a_float32_entry_is_its_own_binary_rational_not_the_decimal_it_prints_as():
    x = np.float32(0.1)  # 13421773 / 2**27, not 1/10
    M = np.array([[x, 1], [1, 1]], dtype=np.float32)
    assert metrics.accuracy(M) == float(Fraction(13421773, 2**27) + 1) / float(Fraction(13421773, 2**27) + 3)
    assert metrics.accuracy(M) == metrics.accuracy(M.astype(np.float64))


def test_mixed_int_and_float_entries_are_a_float_matrix_computed_exactly():
    M = [[1, 0.5], [2**60 + 1, 3]]  # 2**60 + 1 is kept exactly
    exact = metrics.kappa([[1, sp.Rational(1, 2)], [2**60 + 1, 3]])
    assert type(metrics.kappa(M)) is float and metrics.kappa(M) == float(exact)


def test_a_float_matrix_whose_value_exceeds_the_largest_float_raises_an_overflow_error_that_says_so():
    M = [[1e308, 1e308], [1e308, 1e308]]
    assert metrics.kappa(M) == 0.0  # the metric itself is in range
    with pytest.raises(OverflowError, match="larger than the largest float"):
        metrics.total(M)


@pytest.mark.parametrize(
    "bad, words",
    [
        ([[1.0, float("nan")], [3.0, 4.0]], "C\\[0\\]\\[1\\] = nan is not finite"),
        ([[1.0, float("inf")], [3.0, 4.0]], "C\\[0\\]\\[1\\] = inf is not finite"),
        ([[1.0, -0.5], [3.0, 4.0]], "C\\[0\\]\\[1\\] = -0.5 is negative"),
        (np.array([[1.0, 2.0], [np.float32("nan"), 4.0]], dtype=np.float32), "C\\[1\\]\\[0\\] = nan is not finite"),
        ([[0.0, 0.0], [0.0, 0.0]], "total 0"),
        ([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], "square"),
        ([[1.0]], "at least 2 classes"),
        ([[1.0, sp.Symbol("a")], [1, 1]], "cannot mix float and symbolic"),
    ],
)
def test_bad_float_input_raises_naming_the_entry_or_problem(bad, words):
    with pytest.raises(InvalidConfusionMatrixError, match=words):
        metrics.gwet_ac1(bad)


def test_a_float_matrix_is_undefined_exactly_where_its_rational_matrix_is():
    assert metrics.kappa([[1e-300, 0.0], [0.0, 0.0]], replace_undefined_by="undefined") == "undefined"
    with pytest.raises(UndefinedMetricError, match="Pe = 1"):
        metrics.kappa([[1e-300, 0.0], [0.0, 0.0]])
    assert metrics.kappa([[1e-300, 0.0], [0.0, 5e-324]]) == 1.0  # defined: two classes occur


def test_an_irrational_result_is_within_an_ulp_even_when_it_cancels_to_a_tiny_number():
    # mutual information of a matrix that is independent up to one count in 10**15
    big = 10.0**15
    M = [[big, big], [big, big + 1]]
    got = metrics.mutual_information(M)
    exact = metrics.mutual_information([[Fraction(x) for x in row] for row in M])
    assert 0 < got < 1e-29 and _within_an_ulp(got, exact)
