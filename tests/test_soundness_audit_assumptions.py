"""Soundness corpus, class "audit assumptions": an audit's closed forms hold on the range it audits.

A parameter declared positive (or non-negative, negative, an integer) and audited on a range
where the declaration fails got closed forms simplified under the declaration: for
[[t^2, 0], [1, 1]], t > 0, audited on [-2, -1], MCC was printed as sqrt(2) t/(2 sqrt(t^2 + 1)),
which is negative there, while the true MCC is |t|/sqrt(2(t^2 + 1)).  Every closed form the
audit reports must equal the metric of the matrix at each point of the audited range,
computed from the matrix's entries as numbers (no symbol, no assumption).
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.audit import audit

t_pos = sp.Symbol("t", positive=True)
t_nonneg = sp.Symbol("t", nonnegative=True)
t_neg = sp.Symbol("t", negative=True)
t_int = sp.Symbol("t", integer=True)
s_pos = sp.Symbol("s", positive=True)
t = sp.Symbol("t", real=True)

# (label, matrix, parameter, range, points of the range to check)
ONE = [
    (
        "the issue's example: t > 0 audited on [-2, -1]",
        [[t_pos**2, 0], [1, 1]],
        t_pos,
        (-2, -1),
        (-2, -sp.Rational(3, 2), -1),
    ),
    (
        "t > 0 audited on a range across 0",
        [[t_pos**2 + 1, t_pos**2], [1, 1]],
        t_pos,
        (-1, 2),
        (-1, -sp.Rational(1, 2), 1, 2),
    ),
    ("t >= 0 audited on negative values", [[t_nonneg**2 + 1, 1], [1, 2]], t_nonneg, (-3, -1), (-3, -2, -1)),
    ("t < 0 audited on positive values", [[t_neg**2, 1], [1, 1]], t_neg, (1, 3), (1, 2, 3)),
    ("an odd power under a square root", [[t_pos**2, 1], [0, 1]], t_pos, (-3, -1), (-3, -2, -1)),
    ("t > 0 in two entries", [[t_pos**2, t_pos**2], [1, 2]], t_pos, (-2, -1), (-2, -1)),
    (
        "an integer parameter audited on a continuous range",
        [[t_int**2 + 1, 1], [1, 1]],
        t_int,
        (-2, 2),
        (-2, -sp.Rational(1, 2), sp.Rational(1, 3), 2),
    ),
    ("t > 0 in a 3 x 3 matrix", [[t_pos**2, 1, 0], [0, 1, 1], [1, 0, 1]], t_pos, (-2, -1), (-2, -1)),
]


def _exact(M, metric):
    return sp.nsimplify(metric(M))


@pytest.mark.parametrize(
    "matrix, param, over, points", [pytest.param(m, p, o, pts, id=label) for label, m, p, o, pts in ONE]
)
def test_every_closed_form_of_a_one_parameter_audit_holds_on_its_range(matrix, param, over, points):
    result = audit(sp.Matrix(matrix), param=str(param), over=over)
    for point in points:
        M = sp.Matrix(matrix).xreplace({param: point})
        for label, metric in (("kappa", metrics.kappa), ("MCC", metrics.mcc)):
            printed = result.expressions[label]
            value = printed.xreplace({result.param: point})
            assert sp.simplify(value - metric(M)) == 0, f"{label} at {param} = {point}: printed {printed}"


TWO = [
    (
        "s, t > 0 audited on negative values of both",
        [[t_pos**2, 0], [s_pos**2, 1]],
        ("s", "t"),
        {"s": (-2, -1), "t": (-2, -1)},
        [(-2, -1), (-1, -2)],
    ),
    (
        "t > 0 audited on negative values, s free",
        [[t_pos**2, 1], [sp.Symbol("s", real=True) ** 2 + 1, 1]],
        ("s", "t"),
        {"s": (0, 1), "t": (-2, -1)},
        [(0, -2), (1, -1)],
    ),
]


@pytest.mark.parametrize(
    "matrix, params, ranges, points", [pytest.param(m, p, r, pts, id=label) for label, m, p, r, pts in TWO]
)
def test_every_closed_form_of_a_two_parameter_audit_holds_on_its_ranges(matrix, params, ranges, points):
    result = audit(sp.Matrix(matrix), param=params, over=ranges)
    symbols = result.params
    for values in points:
        at = dict(zip(symbols, values))
        M = sp.Matrix(matrix).xreplace(
            {s: v for s in sp.Matrix(matrix).free_symbols for name, v in zip(params, values) if s.name == name}
        )
        for label, metric in (("kappa", metrics.kappa), ("MCC", metrics.mcc)):
            value = result.expressions[label].xreplace(at)
            assert sp.simplify(value - metric(M)) == 0, f"{label} at {at}"


def test_a_range_inside_the_declared_sign_keeps_the_declared_symbol():
    result = audit(sp.Matrix([[t_pos**2, 0], [1, 1]]), param="t", over=(1, 2))
    assert result.param is t_pos
