"""The house style of every matplotlib picture the suite draws (the CLI figures, the audit's
plots, the notebooks): palette colours only (:mod:`kappamcc.present.palette`), maths as mathtext
produced by ``sympy.latex``, titles wrapped to the figure's width, and the rules that keep
text off the data:

* a curve's label, a mark's explanation and a claim's verdict go in a footer under the axes
  (:func:`finish`), never over a curve;
* a label that must sit beside a point (:func:`label_point`) is placed at the first offset
  where its box lies inside the axes and touches no line, marker, legend or other label.

``apply_style()`` sets the style for a whole session (a notebook's first cell); ``style()``
sets it for one ``with`` block (the CLI figures, which must not change a caller's settings).
"""

from __future__ import annotations

import re

import sympy as sp

from .palette import GRID, METRIC, NEUTRAL

__all__ = [
    "RC",
    "LABEL",
    "style",
    "apply_style",
    "curve",
    "tex",
    "tex_number",
    "tex_interval",
    "tex_matrix",
    "tex_fraction",
    "tex_range",
    "wrap",
    "tight",
    "finish",
    "label_point",
    "covers_data",
]

# the default colour cycle: metric colours in a fixed order, so that a curve drawn without a
# colour still has a palette colour (added to RC by _rc(): cycler comes with matplotlib)
_CYCLE = ("kappa", "mcc", "f1", "accuracy", "balanced_accuracy", "informedness", "markedness")

# matplotlib settings of the house style (besides the colour cycle)
RC = {
    "text.color": NEUTRAL,
    "axes.labelcolor": NEUTRAL,
    "axes.edgecolor": NEUTRAL,
    "xtick.color": NEUTRAL,
    "ytick.color": NEUTRAL,
    "axes.grid": True,
    "grid.color": GRID,
    "grid.linewidth": 0.6,
    "axes.axisbelow": True,
    "axes.titlesize": 10,
    "axes.labelsize": 10,
    "figure.titlesize": 11,
    "legend.fontsize": 9,
    "legend.frameon": False,
    "figure.facecolor": "white",
    "savefig.facecolor": "white",
    "mathtext.fontset": "dejavusans",
}

# how a metric is named in legends and axis labels
LABEL = {
    "kappa": "Kappa",
    "mcc": "MCC",
    "f1": "F1",
    "accuracy": "accuracy",
    "balanced_accuracy": "balanced accuracy",
    "informedness": "informedness",
    "markedness": "markedness",
    "asymmetry": "Asy",
    "entropy": "Ent",
}


def _rc() -> dict:
    from cycler import cycler

    return {**RC, "axes.prop_cycle": cycler(color=[METRIC[name] for name in _CYCLE])}


def style():
    """A context manager: the house style inside the ``with`` block only."""
    import matplotlib

    return matplotlib.rc_context(_rc())


def apply_style() -> None:
    """The house style for the rest of the session (a notebook calls it once)."""
    import matplotlib

    matplotlib.rcParams.update(_rc())


def curve(name: str, **kw) -> dict:
    """Line keywords for a metric's curve: its palette colour and its label."""
    return {"color": METRIC[name], "label": LABEL[name], "lw": 1.6, **kw}


# --- maths as mathtext --------------------------------------------------------------------


_SHORT_DECIMAL = 4  # a rational whose decimal expansion stops within this many digits prints as a decimal


def tex_number(x) -> str:
    """A number in LaTeX (no dollars): a short terminating decimal as a decimal (3.53, not
    353/100), anything else as ``sympy.latex`` prints it (\\frac{1}{25} + \\frac{6 \\sqrt{26}}{25})."""
    x = sp.nsimplify(x) if isinstance(x, float) else sp.sympify(x)
    if x.is_Rational and not x.is_Integer:
        q = x.q
        twos_fives = q
        for p in (2, 5):
            while twos_fives % p == 0:
                twos_fives //= p
        digits = max(sp.multiplicity(2, q), sp.multiplicity(5, q))
        if twos_fives == 1 and digits <= _SHORT_DECIMAL:
            return f"{float(x):.{digits}f}"
    if x is sp.oo:
        return r"\infty"
    if x is sp.S.NegativeInfinity:
        return r"-\infty"
    return sp.latex(x)


def tex(expr, **names) -> str:
    """``expr`` as inline mathtext, ``$...$``; keywords rename symbols (``FP=r"\\mathrm{FP}"``).
    Numbers go through :func:`tex_number`."""
    expr = sp.sympify(expr)
    if expr.is_number:
        return f"${tex_number(expr)}$"
    symbols = {s: names[str(s)] for s in expr.free_symbols if str(s) in names}
    return "$" + sp.latex(expr, symbol_names=symbols) + "$"


def tex_matrix(matrix) -> str:
    """A matrix of two rows in mathtext's LaTeX, ``\\genfrac{(}{)}{0}{0}{a\\quad b}{0\\quad d}`` (mathtext
    has no matrix environment; a stacked fraction without a bar draws the two rows)."""
    rows = sp.Matrix(matrix).tolist()
    if len(rows) != 2:
        raise ValueError(f"tex_matrix draws matrices of two rows, not {len(rows)}")
    a, b = (r"\quad ".join(sp.latex(x) for x in row) for row in rows)
    return f"\\genfrac{{(}}{{)}}{{0}}{{0}}{{{a}}}{{{b}}}"


def tex_fraction(expr, inline: bool = False, **names) -> str:
    """A rational function as one fraction with expanded numerator and denominator (no dollars):
    ``\\frac{18 - 100 FP}{23}``, or ``(18 - 100 FP)/23`` if ``inline`` (for small text), where
    ``sympy.latex`` would print a sum of fractions."""
    expr = sp.sympify(expr)
    symbols = {s: names[str(s)] for s in expr.free_symbols if str(s) in names}
    num, den = sp.fraction(sp.together(expr))
    num, den = (sp.latex(sp.expand(x), symbol_names=symbols, order="rev-lex") for x in (num, den))
    if den == "1":
        return num
    return f"({num})/{den}" if inline else f"\\frac{{{num}}}{{{den}}}"


GEQ = r"\geq"


def tex_range(var, interval: sp.Interval) -> str:
    """``var`` in ``interval`` as mathtext inequalities, ``$1 < A \\leq 100$``."""
    lo = "<" if interval.left_open else r"\leq"
    hi = "<" if interval.right_open else r"\leq"
    v = sp.latex(var)
    if interval.sup is sp.oo:
        return f"${v} {'>' if interval.left_open else GEQ} {tex_number(interval.inf)}$"
    return f"${tex_number(interval.inf)} {lo} {v} {hi} {tex_number(interval.sup)}$"


def tex_interval(interval: sp.Interval) -> str:
    """An interval as mathtext, ``$(1, 3.53]$``, ``$[3.54, \\infty)$``."""
    left = "(" if interval.left_open or interval.inf is sp.S.NegativeInfinity else "["
    right = ")" if interval.right_open or interval.sup is sp.oo else "]"
    return f"${left}{tex_number(interval.inf)}, {tex_number(interval.sup)}{right}$"


# --- layout -------------------------------------------------------------------------------


def _renderer(fig):
    return fig.canvas.get_renderer()


def _text_width(fig, text: str, fontsize: float) -> float:
    """The rendered width of ``text`` in pixels at the figure's dpi."""
    from matplotlib.text import Text

    t = Text(0, 0, text, fontsize=fontsize, figure=fig)
    return t.get_window_extent(_renderer(fig)).width


def _words(text: str) -> list[str]:
    """Split at spaces outside ``$...$``: a formula is never broken across lines."""
    return [w for w in re.split(r" (?=(?:[^$]*\$[^$]*\$)*[^$]*$)", text) if w]


def _lines(widths, space, width_px) -> list[list[int]]:
    """Greedy line breaking: the indices of the words on each line."""
    lines: list[list[int]] = []
    line: list[int] = []
    used = 0.0
    for i, w in enumerate(widths):
        if line and used + space + w > width_px:
            lines.append(line)
            line, used = [], 0.0
        used += (space if line else 0.0) + w
        line.append(i)
    return lines + [line]


def wrap(fig, text: str, fontsize: float, width_px: float) -> str:
    """``text`` with line breaks so that no line is wider than ``width_px`` when rendered at
    ``fontsize``; a paragraph that needs k lines is broken into k lines of even length (no
    lone last word), formulas are kept whole and existing line breaks are kept.  A paragraph
    that fits is measured whole; one that must be broken has each word measured once (mathtext
    parsing is the slow part), a line's width taken as the sum of its words and spaces, and 3%
    kept in reserve for the kerning this sum ignores."""
    space = None
    out = []
    for paragraph in text.split("\n"):
        if _text_width(fig, paragraph, fontsize) <= width_px:  # the common case: measured whole, as it is drawn
            out.append(paragraph)
            continue
        space = space or _text_width(fig, "a a", fontsize) - _text_width(fig, "aa", fontsize)
        words = _words(paragraph)
        widths = [_text_width(fig, w, fontsize) for w in words]
        lines = _lines(widths, space, 0.97 * width_px)
        if len(lines) > 1:  # the narrowest width that needs no more lines evens them out
            lo, hi = 0.97 * width_px / len(lines), 0.97 * width_px
            while hi - lo > 2:
                mid = (lo + hi) / 2
                lo, hi = (lo, mid) if len(_lines(widths, space, mid)) <= len(lines) else (mid, hi)
            lines = _lines(widths, space, hi)
        out += [" ".join(words[i] for i in line) for line in lines]
    return "\n".join(out)


def tight(fig, rect=None):
    """``fig.tight_layout(rect=rect)``, leaving no layout engine behind.  tight_layout leaves a
    placeholder engine on the figure, and savefig then draws the whole figure once more before
    rendering it; the placeholder lays nothing out, so without it the PNG has the same pixels
    for half the drawing (checked on every figure)."""
    fig.tight_layout(rect=rect)
    fig.set_layout_engine(None)  # ("none" would keep a placeholder)
    return fig


def finish(fig, title: str, handles=(), notes=(), *, pad_in: float = 0.12):
    """Lay the figure out: ``title`` on top, wrapped to the figure's width; the axes; under
    them a legend of ``handles`` (artists with labels) and then ``notes`` (one paragraph each,
    wrapped).  The figure grows by the height of this header and footer, so the axes keep
    their size and nothing of the footer lies over the data.  Leaves no layout engine."""
    import matplotlib

    renderer = _renderer(fig)
    width_in, axes_height_in = fig.get_size_inches()
    dpi = fig.dpi
    usable = (width_in - 2 * pad_in) * dpi
    title_size = matplotlib.rcParams["figure.titlesize"]
    head = fig.suptitle(wrap(fig, title, title_size, usable), y=1.0, va="top", fontsize=title_size)
    footer = []  # (artist, is_legend), top to bottom
    if handles:
        labels = [h.get_label() for h in handles]
        for ncol in range(len(handles), 0, -1):  # as many columns as fit the width
            legend = fig.legend(handles, labels, loc="lower center", ncol=ncol, handlelength=2.6, columnspacing=1.6)
            if ncol == 1 or legend.get_window_extent(renderer).width <= usable:
                break
            legend.remove()
        footer.append((legend, True))
    if notes:
        size = matplotlib.rcParams["legend.fontsize"] - 0.5
        text = "\n".join(wrap(fig, note, size, usable) for note in notes)
        footer.append((fig.text(0.5, 0, text, ha="center", va="bottom", fontsize=size, linespacing=1.5), False))
    heights = [artist.get_window_extent(renderer).height / dpi for artist, _ in footer]
    head_in = head.get_window_extent(renderer).height / dpi + 2 * pad_in
    foot_in = sum(heights) + pad_in * (len(footer) + 1)
    total = axes_height_in + head_in + foot_in
    fig.set_size_inches(width_in, total)
    head.set_y(1 - pad_in / total)
    y = pad_in
    for (artist, is_legend), h in zip(reversed(footer), reversed(heights)):  # bottom up
        if is_legend:
            artist.set_bbox_to_anchor((0.5, y / total), transform=fig.transFigure)
        else:
            artist.set_y(y / total)
        y += h + pad_in
    head.set_in_layout(False)  # tight_layout gets the title's room through ``rect``, not a second time
    tight(fig, rect=(0, foot_in / total, 1, 1 - head_in / total))
    head.set_in_layout(True)  # a "tight" bounding box (the notebooks' inline figures) must keep it
    return fig


# --- text beside a point, off the data ------------------------------------------------------


def _occupied(ax, renderer, skip=()):
    """What a label must not touch, in display coordinates: every line's path (a polyline),
    every collection's paths, every marker (a small box) and every text or legend box of the axes."""
    from matplotlib.path import Path
    from matplotlib.transforms import Bbox
    import numpy as np

    paths, boxes = [], []
    for line in ax.lines:
        xy = line.get_transform().transform(np.asarray(line.get_xydata(), dtype=float))
        xy = xy[np.all(np.isfinite(xy), axis=1)]
        if not len(xy):
            continue
        if line.get_linestyle() not in ("None", "none", "", " "):
            paths.append(Path(xy))
        if line.get_marker() not in (None, "None", "none", "", " "):
            r = line.get_markersize() * ax.figure.dpi / 72 / 2 + 1
            boxes += [Bbox([[x - r, y - r], [x + r, y + r]]) for x, y in xy]
    for collection in ax.collections:  # contour lines, filled areas (a label may sit inside one, not across its edge)
        to_display = collection.get_transform()
        paths += [to_display.transform_path(path) for path in collection.get_paths() if len(path.vertices)]
    for artist in [*ax.texts, *([ax.get_legend()] if ax.get_legend() else [])]:
        if artist not in skip and artist.get_visible():
            boxes.append(artist.get_window_extent(renderer))
    return paths, boxes


def covers_data(ax, box, renderer=None, skip=()) -> bool:
    """True when the display-space box ``box`` touches a line, a marker, a text or the legend of ``ax``."""
    renderer = renderer or _renderer(ax.figure)
    paths, boxes = _occupied(ax, renderer, skip)
    return any(p.intersects_bbox(box, filled=False) for p in paths) or any(box.overlaps(b) for b in boxes)


# offsets (points) tried in order: beside, then above and below, then diagonally further out
_OFFSETS = [
    (8, 6),
    (-8, 6),
    (8, -6),
    (-8, -6),
    (0, 10),
    (0, -10),
    (14, 14),
    (-14, 14),
    (14, -14),
    (-14, -14),
    (24, 0),
    (-24, 0),
    (0, 22),
    (0, -22),
]


def label_point(ax, xy, text: str, *, fontsize: float = 8, color=NEUTRAL, grow: int = 4):
    """Write ``text`` beside the data point ``xy`` where its box is inside the axes and touches
    no data (tried at a fixed list of offsets).  When no offset is free the y-range grows by a
    tenth, up to ``grow`` times; then a ValueError says the axes are too crowded."""
    renderer = _renderer(ax.figure)
    for _ in range(grow + 1):
        frame = ax.get_window_extent(renderer).padded(-2)
        for dx, dy in _OFFSETS:
            ha = "left" if dx > 0 else "right" if dx < 0 else "center"
            va = "bottom" if dy > 0 else "top" if dy < 0 else "center"
            label = ax.annotate(
                text,
                xy,
                xytext=(dx, dy),
                textcoords="offset points",
                ha=ha,
                va=va,
                fontsize=fontsize,
                color=color,
                annotation_clip=False,
            )
            label.set_in_layout(False)
            box = label.get_window_extent(renderer).padded(2)
            if (
                frame.contains(box.x0, box.y0)
                and frame.contains(box.x1, box.y1)
                and not covers_data(ax, box, renderer, skip=(label,))
            ):
                return label
            label.remove()
        lo, hi = ax.get_ylim()
        ax.set_ylim(lo - (hi - lo) / 20, hi + (hi - lo) / 20)
    raise ValueError(f"no free place for the label {text!r} near {xy}: give the axes more room")
