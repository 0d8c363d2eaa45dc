"""The dispatch to the commands, and the exit statuses: 0 as expected, 1 a verdict differs,
2 bad input or output that cannot be written (one line on stderr), 130 interrupted."""

from __future__ import annotations

import sys
import time

from ..catalogue.registry import RegistryError
from .common import COMMANDS, seconds_since_start, prog, UsageError, OutputError, BROKEN_PIPE, STDOUT, silence, complain
from .commands import report_command, show_command, figures_command, site_command, coverage_command
from .audit_command import audit_command
from .recheck_commands import export_coq_command, recheck_command


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
            f"{prog()}: unknown command {command!r}; the commands are {', '.join(COMMANDS)} "
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
                complain(f"{prog()}: stopped by sys.exit({exc.code!r}) from a claims module or a family")
                return 2
            status = 0
        STDOUT.flush()  # a closed pipe or a full disk shows here, not as a traceback at exit
        return status
    except UsageError as exc:
        complain(str(exc))
        return 2
    except RegistryError as exc:  # a claims module that does not import, a duplicate ID, a non-claim in CLAIMS
        complain(f"{prog()}: {exc}")
        return 2
    except (OutputError, BrokenPipeError) as exc:
        # stdout cannot take the output (closed early as when piped into head, a full disk):
        # point it at devnull so that the interpreter's final flush is quiet, and say once what happened
        silence(sys.stdout)
        complain(f"{prog()}: {exc if isinstance(exc, OutputError) else BROKEN_PIPE}")
        return 2
    except KeyboardInterrupt:  # Ctrl-C: the report's worker processes are already stopped
        complain(f"{prog()}: interrupted")
        return 130


def run() -> int:
    """The command line (``python -m kappamcc``, the ``kappamcc`` console script): main(),
    then the heap is frozen for the garbage collector.  The process ends at once, and the
    interpreter's final collection over everything the registry built cost about 0.6 s."""
    import gc

    status = main(started=time.perf_counter() - seconds_since_start())  # the wall time of the whole run
    gc.freeze()
    return status
