"""Soundness corpus, class "reading range": a family read on a range its domain meets in one point.

A :class:`~kappamcc.model.predicates.Reading` reads a family along a parameter over an interval.  When
the family's domain meets that interval in one point (or not at all), every monotonicity and
constancy predicate holds vacuously there: "kappa strictly increasing and strictly decreasing"
was PROVED, and "strictly increasing implies not strictly decreasing" REFUTED.  The same when
the family's domain ends where the range starts.  The false statements must never be PROVED,
the true ones never REFUTED; a reading with room is still decided.
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.engine.verify import verify
from kappamcc.model.family import Family
from kappamcc.model.kinds import ForEveryFamily, SomeFamily
from kappamcc.model.predicates import ConstantMetric, Moves, Negated, OppositeDirections, Positive, Reading

SRC = Source("soundness corpus", "reading range")
t = sp.Symbol("t", real=True)
oo = sp.oo


def fam(matrix, constraints, text):
    return Family(f"F({text})", sp.Matrix(matrix), Domain((t,), constraints, text))


G = lambda: fam([[1, t], [1, 1]], (t >= 0,), "t >= 0")  # noqa: E731  the issue's example
H = lambda: fam([[1, 1 - t], [1, 1]], (t <= 1,), "t <= 1")  # noqa: E731  ends where [1, oo) starts
P = lambda: fam([[1, t], [1, 1]], (t >= 0, t <= 0), "t = 0")  # noqa: E731  a one-point domain
K2 = lambda: fam([[1, t - 2], [1, 1]], (t >= 2,), "t >= 2")  # noqa: E731
t_nn, t_pos = sp.Symbol("t", nonnegative=True), sp.Symbol("t", positive=True)
# a domain stated by the parameter's declared sign, with no constraint (found by an independent attack)
SIGNED = lambda: Family("F(t >= 0 by its sign)", sp.Matrix([[1, t_nn], [1, 2]]), Domain((t_nn,), (), "t >= 0"))  # noqa: E731
INC, DEC = Moves("kappa", "increasing"), Moves("kappa", "decreasing")
MINC, MDEC = Moves("mcc", "increasing"), Moves("mcc", "decreasing")


def some(cid, properties, family, over, witnesses=None):
    return SomeFamily(
        cid, "", SRC, properties=properties, witness=Reading(family(), t, over, witnesses or {}), expected="OPEN"
    )


def every(cid, hypotheses, conclusion, family, over, witnesses):
    return ForEveryFamily(
        cid,
        "",
        SRC,
        hypotheses=hypotheses,
        conclusion=conclusion,
        counterexample=Reading(family(), t, over, witnesses),
        expected="OPEN",
    )


# false: never PROVED
FALSE = [
    (
        "kappa increasing and decreasing, range meets the domain at t = 0",
        lambda: some("RR.both", [INC, DEC], G, sp.Interval(-1, 0)),
    ),
    ("the same over a longer range", lambda: some("RR.both-long", [INC, DEC], G, sp.Interval(-5, 0))),
    ("the same on a half-open range", lambda: some("RR.both-open", [INC, DEC], G, sp.Interval.Lopen(-1, 0))),
    ("MCC increasing and decreasing", lambda: some("RR.mcc-both", [MINC, MDEC], G, sp.Interval(-1, 0))),
    ("constant and increasing", lambda: some("RR.const-inc", [ConstantMetric("kappa"), INC], G, sp.Interval(-1, 0))),
    ("the domain ends where the range starts", lambda: some("RR.ends", [INC, DEC], H, sp.Interval(1, oo))),
    ("a one-point domain read over a long range", lambda: some("RR.point", [INC, DEC], P, sp.Interval(-1, 1))),
    ("the domain starts where the range ends", lambda: some("RR.starts", [INC, DEC], K2, sp.Interval(0, 2))),
    ("a range the domain misses", lambda: some("RR.misses", [INC, DEC], G, sp.Interval(-3, -1))),
    (
        "kappa positive and not positive at its one point",
        lambda: some("RR.positive", [Positive("kappa"), DEC, INC], G, sp.Interval(-1, 0)),
    ),
    (
        "a domain given by the parameter's declared sign",
        lambda: SomeFamily(
            "RR.signed",
            "",
            SRC,
            properties=[MINC, MDEC],
            witness=Reading(SIGNED(), t_nn, sp.Interval(-2, 0)),
            expected="OPEN",
        ),
    ),
    (
        "opposite directions on a one-point piece",
        lambda: some(
            "RR.opposite",
            [OppositeDirections(), INC],
            G,
            sp.Interval(-1, 0),
            {("opposite", "interval"): (sp.Interval(-1, 0), "increasing")},
        ),
    ),
]

# true: never REFUTED
TRUE = [
    (
        "strictly increasing implies not strictly decreasing",
        lambda: every(
            "RT.inc-not-dec",
            [INC],
            Negated(DEC),
            G,
            sp.Interval(-1, 0),
            {("moves-kappa", "interval"): sp.Interval(-1, 0)},
        ),
    ),
    (
        "strictly decreasing implies not strictly increasing",
        lambda: every(
            "RT.dec-not-inc",
            [DEC],
            Negated(INC),
            H,
            sp.Interval(1, oo),
            {("moves-kappa", "interval"): sp.Interval(1, 2)},
        ),
    ),
    (
        "MCC increasing implies not decreasing",
        lambda: every(
            "RT.mcc", [MINC], Negated(MDEC), P, sp.Interval(-1, 1), {("moves-mcc", "interval"): sp.Interval(-1, 1)}
        ),
    ),
    (
        "MCC increasing implies not decreasing, the domain given by a declared sign",
        lambda: ForEveryFamily(
            "RT.signed",
            "",
            SRC,
            hypotheses=[MINC],
            conclusion=Negated(MDEC),
            counterexample=Reading(SIGNED(), t_nn, sp.Interval(-2, 0), {("moves-mcc", "interval"): sp.Interval(-1, 0)}),
            expected="OPEN",
        ),
    ),
    (
        "constant implies not increasing",
        lambda: every(
            "RT.const",
            [ConstantMetric("kappa")],
            Negated(INC),
            K2,
            sp.Interval(0, 2),
            {("moves-kappa", "interval"): sp.Interval(0, 2)},
        ),
    ),
]


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in FALSE])
def test_a_vacuous_reading_never_proves_a_false_statement(factory):
    assert verify(factory(), fresh=True).status is not Status.PROVED


@pytest.mark.parametrize("factory", [pytest.param(f, id=label) for label, f in TRUE])
def test_a_vacuous_reading_never_refutes_a_true_statement(factory):
    assert verify(factory(), fresh=True).status not in (Status.REFUTED, Status.CORRECTED)


def test_a_reading_with_room_is_still_decided():
    # kappa of [[t, 1], [1, t]] is (t - 1)/(t + 1): strictly increasing on t >= 0
    diagonal = fam([[t, 1], [1, t]], (t >= 0,), "t >= 0")
    c = SomeFamily(
        "RC.room", "", SRC, properties=[INC], witness=Reading(diagonal, t, sp.Interval(0, oo)), expected="PROVED"
    )
    assert verify(c, fresh=True).status is Status.PROVED
