"""The audit along one parameter with the family's other parameters left symbolic: each
direction is decided by Z3 for *every* value the family's domain allows, and a turning
point is an explicit root (``sympy.solve``) proved to lie inside the range for all of
them.  What cannot be decided so is reported UNDECIDED, never guessed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sympy as sp

from ..family import Family
from ..kinds import in_interval
from ..prove.realarith import Outcome, decide
from .forms import METRICS, derivative_numerator, form_of
from .one import KappaMccFields, Piece, metric_expression
from .parse import interval_text

__all__ = ["SymbolicAudit", "SymbolicPiece", "audit_symbolic"]


@dataclass
class SymbolicPiece(Piece):
    sign: Any          # 1, -1, or None (undecided)


@dataclass
class SymbolicAudit(KappaMccFields):
    """Audit along t with the other parameters symbolic under the family's domain constraints."""

    name: str
    param: sp.Symbol
    over: sp.Interval
    others: list
    constraints: list
    labels: tuple
    expressions: dict
    pieces: dict
    opposite: list | None           # None: not decided for every value of the other parameters

    @property
    def verdict(self) -> str:
        if self.opposite is None:
            return "UNDECIDED"
        return "DISAGREE" if self.opposite else "AGREE"

    def __str__(self) -> str:
        t = self.param
        width = max(map(len, self.labels))
        lines = [f"audit of {self.name}, {t} in {interval_text(self.over)}, for every "
                 f"{', '.join(map(str, self.others))} with "
                 + (", ".join(sp.sstr(c) for c in self.constraints) or "no constraint")]
        lines += [f"{label.ljust(width)} = {sp.sstr(self.expressions[label])}" for label in self.labels] + [""]
        for label in self.labels:
            lines.append(f"{label}: " + "; ".join(f"{p.direction} on ({sp.sstr(p.lo)}, {sp.sstr(p.hi)})"
                                                 for p in self.pieces[label]))
        f, g = self.labels
        if self.opposite is None:
            lines.append("verdict: UNDECIDED for symbolic parameters (fix them with fixed={...} / --fixed for an exact "
                         "answer)")
        elif self.opposite:
            lines.append("verdict: DISAGREE on " + ", ".join(f"({sp.sstr(lo)}, {sp.sstr(hi)})"
                                                              for lo, hi in self.opposite))
        else:
            lines.append(f"verdict: AGREE ({f} and {g} move in the same direction for every value of the other "
                         "parameters)")
        return "\n".join(lines)


def _constraints_for(family: Family, t, others):
    keep = set(others) | {t}
    return [c for c in family.domain.constraints if c.free_symbols and c.free_symbols <= keep]


def _sign_everywhere(expr, hyps, symbols):
    for s in (1, -1):
        if decide(hyps, sp.Gt(s * expr, 0), symbols).outcome is Outcome.PROVED:
            return s
    return None


def _symbolic_pieces(numerator, t, over, hyps, symbols) -> list:
    inside = hyps + in_interval(t, sp.Interval.open(over.start, over.end))
    s = _sign_everywhere(numerator, inside, symbols)
    if s is not None:
        return [SymbolicPiece(over.start, over.end, s)]
    try:
        roots = [r for r in sp.solve(sp.factor(numerator), t) if r.is_real is not False]
    except NotImplementedError:
        roots = []
    cuts = []
    for r in roots:
        inner = [c.subs(t, r) for c in in_interval(t, sp.Interval.open(over.start, over.end))]
        try:
            if inner and all(decide(hyps, c, symbols).outcome is Outcome.PROVED for c in inner):
                cuts.append(r)
        except NotImplementedError:
            continue
    if len(cuts) == 1:
        r = cuts[0]
        left = _sign_everywhere(numerator, hyps + in_interval(t, sp.Interval.open(over.start, r)), symbols)
        right = _sign_everywhere(numerator, hyps + in_interval(t, sp.Interval.open(r, over.end)), symbols)
        return [SymbolicPiece(over.start, r, left), SymbolicPiece(r, over.end, right)]
    return [SymbolicPiece(over.start, over.end, None)]


def audit_symbolic(family: Family, M, t, over, others, name, keys, positive) -> SymbolicAudit:
    hyps = _constraints_for(family, t, others)
    symbols = tuple(others) + (t,)
    specs = [METRICS[k] for k in keys]
    labels = tuple(s.label for s in specs)
    forms = {spec.label: form_of(metric_expression(spec, M, positive)) for spec in specs}
    pieces = {label: _symbolic_pieces(derivative_numerator(form, t), t, over, hyps, symbols)
              for label, form in forms.items()}
    kp, mp = (pieces[label] for label in labels)
    opposite: list | None = None
    if all(p.sign is not None for p in kp + mp):
        if len(mp) == 1:
            opposite = [(p.lo, p.hi) for p in kp if p.sign * mp[0].sign < 0]
        elif len(kp) == 1:
            opposite = [(p.lo, p.hi) for p in mp if p.sign * kp[0].sign < 0]
    return SymbolicAudit(name or family.name, t, over, list(others), hyps, labels,
                         {label: form.expr() for label, form in forms.items()}, pieces, opposite)
