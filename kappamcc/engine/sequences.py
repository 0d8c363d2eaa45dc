"""The kernel's rules about matrix functionals and sequences of matrices: ``Fact`` and ``Squeeze``.

They are registered in the kernel's table (:data:`kappamcc.engine.kernel.RULES`) when the
engine is imported, and are part of its trusted surface: each entry of ``MATRIX_FACTS``
with its one-line reason, and the argument of ``Squeeze`` in its docstring.
"""

from __future__ import annotations

import sympy as sp

from ..model.derivations import (
    ASY,
    CIJ,
    CJI,
    ENT,
    MAX,
    OTHER,
    REST,
    Cite,
    Fact,
    Matrices,
    MatrixFunctional,
    Reals,
    Sequences,
    Squeeze,
)
from ..model.kinds import Limit, Relation
from ..prove.realarith import Outcome, decide
from ..prove.sign import NotRealNumber, Undecided, compare
from .kernel import FORMALLY_PROVED, RULES, KernelError, _assumptions, _cite, _narrowest, _premise, formula_of
from .statements import conjuncts as _conjuncts, normal as _normal, same_statement as _same_statement
from .verify import verify

__all__ = ["MATRIX_FACTS"]


def _term_bound(claim):
    """-q log2 q >= -q log2 p for 0 < q <= p <= 1 (each term of Ent against the largest)."""
    p, q = claim.domain.symbols
    return Reals(
        (q <= p, p <= 1, sp.Gt(p, 0, evaluate=False), sp.Gt(q, 0, evaluate=False)),
        sp.Ge(-q * sp.log(q, 2), -q * sp.log(p, 2)),
    )


def _pair_bound(claim):
    """Asy(C) >= |C_ij - C_ji| at every off-diagonal pair of every matrix of reals >= 0."""
    return Matrices("real", (), sp.Ge(ASY, sp.Abs(CIJ - CJI)))


# name -> (entries it holds for, the statements of the claims it cites, the fact, why it holds)
MATRIX_FACTS = {
    "order": (
        "real",
        (),
        Matrices("real", (), sp.And(MAX >= 0, REST >= 0, sp.Implies(REST > 0, MAX > 0), ASY >= 0)),
        "entries >= 0; a positive other entry is at most the largest; a norm is >= 0",
    ),
    "integer": (
        "integer",
        (),
        Matrices("integer", (), sp.Or(sp.Eq(REST, 0), REST >= 1)),
        "a sum of non-negative integers is 0 or at least 1",
    ),
    "single-entry": (
        "real",
        (),
        Matrices("real", (ENT > 0,), REST > 0),
        "with REST = 0 the off-diagonal proportions are one 1 and zeros: Ent = -1 log 1 = 0",
    ),
    "frobenius": (
        "real",
        (),
        Matrices("real", (), sp.And(ASY >= 0, OTHER >= 0, sp.Eq(ASY**2, 2 * (CIJ - CJI) ** 2 + OTHER))),
        "D1's sum of squares split at the cells (i, j) and (j, i), which give (C_ij - C_ji)^2 each",
    ),
    "min-entropy": (
        "real",
        (_term_bound,),
        Matrices("real", (ENT > 0,), sp.Ge(ENT, -sp.log(MAX / (MAX + REST), 2))),
        "the cited term bound summed over the off-diagonal proportions q = n_k/n, each <= p = MAX/n, "
        "their sum 1 (ENT > 0 needs n > 0; a zero entry's term is 0)",
    ),
    "largest-pair": (
        "real",
        (_pair_bound,),
        Matrices("real", (), sp.Ge(ASY, MAX - REST)),
        "the cited bound at a pair holding MAX: C_ij = MAX, and C_ji <= REST (another off-diagonal cell)",
    ),
}


def _fact(line: Fact, facts, claim):
    if line.name not in MATRIX_FACTS:
        raise KernelError(f"no matrix fact {line.name!r}; the table has {', '.join(MATRIX_FACTS)}")
    _, templates, fact, _ = MATRIX_FACTS[line.name]
    if len(line.cites) != len(templates):
        raise KernelError(f"the fact {line.name!r} cites {len(templates)} claim(s), not {len(line.cites)}")
    for cited, template in zip(line.cites, templates):
        stated = _cite(Cite(cited), facts, claim)
        try:
            expected = template(cited)
        except (ValueError, TypeError, AttributeError) as exc:
            raise KernelError(f"{cited.id} is not the statement the fact {line.name!r} rests on ({exc})") from None
        if not _same_statement(stated, expected) or isinstance(stated, Matrices) and stated.entries != expected.entries:
            raise KernelError(f"{cited.id} does not state what the fact {line.name!r} rests on: {expected.goal}")
    return fact


def _functionals_only(*exprs) -> None:
    stray = set().union(*(sp.sympify(e).free_symbols for e in exprs)) - {
        s for s in set().union(*(sp.sympify(e).free_symbols for e in exprs)) if isinstance(s, MatrixFunctional)
    }
    if stray:
        raise KernelError(
            f"along a sequence only matrix functionals vary; {sorted(map(str, stray))} are not functionals"
        )
    pair = set().union(*(sp.sympify(e).free_symbols for e in exprs)) & {CIJ, CJI, OTHER}
    if pair:  # which pair, along a sequence, is not said: only functionals of the matrix alone
        raise KernelError(f"{sorted(map(str, pair))} depend on a pair (i, j), which a sequence statement does not fix")


def _below(c, z0) -> bool:
    """c < z0 for closed real numbers, decided exactly (the sign service)."""
    try:
        return compare(c, z0) < 0
    except (Undecided, NotRealNumber, ValueError):
        return False


def _squeeze(line: Squeeze, facts, claim):
    lower, upper, rng = (_premise(r, facts) for r in (line.lower, line.upper, line.range))
    if not all(isinstance(f, Matrices) for f in (lower, upper, rng)):
        raise KernelError("lower, upper and range must be Matrices facts")
    hyps = {_normal(h) for h in lower.hyps}
    if any({_normal(h) for h in f.hyps} != hyps for f in (upper, rng)):
        raise KernelError("lower, upper and range must have the same hypotheses (assumed at every A)")
    X, Z, Y = sp.sympify(line.of), sp.sympify(line.at), sp.sympify(line.value)
    if not isinstance(X, MatrixFunctional):
        raise KernelError(f"the functional tending to 0 must be a matrix functional, not {X}")
    _functionals_only(X, Z, Y, *lower.hyps)
    dec, lim = line.decreasing, line.limit
    if not isinstance(dec, Relation) or len(dec.domain.symbols) != 2:
        raise KernelError(
            "decreasing must be a Relation over (z, w): phi(z) >= phi(w) and phi(w) > 0 for c < z <= w < z0"
        )
    if not isinstance(lim, Limit):
        raise KernelError("limit must be a Limit claim")
    for c_ in (dec, lim):
        if verify(c_).status not in FORMALLY_PROVED:
            raise KernelError(f"{c_.id} is {verify(c_).status}, not PROVED")
    z0, w_lim = sp.sympify(lim.to), lim.var
    below = [g.lhs for g in _conjuncts(rng.goal) if isinstance(g, sp.StrictLessThan) and g.rhs == Z]
    if len(below) != 1 or _conjuncts(rng.goal) != {
        _normal(sp.Lt(below[0], Z, evaluate=False)),
        _normal(sp.Lt(Z, z0, evaluate=False)),
    }:
        raise KernelError(f"range must state c < {Z} < {z0}, z0 the point of the limit")
    c = below[0]
    if c.free_symbols or z0.free_symbols or not _below(c, z0):
        raise KernelError(f"c = {c} < z0 = {z0} must be real numbers")
    z, w = dec.domain.symbols
    stated = formula_of(dec)
    positive = [g for g in _conjuncts(stated.goal) if isinstance(g, sp.StrictLessThan) and g.lhs == 0]
    if len(positive) != 1 or positive[0].rhs.free_symbols != {w}:
        raise KernelError(f"{dec.id} must state phi(w) > 0")
    phi_w = positive[0].rhs
    phi_of = lambda v: phi_w.xreplace({w: v})  # noqa: E731
    if _conjuncts(stated.goal) != {
        _normal(sp.Gt(phi_w, 0, evaluate=False)),
        _normal(sp.Ge(phi_of(z), phi_w, evaluate=False)),
    }:
        raise KernelError(f"{dec.id} must state phi(z) >= phi(w) and phi(w) > 0, nothing else")
    # each claim holds on the whole set the argument uses: its hypotheses follow from c < z <= w < z0
    # (from c < w < z0 for the limit, whose domain must hold the left side of z0)
    for hyps_, have in (
        (stated.hyps, [sp.Lt(c, z), sp.Le(z, w), sp.Lt(w, z0)]),
        (list(lim.domain.constraints) + _assumptions([w_lim]), [sp.Lt(c, w_lim), sp.Lt(w_lim, z0)]),
    ):
        if hyps_ and decide(have, sp.And(*hyps_)).outcome is not Outcome.PROVED:
            raise KernelError(f"the hypotheses {list(hyps_)} are not shown on {c} < ... < {z0}")
    if set(lim.domain.symbols) - {w_lim} or lim.expr.free_symbols - {w_lim}:
        raise KernelError("psi must be a function of its one variable")
    phi, psi = phi_of(Z), lim.expr.xreplace({w_lim: Z})
    if lim.value == sp.oo:
        upper_ok = _conjuncts(upper.goal) in (
            {_normal(sp.Ge(Y, psi, evaluate=False))},
            {_normal(sp.Eq(Y, psi, evaluate=False))},
        )
    else:
        upper_ok = _conjuncts(upper.goal) == {_normal(sp.Eq(Y, psi, evaluate=False))}
    if _conjuncts(lower.goal) != {_normal(sp.Ge(X, phi, evaluate=False))}:
        raise KernelError(f"lower must state {X} >= {phi}")
    if not upper_ok:
        raise KernelError(f"upper must state {Y} = {psi}" + (f" or {Y} >= {psi}" if lim.value == sp.oo else ""))
    return Sequences(
        _narrowest(lower.entries, upper.entries, rng.entries), tuple(lower.hyps), ((X, 0),), (Y, lim.value)
    )


RULES[Fact] = _fact
RULES[Squeeze] = _squeeze
