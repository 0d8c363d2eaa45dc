"""Soundness corpus, class 32: a negation or an existence re-checked by Coq from a witness never
certifies a false statement.

The exporter (kappamcc/recheck/export_witness.py) states ``Not(Q)`` as ``~ (Q)`` and ``Exists(U)``
as ``exists x, <U's domain> /\\ <definedness> /\\ ~ (<U's links>)``, printed from the claims'
objects; the engine's counterexample (and, for a negated Monotone, two points sympy picks around
it) only instantiates the proof.  A wrong witness must cost the proof, never certify the
statement: the false statements here are exported with the witness (and points) they are given,
their statement is printed as the claims state them (read back), and Coq must reject each:

* the negation of a TRUE monotonicity, with points in the right order, or outside the set;
* the negation of a TRUE relation, at a point outside its domain (a negative entry) where its
  link fails;
* an existence of an impossible property (kappa > 1), at a point of the domain, and at a point
  with a negative entry where the property holds;
* an existence at a point where the statement is undefined (Coq's x / 0 = 0 would make the
  failure true there: the definedness the statement states must fail).

The true controls of the same shapes must be proved.  The file runs with the exporter's tests in
.ci/run's ``pytest -m coq`` step (the tests that need coqc skip without it).
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import Exists, Monotone, Not, Relation, eq
from kappamcc.recheck.export_witness import export_witness
from kappamcc.recheck.printer import parse, parse_prop, same
from kappamcc.recheck.run import compile_file

from coq_support import compiles, needs_coq

pytestmark = pytest.mark.coq

SRC = Source("TEST", "class 32")
a, b, c, d = sp.symbols("a b c d", real=True)
x = sp.Symbol("x", real=True)
BIN = Family(
    "binary (class 32)",
    sp.Matrix([[a, b], [c, d]]),
    Domain((a, b, c, d), (a >= 0, b >= 0, c >= 0, d >= 0, a + b > 0, c + d > 0, a + c > 0, b + d > 0), "C >= 0"),
)
# kappa of [[x, 1], [1, x]] is (x - 1)/(x + 1): increasing on x > 0
XX = Family("[[x, 1], [1, x]] (class 32)", sp.Matrix([[x, 1], [1, x]]), Domain((x,), (x > 0,), "x > 0"))
HALF = sp.Rational(1, 2)


def _monotone(cid, direction):
    return Monotone(
        cid,
        f"K([[x, 1], [1, x]]) is {direction} in x > 0",
        SRC,
        expr=XX.kappa,
        var=x,
        over=sp.Interval.open(0, sp.oo),
        direction=direction,
        domain=XX.domain,
        expected=Status.PROVED,
        families=(XX,),
    )


def _not(cid, q):
    return Not(cid, f"not ({q.statement})", SRC, claim=q, expected=Status.PROVED)


def _relation(cid, text, link, domain, families=()):
    return Relation(cid, text, SRC, relation=link, domain=domain, expected=Status.PROVED, families=families)


def _exists(cid, u):
    return Exists(cid, f"some point fails ({u.statement})", SRC, negation=u, expected=Status.PROVED)


def kappa_at_most_1():
    return _relation("C32-K-LE-1", "K <= 1", sp.Le(BIN.kappa, 1, evaluate=False), BIN.domain, families=(BIN,))


def cancelled():
    """x (1 - x) / (x - x^2) = 1 wherever it is defined (x != 0, 1): sympy keeps the quotient."""
    return _relation(
        "C32-CANCEL", "x (1 - x)/(x - x^2) = 1", eq(x * (1 - x) / (x - x**2), 1), Domain((x,), (), "every real x")
    )


# (claim, witness, secant): each exported with the hints given, for Coq to reject
FALSE = {
    # K is increasing: f(1) < f(2), so "f(2) <= f(1)" (the refutation of increasing) is false
    "not-increasing-points-in-order": lambda: (
        _not("C32-NOT-INC", _monotone("C32-INC", "increasing")),
        {x: 1},
        (1, 2),
    ),
    # across the pole x = -1: f(-2) = 3 > f(1/2) = -1/3, but -2 is outside the set x > 0
    "not-increasing-points-outside-the-set": lambda: (
        _not("C32-NOT-INC-OUT", _monotone("C32-INC-OUT", "increasing")),
        {x: -2},
        (-2, HALF),
    ),
    # K <= 1 fails at a = d = 1, b = c = -1/2 (K = 3): a negative entry, outside the domain
    "not-kappa-le-1-negative-entry": lambda: (
        _not("C32-NOT-K", kappa_at_most_1()),
        {a: 1, b: -HALF, c: -HALF, d: 1},
        None,
    ),
    # "some binary matrix has K > 1", at the identity (K = 1)
    "exists-kappa-above-1-in-the-domain": lambda: (
        _exists("C32-EX-K", kappa_at_most_1()),
        {a: 1, b: 0, c: 0, d: 1},
        None,
    ),
    # the same at a matrix with negative entries, where K = 3 > 1
    "exists-kappa-above-1-negative-entry": lambda: (
        _exists("C32-EX-K-NEG", kappa_at_most_1()),
        {a: 1, b: -HALF, c: -HALF, d: 1},
        None,
    ),
    # x (1 - x)/(x - x^2) is 0 / 0 at x = 1: Coq's total division makes the link fail there
    "exists-where-undefined": lambda: (_exists("C32-EX-UNDEF", cancelled()), {x: 1}, None),
}
TRUE = {
    # K is not decreasing: f(1) < f(2)
    "not-decreasing": lambda: (_not("C32-NOT-DEC", _monotone("C32-DEC", "decreasing")), {x: 1}, (1, 2)),
    # K <= 0 fails at the identity (K = 1)
    "not-kappa-le-0": lambda: (
        _not(
            "C32-NOT-K0",
            _relation("C32-K-LE-0", "K <= 0", sp.Le(BIN.kappa, 0, evaluate=False), BIN.domain, families=(BIN,)),
        ),
        {a: 1, b: 0, c: 0, d: 1},
        None,
    ),
    # some binary matrix has K < 0 (BLOG-K1's shape)
    "exists-kappa-negative": lambda: (
        _exists(
            "C32-EX-NEG",
            _relation("C32-K-GE-0", "K >= 0", sp.Ge(BIN.kappa, 0, evaluate=False), BIN.domain, families=(BIN,)),
        ),
        {a: 0, b: 1, c: 2, d: 0},
        None,
    ),
    # the quotient is 1 wherever it is defined, but it is not x: some point has it != x
    "exists-defined-point": lambda: (
        _exists(
            "C32-EX-X",
            _relation(
                "C32-X", "x (1 - x)/(x - x^2) = x", eq(x * (1 - x) / (x - x**2), x), Domain((x,), (), "every real x")
            ),
        ),
        {x: 2},
        None,
    ),
}


def export(case):
    claim, witness, secant = case
    return claim, export_witness(claim, witness, secant)


@pytest.mark.parametrize("label", sorted(FALSE) + sorted(TRUE))
def test_each_statement_is_printed_as_the_claim_states_it(label):
    claim, th = export({**FALSE, **TRUE}[label]())
    if isinstance(claim, Not):
        inner = th.negated
        assert th.statement == f"~ ({inner.statement})"
        if isinstance(claim.claim, Monotone):
            assert same(parse(inner.function[0], inner.names), claim.claim.expr)
        else:
            for text, link in inner.conclusions:
                assert same(parse_prop(text, inner.names), link), (text, link)
        parts = inner.hypotheses + getattr(inner, "membership", [])
    else:
        (text, failing), links = th.conclusions[0], claim.negation.links
        assert same(parse_prop(text, th.names), sp.Not(sp.And(*links, evaluate=False), evaluate=False)), text
        assert same(failing, sp.Not(sp.And(*links, evaluate=False), evaluate=False))
        assert [r for _, r in th.hypotheses if r in claim.negation.domain.constraints] == list(
            claim.negation.domain.constraints
        )
        assert th.statement.startswith("exists ")
        parts = th.hypotheses
    for text, rel in parts:
        assert same(parse_prop(text, th.names), rel), (text, rel)


@needs_coq
@pytest.mark.parametrize("label", sorted(FALSE))
def test_coq_rejects_each_false_statement_with_its_witness(label, theories, tmp_path):
    _, th = export(FALSE[label]())
    path = tmp_path / f"{th.name}.v"
    path.write_text(th.source())
    status, _, message = compile_file(path, theories, timeout=90)
    # refused in its proof: a syntax error or an unknown name would make the case vacuous
    assert "Syntax error" not in message and "was not found" not in message, message
    assert status == "failed", message


@needs_coq
@pytest.mark.parametrize("label", sorted(TRUE))
def test_coq_proves_each_true_control(label, theories, tmp_path):
    _, th = export(TRUE[label]())
    assert compiles(th, theories, tmp_path)
