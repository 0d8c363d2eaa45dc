"""Claims about the cyclic-drift family D(t) (``family.py``), ID prefix EXA-.

kappa and MCC are derived from the matrix by the general definitions (``F.kappa``,
``F.mcc``), never typed in; each claim states what we believe and ``expected`` records the
verdict the engine gives (a regression check).  EXA-D4 is false as stated and carries a
correction (whose ``origin`` says we added it); EXA-D5 is true as far as we can tell
numerically, but the engine has no decision procedure for exponentials: it stays
honestly OPEN.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Erratum, Origin, Source, Status
from kappamcc.model.kinds import Limit, Monotone, Relation, eq
from kappamcc.testing.strategies import on_interval

from kappamcc_example_claims.family import cyclic_drift, t

F = cyclic_drift()
NOTES = "kappamcc-example-claims"


def src(locator: str) -> Source:
    return Source(NOTES, locator)


K_POSITIVE_BELOW_20 = Relation(
    id="EXA-D4.corrected",
    statement="K(D(t)) > 0 exactly for 0 <= t < 20",
    source=src("claims.py, EXA-D4"),
    relation=[F.kappa > 0],
    expected=Status.PROVED,
    domain=on_interval(t, sp.Interval.Ropen(0, 20)),
    origin=Origin.SUITE,
    families=(F,),
)  # our correction, not a statement of the notes: never an erratum

CLAIMS = [
    Relation(
        id="EXA-D1",
        statement="K(D(t)) = MCC(D(t)) for every t >= 0 (equal marginals)",
        source=src("family.py"),
        relation=eq(F.kappa, F.mcc),
        expected=Status.PROVED,
        domain=F.domain,
        families=(F,),
    ),
    Relation(
        id="EXA-D2",
        statement="K(D(t)) = (20 - t)/(2(10 + t))",
        source=src("family.py"),
        relation=eq(F.kappa, (20 - t) / (2 * (10 + t))),
        expected=Status.PROVED,
        domain=F.domain,
        families=(F,),
    ),
    Monotone(
        id="EXA-D3",
        statement="K(D(t)) strictly decreases as the drift t grows",
        source=src("claims.py"),
        expr=F.kappa,
        var=t,
        over=sp.Interval(0, sp.oo),
        direction="decreasing",
        expected=Status.PROVED,
        domain=F.domain,
        families=(F,),
    ),
    Relation(
        id="EXA-D4",
        statement="K(D(t)) > 0 for every drift t >= 0",
        source=src("claims.py"),
        relation=[F.kappa > 0],
        expected=Status.CORRECTED,
        domain=F.domain,
        correction=K_POSITIVE_BELOW_20,
        erratum=Erratum.false("K(D(t)) = (20 - t)/(2(10 + t)) is 0 at t = 20 and negative beyond"),
        families=(F,),
    ),
    Limit(
        id="EXA-D5.limit",
        statement="K(D(t)) -> -1/2 as t -> oo",
        source=src("claims.py"),
        expr=F.kappa,
        var=t,
        to=sp.oo,
        value=sp.Rational(-1, 2),
        expected=Status.PROVED,
        domain=F.domain,
        families=(F,),
    ),
    Relation(
        id="EXA-D5",
        statement="K(D(t)) <= exp(-t/30) for every t >= 0",
        source=src("claims.py"),
        relation=[F.kappa <= sp.exp(-t / 30)],
        expected=Status.OPEN,
        domain=F.domain,
        reading="true at every point we sampled; the engine decides polynomial and logarithmic "
        "arithmetic, not exponentials, so it stays OPEN",
        families=(F,),
    ),
    K_POSITIVE_BELOW_20,
]
