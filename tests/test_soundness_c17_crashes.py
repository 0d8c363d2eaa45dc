"""Soundness corpus, class 17: inputs that crashed inside verify get a verdict or a clear error, never "error".

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built. This file also checks, for each of its cases, that verify gives
a verdict rather than the method "error".
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.engine.verify import verify
from kappamcc.model.kinds import Monotone, Root

from corpus_support import (
    C150,
    D,
    GT1,
    POS,
    R,
    SRC,
    ZERO_IN_DISGUISE,
    a,
    check_refused,
    ge,
    gt,
    lim,
    lt,
    mono,
    oo,
    printed,
    registrars,
    rel,
    tlim,
    tprinted,
    trel,
    x,
)

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F(
    "F.crash-integer-steps-unbounded",
    17,
    mono("F.crash-integer-steps-unbounded", x**2 - 10 * x, x, sp.Interval(0, oo), "increasing", integer_steps=True),
)
F(
    "F.crash-integer-steps-below",
    17,
    mono("F.crash-integer-steps-below", x**2, x, sp.Interval(-oo, 3), "decreasing", integer_steps=True),
)
F(
    "F.crash-integer-steps-huge",
    17,
    mono("F.crash-integer-steps-huge", (x - 10**6) ** 2, x, sp.Interval(0, 10**7), "decreasing", integer_steps=True),
)
F("F.crash-monotone-abs", 17, mono("F.crash-monotone-abs", x + sp.Abs(x), x, sp.Interval(-1, 1), "increasing"))
F("F.crash-monotone-abs-only", 17, mono("F.crash-monotone-abs-only", sp.Abs(x), x, sp.Interval(-1, 1), "increasing"))
F(
    "F.crash-root-1e-80-from-end",
    17,
    rel("F.crash-root-1e-80-from-end", ge((x - R(1, 10**80)) * (x - 1), 0), D((x,), (x >= 0, x <= 1))),
)
F(
    "F.crash-root-1e-80-above-end",
    17,
    rel("F.crash-root-1e-80-above-end", gt(x - 1 - R(1, 10**80), 0), D((x,), (x >= 1, x <= 2))),
)
F(
    "F.crash-float-interval-end",
    17,
    mono("F.crash-float-interval-end", x**2, x, sp.Interval(sp.Float(-0.5), 2), "increasing"),
)
F("F.crash-float-constraint", 17, rel("F.crash-float-constraint", lt(x, 1), D((x,), (x >= sp.Float(0.1),))))
F("F.crash-printed-below-tie", 17, printed("F.crash-printed-below-tie", R(5, 1000) - R(1, 10**300), "0.01"))
F("F.crash-printed-above-tie", 17, printed("F.crash-printed-above-tie", R(5, 1000) + R(1, 10**300), "0.00"))
F("F.crash-printed-irrational-near-tie", 17, printed("F.crash-printed-irrational-near-tie", R(15, 10) + C150, "1"))
T(
    "T.crash-integer-steps-unbounded",
    17,
    lambda: Monotone(
        "T.crash-integer-steps-unbounded",
        "",
        SRC,
        expr=1 / (x + 1),
        var=x,
        over=sp.Interval(0, oo),
        direction="decreasing",
        integer_steps=True,
        expected="PROVED",
    ),
)
T(
    "T.crash-float-interval-end",
    17,
    lambda: Monotone(
        "T.crash-float-interval-end",
        "",
        SRC,
        expr=x**2,
        var=x,
        over=sp.Interval(sp.Float(0.5), 2),
        direction="increasing",
        expected="PROVED",
    ),
)
T("T.crash-printed-above-tie", 17, tprinted("T.crash-printed-above-tie", R(5, 1000) + R(1, 10**300), "0.01"))
T("T.crash-printed-below-tie", 17, tprinted("T.crash-printed-below-tie", R(5, 1000) - R(1, 10**300), "0.00"))
T("T.crash-root-1e-80", 17, trel("T.crash-root-1e-80", ge((x - R(1, 10**80)) * (x - 1), 0), D((x,), (x >= 1,))))
T(
    "T.root-max-of-an-exact-zero",
    17,
    lambda: Root(
        "T.root-max-of-an-exact-zero",
        "",
        SRC,
        expr=sp.Max(x + ZERO_IN_DISGUISE, 0) - R(1, 2),
        var=x,
        over=sp.Interval.open(0, 1),
        expected="PROVED",
    ),
)

# 17 more inputs that crashed: integer steps whose values are undefined or whose range is beyond
#    every ball, printed values of non-finite numbers or with thousands of digits in the exponent
F(
    "F.int-steps-removable-pole",
    17,
    mono("F.int-steps-removable-pole", (x**2 - 16) / (x - 4), x, sp.Interval(0, 6), "increasing", integer_steps=True),
)
F(
    "F.int-steps-parameter-sign",
    17,
    mono(
        "F.int-steps-parameter-sign",
        a * x,
        x,
        sp.Interval(0, 4),
        "increasing",
        D((x, a), (a > -1,)),
        integer_steps=True,
    ),
)
F(
    "F.int-steps-sqrt-negative",
    17,
    mono("F.int-steps-sqrt-negative", -sp.sqrt(x), x, sp.Interval(-2, 2), "decreasing", integer_steps=True),
)
F(
    "F.int-steps-range-beyond-balls",
    17,
    mono("F.int-steps-range-beyond-balls", -x, x, sp.Interval(0, sp.exp(sp.exp(60))), "increasing", integer_steps=True),
)
B("F.printed-infinite", 17, printed("F.printed-infinite", sp.oo, "1e10"))
B("F.printed-undefined", 17, printed("F.printed-undefined", sp.log(0), "0"))
B("F.printed-huge-exponent", 17, printed("F.printed-huge-exponent", sp.Integer(10) ** 4500 + 7, "1e4500"))
B("F.printed-tiny-exponent", 17, printed("F.printed-tiny-exponent", R(3, 10**4600), "1e-4600"))
F("F.printed-tower", 17, printed("F.printed-tower", sp.exp(sp.exp(sp.exp(4))), "1e20"))
B("F.printed-zero-huge-exponent", 17, printed("F.printed-zero-huge-exponent", R(1, 10**9), "0e-10000000"))
T(
    "T.int-steps-ordinary",
    17,
    lambda: Monotone(
        "T.int-steps-ordinary",
        "",
        SRC,
        expr=x**2 + x,
        var=x,
        over=sp.Interval(0, 10),
        direction="increasing",
        integer_steps=True,
        expected="PROVED",
    ),
)
T("T.printed-huge-power", 17, tprinted("T.printed-huge-power", sp.Integer(10) ** 300 * 3, "3e300"))

# 17 more inputs that crashed: irrational coefficients in one variable, a bound beyond 2^128 next
#    to an irrational root, a log of an argument with an irrational factor
T("T.irrational-coefficient-square", 17, trel("T.irrational-coefficient-square", ge(x**2 + 3, 2 * sp.sqrt(3) * x)))
T("T.irrational-coefficient-pi", 17, trel("T.irrational-coefficient-pi", gt(x**2 + 4, sp.pi * x)))
F("F.huge-bound-irrational-root", 17, rel("F.huge-bound-irrational-root", gt(x**2, 3 * 10**80)))
T("T.log-irrational-factor", 17, trel("T.log-irrational-factor", gt(sp.log(sp.sqrt(3) * x), 0), GT1))

# 17, found by a third attack: powers with huge exponents were evaluated or expanded exactly
#    (minutes, gigabytes, or a process killed by GMP); each is OPEN at once with its reason
_N7, _E12 = 10**7, 10**12
F("F.huge-power-closed", 17, rel("F.huge-power-closed", gt(sp.Pow(1 + R(1, _N7), _N7, evaluate=False), sp.E)))
F(
    "F.huge-power-two-three",
    17,
    rel("F.huge-power-two-three", gt(sp.Pow(2, _E12, evaluate=False), sp.Pow(3, _E12, evaluate=False))),
)
F("F.huge-power-printed", 17, printed("F.huge-power-printed", sp.Pow(2, -_E12, evaluate=False), "1.0"))
F("F.huge-power-limit", 17, lim("F.huge-power-limit", x ** (10**9) / (x ** (10**9) + 1), x, oo, 0))
F("F.huge-power-relation", 17, rel("F.huge-power-relation", lt(x ** (10**9), -1)))
F("F.huge-root-relation", 17, rel("F.huge-root-relation", lt(x ** R(1, 10**9), -1), POS))
F("F.huge-power-in-domain", 17, rel("F.huge-power-in-domain", lt(x, 0), D((x,), (gt(x ** (10**9), 1),))))
T("T.huge-power-closed", 17, trel("T.huge-power-closed", lt(sp.Pow(1 + R(1, _N7), _N7, evaluate=False), sp.E)))
T(
    "T.huge-power-two-three",
    17,
    trel("T.huge-power-two-three", lt(sp.Pow(2, _E12, evaluate=False), sp.Pow(3, _E12, evaluate=False))),
)
T("T.huge-power-limit", 17, tlim("T.huge-power-limit", x ** (10**9) / (x ** (10**9) + 1), x, oo, 1))


# ---------------------------------------------------------------------------
# checked directly: inputs that crashed get a verdict, or a clear error from kappamcc's
# validation when they are built, never "error"

CRASHERS = [(lab, f) for lab, c, f in FALSE_CLAIMS + TRUE_CONTROLS + BAD_CALLS if c == 17]


@pytest.mark.parametrize("factory", [pytest.param(f, id=lab) for lab, f in CRASHERS])
def test_an_input_that_crashed_gets_a_verdict_not_an_error(factory):
    try:
        claim = factory()
    except (ValueError, TypeError) as exc:  # a clear error when it is built is the other right answer
        check_refused(exc)
        return
    verdict = verify(claim)
    assert verdict.method != "error", f"crashed inside verify: {verdict.notes}"
