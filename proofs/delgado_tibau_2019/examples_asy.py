"""The printed asymmetry of M1(A)..M5(A) against Asy derived from the matrix (DT2019-XA.2 ... XE.2).

Delgado & Tibau 2019, section "Experimental results", pp. 19-23; Asy(M) = ||M - M^T||_F
= sqrt(sum_ij (M_ij - M_ji)^2) (DT2019-D1, p19, L2563-2586):

    Example (a), p19, L2588-2643:  "M1(A) is not symmetric, with Asy(M1(A)) = 2A", A >= 1          (XA.2)
    Example (b), p19-20, L2645-2697: Asy(M2(A)) = sqrt(2) (A - 1) sqrt(1 + (A + 1)^2), A > 1        (XB.2)
    Example (c), p21, L2833-2881:  Asy(M3(A)) = 100 sqrt(6) "remains constant", A = 0, ..., 999    (XC.4)
    Example (d), p22-23, L2896-2962: "as function of A in [50, 100]",
                 Asy(M4(A)) = sqrt(2) sqrt(A^2 (A - 1)^2 + (100 - A)^2 (99 - A)^2)                  (XD.2)
    Example (e), p23, L2964-2999:  Asy(M5(A)) = sqrt(2) sqrt(A^2 + 100^2), A >= 1                   (XE.2)

The left side is metrics.asymmetry of the family's symbolic matrix (families/experiments.py);
the right side is the printed formula.  Only the closed forms are checked here; the
monotonicity and limit wording ("increases with A", "achieving the minimum = 2") are
separate statements.
"""

import sympy as sp

from kappamcc.families.experiments import A, m1, m2, m3, m4, m5
from kappamcc import metrics
from kappamcc.model.claims import Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.proofs.delgado_tibau_2019 import dt

M1, M2, M3, M4, M5 = m1(), m2(), m3(), m4(), m5()


# Asy derived from each family's matrix by DT2019-D1
ASY = dict(zip("12345", (metrics.asymmetry(F.matrix) for F in (M1, M2, M3, M4, M5))))


CLAIMS = [
    Relation(
        "DT2019-XA.2",
        "Asy(M1(A)) = 2A for A >= 1",
        dt("p19, L2588-2643", r"\mathrm{Asy}(M_1(A))=2A"),
        relation=eq(ASY["1"], 2 * A),
        expected=Status.PROVED,
        domain=M1.domain,
    ),
    Relation(
        "DT2019-XB.2",
        "Asy(M2(A)) = sqrt(2) (A-1) sqrt(1 + (A+1)^2) for A > 1",
        dt("p19-20, L2645-2697", r"\mathrm{Asy}(M_2(A))=\sqrt2\,(A-1)\sqrt{1+(A+1)^2}"),
        relation=eq(ASY["2"], sp.sqrt(2) * (A - 1) * sp.sqrt(1 + (A + 1) ** 2)),
        expected=Status.PROVED,
        domain=M2.domain,
    ),
    Relation(
        "DT2019-XC.4",
        "Asy(M3(A)) = 100 sqrt(6), constant in A = 0, ..., 999",
        dt("p21, L2833-2881", r"\mathrm{Asy}(M_3(A))=100\sqrt6"),
        relation=eq(ASY["3"], 100 * sp.sqrt(6)),
        expected=Status.PROVED,
        domain=M3.domain,
    ),
    Relation(
        "DT2019-XD.2",
        "Asy(M4(A)) = sqrt(2) sqrt(A^2 (A-1)^2 + (100-A)^2 (99-A)^2) for A in [50, 100]",
        dt("p22-23, L2896-2962", r"\mathrm{Asy}(M_4(A))=\sqrt2\sqrt{A^2(A-1)^2+(100-A)^2(99-A)^2}"),
        relation=eq(ASY["4"], sp.sqrt(2) * sp.sqrt(A**2 * (A - 1) ** 2 + (100 - A) ** 2 * (99 - A) ** 2)),
        expected=Status.PROVED,
        domain=M4.domain,
    ),
    Relation(
        "DT2019-XE.2",
        "Asy(M5(A)) = sqrt(2) sqrt(A^2 + 100^2) for A >= 1",
        dt("p23, L2964-2999", r"\mathrm{Asy}(M_5(A))=\sqrt2\sqrt{A^2+100^2}"),
        relation=eq(ASY["5"], sp.sqrt(2) * sp.sqrt(A**2 + 100**2)),
        expected=Status.PROVED,
        domain=M5.domain,
    ),
]

# --- the wording around the formulas: "increases with A", "achieving the minimum", "-> +oo" ----
from kappamcc.model.claims import Domain
from kappamcc.model.kinds import Extremum, Limit, Monotone  # noqa: E402


# Asy(F) strictly increasing in A on ``over``, on F's own domain: (id, family number, over, statement, locator)
GROWS = {
    cid: Monotone(
        cid,
        statement,
        dt(lines),
        expr=ASY[n],
        var=A,
        over=over,
        direction="increasing",
        expected=Status.PROVED,
        domain=Domain(symbols=(A,), constraints=F.domain.constraints, text=F.domain.text, sampler=F.domain.sampler),
    )
    for cid, n, F, over, statement, lines in (
        (
            "DT2019-XA.2.increasing",
            "1",
            M1,
            sp.Interval(1, sp.oo),
            "Asy(M1(A)) increases with A (A >= 1)",
            "p19, L2588-2643",
        ),
        (
            "DT2019-XB.2.increasing",
            "2",
            M2,
            sp.Interval.open(1, sp.oo),
            "Asy(M2(A)) increases with A (A > 1)",
            "p19-20, L2645-2697",
        ),
        (
            "DT2019-XD.2.increasing",
            "4",
            M4,
            sp.Interval(50, 100),
            "Asy(M4(A)) monotonically increases with A in [50, 100]",
            "p22-23, L2896-2962",
        ),
        (
            "DT2019-XE.2.increasing",
            "5",
            M5,
            sp.Interval(1, sp.oo),
            "Asy(M5(A)) is increasing (A >= 1)",
            "p23, L2964-2999",
        ),
    )
}

CLAIMS += [
    GROWS["DT2019-XA.2.increasing"],
    Extremum(
        "DT2019-XA.2.minimum",
        "Asy(M1(A)) achieves its minimum 2 at A = 1 (over A >= 1)",
        dt("p19, L2588-2643"),
        expr=ASY["1"],
        var=A,
        at=1,
        over=sp.Interval(1, sp.oo),
        expected=Status.PROVED,
        domain=M1.domain,
        kind="min",
    ),
    GROWS["DT2019-XB.2.increasing"],
    GROWS["DT2019-XD.2.increasing"],
    GROWS["DT2019-XE.2.increasing"],
    Limit(
        "DT2019-XE.2.limit",
        "Asy(M5(A)) -> +oo",
        dt("p23, L2964-2999"),
        expr=ASY["5"],
        var=A,
        to=sp.oo,
        value=sp.oo,
        expected=Status.PROVED,
        domain=M5.domain,
    ),
]
