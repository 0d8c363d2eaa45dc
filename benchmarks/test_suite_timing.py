"""Print where the test run's time goes: the wall time of `pytest` (fresh verdict cache),
the report straight after it (verdicts from the cache), with an empty cache and without the
cache, the summed test time per test file (from pytest's --durations), and a fixed loop's
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
    wall, run = timed([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--durations=0"], env)
    summary = [line for line in run.stdout.splitlines() if " passed" in line or " failed" in line]
    print(f"pytest (2 workers, empty verdict cache): {wall:6.1f} s wall   {summary[-1] if summary else run.stdout[-300:]}")
    per_file = defaultdict(float)
    for line in run.stdout.splitlines():
        m = re.match(r"([0-9.]+)s (?:call|setup|teardown)\s+(tests/[^:]+)", line)
        if m:
            per_file[m.group(2)] += float(m.group(1))
    for name, seconds in sorted(per_file.items(), key=lambda kv: -kv[1]):
        print(f"    {name:<36} {seconds:6.1f} s of test time")
    wall, run = timed([sys.executable, "-m", "kappamcc"], env)
    print(f"python -m kappamcc after pytest (cache): {wall:6.1f} s wall   {run.stdout.strip().splitlines()[-2]}")
    wall, run = timed([sys.executable, "-m", "kappamcc"], dict(env, KAPPAMCC_CACHE_DIR=tempfile.mkdtemp()))
    print(f"python -m kappamcc, empty cache (cold):  {wall:6.1f} s wall   {run.stdout.strip().splitlines()[-2]}")
    wall, run = timed([sys.executable, "-m", "kappamcc"], dict(env, KAPPAMCC_CACHE="off"))
    print(f"python -m kappamcc, cache off:           {wall:6.1f} s wall   {run.stdout.strip().splitlines()[-2]}")
    print(f"machine speed: a fixed pure-Python loop takes {machine_seconds():.2f} s now (this machine's "
          "speed varies by up to 1.7x from hour to hour: compare figures taken at similar values)")


def machine_seconds() -> float:
    """A fixed CPU-bound loop: this machine's speed varies by a third from hour to hour."""
    t0 = time.perf_counter()
    x = 0
    for i in range(20_000_000):
        x += i * i
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
