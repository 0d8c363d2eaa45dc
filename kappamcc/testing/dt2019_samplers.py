"""Samplers written as data for the Delgado & Tibau 2019 claims whose domains pin a symbol to
an algebraic number that depends on N (an inflection point, a root of the triple-angle
equation): :class:`PinnedRoot`.

Such a point cannot be written with :class:`kappamcc.testing.samplers.PointsFrom` (a CRootOf
needs numeric coefficients, so the root cannot be a sympy expression of a drawn N), and
computing every root when a claim module is imported would cost the import; these roots are
computed for the N drawn, once each.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Mapping

import sympy as sp
from hypothesis import strategies as st

__all__ = ["PinnedRoot"]


@lru_cache(maxsize=None)
def _largest_real_root(polynomial: sp.Expr, var: sp.Symbol) -> sp.Expr:
    """The largest real root of a polynomial with rational coefficients, exactly (a radical or a CRootOf)."""
    return sp.real_roots(sp.Poly(polynomial, var))[-1]


@dataclass(frozen=True, eq=False)
class PinnedRoot:
    """A domain's sampler as data: draw ``n`` from ``sizes``; ``pinned`` is the largest real root
    of ``polynomial`` (a sympy polynomial in ``n`` and ``pinned`` with rational coefficients) at
    that n, exactly; ``coordinates`` ({variable: sympy expression of ``pinned`` and the drawn
    ``parameters``}) add the point's other variables.  Called with no argument, it returns the
    strategy (the ``Domain(sampler=...)`` protocol)."""

    n: sp.Symbol
    pinned: sp.Symbol
    polynomial: sp.Expr
    sizes: range
    coordinates: Mapping = field(default_factory=dict)
    parameters: Mapping = field(default_factory=dict)

    def __post_init__(self):
        free = set().union(*(sp.sympify(e).free_symbols for e in self.coordinates.values())) - {self.pinned}
        missing = free - set(self.parameters)
        if missing:
            raise ValueError(f"PinnedRoot: the coordinates use {sorted(map(str, missing))}, which are not drawn")

    def root(self, n: int) -> sp.Expr:
        """The pinned value at N = n."""
        return _largest_real_root(sp.sympify(self.polynomial).xreplace({self.n: sp.Integer(n)}), self.pinned)

    def point(self, n: int, values: Mapping) -> dict:
        """The point at N = n and the drawn ``values`` of the parameters."""
        at = {self.pinned: self.root(n), **values}
        return {
            self.n: sp.Integer(n),
            self.pinned: at[self.pinned],
            **{v: sp.sympify(e).xreplace(at) for v, e in self.coordinates.items()},
        }

    def __call__(self):
        return st.tuples(
            st.integers(self.sizes.start, self.sizes.stop - 1), st.fixed_dictionaries(dict(self.parameters))
        ).map(lambda drawn: self.point(*drawn))
