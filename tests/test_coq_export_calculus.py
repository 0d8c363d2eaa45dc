"""The Coq exporter of the calculus kinds (kappamcc.recheck.export_calculus, issue 32).

The statement of a Monotone claim is printed from the claim's objects: f (a family's kappa or
MCC as ``kappa n M`` / ``mcc n M``), the variable's set (its assumption, the interval with its
ends open or closed, the domain's constraints on it), the parameters' hypotheses, the
direction.  Round trips read each printed part back and compare it with the claim's object;
deliberately wrong claims (direction flipped, interval widened past where it holds) must be
rejected by Coq (``pytest -m coq``).
"""

import pytest
import sympy as sp

from kappamcc.catalogue.registry import claim
from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.kinds import Monotone, in_interval
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.printer import NotTranslated, parse, parse_prop, same
from coq_support import compiles, needs_coq

# the re-check by Coq, exporter and coqc alike: its own step of .ci/run (pytest -m coq)
pytestmark = pytest.mark.coq

SRC = Source("TEST", "test")
x = sp.Symbol("x", real=True)


def monotone_like(c, *, over=None, direction=None, constraints=None, cid="TEST-MONO"):
    """A copy of the Monotone claim ``c`` with its interval, direction or constraints changed."""
    dom = c.domain
    return Monotone(
        cid,
        "a changed copy (test)",
        SRC,
        expr=c.expr,
        var=c.var,
        over=c.over if over is None else over,
        direction=c.direction if direction is None else direction,
        domain=Domain(dom.symbols, tuple(dom.constraints if constraints is None else constraints), "test"),
        expected=Status.PROVED,
        families=c.families if constraints is None else (),
    )


def check_round_trip(c, th):
    """Every printed part reads back as the claim's object, and the statement is built from them."""
    text, expr = th.function
    assert expr is c.expr
    assert same(parse(text, th.names), c.expr), f"{c.id}: f printed as {text}"
    # the variable's set: exactly its assumption, the interval, the constraints on it
    from kappamcc.recheck.export import _symbol_hypotheses
    from kappamcc.recheck.printer import CoqPrinter

    p = CoqPrinter()
    want = [r for _, r in _symbol_hypotheses([c.var], p)] + in_interval(c.var, c.over)
    want += [k for k in c.domain.constraints if c.var in k.free_symbols]
    assert [r for _, r in th.membership] == want
    for t, r in th.membership:
        assert same(parse_prop(t, th.names), r), f"{c.id}: {t} is not {r}"
    # the parameters: the constraints without the variable, each read back
    off = [k for k in c.domain.constraints if c.var not in k.free_symbols]
    assert [r for _, r in th.hypotheses if r in off] == off
    for t, r in th.hypotheses:
        assert same(parse_prop(t, th.names), r), f"{c.id}: hypothesis {t} is not {r}"
    v = th.var
    assert f"let f := fun ({v} : R) => {text} in" in th.statement
    body = " /\\ ".join(t for t, _ in th.membership) or "True"
    assert f"let dom := fun ({v} : R) => {body} in" in th.statement
    lo, hi = f"{v}_lo", f"{v}_hi"
    fx = f"f {hi} < f {lo}" if c.direction == "decreasing" else f"f {lo} < f {hi}"
    assert f"(forall ({lo} {hi} : R), dom {lo} -> dom {hi} -> {lo} < {hi} -> {fx})" in th.statement
    for dtext in th.defined:
        assert dtext in th.statement


@pytest.mark.parametrize(
    "claim_id",
    [
        "DT2019-Q4.a.kappa",
        "DT2019-Q4.a.mcc",
        "DT2019-XA.4.mcc",
        "DT2019-XB.5.kappa-falls",
        "DT2019-R2.2.kappa-decreasing",
        "DT2019-C7.M.kappa",
        "BD2008-S5.left",
        "EXA-D3",
    ],
)
def test_a_monotone_theorem_states_the_claims_function_set_and_direction(claim_id):
    c = claim(claim_id)
    th = export_claim(c)
    check_round_trip(c, th)


def test_a_family_metric_is_stated_from_the_matrix():
    th = export_claim(claim("DT2019-Q4.a.kappa"))
    assert th.function[0] == "(kappa 3 (mat [[1; v_A; 0]; [0; 1; 0]; [0; 1; 1]]))"
    assert "kappa_defined 3" in th.statement
    th = export_claim(claim("DT2019-Q4.a.mcc"))
    assert th.function[0].startswith("(mcc 3 (mat ") and "mcc_defined 3" in th.statement


def test_the_interval_ends_are_printed_open_or_closed_as_the_claims():
    c = claim("DT2019-XB.5.kappa-falls")  # (1, 353/100]
    th = export_claim(c)
    texts = [t for t, _ in th.membership]
    assert "(v_A > 1)" in texts and "(v_A <= (353 / 100))" in texts
    closed = monotone_like(c, over=sp.Interval(1, sp.Rational(353, 100)))
    texts = [t for t, _ in export_claim(closed).membership]
    assert "(v_A >= 1)" in texts and "(v_A > 1)" in texts  # the domain's own A > 1 stays


def test_a_changed_statement_fails_the_round_trip():
    c = claim("DT2019-Q4.a.kappa")
    th = export_claim(c)
    flipped = monotone_like(c, direction="increasing")
    with pytest.raises(AssertionError):
        check_round_trip(flipped, th)
    widened = monotone_like(c, over=sp.Interval(-1, sp.oo))
    with pytest.raises(AssertionError):
        check_round_trip(widened, th)


def test_a_metric_sympy_evaluated_is_not_translated():
    """A family's kappa with a parameter substituted is sympy's closed form, not kappa of a matrix."""
    from kappamcc.model.family import Family

    u, v = sp.symbols("u v", positive=True)
    F = Family("C (test)", sp.Matrix([[u, v], [0, 1]]), Domain((u, v), (u > 0, v > 0), "u, v > 0"))
    c = Monotone(
        "TEST-SUBSTITUTED",
        "K(C) at u = 1 strictly decreasing in v > 0",
        SRC,
        expr=F.kappa.xreplace({u: 1}),
        var=v,
        over=sp.Interval.open(0, sp.oo),
        direction="decreasing",
        domain=Domain((v,), (v > 0,), "v > 0"),
        expected=Status.PROVED,
    )
    with pytest.raises(NotTranslated, match="metric not stated from a family matrix"):
        export_claim(c)


def test_monotone_over_the_integers_is_not_translated():
    c = Monotone(
        "TEST-INT",
        "x^2 increases along x = 1, 2, ..., 9",
        SRC,
        expr=x**2,
        var=x,
        over=sp.Interval(1, 9),
        direction="increasing",
        integer_steps=True,
        domain=Domain((x,), (), ""),
        expected=Status.PROVED,
    )
    with pytest.raises(NotTranslated, match="integers"):
        export_claim(c)


# --- Coq itself ---------------------------------------------------------------------------------


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("claim_id", ["DT2019-Q4.a.kappa", "DT2019-Q4.a.mcc", "DT2019-C7.M.kappa"])
def test_coq_proves_a_registry_monotone_theorem(theories, tmp_path, claim_id):
    assert compiles(export_claim(claim(claim_id)), theories, tmp_path)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "claim_id, change",
    [
        # K and MCC of F(A) decrease for A >= 0: claimed increasing
        ("DT2019-Q4.a.kappa", {"direction": "increasing"}),
        ("DT2019-Q4.a.mcc", {"direction": "increasing"}),
        # K of Z_A (N = 2) rises only past A = 1 + 2 sqrt 2: the interval widened to A > 0
        ("DT2019-C7.M.kappa", {"over": sp.Interval.open(0, sp.oo), "constraints": [sp.Symbol("A") > 0]}),
        # K(C_{1,0}) falls on 0 < b < sqrt(a+1): widened to b > 0
        (
            "DT2019-C5.M.kappa",
            {"over": sp.Interval.open(0, sp.oo), "constraints": [sp.Symbol("a") > 0, sp.Symbol("b") > 0]},
        ),
        # the square root case: MCC(C_{1,0}) decreases in b > 0: claimed increasing
        ("DT2019-C5.M.mcc", {"direction": "increasing"}),
    ],
)
def test_coq_rejects_a_wrong_monotone_theorem(theories, tmp_path, claim_id, change):
    c = claim(claim_id)
    if "constraints" in change:  # the claim's own symbols (their assumptions), by name
        by_name = {s.name: s for s in c.domain.symbols + (c.var,)}
        change = dict(
            change,
            constraints=[k.xreplace({sp.Symbol(n): s for n, s in by_name.items()}) for k in change["constraints"]],
        )
    wrong = monotone_like(c, **change)
    th = export_claim(wrong)
    assert not compiles(th, theories, tmp_path)
    right = export_claim(c)
    assert compiles(right, theories, tmp_path)


# the secant's factors with their certificates (each factor's sign from its coefficients in the
# distances to the set's ends, kmcc_pospoly), |.| of one sign on the set, sqrt of a polynomial,
# MCC's S^2 - sum r^2 at a point: the theorems Coq proves through them, and wrong ones it rejects
CERTIFIED = [
    "DT2019-C4.M.kappa",  # one end with a square root of a parameter's polynomial
    "DT2019-R3.2.kappa-decreasing",  # two ends, one with sqrt 2: F * W ^ n
    "DT2019-XB.5.kappa-falls",  # two ends, a factor of degree 6
    "DT2019-XE.4.kappa-rises",  # an end with the square root of a number, the turning point
    "DT2019-S12.asymmetry",  # sqrt 2 * |b|
    "DT2019-XB.2.increasing",  # sqrt of a polynomial
    "DT2019-XD.4.mcc",  # MCC, its rows' and columns' sums of squares certified at a point
]


@pytest.mark.parametrize("claim_id", CERTIFIED)
def test_a_certified_monotone_theorem_states_the_claim(claim_id):
    c = claim(claim_id)
    check_round_trip(c, export_claim(c))


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("claim_id", CERTIFIED)
def test_coq_proves_a_monotone_theorem_by_certificates(theories, tmp_path, claim_id):
    th = export_claim(claim(claim_id))
    assert "kmcc_pospoly" in th.source() or "Rabs_pos_eq" in th.source()
    assert compiles(th, theories, tmp_path)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "claim_id, change",
    [
        # K(C_{1,0}(a)) rises past b = a^2 + (a + 1) sqrt(a^2 + 1): claimed falling, widened to b > a^2
        ("DT2019-C4.M.kappa", {"direction": "decreasing"}),
        (
            "DT2019-C4.M.kappa",
            {"over": sp.Interval.open(sp.Symbol("a") ** 2, sp.oo), "constraints": ["a > 0", "b > a**2"]},
        ),
        # two ends: K falls on (1, 3.53]: claimed rising, widened past its turning point (3.54)
        ("DT2019-XB.5.kappa-falls", {"direction": "increasing"}),
        ("DT2019-XB.5.kappa-falls", {"over": sp.Interval.Lopen(1, 4), "constraints": ["A > 1", "A <= 4"]}),
        # the end at the turning point (a square root of a number): widened to [1, 300]
        ("DT2019-XE.4.kappa-falls", {"over": sp.Interval(1, 300), "constraints": ["A >= 1", "A <= 300"]}),
        ("DT2019-XE.4.kappa-rises", {"direction": "decreasing"}),
        # |.|: sqrt 2 |b| rises on b >= 0; sqrt 2 |A - 1| is not monotone on A > 0
        ("DT2019-S12.asymmetry", {"direction": "decreasing"}),
        ("DT2019-R4.1.increasing", {"over": sp.Interval.open(0, sp.oo), "constraints": ["N >= 2", "A > 0"]}),
        # sqrt of a polynomial: claimed falling; XD.2's distance falls, then rises on [0, 100]
        ("DT2019-XB.2.increasing", {"direction": "decreasing"}),
        ("DT2019-XD.2.increasing", {"over": sp.Interval(0, 100), "constraints": ["A >= 0", "A <= 100"]}),
        # MCC: claimed rising; K widened past its turning point at A = 50
        ("DT2019-XD.4.mcc", {"direction": "increasing"}),
        (
            "DT2019-XD.4.below.kappa",
            {"over": sp.Interval.Ropen(0, 60), "constraints": ["A >= 0", "A < 60", "100 - A >= 0"]},
        ),
    ],
)
def test_coq_rejects_a_wrong_certified_monotone_theorem(theories, tmp_path, claim_id, change):
    c = claim(claim_id)
    if "constraints" in change:  # the claim's own symbols (their assumptions), by name
        by_name = {s.name: s for s in c.domain.symbols + (c.var,)}
        change = dict(change, constraints=[sp.sympify(k, locals=by_name) for k in change["constraints"]])
    if "over" in change:
        by_name = {s.name: s for s in c.domain.symbols + (c.var,)}
        change["over"] = change["over"].xreplace({sp.Symbol(n): s for n, s in by_name.items()})
    wrong = monotone_like(c, **change)
    th = export_claim(wrong)
    check_round_trip(wrong, th)
    assert not compiles(th, theories, tmp_path)


# --- Extremum -----------------------------------------------------------------------------------


def extremum_like(c, *, at=None, which=None, cid="TEST-EXT"):
    from kappamcc.model.kinds import Extremum

    return Extremum(
        cid,
        "a changed copy (test)",
        SRC,
        expr=c.expr,
        var=c.var,
        at=c.at if at is None else at,
        over=c.over,
        kind=c.which if which is None else which,
        domain=c.domain,
        expected=Status.PROVED,
        families=c.families,
    )


@pytest.mark.parametrize("claim_id", ["DT2019-C5.M.minimum", "DT2019-C4.B0.minimum", "DT2019-C7.M.minimum"])
def test_an_extremum_theorem_states_the_location_in_the_set_and_the_bound(claim_id):
    c = claim(claim_id)
    th = export_claim(c)
    text, expr = th.function
    assert same(parse(text, th.names), c.expr)
    (loc_text, loc), *_ = th.conclusions
    assert loc is c.at and loc_text.startswith("(dom ") and same(parse(loc_text[5:-1], th.names), c.at)
    at = loc_text[5:-1]
    v = th.var
    le = f"f {at} <= f {v}" if c.which == "min" else f"f {v} <= f {at}"
    assert th.conclusions[-1][0] == f"(forall ({v} : R), dom {v} -> {le})"
    want = in_interval(c.var, c.over) + [k for k in c.domain.constraints if c.var in k.free_symbols]
    assert [r for _, r in th.membership][-len(want) :] == want


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "claim_id, change",
    [
        # K(C_{1,0}) has its minimum at b = sqrt(a + 1): moved to b = 1, and claimed a maximum
        ("DT2019-C5.M.minimum", {"at": sp.Integer(1)}),
        ("DT2019-C5.M.minimum", {"which": "max"}),
        # K(Z_A), N = 2: minimum at 1 + 2 sqrt 2, not at 3
        ("DT2019-C7.M.minimum", {"at": sp.Integer(3)}),
        # 2 |A| on A >= 1 (|.| of one sign on the set): its minimum is at 1, not at 2, and no maximum
        ("DT2019-XA.2.minimum", {"at": sp.Integer(2)}),
        ("DT2019-XA.2.minimum", {"which": "max"}),
    ],
)
def test_coq_rejects_a_wrong_extremum_theorem(theories, tmp_path, claim_id, change):
    c = claim(claim_id)
    assert not compiles(export_claim(extremum_like(c, **change)), theories, tmp_path)
    assert compiles(export_claim(c), theories, tmp_path)


# --- Limit --------------------------------------------------------------------------------------


def limit_like(c, *, to=None, value=None, constraints=None, cid="TEST-LIM"):
    """A copy of the Limit claim ``c`` with its point, value or constraints changed.  It names
    ``c``'s families (their metrics print as the families' matrices) unless the constraints are
    replaced: naming them would add their constraints back."""
    from kappamcc.model.kinds import Limit

    dom = c.domain
    return Limit(
        cid,
        "a changed copy (test)",
        SRC,
        expr=c.expr,
        var=c.var,
        to=c.to if to is None else to,
        value=c.value if value is None else value,
        domain=Domain(dom.symbols, tuple(dom.constraints if constraints is None else constraints), "test"),
        expected=Status.PROVED,
        families=c.families if constraints is None else (),
    )


def check_limit_round_trip(c, th):
    """f, the set, the parameters, the point and the value read back as the claim's objects, and
    the conclusion is the epsilon-M (epsilon-delta) definition over the set, built from them."""
    from kappamcc.recheck.export import _symbol_hypotheses
    from kappamcc.recheck.printer import CoqPrinter

    text, expr = th.function
    assert expr is c.expr
    assert same(parse(text, th.names), c.expr), f"{c.id}: f printed as {text}"
    # the variable's own assumption (its relation object evaluates to True: compared as text)
    own = _symbol_hypotheses([c.var], CoqPrinter())
    assert [t for t, _ in th.membership[: len(own)]] == [t for t, _ in own]
    want = [k for k in c.domain.constraints if c.var in k.free_symbols]
    assert [r for _, r in th.membership[len(own) :]] == want
    for t, r in th.membership[len(own) :]:
        assert same(parse_prop(t, th.names), r), f"{c.id}: {t} is not {r}"
    # the parameters: their assumptions, then the constraints without the variable, nothing else
    off = [k for k in c.domain.constraints if c.var not in k.free_symbols]
    params = [th.names[name] for name in th.variables]
    assert c.var not in params
    assumed = _symbol_hypotheses(params, CoqPrinter())
    assert [t for t, _ in th.hypotheses] == [t for t, _ in assumed] + [t for t, _ in th.hypotheses[len(assumed) :]]
    assert [r for _, r in th.hypotheses[len(assumed) :]] == off
    for t, r in th.hypotheses[len(assumed) :]:
        assert same(parse_prop(t, th.names), r), f"{c.id}: hypothesis {t} is not {r}"
    v = th.var
    assert f"let f := fun ({v} : R) => {text} in" in th.statement
    body = " /\\ ".join(t for t, _ in th.membership) or "True"
    assert f"let dom := fun ({v} : R) => {body} in" in th.statement
    ptext, point = th.point
    assert point == c.to
    if c.to in (sp.oo, -sp.oo):
        rel = "M < " + v if c.to == sp.oo else v + " < M"
        near = f"exists (M : R), forall ({v} : R), dom {v} -> {rel} -> "
        reach = f"(forall (M : R), exists ({v} : R), dom {v} /\\ {rel})"
    else:
        assert ptext is not None and same(parse(ptext, th.names), c.to)
        dist = f"Rabs ({v} - {ptext})"
        near = f"exists (delta : R), 0 < delta /\\ forall ({v} : R), dom {v} -> {v} <> {ptext} -> {dist} < delta -> "
        reach = f"(forall (delta : R), 0 < delta -> exists ({v} : R), dom {v} /\\ {v} <> {ptext} /\\ {dist} < delta)"
    ltext, value = th.value
    assert value == c.value
    if c.value == sp.oo:
        limit = f"(forall (B : R), {near}B < f {v})"
    elif c.value == -sp.oo:
        limit = f"(forall (B : R), {near}f {v} < B)"
    else:
        assert same(parse(ltext, th.names), c.value), f"{c.id}: the value printed as {ltext}"
        limit = f"(forall (eps : R), 0 < eps -> {near}Rabs (f {v} - {ltext}) < eps)"
    texts = [t for t, _ in th.conclusions]
    assert texts[-1] == limit
    assert reach in texts
    if th.defined:
        defs = " /\\ ".join(th.defined)
        assert f"({near}{defs})" in texts


LIMITS = [
    "BD2008-S9.quadratic",  # at +oo, a rational function
    "DT2019-C4.L2.kappa",  # at 0 over b > 0, a parameter in the value
    "DT2019-C6.L1.mcc",  # MCC (a square root) at +oo, the value -1/sqrt(2a+2)
    "DT2019-C6.L2.mcc",
    "DT2019-L9.key.blow-up",  # +oo at 1 from the left
    "DT2019-L9.S1.family-diagonal",
    "DT2019-XE.2.limit",  # a square root tending to +oo
    "DT2019-S8.3b",  # two-sided at 0 (b any real)
    "EXA-D5.limit",
    "PYCM-E1.4",  # x ln x / ln 2 -> 0 at 0+
    "DT2019-L9.S1.family-entropy-limit",  # a family's entropy at +oo: terms y ln y with y -> 0 or 1
    "DT2019-R4.1.limit",  # sqrt 2 |A - 1| -> +oo: |A - 1| is A - 1 near +oo
]


@pytest.mark.parametrize("claim_id", LIMITS)
def test_a_limit_theorem_states_the_definition_over_the_set(claim_id):
    c = claim(claim_id)
    check_limit_round_trip(c, export_claim(c))


def test_a_changed_limit_fails_the_round_trip():
    c = claim("DT2019-C4.L2.kappa")
    th = export_claim(c)
    a = next(s for s in c.domain.symbols if s.name == "a")
    for wrong in (
        limit_like(c, value=a / (a + 1)),
        limit_like(c, to=sp.Integer(1)),
        limit_like(c, to=sp.oo),
    ):
        with pytest.raises(AssertionError):
            check_limit_round_trip(wrong, th)
    # a dropped hypothesis: on a parameter (a > 0), on the variable's set (p < 1)
    for cid in ("DT2019-S8.3b", "DT2019-L9.key.blow-up"):
        c = claim(cid)
        with pytest.raises(AssertionError):
            check_limit_round_trip(limit_like(c, constraints=[]), export_claim(c))
    big = claim("DT2019-L9.key.blow-up")
    with pytest.raises(AssertionError):
        check_limit_round_trip(limit_like(big, value=-sp.oo), export_claim(big))


def test_a_limit_the_exporter_has_no_hint_for_is_not_translated():
    # log(75)/log(2) - log(25)/log(2): the value of ln at the point is not evaluated
    with pytest.raises(NotTranslated, match="value with logarithms"):
        export_claim(claim("DT2019-XC.3.limit"))
    from kappamcc.model.kinds import Limit

    n = sp.Symbol("n", integer=True, positive=True)
    seq = Limit(
        "TEST-SEQ",
        "1/n -> 0 (test)",
        SRC,
        expr=1 / n,
        var=n,
        to=sp.oo,
        value=0,
        domain=Domain((n,), (), ""),
        expected=Status.PROVED,
    )
    with pytest.raises(NotTranslated, match="integers"):
        export_claim(seq)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize("claim_id", LIMITS)
def test_coq_proves_a_registry_limit_theorem(theories, tmp_path, claim_id):
    assert compiles(export_claim(claim(claim_id)), theories, tmp_path)


def _sym(c, name):
    return next(s for s in (*c.domain.symbols, c.var) if s.name == name)


@pytest.mark.coq
@needs_coq
@pytest.mark.parametrize(
    "claim_id, change",
    [
        # K(C_{1,0})... C4: K -> 2a^2/(a^2 + (a+1)^2) as b -> 0+: claimed a/(a+1)
        ("DT2019-C4.L2.kappa", lambda c: {"value": _sym(c, "a") / (_sym(c, "a") + 1)}),
        # K(Z_A), N = 2 tends to 2/5 at A = 0, not at A = 1 (K = 0 there)
        ("DT2019-C7.L2.kappa", lambda c: {"to": sp.Integer(1)}),
        # at +oo: K tends to 0, not 1
        ("DT2019-C5.L1.kappa", lambda c: {"value": sp.Integer(1)}),
        # MCC at +oo: -1/sqrt(2a+2), not C5's -1/sqrt(a+1)
        ("DT2019-C6.L1.mcc", lambda c: {"value": -1 / sp.sqrt(_sym(c, "a") + 1)}),
        # (2p-1)/(1-p) -> +oo as p -> 1-: claimed -oo
        ("DT2019-L9.key.blow-up", lambda c: {"value": -sp.oo}),
        # without p < 1 the limit is two-sided, and (2p-1)/(1-p) -> -oo from the right
        ("DT2019-L9.key.blow-up", lambda c: {"constraints": []}),
        # without a > 0: at a = 0, a/(a+b) = 0 near b = 0
        ("DT2019-S8.3b", lambda c: {"constraints": []}),
        # x ln x / ln 2 -> 0 at 0+, not 1
        ("PYCM-E1.4", lambda c: {"value": sp.Integer(1)}),
        # sqrt 2 |A - 1| -> +oo, not -oo
        ("DT2019-R4.1.limit", lambda c: {"value": -sp.oo}),
    ],
)
def test_coq_rejects_a_wrong_limit_theorem(theories, tmp_path, claim_id, change):
    c = claim(claim_id)
    th = export_claim(limit_like(c, **change(c)))
    assert not compiles(th, theories, tmp_path)
