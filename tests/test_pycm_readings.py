"""How the PYCM-E, O, R, S, T claims read PyCM's document: printed floats at 15 significant
digits, one-vs-rest tables, benchmark tables as bands (proofs/pycm/o_common.py,
proofs/pycm/t_benchmarks.py).  The claims' verdicts and spot checks are in test_claims.py and
test_spot_checks.py; these tests check the readings themselves, so that a reading that
accepts everything cannot pass unnoticed."""

import sympy as sp

from kappamcc.model.claims import Status
from kappamcc.model.kinds import PrintedValue, Relation
from kappamcc.proofs.pycm.o_common import CM, half_unit_of_15th_digit, one_vs_rest, printed_float
from kappamcc.proofs.pycm.t_benchmarks import KAPPA, Band, Table, table_claim
from kappamcc.proofs.pycm import (
    e_confusion_entropy,
    e_entropies,
    e_rci,
    o_averages,
    o_micro_macro,
    o_overall,
    r_rates,
    s_association,
    t_benchmarks,
)
from kappamcc.engine.verify import verify

MODULES = (
    e_confusion_entropy,
    e_entropies,
    e_rci,
    o_averages,
    o_micro_macro,
    o_overall,
    r_rates,
    s_association,
    t_benchmarks,
)


def test_a_float_repr_longer_than_15_digits_is_judged_within_half_a_unit_of_its_15th_digit():
    right = printed_float("T.right", "51/86", "x", sp.Rational(51, 86), "0.5930232558139535")
    off = printed_float(
        "T.off", "51/86 + 10^-14", "x", sp.Rational(51, 86) + sp.Rational(1, 10**14), "0.5930232558139535"
    )
    assert isinstance(right, Relation)
    assert verify(right, fresh=True).status == Status.PROVED
    assert verify(off, fresh=True).status == Status.REFUTED


def test_half_a_unit_of_the_15th_digit_follows_the_printed_magnitude():
    assert half_unit_of_15th_digit("6.6000000000000005") == sp.Rational(1, 2) * sp.Rational(1, 10**14)
    assert half_unit_of_15th_digit("0.09997757835164581") == sp.Rational(1, 2) * sp.Rational(1, 10**16)


def test_a_print_of_at_most_15_digits_is_a_printed_value_judged_at_its_last_digit():
    claim = printed_float("T.short", "11/20", "x", sp.Rational(11, 20), "0.55")
    assert isinstance(claim, PrintedValue) and claim.decimals == 2
    assert verify(printed_float("T.wrong", "x", "x", sp.Rational(56, 100), "0.55"), fresh=True).status == Status.REFUTED


def test_no_exact_value_of_a_pycm_claim_is_a_python_float_in_disguise():
    # a float slipped into an exact value (1 / 17 in Python) becomes a binary fraction with a huge power-of-two
    # denominator; every exact value of the document's statistics on cm has a small denominator
    for claim in (c for module in MODULES for c in module.CLAIMS):
        exprs = [claim.exact] if isinstance(claim, PrintedValue) else list(getattr(claim, "links", []))
        for e in exprs:
            for r in e.atoms(sp.Rational):
                assert not (r.q > 2**40 and r.q & (r.q - 1) == 0), f"{claim.id}: {r}"


def test_the_one_vs_rest_table_merges_the_other_classes_of_cm():
    tables = [one_vs_rest(CM, k) for k in range(3)]
    assert [t[0, 0] for t in tables] == [CM[k, k] for k in range(3)]
    assert all(sum(t) == sum(CM) for t in tables)
    assert tables[0] == sp.Matrix([[3, 2], [0, 7]])  # class L1: row [3, 0, 2], column [3, 0, 0]


def test_a_benchmark_table_with_a_gap_or_an_overlap_is_refuted():
    gap = Table(
        "gap",
        "kappa",
        (
            Band("a", -1, sp.Rational(2, 5)),
            Band("b", sp.Rational(2, 5), sp.Rational(3, 4)),
            Band("c", sp.Rational(3, 4), 1, lo_closed=False, hi_closed=True),
        ),
        KAPPA,
    )
    overlap = Table(
        "overlap",
        "kappa",
        (Band("a", -1, sp.Rational(2, 5), hi_closed=True), Band("b", sp.Rational(2, 5), 1, hi_closed=True)),
        KAPPA,
    )
    gap_verdict = verify(table_claim("T.gap", gap, "x", "x"), fresh=True)
    overlap_verdict = verify(table_claim("T.overlap", overlap, "x", "x"), fresh=True)
    assert gap_verdict.status == Status.REFUTED and gap_verdict.counterexample[gap.var] == sp.Rational(3, 4)
    assert overlap_verdict.status == Status.REFUTED and overlap_verdict.counterexample[overlap.var] == sp.Rational(2, 5)


def test_a_wrong_label_for_cm_is_refuted():
    from kappamcc.proofs.pycm.t_benchmarks import FLEISS, KAPPA_CM

    assert verify(FLEISS.label_claim("T.label", "x", "Excellent", KAPPA_CM, "x"), fresh=True).status == Status.REFUTED
