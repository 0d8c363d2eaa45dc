"""Soundness corpus, class "printed form": a printed formula's denominators are kept.

A user writes an odds ratio as printed, ``(a/b)/(c/d)``; Python evaluates it to ``a*d/(b*c)``
before the engine sees it, and the engine PROVED "defined wherever b, c > 0" although the print
divides by d.  ``printed_form(text, symbols)`` parses the printed text without evaluating it, so
every denominator and radicand reaches the engine's definedness check; a claim whose printed
LaTeX divides by a symbol its formal statement never divides by gets a warning.  The false
statements below (each undefined at a point of its domain) must never be PROVED; the true
controls must be PROVED.
"""

from __future__ import annotations

import warnings

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.engine.verify import verify
from kappamcc.model.kinds import PrintedDenominatorWarning, Relation, eq, printed_form
from kappamcc.prove.realarith import definedness_obligations

SRC = Source("soundness corpus", "printed form")
a, b, c, d, x = sp.symbols("a b c d x", real=True)
S = (a, b, c, d, x)
B_C = Domain((a, b, c, d), (b > 0, c > 0, a >= 0, d >= 0), "b, c > 0; a, d >= 0")


def rel(cid, text, rhs, domain):
    return Relation(cid, text, SRC, relation=eq(printed_form(text, S), rhs), domain=domain, expected="OPEN")


NEVER_PROVED = [
    ("the odds ratio divides by d", lambda: rel("PF.odds", "(a/b)/(c/d)", a * d / (b * c), B_C)),
    ("a c cancelled against c", lambda: rel("PF.cancel", "(a/c)*(c/d)", a / d, Domain((a, c, d), (d > 0,)))),
    ("x/x is 1 except at 0", lambda: rel("PF.xx", "x/x", 1, Domain((x,), (), "x real"))),
    ("1/(1/x) is x except at 0", lambda: rel("PF.inv", "1/(1/x)", x, Domain((x,), (x >= 0,)))),
    ("a/(b/b) divides by b", lambda: rel("PF.bb", "a/(b/b)", a, Domain((a, b), (b >= 0,)))),
    ("(a/b)*(b/a) is 1 only where both are non-zero", lambda: rel("PF.ab", "(a/b)*(b/a)", 1, Domain((a, b), (b > 0,)))),
    ("(x**2 - 1)/(x - 1) at x = 1", lambda: rel("PF.hole", "(x**2 - 1)/(x - 1)", x + 1, Domain((x,), (), "x real"))),
    ("sqrt(x)**2 below 0", lambda: rel("PF.sqrt", "sqrt(x)**2", x, Domain((x,), (x >= -1,)))),
    ("x^2/x with ^ for a power", lambda: rel("PF.xor", "x^2/x", x, Domain((x,), (x >= 0,)))),
    ("a nested quotient in a sum", lambda: rel("PF.sum", "1 + (a/b)/(c/d)", 1 + a * d / (b * c), B_C)),
]

PROVED = [
    (
        "the odds ratio where every count is positive",
        lambda: Relation(
            "PF.c1",
            "(a/b)/(c/d)",
            SRC,
            relation=eq(printed_form("(a/b)/(c/d)", S), a * d / (b * c)),
            domain=Domain((a, b, c, d), (b > 0, c > 0, d > 0, a >= 0)),
            expected="PROVED",
        ),
    ),
    (
        "x/x on x > 0",
        lambda: Relation(
            "PF.c2",
            "x/x",
            SRC,
            relation=eq(printed_form("x/x", S), 1),
            domain=Domain((x,), (x > 0,)),
            expected="PROVED",
        ),
    ),
]


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in NEVER_PROVED])
def test_a_printed_form_undefined_somewhere_in_its_domain_is_never_proved(factory):
    assert verify(factory(), fresh=True).status is not Status.PROVED


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in PROVED])
def test_a_printed_form_defined_on_its_domain_is_proved(factory):
    assert verify(factory(), fresh=True).status is Status.PROVED


def test_a_printed_form_keeps_the_denominator_python_would_cancel():
    obligations = definedness_obligations(printed_form("(a/b)/(c/d)", S))
    assert any(d in o.free_symbols for o in obligations)
    assert not any(d in o.free_symbols for o in definedness_obligations((a / b) / (c / d)))


@pytest.mark.parametrize(
    "text, symbols, words",
    [
        ("a/q", S, "q"),
        ("a +", S, "a +"),
        ("", S, "empty"),
        ("a/b", ("a", "b"), "Symbol"),
    ],
)
def test_a_printed_form_that_cannot_be_read_is_a_clear_error(text, symbols, words):
    with pytest.raises((ValueError, TypeError), match=words):
        printed_form(text, symbols)


def test_a_claim_whose_printed_latex_divides_by_a_symbol_its_statement_lost_is_warned():
    with pytest.warns(PrintedDenominatorWarning, match="d"):
        Relation(
            "PF.w1",
            "odds ratio",
            Source("s", "p1", printed=r"\frac{a/b}{c/d}"),
            relation=eq((a / b) / (c / d), a * d / (b * c)),
            domain=B_C,
            expected="OPEN",
        )


def test_a_claim_that_keeps_its_printed_denominators_is_not_warned():
    with warnings.catch_warnings():
        warnings.simplefilter("error", PrintedDenominatorWarning)
        Relation(
            "PF.w2",
            "odds ratio",
            Source("s", "p1", printed=r"\frac{a/b}{c/d}"),
            relation=eq(printed_form("(a/b)/(c/d)", S), a * d / (b * c)),
            domain=B_C,
            expected="OPEN",
        )


# found by an independent attack
def test_a_printed_decimal_is_the_exact_decimal_it_prints():
    c = Relation(
        "PF.dec",
        "0.1 x = x/10",
        SRC,
        relation=eq(printed_form("0.1*x", S), x / 10),
        domain=Domain((x,)),
        expected="PROVED",
    )
    assert verify(c, fresh=True).status is Status.PROVED


@pytest.mark.parametrize(
    "latex, relation, domain",
    [
        (r"\frac{a}{c}\cdot\frac{c}{d} = \frac{a}{d}", eq((a / c) * (c / d), a / d), Domain((a, c, d), (d > 0,))),
        (r"\frac{x}{x} = 1", eq(sp.Integer(1), 1), Domain((x,), (), "x real")),
        (r"\dfrac{a}{b}\Big/\dfrac{c}{d}", eq((a / b) / (c / d), a * d / (b * c)), B_C),
        (r"\tfrac{a}{d}", eq(a / d, a / d), Domain((a, d), (d > 0,))),
        (r"\cfrac{a}{c}\cdot\cfrac{c}{d}", eq((a / c) * (c / d), a / d), Domain((a, c, d), (d > 0,))),
        (r"{a \over c}{c \over d}", eq((a / c) * (c / d), a / d), Domain((a, c, d), (d > 0,))),
        (r"a c^{-1} \cdot c d^{-1}", eq((a / c) * (c / d), a / d), Domain((a, c, d), (d > 0,))),
    ],
    ids=[
        "a symbol cancelled away",
        "x/x written as 1",
        "dfrac",
        "tfrac kept: no warning expected",
        "cfrac",
        "over",
        "a power -1",
    ],
)
def test_a_lost_printed_denominator_warns_even_when_the_statement_no_longer_uses_the_symbol(latex, relation, domain):
    build = lambda: Relation(
        "PF.lost",
        "as printed",
        Source("s", "p1", printed=latex),
        relation=relation,  # noqa: E731
        domain=domain,
        expected="OPEN",
    )
    if "tfrac" in latex:
        with warnings.catch_warnings():
            warnings.simplefilter("error", PrintedDenominatorWarning)
            build()
    else:
        with pytest.warns(PrintedDenominatorWarning):
            build()


def test_a_printed_decimal_in_scientific_notation_is_a_number_not_a_symbol_e():
    assert printed_form("1e-1*x", S) == x / 10 and printed_form("2.5E1*x", S) == 25 * x
