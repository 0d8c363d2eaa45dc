"""Relative classifier information (RCI) of PyCM's document (PYCM-E12).

PyCM 4.4 Document, cells 997-1002 (``shared/papers/pycm_docs.txt``):

    H_d = -sum_i (sum_l Matrix(i,l) / sum_{h,k} Matrix(h,k)) log2(...) = Entropy_Reference        (E12.2)
    H_o = sum_j (sum_k Matrix(k,j) / sum_{h,l=0}^{|C|} Matrix(h,l)) H_oj = Entropy_Conditional   (E12.3)
    H_oj = -sum_i (Matrix(i,j) / sum_k Matrix(k,j)) log2(Matrix(i,j) / sum_k Matrix(k,j))       (E12.4)
    RCI = (H_d - H_o) / H_d = MI / Entropy_Reference                                          (E12.5)
    cm.RCI  ->  0.3533932006492363                                                            (E12.6)

How they are decided.  As for the other entropies (``e_entropies.py``): each printed formula
on symbolic 2 x 2 and 3 x 3 matrices of positive counts (E12.3, found false, and the identity
E12.5 on 2 x 2), compared exactly with :mod:`kappamcc.metrics` by the engine's log basis.  The sum "h,l=0" in E12.3 is read as
h, l = 1..|C| (every other sum of the document starts at 1, and Matrix(0, l) is not defined):
a typo, not decided separately.

Erratum.  H_o (E12.3 with E12.4) is the entropy of the reference within each response class,
weighted by the class's share: H(reference | response).  The document's Entropy_Conditional
(E5.1 in words, E5.5 on cm) is H(response | reference), a different number: on cm H_o =
0.959147... and Entropy_Conditional = 0.97579....  So "H_o = Entropy_Conditional" is REFUTED;
the correction H_o = H(reference | response) is PROVED, and with it RCI = (H_d - H_o)/H_d =
MI/Entropy_Reference holds (E12.5), since H(reference) - H(reference | response) = MI (E7.3).

Reading of the words (E12.1) "Performance of different classifiers on the same domain can be
measured by comparing relative classifier information while classifier information (mutual
information) can be used for comparison across different decision problems": on one domain
(the same reference counts P_i) every classifier has the same H_d, so RCI = MI / H_d is MI
divided by one number and orders the classifiers as MI does.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Scope, Status
from kappamcc.model.kinds import Relation, chain, eq
from kappamcc.proofs.pycm import pycm
from kappamcc.model import index_forms as forms
from kappamcc.model.index_forms import fresh
from kappamcc.prove.log_sums import sum_over, xlog2x
from kappamcc.proofs.pycm.o_common import (
    CM,
    COUNTS2,
    LOGS,
    ON2,
    col_sum,
    log_identity,
    M2,
    population,
    printed_float,
    weighted_log,
)


# the printed H_oj and H_o on cm and on the symbolic 2 x 2 matrix M2 (0 log 0 = 0: weighted_log)
ON = {"cm": CM, "2 x 2": M2}
H_OJ = {  # E12.4: H_oj = -sum_i (Matrix(i,j)/TOP_j) log2(Matrix(i,j)/TOP_j), j = 1..|C|
    name: [
        -sum(weighted_log(M[i, j] / col_sum(M, j), M[i, j] / col_sum(M, j)) for i in range(M.rows))
        for j in range(M.rows)
    ]
    for name, M in ON.items()
}
H_O = {  # E12.3, h, l = 1..|C|: H_o = sum_j (TOP_j/POP) H_oj
    name: sum(col_sum(M, j) / population(M) * H_OJ[name][j] for j in range(M.rows)) for name, M in ON.items()
}

# every N: the printed H_d, H_oj and H_o with the logarithms of kappamcc.prove.log_sums
NOTE_ZERO = "; zero counts by 0 log2 0 = 0, so a class with no case contributes 0"
i_d, i_o, jr = fresh("i"), fresh("i"), fresh("j")
H_D_N = -sum_over(xlog2x(LOGS.row(i_d) / LOGS.total()), i_d)  # E12.2
H_OJ_N = -sum_over(xlog2x(LOGS.entry(i_o, jr) / LOGS.col(jr)), i_o)  # E12.4, class jr free
H_O_N = sum_over(LOGS.col(jr) / LOGS.total() * H_OJ_N, jr)  # E12.3, h, l = 1..|C|


# E12.1: two 2 x 2 matrices with the same row sums (the same domain): X = [[a, b], [c, d]], Y = [[e, a + b - e], [f, c + d - f]]
a, b, c, d, e, f = sp.symbols("a b c d e f", positive=True)
X = sp.Matrix([[a, b], [c, d]])
Y = sp.Matrix([[e, a + b - e], [f, c + d - f]])
SAME_DOMAIN = Domain(
    symbols=(a, b, c, d, e, f),
    constraints=(e < a + b, f < c + d),
    text="X = [[a, b], [c, d]] and Y = [[e, a + b - e], [f, c + d - f]], all entries > 0: the same row sums",
)

src = {
    k: pycm(loc, tex)
    for k, loc, tex in [
        ("E12.1", "cell 997, L2022-2024", ""),
        (
            "E12.2",
            "cell 998, L2025-2026",
            r"H_d=-\sum_{i=1}^{|C|}\Big(\frac{\sum_{l=1}^{|C|}Matrix(i,l)}{\sum_{h,k=1}^{|C|}"
            r"Matrix(h,k)}log_2\frac{\sum_{l=1}^{|C|}Matrix(i,l)}{\sum_{h,k=1}^{|C|}Matrix(h,k)}"
            r"\Big)=Entropy_{Reference}",
        ),
        (
            "E12.3",
            "cell 999, L2027-2028",
            r"H_o=\sum_{j=1}^{|C|}\Big(\frac{\sum_{k=1}^{|C|}Matrix(k,j)}{\sum_{h,l=0}^{|C|}"
            r"Matrix(h,l)}H_{oj}\Big)=Entropy_{Conditional}",
        ),
        (
            "E12.4",
            "cell 1000, L2029-2030",
            r"H_{oj}=-\sum_{i=1}^{|C|}\Big(\frac{Matrix(i,j)}{\sum_{k=1}^{|C|}Matrix(k,j)}"
            r"log_2\frac{Matrix(i,j)}{\sum_{k=1}^{|C|}Matrix(k,j)}\Big)",
        ),
        ("E12.5", "cell 1001, L2031-2032", r"RCI=\frac{H_d-H_o}{H_d}=\frac{MI}{Entropy_{Reference}}"),
    ]
}

E12_3_CORRECTED = log_identity(
    "PYCM-E12.3.corrected",
    "H_o = sum_j (TOP_j/POP) H_oj is the conditional entropy of the reference given the response, "
    "H(reference | response) (kappamcc.model.index_forms.conditional_entropy, given='predicted'), every N" + NOTE_ZERO,
    src["E12.3"],
    [(H_O_N, forms.conditional_entropy(LOGS, given="predicted"))],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="a class never predicted (TOP_j = 0) has weight 0 and contributes 0: its H_oj is 0/0",
)

CLAIMS = [
    Relation(
        "PYCM-E12.1",
        "on one domain (the same reference counts) every classifier has the same H_d, so RCI = MI / "
        "H_d divides MI by one number and orders classifiers as MI does: for 2 x 2 matrices X and Y with the same "
        "row sums, H_d(X) = H_d(Y)",
        src["E12.1"],
        relation=eq(metrics.reference_entropy(Y), metrics.reference_entropy(X)),
        domain=SAME_DOMAIN,
        expected=Status.PROVED_IN_PART,
        uses=("PYCM-E12.5",),
        scope=Scope(
            printed="any two classifiers on the same domain (N x N matrices with the same row sums)",
            checked="2 x 2 matrices with the same row sums, every entry >= 1",
        ),
        reading="'classifiers on the same domain' have the same reference distribution, hence the same H_d (> 0 "
        "unless one class holds every case); 'across different decision problems' is advice, not "
        "checkable",
    ),
    log_identity(
        "PYCM-E12.2",
        "H_d as printed is Entropy_Reference (kappamcc.model.index_forms.reference_entropy), every N" + NOTE_ZERO,
        src["E12.2"],
        [(H_D_N, forms.reference_entropy(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-E1.3",),
    ),
    Relation(
        "PYCM-E12.3",
        "H_o = sum_j (TOP_j/POP) H_oj equals Entropy_Conditional, the conditional entropy H(response | "
        "reference) of E5.1 and E5.5 (kappamcc.metrics.conditional_entropy), " + ON2,
        src["E12.3"],
        relation=[eq(H_O["2 x 2"], metrics.conditional_entropy(M2))],
        domain=COUNTS2,
        erratum=Erratum.typo(
            "a label slip: H_o is the conditional entropy H(reference | response), as the correction proves; the document's Entropy_Conditional (E5.1, E5.5) is H(response | reference)"
        ),
        expected=Status.CORRECTED,
        correction=E12_3_CORRECTED,
        uses=("PYCM-E12.4", "PYCM-E5.1"),
        reading="the sum 'h,l=0' read as h, l = 1..|C| (a typo: the matrix is indexed from 1); Entropy_Conditional "
        "is the document's (E5.1, E5.5), H(response | reference); H_o is H(reference | response); decided "
        "on 2 x 2 (a 2 x 2 counterexample refutes the formula printed for every |C|; cm is a 3 x 3 one, "
        "E12.3.on-cm)",
    ),
    E12_3_CORRECTED,
    Relation(
        "PYCM-E12.3.on-cm",
        "on cm H_o is 0.959147... while Entropy_Conditional (E5.5) is 0.97579...",
        src["E12.3"],
        relation=chain(sp.Rational("0.959147"), "<", H_O["cm"], "<", sp.Rational("0.959148"))
        + [sp.Ne(H_O["cm"], metrics.conditional_entropy(CM), evaluate=False)],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("PYCM-E12.3",),
    ),
    log_identity(
        "PYCM-E12.4",
        "H_oj as printed is the entropy of the reference classes among the cases predicted j "
        "(the Shannon entropy of column j, kappamcc.model.index_forms.entropy_of_column), for each class j, every "
        "N, wherever class j is predicted (TOP_j > 0)" + NOTE_ZERO,
        src["E12.4"],
        [(H_OJ_N, forms.entropy_of_column(LOGS, jr))],
        expected=Status.PROVED,
    ),
    log_identity(
        "PYCM-E12.5",
        "RCI = (H_d - H_o) / H_d = MI / Entropy_Reference, with H_d and H_o as printed "
        "(E12.2-E12.4): H_d - H_o = MI (and H_d = Entropy_Reference, E12.2), every N" + NOTE_ZERO,
        src["E12.5"],
        [(H_D_N - H_O_N, forms.mutual_information(LOGS))],
        expected=Status.PROVED,
        uses=("PYCM-E12.2", "PYCM-E12.3", "PYCM-E12.4", "PYCM-E7.3"),
        reading="H_o as E12.3-E12.4 print it (not the 'Entropy_Conditional' it is equated with: PYCM-E12.3); "
        "the ratios agree because their numerators and denominators do (H_d > 0 unless one class "
        "holds every case)",
    ),
    printed_float(
        "PYCM-E12.6",
        "cm.RCI, MI / Entropy_Reference of cm",
        "cell 1002, L2033-2034",
        metrics.mutual_information(CM) / metrics.reference_entropy(CM),
        "0.3533932006492363",
    ),
]
