"""Ben-David 2008's Appendix A in the paper's own symbols: the probabilities P, N, Pbar, Nbar,
TP, FN, FP, TN and K as free reals, the domain of a derivation step under the hypotheses it
cites, and a derivation read on Table 1 (:func:`kappamcc.families.roc.roc_table`).

The derivation lines of ``proofs/ben_david_2008/appendix_a*.py`` are stated in these free
symbols, each step under exactly the hypotheses it cites plus 0 <= x <= 1 for the
probabilities; :func:`checked_derivation` then reads every line on the table T (its cells
and derived marginals, never typed in) and lets Z3 close the goal.  Spot-check points are
drawn as real tables, on which every cited hypothesis holds.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.families.roc import FN, FP, P, Pbar, TN, TP, roc_points
from kappamcc.model.claims import Domain
from kappamcc.model.derivations import Cite, Close, Instantiate, Reals

__all__ = ["N", "Nbar", "K", "PROBABILITIES", "RANGES", "table_points", "hypotheses", "on_table", "checked_derivation"]

N, Nbar, K = sp.symbols("N Nbar K", real=True)
PROBABILITIES = (P, N, Pbar, Nbar, TP, FN, FP, TN)
RANGES = tuple(c for x in PROBABILITIES for c in (x >= 0, x <= 1))


def _table_point(p):
    """All the paper's quantities at one table point {TP, FN, FP} (TN = 1 - TP - FN - FP)."""
    tp, fn, fp = p[TP], p[FN], p[FP]
    tn = 1 - tp - fn - fp
    pt = {TP: tp, FN: fn, FP: fp, TN: tn, P: tp + fn, N: fp + tn, Pbar: tp + fp, Nbar: fn + tn}
    pc = pt[P] * pt[Pbar] + pt[N] * pt[Nbar]
    pt[K] = (tp + tn - pc) / (1 - pc) if pc != 1 else sp.Integer(0)
    return pt


def table_points():
    """Points of real tables: every symbol at its value on a drawn table, K its kappa (0 where undefined)."""
    return roc_points().map(_table_point)


def hypotheses(*cited, text: str) -> Domain:
    """The paper's symbols in [0, 1] (K free) under the cited hypotheses."""
    return Domain(
        symbols=PROBABILITIES + (K,),
        constraints=RANGES + tuple(cited),
        text=f"P, N, Pbar, Nbar, TP, FN, FP, TN in [0, 1]; {text}",
        sampler=table_points,
    )


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
