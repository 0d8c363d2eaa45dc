"""The verdict report: verify every registered claim and print a table (``render``), or one
claim in full (``render_claim``).

The text table fits the width it is given (the terminal's, ``COLUMNS``, else 80; at least
``MIN_WIDTH``, so that no word is split to fit a narrower one; at most ``MAX_WIDTH``, and no
wider than its texts need): the statement, the counterexample and the correction wrap
within the statement column, never cut;
``wide=True`` is the one-line-per-claim layout with long texts cut.  Rows are in the
natural order of their IDs (``kappamcc.catalogue.registry.id_sort_key``).  Claims are verified in
worker processes, which a Ctrl-C stops at once (``in_workers``).
"""

from __future__ import annotations

import difflib
import json
import multiprocessing
import os
import re
import shutil
import signal
import sys
import textwrap
import threading
import time
from collections import Counter
from typing import Callable, Iterable, Iterator, Sequence

import sympy as sp

from ..catalogue import registry
from ..model.claims import Status
from ..catalogue.errata import is_erratum
from ..model.mathtext import display, math_text, value_text
from ..catalogue.registry import all_claims, claim, id_sort_key
from ..engine.verify import known_verdict, verify
from ..recheck.run import load_results, method_label

__all__ = [
    "run",
    "verify_all",
    "render",
    "select_claims",
    "find_claims",
    "render_claim",
    "no_such_claim",
    "in_workers",
    "terminal_width",
]

STATUS_ORDER = list(Status)
WITH_COUNTEREXAMPLE = ("REFUTED", "CORRECTED", "ARGUED AGAINST")
# worker processes are worth their start only for many claims, unless the caller's process has
# one thread: then the work always goes to a worker, so that a Ctrl-C never waits for a prover
MANY_CLAIMS = 40
NO_BREAK = "\xa0"
MIN_WIDTH = 60  # narrower terminals get the 60-column layout: words stay whole (a line may run past the edge)
MAX_WIDTH = 1000  # a wider COLUMNS (COLUMNS=100000000000) gets this width: the table is as wide as its texts


# how the index sums of a derivation are written (kappamcc.prove.atoms)
ATOM_LEGEND = (
    "each symbol is a sum over the classes of an N x N matrix, for every N: S = sum_ij C_ij, tr = sum_k "
    "C_kk, N = sum_k 1, Σr·c = sum_k r_k c_k, Σr² = sum_k r_k^2, Σc² = sum_k c_k^2; Σ[C_01 C_23, 0≠2] is "
    "the sum of C_ab C_cd over all classes a, b, c, d with a ≠ c (the digits name the summed classes); a "
    "suffix names the matrix or its kind (_sym: symmetric)"
)


def _verify_one(claim_id: str) -> tuple[str, dict]:
    return claim_id, verify(claim(claim_id)).as_dict()


def _verify_many(claim_ids: list[str]) -> list[tuple[str, dict]]:
    return [_verify_one(i) for i in claim_ids]


def _by_module(claims) -> list[list[str]]:
    """The claims' IDs in one batch per proof module, largest first: claims of one module
    share families and questions, which a worker process then answers once (memoised).
    Claims decided from other claims (conjunctions, steps, ...) come last, in batches of
    their own: by then the claims they are built on are decided and in the verdict cache."""
    from ..model.kinds import DECIDED_FROM_CLAIMS

    first: dict = {}
    last: dict = {}
    for c in claims:
        batches = last if isinstance(c, DECIDED_FROM_CLAIMS) else first
        batches.setdefault(getattr(c, "module", None) or c.id, []).append(c.id)
    return [b for batches in (first, last) for b in sorted(batches.values(), key=len, reverse=True)]


def _start_worker(claims_paths: Sequence[str]) -> None:
    """In each worker: a Ctrl-C is the parent's to handle (it stops the workers), and the
    registry knows the same claims files as the parent (needed where workers are spawned)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    registry.use_claims(claims_paths)


def in_workers(function: Callable, jobs: Iterable, workers: int) -> Iterator:
    """``function(job)`` for every job in ``workers`` processes; the results in the order they
    finish.  A KeyboardInterrupt (Ctrl-C) in the caller stops the workers at once and is
    raised again: nothing waits for the work in progress."""
    pool = multiprocessing.Pool(workers, initializer=_start_worker, initargs=(registry.claims_paths(),))
    try:
        yield from pool.imap_unordered(function, jobs)
        pool.close()
    except BaseException:
        pool.terminate()  # SIGTERM: the workers end inside whatever prover they are in
        raise
    finally:
        pool.join()


def select_claims(prefix: str | None = None) -> list:
    """The claims whose ID starts with ``prefix``, ignoring case (every claim for None), in ID order."""
    p = None if prefix is None else prefix.strip().casefold()
    chosen = all_claims() if not p else registry.matching(lambda i: i.casefold().startswith(p))
    return sorted(chosen, key=lambda c: id_sort_key(c.id))


def find_claims(claim_id: str) -> list:
    """The claim with this ID (ignoring case), or, when none has it exactly, its sub-claims (ID + '.')."""
    key = claim_id.strip().casefold()
    found = registry.matching(lambda i: i.casefold() == key or i.casefold().startswith(key + "."))
    exact = [c for c in found if c.id.casefold() == key]
    return exact or sorted(found, key=lambda c: id_sort_key(c.id))


def no_such_claim(text: str, how: str = "starts with") -> str:
    """A one-line message for an ID or prefix no claim matches, with the nearest IDs."""
    ids = registry.claim_ids()
    source = text.strip().casefold().split("-", 1)[0] + "-"
    if "-" in text and any(i.casefold().startswith(source) for i in ids):  # a known source: suggest its IDs only
        ids = [i for i in ids if i.casefold().startswith(source)]
    elif "-" in text:  # an unknown source prefix: name the sources there are
        prefixes = sorted({i.split("-", 1)[0] for i in ids})
        return f"no claim ID {how} {text!r}; the sources' ID prefixes are {', '.join(prefixes)}"
    folded = {i.casefold(): i for i in ids}
    near = difflib.get_close_matches(text.strip().casefold(), list(folded), n=3, cutoff=0.6)
    if not near:  # the nearest catalogue stems, e.g. DT2019-P8 for DT2019-P9
        stems = sorted({i.rsplit(".", 1)[0] if "." in i else i for i in ids})
        near = difflib.get_close_matches(text.strip().casefold(), [x.casefold() for x in stems], n=3, cutoff=0.5)
    hint = (
        ("; nearest: " + ", ".join(folded.get(n, n.upper()) for n in near))
        if near
        else "; IDs look like DT2019-P8.5, BD2008-E4, KDOC-X1"
    )
    return f"no claim ID {how} {text!r}{hint}"


def verify_all(prefix: str | None = None, workers: int | None = None, progress=None, claims=None) -> list[dict]:
    """Verify the selected claims (in worker processes); one row per claim, in ID order.

    ``progress(done, total, claim_id)`` is called as each claim's verdict arrives."""
    claims = select_claims(prefix) if claims is None else sorted(claims, key=lambda c: id_sort_key(c.id))
    results = {}
    for c in claims:  # verdicts the engine already computed from this very source (kappamcc.engine.cache)
        known = known_verdict(c)
        if known is not None:
            results[c.id] = known.as_dict()
    todo = [c for c in claims if c.id not in results]
    single_threaded = threading.active_count() == 1  # forking a process with threads may deadlock the child
    if todo and (len(todo) > MANY_CLAIMS or single_threaded):
        workers = workers or (min(os.cpu_count() or 1, 2) if len(todo) > MANY_CLAIMS else 1)
        for batch in in_workers(_verify_many, _by_module(todo), workers):
            for claim_id, v in batch:
                results[claim_id] = v
                if progress:
                    progress(len(results), len(claims), claim_id)
    else:
        for c in todo:
            results[c.id] = _verify_one(c.id)[1]
            if progress:
                progress(len(results), len(claims), c.id)
    rows = []
    coq = _coq_rechecks()
    for c in claims:
        v = results[c.id]
        rows.append(
            {
                "id": c.id,
                "source": str(c.source),
                "statement": display(c.statement),
                "verdict": v["verdict"],
                "expected": str(c.expected),
                "method": v["method"],
                "certificate": v["certificate"],
                "counterexample": v["counterexample"],
                "correction": (
                    None
                    if c.correction is None
                    else {
                        "statement": display(c.correction.statement),
                        "verdict": (v["correction"] or {}).get("verdict"),
                        "method": (v["correction"] or {}).get("method"),
                    }
                ),
                "notes": v["notes"],
                "seconds": v["seconds"],
                "uses": list(c.uses),
                "origin": str(c.origin),
                "erratum": is_erratum(c, v["verdict"]),
                "scope": v.get("scope"),
                "printed_scope": c.scope.printed if c.scope is not None else None,
                "erratum_class": str(c.erratum_class) if c.erratum and is_erratum(c, v["verdict"]) else None,
                "erratum_reason": c.erratum.why if c.erratum and is_erratum(c, v["verdict"]) else None,
                "rechecked": (coq.get(c.id) or {}).get("rechecked") if v["verdict"] == "PROVED" else None,
                "rechecked_method": (coq.get(c.id) or {}).get("method") if v["verdict"] == "PROVED" else None,
            }
        )
    return rows


def _coq_rechecks() -> dict:
    """The last ``python -m kappamcc recheck`` run's row per claim ID (kappamcc.recheck.run); {} without one."""
    result = load_results()
    return result["claims"] if result else {}


def _recheck_footer(rows: list[dict]) -> str:
    """The share of PROVED verdicts Coq's kernel re-checked in the last run, by method."""
    proved = [r for r in rows if r["verdict"] == "PROVED"]
    if not proved:
        return ""
    if load_results() is None:
        return "re-checked by Coq: not run (python -m kappamcc recheck)"
    done = Counter(r.get("rechecked_method") for r in proved if r.get("rechecked") == "coq")
    disagree = [r["id"] for r in proved if r.get("rechecked") == "disagreement"]
    n = sum(done.values())
    text = f"re-checked by Coq: {n} of {len(proved)} PROVED ({100 * n / len(proved):.0f}%): " + "; ".join(
        f"{k} {method_label(m)}" for m, k in done.most_common()
    )
    return text + (f"; DISAGREEMENT: {', '.join(disagree)}" if disagree else "")


def _point(point: dict | None) -> str:
    if point is None:
        return ""
    return ", ".join(f"{k} = {value_text(v)}" for k, v in point.items()) or "(no variables)"


def _counterexample_line(r: dict) -> str:
    """A refutation's point; for a statement about closed numbers (no variable), what fails."""
    if r["counterexample"] == {}:
        return f"no point needed (no variable): {display(r['certificate'])}"
    return f"counterexample: {_point(r['counterexample'])}"


def _short(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def terminal_width() -> int:
    """The width to fit: ``COLUMNS``, else the terminal's, else 80; at most ``MAX_WIDTH``."""
    return min(shutil.get_terminal_size((80, 24)).columns, MAX_WIDTH)


def _pieces(word: str, width: int) -> list[str]:
    """A word longer than ``width`` in pieces that fit, each ending after a '/', ',', ')' or
    '+' where there is one (``(ad-bc)/sqrt(...)`` breaks after the '/')."""
    out = []
    while len(word) > width:
        cut = max((word.rfind(ch, 0, width) for ch in "/,)+"), default=-1) + 1
        cut = cut if cut > width // 3 else width
        out.append(word[:cut])
        word = word[cut:]
    return out + [word]


def _wrap(text: str, width: int, indent: str = "") -> list[str]:
    """Wrap at spaces; a word longer than the width starts a line and is broken (nothing is
    ever cut off)."""
    width = max(width, 8)
    words = re.sub(r"[ \t\r\n]+", " ", str(text)).strip().split(" ")
    fitted = " ".join(piece for w in words for piece in _pieces(w, width - len(indent)))
    return textwrap.wrap(fitted, width, subsequent_indent=indent, break_long_words=False, break_on_hyphens=False) or [
        ""
    ]


def _sub_lines(r: dict) -> list[str]:
    """What follows a row's statement in its column: counterexample, correction, a mismatch."""
    out = []
    if r.get("scope"):
        out.append(_scope_line(r))
    if r.get("erratum_class"):
        out.append(f"erratum class {r['erratum_class']}: {r['erratum_reason']}")
    if r["verdict"] in WITH_COUNTEREXAMPLE and r["counterexample"] is not None:
        out.append(_counterexample_line(r))
    if r["correction"] and r["verdict"] == "CORRECTED":
        out.append(f"correction PROVED: {r['correction']['statement']}")
    if r["verdict"] != r["expected"]:
        out.append(f"<-- expected {r['expected']}")
    return out


def _scope_line(r: dict) -> str:
    printed = f" (printed: {r['printed_scope']})" if r.get("printed_scope") else ""
    return f"proved only for {r['scope']}{printed}"


# the order of the errata groups (``--errata``): the false ones first; an unclassed erratum last
ERRATUM_GROUPS = ("false", "typo", "imprecise", None)
ERRATUM_GROUP_TITLES = {
    "false": "false: the mathematics fails in the printed scope",
    "typo": "typo: a slip whose evident intent the correction proves",
    "imprecise": "imprecise: holds in the intended scope; fails at a boundary, under a convention or in padded digits",
    None: "not classed",
}


def _by_erratum_class(rows: list[dict]) -> list[tuple[str | None, list[dict]]]:
    """The errata in groups by class, false first, each group in ID order."""
    return [
        (k, [r for r in rows if r.get("erratum_class") == k])
        for k in ERRATUM_GROUPS
        if any(r.get("erratum_class") == k for r in rows)
    ]


def _text_table(rows: list[dict], width: int) -> list[str]:
    """Columns ID, statement, verdict, method, s within ``width``: long texts wrap in their
    column, and an ID longer than its column takes a line of its own.  When the method has
    no room for a column of its own, it wraps under the verdict.  A counterexample and a
    correction follow on lines of their own from the statement column to the right edge."""
    gap = "  "
    verdict_w = max([len("verdict")] + [len(r["verdict"]) for r in rows])
    seconds_w = 6
    id_w = min(max([len("ID")] + [len(r["id"]) for r in rows]), max(12, width // 4))
    room = width - (id_w + verdict_w + seconds_w + 3 * len(gap))
    method_w = min(36, room // 3) if room >= 90 else 0
    if not method_w:  # the method wraps under the verdict, in at least 24 characters
        verdict_w = max(verdict_w, 24 - len(gap) - seconds_w)
        room = width - (id_w + verdict_w + seconds_w + 3 * len(gap))
    statement_w = max(20, room - (method_w + len(gap) if method_w else 0))
    # no wider than the longest statement needs: a row is not padded out to a huge terminal's edge
    longest = max([len("statement")] + [len(" ".join(str(r["statement"]).split())) for r in rows])
    statement_w = min(statement_w, longest)
    under_verdict_w = verdict_w + len(gap) + seconds_w  # the method's width when it has no column
    lead = " " * (id_w + len(gap))

    def line(id_text, statement, verdict="", method="", seconds=""):
        cells = [f"{id_text:<{id_w}}", f"{statement:<{statement_w}}"]
        if method_w:
            cells += [f"{verdict:<{verdict_w}}", f"{method:<{method_w}}", f"{seconds:>{seconds_w}}"]
        elif verdict:
            cells += [f"{verdict:<{verdict_w}}", f"{seconds:>{seconds_w}}"]
        else:
            cells.append(method)
        return gap.join(cells).rstrip()

    header = (
        line("ID", "statement", "verdict", "method", "s")
        if method_w
        else line("ID", "statement", f"{'verdict':<{verdict_w}}", "", "s")
    )
    out = [header, "-" * min(width, len(header) if method_w else id_w + statement_w + under_verdict_w + 2 * len(gap))]
    for r in rows:
        statement = _wrap(r["statement"], statement_w)
        # the method: in its column beside the statement, or on the lines under the verdict
        method = _wrap(r["method"], method_w) if method_w else [""] + _wrap(r["method"], under_verdict_w)
        if len(r["id"]) > id_w:
            out.append(r["id"])
        first_id = r["id"] if len(r["id"]) <= id_w else ""
        for i in range(max(len(statement), len(method))):
            out.append(
                line(
                    first_id if i == 0 else "",
                    statement[i] if i < len(statement) else "",
                    r["verdict"] if i == 0 else "",
                    method[i] if i < len(method) else "",
                    f"{r['seconds']:.2f}" if i == 0 else "",
                )
            )
        for sub in _sub_lines(r):  # under the statement, as wide as the columns to its right allow
            out += [lead + "  " + text for text in _wrap(sub, width - len(lead) - 2, indent="  ")]
    return out


def _wide_table(rows: list[dict]) -> list[str]:
    """One line per claim, long texts cut (``--wide``)."""
    idw = max((len(r["id"]) for r in rows), default=10)
    vw = max([9] + [len(r["verdict"]) for r in rows])
    out = [
        f"{'ID':<{idw}}  {'statement':<58}  {'verdict':<{vw}}  {'method':<34}  {'s':>6}",
        "-" * (idw + 58 + vw + 34 + 6 + 8),
    ]
    for r in rows:
        flag = "" if r["verdict"] == r["expected"] else f"   <-- expected {r['expected']}"
        out.append(
            f"{r['id']:<{idw}}  {_short(r['statement'], 58):<58}  {r['verdict']:<{vw}}  "
            f"{_short(r['method'], 34):<34}  {r['seconds']:>6.2f}{flag}"
        )
        if r.get("scope"):
            out.append(f"{'':<{idw}}    {_short(_scope_line(r), 140)}")
        if r.get("erratum_class"):
            out.append(f"{'':<{idw}}    erratum class {r['erratum_class']}: {_short(r['erratum_reason'], 100)}")
        if r["verdict"] in WITH_COUNTEREXAMPLE and r["counterexample"] is not None:
            out.append(f"{'':<{idw}}    {_short(_counterexample_line(r), 120)}")
        if r["correction"] and r["verdict"] == "CORRECTED":
            out.append(f"{'':<{idw}}    correction PROVED: {_short(r['correction']['statement'], 100)}")
    return out


def _markdown_table(rows: list[dict]) -> list[str]:
    def cell(text):
        return " ".join(str(text).split()).replace("|", "\\|")

    out = ["| ID | statement | verdict | method | counterexample | correction | s |", "|---|---|---|---|---|---|---:|"]
    for r in rows:
        flag = "" if r["verdict"] == r["expected"] else f" (expected {r['expected']})"
        if r.get("scope"):
            flag += f" ({cell(_scope_line(r))})"
        if r.get("erratum_class"):
            flag += f" (erratum class {r['erratum_class']}: {cell(r['erratum_reason'])})"
        ce = cell(_point(r["counterexample"])) if r["verdict"] in WITH_COUNTEREXAMPLE else ""
        corr = r["correction"]
        corr = cell(f"{corr['statement']} ({corr['verdict']})") if corr and corr.get("verdict") else ""
        out.append(
            f"| {r['id']} | {cell(r['statement'])} | **{r['verdict']}**{flag} | {cell(r['method'])} | {ce} "
            f"| {corr} | {r['seconds']:.2f} |"
        )
    return out


def render(
    rows: list[dict],
    fmt: str = "text",
    wall: float | None = None,
    width: int | None = None,
    wide: bool = False,
    errata: bool = False,
) -> str:
    """The report of ``rows`` (``verify_all``'s) as text, md or json.  ``errata``: only the printed
    statements found false are shown (``kappamcc.catalogue.errata``); the last line still judges every row
    against the registry.  ``wall``: the run's wall time in seconds, for the footer."""
    shown = [r for r in rows if r["erratum"]] if errata else rows
    groups = _by_erratum_class(shown) if errata else [(None, shown)]
    if errata:
        shown = [r for _, group in groups for r in group]
    if fmt == "json":
        keys = [
            "id",
            "source",
            "statement",
            "verdict",
            "scope",
            "printed_scope",
            "method",
            "counterexample",
            "correction",
            "seconds",
            "expected",
            "certificate",
            "notes",
            "uses",
            "origin",
            "erratum",
            "erratum_class",
            "erratum_reason",
            "rechecked",
        ]
        return json.dumps(
            [{k: r.get(k) if k == "rechecked" else r[k] for k in keys} for r in shown], indent=2, ensure_ascii=False
        )
    width = min(max(width or terminal_width(), MIN_WIDTH), MAX_WIDTH)
    table = _markdown_table if fmt == "md" else _wide_table if wide else lambda rs: _text_table(rs, width)
    if errata and shown:
        lines = []
        for k, group in groups:
            title = f"{ERRATUM_GROUP_TITLES[k]} ({len(group)})"
            lines += ([f"### {title}", ""] if fmt == "md" else [title, ""]) + table(group) + [""]
        lines.pop()
    else:
        lines = table(shown)
    counts = Counter(r["verdict"] for r in shown)
    # a no-break space inside "ARGUED AGAINST 3": the footer wraps between the counts only
    total = ", ".join(
        f"{s.value} {counts.get(s.value, 0)}".replace(" ", NO_BREAK)
        for s in STATUS_ORDER
        if counts.get(s.value) or not errata
    )

    def claims(n):
        return f"{n} claim" + ("" if n == 1 else "s")

    what = (
        f"{len(shown)} errat{'um' if len(shown) == 1 else 'a'} among {claims(len(rows))}"
        if errata
        else claims(len(rows))
    )
    if errata and shown:
        classes = Counter(r.get("erratum_class") for r in shown)
        total = (
            ", ".join(
                f"{k or 'not classed'} {classes[k]}".replace(" ", NO_BREAK) for k in ERRATUM_GROUPS if classes.get(k)
            )
            + f" ({total})"
        )
    footer = [f"{what}: {total or 'none'}" + (f"  (wall time {wall:.1f} s)" if wall is not None else "")]
    mismatches = [r for r in rows if r["verdict"] != r["expected"]]
    if mismatches:
        footer.append(
            f"{len(mismatches)} verdict(s) differ from the registry's expectation: "
            + ", ".join(f"{r['id']} {r['verdict']} (expected {r['expected']})" for r in mismatches)
        )
    else:
        footer.append("every verdict equals the registry's expectation")
    rechecked = _recheck_footer(rows)
    if rechecked:
        footer.append(rechecked)
    lines.append("")
    for text in footer:
        lines += [text] if wide or fmt == "md" else _wrap(text, width, indent="  ")
    return "\n".join(lines).replace(NO_BREAK, " ")


def render_claim(c, fmt: str = "text", width: int = 100) -> str:
    """One claim in full: statement, source, domain, reading, verdict, method, certificate,
    counterexample, correction, uses, notes (nothing truncated)."""
    v = verify(c)
    d = v.as_dict()
    correction = None
    if c.correction is not None:
        cv = d["correction"] or verify(c.correction).as_dict()
        correction = {
            "id": c.correction.id,
            "statement": display(c.correction.statement),
            "verdict": cv["verdict"],
            "method": cv["method"],
            "certificate": cv["certificate"],
            "counterexample": cv["counterexample"],
        }
    # a constraint a symbol's declared sign makes true reads as that sign, not as "true"
    constraints = ", ".join(math_text(x) for x in c.domain.constraints if x is not sp.true)
    domain = display(c.domain.text) or constraints
    info = {
        "id": c.id,
        "kind": type(c).__name__,
        "statement": display(c.statement),
        "source": str(c.source),
        "printed": c.source.printed,
        "quoted": c.source.quote,
        "domain": domain,
        "variables": ", ".join(map(str, c.domain.symbols)),
        "constraints": constraints,
        "reading": c.reading,
        "verdict": d["verdict"],
        "expected": str(c.expected),
        "method": d["method"],
        "certificate": d["certificate"],
        "counterexample": d["counterexample"],
        "correction": correction,
        "uses": list(c.uses),
        "notes": d["notes"],
        "seconds": d["seconds"],
        "module": getattr(c, "module", ""),
        "defined in": registry.where(c),
        "origin": str(c.origin),
        "erratum": is_erratum(c, d["verdict"]),
        "derivation": d["derivation"],
        "failing part": d["part"],
        "scope": d.get("scope"),
        "printed scope": c.scope.printed if c.scope is not None else None,
        "erratum class": str(c.erratum_class) if c.erratum and is_erratum(c, d["verdict"]) else None,
        "erratum reason": c.erratum.why if c.erratum and is_erratum(c, d["verdict"]) else None,
    }
    if fmt == "json":
        return json.dumps(info, indent=2, ensure_ascii=False)
    label_w = 16
    width = max(width, MIN_WIDTH)

    def field(label, value):
        wrapped = _wrap(value, width - label_w)
        return [f"{label + ':':<{label_w}}{wrapped[0]}"] + [" " * label_w + w for w in wrapped[1:]]

    flag = "" if info["verdict"] == info["expected"] else f"   <-- expected {info['expected']}"
    lines = [f"{c.id}  ({info['kind']})"]
    lines += field("statement", info["statement"])
    lines += field("source", info["source"])
    if info["printed"]:
        lines += field("printed", info["printed"])
    if info["quoted"]:
        lines += field("quoted", info["quoted"])
    lines += field("domain", (domain + (f" [{constraints}]" if c.domain.text and constraints else "")) or "(none)")
    lines += field("reading", info["reading"] or "(as printed)")
    lines.append(
        f"{'verdict:':<{label_w}}{info['verdict']}{flag}" + ("  (an erratum of the source)" if info["erratum"] else "")
    )
    if info["printed scope"]:
        lines += field("printed scope", info["printed scope"])
        lines += field(
            "checked scope", info["scope"] or (c.scope.checked if c.scope.narrower else "the printed scope (full)")
        )
    if info["erratum class"]:
        lines += field("erratum class", f"{info['erratum class']}: {info['erratum reason']}")
    lines += field("method", info["method"])
    lines += field("certificate", info["certificate"] or "(none)")
    if info["derivation"]:
        lines.append("derivation:")
        for line in info["derivation"]:
            cited = f"; from {', '.join(line['premises'])}" if line["premises"] else ""
            wrapped = _wrap(f"{display(line['formula'])}   [{line['rule']}{cited}]", width - label_w)
            lines += [f"{'  ' + str(line['number']) + '.':<{label_w}}{wrapped[0]}"] + [
                " " * label_w + w for w in wrapped[1:]
            ]
        if any(re.search(r"Σ|\btr(_\w+)?\b|\bS(_\w+)?\b", line["formula"]) for line in info["derivation"]):
            lines += field("  atoms", ATOM_LEGEND)
    if info["failing part"]:
        lines += field("failing part", info["failing part"])
    lines += field("counterexample", _point(info["counterexample"]) if info["counterexample"] is not None else "(none)")
    if correction:
        lines += field("correction", f"{correction['statement']} [{correction['id']}]")
        lines += field("  verdict", f"{correction['verdict']} by {correction['method']}")
        if correction["certificate"]:
            lines += field("  certificate", correction["certificate"])
        if correction["counterexample"] is not None:
            lines += field("  counterex.", _point(correction["counterexample"]))
    else:
        lines += field("correction", "(none)")
    lines += field("uses", ", ".join(c.uses) or "(none)")
    if info["notes"]:
        lines += field("notes", info["notes"])
    lines.append(f"{'time:':<{label_w}}{info['seconds']:.2f} s")
    if info["defined in"]:
        lines += field("defined in", info["defined in"])
    return "\n".join(lines)


def run(
    prefix: str | None = None,
    fmt: str = "text",
    out=None,
    progress=None,
    *,
    wide: bool = False,
    errata: bool = False,
    started: float | None = None,
    width: int | None = None,
) -> int:
    """Print the report of the claims whose ID starts with ``prefix`` (any case); the exit status:
    0 every verdict as the registry expects, 1 some differ, 2 no claim matches (nothing printed).
    ``started``: the ``time.perf_counter()`` at which the run began (the footer's wall time)."""
    out = out or sys.stdout
    started = time.perf_counter() if started is None else started
    claims = select_claims(prefix)
    if not claims:
        if sys.stderr is not None:  # a stderr that is closed or full does not change the exit status
            try:
                print(f"kappamcc: {no_such_claim(prefix or '')}", file=sys.stderr)
            except (OSError, ValueError):
                pass
        return 2
    rows = verify_all(claims=claims, progress=progress)
    text = render(rows, fmt, time.perf_counter() - started, width=width, wide=wide, errata=errata)
    print(text, file=out)
    return 0 if all(r["verdict"] == r["expected"] for r in rows) else 1
