"""The Z_A family: its definition and how it relates to case 3 (DT2019-S9.1 ... S9.4).

Delgado & Tibau 2019, section "The Z_A family", p17, L2332-2378 (H93-H94):

    S9.1  Z_A = the N x N matrix of ones with A at (1, N), "{Z_A, A >= 0}"
    S9.2  "We denote by MCC(A) and K(A), respectively, the MCC and Kappa values of matrix Z_A."
    S9.3  "Note that when N = 2, this family is a particular case of iii) with a = 1 and b = A."
          (the cases are printed "1.", "2.", "3."; "iii)" is case 3, C^{a,b}_{1,1})
    S9.4  Introduction, p4, L277-281: the family describes a situation "in which one of the
          classes is much more common than the others, and it is mainly misclassified".

S9.1/S9.2: families/z_a.py defines Z_A entry by entry for every N,
Z_ij = 1 + (A - 1) delta(i, 1) delta(j, N), and evaluates the general index forms of S, tr,
sum r_k c_k, sum r_k^2, sum c_k^2 on it as polynomials in N (kappamcc.prove.entrywise_sums:
the pattern count, exact for every N >= 2; its soundness corpus is
tests/test_dt2019_scope_za.py).  S9.1 checks that definition against the printed matrix on
every kind of cell, for every N >= 2; S9.1.explicit (the suite's) cross-checks the resulting
kappa and MCC against the explicit matrices for N = 2..8.
S9.4 is read as limits as A -> +oo: class 1's share of the cases tends to 1 and its recall to 0.
"""

import sympy as sp

from kappamcc.families.binary import a as a_sym, b as b_sym, c_one_one
from kappamcc.families.z_a import A, DEFINITION, FIRST, LAST, N, explicit_agrees, explicit_agrees_at, z_a, z_a_explicit
from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.kinds import ForEachSize, Limit, Relation, eq
from kappamcc.prove.entrywise_sums import cell_cases
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.proofs.delgado_tibau_2019.prop_8 import FIXED_N

src = dt("p17, L2332-2378 (H93-H94)")
Z = z_a()


S = N**2 - 1 + A  # total of Z_A (all entries)
ROW_1_TOTAL = N - 1 + A  # actual class 1: ones and A

CLAIMS = [
    Relation(
        "DT2019-S9.1",
        "Z_A is the N x N matrix of ones with A at row 1, column N, for every N >= 2: the suite's "
        "entrywise definition Z_ij = 1 + (A-1) delta(i,1) delta(j,N) (families/z_a.py, from which every aggregate "
        "of Z_A is derived) is A on the cell (1, N) and 1 on every other kind of cell",
        src,
        relation=[
            eq(entry, A if (row, column) == ("1", "N") else 1)
            for row, column, entry in cell_cases(DEFINITION, labels=(FIRST, LAST))
        ],
        domain=Domain(symbols=(A,), constraints=(A >= 0,), text="A >= 0, every N >= 2"),
        expected=Status.PROVED,
        reading="the cells of an N x N matrix, for every N >= 2, fall into the kinds of kappamcc.prove.entrywise_sums."
        "cell_cases: row and column each class 1, class N or another class (two other classes equal or "
        "not); the printed matrix has A on (1, N) and 1 elsewhere",
    ),
    ForEachSize(
        "DT2019-S9.1.explicit",
        "a cross-check of the pattern count: Z_A for symbolic N (aggregates evaluated "
        "from the entrywise definition) has the kappa and MCC of the explicit N x N matrix, N = 2..8",
        src,
        sizes=range(2, 9),
        check=explicit_agrees,
        spot=explicit_agrees_at,
        expected=Status.PROVED,
        origin=Origin.SUITE,
        uses=("DT2019-S9.1",),
        domain=Domain(
            symbols=(N, A), constraints=(N >= 2, N <= 8, A >= 0), text="N = 2..8 (the sizes checked), A >= 0"
        ),
        reading="the explicit matrices for N = 2..8 against the symbolic-N family",
    ),
    Relation(
        "DT2019-S9.2",
        "MCC(A), K(A) of Z_A (symbolic N) are well defined for A >= 0: the MCC and kappa denominators are positive",
        src,
        relation=[
            sp.Gt(Z.kappa.as_numer_denom()[1], 0, evaluate=False),
            sp.Gt(Z.mcc.as_numer_denom()[1], 0, evaluate=False),
        ],
        expected=Status.PROVED,
        domain=Z.domain,
    ),
    Relation(
        "DT2019-S9.3",
        "N = 2: Z_A = C^{a,b}_{1,1} with a = 1, b = A (printed 'iii)', i.e. case 3)",
        src,
        relation=[eq(x, y) for x, y in zip(z_a_explicit(2).matrix, c_one_one().matrix.xreplace({a_sym: 1, b_sym: A}))],
        expected=Status.PROVED,
        domain=Domain(symbols=(A,), constraints=(A >= 0,), text="A >= 0"),
        reading="'iii)' read as case 3 (d = 1): the cases are printed 1., 2., 3.",
    ),
    Limit(
        "DT2019-S9.4.common",
        "Z_A: the share of actual class 1 among all cases -> 1 as A -> +oo ('much more common')",
        dt("p4, L277-281"),
        expr=ROW_1_TOTAL / S,
        var=A,
        to=sp.oo,
        value=1,
        expected=Status.PROVED,
        domain=FIXED_N,
        reading="'one of the classes is much more common' = class 1's share of the cases tends to 1",
    ),
    Limit(
        "DT2019-S9.4.misclassified",
        "Z_A: the recall of class 1 (1 / its row total) -> 0 as A -> +oo ('mainly misclassified')",
        dt("p4, L277-281"),
        expr=1 / ROW_1_TOTAL,
        var=A,
        to=sp.oo,
        value=0,
        expected=Status.PROVED,
        domain=FIXED_N,
    ),
]
