"""The families the qualitative statements are decided on, each read along its parameter
with the witnesses its predicates need (:class:`kappamcc.model.predicates.Reading`).  Every
witness becomes a claim the kernel must find PROVED."""

import sympy as sp

from kappamcc.families.binary import a, b, c_one_one, c_zero
from kappamcc.families.experiments import A, f_agreeing, g_rising, m1, m3, m5
from kappamcc.families.z_a import A as A_Z, z_a
from kappamcc.model.predicates import FunctionOf, OnInterval, Reading
from kappamcc.proofs.delgado_tibau_2019.examples_behaviour import A0
from kappamcc.proofs.delgado_tibau_2019.prop_8 import A_MIN

m = sp.Symbol("m", real=True)
ENT_M5 = sp.log(7) / sp.log(2) - sp.Rational(2, 7)

F_READING = Reading(
    f_agreeing(),
    A,
    sp.Interval(0, sp.oo),
    {("opposite", "same direction"): "decreasing"},
    "F(A) = [[1, A, 0], [0, 1, 0], [0, 1, 1]], A >= 0 (constant diagonal; this suite's family)",
)
G_READING = Reading(
    g_rising(),
    A,
    sp.Interval(1, sp.oo),
    {("opposite", "same direction"): "increasing"},
    "G(A) = [[A^2, A], [1, A^2]], A >= 1 (this suite's family)",
)
M5_READING = Reading(
    m5(),
    A,
    sp.Interval(1, sp.oo),
    {("opposite", "interval"): OnInterval(sp.Interval(A0, sp.oo), "increasing"), ("entropy-limit", "value"): ENT_M5},
    "M5(A) = [[1, 2A, A], [A, 1, A+100], [A, A, 1]] (the paper's Example (e)), A >= 1",
)
M1_READING = Reading(
    m1(),
    A,
    sp.Interval(1, sp.oo),
    {("opposite", "same direction"): "decreasing"},
    "M1(A) = [[1, 2A, A], [A, 1, 2A], [A, A, 1]], A >= 1 (Example (a))",
)
M3_READING = Reading(
    m3(), A, sp.Interval(0, 999), {("opposite", "same direction"): "increasing"}, "M3(A), 0 <= A <= 999 (Example (c))"
)
C0_READING = Reading(
    c_zero(),
    b,
    sp.Interval.open(0, sp.oo),
    {("function", "function"): FunctionOf(sp.Lambda(m, 2 * m**2 / (1 + m**2)), sp.Interval.open(0, sp.oo))},
    "C_0 = [[a, b], [0, d]] along b > 0",
)
C11_READING = Reading(
    c_one_one(),
    b,
    sp.Interval.open(0, sp.oo),
    {("opposite", "interval"): OnInterval(sp.Interval.open(a + sp.sqrt(2) * (a + 1), sp.oo), "increasing")},
    "C^{a,b}_{1,1} = [[a, b], [1, 1]] along b > 0, a > 0 fixed",
)
ZA_READING = Reading(
    z_a(),
    A_Z,
    sp.Interval.open(A_MIN, sp.oo),
    {("opposite", "interval"): OnInterval(sp.Interval.open(A_MIN, sp.oo), "increasing")},
    "Z_A beyond kappa's minimum, A > 1 + N sqrt(N(N-1)), every N >= 2",
)
