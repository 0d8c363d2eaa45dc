"""Soundness corpus, class 19: names in index sums: bound indices are dummies; entry names never coincide.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Array, IndexPoly, Sum, ne

from corpus_support import M, SRC, allN, i, j, k, l_, registrars, v

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

# 19 names in index sums: a bound index is a dummy.  Binding an index twice (a sum inside a sum
#    over the same index), a bound index spelled like a free index of another term, array
#    stems whose entry names coincide ("C_1" as a vector beside C), or a scalar spelled like
#    an entry must never shrink the size the relabelling theorem checks or merge two numbers.
_w19 = Array("w", "vector")
_Cv = Array("M_1", "vector")  # entries M_1_1, M_1_2, ...: M's first row, by name
_Mt = Array("Mt", symbol="M", transposed=True)
_sc = sp.Symbol("M_1_1", real=True)  # a scalar spelled like M's entry (1, 1)
F(
    "F.idx-nested-rebinds-index",
    19,
    allN("F.idx-nested-rebinds-index", lambda: Sum(Sum(M[i, j], i, j), i), lambda: 2 * Sum(M[i, j], i, j), [M]),
)
F(
    "F.idx-nested-rebinds-vector",
    19,
    allN("F.idx-nested-rebinds-vector", lambda: Sum(Sum(v[i], i), i), lambda: Sum(v[i], i), [v]),
)
F(
    "F.idx-nested-rebinds-inner-only",
    19,
    allN(
        "F.idx-nested-rebinds-inner-only",
        lambda: Sum(Sum(M[i, j], j) * Sum(M[i, i], i), i, j),
        lambda: Sum(M[i, j], i, j) * Sum(M[k, k], k),
        [M],
    ),
)
F(
    "F.idx-bound-spelled-free",
    19,
    allN(
        "F.idx-bound-spelled-free",
        lambda: Sum(_w19[l_] * _w19[j], l_, j),
        lambda: (
            _w19[l_] ** 2 + 2 * _w19[l_] * Sum(_w19[j], j, where=[ne(j, l_)]) + Sum(_w19[j] ** 2, j, where=[ne(j, l_)])
        ),
        [_w19],
    ),
)
F(
    "F.idx-bound-spelled-free-matrix",
    19,
    allN(
        "F.idx-bound-spelled-free-matrix",
        lambda: Sum(M[k, k], k) * 2,
        lambda: M[k, k] * 2 + 2 * Sum(M[j, j], j, where=[ne(j, k), ne(j, i)]) + 0 * M[i, i],
        [M],
    ),
)
B("F.idx-entry-name-collision", 19, allN("F.idx-entry-name-collision", lambda: _Cv[j], lambda: M[j, j], [M, _Cv]))
B(
    "F.idx-entry-name-collision-sum",
    19,
    allN(
        "F.idx-entry-name-collision-sum", lambda: Sum(_Cv[i] * M[i, i], i), lambda: Sum(M[i, i] * M[i, i], i), [M, _Cv]
    ),
)
F(
    "F.idx-entry-name-scalar",
    19,
    allN("F.idx-entry-name-scalar", lambda: Sum(M[i, i], i), lambda: IndexPoly.const(_sc), [M]),
)
F(
    "F.idx-entry-name-scalar-coefficient",
    19,
    allN(
        "F.idx-entry-name-scalar-coefficient",
        lambda: Sum(M[i, j], i, j),
        lambda: _sc * Sum(M[i, i], i) * (1 / _sc),
        [M],
    ),
)
B(
    "F.idx-entry-name-collision-transposed",
    19,
    allN(
        "F.idx-entry-name-collision-transposed",
        lambda: Sum(_Cv[i] * _Mt[i, i], i),
        lambda: Sum(_Mt[i, i] ** 2, i),
        [_Mt, _Cv],
    ),
)
T(
    "T.idx-nested-distinct-indices",
    19,
    lambda: IdentityAllN(
        "T.idx-nested-distinct-indices",
        "",
        SRC,
        equations=[(Sum(Sum(M[i, j], j), i), Sum(M[i, j], i, j))],
        arrays=[M],
        expected="PROVED",
    ),
)
T(
    "T.idx-split-off-the-free-class",
    19,
    lambda: IdentityAllN(
        "T.idx-split-off-the-free-class",
        "",
        SRC,
        equations=[(Sum(M[k, k], k), M[k, k] + Sum(M[j, j], j, where=[ne(j, k)]))],
        arrays=[M],
        expected="PROVED",
    ),
)
T(
    "T.idx-one-name-two-sums",
    19,
    lambda: IdentityAllN(
        "T.idx-one-name-two-sums",
        "",
        SRC,
        equations=[(Sum(v[i], i) * Sum(v[i], i), Sum(v[i] * v[j], i, j))],
        arrays=[v],
        expected="PROVED",
    ),
)
T(
    "T.idx-square-of-trace-bound-free",
    19,
    lambda: IdentityAllN(
        "T.idx-square-of-trace-bound-free",
        "",
        SRC,
        equations=[(Sum(_w19[l_] * _w19[j], l_, j), Sum(_w19[j], j) ** 2)],
        arrays=[_w19],
        expected="PROVED",
    ),
)
