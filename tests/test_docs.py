"""The committed documentation is current: docs/api.md and the README's bibliography are
what tools/gen_docs.py writes from today's signatures, docstrings and bibliography."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _generator():
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "tools" / "gen_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_api_reference_is_current():
    generated = _generator().render_api()
    committed = (ROOT / "docs" / "api.md").read_text()
    assert committed == generated, "docs/api.md is not current: run python tools/gen_docs.py"


def test_the_readme_bibliography_is_current_and_links_every_source():
    generator = _generator()
    readme = (ROOT / "README.md").read_text()
    assert readme == generator.readme_with_bibliography(readme), "run python tools/gen_docs.py"
    from kappamcc.catalogue.bibliography import REFERENCES

    assert all(r.url in readme for r in REFERENCES if r.url)


def test_the_api_reference_documents_every_claim_kind_with_an_example():
    from kappamcc.model import kinds
    from kappamcc.model.claims import Claim

    text = (ROOT / "docs" / "api.md").read_text()
    for name in kinds.__all__:
        if isinstance(getattr(kinds, name), type) and issubclass(getattr(kinds, name), Claim):
            section = text.split(f"### `kappamcc.model.kinds.{name}(", 1)[1].split("\n### ", 1)[0]
            assert "Example (`proofs/" in section or "No claim in `proofs/` uses this kind" in section, name
