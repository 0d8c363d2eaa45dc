"""Claims about the cyclic-drift family D(t) (``family.py``), ID prefix EXA-.

kappa and MCC are derived from the matrix by the general definitions (``F.kappa``,
``F.mcc``), never typed in; each claim states what we believe and ``expected`` records the
verdict the engine gives (a regression check).  EXA-D4 is false as stated and carries a
correction; EXA-D5 is true, as far as we can tell numerically, but the engine has no
decision procedure for exponentials: it stays honestly OPEN.
"""
from __future__ import annotations

import sympy as sp

from kappamcc.claims import Domain, Source, Status
from kappamcc.kinds import Limit, Monotone, Relation, eq
from kappamcc.strategies import on_interval

from kappamcc_example_claims.family import cyclic_drift, t

F = cyclic_drift()
NOTES = "kappamcc-example-claims"


def src(locator: str) -> Source:
    return Source(NOTES, locator)


K_POSITIVE_BELOW_20 = Relation(
    "EXA-D4.corrected", "K(D(t)) > 0 exactly for 0 <= t < 20", src("claims.py, EXA-D4"), [F.kappa > 0],
    expected=Status.PROVED, domain=on_interval(t, sp.Interval.Ropen(0, 20)))

CLAIMS = [
    Relation("EXA-D1", "K(D(t)) = MCC(D(t)) for every t >= 0 (equal marginals)", src("family.py"),
             eq(F.kappa, F.mcc), expected=Status.PROVED, domain=F.domain),
    Relation("EXA-D2", "K(D(t)) = (20 - t)/(2(10 + t))", src("family.py"),
             eq(F.kappa, (20 - t) / (2 * (10 + t))), expected=Status.PROVED, domain=F.domain),
    Monotone("EXA-D3", "K(D(t)) strictly decreases as the drift t grows", src("claims.py"),
             F.kappa, t, sp.Interval(0, sp.oo), "decreasing", expected=Status.PROVED, domain=F.domain),
    Relation("EXA-D4", "K(D(t)) > 0 for every drift t >= 0", src("claims.py"), [F.kappa > 0],
             expected=Status.CORRECTED, domain=F.domain, correction=K_POSITIVE_BELOW_20),
    Limit("EXA-D5.limit", "K(D(t)) -> -1/2 as t -> oo", src("claims.py"), F.kappa, t, sp.oo, sp.Rational(-1, 2),
          expected=Status.PROVED, domain=F.domain),
    Relation("EXA-D5", "K(D(t)) <= exp(-t/30) for every t >= 0", src("claims.py"), [F.kappa <= sp.exp(-t / 30)],
             expected=Status.OPEN, domain=F.domain,
             reading="true at every point we sampled; the engine decides polynomial and logarithmic "
                     "arithmetic, not exponentials, so it stays OPEN"),
    K_POSITIVE_BELOW_20,
]
