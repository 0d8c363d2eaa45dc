"""Soundness first: deliberately false claims of every kind are REFUTED, never PROVED.

Each false claim is a true one with one thing broken: a perturbed constant, a flipped
inequality, a shifted case boundary, a wrong limit, a wrong argmin, a wrong decimal.
"""

import pytest
import sympy as sp

from kappamcc.families.binary import a, b, c, d, general_binary
from kappamcc.model.claims import Domain, Source, Status, Verdict
from kappamcc.model.kinds import (
    Convex,
    Counterexample,
    Exists,
    Extremum,
    IdentityAllN,
    Limit,
    Monotone,
    PrintedValue,
    Relation,
    Steps,
    chain,
    eq,
)
from kappamcc.model.index_forms import mcc_marginal_parts, sum_rc, sum_rr
from kappamcc.prove.index_sums import Array
from kappamcc.engine.verify import confirms, verify
from kappamcc.prove.realarith import Outcome

SRC = Source("engine test", "deliberately false")
C = general_binary()
x = sp.Symbol("x", real=True)
A = sp.Symbol("A", real=True)
POS = Domain((x,), (x > 0,), "x > 0")
POS_A = Domain((A,), (A >= 0,), "A >= 0")
kappa_za2 = 2 * (1 - A) / (4 + (1 + A) ** 2)  # kappa of [[1, A], [1, 1]], the paper's Cor. 7 form
M = Array("M")
Ms = Array("M", "symmetric")


def false_claims():
    yield Relation(
        "F.identity-constant",
        "kappa with a perturbed constant",
        SRC,
        relation=eq(C.kappa, 3 * (a * d - b * c) / ((a + b) * (b + d) + (a + c) * (c + d))),
        expected="REFUTED",
        domain=C.domain,
    )
    yield Relation(
        "F.identity-sqrt",
        "MCC without its sign",
        SRC,
        relation=eq(C.mcc, sp.sqrt(C.mcc**2)),
        expected="REFUTED",
        domain=C.domain,
    )
    yield Relation(
        "F.flipped-inequality",
        "K >= MCC when ad > bc (flipped)",
        SRC,
        relation=sp.Ge(C.kappa, C.mcc),
        expected="REFUTED",
        domain=C.domain.with_constraints(a * d > b * c),
    )
    yield Relation(
        "F.strict-instead-of-weak",
        "K < MCC when ad > bc (equality happens when symmetric)",
        SRC,
        relation=sp.Lt(C.kappa, C.mcc),
        expected="REFUTED",
        domain=C.domain.with_constraints(a * d > b * c),
    )
    yield Relation(
        "F.shifted-boundary",
        "x^2 - 3x + 2 < 0 on (1, 2.5) (the boundary is 2)",
        SRC,
        relation=sp.Lt(x**2 - 3 * x + 2, 0),
        expected="REFUTED",
        domain=Domain((x,), (x > 1, x < sp.Rational(5, 2)), "1 < x < 5/2"),
    )
    yield Relation(
        "F.chain-link",
        "a chain with one wrong link",
        SRC,
        relation=chain(0, "<", C.kappa, "<=", C.mcc, "<", sp.Rational(1, 2)),
        expected="REFUTED",
        domain=C.domain.with_constraints(a * d > b * c),
    )
    yield Relation(
        "F.undefined",
        "(x^2 - x)/(x - 1) = x on x > 0 (undefined at x = 1)",
        SRC,
        relation=eq((x**2 - x) / (x - 1), x),
        expected="REFUTED",
        domain=POS,
    )
    yield Limit(
        "F.limit",
        "lim_{A->oo} K(A) = -1/2 (it is 0)",
        SRC,
        expr=kappa_za2,
        var=A,
        to=sp.oo,
        value=sp.Rational(-1, 2),
        expected="REFUTED",
        domain=POS_A,
    )
    yield Limit(
        "F.limit-parametric",
        "lim_{x->oo} (a x + 1)/(x + 2) = a + 1 (it is a)",
        SRC,
        expr=(a * x + 1) / (x + 2),
        var=x,
        to=sp.oo,
        value=a + 1,
        expected="REFUTED",
        domain=Domain((a,), (a > 0,), "a > 0"),
    )
    yield Extremum(
        "F.argmin",
        "K(A) has its minimum at A = 1 + sqrt(2) (it is 1 + 2 sqrt 2)",
        SRC,
        expr=kappa_za2,
        var=A,
        at=1 + sp.sqrt(2),
        over=sp.Interval(0, sp.oo),
        expected="REFUTED",
        domain=POS_A,
        kind="min",
    )
    yield Extremum(
        "F.argmin-max",
        "K(A) has its maximum at A = 1 + 2 sqrt 2 (it is the minimum)",
        SRC,
        expr=kappa_za2,
        var=A,
        at=1 + 2 * sp.sqrt(2),
        over=sp.Interval(0, sp.oo),
        kind="max",
        expected="REFUTED",
        domain=POS_A,
    )
    yield Monotone(
        "F.monotone",
        "K(A) decreasing on (0, oo) (it turns up after 1 + 2 sqrt 2)",
        SRC,
        expr=kappa_za2,
        var=A,
        over=sp.Interval.open(0, sp.oo),
        direction="decreasing",
        expected="REFUTED",
        domain=POS_A,
    )
    yield Convex(
        "F.convex",
        "1/(1 + x^2) convex on (0, oo)",
        SRC,
        expr=1 / (1 + x**2),
        var=x,
        over=sp.Interval.open(0, sp.oo),
        expected="REFUTED",
        domain=POS,
    )
    yield PrintedValue(
        "F.printed",
        "kappa of the doctor example printed as 0.317",
        SRC,
        exact=sp.Rational(148, 468),
        printed="0.317",
        expected="REFUTED",
    )
    yield IdentityAllN(
        "F.all-n",
        "sum r_k c_k = sum r_k^2 for every matrix (only for symmetric ones)",
        SRC,
        equations=[(sum_rc(M), sum_rr(M))],
        arrays=[M],
        expected="REFUTED",
    )
    yield IdentityAllN(
        "F.all-n-constant",
        "S^2 - sum r^2 = 2 (S tr - sum r c) for symmetric matrices",
        SRC,
        equations=[(mcc_marginal_parts(Ms)[1], 2 * mcc_marginal_parts(Ms)[0])],
        arrays=[Ms],
        expected="REFUTED",
    )

    # logarithms (entropy formulas): a wrong coefficient, a wrong direction, a wrong limit
    ent = sp.log(1 + x, 2) - x * sp.log(x, 2) / (1 + x)  # Ent({1, x})
    yield Relation(
        "F.log-identity",
        "Ent({1, x}) with the total off by one (log(x + 2))",
        SRC,
        relation=eq(ent, sp.log(2 + x, 2) - x * sp.log(x, 2) / (2 + x)),
        expected="REFUTED",
        domain=POS,
    )
    yield Monotone(
        "F.log-monotone",
        "Ent({1, x}) decreasing on (0, oo) (it rises up to x = 1)",
        SRC,
        expr=ent,
        var=x,
        over=sp.Interval.open(0, sp.oo),
        direction="decreasing",
        expected="REFUTED",
        domain=POS,
    )
    yield Relation(
        "F.log-inequality",
        "-q log q >= -q log p also when q > p",
        SRC,
        relation=sp.Ge(-x * sp.log(x), -x * sp.log(A), evaluate=False),
        expected="REFUTED",
        domain=Domain((x, A), (x > 0, A > 0, A <= 1), "0 < A <= 1, x > 0"),
    )
    yield Limit(
        "F.limit-infinite",
        "lim_{x->oo} Ent({1, x}) = +oo (it is 0)",
        SRC,
        expr=ent,
        var=x,
        to=sp.oo,
        value=sp.oo,
        expected="REFUTED",
        domain=POS,
    )
    yield Monotone(
        "F.integer-steps",
        "x^2 - 10x decreasing along x = 0, 1, ..., 9 (it turns at 5)",
        SRC,
        expr=x**2 - 10 * x,
        var=x,
        over=sp.Interval(0, 9),
        direction="decreasing",
        integer_steps=True,
        expected="REFUTED",
        domain=Domain((x,), (x >= 0, x <= 9), "x = 0..9"),
    )
    false_line = Relation(
        "F.line", "(x + 1)^2 = x^2 + 1", SRC, relation=eq((x + 1) ** 2, x**2 + 1), expected="REFUTED", domain=POS
    )
    yield Steps(
        "F.derivation",
        "a printed derivation with a false line",
        SRC,
        steps=[
            Relation("T.line", "x + x = 2x", SRC, relation=eq(x + x, 2 * x), expected="PROVED", domain=POS),
            false_line,
        ],
        argument="lines in turn",
        derivation=True,
        expected="REFUTED",
    )


@pytest.mark.parametrize("claim", list(false_claims()), ids=lambda c: c.id)
def test_false_claim_is_refuted_never_proved(claim):
    verdict = verify(claim)
    assert verdict.status != Status.PROVED
    assert verdict.status == Status.REFUTED, f"{claim.id}: {verdict}"
    assert confirms(claim, verdict), f"{claim.id}: counterexample {verdict.counterexample} does not re-check"


def test_a_false_step_leaves_the_implication_open_not_proved():
    bad = next(iter(false_claims()))
    good = Relation("T.good", "x^2 >= 0", SRC, relation=sp.Ge(x**2, 0, evaluate=False), expected="PROVED", domain=POS)
    v = verify(
        Steps("F.steps", "an argument with a false step", SRC, steps=[good, bad], argument="glue", expected="OPEN")
    )
    assert v.status == Status.OPEN


def test_existence_of_a_counterexample_is_proved_by_its_witness():
    negation = Relation(
        "F.neg", "MCC <= 0 everywhere", SRC, relation=sp.Le(C.mcc, 0), expected="REFUTED", domain=C.domain
    )
    claim = Exists("T.exists", "some matrix has MCC > 0", SRC, negation=negation, expected="PROVED")
    v = verify(claim)
    assert v.status == Status.PROVED and confirms(claim, v)


def test_correction_makes_corrected_only_when_the_correction_is_proved():
    wrong_fix = Relation("F.fix", "still wrong", SRC, relation=sp.Lt(x, 0), expected="REFUTED", domain=POS)
    claim = Relation(
        "F.print", "x < -1", SRC, relation=sp.Lt(x, -1), expected="REFUTED", domain=POS, correction=wrong_fix
    )
    assert verify(claim).status == Status.REFUTED
    right_fix = Relation("T.fix", "x > 0", SRC, relation=sp.Gt(x, 0), expected="PROVED", domain=POS)
    claim2 = Relation(
        "F.print2", "x < -1", SRC, relation=sp.Lt(x, -1), expected="CORRECTED", domain=POS, correction=right_fix
    )
    assert verify(claim2).status == Status.CORRECTED


def test_true_claims_of_every_kind_are_proved():
    """The same machinery proves the unbroken versions (so the refutations above are not vacuous)."""
    claims = [
        Limit(
            "T.limit", "lim K(A) = 0", SRC, expr=kappa_za2, var=A, to=sp.oo, value=0, expected="PROVED", domain=POS_A
        ),
        Extremum(
            "T.argmin",
            "min at 1 + 2 sqrt 2",
            SRC,
            expr=kappa_za2,
            var=A,
            at=1 + 2 * sp.sqrt(2),
            over=sp.Interval(0, sp.oo),
            expected="PROVED",
            domain=POS_A,
            kind="min",
        ),
        Monotone(
            "T.monotone",
            "MCC(A) = (1-A)/(2(1+A)) decreasing",
            SRC,
            expr=(1 - A) / (2 * (1 + A)),
            var=A,
            over=sp.Interval.open(0, sp.oo),
            expected="PROVED",
            domain=POS_A,
            direction="decreasing",
        ),
        Convex(
            "T.convex",
            "1/(1+x) convex on (0, oo)",
            SRC,
            expr=1 / (1 + x),
            var=x,
            over=sp.Interval.open(0, sp.oo),
            expected="PROVED",
            domain=POS,
        ),
        PrintedValue("T.printed", "0.316", SRC, exact=sp.Rational(148, 468), printed="0.316", expected="PROVED"),
        IdentityAllN(
            "T.all-n",
            "symmetric: sum r c = sum r^2",
            SRC,
            equations=[(sum_rc(Ms), sum_rr(Ms))],
            arrays=[Ms],
            expected="PROVED",
        ),
    ]
    for claim in claims:
        assert verify(claim).status == Status.PROVED, claim.id


def test_a_domain_constraint_that_is_undefined_at_a_point_is_false_there():
    """sqrt(a) > 5 is false at a = -1 (undefined), so 'not (a > 0 and sqrt(a) > 5)' admits a = -1:
    a square root's definition must not silently drop such points from the domain."""
    from kappamcc.prove.realarith import decide

    a = sp.Symbol("a", real=True)
    d = decide([sp.Not(sp.And(a > 0, sp.sqrt(a) > 5))], a >= 0)
    assert d.outcome is Outcome.REFUTED and d.point[a] < 0


def test_sign_function_is_translated():
    from kappamcc.prove.realarith import decide

    assert decide([x > 0], sp.Eq(sp.sign(x), 1)).outcome is Outcome.PROVED


def test_a_counterexample_family_is_argued_against_only_when_every_fact_is_proved_never_refuted():
    fact = Limit(
        "T.fact", "lim_{x->oo} 1/x = 0", SRC, expr=1 / x, var=x, to=sp.oo, value=0, expected="PROVED", domain=POS
    )
    wrong = Limit(
        "F.fact", "lim_{x->oo} 1/x = 1", SRC, expr=1 / x, var=x, to=sp.oo, value=1, expected="REFUTED", domain=POS
    )
    argued = Counterexample(
        "T.family",
        "a lemma",
        SRC,
        family="x -> 1/x",
        facts=[fact],
        argument="the fact contradicts it",
        expected="ARGUED AGAINST",
    )
    v = verify(argued)
    # the contradiction is prose: the verdict has its own label, never REFUTED
    assert v.status == Status.ARGUED_AGAINST and confirms(argued, v)
    unsure = Counterexample(
        "F.family", "a lemma", SRC, family="x -> 1/x", facts=[fact, wrong], argument="needs both", expected="OPEN"
    )
    assert verify(unsure).status == Status.OPEN


def test_entropy_claims_of_the_log_machinery_are_proved_when_true():
    ent = sp.log(1 + x, 2) - x * sp.log(x, 2) / (1 + x)
    from kappamcc import metrics

    claims = [
        Relation(
            "T.log-identity",
            "Ent({1, x}) = log(1 + x) - x log(x)/(1 + x)",
            SRC,
            relation=eq(metrics.entropy([1, x]), ent),
            expected="PROVED",
            domain=POS,
        ),
        Monotone(
            "T.log-monotone",
            "Ent({1, x}) decreasing for x > 1",
            SRC,
            expr=ent,
            var=x,
            over=sp.Interval.open(1, sp.oo),
            direction="decreasing",
            expected="PROVED",
            domain=Domain((x,), (x > 1,), "x > 1"),
        ),
        Limit(
            "T.log-limit", "Ent({1, x}) -> 0", SRC, expr=ent, var=x, to=sp.oo, value=0, expected="PROVED", domain=POS
        ),
        Limit(
            "T.limit-infinite",
            "x log x -> +oo",
            SRC,
            expr=x * sp.log(x),
            var=x,
            to=sp.oo,
            value=sp.oo,
            expected="PROVED",
            domain=POS,
        ),
    ]
    for claim in claims:
        assert verify(claim).status == Status.PROVED, (claim.id, verify(claim))


def test_a_monotonicity_counterexample_outside_the_interval_is_not_confirmed():
    """x^2 is increasing on [1, 2]: at x = -1 its derivative is negative, but that point is
    not on the interval, so the exact re-check must not accept it as a counterexample."""
    x = sp.Symbol("x", real=True)
    claim = Monotone(
        "T.monotone-outside",
        "x^2 increasing on [1, 2]",
        SRC,
        expr=x**2,
        var=x,
        over=sp.Interval(1, 2),
        direction="increasing",
        expected=Status.PROVED,
    )
    outside = Verdict(Status.REFUTED, "derivative sign (Z3 nlsat)", "", {x: sp.Integer(-1)})
    inside = Verdict(Status.REFUTED, "derivative sign (Z3 nlsat)", "", {x: sp.Rational(3, 2)})
    assert not confirms(claim, outside)
    assert not confirms(claim, inside)  # the derivative is positive there: no counterexample either


def test_a_query_the_nlsat_tactic_gives_up_on_goes_to_the_general_solver(monkeypatch):
    import z3
    from kappamcc.prove import realarith

    u, v = z3.Reals("u v")
    monkeypatch.setattr(realarith, "_NLSAT", z3.Tactic("fail"))  # nlsat "gives up" on everything
    assert realarith._check([u * u < 0], 2000)[0] == z3.unsat
    res, model = realarith._check([u * v == 1, u > 2], 2000)
    assert res == z3.sat and model.eval(u * v) == 1


def test_a_polynomial_in_one_root_is_zero_exactly_when_the_roots_polynomial_divides_it():
    from kappamcc.prove.exact import exact_sign

    t = sp.Symbol("t")
    r = sp.CRootOf(t**3 + t**2 + 3 * t - 1, 0)  # the real root, about 0.2956
    assert exact_sign(r**3 + r**2 + 3 * r - 1) == 0
    assert exact_sign((r**3 + r**2 + 3 * r - 1) * (r - 7)) == 0
    assert exact_sign(r**3 + r**2 + 3 * r - 1 + sp.Rational(1, 10**60)) == 1  # beyond 120 digits
    assert exact_sign(r**3 + r**2 + 3 * r - 1 - sp.Rational(1, 10**60)) == -1
    s = sp.CRootOf((t**2 - 2) * (t - 3), 1)  # sympy keeps t^2 - 2's root
    assert exact_sign(s**2 - 2) == 0 and exact_sign(s - 3) == -1
