"""kappa-mcc-proofs: a machine-checked account of Cohen's kappa and the Matthews correlation coefficient.

``kappamcc.metrics`` computes the metrics of any confusion matrix exactly;
``kappamcc.claims`` holds the claim kinds and verdicts; ``kappamcc.prove`` the sound
provers; ``kappamcc.registry`` collects the claims of ``proofs/``; ``python -m kappamcc``
prints the verdict table.
"""
from . import _sympy_compat  # noqa: F401  (before any sympy square root)
from .claims import Claim, Domain, Erratum, ErratumClass, Scope, Source, Status, Verdict

__version__ = "0.1.0"
__all__ = ["Claim", "Domain", "Erratum", "ErratumClass", "Scope", "Source", "Status", "Verdict", "__version__"]
