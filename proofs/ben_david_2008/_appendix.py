"""Shared symbols and hypotheses for the Appendix A derivations (no claims here).

The derivation lines are written in the paper's own symbols P, N, Pbar, Nbar, TP, FP,
FN, TN, K as free real variables, each step under exactly the hypotheses it cites
((2), (5), (6), (8), (13), ...) plus 0 <= x <= 1 for the probabilities.  A step whose
hypotheses fail somewhere is not passed off as proved; the Steps claims then say why
the cited hypotheses hold for Table 1 (BD2008-E4.corrected, E5 ... E8 on the derived
table).  The symbols' domains and the derivations read on Table 1 are
:mod:`kappamcc.families.roc_derivations` (spot-check points drawn as real tables).
"""

import sympy as sp

from kappamcc.families.roc import FN, FP, P, Pbar, TN, TP
from kappamcc.families.roc_derivations import K, N, Nbar

# the table equations as hypotheses, named by the paper's numbers
EQ5 = sp.Eq(N, FP + TN)
EQ6 = sp.Eq(Pbar, TP + FP)
EQ8_ROWS = sp.Eq(P + N, 1)
EQ8_COLS = sp.Eq(Pbar + Nbar, 1)
KAPPA_DEFINED = sp.Ne(1 - Pbar * (1 - 2 * N) - N, 0)  # 1 - P_c != 0 by (10)
EQ13_CLEARED = sp.Eq(K * (P - Pbar * (1 - 2 * N)), TP - FP - Pbar * (1 - 2 * N))
EQ13_DEFINED = sp.Ne(P - Pbar * (1 - 2 * N), 0)


# all of Table 1's relations (the corrected (4), (5)-(8)): a point satisfying them is a real table
TABLE = (sp.Eq(P, TP + FN), EQ5, EQ6, sp.Eq(Nbar, FN + TN), sp.Eq(TP + FN + FP + TN, 1))
