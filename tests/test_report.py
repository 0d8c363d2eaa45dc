"""The report: formats, selection, and the exit code that makes a changed verdict loud."""

import json

from kappamcc.cli import main
from kappamcc.model.claims import Status
from kappamcc.catalogue.registry import claim

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


# --- the text table: fits the terminal, cuts nothing -------------------------------------------

import os
import re
import signal
import subprocess
import sys
import textwrap

import pytest

from kappamcc.catalogue.errata import is_erratum
from kappamcc.model.mathtext import math_text
from kappamcc.catalogue.registry import all_claims, id_sort_key
from kappamcc.present.report import render

LONG = (
    "a statement long enough to need several lines in a narrow column, with a formula "
    "(ad-bc)/sqrt((a+b)(b+d)(a+c)(c+d)) wider than the column itself"
)


def _row(claim_id, verdict="PROVED", **extra):
    row = {
        "id": claim_id,
        "source": "s",
        "statement": LONG,
        "verdict": verdict,
        "expected": verdict,
        "method": "derivative sign (log basis + Z3 nlsat)",
        "certificate": "",
        "counterexample": None,
        "correction": None,
        "notes": "",
        "seconds": 0.25,
        "uses": [],
        "origin": "printed",
        "erratum": False,
    }
    return {**row, **extra}


def _words_in_order(text: str, output: str) -> bool:
    """Every character of ``text`` appears in ``output`` in order, spaces and line breaks aside."""
    rest = iter("".join(output.split()))
    return all(ch in rest for ch in "".join(text.split()))


def test_the_text_table_fits_80_columns_and_cuts_no_statement_or_correction():
    correction = {"statement": LONG.replace("statement", "correction"), "verdict": "PROVED", "method": "Z3"}
    rows = [
        _row("DT2019-E7.3.a.a-very-long-claim-identifier"),
        _row("X-1", "CORRECTED", counterexample={"a": "1", "b": "2"}, correction=correction),
    ]
    out = render(rows, width=80)
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "…" not in out
    assert _words_in_order(LONG, out) and _words_in_order(correction["statement"], out)
    assert "counterexample: a = 1, b = 2" in out


def test_the_report_at_columns_80_has_no_longer_line(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--only", "DT2019-E7.3"]) == 0
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "correction PROVED: MCC(C) = sign(ad - bc)" in out


def test_a_width_of_10_to_the_11_columns_gives_a_table_no_wider_than_its_longest_content():
    rows = [_row("X-1"), _row("X-2")]
    out = render(rows, width=10**11).splitlines()
    longest = len("X-1") + len(" ".join(LONG.split())) + len("derivative sign (log basis + Z3 nlsat)") + 40
    assert max(map(len, out)) <= longest, max(map(len, out))


def test_the_statement_column_is_not_padded_past_the_longest_statement():
    short = _row("X-1", statement="a short statement")
    out = render([short], width=400).splitlines()
    row = next(line for line in out if line.startswith("X-1"))
    assert "a short statement  PROVED" in row, row


def test_the_width_from_columns_is_at_most_max_width(monkeypatch):
    from kappamcc.present.report import MAX_WIDTH, terminal_width

    # COLUMNS only while the report reads it: pytest -v's own progress line would fill that width
    with monkeypatch.context() as columns:
        columns.setenv("COLUMNS", "100000000000")
        width = terminal_width()
    assert width == MAX_WIDTH <= 1000


def test_the_report_at_a_columns_of_10_to_the_11_is_printed_in_a_few_kilobytes(capsys, monkeypatch):
    with monkeypatch.context() as columns:  # only while the report runs (pytest -v reads it too)
        columns.setenv("COLUMNS", "100000000000")
        status = main(["--only", "DT2019-E7.3.b"])
    assert status == 0
    out = capsys.readouterr().out
    assert len(out) < 5000 and "correction PROVED" in out, len(out)
    assert all(line == line.rstrip() for line in out.splitlines())


def test_wide_is_one_line_per_claim_with_long_texts_cut():
    out = render([_row("X-1"), _row("X-2")], wide=True, width=80).splitlines()
    assert len([line for line in out if line.startswith("X-")]) == 2 and max(map(len, out)) > 80
    assert "…" in out[2]


def test_rows_come_in_natural_id_order_and_the_footer_gives_the_wall_time(capsys):
    assert main(["--only", "DT2019-E7"]) == 0
    out = capsys.readouterr().out
    ids = [line.split()[0] for line in out.splitlines() if line.startswith("DT2019-E7")]
    assert len(ids) > 5 and ids == sorted(ids, key=id_sort_key)
    assert re.search(r"\(wall time \d+\.\d s\)", out)


def test_errata_lists_exactly_the_printed_statements_found_false(capsys):
    assert main(["--only", "DT2019-E7", "--format", "json"]) == 0
    every = json.loads(capsys.readouterr().out)
    assert main(["--only", "DT2019-E7", "--format", "json", "--errata"]) == 0
    errata = json.loads(capsys.readouterr().out)
    expected = [r["id"] for r in every if is_erratum(claim(r["id"]), r["verdict"])]
    assert expected and sorted(r["id"] for r in errata) == sorted(expected)


@pytest.mark.xdist_group("whole report")  # every verdict: run last, when they are cached (support.LAST)
def test_the_errata_come_in_groups_by_class_false_first(capsys):
    assert main(["--errata", "--format", "json"]) == 0
    order = ["false", "typo", "imprecise", None]
    classes = [order.index(r["erratum_class"]) for r in json.loads(capsys.readouterr().out)]
    assert classes == sorted(classes) and classes[0] == 0 and None not in [order[c] for c in classes]


# --- statements in mathematical text ---------------------------------------------------------------


def test_math_text_writes_intervals_powers_and_products_as_mathematics():
    import sympy as sp

    a = sp.Symbol("a", positive=True)
    assert math_text(sp.Interval(1, sp.oo)) == "[1, ∞)"
    assert math_text(sp.Interval.Lopen(1, sp.Rational(353, 100))) == "(1, 353/100]"
    assert math_text(a**2 + (a + 1) * sp.sqrt(a**2 + 1)) == "a^2 + (a + 1) sqrt(a^2 + 1)"
    assert math_text(1 + 2 * sp.sqrt(2)) == "1 + 2 sqrt(2)" and math_text(2 * a) == "2a"


def test_no_statement_shows_a_sympy_repr():
    texts = [
        (c.id, t)
        for c in all_claims()
        for t in (c.statement, c.correction.statement if c.correction else "", c.domain.text)
    ]
    assert [(i, t) for i, t in texts if re.search(r"Interval\(|Interval\.|\*\*", t)] == []


# --- Ctrl-C ----------------------------------------------------------------------------------------

WORKERS_SCRIPT = """
    import os, sys, time
    from kappamcc.present.report import in_workers

    def slow(seconds):
        open(os.path.join(sys.argv[1], f"working-{os.getpid()}"), "w").close()
        time.sleep(seconds)
        return seconds

    if __name__ == "__main__":
        try:
            for _ in in_workers(slow, [300, 300], 2):
                pass
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
            sys.exit(130)
"""


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
@pytest.mark.skipif(not hasattr(os, "killpg"), reason="needs POSIX process groups")
def test_ctrl_c_stops_the_worker_processes_at_once(tmp_path):
    """As a terminal's Ctrl-C does, SIGINT goes to the whole process group while both workers
    are in 300 s of work: the parent stops them, no worker prints a traceback, none is left."""
    import time

    script = tmp_path / "workers.py"
    script.write_text(textwrap.dedent(WORKERS_SCRIPT))
    # SIGINT as a foreground process in a terminal has it: a run started in the background
    # (a shell's "&") inherits it ignored, and Python then raises no KeyboardInterrupt
    proc = subprocess.Popen(
        [sys.executable, str(script), str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 60
        while len(list(tmp_path.glob("working-*"))) < 2 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(list(tmp_path.glob("working-*"))) == 2, proc.communicate(timeout=5)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=60)  # far less than the work: it was not waited for
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130 and err.strip() == "interrupted", err
    with pytest.raises(ProcessLookupError):  # no worker outlived the parent
        os.killpg(proc.pid, 0)


def test_an_algebraic_counterexample_is_shown_in_radicals_with_a_decimal():
    import sympy as sp
    from kappamcc.model.mathtext import value_text

    x = sp.Symbol("x")
    assert value_text(sp.CRootOf(x**2 - 2 * x - 107, 1)) == "1 + 6 sqrt(3) ≈ 11.39230485"
    assert value_text("CRootOf(x**5 - x - 1, 0)") == "the root of x^5 - x - 1 = 0 ≈ 1.167303978"
    assert value_text(sp.Rational(1, 3)) == "1/3" and value_text(sp.log(3)) == "log(3) ≈ 1.098612289"


def test_a_refuted_statement_about_closed_numbers_says_what_fails_not_no_variables(capsys):
    assert main(["--only", "DT2019-XE.3.printed-limit", "--wide"]) == 0
    out = capsys.readouterr().out
    assert "no point needed (no variable): limit is -∞" in out and "(no variables)" not in out


def test_a_domain_constraint_true_by_a_declared_sign_is_not_printed_as_true(capsys):
    assert main(["show", "PYCM-E5.2"]) == 0  # its domain has a constraint a declared sign makes true
    assert "true (both sides are the same sum)" not in capsys.readouterr().out
