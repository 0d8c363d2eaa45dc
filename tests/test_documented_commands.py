"""Every ``python -m kappamcc`` command the README and docs/ show runs as written, from the
repository's root, and exits as documented (0, or 1 nowhere: every verdict as expected).

A command that writes files (``site --out site/``, ``--plot m2.png``) writes them into a
temporary folder instead; ``--claims my_claims.py`` is, in docs/adding_claims.md, the file the
guide's own Python blocks make, and elsewhere the repository's ``examples/my_claims.py``.  Each command starts a fresh process, as a reader's would (.ci/run runs these:
``pytest -m subprocess``)."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
pytestmark = pytest.mark.subprocess


def documented_commands() -> list[tuple[str, str]]:
    """(where, command) for each ``python -m kappamcc`` line inside a fenced block of the docs."""
    out = []
    for path in DOCS:
        fenced = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("```"):
                fenced = not fenced
                continue
            if fenced and line.startswith("python -m kappamcc"):
                command = line.split("  #")[0].strip()
                out.append((f"{path.relative_to(ROOT)}:{number}", command))
    return out


def _guide_claims_file(tmp: Path) -> Path:
    """The reader's claims file docs/adding_claims.md builds: its first two Python blocks (the
    family, then the claims), one after the other, as the guide writes them."""
    text = (ROOT / "docs" / "adding_claims.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    path = tmp / "my_claims.py"
    path.write_text("\n".join(blocks[:2]), encoding="utf-8")
    return path


def _as_run_here(command: str, tmp: Path, where: str) -> list[str]:
    words = shlex.split(command)
    mine = _guide_claims_file(tmp) if where.startswith("docs/adding_claims.md") else ROOT / "examples" / "my_claims.py"
    words = [str(mine) if w == "my_claims.py" else w for w in words]
    words = [str(tmp / "site") if w == "site/" else str(tmp / w) if re.fullmatch(r"\w+\.png", w) else w for w in words]
    return [sys.executable, *words[1:]]


COMMANDS = documented_commands()


def test_the_docs_show_commands_to_run():
    assert len(COMMANDS) >= 15, COMMANDS


@pytest.mark.parametrize("where, command", COMMANDS, ids=[f"{w}: {c[18:60]}" for w, c in COMMANDS])
def test_a_documented_command_runs_as_written(where, command, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "KAPPAMCC_CLAIMS"}
    run = subprocess.run(
        _as_run_here(command, tmp_path, where),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**env, "COLUMNS": "100"},
    )
    assert run.returncode == 0, f"{where}: {command}\n{run.stdout[-1500:]}\n{run.stderr[-1500:]}"
    assert "Traceback" not in run.stderr
