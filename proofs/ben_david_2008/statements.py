"""Other statements of Ben-David 2008 (BD2008-S1 ... S9), where checkable.

    S1 (§3, L83): "Cohen's kappa ranges from -1 to 1. The theoretical range of the kappa
       statistic (i.e., from -1 to +1) is different from that of accuracy (0-1)."
    S2 (§3, L83): "most 'reasonable' classifiers do at least as good as random or as
       majority-based classifiers on most real-world datasets, so by definition they score
       kappa higher than zero"
    S3 (§1, L25-27): with "equal probabilities of success and failure", a classifier correct
       "in half of the cases ... scores exactly 0.5", and "a random classifier also scores 0.5
       accuracy"; "In an m-class classification problem with equal probabilities one must
       always measure the added value of a classifier against a random one that scores 1/m
       accuracy."
    S5 (Figs. 1-2, P = N = 0.5, L257-269): "The leftmost point at the end of the line ...
       represents the outcome of an ideal classifier (Example 3). The rightmost point on that
       line belongs to a perfect disagreement 'classifier'. The circled point,
       (FP, TP) = (0.25, 0.25), belongs to a random 'classifier'"; "The negative values of K
       represent worse-than-random outcomes"; "the point (FP, K) = (0.1, 0.6) corresponds to the
       point (FP, TP) = (0.1, 0.4)"; "A perfect classifier is represented by the point
       (FP, K) = (0, 1), where TP = P = 0.5. A random classifier is represented by the point
       (FP, K) = (0.25, 0) ... (TP = 0.25)"; "The further a point is on the left section of the
       line - the more accurate the model is".
    S6 (Figs. 3-4, L277-287): "P = 0.7 and Pbar = 0.6 ... All the points on the sloped straight
       line that is shown in Fig. 3 satisfy P = 0.7 and Pbar = 0.6"; Fig. 4: "P = 0.7 for all of
       them ... Pbar varies, ranging from 0.5 (the lowest line) to 0.9 (highest line) in
       increments of 0.1", "five straight lines", "the second lowest line ... conveys the
       information of Fig. 3".

Sizes.  S1 and S3's m-class sentence are about any number of classes (§3 is written for I
classes, §1 for m) and are decided for every number of classes by checked derivations
(``Derived``): S1 cites the suite's theorem -1 <= K <= 1 for every N x N matrix
(DT2019-S2.kappa-range) and adds 0 <= tr <= S for the accuracy; S3.m writes the random
classifier's table P(x_ij) = q_j / m with m = N, the number of classes (an atom of the index
sums), and Z3 closes tr/S = 1/m.  The binary check of S1 (BD2008-S1.binary, on Table 1) and
the symbolic check of S3.m against kappamcc.metrics.accuracy for m = 2..6 (BD2008-S3.m.sizes)
are kept as suite claims.

Readings.  The figures are not in the text; Fig. 1's line is read as the line through
the printed points, TP + FP = 0.5 (i.e. Pbar = 0.5 with P = 0.5), on which K = 1 - 4 FP
(S5.line).  S2's "by definition" is read as: a classifier better than chance (P_0 > P_c)
has K > 0, one at least as good (P_0 >= P_c) has K >= 0.  A majority-based (constant)
classifier has K = 0 exactly (S2.majority), so "at least as good as ... majority-based"
gives K >= 0, not K > 0.  A "random classifier" is one whose prediction is independent of
the truth: every cell is (row total) x (column total).

Not checkable here (omitted from this module):
* S4, S7, S8, S9: their checkable parts (S4.B, S7's north-west reading with its exact
  counterexample, S8's relation K(TP, FP), S9's quadratic dimension) are claims in
  ``statements_s4_s9.py``; the rest (an external benchmark, the AUC of an undefined curve, a
  priority claim, a cited result) is listed in the README's coverage section.
* Fig. 3's seven points and their kappa values are only in the figure.
* S3's "correct in half of the cases ... scores exactly 0.5" restates the definition of accuracy.
* Fig. 1's axes remark (FP and TP instead of FPR = FP/N and TPR = TP/P) is notation; see EXT-ROC.*.
"""

from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.roc import (
    FP,
    HALF,
    P,
    Pbar,
    TP,
    balanced_table,
    concrete,
    fixed_marginals_table,
    kappa_defined,
    roc_table,
)
from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Scope, Status
from kappamcc.model.derivations import Cite, Classes, Close, Nonneg, matrices
from kappamcc.model.index_forms import fresh, sum_rc, total, trace
from kappamcc.model.kinds import Derived, ForEachSize, Monotone, Relation, chain, eq
from kappamcc.model.family import Family
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, IndexPoly, Sum
from kappamcc.proofs.delgado_tibau_2019.s2_range import C, K_ALL, K_DEFINED, KAPPA_RANGE
from kappamcc.proofs.ben_david_2008 import bd
from kappamcc.testing.samplers import S, T as T_, PointsFrom, between

T = roc_table()
KD = kappa_defined(T)
K = T.kappa
B = balanced_table()
F = fixed_marginals_table()
p, q = sp.symbols("p q", real=True)


# the samplers' draws: exact rationals in a closed interval (bounded domains are not hit by filtering)
UNIT_CLOSED = st.fractions(min_value=0, max_value=1, max_denominator=40).map(sp.Rational)
UP_TO_HALF = st.fractions(min_value=0, max_value=Fraction(1, 2), max_denominator=40).map(sp.Rational)
UP_TO_3_10 = st.fractions(min_value=0, max_value=Fraction(3, 10), max_denominator=40).map(sp.Rational)


# --- S2: the constant (majority) classifier --------------------------------------
ALL_POSITIVE = Family(
    "everything predicted positive",
    sp.Matrix([[p, 0], [1 - p, 0]]),
    Domain(
        symbols=(p,),
        constraints=(p >= 0, p < 1),
        text="P = p in [0, 1), every case predicted positive",
        sampler=PointsFrom({p: S}, {S: UNIT_CLOSED}),
    ),
)

# --- S3: the random (independent) classifier ------------------------------------
RANDOM = Family(
    "random classifier",
    sp.Matrix([[p * q, p * (1 - q)], [(1 - p) * q, (1 - p) * (1 - q)]]),
    Domain(
        symbols=(p, q),
        constraints=(p >= 0, p <= 1, q >= 0, q <= 1),
        text="P = p, Pbar = q in [0, 1]: the prediction is independent of the truth",
        sampler=PointsFrom({p: S, q: T_}, {S: UNIT_CLOSED, T_: UNIT_CLOSED}),
    ),
)
RANDOM_KD = RANDOM.domain.with_constraints(metrics.chance_agreement(RANDOM.matrix) < 1, text="P_c < 1")
RANDOM_HALF = Family(
    "random classifier, P = N = 1/2",
    RANDOM.matrix.xreplace({p: HALF}),
    Domain(
        symbols=(q,),
        constraints=(q >= 0, q <= 1),
        text="P = N = 1/2, Pbar = q in [0, 1]",
        sampler=PointsFrom({q: S}, {S: UNIT_CLOSED}),
    ),
)


# m classes with equal probabilities 1/m, predictions independent with probabilities q_1..q_m (q_m = 1 - the others)
RANDOM_M_CLASSES = {
    m: sp.Matrix([[sp.Rational(1, m) * q for q in qs] for _ in range(m)])
    for m in range(2, 7)
    for qs in ([*sp.symbols(f"q1:{m}", real=True), 1 - sum(sp.symbols(f"q1:{m}", real=True))],)
}


def _accuracy_is_one_over_m(m: int):
    acc = sp.cancel(metrics.accuracy(RANDOM_M_CLASSES[m]))
    return acc == sp.Rational(1, m), f"accuracy = {acc}"


def _spot_m(point) -> bool:
    w = point["q"]
    m = len(w)
    M = sp.Matrix([[sp.Rational(1, m) * x for x in w] for _ in range(m)])
    return metrics.accuracy(M) == sp.Rational(1, m)


M_CLASSES = Domain(
    text="m = 2..6 classes with probabilities 1/m; prediction probabilities q_j >= 0 summing to 1",
    sampler=lambda: st.integers(2, 6).flatmap(
        lambda m: (
            st.lists(st.integers(0, 20), min_size=m, max_size=m)
            .filter(lambda w: sum(w) > 0)
            .map(lambda w: {"q": [sp.Rational(x, sum(w)) for x in w]})
        )
    ),
)

# every m: m = N classes with probabilities 1/m, the prediction independent of the truth with
# probabilities q_j (q >= 0, not all 0): P(x_ij) = q_j / m
QP = Array("q", "vector")  # the prediction's class probabilities q_j
_k, _i, _j = fresh("k"), fresh("i"), fresh("j")
M_CLASSES_ATOM = atomize(Sum(IndexPoly.const(1), _k), ())  # the number of classes, m = N
# tr/S, kept as the quotient it is (sympy would cancel it to 1/m on sight, leaving nothing to state)
RANDOM_ACCURACY = sp.Mul(
    atomize(Sum(QP[_k], _k) * (1 / M_CLASSES_ATOM), [QP]),
    sp.Pow(atomize(Sum(QP[_j] * (1 / M_CLASSES_ATOM), _i, _j), [QP]), -1),
    evaluate=False,
)
SOME_PREDICTION = (sp.Ne(atomize(Sum(QP[_j], _j), [QP]), 0),)
ACCURACY_ONE_OVER_M = sp.Eq(RANDOM_ACCURACY, 1 / M_CLASSES_ATOM, evaluate=False)

# S1 for every number of classes: K (DT2019-S2.kappa-range) and the accuracy tr/S
ACCURACY_ALL = atomize(trace(C), [C]) / atomize(total(C), [C])
S1_GOAL = sp.And(sp.Le(-1, K_ALL), sp.Le(K_ALL, 1), sp.Le(0, ACCURACY_ALL), sp.Le(ACCURACY_ALL, 1))
NONNEG_C = frozenset({"C"})

# --- S5: Figs. 1-2 (P = N = 0.5) -------------------------------------------------
LINE_DOMAIN = Domain(
    symbols=(FP,),
    constraints=(FP >= 0, FP <= HALF),
    text="P = N = 0.5, TP = 0.5 - FP, 0 <= FP <= 0.5",
    sampler=PointsFrom({FP: S}, {S: UP_TO_HALF}),
)
LINE = concrete(B.matrix.xreplace({TP: HALF - FP}), "Fig. 1's line: P = N = Pbar = 0.5", domain=LINE_DOMAIN)


# --- S6: Figs. 3-4 (P = 0.7) -----------------------------------------------------
P07 = sp.Rational(7, 10)
FIG3 = {P: P07, Pbar: sp.Rational(3, 5)}
FIG3_DOMAIN = Domain(
    symbols=(FP,),
    constraints=(FP >= 0, FP <= sp.Rational(3, 10)),
    text="P = 0.7, Pbar = 0.6: 0 <= FP <= 0.3 (TN = 0.3 - FP >= 0)",
    sampler=PointsFrom({FP: S}, {S: UP_TO_3_10}),
)
# Fig. 3's line as a table of its own: its kappa is derived from the matrix at P = 0.7, Pbar = 0.6
FIG3_TABLE = concrete(F.matrix.xreplace(FIG3), "Fig. 3's line: P = 0.7, Pbar = 0.6", domain=FIG3_DOMAIN)
FD = kappa_defined(F)

# P = 0.7, Pbar = s in (0.5, 0.9), FP in its valid range [max(0, Pbar - 0.7), min(0.3, Pbar)] at t in [0, 1]
FIG4_FP_LO, FIG4_FP_HI = sp.Max(0, S - P07), sp.Min(sp.Rational(3, 10), S)
FIG4_POINTS = PointsFrom(
    {Pbar: S, FP: FIG4_FP_LO + T_ * (FIG4_FP_HI - FIG4_FP_LO)},
    {S: between(Fraction(1, 2), Fraction(9, 10), max_denominator=40), T_: UNIT_CLOSED},
)


FIG4_DOMAIN = Domain(
    symbols=(Pbar, FP),
    constraints=tuple(c.xreplace({P: P07}) for c in F.domain.constraints) + (Pbar > HALF, Pbar < sp.Rational(9, 10)),
    text="P = 0.7, 0.5 < Pbar < 0.9, FP with all four cells >= 0",
    sampler=FIG4_POINTS,
)
# Fig. 4's lines as a table of their own (P = 0.7): kappa derived from the matrix
FIG4_TABLE = concrete(F.matrix.xreplace({P: P07}), "Fig. 4's lines: P = 0.7", domain=FIG4_DOMAIN)
FIG4_K = FIG4_TABLE.kappa

CLAIMS = [
    Derived(
        "BD2008-S1",
        "kappa ranges from -1 to 1 and accuracy from 0 to 1, for every number of classes I, wherever kappa is defined",
        bd("§3, L83", r"-1\le K\le 1,\ 0\le P_0\le 1"),
        formula=matrices([C], hyps=(K_DEFINED,), goal=S1_GOAL),
        lines=[
            Cite(KAPPA_RANGE),
            Nonneg(trace(C), (C,), NONNEG_C),
            Nonneg(total(C) - trace(C), (C,), NONNEG_C),
            Nonneg(total(C) * total(C) - sum_rc(C), (C,), NONNEG_C),
            Nonneg(sum_rc(C), (C,), NONNEG_C),
            Close(S1_GOAL, (K_DEFINED,), (1, 2, 3, 4, 5)),
        ],
        reading="K = (S tr - sum_k r_k c_k)/(S^2 - sum_k r_k c_k) and P_0 = tr/S of an I x I table of counts "
        "(or probabilities) >= 0, I any number of classes; defined: S^2 != sum_k r_k c_k (then S > 0)",
        expected=Status.PROVED,
    ),
    Relation(
        "BD2008-S1.binary",
        "kappa ranges from -1 to 1 and accuracy from 0 to 1, for every binary table (Table 1) where kappa is defined",
        bd("§3, L83 (suite check on Table 1)", r"-1\le K\le 1,\ 0\le P_0\le 1"),
        relation=chain(-1, "<=", K, "<=", 1) + chain(0, "<=", T.P0, "<=", 1),
        expected=Status.PROVED,
        domain=KD,
        origin=Origin.SUITE,
        families=(T,),
    ),
    Relation(
        "BD2008-S1.ends",
        "both ends are attained: K = -1 at [[0, 0.5], [0.5, 0]] (P_0 = 0), K = 1 at Example 3",
        bd("§3, L83"),
        relation=[
            eq(metrics.kappa(sp.Matrix([[0, HALF], [HALF, 0]])), -1),
            eq(metrics.kappa(sp.Matrix([[HALF, 0], [0, HALF]])), 1),
        ],
        expected=Status.PROVED,
    ),
    Relation(
        "BD2008-S2",
        "'by definition': P_0 >= P_c implies K >= 0, and P_0 > P_c implies K > 0",
        bd("§3, L83", r"P_0\ge P_c\Rightarrow K\ge0"),
        relation=[sp.Implies(T.P0 >= T.Pc, K >= 0), sp.Implies(T.P0 > T.Pc, K > 0)],
        expected=Status.PROVED,
        domain=KD,
        families=(T,),
    ),
    Relation(
        "BD2008-S2.majority",
        "a majority-based (constant) classifier, every case predicted positive, has K = 0 exactly",
        bd("§3, L83"),
        relation=eq(ALL_POSITIVE.kappa, 0),
        expected=Status.PROVED,
        domain=ALL_POSITIVE.domain,
        families=(ALL_POSITIVE,),
    ),
    Relation(
        "BD2008-S3",
        "P = N = 0.5: a random classifier scores accuracy 0.5, whatever its Pbar",
        bd("§1, L25", r"P_0=0.5"),
        relation=eq(metrics.accuracy(RANDOM_HALF.matrix), HALF),
        expected=Status.PROVED,
        domain=RANDOM_HALF.domain,
        scope=Scope.full(
            "the case printed: a binary problem 'with equal probabilities of success and failure' "
            "(P = N = 1/2), any Pbar"
        ),
    ),
    Derived(
        "BD2008-S3.m",
        "m classes with equal probabilities 1/m: a random classifier (prediction independent of the "
        "truth) scores accuracy 1/m, for every m",
        bd("§1, L27", r"1/m"),
        formula=matrices([QP], hyps=SOME_PREDICTION, goal=ACCURACY_ONE_OVER_M),
        lines=[Classes(), Close(ACCURACY_ONE_OVER_M, SOME_PREDICTION, (1,), arrays=(QP,))],
        reading="m = N, the number of classes; P(x_ij) = (1/m) q_j, the prediction's class probabilities q_j >= 0 "
        "(not all 0; they sum to 1 as probabilities, but the accuracy tr/S does not depend on it)",
        expected=Status.PROVED,
    ),
    ForEachSize(
        "BD2008-S3.m.sizes",
        "m classes with equal probabilities: a random classifier scores "
        "kappamcc.metrics.accuracy 1/m, m = 2..6 (symbolic prediction probabilities)",
        bd("§1, L27 (suite check against kappamcc.metrics)"),
        sizes=range(2, 7),
        check=_accuracy_is_one_over_m,
        spot=_spot_m,
        domain=M_CLASSES,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
    Relation(
        "BD2008-S3.random",
        "a random classifier (independent of the truth) has P_0 = P_c and K = 0, for any P and Pbar",
        bd("§1, L25-27; Examples 1 and 6, L102-114, L172-186"),
        relation=[eq(metrics.accuracy(RANDOM.matrix), metrics.chance_agreement(RANDOM.matrix)), eq(RANDOM.kappa, 0)],
        expected=Status.PROVED,
        domain=RANDOM_KD,
        families=(RANDOM,),
    ),
    Relation(
        "BD2008-S5.line",
        "Fig. 1's line (P = N = 0.5, TP = 0.5 - FP): K = 1 - 4 FP and accuracy = 1 - 2 FP",
        bd("§4, Figs. 1-2, L257-269", r"K=2(TP-FP)"),
        relation=[eq(LINE.kappa, 1 - 4 * FP), eq(LINE.P0, 1 - 2 * FP)],
        expected=Status.PROVED,
        domain=LINE_DOMAIN,
        uses=("BD2008-E15",),
        scope=Scope.full("the case printed: P = N = 0.5 (Fig. 1's line, TP + FP = 0.5)"),
        reading="the line through the printed points (0, 0.5), (0.1, 0.4), (0.25, 0.25): TP + FP = 0.5",
        families=(LINE,),
    ),
    Relation(
        "BD2008-S5.points",
        "P = N = 0.5: (FP, TP) = (0.1, 0.4) has K = 0.6; (0, 0.5) has K = 1 (TP = P = 0.5); "
        "(0.25, 0.25) has K = 0; the perfect disagreement (0.5, 0) has K = -1",
        bd("§4, Figs. 1-2, L257-269", r"(FP,K)=(0.1,0.6),\ (0,1),\ (0.25,0)"),
        relation=[
            eq(B.kappa.xreplace({FP: sp.Rational("0.1"), TP: sp.Rational("0.4")}), sp.Rational(3, 5)),
            eq(B.kappa.xreplace({FP: sp.Rational(0), TP: sp.Rational("0.5")}), 1),
            eq(B.kappa.xreplace({FP: sp.Rational("0.25"), TP: sp.Rational("0.25")}), 0),
            eq(B.kappa.xreplace({FP: sp.Rational("0.5"), TP: sp.Rational(0)}), -1),
        ],
        expected=Status.PROVED,
    ),
    Relation(
        "BD2008-S5.negative",
        "'negative values of K represent worse-than-random outcomes': K < 0 exactly when P_0 < P_c",
        bd("§4, L257"),
        relation=[sp.Implies(K < 0, T.P0 < T.Pc), sp.Implies(T.P0 < T.Pc, K < 0)],
        expected=Status.PROVED,
        domain=KD,
        families=(T,),
    ),
    Monotone(
        "BD2008-S5.left",
        "on Fig. 1's line, the further left (smaller FP), the more accurate: accuracy 1 - 2FP strictly decreases in FP",
        bd("§4, Fig. 2, L263"),
        expr=LINE.P0,
        var=FP,
        over=sp.Interval(0, HALF),
        direction="decreasing",
        expected=Status.PROVED,
        domain=LINE_DOMAIN,
        scope=Scope.full("the case printed: P = N = 0.5 (Fig. 1's line, TP + FP = 0.5)"),
    ),
    Relation(
        "BD2008-S6",
        "Fig. 3 (P = 0.7, Pbar = 0.6): the points lie on the straight line TP = 0.6 - FP (slope -1), "
        "and K = (18 - 100 FP)/23 along it (slope -100/23)",
        bd("§4, Fig. 3, L277-283", r"P=0.7,\ \bar P=0.6"),
        relation=[eq(FIG3_TABLE.tp, sp.Rational(3, 5) - FP), eq(FIG3_TABLE.kappa, (18 - 100 * FP) / 23)],
        expected=Status.PROVED,
        domain=FIG3_DOMAIN,
        uses=("BD2008-E6", "BD2008-E13"),
        families=(FIG3_TABLE,),
    ),
    Relation(
        "BD2008-S6.lines",
        "fixed P and Pbar: K is an affine function of FP (Fig. 4's straight lines), dK/dFP = -2/(P - Pbar(1 - 2N))",
        bd("§4, Fig. 4, L283-287"),
        relation=[eq(sp.diff(F.kappa, FP, 2), 0), eq(sp.diff(F.kappa, FP), -2 / (P - Pbar * (1 - 2 * (1 - P))))],
        expected=Status.PROVED,
        domain=FD,
        uses=("BD2008-E13",),
    ),
    Monotone(
        "BD2008-S6.order",
        "Fig. 4, P = 0.7: at each FP, K increases with Pbar on 0.5 < Pbar < 0.9, so Pbar = 0.5 is "
        "the lowest line, 0.9 the highest and 0.6 (Fig. 3) the second lowest",
        bd("§4, Fig. 4, L283-287"),
        expr=FIG4_K,
        var=Pbar,
        over=sp.Interval(HALF, sp.Rational(9, 10)),
        direction="increasing",
        expected=Status.PROVED,
        domain=FIG4_DOMAIN,
        families=(FIG4_TABLE,),
    ),
]
