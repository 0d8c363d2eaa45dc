"""Wall time of the verdict report and of each claim (prints figures; asserts nothing).

python benchmarks/report_timing.py            # whole registry, slowest claims first
python benchmarks/report_timing.py --only DT2019-P
"""

import argparse
import subprocess
import sys
import time

from kappamcc.catalogue.registry import select
from kappamcc.engine.verify import verify


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--only", default=None)
    p.add_argument("--top", type=int, default=15)
    args = p.parse_args()

    t0 = time.perf_counter()
    cmd = [sys.executable, "-m", "kappamcc"] + (["--only", args.only] if args.only else [])
    code = subprocess.run(cmd, stdout=subprocess.DEVNULL).returncode
    print(f"python -m kappamcc: {time.perf_counter() - t0:.2f} s wall (exit {code})")

    rows = []
    for c in select(args.only):
        t = time.perf_counter()
        v = verify(c, fresh=True)
        rows.append((time.perf_counter() - t, c.id, str(v.status)))
    rows.sort(reverse=True)
    print(f"{len(rows)} claims, {sum(r[0] for r in rows):.2f} s verified one after another in one process")
    print(f"slowest {args.top}:")
    for sec, cid, status in rows[: args.top]:
        print(f"  {sec:7.3f} s  {cid:<32} {status}")


if __name__ == "__main__":
    main()
