"""Soundness corpus, class "scope": a proof of a reading narrower than the print is never PROVED.

A claim declares ``scope=Scope(printed, checked)`` when its formal statement covers less than
the print.  Its proof is PROVED IN PART; nothing built on it may turn that into PROVED (a
conjunction), or into a verdict about the print's negation (Not, Exists), or into CORRECTED
(a correction proved in part).  The true controls check that the scope narrows only the
report: a false formal statement is still REFUTED with its counterexample, a full scope is
PROVED, and the kernel still cites the formal statement of a claim proved in part.
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.engine import cache
from kappamcc.model.claims import Domain, Erratum, ErratumClass, Origin, Scope, Source, Status
from kappamcc.model.derivations import Cite, Close, Reals
from kappamcc.engine.verify import verify
from kappamcc.model.kinds import AllOf, Derived, Exists, Not, Relation

SRC = Source("soundness corpus", "scope")
x = sp.Symbol("x", real=True)
y = sp.Symbol("y", real=True)
NARROW = Scope(printed="every real x", checked="x >= 1")
POSITIVE = Domain((x,), (x >= 1,), "x >= 1")


def narrow_true(cid="SC.narrow-true", scope=NARROW):
    """x^2 >= x, printed for every real x (where it is true too), checked on x >= 1."""
    return Relation(
        cid, "x^2 >= x", SRC, relation=[sp.Ge(x**2, x)], domain=POSITIVE, scope=scope, expected=Status.PROVED_IN_PART
    )


def narrow_false_in_print(cid="SC.narrow-false-in-print"):
    """x >= 1/x: true on x >= 1, false (or undefined) elsewhere in the print's scope."""
    return Relation(
        cid, "x >= 1/x", SRC, relation=[sp.Ge(x, 1 / x)], domain=POSITIVE, scope=NARROW, expected=Status.PROVED_IN_PART
    )


# (label, factory): must never come out PROVED
NEVER_PROVED = [
    ("a claim proved on a declared narrower scope", narrow_true),
    ("a claim false in the printed scope, true on the checked one", narrow_false_in_print),
    (
        "a conjunction with a part proved in part",
        lambda: AllOf(
            "SC.conjunction",
            "both",
            SRC,
            parts=[
                narrow_true("SC.conj.a"),
                Relation(
                    "SC.conj.b",
                    "x^2 >= 2x - 1",
                    SRC,
                    relation=[sp.Ge(x**2, 2 * x - 1)],
                    domain=Domain((x,)),
                    expected="PROVED",
                ),
            ],
            expected=Status.PROVED_IN_PART,
        ),
    ),
    (
        "a conjunction of two parts proved in part",
        lambda: AllOf(
            "SC.conjunction2",
            "both",
            SRC,
            parts=[narrow_true("SC.conj2.a"), narrow_false_in_print("SC.conj2.b")],
            expected=Status.PROVED_IN_PART,
        ),
    ),
    (
        "the negation of a claim false in the print (Not of a claim proved in part)",
        lambda: Not(
            "SC.not-of-narrow-false",
            "not: x >= 1/x for every real x",
            SRC,
            claim=narrow_false_in_print("SC.nnf.inner"),
            expected="OPEN",
        ),
    ),
    (
        "an existence whose negation is proved only in part",
        lambda: Exists(
            "SC.exists-narrow", "some x has x < 1/x", SRC, negation=narrow_false_in_print("SC.en.neg"), expected="OPEN"
        ),
    ),
]

# (label, factory, forbidden statuses)
NEVER_REFUTED = [
    (
        "the negation of a claim proved in part is not refuted on the narrow proof",
        lambda: Not(
            "SC.not-of-narrow", "not: x^2 >= x for every real x", SRC, claim=narrow_true("SC.nn.inner"), expected="OPEN"
        ),
    ),
    (
        "an existence whose negation is proved in part is not refuted",
        lambda: Exists(
            "SC.exists-of-narrow", "some x has x^2 < x", SRC, negation=narrow_true("SC.eon.neg"), expected="OPEN"
        ),
    ),
]


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in NEVER_PROVED])
def test_a_reading_narrower_than_the_print_is_never_proved(factory):
    assert verify(factory(), fresh=True).status is not Status.PROVED


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in NEVER_REFUTED])
def test_the_print_is_never_refuted_from_a_proof_in_part(factory):
    assert verify(factory(), fresh=True).status not in (Status.REFUTED, Status.CORRECTED)


def test_a_claim_proved_on_its_declared_narrower_scope_is_proved_in_part_with_that_scope():
    v = verify(narrow_true("SC.t1"), fresh=True)
    assert (v.status, v.scope) == (Status.PROVED_IN_PART, "x >= 1")
    assert v.as_dict()["verdict"] == "PROVED IN PART" and v.as_dict()["scope"] == "x >= 1"


def test_a_full_scope_leaves_a_proof_proved():
    v = verify(narrow_true("SC.t2", scope=Scope.full("x >= 1 (as printed)")), fresh=True)
    assert (v.status, v.scope) == (Status.PROVED, None)


def test_a_scope_does_not_hide_a_refutation_of_the_checked_statement():
    c = Relation(
        "SC.t3", "x^2 >= 2x", SRC, relation=[sp.Ge(x**2, 2 * x)], domain=POSITIVE, scope=NARROW, expected="REFUTED"
    )
    v = verify(c, fresh=True)
    assert v.status is Status.REFUTED
    point = v.counterexample
    assert 1 <= point[x] < 2  # the only counterexamples in the checked scope


def test_a_correction_proved_only_in_part_leaves_the_print_refuted_not_corrected():
    corr = narrow_true("SC.t4.corrected")
    c = Relation(
        "SC.t4", "x^2 >= 2x", SRC, relation=[sp.Ge(x**2, 2 * x)], domain=POSITIVE, correction=corr, expected="REFUTED"
    )
    v = verify(c, fresh=True)
    assert v.status is Status.REFUTED and v.correction.status is Status.PROVED_IN_PART


def test_the_kernel_still_cites_the_formal_statement_of_a_claim_proved_in_part():
    fact = narrow_true("SC.t5.fact")
    goal = Derived(
        "SC.t5",
        "x^2 >= x on x >= 1, by citation",
        SRC,
        formula=Reals((x >= 1,), sp.Ge(x**2, x)),
        lines=[Cite(fact), Close(sp.Ge(x**2, x), (x >= 1,), (1,))],
        expected="PROVED",
    )
    assert verify(goal, fresh=True).status is Status.PROVED


def test_a_verdict_proved_in_part_keeps_its_status_and_scope_through_the_cache():
    v = verify(narrow_true("SC.t6"), fresh=True)
    back = cache._decode(cache._encode(v))
    assert (back.status, back.scope) == (Status.PROVED_IN_PART, "x >= 1")


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: Scope("", "x >= 1"), "printed"),
        (lambda: Scope("every x", "  "), "checked"),
        (lambda: narrow_true("SC.bad1", scope="x >= 1"), "scope"),
        (lambda: Erratum(ErratumClass.TYPO, ""), "why"),
        (lambda: Erratum("typo", "a sign slip"), "ErratumClass"),
        (
            lambda: Relation("SC.bad2", "x = x", SRC, relation=[sp.Eq(x, x)], expected="PROVED", erratum="typo"),
            "erratum",
        ),
        (
            lambda: Relation(
                "SC.bad3",
                "x = x",
                SRC,
                relation=[sp.Eq(x, x)],
                expected="PROVED",
                origin=Origin.SUITE,
                erratum=Erratum.typo("a slip"),
            ),
            "suite",
        ),
    ],
)
def test_a_malformed_scope_or_erratum_is_a_clear_error_naming_it(call, words):
    with pytest.raises((TypeError, ValueError), match=words):
        call()
