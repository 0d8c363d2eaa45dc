"""Soundness corpus, class 18: floats are the binary rationals they store (0.1 is not 1/10).

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.kinds import chain, eq

from corpus_support import D, POS, R, ext, ge, gt, lim, mono, oo, printed, registrars, rel, tprinted, trel, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.float-is-not-decimal", 18, rel("F.float-is-not-decimal", eq(sp.Float(0.1), R(1, 10)), D((), ())))
F(
    "F.float-bound-above-decimal",
    18,
    rel("F.float-bound-above-decimal", ge(x, sp.Float(0.1)), D((x,), (x >= R(1, 10),))),
)
F("F.float-sum", 18, rel("F.float-sum", eq(sp.Float(0.1) + sp.Float(0.2), R(3, 10)), D((), ())))
F("F.float-in-limit", 18, lim("F.float-in-limit", (sp.Float(0.1) * x + 1) / x, x, oo, R(1, 10), POS))
F("F.float-printed", 18, printed("F.float-printed", sp.Float(0.1), "0.1000000000000000000"))
F(
    "F.float-interval-end",
    18,
    mono("F.float-interval-end", (x - sp.Float(0.1)) ** 2, x, sp.Interval(R(1, 10), 1), "increasing"),
)
F(
    "F.float-in-chain",
    18,
    rel("F.float-in-chain", chain(sp.Float(0.1), "<=", x, "<", 1), D((x,), (x >= R(1, 10), x <= R(1, 10)))),
)
F("F.float-extremum-at", 18, ext("F.float-extremum-at", (x - R(1, 10)) ** 2, x, sp.Float(0.1), sp.Interval(0, 1)))
T("T.float-half-is-exact", 18, trel("T.float-half-is-exact", eq(sp.Float(0.5), R(1, 2)), D((), ())))
T("T.float-bound", 18, trel("T.float-bound", ge(x, sp.Float(0.25)), D((x,), (x >= R(1, 4),))))
T(
    "T.float-constraint-above-decimal",
    18,
    trel("T.float-constraint-above-decimal", gt(x, R(1, 10)), D((x,), (x >= sp.Float(0.1),))),
)
T("T.float-printed", 18, tprinted("T.float-printed", sp.Float(0.1), "0.1000000000000000056"))
