"""Eq. (2), binary MCC, and the identities used to derive it (DT2019-E2).

Delgado & Tibau 2019, p5, L448-526:

    a = sum x_i y_i; b = sum x_i (1 - y_i); c = sum (1 - x_i) y_i; d = sum (1 - x_i)(1 - y_i)   (E2.1)
    ad - bc = S sum x_i y_i - (sum x_j)(sum y_k)                                              (E2.2)
    a + b = sum x_i; b + d = S - sum y_i; a + c = sum y_i; c + d = S - sum x_i                (E2.3)
    x_i^2 = x_i and y_i^2 = y_i                                                               (E2.4)
    MCC = (ad - bc) / sqrt((a+b)(b+d)(a+c)(c+d))   (in the binary case)   (2)                 (E2.5)

The case sums group the S cases by label (``families.binary.case_sum``); E2.1 then
checks that the grouping counts each cell once, and E2.5 compares the printed
closed form with MCC derived from the matrix by the general (marginal) definition.
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import a, b, c, d, x, y, case_sum, general_binary
from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.testing.samplers import P, PointsFrom

C = general_binary()
S = a + b + c + d
sum_x = case_sum(x)
sum_y = case_sum(y)
sum_xy = case_sum(x * y)

CLAIMS = [
    Relation(
        "DT2019-E2.1",
        "a, b, c, d are the sums of x y, x(1-y), (1-x)y, (1-x)(1-y) over the cases",
        dt("p5, L448-470", r"a=\sum x_iy_i;\ b=\sum x_i(1-y_i);\ c=\sum(1-x_i)y_i;\ d=\sum(1-x_i)(1-y_i)"),
        relation=[
            eq(case_sum(x * y), a),
            eq(case_sum(x * (1 - y)), b),
            eq(case_sum((1 - x) * y), c),
            eq(case_sum((1 - x) * (1 - y)), d),
        ],
        expected=Status.PROVED,
        domain=C.domain,
    ),
    Relation(
        "DT2019-E2.2",
        "ad - bc = S sum x_i y_i - (sum x_j)(sum y_k)",
        dt("p5, L472-480", r"ad-bc=S\sum x_iy_i-\Big(\sum x_j\Big)\Big(\sum y_k\Big)"),
        relation=eq(a * d - b * c, S * sum_xy - sum_x * sum_y),
        expected=Status.PROVED,
        domain=C.domain,
    ),
    Relation(
        "DT2019-E2.3",
        "a+b = sum x; b+d = S - sum y; a+c = sum y; c+d = S - sum x",
        dt("p5, L482-500", r"a+b=\sum x_i;\ b+d=S-\sum y_i;\ a+c=\sum y_i;\ c+d=S-\sum x_i"),
        relation=[eq(a + b, sum_x), eq(b + d, S - sum_y), eq(a + c, sum_y), eq(c + d, S - sum_x)],
        expected=Status.PROVED,
        domain=C.domain,
    ),
    Relation(
        "DT2019-E2.4",
        "x_i^2 = x_i for a label x_i in {0, 1}",
        dt("p5, L502-506", r"x_i^2=x_i,\ y_i^2=y_i"),
        relation=eq(x**2, x),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(x,),
            constraints=(sp.Or(sp.Eq(x, 0), sp.Eq(x, 1)),),
            text="x in {0, 1}",
            sampler=PointsFrom({x: P}, {P: st.sampled_from([sp.Integer(0), sp.Integer(1)])}),
        ),
    ),
    Relation(
        "DT2019-E2.5",
        "eq. (2): MCC = (ad - bc)/sqrt((a+b)(b+d)(a+c)(c+d)) in the binary case",
        dt("p5, L520-526", r"\mathrm{MCC}=\frac{ad-bc}{\sqrt{(a+b)(b+d)(a+c)(c+d)}}"),
        relation=eq((a * d - b * c) / sp.sqrt((a + b) * (b + d) * (a + c) * (c + d)), C.mcc),
        expected=Status.PROVED,
        domain=C.domain,
        families=(C,),
    ),
]
