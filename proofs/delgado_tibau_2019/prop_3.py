"""Proposition 3: every branch, c = 1 (DT2019-P3.1 ... P3.9).

Delgado & Tibau 2019, section "The c = 1 case", p11, L1524-1599; C_1 = [[a, b], [1, d]], b > 0:

    If a = d = 0, b != 1:  -1 = MCC(C_1) < K(C_1) = -2b/(1 + b^2) < 0.                        (P3.1)
    If a = d = 0, b = 1:   MCC(C_1) = K(C_1) = -1.                                               (P3.2)
    Otherwise,
      if ad = b:  MCC(C_1) = K(C_1) = 0;                                                         (P3.3)
      if ad > b:
        if b > 1: 0 < (ad-b)/((a+b)(d+b)) < K(C_1) < MCC(C_1) < (ad-b)/((a+1)(d+1)) < 1;         (P3.4)
        if b = 1: 0 < K(C_1) = MCC(C_1) = (ad-1)/((a+1)(d+1)) < 1;                               (P3.5)
        if b < 1: 0 < (ad-b)/((a+1)(d+1)) < K(C_1) < MCC(C_1) < (ad-b)/((a+b)(d+b)) < 1;         (P3.6)
      if ad < b:
        if b > 1: max(-1, (ad-b)/((a+1)(d+1))) < MCC(C_1) < K(C_1) < (ad-b)/((a+b)(d+b)) < 0;    (P3.7)
        if b = 1: -1 < MCC(C_1) = K(C_1) = (ad-1)/((a+1)(d+1)) < 0;                              (P3.8)
        if b < 1: max(-1, (ad-b)/((a+b)(d+b))) < MCC(C_1) < K(C_1) < (ad-b)/((a+1)(d+1)) < 0.    (P3.9)

Domain of every branch: the C_1 domain (b > 0; a, d >= 0 with the positive marginals of
DT2019-S5.2), plus the branch's own hypotheses exactly as printed; "Otherwise" is
"not (a = d = 0)".  K and MCC are derived from the matrix (families.binary.c_one); each
printed chain is a list of links decided separately.
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import a, b, c_one, d
from kappamcc.model.claims import Status
from kappamcc.model.kinds import AllOf, Relation, chain
from kappamcc.proofs.delgado_tibau_2019 import DT2019, dt
from kappamcc.testing.samplers import P, S, T, PointsFrom, nonnegative, positive, unit

C1 = c_one()
K, MCC = C1.kappa, C1.mcc
D = C1.domain
alpha = (a * d - b) / ((a + b) * (d + b))  # the "alpha" of eq. (7) at c = 1
beta = (a * d - b) / ((a + 1) * (d + 1))  # the "beta" of eq. (7) at c = 1
OTHERWISE = sp.Not(sp.And(sp.Eq(a, 0), sp.Eq(d, 0)))
P11 = DT2019.within("p11")


Q = sp.Symbol("q_drawn", real=True)  # a fourth drawn parameter (P, S, T are the samplers')
# b > 1, b = 1, b < 1: b as an expression of the drawn T
B_VALUES = {"> 1": (1 + T, {T: positive()}), "= 1": (sp.Integer(1), {}), "< 1": (T, {T: unit()})}
# ad > b: b from B_VALUES, a > 0, d = (b + q)/a with q > 0
ABOVE = {
    side: PointsFrom({b: b_, a: P, d: (b_ + S) / P}, {**draws, P: positive(), S: positive()})
    for side, (b_, draws) in B_VALUES.items()
}
# ad < b, not a = d = 0: a >= 0; d > 0 when a = 0, else ad = s b with 0 <= s < 1
BELOW = {
    side: PointsFrom(
        {b: b_, a: P, d: sp.Piecewise((Q, sp.Eq(P, 0)), (S * b_ / P, True))},
        {**draws, P: nonnegative(), Q: positive(), S: st.one_of(st.just(sp.Integer(0)), unit())},
    )
    for side, (b_, draws) in B_VALUES.items()
}

CLAIMS = [
    Relation(
        "DT2019-P3.1",
        "a = d = 0, b != 1: -1 = MCC(C_1) < K(C_1) = -2b/(1+b^2) < 0",
        P11.at("L1524-1526", r"-1=\mathrm{MCC}(C_1)<\mathcal K(C_1)=\frac{-2b}{1+b^2}<0"),
        relation=chain(-1, "=", MCC, "<", K, "=", -2 * b / (1 + b**2), "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            sp.Eq(a, 0),
            sp.Eq(d, 0),
            sp.Ne(b, 1),
            text="a = d = 0, b != 1",
            sampler=PointsFrom({a: sp.Integer(0), b: T, d: sp.Integer(0)}, {T: positive()}, where=sp.Ne(b, 1)),
        ),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.2",
        "a = d = 0, b = 1: MCC(C_1) = K(C_1) = -1",
        P11.at("L1528", r"\mathrm{MCC}(C_1)=\mathcal K(C_1)=-1"),
        relation=chain(MCC, "=", K, "=", -1),
        expected=Status.PROVED,
        domain=D.where(
            sp.Eq(a, 0),
            sp.Eq(d, 0),
            sp.Eq(b, 1),
            text="a = d = 0, b = 1",
            sampler=PointsFrom({a: sp.Integer(0), b: sp.Integer(1), d: sp.Integer(0)}),
        ),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.3",
        "otherwise, ad = b: MCC(C_1) = K(C_1) = 0",
        P11.at("L1532", r"ad=b\Rightarrow\mathrm{MCC}(C_1)=\mathcal K(C_1)=0"),
        relation=chain(MCC, "=", K, "=", 0),
        expected=Status.PROVED,
        domain=D.where(
            OTHERWISE,
            sp.Eq(a * d, b),
            text="otherwise; ad = b",
            sampler=PointsFrom({a: P, d: S, b: P * S}, {P: positive(), S: positive()}),
        ),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.4",
        "otherwise, ad > b, b > 1: 0 < (ad-b)/((a+b)(d+b)) < K < MCC < (ad-b)/((a+1)(d+1)) < 1",
        P11.at("L1534-1561", r"0<\frac{ad-b}{(a+b)(d+b)}<\mathcal K(C_1)<\mathrm{MCC}(C_1)<\frac{ad-b}{(a+1)(d+1)}<1"),
        relation=chain(0, "<", alpha, "<", K, "<", MCC, "<", beta, "<", 1),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d > b, b > 1, text="otherwise; ad > b; b > 1", sampler=ABOVE["> 1"]),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.5",
        "otherwise, ad > b, b = 1: 0 < K = MCC = (ad-1)/((a+1)(d+1)) < 1",
        P11.at("L1534-1561", r"0<\mathcal K(C_1)=\mathrm{MCC}(C_1)=\frac{ad-1}{(a+1)(d+1)}<1"),
        relation=chain(0, "<", K, "=", MCC, "=", (a * d - 1) / ((a + 1) * (d + 1)), "<", 1),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d > b, sp.Eq(b, 1), text="otherwise; ad > b; b = 1", sampler=ABOVE["= 1"]),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.6",
        "otherwise, ad > b, b < 1: 0 < (ad-b)/((a+1)(d+1)) < K < MCC < (ad-b)/((a+b)(d+b)) < 1",
        P11.at("L1534-1561", r"0<\frac{ad-b}{(a+1)(d+1)}<\mathcal K(C_1)<\mathrm{MCC}(C_1)<\frac{ad-b}{(a+b)(d+b)}<1"),
        relation=chain(0, "<", beta, "<", K, "<", MCC, "<", alpha, "<", 1),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d > b, b < 1, text="otherwise; ad > b; b < 1", sampler=ABOVE["< 1"]),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.7",
        "otherwise, ad < b, b > 1: max(-1, (ad-b)/((a+1)(d+1))) < MCC < K < (ad-b)/((a+b)(d+b)) < 0",
        P11.at(
            "L1563-1599",
            r"\max\left(-1,\frac{ad-b}{(a+1)(d+1)}\right)<\mathrm{MCC}(C_1)<\mathcal K(C_1)<\frac{ad-b}{(a+b)(d+b)}<0",
        ),
        relation=chain(sp.Max(-1, beta), "<", MCC, "<", K, "<", alpha, "<", 0),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d < b, b > 1, text="otherwise; ad < b; b > 1", sampler=BELOW["> 1"]),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.8",
        "otherwise, ad < b, b = 1: -1 < MCC = K = (ad-1)/((a+1)(d+1)) < 0",
        P11.at("L1563-1599", r"-1<\mathrm{MCC}(C_1)=\mathcal K(C_1)=\frac{ad-1}{(a+1)(d+1)}<0"),
        relation=chain(-1, "<", MCC, "=", K, "=", (a * d - 1) / ((a + 1) * (d + 1)), "<", 0),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d < b, sp.Eq(b, 1), text="otherwise; ad < b; b = 1", sampler=BELOW["= 1"]),
        families=(C1,),
    ),
    Relation(
        "DT2019-P3.9",
        "otherwise, ad < b, b < 1: max(-1, (ad-b)/((a+b)(d+b))) < MCC < K < (ad-b)/((a+1)(d+1)) < 0",
        P11.at(
            "L1563-1599",
            r"\max\left(-1,\frac{ad-b}{(a+b)(d+b)}\right)<\mathrm{MCC}(C_1)<\mathcal K(C_1)<\frac{ad-b}{(a+1)(d+1)}<0",
        ),
        relation=chain(sp.Max(-1, alpha), "<", MCC, "<", K, "<", beta, "<", 0),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d < b, b < 1, text="otherwise; ad < b; b < 1", sampler=BELOW["< 1"]),
        families=(C1,),
    ),
]

# the statement as a whole: PROVED when every part above (printed parts and suite steps) is PROVED
CLAIMS.append(
    AllOf(
        "DT2019-P3",
        "Proposition 3: every branch P3.1-P3.9 for C_1 = [[a,b],[1,d]]",
        dt("p11, L1524-1599"),
        parts=list(CLAIMS),
        expected=Status.PROVED,
    )
)
