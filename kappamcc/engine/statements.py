"""When two formal statements are the same: the normal form in which the kernel matches a
derivation's last line with the claim's statement, and a cited fact with what a rule expects.

Part of the kernel's trusted surface (:mod:`.kernel`): a match must never hold between two
statements that differ where either is defined, so sympy's evaluation is used only where it
keeps what a formula's definedness rests on.
"""

from __future__ import annotations

import sympy as sp

from ..model.derivations import Matrices, OverMatrices, Sequences
from ..prove.realarith import TOTAL_FUNCTIONS, Outcome, decide, definedness_obligations

__all__ = ["normal", "conjuncts", "same_statement"]


def _evaluated(e):
    """``e`` rebuilt node by node with sympy's evaluation: an unevaluated quotient (a
    family's uncancelled metric) and its substituted copy get the same form."""
    return e.func(*[_evaluated(a) for a in e.args]) if isinstance(e, sp.Basic) and e.args else e


_APPROXIMATED = (sp.floor, sp.ceiling, sp.sign, sp.Abs, sp.Min, sp.Max, sp.Heaviside, sp.frac, sp.Piecewise)


def _keeps_definedness(raw, evaluated) -> bool:
    """sympy's evaluation never loses a value, but it may lose where a formula is undefined
    (x/x -> 1, sqrt(x)^2 -> x, exp(log x) -> x): the evaluated form must keep every function
    application, and its denominators and radicands must imply the raw form's."""

    def functions(e):  # the partial ones: defined on part of the reals only
        return {
            (type(f), tuple(map(_evaluated, f.args)))
            for f in sp.preorder_traversal(e)
            if isinstance(f, sp.Function) and not isinstance(f, TOTAL_FUNCTIONS)
        }

    # nor may it change a value: sympy evaluates floats, and floor, sign, Max ... of closed numbers by
    # approximation (floor(1 - 10^-20 as a float) is 1)
    if raw.atoms(sp.Float) or any(
        isinstance(f, _APPROXIMATED) and not f.free_symbols for f in sp.preorder_traversal(raw)
    ):
        return False
    if functions(raw) != functions(evaluated):
        return False
    need, have = definedness_obligations(raw), definedness_obligations(evaluated)
    return set(need) <= set(have) or decide(list(have), sp.And(*need)).outcome is Outcome.PROVED


def normal(rel):
    """A relation in one normal form: evaluated (where the evaluation keeps what its
    definedness rests on: x/x and sqrt(x)^2 are not cancelled), > and >= turned around, =
    with its sides in order (syntactic: two forms of one relation may still differ, and are
    then not matched)."""
    if isinstance(rel, sp.core.relational.Relational):
        evaluated = type(rel)(_evaluated(rel.lhs), _evaluated(rel.rhs), evaluate=False)
        if _keeps_definedness(rel, evaluated):
            rel = evaluated
    if isinstance(rel, (sp.StrictGreaterThan, sp.GreaterThan)):
        return (sp.Lt if isinstance(rel, sp.StrictGreaterThan) else sp.Le)(rel.rhs, rel.lhs, evaluate=False)
    if isinstance(rel, sp.Eq):
        return sp.Eq(*sorted(rel.args, key=sp.default_sort_key), evaluate=False)
    return rel


def conjuncts(goal) -> set:
    return {normal(g) for g in (goal.args if isinstance(goal, sp.And) else (goal,))}


def same_statement(fact, stated) -> bool:
    if (
        isinstance(fact, (Matrices, Sequences))
        and type(fact) is type(stated)
        and fact.entries != stated.entries
        and fact.entries != "real"
    ):
        return False  # a fact for integer entries says nothing of real ones
    if isinstance(fact, Sequences):
        return (
            isinstance(stated, Sequences)
            and {normal(h) for h in fact.always} == {normal(h) for h in stated.always}
            and set(fact.tends) == set(stated.tends)
            and fact.goal == stated.goal
        )
    if type(fact) is not type(stated) or {normal(h) for h in fact.hyps} != {normal(h) for h in stated.hyps}:
        return False
    if fact.goal != stated.goal and conjuncts(fact.goal) != conjuncts(stated.goal):
        return False
    if isinstance(fact, OverMatrices):  # the derivation may assume less than the statement, never more
        return fact.nonneg <= stated.nonneg and set(fact.arrays) <= set(stated.arrays)
    return True
