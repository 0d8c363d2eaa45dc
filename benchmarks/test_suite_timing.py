"""Print where the test run's time goes: the wall time of `pytest` (fresh verdict cache),
the report straight after it (verdicts from the cache), `pytest` again with that cache, the
report with an empty cache and without the cache, the summed test time per test file (from pytest's --durations), and a fixed loop's
time as a measure of the machine's speed at the moment.  Run from the repository
root: ``python benchmarks/test_suite_timing.py``.  Measures; asserts nothing."""

import os
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict


def timed(cmd, env):
    t0 = time.perf_counter()
    run = subprocess.run(cmd, capture_output=True, text=True, env=env)
    return time.perf_counter() - t0, run


def main() -> None:
    cache = tempfile.mkdtemp(prefix="kappamcc-cache-")
    env = dict(os.environ, KAPPAMCC_CACHE_DIR=cache)
    wall, run = timed([sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "--durations=0"], env)
    summary = [line for line in run.stdout.splitlines() if " passed" in line or " failed" in line]
    print(
        f"pytest (2 workers, empty verdict cache): {wall:6.1f} s wall   {summary[-1] if summary else run.stdout[-300:]}"
    )
    print(
        f"    claims whose verdict test and spot check ran in different workers: {split_claims(run.stdout)} "
        "(0 when the xdist groups work: tests/group_scheduling.py)"
    )
    per_file = defaultdict(float)
    for line in run.stdout.splitlines():
        m = re.match(r"([0-9.]+)s (?:call|setup|teardown)\s+(tests/[^:]+)", line)
        if m:
            per_file[m.group(2)] += float(m.group(1))
    for name, seconds in sorted(per_file.items(), key=lambda kv: -kv[1]):
        print(f"    {name:<36} {seconds:6.1f} s of test time")
    wall, run = timed([sys.executable, "-m", "kappamcc"], env)
    print(f"python -m kappamcc after pytest (cache): {wall:6.1f} s wall   {run.stdout.strip().splitlines()[-2]}")
    # the verdict cache now holds every verdict of this source, as it does on a machine that ran
    # the suite before: test_claims still recomputes each verdict, the other tests read them
    wall, run = timed([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], env)
    summary = [line for line in run.stdout.splitlines() if " passed" in line or " failed" in line]
    print(
        f"pytest again (the cache holds this source's verdicts): {wall:6.1f} s wall   "
        f"{summary[-1] if summary else run.stdout[-300:]}"
    )
    wall, run = timed([sys.executable, "-m", "kappamcc"], dict(env, KAPPAMCC_CACHE_DIR=tempfile.mkdtemp()))
    print(f"python -m kappamcc, empty cache (cold):  {wall:6.1f} s wall   {run.stdout.strip().splitlines()[-2]}")
    wall, run = timed([sys.executable, "-m", "kappamcc"], dict(env, KAPPAMCC_CACHE="off"))
    print(f"python -m kappamcc, cache off:           {wall:6.1f} s wall   {run.stdout.strip().splitlines()[-2]}")
    print(
        f"machine speed: a fixed pure-Python loop takes {machine_seconds():.2f} s now (this machine's "
        "speed varies by up to 2x from hour to hour: compare figures taken at similar values)"
    )


def split_claims(verbose_output: str) -> int:
    """How many claims had their two per-claim tests run by different xdist workers."""
    workers = defaultdict(set)
    for m in re.finditer(r"\[(gw\d+)\].*?tests/test_(?:claims|spot_checks)\.py::\w+\[([^\]]+)\]", verbose_output):
        workers[m.group(2)].add(m.group(1))
    return sum(len(w) > 1 for w in workers.values())


def machine_seconds() -> float:
    """A fixed CPU-bound loop, run at module level (global variables, as the README's figures
    were taken): this machine's speed varies by up to 2x from hour to hour."""
    loop = compile("x = 0\nfor i in range(20_000_000):\n    x += i * i\n", "<machine speed>", "exec")
    t0 = time.perf_counter()
    exec(loop, {})
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
