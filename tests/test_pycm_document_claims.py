"""The helpers of the PYCM-X, N, B, M, A claims (``proofs/pycm/``), and PyCM 4.6 itself run on
the document's constructor call: the layout and the printed values the claims rest on are
what the library produces, not only what the document prints."""

import warnings

import pytest
import sympy as sp
from conftest import imported_on_first_use

from kappamcc import metrics
from kappamcc.families.pycm_example import CONSTRUCTOR_ARGUMENT, PRINTED
from kappamcc.proofs.pycm.a_aickin import fixed_point_parts
from kappamcc.proofs.pycm.a_kappa import balanced_table
from kappamcc.proofs.pycm.x_example_matrix import PRINT_MATRIX, printed_link, read_back
from kappamcc.prove.exact import relation_holds

pycm = imported_on_first_use("pycm")


def test_the_printed_matrix_of_cell_102_reads_back_to_the_example_matrix():
    assert read_back(PRINT_MATRIX) == [list(r) for r in PRINTED]


def test_a_printed_matrix_without_its_actual_line_is_rejected_naming_the_layout():
    with pytest.raises(ValueError, match="'Actual' line"):
        read_back("Predict 0 1\n0 1 2\n1 3 4\n")


def test_a_printed_double_is_within_half_a_unit_of_its_fifteenth_decimal():
    assert relation_holds(printed_link(sp.Rational(3, 5), "0.6000000000000001"), {})
    assert not relation_holds(printed_link(sp.Rational(3, 5), "0.6000000000000011"), {})


def test_a_printed_count_must_equal_the_exact_count():
    assert relation_holds(printed_link(sp.Integer(7), "7"), {})
    assert not relation_holds(printed_link(sp.Integer(7), "8"), {})


def test_the_balanced_table_keeps_the_total_and_its_kappa_is_pabak():
    table = balanced_table(sp.Matrix(PRINTED))
    assert sum(table) == 12
    assert metrics.kappa(table) == metrics.pabak(PRINTED) == sp.Rational(3, 8)


def test_the_fixed_point_function_changes_sign_around_the_iterated_aickin_alpha():
    assert sp.N(fixed_point_parts(sp.Rational("0.3854"))[0]) < 0 < sp.N(fixed_point_parts(sp.Rational("0.3856"))[0])


@pytest.mark.xdist_group("pycm")
def test_pycm_builds_the_printed_matrix_and_counts_from_the_documents_constructor_call():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cm = pycm.ConfusionMatrix(matrix={k: dict(v) for k, v in CONSTRUCTOR_ARGUMENT.items()}, digit=5, transpose=True)
        cm.relabel(mapping={0: "L1", 1: "L2", 2: "L3"}, sort=True)
    names = ["L1", "L2", "L3"]
    assert [[cm.table[a][p] for p in names] for a in names] == [list(r) for r in PRINTED]
    assert [cm.P[n] for n in names] == [5, 2, 5] and [cm.TOP[n] for n in names] == [3, 3, 6]
    assert cm.aickin_alpha() == pytest.approx(0.38540577344968524, abs=1e-15)
    assert cm.Kappa_SE == pytest.approx(float(metrics.kappa_standard_error(PRINTED, method="cohen_1960")), abs=1e-15)
