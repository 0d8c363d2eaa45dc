"""The figures of both papers, redrawn from the suite's families and marked with what the
claims say (minima, thresholds, asymptotes, with the exact values and verdicts).

* ``dt_figure(n)``, n = 1..9: Delgado & Tibau 2019, Figures 1-9, with the families,
  parameters and ranges of their captions (DT2019-FIG1..FIG9).  Figs 6 and 7 print no
  range; A in [1, 100] is used (Table 1's range).
* ``bd_figure(n)``, n = 1..4: Ben-David 2008, Figures 1-4 (P = N = 0.5; P = 0.7 with
  Pbar = 0.6, and Pbar = 0.5..0.9).
* ``write_all(out_dir)``: every figure as PNG (``python -m kappamcc figures --out DIR``).

Curves are the family's kappa and MCC, derived from its matrix and evaluated with
numpy; every marked value comes from a registered claim (its expression and its
verdict), not from the plotting code.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import sympy as sp
from .engine.verify import verify

__all__ = ["dt_figure", "bd_figure", "write_all", "FIGURES"]

KAPPA_STYLE = dict(color="tab:red", label="Kappa")
MCC_STYLE = dict(color="tab:blue", label="MCC")


def _plt():
    import matplotlib.pyplot as plt
    return plt


def tight(fig):
    """``fig.tight_layout()``, leaving no layout engine behind.  tight_layout leaves a
    placeholder engine on the figure, and savefig then draws the whole figure once more before
    rendering it; the placeholder lays nothing out, so without it the PNG has the same pixels
    for half the drawing (checked on every figure)."""
    fig.tight_layout()
    fig.set_layout_engine(None)   # ("none" would keep a placeholder)
    return fig


def _f(expr, var, **fixed):
    """A numpy function of var, the other symbols fixed by name."""
    expr = sp.sympify(expr)
    expr = expr.subs({s: fixed[str(s)] for s in expr.free_symbols if str(s) in fixed})
    return sp.lambdify(var, expr, "numpy")


def _curves(ax, family, var, lo, hi, n=600, **fixed):
    x = np.linspace(float(lo), float(hi), n)
    with np.errstate(all="ignore"):
        for expr, style in ((family.kappa, KAPPA_STYLE), (family.mcc, MCC_STYLE)):
            y = np.broadcast_to(_f(expr, var, **fixed)(x), x.shape)
            ax.plot(x, y, **style)
    ax.axhline(0, color="0.6", lw=0.6)
    ax.set_xlabel(str(var))
    ax.grid(alpha=0.3)


def _claim(module, id):
    from kappamcc.proofs.delgado_tibau_2019 import claim_in
    return claim_in(module.CLAIMS, id)


def _mark_min(ax, claim, family, var, **fixed):
    """A vertical line at the claim's minimiser, labelled with its exact value and verdict."""
    named = lambda e: sp.sympify(e).subs({s: fixed[str(s)] for s in sp.sympify(e).free_symbols if str(s) in fixed})  # noqa: E731
    at = named(claim.at)
    value = named(family.kappa).subs(var, at)
    ax.axvline(float(at), color="tab:red", ls=":", lw=1)
    ax.plot([float(at)], [float(value)], "o", color="tab:red")
    ax.annotate(f"K min at {var} = {sp.nsimplify(at) if at.is_Rational else sp.sstr(at)}\n"
                f"= {float(at):.4g} ({claim.id}: {verify(claim).status.value})",
                (float(at), float(value)), textcoords="offset points", xytext=(8, 10), fontsize=7)


def _asymptote(ax, value, label):
    ax.axhline(float(value), color="tab:blue", ls="--", lw=0.8)
    ax.annotate(label, (ax.get_xlim()[1], float(value)), ha="right", va="bottom", fontsize=7, color="tab:blue")


def _panels(n, title):
    plt = _plt()
    rows, cols = (2, 2) if n == 4 else (1, n)
    fig, axes = plt.subplots(rows, cols, figsize=(5.2 * cols, 3.8 * rows), squeeze=False)
    fig.suptitle(title, fontsize=10)
    return fig, [ax for row in axes for ax in row]


def _finish(fig, axes):
    axes[0].legend(fontsize=8, loc="best")
    return tight(fig)


# --- Delgado & Tibau 2019 ------------------------------------------------------------------------


def _dt1():
    from kappamcc.families.binary import a, b, c_zero
    from kappamcc.proofs.delgado_tibau_2019 import prop_2
    C0 = c_zero()
    fig, (left, right) = _panels(2, "DT2019 Fig 1: agreement between MCC and Kappa for C0 = [[a, b], [0, d]]")
    _curves(left, C0, b, 0, 10, a=1, d=1)
    left.set_title("(a) a = d = 1, as a function of b", fontsize=9)
    _curves(right, C0, a, 0, 10, b=1, d=1)
    right.set_title("(b) b = d = 1, as a function of a", fontsize=9)
    link = _claim(prop_2, "DT2019-P2.1")
    right.annotate(f"K = 2 MCC^2/(1 + MCC^2), increasing in MCC\n({link.id}: {verify(link).status.value})",
                   (0.35, 0.1), xycoords="axes fraction", fontsize=7)
    return _finish(fig, [left, right])


def _dt_c1(n, family_fn, module, min_id, a_value, name, caption):
    from kappamcc.families.binary import b
    F = family_fn()
    fig, axes = _panels(2, f"DT2019 Fig {n}: {caption}")
    for ax, hi, label in zip(axes, (2, 30), ("(a) b <= 2", "(b) b <= 30")):
        _curves(ax, F, b, 1e-6, hi, a=a_value)
        ax.set_title(f"{label}, {name}, a = {a_value}", fontsize=9)
        _mark_min(ax, _claim(module, min_id), F, b, a=sp.nsimplify(a_value))
    return _finish(fig, axes)


def _dt5():
    from kappamcc.families.z_a import A, N, z_a
    from kappamcc.proofs.delgado_tibau_2019 import prop_8
    Z = z_a()
    fig, axes = _panels(4, "DT2019 Fig 5: disagreement between MCC and Kappa for Z_A (N x N ones, A at (1, N))")
    minimum = _claim(prop_8, "DT2019-P8.5.minimum")
    limit = _claim(prop_8, "DT2019-P8.3.mcc")
    for ax, (n, hi) in zip(axes, ((2, 5), (2, 100), (5, 500), (10, 1000))):
        _curves(ax, Z, A, 0, hi, N=n)
        ax.set_title(f"N = {n}, A <= {hi}", fontsize=9)
        _mark_min(ax, minimum, Z, A, N=n)
        if hi > 50:
            _asymptote(ax, limit.value.subs(N, n), f"MCC -> {limit.value.subs(N, n)} ({limit.id})")
    return _finish(fig, axes)


def _dt_example(n, family_fn, lo, hi, caption, marks=()):
    from kappamcc.families.experiments import A
    F = family_fn()
    fig, axes = _panels(1, f"DT2019 Fig {n}: {caption}")
    ax = axes[0]
    _curves(ax, F, A, lo, hi)
    ax.set_title(F.name, fontsize=9)
    for module, id, text in marks:
        c = _claim(module, id)
        ax.annotate(f"{text} ({id}: {verify(c).status.value})", (0.02, 0.04 + 0.08 * marks.index((module, id, text))),
                    xycoords="axes fraction", fontsize=7)
    return _finish(fig, axes)


def dt_figure(n: int):
    """Delgado & Tibau 2019, Figure n (1..9), as a matplotlib Figure."""
    from kappamcc.families.binary import c_one_a, c_one_one, c_one_zero
    from kappamcc.families.experiments import m1, m2, m3, m4
    from kappamcc.proofs.delgado_tibau_2019 import cor_4, cor_5, cor_6, examples_behaviour as xb
    if n == 1:
        return _dt1()
    if n == 2:
        return _dt_c1(2, c_one_a, cor_4, "DT2019-C4.B0.minimum", 0.2, "C^{a,b}_{1,a}",
                      "disagreement for C^{a,b}_{1,a} = [[a, b], [1, a]], as a function of b")
    if n == 3:
        return _dt_c1(3, c_one_zero, cor_5, "DT2019-C5.M.minimum", 1, "C^{a,b}_{1,0}",
                      "disagreement for C^{a,b}_{1,0} = [[a, b], [1, 0]], as a function of b")
    if n == 4:
        return _dt_c1(4, c_one_one, cor_6, "DT2019-C6.M.minimum", 0.2, "C^{a,b}_{1,1}",
                      "disagreement for C^{a,b}_{1,1} = [[a, b], [1, 1]], as a function of b")
    if n == 5:
        return _dt5()
    if n == 6:
        return _dt_example(6, m1, 1, 100, "agreement for M1(A): increasing asymmetry, constant entropy",
                           [(xb, "DT2019-XA.4", "both decrease on A >= 1")])
    if n == 7:
        return _dt_example(7, m2, 1.0001, 100, "disagreement for M2(A): entropy decreasing to zero",
                           [(xb, "DT2019-XB.5.kappa-falls", "K falls up to A = 3.53..."),
                            (xb, "DT2019-XB.5.kappa-rises", "K rises after")])
    if n == 8:
        return _dt_example(8, m3, 0, 999, "agreement for M3(A): entropy to a positive limit, constant asymmetry",
                           [(xb, "DT2019-XC.2", "both increase on [0, 999]")])
    if n == 9:
        return _dt_example(9, m4, 0, 100, "disagreement for M4(A), symmetric about A = 50",
                           [(xb, "DT2019-XD.4", "A > 50: MCC falls, K rises"),
                            (xb, "DT2019-XD.4.below", "A < 50: the mirror image")])
    raise ValueError(f"Delgado & Tibau 2019 has Figures 1-9, not {n}")


# --- Ben-David 2008 ---------------------------------------------------------------------------


def _kappa_on_line(P, Pbar):
    """K as a function of FP on the line TP = Pbar - FP (fixed P, Pbar), from the general kappa."""
    from kappamcc import metrics
    fp = sp.Symbol("FP")
    tp = Pbar - fp
    table = [[tp, P - tp], [fp, (1 - P) - fp]]
    return fp, sp.simplify(metrics.kappa(table))


def _bd_verdict(id):
    from kappamcc.proofs.ben_david_2008 import statements
    c = _claim(statements, id)
    return f"{id}: {verify(c).status.value}"


def bd_figure(n: int):
    """Ben-David 2008, Figure n (1..4), as a matplotlib Figure."""
    plt = _plt()
    if n in (1, 2):
        P = Pbar = sp.Rational(1, 2)
        fp, K = _kappa_on_line(P, Pbar)
        x = np.linspace(0, 0.5, 200)
        fig, ax = plt.subplots(figsize=(6.4, 4.2))
        points = {"Example 3 (perfect)": (0, 0.5), "Example 2": (0.1, 0.4), "Example 1 (random)": (0.25, 0.25),
                  "perfect disagreement": (0.5, 0)}
        if n == 1:
            ax.plot(x, 0.5 - x, color="k")
            for name, (f, t) in points.items():
                ax.plot([f], [t], "o")
                ax.annotate(name, (f, t), textcoords="offset points", xytext=(6, 4), fontsize=7)
            ax.set_xlabel("FP"), ax.set_ylabel("TP")
            ax.set_title("BD2008 Fig 1: P = N = 0.5, the line TP + FP = 0.5 in FP-TP space\n"
                         f"({_bd_verdict('BD2008-S5.points')})", fontsize=8)
        else:
            ax.plot(x, sp.lambdify(fp, K, "numpy")(x), color="tab:red")
            for name, (f, t) in points.items():
                k = float(K.subs(fp, f))
                ax.plot([f], [k], "o")
                ax.annotate(f"{name}: K = {k:g}", (f, k), textcoords="offset points", xytext=(6, 4), fontsize=7)
            ax.set_xlabel("FP"), ax.set_ylabel("K")
            ax.set_title(f"BD2008 Fig 2: P = N = 0.5: K = {sp.sstr(sp.expand(K))} = 2(TP - FP) (eq. 15)\n"
                         f"({_bd_verdict('BD2008-S5.line')}; {_bd_verdict('BD2008-S5.points')})", fontsize=8)
        ax.grid(alpha=0.3)
        return tight(fig)
    if n == 3:
        P, Pbar = sp.Rational(7, 10), sp.Rational(6, 10)
        fig, ax = plt.subplots(figsize=(6.4, 4.2))
        x = np.linspace(0, 0.3, 200)
        ax.plot(x, 0.6 - x, color="k", label="TP = Pbar - FP = 0.6 - FP")
        fps = np.linspace(0, 0.3, 7)
        ax.plot(fps, 0.6 - fps, "o", label="seven (FP, TP) points")
        ax.set_xlabel("FP"), ax.set_ylabel("TP"), ax.legend(fontsize=8), ax.grid(alpha=0.3)
        ax.set_title("BD2008 Fig 3: P = 0.7, Pbar = 0.6: the points lie on a line of slope -1\n"
                     f"K = (18 - 100 FP)/23 along it ({_bd_verdict('BD2008-S6')})", fontsize=8)
        return tight(fig)
    if n == 4:
        P = sp.Rational(7, 10)
        fig, ax = plt.subplots(figsize=(6.4, 4.2))
        for pbar in (0.5, 0.6, 0.7, 0.8, 0.9):
            fp, K = _kappa_on_line(P, sp.nsimplify(pbar))
            hi = min(0.3, pbar)
            x = np.linspace(max(0.0, pbar - 0.7), hi, 100)
            ax.plot(x, sp.lambdify(fp, K, "numpy")(x) * np.ones_like(x), label=f"Pbar = {pbar}: K = {sp.sstr(sp.nsimplify(sp.expand(K)))}")
        ax.set_xlabel("FP"), ax.set_ylabel("K"), ax.legend(fontsize=6), ax.grid(alpha=0.3)
        ax.set_title("BD2008 Fig 4: P = 0.7: K is linear in FP for each Pbar\n"
                     f"slope -2/(P - Pbar(1 - 2N)) ({_bd_verdict('BD2008-S6.lines')})", fontsize=8)
        return tight(fig)
    raise ValueError(f"Ben-David 2008 has Figures 1-4, not {n}")


FIGURES = {**{f"dt2019_fig{n}": (lambda n=n: dt_figure(n)) for n in range(1, 10)},
           **{f"bd2008_fig{n}": (lambda n=n: bd_figure(n)) for n in range(1, 5)}}


def write_all(out_dir, dpi: int = 110) -> list[Path]:
    """Write every figure as PNG into out_dir at ``dpi`` dots per inch; return the paths."""
    import matplotlib
    matplotlib.use("Agg")
    plt = _plt()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, make in FIGURES.items():
        fig = make()
        path = out / f"{name}.png"
        fig.savefig(path, dpi=dpi)
        plt.close(fig)
        paths.append(path)
    return paths
