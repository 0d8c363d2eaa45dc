"""Soundness corpus, class 13: sympy.limit is no proof.

Oscillating functions, and functions outside the exact rules.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from corpus_support import POS, R, lim, oo, registrars, tlim, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.limit-abs-sin-power", 13, lim("F.limit-abs-sin-power", sp.Abs(sp.sin(x)) ** (1 / x), x, oo, 1, POS))
F("F.limit-sin", 13, lim("F.limit-sin", sp.sin(x), x, oo, 0, POS))
F("F.limit-sin-squared", 13, lim("F.limit-sin-squared", sp.sin(x) ** 2, x, oo, R(1, 2), POS))
F("F.limit-sign-sin", 13, lim("F.limit-sign-sin", sp.sign(sp.sin(x)), x, oo, 0, POS))
F("F.limit-x-sin-inverse", 13, lim("F.limit-x-sin-inverse", x * sp.sin(1 / x), x, oo, 0, POS))
F("F.limit-compound-interest", 13, lim("F.limit-compound-interest", (1 + 1 / x) ** x, x, oo, 3, POS))
F("F.limit-root-x", 13, lim("F.limit-root-x", x ** (1 / x), x, oo, 2, POS))
F("F.limit-floor-ratio", 13, lim("F.limit-floor-ratio", sp.floor(x) / x, x, oo, 0, POS))
F("F.limit-exp-poly", 13, lim("F.limit-exp-poly", sp.exp(-x) * x**5, x, oo, 1, POS))
F("F.limit-log-over-root", 13, lim("F.limit-log-over-root", sp.log(x) / x ** R(1, 10), x, oo, oo, POS))
F("F.limit-atan", 13, lim("F.limit-atan", sp.atan(x), x, oo, sp.pi, POS))
F("F.limit-cos-at-zero", 13, lim("F.limit-cos-at-zero", sp.cos(1 / x), x, 0, 1, POS))
T("T.limit-x-sin-inverse", 13, tlim("T.limit-x-sin-inverse", x * sp.sin(1 / x), x, oo, 1, POS))
T("T.limit-compound-interest", 13, tlim("T.limit-compound-interest", (1 + 1 / x) ** x, x, oo, sp.E, POS))
T("T.limit-root-x", 13, tlim("T.limit-root-x", x ** (1 / x), x, oo, 1, POS))
T("T.limit-exp-poly", 13, tlim("T.limit-exp-poly", sp.exp(-x) * x**5, x, oo, 0, POS))
T("T.limit-sin-over-x", 13, tlim("T.limit-sin-over-x", sp.sin(x) / x, x, oo, 0, POS))
T("T.limit-floor-ratio", 13, tlim("T.limit-floor-ratio", sp.floor(x) / x, x, oo, 1, POS))
T("T.limit-log-over-root", 13, tlim("T.limit-log-over-root", sp.log(x) / sp.sqrt(x), x, oo, 0, POS))
T("T.limit-atan", 13, tlim("T.limit-atan", sp.atan(x), x, oo, sp.pi / 2, POS))
T("T.limit-x-log-x", 13, tlim("T.limit-x-log-x", x * sp.log(x), x, oo, oo, POS))
T(
    "T.limit-log-linear-difference",
    13,
    tlim("T.limit-log-linear-difference", sp.log(x**2 + 1) - 2 * sp.log(x), x, oo, 0, POS),
)
