"""Proposition 8: kappa and MCC of Z_A for any N >= 2 (DT2019-P8).

Delgado & Tibau 2019, section "The Z_A family", p17-p18, L2460-2511 (H96-H103):

    MCC(A) = (1-A) / ((N-1)(N^2 - 2(1-A)));
    K(A) = N (1-A) / ((1-A)^2 - 2N(N-1)(1-A) + N^3(N-1))                          (P8.0)
    "and the following properties hold:"
    1. MCC(1) = K(1) = 0,                                                       (P8.1)
    2. 1/MCC(A) - 1/K(A) = (A-1)/N and then,                                    (P8.2)
       If A < 1: 0 < K(A) < MCC(A) < 1;  If 1 < A: -1 < MCC(A) < K(A) < 0,      (P8.2a, P8.2b)
    3. -1 < lim_{A->oo} MCC(A) = -1/(2(N-1)) < lim_{A->oo} K(A) = 0,            (P8.3)
    4. 0 < lim_{A->0} K(A) = N/(1 + N(N-1)(N^2-2)) < lim_{A->0} MCC(A) = 1/((N-1)(N^2-2)) < 1,   (P8.4)
    5. "MCC(A) is monotonically decreasing, while K(A) is not. Indeed, K(A) is a convex function
       of A, achieving the global minimum, which is a negative value, when A = 1 + N sqrt(N(N-1))."  (P8.5)
    6. "The divergence between MCC(A) and K(A) increases monotonically as A -> oo."   (P8.6)

Erratum: K(A) is not convex on all of A >= 0: d^2K/dA^2 has the sign of
h(v) = v^3 - 3qv + 2pq with v = 1 - A, p = N(N-1), q = N^3(N-1), negative for large A
(K ~ -N/A there, a concave tail); counterexample N = 3, A = 16.  It is convex on
[0, 1 + N sqrt(N(N-1))], up to its minimum (DT2019-P8.5.convex.corrected).

N is a symbol (integer, N >= 2), not a chosen size: every verdict holds for every N, or
comes with a counterexample with integer N and exact A.  Z_A's kappa and MCC are derived
from its structure (families/z_a.py).  P8.6 is read as: K(A) - MCC(A), which is positive
for A > 1 (P8.2b), is increasing in A on (1, oo).
"""
import sympy as sp
from hypothesis import strategies as st

from kappamcc.families.binary import z_a_two
from kappamcc.families.z_a import A, N, z_a
from kappamcc.claims import (Convex, Domain, Extremum, Limit, Monotone, Relation, Status, chain, eq)
from kappamcc.proofs.delgado_tibau_2019 import dt

Z = z_a()
K, MCC = Z.kappa, Z.mcc
D = Z.domain
src = lambda lines, printed="": dt(f"p17-p18, {lines}", printed)
mcc_printed = (1 - A) / ((N - 1) * (N**2 - 2 * (1 - A)))
kappa_printed = N * (1 - A) / ((1 - A)**2 - 2 * N * (N - 1) * (1 - A) + N**3 * (N - 1))
A_MIN = 1 + N * sp.sqrt(N * (N - 1))
FIXED_N = Domain((N,), (N >= 2,), "integer N >= 2", lambda: st.integers(2, 40).map(lambda n: {N: sp.Integer(n)}))


def _dom(*extra, text):
    return Domain(D.symbols, D.constraints + tuple(extra), f"{D.text}; {text}", D.sampler)


CLAIMS = [
    Relation("DT2019-P8.0", "Z_A, any N >= 2: MCC(A) = (1-A)/((N-1)(N^2-2(1-A))) and K(A) = N(1-A)/((1-A)^2 - 2N(N-1)(1-A) + N^3(N-1))",
             src("L2460-2475", r"\mathrm{MCC}(A)=\frac{1-A}{(N-1)(N^2-2(1-A))};\ \mathcal K(A)=N\frac{1-A}{(1-A)^2-2N(N-1)(1-A)+N^3(N-1)}"),
             [eq(MCC, mcc_printed), eq(K, kappa_printed)], expected=Status.PROVED, domain=D),
    Relation("DT2019-P8.1", "MCC(1) = K(1) = 0", src("L2477"),
             [eq(MCC.subs(A, 1), 0), eq(K.subs(A, 1), 0)], expected=Status.PROVED, domain=FIXED_N),
    Relation("DT2019-P8.2", "1/MCC(A) - 1/K(A) = (A-1)/N (A != 1)", src("L2479-2483", r"\frac1{\mathrm{MCC}(A)}-\frac1{\mathcal K(A)}=\frac{A-1}{N}"),
             eq(1 / MCC - 1 / K, (A - 1) / N), expected=Status.PROVED, domain=_dom(sp.Ne(A, 1), text="A != 1")),
    Relation("DT2019-P8.2.a", "A < 1: 0 < K(A) < MCC(A) < 1", src("L2483-2487", r"0<\mathcal K(A)<\mathrm{MCC}(A)<1"),
             chain(0, "<", K, "<", MCC, "<", 1), expected=Status.PROVED, domain=_dom(A < 1, text="A < 1")),
    Relation("DT2019-P8.2.b", "1 < A: -1 < MCC(A) < K(A) < 0", src("L2487-2489", r"-1<\mathrm{MCC}(A)<\mathcal K(A)<0"),
             chain(-1, "<", MCC, "<", K, "<", 0), expected=Status.PROVED, domain=_dom(A > 1, text="A > 1")),
    Limit("DT2019-P8.3.mcc", "lim_{A->oo} MCC(A) = -1/(2(N-1))", src("L2489-2493"), mcc_printed, A, sp.oo,
          -1 / (2 * (N - 1)), expected=Status.PROVED, domain=FIXED_N, uses=("DT2019-P8.0",)),
    Limit("DT2019-P8.3.kappa", "lim_{A->oo} K(A) = 0", src("L2489-2493"), kappa_printed, A, sp.oo, 0,
          expected=Status.PROVED, domain=FIXED_N, uses=("DT2019-P8.0",)),
    Relation("DT2019-P8.3.order", "-1 < -1/(2(N-1)) < 0", src("L2489-2493"), chain(-1, "<", -1 / (2 * (N - 1)), "<", 0),
             expected=Status.PROVED, domain=FIXED_N),
    Limit("DT2019-P8.4.kappa", "lim_{A->0} K(A) = N/(1 + N(N-1)(N^2-2))", src("L2493-2497"), kappa_printed, A, 0,
          N / (1 + N * (N - 1) * (N**2 - 2)), expected=Status.PROVED, domain=FIXED_N, uses=("DT2019-P8.0",)),
    Limit("DT2019-P8.4.mcc", "lim_{A->0} MCC(A) = 1/((N-1)(N^2-2))", src("L2493-2497"), mcc_printed, A, 0,
          1 / ((N - 1) * (N**2 - 2)), expected=Status.PROVED, domain=FIXED_N, uses=("DT2019-P8.0",)),
    Relation("DT2019-P8.4.order", "0 < N/(1 + N(N-1)(N^2-2)) < 1/((N-1)(N^2-2)) < 1", src("L2493-2497"),
             chain(0, "<", N / (1 + N * (N - 1) * (N**2 - 2)), "<", 1 / ((N - 1) * (N**2 - 2)), "<", 1),
             expected=Status.PROVED, domain=FIXED_N),
    Monotone("DT2019-P8.5.mcc", "MCC(A) is monotonically (strictly) decreasing in A >= 0", src("L2497-2501"),
             mcc_printed, A, sp.Interval(0, sp.oo), "decreasing", expected=Status.PROVED, domain=D, uses=("DT2019-P8.0",)),
    Monotone("DT2019-P8.5.kappa-rises", "K(A) is not decreasing: strictly increasing for A > 1 + N sqrt(N(N-1))",
             src("L2497-2501"), kappa_printed, A, sp.Interval.open(A_MIN, sp.oo), "increasing",
             expected=Status.PROVED, domain=_dom(A > A_MIN, text="A > 1 + N sqrt(N(N-1))"), uses=("DT2019-P8.0",)),
    Convex("DT2019-P8.5.convex", "K(A) is a convex function of A (A >= 0)", src("L2497-2501", r"\mathcal K(A)\ \text{convex}"),
           kappa_printed, A, sp.Interval(0, sp.oo), expected=Status.CORRECTED, domain=D, uses=("DT2019-P8.0",),
           correction=Convex("DT2019-P8.5.convex.corrected",
                             "K(A) is convex on 0 <= A <= 1 + N sqrt(N(N-1)), up to its global minimum (concave for large A, like -N/A)",
                             src("L2497-2501"), kappa_printed, A, sp.Interval(0, A_MIN),
                             expected=Status.PROVED, domain=D)),
    Extremum("DT2019-P8.5.minimum", "K(A) has its global minimum over A >= 0 at A = 1 + N sqrt(N(N-1))",
             src("L2497-2501", r"A=1+N\sqrt{N(N-1)}"), kappa_printed, A, A_MIN, sp.Interval(0, sp.oo),
             expected=Status.PROVED, domain=D, uses=("DT2019-P8.0",)),
    Relation("DT2019-P8.5.negative", "the minimum value K(1 + N sqrt(N(N-1))) is negative", src("L2497-2501"),
             sp.Lt(kappa_printed.subs(A, A_MIN), 0), expected=Status.PROVED, domain=FIXED_N),
    Relation("DT2019-C7.P8", "Corollary 7 is Proposition 8 at N = 2: the closed forms of P8.0 at N = 2 are those of C7.0",
             dt("p17, L2378-2460"), [eq(mcc_printed.subs(N, 2), z_a_two().mcc), eq(kappa_printed.subs(N, 2), z_a_two().kappa)],
             expected=Status.PROVED, domain=z_a_two().domain, uses=("DT2019-C7.0", "DT2019-P8.0")),
    Monotone("DT2019-P8.6", "the divergence K(A) - MCC(A) (> 0 for A > 1) increases monotonically in A on (1, oo)",
             src("L2501-2511"), kappa_printed - mcc_printed, A, sp.Interval.open(1, sp.oo), "increasing",
             expected=Status.PROVED, domain=_dom(A > 1, text="A > 1"), uses=("DT2019-P8.0", "DT2019-P8.2.b"),
             reading="K - MCC is increasing in A on (1, oo)"),
]
