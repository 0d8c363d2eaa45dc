"""Printed closed forms of kappa and MCC for the binary sub-families (DT2019-CF1 ... CF5).

Delgado & Tibau 2019, section "The binary case", pp. 9-14:

    MCC(C_0) = sqrt(ad/((a+b)(b+d))),   K(C_0) = 2ad/(ad + (a+b)(b+d))                          (CF1, p9, L1370-1385)
    MCC(C_1) = (ad-b)/sqrt((a+1)(a+b)(d+1)(d+b)),  K(C_1) = 2(ad-b)/((a+1)(d+1) + (a+b)(d+b))   (CF2, p11, L1509-1522)
    MCC(C^{a,b}_{1,a}) = (a^2-b)/((a+1)(a+b)),  K(C^{a,b}_{1,a}) = 2(a^2-b)/((a+1)^2 + (a+b)^2)  (CF3, p11, L1629-1646)
    MCC(C^{a,b}_{1,0}) = -sqrt(b/((a+1)(a+b))),  K(C^{a,b}_{1,0}) = -2b/((a+1) + b(a+b))        (CF4, p13, L1909-1942)
    MCC(C^{a,b}_{1,1}) = (a-b)/sqrt(2(a+1)(b+1)(a+b)),  K(C^{a,b}_{1,a}) = 2(a-b)/(2(a+1) + (b+1)(a+b))
                                                                                                (CF5, p14, L2064-2095)

Each printed form is compared with kappa and MCC *derived* from the family's matrix
(families.binary).  CF5 prints its kappa with the label C^{a,b}_{1,a} (subscript "1;a")
inside the C^{a,b}_{1,1} paragraph; read literally it is false (the kappa of
C^{a,b}_{1,a} is CF3's), and the correction is the same formula for C^{a,b}_{1,1}.
"""

import sympy as sp

from kappamcc.families.binary import a, b, c_one, c_one_a, c_one_one, c_one_zero, c_zero, d
from kappamcc.model.claims import Domain, Erratum, Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.proofs.delgado_tibau_2019 import dt

C0, C1, C1A, C10, C11 = c_zero(), c_one(), c_one_a(), c_one_zero(), c_one_one()

# the printed closed forms, as printed (used by the propositions' modules)
MCC_C0 = sp.sqrt(a * d / ((a + b) * (b + d)))
K_C0 = 2 * a * d / (a * d + (a + b) * (b + d))
MCC_C1 = (a * d - b) / sp.sqrt((a + 1) * (a + b) * (d + 1) * (d + b))
K_C1 = 2 * (a * d - b) / ((a + 1) * (d + 1) + (a + b) * (d + b))
MCC_C1A = (a**2 - b) / ((a + 1) * (a + b))
K_C1A = 2 * (a**2 - b) / ((a + 1) ** 2 + (a + b) ** 2)
MCC_C10 = -sp.sqrt(b / ((a + 1) * (a + b)))
K_C10 = -2 * b / ((a + 1) + b * (a + b))
MCC_C11 = (a - b) / sp.sqrt(2 * (a + 1) * (b + 1) * (a + b))
K_C11 = 2 * (a - b) / (2 * (a + 1) + (b + 1) * (a + b))

CLAIMS = [
    Relation(
        "DT2019-CF1",
        "C_0 = [[a,b],[0,d]]: MCC = sqrt(ad/((a+b)(b+d))) and K = 2ad/(ad + (a+b)(b+d))",
        dt(
            "p9, L1370-1385",
            r"\mathrm{MCC}(C_0)=\sqrt{\frac{ad}{(a+b)(b+d)}},\ \mathcal K(C_0)=\frac{2ad}{ad+(a+b)(b+d)}",
        ),
        relation=[eq(C0.mcc, MCC_C0), eq(C0.kappa, K_C0)],
        expected=Status.PROVED,
        domain=C0.domain,
        families=(C0,),
    ),
    Relation(
        "DT2019-CF2",
        "C_1 = [[a,b],[1,d]]: MCC = (ad-b)/sqrt((a+1)(a+b)(d+1)(d+b)) and K = 2(ad-b)/((a+1)(d+1) + (a+b)(d+b))",
        dt(
            "p11, L1509-1522",
            r"\mathrm{MCC}(C_1)=\frac{ad-b}{\sqrt{(a+1)(a+b)(d+1)(d+b)}},\ \mathcal K(C_1)=\frac{2(ad-b)}{(a+1)(d+1)+(a+b)(d+b)}",
        ),
        relation=[eq(C1.mcc, MCC_C1), eq(C1.kappa, K_C1)],
        expected=Status.PROVED,
        domain=C1.domain,
        families=(C1,),
    ),
    Relation(
        "DT2019-CF3",
        "C^{a,b}_{1,a} = [[a,b],[1,a]]: MCC = (a^2-b)/((a+1)(a+b)) and K = 2(a^2-b)/((a+1)^2 + (a+b)^2)",
        dt(
            "p11, L1629-1646",
            r"\mathrm{MCC}(C^{a,b}_{1,a})=\frac{a^2-b}{(a+1)(a+b)},\ \mathcal K(C^{a,b}_{1,a})=\frac{2(a^2-b)}{(a+1)^2+(a+b)^2}",
        ),
        relation=[eq(C1A.mcc, MCC_C1A), eq(C1A.kappa, K_C1A)],
        expected=Status.PROVED,
        domain=C1A.domain,
        families=(C1A,),
    ),
    Relation(
        "DT2019-CF4",
        "C^{a,b}_{1,0} = [[a,b],[1,0]]: MCC = -sqrt(b/((a+1)(a+b))) and K = -2b/((a+1) + b(a+b))",
        dt(
            "p13, L1909-1942",
            r"\mathrm{MCC}(C^{a,b}_{1,0})=-\sqrt{\frac{b}{(a+1)(a+b)}},\ \mathcal K(C^{a,b}_{1,0})=-\frac{2b}{(a+1)+b(a+b)}",
        ),
        relation=[eq(C10.mcc, MCC_C10), eq(C10.kappa, K_C10)],
        expected=Status.PROVED,
        domain=C10.domain,
        families=(C10,),
    ),
    Relation(
        "DT2019-CF5",
        "C^{a,b}_{1,1} = [[a,b],[1,1]]: MCC = (a-b)/sqrt(2(a+1)(b+1)(a+b)) and, labelled K(C^{a,b}_{1,a}) as printed, "
        "K = 2(a-b)/(2(a+1) + (b+1)(a+b))",
        dt(
            "p14, L2064-2095",
            r"\mathrm{MCC}(C^{a,b}_{1,1})=\frac{a-b}{\sqrt{2(a+1)(b+1)(a+b)}};\ \mathcal K(C^{a,b}_{1,a})=\frac{2(a-b)}{2(a+1)+(b+1)(a+b)}",
        ),
        relation=[eq(C11.mcc, MCC_C11), eq(C1A.kappa, K_C11)],
        expected=Status.CORRECTED,
        erratum=Erratum.typo(
            "the kappa formula is labelled"
            " K(C^{a,b}_{1,a}) for the "
            "C^{a,b}_{1,1} of the same "
            "line; with the label fixed it"
            " is proved"
        ),
        domain=Domain(
            symbols=(a, b),
            constraints=(a > 0, b > 0),
            text="a > 0, b > 0 (where both C^{a,b}_{1,1} and the printed label C^{a,b}_{1,a} are defined)",
        ),
        reading="literal: the kappa formula is read with its printed label K(C^{a,b}_{1,a})",
        correction=Relation(
            "DT2019-CF5.corrected",
            "label typo fixed: K(C^{a,b}_{1,1}) = 2(a-b)/(2(a+1) + (b+1)(a+b)) "
            "(with MCC(C^{a,b}_{1,1}) as printed), a >= 0, b > 0",
            dt("p14, L2064-2095"),
            relation=[eq(C11.mcc, MCC_C11), eq(C11.kappa, K_C11)],
            expected=Status.PROVED,
            domain=C11.domain,
            families=(C11,),
        ),
        families=(C1A, C11),
    ),
]
