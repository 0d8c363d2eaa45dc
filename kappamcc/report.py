"""The verdict report: verify every registered claim and print a table."""
from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from .claims import Status
from .registry import claim, select

__all__ = ["run", "verify_all", "render"]

STATUS_ORDER = [Status.PROVED, Status.REFUTED, Status.CORRECTED, Status.CHECKED, Status.OPEN]


def _verify_one(claim_id: str) -> tuple[str, dict]:
    return claim_id, claim(claim_id).verify().as_dict()


def verify_all(prefix: str | None = None, workers: int | None = None) -> list[dict]:
    """Verify the selected claims (in parallel processes); one row per claim."""
    claims = select(prefix)
    ids = [c.id for c in claims]
    workers = workers or min(len(ids), os.cpu_count() or 1, 2) or 1
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = dict(pool.map(_verify_one, ids, chunksize=1))
    else:
        results = dict(_verify_one(i) for i in ids)
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
        lines.append("| ID | statement | verdict | method | s |")
        lines.append("|---|---|---|---|---:|")
        for r in rows:
            flag = "" if r["verdict"] == r["expected"] else f" (expected {r['expected']})"
            stmt = _short(r["statement"], 90).replace("|", "\\|")
            lines.append(f"| {r['id']} | {stmt} | **{r['verdict']}**{flag} | {r['method']} | {r['seconds']:.2f} |")
        lines.append("")
    else:
        idw = max((len(r["id"]) for r in rows), default=10)
        lines.append(f"{'ID':<{idw}}  {'statement':<58}  {'verdict':<9}  {'method':<34}  {'s':>6}")
        lines.append("-" * (idw + 58 + 9 + 34 + 6 + 8))
        for r in rows:
            flag = "" if r["verdict"] == r["expected"] else f"   <-- expected {r['expected']}"
            lines.append(f"{r['id']:<{idw}}  {_short(r['statement'], 58):<58}  {r['verdict']:<9}  "
                         f"{_short(r['method'], 34):<34}  {r['seconds']:>6.2f}{flag}")
            if r["verdict"] in ("REFUTED", "CORRECTED") and r["counterexample"] is not None:
                ce = ", ".join(f"{k} = {v}" for k, v in r["counterexample"].items()) or "(no variables)"
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


def run(prefix: str | None = None, fmt: str = "text", out=None) -> int:
    out = out or sys.stdout
    t0 = time.perf_counter()
    rows = verify_all(prefix)
    wall = time.perf_counter() - t0
    print(render(rows, fmt, wall), file=out)
    if not rows:
        print(f"no claim id starts with {prefix!r}", file=sys.stderr)
        return 1
    return 0 if all(r["verdict"] == r["expected"] for r in rows) else 1
