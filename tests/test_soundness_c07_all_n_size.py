"""Soundness corpus, class 7: all-N index identities: the size counts the free indices of every term.

Also an expansion too large to make (left OPEN at once) and denominators that are 0 for every N.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Array, IndexFraction, IndexPoly, Sum, delta, indices, ne

from corpus_support import M, Ms, SRC, allN, i, j, k, registrars, v

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.allN-diag-i-vs-j", 7, allN("F.allN-diag-i-vs-j", lambda: M[i, i], lambda: M[j, j], [M]))
F("F.allN-vec-i-vs-j", 7, allN("F.allN-vec-i-vs-j", lambda: v[i], lambda: v[j], [v]))
F("F.allN-mixed", 7, allN("F.allN-mixed", lambda: M[i, i] + v[j], lambda: v[i] + M[j, j], [M, v]))
F("F.allN-twice", 7, allN("F.allN-twice", lambda: 2 * v[i], lambda: v[i] + v[j], [v]))
F("F.allN-three", 7, allN("F.allN-three", lambda: v[i] + v[j], lambda: v[j] + v[k], [v]))
F("F.allN-with-sum", 7, allN("F.allN-with-sum", lambda: Sum(M[k, k], k) + v[i], lambda: Sum(M[k, k], k) + v[j], [M, v]))
F("F.allN-symmetric", 7, allN("F.allN-symmetric", lambda: Ms[i, i] * v[i], lambda: Ms[j, j] * v[i], [Ms, v]))
F(
    "F.allN-fraction",
    7,
    lambda: IdentityAllN(
        "F.allN-fraction",
        "fractions",
        SRC,
        equations=[(IndexFraction(M[i, i]), IndexFraction(M[j, j]))],
        arrays=[M],
        expected="REFUTED",
    ),
)

# more attacks, found against the partly fixed engine
F("F.allN-delta-free", 7, allN("F.allN-delta-free", lambda: delta[i, j] * 1, lambda: IndexPoly.const(1), [M, delta]))
F("F.allN-delta-v", 7, allN("F.allN-delta-v", lambda: delta[i, j] * v[i], lambda: v[i], [v, delta]))
T(
    "T.allN-delta",
    7,
    lambda: IdentityAllN(
        "T.allN-delta",
        "",
        SRC,
        equations=[(M[i, i] * delta[i, j], M[j, j] * delta[i, j])],
        arrays=[M, delta],
        expected="PROVED",
    ),
)
T(
    "T.allN-free-same",
    7,
    lambda: IdentityAllN(
        "T.allN-free-same", "", SRC, equations=[(v[i] + v[j], v[j] + v[i])], arrays=[v], expected="PROVED"
    ),
)
T(
    "T.allN-delta-sym",
    7,
    lambda: IdentityAllN(
        "T.allN-delta-sym",
        "",
        SRC,
        equations=[(delta[i, j] * v[i], delta[i, j] * v[j])],
        arrays=[v, delta],
        expected="PROVED",
    ),
)
T(
    "T.allN-ne",
    7,
    lambda: IdentityAllN(
        "T.allN-ne",
        "",
        SRC,
        equations=[(Sum(v[k], k, where=[ne(k, i)]) + v[i], Sum(v[k], k))],
        arrays=[v],
        expected="PROVED",
    ),
)

# a walk of length 9 in a generic matrix: the relabelling theorem would expand it at N = 10,
# 10^10 monomials; it must be left OPEN at once (it once exhausted the memory), whatever is true
_walk = indices("w0 w1 w2 w3 w4 w5 w6 w7 w8 w9")


def _walk_sum(W, shift=0):
    w = _walk[shift:] + _walk[:shift]
    term = IndexPoly.const(1)
    for a, b in zip(w, w[1:]):
        term = term * W[a, b]
    return Sum(term, *_walk)


F(
    "F.expansion-too-large",
    7,
    lambda: IdentityAllN(
        "F.expansion-too-large",
        "",
        SRC,
        equations=[(_walk_sum(Array("W")), _walk_sum(Array("W")) + 1)],
        arrays=[Array("W")],
        expected="PROVED",
    ),
)
T(
    "T.expansion-too-large",
    7,
    lambda: IdentityAllN(
        "T.expansion-too-large",
        "",
        SRC,
        equations=[(_walk_sum(Array("W")), _walk_sum(Array("W"), 0) * 1)],
        arrays=[Array("W")],
        expected="PROVED",
    ),
)

# 7, found by a fourth attack: an identity whose denominators are 0 for every N is about no matrix
_vx = Array("vx", "vector")
_zero_sum = lambda: Sum(_vx[i], i) - Sum(_vx[j], j)  # noqa: E731
F(
    "F.all-n-denominators-identically-zero",
    7,
    allN(
        "F.all-n-denominators-identically-zero",
        lambda: IndexFraction(1, _zero_sum()),
        lambda: IndexFraction(5, _zero_sum()),
        [_vx],
    ),
)
F(
    "F.all-n-one-denominator-identically-zero",
    7,
    allN(
        "F.all-n-one-denominator-identically-zero", lambda: IndexFraction(Sum(_vx[k], k), _zero_sum()), lambda: 1, [_vx]
    ),
)
