"""What scikit-learn says about the MCC: its meaning, range and extreme values, in the user
guide (SKL-M1 to SKL-M5, SKL-M9.1 to SKL-M9.3) and the docstring of ``matthews_corrcoef``
(SKL-MD1 to SKL-MD4).

scikit-learn documentation, §Matthews correlation coefficient (``shared/papers/scikit_learn_docs.txt``):

    "The matthews_corrcoef function computes the Matthew's correlation coefficient (MCC) for
     binary classes."                                                                 (M1, L160-162)
    Quoting Wikipedia: "The Matthews correlation coefficient is used in machine learning as a
     measure of the quality of binary (two-class) classifications. It takes into account true and
     false positives and negatives and is generally regarded as a balanced measure which can be
     used even if the classes are of very different sizes.                            (M2, L165-169)
     The MCC is in essence a correlation coefficient value between -1 and +1.          (M3, L169-170)
     A coefficient of +1 represents a perfect prediction, 0 an average random prediction and -1
     an inverse prediction.                                                           (M4, L170-171)
     The statistic is also known as the phi coefficient."                             (M5, L172)
    "When there are more than two labels, the value of the MCC will no longer range between -1
     and +1.                                                                          (M9.1, L203-204)
     Instead the minimum value will be somewhere between -1 and 0 depending on the number and
     distribution of ground true labels.                                              (M9.2, L204-205)
     The maximum value is always +1."                                                 (M9.3, L205-206)
    Docstring: the M2 paragraph with "binary and multiclass classifications" (MD1, L261-265), the
    M3-M5 sentences (MD2, L265-268), "Binary and multiclass labels are supported.  Only in the
    binary case does this relate to information about true and false positives and negatives."
    (MD3, L270-271), Returns: "(+1 represents a perfect prediction, 0 an average random
    prediction and -1 and inverse prediction)" (MD4, L274-279).

Readings (each claim states its own).
* "correlation coefficient" (M1, M5): the binary formula M6 is Pearson's correlation of the
  0/1 indicators of the positive class in y_true and y_pred, and phi^2 = chi^2/S (Pearson's
  phi, as in ``kappamcc.metrics.phi``); for K > 2 classes phi = sqrt(chi^2/S) is another
  number (MD2.phi), so "also known as the phi coefficient" is read for the binary case the
  quoted sentence is about.
* "takes into account true and false positives and negatives" (M2): the value changes with
  each of the four counts; "balanced ... even if the classes are of very different sizes":
  the two classes are treated alike (swapping them leaves MCC unchanged) and a prediction
  independent of the truth scores 0 whatever the class sizes.  "generally regarded" is an
  opinion and is not checked.
* "+1 a perfect prediction, 0 an average random prediction, -1 an inverse prediction" (M4):
  binary, MCC = 1 iff fp = fn = 0, MCC = -1 iff tp = tn = 0, MCC = 0 iff tp tn = fp fn (the
  table of a prediction independent of the truth); for every K, perfect gives 1 and an
  independent prediction 0.
* "will no longer range between -1 and +1" (M9.1) is read with the next sentence: the range no
  longer reaches -1.  (Read literally, "MCC can leave [-1, +1]", it would be false: MCC lies in
  [-1, 1] for every K, DT2019-S2.2.a.)  "More than two labels": where MCC is defined two true
  classes occur, and a third label occurs in y_true or y_pred.  MCC = n/sqrt(P T) is -1 only if
  n = -P = -T; n + P is a sum of non-negative terms (sum_k r_k Q_k + C_kk (S - r_k), Q_k the cases
  outside row and column k) with 2 S (n + P) >= sum over distinct k, l, m of r_k r_l (r_m + c_m),
  which the third label makes positive.
* M9.2: the exact minima over every prediction of a few small truths (enumerated exactly) lie
  strictly between -1 and 0 and differ with the number of classes and with the distribution.
* MD3 "Only in the binary case does this relate to information about true and false positives
  and negatives": in the binary case the MCC is a function of the four counts (M6); with three
  classes it is not a function of any one class's four one-vs-rest counts (two matrices with
  the same counts for class 0 and different MCC).  (It is a function of all K classes'
  one-vs-rest counts together: tr = sum TP_k, r_k = TP_k + FN_k, c_k = TP_k + FP_k.)

Statements for every K are checked derivations that cite SKL-M8 and DT2019-S2 (range,
maximum).
"""

import itertools
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Cite, Close, Identity, Nonneg, matrices
from kappamcc.model.family import Family
from kappamcc.model.index_forms import col, fresh, mcc_marginal_parts, row, sum_rc, sum_rr, total
from kappamcc.model.kinds import AllOf, Derived, ForEachSize, IdentityAllN, Relation, chain, eq
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, Sum, ne
from kappamcc.proofs.delgado_tibau_2019.s2_range import D, MCC_RANGE, PERFECT
from kappamcc.proofs.scikit_learn import SKLEARN
from kappamcc.families.one_vs_rest import one_vs_rest
from kappamcc.proofs.scikit_learn._layout import MCC_BINARY, fn, fp, tn, tp
from kappamcc.families.entrywise_matrices import I, J, marginal_numerator
from kappamcc.proofs.scikit_learn.mcc_definitions import C, M8, m6, m8_num, m8_rad_p, m8_rad_t

MCC = MCC_BINARY.mcc
DOM = MCC_BINARY.domain
MCC_SECTION = SKLEARN.within("§Matthews correlation coefficient")
doc = SKLEARN.within("docstring matthews_corrcoef").at

# ---------------------------------------------------------------------------
# binary: Pearson's correlation of the indicators, phi, the four counts, swapping the classes

# cells of [[tn, fp], [fn, tp]] as (x, z, count): x = [y = 1], z = [y_pred = 1]
CELLS = ((1, 1, tp), (1, 0, fn), (0, 1, fp), (0, 0, tn))
S = tn + fp + fn + tp
x_mean = sum(x * n for x, z, n in CELLS) / S
z_mean = sum(z * n for x, z, n in CELLS) / S
pearson = sum(n * (x - x_mean) * (z - z_mean) for x, z, n in CELLS) / sp.sqrt(
    sum(n * (x - x_mean) ** 2 for x, z, n in CELLS) * sum(n * (z - z_mean) ** 2 for x, z, n in CELLS)
)
CLASSES_SWAPPED = {tp: tn, tn: tp, fp: fn, fn: fp}
u1, u2, v1, v2 = sp.symbols("u1 u2 v1 v2", positive=True)
INDEPENDENT = Domain(
    symbols=(u1, u2, v1, v2),
    constraints=(u1 > 0, u2 > 0, v1 > 0, v2 > 0),
    text="u1, u2, v1, v2 > 0: class sizes and prediction rates",
)
INDEPENDENT_TABLE = Family(
    "independent prediction [[u1 v1, u1 v2], [u2 v1, u2 v2]]",
    sp.Matrix([[u1 * v1, u1 * v2], [u2 * v1, u2 * v2]]),
    INDEPENDENT,
)
independent_binary = INDEPENDENT_TABLE.mcc
BASE = [[3, 1], [1, 3]]  # [[tn, fp], [fn, tp]]
ONE_MORE = {"tn": [[4, 1], [1, 3]], "fp": [[3, 2], [1, 3]], "fn": [[3, 1], [2, 3]], "tp": [[3, 1], [1, 4]]}

# every K: a prediction independent of the truth (C = u v^T) has numerator 0; perfect prediction gives 1
u, v = Array("u", "vector"), Array("v", "vector")
INDEPENDENT_ALL_K = IdentityAllN(
    "SKL-MD2.random",
    "a prediction independent of the truth, C_ij = u_i v_j (true class sizes u, prediction rates v), "
    "has MCC numerator S tr - sum_k r_k c_k = 0, so MCC = 0 wherever it is defined (every K)",
    doc("L265-268 (suite check)"),
    equations=[(marginal_numerator(u[I] * v[J]), 0)],
    arrays=[u, v],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="'an average random prediction': predictions drawn independently of the true class (a rank-one matrix)",
)

# ---------------------------------------------------------------------------
# M9: with more than two labels the minimum is above -1

SWAP = [[0, 1], [1, 0]]
# the multiclass formula as printed (SKL-M8), its atoms
M8_MCC = atomize(m8_num, [C]) / sp.sqrt(atomize(m8_rad_p, [C]) * atomize(m8_rad_t, [C]))
M8_DEFINED = sp.Ne(atomize(m8_rad_p, [C]) * atomize(m8_rad_t, [C]), 0)
# "more than two labels occur": where MCC is defined two true classes k != l are non-empty (S^2 > sum r_k^2), so a
# third label is a class m distinct from both with r_m + c_m > 0: sum over distinct k, l, m of r_k r_l (r_m + c_m) > 0
k3, l3, m3 = fresh("k"), fresh("l"), fresh("m")
THIRD_LABEL = Sum(
    row(C, k3) * row(C, l3) * (row(C, m3) + col(C, m3)), k3, l3, m3, where=[ne(k3, l3), ne(k3, m3), ne(l3, m3)]
)
THREE_LABELS = sp.Gt(atomize(THIRD_LABEL, [C]), 0)
ABOVE_MINUS_ONE = sp.Lt(-1, M8_MCC)
NONNEG_C = frozenset({"C"})
S_C, (NUM_C, ROWS_C, COLS_C) = total(C), mcc_marginal_parts(C)
NO_MINUS_ONE = Derived(
    "SKL-M9.1",
    "when more than two labels occur (in y_true or y_pred), the MCC no longer reaches -1: MCC > -1 wherever "
    "it is defined (every K)",
    MCC_SECTION.at("L203-204"),
    formula=matrices([C], hyps=(M8_DEFINED, THREE_LABELS), goal=ABOVE_MINUS_ONE),
    # MCC = n/sqrt(P T) = -1 needs n = -P = -T.  n + P = sum_k (r_k Q_k + C_kk (S - r_k)), Q_k the cases outside row
    # and column k: a sum of non-negative terms, and 2 S (n + P) >= sum_{k,l,m distinct} r_k r_l (r_m + c_m), which
    # a third label makes > 0; n + T >= 0 likewise.  So n + P > 0, n + T >= 0: MCC > -1 (Z3 over the atoms).
    lines=[
        Cite(M8),
        Nonneg(2 * S_C * (NUM_C + ROWS_C) - THIRD_LABEL, (C,), NONNEG_C),
        Nonneg(NUM_C + COLS_C, (C,), NONNEG_C),
        Nonneg(S_C, (C,), NONNEG_C),
        Nonneg(ROWS_C, (C,), NONNEG_C),
        Nonneg(COLS_C, (C,), NONNEG_C),
        Close(ABOVE_MINUS_ONE, (M8_DEFINED, THREE_LABELS), (1, 2, 3, 4, 5, 6)),
    ],
    expected=Status.PROVED,
    reading="read with the next sentence ('Instead the minimum value will be somewhere between -1 and 0'): the range no "
    "longer reaches -1.  'More than two labels occur': where MCC is defined two different true classes k, l "
    "occur (S^2 > sum_k r_k^2), and a third label m, distinct from both, occurs in y_true or y_pred: "
    "sum_{k,l,m distinct} r_k r_l (r_m + c_m) > 0.  Literally ('MCC can leave [-1, +1]') it would be false: MCC "
    "is in [-1, 1] for every K (DT2019-S2.2.a)",
)

# exact minima over every prediction of a few small truths (one sample per listed count)
TRUTHS = {3: ((1, 1, 1), (2, 2, 1)), 4: ((1, 1, 1, 1),)}
MINIMA = {
    (1, 1, 1): sp.Rational(3, 8),
    (2, 2, 1): sp.Rational(25, 48),
    (1, 1, 1, 1): sp.Rational(2, 9),
}  # MCC_min = -sqrt(.)


def _matrix(truth_counts, prediction) -> list[list[int]]:
    K = len(truth_counts)
    y_true = [k for k, m in enumerate(truth_counts) for _ in range(m)]
    return metrics.from_labels(y_true, list(prediction), labels=list(range(K)))


def lowest_mcc_squared(truth_counts) -> Fraction:
    """max of n^2/(d_r d_c) over the predictions with n < 0 (MCC defined): the lowest MCC is -sqrt of it.
    Every prediction of every sample is enumerated (K^S of them), exactly."""
    K, n_samples = len(truth_counts), sum(truth_counts)
    best = Fraction(0)
    for prediction in itertools.product(range(K), repeat=n_samples):
        n, d_r, d_c = (int(x) for x in metrics.mcc_parts(_matrix(truth_counts, prediction)))
        if n < 0 and d_r > 0 and d_c > 0:
            best = max(best, Fraction(n * n, d_r * d_c))
    return best


def _minima_as_stated(K: int):
    found = {t: lowest_mcc_squared(t) for t in TRUTHS[K]}
    ok = all(0 < q < 1 and q == MINIMA[t] for t, q in found.items())
    return ok, "; ".join(f"truth counts {t}: lowest MCC = -sqrt({q})" for t, q in found.items())


def _spot_prediction(point) -> bool:
    """One drawn prediction of a listed truth scores at least the stated minimum."""
    truth, prediction = point["truth"], point["prediction"]
    value = metrics.mcc(_matrix(truth, prediction), replace_undefined_by=None)
    return value is None or bool(value >= -sp.sqrt(MINIMA[truth]))


PREDICTIONS = Domain(
    text="a listed truth (counts per class) and any prediction of its samples",
    sampler=lambda: st.sampled_from(sorted(MINIMA)).flatmap(
        lambda t: st.lists(st.integers(0, len(t) - 1), min_size=sum(t), max_size=sum(t)).map(
            lambda p: {"truth": t, "prediction": tuple(p)}
        )
    ),
)
MINIMA_CLAIM = ForEachSize(
    "SKL-M9.2.minima",
    "the lowest MCC over every prediction: K = 3, truth counts (1, 1, 1): -sqrt(3/8) = -0.612...; "
    "(2, 2, 1): -sqrt(25/48) = -0.721...; K = 4, (1, 1, 1, 1): -sqrt(2/9) = -0.471...: each strictly between -1 and 0, "
    "and different for different numbers of classes and distributions of the true labels",
    MCC_SECTION.at("L204-205 (suite check: exhaustive enumeration)"),
    sizes=sorted(TRUTHS),
    check=_minima_as_stated,
    spot=_spot_prediction,
    domain=PREDICTIONS,
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="a truth with the listed number of samples per class; all K^S predictions enumerated exactly",
)

# ---------------------------------------------------------------------------
# claims

PEARSON = Relation(
    "SKL-M1",
    "the function computes the MCC 'for binary classes': the binary MCC (M6) is Matthews' correlation coefficient, "
    "Pearson's correlation of the 0/1 indicators of the positive class in y_true and in y_pred: that correlation "
    "is the MCC derived from [[tn, fp], [fn, tp]], which M6 prints",
    MCC_SECTION.at("L160-162"),
    relation=[eq(pearson, MCC), eq(MCC, m6)],
    domain=DOM,
    expected=Status.PROVED,
    uses=("SKL-M6",),
    reading="the checkable content: what is computed for two classes is a correlation coefficient of the true and "
    "predicted labels (Matthews 1975); the section also defines the multiclass case (M7, M8)",
    families=(MCC_BINARY,),
)
BINARY_RANGE = Relation(
    "SKL-M3",
    "binary: -1 <= MCC <= +1 wherever MCC is defined",
    MCC_SECTION.at("L169-170"),
    relation=chain(-1, "<=", MCC, "<=", 1),
    domain=DOM,
    expected=Status.PROVED,
    reading="the quoted sentence is about binary classifications",
    families=(MCC_BINARY,),
)
EXTREMES = Relation(
    "SKL-M4",
    "binary: MCC = +1 exactly when fp = fn = 0 (perfect prediction), MCC = -1 exactly when tp = tn = 0 (every "
    "prediction inverted), and MCC = 0 exactly when tp tn = fp fn (the table of a prediction independent of the truth)",
    MCC_SECTION.at("L170-171"),
    relation=[
        sp.Implies(eq(MCC, 1), sp.And(eq(fp, 0), eq(fn, 0))),
        sp.Implies(sp.And(eq(fp, 0), eq(fn, 0)), eq(MCC, 1)),
        sp.Implies(eq(MCC, -1), sp.And(eq(tp, 0), eq(tn, 0))),
        sp.Implies(sp.And(eq(tp, 0), eq(tn, 0)), eq(MCC, -1)),
        sp.Implies(eq(MCC, 0), eq(tp * tn, fp * fn)),
        sp.Implies(eq(tp * tn, fp * fn), eq(MCC, 0)),
    ],
    domain=DOM,
    expected=Status.PROVED,
    reading="'average random prediction': the expected table of a prediction drawn independently of the truth, whose "
    "determinant tp tn - fp fn is 0 (SKL-M2.random)",
    families=(MCC_BINARY,),
)
PHI = Relation(
    "SKL-M5",
    "binary: the MCC is the phi coefficient: MCC^2 = chi^2/S (Pearson's phi^2, kappamcc.metrics.phi_squared), "
    "and MCC has the sign of tp tn - fp fn",
    MCC_SECTION.at("L172"),
    relation=[
        eq(MCC**2, metrics.phi_squared(MCC_BINARY.matrix)),
        sp.Implies(tp * tn - fp * fn > 0, MCC > 0),
        sp.Implies(tp * tn - fp * fn < 0, MCC < 0),
    ],
    domain=DOM,
    expected=Status.PROVED,
    uses=("SKL-M1",),
    reading="phi coefficient of a 2 x 2 table: Pearson's phi = sqrt(chi^2/S) (1904) with the sign of the association "
    "(Yule 1912); the sentence is about binary classifications",
    families=(MCC_BINARY,),
)
ALL_FOUR = Relation(
    "SKL-M2.counts",
    "'takes into account true and false positives and negatives': adding one sample to any one of tn, fp, "
    "fn, tp in [[3, 1], [1, 3]] changes the MCC",
    MCC_SECTION.at("L165-169 (suite check)"),
    relation=[
        sp.Ne(metrics.mcc(ONE_MORE[name]), metrics.mcc(BASE), evaluate=False) for name in ("tn", "fp", "fn", "tp")
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
BALANCED = Relation(
    "SKL-M2.balanced",
    "'a balanced measure': exchanging the two classes (tp <-> tn, fp <-> fn) leaves the MCC unchanged",
    MCC_SECTION.at("L165-169 (suite check)"),
    relation=eq(MCC.xreplace(CLASSES_SWAPPED), MCC),
    domain=DOM,
    expected=Status.PROVED,
    origin=Origin.SUITE,
    families=(MCC_BINARY,),
)
RANDOM_BINARY = Relation(
    "SKL-M2.random",
    "'can be used even if the classes are of very different sizes': a prediction independent of the truth, "
    "[[u1 v1, u1 v2], [u2 v1, u2 v2]], scores MCC = 0 whatever the class sizes u1, u2 and the rates v1, v2",
    MCC_SECTION.at("L165-169 (suite check)"),
    relation=eq(independent_binary, 0),
    domain=INDEPENDENT,
    expected=Status.PROVED,
    origin=Origin.SUITE,
    families=(INDEPENDENT_TABLE,),
)
PHI_DIFFERS = ([[2, 0, 0], [0, 1, 0], [1, 0, 1]], [[3, 0, 2], [0, 1, 1], [0, 2, 3]])
THREE_CLASSES_SAME_COUNTS = ([[2, 1, 0], [1, 2, 0], [0, 0, 2]], [[2, 1, 0], [1, 0, 2], [0, 2, 0]])


# a perfect prediction: a diagonal matrix D (DT2019-S2.1.perfect)
dn, ddr, ddc = mcc_marginal_parts(D)
PERFECT_MCC = atomize(dn, [D]) / sp.sqrt(atomize(ddr, [D]) * atomize(ddc, [D]))
PERFECT_MCC_DEFINED = sp.Ne(atomize(ddr, [D]) * atomize(ddc, [D]), 0)
RANGE_GOAL = sp.And(sp.Le(-1, M8_MCC), sp.Le(M8_MCC, 1))
RANGE_ALL_K = Derived(
    "SKL-MD2.range",
    "-1 <= MCC <= +1 for binary and multiclass problems (every K, wherever MCC is defined)",
    doc("L265-266"),
    formula=matrices([C], hyps=(M8_DEFINED,), goal=RANGE_GOAL),
    # M8's numerator and radicands are the marginal form's, whose quotient lies in [-1, 1] (DT2019-S2.2.a)
    lines=[Cite(M8), Cite(MCC_RANGE), Close(RANGE_GOAL, (M8_DEFINED,), (1, 2))],
    expected=Status.PROVED,
    reading="the docstring's MCC is the K-category MCC as the guide prints it (SKL-M8)",
)
MAXIMUM_GOAL = sp.And(sp.Eq(PERFECT_MCC, 1), sp.Le(M8_MCC, 1))
MAXIMUM = Derived(
    "SKL-M9.3",
    "the maximum value of the MCC is +1 for any number of labels: a perfect prediction scores 1 and no "
    "matrix scores more (every K)",
    MCC_SECTION.at("L205-206"),
    formula=matrices([C, D], hyps=(PERFECT_MCC_DEFINED, M8_DEFINED), goal=MAXIMUM_GOAL),
    # a perfect prediction is a diagonal D: its numerator equals both radicands (DT2019-S2.1.perfect), which are >= 0
    # (on a diagonal D, sum r c = sum r^2: kappa's denominator is the radicand, so S2.1.perfect applies)
    lines=[
        Cite(PERFECT),
        Identity(sum_rc(D), sum_rr(D), (D,)),
        Nonneg(ddr, (D,), frozenset({"D"})),
        Cite(M8),
        Cite(MCC_RANGE),
        Close(MAXIMUM_GOAL, (PERFECT_MCC_DEFINED, M8_DEFINED), (1, 2, 3, 4, 5)),
    ],
    expected=Status.PROVED,
    reading="perfect: a diagonal matrix D on which MCC is defined (two non-empty classes); no more: MCC <= 1 on every "
    "matrix C where it is defined",
)

CLAIMS = [
    PEARSON,
    AllOf(
        "SKL-M2",
        "'takes into account true and false positives and negatives and is generally regarded as a balanced "
        "measure which can be used even if the classes are of very different sizes' (binary)",
        MCC_SECTION.at("L165-169"),
        parts=[ALL_FOUR, BALANCED, RANDOM_BINARY],
        expected=Status.PROVED,
        reading="each of the four counts changes the value (M2.counts); the two classes are treated alike (M2.balanced); "
        "a prediction independent of the truth scores 0 whatever the class sizes (M2.random); 'generally "
        "regarded' is an opinion, not checked",
    ),
    ALL_FOUR,
    BALANCED,
    RANDOM_BINARY,
    BINARY_RANGE,
    EXTREMES,
    PHI,
    NO_MINUS_ONE,
    Relation(
        "SKL-M9.1.two-labels",
        "with two labels -1 is attained: MCC([[0, 1], [1, 0]]) = -1",
        MCC_SECTION.at("L203-204 (suite check)"),
        relation=eq(metrics.mcc(SWAP), -1),
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    MINIMA_CLAIM,
    INDEPENDENT_ALL_K,
    AllOf(
        "SKL-M9.2",
        "with more than two labels the minimum value is somewhere between -1 and 0, depending on the number "
        "and distribution of the ground-truth labels",
        MCC_SECTION.at("L204-205"),
        parts=[NO_MINUS_ONE, INDEPENDENT_ALL_K, MINIMA_CLAIM],
        expected=Status.PROVED,
        reading="the minimum over predictions for a given truth is > -1 (SKL-M9.1), <= 0 (an independent prediction "
        "scores 0, SKL-MD2.random), and it depends on the number of classes and on the distribution "
        "(exact minima of SKL-M9.2.minima)",
    ),
    MAXIMUM,
    AllOf(
        "SKL-MD1",
        "the MCC measures the quality of binary and multiclass classifications, takes into account true and "
        "false positives and negatives, and is balanced, usable when the classes are of very different sizes",
        doc("L261-265"),
        parts=[ALL_FOUR, BALANCED, RANDOM_BINARY, INDEPENDENT_ALL_K],
        expected=Status.PROVED,
        uses=("SKL-M7",),
        reading="as SKL-M2, and for every K: a prediction independent of the truth scores 0 whatever the class sizes "
        "(SKL-MD2.random); the multiclass formula is the binary one at K = 2 (SKL-M7)",
    ),
    RANGE_ALL_K,
    Relation(
        "SKL-MD2.phi",
        "for K > 2 the MCC is not Pearson's phi = sqrt(chi^2/S): MCC^2 != chi^2/S on the docstring's "
        "kappa example [[2, 0, 0], [0, 1, 0], [1, 0, 1]] and on PyCM's example [[3, 0, 2], [0, 1, 1], [0, 2, 3]]",
        doc("L267-268 (suite check)"),
        relation=[sp.Ne(metrics.mcc(M) ** 2, metrics.phi_squared(M), evaluate=False) for M in PHI_DIFFERS],
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    AllOf(
        "SKL-MD2",
        "the MCC is a correlation coefficient between -1 and +1; +1 a perfect prediction, 0 an average random "
        "prediction, -1 an inverse prediction; also known as the phi coefficient (binary and multiclass)",
        doc("L265-268"),
        parts=[RANGE_ALL_K, PERFECT, INDEPENDENT_ALL_K, EXTREMES, PHI],
        expected=Status.PROVED,
        reading="range for every K (SKL-MD2.range); +1 for a perfect prediction (every K, DT2019-S2.1.perfect); 0 for a "
        "prediction independent of the truth (every K, SKL-MD2.random); -1 and the phi coefficient for the "
        "binary case the quoted sentences are about (SKL-M4, SKL-M5): with more than two labels -1 is not "
        "attained (SKL-M9.1) and the MCC is not Pearson's phi (SKL-MD2.phi)",
    ),
    Relation(
        "SKL-MD3",
        "'Only in the binary case does this relate to information about true and false positives and "
        "negatives': with three classes the MCC is not a function of one class's four counts: "
        "[[2, 1, 0], [1, 2, 0], [0, 0, 2]] and [[2, 1, 0], [1, 0, 2], [0, 2, 0]] have the same (TP, FP, FN, TN) for "
        "class 0 and different MCC",
        doc("L270-271"),
        relation=[eq(a, b) for a, b in zip(*(one_vs_rest(C, 0) for C in THREE_CLASSES_SAME_COUNTS))]
        + [sp.Ne(*(metrics.mcc(C) for C in THREE_CLASSES_SAME_COUNTS), evaluate=False)],
        expected=Status.PROVED,
        uses=("SKL-M6",),
        reading="in the binary case the MCC is a function of tp, tn, fp, fn (SKL-M6); for K >= 3 there is no single "
        "positive class and one class's one-vs-rest counts do not determine it (all K classes' counts "
        "together do: tr = sum TP_k, r_k = TP_k + FN_k, c_k = TP_k + FP_k)",
    ),
    AllOf(
        "SKL-MD4",
        "Returns: +1 represents a perfect prediction, 0 an average random prediction and -1 an inverse prediction",
        doc("L274-279"),
        parts=[PERFECT, INDEPENDENT_ALL_K, EXTREMES],
        expected=Status.PROVED,
        reading="'-1 and inverse prediction' read as '-1 an inverse prediction' (a typo); +1 and 0 for every K, -1 for "
        "two classes (with more, -1 is not attained: SKL-M9.1)",
    ),
]
