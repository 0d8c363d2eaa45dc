"""kappa-mcc-proofs: a machine-checked account of Cohen's kappa and the Matthews correlation coefficient.

``kappamcc.metrics`` computes the metrics of any confusion matrix exactly;
``kappamcc.model.claims`` holds the records (Domain, Source, Verdict, ...) and ``kappamcc.model.kinds`` the
claim kinds; ``kappamcc.prove`` the sound provers; ``kappamcc.catalogue.registry`` collects the claims of
``proofs/``; ``python -m kappamcc`` prints the verdict table.  The public names are exported
here: ``from kappamcc import Relation, eq, Domain, Source, verify, metrics``.
"""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

from . import _sympy_compat  # noqa: F401  (before any sympy square root)
from .model.claims import Claim, Domain, Erratum, ErratumClass, Scope, Source, Status, Verdict

try:  # one version, written in pyproject.toml only
    __version__ = _version("kappa-mcc-proofs")
except PackageNotFoundError:  # a checkout used without installing it (the README installs it)
    __version__ = "0+unknown"

# the public names, imported when first used (``from kappamcc import Relation, eq, verify``):
# ``import kappamcc.metrics`` alone stays light, without the provers
_FACADE = {
    **{
        name: "kappamcc.model.kinds"
        for name in (
            "Relation",
            "IdentityAllN",
            "Limit",
            "Extremum",
            "Monotone",
            "Convex",
            "Root",
            "AllOf",
            "Not",
            "PrintedValue",
            "Steps",
            "Exists",
            "Counterexample",
            "ForEachSize",
            "Derived",
            "ForEveryFamily",
            "SomeFamily",
            "eq",
            "chain",
            "in_interval",
        )
    },
    "verify": "kappamcc.engine.verify",
    "SourceText": "kappamcc.model.sources",
    "Family": "kappamcc.model.family",
    "Array": "kappamcc.prove.index_sums",
    "LogAtoms": "kappamcc.prove.log_sums",
}
# modules a claim author uses by name (``from kappamcc import index_forms as F``)
_SUBMODULES = {"metrics": "kappamcc.metrics", "index_forms": "kappamcc.model.index_forms"}


def __getattr__(name):
    import importlib

    if name in _SUBMODULES:
        value = importlib.import_module(_SUBMODULES[name])
    elif name in _FACADE:
        value = getattr(importlib.import_module(_FACADE[name]), name)
    else:
        raise AttributeError(f"module 'kappamcc' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_FACADE) | set(_SUBMODULES))


__all__ = [
    "Claim",
    "Domain",
    "Erratum",
    "ErratumClass",
    "Scope",
    "Source",
    "Status",
    "Verdict",
    "__version__",
    *_FACADE,
    *_SUBMODULES,
]
