"""``export-coq`` and ``recheck``: the re-check by Coq (:mod:`kappamcc.recheck`)."""

from __future__ import annotations


from .common import prog, UsageError, emit, Parser, claims_option, use_claims_option, Progress, MAX_TIMEOUT


# --- the re-check by Coq (issue 32; kappamcc.recheck, docs/recheck.md) -------------------------


def export_coq_command(argv) -> int:
    p = Parser(
        prog=prog("export-coq"),
        parents=[claims_option()],
        description="Write one Coq theorem per PROVED claim that can be translated (one .v file each) and "
        "manifest.json, which lists every PROVED claim with its file or why it is not translated.",
    )
    p.add_argument(
        "--out",
        default="build/coq-export",
        metavar="DIR",
        help="the folder to write (default build/coq-export; its claim_*.v files are replaced)",
    )
    args = p.parse_args(argv)
    use_claims_option(p.prog, args)
    from ..recheck.export import export_all

    progress = Progress(p.prog)
    progress("verifying the claims and printing the PROVED ones")
    try:
        entries = export_all(args.out)
    except OSError as exc:
        raise UsageError(f"{p.prog}: --out {args.out}: {exc.strerror or exc}") from None
    finally:
        progress.clear()
    theorems = sum(e.status == "theorem" for e in entries)
    conj = sum(e.status == "conjunction" for e in entries)
    emit(
        f"{theorems} theorems and {conj} conjunctions of {len(entries)} PROVED claims written to {args.out} "
        f"({len(entries) - theorems - conj} not translated: see manifest.json)"
    )
    return 0


def recheck_command(argv) -> int:
    p = Parser(
        prog=prog("recheck"),
        parents=[claims_option()],
        description="Re-check the PROVED verdicts with Coq's kernel: export them (as export-coq) and compile "
        "each theorem with coqc, two at a time.  Exit 1 on a disagreement (Coq proved the "
        "negation of a PROVED claim); without coqc the re-check is skipped (exit 0).",
    )
    p.add_argument(
        "--out", default="build/coq-export", metavar="DIR", help="the export's folder (default build/coq-export)"
    )
    p.add_argument("--no-export", action="store_true", help="compile the export already in DIR")
    p.add_argument(
        "--retry",
        action="store_true",
        help="compile every theorem, also those coq/failed_attempts.json records as failed with the same "
        "text, prelude and Coq (by default they are reported unproved without being compiled again)",
    )
    p.add_argument("--jobs", type=int, default=2, metavar="N", help="coqc processes at a time (default 2)")
    p.add_argument(
        "--timeout",
        type=float,
        default=40.0,
        metavar="SECONDS",
        help="per theorem file; its whole process group is killed then (default 40)",
    )
    args = p.parse_args(argv)
    use_claims_option(p.prog, args)
    from ..recheck.run import coqc_available, method_label, recheck, summary

    if not coqc_available():
        emit(
            "re-check skipped: coqc not found (Debian: apt-get install -y coq libcoq-stdlib coinor-csdp "
            "libcoq-interval)"
        )
        return 0
    if args.jobs < 1 or not 0 < args.timeout <= MAX_TIMEOUT:
        raise UsageError(f"{p.prog}: --jobs must be >= 1 and --timeout a positive number of seconds")
    progress = Progress(p.prog)
    try:
        if not args.no_export:
            from ..recheck.export import export_all

            progress("verifying the claims and printing the PROVED ones")
            export_all(args.out)
        result = recheck(args.out, jobs=args.jobs, timeout=args.timeout, progress=progress, retry=args.retry)
    except (OSError, RuntimeError) as exc:
        raise UsageError(f"{p.prog}: {exc}") from None
    finally:
        progress.clear()
    s = summary(result)
    emit(
        f"re-checked by Coq: {s['rechecked']} of {s['total']} PROVED claims "
        f"({100 * s['rechecked'] / max(1, s['total']):.0f}%) in {s['seconds']} s"
    )
    for method, n in sorted(s["by_method"].items(), key=lambda kv: -kv[1]):
        emit(f"  {n:5d}  {method_label(method)}")
    if s["not_compiled_again"]:
        emit(
            f"  ({s['not_compiled_again']} unproved theorems not compiled again: each failed before with the "
            "same text, prelude and Coq, as coq/failed_attempts.json records; --retry compiles them)"
        )
    emit("not re-checked:")
    for reason, n in sorted(s["reasons"].items(), key=lambda kv: -kv[1]):
        emit(f"  {n:5d}  {reason}")
    if s["disagreements"]:
        emit(f"DISAGREEMENT: Coq proved the negation of {', '.join(s['disagreements'])}")
        return 1
    return 0
