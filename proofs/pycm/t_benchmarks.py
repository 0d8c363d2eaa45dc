"""The benchmark interpretation tables of PyCM's document and the labels it prints for cm
(PYCM-T1 to T9).

PyCM 4.4 Document, cells 448-452 and 781-829 (``shared/papers/pycm_docs.txt``); each table
as printed (range -> label), then the label ``cm`` prints:

    SOA1 Landis & Koch (kappa): 0 > Poor; 0 - 0.2 Slight; 0.2 - 0.4 Fair; 0.4 - 0.6 Moderate;
         0.6 - 0.8 Substantial; 0.8 - 1.0 Almost perfect                         cm.SOA1 'Fair'
    SOA2 Fleiss (kappa): 0.40 > Poor; 0.40 - 0.75 Intermediate to Good; More than 0.75 Excellent
                                                                                  cm.SOA2 'Poor'
    SOA3 Altman (kappa): 0.2 > Poor; 0.2 - 0.4 Fair; ...; 0.8 - 1.0 Very Good     cm.SOA3 'Fair'
    SOA4 Cicchetti (kappa): 0.40 > Poor; 0.40 - 0.59 Fair; 0.59 - 0.74 Good; 0.74 - 1.00 Excellent
                                                                                  cm.SOA4 'Poor'
    SOA5 Cramer (V): 0.1 > Negligible; 0.1 - 0.2 Weak; 0.2 - 0.4 Moderate; 0.4 - 0.6 Relatively
         Strong; 0.6 - 0.8 Strong; 0.8 - 1.0 Very Strong                 cm.SOA5 'Relatively Strong'
    SOA6 Matthews (overall MCC) and MCCI (per-class MCC): 0.3 > Negligible; 0.3 - 0.5 Weak;
         0.5 - 0.7 Moderate; 0.7 - 0.9 Strong; 0.9 - 1.0 Very Strong; "Notice : only positive
         values are considered"            cm.SOA6 'Weak'; cm.MCCI {'L1': 'Moderate', 'L2': 'Negligible', ...}
    SOA9 Krippendorff (alpha): 0.667 > Low; 0.667 - 0.8 Tentative; 0.8 High       cm.SOA9 'Low'
    SOA10 Pearson's C: 0 - 0.1 Not Appreciable; 0.1 - 0.2 Weak; 0.2 - 0.3 Medium; 0.3 Strong
                                                                                 cm.SOA10 'Strong'

How they are read and decided.  A table is a list of bands over the coefficient's range: "t >"
is the band below t, "a - b" the band from a (included) up to b (excluded), the last band up to
the top of the range (included), "More than t" the values above t, and a lone number t (SOA9's
"0.8", SOA10's "0.3") the band from t up.  "0.40 - 0.75" in SOA2 keeps 0.75, which the next row
("More than 0.75") leaves out.  The ranges: kappa in [-1, 1] (DT2019-S2.kappa-range), Cramer's V
in [0, 1] (PYCM-S4.1), MCC in [0, 1] (the notices T6.4, T7.4: only positive values; MCC itself
is in [-1, 1]), Krippendorff's alpha <= 1, Pearson's C in [0, 1).  Each table claim (T*.1,
T6.2, T7.2) states that the printed thresholds increase and that every value of the range lies
in exactly one band (the bands are contiguous, do not overlap and cover the range); Z3 decides
it.  Each printed label of cm (T*.2, T6.3, T7.3) is checked against the band that cm's exact
coefficient lies in.  The labels themselves are conventions, not checkable.

Words (T6.1, T7.1) "MCC is a confusion matrix method of calculating the Pearson product-moment
correlation coefficient (not to be confused with Pearson's C). Therefore, it has the same
interpretation": overall, the MCC of every N x N matrix on which it is defined is the Pearson
correlation of the one-hot encodings of its actual and predicted classes (computed case by
case, DT2019 eq. (3), cited from DT2019-E3), and it is not Pearson's C (the two differ on cm);
per class, the printed MCC of class k is the Pearson correlation of the indicators "actually
k" and "predicted k", for the counts of any class of any matrix on which it is defined.
"""

from __future__ import annotations

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Cite, Close, matrices
from kappamcc.model.kinds import AllOf, Derived, Relation, eq
from kappamcc.families.pycm_example import CLASS_NAMES
from kappamcc.proofs.delgado_tibau_2019 import eq_3
from kappamcc.families.pycm_benchmark_tables import Band
from kappamcc.families.pycm_benchmark_tables import Table as BenchmarkTable
from kappamcc.families.pycm_benchmark_tables import table_partition_claim
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.m_mcc import CLASS_TABLE, MCC as CLASS_MCC
from kappamcc.proofs.pycm.m_mcc import MCC_DEFINED
from kappamcc.proofs.pycm.n_notation import ONE_VS_REST
from kappamcc.proofs.pycm.o_common import CM, pearson_binary
from kappamcc.proofs.pycm.x_example_matrix import ON_CM

R = sp.Rational


# a table of this document (families.pycm_benchmark_tables.Table): its claims' source pycm(...),
# a label printed for cm taking the printed scope ON_CM
Table = partial(BenchmarkTable, source_at=pycm, printed_scope=ON_CM)


KAPPA = sp.Interval(-1, 1)
LANDIS_KOCH = Table(
    "SOA1 (Landis & Koch)",
    "kappa",
    (
        Band("Poor", -1, 0),
        Band("Slight", 0, R("0.2")),
        Band("Fair", R("0.2"), R("0.4")),
        Band("Moderate", R("0.4"), R("0.6")),
        Band("Substantial", R("0.6"), R("0.8")),
        Band("Almost perfect", R("0.8"), 1, hi_closed=True),
    ),
    KAPPA,
)
FLEISS = Table(
    "SOA2 (Fleiss)",
    "kappa",
    (
        Band("Poor", -1, R("0.40")),
        Band("Intermediate to Good", R("0.40"), R("0.75"), hi_closed=True),
        Band("Excellent", R("0.75"), 1, lo_closed=False, hi_closed=True),
    ),
    KAPPA,
)
ALTMAN = Table(
    "SOA3 (Altman)",
    "kappa",
    (
        Band("Poor", -1, R("0.2")),
        Band("Fair", R("0.2"), R("0.4")),
        Band("Moderate", R("0.4"), R("0.6")),
        Band("Good", R("0.6"), R("0.8")),
        Band("Very Good", R("0.8"), 1, hi_closed=True),
    ),
    KAPPA,
)
CICCHETTI = Table(
    "SOA4 (Cicchetti)",
    "kappa",
    (
        Band("Poor", -1, R("0.40")),
        Band("Fair", R("0.40"), R("0.59")),
        Band("Good", R("0.59"), R("0.74")),
        Band("Excellent", R("0.74"), R("1.00"), hi_closed=True),
    ),
    KAPPA,
)
CRAMER = Table(
    "SOA5 (Cramer)",
    "V",
    (
        Band("Negligible", 0, R("0.1")),
        Band("Weak", R("0.1"), R("0.2")),
        Band("Moderate", R("0.2"), R("0.4")),
        Band("Relatively Strong", R("0.4"), R("0.6")),
        Band("Strong", R("0.6"), R("0.8")),
        Band("Very Strong", R("0.8"), R("1.0"), hi_closed=True),
    ),
    sp.Interval(0, 1),
)


MATTHEWS_BANDS = (
    Band("Negligible", 0, R("0.3")),
    Band("Weak", R("0.3"), R("0.5")),
    Band("Moderate", R("0.5"), R("0.7")),
    Band("Strong", R("0.7"), R("0.9")),
    Band("Very Strong", R("0.9"), R("1.0"), hi_closed=True),
)
MATTHEWS = Table("SOA6 (Matthews)", "MCC", MATTHEWS_BANDS, sp.Interval(0, 1))
MCCI = Table("MCCI (per-class MCC)", "MCC", MATTHEWS_BANDS, sp.Interval(0, 1))
KRIPPENDORFF = Table(
    "SOA9 (Krippendorff)",
    "alpha",
    (
        Band("Low", -sp.oo, R("0.667")),
        Band("Tentative", R("0.667"), R("0.8")),
        Band("High", R("0.8"), 1, hi_closed=True),
    ),
    sp.Interval(-sp.oo, 1),
)
PEARSON_C = Table(
    "SOA10 (Pearson's C)",
    "C",
    (
        Band("Not Appreciable", 0, R("0.1")),
        Band("Weak", R("0.1"), R("0.2")),
        Band("Medium", R("0.2"), R("0.3")),
        Band("Strong", R("0.3"), 1),
    ),
    sp.Interval.Ropen(0, 1),
)

READING = (
    "'t >' the band below t; 'a - b' (or 'a – b') from a included to b excluded, the last band up to the top of "
    "the range included"
)
# table_claim(claim_id, table, locator, printed, reading=READING, **kw): the table as printed is a
# partition of its range (families.pycm_benchmark_tables.Table.partition_claim)
table_claim = partial(table_partition_claim, reading=READING)

KAPPA_CM, V_CM, MCC_CM = metrics.kappa(CM), metrics.cramers_v(CM), metrics.mcc(CM)
MCC_PER_CLASS = [metrics.mcc_one_vs_rest(CM, positive=k) for k in range(3)]
ALPHA_CM, C_CM = metrics.krippendorff_alpha(CM), metrics.pearson_c(CM)
MCCI_PRINTED = {"L1": "Moderate", "L2": "Negligible", "L3": "Negligible"}


# T6.1: the multi-class MCC is the correlation of the one-hot encodings of the actual and the predicted
# classes, for every N (DT2019 eq. (3), proved in DT2019-E3 from the matrix's cases)
DT2019_E3 = next(c for c in eq_3.CLAIMS if c.id == "DT2019-E3")
T6_1_PEARSON = Derived(
    "PYCM-T6.1.pearson",
    "the multi-class MCC, (S tr - sum r c)/sqrt((S^2 - sum r^2)(S^2 - sum c^2)), is the Pearson "
    "correlation rho~(X, Y) of the one-hot encodings X, Y of the actual and the predicted classes, computed case by "
    "case (DT2019 eq. (3)), for every N x N matrix of counts on which MCC is defined",
    pycm("cell 806, L1610-1613"),
    formula=matrices([eq_3.C, eq_3.delta], nonneg={"C"}, hyps=eq_3.E3_DEFINED, goal=eq_3.E3_GOAL),
    lines=[Cite(DT2019_E3), Close(eq_3.E3_GOAL, eq_3.E3_DEFINED, (1,))],
    domain=Domain(text="every N >= 1; counts >= 0, zero counts allowed, with (S^2 - sum r^2)(S^2 - sum c^2) != 0"),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
T6_1_NOT_C = Relation(
    "PYCM-T6.1.not-c",
    "the MCC is not Pearson's C: they differ on cm (11/30 and sqrt(341)/31)",
    pycm("cell 806, L1610-1613"),
    relation=sp.Ne(MCC_CM, C_CM, evaluate=False),
    expected=Status.PROVED,
    origin=Origin.SUITE,
)


CLAIMS = [
    table_claim(
        "PYCM-T1.1",
        LANDIS_KOCH,
        "cells 781-782, L1507-1523",
        "0 > Poor; 0 - 0.2 Slight; 0.2 – 0.4 Fair; 0.4 – 0.6 Moderate; 0.6 – 0.8 Substantial; 0.8 – 1.0 Almost perfect",
        uses=("DT2019-S2.kappa-range",),
    ),
    LANDIS_KOCH.label_claim("PYCM-T1.2", "cell 783, L1525-1526", "Fair", KAPPA_CM, "cm's kappa 11/31 = 0.3548..."),
    table_claim(
        "PYCM-T2.1",
        FLEISS,
        "cells 786-787, L1530-1540",
        "0.40 > Poor; 0.40 - 0.75 Intermediate to Good; More than 0.75 Excellent",
        reading=READING + "; 'More than 0.75' leaves 0.75 out, so '0.40 - 0.75' keeps it (PyCM's code labels "
        "0.75 'Excellent')",
        uses=("DT2019-S2.kappa-range",),
    ),
    FLEISS.label_claim("PYCM-T2.2", "cell 788, L1542-1543", "Poor", KAPPA_CM, "cm's kappa 11/31 = 0.3548..."),
    table_claim(
        "PYCM-T3.1",
        ALTMAN,
        "cells 791-792, L1547-1561",
        "0.2 > Poor; 0.2 – 0.4 Fair; 0.4 – 0.6 Moderate; 0.6 – 0.8 Good; 0.8 – 1.0 Very Good",
        uses=("DT2019-S2.kappa-range",),
    ),
    ALTMAN.label_claim("PYCM-T3.2", "cell 793, L1563-1564", "Fair", KAPPA_CM, "cm's kappa 11/31 = 0.3548..."),
    table_claim(
        "PYCM-T4.1",
        CICCHETTI,
        "cells 796-797, L1568-1580",
        "0.40 > Poor; 0.40 – 0.59 Fair; 0.59 – 0.74 Good; 0.74 – 1.00 Excellent",
        uses=("DT2019-S2.kappa-range",),
    ),
    CICCHETTI.label_claim("PYCM-T4.2", "cell 798, L1582-1583", "Poor", KAPPA_CM, "cm's kappa 11/31 = 0.3548..."),
    table_claim(
        "PYCM-T5.1",
        CRAMER,
        "cells 801-802, L1587-1603",
        "0.1 > Negligible; 0.1 – 0.2 Weak; 0.2 – 0.4 Moderate; 0.4 – 0.6 Relatively Strong; 0.6 – 0.8 Strong; "
        "0.8 – 1.0 Very Strong",
        uses=("PYCM-S4.1",),
    ),
    CRAMER.label_claim(
        "PYCM-T5.2", "cell 803, L1605-1606", "Relatively Strong", V_CM, "cm's Cramer's V sqrt(110)/20 = 0.5244..."
    ),
    T6_1_PEARSON,
    T6_1_NOT_C,
    AllOf(
        "PYCM-T6.1",
        "MCC computes a Pearson product-moment correlation: the overall MCC is the Pearson correlation "
        "of the one-hot encodings of the actual and predicted classes, computed case by case, for every N x N matrix "
        "on which it is defined; and it is not Pearson's C (the two differ on cm)",
        pycm("cell 806, L1610-1613"),
        parts=[T6_1_PEARSON, T6_1_NOT_C],
        expected=Status.PROVED,
        reading="'a confusion matrix method of calculating the Pearson product-moment correlation coefficient': "
        "the correlation of the one-hot case vectors (DT2019 eq. (3)); for two classes it is the Pearson "
        "correlation of the indicators (PYCM-T7.1); 'not to be confused with Pearson's C': a different "
        "function, which one matrix shows; 'the same interpretation' is the table T6.2",
    ),
    table_claim(
        "PYCM-T6.2",
        MATTHEWS,
        "cell 807, L1614-1626",
        "0.3 > Negligible; 0.3 - 0.5 Weak; 0.5 - 0.7 Moderate; 0.7 - 0.9 Strong; 0.9 - 1.0 Very Strong",
        reading=READING + "; over MCC in [0, 1], as the notice T6.4 says ('only positive values are considered')",
        uses=("PYCM-T6.4",),
    ),
    MATTHEWS.label_claim("PYCM-T6.3", "cell 808, L1628-1629", "Weak", MCC_CM, "cm's overall MCC 11/30 = 0.3666..."),
    Relation(
        "PYCM-T6.4",
        "only positive values are considered: the table covers MCC in [0, 1], and cm's overall MCC is "
        "positive, so the table applies to it",
        pycm("cell 810, L1631-1632", quote="Notice : only positive values are considered"),
        relation=sp.Gt(MCC_CM, 0, evaluate=False),
        expected=Status.PROVED,
        reading="the notice restricts the table to the positive part [0, 1] of MCC's range [-1, 1] (T6.2 decides "
        "the bands there); what a negative MCC is labelled is not said (PyCM's code calls it "
        "'Negligible')",
    ),
    Relation(
        "PYCM-T7.1",
        "the MCC of class k computes a Pearson product-moment correlation: the per-class MCC, the MCC of the "
        "class's one-vs-rest table [[TP, FN], [FP, TN]] (printed as (TP TN - FP FN)/sqrt((TP+FP)(TP+FN)(TN+FP)(TN+FN)), "
        "M1.4), is the Pearson correlation of the indicators 'actually "
        "in class k' and 'predicted as class k' over the cases, for the counts TP, TN, FP, FN >= 0 of any class of "
        "any matrix on which it is defined",
        pycm("cell 448, L707-710"),
        relation=eq(CLASS_MCC, pearson_binary(ONE_VS_REST)),
        domain=MCC_DEFINED,
        expected=Status.PROVED,
        uses=("PYCM-M1.4",),
        families=(CLASS_TABLE,),
        reading="PyCM's per-class MCC is the MCC of the class's one-vs-rest table [[TP, FN], [FP, TN]]; 'the same "
        "interpretation' is the table T7.2",
    ),
    table_claim(
        "PYCM-T7.2",
        MCCI,
        "cell 449, L711-723",
        "0.3 > Negligible; 0.3 - 0.5 Weak; 0.5 - 0.7 Moderate; 0.7 - 0.9 Strong; 0.9 - 1.0 Very Strong",
        reading=READING + "; over MCC in [0, 1], as the notice T7.4 says ('only positive values are considered')",
        uses=("PYCM-T7.4",),
    ),
    *[
        MCCI.label_claim(
            f"PYCM-T7.3.{name}",
            "cell 450, L725-726",
            MCCI_PRINTED[name],
            MCC_PER_CLASS[k],
            f"the MCC of class {name} of cm, {sp.nsimplify(MCC_PER_CLASS[k])} = {sp.N(MCC_PER_CLASS[k], 4)}...",
        )
        for k, name in enumerate(CLASS_NAMES)
    ],
    Relation(
        "PYCM-T7.4",
        "only positive values are considered: the table covers MCC in [0, 1], and the MCC of every "
        "class of cm is positive, so the table applies to them",
        pycm("cell 452, L728-729", quote="Notice : only positive values are considered"),
        relation=[sp.Gt(v, 0, evaluate=False) for v in MCC_PER_CLASS],
        expected=Status.PROVED,
        reading="the notice restricts the table to the positive part [0, 1] of MCC's range [-1, 1]",
    ),
    table_claim(
        "PYCM-T8.1",
        KRIPPENDORFF,
        "cells 822-823, L1681-1691",
        "0.667 > Low; 0.667 - 0.8 Tentative; 0.8 High",
        reading=READING + "; the lone '0.8' (as the file prints it) is the band from 0.8 up; alpha <= 1",
    ),
    KRIPPENDORFF.label_claim(
        "PYCM-T8.2", "cell 824, L1692-1693", "Low", ALPHA_CM, "cm's Krippendorff's alpha 68/183 = 0.3715..."
    ),
    table_claim(
        "PYCM-T9.1",
        PEARSON_C,
        "cells 827-828, L1697-1709",
        "0 - 0.1 Not Appreciable; 0.1 - 0.2 Weak; 0.2 - 0.3 Medium; 0.3 Strong",
        reading=READING + "; the lone '0.3' (as the file prints it) is the band from 0.3 up; C = sqrt(chi^2 / "
        "(chi^2 + POP)) is in [0, 1)",
    ),
    PEARSON_C.label_claim(
        "PYCM-T9.2", "cell 829, L1710-1711", "Strong", C_CM, "cm's Pearson's C sqrt(341)/31 = 0.5956..."
    ),
]
