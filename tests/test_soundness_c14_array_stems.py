"""Soundness corpus, class 14: arrays sharing an entry stem must be closed under relabelling, or refused.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Array, Sum

from corpus_support import SRC, i, j, registrars

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)


def _stems(label, equation, *arrays):
    return lambda: IdentityAllN(
        label, label, SRC, equations=[equation()], arrays=[a_() for a_ in arrays], expected="REFUTED"
    )


_C = lambda: Array("C")  # noqa: E731
_U = lambda: Array("U", "symmetric", symbol="C")  # noqa: E731
_Dg = lambda: Array("Dg", "diagonal", symbol="C")  # noqa: E731
_Vc = lambda: Array("Vc", "vector", symbol="C")  # noqa: E731
_T = lambda: Array("T", symbol="C", transposed=True)  # noqa: E731
_Sy = lambda: Array("Sy", "symmetric")  # noqa: E731
_Gs = lambda: Array("Gs", symbol="Sy")  # noqa: E731
B(
    "F.stems-generic-symmetric",
    14,
    _stems("F.stems-generic-symmetric", lambda: (Array("C")[i, j], Array("U")[i, j]), _C, _U),
)
B(
    "F.stems-generic-symmetric-sum",
    14,
    _stems("F.stems-generic-symmetric-sum", lambda: (Sum(Array("C")[i, j], i, j), Sum(Array("U")[i, j], i, j)), _C, _U),
)
B(
    "F.stems-symmetric-then-generic",
    14,
    _stems(
        "F.stems-symmetric-then-generic", lambda: (Array("U")[i, j] + Array("U")[j, i], 2 * Array("C")[i, j]), _U, _C
    ),
)
B(
    "F.stems-generic-diagonal",
    14,
    _stems("F.stems-generic-diagonal", lambda: (Sum(Array("C")[i, i], i), Sum(Array("Dg")[i, i], i)), _C, _Dg),
)
B(
    "F.stems-generic-vector",
    14,
    _stems("F.stems-generic-vector", lambda: (Sum(Array("C")[i, j], i, j), Sum(_Vc()[i], i)), _C, _Vc),
)
B(
    "F.stems-transposed-symmetric",
    14,
    _stems("F.stems-transposed-symmetric", lambda: (Array("T")[i, j], Array("U")[i, j]), _T, _U),
)
B(
    "F.stems-symmetric-generic-other-stem",
    14,
    _stems("F.stems-symmetric-generic-other-stem", lambda: (Array("Sy")[i, j], Array("Gs")[i, j]), _Sy, _Gs),
)
B(
    "F.stems-same-name-twice",
    14,
    _stems(
        "F.stems-same-name-twice", lambda: (Array("C")[i, j], Array("C")[j, i]), _C, lambda: Array("C", "symmetric")
    ),
)
B(
    "F.stems-scale-named-like-entry",
    14,
    _stems(
        "F.stems-scale-named-like-entry",
        lambda: (Array("C")[i, j], Array("K")[i, j]),
        _C,
        lambda: Array("K", scale=sp.Symbol("C_1_2")),
    ),
)
B(
    "F.stems-symmetric-diagonal",
    14,
    _stems("F.stems-symmetric-diagonal", lambda: (Sum(Array("U")[i, i], i), Sum(Array("Dg")[i, i], i)), _U, _Dg),
)
T(
    "T.stems-generic-transposed",
    14,
    lambda: IdentityAllN(
        "T.stems-generic-transposed",
        "",
        SRC,
        equations=[(Sum(Array("C")[i, j], i, j), Sum(Array("T")[i, j], i, j))],
        arrays=[_C(), _T()],
        expected="PROVED",
    ),
)
T(
    "T.stems-transposed-entry",
    14,
    lambda: IdentityAllN(
        "T.stems-transposed-entry",
        "",
        SRC,
        equations=[(Array("C")[i, j], Array("T")[j, i])],
        arrays=[_C(), _T()],
        expected="PROVED",
    ),
)
T(
    "T.stems-vector-diagonal",
    14,
    lambda: IdentityAllN(
        "T.stems-vector-diagonal",
        "",
        SRC,
        equations=[(Sum(_Dg()[i, i], i), Sum(_Vc()[i], i))],
        arrays=[_Dg(), _Vc()],
        expected="PROVED",
    ),
)
T(
    "T.stems-two-symmetric",
    14,
    lambda: IdentityAllN(
        "T.stems-two-symmetric",
        "",
        SRC,
        equations=[(Array("U")[i, j], Array("U2")[j, i])],
        arrays=[_U(), Array("U2", "symmetric", symbol="C")],
        expected="PROVED",
    ),
)
T(
    "T.stems-distinct",
    14,
    lambda: IdentityAllN(
        "T.stems-distinct",
        "",
        SRC,
        equations=[
            (
                Sum(Array("C")[i, j] + Array("Sy")[i, j], i, j),
                Sum(Array("Sy")[i, j], i, j) + Sum(Array("C")[i, j], i, j),
            )
        ],
        arrays=[_C(), _Sy()],
        expected="PROVED",
    ),
)
