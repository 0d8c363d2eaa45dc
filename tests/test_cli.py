"""The command line: every bad input gets one line on stderr naming the problem and exit
status 2 (never a traceback, never a silent success); long work shows progress only on a
terminal; ``show`` prints a claim in full; ``main`` returns the exit status."""

import errno
import io
import os
import pathlib
import re
import subprocess
import sys
import time

import pytest

from kappamcc.cli import main

M2 = "[[1, t, 1], [1, 1, t**2], [1, 1, 1]]"
C11 = "kappamcc.families.binary:c_one_one"


def _bad(capsys, argv, *words):
    """Run the command; it must exit 2 with one line on stderr containing every word, and print nothing."""
    status = main(argv)
    out, err = capsys.readouterr()
    assert status == 2, (status, out, err)
    assert out == "", out
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, (word, err)
    return err


# --- --over ------------------------------------------------------------------------------------


def test_over_with_nan_exits_2_naming_nan(capsys):
    _bad(capsys, ["audit", M2, "--over", "nan..1"], "'nan'", "not a real number")


def test_over_with_complex_infinity_exits_2_naming_zoo(capsys):
    _bad(capsys, ["audit", M2, "--over", "1..zoo"], "'zoo'", "not a real number")


def test_over_with_the_imaginary_unit_exits_2_naming_i(capsys):
    _bad(capsys, ["audit", M2, "--over", "I..2"], "'I'", "not a real number")


def test_over_with_a_symbol_or_a_reversed_range_exits_2(capsys):
    _bad(capsys, ["audit", M2, "--over", "1..s"], "'s'", "not a number")
    _bad(capsys, ["audit", M2, "--over", "2..1"], "start < end")


def test_over_with_three_dots_or_a_huge_end_exits_2(capsys):
    _bad(capsys, ["audit", M2, "--over", "0...1"], "a range looks like")
    _bad(capsys, ["audit", M2, "--over", "0..1e400"], "more than 60 digits", "use oo")


def test_over_with_a_negative_start_is_accepted_as_a_separate_argument(capsys):
    assert main(["audit", "[[2, t**2 + 1], [1, 3]]", "--over", "-5..5"]) == 0
    out = capsys.readouterr().out
    assert "t in [-5, 5]" in out and "verdict:" in out


def test_over_with_a_negative_start_names_the_negative_entry(capsys):
    _bad(capsys, ["audit", "[[1, t], [2, 1]]", "--over", "-5..5"], "entry (1, 2) = t is negative", "[-5, 5]")


# --- --fixed -----------------------------------------------------------------------------------


def test_fixed_value_that_does_not_parse_exits_2_naming_it(capsys):
    _bad(capsys, ["audit", C11, "--param", "b", "--fixed", "a=1/"], "'1/'", "given for a", "does not parse")


def test_fixed_value_that_is_a_name_not_a_number_exits_2(capsys):
    _bad(capsys, ["audit", C11, "--param", "b", "--fixed", "a=xyz"], "'xyz'", "not a number")


def test_fixed_value_outside_the_family_domain_exits_2_naming_the_condition(capsys):
    _bad(capsys, ["audit", C11, "--param", "b", "--fixed", "a=-1"], "a = -1", "a >= 0")


def test_fixing_a_parameter_the_family_lacks_exits_2_naming_it(capsys):
    _bad(capsys, ["audit", C11, "--param", "b", "--fixed", "a=1/5", "--fixed", "q=2"], "cannot fix q", "a, b")
    _bad(capsys, ["audit", "[[1, t], [a, 1]]", "--fixed", "a=2", "--fixed", "z=1"], "cannot fix z")


def test_fixing_the_audited_parameter_exits_2_saying_so(capsys):
    _bad(capsys, ["audit", C11, "--param", "b", "--fixed", "b=2"], "b is the parameter being audited")


def test_fixed_irrational_value_exits_2_asking_for_a_fraction(capsys):
    _bad(capsys, ["audit", C11, "--param", "b", "--fixed", "a=sqrt(2)"], "'sqrt(2)'", "irrational", "fraction")
    _bad(capsys, ["audit", "[[1, sqrt(2)*t], [1, 1]]"], "entry (1, 2)", "irrational")


def test_fixed_without_an_equals_sign_exits_2(capsys):
    _bad(capsys, ["audit", C11, "--param", "b", "--fixed", "a"], "NAME=VALUE")


def test_fixed_values_fix_symbols_of_a_text_matrix(capsys):
    assert main(["audit", "[[1, t], [a, 1]]", "--fixed", "a=2", "--over", "1..oo"]) == 0
    assert "matrix: [[1, t], [2, 1]]" in capsys.readouterr().out


# --- the matrix and --param -------------------------------------------------------------------


def test_a_text_matrix_without_param_audits_its_only_symbol(capsys):
    assert main(["audit", M2, "--over", "1..oo"]) == 0
    assert "verdict: DISAGREE" in capsys.readouterr().out


def test_a_text_matrix_with_two_symbols_and_no_param_exits_2_naming_them(capsys):
    _bad(capsys, ["audit", "[[1, t], [s, 1]]"], "s, t", "--param")


def test_help_says_param_defaults_to_the_only_symbol(capsys):
    assert main(["audit", "--help"]) == 0
    assert "the only symbol left" in " ".join(capsys.readouterr().out.split())


def test_a_matrix_with_an_empty_entry_exits_2_pointing_at_the_character(capsys):
    err = _bad(capsys, ["audit", "[[1,,2],[3,4]]"], "does not parse", "character 5", "',,2'")
    assert "sympy" not in err and "tokenize" not in err


def test_an_unclosed_matrix_exits_2_naming_the_bracket(capsys):
    _bad(capsys, ["audit", "[[1, t], [1, 1"], "does not parse", "'[' was never closed")


def test_a_matrix_with_a_complex_entry_exits_2(capsys):
    _bad(capsys, ["audit", "[[1, t], [I, 1]]"], "entry (2, 1) = I", "not a finite real number")


def test_a_family_that_cannot_be_loaded_exits_2_naming_it(capsys):
    _bad(capsys, ["audit", "nosuchmodule:f"], "cannot load 'nosuchmodule:f'")
    _bad(capsys, ["audit", "kappamcc.families.binary"], "module:function")
    _bad(capsys, ["audit", "kappamcc.metrics:kappa"], "return a Family")


# --- no hangs ----------------------------------------------------------------------------------


def test_a_matrix_of_huge_degree_exits_2_at_once_naming_the_degree_limit(capsys):
    t0 = time.perf_counter()
    _bad(
        capsys,
        ["audit", "[[1, t**200], [t**150 + 1, 1]]", "--param", "t"],
        "has degree 400",
        "limit of 200",
        "--max-degree",
    )
    assert time.perf_counter() - t0 < 30


def test_max_degree_lowers_the_limit(capsys):
    _bad(capsys, ["audit", M2, "--over", "1..oo", "--max-degree", "3"], "above the audit's limit of 3")


def test_timeout_gives_up_with_a_clear_message(capsys):
    import threading

    if threading.current_thread() is not threading.main_thread():
        pytest.skip("the time limit is a SIGALRM timer, which only the main thread receives")
    t0 = time.perf_counter()
    _bad(
        capsys,
        ["audit", "[[1, t**200], [t**150 + 1, 1]]", "--max-degree", "1000", "--timeout", "0.5"],
        "gave up after 0.5 s",
        "--timeout",
    )
    assert time.perf_counter() - t0 < 20


# --- --plot and figures --out ----------------------------------------------------------------


def test_plot_into_a_missing_directory_exits_2_before_printing_anything(capsys):
    _bad(
        capsys,
        ["audit", M2, "--over", "1..oo", "--plot", "/nonexistent/dir/x.png"],
        "/nonexistent/dir",
        "does not exist",
    )


def test_plot_of_a_symbolic_audit_exits_2_before_printing(capsys, tmp_path):
    _bad(capsys, ["audit", C11, "--param", "b", "--plot", str(tmp_path / "x.png")], "--plot needs", "--fixed")


def test_figures_out_naming_an_existing_file_exits_2(capsys, tmp_path):
    existing = tmp_path / "figures.png"
    existing.write_bytes(b"")
    _bad(capsys, ["figures", "--out", str(existing)], str(existing), "not a directory")


def test_figures_out_under_an_existing_file_exits_2(capsys, tmp_path):
    existing = tmp_path / "notes.txt"
    existing.write_text("x")
    _bad(capsys, ["figures", "--out", str(existing / "sub")], "is a file")


# --- the report --------------------------------------------------------------------------------


def test_only_with_an_unknown_prefix_exits_2_and_prints_no_table(capsys):
    err = _bad(capsys, ["--only", "NOSUCHID"], "no claim ID starts with 'NOSUCHID'")
    assert "every verdict" not in err


def test_only_matches_ids_ignoring_case(capsys):
    assert main(["--only", "dt2019-e7.3", "--format", "json"]) == 0
    import json

    ids = [r["id"] for r in json.loads(capsys.readouterr().out)]
    assert {"DT2019-E7.3.a", "DT2019-E7.3.b"} <= set(ids) and all(i.startswith("DT2019-E7.3") for i in ids)


def test_markdown_report_carries_counterexamples_and_corrections(capsys):
    assert main(["--only", "DT2019-E7.3", "--format", "md"]) == 0
    out = capsys.readouterr().out
    assert "| counterexample | correction |" in out
    assert "a = 0, b = 1, c = 1, d = 0" in out and "sign(ad - bc) sqrt(alpha beta)" in out and "(PROVED)" in out


def test_a_bad_format_is_one_line_and_exits_2(capsys):
    _bad(capsys, ["--format", "xml"], "--format", "invalid choice: 'xml'")


def test_an_unknown_command_exits_2_naming_the_commands(capsys):
    _bad(capsys, ["frobnicate"], "unknown command 'frobnicate'", "show, audit, figures, coverage")


def test_version_prints_the_package_version(capsys):
    from kappamcc import __version__

    assert main(["--version"]) == 0
    assert __version__ in capsys.readouterr().out


def test_report_into_a_closed_pipe_says_so_in_one_line_and_leaves_the_exit_flush_quiet(capsys, monkeypatch):
    """As when piped into ``head``: the reader of stdout is gone before the report is written.
    (In-process with a real OS pipe: a subprocess would spend seconds loading the registry.)"""
    read_end, write_end = os.pipe()
    os.close(read_end)
    closed_pipe = io.TextIOWrapper(io.FileIO(write_end, "w"), write_through=True)
    monkeypatch.setattr(sys, "stdout", closed_pipe)
    status = main(["--only", "DT2019-E7", "--format", "json"])
    monkeypatch.undo()
    err = capsys.readouterr().err
    assert status == 2 and "broken pipe" in err and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err
    closed_pipe.write("the interpreter's final flush\n")  # stdout now points at devnull: no error at exit
    closed_pipe.close()


# --- show --------------------------------------------------------------------------------------


def test_show_prints_one_claim_in_full(capsys):
    assert main(["show", "DT2019-E7.3.b"]) == 0
    out = capsys.readouterr().out
    for label in (
        "statement:",
        "source:",
        "domain:",
        "reading:",
        "verdict:",
        "method:",
        "certificate:",
        "counterexample:",
        "correction:",
        "uses:",
    ):
        assert label in out, label
    assert "a = 0, b = 1, c = 1, d = 0" in out and "DT2019-E7.3.b.corrected" in out
    assert "…" not in out  # nothing truncated


def test_show_of_a_catalogue_id_lists_its_sub_claims_ignoring_case(capsys):
    assert main(["show", "dt2019-p8.5"]) in (0, 1)  # 1 only if a verdict differs from the registry's
    out = " ".join(capsys.readouterr().out.split())
    assert "DT2019-P8.5.convex" in out and "N = 3, A = 16" in out and "1 + N sqrt(N(N-1))" in out


def test_show_with_an_unknown_id_exits_2_naming_it(capsys):
    _bad(capsys, ["show", "DT2019-P8.55"], "no claim ID is 'DT2019-P8.55'", "nearest")


def test_show_json_is_valid(capsys):
    import json

    assert main(["show", "DT2019-E7.3.a", "--format", "json"]) == 0
    (info,) = json.loads(capsys.readouterr().out)
    assert info["verdict"] == "CORRECTED" and info["correction"]["verdict"] == "PROVED"


# --- progress ----------------------------------------------------------------------------------


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_is_silent_when_stderr_is_not_a_terminal(capsys):
    assert main(["audit", M2, "--over", "1..oo"]) == 0
    assert capsys.readouterr().err == ""


def test_progress_shows_the_audit_stages_on_a_terminal(capsys, monkeypatch):
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["audit", M2, "--over", "1..oo"]) == 0
    shown = terminal.getvalue()
    assert "isolating the real roots of the numerator of kappa's derivative" in shown
    assert shown.endswith("\r\x1b[K")  # the status line is cleared before the result
    assert "verdict: DISAGREE" in capsys.readouterr().out


def test_progress_of_the_report_shows_on_a_terminal_and_is_cleared(capsys, monkeypatch):
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["--only", "DT2019-E7.3"]) == 0
    shown = terminal.getvalue()
    assert "verifying the claims" in shown and shown.endswith("\r\x1b[K")
    assert re.search(r"(\d+)/\1 claims verified", shown) or "claims verified" not in shown  # cached verdicts
    assert "every verdict equals" in capsys.readouterr().out


# --- entry point -------------------------------------------------------------------------------


def test_main_returns_the_exit_status_as_an_int_for_the_console_script(capsys):
    assert main(["audit", "--help"]) == 0
    capsys.readouterr()
    status = main(["coverage"])
    assert isinstance(status, int) and status in (0, 1)
    assert "catalogue statements" in capsys.readouterr().out


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
def test_the_console_script_entry_point_runs_main():
    pyproject = (pathlib.Path(__file__).resolve().parent.parent / "pyproject.toml").read_text()
    assert 'kappamcc = "kappamcc.cli:run"' in pyproject
    code = "import sys; from kappamcc.cli import run; sys.argv = ['kappamcc', '--version']; sys.exit(run())"
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONWARNINGS": "error"},
    )
    assert run.returncode == 0 and run.stdout.startswith("kappamcc "), (run.stdout, run.stderr)


# --- --timeout and --plot are checked before any work -------------------------------------------------------


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e300", "1e9", "-1"])
def test_a_timeout_that_is_not_a_finite_number_of_seconds_exits_2(capsys, value):
    _bad(capsys, ["audit", "[[1, t], [1, 1]]", "--timeout", value], "--timeout")


@pytest.mark.parametrize("name", ["out.txt", "out.csv", "out", "out."])
def test_a_plot_file_without_a_picture_extension_exits_2_naming_the_supported_ones(capsys, tmp_path, name):
    err = _bad(capsys, ["audit", "[[1, t], [1, 1]]", "--plot", str(tmp_path / name)], "--plot", "png", "svg")
    assert not (tmp_path / name).exists() and not (tmp_path / (name + ".png")).exists(), err


def test_a_plot_file_with_another_picture_extension_is_written(capsys, tmp_path):
    path = tmp_path / "audit.svg"
    assert main(["audit", "[[1, t], [1, 1]]", "--over", "1..2", "--plot", str(path)]) == 0
    assert path.stat().st_size > 1000 and f"plot: {path}" in capsys.readouterr().out


# --- a module:function family that raises -----------------------------------------------------------------

_FAMILY_MODULE = '''
import sys
import sympy as sp
from kappamcc.model.family import Family
from kappamcc.model.claims import Domain
t = sp.Symbol("t", real=True)
def negative():
    return Family("neg", sp.Matrix([[t - 5, 1], [1, 1]]), Domain((t,), (t >= 0,)))
def constant_half():
    return Family("half", sp.Matrix([[sp.Rational(-1, 2), t], [1, 1]]), Domain((t,), (t >= 0,)))
def nan_entry():
    return Family("nan", sp.Matrix([[sp.nan, t], [1, 1]]), Domain((t,), (t >= 0,)))
def boom():
    raise RuntimeError("cannot build")
def exits():
    sys.exit(3)
def multi_line():
    raise ValueError("first line\\nsecond line")
'''


@pytest.fixture
def family_module(tmp_path, monkeypatch):
    """A module of families that fail, importable under a name of its own."""
    name = f"cli_families_{tmp_path.name.replace('-', '_')}"
    (tmp_path / f"{name}.py").write_text(_FAMILY_MODULE)
    (tmp_path / f"{name}_import_error.py").write_text("raise RuntimeError('import boom')\n")
    (tmp_path / f"{name}_syntax.py").write_text("def f(:\n    pass\n")
    (tmp_path / f"{name}_exit.py").write_text("import sys\nsys.exit(4)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


@pytest.mark.parametrize(
    "function, words",
    [
        ("negative", ["t - 5 is negative"]),
        ("constant_half", ["-1/2 is negative"]),
        ("nan_entry", ["nan", "not a finite real number"]),
        ("boom", ["RuntimeError", "cannot build"]),
        ("exits", ["SystemExit", "3"]),
        ("multi_line", ["first line second line"]),
    ],
)
def test_a_family_function_that_raises_exits_2_naming_the_family_and_the_error(capsys, family_module, function, words):
    _bad(capsys, ["audit", f"{family_module}:{function}"], f"{family_module}:{function}", *words)


@pytest.mark.parametrize(
    "suffix, words",
    [
        ("_import_error", ["RuntimeError", "import boom"]),
        ("_syntax", ["SyntaxError"]),
        ("_exit", ["SystemExit", "4"]),
    ],
)
def test_a_family_module_that_fails_to_import_exits_2_naming_it(capsys, family_module, suffix, words):
    _bad(capsys, ["audit", f"{family_module}{suffix}:f"], f"{family_module}{suffix}", "cannot load", *words)


@pytest.mark.parametrize(
    "spec, words", [(":m2", ["module"]), (" :m2", ["module"]), ("kappamcc.families.binary:", ["module:function"])]
)
def test_a_family_spec_with_an_empty_part_exits_2(capsys, spec, words):
    _bad(capsys, ["audit", spec], *words)


# --- output that the terminal's encoding cannot show -------------------------------------------------------


def _narrow_stream(encoding):
    return io.TextIOWrapper(io.BytesIO(), encoding=encoding, write_through=True)


@pytest.mark.parametrize("encoding", ["latin-1", "ascii"])
def test_show_into_a_stream_that_cannot_encode_the_infinity_sign_writes_a_replacement(monkeypatch, encoding):
    stream = _narrow_stream(encoding)
    monkeypatch.setattr(sys, "stdout", stream)
    status = main(["show", "DT2019-L9"])
    text = stream.buffer.getvalue().decode(encoding)
    monkeypatch.undo()
    assert status == 0, text
    assert "DT2019-L9" in text and "statement:" in text and "oo" in text


def test_an_error_message_the_stderr_encoding_cannot_encode_is_still_one_line_and_exit_2(monkeypatch):
    stream = _narrow_stream("ascii")
    monkeypatch.setattr(sys, "stderr", stream)
    status = main(["audit", "[[1, t], [1, 1]]", "--over", "0..½"])
    err = stream.buffer.getvalue().decode("ascii")
    monkeypatch.undo()
    assert status == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert "'0..?'" in err, err


def test_the_infinity_sign_is_read_as_oo_in_a_range(capsys):
    assert main(["audit", "[[1, t], [1, 1]]", "--over", "1..∞"]) == 0
    assert "t in [1, oo)" in capsys.readouterr().out


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
def test_a_non_utf8_output_encoding_on_the_real_command_line_does_not_crash():
    run = subprocess.run(
        [sys.executable, "-m", "kappamcc", "audit", "[[1, t], [1, 1]]", "--over", "0..π"],
        capture_output=True,
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "latin-1"},
    )
    err = run.stderr.decode("latin-1")
    assert run.returncode == 2 and b"Traceback" not in run.stderr and len(err.strip().splitlines()) == 1, err
    assert "'0..?'" in err, err


# --- a claims file that calls sys.exit ----------------------------------------------------------------------


@pytest.fixture
def own_registry():
    """The registry as it was before the test: claims paths the test adds are dropped."""
    from kappamcc.catalogue import registry

    from kappamcc.engine import cache

    before, zone = registry._extra_paths, cache._ZONE[0]
    registry._load.cache_clear()
    yield
    registry._extra_paths = before
    registry._load.cache_clear()
    # the verdicts this worker computes next, of the claims it collected, are stored under their
    # registry's zone, not the test's claims files' (others would never read them)
    cache.set_zone(zone)


@pytest.mark.parametrize("call", ["sys.exit(3)", "sys.exit(0)", "sys.exit()", "sys.exit('bye')", "raise SystemExit"])
def test_a_claims_file_that_calls_sys_exit_is_a_claims_collection_error(capsys, tmp_path, own_registry, call):
    path = tmp_path / "exiting_claims.py"
    path.write_text(f"import sys\n{call}\nCLAIMS = []\n")
    _bad(capsys, ["--claims", str(path), "--only", "DT2019-E7.3"], str(path), "cannot import it", "SystemExit")


# --- argument handling ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["--over", "0..oo", "--over", "1..2"],
        ["--over", "t=0..1", "--over", "t=0..2"],
        ["--over", "t=0..1", "--over", "0..2"],
    ],
)
def test_a_range_given_twice_for_one_parameter_exits_2_saying_so(capsys, argv):
    _bad(capsys, ["audit", "[[1, t], [1, 1]]"] + argv, "given twice", "t")


def test_a_range_given_twice_for_one_of_two_parameters_exits_2_saying_so(capsys):
    _bad(
        capsys,
        ["audit", "[[s, t], [1, 1]]", "--param", "s,t", "--over", "s=1..2", "--over", "t=0..1", "--over", "t=0..2"],
        "given twice",
        "t",
    )


@pytest.mark.parametrize(
    "over, shown",
    [
        ("0..sqrt(4)", "t in [0, 2]"),
        ("(0..sqrt(4))", "t in (0, 2)"),
        ("[0..sqrt(4))", "t in [0, 2)"),
        ("(1/2)..1", "t in [1/2, 1]"),
        ("((1/2)..(3/2)]", "t in (1/2, 3/2]"),
        ("(1/2)..(3/2)", "t in [1/2, 3/2]"),
    ],
)
def test_parentheses_inside_a_range_end_are_not_read_as_open_brackets(capsys, over, shown):
    assert main(["audit", "[[1, t], [1, 1]]", "--over", over]) == 0
    assert shown in capsys.readouterr().out


@pytest.mark.parametrize(
    "matrix, name",
    [
        ("[[nan, t], [1, 1]]", "nan"),
        ("[[1, t], [zoo, 1]]", "zoo"),
        ("[[1, t], [1, t*nan]]", "nan"),
        ("[[1, t], [inf, 1]]", "inf"),
        ("[[NaN, t], [1, 1]]", "NaN"),
    ],
)
def test_a_matrix_using_nan_or_an_infinity_is_refused_not_read_as_a_parameter(capsys, matrix, name):
    err = _bad(capsys, ["audit", matrix, "--over", "1..2"], f"'{name}'", "not a finite real number")
    assert "choose the parameter" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["audit", "[[1, t], [a, 1]]", "--fixed", "a=10**10**7"],
        ["audit", "[[1, t], [a, 1]]", "--fixed", "a=10**10**10**10"],
        ["audit", "[[1, t], [a, 1]]", "--fixed", "a=(2**10000)**10000"],
        ["audit", "[[1, t], [1, 1]]", "--over", "0..10**10**7"],
        ["audit", "[[1, t], [1, 1]]", "--over", "0..9**9**9**9"],
        ["audit", "[[1, 10**10**7*t], [1, 1]]"],
    ],
)
def test_a_huge_number_written_as_a_power_exits_2_at_once(capsys, argv):
    t0 = time.perf_counter()
    _bad(capsys, argv, "too large")
    assert time.perf_counter() - t0 < 10


def test_a_fixed_value_with_more_than_60_digits_exits_2_as_a_range_end_does(capsys):
    _bad(capsys, ["audit", "[[1, t], [a, 1]]", "--fixed", "a=10**61"], "more than 60 digits")
    assert main(["audit", "[[1, t], [a, 1]]", "--fixed", "a=10**59", "--over", "1..2"]) == 0


def test_a_narrow_terminal_wraps_the_report_at_word_boundaries(capsys, monkeypatch):
    words = {}
    for columns in ("300", "20", "1"):
        monkeypatch.setenv("COLUMNS", columns)
        assert main(["--only", "DT2019-E7.3"]) == 0
        words[columns] = capsys.readouterr().out.split()
    whole = set(words["300"])
    for columns in ("20", "1"):
        # the rule under the header, and the timings (which differ from run to run), aside
        broken = [w for w in words[columns] if w not in whole and w.strip("-") and not re.fullmatch(r"[0-9.]+", w)]
        # only a word longer than its column may be broken, and its pieces are parts of it
        assert all(any(w in long and len(long) > 20 for long in whole) for w in broken), (columns, broken)
        assert "counterexample:" in words[columns] and "correction" in words[columns]
        assert "(wall" in words[columns] and "expectation" in words[columns]


# --- output that cannot be written: one line on stderr, exit 2, never a traceback -------------------------


class _FullDevice(io.StringIO):
    """A stream on a full disk: every write fails as one to /dev/full does."""

    def write(self, text):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


QUICK_COMMANDS = [
    ["show", "DT2019-E7.3.a"],
    ["audit", "[[1, t], [1, 1]]", "--over", "0..1"],
    ["coverage"],
    ["--only", "DT2019-E7.3.b"],
    ["--help"],
    ["--version"],
]


@pytest.mark.parametrize("argv", QUICK_COMMANDS)
def test_a_command_whose_stdout_is_a_full_device_exits_2_saying_no_space_in_one_line(capsys, monkeypatch, argv):
    monkeypatch.setattr(sys, "stdout", _FullDevice())
    status = main(argv)
    err = capsys.readouterr().err
    assert status == 2, (status, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "cannot write the output: No space left on device" in err, err


@pytest.mark.parametrize("argv", QUICK_COMMANDS)
def test_a_command_whose_stdout_is_closed_exits_2_saying_so_in_one_line(capsys, monkeypatch, argv):
    monkeypatch.setattr(sys, "stdout", None)  # what Python makes of a closed file descriptor 1 (>&-)
    status = main(argv)
    err = capsys.readouterr().err
    assert status == 2, (status, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "cannot write the output: standard output is closed" in err, err


def test_a_stdout_closed_as_a_python_file_object_exits_2_in_one_line(capsys, monkeypatch):
    closed = io.StringIO()
    closed.close()
    monkeypatch.setattr(sys, "stdout", closed)
    status = main(["audit", "[[1, t], [1, 1]]", "--over", "0..1"])
    err = capsys.readouterr().err
    assert status == 2 and "cannot write the output" in err and len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize("stream", [_FullDevice(), None])
def test_a_usage_error_whose_stderr_cannot_be_written_still_exits_2(monkeypatch, stream):
    monkeypatch.setattr(sys, "stderr", stream)
    assert main(["show", "NOPE"]) == 2
    assert main(["--only", "NO-SUCH-ID"]) == 2


def test_a_verdict_mismatch_whose_stdout_is_full_exits_2_not_1(capsys, monkeypatch):
    from kappamcc.model.claims import Status
    from kappamcc.catalogue.registry import claim

    monkeypatch.setattr(claim("KDOC-X1.5"), "expected", Status.REFUTED)
    monkeypatch.setattr(sys, "stdout", _FullDevice())
    assert main(["--only", "KDOC-X1.5"]) == 2
    assert "No space left on device" in capsys.readouterr().err


def test_figures_out_on_a_full_device_exits_2_naming_the_directory_and_the_problem(capsys, monkeypatch, tmp_path):
    import kappamcc.present.figures

    def full(out, dpi=110):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), os.path.join(out, "fig1.png"))

    monkeypatch.setattr(kappamcc.present.figures, "write_all", full)
    _bad(capsys, ["figures", "--out", str(tmp_path / "figs")], "--out", "No space left on device")


_DEV_FULL = pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
AUDIT = [sys.executable, "-m", "kappamcc", "audit", "[[1, t], [1, 1]]", "--over", "0..1"]


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
@_DEV_FULL
def test_the_real_command_line_with_stdout_on_dev_full_exits_2_with_one_line_and_a_quiet_exit():
    with open("/dev/full", "w") as full:
        run = subprocess.run(AUDIT, stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert run.returncode == 2, (run.returncode, run.stderr)
    assert run.stderr.strip().splitlines() == [
        "python -m kappamcc: cannot write the output: No space left on device"
    ], run.stderr


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
def test_the_real_command_line_with_stdout_closed_exits_2_with_one_line():
    run = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *AUDIT], stderr=subprocess.PIPE, text=True, timeout=120)
    assert run.returncode == 2, (run.returncode, run.stderr)
    assert run.stderr.strip().splitlines() == [
        "python -m kappamcc: cannot write the output: standard output is closed"
    ], run.stderr


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
@_DEV_FULL
def test_the_real_command_line_with_a_usage_error_and_stderr_on_dev_full_exits_2():
    with open("/dev/full", "w") as full:
        run = subprocess.run(AUDIT[:-2] + ["--over", "0..1..2"], stdout=subprocess.PIPE, stderr=full, timeout=120)
    assert run.returncode == 2 and run.stdout == b"", run


# --- numbers of more than 4300 digits (Python's limit for writing an int) -----------------------------------


def test_an_audit_of_an_entry_of_more_than_4300_digits_exits_0_with_the_number_in_short_form(capsys):
    assert main(["audit", "[[t, 10**5000], [10**5000, t]]", "--over", "0..1"]) == 0
    out, err = capsys.readouterr()
    assert "matrix: [[t, 1e5000 (an integer of 5001 digits)], [1e5000 (an integer of 5001 digits), t]]" in out
    assert err == "" and max(map(len, out.splitlines())) < 200


def test_an_audit_of_a_negative_entry_of_more_than_4300_digits_exits_2_in_one_line(capsys):
    _bad(capsys, ["audit", "[[1, t], [1, -10**5000]]", "--over", "0..1"], "is negative", "-1e5000 (an integer")


def test_an_audit_of_an_entry_written_with_5000_digits_exits_0_or_2_in_one_line(capsys):
    # the entry on the diagonal: off it, the roots isolated lie within 10^-5000 of an end, which
    # takes sympy's root isolation seconds (a minute for [[B, t], [1, 1]]: docs/development.md)
    status = main(["audit", f"[[t, 1], [1, {'9' * 5000}]]", "--over", "0..1"])
    out, err = capsys.readouterr()
    assert status in (0, 2) and "Traceback" not in err and len(err.strip().splitlines()) <= 1, (status, err)
    assert status == 2 or "an integer of 5000 digits" in out, out[:300]


def test_an_existing_plot_file_is_kept_unless_overwrite_is_given(capsys, tmp_path):
    path = tmp_path / "audit.png"
    path.write_bytes(b"mine")
    _bad(capsys, ["audit", "[[1, t], [1, 1]]", "--over", "1..2", "--plot", str(path)], "exists", "--overwrite")
    assert path.read_bytes() == b"mine"
    assert main(["audit", "[[1, t], [1, 1]]", "--over", "1..2", "--plot", str(path), "--overwrite"]) == 0
    assert path.stat().st_size > 1000


def test_figures_already_in_the_folder_are_kept_unless_overwrite_is_given(capsys, tmp_path):
    from kappamcc.present.figures import FIGURES

    first = tmp_path / f"{next(iter(FIGURES))}.png"
    first.write_bytes(b"mine")
    _bad(capsys, ["figures", "--out", str(tmp_path)], "exist", "--overwrite")
    assert first.read_bytes() == b"mine"
