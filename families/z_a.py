"""Z_A: the N x N all-ones matrix with A at row 1, column N (Delgado & Tibau 2019, p17, L2336-2374).

Two forms:

* ``z_a_matrix(N)``: the explicit matrix for a given N (A symbolic);
* ``z_a()``: symbolic N.  Z_A is the all-ones matrix J plus the single correction A - 1 at
  (1, N); the family derives total, trace and the marginal sums from that structure
  (``OnesPlusCorrections``), and kappa and MCC from those aggregates by the general
  formulas of ``kappamcc.family.AggregateFamily``.  A test checks it against the explicit
  matrices for N = 2..12.

Domain: N >= 2 an integer, A >= 0 ("{Z_A, A >= 0}", "any N >= 2").
"""
from __future__ import annotations

import sympy as sp
from hypothesis import strategies as st

from kappamcc.claims import Domain
from kappamcc.family import AggregateFamily, Family
from kappamcc.strategies import rationals

A = sp.Symbol("A", real=True)
N = sp.Symbol("N", integer=True)

DOMAIN_TEXT = "integer N >= 2, A >= 0 (DT2019-S9, P8)"


def points(min_n: int = 2, max_n: int = 12, a_values=None):
    """Hypothesis points {N, A} of the Z_A domain (A from ``a_values`` if given, a strategy of
    exact values, for a part of the domain such as 0 <= A < 1)."""
    a_values = rationals(nonnegative=True) if a_values is None else a_values
    return st.tuples(st.integers(min_n, max_n), a_values).map(lambda t: {N: sp.Integer(t[0]), A: t[1]})


def z_a_matrix(n: int) -> sp.Matrix:
    """The explicit n x n Z_A."""
    return sp.Matrix(n, n, lambda i, j: A if (i, j) == (0, n - 1) else sp.Integer(1))


class OnesPlusCorrections:
    """Aggregates of J_N + sum of corrections delta at labelled cells, for symbolic N.

    Labels are class positions given as expressions in N (here 1 and N), assumed
    distinct on the domain (N >= 2).  With rho_k (gamma_k) the corrections in row
    (column) k: S = N^2 + sum delta, tr = N + sum of diagonal delta, r_k = N + rho_k,
    c_k = N + gamma_k, so sum_k r_k c_k = N^3 + N sum rho + N sum gamma + sum_k rho_k gamma_k,
    and likewise for the squares.
    """

    def __init__(self, n, corrections):
        self.n = n
        self.corrections = list(corrections)   # [(row label, column label, delta)]

    def _by(self, axis):
        out: dict = {}
        for i, j, delta in self.corrections:
            key = i if axis == 0 else j
            out[key] = out.get(key, 0) + delta
        return out

    def aggregates(self):
        n = self.n
        rho, gamma = self._by(0), self._by(1)
        total_delta = sum(delta for _, _, delta in self.corrections)
        labels = set(rho) | set(gamma)
        S = n**2 + total_delta
        tr = n + sum(delta for i, j, delta in self.corrections if i == j)
        sum_rc = n**3 + n * sum(rho.values()) + n * sum(gamma.values()) + sum(rho.get(k, 0) * gamma.get(k, 0) for k in labels)
        sum_rr = n**3 + 2 * n * sum(rho.values()) + sum(v**2 for v in rho.values())
        sum_cc = n**3 + 2 * n * sum(gamma.values()) + sum(v**2 for v in gamma.values())
        return tuple(sp.expand(x) for x in (S, tr, sum_rc, sum_rr, sum_cc))


    def _cells(self):
        cells: dict = {}
        for i, j, delta in self.corrections:
            cells[(i, j)] = cells.get((i, j), 0) + delta
        return cells

    def asymmetry(self):
        """Asy = ||M - M^T||_F.  J is symmetric, so M - M^T comes from the corrections alone:
        each unordered pair {i, j}, i != j, contributes 2 (delta_ij - delta_ji)^2."""
        cells = self._cells()
        pairs = {frozenset((i, j)) for (i, j) in cells if i != j}
        total = 0
        for pair in pairs:
            i, j = tuple(pair)
            total += 2 * (cells.get((i, j), 0) - cells.get((j, i), 0)) ** 2
        return sp.sqrt(sp.factor(sp.expand(total)))

    def off_diagonal_entropy(self):
        """Ent (base 2) of the off-diagonal entries: N(N-1) cells, of which the corrected
        off-diagonal cells hold 1 + delta and the others 1; 1 log 1 = 0, so only the
        corrected cells enter sum n log n (DT2019-D2: Ent = log n - sum n_i log n_i / n)."""
        off = [1 + d for (i, j), d in self._cells().items() if i != j]
        n = self.n * (self.n - 1) + sum(d for (i, j), d in self._cells().items() if i != j)
        return sp.log(n, 2) - sum(v * sp.log(v, 2) for v in off) / n


def z_a_asymmetry():
    """Asy(Z_A) for symbolic N, derived from the structure J + (A - 1) at (1, N)."""
    return OnesPlusCorrections(N, [(1, N, A - 1)]).asymmetry()


def z_a_entropy():
    """Ent(Z_A) for symbolic N, derived from the structure J + (A - 1) at (1, N)."""
    return OnesPlusCorrections(N, [(1, N, A - 1)]).off_diagonal_entropy()


def z_a() -> AggregateFamily:
    """Z_A with symbolic N: J plus A - 1 at (1, N)."""
    S, tr, rc, rr, cc = OnesPlusCorrections(N, [(1, N, A - 1)]).aggregates()
    return AggregateFamily("Z_A", S, tr, rc, rr, cc,
                           Domain((N, A), (N >= 2, A >= 0), DOMAIN_TEXT, points),
                           "DT2019 p17, L2336-2374")


def z_a_explicit(n: int) -> Family:
    return Family(f"Z_A (N = {n})", z_a_matrix(n), Domain((A,), (A >= 0,), "A >= 0"), "DT2019 p17")
