"""sympy -> Coq terms, and back (issue 32: the exporter's printer and its round trip).

:class:`CoqPrinter` prints a claim's expressions and relations as Coq terms over ``R``
(``Reals``), with a family's kappa or MCC printed as ``kappa n M`` / ``mcc n M`` of
the family's matrix (Metrics.v's general definitions, ``bin a b c d`` for a 2 x 2 matrix,
``mat [[...]; ...]`` otherwise), never as the closed form sympy derived.  While it prints,
it lists the *atoms* of the term, innermost first: each division, square root, logarithm,
absolute value and family metric, with the definedness fact the Coq theorem must state and
prove (a denominator ``<> 0``, a radicand ``>= 0``, ``kappa_defined``, ...).

:func:`parse` reads the printer's own output back into sympy, so that a test can compare
the printed statement with the claim's (:func:`same`): a printer that changes a sign, an
exponent or a matrix entry fails the round trip.
"""

from __future__ import annotations

import math
import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache, wraps
from typing import Callable, Iterator, TypeVar

import sympy as sp

from ..model.family import _derived

__all__ = [
    "NotTranslated",
    "CoqPrinter",
    "Atom",
    "FamilyMatrix",
    "parse",
    "parse_prop",
    "same",
    "family_metric",
    "scaled_family_metric",
    "SymbolicMatrix",
    "symbolic_family_metric",
    "any_family_metric",
    "nat_name",
    "printing_for",
    "printing_families",
    "named_families",
    "exports_claim",
]


class NotTranslated(Exception):
    """The statement cannot be stated in Coq by this exporter: ``reason`` is a short category
    (the report groups by it), ``detail`` says what exactly."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason, self.detail = reason, detail


@dataclass(frozen=True)
class FamilyMatrix:
    """A concrete-size matrix of a family: its size and entries (row-major)."""

    n: int
    entries: tuple

    @property
    def matrix(self) -> sp.Matrix:
        return sp.Matrix(self.n, self.n, list(self.entries))


@dataclass(frozen=True)
class SymbolicMatrix:
    """A family matrix of symbolic size: Coq binds the size as a natural number ``n`` (``nat``),
    states the real size symbol as ``INR n``, and prints the matrix with the family's own Coq
    definition, e.g. ``ZA n A`` for Z_A (Families.v).  ``aggregates()`` are the family's S, tr,
    sum r_k c_k, sum r_k^2, sum c_k^2 (sympy, from its entrywise definition); Coq proves each by
    ``agg_tactic`` from the hand-written lemmas of DT2019_Prop8.v, never by computation."""

    family: str
    size: sp.Symbol
    args: tuple
    constructor: str
    nat: str
    real: str
    arg_texts: tuple = ()

    @property
    def agg_tactic(self) -> str:
        return f"kmcc_agg_za {self.nat} {self.real}"

    def facts(self, h: str) -> list:
        """Coq lines (hints, under ``try``): the signs of the family's factors (ExportZA.v), which
        give its kappa denominator and MCC radicands their signs."""
        args = " ".join(self.arg_texts)
        return [f"try (pose proof (kmcc_za_signs {self.real} {args} ltac:(lra) ltac:(kmcc_ineq_s)) as {h}z)."]

    def aggregates(self) -> dict:
        S, T, RC, RR, CC = _SYMBOLIC[self.family].aggregates()
        sub = dict(zip(_SYMBOLIC[self.family].params, self.args))
        return {k: sp.expand(v.xreplace(sub)) for k, v in zip(("S", "T", "RC", "RR", "CC"), (S, T, RC, RR, CC))}


@dataclass
class Atom:
    """A non-polynomial subterm of a printed statement: ``kind`` is div, sqrt, ln, abs,
    kappa or mcc; ``text`` its Coq term; ``parts`` the Coq texts its facts need."""

    kind: str
    text: str
    parts: tuple = ()
    matrix: FamilyMatrix | SymbolicMatrix | None = None


# the metrics of a family matrix Metrics.v defines (Ent has no Coq definition: its closed form
# is printed)
_METRICS = ("kappa", "mcc", "asy")

# The families the claim being exported names (``families=``, on it and on its parts): a family's
# metric is printed as ``kappa n M`` only when the claim says it is about that family.  Set by
# :func:`printing_for` around one claim's export, so that every printer the exporter makes for it
# (conclusion, hypotheses, hints) reads the same families.
_NAMED: ContextVar[tuple] = ContextVar("kappamcc_named_families", default=())


def named_families(claim) -> tuple:
    """The families ``claim`` names, with those its parts, inner claim, negation and correction
    name, in a fixed order (by name, then entries), without repeats."""
    found: dict = {}
    stack = [claim]
    while stack:
        c = stack.pop()
        for f in getattr(c, "families", ()):
            found.setdefault(id(f), f)
        stack.extend(getattr(c, "parts", ()) or ())
        stack.extend(x for x in (getattr(c, a, None) for a in ("claim", "negation", "correction")) if x is not None)
    return tuple(sorted(found.values(), key=lambda f: (f.name, tuple(map(str, f.entries)))))


@contextmanager
def printing_families(families) -> Iterator[None]:
    """Print within this block the metrics of ``families`` as their matrices' (and no others)."""
    token = _NAMED.set(tuple(families))
    try:
        yield
    finally:
        _NAMED.reset(token)


def printing_for(claim):
    """Print within this block as for ``claim``: the families it names (:func:`named_families`)."""
    return printing_families(named_families(claim))


_Export = TypeVar("_Export", bound=Callable)


def exports_claim(export: _Export) -> _Export:
    """An exporter of one claim (its first argument), run under :func:`printing_for` that claim."""

    @wraps(export)
    def run(claim, *args, **kwargs):
        with printing_for(claim):
            return export(claim, *args, **kwargs)

    return run  # type: ignore[return-value]


def _matrices(families) -> list:
    """The concrete-size matrices of ``families``."""
    out = []
    for f in families:
        entries = tuple(f.entries)
        n = math.isqrt(len(entries))
        if entries and n * n == len(entries):
            out.append(FamilyMatrix(n, tuple(sp.sympify(x) for x in entries)))
    return out


def family_metric(e, families=None) -> tuple[str, FamilyMatrix] | None:
    """("kappa" | "mcc" | "asy", matrix) when ``e`` is, structurally, the kappa, MCC or Asy (as
    sqrt of its expanded square) that one of ``families`` (by default those the claim being
    exported names: :func:`printing_for`) of concrete size derives from its matrix; None
    otherwise.  A family expression of symbolic size raises NotTranslated (:func:`_unknown_origin`);
    Ent is printed as its closed form."""
    families = _NAMED.get() if families is None else families
    for m in _matrices(families):
        for which in _METRICS:
            if which == "asy" and not m.matrix.free_symbols <= e.free_symbols:
                continue  # Asy free of an entry (|b - 1| of [[a, b], [1, d]]): printed closed, or
                #          the theorem would range over entries the claim does not bind
            if _derived(which, m.matrix) == e:
                return which, m
    return None


class _SymbolicFamily:
    """A family of symbolic size that Coq defines (``constructor``) with the hand-written lemmas
    for its aggregates: Z_A (DT2019_Prop8.v's za_total, za_trace, za_rc, za_rr, za_cc)."""

    def __init__(self, name: str, module: str, builder: str, constructor: str, size: str, params: tuple):
        self.family_name, self.module, self.builder, self.constructor = name, module, builder, constructor
        self.size_name, self.param_names = size, params

    def _module(self):
        import importlib

        return importlib.import_module(self.module)

    @property
    def size(self) -> sp.Symbol:
        return getattr(self._module(), self.size_name)

    @property
    def params(self) -> tuple:
        return tuple(getattr(self._module(), p) for p in self.param_names)

    def family(self):
        return _symbolic_family(self.module, self.builder)

    def aggregates(self) -> tuple:
        return self._module().aggregates()


@lru_cache(maxsize=None)
def _symbolic_family(module: str, builder: str):
    import importlib

    return getattr(importlib.import_module(module), builder)()


_SYMBOLIC = {"Z_A": _SymbolicFamily("Z_A", "kappamcc.families.z_a", "z_a", "ZA", "N", ("A",))}


def nat_name(real: str) -> str:
    """The Coq name of the natural number whose INR is the size printed as ``real``
    (``v_N`` -> ``n_N``; no symbol's identifier starts with ``n_``)."""
    return "n" + real[1:]


def symbolic_family_metric(e, families=None) -> tuple[str, _SymbolicFamily] | None:
    """("kappa" | "mcc", family) when ``e`` is, structurally, the kappa or MCC that a family of
    symbolic size Coq defines (``_SYMBOLIC``) and the claim names derives for every size,
    re-derived here from the family's definition (not taken from the named object); None
    otherwise."""
    if getattr(e, "is_Atom", True):
        return None
    families = _NAMED.get() if families is None else families
    for name in sorted({f.name for f in families if not f.entries}):
        spec = _SYMBOLIC.get(name)
        if spec is None:
            continue
        fam = spec.family()
        for which in ("kappa", "mcc"):
            if getattr(fam, which) == e:
                return which, spec
    return None


def any_family_metric(e, families=None):
    """(which, matrix) for a family metric of concrete size (:func:`family_metric`) or the
    kappa/MCC of a family of symbolic size (the family spec in place of the matrix)."""
    return family_metric(e, families) or symbolic_family_metric(e, families)


def family_matrices(e, families=None) -> int:
    """How many different matrices of the named families derive ``e`` as their kappa, MCC or Asy
    (a table and its classes swapped derive the same MCC)."""
    families = _NAMED.get() if families is None else families
    return len({m.entries for m in _matrices(families) if any(_derived(w, m.matrix) == e for w in _METRICS)})


def _unknown_origin(e, families=None):
    """Refuse a metric of a named family of symbolic size that Coq does not define (neither a
    Coq matrix nor a closed form of one).  The Asy or Ent a family of concrete size derived is
    printed as its closed form, as the same expression is when a claim took it from
    ``kappamcc.metrics``."""
    families = _NAMED.get() if families is None else families
    names = sorted({f.name for f in families if not f.entries and e in f.derived_metrics()})
    if not names:
        return None
    raise NotTranslated(
        "family metric not recognised",
        f"an expression of {', '.join(names)}, a family of symbolic size (such as Z_A for every N)",
    )


# -- a family's kappa or MCC times a number -------------------------------------------------
#
# ``-K`` and ``2 * MCC`` are flattened by sympy into one product, ``Mul(-1, *K.args)``: the
# family's derived expression is no longer a subterm, but its own factors are there verbatim
# (the unevaluated numerator and denominator that mark it as the derived form).  Such a
# product is read as ``c * K`` exactly when removing the rational ``c`` from its factors leaves
# the factors of a named family's derived expression, structurally.  Nothing evaluated is matched:
# ``MCC**2`` (sympy returns num**2/(rows*cols), a closed form like any other) is not
# recognised, since a hand-written closed form can be the very same term; a claim states it
# as ``Pow(MCC, 2, evaluate=False)``, which the printer reads as ``(mcc n M) ^ 2``.


def _factor_key(args) -> tuple:
    return tuple(sorted(args, key=sp.default_sort_key))


def _derived_by_factors(families) -> dict:
    """the factors (sorted) of each metric of ``families`` that is a product -> the metric"""
    return {_factor_key(d.args): d for f in families for d in f.derived_metrics() if isinstance(d, sp.Mul)}


def scaled_family_metric(e, families=None) -> tuple | None:
    """(c, "kappa" | "mcc", matrix, d) when ``e`` is the product ``Mul(c, *d.args)`` sympy makes
    of ``c * d``, with ``d`` a family's derived kappa or MCC (see :func:`any_family_metric`; for a
    family of symbolic size the family in place of the matrix) and ``c`` a rational other than 1."""
    if not isinstance(e, sp.Mul):
        return None
    families = _NAMED.get() if families is None else families
    by_factors = _derived_by_factors(families)
    for i, c in enumerate(e.args):
        if not isinstance(c, sp.Rational) or c == 1:
            continue
        d = by_factors.get(_factor_key(e.args[:i] + e.args[i + 1 :]))
        found = any_family_metric(d, families) if d is not None else None
        if found:
            return c, found[0], found[1], d
    return None


_COQ_RESERVED = {"S", "O", "R", "N", "PI", "sqrt", "ln", "exp", "kappa", "mcc", "asy", "bin", "mat", "fun", "forall"}


def coq_name(name: str) -> str:
    """A Coq identifier for a sympy symbol's name: ``v_`` + the name with other characters as _.
    Two symbols can share it (``x`` real and ``x`` positive, ``a.b`` and ``a_b``):
    :meth:`CoqPrinter.symbol` then primes the later one (``v_x'1``); a prime never occurs in
    this function's output, so a primed name is nobody's first choice."""
    return "v_" + re.sub(r"[^A-Za-z0-9_]", "_", name)


class CoqPrinter:
    """Prints sympy expressions and relations as Coq; ``atoms`` lists what it met, innermost first."""

    def __init__(self):
        self.atoms: list[Atom] = []
        self._seen: dict = {}
        self.names: dict = {}  # Coq identifier -> sympy Symbol
        self.families = False
        self.metrics: set = set()
        self.scaled = 0  # how many terms were printed as c * metric (scaled_family_metric)
        # a metric several matrices derived -> how often it was printed (printed as the first
        # matrix: a relation comparing it with itself may have meant two of them)
        self.shared: dict = {}
        # natural-number size -> the real name it is stated as (INR n): a family of symbolic size
        self.sizes: dict = {}

    # -- names ------------------------------------------------------------------------------
    def symbol(self, s: sp.Symbol) -> str:
        """The symbol's Coq identifier, one per symbol: ``coq_name``, or, when a different symbol
        already holds it, the first of ``v_x'1``, ``v_x'2``, ... that is this symbol's or free.
        Printers sharing ``names`` (the exporter's hint printers) probe the same sequence over the
        same table, so each finds the identifier its symbol was first given."""
        base = coq_name(s.name)
        name, k = base, 0
        while True:
            other = self.names.get(name)
            if other is None:
                self.names[name] = s
                return name
            if other == s:
                return name
            k += 1
            name = f"{base}'{k}"

    def _atom(self, kind, text, parts=(), matrix=None) -> str:
        if text not in self._seen:
            self._seen[text] = Atom(kind, text, tuple(parts), matrix)
            self.atoms.append(self._seen[text])
        return text

    # -- terms ------------------------------------------------------------------------------
    def closed_term(self, e) -> str:
        """``e`` printed as its closed form even when a family derived it (the right side of
        the equation that rewrites ``asy n M``)."""
        e = sp.sympify(e)
        if isinstance(e, sp.Mul):
            return self._mul(e)
        if isinstance(e, sp.Pow):
            return self._pow(e)
        return self.term(e)

    def term(self, e) -> str:
        e = sp.sympify(e)
        found = family_metric(e) if not e.is_Atom else None
        if not found and not e.is_Atom:
            symbolic = symbolic_family_metric(e)
            if symbolic:
                return self._symbolic_metric(*symbolic)
            _unknown_origin(e)
            scaled = scaled_family_metric(e)
            if scaled:
                c, _, _, d = scaled
                self.scaled += 1
                metric = self.term(d)
                return f"(- {metric})" if c == -1 else f"({self.term(c)} * {metric})"
        if found:
            which, m = found
            if family_matrices(e) > 1:
                self.shared[e] = self.shared.get(e, 0) + 1
            self.families = True
            self.metrics.add(which)
            entries = [self.term(x) for x in m.entries]
            if m.n == 2:
                mtext = "(bin " + " ".join(entries) + ")"
            else:
                rows = ["[" + "; ".join(entries[i * m.n : (i + 1) * m.n]) + "]" for i in range(m.n)]
                mtext = "(mat [" + "; ".join(rows) + "])"
            return self._atom(which, f"({which} {m.n} {mtext})", (str(m.n), mtext), m)
        if isinstance(e, sp.Integer):
            return str(e) if e >= 0 else f"(- {-e})"
        if isinstance(e, sp.Rational):
            num = str(abs(e.p))
            text = f"({num} / {e.q})"
            return text if e.p > 0 else f"(- {text})"
        if isinstance(e, sp.Symbol):
            if e.is_real is False or e.is_extended_real is False:
                raise NotTranslated("not a real variable", str(e))
            return self.symbol(e)
        if e is sp.pi:
            return "PI"
        if e is sp.E:
            return self._atom("exp", "(exp 1)")
        if isinstance(e, sp.Add):
            return "(" + " + ".join(self.term(a) for a in e.args) + ")"
        if isinstance(e, sp.Mul):
            return self._mul(e)
        if isinstance(e, sp.Pow):
            return self._pow(e)
        if isinstance(e, sp.Abs):
            x = self.term(e.args[0])
            return self._atom("abs", f"(Rabs {x})", (x,))
        if isinstance(e, sp.log):
            if len(e.args) != 1:
                raise NotTranslated("function not in the exporter", f"log with a base: {e}")
            x = self.term(e.args[0])
            return self._atom("ln", f"(ln {x})", (x,))
        if isinstance(e, sp.exp):
            x = self.term(e.args[0])
            return self._atom("exp", f"(exp {x})", (x,))
        if isinstance(e, (sp.Max, sp.Min)):
            name = "Rmax" if isinstance(e, sp.Max) else "Rmin"
            args = [self.term(a) for a in e.args]
            out = args[0]
            for a in args[1:]:
                out = self._atom(name.lower(), f"({name} {out} {a})", (out, a))
            return out
        if isinstance(e, sp.CRootOf):
            raise NotTranslated("algebraic number given as a polynomial root", str(e))
        raise NotTranslated("function not in the exporter", type(e).__name__)

    def _symbolic_metric(self, which: str, spec) -> str:
        """``(kappa n (ZA n A))``: the size bound as the natural number ``n`` (``sizes``)."""
        real = self.symbol(spec.size)
        nat = nat_name(real)
        self.names[nat] = spec.size
        self.sizes[nat] = real
        args = tuple(self.term(a) for a in spec.params)
        m = SymbolicMatrix(spec.family_name, spec.size, spec.params, spec.constructor, nat, real, args)
        mtext = "(" + " ".join([spec.constructor, nat, *args]) + ")"
        self.families = True
        self.metrics.add(which)
        return self._atom(which, f"({which} {nat} {mtext})", (nat, mtext), m)

    def _mul(self, e: sp.Mul) -> str:
        num, den = [], []
        for f in e.args:
            if isinstance(f, sp.Rational) and not isinstance(f, sp.Integer):
                if f.p != 1:
                    num.append(f.p)
                den.append(sp.Integer(f.q))
            elif isinstance(f, sp.Pow) and f.exp.is_Rational and f.exp < 0:
                den.append(sp.Pow(f.base, -f.exp, evaluate=False) if f.exp != -1 else f.base)
            else:
                num.append(f)
        negative = bool(num) and num[0] in (-1, sp.Integer(-1))
        if negative:
            num = num[1:]
        ntext = " * ".join(self.term(sp.sympify(x)) for x in num) if num else "1"
        if len(num) > 1:
            ntext = f"({ntext})"
        if den:
            dtext = " * ".join(self.term(x) for x in den)
            if len(den) > 1:
                dtext = f"({dtext})"
            out = self._atom("div", f"({ntext} / {dtext})", (ntext, dtext))
        else:
            out = ntext if len(num) > 1 or not num else f"({ntext})"
        return f"(- {out})" if negative else out

    def _pow(self, e: sp.Pow) -> str:
        base, ex = e.base, e.exp
        if not ex.is_Rational:
            raise NotTranslated("power with a non-rational exponent", str(e))
        if ex < 0:
            return self._mul(sp.Mul(1, e, evaluate=False))
        if ex.q == 1:
            return f"({self.term(base)} ^ {ex.p})"
        if ex.q == 2:
            x = self.term(base)
            root = self._atom("sqrt", f"(sqrt {x})", (x,))
            return root if ex.p == 1 else f"({root} ^ {ex.p})"
        raise NotTranslated("power with a non-rational exponent", f"exponent {ex} in {e}")

    # -- propositions -----------------------------------------------------------------------
    def prop(self, r) -> str:
        r = sp.sympify(r)
        ops = {sp.Eq: "=", sp.Ne: "<>", sp.Lt: "<", sp.Le: "<=", sp.Gt: ">", sp.Ge: ">="}
        for cls, op in ops.items():
            if type(r) is cls:
                scaled = self.scaled
                lhs, rhs = self.term(r.lhs), self.term(r.rhs)
                if lhs == rhs and self.scaled > scaled:
                    # sympy evaluated both sides to one form: which side was the metric is
                    # lost, and Coq would prove t = t
                    raise NotTranslated(
                        "metric not stated from a family matrix",
                        f"both sides of a link are one evaluated form, read as {lhs}",
                    )
                return f"({lhs} {op} {rhs})"
        if isinstance(r, sp.And):
            return "(" + " /\\ ".join(self.prop(a) for a in r.args) + ")"
        if isinstance(r, sp.Or):
            return "(" + " \\/ ".join(self.prop(a) for a in r.args) + ")"
        if isinstance(r, sp.Not):
            return f"(~ {self.prop(r.args[0])})"
        if isinstance(r, sp.Implies):
            return f"({self.prop(r.args[0])} -> {self.prop(r.args[1])})"
        if r is sp.true:
            return "True"
        raise NotTranslated("relation not in the exporter", type(r).__name__)


# ---------------------------------------------------------------------------------------------
# the way back: a parser of the printer's own output

_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z0-9_']*)|(<>|<=|>=|/\\|\\/|->|[-+*/^()<>=~\[\];]))")


def _tokens(text: str) -> list:
    out, pos = [], 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"cannot read {text[pos : pos + 20]!r}")
        out.append(m.group(m.lastindex or 0))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str, names: dict):
        self.toks, self.i, self.names = _tokens(text), 0, names

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want=None):
        t = self.peek()
        if t is None or (want is not None and t != want):
            raise ValueError(f"expected {want!r}, got {t!r}")
        self.i += 1
        return t

    # propositions: -> (right) < \/ < /\ < ~ < relation
    def prop(self):
        left = self.disj()
        if self.peek() == "->":
            self.take()
            return sp.Implies(left, self.prop(), evaluate=False)
        return left

    def disj(self):
        items = [self.conj()]
        while self.peek() == "\\/":
            self.take()
            items.append(self.conj())
        return items[0] if len(items) == 1 else sp.Or(*items, evaluate=False)

    def conj(self):
        items = [self.neg()]
        while self.peek() == "/\\":
            self.take()
            items.append(self.neg())
        return items[0] if len(items) == 1 else sp.And(*items, evaluate=False)

    def neg(self):
        if self.peek() == "~":
            self.take()
            return sp.Not(self.neg(), evaluate=False)
        if self.peek() == "True":
            self.take()
            return sp.true
        if self.peek() == "(":  # a parenthesised proposition, or a term starting a relation
            save = self.i
            try:
                self.take("(")
                p = self.prop()
                self.take(")")
                if self.peek() not in ("=", "<>", "<", "<=", ">", ">=", "+", "*", "/", "^", "-"):
                    return p
            except ValueError:
                pass
            self.i = save
        lhs = self.expr()
        op = self.take()
        rhs = self.expr()
        ops = {"=": sp.Eq, "<>": sp.Ne, "<": sp.Lt, "<=": sp.Le, ">": sp.Gt, ">=": sp.Ge}
        if op not in ops:
            raise ValueError(f"expected a relation, got {op!r}")
        return ops[op](lhs, rhs, evaluate=False)

    # terms
    def expr(self):
        items = [self.mul()]
        while self.peek() in ("+", "-"):  # binary minus: the proof scripts' own facts use it
            items.append(self.mul() if self.take() == "+" else -self.mul())
        return items[0] if len(items) == 1 else sp.Add(*items)

    def mul(self):
        value = self.unary()
        while self.peek() in ("*", "/"):
            op = self.take()
            rhs = self.unary()
            value = sp.Mul(value, rhs) if op == "*" else sp.Mul(value, sp.Pow(rhs, -1))
        return value

    def unary(self):
        if self.peek() == "-":
            self.take()
            return -self.unary()
        return self.power()

    def power(self):
        base = self.app()
        if self.peek() == "^":
            self.take()
            return sp.Pow(base, sp.Integer(int(self.take())))
        return base

    def app(self):
        t = self.peek()
        if t in ("sqrt", "Rabs", "ln", "exp"):
            self.take()
            x = self.app()
            return {"sqrt": sp.sqrt, "Rabs": sp.Abs, "ln": sp.log, "exp": sp.exp}[t](x)
        if t in ("Rmax", "Rmin"):
            self.take()
            x, y = self.app(), self.app()
            return (sp.Max if t == "Rmax" else sp.Min)(x, y)
        if t in _METRICS:
            self.take()
            if not (self.peek() or "").isdigit():
                return self.symbolic(t)
            n = int(self.take())
            m = self.matrix(n)
            return _derived(t, m)
        return self.atom()

    def symbolic(self, which):
        """``kappa n (ZA n A)``: the metric the family of symbolic size derives, at size
        ``names[n]`` and the parameters read."""
        nat = self.take()
        self.take("(")
        spec = next((f for f in _SYMBOLIC.values() if f.constructor == self.peek()), None)
        if spec is None or which not in ("kappa", "mcc"):
            raise ValueError(f"expected a matrix of symbolic size, got {self.peek()!r}")
        self.take()
        if self.take() != nat or nat not in self.names:
            raise ValueError(f"the size of {spec.constructor} is not {nat!r}")
        args = [self.app() for _ in spec.params]
        self.take(")")
        sub = {spec.size: self.names[nat], **dict(zip(spec.params, args))}
        return getattr(spec.family(), which).xreplace(sub)

    def matrix(self, n):
        self.take("(")
        kind = self.take()
        if kind == "bin":
            entries = [self.app() for _ in range(4)]
        elif kind == "mat":
            self.take("[")
            entries = []
            for i in range(n):
                self.take("[")
                for j in range(n):
                    entries.append(self.expr())
                    if j < n - 1:
                        self.take(";")
                self.take("]")
                if i < n - 1:
                    self.take(";")
            self.take("]")
        else:
            raise ValueError(f"expected a matrix, got {kind!r}")
        self.take(")")
        return sp.Matrix(n, n, entries)

    def atom(self):
        t = self.take()
        if t == "(":
            e = self.expr()
            self.take(")")
            return e
        if t.isdigit():
            return sp.Integer(int(t))
        if t == "PI":
            return sp.pi
        if t in self.names:
            return self.names[t]
        raise ValueError(f"unknown name {t!r}")


def parse(text: str, names: dict) -> sp.Expr:
    """A Coq term printed by :class:`CoqPrinter` back as sympy (``names``: identifier -> Symbol)."""
    p = _Parser(text, names)
    e = p.expr()
    if p.peek() is not None:
        raise ValueError(f"unread text from {p.peek()!r}")
    return e


def parse_prop(text: str, names: dict):
    p = _Parser(text, names)
    r = p.prop()
    if p.peek() is not None:
        raise ValueError(f"unread text from {p.peek()!r}")
    return r


def _canon(e):
    """Rebuilt with sympy's evaluation: the printed and the claim's form compare equal exactly
    when they are the same term up to sympy's own automatic simplification (an unevaluated
    quotient t/t becomes 1 on both sides; exp(1) is E)."""
    if isinstance(e, sp.Basic) and e.args:
        if isinstance(e, (sp.Eq, sp.Ne, sp.Lt, sp.Le, sp.Gt, sp.Ge)):
            return (type(e).__name__, _canon(e.lhs), _canon(e.rhs))
        if isinstance(e, (sp.And, sp.Or)):
            return (type(e).__name__, frozenset(_canon(a) for a in e.args))
        if isinstance(e, (sp.Not, sp.Implies)):
            return (type(e).__name__,) + tuple(_canon(a) for a in e.args)
        args = [_canon(a) for a in e.args]
        return e.func(*args)
    return e


def same(a, b) -> bool:
    """The two expressions or relations are the same statement (see ``_canon``)."""
    ca, cb = _canon(sp.sympify(a)), _canon(sp.sympify(b))
    return ca == cb
