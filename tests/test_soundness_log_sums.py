"""Soundness corpus, class 28 "logarithms in index sums" (issue 30, 1): entropies for every N,
each logarithm an atom of its own (kappamcc.prove.log_sums).

The atoms are independent only formally: an identity proved for every value of them holds at
their true values, but only where no term is log 0 times a non-zero weight (the guard), and a
formal failure is a refutation only at a real matrix.  The false statements below attack the
guard (a count of the wrong row or column, a cancelled 0/0, an atom with no count at all), the
refutation (a statement false formally but true at the size where the formal check fails), and
the construction (a log of something that is not a product of quantities).  A refutation's
matrix is re-checked here independently: kappamcc.metrics' own formulas, in 60-digit floats.
"""

from __future__ import annotations

import mpmath
import pytest
import sympy as sp

from kappamcc.model import index_forms as F
from kappamcc import metrics
from kappamcc.model.claims import CLASSES, Source, Status
from kappamcc.engine.verify import verify
from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Array, Index, IndexFraction, Sum, fraction
from kappamcc.prove.log_sums import LogAtoms, Ratio, cell_sum, sum_over, xlog2x

SRC = Source("soundness corpus", "logarithms in index sums")


def _claim(cid, lhs, rhs, *, predicted=False, diagonal=False):
    C = Array("C", "diagonal" if diagonal else "generic")
    A = LogAtoms(C, actual_classes_predicted=predicted)
    return IdentityAllN(cid, "", SRC, equations=[(lhs(A), rhs(A))], arrays=[C], logs=[A], expected="OPEN")


def _i():
    return F.fresh("i")


def _wrong_guard(A):
    """sum_ij C_ij log2 r_j: a count of column j guards nothing about row j."""
    i, j = _i(), _i()
    return Sum(A.C[i, j] * A.lg_r[j], i, j)


def _no_count(A):
    """sum_i log2 r_i: no count at all (log 0 where a class never occurs)."""
    i = _i()
    return Sum(A.lg_r[i], i)


def _cancelled(A):
    """sum_i (c_i / S)(r_i / r_i): 0/0 times a positive share where r_i = 0, c_i > 0."""
    i = _i()
    return sum_over(A.col(i) * A.row(i) / (A.total() * A.row(i)), i)


def _log_of_three_rows(A):
    i = _i()
    return sum_over((3 * A.row(i) / A.total()) * (3 * A.row(i) / A.total()).log2(), i)


def _log_in_denominator(A):
    i = _i()
    return IndexFraction(A.total().value, (Sum(A.C[i, i] * A.lg_e[i, i], i),))


def _base_2(A):
    """CEN_j with the log base 2 in place of 2(N - 1): equal at N = 2, not at N = 3."""
    j = _i()
    return cen_base_free(A, j)


def cen_base_free(A, j):
    k = _i()
    q = A.class_total(j)
    return -sum_over(xlog2x(A.entry(j, k) / q) + xlog2x(A.entry(k, j) / q), k, where=[F.ne(k, j)])


def _cen_fixed_class(A):
    return F.cen_of_class(A, _FIXED_J)


_FIXED_J = F.fresh("j")


def _two_atom_sets(A):
    B = LogAtoms(A.C)  # a second set of atoms on the same matrix: same array names
    i = _i()
    return Sum(A.C[i, i] * B.lg_r[i], i)


def _undeclared_atoms():
    """The diagonal H(ref, resp) = H(ref) with the atom arrays passed as plain arrays: formally
    false, so it would be REFUTED at arbitrary values of what are logarithms."""
    C = Array("C", "diagonal")
    A = LogAtoms(C)
    return IdentityAllN(
        "L.undeclared",
        "",
        SRC,
        equations=[(F.joint_entropy(A).value, F.reference_entropy(A).value)],
        arrays=[C, *A.arrays],
        expected="OPEN",
    )


X, R, CC, S = sp.symbols("x r c s")


def _cells(f):
    return lambda A: cell_sum(A, f, X, R, CC, S)


def _two_matrices():
    """tr C / S_C + tr D / S_D = (tr C + tr D) / S_C: the two totals are two quantities."""
    C, D = Array("C"), Array("D")
    AC, AD = LogAtoms(C), LogAtoms(D)
    lhs = Ratio.of(F.trace(C)) / AC.total() + Ratio.of(F.trace(D)) / AD.total()
    return IdentityAllN(
        "L.two-totals",
        "",
        SRC,
        equations=[(lhs, fraction(F.trace(C) + F.trace(D), F.total(C)))],
        arrays=[C, D],
        logs=[AC, AD],
        expected="OPEN",
    )


def _cancel_through_a_summed_k():
    """(S r_k / r_k)(c_k / S) summed over k, S written with a summed index spelled k: 0/0 where r_k = 0."""
    C = Array("C")
    A = LogAtoms(C)
    k, a = Index("k"), Index("a")
    x = Ratio.of(Sum(C[k, a], k, a)) * A.row(k) / A.row(k)
    return IdentityAllN(
        "L.cancel-k",
        "",
        SRC,
        equations=[(sum_over(x * A.col(k) / A.total(), k), F.total(C))],
        arrays=[C],
        logs=[A],
        expected="OPEN",
    )


def _free_vector_on_an_atom_stem():
    """sum_i r_i w_i = sum_i r_i log2 r_i for a 'free' vector w spelled like the log atoms."""
    C = Array("C")
    A = LogAtoms(C)
    W = Array("W", "vector", symbol=A.lg_r.symbol)
    i, a = F.fresh("i"), F.fresh("a")
    return IdentityAllN(
        "L.stem",
        "",
        SRC,
        equations=[(Sum(C[i, a] * W[i], i, a), Sum(C[i, a] * A.lg_r[i], i, a))],
        arrays=[C, W],
        logs=[A],
        expected="OPEN",
    )


def _relabelled_atoms():
    return LogAtoms(Array("P", symbol="C", relabelled=True))


NEVER_PROVED = [
    ("sum_ij C_ij^2 / (r_i c_j) = 1", lambda: _claim("L.recip-one", _cells(X**2 / (R * CC)), lambda A: 1)),
    (
        "sum_ij C_ij^2 / (r_i c_j) = sum_ij C_ij / c_j",
        lambda: _claim("L.recip-cols", _cells(X**2 / (R * CC)), _cells(X / CC)),
    ),
    (
        "MI = H(ref) - H(resp | ref)",
        lambda: _claim("L.mi", F.mutual_information, lambda A: F.reference_entropy(A) - F.conditional_entropy(A)),
    ),
    ("H(ref) = H(resp)", lambda: _claim("L.ref-resp", F.reference_entropy, F.response_entropy)),
    (
        "H(p, q) = H(p) + D(p || q) with no assumption: infinite where a class is never predicted",
        lambda: _claim("L.cross", F.cross_entropy, lambda A: F.reference_entropy(A) + F.kl_divergence(A)),
    ),
    ("H(p, q) = H(p, q) with no assumption", lambda: _claim("L.cross-self", F.cross_entropy, F.cross_entropy)),
    (
        "sum C_ij log2 r_j = itself (a column count guards no row)",
        lambda: _claim("L.guard", _wrong_guard, _wrong_guard),
    ),
    ("sum_i log2 r_i = itself (no count)", lambda: _claim("L.nocount", _no_count, _no_count)),
    ("a logarithm in a denominator", lambda: _claim("L.den", _log_in_denominator, _log_in_denominator)),
    (
        "CEN_j with base 2 = CEN_j with base 2(N - 1) (true only at N = 2)",
        lambda: _claim("L.base", lambda A: cen_base_free(A, _FIXED_J), _cen_fixed_class),
    ),
    (
        "sum_i r_i log2 r_i = sum_i c_i log2 c_i",
        lambda: _claim(
            "L.rc",
            lambda A: sum_over(A.row(_FIXED_J) * A.row(_FIXED_J).log2(), _FIXED_J),
            lambda A: sum_over(A.col(_FIXED_J) * A.col(_FIXED_J).log2(), _FIXED_J),
        ),
    ),
    (
        "log2(r_j c_j) = 2 log2 r_j, times C_jj",
        lambda: _claim(
            "L.prod",
            lambda A: A.C[_FIXED_J, _FIXED_J] * (A.row(_FIXED_J) * A.col(_FIXED_J)).log2(),
            lambda A: A.C[_FIXED_J, _FIXED_J] * 2 * A.row(_FIXED_J).log2(),
        ),
    ),
    (
        "C_jj log_{2(N-1)} 2 = C_jj (true at N = 2 only; undefined at N = 1, the size the formal check needs)",
        lambda: _claim(
            "L.base1", lambda A: A.inverse_log2_base * A.C[_FIXED_J, _FIXED_J], lambda A: A.C[_FIXED_J, _FIXED_J]
        ),
    ),
]

# refused when built, by kappamcc's own validation
BAD_CALLS = [
    ("tr C / S_C + tr D / S_D: two matrices' totals are not one denominator", _two_matrices),
    ("(S r_k / r_k) with S summed over an index spelled k", _cancel_through_a_summed_k),
    ("a free vector spelled like the log atoms", _free_vector_on_an_atom_stem),
    ("the atoms of a relabelled matrix", _relabelled_atoms),
    ("a cell term c_j alone (summed N times over i)", lambda: _claim("L.recip-alone", _cells(CC), _cells(CC))),
    (
        "a cell function of another symbol",
        lambda: _claim("L.recip-stray", _cells(X * sp.Symbol("t")), _cells(X * sp.Symbol("t"))),
    ),
    (
        "sum_i (c_i/S)(r_i/r_i) = sum_i c_i/S (a cancelled 0/0)",
        lambda: _claim("L.cancel", _cancelled, lambda A: fraction(F.total(A.C), F.total(A.C))),
    ),
    ("log2 of 3 r_i / S", lambda: _claim("L.three", _log_of_three_rows, _log_of_three_rows)),
    ("atoms used as free arrays, their LogAtoms not declared", lambda: _undeclared_atoms()),
]

# true, but not an identity in the atoms as independent indeterminates: OPEN, never REFUTED
TRUE_NOT_FORMAL = [
    (
        "sum_ij C_ij / r_i = sum_ij C_ij / c_j (both the number of classes)",
        lambda: _claim("LN.recip", _cells(X / R), _cells(X / CC)),
    ),
    (
        "a diagonal matrix: H(ref, resp) = H(ref) (log C_ii and log r_i are one number)",
        lambda: _claim("LN.diag", F.joint_entropy, F.reference_entropy, diagonal=True),
    ),
]

TRUE = [
    (
        "chi^2 = S (sum_ij C_ij^2 / (r_i c_j) - 1)",
        lambda: _claim("LT.chi", F.chi_squared, lambda A: _cells(S * X**2 / (R * CC))(A) - F.total(A.C)),
    ),
    ("phi^2 is Pearson's mean square contingency", lambda: _claim("LT.phi", F.phi_squared, F.mean_square_contingency)),
    (
        "the chain rule H(ref, resp) = H(ref) + H(resp | ref)",
        lambda: _claim("LT.chain", F.joint_entropy, lambda A: F.reference_entropy(A) + F.conditional_entropy(A)),
    ),
    (
        "MI = H(resp) - H(resp | ref)",
        lambda: _claim("LT.mi", F.mutual_information, lambda A: F.response_entropy(A) - F.conditional_entropy(A)),
    ),
    (
        "MI = H(ref) + H(resp) - H(ref, resp)",
        lambda: _claim(
            "LT.mi3",
            F.mutual_information,
            lambda A: F.reference_entropy(A) + F.response_entropy(A) - F.joint_entropy(A),
        ),
    ),
    (
        "H(p, q) = H(p) + D(p || q) where every class that occurs is predicted",
        lambda: _claim(
            "LT.cross", F.cross_entropy, lambda A: F.reference_entropy(A) + F.kl_divergence(A), predicted=True
        ),
    ),
    ("two sets of atoms on one matrix are one set", lambda: _claim("LT.two", _two_atom_sets, _two_atom_sets)),
    ("a diagonal matrix: CEN = 0", lambda: _claim("LT.cen-diag", F.cen, lambda A: 0, diagonal=True)),
]


def _raised_in_kappamcc(exc) -> bool:
    tb = exc.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    return "/kappamcc/" in tb.tb_frame.f_code.co_filename


def _numeric(expr_fn, M):
    with mpmath.workdps(60):
        return mpmath.mpf(sp.N(expr_fn(M), 60))


# the meaning of each refutable false statement, in kappamcc.metrics' own terms
MEANING = {
    "L.mi": (metrics.mutual_information, lambda M: metrics.reference_entropy(M) - metrics.conditional_entropy(M)),
    "L.ref-resp": (metrics.reference_entropy, metrics.response_entropy),
    "L.base": (
        lambda M: metrics.cen_of_class(M, 0) * sp.log(2 * (M.rows - 1), 2),
        lambda M: metrics.cen_of_class(M, 0),
    ),
    "L.recip-one": (
        lambda M: sum(M[i, j] ** 2 / (sum(M.row(i)) * sum(M.col(j))) for i in range(M.rows) for j in range(M.cols)),
        lambda M: 1,
    ),
    "L.recip-cols": (
        lambda M: sum(M[i, j] ** 2 / (sum(M.row(i)) * sum(M.col(j))) for i in range(M.rows) for j in range(M.cols)),
        lambda M: sum(M[i, j] / sum(M.col(j)) for i in range(M.rows) for j in range(M.cols)),
    ),
    "L.rc": (
        lambda M: sum(r * sp.log(r, 2) for r in (sum(M.row(i)) for i in range(M.rows)) if r),
        lambda M: sum(c * sp.log(c, 2) for c in (sum(M.col(j)) for j in range(M.cols)) if c),
    ),
}


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in NEVER_PROVED])
def test_a_false_or_undefined_statement_with_logarithms_is_never_proved(factory):
    claim = factory()
    v = verify(claim, fresh=True)
    assert v.status is not Status.PROVED, v.certificate
    if v.status is Status.REFUTED:
        M = sp.Matrix(
            v.counterexample[CLASSES],
            v.counterexample[CLASSES],
            lambda i, j: v.counterexample[sp.Symbol(f"C_{i + 1}_{j + 1}")],
        )
        assert all(x.is_Integer and x >= 0 for x in M), "a counterexample is a matrix of counts"
        lhs, rhs = MEANING[claim.id]
        assert abs(_numeric(lhs, M) - _numeric(rhs, M)) > mpmath.mpf(10) ** -40, "the sides differ there"


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in BAD_CALLS])
def test_a_bad_call_with_logarithms_is_refused_by_kappamcc(factory):
    with pytest.raises((ValueError, TypeError)) as info:
        factory()
    assert _raised_in_kappamcc(info.value) and str(info.value).strip()


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in TRUE])
def test_a_true_statement_with_logarithms_is_proved(factory):
    v = verify(factory(), fresh=True)
    assert v.status is Status.PROVED, v.notes


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in TRUE_NOT_FORMAL])
def test_a_true_statement_that_is_not_formal_in_the_atoms_is_open_not_refuted(factory):
    assert verify(factory(), fresh=True).status is Status.OPEN


def test_a_formal_failure_undefined_at_the_size_checked_is_open_not_refuted():
    v = verify(
        dict(NEVER_PROVED)[
            "C_jj log_{2(N-1)} 2 = C_jj (true at N = 2 only; undefined at N = 1, the size the formal check needs)"
        ](),
        fresh=True,
    )
    assert v.status is Status.OPEN, (v.status, v.counterexample)


def test_cen_with_the_wrong_base_is_refuted_at_three_classes_not_two():
    v = verify(dict(NEVER_PROVED)["CEN_j with base 2 = CEN_j with base 2(N - 1) (true only at N = 2)"](), fresh=True)
    assert v.status is Status.REFUTED and v.counterexample[CLASSES] >= 3


def test_the_false_mutual_information_identity_is_refuted_at_a_matrix_of_counts():
    v = verify(dict(NEVER_PROVED)["MI = H(ref) - H(resp | ref)"](), fresh=True)
    assert v.status is Status.REFUTED and v.counterexample[CLASSES] >= 2


def test_a_free_index_spelled_like_a_summed_one_inside_a_quantity_is_not_captured():
    C = Array("C")
    A = LogAtoms(C)
    k = Index("q0")  # the spelling the quantities' summed indices start from
    claim = IdentityAllN(
        "LT.capture", "", SRC, equations=[(A.row(k).ratio(), F.row(C, k))], arrays=[C], logs=[A], expected="OPEN"
    )
    assert verify(claim, fresh=True).status is Status.PROVED
