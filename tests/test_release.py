"""One version: pyproject.toml's, read by the package through importlib.metadata, and the
newest release in docs/CHANGELOG.md (an 'Unreleased' section may come before it)."""

import re
import tomllib
from pathlib import Path

import kappamcc

ROOT = Path(__file__).resolve().parent.parent


def test_the_package_reports_the_version_pyproject_declares():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert kappamcc.__version__ == declared


def test_the_newest_release_in_the_changelog_is_that_version():
    releases = re.findall(r"^## (\d+\.\d+\.\d+) \(", (ROOT / "docs" / "CHANGELOG.md").read_text(), re.M)
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert releases and releases[0] == declared, (releases[:2], declared)


def test_the_version_is_written_in_one_place_only():
    sources = [
        p for p in (ROOT / "kappamcc").rglob("*.py") if re.search(r"__version__\s*=\s*['\"]\d+\.\d+", p.read_text())
    ]
    assert not sources, sources
