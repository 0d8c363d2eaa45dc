"""Binary confusion matrices [[a, b], [c, d]] (Delgado & Tibau 2019, p4, L262-271).

a = true positive, b = false negative, c = false positive, d = true negative; rows
actual, columns predicted, positive class first.  The standing assumptions of the
binary case are the positive marginals of DT2019-S5.2: a+b > 0, c+d > 0 (row sums)
and a+c > 0, b+d > 0 (column sums, "so that MCC has no division by zero").
"""
from __future__ import annotations

import sympy as sp

from kappamcc.claims import Domain
from kappamcc.family import Family

a, b, c, d = sp.symbols("a b c d", real=True)
x, y = sp.symbols("x y", real=True)

NONNEGATIVE = (a >= 0, b >= 0, c >= 0, d >= 0)
POSITIVE_MARGINALS = (a + b > 0, c + d > 0, a + c > 0, b + d > 0)


def general_binary() -> Family:
    """The generic binary matrix with the standing assumptions of DT2019-S5.2."""
    return Family(
        "C",
        sp.Matrix([[a, b], [c, d]]),
        Domain((a, b, c, d), NONNEGATIVE + POSITIVE_MARGINALS,
               "a, b, c, d >= 0 with positive row and column sums (DT2019-S5.2)"),
        "DT2019 p4, L262-271; p9, L1321-1353",
    )


def case_sum(f):
    """sum_{i=1..S} f(x_i, y_i) for the binary label vectors x, y of DT2019-N12.

    The S cases are grouped by their labels: a cases have (x, y) = (1, 1), b have
    (1, 0), c have (0, 1) and d have (0, 0) (this is DT2019-E2.1 read as a definition).
    """
    return a * f(1, 1) + b * f(1, 0) + c * f(0, 1) + d * f(0, 0)
