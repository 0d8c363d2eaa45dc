"""The report: formats, selection, and the exit code that makes a changed verdict loud."""
import json

from kappamcc.__main__ import main
from kappamcc.claims import Status
from kappamcc.registry import claim

KEYS = {"id", "source", "statement", "verdict", "method", "counterexample", "correction", "seconds"}


def test_json_report_lists_the_selected_claims_with_every_key(capsys):
    assert main(["--only", "KDOC-X1", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(r["id"].startswith("KDOC-X1") for r in rows)
    assert all(KEYS <= set(r) for r in rows)


def test_markdown_and_text_reports_carry_the_totals(capsys):
    assert main(["--only", "BLOG-X1", "--format", "md"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("| ID |") and "claims: PROVED" in out
    assert main(["--only", "DT2019-E7.3"]) == 0
    out = capsys.readouterr().out
    assert "CORRECTED" in out and "counterexample" in out and "correction PROVED" in out


def test_exit_code_is_1_when_a_verdict_differs_from_the_registry(capsys, monkeypatch):
    c = claim("KDOC-X1.5")
    monkeypatch.setattr(c, "expected", Status.REFUTED)
    assert main(["--only", "KDOC-X1.5"]) == 1
    assert "expected REFUTED" in capsys.readouterr().out


def test_unknown_prefix_exits_2(capsys):
    assert main(["--only", "NO-SUCH-ID"]) == 2
