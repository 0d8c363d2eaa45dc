"""The figures command writes every figure of both papers as a non-empty PNG."""
from kappamcc.__main__ import main
from kappamcc.figures import FIGURES


def test_figures_command_writes_one_png_per_figure_of_both_papers(tmp_path, capsys):
    assert main(["figures", "--out", str(tmp_path)]) == 0, capsys.readouterr().err
    written = sorted(p.name for p in tmp_path.glob("*.png"))
    assert written == sorted(f"{name}.png" for name in FIGURES)
    assert len(written) == 9 + 4
    for p in tmp_path.glob("*.png"):
        assert p.stat().st_size > 10_000 and p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_figures_command_without_out_explains_what_it_needs(capsys):
    assert main(["figures"]) == 2
    assert "--out" in capsys.readouterr().err
