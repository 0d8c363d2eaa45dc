"""Equations (1)-(16) of Ben-David 2008 (BD2008-E1 ... E16, E10.1).

§3, L67-81 (any number I of classes):

    K = (P_0 - P_c)/(1 - P_c)                                                        (1)
    P_c = sum_{i=1}^I P(x_i.) P(x_.i)                                                (2)
    K = (sum_i P(x_ii) - sum_i P(x_i)P(x_i)) / (1 - sum_i P(x_i)P(x_i))              (3)

§4, L192-255, for Table 1 [[TP, FN], [FP, TN]] (rows true, columns predicted):

    Pbar = TP + FN (4);  N = FP + TN (5);  Pbar = TP + FP (6);  Nbar = FN + TN (7)
    P + N = Pbar + Nbar = TP + FN + FP + TN = 1                                      (8)
    TP = f(FP)                                                                       (9)
    P_c = (TP + FP)(1 - 2N) + N                                                      (10)
    "A special case of (10) is when P = N = 0.5 ... P_c = 0.5, regardless of the
     values of TP and FP."                                                           (E10.1)
    TP = (P Pbar + N Nbar - N)/(1 - 2N) - FP, "a general relationship"               (11)
    P_0 = TP + TN                                                                    (12)
    K = (TP - FP - Pbar(1 - 2N)) / (P - Pbar(1 - 2N))                                (13)
    TP = Pbar(1 - K)(1 - 2N) + KP - FP                                               (14)
    P = N = 0.5:  K = 2(TP - FP)  (15),  or  TP = 0.5K + FP  (16),
    "as can be seen in the first three examples"

Domains.  Every quantity is a probability (BD2008-N4): TP, FN, FP, TN >= 0 summing to
1.  (4)-(8) and (12) are stated on the four-symbol table with (8)'s sum as a
hypothesis; the others on Table 1 with TN = 1 - TP - FN - FP.  Where kappa appears, the
domain adds P_c < 1 (kappa is 0/0 at P_c = 1, i.e. TP = 1 or TN = 1).  (11) divides by
1 - 2N, which is 0 at N = 1/2 (Examples 1-3): as "a general relationship" it is
undefined there; the correction excludes N = 1/2, where (11) reduces to (6), TP = Pbar - FP.

Readings.  (1)-(3) are printed for I classes.  The paper restricts its later formulation
to binary problems (L96-98), so E1 is checked on Table 1; (2) and (3) are decided for every
number of classes I by the relabelling theorem (``IdentityAllN``), with P(x_ij) = C_ij/S
for an I x I count matrix C (entries >= 0, total S), P(x_i.) = r_i/S and P(x_.i) = c_i/S,
against the chance agreement sum_k r_k c_k / S^2 and the kappa (S tr - sum_k r_k c_k)/
(S^2 - sum_k r_k c_k) that :mod:`kappamcc.metrics` implements (Cohen 1960).  E2.sizes and
E3.sizes compare the printed forms with the functions of :mod:`kappamcc.metrics` themselves
for I = 2, 3, 4 (free symbolic entries).  In (3) the marginals are printed P(x_i)P(x_i)
without dots; the next sentence says they are "as in (2)", so they are read as
P(x_i.)P(x_.i).
(9) is notation ("the ROC curve is most commonly of the form TP = f(FP)"), not a
checkable statement; its content, TP as a function of FP for fixed P, Pbar and K, is
E14 (and BD2008-S6).

Findings.  (4) as printed says Pbar = TP + FN; by Table 1, TP + FN is the row total P
(the correction), Pbar = TP + FP being (6).  (14) has the sign of FP wrong: from (13),
TP = Pbar(1 - K)(1 - 2N) + KP + FP (the slip is in A.4's second line, BD2008-A4.2);
(16), TP = 0.5K + FP, is the correct special case of the corrected (14).
"""

import sympy as sp

from kappamcc.families.roc import (
    FN,
    FP,
    TN,
    TP,
    balanced_table,
    concrete,
    kappa_defined,
    probability_table,
    roc_table,
    table,
)
from kappamcc import metrics
from kappamcc.model.claims import Erratum, Origin, Domain, Scope, Status
from kappamcc.model.index_forms import col, fresh, kappa_marginal, row, sum_rc, total, trace
from kappamcc.model.kinds import ForEachSize, IdentityAllN, Relation, chain, eq
from kappamcc.prove.index_sums import Array, Sum, fraction
from kappamcc.prove.identity import cancels_to_zero
from kappamcc.testing.strategies import confusion_matrices
from kappamcc.proofs.ben_david_2008 import bd

T4 = probability_table()  # TP, FN, FP, TN with TP + FN + FP + TN = 1
T = roc_table()  # TN = 1 - TP - FN - FP
B = balanced_table()  # P = N = 1/2
KD = kappa_defined(T)
K = T.kappa
P, N, Pbar, Nbar = T.P, T.N, T.Pbar, T.Nbar


# --- (2), (3) for I classes -------------------------------------------------------


# the I x I matrices of free entries x_ij >= 0 that E2.sizes and E3.sizes expand, I = 2, 3, 4
FREE_MATRICES = {I: sp.Matrix(I, I, sp.symbols(f"x_(1:{I + 1})(1:{I + 1})", nonnegative=True)) for I in (2, 3, 4)}


def _printed_pc(M: sp.Matrix):
    """sum_i P(x_i.) P(x_.i), with P(x_ij) = x_ij / S (probabilities of the table)."""
    S = sum(M)
    rows = [sum(M[i, :]) / S for i in range(M.rows)]
    cols = [sum(M[:, i]) / S for i in range(M.rows)]
    return sum(r * c for r, c in zip(rows, cols))


def _printed_kappa(M: sp.Matrix):
    """(sum_i P(x_ii) - sum_i P(x_i.)P(x_.i)) / (1 - sum_i P(x_i.)P(x_.i))."""
    S = sum(M)
    pc = _printed_pc(M)
    return (sum(M[i, i] for i in range(M.rows)) / S - pc) / (1 - pc)


def _check(printed, engine):
    def check(I: int):
        M = FREE_MATRICES[I]
        difference = printed(M) - engine(M)
        if cancels_to_zero(difference):  # FLINT's exact test of the zero rational function
            return True, "printed form minus the engine's cancels to 0"
        return False, f"residual {sp.cancel(sp.together(difference))}"

    return check


def _spot(printed, engine):
    def spot(point) -> bool:
        M = sp.Matrix(point["matrix"])
        return sp.simplify(printed(M) - engine(M)) == 0

    return spot


MATRICES = Domain(
    text="integer matrices of probabilities' counts (entries / total), I = 2..4, kappa defined",
    sampler=lambda: confusion_matrices(2, 4).map(lambda M: {"matrix": M}),
)

# every I: an I x I count matrix C, P(x_ij) = C_ij / S, P(x_i.) = r_i / S, P(x_.i) = c_i / S
C = Array("C")
S = total(C)
i_ = fresh("i")
PC_PRINTED = fraction(Sum(row(C, i_) * col(C, i_), i_), (S, S))  # sum_i P(x_i.) P(x_.i)
K_PRINTED = (fraction(trace(C), (S,)) - PC_PRINTED) / (1 - PC_PRINTED)  # (sum_i P(x_ii) - P_c)/(1 - P_c)

E2_SIZES = ForEachSize(
    "BD2008-E2.sizes",
    "eq. (2) on symbolic I x I matrices, I = 2, 3, 4: sum_i P(x_i.) P(x_.i) is kappamcc.metrics.chance_agreement",
    bd("§3, L73-75 (suite check against kappamcc.metrics)"),
    sizes=[2, 3, 4],
    check=_check(_printed_pc, metrics.chance_agreement),
    spot=_spot(_printed_pc, metrics.chance_agreement),
    domain=MATRICES,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
E3_SIZES = ForEachSize(
    "BD2008-E3.sizes",
    "eq. (3) on symbolic I x I matrices, I = 2, 3, 4: the printed K is kappamcc.metrics.kappa",
    bd("§3, L77-81 (suite check against kappamcc.metrics)"),
    sizes=[2, 3, 4],
    check=_check(_printed_kappa, metrics.kappa),
    spot=_spot(_printed_kappa, metrics.kappa),
    domain=MATRICES,
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

# --- the three examples of (16) ----------------------------------------------------

EXAMPLES_1_3 = [
    table("0.25", "0.25", "0.25", "0.25"),
    table("0.40", "0.10", "0.10", "0.40"),
    table("0.50", "0.00", "0.00", "0.50"),
]

EX2 = EXAMPLES_1_3[1]
K2 = metrics.kappa(EX2)
P2, N2, PB2 = concrete(EX2).P, concrete(EX2).N, concrete(EX2).Pbar  # derived row and column sums

E11_PRINTED = (P * Pbar + N * Nbar - N) / (1 - 2 * N) - FP
E14_RHS = Pbar * (1 - K) * (1 - 2 * N) + K * P - FP
E14_RHS_CORRECTED = Pbar * (1 - K) * (1 - 2 * N) + K * P + FP

E11_CORRECTED = Relation(
    "BD2008-E11.corrected",
    "eq. (11) where 1 - 2N != 0 (N != 1/2): TP = (P Pbar + N Nbar - N)/(1 - 2N) - FP",
    bd("§4, L227-229; Appendix A.2, L339-351"),
    relation=eq(TP, E11_PRINTED),
    expected=Status.PROVED,
    domain=T.domain.with_constraints(sp.Ne(1 - 2 * N, 0), text="N != 1/2 (1 - 2N != 0)"),
    origin=Origin.SUITE,
)

E14_CORRECTED = Relation(
    "BD2008-E14.corrected",
    "TP = Pbar(1 - K)(1 - 2N) + KP + FP (sign of FP corrected), wherever kappa is defined",
    bd("§4, L241-245"),
    relation=eq(TP, E14_RHS_CORRECTED),
    families=(T,),
    expected=Status.PROVED,
    domain=KD,
    uses=("BD2008-E13",),
    origin=Origin.SUITE,
)

CLAIMS = [
    Relation(
        "BD2008-E1",
        "eq. (1): K = (P_0 - P_c)/(1 - P_c), P_0 the accuracy and P_c the chance agreement, on Table 1",
        bd("§3, L67-71", r"K=\frac{P_0-P_c}{1-P_c}"),
        relation=eq(K, (T.P0 - T.Pc) / (1 - T.Pc)),
        expected=Status.PROVED,
        domain=KD,
        families=(T,),
    ),
    IdentityAllN(
        "BD2008-E2",
        "eq. (2): P_c = sum_i P(x_i.) P(x_.i) is the chance agreement sum_k r_k c_k / S^2 "
        "(P(x_ij) = C_ij / S), every number of classes I",
        bd("§3, L73-75", r"P_c=\sum_{i=1}^{I}P(x_{i.})P(x_{.i})"),
        equations=[(PC_PRINTED, fraction(sum_rc(C), (S, S)))],
        arrays=[C],
        expected=Status.PROVED,
        reading="the chance agreement of Cohen (1960), sum_k r_k c_k / S^2 (kappamcc.metrics.chance_agreement); "
        "P(x_ij) = C_ij / S for an I x I matrix of counts C with total S",
    ),
    E2_SIZES,
    IdentityAllN(
        "BD2008-E3",
        "eq. (3): K = (sum_i P(x_ii) - sum_i P(x_i.)P(x_.i))/(1 - sum_i P(x_i.)P(x_.i)) is Cohen's "
        "kappa (S tr - sum_k r_k c_k)/(S^2 - sum_k r_k c_k), every number of classes I (where defined)",
        bd("§3, L77-81", r"K=\frac{\sum_{i=1}^I P(x_{ii})-\sum_{i=1}^I P(x_i)P(x_i)}{1-\sum_{i=1}^I P(x_i)P(x_i)}"),
        equations=[(K_PRINTED, kappa_marginal(C))],
        arrays=[C],
        expected=Status.PROVED,
        uses=("BD2008-E1", "BD2008-E2"),
        reading="the undotted P(x_i)P(x_i) read as P(x_i.)P(x_.i), 'as in (2)' (L81); P(x_ij) = C_ij / S; the "
        "identity holds wherever both sides are defined (S != 0, P_c != 1)",
    ),
    E3_SIZES,
    Relation(
        "BD2008-E4",
        "eq. (4) as printed: Pbar = TP + FN",
        bd("§4, L192-194", r"\bar P=TP+FN"),
        relation=eq(T4.Pbar, TP + FN),
        expected=Status.CORRECTED,
        domain=T4.domain,
        erratum=Erratum.typo(
            "a label slip: TP + FN is the first row total P of Table 1 (the correction); Pbar is TP + FP, eq. (6)"
        ),
        correction=Relation(
            "BD2008-E4.corrected",
            "P = TP + FN (the first row total of Table 1; Pbar = TP + FP is (6))",
            bd("§4, L192-194"),
            relation=eq(T4.P, TP + FN),
            expected=Status.PROVED,
            domain=T4.domain,
        ),
    ),
    Relation(
        "BD2008-E5",
        "eq. (5): N = FP + TN",
        bd("§4, L196", r"N=FP+TN"),
        relation=eq(T4.N, FP + TN),
        expected=Status.PROVED,
        domain=T4.domain,
    ),
    Relation(
        "BD2008-E6",
        "eq. (6): Pbar = TP + FP",
        bd("§4, L198", r"\bar P=TP+FP"),
        relation=eq(T4.Pbar, TP + FP),
        expected=Status.PROVED,
        domain=T4.domain,
    ),
    Relation(
        "BD2008-E7",
        "eq. (7): Nbar = FN + TN",
        bd("§4, L200", r"\bar N=FN+TN"),
        relation=eq(T4.Nbar, FN + TN),
        expected=Status.PROVED,
        domain=T4.domain,
    ),
    Relation(
        "BD2008-E8",
        "eq. (8): P + N = Pbar + Nbar = TP + FN + FP + TN = 1",
        bd("§4, L202", r"P+N=\bar P+\bar N=TP+FN+FP+TN=1"),
        relation=chain(T4.P + T4.N, "=", T4.Pbar + T4.Nbar, "=", TP + FN + FP + TN, "=", 1),
        expected=Status.PROVED,
        domain=T4.domain,
    ),
    Relation(
        "BD2008-E10",
        "eq. (10): P_c = (TP + FP)(1 - 2N) + N for Table 1",
        bd("§4, L219-223", r"P_c=(TP+FP)(1-2N)+N"),
        relation=eq(T.Pc, (TP + FP) * (1 - 2 * N) + N),
        expected=Status.PROVED,
        domain=T.domain,
    ),
    Relation(
        "BD2008-E10.1",
        "P = N = 0.5: P_c = 0.5 regardless of the values of TP and FP",
        bd("§4, L225", r"P=N=0.5\Rightarrow P_c=0.5"),
        relation=eq(B.Pc, sp.Rational(1, 2)),
        expected=Status.PROVED,
        domain=B.domain,
        uses=("BD2008-E10",),
        scope=Scope.full("the special case printed: P = N = 0.5, any TP and FP of Table 1"),
    ),
    Relation(
        "BD2008-E11",
        "eq. (11), 'a general relationship between TP and FP': TP = (P Pbar + N Nbar - N)/(1 - 2N) - FP",
        bd("§4, L227-229", r"TP=\frac{P\bar P+N\bar N-N}{1-2N}-FP"),
        relation=eq(TP, E11_PRINTED),
        expected=Status.CORRECTED,
        domain=T.domain,
        correction=E11_CORRECTED,
        uses=("BD2008-E10",),
        erratum=Erratum.imprecise(
            "(11) divides by 1 - 2N: at N = 1/2 (Examples 1-3) it is 0/0, since P Pbar + N Nbar = 1/2 = N there (BD2008-E10.1); it holds for every N != 1/2, where it is (6) rearranged (BD2008-E11.reduces)"
        ),
    ),
    E11_CORRECTED,
    Relation(
        "BD2008-E11.reduces",
        "for N != 1/2, (P Pbar + N Nbar - N)/(1 - 2N) = Pbar: (11) is (6), TP = Pbar - FP, rearranged",
        bd("§4, L227-229 (suite step)"),
        relation=eq((P * Pbar + N * Nbar - N) / (1 - 2 * N), Pbar),
        expected=Status.PROVED,
        domain=E11_CORRECTED.domain,
        uses=("BD2008-E6",),
        origin=Origin.SUITE,
    ),
    Relation(
        "BD2008-E12",
        "eq. (12): P_0 = TP + TN",
        bd("§4, L231-233", r"P_0=TP+TN"),
        relation=eq(T4.P0, TP + TN),
        expected=Status.PROVED,
        domain=T4.domain,
    ),
    Relation(
        "BD2008-E13",
        "eq. (13): K = (TP - FP - Pbar(1 - 2N))/(P - Pbar(1 - 2N)), wherever kappa is defined",
        bd("§4, L235-239", r"K=\frac{TP-FP-\bar P(1-2N)}{P-\bar P(1-2N)}"),
        relation=eq(K, (TP - FP - Pbar * (1 - 2 * N)) / (P - Pbar * (1 - 2 * N))),
        expected=Status.PROVED,
        domain=KD,
        families=(T,),
    ),
    Relation(
        "BD2008-E14",
        "eq. (14): TP = Pbar(1 - K)(1 - 2N) + KP - FP",
        bd("§4, L241-245", r"TP=\bar P(1-K)(1-2N)+KP-FP"),
        relation=eq(TP, E14_RHS),
        families=(T,),
        expected=Status.CORRECTED,
        domain=KD,
        correction=E14_CORRECTED,
        uses=("BD2008-E13",),
        erratum=Erratum.typo(
            "a sign slip, - FP for + FP (made in A.4's second line): (13) gives "
            "TP = Pbar(1 - K)(1 - 2N) + KP + FP, whose P = N = 0.5 case is (16)"
        ),
    ),
    E14_CORRECTED,
    Relation(
        "BD2008-E14.example2",
        "(14) as printed at Example 2 (TP = 0.40, FP = 0.10, P = N = 0.5, K = 0.6): "
        "Pbar(1 - K)(1 - 2N) + KP - FP = 0.2, not TP = 0.4; with + FP it is 0.4",
        bd("§4, L241-245; Example 2, L118-128"),
        relation=[
            eq(PB2 * (1 - K2) * (1 - 2 * N2) + K2 * P2 - EX2[1, 0], sp.Rational(1, 5)),
            sp.Ne(EX2[0, 0], PB2 * (1 - K2) * (1 - 2 * N2) + K2 * P2 - EX2[1, 0], evaluate=False),
            eq(EX2[0, 0], PB2 * (1 - K2) * (1 - 2 * N2) + K2 * P2 + EX2[1, 0]),
        ],
        expected=Status.PROVED,
        uses=("BD2008-E14",),
    ),
    Relation(
        "BD2008-E15",
        "eq. (15): P = N = 0.5 implies K = 2(TP - FP)",
        bd("§4, L247-249", r"K=2(TP-FP)"),
        relation=eq(B.kappa, 2 * (TP - FP)),
        expected=Status.PROVED,
        domain=B.domain,
        scope=Scope.full("the special case printed: P = N = 0.5, any TP and FP of Table 1"),
        families=(B,),
    ),
    Relation(
        "BD2008-E16",
        "eq. (16): P = N = 0.5 implies TP = 0.5K + FP",
        bd("§4, L251-255", r"TP=0.5K+FP"),
        relation=eq(TP, B.kappa / 2 + FP),
        expected=Status.PROVED,
        domain=B.domain,
        uses=("BD2008-E15",),
        scope=Scope.full("the special case printed: P = N = 0.5, any TP and FP of Table 1"),
    ),
    Relation(
        "BD2008-E16.examples",
        "(16) 'as can be seen in the first three examples': TP = 0.5K + FP in Examples 1-3",
        bd("§4, L255; Examples 1-3, L102-142"),
        relation=[eq(X[0, 0], metrics.kappa(X) / 2 + X[1, 0]) for X in EXAMPLES_1_3],
        expected=Status.PROVED,
        uses=("BD2008-E16",),
    ),
]
