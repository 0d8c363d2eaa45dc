"""Checked derivations as data: the formulas a derivation states and the rules its lines use.

A ``Derived`` claim (:mod:`kappamcc.kinds`) holds its formal statement (a formula below)
and a list of lines (rule records below); :mod:`kappamcc.engine.kernel` checks them.  This
module is records only, and how a checked line is shown (:func:`shown_line`).

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

import sympy as sp

from .claims import Claim, DerivationLine
from .mathtext import math_text

from .prove.index_sums import Index, IndexFraction, IndexPoly

__all__ = ["cited_claims", "shown_line", "signatures", "nonneg_stems", "Reals", "OverMatrices", "Cite", "Identity", "Nonneg", "Classes", "Apply", "Lift", "CauchySchwarz", "Instantiate", "Chain",
           "Close", "matrices"]


def signatures(arrays) -> tuple:
    """What identifies an array in a formula: its name, kind, entry stem, transposition and
    scale (two arrays with one name but other entries are two arrays)."""
    return tuple(sorted({(a.name, a.kind, a.symbol, a.transposed, str(a.scale)) for a in arrays}))


def nonneg_stems(arrays, names) -> frozenset:
    """The entry stems of the arrays named in ``names``: non-negativity is a property of the
    entries, so it is recorded by stem (atoms are keyed by stem too)."""
    by_name = {a.name: a for a in arrays}
    unknown = sorted(set(names) - set(by_name))
    if unknown:
        raise ValueError(f"nonneg names {', '.join(unknown)}, which are not among the arrays")
    scaled = sorted(n for n in names if by_name[n].scale != 1)
    if scaled:   # -1 C >= 0 is not C >= 0: name the unscaled array whose entries are >= 0
        raise ValueError(f"nonneg names the scaled arrays {', '.join(scaled)}: declare the array of their stem instead")
    return frozenset(by_name[n].symbol for n in names)


def matrices(arrays, nonneg=None, hyps=(), goal=None) -> "OverMatrices":
    """``OverMatrices`` over these arrays (all of them non-negative unless ``nonneg`` names some)."""
    names = [a.name for a in arrays] if nonneg is None else nonneg
    return OverMatrices(signatures(arrays), nonneg_stems(arrays, names), tuple(hyps), goal)


def _formula_parts(record) -> None:
    """hyps a sequence of sympy relations (kept as a tuple), goal a sympy statement: a
    TypeError naming the field otherwise."""
    if not isinstance(record.hyps, (tuple, list)):
        raise TypeError(f"{type(record).__name__}: hyps must be a tuple of relations, not {record.hyps!r}")
    object.__setattr__(record, "hyps", tuple(record.hyps))
    for part in record.hyps + (record.goal,):
        if not isinstance(part, (sp.Basic, bool)):
            raise TypeError(f"{type(record).__name__}: hyps and goal must be sympy relations, not {part!r}")


def _index_sums(record, *fields, fractions=False) -> None:
    kinds = (IndexPoly, IndexFraction) if fractions else (IndexPoly,)
    for name in fields:
        if not isinstance(getattr(record, name), kinds):
            raise TypeError(f"{type(record).__name__}: {name} must be an index sum "
                            f"({' or '.join(k.__name__ for k in kinds)}), not {getattr(record, name)!r}")


@dataclass(frozen=True)
class Reals:
    hyps: tuple
    goal: object

    def __post_init__(self):
        _formula_parts(self)


@dataclass(frozen=True)
class OverMatrices:
    arrays: tuple            # signatures of the arrays its atoms sum over (:func:`signatures`)
    nonneg: frozenset        # entry stems of the arrays whose entries are >= 0
    hyps: tuple
    goal: object

    def __post_init__(self):
        _formula_parts(self)


@dataclass(frozen=True)
class Cite:
    claim: Claim


@dataclass(frozen=True)
class Identity:
    lhs: object
    rhs: object
    arrays: tuple

    def __post_init__(self):
        _index_sums(self, "lhs", "rhs", fractions=True)


@dataclass(frozen=True)
class Nonneg:
    expr: IndexPoly
    arrays: tuple
    nonneg: frozenset

    def __post_init__(self):
        _index_sums(self, "expr")


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


def shown_line(n: int, line, fact) -> DerivationLine:
    """Line ``n`` of a checked derivation as ``show`` prints it: the formula the kernel
    accepted (``fact``), the rule's name and the premises (line numbers and claim IDs)."""
    premises = [str(p) for p in getattr(line, "premises", ())]
    for attr in ("first", "second", "premise"):
        if hasattr(line, attr):
            p = getattr(line, attr)
            premises.append(p.id if isinstance(p, Claim) else str(p))
    for attr in ("claim", "lagrange"):
        if isinstance(getattr(line, attr, None), Claim):
            premises.append(getattr(line, attr).id)
    text = math_text(fact.goal) + (f"   [if {', '.join(map(math_text, fact.hyps))}]" if fact.hyps else "")
    return DerivationLine(n, text, type(line).__name__, tuple(premises))
