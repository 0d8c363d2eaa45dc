"""Soundness corpus, class "existence": an Exists is refuted only by a negation over all its points.

``Exists(..., negation=Q)`` is REFUTED when Q, "no point has P", is PROVED.  That is sound only
when Q is a universal statement over at least the Exists's domain, about the same symbols with
the same assumptions.  The true statements below were REFUTED through a negation proved on a
narrower set: a part of a conjunction proved on x > 0, a symbol of the same name declared
positive (or an integer), a Monotone or an Extremum over a sub-interval, a domain with symbols
but no constraints read as "about the negation's domain".  They must never be REFUTED; the
false statements must never be PROVED.
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.engine.verify import verify
from kappamcc.model.kinds import AllOf, Exists, Extremum, Monotone, Relation

SRC = Source("soundness corpus", "existence")
x = sp.Symbol("x", real=True)
x_pos = sp.Symbol("x", positive=True)  # the same name, declared positive
x_nonneg = sp.Symbol("x", nonnegative=True)
x_int = sp.Symbol("x", integer=True)
x_dummy = sp.Dummy("x", real=True)
NEGATIVE = Domain((x,), (x < 0,), "x < 0")
REALS_X = Domain((x,), (), "every real x")


def rel(cid, link, domain=Domain()):
    return Relation(cid, str(link), SRC, relation=[link], domain=domain, expected="PROVED")


def exists(cid, negation, domain=NEGATIVE, statement="some x < 0 has x <= 0"):
    return Exists(cid, statement, SRC, negation=negation, domain=domain, expected="PROVED")


# true statements: never REFUTED
TRUE_EXISTS = [
    (
        "a conjunction whose part is proved on x > 0",
        lambda: exists(
            "EX.allof",
            AllOf(
                "EX.allof.neg",
                "x > 0",
                SRC,
                parts=[rel("EX.allof.part", sp.Gt(x, 0), Domain((x,), (x > 0,)))],
                expected="PROVED",
            ),
        ),
    ),
    (
        "a symbol of the same name declared positive",
        lambda: exists("EX.positive", rel("EX.positive.neg", sp.Gt(x_pos, 0, evaluate=False))),
    ),
    (
        "a parameter declared positive, the Exists over negative values",
        lambda: exists("EX.param", rel("EX.param.neg", sp.Gt(x_pos, 0, evaluate=False), Domain((x_pos,)))),
    ),
    (
        "a symbol of the same name declared non-negative",
        lambda: exists(
            "EX.nonneg",
            rel("EX.nonneg.neg", sp.Ge(x_nonneg, 0, evaluate=False), Domain((x_nonneg,))),
            statement="some x < 0 has x < 0 (written x >= 0 fails)",
        ),
    ),
    (
        "a Dummy named like the Exists's symbol, proved on its own positive domain",
        lambda: exists("EX.dummy", rel("EX.dummy.neg", sp.Gt(x_dummy, 0), Domain((x_dummy,), (x_dummy > 0,)))),
    ),
    (
        "an integer symbol of the same name",
        lambda: Exists(
            "EX.integer",
            "some real x has x^2 = 2",
            SRC,
            negation=rel("EX.integer.neg", sp.Ne(x_int**2, 2), Domain((x_int,))),
            domain=REALS_X,
            expected="PROVED",
        ),
    ),
    (
        "a Monotone over a sub-interval",
        lambda: exists(
            "EX.monotone",
            Monotone(
                "EX.monotone.neg",
                "x increasing on [1, 2]",
                SRC,
                expr=x,
                var=x,
                over=sp.Interval(1, 2),
                direction="increasing",
                expected="PROVED",
            ),
        ),
    ),
    (
        "an Extremum over a sub-interval",
        lambda: exists(
            "EX.extremum",
            Extremum(
                "EX.extremum.neg",
                "x^2 is least at 1 on [1, 2]",
                SRC,
                expr=x**2,
                var=x,
                at=1,
                over=sp.Interval(1, 2),
                kind="min",
                expected="PROVED",
            ),
        ),
    ),
    (
        "a domain with its symbol and no constraint, the negation proved on x >= 1",
        lambda: Exists(
            "EX.unconstrained",
            "some real x has x < 1",
            SRC,
            negation=rel("EX.unconstrained.neg", sp.Ge(x, 1), Domain((x,), (x >= 1,))),
            domain=REALS_X,
            expected="PROVED",
        ),
    ),
    (
        "a negation with a constraint the Exists's domain does not imply",
        lambda: exists("EX.narrower", rel("EX.narrower.neg", sp.Gt(x, 0), Domain((x,), (x > 0,)))),
    ),
    (
        "a conjunction of two parts, one proved only on x > 1",
        lambda: Exists(
            "EX.allof2",
            "some real x has x < 1",
            SRC,
            negation=AllOf(
                "EX.allof2.neg",
                "x >= 1 and x^2 >= 0",
                SRC,
                parts=[
                    rel("EX.allof2.a", sp.Ge(x, 1), Domain((x,), (x > 1,))),
                    rel("EX.allof2.b", sp.Ge(x**2, 2 * x - 1), Domain((x,))),
                ],
                expected="PROVED",
            ),
            domain=REALS_X,
            expected="PROVED",
        ),
    ),
]

x_neg = sp.Symbol("x", negative=True)
x_rat = sp.Symbol("x", rational=True)


def _over_reals(cid, link):
    return Relation(cid, str(link), SRC, relation=[link], domain=Domain((x,)), expected="OPEN")


# false statements: never PROVED
FALSE_EXISTS = [
    # found by an independent attack: a witness of the negation over real x, where the Exists's
    # own symbol is declared positive, negative, an integer or a rational
    (
        "a positive symbol's existence from a real witness",
        lambda: Exists(
            "EXF.pos",
            "some positive x has x < 0",
            SRC,
            negation=_over_reals("EXF.pos.neg", sp.Ge(x, 0)),
            domain=Domain((x_pos,)),
            expected="OPEN",
        ),
    ),
    (
        "an integer symbol's existence from a real witness",
        lambda: Exists(
            "EXF.int",
            "some integer x has x^2 = 2",
            SRC,
            negation=_over_reals("EXF.int.neg", sp.Ne(x**2, 2)),
            domain=Domain((x_int,)),
            expected="OPEN",
        ),
    ),
    (
        "a negative symbol's existence from a real witness",
        lambda: Exists(
            "EXF.neg",
            "some negative x has x > 0",
            SRC,
            negation=_over_reals("EXF.neg.neg", sp.Le(x, 0)),
            domain=Domain((x_neg,)),
            expected="OPEN",
        ),
    ),
    (
        "a rational symbol's existence from a real witness",
        lambda: Exists(
            "EXF.rat",
            "some rational x has x^2 = 3",
            SRC,
            negation=_over_reals("EXF.rat.neg", sp.Ne(x**2, 3)),
            domain=Domain((x_rat,)),
            expected="OPEN",
        ),
    ),
    (
        "a witness outside the Exists's domain",
        lambda: Exists(
            "EXF.outside",
            "some x > 0 has x < 0",
            SRC,
            negation=rel("EXF.outside.neg", sp.Ge(x, 0), Domain((x,))),
            domain=Domain((x,), (x > 0,)),
            expected="REFUTED",
        ),
    ),
    (
        "a witness from a same-named positive symbol's domain",
        lambda: Exists(
            "EXF.named",
            "some x < 0 has x > 0",
            SRC,
            negation=rel("EXF.named.neg", sp.Le(x_pos, 0, evaluate=False), Domain((x_pos,))),
            domain=NEGATIVE,
            expected="REFUTED",
        ),
    ),
]


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in TRUE_EXISTS])
def test_a_true_existence_is_never_refuted_through_a_narrower_negation(factory):
    assert verify(factory(), fresh=True).status not in (Status.REFUTED, Status.CORRECTED)


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in FALSE_EXISTS])
def test_a_false_existence_is_never_proved(factory):
    assert verify(factory(), fresh=True).status is not Status.PROVED


def test_an_existence_whose_negation_covers_its_domain_is_still_refuted():
    c = Exists(
        "EXC.covered",
        "some x < 0 has x > 0",
        SRC,
        negation=rel("EXC.covered.neg", sp.Le(x, 0), NEGATIVE),
        domain=NEGATIVE,
        expected="REFUTED",
    )
    assert verify(c, fresh=True).status is Status.REFUTED


def test_an_existence_about_its_negations_domain_is_still_refuted():
    c = Exists(
        "EXC.about",
        "some x has x > 0 and x < 0",
        SRC,
        negation=rel("EXC.about.neg", sp.Le(x, 0), NEGATIVE),
        expected="REFUTED",
    )
    assert verify(c, fresh=True).status is Status.REFUTED
