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
from kappamcc.testing.samplers import nonnegative, positive, unit

C1 = c_one()
K, MCC = C1.kappa, C1.mcc
D = C1.domain
alpha = (a * d - b) / ((a + b) * (d + b))  # the "alpha" of eq. (7) at c = 1
beta = (a * d - b) / ((a + 1) * (d + 1))  # the "beta" of eq. (7) at c = 1
OTHERWISE = sp.Not(sp.And(sp.Eq(a, 0), sp.Eq(d, 0)))
P11 = DT2019.within("p11")


def _zero_zero(b_values):
    return b_values.map(lambda v: {a: sp.Integer(0), b: v, d: sp.Integer(0)})


def _above(b_values):
    """ad > b: any b from b_values, a > 0, d = (b + q)/a with q > 0."""
    return st.tuples(b_values, positive(), positive()).map(lambda t: {b: t[0], a: t[1], d: (t[0] + t[2]) / t[1]})


def _below(b_values):
    """ad < b, not a = d = 0: ad = s b with 0 <= s < 1."""

    @st.composite
    def build(draw):
        bb = draw(b_values)
        aa = draw(nonnegative())
        if aa == 0:
            dd = draw(positive())
        else:
            dd = draw(st.one_of(st.just(sp.Integer(0)), unit())) * bb / aa
        return {a: aa, b: bb, d: dd}

    return build()


B_GT1 = positive().map(lambda v: 1 + v)
B_EQ1 = st.just(sp.Integer(1))
B_LT1 = unit()

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
            sampler=lambda: _zero_zero(positive().filter(lambda v: v != 1)),
        ),
    ),
    Relation(
        "DT2019-P3.2",
        "a = d = 0, b = 1: MCC(C_1) = K(C_1) = -1",
        P11.at("L1528", r"\mathrm{MCC}(C_1)=\mathcal K(C_1)=-1"),
        relation=chain(MCC, "=", K, "=", -1),
        expected=Status.PROVED,
        domain=D.where(
            sp.Eq(a, 0), sp.Eq(d, 0), sp.Eq(b, 1), text="a = d = 0, b = 1", sampler=lambda: _zero_zero(B_EQ1)
        ),
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
            sampler=lambda: st.tuples(positive(), positive()).map(lambda t: {a: t[0], d: t[1], b: t[0] * t[1]}),
        ),
    ),
    Relation(
        "DT2019-P3.4",
        "otherwise, ad > b, b > 1: 0 < (ad-b)/((a+b)(d+b)) < K < MCC < (ad-b)/((a+1)(d+1)) < 1",
        P11.at("L1534-1561", r"0<\frac{ad-b}{(a+b)(d+b)}<\mathcal K(C_1)<\mathrm{MCC}(C_1)<\frac{ad-b}{(a+1)(d+1)}<1"),
        relation=chain(0, "<", alpha, "<", K, "<", MCC, "<", beta, "<", 1),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d > b, b > 1, text="otherwise; ad > b; b > 1", sampler=lambda: _above(B_GT1)),
    ),
    Relation(
        "DT2019-P3.5",
        "otherwise, ad > b, b = 1: 0 < K = MCC = (ad-1)/((a+1)(d+1)) < 1",
        P11.at("L1534-1561", r"0<\mathcal K(C_1)=\mathrm{MCC}(C_1)=\frac{ad-1}{(a+1)(d+1)}<1"),
        relation=chain(0, "<", K, "=", MCC, "=", (a * d - 1) / ((a + 1) * (d + 1)), "<", 1),
        expected=Status.PROVED,
        domain=D.where(
            OTHERWISE, a * d > b, sp.Eq(b, 1), text="otherwise; ad > b; b = 1", sampler=lambda: _above(B_EQ1)
        ),
    ),
    Relation(
        "DT2019-P3.6",
        "otherwise, ad > b, b < 1: 0 < (ad-b)/((a+1)(d+1)) < K < MCC < (ad-b)/((a+b)(d+b)) < 1",
        P11.at("L1534-1561", r"0<\frac{ad-b}{(a+1)(d+1)}<\mathcal K(C_1)<\mathrm{MCC}(C_1)<\frac{ad-b}{(a+b)(d+b)}<1"),
        relation=chain(0, "<", beta, "<", K, "<", MCC, "<", alpha, "<", 1),
        expected=Status.PROVED,
        domain=D.where(OTHERWISE, a * d > b, b < 1, text="otherwise; ad > b; b < 1", sampler=lambda: _above(B_LT1)),
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
        domain=D.where(OTHERWISE, a * d < b, b > 1, text="otherwise; ad < b; b > 1", sampler=lambda: _below(B_GT1)),
    ),
    Relation(
        "DT2019-P3.8",
        "otherwise, ad < b, b = 1: -1 < MCC = K = (ad-1)/((a+1)(d+1)) < 0",
        P11.at("L1563-1599", r"-1<\mathrm{MCC}(C_1)=\mathcal K(C_1)=\frac{ad-1}{(a+1)(d+1)}<0"),
        relation=chain(-1, "<", MCC, "=", K, "=", (a * d - 1) / ((a + 1) * (d + 1)), "<", 0),
        expected=Status.PROVED,
        domain=D.where(
            OTHERWISE, a * d < b, sp.Eq(b, 1), text="otherwise; ad < b; b = 1", sampler=lambda: _below(B_EQ1)
        ),
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
        domain=D.where(OTHERWISE, a * d < b, b < 1, text="otherwise; ad < b; b < 1", sampler=lambda: _below(B_LT1)),
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
