"""The documentation page's definitions, binary formula, range and interpretation (KDOC-D1..D3,
E1, R1, R2, M1, and the example's X1.1 and X1.6).

"Cohen's Kappa" documentation page (``shared/papers/kappa_doc_page.txt``):

    kappa = (P_o - P_e)/(1 - P_e)                                                  (D1, L13-15)
    P_o: "the number of instances where the predicted labels match the true labels,
          divided by the total number of instances (i.e. accuracy of the model)"   (D2, L26)
    P_e: "(1) ... the proportion of instances predicted as class c by the model,
          denoted as p_{c,pred}.  Do the same for instances among ground truths,
          denoted as p_{c,true}.  (2) chance_c = p_{c,pred} x p_{c,true}
          (3) P_e = sum_c chance_c"                                                (D3, L28-37)
    "an alternative method using TP, FP, FN, and TN when only two classes are involved:
     kappa = 2(TP TN - FP FN)/((TP + FP)(FP + TN) + (TP + FN)(FN + TN))"           (E1, L39-41)
    "Like statistical correlation coefficients, Cohen's Kappa ranges from -1 to +1, but
     typically ranges from 0 to 1.  A value of 0 means that a model agrees with a
     completely random model, with the same level of performance."                 (R1, L7)
    "Cohen's Kappa ranges from -1 to 1.  A value of 1 indicates perfect agreement ...,
     while a value of 0 indicates no agreement better than random chance.  Negative
     values indicate a model that is less performant than a random guesser."        (R2, L45)
    agreement table: <= 0 Poor, > 0 Slight, > 0.2 Fair, > 0.4 Moderate, > 0.6
     Substantial, > 0.8 Almost perfect, = 1.0 Perfect                              (T1, L47-54)
    "Kappa can be computed per class ... using the one-vs-rest (OvR) strategy ... by
     treating each as a single-class problem"                                      (M1, L56-62)
    "Doctor A claims 30 of 100 patients are sick, but Doctor B claims 42 patients are
     sick.  However, they agree that 20 of the 100 were certainly sick."  [[20, 22], [10, 48]]
                                                                                   (X1.1-X1.2, L66-68)
    "So, Doctor A and Doctor B are in Fair Agreement."                             (X1.6, L78)

How they are decided.  D1-D3 are identities of index sums for every number of classes N
(relabelling theorem): the page's verbal recipe is written over the cases (a case in cell
(a, b) is a match iff a = b, Kronecker delta) and compared with the general definitions
kappa = (S tr - sum r_k c_k)/(S^2 - sum r_k c_k), Acc = tr/S, P_e = sum r_k c_k/S^2 that
:mod:`kappamcc.metrics` implements.  Two more claims compare the recipe, written out on
symbolic matrices, with the functions of :mod:`kappamcc.metrics` themselves: P_o and P_e
on a 3 x 3 matrix (D3.n3), and P_o, P_e and kappa on a 2 x 2 matrix (D1.n2; on a 3 x 3
matrix the definedness of 1/(1 - P_e) in nine variables is beyond Z3's time limit).
E1 is compared with the general kappa of [[TP, FN], [FP, TN]] (rows actual, positive
first); the page gives no layout (KDOC-N6), so the two other layouts that keep TP and TN
on the diagonal (the transpose, and negative first) are checked too.  The range and the
meaning of 0, 1 and negative values are stated in the page's general sections (the intro
speaks of "binary and multiclass classification problems", the interpretation of kappa as
defined for any number of classes), so they are decided for every N: the range is DT2019's
suite theorem DT2019-S2.kappa-range (R1); R1.zero, R2.one and R2.negative are checked
derivations on the index sums as real atoms (S, tr, sum_k r_k c_k, the off-diagonal sum),
with S >= 0, sum_k r_k c_k >= 0 and S^2 - sum_k r_k c_k >= 0 from positivity, closed by Z3.
Their binary versions on TP, FP, FN, TN (R1.binary, R1.zero.binary, R2.one.binary,
R2.negative.binary) are kept as suite claims.

Readings.  "A value of 0 means that a model agrees with a completely random model" is
read two ways, both checked: kappa = 0 iff P_o = P_e (R1.zero, every N), and a model whose
predictions are independent of the truth (C = u v^T, a rank-one matrix, any N) has
kappa = 0 (R1.random).  "less performant than a random guesser" is read as P_o < P_e.
"Perfect agreement" (R2.one) is every case on the diagonal: the off-diagonal sum
sum_{i != j} C_ij is 0, which for entries >= 0 is every off-diagonal entry 0 (FP = FN = 0
for two classes).

Not encoded, and why:
* "but typically ranges from 0 to 1" (R1): a statement about practice, not mathematics.
* T1 as a whole is a convention (agreement levels); its bands (contiguous, covering
  [-1, 1]; overlapping when read literally) are checked in ``kdoc_table_and_questions.py``,
  its use in the example here (X1.6: 0.2 < kappa <= 0.4 gives "Fair").
* M1's aggregation ("macro, micro, and weighted", L60-62): the page defers to another
  guide; no formula is printed.  The OvR step is checked for every N (M1): class k's TP, FP,
  FN are C_kk and the rest of its column and of its row, TN the rest of the matrix, all sums
  of entries with total S, and E1 on them is the kappa of that binary table; with two
  classes it is the matrix's own kappa, either class positive (M1.binary).
* Q1 (L5, L80-86): its checkable parts ("magnifies", marginals, threshold dependence) are in
  ``kdoc_table_and_questions.py``; "robust metric" is a judgement.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Origin, Domain, Status
from kappamcc.model.derivations import Close, Identity, Nonneg, matrices
from kappamcc.model.kinds import AllOf, Derived, IdentityAllN, Relation, chain, eq
from kappamcc.model.family import Family
from kappamcc.model.index_forms import col, fresh, kappa_marginal, row, sum_rc, total, trace
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, Sum, delta, fraction, ne
from kappamcc.proofs.delgado_tibau_2019.s2_range import K_ALL, K_DEFINED, KAPPA_RANGE
from kappamcc.proofs.web import kdoc

# ---------------------------------------------------------------------------
# D1-D3 for every N: the page's recipe over the cases, against the general definitions

C = Array("C")
S = total(C)
c_ = fresh("c")
# the page's recipe as sums over the cases (true label a, predicted b), grouped by cell: sum_ab C_ab [condition]
a1, b1, a2, b2, a3, b3 = fresh("a"), fresh("b"), fresh("a"), fresh("b"), fresh("a"), fresh("b")
matches = Sum(C[a1, b1] * delta[a1, b1], a1, b1)  # cases whose predicted label matches the true one
P_o = fraction(matches, S)
PREDICTED_AS_C = Sum(C[a2, b2] * delta[b2, c_], a2, b2)  # cases predicted as class c
TRULY_C = Sum(C[a3, b3] * delta[a3, c_], a3, b3)  # cases truly in class c
p_pred, p_true = fraction(PREDICTED_AS_C, S), fraction(TRULY_C, S)  # their shares
P_e = fraction(Sum(PREDICTED_AS_C * TRULY_C, c_), (S, S))
kappa_page = (P_o - P_e) / (1 - P_e)

# the same recipe on a symbolic 3 x 3 matrix, against kappamcc.metrics itself
cells = sp.symbols("n11 n12 n13 n21 n22 n23 n31 n32 n33", real=True)
M3 = sp.Matrix(3, 3, cells)
S3 = sum(cells)
po3 = sum(M3[k, k] for k in range(3)) / S3
pe3 = sum((sum(M3[l, k] for l in range(3)) / S3) * (sum(M3[k, l] for l in range(3)) / S3) for k in range(3))
N3 = Domain(symbols=cells, constraints=tuple(x >= 0 for x in cells) + (S3 > 0,), text="3 x 3 counts >= 0, total S > 0")

# R1.zero, R2.one, R2.negative for every N: the page's P_o and P_e and the general kappa as atoms
PO_ALL, PE_ALL = atomize(P_o, [C, delta]), atomize(P_e, [C, delta])  # tr/S and sum_k r_k c_k / S^2
oi, oj = fresh("i"), fresh("j")
OFF_DIAGONAL = Sum(C[oi, oj], oi, oj, where=[ne(oi, oj)])  # the cases off the diagonal
OFF_ALL = atomize(OFF_DIAGONAL, [C, delta])
NONNEG_C = frozenset({"C"})
# S >= 0, sum r c >= 0 and S^2 - sum r c >= 0: with kappa defined, S > 0 and S^2 - sum r c > 0
POSITIVITY = [Nonneg(S, (C,), NONNEG_C), Nonneg(sum_rc(C), (C,), NONNEG_C), Nonneg(S * S - sum_rc(C), (C,), NONNEG_C)]
ZERO_GOAL = sp.And(
    sp.Implies(sp.Eq(K_ALL, 0), sp.Eq(PO_ALL, PE_ALL)), sp.Implies(sp.Eq(PO_ALL, PE_ALL), sp.Eq(K_ALL, 0))
)
ONE_GOAL = sp.And(sp.Implies(sp.Eq(K_ALL, 1), sp.Eq(OFF_ALL, 0)), sp.Implies(sp.Eq(OFF_ALL, 0), sp.Eq(K_ALL, 1)))
NEGATIVE_GOAL = sp.And(sp.Implies(K_ALL < 0, PO_ALL < PE_ALL), sp.Implies(PO_ALL < PE_ALL, K_ALL < 0))

# ---------------------------------------------------------------------------
# E1, binary: TP, FP, FN, TN >= 0, kappa defined

TP, FP, FN, TN = sp.symbols("TP FP FN TN", real=True)
counts = (TP, FP, FN, TN)
S2 = TP + FP + FN + TN
e1_printed = 2 * (TP * TN - FP * FN) / ((TP + FP) * (FP + TN) + (TP + FN) * (FN + TN))
OURS = Family(
    "[[TP, FN], [FP, TN]]",
    sp.Matrix([[TP, FN], [FP, TN]]),
    Domain(symbols=counts, constraints=tuple(x >= 0 for x in counts), text="TP, FP, FN, TN >= 0"),
    "KDOC-N6 (suite layout)",
)
kappa_den = metrics.kappa_parts(OURS.matrix)[1]  # S^2 - sum_k r_k c_k
BINARY = Domain(
    symbols=counts,
    constraints=tuple(x >= 0 for x in counts) + (S2 > 0, kappa_den > 0),
    text="TP, FP, FN, TN >= 0 with kappa defined (S^2 - sum_k r_k c_k > 0: not every case in one diagonal cell)",
)
kappa2 = OURS.kappa
po2 = metrics.accuracy(OURS.matrix)
pe2 = metrics.chance_agreement(OURS.matrix)
po2_page = (TP + TN) / S2  # the page's recipe, written out on [[TP, FN], [FP, TN]]
pe2_page = ((TP + FP) / S2) * ((TP + FN) / S2) + ((FN + TN) / S2) * ((FP + TN) / S2)

# the doctor example (KDOC-X1.2): rows one doctor, columns the other
DOCTORS = [[20, 22], [10, 48]]

# a model whose predictions are independent of the truth: C_ij = u_i v_j (any N)
u, v = Array("u", "vector"), Array("v", "vector")
i, j, k = fresh("i"), fresh("j"), fresh("k")
S_uv = Sum(u[i] * v[j], i, j)
kappa_num_uv = S_uv * Sum(u[k] * v[k], k) - Sum((u[k] * Sum(v[j], j)) * (v[k] * Sum(u[i], i)), k)

# one-vs-rest for class m of an N x N matrix (free index m): the binary table [[TP, FN], [FP, TN]]
m_ = fresh("m")
tp_m, fn_m, fp_m = C[m_, m_], row(C, m_) - C[m_, m_], col(C, m_) - C[m_, m_]
tn_m = S - tp_m - fn_m - fp_m
ovr_chance = (tp_m + fn_m) * (tp_m + fp_m) + (fp_m + tn_m) * (fn_m + tn_m)  # sum_k r_k c_k of the binary table
e1_ovr = fraction(2 * (tp_m * tn_m - fp_m * fn_m), (tp_m + fp_m) * (fp_m + tn_m) + (tp_m + fn_m) * (fn_m + tn_m))
kappa_ovr = fraction(S * (tp_m + tn_m) - ovr_chance, S * S - ovr_chance)
ra, rb, la = fresh("i"), fresh("j"), fresh("l")
OVR = IdentityAllN(
    "KDOC-M1",
    "Kappa can be computed per class with the one-vs-rest strategy, treating each class as a single-class "
    "problem: for every N and class m, TP = C_mm, FN = r_m - C_mm, FP = c_m - C_mm and TN = S - TP - FN - FP are sums "
    "of entries (a binary table of counts with total S), and the E1 formula on them is the kappa of that table",
    kdoc("Multiple Classes, L56-58"),
    equations=[
        (tn_m, Sum(C[ra, rb], ra, rb, where=[ne(ra, m_), ne(rb, m_)])),
        (fn_m, Sum(C[m_, la], la, where=[ne(la, m_)])),
        (fp_m, Sum(C[la, m_], la, where=[ne(la, m_)])),
        (e1_ovr, kappa_ovr),
    ],
    arrays=[C],
    expected=Status.PROVED,
    uses=("KDOC-E1",),
    reading="'compute Cohen's Kappa for each class by treating each as a single-class problem': class m against the "
    "rest, TN from the total (the page names TP, FP, FN); kappa of the binary table (S tr - sum r c)/(S^2 - "
    "sum r c), wherever it is defined",
)

CLAIMS = [
    IdentityAllN(
        "KDOC-D2",
        "P_o, the number of instances whose predicted label matches the true label over the total, "
        "is the accuracy tr(C)/S (every N)",
        kdoc("Understanding P_o and P_e, L26", r"P_o=\frac{\#\{\text{predicted}=\text{true}\}}{\#\text{instances}}"),
        equations=[(P_o, fraction(trace(C), S))],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "KDOC-D3.1",
        "step (1): p_{c,pred} = c_c/S and p_{c,true} = r_c/S, the column and row shares (every N)",
        kdoc("Understanding P_o and P_e, L30", r"p_{c,\text{pred}},\ p_{c,\text{true}}"),
        equations=[(p_pred, fraction(col(C, c_), S)), (p_true, fraction(row(C, c_), S))],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "KDOC-D3",
        "steps (2)-(3): P_e = sum_c p_{c,pred} p_{c,true} equals the chance agreement sum_k r_k c_k / S^2 (every N)",
        kdoc(
            "Understanding P_o and P_e, L32-37",
            r"\text{chance}_c=p_{c,\text{pred}}\times p_{c,\text{true}},\ P_e=\sum_c\text{chance}_c",
        ),
        equations=[(P_e, fraction(sum_rc(C), (S, S)))],
        arrays=[C, delta],
        expected=Status.PROVED,
    ),
    IdentityAllN(
        "KDOC-D1",
        "kappa = (P_o - P_e)/(1 - P_e), with P_o and P_e as the page defines them, is the general "
        "kappa (S tr - sum r_k c_k)/(S^2 - sum r_k c_k) (every N, wherever kappa is defined)",
        kdoc("Implementation Details, L13-15", r"\kappa=\frac{P_o-P_e}{1-P_e}"),
        equations=[(kappa_page, kappa_marginal(C))],
        arrays=[C, delta],
        expected=Status.PROVED,
        uses=("KDOC-D2", "KDOC-D3"),
    ),
    Relation(
        "KDOC-D3.n3",
        "on a symbolic 3 x 3 matrix, the page's P_o (matches over the total) and P_e "
        "(sum_c p_{c,pred} p_{c,true}) equal kappamcc.metrics.accuracy and chance_agreement",
        kdoc("L26-37 (suite check against kappamcc.metrics)", r"P_e=\sum_c p_{c,\text{pred}}\,p_{c,\text{true}}"),
        relation=[eq(po3, metrics.accuracy(M3)), eq(pe3, metrics.chance_agreement(M3))],
        expected=Status.PROVED,
        domain=N3,
        uses=("KDOC-D2", "KDOC-D3"),
        origin=Origin.SUITE,
    ),
    Relation(
        "KDOC-D1.n2",
        "on a symbolic 2 x 2 matrix, the page's (P_o - P_e)/(1 - P_e) equals the kappa derived from the matrix "
        "(kappamcc.metrics.kappa)",
        kdoc("L13-37 (suite check against kappamcc.metrics)", r"\kappa=\frac{P_o-P_e}{1-P_e}"),
        relation=[
            eq(po2_page, metrics.accuracy(OURS.matrix)),
            eq(pe2_page, metrics.chance_agreement(OURS.matrix)),
            eq((po2_page - pe2_page) / (1 - pe2_page), kappa2),
        ],
        expected=Status.PROVED,
        domain=BINARY,
        uses=("KDOC-D1",),
        origin=Origin.SUITE,
        families=(OURS,),
    ),
    Relation(
        "KDOC-E1",
        "binary: kappa = 2(TP TN - FP FN)/((TP+FP)(FP+TN) + (TP+FN)(FN+TN)) equals the general kappa "
        "of [[TP, FN], [FP, TN]] (rows actual, positive first)",
        kdoc(
            "Understanding P_o and P_e, L39-41",
            r"\kappa=\frac{2(TP\cdot TN-FP\cdot FN)}{(TP+FP)(FP+TN)+(TP+FN)(FN+TN)}",
        ),
        relation=eq(e1_printed, kappa2),
        expected=Status.PROVED,
        domain=BINARY,
        reading="the page prints no layout (KDOC-N6); the suite's layout, rows actual and positive first",
        families=(OURS,),
    ),
    Relation(
        "KDOC-E1.layouts",
        "the page prints no layout: the formula also equals the general kappa of the transpose "
        "[[TP, FP], [FN, TN]] and of the negative-first layout [[TN, FP], [FN, TP]]",
        kdoc("L39-41 (suite check: layout independence)"),
        relation=[
            eq(e1_printed, Family("T", sp.Matrix([[TP, FP], [FN, TN]]), BINARY).kappa),
            eq(e1_printed, Family("NF", sp.Matrix([[TN, FP], [FN, TP]]), BINARY).kappa),
        ],
        expected=Status.PROVED,
        domain=BINARY,
        uses=("KDOC-E1",),
        origin=Origin.SUITE,
        families=(OURS,),
    ),
    Relation(
        "KDOC-R1.binary",
        "\"Cohen's Kappa ranges from -1 to +1\": -1 <= kappa <= 1 for every binary matrix on which kappa is defined",
        kdoc("intro, L7", r"-1\le\kappa\le 1"),
        relation=chain(-1, "<=", kappa2, "<=", 1),
        expected=Status.PROVED,
        domain=BINARY,
        families=(OURS,),
    ),
    AllOf(
        "KDOC-R1",
        "\"Cohen's Kappa ranges from -1 to +1\" (L7) and \"Cohen's Kappa ranges from -1 to 1\" (L45), "
        "for every number of classes",
        kdoc("intro, L7; Interpretation, L45", r"-1\le\kappa\le 1"),
        parts=[KAPPA_RANGE],
        reading="the page's kappa is the general kappa (KDOC-D1)",
        expected=Status.PROVED,
        uses=("KDOC-D1",),
    ),
    Derived(
        "KDOC-R1.zero",
        "\"A value of 0 means that a model agrees with a completely random model\": kappa = 0 iff "
        "P_o = P_e, every number of classes (wherever kappa is defined)",
        kdoc("intro, L7; Interpretation, L45"),
        formula=matrices([C], hyps=(K_DEFINED,), goal=ZERO_GOAL),
        lines=POSITIVITY + [Close(ZERO_GOAL, (K_DEFINED,), (1, 2, 3))],
        reading="kappa = 0 exactly when observed agreement equals chance agreement; P_o and P_e as the page defines "
        "them (tr/S and sum_c p_{c,pred} p_{c,true}), kappa the general kappa (KDOC-D1)",
        expected=Status.PROVED,
        uses=("KDOC-D1",),
    ),
    Relation(
        "KDOC-R1.zero.binary",
        "kappa = 0 iff P_o = P_e, on the binary counts TP, FP, FN, TN",
        kdoc("intro, L7; Interpretation, L45 (suite check, binary)"),
        relation=[sp.Implies(eq(kappa2, 0), eq(po2, pe2)), sp.Implies(eq(po2, pe2), eq(kappa2, 0))],
        expected=Status.PROVED,
        domain=BINARY,
        origin=Origin.SUITE,
        families=(OURS,),
    ),
    IdentityAllN(
        "KDOC-R1.random",
        "a completely random model (predictions independent of the truth, C_ij = u_i v_j) "
        "has kappa = 0: the numerator S tr - sum r_k c_k vanishes (every N)",
        kdoc("intro, L7 (reading)"),
        equations=[(kappa_num_uv, 0)],
        arrays=[u, v],
        expected=Status.PROVED,
        reading="'completely random model': a rank-one matrix C = u v^T, whose rows and columns are "
        "the marginals of the truth and of the predictions",
    ),
    Derived(
        "KDOC-R2.one",
        "\"A value of 1 indicates perfect agreement\": kappa = 1 iff no case is off the diagonal "
        "(sum_{i != j} C_ij = 0), every number of classes (wherever kappa is defined)",
        kdoc("Interpretation, L45"),
        formula=matrices([C], hyps=(K_DEFINED,), goal=ONE_GOAL),
        lines=POSITIVITY + [Identity(S - trace(C), OFF_DIAGONAL, (C,)), Close(ONE_GOAL, (K_DEFINED,), (1, 2, 3, 4))],
        reading="perfect agreement: every prediction equals the ground truth, i.e. the off-diagonal sum is 0 "
        "(entries >= 0: every off-diagonal entry is 0; FP = FN = 0 for two classes)",
        expected=Status.PROVED,
        uses=("KDOC-D1",),
    ),
    Relation(
        "KDOC-R2.one.binary",
        "kappa = 1 iff FP = FN = 0, on the binary counts",
        kdoc("Interpretation, L45 (suite check, binary)"),
        relation=[
            sp.Implies(eq(kappa2, 1), sp.And(eq(FP, 0), eq(FN, 0))),
            sp.Implies(sp.And(eq(FP, 0), eq(FN, 0)), eq(kappa2, 1)),
        ],
        expected=Status.PROVED,
        domain=BINARY,
        origin=Origin.SUITE,
        families=(OURS,),
    ),
    Derived(
        "KDOC-R2.negative",
        "\"Negative values indicate a model that is less performant than a random guesser\": "
        "kappa < 0 iff P_o < P_e, every number of classes (wherever kappa is defined)",
        kdoc("Interpretation, L45"),
        formula=matrices([C], hyps=(K_DEFINED,), goal=NEGATIVE_GOAL),
        lines=POSITIVITY + [Close(NEGATIVE_GOAL, (K_DEFINED,), (1, 2, 3))],
        reading="'less performant than a random guesser': observed agreement below chance agreement (P_o and P_e "
        "as the page defines them)",
        expected=Status.PROVED,
        uses=("KDOC-D1",),
    ),
    Relation(
        "KDOC-R2.negative.binary",
        "kappa < 0 iff P_o < P_e, on the binary counts",
        kdoc("Interpretation, L45 (suite check, binary)"),
        relation=[sp.Implies(kappa2 < 0, po2 < pe2), sp.Implies(po2 < pe2, kappa2 < 0)],
        expected=Status.PROVED,
        domain=BINARY,
        origin=Origin.SUITE,
        families=(OURS,),
    ),
    OVR,
    Relation(
        "KDOC-M1.binary",
        "one-vs-rest with two classes: treating either class as the positive one, the E1 formula "
        "on its TP, FP, FN, TN gives the kappa of the matrix",
        kdoc("Multiple Classes, L56-58 (suite check, two classes)"),
        origin=Origin.SUITE,
        relation=[eq(e1_printed, kappa2), eq(e1_printed.xreplace({TP: TN, TN: TP, FP: FN, FN: FP}), kappa2)],
        expected=Status.PROVED,
        domain=BINARY,
        uses=("KDOC-E1", "KDOC-M1"),
        families=(OURS,),
    ),
    Relation(
        "KDOC-X1.1",
        "the matrix [[20, 22], [10, 48]] matches the story: 100 patients, one doctor (columns) calls "
        "30 sick, the other (rows) 42, both 20",
        kdoc("Example, L66-68", r"\begin{pmatrix}20&22\\10&48\end{pmatrix}"),
        relation=[
            eq(metrics.total(DOCTORS), 100),
            eq(metrics.col_sums(DOCTORS)[0], 30),
            eq(metrics.row_sums(DOCTORS)[0], 42),
            eq(DOCTORS[0][0], 20),
        ],
        expected=Status.PROVED,
        reading="Doctor A on the columns, Doctor B on the rows (the page does not say; KDOC-X1.2)",
    ),
    Relation(
        "KDOC-X1.6",
        "\"Doctor A and Doctor B are in Fair Agreement\": 0.2 < kappa <= 0.4 (table T1) for the "
        "example's exact kappa and for the printed 0.316",
        kdoc("Example, L78; Interpretation table, L47-54", r"0.2<\kappa\le0.4"),
        relation=chain(sp.Rational(1, 5), "<", metrics.kappa(DOCTORS), "<=", sp.Rational(2, 5))
        + chain(sp.Rational(1, 5), "<", sp.Rational("0.316"), "<=", sp.Rational(2, 5)),
        expected=Status.PROVED,
        uses=("KDOC-X1.5",),
        reading="T1 read as bands: 'Fair' is > 0.2 and not > 0.4",
    ),
]
