"""Coq theorems for a negation and an existence, proved from the engine's witness (issue 32).

**The statement** is printed from the claims' own objects, by the code that prints them alone:

* ``Not(claim=Q)``: ``~ (<Q's statement>)``, Q's statement exactly as the exporter of Q's kind
  prints Q standing alone (:func:`.export.export_claim`: a Monotone as :mod:`.export_calculus`
  prints it, a Relation with its hypotheses and definedness facts).  Q's theorem states Q and
  its definedness, so ``~ (Q)`` is the negation of that statement, as printed; the engine's
  verdict (a genuine failure of Q at a point where it is defined) implies it.
* ``Exists(negation=U)`` for a Relation U: ``exists (x ... : R), <U's hypotheses> /\\ <the
  definedness facts of U's links> /\\ ~ (<U's links>)``, each part the text U's own theorem
  prints: a point of U's domain where U's terms are defined and its statement fails, which is
  what the engine's witness is checked to be (:func:`kappamcc.engine.composite.exists__not_a_witness`).

A statement this cannot state faithfully is refused (NotTranslated): the negation of a kind
other than a Relation or a Monotone (its theorem is no universal statement whose failure a point
shows); an Exists whose U is not a Relation; a claim with a domain of its own (its constraints
would have to be added to the negated statement); a symbol whose assumptions say more than a
sign (``integer``: Q's theorem drops it, which makes Q stronger and ``~ (Q)`` or ``exists``
*weaker* than the claim); a family of symbolic size.

**The proof** is a hint Coq checks, never trusted.  The engine's counterexample (the Not's or
Exists's verdict evidence, else :func:`kappamcc.engine.verify.verify` of Q or U) gives the
values, printed exactly (rationals, closed numbers; a float is refused): ``intro H; specialize
(H x0 y0 ...)`` (``exists x0, y0, ...`` for an existence), each hypothesis proved at the point
by closed-number tactics (so a witness outside the domain, a negative confusion-matrix entry,
makes Coq fail), then the link that fails at the point refuted: its complement proved on closed
numbers after unfolding Metrics.v's definitions (``kmcc_solve_closed``: lra, then interval).  For
a Monotone Q the engine's point is where the derivative has the wrong sign; sympy picks two
points of the set around it whose values are in the wrong order (exactly), and H is specialized
to them.
"""

from __future__ import annotations

import re

import sympy as sp

from ..model.kinds import Exists, Monotone, Not, Relation
from ..prove.exact import sign_only
from .export_calculus import CALCULUS_KINDS, export_calculus
from .export_relation import export_relation
from .printer import CoqPrinter, NotTranslated, exports_claim
from .theorem import Theorem, coq_theorem_name

__all__ = ["WITNESS_KINDS", "export_witness", "NegationTheorem", "ExistenceTheorem"]

WITNESS_KINDS = (Not, Exists)

# an order relation's hypothesis h, and the lemma turning h into the goal "not its complement"
_ORDER_COMPLEMENT = {sp.Lt: "Rlt_not_le", sp.Le: "Rle_not_lt", sp.Gt: "Rgt_not_le", sp.Ge: "Rge_not_lt"}


def _export_alone(claim) -> Theorem:
    """The theorem the exporter prints for ``claim`` standing alone (a Monotone or a Relation,
    the kinds whose failure at a point this module states)."""
    return export_calculus(claim) if isinstance(claim, CALCULUS_KINDS) else export_relation(claim)


# Metrics.v's definitions, unfolded on a closed matrix so that lra or interval sees numbers
_UNFOLD = (
    "cbv beta iota zeta delta [kappa_defined mcc_defined kappa po pe mcc mcc_num mcc_rad_rows "
    "mcc_rad_cols asy total trace sum_rc sum_rr sum_cc row col bin mat fsum nth]"
)
_CLOSED = f"({_UNFOLD}; kmcc_solve_closed)"
# a definedness fact (kappa_defined is a conjunction once unfolded)
_DEFINED = f"({_UNFOLD}; repeat split; kmcc_solve_closed)"


class NegationTheorem(Theorem):
    """``~ (<negated's statement>)``; ``negated`` is Q's own theorem (its statement is used
    verbatim, its proof not at all)."""

    negated: Theorem | None = None

    @property
    def statement(self) -> str:
        if self.negated is None:
            raise ValueError("a NegationTheorem needs the negated claim's theorem")
        return f"~ ({self.negated.statement})"

    def negation_source(self):
        return None


class ExistenceTheorem(Theorem):
    """``exists (variables : R), hypotheses /\\ defined /\\ conclusions``: ``conclusions`` holds
    the one conjunct ``~ (<U's links>)`` with its sympy object ``Not(And(links))``."""

    @property
    def statement(self) -> str:
        parts = [*(t for t, _ in self.hypotheses), *self.defined, *(t for t, _ in self.conclusions)]
        body = " /\\\n    ".join(parts)
        if not self.variables:
            return body
        return "exists " + " ".join(f"({v} : R)" for v in self.variables) + ",\n    " + body

    def negation_source(self):
        return None


@exports_claim
def export_witness(claim, witness: dict | None = None, secant: tuple | None = None) -> Theorem:
    """The Coq theorem of a Not or an Exists.  ``witness`` (symbol -> exact value) replaces the
    engine's counterexample, ``secant`` (lo, hi) the two points sympy picks for a negated
    Monotone: hints only, which the tests give wrong (Coq must then reject the proof)."""
    if claim.domain.symbols or claim.domain.constraints:
        raise NotTranslated(
            f"{claim.kind} with a domain of its own",
            "its statement is about the inner claim's domain; constraints of its own are not printed",
        )
    if isinstance(claim, Not):
        return _negation(claim, witness, secant)
    if isinstance(claim, Exists):
        return _existence(claim, witness)
    raise NotTranslated(f"kind not exported: {claim.kind}")


# ---------------------------------------------------------------------------------------------
# the witness


def _engine_witness(claim) -> dict:
    """The counterexample of the Not's or Exists's verdict (the inner claim's, re-checked
    exactly by the engine); NotTranslated when there is none."""
    from ..engine.verify import verify
    from ..model.claims import Status

    v = verify(claim)
    if v.status != Status.PROVED or not v.counterexample:
        raise NotTranslated(f"{claim.kind} without a witness", f"the verdict is {v.status}, with no counterexample")
    return dict(v.counterexample)


def _exact(point: dict) -> dict:
    """The point with exact real values; NotTranslated for a float or a value that is no real number."""
    out = {}
    for s, value in point.items():
        if not isinstance(s, sp.Symbol):
            continue
        value = sp.sympify(value)
        if value.atoms(sp.Float) or not value.is_number or value.is_real is not True:
            raise NotTranslated("witness not exact", f"{s} = {value}")
        out[s] = value
    return out


def _values(names: list, symbols: dict, point: dict) -> list:
    """The printed value of each Coq variable of ``names`` (``symbols``: name -> sympy Symbol)."""
    printer = CoqPrinter()
    out = []
    for n in names:
        s = symbols[n]
        if s not in point:
            raise NotTranslated("witness incomplete", f"no value for {s}")
        out.append(f"({printer.term(point[s])})")
    return out


def _sign_only(symbols) -> None:
    """Refuse a symbol whose assumptions say more than a sign: the theorems of the other kinds
    drop them (``integer``), which makes a universal statement stronger but its negation and
    an existence weaker than the claim."""
    for s in symbols:
        if isinstance(s, sp.Symbol) and not sign_only(s):
            raise NotTranslated(
                "symbol assumptions beyond a sign under a witness",
                f"{s} is declared more than real with a sign (integer, ...): a negation or an existence "
                "over the reals would say less than the claim",
            )


# ---------------------------------------------------------------------------------------------
# closed-number tactics, built from the sympy objects (the structure) and the point (the choices)


def _holds(rel, point):
    """True, False, or None (undecided, undefined) for ``rel`` at ``point``, exactly."""
    if rel is sp.true or rel is True:
        return True
    if rel is sp.false or rel is False:
        return False
    if isinstance(rel, sp.And):
        vals = [_holds(a, point) for a in rel.args]
        return False if False in vals else True if all(v is True for v in vals) else None
    if isinstance(rel, sp.Or):
        vals = [_holds(a, point) for a in rel.args]
        return True if True in vals else False if all(v is False for v in vals) else None
    if isinstance(rel, sp.Not):
        v = _holds(rel.args[0], point)
        return None if v is None else not v
    ops = {sp.Eq: "eq", sp.Ne: "ne", sp.Lt: "lt", sp.Le: "le", sp.Gt: "gt", sp.Ge: "ge"}
    op = ops.get(type(rel))
    if op is None:
        return None
    try:
        diff = sp.simplify(sp.sympify(rel.lhs).xreplace(point) - sp.sympify(rel.rhs).xreplace(point))
    except (TypeError, ValueError, ZeroDivisionError):
        return None
    if diff.has(sp.zoo, sp.nan, sp.oo, -sp.oo) or diff.free_symbols:
        return None
    pos, neg, zero = diff.is_positive, diff.is_negative, diff.is_zero
    if pos is None and neg is None and zero is None:
        return None
    return {
        "eq": zero,
        "ne": None if zero is None else not zero,
        "lt": neg,
        "le": None if pos is None else not pos,
        "gt": pos,
        "ge": None if neg is None else not neg,
    }[op]


class _Tactics:
    """Tactics proving (or refuting a hypothesis of) a closed proposition printed from ``rel``:
    the structure is ``rel``'s (as the printer nests it), the point only picks a disjunct to prove
    or a conjunct to refute.  Every choice is checked by Coq.  ``statement``: the theorem's text;
    Metrics.v's definitions are unfolded only when it names one."""

    def __init__(self, statement: str):
        self.k = 0
        metric = re.search(r"\b(kappa|mcc|asy|kappa_defined|mcc_defined)\b", statement)
        self.closed = _CLOSED if metric else "kmcc_solve_closed"
        self.defined = _DEFINED if metric else "(repeat split; kmcc_solve_closed)"

    def fresh(self) -> str:
        self.k += 1
        return f"W{self.k}"

    def prove(self, rel, point) -> str:
        if rel is sp.true or rel is True:
            return "exact I"
        if isinstance(rel, sp.And):
            return self._split([self.prove(a, point) for a in rel.args])
        if isinstance(rel, sp.Or):
            args = list(rel.args)
            pick = next((i for i, a in enumerate(args) if _holds(a, point) is True), 0)
            steps = "right; " * pick + ("left; " if pick < len(args) - 1 else "")
            return f"({steps}{self.prove(args[pick], point)})"
        if isinstance(rel, sp.Not):
            h = self.fresh()
            return f"(intro {h}; {self.refute(rel.args[0], point, h)})"
        if isinstance(rel, sp.Implies):
            return f"(intros; {self.closed})"
        return self.closed

    def prove_all(self, rels, point) -> str:
        """``r1 /\\ r2 /\\ ...`` (right-nested, as the statements join their parts)."""
        if not rels:
            return "exact I"
        return self._split([self.prove(r, point) if r is not None else self.defined for r in rels])

    @staticmethod
    def _split(tacs: list) -> str:
        out = tacs[-1]
        for t in reversed(tacs[:-1]):
            out = f"(split; [{t} | {out}])"
        return out

    def refute(self, rel, point, h: str) -> str:
        """A tactic closing ``False`` from the hypothesis ``h : rel``."""
        if type(rel) in _ORDER_COMPLEMENT:
            return f"(apply ({_ORDER_COMPLEMENT[type(rel)]} _ _ {h}); {self.closed})"
        if isinstance(rel, sp.Eq):
            return f"(apply ((fun (u w : R) (e : u = w) (n : u <> w) => n e) _ _ {h}); {self.closed})"
        if isinstance(rel, sp.Ne):
            return f"(apply {h}; {self.closed})"
        if isinstance(rel, sp.Not):
            return f"(apply {h}; {self.prove(rel.args[0], point)})"
        if isinstance(rel, (sp.And, sp.Or)):
            args = list(rel.args)
            names = [self.fresh() for _ in args]
            if isinstance(rel, sp.And):
                pattern = names[-1]
                for n in reversed(names[:-1]):
                    pattern = f"[{n} {pattern}]"
                false = [i for i, a in enumerate(args) if _holds(a, point) is False]
                tacs = [self.refute(args[i], point, names[i]) for i in (false[:1] or range(len(args)))]
                return f"(destruct {h} as {pattern}; first [{' | '.join(tacs)}])"
            pattern = names[-1]
            for n in reversed(names[:-1]):
                pattern = f"[{n} | {pattern}]"
            tacs = [self.refute(a, point, n) for a, n in zip(args, names)]
            return f"(destruct {h} as {pattern}; [{' | '.join(tacs)}])"
        return "fail"


def _conj_pattern(names: list) -> str:
    out = names[-1]
    for n in reversed(names[:-1]):
        out = f"[{n} {out}]"
    return out


# ---------------------------------------------------------------------------------------------
# Not


def _negation(claim, witness, secant=None) -> NegationTheorem:

    q = claim.claim
    if not isinstance(q, (Relation, Monotone)):
        raise NotTranslated(
            "negation of a kind not exported",
            f"a negated {q.kind}: only a Relation's or a Monotone's failure at a point is stated",
        )
    inner = _export_alone(q)  # NotTranslated propagates: Q cannot be stated alone either
    if getattr(inner, "sizes", ()):
        raise NotTranslated("negation over a family of symbolic size", "a witness for N is not exported")
    _sign_only(inner.names.values())
    point = _exact(_engine_witness(claim) if witness is None else witness)
    tac = _Tactics(inner.statement)
    script = ["intro H."]
    if inner.variables:
        script.append(f"specialize (H {' '.join(_values(inner.variables, inner.names, point))}).")
    for _, rel in inner.hypotheses:
        script.append(f"specialize (H ltac:({tac.prove(rel, point)})).")
    if isinstance(q, Monotone):
        script += _monotone_refutation(q, inner, point, tac, secant)
    else:
        script += _relation_refutation(inner, point, tac)
    th = NegationTheorem(
        claim.id,
        coq_theorem_name(claim.id),
        "witness",
        [],
        [],
        [],
        [],
        script,
        dict(inner.names),
        interval=True,
        requires=tuple(inner.requires),
    )
    th.negated = inner
    return th


def _relation_refutation(inner, point, tac) -> list:
    """H is the (closed) conjunction of Q's definedness facts and links: refute the link that
    fails at the point."""
    items = [None] * len(inner.defined) + [r for _, r in inner.conclusions]
    failing = [i for i, r in enumerate(items) if r is not None and _holds(r, point) is False]
    if not failing:
        raise NotTranslated("witness not a failure", "no link of the negated claim is false at the point")
    names = [f"C{i}" for i in range(len(items))]
    out = [f"destruct H as {_conj_pattern(names)}."] if len(items) > 1 else [f"rename H into {names[0]}."]
    j = failing[0]
    out.append(tac.refute(items[j], point, names[j]) + ".")
    return out


def _monotone_refutation(q, inner, point, tac, secant=None) -> list:
    """H is ``defined on dom /\\ forall lo hi, dom lo -> dom hi -> lo < hi -> f hi < f lo`` (for
    a decreasing Q): specialized to two points of the set around the engine's, whose values are
    in the wrong order, it states a comparison Coq refutes on closed numbers."""
    x = q.var
    if secant:
        lo, hi = (_exact({x: t})[x] for t in secant)
    elif x not in point:
        raise NotTranslated("witness incomplete", f"no value for {x}")
    else:
        lo, hi = _secant_pair(q, inner, point)
    printer = CoqPrinter()
    lo_t, hi_t = f"({printer.term(lo)})", f"({printer.term(hi)})"
    membership = [r for _, r in inner.membership]
    at_lo, at_hi = {**point, x: lo}, {**point, x: hi}
    out = ["cbv beta zeta in H."]
    if len(inner.conclusions) > 1:  # the definedness conjunct first
        out.append("destruct H as [_ H].")
    out.append(
        f"specialize (H {lo_t} {hi_t} ltac:({tac.prove_all(membership, at_lo)}) "
        f"ltac:({tac.prove_all(membership, at_hi)}) ltac:(lra))."
    )
    # decreasing: H : f hi < f lo, refuted by f lo <= f hi; increasing: H : f lo < f hi
    out.append(f"apply (Rlt_not_le _ _ H); {tac.closed}.")
    return out


def _secant_pair(q, inner, point) -> tuple:
    """Two points lo < hi of the variable's set, near the engine's point, with f(hi) - f(lo) of
    the sign that refutes Q (> 0 for a decreasing Q), exactly; NotTranslated when none is found."""
    x, t0 = q.var, point[q.var]
    params = {s: v for s, v in point.items() if s != x}
    membership = [r for _, r in inner.membership] + [r for _, r in inner.hypotheses]

    def inside(t) -> bool:
        at = {**params, x: t}
        return all(_holds(r, at) is True for r in membership)

    def value(t):
        return sp.sympify(q.expr).xreplace({**params, x: t})

    want_positive = q.direction == "decreasing"
    for k in range(0, 41):
        h = sp.Rational(1, 2**k)
        for lo, hi in ((t0, t0 + h), (t0 - h, t0), (t0 - h, t0 + h)):
            if not (inside(lo) and inside(hi)):
                continue
            try:
                d = sp.simplify(value(hi) - value(lo))
            except (TypeError, ValueError, ZeroDivisionError):
                continue
            if d.free_symbols or d.has(sp.zoo, sp.nan):
                continue
            if (d.is_positive if want_positive else d.is_negative) is True:
                return lo, hi
    raise NotTranslated("witness not a failure", f"no two points near {x} = {t0} with values in the wrong order")


# ---------------------------------------------------------------------------------------------
# Exists


def _existence(claim, witness) -> ExistenceTheorem:

    u = claim.negation
    if not isinstance(u, Relation):
        raise NotTranslated(
            "existence over a kind not exported",
            f"the negation is a {u.kind}: only a Relation's failure at a point is stated",
        )
    inner = _export_alone(u)  # U's hypotheses, definedness facts and links, printed as U alone
    if getattr(inner, "sizes", ()):
        raise NotTranslated("existence over a family of symbolic size", "a witness for N is not exported")
    if type(inner) is not Theorem:
        raise NotTranslated("existence over a kind not exported", f"the negation is stated as {type(inner).__name__}")
    _sign_only(inner.names.values())
    point = _exact(_engine_witness(claim) if witness is None else witness)
    links = [r for _, r in inner.conclusions]
    texts = [t for t, _ in inner.conclusions]
    body = texts[0] if len(texts) == 1 else "(" + " /\\ ".join(texts) + ")"
    failing = sp.Not(links[0] if len(links) == 1 else sp.And(*links, evaluate=False), evaluate=False)
    tac = _Tactics(inner.statement)
    script = [f"exists {', '.join(_values(inner.variables, inner.names, point))}." if inner.variables else "idtac."]
    # the conjuncts before the failure, one by one: U's hypotheses, then its definedness facts
    for _, rel in inner.hypotheses:
        script.append(f"split; [{tac.prove(rel, point)} |].")
    script += [f"split; [{tac.defined} |]." for _ in inner.defined]
    script.append(f"{tac.prove(failing, point)}.")
    th = ExistenceTheorem(
        claim.id,
        coq_theorem_name(claim.id),
        "witness",
        list(inner.variables),
        list(inner.hypotheses),
        list(inner.defined),
        [(f"(~ {body})", failing)],
        script,
        dict(inner.names),
        interval=True,
        requires=tuple(inner.requires),
    )
    return th
