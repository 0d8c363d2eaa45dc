"""``python -m kappamcc``: verify every claim and print the verdict table.

Exit status 0 when every verdict equals the one the registry expects, 1 otherwise.
"""
from __future__ import annotations

import argparse
import sys

from .report import run


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m kappamcc", description=__doc__)
    p.add_argument("--format", choices=["text", "md", "json"], default="text", help="output format")
    p.add_argument("--only", metavar="PREFIX", default=None, help="only claims whose id starts with PREFIX")
    args = p.parse_args(argv)
    return run(args.only, args.format)


if __name__ == "__main__":
    sys.exit(main())
