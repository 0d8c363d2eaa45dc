"""kappa-mcc-proofs: a machine-checked account of Cohen's kappa and the Matthews correlation coefficient.

``kappamcc.metrics`` computes the metrics of any confusion matrix exactly;
``kappamcc.claims`` holds the claim kinds and verdicts; ``kappamcc.prove`` the sound
provers; ``kappamcc.registry`` collects the claims of ``proofs/``; ``python -m kappamcc``
prints the verdict table.
"""
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

from . import _sympy_compat  # noqa: F401  (before any sympy square root)
from .claims import Claim, Domain, Erratum, ErratumClass, Scope, Source, Status, Verdict

try:   # one version, written in pyproject.toml only
    __version__ = _version("kappa-mcc-proofs")
except PackageNotFoundError:   # a checkout used without installing it (the README installs it)
    __version__ = "0+unknown"
__all__ = ["Claim", "Domain", "Erratum", "ErratumClass", "Scope", "Source", "Status", "Verdict", "__version__"]
