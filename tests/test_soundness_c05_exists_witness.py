"""Soundness corpus, class 5: Exists: a witness is a point of its domain where the statement is defined and true.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.kinds import Exists, Relation

from corpus_support import GT1, R, REALS, SRC, exists, ge, gt, le, n, ne_, p, q, registrars, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F(
    "F.exists-undefined-witness",
    5,
    exists(
        "F.exists-undefined-witness",
        lambda: Relation(
            "F.euw.neg",
            "1/x != 0 on [-1, 1]",
            SRC,
            relation=ne_(1 / x, 0),
            expected="REFUTED",
            domain=Domain((x,), (x >= -1, x <= 1)),
        ),
    ),
)
F(
    "F.exists-undefined-sqrt",
    5,
    exists(
        "F.exists-undefined-sqrt",
        lambda: Relation(
            "F.eus.neg",
            "sqrt(x) >= -1 on [-1, 1]",
            SRC,
            relation=ge(sp.sqrt(x), -1),
            expected="REFUTED",
            domain=Domain((x,), (x >= -1, x <= 1)),
        ),
    ),
)
F(
    "F.exists-undefined-log",
    5,
    exists(
        "F.exists-undefined-log",
        lambda: Relation(
            "F.eul.neg",
            "log(x) > -100 on x > -1",
            SRC,
            relation=gt(sp.log(x) + 100, 0),
            expected="REFUTED",
            domain=Domain((x,), (x > -1, x < 1)),
        ),
    ),
)
F(
    "F.exists-integer-witness",
    5,
    exists(
        "F.exists-integer-witness",
        lambda: Relation(
            "F.eiw.neg", "n^2 >= n for integer n", SRC, relation=ge(n**2, n), expected="PROVED", domain=Domain((n,), ())
        ),
    ),
)
F(
    "F.exists-positive-witness",
    5,
    exists(
        "F.exists-positive-witness",
        lambda: Relation(
            "F.epw.neg",
            "p^3 <= p for positive p < 1",
            SRC,
            relation=le(p**3, p),
            expected="PROVED",
            domain=Domain((p,), (p < 1,)),
        ),
    ),
)
F(
    "F.exists-log-sign-witness",
    5,
    exists(
        "F.exists-log-sign-witness",
        lambda: Relation(
            "F.elw.neg",
            "log_{5/4} x > 0 for x > 1",
            SRC,
            relation=gt(sp.log(x, R(5, 4)), 0),
            expected="PROVED",
            domain=GT1,
        ),
    ),
)
F(
    "F.exists-removable-witness",
    5,
    exists(
        "F.exists-removable-witness",
        lambda: Relation(
            "F.erw.neg",
            "(x^2-1)/(x-1) != 2",
            SRC,
            relation=ne_((x**2 - 1) / (x - 1), 2),
            expected="REFUTED",
            domain=Domain((x,), (x >= 0, x <= 3)),
        ),
    ),
)
F(
    "F.exists-cached-witness",
    5,
    exists(
        "F.exists-cached-witness",
        lambda: Relation(
            "F.ecw.neg",
            "1/(x-1)^2 > 0",
            SRC,
            relation=gt(1 / (x - 1) ** 2, 0),
            expected="REFUTED",
            domain=Domain((x,), (sp.Or(x >= 0, 1 / (x - 1) < -100), x <= 2)),
        ),
    ),
)
F(
    "F.exists-nonneg-witness",
    5,
    exists(
        "F.exists-nonneg-witness",
        lambda: Relation(
            "F.enw.neg",
            "q^3 + q >= 0 for q >= 0",
            SRC,
            relation=ge(q**3 + q, 0),
            expected="PROVED",
            domain=Domain((q,), ()),
        ),
    ),
)
T(
    "T.exists-defined-witness",
    5,
    lambda: Exists(
        "T.exists-defined-witness",
        "some x in (0, 2) has 1/x > 1",
        SRC,
        negation=Relation(
            "T.edw.neg",
            "1/x <= 1 on (0, 2)",
            SRC,
            relation=le(1 / x, 1),
            expected="REFUTED",
            domain=Domain((x,), (x > 0, x < 2)),
        ),
        expected="PROVED",
    ),
)
T(
    "T.exists-integer",
    5,
    lambda: Exists(
        "T.exists-integer",
        "some integer n has n^2 > 3",
        SRC,
        negation=Relation(
            "T.ei.neg", "n^2 <= 3", SRC, relation=le(n**2, 3), expected="REFUTED", domain=Domain((n,), ())
        ),
        expected="PROVED",
    ),
)

# 5, found by a fourth attack: Exists is about its own domain ("some x > 0 with ..."): a witness
#    outside it proves nothing, and a negation proved on a smaller domain refutes nothing
_exists_neg = lambda label, domain: Relation(label, "", SRC, relation=ge(x, 0), expected="OPEN", domain=domain)  # noqa: E731
F(
    "F.exists-witness-outside-its-domain",
    5,
    lambda: Exists(
        "F.exists-witness-outside-its-domain",
        "",
        SRC,
        negation=_exists_neg("F.ewoid.q", REALS),
        expected="OPEN",
        domain=Domain((x,), (x > 0,), "x > 0"),
    ),
)
F(
    "F.exists-witness-outside-its-domain-2",
    5,
    lambda: Exists(
        "F.exists-witness-outside-its-domain-2",
        "",
        SRC,
        negation=_exists_neg("F.ewoid2.q", Domain((x,), (x < 5,))),
        expected="OPEN",
        domain=Domain((x,), (x > 0, x < 5), "0 < x < 5"),
    ),
)
T(
    "T.exists-negation-on-a-smaller-domain",
    5,
    lambda: Exists(
        "T.exists-negation-on-a-smaller-domain",
        "",
        SRC,
        negation=_exists_neg("T.enoasd.q", Domain((x,), (x >= 0,))),
        expected="OPEN",
        domain=Domain((x,), (x > -1,), "x > -1"),
    ),
)
