"""Statements S4, S7, S8 and S9 of Ben-David 2008, where anything in them is checkable.

    S4 (§3, L85-88, citing Ben David (2007)): "(A) Chance plays a significant role in typical
       classification problems. A benchmark of 15 datasets has shown that on the average, more
       than one third (!) of the hits could be attributed to chance alone.  (B) More importantly,
       it has been shown that ranking classifiers by kappa frequently differs from the ranking by
       accuracy."
    S7 (§4, L271): "One can generate ROC curves in the K-FP space ... Let us call such curves
       ROC-K curves. ... For example, the further 'north-west' the curve is - the more accurate
       the classifier. The AUC for a ROC-K curve can also be calculated and serve as a measure
       for model accuracy, etc."
    S8 (§6, L291): "Formulae (13)-(16) show for the first time the mathematical relationship
       between ROC spaces and Cohen's kappa."  (§7, L313): "A formula that expresses Cohen's
       kappa (among other things) in terms of TPs and FPs has been derived here for the first
       time."
    S9 (§6, L297): "Srinivasan (1999) showed that the optimal classifier is found on the convex
       hull in the ROC space. However, the dimensionality of these ROC-hyperspaces grows
       quadratically with the number of classes (Provost and Fawcett, 2001)".

Tables are Table 1's [[TP, FN], [FP, TN]] of probabilities (rows true, columns predicted);
accuracy P_0 and kappa K are derived from each matrix by :mod:`kappamcc.metrics`.

S4.  (A) reports a benchmark (15 data sets of Ben David 2007): nothing to compute.  (B)'s
"frequently" is empirical too; its mathematical core, that the two rankings *can* differ,
is checked on Example 4 and a P = N = 0.5 table (S4.B).

S7.  In the K-FP plane a point is further "north-west" of another when its FP is no larger
and its K no smaller.  Read "more accurate" as the accuracy P_0 of the paper's (1) and (12),
for one data set (the same P), the statement fails: along a line of constant K, P_0 grows
with FP when P > 1/2 (BD2008-E9 gives the line), so moving west lowers the accuracy.  Example
6 (P = 0.7, (FP, TP) = (0.21, 0.49), K = 0, P_0 = 0.58) and the random classifier with
Pbar = 0.3 on the same classes ((FP, TP) = (0.09, 0.21), K = 0, P_0 = 0.42) are an exact pair
(S7.example).  The statement holds when P <= 1/2 (the correction, proved by Z3), and the
"north" half (same FP, larger K) holds for every P (S7.north).  If "more accurate" is read as
"larger K", north-west is more accurate by definition and there is nothing to check.  The AUC
sentence is not checkable: no ROC-K curve is defined (they "are not shown here").

S8.  "for the first time" is a claim about the literature, not checkable.  What is checkable:
(13) with Pbar = TP + FP (6) and N = 1 - P (8) expresses K in terms of TP, FP and P alone
(S8, "among other things" = P); and (13)-(16) as printed hold (S8.formulae, the conjunction of
the registered claims BD2008-E13 ... E16): it fails, because (14) as printed has -FP for +FP
(BD2008-E14, CORRECTED); with (14)'s sign corrected the four hold (S8.formulae.corrected).

S9.  The convex-hull result is cited from Srinivasan (1999) and not re-proved.  The dimension:
an m-class confusion matrix of rates (each true class's row sums to its prior, the ROC
convention of rates per true class) has m^2 entries and m independent row constraints, so the
rates form an affine space of dimension m^2 - m = m(m - 1) (2 at m = 2: the (FPR, TPR) plane).
S9.dimension computes that rank exactly for m = 2..8 and declares that scope (the rank of the
row-sum constraints for a symbolic number of classes is beyond the suite's machinery: PROVED
IN PART); S9.quadratic: m(m - 1)/m^2 -> 1, i.e. the dimension grows quadratically.
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc import metrics
from kappamcc.model.claims import Erratum, Origin, Domain, Scope, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import AllOf, ForEachSize, Limit, Relation, chain, eq
from kappamcc.families.roc import table
from kappamcc.proofs.ben_david_2008 import bd
from kappamcc.proofs.ben_david_2008.equations import CLAIMS as EQUATIONS
from kappamcc.testing.samplers import S, PointsFrom, between

HALF = sp.Rational(1, 2)


# --- S4 (B): kappa and accuracy rank two tables in opposite orders --------------------------
EXAMPLE_4 = table("0.65", "0.05", "0.15", "0.15")  # Example 4, L144-156
BALANCED = table("0.39", "0.11", "0.11", "0.39")  # P = N = 0.5, (FP, TP) = (0.11, 0.39)

# --- S7: two tables of one data set (the same P) in the FP-K plane ---------------------------
P, TP1, FP1, TP2, FP2 = sp.symbols("P TP1 FP1 TP2 FP2", real=True)
M1 = sp.Matrix([[TP1, P - TP1], [FP1, 1 - P - FP1]])
M2 = sp.Matrix([[TP2, P - TP2], [FP2, 1 - P - FP2]])

# the two tables of one data set (0 < P < 1), every cell >= 0: K1, K2 are derived from the matrices
TABLE1, TABLE2, TABLE2_SAME_FP = (
    Family(
        f"table {i} of one data set",
        M,
        Domain(
            symbols=(P, tp, fp),
            constraints=(P > 0, P < 1, tp >= 0, tp <= P, fp >= 0, fp <= 1 - P),
            text="one data set (0 < P < 1), every cell >= 0",
        ),
    )
    for i, M, tp, fp in ((1, M1, TP1, FP1), (2, M2, TP2, FP2), (2, M2.xreplace({FP2: FP1}), TP2, FP1))
)
K1, K2 = TABLE1.kappa, TABLE2.kappa
ACC1, ACC2 = metrics.accuracy(M1), metrics.accuracy(M2)
NORTH_WEST = sp.And(FP1 <= FP2, K1 >= K2)

# the samplers: P = s in (0, 1) and tables with row totals P, 1 - P: TP_i = P u_i, FP_i = (1 - P) v_i
U1, V1, U2, V2 = sp.symbols("u1_drawn v1_drawn u2_drawn v2_drawn", real=True)
UNIT_CLOSED = st.fractions(min_value=0, max_value=1, max_denominator=30).map(sp.Rational)
ROW_SHARES = {S: between(0, 1, max_denominator=30), U1: UNIT_CLOSED, V1: UNIT_CLOSED, U2: UNIT_CLOSED, V2: UNIT_CLOSED}


TWO_TABLES = Domain(
    symbols=(P, TP1, FP1, TP2, FP2),
    constraints=(P > 0, P < 1)
    + tuple(c >= 0 for c in M1)
    + tuple(c >= 0 for c in M2)
    + (metrics.chance_agreement(M1) < 1, metrics.chance_agreement(M2) < 1),
    text="one data set (0 < P < 1), two tables with every cell >= 0 and kappa defined",
    sampler=PointsFrom({P: S, TP1: S * U1, FP1: (1 - S) * V1, TP2: S * U2, FP2: (1 - S) * V2}, ROW_SHARES),
)
SAME_FP = {FP2: FP1}
NORTH_DOMAIN = Domain(
    symbols=(P, TP1, FP1, TP2),
    constraints=tuple(c.xreplace(SAME_FP) for c in TWO_TABLES.constraints),
    text="one data set (0 < P < 1), two tables with the same FP, every cell >= 0, kappa defined",
    sampler=PointsFrom({P: S, TP1: S * U1, FP1: (1 - S) * V1, TP2: S * U2}, ROW_SHARES),
)

EXAMPLE_6 = table("0.49", "0.21", "0.21", "0.09")  # Example 6, L172-186: P = 0.7, Pbar = 0.7
RANDOM_P07 = table("0.21", "0.49", "0.09", "0.21")  # P = 0.7, Pbar = 0.3, cells P Pbar, P Nbar, N Pbar, N Nbar

# --- S8: K in terms of TP and FP, for one data set (fixed P) ----------------------------------
TP, FP = sp.symbols("TP FP", real=True)
FIXED_P = sp.Matrix([[TP, P - TP], [FP, 1 - P - FP]])
PBAR = TP + FP  # eq. (6)
K_OF_TP_FP = (TP - FP - PBAR * (2 * P - 1)) / (P - PBAR * (2 * P - 1))  # eq. (13), 1 - 2N = 2P - 1 by (8)
FIXED_P_TABLE = Family(
    "a table of one data set by (P, TP, FP)",
    FIXED_P,
    Domain(
        symbols=(P, TP, FP),
        constraints=(P > 0, P < 1, TP >= 0, TP <= P, FP >= 0, FP <= 1 - P),
        text="0 < P < 1, 0 <= TP <= P, 0 <= FP <= 1 - P",
    ),
)
FIXED_P_DOMAIN = Domain(
    symbols=(P, TP, FP),
    constraints=(P > 0, P < 1, TP >= 0, TP <= P, FP >= 0, FP <= 1 - P, metrics.chance_agreement(FIXED_P) < 1),
    text="0 < P < 1, 0 <= TP <= P, 0 <= FP <= 1 - P, kappa defined",
    sampler=PointsFrom({P: S, TP: S * U1, FP: (1 - S) * V1}, ROW_SHARES),
)
_BY_ID = {c.id: c for c in EQUATIONS}


# --- S9: the dimension of the m-class ROC space ----------------------------------------------
def _dimension_is_m_squared_minus_m(m: int):
    # dimension of {m x m rate matrices whose rows sum to fixed priors}: m^2 - rank(row-sum constraints)
    d = m * m - sp.Matrix([[1 if j // m == i else 0 for j in range(m * m)] for i in range(m)]).rank()
    off_diagonal = sum(1 for i in range(m) for j in range(m) if i != j)
    return d == m * (
        m - 1
    ) == off_diagonal, f"dimension {d}, off-diagonal cells {off_diagonal}, m(m - 1) = {m * (m - 1)}"


m = sp.Symbol("m", positive=True)

S9_DIMENSION = ForEachSize(
    "BD2008-S9.dimension",
    "the m-class ROC space (rates per true class, each row summing to its prior) has "
    "dimension m(m - 1), the number of off-diagonal cells; 2 at m = 2 (the FPR-TPR plane); m = 2..8",
    bd("§6, L297", r"m(m-1)"),
    sizes=range(2, 9),
    check=_dimension_is_m_squared_minus_m,
    spot=lambda point: _dimension_is_m_squared_minus_m(point["m"])[0],
    domain=Domain(text="m = 2..8 classes", sampler=lambda: st.integers(2, 8).map(lambda v: {"m": v})),
    expected=Status.PROVED_IN_PART,
    scope=Scope(printed="every number of classes m", checked="m = 2..8"),
    reading="the convex-hull result is Srinivasan's (1999), cited, not re-proved",
)

CLAIMS = [
    Relation(
        "BD2008-S4.B",
        "(B) 'ranking classifiers by kappa ... differs from the ranking by accuracy': Example 4 "
        "(accuracy 0.80) beats the P = N = 0.5 table (FP, TP) = (0.11, 0.39) (accuracy 0.78) by accuracy, "
        "and loses to it by kappa",
        bd("§3, L88"),
        relation=chain(metrics.accuracy(BALANCED), "<", metrics.accuracy(EXAMPLE_4))
        + chain(metrics.kappa(EXAMPLE_4), "<", metrics.kappa(BALANCED)),
        expected=Status.PROVED,
        reading="'frequently' is an empirical finding of Ben David (2007); only that the rankings can differ is checked",
    ),
    Relation(
        "BD2008-S7",
        "'the further north-west ... the more accurate': for one data set (same P), a table whose "
        "point in the FP-K plane is north-west of another's (FP1 <= FP2, K1 >= K2) has accuracy P_0 at least as large",
        bd("§4, L271"),
        relation=sp.Implies(NORTH_WEST, ACC1 >= ACC2),
        expected=Status.CORRECTED,
        domain=TWO_TABLES,
        erratum=Erratum.false(
            "moving west along a line of constant K lowers the accuracy whenever P > 1/2, as in "
            "the paper's own P = 0.7 examples: the random classifier with Pbar = 0.3 lies west "
            "of Example 6 at K = 0 with P_0 = 0.42 against 0.58 (BD2008-S7.example)"
        ),
        reading="'more accurate' read as the accuracy P_0 = TP + TN of (1) and (12), for one data set",
        correction=Relation(
            "BD2008-S7.corrected",
            "north-west in the FP-K plane implies accuracy at least as large "
            "when P <= 1/2 (no more positives than negatives)",
            bd("§4, L271 (corrected)"),
            relation=sp.Implies(NORTH_WEST, ACC1 >= ACC2),
            expected=Status.PROVED,
            domain=TWO_TABLES.with_constraints(P <= HALF, text="P <= 1/2"),
            families=(TABLE1, TABLE2),
        ),
        uses=("BD2008-E9",),
        families=(TABLE1, TABLE2),
    ),
    Relation(
        "BD2008-S7.north",
        "the 'north' half holds for every P: at the same FP, the table with the larger K has "
        "accuracy at least as large",
        bd("§4, L271 (suite check)"),
        relation=sp.Implies(K1 >= TABLE2_SAME_FP.kappa, ACC1 >= ACC2.xreplace(SAME_FP)),
        expected=Status.PROVED,
        domain=NORTH_DOMAIN,
        uses=("BD2008-S7",),
        origin=Origin.SUITE,
        families=(TABLE1, TABLE2_SAME_FP),
    ),
    Relation(
        "BD2008-S7.example",
        "P = 0.7: the random classifier with Pbar = 0.3, (FP, TP) = (0.09, 0.21), lies west of "
        "Example 6, (0.21, 0.49), at the same K = 0, and is less accurate (P_0 = 0.42 against 0.58)",
        bd("§4, L271; Example 6, L172-186"),
        relation=[
            eq(metrics.row_sums(RANDOM_P07)[0], metrics.row_sums(EXAMPLE_6)[0]),
            eq(metrics.kappa(RANDOM_P07), 0),
            eq(metrics.kappa(EXAMPLE_6), 0),
        ]
        + chain(RANDOM_P07[1, 0], "<", EXAMPLE_6[1, 0])
        + chain(metrics.accuracy(RANDOM_P07), "<", metrics.accuracy(EXAMPLE_6)),
        expected=Status.PROVED,
        uses=("BD2008-S7",),
    ),
    Relation(
        "BD2008-S8",
        "'a formula that expresses Cohen's kappa (among other things) in terms of TPs and FPs': for one "
        "data set (fixed P), K = (TP - FP - (TP + FP)(2P - 1))/(P - (TP + FP)(2P - 1)), eq. (13) with (6) and (8)",
        bd("§6, L291; §7, L313", r"K=\frac{TP-FP-\bar P(1-2N)}{P-\bar P(1-2N)}"),
        relation=eq(FIXED_P_TABLE.kappa, K_OF_TP_FP),
        expected=Status.PROVED,
        domain=FIXED_P_DOMAIN,
        uses=("BD2008-E6", "BD2008-E8", "BD2008-E13"),
        reading="'among other things' read as the class balance P; 'for the first time' (priority) is not checkable",
        families=(FIXED_P_TABLE,),
    ),
    AllOf(
        "BD2008-S8.formulae",
        "'Formulae (13)-(16) show ... the mathematical relationship between ROC spaces and Cohen's "
        "kappa': (13), (14), (15) and (16) hold as printed",
        bd("§6, L291"),
        parts=[_BY_ID[i] for i in ("BD2008-E13", "BD2008-E14", "BD2008-E15", "BD2008-E16")],
        expected=Status.CORRECTED,
        reading="the relationship the formulae show is read as the formulae being right; (14) has -FP for +FP",
        correction=AllOf(
            "BD2008-S8.formulae.corrected",
            "(13), (14) with + FP, (15) and (16) hold",
            bd("§6, L291 (corrected)"),
            parts=[_BY_ID[i] for i in ("BD2008-E13", "BD2008-E14.corrected", "BD2008-E15", "BD2008-E16")],
            expected=Status.PROVED,
            origin=Origin.SUITE,
        ),
        erratum=Erratum.typo("the formulae are right but for (14)'s sign slip, - FP for + FP (BD2008-E14)"),
    ),
    S9_DIMENSION,
    Limit(
        "BD2008-S9.quadratic",
        "'grows quadratically with the number of classes': m(m - 1)/m^2 -> 1 as m -> oo",
        bd("§6, L297"),
        expr=m * (m - 1) / m**2,
        var=m,
        to=sp.oo,
        value=1,
        expected=Status.PROVED,
        domain=Domain(symbols=(m,), constraints=(m >= 2,), text="m >= 2 classes"),
        uses=("BD2008-S9.dimension",),
    ),
]
