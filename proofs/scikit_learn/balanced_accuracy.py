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

Sizes.  The macro-recall identities (BA2, BA10) are checked on symbolic 2 x 2 and 3 x 3 matrices
(the engine's exact identity test; the statement says N = 2, 3); statements about whole
families (a prediction independent of the truth, a constant prediction, balanced data, the
ends of the range) are exact symbolic computations for N = 2..6 (ForEachSize); the range
0 <= BA <= 1 is decided on symbolic 2 x 2 and 3 x 3 matrices and, for every N, by a checked
derivation on BA10's weighted form (the weight of the correct samples is part of the total).

Why BA2, BA3, BA7.independent, BA10 and BA11.constant stay at finite sizes.  Balanced accuracy is
(1/N) sum_k C_kk / r_k: a sum of N quotients with N different denominators (BA10's adjusted
weights w^_i = w_i / r_{y_i} likewise divide each class by its own total).  The suite's
every-N machinery decides identities between polynomials in index sums (the relabelling
theorem, whose fractions are quotients of whole sums), reasons about closed sums as real atoms,
and lifts per-class *polynomial* relations to sums (the kernel's Lift); none of them can write
a sum of per-class quotients, nor substitute a per-class identity (r_k = m on balanced data,
C_kk / r_k = v_k / sum v for an independent prediction) inside such a sum.  Clearing the
denominators (multiplying by prod_k r_k) is a product over the classes, again not an index
sum.  So these statements keep their exact checks at the printed or listed sizes; the range
for every N (BA8.range-every-n) is proved on BA10's weighted form, whose link to the mean
recall is BA10's check at N = 2, 3.

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
from kappamcc.claims import Domain, Origin, Status
from kappamcc.derivations import Close, Nonneg, matrices
from kappamcc.index_forms import total, trace
from kappamcc.kinds import AllOf, Derived, ForEachSize, Relation, chain, eq
from kappamcc.prove.atoms import atomize
from kappamcc.prove.identity import cancels_to_zero
from kappamcc.prove.index_sums import Array
from kappamcc.proofs.scikit_learn import skl
from kappamcc.proofs.scikit_learn._layout import BA_BINARY, BA_DOMAIN, FN, FP, TN, TP, one_vs_rest, symbolic_matrix
from kappamcc.strategies import rationals


def src(where: str, printed: str = ""):
    return skl(f"§Balanced accuracy score, {where}", printed)


# ---------------------------------------------------------------------------
# binary: the printed formula, TPR, TNR, the AUC of binary predictions, Youden's J

B = BA_BINARY                                              # [[TN, FP], [FN, TP]]
TPR, TNR = TP / (TP + FN), TN / (TN + FP)
BA5 = sp.Rational(1, 2) * (TP / (TP + FN) + TN / (TN + FP))   # as printed
BA_B = metrics.balanced_accuracy(B)
P, N_ = TP + FN, TN + FP                                  # positives and negatives in y_true
# a binary prediction as a score: a positive sample scores 1 with probability TPR, a negative 0 with TNR
AUC_MANN_WHITNEY = (TP * TN + sp.Rational(1, 2) * (TP * FP + FN * TN)) / (P * N_)
FPR = FP / (TN + FP)
AUC_TRAPEZOIDS = sp.Rational(1, 2) * FPR * TPR + (1 - FPR) * (TPR + 1) / 2   # ROC (0,0) -> (FPR,TPR) -> (1,1)
POSITIVE_FIRST = sp.Matrix([[TP, FN], [FP, TN]])

# ---------------------------------------------------------------------------
# N = 2, 3: symbolic matrices with every class present in y_true


def _present(M) -> Domain:
    cells = tuple(M)
    rows = tuple(sum(M.row(a)) > 0 for a in range(M.rows))
    return Domain(cells, tuple(x >= 0 for x in cells) + rows,
                  f"{M.rows} x {M.rows} weighted counts >= 0, every class present in y_true (row sums > 0)")


M2, M3 = symbolic_matrix(2), symbolic_matrix(3)
NO_THIRD_CLASS = M3.xreplace({x: 0 for x in M3.row(2)})      # the third class is predicted, never true
SIZES = (M2, M3)
BOTH = Domain(tuple(M2) + tuple(M3), _present(M2).constraints + _present(M3).constraints,
              "2 x 2 and 3 x 3 weighted counts >= 0, every class present in y_true")


def _macro_recall(M):
    return sum(metrics.recall(M, positive=k) for k in range(M.rows)) / M.rows


def _inverse_prevalence_accuracy(M):
    """Raw accuracy with sample weights S / r_{y_i} (inverse prevalence of the true class), cases grouped by cell."""
    n = range(M.rows)
    S = sum(M)
    weight = [S / sum(M.row(a)) for a in n]
    return sum(M[a, a] * weight[a] for a in n) / sum(M[a, b] * weight[a] for a in n for b in n)


def _samples(M) -> list:
    """One sample per cell (true a, predicted b) with weight C_ab; a cell that is 0 as written holds no sample."""
    return [(a, b, M[a, b]) for a in range(M.rows) for b in range(M.cols) if M[a, b] != 0]


def _adjusted_weights(M) -> list:
    """(a, b, w^) for every sample: w^_i = w_i / sum_j 1(y_j = y_i) w_j (BA9)."""
    samples = _samples(M)
    return [(a, b, w / sum(w2 for a2, _, w2 in samples if a2 == a)) for a, b, w in samples]


def _printed_ba10(M):
    """(1 / sum w^_i) sum_i 1(y^_i = y_i) w^_i, as printed (BA10)."""
    adjusted = _adjusted_weights(M)
    return sum(w for a, b, w in adjusted if a == b) / sum(w for _, _, w in adjusted)


def _cba(M):
    """Mosley's class balanced accuracy as the note words it: mean over classes of min(precision_k, recall_k)."""
    return sum(sp.Min(metrics.precision(M, positive=k), metrics.recall(M, positive=k)) for k in range(M.rows)) / M.rows


def _urbanowicz(M):
    """The mean over classes of (sensitivity_k + specificity_k)/2, one class against the rest."""
    out = []
    for k in range(M.rows):
        tp_k, fp_k, fn_k, tn_k = one_vs_rest(M, k)
        out.append((tp_k / (tp_k + fn_k) + tn_k / (tn_k + fp_k)) / 2)
    return sum(out) / M.rows


# ---------------------------------------------------------------------------
# families checked for N = 2..6 (exact symbolic computation)

SIZES_2_6 = range(2, 7)


def independent(n: int) -> sp.Matrix:
    """A prediction independent of the truth: C_ij = u_i v_j (class sizes u_i > 0, prediction rates v_j >= 0)."""
    u = sp.symbols(f"u1:{n + 1}", positive=True)
    v = sp.symbols(f"v1:{n + 1}", nonnegative=True)
    return sp.Matrix(n, n, lambda i, j: u[i] * v[j])


def constant(n: int, m: int) -> sp.Matrix:
    """Every sample predicted as class m: column m holds the class sizes u_i > 0."""
    u = sp.symbols(f"u1:{n + 1}", positive=True)
    return sp.Matrix(n, n, lambda i, j: u[i] if j == m else 0)


def balanced(n: int) -> sp.Matrix:
    """Every class present m > 0 times in y_true: the last entry of each row is m minus the others."""
    m = sp.Symbol("m", positive=True)
    cells = [[sp.Symbol(f"C_{i + 1}_{j + 1}", nonnegative=True) for j in range(n - 1)] for i in range(n)]
    return sp.Matrix(n, n, lambda i, j: cells[i][j] if j < n - 1 else m - sum(cells[i]))


def _exactly(value, target) -> bool:
    return cancels_to_zero(value - target)   # the zero rational function (FLINT's exact test)


def _independent_scores_chance(n: int):
    M = independent(n)
    ba, adjusted = metrics.balanced_accuracy(M), metrics.balanced_accuracy(M, adjusted=True)
    ok = _exactly(ba, sp.Rational(1, n)) and _exactly(adjusted, 0)
    if ok:
        return ok, f"N = {n}: BA = 1/{n}, adjusted = 0"
    return ok, f"N = {n}: BA = {sp.cancel(ba)}, adjusted = {sp.cancel(adjusted)}"


def _constant_scores_one_over_n(n: int):
    values = [sp.cancel(metrics.balanced_accuracy(constant(n, m))) for m in range(n)]
    return all(v == sp.Rational(1, n) for v in values), f"N = {n}: BA of the {n} constant predictions = {values}"


def _balanced_data(n: int):
    M = balanced(n)
    return _exactly(metrics.balanced_accuracy(M), metrics.accuracy(M)), f"N = {n}: BA - accuracy cancels"


def _ends(n: int):
    perfect = sp.eye(n)
    shifted = sp.Matrix(n, n, lambda i, j: 1 if j == (i + 1) % n else 0)     # every sample misclassified
    values = [metrics.balanced_accuracy(perfect), metrics.balanced_accuracy(perfect, adjusted=True),
              metrics.balanced_accuracy(shifted), metrics.balanced_accuracy(shifted, adjusted=True)]
    return values == [1, 1, 0, sp.Rational(1, 1 - n)], f"N = {n}: perfect {values[:2]}, all wrong {values[2:]}"


def _size_points(build):
    """Spot-check points: a size N and positive rationals for the family's symbols."""
    def sampler():
        return st.integers(2, 6).flatmap(lambda n: st.lists(rationals(positive=True), min_size=2 * n + 1,
                                                            max_size=2 * n + 1).map(lambda xs: {"N": n, "values": xs}))
    return Domain(text=f"N = 2..6 classes, {build} with positive rational parameters", sampler=sampler)


def _numeric(M, values):
    symbols = sorted(M.free_symbols, key=str)
    return M.xreplace(dict(zip(symbols, values)))


def _spot_independent(point) -> bool:
    n = point["N"]
    M = _numeric(independent(n), point["values"])
    return metrics.balanced_accuracy(M) == sp.Rational(1, n) and metrics.balanced_accuracy(M, adjusted=True) == 0


def _spot_constant(point) -> bool:
    n = point["N"]
    return all(metrics.balanced_accuracy(_numeric(constant(n, m), point["values"])) == sp.Rational(1, n) for m in range(n))


def _spot_balanced(point) -> bool:
    n, xs = point["N"], point["values"]
    m = sum(xs)                           # m above every entry: the last column m - (others) stays > 0
    M = balanced(n).xreplace({sp.Symbol("m", positive=True): m})
    cells = sorted(M.free_symbols, key=str)
    M = M.xreplace({c: xs[k % len(xs)] / n for k, c in enumerate(cells)})
    return metrics.balanced_accuracy(M) == metrics.accuracy(M)


def _spot_ends(point) -> bool:
    return _ends(point["N"])[0]


INDEPENDENT = ForEachSize(
    "SKL-BA7.independent", "a prediction independent of the true class (C_ij = u_i v_j: class sizes u_i > 0, prediction "
    "rates v_j >= 0, a constant prediction included) has balanced accuracy exactly 1/N and adjusted balanced accuracy 0, "
    "whatever the class sizes, N = 2..6", src("L59-65 (suite check)", r"\frac{1}{n\_classes}"),
    sizes=SIZES_2_6, check=_independent_scores_chance, spot=_spot_independent, domain=_size_points("C = u v^T"),
    expected=Status.PROVED, origin=Origin.SUITE)
IMBALANCED = [[90, 0], [10, 0]]                 # 90 negatives, 10 positives, everything predicted negative
INFLATED = Relation(
    "SKL-BA1.example", "90 negatives and 10 positives, every sample predicted negative: accuracy 0.9 (inflated by the "
    "imbalance), balanced accuracy 1/2 (the chance level of two classes)", src("L37-39 (suite check)"),
    relation=[eq(metrics.accuracy(IMBALANCED), sp.Rational(9, 10)), eq(metrics.balanced_accuracy(IMBALANCED), sp.Rational(1, 2))],
    expected=Status.PROVED, origin=Origin.SUITE)
CONSTANT = ForEachSize(
    "SKL-BA11.constant", "balanced-accuracy(y, 0, w) = 1/n_classes: predicting every sample as one class m (any class of "
    "y, any class sizes or weights) gives balanced accuracy exactly 1/N, N = 2..6", src("L82-84", r"\frac{1}{n\_classes}"),
    sizes=SIZES_2_6, check=_constant_scores_one_over_n, spot=_spot_constant, domain=_size_points("constant prediction"),
    expected=Status.PROVED,
    reading="the symbol 0 (SKL-N8, not defined in the text) read as the constant prediction: every sample predicted as "
            "the same label, one of the classes of y (label 0 when the classes are 0..n-1)")
ENDS = ForEachSize(
    "SKL-BA8.inclusive", "the ends are attained: a perfect prediction scores 1 (adjusted 1), a prediction wrong on every "
    "sample scores 0 (adjusted 1/(1 - N)), N = 2..6", src("L63-65 (suite check)"),
    sizes=SIZES_2_6, check=_ends, spot=_spot_ends, domain=_size_points("the identity and a cyclic shift"),
    expected=Status.PROVED, origin=Origin.SUITE)
RANGE_2_3 = Relation(
    "SKL-BA8.range", "0 <= balanced accuracy <= 1 for every 2 x 2 and 3 x 3 (weighted) confusion matrix with every class "
    "present in y_true", src("L63-64"),
    relation=[link for M in SIZES for link in chain(0, "<=", metrics.balanced_accuracy(M), "<=", 1)], domain=BOTH,
    expected=Status.PROVED, origin=Origin.SUITE)
# BA10 for every N: samples grouped by cell (true a, predicted b), P_ab = the sum of w^_i over the cell's samples
P = Array("P")
BA10_ALL_N = atomize(trace(P), [P]) / atomize(total(P), [P])
SOME_WEIGHT = sp.Ne(atomize(total(P), [P]), 0)
IN_UNIT = sp.And(sp.Le(0, BA10_ALL_N), sp.Le(BA10_ALL_N, 1))
RANGE_ALL_N = Derived(
    "SKL-BA8.range-every-n", "0 <= balanced accuracy <= 1 for every N (every class present in y_true)", src("L63-64"),
    formula=matrices([P], hyps=(SOME_WEIGHT,), goal=IN_UNIT),
    # the weight of the correct samples, tr P, is part of the total weight S_P, and both are >= 0
    lines=[Nonneg(total(P) - trace(P), (P,), frozenset({"P"})), Nonneg(trace(P), (P,), frozenset({"P"})),
           Close(IN_UNIT, (SOME_WEIGHT,), (1, 2))],
    expected=Status.PROVED, origin=Origin.SUITE,
    reading="balanced accuracy as BA10 defines it, (1/sum w^_i) sum_i 1(y^_i = y_i) w^_i with w^_i >= 0 (BA9, sample "
            "weights w >= 0): grouped by cell, tr P / S_P for the N x N matrix P >= 0 of summed w^; that this is the "
            "mean of the per-class recalls is checked for N = 2, 3 (SKL-BA10)")
b_, n_ = sp.symbols("b n", real=True)
RESCALED = (b_ - 1 / n_) / (1 - 1 / n_)
ADJUSTED = Relation(
    "SKL-BA8.adjusted", "the affine rescaling that sends chance 1/n to 0 and 1 to 1, (b - 1/n)/(1 - 1/n), maps "
    "0 <= b <= 1 onto 1/(1 - n) <= . <= 1 for every n >= 2 (ends included: b = 0 gives 1/(1 - n))", src("L63-65"),
    relation=chain(1 / (1 - n_), "<=", RESCALED, "<=", 1) + [eq(RESCALED.xreplace({b_: 0}), 1 / (1 - n_)),
                                                             eq(RESCALED.xreplace({b_: 1 / n_}), 0)],
    domain=Domain((b_, n_), (b_ >= 0, b_ <= 1, n_ >= 2), "0 <= b <= 1, n >= 2 classes"), expected=Status.PROVED,
    origin=Origin.SUITE)
ADJUSTED_IS_GUYON = Relation(
    "SKL-BA8.adjusted-formula", "adjusted=True is that rescaling of balanced accuracy, (BA - 1/N)/(1 - 1/N) (Guyon et al. "
    "2015; kappamcc.metrics.balanced_accuracy(adjusted=True)), N = 2, 3",
    src("L63-65, L82-84 (suite check)"),
    relation=[eq(metrics.balanced_accuracy(M, adjusted=True),
                 RESCALED.xreplace({b_: metrics.balanced_accuracy(M), n_: M.rows})) for M in SIZES],
    domain=BOTH, expected=Status.PROVED, origin=Origin.SUITE)
URBANOWICZ_BINARY = Relation(
    "SKL-BA16.binary", "with two classes Urbanowicz's balanced accuracy (mean over the classes of (sensitivity + "
    "specificity)/2) is the binary balanced accuracy (TPR + TNR)/2", src("L100-101 (suite check)"),
    relation=eq(_urbanowicz(B), BA5), domain=BA_DOMAIN, expected=Status.PROVED, origin=Origin.SUITE)
THREE = [[4, 1, 1], [2, 3, 0], [0, 3, 1]]
THREE_DIFFER = Relation(
    "SKL-BA13.differ", "the three definitions are different functions: on [[4, 1, 1], [2, 3, 0], [0, 3, 1]] the guide's "
    "balanced accuracy, Mosley's class balanced accuracy and Urbanowicz's balanced accuracy are pairwise different, and "
    "on [[3, 1], [0, 1]] Mosley's differs from the binary balanced accuracy", src("L88-101 (suite check)"),
    relation=[sp.Ne(metrics.balanced_accuracy(THREE), _cba(sp.Matrix(THREE)), evaluate=False),
              sp.Ne(metrics.balanced_accuracy(THREE), _urbanowicz(sp.Matrix(THREE)), evaluate=False),
              sp.Ne(_cba(sp.Matrix(THREE)), _urbanowicz(sp.Matrix(THREE)), evaluate=False),
              sp.Ne(_cba(sp.Matrix([[3, 1], [0, 1]])), metrics.balanced_accuracy([[3, 1], [0, 1]]), evaluate=False)],
    expected=Status.PROVED, origin=Origin.SUITE)
d, r, c = sp.symbols("d r c", real=True)
CBA_CLASS = Relation(
    "SKL-BA15", "Mosley's class balanced accuracy as worded, the mean over classes of min(precision_k, recall_k): per class "
    "min(C_kk / c_k, C_kk / r_k) = C_kk / max(r_k, c_k), Mosley's (2013) per-class term (the larger of the row and column "
    "sums as denominator)", src("L97-99", r"\frac{1}{n\_classes}\sum_k\min(\mathrm{precision}_k,\mathrm{recall}_k)"),
    relation=eq(sp.Min(d / c, d / r), d / sp.Max(r, c)),
    domain=Domain((d, r, c), (d >= 0, r >= d, c >= d, r > 0, c > 0),
                  "one class: 0 <= C_kk <= r_k, c_k with r_k, c_k > 0 (present and predicted)"),
    expected=Status.PROVED,
    reading="compared with Mosley's definition, CBA = (1/k) sum_i c_ii / max(c_i., c_.i) (Mosley 2013, 'A balanced "
            "approach to the multi-class imbalance problem', Iowa State University, pp. 41-42)")

CLAIMS = [
    Relation("SKL-N2", "TP/(TP + FN) is the sensitivity (true positive rate), the recall of the positive class, and "
             "TN/(TN + FP) the specificity (true negative rate), the recall of the negative class, in scikit-learn's "
             "layout [[TN, FP], [FN, TP]]", src("L44-53"),
             relation=[eq(TPR, metrics.recall(B)), eq(TNR, metrics.recall(B, positive=0))],
             domain=BA_DOMAIN, expected=Status.PROVED,
             reading="the guide prints no layout for these symbols: rows true (SKL-CM1), labels sorted, positive label 1 last"),
    INDEPENDENT, INFLATED,
    AllOf("SKL-BA1", "balanced accuracy avoids inflated performance estimates on imbalanced datasets", src("L37-39"),
          parts=[INDEPENDENT, INFLATED], expected=Status.PROVED,
          reading="an estimate inflated by imbalance: a classifier that carries no information about the true class "
                  "(independent of it, e.g. always the majority class) scores its majority share in accuracy; balanced "
                  "accuracy gives it exactly 1/N whatever the class sizes (N = 2..6), e.g. 1/2 where accuracy is 0.9"),
    Relation("SKL-BA2", "balanced accuracy is the macro-average of the per-class recalls, and equivalently the raw accuracy "
             "with each sample weighted by the inverse prevalence S/r_k of its true class, N = 2, 3",
             src("L39-41", r"\frac{1}{n\_classes}\sum_k\mathrm{recall}_k"),
             relation=[eq(f(M), metrics.balanced_accuracy(M)) for M in SIZES for f in (_macro_recall, _inverse_prevalence_accuracy)],
             domain=BOTH, expected=Status.PROVED,
             reading="compared with the balanced accuracy of Brodersen et al. (2010), (1/N) sum_k C_kk/r_k "
                     "(kappamcc.metrics.balanced_accuracy); 'weighted according to the inverse prevalence': weight "
                     "proportional to 1/r_k (the constant factor cancels)"),
    ForEachSize("SKL-BA3", "for balanced datasets (every class occurs equally often in y_true) balanced accuracy equals "
                "accuracy, N = 2..6", src("L42"), sizes=SIZES_2_6, check=_balanced_data, spot=_spot_balanced,
                domain=_size_points("balanced rows"), expected=Status.PROVED, uses=("SKL-BA2",)),
    Relation("SKL-BA4", "binary: balanced accuracy is the arithmetic mean (TPR + TNR)/2 of sensitivity and specificity, and "
             "the area under the ROC curve of the binary predictions used as scores", src("L44-49"),
             relation=[eq(BA_B, (TPR + TNR) / 2), eq(AUC_MANN_WHITNEY, BA_B), eq(AUC_TRAPEZOIDS, BA_B)],
             domain=BA_DOMAIN, expected=Status.PROVED,
             reading="AUC of a scoring rule: the probability that a random positive scores above a random negative, ties "
                     "counting 1/2 (Hanley & McNeil 1982), equal to the area under the ROC polyline (0,0), (FPR, TPR), "
                     "(1,1) of a 0/1 score"),
    Relation("SKL-BA5", "binary: balanced-accuracy = (1/2)(TP/(TP + FN) + TN/(TN + FP)) is the balanced accuracy of "
             "[[TN, FP], [FN, TP]]", src("L51-53", r"\texttt{balanced-accuracy} = \frac{1}{2}\left( \frac{TP}{TP + FN} "
                                                 r"+ \frac{TN}{TN + FP}\right )"),
             relation=eq(BA5, BA_B), domain=BA_DOMAIN, expected=Status.PROVED,
             reading="compared with (1/N) sum_k C_kk / r_k (Brodersen et al. 2010) of scikit-learn's binary matrix"),
    Relation("SKL-BA5.layouts", "the formula does not depend on the layout: it is also the balanced accuracy of the "
             "positive-first matrix [[TP, FN], [FP, TN]]", src("L51-53 (suite check)"),
             relation=eq(BA5, metrics.balanced_accuracy(POSITIVE_FIRST)), domain=BA_DOMAIN, expected=Status.PROVED,
             origin=Origin.SUITE, uses=("SKL-BA5",)),
    Relation("SKL-BA6", "if the classifier performs equally well on either class (TPR = TNR), balanced accuracy is the "
             "conventional accuracy (TP + TN)/(TP + TN + FP + FN)", src("L55-57"),
             relation=sp.Implies(eq(TPR, TNR), eq(BA5, (TP + TN) / (TP + TN + FP + FN))), domain=BA_DOMAIN,
             expected=Status.PROVED),
    AllOf("SKL-BA7", "if the conventional accuracy is above chance only because the classifier takes advantage of an "
          "imbalanced test set, balanced accuracy drops to 1/n_classes", src("L59-61", r"\frac{1}{n\_classes}"),
          parts=[INDEPENDENT, INFLATED], expected=Status.PROVED,
          reading="'takes advantage of an imbalanced test set' without information about the true class: predictions "
                  "independent of it (a constant majority prediction included); their balanced accuracy is exactly "
                  "1/N (N = 2..6) while their accuracy can be far above it (0.9 against 1/2 in SKL-BA1.example)"),
    RANGE_2_3, RANGE_ALL_N, ADJUSTED, ADJUSTED_IS_GUYON, ENDS,
    AllOf("SKL-BA8", "the score ranges from 0 to 1; with adjusted=True from 1/(1 - n_classes) to 1, inclusive, and "
          "performance at random scores 0", src("L63-65", r"\frac{1}{1 - n\_classes}"),
          parts=[RANGE_2_3, RANGE_ALL_N, ADJUSTED, ADJUSTED_IS_GUYON, ENDS, INDEPENDENT], expected=Status.PROVED,
          reading="range: for N = 2, 3 on the macro-recall form, for every N on BA10's weighted form; adjusted: the "
                  "rescaling maps [0, 1] onto [1/(1 - n), 1] for every n and is scikit-learn's adjusted score (N = 2, 3); inclusive: both "
                  "ends attained (N = 2..6); 'performance at random': a prediction independent of the truth scores 0 "
                  "adjusted (N = 2..6)"),
    Relation("SKL-BA9", "the adjusted sample weights w^_i = w_i / sum_j 1(y_j = y_i) w_j of each true class sum to 1, so "
             "their total is the number of classes, N = 2, 3", src("L67-72", r"\hat{w}_i = \frac{w_i}{\sum_j{1(y_j = y_i) w_j}}"),
             relation=[eq(sum(w for a2, _, w in _adjusted_weights(M) if a2 == a), 1) for M in SIZES for a in range(M.rows)]
             + [eq(sum(w for _, _, w in _adjusted_weights(M)), M.rows) for M in SIZES],
             domain=BOTH, expected=Status.PROVED,
             reading="samples grouped by (true, predicted) cell with total weight C_ab (the weighted confusion matrix): "
                     "each class gets total adjusted weight 1, i.e. weights scaled by the inverse weighted prevalence"),
    Relation("SKL-BA10", "balanced-accuracy(y, y^, w) = (1/sum w^_i) sum_i 1(y^_i = y_i) w^_i is the balanced accuracy "
             "(mean recall) of the weighted confusion matrix, N = 2, 3",
             src("L75-80", r"\texttt{balanced-accuracy}(y, \hat{y}, w) = \frac{1}{\sum{\hat{w}_i}} \sum_i 1(\hat{y}_i = "
                           r"y_i) \hat{w}_i"),
             relation=[eq(_printed_ba10(M), metrics.balanced_accuracy(M)) for M in SIZES], domain=BOTH,
             expected=Status.PROVED, uses=("SKL-BA9",),
             reading="one sample per cell (a, b) with weight C_ab covers every weighted sample set (samples of a cell "
                     "enter only through their total weight); every class present in y_true"),
    Relation("SKL-BA10.absent", "when a class of y^ never occurs in y, the printed formula averages over the classes of y "
             "only: on a 3 x 3 matrix with an empty third row it equals the balanced accuracy with absent classes "
             "skipped (scikit-learn's convention)", src("L75-80 (suite check)"),
             relation=eq(_printed_ba10(NO_THIRD_CLASS), metrics.balanced_accuracy(NO_THIRD_CLASS, skip_absent_classes=True)),
             domain=Domain(tuple(NO_THIRD_CLASS[:2, :]), tuple(x >= 0 for x in NO_THIRD_CLASS[:2, :])
                           + tuple(sum(NO_THIRD_CLASS.row(a)) > 0 for a in range(2)),
                           "3 x 3 weighted counts >= 0, classes 1 and 2 present in y_true, class 3 only predicted"),
             expected=Status.PROVED, origin=Origin.SUITE, uses=("SKL-BA10",)),
    CONSTANT,
    AllOf("SKL-BA11", "with adjusted=True balanced accuracy reports the relative increase from balanced-accuracy(y, 0, w) "
          "= 1/n_classes", src("L82-84"), parts=[CONSTANT, ADJUSTED, ADJUSTED_IS_GUYON], expected=Status.PROVED,
          reading="'relative increase from 1/n_classes': the increase BA - 1/n over the largest possible increase 1 - 1/n, "
                  "the reading consistent with the range of SKL-BA8 (the increase relative to 1/n itself, n BA - 1, "
                  "would range from -1 to n - 1)"),
    Relation("SKL-BA12", "binary: adjusted balanced accuracy is Youden's J statistic TPR + TNR - 1, i.e. informedness",
             src("L84-86"),
             relation=[eq(metrics.balanced_accuracy(B, adjusted=True), TPR + TNR - 1),
                       eq(metrics.balanced_accuracy(B, adjusted=True), metrics.youden_j(B)),
                       eq(metrics.balanced_accuracy(B, adjusted=True), metrics.informedness(B))],
             domain=BA_DOMAIN, expected=Status.PROVED,
             reading="Youden's J = sensitivity + specificity - 1 (Youden 1950); informedness TPR + TNR - 1 (Powers 2011)"),
    URBANOWICZ_BINARY, THREE_DIFFER,
    AllOf("SKL-BA13", "the multiclass definition is an extension of the binary metric, though there is no certain consensus "
          "in the literature", src("L88-92"), parts=[URBANOWICZ_BINARY, THREE_DIFFER], expected=Status.PROVED,
          uses=("SKL-BA5",),
          reading="checkable content: the guide's definition (by SKL-BA5) and Urbanowicz's (SKL-BA16.binary) reduce to the "
                  "binary balanced accuracy at N = 2, Mosley's does not, and the three differ for N = 3 "
                  "(SKL-BA13.differ); 'most reasonable' is an opinion"),
    AllOf("SKL-BA14", "the adjusted version gives random predictions a score of 0 and perfect predictions a score of 1",
          src("L94-96"), parts=[INDEPENDENT, ENDS], expected=Status.PROVED,
          reading="random predictions: independent of the true class (N = 2..6); perfect: the identity (N = 2..6); the "
                  "attribution to Mosley, Kelleher and Guyon is not checkable here"),
    CBA_CLASS,
    AllOf("SKL-BA16", "Urbanowicz's balanced accuracy, (1/n_classes) sum_k (sensitivity_k + specificity_k)/2, is another "
          "extension of the binary balanced accuracy: equal to it for two classes, different for three",
          src("L100-101", r"\frac{1}{n\_classes}\sum_k\frac{1}{2}(\mathrm{sensitivity}_k+\mathrm{specificity}_k)"),
          parts=[URBANOWICZ_BINARY, THREE_DIFFER], expected=Status.PROVED,
          reading="sensitivity_k and specificity_k of class k against the rest (one-vs-rest TP, FP, FN, TN)"),
]
