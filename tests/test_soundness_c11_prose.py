"""Soundness corpus, class 11: Steps and Counterexample rest on a prose argument.

A Steps, an AllOf part or a Counterexample is never PROVED from an argument the machine did not
check. The derivation kernel that checks such arguments instead (issue 20) has its own corpus:
tests/test_soundness_c11_kernel.py.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built.
"""

from __future__ import annotations

from kappamcc.model.kinds import AllOf, Counterexample, Exists, Limit, PrintedValue, Relation, Steps

from corpus_support import POS, R, REALS, SRC, ge, oo, registrars, true_line, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F(
    "F.steps-prose-only",
    11,
    lambda: Steps(
        "F.steps-prose-only", "0 = 1", SRC, steps=[true_line("F.spo.1")], argument="hence 0 = 1", expected="REFUTED"
    ),
)
B(
    "F.steps-empty",
    11,
    lambda: Steps("F.steps-empty", "every real is positive", SRC, steps=[], argument="", expected="REFUTED"),
)
F(
    "F.steps-irrelevant",
    11,
    lambda: Steps(
        "F.steps-irrelevant",
        "x^2 < 0 for some real x",
        SRC,
        steps=[
            true_line("F.si.1"),
            Relation("F.si.2", "x^2 >= 0", SRC, relation=ge(x**2, 0), expected="PROVED", domain=REALS),
        ],
        argument="by the two facts above",
        expected="REFUTED",
    ),
)
F(
    "F.steps-unrelated-limit",
    11,
    lambda: Steps(
        "F.steps-unrelated-limit",
        "kappa = MCC for every matrix",
        SRC,
        steps=[Limit("F.sul.1", "1/x -> 0", SRC, expr=1 / x, var=x, to=oo, value=0, expected="PROVED", domain=POS)],
        argument="so kappa = MCC",
        expected="REFUTED",
    ),
)
F(
    "F.allof-with-prose-step",
    11,
    lambda: AllOf(
        "F.allof-with-prose-step",
        "conjunction with a prose part",
        SRC,
        parts=[
            true_line("F.awps.1"),
            Steps("F.awps.2", "1 = 2", SRC, steps=[true_line("F.awps.3")], argument="so 1 = 2", expected="REFUTED"),
        ],
        expected="REFUTED",
    ),
)
B(
    "F.exists-from-prose",
    11,
    lambda: Exists(
        "F.exists-from-prose",
        "some real x has x^2 + 1 <= 0 (false)",
        SRC,
        negation=Steps(
            "F.efp.neg", "x^2 + 1 > 0 for all x", SRC, steps=[], argument="", derivation=True, expected="PROVED"
        ),
        expected="REFUTED",
    ),
)
B(
    "F.counterexample-no-facts",
    11,
    lambda: Counterexample(
        "F.counterexample-no-facts",
        "every x > 0 has x > 1 (false)",
        SRC,
        family="x = 1/2",
        facts=[],
        argument="",
        expected="REFUTED",
    ),
)

# more attacks, found against the partly fixed engine
F(
    "F.steps-derivation-conclusion",
    11,
    lambda: Steps(
        "F.steps-derivation-conclusion",
        "0 = 1 (the printed lines are true; the conclusion is not among them)",
        SRC,
        steps=[true_line("F.sdc.1")],
        argument="hence 0 = 1",
        derivation=True,
        expected="REFUTED",
    ),
)
F(
    "F.steps-derivation-irrelevant-lines",
    11,
    lambda: Steps(
        "F.steps-derivation-irrelevant-lines",
        "x^2 < 0 for some x",
        SRC,
        steps=[
            true_line("F.sdil.1"),
            Relation("F.sdil.2", "x^2 >= 0", SRC, relation=ge(x**2, 0), expected="PROVED", domain=REALS),
        ],
        argument="the lines above",
        derivation=True,
        expected="REFUTED",
    ),
)
F(
    "F.allof-derivation-part",
    11,
    lambda: AllOf(
        "F.allof-derivation-part",
        "1 = 2, as a conjunction with a derivation part",
        SRC,
        parts=[
            Steps(
                "F.adp.1",
                "1 = 2",
                SRC,
                steps=[true_line("F.adp.2")],
                argument="so 1 = 2",
                derivation=True,
                expected="REFUTED",
            )
        ],
        expected="REFUTED",
    ),
)
T(
    "T.exists-negation-derivation",
    11,
    lambda: Exists(
        "T.exists-negation-derivation",
        "some real x has x^2 < 1 (true)",
        SRC,
        negation=Steps(
            "T.end.neg",
            "x^2 >= 1 for every x (false; its printed lines are true)",
            SRC,
            steps=[true_line("T.end.1")],
            argument="hence",
            derivation=True,
            expected="REFUTED",
        ),
        expected="PROVED",
    ),
)
T(
    "T.allof-derivation-false-conclusion",
    11,
    lambda: Exists(
        "T.allof-derivation-false-conclusion",
        "some x > 0 has x < 1 (true)",
        SRC,
        negation=AllOf(
            "T.adfc.neg",
            "x >= 1 for x > 0 (false)",
            SRC,
            parts=[
                Steps(
                    "T.adfc.1",
                    "x >= 1 for x > 0",
                    SRC,
                    steps=[true_line("T.adfc.2")],
                    argument="so",
                    derivation=True,
                    expected="REFUTED",
                )
            ],
            expected="REFUTED",
        ),
        expected="PROVED",
    ),
)
T(
    "T.counterexample-irrelevant-facts",
    11,
    lambda: Counterexample(
        "T.counterexample-irrelevant-facts",
        "x^2 >= 0 for every real x (true)",
        SRC,
        family="x = 1",
        facts=[Limit("T.cif.fact", "1/x -> 0", SRC, expr=1 / x, var=x, to=oo, value=0, expected="PROVED", domain=POS)],
        argument="the fact contradicts the lemma",
        expected="OPEN",
    ),
)
T(
    "T.counterexample-irrelevant-printed",
    11,
    lambda: Counterexample(
        "T.counterexample-irrelevant-printed",
        "x^2 >= 0 for every real x (true)",
        SRC,
        family="x = 1",
        facts=[PrintedValue("T.cip.fact", "1/4 = 0.25", SRC, exact=R(1, 4), printed="0.25", expected="PROVED")],
        argument="the printed value contradicts the lemma",
        expected="OPEN",
    ),
)
T(
    "T.counterexample-true-line",
    11,
    lambda: Counterexample(
        "T.counterexample-true-line",
        "(x+1)^2 = x^2 + 2x + 1 for every x (true)",
        SRC,
        family="x = 0",
        facts=[true_line("T.ctl.fact")],
        argument="see the fact",
        expected="OPEN",
    ),
)
