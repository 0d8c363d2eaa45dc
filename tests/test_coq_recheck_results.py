"""The re-check's results (kappamcc.recheck.run) as the report shows them: a conjunction is
re-checked only when every part is, a claim without a run is null, and the JSON row and the
footer read the last run."""

import json

import pytest

from kappamcc.cli import main
from kappamcc.recheck import run


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    """The re-check's results in a folder of the test's own (the verdict cache stays as it is)."""
    monkeypatch.setattr(run, "results_path", lambda: tmp_path / "cache" / run.RESULTS)
    return tmp_path


def write_manifest(folder, entries):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "manifest.json").write_text(json.dumps(entries))


def test_a_conjunction_with_a_part_not_translated_is_not_rechecked(cache):
    write_manifest(
        cache / "export",
        [
            {"claim_id": "A", "status": "not translated", "reason": "kind not exported: limit"},
            {"claim_id": "B", "status": "conjunction", "method": "conjunction", "parts": ["A"]},
            {"claim_id": "C", "status": "conjunction", "method": "conjunction", "parts": ["B"]},
        ],
    )
    result = run.recheck(cache / "export")
    rows = result["claims"]
    assert rows["A"]["rechecked"] is None and rows["A"]["status"] == "not translated"
    assert rows["B"]["rechecked"] is None and rows["C"]["rechecked"] is None
    assert run.summary(result)["reasons"]["kind not exported: limit"] == 1
    assert run.load_results()["claims"] == rows


def test_the_json_row_and_the_footer_read_the_last_run(cache, capsys):
    assert main(["--only", "KDOC-X1", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(r["rechecked"] is None for r in rows)
    proved = [r["id"] for r in rows if r["verdict"] == "PROVED"]
    path = run.results_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {
                "seconds": 1.0,
                "claims": {proved[0]: {"status": "re-checked", "rechecked": "coq", "method": "closed", "reason": None}},
            }
        )
    )
    assert main(["--only", "KDOC-X1", "--format", "json"]) == 0
    rows = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows[proved[0]]["rechecked"] == "coq"
    assert main(["--only", "KDOC-X1", "--wide"]) == 0
    assert "re-checked by Coq: 1 of" in capsys.readouterr().out


def test_recheck_without_coqc_says_it_was_skipped(monkeypatch, capsys):
    monkeypatch.setattr(run, "coqc_available", lambda: False)
    assert main(["recheck"]) == 0
    assert "re-check skipped: coqc not found" in capsys.readouterr().out
