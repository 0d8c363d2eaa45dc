"""The cyclic-drift family D(t): a 3-class classifier that sends t of every class's cases
to the next class.

    D(t) = [[10, t, 0], [0, 10, t], [t, 0, 10]],   t >= 0

Rows are actual classes, columns predicted.  Every row and column sums to 10 + t (equal
marginals), so kappa and MCC coincide (Delgado & Tibau 2019, Proposition 1 and its
converse, DT2019-Q3): kappa = MCC = (20 - t)/(2(10 + t)).
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.family import Family

t = sp.Symbol("t", real=True)


def cyclic_drift() -> Family:
    """D(t) = [[10, t, 0], [0, 10, t], [t, 0, 10]], t >= 0."""
    return Family(
        "D(t)",
        sp.Matrix([[10, t, 0], [0, 10, t], [t, 0, 10]]),
        Domain((t,), (t >= 0,), "t >= 0"),
        "kappamcc-example-claims, family.py",
    )
