"""PyCM's example matrix ``cm`` (PyCM 4.4 Document, cells 101-112; PYCM-X1 ... X4).

The notebook builds it with ``ConfusionMatrix(matrix={0: {0: 3, 1: 0, 2: 0}, 1: {0: 0, 1: 1,
2: 2}, 2: {0: 2, 1: 1, 2: 3}}, digit=5, transpose=True)`` and relabels the classes 0, 1, 2 as
'L1', 'L2', 'L3'.  ``cm.print_matrix()`` prints the rows under "Actual" and the columns
under "Predict" (PYCM-X3):

    Predict  0  1  2
    Actual
    0        3  0  2
    1        0  1  1
    2        0  2  3

That printed layout is the suite's (rows actual, columns predicted); that the per-class
counts PyCM prints agree with it is a claim of its own (PYCM-X*, PYCM-B*), not assumed here.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.family import Family

CONSTRUCTOR_ARGUMENT = {0: {0: 3, 1: 0, 2: 0}, 1: {0: 0, 1: 1, 2: 2}, 2: {0: 2, 1: 1, 2: 3}}  # PYCM-X2, as passed
CLASS_NAMES = ("L1", "L2", "L3")  # PYCM-X4
PRINTED = ((3, 0, 2), (0, 1, 1), (0, 2, 3))  # PYCM-X3, as printed


def pycm_example() -> Family:
    """``cm`` as ``print_matrix`` shows it: rows actual, columns predicted (no parameters)."""
    return Family("PyCM's cm", sp.Matrix(PRINTED), Domain((), (), "no parameters"), "PyCM 4.4 Document, cell 102")


def from_constructor(transpose: bool) -> sp.Matrix:
    """The matrix the constructor argument gives: row i is the dict for key i (its values in
    key order), transposed when ``transpose`` (PYCM-X1: "transpose input matrix")."""
    rows = sp.Matrix(
        [[CONSTRUCTOR_ARGUMENT[i][j] for j in sorted(CONSTRUCTOR_ARGUMENT[i])] for i in sorted(CONSTRUCTOR_ARGUMENT)]
    )
    return rows.T if transpose else rows
