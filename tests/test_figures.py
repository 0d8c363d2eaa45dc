"""The figures command writes every figure of both papers as a PNG that reads at a glance:
every title and label inside the figure, nothing written over a curve, a y label on every
axes, maths as mathtext, palette colours only, and the marks where the claims put them.

The figures are drawn once (the command itself, at its default dpi) and every check looks at
those same Figure objects, as written to the PNGs."""

import re
from unittest import mock

import pytest

from kappamcc.cli import main
from kappamcc.present.figures import FIGURES

pytestmark = pytest.mark.xdist_group("figures")


def _png_size(path):
    """(width, height) in pixels, from the PNG's IHDR chunk."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """Run ``figures --out DIR``, keeping each Figure the command saved, open and as drawn:
    {name: (figure, png path)}."""
    import matplotlib.pyplot as plt

    out = tmp_path_factory.mktemp("figures")
    made = {}

    def keeping(name, make):
        def build():
            made[name] = make()
            return made[name]

        return build

    # pyplot.close would take each figure's canvas, and measuring again on a new one would lay
    # out (and parse the mathtext of) every text a second time
    with (
        mock.patch.dict(FIGURES, {name: keeping(name, make) for name, make in FIGURES.items()}),
        mock.patch.object(plt, "close"),
    ):
        assert main(["figures", "--out", str(out)]) == 0
    yield {name: (fig, out / f"{name}.png") for name, fig in made.items()}
    for fig in made.values():
        plt.close(fig)


def _texts(fig):
    """Every visible, non-empty text the figure draws but its tick labels: titles, axis
    labels, labels in the axes, legend entries, notes."""
    from matplotlib.text import Text

    texts = [fig._suptitle, *fig.texts]  # noqa: SLF001 - the suptitle has no public getter
    for ax in fig.axes:
        texts += [ax.title, ax._left_title, ax._right_title, ax.xaxis.label, ax.yaxis.label, *ax.texts]  # noqa: SLF001
    for legend in [*fig.legends, *(ax.get_legend() for ax in fig.axes)]:
        if legend is not None:
            texts += legend.findobj(Text)
    return [t for t in texts if t is not None and t.get_visible() and t.get_text().strip()]


def test_figures_command_writes_one_png_per_figure_of_both_papers(written):
    assert sorted(written) == sorted(FIGURES) and len(written) == 9 + 4
    for name, (_, path) in written.items():
        width, height = _png_size(path)
        assert path.stat().st_size > 10_000 and width >= 500 and height >= 350, (name, width, height)


def test_every_figure_has_a_title_and_every_axes_its_two_labels(written):
    for name, (fig, _) in written.items():
        assert fig.get_suptitle().startswith(("DT2019 Fig", "BD2008 Fig")), name
        for ax in fig.axes:
            assert ax.get_ylabel() and ax.get_xlabel(), f"{name}: an axes lacks a label"
            if name.startswith("dt2019") and len(fig.axes) > 1:
                assert ax.get_title(), f"{name}: a panel has no title"


def test_every_text_lies_whole_inside_its_figure(written):
    """A title, label, legend entry or note that runs past the figure's edge is cut in the PNG."""
    for name, (fig, _) in written.items():
        renderer = fig.canvas.get_renderer()
        frame = fig.bbox.padded(1)
        for text in _texts(fig):
            box = text.get_window_extent(renderer)
            assert frame.contains(box.x0, box.y0) and frame.contains(box.x1, box.y1), (
                f"{name}: {text.get_text()!r} is cut at the figure's edge"
            )
        for ax in fig.axes:  # with the tick labels it draws
            box = ax.get_tightbbox(renderer)
            assert frame.contains(box.x0, box.y0) and frame.contains(box.x1, box.y1), f"{name}: a tick label is cut"


def test_titles_legends_and_notes_overlap_no_axes_and_no_other_title(written):
    from matplotlib.legend import Legend

    for name, (fig, _) in written.items():
        renderer = fig.canvas.get_renderer()
        panels = [ax.get_window_extent(renderer) for ax in fig.axes]
        titles = [ax.title.get_window_extent(renderer) for ax in fig.axes]
        outside = [t.get_window_extent(renderer) for t in fig.texts]  # the suptitle and the notes
        outside += [legend.get_window_extent(renderer) for legend in fig.legends if isinstance(legend, Legend)]
        for box in outside + titles:
            assert not any(box.overlaps(panel) for panel in panels), f"{name}: a title or note lies over an axes"
        for i, box in enumerate(outside + titles):
            assert not any(box.overlaps(other) for other in (outside + titles)[i + 1 :]), f"{name}: two texts overlap"


def _data_paths(ax):
    """Every line of the axes in display coordinates, and the boxes of its markers."""
    import numpy as np
    from matplotlib.path import Path
    from matplotlib.transforms import Bbox

    paths, markers = [], []
    for line in ax.lines:
        xy = line.get_transform().transform(np.asarray(line.get_xydata(), dtype=float))
        xy = xy[np.all(np.isfinite(xy), axis=1)]
        if line.get_linestyle() not in ("None", "none", "", " ") and len(xy) > 1:
            paths.append(Path(xy))
        if line.get_marker() not in (None, "None", "none", "", " "):
            r = line.get_markersize() * ax.figure.dpi / 72 / 2
            markers += [Bbox([[x - r, y - r], [x + r, y + r]]) for x, y in xy]
    return paths, markers


def test_no_label_or_legend_inside_an_axes_covers_a_curve_or_leaves_the_axes(written):
    labelled = 0
    for name, (fig, _) in written.items():
        renderer = fig.canvas.get_renderer()
        for ax in fig.axes:
            paths, markers = _data_paths(ax)
            frame = ax.get_window_extent(renderer)
            boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in ax.texts]
            if ax.get_legend() is not None:
                boxes.append(("the legend", ax.get_legend().get_window_extent(renderer)))
            for what, box in boxes:
                labelled += 1
                assert frame.contains(box.x0, box.y0) and frame.contains(box.x1, box.y1), (
                    f"{name}: {what!r} leaves the axes"
                )
                assert not any(p.intersects_bbox(box, filled=False) for p in paths), f"{name}: {what!r} lies on a line"
                assert not any(box.overlaps(m) for m in markers), f"{name}: {what!r} covers a marker"
    assert labelled >= 8  # BD2008 Figs 1 and 2 label their four points: the check has something to check


def test_figure_legends_lie_outside_every_axes(written):
    for name, (fig, _) in written.items():
        renderer = fig.canvas.get_renderer()
        for legend in fig.legends:
            box = legend.get_window_extent(renderer)
            assert not any(box.overlaps(ax.get_window_extent(renderer)) for ax in fig.axes), name


PYTHON_MATHS = re.compile(r"\*|\bsqrt\(|\^|<=|>=|->|\bPbar\b|\boo\b|Interval\(")


def test_maths_is_mathtext_never_python_syntax(written):
    for name, (fig, _) in written.items():
        for text in _texts(fig):
            s = text.get_text()
            assert s.count("$") % 2 == 0, f"{name}: unbalanced $ in {s!r}"
            prose = re.sub(r"\$[^$]*\$", "", s)
            assert not PYTHON_MATHS.search(prose), f"{name}: maths outside mathtext in {s!r}"


def test_an_exact_irrational_mark_is_printed_as_latex_from_sympy(written):
    from matplotlib.text import Text

    fig, _ = written["dt2019_fig4"]
    legend_texts = [t.get_text() for legend in fig.legends for t in legend.findobj(Text)]
    assert any(r"\frac{1}{5} + \frac{6 \sqrt{2}}{5}" in t for t in legend_texts), legend_texts


def _colours(fig):
    """Every colour the figure paints with, as #rrggbb (fully transparent paint excluded)."""
    from matplotlib.colors import to_hex, to_rgba
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    found = set()

    def add(colour):
        if isinstance(colour, str) and colour.lower() == "none":
            return
        if to_rgba(colour)[3] > 0:
            found.add(to_hex(colour, keep_alpha=False))

    for line in fig.findobj(Line2D):
        if line.get_visible():
            add(line.get_color())
            if line.get_marker() not in (None, "None", "none", "", " "):
                add(line.get_markerfacecolor()), add(line.get_markeredgecolor())
    for text in _texts(fig):
        add(text.get_color())
    for patch in fig.findobj(Patch):
        if patch.get_visible():
            add(patch.get_facecolor()), add(patch.get_edgecolor())
    return found


def test_every_colour_is_a_palette_colour(written):
    from kappamcc.present import palette

    allowed = {c.lower() for c in (*palette.METRIC.values(), *palette.VERDICT.values(), palette.NEUTRAL, palette.GRID)}
    allowed.add("#ffffff")  # the background
    for name, (fig, _) in written.items():
        assert _colours(fig) <= allowed, f"{name}: colours not in kappamcc.present.palette: {_colours(fig) - allowed}"


def test_kappa_and_mcc_curves_have_their_palette_colours(written):
    from kappamcc.present.palette import METRIC

    fig, _ = written["dt2019_fig6"]
    by_label = {line.get_label(): line.get_color() for line in fig.axes[0].lines}
    assert by_label["Kappa"] == METRIC["kappa"] and by_label["MCC"] == METRIC["mcc"]


def test_the_minimum_marked_in_fig_2_is_the_claims_point(written):
    """The dotted line and the dot stand at DT2019-C4.B0.minimum's b_0 with a = 1/5, on kappa."""
    import sympy as sp
    from kappamcc.families.binary import a, b, c_one_a
    from kappamcc.present.palette import METRIC
    from kappamcc.proofs.delgado_tibau_2019 import claim_in, cor_4

    at = claim_in(cor_4.CLAIMS, "DT2019-C4.B0.minimum").at.subs(a, sp.Rational(1, 5))
    value = float(c_one_a().kappa.subs({a: sp.Rational(1, 5), b: at}))
    fig, _ = written["dt2019_fig2"]
    for ax in fig.axes:
        dots = [line for line in ax.lines if line.get_marker() == "o" and line.get_color() == METRIC["kappa"]]
        assert len(dots) == 1
        (x,), (y,) = dots[0].get_data()
        assert x == pytest.approx(float(at), rel=1e-12) and y == pytest.approx(value, rel=1e-12)


def test_the_resolution_sets_the_size_in_pixels(tmp_path):
    import matplotlib.pyplot as plt
    from kappamcc.present.figures import write_all

    one = {"blank": lambda: plt.figure(figsize=(4, 3))}  # write_all's part is the same for every figure
    with mock.patch.dict("kappamcc.present.figures.FIGURES", one, clear=True):
        (small,) = write_all(tmp_path / "small", dpi=40)
        (large,) = write_all(tmp_path / "large", dpi=80)
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
    from kappamcc.present.figures import tight

    fig, ax = plt.subplots()
    ax.set_title("a title tight_layout makes room for")
    assert tight(fig) is fig and fig.get_layout_engine() is None
    plt.close(fig)


# --- the style helpers ------------------------------------------------------------------------


def test_a_short_terminating_rational_prints_as_a_decimal_and_a_surd_as_latex():
    import sympy as sp
    from kappamcc.present.plotstyle import tex, tex_interval, tex_number

    assert tex_number(sp.Rational(353, 100)) == "3.53" and tex_number(sp.Rational(1, 3)) == r"\frac{1}{3}"
    assert tex(sp.Rational(1, 5) + 6 * sp.sqrt(2) / 5) == r"$\frac{1}{5} + \frac{6 \sqrt{2}}{5}$"
    assert tex_interval(sp.Interval(sp.Rational(354, 100), sp.oo)) == r"$[3.54, \infty)$"


def test_wrapping_keeps_formulas_whole_and_every_line_within_the_width():
    import matplotlib.pyplot as plt
    from kappamcc.present.plotstyle import _text_width, wrap

    fig = plt.figure(figsize=(3, 2))
    text = r"a long caption with $\frac{1}{5} + \frac{6 \sqrt{2}}{5}$ inside it and more words after the formula"
    lines = wrap(fig, text, 10, 200).split("\n")
    assert len(lines) > 1 and all(line.count("$") % 2 == 0 for line in lines)
    assert all(_text_width(fig, line, 10) <= 200 for line in lines)
    plt.close(fig)


def test_a_point_label_is_placed_off_the_line_through_the_point():
    import matplotlib.pyplot as plt
    from kappamcc.present.plotstyle import covers_data, label_point

    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([0, 1], [1, 0])
    label = label_point(ax, (0.5, 0.5), "the middle")
    renderer = fig.canvas.get_renderer()
    box = label.get_window_extent(renderer)
    assert ax.get_window_extent(renderer).contains(box.x0, box.y0) and not covers_data(ax, box, renderer, skip=(label,))
    plt.close(fig)


def test_a_label_with_no_room_anywhere_raises_a_clear_error():
    import matplotlib.pyplot as plt
    from kappamcc.present.plotstyle import label_point

    fig, ax = plt.subplots(figsize=(1, 0.6))
    ax.plot([0, 1], [0, 1])
    with pytest.raises(ValueError, match="no free place for the label"):
        label_point(ax, (0.5, 0.5), "a label far wider than these tiny axes", grow=1)
    plt.close(fig)
