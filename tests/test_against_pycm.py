"""Our metrics against PyCM's (``pycm.ConfusionMatrix``) on 1000 random matrices (300 unless
``KAPPAMCC_PEERS=full``), and the
places where PyCM computes something else than the definition, each shown on a matrix.

The matrices (2 x 2 to 6 x 6, seeded, so the same 1000 every run) include empty rows,
empty columns and classes that are neither actual nor predicted.  PyCM is built once per
matrix (its constructor computes all its ~150 statistics, about 1 ms); ours are computed
on the float matrix, which this package computes exactly and rounds once.

Each shared metric must agree to float precision (1e-9 relative, as PyCM computes in
float64 with sums in a different order), both undefined ("None" in PyCM,
``UndefinedMetricError`` here), or differ by a documented convention: ``CONVENTIONS``
names each, and the test checks that the difference is exactly that one.  The findings
(PyCM's computation against its own document or the original definition) are in
docs/library_findings.md, each with its test below.
"""

import functools
import math
import os
import warnings

import pytest
import sympy as sp
from conftest import imported_on_first_use
from peer_matrices import random_confusion_matrices

from kappamcc import metrics

pycm = imported_on_first_use("pycm")
pytestmark = pytest.mark.xdist_group("pycm")

# the suite compares the first 300 (about a second); KAPPAMCC_PEERS=full all 1000 (.ci/run does)
N_MATRICES = 1000 if os.environ.get("KAPPAMCC_PEERS") == "full" else 300
SEED = 20240611
REL = 1e-9
PYCM_DOC_MATRIX = [[3, 0, 2], [0, 1, 1], [0, 2, 3]]  # PYCM-X3: rows actual, columns predicted
LINEAR = {i: {j: abs(i - j) for j in range(3)} for i in range(3)}  # the weights of PYCM-A4.6 / A11.8


def pycm_matrix(M):
    """PyCM's direct-matrix input: {actual: {predicted: count}} (its rows are actual)."""
    return {i: {j: M[i][j] for j in range(len(M))} for i in range(len(M))}


@functools.cache
def cases():
    """(matrix, validated float matrix, PyCM object) for the 1000 matrices, built once."""
    out = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PyCM warns about classes it finds empty
        for M in random_confusion_matrices(N_MATRICES, SEED):
            out.append(
                (
                    M,
                    metrics.as_matrix([[float(x) for x in row] for row in M]),
                    pycm.ConfusionMatrix(matrix=pycm_matrix(M)),
                )
            )
    return out


def none_if_undefined(f, *args, **kwargs):
    return f(*args, replace_undefined_by=None, **kwargs)


def theirs_or_none(value):
    return None if value == "None" else value


def agree(ours, theirs) -> bool:
    if ours is None or theirs is None:
        return ours is None and theirs is None
    return math.isclose(ours, theirs, rel_tol=REL, abs_tol=1e-12)


def _never_actual(M):
    return any(sum(row) == 0 for row in M)


def _never_predicted(M):
    return any(sum(col) == 0 for col in zip(*M))


def _empty_class(M):
    return any(sum(M[k]) == 0 and sum(row[k] for row in M) == 0 for k in range(len(M)))


# the conventions on which PyCM and this package differ, each with the matrices where it
# applies and the value PyCM gives there (see docs/conventions.md, docs/library_findings.md)
CONVENTIONS = {
    # PyCM: 2 Acc - 1 for every N; PABAK (Byrt et al. 1993) for N classes: (N Acc - 1)/(N - 1)
    "Kappa No Prevalence": (lambda M: len(M) > 2, lambda M, cm: 2 * cm.Overall_ACC - 1),
    # PyCM drops the infinite term p log 0 (a class that occurs but is never predicted)
    "Cross Entropy": (_never_predicted, lambda M, cm: finite_part_of_cross_entropy(M)),
    # PyCM: "None" when a class is never predicted (ours: +inf) or never actual (ours: finite)
    "KL Divergence": (lambda M: _never_actual(M) or _never_predicted(M), lambda M, cm: None),
    # PyCM: "None" when a class is neither actual nor predicted (ours: that class contributes 0)
    "Overall CEN": (_empty_class, lambda M, cm: None),
    "Overall MCEN": (_empty_class, lambda M, cm: None),
}


def finite_part_of_cross_entropy(M):
    """-sum over the classes predicted at least once of p_k log2 q_k: PyCM's number."""
    S = sum(map(sum, M))
    r, c = [sum(row) for row in M], [sum(col) for col in zip(*M)]
    return -sum(r[k] / S * math.log2(c[k] / S) for k in range(len(M)) if r[k] and c[k])


OVERALL = [
    ("Overall ACC", metrics.accuracy, {}),
    ("Kappa", metrics.kappa, {}),
    ("Overall MCC", metrics.mcc, {}),
    ("Scott PI", metrics.scott_pi, {}),
    ("Kappa Unbiased", metrics.scott_pi, {}),
    ("Bennett S", metrics.bennett_s, {}),
    ("Kappa No Prevalence", metrics.pabak, {}),
    ("Gwet AC1", metrics.gwet_ac1, {}),
    ("Krippendorff Alpha", metrics.krippendorff_alpha, {}),
    ("Bangdiwala B", metrics.bangdiwala_b, {}),
    ("Kappa Standard Error", metrics.kappa_standard_error, {"method": "cohen_1960"}),
    ("Kappa 95% CI", metrics.kappa_confidence_interval, {"z": 1.96, "method": "cohen_1960"}),
    ("TPR Macro", metrics.balanced_accuracy, {}),
    ("Chi-Squared", metrics.chi_squared, {}),
    ("Phi-Squared", metrics.phi_squared, {}),
    ("Cramer V", metrics.cramers_v, {}),
    ("Pearson C", metrics.pearson_c, {}),
    ("Reference Entropy", metrics.reference_entropy, {}),
    ("Response Entropy", metrics.response_entropy, {}),
    ("Cross Entropy", metrics.cross_entropy, {}),
    ("Joint Entropy", metrics.joint_entropy, {}),
    ("Conditional Entropy", metrics.conditional_entropy, {}),
    ("KL Divergence", metrics.kl_divergence, {}),
    ("Mutual Information", metrics.mutual_information, {}),
    ("Overall CEN", metrics.cen, {}),
    ("Overall MCEN", metrics.mcen, {}),
]

PER_CLASS = [
    ("MCC", metrics.mcc_one_vs_rest, "positive"),
    ("Y", metrics.youden_j, "positive"),
    ("BM", metrics.informedness, "positive"),
    ("TPR", metrics.recall, "positive"),
    ("PPV", metrics.precision, "positive"),
    ("CEN", metrics.cen_of_class, "k"),
    ("MCEN", metrics.mcen_of_class, "k"),
]


def _pair_agrees(ours, theirs):
    if isinstance(theirs, tuple):
        theirs = tuple(theirs_or_none(t) for t in theirs)
        if ours is None or None in theirs:
            return ours is None and None in theirs
        return all(agree(o, t) for o, t in zip(ours, theirs))
    return agree(ours, theirs_or_none(theirs))


@pytest.mark.parametrize("key, ours, kwargs", OVERALL, ids=[k for k, _, _ in OVERALL])
def test_overall_statistic_agrees_with_pycm_on_random_matrices_or_differs_by_its_documented_convention(
    key, ours, kwargs
):
    convention = CONVENTIONS.get(key)
    disagreements, by_convention = [], 0
    for M, F, cm in cases():
        mine, theirs = none_if_undefined(ours, F, **kwargs), cm.overall_stat[key]
        if _pair_agrees(mine, theirs):
            continue
        if convention and convention[0](M):
            expected = convention[1](M, cm)
            assert agree(theirs_or_none(theirs), expected), (key, M, theirs, expected)
            by_convention += 1
            continue
        disagreements.append((M, mine, theirs))
    assert not disagreements, f"{key}: {len(disagreements)} matrices disagree, e.g. {disagreements[:3]}"
    if convention:
        assert by_convention > 0, f"{key}: the convention never applied: the sample misses its case"


@pytest.mark.parametrize("key, ours, keyword", PER_CLASS, ids=[k for k, _, _ in PER_CLASS])
def test_per_class_statistic_agrees_with_pycm_on_random_matrices(key, ours, keyword):
    disagreements = []
    for M, F, cm in cases():
        for k in range(len(M)):
            mine, theirs = none_if_undefined(ours, F, **{keyword: k}), cm.class_stat[key][k]
            if not _pair_agrees(mine, theirs):
                disagreements.append((M, k, mine, theirs))
    assert not disagreements, f"{key}: {len(disagreements)} classes disagree, e.g. {disagreements[:3]}"


def test_the_sample_has_every_kind_of_degenerate_matrix():
    matrices = [M for M, _, _ in cases()]
    assert {len(M) for M in matrices} == {2, 3, 4, 5, 6}
    # about a tenth of the matrices have a class never actual, and as many one never predicted;
    # about a twentieth a class that is neither
    assert (
        sum(map(_never_actual, matrices)) > len(matrices) // 10
        and sum(map(_never_predicted, matrices)) > len(matrices) // 10
    )
    assert sum(map(_empty_class, matrices)) > len(matrices) // 20


def test_weighted_kappa_agrees_with_pycm_for_symmetric_weights():
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(PYCM_DOC_MATRIX))
    assert agree(
        metrics.weighted_kappa([[float(x) for x in r] for r in PYCM_DOC_MATRIX], "linear"),
        cm.weighted_kappa(weight=LINEAR),
    )
    assert metrics.weighted_kappa(PYCM_DOC_MATRIX, "linear") == sp.Rational(
        9, 23
    )  # PYCM-A4.6 prints 0.39130434782608675


# ---------------------------------------------------------------------------
# findings: PyCM against its document or the definition (docs/library_findings.md)


def test_finding_pycm_weighted_alpha_is_not_krippendorffs_alpha():
    """PyCM's weighted alpha uses P_e = sum_ij ((P_i + TOP_j) / 2 POP)^2 v_ij; Krippendorff's
    expected agreement is sum_ij pi_i pi_j v_ij with pi_i = (P_i + TOP_i) / 2 POP."""
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(PYCM_DOC_MATRIX))
    printed = cm.weighted_alpha(weight=LINEAR)
    assert printed == pytest.approx(0.374757281553398, rel=1e-12)  # PYCM-A11.8, reproduced
    assert metrics.krippendorff_alpha(PYCM_DOC_MATRIX, "linear") == sp.Rational(110, 271)
    # PyCM's number is what its code's P_e gives, exactly
    S, P, TOP = 12, [5, 2, 5], [3, 3, 6]
    v = [[1 - sp.Rational(abs(i - j), 2) for j in range(3)] for i in range(3)]
    pe = sum((sp.Rational(P[i] + TOP[j], 2 * S)) ** 2 * v[i][j] for i in range(3) for j in range(3))
    pa = (1 - sp.Rational(1, 2 * S)) * sum(
        sp.Rational(PYCM_DOC_MATRIX[i][j], S) * v[i][j] for i in range(3) for j in range(3)
    ) + sp.Rational(1, 2 * S)
    assert printed == pytest.approx(float((pa - pe) / (1 - pe)), rel=1e-12)


def test_finding_pycm_unweighted_alpha_is_krippendorffs_alpha():
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(PYCM_DOC_MATRIX))
    assert metrics.krippendorff_alpha(PYCM_DOC_MATRIX) == sp.Rational(68, 183)
    assert cm.Alpha == pytest.approx(68 / 183, rel=1e-12)


def test_finding_pycm_kl_divergence_is_none_where_a_class_is_predicted_but_never_actual():
    M = [[2, 1, 1], [1, 3, 1], [0, 0, 0]]  # class 2 is predicted twice, never actual
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(M))
    assert cm.KL == "None"
    # by definition the class contributes 0 log(0 / q) = 0: D = sum over the other classes
    ours = metrics.kl_divergence(M)
    assert ours == sp.Rational(4, 9) * sp.log(sp.Rational(4, 9) / sp.Rational(3, 9), 2) + sp.Rational(5, 9) * sp.log(
        sp.Rational(5, 9) / sp.Rational(4, 9), 2
    )
    assert 0 < float(ours) < 1


def test_finding_pycm_cross_entropy_drops_the_infinite_term_of_a_class_never_predicted():
    M = [[2, 1, 0], [1, 3, 0], [1, 1, 0]]  # class 2 occurs twice, is never predicted
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(M))
    assert cm.CrossEntropy == pytest.approx(finite_part_of_cross_entropy(M), rel=1e-12)
    assert math.isfinite(cm.CrossEntropy)
    assert metrics.cross_entropy(M) == sp.oo and metrics.cross_entropy([[float(x) for x in r] for r in M]) == math.inf


def test_finding_pycm_kappa_no_prevalence_is_2_acc_minus_1_for_three_classes_not_pabak():
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(PYCM_DOC_MATRIX))
    assert cm.KappaNoPrevalence == pytest.approx(2 * 7 / 12 - 1, rel=1e-12)  # 1/6, PYCM-A3.3
    assert metrics.pabak(PYCM_DOC_MATRIX) == sp.Rational(3 * 7 - 12, 2 * 12) == sp.Rational(3, 8)
    # the kappa of the balanced table (diagonal cells averaged, off-diagonal cells averaged)
    d, o = sp.Rational(7, 3), sp.Rational(5, 6)
    balanced = [[d if i == j else o for j in range(3)] for i in range(3)]
    assert metrics.kappa(balanced) == metrics.pabak(PYCM_DOC_MATRIX)


def test_finding_pycm_kappa_standard_error_is_cohens_1960_approximation_not_its_printed_formula():
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(PYCM_DOC_MATRIX))
    po, pe, S = sp.Rational(7, 12), sp.Rational(17, 48), 12
    assert cm.Kappa_SE == pytest.approx(float(sp.sqrt(po * (1 - po) / (S * (1 - pe) ** 2))), rel=1e-12)
    printed_formula = sp.sqrt(po * (1 - pe) / (1 - pe) ** 2)  # PYCM-A5.2 as printed
    assert abs(float(printed_formula) - cm.Kappa_SE) > 0.7
    assert metrics.kappa_standard_error(PYCM_DOC_MATRIX, method="cohen_1960") == sp.sqrt(
        po * (1 - po) / (S * (1 - pe) ** 2)
    )
    # Fleiss, Cohen and Everitt (1969), whom PyCM cites, give another number
    assert abs(float(metrics.kappa_standard_error(PYCM_DOC_MATRIX)) - cm.Kappa_SE) > 0.006


def test_finding_pycm_weighted_kappa_code_uses_rows_times_columns_its_document_columns_times_rows():
    """With an asymmetric weight matrix the document's P_e (TOP_i x P_j) and the code's
    (P_i x TOP_j) differ; the code is Cohen's (1968) definition."""
    W = [[0, 1, 4], [2, 0, 1], [1, 3, 0]]
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(PYCM_DOC_MATRIX))
    computed = cm.weighted_kappa(weight={i: {j: W[i][j] for j in range(3)} for i in range(3)})
    ours = metrics.weighted_kappa(PYCM_DOC_MATRIX, W)
    assert ours == sp.Rational(13, 73) and computed == pytest.approx(float(ours), rel=1e-12)
    # the document's formulas, exactly: P_a = sum v_ij Matrix(i, j)/POP, P_e = sum TOP_i P_j v_ij/POP^2
    D, K = PYCM_DOC_MATRIX, range(3)
    pop, p, top = sum(map(sum, D)), [sum(r) for r in D], [sum(D[i][j] for i in K) for j in K]
    v = [[1 - sp.Rational(W[i][j], 4) for j in K] for i in K]
    p_a = sum(v[i][j] * D[i][j] for i in K for j in K) / sp.Integer(pop)
    p_e = sum(top[i] * p[j] * v[i][j] for i in K for j in K) / sp.Integer(pop) ** 2
    assert (p_a, p_e) == (sp.Rational(11, 16), sp.Rational(133, 192))
    assert (p_a - p_e) / (1 - p_e) == sp.Rational(-1, 59) != ours


def test_finding_pycm_kl_divergence_is_positive_although_its_document_prints_a_minus_sign():
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(PYCM_DOC_MATRIX))
    assert cm.KL == pytest.approx(float(metrics.kl_divergence(PYCM_DOC_MATRIX)), rel=1e-12) and cm.KL > 0


def test_finding_pycm_overall_cen_is_none_when_a_class_is_empty():
    M = [[3, 1, 0], [2, 4, 0], [0, 0, 0]]
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(M))
    assert cm.Overall_CEN == "None" and cm.CEN[2] == "None"
    # by the definition the empty class has weight P_2 = 0, and the others keep theirs:
    # P_0 = 9/20, P_1 = 11/20, logarithms to base 2(N - 1) = 4
    log4 = lambda x: sp.log(x, 4)
    cen0 = -(sp.Rational(1, 9) * log4(sp.Rational(1, 9)) + sp.Rational(2, 9) * log4(sp.Rational(2, 9)))
    cen1 = -(sp.Rational(2, 11) * log4(sp.Rational(2, 11)) + sp.Rational(1, 11) * log4(sp.Rational(1, 11)))
    expected = sp.Rational(9, 20) * cen0 + sp.Rational(11, 20) * cen1
    assert sp.N(metrics.cen(M) - expected, 50) == 0
    assert metrics.cen_per_class(M, replace_undefined_by=None) == [cen0, cen1, None]
    assert [float(x) for x in metrics.cen_per_class(M, replace_undefined_by=None)[:2]] == pytest.approx(
        [cm.CEN[0], cm.CEN[1]], rel=1e-12
    )


def test_finding_pycm_benchmark_label_of_an_exact_band_edge_depends_on_rounding():
    """Same exact kappa, different labels: the float kappa falls on either side of the edge."""
    for edge, below, above, labels in (
        (sp.Rational(2, 5), [[1, 0], [1, 1]], [[3, 0], [5, 10]], ("Fair", "Moderate")),
        (sp.Rational(1, 5), [[1, 0], [4, 5]], [[1, 0], [2, 1]], ("Slight", "Fair")),
    ):
        first, second = (pycm.ConfusionMatrix(matrix=pycm_matrix(M)) for M in (below, above))
        assert metrics.kappa(below) == metrics.kappa(above) == edge
        assert first.Kappa < float(edge) <= second.Kappa
        assert (first.SOA1, second.SOA1) == labels


def test_finding_pycm_fleiss_benchmark_labels_kappa_0_75_excellent_where_its_table_says_intermediate_to_good():
    """PYCM-T2.1 prints "0.40 - 0.75 Intermediate to Good; More than 0.75 Excellent": 0.75 is
    not more than 0.75. The code's band is 0.4 <= kappa < 0.75."""
    M = [[7, 1], [1, 7]]
    assert metrics.kappa(M) == sp.Rational(3, 4)
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(M))
    assert cm.Kappa == 0.75 and cm.SOA2 == "Excellent"


def test_finding_pycm_pearson_c_benchmark_labels_c_0_none_where_its_table_says_not_appreciable():
    """PYCM-T9.1 prints "0 - 0.1 Not Appreciable"; the code's band is 0 < C < 0.1, so the C = 0
    of a table with no association (chi-squared 0) gets "None"."""
    M = [[1, 1], [1, 1]]
    assert metrics.chi_squared(M) == 0 and metrics.pearson_c(M) == 0
    cm = pycm.ConfusionMatrix(matrix=pycm_matrix(M))
    assert cm.Chi_Squared == 0 and cm.SOA10 == "None"
