"""Equation (9) of Ben-David 2008 (BD2008-E9): the ROC curve TP = f(FP), and f "in terms of K".

§4, L204-208:

    "As discussed earlier, a ROC curve, is a two-dimension graph, most commonly of the form
         TP = f(FP).                                                                    (9)
     The value of f in terms of K is, thus, of interest to us here."

What is checkable.  (9) itself is notation; its content is that, in Table 1's coordinates
(probabilities, rows true and columns predicted), TP is determined by FP once the class
balance P and kappa are fixed.  Solving (13), with Pbar = TP + FP by (6) and 1 - 2N = 2P - 1
by (8), for TP gives the explicit f (the paper's (14) still has Pbar = TP + FP on its
right-hand side, so it is not yet an expression of TP in FP):

    TP = f_{P,K}(FP) = (K P + FP (1 + (2P - 1)(1 - K))) / (1 - (2P - 1)(1 - K)),   0 < P < 1.

* BD2008-E9: every table with 0 < P < 1 on which kappa is defined satisfies TP = f_{P,K}(FP),
  with P and K derived from the table (so f is well defined: its denominator never vanishes).
* BD2008-E9.line: conversely, every point of the line TP = f_{P,K}(FP) that is a table has
  kappa K (kappa derived from the matrix [[f, P - f], [FP, 1 - P - FP]]): the iso-kappa lines
  in (FP, TP) coordinates (EXT-ROC.3 gives them in rate coordinates).
* BD2008-E9.balanced: at P = N = 0.5, f_{P,K}(FP) = 0.5 K + FP, the paper's (16).

Readings.  "f in terms of K" is read as TP expressed through FP for fixed P and K; P cannot
be dropped, as (FP, TP) alone does not determine K (EXT-ROC.6).
"""

import sympy as sp
from hypothesis import strategies as st

from kappamcc import metrics
from kappamcc.model.claims import Origin, Domain, Status
from kappamcc.model.kinds import Relation, eq
from kappamcc.families.roc import FN, FP, TP, kappa_defined, roc_table
from kappamcc.model.family import Family
from kappamcc.proofs.ben_david_2008 import bd
from kappamcc.testing.samplers import S, PointsFrom, between

T = roc_table()  # [[TP, FN], [FP, 1 - TP - FN - FP]]
p, k, x = sp.symbols("p K x", real=True)  # P, K and FP held fixed along a curve (K: kappa as a variable)

# TP = f_{P,K}(FP): eq. (13) with Pbar = TP + FP and 1 - 2N = 2P - 1, solved for TP
F = (k * p + x * (1 + (2 * p - 1) * (1 - k))) / (1 - (2 * p - 1) * (1 - k))
ISO_MATRIX = sp.Matrix([[F, p - F], [x, 1 - p - x]])

# (p, k, x) read off a random table with 0 < P < 1 (so kappa is defined and the point is on its own
# line): P = s, TP = P u, FN = P (1 - u), FP = (1 - P) v, TN = (1 - P)(1 - v)
U, V = sp.symbols("u_drawn v_drawn", real=True)
DRAWN_TABLE = sp.Matrix([[S * U, S * (1 - U)], [(1 - S) * V, (1 - S) * (1 - V)]])
UNIT_CLOSED = st.fractions(min_value=0, max_value=1, max_denominator=30).map(sp.Rational)
ISO_POINTS = PointsFrom(
    {p: S, k: metrics.kappa(DRAWN_TABLE), x: (1 - S) * V},
    {S: between(0, 1, max_denominator=30), U: UNIT_CLOSED, V: UNIT_CLOSED},
)


ISO_DOMAIN = Domain(
    symbols=(p, k, x),
    constraints=(
        p > 0,
        p < 1,
        x >= 0,
        1 - p - x >= 0,
        F >= 0,
        p - F >= 0,
        1 - (2 * p - 1) * (1 - k) > 0,
        metrics.chance_agreement(ISO_MATRIX) < 1,
    ),
    text="0 < P < 1, K with 1 - (2P - 1)(1 - K) > 0, FP such that every cell of "
    "[[f, P - f], [FP, 1 - P - FP]] is >= 0, kappa defined",
    sampler=ISO_POINTS,
)
ISO = Family("iso-kappa line TP = f_{P,K}(FP)", ISO_MATRIX, ISO_DOMAIN, "BD2008 §4, L204-208")
C_T = 2 * T.P - 1  # f_{P,K}(FP) on Table 1, with P and K derived from the table
E9_DOMAIN = kappa_defined(T).with_constraints(TP + FN > 0, TP + FN < 1, text="0 < P < 1")

CLAIMS = [
    Relation(
        "BD2008-E9",
        "eq. (9), TP = f(FP) 'in terms of K': for fixed P and K, TP = (K P + FP(1 + (2P - 1)(1 - K)))"
        "/(1 - (2P - 1)(1 - K)) on every table with 0 < P < 1 where kappa is defined (P, K derived from the table)",
        bd("§4, L204-208", r"TP=f(FP)"),
        relation=eq(TP, (T.kappa * T.P + FP * (1 + C_T * (1 - T.kappa))) / (1 - C_T * (1 - T.kappa))),
        families=(T,),
        expected=Status.PROVED,
        domain=E9_DOMAIN,
        uses=("BD2008-E6", "BD2008-E8", "BD2008-E13"),
        reading="f in terms of K read as TP expressed through FP at fixed P and K: (13) solved for TP",
    ),
    Relation(
        "BD2008-E9.line",
        "conversely, every table on the line TP = f_{P,K}(FP) has kappa K: the curves TP = f(FP) "
        "of constant K are straight lines in the FP-TP plane",
        bd("§4, L204-208 (suite check)"),
        relation=eq(ISO.kappa, k),
        expected=Status.PROVED,
        domain=ISO_DOMAIN,
        uses=("BD2008-E9",),
        origin=Origin.SUITE,
        families=(ISO,),
    ),
    Relation(
        "BD2008-E9.balanced",
        "at P = N = 0.5, f_{P,K}(FP) = 0.5 K + FP, the paper's (16)",
        bd("§4, L204-208, L251-255"),
        relation=eq(F.xreplace({p: sp.Rational(1, 2)}), k / 2 + x),
        expected=Status.PROVED,
        domain=Domain(
            symbols=(k, x),
            constraints=(k >= -1, k <= 1, x >= 0, x <= sp.Rational(1, 2)),
            text="-1 <= K <= 1, 0 <= FP <= 0.5",
        ),
        uses=("BD2008-E9", "BD2008-E16"),
    ),
]
