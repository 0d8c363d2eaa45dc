"""The derivation kernel: a derivation is a list of lines, each a formula justified by one
rule; the claim is PROVED only when every line's rule accepts it and the last line is the
claim's formal statement.  Nothing here reads prose.

The formulas (``Reals``, ``OverMatrices``) and the rule records are in
:mod:`kappamcc.model.derivations`.

Rules (a line is one of these records; premises are earlier line numbers, from 1)
  Cite(claim)                   a PROVED claim's statement: a Relation (Reals over its
                                domain), an IdentityAllN (closed equations, as atoms), a Derived
  Identity(lhs, rhs, arrays)    closed index sums equal for every N (relabelling theorem)
  Nonneg(expr, arrays, nonneg)  a closed index sum >= 0 for non-negative entries (positivity)
  Classes()                     N >= 1: the atom of sum_k 1 is at least 1 (OverMatrices' N)
  Lift(claim, sigma, index, arrays, nonneg)
                                a PROVED Relation on one class, its domain's constraints shown
                                >= 0 at sigma for every value of ``index`` (positivity): each
                                link summed over ``index``
  CauchySchwarz(lagrange, weight, u, v, indices, arrays, nonneg)
                                (sum w u v)^2 <= (sum w u^2)(sum w v^2) over the multi-index,
                                from the cited weighted Lagrange identity and w >= 0
  Instantiate(premise, sigma, arrays=(), nonneg=())
                                a Reals formula at real values (every symbol substituted)
  Chain(first, second)          a R b and b S c under the same hypotheses give a T c
  Apply(implication, premises, hyps)
                                modus ponens, in order: each premise's hypotheses are among
                                ``hyps`` and the goals before it; the implication's are then
                                all known, and its goal follows (relations compared in a
                                normal form: a > b is b < a)
  Close(goal, hyps, premises, arrays=(), nonneg=())
                                Z3: the premises and hyps imply the goal over the reals (over
                                matrices when a premise is a ``Matrices`` fact: for integer
                                entries when one premise is for integer entries)
  Fact(name, cites), Squeeze(...)
                                a fact of the table of matrix functionals, and a limit along
                                every sequence of matrices: in :mod:`.sequences`, with the
                                argument of each

Statements about families (:class:`~kappamcc.model.kinds.ForEveryFamily`,
:class:`~kappamcc.model.kinds.SomeFamily`) are decided by instantiation, in
:mod:`kappamcc.engine.instances`.

Trusted surface: the verdicts of the cited claims (:func:`~kappamcc.engine.verify.verify`);
Z3's ``unsat`` (:func:`kappamcc.prove.realarith.decide`); the relabelling theorem
(:func:`kappamcc.prove.identity_all_n.prove_identity_all_n`); the atoms and the positivity test
(:mod:`kappamcc.prove.atoms`); the definedness obligations of an expression (denominators,
radicands: :func:`kappamcc.prove.realarith.definedness_obligations`) and a symbol's declared
sign (:func:`kappamcc.prove.exact.declared_signs`; a symbol declaring more is refused:
:func:`~kappamcc.prove.exact.sign_only`); that an identity of vectors of every length
holds for vectors indexed by tuples of class indices (Cauchy-Schwarz); this module, and
:mod:`.sequences` (the table ``MATRIX_FACTS``, each entry with its one-line reason, and Squeeze).
"""

from __future__ import annotations

from typing import Any, Callable

import sympy as sp

from ..model.claims import Claim, Status, Verdict
from ..model.derivations import (
    Apply,
    CauchySchwarz,
    Chain,
    Cite,
    Classes,
    Close,
    Identity,
    Instantiate,
    Lift,
    Matrices,
    Nonneg,
    OverMatrices,
    Reals,
    Sequences,
    nonneg_stems,
    shown_line,
    signatures,
)
from ..model.kinds import Derived, Extremum, IdentityAllN, Relation, in_interval
from ..prove.atoms import atomize, nonnegative
from ..prove.exact import declared_signs, sign_only
from ..prove.identity_all_n import check_arrays, prove_identity_all_n
from ..prove.index_sums import Index, IndexFraction, IndexPoly, Sum
from ..prove.realarith import Outcome, decide, definedness_obligations
from .statements import conjuncts as _conjuncts, normal as _normal, same_statement as _same_statement
from .verify import verify

__all__ = ["KernelError", "check", "formula_of", "RULES"]


class KernelError(ValueError):
    """A line its rule does not accept; the message says which condition fails."""


def _over(arrays, nonneg, hyps, goal) -> OverMatrices:
    check_arrays(list(arrays))  # one name, one array: non-negativity is looked up by name
    return OverMatrices(signatures(arrays), nonneg_stems(arrays, nonneg), tuple(hyps), goal)


def _assumptions(symbols) -> list:
    """The declared signs of ``symbols``; a symbol declaring more (integer, zero, ...) is refused:
    sympy evaluates with it (floor(n) -> n) while Instantiate substitutes any real with the sign."""
    out = []
    for s in sorted(symbols, key=str):
        if not sign_only(s):
            said = sorted(k for k, v in getattr(s, "_assumptions_orig", s.assumptions0).items() if v)
            raise KernelError(
                f"symbol {s} is declared {', '.join(said)}: the kernel reads real symbols with at most "
                "a sign (positive, nonnegative, negative, nonpositive, nonzero)"
            )
        out += declared_signs(s)
    return out


def _symbols(f) -> set:
    if isinstance(f, Sequences):
        return f.symbols()
    return set().union(*(sp.sympify(e).free_symbols for e in (*f.hyps, f.goal)))


def _narrowest(*entries) -> str:
    """A fact about matrices of non-negative reals holds for those of integers too."""
    return "integer" if "integer" in entries else "real"


def _closed_equations(claim: IdentityAllN) -> OverMatrices:
    if claim.logs:  # its atoms are logarithms of the matrix's sums, not free arrays: not a fact over arrays
        raise KernelError(f"{claim.id} has logarithms of the matrix's sums: the kernel cites no such identity")
    hyps, goals = [], []
    for lhs, rhs in claim.equations:
        for side in (lhs, rhs):
            if side.free() if hasattr(side, "free") else False:
                raise KernelError(f"{claim.id} has free indices: only closed identities are cited")
            if isinstance(side, IndexFraction):
                hyps.append(sp.Ne(atomize(side.denominator(), claim.arrays), 0))
        goals.append(sp.Eq(atomize(lhs, claim.arrays), atomize(rhs, claim.arrays)))
    return _over(claim.arrays, (), hyps, sp.And(*goals))


def formula_of(claim: Claim):
    """The formal statement of a claim the kernel can cite."""
    if isinstance(claim, Derived):
        return claim.formula
    if isinstance(claim, Relation):
        syms = sorted(set().union(*(l.free_symbols for l in claim.links)) | set(claim.domain.symbols), key=str)
        return Reals(tuple(claim.domain.constraints) + tuple(_assumptions(syms)), sp.And(*claim.links))
    if isinstance(claim, IdentityAllN):
        return _closed_equations(claim)
    if isinstance(claim, Extremum):  # the bound it states; where it is attained is the claim's other part
        syms = sorted(set(claim.domain.symbols) | {claim.var}, key=str)
        at = claim.expr.xreplace({claim.var: claim.at})
        bound = sp.Ge(claim.expr, at) if claim.which == "min" else sp.Le(claim.expr, at)
        return Reals(
            tuple(claim.domain.constraints) + tuple(in_interval(claim.var, claim.over)) + tuple(_assumptions(syms)),
            bound,
        )
    raise KernelError(f"{claim.id}: a {type(claim).__name__} has no formula the kernel can cite")


_IN_PROGRESS: list = []
# a cited claim's formal statement is a fact on its own domain whether or not that domain is all
# the print states (PROVED IN PART narrows the print, not the formal statement)
FORMALLY_PROVED = (Status.PROVED, Status.PROVED_IN_PART)


def _cite(line: Cite, facts, claim):
    cited = line.claim
    if cited is claim or cited in _IN_PROGRESS:
        raise KernelError(f"circular: {cited.id} is being derived")
    if verify(cited).status not in FORMALLY_PROVED:
        raise KernelError(f"{cited.id} is {verify(cited).status}, not PROVED")
    return formula_of(cited)


def _identity(line: Identity, facts, claim):
    if not prove_identity_all_n(line.lhs, line.rhs, list(line.arrays)).holds:
        raise KernelError("the relabelling theorem does not give the identity")
    hyps = tuple(
        sp.Ne(atomize(s.denominator(), line.arrays), 0) for s in (line.lhs, line.rhs) if isinstance(s, IndexFraction)
    )
    return _over(line.arrays, (), hyps, sp.Eq(atomize(line.lhs, line.arrays), atomize(line.rhs, line.arrays)))


def _nonneg(line: Nonneg, facts, claim):
    if line.expr.free() or not nonnegative(line.expr, line.arrays, set(line.nonneg)):
        raise KernelError("not a closed sum of non-negative terms")
    return _over(line.arrays, line.nonneg, (), sp.Ge(atomize(line.expr, line.arrays), 0))


def _classes(line: Classes, facts, claim):
    k = Index("_k")
    return OverMatrices((), frozenset(), (), sp.Ge(atomize(Sum(IndexPoly.const(1), k), ()), 1))


def _as_index_poly(e, sigma: dict) -> IndexPoly:
    poly = sp.Poly(e, *sigma)
    out = IndexPoly.const(0)
    for powers, c in poly.terms():
        term = IndexPoly.const(c)
        for sym, p in zip(poly.gens, powers):
            for _ in range(p):
                term = term * sigma[sym]
        out = out + term
    return out


_SUMMED = {"<": sp.Le, "<=": sp.Le, ">": sp.Ge, ">=": sp.Ge, "==": sp.Eq}


def _lift(line: Lift, facts, claim):
    per_class, sigma = line.claim, dict(line.sigma)
    if not isinstance(per_class, Relation) or verify(per_class).status not in FORMALLY_PROVED:
        raise KernelError(f"{per_class.id} is not a PROVED Relation")
    if set(per_class.domain.symbols) != set(sigma) or any(v.free() - {line.index} for v in sigma.values()):
        raise KernelError("sigma must map every domain symbol to a sum with the one free index")
    for c in list(per_class.domain.constraints) + _assumptions(per_class.domain.symbols):
        if not isinstance(c, (sp.GreaterThan, sp.LessThan)):
            raise KernelError(f"constraint {c} is not a weak inequality: positivity cannot show it")
        gap = c.lhs - c.rhs if isinstance(c, sp.GreaterThan) else c.rhs - c.lhs
        if not nonnegative(_as_index_poly(gap, sigma), line.arrays, set(line.nonneg)):
            raise KernelError(f"constraint {c} is not shown >= 0 for every class at sigma")
    goals = []
    for link in per_class.links:
        if getattr(link, "rel_op", None) not in _SUMMED:
            raise KernelError(f"link {link} is not a relation that sums")
        sides = [atomize(Sum(_as_index_poly(s, sigma), line.index), line.arrays) for s in (link.lhs, link.rhs)]
        goals.append(_SUMMED[link.rel_op](*sides))
    return _over(line.arrays, line.nonneg, (), sp.And(*goals))


def _cauchy_schwarz(line: CauchySchwarz, facts, claim):
    lag = line.lagrange
    if not isinstance(lag, IdentityAllN) or verify(lag).status not in FORMALLY_PROVED or len(lag.arrays) != 3:
        raise KernelError("the Lagrange identity must be a PROVED IdentityAllN over three vectors (w, u, v)")
    w, u, v = lag.arrays
    i, j = Index("_ci"), Index("_cj")
    template = (
        2 * (Sum(w[i] * u[i] * u[i], i) * Sum(w[j] * v[j] * v[j], j) - Sum(w[i] * u[i] * v[i], i) ** 2),
        Sum(w[i] * w[j] * (u[i] * v[j] - u[j] * v[i]) ** 2, i, j),
    )
    ((lhs, rhs),) = lag.equations
    if not prove_identity_all_n(lhs - rhs, template[0] - template[1], list(lag.arrays)).holds:
        raise KernelError(f"{lag.id} is not the weighted Lagrange identity")
    if not nonnegative(line.weight, line.arrays, set(line.nonneg)):
        raise KernelError("the weight is not shown >= 0")
    total = lambda e: atomize(Sum(e, *line.indices), line.arrays)  # noqa: E731
    goal = sp.Le(
        total(line.weight * line.u * line.v) ** 2,
        total(line.weight * line.u * line.u) * total(line.weight * line.v * line.v),
    )
    return _over(line.arrays, line.nonneg, (), goal)


def _premise(ref, facts):
    if isinstance(ref, Claim):
        return _cite(Cite(ref), facts, None)
    if not isinstance(ref, int) or not 1 <= ref <= len(facts):
        raise KernelError(f"premise {ref!r} is not an earlier line")
    return facts[ref - 1]


_REAL_ARITHMETIC = (sp.Add, sp.Mul, sp.Abs, sp.Rational, sp.Symbol)


def _value_conditions(value) -> list:
    """Where ``value`` is a real number: it is built from real symbols and rationals by
    + * | | and rational powers, and its denominators and radicands are defined."""
    value = sp.sympify(value)
    for sub in sp.preorder_traversal(value):
        if (
            isinstance(sub, sp.Symbol)
            and sub.is_real is not True
            or not isinstance(sub, _REAL_ARITHMETIC)
            and not (isinstance(sub, sp.Pow) and sub.exp.is_Rational)
        ):
            raise KernelError(f"the value {value} is not real arithmetic of real symbols ({sub})")
    return list(definedness_obligations(value))


def _instantiate(line: Instantiate, facts, claim):
    f = _premise(line.premise, facts)
    sigma = dict(line.sigma)
    if not isinstance(f, Reals):
        raise KernelError("only a Reals formula is instantiated")
    if not all(isinstance(k, sp.Symbol) for k in sigma):
        raise KernelError(f"only symbols are substituted, not {[k for k in sigma if not isinstance(k, sp.Symbol)]}")
    free = set().union(*(sp.sympify(h).free_symbols for h in f.hyps), sp.sympify(f.goal).free_symbols)
    if free - set(sigma):
        raise KernelError(f"every variable must be substituted; missing {sorted(map(str, free - set(sigma)))}")
    hyps = tuple(sp.sympify(h).xreplace(sigma) for h in f.hyps)
    goal = sp.sympify(f.goal).xreplace(sigma)
    # the values must be real numbers with the substituted symbols' declared signs (the fact
    # holds only for those): shown from the hypotheses, or else they become hypotheses
    needed = [c for v in sigma.values() for c in _value_conditions(v)]
    needed += [c.xreplace(sigma) for s in sigma for c in declared_signs(s)]
    needed = [c for c in dict.fromkeys(needed) if c is not sp.true]
    if needed and decide(list(hyps), sp.And(*needed)).outcome is not Outcome.PROVED:
        hyps = tuple(needed) + hyps
    if line.arrays:
        return _over(line.arrays, line.nonneg, hyps, goal)
    return Reals(hyps, goal)


_CHAIN = {
    ("==", "=="): sp.Eq,
    ("==", "<="): sp.Le,
    ("<=", "=="): sp.Le,
    ("<=", "<="): sp.Le,
    ("<", "<="): sp.Lt,
    ("<=", "<"): sp.Lt,
    ("<", "<"): sp.Lt,
    ("==", "<"): sp.Lt,
    ("<", "=="): sp.Lt,
}


def _chain(line: Chain, facts, claim):
    f, g = _premise(line.first, facts), _premise(line.second, facts)
    if type(f) is not type(g) or set(f.hyps) != set(g.hyps):
        raise KernelError("a chain needs two lines with the same hypotheses")
    a, b = f.goal, g.goal
    if not (isinstance(a, sp.core.relational.Relational) and isinstance(b, sp.core.relational.Relational)):
        raise KernelError("a chain links two relations")
    down = {a.rel_op, b.rel_op} & {">", ">="}
    if down:  # a >= b >= c is c <= b <= a
        a, b = b.reversed, a.reversed
    if (a.rel_op, b.rel_op) not in _CHAIN or a.rhs != b.lhs:
        raise KernelError(
            f"{f.goal} and {g.goal} do not chain (the middle terms must be the same, the directions agree)"
        )
    goal = _CHAIN[(a.rel_op, b.rel_op)](a.lhs, b.rhs, evaluate=False)
    goal = goal.reversed if down else goal
    if isinstance(f, OverMatrices):  # each line holds under more assumptions too: under both lines' together
        return OverMatrices(tuple(sorted(set(f.arrays) | set(g.arrays))), f.nonneg | g.nonneg, f.hyps, goal)
    if isinstance(f, Matrices):
        return Matrices(_narrowest(f.entries, g.entries), f.hyps, goal)
    if not isinstance(f, Reals):
        raise KernelError(f"a chain links Reals, OverMatrices or Matrices lines, not {type(f).__name__}")
    return Reals(f.hyps, goal)


def _apply(line: Apply, facts, claim):
    known = {_normal(h) for h in line.hyps}
    kinds = set()
    for ref in line.premises:
        f = _premise(ref, facts)
        missing = {_normal(h) for h in f.hyps} - known
        if missing:
            raise KernelError(f"premise {ref} needs {sorted(map(str, missing))}, not known at that point")
        known |= _conjuncts(f.goal)
        kinds.add(type(f))
    imp = _premise(line.implication, facts)
    missing = {_normal(h) for h in imp.hyps} - known
    if missing:
        raise KernelError(f"the implication needs {sorted(map(str, missing))}, not established by the premises")
    if kinds - {Reals} or not isinstance(imp, Reals):
        raise KernelError("Apply combines Reals formulas; use Close over matrices")
    return Reals(tuple(line.hyps), imp.goal)


def _implication(f):
    return sp.Implies(sp.And(*f.hyps), f.goal) if f.hyps else f.goal


def _close(line: Close, facts, claim):
    premises = [_premise(p, facts) for p in line.premises]
    if any(isinstance(p, Sequences) for p in premises):
        raise KernelError("Close decides real arithmetic; a statement about sequences is not a premise of it")
    each = [p for p in premises if isinstance(p, Matrices)]
    if each and (line.arrays or any(isinstance(p, OverMatrices) for p in premises)):
        raise KernelError("Close combines Matrices facts with Reals facts, not with index sums")
    d = decide(list(line.hyps) + [_implication(p) for p in premises], line.goal)
    if d.outcome is not Outcome.PROVED:
        raise KernelError(f"Z3 does not derive the goal from the premises ({d.outcome}: {d.detail})")
    if each:  # the functionals are reals constrained only by facts that hold at every matrix
        return Matrices(_narrowest(*(p.entries for p in each)), tuple(line.hyps), line.goal)
    over = [p for p in premises if isinstance(p, OverMatrices)]
    if not over and not line.arrays:
        return Reals(tuple(line.hyps), line.goal)
    names = set(signatures(line.arrays)).union(*(p.arrays for p in over))
    nonneg = nonneg_stems(line.arrays, line.nonneg).union(*(p.nonneg for p in over))
    return OverMatrices(tuple(sorted(names)), nonneg, tuple(line.hyps), line.goal)


# the rules about matrix functionals and sequences of matrices (Fact, Squeeze) are added to this
# table by :mod:`.sequences`, where they are written with their soundness argument
RULES: dict[type, Callable[..., Any]] = {
    Cite: _cite,
    Identity: _identity,
    Nonneg: _nonneg,
    Classes: _classes,
    Lift: _lift,
    CauchySchwarz: _cauchy_schwarz,
    Instantiate: _instantiate,
    Chain: _chain,
    Close: _close,
    Apply: _apply,
}


def check(claim: Derived) -> Verdict:
    """PROVED when every line is accepted and the last is the statement; OPEN with the
    first line that fails (and why) otherwise."""
    facts: list = []
    shown: list = []
    try:
        _assumptions(_symbols(claim.formula))
    except KernelError as exc:
        return Verdict(Status.OPEN, "checked derivation", notes=f"the statement is not read by the kernel: {exc}")
    _IN_PROGRESS.append(claim)
    try:
        for n, line in enumerate(claim.lines, 1):
            rule = RULES.get(type(line))
            try:
                if rule is None:
                    raise KernelError(f"{type(line).__name__} is not a rule of the kernel")
                fact = rule(line, facts, claim)
                _assumptions(_symbols(fact))
            except (KernelError, ValueError, TypeError, sp.PolynomialError) as exc:
                return Verdict(
                    Status.OPEN,
                    "checked derivation",
                    derivation=tuple(shown),
                    notes=f"line {n} ({type(line).__name__}) is not accepted: {exc}",
                )
            facts.append(fact)
            shown.append(shown_line(n, line, fact))
    finally:
        _IN_PROGRESS.remove(claim)
    if not facts or not _same_statement(facts[-1], claim.formula):
        return Verdict(
            Status.OPEN,
            "checked derivation",
            derivation=tuple(shown),
            notes="the last line is not the claim's formal statement",
        )
    return Verdict(
        Status.PROVED,
        "checked derivation",
        f"{len(facts)} lines, each accepted by its rule; the last is the statement",
        derivation=tuple(shown),
    )
