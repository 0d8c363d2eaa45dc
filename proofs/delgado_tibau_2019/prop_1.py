"""Proposition 1: a symmetric confusion matrix has K(C) = MCC(C) (DT2019-P1).

Delgado & Tibau 2019, section "The symmetric case", p8, L1026-1027:

    "Proposition 1. Let C be a symmetric confusion matrix in the general multi-class
     setting. That is, C = C^T. Then K(C) = MCC(C)."

Decided for every N by a checked derivation over the index sums of a symmetric C:
kappa by (5) (DT2019-E5, at C's aggregates), MCC by (4) (Gorodkin's numerator and
radicands equal the marginal ones, relabelling theorem); for symmetric C, sum r_k c_k =
sum r_k^2 = sum c_k^2 (DT2019-P1.marginals); Z3 closes.  DT2019-P1.direct also checks
the statement by plain symbolic expansion for each N up to 7.
"""

from functools import partial

import sympy as sp

from kappamcc.model.claims import Domain, Origin, Status
from kappamcc.model.derivations import Cite, Close, Identity, Instantiate, Nonneg, matrices
from kappamcc.model.kinds import Derived, ForEachSize, IdentityAllN, Relation, eq
from kappamcc.model.index_forms import sum_cc, sum_rc, sum_rr
from kappamcc.families.symmetric import kappa_equals_mcc_by_expansion, kappa_equals_mcc_on
from kappamcc.testing.samplers import P, PointsFrom
from kappamcc.testing.strategies import confusion_matrices
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.proofs.delgado_tibau_2019.eq_4 import C_SYMMETRIC as Cs, GORODKIN_PARTS
from kappamcc.proofs.delgado_tibau_2019.eq_5 import CLAIMS as E5_CLAIMS, R as R5, S as S5, tr as TR5
from kappamcc.model.index_forms import mcc_marginal_parts, total, trace
from kappamcc.prove.atoms import atomize

n, d = sp.symbols("n d", real=True)

MARGINALS = IdentityAllN(
    "DT2019-P1.marginals",
    "symmetric C: sum_k r_k c_k = sum_k r_k^2 = sum_k c_k^2, every N",
    dt("p8, L1026-1027 (suite step)"),
    equations=[sum_rc(Cs), sum_rr(Cs), sum_cc(Cs)],
    arrays=[Cs],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)
ROOT = Relation(
    "DT2019-P1.root",
    "n / sqrt(d * d) = n / d for d > 0",
    dt("p8 (suite step)"),
    relation=eq(n / sp.sqrt(d * d), n / d),
    expected=Status.PROVED,
    domain=Domain(symbols=(n, d), constraints=(d > 0,), text="d = S^2 - sum r_k^2 > 0 (MCC defined)"),
    origin=Origin.SUITE,
)


DIRECT_SIZES = range(2, 8)


SYMMETRIC_MATRICES = Domain(
    text="symmetric integer matrices, N = 2..8, MCC and kappa defined",
    sampler=PointsFrom({"matrix": P}, {P: confusion_matrices(2, 8, symmetric=True)}),
)

# the index sums of a symmetric C, as atoms
at = partial(atomize, arrays=[Cs])  # an index sum read as atoms of these arrays
S, T, R = total(Cs), trace(Cs), sum_rc(Cs)
g_num, g_rows, g_cols = GORODKIN_PARTS["symmetric"]
m_num, m_rows, m_cols = mcc_marginal_parts(Cs)
K_EQ5 = (at(T) / at(S) - at(R) / at(S) ** 2) / (1 - at(R) / at(S) ** 2)  # (Acc - P_e)/(1 - P_e)
MCC_EQ4 = at(g_num) / sp.sqrt(at(g_rows) * at(g_cols))
P1_DEFINED = (sp.Ne(at(S), 0), sp.Ne(at(S * S - R), 0), sp.Ne(at(g_rows) * at(g_cols), 0))
P1_GOAL = sp.Eq(K_EQ5, MCC_EQ4)
SYMMETRIC = frozenset({"C"})

CLAIMS = [
    MARGINALS,
    ROOT,
    Derived(
        "DT2019-P1",
        "Proposition 1: C = C^T implies K(C) = MCC(C), every N",
        dt("p8, L1026-1027", r"C=C^T\Rightarrow\mathcal K(C)=\mathrm{MCC}(C)"),
        formula=matrices([Cs], hyps=P1_DEFINED, goal=P1_GOAL),
        lines=[
            Instantiate(E5_CLAIMS[0], ((S5, at(S)), (TR5, at(T)), (R5, at(R))), (Cs,), SYMMETRIC),
            Identity(g_num, m_num, (Cs,)),
            Identity(g_rows, m_rows, (Cs,)),
            Identity(g_cols, m_cols, (Cs,)),
            Cite(MARGINALS),
            Nonneg(S * S - R, (Cs,), SYMMETRIC),
            Nonneg(S, (Cs,), SYMMETRIC),
            Close(P1_GOAL, P1_DEFINED, (1, 2, 3, 4, 5, 6, 7)),
        ],
        reading="every N x N symmetric matrix with entries >= 0 on which kappa (eq. 5) and MCC (eq. 4) are defined",
        uses=("DT2019-E3", "DT2019-E4", "DT2019-E6.1", "DT2019-E6.3"),
        expected=Status.PROVED,
    ),
    ForEachSize(
        "DT2019-P1.direct",
        f"symmetric C with free entries: K(C) = MCC(C) by expansion, N = 2..{DIRECT_SIZES[-1]}",
        dt("p8, L1026-1027"),
        sizes=DIRECT_SIZES,
        check=kappa_equals_mcc_by_expansion,
        spot=kappa_equals_mcc_on,
        domain=SYMMETRIC_MATRICES,
        expected=Status.PROVED,
        origin=Origin.SUITE,
    ),
]
