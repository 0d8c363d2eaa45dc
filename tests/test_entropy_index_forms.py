"""The entropies of ``kappamcc.model.index_forms`` (index sums with the logarithms of
``kappamcc.prove.log_sums``, for every N) are, at matrices of counts of sizes 2 to 4 with zero
counts, exactly what ``kappamcc.metrics`` computes: the definitions the PYCM-E claims compare the
print with are the library's metrics, and the atoms' convention (log 0 read as 0, every atom
guarded) gives the library's 0 log 0 = 0."""

import pytest
import sympy as sp

from kappamcc.model import index_forms as forms
from kappamcc import metrics
from kappamcc.metrics import UndefinedMetricError
from kappamcc.prove.exact import exact_sign
from kappamcc.prove.sign import Undecided
from kappamcc.prove.index_sums import Array, Index
from kappamcc.prove.log_sums import LogAtoms, evaluate

C = Array("C")
A = LogAtoms(C)
K = Index("k")

# matrices of counts with zero counts in rows, columns and cells (S > 0)
MATRICES = [
    sp.Matrix([[3, 1], [0, 2]]),
    sp.Matrix([[0, 0], [1, 4]]),  # a class that never occurs
    sp.Matrix([[2, 0], [3, 0]]),  # a class never predicted
    sp.Matrix([[3, 1, 0], [2, 0, 1], [0, 0, 4]]),
    sp.Matrix([[1, 0, 0], [0, 0, 0], [2, 1, 5]]),
    sp.Matrix([[5, 0, 0, 1], [0, 2, 0, 0], [1, 1, 0, 3], [0, 0, 0, 4]]),
]

OVERALL = {
    "reference_entropy": (forms.reference_entropy, metrics.reference_entropy),
    "response_entropy": (forms.response_entropy, metrics.response_entropy),
    "joint_entropy": (forms.joint_entropy, metrics.joint_entropy),
    "conditional_entropy (actual)": (forms.conditional_entropy, metrics.conditional_entropy),
    "conditional_entropy (predicted)": (
        lambda A: forms.conditional_entropy(A, given="predicted"),
        lambda M: metrics.conditional_entropy(M, given="predicted"),
    ),
    "mutual_information": (forms.mutual_information, metrics.mutual_information),
    "cen": (forms.cen, metrics.cen),
    "mcen": (lambda A: forms.mcen(A, 1), metrics.mcen),
}


def _equal(a, b) -> bool:
    d = sp.expand_log(sp.sympify(a) - sp.sympify(b), force=True)
    try:
        return exact_sign(d) == 0
    except Undecided:  # a ratio of logarithms (the log base 2(N - 1) at N = 4): clear the denominators
        num, den = sp.fraction(sp.together(d))
        return exact_sign(sp.expand(num)) == 0 and exact_sign(den) != 0


def _value(form, M, k=None):
    return evaluate(getattr(form, "value", form), [A], M, {} if k is None else {K: k})


@pytest.mark.parametrize("M", MATRICES, ids=lambda M: str(M.tolist()))
@pytest.mark.parametrize("name", OVERALL)
def test_an_overall_entropy_as_index_sums_is_the_library_metric_on_matrices_with_zero_counts(name, M):
    form, metric = OVERALL[name]
    if name == "mcen" and M.rows == 2:
        form = lambda A: forms.mcen(A, 0)  # noqa: E731  alpha = 0 for two classes
    try:
        expected = metric(M)
    except UndefinedMetricError:
        pytest.skip("the metric is undefined on this matrix")
    assert _equal(_value(form(A), M), expected)


@pytest.mark.parametrize("M", MATRICES, ids=lambda M: str(M.tolist()))
def test_cross_entropy_and_divergence_are_the_library_metrics_where_finite(M):
    finite = all(sum(M.col(k)) > 0 or sum(M.row(k)) == 0 for k in range(M.rows))
    if not finite:
        assert metrics.cross_entropy(M) == sp.oo and metrics.kl_divergence(M) == sp.oo
        return
    assert _equal(_value(forms.cross_entropy(A), M), metrics.cross_entropy(M))
    assert _equal(_value(forms.kl_divergence(A), M), metrics.kl_divergence(M))


@pytest.mark.parametrize("M", MATRICES, ids=lambda M: str(M.tolist()))
def test_per_class_entropies_are_the_library_metrics_for_every_class(M):
    for k in range(M.rows):
        if sum(M.col(k)):
            assert _equal(_value(forms.entropy_of_column(A, K), M, k), metrics.entropy(list(M.col(k))))
        if sum(M.row(k)):
            assert _equal(_value(forms.entropy_of_row(A, K), M, k), metrics.entropy(list(M.row(k))))
        for modified, metric in ((False, metrics.cen_of_class), (True, metrics.mcen_of_class)):
            try:
                expected = metric(M, k)
            except UndefinedMetricError:
                continue
            assert _equal(_value(forms.cen_of_class(A, K, modified), M, k), expected), (modified, k)


def test_the_transposed_view_is_the_entropy_of_the_transposed_matrix():
    for M in MATRICES:
        for form in (forms.mutual_information, forms.reference_entropy, forms.joint_entropy):
            assert _equal(_value(form(A.transposed()), M), _value(form(A), M.T))


def test_every_atom_of_every_definition_is_guarded():
    for make in [f for f, _ in OVERALL.values()]:
        assert A.unguarded(getattr(make(A), "value", make(A))) is None
    assert A.unguarded(forms.cross_entropy(A).value) is not None  # finite only where classes are predicted
    AP = LogAtoms(Array("C"), actual_classes_predicted=True)
    assert AP.unguarded(forms.cross_entropy(AP).value) is None


def test_every_matrix_here_has_a_zero_count():
    assert all(0 in list(M) for M in MATRICES) and len({M.rows for M in MATRICES}) == 3


POSITIVE_MARGINS = [M for M in MATRICES if all(sum(M.row(i)) and sum(M.col(i)) for i in range(M.rows))] + [
    sp.Matrix([[3, 1, 0], [2, 0, 1], [1, 0, 4]]),
    sp.Matrix([[1, 2], [0, 5]]),
]


@pytest.mark.parametrize("M", POSITIVE_MARGINS, ids=lambda M: str(M.tolist()))
def test_chi_squared_and_phi_squared_as_cell_sums_are_the_library_metrics(M):
    assert _equal(_value(forms.chi_squared(A), M), metrics.chi_squared(M))
    assert _equal(_value(forms.phi_squared(A), M), metrics.phi_squared(M))
    assert _equal(_value(forms.mean_square_contingency(A), M), metrics.phi_squared(M))


def test_a_cell_sum_is_undefined_where_a_row_sum_is_0():
    with pytest.raises(ZeroDivisionError):
        _value(forms.chi_squared(A), sp.Matrix([[0, 0], [1, 4]]))
