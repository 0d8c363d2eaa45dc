"""The audit along one parameter with the family's other parameters left symbolic: each
direction is decided by Z3 for *every* value the family's domain allows, and a turning
point is an explicit root (``sympy.solve``) proved to lie inside the range for all of
them.  What cannot be decided so is reported UNDECIDED, never guessed.

The range is checked as the one-parameter audit checks it, for every value of the other
parameters that their own constraints allow: every entry defined and >= 0, and each
metric defined, on the whole range (its closed ends included); a point where one fails is
an ``AuditError``.  The hypotheses are those constraints and the range only: a constraint
of the family on the audited parameter itself (b > 0) is not assumed, since the range may
leave it (the checks above then refuse the range or show the matrices there valid), and
hypotheses that no value satisfies are refused rather than let prove anything."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import sympy as sp

from ..model.family import Family
from ..model.kinds import in_interval
from ..prove.realarith import Outcome, decide
from .forms import METRICS, _rational_parts, definedness_parts, derivative_numerator, form_of
from .one import KappaMccFields, Piece, metric_expression, undefined_reason
from .parse import AuditError, interval_text
from .text import expr_text, long_integers, number_text
from .work import parametric_entries

__all__ = ["SymbolicAudit", "SymbolicPiece", "audit_symbolic"]


@dataclass
class SymbolicPiece(Piece):
    sign: Any  # 1, -1, or None (undecided)


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
    opposite: list | None  # None: not decided for every value of the other parameters

    @property
    def verdict(self) -> str:
        if self.opposite is None:
            return "UNDECIDED"
        if not self.opposite and all(p.sign == 0 for label in self.labels for p in self.pieces[label]):
            return "CONSTANT"
        return "DISAGREE" if self.opposite else "AGREE"

    @long_integers()
    def __str__(self) -> str:
        t = self.param
        width = max(map(len, self.labels))
        lines = [
            f"audit of {self.name}, {t} in {interval_text(self.over)}, for every "
            f"{', '.join(map(str, self.others))} with "
            + (", ".join(expr_text(c) for c in self.constraints) or "no constraint")
        ]
        lines += [f"{label.ljust(width)} = {expr_text(self.expressions[label])}" for label in self.labels] + [""]
        for label in self.labels:
            lines.append(
                f"{label}: "
                + "; ".join(f"{p.direction} on ({expr_text(p.lo)}, {expr_text(p.hi)})" for p in self.pieces[label])
            )
        f, g = self.labels
        if self.opposite is None:
            lines.append(
                "verdict: UNDECIDED for symbolic parameters (fix them with fixed={...} / --fixed for an exact answer)"
            )
        elif self.opposite:
            lines.append(
                "verdict: DISAGREE on " + ", ".join(f"({expr_text(lo)}, {expr_text(hi)})" for lo, hi in self.opposite)
            )
        elif self.verdict == "CONSTANT":
            lines.append(
                f"verdict: CONSTANT ({f} and {g} are both constant on the range, for every value of the "
                "other parameters)"
            )
        elif any(len(self.pieces[label]) == 1 and self.pieces[label][0].sign == 0 for label in self.labels):
            lines.append(
                f"verdict: AGREE ({f} and {g} never move in opposite directions: one is constant on the "
                "range, for every value of the other parameters)"
            )
        else:
            lines.append(
                f"verdict: AGREE ({f} and {g} move in the same direction for every value of the other parameters)"
            )
        return "\n".join(lines)


def _constraints_for(family: Family, others):
    """The family's constraints on the other parameters alone (see the module docstring)."""
    keep = set(others)
    return [c for c in family.domain.constraints if c.free_symbols and c.free_symbols <= keep]


def _point_text(point: dict) -> str:
    return ", ".join(f"{k} = {number_text(v)}" for k, v in sorted(point.items(), key=lambda kv: str(kv[0])))


def _for_every(others, hyps) -> str:
    hypotheses = f" with {', '.join(expr_text(c) for c in hyps)}" if hyps else ""
    return f"for every {', '.join(map(str, others))}" + hypotheses


def _check(hyps: list, goal, symbols, failure, unknown: str) -> None:
    """``goal`` holds wherever ``hyps`` do, or an AuditError: ``failure(point)`` at a point
    where it fails, ``unknown`` when Z3 settles neither."""
    d = decide(hyps, goal, symbols)
    if d.outcome is Outcome.PROVED:
        return
    if d.outcome in (Outcome.REFUTED, Outcome.UNDEFINED) and d.point:
        raise AuditError(failure(d.point))
    raise AuditError(
        unknown + f" (Z3: {d.outcome}, {d.detail}); fix them (fixed={{...}}, --fixed NAME=VALUE) for an exact audit"
    )


def check_symbolic_range(M, t, over, others, hyps, specs, positive) -> None:
    """What ``audit_one`` checks on its range, for every value of the other parameters that
    ``hyps`` allow: the hypotheses have a solution, every entry is defined and >= 0, and
    each metric is defined on the whole range (closed ends included)."""
    symbols = tuple(others) + (t,)
    on_range = list(hyps) + in_interval(t, over)
    every = _for_every(others, hyps)

    def at(point) -> str:
        return f"{_point_text(point)}, inside the range {t} in {interval_text(over)}"

    constraints = ", ".join(expr_text(c) for c in hyps) or "(none)"
    consistent = decide(on_range, sp.false, symbols)  # PROVED: no point satisfies them, and Z3 proves anything
    if consistent.outcome is Outcome.PROVED:
        raise AuditError(
            f"no value of {', '.join(map(str, others))} satisfies the family's constraints {constraints} "
            f"with {t} in {interval_text(over)}: there is nothing to audit"
        )
    if consistent.outcome is not Outcome.REFUTED:
        raise AuditError(
            f"whether some value of {', '.join(map(str, others))} satisfies the family's constraints "
            f"{constraints} was not decided (Z3: {consistent.outcome}); fix them (fixed={{...}}, --fixed "
            "NAME=VALUE) for an exact audit"
        )
    for what, num, den in parametric_entries(M, symbols):
        if den.free_symbols:
            _check(
                on_range,
                sp.Ne(den, 0),
                symbols,
                lambda p: f"{what} is undefined at {at(p)} (its denominator {expr_text(den)} is 0 there)",
                f"{what}: not shown to be defined on the range {every}",
            )
        _check(
            on_range,
            sp.Ge(sp.expand(num * den), 0),
            symbols,
            lambda p: f"{what} is negative at {at(p)}",
            f"{what}: not shown to be non-negative on the range {every}",
        )
    for spec in specs:
        metric_expression(spec, M, positive)  # its errors first, as AuditError
        for kind, sub in definedness_parts(spec, M, positive):
            if not sub.free_symbols:
                if (kind == "den" and sub == 0) or (kind == "rad" and sub < 0):
                    raise AuditError(f"{spec.label} is undefined for every value of {', '.join(map(str, symbols))}")
                continue
            num, den = _rational_parts(sub)
            if kind == "den":
                if sp.expand(num) == 0:
                    raise AuditError(f"{spec.label} is undefined for every value of {', '.join(map(str, symbols))}")
                _check(
                    on_range,
                    sp.Ne(num, 0),
                    symbols,
                    lambda p: (
                        f"{spec.label} is undefined at {at(p)}"
                        + (undefined_reason(spec, M, p, positive) or f" (its denominator {expr_text(sub)} is 0 there)")
                    ),
                    f"{spec.label}: not shown to be defined on the range {every}",
                )
            else:
                _check(
                    on_range,
                    sp.Ge(sp.expand(num * den), 0),
                    symbols,
                    lambda p: f"{spec.label} is not real at {at(p)} (the square root of a negative number)",
                    f"{spec.label}: not shown to be real on the range {every}",
                )


def _sign_everywhere(expr, hyps, symbols):
    for s in (1, -1):
        if decide(hyps, sp.Gt(s * expr, 0), symbols).outcome is Outcome.PROVED:
            return s
    return None


def _symbolic_pieces(numerator, t, over, hyps, symbols) -> list:
    if sp.expand(numerator) == 0:  # the derivative is 0: constant in t for every other value
        return [SymbolicPiece(over.start, over.end, 0)]
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
    hyps = _constraints_for(family, others)
    symbols = tuple(others) + (t,)
    specs = [METRICS[k] for k in keys]
    check_symbolic_range(M, t, over, others, hyps, specs, positive)
    labels = tuple(s.label for s in specs)
    forms = {spec.label: form_of(metric_expression(spec, M, positive)) for spec in specs}
    pieces = {
        label: _symbolic_pieces(derivative_numerator(form, t), t, over, hyps, symbols) for label, form in forms.items()
    }
    kp, mp = (pieces[label] for label in labels)
    opposite: list | None = None
    if all(p.sign is not None for p in kp + mp):
        if len(mp) == 1:
            opposite = [(p.lo, p.hi) for p in kp if p.sign * mp[0].sign < 0]
        elif len(kp) == 1:
            opposite = [(p.lo, p.hi) for p in mp if p.sign * kp[0].sign < 0]
    return SymbolicAudit(
        name or family.name,
        t,
        over,
        list(others),
        hyps,
        labels,
        {label: form.expr() for label, form in forms.items()},
        pieces,
        opposite,
    )
