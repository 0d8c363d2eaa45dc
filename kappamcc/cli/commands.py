"""The verdict table (no command), ``show``, ``figures``, ``site`` and ``coverage``."""

from __future__ import annotations

import argparse
import os

from .common import HELP, prog, version, UsageError, STDOUT, emit, Parser, claims_option, use_claims_option, Progress


# --- the report ------------------------------------------------------------------------------


def report_command(argv, started: float | None = None) -> int:
    p = Parser(
        prog=prog(), description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter, parents=[claims_option()]
    )
    p.add_argument("--format", choices=["text", "md", "json"], default="text", help="output format")
    p.add_argument(
        "--only",
        metavar="PREFIX",
        default=None,
        help="only claims whose ID starts with PREFIX (any case), e.g. DT2019-E7",
    )
    p.add_argument(
        "--errata",
        action="store_true",
        help="show only the errata: printed statements found false (REFUTED, CORRECTED, ARGUED AGAINST)",
    )
    p.add_argument(
        "--wide", action="store_true", help="one line per claim whatever the terminal's width, long texts cut"
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    args = p.parse_args(argv)
    if args.only is not None and not args.only.strip():
        raise UsageError(f"{p.prog}: --only needs an ID prefix, e.g. --only DT2019-E7")
    use_claims_option(p.prog, args)
    from ..present.report import run

    progress = Progress(p.prog, tick=False)  # no thread while the process pool forks its workers
    progress("loading and verifying the claims")
    try:
        return run(
            args.only,
            args.format,
            out=STDOUT,
            progress=progress.claims if progress.on else None,
            wide=args.wide,
            errata=args.errata,
            started=started,
        )
    finally:
        progress.clear()


def show_command(argv) -> int:
    p = Parser(
        prog=prog("show"),
        description="Print claims in full: statement, source, domain, reading, verdict, method, certificate, "
        "counterexample, correction, uses.  An ID that is no claim's shows its sub-claims "
        "(show DT2019-P8.5 shows DT2019-P8.5.mcc, DT2019-P8.5.convex, ...).",
        parents=[claims_option()],
    )
    p.add_argument("ids", nargs="+", metavar="ID", help="a claim ID (any case), e.g. DT2019-E7.3.a")
    p.add_argument("--format", choices=["text", "json"], default="text", help="output format")
    args = p.parse_args(argv)
    use_claims_option(p.prog, args)
    from ..present.report import find_claims, no_such_claim, render_claim, terminal_width

    chosen = []
    for claim_id in args.ids:
        found = find_claims(claim_id)
        if not found:
            raise UsageError(f"{p.prog}: {no_such_claim(claim_id, 'is')}")
        chosen += [c for c in found if c not in chosen]
    progress = Progress(p.prog)
    blocks = []
    try:
        for i, c in enumerate(chosen, 1):
            progress(f"verifying {c.id} ({i}/{len(chosen)})")
            blocks.append(render_claim(c, args.format, width=min(100, terminal_width())))
    finally:
        progress.clear()
    if args.format == "json":
        emit("[\n" + ",\n".join(blocks) + "\n]")
    else:
        emit("\n\n".join(blocks))
    from ..engine.verify import verify

    return 0 if all(verify(c).status == c.expected for c in chosen) else 1


# --- the rest --------------------------------------------------------------------------------


def figures_command(argv) -> int:
    p = Parser(
        prog=prog("figures"), description="Write Figures 1-9 of Delgado & Tibau 2019 and 1-4 of Ben-David 2008 as PNG."
    )
    p.add_argument(
        "--out", required=True, metavar="DIR", help="directory to write the PNG files into (created if missing)"
    )
    p.add_argument(
        "--dpi", type=int, default=110, metavar="N", help="resolution of the PNG files in dots per inch (default 110)"
    )
    p.add_argument("--overwrite", action="store_true", help="replace figure files already in DIR")
    args = p.parse_args(argv)
    if not 10 <= args.dpi <= 1200:
        raise UsageError(f"{p.prog}: --dpi must be between 10 and 1200 dots per inch, got {args.dpi}")
    out = args.out
    if os.path.exists(out) and not os.path.isdir(out):
        raise UsageError(f"{p.prog}: --out {out}: exists and is not a directory")
    anchor = out
    while anchor and not os.path.exists(anchor):
        anchor = os.path.dirname(anchor.rstrip(os.sep))
    anchor = anchor or "."
    if not os.path.isdir(anchor):
        raise UsageError(f"{p.prog}: --out {out}: {anchor} is a file, not a directory")
    if not os.access(anchor, os.W_OK):
        raise UsageError(f"{p.prog}: --out {out}: {os.path.abspath(anchor)} is not writable")
    from ..present.figures import FIGURES, write_all

    there = [f"{name}.png" for name in FIGURES if os.path.exists(os.path.join(out, f"{name}.png"))]
    if there and not args.overwrite:
        raise UsageError(
            f"{p.prog}: --out {out}: {len(there)} figure file(s) exist there ({there[0]}, ...); "
            "add --overwrite to replace them"
        )
    progress = Progress(p.prog)
    progress("drawing the figures")
    try:
        paths = write_all(out, dpi=args.dpi)
    except OSError as exc:
        raise UsageError(f"{p.prog}: --out {out}: {exc.strerror or exc}") from None
    finally:
        progress.clear()
    for path in paths:
        emit(str(path))
    return 0


def site_command(argv) -> int:
    p = Parser(
        prog=prog("site"),
        parents=[claims_option()],
        description="Write the reference site: a page per claim (statement, printed formula, source, "
        "verdict, evidence, correction, figure, uses), an index per source, the errata, the "
        "dependency graph and a search.  Static files: open DIR/index.html from disk.",
    )
    p.add_argument(
        "--out",
        required=True,
        metavar="DIR",
        help="a new or empty directory, or one an earlier site was written to (its pages are replaced)",
    )
    p.add_argument("--no-figures", action="store_true", help="do not draw the figures (saves a few seconds)")
    args = p.parse_args(argv)
    use_claims_option(p.prog, args)
    from ..present.site import SiteError, build

    progress = Progress(p.prog)
    try:
        index = build(args.out, figures=not args.no_figures, progress=progress)
    except SiteError as exc:
        raise UsageError(f"{p.prog}: --out {args.out}: {exc}") from None
    except OSError as exc:
        raise UsageError(f"{p.prog}: --out {args.out}: {exc.strerror or exc}") from None
    finally:
        progress.clear()
    emit(str(index))
    return 0


def coverage_command(argv) -> int:
    p = Parser(
        prog=prog("coverage"),
        description="List the catalogue's statement IDs (kappamcc/data/catalogue.tsv) that no claim covers.",
    )
    p.parse_args(argv)
    from ..catalogue.coverage import coverage_report, uncovered

    emit(coverage_report())
    return 1 if uncovered() else 0
