"""Soundness corpus, class 0: plain mutations of true claims, of every kind.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.kinds import (
    AllOf,
    Convex,
    Counterexample,
    Exists,
    Extremum,
    ForEachSize,
    IdentityAllN,
    Monotone,
    Relation,
    Steps,
    chain,
    eq,
)
from kappamcc.prove.index_sums import Sum

from corpus_support import (
    D,
    GT1,
    M,
    Ms,
    POS,
    R,
    REALS,
    SRC,
    UNIT,
    a,
    allN,
    cvx,
    exists,
    ext,
    ge,
    gt,
    i,
    j,
    k,
    le,
    lim,
    lt,
    mono,
    ne_,
    oo,
    printed,
    registrars,
    rel,
    tlim,
    tprinted,
    trel,
    true_line,
    x,
    y,
)

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.rel-perturbed-constant", 0, rel("F.rel-perturbed-constant", eq((x + 1) ** 2, x**2 + 2 * x + 2)))
F("F.rel-flipped", 0, rel("F.rel-flipped", lt(x**2 + 1, 2 * x)))
F("F.rel-strict-vs-weak", 0, rel("F.rel-strict-vs-weak", gt(x**2 - 2 * x + 1, 0)))
F("F.rel-shifted-boundary", 0, rel("F.rel-shifted-boundary", lt(x**2 - 3 * x + 2, 0), D((x,), (x > 1, x < R(5, 2)))))
F("F.rel-two-vars", 0, rel("F.rel-two-vars", ge(x * y, (x + y) ** 2 / 4), D((x, y), (x > 0, y > 0))))
F("F.rel-chain-link", 0, rel("F.rel-chain-link", chain(0, "<", x, "<", x**2), UNIT))
F("F.rel-sqrt-sign", 0, rel("F.rel-sqrt-sign", eq(sp.sqrt(x**2), x)))
F("F.rel-sqrt-ineq", 0, rel("F.rel-sqrt-ineq", le(sp.sqrt(x + 1), sp.sqrt(x) + R(1, 2)), POS))
F("F.rel-abs", 0, rel("F.rel-abs", eq(sp.Abs(x - 1), x - 1)))
F("F.rel-min", 0, rel("F.rel-min", eq(sp.Min(x, 1), x), POS))
F("F.rel-closed", 0, rel("F.rel-closed", lt(sp.sqrt(2) + sp.sqrt(3), sp.pi)))
F("F.rel-closed-eq", 0, rel("F.rel-closed-eq", eq(sp.sqrt(2) * sp.sqrt(3), sp.Rational(245, 100))))
F("F.rel-rational", 0, rel("F.rel-rational", le((x + 1) / (x + 2), R(1, 2)), POS))
F("F.rel-ne", 0, rel("F.rel-ne", ne_(x**2, 4)))
F("F.lim-wrong-value", 0, lim("F.lim-wrong-value", (2 * x + 1) / (x + 3), x, oo, 3))
F("F.lim-parametric", 0, lim("F.lim-parametric", (a * x + 1) / (x + 2), x, oo, a + 1, D((a,), (a > 0,))))
F("F.lim-infinite", 0, lim("F.lim-infinite", x / (x**2 + 1), x, oo, oo))
F("F.lim-at-point", 0, lim("F.lim-at-point", (x**2 + x) / x, x, 0, 0, POS))
F("F.ext-wrong-argmin", 0, ext("F.ext-wrong-argmin", (x - 1) ** 2, x, 0, sp.Interval(-2, 2)))
F("F.ext-max-is-min", 0, ext("F.ext-max-is-min", (x - 1) ** 2, x, 1, sp.Interval(-2, 2), "max"))
F("F.ext-outside", 0, ext("F.ext-outside", (x - 3) ** 2, x, 3, sp.Interval(0, 2)))
F("F.mono-wrong", 0, mono("F.mono-wrong", x**2, x, sp.Interval.open(-1, 1), "increasing"))
F("F.mono-dec", 0, mono("F.mono-dec", x / (1 + x), x, sp.Interval.open(0, oo), "decreasing"))
F(
    "F.mono-int-steps",
    0,
    mono("F.mono-int-steps", x**2 - 10 * x, x, sp.Interval(0, 9), "decreasing", integer_steps=True),
)
F("F.cvx-concave", 0, cvx("F.cvx-concave", -(x**2), x, sp.Interval(-1, 1)))
F("F.cvx-cubic", 0, cvx("F.cvx-cubic", x**3, x, sp.Interval(-1, 1)))
F("F.printed-digit", 0, printed("F.printed-digit", R(148, 468), "0.317"))
F("F.printed-sign", 0, printed("F.printed-sign", R(1, 4), "-0.25"))
F("F.printed-scale", 0, printed("F.printed-scale", R(1, 3), "3.33"))
F(
    "F.allN-rc-rr",
    0,
    allN("F.allN-rc-rr", lambda: Sum(Sum(M[i, j], j) * Sum(M[k, i], k), i), lambda: Sum(Sum(M[i, j], j) ** 2, i), [M]),
)
F("F.allN-transpose", 0, allN("F.allN-transpose", lambda: M[i, j], lambda: M[j, i], [M]))
F("F.allN-trace", 0, allN("F.allN-trace", lambda: Sum(M[i, i], i) ** 2, lambda: Sum(M[i, i] ** 2, i), [M]))
F(
    "F.steps-derivation",
    0,
    lambda: Steps(
        "F.steps-derivation",
        "a derivation with a false line",
        SRC,
        steps=[
            true_line("F.sd.1"),
            Relation(
                "F.sd.2", "(x+1)^2 = x^2+1", SRC, relation=eq((x + 1) ** 2, x**2 + 1), expected="REFUTED", domain=REALS
            ),
        ],
        argument="each line follows",
        derivation=True,
        expected="REFUTED",
    ),
)
F(
    "F.allof-part",
    0,
    lambda: AllOf(
        "F.allof-part",
        "two statements, one false",
        SRC,
        parts=[
            true_line("F.ap.1"),
            Relation("F.ap.2", "x > 1 on x > 0", SRC, relation=gt(x, 1), expected="REFUTED", domain=POS),
        ],
        expected="REFUTED",
    ),
)
F(
    "F.exists-none",
    0,
    exists(
        "F.exists-none",
        lambda: Relation(
            "F.exists-none.neg", "x^2 + 1 > 0", SRC, relation=gt(x**2 + 1, 0), expected="PROVED", domain=REALS
        ),
    ),
)
F(
    "F.foreachsize",
    0,
    lambda: ForEachSize(
        "F.foreachsize",
        "N < 3 for N = 1..4",
        SRC,
        sizes=[1, 2, 3, 4],
        check=lambda N: (N < 3, f"N = {N}"),
        expected="REFUTED",
    ),
)
F(
    "F.counterexample-false-lemma",
    0,
    lambda: Counterexample(
        "F.counterexample-false-lemma",
        "every x > 0 has x > 1 (false; the family is valid)",
        SRC,
        family="x = 1/2",
        facts=[Relation("F.cfl.fact", "1/2 < 1", SRC, relation=lt(R(1, 2), 1), expected="PROVED")],
        argument="1/2 > 0 and 1/2 < 1",
        expected="REFUTED",
    ),
)

# more attacks, found against the partly fixed engine
F("F.rel-or-link", 0, rel("F.rel-or-link", sp.Or(x > 0, x < 0)))
F("F.ext-open-bound", 0, ext("F.ext-open-bound", x, x, 0, sp.Interval.open(0, 1)))
F("F.rel-sign-squared", 0, rel("F.rel-sign-squared", eq(sp.sign(x) ** 2, 1)))
F("F.mono-abs", 0, mono("F.mono-abs", sp.Abs(x), x, sp.Interval(-1, 1), "increasing"))
F("F.mono-constant", 0, mono("F.mono-constant", sp.Integer(1) + 0 * x, x, sp.Interval(0, 1), "increasing"))
F("F.mono-param-zero", 0, mono("F.mono-param-zero", a * x, x, sp.Interval(0, 1), "increasing", D((a,), (a >= 0,))))
F("F.ext-abs", 0, ext("F.ext-abs", -sp.Abs(x), x, 0, sp.Interval(-1, 1), "min"))
F("F.ext-param-location", 0, ext("F.ext-param-location", (x - a) ** 2, x, a, sp.Interval(0, 1), "min", D((a,), ())))
F("F.cvx-param", 0, cvx("F.cvx-param", a * x**2, x, sp.Interval(0, 1), D((a,), ())))
F("F.printed-float-exact", 0, printed("F.printed-float-exact", 0.1, "0.2"))
T("T.rel-square", 0, trel("T.rel-square", eq((x + 1) ** 2, x**2 + 2 * x + 1)))
T("T.rel-amgm", 0, trel("T.rel-amgm", le(x * y, (x + y) ** 2 / 4), D((x, y), ())))
T("T.rel-chain", 0, trel("T.rel-chain", chain(0, "<", x**2, "<", x), UNIT))
T("T.rel-sqrt", 0, trel("T.rel-sqrt", eq(sp.sqrt(x**2), sp.Abs(x))))
T("T.rel-sqrt-ineq", 0, trel("T.rel-sqrt-ineq", le(sp.sqrt(x + 1), sp.sqrt(x) + 1), POS))
T("T.rel-rational", 0, trel("T.rel-rational", gt((x + 1) / (x + 2), R(1, 2)), POS))
T("T.rel-closed", 0, trel("T.rel-closed", lt(sp.sqrt(2) + sp.sqrt(3), sp.pi + R(1, 100))))
T("T.rel-removable-written-cancelled", 0, trel("T.rel-removable-written-cancelled", eq((x**2 - x) / (x - 1), x), GT1))
T("T.rel-min", 0, trel("T.rel-min", eq(sp.Min(x, 1), x), UNIT))
T("T.rel-ne", 0, trel("T.rel-ne", ne_(x**2, -1)))
T("T.lim-rational", 0, tlim("T.lim-rational", (2 * x + 1) / (x + 3), x, oo, 2))
T("T.lim-parametric", 0, tlim("T.lim-parametric", (a * x + 1) / (x + 2), x, oo, a, D((a,), (a > 0,))))
T("T.lim-right", 0, tlim("T.lim-right", 1 / x, x, 0, oo, POS))
T("T.lim-sqrt", 0, tlim("T.lim-sqrt", sp.sqrt(x**2 + x) - x, x, oo, R(1, 2)))
T("T.lim-infinite", 0, tlim("T.lim-infinite", x**2 / (x + 1), x, oo, oo))
T(
    "T.ext-min",
    0,
    lambda: Extremum(
        "T.ext-min", "", SRC, expr=(x - 1) ** 2, var=x, at=1, over=sp.Interval(-2, 2), kind="min", expected="PROVED"
    ),
)
T(
    "T.ext-max",
    0,
    lambda: Extremum(
        "T.ext-max", "", SRC, expr=-((x - 1) ** 2), var=x, at=1, over=sp.Interval(-2, 2), kind="max", expected="PROVED"
    ),
)
T(
    "T.mono-inc",
    0,
    lambda: Monotone(
        "T.mono-inc",
        "",
        SRC,
        expr=x / (1 + x),
        var=x,
        over=sp.Interval.open(0, oo),
        direction="increasing",
        expected="PROVED",
        domain=POS,
    ),
)
T(
    "T.mono-dec",
    0,
    lambda: Monotone(
        "T.mono-dec",
        "",
        SRC,
        expr=1 / (1 + x),
        var=x,
        over=sp.Interval.open(0, oo),
        direction="decreasing",
        expected="PROVED",
        domain=POS,
    ),
)
T(
    "T.mono-int-steps",
    0,
    lambda: Monotone(
        "T.mono-int-steps",
        "",
        SRC,
        expr=x**2,
        var=x,
        over=sp.Interval(0, 9),
        direction="increasing",
        integer_steps=True,
        expected="PROVED",
    ),
)
T("T.cvx", 0, lambda: Convex("T.cvx", "", SRC, expr=x**2, var=x, over=sp.Interval(-1, 1), expected="PROVED"))
T(
    "T.cvx-recip",
    0,
    lambda: Convex(
        "T.cvx-recip", "", SRC, expr=1 / (1 + x), var=x, over=sp.Interval.open(0, oo), expected="PROVED", domain=POS
    ),
)
T("T.printed", 0, tprinted("T.printed", R(148, 468), "0.316"))
T("T.printed-negative", 0, tprinted("T.printed-negative", R(-1, 3), "-0.333"))
T(
    "T.allN-symmetric",
    0,
    lambda: IdentityAllN(
        "T.allN-symmetric",
        "",
        SRC,
        equations=[(Sum(Sum(Ms[i, j], j) * Sum(Ms[k, i], k), i), Sum(Sum(Ms[i, j], j) ** 2, i))],
        arrays=[Ms],
        expected="PROVED",
    ),
)
T(
    "T.allN-trace",
    0,
    lambda: IdentityAllN(
        "T.allN-trace", "", SRC, equations=[(Sum(M[i, i], i) * 2, Sum(2 * M[i, i], i))], arrays=[M], expected="PROVED"
    ),
)
T("T.allof", 0, lambda: AllOf("T.allof", "", SRC, parts=[true_line("T.allof.1")], expected="PROVED"))
T(
    "T.steps",
    0,
    lambda: Steps(
        "T.steps", "", SRC, steps=[true_line("T.steps.1")], argument="x + x = 2x is the statement", expected="PROVED"
    ),
)
T(
    "T.exists",
    0,
    lambda: Exists(
        "T.exists",
        "some x > 0 has x^2 > 2",
        SRC,
        negation=Relation(
            "T.exists.neg", "x^2 <= 2 for x > 0", SRC, relation=le(x**2, 2), expected="REFUTED", domain=POS
        ),
        expected="PROVED",
    ),
)
T(
    "T.foreachsize",
    0,
    lambda: ForEachSize("T.foreachsize", "", SRC, sizes=[1, 2, 3], check=lambda N: (N >= 1, ""), expected="PROVED"),
)
T("T.lim-oo-poly", 0, tlim("T.lim-oo-poly", (x**3 + 1) / (2 * x**3), x, oo, R(1, 2)))
T(
    "T.ext-param",
    0,
    lambda: Extremum(
        "T.ext-param",
        "",
        SRC,
        expr=(x - a) ** 2,
        var=x,
        at=a,
        over=sp.Interval(-oo, oo),
        expected="PROVED",
        domain=Domain((a,), ()),
        kind="min",
    ),
)
