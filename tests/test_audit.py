"""The automatic audit agrees with what the suite's claims decided for every family of
Delgado & Tibau (the Table 3 classification as the claims decided it, and every proved
threshold), and bad input gets a clear error."""

import pytest
import sympy as sp

from kappamcc.families.binary import a, c_one_a, c_one_one, c_one_zero, c_zero
from kappamcc.families.experiments import f_agreeing, m1, m2, m3, m4, m5
from kappamcc.families.z_a import N, z_a_explicit
from kappamcc.audit import AuditError, audit
from kappamcc.proofs.delgado_tibau_2019 import claim_in, cor_4, cor_5, cor_6, prop_8


def _close(x, y):
    return abs(sp.N(sp.sympify(x) - sp.sympify(y), 40)) < sp.Float(10) ** -30


def test_c0_agrees_as_proposition_2_says():
    assert audit(c_zero(), "b", "0..oo", {"a": 1, "d": 1}).verdict == "AGREE"
    assert audit(c_zero(), "a", "(0..oo)", {"b": 1, "d": 1}).verdict == "AGREE"  # a = 0: column 1 empty


@pytest.mark.parametrize(
    "family, module, claim_id, a_value",
    [
        (c_one_a, cor_4, "DT2019-C4.B0.minimum", sp.Rational(1, 5)),
        (c_one_zero, cor_5, "DT2019-C5.M.minimum", sp.Integer(1)),
        (c_one_one, cor_6, "DT2019-C6.M.minimum", sp.Rational(1, 5)),
    ],
    ids=["C^{a,b}_{1,a}", "C^{a,b}_{1,0}", "C^{a,b}_{1,1}"],
)
def test_the_c1_subfamilies_disagree_from_the_proved_minimum_of_kappa(family, module, claim_id, a_value):
    result = audit(family(), "b", "(0..oo)", {"a": a_value})
    minimum = claim_in(module.CLAIMS, claim_id)
    assert result.verdict == "DISAGREE"
    ((lo, hi),) = result.opposite
    assert _close(lo, minimum.at.subs(a, a_value)) and hi == sp.oo
    assert [k for k, _, _ in result.extrema["kappa"]] == ["minimum"]


@pytest.mark.parametrize("n", [2, 3, 5, 10])
def test_z_a_disagrees_beyond_one_plus_n_sqrt_n_n_minus_1_as_proposition_8_proves(n):
    result = audit(z_a_explicit(n), "A", "0..oo")
    threshold = claim_in(prop_8.CLAIMS, "DT2019-P8.5.minimum").at.subs(N, n)
    ((lo, hi),) = result.opposite
    assert result.verdict == "DISAGREE" and _close(lo, threshold) and hi == sp.oo


def test_examples_a_to_e_are_classified_as_the_claims_decided_not_as_printed():
    assert audit(m1(), over="1..oo").verdict == "AGREE"  # DT2019-XA.4
    assert audit(m3(), over="0..999").verdict == "AGREE"  # DT2019-XC.2
    ((lo, hi),) = audit(m2(), over="1..oo").opposite  # DT2019-XB.5: turns at 3.53...
    assert sp.Rational(353, 100) < lo < sp.Rational(354, 100) and hi == sp.oo
    assert audit(m4(), over="50..100").opposite == [(50, 100)]  # DT2019-XD.4
    assert audit(m4(), over="0..50").opposite == [(0, 50)]  # DT2019-XD.4.below
    ((lo, hi),) = audit(m5(), over="1..oo").opposite  # DT2019-XE.4 CORRECTED: printed "agree"
    assert 253 < lo < 254 and hi == sp.oo


def test_the_entropy_heuristic_is_reported_where_it_fails():
    f = audit(f_agreeing(), over="0..oo")
    assert f.verdict == "AGREE" and f.ent_limit == 0 and "heuristic fails" in str(f)
    e = audit(m5(), over="1..oo")
    assert e.verdict == "DISAGREE" and e.ent_limit != 0 and "against the paper's heuristic" in str(e)


def test_kappa_and_mcc_are_equal_where_both_are_zero_and_where_the_matrix_is_symmetric():
    result = audit(c_one_a(), "b", "0..oo", {"a": sp.Rational(1, 5)})
    # b = a^2 = 1/25: ad - bc = 0, so kappa = MCC = 0; b = 1: [[a, 1], [1, a]] is symmetric
    assert result.equality_points == [sp.Rational(1, 25), 1]


@pytest.mark.parametrize(
    "matrix, over, message",
    [
        ("[[1, t - 2], [1, 1]]", "0..oo", "negative at t = "),
        ("[[1, t], [1, 1", "0..oo", "does not parse"),
        ("[[1, t, 1], [1, 1]]", "0..oo", "square"),
        ("[[1, t], [0, 0]]", "0..oo", "MCC is undefined for every value"),
        ("[[t, 1], [1 - t, 0]]", "0..1", "MCC is undefined at t = 1"),
    ],
)
def test_bad_input_gets_an_error_naming_the_problem(matrix, over, message):
    from kappamcc.audit import parse_matrix

    with pytest.raises(AuditError, match=message.replace("(", r"\(")):
        M, t = parse_matrix(matrix, "t")
        audit(M, "t", over)


def test_audit_command_prints_the_verdict_and_writes_the_plot(tmp_path, capsys):
    from kappamcc.cli import main

    png = tmp_path / "m2.png"
    assert (
        main(["audit", "[[1, t, 1], [1, 1, t**2], [1, 1, 1]]", "--param", "t", "--over", "1..oo", "--plot", str(png)])
        == 0
    )
    assert "verdict: DISAGREE" in capsys.readouterr().out and png.stat().st_size > 10_000
    assert main(["audit", "kappamcc.families.binary:c_one_one", "--param", "b", "--fixed", "a=1/5"]) == 0
    assert "DISAGREE" in capsys.readouterr().out
    assert main(["audit", "[[1, t - 2], [1, 1]]", "--param", "t"]) == 2
    assert "negative" in capsys.readouterr().err


@pytest.mark.parametrize(
    "family, module, claim_id",
    [
        (c_one_a, cor_4, "DT2019-C4.B0.minimum"),
        (c_one_zero, cor_5, "DT2019-C5.M.minimum"),
        (c_one_one, cor_6, "DT2019-C6.M.minimum"),
    ],
    ids=["C^{a,b}_{1,a}", "C^{a,b}_{1,0}", "C^{a,b}_{1,1}"],
)
def test_with_a_left_symbolic_the_audit_finds_the_corollaries_thresholds_for_every_a(family, module, claim_id):
    result = audit(family(), "b", "(0..oo)")
    ((lo, hi),) = result.opposite
    assert sp.simplify(lo - claim_in(module.CLAIMS, claim_id).at) == 0 and hi == sp.oo
    assert [p.direction for p in result.mcc_pieces] == ["decreasing"]
    assert [p.direction for p in result.kappa_pieces] == ["decreasing", "increasing"]


def test_with_every_other_parameter_symbolic_c0_agrees_for_every_a_and_d():
    assert audit(c_zero(), "b", "(0..oo)").verdict == "AGREE"


def test_fixing_the_only_parameter_says_to_leave_the_audited_one_unfixed():
    with pytest.raises(AuditError, match=r"every parameter is fixed \(t\): leave the one to audit along unfixed"):
        audit("[[1, t], [1, 1]]", fixed={"t": "1"})


def test_the_plot_window_of_an_infinite_range_holds_every_reported_point_on_a_log_axis_when_spread():
    from kappamcc.audit.plot import _window

    lo, hi, scale = _window(sp.Integer(1), sp.oo, [3.53, 11.39, 348.36])
    assert lo == 1 and hi >= 348.36 * 2 and scale == "log"
    assert _window(sp.Integer(0), sp.oo, [2.0, 3.0])[2] == "linear"
    assert _window(sp.Integer(0), sp.oo, [0.5, 348.0])[2] == "symlog"


def test_a_plot_of_an_audit_with_far_equality_points_is_written(tmp_path):
    from kappamcc.audit.plot import plot_one

    result = audit("[[1, t, 1], [1, 1, t**2], [1, 1, 1]]", param="t", over="1..oo")
    assert plot_one(result, tmp_path / "a.png").stat().st_size > 1000


def test_a_family_in_a_file_is_audited_as_path_to_file_py_colon_function(tmp_path):
    (tmp_path / "fam.py").write_text(
        "import sympy as sp\nfrom kappamcc.model.claims import Domain\nfrom kappamcc.model.family import Family\n"
        "t = sp.Symbol('t', positive=True)\n"
        "def drift():\n    return Family('D(t)', sp.Matrix([[10, t], [t, 10]]), Domain((t,), (t > 0,), 't > 0'))\n"
    )
    result = audit(f"{tmp_path / 'fam.py'}:drift", over="0..5")
    assert result.name == "D(t)" and result.verdict in ("AGREE", "DISAGREE", "CONSTANT")
    with pytest.raises(AuditError, match="no such file"):
        audit(f"{tmp_path / 'nope.py'}:drift")
