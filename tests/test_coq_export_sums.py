"""The Coq exporter of every-N identities (IdentityAllN, kappamcc.recheck.export_index_sums).

Faithfulness: the printed Coq statement is read back by an evaluator written here (its own
tokenizer and grammar, not the exporter's code) and evaluated at N = 3 and N = 4 with random
rational entries and every value of the free indices; the claim's own objects are expanded
at the same size by the suite's ``IndexPoly.expand`` and must give the same numbers, side by
side and denominator by denominator.  Coq must reject deliberately wrong identities (a changed
coefficient, a swapped index, a dropped constraint), stated as IdentityAllN claims.
"""

import itertools
import random
import re
from fractions import Fraction

import pytest
import sympy as sp

from kappamcc.catalogue.registry import all_claims, claim
from kappamcc.model.claims import Source, Status
from kappamcc.model.index_forms import actual_rest, col, correct_rest, row, sum_rc, total, trace
from kappamcc.model.kinds import IdentityAllN
from kappamcc.prove.index_sums import Array, IndexFraction, Index, Sum, delta, ne
from kappamcc.prove.log_sums import LogAtoms
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.export_index_sums import LOG_ATOM_FORM_REASON, export_identity_all_n, statement_parts
from kappamcc.recheck.printer import NotTranslated
from coq_support import coq_value, compiles, needs_coq

# the re-check by Coq, exporter and coqc alike: its own step of .ci/run (pytest -m coq)
pytestmark = pytest.mark.coq

SRC = Source("TEST", "test")


# ---------------------------------------------------------------------------------------------


_ATOM_FUNS = {
    "lg_r": "lgr",
    "lg_c": "lgc",
    "lg_e": "lge",
    "lg_t": "lgt",
    "lg_u": "lgu",
    "inv_r": "invr",
    "inv_c": "invc",
}


def _random_arrays(c, N, rng):
    """Random rational entries for each stem, as sympy substitutions and as the Coq variables; a
    logarithm's (or reciprocal's) atom array is the Coq function of its matrix (``lgr n M_C``, ...),
    here taking the same random values as the suite's atoms (the printing is checked, not ln)."""
    subs, coq = {}, {}
    atoms: dict = {}
    base = Fraction(rng.randint(1, 9), rng.randint(1, 4))  # 1 / log2 (2 (N - 1))
    for a in c.arrays:
        if a.kind == "delta":
            continue
        owner = getattr(a, "log_of", None)
        if owner is not None:
            fun = next(f for prefix, f in _ATOM_FUNS.items() if a.name == prefix + owner.C.name)
            matrix = "M_" + re.sub(r"[^A-Za-z0-9_]", "_", owner.C.symbol)
            if a.kind == "vector":
                cells = {(i,): Fraction(rng.randint(-9, 9), rng.randint(1, 4)) for i in range(N)}
            else:
                cells = {(i, j): Fraction(rng.randint(-9, 9), rng.randint(1, 4)) for i in range(N) for j in range(N)}
            atoms[(fun, matrix)] = cells
            for ix, v in cells.items():
                name = f"{a.symbol}_" + "_".join(str(i + 1) for i in ix)
                subs[sp.Symbol(name)] = sp.Rational(v.numerator, v.denominator)
            v = Fraction(rng.randint(-9, 9), rng.randint(1, 4))
            subs[owner.log2_total] = sp.Rational(v.numerator, v.denominator)
            atoms[("lgS", matrix)] = {(): v}
            subs[owner.inverse_log2_base] = sp.Rational(base.numerator, base.denominator)  # one number
            atoms[("lgB", matrix)] = {(): base}
            continue
        if a.kind in ("generic", "symmetric"):
            cells = {(i, j): Fraction(rng.randint(-9, 9), rng.randint(1, 4)) for i in range(N) for j in range(N)}
            if a.kind == "symmetric":
                cells = {(i, j): cells[min(i, j), max(i, j)] for i, j in cells}
            coq["M_" + re.sub(r"[^A-Za-z0-9_]", "_", a.symbol)] = lambda i, j, cells=cells: cells[i, j]
            for (i, j), v in cells.items():
                if a.kind == "generic" or i <= j:
                    subs[sp.Symbol(f"{a.symbol}_{i + 1}_{j + 1}")] = sp.Rational(v.numerator, v.denominator)
        else:
            cells = {i: Fraction(rng.randint(-9, 9), rng.randint(1, 4)) for i in range(N)}
            coq["V_" + re.sub(r"[^A-Za-z0-9_]", "_", a.symbol)] = lambda i, cells=cells: cells[i]
            for i, v in cells.items():
                subs[sp.Symbol(f"{a.symbol}_{i + 1}")] = sp.Rational(v.numerator, v.denominator)
    coq["n"] = N
    for fun in {f for f, _ in atoms}:
        # the matrix argument is the Coq variable's function: found back by identity
        by_matrix = {id(coq[m]): cells for (f, m), cells in atoms.items() if f == fun}
        if fun == "lgB":
            coq[fun] = lambda n, t=next(iter(by_matrix.values())): t[()]
        elif fun == "lgS":
            coq[fun] = lambda n, M, t=by_matrix: t[id(M)][()]
        elif fun == "lge":
            coq[fun] = lambda M, i, j, t=by_matrix: t[id(M)][i, j]
        else:
            coq[fun] = lambda n, M, i, t=by_matrix: t[id(M)][(i,)]
    return subs, coq


def _expanded(poly, c, N, free_values, subs, scalars):
    table = {a.name: a.entries() for a in c.arrays}
    v = sp.sympify(poly.expand(N, table, free_values)).xreplace(subs).xreplace(scalars)
    return Fraction(int(v.p), int(v.q))


def check_faithful(c, sizes=(3, 4), seed=0):
    """Every printed side, numerator and denominator factor equals the claim's expansion."""
    rng = random.Random(seed)
    pr, eqs = statement_parts(c)
    for N in sizes:
        subs, coq = _random_arrays(c, N, rng)
        scalars, env = {}, {**coq}
        for name, s in pr.coq.names.items():
            v = Fraction(rng.randint(-9, 9), rng.randint(1, 4))
            scalars[s], env[name] = sp.Rational(v.numerator, v.denominator), v
        for (lhs, rhs), (free_names, dens, ltext, rtext) in zip(c.equations, eqs):
            lhs, rhs = IndexFraction.of(lhs), IndexFraction.of(rhs)
            free = sorted(lhs.free() | rhs.free(), key=lambda i: i.name)
            assert [pr.free(i) for i in free] == free_names
            for values in itertools.product(range(N), repeat=len(free)):
                fv = dict(zip(free, values))
                e = {**env, **{pr.free(i): v for i, v in fv.items()}}
                den_values = [_expanded(d, c, N, fv, subs, scalars) for side in (lhs, rhs) for d in side.den]
                assert [coq_value(t, N, e) for t in dens] == den_values
                for side, text in ((lhs, ltext), (rhs, rtext)):
                    num = _expanded(side.num, c, N, fv, subs, scalars)
                    den = Fraction(1)
                    for d in side.den:
                        den *= _expanded(d, c, N, fv, subs, scalars)
                    want = num / den if den != 0 else Fraction(0)
                    assert coq_value(text, N, e) == want, (c.id, N, fv)


REGISTRY = [
    "DT2019-E3.num",
    "DT2019-E3.5",
    "DT2019-E6.1",
    "DT2019-S2.1.perfect",
    "DT2019-D2",
    "PYCM-A4.1",
    "PYCM-A11.5",
    "PYCM-E8.2",
    "PYCM-R1.1",
    "PYCM-O15.1",
    "SKL-KD1",
    "SKL-MI1.one-row",
    "DT2019-S1.kappa",
    "PYCM-E1.1",
    "PYCM-E7.1",
    "PYCM-E10.2",
    "PYCM-S1.2",
]


@pytest.mark.parametrize("claim_id", REGISTRY)
def test_a_printed_identity_evaluates_as_the_claims_own_expansion(claim_id):
    check_faithful(claim(claim_id))


def test_every_exported_registry_identity_evaluates_as_the_claim_at_n_3():
    n = 0
    for c in all_claims():
        if not isinstance(c, IdentityAllN):
            continue
        try:
            statement_parts(c)
        except NotTranslated:
            continue
        check_faithful(c, sizes=(3,))
        n += 1
    assert n > 100


C = Array("C")
k, m = Index("k"), Index("m")


def identity(id_, *equations, arrays=(C,)):
    return IdentityAllN(
        id_, "test identity", SRC, equations=list(equations), arrays=list(arrays), expected=Status.PROVED
    )


a_, b_, c_, d_ = Index("a"), Index("b"), Index("c"), Index("d")
LOGS = LogAtoms(C)


def exported(c):
    """The claim's theorem, an identity with logarithms in its atom form (which the registry's
    export refuses: test_the_registrys_export_refuses_an_identity_with_logarithms)."""
    return export_identity_all_n(c, log_atom_form=True)


def test_the_registrys_export_refuses_an_identity_with_logarithms():
    with pytest.raises(NotTranslated, match=LOG_ATOM_FORM_REASON):
        export_claim(claim("PYCM-E1.1"))
    assert "lgr n M_C" in exported(claim("PYCM-E1.1")).source()


def log_identity(id_, *equations):
    return IdentityAllN(
        id_, "test identity", SRC, equations=list(equations), arrays=[C], logs=[LOGS], expected=Status.PROVED
    )


RIGHT = [
    identity("T-kappa-num", (total(C) * trace(C) - sum_rc(C), total(C) * trace(C) - sum_rc(C))),
    identity("T-rest", (actual_rest(C, k), total(C) - row(C, k))),
    identity("T-outside", (correct_rest(C, k), total(C) - row(C, k) - col(C, k) + C[k, k])),
    identity("T-delta", (Sum(C[Index("i"), k] * delta[Index("i"), m], Index("i")), C[m, k])),
    identity("T-frac", (IndexFraction(C[k, k], row(C, k)) * row(C, k), IndexFraction(C[k, k] * row(C, k), row(C, k)))),
    # the bound indices renamed and the sums exchanged (a path a -> b -> c both times)
    identity("T-perm", (Sum(C[a_, b_] * C[b_, c_], a_, b_, c_), Sum(C[a_, b_] * C[c_, a_], a_, b_, c_))),
    # a delta summed out leaves the path in another order of its indices
    identity(
        "T-delta-perm",
        (Sum(delta[a_, d_] * C[a_, b_] * C[c_, d_], a_, b_, c_, d_), Sum(C[a_, b_] * C[b_, c_], a_, b_, c_)),
    ),
    # a constraint expanded splits a connected sum into a product of two
    identity(
        "T-ne-split",
        (Sum(C[a_, a_] * C[b_, b_], a_, b_, where=[ne(a_, b_)]), trace(C) * trace(C) - Sum(C[a_, a_] * C[a_, a_], a_)),
    ),
    log_identity("T-log", (Sum(C[a_, b_] * LOGS.lg_r[a_], a_, b_), Sum(C[b_, a_] * LOGS.lg_r[b_], a_, b_))),
]
WRONG = [
    identity("T-coefficient", (total(C) * trace(C) - sum_rc(C), total(C) * trace(C) - 2 * sum_rc(C))),
    identity("T-swapped", (actual_rest(C, k), total(C) - col(C, k))),
    identity("T-dropped", (correct_rest(C, k), total(C) - row(C, k) - col(C, k))),
    identity("T-delta-swapped", (Sum(C[Index("i"), k] * delta[Index("i"), m], Index("i")), C[k, m])),
    identity("T-frac-wrong", (IndexFraction(C[k, k], row(C, k)), IndexFraction(C[k, k], col(C, k)))),
    # a wrong permutation: an out-star a -> b, a -> c is not a path
    identity("T-perm-wrong", (Sum(C[a_, b_] * C[b_, c_], a_, b_, c_), Sum(C[a_, b_] * C[a_, c_], a_, b_, c_))),
    identity(
        "T-delta-perm-wrong",
        (Sum(delta[b_, d_] * C[a_, b_] * C[c_, d_], a_, b_, c_, d_), Sum(C[a_, b_] * C[b_, c_], a_, b_, c_)),
    ),
    identity(
        "T-ne-wrong",
        (
            Sum(C[a_, a_] * C[b_, b_], a_, b_, where=[ne(a_, b_)]),
            trace(C) * trace(C) - Sum(C[a_, b_] * C[a_, b_], a_, b_),
        ),
    ),
    # log2 c_a for log2 r_a
    log_identity("T-log-wrong", (Sum(C[a_, b_] * LOGS.lg_r[a_], a_, b_), Sum(C[a_, b_] * LOGS.lg_c[a_], a_, b_))),
]


@pytest.mark.parametrize("c", RIGHT + WRONG, ids=lambda c: c.id)
def test_a_test_identity_is_printed_faithfully(c):
    check_faithful(c)


def test_the_statement_states_exactly_the_denominators_and_bounds():
    th = exported(claim("PYCM-R1.1"))
    text = th.statement
    assert text.count("<> 0") == 2 and "(k_k" in text and "%nat ->" in text
    assert "Admitted" not in th.source() and "Axiom" not in th.source()


def test_a_constraint_is_printed_as_one_minus_delta():
    pr, [(free, dens, lhs, rhs)] = statement_parts(identity("T-ne", (Sum(C[k, m], k, m, where=[ne(k, m)]), 0)))
    assert "(1 - delta b0 b1)" in lhs and not free and not dens


def test_an_identity_with_logarithms_states_the_atoms_as_logarithms_of_the_counts():
    th = exported(claim("PYCM-E1.1"))
    text = th.statement
    assert "(lgr n M_C " in text and "(lgS n M_C)" in text
    assert "lgrC" not in text and "lgSC" not in text and "v_lg" not in text  # no atom is a free variable
    assert th.variables == []


def test_logarithms_of_a_diagonal_array_are_not_translated():
    with pytest.raises(NotTranslated, match="logarithms of a diagonal"):
        exported(claim("PYCM-E8.1.diagonal"))


# ---------------------------------------------------------------------------------------------
# Coq


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("c", RIGHT, ids=lambda c: c.id)
def test_coq_proves_a_right_identity(theories, tmp_path, c):
    assert compiles(exported(c), theories, tmp_path)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("c", WRONG, ids=lambda c: c.id)
def test_coq_rejects_a_wrong_identity(theories, tmp_path, c):
    assert not compiles(exported(c), theories, tmp_path)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "claim_id",
    [
        "DT2019-E3.5",
        "PYCM-R1.1",
        "SKL-KD1",
        "DT2019-E6.1",
        "PYCM-M5.1",
        "DT2019-S2.1.perfect",
        "PYCM-E7.1",
        "PYCM-S1.2",
    ],
)
def test_coq_proves_a_registry_identity(theories, tmp_path, claim_id):
    assert compiles(exported(claim(claim_id)), theories, tmp_path)
