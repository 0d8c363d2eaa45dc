"""The Coq exporter (kappamcc.recheck, issue 32): the printed statement is the claim's.

Round trips: every printed hypothesis and conclusion is read back (the printer's own
parser) and compared with the sympy object it was printed from, a family's kappa or MCC
included (read back as the family's derived metric of the printed matrix).  A printer that
changes a statement is caught, and Coq rejects deliberately wrong theorems (the tests that
run coqc are marked ``coq``: ``pytest -m coq``, run by .ci/run).
"""

import subprocess

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import PrintedValue, Relation, chain, eq
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.printer import CoqPrinter, NotTranslated, parse, parse_prop, printing_families, same
from kappamcc.catalogue.registry import claim
from coq_support import compiles, failure_record, needs_coq

# the re-check by Coq, exporter and coqc alike: its own step of .ci/run (pytest -m coq)
pytestmark = pytest.mark.coq

x, y = sp.symbols("x y", positive=True)
a, b, d = sp.symbols("a b d", positive=True)
SRC = Source("TEST", "test")


def c0() -> Family:
    return Family("C_0 (test)", sp.Matrix([[a, b], [0, d]]), Domain((a, b, d), (a > 0, b > 0, d > 0), "a, b, d > 0"))


def round_trip(e, families=()):
    """``e`` printed as for a claim naming ``families``, and read back."""
    p = CoqPrinter()
    with printing_families(families):
        text = p.term(e)
    return parse(text, p.names), text


@pytest.mark.parametrize(
    "e",
    [
        x + y,
        x * y,
        x / y,
        x - 2 * y,
        sp.Rational(3, 7) * x,
        -x / (x + y) ** 2,
        sp.sqrt(x * y) / (x + 1),
        sp.Abs(x - y),
        sp.log(x + 1),
        x**5 - 3 * x**-2,
        sp.Integer(-4),
        sp.Rational(-2, 9),
        sp.pi * x,
        sp.Max(x, y, 1),
        1 / sp.sqrt(x + y),
        (x + y) ** sp.Rational(3, 2),
    ],
)
def test_a_printed_term_reads_back_as_the_same_expression(e):
    back, text = round_trip(e)
    assert same(back, e), f"{e} printed as {text} reads back as {back}"


def test_a_family_metric_is_printed_from_the_family_matrix_and_reads_back_as_it():
    F = c0()
    for metric, word in ((F.kappa, "kappa"), (F.mcc, "mcc")):
        back, text = round_trip(metric, (F,))
        assert text == f"({word} 2 (bin v_a v_b 0 v_d))"
        assert back == metric


def test_a_three_class_family_is_a_matrix_literal():
    t = sp.Symbol("t", positive=True)
    F = Family("3x3 (test)", sp.Matrix([[t, 1, 1], [1, t, 1], [1, 1, 2]]), Domain((t,), (t > 0,), "t > 0"))
    back, text = round_trip(F.kappa, (F,))
    assert text == "(kappa 3 (mat [[v_t; 1; 1]; [1; v_t; 1]; [1; 1; 2]]))"
    assert back == F.kappa


def test_a_changed_statement_fails_the_round_trip():
    """The way a translation goes wrong: a sign, an exponent or a matrix entry changed."""
    F = c0()
    p = CoqPrinter()
    statement = eq(F.kappa + x**2, F.mcc + 1)
    with printing_families((F,)):
        text = p.prop(statement)
    assert same(parse_prop(text, p.names), statement)
    for wrong in (
        text.replace("^ 2", "^ 3", 1),
        text.replace("(1 +", "(2 +", 1),
        text.replace("bin v_a v_b 0 v_d", "bin v_a v_b 1 v_d", 1),
        text.replace(" = ", " <= ", 1),
        text.replace("(kappa 2", "(mcc 2", 1),
    ):
        assert wrong != text
        assert not same(parse_prop(wrong, p.names), statement), wrong


@pytest.mark.parametrize(
    "claim_id", ["DT2019-P2.1.positive", "DT2019-P2.2", "DT2019-E7.4.a", "DT2019-CF1", "BD2008-E13"]
)
def test_a_registry_theorem_states_the_claims_domain_and_relations(claim_id):
    c = claim(claim_id)
    th = export_claim(c)
    links = c.links
    assert len(th.conclusions) == len(links)
    for (text, rel), link in zip(th.conclusions, links):
        assert rel is link
        assert same(parse_prop(text, th.names), link), f"{claim_id}: {text} is not {link}"
    constraints = [rel for _, rel in th.hypotheses if rel in c.domain.constraints]
    assert constraints == list(c.domain.constraints)
    for text, rel in th.hypotheses:
        assert same(parse_prop(text, th.names), rel), f"{claim_id}: hypothesis {text} is not {rel}"


def test_a_family_statement_is_stated_with_kappa_and_mcc_of_the_matrix_not_a_closed_form():
    th = export_claim(claim("DT2019-P2.2"))
    assert "kappa 2 (bin v_a v_b 0 v_d)" in th.statement and "kappa_defined 2" in th.statement
    assert "mcc 2 (bin v_a v_b 0 v_d)" in th.statement and "mcc_defined 2" in th.statement


def test_a_family_metric_that_sympy_evaluated_is_not_translated():
    """MCC**2 is num**2/(rows*cols) once sympy evaluates it: no MCC is left to state it from."""
    with pytest.raises(NotTranslated, match="family metric not recognised"):
        export_claim(claim("DT2019-P2.0"))


def test_every_denominator_is_stated_nonzero_in_the_conclusion():
    c = Relation(
        "TEST-DEN",
        "x/(x - y) > 0 where x > y",
        SRC,
        relation=[sp.Gt(x / (x - y), 0)],
        domain=Domain((x, y), (x > y,), "x > y"),
        expected=Status.PROVED,
    )
    th = export_claim(c)
    assert "((v_x + (- (v_y))) <> 0)" in th.defined


@pytest.mark.parametrize("text", ["K = x/(x + y)", "kappa = x/(x + y)"], ids=["K", "kappa without a variable kappa"])
def test_a_metric_the_suite_evaluated_is_not_translated(text):
    """A statement naming kappa whose relations hold no family metric (nor a variable named for
    it): sympy's closed form, refused."""
    c = Relation(
        "TEST-K",
        text,
        SRC,
        relation=[eq(x / (x + y), x / (x + y))],
        domain=Domain((x, y), (), ""),
        expected=Status.PROVED,
    )
    with pytest.raises(NotTranslated, match="metric not stated from a family matrix"):
        export_claim(c)


def test_a_statement_about_kappa_as_a_variable_is_translated_as_one_about_reals():
    """An interpretation band over kappa in [-1, 1] holds no evaluated metric: its variable is kappa."""
    kappa = sp.Symbol("kappa", real=True)
    c = Relation(
        "TEST-BAND",
        "the band 0.8 < kappa <= 1 is non-empty",
        SRC,
        relation=[sp.Lt(sp.Rational(4, 5), 1, evaluate=False), sp.Or(kappa <= sp.Rational(4, 5), kappa > 0)],
        domain=Domain((kappa,), (kappa >= -1, kappa <= 1), "-1 <= kappa <= 1"),
        expected=Status.PROVED,
    )
    th = export_claim(c)
    assert th.method == "reals" and "v_kappa" in th.source()


def test_a_root_of_a_polynomial_is_not_translated():
    r0 = sp.CRootOf(sp.Poly(sp.Symbol("r") ** 3 - 2), 0)
    c = PrintedValue("TEST-ROOT", "cube root of 2 ~ 1.26", SRC, exact=r0, printed="1.26", expected=Status.PROVED)
    with pytest.raises(NotTranslated, match="polynomial root"):
        export_claim(c)


# --- Coq itself ---------------------------------------------------------------------------------


@pytest.mark.coq
@needs_coq
def test_coq_proves_a_registry_family_theorem(theories, tmp_path):
    th = export_claim(claim("DT2019-C7.1"))  # Z_A at N = 2, A = 1: K = MCC = 0
    assert "(kappa 2 (bin 1 v_A 1 1)) = (mcc 2 (bin 1 v_A 1 1))" in th.statement
    assert compiles(th.source(), theories, tmp_path, th.name)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "wrong",
    [
        # Proposition 2.2's order reversed: MCC < K
        lambda K, M: chain(M, "<", K),
        # MCC(C_0) >= 1 instead of < 1
        lambda K, M: chain(1, "<=", M),
        # the sign of MCC flipped
        lambda K, M: sp.Lt(M, 0, evaluate=False),
    ],
)
def test_coq_rejects_a_wrong_family_theorem(theories, tmp_path, wrong):
    F = c0()
    c = Relation(
        "TEST-WRONG",
        "a wrong statement",
        SRC,
        relation=wrong(F.kappa, F.mcc),
        domain=F.domain,
        expected=Status.PROVED,
        families=(F,),
    )
    th = export_claim(c)
    assert not compiles(th.source(), theories, tmp_path, th.name)


@pytest.mark.coq
@needs_coq
def test_coq_rejects_a_wrong_printed_value_and_proves_its_negation(theories, tmp_path):
    c = PrintedValue("TEST-PV", "sqrt 2 ~ 1.42", SRC, exact=sp.sqrt(2), printed="1.42", expected=Status.PROVED)
    th = export_claim(c)
    assert not compiles(th.source(), theories, tmp_path, th.name)
    assert compiles(th.negation_source(), theories, tmp_path, th.name + "_negation")
    right = PrintedValue("TEST-PV2", "sqrt 2 ~ 1.41", SRC, exact=sp.sqrt(2), printed="1.41", expected=Status.PROVED)
    assert compiles(export_claim(right).source(), theories, tmp_path, "right")


@pytest.mark.coq
@needs_coq
def test_the_hand_written_false_variants_are_rejected():
    root = __import__("kappamcc.recheck.run", fromlist=["coq_root"]).coq_root()
    r = subprocess.run([str(root / "check_rejected.sh")], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.coq
@needs_coq
def test_a_wrong_theorem_in_a_batch_expected_to_pass_is_not_rechecked_and_its_neighbour_is(tmp_path, monkeypatch):
    # the run's shortcut: claims outside coq/failed_attempts.json are compiled by coqc as one batch;
    # a false one among them must fail that batch and be judged on its own, never pass with it
    from kappamcc.recheck.export import export_all
    from kappamcc.recheck.run import recheck

    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path / "cache"))
    F = c0()
    right = Relation(
        "TEST-RIGHT",
        "MCC(C_0) < 1",
        SRC,
        relation=chain(F.mcc, "<", 1),
        domain=F.domain,
        expected=Status.PROVED,
        families=(F,),
    )
    wrong = Relation(
        "TEST-WRONG",
        "MCC(C_0) < 0",
        SRC,
        relation=sp.Lt(F.mcc, 0, evaluate=False),
        domain=F.domain,
        expected=Status.PROVED,
        families=(F,),
    )
    proved = {c.id: str(Status.PROVED) for c in (right, wrong)}
    export_all(tmp_path / "export", claims=[right, wrong], verdicts=proved)
    rows = recheck(tmp_path / "export", jobs=1)["claims"]
    assert rows["TEST-WRONG"]["status"] == "unproved" and rows["TEST-WRONG"]["rechecked"] is None
    assert rows["TEST-RIGHT"]["status"] == "re-checked"


def _two_claims():
    F = c0()
    right = Relation(
        "TEST-RIGHT",
        "MCC(C_0) < 1",
        SRC,
        relation=chain(F.mcc, "<", 1),
        domain=F.domain,
        expected=Status.PROVED,
        families=(F,),
    )
    wrong = Relation(
        "TEST-WRONG",
        "MCC(C_0) < 0",
        SRC,
        relation=sp.Lt(F.mcc, 0, evaluate=False),
        domain=F.domain,
        expected=Status.PROVED,
        families=(F,),
    )
    return right, wrong


def _exported(tmp_path, monkeypatch, claims):
    from kappamcc.recheck.export import export_all

    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path / "cache"))
    export_all(tmp_path / "export", claims=claims, verdicts={c.id: str(Status.PROVED) for c in claims})
    return tmp_path / "export"


def _record(out, monkeypatch, status="failed", **changed):
    """coq/failed_attempts.json as a run on this export would write it, every theorem failed."""
    from kappamcc.recheck import run

    record = failure_record(out, status, recorded="2026-01-02", **changed)
    monkeypatch.setattr(run, "recorded_failures", lambda: record)


@pytest.mark.coq
@needs_coq
def test_a_theorem_recorded_as_failed_with_the_same_text_prelude_and_coq_is_unproved_until_retried(
    tmp_path, monkeypatch
):
    # the record is only ever a failure: a true theorem recorded as failed (a stale record) is
    # unproved, never re-checked, until --retry compiles it
    from kappamcc.recheck.run import recheck

    right, _ = _two_claims()
    out = _exported(tmp_path, monkeypatch, [right])
    _record(out, monkeypatch)
    result = recheck(out, jobs=1)
    row = result["claims"]["TEST-RIGHT"]
    assert row["status"] == "unproved" and row["rechecked"] is None and "2026-01-02" in row["detail"]
    assert result["not_compiled_again"] == 1
    assert recheck(out, jobs=1, retry=True)["claims"]["TEST-RIGHT"]["status"] == "re-checked"


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "changed",
    [{"prelude": "another prelude"}, {"coq": "The Coq Proof Assistant, version 0.0"}],
    ids=["another prelude", "another Coq"],
)
def test_a_failure_recorded_under_another_prelude_or_coq_is_compiled_again(tmp_path, monkeypatch, changed):
    from kappamcc.recheck.run import recheck

    right, _ = _two_claims()
    out = _exported(tmp_path, monkeypatch, [right])
    _record(out, monkeypatch, **changed)
    result = recheck(out, jobs=1)
    assert result["claims"]["TEST-RIGHT"]["status"] == "re-checked" and result["not_compiled_again"] == 0


@pytest.mark.coq
@needs_coq
def test_a_failure_recorded_for_another_text_of_the_theorem_is_compiled_again(tmp_path, monkeypatch):
    from kappamcc.recheck.run import recheck

    right, _ = _two_claims()
    out = _exported(tmp_path, monkeypatch, [right])
    _record(out, monkeypatch)
    theorem = next(out.glob("claim_*.v"))
    theorem.write_text(theorem.read_text().replace("(* TEST-RIGHT *)", "(* TEST-RIGHT, printed again *)"))
    assert recheck(out, jobs=1)["claims"]["TEST-RIGHT"]["status"] == "re-checked"


@pytest.mark.coq
@needs_coq
def test_a_record_saying_a_false_theorem_passed_is_ignored_and_the_theorem_is_compiled(tmp_path, monkeypatch):
    from kappamcc.recheck.run import recheck

    _, wrong = _two_claims()
    out = _exported(tmp_path, monkeypatch, [wrong])
    _record(out, monkeypatch, status="ok")
    result = recheck(out, jobs=1)
    assert result["claims"]["TEST-WRONG"]["status"] == "unproved" and result["not_compiled_again"] == 0


@pytest.mark.coq
@needs_coq
def test_a_run_writes_the_record_of_its_failures_for_the_next_run(tmp_path, monkeypatch):
    import json

    from kappamcc.recheck import run

    right, wrong = _two_claims()
    out = _exported(tmp_path, monkeypatch, [right, wrong])
    monkeypatch.setattr(run, "recorded_failures", lambda: {})
    run.recheck(out, jobs=1)
    written = json.loads((out / run.FAILED_ATTEMPTS).read_text())
    assert set(written["claims"]) == {"TEST-WRONG"} and written["prelude"] == run.prelude_digest()


_EXPORT_DIGEST = """
import hashlib
from kappamcc.catalogue.registry import all_claims
from kappamcc.model.kinds import Derived, IdentityAllN, Limit, Monotone
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.printer import NotTranslated
h = hashlib.sha256()
for c in all_claims():
    if isinstance(c, (IdentityAllN, Derived, Limit, Monotone)):
        try:
            h.update(export_claim(c).source().encode())
        except NotTranslated as exc:
            h.update(exc.reason.encode())
print(h.hexdigest())
"""


def test_the_export_is_the_same_under_two_hash_seeds():
    # coq/failed_attempts.json matches a theorem by its text: a text that follows the hash seed
    # (a set's order: the constraints of a sum, the arrays of a derivation) would be compiled
    # again in every other run, and the export would not be reproducible
    import os
    import sys

    digests = {
        subprocess.run(
            [sys.executable, "-c", _EXPORT_DIGEST],
            capture_output=True,
            text=True,
            check=True,
            env=dict(os.environ, PYTHONHASHSEED=seed),
            timeout=300,
        ).stdout
        for seed in ("1", "2")
    }
    assert len(digests) == 1, digests
