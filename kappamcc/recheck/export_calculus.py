"""Coq theorems for monotonicity, extrema and limits (issue 32: the calculus kinds).

**The statement** is printed from the claim's own objects, as for a relation: the parameters
(every symbol but the claim's variable) are real variables under their assumptions and the
domain's constraints that do not name the variable; then the function and the variable's set
are named by ``let``::

    let f := fun (v_x : R) => <expr, printed by CoqPrinter: a family's kappa n M / mcc n M> in
    let dom := fun (v_x : R) => <var's assumption> /\\ <x in the interval> /\\ <constraints on x> in

and the conclusion states, over exactly that set (the interval's ends open or closed as the
claim's, intersected with the domain):

* definedness: ``forall v_x, dom v_x -> <each denominator <> 0, radicand >= 0, kappa_defined ...>``
  (Coq's ``/``, ``sqrt``, ``ln`` are total: without it, a function undefined at a point of the
  set could be "monotone" in Coq by x/0 = 0);
* ``Monotone``: ``forall lo hi, dom lo -> dom hi -> lo < hi -> f lo < f hi`` (``f hi < f lo``
  when decreasing): strictly, as every Monotone claim is;
* ``Extremum``: ``dom at /\\ forall v, dom v -> f at <= f v`` (``f v <= f at`` for a maximum):
  the location is a point of the set and the value there is the least (greatest);
* ``Limit`` (at +oo, -oo or a point ``c``): the variable's set reaches the point (``forall M,
  exists v, dom v /\\ M < v``; at ``c``: points of the set other than ``c`` within every
  distance), ``f`` is defined on the set near the point, and the epsilon-M (epsilon-delta)
  definition over the set, with ``Rabs (f v - L) < eps`` (``B < f v`` for a limit +oo).

**The proof** is a hint Coq checks: a pointwise lemma rewrites ``f`` at a point of the set to
a closed form ``P / Q`` (``kappa_marginal_total`` for kappa, ``mcc_marginal`` and a square
root of a square for MCC), with the sign of each factor of ``Q``; sympy computes the secant
``f(hi) - f(lo) = (hi - lo) * D`` (``f(v) - f(at) = D`` for an extremum) with ``D`` factored,
Coq proves it by ``field`` and the sign of ``D`` factor by factor.  A limit at +-oo of a
rational function is proved from a bound ``|f v - L| <= C / v`` for ``v >= v0`` (sympy picks
``C`` and ``v0``, Coq proves the polynomial inequality).  Every tactic runs under ``timeout``.

Not exported (NotTranslated): monotonicity over the integers of a range, and whatever the
printer refuses (a family metric sympy evaluated, Asy/Ent, logarithms in the hint).
"""

from __future__ import annotations

import random
import re

import sympy as sp

from ..model.kinds import Extremum, Limit, Monotone, in_interval
from .printer import CoqPrinter, NotTranslated, family_metric
from .theorem import Theorem

__all__ = ["CALCULUS_KINDS", "export_calculus", "CalculusTheorem"]

CALCULUS_KINDS = (Limit, Monotone, Extremum)


class CalculusTheorem(Theorem):
    """``lets``: [(name, variable, body text)] printed as ``let name := fun (var : R) => body in``;
    ``function``: (text, sympy expr) of f; ``membership``: [(text, sympy relation)] of dom;
    ``conclusions``: the conjuncts after the lets (their sympy object, or None).  The exporter
    sets them on each instance."""

    lets: list = []
    function: tuple = ("", None)
    membership: list = []
    var: str = ""

    @property
    def statement(self) -> str:
        binders = " ".join(f"({v} : R)" for v in self.variables)
        arrows = "".join(f"{h} ->\n    " for h, _ in self.hypotheses)
        lets = "".join(f"let {n} := fun ({v} : R) => {body} in\n    " for n, v, body in self.lets)
        concl = " /\\\n    ".join(t for t, _ in self.conclusions) or "True"
        return (f"forall {binders},\n    " if binders else "") + arrows + lets + concl

    def negation_source(self):
        return None  # a quantified statement's negation is not tried


def export_calculus(claim):
    if isinstance(claim, Monotone):
        return _monotone(claim)
    if isinstance(claim, Extremum):
        return _extremum(claim)
    if isinstance(claim, Limit):
        return _limit(claim)
    raise NotTranslated(f"kind not exported: {claim.kind}")


# ---------------------------------------------------------------------------------------------
# the statement's parts


class _Parts:
    """The printed parts common to the calculus kinds: the parameters and their hypotheses, f,
    the variable's set, f's definedness facts and the proof's pointwise closed form."""

    def __init__(self, claim, extra=()):
        from .theorem import _METRIC_WORDS, _facts, _symbol_hypotheses

        self.claim, var = claim, claim.var
        d = claim.domain
        self.printer = printer = CoqPrinter()
        self.vname = printer.symbol(var)
        self.fterm = printer.term(claim.expr)
        atoms = list(printer.atoms)
        text = claim.statement or ""
        if not printer.families and _METRIC_WORDS.search(text):
            raise NotTranslated(
                "metric not stated from a family matrix",
                "the statement names kappa or MCC but its function is no family's kappa/MCC "
                "(a metric sympy evaluated or substituted before the claim saw it)",
            )
        for which, words in (("mcc", r"MCC|Matthews"), ("kappa", r"\bK\b|K\(|kappa|κ")):
            if re.search(words, text) and which not in printer.metrics and printer.families:
                raise NotTranslated(
                    "family metric not recognised",
                    f"the statement names {which} but no {which} of a family matrix occurs in its function",
                )
        hp = CoqPrinter()
        hp.names = printer.names
        self.hyp_printer = hp
        on_var = [c for c in d.constraints if var in c.free_symbols]
        off_var = [c for c in d.constraints if var not in c.free_symbols]
        used = set(claim.expr.free_symbols).union(*(c.free_symbols for c in d.constraints))
        for e in extra:
            used |= sp.sympify(e).free_symbols
        params = [s for s in list(d.symbols) + sorted(used - set(d.symbols), key=str) if s in used and s != var]
        self.params = params
        self.variables = [printer.symbol(s) for s in params]
        self.hypotheses = _symbol_hypotheses(params, hp) + [(hp.prop(c), c) for c in off_var]
        # the variable's set: its own assumption, the interval (when the kind has one), the
        # domain's constraints on it
        self.membership = _symbol_hypotheses([var], hp)
        over = getattr(claim, "over", None)
        if over is not None:
            self.membership += [(hp.prop(r), r) for r in in_interval(var, over)]
        self.membership += [(hp.prop(c), c) for c in on_var]
        self.radicands: list = []
        self.fact_lines, self.defined, self.rewrites = _facts(printer, atoms, self.radicands)
        self.atoms = atoms
        self.names = printer.names
        self.sqrt_form = None

    def sqrt_info(self) -> list:
        """Coq lines: for each square root in the hypotheses and the set (not of the variable),
        its sign and square (nra sees ``sqrt 2`` as an unknown otherwise)."""
        hint = CoqPrinter()
        hint.names = dict(self.names)
        out, seen = [], set()
        for _, r in self.hypotheses + self.membership:
            for p in sp.preorder_traversal(r):
                if isinstance(p, sp.Pow) and p.exp == sp.Rational(1, 2) and self.claim.var not in p.free_symbols:
                    t = hint.term(p.base)
                    if t in seen:
                        continue
                    seen.add(t)
                    out.append(f"pose proof (sqrt_pos {t}).")
                    out.append(f"try (assert (sqrt {t} * sqrt {t} = {t}) by (apply sqrt_sqrt; kmcc_ineq)).")
        return out

    # -- the texts ---------------------------------------------------------------------------
    def fresh(self, stem: str) -> sp.Symbol:
        """A symbol whose Coq name no symbol of the claim has."""
        base = f"{self.claim.var.name}_{stem}"
        s = sp.Symbol(base, real=True)
        while CoqPrinter().symbol(s) in self.names:
            base += "_"
            s = sp.Symbol(base, real=True)
        return s

    def dom_body(self) -> str:
        return " /\\ ".join(t for t, _ in self.membership) if self.membership else "True"

    def defined_text(self) -> str | None:
        if not self.defined:
            return None
        return f"(forall ({self.vname} : R), dom {self.vname} -> " + " /\\ ".join(self.defined) + ")"

    def dom_pattern(self, stem: str) -> tuple[str, list]:
        """An intro pattern for ``dom x`` (nested conjunctions) and its hypothesis names."""
        k = len(self.membership)
        if k == 0:
            return "_", []
        names = [f"{stem}{i}" for i in range(k)]
        pat = names[-1]
        for n in reversed(names[:-1]):
            pat = f"[{n} {pat}]"
        return pat, names

    def theorem(self, method, conclusions, script):
        from .theorem import coq_theorem_name

        th = CalculusTheorem(
            self.claim.id,
            coq_theorem_name(self.claim.id),
            method,
            self.variables,
            self.hypotheses,
            list(self.defined),
            conclusions,
            script,
            dict(self.names),
            requires=("ExportCalculus",),
        )
        th.lets = [("f", self.vname, self.fterm), ("dom", self.vname, self.dom_body())]
        th.function = (self.fterm, self.claim.expr)
        th.membership = list(self.membership)
        th.var = self.vname
        return th

    # -- the proof's closed form -------------------------------------------------------------
    def closed_form(self):
        """f as sympy's closed form over the aggregates (each family metric replaced by its
        marginal form, a square root of a square by its root), and the Coq lines that rewrite
        f to it: (sympy expression, [rewrite lines]).  None when it is not rational."""
        from .theorem import _aggregates, _noabs, _rootfree

        hint = CoqPrinter()
        hint.names = dict(self.names)
        lines, repl = [], {}
        for k, a in enumerate(self.atoms):
            if a.kind not in ("kappa", "mcc"):
                continue
            ag = _aggregates(a.matrix)
            num = ag["S"] * ag["T"] - ag["RC"]
            if a.kind == "kappa":
                closed = num / (ag["S"] ** 2 - ag["RC"])
            else:
                rad = (ag["S"] ** 2 - ag["RR"]) * (ag["S"] ** 2 - ag["CC"])
                root = _noabs(sp.factor(sp.sqrt(sp.factor(rad))))
                if not _rootfree(root):
                    if family_metric(self.claim.expr) == ("mcc", a.matrix):
                        self.sqrt_form = (sp.cancel(num), sp.cancel(rad))  # f = num / sqrt(rad)
                    return None
                rows = f"({hint.term(ag['S'])} * {hint.term(ag['S'])} - {hint.term(ag['RR'])})"
                cols = f"({hint.term(ag['S'])} * {hint.term(ag['S'])} - {hint.term(ag['CC'])})"
                lines.append(
                    f"assert (F{k}q : sqrt ({rows} * {cols}) = {hint.term(root)}) by "
                    "(apply kmcc_sqrt_sq; [timeout 5 kmcc_sign_nonneg | timeout 6 (field; kmcc_side)])."
                )
                closed = num / root
            repl[k] = closed
        expr = self.claim.expr
        found = {}
        for sub in sp.preorder_traversal(expr):
            fm = family_metric(sub) if not sub.is_Atom else None
            if fm:
                for k, a in enumerate(self.atoms):
                    if a.kind == fm[0] and a.matrix == fm[1] and k in repl:
                        found[sub] = repl[k]
        g = expr.xreplace(found)
        if any(isinstance(p, sp.Pow) and not p.exp.is_Integer for p in sp.preorder_traversal(g)):
            return None
        if any(isinstance(p, sp.Function) for p in sp.preorder_traversal(g)):
            return None
        return sp.cancel(sp.together(g)), lines

    def pointwise(self, closed, lines, square_sign=0):
        """The pointwise lemma ``Hpt : forall v, <membership> -> defined /\\ f v = P / Q /\\ sign of
        each factor of Q`` (as Coq lines), and (P, Q's factors with their signs).  With
        ``square_sign`` (+1 or -1: the sign of f on the set, f = U / sqrt V): the lemma states
        ``0 <= f v`` (``f v <= 0``) and ``f v * f v = P / Q`` instead, with ``closed`` = U^2 / V."""
        hint = CoqPrinter()
        hint.names = dict(self.names)
        P, Q = sp.fraction(sp.cancel(closed))
        Qf = sp.factor_list(Q)
        factors = [f for f, _ in Qf[1]]
        signs = self.factor_signs(factors)
        qtext = hint.term(sp.factor(Q))
        ptext = hint.term(sp.factor(P))
        facts = []
        for f, s in zip(factors, signs):
            t = hint.term(f)
            facts.append(f"(0 < {t})" if s > 0 else f"({t} < 0)" if s < 0 else f"({t} <> 0)")
        v = self.vname
        memb = "".join(f"{t} -> " for t, _ in self.membership)
        defs = " /\\ ".join(self.defined) if self.defined else "True"
        if square_sign:
            sign = f"(0 <= {self.fterm})" if square_sign > 0 else f"({self.fterm} <= 0)"
            conj = " /\\ ".join([sign, f"({self.fterm} * {self.fterm} = {ptext} / {qtext})", *facts])
        else:
            conj = " /\\ ".join([f"({self.fterm} = {ptext} / {qtext})", *facts])
        out = [f"assert (Hpt : forall ({v} : R), {memb}({defs}) /\\ {conj})."]
        js = " ".join(f"J{i}" for i in range(len(self.membership)))
        out.append(f"{{ intros {v} {js}.")
        out += ["  " + line for line in self.fact_lines + lines]
        for i, (f, s) in enumerate(zip(factors, signs)):
            t = hint.term(f)
            tac = (
                "first [kmcc_pos | timeout 5 kmcc_sign_pos]"
                if s > 0
                else "first [kmcc_pos | timeout 5 kmcc_sign_neg]"
                if s < 0
                else "first [kmcc_neq | apply Rgt_not_eq; unfold Rgt; timeout 5 kmcc_sign_pos "
                "| apply Rlt_not_eq; timeout 5 kmcc_sign_neg]"
            )
            stmt = f"0 < {t}" if s > 0 else f"{t} < 0" if s < 0 else f"{t} <> 0"
            out.append(f"  assert (Q{i} : {stmt}) by {tac}.")
        tacs = ["repeat first [assumption | split]"]
        rw = "".join(f"rewrite {r}; " for r in self.rewrites)
        rw += "".join(f"try rewrite F{k}q; " for k in range(len(self.atoms)))
        if square_sign:
            lemma = "kmcc_div_sqrt_pos" if square_sign > 0 else "kmcc_div_sqrt_neg"
            sgn = "kmcc_sign_nonneg" if square_sign > 0 else "kmcc_sign_nonpos"
            rad = "first [lra | apply Rmult_lt_0_compat; assumption | timeout 3 nra]"
            tacs.append(f"{rw}apply {lemma}; [{rad} | first [kmcc_pos | timeout 5 {sgn}]]")
            tacs.append(f"{rw}rewrite kmcc_sq_div_sqrt by {rad}; timeout 10 (field; kmcc_side)")
        else:
            tacs.append(f"{rw}timeout 10 (field; kmcc_side)")
        tacs += [f"exact Q{i}" for i in range(len(factors))]
        out += [f"  split; [{t} |]." for t in tacs[:-1]]
        out.append(f"  {tacs[-1]}. }}")
        return out, P, Q, factors

    def factor_signs(self, factors) -> list:
        """The sign of each factor at sample points of the set (a hint: Coq proves it)."""
        pts = self.sample_points()
        out = []
        for f in factors:
            vals = set()
            for p in pts:
                try:
                    val = float(f.xreplace(p))
                except (TypeError, ValueError):
                    continue
                vals.add(1 if val > 0 else -1 if val < 0 else 0)
            out.append(vals.pop() if len(vals) == 1 else 0)
        return out

    def sample_points(self, n=40) -> list:
        """Points of the parameters and the variable that satisfy every hypothesis (by floats)."""
        rng = random.Random(0)
        syms = [*self.params, self.claim.var]
        rels = [r for _, r in self.hypotheses] + [r for _, r in self.membership]
        out: list = []
        tries = 0
        while len(out) < n and tries < 4000:
            tries += 1
            p = {}
            for s in syms:
                scale = rng.choice([0.01, 0.3, 1, 3, 30, 300, 3000])
                p[s] = sp.Float(rng.random() * scale * rng.choice([1, 1, 1, -1]), 30)
            ok = True
            for r in rels:
                try:
                    t = r.xreplace(p)
                    if t is not sp.true and t is not True:
                        ok = False
                        break
                except (TypeError, ValueError):
                    ok = False
                    break
            if ok:
                out.append(p)
        return out


# ---------------------------------------------------------------------------------------------
# Monotone


def _monotone(claim):
    if claim.integer_steps:
        raise NotTranslated("monotone over the integers of a range", "f(k+1) vs f(k) for integer k: not exported")
    parts = _Parts(claim, extra=(claim.over.start, claim.over.end))
    lo, hi = parts.fresh("lo"), parts.fresh("hi")
    ln, hn = parts.printer.symbol(lo), parts.printer.symbol(hi)
    op = "<"
    fx = f"f {hn} {op} f {ln}" if claim.direction == "decreasing" else f"f {ln} {op} f {hn}"
    concl = []
    dtext = parts.defined_text()
    if dtext:
        concl.append((dtext, None))
    mono = f"(forall ({ln} {hn} : R), dom {ln} -> dom {hn} -> {ln} < {hn} -> {fx})"
    concl.append((mono, claim.direction))
    script = [
        "cbv beta zeta.",
        "intros " + " ".join(parts.variables + [f"H{i}" for i in range(len(parts.hypotheses))]) + ".",
    ]
    if not parts.variables and not parts.hypotheses:
        script[-1] = "idtac."
    script += parts.sqrt_info()
    cf = parts.closed_form()
    pat, names = parts.dom_pattern("J")
    square = 0
    if cf is None and parts.sqrt_form is not None:
        U, V = parts.sqrt_form
        square = parts.factor_signs([U])[0]
        if square:
            cf = (U**2 / V, [])
    if cf is None:
        script += _fallback_monotone(parts, ln, hn, dtext)
        return parts.theorem("monotone", concl, script)
    closed, lines = cf
    pw, P, Q, factors = parts.pointwise(closed, lines, square)
    script += pw
    if dtext:
        script.append(f"split. {{ intros {parts.vname} {pat}. exact (proj1 (Hpt {parts.vname} {' '.join(names)})). }}")
    plo, lnames = parts.dom_pattern("X")
    phi, hnames = parts.dom_pattern("Y")
    script.append(f"intros {ln} {hn} {plo} {phi} Hlh.")

    def pattern(items):
        out = items[-1]
        for it in reversed(items[:-1]):
            out = f"[{it} {out}]"
        return out

    for pt, names_, tag in ((ln, lnames, "lo"), (hn, hnames, "hi")):
        items = ["_"] + ([f"S{tag}"] if square else []) + [f"E{tag}"] + [f"Q{tag}{i}" for i in range(len(factors))]
        script.append(f"destruct (Hpt {pt} {' '.join(names_)}) as {pattern(items)}.")
    if square:
        # f lo < f hi by the squares: the larger square is f hi's when f >= 0, f lo's when f <= 0
        lemma = "kmcc_lt_by_sq_pos" if square > 0 else "kmcc_lt_by_sq_neg"
        script.append(f"apply {lemma}; [assumption | assumption |].")
    script.append("try rewrite Elo; try rewrite Ehi.")
    var = claim.var
    g = P / Q
    glo, ghi = g.xreplace({var: lo}), g.xreplace({var: hi})
    # the goal compares G at the two points: which one is the larger
    up = (claim.direction == "decreasing") == (square < 0) if square else claim.direction == "increasing"
    diff = (ghi - glo) if up else (glo - ghi)
    D = sp.factor(sp.cancel(sp.together(diff / (hi - lo))))
    hint = CoqPrinter()
    hint.names = dict(parts.names)
    hint.names.update({ln: lo, hn: hi})
    script.append("repeat match goal with H : _ /\\ _ |- _ => destruct H end.")
    script.append(
        f"apply (kmcc_secant_lt _ _ ({hn} - {ln}) {hint.term(D)}); "
        "[timeout 10 (field; kmcc_side) | lra | unfold Rgt; timeout 15 kmcc_sign_pos]."
    )
    return parts.theorem("monotone", concl, script)


def _fallback_monotone(parts, ln, hn, dtext) -> list:
    """No closed form for the hint: the facts, then nra (rarely enough; the theorem stays stated)."""
    pat, names = parts.dom_pattern("J")
    out = []
    if dtext:
        out.append(
            f"split. {{ intros {parts.vname} {pat}. " + " ".join(parts.fact_lines) + " repeat split; assumption. }"
        )
    out.append("intros; timeout 10 nra.")
    return out


# ---------------------------------------------------------------------------------------------
# Extremum


def _extremum(claim):
    from .theorem import _facts

    parts = _Parts(claim, extra=(claim.over.start, claim.over.end, claim.at))
    atp = CoqPrinter()
    atp.names = parts.names
    at_text = atp.term(claim.at)
    at_lines, at_defined, _ = _facts(atp, list(atp.atoms))
    v = parts.vname
    le = f"f {at_text} <= f {v}" if claim.which == "min" else f"f {v} <= f {at_text}"
    concl = [(f"(dom {at_text})", claim.at)]
    concl += [(t, None) for t in at_defined]
    dtext = parts.defined_text()
    if dtext:
        concl.append((dtext, None))
    concl.append((f"(forall ({v} : R), dom {v} -> {le})", claim.which))
    script = ["cbv beta zeta."]
    intro = parts.variables + [f"H{i}" for i in range(len(parts.hypotheses))]
    script.append(("intros " + " ".join(intro) + ".") if intro else "idtac.")
    script += parts.sqrt_info() + at_lines
    # the location is in the set
    script.append(
        "match goal with |- ?D /\\ _ => assert (Hat : D) by "
        "(repeat split; first [kmcc_ineq | timeout 5 kmcc_sign_pos | timeout 5 kmcc_sign_nonneg]) end."
    )
    script.append("split; [exact Hat |].")
    script += ["split; [assumption |]." for _ in at_defined]
    cf = parts.closed_form()
    pat, names = parts.dom_pattern("J")
    if cf is None:
        if dtext:
            script.append(f"split. {{ intros {v} {pat}. " + " ".join(parts.fact_lines) + " repeat split; assumption. }")
        script.append("intros; timeout 10 nra.")
        return parts.theorem("extremum", concl, script)
    closed, lines = cf
    pw, P, Q, factors = parts.pointwise(closed, lines)
    script += pw
    if dtext:
        script.append(f"split. {{ intros {v} {pat}. exact (proj1 (Hpt {v} {' '.join(names)})). }}")
    pv, vnames = parts.dom_pattern("X")
    script.append(f"intros {v} {pv}.")
    anames = [f"A{i}" for i in range(len(parts.membership))]
    if anames:
        script.append(f"destruct Hat as {_pattern(anames)}.")

    for pt, names_, tag in ((at_text, anames, "at"), (v, vnames, "v")):
        items = ["_", f"E{tag}"] + [f"Q{tag}{i}" for i in range(len(factors))]
        script.append(f"destruct (Hpt {pt} {' '.join(names_)}) as {_pattern(items)}.")
    script.append("try rewrite Eat; try rewrite Ev.")
    # f(v) - f(at) = N / (Q(v) Q(at)), N >= 0 as (v - at)^2 K + (t^2 - r) L with t = sqrt r
    var = claim.var
    g = P / Q
    roots = sorted(
        {p for p in sp.preorder_traversal(claim.at) if isinstance(p, sp.Pow) and p.exp == sp.Rational(1, 2)}, key=str
    )
    hint = CoqPrinter()
    hint.names = dict(parts.names)
    sign = 1 if claim.which == "min" else -1
    if len(roots) > 1:
        script.append("timeout 10 nra.")
        return parts.theorem("extremum", concl, script)
    t = parts.fresh("root") if roots else None
    at_t = claim.at.xreplace({roots[0]: t}) if roots else claim.at
    num, den = sp.fraction(sp.cancel(sp.together(sign * (g - g.xreplace({var: at_t})))))
    num = sp.expand(num)
    try:
        K, rem = sp.div(sp.Poly(num, var), sp.Poly((var - at_t) ** 2, var))
        K = K.as_expr()
        rem = rem.as_expr()
        if roots:
            r = roots[0].base
            K = sp.expand(sp.rem(sp.expand(K), t**2 - r, t))
            rem = sp.expand(sp.rem(sp.expand(rem), t**2 - r, t))
            L = sp.cancel(sp.expand(num - (var - at_t) ** 2 * K) / (t**2 - r))
        else:
            L = sp.Integer(0)
        if rem != 0 or not L.is_polynomial():
            raise ValueError("no double root")
    except (ValueError, sp.PolynomialError, TypeError):
        script.append("timeout 10 nra.")
        return parts.theorem("extremum", concl, script)
    if roots:
        tn = hint.symbol(t)
        rt = hint.term(roots[0].base)
        script.append(f"assert (Ht : sqrt {rt} * sqrt {rt} = {rt}) by (apply sqrt_sqrt; kmcc_ineq).")
        script.append(f"pose proof (sqrt_pos {rt}) as Ht0.")
        script.append(f"set ({tn} := sqrt {rt}) in *.")
        zero = f"({tn} * {tn} - {rt})"
    else:
        zero = "0"
    Lt = hint.term(sp.factor(L)) if L != 0 else "0"
    Kt = hint.term(sp.factor(K))
    at_tt = hint.term(at_t)
    lem = "kmcc_extremum_min" if claim.which == "min" else "kmcc_extremum_max"
    script.append(
        f"apply ({lem} _ _ {hint.term(num)} {hint.term(sp.factor(den))}); "
        "[timeout 10 (field; kmcc_side) | unfold Rgt; timeout 10 kmcc_sign_pos |]."
    )
    script.append(
        f"replace {hint.term(num)} with (({hint.term(var)} - {at_tt}) ^ 2 * {Kt} + {zero} * {Lt}) by (timeout 10 ring)."
    )
    if roots:
        script.append(f"replace {zero} with 0 by lra.")
    script.append("rewrite Rmult_0_l, Rplus_0_r. apply Rmult_le_pos; [apply pow2_ge_0 | timeout 10 kmcc_sign_nonneg].")
    return parts.theorem("extremum", concl, script)


def _pattern(items) -> str:
    out = items[-1]
    for it in reversed(items[:-1]):
        out = f"[{it} {out}]"
    return out


# ---------------------------------------------------------------------------------------------
# Limit


def _limit(claim):
    raise NotTranslated(
        f"kind not exported: {claim.kind}",
        "the epsilon-M / epsilon-delta statement over the variable's set and its bound hint are not written yet",
    )
