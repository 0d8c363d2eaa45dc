"""Soundness corpus, class 8: printed values: scientific notation, percentages, signs; ties either way.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

from corpus_support import R, printed, registrars, tprinted

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.printed-sci-loose", 8, printed("F.printed-sci-loose", R(19, 10000), "1.5e-3"))
F("F.printed-sci-negative", 8, printed("F.printed-sci-negative", R(-19, 10000), "-1.5e-3"))
F("F.printed-sci-no-dot", 8, printed("F.printed-sci-no-dot", R(2, 5), "2e-3"))
F("F.printed-sci-upper", 8, printed("F.printed-sci-upper", R(4, 100), "1E-2"))
F("F.printed-sci-one-digit", 8, printed("F.printed-sci-one-digit", R(41, 10000), "3e-3"))
F("F.printed-sci-exp", 8, printed("F.printed-sci-exp", R(31, 100), "3.2e-1"))
F("F.printed-percent", 8, printed("F.printed-percent", R(1, 5), "31.6%"))
F("F.printed-percent-space", 8, printed("F.printed-percent-space", R(148, 468), "31.7 %"))
F("F.printed-negative-of-positive", 8, printed("F.printed-negative-of-positive", R(3, 1000), "-0.003"))
F("F.printed-positive-of-negative", 8, printed("F.printed-positive-of-negative", R(-1, 4), "0.25"))
F("F.printed-plus-sign", 8, printed("F.printed-plus-sign", R(-1, 4), "+0.25"))
F("F.printed-unicode-minus", 8, printed("F.printed-unicode-minus", R(1, 4), "\u22120.25"))
F("F.printed-past-tie", 8, printed("F.printed-past-tie", R(1251, 10000), "0.12"))
F("F.printed-sci-big", 8, printed("F.printed-sci-big", 360, "3e2"))

# more attacks, found against the partly fixed engine
B("F.printed-inf", 8, printed("F.printed-inf", 10**6, "inf"))
B("F.printed-underscore", 8, printed("F.printed-underscore", 1001, "1_000"))
F("F.printed-negative-zero-of-positive", 8, printed("F.printed-negative-zero-of-positive", R(4, 1000), "-0.00"))
T("T.printed-tie-down", 8, tprinted("T.printed-tie-down", R(1, 8), "0.12"))
T("T.printed-tie-up", 8, tprinted("T.printed-tie-up", R(1, 8), "0.13"))
T("T.printed-tie-integer", 8, tprinted("T.printed-tie-integer", R(1, 2), "0"))
T("T.printed-sci", 8, tprinted("T.printed-sci", R(3, 2000), "1.5e-3"))
T("T.printed-sci-coarse", 8, tprinted("T.printed-sci-coarse", R(1, 3), "3.3e-1"))
T("T.printed-sci-big", 8, tprinted("T.printed-sci-big", 310000, "3e5"))
T("T.printed-sci-upper", 8, tprinted("T.printed-sci-upper", 121, "1.2E+2"))
T("T.printed-percent", 8, tprinted("T.printed-percent", R(148, 468), "31.6%"))
T("T.printed-plus", 8, tprinted("T.printed-plus", R(1, 4), "+0.25"))
T("T.printed-unicode-minus", 8, tprinted("T.printed-unicode-minus", R(-1, 4), "\u22120.25"))
T("T.printed-percent-tie", 8, tprinted("T.printed-percent-tie", R(3165, 10000), "31.6%"))
T("T.printed-percent-tie-up", 8, tprinted("T.printed-percent-tie-up", R(3165, 10000), "31.7%"))
