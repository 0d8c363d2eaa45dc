"""Signs that hypotheses show syntactically, with no solver: one test shared by the
definedness shortcut of :mod:`kappamcc.prove.realarith` and by
:mod:`kappamcc.model.family_constraints` (is a family's entry plainly >= 0 on its domain?).

``known_signs(hypotheses)`` reads the expressions the hypotheses sign literally (x > 0,
x >= c with c >= 0, 0 < x, Eq(x, c), Ne(x, 0)); ``sign_class(e, known)`` then gives what
follows for ``e``: sums of non-negative terms, products and integer powers of signed
factors, positive numbers, symbols declared positive or non-negative.  A difference or a
negative coefficient gives None: the test is sufficient, never necessary.
"""

from __future__ import annotations

import sympy as sp

__all__ = ["POSITIVE", "NONNEGATIVE", "NONZERO", "known_signs", "sign_class"]

POSITIVE, NONNEGATIVE, NONZERO = "positive", "non-negative", "non-zero"


def known_signs(hypotheses) -> tuple[frozenset, frozenset, frozenset]:
    """(> 0, >= 0, != 0): the expressions the hypotheses sign literally."""
    pos: set[sp.Expr] = set()
    nonneg: set[sp.Expr] = set()
    nonzero: set[sp.Expr] = set()
    for h in hypotheses:
        if isinstance(h, (sp.StrictGreaterThan, sp.StrictLessThan, sp.GreaterThan, sp.LessThan)):
            big, small = (h.lhs, h.rhs) if isinstance(h, (sp.StrictGreaterThan, sp.GreaterThan)) else (h.rhs, h.lhs)
            if small.is_Rational and small >= 0:
                strict = isinstance(h, (sp.StrictGreaterThan, sp.StrictLessThan)) or small > 0
                (pos if strict else nonneg).add(big)
        elif isinstance(h, sp.Eq) and h.rhs.is_Rational and h.rhs >= 0:
            (pos if h.rhs > 0 else nonneg).add(h.lhs)
        elif isinstance(h, sp.Ne) and h.rhs == 0:
            nonzero.add(h.lhs)
    return frozenset(pos), frozenset(nonneg | pos), frozenset(nonzero | pos)


def sign_class(e, known) -> str | None:
    """POSITIVE, NONNEGATIVE, NONZERO or None: what ``known`` (``known_signs``) shows of ``e``."""
    pos, nonneg, nonzero = known
    if e in pos:
        return POSITIVE
    if e.is_Rational:
        return POSITIVE if e > 0 else NONZERO if e != 0 else NONNEGATIVE
    if e.is_Symbol and e.is_positive:  # exact-ok: a declared assumption
        return POSITIVE
    if isinstance(e, sp.Add):
        classes = [sign_class(t, known) for t in e.args]
        if all(c in (POSITIVE, NONNEGATIVE) for c in classes):
            return POSITIVE if POSITIVE in classes else NONNEGATIVE
    elif isinstance(e, sp.Mul):
        classes = [sign_class(f, known) for f in e.args]
        if all(c == POSITIVE for c in classes):
            return POSITIVE
        if all(c in (POSITIVE, NONNEGATIVE) for c in classes):
            return NONNEGATIVE
        if all(c in (POSITIVE, NONZERO) for c in classes):
            return NONZERO
    elif isinstance(e, sp.Pow) and e.exp.is_Integer:
        base, k = sign_class(e.base, known), int(e.exp)
        if base == POSITIVE:
            return POSITIVE
        if base == NONZERO:
            return POSITIVE if k % 2 == 0 else NONZERO
        if k > 0 and (k % 2 == 0 or base == NONNEGATIVE):
            return NONNEGATIVE
    if e in nonneg or (e.is_Symbol and e.is_nonnegative):  # exact-ok: a declared assumption
        return NONNEGATIVE
    if e in nonzero:
        return NONZERO
    return None
