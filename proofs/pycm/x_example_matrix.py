"""PyCM's example matrix ``cm``: the transpose flag, the constructor call, the printed matrix and
the relabelling (PYCM-X1 ... X4), and which axis is actual.

PyCM 4.4 Document, cells 100-112, L25-188:

    "`transpose` is added in `version 1.2` in order to transpose input matrix (only in
     `Direct CM` mode)"                                                         (X1, cell 100)
    cm = ConfusionMatrix(matrix={0: {0: 3, 1: 0, 2: 0}, 1: {0: 0, 1: 1, 2: 2},
                                 2: {0: 2, 1: 1, 2: 3}}, digit=5, transpose=True)   (X2, cell 101)
    >>> cm.print_matrix()                                                       (X3, cell 102)
    Predict 0       1       2
    Actual
    0       3       0       2
    1       0       1       1
    2       0       2       3
    cm.relabel(mapping={0:"L1",1:"L2",2:"L3"}, sort=True)                       (X4, cell 112)

The printed text is read back into cells here (X3.cells).  The argument, read with row i the
dict of outer key i, is [[3, 0, 0], [0, 1, 2], [2, 1, 3]]; the printed matrix is its transpose
(X1), as ``transpose=True`` says.  The notebook prints no other description of the layout
than the labels "Actual" (rows) and "Predict" (columns); the per-class counts it prints
(PYCM-B1 ... B9) decide it: P, "the number of occurrences of each class in y_true", is the row
sums (5, 2, 5) and TOP, the predicted outcomes, the column sums (3, 3, 6), and neither fits the
other axis (X3.layout).  So the printed matrix is in the suite's layout (rows actual), and
every per-class claim of the PYCM modules computes from it
(``kappamcc.families.pycm_example``).

How printed values are judged.  PyCM prints the repr of the double it computes: the shortest
decimal that converts back to that double, up to 17 significant digits, of which the last one
or two carry the rounding errors of double arithmetic (3/5 comes out of TPR + TNR - 1 as
0.6000000000000001, 11/31 as 0.35483870967741943).  Judged at its last printed digit, nearly
every such print would be "wrong" by 10^-16, which says nothing about the document.  The
reading here: a printed double is judged at 15 decimal places, the precision that double
arithmetic keeps for numbers of size about 1 (every value judged so is a probability, a
coefficient in [-1, 1] or a standard error below 1): it must lie within half a unit of the 15th
decimal, 5 10^-16, of the exact value.  The print is compared as printed, not rounded first:
rounding it to 15 decimals could cross a rounding boundary (cm's Kappa_CI ends in
0.7867531935759315, 8 10^-17 from the exact 0.78675319357593145873..., on the other side of the
15-decimal midpoint).  So a printed value is a relation between closed numbers, decided
exactly, rather than a PrintedValue (which judges at the last printed digit); a per-class
output is one relation with a link per class.  The printed text is kept in each claim's
statement and source.  Counts, printed as integers, are compared exactly.
"""

from functools import partial

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Origin, Scope, Status
from kappamcc.model.kinds import AllOf, Relation, eq
from kappamcc.families.pycm_example import CLASS_NAMES, CONSTRUCTOR_ARGUMENT, from_constructor, pycm_example
from kappamcc.families import pycm_common
from kappamcc.families.pycm_common import (  # noqa: F401  (the claim modules and tests import them from here)
    DOUBLE_DECIMALS,
    DOUBLE_READING,
    DOUBLE_TOLERANCE,
    is_count,
    printed_link,
    printed_number,
    read_back,
)
from kappamcc.proofs.pycm import pycm

# ---------------------------------------------------------------------------
# cm, and its one-vs-rest counts (rows actual)

CM = pycm_example().matrix
S = metrics.total(CM)
DIAGONAL = [CM[k, k] for k in range(3)]
ROWS = metrics.row_sums(CM)  # actual: P
COLS = metrics.col_sums(CM)  # predicted: TOP

# ---------------------------------------------------------------------------
# printed values

# a value printed for cm is a statement about that one matrix: exactly the printed scope
ON_CM = Scope.full("the document's example matrix cm (PYCM-X3)")


# a value PyCM prints for cm (families.pycm_common.printed_output), and a per-class output
# (families.pycm_common.per_class): sources of this document, the printed scope ON_CM by default
printed_output = partial(pycm_common.printed_output, source_at=pycm, printed_scope=ON_CM)
per_class = partial(pycm_common.per_class, source_at=pycm, printed_scope=ON_CM)


# ---------------------------------------------------------------------------
# X1-X3: the printed matrix, read back, against the constructor argument

PRINT_MATRIX = """Predict 0       1       2
Actual
0       3       0       2

1       0       1       1

2       0       2       3
"""


READ = read_back(PRINT_MATRIX)
ARGUMENT = from_constructor(transpose=False)  # row i: the dict of outer key i, its values in key order
AS_PASSED = from_constructor(transpose=True)

# B5.2, B7.2, B4.1, B3.1: the per-class counts cm prints (L226, L242, L217, L210)
PRINTED_P, PRINTED_TOP, PRINTED_FN, PRINTED_FP = (5, 2, 5), (3, 3, 6), (2, 1, 2), (0, 2, 3)


X3_CELLS = Relation(
    "PYCM-X3.cells",
    "the printed matrix of cell 102, read back (rows under 'Actual', columns under "
    "'Predict'), is [[3, 0, 2], [0, 1, 1], [0, 2, 3]]: the suite's pycm_example()",
    pycm("cell 102, L29-36", quote=PRINT_MATRIX),
    relation=[eq(READ[i][j], CM[i, j]) for i in range(3) for j in range(3)],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
X3_LAYOUT = Relation(
    "PYCM-X3.layout",
    "rows actual, as printed: the row sums of the printed matrix are the printed P "
    "(5, 2, 5), its column sums the printed TOP (3, 3, 6), row sum minus diagonal the printed FN "
    "(2, 1, 2), column sum minus diagonal the printed FP (0, 2, 3)",
    pycm("cell 102, L29-36; cells 252-267, L210-243"),
    relation=[eq(ROWS[k], PRINTED_P[k]) for k in range(3)]
    + [eq(COLS[k], PRINTED_TOP[k]) for k in range(3)]
    + [eq(ROWS[k] - DIAGONAL[k], PRINTED_FN[k]) for k in range(3)]
    + [eq(COLS[k] - DIAGONAL[k], PRINTED_FP[k]) for k in range(3)],
    expected=Status.PROVED,
    origin=Origin.SUITE,
    reading="P is 'the number of occurrences of each class in y_true' (PYCM-N5): the actual classes",
)
X3_NOT_COLUMNS = Relation(
    "PYCM-X3.not-columns",
    "the other axis does not fit the printed counts: the column sums "
    "(3, 3, 6) are not the printed P (5, 2, 5), so the columns are not the actual classes",
    pycm("cell 102, L29-36; cell 259, L226-227"),
    relation=[sp.Ne(COLS[0], PRINTED_P[0], evaluate=False), sp.Ne(COLS[2], PRINTED_P[2], evaluate=False)],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

CLAIMS = [
    Relation(
        "PYCM-X1",
        "transpose=True transposes the input matrix: the printed matrix (X3) is the transpose of the "
        "argument read row by outer key, [[3, 0, 0], [0, 1, 2], [2, 1, 3]]; the argument is not symmetric "
        "(its cells (0, 2) and (2, 0) are 0 and 2), so the flag changes the matrix",
        pycm(
            "cell 100, L25-26",
            quote="`transpose` is added in `version 1.2` in order to transpose input matrix (only in `Direct CM` mode)",
        ),
        relation=[eq(READ[i][j], ARGUMENT.T[i, j]) for i in range(3) for j in range(3)]
        + [sp.Ne(ARGUMENT[0, 2], ARGUMENT[2, 0], evaluate=False)],
        expected=Status.PROVED_IN_PART,
        scope=Scope(
            printed="the transpose flag, for any matrix passed in 'Direct CM' mode",
            checked="the document's one call with it (cell 101) and the matrix it prints (cell 102)",
        ),
        reading="'Direct CM' mode: the matrix is passed as a dict of dicts; 'transpose' exchanges rows and columns",
    ),
    Relation(
        "PYCM-X2",
        "the constructor's argument is a confusion matrix: nine non-negative integer counts, 12 cases "
        "in all (the printed POP, PYCM-B9.2); with transpose=True it gives the printed matrix",
        pycm(
            "cell 101, L27",
            quote="cm = ConfusionMatrix(matrix={0: {0: 3, 1: 0, 2: 0}, 1: {0: 0, 1: 1, 2: 2}, "
            "2: {0: 2, 1: 1, 2: 3}}, digit=5, transpose=True)",
        ),
        relation=[sp.Ge(ARGUMENT[i, j], 0, evaluate=False) for i in range(3) for j in range(3)]
        + [eq(sum(ARGUMENT), 12)]
        + [eq(READ[i][j], AS_PASSED[i, j]) for i in range(3) for j in range(3)],
        expected=Status.PROVED,
        scope=Scope.full("the document's constructor call (cell 101)"),
    ),
    X3_CELLS,
    X3_LAYOUT,
    X3_NOT_COLUMNS,
    AllOf(
        "PYCM-X3",
        "the printed matrix, rows 'Actual' and columns 'Predict': [[3, 0, 2], [0, 1, 1], [0, 2, 3]], "
        "consistent with the per-class counts PyCM prints for cm",
        pycm("cell 102, L29-36", quote=PRINT_MATRIX),
        parts=[X3_CELLS, X3_LAYOUT, X3_NOT_COLUMNS],
        expected=Status.PROVED,
        scope=ON_CM,
    ),
    Relation(
        "PYCM-X4",
        "relabel(mapping={0: 'L1', 1: 'L2', 2: 'L3'}, sort=True): sorted, the new names keep the "
        "classes in the order 0, 1, 2, so the outputs keyed 'L1', 'L2', 'L3' are the classes of rows (and "
        "columns) 1, 2, 3 of the printed matrix",
        pycm("cells 111-112, L184-188", quote='cm.relabel(mapping={0:"L1",1:"L2",2:"L3"}, sort=True)'),
        relation=[eq(sorted(CLASS_NAMES).index(name), k) for k, name in enumerate(CLASS_NAMES)]
        + [eq(sorted(CONSTRUCTOR_ARGUMENT).index(k), k) for k in range(3)],
        expected=Status.PROVED,
        scope=Scope.full("the document's relabelling call on cm (cell 112)"),
        reading="sort=True orders the classes by their new names; 'L1' < 'L2' < 'L3'",
    ),
]
