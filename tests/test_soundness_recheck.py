"""Soundness corpus, class 30: the re-check by Coq never marks a false statement re-checked.

The re-check sets no verdict, but its "re-checked" badge is a claim about a claim.  Three
shortcuts of this round are attacked here:

* the failure record (``coq/failed_attempts.json``): a theorem recorded as failed with the same
  text, prelude and Coq is reported unproved without being compiled.  A record can only ever
  withhold the badge: a record that says anything but "failed"/"timeout", or that was written
  for another text, prelude or Coq, is not honoured, and a claim it covers is never re-checked;
* a statement about kappa or MCC as a *variable* (an interpretation band) is stated over reals:
  the printed statement must be the claim's, a false band included;
* the Asy or Ent a family of concrete size derived is printed as its closed form: the printed
  term must read back as that very expression.

The tests that need coqc (Coq must reject the false statements as printed) are marked ``coq``
and run in .ci/run's ``pytest -m coq`` step; the others run in the plain ``pytest``.
"""

from __future__ import annotations

import json

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.family import Family
from kappamcc.model.kinds import Relation, chain
from kappamcc.recheck import run
from kappamcc.recheck.export import export_all, export_claim
from kappamcc.recheck.printer import CoqPrinter, parse, parse_prop, printing_for, same

from coq_support import compiles, failure_record, needs_coq

SRC = Source("TEST", "class 30")
a, b, d = sp.symbols("a b d", positive=True)
KAPPA = sp.Symbol("kappa", real=True)
C0 = Family("C_0 (class 30)", sp.Matrix([[a, b], [0, d]]), Domain((a, b, d), (a > 0, b > 0, d > 0), "a, b, d > 0"))
ASY = Family("Asy test (class 30)", sp.Matrix([[a, b], [1, a]]), Domain((a, b), (a > 0, b > 0), "a, b > 0"))


def _relation(cid, text, relation, domain, families=()):
    return Relation(cid, text, SRC, relation=relation, domain=domain, expected=Status.PROVED, families=families)


# false statements: none may ever be re-checked (each printed as the claim states it)
NEVER_RECHECKED = {
    "mcc-negative": lambda: _relation(
        "C30-MCC-NEG", "MCC(C_0) < 0", sp.Lt(C0.mcc, 0, evaluate=False), C0.domain, (C0,)
    ),
    "band-outside": lambda: _relation(
        "C30-BAND",
        "kappa in [-1, 1] is above 0.8",
        sp.Gt(KAPPA, sp.Rational(4, 5), evaluate=False),
        Domain((KAPPA,), (KAPPA >= -1, KAPPA <= 1), "-1 <= kappa <= 1"),
    ),
    "band-overlap": lambda: _relation(
        "C30-OVERLAP",
        "every kappa in [0, 1] lies in the band [0.2, 0.4)",
        sp.And(KAPPA >= sp.Rational(1, 5), KAPPA < sp.Rational(2, 5)),
        Domain((KAPPA,), (KAPPA >= 0, KAPPA <= 1), "0 <= kappa <= 1"),
    ),
    "asymmetry-negative": lambda: _relation(
        "C30-ASY-NEG", "Asy(C) < 0", sp.Lt(ASY.asymmetry, 0, evaluate=False), ASY.domain, (ASY,)
    ),
    "asymmetry-wrong-value": lambda: _relation(
        "C30-ASY-VALUE",
        "Asy(C) = |b - 1|",
        sp.Eq(ASY.asymmetry, sp.Abs(b - 1), evaluate=False),
        ASY.domain,
        (ASY,),
    ),
}
# true controls: the same shapes, true (Coq proves them; a false record must not withhold them
# silently either: --retry compiles them)
TRUE = {
    "mcc-below-1": lambda: _relation("C30-MCC-1", "MCC(C_0) < 1", chain(C0.mcc, "<", 1), C0.domain, (C0,)),
    "band-inside": lambda: _relation(
        "C30-BAND-T",
        "kappa in (0.8, 1] is above 0.8",
        sp.Gt(KAPPA, sp.Rational(4, 5), evaluate=False),
        Domain((KAPPA,), (KAPPA > sp.Rational(4, 5), KAPPA <= 1), "0.8 < kappa <= 1"),
    ),
    "asymmetry-value": lambda: _relation(
        "C30-ASY-T",
        "Asy(C) = sqrt(2) |b - 1|",
        sp.Eq(ASY.asymmetry, sp.sqrt(2) * sp.Abs(b - 1), evaluate=False),
        ASY.domain,
        (ASY,),
    ),
}


def _export(tmp_path, monkeypatch, claims):
    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "export"
    export_all(out, claims=claims, verdicts={c.id: str(Status.PROVED) for c in claims})
    return out


def _record(out, status="failed", **setting):
    return failure_record(out, status, **setting)


@pytest.mark.parametrize("label", sorted(NEVER_RECHECKED) + sorted(TRUE))
def test_a_claim_its_record_says_failed_is_unproved_and_never_rechecked(label, tmp_path, monkeypatch):
    # every theorem recorded: nothing is compiled (coqc is not even needed), nothing re-checked
    claim = {**NEVER_RECHECKED, **TRUE}[label]()
    out = _export(tmp_path, monkeypatch, [claim])
    record = _record(out)
    monkeypatch.setattr(run, "recorded_failures", lambda: record)
    row = run.recheck(out, jobs=1)["claims"][claim.id]
    assert row["status"] == "unproved" and row["rechecked"] is None, row


@pytest.mark.parametrize(
    "change",
    [
        {"status": "ok"},
        {"status": "re-checked"},
        {"status": "disagreement"},
        {"prelude": "another prelude"},
        {"coq": "another Coq"},
        {"theorem": "another text"},
    ],
    ids=["status ok", "status re-checked", "status disagreement", "another prelude", "another Coq", "another text"],
)
def test_a_record_that_is_not_this_very_failure_is_not_honoured(change, tmp_path, monkeypatch):
    claim = NEVER_RECHECKED["mcc-negative"]()
    out = _export(tmp_path, monkeypatch, [claim])
    entry = next(e for e in json.loads((out / run.MANIFEST).read_text()) if e["claim_id"] == claim.id)
    record = _record(out)
    if "theorem" in change or "status" in change:
        record["claims"][claim.id].update(change)
    else:
        record.update(change)
    same_setting = record["prelude"] == run.prelude_digest() and record["coq"] == run.coq_version()
    assert run._still_failing(record, same_setting, entry, run.theorem_digest(out, entry)) is None


@pytest.mark.parametrize("label", ["band-outside", "band-overlap", "band-inside"])
def test_a_band_over_a_kappa_variable_is_printed_as_the_claim_states_it(label):
    claim = {**NEVER_RECHECKED, **TRUE}[label]()
    th = export_claim(claim)
    assert th.method == "reals"
    for text, link in th.conclusions:
        assert same(parse_prop(text, th.names), link), (text, link)
    for text, rel in th.hypotheses:
        assert same(parse_prop(text, th.names), rel), (text, rel)


def test_a_familys_asymmetry_is_printed_as_its_own_closed_form():
    p = CoqPrinter()
    with printing_for(_relation("asy", "", sp.Lt(ASY.asymmetry, 0, evaluate=False), ASY.domain, (ASY,))):
        text = p.term(ASY.asymmetry)
    assert sp.simplify(parse(text, p.names) - ASY.asymmetry) == 0, text


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("label", sorted(NEVER_RECHECKED))
def test_coq_rejects_each_false_statement_as_printed(label, theories, tmp_path):
    assert not compiles(export_claim(NEVER_RECHECKED[label]()), theories, tmp_path)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("label", sorted(TRUE))
def test_coq_proves_each_true_control_as_printed(label, theories, tmp_path):
    assert compiles(export_claim(TRUE[label]()), theories, tmp_path)
