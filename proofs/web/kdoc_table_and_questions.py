"""The documentation page's agreement table (KDOC-T1), the example's matrix (KDOC-X1.2) and its
qualitative remarks (KDOC-Q1), where checkable.

"Cohen's Kappa" documentation page (``shared/papers/kappa_doc_page.txt``):

    Kappa Coefficient   Agreement Level                                        (T1, L47-54)
    <= 0                Poor
    > 0                 Slight
    > 0.2               Fair
    > 0.4               Moderate
    > 0.6               Substantial
    > 0.8               Almost perfect
    = 1.0               Perfect

    "sick not sick / sick 20 22 / not sick 10 48"  (the confusion matrix, flattened in the
     extraction; "Doctor A claims 30 of 100 patients are sick, but Doctor B claims 42 patients
     are sick. However, they agree that 20 of the 100 were certainly sick.")   (X1.2, L66-70)

    "the Cohen's Kappa score magnifies the advantage a classifier has over a random classifier
     based on class frequencies" (L5); "The Kappa statistic is a robust metric, particularly when
     there is significant class imbalance" (L5); "Dependence on Marginal Probabilities:
     Evaluations can sometimes lead to unintuitive results, especially if minority classes are
     highly imbalanced" (L84); "Threshold-Dependence: For probabilistic models, the calculations
     depend on the threshold used to convert probabilities into class labels. Different
     thresholds will lead to different Kappa values." (L86)                    (Q1)

T1.  Read as a list of thresholds (each row holds from its threshold up to the next row's),
the seven bands are Poor [-1, 0], Slight (0, 0.2], Fair (0.2, 0.4], Moderate (0.4, 0.6],
Substantial (0.6, 0.8], Almost perfect (0.8, 1) and Perfect {1}: the suite checks that the
printed thresholds increase, and that every kappa in [-1, 1] (the page's range, KDOC-R1) lies
in exactly one band (T1: contiguous, non-overlapping, covering).  Read otherwise, each row as
its own condition, the rows would overlap (0.5 is "> 0", "> 0.2" and "> 0.4"; 1 is both "> 0.8
Almost perfect" and "= 1.0 Perfect"): T1.literal, a reading the suite adds (not an erratum of
the page), is REFUTED, so the table works as a threshold list, which is how tables of this kind
are read.  The labels themselves are a convention, not checkable.

X1.2.  The flattened text is read back into cells by the module (rows and columns in the
printed order sick, not sick) and its totals are derived: 100 patients, row sums 42 and 58,
column sums 30 and 70.  The page does not say which doctor is on which axis; the story fixes
it: Doctor A's 30 is a column sum and Doctor B's 42 a row sum (and 30 is no row sum).  The
story's numbers (30, 42, 20, 100) determine every cell, and the P_e factors printed in X1.4
are exactly the derived shares.

Q1.  "magnifies the advantage ... over a random classifier": the advantage is P_o - P_e (the
accuracy above chance from the class frequencies); kappa = (P_o - P_e)/(1 - P_e) scales it by
1/(1 - P_e) >= 1, so |kappa| >= |P_o - P_e| with the same sign (binary, Z3).  "Dependence on
Marginal Probabilities": two matrices with the same P_o = 0.9 and different kappa, the
imbalanced one lower (Q1.marginals).  "Threshold-Dependence": on one scored sample of 8 cases
(matrices built by the module from the scores), thresholds 0.35 and 0.5 give kappa 1/4 and 1/2
(Q1.threshold); "will lead to different Kappa values" is read as "can": thresholds 0.5 and 0.75
give different matrices with the same kappa 1/2, and 0.5 and 0.55 (no score between them) the
same matrix.  "robust metric, particularly when there is significant class imbalance"
and "Ambiguous Interpretation" (L85) are judgements, not checkable.
"""

import re

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.kinds import Relation, chain, eq
from kappamcc.proofs.web import kdoc
from kappamcc.proofs.web.kdoc_definitions import DOCTORS
from kappamcc.testing.samplers import S, PointsFrom
from kappamcc.testing.strategies import inside, on_interval

# ---------------------------------------------------------------------------
# T1: the agreement table as printed (operator, threshold, label)

TABLE = [
    ("<=", "0", "Poor"),
    (">", "0", "Slight"),
    (">", "0.2", "Fair"),
    (">", "0.4", "Moderate"),
    (">", "0.6", "Substantial"),
    (">", "0.8", "Almost perfect"),
    ("=", "1.0", "Perfect"),
]
kappa = sp.Symbol("kappa", real=True)
RANGE = on_interval(kappa, sp.Interval(-1, 1), "-1 <= kappa <= 1 (the page's range, KDOC-R1)")
_OPS = {"<=": sp.Le, ">": sp.Gt, "=": eq}
literal = [_OPS[op](kappa, sp.Rational(t)) for op, t, _ in TABLE]  # each row as its own condition
thresholds = [sp.Rational(t) for op, t, _ in TABLE if op == ">"]  # 0, 0.2, ..., 0.8
top = sp.Rational(TABLE[-1][1])  # "= 1.0"
# threshold reading: a ">" row holds from its threshold up to (and including) the next one;
# the last ">" row stops below the "=" row's value
bands = (
    [sp.Le(kappa, sp.Rational(TABLE[0][1]))]
    + [sp.And(sp.Gt(kappa, lo), sp.Le(kappa, hi)) for lo, hi in zip(thresholds, thresholds[1:])]
    + [sp.And(sp.Gt(kappa, thresholds[-1]), sp.Lt(kappa, top)), sp.Eq(kappa, top, evaluate=False)]
)
# spot checks evaluate at 50 digits with a tolerance that cannot tell "<" from "<=" at a band's
# end, so they draw points off the printed thresholds (the exact proof covers the ends)
ENDS = {sp.Rational(t) for _, t, _ in TABLE}
OFF_ENDS = Domain(
    symbols=RANGE.symbols,
    constraints=RANGE.constraints,
    text=RANGE.text,
    sampler=PointsFrom({kappa: S}, {S: inside(sp.Interval(-1, 1))}, where=sp.And(*[sp.Ne(kappa, e) for e in ENDS])),
)
exactly_one = sp.And(*[sp.Not(sp.And(a, b)) for i, a in enumerate(bands) for b in bands[i + 1 :]])
mutually_exclusive_rows = sp.And(*[sp.Not(sp.And(a, b)) for i, a in enumerate(literal) for b in literal[i + 1 :]])

# ---------------------------------------------------------------------------
# X1.2: the flattened matrix, read back into cells

FLAT = "sick not sick\nsick 20 22\nnot sick 10 48"  # L68-70, as extracted
_rows = [re.findall(r"\d+", line) for line in FLAT.splitlines()[1:]]
READ_BACK = [[int(v) for v in r] for r in _rows]  # rows and columns: sick, not sick
ROWS, COLS, TOTAL = metrics.row_sums(READ_BACK), metrics.col_sums(READ_BACK), metrics.total(READ_BACK)
A_SICK, B_SICK, BOTH_SICK, PATIENTS = 30, 42, 20, 100  # the story, L66
FROM_STORY = [[BOTH_SICK, B_SICK - BOTH_SICK], [A_SICK - BOTH_SICK, PATIENTS - A_SICK - B_SICK + BOTH_SICK]]

# ---------------------------------------------------------------------------
# Q1: kappa from the page's P_o and P_e (D1); same observed agreement, different marginals; one scored sample at two thresholds

P_o, P_e = sp.symbols("P_o P_e", real=True)
kappa_page = (P_o - P_e) / (1 - P_e)  # KDOC-D1, L15
AGREEMENTS = Domain(
    symbols=(P_o, P_e),
    constraints=(P_o >= 0, P_o <= 1, P_e >= 0, P_e < 1),
    text="0 <= P_o <= 1, 0 <= P_e < 1 (kappa defined)",
)
BALANCED = [[45, 5], [5, 45]]
IMBALANCED = [[85, 5], [5, 5]]
SCORES = [
    (sp.Rational(9, 10), 1),
    (sp.Rational(8, 10), 1),
    (sp.Rational(7, 10), 0),
    (sp.Rational(6, 10), 1),
    (sp.Rational(4, 10), 0),
    (sp.Rational(3, 10), 1),
    (sp.Rational(2, 10), 0),
    (sp.Rational(1, 10), 0),
]
# [[TP, FN], [FP, TN]] (rows actual, positive first) of 'predict positive when score >= t'
ACTUAL = [actual for _, actual in SCORES]
LOWER, LOW, HIGH, NEAR = (
    metrics.from_labels(ACTUAL, [1 if score >= t else 0 for score, _ in SCORES], labels=[1, 0])
    for t in (sp.Rational("0.35"), sp.Rational("0.5"), sp.Rational("0.75"), sp.Rational(11, 20))
)  # NEAR: no score between 0.5 and 0.55


CLAIMS = [
    Relation(
        "KDOC-T1",
        "the agreement table read as thresholds: the printed thresholds increase (0 < 0.2 < 0.4 < 0.6 < "
        "0.8 < 1.0) and every kappa in [-1, 1] lies in exactly one of the seven bands Poor [-1, 0], Slight (0, 0.2], "
        "Fair (0.2, 0.4], Moderate (0.4, 0.6], Substantial (0.6, 0.8], Almost perfect (0.8, 1), Perfect {1}",
        kdoc("Interpretation table, L47-54", r"\le0,\ >0,\ >0.2,\ >0.4,\ >0.6,\ >0.8,\ =1.0"),
        relation=chain(*[v for t in thresholds + [top] for v in (t, "<")][:-1]) + [sp.Or(*bands), exactly_one],
        expected=Status.PROVED,
        domain=OFF_ENDS,
        uses=("KDOC-R1",),
        reading="each '>' row holds from its threshold up to the next row's threshold; 'Almost perfect' stops "
        "below 1, where 'Perfect' holds",
    ),
    Relation(
        "KDOC-T1.literal",
        "the table's rows read literally, each as its own condition (kappa <= 0, kappa > 0, "
        "kappa > 0.2, ..., kappa = 1.0), are mutually exclusive",
        kdoc("Interpretation table, L47-54 (literal reading)"),
        relation=mutually_exclusive_rows,
        expected=Status.REFUTED,
        domain=RANGE,
        uses=("KDOC-T1",),
        reading="a reading the suite checks, not the page's: e.g. kappa = 1 is both '> 0.8 Almost perfect' and "
        "'= 1.0 Perfect' read this way; the page's table is a threshold list (KDOC-T1), so no erratum",
        origin=Origin.SUITE,
    ),
    Relation(
        "KDOC-X1.2",
        "the flattened 'sick not sick / sick 20 22 / not sick 10 48' reads back as [[20, 22], [10, 48]] "
        "(the matrix of KDOC-X1.1): 100 patients, row sums 42 and 58, column sums 30 and 70, diagonal 20 + 48",
        kdoc("Example, L68-70", r"\begin{pmatrix}20&22\\10&48\end{pmatrix}"),
        relation=[eq(READ_BACK[i][j], DOCTORS[i][j]) for i in range(2) for j in range(2)]
        + [
            eq(TOTAL, 100),
            eq(ROWS[0], 42),
            eq(ROWS[1], 58),
            eq(COLS[0], 30),
            eq(COLS[1], 70),
            eq(metrics.trace(READ_BACK), 20 + 48),
        ],
        expected=Status.PROVED,
        uses=("KDOC-X1.1",),
    ),
    Relation(
        "KDOC-X1.2.axes",
        "which doctor is on which axis (not printed) is fixed by the story: Doctor A's 30 sick "
        "patients are the first column sum, Doctor B's 42 the first row sum, and 30 is no row sum",
        kdoc("Example, L66-70"),
        relation=[eq(COLS[0], A_SICK), eq(ROWS[0], B_SICK)] + [sp.Ne(r, A_SICK, evaluate=False) for r in ROWS],
        expected=Status.PROVED,
        uses=("KDOC-X1.2",),
        reading="rows: Doctor B, columns: Doctor A",
    ),
    Relation(
        "KDOC-X1.2.story",
        "the story's four numbers (A: 30 sick, B: 42 sick, 20 both, 100 patients) determine every "
        "cell, and the P_e factors printed in X1.4 (30/100, 42/100, 70/100, 58/100) are the derived column and row shares",
        kdoc("Example, L66-74"),
        relation=[eq(FROM_STORY[i][j], READ_BACK[i][j]) for i in range(2) for j in range(2)]
        + [
            eq(sp.Rational(COLS[0], TOTAL), sp.Rational(30, 100)),
            eq(sp.Rational(ROWS[0], TOTAL), sp.Rational(42, 100)),
            eq(sp.Rational(COLS[1], TOTAL), sp.Rational(70, 100)),
            eq(sp.Rational(ROWS[1], TOTAL), sp.Rational(58, 100)),
        ],
        expected=Status.PROVED,
        uses=("KDOC-X1.2", "KDOC-X1.4"),
    ),
    Relation(
        "KDOC-Q1.magnify",
        "'magnifies the advantage a classifier has over a random classifier based on class "
        "frequencies': kappa = (P_o - P_e)/(1 - P_e) has the sign of P_o - P_e and |kappa| >= |P_o - P_e|",
        kdoc("intro, L5; Implementation Details, L13-15", r"\kappa=\frac{P_o-P_e}{1-P_e}"),
        relation=[sp.Implies(P_o >= P_e, kappa_page >= P_o - P_e), sp.Implies(P_o <= P_e, kappa_page <= P_o - P_e)],
        expected=Status.PROVED,
        domain=AGREEMENTS,
        uses=("KDOC-D1", "KDOC-D1.n2"),
        reading="the advantage over a random classifier based on class frequencies is P_o - P_e; kappa as the page "
        "defines it from P_o and P_e (equal to the general kappa, KDOC-D1)",
    ),
    Relation(
        "KDOC-Q1.marginals",
        "'Dependence on Marginal Probabilities': [[45, 5], [5, 45]] and [[85, 5], [5, 5]] have the "
        "same P_o = 0.9, and the imbalanced one has the lower kappa (4/9 against 4/5)",
        kdoc("Limitations, L84"),
        relation=[eq(metrics.accuracy(BALANCED), metrics.accuracy(IMBALANCED))]
        + chain(metrics.kappa(IMBALANCED), "<", metrics.kappa(BALANCED)),
        expected=Status.PROVED,
    ),
    Relation(
        "KDOC-Q1.threshold",
        "'Different thresholds will lead to different Kappa values': on one scored sample of 8 "
        "cases, thresholds 0.35 and 0.5 give kappa 1/4 and 1/2; but 0.5 and 0.75 give different matrices with the "
        "same kappa, and 0.5 and 0.55 (no score between them) the same matrix",
        kdoc("Limitations, L86"),
        relation=[
            sp.Ne(metrics.kappa(LOWER), metrics.kappa(LOW), evaluate=False),
            sp.Ne(LOW[0][0], HIGH[0][0], evaluate=False),
            eq(metrics.kappa(LOW), metrics.kappa(HIGH)),
        ]
        + [eq(LOW[i][j], NEAR[i][j]) for i in range(2) for j in range(2)],
        expected=Status.PROVED,
        reading="'will lead' read as 'can lead': kappa depends on the threshold, but "
        "not every change of threshold changes it",
    ),
]
