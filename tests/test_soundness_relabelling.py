"""Soundness corpus, class 29 "renamed classes" (issue 30, 1): the invariance rule of
kappamcc.prove.index_sums for arrays with ``relabelled=True`` (the classes renamed by one
arbitrary permutation sigma).

A closed index sum is unchanged when every array in it is relabelled alike; the rule proves
nothing else.  The false statements below mix a renamed and a plain array in one term, keep a
free class (which the renaming moves), rename without a plain counterpart, or are simply false
at sigma = the identity (then REFUTED there, which is a permutation too).
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model import index_forms as F
from kappamcc.model.claims import CLASSES, Source, Status
from kappamcc.engine.verify import verify
from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Array, Sum, fraction

SRC = Source("soundness corpus", "renamed classes")


def _pair(kind="generic"):
    return Array("C", kind), Array("P", kind, symbol="C", relabelled=True)


def _claim(cid, equation, *, kind="generic", extra=()):
    C, P = _pair(kind)
    lhs, rhs = equation(C, P)
    return IdentityAllN(cid, "", SRC, equations=[(lhs, rhs)], arrays=[C, P, *extra], expected="OPEN")


def _k():
    return F.fresh("k")


def _mixed_trace(C, P):
    k = _k()
    return Sum(P[k, k] * C[k, k], k), Sum(C[k, k] * C[k, k], k)


def _free_row(C, P):
    k = _k()
    return F.row(P, k), F.row(C, k)


def _unmatched(C, P):
    Q = Array("Q", symbol="D", relabelled=True)
    k = _k()
    return Sum(Q[k, k], k), Sum(Q[k, k], k)


def _false_at_identity(C, P):
    return F.trace(P), F.total(C)


def _rc_vs_rr(C, P):
    return F.sum_rc(P), F.sum_rr(C)


NEVER_PROVED = [
    (
        "sum_k C^s_kk C_kk = sum_k C_kk^2 (a renamed and a plain factor in one term)",
        lambda: _claim("R.mixed", _mixed_trace),
    ),
    ("r_k of the renamed table = r_k (a free class)", lambda: _claim("R.free", _free_row)),
    ("a renamed array with no plain one of its stem", lambda: _claim_unmatched()),
    ("tr(C^s) = S", lambda: _claim("R.trace-total", _false_at_identity)),
    ("sum_k r_k c_k of C^s = sum_k r_k^2 of C", lambda: _claim("R.rc-rr", _rc_vs_rr)),
    ("a renamed symmetric table's trace is its total", lambda: _claim("R.sym", _false_at_identity, kind="symmetric")),
]


def _claim_unmatched():
    C, P = _pair()
    Q = Array("Q", symbol="D", relabelled=True)
    k = _k()
    return IdentityAllN(
        "R.unmatched", "", SRC, equations=[(Sum(Q[k, k], k), Sum(C[k, k], k))], arrays=[C, P, Q], expected="OPEN"
    )


TRUE = [
    (
        "kappa is unchanged by renaming the classes",
        lambda: _claim("RT.kappa", lambda C, P: (F.kappa_marginal(P), F.kappa_marginal(C))),
    ),
    (
        "the MCC's radicand S^2 - sum r_k^2 too",
        lambda: _claim("RT.mcc", lambda C, P: (F.mcc_marginal_parts(P)[1], F.mcc_marginal_parts(C)[1])),
    ),
    ("sum_k r_k c_k of the renamed table", lambda: _claim("RT.rc", lambda C, P: (F.sum_rc(P), F.sum_rc(C)))),
    (
        "accuracy of a renamed diagonal table",
        lambda: _claim("RT.diag", lambda C, P: (F.accuracy(P), fraction(1)), kind="diagonal"),
    ),
]


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in NEVER_PROVED])
def test_a_statement_outside_the_invariance_rule_or_false_is_never_proved(factory):
    v = verify(factory(), fresh=True)
    assert v.status is not Status.PROVED, v.certificate
    if v.status is Status.REFUTED:  # at sigma = the identity: the plain arrays' entries
        assert v.counterexample[CLASSES] >= 1


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in TRUE])
def test_a_closed_statement_renamed_alike_is_proved(factory):
    assert verify(factory(), fresh=True).status is Status.PROVED


def test_the_refutation_of_a_false_renamed_identity_holds_at_the_identity_permutation():
    v = verify(dict(NEVER_PROVED)["tr(C^s) = S"](), fresh=True)
    assert v.status is Status.REFUTED
    point = {k: val for k, val in v.counterexample.items() if isinstance(k, sp.Symbol)}
    N = v.counterexample[CLASSES]
    trace = sum(point.get(sp.Symbol(f"C_{k}_{k}"), 0) for k in range(1, N + 1))
    total = sum(point.get(sp.Symbol(f"C_{i}_{j}"), 0) for i in range(1, N + 1) for j in range(1, N + 1))
    assert trace != total


def test_mixed_and_free_statements_are_open_with_the_reason():
    for label in (
        "sum_k C^s_kk C_kk = sum_k C_kk^2 (a renamed and a plain factor in one term)",
        "r_k of the renamed table = r_k (a free class)",
    ):
        v = verify(dict(NEVER_PROVED)[label](), fresh=True)
        assert v.status is Status.OPEN and "invariance rule" in v.notes, v.notes
