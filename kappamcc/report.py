"""The verdict report: verify every registered claim and print a table (``render``), or one
claim in full (``render_claim``)."""
from __future__ import annotations

import difflib
import json
import os
import sys
import textwrap
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed

from .claims import Status
from .registry import all_claims, claim

__all__ = ["run", "verify_all", "render", "select_claims", "find_claims", "render_claim", "no_such_claim"]

STATUS_ORDER = list(Status)
WITH_COUNTEREXAMPLE = ("REFUTED", "CORRECTED", "ARGUED AGAINST")


def _verify_one(claim_id: str) -> tuple[str, dict]:
    return claim_id, claim(claim_id).verify().as_dict()


def _verify_many(claim_ids: list[str]) -> list[tuple[str, dict]]:
    return [_verify_one(i) for i in claim_ids]


def _by_module(claims) -> list[list[str]]:
    """The claims' IDs in one batch per proof module, largest first: claims of one module
    share families and questions, which a worker process then answers once (memoised).
    Claims decided from other claims (conjunctions, steps, ...) come last, in batches of
    their own: by then the claims they are built on are decided and in the verdict cache."""
    from .kinds import DECIDED_FROM_CLAIMS
    first: dict = {}
    last: dict = {}
    for c in claims:
        batches = last if isinstance(c, DECIDED_FROM_CLAIMS) else first
        batches.setdefault(getattr(c, "module", None) or c.id, []).append(c.id)
    return [b for batches in (first, last) for b in sorted(batches.values(), key=len, reverse=True)]


def select_claims(prefix: str | None = None) -> list:
    """The claims whose ID starts with ``prefix``, ignoring case (every claim for None)."""
    if prefix is None:
        return list(all_claims())
    p = prefix.strip().casefold()
    return [c for c in all_claims() if c.id.casefold().startswith(p)]


def find_claims(claim_id: str) -> list:
    """The claim with this ID (ignoring case), or, when none has it exactly, its sub-claims (ID + '.')."""
    key = claim_id.strip().casefold()
    exact = [c for c in all_claims() if c.id.casefold() == key]
    return exact or [c for c in all_claims() if c.id.casefold().startswith(key + ".")]


def no_such_claim(text: str, how: str = "starts with") -> str:
    """A one-line message for an ID or prefix no claim matches, with the nearest IDs."""
    ids = [c.id for c in all_claims()]
    folded = {i.casefold(): i for i in ids}
    near = difflib.get_close_matches(text.strip().casefold(), list(folded), n=3, cutoff=0.6)
    if not near:   # the nearest catalogue stems, e.g. DT2019-P8 for DT2019-P9
        stems = sorted({i.rsplit(".", 1)[0] if "." in i else i for i in ids})
        near = difflib.get_close_matches(text.strip().casefold(), [x.casefold() for x in stems], n=3, cutoff=0.5)
    hint = ("; nearest: " + ", ".join(folded.get(n, n.upper()) for n in near)) if near else \
        "; IDs look like DT2019-P8.5, BD2008-E4, KDOC-X1"
    return f"no claim ID {how} {text!r}{hint}"


def verify_all(prefix: str | None = None, workers: int | None = None, progress=None, claims=None) -> list[dict]:
    """Verify the selected claims (in parallel processes); one row per claim.

    ``progress(done, total, claim_id)`` is called as each claim's verdict arrives."""
    claims = select_claims(prefix) if claims is None else list(claims)
    results = {}
    for c in claims:   # verdicts the engine already computed from this very source (kappamcc.cache)
        if getattr(c, "_verdict", None) is None:
            from . import cache
            cached = cache.load(c.id)
            if cached is not None:
                c._verdict = cached
        if getattr(c, "_verdict", None) is not None:
            results[c.id] = c._verdict.as_dict()
    ids = [c.id for c in claims if c.id not in results]
    # worker processes pay for their own imports and registry (seconds): worth it only for many claims
    workers = workers or (min(os.cpu_count() or 1, 2) if len(ids) > 40 else 1)
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            futures = [pool.submit(_verify_many, batch)
                       for batch in _by_module([c for c in claims if c.id in set(ids)])]
            for future in as_completed(futures):
                for claim_id, v in future.result():
                    results[claim_id] = v
                    if progress:
                        progress(len(results), len(claims), claim_id)
    else:
        for i in ids:
            results[i] = _verify_one(i)[1]
            if progress:
                progress(len(results), len(claims), i)
    rows = []
    for c in claims:
        v = results[c.id]
        rows.append({
            "id": c.id,
            "source": str(c.source),
            "statement": c.statement,
            "verdict": v["verdict"],
            "expected": str(c.expected),
            "method": v["method"],
            "certificate": v["certificate"],
            "counterexample": v["counterexample"],
            "correction": (None if c.correction is None else
                           {"statement": c.correction.statement, "verdict": (v["correction"] or {}).get("verdict"),
                            "method": (v["correction"] or {}).get("method")}),
            "notes": v["notes"],
            "seconds": v["seconds"],
            "uses": list(c.uses),
        })
    return rows


def _point(point: dict | None) -> str:
    return ", ".join(f"{k} = {v}" for k, v in point.items()) or "(no variables)" if point is not None else ""


def _short(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def render(rows: list[dict], fmt: str = "text", wall: float | None = None) -> str:
    if fmt == "json":
        keys = ["id", "source", "statement", "verdict", "method", "counterexample", "correction", "seconds",
                "expected", "certificate", "notes", "uses"]
        return json.dumps([{k: r[k] for k in keys} for r in rows], indent=2, ensure_ascii=False)
    counts = Counter(r["verdict"] for r in rows)
    mismatches = [r for r in rows if r["verdict"] != r["expected"]]
    lines = []
    if fmt == "md":
        def cell(text):
            return " ".join(str(text).split()).replace("|", "\\|")
        lines.append("| ID | statement | verdict | method | counterexample | correction | s |")
        lines.append("|---|---|---|---|---|---|---:|")
        for r in rows:
            flag = "" if r["verdict"] == r["expected"] else f" (expected {r['expected']})"
            stmt = cell(_short(r["statement"], 90))
            ce = cell(_point(r["counterexample"])) if r["verdict"] in WITH_COUNTEREXAMPLE else ""
            corr = r["correction"]
            corr = (cell(f"{corr['statement']} ({corr['verdict']})") if corr and corr.get("verdict") else "")
            lines.append(f"| {r['id']} | {stmt} | **{r['verdict']}**{flag} | {cell(r['method'])} | {ce} | {corr} "
                         f"| {r['seconds']:.2f} |")
        lines.append("")
    else:
        idw = max((len(r["id"]) for r in rows), default=10)
        lines.append(f"{'ID':<{idw}}  {'statement':<58}  {'verdict':<9}  {'method':<34}  {'s':>6}")
        lines.append("-" * (idw + 58 + 9 + 34 + 6 + 8))
        for r in rows:
            flag = "" if r["verdict"] == r["expected"] else f"   <-- expected {r['expected']}"
            lines.append(f"{r['id']:<{idw}}  {_short(r['statement'], 58):<58}  {r['verdict']:<9}  "
                         f"{_short(r['method'], 34):<34}  {r['seconds']:>6.2f}{flag}")
            if r["verdict"] in WITH_COUNTEREXAMPLE and r["counterexample"] is not None:
                ce = _point(r["counterexample"])
                lines.append(f"{'':<{idw}}    counterexample: {_short(ce, 100)}")
            if r["correction"] and r["verdict"] == "CORRECTED":
                lines.append(f"{'':<{idw}}    correction PROVED: {_short(r['correction']['statement'], 100)}")
        lines.append("")
    total = ", ".join(f"{s.value} {counts.get(s.value, 0)}" for s in STATUS_ORDER)
    lines.append(f"{len(rows)} claims: {total}" + (f"  ({wall:.1f} s)" if wall is not None else ""))
    if mismatches:
        lines.append(f"{len(mismatches)} verdict(s) differ from the registry's expectation: "
                     + ", ".join(f"{r['id']} {r['verdict']} (expected {r['expected']})" for r in mismatches))
    else:
        lines.append("every verdict equals the registry's expectation")
    return "\n".join(lines)


def render_claim(c, fmt: str = "text") -> str:
    """One claim in full: statement, source, domain, reading, verdict, method, certificate,
    counterexample, correction, uses, notes (nothing truncated)."""
    v = c.verify()
    d = v.as_dict()
    correction = None
    if c.correction is not None:
        cv = d["correction"] or c.correction.verify().as_dict()
        correction = {"id": c.correction.id, "statement": c.correction.statement, "verdict": cv["verdict"],
                      "method": cv["method"], "certificate": cv["certificate"], "counterexample": cv["counterexample"]}
    domain = c.domain.text or ", ".join(str(x) for x in c.domain.constraints)
    info = {
        "id": c.id, "kind": type(c).__name__, "statement": c.statement, "source": str(c.source),
        "printed": c.source.printed, "domain": domain,
        "variables": ", ".join(map(str, c.domain.symbols)),
        "constraints": ", ".join(str(x) for x in c.domain.constraints),
        "reading": c.reading, "verdict": d["verdict"], "expected": str(c.expected), "method": d["method"],
        "certificate": d["certificate"], "counterexample": d["counterexample"], "correction": correction,
        "uses": list(c.uses), "notes": d["notes"], "seconds": d["seconds"], "module": getattr(c, "module", ""),
    }
    if fmt == "json":
        return json.dumps(info, indent=2, ensure_ascii=False)
    width = 16

    def field(label, value):
        value = " ".join(str(value).split())
        wrapped = textwrap.wrap(value, 100 - width) or [""]
        return [f"{label + ':':<{width}}{wrapped[0]}"] + [" " * width + w for w in wrapped[1:]]

    flag = "" if info["verdict"] == info["expected"] else f"   <-- expected {info['expected']}"
    lines = [f"{c.id}  ({info['kind']})"]
    lines += field("statement", c.statement)
    lines += field("source", info["source"])
    if info["printed"]:
        lines += field("printed", info["printed"])
    lines += field("domain", (domain + (f" [{info['constraints']}]" if c.domain.text and info["constraints"] else ""))
                   or "(none)")
    lines += field("reading", info["reading"] or "(as printed)")
    lines.append(f"{'verdict:':<{width}}{info['verdict']}{flag}")
    lines += field("method", info["method"])
    lines += field("certificate", info["certificate"] or "(none)")
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
    lines.append(f"{'time:':<{width}}{info['seconds']:.2f} s" + (f"   ({info['module']})" if info["module"] else ""))
    return "\n".join(lines)


def run(prefix: str | None = None, fmt: str = "text", out=None, progress=None) -> int:
    """Print the report of the claims whose ID starts with ``prefix`` (any case); the exit status:
    0 every verdict as the registry expects, 1 some differ, 2 no claim matches (nothing printed)."""
    out = out or sys.stdout
    claims = select_claims(prefix)
    if not claims:
        print(f"kappamcc: {no_such_claim(prefix)}", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    rows = verify_all(claims=claims, progress=progress)
    wall = time.perf_counter() - t0
    print(render(rows, fmt, wall), file=out)
    return 0 if all(r["verdict"] == r["expected"] for r in rows) else 1
