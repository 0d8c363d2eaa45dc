"""Shared symbols and domains for the Appendix A derivations (no claims here).

The derivation lines are written in the paper's own symbols P, N, Pbar, Nbar, TP, FP,
FN, TN, K as free real variables, each step under exactly the hypotheses it cites
((2), (5), (6), (8), (13), ...) plus 0 <= x <= 1 for the probabilities.  A step whose
hypotheses fail somewhere is not passed off as proved; the Steps claims then say why
the cited hypotheses hold for Table 1 (BD2008-E4.corrected, E5 ... E8 on the derived
table).  Spot-check points are drawn as real tables (every cited hypothesis holds).
"""

import sympy as sp

from kappamcc.families.roc import FN, FP, P, Pbar, TN, TP, roc_points
from kappamcc.model.claims import Domain
from kappamcc.model.derivations import Cite, Close, Instantiate, Reals

N, Nbar, K = sp.symbols("N Nbar K", real=True)
PROBABILITIES = (P, N, Pbar, Nbar, TP, FN, FP, TN)
RANGES = tuple(c for x in PROBABILITIES for c in (x >= 0, x <= 1))

# the table equations as hypotheses, named by the paper's numbers
EQ5 = sp.Eq(N, FP + TN)
EQ6 = sp.Eq(Pbar, TP + FP)
EQ8_ROWS = sp.Eq(P + N, 1)
EQ8_COLS = sp.Eq(Pbar + Nbar, 1)
KAPPA_DEFINED = sp.Ne(1 - Pbar * (1 - 2 * N) - N, 0)  # 1 - P_c != 0 by (10)
EQ13_CLEARED = sp.Eq(K * (P - Pbar * (1 - 2 * N)), TP - FP - Pbar * (1 - 2 * N))
EQ13_DEFINED = sp.Ne(P - Pbar * (1 - 2 * N), 0)


def _table_point(p):
    """All the paper's quantities at one table point {TP, FN, FP} (TN = 1 - TP - FN - FP)."""
    tp, fn, fp = p[TP], p[FN], p[FP]
    tn = 1 - tp - fn - fp
    pt = {TP: tp, FN: fn, FP: fp, TN: tn, P: tp + fn, N: fp + tn, Pbar: tp + fp, Nbar: fn + tn}
    pc = pt[P] * pt[Pbar] + pt[N] * pt[Nbar]
    pt[K] = (tp + tn - pc) / (1 - pc) if pc != 1 else sp.Integer(0)
    return pt


def table_points():
    return roc_points().map(_table_point)


def hypotheses(*cited, text: str) -> Domain:
    """The paper's symbols in [0, 1] (K free) under the cited hypotheses."""
    return Domain(
        symbols=PROBABILITIES + (K,),
        constraints=RANGES + tuple(cited),
        text=f"P, N, Pbar, Nbar, TP, FN, FP, TN in [0, 1]; {text}",
        sampler=table_points,
    )


# all of Table 1's relations (the corrected (4), (5)-(8)): a point satisfying them is a real table
TABLE = (sp.Eq(P, TP + FN), EQ5, EQ6, sp.Eq(Nbar, FN + TN), sp.Eq(TP + FN + FP + TN, 1))


def on_table(T, with_kappa: bool = False) -> tuple:
    """The paper's symbols read on the table T: P, N, Pbar, Nbar its derived marginals, TP,
    FN, FP, TN its cells (and K its kappa)."""
    sigma = ((P, T.P), (N, T.N), (Pbar, T.Pbar), (Nbar, T.Nbar), (TP, T.tp), (FN, T.fn), (FP, T.fp), (TN, T.tn))
    return sigma + (((K, T.kappa),) if with_kappa else ())


def checked_derivation(T, goal, hyps, *, steps, cited=(), with_kappa=False) -> tuple:
    """(formula, lines) of "these printed lines derive ``goal`` on the table T": each line read
    on T (:func:`on_table`), the claims in ``cited`` as they are, and Z3 closes."""
    lines = [Cite(c) for c in cited] + [Instantiate(s, on_table(T, with_kappa)) for s in steps]
    lines.append(Close(goal, tuple(hyps), tuple(range(1, len(lines) + 1))))
    return Reals(tuple(hyps), goal), lines
