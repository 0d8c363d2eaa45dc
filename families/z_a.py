"""Z_A: the N x N all-ones matrix with A at row 1, column N (Delgado & Tibau 2019, p17, L2336-2374).

Two forms:

* ``z_a_matrix(N)``: the explicit matrix for a given N (A symbolic);
* ``z_a()``: symbolic N.  Z_A is defined entry by entry for every N,
  Z_ij = 1 + (A - 1) delta(i, 1) delta(j, N) (``DEFINITION``); its total, trace and marginal
  sums are the general index forms (``kappamcc.model.index_forms``) of that definition, evaluated
  as polynomials in N by ``kappamcc.prove.entrywise_sums`` (exact for every N >= 2, where
  classes 1 and N are distinct), and kappa and MCC follow from those aggregates by the general
  formulas of ``kappamcc.model.family.AggregateFamily``.  Asy and Ent are derived the same way.
  Tests compare it with the explicit matrices for N = 2..12.

Domain: N >= 2 an integer, A >= 0 ("{Z_A, A >= 0}", "any N >= 2").
"""

from __future__ import annotations

import sympy as sp
from hypothesis import strategies as st

from kappamcc.model.claims import Domain
from kappamcc.model.family import AggregateFamily, Family
from kappamcc.model.index_forms import fresh, sum_cc, sum_rc, sum_rr, total, trace
from kappamcc.prove.entrywise_sums import Entrywise, Label, entry_sum, evaluate
from kappamcc.prove.index_sums import Array, Sum, delta
from kappamcc.testing.strategies import rationals

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


# Z_A for every N, entry by entry: the ones of J, and A - 1 more at row 1, column N (two distinct
# classes when N >= 2).  Every aggregate below is an index sum of this definition evaluated for
# symbolic N by the pattern count of kappamcc.prove.entrywise_sums; none is written by hand.
FIRST, LAST = Label("1"), Label("N")
Z = Array("Z")
DEFINITION = Entrywise(Z, lambda i, j: 1 + (A - 1) * delta[i, FIRST] * delta[j, LAST])


def aggregates():
    """(S, tr, sum_k r_k c_k, sum_k r_k^2, sum_k c_k^2) of Z_A, polynomials in N and A (N >= 2)."""
    return tuple(evaluate(form(Z), [DEFINITION], N) for form in (total, trace, sum_rc, sum_rr, sum_cc))


def z_a_asymmetry():
    """Asy(Z_A) = sqrt(sum_ij (Z_ij - Z_ji)^2) (DT2019-D1) for symbolic N, from the definition."""
    i, j = fresh("i"), fresh("j")
    return sp.sqrt(sp.factor(evaluate(Sum((Z[i, j] - Z[j, i]) * (Z[i, j] - Z[j, i]), i, j), [DEFINITION], N)))


def z_a_entropy():
    """Ent(Z_A) = log n - sum n_ij log n_ij / n over the off-diagonal entries (base 2, the form every
    printed Ent formula uses, DT2019-D2), for symbolic N, from the definition."""
    x = sp.Dummy("x", positive=True)
    n = sp.expand(entry_sum(sp.Lambda(x, x), DEFINITION, N, off_diagonal=True))
    n_log_n = entry_sum(sp.Lambda(x, x * sp.log(x, 2)), DEFINITION, N, off_diagonal=True)
    return sp.log(n, 2) - n_log_n / n


def z_a() -> AggregateFamily:
    """Z_A with symbolic N: its aggregates evaluated from the entrywise definition."""
    S, tr, rc, rr, cc = aggregates()
    return AggregateFamily(
        "Z_A", S, tr, rc, rr, cc, Domain((N, A), (N >= 2, A >= 0), DOMAIN_TEXT, points), "DT2019 p17, L2336-2374"
    )


def z_a_explicit(n: int) -> Family:
    return Family(f"Z_A (N = {n})", z_a_matrix(n), Domain((A,), (A >= 0,), "A >= 0"), "DT2019 p17")


def explicit_agrees(n: int):
    """(ok, detail) of "Z_A for symbolic N has the kappa and MCC of the explicit n x n matrix", exactly:
    the kappa and MCC^2 differences are the zero rational function of A (FLINT's test,
    :func:`kappamcc.prove.identity.cancels_to_zero`), and the MCCs have the same sign (their
    difference at A = 3 is exactly 0, by the sign service).  The check of DT2019-S9.1.explicit."""
    from kappamcc.prove.exact import exact_sign
    from kappamcc.prove.identity import cancels_to_zero

    Z, explicit = z_a(), z_a_explicit(n)
    dk = explicit.kappa - Z.kappa.xreplace({N: n})
    dm = explicit.mcc**2 - Z.mcc.xreplace({N: n}) ** 2
    at_3 = explicit.mcc.xreplace({A: 3}) - Z.mcc.xreplace({N: n, A: 3})
    ok = cancels_to_zero(dk) and cancels_to_zero(dm) and exact_sign(at_3) == 0
    return ok, "kappa and MCC agree" if ok else f"kappa difference {sp.cancel(dk)}, MCC^2 difference {sp.cancel(dm)}"


def explicit_agrees_at(point):
    """At one drawn (N, A): the explicit matrix's kappa and MCC equal the symbolic-N ones (None
    where they are undefined).  The spot check of DT2019-S9.1.explicit."""
    from kappamcc import metrics

    Z = z_a()
    n, a = int(point[N]), point[A]
    explicit = z_a_explicit(n).matrix.xreplace({A: a})
    try:
        k, m = metrics.kappa(explicit), metrics.mcc(explicit)
    except ValueError:
        return None
    return sp.simplify(k - Z.kappa.xreplace({N: n, A: a})) == 0 and sp.simplify(m - Z.mcc.xreplace({N: n, A: a})) == 0
