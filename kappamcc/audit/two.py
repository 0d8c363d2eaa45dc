"""The audit of two metrics of a family along two parameters (s, t) together.

For each parameter x the partial derivatives of the two metrics have the signs of two
polynomials N_f(s, t), N_g(s, t) (see ``forms``); the metrics move in opposite directions
along x exactly where N_f * N_g < 0.  Its boundary lies on the curves N_f = 0 and N_g = 0,
printed as the polynomial equations of their factors of odd multiplicity that are shown
to change sign in the box (two exact points of the box where the factor has opposite
signs, so the curve meets it); a factor shown to keep one sign there is left out, and one
for which neither is shown is printed as such.  Whether the region is empty is decided
soundly: an exact rational point where the signs are opposite (DISAGREE), or a proof by
Z3 that N_f * N_g >= 0 on the whole box (AGREE); otherwise UNDECIDED.

The box is closed where its ranges are: the entries and the metrics are checked on its
edges and corners too, as the one-parameter audit checks the ends of its range.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import sympy as sp

from ..model.kinds import in_interval
from ..prove.compare import Undecided
from ..prove.exact import exact_sign
from ..prove.realarith import Outcome, decide
from .forms import METRICS, Form, _rational_parts, definedness_parts, derivative_numerator, form_of
from .one import metric_expression, undefined_reason
from .parse import AuditError, interval_text
from .plot import plot_two
from .text import expr_text, long_integers, number_text
from .work import closed_ends, parametric_entries, sample_point, say, zero_point

__all__ = ["TwoParameterAudit", "Direction", "audit_two"]

_Z3_MS = 4000  # each Z3 question about the box: a bound, so a hard one ends as UNDECIDED


@dataclass
class Direction:
    """Along one parameter: the sign polynomials of the two partial derivatives, the
    boundary curves, and whether the two metrics move in opposite directions somewhere."""

    param: sp.Symbol
    numerators: dict  # label -> polynomial with the sign of the partial derivative
    curves: list  # [(label, factor)]: factor = 0 is a boundary curve
    verdict: str  # DISAGREE, AGREE or UNDECIDED
    witness: dict | None = None  # an exact point of the region (DISAGREE)
    witness_signs: tuple = ()
    reason: str = ""
    undecided_curves: list = field(default_factory=list)  # [(label, factor)]: not shown to meet the box or not


@dataclass
class TwoParameterAudit:
    name: str
    matrix: sp.Matrix
    params: tuple
    ranges: dict
    labels: tuple
    expressions: dict
    along: dict  # param -> Direction
    caveats: list = field(default_factory=list)
    positive: int | None = None

    @property
    def verdict(self) -> str:
        verdicts = {d.verdict for d in self.along.values()}
        if "DISAGREE" in verdicts:
            return "DISAGREE"
        return "AGREE" if verdicts == {"AGREE"} else "UNDECIDED"

    @long_integers()
    def __str__(self) -> str:
        f, g = self.labels
        width = max(len(f), len(g))
        s, t = self.params
        header = f"audit of {self.name}, {s} in {interval_text(self.ranges[s])}, {t} in {interval_text(self.ranges[t])}"
        if self.positive is not None:
            header += f", positive class {self.positive} (row/column index from 0)"
        lines = [header, "matrix: " + expr_text(self.matrix.tolist())]
        lines += [f"{label.ljust(width)} = {expr_text(self.expressions[label])}" for label in self.labels] + [""]
        for x, d in self.along.items():
            lines.append(f"along {x} (the other parameter fixed):")
            for label in self.labels:
                lines.append(f"  d{label}/d{x} has the sign of {expr_text(sp.factor(d.numerators[label]))}")
            if d.curves:
                lines.append(
                    "  boundary curves: " + "; ".join(f"{expr_text(h)} = 0 ({label})" for label, h in d.curves)
                )
            elif d.undecided_curves:
                lines.append("  boundary curves: none shown to meet the box")
            else:
                lines.append("  boundary curves: none in the box (every factor keeps one sign there)")
            for label, h in d.undecided_curves:
                lines.append(
                    f"  not decided whether it meets the box: {expr_text(h)} = 0 ({label}) (no sign change "
                    "found at exact points of the box, and Z3 did not show one sign)"
                )
            if d.verdict == "DISAGREE":
                (a, b) = (d.witness[s], d.witness[t])
                lines.append(
                    f"  {f} and {g} move in opposite directions where the product of the two is < 0, e.g. at "
                    f"({s}, {t}) = ({a}, {b}): {f} {d.witness_signs[0]}, {g} {d.witness_signs[1]}"
                )
            elif d.verdict == "AGREE":
                lines.append(f"  {f} and {g} never move in opposite directions along {x} in the box ({d.reason})")
            else:
                lines.append(f"  UNDECIDED whether {f} and {g} move in opposite directions along {x} ({d.reason})")
            lines.append(f"  along {x}: {d.verdict}")
        for caveat in self.caveats:
            lines.append(f"note: {caveat}")
        lines.append(
            f"verdict: {self.verdict} (" + ", ".join(f"along {x}: {d.verdict}" for x, d in self.along.items()) + ")"
        )
        return "\n".join(lines)

    @long_integers()
    def plot(self, path, window: dict | None = None):
        """For each parameter, the region where the two metrics move in opposite directions
        (shaded) with the boundary curves, on the box (or ``window`` {name: (lo, hi)})."""
        return plot_two(self, path, window)


# --- signs on the box ------------------------------------------------------------------------


def _box_hypotheses(ranges: dict, closed: bool = False) -> list:
    """The open box, or (``closed``) the box with the ends its ranges include."""
    return [c for x, iv in ranges.items() for c in in_interval(x, iv if closed else sp.Interval.open(iv.start, iv.end))]


def _definite_sign(poly: sp.Expr, ranges: dict) -> int | None:
    """+1 / -1 when the polynomial keeps that strict sign inside the box, shown by an exact
    argument (one variable: its real roots; every parameter > 0 in the box and all
    coefficients of one sign); None when not shown this way."""
    poly = sp.expand(poly)
    if poly.is_number:
        return int(sp.sign(poly)) or None
    free = poly.free_symbols
    if len(free) == 1:
        (x,) = free
        iv = ranges[x]
        inside = sp.Interval.open(iv.start, iv.end)
        try:
            zero = zero_point(poly, x, inside, "a factor of a boundary")
        except Undecided:
            return None
        if zero is None:
            return int(sp.sign(poly.subs(x, sample_point(inside))))
        return None
    if all(iv.start >= 0 for iv in ranges.values()):
        coeffs = sp.Poly(poly, *sorted(free, key=str)).coeffs()
        if all(c > 0 for c in coeffs):
            return 1
        if all(c < 0 for c in coeffs):
            return -1
    return None


def _z3_holds(ranges: dict, goal, closed: bool = False) -> tuple[Outcome, dict | None]:
    decision = decide(_box_hypotheses(ranges, closed), goal, tuple(ranges), timeout_ms=_Z3_MS)
    return decision.outcome, decision.point


def _sign_shown(poly: sp.Expr, ranges: dict) -> int | None:
    """The sign of a polynomial in the box wherever its even-multiplicity factors are not
    0, when every factor of odd multiplicity keeps one sign there (else None)."""
    constant, factors = sp.factor_list(sp.expand(poly))
    sign = int(sp.sign(constant))
    for h, m in factors:
        if m % 2:
            s = _definite_sign(h, ranges)
            if s is None:
                return None
            sign *= s
    return sign


def _never_zero(poly: sp.Expr, ranges: dict) -> bool:
    """Shown not to vanish in the box: every factor keeps one strict sign there."""
    return all(_definite_sign(h, ranges) is not None for h, _ in sp.factor_list(sp.expand(poly))[1])


def _point_text(point: dict) -> str:
    return ", ".join(f"{k} = {number_text(v)}" for k, v in sorted(point.items(), key=lambda kv: str(kv[0])))


def _edge_zero(poly: sp.Expr, ranges: dict) -> dict | None:
    """A point on a closed edge of the box (a corner included) where the polynomial is 0,
    exactly, or None: on the edge x = e, a polynomial in the other parameter on its range."""
    poly = sp.expand(poly)
    for x, iv in ranges.items():
        (y,) = [p for p in ranges if p != x]
        for end in closed_ends(iv):
            on_edge = sp.expand(poly.subs(x, end))
            if on_edge == 0:
                return {x: end, y: sample_point(ranges[y])}
            if not on_edge.has(y):
                continue
            at = zero_point(on_edge, y, ranges[y], "a polynomial on an edge of the box")
            if at is not None:
                return {x: end, y: at}
    return None


def _check_box(M: sp.Matrix, ranges: dict, specs, positive) -> list[str]:
    """Entries defined and non-negative, metrics defined, on the box with its closed edges:
    exact arguments first (a sign kept inside the open box extends to its edges by
    continuity; a zero on an edge is found by the one-parameter root isolation), then Z3 on
    the closed box; a point where one fails is an AuditError; what neither shows is returned
    as a caveat."""
    caveats = []
    shown = ", ".join(f"{x} in {interval_text(iv)}" for x, iv in ranges.items())

    def nonzero(poly, undefined: str, why, caveat: str) -> None:
        """``poly`` != 0 on the closed box, or an AuditError: ``undefined`` at a point, and
        ``why(point)`` (in brackets, or after a colon)."""
        at = _edge_zero(poly, ranges)
        if at is not None:
            raise AuditError(f"{undefined} at {_point_text(at)}, on the edge of the box ({shown}){why(at)}")
        if _never_zero(poly, ranges):
            return
        outcome, point = _z3_holds(ranges, sp.Ne(poly, 0), closed=True)
        if outcome in (Outcome.REFUTED, Outcome.UNDEFINED) and point:
            raise AuditError(f"{undefined} at {_point_text(point)}, inside the box ({shown}){why(point)}")
        if outcome is not Outcome.PROVED:
            caveats.append(f"{caveat} (Z3: {outcome})")

    def nonnegative(poly, negative: str, caveat: str) -> None:
        """``poly`` >= 0 on the closed box (wherever the entries are defined), or an AuditError."""
        sign = _sign_shown(poly, ranges)
        if sign is not None and sign < 0:
            raise AuditError(f"{negative} inside the box ({shown})")
        if sign is not None:
            return
        outcome, point = _z3_holds(ranges, sp.expand(poly) >= 0, closed=True)
        if outcome in (Outcome.REFUTED, Outcome.UNDEFINED) and point:
            raise AuditError(f"{negative} at {_point_text(point)}, inside the box ({shown})")
        if outcome is not Outcome.PROVED:
            caveats.append(f"{caveat} (Z3: {outcome})")

    for what, num, den in parametric_entries(M, tuple(ranges)):
        if den.free_symbols:
            nonzero(
                den,
                f"{what} is undefined",
                lambda p: f" (its denominator {expr_text(den)} is 0 there)",
                f"{what}: not shown to be defined in the whole box",
            )
        nonnegative(num * den, f"{what} is negative", f"{what}: not shown to be non-negative in the whole box")
    for spec in specs:
        metric_expression(spec, M, positive)  # its errors first, as AuditError
        for kind, sub in definedness_parts(spec, M, positive):
            num, den = _rational_parts(sub)
            if kind == "den":
                if sp.expand(num) == 0:
                    raise AuditError(f"{spec.label} is undefined for every value of {', '.join(map(str, ranges))}")
                if num.free_symbols:
                    nonzero(
                        num,
                        f"{spec.label} is undefined",
                        lambda p: (
                            undefined_reason(spec, M, p, positive) or f" (its denominator {expr_text(sub)} is 0 there)"
                        ),
                        f"{spec.label}: not shown to be defined in the whole box",
                    )
            elif (num * den).free_symbols:
                nonnegative(
                    num * den,
                    f"{spec.label} is not real (the square root of a negative number)",
                    f"{spec.label}: not shown to be real in the whole box",
                )
            elif num * den < 0:
                raise AuditError(f"{spec.label} is not real for any value of {', '.join(map(str, ranges))}")
    return caveats


# --- the region -------------------------------------------------------------------------------


def _candidates(iv: sp.Interval) -> list[Fraction]:
    """Simple rationals inside an interval, spread over it (a finite range: 24 steps; an
    infinite one: a geometric ladder)."""
    lo, hi = iv.start, iv.end
    if lo.is_finite and hi.is_finite:
        return [Fraction(int(q.p), int(q.q)) for q in (lo + (hi - lo) * sp.Rational(k, 24) for k in range(1, 24))]
    base = lo if lo.is_finite else (hi if hi.is_finite else sp.Integer(0))
    steps = [sp.Rational(1, 8), sp.Rational(1, 4), sp.Rational(1, 2), 1, 2, 3, 5, 8, 13, 20, 50, 100, 1000, 10**6]
    values = [base + d for d in steps] if lo.is_finite else [base - d for d in steps]
    if not lo.is_finite and not hi.is_finite:
        values += [-v for v in values] + [sp.Integer(0)]
    return [Fraction(int(sp.Rational(v).p), int(sp.Rational(v).q)) for v in values]


def _evaluator(poly: sp.Expr, params: tuple):
    terms = [(tuple(m), Fraction(int(c.p), int(c.q))) for m, c in sp.Poly(poly, *params).terms()]

    def value(point: tuple) -> Fraction:
        total = Fraction(0)
        for monomial, c in terms:
            term = c
            for x, k in zip(point, monomial):
                term *= x**k
            total += term
        return total

    return value


def _changes_sign(h: sp.Expr, ranges: dict, params: tuple) -> bool | None:
    """True when the polynomial is shown to take both signs in the open box (two exact
    points; the box is connected, so h = 0 meets it there); False when it is shown to keep
    one sign there (strict, or >= 0 or <= 0 by Z3); None when neither is shown."""
    if _definite_sign(h, ranges) is not None:
        return False
    value = _evaluator(h, params)
    s, t = params
    seen = set()
    for a in _candidates(ranges[s]):
        for b in _candidates(ranges[t]):
            v = value((a, b))
            if v:
                seen.add(v > 0)
                if len(seen) == 2:
                    return True
    points: list[dict | None] = []
    for goal in (h >= 0, h <= 0):
        outcome, point = _z3_holds(ranges, goal)
        if outcome is Outcome.PROVED:
            return False
        points.append(point if outcome is Outcome.REFUTED else None)
    if all(points):
        signs = {exact_sign(sp.expand(h).xreplace(p)) for p in points}
        if signs == {-1, 1}:
            return True
    return None


def _direction(x, forms: dict, labels, params, ranges) -> Direction:
    numerators = {label: derivative_numerator(forms[label], x) for label in labels}
    curves, undecided = [], []
    for label in labels:
        if numerators[label] == 0:
            continue
        for h, m in sp.factor_list(numerators[label])[1]:
            if m % 2:
                changes = _changes_sign(h, ranges, params)
                if changes:
                    curves.append((label, h))
                elif changes is None:
                    undecided.append((label, h))
    if any(numerators[label] == 0 for label in labels):
        constant = next(label for label in labels if numerators[label] == 0)
        return Direction(
            x, numerators, curves, "AGREE", reason=f"{constant} does not depend on {x}", undecided_curves=undecided
        )
    say(f"looking for a point where the two move in opposite directions along {x}")
    value_f, value_g = (_evaluator(numerators[label], params) for label in labels)
    s, t = params
    point: dict | None
    for a in _candidates(ranges[s]):
        for b in _candidates(ranges[t]):
            vf, vg = value_f((a, b)), value_g((a, b))
            if vf * vg < 0:
                words = tuple("increases" if v > 0 else "decreases" for v in (vf, vg))
                point = {s: sp.Rational(a.numerator, a.denominator), t: sp.Rational(b.numerator, b.denominator)}
                return Direction(x, numerators, curves, "DISAGREE", point, words, undecided_curves=undecided)
    say(f"proving the two never move in opposite directions along {x} (Z3)")
    product = sp.expand(numerators[labels[0]] * numerators[labels[1]])
    outcome, point = _z3_holds(ranges, product >= 0)
    if outcome is Outcome.PROVED:
        return Direction(
            x,
            numerators,
            curves,
            "AGREE",
            reason="proved by Z3: the product of the two is >= 0 in the box",
            undecided_curves=undecided,
        )
    if outcome is Outcome.REFUTED and point:
        vf, vg = (
            value_f(tuple(Fraction(str(point[p])) for p in params)),
            value_g(tuple(Fraction(str(point[p])) for p in params)),
        )
        words = tuple("increases" if v > 0 else "decreases" for v in (vf, vg))
        return Direction(x, numerators, curves, "DISAGREE", dict(point), words, undecided_curves=undecided)
    return Direction(
        x,
        numerators,
        curves,
        "UNDECIDED",
        reason=f"no point found among {len(_candidates(ranges[s])) * len(_candidates(ranges[t]))} "
        f"rational test points, and Z3 did not prove there is none ({outcome})",
        undecided_curves=undecided,
    )


def audit_two(M: sp.Matrix, params: tuple, ranges: dict, name: str, keys: tuple, positive):
    specs = [METRICS[k] for k in keys]
    labels = tuple(spec.label for spec in specs)
    say("checking the entries and the metrics on the box")
    caveats = _check_box(M, ranges, specs, positive)
    forms: dict[str, Form] = {}
    for spec in specs:
        form = form_of(metric_expression(spec, M, positive))
        forms[spec.label] = form
    along = {x: _direction(x, forms, labels, params, ranges) for x in params}
    return TwoParameterAudit(
        name, M, params, ranges, labels, {label: f.expr() for label, f in forms.items()}, along, caveats, positive
    )
