"""Soundness corpus, class 31: the re-check's sign hints and range facts never prove a false
statement.

This round's shortcuts in the generated proofs (kappamcc/recheck/theorem.py, ExportFacts.v):

* the sign of each factor of a link's factored difference, and of each side of a link compared
  by squares, is *guessed at sample points* of the domain and asserted as a hint that Coq
  proves alone or drops;
* a binary family's kappa and MCC get their range [-1, 1] and the signs of ad - bc
  (ExportFacts.v, proved from the general definitions) when Coq proves the entries >= 0;
* the sign tactics try linear arithmetic first (``kmcc_sign_pos_l``), given the hints.

A guess the sample points get wrong (a factor that changes sign 1e-150 from the boundary, a
side whose sign flips where no sample falls) must cost the proof, never certify a false link.
The false statements here are printed as the claim states them (the round trip is checked) and
Coq must reject each; the true controls of the same shapes must be proved.  The whole file is
the exporter's, so it runs with the exporter's tests in .ci/run's ``pytest -m coq`` step (the
tests that need coqc skip without it).
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import Relation, chain, eq
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.printer import NotTranslated, parse_prop, same
from kappamcc.recheck.theorem import sample_points

from coq_support import compiles, needs_coq

pytestmark = pytest.mark.coq

SRC = Source("TEST", "class 31")
a, b, c, d = sp.symbols("a b c d", nonnegative=True)
x = sp.Symbol("x", positive=True)
TINY = sp.Rational(1, 10**150)
BIN = Family(
    "binary (class 31)",
    sp.Matrix([[a, b], [c, d]]),
    Domain((a, b, c, d), (a + b > 0, c + d > 0, a + c > 0, b + d > 0), "entries >= 0, marginals > 0"),
)
# Corollary 5's family, case b > 1: MCC < K < 0 (DT2019-C5.1)
C10 = Family(
    "C_{1,0} (class 31)",
    sp.Matrix([[x, sp.Symbol("y", positive=True)], [1, 0]]),
    Domain((x, sp.Symbol("y", positive=True)), (), "x, y > 0"),
)
XX = Family("[[x, 1], [1, x]] (class 31)", sp.Matrix([[x, 1], [1, x]]), Domain((x,), (), "x > 0"))
# Asy([[0, b], [c, 0]]) = sqrt(2) |b - c|: printed as Metrics.v's asy of the matrix
OFF = Family("[[0, b], [c, 0]] (class 31)", sp.Matrix([[0, b], [c, 0]]), Domain((b, c), (b + c > 0,), "b + c > 0"))
y = sp.Symbol("y", positive=True)
C10_CASE = Domain((x, y), (y > 1, y < 1 + x), "x > 0, 1 < y < 1 + x")


def _relation(cid, text, relation, domain):
    return Relation(cid, text, SRC, relation=relation, domain=domain, expected=Status.PROVED)


FALSE = {
    # the range fact is -1 <= MCC: strict is false at a = d = 0 (MCC = -1)
    "mcc-strictly-above-minus-1": lambda: _relation(
        "C31-MCC-STRICT", "-1 < MCC for every binary matrix", chain(-1, "<", BIN.mcc), BIN.domain
    ),
    # E7.4.b: MCC <= K < 0 when ad < bc; K < MCC is false there
    "kappa-below-mcc-when-negative": lambda: _relation(
        "C31-K-BELOW",
        "K < MCC when ad < bc",
        sp.Lt(BIN.kappa, BIN.mcc, evaluate=False),
        BIN.domain.where(a * d < b * c, text="ad < bc"),
    ),
    # E7.4.a: 0 < K <= MCC when ad > bc; K > MCC is false there
    "kappa-above-mcc-when-positive": lambda: _relation(
        "C31-K-ABOVE",
        "K > MCC when ad > bc",
        sp.Gt(BIN.kappa, BIN.mcc, evaluate=False),
        BIN.domain.where(a * d > b * c, text="ad > bc"),
    ),
    # Corollary 5 case b > 1 with the order of MCC and K reversed (a side's sign hint and the
    # factors' hints are the same as for the true statement)
    "c5-order-reversed": lambda: _relation(
        "C31-C5", "K < MCC for 1 < b < 1 + a", chain(C10.kappa, "<", C10.mcc), C10_CASE
    ),
    # a factor negative only within 1e-150 of the boundary: every sample point says positive
    "factor-negative-near-the-boundary": lambda: _relation(
        "C31-TINY",
        "x (x - 1e-150) > 0 for x > 0",
        sp.Gt(x * (x - TINY), 0, evaluate=False),
        Domain((x,), (), "x > 0"),
    ),
    # MCC of [[x, 1], [1, x]] is (x - 1)/(x + 1): above -1 + 1e-150 except within 1e-150 of x = 0
    "mcc-above-minus-1-except-near-zero": lambda: _relation(
        "C31-SIDE",
        "MCC([[x, 1], [1, x]]) > -1 + 1e-150 for x > 0",
        chain(-1 + TINY, "<", XX.mcc),
        XX.domain,
    ),
    # Asy's definition proved equal to sympy's simplified root: a wrong closed form fails
    "asy-without-its-sqrt-2": lambda: _relation(
        "C31-ASY", "Asy([[0, b], [c, 0]]) = |b - c|", eq(OFF.asymmetry, sp.Abs(b - c)), OFF.domain
    ),
}
TRUE = {
    "asy-closed-form": lambda: _relation(
        "C31-ASY-T",
        "Asy([[0, b], [c, 0]]) = sqrt(2) |b - c|",
        eq(OFF.asymmetry, sp.sqrt(2) * sp.Abs(b - c)),
        OFF.domain,
    ),
    "mcc-range": lambda: _relation("C31-MCC-RANGE", "-1 <= MCC <= 1", chain(-1, "<=", BIN.mcc, "<=", 1), BIN.domain),
    "kappa-range": lambda: _relation("C31-K-RANGE", "-1 <= K <= 1", chain(-1, "<=", BIN.kappa, "<=", 1), BIN.domain),
    "c5-order": lambda: _relation(
        "C31-C5-T", "MCC < K < 0 for 1 < b < 1 + a", chain(C10.mcc, "<", C10.kappa, "<", 0), C10_CASE
    ),
}


@pytest.mark.parametrize("label", sorted(FALSE) + sorted(TRUE))
def test_each_statement_is_printed_as_the_claim_states_it(label):
    claim = {**FALSE, **TRUE}[label]()
    th = export_claim(claim)
    for text, link in th.conclusions:
        assert same(parse_prop(text, th.names), link), (text, link)
    for text, rel in th.hypotheses:
        parsed = parse_prop(text, th.names)
        # a symbol's own assumption (x > 0 for a positive x) is recorded as sympy evaluates it
        assert same(parsed, rel) or (rel is sp.true and sp.simplify(parsed) is sp.true), (text, rel)


def test_sample_points_satisfy_the_hypotheses_and_set_equated_symbols():
    points = sample_points([x, y], [sp.Gt(y, 1), sp.Lt(y, 1 + x), sp.Eq(x, 2 * y)])
    assert points
    for p in points:
        assert p[y] > 1 and p[y] < 1 + p[x] and p[x] == 2 * p[y]


def test_a_sign_guessed_wrong_at_the_sample_points_is_asserted_only_as_a_hint_coq_must_prove():
    # the factor x - 1e-150 is positive at every sample point: its hint is printed under try
    th = export_claim(FALSE["factor-negative-near-the-boundary"]())
    hints = [line for line in th.script if "kmcc_leaf" in line]
    assert hints and all(line.startswith("try (assert (") for line in hints), hints


def test_a_familys_asymmetry_is_printed_as_asy_of_its_matrix_and_reads_back_as_it():
    th = export_claim(TRUE["asy-closed-form"]())
    assert "(asy 2 (bin 0 v_b v_c 0))" in th.statement
    # the family's Asy free of an entry is printed closed: the theorem binds only the claim's symbols
    free_of_a = Family("[[a, b], [1, a]] (class 31)", sp.Matrix([[a, b], [1, a]]), Domain((a, b), (), "a, b >= 0"))
    th = export_claim(
        _relation("C31-ASY-A", "Asy >= 0", sp.Ge(free_of_a.asymmetry, 0, evaluate=False), free_of_a.domain)
    )
    assert "asy" not in th.statement and "v_a" not in th.statement


def test_a_relation_between_two_matrices_whose_metric_is_one_expression_is_not_translated():
    # [[a, b], [c, d]] and its classes swapped derive the very same MCC: printed from one matrix,
    # "MCC(C) = MCC(swapped C)" would be Coq's mcc M = mcc M
    swapped = Family("swapped (class 31)", sp.Matrix([[d, c], [b, a]]), BIN.domain)
    assert swapped.mcc == BIN.mcc  # the premise: one expression for two matrices
    claim = _relation("C31-SWAP", "MCC is unchanged by swapping the classes", eq(swapped.mcc, BIN.mcc), BIN.domain)
    with pytest.raises(NotTranslated, match="several matrices derive alike"):
        export_claim(claim)
    # one mention of it is a statement about either matrix's MCC, which is that expression
    assert export_claim(TRUE["mcc-range"]()).method == "family"


@needs_coq
@pytest.mark.parametrize("label", sorted(FALSE))
def test_coq_rejects_each_false_statement_as_printed(label, theories, tmp_path):
    assert not compiles(export_claim(FALSE[label]()), theories, tmp_path)


@needs_coq
@pytest.mark.parametrize("label", sorted(TRUE))
def test_coq_proves_each_true_control_as_printed(label, theories, tmp_path):
    assert compiles(export_claim(TRUE[label]()), theories, tmp_path)
