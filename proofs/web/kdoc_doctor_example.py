"""The documentation page's doctor example (KDOC-X1.3 to X1.5).

"Cohen's Kappa" documentation page, section Example, L64-78:

    "Doctor A claims 30 of 100 patients are sick, but Doctor B claims 42 patients are sick.
     However, they agree that 20 of the 100 were certainly sick."        matrix [[20, 22], [10, 48]]
    P_o = (20 + 48)/100 = 0.68                                                         (X1.3)
    P_e = (30/100)*(42/100) + (70/100)*(58/100) = 0.126 + 0.406 = 0.532                 (X1.4)
    kappa = (P_o - P_e)/(1 - P_e) = (0.68 - 0.532)/(1 - 0.532) = 0.148/0.468 = 0.316    (X1.5)

Every value is computed exactly from the matrix by the general definitions and judged
at the printed precision.  Which doctor is on which axis is not printed; P_e and kappa
do not depend on it (transpose symmetry, DT2019-S3).
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Status
from kappamcc.model.kinds import PrintedValue
from kappamcc.proofs.web import kdoc

MATRIX = [[20, 22], [10, 48]]
P_o = metrics.accuracy(MATRIX)
P_e = metrics.chance_agreement(MATRIX)
rows, cols = metrics.row_sums(MATRIX), metrics.col_sums(MATRIX)
S = metrics.total(MATRIX)

CLAIMS = [
    PrintedValue(
        "KDOC-X1.3",
        "observed agreement P_o = (20 + 48)/100 = 0.68",
        kdoc("Example, L70"),
        exact=P_o,
        printed="0.68",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "KDOC-X1.4.A",
        "chance term of 'sick': (30/100)(42/100) = 0.126",
        kdoc("Example, L72"),
        exact=sp.Rational(cols[0], S) * sp.Rational(rows[0], S),
        printed="0.126",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "KDOC-X1.4.B",
        "chance term of 'not sick': (70/100)(58/100) = 0.406",
        kdoc("Example, L72"),
        exact=sp.Rational(cols[1], S) * sp.Rational(rows[1], S),
        printed="0.406",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "KDOC-X1.4",
        "chance agreement P_e = 0.532",
        kdoc("Example, L72"),
        exact=P_e,
        printed="0.532",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "KDOC-X1.5.diff",
        "P_o - P_e = 0.148",
        kdoc("Example, L74-76"),
        exact=P_o - P_e,
        printed="0.148",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "KDOC-X1.5.den",
        "1 - P_e = 0.468",
        kdoc("Example, L74-76"),
        exact=1 - P_e,
        printed="0.468",
        expected=Status.PROVED,
    ),
    PrintedValue(
        "KDOC-X1.5",
        "kappa = 0.148/0.468 = 0.316",
        kdoc("Example, L74-76"),
        exact=metrics.kappa(MATRIX),
        printed="0.316",
        expected=Status.PROVED,
    ),
]
