"""Matrices of every size N given entrywise: the (i, j) entry is an index expression in two
placeholder indices (``u[I] * v[J]`` for the rank-one matrix C_ij = u_i v_j, ``delta[I, m] * u[J]``
for a matrix whose only non-empty row is m), and the index sums of such a matrix that the claim
modules compare with 0 (:func:`marginal_numerator`, the numerator S tr - sum_k r_k c_k shared by
kappa and MCC).  The placeholders are replaced by fresh indices where the sums need them."""

from __future__ import annotations

from kappamcc.model.index_forms import fresh
from kappamcc.prove.index_sums import Index, IndexPoly, Sum, _Term

__all__ = ["I", "J", "entry_at", "marginal_numerator"]

# the placeholders of an entry: the row index and the column index
I, J = Index("i_entry"), Index("j_entry")


def entry_at(entry: IndexPoly, i: Index, j: Index) -> IndexPoly:
    """The entry with its placeholders I, J replaced by the indices i, j."""
    swap = {I: i, J: j}
    return IndexPoly(
        _Term(
            t.coeff,
            t.bound,
            frozenset(frozenset(swap.get(x, x) for x in pair) for pair in t.distinct),
            tuple((name, tuple(swap.get(x, x) for x in idx)) for name, idx in t.factors),
        )
        for t in entry.terms
    )


def marginal_numerator(entry: IndexPoly) -> IndexPoly:
    """S tr - sum_k r_k c_k for the matrix whose (I, J) entry is ``entry`` (index sums)."""
    i, j, kk, l1, l2 = (fresh(x) for x in ("i", "j", "k", "l", "l"))
    S = Sum(entry_at(entry, i, j), i, j)
    tr = Sum(entry_at(entry, kk, kk), kk)
    k2 = fresh("k")
    rc = Sum(Sum(entry_at(entry, k2, l1), l1) * Sum(entry_at(entry, l2, k2), l2), k2)
    return S * tr - rc
