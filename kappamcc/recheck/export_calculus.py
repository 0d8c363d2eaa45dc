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
* ``Limit`` (at +oo, -oo or a point ``c``), after the value's own definedness facts: the
  variable's set reaches the point (``forall M, exists v, dom v /\\ M < v``; at ``c``: ``forall
  delta, 0 < delta -> exists v, dom v /\\ v <> c /\\ Rabs (v - c) < delta``), ``f`` is defined on
  the set near the point (``exists M, forall v, dom v -> M < v -> <definedness>``), and the
  epsilon-M (epsilon-delta) definition over the set: ``forall eps, 0 < eps -> exists M, forall
  v, dom v -> M < v -> Rabs (f v - L) < eps`` (``exists delta, 0 < delta /\\ forall v, dom v ->
  v <> c -> Rabs (v - c) < delta -> ...``), ``B < f v`` for every ``B`` for a limit +oo (``f v <
  B`` for -oo).  The parameters are bound first: M (delta) may depend on them and on eps.

**The proof** is a hint Coq checks: a pointwise lemma rewrites ``f`` at a point of the set to
a closed form ``P / Q`` (``kappa_marginal_total`` for kappa, ``mcc_marginal`` and a square
root of a square for MCC), with the sign of each factor of ``Q``; sympy computes the secant
``f(hi) - f(lo) = (hi - lo) * D`` (``f(v) - f(at) = D`` for an extremum) with ``D`` factored,
Coq proves it by ``field`` and the sign of ``D`` factor by factor.  A limit: near the point
(beyond a threshold, or within a radius, that sympy picks from the roots of the denominators
and that may name parameters) ``f`` equals a function ``h`` that is continuous at the point
(at +-oo: ``f v = h (/ v)``, ``h`` continuous at 0, by ``v ^ k <> 0`` and ``field``), and
``h`` there is the value (``kmcc_lim_at``, ``kmcc_lim_pinf``, ``kmcc_lim_minf`` of
ExportCalculus.v, from the stdlib's ``continuity_pt``).  ``h`` is ``P / Q`` for a rational
closed form, ``+-sqrt (P / Q)`` for MCC whose radicand is no square or a square root of a
rational function, a sum of ``k * (b * ln b)`` (b -> 0: ``y ln y`` is continuous at 0 with
Coq's ``ln``, 0 at y <= 0) and ``R * ln b`` (b -> 1) with logarithms; for a limit +-oo, ``/ f``
tends to 0 and ``f`` has the claimed sign.  ``kmcc_cont`` proves the continuity operation by
operation.  Every tactic runs under ``timeout``.

Not exported (NotTranslated): monotonicity over the integers of a range, a limit over the
integers, a limit whose function near the point is none of the forms above (an absolute value,
a logarithm whose argument tends to +oo or to a number other than 0 and 1, a value with
logarithms), and whatever the printer refuses (a family metric sympy evaluated, Asy/Ent).
"""

from __future__ import annotations

import random
import re

import sympy as sp

from ..model.kinds import Extremum, Limit, Monotone, in_interval
from .leaf_certificates import leaf_certificates, linear_bound as _linear_bound
from .printer import CoqPrinter, NotTranslated, SymbolicMatrix, any_family_metric, exports_claim, scaled_family_metric
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
        return self.size_binders() + (f"forall {binders},\n    " if binders else "") + arrows + lets + concl

    def negation_source(self):
        return None  # a quantified statement's negation is not tried


@exports_claim
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


def _is_metric_of(found, which: str, matrix) -> bool:
    """``found`` (:func:`any_family_metric`'s answer) is metric ``which`` of ``matrix``: a matrix of
    concrete size, or the family of symbolic size printed with its own parameters."""
    if not found or found[0] != which:
        return False
    if isinstance(matrix, SymbolicMatrix):
        spec = found[1]
        return getattr(spec, "family_name", None) == matrix.family and tuple(spec.params) == tuple(matrix.args)
    return found[1] == matrix


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
        # a symbolic size (Z_A's N) is bound first, as a natural number (Theorem.sizes)
        self.variables = [v for v in (printer.symbol(s) for s in params) if v not in printer.sizes.values()]
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
        # the signs a certificate gives (the bounds of the parameters and of the variable's set)
        bounds = [r for _, r in self.hypotheses + self.membership]
        self.fact_lines = leaf_certificates(self.fact_lines, printer.names, bounds)
        self.atoms = atoms
        self.names = printer.names
        self.sqrt_form = None
        self.points = None  # sample points set by the exporter (a limit's points near the point)

    def constant_roots(self) -> list:
        """Coq lines: ``0 < sqrt k`` for each square root of a positive number in f."""
        hint = CoqPrinter()
        hint.names = dict(self.names)
        roots = {
            p
            for p in sp.preorder_traversal(self.claim.expr)
            if isinstance(p, sp.Pow) and p.exp == sp.Rational(1, 2) and p.base.is_number and p.base > 0
        }
        return [f"pose proof (sqrt_lt_R0 {hint.term(p.base)} ltac:(lra))." for p in sorted(roots, key=str)]

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
            requires=("ExportCalculus",) + (("ExportZA",) if self.printer.sizes else ()),
            sizes=tuple(self.printer.sizes.items()),
        )
        script = leaf_certificates(list(th.script), self.names, [r for _, r in self.hypotheses])
        th.script = [f"intros {n} {r}." for n, r in th.sizes] + script
        th.lets = [("f", self.vname, self.fterm), ("dom", self.vname, self.dom_body())]
        th.function = (self.fterm, self.claim.expr)
        th.membership = list(self.membership)
        th.var = self.vname
        return th

    # -- the proof's closed form -------------------------------------------------------------
    def closed_form(self, abs_ok=False):
        """f as sympy's closed form over the aggregates (each family metric replaced by its
        marginal form, a square root of a square by its root), and the Coq lines that rewrite
        f to it: (sympy expression, [rewrite lines]).  None when it is not rational.  With
        ``abs_ok`` (a monotonicity, an extremum): an absolute value of an argument of one sign on
        the set (at the sample points; Coq proves it at each point) is the argument or its
        opposite (``abs_rw``: the rewrites), and square roots of positive numbers stay."""
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
                    if _is_metric_of(any_family_metric(self.claim.expr), "mcc", a.matrix):
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
            fm = any_family_metric(sub) if not sub.is_Atom else None
            # c * metric, which sympy flattens into one product (the printer reads it so too)
            scaled = scaled_family_metric(sub) if not fm and not sub.is_Atom else None
            c = sp.Integer(1)
            if scaled:
                c, fm = scaled[0], scaled[1:3]
            if fm:
                for k, a in enumerate(self.atoms):
                    if _is_metric_of(fm, a.kind, a.matrix) and k in repl:
                        found[sub] = c * repl[k]
        g = expr.xreplace(found)
        self.abs_rw = []
        if abs_ok:
            g = self._drop_abs(g, hint)
            if g is None:
                return None

        def constant_root(p):
            return abs_ok and p.exp == sp.Rational(1, 2) and p.base.is_number and p.base > 0

        if any(
            isinstance(p, sp.Pow) and not p.exp.is_Integer and not constant_root(p) for p in sp.preorder_traversal(g)
        ):
            return None
        if any(isinstance(p, sp.Function) for p in sp.preorder_traversal(g)):
            return None
        return sp.cancel(sp.together(g)), lines

    def _drop_abs(self, g, hint):
        """g with each |a| (a naming the variable) replaced by a or -a, by a's sign at the sample
        points of the set; the rewrites go to ``abs_rw``.  None when a sign is not one."""
        x = self.claim.var
        args = list(dict.fromkeys(a.args[0] for a in sp.preorder_traversal(g) if isinstance(a, sp.Abs)))
        repl = {}
        for a in args:
            if not a.has(x):
                continue
            vals = set()
            for p in self.sample_points():
                v = _num(a, p)
                if v is None:
                    return None
                vals.add(v >= 0)
            if len(vals) != 1:
                return None
            pos = vals.pop()
            repl[sp.Abs(a)] = a if pos else -a
            t = hint.term(a)
            self.abs_rw.append(
                f"rewrite (Rabs_pos_eq {t}) in * by (first [kmcc_ineq | timeout 3 kmcc_sign_nonneg]); "
                if pos
                else f"rewrite (Rabs_left {t}) in * by (first [kmcc_ineq | timeout 3 kmcc_sign_neg]); "
            )
        return g.xreplace(repl)

    def pointwise(self, closed, lines, square_sign=0, extra=()):
        """The pointwise lemma ``Hpt : forall v, <membership> -> defined /\\ f v = P / Q /\\ sign of
        each factor of Q`` (as Coq lines), and (P, Q's factors with their signs); ``extra``:
        further hypotheses on v (Coq texts, after the membership: a limit's "near the point").  With
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
        memb = "".join(f"{t} -> " for t in [t for t, _ in self.membership] + list(extra))
        defs = " /\\ ".join(self.defined) if self.defined else "True"
        if square_sign:
            sign = f"(0 <= {self.fterm})" if square_sign > 0 else f"({self.fterm} <= 0)"
            conj = " /\\ ".join([sign, f"({self.fterm} * {self.fterm} = {ptext} / {qtext})", *facts])
        else:
            conj = " /\\ ".join([f"({self.fterm} = {ptext} / {qtext})", *facts])
        out = [f"assert (Hpt : forall ({v} : R), {memb}({defs}) /\\ {conj})."]
        js = " ".join(f"J{i}" for i in range(len(self.membership) + len(extra)))
        out.append(f"{{ intros {v} {js}.")
        out += ["  " + line for line in self.mcc_hints(hint)]
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
        rw = "".join(f"rewrite {r}; " for r in self.rewrites) + "".join(getattr(self, "abs_rw", []))
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

    def mcc_hints(self, hint) -> list:
        """Coq lines: for each family MCC, the signs of S^2 - sum r_k^2 and S^2 - sum c_k^2 at a
        point of the set (the definedness facts then follow by lra), and of the numerator
        S tr - sum r_k c_k (MCC's sign, which nra within its timeout may not find: DT2019-XD.4.mcc's
        quartic on (50, 100]), each with its certificate (``_secant_certificate`` at one point),
        under ``try``."""
        from .theorem import _aggregates

        x, out = self.claim.var, []
        for a in self.atoms:
            if a.kind != "mcc":
                continue
            ag = _aggregates(a.matrix)
            # (polynomial, whether a negative sign is of use): the radicands' terms only when > 0
            for e, either_sign in (
                (ag["S"] ** 2 - ag["RR"], False),
                (ag["S"] ** 2 - ag["CC"], False),
                (ag["S"] * ag["T"] - ag["RC"], True),
            ):
                e = sp.expand(e)
                if not e.has(x) or not e.is_polynomial(x):
                    continue
                cert = _secant_certificate(self, e, x, None, hint)
                if cert is not None and (cert[0] > 0 or either_sign):
                    out += cert[1]
        return out

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
        if self.points is not None:
            return self.points
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
    script += parts.sqrt_info() + parts.constant_roots()
    cf = parts.closed_form(abs_ok=True)
    pat, names = parts.dom_pattern("J")
    square = 0
    if cf is None and parts.sqrt_form is not None:
        U, V = parts.sqrt_form
        square = parts.factor_signs([U])[0]
        if square:
            cf = (U**2 / V, [])
    if cf is None:
        root = _root_monotone(parts, lo, hi, dtext)
        script += root if root is not None else _fallback_monotone(parts, ln, hn, dtext)
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
    script += _secant_hints(parts, D, lo, hi, hint)
    script.append(
        f"apply (kmcc_secant_lt _ _ ({hn} - {ln}) {hint.term(D)}); "
        "[timeout 10 (field; kmcc_side) | lra | unfold Rgt; first [timeout 5 kmcc_sign_pos_l | timeout 15 kmcc_sign_pos]]."
    )
    return parts.theorem("monotone", concl, script)


def _root_monotone(parts, lo, hi, dtext) -> list | None:
    """f = sqrt R with R a polynomial in the variable: sqrt is increasing (``sqrt_lt_1_alt``,
    R >= 0 at the smaller side), and R's secant has the claim's sign (its factors with their
    certificates).  None for any other f."""
    claim, x = parts.claim, parts.claim.var
    e = claim.expr
    if not (isinstance(e, sp.Pow) and e.exp == sp.Rational(1, 2) and e.base.has(x)):
        return None
    R = sp.expand(e.base)
    if not R.is_polynomial(x) or any(
        isinstance(p, sp.Function) or (isinstance(p, sp.Pow) and not p.exp.is_Integer) for p in sp.preorder_traversal(R)
    ):
        return None
    hint = CoqPrinter()
    hint.names = dict(parts.names)
    ln, hn = hint.symbol(lo), hint.symbol(hi)
    pat, names = parts.dom_pattern("J")
    out = []
    if dtext:
        sos = " ".join(f"try (assert (0 <= {t}) by kmcc_sos)." for t, _ in parts.radicands)
        out.append(
            f"split. {{ intros {parts.vname} {pat}. {sos} "
            + " ".join(parts.fact_lines)
            + " repeat match goal with |- _ /\\ _ => split end; assumption. }"
        )
    plo, _ = parts.dom_pattern("X")
    phi, _ = parts.dom_pattern("Y")
    out.append(f"intros {ln} {hn} {plo} {phi} Hlh.")
    out.append("repeat match goal with H : _ /\\ _ |- _ => destruct H end.")
    out.append("apply sqrt_lt_1_alt; split; [first [kmcc_sos | kmcc_ineq | timeout 3 kmcc_sign_nonneg] |].")
    up = claim.direction == "increasing"
    Rlo, Rhi = R.xreplace({x: lo}), R.xreplace({x: hi})
    D = sp.factor(sp.cancel((Rhi - Rlo if up else Rlo - Rhi) / (hi - lo)))
    out += _secant_hints(parts, D, lo, hi, hint)
    out.append(
        f"apply (kmcc_secant_lt _ _ ({hn} - {ln}) {hint.term(D)}); "
        "[timeout 10 (field; kmcc_side) | lra | unfold Rgt; first [timeout 5 kmcc_sign_pos_l | timeout 15 kmcc_sign_pos]]."
    )
    return out


def _fallback_monotone(parts, ln, hn, dtext) -> list:
    """No closed form for the hint: the facts, then nra (rarely enough; the theorem stays stated)."""
    pat, names = parts.dom_pattern("J")
    out = []
    if dtext:
        out.append(
            f"split. {{ intros {parts.vname} {pat}. "
            + " ".join(parts.fact_lines)
            + " repeat match goal with |- _ /\\ _ => split end; assumption. }"
        )
    out.append("intros; timeout 10 nra.")
    return out


# ---------------------------------------------------------------------------------------------
# a certificate for the sign of a secant's factor


def _set_bounds(parts) -> tuple[list, list]:
    """The variable's linear bounds in its set: ([(lower, strict)], [(upper, strict)])."""
    x = parts.claim.var
    lows: list = []
    ups: list = []
    for _, r in parts.membership:
        strict = isinstance(r, (sp.StrictGreaterThan, sp.StrictLessThan))
        for side, out in ((1, lows), (-1, ups)):
            b = _linear_bound(r, x, side)
            if b is not None and (b, strict) not in out:
                out.append((b, strict))
    return lows, ups


def _param_shifts(parts) -> list:
    """(parameter, c, strict) for each parameter with a hypothesis p > c (p >= c), c a number:
    the parameter is written c + q with q > 0 (q >= 0) in a certificate."""
    out = []
    for p in parts.params:
        best = None
        for _, r in parts.hypotheses:
            b = _linear_bound(r, p, 1)
            if b is not None and not b.free_symbols and b.is_number:
                strict = isinstance(r, (sp.StrictGreaterThan, sp.StrictLessThan))
                if best is None or b > best[0] or (b == best[0] and strict):
                    best = (b, strict)
        if best is not None:
            out.append((p, best[0], best[1]))
    return out


def _secant_hints(parts, D, lo, hi, hint) -> list:
    """Coq lines asserting the sign of each factor of the secant's numerator that names lo or
    hi, each with its certificate (``_secant_certificate``) and under ``try``: a leaf of the
    secant's sign is then a hypothesis."""
    out = []
    num = sp.fraction(sp.together(D))[0]
    for f, _ in sp.factor_list(num)[1]:
        if not f.has(lo, hi):
            continue
        cert = _secant_certificate(parts, f, lo, hi, hint)
        if cert is not None:
            out += cert[1]
    return out


def _secant_certificate(parts, F, lo, hi, hint) -> tuple[int, list] | None:
    """The sign of the polynomial ``F`` (in the secant's points lo < hi of the set and the
    parameters) with a certificate Coq checks.  F is written in the distances to the set's ends:
    lo = L + w0, hi = L + w0 + w1 (or hi = U - w0, lo = U - w0 - w1) for one end; for two ends
    also w2 = U - hi, each homogeneous part of degree k of F(L + w0, L + w0 + w1) multiplied by
    (w0 + w1 + w2) ^ (n - k) * W ^ k, W = U - L, which is F * W ^ n when w0 + w1 + w2 = W.  Each
    square root of an end is a variable s with s * s = r (sympy reduces by it), each parameter is
    shifted to its lower bound; when every coefficient has one sign, Coq proves the polynomial of
    positive coefficients positive monomial by monomial (``kmcc_pospoly``) for all values of the
    variables of their signs, instantiates it with the texts of the distances, and proves F (F *
    W ^ n) equal to it by ``field`` up to (s * s - r) * K, 0 by ``sqrt_sqrt``.  (sign, Coq lines
    asserting ``0 < F`` or ``F < 0``) or None."""
    x = parts.claim.var
    lows, ups = _set_bounds(parts)
    lows = [(b, st) for b, st in lows if not b.has(x, sp.oo, -sp.oo)]
    ups = [(b, st) for b, st in ups if not b.has(x, sp.oo, -sp.oo)]
    shifts = _param_shifts(parts)
    w0, w1, w2 = parts.fresh("w0"), parts.fresh("w1"), parts.fresh("w2")
    lo_t, hi_t = hint.term(lo), hint.term(hi) if hi is not None else None
    # (the ends, lo and hi in the distances, the distances' variables, strictness, texts, shape)
    cands: list = []
    for b, st in lows:
        cands.append(
            ([b], {lo: b + w0, hi: b + w0 + w1}, [w0, w1], [st, True], lambda t: [f"({lo_t} - {t[0]})", None], None)
        )
    for b, st in ups:
        cands.append(
            ([b], {hi: b - w0, lo: b - w0 - w1}, [w0, w1], [st, True], lambda t: [f"({t[0]} - {hi_t})", None], None)
        )
    for (lb, lst), (ub, ust) in [(lw, up) for lw in lows for up in ups]:
        cands.append(
            (
                [lb, ub],
                {lo: lb + w0, hi: lb + w0 + w1},
                [w0, w1, w2],
                [lst, True, ust],
                lambda t: [f"({lo_t} - {t[0]})", None, f"({t[1]} - {hi_t})"],
                "two",
            )
        )
    if hi is None:  # the sign of F at one point lo of the set: lo = L + w0 (U - w0), or both ends
        cands = [([b], {lo: b + w0}, [w0], [st], lambda t: [f"({lo_t} - {t[0]})"], None) for b, st in lows]
        cands += [([b], {lo: b - w0}, [w0], [st], lambda t: [f"({t[0]} - {lo_t})"], None) for b, st in ups]
        cands += [
            (
                [lb, ub],
                {lo: lb + w0},
                [w0, w2],
                [lst, ust],
                lambda t: [f"({lo_t} - {t[0]})", f"({t[1]} - {lo_t})"],
                "two",
            )
            for lb, lst in lows
            for ub, ust in ups
        ]
    ftext = hint.term(F)
    for ends, sub, ws, wstrict, wtexts, two in cands:
        cert = _one_certificate(parts, F, lo, hi, hint, ends, sub, ws, wstrict, wtexts, two, shifts, ftext)
        if cert is not None:
            return cert
    return None


def _one_certificate(parts, F, lo, hi, hint, ends, sub, ws, wstrict, wtexts, two, shifts, ftext):
    both = [F, *ends]
    roots = sorted(
        {p for e in both for p in sp.preorder_traversal(e) if isinstance(p, sp.Pow) and p.exp == sp.Rational(1, 2)},
        key=str,
    )
    for e in both:
        for p in sp.preorder_traversal(e):
            if (isinstance(p, sp.Pow) and not p.exp.is_Integer and p not in roots) or isinstance(p, sp.Function):
                return None
    ss = [parts.fresh(f"s{i}") for i in range(len(roots))]
    to_s = dict(zip(roots, ss))
    # the roots as variables before anything is multiplied out (sympy would square them)
    sub = {k: v.xreplace(to_s) for k, v in sub.items()}
    G0 = sp.expand(F.xreplace(to_s).xreplace(sub))
    scale = None
    if two:
        W = sp.expand(ends[1].xreplace(to_s) - ends[0].xreplace(to_s))
        inner = ws[:-1]  # the variables of F(L + w0, ...); the last one is the distance to U
        try:
            terms0 = sp.Poly(G0, *inner).terms()
        except sp.PolynomialError:
            return None
        n = max(sum(m) for m, _ in terms0)
        if n < 1:
            return None
        total = sum(ws)
        G0 = sp.expand(
            sum(c * sp.Mul(*[w**k for w, k in zip(inner, m)]) * W ** sum(m) * total ** (n - sum(m)) for m, c in terms0)
        )
        scale = (ends[1], ends[0], n)
    try:
        if ss:
            quots, G = sp.reduced(G0, [s**2 - r.base for s, r in zip(ss, roots)], *ss)
        else:
            quots, G = [], G0
    except (sp.PolynomialError, sp.ComputationFailed):
        return None
    qs = {p: parts.fresh(f"q{i}") for i, (p, _, _) in enumerate(shifts)}
    G = sp.expand(G.xreplace({p: c + qs[p] for p, c, _ in shifts}))
    gens = [*ws, *ss, *qs.values()]
    if G.free_symbols - set(gens):
        return None
    try:
        terms = sp.Poly(G, *gens).terms()
    except sp.PolynomialError:
        return None
    if not terms or not all(c.is_Rational and c != 0 for _, c in terms):
        return None
    sign = 1 if all(c > 0 for _, c in terms) else -1 if all(c < 0 for _, c in terms) else 0
    if not sign:
        return None
    # the content out (smaller numbers for Coq): G = sign * content * (sum of the terms)
    content = sp.gcd_list([abs(c) for _, c in terms]) if all(c.is_Integer for _, c in terms) else sp.Integer(1)
    terms = [(m, c / content) for m, c in terms]
    strict = [*wstrict, *([True] * len(ss)), *(st for _, _, st in shifts)]

    def is_strict(monom):
        return all(k == 0 or strict[i] for i, k in enumerate(monom))

    terms.sort(key=lambda t: not is_strict(t[0]))
    if not is_strict(terms[0][0]):
        return None
    names = [hint.symbol(g) for g in gens]
    monos = []
    for monom, c in terms:
        # the coefficient in front: a product kmcc_pospoly splits (a quotient it does not)
        fs = [hint.term(abs(c))] if abs(c) != 1 or not any(monom) else []
        fs += [hint.term(g**k) for g, k in zip(gens, monom) if k]
        monos.append("(" + " * ".join(fs) + ")")
    binders = " ".join(f"({n} : R)" for n in names)
    hyps = "".join(f"0 < {n} -> " if st else f"0 <= {n} -> " for n, st in zip(names, strict))
    body = " + ".join(monos)
    end_texts = [hint.term(e) for e in ends]
    insts = wtexts(end_texts)
    if len(insts) > 1 and insts[1] is None:
        insts[1] = f"({hint.term(hi)} - {hint.term(lo)})"
    insts += [f"({hint.term(r)})" for r in roots]
    insts += [f"({hint.term(p)} - {hint.term(c)})" for p, c, _ in shifts]
    inst = dict(zip(names, insts))

    def put(text):
        for n, t in inst.items():
            text = _retoken(text, n, t)
        return text

    used = [(r, k) for r, k in zip(roots, quots) if k != 0]
    red = " + ".join(
        f"(({hint.term(r)} * {hint.term(r)} - {hint.term(r.base)}) * {put(hint.term(k))})" for r, k in used
    )
    neg = "" if sign > 0 else "- "
    scaled = f"{hint.term(content)} * " if content != 1 else ""
    rhs = f"{neg}{scaled}{put(f'({body})')}" + (f" + {red}" if red else "")
    rw = "".join(f" rewrite (sqrt_sqrt {hint.term(r.base)}) in Hr by (kmcc_ineq);" for r, _ in used)
    sides = " ".join("ltac:(kmcc_cert_side)" for _ in names)
    lt = f"0 < {ftext}" if sign > 0 else f"{ftext} < 0"
    if scale is None:
        lhs, close = ftext, "lra"
    else:
        u, l, n = scale
        wt = f"({hint.term(u)} - {hint.term(l)})"
        lhs = f"{ftext} * {wt} ^ {n}"
        lemma = "kmcc_pos_scaled" if sign > 0 else "kmcc_neg_scaled"
        close = f"apply ({lemma} _ ({wt} ^ {n})); [apply pow_lt; lra | lra]"
    lines = [
        f"try (assert ({lt}) by (",
        f"  assert (Hc : forall {binders}, {hyps}0 < {body}) by (clear; intros; timeout 10 kmcc_pospoly);",
        f"  pose proof (Hc {' '.join(insts)} {sides}) as Hci;",
        f"  assert (Hr : {lhs} = {rhs}) by (timeout 15 field);{rw} {close})).",
    ]
    return sign, lines


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
    script += parts.sqrt_info() + parts.constant_roots() + at_lines
    # the location is in the set
    script.append(
        "match goal with |- ?D /\\ _ => assert (Hat : D) by "
        "(repeat split; first [kmcc_ineq | timeout 5 kmcc_sign_pos | timeout 5 kmcc_sign_nonneg]) end."
    )
    script.append("split; [exact Hat |].")
    script += ["split; [assumption |]." for _ in at_defined]
    cf = parts.closed_form(abs_ok=True)
    pat, names = parts.dom_pattern("J")
    if cf is None:
        if dtext:
            script.append(
                f"split. {{ intros {v} {pat}. "
                + " ".join(parts.fact_lines)
                + " repeat match goal with |- _ /\\ _ => split end; assumption. }"
            )
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


_FINITE_RADII = (sp.Integer(1), sp.Rational(1, 2), sp.Rational(1, 10), sp.Rational(1, 100), sp.Rational(1, 1000))
_THRESHOLDS = (sp.Integer(1), sp.Integer(2), sp.Integer(10), sp.Integer(100), sp.Integer(1000), sp.Integer(10) ** 4)


class _LimitShape:
    """Where the limit is taken and the Coq texts that say "near the point" (``c`` printed, or
    None at +-oo)."""

    def __init__(self, parts, claim):
        self.parts, self.claim = parts, claim
        self.to = claim.to
        self.inf = 1 if claim.to == sp.oo else -1 if claim.to == -sp.oo else 0
        p = CoqPrinter()
        p.names = parts.names
        self.c = None if self.inf else p.term(claim.to)

    # -- the statement's texts -----------------------------------------------------------
    def near_exists(self, v: str) -> str:
        """``exists M, forall v, dom v -> M < v -> `` (at +oo), and so on: the prefix of a
        property that holds on the set near the point."""
        if self.inf > 0:
            return f"exists (M : R), forall ({v} : R), dom {v} -> M < {v} -> "
        if self.inf < 0:
            return f"exists (M : R), forall ({v} : R), dom {v} -> {v} < M -> "
        return f"exists (delta : R), 0 < delta /\\ forall ({v} : R), dom {v} -> {v} <> {self.c} -> Rabs ({v} - {self.c}) < delta -> "

    def reaches(self, v: str) -> str:
        if self.inf > 0:
            return f"(forall (M : R), exists ({v} : R), dom {v} /\\ M < {v})"
        if self.inf < 0:
            return f"(forall (M : R), exists ({v} : R), dom {v} /\\ {v} < M)"
        return f"(forall (delta : R), 0 < delta -> exists ({v} : R), dom {v} /\\ {v} <> {self.c} /\\ Rabs ({v} - {self.c}) < delta)"

    # -- the proof's neighbourhood -------------------------------------------------------
    def near_rels(self, r):
        """The sympy relations "near the point" with radius (threshold) ``r``."""
        x = self.claim.var
        if self.inf > 0:
            return [sp.Gt(x, r)]
        if self.inf < 0:
            return [sp.Lt(x, -r)]
        return [sp.Ne(x, self.to), sp.Lt(self.to - r, x), sp.Lt(x, self.to + r)]

    def near_texts(self, r_text: str, v: str) -> list:
        if self.inf > 0:
            return [f"({r_text} < {v})"]
        if self.inf < 0:
            return [f"({v} < - {r_text})"]
        return [f"({v} <> {self.c})", f"({self.c} - {r_text} < {v})", f"({v} < {self.c} + {r_text})"]

    def region_points(self, r) -> list:
        """Sample points of the parameters (satisfying their hypotheses) and of the variable in
        the set near the point (radius or threshold ``r``, which may name parameters)."""
        parts, x = self.parts, self.claim.var
        parts.points = None
        base = parts.sample_points(40)
        rels = [q for _, q in parts.membership]
        out = []
        for p in base:
            try:
                rv = sp.Float(sp.sympify(r).xreplace(p), 30)
            except (TypeError, ValueError):
                continue
            if not rv > 0:
                continue
            if self.inf:
                vals = [self.inf * rv * k for k in (sp.Float("1.001", 30), 2, 10, 1000, 10**6)]
            else:
                c = sp.Float(self.to, 30)
                vals = [
                    c + sgn * rv * k
                    for sgn in (1, -1)
                    for k in (sp.Float("0.999", 30), sp.Float("0.5", 30), sp.Float("0.01", 30), sp.Float("1e-6", 30))
                ]
            for val in vals:
                q = dict(p)
                q[x] = sp.Float(val, 30)
                ok = True
                for rel in rels + self.near_rels(r):
                    t = rel.xreplace(q)
                    if t is not sp.true and t is not True:
                        ok = False
                        break
                if ok:
                    out.append(q)
        return out

    def radius(self, critical) -> sp.Expr:
        """A radius (threshold) such that every critical polynomial keeps one sign, not 0, on the
        set near the point, at the sample points (a hint: Coq proves what it needs from it)."""
        cands = list(_THRESHOLDS if self.inf else _FINITE_RADII)
        if self.inf:
            # roots the parameters move: beyond each of them (t_i >= 0 where sampled so, else t_i^2)
            x = self.claim.var
            self.parts.points = None
            base = self.parts.sample_points(40)
            terms = []
            for q in critical:
                try:
                    poly = sp.Poly(q, x)
                except sp.PolynomialError:
                    continue
                if poly.degree() == 1 and not poly.LC().free_symbols:
                    t = sp.cancel(-self.inf * poly.nth(0) / poly.LC())
                    if t.free_symbols:
                        nonneg = all(_num(t, p) is not None and _num(t, p) >= 0 for p in base)
                        terms.append(t if nonneg else t**2)
            if terms:
                cands.insert(0, 1 + sum(terms))
        else:
            x = self.claim.var
            for q in critical:
                try:
                    poly = sp.Poly(q, x)
                except sp.PolynomialError:
                    continue
                if poly.degree() == 1 and not poly.LC().free_symbols:
                    d = sp.cancel(q.xreplace({x: self.to}) / poly.LC())
                    if d.free_symbols:  # a root the parameters move towards c: no constant radius is uniform
                        cands[:0] = [d, -d, d / 2, -d / 2]
        for r in cands:
            pts = self.region_points(r)
            if len(pts) < 5:
                continue
            if all(_one_sign(q, pts, self.params()) for q in critical):
                return r
        return cands[-1] if self.inf else _FINITE_RADII[-1]

    def params(self):
        return self.parts.params


def _num(e, point):
    try:
        return float(sp.sympify(e).xreplace(point))
    except (TypeError, ValueError):
        return None


def _one_sign(q, pts, params) -> bool:
    """q is nonzero at every point and of one sign at the points sharing the parameters' values."""
    signs: dict = {}
    for p in pts:
        try:
            val = float(sp.sympify(q).xreplace(p))
        except (TypeError, ValueError):
            return False
        if val == 0 or val != val:
            return False
        key = tuple(float(p[s]) for s in params if s in p)
        sgn = 1 if val > 0 else -1
        if signs.setdefault(key, sgn) != sgn:
            return False
    return True


def _limit(claim):
    from .theorem import _facts

    if claim.var.is_integer:
        raise NotTranslated(
            "limit over the integers", "a sequence's limit: the statement over the reals is not exported"
        )

    big = claim.value in (sp.oo, -sp.oo)
    parts = _Parts(claim, extra=() if big else (claim.value,))
    shape = _LimitShape(parts, claim)
    v = parts.vname
    atp = CoqPrinter()
    atp.names = parts.names
    L_text = None if big else atp.term(claim.value)
    L_lines, L_defined, _ = _facts(atp, list(atp.atoms))
    L_lines = [re.sub(r"\bF(\d)", r"G\1", line) for line in L_lines]
    concl = [(t, None) for t in L_defined]
    concl.append((shape.reaches(v), claim.to))
    dtext = " /\\ ".join(parts.defined) if parts.defined else None
    if dtext:
        concl.append((f"({shape.near_exists(v)}{dtext})", None))
    if big:
        goal = f"B < f {v}" if claim.value == sp.oo else f"f {v} < B"
        concl.append((f"(forall (B : R), {shape.near_exists(v)}{goal})", claim.value))
    else:
        concl.append(
            (f"(forall (eps : R), 0 < eps -> {shape.near_exists(v)}Rabs (f {v} - {L_text}) < eps)", claim.value)
        )
    script = []
    intro = parts.variables + [f"H{i}" for i in range(len(parts.hypotheses))]
    script.append(("intros " + " ".join(intro) + ".") if intro else "idtac.")
    script.append("intros f dom.")
    script += parts.sqrt_info() + L_lines
    hint = CoqPrinter()
    hint.names = parts.names
    for p in sorted(set(sp.preorder_traversal(claim.expr)), key=str):
        if isinstance(p, sp.Pow) and p.exp == sp.Rational(1, 2) and p.base.is_number and p.base > 0:
            script.append(f"pose proof (sqrt_lt_R0 {hint.term(p.base)} ltac:(lra)).")
    script += ["split; [assumption |]." for _ in L_defined]
    script += _reach_proof(parts, shape)
    try:
        if claim.expr.has(sp.log) or claim.value.has(sp.log):
            script += _log_limit_proof(parts, shape, claim, L_text, dtext)
        else:
            script += _limit_proof(parts, shape, claim, L_text, dtext)
    except _NoHint as exc:
        raise NotTranslated("limit without a proof hint", str(exc)) from None
    th = parts.theorem("limit", concl, script)
    th.value = (L_text, claim.value)
    th.point = (shape.c, claim.to)
    return th


class _NoHint(Exception):
    pass


def _reach_proof(parts, shape) -> list:
    """The set reaches the point: a witness beyond every bound of the set."""
    x = shape.claim.var
    hint = CoqPrinter()
    hint.names = parts.names
    rels = [r for _, r in parts.membership]
    dom_tac = "unfold dom; cbv beta; repeat split; try exact I; first [kmcc_ineq | timeout 3 kmcc_sign_pos]"
    if shape.inf:
        bounds = [_linear_bound(r, x, shape.inf) for r in rels]
        consts = [b for b in bounds if b is not None and not b.free_symbols]
        symb = [b for b in bounds if b is not None and b.free_symbols]
        w = 1 + sum((abs(b) for b in consts), sp.Integer(0))
        wtext = " + ".join([hint.term(w)] + [f"Rabs {hint.term(b)}" for b in symb])
        facts = "pose proof (Rle_abs M). pose proof (Rabs_pos M). pose proof (Rle_abs (- M)). rewrite Rabs_Ropp in *. "
        facts += "".join(
            f"pose proof (Rle_abs {hint.term(b)}). pose proof (Rabs_pos {hint.term(b)}). "
            f"pose proof (Rle_abs (- {hint.term(b)})). rewrite Rabs_Ropp in *. "
            for b in symb
        )
        wit = f"(Rabs M + {wtext})" if shape.inf > 0 else f"(- (Rabs M + {wtext}))"
        return [f"split. {{ intros M. exists {wit}. {facts}split; [{dom_tac} | lra]. }}"]
    side = 1 if "right" in _limit_sides(shape.claim) else -1
    far = [_linear_bound(r, x, -side) for r in rels]
    gaps = [side * (b - shape.to) for b in far if b is not None]
    consts = [g for g in gaps if not g.free_symbols and g > 0]
    w = min(consts + [sp.Integer(1)])
    wt = hint.term(w)
    sign = "+" if side > 0 else "-"
    return [
        f"split. {{ intros delta Hd. exists ({shape.c} {sign} Rmin delta {wt} / 2). "
        f"assert (0 < Rmin delta {wt}) by (apply Rmin_pos; lra). "
        f"pose proof (Rmin_l delta {wt}). pose proof (Rmin_r delta {wt}). "
        f"split; [{dom_tac} | split; [kmcc_neq | apply Rabs_def1; lra]]. }}"
    ]


def _limit_sides(claim):
    from ..engine.limits import limit_sides

    try:
        return limit_sides(claim)
    except Exception:  # noqa: BLE001 - a hint only
        return ("right",)


def _abs_form(parts, shape, claim):
    """f with absolute values and constant square roots (sqrt 2 |A - 1|): each |e| is e or -e
    near the point (e of one sign there, at the sample points; Coq proves it), the result is
    rational with constant roots.  (closed form, Coq lines rewriting each Rabs), or None."""
    x, e = claim.var, claim.expr
    if not e.has(sp.Abs) or any(a.kind in ("kappa", "mcc") for a in parts.atoms):
        return None
    args = list(dict.fromkeys(a.args[0] for a in sp.preorder_traversal(e) if isinstance(a, sp.Abs)))
    if any(not a.has(x) for a in args):
        return None
    critical = [f for a in args for f, _ in sp.factor_list(sp.together(a))[1] if f.has(x)]
    critical += [f for f, _ in sp.factor_list(sp.fraction(sp.together(e))[1])[1] if f.has(x)]
    pts = shape.region_points(shape.radius(critical))
    hint = CoqPrinter()
    hint.names = parts.names
    repl, lines = {}, []
    for a in args:
        vals = {_num(a, p) for p in pts}
        if None in vals or not vals or 0 in vals or len({v > 0 for v in vals}) != 1:
            raise _NoHint(f"the sign of {a} near the point is not one")
        pos = next(iter(vals)) > 0
        repl[sp.Abs(a)] = a if pos else -a
        t = hint.term(a)
        lines.append(
            f"rewrite (Rabs_pos_eq {t}) in * by (first [kmcc_ineq | timeout 3 kmcc_sign_nonneg])."
            if pos
            else f"rewrite (Rabs_left {t}) in * by (first [kmcc_ineq | timeout 3 kmcc_sign_neg])."
        )
    g = sp.cancel(sp.together(e.xreplace(repl)))
    for p in sp.preorder_traversal(g):
        if (isinstance(p, sp.Pow) and not p.exp.is_Integer and p.has(x)) or (isinstance(p, sp.Function) and p.has(x)):
            raise _NoHint("f without its absolute values is not rational")
    return g, lines


def _limit_form(parts, claim, shape=None):
    """f near the point as sympy sees it: ("ratio", P/Q, lines, 0) for a rational closed form,
    ("root", P/Q, lines, sign) for f = sign * sqrt(P/Q) (a family MCC whose radicand is no
    square, or a square root of a rational function); and the polynomials that must keep their
    sign near the point (for the radius)."""
    x = claim.var
    ab = _abs_form(parts, shape, claim) if shape is not None else None
    if ab is not None:
        return "ratio", ab[0], ab[1], 0, [sp.fraction(sp.together(claim.expr))[1]]
    cf = parts.closed_form()
    if cf is not None:
        closed, lines = cf
        den = sp.fraction(sp.together(claim.expr))[1]
        return "ratio", closed, lines, 0, [den]
    if parts.sqrt_form is not None:  # f = U / sqrt V, a family MCC
        U, V = parts.sqrt_form
        return "mcc", sp.cancel(U**2 / V), [], U, [V]
    e = claim.expr
    if isinstance(e, sp.Pow) and e.exp == sp.Rational(1, 2) and e.base.has(x):
        R = sp.cancel(sp.together(e.base))
        if any(isinstance(p, sp.Pow) and not p.exp.is_Integer for p in sp.preorder_traversal(R)) or any(
            isinstance(p, sp.Function) for p in sp.preorder_traversal(R)
        ):
            raise _NoHint("a square root of a function that is not rational")
        return "sqrt", R, [], sp.Integer(1), [sp.fraction(sp.together(e.base))[1]]
    raise _NoHint("f near the point is neither rational nor a square root of a rational function")


def _limit_proof(parts, shape, claim, L_text, dtext) -> list:
    """The defined-near conjunct and the limit, from f = P / Q (or sign * sqrt (P / Q)) near the
    point and a function h continuous at the point (at +-oo, at 0 after v = 1 / u)."""
    x, v = claim.var, parts.vname
    big = L_text is None
    kind, closed, lines, sign_expr, dens = _limit_form(parts, claim, shape)
    P, Q = sp.fraction(sp.cancel(closed))
    critical = [f for f, _ in sp.factor_list(Q)[1]]
    if big or kind != "ratio":
        critical += [f for f, _ in sp.factor_list(P)[1]]
    for d in dens:
        critical += [f for f, _ in sp.factor_list(d)[1]]
    critical = [q for q in dict.fromkeys(critical) if q.has(x)]
    r = shape.radius(critical)
    parts.points = shape.region_points(r)
    hint = CoqPrinter()
    hint.names = parts.names
    rt = hint.term(r)
    near = shape.near_texts(rt, v)
    root = kind != "ratio"
    sign = 0
    if kind == "mcc":
        sign = parts.factor_signs([sign_expr])[0]
        if not sign:
            raise _NoHint("the sign of MCC's numerator near the point is not one")
        pw, P, Q, factors = parts.pointwise(closed, lines, sign, extra=near)
        items = ["_", "S", "E"]
        lemma = "kmcc_of_sq_pos" if sign > 0 else "kmcc_of_sq_neg"
        rewrite = f"rewrite ({lemma} _ _ S E). "
    elif kind == "sqrt":
        sign = 1
        pw, P, Q, factors = _sqrt_pointwise(parts, closed, near)
        items = ["_", "E"]
        rewrite = "rewrite E. "
    else:
        pw, P, Q, factors = parts.pointwise(closed, lines, extra=near)
        items = ["_", "E"]
        rewrite = "try rewrite E. "
    if big and (sign < 0 or (root and claim.value == -sp.oo)):
        raise _NoHint("a square root form tending to -oo")
    out = list(pw)
    pat, names = parts.dom_pattern("J")
    js = " ".join(names)
    if dtext:
        if shape.inf > 0:
            out.append(f"split. {{ exists {rt}. intros {v} {pat} HM. exact (proj1 (Hpt {v} {js} HM)). }}")
        elif shape.inf < 0:
            out.append(f"split. {{ exists (- {rt}). intros {v} {pat} HM. exact (proj1 (Hpt {v} {js} HM)). }}")
        else:
            out.append(
                f"split. {{ exists {rt}. split; [kmcc_pos |]. intros {v} {pat} Hne Hr. "
                f"destruct (Rabs_def2 _ _ Hr) as [Hr1 Hr2]. exact (proj1 (Hpt {v} {js} Hne ltac:(lra) ltac:(lra))). }}"
            )
    qpat = _pattern(items + [f"Q{i}" for i in range(len(factors))])
    sgn = None
    if big:
        sgn = "true" if claim.value == sp.oo else "false"
        num, dnm = Q, P  # h = 1 / f
    else:
        num, dnm = P, Q
    neg = "- " if sign < 0 else ""
    value_tac = "kmcc_sqrt_value" if root else "cbv beta; timeout 5 (field; kmcc_side)"
    sign_tac = "timeout 5 kmcc_sign_pos" if sgn == "true" else "timeout 5 kmcc_sign_neg"
    ptext, qtext = hint.term(sp.factor(P)), hint.term(sp.factor(Q))
    if root and big:
        sign_tac = "apply sqrt_lt_R0; timeout 5 kmcc_sign_pos"
        inv = f"rewrite (kmcc_inv_sqrt_ratio {ptext} {qtext}) by (timeout 5 kmcc_sign_pos); "
    if shape.inf:
        k = sp.degree(dnm, x) if big else max(sp.degree(num, x), sp.degree(dnm, x))
        u = parts.fresh("u")
        un = hint.symbol(u)
        nt = sp.expand(sp.expand(num.xreplace({x: 1 / u}) * u**k))
        dt = sp.expand(sp.expand(dnm.xreplace({x: 1 / u}) * u**k))
        if not (nt.is_polynomial(u) and dt.is_polynomial(u)) or dt.xreplace({u: 0}) == 0:
            raise _NoHint("no limit of the closed form at 0 after u = 1 / v")
        ratio = f"{hint.term(nt)} / {hint.term(dt)}"
        body = f"{neg}sqrt ({ratio})" if root else ratio
        htext = f"(fun ({un} : R) => {body})"
        # P / Q = nt(/v) / dt(/v) (with their roles swapped for 1 / f), by v ^ k <> 0
        scale = "kmcc_inv_ratio_scale" if big and not root else "kmcc_ratio_scale"
        sides = "kmcc_nz | kmcc_nz" if big and not root else "kmcc_nz"
        eq = (
            f"apply ({scale} _ _ _ _ ({v} ^ {k})); [apply pow_nonzero; kmcc_neq | {sides} | "
            "timeout 5 (field; kmcc_side) | timeout 5 (field; kmcc_side)]"
        )
        if root:
            eq = "f_equal; " * (2 if sign < 0 else 1) + eq
        lemma = ("kmcc_lim_pinf" if shape.inf > 0 else "kmcc_lim_minf") + ("_big" if big else "")
        args = f"f {htext} dom {rt} {sgn}" if big else f"f {htext} dom {L_text} {rt}"
        out.append(f"apply ({lemma} {args}).")
        out.append("- kmcc_pos.")
        step = f"- intros {v} {pat} HM. destruct (Hpt {v} {js} HM) as {qpat}. unfold f; cbv beta. {rewrite}"
        if big and root:
            step += f"cbv iota. split; [{sign_tac} | {inv}{eq}]."
        elif big:
            step += f"cbv iota. split; [{sign_tac} | {eq}]."
        else:
            step += eq + "."
        out.append(step)
        out.append("- kmcc_cont.")
        out.append(f"- {value_tac}.")
        return out
    ratio = f"{hint.term(sp.factor(num))} / {hint.term(sp.factor(dnm))}"
    body = f"{neg}sqrt ({ratio})" if root else ratio
    htext = f"(fun ({v} : R) => {body})"
    c = shape.c
    if big:
        out.append(f"apply (kmcc_lim_at_big f {htext} dom {c} {rt} {sgn}).")
    else:
        out.append(f"apply (kmcc_lim_at f {htext} dom {c} {L_text} {rt}).")
    out.append("- kmcc_pos.")
    step = (
        f"- intros {v} {pat} Hne Hr. destruct (Rabs_def2 _ _ Hr) as [Hr1 Hr2]. "
        f"destruct (Hpt {v} {js} Hne ltac:(lra) ltac:(lra)) as {qpat}. unfold f; cbv beta. {rewrite}"
    )
    if big and root:
        step += f"cbv iota. split; [{sign_tac} | {inv}reflexivity]."
    elif big:
        step += f"cbv iota. split; [{sign_tac} | timeout 5 (field; kmcc_side)]."
    else:
        step += "reflexivity."
    out.append(step)
    out.append("- kmcc_cont.")
    out.append(f"- {value_tac}.")
    return out


def _sqrt_pointwise(parts, closed, extra):
    """``Hpt : forall v, <membership> -> <near> -> defined /\\ f v = sqrt (P / Q) /\\ signs of
    Q's factors`` for f = sqrt(R), R = P / Q rational (as Coq lines), and (P, Q, Q's factors)."""
    hint = CoqPrinter()
    hint.names = dict(parts.names)
    P, Q = sp.fraction(sp.cancel(closed))
    factors = [f for f, _ in sp.factor_list(Q)[1]]
    signs = parts.factor_signs(factors)
    if not all(signs):
        raise _NoHint("a factor of the radicand's denominator changes sign near the point")
    v = parts.vname
    facts = [f"(0 < {hint.term(f)})" if s > 0 else f"({hint.term(f)} < 0)" for f, s in zip(factors, signs)]
    memb = "".join(f"{t} -> " for t in [t for t, _ in parts.membership] + list(extra))
    defs = " /\\ ".join(parts.defined) if parts.defined else "True"
    ratio = f"{hint.term(sp.factor(P))} / {hint.term(sp.factor(Q))}"
    conj = " /\\ ".join([f"({parts.fterm} = sqrt ({ratio}))", *facts])
    out = [f"assert (Hpt : forall ({v} : R), {memb}({defs}) /\\ {conj})."]
    js = " ".join(f"J{i}" for i in range(len(parts.membership) + len(extra)))
    out.append(f"{{ intros {v} {js}.")
    out += [f"  try (assert (0 <= {t}) by kmcc_sos)." for t, _ in parts.radicands]
    out += ["  " + line for line in parts.fact_lines]
    for i, (f, s) in enumerate(zip(factors, signs)):
        t = hint.term(f)
        stmt, tac = (f"0 < {t}", "timeout 5 kmcc_sign_pos") if s > 0 else (f"{t} < 0", "timeout 5 kmcc_sign_neg")
        out.append(f"  assert (Q{i} : {stmt}) by first [kmcc_pos | {tac}].")
    tacs = ["repeat first [assumption | split]", "f_equal; timeout 10 (field; kmcc_side)"]
    tacs += [f"exact Q{i}" for i in range(len(factors))]
    out += [f"  split; [{t} |]." for t in tacs[:-1]]
    out.append(f"  {tacs[-1]}. }}")
    return out, P, Q, factors


def _retoken(text: str, name: str, by: str) -> str:
    """``text`` with the Coq identifier ``name`` replaced by the term ``by``."""
    return re.sub(r"(?<![A-Za-z0-9_'])" + re.escape(name) + r"(?![A-Za-z0-9_'])", by, text)


def _log_limit_proof(parts, shape, claim, L_text, dtext) -> list:
    """A limit of a sum of terms R * ln b (and a rational part): near the point f = h, where a
    term whose b tends to 0 is written k * (b ln b) with k = R / b (y ln y is continuous at 0 in
    Coq, whose ln is 0 at y <= 0) and one whose b tends to a positive number keeps ln b.  The
    value at the point: y ln y = 0 at y = 0, ln 1 = 0 (other values of b are not handled)."""
    x, v = claim.var, parts.vname
    if L_text is None:
        raise _NoHint("a limit +-oo of a function with logarithms")
    if claim.value.has(sp.log):
        raise _NoHint("a value with logarithms (the value of ln at the point is not evaluated)")
    hint = CoqPrinter()
    hint.names = parts.names
    u = parts.fresh("u") if shape.inf else x
    un = hint.symbol(u)
    c0 = sp.Integer(0) if shape.inf else claim.to
    c0_text = "0" if shape.inf else shape.c

    def moved(e):
        return sp.cancel(sp.together(e.xreplace({x: 1 / u}))) if shape.inf else e

    def at_point(e):
        n, d = sp.fraction(sp.cancel(sp.together(e)))
        d0 = sp.simplify(d.xreplace({u: c0}))
        if d0 == 0:
            raise _NoHint(f"{e} has no value at the point")
        return sp.simplify(n.xreplace({u: c0}) / d0)

    rational = sp.Integer(0)
    pieces = []  # (Coq text of the piece, Coq text of b moved, of b as the claim's, kind)
    critical = []
    for term in sp.Add.make_args(claim.expr):
        logs = [f for f in sp.Mul.make_args(term) if isinstance(f, sp.log) and f.has(x)]
        if not logs:
            rational += term
            continue
        if len(logs) > 1 or len(logs[0].args) != 1:
            raise _NoHint(f"a term with several logarithms: {term}")
        lg = logs[0]
        b = lg.args[0]
        R = sp.cancel(term / lg)
        if any(isinstance(p, sp.log) and p.has(x) for p in sp.preorder_traversal(R)):
            raise _NoHint(f"a term with a power of a logarithm: {term}")
        for e in (b, R):
            for f, _ in sp.factor_list(sp.fraction(sp.together(e))[1])[1]:
                critical.append(f)
        bt, Rt = moved(b), moved(R)
        try:
            b0 = at_point(bt)
        except _NoHint:
            raise _NoHint(f"the argument {b} of a logarithm has no finite limit at the point") from None
        btext = hint.term(bt)
        if b0 == 0:
            k = sp.cancel(Rt / bt)
            at_point(k)
            pieces.append((f"({hint.term(k)}) * (({btext}) * ln ({btext}))", btext, hint.term(b), "phi"))
        elif b0 == 1:
            at_point(Rt)
            pieces.append((f"({hint.term(Rt)}) * ln ({btext})", btext, hint.term(b), "one"))
        else:
            raise _NoHint(f"the argument {b} of a logarithm tends to {b0}, not to 0 or 1")
    if any(isinstance(p, sp.Pow) and not p.exp.is_Integer for p in sp.preorder_traversal(rational)):
        raise _NoHint("a square root beside the logarithms")
    body = [f"({hint.term(moved(rational))})"] if rational != 0 else []
    body += [t for t, _, _, _ in pieces]
    for f, _ in sp.factor_list(sp.fraction(sp.together(rational))[1])[1]:
        critical.append(f)
    critical = [q for q in dict.fromkeys(critical) if q.has(x)]
    r = shape.radius(critical)
    rt = hint.term(r)
    near = shape.near_texts(rt, v)
    out = []
    # ln k > 0 for the constant logarithms (ln 2 of the bits)
    consts = sorted({p for p in sp.preorder_traversal(claim.expr) if isinstance(p, sp.log) and not p.has(x)}, key=str)
    for i, lg in enumerate(consts):
        if lg.args[0].is_number and lg.args[0] > 1:
            out.append(f"pose proof (kmcc_ln_pos {hint.term(lg.args[0])} ltac:(lra)) as Hln{i}.")
    memb = "".join(f"{t} -> " for t in [t for t, _ in parts.membership] + near)
    defs = " /\\ ".join(parts.defined) if parts.defined else "True"
    out.append(f"assert (Hpt : forall ({v} : R), {memb}({defs}) /\\ True).")
    js_all = " ".join(f"J{i}" for i in range(len(parts.membership) + len(near)))
    out.append(f"{{ intros {v} {js_all}.")
    for _, _, bclaim, _ in pieces:
        out.append(f"  try (assert (0 < {bclaim}) by (timeout 3 kmcc_sign_pos)).")
    out += ["  " + line for line in parts.fact_lines]
    out.append("  split; [repeat first [assumption | split] | exact I]. }")
    pat, names = parts.dom_pattern("J")
    js = " ".join(names)
    use = "HM" if shape.inf else "Hne ltac:(lra) ltac:(lra)"
    pre = "" if shape.inf else "destruct (Rabs_def2 _ _ Hr) as [Hr1 Hr2]. "
    intro_near = "HM" if shape.inf else "Hne Hr"
    if dtext:
        witness = rt if shape.inf >= 0 else f"(- {rt})"
        pos = "" if shape.inf else " split; [kmcc_pos |]."
        out.append(
            f"split. {{ exists {witness}.{pos} intros {v} {pat} {intro_near}. {pre}exact (proj1 (Hpt {v} {js} {use})). }}"
        )
    htext = f"(fun ({un} : R) => {' + '.join(body) or '0'})"
    if shape.inf:
        lemma = "kmcc_lim_pinf" if shape.inf > 0 else "kmcc_lim_minf"
        out.append(f"apply ({lemma} f {htext} dom {L_text} {rt}).")
        inv = f"(/ {v})"
        replaces = "".join(
            f"replace ({_retoken(bt, un, inv)}) with ({bc}) by (timeout 5 (field; kmcc_side)). "
            for _, bt, bc, _ in pieces
            if bt != bc
        )
    else:
        out.append(f"apply (kmcc_lim_at f {htext} dom {shape.c} {L_text} {rt}).")
        replaces = ""
    out.append("- kmcc_pos.")
    out.append(
        f"- intros {v} {pat} {intro_near}. {pre}destruct (Hpt {v} {js} {use}) as [Hd _]. "
        "repeat match goal with H : _ /\\ _ |- _ => destruct H end. "
        f"unfold f; cbv beta. {replaces}timeout 10 (field; kmcc_side)."
    )
    out.append("- kmcc_cont.")
    value = ["cbv beta."]
    for _, bt, _, kind in pieces:
        b0 = _retoken(bt, un, c0_text)
        lemma = "kmcc_phi_zero" if kind == "phi" else "kmcc_ln_one"
        value.append(f"rewrite (kmcc_{lemma[5:]} ({b0})) by (timeout 5 (field; kmcc_side)).")
    value.append("timeout 5 (field; kmcc_side).")
    out.append("- " + " ".join(value))
    return out
