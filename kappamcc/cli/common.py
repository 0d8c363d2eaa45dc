"""What every command shares: the program name, usage and output errors, stdout that reports
a closed pipe, the ``--claims`` option, the time limit and the progress line."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time

from ..catalogue.registry import RegistryError


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


def seconds_since_start() -> float:
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


def prog(sub: str | None = None) -> str:
    base = "kappamcc" if os.path.basename(sys.argv[0] or "") == "kappamcc" else "python -m kappamcc"
    return f"{base} {sub}" if sub else base


def version() -> str:
    try:
        from importlib.metadata import version

        return version("kappa-mcc-proofs")
    except Exception:  # not installed: the package's own number
        from .. import __version__

        return __version__


class UsageError(Exception):
    """Bad input: the message names the problem; the exit status is 2."""


class OutputError(Exception):
    """The output could not be written (standard output closed, a full disk, a reader that
    left): the message says why; the exit status is 2."""


BROKEN_PIPE = "output closed before it was all written (broken pipe)"


class Stdout:
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


STDOUT = Stdout()


def emit(text: str) -> None:
    """Print a line of the output (OutputError when it cannot be written)."""
    print(text, file=STDOUT)


def silence(stream) -> None:
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


def complain(message: str) -> None:
    """One line on stderr, when stderr can take it (closed or full: nothing, and no error)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        print(message, file=stream)
        stream.flush()
    except (OSError, ValueError, AttributeError):
        silence(stream)


class Parser(argparse.ArgumentParser):
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
            complain(message.rstrip("\n"))


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
    from ..catalogue.registry import use_claims

    try:
        use_claims(args.claims)
    except RegistryError as exc:
        raise UsageError(f"{prog}: {exc}") from None


class TimeLimit(BaseException):
    """Raised by the alarm handler; a BaseException so that no ``except Exception`` swallows it."""


class time_limit:
    """Raise TimeLimit after ``seconds`` (Unix main thread only; elsewhere no limit)."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.active = seconds and hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()

    def _alarm(self, signum, frame):
        raise TimeLimit()

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


def join_negative_values(argv, options):
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


# --- the audit -------------------------------------------------------------------------------


def check_output_file(prog: str, option: str, path: str) -> None:
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


def check_picture_format(prog: str, option: str, path: str) -> None:
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
