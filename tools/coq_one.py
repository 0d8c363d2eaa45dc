"""Export chosen claims to Coq and compile each theorem: a developer's loop for the re-check.

    python tools/coq_one.py DT2019-C4.6 SKL-M3            # export, compile, say ok/failed/timeout
    python tools/coq_one.py --out /tmp/coq DT2019-C4.6     # the folder (default build/coq-one)
    python tools/coq_one.py --show DT2019-C4.6             # also print coqc's message on failure

The prelude (coq/theories, as `recheck` copies it) is compiled in the folder first, so a
change to a prelude file is picked up.  No verdict is computed: the claims are exported as if
PROVED, which is what `recheck` does for the PROVED ones.  The full run is
`python -m kappamcc recheck`.
"""

import argparse
import sys
import time
from pathlib import Path

from kappamcc.catalogue.registry import all_claims
from kappamcc.recheck.export import export_claim
from kappamcc.recheck.printer import NotTranslated
from kappamcc.recheck.run import TIMEOUT, _compile_prelude, compile_file


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ids", nargs="+", help="claim IDs")
    ap.add_argument("--out", default="build/coq-one")
    ap.add_argument("--timeout", type=float, default=TIMEOUT)
    ap.add_argument("--show", action="store_true", help="print coqc's message on failure")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    theories = _compile_prelude(out)
    print(f"prelude compiled in {time.perf_counter() - t0:.1f} s")
    claims = {c.id: c for c in all_claims()}
    failures = 0
    for cid in args.ids:
        claim = claims.get(cid)
        if claim is None:
            print(f"{cid}: no such claim")
            failures += 1
            continue
        try:
            th = export_claim(claim)
        except NotTranslated as exc:
            print(f"{cid}: not translated: {exc.reason}")
            failures += 1
            continue
        path = out / f"{th.name}.v"
        path.write_text(th.source())
        status, seconds, message = compile_file(path, theories, args.timeout)
        print(f"{cid}: {status} in {seconds:.1f} s ({path})")
        if status != "ok":
            failures += 1
            if args.show:
                print("   " + message.replace("\n", "\n   "))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
