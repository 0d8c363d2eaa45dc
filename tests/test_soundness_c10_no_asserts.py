"""Soundness corpus, class 10: no soundness check is an assert.

Two roots closer than the working precision are the claims; python -O strips assert statements,
so a check written as one would vanish there.

Its false claims, true controls and bad calls are run by tests/test_soundness_corpus.py (the
table of classes): no false claim is PROVED, and every refutation re-checks there, exactly and
independently of the engine; no true control is REFUTED; every bad call is refused by kappamcc's
own validation when it is built. This file also checks that the engine has no assert statement,
and runs the class's claims under python -O in a fresh process (marked ``subprocess``).
"""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

from kappamcc.engine.verify import verify

from corpus_support import POS, R, ge, registrars, rel, trel, x

FALSE_CLAIMS: list = []
TRUE_CONTROLS: list = []
BAD_CALLS: list = []
F, T, B = registrars(FALSE_CLAIMS, TRUE_CONTROLS, BAD_CALLS)

F("F.assert-close-rational-roots", 10, rel("F.assert-close-rational-roots", ge((x - 1) * (x - 1 - R(1, 10**70)), 0)))
F(
    "F.assert-close-rational-roots-80",
    10,
    rel("F.assert-close-rational-roots-80", ge((x - 2) * (x - 2 - R(1, 10**80)), 0), POS),
)
F(
    "F.assert-close-irrational-roots",
    10,
    rel("F.assert-close-irrational-roots", ge((x**2 - 2) * (x**2 - 2 - R(1, 10**70)), 0), POS),
)
T("T.assert-close-roots", 10, trel("T.assert-close-roots", ge((x - 1) ** 2 * (x - 1 - R(1, 10**70)) ** 2, 0)))


# ---------------------------------------------------------------------------
# checked directly: no assert in the engine, and python -O changes no verdict

ENGINE = pathlib.Path(__file__).resolve().parent.parent / "kappamcc"
TESTS = pathlib.Path(__file__).resolve().parent


def _stripped_by_O() -> list:
    """assert statements and __debug__ tests in the engine: the only code python -O removes."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Assert) or (isinstance(node, ast.Name) and node.id == "__debug__"):
                found.append(f"{path.relative_to(ENGINE.parent)}:{node.lineno}")
    return found


def test_no_assert_statement_in_the_engine():
    found = _stripped_by_O()
    assert not found, f"soundness checks written as assert (stripped by python -O): {found}"


# run under python -O in a fresh process: this class's claims, each verdict printed on a line of its own
_UNDER_O = """
import sys
sys.path.insert(0, sys.argv[1])
from kappamcc.engine.verify import verify
import corpus_support
import test_soundness_c10_no_asserts as c10
print("optimize", sys.flags.optimize, __debug__)
for label, _, factory in c10.FALSE_CLAIMS + c10.TRUE_CONTROLS:
    claim = factory()
    verdict = verify(claim)
    refuted = verdict.status.name in ("REFUTED", "CORRECTED")
    problem = corpus_support._refutation_problem(claim, verdict) if refuted else None
    print("verdict", label, verdict.status.name, verdict.method == "error", problem is None)
"""


@pytest.mark.subprocess
def test_close_roots_are_decided_alike_with_assertions_stripped():
    """Under python -O (assert statements stripped) the class's claims get the verdicts they get
    here: no false claim is PROVED, each refutation still re-checks, no true control is
    REFUTED, nothing crashes.  A soundness check written as an assert on their path would be
    missing there: the verdicts would differ, and this test fails."""
    out = subprocess.run(
        [sys.executable, "-O", "-c", _UNDER_O, str(TESTS)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=str(ENGINE.parent),
    )
    assert out.returncode == 0, out.stderr[-3000:]
    lines = [line.split() for line in out.stdout.splitlines()]
    assert ["optimize", "1", "False"] in lines, f"the process did not run under python -O: {out.stdout}"
    under_o = {words[1]: words[2:] for words in lines if words[0] == "verdict"}
    expected = {label: verify(factory()).status.name for label, _, factory in FALSE_CLAIMS + TRUE_CONTROLS}
    assert set(under_o) == set(expected), (sorted(under_o), sorted(expected))
    false_labels = {label for label, _, _ in FALSE_CLAIMS}
    for label, (status, crashed, rechecks) in under_o.items():
        assert crashed == "False", f"{label} crashed under python -O"
        assert status == expected[label], f"{label}: {status} under python -O, {expected[label]} without"
        if label in false_labels:
            assert status != "PROVED", f"under python -O the false claim {label} is PROVED"
            assert rechecks == "True", f"under python -O the refutation of {label} does not re-check"
        else:
            assert status not in ("REFUTED", "CORRECTED"), f"under python -O the true control {label} is {status}"
