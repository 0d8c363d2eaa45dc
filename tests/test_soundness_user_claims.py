"""Soundness corpus, class "user claims": what the report decides, pytest can check, and the other way round.

``python -m kappamcc --claims`` reported PROVED where ``pytest --claims`` failed: a claim whose
statement uses a symbol its domain leaves out (the spot check cannot draw it, and the message
did not name it), and a domain with an equation but no sampler (a raw Hypothesis error).  Such
claims now fail when they are built, with a message naming the symbol or saying "give the
Domain a sampler=", so both paths agree.  The controls build.
"""

from __future__ import annotations

import pytest
import sympy as sp
from hypothesis import strategies as st

from kappamcc.model.claims import Domain, Source
from kappamcc.model.kinds import Convex, Extremum, Limit, Monotone, Relation, eq

SRC = Source("soundness corpus", "user claims")
x, y, t, a = sp.symbols("x y t a", real=True)
x_pos = sp.Symbol("x", positive=True)
x_dummy = sp.Dummy("x", real=True)
X = Domain((x,), (x > 0,), "x > 0")

# (label, call, words the message must contain)
BAD = [
    (
        "a relation over a symbol the domain leaves out",
        lambda: Relation("U.1", "x + t > 0", SRC, relation=[sp.Gt(x + t, 0)], domain=X, expected="PROVED"),
        "t",
    ),
    (
        "a limit's value with a parameter the domain leaves out",
        lambda: Limit(
            "U.2",
            "1/x + a -> a",
            SRC,
            expr=1 / x + a,
            var=x,
            to=sp.oo,
            value=a,
            domain=Domain((x,), (x > 0,)),
            expected="PROVED",
        ),
        "a",
    ),
    (
        "a limit with a parameter the domain leaves out",
        lambda: Limit("U.3", "a/x -> 0", SRC, expr=a / x, var=x, to=sp.oo, value=0, domain=X, expected="PROVED"),
        "a",
    ),
    (
        "a monotonicity with a parameter the domain leaves out",
        lambda: Monotone(
            "U.4",
            "x + a increasing",
            SRC,
            expr=x + a,
            var=x,
            over=sp.Interval(0, 1),
            direction="increasing",
            domain=Domain((x,)),
            expected="PROVED",
        ),
        "a",
    ),
    (
        "an extremum with a parameter the domain leaves out",
        lambda: Extremum(
            "U.5",
            "(x - a)^2 least at a",
            SRC,
            expr=(x - a) ** 2,
            var=x,
            at=0,
            over=sp.Interval(-1, 1),
            kind="min",
            domain=Domain((x,)),
            expected="PROVED",
        ),
        "a",
    ),
    (
        "a convexity with a parameter the domain leaves out",
        lambda: Convex(
            "U.6",
            "a x^2 convex",
            SRC,
            expr=a * x**2,
            var=x,
            over=sp.Interval(0, 1),
            domain=Domain((x,)),
            expected="PROVED",
        ),
        "a",
    ),
    (
        "a constraint over a symbol the domain leaves out",
        lambda: Relation(
            "U.7",
            "x > 0",
            SRC,
            relation=[sp.Gt(x**2 + 1, 0, evaluate=False)],
            domain=Domain((x,), (y > 0,)),
            expected="PROVED",
        ),
        "y",
    ),
    (
        "a same-named symbol with other assumptions",
        lambda: Relation("U.8", "x > 0", SRC, relation=[sp.Gt(x_pos, 0, evaluate=False)], domain=X, expected="PROVED"),
        "x",
    ),
    (
        "a Dummy named like the domain's symbol",
        lambda: Relation("U.9", "x + 1 > x", SRC, relation=[sp.Gt(x_dummy + 1, x)], domain=X, expected="PROVED"),
        "x",
    ),
    (
        "a domain with an equation and no sampler",
        lambda: Relation(
            "U.10",
            "x y = 1",
            SRC,
            relation=[eq(x * y, 1)],
            domain=Domain((x, y), (sp.Eq(x * y, 1), x > 0)),
            expected="PROVED",
        ),
        "sampler=",
    ),
    (
        "a domain with two equations and no sampler",
        lambda: Relation(
            "U.11",
            "x = y = 1",
            SRC,
            relation=[eq(x, y)],
            domain=Domain((x, y), (sp.Eq(x, 1), sp.Eq(y, 1))),
            expected="PROVED",
        ),
        "sampler=",
    ),
]


@pytest.mark.parametrize("call, words", [pytest.param(c, w, id=label) for label, c, w in BAD])
def test_a_claim_the_spot_checks_could_not_draw_is_refused_when_built_naming_why(call, words):
    with pytest.raises(ValueError) as caught:
        call()
    assert words in str(caught.value)


def test_a_domain_with_an_equation_and_its_sampler_builds():
    d = Domain(
        (x, y),
        (sp.Eq(x * y, 1), x > 0),
        "x y = 1",
        sampler=lambda: st.integers(1, 9).map(lambda n: {x: sp.Integer(n), y: sp.Rational(1, n)}),
    )
    assert Relation("U.c1", "x y = 1", SRC, relation=[eq(x * y, 1)], domain=d, expected="PROVED").domain is d


def test_a_claim_over_its_domains_symbols_and_its_variable_builds():
    c = Limit(
        "U.c2",
        "a/x -> 0",
        SRC,
        expr=a / x,
        var=x,
        to=sp.oo,
        value=0,
        domain=Domain((a, x), (x > 0,)),
        expected="PROVED",
    )
    assert c.var is x
