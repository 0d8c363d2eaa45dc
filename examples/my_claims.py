"""A claims file: ``python -m kappamcc --claims examples/my_claims.py`` (or ``pytest --claims
examples/my_claims.py``) adds these claims to the registry; nothing is installed.

The family is a balanced binary classifier that is right with probability p on either
class, B(p) = [[p, 1 - p], [1 - p, p]], 0 < p < 1.  Rows are actual classes, columns
predicted; kappa and MCC are derived from the matrix, never typed in.  Each claim names the
family it is about (``families=(B,)``): the family's constraints and ``entry >= 0`` then join
the claim's domain, and the re-check prints the metric as ``kappa 2 (bin ...)`` of B's matrix.
"""

import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import Relation, eq

p = sp.Symbol("p", real=True)
B = Family("B(p)", sp.Matrix([[p, 1 - p], [1 - p, p]]), Domain((p,), (p > 0, p < 1), "0 < p < 1"), "my_claims.py")
SOURCE = Source("my notes", "examples/my_claims.py")

CLAIMS = [
    Relation(
        id="MY-B1",
        statement="K(B(p)) = 2p - 1",
        source=SOURCE,
        relation=eq(B.kappa, 2 * p - 1),
        expected=Status.PROVED,
        domain=B.domain,
        families=(B,),
    ),
    Relation(
        id="MY-B2",
        statement="MCC(B(p)) = K(B(p)): a balanced classifier's MCC is its kappa",
        source=SOURCE,
        relation=eq(B.mcc, B.kappa),
        expected=Status.PROVED,
        domain=B.domain,
        families=(B,),
    ),
]
