"""Transpose symmetry: K(C^T) = K(C) and MCC(C^T) = MCC(C) (DT2019-S3).

Delgado & Tibau 2019, p7, L1010-1011:

    "it is straightforward to see that they are symmetric, that is, K(C^T) = K(C) and
     MCC(C^T) = MCC(C)."

For every N: transposing swaps row and column sums, which leaves S, tr, sum r_k c_k,
hence kappa, and the MCC numerator unchanged, and swaps the two radicands; MCC =
n / sqrt(d_rows d_cols) depends on the radicands only through their product.
"""

from kappamcc.model.claims import Status
from kappamcc.model.kinds import IdentityAllN
from kappamcc.model.index_forms import kappa_marginal, mcc_marginal_parts
from kappamcc.prove.index_sums import Array
from kappamcc.proofs.delgado_tibau_2019 import dt

C = Array("C")
Ct = Array("Ct", symbol="C", transposed=True)
n, dr, dc = mcc_marginal_parts(C)
tn, tdr, tdc = mcc_marginal_parts(Ct)

CLAIMS = [
    IdentityAllN(
        "DT2019-S3",
        "K(C^T) = K(C) and MCC(C^T) = MCC(C): equal kappa, equal MCC numerator, radicands swapped, every N",
        dt("p7, L1010-1011", r"\mathcal K(C^T)=\mathcal K(C),\ \mathrm{MCC}(C^T)=\mathrm{MCC}(C)"),
        equations=[(kappa_marginal(Ct), kappa_marginal(C)), (tn, n), (tdr, dc), (tdc, dr)],
        arrays=[C, Ct],
        expected=Status.PROVED,
    ),
]
