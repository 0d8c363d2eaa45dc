"""Soundness corpus, class 2: mode strings (kind, direction, outcomes) are validated, never guessed.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built. This file also checks that every constructor argument a call
gets wrong is refused with an error naming the argument (``BAD_ARGUMENTS``).
"""

from __future__ import annotations

import pytest
import sympy as sp

from kappamcc.model.claims import Domain
from kappamcc.model.kinds import (
    AllOf,
    Convex,
    Counterexample,
    Exists,
    Extremum,
    ForEachSize,
    IdentityAllN,
    Limit,
    Monotone,
    PrintedValue,
    Relation,
    Root,
    Steps,
    chain,
    eq,
    in_interval,
)

from corpus_support import M, R, SRC, check_refused, ext, gt, i, mono, oo, registrars, true_line, x, y

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

for kind in ("minimum", "Min", "MIN", "min ", "minimal", "lowest", "argmin", "smallest"):
    B(f"F.mode-extremum-kind={kind!r}", 2, ext(f"F.mode-extremum-kind={kind!r}", x**2, x, 1, sp.Interval(-1, 1), kind))
for kind in ("maximum", "Max"):
    B(f"F.mode-extremum-kind={kind!r}", 2, ext(f"F.mode-extremum-kind={kind!r}", x**2, x, 0, sp.Interval(-1, 1), kind))
for direction in ("Decreasing", "decrease", "nonincreasing", "down", "DECREASING", "decreasing ", "falling"):
    B(
        f"F.mode-monotone-direction={direction!r}",
        2,
        mono(f"F.mode-monotone-direction={direction!r}", x, x, sp.Interval.open(0, 1), direction),
    )
B(
    "F.mode-monotone-direction-int-steps",
    2,
    mono("F.mode-monotone-direction-int-steps", x, x, sp.Interval(0, 5), "Decreasing", integer_steps=True),
)
B("F.mode-monotone-direction-none", 2, mono("F.mode-monotone-direction-none", -x, x, sp.Interval.open(0, 1), None))

# more attacks, found against the partly fixed engine
F(
    "F.mode-foreachsize-outcome-string",
    2,
    lambda: ForEachSize(
        "F.mode-foreachsize-outcome-string",
        "",
        SRC,
        sizes=[1, 2],
        check=lambda N: ("fails", "a string outcome"),
        expected="REFUTED",
    ),
)
F(
    "F.mode-foreachsize-outcome-none",
    2,
    lambda: ForEachSize(
        "F.mode-foreachsize-outcome-none", "", SRC, sizes=[1, 2], check=lambda N: (None, ""), expected="REFUTED"
    ),
)
F(
    "F.mode-foreachsize-outcome-bare-bool",
    2,
    lambda: ForEachSize(
        "F.mode-foreachsize-outcome-bare-bool", "", SRC, sizes=[1, 2], check=lambda N: False, expected="REFUTED"
    ),
)
F(
    "F.mode-foreachsize-outcome-int",
    2,
    lambda: ForEachSize(
        "F.mode-foreachsize-outcome-int", "", SRC, sizes=[1, 2], check=lambda N: (2, "two"), expected="REFUTED"
    ),
)
T(
    "T.mode-min",
    2,
    lambda: Extremum(
        "T.mode-min", "", SRC, expr=x**2, var=x, at=0, over=sp.Interval(-1, 1), kind="min", expected="PROVED"
    ),
)
T(
    "T.mode-max",
    2,
    lambda: Extremum(
        "T.mode-max", "", SRC, expr=x**2, var=x, at=1, over=sp.Interval(-1, 1), kind="max", expected="PROVED"
    ),
)
T(
    "T.mode-increasing",
    2,
    lambda: Monotone(
        "T.mode-increasing",
        "",
        SRC,
        expr=x,
        var=x,
        over=sp.Interval.open(0, 1),
        direction="increasing",
        expected="PROVED",
    ),
)


# ---------------------------------------------------------------------------
# every constructor argument a call gets wrong is refused by kappamcc's validation, naming it:
# (label, the argument the message must name, the call)


def _bad_arguments():
    D = Domain((x,), (x > 0,))
    line = true_line("B.line")
    yield (
        "extremum-kind-minimum",
        "kind",
        lambda: Extremum(
            "B", "", SRC, expr=x**2, var=x, at=0, over=sp.Interval(-1, 1), kind="minimum", expected="PROVED"
        ),
    )
    yield (
        "extremum-kind-none",
        "kind",
        lambda: Extremum("B", "", SRC, expr=x**2, var=x, at=0, over=sp.Interval(-1, 1), kind=None, expected="PROVED"),
    )
    yield (
        "extremum-over-tuple",
        "over",
        lambda: Extremum("B", "", SRC, expr=x**2, var=x, at=0, over=(-1, 1), expected="PROVED", kind="min"),
    )
    yield (
        "extremum-var-expr",
        "var",
        lambda: Extremum(
            "B", "", SRC, expr=x**2, var=x + 1, at=0, over=sp.Interval(-1, 1), expected="PROVED", kind="min"
        ),
    )
    yield (
        "monotone-direction-down",
        "direction",
        lambda: Monotone("B", "", SRC, expr=x, var=x, over=sp.Interval(0, 1), direction="down", expected="PROVED"),
    )
    yield (
        "monotone-direction-int",
        "direction",
        lambda: Monotone("B", "", SRC, expr=x, var=x, over=sp.Interval(0, 1), direction=1, expected="PROVED"),
    )
    yield (
        "monotone-over-list",
        "over",
        lambda: Monotone("B", "", SRC, expr=x, var=x, over=[0, 1], direction="increasing", expected="PROVED"),
    )
    yield (
        "monotone-integer-steps-str",
        "integer_steps",
        lambda: Monotone(
            "B",
            "",
            SRC,
            expr=x,
            var=x,
            over=sp.Interval(0, 3),
            direction="increasing",
            integer_steps="yes",
            expected="PROVED",
        ),
    )
    yield (
        "convex-var-string",
        "var",
        lambda: Convex("B", "", SRC, expr=x**2, var="x", over=sp.Interval(0, 1), expected="PROVED"),
    )
    yield "convex-over-none", "over", lambda: Convex("B", "", SRC, expr=x**2, var=x, over=None, expected="PROVED")
    yield "relation-string", "relation", lambda: Relation("B", "", SRC, relation="x > 0", expected="PROVED", domain=D)
    yield "relation-empty", "relation", lambda: Relation("B", "", SRC, relation=[], expected="PROVED", domain=D)
    yield (
        "relation-expr-not-relation",
        "relation",
        lambda: Relation("B", "", SRC, relation=x + 1, expected="PROVED", domain=D),
    )
    yield (
        "relation-boolean-side",
        "relation",
        lambda: Relation("B", "", SRC, relation=eq(gt(x, 0), sp.false), expected="PROVED", domain=D),
    )
    yield (
        "relation-tuple-sides",
        "relation",
        lambda: Relation(
            "B", "", SRC, relation=sp.Ne(sp.Tuple(1, x), sp.Tuple(x, 1), evaluate=False), expected="PROVED", domain=D
        ),
    )
    yield (
        "relation-set-side",
        "relation",
        lambda: Relation(
            "B", "", SRC, relation=sp.Eq(sp.FiniteSet(x), sp.FiniteSet(1), evaluate=False), expected="PROVED", domain=D
        ),
    )
    yield "domain-xor-constraint", "constraints", lambda: Domain((x,), (sp.Xor(x > 0, x < -2),))
    yield "domain-contains-constraint", "constraints", lambda: Domain((x,), (sp.Contains(x, sp.Interval(0, 1)),))
    yield "domain-boolean-symbol", "constraints", lambda: Domain((x,), (sp.Symbol("flag"),))
    yield "relation-python-bool", "relation", lambda: Relation("B", "", SRC, relation=True, expected="PROVED", domain=D)
    yield (
        "relation-domain-tuple",
        "domain",
        lambda: Relation("B", "", SRC, relation=gt(x, 0), expected="PROVED", domain=((x,), (x > 0,))),
    )
    yield (
        "relation-correction-not-claim",
        "correction",
        lambda: Relation("B", "", SRC, relation=gt(x, 0), expected="PROVED", domain=D, correction=gt(x, -1)),
    )
    yield (
        "claim-expected-unknown",
        "expected",
        lambda: Relation("B", "", SRC, relation=gt(x, 0), expected="PROVEN", domain=D),
    )
    yield (
        "claim-source-string",
        "source",
        lambda: Relation("B", "", "paper p. 3", relation=gt(x, 0), expected="PROVED", domain=D),
    )
    yield "limit-var-expr", "var", lambda: Limit("B", "", SRC, expr=1 / x, var=x + 1, to=oo, value=0, expected="PROVED")
    yield (
        "limit-to-string",
        "to",
        lambda: Limit("B", "", SRC, expr=1 / x, var=x, to="infinity", value=0, expected="PROVED"),
    )
    yield (
        "limit-expr-object",
        "expr",
        lambda: Limit("B", "", SRC, expr=object(), var=x, to=oo, value=0, expected="PROVED"),
    )
    yield "limit-expr-none", "expr", lambda: Limit("B", "", SRC, expr=None, var=x, to=oo, value=0, expected="PROVED")
    yield (
        "printed-float",
        "printed",
        lambda: PrintedValue("B", "", SRC, exact=R(1, 3), printed=0.333, expected="PROVED"),
    )
    yield "printed-empty", "printed", lambda: PrintedValue("B", "", SRC, exact=R(1, 3), printed="", expected="PROVED")
    yield (
        "printed-garbage",
        "printed",
        lambda: PrintedValue("B", "", SRC, exact=R(1, 3), printed="about a third", expected="PROVED"),
    )
    yield (
        "printed-exact-symbolic",
        "exact",
        lambda: PrintedValue("B", "", SRC, exact=x, printed="0.3", expected="PROVED"),
    )
    yield "steps-empty", "steps", lambda: Steps("B", "", SRC, steps=[], argument="because", expected="PROVED")
    yield (
        "steps-not-claims",
        "steps",
        lambda: Steps("B", "", SRC, steps=[gt(x, 0)], argument="because", expected="PROVED"),
    )
    yield "steps-no-argument", "argument", lambda: Steps("B", "", SRC, steps=[line], argument="", expected="PROVED")
    yield (
        "steps-derivation-string",
        "derivation",
        lambda: Steps("B", "", SRC, steps=[line], argument="because", derivation="no", expected="PROVED"),
    )
    yield "allof-empty", "parts", lambda: AllOf("B", "", SRC, parts=[], expected="PROVED")
    yield "allof-not-claims", "parts", lambda: AllOf("B", "", SRC, parts=[gt(x, 0)], expected="PROVED")
    yield (
        "counterexample-no-facts",
        "facts",
        lambda: Counterexample("B", "", SRC, family="family", facts=[], argument="because", expected="REFUTED"),
    )
    yield (
        "counterexample-no-argument",
        "argument",
        lambda: Counterexample("B", "", SRC, family="family", facts=[line], argument="", expected="REFUTED"),
    )
    yield "exists-negation-relation", "negation", lambda: Exists("B", "", SRC, negation=gt(x, 0), expected="PROVED")
    yield (
        "identity-all-n-empty",
        "equations",
        lambda: IdentityAllN("B", "", SRC, equations=[], arrays=[M], expected="PROVED"),
    )
    yield (
        "identity-all-n-arrays",
        "arrays",
        lambda: IdentityAllN("B", "", SRC, equations=[(M[i, i], M[i, i])], arrays=["M"], expected="PROVED"),
    )
    yield (
        "foreachsize-empty",
        "sizes",
        lambda: ForEachSize("B", "", SRC, sizes=[], check=lambda N: (True, ""), expected="PROVED"),
    )
    yield (
        "foreachsize-check",
        "check",
        lambda: ForEachSize("B", "", SRC, sizes=[1, 2], check="not callable", expected="PROVED"),
    )
    yield "domain-symbols-strings", "symbols", lambda: Domain(("x",), ())
    yield "domain-constraint-expr", "constraints", lambda: Domain((x,), (x + 1,))
    yield "chain-unknown-operator", "=<", lambda: chain(x, "=<", 1)
    yield "in-interval-tuple", "interval", lambda: in_interval(x, (0, 1))
    yield (
        "root-irrational-end",
        "over",
        lambda: Root("B", "", SRC, expr=x, var=x, over=sp.Interval(0, sp.pi), expected="PROVED"),
    )
    yield (
        "root-other-symbol",
        "expr",
        lambda: Root("B", "", SRC, expr=x + y, var=x, over=sp.Interval(0, 1), expected="PROVED"),
    )
    for label, at in (("oo", oo), ("minus-oo", -oo), ("zoo", sp.zoo), ("I", sp.I), ("complex", 1 + sp.I)):
        yield (
            f"extremum-at-{label}",
            "at",
            (
                lambda at: (
                    lambda: Extremum(
                        "B",
                        "",
                        SRC,
                        expr=1 / (1 + x**2),
                        var=x,
                        at=at,
                        over=sp.Interval(-oo, oo),
                        kind="min",
                        expected="PROVED",
                    )
                )
            )(at),
        )


BAD_ARGUMENTS = list(_bad_arguments())


@pytest.mark.parametrize("argument,call", [pytest.param(arg, c, id=label) for label, arg, c in BAD_ARGUMENTS])
def test_bad_constructor_argument_raises_naming_it(argument, call):
    with pytest.raises((ValueError, TypeError)) as info:
        call()
    check_refused(info.value)
    assert argument.lower() in str(info.value).lower(), (
        f"{type(info.value).__name__} does not name the argument {argument!r}: {info.value}"
    )
