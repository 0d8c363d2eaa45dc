"""Adversarial tests of the facts the audit prints: every comparison exact (near-equal
turning points, a turning point 1e-150 from an end, the same output under any hash seed,
UNDECIDED rather than a guess), metrics of the matrix as given, entries and metrics
defined on the whole range, complete equality points, constant families, every line
printed or its absence explained, any two metrics, two parameters, and bad input."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
import sympy as sp

from kappamcc import metrics
from kappamcc.cli import main
from kappamcc.audit import AuditError, audit
from kappamcc.families.experiments import m2, m3, m4
from kappamcc.prove.compare import bisection_budget
from kappamcc.prove.exact import exact_sign

# F1 (class 0) turns at sqrt(2) and accuracy at sqrt(2 + 16e-23): 5.66e-23 apart
CLOSE = "[[(t**2 - 2)**2 + 1, 1], [1, 1 - 32*t**2/10**23]]"
CLOSE_OPTIONS = dict(over="1..2", metrics="f1,accuracy", positive=0)
# kappa and MCC turn at sqrt(1 + 1e-150), 5e-151 above the start of the range 1..2
NEAR_END = "[[(t**2 - 1 - 10**-150)**2 + 1, 1], [1, 1]]"

_SCRIPT = f"""
from kappamcc.audit import audit
print(hash("kappamcc"))
print(audit({CLOSE!r}, over="1..2", metrics="f1,accuracy", positive=0))
print(audit({NEAR_END!r}, over="1..2"))
"""


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
def test_the_audit_prints_the_same_under_two_hash_seeds_for_near_equal_and_near_end_turning_points():
    """The audit in a second interpreter whose hash seed differs from this one's (checked: a
    string hashes differently there) prints what it prints here; one subprocess, not two,
    since this process is the other hash seed."""
    from kappamcc.audit import audit as audit_here

    seed = "12345" if os.environ.get("PYTHONHASHSEED") != "12345" else "54321"
    root = Path(__file__).resolve().parent.parent
    run = subprocess.run(
        [sys.executable, "-c", _SCRIPT],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONHASHSEED": seed},
    )
    assert run.returncode == 0, run.stderr
    there_hash, there = run.stdout.split("\n", 1)
    assert int(there_hash) != hash("kappamcc"), "the second interpreter must hash strings differently"
    here = f"{audit_here(CLOSE, **CLOSE_OPTIONS)}\n{audit_here(NEAR_END, over='1..2')}\n"
    assert there == here
    assert "verdict: DISAGREE on (sqrt(2) = 1.414213562, " in here  # the 5.66e-23-wide interval, in order
    assert "5.66e-23 above the point before it" in here
    assert "5.00e-151 above the point before it" in here  # the turning point next to the end is kept


def test_two_turning_points_5e_23_apart_are_ordered_exactly():
    result = audit(CLOSE, **CLOSE_OPTIONS)
    ((lo, hi),) = result.opposite
    assert lo == sp.sqrt(2)
    assert exact_sign(hi - sp.sqrt(2 + sp.Rational(16, 10**23))) == 0
    assert exact_sign(hi - lo) == 1 and exact_sign(hi - lo - sp.Rational(1, 10**22)) == -1
    assert [p.direction for p in result.pieces["F1"]] == ["decreasing", "increasing"]
    assert [p.direction for p in result.pieces["accuracy"]] == ["decreasing", "increasing"]


def test_a_turning_point_1e_150_above_the_start_of_the_range_is_kept():
    result = audit(NEAR_END, over="1..2")
    (first, second) = result.kappa_pieces
    assert (first.direction, second.direction) == ("decreasing", "increasing")
    assert first.lo == 1 and exact_sign(first.hi - 1) == 1 and exact_sign(first.hi - 1 - sp.Rational(1, 10**150)) == -1
    assert [kind for kind, _, value in result.extrema["kappa"]] == ["minimum"]
    assert result.extrema["kappa"][0][2] == 0  # kappa = 0 exactly there: p(t) = 1


def test_a_turning_point_1e_150_below_the_end_of_the_range_is_kept():
    below_one = NEAR_END.replace("- 10**-150", "+ 10**-150")  # turns at sqrt(1 - 1e-150) = 1 - 5e-151
    result = audit(below_one, over="1/2..1")
    assert [p.direction for p in result.kappa_pieces] == ["decreasing", "increasing"]
    assert exact_sign(result.kappa_pieces[0].hi - 1) == -1
    assert [p.direction for p in audit(below_one, over="1..2").kappa_pieces] == ["increasing"]


def test_a_comparison_past_the_bisection_budget_is_undecided_not_guessed():
    token = bisection_budget.set(8)
    try:
        result = audit(CLOSE, **CLOSE_OPTIONS)
    finally:
        bisection_budget.reset(token)
    assert result.verdict == "UNDECIDED" and result.opposite is None
    assert "verdict: UNDECIDED" in str(result) and "F1: UNDECIDED" in str(result)


def test_asy_and_the_matrix_line_are_those_of_the_matrix_as_given_not_rescaled():
    result = audit("[[1, 1/t], [1, 1]]", over="1..oo")
    assert result.asy_limit == sp.sqrt(2)  # t*M would give oo
    assert "matrix: [[1, 1/t], [1, 1]]" in str(result)
    assert result.ent_limit == 0 and result.limits["MCC"] == (0, sp.Rational(1, 2))


@pytest.mark.parametrize(
    "matrix, over, words",
    [
        ("[[(t**2 - 1)/(t - 1), 1], [1, 1]]", "0..oo", ["entry (1, 1)", "undefined at t = 1", "[0, oo)"]),
        ("[[1, 1/t**2], [1, 1]]", "-1..1", ["entry (1, 2)", "undefined at t = 0"]),
        ("[[1, t - 1], [1, 1]]", "0..2", ["entry (1, 2) = t - 1 is negative at t = 1/2"]),
        ("[[t, 1], [1 - t, 0]]", "0..1", ["MCC is undefined at t = 1", "every case is in actual class 0"]),
        ("[[t, 1], [1, 1]]", "(0..1]", None),
    ],
)
def test_entries_and_metrics_must_be_defined_and_non_negative_on_the_whole_range(matrix, over, words):
    if words is None:
        assert audit(matrix, over=over).verdict == "AGREE"  # t = 0 left out: fine
        return
    with pytest.raises(AuditError) as info:
        audit(matrix, over=over)
    for word in words:
        assert word in str(info.value), str(info.value)


def test_an_undefined_entry_on_the_command_line_is_one_line_and_exit_2(capsys):
    assert main(["audit", "[[(t**2-1)/(t-1), 1], [1, 1]]"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "entry (1, 1)" in err and "t = 1" in err


def test_kappa_equal_to_mcc_everywhere_is_said_so():
    result = audit("[[t, 1], [1, 2]]", over="0..oo")  # symmetric: kappa = MCC for every t
    assert result.equal_everywhere and "kappa = MCC everywhere on the range" in str(result)


def test_a_constant_family_is_said_to_be_constant():
    result = audit("[[2*t, t], [t, 2*t]]", over="1..oo")
    assert result.verdict == "CONSTANT" and "kappa: constant on [1, oo), = 1/3" in str(result)
    assert "verdict: CONSTANT" in str(result)


def test_every_line_is_printed_or_its_absence_explained():
    text = str(audit(m4(), over="50..100"))
    assert "Ent at the ends: 1.144180089 .. 0.08303938716" in text
    diagonal = str(audit("[[t, 0], [0, 1]]", over="1..oo"))
    assert "Ent: undefined on the whole range (every off-diagonal entry is 0)" in diagonal
    assert "kappa has no local extremum inside the range (it is monotone)" in str(audit(m3(), over="0..999"))


def test_constants_are_a_short_closed_form_or_a_decimal_with_root_of_a_polynomial_in_the_parameter():
    m2_text = str(audit(m2(), over="1..oo"))
    assert "3.531162569 (root of A**6 + 4*A**5 - 2*A**4 - 34*A**3 - 112*A**2 - 232*A - 111)" in m2_text
    m3_text = str(audit(m3(), over="0..999"))
    assert max(len(word) for word in m3_text.replace("(", " ").replace(")", " ").split()) < 60  # no long constant


def test_any_two_metrics_are_derived_from_kappamcc_metrics():
    result = audit(m2(), over="1..oo", metrics="kappa,f1", positive=0)
    assert result.labels == ("kappa", "F1") and result.verdict == "DISAGREE"
    assert sp.simplify(result.expressions["F1"] - metrics.f1(m2().matrix, positive=0)) == 0
    pair = audit("[[t, 1], [2, 3]]", over="0..oo", metrics=("balanced_accuracy", "informedness"))
    assert pair.equality_points == [] and pair.verdict == "AGREE"  # for 2 x 2: balanced accuracy = (J + 1)/2
    assert sp.simplify(pair.expressions["balanced accuracy"] - (pair.expressions["informedness"] + 1) / 2) == 0


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(metrics="kappa,f1"), ["F1 is one-vs-rest", "--positive K", "0..2"]),
        (dict(metrics="kappa,foo"), ["unknown metric 'foo'", "balanced_accuracy"]),
        (dict(metrics="kappa"), ["two metrics"]),
        (dict(metrics="kappa,f1", positive=3), ["out of range 0..2"]),
        (dict(metrics="kappa,mcc", positive=0), ["--positive", "kappa and MCC"]),
    ],
)
def test_bad_metric_choices_are_clear_errors(kwargs, words):
    with pytest.raises(AuditError) as info:
        audit(m2(), over="1..oo", **kwargs)
    for word in words:
        assert word in str(info.value), str(info.value)


def test_python_audit_takes_what_the_command_line_takes():
    text = audit("[[1, t, 1], [1, 1, t**2], [1, 1, 1]]", over=(1, 10))
    spec = audit("kappamcc.families.experiments:m2", over="1..10")
    family = audit(m2(), over=sp.Interval(1, 10))
    assert text.opposite == spec.opposite == family.opposite != []
    assert audit(m2(), over=(1, float("inf"))).over == sp.Interval(1, sp.oo)


def test_two_parameters_give_the_region_of_opposite_directions_with_its_boundary_curves(tmp_path):
    result = audit("[[s, t], [1, 1]]", param="s,t", over={"s": "(0..5]", "t": (0, 5)})  # MCC: undefined at s = t = 0
    s, t = result.params
    along_t = result.along[t]
    assert result.along[s].verdict == "AGREE" and along_t.verdict == "DISAGREE"
    assert [sp.expand(h) for _, h in along_t.curves] == [s**2 + 2 * s * t + 4 * s - t**2 + 2]
    signs = [exact_sign(along_t.numerators[label].subs(along_t.witness)) for label in result.labels]
    assert signs[0] * signs[1] == -1  # the witness is re-checked exactly
    assert "s**2 + 2*s*t + 4*s - t**2 + 2 = 0 (kappa)" in str(result)
    png = tmp_path / "two.png"
    result.plot(png)
    assert png.stat().st_size > 10_000


def test_the_command_line_takes_two_parameters_metrics_and_a_positive_class(capsys):
    assert (
        main(
            [
                "audit",
                "[[s, t], [1, 1]]",
                "--param",
                "s,t",
                "--over",
                "s=0..5",
                "--over",
                "t=0..5",
                "--metrics",
                "kappa,f1",
                "--positive",
                "0",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "along t: DISAGREE" in out and "F1" in out and "positive class 0" in out


@pytest.mark.parametrize(
    "argv, words",
    [
        (["audit", "[[1, t], [1, 1]]", "--metrics", "kappa,nope"], ["unknown metric 'nope'"]),
        (["audit", "[[1, t, 1], [1, 1, t], [1, 1, 1]]", "--metrics", "mcc,markedness"], ["markedness is one-vs-rest"]),
        (["audit", "[[1, t], [1, 1], [1, 1]]"], ["square"]),
        (["audit", "[[s, t], [1, 1]]", "--param", "s,t", "--over", "u=0..1"], ["u, which is not an audited parameter"]),
        (["audit", "[[1, t], [1, 1]]", "--over", "sqrt(2)..3"], ["irrational", "fraction"]),
    ],
)
def test_bad_input_on_the_command_line_is_one_line_and_exit_2(capsys, argv, words):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    for word in words:
        assert word in err, err


# --- the symbolic audit (other parameters left symbolic) checks what the one-parameter audit checks ---------


def _c_one_zero():
    from kappamcc.families.binary import c_one_zero

    return c_one_zero()


def _message(family, **kwargs) -> str:
    with pytest.raises(AuditError) as info:
        audit(family, **kwargs)
    message = str(info.value)
    assert "\n" not in message
    return message


@pytest.mark.parametrize("over", ["-5..-1", "-1..1", "-1..0", "(-1/2..1/2)"])
def test_a_symbolic_audit_over_a_range_where_an_entry_is_negative_is_refused_naming_the_entry_and_a_point(over):
    message = _message(_c_one_zero(), param="b", over=over)
    assert "entry (1, 2) = b is negative at" in message and "b = -" in message, message


def test_the_symbolic_audit_refuses_what_the_one_parameter_audit_refuses_over_the_same_range():
    one = _message(_c_one_zero(), param="b", over="-5..-1", fixed={"a": 10})
    symbolic = _message(_c_one_zero(), param="b", over="-5..-1")
    assert one.split(" is negative")[0] == symbolic.split(" is negative")[0] == "entry (1, 2) = b"


def test_a_symbolic_audit_over_a_closed_end_where_a_metric_is_undefined_is_refused_naming_the_metric():
    message = _message(_c_one_zero(), param="b", over="0..1")  # b = 0: column 1 of [[a, 0], [1, 0]] is empty
    assert "MCC is undefined at" in message and "b = 0" in message, message


def test_a_symbolic_audit_over_a_range_where_an_entry_is_undefined_is_refused():
    from kappamcc.model.claims import Domain
    from kappamcc.model.family import Family

    a, b = sp.symbols("a b", real=True)
    family = Family("inverse", sp.Matrix([[a, 1 / b], [1, 1]]), Domain((a, b), (a > 0, b > 0)))
    message = _message(family, param="b", over="0..1")
    assert "entry (1, 2) = 1/b is undefined at" in message and "b = 0" in message, message
    assert audit(family, param="b", over="(0..1]").verdict in ("AGREE", "DISAGREE", "UNDECIDED")


def test_a_symbolic_audit_whose_other_parameters_admit_no_value_is_refused_not_proved_vacuously():
    from kappamcc.model.claims import Domain
    from kappamcc.model.family import Family

    a, b = sp.symbols("a b", real=True)
    family = Family("empty", sp.Matrix([[a, b], [1, 1]]), Domain((a, b), (a > 1, a < 0, b > 0)))
    message = _message(family, param="b", over="(0..oo)")
    assert "no value" in message and "a > 1" in message and "a < 0" in message, message


def test_the_symbolic_audit_states_only_the_constraints_it_assumed_and_is_unchanged_inside_the_domain():
    result = audit(_c_one_zero(), param="b", over="(0..oo)")
    header = str(result).splitlines()[0]
    assert header == "audit of C^{a,b}_{1,0}, b in (0, oo), for every a with a > 0", header
    assert [p.direction for p in result.kappa_pieces] == ["decreasing", "increasing"]
    assert [p.direction for p in result.mcc_pieces] == ["decreasing"]


def test_symbolic_directions_inside_the_domain_agree_with_exact_values_at_sample_points():
    from fractions import Fraction as F

    result = audit(_c_one_zero(), param="b", over="(0..oo)")
    kappa = lambda a, b: F(-2 * b) / (a * b + a + b * b + 1)  # noqa: E731  the family's kappa, by hand
    a_symbol = sp.Symbol("a", real=True)
    for p in result.kappa_pieces:
        assert p.sign is not None
        for a in (F(5, 4), F(3), F(8)):  # sqrt(a + 1) is rational
            lo, hi = (x.subs(a_symbol, sp.Rational(a.numerator, a.denominator)) for x in (p.lo, p.hi))
            lo = F(int(lo.p), int(lo.q))
            x1, x2 = (
                (lo + 1, lo + 2)
                if hi == sp.oo
                else (lo + (F(int(hi.p), int(hi.q)) - lo) / 3, lo + 2 * (F(int(hi.p), int(hi.q)) - lo) / 3)
            )
            assert (kappa(a, x2) - kappa(a, x1)) * p.sign > 0, (a, p)


# --- both metrics identically 0 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "matrix, metric_pair",
    [
        ("[[t, t], [1, 1]]", "kappa,mcc"),
        ("[[0, t], [1, 0]]", "f1,accuracy"),
        ("[[t, t], [1, 1]]", "informedness,markedness"),
        ("[[t, t, t], [1, 1, 1], [2, 2, 2]]", "kappa,mcc"),
        ("[[t, 2*t], [1, 2]]", "mcc,kappa"),
    ],
)
def test_two_metrics_identically_zero_are_constant_and_equal_everywhere(matrix, metric_pair):
    result = audit(matrix, over="1..2", metrics=metric_pair)
    f, g = result.labels
    assert result.verdict == "CONSTANT"
    assert result.equal_everywhere and result.equality_points == []
    assert result.limits[f] == result.limits[g] == (0, 0)
    text = str(result)
    assert f"{f} = {g} everywhere on the range" in text and "verdict: CONSTANT" in text


def test_one_metric_identically_zero_beside_a_nonzero_constant_is_constant_and_never_equal():
    result = audit("[[t, t], [1, 1]]", over="1..2", metrics="kappa,accuracy")
    assert result.verdict == "CONSTANT" and not result.equal_everywhere and result.equality_points == []
    assert "kappa != accuracy everywhere on the range" in str(result)


def test_two_metrics_identically_zero_on_the_command_line_exit_0(capsys):
    assert main(["audit", "[[t, t], [1, 1]]", "--over", "1..2"]) == 0
    out, err = capsys.readouterr()
    assert "verdict: CONSTANT" in out and err == ""


# --- two parameters: the closed box's edges, and only curves that meet the box ---------------------------

BOX = {"s": "0..1", "t": "0..1"}


@pytest.mark.parametrize(
    "matrix, words",
    [
        ("[[1/s, t], [1, 1]]", ["entry (1, 1) = 1/s", "undefined", "s = 0"]),
        ("[[1/(s + t), 1], [1, 1]]", ["entry (1, 1) = 1/(s + t)", "undefined", "s = 0", "t = 0"]),
        ("[[t/s, 1], [1, 1]]", ["entry (1, 1) = t/s", "undefined", "s = 0"]),
        ("[[1, 1/(1 - t)], [s, 1]]", ["entry (1, 2)", "undefined", "t = 1"]),
        ("[[s, t], [0, 1]]", ["is undefined at", "s = 0"]),
        ("[[s, t], [1, 1]]", ["MCC is undefined at", "s = 0", "t = 0"]),
    ],
)
def test_a_two_parameter_audit_checks_the_closed_box_edges_as_the_one_parameter_audit_checks_the_ends(matrix, words):
    message = _message(matrix, param="s,t", over=BOX)
    for word in words:
        assert word in message, message


def test_the_one_parameter_audit_refuses_the_same_edge_point():
    assert "undefined at t = 0" in _message("[[1/t, 1], [1, 1]]", over="0..1")


def test_an_open_end_of_the_box_leaves_the_edge_out():
    result = audit("[[1/s, t], [1, 1]]", param="s,t", over={"s": "(0..1]", "t": "0..1"})
    assert result.verdict in ("AGREE", "DISAGREE")
    assert audit("[[1/s, t], [1, 1]]", param="s,t", over={"s": "1..oo", "t": "0..1"}).verdict in ("AGREE", "DISAGREE")


def test_a_curve_that_never_meets_the_box_is_not_listed():
    result = audit("[[s, t], [1, 1]]", param="s,t", over={"s": "(0..1]", "t": "0..1"})
    s, t = result.params
    assert result.along[t].curves == [] and result.along[s].curves == []
    text = str(result)
    assert "s**2 + 2*s*t + 4*s - t**2 + 2 = 0" not in text
    assert text.count("boundary curves: none in the box") == 2


def test_every_listed_curve_is_shown_exactly_to_change_sign_in_the_box():
    result = audit("[[s, t], [1, 1]]", param="s,t", over={"s": "(0..5]", "t": "0..5"})
    s, t = result.params
    ((label, h),) = result.along[t].curves
    assert label == "kappa" and sp.expand(h) == s**2 + 2 * s * t + 4 * s - t**2 + 2
    assert h.subs({s: 0, t: 5}) < 0 < h.subs({s: 1, t: 0})  # both signs at points of the box


def test_a_curve_whose_meeting_with_the_box_cannot_be_decided_is_said_so_not_listed(monkeypatch):
    from kappamcc.audit import two
    from kappamcc.prove.realarith import Outcome

    monkeypatch.setattr(two, "_z3_holds", lambda ranges, goal, closed=False: (Outcome.UNKNOWN, None))
    result = audit("[[s, t], [1, 1]]", param="s,t", over={"s": "(0..1]", "t": "0..1"})
    s, t = result.params
    along_t = result.along[t]
    assert along_t.curves == []
    assert [sp.expand(h) for _, h in along_t.undecided_curves] == [s**2 + 2 * s * t + 4 * s - t**2 + 2]
    text = str(result)
    assert "not decided whether it meets the box: s**2 + 2*s*t + 4*s - t**2 + 2 = 0 (kappa)" in text


# -- a metric undefined where a row or column is empty, although sympy's expression for it is not


@pytest.mark.parametrize(
    "matrix,over,pair,where",
    [
        ("[[x, 2*x], [1, 3]]", "0..oo", "kappa,balanced_accuracy", "x = 0"),
        ("[[3, 1], [x, x]]", "0..oo", "kappa,informedness", "x = 0"),
        ("[[x - 1, 2*x - 2], [1, 3]]", "1..oo", "mcc,balanced_accuracy", "x = 1"),
        ("[[2, 5], [x**2 - 4, x**2 - 4]]", "2..5", "f1,informedness", "x = 2"),
    ],
)
def test_a_metric_undefined_at_an_empty_row_of_the_range_is_refused_there(matrix, over, pair, where):
    with pytest.raises(AuditError, match=f"undefined at {where}"):
        audit(matrix, param="x", over=over, metrics=tuple(pair.split(",")))


def test_a_row_empty_only_outside_the_range_leaves_the_audit_alone():
    result = audit("[[x, 2*x], [1, 3]]", param="x", over="1..oo", metrics=("kappa", "balanced_accuracy"))
    assert "balanced accuracy" in str(result)


# -- definedness as kappamcc.metrics writes the metric, before sympy cancels what the entries share
# (attack round 2 on the audit: an irrational empty-marginal point, a zero total, the box, the symbolic range)


@pytest.mark.parametrize(
    "matrix,over,pair,where",
    [
        ("[[1, 0], [0, (t**2 - 2)**2]]", "1..2", "f1,accuracy", "t = sqrt(2)"),
        ("[[0, (t**2 - 2)**2], [(t**2 - 2)**2, 0]]", "1..2", "kappa,accuracy", "t = sqrt(2)"),
        ("[[1, (t**2 - 2)**2], [0, (t**2 - 2)**2]]", "1..2", "informedness,accuracy", "t = sqrt(2)"),
    ],
)
def test_a_metric_undefined_at_an_irrational_point_of_the_range_is_refused_there(matrix, over, pair, where):
    message = _message(matrix, param="t", over=over, metrics=pair)
    assert f"undefined at {where}" in message, message


@pytest.mark.parametrize(
    "matrix,pair",
    [
        ("[[t, t], [0, t]]", "accuracy,f1"),
        ("[[t, 0], [0, t]]", "kappa,accuracy"),
        ("[[2*t, 2*t], [2*t, 2*t]]", "accuracy,f1"),
    ],
)
def test_a_range_through_a_point_where_every_entry_is_zero_is_refused_there(matrix, pair):
    message = _message(matrix, param="t", over="0..1", metrics=pair)
    assert "undefined at t = 0" in message, message


def test_a_range_with_an_empty_matrix_only_outside_it_is_audited():
    result = audit("[[t, t], [0, t]]", param="t", over="(0..1]", metrics="accuracy,f1")
    assert "accuracy" in str(result)


@pytest.mark.parametrize(
    "matrix,pair,words",
    [
        ("[[1, 0], [0, s*t]]", "f1,accuracy", ["F1 is undefined at", "s = 0"]),
        ("[[s, 0], [0, t]]", "kappa,accuracy", ["kappa is undefined at"]),
    ],
)
def test_a_two_parameter_audit_refuses_a_box_where_a_row_and_column_empty_together(matrix, pair, words):
    message = _message(matrix, param="s,t", over=BOX, metrics=pair)
    for word in words:
        assert word in message, message


def test_a_symbolic_audit_refuses_a_range_end_where_kappa_is_undefined_for_every_other_value():
    from kappamcc.model.claims import Domain
    from kappamcc.model.family import Family

    a, b = sp.symbols("a b", real=True)
    family = Family("diag", sp.Matrix([[a, 0], [0, b]]), Domain((a, b), (a >= 0, b > 0)))
    message = _message(family, param="a", over="0..1", metrics="kappa,accuracy")
    assert "kappa is undefined at" in message and "a = 0" in message, message
    product = Family("f1", sp.Matrix([[1, 0], [0, a * b]]), Domain((a, b), (a >= 0, b > 0)))
    message = _message(product, param="a", over="0..1", metrics="f1,accuracy")
    assert "F1 is undefined at" in message and "a = 0" in message, message


# -- the order line does not run across a point where the two metrics are equal


@pytest.mark.parametrize(
    "matrix,over,pair,split",
    [
        ("[[t**3, t**3], [t**3, 1]]", "1/2..2", "accuracy,balanced_accuracy", ("(1/2, 1)", "(1, 2)")),
        ("[[0, t], [t**3, (t - 2)**2]]", "1..4", "mcc,markedness", ("(1, 2)", "(2, 4)")),
    ],
)
def test_the_order_line_stops_at_each_point_where_the_metrics_are_equal(matrix, over, pair, split):
    text = str(audit(matrix, param="t", over=over, metrics=pair))
    order = [line for line in text.splitlines() if " on (" in line and ("<" in line or ">" in line)]
    assert order, text
    assert all(part in " ".join(order) for part in split), order


# -- big constants: the audit's own square roots, and tiny values shown as numbers


def test_a_constant_entry_of_400_digits_is_audited_with_its_exact_asy():
    result = audit("[[t, 10**400], [1, t]]", param="t", over="0..2")
    assert sp.expand(result.asy_limit - sp.sqrt(2) * (10**400 - 1)) == 0


BIG_3X3 = open(Path(__file__).parent / "data" / "audit_3x3_300_bit_entries.txt").read().strip()


def test_a_3x3_family_of_300_bit_constants_gets_its_end_values_without_a_sympy_factoring_error():
    result = audit(BIG_3X3, param="t", over="0..2")
    assert result.verdict in ("AGREE", "DISAGREE", "UNDECIDED")


def test_an_entropy_at_the_ends_of_5e_minus_158_is_shown_as_such_not_as_zero():
    text = str(audit("[[t, 10**160], [1, t]]", param="t", over="0..2"))
    ent = [line for line in text.splitlines() if line.startswith("Ent")]
    assert ent and "5.32951" in ent[0] and "e-158" in ent[0], ent


def test_a_symbolic_audit_of_metrics_constant_in_the_parameter_says_constant_not_undecided():
    from kappamcc.model.claims import Domain
    from kappamcc.model.family import Family

    a, b = sp.symbols("a b", real=True)
    family = Family("diag", sp.Matrix([[a, 0], [0, b]]), Domain((a, b), (a >= 0, b > 0)))
    result = audit(family, param="a", over="(0..1]", metrics="kappa,accuracy")
    assert "kappa: constant on (0, 1)" in str(result) and result.verdict == "CONSTANT", str(result)


# -- numbers of more than 4300 digits (Python's limit for writing an int) are written in short form


@pytest.mark.parametrize(
    "entry, shown",
    [("10**5000", "1e5000 (an integer of 5001 digits)"), ("10**-5000", "1e-5000 (a fraction of 5002 digits)")],
)
def test_an_entry_of_more_than_4300_digits_is_audited_and_written_in_short_form(entry, shown):
    text = str(audit(f"[[t, {entry}], [{entry}, t]]", param="t", over="0..1"))
    assert f"matrix: [[t, {shown}], [{shown}, t]]" in text, text[:600]
    assert "verdict: AGREE" in text and max(map(len, text.splitlines())) < 200, text[:600]
    assert "(coefficients rounded to 10 digits)" in text


def test_a_negative_entry_of_more_than_4300_digits_is_refused_in_a_short_message():
    with pytest.raises(AuditError, match="is negative") as refused:
        audit("[[1, t], [1, -10**5000]]", param="t", over="0..1")
    assert "-1e5000 (an integer of 5001 digits)" in str(refused.value) and len(str(refused.value)) < 200


def test_a_metric_undefined_on_a_family_with_an_entry_of_more_than_4300_digits_is_refused_in_a_short_message():
    with pytest.raises(AuditError, match="kappa is undefined at t = 0") as refused:
        audit("[[t, 0], [0, 10**5000]]", param="t", over="0..1")
    assert len(str(refused.value)) < 300


def test_an_entry_of_4000_digits_is_written_in_short_form_too():
    text = str(audit("[[t, 10**4000], [10**4000, t]]", param="t", over="0..1"))
    assert "matrix: [[t, 1e4000 (an integer of 4001 digits)], [1e4000 (an integer of 4001 digits), t]]" in text
    assert max(map(len, text.splitlines())) < 200, max(map(len, text.splitlines()))


def test_the_python_limit_on_writing_integers_is_restored_after_an_audit():
    before = sys.get_int_max_str_digits()
    str(audit("[[t, 10**5000], [10**5000, t]]", param="t", over="0..1"))
    assert sys.get_int_max_str_digits() == before


def test_the_number_texts_write_a_number_of_more_than_4300_digits_with_its_first_ten_digits_and_size():
    from kappamcc.audit.text import expr_text, number_text, polynomial_text

    t = sp.Symbol("t")
    assert number_text(sp.Integer(10) ** 5000) == "1e5000 (an integer of 5001 digits)"
    assert number_text(-(sp.Integer(10) ** 5000)) == "-1e5000 (an integer of 5001 digits)"
    assert number_text(sp.Rational(1, 10**5000)) == "1e-5000 (a fraction of 5002 digits)"
    # 3^12000 = 2.85139009045...e5725 (5726 digits), rounded to ten significant digits
    assert number_text(sp.Integer(3) ** 12000) == "2.851390090e5725 (an integer of 5726 digits)"
    assert number_text(sp.Rational(2, 3) ** 12000) == "8.033250909e-2114 (a fraction of 9339 digits)"
    assert expr_text(10**5000 * t + 1) == "1e5000 (an integer of 5001 digits)*t + 1"
    assert (
        polynomial_text(10**5000 * t**2 + 3 * t + 1, t)
        == "a polynomial of degree 2 in t with coefficients of up to 5001 digits, leading term "
        "1e5000 (an integer of 5001 digits)*t**2"
    )
    assert number_text(sp.sqrt(2) * 10**5000) == "1e5000 (an integer of 5001 digits)*sqrt(2) = 1.414213562e+5000"
    assert number_text(sp.Integer(10) ** 40) == "1e40 (an integer of 41 digits)"
    assert number_text(sp.Rational(10**40 + 1, 3)) == "3.333333333e39 (a fraction of 42 digits)"


def test_a_plot_of_a_family_with_an_entry_of_more_than_4300_digits_is_drawn(tmp_path):
    result = audit("[[t, 10**5000], [10**5000, t]]", param="t", over="0..1")
    assert result.plot(str(tmp_path / "huge.png")) == str(tmp_path / "huge.png")
    assert (tmp_path / "huge.png").stat().st_size > 0


def test_a_negative_positive_class_counts_from_the_end_as_in_the_metrics():
    last, minus_one = (audit(m2(), over="1..oo", metrics="kappa,f1", positive=k) for k in (2, -1))
    assert sp.simplify(minus_one.expressions["F1"] - last.expressions["F1"]) == 0
    assert sp.simplify(minus_one.expressions["F1"] - metrics.f1(m2().matrix, positive=-1)) == 0
    with pytest.raises(AuditError, match=r"out of range 0..2 \(or -3..-1 from the end\)"):
        audit(m2(), over="1..oo", metrics="kappa,f1", positive=-4)
