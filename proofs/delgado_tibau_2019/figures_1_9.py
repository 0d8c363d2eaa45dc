"""Figures 1-9: each figure as the conjunction of the claims it depicts and of its printed settings
(DT2019-FIG1 ... DT2019-FIG9).

Delgado & Tibau 2019, captions (the images themselves are absent; ``kappamcc.present.figures`` redraws them):

    Fig 1 (p10, L1484-1488): "Agreement between MCC and Kappa for C0. Unbalanced case with
      underrepresentation of the negative class, which is perfectly classified. (a) With a = d = 1, as
      function of b: positive class mainly misclassified. (b) With b = d = 1 as function of a: positive
      class mainly well classified."
    Fig 2 (p14, L2097-2102): "Disagreement between MCC and Kappa for C^{a,b}_{1,a} with a = 0.2, as
      function of b >= 0. If b > 1, the negative class is underrepresented and quite misclassified, and the
      positive class is mainly misclassified. (a) A zoom of the detail for b <= 2. (b) For b <= 30."
    Fig 3 (p15, L2214-2219): "... for C^{a,b}_{1,0} with a = 1, as function of b >= 0. If b > 1, the
      negative class is underrepresented and systematically misclassified, and the positive class is also
      mainly misclassified. (a) A zoom of the detail for b <= 2. (b) For b <= 30."
    Fig 4 (p16, L2315-2320): "... for C^{a,b}_{1,1} with a = 0.2, as function of b >= 0. The negative
      class is classified at random. If b > 1 the positive class is mainly misclassified, and the negative
      class is underrepresented. (a) A zoom of the detail for b <= 2. (b) For b <= 30."
    Fig 5 (p18, L2558-2560): "Disagreement between MCC and Kappa for Z_A, for different values of N.
      (a) N = 2, a zoom of the detail for A <= 5. (b) N = 2, A <= 100. (c) N = 5, A <= 500. (d) N = 10, A <= 1000."
    Fig 6 (p19, L2684): "Experimental agreement between MCC and Kappa for M1(A). Increasing asymmetry but
      constant entropy."
    Fig 7 (p20, L2743-2745): "Experimental disagreement between MCC and Kappa for M2(A). Decreasing to zero
      entropy, which implies increasing asymmetry."
    Fig 8 (p22, L2945-2947): "Experimental agreement between MCC and Kappa for M3(A). Decreasing entropy to
      a positive limit and constant asymmetry."
    Fig 9 (p22, L2951-2953): "Experimental disagreement between MCC and Kappa for M4(A). Entropy decreases
      to zero, which implies that asymmetry increases, for A increasing from 50 to 100, and from A
      decreasing from 50 to 0, by symmetry."

Each DT2019-FIGk is an AllOf: the claims of the text the figure illustrates (reused from their
modules, registered there) and this module's claims on the caption's settings: the behaviour at
the printed parameter values, the class descriptions of the caption at those values, and that
each zoom or range contains the turning points the claims locate.  Readings: a class is
"underrepresented" when its row sum is the smaller one, "(mainly) misclassified" when its recall
is below 1/2 (for b > 1, more false negatives than true positives), "perfectly classified" when its
recall is 1, "classified at random" when its row is [1, 1].

Finding (FIG1.a.recall, FIG1.b.recall): with a = d = 1 the positive class's recall is 1/(1 + b),
below 1/2 ("mainly misclassified") exactly for b > 1; with b = d = 1 it is a/(a + 1), above 1/2
("mainly well classified") exactly for a > 1.  The caption gives no range, so it is read on the
whole panel, as the other captions are; it holds beyond 1 only.

Finding (FIG4.caption): at a = 0.2 the negative class of C^{a,b}_{1,1} = [[0.2, b], [1, 1]] is
underrepresented only for b > 1.8 (row sums 2 < 0.2 + b); for 1 < b <= 1.8 it is the larger
class (b = 3/2: row sums 1.7 and 2).  The caption's "If b > 1" holds for the positive class only.

Observation (FIG9): on the plotted range the entropy of M4 does not reach zero:
Ent(M4(100)) = 0.083... > 0 (Table 2 prints 0.0830); it tends to zero only when the parameter 100
grows (DT2019-XD.3.limit), which is the reading used for the caption.
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Erratum, Origin, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import AllOf, Monotone, Relation, chain, eq
from kappamcc.families.binary import a, b, c_one_a, c_one_one, c_one_zero, c_zero, d
from kappamcc.families.experiments import A as A_M, m4
from kappamcc.model.mathtext import math_text
from kappamcc.testing.strategies import on_interval
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.proofs.delgado_tibau_2019 import (
    cor_4,
    cor_5,
    cor_6,
    cor_7,
    examples_asy,
    examples_behaviour,
    examples_entropy,
    experiment_matrices,
    prop_2,
    prop_8,
    remark_4,
    remarks_1_3,
    s10_fig5,
)

oo = sp.oo
s2 = sp.sqrt(2)


# the claims the figures rest on, by ID, from the modules that state them
CITED = {
    c.id: c
    for module in (
        prop_2,
        cor_4,
        cor_5,
        cor_6,
        cor_7,
        remarks_1_3,
        s10_fig5,
        prop_8,
        examples_behaviour,
        examples_asy,
        examples_entropy,
        remark_4,
        experiment_matrices,
    )
    for c in module.CLAIMS
}
# the panels' ranges b > lo
B_ABOVE = {lo: on_interval(b, sp.Interval.open(lo, oo), f"b > {math_text(lo)}") for lo in (0, 1, sp.Rational(9, 5))}


# --- Fig 1: C_0 = [[a, b], [0, d]] -----------------------------------------------------------------
C0 = c_zero()
fig1 = dt("p10, L1484-1488")
at_a = {a: 1, d: 1}  # panel (a): a = d = 1, as a function of b
at_b = {b: 1, d: 1}  # panel (b): b = d = 1, as a function of a
# each panel's matrix as a family of its own: its kappa and MCC derived from that matrix
PANEL = {
    "a": Family("C_0 at a = d = 1", C0.matrix.xreplace(at_a), on_interval(b, sp.Interval.open(0, oo))),
    "b": Family("C_0 at b = d = 1", C0.matrix.xreplace(at_b), on_interval(a, sp.Interval.open(0, oo))),
}
# (id, statement, expression, variable, direction): each on variable > 0
FIG1_MOVES = {
    cid: Monotone(
        cid,
        statement,
        fig1,
        expr=expr,
        var=var,
        over=sp.Interval.open(0, oo),
        direction=direction,
        expected=Status.PROVED,
        domain=on_interval(var, sp.Interval.open(0, oo)),
        families=(panel,),
    )
    for cid, statement, panel, expr, var, direction in (
        (
            "DT2019-FIG1.a.mcc",
            "Fig 1(a), a = d = 1: MCC(C_0) strictly decreasing in b > 0",
            PANEL["a"],
            PANEL["a"].mcc,
            b,
            "decreasing",
        ),
        (
            "DT2019-FIG1.a.kappa",
            "Fig 1(a), a = d = 1: K(C_0) strictly decreasing in b > 0 (agreement)",
            PANEL["a"],
            PANEL["a"].kappa,
            b,
            "decreasing",
        ),
        (
            "DT2019-FIG1.b.mcc",
            "Fig 1(b), b = d = 1: MCC(C_0) strictly increasing in a > 0",
            PANEL["b"],
            PANEL["b"].mcc,
            a,
            "increasing",
        ),
        (
            "DT2019-FIG1.b.kappa",
            "Fig 1(b), b = d = 1: K(C_0) strictly increasing in a > 0 (agreement)",
            PANEL["b"],
            PANEL["b"].kappa,
            a,
            "increasing",
        ),
    )
}
FIG1_A_MCC, FIG1_A_K, FIG1_B_MCC, FIG1_B_K = FIG1_MOVES.values()
negative_recall_c0 = C0.matrix[1, 1] / (C0.matrix[1, 0] + C0.matrix[1, 1])
FIG1_A_CAPTION = Relation(
    "DT2019-FIG1.a.caption",
    "Fig 1(a), a = d = 1, b > 0: the negative class is underrepresented (row sums 1 < 1 + b) and "
    "perfectly classified (recall 1)",
    fig1,
    relation=[chain(d, "<", a + b)[0].xreplace(at_a), eq(negative_recall_c0.xreplace(at_a), 1)],
    expected=Status.PROVED,
    domain=B_ABOVE[0],
)


# The caption's description of the positive class on the whole panel (var > 0), read as the module
# docstring says: 'mainly misclassified' is recall < 1/2, 'mainly well classified' recall > 1/2.  It holds
# exactly beyond ``boundary``: corrected with both sides proved.  side "<": holds as recall < 1/2, fails
# as recall >= 1/2; side ">": holds as recall > 1/2, fails as recall <= 1/2.
HOLDS, FAILS = {"<": sp.Lt, ">": sp.Gt}, {"<": sp.Ge, ">": sp.Le}
RECALL_CAPTIONS = {
    cid: Relation(
        cid,
        f"Fig 1({panel}): 'positive class {what}' along the panel, {var} > 0: {name}",
        fig1,
        relation=HOLDS[side](recall, sp.Rational(1, 2)),
        domain=on_interval(var, sp.Interval.open(0, oo), f"{var} > 0"),
        correction=AllOf(
            f"{cid}.corrected",
            f"Fig 1({panel}): the positive class is {what} exactly when {var} > {boundary}",
            fig1,
            parts=[
                Relation(
                    f"{cid}.corrected.holds",
                    f"{var} > {boundary}: {name}",
                    fig1,
                    relation=HOLDS[side](recall, sp.Rational(1, 2)),
                    expected=Status.PROVED,
                    domain=on_interval(var, sp.Interval.open(boundary, oo), f"{var} > {boundary}"),
                    origin=Origin.SUITE,
                ),
                Relation(
                    f"{cid}.corrected.fails",
                    f"0 < {var} <= {boundary}: not {name}",
                    fig1,
                    relation=FAILS[side](recall, sp.Rational(1, 2)),
                    expected=Status.PROVED,
                    domain=on_interval(var, sp.Interval.Lopen(0, boundary), f"0 < {var} <= {boundary}"),
                    origin=Origin.SUITE,
                ),
            ],
            expected=Status.PROVED,
            origin=Origin.SUITE,
        ),
        expected=Status.CORRECTED,
        erratum=Erratum.imprecise(
            f"the caption names the scenario of the panel, which holds for {var} > "
            f"{boundary}; on the panel's start 0 < {var} <= {boundary} the positive "
            f"class is not {what}"
        ),
        reading=f"'{what}' is recall {side} 1/2; the caption gives no range of {var}, so it is read on "
        f"the whole panel {var} > 0 (the panel a caption describes is part of its statement); "
        "Figs 2-4 say 'if b > 1' and are read there",
    )
    for cid, panel, what, recall, var, side, boundary in (
        ("DT2019-FIG1.a.recall", "a", "mainly misclassified", (a / (a + b)).xreplace(at_a), b, "<", 1),
        ("DT2019-FIG1.b.recall", "b", "mainly well classified", (a / (a + b)).xreplace(at_b), a, ">", 1),
    )
    for name in (f"recall {math_text(recall)} {side} 1/2",)
}
FIG1_A_RECALL = RECALL_CAPTIONS["DT2019-FIG1.a.recall"]
FIG1_B_CAPTION = Relation(
    "DT2019-FIG1.b.caption",
    "Fig 1(b), b = d = 1, a > 0: the negative class is underrepresented (row sums 1 < a + 1) and "
    "perfectly classified (recall 1)",
    fig1,
    relation=[chain(d, "<", a + b)[0].xreplace(at_b), eq(negative_recall_c0.xreplace(at_b), 1)],
    expected=Status.PROVED,
    domain=on_interval(a, sp.Interval.open(0, oo), "a > 0"),
)
FIG1_B_RECALL = RECALL_CAPTIONS["DT2019-FIG1.b.recall"]
FIG1_OWN = [FIG1_A_MCC, FIG1_A_K, FIG1_B_MCC, FIG1_B_K, FIG1_A_CAPTION, FIG1_A_RECALL, FIG1_B_CAPTION, FIG1_B_RECALL]
FIG1 = AllOf(
    "DT2019-FIG1",
    "Fig 1: agreement between MCC and Kappa for C_0 (Proposition 2), with the caption's settings "
    "a = d = 1 (b varies) and b = d = 1 (a varies)",
    dt("p10, L1484-1488", r"\text{Fig 1}"),
    parts=[CITED[f"DT2019-{i}"] for i in ("P2.1", "P2.2", "P2.L1", "P2.L2", "P2.L3", "P2.L5")] + FIG1_OWN,
    expected=Status.REFUTED,
    erratum=Erratum.imprecise(
        "its caption parts FIG1.a.recall and FIG1.b.recall describe the panels' "
        "scenario, which holds beyond 1 only; every other part is proved"
    ),
)


# --- Figs 2-4: the c = 1 families, as functions of b ------------------------------------------------
# Fig 2: C^{a,b}_{1,a} = [[a, b], [1, a]], a = 0.2
F2, fig2, a2 = c_one_a(), dt("p14, L2097-2102"), sp.Rational(1, 5)
disc = (1 - 2 * a2) ** 2 - 8 * a2**2
b1, b2 = ((1 - 2 * a2) - sp.sqrt(disc)) / 2, ((1 - 2 * a2) + sp.sqrt(disc)) / 2  # Corollary 4's b_1, b_2 (C4.B)
b0 = a2**2 + (a2 + 1) * sp.sqrt(a2**2 + 1)  # K's minimiser (C4.B0)
FIG2_ZOOM = Relation(
    "DT2019-FIG2.zoom",
    "a = 0.2 lies in 0 < a < (sqrt(2)-1)/2, where b_1 and b_2 exist, and "
    "0 < b_1 = 1/5 < b_2 = 2/5 < b_0 = 1/25 + (6/5) sqrt(26/25) < 2: panel (a)'s zoom b <= 2 shows them all",
    fig2,
    relation=chain(0, "<", a2, "<", (s2 - 1) / 2)
    + chain(0, "<", b1, "<", b2, "<", b0, "<", 2)
    + [eq(b1, sp.Rational(1, 5)), eq(b2, sp.Rational(2, 5))],
    expected=Status.PROVED,
)
FIG2_CAPTION = Relation(
    "DT2019-FIG2.caption",
    "Fig 2, a = 0.2, b > 1: the negative class is underrepresented (1 + a < a + b) "
    "and quite misclassified (recall a/(1+a) = 1/6 < 1/2); the positive class is mainly misclassified (b > a)",
    fig2,
    relation=[
        chain(1 + a2, "<", a2 + b)[0],
        chain((F2.matrix[1, 1] / (F2.matrix[1, 0] + F2.matrix[1, 1])).xreplace({a: a2}), "<", sp.Rational(1, 2))[0],
        chain(b, ">", a2)[0],
    ],
    expected=Status.PROVED,
    domain=B_ABOVE[1],
)
FIG2 = AllOf(
    "DT2019-FIG2",
    "Fig 2: disagreement between MCC and Kappa for C^{a,b}_{1,a} (Corollary 4, Remark 1), a = 0.2, b <= 2 and b <= 30",
    dt("p14, L2097-2102", r"\text{Fig 2}"),
    parts=[CITED[f"DT2019-{i}"] for i in ("C4.M", "C4.B", "C4.B0", "C4.L1", "C4.L2", "R1.2", "R1.3")]
    + [FIG2_ZOOM, FIG2_CAPTION],
    expected=Status.PROVED,
)

# Fig 3: C^{a,b}_{1,0} = [[a, b], [1, 0]], a = 1
F3, fig3, a3 = c_one_zero(), dt("p15, L2214-2219"), sp.Integer(1)
FIG3_ZOOM = Relation(
    "DT2019-FIG3.zoom",
    "a = 1: K's minimiser b = sqrt(a + 1) = sqrt(2) lies in panel (a)'s zoom b <= 2",
    fig3,
    relation=chain(0, "<", sp.sqrt(a3 + 1), "<", 2),
    expected=Status.PROVED,
)
FIG3_CAPTION = Relation(
    "DT2019-FIG3.caption",
    "Fig 3, a = 1, b > 1: the negative class is underrepresented (1 < a + b) and "
    "systematically misclassified (recall 0); the positive class is also mainly misclassified (b > a)",
    fig3,
    relation=[
        chain(1, "<", a3 + b)[0],
        eq(F3.matrix[1, 1] / (F3.matrix[1, 0] + F3.matrix[1, 1]), 0),
        chain(b, ">", a3)[0],
    ],
    expected=Status.PROVED,
    domain=B_ABOVE[1],
)
FIG3 = AllOf(
    "DT2019-FIG3",
    "Fig 3: disagreement between MCC and Kappa for C^{a,b}_{1,0} (Corollary 5, Remark 2), a = 1, b <= 2 and b <= 30",
    dt("p15, L2214-2219", r"\text{Fig 3}"),
    parts=[CITED[f"DT2019-{i}"] for i in ("C5.M", "C5.L1", "C5.L2", "R2.2", "R2.3")] + [FIG3_ZOOM, FIG3_CAPTION],
    expected=Status.PROVED,
)

# Fig 4: C^{a,b}_{1,1} = [[a, b], [1, 1]], a = 0.2
F4, fig4, a4 = c_one_one(), dt("p16, L2315-2320"), sp.Rational(1, 5)
FIG4_ZOOM = Relation(
    "DT2019-FIG4.zoom",
    "a = 0.2: K's minimiser b = a + sqrt(2)(a + 1) = 1/5 + (6/5) sqrt(2) = 1.897... lies in panel (a)'s zoom b <= 2",
    fig4,
    relation=chain(0, "<", a4 + s2 * (a4 + 1), "<", 2),
    expected=Status.PROVED,
)
caption4 = [
    eq(F4.matrix[1, 0], F4.matrix[1, 1]),
    chain(b, ">", a4)[0],
    chain(F4.matrix[1, 0] + F4.matrix[1, 1], "<", a4 + b)[0],
]
FIG4_CAPTION = Relation(
    "DT2019-FIG4.caption",
    "Fig 4, a = 0.2: the negative class is classified at random (row [1, 1]); if b > 1, the positive class "
    "is mainly misclassified (b > a) and the negative class is underrepresented (2 < a + b)",
    fig4,
    relation=caption4,
    domain=B_ABOVE[1],
    expected=Status.CORRECTED,
    erratum=Erratum.false(
        "'If b > 1 ... the negative class is underrepresented' fails for 1 < b <= 9/5 at a = 0.2 "
        "(row sums 0.2 + b <= 2)"
    ),
    correction=Relation(
        "DT2019-FIG4.caption.corrected",
        "Fig 4, a = 0.2: the caption holds for b > 2 - a = 9/5 (for 1 < b <= 9/5 the negative class is the larger one)",
        fig4,
        relation=caption4,
        expected=Status.PROVED,
        domain=B_ABOVE[sp.Rational(9, 5)],
    ),
)
FIG4 = AllOf(
    "DT2019-FIG4",
    "Fig 4: disagreement between MCC and Kappa for C^{a,b}_{1,1} (Corollary 6, Remark 3), a = 0.2, b <= 2 and b <= 30",
    dt("p16, L2315-2320", r"\text{Fig 4}"),
    parts=[CITED[f"DT2019-{i}"] for i in ("C6.M", "C6.L1", "C6.L2", "R3.2", "R3.3")] + [FIG4_ZOOM, FIG4_CAPTION],
    expected=Status.REFUTED,
    erratum=Erratum.false("its caption part FIG4.caption fails for 1 < b <= 9/5"),
)

# --- Fig 5: Z_A, N = 2, 5, 10 ---------------------------------------------------------------------
fig5 = dt("p18, L2558-2560")
A_STAR = {n: 1 + n * sp.sqrt(n * (n - 1)) for n in (2, 5, 10)}  # K's minimiser at N = n, DT2019-P8.5.minimum
FIG5_RANGES = Relation(
    "DT2019-FIG5.ranges",
    "K's turning point A* = 1 + N sqrt(N(N-1)) lies inside every panel: "
    "N = 2: A* = 3.83 < 5 (the zoom) < 100; N = 5: A* = 23.4 < 500; N = 10: A* = 95.9 < 1000",
    fig5,
    relation=chain(0, "<", A_STAR[2], "<", 5)
    + chain(0, "<", A_STAR[5], "<", 500)
    + chain(0, "<", A_STAR[10], "<", 1000),
    expected=Status.PROVED,
)
FIG5 = AllOf(
    "DT2019-FIG5",
    "Fig 5: disagreement between MCC and Kappa for Z_A, N = 2 (A <= 5, A <= 100), N = 5 (A <= 500), N = 10 (A <= 1000)",
    dt("p18, L2558-2560", r"\text{Fig 5}"),
    parts=[
        CITED[f"DT2019-{i}"]
        for i in ("S10", "P8.5.mcc", "P8.5.kappa-rises", "P8.5.minimum", "P8.3.mcc", "P8.3.kappa", "C7.M")
    ]
    + [FIG5_RANGES],
    expected=Status.PROVED,
)

# --- Figs 6-9: the experiments ----------------------------------------------------------------------
FIG6 = AllOf(
    "DT2019-FIG6",
    "Fig 6: agreement for M1(A); increasing asymmetry but constant entropy",
    dt("p19, L2684", r"\text{Fig 6}"),
    parts=[CITED[f"DT2019-{i}"] for i in ("XA.4", "XA.2.increasing", "XA.3")],
    expected=Status.PROVED,
)
FIG7 = AllOf(
    "DT2019-FIG7",
    "Fig 7: disagreement for M2(A); entropy decreasing to zero, asymmetry increasing",
    dt("p20, L2743-2745", r"\text{Fig 7}"),
    parts=[CITED[f"DT2019-{i}"] for i in ("XB.5", "XB.6", "XB.4", "XB.2.increasing", "R4.0.m2-asymmetry")],
    expected=Status.PROVED,
)
FIG8 = AllOf(
    "DT2019-FIG8",
    "Fig 8: agreement for M3(A); entropy decreasing to a positive limit, constant asymmetry",
    dt("p22, L2945-2947", r"\text{Fig 8}"),
    parts=[CITED[f"DT2019-{i}"] for i in ("XC.2", "XC.3.decreasing", "XC.3.limit", "XC.3.positive", "XC.4")],
    expected=Status.PROVED,
)

M4_AT_100 = m4().matrix.xreplace({A_M: 100})
FIG9_END = Relation(
    "DT2019-FIG9.entropy-end",
    "on Fig 9's range the entropy stays positive: 0 < Ent(M4(100)) < 1/10 "
    "(it reaches zero only as the parameter 100 grows, DT2019-XD.3.limit)",
    dt("p22, L2951-2953"),
    relation=chain(0, "<", metrics.off_diagonal_entropy(M4_AT_100), "<", sp.Rational(1, 10)),
    expected=Status.PROVED,
)
FIG9 = AllOf(
    "DT2019-FIG9",
    "Fig 9: disagreement for M4(A); entropy decreasing, asymmetry increasing, for A from 50 to 100 "
    "and, by symmetry, from 50 down to 0",
    dt("p22, L2951-2953", r"\text{Fig 9}"),
    parts=[
        CITED[f"DT2019-{i}"]
        for i in (
            "XD.4",
            "XD.4.below",
            "XD.3.decreasing",
            "XD.3.limit",
            "XD.2.increasing",
            "XD.1.mirror",
            "XD.1.mirror-metrics",
            "XD.1.mirror-entropy",
        )
    ]
    + [FIG9_END],
    expected=Status.PROVED,
)

CLAIMS = (
    FIG1_OWN
    + [part for c in (FIG1_A_RECALL, FIG1_B_RECALL) for part in c.correction.parts]
    + [
        FIG1,
        FIG2_ZOOM,
        FIG2_CAPTION,
        FIG2,
        FIG3_ZOOM,
        FIG3_CAPTION,
        FIG3,
        FIG4_ZOOM,
        FIG4_CAPTION,
        FIG4,
        FIG5_RANGES,
        FIG5,
        FIG6,
        FIG7,
        FIG8,
        FIG9_END,
        FIG9,
    ]
)
