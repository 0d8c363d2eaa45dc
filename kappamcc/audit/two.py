"""The audit of two metrics of a family along two parameters (s, t) together.

For each parameter x the partial derivatives of the two metrics have the signs of two
polynomials N_f(s, t), N_g(s, t) (see ``forms``); the metrics move in opposite directions
along x exactly where N_f * N_g < 0.  Its boundary lies on the curves N_f = 0 and N_g = 0,
printed as the polynomial equations of their factors that change sign in the box (a
factor shown to keep one sign there is left out).  Whether the region is empty is decided
soundly: an exact rational point where the signs are opposite (DISAGREE), or a proof by
Z3 that N_f * N_g >= 0 on the whole box (AGREE); otherwise UNDECIDED.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import sympy as sp

from ..kinds import in_interval
from ..prove.compare import Undecided
from ..prove.exact import radicand_and_denominators
from ..prove.realarith import Outcome, decide
from .forms import METRICS, Form, _rational_parts, derivative_numerator, form_of
from .one import metric_expression
from .parse import AuditError, interval_text
from .plot import plot_two
from .work import sample_point, say, zero_point

__all__ = ["TwoParameterAudit", "Direction", "audit_two"]

_Z3_MS = 4000    # each Z3 question about the box: a bound, so a hard one ends as UNDECIDED


@dataclass
class Direction:
    """Along one parameter: the sign polynomials of the two partial derivatives, the
    boundary curves, and whether the two metrics move in opposite directions somewhere."""

    param: sp.Symbol
    numerators: dict                 # label -> polynomial with the sign of the partial derivative
    curves: list                     # [(label, factor)]: factor = 0 is a boundary curve
    verdict: str                     # DISAGREE, AGREE or UNDECIDED
    witness: dict | None = None      # an exact point of the region (DISAGREE)
    witness_signs: tuple = ()
    reason: str = ""


@dataclass
class TwoParameterAudit:
    name: str
    matrix: sp.Matrix
    params: tuple
    ranges: dict
    labels: tuple
    expressions: dict
    along: dict                      # param -> Direction
    caveats: list = field(default_factory=list)
    positive: int | None = None

    @property
    def verdict(self) -> str:
        verdicts = {d.verdict for d in self.along.values()}
        if "DISAGREE" in verdicts:
            return "DISAGREE"
        return "AGREE" if verdicts == {"AGREE"} else "UNDECIDED"

    def __str__(self) -> str:
        f, g = self.labels
        width = max(len(f), len(g))
        s, t = self.params
        header = (f"audit of {self.name}, {s} in {interval_text(self.ranges[s])}, "
                  f"{t} in {interval_text(self.ranges[t])}")
        if self.positive is not None:
            header += f", positive class {self.positive} (row/column index from 0)"
        lines = [header, "matrix: " + sp.sstr(self.matrix.tolist())]
        lines += [f"{label.ljust(width)} = {sp.sstr(self.expressions[label])}" for label in self.labels] + [""]
        for x, d in self.along.items():
            lines.append(f"along {x} (the other parameter fixed):")
            for label in self.labels:
                lines.append(f"  d{label}/d{x} has the sign of {sp.sstr(sp.factor(d.numerators[label]))}")
            if d.curves:
                lines.append("  boundary curves: " + "; ".join(f"{sp.sstr(h)} = 0 ({label})" for label, h in d.curves))
            else:
                lines.append("  boundary curves: none in the box (every factor keeps one sign there)")
            if d.verdict == "DISAGREE":
                (a, b) = (d.witness[s], d.witness[t])
                lines.append(f"  {f} and {g} move in opposite directions where the product of the two is < 0, e.g. at "
                             f"({s}, {t}) = ({a}, {b}): {f} {d.witness_signs[0]}, {g} {d.witness_signs[1]}")
            elif d.verdict == "AGREE":
                lines.append(f"  {f} and {g} never move in opposite directions along {x} in the box ({d.reason})")
            else:
                lines.append(f"  UNDECIDED whether {f} and {g} move in opposite directions along {x} ({d.reason})")
            lines.append(f"  along {x}: {d.verdict}")
        for caveat in self.caveats:
            lines.append(f"note: {caveat}")
        lines.append(f"verdict: {self.verdict} (" + ", ".join(f"along {x}: {d.verdict}" for x, d in self.along.items())
                     + ")")
        return "\n".join(lines)

    def plot(self, path, window: dict | None = None):
        """For each parameter, the region where the two metrics move in opposite directions
        (shaded) with the boundary curves, on the box (or ``window`` {name: (lo, hi)})."""
        return plot_two(self, path, window)


# --- signs on the box ------------------------------------------------------------------------


def _box_hypotheses(ranges: dict) -> list:
    return [c for x, iv in ranges.items() for c in in_interval(x, sp.Interval.open(iv.start, iv.end))]


def _definite_sign(poly: sp.Expr, ranges: dict) -> int | None:
    """+1 / -1 when the polynomial keeps that strict sign inside the box, shown by an exact
    argument (one variable: its real roots; every parameter > 0 in the box and all
    coefficients of one sign); None when not shown this way."""
    poly = sp.expand(poly)
    if poly.is_number:
        return int(sp.sign(poly)) or None
    free = poly.free_symbols
    if len(free) == 1:
        x, = free
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


def _z3_holds(ranges: dict, goal) -> tuple[str, dict | None]:
    decision = decide(_box_hypotheses(ranges), goal, tuple(ranges), timeout_ms=_Z3_MS)
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
    return ", ".join(f"{k} = {v}" for k, v in sorted(point.items(), key=lambda kv: str(kv[0])))


def _check_box(M: sp.Matrix, ranges: dict, specs, positive) -> list[str]:
    """Entries defined and non-negative, metrics defined, in the box: exact arguments
    first, then Z3; a point where one fails is an AuditError; what neither shows is
    returned as a caveat."""
    caveats = []
    shown = ", ".join(f"{x} in {interval_text(iv)}" for x, iv in ranges.items())
    for i in range(M.rows):
        for j in range(M.cols):
            e = sp.sympify(M[i, j])
            what = f"entry ({i + 1}, {j + 1}) = {sp.sstr(e)}"
            if not e.free_symbols:
                if not e.is_Rational or e < 0:
                    raise AuditError(f"{what} must be a non-negative fraction")
                continue
            if not e.is_rational_function(*ranges):
                raise AuditError(f"{what} is not a rational function of {', '.join(map(str, ranges))}")
            num, den = sp.fraction(sp.together(e))      # as written: a removable singularity stays visible
            sign = _sign_shown(num * den, ranges)
            if sign is not None and sign < 0:
                raise AuditError(f"{what} is negative inside the box ({shown})")
            if sign is not None and _never_zero(den, ranges):
                continue
            outcome, point = _z3_holds(ranges, sp.And(sp.Ne(den, 0), num * den >= 0))
            if outcome is Outcome.REFUTED and point:
                failure = "undefined" if sp.sympify(den).xreplace(point) == 0 else "negative"
                raise AuditError(f"{what} is {failure} at {_point_text(point)}, inside the box ({shown})")
            if outcome is not Outcome.PROVED:
                caveats.append(f"{what}: not shown to be defined and non-negative in the whole box (Z3: {outcome})")
    for spec in specs:
        raw = metric_expression(spec, M, positive)
        for kind, sub in radicand_and_denominators(raw):
            if kind != "den":
                continue
            num, _ = _rational_parts(sub)
            if sp.expand(num) == 0:
                raise AuditError(f"{spec.label} is undefined for every value of {', '.join(map(str, ranges))}")
            if _never_zero(num, ranges):
                continue
            outcome, point = _z3_holds(ranges, sp.Ne(num, 0))
            if outcome is Outcome.REFUTED and point:
                raise AuditError(f"{spec.label} is undefined at {_point_text(point)}, inside the box ({shown})")
            if outcome is not Outcome.PROVED:
                caveats.append(f"{spec.label}: not shown to be defined in the whole box (Z3: {outcome})")
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
                term *= x ** k
            total += term
        return total
    return value


def _direction(x, forms: dict, labels, params, ranges) -> Direction:
    numerators = {label: derivative_numerator(forms[label], x) for label in labels}
    curves = []
    for label in labels:
        if numerators[label] == 0:
            continue
        for h, m in sp.factor_list(numerators[label])[1]:
            if m % 2 and _definite_sign(h, ranges) is None:
                curves.append((label, h))
    if any(numerators[label] == 0 for label in labels):
        constant = next(label for label in labels if numerators[label] == 0)
        return Direction(x, numerators, curves, "AGREE", reason=f"{constant} does not depend on {x}")
    say(f"looking for a point where the two move in opposite directions along {x}")
    value_f, value_g = (_evaluator(numerators[label], params) for label in labels)
    s, t = params
    for a in _candidates(ranges[s]):
        for b in _candidates(ranges[t]):
            vf, vg = value_f((a, b)), value_g((a, b))
            if vf * vg < 0:
                words = tuple("increases" if v > 0 else "decreases" for v in (vf, vg))
                point = {s: sp.Rational(a.numerator, a.denominator), t: sp.Rational(b.numerator, b.denominator)}
                return Direction(x, numerators, curves, "DISAGREE", point, words)
    say(f"proving the two never move in opposite directions along {x} (Z3)")
    product = sp.expand(numerators[labels[0]] * numerators[labels[1]])
    outcome, point = _z3_holds(ranges, product >= 0)
    if outcome is Outcome.PROVED:
        return Direction(x, numerators, curves, "AGREE", reason="proved by Z3: the product of the two is >= 0 in "
                                                                "the box")
    if outcome is Outcome.REFUTED and point:
        vf, vg = value_f(tuple(Fraction(str(point[p])) for p in params)), \
            value_g(tuple(Fraction(str(point[p])) for p in params))
        words = tuple("increases" if v > 0 else "decreases" for v in (vf, vg))
        return Direction(x, numerators, curves, "DISAGREE", dict(point), words)
    return Direction(x, numerators, curves, "UNDECIDED",
                     reason=f"no point found among {len(_candidates(ranges[s])) * len(_candidates(ranges[t]))} "
                            f"rational test points, and Z3 did not prove there is none ({outcome})")


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
    return TwoParameterAudit(name, M, params, ranges, labels, {label: f.expr() for label, f in forms.items()}, along,
                             caveats, positive)
