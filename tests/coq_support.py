"""What the tests of the re-check by Coq share (kappamcc.recheck; tests/test_coq_export*.py): the
marker that skips them without coqc, the prelude compiled once per test module, and a theorem
compiled by coqc as the re-check compiles it."""

from __future__ import annotations

import shutil

import pytest

needs_coq = pytest.mark.skipif(shutil.which("coqc") is None, reason="coqc not installed")


@pytest.fixture(scope="module")
def theories(tmp_path_factory):
    """coq/theories' prelude, copied to a folder of the module's own and compiled there."""
    from kappamcc.recheck.run import _compile_prelude

    return _compile_prelude(tmp_path_factory.mktemp("coq"))


def compiles(theorem, theories, tmp_path, name: str | None = None, timeout: float = 90) -> bool:
    """Whether coqc accepts ``theorem`` (a Theorem, or the text of a .v file named ``name``)."""
    from kappamcc.recheck.run import compile_file

    source = theorem.source() if hasattr(theorem, "source") else theorem
    path = tmp_path / f"{name or getattr(theorem, 'name', None) or 'T'}.v"
    path.write_text(source)
    return compile_file(path, theories, timeout=timeout)[0] == "ok"
