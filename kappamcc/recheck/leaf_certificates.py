"""Certificates for the sign of a polynomial leaf, by shifting each variable to its lower bound.

A sign hint of the exporter (``try (assert (0 < P) by kmcc_leaf).``, :mod:`.theorem`) names a
polynomial P that ``lra``/``nra`` often cannot sign: ``N^3 - N^2 - 2N + 1 + A(2N - 1) > 0`` for
N >= 2 and A >= 0 needs a product of three hypotheses.  Written in the distances to the
variables' lower bounds (N = 2 + q0, A = 0 + q1, q0, q1 >= 0), it is ``1 + 6 q0 + 5 q0^2 + q0^3
+ 3 q1 + 2 q0 q1``: every coefficient positive, so Coq proves it positive monomial by monomial
(``kmcc_pospoly``, Export.v) for all q >= 0, instantiates the q with the texts ``N - 2``
and ``A - 0`` (``kmcc_cert_side`` proves them >= 0 from the hypotheses), and proves P equal to
the instance by ``field``.  Sympy only finds the certificate; Coq checks all of it, so a wrong
certificate fails the proof (the line is under ``try``), never proves a false sign.
"""

from __future__ import annotations

import re

import sympy as sp

from .printer import CoqPrinter, parse

__all__ = ["leaf_certificates", "linear_bound"]

_LEAF = re.compile(r"^try \(assert \((0 < (.*)|(.*) < 0)\) by kmcc_leaf\)\.$")
_NONZERO = re.compile(r"^assert \((\w+) : (.*) <> 0\) by (.*)\.$")
_MAX_TERMS = 40  # a larger certificate costs Coq more than the hint is worth


def linear_bound(rel, x, side):
    """For ``side`` +1: a lower bound e with rel equivalent to x > e (or x >= e); -1: an upper
    bound.  None when rel is not of that form (or bounds the other side)."""
    if isinstance(rel, (sp.StrictGreaterThan, sp.GreaterThan)):
        d = rel.lhs - rel.rhs
    elif isinstance(rel, (sp.StrictLessThan, sp.LessThan)):
        d = rel.rhs - rel.lhs
    else:
        return None
    try:
        poly = sp.Poly(d, x)
    except sp.PolynomialError:
        return None
    if poly.degree() != 1 or poly.LC().free_symbols:
        return None
    a = poly.LC()
    e = -(d - a * x) / a
    if a not in (1, -1):  # sympy's own arithmetic already gives the bound for a = +-1; cancel would
        e = sp.cancel(e)  # also expand a root's radicand, which then no longer reads as printed
    if (a > 0) == (side > 0):
        return e
    return None


def _lower_bound(rel, x):
    """(c, strict) when ``rel`` says x > c or x >= c for a rational c; else None."""
    c = linear_bound(rel, x, 1)
    if c is None or not c.is_Rational:
        return None
    return c, isinstance(rel, (sp.StrictGreaterThan, sp.StrictLessThan))


def _bounds(hypotheses) -> dict:
    """symbol -> (largest numeric lower bound, strict) over the hypotheses (sympy relations)."""
    out: dict = {}
    for rel in hypotheses:
        for x in getattr(rel, "free_symbols", ()):
            b = _lower_bound(rel, x)
            if b is None:
                continue
            best = out.get(x)
            if best is None or b[0] > best[0] or (b[0] == best[0] and b[1]):
                out[x] = b
    return out


def _certificate(P, positive: bool, ptext: str, bounds: dict, names: dict) -> str | None:
    xs = sorted(P.free_symbols, key=str)
    if not xs or any(x not in bounds for x in xs) or not P.is_polynomial(*xs):
        return None
    hint = CoqPrinter()
    hint.names = dict(names)
    qs = []
    for i in range(len(xs)):
        q = sp.Symbol(f"kq{i}", real=True)
        while hint.symbol(q) in names:
            q = sp.Symbol(q.name + "_", real=True)
        qs.append(q)
    G = sp.expand(P.xreplace({x: bounds[x][0] + q for x, q in zip(xs, qs)}))
    if not positive:
        G = -G
    try:
        terms = sp.Poly(G, *qs).terms()
    except sp.PolynomialError:
        return None
    if not terms or len(terms) > _MAX_TERMS or not all(c.is_Rational and c > 0 for _, c in terms):
        return None
    strict = [bounds[x][1] for x in xs]

    def is_strict(monom):
        return all(k == 0 or strict[i] for i, k in enumerate(monom))

    terms.sort(key=lambda t: not is_strict(t[0]))
    if not is_strict(terms[0][0]):
        return None  # no monomial positive for every q of its signs: only >= 0 follows
    monos = []
    for monom, c in terms:
        fs = [hint.term(c)] if c != 1 or not any(monom) else []
        fs += [hint.term(q**k) for q, k in zip(qs, monom) if k]
        monos.append("(" + " * ".join(fs) + ")")
    qnames = [hint.symbol(q) for q in qs]
    binders = " ".join(f"({n} : R)" for n in qnames)
    hyps = "".join(f"0 < {n} -> " if st else f"0 <= {n} -> " for n, st in zip(qnames, strict))
    body = " + ".join(monos)
    insts = [f"({hint.term(x)} - {hint.term(bounds[x][0])})" for x in xs]
    instance = body
    for n, t in zip(qnames, insts):
        instance = re.sub(rf"(?<![A-Za-z0-9_']){re.escape(n)}(?![A-Za-z0-9_'])", t, instance)
    rel = f"0 < {ptext}" if positive else f"{ptext} < 0"
    rhs = f"({instance})" if positive else f"(- ({instance}))"
    sides = " ".join("ltac:(kmcc_cert_side)" for _ in qs)
    return (
        f"try (assert ({rel}) by ("
        f"assert (Hc : forall {binders}, {hyps}0 < {body}) by (clear; intros; timeout 10 kmcc_pospoly); "
        f"pose proof (Hc {' '.join(insts)} {sides}) as Hci; "
        f"assert (Hr : {ptext} = {rhs}) by (timeout 15 field); lra))."
    )


def leaf_certificates(lines: list, names: dict, hypotheses) -> list:
    """``lines`` with, after each polynomial sign hint that has a certificate, the same fact
    asserted by the certificate, and before each ``x <> 0`` fact on such a polynomial, its sign
    (``hypotheses``: the sympy relations whose numeric lower bounds shift the variables)."""
    bounds = _bounds(hypotheses)
    out = []
    for line in lines:
        nonzero = _NONZERO.match(line) if bounds else None
        if nonzero:  # x <> 0: its sign first, when a certificate gives it (either sign)
            for positive in (True, False):
                cert = _parsed_certificate(nonzero.group(2), positive, bounds, names)
                if cert:
                    out.append(cert)
                    break
        out.append(line)
        m = _LEAF.match(line)
        if not m or not bounds:
            continue
        positive = m.group(2) is not None
        cert = _parsed_certificate(m.group(2) if positive else m.group(3), positive, bounds, names)
        if cert:
            out.append(cert)
    return out


def _parsed_certificate(ptext: str, positive: bool, bounds: dict, names: dict) -> str | None:
    try:
        P = parse(ptext, names)
    except ValueError:
        return None
    return _certificate(sp.expand(P), positive, ptext, bounds, names)
