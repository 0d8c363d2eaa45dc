"""Print how long the look-ups take, interleaved with a fixed loop (the machine's speed at the
moment): ``show ID``, ``--only PREFIX`` on a few claims, ``coverage`` and an unknown ID, each
with the index of IDs to modules in place (written by any complete collection, here the report
run first), and ``show ID`` without it (KAPPAMCC_CACHE=off: the whole registry is collected).
Run from the repository root: ``python benchmarks/lookup_timing.py [ROUNDS]``.  Measures;
asserts nothing.  Issue 33's goal: ``show ID`` in about the loop's time."""

import os
import subprocess
import sys
import tempfile
import time

LOOP = [sys.executable, "-c", "for i in range(20_000_000): pass"]
LOOKUPS = {
    "show DT2019-E7.3.b": ["show", "DT2019-E7.3.b"],
    "--only DT2019-E7.3 (6 claims)": ["--only", "DT2019-E7.3"],
    "coverage": ["coverage"],
    "show NOPE-1 (unknown)": ["show", "NOPE-1"],
}


def seconds(cmd, env) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, capture_output=True, env=env)
    return time.perf_counter() - t0


def main(rounds: int = 3) -> None:
    env = dict(os.environ, KAPPAMCC_CACHE_DIR=tempfile.mkdtemp(prefix="kappamcc-lookup-"))
    subprocess.run([sys.executable, "-m", "kappamcc"], capture_output=True, env=env)  # verdicts and index
    rows = {name: [] for name in LOOKUPS}
    rows["show DT2019-E7.3.b, no index (cache off)"] = []
    loops = []
    for _ in range(rounds):
        loops.append(seconds(LOOP, env))
        for name, args in LOOKUPS.items():
            rows[name].append(seconds([sys.executable, "-m", "kappamcc", *args], env))
        rows["show DT2019-E7.3.b, no index (cache off)"].append(
            seconds([sys.executable, "-m", "kappamcc", "show", "DT2019-E7.3.b"], dict(env, KAPPAMCC_CACHE="off"))
        )
    loop = min(loops)
    print(f"20-million-step loop: {loop:.2f} s (min of {rounds})")
    for name, times in rows.items():
        print(f"{name:<44} {min(times):5.2f} s  ({min(times) / loop:4.1f} x the loop)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
