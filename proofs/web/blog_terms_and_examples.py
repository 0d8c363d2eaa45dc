"""The blog's terms, flattened matrices and comparisons (BLOG-K0, X1.1, X1.2, C1, C2, K4, X2.1, R1,
X3, D1, D3), where checkable.

Blog posts on kappa, F1 and MCC (``shared/papers/kappa_f1_mcc_blog.txt``):

    "Kappa statistic is a measure of consistency amongst different raters, taking into account
     the agreement occurring by chance. The standard formula for kappa statistic is given as:"
     [formula image missing]                                              (K0, Apr 22 2013, L9)
    "Predicted F T Actual F 1 99 T 1 899"                                 (X1.1, L15)
    "This is a null hypothesis model, in the sense that it almost always predicts the class to
     be 'T'."                                                             (X1.2, L17)
    "to compare M1 and M2, we simply compare f(M1) and f(M2), where function f is the single
     value metric."                                                       (C1, Jan 30 2012, L27)
    "1. Kappa Statistic 2. F1 measure 3. Matthews Correlation Coefficient 4. Reward/Cost based
     5. Sensitivity (Recall) 6. Specificity (Precision)"                  (C2, L31-36)
    "Random Accuracy is defined as the sum of the products of reference likelihood and result
     likelihood for each class. ... In terms of false positives etc, random accuracy can be
     written as:" [formula images missing]                                (K4, Dec 29 2011, L52-54)
    "The 4 cells of the confusion matrix can be represented as True Negative (Predicted = False,
     Actual = False), False Positive (Predicted = True, Actual = False), False Negative
     (Predicted = False, Actual = True) and True Positive (Predicted = True, Actual = True)."
     "Predicted F T Actual F 800 100 T 20 80"                             (N1, X2.1, Dec 13 2011, L68-70)
    "a weighted linear function (where obviously, TP and TN have positive weights and FP and FN
     have negative weights.)"; "R1 = Reward for TP = 10, R2 = Reward for TN = 0.1, C1 = Cost of
     FP = 0.1, C2 = Cost of FN = 10"                                      (R1, L74, L86)
    "Model 6 has higher precision, while model 4 has higher recall. MCC slightly favors Model 4.
     F1 measure slightly favors Model 6. Cost/reward measure clearly favors model 4." [table
     missing]                                                             (X3, L88)
    "Definition 1: Two confusion matrices C1 and C2 are trivially comparable if and only if:
     (FP(C1) <= FP(C2) and FN(C1) <= FN(C2)) or (FP(C2) <= FP(C1) and FN(C2) <= FN(C1))."
                                                                          (D1, Jun 29 2010, L102-104)
    "you can say the confusion matrix 2 is better than confusion matrix 1 ... These two confusion
     matrices are trivially comparable confusion matrices. Confusion matrix 2 is better than
     confusion matrix 1" [matrices missing]                               (D3, L96-98)

Layout: rows actual (F, T), columns predicted (F, T), i.e. [[TN, FP], [FN, TP]] (BLOG-N1).  The
module reads the flattened matrices back into cells itself, and reads the cell names off L68's
definitions (a name is a (predicted, actual) pair): a count attributed to "false positive" is
the cell (actual F, predicted T).  Precision, recall, F1, kappa and MCC are derived from the
matrices by :mod:`kappamcc.metrics`.

Findings.  C2's "6. Specificity (Precision)" names the wrong quantity: specificity is the
share of actual negatives predicted negative, TN/(TN + FP) (the recall of class F), and equals
the precision TP/(TP + FP) only when FP = 0 or TP = TN; on the blog's own fraud matrix it is
8/9 against a precision of 4/9 (C2.specificity, C2.specificity.x2).  "5. Sensitivity (Recall)"
is right.  Every other name checked here (the four cells of L68, the counts of L72, the cells
used by precision and recall) agrees with the matrices.

Readings.  K0: the formula image is missing, so only the words are checked: "the standard
formula" is read as (total accuracy - random accuracy)/(1 - random accuracy) with the Dec 2011
post's total accuracy (K3's words) and random accuracy (K4's words); "taking into account the
agreement occurring by chance" as: raters who agree only by chance (independent ratings) get
kappa 0.  K4: "reference likelihood" is the actual share of a class, "result likelihood" the
predicted share; the missing formula "in terms of false positives etc" is checked as the
suite's expression in TP, FP, FN, TN.  X1.2: "almost always" read as at least 99% of the
predictions.  C1: the comparison is a definition; what is checked is that its outcome depends
on f (MCC and F1 rank one pair of matrices in opposite orders).  X3: the ten-system table is
missing; the check is that the five printed comparisons can hold together, for two matrices of
the X2.3 sample (1000 transactions, 100 fraudulent), found by the suite, with "slightly" read
as a difference below 0.01 and "clearly" as more than 10%.  D3: the two matrices are missing;
checked is what "trivially comparable ... 2 is better" needs, for two matrices of one sample:
the one with fewer false positives and fewer false negatives is at least as good by the
reward/cost function with the blog's weights, recall, specificity and precision (accuracy,
kappa and F1 are BLOG-D2).
"""

import re

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Erratum, Origin, Domain, Status
from kappamcc.model.kinds import Exists, Relation, chain, eq
from kappamcc.model.family import Family
from kappamcc.proofs.web import blog
from kappamcc.proofs.web.blog_formulas import FRAUD, SEATTLE, WEIGHTS
from kappamcc.testing.samplers import PointsFrom
from kappamcc.testing.table_samplers import nested_errors

TP, FP, FN, TN = sp.symbols("TP FP FN TN", real=True)
counts = (TP, FP, FN, TN)
NONNEG = tuple(x >= 0 for x in counts)
S = TP + FP + FN + TN
B = Family(
    "blog [[TN, FP], [FN, TP]]", sp.Matrix([[TN, FP], [FN, TP]]), Domain(symbols=counts, constraints=NONNEG), "BLOG-N1"
)
T_, F_ = 1, 0  # class T (positive) is index 1, F index 0

# --- L68: the cell names, as (predicted, actual) ----------------------------------------------
NAMES = {
    "true negative": (False, False),
    "false positive": (True, False),
    "false negative": (False, True),
    "true positive": (True, True),
}
# the cell L68 calls each name, as a matrix position: (row, column) = (actual class, predicted class)
CELL = {name: (int(actual), int(predicted)) for name, (predicted, actual) in NAMES.items()}
# 'Predicted F T Actual F a b T c d' reads as [[a, b], [c, d]] (rows actual F, T; columns predicted F, T)
FLAT_LAYOUT = re.compile(r"\s*Predicted F T Actual F (\d+) (\d+) T (\d+) (\d+)\s*")

# the words of the definitions (K3, K4, C2), as quantities of [[TN, FP], [FN, TP]]
total_accuracy = (B.matrix[CELL["true positive"]] + B.matrix[CELL["true negative"]]) / S  # K3, L50
reference = [sum(B.matrix[c, j] for j in range(2)) / S for c in range(2)]  # actual share of class c
result = [sum(B.matrix[i, c] for i in range(2)) / S for c in range(2)]  # predicted share of class c
random_accuracy = sum(reference[c] * result[c] for c in range(2))  # K4, L52
random_accuracy_counts = ((TN + FP) * (TN + FN) + (FN + TP) * (FP + TP)) / S**2
sensitivity = B.matrix[T_, T_] / (B.matrix[T_, F_] + B.matrix[T_, T_])  # actual T predicted T, over actual T
specificity = B.matrix[F_, F_] / (B.matrix[F_, F_] + B.matrix[F_, T_])  # actual F predicted F, over actual F
precision_printed = TP / (TP + FP)  # L84
recall_printed = TP / (TP + FN)  # L84

KAPPA_DOMAIN = Domain(
    symbols=counts,
    constraints=NONNEG + (metrics.kappa_parts(B.matrix)[1] > 0,),
    text="counts >= 0 with kappa defined (not every case in one diagonal cell)",
)

# --- K0: raters who agree only by chance ---------------------------------------------------------
a, b, c, d = sp.symbols("a b c d", positive=True)
CHANCE_ONLY = Family(
    "independent raters",
    sp.Matrix([[a * c, a * d], [b * c, b * d]]),
    Domain(
        symbols=(a, b, c, d),
        constraints=(a > 0, b > 0, c > 0, d > 0),
        text="a, b, c, d > 0: rating 1 independent of rating 2",
    ),
)

# --- X1, X2: the flattened matrices -------------------------------------------------------------
SEATTLE_FLAT = "Predicted F T Actual F 1 99 T 1 899"  # L15
FRAUD_FLAT = "Predicted F T Actual F 800 100 T 20 80"  # L70
RAIN, FRAUD_READ = (
    [[int(a), int(b)], [int(c), int(d)]]
    for a, b, c, d in (FLAT_LAYOUT.fullmatch(text).groups() for text in (SEATTLE_FLAT, FRAUD_FLAT))
)
RAIN_CELLS, FRAUD_READ_CELLS = (sp.Matrix(M) for M in (RAIN, FRAUD_READ))  # to read a cell by its L68 name
FRAUD_COUNTS = {"true negative": 800, "true positive": 80, "false positive": 100, "false negative": 20}  # L72
ALWAYS_T = [[0, metrics.row_sums(RAIN)[F_]], [0, metrics.row_sums(RAIN)[T_]]]  # same actual classes, every case T
FRAUD_CELLS = {TN: 800, FP: 100, FN: 20, TP: 80}


# --- R1: the reward/cost function from the printed values ----------------------------------------
R1_, R2_, C1_, C2_ = 10, sp.Rational(1, 10), sp.Rational(1, 10), 10  # L86
P_, N_, fp, fn = sp.symbols("P N FP FN", real=True)  # one sample: P actual T, N actual F
ONE_SAMPLE = sp.Matrix([[N_ - fp, fp], [fn, P_ - fn]])

# --- X3, C1: two models of the X2.3 sample (1000 transactions, 100 fraudulent) ---------------------
MODEL_4 = [[880, 20], [1, 99]]  # TP 99, FP 20: higher recall
MODEL_6 = [[890, 10], [9, 91]]  # TP 91, FP 10: higher precision

# --- D1, D3: trivially comparable ---------------------------------------------------------------
fp1, fn1, fp2, fn2 = sp.symbols("FP1 FN1 FP2 FN2", real=True)
TC12 = sp.Or(sp.And(fp1 <= fp2, fn1 <= fn2), sp.And(fp2 <= fp1, fn2 <= fn1))  # trivially comparable, L104
ERRORS = Domain(
    symbols=(fp1, fn1, fp2, fn2), constraints=(fp1 >= 0, fn1 >= 0, fp2 >= 0, fn2 >= 0), text="FP and FN counts >= 0"
)
NOT_ALL_COMPARABLE = Relation(
    "BLOG-D1.negation",
    "(negation) every two confusion matrices are trivially comparable",
    blog("Jun 29 2010, L100-104 (negation)"),
    relation=TC12,
    expected=Status.REFUTED,
    domain=ERRORS,
    origin=Origin.SUITE,
)
M1_, M2_ = ONE_SAMPLE.xreplace({fp: fp1, fn: fn1}), ONE_SAMPLE.xreplace({fp: fp2, fn: fn2})


SAFELY_BETTER = Domain(
    symbols=(P_, N_, fp1, fn1, fp2, fn2),
    constraints=(
        P_ > 0,
        N_ > 0,
        fp1 >= 0,
        fn1 >= 0,
        fp1 <= fp2,
        fn1 <= fn2,
        fp2 <= N_,
        fn2 <= P_,
        P_ - fn1 + fp1 > 0,
        P_ - fn2 + fp2 > 0,
    ),
    text="one sample (P actual T, N actual F); C1 has FP1 <= FP2 and FN1 <= FN2; each predicts T at "
    "least once (precision defined)",
    sampler=nested_errors(P_, N_, fp1, fn1, fp2, fn2, most=2000),
)

# the reward/cost function (R1, L86) on each matrix it is applied to: R1 TP + R2 TN - C1 FP - C2 FN, by L68's names
REWARD = {
    key: R1_ * M[CELL["true positive"]]
    + R2_ * M[CELL["true negative"]]
    - C1_ * M[CELL["false positive"]]
    - C2_ * M[CELL["false negative"]]
    for key, M in (
        ("model 4", sp.Matrix(MODEL_4)),
        ("model 6", sp.Matrix(MODEL_6)),
        ("counts", B.matrix),
        ("one sample", ONE_SAMPLE),
        ("C1", M1_),
        ("C2", M2_),
    )
}
# X1.3's prints within half a unit of their last digit, and precision's in the transposed reading
NEAR_X1_3 = [
    sp.Le(sp.Abs(value - sp.Rational(printed)), sp.Rational(1, 2) / 10 ** len(printed.split(".")[1]), evaluate=False)
    for value, printed in (
        (metrics.precision(RAIN, positive=T_), "0.9008"),
        (metrics.recall(RAIN, positive=T_), "0.9989"),
        (metrics.precision(RAIN_CELLS.T, positive=T_), "0.9008"),
    )
]

CLAIMS = [
    Relation(
        "BLOG-K0",
        "the 'standard formula', read as (total accuracy - random accuracy)/(1 - random accuracy) with "
        "total accuracy (TP + TN)/total and random accuracy the sum over classes of reference x result "
        "likelihood, is the general kappa of [[TN, FP], [FN, TP]]",
        blog("Apr 22 2013, L9; Dec 29 2011, L50-54"),
        relation=eq((total_accuracy - random_accuracy) / (1 - random_accuracy), B.kappa),
        expected=Status.PROVED,
        domain=KAPPA_DOMAIN,
        uses=("BLOG-K3", "BLOG-K4"),
        reading="the formula image is missing; the words of the Dec 2011 post are used",
        families=(B,),
    ),
    Relation(
        "BLOG-K0.chance",
        "'taking into account the agreement occurring by chance': two raters who agree only by "
        "chance (independent ratings, [[a c, a d], [b c, b d]]) get kappa 0, although their raw agreement "
        "(ac + bd)/((a + b)(c + d)) is positive",
        blog("Apr 22 2013, L9"),
        relation=[eq(CHANCE_ONLY.kappa, 0), sp.Gt(metrics.accuracy(CHANCE_ONLY.matrix), 0, evaluate=False)],
        expected=Status.PROVED,
        domain=CHANCE_ONLY.domain,
        families=(CHANCE_ONLY,),
    ),
    Relation(
        "BLOG-X1.1",
        "the flattened 'Predicted F T Actual F 1 99 T 1 899' reads back as [[1, 99], [1, 899]] (the "
        "matrix of X1.3-X1.5): 1000 days, 100 actually F and 900 actually T (one class 'much more prevalent'), "
        "2 predicted F and 998 predicted T",
        blog("Apr 22 2013, L13-15", r"\begin{pmatrix}1&99\\1&899\end{pmatrix}"),
        relation=[eq(RAIN[i][j], SEATTLE[i][j]) for i in range(2) for j in range(2)]
        + [
            eq(metrics.total(RAIN), 1000),
            eq(metrics.row_sums(RAIN)[F_], 100),
            eq(metrics.row_sums(RAIN)[T_], 900),
            eq(metrics.col_sums(RAIN)[F_], 2),
            eq(metrics.col_sums(RAIN)[T_], 998),
        ],
        expected=Status.PROVED,
    ),
    Relation(
        "BLOG-X1.1.cells",
        "under L68's names TN = 1, FP = 99, FN = 1, TP = 899, and the printed precision 0.9008 "
        "and recall 0.9989 (X1.3) are TP/(TP + FP) and TP/(TP + FN) of these cells; in the transposed reading "
        "(rows predicted) they would be swapped",
        blog("Apr 22 2013, L15-17; Dec 13 2011, L68"),
        relation=[
            eq(RAIN_CELLS[CELL["true negative"]], 1),
            eq(RAIN_CELLS[CELL["false positive"]], 99),
            eq(RAIN_CELLS[CELL["false negative"]], 1),
            eq(RAIN_CELLS[CELL["true positive"]], 899),
            NEAR_X1_3[0],
            NEAR_X1_3[1],
            eq(
                metrics.precision(RAIN, positive=T_),
                sp.Rational(
                    RAIN_CELLS[CELL["true positive"]],
                    RAIN_CELLS[CELL["true positive"]] + RAIN_CELLS[CELL["false positive"]],
                ),
            ),
            eq(metrics.precision(RAIN_CELLS.T, positive=T_), metrics.recall(RAIN, positive=T_)),
            sp.Not(NEAR_X1_3[2]),
        ],
        expected=Status.PROVED,
        uses=("BLOG-X1.1", "BLOG-X1.3.precision", "BLOG-X1.3.recall"),
    ),
    Relation(
        "BLOG-X1.2",
        "'it almost always predicts the class to be T': 998 of 1000 predictions (>= 99%) are T; the "
        "'null hypothesis' model that always predicts T on the same days has kappa 0, and this one 0 < kappa < 0.02",
        blog("Apr 22 2013, L17"),
        relation=chain(sp.Rational(99, 100), "<=", sp.Rational(metrics.col_sums(RAIN)[T_], metrics.total(RAIN)))
        + [eq(metrics.kappa(ALWAYS_T), 0)]
        + chain(0, "<", metrics.kappa(RAIN), "<", sp.Rational(2, 100)),
        expected=Status.PROVED,
        uses=("BLOG-X1.1", "BLOG-X1.5"),
        reading="'almost always' read as >= 99%",
    ),
    Relation(
        "BLOG-X3",
        "the five printed comparisons can hold together: in the X2.3 sample, model 4 = [[880, 20], [1, 99]] "
        "and model 6 = [[890, 10], [9, 91]] have precision(6) > precision(4), recall(4) > recall(6), MCC(4) > MCC(6) "
        "by less than 0.01, F1(6) > F1(4) by less than 0.01, and reward/cost(4) > 1.1 reward/cost(6)",
        blog("Dec 13 2011, L78, L86-88"),
        relation=[eq(metrics.total(M), 1000) for M in (MODEL_4, MODEL_6)]
        + [eq(metrics.row_sums(M)[T_], 100) for M in (MODEL_4, MODEL_6)]
        + chain(metrics.precision(MODEL_4, positive=T_), "<", metrics.precision(MODEL_6, positive=T_))
        + chain(metrics.recall(MODEL_6, positive=T_), "<", metrics.recall(MODEL_4, positive=T_))
        + chain(metrics.mcc(MODEL_6), "<", metrics.mcc(MODEL_4), "<", metrics.mcc(MODEL_6) + sp.Rational(1, 100))
        + chain(
            metrics.f1(MODEL_4, positive=T_),
            "<",
            metrics.f1(MODEL_6, positive=T_),
            "<",
            metrics.f1(MODEL_4, positive=T_) + sp.Rational(1, 100),
        )
        + chain(sp.Rational(11, 10) * REWARD["model 6"], "<", REWARD["model 4"]),
        expected=Status.PROVED,
        uses=("BLOG-X2.3", "BLOG-R1"),
        reading="the table is missing: an existence check; 'slightly' read as < 0.01, 'clearly' as > 10%",
    ),
    Relation(
        "BLOG-C1",
        "'compare f(M1) and f(M2)': the outcome depends on the single value metric f: on the X3 pair, "
        "f = MCC prefers model 4 and f = F1 model 6",
        blog("Jan 30 2012, L27"),
        relation=chain(metrics.mcc(MODEL_6), "<", metrics.mcc(MODEL_4))
        + chain(metrics.f1(MODEL_4, positive=T_), "<", metrics.f1(MODEL_6, positive=T_)),
        expected=Status.PROVED,
        uses=("BLOG-X3",),
        reading="the comparison itself is a definition; checked is that it depends on the choice of f",
    ),
    Relation(
        "BLOG-C2.sensitivity",
        "'5. Sensitivity (Recall)': sensitivity, the share of actual T predicted T, is the "
        "recall TP/(TP + FN) of L84 and kappamcc.metrics.recall of class T",
        blog("Jan 30 2012, L35"),
        relation=[eq(sensitivity, recall_printed), eq(sensitivity, metrics.recall(B.matrix, positive=T_))],
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG + (TP + FN > 0,), text="counts >= 0, some case actually T"),
    ),
    Relation(
        "BLOG-C2.specificity",
        "'6. Specificity (Precision)': specificity, the share of actual F predicted F "
        "TN/(TN + FP), is the precision TP/(TP + FP) of L84",
        blog("Jan 30 2012, L36"),
        relation=eq(specificity, precision_printed),
        expected=Status.CORRECTED,
        domain=Domain(
            symbols=counts,
            constraints=NONNEG + (TN + FP > 0, TP + FP > 0),
            text="counts >= 0, some case actually F, some predicted T",
        ),
        erratum=Erratum.false(
            "specificity TN/(TN + FP) and precision TP/(TP + FP) are different quantities, "
            "equal only when FP = 0 or TP = TN: on the blog's own fraud matrix 8/9 against 4/9"
        ),
        correction=Relation(
            "BLOG-C2.specificity.corrected",
            "specificity TN/(TN + FP) is the recall of class F "
            "(kappamcc.metrics.recall, positive = F), and it equals the precision TP/(TP + FP) "
            "exactly when FP = 0 or TP = TN",
            blog("Jan 30 2012, L36 (corrected)"),
            relation=[
                eq(specificity, metrics.recall(B.matrix, positive=F_)),
                sp.Implies(eq(specificity, precision_printed), sp.Or(eq(FP, 0), eq(TP, TN))),
                sp.Implies(sp.Or(eq(FP, 0), eq(TP, TN)), eq(specificity, precision_printed)),
            ],
            expected=Status.PROVED,
            domain=Domain(
                symbols=counts,
                constraints=NONNEG + (TN + FP > 0, TP + FP > 0),
                text="counts >= 0, some case actually F, some predicted T",
            ),
        ),
    ),
    Relation(
        "BLOG-C2.specificity.x2",
        "on the blog's own fraud matrix (X2.1) specificity is its precision",
        blog("Jan 30 2012, L36; Dec 13 2011, L70-72"),
        relation=eq(specificity, precision_printed),
        expected=Status.REFUTED,
        domain=Domain(
            symbols=counts,
            constraints=tuple(sp.Eq(s, v) for s, v in FRAUD_CELLS.items()),
            text="the X2.1 matrix",
            sampler=PointsFrom({s: sp.Integer(v) for s, v in FRAUD_CELLS.items()}),
        ),
        uses=("BLOG-C2.specificity", "BLOG-X2.1.names"),
        reading="specificity 800/900 = 8/9, precision 80/180 = 4/9",
        origin=Origin.SUITE,
    ),
    Relation(
        "BLOG-K4",
        "'Random Accuracy is ... the sum of the products of reference likelihood and result likelihood for "
        "each class': sum_c (actual share of c)(predicted share of c) is kappamcc.metrics.chance_agreement",
        blog("Dec 29 2011, L52"),
        relation=eq(random_accuracy, metrics.chance_agreement(B.matrix)),
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG + (S > 0,), text="counts >= 0, total > 0"),
        reading="reference likelihood = actual share, result likelihood = predicted share",
    ),
    Relation(
        "BLOG-K4.counts",
        "'In terms of false positives etc, random accuracy can be written as': ((TN + FP)(TN + FN) + "
        "(FN + TP)(FP + TP))/(TP + FP + FN + TN)^2",
        blog("Dec 29 2011, L54"),
        relation=eq(random_accuracy_counts, metrics.chance_agreement(B.matrix)),
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG + (S > 0,), text="counts >= 0, total > 0"),
        uses=("BLOG-K4",),
        reading="the formula image is missing; the suite's expression in the four counts is checked",
    ),
    Relation(
        "BLOG-X2.1",
        "the flattened 'Predicted F T Actual F 800 100 T 20 80' reads back as [[800, 100], [20, 80]] "
        "(the matrix of X2.2, X2.3 and M1.x2): 1000 transactions, 900 actually F, 100 actually T (fraudulent), "
        "820 predicted F, 180 predicted T",
        blog("Dec 13 2011, L70", r"\begin{pmatrix}800&100\\20&80\end{pmatrix}"),
        relation=[eq(FRAUD_READ[i][j], FRAUD[i][j]) for i in range(2) for j in range(2)]
        + [
            eq(metrics.total(FRAUD_READ), 1000),
            eq(metrics.row_sums(FRAUD_READ)[F_], 900),
            eq(metrics.row_sums(FRAUD_READ)[T_], 100),
            eq(metrics.col_sums(FRAUD_READ)[F_], 820),
            eq(metrics.col_sums(FRAUD_READ)[T_], 180),
        ],
        expected=Status.PROVED,
    ),
    Relation(
        "BLOG-X2.1.names",
        "L68's cell names, read as (predicted, actual), give L72's counts (800 TN, 80 TP, 100 FP, "
        "20 FN); the cell named false positive is the one precision TP/(TP + FP) adds to TP (the predicted-T column) "
        "and false negative the one recall adds (the actual-T row); transposed, FP would be 20",
        blog("Dec 13 2011, L68-72, L84"),
        relation=[eq(FRAUD_READ_CELLS[CELL[name]], count) for name, count in FRAUD_COUNTS.items()]
        + [
            eq(
                FRAUD_READ_CELLS[CELL["true positive"]] + FRAUD_READ_CELLS[CELL["false positive"]],
                metrics.col_sums(FRAUD_READ)[T_],
            ),
            eq(
                FRAUD_READ_CELLS[CELL["true positive"]] + FRAUD_READ_CELLS[CELL["false negative"]],
                metrics.row_sums(FRAUD_READ)[T_],
            ),
            eq(metrics.precision(FRAUD_READ, positive=T_), precision_printed.xreplace(FRAUD_CELLS)),
            eq(metrics.recall(FRAUD_READ, positive=T_), recall_printed.xreplace(FRAUD_CELLS)),
            sp.Ne(FRAUD_READ_CELLS.T[CELL["false positive"]], FRAUD_COUNTS["false positive"], evaluate=False),
        ],
        expected=Status.PROVED,
        uses=("BLOG-X2.1", "BLOG-X2.2", "BLOG-F1.precision", "BLOG-F1.recall"),
    ),
    Relation(
        "BLOG-R1",
        "the reward/cost function with R1 = 10 (TP), R2 = 0.1 (TN), C1 = 0.1 (FP), C2 = 10 (FN) is linear, "
        "with positive weights on TP and TN and negative on FP and FN, and is the dot product with BLOG-C3's weight "
        "matrix [[0.1, -0.1], [-10, 10]]",
        blog("Dec 13 2011, L74, L86"),
        relation=chain(0, "<", R1_)
        + chain(0, "<", R2_)
        + chain(-C1_, "<", 0)
        + chain(-C2_, "<", 0)
        + [eq(REWARD["counts"], sum(WEIGHTS[i, j] * B.matrix[i, j] for i in range(2) for j in range(2)))]
        + [eq(sp.diff(REWARD["counts"], v), w) for v, w in ((TP, R1_), (TN, R2_), (FP, -C1_), (FN, -C2_))],
        expected=Status.PROVED,
        domain=Domain(symbols=counts, constraints=NONNEG, text="counts >= 0"),
        uses=("BLOG-C3",),
    ),
    Relation(
        "BLOG-R1.sample",
        "for one sample (P actually T, N actually F) the reward is 20 TP + 0.2 TN - 10 P - 0.1 N: "
        "a true positive gained is worth 100 true negatives",
        blog("Dec 13 2011, L86 (suite check)"),
        relation=eq(
            REWARD["one sample"], 20 * (P_ - fn) + sp.Rational(1, 5) * (N_ - fp) - 10 * P_ - sp.Rational(1, 10) * N_
        ),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(P_, N_, fp, fn),
            constraints=(P_ >= 0, N_ >= 0, fp >= 0, fn >= 0, fp <= N_, fn <= P_),
            text="0 <= FP <= N, 0 <= FN <= P",
        ),
        uses=("BLOG-R1",),
        origin=Origin.SUITE,
    ),
    Relation(
        "BLOG-D1",
        "Definition 1 says exactly that the FP and FN differences do not have opposite signs: C1 and C2 "
        "are trivially comparable iff (FP1 - FP2)(FN1 - FN2) >= 0 (so the relation is symmetric), and two matrices "
        "with the same FP and FN are trivially comparable",
        blog("Jun 29 2010, L102-104"),
        relation=[
            sp.Implies(TC12, (fp1 - fp2) * (fn1 - fn2) >= 0),
            sp.Implies((fp1 - fp2) * (fn1 - fn2) >= 0, TC12),
            sp.Implies(sp.And(eq(fp1, fp2), eq(fn1, fn2)), TC12),
        ],
        expected=Status.PROVED,
        domain=ERRORS,
    ),
    NOT_ALL_COMPARABLE,
    Exists(
        "BLOG-D1.incomparable",
        "'when two confusion matrices are not trivially comparable': such pairs exist",
        blog("Jun 29 2010, L100-108"),
        negation=NOT_ALL_COMPARABLE,
        expected=Status.PROVED,
        uses=("BLOG-D1",),
    ),
    Relation(
        "BLOG-D3",
        "two trivially comparable matrices of one sample: the one with FP1 <= FP2 and FN1 <= FN2 is at least "
        "as good by the reward/cost function (blog weights), recall, specificity and precision",
        blog("Jun 29 2010, L96-98"),
        relation=[
            sp.Ge(REWARD["C1"], REWARD["C2"]),
            sp.Ge(metrics.recall(M1_, positive=T_), metrics.recall(M2_, positive=T_)),
            sp.Ge(metrics.recall(M1_, positive=F_), metrics.recall(M2_, positive=F_)),
            sp.Ge(metrics.precision(M1_, positive=T_), metrics.precision(M2_, positive=T_)),
        ],
        expected=Status.PROVED,
        domain=SAFELY_BETTER,
        uses=("BLOG-D1", "BLOG-D2", "BLOG-R1"),
        reading="the two matrices are missing; 'better' read for two matrices of one sample",
    ),
]
