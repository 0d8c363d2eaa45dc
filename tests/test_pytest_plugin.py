"""``pytest --claims PATH`` works as the README and docs/adding_claims.md write it: the option is
kappamcc's pytest plugin, so it is known before pytest reads PATH, from any folder.  Outside the
repository each claim of the file is a test of its own, beside one "families named" test for the
file (.ci/run runs the documented form from the repository's root)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.subprocess  # a fresh pytest process: .ci/run runs it (pytest -m subprocess)

CLAIMS_FILE = """
    import sympy as sp
    from kappamcc.model.claims import Domain, Source, Status
    from kappamcc.model.kinds import Relation

    x = sp.Symbol("x", real=True)
    SRC = Source("plugin test", "p1")
    CLAIMS = [
        Relation("PLUG-1", "x^2 + 1 >= 2x", SRC, relation=[sp.Ge(x ** 2 + 1, 2 * x)], expected=Status.PROVED),
        Relation("PLUG-2", "x^2 >= 2x, expected PROVED: it is false", SRC, relation=[sp.Ge(x ** 2, 2 * x)],
                 expected=Status.PROVED),
    ]
"""


def test_pytest_claims_path_from_another_folder_tests_each_claim_of_the_file_naming_a_wrong_verdict(tmp_path):
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    (tmp_path / "my_claims.py").write_text(textwrap.dedent(CLAIMS_FILE))
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--claims", str(tmp_path / "my_claims.py")],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 1, run.stdout + run.stderr
    # the third test is the file's "families named" check (kappamcc.testing.named_families)
    assert "1 failed, 2 passed" in run.stdout
    assert "PLUG-2: computed REFUTED" in run.stdout and "the claim expects PROVED" in run.stdout
