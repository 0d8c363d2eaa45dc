"""The per-class, overall and pooled metrics of ``kappamcc.model.index_forms`` (written once as index sums,
for every N) are, expanded at N = 2 and N = 3, what ``kappamcc.metrics`` computes on the same matrix:
the definitions the PYCM-R, O, M claims compare the print with are the library's metrics."""

import pytest
import sympy as sp

from kappamcc.model import index_forms as forms
from kappamcc import metrics
from kappamcc.prove.index_sums import Array, IndexFraction, delta

C = Array("C")
TABLE = {C.name: C.entries(), delta.name: delta.entries()}


def at_size(form, N, k=None):
    """An index-sum fraction (free class index ``k``) expanded at size N for class ``k_value``."""
    free = {} if k is None else {k[0]: k[1]}
    form = IndexFraction.of(form)
    num = form.num.expand(N, TABLE, free)
    den = sp.Mul(*[d.expand(N, TABLE, free) for d in form.den])
    return num / den


def matrix(N):
    return sp.Matrix(N, N, lambda i, j: sp.Symbol(f"C_{i + 1}_{j + 1}"))


def one_vs_rest(M, k):
    rest = [i for i in range(M.rows) if i != k]
    return sp.Matrix(
        [[M[k, k], sum(M[k, j] for j in rest)], [sum(M[i, k] for i in rest), sum(M[i, j] for i in rest for j in rest)]]
    )


PER_CLASS = {
    "recall": (forms.recall, lambda M, k: metrics.recall(M, positive=k)),
    "precision": (forms.precision, lambda M, k: metrics.precision(M, positive=k)),
    "specificity": (forms.specificity, lambda M, k: metrics.recall(one_vs_rest(M, k), positive=1)),
    "negative_predictive_value": (
        forms.negative_predictive_value,
        lambda M, k: metrics.precision(one_vs_rest(M, k), positive=1),
    ),
    "class_accuracy": (forms.class_accuracy, lambda M, k: metrics.accuracy(one_vs_rest(M, k))),
    "f1_score": (forms.f1_score, lambda M, k: metrics.f1(M, positive=k)),
}


@pytest.mark.parametrize("N", [2, 3])
@pytest.mark.parametrize("name", sorted(PER_CLASS))
def test_a_per_class_definition_is_the_library_metric_of_every_class(name, N):
    form, library = PER_CLASS[name]
    k = forms.fresh("k")
    M = matrix(N)
    for value in range(N):
        assert sp.cancel(at_size(form(C, k), N, (k, value)) - library(M, value)) == 0, (name, N, value)


@pytest.mark.parametrize("N", [2, 3])
def test_the_overall_and_pooled_definitions_are_the_library_metrics(N):
    M = matrix(N)
    tr, S = sum(M[i, i] for i in range(N)), sum(M)
    pooled = sum((one_vs_rest(M, k) for k in range(N)), sp.zeros(2, 2))
    expected = {
        forms.accuracy: metrics.accuracy(M),
        forms.micro_precision: metrics.precision(pooled, positive=0),
        forms.micro_recall: metrics.recall(pooled, positive=0),
        forms.micro_f1: metrics.f1(pooled, positive=0),
        forms.cohen_chance_agreement: metrics.chance_agreement(M),
        forms.scott_chance_agreement: sum(((sum(M.row(k)) + sum(M.col(k))) / (2 * S)) ** 2 for k in range(N)),
    }
    for form, value in expected.items():
        assert sp.cancel(at_size(form(C), N) - value) == 0, form.__name__
    assert sp.cancel(at_size(forms.micro_precision(C), N) - tr / S) == 0


def test_a_wrong_definition_is_told_apart():
    # the check above is not vacuous: recall with the column sum (the precision) differs from the library's recall
    k = forms.fresh("k")
    M = matrix(3)
    assert sp.cancel(at_size(forms.precision(C, k), 3, (k, 0)) - metrics.recall(M, positive=0)) != 0
