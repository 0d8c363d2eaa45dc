"""Micro and macro averages of PyCM's document (PYCM-O4 to O14).

PyCM 4.4 Document, cells 849-923 (``shared/papers/pycm_docs.txt``):

    PPV_Micro = sum_i TP_i / sum_i TP_i+FP_i      NPV_Micro = sum_i TN_i / sum_i TN_i+FN_i
    TPR_Micro = sum_i TP_i / sum_i TP_i+FN_i      TNR_Micro = sum_i TN_i / sum_i TN_i+FP_i
    F1_Micro  = 2 sum_i TPR_i x PPV_i / sum_i TPR_i+PPV_i                                  (O8.1)
    "Equals to ..." (PPV, TPR, F1 Micro and Overall ACC are one number)         (O4.2, O6.2, O8.2)
    PPV_Macro = (1/|C|) sum_i TP_i/(TP_i+FP_i), NPV_Macro, TPR_Macro, TNR_Macro likewise
    F1_Macro  = (2/|C|) sum_i TPR_i x PPV_i / (TPR_i + PPV_i);  ACC_Macro = (1/|C|) sum_i ACC_i
    printed values on cm

How they are decided.  The definitions compared with (Sokolova and Lapalme 2009, "A
systematic analysis of performance measures for classification tasks", Inf Process Manag
45:427-437; scikit-learn's ``average='micro'`` and ``'macro'``), written once in
:mod:`kappamcc.model.index_forms`: a micro average is the metric of the pooled one-vs-rest table,
the sum over the classes of their tables [[TP_i, FN_i], [FP_i, TN_i]]; a macro average is the
mean over the classes of the metric of each class.  TP_i = C_ii, FN_i = r_i - C_ii,
FP_i = c_i - C_ii, TN_i = S - r_i - c_i + C_ii (PYCM-N1 ... N4).  Every statement is decided for
every number of classes N and any counts (zero counts included) on which its denominators are
non-zero, which the statement names:

- PPV, TPR and F1 Micro by the relabelling theorem (index sums, fractions cross-multiplied);
- NPV and TNR Micro, whose sums sum_i TN_i = (N - 2) S + tr depend on N, by checked
  derivations over the sums as atoms (N = sum_k 1 one of them; ``kappamcc.model.derivations``);
- a macro average (1/|C|) sum_i f_i is the mean of the per-class metric m_i when f_i = m_i for
  every class i: each is decided term by term, for every class i of every N (a free class
  index), since a sum of fractions whose denominators depend on i is not an index-sum fraction;
  ACC_Macro's closed form 1 - 2 (1 - ACC_Overall)/|C| by a checked derivation.

A printed sum "sum_i TP_i+FP_i" in a denominator is read as sum_i (TP_i + FP_i).

Erratum O8.1.  The printed F1_Micro, 2 sum_i TPR_i PPV_i / sum_i (TPR_i + PPV_i), is not the
micro-averaged F1 (the F1 of the pooled counts, = ACC_Overall, which O8.3 prints and O8.2
states): on cm it gives 32/53 = 0.60377..., not 7/12, and a 2 x 2 matrix refutes it for every
|C|.  The correction F1_Micro = 2 PPV_Micro TPR_Micro / (PPV_Micro + TPR_Micro), the F1 of the
pooled counts, is PROVED for every N.  The statements "Equals to ..." (O1.2, O4.2,
O6.2, O8.2) are read with F1_Micro the micro-averaged F1, the number they describe.
"""

from functools import partial

import sympy as sp

from kappamcc.model import index_forms as forms
from kappamcc import metrics
from kappamcc.model.claims import Domain, Erratum, Origin, Scope, Status
from kappamcc.model.derivations import Classes, Close, Identity, matrices
from kappamcc.model.index_forms import fresh, total, trace
from kappamcc.model.kinds import AllOf, Derived, Relation, eq
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import IndexPoly, Sum, delta, fraction
from kappamcc.families.pycm_common import identity_every_n
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.n_notation import FN_K, FP_K, TN_K, TP_K, C, k
from kappamcc.proofs.pycm.o_common import CM, COUNTS2, M2, N_CM, one_vs_rest, printed_float
from kappamcc.proofs.pycm.r_rates import ACC_CM, NPV_CM, TNR_CM


# cm and a symbolic 2 x 2 matrix: the pooled table (the sum over the classes of their one-vs-rest
# tables [[TP, FN], [FP, TN]]), the per-class recalls and precisions, and O8.1's printed F1_Micro,
# 2 sum_i TPR_i x PPV_i / sum_i (TPR_i + PPV_i)
ON = {"cm": CM, "2 x 2": M2}
POOLED = {name: sum((one_vs_rest(M, k) for k in range(M.rows)), sp.zeros(2, 2)) for name, M in ON.items()}
TPR_OF = {name: [metrics.recall(M, positive=k) for k in range(M.rows)] for name, M in ON.items()}
PPV_OF = {name: [metrics.precision(M, positive=k) for k in range(M.rows)] for name, M in ON.items()}
F1_OF = {name: [metrics.f1(M, positive=k) for k in range(M.rows)] for name, M in ON.items()}
F1_MICRO = {name: metrics.f1(T, positive=0) for name, T in POOLED.items()}
F1_MICRO_PRINTED = {
    name: 2
    * sum(t * q for t, q in zip(TPR_OF[name], PPV_OF[name]))
    / sum(t + q for t, q in zip(TPR_OF[name], PPV_OF[name]))
    for name in ON
}


# ---------------------------------------------------------------------------
# every N: the printed sums over the classes, as index sums (TP_i ... TN_i of PYCM-N1 ... N4)


# sum_i of a per-class count: Sum(count of class k, k), k bound (TP_K ... TN_K: PYCM-N1 ... N4)
SUM_TP, SUM_FN, SUM_FP = Sum(TP_K, k), Sum(FN_K, k), Sum(FP_K, k)
S = total(C)
ACC_OVERALL = forms.accuracy(C)
PPV_MICRO_PRINTED = fraction(SUM_TP, Sum(TP_K + FP_K, k))
TPR_MICRO_PRINTED = fraction(SUM_TP, Sum(TP_K + FN_K, k))
MICRO_CHAIN = {"PPV": forms.micro_precision(C), "TPR": forms.micro_recall(C), "F1": forms.micro_f1(C)}
DEFINED_S = "S != 0"

# NPV and TNR Micro: sum_i TN_i = (N - 2) S + tr depends on N, so they are decided over atoms (N = sum_k 1)
at = partial(atomize, arrays=[C, delta])  # at(e): the closed index sum e over atoms
N_CLASSES = at(Sum(IndexPoly.const(1), fresh("k")))
A_TN, A_FN, A_FP = at(Sum(TN_K, k)), at(SUM_FN), at(SUM_FP)
A_POOLED_FN, A_POOLED_FP, A_S, A_TR = at(forms.pooled_fn(C)), at(forms.pooled_fp(C)), at(S), at(trace(C))
NPV_MICRO_PRINTED = A_TN / at(Sum(TN_K + FN_K, k))
TNR_MICRO_PRINTED = A_TN / at(Sum(TN_K + FP_K, k))
# the pooled table's TN is sum_i TN_i (PYCM-N2 counts TN_i from the words), its FN and FP are
# index_forms.pooled_fn / pooled_fp (the off-diagonal cells, every one counted once)
NPV_POOLED = A_TN / (A_TN + A_POOLED_FN)
TNR_POOLED = A_TN / (A_TN + A_POOLED_FP)
NPV_CLOSED = ((N_CLASSES - 2) * A_S + A_TR) / ((N_CLASSES - 1) * A_S)
TNR_CLOSED = NPV_CLOSED


# a printed negative micro rate, sum_i TN_i / sum_i (TN_i + X_i), is the rate of the pooled table,
# TN / (TN + X), and ((N - 2) S + tr) / ((N - 1) S), for every N where N >= 2 and S != 0
POOLED_HYPOTHESES = (sp.Ne(A_S, 0), sp.Ne(N_CLASSES - 1, 0))
POOLED_NEGATIVE_RATES = {
    claim_id: Derived(
        claim_id,
        statement,
        source,
        formula=matrices([C, delta], hyps=POOLED_HYPOTHESES, goal=sp.And(eq(printed, pooled), eq(pooled, closed))),
        lines=[
            Identity(pooled_off_diagonal, printed_off_diagonal, (C, delta)),
            Classes(),
            Close(sp.And(eq(printed, pooled), eq(pooled, closed)), POOLED_HYPOTHESES, (1, 2)),
        ],
        domain=Domain(text="every N >= 2 classes; counts >= 0, zero counts allowed, with S != 0"),
        expected=Status.PROVED,
        reading="sum_i (TN_i + X_i) read as the sum of the brackets; the pooled table is the sum of the "
        "classes' one-vs-rest tables",
    )
    # (id, statement, source, printed, pooled, closed, the pooled table's X, the printed sum_i X_i)
    for claim_id, statement, source, printed, pooled, closed, pooled_off_diagonal, printed_off_diagonal in [
        (
            "PYCM-O5.1",
            "NPV_Micro = sum_i TN_i / sum_i (TN_i + FN_i) is the negative predictive value of the pooled "
            "one-vs-rest table, TN / (TN + FN), = ((N - 2) S + tr) / ((N - 1) S), for every N >= 2 and every matrix of "
            "counts with S != 0",
            pycm("cell 855, L1757-1758", r"NPV_{Micro}=\frac{\sum_{i=1}^{|C|}TN_i}{\sum_{i=1}^{|C|}TN_i+FN_i}"),
            NPV_MICRO_PRINTED,
            NPV_POOLED,
            NPV_CLOSED,
            forms.pooled_fn(C),
            SUM_FN,
        ),
        (
            "PYCM-O7.1",
            "TNR_Micro = sum_i TN_i / sum_i (TN_i + FP_i) is the specificity of the pooled one-vs-rest table, "
            "TN / (TN + FP), = ((N - 2) S + tr) / ((N - 1) S), for every N >= 2 and every matrix of counts with S != 0",
            pycm("cell 866, L1777-1778", r"TNR_{Micro}=\frac{\sum_{i=1}^{|C|}TN_i}{\sum_{i=1}^{|C|}TN_i+FP_i}"),
            TNR_MICRO_PRINTED,
            TNR_POOLED,
            TNR_CLOSED,
            forms.pooled_fp(C),
            SUM_FP,
        ),
    ]
}


# an identity for every N over C and delta (families.pycm_common.identity_every_n)
every_n = partial(identity_every_n, arrays=[C, delta])


# the terms of the macro averages, class i free
i_ = k
TP_i, FN_i, FP_i, TN_i = TP_K, FN_K, FP_K, TN_K
TPR_i, PPV_i = fraction(TP_i, TP_i + FN_i), fraction(TP_i, TP_i + FP_i)
F1_TERM = 2 * TPR_i * PPV_i / (TPR_i + PPV_i)
EVERY_TERM = "term by term, for every class i"

# ACC_Macro's closed form, over atoms: sum_i (TP_i + TN_i) = (N - 2) S + 2 tr
ACC_MACRO = at(Sum(TP_K + TN_K, k)) / (N_CLASSES * A_S)
ACC_MACRO_CLOSED = 1 - 2 * (1 - A_TR / A_S) / N_CLASSES
ACC_MACRO_GOAL = eq(ACC_MACRO, ACC_MACRO_CLOSED)

O8_1_CORRECTED = every_n(
    "PYCM-O8.1.corrected",
    "F1_Micro = 2 PPV_Micro TPR_Micro / (PPV_Micro + TPR_Micro), the harmonic mean of the micro "
    "precision and recall, is the F1 of the pooled counts, 2 sum TP_i / (2 sum TP_i + sum FP_i + sum FN_i)",
    pycm("cell 881, L1804-1805"),
    [(2 * MICRO_CHAIN["PPV"] * MICRO_CHAIN["TPR"] / (MICRO_CHAIN["PPV"] + MICRO_CHAIN["TPR"]), MICRO_CHAIN["F1"])],
    "S != 0 and tr != 0 (PPV_Micro + TPR_Micro != 0)",
    origin=Origin.SUITE,
)

EQUALS_READING = "F1_Micro the F1 of the pooled counts (O8.3's value); the formula O8.1 prints is an erratum"

O14_1_TERMS = every_n(
    "PYCM-O14.1.terms",
    "ACC_i = (TP_i + TN_i)/POP is the accuracy of class i against the rest, "
    "(C_ii + sum_{a != i, b != i} C_ab) / S, " + EVERY_TERM,
    pycm("cell 922, L1878-1879"),
    [(fraction(TP_i + TN_i, S), forms.class_accuracy(C, i_))],
    DEFINED_S,
    origin=Origin.SUITE,
    uses=("PYCM-R5.2",),
)
O14_1_CLOSED = Derived(
    "PYCM-O14.1.closed",
    "(1/|C|) sum_i (TP_i + TN_i)/POP = 1 - 2 (1 - ACC_Overall)/|C| (every error is a false "
    "negative of one class and a false positive of another), for every N and every matrix with S != 0",
    pycm("cell 922, L1878-1879"),
    formula=matrices([C, delta], hyps=(sp.Ne(A_S, 0),), goal=ACC_MACRO_GOAL),
    lines=[Classes(), Close(ACC_MACRO_GOAL, (sp.Ne(A_S, 0),), (1,))],
    domain=Domain(text="every N >= 1; counts >= 0, zero counts allowed, with S != 0"),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

O8_1_ON_2X2 = "every 2 x 2 matrix of positive counts"

CLAIMS = [
    # --- micro averages
    every_n(
        "PYCM-O4.1",
        "PPV_Micro = sum_i TP_i / sum_i (TP_i + FP_i) is the precision of the pooled one-vs-rest "
        "table, sum TP / (sum TP + sum FP)",
        pycm("cell 849, L1746-1747", r"PPV_{Micro}=\frac{\sum_{i=1}^{|C|}TP_i}{\sum_{i=1}^{|C|}TP_i+FP_i}"),
        [(PPV_MICRO_PRINTED, MICRO_CHAIN["PPV"])],
        DEFINED_S,
        uses=("PYCM-N1", "PYCM-N3"),
    ),
    every_n(
        "PYCM-O4.2",
        "PPV_Micro = TPR_Micro = F1_Micro = ACC_Overall",
        pycm("cell 850, L1748-1749"),
        [MICRO_CHAIN["PPV"], MICRO_CHAIN["TPR"], MICRO_CHAIN["F1"], ACC_OVERALL],
        DEFINED_S,
        reading=EQUALS_READING,
    ),
    printed_float(
        "PYCM-O4.3",
        "cm.PPV_Micro, the micro-averaged precision of cm (7/12)",
        "cell 851, L1750-1751",
        metrics.precision(POOLED["cm"], positive=0),
        "0.5833333333333334",
    ),
    POOLED_NEGATIVE_RATES["PYCM-O5.1"],
    printed_float(
        "PYCM-O5.2",
        "cm.NPV_Micro, the micro-averaged NPV of cm (19/24)",
        "cell 856, L1759-1760",
        metrics.precision(POOLED["cm"], positive=1),
        "0.7916666666666666",
    ),
    every_n(
        "PYCM-O6.1",
        "TPR_Micro = sum_i TP_i / sum_i (TP_i + FN_i) is the recall of the pooled one-vs-rest table, "
        "sum TP / (sum TP + sum FN)",
        pycm("cell 860, L1766-1767", r"TPR_{Micro}=\frac{\sum_{i=1}^{|C|}TP_i}{\sum_{i=1}^{|C|}TP_i+FN_i}"),
        [(TPR_MICRO_PRINTED, MICRO_CHAIN["TPR"])],
        DEFINED_S,
        uses=("PYCM-N1", "PYCM-N4"),
    ),
    every_n(
        "PYCM-O6.2",
        "TPR_Micro = PPV_Micro = F1_Micro = ACC_Overall",
        pycm("cell 861, L1768-1769"),
        [MICRO_CHAIN["TPR"], MICRO_CHAIN["PPV"], MICRO_CHAIN["F1"], ACC_OVERALL],
        DEFINED_S,
        reading=EQUALS_READING,
    ),
    printed_float(
        "PYCM-O6.3",
        "cm.TPR_Micro, the micro-averaged recall of cm (7/12)",
        "cell 862, L1770-1771",
        metrics.recall(POOLED["cm"], positive=0),
        "0.5833333333333334",
    ),
    POOLED_NEGATIVE_RATES["PYCM-O7.1"],
    printed_float(
        "PYCM-O7.2",
        "cm.TNR_Micro, the micro-averaged specificity of cm (19/24)",
        "cell 867, L1779-1780",
        metrics.recall(POOLED["cm"], positive=1),
        "0.7916666666666666",
    ),
    Relation(
        "PYCM-O8.1",
        "F1_Micro = 2 sum_i TPR_i x PPV_i / sum_i (TPR_i + PPV_i) is the micro-averaged F1 (the F1 "
        "of the pooled one-vs-rest table), for " + O8_1_ON_2X2,
        pycm(
            "cell 881, L1804-1805",
            r"F_{1_{Micro}}=2\frac{\sum_{i=1}^{|C|}TPR_i\times PPV_i}"
            r"{\sum_{i=1}^{|C|}TPR_i+PPV_i}",
        ),
        relation=eq(F1_MICRO_PRINTED["2 x 2"], F1_MICRO["2 x 2"]),
        domain=COUNTS2,
        expected=Status.CORRECTED,
        correction=O8_1_CORRECTED,
        uses=("PYCM-O4.1", "PYCM-O6.1"),
        scope=Scope(
            printed="every |C| x |C| matrix of counts",
            checked=O8_1_ON_2X2 + " (a counterexample there refutes the print)",
        ),
        erratum=Erratum.false(
            "the printed sum of per-class products over the sum of per-class sums is not the "
            "micro-averaged F1: it gives 32/53 on cm, where the document's own F1_Micro is 7/12"
        ),
        reading="the denominator 'sum_i TPR_i+PPV_i' read as sum_i (TPR_i + PPV_i), like the numerator's sum of "
        "products; the micro-averaged F1 is what O8.2 and O8.3 describe.  Decided on 2 x 2 (a binary "
        "matrix refutes the formula for every |C|; O8.1.on-cm shows a 3 x 3 one, cm itself)",
    ),
    O8_1_CORRECTED,
    Relation(
        "PYCM-O8.1.on-cm",
        "on cm the printed F1_Micro formula gives 32/53 = 0.60377..., while O8.3 prints 0.5833333333333334 (7/12)",
        pycm("cell 881, L1804-1805"),
        relation=[
            eq(F1_MICRO_PRINTED["cm"], sp.Rational(32, 53)),
            sp.Ne(F1_MICRO_PRINTED["cm"], F1_MICRO["cm"], evaluate=False),
        ],
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("PYCM-O8.1",),
    ),
    every_n(
        "PYCM-O8.2",
        "F1_Micro = PPV_Micro = TPR_Micro = ACC_Overall",
        pycm("cell 882, L1806-1807"),
        [MICRO_CHAIN["F1"], MICRO_CHAIN["PPV"], MICRO_CHAIN["TPR"], ACC_OVERALL],
        DEFINED_S,
        reading=EQUALS_READING,
    ),
    printed_float(
        "PYCM-O8.3",
        "cm.F1_Micro, the micro-averaged F1 of cm (7/12)",
        "cell 883, L1808-1809",
        F1_MICRO["cm"],
        "0.5833333333333334",
    ),
    # --- macro averages: the printed mean's terms are the per-class metrics
    every_n(
        "PYCM-O9.1",
        "PPV_Macro = (1/|C|) sum_i TP_i/(TP_i + FP_i) is the mean of the per-class precisions "
        "C_ii / c_i: TP_i/(TP_i + FP_i) = C_ii / c_i " + EVERY_TERM,
        pycm("cell 887, L1815-1816", r"PPV_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TP_i}{TP_i+FP_i}"),
        [(PPV_i, forms.precision(C, i_))],
        "c_i != 0 for every class",
        uses=("PYCM-R3.2",),
    ),
    printed_float(
        "PYCM-O9.2",
        "cm.PPV_Macro, the mean precision of cm (11/18)",
        "cell 888, L1817-1818",
        sum(PPV_OF["cm"]) / N_CM,
        "0.611111111111111",
    ),
    every_n(
        "PYCM-O10.1",
        "NPV_Macro = (1/|C|) sum_i TN_i/(TN_i + FN_i) is the mean of the per-class negative "
        "predictive values: TN_i/(TN_i + FN_i) = sum_{a != i, b != i} C_ab / sum_{b != i} c_b " + EVERY_TERM,
        pycm("cell 892, L1824-1825", r"NPV_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TN_i}{TN_i+FN_i}"),
        [(fraction(TN_i, TN_i + FN_i), forms.negative_predictive_value(C, i_))],
        "S - c_i != 0 for every class",
        uses=("PYCM-R4.2",),
    ),
    printed_float(
        "PYCM-O10.2",
        "cm.NPV_Macro, the mean NPV of cm (7/9)",
        "cell 893, L1826-1827",
        sum(NPV_CM) / N_CM,
        "0.7777777777777777",
    ),
    every_n(
        "PYCM-O11.1",
        "TPR_Macro = (1/|C|) sum_i TP_i/(TP_i + FN_i) is the mean of the per-class recalls (the "
        "balanced accuracy): TP_i/(TP_i + FN_i) = C_ii / r_i " + EVERY_TERM,
        pycm("cell 897, L1833-1834", r"TPR_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TP_i}{TP_i+FN_i}"),
        [(TPR_i, forms.recall(C, i_))],
        "r_i != 0 for every class",
        uses=("PYCM-R1.2",),
    ),
    printed_float(
        "PYCM-O11.2",
        "cm.TPR_Macro, the mean recall of cm (17/30)",
        "cell 898, L1835-1836",
        sum(TPR_OF["cm"]) / N_CM,
        "0.5666666666666668",
    ),
    every_n(
        "PYCM-O12.1",
        "TNR_Macro = (1/|C|) sum_i TN_i/(TN_i + FP_i) is the mean of the per-class specificities: "
        "TN_i/(TN_i + FP_i) = sum_{a != i, b != i} C_ab / sum_{a != i} r_a " + EVERY_TERM,
        pycm("cell 902, L1842-1843", r"TNR_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}\frac{TN_i}{TN_i+FP_i}"),
        [(fraction(TN_i, TN_i + FP_i), forms.specificity(C, i_))],
        "S - r_i != 0 for every class",
        uses=("PYCM-R2.2",),
    ),
    printed_float(
        "PYCM-O12.2",
        "cm.TNR_Macro, the mean specificity of cm (83/105)",
        "cell 903, L1844-1845",
        sum(TNR_CM) / N_CM,
        "0.7904761904761904",
    ),
    every_n(
        "PYCM-O13.1",
        "F1_Macro = (2/|C|) sum_i TPR_i PPV_i / (TPR_i + PPV_i) is the mean of the per-class F1 "
        "scores: 2 TPR_i PPV_i / (TPR_i + PPV_i) = 2 C_ii / (r_i + c_i) " + EVERY_TERM,
        pycm(
            "cell 917, L1869-1870", r"F_{1_{Macro}}=\frac{2}{|C|}\sum_{i=1}^{|C|}\frac{TPR_i\times PPV_i}{TPR_i+PPV_i}"
        ),
        [(F1_TERM, forms.f1_score(C, i_))],
        "r_i, c_i, C_ii != 0 for every class (TPR_i + PPV_i != 0)",
        uses=("PYCM-R6.1",),
    ),
    printed_float(
        "PYCM-O13.2",
        "cm.F1_Macro, the mean F1 of cm (373/660)",
        "cell 918, L1871-1872",
        sum(F1_OF["cm"]) / N_CM,
        "0.5651515151515151",
    ),
    O14_1_TERMS,
    O14_1_CLOSED,
    AllOf(
        "PYCM-O14.1",
        "ACC_Macro = (1/|C|) sum_i ACC_i, ACC_i = (TP_i + TN_i)/POP, is the mean of the accuracies of "
        "the one-vs-rest tables (term by term, every class of every N x N matrix with S != 0); it equals "
        "1 - 2 (1 - ACC_Overall)/|C| (every error is a false negative of one class and a false positive of another)",
        pycm("cell 922, L1878-1879", r"ACC_{Macro}=\frac{1}{|C|}\sum_{i=1}^{|C|}{ACC_i}"),
        parts=[O14_1_TERMS, O14_1_CLOSED],
        expected=Status.PROVED,
    ),
    printed_float(
        "PYCM-O14.2",
        "cm.ACC_Macro, the mean one-vs-rest accuracy of cm (13/18)",
        "cell 923, L1880-1881",
        sum(ACC_CM) / N_CM,
        "0.7222222222222223",
    ),
]
