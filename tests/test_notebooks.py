"""Every notebook's code runs without error, and notebooks are stored with outputs stripped.

Each notebook's code cells run in order in one namespace inside the test process (IPython
magics such as ``%matplotlib inline`` are display settings and are skipped; figures go to
the Agg backend): starting six Jupyter kernels would cost more than the notebooks
themselves (the README's `jupyter lab notebooks/` runs the same code in a kernel)."""
import contextlib
import io
import os
from pathlib import Path

import pytest

# one worker runs the notebooks and the figures test: matplotlib and IPython are imported,
# and their fonts loaded, once (about a second of CPU a worker)
pytestmark = pytest.mark.xdist_group("matplotlib")

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))


def _read(path):
    import nbformat   # here, not at collection: only the worker that runs the notebooks needs it
    return nbformat.read(path, as_version=4)


def test_the_six_notebooks_are_there():
    assert [p.name[:2] for p in NOTEBOOKS] == ["01", "02", "03", "04", "05", "06"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_is_stored_without_outputs(path):
    nb = _read(path)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{path.name}: strip the outputs before committing"


def _code_without_magics(cell) -> str:
    return "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in cell.source.splitlines())


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_code_cell_of_the_notebook_runs_without_error(path):
    import matplotlib   # here, not at collection: only the worker that runs notebooks pays for it
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    nb = _read(path)
    cells = [c for c in nb.cells if c.cell_type == "code"]
    assert cells, f"{path.name} has no code"
    namespace = {"__name__": "__main__"}
    here = os.getcwd()
    os.chdir(path.parent)
    try:
        for n, cell in enumerate(cells, 1):
            with contextlib.redirect_stdout(io.StringIO()):
                try:
                    exec(compile(_code_without_magics(cell), f"{path.name}[cell {n}]", "exec"), namespace)
                except Exception as exc:  # noqa: BLE001 - report which cell failed, and how
                    pytest.fail(f"{path.name}, code cell {n} raised {type(exc).__name__}: {exc}")
    finally:
        os.chdir(here)
        plt.close("all")
