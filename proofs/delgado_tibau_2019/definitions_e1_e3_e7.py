"""Definitions behind eqs. (1), (3) and (7): the covariance, the multi-class extension and alpha, beta
(DT2019-E1.3, E3.1, E3.2, E3.3, E3.4, E7.2).

Delgado & Tibau 2019:

    p5, L416-440 (H34), after eq. (1):                                                            (E1.3)
      "where, as usual, xbar = (1/S) sum_{i=1}^S x_i and ybar = (1/S) sum_{i=1}^S y_i, and Cov(x, y)
       denotes the statistical covariance of x and y, that is, Cov(x, y) = (1/S) sum_{i=1}^S (x_i - xbar)(y_i - ybar),
       and when x = y, Cov(x, x) = Var(x) is the statistical (uncorrected) variance of x."
    p6, L528-599 (H36):
      "MCC is generalized in [5] to classification with N > 2 classes"                                (E3.1)
      rho~(X, Y) = Cov~(X, Y) / (sqrt(Cov~(X, X)) sqrt(Cov~(Y, Y)))     (3)                            (E3.2)
      "Cov~(X, Y) is defined as the average of the N covariances between the different pairs of
       S-dimensional binary vectors given by the same column in matrices X and Y, that is,
       Cov~(X, Y) = (1/N) sum_{k=1}^N Cov(x_k, y_k)"                                                   (E3.3)
      "we finally introduce the multi-class extension by MCC = rho~(X, Y)"                            (E3.4)
    p8, L1276-1300 (H49):
      "K(C) is the harmonic mean of alpha and beta, while MCC(C) is their geometric mean, being
       alpha = (ad - bc)/((a+b)(b+d)) and beta = (ad - bc)/((a+c)(c+d))"                              (E7.2)

What is checkable in these definitions:

* E1.3: with the cases grouped by label (a cases (x, y) = (1, 1), b (1, 0), c (0, 1), d (0, 0);
  ``families.binary.case_sum``), the means are the marginal shares, Cov(x, y) = (ad - bc)/S^2,
  Var(x) = (a+b)(c+d)/S^2, and rho built with these 1/S covariances is eq. (2), the binary MCC
  derived from [[a, b], [c, d]]; the factor 1/S cancels, so the "uncorrected" choice does not matter
  (with 1/(S-1) every covariance is S/(S-1) times E1.3's, a common factor: DT2019-E3.scale, and rho
  built with them is the same MCC).
* E3.1: at N = 2, rho~ of (3) is the binary MCC (x_2 = 1 - x_1, so both columns have the same
  covariance): (3) extends the binary coefficient.
* E3.2, E3.3: (3) with Cov~ as in E3.3, written literally over the cases, is the suite's
  multi-class MCC (marginal form) for every N: E3.2 is the index-sum derivation DT2019-E3; E3.3,
  for every N and every class k, the column covariance is the binary covariance of that class's
  one-vs-rest table (an identity for all N with a free class index).
* E3.4: the quantity so defined is the MCC of the suite: an AllOf of the literal one-hot
  computation on two concrete matrices (E3.4.one-hot), E3.2, E3.1 and the every-N results
  DT2019-E3 and DT2019-E4 (checked derivations).
* E7.2: the words of E7.3 (harmonic and geometric mean), decided like E7.3: at ad = bc,
  alpha = beta = 0 and the harmonic mean is 0/0 while K = 0; and MCC carries the sign of ad - bc.
  MCC^2 = alpha beta holds everywhere (E7.2.product).

Division-free form used for the symbolic checks: with F = sum_r f_r, fbar = F/S, so
S^3 Cov(f, g) = sum_r (S f_r - F)(S g_r - G), which is E1.3's definition multiplied by S^3.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Erratum, Status
from kappamcc.model.kinds import AllOf, IdentityAllN, Relation, eq
from kappamcc.families.binary import a, b, c, d, general_binary, label_cov, label_mean, x, y
from kappamcc.model import index_forms as forms
from kappamcc.prove.index_sums import Array, Sum, delta
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.proofs.delgado_tibau_2019.eq_3 import CLAIMS as E3_CLAIMS
from kappamcc.proofs.delgado_tibau_2019.eq_4 import CLAIMS as E4_CLAIMS

C = general_binary()
D = C.domain
S = a + b + c + d

# --- E1.3: means and (uncorrected) covariance over the S cases -------------------------------------


# the label vectors x, y (families.binary) and, at N = 2, the second columns x_2 = 1 - x, y_2 = 1 - y of X, Y
X, Y = x, y
X2, Y2 = 1 - x, 1 - y
# scale * sum_i (f_i - fbar)(g_i - gbar), in lowest terms (sp.cancel) so that the provers see one
# fraction, not a sum of four: COV with scale 1/S (E1.3's uncorrected covariance), COV_CORRECTED with 1/(S - 1)
COV = {
    (f, g): sp.cancel(sp.together(label_cov(f, g, 1 / S)))
    for f, g in ((X, Y), (X, X), (Y, Y), (X2, Y2), (X2, X2), (Y2, Y2))
}
COV_CORRECTED = {(f, g): sp.cancel(sp.together(label_cov(f, g, 1 / (S - 1)))) for f, g in ((X, Y), (X, X), (Y, Y))}
RHO = COV[X, Y] / (sp.sqrt(COV[X, X]) * sp.sqrt(COV[Y, Y]))
RHO_CORRECTED = COV_CORRECTED[X, Y] / (sp.sqrt(COV_CORRECTED[X, X]) * sp.sqrt(COV_CORRECTED[Y, Y]))


MCC_EQ2 = C.mcc  # eq. (2): the binary MCC, derived from [[a, b], [c, d]]

# --- E3: the S x N one-hot matrices, cases grouped by cell -------------------------------------------
# A case in cell (a, b) has X_r = e_a (actual class a) and Y_r = e_b (predicted class b).


# E3.3 for every N: column k of X and of Y, over the cases grouped by cell (kappamcc.model.index_forms)
CI = Array("C")
k_class = forms.fresh("k")
S_I = forms.total(CI)
ACTUAL, PREDICTED = forms.fresh("a"), forms.fresh("b")  # a case in cell (a, b): sum_ab C_ab ... sums the S cases
CASE = CI[ACTUAL, PREDICTED]
F_k = Sum(CASE * delta[ACTUAL, k_class], ACTUAL, PREDICTED)  # sum_r x_rk = r_k
G_k = Sum(CASE * delta[PREDICTED, k_class], ACTUAL, PREDICTED)  # sum_r y_rk = c_k
S3_COV_COLUMN = Sum(
    CASE * (S_I * delta[ACTUAL, k_class] - F_k) * (S_I * delta[PREDICTED, k_class] - G_k), ACTUAL, PREDICTED
)
TP_K, R_K, C_K = CI[k_class, k_class], forms.row(CI, k_class), forms.col(CI, k_class)
S3_ONE_VS_REST = S_I * (TP_K * (S_I - R_K - C_K + TP_K) - (R_K - TP_K) * (C_K - TP_K))


# N = 2: the two columns of X (and of Y) are complementary, x_2 = 1 - x_1
COV_TILDE_2 = {  # E3.3 at N = 2: the mean of the two columns' covariances
    (f, g): sp.factor((COV[f, g] + COV[f2, g2]) / 2)
    for f, g, f2, g2 in ((X, Y, X2, Y2), (X, X, X2, X2), (Y, Y, Y2, Y2))
}
rho_tilde_2 = COV_TILDE_2[X, Y] / (sp.sqrt(COV_TILDE_2[X, X]) * sp.sqrt(COV_TILDE_2[Y, Y]))

ONE_HOT_EXAMPLES = ([[5, 1, 0], [2, 3, 1], [0, 2, 4]], [[3, 0, 1, 2], [1, 4, 0, 0], [2, 1, 5, 1], [0, 2, 1, 3]])

# rho~(X, Y) of eq. (3) on a concrete integer matrix, literally: metrics.mcc_one_hot builds the S x N
# one-hot matrices X, Y, column covariances with 1/S (E1.3), averaged over k (E3.3): a computation
# independent of the marginal form metrics.mcc uses
E3_ONE_HOT = Relation(
    "DT2019-E3.4.one-hot",
    "MCC := rho~(X, Y) computed literally on the S x N one-hot matrices equals the "
    "suite's MCC: [[5,1,0],[2,3,1],[0,2,4]] (S = 18) and a 4 x 4 matrix (S = 26)",
    dt("p6, L570-593", r"\mathrm{MCC}=\tilde\rho(X,Y)"),
    relation=[eq(metrics.mcc_one_hot(M), metrics.mcc(M)) for M in ONE_HOT_EXAMPLES],
    expected=Status.PROVED,
)
E3_2 = AllOf(
    "DT2019-E3.2",
    "eq. (3) with Cov~ of E3.3 over the cases equals the suite's multi-class MCC (marginal form), every N",
    dt(
        "p6, L547-556",
        r"\tilde\rho(X,Y)=\frac{\widetilde{\mathrm{Cov}}(X,Y)}{\sqrt{\widetilde{\mathrm{Cov}}(X,X)}\sqrt{\widetilde{\mathrm{Cov}}(Y,Y)}}",
    ),
    parts=[claim_in(E3_CLAIMS, "DT2019-E3")],
    uses=("DT2019-E3.scale",),
    expected=Status.PROVED,
    reading="the index-sum derivation DT2019-E3 (every N x N matrix with entries >= 0 on which MCC is defined)",
)
E3_1 = Relation(
    "DT2019-E3.1",
    "(3) generalizes the binary MCC: at N = 2, rho~(X, Y) is the MCC of [[a, b], [c, d]], "
    "(ad - bc)/sqrt((a+b)(b+d)(a+c)(c+d)) by eq. (2)",
    dt("p6, L537-541", r"\text{MCC is generalized in [5] to classification with } N>2 \text{ classes}"),
    relation=eq(rho_tilde_2, MCC_EQ2),
    expected=Status.PROVED,
    domain=D,
    families=(C,),
)

CLAIMS = [
    Relation(
        "DT2019-E1.3.means",
        "xbar = (1/S) sum x_i = (a+b)/S and ybar = (1/S) sum y_i = (a+c)/S (shares of actual and predicted positives)",
        dt("p5, L436-438", r"\bar x=\frac1S\sum_{i=1}^{S}x_i,\ \bar y=\frac1S\sum_{i=1}^{S}y_i"),
        relation=[eq(label_mean(X), (a + b) / S), eq(label_mean(Y), (a + c) / S)],
        expected=Status.PROVED,
        domain=D,
    ),
    Relation(
        "DT2019-E1.3.cov",
        "Cov(x, y) = (1/S) sum (x_i - xbar)(y_i - ybar) = (ad - bc)/S^2",
        dt("p5, L438-440", r"\mathrm{Cov}(x,y)=\frac1S\sum_{i=1}^{S}(x_i-\bar x)(y_i-\bar y)"),
        relation=eq(COV[X, Y], (a * d - b * c) / S**2),
        expected=Status.PROVED,
        domain=D,
    ),
    Relation(
        "DT2019-E1.3.var",
        "Cov(x, x) = Var(x), the uncorrected variance (1/S) sum x_i^2 - xbar^2 = (a+b)(c+d)/S^2; "
        "likewise Cov(y, y) = (a+c)(b+d)/S^2",
        dt("p5, L440", r"\mathrm{Cov}(x,x)=\mathrm{Var}(x)"),
        relation=[
            eq(COV[X, X], label_mean(X**2) - label_mean(X) ** 2),
            eq(COV[X, X], (a + b) * (c + d) / S**2),
            eq(COV[Y, Y], (a + c) * (b + d) / S**2),
        ],
        expected=Status.PROVED,
        domain=D,
    ),
    Relation(
        "DT2019-E1.3.rho",
        "rho(x, y) with E1.3's 1/S covariances is eq. (2), the binary MCC derived from [[a, b], [c, d]] (1/S cancels)",
        dt("p5, L416-440"),
        relation=eq(RHO, MCC_EQ2),
        expected=Status.PROVED,
        domain=D,
        families=(C,),
    ),
    Relation(
        "DT2019-E1.3.normalisation",
        "with the corrected 1/(S-1) normalisation every covariance is S/(S-1) > 0 "
        "times E1.3's, a common factor that cancels in rho (DT2019-E3.scale): 'uncorrected' does not change MCC",
        dt("p5, L440"),
        relation=[eq(COV_CORRECTED[F, G], S / (S - 1) * COV[F, G]) for F, G in ((X, Y), (X, X), (Y, Y))]
        + [eq(RHO_CORRECTED, MCC_EQ2)],
        expected=Status.PROVED,
        domain=D.with_constraints(S > 1, text="S > 1"),
        uses=("DT2019-E3.scale",),
        families=(C,),
    ),
    E3_1,
    Relation(
        "DT2019-E3.1.columns",
        "N = 2: x_2 = 1 - x_1, y_2 = 1 - y_1, so Cov(x_2, y_2) = Cov(x_1, y_1) and Cov~(X, Y) = Cov(x, y) of E1.3",
        dt("p6, L537-556"),
        relation=[eq(COV[X2, Y2], COV[X, Y]), eq(COV[X2, X2], COV[X, X]), eq(COV[Y2, Y2], COV[Y, Y])],
        expected=Status.PROVED,
        domain=D,
    ),
    E3_2,
    IdentityAllN(
        "DT2019-E3.3",
        "Cov~(X, Y) = (1/N) sum_k Cov(x_k, y_k) averages the binary covariances of the N "
        "one-vs-rest tables: S^3 Cov(x_k, y_k) = S (C_kk (S - r_k - c_k + C_kk) - (r_k - C_kk)(c_k - C_kk)), "
        "every N and every class k",
        dt("p6, L556-566", r"\widetilde{\mathrm{Cov}}(X,Y)=\frac1N\sum_{k=1}^{N}\mathrm{Cov}(x_k,y_k)"),
        equations=[(S3_COV_COLUMN, S3_ONE_VS_REST)],
        arrays=[CI, delta],
        expected=Status.PROVED,
        reading="the cases summed grouped by cell (a case in cell (a, b) has x_k = delta(a, k), y_k = delta(b, k)); "
        "S^3 Cov is E1.3's covariance times S^3 (no division)",
    ),
    E3_ONE_HOT,
    AllOf(
        "DT2019-E3.4",
        "Multi-class MCC := rho~(X, Y) is the MCC of the suite: on the one-hot cases of two matrices, "
        "for every N (eq. (3) = marginal form; Gorodkin's (4)), and at N = 2 the binary eq. (2)",
        dt("p6, L570-593", r"\mathrm{MCC}:=\tilde\rho(X,Y)"),
        parts=[E3_ONE_HOT, E3_2, claim_in(E3_CLAIMS, "DT2019-E3"), claim_in(E4_CLAIMS, "DT2019-E4"), E3_1],
        expected=Status.PROVED,
    ),
]

# --- E7.2 -----------------------------------------------------------------------------------------
K, MCC = C.kappa, C.mcc
alpha = (a * d - b * c) / ((a + b) * (b + d))
beta = (a * d - b * c) / ((a + c) * (c + d))
HARMONIC = 2 / (1 / alpha + 1 / beta)
GEOMETRIC = sp.sqrt(alpha * beta)

CLAIMS += [
    Relation(
        "DT2019-E7.2",
        "'K(C) is the harmonic mean of alpha and beta, while MCC(C) is their geometric mean', "
        "alpha = (ad-bc)/((a+b)(b+d)), beta = (ad-bc)/((a+c)(c+d))",
        dt("p8, L1276-1290", r"\mathcal K(C)=H(\alpha,\beta),\ \mathrm{MCC}(C)=G(\alpha,\beta)"),
        relation=[eq(K, HARMONIC), eq(MCC, GEOMETRIC)],
        expected=Status.CORRECTED,
        erratum=Erratum.typo(
            "'their geometric mean' drops the sign: for ad < bc, alpha and beta are negative "
            "and MCC = -sqrt(alpha beta) (the print's own eq. (7) has MCC < 0 there); the "
            "harmonic mean is also 0/0 at ad = bc, where K = 0"
        ),
        domain=D,
        uses=("DT2019-E7.3.a", "DT2019-E7.3.b"),
        reading="harmonic mean 2/(1/alpha + 1/beta), geometric mean sqrt(alpha beta), as E7.3 spells them out",
        correction=Relation(
            "DT2019-E7.2.corrected",
            "when ad != bc: K(C) is the harmonic mean of alpha and beta, and "
            "MCC(C) = sign(ad - bc) times their geometric mean (at ad = bc: alpha = beta = K = MCC = 0, "
            "the harmonic mean is 0/0)",
            dt("p8, L1276-1290"),
            relation=[
                eq(K, HARMONIC),
                sp.Implies(a * d - b * c > 0, eq(MCC, GEOMETRIC)),
                sp.Implies(a * d - b * c < 0, eq(MCC, -GEOMETRIC)),
            ],
            expected=Status.PROVED,
            domain=D.with_constraints(sp.Ne(a * d - b * c, 0), text="ad != bc"),
            families=(C,),
        ),
        families=(C,),
    ),
    Relation(
        "DT2019-E7.2.product",
        "MCC(C)^2 = alpha beta on the whole domain (ad = bc included): |MCC| is the geometric mean",
        dt("p8, L1276-1290"),
        relation=eq(sp.Pow(MCC, 2, evaluate=False), alpha * beta),
        expected=Status.PROVED,
        domain=D,
        families=(C,),
    ),
]
