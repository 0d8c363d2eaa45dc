"""The premise of the experiments and the heuristic drawn from them (DT2019-S11, S13).

Delgado & Tibau 2019, section "Experimental results":

    S11.1 (p18, L2539-2556) "both in the binary case with c = 1, and with the
          multidimensional Z_A family, as the asymmetry of the confusion matrix increased
          (b -> +oo and A -> +oo, respectively), while its diagonal stays constant, the
          behaviour of Kappa and MCC differed more and more."
    S11.2 "asymmetry of matrix C_0 also increases as b -> +oo, and yet the behaviour of
          Kappa and MCC agree"
    S11.3 the experiments are run "in dimension N = 3"
    S13   (p21, L2883-2891) "it is not enough that the asymmetry grows to infinity, or that
          the entropy is constant or simply decreasing, for the phenomenon of discrepancy
          between Kappa and MCC to occur, but heuristically it seems that entropy must
          decrease to zero, which implies that at the same time asymmetry grows to infinity
          by Lemma 9."

S13 has four parts.  (a) "asymmetry -> oo is not enough", (b) "constant entropy is not
enough" and (c) "decreasing entropy is not enough" are existence statements, witnessed by
M1 (Asy = 2A -> oo, Ent = 2.5, agreement) and M3 (Ent decreasing, agreement): PROVED.
(d) the heuristic, read as "a disagreement needs Ent -> 0", is refuted by the paper's own
Example (e): on M5(A) kappa rises while MCC falls for every A >= 254, and Ent(M5(A)) tends
to log2(7) - 2/7 > 0.
"""
import sympy as sp

from kappamcc.families.experiments import A as A_M, m1, m2, m3, m4, m5
from kappamcc.claims import Status
from kappamcc.kinds import Counterexample, Limit, Relation, Steps, eq
from kappamcc.proofs.delgado_tibau_2019 import claim_in, dt
from kappamcc.proofs.delgado_tibau_2019.cor_6 import CLAIMS as C6
from kappamcc.proofs.delgado_tibau_2019.examples_behaviour import CLAIMS as XB
from kappamcc.proofs.delgado_tibau_2019.examples_entropy import CLAIMS as XENT
from kappamcc.proofs.delgado_tibau_2019.prop_2 import CLAIMS as P2
from kappamcc.proofs.delgado_tibau_2019.prop_8 import CLAIMS as P8

src11, src13 = dt("p18, L2539-2556"), dt("p21, L2883-2891")
M1 = m1()

M1_ASY_LIMIT = Limit("DT2019-S13.m1-asymmetry", "Asy(M1(A)) = 2A -> +oo", src13, expr=M1.asymmetry, var=A_M, to=sp.oo, value=sp.oo,
                     expected=Status.PROVED, domain=M1.domain)

CLAIMS = [
    Steps("DT2019-S11.1", "c = 1 (C^{a,b}_{1,1}, b -> oo) and Z_A (A -> oo), diagonal constant: kappa and MCC "
          "behave differently, more and more", src11,
          steps=[claim_in(C6, "DT2019-C6.M"), claim_in(P8, "DT2019-P8.6"), claim_in(P8, "DT2019-P8.5.kappa-rises")],
          argument="C^{a,b}_{1,1}: MCC decreasing in b while K is not (Cor. 6); Z_A: K - MCC increasing on A > 1 (P8.6) and K "
          "rising while MCC falls beyond its minimum", expected=Status.ARGUED,
          reading="'differed more and more' as: opposite directions from some point on, and K - MCC increasing for Z_A"),
    Steps("DT2019-S11.2", "C_0: asymmetry increases as b -> oo, and kappa and MCC agree", src11,
          steps=[claim_in(XENT, "DT2019-S12.asymmetry"), claim_in(P2, "DT2019-P2.1")],
          argument="Asy(C_0) = sqrt(2) b increasing; K(C_0) is an increasing function of MCC(C_0) (Prop. 2)",
          expected=Status.ARGUED),
    Relation("DT2019-S11.3", "the experiments M1..M5 are 3 x 3 (N = 3)", dt("p18, L2556"),
             relation=[eq(F.matrix.rows, 3) for F in (M1, m2(), m3(), m4(), m5())], expected=Status.PROVED),
    M1_ASY_LIMIT,
    Steps("DT2019-S13.a", "asymmetry growing to +oo is not enough for the discrepancy (M1)", src13,
          steps=[M1_ASY_LIMIT, claim_in(XB, "DT2019-XA.4")], argument="M1: Asy -> +oo and kappa, MCC both decreasing",
          expected=Status.ARGUED),
    Steps("DT2019-S13.b", "constant entropy is not enough for the discrepancy (M1, and C_0)", src13,
          steps=[claim_in(XENT, "DT2019-XA.3"), claim_in(XB, "DT2019-XA.4"), claim_in(XENT, "DT2019-S12.entropy"),
           claim_in(P2, "DT2019-P2.1")],
          argument="Ent(M1) = 2.5 and agreement; Ent(C_0) = 0 for every b and agreement", expected=Status.ARGUED),
    Steps("DT2019-S13.c", "decreasing entropy is not enough for the discrepancy (M3)", src13,
          steps=[claim_in(XENT, "DT2019-XC.3.decreasing"), claim_in(XB, "DT2019-XC.2")],
          argument="Ent(M3(A)) strictly decreasing; kappa and MCC both increasing", expected=Status.ARGUED),
    Counterexample("DT2019-S13.d", "heuristically, entropy must decrease to zero for the discrepancy to occur", src13,
                   family="M5(A) = [[1, 2A, A], [A, 1, A+100], [A, A, 1]] (the paper's Example (e)), A >= 254",
                   facts=[claim_in(XB, "DT2019-XE.4.mcc"), claim_in(XB, "DT2019-XE.4.kappa-rises"),
                    claim_in(XENT, "DT2019-XE.3.limit"), claim_in(XENT, "DT2019-XC.3.positive")],
                   argument="on A >= 254 MCC decreases and kappa increases (a discrepancy) while Ent(M5(A)) -> log2(7) - 2/7 > 0",
                   expected=Status.ARGUED_AGAINST,
                   reading="'entropy must decrease to zero' as a necessary condition for kappa and MCC to move in "
                           "opposite directions as the parameter grows"),
]
