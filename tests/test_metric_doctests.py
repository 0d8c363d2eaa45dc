"""The examples in the docstrings of kappamcc.metrics run and print what they show, and every
public function of the package has a numpydoc docstring with an example (issue 34, item 5)."""

import doctest
import importlib
import inspect
import pkgutil
import re

import pytest

import kappamcc.metrics as metrics

MODULES = ["kappamcc.metrics"] + sorted(
    name for _, name, _ in pkgutil.iter_modules(metrics.__path__, prefix="kappamcc.metrics.")
)
PUBLIC = [name for name in metrics.__all__ if inspect.isfunction(getattr(metrics, name))]
# the modules that define a public function: each must have examples that run
DEFINING = {getattr(metrics, name).__module__ for name in PUBLIC}
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_every_public_function_is_found():
    assert len(PUBLIC) >= 60, PUBLIC
    assert DEFINING <= set(MODULES), DEFINING - set(MODULES)


@pytest.mark.parametrize("module_name", MODULES)
def test_the_examples_of_the_module_run(module_name):
    module = importlib.import_module(module_name)
    failed, attempted = doctest.testmod(module, optionflags=FLAGS, report=False, verbose=False)
    assert failed == 0, f"{failed} of the {attempted} examples of {module_name} failed: python -m doctest -v ..."
    if module_name in DEFINING:
        assert attempted >= 1, f"{module_name} defines public functions but has no example"


def _section(doc: str, title: str) -> str | None:
    """The text of the numpydoc section ``title`` (its underlined heading up to the next one), or None."""
    match = re.search(rf"^{title}\n-{{{len(title)}}}\n(.*?)(?=^\w[\w ]*\n-+\n|\Z)", doc, re.MULTILINE | re.DOTALL)
    return match.group(1) if match else None


@pytest.mark.parametrize("name", PUBLIC)
def test_the_docstring_is_numpydoc_with_an_example(name):
    doc = inspect.getdoc(getattr(metrics, name))
    assert doc, f"{name} has no docstring"
    lines = doc.splitlines()
    assert len(lines) > 1 and lines[0].strip() and not lines[1].strip(), f"{name}: no one-line summary"
    for title in ("Parameters", "Returns", "Raises", "Examples"):
        assert _section(doc, title) is not None, f"{name}: no {title} section"
    examples = _section(doc, "Examples")
    assert ">>>" in examples, f"{name}: its Examples section has no doctest"
    assert f"{name}(" in examples, f"{name}: no example calls it"
    # the examples are found by doctest where the function is defined (a doctest of its own)
    tests = doctest.DocTestFinder().find(getattr(metrics, name), name)
    assert any(t.examples for t in tests), f"{name}: doctest finds no example"
