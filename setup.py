"""Package discovery, which ``pyproject.toml`` cannot express: the repository's top-level
folders ``families/`` and ``proofs/`` install as ``kappamcc.families`` and
``kappamcc.proofs`` (no generic top-level names in site-packages), and every package
under them, and under ``kappamcc/``, is found here, so that a new proof package is
installed by a regular (non-editable) install without being listed anywhere.
Everything else is in ``pyproject.toml``."""
from setuptools import find_packages, setup

ROOTS = {"kappamcc": "kappamcc", "kappamcc.families": "families", "kappamcc.proofs": "proofs"}


def packages_under(name: str, folder: str) -> list[str]:
    """``name`` and every package in ``folder`` (a folder with an ``__init__.py``), named under ``name``."""
    return [name] + [f"{name}.{sub}" for sub in find_packages(folder)]


setup(package_dir=ROOTS,
      packages=[p for name, folder in ROOTS.items() for p in packages_under(name, folder)])
