"""Soundness corpus, class 16: families are validated; a claim's domain includes the families it
names (``families=``); counterexamples are members.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built. This file also checks that a refutation's point is a member of
the family (``FAMILY_MEMBERSHIP``).
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Status
from kappamcc.engine.verify import verify
from kappamcc.model.family import Family
from kappamcc.model.kinds import Relation, eq

from corpus_support import R, SRC, _I, _fam, _holds, _sign, a, ge, le, lt, registrars, t, y

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)


def _bad_family(matrix, symbols, constraints):
    def build():
        family = _fam("bad", matrix, symbols, constraints)
        return Relation(
            "F.bad-family",
            "",
            SRC,
            relation=eq(family.kappa, 0),
            expected="REFUTED",
            domain=Domain(symbols, constraints),
            families=(family,),
        )

    return build


B("F.family-negative-entry", 16, _bad_family([[t - 1, 1], [1, 1]], (t,), (t >= 0,)))
B("F.family-negative-entry-deep", 16, _bad_family([[t**2 - 2 * t, 1], [1, 1]], (t,), (t >= 0,)))
B("F.family-negative-rational-entry", 16, _bad_family([[t / 2 - 1, 1], [1, 1]], (t,), (t >= 0,)))
B("F.family-undefined-entry", 16, _bad_family([[(t**2 - 1) / (t - 1), 1], [1, 1]], (t,), (t >= 0,)))
B("F.family-entry-negative-near-boundary", 16, _bad_family([[t - R(1, 10**120), 1], [1, 1]], (t,), (t >= 0,)))
B("F.family-loose-parameter", 16, _bad_family([[t, a], [1, 1]], (t,), (t >= 0,)))
B(
    "F.family-not-square",
    16,
    lambda: Relation(
        "F.family-not-square",
        "",
        SRC,
        relation=eq(Family("ns", sp.Matrix([[t, 1, 1], [1, 1, 1]]), Domain((t,), (t >= 0,))).kappa, 0),
        expected="REFUTED",
        domain=Domain((t,), (t >= 0,)),
    ),
)
_Q = lambda: _fam("Q", [[a, t], [1, 1]], (a, t), (a >= 1, t >= 0))  # noqa: E731
FAMILY_MEMBERSHIP = []  # (label, family): a refutation's point must make the family's matrix valid


def _named(label, family, relation, domain, expected="REFUTED"):
    f = family()
    return Relation(label, label, SRC, relation=relation(f), expected=expected, domain=domain, families=(f,))


def _member(label, family, relation, domain):
    FAMILY_MEMBERSHIP.append((label, family))
    F(label, 16, lambda: _named(label, family, relation, domain))


_member("F.family-domain-leaves-out-parameter", _Q, lambda f: le(f.kappa, R(1, 2)), Domain((a,), (a >= 1,)))
_member("F.family-domain-leaves-out-parameter-mcc", _Q, lambda f: le(f.mcc, 0), Domain((a,), (a >= 1,)))
_member("F.family-domain-empty-of-constraints", _Q, lambda f: lt(f.kappa, 0), Domain())
_member("F.family-domain-other-parameter", _Q, lambda f: ge(f.kappa, 0), Domain((t,), (t >= 0,)))
_member("F.family-monotone-left-out", _I, lambda f: ge(f.mcc, R(1, 2)), Domain())
T(
    "T.family-leaves-out-but-true",
    16,
    lambda: _named("T.family-leaves-out-but-true", _Q, lambda f: le(f.kappa, 1), Domain((a,), (a >= 1,)), "PROVED"),
)
T(
    "T.family-valid-entries",
    16,
    lambda: _named(
        "T.family-valid-entries",
        lambda: _fam("ok", [[t + 1, 2 * t], [t**2, 1]], (t,), (t >= 0,)),
        lambda f: le(f.kappa, 1),
        Domain((t,), (t >= 0,)),
        "PROVED",
    ),
)
T(
    "T.family-read-beyond-range",
    16,
    lambda: _named(
        "T.family-read-beyond-range",
        lambda: _fam("R", [[1, t], [100 - t, 1]], (t,), (t >= 50, t <= 100)),
        lambda f: le(f.kappa, 1),
        Domain((t,), (t >= 0, t < 50)),
        "PROVED",
    ),
)

# - families= (the claim names the families its metrics come from; nothing is inferred):
#   naming a family narrows the domain, so a family the statement does not use is refused, and
#   the narrowing can empty the domain, which never proves anything
_OTHER = lambda: _fam("O", [[y, 1], [1, 1]], (y,), (y >= 3,))  # noqa: E731


def _naming(label, families, relation, domain=Domain((a, t), ())):
    return lambda: Relation(
        label, label, SRC, relation=relation, expected="REFUTED", domain=domain, families=families()
    )


B("F.family-named-but-unused", 16, _naming("F.family-named-but-unused", lambda: (_OTHER(),), lt(a, 0)))
B(
    "F.family-named-beside-the-used-one",
    16,
    lambda: (
        lambda q: Relation(
            "F.family-named-beside-the-used-one",
            "",
            SRC,
            relation=le(q.kappa, 0),
            expected="REFUTED",
            domain=Domain((a, t), ()),
            families=(q, _OTHER()),
        )
    )(_Q()),
)
B("F.family-named-as-a-family-not-a-tuple", 16, lambda: _naming("x", lambda: _Q(), le(_Q().kappa, 1))())
B("F.family-named-by-its-name", 16, lambda: _naming("x", lambda: ("Q",), le(_Q().kappa, 1))())
B("F.family-named-as-its-matrix", 16, lambda: _naming("x", lambda: (_Q().matrix,), le(_Q().kappa, 1))())
# the entries t >= 0 of the family meet the claim's t < 0: an empty domain, never PROVED
F(
    "F.family-named-empties-the-domain",
    16,
    lambda: _named("F.family-named-empties-the-domain", _Q, lambda f: ge(f.kappa, 5), Domain((a, t), (a >= 1, t < 0))),
)
# the same family built twice: equal metrics, either object may be named
T(
    "T.family-named-by-an-equal-object",
    16,
    lambda: Relation(
        "T.family-named-by-an-equal-object",
        "",
        SRC,
        relation=le(_Q().kappa, 1),
        expected="PROVED",
        domain=Domain((a,), (a >= 1,)),
        families=(_Q(),),
    ),
)
# 2 K is one flattened product of 2 and K's factors: the family is still found in it
T(
    "T.family-named-for-a-scaled-metric",
    16,
    lambda: _named(
        "T.family-named-for-a-scaled-metric", _Q, lambda f: le(2 * f.kappa, 2), Domain((a,), (a >= 1,)), "PROVED"
    ),
)

# - the plain-sign test (prove/plain_signs.py), shared by the definedness shortcut and the
#   family-entry check: what it signs must follow from the hypotheses as written
B("F.family-entry-nonnegative-times-nonzero", 16, _bad_family([[t * y, 1], [1, 1]], (t, y), (t >= 0, sp.Ne(y, 0))))
B("F.family-entry-odd-power", 16, _bad_family([[t**3, 1], [1, 1]], (t,), (t >= -1,)))
B("F.family-entry-reciprocal-of-nonnegative", 16, _bad_family([[1 / t, 1], [1, 1]], (t,), (t >= 0,)))
B("F.family-entry-equal-to-negative", 16, _bad_family([[t + R(1, 2), 1], [1, 1]], (t,), (sp.Eq(t, -1),)))
T(
    "T.family-entries-even-powers",
    16,
    lambda: Relation(
        "T.family-entries-even-powers",
        "",
        SRC,
        relation=le(_fam("ev", [[t**2 + 1, y**2], [1, (t - y) ** 2 + 1]], (t, y), ()).kappa, 1),
        expected="PROVED",
        domain=Domain((t, y), ()),
    ),
)
B(
    "F.family-entropy-with-an-entry-zero-somewhere",
    16,
    lambda: Relation(
        "F.family-entropy-with-an-entry-zero-somewhere",
        "",
        SRC,
        expected="OPEN",
        domain=Domain((t,), (t >= 0,)),
        relation=lt(Family("Fz(t)", sp.Matrix([[1, t], [1, 1]]), Domain((t,), (t >= 0,), "t >= 0")).entropy, 0),
    ),
)


# ---------------------------------------------------------------------------
# checked directly: a claim that names no family is about its expressions on the domain it states


def test_a_claim_that_names_no_family_is_decided_on_its_own_domain():
    """The same statement as T.family-leaves-out-but-true, without families=: t, listed, is then any real,
    and kappa of [[a, t], [1, 1]] exceeds 1 at a negative t; the refutation's point is in the
    stated domain, and it says so (a claim never gains constraints it did not state or name)."""
    q = _Q()
    claim = Relation("unnamed", "", SRC, relation=le(q.kappa, 1), expected="REFUTED", domain=Domain((a, t), (a >= 1,)))
    assert claim.families == () and claim.domain.constraints == (a >= 1,)
    verdict = verify(claim)
    assert verdict.status == Status.REFUTED
    assert verdict.counterexample[t] < 0


# ---------------------------------------------------------------------------
# checked directly: a refutation's point is a member of the family


@pytest.mark.parametrize("label,family", FAMILY_MEMBERSHIP, ids=[lab for lab, _ in FAMILY_MEMBERSHIP])
def test_a_refutation_of_a_family_claim_is_a_member_of_the_family(label, family):
    claim = next(f for lab, _, f in FALSE_CLAIMS if lab == label)()
    verdict = verify(claim)
    assert verdict.status != Status.PROVED
    if verdict.status == Status.REFUTED:
        f = family()
        point = verdict.counterexample
        assert set(f.domain.symbols) <= set(point), f"the point {point} does not fix every parameter of {f.name}"
        assert all(_holds(c, point) for c in f.domain.constraints), f"{point} is outside {f.name}'s domain"
        assert all(_sign(e.xreplace(point)) >= 0 for e in f.matrix), f"{point} gives a negative entry"
