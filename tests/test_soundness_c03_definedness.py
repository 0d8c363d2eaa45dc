"""Soundness corpus, class 3: definedness decided on the whole domain, before any cancellation.

Root isolation, Monotone and Convex on closed intervals, cached subterms, the definedness
shortcuts (plain signs, lowest terms by FLINT), and a statement merely undefined at a point (not
false there).

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain, Status
from kappamcc.engine.verify import verify
from kappamcc.model.kinds import Convex, Exists, Limit, Monotone, chain, eq

from corpus_support import (
    D,
    GT1,
    POS,
    R,
    REALS,
    SRC,
    UNIT,
    a,
    cvx,
    ext,
    ge,
    gt,
    le,
    lt,
    mono,
    ne_,
    oo,
    registrars,
    rel,
    tlim,
    trel,
    x,
    y,
)

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.def-root-isolation-cancel", 3, rel("F.def-root-isolation-cancel", gt((x**2 - 1) / (x - 1), 0), POS))
F("F.def-root-isolation-cancel-ge", 3, rel("F.def-root-isolation-cancel-ge", ge((x**2 - x) / (x - 1), 0), POS))
F("F.def-root-isolation-square", 3, rel("F.def-root-isolation-square", lt((x - 1) ** 2 / (x**2 - 2 * x + 1), 2)))
F("F.def-root-isolation-cubic", 3, rel("F.def-root-isolation-cubic", le((x**3 - 1) / (x - 1), x**2 + x + 1)))
F("F.def-root-isolation-ne", 3, rel("F.def-root-isolation-ne", ne_((x**2 - 1) / (x - 1), 0), POS))
F("F.def-difference-cancels-lt", 3, rel("F.def-difference-cancels-lt", lt(1 / (x - 1), 1 / (x - 1) + 1)))
F("F.def-difference-cancels-gt", 3, rel("F.def-difference-cancels-gt", gt(x / (x - 2) + 1, x / (x - 2)), POS))
F("F.def-difference-cancels-le", 3, rel("F.def-difference-cancels-le", le(1 / x**2, 1 / x**2 + x**2)))
F("F.def-eq-removable", 3, rel("F.def-eq-removable", eq((x**2 - x) / (x - 1), x), POS))
F(
    "F.def-chain-removable",
    3,
    rel("F.def-chain-removable", chain(0, "<", (x**2 - 1) / (x - 1), "<", 3), D((x,), (x > 0, x < 2))),
)
F(
    "F.def-cached-inv",
    3,
    rel("F.def-cached-inv", ge(1 / (x - 1) ** 2, 0), D((x,), (sp.Or(x >= 0, 1 / (x - 1) < -100),))),
)
F(
    "F.def-cached-inv-eq",
    3,
    rel("F.def-cached-inv-eq", eq((x**2 - 1) / (x - 1), x + 1), D((x,), (sp.Or(x >= 0, 1 / (x - 1) > 1),))),
)
F(
    "F.def-cached-sqrt",
    3,
    rel("F.def-cached-sqrt", ge(sp.Abs(sp.sqrt(x - 1)) + 1, 1), D((x,), (sp.Or(x >= 0, sp.sqrt(x - 1) > 5),))),
)
F(
    "F.def-cached-inv-2var",
    3,
    rel("F.def-cached-inv-2var", ge(y**2 / (x - 1) ** 2, 0), D((x, y), (sp.Or(x >= 0, y / (x - 1) < -100),))),
)
F("F.def-mono-closed-endpoint", 3, mono("F.def-mono-closed-endpoint", 1 / x, x, sp.Interval(0, 1), "decreasing"))
F(
    "F.def-mono-closed-removable",
    3,
    mono("F.def-mono-closed-removable", (x**2 - x) / (x - 1), x, sp.Interval(0, 1), "increasing"),
)
F("F.def-mono-closed-right", 3, mono("F.def-mono-closed-right", 1 / (x - 2), x, sp.Interval(1, 2), "decreasing"))
F(
    "F.def-mono-closed-cubic",
    3,
    mono("F.def-mono-closed-cubic", (x**3 - x**2) / (x - 1), x, sp.Interval(1, 2), "increasing"),
)
F(
    "F.def-mono-log-cancels",
    3,
    mono("F.def-mono-log-cancels", x + sp.log(x**2) - 2 * sp.log(x), x, sp.Interval.open(-2, -1), "increasing"),
)
F("F.def-mono-sqrt-closed", 3, mono("F.def-mono-sqrt-closed", x + sp.sqrt(x), x, sp.Interval(-1, 1), "increasing"))
F("F.def-cvx-log-cancels", 3, cvx("F.def-cvx-log-cancels", x**2 + sp.log(x**2) - 2 * sp.log(x), x, sp.Interval(-2, -1)))
F("F.def-cvx-closed-pole", 3, cvx("F.def-cvx-closed-pole", 1 / x, x, sp.Interval(0, 1)))
F("F.def-cvx-removable", 3, cvx("F.def-cvx-removable", (x**3 - x**2) / (x - 1), x, sp.Interval(0, 2)))
F("F.def-cvx-closed-endpoint", 3, cvx("F.def-cvx-closed-endpoint", (x**4 - x**2) / (x**2 - 1), x, sp.Interval(1, 2)))
F("F.def-ext-removable", 3, ext("F.def-ext-removable", (x**2 - x) / (x - 1), x, 0, sp.Interval(0, 2)))
F("F.def-ext-at-undefined", 3, ext("F.def-ext-at-undefined", (x**2 - 1) / (x - 1), x, 1, sp.Interval(1, 2)))

# more attacks, found against the partly fixed engine
F("F.def-cvx-log-2x", 3, cvx("F.def-cvx-log-2x", x**2 + sp.log(2 * x - 4) - sp.log(x - 2), x, sp.Interval(0, 1)))
F(
    "F.def-mono-log-2x",
    3,
    mono("F.def-mono-log-2x", x + sp.log(2 * x - 4) - sp.log(x - 2), x, sp.Interval(0, 1), "increasing"),
)
F(
    "F.def-mono-int-steps-pole",
    3,
    mono("F.def-mono-int-steps-pole", 1 / (x - 3), x, sp.Interval(0, 5), "decreasing", integer_steps=True),
)
F("F.def-abs-over-x", 3, rel("F.def-abs-over-x", eq(sp.Abs(x) / x, sp.sign(x))))
F("F.def-min-recip", 3, rel("F.def-min-recip", le(sp.Min(1 / x, 1), 1), D((x,), (x >= 0,))))
F("F.def-nested-sqrt", 3, rel("F.def-nested-sqrt", ge(sp.sqrt(1 - sp.sqrt(x)), 0), D((x,), (x >= 0, x <= 4))))
F("F.def-implies", 3, rel("F.def-implies", sp.Implies(x > -1, 1 / x > 0)))
F("F.def-log-square-arg", 3, rel("F.def-log-square-arg", eq(sp.log(x**2), 2 * sp.log(x)), D((x,), (ne_(x, 0),))))
F("F.def-log-canonical-sign", 3, rel("F.def-log-canonical-sign", eq(sp.log(1 - x), sp.log(x - 1)), D((x,), (x > 2,))))
F("F.def-max-sqrt", 3, rel("F.def-max-sqrt", ge(sp.Max(sp.sqrt(x), 0), 0)))
T("T.def-defined-everywhere", 3, trel("T.def-defined-everywhere", gt(1 / (x**2 + 1), 0)))
T(
    "T.def-mono-open",
    3,
    lambda: Monotone(
        "T.def-mono-open",
        "",
        SRC,
        expr=1 / x,
        var=x,
        over=sp.Interval.open(0, 1),
        direction="decreasing",
        expected="PROVED",
        domain=UNIT,
    ),
)
T(
    "T.def-cvx-closed",
    3,
    lambda: Convex("T.def-cvx-closed", "", SRC, expr=x**4, var=x, over=sp.Interval(0, 1), expected="PROVED"),
)
T(
    "T.mono-sqrt-closed",
    3,
    lambda: Monotone(
        "T.mono-sqrt-closed",
        "",
        SRC,
        expr=sp.sqrt(x),
        var=x,
        over=sp.Interval(0, 1),
        direction="increasing",
        expected="PROVED",
    ),
)
T(
    "T.cvx-sqrt-closed",
    3,
    lambda: Convex("T.cvx-sqrt-closed", "", SRC, expr=-sp.sqrt(x), var=x, over=sp.Interval(0, 1), expected="PROVED"),
)
T(
    "T.mono-cubic-closed",
    3,
    lambda: Monotone(
        "T.mono-cubic-closed",
        "",
        SRC,
        expr=x**3,
        var=x,
        over=sp.Interval(-1, 1),
        direction="increasing",
        expected="PROVED",
    ),
)

# definedness settled from the hypotheses' literal signs (no Z3): a sign that is only >= 0, a
# declared non-negative symbol, a != 0 where a radicand needs >= 0, an unknown factor
_pn = sp.Symbol("pn", nonnegative=True)
F(
    "F.defined-nonneg-denominator",
    3,
    rel("F.defined-nonneg-denominator", eq(x / (x + x**2), 1 / (1 + x)), D((x,), (x >= 0,))),
)
F(
    "F.defined-shifted-radicand",
    3,
    rel("F.defined-shifted-radicand", eq(sp.sqrt(x) * sp.sqrt(x + 1), sp.sqrt(x**2 + x)), D((x,), (x + 1 > 0,))),
)
F(
    "F.defined-negative-power",
    3,
    rel("F.defined-negative-power", eq(x / (x**3 + x), 1 / (x**2 + 1)), D((x,), (x >= 0,))),
)
F(
    "F.defined-declared-nonneg",
    3,
    rel("F.defined-declared-nonneg", eq(_pn / (_pn**2 + _pn), 1 / (_pn + 1)), D((_pn,), ())),
)
F(
    "F.defined-nonzero-radicand",
    3,
    rel(
        "F.defined-nonzero-radicand",
        eq(sp.sqrt(x) * sp.sqrt(x + 1), sp.sqrt(x**2 + x)),
        D((x,), (sp.Ne(x, 0), x + 1 > 0)),
    ),
)
F(
    "F.defined-unknown-factor",
    3,
    rel(
        "F.defined-unknown-factor",
        eq(sp.sqrt(x * y) * sp.sqrt(x * y + 1), sp.sqrt(x * y * (x * y + 1))),
        D((x, y), (x > 0,)),
    ),
)
F(
    "F.defined-even-power-nonzero",
    3,
    rel("F.defined-even-power-nonzero", eq(x**2 / (x**4 + x**2), 1 / (x**2 + 1)), D((x,), ())),
)
F(
    "F.defined-sum-of-nonneg",
    3,
    rel("F.defined-sum-of-nonneg", eq(x / (x + y) + y / (x + y), 1), D((x, y), (x >= 0, y >= 0))),
)
F(
    "F.defined-difference-of-positives",
    3,
    rel("F.defined-difference-of-positives", eq(x / (x - y) - y / (x - y), 1), D((x, y), (x > 0, y > 0))),
)
F(
    "F.defined-negative-constant-term",
    3,
    rel("F.defined-negative-constant-term", eq(x / (x**2 - x), 1 / (x - 1)), D((x,), (x > 0,))),
)
F(
    "F.defined-odd-power-of-nonneg",
    3,
    rel("F.defined-odd-power-of-nonneg", eq(x**2 / (x**3 * (1 + x)), 1 / (x + x**2)), D((x,), (x >= 0,))),
)
T(
    "T.defined-sum-one-positive",
    3,
    trel("T.defined-sum-one-positive", eq(x / (x + y) + y / (x + y), 1), D((x, y), (x > 0, y >= 0))),
)
T(
    "T.defined-from-signs",
    3,
    trel("T.defined-from-signs", eq(x * y / (x * y + x**2 * y), 1 / (1 + x)), D((x, y), (x > 0, y > 0))),
)

# - identities with radicals, squared before any powsimp (prove/identity.py): equal squares
#   prove nothing without the sign condition, and a side undefined somewhere stays so
F("F.square-opposite-sign", 3, rel("F.square-opposite-sign", eq(sp.sqrt(x) * sp.sqrt(x + 1), -sp.sqrt(x**2 + x)), POS))
F("F.square-undefined-side", 3, rel("F.square-undefined-side", eq(sp.sqrt(x) * sp.sqrt(x - 1), sp.sqrt(x**2 - x)), POS))
F("F.square-exp-product", 3, rel("F.square-exp-product", eq(sp.sqrt(sp.exp(x) * sp.exp(-x)), -1), REALS))
T(
    "T.square-product-of-roots",
    3,
    trel("T.square-product-of-roots", eq(sp.sqrt(x) * sp.sqrt(x + 1), sp.sqrt(x**2 + x)), POS),
)

# - numerator and denominator in lowest terms by FLINT (ratfunc.lowest_terms), which may scale
#   both by one constant of either sign: a log sign, a rational limit's leading ratio and the
#   definedness of an identity's two sides (asked of their unevaluated sum) must not flip
F(
    "F.sum-of-sides-both-undefined",
    3,
    rel("F.sum-of-sides-both-undefined", eq(1 / (x - 1) + 1, x / (x - 1)), D((x,), (x >= 1,))),
)
F("F.sum-of-sides-opposite", 3, rel("F.sum-of-sides-opposite", eq(1 / (x - 1), -(-1 / (x - 1))), D((x,), (x >= 1,))))

# - exact evaluation of rational functions by FLINT (relation_holds): a removable singularity
#   is undefined at its point, never evaluated through the cancelled form
F(
    "F.flint-removable-at-the-point",
    3,
    rel("F.flint-removable-at-the-point", eq((x**2 - 1) / (x - 1), x + 1), D((x,), (x >= 1,))),
)
B(
    "F.flint-removable-only-point",
    3,
    rel("F.flint-removable-only-point", eq((x**2 - 1) / (x - 1), 2), D((x,), (sp.Eq(x, 1),))),
)
T("T.flint-removable-away", 3, trel("T.flint-removable-away", eq((x**2 - 1) / (x - 1), x + 1), GT1))

# - the plain-sign test (prove/plain_signs.py), shared by the definedness shortcut and the
#   family-entry check: what it signs must follow from the hypotheses as written
F(
    "F.plain-sign-sum-of-nonzero",
    3,
    rel("F.plain-sign-sum-of-nonzero", eq(x / (x + y) + y / (x + y), 1), D((x, y), (sp.Ne(x, 0), sp.Ne(y, 0)))),
)
F(
    "F.plain-sign-sum-of-nonnegative",
    3,
    rel("F.plain-sign-sum-of-nonnegative", eq(x / (x + y) + y / (x + y), 1), D((x, y), (x >= 0, y >= 0))),
)
F(
    "F.plain-sign-nonnegative-times-nonzero",
    3,
    rel("F.plain-sign-nonnegative-times-nonzero", ge(1 / (x**2 * y**2), 0), D((x, y), (x >= 0, sp.Ne(y, 0)))),
)
F("F.plain-sign-odd-negative-power", 3, rel("F.plain-sign-odd-negative-power", ge(1 / x**3, 0), D((x,), (x >= 0,))))
F(
    "F.plain-sign-odd-power-radicand",
    3,
    rel("F.plain-sign-odd-power-radicand", ge(sp.sqrt(x**3), 0), D((x,), (x >= -1,))),
)
B("F.plain-sign-equal-to-zero", 3, rel("F.plain-sign-equal-to-zero", ge(1 / x, 0), D((x,), (sp.Eq(x, 0),))))
B(
    "F.plain-sign-equal-to-negative",
    3,
    rel("F.plain-sign-equal-to-negative", ge(sp.sqrt(x), 0), D((x,), (sp.Eq(x, -1),))),
)
F(
    "F.plain-sign-bound-below-zero",
    3,
    rel("F.plain-sign-bound-below-zero", ge(sp.sqrt(x + y), 0), D((x, y), (x >= -R(1, 10**30), y >= 0))),
)
F("F.plain-sign-difference", 3, rel("F.plain-sign-difference", ge(sp.sqrt(x - y), 0), D((x, y), (x > 0, y > 0))))
T(
    "T.plain-sign-even-power-radicand",
    3,
    trel("T.plain-sign-even-power-radicand", ge(sp.sqrt((x - 1) ** 2 * y**2), 0), D((x, y), ())),
)
T(
    "T.plain-sign-positive-product",
    3,
    trel("T.plain-sign-positive-product", gt(1 / (x * y**3), 0), D((x, y), (x > 0, y > 0))),
)
T(
    "T.plain-sign-nonzero-even-power",
    3,
    trel("T.plain-sign-nonzero-even-power", gt(1 / (x**2 * y**4), 0), D((x, y), (sp.Ne(x, 0), sp.Ne(y, 0)))),
)

# 3, found by a third attack: a statement merely undefined at a point is not false there, so
#    "not Q" and "some point has not Q" need a genuine failure of Q; a Limit whose stated value
#    is undefined at a parameter point (and right everywhere else) was refuted as false
from kappamcc.model.kinds import Not as _Not

_A_POS = Domain((x, a), (x > 0, a > 0), "x > 0, a > 0")
_undefined_at_one = [  # (expr, a limit value equal to the limit except at one a, where it is undefined)
    ((a * x + 1) / (x + 1), (a**2 - a) / (a - 1)),
    ((a * x + 1) / (x + 1), (a**3 - a**2) / (a**2 - a)),
    ((2 * a * x**2 + 1) / (x**2 + 3), (2 * a**2 - 4 * a) / (a - 2)),
    (a + 1 / x, (a**2 - 4) / (a - 2) - 2),
    (a * sp.exp(-1 / x), (a**2 - 3 * a) / (a - 3)),
]


def _lim_undefined(label, k):
    expr, value = _undefined_at_one[k]
    return Limit(label, "", SRC, expr=expr, var=x, to=oo, value=value, expected="OPEN", domain=_A_POS)


for _k in range(len(_undefined_at_one)):
    F(
        f"F.not-limit-value-undefined-{_k}",
        3,
        (
            lambda k: (
                lambda: _Not(
                    f"F.not-limit-value-undefined-{k}",
                    "",
                    SRC,
                    claim=_lim_undefined(f"F.nluv{k}.q", k),
                    expected="OPEN",
                )
            )
        )(_k),
    )
    F(
        f"F.exists-limit-value-undefined-{_k}",
        3,
        (
            lambda k: (
                lambda: Exists(
                    f"F.exists-limit-value-undefined-{k}",
                    "",
                    SRC,
                    negation=_lim_undefined(f"F.eluv{k}.q", k),
                    expected="OPEN",
                )
            )
        )(_k),
    )
T(
    "T.limit-value-defined-everywhere",
    3,
    tlim("T.limit-value-defined-everywhere", (a * x + 1) / (x + 1), x, oo, a, _A_POS),
)
T(
    "T.not-limit-genuinely-false",
    3,
    lambda: _Not(
        "T.not-limit-genuinely-false",
        "",
        SRC,
        expected="PROVED",
        claim=Limit(
            "T.nlgf.q",
            "",
            SRC,
            expr=(a * x + 1) / (x + 1),
            var=x,
            to=oo,
            value=a + 1,
            expected="REFUTED",
            domain=_A_POS,
        ),
    ),
)


def test_a_limit_whose_value_is_undefined_at_a_point_is_refuted_as_undefined_not_false():
    verdict = verify(_lim_undefined("T.luv.direct", 0))
    assert verdict.status is Status.REFUTED and str(verdict.failure) == "undefined"
    assert verdict.counterexample.get(a) == 1
