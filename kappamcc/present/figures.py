"""The figures of both papers, redrawn from the suite's families and marked with what the
claims say (minima, thresholds, asymptotes, with the exact values and verdicts).

* ``dt_figure(n)``, n = 1..9: Delgado & Tibau 2019, Figures 1-9, with the families,
  parameters and ranges of their captions (DT2019-FIG1..FIG9).  Figs 6 and 7 print no
  range; A up to 100 is used (Table 1's range), from the family's lower end (1 for M1, 1
  excluded for M2).
* ``bd_figure(n)``, n = 1..4: Ben-David 2008, Figures 1-4 (P = N = 0.5; P = 0.7 with
  Pbar = 0.6, and Pbar = 0.5..0.9).
* ``write_all(out_dir)``: every figure as PNG (``python -m kappamcc figures --out DIR``).

Curves are the family's kappa and MCC, derived from its matrix and evaluated with
numpy; every marked value comes from a registered claim (its expression and its
verdict), not from the plotting code.  The look (palette colours, mathtext, the footer
that keeps explanations off the curves) is :mod:`kappamcc.present.plotstyle`'s.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import sympy as sp

from . import plotstyle as ps
from ..engine import verify
from .palette import METRIC, NEUTRAL
from .plotstyle import tight  # noqa: F401 - kappamcc.audit takes it from here

__all__ = ["dt_figure", "bd_figure", "write_all", "FIGURES", "tight"]

KAPPA, MCC = METRIC["kappa"], METRIC["mcc"]
Y_LABEL = "Kappa, MCC"


def _plt():
    import matplotlib.pyplot as plt

    return plt


def _handle(label, **style):
    """A legend entry for something drawn in several panels (a proxy line, never drawn)."""
    from matplotlib.lines import Line2D

    return Line2D([], [], label=label, **style)


def _verdict(claim) -> str:
    return f"{claim.id}:\u00a0{verify(claim).status.value}"  # no line break between a claim and its verdict


def _fixed(expr, **fixed):
    """``expr`` with the symbols named in ``fixed`` replaced by their values."""
    expr = sp.sympify(expr)
    return expr.subs({s: fixed[str(s)] for s in expr.free_symbols if str(s) in fixed})


def _f(expr, var, **fixed):
    """A numpy function of var, the other symbols fixed by name."""
    return sp.lambdify(var, _fixed(expr, **fixed), "numpy")


def _curves(ax, family, var, lo, hi, n=600, **fixed):
    """Kappa and MCC of ``family`` against ``var`` on [lo, hi], the zero line, axis labels."""
    x = np.linspace(float(lo), float(hi), n)
    with np.errstate(all="ignore"):
        for expr, name in ((family.kappa, "kappa"), (family.mcc, "mcc")):
            y = np.broadcast_to(_f(expr, var, **fixed)(x), x.shape)
            ax.plot(x, y, **ps.curve(name))
    ax.axhline(0, color=NEUTRAL, lw=0.7)
    ax.set_xlabel(ps.tex(var))
    ax.set_ylabel(Y_LABEL)


def _claim(module, id):
    from kappamcc.model.claims import claim_in

    return claim_in(module.CLAIMS, id)


def _approx(x) -> str:
    """``x`` in mathtext, exactly, followed by its decimal value when it is not a short decimal."""
    exact = ps.tex_number(x)
    if x.is_Rational and "frac" not in exact:
        return exact
    return rf"{exact} \approx {float(x):.4g}"


def _mark_min(ax, claim, family, var, **fixed):
    """A dotted line at the claim's minimiser and a dot on kappa there (the claim's point,
    the family's kappa); returns the minimiser."""
    at = _fixed(claim.at, **fixed)
    value = _fixed(family.kappa, **fixed).subs(var, at)
    ax.axvline(float(at), color=KAPPA, ls=":", lw=1)
    ax.plot([float(at)], [float(value)], "o", color=KAPPA, ms=5)
    return at


def _min_handle(claim, text):
    return _handle(f"{text} ({_verdict(claim)})", color=KAPPA, ls=":", lw=1, marker="o", ms=5)


def _show_level(ax, value):
    """Widen the y-range so that the horizontal line at ``value`` is inside it, with a margin."""
    lo, hi = ax.get_ylim()
    margin = (hi - lo) / 25
    ax.set_ylim(min(lo, value - margin), max(hi, value + margin))


def _panels(n, *, width=5.2, height=3.6):
    plt = _plt()
    rows, cols = (2, 2) if n == 4 else (1, n)
    fig, axes = plt.subplots(rows, cols, figsize=(width * cols, height * rows), squeeze=False)
    return fig, [ax for row in axes for ax in row]


def _curve_handles():
    return [_handle(**ps.curve("kappa")), _handle(**ps.curve("mcc"))]


def _moves(claim, family) -> str:
    """What a Monotone claim, or a conjunction of them, says: which metric moves which way
    where, read from the claims (each part's expression is the family's kappa or MCC)."""
    parts = getattr(claim, "parts", None) or [claim]
    moves: dict[tuple, list[str]] = {}  # (direction, interval) -> the metrics that move so there
    for part in parts:
        if part.expr == family.kappa:
            name = "Kappa"
        elif part.expr == family.mcc:
            name = "MCC"
        else:
            raise ValueError(f"{part.id} is about neither kappa nor MCC of {family.name}")
        moves.setdefault((part.direction, part.over), []).append(name)
    said = [
        f"{' and '.join(sorted(names, key=['Kappa', 'MCC'].index))} strictly {direction} on {ps.tex_interval(over)}"
        for (direction, over), names in moves.items()
    ]
    return "; ".join(said) + f" ({_verdict(claim)})"


# --- Delgado & Tibau 2019 ------------------------------------------------------------------------


def _dt1():
    from kappamcc.families.binary import a, b, c_zero
    from kappamcc.proofs.delgado_tibau_2019 import prop_2

    C0 = c_zero()
    fig, (left, right) = _panels(2)
    _curves(left, C0, b, 0, 10, a=1, d=1)
    left.set_title("(a) $a = d = 1$, against $b$")
    _curves(right, C0, a, 0, 10, b=1, d=1)
    right.set_title("(b) $b = d = 1$, against $a$")
    from kappamcc.proofs.delgado_tibau_2019 import figures_1_9

    link, order, increasing = (_claim(prop_2, id) for id in ("DT2019-P2.0", "DT2019-P2.2", "DT2019-P2.1"))
    # the caption's "positive class mainly misclassified / well classified" holds beyond 1 only
    recall_a, recall_b = (_claim(figures_1_9, id) for id in ("DT2019-FIG1.a.recall", "DT2019-FIG1.b.recall"))
    for ax in (left, right):
        ax.axvline(1, color=NEUTRAL, ls=":", lw=1)
    notes = [
        r"$\mathcal{K}(C_0) = 2\,\mathrm{MCC}(C_0)^2 / (1 + \mathrm{MCC}(C_0)^2)$ "
        f"({_verdict(link)}), so Kappa is an increasing function of MCC ({_verdict(increasing)});",
        r"$0 < \mathcal{K}(C_0) < \mathrm{MCC}(C_0) < 1$ for $a, b, d > 0$ " f"({_verdict(order)});",
        "the caption's 'mainly misclassified' (a) and 'mainly well classified' (b) hold only beyond the dotted "
        f"line ({_verdict(recall_a)}; {_verdict(recall_b)})",
    ]
    handles = [*_curve_handles(), _handle("recall of the positive class = 1/2", color=NEUTRAL, ls=":", lw=1)]
    return ps.finish(
        fig, f"DT2019 Fig 1: agreement between MCC and Kappa for $C_0 = {ps.tex_matrix(C0.matrix)}$", handles, notes
    )


def _dt_c1(n, family_fn, module, min_id, a_value, name, caption):
    from kappamcc.families.binary import b

    F = family_fn()
    minimum = _claim(module, min_id)
    fig, axes = _panels(2)
    for ax, hi, label in zip(axes, (2, 30), ("(a)", "(b)")):
        _curves(ax, F, b, 1e-6, hi, a=a_value)
        ax.set_title(f"{label} ${name}$, $a = {ps.tex_number(a_value)}$, {ps.tex_range(b, sp.Interval.Lopen(0, hi))}")
        at = _mark_min(ax, minimum, F, b, a=a_value)
    handles = [*_curve_handles(), _min_handle(minimum, f"Kappa's minimum at $b = {_approx(at)}$")]
    return ps.finish(fig, f"DT2019 Fig {n}: {caption} for ${name} = {ps.tex_matrix(F.matrix)}$, against $b$", handles)


def _dt5():
    from kappamcc.families.z_a import A, N, z_a
    from kappamcc.proofs.delgado_tibau_2019 import prop_8

    Z = z_a()
    fig, axes = _panels(4, height=3.3)
    minimum = _claim(prop_8, "DT2019-P8.5.minimum")
    limit = _claim(prop_8, "DT2019-P8.3.mcc")
    for ax, label, (n, hi) in zip(axes, "abcd", ((2, 5), (2, 100), (5, 500), (10, 1000))):
        _curves(ax, Z, A, 0, hi, N=n)
        at = _mark_min(ax, minimum, Z, A, N=n)
        title = f"({label}) $N = {n}$, {ps.tex_range(A, sp.Interval(0, hi))}\nKappa's minimum at $A = {_approx(at)}$"
        if hi > 50:
            value = limit.value.subs(N, n)
            ax.axhline(float(value), color=MCC, ls="--", lw=1)
            _show_level(ax, float(value))
            title += f", MCC $\\to {sp.latex(value)}$"
        ax.set_title(title)
    handles = [
        *_curve_handles(),
        _min_handle(minimum, f"Kappa's minimum at $A = {sp.latex(minimum.at)}$"),
        _handle(
            f"MCC's limit ${sp.latex(limit.value)}$ as $A \\to \\infty$ ({_verdict(limit)})", color=MCC, ls="--", lw=1
        ),
    ]
    return ps.finish(
        fig,
        "DT2019 Fig 5: disagreement between MCC and Kappa for $Z_A$, the $N \\times N$ matrix "
        "of ones with $A$ at row 1, column $N$",
        handles,
    )


def _dt_example(n, family_fn, over: sp.Interval, caption, claims, split=None):
    """One panel: kappa and MCC of the family for A in ``over`` (an open end is approached to
    1e-4); the notes say how each claim has them move; ``split``, a claim id, draws a line
    where its parts' interval begins."""
    from kappamcc.families.experiments import A
    from kappamcc.proofs.delgado_tibau_2019 import examples_behaviour

    F = family_fn()
    fig, (ax,) = _panels(1, width=6.4, height=3.6)
    lo = float(over.inf) + (1e-4 if over.left_open else 0)
    hi = float(over.sup) - (1e-4 if over.right_open else 0)
    _curves(ax, F, A, lo, hi)
    name = F.name.replace("(A)", "")
    family = f"${name[0]}_{name[1:]}(A)$"
    ax.set_title(f"{family}, {ps.tex_range(A, over)}")
    handles = _curve_handles()
    if split is not None:
        at = _claim(examples_behaviour, split).parts[0].over.inf
        ax.axvline(float(at), color=NEUTRAL, ls=":", lw=1)
        handles.append(_handle(f"$A = {ps.tex_number(at)}$, where the directions change", color=NEUTRAL, ls=":", lw=1))
    notes = [_moves(_claim(examples_behaviour, id), F) for id in claims]
    return ps.finish(fig, f"DT2019 Fig {n}: {caption.replace('FAMILY', family)}", handles, notes)


def dt_figure(n: int):
    """Delgado & Tibau 2019, Figure n (1..9), as a matplotlib Figure in the house style."""
    with ps.style():
        return _dt_figure(n)


def _dt_figure(n: int):
    from kappamcc.families.binary import c_one_a, c_one_one, c_one_zero
    from kappamcc.families.experiments import m1, m2, m3, m4
    from kappamcc.proofs.delgado_tibau_2019 import cor_4, cor_5, cor_6

    if n == 1:
        return _dt1()
    if n == 2:
        return _dt_c1(2, c_one_a, cor_4, "DT2019-C4.B0.minimum", sp.Rational(1, 5), "C^{a,b}_{1,a}", "disagreement")
    if n == 3:
        return _dt_c1(3, c_one_zero, cor_5, "DT2019-C5.M.minimum", sp.Integer(1), "C^{a,b}_{1,0}", "disagreement")
    if n == 4:
        return _dt_c1(4, c_one_one, cor_6, "DT2019-C6.M.minimum", sp.Rational(1, 5), "C^{a,b}_{1,1}", "disagreement")
    if n == 5:
        return _dt5()
    if n == 6:
        return _dt_example(
            6, m1, sp.Interval(1, 100), "agreement for FAMILY: increasing asymmetry, constant entropy", ["DT2019-XA.4"]
        )
    if n == 7:
        return _dt_example(
            7,
            m2,
            sp.Interval.Lopen(1, 100),
            "disagreement for FAMILY: entropy decreasing to zero",
            ["DT2019-XB.5.kappa-falls", "DT2019-XB.6"],
        )
    if n == 8:
        return _dt_example(
            8,
            m3,
            sp.Interval(0, 999),
            "agreement for FAMILY: entropy tending to a positive limit, constant asymmetry",
            ["DT2019-XC.2"],
        )
    if n == 9:
        return _dt_example(
            9,
            m4,
            sp.Interval(0, 100),
            "disagreement for FAMILY, symmetric about $A = 50$",
            ["DT2019-XD.4", "DT2019-XD.4.below"],
            split="DT2019-XD.4",
        )
    raise ValueError(f"Delgado & Tibau 2019 has Figures 1-9, not {n}")


# --- Ben-David 2008 ---------------------------------------------------------------------------

_BD_NAMES = {"FP": r"\mathrm{FP}", "TP": r"\mathrm{TP}"}
_BAR_P = r"\bar{P}"


def _kappa_on_line(P, Pbar):
    """K as a function of FP on the line TP = Pbar - FP (fixed P, Pbar), from the general kappa."""
    from kappamcc import metrics

    fp = sp.Symbol("FP")
    tp = Pbar - fp
    table = [[tp, P - tp], [fp, (1 - P) - fp]]
    return fp, sp.cancel(metrics.kappa(table))


def _bd_claim(id):
    from kappamcc.proofs.ben_david_2008 import statements

    return _claim(statements, id)


def _bd_axes(ylabel, *, width=6.4, height=3.6):
    fig, (ax,) = _panels(1, width=width, height=height)
    ax.set_xlabel(r"$\mathrm{FP}$")
    ax.set_ylabel(ylabel)
    return fig, ax


# a point in (FP, TP) space: hollow, in the text colour (its colour is no metric's)
_POINT = dict(marker="o", ms=7, color=NEUTRAL, mfc="none", mew=1.5, ls="none")

# Ben-David's balanced examples, (FP, TP) on the line TP = 0.5 - FP (BD2008-S5.points)
_POINTS = {
    "Example 3 (perfect)": (0, 0.5),
    "Example 2": (0.1, 0.4),
    "Example 1 (random)": (0.25, 0.25),
    "perfect disagreement": (0.5, 0),
}


def bd_figure(n: int):
    """Ben-David 2008, Figure n (1..4), as a matplotlib Figure in the house style."""
    with ps.style():
        return _bd_figure(n)


def _bd_figure(n: int):
    half = sp.Rational(1, 2)
    if n == 1:
        fp, K = _kappa_on_line(half, half)
        fig, ax = _bd_axes(r"$\mathrm{TP}$")
        x = np.linspace(0, 0.5, 200)
        ax.plot(x, 0.5 - x, color=NEUTRAL, lw=1.4)
        ax.plot(*zip(*_POINTS.values()), **_POINT)
        ax.margins(x=0.08, y=0.12)
        handles = [
            _handle(r"the line $\mathrm{TP} + \mathrm{FP} = 0.5$", color=NEUTRAL, lw=1.4),
            _handle("Ben-David's examples", **_POINT),
        ]
        kappas = ", ".join(f"${ps.tex_number(K.subs(fp, sp.nsimplify(f)))}$" for f, _ in _POINTS.values())
        note = f"from left to right $K$ = {kappas} ({_verdict(_bd_claim('BD2008-S5.points'))}; Fig 2)"
        ps.finish(
            fig,
            r"BD2008 Fig 1: $P = N = 0.5$: the examples on the line $\mathrm{TP} + \mathrm{FP} = 0.5$ "
            r"in $(\mathrm{FP}, \mathrm{TP})$ space",
            handles,
            [note],
        )
        for name, xy in _POINTS.items():
            ps.label_point(ax, xy, name)
        return fig
    if n == 2:
        fp, K = _kappa_on_line(half, half)
        fig, ax = _bd_axes("$K$")
        x = np.linspace(0, 0.5, 200)
        ax.plot(x, sp.lambdify(fp, K, "numpy")(x), color=KAPPA, lw=1.6)
        values = {name: K.subs(fp, sp.nsimplify(f)) for name, (f, _) in _POINTS.items()}
        ax.plot([f for f, _ in _POINTS.values()], [float(k) for k in values.values()], "o", color=KAPPA, ms=6)
        ax.margins(x=0.08, y=0.12)
        line, points = _bd_claim("BD2008-S5.line"), _bd_claim("BD2008-S5.points")
        K_tex = sp.latex(sp.expand(K), symbol_names={fp: _BD_NAMES["FP"]})
        ps.finish(
            fig,
            f"BD2008 Fig 2: $P = N = 0.5$: $K = {K_tex} = 2(\\mathrm{{TP}} - \\mathrm{{FP}})$ along the line (eq. 15)",
            [
                _handle(
                    f"$K$ on the line $\\mathrm{{TP}} = 0.5 - \\mathrm{{FP}}$ ({_verdict(line)})", color=KAPPA, lw=1.6
                ),
                _handle(f"Ben-David's examples ({_verdict(points)})", color=KAPPA, ls="none", marker="o", ms=6),
            ],
        )
        for (name, (f, _)), k in zip(_POINTS.items(), values.values()):
            ps.label_point(ax, (f, float(k)), f"{name}: $K = {ps.tex_number(k)}$")
        return fig
    if n == 3:
        P, Pbar = sp.Rational(7, 10), sp.Rational(6, 10)
        fp, K = _kappa_on_line(P, Pbar)
        fig, ax = _bd_axes(r"$\mathrm{TP}$")
        x = np.linspace(0, 0.3, 200)
        ax.plot(x, float(Pbar) - x, color=NEUTRAL, lw=1.4)
        fps = np.linspace(0, 0.3, 7)
        ax.plot(fps, float(Pbar) - fps, **_POINT)
        claim = _bd_claim("BD2008-S6")
        K_tex = ps.tex_fraction(K, inline=True, **_BD_NAMES)
        handles = [
            _handle(
                f"$\\mathrm{{TP}} = {_BAR_P} - \\mathrm{{FP}} = 0.6 - \\mathrm{{FP}}$, slope $-1$",
                color=NEUTRAL,
                lw=1.4,
            ),
            _handle(r"seven $(\mathrm{FP}, \mathrm{TP})$ points", **_POINT),
        ]
        return ps.finish(
            fig,
            f"BD2008 Fig 3: $P = 0.7$, ${_BAR_P} = 0.6$: the points lie on a line of slope $-1$",
            handles,
            [f"along it $K = {K_tex}$ ({_verdict(claim)})"],
        )
    if n == 4:
        P = sp.Rational(7, 10)
        fig, ax = _bd_axes("$K$")
        styles = ["-", "--", "-.", ":", (0, (6, 2, 1, 2, 1, 2))]
        shapes = ["o", "s", "^", "D", "v"]  # the dash patterns alone are hard to tell apart
        handles = []
        for pbar, ls, shape in zip((0.5, 0.6, 0.7, 0.8, 0.9), styles, shapes):
            fp, K = _kappa_on_line(P, sp.nsimplify(pbar))
            x = np.linspace(max(0.0, pbar - 0.7), min(0.3, pbar), 100)
            (line,) = ax.plot(
                x,
                sp.lambdify(fp, K, "numpy")(x) * np.ones_like(x),
                color=KAPPA,
                ls=ls,
                lw=1.5,
                marker=shape,
                markevery=(10, 22),
                markersize=4.5,
                markerfacecolor="white",
                label=f"${_BAR_P} = {pbar}$: $K = "
                f"{sp.latex(sp.expand(K), symbol_names={fp: _BD_NAMES['FP']}, fold_short_frac=True)}$",
            )
            handles.append(line)

        lines, order = _bd_claim("BD2008-S6.lines"), _bd_claim("BD2008-S6.order")
        notes = [
            f"$K$ is affine in FP, slope $-2/(P - {_BAR_P}(1 - 2N))$ ({_verdict(lines)}); "
            f"it rises with ${_BAR_P}$ at each FP ({_verdict(order)})"
        ]
        return ps.finish(fig, "BD2008 Fig 4: $P = 0.7$: $K$ is linear in FP for each $\\bar{P}$", handles, notes)
    raise ValueError(f"Ben-David 2008 has Figures 1-4, not {n}")


FIGURES = {
    **{f"dt2019_fig{n}": (lambda n=n: dt_figure(n)) for n in range(1, 10)},
    **{f"bd2008_fig{n}": (lambda n=n: bd_figure(n)) for n in range(1, 5)},
}


def write_all(out_dir, dpi: int = 110) -> list[Path]:
    """Write every figure as PNG into out_dir at ``dpi`` dots per inch; return the paths.
    The figures are built at the dpi they are saved at, so the text laid out while building
    is not measured (and its mathtext parsed) a second time at another resolution."""
    import matplotlib

    matplotlib.use("Agg")
    plt = _plt()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    with matplotlib.rc_context({"figure.dpi": dpi}):
        for name, make in FIGURES.items():
            fig = make()
            path = out / f"{name}.png"
            fig.savefig(path, dpi=dpi)
            plt.close(fig)
            paths.append(path)
    return paths
