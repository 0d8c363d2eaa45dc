"""Soundness corpus, class 33: a family of symbolic size, and the certificates of a polynomial's
sign, never make the re-check prove a false statement.

This round's shortcuts (kappamcc/recheck/printer.py, leaf_certificates.py, ExportZA.v):

* a claim on Z_A for every N is printed over Coq's ``ZA n A`` with the size bound as a natural
  number (``forall (n_N : nat), let v_N := INR n_N in ...``); its aggregates come from the
  hand-written lemmas of DT2019_Prop8.v and the signs of its factors from ``kmcc_za_signs``;
* a polynomial sign hint gets a certificate: each variable shifted to its numeric lower bound,
  every coefficient positive, proved monomial by monomial (``kmcc_pospoly``);
* a family MCC's numerator S tr - sum r_k c_k gets a certificate of its sign at a point of the
  set (``_Parts.mcc_hints``), under ``try``, of either sign.

A statement true for N >= 3 but false at N = 2 must fail (the size ranges over every n >= 2), a
sign that fails at a variable's bound must get no certificate, and the printed statement must
read back as the claim's.  The true controls of the same shapes must be proved.  The whole file
is the exporter's (``pytest -m coq``; the tests that need coqc skip without it).
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.families.experiments import A as M4_A, m4
from kappamcc.families.z_a import A, z_a
from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.kinds import Monotone, Relation, chain
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.leaf_certificates import leaf_certificates
from kappamcc.recheck.printer import parse, parse_prop, same
from kappamcc.testing.strategies import on_interval

from coq_support import compiles, needs_coq

pytestmark = pytest.mark.coq

SRC = Source("TEST", "class 33")
Z = z_a()
x = sp.Symbol("x", real=True)
t = sp.Symbol("t", real=True)
REALS = Domain((x, t), (x >= 2, t >= 0), "x >= 2, t >= 0")


def _relation(cid, text, relation, domain, families=()):
    return Relation(cid, text, SRC, relation=relation, domain=domain, expected=Status.PROVED, families=families)


FALSE = {
    # K(Z_A) < 0 for A > 1 (DT2019-P8.2.b)
    "za-kappa-positive-for-every-a": lambda: _relation(
        "C33-ZA-POS", "0 < K(Z_A) for A >= 0", chain(0, "<", Z.kappa), Z.domain, families=(Z,)
    ),
    # DT2019-P8.2.a with the order of K and MCC reversed (the same hints as the true statement)
    "za-order-reversed-below-one": lambda: _relation(
        "C33-ZA-ORDER",
        "MCC(Z_A) < K(Z_A) for A < 1",
        chain(Z.mcc, "<", Z.kappa),
        Z.domain.where(A < 1, text="A < 1"),
        families=(Z,),
    ),
    # true for every N >= 3 (MCC <= 1/14) but MCC = 1/2 at N = 2, A = 0: the size is every n >= 2
    "za-bound-false-only-at-n-2": lambda: _relation(
        "C33-ZA-N2", "MCC(Z_A) < 1/3", chain(Z.mcc, "<", sp.Rational(1, 3)), Z.domain, families=(Z,)
    ),
    # x^3 - 9 is -1 at the bound x = 2: shifted, its constant is negative, so no certificate
    "cubic-negative-at-the-bound": lambda: _relation(
        "C33-CUBIC", "0 < x^3 - 9 for x >= 2", sp.Gt(x**3 - 9, 0, evaluate=False), REALS
    ),
    # (x - 2)(x - 3) + t vanishes at x = 2.5 - ... : mixed coefficients after the shift
    "quadratic-with-roots-inside": lambda: _relation(
        "C33-QUAD",
        "0 < x^2 - 5x + 6 + t for x >= 2, t >= 0",
        sp.Gt(x**2 - 5 * x + 6 + t, 0, evaluate=False),
        REALS,
    ),
}
TRUE = {
    "za-order-below-one": lambda: _relation(
        "C33-ZA-ORDER-T",
        "0 < K(Z_A) < MCC(Z_A) < 1 for A < 1",
        chain(0, "<", Z.kappa, "<", Z.mcc, "<", 1),
        Z.domain.where(A < 1, text="A < 1"),
        families=(Z,),
    ),
    # DT2019-P8.2.a's last step: 1 - MCC has this numerator, positive for x >= 2, t >= 0 (a
    # product of three hypotheses: beyond nra, within a certificate)
    "cubic-with-a-certificate": lambda: _relation(
        "C33-CUBIC-T",
        "0 < x^3 - x^2 - 2x + 1 + t(2x - 1) for x >= 2, t >= 0",
        sp.Gt(x**3 - x**2 - 2 * x + 1 + t * (2 * x - 1), 0, evaluate=False),
        REALS,
    ),
}


M4 = m4()


def _m4_mcc_moves(direction, cid):
    """MCC(M4(A)) on (50, 100] (DT2019-XD.4.mcc): its numerator is a quartic, negative there,
    whose sign nra may not find in time: the re-check certifies it."""
    over = sp.Interval.Lopen(50, 100)
    return Monotone(
        cid,
        f"MCC(M4(A)) is {direction} for A in (50, 100]",
        SRC,
        expr=M4.mcc,
        var=M4_A,
        over=over,
        direction=direction,
        domain=on_interval(M4_A, over),
        expected=Status.PROVED,
        families=(M4,),
    )


# the numerator's certificate (negative) is written for both; only the true direction is proved
MCC_NUMERATOR_FALSE = lambda: _m4_mcc_moves("increasing", "C33-M4-MCC-UP")  # noqa: E731
MCC_NUMERATOR_TRUE = lambda: _m4_mcc_moves("decreasing", "C33-M4-MCC-DOWN")  # noqa: E731


def test_the_sign_of_a_family_mccs_numerator_is_certified_only_as_a_hint():
    """3 S - sum r_k c_k of M4 is -(A^4 - 200 A^3 + 10599 A^2 - 59900 A + 1999994): asserted < 0
    under ``try``, for either direction (Coq, not the exporter, decides the claim)."""
    numerator = "((- 1999994) + (- ((v_A ^ 4))) + ((- 10599) * (v_A ^ 2)) + (200 * (v_A ^ 3)) + (59900 * v_A))"
    for make in (MCC_NUMERATOR_FALSE, MCC_NUMERATOR_TRUE):
        lines = [line.strip() for line in export_claim(make()).script]
        assert f"try (assert ({numerator} < 0) by (" in lines


@needs_coq
def test_coq_rejects_the_mcc_of_m4_rising_though_its_numerators_sign_is_certified(theories, tmp_path):
    assert not compiles(export_claim(MCC_NUMERATOR_FALSE()), theories, tmp_path)


@needs_coq
def test_coq_proves_the_mcc_of_m4_falling_with_its_numerators_sign_certified(theories, tmp_path):
    assert compiles(export_claim(MCC_NUMERATOR_TRUE()), theories, tmp_path)


@pytest.mark.parametrize("label", sorted(FALSE) + sorted(TRUE))
def test_each_statement_is_printed_as_the_claim_states_it(label):
    claim = {**FALSE, **TRUE}[label]()
    th = export_claim(claim)
    for text, link in th.conclusions:
        assert same(parse_prop(text, th.names), link), (text, link)
    for text, rel in th.hypotheses:
        assert same(parse_prop(text, th.names), rel), (text, rel)


def test_the_size_of_z_a_is_bound_as_a_natural_number_and_stated_as_its_real():
    th = export_claim(FALSE["za-bound-false-only-at-n-2"]())
    assert th.statement.startswith("forall (n_N : nat), let v_N := INR n_N in")
    assert "(mcc n_N (ZA n_N v_A))" in th.statement and "(v_N >= 2)" in th.statement
    assert "v_N" not in th.variables and th.script[0] == "intros n_N v_N."


def test_the_metrics_of_z_a_read_back_as_the_familys_own_derivation_at_the_size_named():
    th = export_claim(TRUE["za-order-below-one"]())
    assert same(parse("(kappa n_N (ZA n_N v_A))", th.names), Z.kappa)
    assert same(parse("(mcc n_N (ZA n_N (v_A + 1)))", th.names), Z.mcc.xreplace({A: A + 1}))
    with pytest.raises(ValueError):  # the matrix's size is not the metric's
        parse("(kappa n_N (ZA n_M v_A))", {**th.names, "n_M": sp.Symbol("M")})


def test_no_certificate_is_written_for_a_sign_that_fails_at_the_bound():
    names = {"v_x": x, "v_t": t}
    for poly in ("((v_x ^ 3) + (- 9))", "((v_x ^ 2) + ((- 5) * v_x) + 6 + v_t)"):
        lines = leaf_certificates([f"try (assert (0 < {poly}) by kmcc_leaf)."], names, [x >= 2, t >= 0])
        assert len(lines) == 1


def test_a_certificate_names_the_shifted_variables_and_is_only_a_hint():
    names = {"v_x": x, "v_t": t}
    poly = "((v_x ^ 3) + (- (v_x ^ 2)) + ((- 2) * v_x) + 1 + (2 * v_t * v_x) + (- v_t))"
    lines = leaf_certificates([f"try (assert (0 < {poly}) by kmcc_leaf)."], names, [x >= 2, t >= 0])
    assert len(lines) == 2
    assert lines[1].startswith("try (assert (0 < ") and "(v_x - 2)" in lines[1] and "(v_t - 0)" in lines[1]


@needs_coq
@pytest.mark.parametrize("label", sorted(FALSE))
def test_coq_rejects_each_false_statement_as_printed(label, theories, tmp_path):
    assert not compiles(export_claim(FALSE[label]()), theories, tmp_path)


@needs_coq
@pytest.mark.parametrize("label", sorted(TRUE))
def test_coq_proves_each_true_control_as_printed(label, theories, tmp_path):
    assert compiles(export_claim(TRUE[label]()), theories, tmp_path)
