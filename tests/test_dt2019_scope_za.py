"""Index sums of an N x N array defined entry by entry, for symbolic N (kappamcc.prove.entrywise_sums).

Soundness corpus: every derived polynomial in N must agree with the explicit matrices' sums at
N = 2..6 (enumerated by kappamcc.prove.index_sums' own expansion, a computation that shares no
code with the pattern count), and false aggregate formulas must never come out.  Malformed
definitions raise a clear error.
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.model.index_forms import fresh, sum_cc, sum_rc, sum_rr, total, trace
from kappamcc.prove.entrywise_sums import Entrywise, Label, entry_sum, evaluate
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, delta, indices, ne

A = sp.Symbol("A", real=True)
N = sp.Symbol("N", integer=True)
FIRST, LAST = Label("1"), Label("N")

Z = Array("Z")
Z_A = Entrywise(Z, lambda i, j: 1 + (A - 1) * delta[i, FIRST] * delta[j, LAST])
D = Array("D")
A_DIAGONAL = Entrywise(D, lambda i, j: A * delta[i, j] + (1 - delta[i, j]))  # A I + (J - I): no label
W = Array("W")
MIXED = Entrywise(
    W,
    lambda i, j: (
        2 * delta[i, j] + A * delta[i, FIRST] + 3 * delta[j, FIRST] * delta[i, LAST] - delta[i, j] * delta[j, LAST]
    ),
)


def explicit(definition: Entrywise, n: int):
    """The n x n entries, written directly (labels 1 -> index 0, N -> index n - 1)."""
    if definition is Z_A:
        return lambda i, j: A if (i, j) == (0, n - 1) else sp.Integer(1)
    if definition is A_DIAGONAL:
        return lambda i, j: A if i == j else sp.Integer(1)
    first, last = 0, n - 1
    return lambda i, j: (
        (2 * int(i == j) + A * int(i == first) + 3 * int(j == first and i == last) - int(i == j and j == last))
        + sp.Integer(0)
    )


AGGREGATES = [("S", total), ("tr", trace), ("sum r c", sum_rc), ("sum r^2", sum_rr), ("sum c^2", sum_cc)]


def _asymmetry_squared(C):
    i, j = fresh("i"), fresh("j")
    return Sum((C[i, j] - C[j, i]) * (C[i, j] - C[j, i]), i, j)


def _off_diagonal_total(C):
    i, j = fresh("i"), fresh("j")
    return Sum(C[i, j], i, j, where=[ne(i, j)])


def _kappa_numerator(C):
    return total(C) * trace(C) - sum_rc(C)


FORMS = AGGREGATES + [
    ("Asy^2", _asymmetry_squared),
    ("off-diagonal total", _off_diagonal_total),
    ("S tr - sum r c", _kappa_numerator),
]


@pytest.mark.parametrize("definition", [Z_A, A_DIAGONAL, MIXED], ids=["Z_A", "A I + J - I", "mixed"])
@pytest.mark.parametrize("name,form", FORMS, ids=[f[0] for f in FORMS])
def test_the_derived_polynomial_in_n_is_the_explicit_sum_at_every_size_2_to_6(definition, name, form):
    poly = form(definition.array)
    derived = evaluate(poly, [definition], N)
    assert derived.free_symbols <= {A, N}
    for n in range(2, 7):
        enumerated = poly.expand(n, {definition.array.name: explicit(definition, n)})
        assert sp.expand(derived.subs(N, n) - enumerated) == 0, (name, n)


def test_the_z_a_aggregates_are_the_ones_of_the_explicit_matrix():
    S, tr, rc, rr, cc = (evaluate(f(Z), [Z_A], N) for _, f in AGGREGATES)
    assert sp.expand(S - (N**2 - 1 + A)) == 0
    assert sp.expand(tr - N) == 0
    for n in range(2, 7):
        from kappamcc.families.z_a import z_a_matrix

        M = z_a_matrix(n)
        r, c = metrics.row_sums(M), metrics.col_sums(M)
        assert sp.expand(rc.subs(N, n) - sum(x * y for x, y in zip(r, c))) == 0
        assert sp.expand(rr.subs(N, n) - sum(x * x for x in r)) == 0
        assert sp.expand(cc.subs(N, n) - sum(y * y for y in c)) == 0


# false aggregate formulas: each is right at some size or for some A, never for all N
FALSE_FORMULAS = [
    ("S", total, N**2 + A),  # forgets that A replaces a one
    ("tr", trace, N + A - 1),  # A on the diagonal (true only if (1, N) were diagonal: N = 1)
    ("sum r c", sum_rc, N**3 + 2 * N * (A - 1) + (A - 1) ** 2),  # labels 1 and N taken as one class (N = 1)
    ("sum r^2", sum_rr, N**3 + 2 * N * (A - 1)),  # drops (A - 1)^2
    ("sum c^2", sum_cc, N**3 + 2 * N * (A - 1) + 2 * (A - 1) ** 2),
    ("S tr - sum r c", _kappa_numerator, -(A - 1) * (N - 1)),  # the N = 2 value, read as every N
]


@pytest.mark.parametrize("name,form,wrong", FALSE_FORMULAS, ids=[f"{f[0]} = {f[2]}" for f in FALSE_FORMULAS])
def test_a_false_z_a_aggregate_formula_is_never_derived(name, form, wrong):
    assert sp.expand(evaluate(form(Z), [Z_A], N) - wrong) != 0


def test_labels_are_distinct_classes_and_a_bound_index_ranges_over_all_n():
    i, j = indices("i j")
    assert evaluate(IndexPoly.const(1) * delta[FIRST, LAST], [], N) == 0
    assert evaluate(IndexPoly.const(1) * delta[FIRST, FIRST], [], N) == 1
    assert evaluate(Sum(IndexPoly.const(1), i), [], N) == N
    assert sp.expand(evaluate(Sum(IndexPoly.const(1), i, j, where=[ne(i, j)]), [], N) - (N**2 - N)) == 0
    assert sp.expand(evaluate(Sum(IndexPoly.const(1), i, where=[ne(i, FIRST)]), [], N) - (N - 1)) == 0
    assert sp.expand(evaluate(Sum(delta[i, FIRST] + delta[i, LAST], i), [], N) - 2) == 0
    # a bound index equals one of the labels or one of the N - (number of labels) other classes
    assert sp.expand(evaluate(Sum(IndexPoly.const(1), i, where=[ne(i, FIRST), ne(i, LAST)]), [], N) - (N - 2)) == 0
    # sum_i sum_j delta_ij = N, not N^2
    assert evaluate(Sum(delta[i, j], i, j), [], N) == N


def test_a_plain_index_in_a_definition_other_than_its_two_places_is_an_error():
    (k,) = indices("k")
    with pytest.raises(ValueError, match="free"):
        Entrywise(Array("B"), lambda i, j: delta[i, k] + 0)


def test_two_definitions_of_one_array_are_an_error():
    with pytest.raises(ValueError, match="twice"):
        evaluate(total(Z), [Z_A, Entrywise(Z, lambda i, j: IndexPoly.const(1))], N)


def test_a_free_index_is_an_error():
    (k,) = indices("k")
    with pytest.raises(ValueError, match="free"):
        evaluate(Z[k, k] + 0, [Z_A], N)


def test_an_array_without_a_definition_is_an_error():
    C = Array("C")
    with pytest.raises(ValueError, match="definition"):
        evaluate(total(C), [Z_A], N)


def test_a_definition_with_an_array_entry_or_an_index_sum_is_an_error():
    C = Array("C")
    with pytest.raises(ValueError, match="delta"):
        evaluate(total(Z), [Entrywise(Z, lambda i, j: C[i, j] + 0)], N)
    with pytest.raises(ValueError, match="sum"):
        evaluate(total(Z), [Entrywise(Z, lambda i, j: Sum(delta[i, fresh("l")], fresh("m")))], N)


def test_the_sum_of_a_function_of_the_entries_counts_each_kind_of_cell():
    x = sp.Symbol("x", positive=True)
    f = sp.Lambda(x, x * sp.log(x))
    off = entry_sum(f, Z_A, N, off_diagonal=True)
    assert sp.simplify(off - A * sp.log(A)) == 0  # N(N-1) - 1 cells hold 1, one holds A
    squares = entry_sum(sp.Lambda(x, x**2), Z_A, N)
    assert sp.expand(squares - (N**2 - 1 + A**2)) == 0
    for n in range(2, 7):
        M = explicit(A_DIAGONAL, n)
        want = sum(M(i, j) ** 3 for i in range(n) for j in range(n) if i != j)
        assert sp.expand(entry_sum(sp.Lambda(x, x**3), A_DIAGONAL, N, off_diagonal=True).subs(N, n) - want) == 0


# --- cell_cases (DT2019-S9.1): every kind of cell of every size, checked against the explicit matrices


def _printed_za(row, column):
    return A if (row, column) == ("1", "N") else 1


def _cases_agree_with_print(definition):
    from kappamcc.prove.entrywise_sums import cell_cases

    return all(
        sp.simplify(entry - _printed_za(row, column)) == 0
        for row, column, entry in cell_cases(definition, labels=(FIRST, LAST))
    )


@pytest.mark.parametrize("n", range(2, 7))
def test_the_cell_cases_cover_every_cell_of_the_explicit_matrix(n):
    from kappamcc.prove.entrywise_sums import cell_cases

    kinds = {(row, column) for row, column, _ in cell_cases(Z_A, labels=(FIRST, LAST))}
    name = lambda k: "1" if k == 0 else "N" if k == n - 1 else "other"  # noqa: E731
    seen = {(name(i), name(j)) for i in range(n) for j in range(n)}
    assert {(r if r in "1N" else "other", c if c in "1N" else "other") for r, c in kinds} >= seen


@pytest.mark.parametrize(
    "wrong",
    [
        Entrywise(Array("W1"), lambda i, j: 1 + (A - 1) * delta[i, LAST] * delta[j, FIRST]),  # A on (N, 1)
        Entrywise(Array("W2"), lambda i, j: A + 0 * delta[i, j]),  # A everywhere
        Entrywise(Array("W3"), lambda i, j: 1 + (A - 1) * delta[i, FIRST] * (1 - delta[i, j])),  # all of row 1
        Entrywise(Array("W4"), lambda i, j: IndexPoly.const(1)),  # never mentions class N
    ],
)
def test_a_definition_that_is_not_the_printed_z_a_fails_some_cell_case(wrong):
    assert not _cases_agree_with_print(wrong)


def test_the_suites_definition_agrees_with_the_print_on_every_cell_case():
    assert _cases_agree_with_print(Z_A)
