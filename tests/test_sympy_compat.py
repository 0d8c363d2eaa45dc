"""sympy 1.14's square root of some big integers fails inside its factor cache; kappamcc works around it."""

import sympy as sp

import kappamcc  # noqa: F401  (applies the work-around)
from kappamcc import metrics

# Fermat's method splits this integer into halves that the limited factoring leaves composite
N = int(
    "1876726081639630950257263040901919208797609141990435667568420739152255935217380870497274905133750881984"
    "6186893037632677722230355275974052252981805754247066880590305572002719695571926033922380299226075478345"
    "1964286997266791587602577105243525535179549429050163053868241140427408437464304446386752885836651332002"
    "741333347986622807762620997556297301466041338977390201"
)


def test_the_square_root_of_an_integer_that_trips_sympys_factor_cache_is_exact():
    root = sp.sqrt(sp.Integer(N))
    assert root**2 == N


def test_mcc_of_a_3x3_matrix_of_300_bit_entries_is_computed_exactly():
    from pathlib import Path

    t = sp.Symbol("t")
    text = (Path(__file__).parent / "data" / "audit_3x3_300_bit_entries.txt").read_text()
    M = sp.Matrix(sp.sympify(text, locals={"t": t})).subs(t, 2)
    value = metrics.mcc(M)
    assert -1 <= value <= 1
    assert abs(float(value) - float(metrics.mcc(M.applyfunc(float)))) < 1e-12
