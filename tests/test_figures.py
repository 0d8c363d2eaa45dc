"""The figures command writes every figure of both papers as a non-empty PNG."""
import subprocess
import sys

from kappamcc.figures import FIGURES


def test_figures_command_writes_one_png_per_figure_of_both_papers(tmp_path):
    run = subprocess.run([sys.executable, "-m", "kappamcc", "figures", "--out", str(tmp_path)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    written = sorted(p.name for p in tmp_path.glob("*.png"))
    assert written == sorted(f"{name}.png" for name in FIGURES)
    assert len(written) == 9 + 4
    for p in tmp_path.glob("*.png"):
        assert p.stat().st_size > 10_000 and p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_figures_command_without_out_explains_what_it_needs():
    run = subprocess.run([sys.executable, "-m", "kappamcc", "figures"], capture_output=True, text=True, timeout=120)
    assert run.returncode != 0 and "--out" in run.stderr
