"""A work-around for a sympy 1.14 bug, applied when kappamcc is imported.

sympy's square root of an integer looks for square factors with ``factorint(n, limit=2**15)``.
When Fermat's method splits n there, the halves are factored with the same limit, so a half
can come back composite, and ``FactorCache.add`` then refuses it with "... is not a prime
factor of ..." (a ValueError): ``sqrt(n)`` fails for some integers of a few hundred digits
whose two factors are close, as MCC's products of marginals can be.  The cache only speeds
factoring up; leaving a composite out of it changes no result (a limited factorint may return
composite factors, and the square root only needs them to divide n).
"""

from __future__ import annotations

from sympy.ntheory import factor_ as _factor


def _add_primes_only(self, n: int, factors) -> None:
    for p in sorted(factors, reverse=True):
        if 1 < p <= n and n % p == 0 and _factor.isprime(p):
            self[n] = p
        n, _ = _factor.remove(n, p)


if getattr(_factor.FactorCache.add, "__name__", "") == "add":  # sympy's own: replace it once
    _factor.FactorCache.add = _add_primes_only
