"""Soundness corpus, class 20: definedness beyond rational powers.

Periodic constraints, partial functions other than rational powers, logs beside poles,
connectives with an undefined part, integer steps over a long range, Piecewise branches, and
sides sympy cancelled before root isolation.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.kinds import Monotone, Relation, chain, eq

from corpus_support import D, POS, R, REALS, SRC, ge, gt, le, lim, lt, mono, ne_, oo, p, registrars, rel, trel, x, y

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

# 20 where a statement is defined, when neither sympy's solvers nor the obligations of rational
#    powers say it: periodic constraints (sympy solves sin x > 0 on one period only), partial
#    functions other than rational powers (x**y, tan, asin, acosh, log inside them),
#    denominators next to logarithms, and connectives with an undefined part (three-valued,
#    whatever the order of the arguments)
F("F.periodic-domain-cos", 20, rel("F.periodic-domain-cos", lt(x, 3), D((x,), (sp.cos(x) > R(1, 2),))))
F("F.periodic-domain-sin-two", 20, rel("F.periodic-domain-sin-two", le(x, 7), D((x,), (sp.sin(2 * x) >= 0, x >= 0))))
F("F.periodic-domain-tan", 20, rel("F.periodic-domain-tan", lt(x, 5), D((x,), (sp.tan(x) >= 1, x > 0))))
F(
    "F.periodic-domain-limit-point",
    20,
    lim("F.periodic-domain-limit-point", 1 / (1 + x), x, oo, 1, D((x,), (sp.cos(x) >= 0,))),
)
B(
    "F.partial-power-symbolic-exponent",
    20,
    rel("F.partial-power-symbolic-exponent", eq((x**y) * (x**y), x ** (2 * y)), D((x, y), (sp.Eq(x, 0), y < 0))),
)
F(
    "F.partial-tan-identity",
    20,
    rel("F.partial-tan-identity", eq(sp.tan(x) * (x + 1), x * sp.tan(x) + sp.tan(x)), D((x,), (x >= 1, x <= 2))),
)
F("F.partial-acos-identity", 20, rel("F.partial-acos-identity", eq(2 * sp.acos(x), sp.acos(x) + sp.acos(x))))
F(
    "F.partial-atanh-identity",
    20,
    rel("F.partial-atanh-identity", eq(sp.atanh(x) ** 2, sp.atanh(x) * sp.atanh(x)), D((x,), (x > 0,))),
)
F("F.log-beside-a-pole", 20, rel("F.log-beside-a-pole", eq(sp.log(x) + (x**2 - 9) / (x - 3), sp.log(x) + x + 3), POS))
F(
    "F.log-times-a-removable-pole",
    20,
    rel("F.log-times-a-removable-pole", ge(sp.log(x) * (x**2 - x) / (x - 1), 0), D((x,), (x >= 1,))),
)
F("F.log-over-a-polynomial-root", 20, rel("F.log-over-a-polynomial-root", gt(sp.log(x + 1) / (x - 2), -1), POS))
F(
    "F.or-undefined-first-false-second",
    20,
    rel("F.or-undefined-first-false-second", sp.Or(ge(sp.sqrt(x), 1), gt(x, 5)), D((x,), (x > -3, x < 3))),
)
T("T.or-undefined-first-true-second", 20, trel("T.or-undefined-first-true-second", sp.Or(ge(sp.sqrt(x), 0), lt(x, 0))))
T("T.or-true-first-undefined-second", 20, trel("T.or-true-first-undefined-second", sp.Or(lt(x, 0), ge(sp.sqrt(x), 0))))
T(
    "T.and-false-part-beside-undefined",
    20,
    trel("T.and-false-part-beside-undefined", sp.Not(sp.And(ge(sp.sqrt(x), 5), lt(x, -1))), D((x,), (x < 10,))),
)
T("T.periodic-domain-true-bound", 20, trel("T.periodic-domain-true-bound", ge(x**2, 0), D((x,), (sp.sin(x) > 0,))))
T(
    "T.log-beside-a-defined-denominator",
    20,
    trel("T.log-beside-a-defined-denominator", eq(sp.log(x) + (x**2 - 9) / (x + 3), sp.log(x) + x - 3), POS),
)
T(
    "T.total-functions-identity",
    20,
    trel("T.total-functions-identity", eq(sp.sin(x) * (x + 1), x * sp.sin(x) + sp.sin(x))),
)

# 20, found by a fourth attack: integer steps over a long or unbounded range check that f, as
#    written, is defined at every integer (the step built by substitution cancels the hole)
_hole5 = sp.Mul(x - 5, sp.Pow(x - 5, -1, evaluate=False), evaluate=False)
for _hi in (10**6, oo):
    F(
        f"F.int-steps-hole-long-{_hi}",
        20,
        mono(f"F.int-steps-hole-long-{_hi}", -x + _hole5, x, sp.Interval(0, _hi), "decreasing", integer_steps=True),
    )
    F(
        f"F.int-steps-family-hole-long-{_hi}",
        20,
        mono(  # kappa of [[1, (t-2)^2], [0, (t-2)^2]], uncancelled
            f"F.int-steps-family-hole-long-{_hi}",
            sp.Mul(
                2 * (x - 2) ** 2, sp.Pow((x - 2) ** 2 * (2 * x**2 - 8 * x + 11), -1, evaluate=False), evaluate=False
            ),
            x,
            sp.Interval(2, _hi),
            "decreasing",
            integer_steps=True,
        ),
    )
T(
    "T.int-steps-long-defined",
    20,
    lambda: Monotone(
        "T.int-steps-long-defined",
        "",
        SRC,
        expr=-x + 1 / (x + R(1, 2)),
        var=x,
        over=sp.Interval(0, oo),
        direction="decreasing",
        integer_steps=True,
        expected="PROVED",
    ),
)

# ... and a Piecewise is evaluated on the branch taken: 0 log 0 = 0 written out is defined at 0
_xlogx = sp.Piecewise((0, sp.Eq(x, 0)), (-x * sp.log(x), True))
for _k, _rel in enumerate((ge(_xlogx, 0), le(_xlogx, 1), lt(_xlogx, 2), ge(_xlogx + 1, 1))):
    T(f"T.piecewise-zero-branch-{_k}", 20, trel(f"T.piecewise-zero-branch-{_k}", _rel, D((x,), (x >= 0, x <= 1))))

# ... while the branch taken must itself be defined, and a condition the point does not decide
#    keeps every branch: these must never be PROVED
_pw_pole = sp.Piecewise((1 / x, x < 1), (0, True))  # 1/0 at x = 0, the branch taken there
_pw_root = sp.Piecewise((sp.sqrt(x), x < 2), (1, True))  # sqrt(-1) at x = -1
_pw_log = sp.Piecewise((0, sp.Eq(x, 3)), (sp.log(x), True))  # log(0) at x = 0: the second branch
_pw_undecided = sp.Piecewise((0, sp.sqrt(x) > 1), (1 / x, True))  # the condition is undefined at x = -1
F(
    "F.piecewise-pole-in-the-branch-taken",
    20,
    rel("F.piecewise-pole-in-the-branch-taken", ge(_pw_pole, 0), D((x,), (x >= 0,))),
)
F("F.piecewise-root-in-the-branch-taken", 20, rel("F.piecewise-root-in-the-branch-taken", ge(_pw_root, 0)))
F(
    "F.piecewise-log-in-the-other-branch",
    20,
    rel("F.piecewise-log-in-the-other-branch", lt(_pw_log, 10), D((x,), (x >= 0,))),
)
F(
    "F.piecewise-false-at-the-zero-branch",
    20,
    rel("F.piecewise-false-at-the-zero-branch", gt(_xlogx, 0), D((x,), (x >= 0, x <= 1))),
)
F("F.piecewise-undecided-condition", 20, rel("F.piecewise-undecided-condition", ge(_pw_undecided, -10)))

# 20, found by a sixth attack: one-variable root isolation read lhs - rhs, which sympy had
#    already cancelled (sqrt(x) - sqrt(x) is 0), and checked only denominators: a statement
#    undefined at x < 0 was PROVED; each side must be a rational function itself
_cancelled = [
    ("sqrt-lt", lt(sp.sqrt(x), sp.sqrt(x) + 1), REALS),
    ("sqrt-le-self", le(sp.sqrt(x), sp.sqrt(x)), REALS),
    ("sqrt-ne", ne_(sp.sqrt(x), sp.sqrt(x) + 1), REALS),
    ("sqrt-plus-poly", lt(sp.sqrt(x) + x, sp.sqrt(x) + x**2 + 1), REALS),
    ("cube-root", le(x ** R(1, 3), x ** R(1, 3)), REALS),
    ("asin", le(sp.asin(x), sp.asin(x)), REALS),
    ("acosh", ge(sp.acosh(x) + x**2, sp.acosh(x)), POS),
    ("tan", ge(sp.tan(x) + x**2, sp.tan(x)), D((x,), (x > 0, x < 2))),
    ("x-to-the-x", ge(x**x + x**2, x**x), D((x,), (x > -1, x < 1))),
    ("negative-base", lt((-2) ** x, (-2) ** x + 1), REALS),
    ("asin-of-two", lt(x + sp.asin(2), x + sp.asin(2) + 1), REALS),
]
for _label, _rel, _domain in _cancelled:
    F(f"F.one-variable-cancelled-{_label}", 20, rel(f"F.one-variable-cancelled-{_label}", _rel, _domain))
F(
    "F.one-variable-cancelled-chain",
    20,
    rel("F.one-variable-cancelled-chain", chain(sp.sqrt(x), "<=", sp.sqrt(x), "<", sp.sqrt(x) + 1)),
)
F(
    "F.one-variable-cancelled-positive-symbol",
    20,
    lambda: Relation(
        "F.one-variable-cancelled-positive-symbol",
        "",
        SRC,
        relation=lt(sp.sqrt(p - 1), sp.sqrt(p - 1) + 1),
        expected="OPEN",
        domain=Domain((p,), ()),
    ),
)
T(
    "T.one-variable-sqrt-where-defined",
    20,
    trel("T.one-variable-sqrt-where-defined", lt(sp.sqrt(x), sp.sqrt(x) + 1), D((x,), (x >= 0,))),
)
T("T.one-variable-rational-sides", 20, trel("T.one-variable-rational-sides", lt(x / (x**2 + 1), x / (x**2 + 1) + 1)))
