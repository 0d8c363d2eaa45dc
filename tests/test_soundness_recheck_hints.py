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
from kappamcc.testing.samplers import PointsFrom
from kappamcc.testing.strategies import inside

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


def _relation(cid, text, relation, domain, families=()):
    return Relation(cid, text, SRC, relation=relation, domain=domain, expected=Status.PROVED, families=families)


FALSE = {
    # the range fact is -1 <= MCC: strict is false at a = d = 0 (MCC = -1)
    "mcc-strictly-above-minus-1": lambda: _relation(
        "C31-MCC-STRICT", "-1 < MCC for every binary matrix", chain(-1, "<", BIN.mcc), BIN.domain, families=(BIN,)
    ),
    # E7.4.b: MCC <= K < 0 when ad < bc; K < MCC is false there
    "kappa-below-mcc-when-negative": lambda: _relation(
        "C31-K-BELOW",
        "K < MCC when ad < bc",
        sp.Lt(BIN.kappa, BIN.mcc, evaluate=False),
        BIN.domain.where(a * d < b * c, text="ad < bc"),
        families=(BIN,),
    ),
    # E7.4.a: 0 < K <= MCC when ad > bc; K > MCC is false there
    "kappa-above-mcc-when-positive": lambda: _relation(
        "C31-K-ABOVE",
        "K > MCC when ad > bc",
        sp.Gt(BIN.kappa, BIN.mcc, evaluate=False),
        BIN.domain.where(a * d > b * c, text="ad > bc"),
        families=(BIN,),
    ),
    # Corollary 5 case b > 1 with the order of MCC and K reversed (a side's sign hint and the
    # factors' hints are the same as for the true statement)
    "c5-order-reversed": lambda: _relation(
        "C31-C5", "K < MCC for 1 < b < 1 + a", chain(C10.kappa, "<", C10.mcc), C10_CASE, families=(C10,)
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
        families=(XX,),
    ),
    # Asy's definition proved equal to sympy's simplified root: a wrong closed form fails
    "asy-without-its-sqrt-2": lambda: _relation(
        "C31-ASY", "Asy([[0, b], [c, 0]]) = |b - c|", eq(OFF.asymmetry, sp.Abs(b - c)), OFF.domain, families=(OFF,)
    ),
}
# a case split in the hypotheses (x = 2 \/ x = 3), a root in a hypothesis's bound, a root of a case
# (y = (1 + sqrt(1 + 4 x))/2): kmcc_cases splits, kmcc_sqrt_hyps adds the roots' facts, kmcc_eq_sqrt
# closes an equation in the roots, kmcc_leaf proves a sign case by case in a small context
TWO_OR_THREE = Domain((x,), (sp.Or(sp.Eq(x, 2), sp.Eq(x, 3)),), "x = 2 or x = 3")
BELOW_ROOT = Domain((x,), (x < sp.sqrt(2) - 1,), "0 < x < sqrt 2 - 1")
_X = sp.Symbol("X", positive=True)
ROOT_OF_CASE = Domain(
    (x, y),
    (sp.Eq(y, (1 + sp.sqrt(1 + 4 * x)) / 2),),
    "y = (1 + sqrt(1 + 4 x))/2",
    sampler=PointsFrom({x: _X, y: (1 + sp.sqrt(1 + 4 * _X)) / 2}, {_X: inside(sp.Interval.open(0, 100))}),
)
# Corollary 4's family on a^2 + (1 + a)^2 <= b (DT2019-C4.8): a factor's sign (b - 1 > 0) needs nra
# in a small context
C4 = Family("C_4 (class 31)", sp.Matrix([[a, b], [1, a]]), Domain((a, b), (a > 0, b > 0), "a, b > 0"))
C4_CASE = Domain((a, b), (a > 0, b > 0, a**2 < b, a**2 + (1 + a) ** 2 <= b), "a^2 + (1 + a)^2 <= b")

FALSE.update(
    {
        # MCC([[x, 1], [1, x]]) = (x - 1)/(x + 1) is 1/3 at x = 2: not above it in that case
        "case-split-one-case-fails": lambda: _relation(
            "C31-OR",
            "MCC > 1/3 for x = 2 or x = 3",
            chain(sp.Rational(1, 3), "<", XX.mcc),
            TWO_OR_THREE,
            families=(XX,),
        ),
        # x^2 + 2x < 1 below sqrt 2 - 1, tending to 1: not below 1/2
        "root-bound-too-strong": lambda: _relation(
            "C31-ROOT", "x^2 + 2 x < 1/2 below sqrt 2 - 1", sp.Lt(x**2 + 2 * x, sp.Rational(1, 2)), BELOW_ROOT
        ),
        # y^2 = y + x on the case's root: y^2 = y + x + 1e-150 is false there
        "root-of-case-off-by-tiny": lambda: _relation(
            "C31-EQROOT", "y^2 = y + x + 1e-150", eq(y**2, y + x + TINY), ROOT_OF_CASE
        ),
        # DT2019-C4.8 with MCC and K swapped
        "c4-order-reversed": lambda: _relation(
            "C31-C4", "K < MCC", chain(C4.kappa, "<", C4.mcc), C4_CASE, families=(C4,)
        ),
    }
)
TRUE = {
    "case-split-each-case": lambda: _relation(
        "C31-OR-T", "MCC > 0 for x = 2 or x = 3", chain(0, "<", XX.mcc), TWO_OR_THREE, families=(XX,)
    ),
    "root-bound": lambda: _relation("C31-ROOT-T", "x^2 + 2 x < 1 below sqrt 2 - 1", sp.Lt(x**2 + 2 * x, 1), BELOW_ROOT),
    "root-of-case": lambda: _relation("C31-EQROOT-T", "y^2 = y + x", eq(y**2, y + x), ROOT_OF_CASE),
    "c4-order": lambda: _relation(
        "C31-C4-T",
        "MCC < K < (a^2 - b)/(a + b)^2",
        chain(C4.mcc, "<", C4.kappa, "<", (a**2 - b) / (a + b) ** 2),
        C4_CASE,
        families=(C4,),
    ),
    "asy-closed-form": lambda: _relation(
        "C31-ASY-T",
        "Asy([[0, b], [c, 0]]) = sqrt(2) |b - c|",
        eq(OFF.asymmetry, sp.sqrt(2) * sp.Abs(b - c)),
        OFF.domain,
        families=(OFF,),
    ),
    "mcc-range": lambda: _relation(
        "C31-MCC-RANGE", "-1 <= MCC <= 1", chain(-1, "<=", BIN.mcc, "<=", 1), BIN.domain, families=(BIN,)
    ),
    "kappa-range": lambda: _relation(
        "C31-K-RANGE", "-1 <= K <= 1", chain(-1, "<=", BIN.kappa, "<=", 1), BIN.domain, families=(BIN,)
    ),
    "c5-order": lambda: _relation(
        "C31-C5-T", "MCC < K < 0 for 1 < b < 1 + a", chain(C10.mcc, "<", C10.kappa, "<", 0), C10_CASE, families=(C10,)
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


def test_sample_points_of_a_case_split_cover_each_case_and_satisfy_it():
    # (x = 2 and y = 5) or (0 < x < 1 and y = x + 1): each case sampled, its equations setting y
    points = sample_points([x, y], [sp.Or(sp.And(sp.Eq(x, 2), sp.Eq(y, 5)), sp.And(x < 1, sp.Eq(y, x + 1)))])
    first = [p for p in points if float(p[x]) == 2]
    second = [p for p in points if float(p[x]) != 2]
    assert first and second
    assert all(float(p[y]) == 5 for p in first)
    assert all(0 < p[x] < 1 and abs(p[y] - p[x] - 1) < 1e-9 for p in second)


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
        _relation(
            "C31-ASY-A",
            "Asy >= 0",
            sp.Ge(free_of_a.asymmetry, 0, evaluate=False),
            free_of_a.domain,
            families=(free_of_a,),
        )
    )
    assert "asy" not in th.statement and "v_a" not in th.statement


def test_a_relation_between_two_matrices_whose_metric_is_one_expression_is_not_translated():
    # [[a, b], [c, d]] and its classes swapped derive the very same MCC: printed from one matrix,
    # "MCC(C) = MCC(swapped C)" would be Coq's mcc M = mcc M
    swapped = Family("swapped (class 31)", sp.Matrix([[d, c], [b, a]]), BIN.domain)
    assert swapped.mcc == BIN.mcc  # the premise: one expression for two matrices
    claim = _relation(
        "C31-SWAP",
        "MCC is unchanged by swapping the classes",
        eq(swapped.mcc, BIN.mcc),
        BIN.domain,
        families=(
            swapped,
            BIN,
        ),
    )
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
