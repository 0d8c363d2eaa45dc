"""A family of your own, for ``python -m kappamcc audit examples/my_families.py:drift``.

A classifier that confuses the two classes more and more as a drift t grows:
D(t) = [[10, t], [t, 10]], t >= 0 (rows actual, columns predicted).
"""

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.family import Family

t = sp.Symbol("t", nonnegative=True)


def drift():
    return Family("D(t)", sp.Matrix([[10, t], [t, 10]]), Domain((t,), (t >= 0,), "t >= 0"), "examples/my_families.py")
