"""Eq. (1): MCC is Pearson's correlation of the binary label vectors (DT2019-E1).

Delgado & Tibau 2019, section "Matthews correlation coefficient > The binary case",
p5, L357-446 (H34):

    "in the binary case, MCC = phi = rho(x, y)"                                  (E1.1)
    rho(x,y) = Cov(x,y) / (sqrt(Cov(x,x)) sqrt(Cov(y,y)))
             = sum (x_i - xbar)(y_i - ybar) / (sqrt(sum (x_i - xbar)^2) sqrt(sum (y_i - ybar)^2))   (E1.2)
    xbar, ybar, Cov (uncorrected), Var(x) = Cov(x, x)                             (E1.3)
    "the square of the phi-coefficient is related to the chi-squared statistic ... phi^2 = chi^2 / S"  (E1.4)

E1.3 only defines the symbols E1.1 and E1.2 use; it is encoded in ``families.binary.label_mean``
and ``label_cov`` (sums over the S cases, grouped by label as in ``families.binary.case_sum``).
"""

import sympy as sp

from kappamcc.families.binary import a, b, c, d, case_sum, general_binary, label_cov, label_mean, x, y
from kappamcc.model.claims import Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.proofs.delgado_tibau_2019 import dt

C = general_binary()
S = a + b + c + d


# E1.3 over the S cases grouped by label: the label vectors are the symbols x, y (families.binary)
rho = label_cov(x, y) / (sp.sqrt(label_cov(x, x)) * sp.sqrt(label_cov(y, y)))
rho_sums = case_sum((x - label_mean(x)) * (y - label_mean(y))) / (
    sp.sqrt(case_sum((x - label_mean(x)) ** 2)) * sp.sqrt(case_sum((y - label_mean(y)) ** 2))
)

# chi-squared of the 2 x 2 table: sum over cells of (observed - expected)^2 / expected
rows, cols = [a + b, c + d], [a + c, b + d]
observed = [[a, b], [c, d]]
chi2 = sum((observed[i][j] - rows[i] * cols[j] / S) ** 2 / (rows[i] * cols[j] / S) for i in range(2) for j in range(2))

CLAIMS = [
    Relation(
        "DT2019-E1.1",
        "binary case: MCC = phi = rho(x, y), Pearson's correlation of the label vectors",
        dt("p5, L363-414", r"\mathrm{MCC}=\phi=\rho(x,y)"),
        relation=eq(C.mcc, rho),
        expected=Status.PROVED,
        domain=C.domain,
        families=(C,),
    ),
    Relation(
        "DT2019-E1.2",
        "eq. (1): Cov(x,y)/sqrt(Cov(x,x) Cov(y,y)) equals the ratio of sums",
        dt(
            "p5, L416-446",
            r"\rho(x,y)=\frac{\mathrm{Cov}(x,y)}{\sqrt{\mathrm{Cov}(x,x)}\sqrt{\mathrm{Cov}(y,y)}}"
            r"=\frac{\sum(x_i-\bar x)(y_i-\bar y)}{\sqrt{\sum(x_i-\bar x)^2}\sqrt{\sum(y_i-\bar y)^2}}",
        ),
        relation=eq(rho, rho_sums),
        expected=Status.PROVED,
        domain=C.domain,
    ),
    Relation(
        "DT2019-E1.4",
        "phi^2 = chi^2 / S for the 2 x 2 table",
        dt("p5, L440-446", r"\phi^2=\frac{\chi^2}{S}"),
        relation=eq(sp.Pow(C.mcc, 2, evaluate=False), chi2 / S),
        expected=Status.PROVED,
        domain=C.domain,
        families=(C,),
    ),
]
