"""``pytest --claims PATH``: a user's claims files run as tests.

The option is registered here, a plugin pytest loads from the package's entry point (group
``pytest11``) and from the repository's own configuration, so that every documented form works:
``pytest --claims my_claims.py`` and ``pytest --claims=my_claims.py``, from the repository's
root (the suite's tests run with the claims added to the registry) and from any other folder
(each claim of each file named is a test of its own: its verdict is the one it expects, and its
evidence re-checks, :func:`kappamcc.testing.checks.check_claim`).  The environment variable
``KAPPAMCC_CLAIMS`` adds claims files too.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# kappamcc.catalogue.registry.ENV_VARIABLE, named here so that pytest's controller imports kappamcc (and
# sympy) only when claims are asked for
CLAIMS_ENV = "KAPPAMCC_CLAIMS"
_SUITE_TESTS = Path(__file__).resolve().parents[2] / "tests" / "test_claims.py"
_FILES: list = []  # the claims files tested on their own (a run without the suite's tests)


def pytest_addoption(parser):
    parser.addoption(
        "--claims",
        action="append",
        default=[],
        metavar="PATH",
        help="kappamcc: also test the claims of this .py file or folder of them (repeatable; "
        "the environment variable KAPPAMCC_CLAIMS does the same)",
    )


def _suite_run(config) -> bool:
    """The repository's own test of every claim is among what this run collects (it tests the
    registry, the user's claims included)."""
    if not _SUITE_TESTS.is_file():
        return False
    for arg in config.args:
        path = Path(config.invocation_params.dir, str(arg).split("::")[0]).resolve()
        if path == _SUITE_TESTS or path in _SUITE_TESTS.parents:
            return True
    return False


def pytest_configure(config):
    paths = config.getoption("claims")
    if not paths and not os.environ.get(CLAIMS_ENV, "").strip():
        return
    from ..catalogue.registry import RegistryError, use_claims

    try:
        use_claims(paths)  # in the controller and in every xdist worker
    except RegistryError as exc:
        raise pytest.UsageError(f"kappamcc: {exc}") from None
    if not _suite_run(config):
        files = []
        for p in map(Path, paths):
            files += sorted(p.rglob("*.py")) if p.is_dir() else [p]
        _FILES[:] = [f.resolve() for f in files]
        for f in _FILES:  # collected even when they lie outside the folder pytest was started in
            if str(f) not in config.args:
                config.args.append(str(f))


def pytest_collect_file(file_path, parent):
    if Path(file_path).resolve() in _FILES:
        return ClaimsFile.from_parent(parent, path=Path(file_path))
    return None


class ClaimsFile(pytest.File):
    def collect(self):
        from ..catalogue.registry import claims_in_file

        claims = claims_in_file(self.path)
        for claim in claims:
            yield ClaimItem.from_parent(self, name=claim.id, claim=claim)
        if claims:
            yield FamiliesNamedItem.from_parent(self, name="families named", claims=claims)


class ClaimItem(pytest.Item):
    def __init__(self, *, claim, **kw):
        super().__init__(**kw)
        self.claim = claim

    def runtest(self):
        from .checks import check_claim

        check_claim(self.claim)

    def repr_failure(self, excinfo):
        return str(excinfo.value) if isinstance(excinfo.value, AssertionError) else super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, f"claim {self.claim.id}"


class FamiliesNamedItem(pytest.Item):
    """The file's claims name the families whose metrics they state, wherever a family would
    narrow the claim's domain (:mod:`kappamcc.testing.named_families`)."""

    def __init__(self, *, claims, **kw):
        super().__init__(**kw)
        self.claims = claims

    def runtest(self):
        from .named_families import unnamed_family_metrics

        unnamed = unnamed_family_metrics(self.claims)
        if unnamed:
            raise AssertionError(
                "claims stating a family's metric on a domain wider than the family, without naming it "
                "(add families=(F,) to the claim: the family's constraints and entry >= 0 then join its "
                "domain):\n" + "\n".join(f"  {u}" for u in unnamed)
            )

    def repr_failure(self, excinfo):
        return str(excinfo.value) if isinstance(excinfo.value, AssertionError) else super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, None, "every family a claim states a metric of is named"
