"""Cohen's kappa in scikit-learn's user guide (SKL-K1 to SKL-K5) and in the docstring of
``cohen_kappa_score`` (SKL-KD1 to SKL-KD7), and the extractor's note on its implementation
(SKL-KI1).

scikit-learn documentation (``shared/papers/scikit_learn_docs.txt``):

    "The function cohen_kappa_score computes Cohen's kappa statistic.  This measure is intended
     to compare labelings by different human annotators, not a classifier versus a ground
     truth."                                                                         (K1, L110-113)
    "The kappa score (see docstring) is a number between -1 and 1."                   (K2, L115)
    "Scores above .8 are generally considered good agreement;                         (K3, L116)
     zero or lower means no agreement (practically random labels)."                   (K4, L117)
    "Kappa scores can be computed for binary or multiclass problems, but not for multilabel
     problems (except by manually computing a per-label score) and not for more than two
     annotators."                                                                     (K5, L119-121)
    Docstring: "Compute Cohen's kappa: a statistic that measures inter-annotator agreement. ...
     a score that expresses the level of agreement between two annotators on a classification
     problem." (KD1, L219-222)  "It is defined as kappa = (p_o - p_e) / (1 - p_e)" (KD2, L222-226)
     "where p_o is the empirical probability of agreement on the label assigned to any sample
     (the observed agreement ratio), and p_e is the expected agreement when both annotators
     assign labels randomly.  p_e is estimated using a per-annotator empirical prior over the
     class labels" (KD3, KD4, L228-232).  "The kappa statistic is symmetric, so swapping y1 and
     y2 doesn't change the value." (KD5, L234-236)  weights: "None means no weighted; "linear"
     means linear weighted; "quadratic" means quadratic weighted." (KD6, L238-240)  Returns:
     "The kappa statistic, which is a number between -1 and 1. The maximum value means complete
     agreement; zero or lower means chance agreement." (KD7, L242-246)
    "(implementation in this version: k = sum(w_mat * confusion) / sum(w_mat * expected);
     return 1 - k, with expected = outer(column sums, row sums)/total and w_mat = 1 - I
     (unweighted), |i-j| (linear), (i-j)^2 (quadratic))"    (KI1, extractor's note, L255-256)

How they are decided.  The docstring's definitions are written over the samples (a sample
rated a by y1 and b by y2 lies in cell (a, b); Kronecker delta for "agree") and compared, for
every number of classes K, with Cohen's (1960) kappa (S tr - sum r_k c_k)/(S^2 - sum r_k c_k),
P_o = tr/S and P_e = sum r_k c_k/S^2, the definitions :mod:`kappamcc.metrics` implements
(relabelling theorem): KD2-KD4 PROVED.  Symmetry (KD5) is the same identity with the two
annotators exchanged, and for the weighted statistic with any symmetric weight matrix, every
K.  The weights (KD6, KI1) are compared with Cohen's (1968) weighted kappa
1 - sum w_ij p_ij / sum w_ij p_i. p_.j (:func:`kappamcc.metrics.weighted_kappa`): the
implementation's expected matrix outer(column sums, row sums)/total is the transpose of
Cohen's r_i c_j / S, which gives the same value for every symmetric weight matrix (the three
scikit-learn offers), every K; for an asymmetric one it would not (KI1.asymmetric).

Readings (each claim states its own).
* "between -1 and 1" (K2, KD7): for every K wherever kappa is defined, from DT2019's suite
  theorem (a checked derivation citing KD2 and DT2019-S2.kappa-range).  This is the
  unweighted statistic the docstring defines; for K = 2 the linear and quadratic weights give
  the same statistic (KD6.binary).  The range of the weighted statistics for K >= 3 is not
  decided here.
* "zero or lower means no agreement (practically random labels)" (K4), "zero or lower means
  chance agreement" (KD7): kappa <= 0 exactly when the observed agreement is at most the
  chance agreement, p_o <= p_e (any K, in terms of p_o and p_e with p_e < 1, as on every
  matrix where kappa is defined); and two labelings drawn independently of each other (a
  rank-one table) have kappa = 0 (every K).
* "Scores above .8 are generally considered good agreement" (K3): a convention; checked as a
  band inside the range, disjoint from K4's.  The guide names no level in (0, 0.8].
* "The maximum value means complete agreement" (KD7, and KD1's "level of agreement"):
  1 - kappa = S (S - tr)/(S^2 - sum r_k c_k), every K, so kappa = 1 exactly when every sample
  gets the same label from both annotators (S - tr is the number of disagreements).
* K1's "intended to compare labelings by different human annotators, not a classifier versus
  a ground truth" and K5's statement about what the function accepts are about use and
  software: the checkable content is that the statistic is Cohen's kappa of one K x K table of
  two labelings, symmetric in them, for any K >= 2 (the function's own behaviour on
  multilabel input is asserted in ``tests/test_sklearn_docs.py``).
* KI1 is not scikit-learn's text (the extractor summarised the function body): origin SUITE.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Scope, Status
from kappamcc.model.derivations import Cite, Close, matrices
from kappamcc.model.family import Family
from kappamcc.model.kinds import AllOf, Derived, IdentityAllN, Relation, chain, eq
from kappamcc.prove.atoms import atomize
from kappamcc.model.index_forms import col, fresh, kappa_marginal, row, sum_rc, total, trace
from kappamcc.prove.index_sums import Array, Sum, delta, fraction, ne
from kappamcc.proofs.delgado_tibau_2019.s2_range import KAPPA_RANGE
from kappamcc.proofs.scikit_learn import SKLEARN
from kappamcc.proofs.scikit_learn._layout import MCC_BINARY, fn, fp, tn, tp
from kappamcc.families.entrywise_matrices import I, J, marginal_numerator

guide = SKLEARN.within("§Cohen's kappa").at
doc = SKLEARN.within("docstring cohen_kappa_score").at


# ---------------------------------------------------------------------------
# the docstring's definitions over the samples: C_ab samples rated a by y1 and b by y2

C = Array("C")
S = total(C)
# (sums over the samples grouped by cell: sum_ab C_ab [condition], y1's label a, y2's label b)
_a = [fresh("a") for _ in range(6)]
_b = [fresh("b") for _ in range(6)]
_k, _k_swapped = fresh("k"), fresh("k")
agree = Sum(C[_a[0], _b[0]] * delta[_a[0], _b[0]], _a[0], _b[0])  # samples labelled alike
# the samples annotator 1 (y1, the rows) labels k, and annotator 2 (y2, the columns), for a class k of the sum
y1_says_k = Sum(C[_a[1], _b[1]] * delta[_a[1], _k], _a[1], _b[1])
y2_says_k = Sum(C[_a[2], _b[2]] * delta[_b[2], _k], _a[2], _b[2])
p_o = fraction(agree, S)
# p_e: sum over labels k of P(first annotator says k) P(second says k), each from its own labels
p_e = fraction(Sum(y1_says_k * y2_says_k, _k), (S, S))
kappa_doc = (p_o - p_e) / (1 - p_e)
# the same with y1 and y2 exchanged: the first annotator's labels are the columns, the second's the rows
p_o_swapped = fraction(Sum(C[_a[3], _b[3]] * delta[_b[3], _a[3]], _a[3], _b[3]), S)
first_says_k_swapped = Sum(C[_a[4], _b[4]] * delta[_b[4], _k_swapped], _a[4], _b[4])
second_says_k_swapped = Sum(C[_a[5], _b[5]] * delta[_a[5], _k_swapped], _a[5], _b[5])
p_e_swapped = fraction(Sum(first_says_k_swapped * second_says_k_swapped, _k_swapped), (S, S))
kappa_swapped = (p_o_swapped - p_e_swapped) / (1 - p_e_swapped)

# weighted: a symmetric weight array W (linear and quadratic weights are symmetric)
W = Array("W", "symmetric")
i, j = fresh("i"), fresh("j")
observed_w = Sum(W[i, j] * C[i, j], i, j)
i2, j2 = fresh("i"), fresh("j")
cohen_expected_w = Sum(W[i2, j2] * row(C, i2) * col(C, j2), i2, j2)  # Cohen 1968: E_ij = r_i c_j / S
i3, j3 = fresh("i"), fresh("j")
implementation_expected_w = Sum(W[i3, j3] * col(C, i3) * row(C, j3), i3, j3)  # outer(column sums, row sums)
i4, j4 = fresh("i"), fresh("j")
observed_w_swapped = Sum(W[i4, j4] * C[j4, i4], i4, j4)  # y1 and y2 exchanged: C transposed
cohen_w = 1 - fraction(observed_w * S, cohen_expected_w)
implementation_w = 1 - fraction(observed_w * S, implementation_expected_w)
cohen_w_swapped = 1 - fraction(observed_w_swapped * S, implementation_expected_w)  # Cohen 1968 of C^T: r and c exchange
# unweighted implementation: w_mat = 1 - I
i5, j5 = fresh("i"), fresh("j")
off_diagonal = Sum(C[i5, j5], i5, j5, where=[ne(i5, j5)])
i6, j6 = fresh("i"), fresh("j")
expected_off_diagonal = Sum(col(C, i6) * row(C, j6), i6, j6, where=[ne(i6, j6)])
implementation_unweighted = 1 - fraction(off_diagonal * S, expected_off_diagonal)

# ---------------------------------------------------------------------------
# binary and closed-number checks

B = MCC_BINARY.matrix  # [[tn, fp], [fn, tp]], scikit-learn's layout
# kappa needs no row or column sum positive (only S^2 - sum r_k c_k != 0): a family of its own, counts >= 0
KAPPA_TABLE = Family(
    "[[tn, fp], [fn, tp]] (kappa)",
    B,
    Domain(symbols=(tn, fp, fn, tp), constraints=(tn >= 0, fp >= 0, fn >= 0, tp >= 0), text="counts >= 0"),
    "scikit-learn: rows true, columns predicted, positive label 1 last",
)
KAPPA_B = KAPPA_TABLE.kappa
BINARY = Domain(
    symbols=(tn, fp, fn, tp),
    constraints=(tn >= 0, fp >= 0, fn >= 0, tp >= 0, metrics.kappa_parts(B)[1] > 0),
    text="counts >= 0 with kappa defined (S^2 - sum r_k c_k > 0)",
)
po_, pe_ = sp.symbols("p_o p_e", real=True)
AGREEMENTS = Domain(
    symbols=(po_, pe_),
    constraints=(po_ >= 0, po_ <= 1, pe_ >= 0, pe_ < 1),
    text="0 <= p_o <= 1, 0 <= p_e < 1 (p_e < 1 on every matrix where kappa is defined)",
)
kappa_of_p = (po_ - pe_) / (1 - pe_)
kappa_ = sp.Symbol("kappa", real=True)
RANGE = Domain(symbols=(kappa_,), constraints=(kappa_ >= -1, kappa_ <= 1), text="-1 <= kappa <= 1 (K2)")
GOOD, NONE = sp.Gt(kappa_, sp.Rational(8, 10)), sp.Le(kappa_, 0)
u, v = Array("u", "vector"), Array("v", "vector")
EXAMPLE = [[2, 0, 0], [0, 0, 1], [1, 0, 2]]  # the guide's example (SKL-CMX1)
ASYMMETRIC_W = [[0, 1, 4], [2, 0, 1], [1, 3, 0]]
# the extractor's description, literally, on the guide's example with the asymmetric weights:
# 1 - sum(w * C) / sum(w * outer(col sums, row sums)/total)
_r, _c, _s = metrics.row_sums(EXAMPLE), metrics.col_sums(EXAMPLE), metrics.total(EXAMPLE)
IMPLEMENTATION_KAPPA_ASYMMETRIC = 1 - sum(ASYMMETRIC_W[a][b] * EXAMPLE[a][b] for a in range(3) for b in range(3)) / (
    sum(ASYMMETRIC_W[a][b] * _c[a] * _r[b] for a in range(3) for b in range(3)) / _s
)


KD2 = IdentityAllN(
    "SKL-KD2",
    "kappa = (p_o - p_e)/(1 - p_e), with p_o and p_e as the docstring defines them, is Cohen's kappa "
    "(S tr - sum r_k c_k)/(S^2 - sum r_k c_k) (every K, wherever it is defined)",
    doc("L222-226", r"\kappa = (p_o - p_e) / (1 - p_e)"),
    equations=[(kappa_doc, kappa_marginal(C))],
    arrays=[C, delta],
    expected=Status.PROVED,
    uses=("SKL-KD3", "SKL-KD4"),
    reading="compared with Cohen's (1960) kappa as kappamcc.metrics.kappa implements it (DT2019 eq. (5))",
)
KD3 = IdentityAllN(
    "SKL-KD3",
    "p_o, the empirical probability of agreement on the label of a sample (observed agreement ratio), is "
    "tr(C)/S (every K)",
    doc("L228-229", r"p_o"),
    equations=[(p_o, fraction(trace(C), S))],
    arrays=[C, delta],
    expected=Status.PROVED,
    reading="samples grouped by cell: a sample rated a by y1 and b by y2 agrees iff a = b",
)
KD4 = IdentityAllN(
    "SKL-KD4",
    "p_e, the agreement expected when both annotators label at random, each with its own empirical prior over "
    "the labels, is sum_k r_k c_k / S^2 (every K)",
    doc("L229-232", r"p_e"),
    equations=[(p_e, fraction(sum_rc(C), (S, S)))],
    arrays=[C, delta],
    expected=Status.PROVED,
    reading="'assign labels randomly' with 'a per-annotator empirical prior': independently, annotator 1 says k with "
    "probability #(y1 = k)/S and annotator 2 with #(y2 = k)/S; p_e = sum_k of their product",
)
KD5 = IdentityAllN(
    "SKL-KD5",
    "swapping y1 and y2 does not change kappa: the docstring's kappa with the annotators exchanged is the same "
    "fraction (every K)",
    doc("L234-236", r"\kappa(y_1,y_2)=\kappa(y_2,y_1)"),
    equations=[(kappa_swapped, kappa_doc)],
    arrays=[C, delta],
    expected=Status.PROVED,
    uses=("SKL-KD2",),
)
KD5_WEIGHTED = IdentityAllN(
    "SKL-KD5.weighted",
    "the weighted statistic is symmetric too, for every symmetric weight matrix (linear and quadratic "
    "are): exchanging y1 and y2 transposes C and exchanges r and c, and leaves 1 - S sum w C / sum w E unchanged (every K)",
    doc("L234-240 (suite check)"),
    equations=[(cohen_w_swapped, cohen_w)],
    arrays=[C, W],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    uses=("SKL-KD5",),
)
ONE_MINUS_KAPPA = IdentityAllN(
    "SKL-KD1",
    "kappa expresses the level of agreement of the two annotators: 1 - kappa = S (S - tr) / (S^2 - sum r_k c_k), "
    "with S - tr = sum_{i != j} C_ij the number of samples they label differently, so kappa = 1 exactly when they agree "
    "on every sample (every K)",
    doc("L219-222", r"1-\kappa=\frac{S\sum_{i\ne j}C_{ij}}{S^2-\sum_k r_kc_k}"),
    equations=[(1 - kappa_marginal(C), fraction(S * off_diagonal, S * S - sum_rc(C))), (off_diagonal, S - trace(C))],
    arrays=[C],
    expected=Status.PROVED,
    uses=("SKL-KD2",),
    reading="'measures inter-annotator agreement': kappa = 1 iff the number of disagreements is 0; the statistic is "
    "a function of one table of two annotators",
)
K_DOC = atomize(kappa_doc, [C, delta])
K_DOC_DEFINED = sp.Ne(atomize(S * S - sum_rc(C), [C]), 0)
K_DOC_RANGE = sp.And(sp.Le(-1, K_DOC), sp.Le(K_DOC, 1))
KAPPA_RANGE_DOC = Derived(
    "SKL-K2",
    "the kappa score is a number between -1 and 1 (every K, wherever it is defined)",
    guide("L115", r"-1\le\kappa\le1"),
    formula=matrices([C, delta], nonneg={"C"}, hyps=(K_DOC_DEFINED,), goal=K_DOC_RANGE),
    # the statistic is Cohen's kappa (SKL-KD2), which lies in [-1, 1] wherever it is defined (DT2019-S2.kappa-range)
    lines=[Cite(KD2), Cite(KAPPA_RANGE), Close(K_DOC_RANGE, (K_DOC_DEFINED,), (1, 2))],
    expected=Status.PROVED_IN_PART,
    scope=Scope(
        printed="the score cohen_kappa_score returns, every K, with weights None, 'linear' or 'quadratic'",
        checked="the unweighted statistic for every K; the linear and quadratic weights for K = 2, where they give the unweighted statistic (SKL-KD6.binary)",
    ),
    reading="the unweighted statistic the docstring defines; the binary case is also SKL-K2.binary, where the "
    "linear and quadratic weights give the same statistic (SKL-KD6.binary); the range of the weighted "
    "statistics for K >= 3 is not decided here",
)
KAPPA_RANGE_BINARY = Relation(
    "SKL-K2.binary",
    "binary: -1 <= kappa <= 1 for every 2 x 2 matrix on which kappa is defined",
    guide("L115 (binary case)"),
    relation=chain(-1, "<=", KAPPA_B, "<=", 1),
    families=(KAPPA_TABLE,),
    domain=BINARY,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
NO_AGREEMENT = Relation(
    "SKL-K4.chance",
    "kappa <= 0 exactly when p_o <= p_e (observed agreement no better than chance), and kappa < 0 exactly "
    "when p_o < p_e (any K, in terms of p_o and p_e)",
    guide("L117"),
    relation=[
        sp.Implies(kappa_of_p <= 0, po_ <= pe_),
        sp.Implies(po_ <= pe_, kappa_of_p <= 0),
        sp.Implies(kappa_of_p < 0, po_ < pe_),
        sp.Implies(po_ < pe_, kappa_of_p < 0),
    ],
    domain=AGREEMENTS,
    expected=Status.PROVED,
    uses=("SKL-KD2",),
)
INDEPENDENT = IdentityAllN(
    "SKL-K4.random",
    "two labelings drawn independently of each other (C_ij = u_i v_j: practically random labels) have "
    "kappa numerator S tr - sum_k r_k c_k = 0, so kappa = 0 wherever it is defined (every K)",
    guide("L117 (suite check)"),
    equations=[(marginal_numerator(u[I] * v[J]), 0)],
    arrays=[u, v],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="'practically random labels': the two labelings are independent, a rank-one table",
)
BANDS = Relation(
    "SKL-K3",
    "'scores above .8 are generally considered good agreement': the band 0.8 < kappa <= 1 is a non-empty part of "
    "the range, disjoint from K4's band kappa <= 0 (no agreement)",
    guide("L116", r"\kappa>0.8"),
    relation=chain(sp.Rational(8, 10), "<", 1) + [sp.Not(sp.And(GOOD, NONE))],
    domain=RANGE,
    expected=Status.PROVED,
    uses=("SKL-K2",),
    reading="a convention: the labels are not checkable; the two labelled bands are consistent (ordered, disjoint, inside "
    "[-1, 1]); the guide names no level for 0 < kappa <= 0.8",
)
NONE_KD6 = IdentityAllN(
    "SKL-KD6.none",
    "weights=None: the implementation's 1 - S sum_{i != j} C_ij / sum_{i != j} c_i r_j (w_mat = 1 - I) is "
    "Cohen's kappa (every K)",
    doc("L238-240; L255-256"),
    equations=[(implementation_unweighted, kappa_marginal(C))],
    arrays=[C],
    expected=Status.PROVED,
    uses=("SKL-KD2",),
)
WEIGHTED_IS_COHEN_1968 = IdentityAllN(
    "SKL-KI1.symmetric",
    "for every symmetric weight matrix w (linear |i - j| and quadratic (i - j)^2 are), "
    "1 - S sum w C / sum w_ij c_i r_j (expected = outer(column sums, row sums)/total) is Cohen's (1968) weighted kappa "
    "1 - S sum w C / sum w_ij r_i c_j (every K)",
    doc("L255-256 (extractor's note)"),
    equations=[(implementation_w, cohen_w)],
    arrays=[C, W],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
BINARY_WEIGHTS = Relation(
    "SKL-KD6.binary",
    "with two classes the linear and the quadratic weights are 1 - I, so all three settings give Cohen's kappa",
    doc("L238-240 (suite check)"),
    relation=[eq(metrics.weighted_kappa(B, "linear"), KAPPA_B), eq(metrics.weighted_kappa(B, "quadratic"), KAPPA_B)],
    domain=BINARY,
    expected=Status.PROVED,
    origin=Origin.SUITE,
    families=(KAPPA_TABLE,),
)
THREE_DIFFER = Relation(
    "SKL-KD6.differ",
    "with three classes the three settings are different statistics: on the guide's example "
    "[[2, 0, 0], [0, 0, 1], [1, 0, 2]], None gives 3/7, linear 1/2, quadratic 6/11",
    doc("L238-240 (suite check)"),
    relation=[
        eq(metrics.kappa(EXAMPLE), sp.Rational(3, 7)),
        eq(metrics.weighted_kappa(EXAMPLE, "linear"), sp.Rational(1, 2)),
        eq(metrics.weighted_kappa(EXAMPLE, "quadratic"), sp.Rational(6, 11)),
    ],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

CLAIMS = [
    KD3,
    KD4,
    KD2,
    KD5,
    KD5_WEIGHTED,
    ONE_MINUS_KAPPA,
    AllOf(
        "SKL-N14",
        "notation: kappa = (p_o - p_e)/(1 - p_e) with p_o the observed agreement ratio and p_e the agreement "
        "expected from the per-annotator empirical priors",
        doc("L225-232"),
        parts=[KD3, KD4, KD2],
        expected=Status.PROVED,
    ),
    AllOf(
        "SKL-K1",
        "cohen_kappa_score computes Cohen's kappa, a measure comparing the labelings of two annotators",
        guide("L110-113"),
        parts=[KD2, KD5],
        expected=Status.PROVED,
        reading="checkable content: the statistic is Cohen's kappa (SKL-KD2) and treats the two labelings alike "
        "(SKL-KD5), neither as a ground truth; 'intended to compare labelings by different human annotators, "
        "not a classifier versus a ground truth' is advice on use, not checkable",
    ),
    KAPPA_RANGE_DOC,
    KAPPA_RANGE_BINARY,
    BANDS,
    NO_AGREEMENT,
    INDEPENDENT,
    AllOf(
        "SKL-K4",
        "zero or lower means no agreement (practically random labels)",
        guide("L117", r"\kappa\le0"),
        parts=[NO_AGREEMENT, INDEPENDENT],
        expected=Status.PROVED,
        reading="kappa <= 0 iff the observed agreement is at most chance (SKL-K4.chance), and independent (random) "
        "labelings give kappa = 0 (SKL-K4.random)",
    ),
    AllOf(
        "SKL-K5",
        "kappa can be computed for binary and multiclass problems: it is defined from one K x K table of two "
        "labelings for every K, and it is the statistic of exactly two annotators",
        guide("L119-121"),
        parts=[KD2, KD5],
        expected=Status.PROVED,
        reading="the checkable content: KD2 defines kappa for every number of classes K from the table of two "
        "labelings (and it is symmetric in them, KD5); 'not for multilabel problems' and 'not for more than "
        "two annotators' describe what the function accepts, asserted by running it in "
        "tests/test_sklearn_docs.py",
    ),
    NONE_KD6,
    BINARY_WEIGHTS,
    THREE_DIFFER,
    AllOf(
        "SKL-KD6",
        "weights: None is Cohen's kappa; 'linear' and 'quadratic' are Cohen's (1968) weighted kappa with "
        "w_ij = |i - j| and (i - j)^2; the three coincide for two classes and differ for more",
        doc("L238-240"),
        parts=[NONE_KD6, WEIGHTED_IS_COHEN_1968, BINARY_WEIGHTS, THREE_DIFFER],
        expected=Status.PROVED,
        reading="'linear weighted' and 'quadratic weighted' read as Cohen's (1968) disagreement weights |i - j| and "
        "(i - j)^2 over the classes in sorted order, the weights the implementation uses (SKL-KI1)",
    ),
    AllOf(
        "SKL-KD7",
        "Returns: a number between -1 and 1; the maximum value means complete agreement; zero or lower means "
        "chance agreement",
        doc("L242-246"),
        parts=[KAPPA_RANGE_DOC, ONE_MINUS_KAPPA, NO_AGREEMENT],
        expected=Status.PROVED_IN_PART,
        reading="range for every K (SKL-K2); kappa = 1 iff the annotators agree on every sample (SKL-KD1); "
        "kappa <= 0 iff the observed agreement is at most chance (SKL-K4.chance): 'chance agreement' read as "
        "'agreement no better than chance'; the weighted statistics (weights='linear', 'quadratic') are "
        "covered for K = 2 only, where they are kappa (SKL-KD6.binary)",
    ),
    WEIGHTED_IS_COHEN_1968,
    Relation(
        "SKL-KI1.asymmetric",
        "with an asymmetric weight matrix the implementation's expected matrix (the transpose "
        "of Cohen's) would give another value: on the guide's example with w = [[0, 1, 4], [2, 0, 1], [1, 3, 0]], "
        "Cohen's weighted kappa differs from 1 - sum w C / sum w outer(c, r)/S (scikit-learn accepts no such weights)",
        doc("L255-256 (suite check)"),
        relation=sp.Ne(metrics.weighted_kappa(EXAMPLE, ASYMMETRIC_W), IMPLEMENTATION_KAPPA_ASYMMETRIC, evaluate=False),
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    AllOf(
        "SKL-KI1",
        "[extractor note] implementation: kappa = 1 - sum(w_mat * C) / sum(w_mat * expected), expected = "
        "outer(column sums, row sums)/total, w_mat = 1 - I (unweighted), |i - j| (linear), (i - j)^2 (quadratic)",
        doc("L255-256 (extractor's note)"),
        parts=[NONE_KD6, WEIGHTED_IS_COHEN_1968],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        reading="the note is the extractor's summary of the function body, not scikit-learn's documentation: checked "
        "as a description of a computation, against Cohen's (1960) kappa (w_mat = 1 - I) and Cohen's (1968) "
        "weighted kappa (any symmetric w_mat), every K; the library's own values are asserted in "
        "tests/test_sklearn_docs.py",
    ),
]
