"""The qualitative claims of the abstract, introduction and conclusion (DT2019-Q1 ... Q5),
each turned into a precise statement over the families the paper uses (or a family of
this suite), with the reading recorded in the claim.

Delgado & Tibau 2019:

    Q1 (Abstract, p1, L3-31) "in the symmetric case both match"; "when there is a decrease
       to zero of the entropy of the elements out of the diagonal of the confusion matrix
       ... the discrepancy between Kappa and MCC rise"
    Q2 (Introduction, p3, L205-207) "there are scenarios in which, given the same
       ground-truth, a better classifier can obtain a lower value of Kappa"
    Q3 (Conclusion, p23, L3013-3015) "we show that they coincide precisely when the
       confusion matrix is perfectly symmetric"
    Q4 (Conclusion, p23, L3025-3036) "in situations in which the diagonal of the confusion
       matrix stays constant and at the same time there is a decrease to zero of the
       entropy of the elements outside the diagonal, which implies an increase in the
       asymmetry ..., the phenomenon of qualitative differentiation in the behaviour of
       Kappa and MCC appears clearly"; "neither increasing nor constant asymmetry when
       entropy is not decreasing to zero, does not seem to be enough to produce this
       phenomenon."
    Q5 (Conclusion, p23-24, L3049-3082) "if marginal probabilities are really small, the
       distribution of the misclassification also affects the value of Kappa, to the extent
       that worse classification results can obtain ... higher values"; "to achieve
       counter-intuitive results, it is also necessary that the entropy of the elements
       outside the main diagonal to decrease to zero."

Findings.
* "Entropy -> 0 (constant diagonal) produces the discrepancy" (Q1.b, Q4.a) is refuted by
  F(A) = [[1, A, 0], [0, 1, 0], [0, 1, 1]] (families/experiments.py): Ent -> 0,
  Asy -> +oo, diagonal constant, and kappa and MCC both strictly decrease for all A >= 0.
  Q1.b (no constant diagonal) is refuted by G(A) = [[A^2, A], [1, A^2]], on which both
  readings of "the discrepancy rises" fail: kappa and MCC both strictly increase for A >= 1,
  and their gap MCC - K tends to 0.
* "Ent not -> 0 is not enough" / "Ent -> 0 is necessary" (Q4.b, Q5.b) is refuted by the
  paper's own M5 (Example (e)): increasing asymmetry, Ent -> log2(7) - 2/7 > 0, and kappa
  rising while MCC falls for every A > A0 = 253.7595... (exact: DT2019-XE.4.turning-point).
* "coincide precisely when symmetric" (Q3): symmetric => equal is Prop. 1; the converse
  fails: W = [[2, 1, 0], [0, 2, 1], [1, 0, 2]] is not symmetric and K = MCC = 1/2.
  Corrected: for MCC != 0, K = MCC iff every row sum equals its column sum (for N = 2
  that is b = c, i.e. symmetry, so the print is right in the binary case).
* Q2 holds with a binary witness that is better by accuracy *and* by MCC.
* Q5.a holds on Z_A beyond kappa's minimum: accuracy and MCC fall, kappa rises.
"""

from functools import partial

import sympy as sp

from kappamcc.families.experiments import A as A_F, f_agreeing, g_rising
from kappamcc.model.family import Family
from kappamcc.model.derivations import CauchySchwarz, Cite, Close, Lift, Nonneg, matrices
from kappamcc.model.predicates import (
    AsymmetryToInfinity,
    ConstantDiagonal,
    EntropyToZero,
    KappaEqualsMCC,
    Moves,
    Negated,
    OppositeDirections,
    Reading,
    Symmetric,
)
from kappamcc.prove.atoms import atomize
from kappamcc.proofs.delgado_tibau_2019._readings import F_READING, G_READING, M5_READING
from kappamcc.proofs.delgado_tibau_2019.prop_8 import A_MIN
from kappamcc.proofs.delgado_tibau_2019.s2_range import LAGRANGE_WEIGHTED
from kappamcc.families.z_a import A, N, z_a
from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Status
from kappamcc.model.kinds import AllOf, Derived, ForEveryFamily, IdentityAllN, Limit, Monotone, Relation, SomeFamily, eq
from kappamcc.model.index_forms import col, fresh, row, sum_cc, sum_rc, sum_rr, total, trace
from kappamcc.prove.index_sums import Array, IndexPoly, Sum
from kappamcc.testing.strategies import on_interval
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.proofs.delgado_tibau_2019.examples_asy import CLAIMS as ASY
from kappamcc.proofs.delgado_tibau_2019.examples_behaviour import CLAIMS as MOVES
from kappamcc.proofs.delgado_tibau_2019.examples_entropy import CLAIMS as ENT
from kappamcc.proofs.delgado_tibau_2019.prop_1 import CLAIMS as P1

src1, src2, src3 = dt("p1, L3-31 (Abstract)"), dt("p3, L205-207"), dt("p23, L3013-3015")
src4, src5 = dt("p23, L3025-3036"), dt("p23-p24, L3049-3082")
x = claim_in

# --- F(A): entropy to zero, constant diagonal, agreement ----------------------------------------
F = f_agreeing()
F_DOM = on_interval(A_F, sp.Interval(0, sp.oo), "A >= 0")
F_FACTS = [
    Monotone(
        "DT2019-Q4.a.kappa",
        "F(A) = [[1, A, 0], [0, 1, 0], [0, 1, 1]]: K strictly decreasing for A >= 0",
        src4,
        expr=F.kappa,
        var=A_F,
        over=sp.Interval(0, sp.oo),
        direction="decreasing",
        expected=Status.PROVED,
        domain=F_DOM,
        families=(F,),
    ),
    Monotone(
        "DT2019-Q4.a.mcc",
        "F(A): MCC strictly decreasing for A >= 0",
        src4,
        expr=F.mcc,
        var=A_F,
        over=sp.Interval(0, sp.oo),
        direction="decreasing",
        expected=Status.PROVED,
        domain=F_DOM,
        families=(F,),
    ),
    Relation(
        "DT2019-Q4.a.entropy",
        "F(A): Ent(F(A)) = Ent({1, A}) = Ent(C_1) at b = A (positive, decreasing to 0 beyond A = 1: DT2019-R4.4.*)",
        src4,
        relation=eq(F.entropy, metrics.entropy([1, A_F])),
        expected=Status.PROVED,
        domain=Domain(symbols=(A_F,), constraints=(A_F > 0,), text="A > 0"),
        uses=("DT2019-R4.4.decreasing", "DT2019-R4.4.limit"),
        families=(F,),
    ),
    Limit(
        "DT2019-Q4.a.entropy-limit",
        "F(A): Ent(F(A)) -> 0",
        src4,
        expr=F.entropy,
        var=A_F,
        to=sp.oo,
        value=0,
        expected=Status.PROVED,
        domain=Domain(symbols=(A_F,), constraints=(A_F > 0,), text="A > 0"),
        families=(F,),
    ),
    Limit(
        "DT2019-Q4.a.asymmetry-limit",
        "F(A): Asy(F(A)) -> +oo",
        src4,
        expr=F.asymmetry,
        var=A_F,
        to=sp.oo,
        value=sp.oo,
        expected=Status.PROVED,
        domain=Domain(symbols=(A_F,), constraints=(A_F > 0,), text="A > 0"),
        families=(F,),
    ),
]
F_TEXT = "F(A) = [[1, A, 0], [0, 1, 0], [0, 1, 1]], A >= 0 (constant diagonal; this suite's family)"
G = g_rising()
G_GAP = Limit(
    "DT2019-Q1.b.gap",
    "G(A) = [[A^2, A], [1, A^2]]: MCC - K -> 0 as A -> +oo (the gap between kappa and MCC closes while Ent -> 0)",
    src1,
    expr=G.mcc - G.kappa,
    var=A_F,
    to=sp.oo,
    value=0,
    expected=Status.PROVED,
    domain=G.domain,
    origin=Origin.SUITE,
    families=(G,),
)
F_ARGUMENT = (
    "Ent(F(A)) > 0 tends to 0 and Asy -> +oo with the diagonal constant, yet kappa and MCC both strictly "
    "decrease on A >= 0: no discrepancy"
)

# --- M5: a discrepancy without entropy tending to zero --------------------------------------------
M5_FACTS = [
    x(ASY, "DT2019-XE.2.increasing"),
    x(MOVES, "DT2019-XE.4.mcc"),
    x(MOVES, "DT2019-XE.4.kappa-rises"),
    x(ENT, "DT2019-XE.3.limit"),
    x(ENT, "DT2019-XC.3.positive"),
]
M5_TEXT = "M5(A) = [[1, 2A, A], [A, 1, A+100], [A, A, 1]] (the paper's Example (e)), A > A0 = 253.7595..."
M5_ARGUMENT = (
    "Asy(M5) increasing, Ent(M5) -> log2(7) - 2/7 > 0, and for A > A0 = 253.7595... MCC decreases while kappa "
    "increases: the phenomenon without entropy decreasing to zero"
)

# --- Q2: same ground truth, better classifier, lower kappa ---------------------------------------
G_WORSE, G_BETTER = [[0, 18], [1, 1]], [[16, 2], [2, 0]]  # rows: actual (18 positives, 2 negatives)

# --- Q3: equality without symmetry; the marginal characterisation ---------------------------------
W = [[2, 1, 0], [0, 2, 1], [1, 0, 2]]
C = Array("C")
u, v = sp.symbols("u v", nonnegative=True)
k = fresh("k")
GAP = IdentityAllN(
    "DT2019-Q3.gap",
    "2(S^2 - sum r_k c_k) - (S^2 - sum r_k^2) - (S^2 - sum c_k^2) = sum_k (r_k - c_k)^2, every N",
    src3,
    equations=[
        (
            2 * (total(C) * total(C) - sum_rc(C))
            - (total(C) * total(C) - sum_rr(C))
            - (total(C) * total(C) - sum_cc(C)),
            Sum((row(C, k) - col(C, k)) * (row(C, k) - col(C, k)), k),
        )
    ],
    arrays=[C],
    expected=Status.PROVED,
)
AM_GM = Relation(
    "DT2019-Q3.am-gm",
    "(u + v)/2 - sqrt(u v) = (sqrt(u) - sqrt(v))^2 / 2 >= 0 (zero iff u = v)",
    src3,
    relation=[
        eq((u + v) / 2 - sp.sqrt(u * v), (sp.sqrt(u) - sp.sqrt(v)) ** 2 / 2),
        sp.Ge((u + v) / 2 - sp.sqrt(u * v), 0, evaluate=False),
    ],
    expected=Status.PROVED,
    domain=Domain(symbols=(u, v), constraints=(), text="u, v >= 0"),
)
W_EQUAL = Relation(
    "DT2019-Q3.witness-equal",
    "W = [[2, 1, 0], [0, 2, 1], [1, 0, 2]]: K(W) = MCC(W) = 1/2",
    src3,
    relation=[eq(metrics.kappa(W), metrics.mcc(W)), eq(metrics.kappa(W), sp.Rational(1, 2))],
    expected=Status.PROVED,
)
W_ASYMMETRIC = Relation(
    "DT2019-Q3.witness-asymmetric",
    "W is not symmetric: W_12 = 1 != W_21 = 0",
    src3,
    relation=sp.Ne(W[0][1], W[1][0], evaluate=False),
    expected=Status.PROVED,
)

Z = z_a()
ZA_ACC = Monotone(
    "DT2019-Q5.a.accuracy",
    "Z_A: accuracy N/(N^2 - 1 + A) strictly decreasing in A (every N >= 2)",
    src5,
    expr=N / (N**2 - 1 + A),
    var=A,
    over=sp.Interval(0, sp.oo),
    direction="decreasing",
    expected=Status.PROVED,
    domain=Z.domain,
)

# --- the readings: each family along its parameter, with the witnesses its predicates need
W_FAMILY = Family(
    "W", sp.Matrix(W), Domain(symbols=(), constraints=(), text="no parameters"), "DT2019-Q3 (this suite's witness)"
)
W_READING = Reading(
    W_FAMILY, None, sp.Interval(0, sp.oo), {("symmetric", "entry"): (0, 1)}, "W = [[2, 1, 0], [0, 2, 1], [1, 0, 2]]"
)
Z_BEYOND = Reading(Z, A, sp.Interval.open(A_MIN, sp.oo), {}, "Z_A for A > 1 + N sqrt(N(N-1)), every N >= 2")
DISCREPANCY, ENTROPY_TO_ZERO = OppositeDirections(), EntropyToZero()

# --- Q3's correction: K = MCC iff the marginals are equal (for MCC != 0), every N
at = partial(atomize, arrays=[C])  # an index sum read as atoms of these arrays
NONNEG = frozenset({"C"})
q_k = sp.Symbol("q", real=True)
SQUARE = Relation(
    "DT2019-Q3.square",
    "q^2 >= 0 for every real q",
    src3,
    relation=sp.Ge(q_k**2, 0, evaluate=False),
    expected=Status.PROVED,
    domain=Domain(symbols=(q_k,), constraints=(), text="q real"),
    origin=Origin.SUITE,
)
num_, rows_, cols_ = total(C) * trace(C) - sum_rc(C), total(C) * total(C) - sum_rr(C), total(C) * total(C) - sum_cc(C)
GAP_SUM = Sum((row(C, k) - col(C, k)) * (row(C, k) - col(C, k)), k)
K_C, MCC_C = at(num_) / at(total(C) * total(C) - sum_rc(C)), at(num_) / sp.sqrt(at(rows_) * at(cols_))
Q3_DEFINED = (sp.Ne(at(total(C) * total(C) - sum_rc(C)), 0), sp.Ne(at(rows_) * at(cols_), 0), sp.Ne(at(num_), 0))
Q3_GOAL = sp.And(
    sp.Implies(sp.Eq(K_C, MCC_C), sp.Eq(at(GAP_SUM), 0)), sp.Implies(sp.Eq(at(GAP_SUM), 0), sp.Eq(K_C, MCC_C))
)
Q3_CORRECTED = Derived(
    "DT2019-Q3.corrected",
    "for MCC != 0: K = MCC iff r_k = c_k for every class k (equal marginals; for N = 2 that is symmetry), every N",
    src3,
    formula=matrices([C], hyps=Q3_DEFINED, goal=Q3_GOAL),
    lines=[
        Cite(GAP),
        Lift(SQUARE, ((q_k, row(C, k) - col(C, k)),), k, (C,), NONNEG),
        CauchySchwarz(
            LAGRANGE_WEIGHTED, IndexPoly.const(1), row(C, k) - col(C, k), row(C, k) + col(C, k), (k,), (C,), NONNEG
        ),
        Nonneg(rows_, (C,), NONNEG),
        Nonneg(cols_, (C,), NONNEG),
        Nonneg(total(C), (C,), NONNEG),
        Close(Q3_GOAL, Q3_DEFINED, (1, 2, 3, 4, 5, 6)),
    ],
    reading="'r_k = c_k for every k' is written sum_k (r_k - c_k)^2 = 0; K and MCC defined, MCC != 0",
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

CLAIMS = [
    AllOf(
        "DT2019-Q1.a",
        "in the symmetric case kappa and MCC match",
        src1,
        parts=[x(P1, "DT2019-P1")],
        expected=Status.PROVED,
    ),
    *F_FACTS,
    G_GAP,
    ForEveryFamily(
        "DT2019-Q1.b",
        "when the off-diagonal entropy decreases to zero, the discrepancy between kappa and MCC rises",
        src1,
        hypotheses=[ENTROPY_TO_ZERO],
        conclusion=DISCREPANCY,
        counterexample=G_READING,
        expected=Status.REFUTED,
        erratum=Erratum.false(
            "the family G(A) has off-diagonal entropy tending to 0 while kappa and MCC "
            "never move in opposite directions"
        ),
        uses=(G_GAP.id,),
        reading="as a sufficient condition: in every family whose off-diagonal entropy tends to 0, kappa and "
        "MCC move in opposite directions on some interval (the paper's 'discrepancy', Figs 2-5, 7, "
        "9); G(A) refutes the other reading too, the gap MCC - K rising: there it tends to 0 "
        "(DT2019-Q1.b.gap)",
    ),
    Relation(
        "DT2019-Q2",
        "same ground truth (rows 18, 2): B = [[16, 2], [2, 0]] beats A = [[0, 18], [1, 1]] in "
        "accuracy and MCC, yet K(B) < K(A)",
        src2,
        relation=[
            eq(sum(G_WORSE[0]), sum(G_BETTER[0])),
            eq(sum(G_WORSE[1]), sum(G_BETTER[1])),
            sp.Gt(metrics.accuracy(G_BETTER), metrics.accuracy(G_WORSE), evaluate=False),
            sp.Gt(metrics.mcc(G_BETTER), metrics.mcc(G_WORSE), evaluate=False),
            sp.Lt(metrics.kappa(G_BETTER), metrics.kappa(G_WORSE), evaluate=False),
        ],
        expected=Status.PROVED,
        reading="'better' = higher accuracy and higher MCC with the same row sums (ground truth); "
        "the witness is exact: Acc 4/5 vs 1/20, MCC -1/9 vs -0.688, K -1/9 vs -9/86",
    ),
    AllOf(
        "DT2019-Q3.if",
        "symmetric confusion matrix => kappa and MCC coincide",
        src3,
        parts=[x(P1, "DT2019-P1")],
        expected=Status.PROVED,
    ),
    W_EQUAL,
    W_ASYMMETRIC,
    GAP,
    AM_GM,
    SQUARE,
    ForEveryFamily(
        "DT2019-Q3",
        "kappa and MCC coincide precisely (only) when the confusion matrix is symmetric",
        src3,
        hypotheses=[KappaEqualsMCC()],
        conclusion=Symmetric(),
        counterexample=W_READING,
        expected=Status.CORRECTED,
        erratum=Erratum.false("W = [[2,1,0],[0,2,1],[1,0,2]] is not symmetric yet K = MCC (equal marginals suffice)"),
        reading="'precisely when' = if and only if; the 'only if' half, over every "
        "confusion matrix (a family with no parameter), is what W refutes",
        correction=Q3_CORRECTED,
    ),
    Q3_CORRECTED,
    ForEveryFamily(
        "DT2019-Q4.a",
        "constant diagonal and off-diagonal entropy decreasing to zero: the qualitative "
        "differentiation of kappa and MCC appears clearly",
        src4,
        hypotheses=[ConstantDiagonal(), ENTROPY_TO_ZERO, AsymmetryToInfinity()],
        conclusion=DISCREPANCY,
        counterexample=F_READING,
        expected=Status.REFUTED,
        erratum=Erratum.false(
            "the family F(A) has a constant diagonal and entropy tending to 0 but no discrepancy between kappa and MCC"
        ),
        reading="as a sufficient condition, over every family with these features (the print adds that "
        "entropy to zero implies asymmetry to +oo: taken as a hypothesis too)",
    ),
    ForEveryFamily(
        "DT2019-Q4.b",
        "neither increasing nor constant asymmetry, when entropy is not decreasing to zero, "
        "is enough to produce the phenomenon",
        src4,
        hypotheses=[Moves("asymmetry", "increasing"), Negated(ENTROPY_TO_ZERO)],
        conclusion=Negated(DISCREPANCY),
        counterexample=M5_READING,
        expected=Status.REFUTED,
        erratum=Erratum.false(
            "M5(A) (Example (e)) has increasing asymmetry, entropy not tending to 0, and"
            " a discrepancy beyond A0 = 253.76..."
        ),
        reading="every family whose asymmetry increases and whose entropy does not tend to 0 shows no "
        "discrepancy (kappa and MCC never move in opposite directions)",
    ),
    ZA_ACC,
    SomeFamily(
        "DT2019-Q5.a",
        "worse classification results can obtain higher kappa (Z_A beyond kappa's minimum)",
        src5,
        properties=[Moves("accuracy", "decreasing"), Moves("mcc", "decreasing"), Moves("kappa", "increasing")],
        witness=Z_BEYOND,
        expected=Status.PROVED,
        reading="'worse' = lower accuracy and lower MCC; Z_A's column N collects the misclassified class-1 cases",
    ),
    ForEveryFamily(
        "DT2019-Q5.b",
        "to achieve counter-intuitive results it is also necessary that the off-diagonal entropy decrease to zero",
        src5,
        hypotheses=[DISCREPANCY],
        conclusion=ENTROPY_TO_ZERO,
        counterexample=M5_READING,
        expected=Status.REFUTED,
        erratum=Erratum.false(
            "M5(A) (Example (e)) shows a discrepancy beyond A0 = 253.76... while its entropy tends to log 7 - 2/7 > 0"
        ),
        reading="every family where kappa and MCC move in opposite directions on some interval has "
        "off-diagonal entropy tending to 0",
    ),
]
