"""Every verdict says what the source prints: scopes declared, errata classed (docs/readings.md).

The registry tests read the claims' data only (no verdict is computed here); the report tests
render rows built by hand.
"""

from __future__ import annotations

import json
import re

import pytest
import sympy as sp

from kappamcc.catalogue import registry

from kappamcc.present import report
from kappamcc.model.claims import Origin, Status
from kappamcc.catalogue.errata import ERRATUM_STATUSES
from kappamcc.model.kinds import AllOf, ForEachSize

# words of a domain that fix a size or lift the entries ("3 x 3", "positive counts", "N = 2..8")
NARROW_WORDS = re.compile(
    r"\b\d+ x \d+\b|positive (integer )?counts|every entry|entries? >= ?1|\bN = \d|for N = ", re.IGNORECASE
)
LIFTED_ENTRIES = 4  # this many symbols bounded below by a positive number: a matrix's entries lifted


def _lifted(claim) -> bool:
    lows = [
        c
        for c in claim.domain.constraints
        if isinstance(c, (sp.GreaterThan, sp.StrictGreaterThan)) and c.lhs.is_Symbol and c.rhs.is_number and c.rhs > 0
    ]
    return len(lows) >= LIFTED_ENTRIES


def narrowing_signs(claim) -> list[str]:
    """Why a printed claim's domain looks narrower than a general statement: fixed sizes, or entries lifted."""
    signs = []
    if NARROW_WORDS.search(claim.domain.text or ""):
        signs.append(f"its domain says {NARROW_WORDS.search(claim.domain.text).group(0)!r}")
    if _lifted(claim):
        signs.append(f"{LIFTED_ENTRIES}+ symbols bounded below by a positive number")
    if isinstance(claim, ForEachSize):
        signs.append("it is checked for listed sizes only")
    return signs


def printed_claims():
    return [c for c in registry.all_claims() if c.origin is Origin.PRINTED]


def test_every_printed_claim_proved_on_a_domain_that_fixes_a_size_or_lifts_the_entries_declares_its_scope():
    # a refutation on a narrower domain refutes the print too: only proofs need a declared scope
    undeclared = [
        f"{c.id} ({'; '.join(narrowing_signs(c))})"
        for c in printed_claims()
        if c.expected in (Status.PROVED, Status.PROVED_IN_PART) and c.scope is None and narrowing_signs(c)
    ]
    assert not undeclared, (
        "declare scope=Scope(printed=..., checked=...), or Scope.full(...) when the domain is "
        "exactly the print: " + ", ".join(undeclared)
    )


def test_a_claim_expected_proved_in_part_declares_a_narrower_scope_or_has_a_part_that_does():
    def narrowed(c):
        return (c.scope is not None and c.scope.narrower) or (
            isinstance(c, AllOf) and any(narrowed(p) for p in c.parts)
        )

    wrong = [c.id for c in registry.all_claims() if c.expected is Status.PROVED_IN_PART and not narrowed(c)]
    assert not wrong


def test_every_printed_erratum_carries_its_class():
    unclassed = [c.id for c in printed_claims() if c.expected in ERRATUM_STATUSES and c.erratum is None]
    assert not unclassed, "add erratum=Erratum.false/typo/imprecise(why) to: " + ", ".join(unclassed)


def test_no_claim_that_is_not_an_erratum_carries_an_erratum_class():
    stale = [c.id for c in registry.all_claims() if c.erratum is not None and c.expected not in ERRATUM_STATUSES]
    assert not stale


# --- the report shows a proof in part and the errata's classes apart ---------------------------


def _row(cid, verdict, *, scope=None, printed_scope=None, erratum_class=None, why=None):
    return {
        "id": cid,
        "source": "S, p. 1",
        "statement": f"statement of {cid}",
        "verdict": verdict,
        "expected": verdict,
        "method": "m",
        "certificate": "",
        "counterexample": {"x": "1"} if erratum_class else None,
        "correction": None,
        "notes": "",
        "seconds": 0.1,
        "uses": [],
        "origin": "printed",
        "erratum": erratum_class is not None,
        "scope": scope,
        "printed_scope": printed_scope,
        "erratum_class": erratum_class,
        "erratum_reason": why,
    }


ROWS = [
    _row("A-1", "PROVED"),
    _row("A-2", "PROVED IN PART", scope="3 x 3, entries >= 1", printed_scope="every N x N"),
    _row("A-3", "REFUTED", erratum_class="typo", why="a sign slip"),
    _row("A-4", "REFUTED", erratum_class="false", why="fails at x = 1"),
    _row("A-5", "CORRECTED", erratum_class="imprecise", why="padded digits"),
]


def test_the_footer_counts_proofs_in_part_apart_from_full_proofs():
    text = report.render(ROWS, width=100)
    assert "PROVED 1, PROVED IN PART 1," in " ".join(text.split())


@pytest.mark.parametrize("wide", [False, True])
def test_the_table_says_what_scope_a_proof_in_part_covers_and_what_was_printed(wide):
    text = " ".join(report.render(ROWS, width=160, wide=wide).split())
    assert "proved only for 3 x 3, entries >= 1 (printed: every N x N)" in text


def test_the_json_gives_the_verdict_proved_in_part_with_its_scope_and_each_erratums_class():
    rows = {r["id"]: r for r in json.loads(report.render(ROWS, "json"))}
    assert (rows["A-2"]["verdict"], rows["A-2"]["scope"]) == ("PROVED IN PART", "3 x 3, entries >= 1")
    assert (rows["A-3"]["erratum_class"], rows["A-3"]["erratum_reason"]) == ("typo", "a sign slip")


def test_the_errata_list_groups_by_class_false_first_and_counts_each_class():
    text = report.render(ROWS, width=100, errata=True)
    headings = [line for line in text.splitlines() if line.startswith(("false:", "typo:", "imprecise:"))]
    assert [h.split(":")[0] for h in headings] == ["false", "typo", "imprecise"]
    assert text.index("A-4") < text.index("A-3") < text.index("A-5")
    assert "false 1, typo 1, imprecise 1" in " ".join(text.split())
