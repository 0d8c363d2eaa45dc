"""A worked example of claims that live outside the kappa-mcc-proofs repository.

``family.py`` defines a confusion-matrix family of its own, ``claims.py`` states claims
about it with the ID prefix ``EXA-``; ``pyproject.toml`` names ``claims.py`` in the entry
point group ``kappamcc.claims``, so that once this package is installed its claims appear
in ``python -m kappamcc``, ``python -m kappamcc show EXA-D1`` and ``pytest``.
"""
