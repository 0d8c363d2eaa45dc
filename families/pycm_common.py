"""What the PyCM Document's claim modules (proofs/pycm) share, as machinery: the symbolic count
matrices the printed formulas are compared on and their domains, the marginals and the
one-vs-rest table of a class, the 0 log 0 = 0 convention, Pearson's correlation of a 2 x 2
table, Byrt, Bishop and Carlin's balanced table, the closed-form fixed point of Aickin's
iteration, the identities for every N of the O and R modules, and how a value PyCM prints is
read: a float at its 15th significant digit (``proofs/pycm/o_common.py``'s docstring), a
printed output for cm at its 15th decimal (``proofs/pycm/x_example_matrix.py``'s docstring).

The claims built here take the document's source handle and the scope of a value printed for
``cm`` from the caller (``source_at``, ``printed_scope``): ``proofs/pycm/o_common.py`` and
``proofs/pycm/x_example_matrix.py`` bind them once (``functools.partial``).
"""

from __future__ import annotations

from decimal import Decimal

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.kinds import IdentityAllN, PrintedValue, Relation, chain, eq, parse_printed
from kappamcc.prove.index_sums import Array
from kappamcc.prove.log_sums import LogAtoms
from kappamcc.families.pycm_example import CLASS_NAMES

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


def defined_where(base: Domain, *denominators, text: str) -> Domain:
    """``base`` with each of ``denominators`` != 0 (written exactly as the statement's
    denominators are, so that definedness is immediate); ``text`` says which, after base's."""
    return Domain(
        symbols=base.symbols,
        constraints=tuple(base.constraints) + tuple(sp.Ne(d, 0) for d in denominators),
        text=f"{base.text}, {text}",
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


def printed_float(claim_id: str, statement: str, locator: str, exact, printed: str, *, source_at, printed_scope, **kw):
    """The printed float ``printed`` (as the document shows it) against ``exact``: a
    PrintedValue when it has at most 15 significant digits, else within half a unit of its
    15th significant digit (see ``proofs/pycm/o_common.py``'s docstring).  ``source_at(locator,
    printed)`` is the claim's source; ``printed_scope`` the scope of a value printed for cm."""
    expected = kw.pop("expected", Status.PROVED)
    if Origin(kw.get("origin", Origin.PRINTED)) is Origin.PRINTED:
        kw.setdefault("scope", printed_scope)  # a value printed for cm: exactly the printed scope
    source = source_at(locator, printed)
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


def printed_per_class(
    claim_id: str, what: str, locator: str, exact: list, printed: dict, *, source_at, printed_scope, **kw
) -> list:
    """One :func:`printed_float` per class of a printed dict {'L1': ..., 'L2': ..., 'L3': ...};
    'L1' is class 0 of cm (PYCM-X4 relabels 0, 1, 2 as L1, L2, L3)."""
    return [
        printed_float(
            f"{claim_id}.{name}",
            f"{what} of class {name} of cm",
            locator,
            value,
            printed[name],
            source_at=source_at,
            printed_scope=printed_scope,
            **kw,
        )
        for name, value in zip(CLASS_NAMES, exact)
    ]


def balanced_table(M: sp.Matrix) -> sp.Matrix:
    """Byrt, Bishop and Carlin's (1993) prevalence- and bias-adjusted table: every diagonal
    cell replaced by the mean of the diagonal, every off-diagonal cell by the mean of the
    off-diagonal cells (the total is kept)."""
    n = M.rows
    on = sum(M[t, t] for t in range(n)) / n
    off = sum(M[s, t] for s in range(n) for t in range(n) if s != t) / (n * (n - 1))
    return sp.Matrix(n, n, lambda s, t: on if s == t else off)


def aickin_fixed_point_parts(alpha, cm: sp.Matrix):
    """For alpha in (0, p_a) on the matrix cm (PyCM's Document, A12): (g(alpha), [p^A_k], [p^B_k])
    with p_e = (p_a - alpha)/(1 - alpha) and p^A_k, p^B_k solving the updates A12.5-A12.6 as
    corrected (POP times the whole denominator) at a fixed point (exact, with square roots);
    Aickin's alpha is a root of g."""
    tops, ps, pop = metrics.col_sums(cm), metrics.row_sums(cm), metrics.total(cm)
    alpha = sp.nsimplify(alpha)
    pe = (metrics.accuracy(cm) - alpha) / (1 - alpha)
    u = (1 - alpha) * pe
    total_, a_shares, b_shares = 0, [], []
    for top, p in zip(tops, ps):
        t, q = top * pe / pop, p * pe / pop
        d = t - q
        B = u - alpha * d / u
        x = (-B + sp.sqrt(B**2 + 4 * alpha * t)) / (2 * alpha)
        y = x - d / u
        total_ += x * y
        a_shares.append(x)
        b_shares.append(y)
    return total_ - pe, a_shares, b_shares


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


# ---------------------------------------------------------------------------
# the identities for every N of the O and R modules: index-sum equations over ``arrays`` (the counts
# and Kronecker's delta), fractions cross-multiplied, so each holds wherever ``defined`` (the
# denominators, in words) holds


def identity_every_n(claim_id, statement, source, equations, defined, *, arrays, **kw) -> IdentityAllN:
    """An identity for every N (a free class index i where the equations have one)."""
    return IdentityAllN(
        claim_id,
        f"{statement}, for every N x N matrix of counts with {defined}",
        source,
        equations=equations,
        arrays=arrays,
        expected=kw.pop("expected", Status.PROVED),
        domain=Domain(text=f"every N >= 1; counts >= 0, zero counts allowed, with {defined}"),
        **kw,
    )


def identity_every_class(claim_id, statement, source, equations, defined, *, arrays, **kw) -> IdentityAllN:
    """An identity for every class k of every N x N matrix (free class index k)."""
    return IdentityAllN(
        claim_id,
        f"{statement}, for every class k of every N x N matrix of counts with {defined}",
        source,
        equations=equations,
        arrays=arrays,
        expected=Status.PROVED,
        domain=Domain(text=f"every N >= 1 and class k; counts >= 0, zero counts allowed, with {defined}"),
        **kw,
    )


# ---------------------------------------------------------------------------
# the values PyCM prints for cm, as proofs/pycm/x_example_matrix.py's docstring reads them: a
# printed double within half a unit of its 15th decimal of the exact value, a count exactly

DOUBLE_DECIMALS = 15
DOUBLE_TOLERANCE = sp.Rational(1, 2) / 10**DOUBLE_DECIMALS  # half a unit of the 15th decimal
DOUBLE_READING = (
    "PyCM prints the repr of the double it computes, whose last digits are rounding noise of double "
    f"arithmetic: judged within half a unit of the {DOUBLE_DECIMALS}th decimal (x_example_matrix.py)"
)


def is_count(printed: str) -> bool:
    """An integer print (a count, compared exactly) rather than a printed double."""
    return printed.lstrip("-").isdigit()


def printed_number(printed: str) -> sp.Rational:
    """The exact decimal a printed number denotes (0.35483870967741943 as that decimal fraction)."""
    return parse_printed(printed)[0]


def printed_link(exact, printed: str):
    """The relation a printed value states: a count equals the exact value; a printed double
    lies within :data:`DOUBLE_TOLERANCE` of it (:data:`DOUBLE_READING`)."""
    if is_count(printed):
        return eq(exact, int(printed))
    return sp.Le(sp.Abs(exact - printed_number(printed)), DOUBLE_TOLERANCE, evaluate=False)


def with_double_reading(printed_values, reading: str) -> str:
    """``reading``, and DOUBLE_READING when a printed value is a double (not every one a count)."""
    doubles = DOUBLE_READING if not all(is_count(p) for p in printed_values) else ""
    return "; ".join(r for r in (reading, doubles) if r)


def printed_output(
    id,
    statement,
    locator,
    *,
    exact,
    printed: str,
    output: str = "",
    expected=Status.PROVED,
    origin=Origin.PRINTED,
    reading: str = "",
    uses=(),
    correction=None,
    scope=...,
    source_at,
    printed_scope,
    **kw,
) -> Relation:
    """A value PyCM prints for ``cm`` (``printed``, kept in the statement and, with the whole
    output ``output``, in the source), against its exact value: a relation between closed
    numbers (a PrintedValue would judge a printed double at its last, noisy, digit).  Other
    claim fields (``erratum=``) pass through.  ``source_at(locator, quote=...)`` is the claim's
    source; ``scope`` defaults to ``printed_scope``, the scope of a value printed for cm."""
    scope = printed_scope if scope is ... else scope
    tolerance = "" if is_count(printed) else f", within 5 10^-{DOUBLE_DECIMALS + 1} of the exact value"
    return Relation(
        id,
        f"{statement}: printed {printed}{tolerance}",
        source_at(locator, quote=output or printed),
        relation=printed_link(exact, printed),
        expected=expected,
        origin=origin,
        reading=with_double_reading([printed], reading),
        uses=uses,
        correction=correction,
        scope=scope if origin is Origin.PRINTED else None,
        **kw,
    )


def per_class(
    id,
    statement,
    locator,
    *,
    exact,
    printed,
    output: str,
    expected=Status.PROVED,
    reading: str = "",
    uses=(),
    scope=...,
    source_at,
    printed_scope,
    **kw,
) -> Relation:
    """A per-class output {'L1': ..., 'L2': ..., 'L3': ...} against the exact values of the
    classes 0, 1, 2 (rows and columns 1, 2, 3 of the printed matrix): one link per class.
    ``source_at`` and ``printed_scope`` as for :func:`printed_output`."""
    scope = printed_scope if scope is ... else scope
    tolerance = "" if all(is_count(p) for p in printed) else f", each within 5 10^-{DOUBLE_DECIMALS + 1}"
    return Relation(
        id,
        f"{statement}, per class (L1, L2, L3 = rows and columns 1, 2, 3): {output}{tolerance}",
        source_at(locator, quote=output),
        relation=[printed_link(e, p) for e, p in zip(exact, printed)],
        expected=expected,
        reading=with_double_reading(printed, reading),
        uses=uses,
        scope=scope,
        **kw,
    )


def read_back(text: str) -> list[list[int]]:
    """The printed matrix's cells: the lines after "Actual" that start with a class label, the
    label dropped (rows in printed order, columns in the header's order)."""
    lines = [line.split() for line in text.splitlines() if line.strip()]
    header, body = lines[0], lines[2:]
    if header[0] != "Predict" or lines[1] != ["Actual"]:
        raise ValueError("cell 102 prints a 'Predict' header line, then an 'Actual' line, then the rows")
    return [[int(v) for v in r[1:]] for r in body]
