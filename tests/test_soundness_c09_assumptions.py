"""Soundness corpus, class 9: symbol assumptions (integer, positive, nonnegative, non-real) on every path.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.kinds import Extremum, Monotone, eq

from corpus_support import (
    D,
    R,
    SRC,
    cvx,
    ext,
    ge,
    gt,
    ir,
    k_even,
    lt,
    m,
    mono,
    n,
    ne_,
    ng,
    nz,
    o_odd,
    oo,
    p,
    p_prime,
    printed,
    q,
    r_,
    registrars,
    rel,
    trel,
    w,
    x,
    xe,
    y,
    z,
)

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.assume-integer-root-isolation", 9, rel("F.assume-integer-root-isolation", ge(n**2, n + 1), D((n,), ())))
F("F.assume-integer-interval", 9, rel("F.assume-integer-interval", ge(4 * n**2, 1), D((n,), (n > -1,))))
F("F.assume-positive-root-isolation", 9, rel("F.assume-positive-root-isolation", gt(p**3, p), D((p,), ())))
F("F.assume-nonneg-root-isolation", 9, rel("F.assume-nonneg-root-isolation", ge(q**3, q), D((q,), ())))
B("F.assume-imaginary-square", 9, rel("F.assume-imaginary-square", gt(z**2 + 1, 0), D((z,), ())))
B("F.assume-imaginary-two", 9, rel("F.assume-imaginary-two", ge(z**2 + x**2, 0), D((x, z), ())))
B("F.assume-complex-abs", 9, rel("F.assume-complex-abs", eq(sp.Abs(w) ** 2, w**2), D((w,), ())))
B("F.assume-complex-sqrt", 9, rel("F.assume-complex-sqrt", eq(sp.sqrt(w**2), sp.Abs(w)), D((w,), ())))
B("F.assume-complex-square", 9, rel("F.assume-complex-square", eq(w**2 + 1, sp.Abs(w) ** 2 + 1), D((w,), ())))
F("F.assume-printed-imaginary", 9, printed("F.assume-printed-imaginary", sp.I / 1000, "0.00"))
F("F.assume-printed-complex", 9, printed("F.assume-printed-complex", 1 + sp.I / 1000, "1.00"))
F("F.assume-integer-two-vars", 9, rel("F.assume-integer-two-vars", ge(n**2 + m**2, 2 * n * m + 1), D((n, m), ())))
F(
    "F.assume-integer-monotone",
    9,
    mono("F.assume-integer-monotone", (n - R(1, 2)) ** 2, n, sp.Interval.open(-3, 3), "increasing", D((n,), ())),
)
F("F.assume-integer-convex", 9, cvx("F.assume-integer-convex", n**3, n, sp.Interval(-2, 2), D((n,), ())))
F(
    "F.assume-integer-extremum",
    9,
    ext("F.assume-integer-extremum", (n - R(1, 3)) ** 2, n, 1, sp.Interval(-2, 2), "min", D((n,), ())),
)

# more attacks, found against the partly fixed engine
B("F.assume-extended-real", 9, rel("F.assume-extended-real", gt(xe + 1, xe), D((xe,), ())))
B("F.assume-extended-real-z3", 9, rel("F.assume-extended-real-z3", gt(xe + y, xe), D((xe, y), (y > 0,))))
T("T.assume-positive", 9, trel("T.assume-positive", gt(p**3 - p**2 + p, 0), D((p,), ())))
T("T.assume-nonneg", 9, trel("T.assume-nonneg", ge(q**3 + q, 0), D((q,), ())))
T("T.assume-integer", 9, trel("T.assume-integer", ge(n**2, n), D((n,), ())))
T("T.assume-integer-cubic", 9, trel("T.assume-integer-cubic", ge(n**3, n), D((n,), (n >= -1,))))
T("T.assume-integer-two-vars", 9, trel("T.assume-integer-two-vars", ge(n**2 + m**2, n + m), D((n, m), ())))
T("T.assume-integer-or", 9, trel("T.assume-integer-or", sp.Or(n <= 0, n >= 1), D((n,), ())))
T(
    "T.assume-integer-extremum",
    9,
    lambda: Extremum(
        "T.assume-integer-extremum",
        "",
        SRC,
        expr=n**2 - n,
        var=n,
        at=0,
        over=sp.Interval(-3, 3),
        kind="min",
        expected="PROVED",
        domain=Domain((n,), ()),
    ),
)
T(
    "T.assume-positive-monotone",
    9,
    lambda: Monotone(
        "T.assume-positive-monotone",
        "",
        SRC,
        expr=p**2,
        var=p,
        over=sp.Interval(-oo, oo),
        direction="increasing",
        expected="PROVED",
        domain=Domain((p,), ()),
    ),
)
T("T.assume-imaginary", 9, trel("T.assume-imaginary", lt(z**2 - 1, 0), D((z,), ())))
T("T.assume-rational", 9, trel("T.assume-rational", ne_(r_**2, 2), D((r_,), ())))
T("T.assume-even", 9, trel("T.assume-even", ne_(k_even, 1), D((k_even,), ())))
T("T.assume-odd", 9, trel("T.assume-odd", ne_(o_odd**2, 4), D((o_odd,), ())))
T("T.assume-prime", 9, trel("T.assume-prime", ge(p_prime, 2), D((p_prime,), ())))
T("T.assume-nonzero", 9, trel("T.assume-nonzero", gt(nz**2, 0), D((nz,), ())))
T("T.assume-irrational", 9, trel("T.assume-irrational", ne_(ir, 0), D((ir,), ())))
T("T.assume-negative", 9, trel("T.assume-negative", lt(ng**3 + ng, 0), D((ng,), ())))
T("T.assume-integer-irrational-roots", 9, trel("T.assume-integer-irrational-roots", ne_(n**2, 2 * n + 1), D((n,), ())))

# - the vacuity check by a plain point: the point must respect the symbols' assumptions, so an
#   integer domain with only a non-integer real point is empty (and a statement on it is not PROVED)
F("F.vacuous-integer-domain", 9, rel("F.vacuous-integer-domain", eq(n, R(1, 2)), D((n,), (2 * n >= 1, 2 * n <= 1))))
F(
    "F.vacuous-integer-domain-two",
    9,
    rel("F.vacuous-integer-domain-two", eq(n + m, R(1, 2)), D((n, m), (2 * n >= 1, 2 * n <= 1, m >= 0, m <= 0))),
)
F("F.vacuous-integer-between", 9, rel("F.vacuous-integer-between", lt(n, 0), D((n,), (n > 0, n < 1))))
T("T.integer-domain-of-one-point", 9, trel("T.integer-domain-of-one-point", eq(n, 3), D((n,), (n >= 3, n <= 3))))
