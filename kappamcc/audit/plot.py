"""Pictures of an audit (illustrations: the facts are the exact ones printed).  Colours
from ``kappamcc.present.palette``; whole titles, labelled axes, mathtext."""

from __future__ import annotations

import sympy as sp

from ..present.palette import GRID, METRIC, NEUTRAL
from .forms import METRICS

__all__ = ["plot_one", "plot_two"]

_TEX = {spec.label: spec.tex for spec in METRICS.values()}
_COLOUR = {spec.label: METRIC[spec.key] for spec in METRICS.values()}


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _float(x) -> float:
    return float(sp.N(x, 20))


def _sampled(expr, symbols, *grids):
    """The expression at the points of the grids, as floats (nan where it is undefined): by
    numpy, or point by point by mpmath when it holds a number no float can hold (an entry of
    10^5000, which numpy's code for it cannot even load)."""
    import numpy as np

    try:
        with np.errstate(all="ignore"):
            return np.broadcast_to(sp.lambdify(symbols, expr, "numpy")(*grids), grids[0].shape).astype(float)
    except (OverflowError, TypeError):  # a float overflows, or numpy has no sqrt of a Python int that long
        pass
    import mpmath

    # a number too long for a float is an argument made once, not a literal the function
    # converts at every point (10^5000 costs a millisecond a conversion)
    big = {q: sp.Dummy() for q in expr.atoms(sp.Rational) if max(abs(q.p), q.q) > 10**300}
    params = list(symbols) if isinstance(symbols, (list, tuple)) else [symbols]
    at = sp.lambdify(params + list(big.values()), expr.xreplace(big), "mpmath")
    constants = [mpmath.mpf(q.p) / q.q for q in big]

    def value(*point):
        try:
            v = at(*map(mpmath.mpf, point), *constants)
            return float(v) if not isinstance(v, complex) and getattr(v, "imag", 0) == 0 else float("nan")
        except (ArithmeticError, ValueError, TypeError):
            return float("nan")

    with np.errstate(all="ignore"):  # a value beyond a float's range is drawn as inf
        return np.vectorize(value, otypes=[float])(*grids)


def _window(lo, hi, features: list[float]) -> tuple[float, float, str]:
    """A finite window for a range, and the x-axis scale: its finite ends, and past every
    feature (turning point, equality point, extremum) at an infinite one; a logarithmic axis
    when the features spread over more than two orders of magnitude of a positive range (the
    points near its start would otherwise be squeezed into one pixel)."""
    a = _float(lo) if lo != -sp.oo else min([-10.0] + [3 * x for x in features if x < 0])
    b = _float(hi) if hi != sp.oo else max([a + 10.0] + [a + 3 * (x - a) for x in features if x > a])
    inside = sorted(x for x in features if a < x < b)
    scale = "linear"
    if a >= 0 and inside and b > 0:
        near = min([x for x in inside if x > 0] + [b])
        if b / max(near, 1e-300) > 100:
            scale = "log" if a > 0 else "symlog"
    return a, b, scale


def _name(name: str) -> str:
    """A family's name for a title: LaTeX-like names (C^{a,b}_{1,1}) as mathtext, others as they are."""
    return f"${name}$" if ("^{" in name or "_{" in name) and "$" not in name else name.replace("$", r"\$")


def _tex_name(x) -> str:
    return f"${sp.latex(x)}$"


def plot_one(result, path):
    """The two metrics along the range; the intervals where they move in opposite
    directions shaded; turning points marked."""
    import numpy as np
    from ..present.figures import tight

    plt = _pyplot()
    t = result.param
    features = [
        _float(p.hi) for pieces in result.pieces.values() if pieces for p in pieces if p.hi not in (sp.oo, -sp.oo)
    ]
    features += [_float(at) for points in result.extrema.values() for _, at, _ in points]
    equal = [_float(p) for p in result.equality_points or []]
    features += equal
    lo, hi, scale = _window(result.over.start, result.over.end, features)
    if scale == "log":
        x = np.geomspace(lo, hi, 1600)
    elif scale == "symlog":
        x = np.concatenate([np.linspace(lo, 1, 200), np.geomspace(1, hi, 1400)]) if hi > 1 else np.linspace(lo, hi, 800)
    else:
        x = np.linspace(lo, hi, 800)
    fig, ax = plt.subplots(figsize=(6.4, 4.2))
    for label in result.labels:
        values = _sampled(result.expressions[label], t, x)
        ax.plot(x, values, label=_TEX[label], color=_COLOUR[label], linewidth=1.8)
    for k, (a, b) in enumerate(result.opposite or []):
        ax.axvspan(
            _float(a) if a != -sp.oo else lo,
            _float(b) if b != sp.oo else hi,
            color=GRID,
            label="opposite directions" if k == 0 else None,
            zorder=0,
        )
    for label in result.labels:
        for kind, at, _ in result.extrema.get(label, []):
            ax.axvline(_float(at), color=_COLOUR[label], linestyle=":", linewidth=1)
    for k, at in enumerate(x_ for x_ in equal if lo <= x_ <= hi):
        ax.axvline(at, color=NEUTRAL, linestyle="--", linewidth=0.8, label="equal" if k == 0 else None)
        ax.annotate(
            f"{at:.4g}",
            (at, 0),
            xytext=(2, 2),
            textcoords="offset points",
            fontsize=7,
            color=NEUTRAL,
            xycoords=("data", "axes fraction"),
        )
    if scale != "linear":
        ax.set_xscale(scale, **({"linthresh": 1.0} if scale == "symlog" else {}))
    ax.set_xlim(lo, hi)
    ax.set_xlabel(_tex_name(t))
    ax.set_ylabel("metric value")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="best")
    f, g = (_TEX[label] for label in result.labels)
    ax.set_title(f"{_name(result.name)}: {f} and {g} along {_tex_name(t)} ({result.verdict})", fontsize=9, wrap=True)
    tight(fig)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_two(result, path, window: dict | None = None):
    """One panel per parameter: the region of the (s, t) box where the two metrics move
    in opposite directions along it, shaded, and the boundary curves drawn."""
    import numpy as np
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch
    from ..present.figures import tight

    plt = _pyplot()
    s, t = result.params
    window = window or {}
    ends = {}
    for x in (s, t):
        iv = result.ranges[x]
        ends[x] = tuple(map(float, window[str(x)])) if str(x) in window else _window(iv.start, iv.end, [])[:2]
    grid_s = np.linspace(*ends[s], 300)  # type: ignore[call-overload]  # ends[x] is a (lo, hi) pair
    grid_t = np.linspace(*ends[t], 300)  # type: ignore[call-overload]  # ends[x] is a (lo, hi) pair
    S, T = np.meshgrid(grid_s, grid_t)
    fig, axes = plt.subplots(1, 2, figsize=(10.5, 4.6), squeeze=False)
    f, g = result.labels
    for ax, x in zip(axes[0], (s, t)):
        d = result.along[x]
        values = {label: _sampled(d.numerators[label], (s, t), S, T) for label in result.labels}
        region = (np.sign(values[f]) * np.sign(values[g]) < 0).astype(float)
        ax.contourf(S, T, region, levels=[0.5, 1.5], colors=[NEUTRAL], alpha=0.25)
        handles: list[Patch | Line2D]
        handles = [
            Patch(
                facecolor=NEUTRAL,
                alpha=0.25,
                label="opposite directions"
                if d.verdict == "DISAGREE"
                else "no opposite directions"
                if d.verdict == "AGREE"
                else "opposite directions (sampled)",
            )
        ]
        for label in result.labels:
            if d.numerators[label] == 0 or not any(lab == label for lab, _ in d.curves):
                continue
            ax.contour(S, T, values[label], levels=[0], colors=[_COLOUR[label]], linewidths=1.6)
            handles.append(
                Line2D([], [], color=_COLOUR[label], label=rf"$\partial${_TEX[label]}$/\partial {sp.latex(x)} = 0$")
            )
        if d.witness:
            ax.plot(
                [_float(d.witness[s])],
                [_float(d.witness[t])],
                marker="o",
                color=NEUTRAL,
                markersize=4,
                linestyle="none",
            )
            handles.append(
                Line2D(
                    [], [], marker="o", color=NEUTRAL, markersize=4, linestyle="none", label="a point checked exactly"
                )
            )
        ax.set_xlim(*ends[s])
        ax.set_ylim(*ends[t])
        ax.set_xlabel(_tex_name(s))
        ax.set_ylabel(_tex_name(t))
        ax.set_title(f"along {_tex_name(x)}: {d.verdict}", fontsize=9)
        ax.legend(handles=handles, fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.13), ncol=3, frameon=False)
    fig.suptitle(
        f"{_name(result.name)}: where {_TEX[f]} and {_TEX[g]} move in opposite directions (shaded)", fontsize=10
    )
    tight(fig)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
