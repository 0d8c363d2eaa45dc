"""Soundness corpus, class 6: the signs of constant logarithms are decided exactly.

Log bases between 1 and 2, log identities over a log basis, and lowest terms that scale by a
constant of either sign.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.kinds import Monotone, eq

from corpus_support import GT1, POS, R, SRC, UNIT, gt, le, lt, mono, oo, registrars, rel, trel, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

for base in (R(5, 4), R(9, 8), R(7, 6), R(25, 24), R(7, 4), R(11, 8), R(13, 12), R(3, 2)):
    F(f"F.log-base-{base}-neg-above-1", 6, rel(f"F.log-base-{base}-neg-above-1", lt(sp.log(x, base), 0), GT1))
for base in (R(5, 4), R(9, 8), R(7, 4)):
    F(f"F.log-base-{base}-pos-below-1", 6, rel(f"F.log-base-{base}-pos-below-1", gt(sp.log(x, base), 0), UNIT))
F("F.log-base-5/4-square", 6, rel("F.log-base-5/4-square", le(sp.log(x**2 + 2, R(5, 4)), 0)))
F("F.log-base-5/4-entropy", 6, rel("F.log-base-5/4-entropy", gt(-x * sp.log(x, R(5, 4)), 0), GT1))
F("F.log-base-5/4-over-x", 6, rel("F.log-base-5/4-over-x", lt(sp.log(x) / (x * sp.log(R(5, 4))), 0), GT1))
F("F.log-const-closed", 6, rel("F.log-const-closed", lt(sp.log(R(5, 4)), 0)))
F("F.log-const-times-x", 6, rel("F.log-const-times-x", lt(x * sp.log(R(5, 4)), 0), POS))
F("F.log-identity-base", 6, rel("F.log-identity-base", eq(sp.log(x, R(5, 4)), sp.log(x, R(4, 5))), POS))
F("F.log-mono-base", 6, mono("F.log-mono-base", sp.log(x, R(5, 4)), x, sp.Interval.open(0, oo), "decreasing", POS))

# more attacks, found against the partly fixed engine
F("F.log-negative-base", 6, rel("F.log-negative-base", lt(sp.log(x, -2), 0), GT1))
F("F.log-negative-constant", 6, rel("F.log-negative-constant", lt(sp.log(-2) * x, 0), POS))
F("F.log-shift-constant", 6, rel("F.log-shift-constant", gt(sp.log(x) - sp.log(R(5, 4)), 0), GT1))
F(
    "F.log-identity-false-constant",
    6,
    rel("F.log-identity-false-constant", eq(sp.log(R(5, 4)), 2 * sp.log(2) - sp.log(5))),
)
for base in (R(5, 4), R(9, 8), R(7, 4)):
    T(f"T.log-base-{base}-pos-above-1", 6, trel(f"T.log-base-{base}-pos-above-1", gt(sp.log(x, base), 0), GT1))
T("T.log-base-4/5-neg-above-1", 6, trel("T.log-base-4/5-neg-above-1", lt(sp.log(x, R(4, 5)), 0), GT1))
T("T.log-identity", 6, trel("T.log-identity", eq(sp.log(x, R(5, 4)), -sp.log(x, R(4, 5))), POS))
T("T.log-closed", 6, trel("T.log-closed", gt(sp.log(R(5, 4)), 0)))
T("T.log-const-times-x", 6, trel("T.log-const-times-x", gt(x * sp.log(R(5, 4)), 0), POS))
T(
    "T.log-identity-constant",
    6,
    trel("T.log-identity-constant", eq(sp.log(R(5, 4)) / sp.log(2), sp.log(5) / sp.log(2) - 2)),
)

# - log identities rewritten over a log basis in one substitution (prove/logs.py), zero
#   tested by FLINT: a log inside a log's argument is not a log-linear form
F("F.log-nested-dropped", 6, rel("F.log-nested-dropped", eq(sp.log(x**2 * sp.log(x)), 2 * sp.log(x)), GT1))
F("F.log-nested-square", 6, rel("F.log-nested-square", eq(sp.log(sp.log(x) ** 2), 2 * sp.log(sp.log(x))), POS))
F(
    "F.log-basis-near-zero",
    6,
    rel("F.log-basis-near-zero", eq(sp.log(x**2 + x) - sp.log(x), sp.log(x + 1 + R(1, 10**40))), POS),
)
T(
    "T.log-nested-product",
    6,
    trel("T.log-nested-product", eq(sp.log(x * sp.log(x)), sp.log(x) + sp.log(sp.log(x))), GT1),
)
T("T.log-basis-quotient", 6, trel("T.log-basis-quotient", eq(sp.log(x**2 + x) - sp.log(x), sp.log(x + 1)), POS))

# - numerator and denominator in lowest terms by FLINT (ratfunc.lowest_terms), which may scale
#   both by one constant of either sign: a log sign, a rational limit's leading ratio and the
#   definedness of an identity's two sides (asked of their unevaluated sum) must not flip
F(
    "F.lowest-terms-log-sign",
    6,
    mono("F.lowest-terms-log-sign", -(x * sp.log(x) - x) / 2, x, sp.Interval.open(1, oo), "increasing", POS),
)
T(
    "T.lowest-terms-log-sign",
    6,
    lambda: Monotone(
        "T.lowest-terms-log-sign",
        "",
        SRC,
        expr=-(x * sp.log(x) - x) / 2,
        var=x,
        over=sp.Interval.open(1, oo),
        direction="decreasing",
        expected="PROVED",
        domain=POS,
    ),
)
F("F.lowest-terms-log-quotient", 6, rel("F.lowest-terms-log-quotient", gt(sp.log(x) / (2 - 2 * x), 0), GT1))
T("T.lowest-terms-log-quotient", 6, trel("T.lowest-terms-log-quotient", lt(sp.log(x) / (2 - 2 * x), 0), GT1))
