"""The 3x3 matrices M1(A)..M5(A) of Examples (a)-(e) (Delgado & Tibau 2019, pp. 19-23).

Each matrix is transcribed exactly as printed in CLAIMS.md (DT2019-XA.1 ... XE.1), with
the domain of A as printed:

    M1(A) = [[1, 2A, A], [A, 1, 2A], [A, A, 1]],                    A >= 1       (p19, L2588-2643)
    M2(A) = [[1, A, 1], [1, 1, A^2], [1, 1, 1]],                    A > 1        (p19-20, L2645-2697)
    M3(A) = [[1, B, B], [B+100, 1, B], [B+100, B+100, 1]],  B = 1000 - A, A = 0, ..., 999   (p21, L2833-2881)
    M4(A) = [[1, A, 1], [A^2, 1, B], [1, B^2, 1]],          B = 100 - A,  A in [50, 100]   (p22-23, L2896-2962)
    M5(A) = [[1, 2A, A], [A, 1, A+100], [A, A, 1]],                 A >= 1       (p23, L2964-2999)

Rows are actual classes, columns predicted (the paper's convention).  kappa and MCC
are derived from the matrix by the family machinery, never typed in.
"""

from __future__ import annotations

import sympy as sp
from hypothesis import strategies as st

from kappamcc.model.claims import Domain
from kappamcc.model.family import Family

A = sp.Symbol("A", real=True)


def _integers(lo: int, hi: int):
    """Points {A: n} with n an integer in [lo, hi] (for the integer-valued domain of M3)."""
    return lambda: st.integers(lo, hi).map(lambda n: {A: sp.Integer(n)})


def _between(lo: int, hi: int):
    """Points {A: q} with q a rational in [lo, hi] (for the bounded interval of M4)."""
    return lambda: st.fractions(min_value=lo, max_value=hi, max_denominator=64).map(
        lambda q: {A: sp.Rational(q.numerator, q.denominator)}
    )


def m1() -> Family:
    """M1(A) = [[1, 2A, A], [A, 1, 2A], [A, A, 1]], A >= 1 (Example (a), DT2019-XA.1)."""
    return Family(
        "M1(A)",
        sp.Matrix([[1, 2 * A, A], [A, 1, 2 * A], [A, A, 1]]),
        Domain((A,), (A >= 1,), "A >= 1 (DT2019-XA.1)"),
        "DT2019 p19, L2588-2643",
    )


def m2() -> Family:
    """M2(A) = [[1, A, 1], [1, 1, A^2], [1, 1, 1]], A > 1 (Example (b), DT2019-XB.1)."""
    return Family(
        "M2(A)",
        sp.Matrix([[1, A, 1], [1, 1, A**2], [1, 1, 1]]),
        Domain((A,), (A > 1,), "A > 1 (DT2019-XB.1)"),
        "DT2019 p19-20, L2645-2697",
    )


def m3() -> Family:
    """M3(A) = [[1, B, B], [B+100, 1, B], [B+100, B+100, 1]], B = 1000 - A, A = 0, ..., 999 (Example (c), DT2019-XC.1).

    The domain is the integers 0..999; the constraints say 0 <= A <= 999 and the sampler
    draws integers only.
    """
    B = 1000 - A
    return Family(
        "M3(A)",
        sp.Matrix([[1, B, B], [B + 100, 1, B], [B + 100, B + 100, 1]]),
        Domain((A,), (A >= 0, A <= 999), "A = 0, ..., 999, B = 1000 - A (DT2019-XC.1)", _integers(0, 999)),
        "DT2019 p21, L2833-2881",
    )


def m4() -> Family:
    """M4(A) = [[1, A, 1], [A^2, 1, B], [1, B^2, 1]], B = 100 - A, A in [50, 100] (Example (d), DT2019-XD.1-2)."""
    B = 100 - A
    return Family(
        "M4(A)",
        sp.Matrix([[1, A, 1], [A**2, 1, B], [1, B**2, 1]]),
        Domain((A,), (A >= 50, A <= 100), "A in [50, 100], B = 100 - A (DT2019-XD.1-2)", _between(50, 100)),
        "DT2019 p22-23, L2896-2962",
    )


def m5() -> Family:
    """M5(A) = [[1, 2A, A], [A, 1, A+100], [A, A, 1]], A >= 1 (Example (e), DT2019-XE.1)."""
    return Family(
        "M5(A)",
        sp.Matrix([[1, 2 * A, A], [A, 1, A + 100], [A, A, 1]]),
        Domain((A,), (A >= 1,), "A >= 1 (DT2019-XE.1)"),
        "DT2019 p23, L2964-2999",
    )


def g_rising() -> Family:
    """G(A) = [[A^2, A], [1, A^2]], A >= 1: not in the paper (this suite's family).

    Off-diagonal entries {A, 1}, so Ent(G(A)) > 0 tends to 0; kappa and MCC both increase to 1
    and their gap MCC - K tends to 0: entropy decreasing to zero makes kappa and MCC neither
    move apart nor drift apart (DT2019-Q1.b).
    """
    return Family(
        "G(A)",
        sp.Matrix([[A**2, A], [1, A**2]]),
        Domain((A,), (A >= 1,), "A >= 1 (suite-made family)"),
        "this suite (counterexample to DT2019-Q1.b)",
    )


def f_agreeing() -> Family:
    """F(A) = [[1, A, 0], [0, 1, 0], [0, 1, 1]], A > 0: not in the paper (this suite's family).

    Constant diagonal, off-diagonal entries {A, 1} (and zeros), so Ent(F(A)) > 0 tends to 0
    and Asy(F(A)) = sqrt(2) sqrt(A^2 + 1) grows to +oo, like Z_A; yet kappa and MCC both
    decrease for every A >= 0: entropy decreasing to zero does not by itself produce the
    disagreement (DT2019-Q1, Q4, S13).
    """
    return Family(
        "F(A)",
        sp.Matrix([[1, A, 0], [0, 1, 0], [0, 1, 1]]),
        Domain((A,), (A > 0,), "A > 0 (suite-made family)"),
        "this suite (counterexample to DT2019-Q4)",
    )
