"""Discussion of Fig 5: kappa of Z_A falls, then rises, for N = 2, 5, 10 (DT2019-S10).

Delgado & Tibau 2019, p18, L2513-2535 (H104):

    "as we monotonically increase A, it [Kappa] does not exhibits a monotonic decreasing (as
    MCC does), and this anomaly not only happens in the binary case (N = 2), but continues to
    occur when we increase N above 2, although at a different scale";
    Kappa, "after decreasing in accordance with the worsening of the classification by
    increasing A, shows a monotonic growth".

Checked for every N >= 2 (so for Fig 5's N = 2, 5, 10): K(A) strictly decreasing on
[0, A*] and strictly increasing on [A*, oo), A* = 1 + N sqrt(N(N - 1)), while MCC
decreases on [0, oo) (DT2019-P8.5.mcc).  The figures themselves are images (absent).
"""

import sympy as sp

from kappamcc.model.claims import Status
from kappamcc.model.kinds import AllOf, Monotone
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.proofs.delgado_tibau_2019.prop_8 import A, A_MIN, CLAIMS as P8, D, K, Z

src = dt("p18, L2513-2535 (H104)")
K_FALLS = Monotone(
    "DT2019-S10.kappa-falls",
    "Z_A, every N >= 2: K(A) strictly decreasing on [0, 1 + N sqrt(N(N-1))]",
    src,
    expr=K,
    var=A,
    over=sp.Interval(0, A_MIN),
    direction="decreasing",
    expected=Status.PROVED,
    domain=D.where(A <= A_MIN, text="A <= 1 + N sqrt(N(N-1))", sampler=D.sampler),
    uses=("DT2019-P8.0",),
    families=(Z,),
)
CLAIMS = [
    K_FALLS,
    AllOf(
        "DT2019-S10",
        "Z_A for N = 2 and every N > 2: MCC decreases in A, kappa first decreases and then grows monotonically",
        src,
        parts=[claim_in(P8, "DT2019-P8.5.mcc"), K_FALLS, claim_in(P8, "DT2019-P8.5.kappa-rises")],
        expected=Status.PROVED,
    ),
]
