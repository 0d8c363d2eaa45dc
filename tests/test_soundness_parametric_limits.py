"""Soundness corpus, class "parametric leading coefficient" (issue 33, 5): a limit at infinity of a
rational function whose numerator's leading coefficient depends on a parameter and may vanish.

For every parameter value the numerator's degree is at most its formal degree: below the
denominator's (whose leading coefficient must not vanish) the limit is 0 for every value; equal,
it is the ratio of the formal leading coefficients, which is 0 where the numerator's vanishes.
Above, the limit depends on where the leading coefficient vanishes: never PROVED one way.
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.engine.verify import verify
from kappamcc.model.family import Family
from kappamcc.model.kinds import Limit

SRC = Source("soundness corpus", "parametric limits")
a, x = sp.Symbol("a", real=True), sp.Symbol("x", real=True)
b = sp.Symbol("b", real=True)
A_NONNEG = Domain((a,), (a >= 0,), "a >= 0")


def lim(cid, expr, value, domain=A_NONNEG, var=x):
    return Limit(
        cid, f"{expr} -> {value}", SRC, expr=expr, var=var, to=sp.oo, value=value, domain=domain, expected="OPEN"
    )


def _h():
    return Family("H", sp.Matrix([[a, 1, b], [1, a, 0], [0, 1, 1]]), Domain((a, b), (a >= 0, b >= 0), "a, b >= 0"))


PROVED = [
    (
        "the issue's K(H) -> 0 as b -> oo",
        lambda: Limit(
            "PL.h", "K(H) -> 0", SRC, expr=_h().kappa, var=b, to=sp.oo, value=0, domain=_h().domain, expected="OPEN"
        ),
    ),
    ("(a - 2) x/(x^2 + 1) -> 0", lambda: lim("PL.1", (a - 2) * x / (x**2 + 1), 0)),
    ("(a x + 1)/(x + 1) -> a, a = 0 included", lambda: lim("PL.2", (a * x + 1) / (x + 1), a)),
    (
        "((a - 1) x^2 + x)/(2 x^2 + 1) -> (a - 1)/2",
        lambda: lim("PL.3", ((a - 1) * x**2 + x) / (2 * x**2 + 1), (a - 1) / 2),
    ),
    (
        "a real a: (a^2 - 1) x/(x^2 + a^2 + 1) -> 0",
        lambda: lim("PL.4", (a**2 - 1) * x / (x**2 + a**2 + 1), 0, Domain((a,))),
    ),
]

NEVER_PROVED = [
    (
        "K(H) -> 1",
        lambda: Limit(
            "PLF.h", "K(H) -> 1", SRC, expr=_h().kappa, var=b, to=sp.oo, value=1, domain=_h().domain, expected="OPEN"
        ),
    ),
    ("(a x + 1)/(x + 1) -> 1 (only a = 1)", lambda: lim("PLF.1", (a * x + 1) / (x + 1), 1)),
    ("(a x^2 + 1)/(x + 1) -> oo (0 at a = 0)", lambda: lim("PLF.2", (a * x**2 + 1) / (x + 1), sp.oo)),
    ("(a x^2 + 1)/(x + 1) -> 0 (oo for a > 0)", lambda: lim("PLF.3", (a * x**2 + 1) / (x + 1), 0)),
    ("((a - 1) x^2 + x)/(2 x^2 + 1) -> 0", lambda: lim("PLF.4", ((a - 1) * x**2 + x) / (2 * x**2 + 1), 0)),
    (
        "(x + 1)/((a - 1) x + 1) -> 1/(a - 1): the denominator's leading coefficient vanishes at a = 1",
        lambda: lim("PLF.5", (x + 1) / ((a - 1) * x + 1), 1 / (a - 1)),
    ),
    ("a x/(x + 1) -> 1", lambda: lim("PLF.6", a * x / (x + 1), 1)),
    ("(a - 2) x/(x^2 + 1) -> a - 2", lambda: lim("PLF.7", (a - 2) * x / (x**2 + 1), a - 2)),
    ("(a x + 1)/(x + 1) -> a + 1/x0 (a value with the variable)", lambda: lim("PLF.8", (a * x + 1) / (x + 1), a + 1)),
    ("(a^2 - 4) x^3/(x^2 + 1) -> oo", lambda: lim("PLF.9", (a**2 - 4) * x**3 / (x**2 + 1), sp.oo)),
]


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in PROVED])
def test_a_limit_with_a_vanishing_leading_coefficient_below_the_denominators_degree_is_proved(factory):
    v = verify(factory(), fresh=True)
    assert v.status is Status.PROVED, v.notes


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in NEVER_PROVED])
def test_a_false_parametric_limit_is_never_proved(factory):
    assert verify(factory(), fresh=True).status is not Status.PROVED
