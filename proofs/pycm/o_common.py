"""What the PYCM-E, O, R, S and T modules share: how PyCM's printed floats are read, the
symbolic matrices the printed formulas are compared on, and the one-vs-rest table of a class.

**Printed floats.**  PyCM's attributes are Python floats, and the notebook prints their
``repr``: the shortest decimal that identifies the double PyCM computed, e.g.
``cm.Chi_Squared`` prints ``6.6000000000000005`` for chi^2 = 33/5.  The digits beyond the
15th significant one record the rounding of PyCM's floating-point arithmetic, not the
statistic: a double carries 15 significant decimal digits faithfully (C's ``DBL_DIG``), and
a correct computation of 33/5 in doubles may print either ``6.6`` or ``6.6000000000000005``.
So a print with 15 significant digits or fewer (``0.55``, ``0.611111111111111``) is a
:class:`~kappamcc.model.kinds.PrintedValue` judged at its last digit, and a longer one is judged at
its 15th significant digit: the claim is that the printed decimal lies within half a unit of
that digit of the exact value (:func:`printed_float`; a :class:`~kappamcc.model.kinds.Relation`
between closed numbers, decided exactly).  Read at face value (to its 16th or 17th digit),
the print of a correctly computed statistic fails about half the time, which would turn
float rounding into errata; rounding the print to 15 digits first would round twice
(``0.5930232558139535`` for 51/86 = 0.59302325581395348... would become ...954).

**Symbolic matrices.**  ``M2`` and ``M3`` are 2 x 2 and 3 x 3 matrices of symbolic counts,
rows actual and columns predicted (PyCM's layout, PYCM-X3), each entry a positive count
(>= 1).  The entropy formulas take logarithms of the entries, so a zero entry is the
printed convention 0 log 0 = 0 (PYCM-E1.4), decided separately; positive counts keep
every log argument positive, and every positive integer count is >= 1 (the provers'
counterexamples are then integer matrices, valid inputs).

**One class against the rest.**  PyCM's per-class counts TP, FN, FP, TN of class k are the
cells of the 2 x 2 table obtained by merging all the other classes into one
(:func:`one_vs_rest`), rows actual (class k first), columns predicted.
"""

from __future__ import annotations

from decimal import Decimal

import sympy as sp

from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.kinds import IdentityAllN, PrintedValue, Relation, chain
from kappamcc.prove.index_sums import Array
from kappamcc.prove.log_sums import LogAtoms
from kappamcc.families.pycm_example import CLASS_NAMES, pycm_example
from kappamcc.proofs.pycm import pycm
from kappamcc.proofs.pycm.x_example_matrix import ON_CM

CM = pycm_example().matrix  # PyCM's cm as printed (PYCM-X3): rows actual, columns predicted
N_CM = CM.rows  # 3 classes
DOUBLE_DIGITS = 15  # DBL_DIG: significant decimal digits a double carries faithfully


def symbolic_matrix(n: int, stem: str = "m", integer: bool = False) -> sp.Matrix:
    """An n x n matrix of positive symbols m11, m12, ... (row i actual, column j predicted);
    ``integer``: integer symbols (for rational statements, so that Z3's counterexamples are
    integer matrices; the log prover's candidate points are not all integers)."""
    return sp.Matrix(n, n, lambda i, j: sp.Symbol(f"{stem}{i + 1}{j + 1}", positive=True, integer=integer or None))


def counts_domain(*matrices: sp.Matrix) -> Domain:
    """Every entry of the matrices a positive count (>= 1)."""
    cells = tuple(x for M in matrices for x in M)
    sizes = " and ".join(f"{M.rows} x {M.cols}" for M in matrices)
    return Domain(
        symbols=cells,
        constraints=tuple(x >= 1 for x in cells),
        text=f"a {sizes} matrix of positive counts (every entry >= 1), rows actual, columns predicted",
    )


M2, M3 = symbolic_matrix(2), symbolic_matrix(3)
COUNTS2, COUNTS3 = counts_domain(M2), counts_domain(M3)
COUNTS23 = Domain(
    symbols=COUNTS3.symbols,
    constraints=COUNTS3.constraints,
    text="a 3 x 3 and a 2 x 2 matrix of positive counts (every entry >= 1; the 2 x 2 one's entries are m11, m12, "
    "m21, m22), rows actual, columns predicted",
)
N3 = symbolic_matrix(3, "n", integer=True)
INTEGER_COUNTS3 = Domain(
    symbols=tuple(N3),
    constraints=tuple(x >= 1 for x in N3),
    text="a 3 x 3 matrix of positive integer counts, rows actual, columns predicted",
)


def both_sizes(relation_of) -> list:
    """The links of ``relation_of(M)`` for the 3 x 3 and the 2 x 2 symbolic matrix (3 x 3 first,
    so that a counterexample names a whole 3 x 3 matrix; M2's entries are among M3's: the
    domain is COUNTS23)."""
    return [link for M in (M3, M2) for link in relation_of(M)]


def on_2x2(relation_of) -> list:
    """The links of ``relation_of(M)`` for the 2 x 2 symbolic matrix (a 3 x 3 log identity takes
    3 to 4 times as long; a 2 x 2 counterexample refutes a formula printed for every |C|)."""
    return relation_of(M2)


SIZES = "for every 2 x 2 and 3 x 3 matrix of positive counts"  # both_sizes, domain COUNTS23
ON2 = "for every 2 x 2 matrix of positive counts"  # on_2x2, domain COUNTS2


def weighted_log(weight, x, base=2):
    """weight x log_base(x), and 0 when the weight is a known 0 (the printed convention
    0 x log 0 = 0, PYCM-E1.4); a symbolic weight is kept."""
    weight = sp.sympify(weight)
    return sp.Integer(0) if weight.is_zero else weight * sp.log(x, base)


def row_sum(M: sp.Matrix, i: int):
    """P_i: the cases actually in class i (PyCM's condition positive, PYCM-N5)."""
    return sum(M[i, j] for j in range(M.cols))


def col_sum(M: sp.Matrix, j: int):
    """TOP_j: the cases predicted as class j (PyCM's test outcome positive, PYCM-N7)."""
    return sum(M[i, j] for i in range(M.rows))


def population(M: sp.Matrix):
    """POP: every case (PYCM-N9)."""
    return sum(M)


def one_vs_rest(M: sp.Matrix, k: int) -> sp.Matrix:
    """[[TP, FN], [FP, TN]] of class k: the classes other than k merged into one, rows actual
    (k first), columns predicted.  Built by merging cells, not from the marginals."""
    rest = [i for i in range(M.rows) if i != k]
    return sp.Matrix(
        [[M[k, k], sum(M[k, j] for j in rest)], [sum(M[i, k] for i in rest), sum(M[i, j] for i in rest for j in rest)]]
    )


def significant_digits(printed: str) -> int:
    return len(Decimal(printed).as_tuple().digits)


def half_unit_of_15th_digit(printed: str) -> sp.Rational:
    """Half a unit of the 15th significant digit of the printed decimal."""
    exponent = Decimal(printed).adjusted() - DOUBLE_DIGITS + 1
    return sp.Rational(1, 2) * sp.Integer(10) ** exponent


FLOAT_READING = (
    "the print is Python's repr of PyCM's double, longer than the 15 significant digits a double carries "
    "(DBL_DIG): judged at its 15th significant digit, |exact - printed| <= half a unit of that digit "
    "(proofs/pycm/o_common.py)"
)


def printed_float(claim_id: str, statement: str, locator: str, exact, printed: str, **kw):
    """The printed float ``printed`` (as the document shows it) against ``exact``: a
    PrintedValue when it has at most 15 significant digits, else within half a unit of its
    15th significant digit (see the module docstring)."""
    expected = kw.pop("expected", Status.PROVED)
    if Origin(kw.get("origin", Origin.PRINTED)) is Origin.PRINTED:
        kw.setdefault("scope", ON_CM)  # a value printed for cm: exactly the printed scope
    source = pycm(locator, printed)
    if significant_digits(printed) <= DOUBLE_DIGITS:
        return PrintedValue(
            claim_id, f"{statement}: printed {printed}", source, exact=exact, printed=printed, expected=expected, **kw
        )
    value, half = sp.Rational(printed), half_unit_of_15th_digit(printed)
    half_text = f"5e{Decimal(printed).adjusted() - DOUBLE_DIGITS}"
    return Relation(
        claim_id,
        f"{statement}: printed {printed}, which is within {half_text} (half a unit of its 15th "
        f"significant digit) of the exact value",
        source,
        relation=chain(value - half, "<=", exact, "<=", value + half),
        expected=expected,
        reading=kw.pop("reading", FLOAT_READING),
        **kw,
    )


def printed_per_class(claim_id: str, what: str, locator: str, exact: list, printed: dict, **kw) -> list:
    """One :func:`printed_float` per class of a printed dict {'L1': ..., 'L2': ..., 'L3': ...};
    'L1' is class 0 of cm (PYCM-X4 relabels 0, 1, 2 as L1, L2, L3)."""
    return [
        printed_float(f"{claim_id}.{name}", f"{what} of class {name} of cm", locator, value, printed[name], **kw)
        for name, value in zip(CLASS_NAMES, exact)
    ]


def pearson_binary(T: sp.Matrix):
    """Pearson's product-moment correlation of the two indicator variables of a 2 x 2 table
    [[TP, FN], [FP, TN]] over its n cases: x = 1 when the case is actually of the first class,
    y = 1 when it is predicted so (Pearson 1896), r = (n Sxy - Sx Sy) / sqrt((n Sxx - Sx^2)
    (n Syy - Sy^2)), from the sums of the indicators (x^2 = x, y^2 = y)."""
    n = sum(T)
    sx, sy, sxy = T[0, 0] + T[0, 1], T[0, 0] + T[1, 0], T[0, 0]
    return (n * sxy - sx * sy) / sp.sqrt((n * sx - sx**2) * (n * sy - sy**2))


# ---------------------------------------------------------------------------
# every N: the entropies with the logarithms of kappamcc.prove.log_sums (rows actual =
# reference, columns predicted = response); LOGS_PREDICTED also covers only the matrices on
# which every class that occurs is predicted, where a cross entropy or a divergence is finite

LOGS = LogAtoms(Array("C"))
LOGS_PREDICTED = LogAtoms(Array("C"), actual_classes_predicted=True)


def log_identity(claim_id, statement, source, equations, atoms=LOGS, **kw) -> IdentityAllN:
    """An identity with logarithms for every N (``equations``: pairs of Ratio / index sums)."""
    return IdentityAllN(claim_id, statement, source, equations=equations, arrays=[atoms.C], logs=[atoms], **kw)
