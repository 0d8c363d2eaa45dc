"""Soundness corpus, class 21: the set a calculus statement is about.

Gaps in the interval, kinks simplification hides, extremum locations and roots outside the
domain or the symbol's assumptions, limit points a radicand keeps away.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.kinds import Convex, Extremum, Monotone, Root

from corpus_support import C150, D, R, SRC, a, cvx, ext, ge, gt, lim, lt, mono, n, ne_, oo, p, printed, registrars, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

# 21 the set a calculus statement is about: a domain or an assumption that cuts the interval in
#    pieces (a sign of f' on each piece says nothing across a gap), a kink simplification hides
#    (sqrt(x^2) for a symbol with no assumption), an extremum's location outside the domain or
#    the symbol's assumptions, a root the domain or the assumptions exclude, a limit point that
#    a radicand's domain keeps away
_xp = sp.Symbol("x")  # no assumption at all
_xnz = sp.Symbol("xnz", nonzero=True, real=True)
F(
    "F.mono-domain-two-pieces",
    21,
    mono("F.mono-domain-two-pieces", x**3 - 12 * x, x, sp.Interval(-4, 4), "increasing", D((x,), (x**2 > 4,))),
)
F(
    "F.mono-domain-or",
    21,
    mono("F.mono-domain-or", -1 / x, x, sp.Interval(-1, 1), "increasing", D((x,), (sp.Or(x < -R(1, 2), x > R(1, 2)),))),
)
F(
    "F.mono-domain-hole",
    21,
    mono("F.mono-domain-hole", x + 1 / (x - 1), x, sp.Interval(0, 2), "decreasing", D((x,), (ne_(x, 1),))),
)
F("F.mono-assumption-hole", 21, mono("F.mono-assumption-hole", -1 / _xnz, _xnz, sp.Interval(-2, 2), "increasing"))
F(
    "F.mono-parametric-hole",
    21,
    mono(
        "F.mono-parametric-hole",
        2 * x - 1 / (x - a),
        x,
        sp.Interval(0, 1),
        "increasing",
        D((x, a), (ne_(x, a), a > R(1, 4), a < R(3, 4))),
    ),
)
F(
    "F.cvx-domain-two-pieces",
    21,
    cvx("F.cvx-domain-two-pieces", -(x**4) + 8 * x**2, x, sp.Interval(-3, 3), D((x,), (x**2 > 16 - 4 * x**2,))),
)
F("F.cvx-plain-symbol-kink", 21, cvx("F.cvx-plain-symbol-kink", 3 - 2 * sp.sqrt(_xp**2), _xp, sp.Interval(-2, 2)))
F(
    "F.cvx-plain-symbol-shifted-kink",
    21,
    cvx("F.cvx-plain-symbol-shifted-kink", _xp**2 - 3 * sp.sqrt((_xp - 1) ** 2), _xp, sp.Interval(0, 2)),
)
F(
    "F.mono-plain-symbol-cusp",
    21,
    mono("F.mono-plain-symbol-cusp", _xp - 2 * sp.sqrt(_xp**2), _xp, sp.Interval(-1, 1), "decreasing"),
)
F(
    "F.ext-location-outside-domain",
    21,
    ext("F.ext-location-outside-domain", (x - 2) ** 2, x, 2, sp.Interval(0, 4), domain=D((x,), (x < 1,))),
)
F("F.ext-location-against-assumption", 21, ext("F.ext-location-against-assumption", p**2 + 1, p, 0, sp.Interval(-1, 1)))
F(
    "F.ext-location-not-integer",
    21,
    ext("F.ext-location-not-integer", (n - R(3, 2)) ** 2, n, R(3, 2), sp.Interval(0, 4)),
)
F(
    "F.root-integer-variable",
    21,
    lambda: Root(
        "F.root-integer-variable", "", SRC, expr=4 * n - 2, var=n, over=sp.Interval.open(0, 1), expected="REFUTED"
    ),
)
F(
    "F.root-positive-variable",
    21,
    lambda: Root(
        "F.root-positive-variable", "", SRC, expr=p + R(1, 3), var=p, over=sp.Interval.open(-1, 1), expected="REFUTED"
    ),
)
F(
    "F.root-outside-domain",
    21,
    lambda: Root(
        "F.root-outside-domain",
        "",
        SRC,
        expr=x - R(1, 3),
        var=x,
        over=sp.Interval.open(0, 1),
        domain=Domain((x,), (x > R(1, 2),)),
        expected="REFUTED",
    ),
)
F(
    "F.lim-radicand-bounds-variable",
    21,
    lim("F.lim-radicand-bounds-variable", 1 / (x + 1), x, oo, 0, D((x, a), (ge(sp.sqrt(3 - x), 0),))),
)
F(
    "F.lim-radicand-bounds-variable-oo",
    21,
    lim("F.lim-radicand-bounds-variable-oo", x**2, x, oo, oo, D((x, a), (a > 0, gt(1 / sp.sqrt(a - x), 0)))),
)
T(
    "T.mono-domain-one-piece",
    21,
    lambda: Monotone(
        "T.mono-domain-one-piece",
        "",
        SRC,
        expr=x**3 - 12 * x,
        var=x,
        over=sp.Interval(-4, 4),
        direction="increasing",
        expected="PROVED",
        domain=Domain((x,), (x > 2,)),
    ),
)
T(
    "T.mono-parametric-bound",
    21,
    lambda: Monotone(
        "T.mono-parametric-bound",
        "",
        SRC,
        expr=x**2,
        var=x,
        over=sp.Interval(0, 5),
        direction="increasing",
        expected="PROVED",
        domain=Domain((x, a), (x > a, a > 1)),
    ),
)
T(
    "T.cvx-real-symbol-smooth",
    21,
    lambda: Convex(
        "T.cvx-real-symbol-smooth",
        "",
        SRC,
        expr=x**2 + sp.sqrt(x**2 + 1),
        var=x,
        over=sp.Interval(-2, 2),
        expected="PROVED",
    ),
)
T(
    "T.ext-location-inside",
    21,
    lambda: Extremum(
        "T.ext-location-inside",
        "",
        SRC,
        expr=(x - 2) ** 2,
        var=x,
        at=2,
        over=sp.Interval(0, 4),
        kind="min",
        expected="PROVED",
        domain=Domain((x,), (x > 1,)),
    ),
)
T(
    "T.root-inside-domain",
    21,
    lambda: Root(
        "T.root-inside-domain", "", SRC, expr=x - R(2, 3), var=x, over=sp.Interval.open(0, 1), expected="PROVED"
    ),
)

# 21, found by a second attack: a derivative's sign at an end of the set (x = 0 on x >= 0, a
#    one-point set) refutes nothing; a bound whose cancelled form hides a pole or a radicand;
#    a location that depends on the variable; sympy's floor of a number 1e-150 from an integer;
#    a refutation at parameters for which the set is empty; a printed '+' on a negative value
T(
    "T.mono-kink-at-domain-end",
    21,
    lambda: Monotone(
        "T.mono-kink-at-domain-end",
        "",
        SRC,
        expr=3 * sp.Abs(x) - 2 * x,
        var=x,
        over=sp.Interval.open(-2, 2),
        direction="increasing",
        expected="PROVED",
        domain=Domain((x,), (x >= 0,)),
    ),
)
T(
    "T.mono-one-point-domain",
    21,
    lambda: Monotone(
        "T.mono-one-point-domain",
        "",
        SRC,
        expr=-x,
        var=x,
        over=sp.Interval(0, 3),
        direction="increasing",
        expected="PROVED",
        domain=Domain((x,), (x >= 2, x <= 2)),
    ),
)
T(
    "T.cvx-one-point-domain",
    21,
    lambda: Convex(
        "T.cvx-one-point-domain",
        "",
        SRC,
        expr=-(x**2),
        var=x,
        over=sp.Interval(0, 3),
        expected="PROVED",
        domain=Domain((x,), (x >= 2, x <= 2)),
    ),
)
F(
    "F.mono-bound-hiding-a-pole",
    21,
    mono(
        "F.mono-bound-hiding-a-pole",
        -1 / (x - 2),
        x,
        sp.Interval(0, 4),
        "increasing",
        D((x,), (lt(x + 1 / (x - 2), 1 / (x - 2) + 5),)),
    ),
)
F(
    "F.cvx-bound-hiding-a-pole",
    21,
    cvx(
        "F.cvx-bound-hiding-a-pole",
        1 / (x - 2) ** 2,
        x,
        sp.Interval(0, 4),
        D((x,), (lt(x + 1 / (x - 2), 1 / (x - 2) + 5),)),
    ),
)
F(
    "F.mono-bound-hiding-a-radicand",
    21,
    mono(
        "F.mono-bound-hiding-a-radicand",
        x**3 - 12 * x,
        x,
        sp.Interval(-4, 4),
        "increasing",
        D((x,), (gt(x + sp.sqrt(x**2 - 4), sp.sqrt(x**2 - 4) - 9),)),
    ),
)
B(
    "F.ext-location-depends-on-variable",
    21,
    ext("F.ext-location-depends-on-variable", x**2 + 1, x, sp.Abs(x) / 2, sp.Interval(-1, 1)),
)
F(
    "F.int-steps-floor-near-an-integer",
    21,
    mono(
        "F.int-steps-floor-near-an-integer",
        sp.floor(x - C150) - x,
        x,
        sp.Interval(0, 2),
        "increasing",
        integer_steps=True,
    ),
)
F(
    "F.int-steps-floor-near-an-integer-down",
    21,
    mono(
        "F.int-steps-floor-near-an-integer-down",
        sp.floor(x + 1 - C150) - x,
        x,
        sp.Interval(-2, 0),
        "decreasing",
        integer_steps=True,
    ),
)
T(
    "T.int-steps-ceiling-near-an-integer",
    21,
    lambda: Monotone(
        "T.int-steps-ceiling-near-an-integer",
        "",
        SRC,
        expr=sp.ceiling(x + C150) - 2 * x,
        var=x,
        over=sp.Interval(-2, 0),
        direction="decreasing",
        integer_steps=True,
        expected="PROVED",
    ),
)
T(
    "T.ext-location-for-every-nonempty-set",
    21,
    lambda: Extremum(
        "T.ext-location-for-every-nonempty-set",
        "",
        SRC,
        expr=x**2,
        var=x,
        at=0,
        over=sp.Interval(-1, 1),
        kind="min",
        expected="PROVED",
        domain=Domain((x, a), (x >= 0, x <= a)),
    ),
)
F(
    "F.mono-constraint-tight-on-a-half-line",
    21,
    mono(
        "F.mono-constraint-tight-on-a-half-line",
        -(x**2),
        x,
        sp.Interval(-1, 1),
        "increasing",
        D((x,), (sp.Max(x, 0) - x >= 0,)),
    ),
)
_qn = sp.Symbol("qn", nonnegative=True)
T(
    "T.mono-kink-where-a-sign-constraint-starts",
    21,
    lambda: Monotone(
        "T.mono-kink-where-a-sign-constraint-starts",
        "",
        SRC,
        expr=4 * sp.Abs(x) - 3 * x,
        var=x,
        over=sp.Interval.open(-2, 2),
        direction="increasing",
        expected="PROVED",
        domain=Domain((x,), (sp.sign(x) + 1 > 0,)),
    ),
)
T(
    "T.mono-one-point-by-sign-constraints",
    21,
    lambda: Monotone(
        "T.mono-one-point-by-sign-constraints",
        "",
        SRC,
        expr=-2 * x,
        var=x,
        over=sp.Interval.open(-3, 3),
        direction="increasing",
        expected="PROVED",
        domain=Domain((x,), (sp.sign(x) + 1 > 0, 1 - sp.sign(x) > 0)),
    ),
)
T(
    "T.cvx-one-point-by-a-sign-constraint",
    21,
    lambda: Convex(
        "T.cvx-one-point-by-a-sign-constraint",
        "",
        SRC,
        expr=-3 * x**2,
        var=x,
        over=sp.Interval.open(-3, 3),
        expected="PROVED",
        domain=Domain((x,), (sp.sign(x**2) < 1,)),
    ),
)
T(
    "T.mono-kink-at-a-declared-sign",
    21,
    lambda: Monotone(
        "T.mono-kink-at-a-declared-sign",
        "",
        SRC,
        expr=sp.Abs(_qn**2 - _qn) - _qn / 3,
        var=_qn,
        over=sp.Interval.open(-1, R(1, 4)),
        direction="increasing",
        expected="PROVED",
    ),
)
F("F.printed-plus-on-a-negative-value", 21, printed("F.printed-plus-on-a-negative-value", -R(3, 1000), "+0.00"))

# 21, found by a fourth attack: an extremum's location must be a real point of the set for
#    every parameter of the domain (sqrt(a) at a < 0 and 1/a at a = 0 are none)
_extr = lambda label, expr, at, over, constraints, kind="min": (
    lambda: Extremum(  # noqa: E731
        label,
        "",
        SRC,
        expr=expr,
        var=x,
        at=at,
        over=over,
        kind=kind,
        expected="OPEN",
        domain=Domain((x, a), constraints),
    )
)
F(
    "F.extremum-at-root-of-a-negative",
    21,
    _extr("F.extremum-at-root-of-a-negative", (x**2 - a) ** 2, sp.sqrt(a), sp.Interval(-oo, oo), (a >= -1,)),
)
F("F.extremum-at-a-pole", 21, _extr("F.extremum-at-a-pole", (a * x - 1) ** 2, 1 / a, sp.Interval(-oo, oo), (a >= 0,)))
F(
    "F.extremum-at-root-finite-end",
    21,
    _extr("F.extremum-at-root-finite-end", (x**2 - a) ** 2, sp.sqrt(a), sp.Interval(-oo, 5), (a >= -1, a <= 1)),
)
F(
    "F.extremum-at-a-pole-finite-end",
    21,
    _extr("F.extremum-at-a-pole-finite-end", (a * x - 1) ** 2, 1 / a, sp.Interval(-oo, 10), (a >= 0, a <= 2)),
)
F(
    "F.extremum-at-log-of-a-negative",
    21,
    _extr("F.extremum-at-log-of-a-negative", (x - sp.log(a)) ** 2, sp.log(a), sp.Interval(-oo, oo), (a > -1,)),
)
F(
    "F.extremum-max-at-a-pole",
    21,
    _extr("F.extremum-max-at-a-pole", -((x - 1 / (a - 1)) ** 2), 1 / (a - 1), sp.Interval(-oo, oo), (a >= 0,), "max"),
)
T(
    "T.extremum-at-a-root-where-defined",
    21,
    lambda: Extremum(
        "T.extremum-at-a-root-where-defined",
        "",
        SRC,
        expr=(x**2 - a) ** 2,
        var=x,
        at=sp.sqrt(a),
        over=sp.Interval(-oo, oo),
        kind="min",
        expected="PROVED",
        domain=Domain((x, a), (a >= 0,)),
    ),
)
T(
    "T.extremum-at-a-pole-off-the-domain",
    21,
    lambda: Extremum(
        "T.extremum-at-a-pole-off-the-domain",
        "",
        SRC,
        expr=(a * x - 1) ** 2,
        var=x,
        at=1 / a,
        over=sp.Interval(-oo, oo),
        kind="min",
        expected="PROVED",
        domain=Domain((x, a), (a > 0,)),
    ),
)
