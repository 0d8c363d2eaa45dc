"""The overall (multi-class) MCC (PYCM-M7.1 ... M7.6).

PyCM 4.4 Document, cells 969-974, L1967-1980:

    "For more information visit [20] [27]."  Benchmark                                 (M7.6)
    MCC_Overall = cov(X,Y) / sqrt(cov(X,X) x cov(Y,Y))                                 (M7.1)
    cov(X,Y) = sum_{i,j,k=1}^{|C|} (Matrix(i,i) Matrix(k,j) - Matrix(j,i) Matrix(i,k))      (M7.2)
    cov(X,X) = sum_{i=1}^{|C|} [(sum_{j=1}^{|C|} Matrix(j,i)) (sum_{k,l=1, k != i}^{|C|} Matrix(l,k))]   (M7.3)
    cov(Y,Y) = sum_{i=1}^{|C|} [(sum_{j=1}^{|C|} Matrix(i,j)) (sum_{k,l=1, k != i}^{|C|} Matrix(k,l))]   (M7.4)
    cm.Overall_MCC  0.36666666666666664                                                (M7.5)

Matrix(i, j) is read as the cell in row i (actual) and column j (predicted) of the printed
matrix (PYCM-X3; the document does not define it, PYCM-N11).  The three covariances are
identities of index sums, decided for every N (relabelling theorem) against the marginal form
of Gorodkin's (2004) multi-class MCC that :func:`kappamcc.metrics.mcc_parts` gives:
cov(X,Y) = S tr - sum_k r_k c_k, cov(X,X) = S^2 - sum_k c_k^2 (X: the predictions, column
sums), cov(Y,Y) = S^2 - sum_k r_k^2 (Y: the actual classes, row sums).  The ratio M7.1 then
is the marginal form, which Gorodkin's equals (DT2019-E4): a checked derivation from the three
identities; the printed ratio is also compared with :func:`kappamcc.metrics.mcc`
on a symbolic 2 x 2 matrix (M7.1.n2; on a 3 x 3 matrix the square root's sign condition in nine
variables is beyond Z3's time limit).  M7.6's
benchmark is PyCM's SOA6 table (PYCM-T6): cm's value falls in its band "0.3 - 0.5", 'Weak'.
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Cite, Close, Nonneg, matrices
from kappamcc.model.kinds import Derived, IdentityAllN, Relation, chain
from kappamcc.prove.atoms import atomize
from kappamcc.model.index_forms import fresh, mcc_marginal_parts
from kappamcc.prove.index_sums import Array, Sum, ne
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import M2, a, b, c, d
from kappamcc.proofs.pycm.x_example_matrix import CM, ON_CM, printed_output

# M7.2-M7.4 as printed, over an N x N array (Matrix(i, j) = C[i, j])
C = Array("C")
i, j, k, l = fresh("i"), fresh("j"), fresh("k"), fresh("l")
cov_xy = Sum(C[i, i] * C[k, j] - C[j, i] * C[i, k], i, j, k)
cov_xx = Sum(Sum(C[j, i], j) * Sum(C[l, k], k, l, where=[ne(k, i)]), i)
cov_yy = Sum(Sum(C[i, j], j) * Sum(C[k, l], k, l, where=[ne(k, i)]), i)
numerator, rows_factor, cols_factor = mcc_marginal_parts(C)  # S tr - sum r c, S^2 - sum r^2, S^2 - sum c^2

# M7.1 as printed on a symbolic 2 x 2 matrix (N = 2), the covariances written out as printed
TWO = range(2)
COV_XY2 = sum(M2[x, x] * M2[z, y] - M2[y, x] * M2[x, z] for x in TWO for y in TWO for z in TWO)
COV_XX2 = sum(sum(M2[y, x] for y in TWO) * sum(M2[w, z] for z in TWO for w in TWO if z != x) for x in TWO)
COV_YY2 = sum(sum(M2[x, y] for y in TWO) * sum(M2[z, w] for z in TWO for w in TWO if z != x) for x in TWO)
OVERALL_MCC2 = COV_XY2 / sp.sqrt(COV_XX2 * COV_YY2)
MCC_DEFINED2 = Domain(
    symbols=(a, b, c, d),
    constraints=(
        a >= 0,
        b >= 0,
        c >= 0,
        d >= 0,
        sp.Ne(COV_XX2 * COV_YY2, 0),
        *[sp.Ne(f, 0) for f in metrics.mcc_parts(M2)[1:]],
    ),
    text="a, b, c, d >= 0, cov(X,X) cov(Y,Y) != 0 (MCC defined)",
)
MCC_VALUE = metrics.mcc(CM)

READING = "Matrix(i, j): the cell in row i (Actual) and column j (Predict) of the printed matrix (PYCM-X3)"

M71_N2 = Relation(
    "PYCM-M7.1.n2",
    "N = 2: cov(X,Y)/sqrt(cov(X,X) cov(Y,Y)), the covariances written out as printed, "
    "is kappamcc.metrics.mcc of [[a, b], [c, d]]",
    pycm("cells 970-973, L1971-1978 (suite check against kappamcc.metrics)"),
    relation=sp.Eq(OVERALL_MCC2, metrics.mcc(M2), evaluate=False),
    domain=MCC_DEFINED2,
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading=READING,
)
COVARIANCES = [
    IdentityAllN(
        "PYCM-M7.2",
        "cov(X,Y) = sum_{i,j,k} (Matrix(i,i) Matrix(k,j) - Matrix(j,i) Matrix(i,k)) equals "
        "S tr - sum_k r_k c_k, the numerator of the multi-class MCC, every N",
        pycm(
            "cell 971, L1973-1974",
            r"cov(X,Y)=\sum_{i,j,k=1}^{|C|}\Big(Matrix(i,i)Matrix(k,j)-Matrix(j,i)Matrix(i,k)\Big)",
        ),
        equations=[(cov_xy, numerator)],
        arrays=[C],
        expected=Status.PROVED,
        reading=READING,
    ),
    IdentityAllN(
        "PYCM-M7.3",
        "cov(X,X) = sum_i [(sum_j Matrix(j,i)) (sum_{k != i, l} Matrix(l,k))] equals "
        "S^2 - sum_k c_k^2 (column sums: X is the prediction), every N",
        pycm(
            "cell 972, L1975-1976",
            r"cov(X,X) = \sum_{i=1}^{|C|}\Bigg[\Big(\sum_{j=1}^{|C|}Matrix(j,i)\Big)"
            r"\Big(\sum_{k,l=1,k\neq i}^{|C|}Matrix(l,k)\Big)\Bigg]",
        ),
        equations=[(cov_xx, cols_factor)],
        arrays=[C],
        expected=Status.PROVED,
        reading=READING,
    ),
    IdentityAllN(
        "PYCM-M7.4",
        "cov(Y,Y) = sum_i [(sum_j Matrix(i,j)) (sum_{k != i, l} Matrix(k,l))] equals "
        "S^2 - sum_k r_k^2 (row sums: Y is the actual class), every N",
        pycm(
            "cell 973, L1977-1978",
            r"cov(Y,Y) = \sum_{i=1}^{|C|}\Bigg[\Big(\sum_{j=1}^{|C|}Matrix(i,j)\Big)"
            r"\Big(\sum_{k,l=1,k\neq i}^{|C|}Matrix(k,l)\Big)\Bigg]",
        ),
        equations=[(cov_yy, rows_factor)],
        arrays=[C],
        expected=Status.PROVED,
        reading=READING,
    ),
]

# M7.1 for every N: the printed ratio, its covariances replaced by M7.2-M7.4, is the marginal form
at = partial(atomize, arrays=[C])  # at(e): the closed index sum e over atoms
PRINTED_RATIO = at(cov_xy) / sp.sqrt(at(cov_xx) * at(cov_yy))
MARGINAL_MCC = at(numerator) / sp.sqrt(at(cols_factor) * at(rows_factor))
RATIO_DEFINED = sp.Ne(at(cov_xx) * at(cov_yy), 0)
SAME_MCC = sp.Eq(PRINTED_RATIO, MARGINAL_MCC)
OVERALL = Derived(
    "PYCM-M7.1",
    "MCC_Overall = cov(X,Y)/sqrt(cov(X,X) cov(Y,Y)), with the covariances of M7.2-M7.4, is the "
    "multi-class MCC (Gorodkin 2004), every N",
    pycm("cell 970, L1971-1972", r"MCC_{Overall}=\frac{cov(X,Y)}{\sqrt{cov(X,X)\times cov(Y,Y)}}"),
    formula=matrices([C], hyps=(RATIO_DEFINED,), goal=SAME_MCC),
    lines=[
        *[Cite(c) for c in COVARIANCES],
        Nonneg(cols_factor, (C,), frozenset({"C"})),
        Nonneg(rows_factor, (C,), frozenset({"C"})),
        Close(SAME_MCC, (RATIO_DEFINED,), (1, 2, 3, 4, 5)),
    ],
    uses=("DT2019-E4",),
    expected=Status.PROVED,
    reading=READING
    + "; the multi-class MCC in its marginal form (S tr - sum r c)/sqrt((S^2 - sum c^2)(S^2 - sum r^2)), "
    "which Gorodkin's triple sums equal for every N (DT2019-E4) and kappamcc.metrics.mcc computes",
)

CLAIMS = COVARIANCES + [
    M71_N2,
    OVERALL,
    printed_output(
        "PYCM-M7.5",
        "cm.Overall_MCC, the multi-class MCC of cm (11/30)",
        "cell 974, L1979-1980",
        exact=MCC_VALUE,
        printed="0.36666666666666664",
    ),
    Relation(
        "PYCM-M7.6",
        "the Overall MCC benchmark (SOA6, PYCM-T6) applies to cm's value: 0.3 <= MCC_Overall = 11/30 "
        "< 0.5, the band '0.3 - 0.5' labelled 'Weak', as cm.SOA6 prints (PYCM-T6.3)",
        pycm("cell 969, L1967-1970", quote="For more information visit [[20]](#ref20) [[27]](#ref27). Benchmark"),
        relation=chain(sp.Rational(3, 10), "<=", MCC_VALUE, "<", sp.Rational(1, 2)),
        expected=Status.PROVED,
        scope=ON_CM,
        reading="the link text 'Benchmark' points at the SOA6 table; its bands are read as [0.3, 0.5) etc.",
    ),
]
