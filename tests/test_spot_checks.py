"""A Hypothesis spot check per claim: points drawn from its domain, both sides evaluated
with mpmath at 50 digits, consistent with the verdict.  Sampling is evidence only; it
never sets a verdict, but a PROVED claim failing here would be an engine bug."""

import warnings

import pytest
from hypothesis import given, strategies as st

from kappamcc.model.claims import Status
import sympy as sp

from kappamcc import metrics
from kappamcc.model.derivations import (
    ASY,
    CIJ,
    CJI,
    ENT,
    MAX,
    OTHER,
    REST,
    Matrices,
    OverMatrices,
    Sequences,
    cited_claims,
)
from kappamcc.model.kinds import (
    AllOf,
    Counterexample,
    Derived,
    Exists,
    ForEachSize,
    IdentityAllN,
    Not,
    PrintedValue,
    Relation,
    SomeFamily,
    Steps,
)
from kappamcc.prove.atoms import ATOMS, atom_value
from kappamcc.prove.exact import UndefinedAtPoint
from conftest import by_group, registered_claims
from kappamcc.testing.strategies import claim_points
from kappamcc.engine.instances import instances
from kappamcc.engine.verify import confirms, holds_at, verify

CLAIMS = registered_claims()
COMPOSITE_KINDS = (Steps, Exists, Counterexample, AllOf, Not)
REGISTERED = {c.id for c in CLAIMS}


def _parts(claim):
    return {
        Steps: lambda c: c.steps,
        Exists: lambda c: [c.negation],
        Counterexample: lambda c: c.facts,
        AllOf: lambda c: c.parts,
        Not: lambda c: [c.claim],
    }[type(claim)](claim)


def _closed(claim) -> bool:
    """A printed value, or a relation between closed numbers: there is nothing to draw."""
    if isinstance(claim, PrintedValue):
        return True
    return isinstance(claim, Relation) and not any(getattr(link, "free_symbols", True) for link in claim.links)


def _holds(claim, point):
    try:
        return holds_at(claim, point)
    except (UndefinedAtPoint, ZeroDivisionError):
        return None  # undefined at a sampled boundary point: outside the statement


# points drawn once per domain (by content: the claims about one family share it), kept
# with the strategy they came from
_DRAWN: dict = {}


def _points_key(target):
    over, var = getattr(target, "over", None), getattr(target, "var", None)
    if isinstance(target, IdentityAllN) and target.domain.sampler is None:
        return ("arrays",) + tuple((a.name, a.kind, a.symbol, a.transposed, str(a.scale)) for a in target.arrays)
    if isinstance(over, sp.Interval) and var is not None and over.free_symbols - {var}:
        return ("claim", id(target))  # an interval that moves with the parameters: its own points
    d = target.domain
    return ("domain", tuple(d.symbols), tuple(d.constraints), d.sampler)


def _drawn(target) -> list:
    key = _points_key(target)
    if key not in _DRAWN:
        points, got = claim_points(target), []

        @given(st.data())
        def run(data):
            got.append(data.draw(points))

        run()
        _DRAWN[key] = (target, got)  # the target kept: an id in the key is not reused
    return _DRAWN[key][1]


def _sample(target, must_hold: bool) -> list:
    """``target``'s truth values (None: undefined there) at the points drawn from its domain;
    with ``must_hold`` a point where it fails numerically fails the test, naming the point."""
    results = []
    for point in _drawn(target):
        result = _holds(target, point)
        assert not must_hold or result is not False, f"{target.id} fails numerically at {point}"
        results.append((point, result))
    return results


def _entries(data, nonneg: frozenset):
    """Entries drawn on demand, the same entry each time it is asked for again."""
    drawn = {}

    def entry(stem, kind, idx):
        if kind == "symmetric":
            idx = tuple(sorted(idx))
        if kind == "diagonal" and idx[0] != idx[1]:
            return sp.Integer(0)
        if (stem, kind, idx) not in drawn:
            low = 0 if stem in nonneg else -4
            drawn[stem, kind, idx] = sp.Rational(data.draw(st.integers(low * 3, 12)), 3)
        return drawn[stem, kind, idx]

    return entry


def _truth(e):
    e = sp.sympify(e)
    return e if e in (sp.true, sp.false) else None


def _derived_at(formula, data):
    """A derivation's formal statement at one drawn point: arrays of a drawn size for an
    OverMatrices formula (every atom summed out term by term), reals for a Reals one; None
    where a hypothesis fails or a side is undefined."""
    if isinstance(formula, Sequences):  # a limit along every sequence: no point says anything
        return None
    atoms = set(ATOMS.values())
    exprs = [sp.sympify(h) for h in formula.hyps] + [sp.sympify(formula.goal)]
    free = set().union(*(e.free_symbols for e in exprs))
    if isinstance(formula, Matrices):
        values = _functionals_at(data, formula.entries)
    elif isinstance(formula, OverMatrices):
        N, entry = data.draw(st.integers(1, 3)), _entries(data, formula.nonneg)
        values = {a: atom_value(a, N, entry) for a in free & atoms}
    else:
        # an equation among the hypotheses fixes one of its variables from the others
        solved = {}
        for h in exprs[:-1]:
            if isinstance(h, sp.Eq):
                x = next(
                    (x for x in sorted(h.free_symbols - set(solved), key=str) if sp.degree(h.lhs - h.rhs, x) == 1), None
                )
                if x is None and len(h.free_symbols) == 1:  # a polynomial in one variable: a real root
                    x = next(iter(h.free_symbols))
                    roots = sp.Poly(h.lhs - h.rhs, x).real_roots()
                    if roots:
                        solved[x] = roots[data.draw(st.integers(0, len(roots) - 1))]
                elif x is not None:
                    solved[x] = sp.solve(h.lhs - h.rhs, x)[0]
        # a variable that a hypothesis or its assumptions keep >= 0 (> 0) is drawn so
        signed = {
            h.lhs: h.rel_op
            for h in exprs[:-1]
            if isinstance(h, (sp.GreaterThan, sp.StrictGreaterThan)) and h.rhs == 0 and h.lhs.is_Symbol
        }
        low = lambda x: 1 if x.is_positive or signed.get(x) == ">" else 0 if x.is_nonnegative or x in signed else -4  # noqa: E731
        values = {
            x: sp.Rational(data.draw(st.integers(low(x), 4)), data.draw(st.integers(1, 12)))
            for x in sorted(free - set(solved), key=str)
        }
        for x, e in reversed(list(solved.items())):
            values[x] = e.xreplace(values)
            if not values[x].is_real:
                return None
        if any(x.is_nonnegative and v < 0 or x.is_positive and v <= 0 for x, v in values.items()):
            return None
    try:
        if not all(_truth(h.xreplace(values)) is sp.true for h in exprs[:-1]):
            return None
        return _truth(exprs[-1].xreplace(values))
    except (TypeError, ZeroDivisionError):
        return None


def _functionals_at(data, entries: str) -> dict:
    """The matrix functionals of a drawn N x N matrix (N = 2..4) of non-negative integers (or
    thirds, for real entries) at a drawn off-diagonal pair (i, j)."""
    N = data.draw(st.integers(2, 4))
    unit = 1 if entries == "integer" else sp.Rational(1, 3)
    C = [[unit * data.draw(st.integers(0, 6)) for _ in range(N)] for _ in range(N)]
    off = [C[a][b] for a in range(N) for b in range(N) if a != b]
    i = data.draw(st.integers(0, N - 1))
    j = data.draw(st.sampled_from([b for b in range(N) if b != i]))
    asy_squared = sum((C[a][b] - C[b][a]) ** 2 for a in range(N) for b in range(N))
    return {
        ENT: metrics.entropy(off) if any(off) else sp.Integer(0),
        ASY: sp.sqrt(asy_squared),
        MAX: max(off),
        REST: sum(off) - max(off),
        CIJ: C[i][j],
        CJI: C[j][i],
        OTHER: asy_squared - 2 * (C[i][j] - C[j][i]) ** 2,
    }


def _sample_derived(claim) -> list:
    results = []

    @given(st.data())
    def run(data):
        result = _derived_at(claim.formula, data)
        assert result is not sp.false, f"{claim.id}: its formal statement fails at a drawn point"
        results.append(result)

    run()
    return results


def _spot(claim):
    """The spot check of one claim; the parts of a composite that are not registered (made
    by instantiating a predicate) are spot-checked here, the registered ones on their own."""
    verdict = verify(claim)
    if verdict.status == Status.OPEN:
        # nothing conclusive, so no sampled value contradicts the verdict; a point where the
        # statement fails is worth knowing (an exact counterexample there would refute it)
        assert verdict.notes or verdict.certificate, f"{claim.id} is OPEN: the verdict must say why"
        if not _closed(claim):
            failing = [point for point, result in _sample(claim, must_hold=False) if result is False]
            if failing:
                warnings.warn(f"{claim.id} is OPEN and fails numerically at {failing[0]}", stacklevel=1)
        return
    if verdict.status in (Status.PROVED, Status.PROVED_IN_PART, Status.CORRECTED, Status.CHECKED):
        target = claim.correction if verdict.status == Status.CORRECTED else claim
        if isinstance(target, COMPOSITE_KINDS):  # a correction proved by steps: checked through its parts
            for p in _parts(target):
                if p.id not in REGISTERED:
                    _spot(p)
            return
        if isinstance(target, SomeFamily):  # each property's instance on the witness, spot-checked as a claim
            for _, instance in instances(target):
                _spot(instance)
            return
        if isinstance(target, Derived):  # its formal statement at drawn arrays, matrices (or reals)
            if any(r is sp.true for r in _sample_derived(target)):
                return
            # no drawn point meets its hypotheses (a limit along sequences, an equation between index
            # sums): it is checked through the claims it cites, each spot-checked on its own
            cited = [c.id for c in cited_claims(target.lines)]
            unregistered = [i for i in cited if i not in REGISTERED]
            assert cited and not unregistered, (
                f"{target.id}: no drawn point could be evaluated, and it cites no registered claim ({unregistered})"
            )
            return
        if isinstance(target, ForEachSize) and target.spot is None:
            # no instance to draw: its check, run again here outside the engine, holds at each size
            for N in target.sizes:
                holds, detail = target.check(N)
                assert holds is True, f"{target.id}: check({N}) gives {holds!r} ({detail})"
            return
        if _closed(target):  # a statement about closed numbers: one evaluation says it all
            assert _holds(target, {}) is not False, f"{target.id} fails numerically"
            return
        checked = _sample(target, must_hold=True)
        assert any(result is True for _, result in checked), f"{target.id}: no sampled point could be evaluated"
    elif verdict.status == Status.REFUTED:
        # the exact re-check is in test_claims; numerically, the counterexample either fails the
        # statement or sits exactly on a boundary that 50 digits cannot separate
        point = verdict.counterexample or {}
        if point and all(not isinstance(k, str) or k == "N" for k in point):
            result = _holds(claim, point)
            assert result is not True or confirms(claim, verdict)
        else:
            assert confirms(claim, verdict)
    else:
        raise AssertionError(f"{claim.id} is {verdict.status}: nothing to spot-check")


def _composite(claim):
    """A composite claim is spot-checked through its parts: each registered part on its own
    (in its group), and a negated claim, which is not registered, at its counterexample."""
    parts = _parts(claim)
    assert parts, f"{claim.id} has no parts"
    if isinstance(claim, Not):  # the negated claim is not registered (it is false): sample it here
        inner = parts[0]
        verdict = verify(claim)
        if verdict.status == Status.PROVED and verdict.counterexample:
            assert _holds(inner, verdict.counterexample) is not True or confirms(inner, verify(inner)), (
                f"{claim.id}: the negated claim holds at the counterexample"
            )
        return
    unregistered = [p.id for p in parts if p.id not in REGISTERED]
    assert not unregistered, f"{claim.id}: parts not registered (so never spot-checked): {unregistered}"


@pytest.mark.parametrize("claims", by_group(CLAIMS))
def test_sampled_points_agree_with_the_verdict_of_every_claim_of(claims):
    """One test per group of claims (a proof module's; see conftest._group): every claim is
    checked, and the failure names each claim that disagrees with its verdict."""
    failures = []
    for claim in claims:
        try:
            _composite(claim) if isinstance(claim, COMPOSITE_KINDS) else _spot(claim)
        except AssertionError as exc:
            failures.append(f"{claim.id}: {exc}")
        except Exception as exc:  # a crash while sampling one claim: named, and the others still checked
            failures.append(f"{claim.id}: {type(exc).__name__}: {exc}")
    assert not failures, "\n".join(failures)


@pytest.fixture
def by_hand(monkeypatch):
    """A verdict set by hand stops the process from storing any verdict (kappamcc.engine.cache):
    here only while the test runs.  Its claims are the test's own (unregistered, gone after it),
    so nothing computed later rests on them, and the worker's later claims reach the verdict
    cache again instead of being computed a second time by the tests that show every verdict."""
    from kappamcc.engine import cache

    monkeypatch.setattr(cache, "_BY_HAND", [])


def _claim_decided_as(verdict, relation, claim_id="TEST-undecided"):
    """A claim on x > 0 outside the registry, with ``verdict`` remembered as if the engine had decided so."""
    from kappamcc.model.claims import Domain, Source
    from kappamcc.engine.verify import remember

    x = next(iter(relation.free_symbols))
    claim = Relation(
        claim_id,
        "a statement",
        Source("test", "here"),
        relation=relation,
        expected=verdict.status,
        domain=Domain((x,), (x > 0,), "x > 0"),
    )
    remember(claim, verdict)
    return claim


def test_open_and_checked_claims_pass_their_spot_check_when_the_verdict_says_why(by_hand):
    """Called directly on claims outside the registry, so that both branches run whatever the
    registry holds: an OPEN claim passes whatever its points say (with a warning where one
    fails) and must say why it is open; a CHECKED one passes when its points hold."""
    from kappamcc.model.claims import Verdict

    x = sp.Symbol("x", real=True)
    with pytest.warns(UserWarning, match="is OPEN and fails numerically"):  # x^2 < 2 fails for x >= sqrt(2)
        _spot(_claim_decided_as(Verdict(Status.OPEN, "Z3 nlsat", notes="outside polynomial arithmetic"), x**2 < 2))
    _spot(_claim_decided_as(Verdict(Status.CHECKED, "numeric", notes="sampled only"), x * (x + 1) > 0))
    with pytest.raises(AssertionError, match="must say why"):
        _spot(_claim_decided_as(Verdict(Status.OPEN, "Z3 nlsat"), x * (x + 1) > 0))
    with pytest.raises(AssertionError, match="fails numerically"):
        _spot(
            _claim_decided_as(Verdict(Status.CHECKED, "numeric", notes="sampled"), x * (x - 1) < 0)
        )  # true only for x < 1


def test_a_group_test_names_each_claim_that_disagrees_and_still_checks_the_others(by_hand):
    from kappamcc.model.claims import Verdict

    x = sp.Symbol("x", real=True)
    wrong = [
        _claim_decided_as(Verdict(Status.PROVED, "test", certificate="none"), x * (x - 1) < 0, f"TEST-wrong-{i}")
        for i in (1, 2)
    ]
    right = _claim_decided_as(Verdict(Status.PROVED, "test", certificate="none"), x * (x + 1) > 0, "TEST-right")
    with pytest.raises(AssertionError) as failed:
        test_sampled_points_agree_with_the_verdict_of_every_claim_of((wrong[0], right, wrong[1]))
    message = str(failed.value)
    assert "TEST-wrong-1: TEST-wrong-1 fails numerically" in message and "TEST-wrong-2" in message
    assert "TEST-right" not in message


def test_a_for_each_size_claim_without_spot_is_checked_by_running_its_check_again():
    from kappamcc.model.claims import Source

    c = ForEachSize(
        "TEST-FES",
        "N^2 >= N for N = 1..3",
        Source("s", "p1"),
        sizes=[1, 2, 3],
        check=lambda N: (N * N >= N, "exact"),
        expected="PROVED",
    )
    assert verify(c).status == Status.PROVED
    _spot(c)
