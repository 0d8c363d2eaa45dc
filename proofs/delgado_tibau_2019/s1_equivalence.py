"""Invariance of kappa and MCC under equivalent confusion matrices (DT2019-S1).

Delgado & Tibau 2019, section "Classification", p4, L352-354:

    "Note that these measures are invariant for equivalent confusion matrices."

with Q equivalent to M when Q = t M for a constant t > 0 (DT2019-N2).  For every N:
kappa's numerator and denominator both scale by t^2; MCC's numerator and both radicands
scale by t^2, and a positive common factor cancels (DT2019-E3.scale).
"""
import sympy as sp

from kappamcc.claims import Status
from kappamcc.kinds import IdentityAllN, Steps
from kappamcc.index_forms import kappa_marginal, mcc_marginal_parts
from kappamcc.prove.index_sums import Array
from kappamcc.proofs.delgado_tibau_2019 import dt
from kappamcc.proofs.delgado_tibau_2019.eq_3 import SCALE_CANCELS

t = sp.Symbol("t", positive=True)
C = Array("C")
tC = Array("tC", symbol="C", scale=t)   # the entries of t C

n, dr, dc = mcc_marginal_parts(C)
tn, tdr, tdc = mcc_marginal_parts(tC)

k_num, k_den = kappa_marginal(C).num, kappa_marginal(C).denominator()
KAPPA = IdentityAllN("DT2019-S1.kappa", "kappa's numerator and denominator of t C are t^2 times those of C, every N",
                     dt("p4, L352-354"), equations=[(kappa_marginal(tC).num, t**2 * k_num), (kappa_marginal(tC).denominator(), t**2 * k_den)],
                     arrays=[C, tC], expected=Status.PROVED)
MCC_PARTS = IdentityAllN("DT2019-S1.mcc-parts", "MCC numerator and both radicands of t C are t^2 times those of C, every N",
                         dt("p4, L352-354"), equations=[(tn, n * t**2), (tdr, dr * t**2), (tdc, dc * t**2)], arrays=[C, tC],
                         expected=Status.PROVED)

CLAIMS = [
    KAPPA, MCC_PARTS,
    Steps("DT2019-S1", "MCC and K are invariant for equivalent confusion matrices (Q = t M, t > 0), every N",
          dt("p4, L352-354", r"Q\equiv M\Rightarrow \mathrm{MCC}(Q)=\mathrm{MCC}(M),\ \mathcal K(Q)=\mathcal K(M)"),
          steps=[KAPPA, MCC_PARTS, SCALE_CANCELS],
          argument="kappa = (t^2 n)/(t^2 d) = n/d (S1.kappa); MCC: the common factor lambda = t^2 > 0 cancels (E3.scale)",
          expected=Status.ARGUED),
]
