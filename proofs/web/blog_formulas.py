"""The blog's formulas and general statements (BLOG-M1, F1, M2, K1-K3, K5, C3, D2, X2).

Blog posts on kappa, F1 and MCC (``shared/papers/kappa_f1_mcc_blog.txt``):

    "True Negative (Predicted = False, Actual = False), False Positive (Predicted = True,
     Actual = False), False Negative (Predicted = False, Actual = True) and True Positive
     (Predicted = True, Actual = True)"; matrices printed with rows Actual (F, T) and
     columns Predicted (F, T), i.e. [[TN, FP], [FN, TP]]                (N1, Dec 13 2011, L68-70)
    "Predicted F T Actual F 800 100 T 20 80" ... "800 true negative decisions, 80 true
     positive decisions, 100 false positive decisions, and 20 false negative decisions" (X2.1-X2.2, L70-72)
    "a sample of 1000 transactions, of which 100 are fraudulent"          (X2.3, L78)
    "MCC = (TP * TN - FP * FN)/sqrt((TP+FP) (TP + TN) (FP + FN) (TN + FN))"   (M1, L82)
    "precision is defined as TP/(TP + FP), Recall is defined as TP/(TP + FN).  F1 measure is
     defined as 2*Recall*Precision/(Recall+Precision)"; "F1 measure (harmonic mean of recall
     and precision)"                                                      (F1, L74, L84)
    "F1 measure actually cares about what is 'positive' versus what is 'negative'.  For MCC
     ... you can switch the meaning of positive and negative, and the MCC value remains the
     same.  That is not true for F1 measure"                              (M2, L84)
    "the value of kappa statistic can indeed be negative.  The total accuracy can be lesser
     than random accuracy"                                                (K1, Apr 22 2013, L11)
    "a classification system that simply outputs the more prevalent class may have a high F1
     measure (a high precision and high recall), but will have a very low value of kappa"  (K2, L13)
    "Total accuracy is simply the sum of true positive and true negatives, divided by the
     total number of items"                                               (K3, Dec 29 2011, L50)
    "kappa statistic is normalized statistic, just like MCC.  Its value never exceeds one, so
     the same statistic can be used even as the number of observations grows"   (K5, L60)
    "[A.C - B.C = (A-B).C etc.]"                                          (C3, Jan 30 2012, L38)
    "Two confusion matrices C1 and C2 are trivially comparable if and only if: (FP(C1) <=
     FP(C2) and FN(C1) <= FN(C2)) or (FP(C2) <= FP(C1) and FN(C2) <= FN(C1)).  The matrix with
     lower number of false positives and false negatives can then be called a safely better
     confusion matrix."                                                   (D1-D2, Jun 29 2010, L102-106)

Every formula is compared with the general metric of the blog's matrix [[TN, FP], [FN, TP]]
(rows actual F, T; columns predicted F, T; the positive class T is index 1), derived by
:mod:`kappamcc.metrics`.

BLOG-M1 is wrong as printed: its second and third factors are (TP + TN) and (FP + FN)
where MCC has (TP + FN) and (TN + FP) (the actual-class sizes).  The engine refutes it
with an exact counterexample and proves the corrected formula; on the blog's own fraud
matrix (X2.1) the printed formula gives 0.4966 instead of MCC = 0.5379 (BLOG-M1.x2).

Readings.  F1: the printed 2RP/(R + P) is 0/0 when TP = 0 (precision = recall = 0), so it
is compared where it is defined (TP > 0); kappamcc.metrics.f1 (and scikit-learn) use
2TP/(2TP + FP + FN), which is 0 at TP = 0.  K2: "simply outputs the more prevalent class"
is the constant predictor [[0, n], [0, p]] with p > n > 0.  K5: "the same statistic can be
used even as the number of observations grows" is read as scale invariance.  D2: "safely
better" is read for two matrices of the same sample (the same numbers P of actual
positives and N of actual negatives, as in the blog's fixed set of transactions); without
a common sample, fewer errors can simply mean fewer cases.

Not encoded, and why:
* K0 (the "standard formula for kappa"), K4 (random accuracy, and random accuracy "in
  terms of false positives etc") and the total-accuracy formula of K3: the formula images
  are missing from the extraction; K3 is checked from its words.
* X2.3's table of the 10 targeting systems, X3 (models 4 and 6) and D3 (confusion matrices
  1 and 2): the tables are missing; only X2.3's sample size (1000 transactions, 100
  fraudulent) is checked against the X2.1 matrix.
* D1: a definition (a name for a pair of matrices), nothing to decide; D2 is checked under
  the reading above for accuracy, kappa and F1.  The same order for MCC is not decided:
  Z3 times out on it, and the suite does not record an undecided claim.
* N7 and the qualitative remarks.  C1, C2 (including "Specificity (Precision)", which names
  the wrong quantity: BLOG-C2.specificity, CORRECTED), R1, X3, D1, D3, K0 and K4 are checked
  in ``blog_terms_and_examples.py`` as far as the page allows.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Erratum, Origin, Domain, Scope, Status
from kappamcc.model.kinds import AllOf, Exists, Limit, Relation, chain, eq
from kappamcc.model.family import Family
from kappamcc.proofs.delgado_tibau_2019.s2_range import KAPPA_RANGE, MCC_RANGE
from kappamcc.proofs.web import blog
from kappamcc.testing.samplers import PointsFrom
from kappamcc.testing.table_samplers import nested_errors

TP, FP, FN, TN = sp.symbols("TP FP FN TN", real=True)
counts = (TP, FP, FN, TN)
NONNEG = tuple(x >= 0 for x in counts)
POS = 1  # the positive class T: second row and column (BLOG-N1)
B = Family(
    "blog [[TN, FP], [FN, TP]]",
    sp.Matrix([[TN, FP], [FN, TP]]),
    Domain(
        symbols=counts,
        constraints=NONNEG + (TN + FP > 0, FN + TP > 0, TN + FN > 0, FP + TP > 0),
        text="TP, FP, FN, TN >= 0 with positive row and column sums (MCC defined)",
    ),
    "BLOG-N1: rows actual (F, T), columns predicted (F, T)",
)
MCC_DOMAIN = B.domain
KAPPA_DOMAIN = Domain(
    symbols=counts,
    constraints=NONNEG + (metrics.kappa_parts(B.matrix)[1] > 0,),
    text="TP, FP, FN, TN >= 0 with kappa defined (S^2 - sum_k r_k c_k > 0: not every case in one diagonal cell)",
)

# BLOG-M1 as printed, and with the two misprinted factors corrected
mcc_printed = (TP * TN - FP * FN) / sp.sqrt((TP + FP) * (TP + TN) * (FP + FN) * (TN + FN))
mcc_fixed = (TP * TN - FP * FN) / sp.sqrt((TP + FP) * (TP + FN) * (TN + FP) * (TN + FN))

# BLOG-F1, printed definitions
precision = TP / (TP + FP)
recall = TP / (TP + FN)
f1_printed = 2 * recall * precision / (recall + precision)

# the same matrix with the meaning of positive and negative switched (BLOG-M2)
SWAPPED = Family("switched", sp.Matrix([[TP, FN], [FP, TN]]), B.domain)
swap = {TP: TN, TN: TP, FP: FN, FN: FP}

# BLOG-K2: the constant predictor of the prevalent class T
n, p = sp.symbols("n p", real=True)
MAJORITY = Family(
    "always T",
    sp.Matrix([[0, n], [0, p]]),
    Domain(symbols=(n, p), constraints=(n > 0, p > n), text="n actual F, p > n actual T, every case predicted T"),
)
SEATTLE = [[1, 99], [1, 899]]
FRAUD = [[800, 100], [20, 80]]  # BLOG-X2.1, rows actual (F, T)
FRAUD_CELLS = {TN: sp.Integer(800), FP: sp.Integer(100), FN: sp.Integer(20), TP: sp.Integer(80)}  # BLOG-X2.2

# BLOG-C3: 2 x 2 matrices and the dot (scalar) product sum_ij X_ij Y_ij
A_, B_, C_ = (sp.Matrix(2, 2, sp.symbols(f"{s}11 {s}12 {s}21 {s}22", real=True)) for s in "ABC")
# the blog's reward/cost weights (R1, L86) in its layout [[TN, FP], [FN, TP]]
WEIGHTS = sp.Matrix([[sp.Rational(1, 10), -sp.Rational(1, 10)], [-10, 10]])

# BLOG-D2: two matrices of one sample (P actual positives, N actual negatives)
P_, N_, fp1, fn1, fp2, fn2 = sp.symbols("P N FP1 FN1 FP2 FN2", real=True)
M1_, M2_ = sp.Matrix([[N_ - fp1, fp1], [fn1, P_ - fn1]]), sp.Matrix([[N_ - fp2, fp2], [fn2, P_ - fn2]])
SAFELY_BETTER = (P_ > 0, N_ > 0, fp1 >= 0, fn1 >= 0, fp1 <= fp2, fn1 <= fn2, fp2 <= N_, fn2 <= P_)
ONE_SAMPLE = Domain(
    symbols=(P_, N_, fp1, fn1, fp2, fn2),
    constraints=SAFELY_BETTER,
    text="P, N > 0 actual T and F; 0 <= FP1 <= FP2 <= N, 0 <= FN1 <= FN2 <= P",
)
BETTER, WORSE = Family("safely better, of one sample", M1_, ONE_SAMPLE), Family("worse, of one sample", M2_, ONE_SAMPLE)


# the negations of the existence statements (registered, so the report lists them)
F1_SYMMETRIC = Relation(
    "BLOG-M2.f1-negation",
    "(negation) F1 is the same with either class as positive",
    blog("Dec 13 2011, L84 (negation)"),
    relation=eq(f1_printed, f1_printed.xreplace(swap)),
    expected=Status.REFUTED,
    domain=Domain(
        symbols=counts, constraints=NONNEG + (TP > 0, TN > 0), text="counts >= 0, TP > 0, TN > 0 (both F1 defined)"
    ),
    origin=Origin.SUITE,
)
KAPPA_NONNEG = Relation(
    "BLOG-K1.negation",
    "(negation) kappa >= 0 for every binary matrix",
    blog("Apr 22 2013, L11 (negation)"),
    relation=sp.Ge(B.kappa, 0),
    expected=Status.REFUTED,
    domain=KAPPA_DOMAIN,
    origin=Origin.SUITE,
    families=(B,),
)
ACC_GE_CHANCE = Relation(
    "BLOG-K1.accuracy-negation",
    "(negation) total accuracy >= random accuracy for every binary matrix",
    blog("Apr 22 2013, L11 (negation)"),
    relation=sp.Ge(metrics.accuracy(B.matrix), metrics.chance_agreement(B.matrix)),
    expected=Status.REFUTED,
    domain=Domain(symbols=counts, constraints=NONNEG + (TP + FP + FN + TN > 0,), text="counts >= 0, total > 0"),
    origin=Origin.SUITE,
)

CLAIMS = [
    Relation(
        "BLOG-M1",
        "MCC = (TP TN - FP FN)/sqrt((TP+FP)(TP+TN)(FP+FN)(TN+FN)), the general MCC of [[TN, FP], [FN, TP]]",
        blog("Dec 13 2011, L82", r"\mathrm{MCC}=\frac{TP\cdot TN-FP\cdot FN}{\sqrt{(TP+FP)(TP+TN)(FP+FN)(TN+FN)}}"),
        relation=eq(mcc_printed, B.mcc),
        expected=Status.CORRECTED,
        domain=MCC_DOMAIN,
        erratum=Erratum.typo(
            "a slip in two factors of the root: (TP + TN)(FP + FN) where MCC has the actual-class "
            "sizes (TP + FN)(TN + FP); the numerator and the two other factors are right"
        ),
        correction=Relation(
            "BLOG-M1.corrected",
            "MCC = (TP TN - FP FN)/sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN)): the factors (TP+TN)(FP+FN) "
            "replaced by the actual-class sizes (TP+FN)(TN+FP)",
            blog("Dec 13 2011, L82 (corrected)"),
            relation=eq(mcc_fixed, B.mcc),
            expected=Status.PROVED,
            domain=MCC_DOMAIN,
            families=(B,),
        ),
        families=(B,),
    ),
    Relation(
        "BLOG-M1.defined",
        "the printed MCC formula is wrong also where it is defined (TP + TN > 0, FP + FN > 0), "
        "not only where its radicand vanishes",
        blog("Dec 13 2011, L82 (suite check)"),
        relation=eq(mcc_printed, B.mcc),
        expected=Status.REFUTED,
        domain=MCC_DOMAIN.with_constraints(TP + TN > 0, FP + FN > 0, text="printed radicand positive"),
        uses=("BLOG-M1",),
        origin=Origin.SUITE,
        families=(B,),
    ),
    Relation(
        "BLOG-M1.x2",
        "the printed MCC formula on the blog's own fraud matrix (X2.1: TN 800, FP 100, FN 20, TP 80) gives its MCC",
        blog("Dec 13 2011, L70-82 (suite check)"),
        relation=eq(mcc_printed, B.mcc),
        expected=Status.REFUTED,
        uses=("BLOG-M1", "BLOG-X2.2"),
        domain=Domain(
            symbols=counts,
            constraints=tuple(sp.Eq(s, v) for s, v in FRAUD_CELLS.items()),
            text="the X2.1 matrix",
            sampler=PointsFrom(FRAUD_CELLS),
        ),
        reading="printed formula 62000/sqrt(180*880*120*820) = 0.4966 against MCC 62000/sqrt(180*100*900*820) = 0.5379",
        origin=Origin.SUITE,
        families=(B,),
    ),
    Relation(
        "BLOG-F1.precision",
        "precision = TP/(TP + FP) is kappamcc.metrics.precision of class T",
        blog("Dec 13 2011, L84", r"\text{precision}=\frac{TP}{TP+FP}"),
        relation=eq(precision, metrics.precision(B.matrix, positive=POS)),
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG + (TP + FP > 0,), text="counts >= 0, something predicted T"),
    ),
    Relation(
        "BLOG-F1.recall",
        "recall = TP/(TP + FN) is kappamcc.metrics.recall of class T",
        blog("Dec 13 2011, L84", r"\text{recall}=\frac{TP}{TP+FN}"),
        relation=eq(recall, metrics.recall(B.matrix, positive=POS)),
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG + (TP + FN > 0,), text="counts >= 0, some case actually T"),
    ),
    Relation(
        "BLOG-F1.f1",
        "F1 = 2 Recall Precision/(Recall + Precision) is the harmonic mean 2/(1/R + 1/P) and equals "
        "kappamcc.metrics.f1 = 2TP/(2TP + FP + FN), wherever it is defined (TP > 0)",
        blog(
            "Dec 13 2011, L74, L84",
            r"F_1=\frac{2\cdot\text{Recall}\cdot\text{Precision}}{\text{Recall}+\text{Precision}}",
        ),
        relation=[eq(f1_printed, 2 / (1 / recall + 1 / precision)), eq(f1_printed, metrics.f1(B.matrix, positive=POS))],
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG + (TP > 0,), text="counts >= 0, TP > 0"),
        reading="at TP = 0 the printed formula is 0/0 (precision = recall = 0); metrics.f1 gives 0 there",
    ),
    Relation(
        "BLOG-M2.mcc",
        "switching the meaning of positive and negative (TP <-> TN, FP <-> FN) leaves MCC unchanged",
        blog("Dec 13 2011, L84", r"\mathrm{MCC}(TP,TN,FP,FN)=\mathrm{MCC}(TN,TP,FN,FP)"),
        relation=[eq(B.mcc, SWAPPED.mcc), eq(mcc_fixed, mcc_fixed.xreplace(swap))],
        expected=Status.PROVED,
        domain=MCC_DOMAIN,
        families=(B, SWAPPED),
    ),
    F1_SYMMETRIC,
    Exists(
        "BLOG-M2.f1",
        "\"That is not true for F1 measure\": some matrix has a different F1 when positive and negative are switched",
        blog("Dec 13 2011, L84"),
        negation=F1_SYMMETRIC,
        expected=Status.PROVED,
    ),
    KAPPA_NONNEG,
    Exists(
        "BLOG-K1",
        "\"the value of kappa statistic can indeed be negative\"",
        blog("Apr 22 2013, L11", r"\kappa<0"),
        negation=KAPPA_NONNEG,
        expected=Status.PROVED,
    ),
    ACC_GE_CHANCE,
    Exists(
        "BLOG-K1.accuracy",
        "\"The total accuracy can be lesser than random accuracy\"",
        blog("Apr 22 2013, L11"),
        negation=ACC_GE_CHANCE,
        expected=Status.PROVED,
    ),
    Relation(
        "BLOG-K1.sign",
        "kappa < 0 exactly when total accuracy < random accuracy (binary)",
        blog("Apr 22 2013, L11"),
        relation=[
            sp.Implies(B.kappa < 0, metrics.accuracy(B.matrix) < metrics.chance_agreement(B.matrix)),
            sp.Implies(metrics.accuracy(B.matrix) < metrics.chance_agreement(B.matrix), B.kappa < 0),
        ],
        expected=Status.PROVED,
        domain=KAPPA_DOMAIN.with_constraints(TP + FP + FN + TN > 0),
        families=(B,),
    ),
    Relation(
        "BLOG-K2",
        "always predicting the prevalent class T ([[0, n], [0, p]], p > n > 0): kappa = 0, recall = 1, "
        "precision = p/(p + n) > 1/2 and F1 = 2p/(2p + n) > 2/3",
        blog("Apr 22 2013, L13"),
        relation=[
            eq(MAJORITY.kappa, 0),
            eq(metrics.recall(MAJORITY.matrix, positive=POS), 1),
            eq(metrics.precision(MAJORITY.matrix, positive=POS), p / (p + n)),
            eq(metrics.f1(MAJORITY.matrix, positive=POS), 2 * p / (2 * p + n)),
            sp.Gt(metrics.precision(MAJORITY.matrix, positive=POS), sp.Rational(1, 2)),
            sp.Gt(metrics.f1(MAJORITY.matrix, positive=POS), sp.Rational(2, 3)),
        ],
        expected=Status.PROVED,
        domain=MAJORITY.domain,
        reading="'simply outputs the more prevalent class': every case predicted T, p > n",
        families=(MAJORITY,),
    ),
    Limit(
        "BLOG-K2.limit",
        "always predicting the prevalent class: F1 -> 1 as its prevalence grows (p -> oo)",
        blog("Apr 22 2013, L13"),
        expr=metrics.f1(MAJORITY.matrix, positive=POS),
        var=p,
        to=sp.oo,
        value=1,
        expected=Status.PROVED,
        domain=Domain(symbols=(n,), constraints=(n > 0,), text="n > 0"),
        uses=("BLOG-K2",),
        reading="the print's contrast: F1 tends to 1 while the kappa of the same predictor is 0 for every p (BLOG-K2)",
    ),
    Relation(
        "BLOG-K2.seattle",
        "the Seattle matrix (almost always T): F1 > 0.9 with precision and recall > 0.9, while kappa < 0.02",
        blog("Apr 22 2013, L13-19"),
        relation=chain(sp.Rational(9, 10), "<", metrics.f1(SEATTLE, positive=POS))
        + chain(sp.Rational(9, 10), "<", metrics.precision(SEATTLE, positive=POS))
        + chain(sp.Rational(9, 10), "<", metrics.recall(SEATTLE, positive=POS))
        + chain(metrics.kappa(SEATTLE), "<", sp.Rational(2, 100)),
        expected=Status.PROVED,
        uses=("BLOG-X1.4", "BLOG-X1.5"),
        reading="'high' read as > 0.9 and 'very low' as < 0.02",
    ),
    Relation(
        "BLOG-K3",
        "total accuracy = (TP + TN)/total is kappamcc.metrics.accuracy",
        blog("Dec 29 2011, L50"),
        relation=eq((TP + TN) / (TP + FP + FN + TN), metrics.accuracy(B.matrix)),
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG + (TP + FP + FN + TN > 0,), text="counts >= 0, total > 0"),
        reading="the formula image is missing; the words 'sum of true positive and true negatives, divided "
        "by the total number of items'",
    ),
    Relation(
        "BLOG-K5.binary",
        "\"Its value never exceeds one\": kappa <= 1 for every binary matrix",
        blog("Dec 29 2011, L60"),
        relation=sp.Le(B.kappa, 1),
        expected=Status.PROVED,
        domain=KAPPA_DOMAIN,
        families=(B,),
    ),
    AllOf(
        "BLOG-K5",
        "\"kappa statistic is normalized statistic, just like MCC.  Its value never exceeds one\" "
        "(every number of classes)",
        blog("Dec 29 2011, L60", r"\kappa\le 1"),
        parts=[KAPPA_RANGE, MCC_RANGE],
        reading="normalized like MCC: kappa and MCC lie in [-1, 1] for every N x N matrix on which they are defined",
        expected=Status.PROVED,
    ),
    Relation(
        "BLOG-K5.scale",
        "\"the same statistic can be used even as the number of observations grows\": kappa(t C) = kappa(C) for t > 0",
        blog("Dec 29 2011, L60"),
        relation=eq(
            Family(
                "tC",
                B.matrix * sp.Symbol("t", real=True),
                Domain(
                    symbols=counts + (sp.Symbol("t", real=True),),
                    constraints=B.domain.constraints + (sp.Symbol("t", real=True) > 0,),
                    text="the matrix's domain, t > 0",
                ),
            ).kappa,
            B.kappa,
        ),
        expected=Status.PROVED,
        domain=Domain(
            symbols=counts + (sp.Symbol("t", real=True),),
            constraints=KAPPA_DOMAIN.constraints + (sp.Symbol("t", real=True) > 0,),
            text="kappa defined, t > 0",
        ),
        reading="scale invariance: the same proportions with more observations give the same kappa",
        families=(B,),
    ),
    Relation(
        "BLOG-C3",
        "A.C - B.C = (A - B).C for 2 x 2 matrices and the dot product sum_ij X_ij Y_ij; with C the "
        "blog's reward/cost weights, reward(A) - reward(B) = reward(A - B)",
        blog("Jan 30 2012, L38", r"A\cdot C-B\cdot C=(A-B)\cdot C"),
        relation=[
            eq(
                sum(A_.multiply_elementwise(C_)) - sum(B_.multiply_elementwise(C_)),
                sum((A_ - B_).multiply_elementwise(C_)),
            ),
            eq(
                sum(A_.multiply_elementwise(WEIGHTS)) - sum(B_.multiply_elementwise(WEIGHTS)),
                sum((A_ - B_).multiply_elementwise(WEIGHTS)),
            ),
        ],
        expected=Status.PROVED,
        domain=Domain(symbols=tuple(A_) + tuple(B_) + tuple(C_), constraints=(), text="A, B, C real 2 x 2 matrices"),
        scope=Scope.full("the blog's two-class confusion matrices A, B and a weight matrix C, all 2 x 2"),
    ),
    Relation(
        "BLOG-X2.2",
        "under BLOG-N1 the fraud matrix has TN = 800, TP = 80, FP = 100, FN = 20",
        blog("Dec 13 2011, L70-72", r"\begin{pmatrix}800&100\\20&80\end{pmatrix}"),
        relation=[eq(FRAUD[0][0], 800), eq(FRAUD[1][1], 80), eq(FRAUD[0][1], 100), eq(FRAUD[1][0], 20)],
        expected=Status.PROVED,
        reading="TN = (Actual F, Predicted F), FP = (Actual F, Predicted T), FN = (Actual T, Predicted F), "
        "TP = (Actual T, Predicted T)",
    ),
    Relation(
        "BLOG-X2.3",
        "\"a sample of 1000 transactions, of which 100 are fraudulent\" fits the X2.1 matrix "
        "(total 1000, actual T row 100)",
        blog("Dec 13 2011, L78"),
        relation=[eq(metrics.total(FRAUD), 1000), eq(metrics.row_sums(FRAUD)[POS], 100)],
        expected=Status.PROVED,
    ),
    Relation(
        "BLOG-D2",
        "a safely better matrix of the same sample (FP1 <= FP2, FN1 <= FN2) has accuracy, kappa and "
        "F1 at least as large",
        blog("Jun 29 2010, L102-106"),
        relation=[
            sp.Ge(metrics.accuracy(M1_), metrics.accuracy(M2_)),
            sp.Ge(BETTER.kappa, WORSE.kappa),
            sp.Ge(metrics.f1(M1_, positive=POS), metrics.f1(M2_, positive=POS)),
        ],
        expected=Status.PROVED,
        domain=Domain(
            symbols=(P_, N_, fp1, fn1, fp2, fn2),
            constraints=SAFELY_BETTER + (metrics.kappa_parts(M1_)[1] > 0, metrics.kappa_parts(M2_)[1] > 0),
            text="P, N > 0 actual T and F; 0 <= FP1 <= FP2 <= N, 0 <= FN1 <= FN2 <= P; kappa defined",
            sampler=nested_errors(P_, N_, fp1, fn1, fp2, fn2, most=10**4),
        ),
        reading="'safely better' read for two matrices of one sample (same P and N)",
        families=(WORSE, BETTER),
    ),
]
