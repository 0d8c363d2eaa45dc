"""Checked derivations as data: the formulas a derivation states and the rules its lines use.

A ``Derived`` claim (:mod:`kappamcc.model.kinds`) holds its formal statement (a formula below)
and a list of lines (rule records below); :mod:`kappamcc.engine.kernel` checks them.  This
module is records only, and how a checked line is shown (:func:`shown_line`).

Formulas
  ``Reals(hyps, goal)``: for all real values of its symbols (their sign assumptions
      included), the hypotheses imply the goal.
  ``OverMatrices(arrays, nonneg, hyps, goal)``: for every N >= 1 and all real N x N arrays
      (entries >= 0 for the arrays named in ``nonneg``), the hypotheses imply the goal, each
      atom symbol standing for its index sum (:func:`kappamcc.prove.atoms.atomize`).
  ``Matrices(entries, hyps, goal)``: for every N >= 2, every N x N matrix C whose entries are
      non-negative integers (``entries="integer"``) or non-negative reals (``"real"``) and
      every off-diagonal pair (i, j) of it, the hypotheses imply the goal, each functional
      symbol (:data:`FUNCTIONALS`: ENT, ASY, MAX, ...) standing for its value at C.
  ``Sequences(entries, always, tends, goal)``: for every N >= 2 and every sequence C(A),
      A = 1, 2, ..., of such matrices: if each relation of ``always`` holds at every A and
      each (f, v) of ``tends`` has f(C(A)) -> v as A -> +oo, then the goal (f, v) has
      f(C(A)) -> v.

Rules: see :mod:`kappamcc.engine.kernel` for what each one requires and concludes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy as sp

from .claims import Claim, DerivationLine
from .mathtext import math_text

from ..prove.index_sums import Index, IndexFraction, IndexPoly

__all__ = [
    "MatrixFunctional",
    "FUNCTIONALS",
    "ENT",
    "ASY",
    "MAX",
    "REST",
    "CIJ",
    "CJI",
    "OTHER",
    "ENTRIES",
    "Matrices",
    "Sequences",
    "Fact",
    "Squeeze",
    "cited_claims",
    "shown_line",
    "signatures",
    "nonneg_stems",
    "Reals",
    "OverMatrices",
    "Cite",
    "Identity",
    "Nonneg",
    "Classes",
    "Apply",
    "Lift",
    "CauchySchwarz",
    "Instantiate",
    "Chain",
    "Close",
    "matrices",
]


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
    if scaled:  # -1 C >= 0 is not C >= 0: name the unscaled array whose entries are >= 0
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
    for part in (*record.hyps, record.goal):
        if not isinstance(part, (sp.Basic, bool)):
            raise TypeError(f"{type(record).__name__}: hyps and goal must be sympy relations, not {part!r}")


def _index_sums(record, *fields, fractions=False) -> None:
    kinds = (IndexPoly, IndexFraction) if fractions else (IndexPoly,)
    for name in fields:
        if not isinstance(getattr(record, name), kinds):
            raise TypeError(
                f"{type(record).__name__}: {name} must be an index sum "
                f"({' or '.join(k.__name__ for k in kinds)}), not {getattr(record, name)!r}"
            )


@dataclass(frozen=True)
class Reals:
    hyps: tuple
    goal: object

    def __post_init__(self):
        _formula_parts(self)


@dataclass(frozen=True)
class OverMatrices:
    arrays: tuple  # signatures of the arrays its atoms sum over (:func:`signatures`)
    nonneg: frozenset  # entry stems of the arrays whose entries are >= 0
    hyps: tuple
    goal: object

    def __post_init__(self):
        _formula_parts(self)


class MatrixFunctional(sp.Symbol):
    """A real number a matrix C has (:data:`FUNCTIONALS`): a symbol of its own class, so a
    user's scalar spelled ENT is never taken for it."""


def _functional(name):
    return MatrixFunctional(name, real=True)


ENT, ASY, MAX, REST = (_functional(n) for n in ("ENT", "ASY", "MAX", "REST"))
CIJ, CJI, OTHER = (_functional(n) for n in ("C_ij", "C_ji", "OTHER_ij"))
FUNCTIONALS = {
    ENT: "Ent of the off-diagonal entries (DT2019-D2, log base 2, 0 log 0 = 0), 0 when they are all 0",
    ASY: "Asy(C) = ||C - C^T||, the Frobenius norm (DT2019-D1)",
    MAX: "the largest off-diagonal entry",
    REST: "the sum of the off-diagonal entries minus MAX",
    CIJ: "C_ij at the off-diagonal pair (i, j)",
    CJI: "C_ji at the off-diagonal pair (i, j)",
    OTHER: "the sum of (C_rs - C_sr)^2 over the off-diagonal cells other than (i, j) and (j, i)",
}
ENTRIES = ("integer", "real")


def _entries(record):
    if record.entries not in ENTRIES:
        raise ValueError(
            f"{type(record).__name__}: entries={record.entries!r} is not one of {', '.join(map(repr, ENTRIES))}"
        )


@dataclass(frozen=True)
class Matrices:
    entries: str  # "integer" | "real": the entries are non-negative integers | reals
    hyps: tuple
    goal: object

    def __post_init__(self):
        _entries(self)
        _formula_parts(self)


@dataclass(frozen=True)
class Sequences:
    entries: str
    always: tuple  # relations holding at every A
    tends: tuple  # ((expression, limit), ...) assumed
    goal: tuple  # (expression, limit) concluded

    def __post_init__(self):
        _entries(self)
        object.__setattr__(self, "always", tuple(self.always))
        object.__setattr__(self, "tends", tuple(tuple(t) for t in self.tends))
        object.__setattr__(self, "goal", tuple(self.goal))
        if len(self.goal) != 2 or any(len(t) != 2 for t in self.tends):
            raise TypeError("Sequences: tends holds (expression, limit) pairs and goal is one such pair")

    @property
    def hyps(self):
        return self.always

    def symbols(self) -> set:
        parts = list(self.always) + [e for pair in self.tends + (self.goal,) for e in pair]
        return set().union(*(sp.sympify(e).free_symbols for e in parts))


@dataclass(frozen=True)
class Fact:
    """A fact of the kernel's table about the matrix functionals, by name (the kernel lists
    them with what each cites and rests on); ``cites``: the PROVED claims it rests on."""

    name: str
    cites: tuple = ()


@dataclass(frozen=True)
class Squeeze:
    """Along sequences of matrices: ``of`` (a functional X) -> 0, forced to drive ``at`` (an
    expression Z of functionals) to z0, where phi (of ``decreasing``) is 0 or tends to it, so
    that ``value`` (an expression Y) tends to the limit of ``limit`` at z0 (c and z0 read from
    ``range``).  Lines: ``lower``
    X >= phi(Z), ``upper`` Y >= psi(Z) (limit +oo) or Y = psi(Z), ``range`` c < Z < z0, all
    under the same hypotheses (assumed at every A)."""

    lower: int
    upper: int
    range: int
    decreasing: Claim  # PROVED Relation over (z, w): phi(z) >= phi(w) > 0 for c < z <= w < z0
    limit: Claim  # PROVED Limit: psi(z) -> L as z -> z0 on a domain holding (c, z0)
    of: object
    at: object
    value: object


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
    sigma: tuple  # ((symbol, IndexPoly with free ``index``), ...)
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
    premise: object  # a line number or a claim
    sigma: tuple  # ((symbol, value), ...)
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
        for attr in ("claim", "lagrange", "premise", "decreasing", "limit"):
            c = getattr(line, attr, None)
            if isinstance(c, Claim) and c not in out:
                out.append(c)
        for c in getattr(line, "cites", ()):
            if isinstance(c, Claim) and c not in out:
                out.append(c)
    return tuple(out)


def index_text(side) -> str:
    """An index sum (or a fraction of them) as text: sum over its bound indices of its entries,
    with the indices renamed i, j, k, l in order (``sum_{i,j} C_ij C_ji``)."""
    if isinstance(side, IndexFraction):
        den = " ".join(f"({index_text(d)})" for d in side.den)
        return f"({index_text(side.num)})/({den})" if den else index_text(side.num)
    if not isinstance(side, IndexPoly):
        return math_text(side)
    letters = iter("ijklmnpqrstuvw")
    out = []
    for term in side.terms:
        names = {}
        for b in term.bound:
            names[b] = next(letters, b.name)
        rename = lambda ix: names.get(ix, ix.name)  # noqa: E731  free indices keep their names
        factors = (
            " ".join(
                ("δ" if name == "delta" else name) + "_" + "".join(rename(i) for i in idx) for name, idx in term.factors
            )
            or "1"
        )
        where = ", ".join(f"{rename(a)}≠{rename(b)}" for a, b in (tuple(p) for p in term.distinct))
        summed = (
            f"sum_{{{','.join(names[b] for b in term.bound)}{'; ' + where if where else ''}}} " if term.bound else ""
        )
        coeff = "" if term.coeff == 1 else "-" if term.coeff == -1 else f"{math_text(term.coeff)} "
        out.append(f"{coeff}{summed}{factors}")
        letters = iter("ijklmnpqrstuvw")
    return " + ".join(out).replace("+ -", "- ") or "0"


def shown_line(n: int, line, fact) -> DerivationLine:
    """Line ``n`` of a checked derivation as ``show`` prints it: the formula the kernel
    accepted (``fact``), the rule's name and the premises (line numbers and claim IDs)."""
    premises = [str(p) for p in getattr(line, "premises", ())]
    for attr in ("first", "second", "premise"):
        if hasattr(line, attr):
            p = getattr(line, attr)
            premises.append(p.id if isinstance(p, Claim) else str(p))
    for attr in ("lower", "upper", "range"):
        if hasattr(line, attr):
            premises.append(str(getattr(line, attr)))
    for attr in ("claim", "lagrange", "decreasing", "limit"):
        if isinstance(getattr(line, attr, None), Claim):
            premises.append(getattr(line, attr).id)
    premises += [c.id for c in getattr(line, "cites", ()) if isinstance(c, Claim)]
    if isinstance(fact, Sequences):
        show = lambda pair: f"{math_text(pair[0])} -> {math_text(pair[1])}"  # noqa: E731
        text = (
            show(fact.goal)
            + f"   [along C(A), {fact.entries} entries, if "
            + ", ".join([f"{math_text(h)} at every A" for h in fact.always] + [show(t) for t in fact.tends])
            + "]"
        )
        return DerivationLine(n, text, type(line).__name__, tuple(premises))
    if isinstance(line, Identity):  # the identity of index sums itself, then what it says of the atoms
        atoms = "both sides are the same atom" if fact.goal is sp.true else f"as atoms: {math_text(fact.goal)}"
        text = f"{index_text(line.lhs)} = {index_text(line.rhs)}   [{atoms}]"
        return DerivationLine(n, text, type(line).__name__, tuple(premises))
    if fact.goal is sp.true and isinstance(getattr(line, "claim", None), Claim):  # a citation the atoms make trivial
        text = f"{line.claim.statement}   [true as atoms: both sides are the same sum here]"
        return DerivationLine(n, text, type(line).__name__, tuple(premises))
    text = math_text(fact.goal) + (f"   [if {', '.join(map(math_text, fact.hyps))}]" if fact.hyps else "")
    if isinstance(fact, Matrices):
        text += f"   [every matrix, {fact.entries} entries]"
    return DerivationLine(n, text, type(line).__name__, tuple(premises), _latex(fact))


def _latex(fact) -> str:
    """A line's formula as LaTeX (its goal, and its hypotheses after "if"), "" when sympy has none."""
    try:
        goal = sp.latex(fact.goal)
        hyps = ", ".join(sp.latex(h) for h in fact.hyps)
    except Exception:  # sympy's printer on an object it does not know: the line stays text
        return ""
    return goal + (rf"\quad\text{{if }} {hyps}" if hyps else "")
