"""``python -m kappamcc``: verify every claim and print the verdict table.

Exit status 0 when every verdict equals the one the registry expects, 1 otherwise.
``python -m kappamcc figures --out DIR`` writes the figures of both papers as PNG;
``python -m kappamcc audit FAMILY`` audits a family (see ``kappamcc.audit``);
``python -m kappamcc coverage`` lists catalogue IDs without a claim.
"""
from __future__ import annotations

import argparse
import sys

from .report import run


def figures(argv) -> int:
    p = argparse.ArgumentParser(prog="python -m kappamcc figures",
                                description="Write Figures 1-9 of Delgado & Tibau 2019 and 1-4 of Ben-David 2008 as PNG.")
    p.add_argument("--out", required=True, metavar="DIR", help="directory to write the PNG files into")
    args = p.parse_args(argv)
    from .figures import write_all
    for path in write_all(args.out):
        print(path)
    return 0


def audit_command(argv) -> int:
    p = argparse.ArgumentParser(
        prog="python -m kappamcc audit",
        description="Audit a one-parameter confusion-matrix family: closed forms, directions of kappa and MCC, "
                    "where they disagree, limits, extrema, Asy and Ent.")
    p.add_argument("family", help="module:function returning a Family (e.g. kappamcc.families.experiments:m2), "
                                  "or a matrix written as text, e.g. \"[[1, t, 1], [1, 1, t**2], [1, 1, 1]]\"")
    p.add_argument("--param", default=None, help="the parameter (default: the only symbol left)")
    p.add_argument("--over", default=None, help="its range, e.g. 1..oo or (0..1] (default: the family's domain, else 0..oo)")
    p.add_argument("--fixed", action="append", default=[], metavar="NAME=VALUE", help="fix another parameter, e.g. a=1/5")
    p.add_argument("--plot", default=None, metavar="PNG", help="also write kappa and MCC along the range to this file")
    args = p.parse_args(argv)
    from .audit import AuditError, audit, load_family, parse_matrix
    try:
        fixed = dict(f.split("=", 1) for f in args.fixed)
    except ValueError:
        p.error("--fixed takes NAME=VALUE, e.g. --fixed a=1/5")
    try:
        if args.family.lstrip().startswith("["):
            if args.param is None:
                p.error("a matrix given as text needs --param (the parameter's name)")
            M, _ = parse_matrix(args.family, args.param)
            result = audit(M, args.param, args.over or "0..oo", fixed, name=args.family)
        else:
            family, default_over = load_family(args.family, args.param, fixed)
            result = audit(family, args.param, args.over or default_over, fixed)
    except AuditError as exc:
        print(f"audit: {exc}", file=sys.stderr)
        return 2
    print(result)
    if args.plot:
        if not hasattr(result, "plot"):
            print("audit: a plot needs the other parameters fixed (--fixed NAME=VALUE)", file=sys.stderr)
            return 2
        print(f"plot: {result.plot(args.plot)}")
    return 0


def coverage_command(argv) -> int:
    p = argparse.ArgumentParser(prog="python -m kappamcc coverage",
                                description="List the catalogue's statement IDs (CLAIMS.md) that no claim covers.")
    p.parse_args(argv)
    from .coverage import coverage_report, uncovered
    print(coverage_report())
    return 1 if uncovered() else 0


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["coverage"]:
        return coverage_command(argv[1:])
    if argv[:1] == ["figures"]:
        return figures(argv[1:])
    if argv[:1] == ["audit"]:
        return audit_command(argv[1:])
    p = argparse.ArgumentParser(prog="python -m kappamcc", description=__doc__)
    p.add_argument("--format", choices=["text", "md", "json"], default="text", help="output format")
    p.add_argument("--only", metavar="PREFIX", default=None, help="only claims whose id starts with PREFIX")
    args = p.parse_args(argv)
    return run(args.only, args.format)


if __name__ == "__main__":
    sys.exit(main())
