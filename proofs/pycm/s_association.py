"""Association measures of PyCM's document: chi-squared, its degrees of freedom, phi-squared,
Cramer's V and Pearson's C (PYCM-S1 to S5).

PyCM 4.4 Document, cells 668-686 and 1005-1007 (``shared/papers/pycm_docs.txt``):

    chi^2 = sum_i sum_j (Matrix(i,j) - E(i,j))^2 / E(i,j),  E(i,j) = TOP_j x P_i / POP    (S1.2, S1.3)
    cm.Chi_Squared  ->  6.6000000000000005                                             (S1.4)
    DF = (|C| - 1)^2;  cm.DF  ->  4                                                    (S2.2, S2.3)
    phi^2 = chi^2 / POP;  cm.Phi_Squared  ->  0.55                                     (S3.2, S3.3)
    V = sqrt(phi^2 / (|C| - 1)), "a value between 0 and +1 (inclusive)";
    cm.V  ->  0.5244044240850758                                                       (S4.1-S4.3)
    C = sqrt(chi^2 / (chi^2 + POP));  cm.C  ->  0.5956833971812706                     (S5.2, S5.3)

How they are decided.  Each printed formula is written out on a symbolic matrix of positive
counts (rows actual, columns predicted; P_i the row sums, TOP_j the column sums, POP the
total) and compared exactly with the original definition as :mod:`kappamcc.metrics`
implements it, or as its author states it where the metric is the printed formula itself:
Pearson's (1904) mean square contingency phi^2 = sum_ij (p_ij - p_i. p_.j)^2 / (p_i. p_.j) in
proportions, his contingency coefficient C = sqrt(phi^2 / (1 + phi^2)), Cramer's (1946)
V = sqrt(phi^2 / min(rows - 1, columns - 1)).  The identities are checked on the 3 x 3 matrix
(cm's size), where a square root would be too costly to square out symbolically, on the
squares (both sides are non-negative square roots); ranges on the 2 x 2 matrix, where Z3
decides them (on 3 x 3 it does not, within its time limit).  chi^2 is a sum over the cells of
fractions with a denominator per cell, which neither the relabelling theorem nor the kernel's
atoms express for every N, so the chi^2 claims are proved in part and declare their scope;
E(i,j)'s marginals (S1.3) are an index-sum identity, every N.

Readings of the words.  S1.1 "evaluate how likely it is that any observed difference between
the sets arose by chance": chi^2 is 0 when the prediction is independent of the actual class
(the matrix is u v^T, every cell its expected count E), and positive for cm; "suitable for
unpaired data from large samples" is advice, not checkable.  S2.1 "number of degrees of
freedom": the number of cells free once the row and column sums are fixed; on 3 x 3, the
four cells of the top-left block determine the rest.  S3.1 "a Pearson correlation
coefficient estimated for two binary variables will return the phi coefficient": for a 2 x 2
matrix, phi^2 is the square of the Pearson correlation of the two indicator variables (which
is the MCC).  S5.1 "tells whether two variables ... are independent or dependent": C = 0 at
independence (u v^T), C > 0 for cm.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Scope, Status
from kappamcc.model.family import Family
from kappamcc.model.index_forms import col, fresh, row, total
from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Array, Sum, fraction
from kappamcc.model.kinds import PrintedValue, Relation, chain, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.model import index_forms as forms
from kappamcc.prove.index_sums import IndexFraction, IndexPoly
from kappamcc.prove.log_sums import cell_sum
from kappamcc.proofs.pycm.o_common import (
    CM,
    COUNTS2,
    LOGS,
    M2,
    N_CM,
    col_sum,
    log_identity,
    pearson_binary,
    population,
    printed_float,
    row_sum,
)

# ---------------------------------------------------------------------------
# the printed formulas on the symbolic 2 x 2 matrix M2: E(i,j) = TOP_j x P_i / POP (S1.3) and
# chi^2 = sum_ij (Matrix(i,j) - E(i,j))^2 / E(i,j) (S1.2)
EXPECTED2 = [[col_sum(M2, j) * row_sum(M2, i) / population(M2) for j in range(M2.rows)] for i in range(M2.rows)]
CHI_SQUARED_PRINTED2 = sum(
    (M2[i, j] - EXPECTED2[i][j]) ** 2 / EXPECTED2[i][j] for i in range(M2.rows) for j in range(M2.rows)
)

# S5.2 in terms of chi^2 and POP themselves, against Pearson's sqrt(phi^2 / (1 + phi^2))
X, POP = sp.symbols("chi2 POP", positive=True)
PEARSON_C_PRINTED = sp.sqrt(X / (X + POP))  # C = sqrt(chi^2 / (chi^2 + POP)) (S5.2)
CHI2_POP = Domain(symbols=(X, POP), constraints=(), text="chi^2 > 0, POP > 0")

# the 2 x 2 matrix of positive counts as a family: S3.1's MCC is derived from it
TABLE2 = Family("2 x 2 matrix of positive counts", M2, COUNTS2)


# C = u v^T (every cell u_i v_j, u_i, v_j > 0): the prediction independent of the actual class
U3, V3 = sp.symbols("u1:4", positive=True), sp.symbols("v1:4", positive=True)
INDEPENDENT3 = sp.Matrix([[u * v for v in V3] for u in U3])
RANK_ONE3 = Domain(symbols=U3 + V3, constraints=(), text="the 3 x 3 matrix u v^T, u_i, v_j > 0")
U2, V2 = sp.symbols("u1:3", positive=True), sp.symbols("v1:3", positive=True)
INDEPENDENT2 = sp.Matrix([[u * v for v in V2] for u in U2])
RANK_ONE2 = Domain(symbols=U2 + V2, constraints=(), text="the 2 x 2 matrix u v^T, u_i, v_j > 0")

# S2.1: a 3 x 3 matrix with given row sums r, column sums c, filled from its top-left 2 x 2 block
a, b, c, d = sp.symbols("a b c d", real=True)
r1, r2, c1, c2, S_ = sp.symbols("r1 r2 c1 c2 S", real=True)
COMPLETION = sp.Matrix(
    [[a, b, r1 - a - b], [c, d, r2 - c - d], [c1 - a - c, c2 - b - d, S_ - r1 - r2 - c1 - c2 + a + b + c + d]]
)
n_classes = sp.Symbol("N", integer=True, positive=True)

# every N: E(i,j) = TOP_j P_i / POP as index sums (rows actual), i or j free
C = Array("C")
POP_ALL = total(C)
i1, j1, i2, j2 = fresh("i"), fresh("j"), fresh("i"), fresh("j")

# every N: chi^2 is a sum over the cells of a rational function of Matrix(i,j), P_i, TOP_j and POP,
# written with the reciprocals 1/P_i, 1/TOP_j of kappamcc.prove.log_sums.cell_sum (every row and
# column sum positive); the printed cell term (Matrix(i,j) - E(i,j))^2 / E(i,j), E = TOP_j P_i / POP
x_, r_, c_, s_ = sp.symbols("x r c s")
E_PRINTED = c_ * r_ / s_
CHI2_PRINTED_N = cell_sum(LOGS, (x_ - E_PRINTED) ** 2 / E_PRINTED, x_, r_, c_, s_)  # S1.2
PHI2_PRINTED_N = CHI2_PRINTED_N / total(LOGS.C)  # S3.2
V2_PRINTED_N = IndexFraction(PHI2_PRINTED_N.num, (*PHI2_PRINTED_N.den, IndexPoly.const(n_classes - 1)))  # S4.2 squared
CRAMERS_V2 = IndexFraction(
    forms.chi_squared(LOGS).num, (*forms.chi_squared(LOGS).den, total(LOGS.C), IndexPoly.const(n_classes - 1))
)
CHI2_PRINTED = "every N x N matrix of counts whose row and column sums are positive"

src = {
    k: pycm(loc, tex)
    for k, loc, tex in [
        ("S1.1", "cell 668, L1267-1270", ""),
        (
            "S1.2",
            "cell 669, L1271-1272",
            r"\chi^2=\sum_{i=1}^{|C|}\sum_{j=1}^{|C|}\frac{\Big(Matrix(i,j)-E(i,j)\Big)^2}{E(i,j)}",
        ),
        ("S1.3", "cell 670, L1273-1274", r"E(i,j)=\frac{TOP_j\times P_i}{POP}"),
        ("S2.1", "cell 674, L1280-1281", ""),
        ("S2.2", "cell 675, L1282-1283", r"DF=(|C|-1)^2"),
        ("S3.1", "cell 679, L1289-1292", ""),
        ("S3.2", "cell 680, L1293-1294", r"\phi^2=\frac{\chi^2}{POP}"),
        ("S4.1", "cell 684, L1300-1305", ""),
        ("S4.2", "cell 685, L1306-1307", r"V=\sqrt{\frac{\phi^2}{|C|-1}}"),
        ("S5.1", "cell 1005, L2038-2039", ""),
        ("S5.2", "cell 1006, L2040-2041", r"C=\sqrt{\frac{\chi^2}{\chi^2+POP}}"),
    ]
}

CLAIMS = [
    Relation(
        "PYCM-S1.1",
        "chi-squared measures how far the counts are from what chance (independence) gives: it is 0 "
        "for every 3 x 3 matrix u v^T (the prediction independent of the actual class), and positive for cm",
        src["S1.1"],
        relation=[eq(metrics.chi_squared(INDEPENDENT3), 0), sp.Gt(metrics.chi_squared(CM), 0, evaluate=False)],
        domain=RANK_ONE3,
        expected=Status.PROVED_IN_PART,
        scope=Scope(
            printed="every N x N table u v^T (independent ratings), and cm", checked="3 x 3 u v^T, u_i, v_j > 0, and cm"
        ),
        reading="'evaluate how likely it is that any observed difference ... arose by chance': chi^2 = 0 exactly "
        "when every cell equals its count expected under independence; 'suitable for unpaired data from "
        "large samples' is advice, not checkable",
    ),
    log_identity(
        "PYCM-S1.2",
        "the printed chi^2 = sum_ij (Matrix(i,j) - E(i,j))^2 / E(i,j), with E of S1.3, is "
        "Pearson's chi-squared statistic of independence (kappamcc.model.index_forms.chi_squared), every N, "
        "wherever every E(i,j) > 0",
        src["S1.2"],
        [(CHI2_PRINTED_N, forms.chi_squared(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-S1.3",),
        reading="a class never actual or never predicted makes some E(i,j) = 0 and the printed term 0/0: "
        "the statement is about the matrices whose row and column sums are positive (PyCM returns "
        "'None' on the others)",
    ),
    IdentityAllN(
        "PYCM-S1.3",
        "E(i,j) = TOP_j x P_i / POP is the count expected under independence: the matrix of the "
        "E(i,j) has the same row sums P_i and column sums TOP_j as the matrix, every N (POP > 0)",
        src["S1.3"],
        equations=[
            (fraction(Sum(col(C, j1) * row(C, i1), j1), POP_ALL), row(C, i1)),  # i1 free
            (fraction(Sum(col(C, j2) * row(C, i2), i2), POP_ALL), col(C, j2)),
        ],  # j2 free
        arrays=[C],
        expected=Status.PROVED,
        reading="P_i the row sums (actual), TOP_j the column sums (predicted), as PyCM's layout gives them",
    ),
    printed_float(
        "PYCM-S1.4",
        "cm.Chi_Squared, Pearson's chi-squared of cm (33/5)",
        "cell 671, L1275-1276",
        metrics.chi_squared(CM),
        "6.6000000000000005",
    ),
    Relation(
        "PYCM-S2.1",
        "the degrees of freedom are the cells free once the row and column sums are fixed: a 3 x 3 "
        "matrix filled from any top-left 2 x 2 block (a, b, c, d) and given sums r1, r2, c1, c2, S has those row "
        "and column sums, so 4 = (3 - 1)^2 cells are free",
        src["S2.1"],
        relation=[
            eq(sum(COMPLETION.row(0)), r1),
            eq(sum(COMPLETION.row(1)), r2),
            eq(sum(COMPLETION.row(2)), S_ - r1 - r2),
            eq(sum(COMPLETION.col(0)), c1),
            eq(sum(COMPLETION.col(1)), c2),
            eq(sum(COMPLETION.col(2)), S_ - c1 - c2),
        ],
        domain=Domain(symbols=(a, b, c, d, r1, r2, c1, c2, S_), constraints=(), text="any values"),
        expected=Status.PROVED,
        scope=Scope.full("'this confusion matrix': cm, a 3 x 3 matrix"),
        reading="'number of degrees of freedom of this confusion matrix for the chi-squared statistic': the cells "
        "that remain free when the marginals are fixed (Fisher 1922), shown for 3 x 3",
    ),
    Relation(
        "PYCM-S2.2",
        "DF = (|C| - 1)^2 is the number of cells N^2 less the independent constraints of fixed "
        "marginals (N row sums and N column sums, one of them implied: 2N - 1), for every N",
        src["S2.2"],
        relation=eq((n_classes - 1) ** 2, n_classes**2 - (2 * n_classes - 1)),
        expected=Status.PROVED,
        domain=Domain(symbols=(n_classes,), constraints=(n_classes >= 2,), text="N >= 2 classes"),
        reading="Fisher's (1922) degrees of freedom of an r x c table of independence, (r - 1)(c - 1), at r = c = N",
    ),
    PrintedValue(
        "PYCM-S2.3",
        "cm.DF: printed 4, the degrees of freedom (3 - 1)^2 of cm's 3 x 3 matrix",
        pycm("cell 676, L1284-1285", "4"),
        exact=(N_CM - 1) ** 2,
        printed="4",
        expected=Status.PROVED,
    ),
    Relation(
        "PYCM-S3.1",
        "phi^2 is the square of a Pearson correlation of two binary variables: for every 2 x 2 matrix "
        "of positive counts, phi^2 = r^2 with r the Pearson correlation of the indicators 'actually class 1' and "
        "'predicted class 1' over the cases, and r is the MCC",
        src["S3.1"],
        relation=[eq(metrics.phi_squared(M2), pearson_binary(M2) ** 2), eq(pearson_binary(M2), TABLE2.mcc)],
        domain=COUNTS2,
        expected=Status.PROVED,
        scope=Scope.full("two binary variables: the 2 x 2 table of positive counts"),
        reading="'a Pearson correlation coefficient estimated for two binary variables will return the phi "
        "coefficient': phi = |r| (PyCM prints phi^2)",
        families=(TABLE2,),
    ),
    log_identity(
        "PYCM-S3.2",
        "phi^2 = chi^2 / POP (chi^2 as printed in S1.2) is phi^2 (kappamcc.model.index_forms."
        "phi_squared) and Pearson's mean square contingency sum_ij (p_ij - p_i. p_.j)^2 / (p_i. p_.j) "
        "(kappamcc.model.index_forms.mean_square_contingency), every N, wherever every row and column sum is "
        "positive",
        src["S3.2"],
        [(PHI2_PRINTED_N, forms.phi_squared(LOGS)), (PHI2_PRINTED_N, forms.mean_square_contingency(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-S1.2",),
    ),
    printed_float(
        "PYCM-S3.3", "cm.Phi_Squared, phi^2 of cm (11/20)", "cell 681, L1295-1296", metrics.phi_squared(CM), "0.55"
    ),
    Relation(
        "PYCM-S4.1",
        "Cramer's V lies between 0 and 1 inclusive, for every 2 x 2 matrix of positive counts",
        src["S4.1"],
        relation=chain(0, "<=", metrics.cramers_v(M2), "<=", 1),
        domain=COUNTS2,
        expected=Status.PROVED_IN_PART,
        scope=Scope(printed=CHI2_PRINTED, checked="2 x 2, every entry >= 1"),
        reading="'giving a value between 0 and +1 (inclusive)', decided for 2 x 2 (Z3 does not decide the 3 x 3 "
        "case within its time limit)",
    ),
    log_identity(
        "PYCM-S4.2",
        "V = sqrt(phi^2 / (|C| - 1)) is Cramer's V, sqrt(phi^2 / min(rows - 1, columns - 1)) "
        "= sqrt(chi^2 / (POP (N - 1))) for an N x N table (kappamcc.metrics.cramers_v), every N >= 2, "
        "wherever every row and column sum is positive: both are non-negative square roots, and their "
        "squares agree",
        src["S4.2"],
        [(V2_PRINTED_N, CRAMERS_V2)],
        expected=Status.PROVED,
        uses=("PYCM-S3.2",),
        reading="compared on the squares (equal non-negative square roots); N the number of classes, |C|",
    ),
    printed_float(
        "PYCM-S4.3",
        "cm.V, Cramer's V of cm (sqrt(110)/20)",
        "cell 686, L1308-1309",
        metrics.cramers_v(CM),
        "0.5244044240850758",
    ),
    Relation(
        "PYCM-S5.1",
        "Pearson's C tells independence from dependence: C = 0 for every 2 x 2 matrix u v^T (the "
        "prediction independent of the actual class), and C > 0 for cm",
        src["S5.1"],
        relation=[eq(metrics.pearson_c(INDEPENDENT2) ** 2, 0), sp.Gt(metrics.pearson_c(CM), 0, evaluate=False)],
        domain=RANK_ONE2,
        expected=Status.PROVED_IN_PART,
        scope=Scope(
            printed="every N x N table u v^T (independent ratings), and cm", checked="2 x 2 u v^T, u_i, v_j > 0, and cm"
        ),
        reading="'tells whether two variables or data sets are independent or dependent': C = 0 exactly at "
        "independence (chi^2 = 0); C = 0 decided as C^2 = 0 (C is a square root)",
    ),
    Relation(
        "PYCM-S5.2",
        "C = sqrt(chi^2 / (chi^2 + POP)) is Pearson's contingency coefficient sqrt(phi^2 / (1 + "
        "phi^2)) with phi^2 = chi^2 / POP, for every chi^2 > 0 and POP > 0; with chi^2 as printed in S1.2 it is "
        "kappamcc.metrics.pearson_c, for every 2 x 2 matrix of positive counts",
        src["S5.2"],
        relation=eq(PEARSON_C_PRINTED, sp.sqrt((X / POP) / (1 + X / POP))),
        domain=CHI2_POP,
        expected=Status.PROVED,
        uses=("PYCM-S1.2", "PYCM-S5.2.metrics"),
    ),
    Relation(
        "PYCM-S5.2.metrics",
        "C = sqrt(chi^2 / (chi^2 + POP)), chi^2 as printed in S1.2, is "
        "kappamcc.metrics.pearson_c for every 2 x 2 matrix of positive counts",
        src["S5.2"],
        relation=eq(
            PEARSON_C_PRINTED.xreplace({X: CHI_SQUARED_PRINTED2, POP: population(M2)}) ** 2, metrics.pearson_c(M2) ** 2
        ),
        domain=COUNTS2,
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("PYCM-S1.2",),
        reading="compared on the squares (equal non-negative square roots)",
    ),
    printed_float(
        "PYCM-S5.3",
        "cm.C, Pearson's C of cm (sqrt(341)/31)",
        "cell 1007, L2042-2043",
        metrics.pearson_c(CM),
        "0.5956833971812706",
    ),
]
