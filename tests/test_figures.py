"""The figures command writes every figure of both papers as a non-empty PNG."""
import pytest

from kappamcc.__main__ import main
from kappamcc.figures import FIGURES

pytestmark = pytest.mark.xdist_group("matplotlib")   # with the notebooks: matplotlib loaded once


def _png_size(path):
    """(width, height) in pixels, from the PNG's IHDR chunk."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def test_figures_command_writes_one_png_per_figure_of_both_papers(tmp_path, capsys):
    assert main(["figures", "--out", str(tmp_path)]) == 0, capsys.readouterr().err
    written = sorted(p.name for p in tmp_path.glob("*.png"))
    assert written == sorted(f"{name}.png" for name in FIGURES)
    assert len(written) == 9 + 4
    for p in tmp_path.glob("*.png"):
        width, height = _png_size(p)
        assert p.stat().st_size > 10_000 and width >= 500 and height >= 350, (p.name, width, height)


def test_the_resolution_sets_the_size_in_pixels(tmp_path):
    from unittest import mock
    import matplotlib.pyplot as plt
    from kappamcc.figures import write_all
    one = {"blank": lambda: plt.figure(figsize=(4, 3))}   # write_all's part is the same for every figure
    with mock.patch.dict("kappamcc.figures.FIGURES", one, clear=True):
        small, = write_all(tmp_path / "small", dpi=40)
        large, = write_all(tmp_path / "large", dpi=80)
    (w1, h1), (w2, h2) = _png_size(small), _png_size(large)
    assert abs(w2 - 2 * w1) <= 2 and abs(h2 - 2 * h1) <= 2


def test_figures_command_rejects_a_resolution_out_of_range(capsys, tmp_path):
    assert main(["figures", "--out", str(tmp_path), "--dpi", "0"]) == 2
    assert "--dpi must be between 10 and 1200" in capsys.readouterr().err


def test_figures_command_without_out_explains_what_it_needs(capsys):
    assert main(["figures"]) == 2
    assert "--out" in capsys.readouterr().err


def test_a_tight_figure_keeps_no_layout_engine_so_saving_draws_it_once():
    import matplotlib.pyplot as plt
    from kappamcc.figures import tight
    fig, ax = plt.subplots()
    ax.set_title("a title tight_layout makes room for")
    assert tight(fig) is fig and fig.get_layout_engine() is None
    plt.close(fig)
