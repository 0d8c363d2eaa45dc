"""Binary confusion matrices [[a, b], [c, d]] (Delgado & Tibau 2019, p4, L262-271).

a = true positive, b = false negative, c = false positive, d = true negative; rows
actual, columns predicted, positive class first.  The standing assumptions of the
binary case are the positive marginals of DT2019-S5.2: a+b > 0, c+d > 0 (row sums)
and a+c > 0, b+d > 0 (column sums, "so that MCC has no division by zero").
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.family import Family

a, b, c, d = sp.symbols("a b c d", real=True)
x, y = sp.symbols("x y", real=True)

NONNEGATIVE = (a >= 0, b >= 0, c >= 0, d >= 0)
POSITIVE_MARGINALS = (a + b > 0, c + d > 0, a + c > 0, b + d > 0)


def general_binary() -> Family:
    """The generic binary matrix with the standing assumptions of DT2019-S5.2."""
    return Family(
        "C",
        sp.Matrix([[a, b], [c, d]]),
        Domain(
            (a, b, c, d),
            NONNEGATIVE + POSITIVE_MARGINALS,
            "a, b, c, d >= 0 with positive row and column sums (DT2019-S5.2)",
        ),
        "DT2019 p4, L262-271; p9, L1321-1353",
    )


def case_sum(f):
    """sum_{i=1..S} f(x_i, y_i) for the binary label vectors x, y of DT2019-N12, ``f`` a sympy
    expression in the labels ``x``, ``y`` (``x * (1 - y)``).

    The S cases are grouped by their labels: a cases have (x, y) = (1, 1), b have
    (1, 0), c have (0, 1) and d have (0, 0) (this is DT2019-E2.1 read as a definition).
    """
    f = sp.sympify(f)
    one, zero = sp.Integer(1), sp.Integer(0)
    return (
        a * f.xreplace({x: one, y: one})
        + b * f.xreplace({x: one, y: zero})
        + c * f.xreplace({x: zero, y: one})
        + d * f.xreplace({x: zero, y: zero})
    )


def label_mean(f):
    """(1/S) sum_i f(x_i, y_i): the mean over the S cases (DT2019-E1.3), ``f`` as in :func:`case_sum`."""
    return case_sum(f) / (a + b + c + d)


def label_cov(f, g, scale=None):
    """scale * sum_i (f_i - fbar)(g_i - gbar) over the S cases; without ``scale``, divided by S:
    E1.3's (uncorrected) covariance.  ``f``, ``g`` are sympy expressions in the labels x, y."""
    centred = case_sum((sp.sympify(f) - label_mean(f)) * (sp.sympify(g) - label_mean(g)))
    return centred / (a + b + c + d) if scale is None else scale * centred


# ---------------------------------------------------------------------------
# Sub-families of the binary section (DT2019 pp. 9-17), each with its domain as printed.
# Every one of them satisfies the positive marginals of DT2019-S5.2 on that domain.


def c_zero() -> Family:
    """C_0 = [[a, b], [0, d]], the c = 0 case: "we assume a > 0 and d > 0 ... we assume b > 0" (p9, L1355-1370)."""
    return Family(
        "C_0",
        sp.Matrix([[a, b], [0, d]]),
        Domain((a, b, d), (a > 0, d > 0, b > 0), "a > 0, d > 0, b > 0 (DT2019-S6)"),
        "DT2019 p9, L1355-1370",
    )


def c_one() -> Family:
    """C_1 = [[a, b], [1, d]], the c = 1 case: b > 0, a, d >= 0 with the positive marginals of S5.2 (p11, L1491-1509)."""
    marginals = tuple(m.xreplace({c: 1}) for m in POSITIVE_MARGINALS)
    return Family(
        "C_1",
        sp.Matrix([[a, b], [1, d]]),
        Domain(
            (a, b, d),
            (a >= 0, d >= 0, b > 0) + marginals,
            "b > 0; a, d >= 0 with positive row and column sums (DT2019-S5.2, S7)",
        ),
        "DT2019 p11, L1491-1509",
    )


def c_one_a() -> Family:
    """C^{a,b}_{1,a} = [[a, b], [1, a]], case 1 (a = d > 0), b > 0 (p11, L1603-1611)."""
    return Family(
        "C^{a,b}_{1,a}",
        sp.Matrix([[a, b], [1, a]]),
        Domain((a, b), (a > 0, b > 0), "a = d > 0, b > 0 (DT2019-S8)"),
        "DT2019 p11, L1603-1611",
    )


def c_one_zero() -> Family:
    """C^{a,b}_{1,0} = [[a, b], [1, 0]], case 2 (a > 0, d = 0), b > 0 (p13, L1909-1920)."""
    return Family(
        "C^{a,b}_{1,0}",
        sp.Matrix([[a, b], [1, 0]]),
        Domain((a, b), (a > 0, b > 0), "a > 0, d = 0, b > 0 (DT2019-CF4)"),
        "DT2019 p13, L1909-1920",
    )


def c_one_one() -> Family:
    """C^{a,b}_{1,1} = [[a, b], [1, 1]], case 3 (d = 1, a >= 0), b > 0 (p14, L2064-2075)."""
    return Family(
        "C^{a,b}_{1,1}",
        sp.Matrix([[a, b], [1, 1]]),
        Domain((a, b), (a >= 0, b > 0), "d = 1, a >= 0, b > 0 (DT2019-CF5)"),
        "DT2019 p14, L2064-2075",
    )


A = sp.Symbol("A", real=True)


def z_a_two() -> Family:
    """Z_A for N = 2, [[1, A], [1, 1]], A >= 0 (DT2019 p17, L2332-2378): Corollary 7's matrix."""
    return Family(
        "Z_A (N = 2)",
        sp.Matrix([[1, A], [1, 1]]),
        Domain((A,), (A >= 0,), "A >= 0 (DT2019-S9)"),
        "DT2019 p17, L2332-2378",
    )
