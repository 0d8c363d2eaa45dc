"""Print the time of `kappamcc.audit` on every family of Delgado & Tibau 2019 (issue 7's
budget: a 3 x 3 one-parameter family in under 5 s), and on two audits of other kinds (two
other metrics; two parameters together).  Run: python benchmarks/audit_timing.py"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import sympy as sp  # noqa: E402

from kappamcc.families.binary import c_one_a, c_one_one, c_one_zero, c_zero  # noqa: E402
from kappamcc.families.experiments import f_agreeing, m1, m2, m3, m4, m5  # noqa: E402
from kappamcc.families.z_a import z_a_explicit  # noqa: E402
from kappamcc.audit import audit  # noqa: E402

CASES = [
    ("C_0, a = d = 1, along b", lambda: audit(c_zero(), "b", "0..oo", {"a": 1, "d": 1})),
    ("C^{a,b}_{1,a}, a = 1/5", lambda: audit(c_one_a(), "b", "(0..oo)", {"a": sp.Rational(1, 5)})),
    ("C^{a,b}_{1,0}, a = 1", lambda: audit(c_one_zero(), "b", "(0..oo)", {"a": 1})),
    ("C^{a,b}_{1,1}, a = 1/5", lambda: audit(c_one_one(), "b", "(0..oo)", {"a": sp.Rational(1, 5)})),
    *[(f"Z_A, N = {n}", (lambda n=n: audit(z_a_explicit(n), "A", "0..oo"))) for n in (2, 3, 5, 10)],
    ("M1(A), A >= 1", lambda: audit(m1(), over="1..oo")),
    ("M2(A), A >= 1", lambda: audit(m2(), over="1..oo")),
    ("M3(A), 0 <= A <= 999", lambda: audit(m3(), over="0..999")),
    ("M4(A), 50 <= A <= 100", lambda: audit(m4(), over="50..100")),
    ("M5(A), A >= 1", lambda: audit(m5(), over="1..oo")),
    ("F(A) (this suite), A >= 0", lambda: audit(f_agreeing(), over="0..oo")),
    ("M2(A): kappa and F1 (class 0)", lambda: audit(m2(), over="1..oo", metrics="kappa,f1", positive=0)),
    ("C^{a,b}_{1,1}: a and b together", lambda: audit(c_one_one(), ("a", "b"), {"a": "0..3", "b": "0..10"})),
]

if __name__ == "__main__":
    total = 0.0
    for name, run in CASES:
        t0 = time.perf_counter()
        result = run()
        dt = time.perf_counter() - t0
        total += dt
        print(f"{name:32s} {dt:6.2f} s   {result.verdict}")
    print(f"{'all':32s} {total:6.2f} s")
