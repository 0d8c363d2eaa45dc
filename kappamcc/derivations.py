"""Checked derivations as data: the formulas a derivation states and the rules its lines use.

A ``Derived`` claim (:mod:`kappamcc.kinds`) holds its formal statement (a formula below)
and a list of lines (rule records below); :mod:`kappamcc.engine.kernel` checks them.  This
module is records only.

Formulas
  ``Reals(hyps, goal)``: for all real values of its symbols (their sign assumptions
      included), the hypotheses imply the goal.
  ``OverMatrices(arrays, nonneg, hyps, goal)``: for every N >= 1 and all real N x N arrays
      (entries >= 0 for the arrays named in ``nonneg``), the hypotheses imply the goal, each
      atom symbol standing for its index sum (:func:`kappamcc.prove.atoms.atomize`).

Rules: see :mod:`kappamcc.engine.kernel` for what each one requires and concludes.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .claims import Claim
from .prove.index_sums import Index, IndexPoly

__all__ = ["cited_claims", "Reals", "OverMatrices", "Cite", "Identity", "Nonneg", "Classes", "Apply", "Lift", "CauchySchwarz", "Instantiate", "Chain",
           "Close", "matrices"]


def matrices(arrays, nonneg=None, hyps=(), goal=None) -> "OverMatrices":
    """``OverMatrices`` over these arrays (all of them non-negative unless ``nonneg`` says)."""
    names = tuple(sorted({(a.name, a.kind) for a in arrays}))
    nonneg = frozenset(a.name for a in arrays) if nonneg is None else frozenset(nonneg)
    return OverMatrices(names, nonneg, tuple(hyps), goal)


@dataclass(frozen=True)
class Reals:
    hyps: tuple
    goal: object


@dataclass(frozen=True)
class OverMatrices:
    arrays: tuple            # (name, kind) of the arrays its atoms sum over
    nonneg: frozenset        # names of the arrays whose entries are >= 0
    hyps: tuple
    goal: object


@dataclass(frozen=True)
class Cite:
    claim: Claim


@dataclass(frozen=True)
class Identity:
    lhs: object
    rhs: object
    arrays: tuple


@dataclass(frozen=True)
class Nonneg:
    expr: IndexPoly
    arrays: tuple
    nonneg: frozenset


@dataclass(frozen=True)
class Classes:
    """N >= 1: the number of classes, the atom of sum_k 1, is at least 1."""


@dataclass(frozen=True)
class Lift:
    claim: Claim
    sigma: tuple             # ((symbol, IndexPoly with free ``index``), ...)
    index: Index
    arrays: tuple
    nonneg: frozenset


@dataclass(frozen=True)
class CauchySchwarz:
    lagrange: Claim
    weight: IndexPoly
    u: IndexPoly
    v: IndexPoly
    indices: tuple
    arrays: tuple
    nonneg: frozenset


@dataclass(frozen=True)
class Instantiate:
    premise: object          # a line number or a claim
    sigma: tuple             # ((symbol, value), ...)
    arrays: tuple = ()
    nonneg: frozenset = field(default_factory=frozenset)


@dataclass(frozen=True)
class Apply:
    """Modus ponens, in order: ``premises`` (line numbers) are taken one by one, each needing
    only ``hyps`` and the goals of the premises before it; the ``implication`` line's
    hypotheses must then all be known, and its goal follows under ``hyps``."""
    implication: int
    premises: tuple
    hyps: tuple


@dataclass(frozen=True)
class Chain:
    first: int
    second: int


@dataclass(frozen=True)
class Close:
    goal: object
    hyps: tuple
    premises: tuple
    arrays: tuple = ()
    nonneg: frozenset = field(default_factory=frozenset)


def cited_claims(lines) -> tuple:
    """The claims a derivation's lines cite (for ``uses``), in order, each once."""
    out = []
    for line in lines:
        for attr in ("claim", "lagrange", "premise"):
            c = getattr(line, attr, None)
            if isinstance(c, Claim) and c not in out:
                out.append(c)
    return tuple(out)
