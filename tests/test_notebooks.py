"""Every notebook runs on the current suite, and is stored with the outputs of such a run, so
that a reader on GitHub sees the results: no cell changes ``sys.path`` (the notebooks import
the installed package), and the stored outputs hold no error, no warning, no path of the
machine that ran them and no timing.

Each notebook's code cells run in order in one namespace inside the test process (IPython
magics such as ``%matplotlib inline`` are display settings and are skipped; figures go to the
Agg backend): starting seven Jupyter kernels would cost more than the notebooks themselves.
What each cell prints must be what the stored notebook shows, so a change of the suite that
changes a notebook's results fails here until the notebooks are run again and saved:

    python tests/test_notebooks.py            # every notebook, in a Jupyter kernel (nbclient)
    python tests/test_notebooks.py 03 05      # the notebooks whose names start so
"""

import contextlib
import io
import re
import sys
import warnings
from pathlib import Path
from unittest import mock

import pytest

# each notebook's run is an xdist group of its own ("notebook NAME", last in conftest's order):
# run one after another in one worker, the seven (1-2 s each) were the last 9 s of the run
# while the other worker had finished; spread, the two end together, for the price of
# importing IPython (and matplotlib) in both workers, about 1 s of CPU
NOTEBOOK_GROUP = "notebook "

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))

# what must not be in a stored output: an absolute path of the machine (its home, the checkout,
# the interpreter), a timing that changes at each run, a warning
MACHINE = re.compile(r"(/(?:home|root|work|tmp|usr|opt|Users)/|site-packages|[A-Z]:\\)")
TIMING = re.compile(r"\b\d+(?:\.\d+)?\s?(?:s|ms|seconds?)\b(?! \w)|\bwall time\b|\belapsed\b", re.IGNORECASE)
WARNING = re.compile(r"\b\w*Warning\b|^\s*warnings\.warn", re.MULTILINE)

# a colour written out in a plotting call instead of taken from kappamcc.present.palette: a named or
# grey-level colour, a matplotlib "tab:" colour or colormap, a hex code, a format string's colour letter
NOT_PALETTE = re.compile(
    r"""tab:\w+|#[0-9A-Fa-f]{6}\b|cmap\s*=|[(,]\s*(?:colou?rs?|c|mec|mfc)\s*=\s*["'](?!none["'])[^"']*["']"""
    r"""|\.plot\([^\n]*?["'][rgbcmykw][-:.o^v]*["']"""
)


def _read(path):
    import nbformat  # here, not at collection: only the worker that runs the notebooks needs it

    return nbformat.read(path, as_version=4)


def _code(nb):
    return [c for c in nb.cells if c.cell_type == "code"]


def _stdout(cell) -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream" and o.name == "stdout")


def _texts(output) -> list[str]:
    """The text an output shows a reader (streams, plain text, HTML, Markdown, tracebacks)."""
    if output.output_type == "stream":
        return [output.text]
    if output.output_type == "error":
        return [output.ename, output.evalue, *output.traceback]
    data = output.get("data", {})
    return [data[kind] for kind in ("text/plain", "text/html", "text/markdown", "text/latex") if kind in data]


def test_the_seven_notebooks_are_there():
    assert [p.name[:2] for p in NOTEBOOKS] == ["01", "02", "03", "04", "05", "06", "07"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_imports_the_installed_package_and_never_changes_sys_path(path):
    code = "\n".join(c.source for c in _code(_read(path)))
    assert "sys.path" not in code and re.search(r"^\s*(from kappamcc|import kappamcc)", code, re.MULTILINE), path.name


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_plots_take_their_colours_from_the_palette(path):
    code = "\n".join(c.source for c in _code(_read(path)))
    assert not NOT_PALETTE.findall(code), f"{path.name}: use kappamcc.present.palette, not {NOT_PALETTE.findall(code)}"


def test_the_colour_check_finds_colours_written_out():
    written_out = [
        'ax.plot(x, y, color="tab:red")',
        'ax.plot(x, y, "k--")',
        "ax.contour(f, t, z, cmap='viridis')",
        'ax.axhline(0, color="0.6")',
        'style = "background:#f8d0d0"',
    ]
    assert all(NOT_PALETTE.search(line) for line in written_out)
    assert not NOT_PALETTE.search('ax.plot(x, y, color=METRIC["kappa"], mfc="none", label="c = 1")')


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_is_stored_with_the_outputs_of_one_run_in_order(path):
    cells = _code(_read(path))
    assert [c.execution_count for c in cells] == list(range(1, len(cells) + 1)), (
        f"{path.name}: run it top to bottom and save it (python tests/test_notebooks.py {path.name[:2]})"
    )
    assert sum(len(c.outputs) for c in cells) >= len(cells) // 2, f"{path.name}: most cells show nothing"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_stored_outputs_hold_no_error_warning_machine_path_or_timing(path):
    for n, cell in enumerate(_code(_read(path)), 1):
        for output in cell.outputs:
            where = f"{path.name}, code cell {n}"
            assert output.output_type != "error", f"{where} stored an error"
            assert not (output.output_type == "stream" and output.name == "stderr"), (
                f"{where} wrote to stderr: {output.text!r}"
            )
            for text in _texts(output):
                for what, pattern in (
                    ("a path of this machine", MACHINE),
                    ("a timing", TIMING),
                    ("a warning", WARNING),
                ):
                    found = pattern.search(text)
                    assert not found, (
                        f"{where} shows {what}: ...{text[max(0, found.start() - 40) : found.end() + 40]}..."
                    )


def test_a_plotting_notebook_stores_its_figures_as_images():
    nb = _read(next(p for p in NOTEBOOKS if p.name.startswith("03")))
    images = [o for c in _code(nb) for o in c.outputs if "image/png" in o.get("data", {})]
    assert len(images) >= 3


def _code_without_magics(cell) -> str:
    return "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in cell.source.splitlines())


@pytest.mark.parametrize(
    "path", [pytest.param(p, id=p.stem, marks=pytest.mark.xdist_group(NOTEBOOK_GROUP + p.stem)) for p in NOTEBOOKS]
)
def test_every_code_cell_runs_without_warning_and_prints_what_the_notebook_shows(path, monkeypatch):
    import matplotlib  # here, not at collection: only the worker that runs notebooks pays for it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import IPython.display

    nb = _read(path)
    cells = _code(nb)
    assert cells, f"{path.name} has no code"
    namespace = {"__name__": "__main__"}
    monkeypatch.chdir(path.parent)
    try:
        # display() outside a kernel would print to stdout; its output is not the printed text compared here
        with (
            mock.patch.object(IPython.display, "display", lambda *a, **k: None),
            mock.patch.object(plt, "show", lambda *a, **k: plt.close("all")),
            matplotlib.rc_context(),
        ):
            for n, cell in enumerate(cells, 1):
                printed = io.StringIO()
                with contextlib.redirect_stdout(printed), warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    try:
                        exec(compile(_code_without_magics(cell), f"{path.name}[cell {n}]", "exec"), namespace)
                    except Exception as exc:  # noqa: BLE001 - report which cell failed, and how
                        pytest.fail(f"{path.name}, code cell {n} raised {type(exc).__name__}: {exc}")
                assert not caught, (
                    f"{path.name}, code cell {n} warns: {caught[0].category.__name__}: {caught[0].message}"
                )
                assert printed.getvalue() == _stdout(cell), (
                    f"{path.name}, code cell {n} prints something else than the stored notebook shows: run the "
                    f"notebooks again and save them (python tests/test_notebooks.py {path.name[:2]})"
                )
    finally:
        plt.close("all")


# --- running the notebooks and saving them with their outputs ------------------------------------


def _joined_streams(outputs: list) -> list:
    """The outputs with each run of consecutive text on one stream joined into one output: the
    kernel splits a cell's printing wherever it happens to flush, which would change the
    stored notebook at every run."""
    joined = []
    for output in outputs:
        previous = joined[-1] if joined else None
        if (
            output.output_type == "stream"
            and previous is not None
            and previous.output_type == "stream"
            and previous.name == output.name
        ):
            previous.text += output.text
        else:
            joined.append(output)
    return joined


def run_and_save(path: Path, timeout: int = 900) -> None:
    """Execute the notebook in a fresh Jupyter kernel (the one nbclient finds for ``python3``:
    this interpreter's), from its own folder, and save it with its outputs.  No timing is
    recorded in the cells' metadata."""
    import nbformat
    from nbclient import NotebookClient

    nb = _read(path)
    NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        record_timing=False,
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    for cell in _code(nb):
        cell.outputs = _joined_streams(cell.outputs)
    nbformat.write(nb, path)


if __name__ == "__main__":
    chosen = [p for p in NOTEBOOKS if not sys.argv[1:] or p.name.startswith(tuple(sys.argv[1:]))]
    if not chosen:
        sys.exit(f"no notebook in notebooks/ starts with {' or '.join(sys.argv[1:])}")
    for notebook in chosen:
        print(f"running {notebook.name}", flush=True)
        run_and_save(notebook)
