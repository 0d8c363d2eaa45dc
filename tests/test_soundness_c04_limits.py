"""Soundness corpus, class 4: limits: the side comes from the domain; a generic-parameter fallback cannot PROVE.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from corpus_support import D, NEG, POS, UNIT, a, gt, lim, ne_, oo, p, registrars, rel, tlim, trel, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.lim-left-pole", 4, lim("F.lim-left-pole", 1 / x, x, 0, oo, NEG))
F("F.lim-left-sign", 4, lim("F.lim-left-sign", x / sp.Abs(x), x, 0, 1, NEG))
F("F.lim-left-cube", 4, lim("F.lim-left-cube", 1 / x**3, x, 0, oo, NEG))
F("F.lim-left-shifted", 4, lim("F.lim-left-shifted", 1 / (x - 1), x, 1, oo, D((x,), (x < 1,))))
F("F.lim-left-sqrt-undefined", 4, lim("F.lim-left-sqrt-undefined", sp.sqrt(x), x, 0, 0, NEG))
F("F.lim-two-sided-pole", 4, lim("F.lim-two-sided-pole", 1 / x, x, 0, oo))
F("F.lim-two-sided-abs", 4, lim("F.lim-two-sided-abs", sp.Abs(x) / x, x, 0, 1))
F("F.lim-two-sided-sign", 4, lim("F.lim-two-sided-sign", sp.sign(x), x, 0, 1))
F("F.lim-two-sided-shift", 4, lim("F.lim-two-sided-shift", (x + 1) / x, x, 0, oo))
F("F.lim-param-issue", 4, lim("F.lim-param-issue", a * x / (a * x + 1), x, oo, 1, D((a,), (a >= 0,))))
F("F.lim-param-recip", 4, lim("F.lim-param-recip", 1 / (1 + a * x), x, oo, 0, D((a,), (a >= 0,))))
F("F.lim-param-ratio", 4, lim("F.lim-param-ratio", (a * x + 1) / (a * x + 2), x, oo, 1, D((a,), (a >= 0,))))
F("F.lim-param-quadratic", 4, lim("F.lim-param-quadratic", a * x**2 / (a * x**2 + x + 1), x, oo, 1, D((a,), (a >= 0,))))
F("F.lim-param-exp", 4, lim("F.lim-param-exp", sp.exp(-a * x), x, oo, 0, D((a,), (a >= 0,))))
F("F.lim-param-unconstrained", 4, lim("F.lim-param-unconstrained", a * x / (a * x + 1), x, oo, 1, D((a,), ())))
F("F.lim-param-at-zero", 4, lim("F.lim-param-at-zero", a / (a + x), x, 0, 1, D((a,), (a >= 0, x > 0))))
F("F.lim-minus-oo", 4, lim("F.lim-minus-oo", x / sp.Abs(x), x, -oo, 1))

# more attacks, found against the partly fixed engine
F("F.lim-left-xlogx", 4, lim("F.lim-left-xlogx", x * sp.log(x), x, 0, 0, NEG))
F("F.lim-right-sqrt-neg", 4, lim("F.lim-right-sqrt-neg", sp.sqrt(-x), x, 0, 0, POS))
F("F.lim-left-recip-sqrt", 4, lim("F.lim-left-recip-sqrt", 1 / sp.sqrt(x), x, 0, oo, NEG))
F("F.lim-oo-bounded-domain", 4, lim("F.lim-oo-bounded-domain", 1 / x, x, oo, 0, D((x,), (x < 1,))))
F("F.lim-minus-oo-bounded-domain", 4, lim("F.lim-minus-oo-bounded-domain", 1 / x, x, -oo, 0, POS))
F("F.lim-left-at-boundary", 4, lim("F.lim-left-at-boundary", 1 / (x - 1), x, 1, oo, UNIT))
F("F.lim-isolated-point", 4, lim("F.lim-isolated-point", x, x, 0, 5, D((x,), (x >= 0, x <= 0))))
F("F.lim-point-outside-domain", 4, lim("F.lim-point-outside-domain", x, x, 5, 5, UNIT))
T("T.lim-left-pole", 4, tlim("T.lim-left-pole", 1 / x, x, 0, -oo, NEG))
T("T.lim-left-sign", 4, tlim("T.lim-left-sign", x / sp.Abs(x), x, 0, -1, NEG))
T("T.lim-left-shifted", 4, tlim("T.lim-left-shifted", 1 / (x - 1), x, 1, -oo, D((x,), (x < 1,))))
T("T.lim-two-sided", 4, tlim("T.lim-two-sided", (x**2 + x) / x, x, 0, 1))
T("T.lim-param-positive", 4, tlim("T.lim-param-positive", 1 / (1 + p * x), x, oo, 0, D((p,), ())))
T("T.lim-param-at-zero", 4, tlim("T.lim-param-at-zero", x / (a * x**2 + x), x, 0, 1, D((a,), (a >= 0,))))
T("T.lim-minus-oo", 4, tlim("T.lim-minus-oo", x**2 / (x**2 + 1), x, -oo, 1))
T("T.lim-minus-oo-exp", 4, tlim("T.lim-minus-oo-exp", sp.exp(x), x, -oo, 0))
T("T.lim-sqrt-right", 4, tlim("T.lim-sqrt-right", sp.sqrt(x), x, 0, 0, POS))
T(
    "T.lim-param-positive-domain",
    4,
    tlim("T.lim-param-positive-domain", a * x / (a * x + 1), x, oo, 1, D((a,), (a > 0,))),
)

# with no constraint on x, a limit is taken over the expression's own domain (standard
# analysis): sqrt(x) and x log x are defined only for x > 0 near 0, so these limits are 0
T("T.lim-natural-domain-sqrt", 4, tlim("T.lim-natural-domain-sqrt", sp.sqrt(x), x, 0, 0))
T("T.lim-natural-domain-xlogx", 4, tlim("T.lim-natural-domain-xlogx", x * sp.log(x), x, 0, 0))
T("T.lim-left-at-boundary", 4, tlim("T.lim-left-at-boundary", 1 / (1 - x), x, 1, oo, UNIT))
T("T.lim-punctured", 4, tlim("T.lim-punctured", 1 / x**2, x, 0, oo, D((x,), (ne_(x, 0),))))

# - a plain bound read off without sympy's inequality solver (prove/univariate.py): the side,
#   the strictness and a bound written first all kept
F("F.bound-written-first", 4, rel("F.bound-written-first", gt(x, 4), D((x,), (sp.Gt(5, x, evaluate=False),))))
F("F.bound-weak-kept", 4, rel("F.bound-weak-kept", gt(x, 1), D((x,), (sp.Le(1, x, evaluate=False), x < 2))))
F("F.bound-limit-side", 4, lim("F.bound-limit-side", 1 / x, x, 0, oo, D((x,), (sp.Gt(0, x, evaluate=False),))))
T("T.bound-written-first", 4, trel("T.bound-written-first", gt(x, 4), D((x,), (sp.Lt(4, x, evaluate=False),))))
T("T.bound-limit-side", 4, tlim("T.bound-limit-side", 1 / x, x, 0, -oo, D((x,), (sp.Gt(0, x, evaluate=False),))))

# - numerator and denominator in lowest terms by FLINT (ratfunc.lowest_terms), which may scale
#   both by one constant of either sign: a log sign, a rational limit's leading ratio and the
#   definedness of an identity's two sides (asked of their unevaluated sum) must not flip
F(
    "F.lowest-terms-limit-ratio",
    4,
    lim("F.lowest-terms-limit-ratio", (2 * a * x**2 + 1) / (-4 * x**2 + x), x, oo, a / 2, D((a,), (a > 0,))),
)
T(
    "T.lowest-terms-limit-ratio",
    4,
    tlim("T.lowest-terms-limit-ratio", (2 * a * x**2 + 1) / (-4 * x**2 + x), x, oo, -a / 2, D((a,), (a > 0,))),
)
