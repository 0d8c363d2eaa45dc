"""Soundness corpus, class 15: a family's metrics keep their uncancelled denominators and radicands.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain
from kappamcc.model.kinds import Convex, Extremum, Monotone, Relation, chain, eq

from corpus_support import SRC, _I, _fam, a, le, registrars, t

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)


def _about_family(label, family, relation, domain=None, cls=Relation, **kw):
    """A claim about a family's metric; ``relation`` builds the statement from the family."""

    def build():
        f = family()
        return cls(label, label, SRC, relation=relation(f), expected="REFUTED", domain=domain or f.domain, **kw)

    return build


_P = lambda: _fam("P", [[a, 0], [0, a]], (a,), (a >= 0,))  # noqa: E731  everything 0/0 at a = 0
_tM = lambda: _fam("tM", [[2 * t, t], [t, 3 * t]], (t,), (t >= 0,))  # noqa: E731  t M, empty at t = 0
_Z = lambda: _fam("Z", [[t, 1], [1, t]], (t,), (t >= 0,))  # noqa: E731  defined everywhere
F(
    "F.family-mcc-zero-with-undefined-point",
    15,
    _about_family("F.family-mcc-zero-with-undefined-point", _I, lambda f: eq(f.mcc, 0)),
)
F("F.family-kappa-one-at-zero", 15, _about_family("F.family-kappa-one-at-zero", _P, lambda f: eq(f.kappa, 1)))
F("F.family-mcc-one-at-zero", 15, _about_family("F.family-mcc-one-at-zero", _P, lambda f: eq(f.mcc, 1)))
F(
    "F.family-scaled-kappa",
    15,
    _about_family("F.family-scaled-kappa", _tM, lambda f: eq(f.kappa, metrics.kappa([[2, 1], [1, 3]]))),
)
F(
    "F.family-scaled-mcc",
    15,
    _about_family("F.family-scaled-mcc", _tM, lambda f: eq(f.mcc, metrics.mcc([[2, 1], [1, 3]]))),
)
F("F.family-mcc-bounded", 15, _about_family("F.family-mcc-bounded", _I, lambda f: le(f.mcc, 1)))
F(
    "F.family-chain-through-undefined",
    15,
    _about_family("F.family-chain-through-undefined", _I, lambda f: chain(-1, "<=", f.mcc, "<=", f.kappa)),
)
F("F.family-kappa-equals-mcc", 15, _about_family("F.family-kappa-equals-mcc", _P, lambda f: eq(f.kappa, f.mcc)))
F(
    "F.family-monotone-through-undefined",
    15,
    lambda: Monotone(
        "F.family-monotone-through-undefined",
        "",
        SRC,
        expr=_I().mcc,
        var=t,
        over=sp.Interval(0, 1),
        direction="increasing",
        expected="REFUTED",
        domain=_I().domain,
    ),
)
F(
    "F.family-convex-through-undefined",
    15,
    lambda: Convex(
        "F.family-convex-through-undefined",
        "",
        SRC,
        expr=_P().kappa,
        var=a,
        over=sp.Interval(0, 1),
        expected="REFUTED",
        domain=_P().domain,
    ),
)
F(
    "F.family-extremum-at-undefined",
    15,
    lambda: Extremum(
        "F.family-extremum-at-undefined",
        "",
        SRC,
        expr=_I().mcc,
        var=t,
        at=0,
        over=sp.Interval(0, 1),
        kind="min",
        expected="REFUTED",
        domain=_I().domain,
    ),
)
T(
    "T.family-mcc-zero-away-from-zero",
    15,
    lambda: Relation(
        "T.family-mcc-zero-away-from-zero",
        "",
        SRC,
        relation=eq(_I().mcc, 0),
        expected="PROVED",
        domain=Domain((t,), (t > 0,), "t > 0"),
    ),
)
T(
    "T.family-kappa-one-away-from-zero",
    15,
    lambda: Relation(
        "T.family-kappa-one-away-from-zero",
        "",
        SRC,
        relation=eq(_P().kappa, 1),
        expected="PROVED",
        domain=Domain((a,), (a > 0,), "a > 0"),
    ),
)
T(
    "T.family-scaled-kappa",
    15,
    lambda: Relation(
        "T.family-scaled-kappa",
        "",
        SRC,
        relation=eq(_tM().kappa, metrics.kappa([[2, 1], [1, 3]])),
        expected="PROVED",
        domain=Domain((t,), (t > 0,), "t > 0"),
    ),
)
T(
    "T.family-defined-everywhere",
    15,
    lambda: Relation(
        "T.family-defined-everywhere", "", SRC, relation=le(_Z().kappa, 1), expected="PROVED", domain=_Z().domain
    ),
)
T(
    "T.family-mcc-of-z",
    15,
    lambda: Relation(
        "T.family-mcc-of-z",
        "",
        SRC,
        relation=eq(_Z().mcc, (t**2 - 1) / (t + 1) ** 2),
        expected="PROVED",
        domain=Domain((t,), (t > 0,), "t > 0"),
    ),
)
