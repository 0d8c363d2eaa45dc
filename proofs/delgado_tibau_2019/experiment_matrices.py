"""The printed definitions of the experiment matrices M1(A) ... M5(A) (DT2019-XA.1, XB.1, XC.1, XD.1, XE.1).

Delgado & Tibau 2019, section "Experimental results":

    M1(A) = [[1, 2A, A], [A, 1, 2A], [A, A, 1]], with A >= 1                          p19, L2588-2600 (XA.1)
    M2(A) = [[1, A, 1], [1, 1, A^2], [1, 1, 1]], with A > 1                            p19, L2645-2655 (XB.1)
    M3(A) = [[1, B, B], [B+100, 1, B], [B+100, B+100, 1]], with B = 1000 - A and
            A = 0, ..., 999                                                           p21, L2833-2845 (XC.1)
    M4(A) = [[1, A, 1], [A^2, 1, B], [1, B^2, 1]], with B = 100 - A and A = 50, ..., 100   p22, L2896-2910 (XD.1)
    M5(A) = [[1, 2A, A], [A, 1, A+100], [A, A, 1]], as a function of A >= 1              p23, L2964-2975 (XE.1)

What is checkable in a definition:

* ``DT2019-X?.1``: the matrix as printed (typed here from the catalogue, with B written out)
  is, entry by entry, the family every other claim about the example uses
  (``kappamcc.families.experiments``), with the same domain of A.
* ``DT2019-X?.1.defined``: on the printed range of A it is a confusion matrix (entries >= 0)
  on which kappa and MCC are defined: kappa's denominator S^2 - sum r_k c_k and both MCC
  radicands S^2 - sum r_k^2, S^2 - sum c_k^2 are positive (derived by ``kappamcc.metrics``).
* ``DT2019-XD.1.mirror``: the "by symmetry" of Example (d) and Fig 9 is a property of the
  printed matrix: M4(100 - A) is M4(A) transposed with classes 1 and 3 swapped, so kappa,
  MCC, Asy and Ent take the same values at A and 100 - A (relabelling classes and
  transposing change none of them: DT2019-S3).
"""

import sympy as sp

from kappamcc import metrics
from kappamcc.model.claims import Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.model.family import Family, factor_integer_polynomial
from kappamcc.families.experiments import A, m1, m2, m3, m4, m5
from kappamcc.testing.strategies import on_interval
from kappamcc.proofs.delgado_tibau_2019 import dt

B3, B4 = 1000 - A, 100 - A
PRINTED = {
    "XA": (
        m1(),
        sp.Matrix([[1, 2 * A, A], [A, 1, 2 * A], [A, A, 1]]),
        "A >= 1",
        "p19, L2588-2600",
        r"M_1(A)=\begin{pmatrix}1&2A&A\\A&1&2A\\A&A&1\end{pmatrix},\ A\ge1",
    ),
    "XB": (
        m2(),
        sp.Matrix([[1, A, 1], [1, 1, A**2], [1, 1, 1]]),
        "A > 1",
        "p19, L2645-2655",
        r"M_2(A)=\begin{pmatrix}1&A&1\\1&1&A^2\\1&1&1\end{pmatrix},\ A>1",
    ),
    "XC": (
        m3(),
        sp.Matrix([[1, B3, B3], [B3 + 100, 1, B3], [B3 + 100, B3 + 100, 1]]),
        "B = 1000 - A, A = 0, ..., 999",
        "p21, L2833-2845",
        r"M_3(A)=\begin{pmatrix}1&B&B\\B+100&1&B\\B+100&B+100&1\end{pmatrix},\ B=1000-A",
    ),
    "XD": (
        m4(),
        sp.Matrix([[1, A, 1], [A**2, 1, B4], [1, B4**2, 1]]),
        "B = 100 - A, A = 50, ..., 100",
        "p22, L2896-2910",
        r"M_4(A)=\begin{pmatrix}1&A&1\\A^2&1&B\\1&B^2&1\end{pmatrix},\ B=100-A",
    ),
    "XE": (
        m5(),
        sp.Matrix([[1, 2 * A, A], [A, 1, A + 100], [A, A, 1]]),
        "A >= 1",
        "p23, L2964-2975",
        r"M_5(A)=\begin{pmatrix}1&2A&A\\A&1&A+100\\A&A&1\end{pmatrix},\ A\ge1",
    ),
}


M4 = PRINTED["XD"][0].matrix
SWAP = sp.Matrix([[0, 0, 1], [0, 1, 0], [1, 0, 0]])  # exchanges classes 1 and 3
M4_MIRROR = M4.xreplace({A: 100 - A})
RELABELLED = SWAP * M4_MIRROR.T * SWAP
ZERO_TO_HUNDRED = on_interval(A, sp.Interval(0, 100), "A in [0, 100] (Fig 9's range)")
OPEN_RANGE = on_interval(A, sp.Interval.open(0, 100), "0 < A < 100 (every off-diagonal entry positive)")


# M4 and its mirror M4(100 - A) as families on Fig 9's range: their K and MCC are derived from the matrices
M4_FAMILY = Family("M4(A), A in [0, 100]", M4, ZERO_TO_HUNDRED)
MIRROR_FAMILY = Family("M4(100 - A), A in [0, 100]", M4_MIRROR, ZERO_TO_HUNDRED)
# and inside it, where every off-diagonal entry is positive and Ent's terms are defined
M4_INSIDE = Family("M4(A), 0 < A < 100", M4, OPEN_RANGE)
MIRROR_INSIDE = Family("M4(100 - A), 0 < A < 100", M4_MIRROR, OPEN_RANGE)

# for each printed matrix: it is the family's matrix entry by entry (.1), and K and MCC are defined on
# the printed domain (.1.defined: the entries with a symbol >= 0, kappa's denominator and both MCC
# radicands > 0)
CLAIMS = [
    claim
    for key, (F, M, where, lines, latex) in PRINTED.items()
    for (_, k_den), (_, rows, cols) in ((metrics.kappa_parts(M), metrics.mcc_parts(M)),)
    for claim in (
        Relation(
            f"DT2019-{key}.1",
            f"{F.name} as printed ({where}) is the family of kappamcc.families.experiments, "
            "entry by entry, on the same domain",
            dt(lines, latex),
            relation=[eq(M[i, j], F.matrix[i, j]) for i in range(3) for j in range(3)],
            expected=Status.PROVED,
            domain=F.domain,
        ),
        Relation(
            f"DT2019-{key}.1.defined",
            f"{F.name}, {where}: entries >= 0, and kappa's denominator and both MCC "
            "radicands are positive (kappa and MCC are defined)",
            dt(lines),
            relation=[
                sp.Ge(e, 0, evaluate=False)
                for e in sorted(
                    {M[i, j] for i in range(3) for j in range(3) if M[i, j].free_symbols}, key=sp.default_sort_key
                )
            ]
            + [sp.Gt(factor_integer_polynomial(p), 0, evaluate=False) for p in (k_den, rows, cols)],
            expected=Status.PROVED,
            domain=F.domain,
        ),
    )
]

CLAIMS += [
    Relation(
        "DT2019-XD.1.mirror",
        "M4(100 - A), transposed, with classes 1 and 3 exchanged, is M4(A) (the printed "
        "matrix is symmetric about A = 50 in this sense)",
        dt("p22, L2896-2910; p23, L2958-2962"),
        relation=[eq(RELABELLED[i, j], M4[i, j]) for i in range(3) for j in range(3)],
        expected=Status.PROVED,
        domain=ZERO_TO_HUNDRED,
    ),
    Relation(
        "DT2019-XD.1.mirror-metrics",
        "K, MCC and Asy of M4 take the same values at A and 100 - A (A in [0, 100])",
        dt("p22-p23, L2951-2962"),
        relation=[
            eq(MIRROR_FAMILY.kappa, M4_FAMILY.kappa),
            eq(MIRROR_FAMILY.mcc, M4_FAMILY.mcc),
            eq(metrics.asymmetry(M4_MIRROR) ** 2, metrics.asymmetry(M4) ** 2),
        ],
        expected=Status.PROVED,
        domain=ZERO_TO_HUNDRED,
        uses=("DT2019-S3",),
        families=(M4_FAMILY, MIRROR_FAMILY),
    ),
    Relation(
        "DT2019-XD.1.mirror-entropy",
        "Ent(M4(100 - A)) = Ent(M4(A)) (the same off-diagonal entries), 0 < A < 100",
        dt("p22-p23, L2951-2962"),
        relation=eq(MIRROR_INSIDE.entropy, M4_INSIDE.entropy),
        expected=Status.PROVED,
        domain=OPEN_RANGE,
        families=(M4_INSIDE, MIRROR_INSIDE),
    ),
]
