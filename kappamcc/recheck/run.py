"""``python -m kappamcc recheck``: Coq's kernel re-checks the export (issue 32, item 4).

The prelude (``coq/theories``: Matrix.v, Metrics.v, Export.v, ExportInterval.v) is copied
next to the export and compiled there (the hand-written ``coq/check.sh`` may be cleaning
its own folder meanwhile); then every theorem file is compiled by ``coqc``, two at a time,
each in a process group of its own that is killed whole on a timeout (``psatz`` leaves
``csdpcert`` running otherwise).

Per PROVED claim the result is one of:

* ``re-checked``: Coq accepted its theorem (or, for a conjunction, every part is re-checked);
* ``disagreement``: Coq proved the negation of a claim the suite PROVED (statements without
  variables: their negation is tried when the theorem fails).  The command exits 1;
* ``unproved``: the theorem is stated but Coq's tactics found no proof in time (no verdict
  either way; the first line of Coq's message is kept);
* ``not translated``: the exporter could not state it (the reason is kept).

The results go to ``RESULTS`` in the verdict cache's folder, where the report reads them
(:func:`load_results`).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import subprocess
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..engine.cache import cache_dir
from .theorem import HEADER, MANIFEST, METHODS

__all__ = [
    "PRELUDE",
    "coqc_available",
    "compile_file",
    "recheck",
    "load_results",
    "results_path",
    "summary",
    "DEFAULT_OUT",
    "TIMEOUT",
    "FAILED_ATTEMPTS",
    "recorded_failures",
]

PRELUDE = (  # in the order they compile
    "Matrix.v",
    "Metrics.v",
    "Families.v",
    "DT2019_Binary.v",
    "DT2019_Prop1.v",
    "KappaRange.v",
    "Export.v",
    "ExportInterval.v",
    "ExportSums.v",
    "ExportCalculus.v",
    "ExportDerived.v",
    "ExportFacts.v",
    "DT2019_Prop8.v",
    "ExportZA.v",
)
DEFAULT_OUT = Path("build") / "coq-export"
TIMEOUT = 40.0  # seconds per theorem file
RESULTS = "coq-recheck.json"


def coq_root() -> Path:
    """The repository's ``coq/`` folder (the prelude's sources)."""
    return Path(__file__).resolve().parents[2] / "coq"


def coqc_available() -> bool:
    return shutil.which("coqc") is not None


def results_path() -> Path:
    return cache_dir() / RESULTS


def compile_file(path: Path, theories: Path, timeout: float = TIMEOUT) -> tuple[str, float, str]:
    """("ok" | "failed" | "timeout", seconds, first lines of coqc's message).  coqc runs in a
    process group of its own; on a timeout the whole group is killed."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        ["coqc", "-q", "-Q", str(theories), "KappaMCC", str(path.name)],
        cwd=str(path.parent),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.communicate()
        return "timeout", time.perf_counter() - t0, f"no proof within {timeout:g} s"
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    try:  # helpers a tactic started (csdpcert) that outlived coqc
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    status = "ok" if proc.returncode == 0 else "failed"
    message = " ".join(line.strip() for line in (out or "").splitlines() if line.strip())[:300]
    return status, time.perf_counter() - t0, message


BATCH = 20  # theorems per coqtop process (loading the reals costs about a second per process)
# The theorems the last full run could not prove, each with the digest of its text, of the
# prelude and of coqc's version (python -m kappamcc recheck rewrites it in the export's folder;
# copy it to coq/ after a full run).  A theorem recorded there with the same three digests
# failed once and would fail again (coqc is deterministic, up to the tactics' time limits):
# it is reported unproved without being compiled again.  Only failures are recorded: a claim
# is re-checked only by coqc's acceptance in this run.  A stale record costs time or coverage,
# never a verdict; ``recheck --retry`` compiles every theorem.
FAILED_ATTEMPTS = "failed_attempts.json"
_NOT_PROVED = ("failed", "timeout")


def _digest(*texts: str) -> str:
    h = hashlib.sha256()
    for text in texts:
        h.update(text.encode())
        h.update(b"\0")
    return h.hexdigest()


def coq_version() -> str:
    try:
        return subprocess.run(["coqc", "--version"], capture_output=True, text=True, timeout=60).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def prelude_digest() -> str:
    """The digest of the prelude's sources (a change of a tactic can change any outcome)."""
    return _digest(*(name + "\n" + (coq_root() / "theories" / name).read_text() for name in PRELUDE))


def theorem_digest(out: Path, e: dict) -> str:
    """The digest of a theorem's file and of its negation's file, if any."""
    negation = out / e["file"].replace(".v", "_negation.v")
    return _digest((out / e["file"]).read_text(), negation.read_text() if negation.exists() else "")


def recorded_failures() -> dict:
    """coq/failed_attempts.json: {"coq": version, "prelude": digest, "claims": {id: {...}}}."""
    try:
        data = json.loads((coq_root() / FAILED_ATTEMPTS).read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and isinstance(data.get("claims"), dict) else {}


def _still_failing(record: dict, same_setting: bool, e: dict, digest: str) -> dict | None:
    """The record of this very theorem's failure, if it applies."""
    if not same_setting:
        return None
    r = record.get("claims", {}).get(e["claim_id"])
    if isinstance(r, dict) and r.get("theorem") == digest and r.get("status") in _NOT_PROVED:
        return r
    return None


def _body(path: Path) -> str:
    """A theorem file without its header (the lines up to ``Open Scope``)."""
    text = path.read_text()
    return text.split("Open Scope R_scope.\n", 1)[1]


def _with_negation(out: Path, e: dict, theories: Path, timeout: float, result):
    status, seconds, message = result
    if status != "ok":
        negation = out / e["file"].replace(".v", "_negation.v")
        if negation.exists() and compile_file(negation, theories, timeout)[0] == "ok":
            status, message = "disagreement", "Coq proved the negation: " + message
    return e["claim_id"], status, seconds, message


def _batch(out: Path, group: list, theories: Path, timeout: float, one) -> list:
    """Try a group of theorems in one coqtop process (an error does not stop it: each failed proof
    is aborted), then compile the ones it accepted together with coqc; the re-check's verdict is
    coqc's.  Anything unusual (a timeout, coqc refusing what coqtop accepted) falls back to one
    coqc process per theorem."""
    t0 = time.perf_counter()
    names = {e["claim_id"]: e["file"][:-2] for e in group}
    head = HEADER.format(interval="\nRequire Import KappaMCC.ExportInterval.")
    tag = group[0]["file"][:-2]
    if all(e.get("expected") for e in group):  # each passed last time: coqc on the batch at once
        verified = out / f"verified_{tag}.v"
        verified.write_text(head + "".join(_body(out / e["file"]) for e in group))
        status, _, _ = compile_file(verified, theories, timeout * len(group))
        if status == "ok":
            each = (time.perf_counter() - t0) / len(group)
            return [(e["claim_id"], "ok", each, "") for e in group]
    script = head + "".join(_body(out / e["file"]) + "Abort All.\n" for e in group)
    script += "".join(f"Check {names[e['claim_id']]}.\n" for e in group)
    proc = subprocess.Popen(
        ["coqtop", "-q", "-Q", str(theories), "KappaMCC"],
        cwd=str(out),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        output, _ = proc.communicate(script, timeout=30 + timeout * len(group) / 2)
    except subprocess.TimeoutExpired:
        _kill(proc)
        return [one(e) for e in group]
    _kill(proc)
    if "Coq <" not in output:  # coqtop did not run the script: each theorem on its own
        return [one(e) for e in group]
    failed = {e["claim_id"] for e in group if f"The reference {names[e['claim_id']]} was not found" in output}
    accepted = [e for e in group if e["claim_id"] not in failed]
    each = (time.perf_counter() - t0) / max(1, len(group))
    results = []
    if accepted:
        verified = out / f"verified_{tag}.v"
        verified.write_text(head + "".join(_body(out / e["file"]) for e in accepted))
        status, _, message = compile_file(verified, theories, timeout * len(accepted))
        # coqc is the judge: what it refused as a batch (a tactic's time limit met under load) is
        # compiled one theorem per process
        results += [(e["claim_id"], "ok", each, "") for e in accepted] if status == "ok" else [one(e) for e in accepted]
    results += [
        _with_negation(out, e, theories, timeout, ("failed", each, "Coq's tactics found no proof"))
        for e in group
        if e["claim_id"] in failed
    ]
    return results


def _kill(proc) -> None:
    """Kill the process group of ``proc`` (coqc or coqtop and whatever a tactic started)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _compile_prelude(out: Path) -> Path:
    theories = Path(out).resolve() / "theories"
    theories.mkdir(parents=True, exist_ok=True)
    for name in PRELUDE:
        shutil.copyfile(coq_root() / "theories" / name, theories / name)
    for name in PRELUDE:
        r = subprocess.run(
            ["coqc", "-q", "-Q", ".", "KappaMCC", name], cwd=str(theories), capture_output=True, text=True
        )
        if r.returncode != 0:
            raise RuntimeError(f"the prelude {name} does not compile: {r.stdout}{r.stderr}")
    return theories


def recheck(out_dir=DEFAULT_OUT, jobs: int = 2, timeout: float = TIMEOUT, progress=None, retry: bool = False) -> dict:
    """Compile the export in ``out_dir`` (written by ``export-coq``); returns and stores the results.
    A theorem that coq/failed_attempts.json records as failed, with the same text, prelude and
    Coq, is not compiled again unless ``retry``."""
    out = Path(out_dir).resolve()
    entries = json.loads((out / MANIFEST).read_text())
    t0 = time.perf_counter()
    record = recorded_failures()
    prelude, version = prelude_digest(), coq_version()
    same_setting = not retry and record.get("prelude") == prelude and record.get("coq") == version
    done: dict = {}
    digests: dict = {}
    recorded_on: dict = {}
    todo = []
    for e in entries:
        if e["status"] != "theorem":
            continue
        digests[e["claim_id"]] = digest = theorem_digest(out, e)
        failure = _still_failing(record, same_setting, e, digest)
        if failure is not None:
            recorded_on[e["claim_id"]] = failure.get("recorded", "")
            done[e["claim_id"]] = (
                failure["status"],
                0.0,
                f"not compiled again: the same theorem failed on {failure.get('recorded', '?')} with the same "
                f"prelude and Coq ({FAILED_ATTEMPTS}; recheck --retry compiles it)",
            )
            continue
        # the claims that failed last time, whatever changed since, are tried in coqtop first
        todo.append(dict(e, expected=e["claim_id"] not in record.get("claims", {})))
    todo.sort(key=lambda e: not e["expected"])  # the expected passes together, in batches of their own
    theories = _compile_prelude(out) if todo else None

    def one(e):
        status, seconds, message = compile_file(out / e["file"], theories, timeout)
        return _with_negation(out, e, theories, timeout, (status, seconds, message))

    batches = [todo[i : i + BATCH] for i in range(0, len(todo), BATCH)]

    def batch(group):
        return _batch(out, group, theories, timeout, one)

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool, open(out / "recheck.log", "w") as log:
        for results in pool.map(batch, batches):
            for claim_id, status, seconds, message in results:
                done[claim_id] = (status, seconds, message)
                log.write(json.dumps([claim_id, status, round(seconds, 2), message[:200]]) + "\n")
            log.flush()
            if progress:
                progress(f"{len(done)}/{len(todo)} theorems compiled")
    rows = {}
    for e in entries:
        row = {
            "status": None,
            "rechecked": None,
            "method": e.get("method"),
            "reason": e.get("reason"),
            "detail": e.get("detail"),
            "seconds": None,
        }
        if e["status"] == "not translated":
            row["status"] = "not translated"
        elif e["status"] == "theorem":
            status, seconds, message = done[e["claim_id"]]
            row["seconds"] = round(seconds, 2)
            if status == "ok":
                row["status"], row["rechecked"] = "re-checked", "coq"
            elif status == "disagreement":
                row["status"], row["rechecked"], row["detail"] = "disagreement", "disagreement", message
            else:
                row["status"] = "unproved"
                row["reason"] = "Coq found no proof in time" if status == "timeout" else "Coq's tactics found no proof"
                row["detail"] = message
        rows[e["claim_id"]] = row
    # conjunctions: re-checked when every part is; a part's disagreement is theirs
    changed = True
    while changed:
        changed = False
        for e in entries:
            if e["status"] != "conjunction" or rows[e["claim_id"]]["status"] is not None:
                continue
            found = [rows[p] for p in e["parts"] if rows.get(p) is not None]
            if len(found) < len(e["parts"]):
                rows[e["claim_id"]].update(status="not translated", reason="a part is not PROVED or not exported")
                changed = True
                continue
            parts = found
            if all(p["status"] == "re-checked" for p in parts):
                rows[e["claim_id"]].update(status="re-checked", rechecked="coq")
                changed = True
            elif any(p["status"] == "disagreement" for p in parts):
                rows[e["claim_id"]].update(status="disagreement", rechecked="disagreement")
                changed = True
            elif all(p["status"] is not None for p in parts):
                rows[e["claim_id"]].update(status="not translated", reason="a part is not re-checked")
                changed = True
    result = {
        "seconds": round(time.perf_counter() - t0, 1),
        "jobs": jobs,
        "timeout": timeout,
        "not_compiled_again": len(recorded_on),
        "finished": time.strftime("%Y-%m-%d %H:%M:%S"),
        "claims": rows,
    }
    path = results_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=1))
    today = time.strftime("%Y-%m-%d")
    failures = {
        k: {"theorem": digests[k], "status": done[k][0], "recorded": recorded_on.get(k) or today}
        for k in sorted(done)
        if done[k][0] in _NOT_PROVED
    }
    (out / FAILED_ATTEMPTS).write_text(
        json.dumps({"coq": version, "prelude": prelude, "claims": failures}, indent=1) + "\n"
    )  # the next run's record, once copied to coq/
    return result


def load_results() -> dict | None:
    """The last re-check run's results ({claim ID: row}, with the run's time), or None."""
    try:
        return json.loads(results_path().read_text())
    except (OSError, ValueError):
        return None


def summary(result: dict) -> dict:
    """Counts: re-checked by method, disagreements, unproved and not translated by reason."""
    rows = result["claims"].values()
    by_method = Counter(r["method"] for r in rows if r["status"] == "re-checked")
    reasons = Counter(r["reason"] for r in rows if r["status"] in ("not translated", "unproved"))
    return {
        "total": len(result["claims"]),
        "rechecked": sum(by_method.values()),
        "by_method": dict(by_method),
        "disagreements": sorted(k for k, r in result["claims"].items() if r["status"] == "disagreement"),
        "reasons": dict(reasons),
        "seconds": result.get("seconds"),
        "not_compiled_again": result.get("not_compiled_again", 0),
    }


def method_label(method: str | None) -> str:
    return METHODS.get(method or "", method or "")
