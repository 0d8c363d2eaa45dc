"""The Coq exporter of negations and existences (kappamcc.recheck.export_witness, issue 32).

``Not(Q)`` is stated as ``~ (Q)`` with Q's statement printed by Q's own exporter, ``Exists(U)`` as
``exists x, <U's hypotheses> /\\ <definedness> /\\ ~ (<U's links>)`` from U's printed parts; the
engine's witness only instantiates the proof.  Round trips read each printed part back and
compare it with the claim's object; Coq proves the registry's negations and existences and
rejects the same statements with a wrong witness (``pytest -m coq``; the false statements of
class 32 are in tests/test_soundness_recheck_witness.py).
"""

import pytest
import sympy as sp

from kappamcc.catalogue.registry import claim
from kappamcc.engine.verify import verify
from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.kinds import Exists, Limit, Monotone, Not, Relation, in_interval
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.export_witness import export_witness
from kappamcc.recheck.printer import CoqPrinter, NotTranslated, parse, parse_prop, same
from kappamcc.recheck.run import compile_file
from kappamcc.recheck.theorem import _symbol_hypotheses

from coq_support import compiles, needs_coq
from test_soundness_recheck_witness import FALSE, export

pytestmark = pytest.mark.coq

NEGATIONS = [
    "DT2019-C4.M.kappa-not-decreasing",
    "DT2019-C5.M.kappa-not-decreasing",
    "DT2019-C6.M.kappa-not-decreasing",
    "DT2019-C7.M.kappa-not-decreasing",
]
EXISTENCES = ["DT2019-S4.2", "BLOG-M2.f1", "BLOG-K1", "BLOG-K1.accuracy", "BLOG-D1.incomparable"]
SRC = Source("TEST", "test")
x = sp.Symbol("x", real=True)


def _not_links(links):
    return sp.Not(links[0] if len(links) == 1 else sp.And(*links, evaluate=False), evaluate=False)


@pytest.mark.parametrize("claim_id", NEGATIONS)
def test_a_negation_states_the_negated_claims_own_statement(claim_id):
    c = claim(claim_id)
    q = c.claim
    th = export_claim(c)
    alone = export_claim(q)
    assert th.statement == f"~ ({alone.statement})"
    assert th.source().count(alone.statement) == 1
    # Q's parts, read back: f, the variable's set, the parameters' hypotheses
    inner = th.negated
    assert same(parse(inner.function[0], inner.names), q.expr)
    want = [r for _, r in _symbol_hypotheses([q.var], CoqPrinter())] + in_interval(q.var, q.over)
    want += [k for k in q.domain.constraints if q.var in k.free_symbols]
    assert [r for _, r in inner.membership] == want
    for text, rel in inner.hypotheses + inner.membership:
        assert same(parse_prop(text, inner.names), rel), (text, rel)
    lo, hi = f"{inner.var}_lo", f"{inner.var}_hi"
    fx = f"f {hi} < f {lo}" if q.direction == "decreasing" else f"f {lo} < f {hi}"
    assert f"{lo} < {hi} -> {fx})" in th.statement


@pytest.mark.parametrize("claim_id", EXISTENCES)
def test_an_existence_states_a_point_of_the_negations_domain_where_its_links_fail(claim_id):
    c = claim(claim_id)
    u = c.negation
    th = export_claim(c)
    alone = export_claim(u)
    assert th.variables == alone.variables and th.defined == alone.defined
    assert [t for t, _ in th.hypotheses] == [t for t, _ in alone.hypotheses]
    for text, rel in th.hypotheses:
        assert same(parse_prop(text, th.names), rel), (text, rel)
    assert [r for _, r in th.hypotheses if r in u.domain.constraints] == list(u.domain.constraints)
    ((text, failing),) = th.conclusions
    assert same(parse_prop(text, th.names), _not_links(list(u.links))), text
    assert same(failing, _not_links(list(u.links)))
    binders = " ".join(f"({v} : R)" for v in alone.variables)
    assert th.statement.startswith(f"exists {binders},\n")
    for part in [*(t for t, _ in th.hypotheses), *th.defined, text]:
        assert part in th.statement


@pytest.mark.parametrize("claim_id", EXISTENCES)
def test_the_witness_is_the_engines_counterexample_printed_exactly(claim_id):
    c = claim(claim_id)
    th = export_claim(c)
    point = verify(c).counterexample
    printer = CoqPrinter()
    values = [f"({printer.term(point[th.names[v]])})" for v in th.variables]
    assert th.script[0] == f"exists {', '.join(values)}."


def test_kinds_and_symbols_a_witness_cannot_state_faithfully_are_refused():
    limit = Limit("T-LIM", "lim 1/x = 0", SRC, expr=1 / x, var=x, to=sp.oo, value=0, expected=Status.PROVED)
    with pytest.raises(NotTranslated, match="negation of a kind not exported"):
        export_witness(Not("T-NOT-LIM", "not", SRC, claim=limit, expected=Status.PROVED), {x: 1})
    mono = Monotone(
        "T-MONO",
        "x is increasing",
        SRC,
        expr=x,
        var=x,
        over=sp.Interval(0, 1),
        direction="increasing",
        expected="PROVED",
    )
    with pytest.raises(NotTranslated, match="existence over a kind not exported"):
        export_witness(Exists("T-EX-MONO", "some", SRC, negation=mono, expected=Status.PROVED), {x: 1})
    # an integer n: Q's theorem drops the assumption (stronger Q), so ~ Q over the reals says less
    n = sp.Symbol("n", integer=True)
    q = Relation("T-INT", "n^2 != 2", SRC, relation=sp.Ne(n**2, 2), domain=Domain((n,)), expected="PROVED")
    with pytest.raises(NotTranslated, match="beyond a sign"):
        export_witness(Exists("T-EX-INT", "some n", SRC, negation=q, expected=Status.PROVED), {n: 1})
    u = Relation("T-U", "x <= 1", SRC, relation=sp.Le(x, 1), domain=Domain((x,)), expected="PROVED")
    with pytest.raises(NotTranslated, match="witness not exact"):
        export_witness(Exists("T-EX-FLOAT", "some x", SRC, negation=u, expected=Status.PROVED), {x: sp.Float(1.5)})
    with pytest.raises(NotTranslated, match="domain of its own"):
        export_witness(
            Exists("T-EX-DOM", "some x", SRC, negation=u, domain=Domain((x,), (x > 0,)), expected=Status.PROVED),
            {x: 2},
        )


def test_no_points_in_the_wrong_order_no_failing_link_no_theorem():
    # a true monotonicity: sympy finds no two points in the wrong order around the given one
    not_inc = FALSE["not-increasing-points-in-order"]()[0]
    with pytest.raises(NotTranslated, match="witness not a failure"):
        export_witness(not_inc, {x: 1})
    # a true relation at a point where it holds
    not_k = FALSE["not-kappa-le-1-negative-entry"]()[0]
    a, b, c, d = (s for s in not_k.claim.domain.symbols)
    with pytest.raises(NotTranslated, match="witness not a failure"):
        export_witness(not_k, {a: 1, b: 0, c: 0, d: 1})


# -- Coq ---------------------------------------------------------------------------------------


@needs_coq
@pytest.mark.parametrize("claim_id", NEGATIONS + EXISTENCES)
def test_coq_proves_the_registrys_negations_and_existences(claim_id, theories, tmp_path):
    assert compiles(export_claim(claim(claim_id)), theories, tmp_path)


def _rejected(th, theories, tmp_path) -> bool:
    """coqc refuses the theorem in its proof (a syntax error or an unknown name would make the
    test vacuous)."""
    path = tmp_path / f"{th.name}.v"
    path.write_text(th.source())
    status, _, message = compile_file(path, theories, timeout=90)
    assert "Syntax error" not in message and "was not found" not in message, message
    return status == "failed"


@needs_coq
@pytest.mark.parametrize(
    "label",
    [
        "not-increasing-points-in-order",  # a Not of a TRUE monotonicity with a fake witness
        "exists-kappa-above-1-negative-entry",  # an Exists whose witness is outside the domain
        "exists-kappa-above-1-in-the-domain",  # an Exists of an impossible property
    ],
)
def test_coq_rejects_a_false_negation_or_existence_with_its_witness(label, theories, tmp_path):
    assert _rejected(export(FALSE[label]())[1], theories, tmp_path)


@needs_coq
def test_coq_rejects_the_registrys_statements_with_a_wrong_witness(theories, tmp_path):
    # BLOG-K1 at the identity (kappa = 1 >= 0): the link does not fail there
    k1 = claim("BLOG-K1")
    tp, fp, fn, tn = (export_claim(k1).names[v] for v in ("v_TP", "v_FP", "v_FN", "v_TN"))
    assert _rejected(export_witness(k1, {tp: 1, fp: 0, fn: 0, tn: 1}), theories, tmp_path)
    # K(A) of C7 decreases from A = 1 to A = 2: not a failure of "decreasing"
    c7 = claim("DT2019-C7.M.kappa-not-decreasing")
    point = verify(c7).counterexample
    assert _rejected(export_witness(c7, point, (1, 2)), theories, tmp_path)
    # a negative entry in the witness
    s42 = claim("DT2019-S4.2")
    names = export_claim(s42).names
    a, b, c, d = (names[v] for v in ("v_a", "v_b", "v_c", "v_d"))
    assert _rejected(export_witness(s42, {a: 1, b: sp.Rational(-1, 2), c: 1, d: 1}), theories, tmp_path)
