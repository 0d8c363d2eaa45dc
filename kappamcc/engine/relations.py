"""Relation and IdentityAllN: provers, exact re-checks, numeric evaluation."""

from __future__ import annotations

import sympy as sp

from ..model.claims import CLASSES, Failure, IndexValue, Status, Verdict
from ..model.kinds import IdentityAllN, Relation
from ..prove.exact import UndefinedAtPoint, exact_sign, relation_holds
from ..prove.identity_all_n import prove_identity_all_n
from ..prove.index_sums import IndexFraction, IndexPoly
from ..prove.log_sums import evaluate as evaluate_with_logs, real_counterexample
from .dispatch import evaluator, prover, rechecker
from .numeric import numeric_holds
from .links import status_from, decide_link
from ..prove.realarith import Outcome


def _free(e):
    return e.free() if hasattr(e, "free") else set()


def _value(e, N, table, values):
    if not isinstance(e, (IndexFraction, IndexPoly)):
        return sp.sympify(e)
    if isinstance(e, IndexFraction):
        den = e.denominator().expand(N, table, values)
        if den == 0:
            raise ZeroDivisionError("denominator vanishes")
        return e.num.expand(N, table, values) / den
    return e.expand(N, table, values)


# ---------------------------------------------------------------------------
# the kinds' provers, re-checks and evaluators


# --- Relation
@prover(Relation)
def decide_relation(claim) -> Verdict:
    decisions = []
    for n, link in enumerate(claim.links, 1):
        d, m = decide_link(link, claim.domain)
        # a proved link is named by its number (printing a large relation costs more than
        # proving it); one that fails or is undecided is written out, terms unsorted
        label = f"{n}" if d.outcome is Outcome.PROVED else sp.sstr(link, order="none")
        decisions.append((label, d, m))
        if d.outcome in (Outcome.REFUTED, Outcome.UNDEFINED):
            break
    return status_from(decisions)


@evaluator(Relation)
def evaluate_relation(claim, point):
    return all(numeric_holds(l, point) for l in claim.links)


@rechecker(Relation)
def recheck_relation(claim, verdict) -> bool:
    """The counterexample lies in the domain and some link fails (or is undefined) there, exactly."""
    point = verdict.counterexample
    if point is None:
        return False
    try:
        if not all(relation_holds(c, point) for c in claim.domain.constraints):
            return False
    except (UndefinedAtPoint, ValueError):
        return False
    for link in claim.links:
        try:
            if not relation_holds(link, point):
                return True
        except UndefinedAtPoint:
            return True
    return False


# --- IdentityAllN
@prover(IdentityAllN)
def decide_identity_all_n(claim) -> Verdict:
    details = []
    for n, (lhs, rhs) in enumerate(claim.equations, 1):
        try:
            for side in (lhs, rhs):  # a denominator 0 for every N and every matrix: a statement about none
                if isinstance(side, IndexFraction) and prove_identity_all_n(side.denominator(), 0, claim.arrays).holds:
                    return Verdict(
                        Status.OPEN,
                        "relabelling theorem + expansion",
                        notes=f"equation {n}: the denominator of {'the left' if side is lhs else 'the right'} side is 0 for every N and "
                        "every matrix: the statement is about no matrix",
                    )
            for atoms in claim.logs:
                for side in (lhs, rhs):
                    why = atoms.unguarded(side)
                    if why:
                        return Verdict(Status.OPEN, METHOD_LOGS, notes=f"equation {n}: {why}")
            r = prove_identity_all_n(lhs, rhs, claim.arrays)
        except ValueError as exc:  # too large to expand, or outside the theorem's hypotheses
            return Verdict(Status.OPEN, "relabelling theorem + expansion", notes=f"equation {n}: {exc}")
        if not r.holds and claim.logs:
            # the atoms are independent only formally: a failure is a refutation only at a real matrix
            free = {i: v for i, v in (r.free_values or {}).items()}
            M = real_counterexample(lhs, rhs, claim.logs, r.size_checked, free, exact_sign)
            if M is None:
                return Verdict(
                    Status.OPEN,
                    METHOD_LOGS,
                    notes=f"equation {n}: not an identity in the logarithms as independent atoms, and no "
                    f"matrix of positive integers tried at N = {r.size_checked} makes the sides differ",
                )
            point: dict = {CLASSES: M.rows, **{IndexValue(i.name): v for i, v in free.items()}}
            for atoms in claim.logs:
                point.update(atoms.entry_values(M))
            return Verdict(
                Status.REFUTED,
                METHOD_LOGS,
                f"equation {n}: the sides differ at this {M.rows} x {M.rows} matrix, the logarithms exact",
                point,
                failure=Failure.FALSE,
            )
        if not r.holds:
            point = {CLASSES: r.size_checked, **{IndexValue(i.name): v for i, v in (r.free_values or {}).items()}}
            syms = sorted(r.residual.free_symbols, key=str)  # type: ignore[union-attr]  # a failure has a residual
            for trial in range(1, 60):
                cand = {s: sp.Integer((i * 7 + trial * 3) % 5 + 1) for i, s in enumerate(syms)}
                if r.residual.xreplace(cand) != 0:  # type: ignore[union-attr]  # a failure has a residual
                    point.update(cand)
                    break
            return Verdict(
                Status.REFUTED,
                "relabelling theorem + expansion",
                f"equation {n}: {r.detail}; the cross-multiplied difference is non-zero",
                point,
                failure=Failure.FALSE,
            )
        details.append(f"equation {n}: N = {r.size_checked} suffices")
    if claim.logs:
        return Verdict(
            Status.PROVED,
            METHOD_LOGS,
            "; ".join(details) + " (every monomial type occurs there; the difference expands to 0 with "
            "each logarithm and reciprocal an independent atom, every logarithm guarded by a count that "
            "vanishes with its argument: kappamcc.prove.log_sums)",
        )
    return Verdict(
        Status.PROVED,
        "relabelling theorem + expansion",
        "; ".join(details) + " (every monomial type occurs there; difference expands to 0)",
    )


METHOD_LOGS = "relabelling theorem + expansion, logarithms and reciprocals as atoms"


def _log_point_matrix(claim, point, N):
    """The matrix of counts of a point {'N': n, entry symbol: value} of a claim with logarithms."""
    atoms = claim.logs[0]
    f = atoms.C.entries()
    return sp.Matrix(N, N, lambda i, j: sp.sympify(f(i, j)).xreplace(point))


def _memoised(f):
    """``f`` of cells (tuples of class numbers), remembered per cell: for a pure ``f`` only."""
    memo: dict = {}

    def g(*cell):
        if cell not in memo:
            memo[cell] = f(*cell)
        return memo[cell]

    return g


@evaluator(IdentityAllN)
def evaluate_identity_all_n(claim, point):
    """point = {'N': n, entry symbol: value, ...}: both sides at that size, with the
    entries replaced by the drawn numbers (exact rational arithmetic)."""
    N = int(point["N"])
    subs = {k: v for k, v in point.items() if k != "N"}
    if claim.logs:  # sampling is evidence: compared at 50 digits, as every other evaluator does
        return _holds_with_logs(claim, _log_point_matrix(claim, subs, N), {}, exact=False)
    table = {}
    for a in claim.arrays:
        # each entry at this point, computed once (the ring's generators and the terms of every
        # equation ask for the same entries again)
        entry = _memoised((lambda f: lambda *cell: sp.sympify(f(*cell)).xreplace(subs))(a.entries()))
        if a.kind == "vector":
            table[a.name] = (lambda entry: lambda i: entry(i))(entry)
        else:
            table[a.name] = (lambda entry: lambda i, j: entry(i, j))(entry)
    for lhs, rhs in claim.equations:
        free = sorted(_free(lhs) | _free(rhs), key=lambda i: i.name)
        values = {i: n % N for n, i in enumerate(free)}
        try:
            l, r = (_value(e, N, table, values) for e in (lhs, rhs))
        except ZeroDivisionError:
            continue  # a denominator vanishes at this point: outside the statement
        if l.has(sp.zoo, sp.nan) or r.has(sp.zoo, sp.nan):
            continue
        if not numeric_holds(sp.Eq(l, r, evaluate=False), {}):
            return False
    return True


@rechecker(IdentityAllN)
def recheck_identity_all_n(claim, verdict) -> bool:
    """The counterexample (N and entries) makes some equation fail, exactly."""
    point = dict(verdict.counterexample or {})
    if CLASSES not in point:
        return False
    N = int(point.pop(CLASSES))
    fixed = {k.name: int(point.pop(k)) for k in list(point) if isinstance(k, IndexValue)}
    if claim.logs:
        M = _log_point_matrix(claim, point, N)
        if M.free_symbols or any(not (x.is_real and x >= 0) for x in M):
            return False  # a counterexample is a matrix of counts
        return not _holds_with_logs(claim, M, fixed)
    table = {a.name: a.entries() for a in claim.arrays}
    for lhs, rhs in claim.equations:
        free = sorted(_free(lhs) | _free(rhs), key=lambda i: i.name)
        values = {i: fixed.get(i.name, n % N) for n, i in enumerate(free)}
        try:
            l = _value(lhs, N, table, values).xreplace(point)
            r = _value(rhs, N, table, values).xreplace(point)
            if exact_sign(l - r) != 0:
                return True
        except (UndefinedAtPoint, ValueError, ZeroDivisionError):
            continue
    return False


def _holds_with_logs(claim, M, fixed, exact: bool = True) -> bool:
    """Every equation of a claim with logarithms holds at the matrix of counts M (exactly, or at
    50 digits with ``exact=False``; the logarithms at their true values; an equation undefined
    there is skipped)."""
    N = M.rows
    for lhs, rhs in claim.equations:
        free = sorted(_free(lhs) | _free(rhs), key=lambda i: i.name)
        values = {i: fixed.get(i.name, n % N) for n, i in enumerate(free)}
        try:
            left, right = (evaluate_with_logs(x, claim.logs, M, values) for x in (lhs, rhs))
            if not exact:
                if not numeric_holds(sp.Eq(left, right, evaluate=False), {}):
                    return False
            elif exact_sign(left - right) != 0:
                return False
        except (UndefinedAtPoint, ValueError, ZeroDivisionError):
            continue
    return True
