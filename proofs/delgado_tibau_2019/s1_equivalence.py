"""Invariance of kappa and MCC under equivalent confusion matrices (DT2019-S1).

Delgado & Tibau 2019, section "Classification", p4, L352-354:

    "Note that these measures are invariant for equivalent confusion matrices."

with Q equivalent to M when Q = t M for a constant t > 0 (DT2019-N2).  For every N:
kappa's numerator and denominator both scale by t^2, and so do MCC's numerator and both
radicands (the index sums of t M are those of M times powers of t); Z3 cancels t^2 > 0.
"""

from functools import partial

import sympy as sp

from kappamcc.model.claims import Status
from kappamcc.model.derivations import Cite, Close, Nonneg, matrices
from kappamcc.model.kinds import Derived, IdentityAllN
from kappamcc.model.index_forms import kappa_marginal, mcc_marginal_parts
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array
from kappamcc.proofs.delgado_tibau_2019 import dt

t = sp.Symbol("t", positive=True)
C = Array("C")
tC = Array("tC", symbol="C", scale=t)  # the entries of t C

n, dr, dc = mcc_marginal_parts(C)
tn, tdr, tdc = mcc_marginal_parts(tC)

k_num, k_den = kappa_marginal(C).num, kappa_marginal(C).denominator()
KAPPA = IdentityAllN(
    "DT2019-S1.kappa",
    "kappa's numerator and denominator of t C are t^2 times those of C, every N",
    dt("p4, L352-354"),
    equations=[(kappa_marginal(tC).num, t**2 * k_num), (kappa_marginal(tC).denominator(), t**2 * k_den)],
    arrays=[C, tC],
    expected=Status.PROVED,
)
MCC_PARTS = IdentityAllN(
    "DT2019-S1.mcc-parts",
    "MCC numerator and both radicands of t C are t^2 times those of C, every N",
    dt("p4, L352-354"),
    equations=[(tn, n * t**2), (tdr, dr * t**2), (tdc, dc * t**2)],
    arrays=[C, tC],
    expected=Status.PROVED,
)

# the index sums of C and of t C (the same entries, times t), as atoms
at = partial(atomize, arrays=[C, tC])  # an index sum read as atoms of these arrays
K_C, K_TC = at(k_num) / at(k_den), at(kappa_marginal(tC).num) / at(kappa_marginal(tC).denominator())
MCC_C, MCC_TC = at(n) / sp.sqrt(at(dr) * at(dc)), at(tn) / sp.sqrt(at(tdr) * at(tdc))
S1_DEFINED = (sp.Ne(at(k_den), 0), sp.Ne(at(dr) * at(dc), 0))
S1_GOAL = sp.And(sp.Eq(K_TC, K_C), sp.Eq(MCC_TC, MCC_C))
NONNEG = frozenset({"C"})

CLAIMS = [
    KAPPA,
    MCC_PARTS,
    Derived(
        "DT2019-S1",
        "MCC and K are invariant for equivalent confusion matrices (Q = t M, t > 0), every N",
        dt("p4, L352-354", r"Q\equiv M\Rightarrow \mathrm{MCC}(Q)=\mathrm{MCC}(M),\ \mathcal K(Q)=\mathcal K(M)"),
        formula=matrices([C, tC], nonneg=NONNEG, hyps=S1_DEFINED, goal=S1_GOAL),
        lines=[
            Cite(KAPPA),
            Cite(MCC_PARTS),
            Nonneg(dr, (C,), NONNEG),
            Nonneg(dc, (C,), NONNEG),
            Close(S1_GOAL, S1_DEFINED, (1, 2, 3, 4)),
        ],
        reading="every N x N matrix M with entries >= 0 on which K and MCC are defined, and every t > 0",
        expected=Status.PROVED,
    ),
]
