"""Soundness corpus, class 12: signs sympy cannot decide.

Roots within 1e-200 of an interval end, constants that cancel 150 digits, leading coefficients
below 1e-150, algebraic zeros in disguise, erf by balls, roots by the intermediate value
theorem, and the sign service's shortcuts (root balls, exact zeros by expansion and by
rewriting).

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built. This file also asks the sign service's zero rewriting directly,
and keeps every prover from reading a sympy sign guess.
"""

from __future__ import annotations

import pathlib
import re

import sympy as sp

from kappamcc.model.kinds import Root, chain, eq

from corpus_support import (
    C150,
    D,
    GT1,
    POS,
    R,
    SRC,
    ZERO_IN_DISGUISE,
    ge,
    gt,
    lim,
    lt,
    ne_,
    oo,
    printed,
    registrars,
    rel,
    tlim,
    tprinted,
    trel,
    x,
)

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

RAMANUJAN = sp.exp(sp.pi * sp.sqrt(163)) - (640320**3 + 744)  # -7.5e-13
F("F.sign-root-near-open-end", 12, rel("F.sign-root-near-open-end", gt(x**2, 1 + R(1, 10**120)), GT1))
F(
    "F.sign-root-near-closed-end",
    12,
    rel("F.sign-root-near-closed-end", ge(x**2, 1 + R(1, 10**200)), D((x,), (x >= 1,))),
)
F("F.sign-root-1e-110", 12, rel("F.sign-root-1e-110", ge(x - 1 - R(1, 10**110), 0), GT1))
F(
    "F.sign-root-near-upper-end",
    12,
    rel("F.sign-root-near-upper-end", lt(x**3, 8 - R(1, 10**150)), D((x,), (x > 0, x < 2))),
)
F("F.sign-reciprocal-cancellation", 12, rel("F.sign-reciprocal-cancellation", lt(1 / C150, 10**148), D((), ())))
F("F.sign-tiny-positive-is-large", 12, rel("F.sign-tiny-positive-is-large", gt(C150, R(1, 10**150)), D((), ())))
F("F.sign-tiny-is-zero", 12, rel("F.sign-tiny-is-zero", eq(C150, 0), D((), ())))
F("F.sign-tiny-is-negative", 12, rel("F.sign-tiny-is-negative", ge(-C150, 0), D((), ())))
F("F.sign-disguised-zero-strict", 12, rel("F.sign-disguised-zero-strict", lt(ZERO_IN_DISGUISE, 0), D((), ())))
F("F.sign-ramanujan", 12, rel("F.sign-ramanujan", gt(sp.exp(sp.pi * sp.sqrt(163)), 640320**3 + 744), D((), ())))
F("F.sign-log-identity-ne", 12, rel("F.sign-log-identity-ne", ne_(sp.log(6) - sp.log(2), sp.log(3)), D((), ())))
F("F.sign-printed-after-cancellation", 12, printed("F.sign-printed-after-cancellation", 1 / C150, "1.0e150"))
F("F.sign-limit-tiny-leading", 12, lim("F.sign-limit-tiny-leading", C150 * x**2 / sp.sqrt(x**2 + 1), x, oo, 0, POS))
F("F.sign-limit-tiny-negative", 12, lim("F.sign-limit-tiny-negative", -C150 * x, x, oo, oo, POS))
F("F.sign-limit-tiny-cubic", 12, lim("F.sign-limit-tiny-cubic", (C150 * x**3 + x) / x**2, x, oo, 0, POS))
F(
    "F.sign-limit-disguised-zero-lc",
    12,
    lim("F.sign-limit-disguised-zero-lc", (ZERO_IN_DISGUISE * x**2 + x) / (x + 1), x, oo, oo, POS),
)
T(
    "T.sign-root-beyond-end",
    12,
    trel("T.sign-root-beyond-end", gt(x**2, 1 + R(1, 10**120)), D((x,), (x > 1 + R(1, 10**100),))),
)
T("T.sign-reciprocal-large", 12, trel("T.sign-reciprocal-large", gt(1 / C150, 10**149), D((), ())))
T("T.sign-tiny-positive", 12, trel("T.sign-tiny-positive", gt(C150, 0), D((), ())))
T(
    "T.sign-disguised-zero",
    12,
    trel("T.sign-disguised-zero", eq(sp.sqrt(3 + 2 * sp.sqrt(2)), 1 + sp.sqrt(2)), D((), ())),
)
T("T.sign-ramanujan", 12, trel("T.sign-ramanujan", lt(RAMANUJAN, 0), D((), ())))
T("T.sign-log-identity", 12, trel("T.sign-log-identity", eq(sp.log(6) - sp.log(2), sp.log(3)), D((), ())))
T("T.sign-printed-after-cancellation", 12, tprinted("T.sign-printed-after-cancellation", 1 / C150, "1.07e150"))
T("T.sign-limit-tiny-leading", 12, tlim("T.sign-limit-tiny-leading", C150 * x**2 / sp.sqrt(x**2 + 1), x, oo, oo, POS))
T("T.sign-limit-tiny-negative", 12, tlim("T.sign-limit-tiny-negative", -C150 * x, x, oo, -oo, POS))
T(
    "T.sign-root-at-end",
    12,
    trel("T.sign-root-at-end", ge(x - 1 - R(1, 10**110), 0), D((x,), (x >= 1 + R(1, 10**110),))),
)
T(
    "T.sign-limit-disguised-zero-lc",
    12,
    tlim("T.sign-limit-disguised-zero-lc", (ZERO_IN_DISGUISE * x**2 + x) / (x + 1), x, oo, 1, POS),
)

# erf by balls (PyCM's 95% interval): near misses at 16 digits, an exact zero in disguise, erf of a huge argument
ERF1 = sp.erf(1)  # 0.8427007929497148693...
F("F.sign-erf-above", 12, rel("F.sign-erf-above", gt(ERF1, R(8427007929497149, 10**16)), D((), ())))
F("F.sign-erf-below", 12, rel("F.sign-erf-below", lt(ERF1, R(8427007929497148, 10**16)), D((), ())))
F("F.sign-erf-odd-strict", 12, rel("F.sign-erf-odd-strict", lt(sp.erf(sp.sqrt(2)) + sp.erf(-sp.sqrt(2)), 0), D((), ())))
F("F.sign-erf-saturated", 12, rel("F.sign-erf-saturated", ge(sp.erf(10**6), 1), D((), ())))
T(
    "T.sign-erf-between",
    12,
    trel(
        "T.sign-erf-between", chain(R(8427007929497148, 10**16), "<", ERF1, "<", R(8427007929497149, 10**16)), D((), ())
    ),
)
T(
    "T.sign-erf-95",
    12,
    trel("T.sign-erf-95", chain(R(945, 1000), "<=", sp.erf(R(196, 100) / sp.sqrt(2)), "<", R(955, 1000)), D((), ())),
)
T("T.sign-erf-saturated", 12, trel("T.sign-erf-saturated", lt(sp.erf(10**6), 1), D((), ())))

# roots by the intermediate value theorem: a sign change across a pole, a jump or an
# unsupported function is no root; positivity must hold on the whole interval


def root(label, expr, lo, hi, positive=()):
    return lambda: Root(
        label, label, SRC, expr=expr, var=x, over=sp.Interval.open(R(lo), R(hi)), positive=positive, expected="PROVED"
    )


F("F.root-across-pole", 12, root("F.root-across-pole", 1 / x, -1, 1))
F("F.root-across-tan-pole", 12, root("F.root-across-tan-pole", sp.tan(x), 1, 2))
F("F.root-across-jump", 12, root("F.root-across-jump", sp.sign(x) + R(1, 2), -1, 1))
F("F.root-across-floor", 12, root("F.root-across-floor", sp.floor(x + R(1, 2)) - R(1, 2), 0, 1))
F("F.root-across-sqrt-domain", 12, root("F.root-across-sqrt-domain", sp.sqrt(x) - R(1, 2), -1, 1))
F("F.root-at-the-end", 12, root("F.root-at-the-end", x, 0, 1))
F("F.root-tiny-shift", 12, root("F.root-tiny-shift", x + R(1, 10**200), 0, 1))
F("F.root-positive-fails-near-end", 12, root("F.root-positive-fails-near-end", x, -1, 1, [x + 1 - R(1, 10**40)]))
F("F.root-recip-near-pole", 12, root("F.root-recip-near-pole", 1 / (x - R(1, 3) - R(1, 10**60)), 0, 1))
T(
    "T.root-sqrt2",
    12,
    lambda: Root(
        "T.root-sqrt2", "", SRC, expr=x**2 - 2, var=x, over=sp.Interval.open(1, 2), positive=[x], expected="PROVED"
    ),
)
T("T.root-tiny", 12, root("T.root-tiny", x - R(1, 10**200), 0, 1))

# shortcuts added for speed, each attacked before it is trusted:
# - algebraic numbers (CRootOf) compared by FLINT's root balls: the index picks the right
#   real root, and a bound 1e-17 from it is not mistaken for it
_SQRT2 = sp.CRootOf(x**2 - 2, 1)  # 1.41421356237309504880...
_PLASTIC = sp.CRootOf(x**3 - x - 1, 0)  # 1.32471795724474602596...
_MIDDLE = sp.CRootOf(x**3 - 3 * x + 1, 1)  # 0.34729635533386069770... (the roots: -1.879, 0.347, 1.532)
_INV_SQRT3 = sp.CRootOf(3 * x**2 - 1, 1)  # 0.57735026918962576450... (rational coefficients)
CLOSED = D((), ())
F("F.root-ball-just-above", 12, rel("F.root-ball-just-above", gt(_SQRT2, R("1.41421356237309505")), CLOSED))
F("F.root-ball-wrong-index", 12, rel("F.root-ball-wrong-index", gt(_MIDDLE, 1), CLOSED))
F(
    "F.root-ball-rational-coefficients",
    12,
    rel("F.root-ball-rational-coefficients", lt(_INV_SQRT3, R("0.577350269189625764")), CLOSED),
)
F(
    "F.root-ball-equal-to-a-near-rational",
    12,
    rel(
        "F.root-ball-equal-to-a-near-rational",
        eq(_PLASTIC, R("1.3247179572447460259609088544780973407344040569017333645340150503")),
        CLOSED,
    ),
)
T("T.root-ball-below", 12, trel("T.root-ball-below", lt(_PLASTIC, R("1.3247179572447461")), CLOSED))
T(
    "T.root-ball-middle-root",
    12,
    trel("T.root-ball-middle-root", chain(R("0.3472963553338606"), "<", _MIDDLE, "<", R("0.3472963553338607")), CLOSED),
)
T(
    "T.root-ball-rational-coefficients",
    12,
    trel("T.root-ball-rational-coefficients", gt(_INV_SQRT3, R("0.577350269189625764")), CLOSED),
)

# - the sign service's exact zero by expansion (before any minimal polynomial): a zero only
#   when the expansion is literally 0, never one 1e-300 away
_ON_BOUNDARY = (1 + sp.sqrt(2)) ** 2 - 2 * (1 + sp.sqrt(2)) - 1  # exactly 0
F("F.sign-expanded-zero-is-negative", 12, rel("F.sign-expanded-zero-is-negative", lt(_ON_BOUNDARY, 0), CLOSED))
F("F.sign-expanded-near-zero", 12, rel("F.sign-expanded-near-zero", eq(_ON_BOUNDARY + R(1, 10**300), 0), CLOSED))
F(
    "F.sign-expanded-nested-root",
    12,
    rel("F.sign-expanded-nested-root", gt(sp.sqrt(3 + 2 * sp.sqrt(2)) * (sp.sqrt(2) - 1) - 1, 0), CLOSED),
)
T("T.sign-expanded-zero", 12, trel("T.sign-expanded-zero", eq(_ON_BOUNDARY, 0), CLOSED))

# - ... then over a common denominator, and with a quadratic's CRootOf as its radical
#   (sign._zero_by_rewriting): the numerator must expand to 0 literally, the radical must be
#   the root of that index, and a number 1e-1400 from 0 (below every ball) is not 0 (asked
#   of the rewrite itself below: the claims would wait seconds on a minimal polynomial)
_CUBE_ROOT_LESS_ONE = 2 ** R(1, 3) - 1
_OVER_DENOMINATORS = -((100 + 100 / _CUBE_ROOT_LESS_ONE) ** 3) + 2000000 / _CUBE_ROOT_LESS_ONE**3  # exactly 0
_u = sp.Symbol("u")  # a polynomial's variable
_QUADRATIC = 32 * _u**2 - 24 * _u + 1  # roots (3 -+ sqrt 7)/8
_SQRT2_TO_1400_DIGITS = R(int(sp.sqrt(2).evalf(1410) * 10**1400), 10**1400)
F(
    "F.sign-common-denominator-zero-is-negative",
    12,
    rel("F.sign-common-denominator-zero-is-negative", lt(_OVER_DENOMINATORS, 0), CLOSED),
)
F(
    "F.sign-quadratic-root-other-index",
    12,
    rel("F.sign-quadratic-root-other-index", eq(sp.CRootOf(_QUADRATIC, 1), R(3, 8) - sp.sqrt(7) / 8), CLOSED),
)
T("T.sign-common-denominator-zero", 12, trel("T.sign-common-denominator-zero", eq(_OVER_DENOMINATORS, 0), CLOSED))
T(
    "T.sign-quadratic-root-is-its-radical",
    12,
    trel("T.sign-quadratic-root-is-its-radical", eq(sp.CRootOf(_QUADRATIC, 0), R(3, 8) - sp.sqrt(7) / 8), CLOSED),
)
T(
    "T.sign-quadratic-root-above-its-truncation",
    12,
    trel("T.sign-quadratic-root-above-its-truncation", gt(sp.CRootOf(_u**2 - 2, 1), _SQRT2_TO_1400_DIGITS), CLOSED),
)

# ... and u + w sqrt(q) by squaring (u^2 = w^2 q, with the sign of u checked): at the root c of
# (4c^3 - 3c)^2 = 1/2 where 4c^3 - 3c = +sqrt(2)/2 (index 3), not where it is -sqrt(2)/2 (index 2)
_CHEBYSHEV = 16 * _u**4 - 16 * _u**2 + 1
_T3 = lambda c: 4 * c**3 - 3 * c  # noqa: E731
F(
    "F.sign-squared-radical-other-root",
    12,
    rel("F.sign-squared-radical-other-root", eq(_T3(sp.CRootOf(_CHEBYSHEV, 2)), sp.sqrt(2) / 2), CLOSED),
)
T(
    "T.sign-squared-radical-zero",
    12,
    trel("T.sign-squared-radical-zero", eq(_T3(sp.CRootOf(_CHEBYSHEV, 3)), sp.sqrt(2) / 2), CLOSED),
)


def test_the_sign_services_zero_rewrites_never_call_a_number_1e_1400_from_0_zero():
    """sign._zero_by_rewriting asked directly: on numbers below every ball a minimal polynomial
    then decides, which takes seconds with a 1400-digit rational, so the claims above keep to
    exact zeros and to numbers the balls separate."""
    from kappamcc.prove.sign import _zero_by_rewriting

    tiny = R(1, 10**1400)
    zeros = [
        _OVER_DENOMINATORS,
        sp.CRootOf(_QUADRATIC, 0) - R(3, 8) + sp.sqrt(7) / 8,
        _T3(sp.CRootOf(_CHEBYSHEV, 3)) - sp.sqrt(2) / 2,
    ]
    assert all(_zero_by_rewriting(e) for e in zeros)
    near = [e + tiny for e in zeros] + [
        _T3(sp.CRootOf(_CHEBYSHEV, 3)) - sp.sqrt(2) / 2 * (1 + tiny),
        _T3(sp.CRootOf(_CHEBYSHEV, 3)) - sp.sqrt(2) / 2 + tiny * sp.sqrt(3),
        sp.CRootOf(_u**2 - 2, 1) - _SQRT2_TO_1400_DIGITS,
    ]
    assert not any(_zero_by_rewriting(e) for e in near)


# ---------------------------------------------------------------------------
# the sign service is the only judge of a sign: a structure test keeps it so


ENGINE = pathlib.Path(__file__).resolve().parent.parent / "kappamcc"
SIGN_GUESSES = re.compile(
    r"\.is_(extended_)?(positive|negative|nonnegative|nonpositive|zero|nonzero)\b"
    r"|\.evalf\(|\bsp\.N\(|\bN\(|\.contains\(|\bsp\.sign\("
)
PROVER_FILES = ["engine.py", "family.py", "kinds.py", "claims.py", "family_constraints.py"]


def _prover_sources():
    for path in sorted((ENGINE / "prove").glob("*.py")):
        if path.name != "sign.py":  # the service itself, built on rigorous balls
            yield path
    for name in PROVER_FILES:
        path = ENGINE / name
        if path.exists():
            yield path
    if (ENGINE / "engine").is_dir():
        yield from sorted((ENGINE / "engine").glob("*.py"))


def test_no_prover_reads_a_sympy_sign_guess_float_or_undecided_contains():
    """sympy's is_positive (None when undecided), a bare evalf/N and Interval.contains are
    not decisions: a line using one must say why it is safe (``# exact-ok: <why>``)."""
    found = []
    for path in _prover_sources():
        lines = path.read_text().splitlines()
        for number, line in enumerate(lines, 1):
            code = line.split("#", 1)[0]
            if (
                SIGN_GUESSES.search(code)
                and "exact-ok:" not in line
                and not (number < len(lines) and "exact-ok:" in lines[number] and code.rstrip().endswith(("(", ",")))
            ):
                found.append(f"{path.relative_to(ENGINE.parent)}:{number}: {line.strip()}")
    assert not found, "sign decisions outside the sign service:\n" + "\n".join(found)
