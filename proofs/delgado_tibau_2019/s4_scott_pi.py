"""Symmetric confusion matrices: kappa equals Scott's pi (DT2019-S4).

Delgado & Tibau 2019, section "The symmetric case", p7, L1015-1019:

    "In the case of a symmetric confusion matrix, it is known that Kappa statistic is
     equivalent to Scott's pi ([28], [47]), which is a special case of Krippendorff's alpha
     ([48]). Scott's pi ... differs from it in the definition of P_e."

Scott's pi is (Acc - P_e')/(1 - P_e') with the pooled P_e' = sum_k ((r_k + c_k)/(2S))^2,
i.e. pi = (4 S tr - Q)/(4 S^2 - Q) with Q = sum_k (r_k + c_k)^2 (S4.1.form).  For
symmetric C, Q = 4 sum_k r_k c_k, so pi's numerator and denominator are 4 times
kappa's (S4.1.parts), every N.  S4.2 shows the two differ on a non-symmetric matrix
(with a witness).  The Krippendorff remark is a citation and is not checked.
"""

from functools import partial

import sympy as sp

from kappamcc.families.binary import general_binary
from kappamcc import metrics
from kappamcc.model.claims import Origin, Domain, Status
from kappamcc.model.derivations import Cite, Close, Instantiate, matrices
from kappamcc.model.kinds import Derived, Exists, IdentityAllN, Relation, eq
from kappamcc.model.index_forms import col, fresh, kappa_marginal, row, total, trace
from kappamcc.prove.atoms import atomize
from kappamcc.prove.index_sums import Array, Sum
from kappamcc.proofs.delgado_tibau_2019 import dt

S_, tr_, Q_ = sp.symbols("S tr Q", real=True)
FORM = Relation(
    "DT2019-S4.1.form",
    "Scott's pi = (tr/S - Q/(4S^2))/(1 - Q/(4S^2)) = (4 S tr - Q)/(4 S^2 - Q), Q = sum (r_k + c_k)^2",
    dt("p7, L1015-1019 (suite step)"),
    relation=eq((tr_ / S_ - Q_ / (4 * S_**2)) / (1 - Q_ / (4 * S_**2)), (4 * S_ * tr_ - Q_) / (4 * S_**2 - Q_)),
    expected=Status.PROVED,
    domain=Domain(symbols=(S_, tr_, Q_), constraints=(S_ > 0, sp.Ne(4 * S_**2 - Q_, 0)), text="S > 0, pi defined"),
    origin=Origin.SUITE,
)

Cs = Array("C", "symmetric")
S = total(Cs)
k = fresh("k")
Q = Sum((row(Cs, k) + col(Cs, k)) ** 2, k)
kappa = kappa_marginal(Cs)
PARTS = IdentityAllN(
    "DT2019-S4.1.parts",
    "symmetric C: 4 S tr - Q = 4 (S tr - sum r c) and 4 S^2 - Q = 4 (S^2 - sum r c), every N",
    dt("p7, L1015-1017 (suite step)"),
    equations=[(4 * S * trace(Cs) - Q, 4 * kappa.num), (4 * S * S - Q, 4 * kappa.denominator())],
    arrays=[Cs],
    expected=Status.PROVED,
    origin=Origin.SUITE,
)

at = partial(atomize, arrays=[Cs])  # an index sum read as atoms of these arrays
PI = (at(trace(Cs)) / at(S) - at(Q) / (4 * at(S) ** 2)) / (1 - at(Q) / (4 * at(S) ** 2))
S4_DEFINED = (sp.Ne(at(S), 0), sp.Ne(4 * at(S) ** 2 - at(Q), 0), sp.Ne(at(kappa.denominator()), 0))
S4_GOAL = sp.Eq(at(kappa.num) / at(kappa.denominator()), PI)

binary = general_binary()
SAME_EVERYWHERE = Relation(
    "DT2019-S4.2.same",
    "(negation) Scott's pi equals K on every binary matrix",
    dt("p7, L1017-1019 (suite step)"),
    relation=eq(metrics.scott_pi(binary.matrix), binary.kappa),
    expected=Status.REFUTED,
    domain=binary.domain,
    origin=Origin.SUITE,
    families=(binary,),
)

CLAIMS = [
    FORM,
    PARTS,
    Derived(
        "DT2019-S4.1",
        "symmetric C: K(C) equals Scott's pi, every N (where defined)",
        dt("p7, L1015-1017", r"C=C^T\Rightarrow \mathcal K(C)=\pi(C)"),
        formula=matrices([Cs], hyps=S4_DEFINED, goal=S4_GOAL),
        lines=[
            Instantiate(FORM, ((S_, at(S)), (tr_, at(trace(Cs))), (Q_, at(Q))), (Cs,), frozenset({"C"})),
            Cite(PARTS),
            Close(S4_GOAL, S4_DEFINED, (1, 2)),
        ],
        reading="every N x N symmetric matrix with entries >= 0 (S > 0) on which K and pi are defined",
        uses=("DT2019-E5",),
        expected=Status.PROVED,
    ),
    SAME_EVERYWHERE,
    Exists(
        "DT2019-S4.2",
        "Scott's pi differs from K (by its P_e): some non-symmetric matrix has pi != K",
        dt("p7, L1017-1019"),
        negation=SAME_EVERYWHERE,
        expected=Status.PROVED,
    ),
]
