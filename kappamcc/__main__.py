"""``python -m kappamcc`` (or ``kappamcc``): verify every claim and print the verdict table.

Exit status 0 when every verdict equals the one the registry expects, 1 otherwise, 2 for
bad input, claims that cannot be collected or output that cannot be written (a closed
stdout, a full disk, a broken pipe; a one-line message on stderr says what is wrong), 130
when interrupted (Ctrl-C).
``--errata`` shows only the printed statements found false, ``--wide`` one line per claim,
``--claims PATH`` adds the claims of a file or folder (``claims_option`` is the option
every command that reads the registry shares);
``python -m kappamcc show ID`` prints one claim in full (statement, domain, reading,
method, certificate, counterexample, correction, uses);
``python -m kappamcc audit FAMILY`` audits a family (see ``kappamcc.audit``);
``python -m kappamcc figures --out DIR`` writes the figures of both papers as PNG;
``python -m kappamcc site --out DIR`` writes the reference site (static HTML);
``python -m kappamcc coverage`` lists catalogue IDs without a claim.
Long work shows its progress on stderr when stderr is a terminal.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time

from .registry import RegistryError

COMMANDS = ("show", "audit", "figures", "coverage", "site", "export-coq", "recheck")

HELP = """Verify every claim and print the verdict table (it fits the terminal's width;
--wide: one line per claim).  --claims PATH adds your own claims (a .py file or a
folder of them), as do installed packages with a 'kappamcc.claims' entry point.

commands:
  show ID ...         print claims in full (statement, domain, reading, method,
                      certificate, counterexample, correction, uses)
  audit FAMILY        audit two metrics of a confusion-matrix family
  figures --out DIR   write the figures of both papers as PNG
  site --out DIR      write the reference site: static HTML, opens from file://
  coverage            list catalogue IDs without a claim
  export-coq --out DIR  write one Coq theorem per PROVED claim that can be translated
  recheck             re-check the PROVED verdicts with Coq's kernel (needs coqc)
(each has its own --help)

exit status: 0 every verdict equals the registry's expectation, 1 some differ,
2 bad input, claims that cannot be collected or output that cannot be written
(one line on stderr says what is wrong), 130 interrupted (Ctrl-C).  Long work
shows its progress on stderr when stderr is a terminal."""


def _seconds_since_start() -> float:
    """Wall time since this process started (Linux: from /proc; elsewhere since this module was imported)."""
    try:
        with open("/proc/self/stat") as f:
            started_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, uptime - started_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORTED


_IMPORTED = time.perf_counter()


def _prog(sub: str | None = None) -> str:
    base = "kappamcc" if os.path.basename(sys.argv[0] or "") == "kappamcc" else "python -m kappamcc"
    return f"{base} {sub}" if sub else base


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("kappa-mcc-proofs")
    except Exception:  # not installed: the package's own number
        from . import __version__

        return __version__


class UsageError(Exception):
    """Bad input: the message names the problem; the exit status is 2."""


class OutputError(Exception):
    """The output could not be written (standard output closed, a full disk, a reader that
    left): the message says why; the exit status is 2."""


BROKEN_PIPE = "output closed before it was all written (broken pipe)"


class _Stdout:
    """Where the commands print: ``sys.stdout`` as it is at each write (a test may swap it),
    with a failure to write raised as OutputError instead of whatever the stream raises
    (BrokenPipeError, OSError ENOSPC, AttributeError on None, ValueError when closed)."""

    def _call(self, method: str, *args):
        stream = sys.stdout
        if stream is None:  # file descriptor 1 was closed when Python started (>&-)
            raise OutputError("cannot write the output: standard output is closed")
        try:
            return getattr(stream, method)(*args)
        except BrokenPipeError:
            raise OutputError(BROKEN_PIPE) from None
        except OSError as exc:
            raise OutputError(f"cannot write the output: {exc.strerror or exc}") from None
        except ValueError as exc:
            closed = getattr(stream, "closed", False)
            raise OutputError(
                "cannot write the output: " + ("standard output is closed" if closed else str(exc))
            ) from None

    def write(self, text: str):
        return self._call("write", text)

    def flush(self) -> None:
        self._call("flush")


STDOUT = _Stdout()


def _out(text: str) -> None:
    """Print a line of the output (OutputError when it cannot be written)."""
    print(text, file=STDOUT)


def _silence(stream) -> None:
    """Point the stream's file descriptor at devnull: the interpreter's final flush of what a
    failed write left in its buffer is then quiet (no second error, no exit status 120)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, stream.fileno())
        finally:
            os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _complain(message: str) -> None:
    """One line on stderr, when stderr can take it (closed or full: nothing, and no error)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        print(message, file=stream)
        stream.flush()
    except (OSError, ValueError, AttributeError):
        _silence(stream)


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one line and an exception (main() returns 2) instead of usage + exit;
    --help and --version are written as the other output is (a failure is an OutputError)."""

    def error(self, message):
        raise UsageError(f"{self.prog}: {message} (see --help)")

    def _print_message(self, message, file=None):
        if not message:
            return
        if file is None or file is sys.stdout:
            STDOUT.write(message)
        else:
            _complain(message.rstrip("\n"))


def claims_option() -> argparse.ArgumentParser:
    """The ``--claims PATH`` option, shared by every command that reads the registry
    (``parents=[claims_option()]``; then ``use_claims_option(prog, args)``)."""
    p = argparse.ArgumentParser(add_help=False)
    p.add_argument(
        "--claims",
        action="append",
        default=[],
        metavar="PATH",
        help="also load the claims of this .py file or of every .py file in this folder (a module's "
        "CLAIMS list; repeatable; the environment variable KAPPAMCC_CLAIMS does the same)",
    )
    return p


def use_claims_option(prog: str, args) -> None:
    """Hand ``--claims`` to the registry; a path that is no file or folder is a usage error."""
    from .registry import use_claims

    try:
        use_claims(args.claims)
    except RegistryError as exc:
        raise UsageError(f"{prog}: {exc}") from None


class _TimeLimit(BaseException):
    """Raised by the alarm handler; a BaseException so that no ``except Exception`` swallows it."""


class _time_limit:
    """Raise _TimeLimit after ``seconds`` (Unix main thread only; elsewhere no limit)."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.active = seconds and hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()

    def _alarm(self, signum, frame):
        raise _TimeLimit()

    def __enter__(self):
        if self.active:
            self.previous = signal.signal(signal.SIGALRM, self._alarm)
            signal.setitimer(signal.ITIMER_REAL, self.seconds)
        return self

    def __exit__(self, *exc):
        if self.active:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
        return False


class Progress:
    """One self-overwriting status line on stderr, only when stderr is a terminal; the elapsed
    time ticks every second while a stage lasts."""

    def __init__(self, label: str, stream=None, tick: bool = True):
        self.stream = stream or sys.stderr
        self.tick = tick
        self.label = label
        self.t0 = time.perf_counter()
        try:
            self.on = bool(self.stream.isatty())
        except (AttributeError, ValueError):
            self.on = False
        self.shown = False
        self.message = ""
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.ticker: threading.Thread | None = None

    def _draw(self) -> None:
        line = f"{self.label}: {self.message}  [{time.perf_counter() - self.t0:.0f} s]"
        self._write("\r\x1b[K" + line[:200])
        self.shown = self.on

    def _write(self, text: str) -> None:
        """Write to the terminal; one that fails (closed, full) ends the progress line, quietly."""
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self.on = False
            self.stop.set()

    def _tick(self) -> None:
        while not self.stop.wait(1.0):
            with self.lock:
                if self.shown:
                    self._draw()

    def __call__(self, message: str) -> None:
        if not self.on:
            return
        with self.lock:
            self.message = message
            self._draw()
        if self.ticker is None and self.tick:
            self.ticker = threading.Thread(target=self._tick, daemon=True)
            self.ticker.start()

    def claims(self, done: int, total: int, claim_id: str) -> None:
        self(f"{done}/{total} claims verified (last: {claim_id})")

    def clear(self) -> None:
        self.stop.set()
        with self.lock:
            if self.shown:
                self._write("\r\x1b[K")
                self.shown = False


def _join_negative_values(argv, options):
    """'--over -5..5' -> '--over=-5..5' (argparse takes '-5..5' for an option otherwise)."""
    out, i = [], 0
    while i < len(argv):
        if (
            argv[i] in options
            and i + 1 < len(argv)
            and argv[i + 1].startswith("-")
            and argv[i + 1] != "--"
            and not argv[i + 1].startswith("--")
        ):
            out.append(f"{argv[i]}={argv[i + 1]}")
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


# --- the report ------------------------------------------------------------------------------


def report_command(argv, started: float | None = None) -> int:
    p = _Parser(
        prog=_prog(), description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter, parents=[claims_option()]
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
    p.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    args = p.parse_args(argv)
    if args.only is not None and not args.only.strip():
        raise UsageError(f"{p.prog}: --only needs an ID prefix, e.g. --only DT2019-E7")
    use_claims_option(p.prog, args)
    from .report import run

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
    p = _Parser(
        prog=_prog("show"),
        description="Print claims in full: statement, source, domain, reading, verdict, method, certificate, "
        "counterexample, correction, uses.  An ID that is no claim's shows its sub-claims "
        "(show DT2019-P8.5 shows DT2019-P8.5.mcc, DT2019-P8.5.convex, ...).",
        parents=[claims_option()],
    )
    p.add_argument("ids", nargs="+", metavar="ID", help="a claim ID (any case), e.g. DT2019-E7.3.a")
    p.add_argument("--format", choices=["text", "json"], default="text", help="output format")
    args = p.parse_args(argv)
    use_claims_option(p.prog, args)
    from .report import find_claims, no_such_claim, render_claim, terminal_width

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
        _out("[\n" + ",\n".join(blocks) + "\n]")
    else:
        _out("\n\n".join(blocks))
    from .engine.verify import verify

    return 0 if all(verify(c).status == c.expected for c in chosen) else 1


# --- the audit -------------------------------------------------------------------------------


def _check_output_file(prog: str, option: str, path: str) -> None:
    """Fail before any work when a file cannot be written at ``path``."""
    parent = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise UsageError(
            f"{prog}: {option} {path}: is a directory, give a file name (e.g. {os.path.join(path, 'audit.png')})"
        )
    if not os.path.isdir(parent):
        raise UsageError(f"{prog}: {option} {path}: the directory {parent} does not exist")
    if not os.access(parent, os.W_OK):
        raise UsageError(f"{prog}: {option} {path}: the directory {parent} is not writable")


MAX_TIMEOUT = 1_000_000  # seconds (11.6 days): far beyond any audit, well inside what the interval timer takes


def _check_picture_format(prog: str, option: str, path: str) -> None:
    """Fail before any work when the file's extension is no picture format matplotlib writes
    (without one, matplotlib would write PNG to another name: path + '.png')."""
    from matplotlib.backend_bases import FigureCanvasBase

    formats = sorted(FigureCanvasBase.get_supported_filetypes())
    extension = os.path.splitext(path)[1].lstrip(".").lower()
    if extension not in formats:
        got = f"'.{extension}' is not a picture format" if extension else "the file name has no extension"
        raise UsageError(
            f"{prog}: {option} {path}: {got}; end the name with one of {', '.join(formats)} (e.g. audit.png)"
        )


def audit_command(argv) -> int:
    p = _Parser(
        prog=_prog("audit"),
        description="Audit two metrics (kappa and MCC unless --metrics) of a confusion-matrix family along one "
        "parameter, or two: closed forms, directions, where they move in opposite directions, limits, "
        "extrema, where they are equal, Asy and Ent.",
    )
    p.add_argument(
        "family",
        help="module:function returning a Family (e.g. kappamcc.families.experiments:m2), "
        "or a matrix written as text, e.g. \"[[1, t, 1], [1, 1, t**2], [1, 1, 1]]\"",
    )
    p.add_argument(
        "--param",
        default=None,
        help="the parameter (default: the only symbol left once --fixed ones "
        "are fixed); two, e.g. s,t, to audit them together",
    )
    p.add_argument(
        "--over",
        action="append",
        default=None,
        metavar="RANGE",
        help="its range, e.g. 1..oo, (0..1] or -5..5 (default: the family's domain, else 0..oo); with two "
        "parameters NAME=RANGE, repeatable",
    )
    p.add_argument(
        "--fixed",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="fix another parameter to a fraction, e.g. a=1/5 (repeatable)",
    )
    p.add_argument(
        "--metrics",
        default="kappa,mcc",
        metavar="M1,M2",
        help="the two metrics to compare: kappa, mcc, f1, accuracy, balanced_accuracy, informedness, "
        "markedness (default kappa,mcc)",
    )
    p.add_argument(
        "--positive",
        default=None,
        metavar="K",
        help="the positive class (row/column index from 0) of the one-vs-rest metrics f1, informedness, "
        "markedness; required on N > 2 (default on 2 x 2: the last class, scikit-learn's layout)",
    )
    p.add_argument("--plot", default=None, metavar="PNG", help="also write a picture of the audit to this file")
    p.add_argument("--overwrite", action="store_true", help="replace the --plot file if it exists")
    p.add_argument(
        "--max-degree",
        type=int,
        default=None,
        metavar="D",
        help="refuse polynomials above this degree instead of isolating their roots (default 200)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=300.0,
        metavar="SECONDS",
        help="give up after this long (default 300; 0: no limit)",
    )
    args = p.parse_args(_join_negative_values(argv, {"--over", "--fixed", "--param"}))
    from .audit import MAX_DEGREE, AuditError, audit

    if not 0 <= args.timeout <= MAX_TIMEOUT:  # also refuses nan (no comparison holds) and inf
        raise UsageError(
            f"{p.prog}: --timeout must be a number of seconds from 0 (no limit) to {MAX_TIMEOUT}, got {args.timeout:g}"
        )
    if args.max_degree is not None and args.max_degree < 1:
        raise UsageError(f"{p.prog}: --max-degree must be a positive integer, got {args.max_degree}")
    if args.plot:
        _check_output_file(p.prog, "--plot", args.plot)
        _check_picture_format(p.prog, "--plot", args.plot)
        if os.path.exists(args.plot) and not args.overwrite:
            raise UsageError(f"{p.prog}: --plot {args.plot}: the file exists; add --overwrite to replace it")
    over = args.over[0] if args.over and len(args.over) == 1 and "=" not in args.over[0] else args.over
    progress = Progress(p.prog)
    try:
        with _time_limit(args.timeout):
            result = audit(
                args.family,
                args.param,
                over,
                args.fixed,
                metrics=args.metrics,
                positive=args.positive,
                max_degree=args.max_degree or MAX_DEGREE,
                progress=progress,
            )
            if args.plot:
                if not hasattr(result, "plot"):
                    raise UsageError(f"{p.prog}: --plot needs every other parameter fixed (--fixed NAME=VALUE)")
                progress("writing the plot")
                try:
                    result.plot(args.plot)
                except OSError as exc:
                    raise UsageError(f"{p.prog}: --plot {args.plot}: {exc.strerror or exc}") from None
    except AuditError as exc:
        raise UsageError(f"{p.prog}: {exc}") from None
    except _TimeLimit:
        raise UsageError(
            f"{p.prog}: gave up after {args.timeout:g} s (--timeout); fix more parameters, use smaller "
            "exponents or a narrower --over, or raise --timeout"
        ) from None
    finally:
        progress.clear()
    _out(str(result))
    if args.plot:
        _out(f"plot: {args.plot}")
    return 0


# --- the rest --------------------------------------------------------------------------------


def figures_command(argv) -> int:
    p = _Parser(
        prog=_prog("figures"), description="Write Figures 1-9 of Delgado & Tibau 2019 and 1-4 of Ben-David 2008 as PNG."
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
    from .figures import FIGURES, write_all

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
        _out(str(path))
    return 0


def site_command(argv) -> int:
    p = _Parser(
        prog=_prog("site"),
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
    from .site import SiteError, build

    progress = Progress(p.prog)
    try:
        index = build(args.out, figures=not args.no_figures, progress=progress)
    except SiteError as exc:
        raise UsageError(f"{p.prog}: --out {args.out}: {exc}") from None
    except OSError as exc:
        raise UsageError(f"{p.prog}: --out {args.out}: {exc.strerror or exc}") from None
    finally:
        progress.clear()
    _out(str(index))
    return 0


def coverage_command(argv) -> int:
    p = _Parser(
        prog=_prog("coverage"),
        description="List the catalogue's statement IDs (kappamcc/data/catalogue.tsv) that no claim covers.",
    )
    p.parse_args(argv)
    from .coverage import coverage_report, uncovered

    _out(coverage_report())
    return 1 if uncovered() else 0


# --- the re-check by Coq (issue 32; kappamcc.recheck, docs/recheck.md) -------------------------


def export_coq_command(argv) -> int:
    p = _Parser(
        prog=_prog("export-coq"),
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
    from .recheck.export import export_all

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
    _out(
        f"{theorems} theorems and {conj} conjunctions of {len(entries)} PROVED claims written to {args.out} "
        f"({len(entries) - theorems - conj} not translated: see manifest.json)"
    )
    return 0


def recheck_command(argv) -> int:
    p = _Parser(
        prog=_prog("recheck"),
        parents=[claims_option()],
        description="Re-check the PROVED verdicts with Coq's kernel: export them (as export-coq) and compile "
        "each theorem with coqc, two at a time.  Exit 1 on a disagreement (Coq proved the "
        "negation of a PROVED claim); without coqc the re-check is skipped (exit 0).",
    )
    p.add_argument(
        "--out", default="build/coq-export", metavar="DIR", help="the export's folder (default build/coq-export)"
    )
    p.add_argument("--no-export", action="store_true", help="compile the export already in DIR")
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
    from .recheck.run import coqc_available, method_label, recheck, summary

    if not coqc_available():
        _out(
            "re-check skipped: coqc not found (Debian: apt-get install -y coq libcoq-stdlib coinor-csdp "
            "libcoq-interval)"
        )
        return 0
    if args.jobs < 1 or not 0 < args.timeout <= MAX_TIMEOUT:
        raise UsageError(f"{p.prog}: --jobs must be >= 1 and --timeout a positive number of seconds")
    progress = Progress(p.prog)
    try:
        if not args.no_export:
            from .recheck.export import export_all

            progress("verifying the claims and printing the PROVED ones")
            export_all(args.out)
        result = recheck(args.out, jobs=args.jobs, timeout=args.timeout, progress=progress)
    except (OSError, RuntimeError) as exc:
        raise UsageError(f"{p.prog}: {exc}") from None
    finally:
        progress.clear()
    s = summary(result)
    _out(
        f"re-checked by Coq: {s['rechecked']} of {s['total']} PROVED claims "
        f"({100 * s['rechecked'] / max(1, s['total']):.0f}%) in {s['seconds']} s"
    )
    for method, n in sorted(s["by_method"].items(), key=lambda kv: -kv[1]):
        _out(f"  {n:5d}  {method_label(method)}")
    _out("not re-checked:")
    for reason, n in sorted(s["reasons"].items(), key=lambda kv: -kv[1]):
        _out(f"  {n:5d}  {reason}")
    if s["disagreements"]:
        _out(f"DISAGREEMENT: Coq proved the negation of {', '.join(s['disagreements'])}")
        return 1
    return 0


def _dispatch(argv, started: float | None) -> int:
    command = argv[0] if argv else None
    if command == "export-coq":
        return export_coq_command(argv[1:])
    if command == "recheck":
        return recheck_command(argv[1:])
    if command == "show":
        return show_command(argv[1:])
    if command == "audit":
        return audit_command(argv[1:])
    if command == "figures":
        return figures_command(argv[1:])
    if command == "site":
        return site_command(argv[1:])
    if command == "coverage":
        return coverage_command(argv[1:])
    if command and not command.startswith("-"):
        close = [c for c in COMMANDS if c.startswith(command[:2].lower())]
        raise UsageError(
            f"{_prog()}: unknown command {command!r}; the commands are {', '.join(COMMANDS)} "
            "(none: the verdict table)" + (f" (did you mean {close[0]}?)" if close else "")
        )
    return report_command(argv, started)


def main(argv=None, started: float | None = None) -> int:
    """The command line; returns the exit status (0 as expected, 1 a verdict differs, 2 bad input,
    claims that cannot be collected or output that cannot be written, 130 interrupted).
    ``started``: the ``time.perf_counter()`` from which the report's footer counts the wall
    time (default: now)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    started = time.perf_counter() if started is None else started
    restore = _tolerant_output()
    try:
        return _main(argv, started)
    finally:
        restore()


# characters the output uses, spelled in ASCII for a stream whose encoding lacks them
_ASCII = {
    "∞": "oo",
    "…": "...",
    "≤": "<=",
    "≥": ">=",
    "≠": "!=",
    "−": "-",
    "×": "x",
    "·": "*",
    "√": "sqrt",
    "—": "--",
    "–": "-",
    "→": "->",
    "±": "+-",
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
}


def _ascii_spelling(error: UnicodeEncodeError):
    """A codecs error handler: what the stream cannot encode in ASCII spelling (∞ -> oo), else '?'."""
    text = error.object[error.start : error.end]
    return "".join(_ASCII.get(ch, "?") for ch in text), error.end


def _tolerant_output():
    """Make stdout and stderr write what their encoding cannot encode in an ASCII spelling
    (a terminal set to latin-1 or ASCII, PYTHONIOENCODING) instead of raising
    UnicodeEncodeError; a UTF-8 stream is left alone.  Returns the function that undoes it."""
    import codecs

    try:
        codecs.lookup_error("kappamcc-ascii")
    except LookupError:
        codecs.register_error("kappamcc-ascii", _ascii_spelling)
    changed = []
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None)
        if not encoding or not hasattr(stream, "reconfigure"):
            continue
        try:
            "".join(_ASCII).encode(encoding)
            continue  # it encodes everything the output uses
        except (UnicodeEncodeError, LookupError):
            pass
        try:
            previous = stream.errors
            stream.reconfigure(errors="kappamcc-ascii")
            changed.append((stream, previous))
        except (AttributeError, ValueError, OSError):
            continue

    def restore():
        for stream, previous in changed:
            try:
                stream.reconfigure(errors=previous)
            except (AttributeError, ValueError, OSError):
                pass

    return restore


def _main(argv, started: float) -> int:
    try:
        try:
            status = _dispatch(argv, started)
        except SystemExit as exc:  # --help, --version (0); anything else is someone's sys.exit: said, and 2
            if exc.code not in (0, None):
                _complain(f"{_prog()}: stopped by sys.exit({exc.code!r}) from a claims module or a family")
                return 2
            status = 0
        STDOUT.flush()  # a closed pipe or a full disk shows here, not as a traceback at exit
        return status
    except UsageError as exc:
        _complain(str(exc))
        return 2
    except RegistryError as exc:  # a claims module that does not import, a duplicate ID, a non-claim in CLAIMS
        _complain(f"{_prog()}: {exc}")
        return 2
    except (OutputError, BrokenPipeError) as exc:
        # stdout cannot take the output (closed early as when piped into head, a full disk):
        # point it at devnull so that the interpreter's final flush is quiet, and say once what happened
        _silence(sys.stdout)
        _complain(f"{_prog()}: {exc if isinstance(exc, OutputError) else BROKEN_PIPE}")
        return 2
    except KeyboardInterrupt:  # Ctrl-C: the report's worker processes are already stopped
        _complain(f"{_prog()}: interrupted")
        return 130


def run() -> int:
    """The command line (``python -m kappamcc``, the ``kappamcc`` console script): main(),
    then the heap is frozen for the garbage collector.  The process ends at once, and the
    interpreter's final collection over everything the registry built cost about 0.6 s."""
    import gc

    status = main(started=time.perf_counter() - _seconds_since_start())  # the wall time of the whole run
    gc.freeze()
    return status


if __name__ == "__main__":
    sys.exit(run())
