"""The index-sum language: its expansions are the engine's metrics, and the relabelling
theorem's hypotheses are enforced."""

import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.model.index_forms import kappa_marginal, mcc_marginal_parts, total, trace, fresh
from kappamcc.prove.identity_all_n import prove_identity_all_n
from kappamcc.prove.index_sums import Array, Sum, delta, indices
from kappamcc.prove.ratfunc import is_zero_rational

C = Array("C")


def symbolic(N):
    f = C.entries()
    return sp.Matrix(N, N, lambda i, j: f(i, j))


@pytest.mark.parametrize("N", [2, 3, 4, 5])
def test_index_forms_expand_to_the_metrics_of_a_symbolic_matrix(N):
    table = {"C": C.entries()}
    n, dr, dc = mcc_marginal_parts(C)
    assert [sp.expand(p) for p in metrics.mcc_parts(symbolic(N))] == [p.expand(N, table) for p in (n, dr, dc)]
    k = kappa_marginal(C)
    kn, kd = metrics.kappa_parts(symbolic(N))
    assert sp.expand(kn) == k.num.expand(N, table) and sp.expand(kd) == k.denominator().expand(N, table)


@pytest.mark.parametrize("N", [2, 3, 4, 5])
def test_gorodkin_and_covariance_forms_reduce_to_the_marginal_form_symbolically(N):
    M = symbolic(N)
    num, dr, dc = (sp.expand(p) for p in metrics.mcc_parts(M))
    g = [sp.expand(p) for p in metrics.mcc_gorodkin_parts(M)]
    assert g == [num, dr, dc]
    # each covariance (3) is its marginal part times 1/(N S^2), as rational functions of the
    # entries (FLINT's exact arithmetic: sympy's cancel took a second at N = 3)
    S = sum(M)
    for cov, marginal in zip(metrics.mcc_covariance_parts(M), (num, dr, dc)):
        assert is_zero_rational(cov - marginal / (N * S**2)) is True


def test_a_bound_index_missing_from_every_factor_is_rejected():
    i, j = indices("i j")
    with pytest.raises(ValueError, match="occurs in no factor"):
        prove_identity_all_n(Sum(C[i, i], i, j), Sum(C[i, i], i), [C])


def test_deltas_are_summed_out():
    k = fresh("k")
    a, b = indices("a b")
    assert prove_identity_all_n(Sum(C[a, b] * delta[a, k] * delta[b, k], a, b), C[k, k], [C, delta]).holds


def test_a_false_identity_fails_with_a_residual():
    r = prove_identity_all_n(total(C) * trace(C), trace(C) * trace(C), [C])
    assert not r.holds and r.residual != 0


@pytest.mark.parametrize("n", range(2, 13))
def test_z_a_with_symbolic_n_matches_the_explicit_matrices(n):
    from kappamcc.families.z_a import N, z_a, z_a_matrix

    Z = z_a()
    M = z_a_matrix(n)
    assert sp.expand(Z.total.subs(N, n) - metrics.total(M)) == 0
    assert sp.expand(Z.trace.subs(N, n) - metrics.trace(M)) == 0
    r, c = metrics.row_sums(M), metrics.col_sums(M)
    assert sp.expand(Z.sum_rc.subs(N, n) - sum(x * y for x, y in zip(r, c))) == 0
    assert sp.expand(Z.sum_rr.subs(N, n) - sum(x * x for x in r)) == 0
    assert sp.expand(Z.sum_cc.subs(N, n) - sum(y * y for y in c)) == 0
    assert is_zero_rational(Z.kappa.subs(N, n) - metrics.kappa(M)) is True


@pytest.mark.parametrize("n", range(2, 13))
def test_z_a_asymmetry_and_entropy_with_symbolic_n_match_the_explicit_matrices(n):
    from kappamcc.families.z_a import A, N, z_a_asymmetry, z_a_entropy, z_a_matrix

    M = z_a_matrix(n)
    assert is_zero_rational(z_a_asymmetry().subs(N, n) ** 2 - metrics.asymmetry(M) ** 2) is True
    for a_value in (sp.Rational(1, 3), sp.Integer(7), sp.Integer(1000)):
        exact = metrics.off_diagonal_entropy(M.subs(A, a_value))
        derived = z_a_entropy().subs({N: n, A: a_value})
        assert abs(sp.N(exact - derived, 60)) < sp.Float(10) ** -50
