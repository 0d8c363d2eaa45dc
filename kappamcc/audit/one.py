"""The audit of a family along one parameter, every other one fixed: exact at every step.

Each metric is derived by ``kappamcc.metrics`` from the matrix *as given* (no rescaling),
and is defined on the whole range or the audit stops with an ``AuditError`` naming the
point.  Every turning point is a real root of a derivative numerator (see ``forms``),
isolated exactly and compared exactly with the others and with the ends of the range
(``kappamcc.prove.compare``): the output does not depend on floating point or on the
hash seed.  A comparison that cannot be finished makes its items UNDECIDED.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import sympy as sp

from .. import metrics
from ..prove.compare import RealAlgebraic, Undecided, as_fmpq, integer_poly
from ..prove.exact import exact_sign
from .forms import (
    METRICS,
    Form,
    _rational_parts,
    abs_difference_numerator,
    common_numerator_factor,
    definedness_parts,
    derivative_numerator,
    end_value,
    form_of,
    root,
)
from .parse import AuditError, interval_text
from .plot import plot_one
from .text import decimal, expr_text, has_long_number, long_integers, number_text
from .work import negative_point, parametric_entries, poly_line, sample_point, say, where, zero_point

__all__ = ["Audit", "Piece", "KappaMccFields", "audit_one", "metric_expression"]

_LONG = 300  # a closed form longer than this is shown with its coefficients rounded


@dataclass
class Piece:
    lo: Any
    hi: Any
    sign: int | None  # sign of the derivative on (lo, hi); None: undecided

    @property
    def direction(self) -> str:
        return {1: "increasing", -1: "decreasing", 0: "constant", None: "undecided"}[self.sign]


class KappaMccFields:
    """The field names of the kappa-MCC audit (``result.kappa``, ``result.mcc_pieces``), kept
    for its users: read from ``expressions`` and ``pieces`` (None for a metric not audited)."""

    @property
    def kappa(self):
        return self.expressions.get("kappa")

    @property
    def mcc(self):
        return self.expressions.get("MCC")

    @property
    def kappa_pieces(self):
        return self.pieces.get("kappa")

    @property
    def mcc_pieces(self):
        return self.pieces.get("MCC")


@dataclass
class Audit(KappaMccFields):
    """The audit of two metrics of a one-parameter family (print it, or read the fields).

    ``pieces[label]``: where the metric increases, decreases or is constant (None when
    undecided); ``opposite``: the intervals where the two move in opposite directions;
    ``extrema[label]``: (kind, point, value); ``equality_points``: where the two metrics are
    equal (``equal_everywhere`` when they are equal on the whole range); ``limits[label]``:
    the values or one-sided limits at the two ends; Asy and Ent likewise."""

    name: str
    matrix: sp.Matrix
    param: sp.Symbol
    over: sp.Interval
    labels: tuple
    expressions: dict
    pieces: dict
    opposite: list | None
    limits: dict = field(default_factory=dict)
    extrema: dict = field(default_factory=dict)
    equality_points: list | None = field(default_factory=list)
    equal_everywhere: bool = False
    order: list | None = None  # [(sign of f - g, lo, hi)] on the open pieces
    asy: sp.Expr | None = None
    asy_ends: tuple = (None, None)
    ent_ends: tuple = (None, None)
    ent_note: str = ""
    positive: int | None = None
    undecided: str | None = None  # why the directions could not be decided
    point_notes: dict = field(default_factory=dict)  # point -> how far it is from the previous one

    @property
    def asy_limit(self):
        return self.asy_ends[1]

    @property
    def ent_limit(self):
        return self.ent_ends[1]

    @property
    def verdict(self) -> str:
        if self.undecided is not None:
            return "UNDECIDED"
        if self.opposite:
            return "DISAGREE"
        if all(len(p) == 1 and p[0].sign == 0 for p in self.pieces.values()):
            return "CONSTANT"
        return "AGREE"

    def _point(self, x) -> str:
        return number_text(x, self.param) + self.point_notes.get(x, "")

    @staticmethod
    def _expression_text(expr) -> str:
        text = expr_text(expr)
        if len(text) <= _LONG and not has_long_number(expr):
            return text
        return expr_text(sp.N(expr, 10)) + "  (coefficients rounded to 10 digits)"

    @long_integers()
    def __str__(self) -> str:
        t, (f, g) = self.param, self.labels
        width = max(len(f), len(g))
        header = f"audit of {self.name}, {t} in {interval_text(self.over)}"
        if self.positive is not None:
            header += f", positive class {self.positive} (row/column index from 0)"
        lines = [header, "matrix: " + expr_text(self.matrix.tolist())]
        lines += [
            f"{label.ljust(width)} = {self._expression_text(self.expressions[label])}" for label in self.labels
        ] + [""]
        for label in self.labels:
            pieces = self.pieces.get(label)
            if pieces is None:
                lines.append(f"{label}: UNDECIDED ({self.undecided})")
            elif len(pieces) == 1 and pieces[0].sign == 0:
                lines.append(f"{label}: constant on {interval_text(self.over)}, = {self._point(self.limits[label][0])}")
            else:
                lines.append(
                    f"{label}: "
                    + "; ".join(f"{p.direction} on ({self._point(p.lo)}, {self._point(p.hi)})" for p in pieces)
                )
        for label in self.labels:
            lo_val, hi_val = self.limits[label]
            lines.append(f"{label} at the ends: {self._point(lo_val)} .. {self._point(hi_val)}")
        for label in self.labels:
            if self.pieces.get(label) is None:
                continue
            points = self.extrema.get(label, [])
            for kind, at, value in points:
                shown = expr_text(sp.N(value, 8)) if isinstance(value, sp.Float) else self._point(value)
                lines.append(f"{label} local {kind} at {t} = {self._point(at)}, value {shown}")
            if not points and not (len(self.pieces[label]) == 1 and self.pieces[label][0].sign == 0):
                lines.append(
                    f"{label} has no local extremum inside the range (it is monotone between the turning "
                    "points listed above)"
                    if len(self.pieces[label]) > 1
                    else f"{label} has no local extremum inside the range (it is monotone)"
                )
        lines += self._comparison_lines()
        lines += self._asy_ent_lines()
        lines.append(self._verdict_line())
        return "\n".join(lines)

    def _comparison_lines(self) -> list[str]:
        f, g = self.labels
        t = self.param
        out = []
        if set(self.labels) == {"kappa", "MCC"}:
            out.append("sign(kappa) = sign(MCC) everywhere (common numerator S tr - sum r_k c_k); |kappa| <= |MCC|")
        if self.equality_points is None:
            out.append(f"where {f} = {g}: UNDECIDED ({self.undecided})")
        elif self.equal_everywhere:
            out.append(f"{f} = {g} everywhere on the range")
        elif self.equality_points:
            out.append(
                f"{f} = {g} exactly at {t} = "
                + ", ".join(self._point(p) for p in self.equality_points)
                + " (nowhere else on the range)"
            )
        else:
            out.append(f"{f} != {g} everywhere on the range")
        if self.order and not self.equal_everywhere and set(self.labels) != {"kappa", "MCC"}:
            out.append(
                "; ".join(
                    f"{f} {'>' if s > 0 else '<' if s < 0 else '='} {g} on ({self._point(lo)}, {self._point(hi)})"
                    for s, lo, hi in self.order
                )
            )
        return out

    def _asy_ent_lines(self) -> list[str]:
        out = []
        if self.asy is not None:
            out.append(f"Asy = {self._expression_text(self.asy)}")
            out.append(f"Asy at the ends: {self._point(self.asy_ends[0])} .. {self._point(self.asy_ends[1])}")
        lo, hi = self.ent_ends
        if lo is None and hi is None:
            out.append(f"Ent: {self.ent_note}")
        else:
            shown = [self._point(v) if isinstance(v, sp.Expr) else v for v in (lo, hi)]
            out.append(f"Ent at the ends: {shown[0]} .. {shown[1]}" + (f"  ({self.ent_note})" if self.ent_note else ""))
        return out

    def _verdict_line(self) -> str:
        f, g = self.labels
        verdict = self.verdict
        if verdict == "UNDECIDED":
            return f"verdict: UNDECIDED ({self.undecided})"
        if verdict == "DISAGREE":  # then self.opposite is set (the intervals)
            return "verdict: DISAGREE on " + ", ".join(
                f"({self._point(lo)}, {self._point(hi)})"
                for lo, hi in self.opposite  # type: ignore[union-attr]  # set when DISAGREE
            )
        if verdict == "CONSTANT":
            return f"verdict: CONSTANT ({f} and {g} are both constant on the range: neither moves)"
        constant = [label for label in self.labels if len(self.pieces[label]) == 1 and self.pieces[label][0].sign == 0]
        if constant:
            return (
                f"verdict: AGREE ({f} and {g} never move in opposite directions: {constant[0]} is constant on "
                "the range)"
            )
        return f"verdict: AGREE ({f} and {g} move in the same direction on the whole range)"

    @long_integers()
    def plot(self, path):
        """The two metrics along the range, the intervals of opposite directions shaded."""
        return plot_one(self, path)


# --- definedness ---------------------------------------------------------------------------


def _check_rational_coefficients(num, den, t, what: str) -> None:
    """The entry's numerator and denominator (as written, :func:`parametric_entries`) have
    rational coefficients: the exact audit works in fractions."""
    for part in (num, den):
        if part.has(t):
            exact = part.is_polynomial(t) and (sp.Poly(part, t).domain.is_QQ or sp.Poly(part, t).domain.is_ZZ)
        else:
            exact = part.is_Rational
        if not exact:
            raise AuditError(f"{what} has irrational coefficients: the exact audit needs fractions (e.g. 7/5)")


def check_entries(M: sp.Matrix, t, over: sp.Interval) -> None:
    """Every entry defined (no denominator 0, as written) and non-negative on the whole range."""
    for what, num, den in parametric_entries(M, (t,)):
        _check_rational_coefficients(num, den, t, what)
        if den.has(t):
            at = zero_point(den, t, over, f"the denominator of {what}")
            if at is not None:
                raise AuditError(
                    f"{what} is undefined at {where(t, at, over)} (its denominator {expr_text(den)} is 0 there)"
                )
        at = negative_point(num * den, t, over, what)
        if at is not None:
            raise AuditError(f"{what} is negative at {where(t, at, over)}")


def metric_expression(spec, M, positive):
    """The metric of the symbolic matrix by ``kappamcc.metrics``; its errors as AuditError."""
    try:
        return spec.compute(M, positive)
    except metrics.UndefinedMetricError as exc:
        params = ", ".join(sorted(map(str, M.free_symbols))) or "the parameters"
        raise AuditError(
            f"{spec.label} is undefined for every value of {params}: " + str(exc).split("undefined: ", 1)[-1]
        ) from None
    except (metrics.InvalidConfusionMatrixError, ValueError, TypeError) as exc:
        raise AuditError(f"{spec.label}: {exc}") from None


def undefined_reason(spec, M, point: dict, positive) -> str:
    """Why the metric is undefined at an exact point (a dict of parameter values), in
    kappamcc.metrics' words: "" when it is defined there, or kappamcc.metrics cannot tell
    (a value that is not an exact real number)."""
    if not all(
        sp.sympify(v).is_Rational or isinstance(v, sp.CRootOf) or sp.sympify(v).is_algebraic for v in point.values()
    ):
        return ""
    try:
        spec.compute(M.xreplace(point), positive)
    except metrics.UndefinedMetricError as exc:
        return ": " + str(exc).split("undefined: ", 1)[-1]
    except metrics.InvalidConfusionMatrixError as exc:
        # the entries are checked non-negative on the range, so this is a matrix with nothing in it
        return ": " + str(exc)
    except (ValueError, TypeError, ArithmeticError):
        return ""
    return ""


def check_defined(spec, M, t, over: sp.Interval, positive, everywhere_only: bool = False) -> None:
    """The metric is defined on the whole range: no denominator of the metric as
    kappamcc.metrics writes it (``definedness_parts``: before sympy cancels what the entries
    share) is 0 and no radicand negative anywhere on the range.  ``everywhere_only``: look
    only for a denominator that is 0 for every value (checked for both metrics first: the
    more basic problem is named first)."""
    for kind, sub in definedness_parts(spec, M, positive):
        if not sub.has(t):
            if (kind == "den" and sub == 0) or (kind == "rad" and sub < 0):
                raise AuditError(
                    f"{spec.label} is undefined for every value of {t}"
                    + undefined_reason(spec, M, {t: sample_point(over)}, positive)
                )
            continue
        num, den = _rational_parts(sub)
        if kind == "den" and sp.expand(num) == 0:
            raise AuditError(
                f"{spec.label} is undefined for every value of {t}"
                + undefined_reason(spec, M, {t: sample_point(over)}, positive)
            )
        if everywhere_only:
            continue
        if kind == "den":
            at = zero_point(num, t, over, f"a denominator of {spec.label}")
            if at is not None:
                raise AuditError(
                    f"{spec.label} is undefined at {where(t, at, over)}"
                    + (
                        undefined_reason(spec, M, {t: at}, positive)
                        or f" (its denominator {expr_text(sub)} is 0 there)"
                    )
                )
        else:
            at = negative_point(num * den, t, over, f"a radicand of {spec.label}")
            if at is not None:
                raise AuditError(
                    f"{spec.label} is not real at {where(t, at, over)} (the square root of a negative number)"
                )


# --- the audit ------------------------------------------------------------------------------


def _orient(form: Form, t, over) -> Form:
    """V > 0 on the range (it has no root there: the metric is defined)."""
    if not form.radical:
        return form
    return form.oriented(exact_sign(form.V.subs(t, sample_point(over))))


def _pieces_from(cells: list[int], bounds: list) -> list[Piece]:
    """Consecutive open pieces with the same sign merged (a root of even multiplicity, or
    a cut point of another polynomial, is no change of direction)."""
    out: list[Piece] = []
    for k, s in enumerate(cells):
        if out and out[-1].sign == s:
            out[-1].hi = bounds[k + 1]
        else:
            out.append(Piece(bounds[k], bounds[k + 1], s))
    return out


def _extrema(pieces: list[Piece], form: Form, t, algebraic: dict) -> list:
    out = []
    for left, right in zip(pieces, pieces[1:]):
        if left.sign and right.sign and left.sign != right.sign:
            kind = "minimum" if left.sign < 0 else "maximum"
            out.append((kind, left.hi, _value_at(form, t, left.hi, algebraic)))
    return out


def _value_at(form: Form, t, x, algebraic: dict) -> sp.Expr:
    """The metric at a turning point: exact at a rational point and where its numerator
    vanishes (the point's polynomial divides it); elsewhere a 15-digit decimal (evaluated
    exactly at a rational within 1e-60 of the point, then rounded)."""
    if x.is_Rational:
        return form.value({t: x})
    root: RealAlgebraic = algebraic[x]
    if (integer_poly(form.P, t) % root.poly).is_zero():
        return sp.Integer(0)
    root.refine(as_fmpq(sp.Rational(1, 10**60)))
    mid = (root.lo + root.hi) / 2
    return sp.N(form.value({t: sp.Rational(int(mid.p), int(mid.q))}), 15)


def _entropy_at_ends(M: sp.Matrix, t, over: sp.Interval):
    """Ent at the two ends (value where defined, else the limit): exact from the limits of
    the off-diagonal proportions, Ent being the entropy of those (0 log 0 = 0)."""
    off = [M[i, j] for i in range(M.rows) for j in range(M.cols) if i != j]
    total = sp.Add(*off)
    tn, td = _rational_parts(total)
    if sp.expand(tn) == 0:
        return (None, None), "undefined on the whole range (every off-diagonal entry is 0)"
    values, notes = [], []
    parts = {}  # each distinct entry once (Z_A has 90 off-diagonal entries, most of them 1)
    for o in off:
        if o not in parts:
            on, od = _rational_parts(o)
            parts[o] = Form(sp.expand(on * td), sp.expand(od * tn), sp.Integer(1), sp.Integer(1))
    for end, side, which in ((over.start, "+", "lower"), (over.end, "-", "upper")):
        limit = {o: end_value(form, t, end, side) for o, form in parts.items()}
        proportions = [limit[o] for o in off]
        value = _tidy(metrics.entropy(proportions))
        if end.is_finite and tn.subs(t, end) * td.subs(t, end) == 0 and end in over:
            notes.append(
                f"Ent is undefined at the {which} end {t} = {end} (every off-diagonal entry is 0); "
                "its limit there is shown"
            )
        values.append(value)
    inner = zero_point(tn, t, sp.Interval.open(over.start, over.end), "the sum of the off-diagonal entries")
    if inner is not None:
        notes.append(f"Ent is undefined at {t} = {number_text(inner, t)} (every off-diagonal entry is 0)")
    return tuple(values), "; ".join(notes)


def _tidy(e: sp.Expr) -> sp.Expr:
    """An entropy (a rational combination of logs of rationals, from metrics.entropy) in
    the canonical form q + sum_p c_p log2(p) over primes p: the same number, exactly."""
    e = sp.expand(sp.sympify(e))
    rational = sp.Integer(0)
    by_prime: dict[sp.Integer, Any] = {}
    for term in sp.Add.make_args(e):
        coeff, factors = term.as_coeff_mul()
        logs = [f for f in factors if isinstance(f, sp.log)]
        rest = [f for f in factors if not isinstance(f, sp.log)]
        if not logs:
            if rest:
                return e  # not of the expected shape: left as metrics.entropy wrote it
            rational += coeff
            continue
        if len(logs) != 1 or rest not in ([], [1 / sp.log(2)]) or not logs[0].args[0].is_Rational:
            return e
        base = 1 if rest else sp.log(2)  # log(k) = log2(k) * log(2)
        k = logs[0].args[0]
        if max(abs(k.p), k.q) > 10**30:  # too large to factor quickly: kept whole
            by_prime[k] = by_prime.get(k, 0) + coeff * base
            continue
        for n, sign in ((k.p, 1), (k.q, -1)):
            for p, m in sp.factorint(n).items():
                by_prime[sp.Integer(p)] = by_prime.get(sp.Integer(p), 0) + sign * m * coeff * base
    out = rational + by_prime.pop(sp.Integer(2), 0)  # log2(2) = 1
    return out + sp.Add(*[c * sp.log(p) / sp.log(2) for p, c in sorted(by_prime.items()) if c != 0])


def audit_one(M: sp.Matrix, t, over: sp.Interval, name: str, keys: tuple, positive) -> Audit:
    say("checking every entry is defined and non-negative on the range")
    check_entries(M, t, over)
    specs = [METRICS[k] for k in keys]
    labels = tuple(s.label for s in specs)
    say(f"deriving {labels[0]} and {labels[1]}")
    raws = {spec.label: metric_expression(spec, M, positive) for spec in specs}
    for everywhere_only in (True, False):
        for spec in specs:
            check_defined(spec, M, t, over, positive, everywhere_only)
    forms = {spec.label: _orient(form_of(raws[spec.label]), t, over) for spec in specs}
    f, g = (forms[label] for label in labels)
    expressions = {label: form.expr() for label, form in forms.items()}
    limits = {
        label: (end_value(form, t, over.start, "+"), end_value(form, t, over.end, "-")) for label, form in forms.items()
    }

    derivative = {label: derivative_numerator(form, t) for label, form in forms.items()}
    difference = abs_difference_numerator(f, g)
    polys = [(derivative[label], f"the numerator of {label}'s derivative") for label in labels]
    polys += [
        (difference, f"where |{labels[0]}| = |{labels[1]}|"),
        (common_numerator_factor(f, g), f"where {labels[0]} = {labels[1]} = 0"),
    ]
    polys += [
        (part, f"the {which} of {label}")
        for label, form in forms.items()
        for part, which in ((form.P, "numerator"), (form.Q, "denominator"))
    ]
    result: dict[str, Any] = dict(
        pieces={label: None for label in labels},
        opposite=None,
        extrema={},
        equality_points=None,
        equal_everywhere=False,
        order=None,
        undecided=None,
    )
    try:
        cut, flint_polys = poly_line(polys, t, over)
        result.update(_directions(cut, flint_polys, labels, forms, t, over))
    except Undecided as exc:
        result["undecided"] = str(exc)

    say("Asy and Ent")
    asy_squared = metrics.asymmetry(M) ** 2
    asy_form = Form(sp.Integer(1), sp.Integer(1), *_rational_parts(asy_squared))
    asy = root(sp.factor(sp.expand(asy_squared)))
    asy_ends = (end_value(asy_form, t, over.start, "+"), end_value(asy_form, t, over.end, "-"))
    ent_ends, ent_note = _entropy_at_ends(M, t, over)
    if set(labels) == {"kappa", "MCC"} and ent_ends[1] is not None and result["undecided"] is None:
        ent_note = "; ".join(x for x in (ent_note, _heuristic(ent_ends[1], bool(result["opposite"]))) if x)
    return Audit(
        name,
        M,
        t,
        over,
        labels,
        expressions,
        result["pieces"],
        result["opposite"],
        limits,
        result["extrema"],
        result["equality_points"],
        result["equal_everywhere"],
        result["order"],
        asy,
        asy_ends,
        ent_ends,
        ent_note,
        positive,
        result["undecided"],
        result.get("point_notes", {}),
    )


def _heuristic(ent_limit, disagree: bool) -> str:
    """The paper's heuristic: kappa and MCC disagree when Ent -> 0 (Delgado & Tibau 2019, Sec. 13)."""
    if ent_limit == 0:
        return (
            "Ent -> 0, and kappa and MCC disagree: as the paper's heuristic expects"
            if disagree
            else "Ent -> 0, yet kappa and MCC agree: the paper's heuristic fails here"
        )
    if disagree:
        return "Ent does not tend to 0, yet kappa and MCC disagree: against the paper's heuristic"
    return ""


def _directions(cut, flint_polys, labels, forms, t, over) -> dict:
    """Directions, opposite intervals, extrema, equality points and order from the sign table."""
    n_f, n_g, difference, common, P_f, Q_f, P_g, Q_g = flint_polys
    algebraic = {}
    points = []
    for r in cut.points:
        x = r.as_expr(t)
        algebraic[x] = r
        points.append(x)
    bounds = [over.start] + points + [over.end]
    cells_f, _ = cut.signs(n_f)
    cells_g, _ = cut.signs(n_g)
    pieces = {labels[0]: _pieces_from(cells_f, bounds), labels[1]: _pieces_from(cells_g, bounds)}
    extrema = {label: _extrema(pieces[label], forms[label], t, algebraic) for label in labels}

    opposite: list = []
    for k, (sf, sg) in enumerate(zip(cells_f, cells_g)):
        if sf * sg < 0:
            if opposite and opposite[-1][1] == bounds[k]:
                opposite[-1] = (opposite[-1][0], bounds[k + 1])
            else:
                opposite.append((bounds[k], bounds[k + 1]))

    # the sign of each metric is that of P Q (sqrt(U/V) > 0); f = g where f^2 = g^2 with equal signs
    d_cells, d_points = cut.signs(difference)
    _, common_points = cut.signs(common)
    signs = []
    for P, Q in ((P_f, Q_f), (P_g, Q_g)):
        pc, pp = cut.signs(P)
        qc, qp = cut.signs(Q)
        signs.append(([a * b for a, b in zip(pc, qc)], [a * b for a, b in zip(pp, qp)]))
    (f_cells, f_points), (g_cells, g_points) = signs
    equal_everywhere = difference.is_zero() and f_cells == g_cells and f_points == g_points
    equality = (
        []
        if equal_everywhere
        else [
            points[k]
            for k in range(len(points))
            if common_points[k] == 0 or (d_points[k] == 0 and f_points[k] == g_points[k])
        ]
    )
    f, g = (forms[label] for label in labels)
    for end in [e for e in (over.start, over.end) if e.is_finite and e in over]:
        try:
            same = exact_sign(f.value({t: end}) - g.value({t: end})) == 0
        except ValueError as exc:  # exact_sign could not decide: never read as a sign
            raise Undecided(f"whether {labels[0]} = {labels[1]} at {t} = {end}: {exc}") from None
        if same and not equal_everywhere:
            equality.insert(0 if end == over.start else len(equality), end)
    order: list[tuple] = []
    equal_at = {k + 1 for k, x in enumerate(points) if x in equality}  # bounds[k] is points[k - 1]
    for k, (d, sf, sg) in enumerate(zip(d_cells, f_cells, g_cells)):
        s = sf * d if sf == sg else (sf > sg) - (sf < sg)
        if order and order[-1][0] == s and k not in equal_at:  # a strict order does not run across f = g
            order[-1] = (s, order[-1][1], bounds[k + 1])
        else:
            order.append((s, bounds[k], bounds[k + 1]))
    return dict(
        pieces=pieces,
        opposite=opposite,
        extrema=extrema,
        equality_points=equality,
        equal_everywhere=equal_everywhere,
        order=order,
        point_notes=_point_notes(cut.points, points, over),
    )


def _point_notes(roots: list, points: list, over: sp.Interval) -> dict:
    """For a cut point whose 10-digit decimal is that of the point before it (or of the
    range's start), how much larger it is: exactly separated, then measured to 3 digits."""
    notes = {}
    previous = RealAlgebraic.rational(over.start) if over.start.is_finite else None
    chain = list(zip(roots, points)) + ([(RealAlgebraic.rational(over.end), over.end)] if over.end.is_finite else [])
    for cut, x in chain:
        if previous is not None and Decimal(previous.decimal(10)) == Decimal(cut.decimal(10)):
            previous.separate(cut)  # their intervals now lie apart
            gap = cut.lo - previous.hi
            for r in (previous, cut):
                if not r.is_rational:
                    r.refine(gap / 1000)
            difference = (cut.lo + cut.hi) / 2 - (previous.lo + previous.hi) / 2
            notes[x] = f" ({decimal(difference, 3)} above the point before it)"
        previous = cut
    return notes
