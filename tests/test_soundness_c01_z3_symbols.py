"""Soundness corpus, class 1: symbols identified by name in the Z3 bridge.

Same-named symbols with different assumptions, Dummies, and symbols named like the bridge's own
fresh helpers are different variables.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.kinds import eq

from corpus_support import (
    D,
    cvx,
    ext,
    ge,
    gt,
    le,
    lt,
    mono,
    oo,
    registrars,
    rel,
    s_inv,
    s_inv2,
    s_sqrt,
    trel,
    x,
    x_dummy,
    x_neg,
    x_plain,
    x_pos,
    y,
)

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.name-real-vs-plain-eq", 1, rel("F.name-real-vs-plain-eq", eq(x, x_plain), D((x, x_plain), ())))
F("F.name-real-vs-plain-lt", 1, rel("F.name-real-vs-plain-lt", le(x_plain, x), D((x, x_plain), ())))
F("F.name-dummy-eq", 1, rel("F.name-dummy-eq", eq(x_dummy, x), D((x, x_dummy), ())))
F("F.name-dummy-lt", 1, rel("F.name-dummy-lt", lt(x_dummy, x + 1), D((x, x_dummy), ())))
F("F.name-dummy-sq", 1, rel("F.name-dummy-sq", le(x_dummy**2, x**2), D((x, x_dummy), ())))
F("F.name-pos-neg-vacuous", 1, rel("F.name-pos-neg-vacuous", eq(x_pos, 7), D((x_pos, x_neg), ())))
F("F.name-pos-leaks", 1, rel("F.name-pos-leaks", gt(x_plain + x_pos, 0), D((x_pos, x_plain), ())))
F("F.name-domain-other-x", 1, rel("F.name-domain-other-x", gt(x_plain + 0 * y, 1), D((x, x_plain), (x > 1,))))
F("F.name-helper-inv", 1, rel("F.name-helper-inv", eq(1 / y, s_inv), D((y, s_inv), (y > 0,))))
F(
    "F.name-helper-inv-ineq",
    1,
    rel("F.name-helper-inv-ineq", le(s_inv * y, 1 + 0 * s_inv), D((y, s_inv), (y > 0, gt(1 / y, 0)))),
)
F(
    "F.name-helper-inv2",
    1,
    rel("F.name-helper-inv2", eq(1 / y + 1 / (y + 1), s_inv + s_inv2), D((y, s_inv, s_inv2), (y > 0,))),
)
F("F.name-helper-sqrt", 1, rel("F.name-helper-sqrt", eq(sp.sqrt(y), s_sqrt), D((y, s_sqrt), (y >= 0,))))
F(
    "F.name-mono-domain-x",
    1,
    mono("F.name-mono-domain-x", x**2, x, sp.Interval(-oo, oo), "increasing", D((x_plain,), (x_plain > 0,))),
)
F("F.name-cvx-domain-x", 1, cvx("F.name-cvx-domain-x", x**3, x, sp.Interval(-1, 1), D((x_plain,), (x_plain > 0,))))
F(
    "F.name-ext-domain-x",
    1,
    ext("F.name-ext-domain-x", x**3, x, 0, sp.Interval(-1, 1), "min", D((x_plain,), (x_plain >= 0,))),
)
T("T.name-pos-minus-neg", 1, trel("T.name-pos-minus-neg", gt(x_pos - x_neg, 0), D((x_pos, x_neg), ())))
T("T.name-dummy-square", 1, trel("T.name-dummy-square", ge((x_dummy - x) ** 2, 0), D((x, x_dummy), ())))
T("T.name-helper-inv", 1, trel("T.name-helper-inv", gt(1 / y + s_inv**2, s_inv**2 - 1), D((y, s_inv), (y > 0,))))
