"""The every-N statements of balanced accuracy say what scikit-learn prints: their hypothesis
sum_k (q_k r_k - 1)^2 = 0 holds exactly for q_k = 1/r_k, and their atoms are then
kappamcc.metrics' balanced accuracy, weighted accuracy and accuracy of the matrix (so a
derivation about them is neither vacuous nor about another quantity)."""

import random

import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.prove.atoms import atom_value
from kappamcc.proofs.scikit_learn import balanced_accuracy as ba


def _value(expr, matrix, q):
    """``expr`` (atoms of C and q) at the N x N matrix ``matrix`` and the vector ``q``."""
    n = len(matrix)

    def entries(stem, kind, idx):
        return q[idx[0]] if stem == "q" else matrix[idx[0]][idx[1]]

    return expr.xreplace({a: atom_value(a, n, entries) for a in expr.free_symbols})


def _matrices():
    rng = random.Random(30)
    for n in (2, 3, 4):
        for _ in range(3):
            matrix = [[rng.randint(0, 5) for _ in range(n)] for _ in range(n)]
            for a in range(n):
                matrix[a][rng.randrange(n)] += 1  # every class present in y_true
            yield matrix


@pytest.mark.parametrize("matrix", list(_matrices()))
def test_the_reciprocals_of_the_row_sums_satisfy_the_hypothesis_and_the_atoms_are_the_metrics(matrix):
    q = [sp.Rational(1, sum(row)) for row in matrix]
    assert _value(ba.RECIPROCALS.lhs, matrix, q) == 0
    assert _value(ba.MEAN_RECALL, matrix, q) == metrics.balanced_accuracy(matrix)
    assert _value(ba.INVERSE_PREVALENCE_ACCURACY, matrix, q) == metrics.balanced_accuracy(matrix)
    assert _value(ba.ACCURACY, matrix, q) == metrics.accuracy(matrix)


def test_any_other_vector_breaks_the_hypothesis():
    matrix = [[3, 1], [2, 2]]
    assert _value(ba.RECIPROCALS.lhs, matrix, [sp.Rational(1, 4), sp.Rational(1, 3)]) != 0


def test_balanced_rows_are_exactly_the_hypothesis_of_ba3():
    assert _value(ba.BALANCED_ROWS.lhs, [[3, 1], [2, 2]], [0, 0]) == 0
    assert _value(ba.BALANCED_ROWS.lhs, [[3, 1], [2, 1]], [0, 0]) != 0
