"""Remarks 1-3: the monotonicity of kappa in b, with the exact thresholds (DT2019-R1.2 ... R3.3).

Delgado & Tibau 2019:

    Remark 1 (p13, L1874-1907): C^{a,b}_{1,a} "according to the values of a = 'true positive' = 'true negative',
      and b = 'false negative'/'false positive'"                                                      (R1.1)
      "as 'false negative'/'false positive' is increasing ... MCC monotonically
      decreases, what is reasonable, but Kappa does not. In fact, Kappa decreases for low values of b
      (b < b_0) but increases otherwise."  (C^{a,b}_{1,a}, b_0 = a^2 + (a+1) sqrt(a^2+1))            (R1.2)
      "the particular case a = 0.2, corresponding to a confusion matrix equivalent to [[1, 5b], [5, 1]]"  (R1.3)
      "Case b > 1, with a = 1, corresponds to matrix Z_A with A = b and dimension N = 2"              (R1.4)
    Remark 2 (p14, L2029-2062): "Corollary 5 ... a confusion matrix equivalent to C^{a,b}_{1,0}, corresponding
      to a scenario in which the negative class is underrepresented and the classifier systematically
      misclassifies this class"                                                                     (R2.1)
      "while MCC monotonically decreases, what is expected, Kappa decreases
      for b < sqrt(a+1) but increases otherwise."  (C^{a,b}_{1,0})                                   (R2.2)
      "the particular case a = 1, corresponding to a confusion matrix equivalent to [[1, b], [1, 0]]" (R2.3)
    Remark 3 (p16, L2280-2313): C^{a,b}_{1,1} corresponds "to an unbalanced database set if a, b > 1, with
      minority class the negative one, which is randomly classified"                                (R3.1)
      "While MCC in this situation behaves as expected and monotonically
      decreases, Kappa does not, increasing for b > a + sqrt(2)(a+1)."  (C^{a,b}_{1,1})               (R3.2)
      "the particular case a = 0.2, that is, for a confusion matrix equivalent to [[1, 5b], [5, 5]]"  (R3.3)

Each monotonicity statement is fixed a > 0 (as in the corollaries), b > 0: kappa strictly
decreasing on (0, threshold) and strictly increasing on (threshold, oo); MCC strictly decreasing
on (0, oo) (the corollaries' claims DT2019-C4.M.mcc, C5.M.mcc, C6.M.mcc).  "Equivalent" is
DT2019-N2: equal up to a positive factor, so equal kappa and MCC (DT2019-S1).  A class is
"underrepresented" when its row sum (its number of actual cases) is the smaller one; "systematically
misclassifies" the negative class is d = 0 (its recall d/(c+d) is 0).  R2.1 is a scenario sentence,
read as a statement about the scenario it describes: the matrices with a + b > 1.  For a + b <= 1
the negative class is the larger one or ties (e.g. C^{1/4,1/4}_{1,0} is equivalent to
[[1, 1], [4, 0]]), another scenario; DT2019-R2.1.corrected.holds and .fails prove the two sides.
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import A, a, b, c_one_a, c_one_one, c_one_zero, z_a_two
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.kinds import AllOf, Monotone, Relation, chain, eq
from kappamcc.model.mathtext import math_text
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.testing.samplers import P, S, PointsFrom, along, points, positive, unit
from kappamcc.proofs.delgado_tibau_2019.cor_4 import MCC_DECREASING as C4_MCC, b0
from kappamcc.proofs.delgado_tibau_2019.cor_5 import MCC_DECREASING as C5_MCC
from kappamcc.proofs.delgado_tibau_2019.cor_6 import MCC_DECREASING as C6_MCC

FIXED_A = Domain(symbols=(a,), constraints=(a > 0,), text="fixed a > 0")
A_POS = points(a=positive())
B = Domain(symbols=(b,), constraints=(b > 0,), text="b > 0")
F4, F5, F6 = c_one_a(), c_one_zero(), c_one_one()


# K turns at a threshold of b (fixed a > 0): strictly decreasing below it, increasing above it
TURNS = {
    f"{prefix}.kappa-{direction}": Monotone(
        f"{prefix}.kappa-{direction}",
        f"fixed a > 0, K({what}) is strictly {direction} for {where}",
        dt(lines),
        expr=F.kappa,
        var=b,
        over=over,
        direction=direction,
        expected=Status.PROVED,
        domain=along(FIXED_A, A_POS, b, over),
        families=(F,),
    )
    for prefix, F, threshold, lines, what in (
        ("DT2019-R1.2", F4, b0, "p13, L1885-1893", "C^{a,b}_{1,a}"),
        ("DT2019-R2.2", F5, sp.sqrt(a + 1), "p14, L2040-2048", "C^{a,b}_{1,0}"),
    )
    for direction, over, where in (
        ("decreasing", sp.Interval.open(0, threshold), f"0 < b < {math_text(threshold)}"),
        ("increasing", sp.Interval.open(threshold, sp.oo), f"b > {math_text(threshold)}"),
    )
}
R1_DOWN, R1_UP = TURNS["DT2019-R1.2.kappa-decreasing"], TURNS["DT2019-R1.2.kappa-increasing"]
R2_DOWN, R2_UP = TURNS["DT2019-R2.2.kappa-decreasing"], TURNS["DT2019-R2.2.kappa-increasing"]
R3_UP = Monotone(
    "DT2019-R3.2.kappa-increasing",
    "fixed a > 0, K(C^{a,b}_{1,1}) is strictly increasing for b > a + sqrt(2)(a+1)",
    dt("p16, L2280-2313"),
    expr=F6.kappa,
    var=b,
    over=sp.Interval.open(a + sp.sqrt(2) * (a + 1), sp.oo),
    direction="increasing",
    expected=Status.PROVED,
    domain=along(FIXED_A, A_POS, b, sp.Interval.open(a + sp.sqrt(2) * (a + 1), sp.oo)),
    families=(F6,),
)
R3_DOWN = Monotone(
    "DT2019-R3.2.kappa-decreasing",
    "(suite) fixed a > 0, K(C^{a,b}_{1,1}) is strictly decreasing for 0 < b < a + sqrt(2)(a+1)",
    dt("p16, L2280-2313 (suite step)"),
    expr=F6.kappa,
    var=b,
    over=sp.Interval.open(0, a + sp.sqrt(2) * (a + 1)),
    direction="decreasing",
    expected=Status.PROVED,
    domain=along(FIXED_A, A_POS, b, sp.Interval.open(0, a + sp.sqrt(2) * (a + 1))),
    origin=Origin.SUITE,
    families=(F6,),
)


R21_HOLDS = Relation(
    "DT2019-R2.1.corrected.holds",
    "C^{a,b}_{1,0} with a + b > 1: the negative class is underrepresented (1 < a + b) and its recall is 0",
    dt("p14, L2029-2040"),
    relation=[chain(1, "<", a + b)[0], eq(F5.matrix[1, 1] / (F5.matrix[1, 0] + F5.matrix[1, 1]), 0)],
    expected=Status.PROVED,
    domain=F5.domain.with_constraints(a + b > 1, text="a + b > 1"),
)
R21_FAILS = Relation(
    "DT2019-R2.1.corrected.fails",
    "C^{a,b}_{1,0} with a + b <= 1: the negative class's row sum 1 is at "
    "least the positive class's a + b, so it is not underrepresented",
    dt("p14, L2029-2040"),
    relation=chain(F5.matrix[0, 0] + F5.matrix[0, 1], "<=", F5.matrix[1, 0] + F5.matrix[1, 1]),
    expected=Status.PROVED,
    domain=Domain(
        symbols=F5.domain.symbols,
        constraints=F5.domain.constraints + (a + b <= 1,),
        text=f"{F5.domain.text}; a + b <= 1",
        sampler=PointsFrom({a: P * S, b: (1 - P) * S}, {P: unit(), S: unit()}),
    ),
)


# factor * family(point) = matrix entrywise; equal kappa and MCC then follow by invariance (DT2019-S1):
# (id, statement, locator, printed, family, point, matrix, factor, domain)
EQUIVALENT_ROWS = [
    (
        "DT2019-R1.3",
        "a = 0.2: 5 C^{a,b}_{1,a} = [[1, 5b], [5, 1]]",
        "p13, L1893-1903",
        r"\begin{pmatrix}1&5b\\5&1\end{pmatrix}",
        F4,
        {a: sp.Rational(1, 5)},
        [[1, 5 * b], [5, 1]],
        5,
        B,
    ),
    (
        "DT2019-R1.4",
        "a = 1 (b > 1): C^{a,b}_{1,a} = Z_A with A = b, N = 2",
        "p13, L1905-1907",
        r"Z_A,\ A=b,\ N=2",
        F4,
        {a: 1},
        z_a_two().matrix.xreplace({A: b}).tolist(),
        1,
        Domain(
            symbols=(b,),
            constraints=(b > 1,),
            text="b > 1",
            sampler=PointsFrom({b: P}, {P: st.integers(2, 50).map(sp.Integer)}),
        ),
    ),
    (
        "DT2019-R2.3",
        "a = 1: C^{a,b}_{1,0} = [[1, b], [1, 0]]",
        "p14, L2048-2062",
        r"\begin{pmatrix}1&b\\1&0\end{pmatrix}",
        F5,
        {a: 1},
        [[1, b], [1, 0]],
        1,
        B,
    ),
    (
        "DT2019-R3.3",
        "a = 0.2: 5 C^{a,b}_{1,1} = [[1, 5b], [5, 5]]",
        "p16, L2280-2313",
        r"\begin{pmatrix}1&5b\\5&5\end{pmatrix}",
        F6,
        {a: sp.Rational(1, 5)},
        [[1, 5 * b], [5, 5]],
        5,
        B,
    ),
]
EQUIVALENT = {
    cid: Relation(
        cid,
        statement,
        dt(lines, printed),
        relation=[eq(factor * family.matrix.xreplace(point)[i, j], matrix[i][j]) for i in range(2) for j in range(2)],
        expected=Status.PROVED,
        domain=domain,
        uses=("DT2019-S1",),
    )
    for cid, statement, lines, printed, family, point, matrix, factor, domain in EQUIVALENT_ROWS
}


CLAIMS = [
    Relation(
        "DT2019-R1.1",
        "C^{a,b}_{1,a}: a = true positive = true negative, b = false negative / false positive",
        dt("p13, L1874-1884"),
        relation=[eq(F4.matrix[0, 0], a), eq(F4.matrix[1, 1], a), eq(F4.matrix[0, 1] / F4.matrix[1, 0], b)],
        expected=Status.PROVED,
        domain=F4.domain,
    ),
    R1_DOWN,
    R1_UP,
    AllOf(
        "DT2019-R1.2",
        "C^{a,b}_{1,a}: MCC monotonically decreases in b, but K decreases for b < b_0 and increases otherwise",
        dt("p13, L1885-1893", r"\mathcal K\searrow\ (b<b_0),\ \nearrow\ (b>b_0)"),
        parts=[C4_MCC, R1_DOWN, R1_UP],
        expected=Status.PROVED,
    ),
    EQUIVALENT["DT2019-R1.3"],
    EQUIVALENT["DT2019-R1.4"],
    R21_HOLDS,
    R21_FAILS,
    Relation(
        "DT2019-R2.1",
        "C^{a,b}_{1,0} corresponds to a scenario in which the negative class is underrepresented "
        "(row sums 1 < a + b) and systematically misclassified (its recall d/(c+d) = 0/1 = 0)",
        dt("p14, L2029-2040"),
        relation=[chain(1, "<", a + b)[0], eq(F5.matrix[1, 1] / (F5.matrix[1, 0] + F5.matrix[1, 1]), 0)],
        expected=Status.PROVED,
        domain=F5.domain.with_constraints(a + b > 1, text="a + b > 1 (the scenario)"),
        uses=("DT2019-R2.1.corrected.holds", "DT2019-R2.1.corrected.fails"),
        reading="a scenario sentence is a statement about the scenario it describes (docs/readings.md): the "
        "family's matrices with the negative class the smaller one, a + b > 1; there its recall is 0 "
        "(it is 0 for every a, b > 0); for a + b <= 1 the matrix describes another scenario "
        "(DT2019-R2.1.corrected.fails)",
    ),
    R2_DOWN,
    R2_UP,
    AllOf(
        "DT2019-R2.2",
        "C^{a,b}_{1,0}: MCC monotonically decreases in b, K decreases for b < sqrt(a+1) but increases otherwise",
        dt("p14, L2040-2048", r"\mathcal K\searrow\ (b<\sqrt{a+1}),\ \nearrow\ \text{otherwise}"),
        parts=[C5_MCC, R2_DOWN, R2_UP],
        expected=Status.PROVED,
    ),
    EQUIVALENT["DT2019-R2.3"],
    Relation(
        "DT2019-R3.1",
        "C^{a,b}_{1,1} with a, b > 1 is unbalanced with the negative class the minority (row sums 2 < a + b), "
        "randomly classified (its row is [1, 1])",
        dt("p16, L2280-2290"),
        relation=[chain(F6.matrix[1, 0] + F6.matrix[1, 1], "<", a + b)[0], eq(F6.matrix[1, 0], F6.matrix[1, 1])],
        expected=Status.PROVED,
        domain=F6.domain.with_constraints(a > 1, b > 1, text="a, b > 1"),
    ),
    R3_UP,
    R3_DOWN,
    AllOf(
        "DT2019-R3.2",
        "C^{a,b}_{1,1}: MCC monotonically decreases in b, K does not, increasing for b > a + sqrt(2)(a+1)",
        dt("p16, L2280-2313", r"\mathcal K\nearrow\ (b>a+\sqrt2(a+1))"),
        parts=[C6_MCC, R3_UP],
        reading="'K does not [decrease]' is shown by K strictly increasing for b > a + sqrt(2)(a+1)",
        expected=Status.PROVED,
    ),
    EQUIVALENT["DT2019-R3.3"],
]
