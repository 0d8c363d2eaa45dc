"""MCC as scikit-learn defines it: the binary formula, the multiclass formula and its
intermediate variables (SKL-M6, SKL-M7, SKL-M8, SKL-N10 to SKL-N13), and the extractor's
note on the implementation (SKL-MI1).

scikit-learn documentation, user guide §Matthews correlation coefficient and the docstring
of ``matthews_corrcoef`` (``shared/papers/scikit_learn_docs.txt``):

    "In the binary (two-class) case, tp, tn, fp and fn are respectively the number of true
     positives, true negatives, false positives and false negatives, the MCC is defined as
     MCC = (tp x tn - fp x fn) / sqrt((tp + fp)(tp + fn)(tn + fp)(tn + fn))."   (M6, L175-181)
    "In the multiclass case, the Matthews correlation coefficient can be defined in terms of a
     confusion_matrix C for K classes.  To simplify the definition consider the following
     intermediate variables:                                                        (M7, L183-186)
       t_k = sum_i^K C_ik   the number of times class k truly occurred,            (N10, L188)
       p_k = sum_i^K C_ki   the number of times class k was predicted,             (N11, L189)
       c = sum_k^K C_kk     the total number of samples correctly predicted,       (N12, L190)
       s = sum_i^K sum_j^K C_ij   the total number of samples."                    (N13, L191)
    "Then the multiclass MCC is defined as:
     MCC = (c x s - sum_k p_k x t_k) / sqrt((s^2 - sum_k p_k^2) x (s^2 - sum_k t_k^2))"  (M8, L193-201)
    "(implementation in this version: t_sum = C.sum(axis=1) (true counts), p_sum = C.sum(axis=0)
     (predicted counts); returns 0.0 when cov_ypyp * cov_ytyt == 0)"   (MI1, extractor's note, L288-289)

Layout.  ``confusion_matrix`` puts the true class on the rows (SKL-CM1, SKL-CM2): C_ik counts
the samples of true class i predicted as k.  The intermediate variables are checked against
that layout for every number of classes K (relabelling theorem, cases grouped by cell):
sum_i C_ik is the number of samples *predicted* as k, not the number of times k truly
occurred, and sum_i C_ki is the number truly in k, not the number predicted.  N10 and N11 are
therefore false as printed (the descriptions are swapped relative to the formulas); each is
corrected by the formula that fits its words, PROVED.  On the guide's own example
(y_true = [2, 0, 2, 2, 0, 1], y_pred = [0, 0, 2, 2, 0, 2]) the printed t_0 is 3 while class 0
truly occurs twice (N10.example).  The extractor's note MI1 describes the implementation
with the right sums (``t_sum`` = row sums = true counts), and M8 is symmetric in t and p
(M8.swap), so the value of the MCC is not affected: the error is in the definitions the
reader is given.

M8 is compared, numerator and both radicands, with the marginal form of the general MCC
(S tr - sum r_k c_k, S^2 - sum r_k^2, S^2 - sum c_k^2; ``kappamcc.model.index_forms``) and with
Gorodkin's (2004) triple sums (DT2019 eq. (4), the definition the guide's link points to),
for every K: PROVED.  M7's "can be defined ... for K classes" is checked as: at K = 2 the
multiclass formula is the binary M6.  M6 is compared with the general MCC of scikit-learn's
binary matrix [[tn, fp], [fn, tp]] (rows true, positive label last), and with the two other
layouts that keep tp and tn on the diagonal (the formula prints no layout).

MI1 is not scikit-learn's text (the extractor summarised the function body): it is checked
as a statement about the implementation, origin SUITE.  Its sums are the true and
predicted counts (every K), and where ``cov_ypyp * cov_ytyt == 0`` the numerator
``cov_ytyp`` vanishes too, so the MCC is 0/0 there and the returned 0.0 is a convention, not
a value of the formula (binary: a Relation over the four counts; every K: a checked
derivation from Cauchy-Schwarz, (S n)^2 <= (S d_rows)(S d_cols), and DT2019-S2's summed
per-class bound for S = 0).  That the function returns 0.0 there is asserted by
running scikit-learn (``tests/test_sklearn_docs.py``).
"""

import sympy as sp

from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.derivations import Cite, Close, Nonneg, matrices
from kappamcc.model.kinds import AllOf, Derived, IdentityAllN, Relation, eq
from kappamcc.model.family import Family
from kappamcc.model.index_forms import col, fresh, mcc_marginal_parts, row, sum_rc, total
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, Index, Sum, delta
from kappamcc.proofs.delgado_tibau_2019.eq_4 import cols_4, numerator_4, rows_4
from kappamcc.proofs.delgado_tibau_2019.s2_range import KAPPA_BOUND_SUMMED, MCC_CAUCHY_SCHWARZ
from kappamcc.families.entrywise_matrices import I, J, marginal_numerator
from kappamcc.proofs.scikit_learn import skl
from kappamcc.proofs.scikit_learn._layout import MCC_BINARY, fn, fp, tn, tp
from kappamcc.proofs.scikit_learn.confusion_matrix import READ_BACK, Y_PRED, Y_TRUE

C = Array("C")
k = Index("k")  # a free class index, named as printed
_it, _ip = fresh("i"), fresh("i")
t_printed = Sum(C[_it, k], _it)  # t_k = sum_i^K C_ik, as printed (N10)
p_printed = Sum(C[k, _ip], _ip)  # p_k = sum_i^K C_ki, as printed (N11)

_kc = fresh("k")
c_printed = Sum(C[_kc, _kc], _kc)  # N12
_i, _j = fresh("i"), fresh("j")
s_printed = Sum(C[_i, _j], _i, _j)  # N13

# samples grouped by cell (true a, predicted b): sum_ab C_ab [condition]
_a1, _b1, _a2, _b2, _a3, _b3, _a4, _b4 = (fresh(stem) for stem in "abababab")
truly_k = Sum(C[_a1, _b1] * delta[_a1, k], _a1, _b1)  # samples whose true class is k (rows true)
predicted_k = Sum(C[_a2, _b2] * delta[_b2, k], _a2, _b2)  # samples predicted as k
correctly_predicted = Sum(C[_a3, _b3] * delta[_a3, _b3], _a3, _b3)  # samples whose prediction is their class

# M8 as printed, numerator and the two radicands
m8_num = c_printed * s_printed - Sum(p_printed * t_printed, k)
m8_rad_p = s_printed * s_printed - Sum(p_printed * p_printed, k)
m8_rad_t = s_printed * s_printed - Sum(t_printed * t_printed, k)
num, d_rows, d_cols = mcc_marginal_parts(C)

# M6 as printed, and M8 written out at K = 2 on scikit-learn's binary matrix
m6 = (tp * tn - fp * fn) / sp.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
B = MCC_BINARY.matrix
t2 = [sum(B[i, kk] for i in range(2)) for kk in range(2)]
p2 = [sum(B[kk, i] for i in range(2)) for kk in range(2)]
c2, s2 = B.trace(), sum(B)
m8_binary = (c2 * s2 - sum(p2[kk] * t2[kk] for kk in range(2))) / sp.sqrt(
    (s2**2 - sum(x**2 for x in p2)) * (s2**2 - sum(x**2 for x in t2))
)
TRANSPOSED = MCC_BINARY.matrix.T  # rows predicted
POSITIVE_FIRST = sp.Matrix([[tp, fn], [fp, tn]])  # the papers' layout

# MI1, the degenerate matrices: one non-empty row (every sample truly in class m), or one column
u = Array("u", "vector")
m = fresh("m")


ONE_ROW = IdentityAllN(
    "SKL-MI1.one-row",
    "a matrix whose only non-empty row is row m (every sample truly in class m), C_ij = [i = m] u_j, "
    "has MCC numerator S tr - sum_k r_k c_k = 0 (every K)",
    skl("docstring matthews_corrcoef, L288-289 (suite step)"),
    equations=[(marginal_numerator(delta[I, m] * u[J]), 0)],
    arrays=[u, delta],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
ONE_COLUMN = IdentityAllN(
    "SKL-MI1.one-column",
    "a matrix whose only non-empty column is column m (every sample predicted as m), "
    "C_ij = u_i [j = m], has MCC numerator 0 (every K)",
    skl("docstring matthews_corrcoef, L288-289 (suite step)"),
    equations=[(marginal_numerator(u[I] * delta[J, m]), 0)],
    arrays=[u, delta],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
binary_num = tp * tn - fp * fn  # cov_ytyp of [[tn, fp], [fn, tp]], up to S^2
binary_rows, binary_cols = (tp + fn) * (tn + fp), (tp + fp) * (tn + fn)
DEGENERATE_BINARY = Relation(
    "SKL-MI1.zero-over-zero.binary",
    "binary: where cov_ypyp * cov_ytyt = 0 (a row or column sum of [[tn, fp], [fn, tp]] "
    "is 0) the numerator tp tn - fp fn is 0 as well: MCC is 0/0 there, and 0.0 is a convention",
    skl("docstring matthews_corrcoef, L288-289 (suite check)"),
    relation=sp.Implies(eq(binary_rows * binary_cols, 0), eq(binary_num, 0)),
    domain=Domain(
        symbols=(tn, fp, fn, tp),
        constraints=(tn >= 0, fp >= 0, fn >= 0, tp >= 0, tn + fp + fn + tp > 0),
        text="tp, tn, fp, fn >= 0, at least one sample",
    ),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
M8 = IdentityAllN(
    "SKL-M8",
    "the multiclass MCC as printed, (c s - sum p_k t_k)/sqrt((s^2 - sum p_k^2)(s^2 - sum t_k^2)) with "
    "t_k, p_k, c, s as printed, has the numerator and radicands of the general MCC, S tr - sum r_k c_k, "
    "S^2 - sum r_k^2 and S^2 - sum c_k^2, and of Gorodkin's triple sums (every K): it is the K-category "
    "MCC wherever it is defined",
    skl(
        "§Matthews correlation coefficient, L193-201",
        r"MCC = \frac{c \times s - \sum_{k}^{K} p_k \times t_k}{\sqrt{(s^2 - \sum_{k}^{K} p_k^2) \times "
        r"(s^2 - \sum_{k}^{K} t_k^2)}}",
    ),
    equations=[
        (m8_num, num),
        (m8_rad_p, d_rows),
        (m8_rad_t, d_cols),
        (m8_num, numerator_4),
        (m8_rad_p, rows_4),
        (m8_rad_t, cols_4),
    ],
    arrays=[C],
    expected=Status.PROVED,
    uses=("DT2019-E4.num", "DT2019-E4.rows", "DT2019-E4.cols"),
    reading="compared factor by factor (numerator, each radicand) with the marginal form of the general MCC "
    "(kappamcc.model.index_forms.mcc_marginal_parts; Gorodkin 2004) and with Gorodkin's triple sums "
    "(DT2019 eq. (4)): equal factors give the same quotient wherever it is defined",
)


DEGENERATE_HYP = sp.Eq(atomize(m8_rad_p, [C]) * atomize(m8_rad_t, [C]), 0)
DEGENERATE_GOAL = sp.Eq(atomize(m8_num, [C]), 0)
DEGENERATE = Derived(
    "SKL-MI1.zero-over-zero",
    "where cov_ypyp * cov_ytyt = 0 the numerator cov_ytyp is 0 as well, for every K: the MCC is "
    "0/0 there and the returned 0.0 is a convention, not a value of the formula",
    skl("docstring matthews_corrcoef, L288-289 (suite theorem)"),
    formula=matrices([C], hyps=(DEGENERATE_HYP,), goal=DEGENERATE_GOAL),
    # (S n)^2 <= (S d_rows)(S d_cols) (Cauchy-Schwarz) gives S n = 0; if S = 0 the summed per-class bound
    # 4 sum r c <= 2 S^2 + 2 S tr gives sum r c = 0, so n = S tr - sum r c = 0 either way
    lines=[
        Cite(M8),
        MCC_CAUCHY_SCHWARZ,
        KAPPA_BOUND_SUMMED,
        Nonneg(sum_rc(C), (C,), frozenset({"C"})),
        Nonneg(total(C), (C,), frozenset({"C"})),
        Close(DEGENERATE_GOAL, (DEGENERATE_HYP,), (1, 2, 3, 4, 5)),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="cov_ytyp, cov_ypyp, cov_ytyt are the implementation's c s - sum t p, s^2 - sum p^2, s^2 - sum t^2: M8's "
    "numerator and radicands",
)
SUMS = IdentityAllN(
    "SKL-MI1.sums",
    "t_sum = C.sum(axis=1), the row sums, are the true counts, and p_sum = C.sum(axis=0), the column sums, "
    "the predicted counts (rows true, every K)",
    skl("docstring matthews_corrcoef, L288 (suite check)"),
    equations=[(row(C, k), truly_k), (col(C, k), predicted_k)],
    arrays=[C, delta],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("SKL-CM2",),
)

LAYOUT_READING = (
    "C is scikit-learn's confusion_matrix (the text says so), whose rows are the true classes (SKL-CM1, "
    "SKL-CM2): C_ik counts samples of true class i predicted as k; samples grouped by cell"
)


# N10, N11: the printed definition of the symbol (an index sum with a description in words) for every K, its
# correction (the sum that fits the words) and its value on the guide's example against the counts it describes;
# fields: id, symbol, printed sum, words, meaning, line, (plain text, LaTeX) of the printed sum,
# (text, sum) of the correction, (name, value, printed value) at the example, fact, counts
DESCRIBED = (
    (
        "SKL-N10",
        "t_k",
        t_printed,
        "the number of times class k truly occurred",
        truly_k,
        "L188",
        ("sum_i^K C_ik", r"t_k=\sum_{i}^{K} C_{ik}"),
        ("sum_i C_ki, the sum along row k", p_printed),
        ("t_0 = sum_i C_i0", sum(READ_BACK[i][0] for i in range(3)), 3),
        "class 0 truly occurs 2 times (and is predicted 3 times)",
        [eq(Y_TRUE.count(0), 2), eq(Y_PRED.count(0), 3)],
    ),
    (
        "SKL-N11",
        "p_k",
        p_printed,
        "the number of times class k was predicted",
        predicted_k,
        "L189",
        ("sum_i^K C_ki", r"p_k=\sum_{i}^{K} C_{ki}"),
        ("sum_i C_ik, the sum down column k", t_printed),
        ("p_0 = sum_i C_0i", sum(READ_BACK[0][i] for i in range(3)), 2),
        "class 0 is predicted 3 times (and truly occurs 2 times)",
        [eq(Y_PRED.count(0), 3), eq(Y_TRUE.count(0), 2)],
    ),
)
DESCRIBED_SUMS = [
    claim
    for (
        id_,
        symbol,
        printed_sum,
        words,
        meaning,
        line,
        (plain, latex),
        (corrected_text, corrected_sum),
        (name, value, printed_value),
        fact,
        counts,
    ) in DESCRIBED
    for correction in (
        IdentityAllN(
            f"{id_}.corrected",
            f"{words} is {symbol} = {corrected_text} (rows true, every K)",
            skl(f"§Matthews correlation coefficient, {line} (corrected)"),
            equations=[(corrected_sum, meaning)],
            arrays=[C, delta],
            expected=Status.PROVED,
            origin=Origin.SUITE,
        ),
    )
    for claim in (
        IdentityAllN(
            id_,
            f"{symbol} = {plain} is {words} (every K)",
            skl(f"§Matthews correlation coefficient, {line}", latex),
            equations=[(printed_sum, meaning)],
            arrays=[C, delta],
            expected=Status.CORRECTED,
            correction=correction,
            reading=LAYOUT_READING,
            uses=("SKL-CM2",),
            erratum=Erratum.typo(
                f"the two indices of C are exchanged: with rows true (SKL-CM2) {words} is "
                f"{corrected_text}, as the words say; the MCC formula is symmetric in t and p (SKL-M8.swap), "
                "so its value is unaffected"
            ),
        ),
        correction,
        Relation(
            f"{id_}.example",
            f"on the guide's example (y_true = [2, 0, 2, 2, 0, 1], y_pred = [0, 0, 2, 2, 0, 2]), {name} = "
            f"{printed_value} as printed, but {fact}",
            skl(f"§Matthews correlation coefficient, {line}; §Confusion matrix, L144-150 (suite check)"),
            relation=[eq(value, printed_value)] + counts,
            expected=Status.PROVED,
            origin=Origin.SUITE,
            uses=(id_, "SKL-CMX1"),
        ),
    )
]


CLAIMS = [
    *DESCRIBED_SUMS,
    IdentityAllN(
        "SKL-N12",
        "c = sum_k^K C_kk is the total number of samples correctly predicted (every K)",
        skl("§Matthews correlation coefficient, L190", r"c=\sum_{k}^{K} C_{kk}"),
        equations=[(c_printed, correctly_predicted)],
        arrays=[C, delta],
        expected=Status.PROVED,
        reading=LAYOUT_READING,
    ),
    IdentityAllN(
        "SKL-N13",
        "s = sum_i^K sum_j^K C_ij is the total number of samples (every K)",
        skl("§Matthews correlation coefficient, L191", r"s=\sum_{i}^{K} \sum_{j}^{K} C_{ij}"),
        equations=[(s_printed, Sum(C[_a4, _b4], _a4, _b4))],  # every sample, grouped by cell
        arrays=[C],
        expected=Status.PROVED,
        reading=LAYOUT_READING,
    ),
    Relation(
        "SKL-M6",
        "binary: MCC = (tp tn - fp fn)/sqrt((tp + fp)(tp + fn)(tn + fp)(tn + fn)) is the general MCC of "
        "scikit-learn's matrix [[tn, fp], [fn, tp]] (rows true, positive label last)",
        skl(
            "§Matthews correlation coefficient, L175-181",
            r"MCC = \frac{tp \times tn - fp \times fn}{\sqrt{(tp + fp)(tp + fn)(tn + fp)(tn + fn)}}",
        ),
        relation=eq(m6, MCC_BINARY.mcc),
        domain=MCC_BINARY.domain,
        expected=Status.PROVED,
        reading="compared with the general MCC (Matthews 1975; kappamcc.metrics.mcc, the marginal form) of the "
        "binary confusion matrix in scikit-learn's layout",
        families=(MCC_BINARY,),
    ),
    Relation(
        "SKL-M6.layouts",
        "the binary formula prints no layout: it is also the general MCC of the transpose "
        "[[tn, fn], [fp, tp]] and of the positive-first layout [[tp, fn], [fp, tn]]",
        skl("§Matthews correlation coefficient, L175-181 (suite check: layout independence)"),
        relation=[
            eq(m6, Family("transpose", TRANSPOSED, MCC_BINARY.domain).mcc),
            eq(m6, Family("positive first", POSITIVE_FIRST, MCC_BINARY.domain).mcc),
        ],
        domain=MCC_BINARY.domain,
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("SKL-M6",),
        families=(MCC_BINARY,),
    ),
    Relation(
        "SKL-M7",
        "the multiclass definition extends the binary one: for two classes, the multiclass formula (M8 with t_k, p_k, "
        "c, s as printed) on [[tn, fp], [fn, tp]] is the binary formula M6: both are the MCC derived from that matrix",
        skl("§Matthews correlation coefficient, L183-191"),
        relation=[eq(m8_binary, MCC_BINARY.mcc), eq(MCC_BINARY.mcc, m6)],
        domain=MCC_BINARY.domain,
        expected=Status.PROVED,
        uses=("SKL-M6", "SKL-M8"),
        reading="'can be defined in terms of a confusion_matrix C for K classes': a definition for every K that is "
        "the binary MCC at K = 2; M8 itself is compared with the definitions for every K in SKL-M8",
        families=(MCC_BINARY,),
    ),
    M8,
    IdentityAllN(
        "SKL-M8.swap",
        "the multiclass formula is symmetric in t and p: exchanging them leaves the numerator "
        "unchanged and exchanges the two radicands (their product is unchanged), so the swapped descriptions of "
        "N10 and N11 do not change the MCC",
        skl("§Matthews correlation coefficient, L188-201 (suite check)"),
        equations=[(m8_num, c_printed * s_printed - Sum(t_printed * p_printed, k))],
        arrays=[C],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("SKL-M8", "SKL-N10", "SKL-N11"),
    ),
    SUMS,
    ONE_ROW,
    ONE_COLUMN,
    DEGENERATE_BINARY,
    DEGENERATE,
    AllOf(
        "SKL-MI1",
        "[extractor note] implementation: t_sum = C.sum(axis=1) (true counts), p_sum = C.sum(axis=0) (predicted "
        "counts); returns 0.0 when cov_ypyp * cov_ytyt == 0, where the MCC is 0/0",
        skl("docstring matthews_corrcoef, L288-289 (extractor's note)"),
        parts=[SUMS, DEGENERATE_BINARY, DEGENERATE],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading="the note is the extractor's summary of the function body, not scikit-learn's documentation: it is "
        "checked as a statement about the implementation (its sums are the true and predicted counts; where "
        "it returns 0.0 the MCC is 0/0, so 0.0 is a convention); that it returns 0.0 there is asserted by "
        "running scikit-learn in tests/test_sklearn_docs.py",
    ),
]
