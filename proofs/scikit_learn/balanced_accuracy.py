"""Balanced accuracy in scikit-learn's user guide (SKL-N2, SKL-BA1 to SKL-BA16).

scikit-learn documentation, user guide §Balanced accuracy score (``shared/papers/scikit_learn_docs.txt``):

    "The balanced_accuracy_score function computes the balanced accuracy, which avoids inflated
     performance estimates on imbalanced datasets.                                   (BA1, L37-39)
     It is the macro-average of recall scores per class or, equivalently, raw accuracy where each
     sample is weighted according to the inverse prevalence of its true class.        (BA2, L39-41)
     Thus for balanced datasets, the score is equal to accuracy."                     (BA3, L42)
    "In the binary case, balanced accuracy is equal to the arithmetic mean of sensitivity (true
     positive rate) and specificity (true negative rate), or the area under the ROC curve with
     binary predictions rather than scores:                                          (BA4, L44-49)
     balanced-accuracy = 1/2 (TP/(TP + FN) + TN/(TN + FP))"                          (BA5, L51-53)
    "If the classifier performs equally well on either class, this term reduces to the
     conventional accuracy"                                                           (BA6, L55-57)
    "if the conventional accuracy is above chance only because the classifier takes advantage of
     an imbalanced test set, then the balanced accuracy, as appropriate, will drop to
     1/n_classes."                                                                    (BA7, L59-61)
    "The score ranges from 0 to 1, or when adjusted=True is used, it rescaled to the range
     1/(1 - n_classes) to 1, inclusive, with performance at random scoring 0."        (BA8, L63-65)
    "we adjust the sample weight to: w^_i = w_i / sum_j 1(y_j = y_i) w_j"             (BA9, L67-72)
    "balanced-accuracy(y, y^, w) = 1/(sum w^_i) sum_i 1(y^_i = y_i) w^_i"             (BA10, L75-80)
    "With adjusted=True, balanced accuracy reports the relative increase from
     balanced-accuracy(y, 0, w) = 1/n_classes.                                        (BA11, L82-84)
     In the binary case, this is also known as Youden's J statistic, or informedness." (BA12, L84-86)
    The note: "The multiclass definition here seems the most reasonable extension of the metric
    used in binary classification, though there is no certain consensus in the literature" (BA13);
    "Our definition: [Mosley2013], [Kelleher2015] and [Guyon2015], where [Guyon2015] adopt the
    adjusted version to ensure that random predictions have a score of 0 and perfect predictions
    have a score of 1" (BA14); Mosley's class balanced accuracy, "the minimum between the precision
    and the recall for each class ... averaged over the total number of classes" (BA15);
    Urbanowicz's, "the average of sensitivity and specificity ... for each class and then
    averaged over total number of classes" (BA16).                                   (L88-101)

Definitions compared with.  Balanced accuracy is the mean over the classes of their recall,
(1/N) sum_k C_kk / r_k (Brodersen et al. 2010; :func:`kappamcc.metrics.balanced_accuracy`,
rows true); adjusted=True is (BA - 1/N)/(1 - 1/N) (Guyon et al. 2015); Youden's J is
TPR + TNR - 1 (Youden 1950); the AUC of a scoring rule is the probability that a random positive
scores above a random negative, ties counting one half (Hanley & McNeil 1982).  Binary claims
use scikit-learn's matrix [[TN, FP], [FN, TP]] (rows true, positive label last); balanced
accuracy needs every class present in y_true (each recall defined).

Sizes.  Every statement about N classes is decided for every N by a checked derivation
(``Derived``) over the index sums of an N x N matrix C >= 0.  Balanced accuracy is a sum of
per-class quotients, (1/N) sum_k C_kk / r_k, which no closed index sum writes; so the
reciprocals of the row sums are a vector q of their own, tied to C by the hypothesis
sum_k (q_k r_k - 1)^2 = 0, i.e. q_k r_k = 1 for every class k (the encoding of
DT2019-Q3.corrected's "r_k = c_k for every k").  That hypothesis says exactly that every class
is present in y_true and q_k = 1/r_k (so q >= 0, which the formulas also state); recall_k is
C_kk q_k, balanced accuracy T/N with T = sum_k C_kk q_k and N = sum_k 1.  Its consequences
are drawn by Cauchy-Schwarz (the kernel's rule, from the weighted Lagrange identity): e.g.
(sum_k (q_k r_k - 1))^2 <= N sum_k (q_k r_k - 1)^2 = 0 gives sum_k q_k r_k = N, the total of
BA9's adjusted weights.  "Balanced data" (every r_k the same) is sum_{k,l} (r_k - r_l)^2 = 0;
a prediction independent of the truth is C_ab = u_a v_b (a constant prediction is v = e_m).
The binary claims are on scikit-learn's 2 x 2 matrix, as printed; the comparisons with the
functions of :mod:`kappamcc.metrics` (SKL-BA2.sizes, BA10.sizes, BA10.absent, BA8.adjusted-formula)
are suite checks on symbolic 2 x 2 and 3 x 3 matrices, and the ends of the range are
exhibited for N = 2..6 (SKL-BA8.inclusive).

Sample weights (BA9, BA10).  The printed sums run over samples; samples with the same true
and predicted labels enter only through their total weight (w^_i is w_i over its true class's
total), so one sample per cell (a, b) with weight C_ab covers every weighted sample set: C is
the weighted confusion matrix.

Readings (each claim states its own): "inflated performance estimates" and "above chance only
because the classifier takes advantage of an imbalanced test set" as a classifier whose
predictions carry no information about the true class (independent of it, a constant
prediction included); the symbol 0 in "balanced-accuracy(y, 0, w)" as the constant prediction
(every sample predicted as one class that occurs in y); "relative increase from 1/n_classes"
as the increase over 1/n_classes relative to its largest possible value 1 - 1/n_classes, the
only reading consistent with BA8's range; "no certain consensus" as "the three definitions are
different functions".  "most reasonable" and the literature attributions are not checkable.
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import CauchySchwarz, Classes, Close, Identity, Nonneg, matrices
from kappamcc.model.index_forms import fresh, row, total, trace
from kappamcc.model.kinds import AllOf, Derived, ForEachSize, Relation, chain, eq
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, delta, ne
from kappamcc.proofs.delgado_tibau_2019.s2_range import LAGRANGE_WEIGHTED
from kappamcc.proofs.scikit_learn import SKLEARN
from kappamcc.families.one_vs_rest import one_vs_rest
from kappamcc.proofs.scikit_learn._layout import BA_BINARY, BA_DOMAIN, FN, FP, TN, TP

src = SKLEARN.within("§Balanced accuracy score").at


# ---------------------------------------------------------------------------
# binary: the printed formula, TPR, TNR, the AUC of binary predictions, Youden's J

B = BA_BINARY  # [[TN, FP], [FN, TP]]
TPR, TNR = TP / (TP + FN), TN / (TN + FP)
BA5 = sp.Rational(1, 2) * (TP / (TP + FN) + TN / (TN + FP))  # as printed
BA_B = metrics.balanced_accuracy(B)
P, N_ = TP + FN, TN + FP  # positives and negatives in y_true
# a binary prediction as a score: a positive sample scores 1 with probability TPR, a negative 0 with TNR
AUC_MANN_WHITNEY = (TP * TN + sp.Rational(1, 2) * (TP * FP + FN * TN)) / (P * N_)
FPR = FP / (TN + FP)
AUC_TRAPEZOIDS = sp.Rational(1, 2) * FPR * TPR + (1 - FPR) * (TPR + 1) / 2  # ROC (0,0) -> (FPR,TPR) -> (1,1)
POSITIVE_FIRST = sp.Matrix([[TP, FN], [FP, TN]])

# ---------------------------------------------------------------------------
# N = 2, 3: symbolic matrices with every class present in y_true
# n x n matrices of real symbols C_i_j (1-based, as the engine's counterexamples name entries)
M2, M3 = sp.Matrix(2, 2, sp.symbols("C_1:3_1:3", real=True)), sp.Matrix(3, 3, sp.symbols("C_1:4_1:4", real=True))
NO_THIRD_CLASS = M3.xreplace({x: 0 for x in M3.row(2)})  # the third class is predicted, never true
SIZES = (M2, M3)
BOTH = Domain(
    symbols=tuple(M2) + tuple(M3),
    constraints=tuple(
        c for M in SIZES for c in tuple(x >= 0 for x in M) + tuple(sum(M.row(a)) > 0 for a in range(M.rows))
    ),
    text="2 x 2 and 3 x 3 weighted counts >= 0, every class present in y_true",
)


# the guide's formulas on the symbolic matrices: the mean of the recalls, raw accuracy with sample weights
# S / r_{y_i} (inverse prevalence of the true class, cases grouped by cell)
MACRO_RECALL = [sum(metrics.recall(M, positive=k) for k in range(M.rows)) / M.rows for M in SIZES]
INVERSE_PREVALENCE_ON_SIZES = [
    sum(M[a, a] * (sum(M) / sum(M.row(a))) for a in range(M.rows))
    / sum(M[a, b] * (sum(M) / sum(M.row(a))) for a in range(M.rows) for b in range(M.rows))
    for M in SIZES
]
# BA9-BA10 as printed, one sample per cell (true a, predicted b) with weight C_ab (a cell that is 0 as written
# holds no sample): w^_i = w_i / sum_j 1(y_j = y_i) w_j (BA9), then (1 / sum w^_i) sum_i 1(y^_i = y_i) w^_i (BA10)
ADJUSTED_SAMPLES = {
    name: [
        (a, b, M[a, b] / sum(M[a, b2] for b2 in range(M.cols) if M[a, b2] != 0))
        for a in range(M.rows)
        for b in range(M.cols)
        if M[a, b] != 0
    ]
    for name, M in (("2 x 2", M2), ("3 x 3", M3), ("no third class", NO_THIRD_CLASS))
}
PRINTED_BA10 = {
    name: sum(w for a, b, w in adjusted if a == b) / sum(w for _, _, w in adjusted)
    for name, adjusted in ADJUSTED_SAMPLES.items()
}


# ---------------------------------------------------------------------------
# every N: an N x N matrix C >= 0 and the reciprocals q_k = 1/r_k of its row sums

C = Array("C")
Q = Array("q", "vector")  # q_k = 1/r_k: the inverse prevalence of class k, up to the factor S
MATRIX = (C, Q)
NONNEG = frozenset({"C", "q"})
ONE = IndexPoly.const(1)


k = fresh("k")
# q_k r_k = 1 for every class k: every class present in y_true, q_k its reciprocal row sum
QR_1 = Q[k] * row(C, k) - 1
RECIPROCALS = sp.Eq(atomize(Sum(QR_1 * QR_1, k), [C, Q]), 0)
N_CLASSES = atomize(Sum(ONE, fresh("k")), [])  # N = sum_k 1, the number of classes
TWO_CLASSES = sp.Ge(N_CLASSES, 2)
_kr = fresh("k")
MEAN_RECALL = atomize(Sum(C[_kr, _kr] * Q[_kr], _kr), [C, Q]) / N_CLASSES  # (1/N) sum_k C_kk / r_k


# sum_k (q_k r_k - 1) = 0, i.e. sum_k q_k r_k = N: (sum_k (q_k r_k - 1))^2 <= N sum_k (q_k r_k - 1)^2 = 0
COUNT_CLASSES = CauchySchwarz(LAGRANGE_WEIGHTED, ONE, Q[k] * row(C, k) - 1, ONE, (k,), MATRIX, NONNEG)
# BA9's adjusted weights, summed by cell: a sample in cell (a, b) of weight w gets w / r_a
# (sums over the cases, true a and predicted b, grouped by cell: sum_ab C_ab f(a, b))
_a1, _b1, _a2, _b2, _a3, _b3, _a4, _b4 = (fresh(stem) for stem in "abababab")
ADJUSTED_WEIGHT_TOTAL = atomize(Sum(C[_a1, _b1] * Q[_a1], _a1, _b1), [C, Q])
ADJUSTED_WEIGHT_CORRECT = atomize(Sum(C[_a2, _b2] * (Q[_a2] * delta[_a2, _b2]), _a2, _b2), [C, Q])
# raw accuracy with each sample weighted by the inverse prevalence S / r_a of its true class (BA2)
S = total(C)
INVERSE_PREVALENCE_ACCURACY = atomize(Sum(C[_a3, _b3] * (S * Q[_a3] * delta[_a3, _b3]), _a3, _b3), [C, Q]) / atomize(
    Sum(C[_a4, _b4] * (S * Q[_a4]), _a4, _b4), [C, Q]
)
BA2_GOAL = sp.Eq(INVERSE_PREVALENCE_ACCURACY, MEAN_RECALL)
BA9_GOAL = sp.And(RECIPROCALS, sp.Eq(ADJUSTED_WEIGHT_TOTAL, N_CLASSES))
BA10_GOAL = sp.Eq(ADJUSTED_WEIGHT_CORRECT / ADJUSTED_WEIGHT_TOTAL, MEAN_RECALL)
RECIPROCALS_READING = (
    "every N: an N x N matrix C >= 0 of (weighted) counts, rows true; 'every class present in y_true' "
    "with q_k = 1/r_k is written sum_k (q_k r_k - 1)^2 = 0 (then q >= 0); recall_k = C_kk q_k and "
    "balanced accuracy (1/N) sum_k C_kk q_k (Brodersen et al. 2010)"
)

# balanced data: every class occurs equally often, r_k = r_l for all k, l
_kb, _lb = fresh("k"), fresh("l")
ROWS_APART = row(C, _kb) - row(C, _lb)
BALANCED_ROWS = sp.Eq(atomize(Sum(ROWS_APART * ROWS_APART, _kb, _lb), [C, Q]), 0)
ACCURACY = atomize(trace(C), [C, Q]) / atomize(S, [C, Q])
BA3_GOAL = sp.Eq(MEAN_RECALL, ACCURACY)
BALANCED_LINES = [
    COUNT_CLASSES,
    Classes(),
    # (sum_{k,l} C_kk q_k (r_l - r_k))^2 <= (...) sum_{k,l} (r_l - r_k)^2 = 0: T S = N sum_k C_kk q_k r_k
    CauchySchwarz(LAGRANGE_WEIGHTED, ONE, C[_kb, _kb] * Q[_kb], row(C, _lb) - row(C, _kb), (_kb, _lb), MATRIX, NONNEG),
    # sum_k C_kk (q_k r_k - 1) = 0: sum_k C_kk q_k r_k = tr
    CauchySchwarz(LAGRANGE_WEIGHTED, ONE, C[_kb, _kb], Q[_kb] * row(C, _kb) - 1, (_kb,), MATRIX, NONNEG),
    # S > 0: (sum_k q_k r_k)^2 <= (sum_k q_k^2)(sum_k r_k^2) and sum_k r_k^2 <= S^2, with sum_k q_k r_k = N >= 1
    CauchySchwarz(LAGRANGE_WEIGHTED, ONE, Q[_kb], row(C, _kb), (_kb,), MATRIX, NONNEG),
    Nonneg(S * S - Sum(row(C, _kb) * row(C, _kb), _kb), MATRIX, NONNEG),
    Nonneg(Sum(row(C, _kb) * row(C, _kb), _kb), MATRIX, NONNEG),
    Nonneg(Sum(C[_kb, _kb] * C[_kb, _kb] * Q[_kb] * Q[_kb], _kb), MATRIX, NONNEG),
    Nonneg(Sum(C[_kb, _kb] * C[_kb, _kb], _kb), MATRIX, NONNEG),
    Close(BA3_GOAL, (RECIPROCALS, BALANCED_ROWS), (1, 2, 3, 4, 5, 6, 7, 8, 9)),
]

# the range: 0 <= T <= sum_k r_k q_k = N
_kg = fresh("k")
IN_UNIT = sp.And(sp.Le(0, MEAN_RECALL), sp.Le(MEAN_RECALL, 1))
RANGE_ALL_N = Derived(
    "SKL-BA8.range-every-n",
    "0 <= balanced accuracy <= 1 for every N (every class present in y_true)",
    src("L63-64"),
    formula=matrices(list(MATRIX), nonneg=NONNEG, hyps=(RECIPROCALS,), goal=IN_UNIT),
    # recall_k = C_kk q_k lies in [0, r_k q_k] = [0, 1]: the sum of the recalls lies in [0, sum_k r_k q_k] = [0, N]
    lines=[
        COUNT_CLASSES,
        Classes(),
        Nonneg(Sum((row(C, _kg) - C[_kg, _kg]) * Q[_kg], _kg), MATRIX, NONNEG),
        Nonneg(Sum(C[_kg, _kg] * Q[_kg], _kg), MATRIX, NONNEG),
        Close(IN_UNIT, (RECIPROCALS,), (1, 2, 3, 4)),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading=RECIPROCALS_READING,
)

# the ends: nothing off the diagonal gives 1 (adjusted 1); nothing on it gives 0 (adjusted 1/(1 - N))
_a, _b, _ke = fresh("a"), fresh("b"), fresh("k")
OFF_DIAGONAL = Sum(C[_a, _b], _a, _b, where=[ne(_a, _b)])
PERFECT, ALL_WRONG = sp.Eq(atomize(OFF_DIAGONAL, [C, Q]), 0), sp.Eq(atomize(trace(C), [C, Q]), 0)
ADJUSTED_BA = (MEAN_RECALL - 1 / N_CLASSES) / (1 - 1 / N_CLASSES)
ENDS_GOAL = sp.And(
    sp.Implies(PERFECT, sp.And(sp.Eq(MEAN_RECALL, 1), sp.Eq(ADJUSTED_BA, 1))),
    sp.Implies(ALL_WRONG, sp.And(sp.Eq(MEAN_RECALL, 0), sp.Eq(ADJUSTED_BA, 1 / (1 - N_CLASSES)))),
)
ENDS_ALL_N = Derived(
    "SKL-BA8.ends",
    "every N >= 2: a prediction with no error scores 1 (adjusted 1), a prediction wrong on every sample "
    "scores 0 (adjusted 1/(1 - N))",
    src("L63-65 (suite theorem)"),
    formula=matrices(list(MATRIX), nonneg=NONNEG, hyps=(RECIPROCALS, TWO_CLASSES), goal=ENDS_GOAL),
    lines=[
        COUNT_CLASSES,
        Classes(),
        # (sum_{a != b} C_ab q_a)^2 <= (sum C_ab q_a^2 [a != b]) (S - tr): no error leaves T = sum_k r_k q_k = N
        CauchySchwarz(
            LAGRANGE_WEIGHTED, C[_a, _b], Q[_a] * (1 - delta[_a, _b]), 1 - delta[_a, _b], (_a, _b), MATRIX, NONNEG
        ),
        # T^2 <= tr sum_k C_kk q_k^2: an empty diagonal leaves T = 0
        CauchySchwarz(LAGRANGE_WEIGHTED, C[_ke, _ke], Q[_ke], ONE, (_ke,), MATRIX, NONNEG),
        Identity(S - trace(C), OFF_DIAGONAL, MATRIX),
        Nonneg(Sum(C[_ke, _ke] * Q[_ke], _ke), MATRIX, NONNEG),
        Nonneg(Sum(C[_ke, _ke] * Q[_ke] * Q[_ke], _ke), MATRIX, NONNEG),
        Close(ENDS_GOAL, (RECIPROCALS, TWO_CLASSES), (1, 2, 3, 4, 5, 6, 7)),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading=RECIPROCALS_READING + "; 'no error': sum_{a != b} C_ab = 0; 'wrong on every sample': tr C = 0",
)

# a prediction independent of the truth: C_ab = u_a v_b (class sizes u >= 0, prediction rates v >= 0); r_a = u_a sum v
U, V_, QI = Array("u", "vector"), Array("v", "vector"), Array("q", "vector")
PRODUCT = (U, V_, QI)
PRODUCT_NONNEG = frozenset({"u", "v", "q"})
_ki, _ji, _kt = fresh("k"), fresh("j"), fresh("k")
PRODUCT_ROW = U[_ki] * Sum(V_[_ji], _ji)
QU_1 = QI[_ki] * PRODUCT_ROW - 1
PRODUCT_RECIPROCALS = sp.Eq(atomize(Sum(QU_1 * QU_1, _ki), list(PRODUCT)), 0)
PRODUCT_N = atomize(Sum(ONE, fresh("k")), [])
PRODUCT_BA = atomize(Sum(U[_kt] * V_[_kt] * QI[_kt], _kt), list(PRODUCT)) / PRODUCT_N
INDEPENDENT_GOAL = sp.And(
    sp.Eq(PRODUCT_BA, 1 / PRODUCT_N), sp.Eq((PRODUCT_BA - 1 / PRODUCT_N) / (1 - 1 / PRODUCT_N), 0)
)
INDEPENDENT = Derived(
    "SKL-BA7.independent",
    "a prediction independent of the true class (C_ij = u_i v_j: class sizes u_i, prediction rates "
    "v_j >= 0, a constant prediction included) has balanced accuracy exactly 1/N and adjusted balanced accuracy 0, "
    "whatever the class sizes, every N >= 2",
    src("L59-65 (suite theorem)", r"\frac{1}{n\_classes}"),
    formula=matrices(
        list(PRODUCT), nonneg=PRODUCT_NONNEG, hyps=(PRODUCT_RECIPROCALS, TWO_CLASSES), goal=INDEPENDENT_GOAL
    ),
    lines=[
        CauchySchwarz(LAGRANGE_WEIGHTED, ONE, QI[_ki] * PRODUCT_ROW - 1, ONE, (_ki,), PRODUCT, PRODUCT_NONNEG),
        # sum_k v_k (q_k u_k sum v - 1) = 0: (sum v) sum_k u_k v_k q_k = sum v, and sum v != 0
        CauchySchwarz(LAGRANGE_WEIGHTED, ONE, V_[_ki], QI[_ki] * PRODUCT_ROW - 1, (_ki,), PRODUCT, PRODUCT_NONNEG),
        Close(INDEPENDENT_GOAL, (PRODUCT_RECIPROCALS, TWO_CLASSES), (1, 2)),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="every N >= 2: C_ab = u_a v_b with u, v >= 0; every class present in y_true with q_k = 1/r_k = 1/(u_k sum v), "
    "written sum_k (q_k u_k sum_j v_j - 1)^2 = 0; balanced accuracy (1/N) sum_k C_kk q_k, adjusted "
    "(BA - 1/N)/(1 - 1/N)",
)

# the ends are attained: the identity and a cyclic shift (every sample misclassified), exactly for N = 2..6
SIZES_2_6 = range(2, 7)


def _ends(n: int):
    perfect = sp.eye(n)
    shifted = sp.Matrix(n, n, lambda i, j: 1 if j == (i + 1) % n else 0)  # every sample misclassified
    values = [
        metrics.balanced_accuracy(perfect),
        metrics.balanced_accuracy(perfect, adjusted=True),
        metrics.balanced_accuracy(shifted),
        metrics.balanced_accuracy(shifted, adjusted=True),
    ]
    return values == [1, 1, 0, sp.Rational(1, 1 - n)], f"N = {n}: perfect {values[:2]}, all wrong {values[2:]}"


ENDS = ForEachSize(
    "SKL-BA8.inclusive",
    "the ends are attained: the identity scores 1 (adjusted 1), a cyclic shift, wrong on every "
    "sample, scores 0 (adjusted 1/(1 - N)), N = 2..6",
    src("L63-65 (suite check)"),
    sizes=SIZES_2_6,
    check=_ends,
    spot=lambda point: _ends(point["N"])[0],
    domain=Domain(
        text="N = 2..6 classes: the identity and a cyclic shift",
        sampler=lambda: st.integers(2, 6).map(lambda n: {"N": n}),
    ),
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("SKL-BA8.ends",),
)
IMBALANCED = [[90, 0], [10, 0]]  # 90 negatives, 10 positives, everything predicted negative
INFLATED = Relation(
    "SKL-BA1.example",
    "90 negatives and 10 positives, every sample predicted negative: accuracy 0.9 (inflated by the "
    "imbalance), balanced accuracy 1/2 (the chance level of two classes)",
    src("L37-39 (suite check)"),
    relation=[
        eq(metrics.accuracy(IMBALANCED), sp.Rational(9, 10)),
        eq(metrics.balanced_accuracy(IMBALANCED), sp.Rational(1, 2)),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
CONSTANT = AllOf(
    "SKL-BA11.constant",
    "balanced-accuracy(y, 0, w) = 1/n_classes: predicting every sample as one class m (any class of "
    "y, any class sizes or weights) gives balanced accuracy exactly 1/N, every N",
    src("L82-84", r"\frac{1}{n\_classes}"),
    parts=[INDEPENDENT],
    expected=Status.PROVED,
    reading="the symbol 0 (SKL-N8, not defined in the text) read as the constant prediction: every sample predicted as "
    "the same label m, one of the classes of y (label 0 when the classes are 0..n-1); its matrix "
    "C_ab = u_a [b = m] is the prediction independent of the truth with v = e_m (SKL-BA7.independent)",
)
b_, n_ = sp.symbols("b n", real=True)
RESCALED = (b_ - 1 / n_) / (1 - 1 / n_)
ADJUSTED = Relation(
    "SKL-BA8.adjusted",
    "the affine rescaling that sends chance 1/n to 0 and 1 to 1, (b - 1/n)/(1 - 1/n), maps "
    "0 <= b <= 1 onto 1/(1 - n) <= . <= 1 for every n >= 2 (ends included: b = 0 gives 1/(1 - n))",
    src("L63-65"),
    relation=chain(1 / (1 - n_), "<=", RESCALED, "<=", 1)
    + [eq(RESCALED.xreplace({b_: 0}), 1 / (1 - n_)), eq(RESCALED.xreplace({b_: 1 / n_}), 0)],
    domain=Domain(symbols=(b_, n_), constraints=(b_ >= 0, b_ <= 1, n_ >= 2), text="0 <= b <= 1, n >= 2 classes"),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
ADJUSTED_IS_GUYON = Relation(
    "SKL-BA8.adjusted-formula",
    "adjusted=True is that rescaling of balanced accuracy, (BA - 1/N)/(1 - 1/N) (Guyon et al. "
    "2015; kappamcc.metrics.balanced_accuracy(adjusted=True)), N = 2, 3",
    src("L63-65, L82-84 (suite check)"),
    relation=[
        eq(
            metrics.balanced_accuracy(M, adjusted=True),
            RESCALED.xreplace({b_: metrics.balanced_accuracy(M), n_: M.rows}),
        )
        for M in SIZES
    ],
    domain=BOTH,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
THREE = [[4, 1, 1], [2, 3, 0], [0, 3, 1]]
# Mosley's class balanced accuracy as the note words it: mean over classes of min(precision_k, recall_k)
CBA = {
    name: sum(sp.Min(metrics.precision(M, positive=k), metrics.recall(M, positive=k)) for k in range(M.rows)) / M.rows
    for name, M in (("three", sp.Matrix(THREE)), ("two", sp.Matrix([[3, 1], [0, 1]])))
}
# Urbanowicz's: the mean over classes of (sensitivity_k + specificity_k)/2, one class against the rest
URBANOWICZ = {
    name: sum((tp / (tp + fn) + tn / (tn + fp)) / 2 for tp, fp, fn, tn in (one_vs_rest(M, k) for k in range(M.rows)))
    / M.rows
    for name, M in (("binary", B), ("three", sp.Matrix(THREE)))
}
URBANOWICZ_BINARY = Relation(
    "SKL-BA16.binary",
    "with two classes Urbanowicz's balanced accuracy (mean over the classes of (sensitivity + "
    "specificity)/2) is the binary balanced accuracy (TPR + TNR)/2",
    src("L100-101 (suite check)"),
    relation=eq(URBANOWICZ["binary"], BA5),
    domain=BA_DOMAIN,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
THREE_DIFFER = Relation(
    "SKL-BA13.differ",
    "the three definitions are different functions: on [[4, 1, 1], [2, 3, 0], [0, 3, 1]] the guide's "
    "balanced accuracy, Mosley's class balanced accuracy and Urbanowicz's balanced accuracy are pairwise different, and "
    "on [[3, 1], [0, 1]] Mosley's differs from the binary balanced accuracy",
    src("L88-101 (suite check)"),
    relation=[
        sp.Ne(metrics.balanced_accuracy(THREE), CBA["three"], evaluate=False),
        sp.Ne(metrics.balanced_accuracy(THREE), URBANOWICZ["three"], evaluate=False),
        sp.Ne(CBA["three"], URBANOWICZ["three"], evaluate=False),
        sp.Ne(CBA["two"], metrics.balanced_accuracy([[3, 1], [0, 1]]), evaluate=False),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
d, r, c = sp.symbols("d r c", real=True)
CBA_CLASS = Relation(
    "SKL-BA15",
    "Mosley's class balanced accuracy as worded, the mean over classes of min(precision_k, recall_k): per class "
    "min(C_kk / c_k, C_kk / r_k) = C_kk / max(r_k, c_k), Mosley's (2013) per-class term (the larger of the row and column "
    "sums as denominator)",
    src("L97-99", r"\frac{1}{n\_classes}\sum_k\min(\mathrm{precision}_k,\mathrm{recall}_k)"),
    relation=eq(sp.Min(d / c, d / r), d / sp.Max(r, c)),
    domain=Domain(
        symbols=(d, r, c),
        constraints=(d >= 0, r >= d, c >= d, r > 0, c > 0),
        text="one class: 0 <= C_kk <= r_k, c_k with r_k, c_k > 0 (present and predicted)",
    ),
    expected=Status.PROVED,
    reading="compared with Mosley's definition, CBA = (1/k) sum_i c_ii / max(c_i., c_.i) (Mosley 2013, 'A balanced "
    "approach to the multi-class imbalance problem', Iowa State University, pp. 41-42)",
)

CLAIMS = [
    Relation(
        "SKL-N2",
        "TP/(TP + FN) is the sensitivity (true positive rate), the recall of the positive class, and "
        "TN/(TN + FP) the specificity (true negative rate), the recall of the negative class, in scikit-learn's "
        "layout [[TN, FP], [FN, TP]]",
        src("L44-53"),
        relation=[eq(TPR, metrics.recall(B)), eq(TNR, metrics.recall(B, positive=0))],
        domain=BA_DOMAIN,
        expected=Status.PROVED,
        reading="the guide prints no layout for these symbols: rows true (SKL-CM1), labels sorted, positive label 1 last",
    ),
    INDEPENDENT,
    INFLATED,
    ENDS_ALL_N,
    AllOf(
        "SKL-BA1",
        "balanced accuracy avoids inflated performance estimates on imbalanced datasets",
        src("L37-39"),
        parts=[INDEPENDENT, INFLATED],
        expected=Status.PROVED,
        reading="an estimate inflated by imbalance: a classifier that carries no information about the true class "
        "(independent of it, e.g. always the majority class) scores its majority share in accuracy; balanced "
        "accuracy gives it exactly 1/N whatever the class sizes (every N), e.g. 1/2 where accuracy is 0.9",
    ),
    Derived(
        "SKL-BA2",
        "balanced accuracy, the macro-average of the per-class recalls, equals the raw accuracy with each "
        "sample weighted by the inverse prevalence S/r_k of its true class (every N)",
        src("L39-41", r"\frac{1}{n\_classes}\sum_k\mathrm{recall}_k"),
        formula=matrices(list(MATRIX), nonneg=NONNEG, hyps=(RECIPROCALS,), goal=BA2_GOAL),
        lines=[COUNT_CLASSES, Classes(), Close(BA2_GOAL, (RECIPROCALS,), (1, 2))],
        expected=Status.PROVED,
        uses=("SKL-BA2.sizes",),
        reading=RECIPROCALS_READING + "; 'macro-average of recall scores per class' is that definition; the weighted "
        "accuracy groups the samples by cell: sum_ab C_ab (S q_a) [a = b] / sum_ab C_ab (S q_a)",
    ),
    Relation(
        "SKL-BA2.sizes",
        "on symbolic 2 x 2 and 3 x 3 matrices, the macro-average of kappamcc.metrics.recall and the "
        "inverse-prevalence weighted accuracy are kappamcc.metrics.balanced_accuracy",
        src("L39-41 (suite check against kappamcc.metrics)"),
        relation=[
            eq(value, metrics.balanced_accuracy(M))
            for M, macro, weighted in zip(SIZES, MACRO_RECALL, INVERSE_PREVALENCE_ON_SIZES)
            for value in (macro, weighted)
        ],
        domain=BOTH,
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading="compared with the balanced accuracy of Brodersen et al. (2010), (1/N) sum_k C_kk/r_k "
        "(kappamcc.metrics.balanced_accuracy); weights S/r_k",
    ),
    Derived(
        "SKL-BA3",
        "for balanced datasets (every class occurs equally often in y_true) balanced accuracy equals "
        "accuracy (every N)",
        src("L42"),
        formula=matrices(list(MATRIX), nonneg=NONNEG, hyps=(RECIPROCALS, BALANCED_ROWS), goal=BA3_GOAL),
        lines=BALANCED_LINES,
        expected=Status.PROVED,
        uses=("SKL-BA2",),
        reading=RECIPROCALS_READING + "; 'balanced': r_k = r_l for all classes k, l, written "
        "sum_{k,l} (r_k - r_l)^2 = 0; accuracy tr/S",
    ),
    Relation(
        "SKL-BA4",
        "binary: balanced accuracy is the arithmetic mean (TPR + TNR)/2 of sensitivity and specificity, and "
        "the area under the ROC curve of the binary predictions used as scores",
        src("L44-49"),
        relation=[eq(BA_B, (TPR + TNR) / 2), eq(AUC_MANN_WHITNEY, BA_B), eq(AUC_TRAPEZOIDS, BA_B)],
        domain=BA_DOMAIN,
        expected=Status.PROVED,
        reading="AUC of a scoring rule: the probability that a random positive scores above a random negative, ties "
        "counting 1/2 (Hanley & McNeil 1982), equal to the area under the ROC polyline (0,0), (FPR, TPR), "
        "(1,1) of a 0/1 score",
    ),
    Relation(
        "SKL-BA5",
        "binary: balanced-accuracy = (1/2)(TP/(TP + FN) + TN/(TN + FP)) is the balanced accuracy of "
        "[[TN, FP], [FN, TP]]",
        src(
            "L51-53",
            r"\texttt{balanced-accuracy} = \frac{1}{2}\left( \frac{TP}{TP + FN} "
            r"+ \frac{TN}{TN + FP}\right )",
        ),
        relation=eq(BA5, BA_B),
        domain=BA_DOMAIN,
        expected=Status.PROVED,
        reading="compared with (1/N) sum_k C_kk / r_k (Brodersen et al. 2010) of scikit-learn's binary matrix",
    ),
    Relation(
        "SKL-BA5.layouts",
        "the formula does not depend on the layout: it is also the balanced accuracy of the "
        "positive-first matrix [[TP, FN], [FP, TN]]",
        src("L51-53 (suite check)"),
        relation=eq(BA5, metrics.balanced_accuracy(POSITIVE_FIRST)),
        domain=BA_DOMAIN,
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("SKL-BA5",),
    ),
    Relation(
        "SKL-BA6",
        "if the classifier performs equally well on either class (TPR = TNR), balanced accuracy is the "
        "conventional accuracy (TP + TN)/(TP + TN + FP + FN)",
        src("L55-57"),
        relation=sp.Implies(eq(TPR, TNR), eq(BA5, (TP + TN) / (TP + TN + FP + FN))),
        domain=BA_DOMAIN,
        expected=Status.PROVED,
    ),
    AllOf(
        "SKL-BA7",
        "if the conventional accuracy is above chance only because the classifier takes advantage of an "
        "imbalanced test set, balanced accuracy drops to 1/n_classes",
        src("L59-61", r"\frac{1}{n\_classes}"),
        parts=[INDEPENDENT, INFLATED],
        expected=Status.PROVED,
        reading="'takes advantage of an imbalanced test set' without information about the true class: predictions "
        "independent of it (a constant majority prediction included); their balanced accuracy is exactly "
        "1/N (every N) while their accuracy can be far above it (0.9 against 1/2 in SKL-BA1.example)",
    ),
    RANGE_ALL_N,
    ADJUSTED,
    ADJUSTED_IS_GUYON,
    ENDS,
    AllOf(
        "SKL-BA8",
        "the score ranges from 0 to 1; with adjusted=True from 1/(1 - n_classes) to 1, inclusive, and "
        "performance at random scores 0",
        src("L63-65", r"\frac{1}{1 - n\_classes}"),
        parts=[RANGE_ALL_N, ADJUSTED, ENDS_ALL_N, INDEPENDENT],
        expected=Status.PROVED,
        uses=("SKL-BA8.adjusted-formula", "SKL-BA8.inclusive"),
        reading="range: 0 <= BA <= 1 for every N; adjusted: the rescaling (BA - 1/n)/(1 - 1/n) (Guyon et al. 2015) "
        "maps [0, 1] onto [1/(1 - n), 1] for every n; inclusive: a prediction with no error scores 1 and one "
        "wrong on every sample 0 (adjusted 1/(1 - N)), every N >= 2 (such predictions exist for every N: the "
        "identity and a cyclic shift, exhibited for N = 2..6 in SKL-BA8.inclusive); 'performance at random': "
        "a prediction independent of the truth scores 0 adjusted, every N",
    ),
    Derived(
        "SKL-BA9",
        "the adjusted sample weights w^_i = w_i / sum_j 1(y_j = y_i) w_j of each true class sum to 1, so "
        "their total is the number of classes (every N)",
        src("L67-72", r"\hat{w}_i = \frac{w_i}{\sum_j{1(y_j = y_i) w_j}}"),
        formula=matrices(list(MATRIX), nonneg=NONNEG, hyps=(RECIPROCALS,), goal=BA9_GOAL),
        lines=[COUNT_CLASSES, Close(BA9_GOAL, (RECIPROCALS,), (1,))],
        expected=Status.PROVED,
        reading="samples grouped by (true, predicted) cell with total weight C_ab (the weighted confusion matrix): "
        "the sample weights of true class a sum to r_a, so w^ = w q_a with q_a = 1/r_a; class a's adjusted "
        "weights sum to q_a r_a = 1 for every a (written sum_a (q_a r_a - 1)^2 = 0), their total to N",
    ),
    Derived(
        "SKL-BA10",
        "balanced-accuracy(y, y^, w) = (1/sum w^_i) sum_i 1(y^_i = y_i) w^_i is the balanced accuracy "
        "(mean recall) of the weighted confusion matrix (every N)",
        src(
            "L75-80",
            r"\texttt{balanced-accuracy}(y, \hat{y}, w) = \frac{1}{\sum{\hat{w}_i}} \sum_i 1(\hat{y}_i = "
            r"y_i) \hat{w}_i",
        ),
        formula=matrices(list(MATRIX), nonneg=NONNEG, hyps=(RECIPROCALS,), goal=BA10_GOAL),
        lines=[COUNT_CLASSES, Classes(), Close(BA10_GOAL, (RECIPROCALS,), (1, 2))],
        expected=Status.PROVED,
        uses=("SKL-BA9", "SKL-BA10.sizes"),
        reading=RECIPROCALS_READING + "; one sample per cell (a, b) with weight C_ab covers every weighted sample set "
        "(samples of a cell enter only through their total weight): sum_i 1(y^_i = y_i) w^_i = "
        "sum_a C_aa q_a and sum_i w^_i = sum_ab C_ab q_a",
    ),
    Relation(
        "SKL-BA10.sizes",
        "on symbolic 2 x 2 and 3 x 3 weighted matrices, the printed formula over the samples (one "
        "per cell) is kappamcc.metrics.balanced_accuracy",
        src("L75-80 (suite check against kappamcc.metrics)"),
        relation=[eq(PRINTED_BA10[name], metrics.balanced_accuracy(M)) for name, M in (("2 x 2", M2), ("3 x 3", M3))],
        domain=BOTH,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    Relation(
        "SKL-BA10.absent",
        "when a class of y^ never occurs in y, the printed formula averages over the classes of y "
        "only: on a 3 x 3 matrix with an empty third row it equals the balanced accuracy with absent classes "
        "skipped (scikit-learn's convention)",
        src("L75-80 (suite check)"),
        relation=eq(
            PRINTED_BA10["no third class"], metrics.balanced_accuracy(NO_THIRD_CLASS, skip_absent_classes=True)
        ),
        domain=Domain(
            symbols=tuple(NO_THIRD_CLASS[:2, :]),
            constraints=tuple(x >= 0 for x in NO_THIRD_CLASS[:2, :])
            + tuple(sum(NO_THIRD_CLASS.row(a)) > 0 for a in range(2)),
            text="3 x 3 weighted counts >= 0, classes 1 and 2 present in y_true, class 3 only predicted",
        ),
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("SKL-BA10",),
    ),
    CONSTANT,
    AllOf(
        "SKL-BA11",
        "with adjusted=True balanced accuracy reports the relative increase from balanced-accuracy(y, 0, w) "
        "= 1/n_classes",
        src("L82-84"),
        parts=[CONSTANT, ADJUSTED],
        expected=Status.PROVED,
        uses=("SKL-BA8.adjusted-formula",),
        reading="'relative increase from 1/n_classes': the increase BA - 1/n over the largest possible increase 1 - 1/n, "
        "the reading consistent with the range of SKL-BA8 (the increase relative to 1/n itself, n BA - 1, "
        "would range from -1 to n - 1)",
    ),
    Relation(
        "SKL-BA12",
        "binary: adjusted balanced accuracy is Youden's J statistic TPR + TNR - 1, i.e. informedness",
        src("L84-86"),
        relation=[
            eq(metrics.balanced_accuracy(B, adjusted=True), TPR + TNR - 1),
            eq(metrics.balanced_accuracy(B, adjusted=True), metrics.youden_j(B)),
            eq(metrics.balanced_accuracy(B, adjusted=True), metrics.informedness(B)),
        ],
        domain=BA_DOMAIN,
        expected=Status.PROVED,
        reading="Youden's J = sensitivity + specificity - 1 (Youden 1950); informedness TPR + TNR - 1 (Powers 2011)",
    ),
    URBANOWICZ_BINARY,
    THREE_DIFFER,
    AllOf(
        "SKL-BA13",
        "the multiclass definition is an extension of the binary metric, though there is no certain consensus "
        "in the literature",
        src("L88-92"),
        parts=[URBANOWICZ_BINARY, THREE_DIFFER],
        expected=Status.PROVED,
        uses=("SKL-BA5",),
        reading="checkable content: the guide's definition (by SKL-BA5) and Urbanowicz's (SKL-BA16.binary) reduce to the "
        "binary balanced accuracy at N = 2, Mosley's does not, and the three differ for N = 3 "
        "(SKL-BA13.differ); 'most reasonable' is an opinion",
    ),
    AllOf(
        "SKL-BA14",
        "the adjusted version gives random predictions a score of 0 and perfect predictions a score of 1",
        src("L94-96"),
        parts=[INDEPENDENT, ENDS_ALL_N],
        expected=Status.PROVED,
        reading="random predictions: independent of the true class; perfect: no error (every N >= 2); the "
        "attribution to Mosley, Kelleher and Guyon is not checkable here",
    ),
    CBA_CLASS,
    AllOf(
        "SKL-BA16",
        "Urbanowicz's balanced accuracy, (1/n_classes) sum_k (sensitivity_k + specificity_k)/2, is another "
        "extension of the binary balanced accuracy: equal to it for two classes, different for three",
        src("L100-101", r"\frac{1}{n\_classes}\sum_k\frac{1}{2}(\mathrm{sensitivity}_k+\mathrm{specificity}_k)"),
        parts=[URBANOWICZ_BINARY, THREE_DIFFER],
        expected=Status.PROVED,
        reading="sensitivity_k and specificity_k of class k against the rest (one-vs-rest TP, FP, FN, TN)",
    ),
]
