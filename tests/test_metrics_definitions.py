"""The coefficients of kappamcc.metrics beyond kappa and MCC: checked against independent
computations of their original definitions, the identities between them, PyCM's printed
values, symbolic input, and the cases where they are undefined."""

import itertools
import math
from functools import partial

import pytest
import sympy as sp
from hypothesis import given

from kappamcc import metrics
from kappamcc.metrics import InvalidConfusionMatrixError, UndefinedMetricError
from kappamcc.testing.strategies import confusion_matrices

PYCM_DOC = [[3, 0, 2], [0, 1, 1], [0, 2, 3]]  # PYCM-X3, rows actual


def N50(x):
    return sp.N(x, 50)


def vanishes(x) -> bool:
    """An exact number is 0: 50 digits evaluated by sympy (which prints 0.e-160 for a 0 it
    cannot simplify) are all zero."""
    return abs(sp.N(x, 50)) < sp.Float(10) ** -45


# ---------------------------------------------------------------------------
# PyCM's printed values on its example matrix (PYCM-*), at their printed precision

PRINTED = [
    (metrics.scott_pi, {}, 0.34426229508196726),  # PYCM-A8.5
    (metrics.bennett_s, {}, 0.37500000000000006),  # PYCM-A7.4
    (metrics.gwet_ac1, {}, 0.3893129770992367),  # PYCM-A9.5
    (metrics.krippendorff_alpha, {}, 0.3715846994535519),  # PYCM-A10.6
    (metrics.bangdiwala_b, {}, 0.37254901960784315),  # PYCM-A13.3
    (metrics.kappa_standard_error, {"method": "cohen_1960"}, 0.2203645326012817),  # PYCM-A5.3
    (metrics.chi_squared, {}, 6.6000000000000005),  # PYCM-S1.4
    (metrics.phi_squared, {}, 0.55),  # PYCM-S3.3
    (metrics.cramers_v, {}, 0.5244044240850758),  # PYCM-S4.3
    (metrics.pearson_c, {}, 0.5956833971812706),  # PYCM-S5.3
    (metrics.reference_entropy, {}, 1.4833557549816874),  # PYCM-E1.5
    (metrics.response_entropy, {}, 1.5),  # PYCM-E2.5
    (metrics.cross_entropy, {}, 1.5833333333333335),  # PYCM-E3.6
    (metrics.joint_entropy, {}, 2.4591479170272446),  # PYCM-E4.5
    (metrics.conditional_entropy, {}, 0.9757921620455572),  # PYCM-E5.5
    (metrics.kl_divergence, {}, 0.09997757835164581),  # PYCM-E6.5
    (metrics.mutual_information, {}, 0.5242078379544428),  # PYCM-E7.9
    (metrics.cen, {}, 0.4638112995385119),  # PYCM-E10.3
    (metrics.mcen, {}, 0.5189369467580801),  # PYCM-E11.4
    (metrics.mcc, {}, 0.36666666666666664),  # PYCM-M7.5
    (metrics.balanced_accuracy, {}, 0.5666666666666668),  # PYCM-O11.2 (TPR Macro)
]


@pytest.mark.parametrize("metric, kwargs, printed", PRINTED, ids=[m.__name__ for m, _, _ in PRINTED])
def test_exact_value_on_pycms_example_matrix_rounds_to_its_printed_value(metric, kwargs, printed):
    assert float(N50(metric(PYCM_DOC, **kwargs))) == pytest.approx(printed, rel=1e-14)


def test_per_class_values_on_pycms_example_matrix_round_to_its_printed_values():
    assert [float(N50(x)) for x in metrics.cen_per_class(PYCM_DOC)] == pytest.approx(
        [0.25, 0.49657842846620864, 0.6044162769630221], rel=1e-14
    )  # PYCM-E8.5
    assert [float(N50(x)) for x in metrics.mcen_per_class(PYCM_DOC)] == pytest.approx(
        [0.2643856189774724, 0.5, 0.6875], rel=1e-14
    )  # PYCM-E9.5
    assert [float(N50(x)) for x in metrics.mcc_per_class(PYCM_DOC)] == pytest.approx(
        [0.6831300510639732, 0.25819888974716115, 0.1690308509457033], rel=1e-14
    )  # PYCM-M1.5
    assert [metrics.youden_j(PYCM_DOC, positive=k) for k in range(3)] == [
        sp.Rational(3, 5),
        sp.Rational(3, 10),
        sp.Rational(6, 35),
    ]  # PYCM-M4.4


# ---------------------------------------------------------------------------
# independent computations of the original definitions


def reliability_data(C):
    """The units of a two-coder study with confusion matrix C: one unit (i, j) per case."""
    return [(i, j) for i, row in enumerate(C) for j, x in enumerate(row) for _ in range(x)]


def krippendorff_from_units(units, n_values, delta):
    """Krippendorff (2011), step by step: the coincidence matrix from the pairs within each
    unit (weight 1/(m_u - 1) = 1 for two coders), then alpha = 1 - D_o / D_e."""
    o = [[0] * n_values for _ in range(n_values)]
    for unit in units:
        for a, b in itertools.permutations(unit, 2):
            o[a][b] += 1
    nc = [sum(row) for row in o]
    n = sum(nc)
    do = sp.Rational(sum(o[c][k] * delta(c, k) for c in range(n_values) for k in range(n_values)), n)
    de = sp.Rational(sum(nc[c] * nc[k] * delta(c, k) for c in range(n_values) for k in range(n_values)), n * (n - 1))
    return 1 - do / de


@given(confusion_matrices(2, 5, max_count=6))
def test_krippendorffs_alpha_equals_the_coincidence_matrix_of_the_reliability_data(M):
    units, n = reliability_data(M), len(M)
    nominal = krippendorff_from_units(units, n, lambda c, k: int(c != k))
    interval = krippendorff_from_units(units, n, lambda c, k: (c - k) ** 2)
    if nominal.is_finite:
        assert metrics.krippendorff_alpha(M) == nominal
    if interval.is_finite:
        assert metrics.krippendorff_alpha(M, "interval") == interval == metrics.krippendorff_alpha(M, "quadratic")


def test_krippendorffs_ordinal_metric_on_his_2011_example_marginals():
    # ordinal delta_ck = (sum_{g=c..k} n_g - (n_c + n_k)/2)^2, here n = (2, 4, 6) by a 3 x 3 matrix
    M = [[1, 0, 0], [1, 1, 1], [0, 1, 3]]
    nc = [2, 4, 6]  # r + c: (1, 3, 4) + (2, 2, 4) -> no: computed below
    nc = [sum(M[i]) + sum(r[i] for r in M) for i in range(3)]
    delta = lambda c, k: (sum(nc[min(c, k) : max(c, k) + 1]) - sp.Rational(nc[c] + nc[k], 2)) ** 2
    assert metrics.krippendorff_alpha(M, "ordinal") == krippendorff_from_units(reliability_data(M), 3, delta)


def _delta_method_variance(M):
    """Var(kappa) by the delta method: kappa as a function of the cell proportions p_ij,
    multinomial covariance (diag(p) - p p^T)/S, gradient by sympy."""
    n, S = len(M), sum(map(sum, M))
    p = sp.symbols(f"p0:{n * n}")
    P = [[p[i * n + j] for j in range(n)] for i in range(n)]
    po = sum(P[i][i] for i in range(n))
    pe = sum(sum(P[i]) * sum(P[l][i] for l in range(n)) for i in range(n))
    k = (po - pe) / (1 - pe)
    at = {p[i * n + j]: sp.Rational(M[i][j], S) for i in range(n) for j in range(n)}
    g = [sp.diff(k, v).subs(at) for v in p]
    pv = [at[v] for v in p]
    return (sum(pi * gi**2 for pi, gi in zip(pv, g)) - sum(pi * gi for pi, gi in zip(pv, g)) ** 2) / S


@pytest.mark.parametrize("M", [[[20, 5], [10, 15]], PYCM_DOC])
def test_fleiss_cohen_everitt_standard_error_is_the_delta_method_standard_error(M):
    assert sp.simplify(metrics.kappa_standard_error(M) ** 2 - _delta_method_variance(M)) == 0


def test_kappa_confidence_interval_uses_the_exact_normal_quantile_or_the_z_given():
    low, high = metrics.kappa_confidence_interval(PYCM_DOC)
    k, se = metrics.kappa(PYCM_DOC), metrics.kappa_standard_error(PYCM_DOC)
    z = sp.sqrt(2) * sp.erfinv(sp.Rational(19, 20))
    (quantile,) = high.atoms(sp.erfinv)  # sympy's erfinv, numerically evaluated right near 1 (an instance)
    high = high.xreplace({quantile: sp.erfinv(*quantile.args)})
    assert sp.simplify(high - (k + z * se)) == 0 and float(N50(z)) == pytest.approx(1.959963984540054, rel=1e-15)
    F = [[float(x) for x in r] for r in PYCM_DOC]
    assert metrics.kappa_confidence_interval(F, z=1.96, method="cohen_1960") == pytest.approx(
        (-0.07707577422109269, 0.7867531935759315), rel=1e-14
    )  # PYCM-A6.3
    assert metrics.kappa_confidence_interval(F, 0.99)[1] > metrics.kappa_confidence_interval(F, 0.95)[1]


@given(confusion_matrices(2, 5, max_count=20))
def test_information_identities_hold_exactly(M):
    href, hresp, hjoint = (
        f(M, replace_undefined_by=None)
        for f in (metrics.reference_entropy, metrics.response_entropy, metrics.joint_entropy)
    )
    mi = metrics.mutual_information(M)
    assert vanishes(mi - (href + hresp - hjoint))
    assert vanishes(metrics.conditional_entropy(M) - (hjoint - href))
    assert vanishes(metrics.conditional_entropy(M, given="predicted") - (hjoint - hresp))
    kl = metrics.kl_divergence(M)
    assert kl == sp.oo or N50(kl) >= 0
    ce = metrics.cross_entropy(M)
    assert ce == sp.oo or vanishes(ce - (href + kl))


@given(confusion_matrices(2, 6, max_count=20))
def test_agreement_coefficients_agree_with_each_other_where_the_definitions_say_so(M):
    assert metrics.bennett_s(M) == metrics.pabak(M)
    assert metrics.weighted_kappa(M, None, replace_undefined_by=None) == metrics.kappa(M, replace_undefined_by=None)
    identity = [[int(i != j) for j in range(len(M))] for i in range(len(M))]
    assert metrics.weighted_kappa(M, identity, replace_undefined_by=None) == metrics.kappa(M, replace_undefined_by=None)
    assert metrics.gwet_ac1(M) <= 1 and metrics.bangdiwala_b(M, replace_undefined_by=0) <= 1


@given(confusion_matrices(2, 2, max_count=30))
def test_binary_identities(M):
    po = sp.Rational(M[0][0] + M[1][1], sum(map(sum, M)))
    assert metrics.pabak(M) == 2 * po - 1
    mcc = metrics.mcc(M, replace_undefined_by=None)
    if mcc is not None:
        assert metrics.mcc_one_vs_rest(M, positive=0) == metrics.mcc_one_vs_rest(M, positive=1) == mcc
        assert sp.simplify(metrics.phi(M) - abs(mcc)) == 0 and sp.simplify(metrics.cramers_v(M) - abs(mcc)) == 0
    yj = metrics.youden_j(M, replace_undefined_by=None)
    if yj is not None:
        assert metrics.balanced_accuracy(M, adjusted=True) == yj == metrics.informedness(M)


def test_cen_of_a_diagonal_matrix_is_zero_and_grows_with_confusion():
    assert metrics.cen([[5, 0, 0], [0, 3, 0], [0, 0, 2]]) == 0 == metrics.mcen([[5, 0, 0], [0, 3, 0], [0, 0, 2]])
    assert 0 < N50(metrics.cen([[5, 1, 0], [0, 3, 0], [0, 0, 2]])) < N50(metrics.cen([[5, 1, 1], [1, 3, 1], [1, 1, 2]]))


# ---------------------------------------------------------------------------
# symbolic input: the expression of the definition

SYMBOLIC = [
    metrics.scott_pi,
    metrics.bennett_s,
    metrics.pabak,
    metrics.gwet_ac1,
    partial(metrics.weighted_kappa, weights="linear"),
    metrics.krippendorff_alpha,
    partial(metrics.krippendorff_alpha, weights="ordinal"),
    metrics.bangdiwala_b,
    metrics.kappa_standard_error,
    metrics.kappa_confidence_interval,
    metrics.balanced_accuracy,
    metrics.youden_j,
    metrics.mcc_one_vs_rest,
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
    metrics.kl_divergence,
    metrics.mutual_information,
    metrics.cen,
    metrics.mcen,
    partial(metrics.cen_of_class, k=0),
    partial(metrics.mcen_of_class, k=1),
]


@pytest.mark.parametrize("metric", SYMBOLIC, ids=[getattr(f, "__name__", None) or f.func.__name__ for f in SYMBOLIC])
def test_a_symbolic_matrix_gives_the_sympy_expression_that_evaluates_to_the_numeric_value(metric):
    a, b, c, d = sp.symbols("a b c d", positive=True)
    values = {a: 7, b: 2, c: 3, d: 11}
    expr = metric(sp.Matrix([[a, b], [c, d]]))
    for e, v in zip(expr if isinstance(expr, tuple) else (expr,), _tuple(metric([[7, 2], [3, 11]]))):
        assert isinstance(e, sp.Expr) and e.free_symbols <= {a, b, c, d} and e.free_symbols
        assert vanishes(e.subs(values) - v)


def _tuple(x):
    return x if isinstance(x, tuple) else (x,)


def test_symbolic_closed_forms_are_the_textbook_ones():
    a, b, c, d = sp.symbols("a b c d", positive=True)
    M = sp.Matrix([[a, b], [c, d]])
    S = a + b + c + d
    assert sp.simplify(metrics.bennett_s(M) - (2 * (a + d) / S - 1)) == 0
    pi1, pi2 = (2 * a + b + c) / (2 * S), (2 * d + b + c) / (2 * S)
    pe = pi1 * (1 - pi1) + pi2 * (1 - pi2)
    assert sp.simplify(metrics.gwet_ac1(M) - ((a + d) / S - pe) / (1 - pe)) == 0
    assert sp.simplify(metrics.chi_squared(M) - S * (a * d - b * c) ** 2 / ((a + b) * (c + d) * (a + c) * (b + d))) == 0
    assert sp.simplify(metrics.bangdiwala_b(M) - (a**2 + d**2) / ((a + b) * (a + c) + (c + d) * (b + d))) == 0


# ---------------------------------------------------------------------------
# undefined, replace_undefined_by, bad arguments


@pytest.mark.parametrize(
    "metric, M, words",
    [
        (metrics.scott_pi, [[5, 0], [0, 0]], "Scott's pi is undefined"),
        (partial(metrics.weighted_kappa, weights="quadratic"), [[0, 0], [0, 4]], "expected weighted disagreement"),
        (metrics.krippendorff_alpha, [[0, 0, 0], [0, 4, 0], [0, 0, 0]], "expected disagreement is 0"),
        (metrics.bangdiwala_b, [[0, 3], [0, 0]], "no class is both actual and predicted"),
        (metrics.kappa_standard_error, [[5, 0], [0, 0]], "kappa is 0/0"),
        (metrics.kappa_confidence_interval, [[5, 0], [0, 0]], "kappa is 0/0"),
        (metrics.chi_squared, [[3, 1], [0, 0]], "class 1 is never actual"),
        (metrics.cramers_v, [[3, 0], [1, 0]], "class 1 is never predicted"),
        (metrics.balanced_accuracy, [[0, 0], [1, 3]], "class\\(es\\) \\[0\\]"),
        (
            partial(metrics.balanced_accuracy, adjusted=True, skip_absent_classes=True),
            [[0, 0], [1, 3]],
            "only one class",
        ),
        (partial(metrics.youden_j, positive=0), [[0, 0], [1, 3]], "no case is actually in class 0"),
        (partial(metrics.mcc_one_vs_rest, positive=2), [[3, 1, 0], [1, 2, 0], [0, 0, 0]], "TP\\+FP"),
        (partial(metrics.cen_of_class, k=2), [[3, 1, 0], [1, 2, 0], [0, 0, 0]], "CEN of class 2 is undefined"),
        (metrics.off_diagonal_entropy, [[3, 0], [0, 2]], "off-diagonal"),
    ],
)
def test_undefined_metric_raises_saying_why_and_replace_undefined_by_returns_the_value(metric, M, words):
    with pytest.raises(UndefinedMetricError, match=words):
        metric(M)
    assert metric(M, replace_undefined_by=math.nan) is math.nan
    assert metric([[float(x) for x in r] for r in M], replace_undefined_by=-1) == -1


def test_per_class_lists_replace_only_the_undefined_classes():
    M = [[3, 1, 0], [1, 2, 0], [0, 0, 0]]
    values = metrics.mcc_per_class(M, replace_undefined_by=None)
    assert (
        values[:2] == [metrics.mcc_one_vs_rest(M, positive=0), metrics.mcc_one_vs_rest(M, positive=1)]
        and values[2] is None
    )


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda: metrics.weighted_kappa(PYCM_DOC, "cubic"), ValueError, "not one of"),
        (lambda: metrics.weighted_kappa(PYCM_DOC, [[0, 1], [1, 0]]), InvalidConfusionMatrixError, "3 x 3"),
        (
            lambda: metrics.weighted_kappa(PYCM_DOC, [[0, 1, 2], [1, 0, -1], [2, 1, 0]]),
            InvalidConfusionMatrixError,
            "negative",
        ),
        (
            lambda: metrics.krippendorff_alpha(PYCM_DOC, [[1, 1, 1], [1, 0, 1], [1, 1, 0]]),
            InvalidConfusionMatrixError,
            "itself",
        ),
        (lambda: metrics.kappa_standard_error(PYCM_DOC, method="fleiss"), ValueError, "not one of"),
        (lambda: metrics.kappa_confidence_interval(PYCM_DOC, 1.5), ValueError, "between 0 and 1"),
        (lambda: metrics.conditional_entropy(PYCM_DOC, given="rows"), ValueError, "given="),
        (lambda: metrics.reference_entropy(PYCM_DOC, base=1), ValueError, "not 1"),
        (lambda: metrics.reference_entropy(PYCM_DOC, base=2.0), TypeError, "log base"),
        (lambda: metrics.cen_of_class(PYCM_DOC, k=3), ValueError, "out of range"),
    ],
)
def test_bad_arguments_raise_naming_the_problem(call, error, words):
    with pytest.raises(error, match=words):
        call()


def test_log_base_changes_only_the_unit():
    assert vanishes(metrics.reference_entropy(PYCM_DOC, base=None) - metrics.reference_entropy(PYCM_DOC) * sp.log(2))
    assert vanishes(metrics.reference_entropy(PYCM_DOC, base=sp.E) - metrics.reference_entropy(PYCM_DOC, base=None))
