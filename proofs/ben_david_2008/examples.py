"""Examples 1-6 of Ben-David 2008: every printed number (BD2008-X0 ... X7).

§4, L100-188.  Each example prints a table [[TP, FN], [FP, TN]] with its row totals
P, N, column totals Pbar, Nbar and grand total 1, then "accuracy", P_c and K:

    X1 "A random confusion matrix"            0.25 0.25 / 0.25 0.25   acc 0.5   P_c 0.5    K 0      (L102-114)
    X2 "A confusion matrix of a 'Smarter' classifier"
                                              0.40 0.10 / 0.10 0.40   acc --    P_c 0.5    K 0.6    (L118-128)
    X3 "A confusion matrix of a perfect classifier"
                                              0.50 0.00 / 0.00 0.50   acc 1.00  P_c 0.5    K 1.00   (L130-142)
    X4 "A confusion matrix of imbalanced classes"
                                              0.65 0.05 / 0.15 0.15   acc 0.80  P_c 0.625  K 0.474  (L144-156)
    X5 "Perfect hits of imbalanced classes"   0.70 0.00 / 0.00 0.30   acc 1.00  P_c 0.58   K 1.00   (L158-170)
    X6 "A confusion matrix of an imbalanced class random classifier"
                                              0.49 0.21 / 0.21 0.09   acc 0.58  P_c 0.58   K 0      (L172-186)

    X0 (L100): "The first three examples assume that the fraction of TP examples is identical
       to that of the negatives. It is also assumed that the fraction of positively classified
       examples is identical to that of negatively classified ones."
    X7 (L188): "each of the six points in the FP-TP space had a corresponding point in the
       P_c-K space"

The marginals and totals are exact sums of the printed cells, so they are checked as
exact equalities (one claim per example, Xn.table); accuracy, P_c and K are computed
exactly from the printed cells by :mod:`kappamcc.metrics` and judged at the printed
precision.  The sentences "the point (FP, TP) = (...) corresponds to the point
(P_c, K) = (...)" repeat the table's cells and the same P_c and K; only X3's "K = 1.0"
(printed "1.00" in the table sentence) has a different precision and is judged too.

Not invented: Example 2 prints no accuracy ("Here: accuracy is P_c is 0.5, and K is
0.6", L126); nothing is claimed for it.  X0's "the fraction of TP examples is identical to
that of the negatives" is read as its readers read it (docs/readings.md, a gloss): the
examples whose true class is positive, P, against the negatives, N; the second sentence's
"positively classified examples" against "negatively classified ones" is Pbar = Nbar, and
"These assumptions are relaxed later on" (Examples 4-6, P = 0.7) confirms that the first
is about the class balance.  Read literally, as the true-positive cell TP against N, it
would be false in Examples 1 and 2 (TP = 0.25 and 0.40, N = 0.50) and would not be an
assumption about the data at all; that reading is kept as a suite claim (X0.literal).

Finding: Example 4's P_c = 0.625 is wrong: P Pbar + N Nbar = 0.7 x 0.8 + 0.3 x 0.2 = 0.62
exactly (0.620 at the printed precision); the printed K = 0.474 is right, and is
(0.80 - 0.62)/(1 - 0.62) = 9/19 = 0.47368..., not (0.80 - 0.625)/(1 - 0.625) = 0.4667.
"""

import sympy as sp

from kappamcc.families.roc import concrete, table
from kappamcc import metrics
from kappamcc.model.claims import Erratum, Origin, Status
from kappamcc.model.kinds import PrintedValue, Relation, chain, eq
from kappamcc.proofs.ben_david_2008 import bd

R = sp.Rational
# (id, title, cells TP FN FP TN, printed P N Pbar Nbar, printed accuracy, P_c, K, locator)
EXAMPLES = [
    (
        "X1",
        "A random confusion matrix",
        ("0.25", "0.25", "0.25", "0.25"),
        ("0.50", "0.50", "0.50", "0.50"),
        "0.5",
        "0.5",
        "0",
        "Example 1, L102-114",
    ),
    (
        "X2",
        "A confusion matrix of a 'Smarter' classifier",
        ("0.40", "0.10", "0.10", "0.40"),
        ("0.50", "0.50", "0.50", "0.50"),
        None,
        "0.5",
        "0.6",
        "Example 2, L118-128",
    ),
    (
        "X3",
        "A confusion matrix of a perfect classifier",
        ("0.50", "0.00", "0.00", "0.50"),
        ("0.50", "0.50", "0.50", "0.50"),
        "1.00",
        "0.5",
        "1.00",
        "Example 3, L130-142",
    ),
    (
        "X4",
        "A confusion matrix of imbalanced classes",
        ("0.65", "0.05", "0.15", "0.15"),
        ("0.70", "0.30", "0.80", "0.20"),
        "0.80",
        "0.625",
        "0.474",
        "Example 4, L144-156",
    ),
    (
        "X5",
        "Perfect hits of imbalanced classes",
        ("0.70", "0.00", "0.00", "0.30"),
        ("0.70", "0.30", "0.70", "0.30"),
        "1.00",
        "0.58",
        "1.00",
        "Example 5, L158-170",
    ),
    (
        "X6",
        "A confusion matrix of an imbalanced class random classifier",
        ("0.49", "0.21", "0.21", "0.09"),
        ("0.70", "0.30", "0.70", "0.30"),
        "0.58",
        "0.58",
        "0",
        "Example 6, L172-186",
    ),
]

TABLES = {x[0]: concrete(table(*x[2]), f"Example {x[0][1]}", x[7]) for x in EXAMPLES}


X1, X3, X4, X6 = TABLES["X1"], TABLES["X3"], TABLES["X4"], TABLES["X6"]

# the classifier ignores the truth: every cell is the product of its row and column totals
INDEPENDENT = {
    x: [
        eq(F.matrix[0, 0], F.P * F.Pbar),
        eq(F.matrix[0, 1], F.P * F.Nbar),
        eq(F.matrix[1, 0], F.N * F.Pbar),
        eq(F.matrix[1, 1], F.N * F.Nbar),
    ]
    for x, F in (("X1", X1), ("X6", X6))
}

# per example: its table's margins, its accuracy (where printed), P_c and K, each against the printed value
PER_EXAMPLE = [
    claim
    for xid, title, cells, margins, acc, pc, k, loc in EXAMPLES
    for F in (TABLES[xid],)
    for claim in (
        Relation(
            f"BD2008-{xid}.table",
            f"{title}: P, N, Pbar, Nbar = {', '.join(margins)}, total 1 (row and column sums of the printed cells)",
            bd(f"§4, {loc}", rf"TP={cells[0]},FN={cells[1]},FP={cells[2]},TN={cells[3]}"),
            relation=[
                eq(F.P, R(margins[0])),
                eq(F.N, R(margins[1])),
                eq(F.Pbar, R(margins[2])),
                eq(F.Nbar, R(margins[3])),
                eq(F.total, 1),
            ],
            expected=Status.PROVED,
        ),
        PrintedValue(
            f"BD2008-{xid}.acc",
            f"{title}: accuracy = {acc}",
            bd(f"§4, {loc}"),
            exact=F.P0,
            printed=acc,
            expected=Status.PROVED,
        )
        if acc is not None
        else None,
        PrintedValue(
            f"BD2008-{xid}.Pc",
            f"{title}: P_c = {pc}",
            bd(f"§4, {loc}"),
            exact=F.Pc,
            printed=pc,
            expected=Status.CORRECTED if xid == "X4" else Status.PROVED,
            erratum=Erratum.typo(
                "a value slip: P Pbar + N Nbar = 0.7 x 0.8 + 0.3 x 0.2 = 0.62 exactly, "
                "and the printed K = 0.474 = (0.80 - 0.62)/(1 - 0.62) was computed "
                "with 0.62"
            )
            if xid == "X4"
            else None,
            correction=PrintedValue(
                f"BD2008-{xid}.Pc.corrected",
                "P_c = 0.7 x 0.8 + 0.3 x 0.2 = 0.62",
                bd(f"§4, {loc}"),
                exact=F.Pc,
                printed="0.62",
                expected=Status.PROVED,
            )
            if xid == "X4"
            else None,
        ),
        PrintedValue(
            f"BD2008-{xid}.K",
            f"{title}: K = {k}",
            bd(f"§4, {loc}"),
            exact=metrics.kappa(F.matrix),
            printed=k,
            expected=Status.PROVED,
        ),
    )
    if claim is not None
]


CLAIMS = PER_EXAMPLE + [
    PrintedValue(
        "BD2008-X3.K.point",
        "Example 3: the point (P_c, K) = (0.5, 1.0): K = 1.0",
        bd("§4, Example 3, L142"),
        exact=metrics.kappa(X3.matrix),
        printed="1.0",
        expected=Status.PROVED,
    ),
    Relation(
        "BD2008-X0",
        "Examples 1-3 assume 'that the fraction of TP examples is identical to that of the negatives' "
        "(P = N) and 'that the fraction of positively classified examples is identical to that of negatively "
        "classified ones' (Pbar = Nbar)",
        bd("§4, L100"),
        relation=[
            link
            for x in ("X1", "X2", "X3")
            for link in (eq(TABLES[x].P, TABLES[x].N), eq(TABLES[x].Pbar, TABLES[x].Nbar))
        ],
        expected=Status.PROVED,
        reading="'TP examples' as the paper's readers take it: the examples that are truly positive, the row total "
        "P of Table 1, set against 'the negatives' N (the next sentence sets the positively classified, "
        "Pbar, against the negatively classified, Nbar; 'relaxed later on' is Examples 4-6, P = 0.7)",
    ),
    Relation(
        "BD2008-X0.literal",
        "(literal reading) the true-positive cell TP equals N in Examples 1-3",
        bd("§4, L100 (suite check: the literal reading)"),
        relation=[eq(TABLES[x].matrix[0, 0], TABLES[x].N) for x in ("X1", "X2", "X3")],
        expected=Status.REFUTED,
        origin=Origin.SUITE,
        uses=("BD2008-X0",),
        reading="'TP examples' read literally as the true-positive cell (L110): TP = 0.25 and 0.40 in Examples 1 "
        "and 2, N = 0.50; not the reading taken for BD2008-X0",
    ),
    Relation(
        "BD2008-X1.random",
        "Example 1 'assumes a random classifier': every cell is (row total) x (column total)",
        bd("§4, Example 1, L108-114"),
        relation=INDEPENDENT["X1"],
        expected=Status.PROVED,
    ),
    Relation(
        "BD2008-X4.setup",
        "Example 4: classes 'not equally distributed', and the classifier labels a higher portion as "
        "positives than their share in reality: P != N, P < Pbar",
        bd("§4, L144"),
        relation=[sp.Ne(X4.P, X4.N, evaluate=False)] + chain(X4.P, "<", X4.Pbar),
        expected=Status.PROVED,
    ),
    Relation(
        "BD2008-X6.random",
        "Example 6 is what 'a random classifier for the above examples is expected to produce': "
        "every cell is (row total) x (column total)",
        bd("§4, Example 6, L172-186"),
        relation=INDEPENDENT["X6"],
        expected=Status.PROVED,
    ),
    Relation(
        "BD2008-X7",
        "each of the six points (FP, TP) has a corresponding point (P_c, K): P_c < 1, so K is defined, in all six",
        bd("§4, L188"),
        relation=[sp.Lt(F.Pc, 1, evaluate=False) for F in TABLES.values()],
        expected=Status.PROVED,
    ),
]
