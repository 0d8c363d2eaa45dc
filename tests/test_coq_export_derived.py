"""The Coq exporter of checked derivations (Derived claims, kappamcc.recheck.export_derived).

Faithfulness: each printed index sum (an atom of the formula) is evaluated by an evaluator
written here (its own tokenizer and grammar, not the exporter's code) at N = 3 and N = 4 with
random rational entries, and must equal the suite's own value of the atom
(``kappamcc.prove.atoms.atom_value``, summed term by term).  Every printed hypothesis and
conclusion, its sums replaced by names, is read back by the printer's reader and compared
with the formula's own relation: a changed sign, exponent or relation fails it.  Coq must
prove right statements and reject deliberately wrong ones (``pytest -m coq``).
"""

import random
import re
from fractions import Fraction

import pytest
import sympy as sp

from kappamcc.catalogue.registry import all_claims, claim
from kappamcc.model.claims import Source, Status
from kappamcc.model.derivations import Classes, OverMatrices, Reals
from kappamcc.model.kinds import Derived
from kappamcc.prove.atoms import atom_value
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.export_derived import _key, atom_text, statement_atoms
from kappamcc.recheck.printer import NotTranslated, parse_prop, same
from coq_support import coq_value, compiles, needs_coq

# the re-check by Coq, exporter and coqc alike: its own step of .ci/run (pytest -m coq)
pytestmark = pytest.mark.coq

SRC = Source("TEST", "test")


def _random_entries(stems, N, rng):
    """(entries(stem, kind, idx) as the suite reads them, the Coq variables' values)."""
    cells, coq = {}, {}
    for stem, kind in stems:
        if kind in ("generic", "symmetric"):
            m = {(i, j): Fraction(rng.randint(-9, 9), rng.randint(1, 4)) for i in range(N) for j in range(N)}
            cells[stem, kind] = m
            coq["M_" + stem] = lambda i, j, m=m: m[i, j]
        else:
            v = {i: Fraction(rng.randint(-9, 9), rng.randint(1, 4)) for i in range(N)}
            cells[stem, kind] = v
            coq["V_" + stem] = lambda i, v=v: v[i]

    def entries(stem, kind, idx):
        c = cells[stem, kind]
        if kind == "generic":
            return sp.Rational(c[idx].numerator, c[idx].denominator)
        if kind == "symmetric":
            x = c[min(idx), max(idx)]
        elif kind == "vector":
            x = c[idx[0]]
        else:  # diagonal
            x = c[idx[0]] if idx[0] == idx[1] else Fraction(0)
        return sp.Rational(x.numerator, x.denominator)

    return entries, coq


DERIVED = [c for c in all_claims() if isinstance(c, Derived)]
OVER_MATRICES = [c for c in DERIVED if isinstance(c.formula, OverMatrices)]
EXPORTED = [c for c in DERIVED if isinstance(c.formula, (OverMatrices, Reals))]


@pytest.mark.parametrize("c", OVER_MATRICES, ids=lambda c: c.id)
def test_each_printed_sum_evaluates_as_the_suites_own_atom(c):
    rng = random.Random(0)
    atoms = statement_atoms(c.formula)
    assert atoms
    stems = sorted({tuple(a.split(":")) for k in map(_key, atoms) for a, _ in k[1]} - {("delta", "delta")})
    for N in (3, 4):
        entries, coq = _random_entries(stems, N, rng)
        for a in atoms:
            want = atom_value(a, N, entries)
            got = coq_value(atom_text(_key(a)), N, coq)
            assert sp.Rational(got.numerator, got.denominator) == want, (c.id, a, N)


def _read_back(text, th, atoms):
    """The printed relation with each printed sum named, read by the printer's reader."""
    names = dict(th.names)
    for k, a in enumerate(sorted(atoms, key=lambda a: -len(atom_text(_key(a))))):
        name = f"kdA{k}"
        text = text.replace(atom_text(_key(a)), name)
        names[name] = a
    assert "fsum" not in text, text
    return parse_prop(text, names)


def _same(back, rel) -> bool:
    """The printer's ``same``, or, for what sympy's evaluation while reading rebuilt otherwise
    (the reader's ``-2 * (x + y)`` is distributed by sympy, the claim's three-factor product is
    not), the same relations with sides equal as rational functions."""
    if same(back, rel):
        return True
    if type(back) is not type(rel):
        return False
    if isinstance(rel, (sp.Eq, sp.Ne, sp.Lt, sp.Le, sp.Gt, sp.Ge)):
        return all(sp.cancel(sp.together(x - y)) == 0 for x, y in ((back.lhs, rel.lhs), (back.rhs, rel.rhs)))
    if isinstance(rel, sp.Implies):
        return all(_same(x, y) for x, y in zip(back.args, rel.args))
    return False


@pytest.mark.parametrize("c", EXPORTED, ids=lambda c: c.id)
def test_the_printed_statement_reads_back_as_the_formula(c):
    th = export_claim(c)
    f = c.formula
    atoms = statement_atoms(f) if isinstance(f, OverMatrices) else []
    goal = list(f.goal.args) if isinstance(f.goal, sp.And) else [f.goal]
    assert [rel for _, rel in th.conclusions] == goal
    for text, rel in th.conclusions:
        assert _same(_read_back(text, th, atoms), rel), f"{c.id}: {text} is not {rel}"
    hyps = [rel for _, rel in th.hypotheses]
    assert hyps[len(hyps) - len(f.hyps) :] == list(f.hyps)  # every hypothesis, after the symbols' signs
    signs = th.hypotheses[: len(hyps) - len(f.hyps)]
    for text, rel in th.hypotheses[len(signs) :]:
        assert _same(_read_back(text, th, atoms), rel), f"{c.id}: hypothesis {text} is not {rel}"
    for text, _ in signs:  # a symbol's sign assumption (its sympy relation evaluated to True)
        m = re.fullmatch(r"\(0 (<|<=) (v_\w+)\)", text)
        assert m, text
        s = th.names[m.group(2)]
        assert s.is_positive if m.group(1) == "<" else s.is_nonnegative


def test_the_frame_states_the_size_and_exactly_the_non_negative_arrays():
    th = export_claim(claim("DT2019-S2.kappa-range"))
    assert th.statement.startswith("forall (n : nat) (M_C : matrix),")
    assert th.frame == ["(1 <= n)%nat", "(forall i j, (i < n)%nat -> (j < n)%nat -> 0 <= M_C i j)"]
    sym = export_claim(claim("DT2019-P1"))
    assert "0 <= M_C (Nat.min i j) (Nat.max i j)" in sym.frame[1]
    free = export_claim(claim("PYCM-O16.1.equal"))  # no array declared non-negative
    assert free.frame == ["(1 <= n)%nat"]
    diag = export_claim(claim("PYCM-A13.1"))
    assert "(forall i, (i < n)%nat -> 0 <= V_D i)" in diag.frame


def test_a_denominator_of_the_goal_is_stated_nonzero():
    th = export_claim(claim("DT2019-S2.kappa-range"))
    S = atom_text(_key(next(a for a in statement_atoms(claim("DT2019-S2.kappa-range").formula) if str(a) == "S")))
    assert any(d.startswith("(((" + S) and d.endswith("<> 0)") for d in th.defined), th.defined


def test_a_changed_statement_fails_the_round_trip():
    c = claim("DT2019-S2.kappa-range")
    th = export_claim(c)
    atoms = statement_atoms(c.formula)
    text, rel = th.conclusions[1]
    assert same(_read_back(text, th, atoms), rel)
    for wrong in (
        text.replace("^ 2", "^ 3", 1),
        text.replace("<=", "<", 1),
        text.replace("(- (", "((", 1),
        text.replace("(M_C b0 b1) * (M_C b1 b2)", "(M_C b0 b1) * (M_C b2 b1)", 1),
    ):
        assert wrong != text
        try:
            back = _read_back(wrong, th, atoms)
        except AssertionError:  # a changed sum is no longer the atom's text
            continue
        assert not _same(back, rel), wrong


def test_sequences_and_matrix_functionals_are_not_translated_with_their_reasons():
    with pytest.raises(NotTranslated, match="along sequences of matrices"):
        export_claim(claim("DT2019-L9.0"))
    with pytest.raises(NotTranslated, match="over matrix functionals"):
        export_claim(claim("DT2019-L9.S4"))


# --- Coq ----------------------------------------------------------------------------------------


def derived(id_, formula) -> Derived:
    return Derived(id_, "a test statement", SRC, formula=formula, lines=[Classes()], expected=Status.PROVED)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "claim_id",
    [
        "DT2019-S2.kappa-range",  # kappa's range for every N, from the facts of the sums
        "SKL-MD2.range",  # MCC's range for every N, from its Cauchy-Schwarz bound
        "PYCM-A13.1",  # a diagonal array's sums, expanded
        "SKL-BA9",  # Cauchy-Schwarz with the count, and its equality case
        "KDOC-R1.zero",
        "BD2008-A1",  # over the reals
    ],
)
def test_coq_proves_a_registry_derivation(theories, tmp_path, claim_id):
    assert compiles(export_claim(claim(claim_id)), theories, tmp_path)


def _kappa_range():
    return claim("DT2019-S2.kappa-range").formula


def _wrong_upper_bound():
    f = _kappa_range()
    lower, upper = f.goal.args if isinstance(f.goal.args[0], sp.LessThan) else f.goal.args
    kappa = upper.lhs if upper.rhs == 1 else lower.rhs
    return OverMatrices(f.arrays, f.nonneg, f.hyps, sp.Le(kappa, sp.Rational(1, 2), evaluate=False))


def _wrong_mcc_bound():
    f = claim("SKL-MD2.range").formula
    upper = next(r for r in f.goal.args if r.rhs == 1)
    return OverMatrices(f.arrays, f.nonneg, f.hyps, sp.Le(upper.lhs, sp.Rational(9, 10), evaluate=False))


def _wrong_no_nonneg():
    f = _kappa_range()
    return OverMatrices(f.arrays, frozenset(), f.hyps, f.goal)


def _wrong_reals():
    f = claim("BD2008-A1").formula
    return Reals(f.hyps, sp.Eq(f.goal.lhs, -f.goal.rhs, evaluate=False))


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "wrong",
    [_wrong_upper_bound, _wrong_mcc_bound, _wrong_no_nonneg, _wrong_reals],
    ids=["kappa <= 1/2", "MCC <= 9/10", "kappa range without entries >= 0", "BD2008-A1 with a sign changed"],
)
def test_coq_rejects_a_wrong_derivation(theories, tmp_path, wrong):
    th = export_claim(derived("TEST-WRONG-DERIVED", wrong()))
    assert not compiles(th, theories, tmp_path)
