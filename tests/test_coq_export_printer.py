"""The Coq printer's names, a family's metric times a number, and closed numbers with
logarithms (kappamcc.recheck.printer, coq/theories/ExportInterval.v; issue 32).

Round trips: what is printed reads back (the printer's own parser) as the very sympy object.
The tests that run coqc are marked ``coq``.
"""

import math

import pytest
import sympy as sp

from kappamcc.catalogue.registry import claim
from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import PrintedValue, Relation, eq
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.printer import (
    CoqPrinter,
    NotTranslated,
    parse,
    parse_prop,
    printing_families,
    same,
    scaled_family_metric,
)
from coq_support import compiles, needs_coq

# the re-check by Coq, exporter and coqc alike: its own step of .ci/run (pytest -m coq)
pytestmark = pytest.mark.coq

SRC = Source("TEST", "test")
a, b, d = sp.symbols("a b d", positive=True)


def c0() -> Family:
    return Family("C_0 (printer test)", sp.Matrix([[a, b], [0, d]]), Domain((a, b, d), (), "a, b, d > 0"))


# --- names ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "first, second",
    [
        (sp.Symbol("x", positive=True), sp.Symbol("x", real=True)),  # one name, two symbols
        (sp.Symbol("a.b", real=True), sp.Symbol("a_b", real=True)),  # two names, one identifier
    ],
)
def test_two_symbols_whose_names_collide_print_distinctly_and_read_back_as_themselves(first, second):
    assert first != second
    p = CoqPrinter()
    e = first - 2 * second
    text = p.term(e)
    n1, n2 = p.symbol(first), p.symbol(second)
    assert n1 != n2 and n1 in text and n2 in text
    assert p.names[n1] == first and p.names[n2] == second  # equal symbols (assumptions included)
    back = parse(text, p.names)
    assert same(back, e) and back.free_symbols == {first, second}
    # a printer sharing the table (the exporter's hint printers) finds the same identifiers
    other = CoqPrinter()
    other.names = p.names
    assert (other.symbol(second), other.symbol(first)) == (n2, n1)


def test_a_symbol_listed_twice_in_a_domain_is_bound_once():
    x = sp.Symbol("x", real=True)
    c = Relation(
        "TEST-TWICE",
        "x + x = 2 x",
        SRC,
        relation=[eq(x + x, 2 * x)],
        domain=Domain((x, x), (x >= 0, x >= 0), "x >= 0"),
        expected=Status.PROVED,
    )
    th = export_claim(c)
    assert th.variables == ["v_x"]


def test_the_registry_claim_with_shared_matrix_entries_binds_each_once():
    th = export_claim(claim("SKL-BA8.adjusted-formula"))
    assert len(th.variables) == len(set(th.variables)) == 9  # the 2 x 2 entries are the 3 x 3 ones


# --- a family's metric times a number -------------------------------------------------------


def test_minus_kappa_flattened_by_sympy_is_printed_as_minus_kappa_and_reads_back():
    F = c0()
    e = -F.kappa  # sympy: Mul(-1, *K.args)
    assert scaled_family_metric(e, (F,)) is not None
    p = CoqPrinter()
    with printing_families((F,)):
        text = p.term(e)
        # 3 * MCC: sympy multiplies 3 into the numerator and evaluates the root's product, so
        # the derived form's own factors are gone: a closed form, not read as MCC
        assert scaled_family_metric(3 * F.mcc) is None
        assert "mcc" not in CoqPrinter().term(3 * F.mcc)
    assert text == "(- (kappa 2 (bin v_a v_b 0 v_d)))"
    assert same(parse(text, p.names), e)


def test_a_metric_of_a_family_the_claim_does_not_name_is_printed_as_its_closed_form():
    F = c0()
    assert scaled_family_metric(-F.kappa) is None
    assert "kappa" not in CoqPrinter().term(F.kappa)


def test_a_closed_form_equal_to_minus_kappa_is_not_read_as_kappa():
    F = c0()
    closed = sp.factor(sp.cancel(-F.kappa))  # the same value, written out by sympy
    with printing_families((F,)):
        assert scaled_family_metric(closed) is None
        assert "kappa" not in CoqPrinter().term(closed)


def test_mcc_squared_evaluated_by_sympy_is_still_not_translated():
    """MCC**2 is num**2/(rows*cols) once sympy evaluates it, the same term as a hand-written
    closed form: the printer does not guess which it was."""
    with pytest.raises(NotTranslated, match="family metric not recognised"):
        export_claim(claim("DT2019-P2.0"))
    F = c0()
    assert scaled_family_metric(F.mcc**2, (F,)) is None


def test_an_unevaluated_power_of_the_metric_is_printed_as_a_power():
    F = c0()
    e = sp.Pow(F.mcc, 2, evaluate=False)
    p = CoqPrinter()
    with printing_families((F,)):
        text = p.term(e)
    assert text == "((mcc 2 (bin v_a v_b 0 v_d)) ^ 2)"
    assert same(parse(text, p.names), e)


def test_mcc_minus_kappa_of_the_registry_is_stated_from_the_matrix():
    c = claim("DT2019-P2.3.distance")
    th = export_claim(c)
    assert "(- (kappa 2 (bin v_a v_b 0 v_d)))" in th.statement
    for (text, rel), link in zip(th.conclusions, c.links):
        assert same(parse_prop(text, th.names), link)


def test_a_link_whose_sides_print_alike_through_a_scaled_metric_is_refused():
    F = c0()
    c = Relation(
        "TEST-SAME",
        "-K = -K",
        SRC,
        relation=[sp.Eq(-F.kappa, -F.kappa, evaluate=False)],
        domain=F.domain,
        expected=Status.PROVED,
        families=(F,),
    )
    with pytest.raises(NotTranslated, match="one evaluated form"):
        export_claim(c)


# --- closed numbers with logarithms (Coq) ---------------------------------------------------


# an entropy in bits: its logarithms' quotients need ln 2 <> 0, which is not linear arithmetic
ENTROPY = -(sp.Rational(1, 3) * sp.log(sp.Rational(1, 3)) + sp.Rational(2, 3) * sp.log(sp.Rational(2, 3))) / sp.log(2)


def _digits(value: float, decimals: int, shift: int = 0) -> str:
    return f"{(round(value * 10**decimals) + shift) / 10**decimals:.{decimals}f}"


def test_the_entropy_digits_are_what_the_tests_below_assume():
    v = float(ENTROPY)
    assert math.isclose(v, 0.9182958340544896)
    assert _digits(v, 12) == "0.918295834054"


@pytest.mark.coq
@needs_coq
def test_coq_proves_a_printed_entropy_and_rejects_it_off_in_the_last_digit(theories, tmp_path):
    v = float(ENTROPY)
    right = PrintedValue("TEST-ENT", "H(1/3) ~", SRC, exact=ENTROPY, printed=_digits(v, 12), expected=Status.PROVED)
    th = export_claim(right)
    assert th.method == "printed" and "(ln 2)" in th.statement
    assert compiles(th.source(), theories, tmp_path, "right_entropy")
    for shift in (1, -1):
        wrong = PrintedValue(
            "TEST-ENT-W", "H(1/3) ~", SRC, exact=ENTROPY, printed=_digits(v, 12, shift), expected=Status.PROVED
        )
        tw = export_claim(wrong)
        assert not compiles(tw.source(), theories, tmp_path, f"wrong_entropy_{shift + 1}")
        assert compiles(tw.negation_source(), theories, tmp_path, f"wrong_entropy_neg_{shift + 1}")


@pytest.mark.coq
@needs_coq
def test_coq_decides_a_closed_comparison_of_logarithms_to_the_last_of_16_digits(theories, tmp_path):
    exact = sp.log(3) / sp.log(2)  # 1.5849625007211562 (PYCM's 16-digit bounds need 200 bits)
    lo = sp.Rational(15849625007211561, 10**16)
    for bound, proved in ((lo, True), (lo + sp.Rational(2, 10**16), False)):
        c = Relation(
            "TEST-LOG",
            "log2 3 above a bound",
            SRC,
            relation=[sp.Le(bound, exact, evaluate=False)],
            domain=Domain((), (), ""),
            expected=Status.PROVED,
        )
        th = export_claim(c)
        assert th.method == "closed"
        assert compiles(th.source(), theories, tmp_path, f"log_{proved}") is proved


def test_the_reader_takes_a_binary_minus_as_the_proof_scripts_write_it():
    x, y, z = sp.symbols("x y z")
    names = {"v_x": x, "v_y": y, "v_z": z}
    assert parse("(v_x * v_y - (v_z + 1))", names) == x * y - z - 1
    assert parse("(v_x - v_y - v_z)", names) == x - y - z
