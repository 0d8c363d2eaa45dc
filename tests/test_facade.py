"""The public API through the package: ``from kappamcc import Relation, eq, Domain, Source, verify``."""

import subprocess
import sys

import pytest

import kappamcc


def test_the_public_names_are_the_modules_own_objects():
    from kappamcc import Domain, IdentityAllN, LogAtoms, Relation, SourceText, eq, metrics, verify
    from kappamcc.model import claims, kinds, sources

    verify_module = sys.modules["kappamcc.engine.verify"]
    from kappamcc.prove import log_sums

    assert (Relation, IdentityAllN, eq) == (kinds.Relation, kinds.IdentityAllN, kinds.eq)
    assert Domain is claims.Domain and SourceText is sources.SourceText and LogAtoms is log_sums.LogAtoms
    assert verify is verify_module.verify and metrics.kappa([[1, 0], [0, 1]]) == 1


def test_every_name_in_all_is_importable_from_the_package():
    for name in kappamcc.__all__:
        assert getattr(kappamcc, name) is not None, name


def test_an_unknown_name_is_an_attribute_error_naming_it():
    with pytest.raises(AttributeError, match="no_such_thing"):
        kappamcc.no_such_thing  # noqa: B018


def test_a_claim_written_with_the_facade_alone_is_verified():
    import sympy as sp
    from kappamcc import Domain, Relation, Source, Status, eq, verify

    x = sp.Symbol("x", positive=True)
    claim = Relation(
        "FACADE-1",
        "(x + 1)^2 = x^2 + 2x + 1",
        Source("facade", "test"),
        relation=eq((x + 1) ** 2, x**2 + 2 * x + 1),
        domain=Domain(symbols=(x,)),
        expected="PROVED",
    )
    assert verify(claim, fresh=True).status is Status.PROVED


@pytest.mark.subprocess
def test_importing_the_metrics_does_not_load_the_provers():
    code = (
        "import sys, kappamcc.metrics; print('kappamcc.model.kinds' in sys.modules, 'kappamcc.engine' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]
