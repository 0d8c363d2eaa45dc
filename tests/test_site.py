"""The reference site (``python -m kappamcc site``), built for a handful of claims: its pages
exist, every local link resolves, printed formulas become MathML (or their LaTeX source when
the converter cannot read them), the errata page lists exactly the printed statements found
false, the search index is valid JavaScript, and the graph's layout puts what a claim uses
above it.  The browser test (tests/test_site_browser.py) loads the whole site in Chromium."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from unittest import mock

import pytest
import sympy as sp

from kappamcc.present import palette
from kappamcc.model.claims import DerivationLine, Domain, Erratum, Scope, Source, Status, Verdict
from kappamcc.engine import verify
from kappamcc.catalogue.errata import is_erratum
from kappamcc.model.kinds import Relation
from kappamcc.catalogue.registry import claim
from kappamcc.present.site import SiteError, build
from kappamcc.present.site import builder, entries, graph, pages
from kappamcc.present.site.mathml import latex_to_html, point_to_html

pytestmark = pytest.mark.xdist_group("site")

x = sp.Symbol("x", positive=True)
PAPER = "A test source"  # no bibliography entry: the site must still show it


def _own(id, statement, relation, printed="", origin="printed", expected="PROVED", uses=(), quote="", **kw):
    return Relation(
        id,
        statement,
        Source(PAPER, "p1", printed, quote),
        relation=relation,
        domain=Domain((x,), (), "x > 0"),
        expected=expected,
        origin=origin,
        uses=uses,
        **kw,
    )


OWN = [
    _own("TEST-1", "x^2 + 1 >= 2x", x**2 + 1 >= 2 * x, printed=r"x^2 + 1 \ge 2x"),
    _own(
        "TEST-2",
        "printed, and false: x^2 < x",
        x**2 < x,
        printed=r"x^2 < x",
        expected="REFUTED",
        uses=("TEST-1",),
        erratum=Erratum.false("x = 1 gives 1 < 1"),
    ),
    _own("TEST-3", "added by the suite, and false", x**2 + 1 < 2 * x, origin="suite", expected="REFUTED"),
    _own("TEST-4", "a formula the converter cannot read", x**2 + 2 > 2 * x, printed=r"\frac{1}{", uses=("TEST-1",)),
    _own("TEST-5", "a derivation", x**2 + 1 > x, uses=("TEST-1", "NOT-ON-THE-SITE")),
    _own("TEST-6", "words as printed", x**2 + 1 >= x, quote="Aickin's alpha <b>coefficient</b> [[75]](#ref75)."),
    _own(
        "TEST-7",
        "printed for every real x, checked for x > 0",
        x**2 + 1 >= x,
        expected="PROVED IN PART",
        scope=Scope(printed="every real x", checked="x > 0"),
    ),
]
DERIVATION = Verdict(
    Status.PROVED,
    "checked derivation",
    derivation=(
        DerivationLine(1, "x^2 + 1 >= 2 x", "cite", ("TEST-1",)),
        DerivationLine(2, "x^2 + 1 > x", "close", ("1",)),
    ),
)
REGISTERED = ["DT2019-E7.3.a", "DT2019-Q3", "DT2019-Q3.witness-equal", "DT2019-Q3.witness-asymmetric"]


def _verify(c):
    return DERIVATION if c.id == "TEST-5" else verify(c)


@pytest.fixture(scope="module")
def claims():
    return [claim(i) for i in REGISTERED] + OWN


@pytest.fixture(scope="module")
def site_dir(tmp_path_factory, claims):
    """The site's directory."""
    with mock.patch.object(entries, "verify", _verify), mock.patch.object(pages, "verify", _verify):
        return build(tmp_path_factory.mktemp("site") / "out", claims, figures=False).parent


class _Links(HTMLParser):
    """Every href and src of a page, and every id it defines."""

    def __init__(self):
        super().__init__()
        self.links, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)
            if name == "id":
                self.ids.add(value)


def _part(site_dir: Path, page: str, after: str, until: str) -> str:
    """The text of ``page`` between the first ``after`` and the next ``until``."""
    return (site_dir / page).read_text(encoding="utf-8").split(after, 1)[1].split(until, 1)[0]


def _parse(path: Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def test_the_site_has_an_index_a_page_per_source_and_a_page_per_claim(site_dir, claims):
    assert all((site_dir / page).is_file() for page in ("index.html", "errata.html", "graph.html"))
    assert (site_dir / "sources/DT2019.html").is_file()
    assert (site_dir / "sources/TEST.html").is_file()  # a source the bibliography does not know: its ID prefix
    assert sorted(p.name for p in (site_dir / "claims").iterdir()) == sorted(f"{c.id}.html" for c in claims)
    assert not (site_dir / "figures.html").exists()  # figures off


def test_every_local_link_points_at_a_file_and_an_anchor_that_exist(site_dir):
    pages = sorted(site_dir.rglob("*.html"))
    ids = {p.resolve(): _parse(p).ids for p in pages}
    checked = 0
    for page in pages:
        for link in _parse(page).links:
            if re.match(r"^[a-z]+:", link):
                assert link.startswith("https://"), f"{page.name}: {link}"  # only the bibliography's DOIs
                continue
            file, _, anchor = link.partition("#")
            target = (page.parent / file).resolve() if file else page.resolve()
            assert target.is_file(), f"{page.relative_to(site_dir)} links to {link}: no such file"
            if anchor and target.suffix == ".html":
                assert anchor in ids[target], f"{page.relative_to(site_dir)} links to {link}: no such anchor"
            checked += 1
    assert checked > 100


def test_a_printed_formula_becomes_mathml_on_its_claim_page(site_dir):
    printed = _part(site_dir, "claims/DT2019-E7.3.a.html", '<div class="printed">', "</div>")
    assert "<math" in printed and "<mfrac>" in printed
    assert "\U0001d4a6" in printed  # \mathcal K as the Unicode script letter, which browsers show


def test_words_the_source_prints_are_quoted_verbatim_never_as_mathematics(site_dir):
    page = (site_dir / "claims/TEST-6.html").read_text(encoding="utf-8")
    quoted = _part(site_dir, "claims/TEST-6.html", '<blockquote class="quoted">', "</blockquote>")
    assert quoted == "Aickin&#x27;s alpha &lt;b&gt;coefficient&lt;/b&gt; [[75]](#ref75)."
    assert '<div class="printed">' not in page and "LaTeX as printed" not in page


def test_a_formula_the_converter_cannot_read_is_shown_as_its_latex_source(site_dir):
    printed = _part(site_dir, "claims/TEST-4.html", '<div class="printed">', "</div>")
    assert "<math" not in printed
    assert '<code class="latex"' in printed and r"\frac{1}{" in printed


def test_an_unknown_latex_command_is_shown_as_source_not_as_mathematics():
    shown = latex_to_html(r"\notacommand{x} + 1")
    assert shown.startswith('<code class="latex"') and "unknown command" in shown


def test_a_script_letter_without_braces_becomes_the_unicode_script_letter():
    shown = html.unescape(latex_to_html(r"\mathcal K + \mathcal{B}"))  # the converter writes entities
    assert "mathvariant" not in shown and "\U0001d4a6" in shown and "\u212c" in shown  # 𝒦, ℬ


def test_a_counterexample_shows_numbers_as_mathematics_and_other_entries_as_text():
    a = sp.Symbol("a")
    shown = point_to_html({a: sp.Rational(1, 5), "family": "W = [[1, 0], [0, 1]]"})
    assert "<mfrac>" in shown and "<code>family: W = [[1, 0], [0, 1]]</code>" in shown


def test_the_errata_page_lists_exactly_the_printed_statements_found_false(site_dir, claims):
    listed = {
        a
        for a in re.findall(
            r'<article class="erratum [^"]*" id="([^"]+)"', (site_dir / "errata.html").read_text(encoding="utf-8")
        )
    }
    expected = {c.id for c in claims if is_erratum(c, _verify(c).status)}
    assert listed == expected
    assert "TEST-2" in listed and "TEST-3" not in listed  # printed and false; the suite's own false claim


def test_an_erratum_shows_its_counterexample_and_its_correction(site_dir):
    entry = _part(site_dir, "errata.html", 'id="DT2019-E7.3.a"', "</article>")
    assert "Counterexample" in entry and "<math" in entry
    assert "Correction" in entry and "badge v-PROVED" in entry


def test_the_search_index_is_a_javascript_assignment_of_json_with_every_claim(site_dir, claims):
    text = (site_dir / "assets/search-index.js").read_text(encoding="utf-8")
    match = re.fullmatch(r"/\*[^*]*\*/\nwindow\.KAPPAMCC_SEARCH = (.*);\n", text, re.S)
    assert match, text[:200]
    entries = json.loads(match.group(1))
    assert sorted(e["id"] for e in entries) == sorted(c.id for c in claims)
    assert all((site_dir / e["u"]).is_file() for e in entries)


def test_the_index_counts_each_verdict_of_each_source(site_dir, claims):
    index = (site_dir / "index.html").read_text(encoding="utf-8")
    row = re.search(r'<tr><th scope="row"><a href="sources/TEST.html">.*?</tr>', index, re.S).group(0)
    numbers = [int(n) for n in re.findall(r'<td class="num[^"]*">(\d+)</td>', row)]
    own = [c for c in claims if c.id.startswith("TEST-")]
    statuses = [str(_verify(c).status) for c in own]
    assert numbers[0] == len(own)
    assert numbers[1 : 1 + len(Status)] == [statuses.count(s.value) for s in Status]


def test_the_verdict_colours_of_the_site_are_the_palettes(site_dir):
    css = (site_dir / "assets/palette.css").read_text(encoding="utf-8")
    for status in Status:
        assert f".v-{status.name} {{ --v: {palette.VERDICT[status.value]};" in css


def test_a_derivation_is_a_table_whose_premises_link_to_claims_and_lines(site_dir):
    table = _part(site_dir, "claims/TEST-5.html", '<table class="derivation">', "</table>")
    assert '<tr id="line-1">' in table and '<tr id="line-2">' in table
    assert 'href="../claims/TEST-1.html"' in table and 'href="#line-1"' in table


def test_a_used_claim_not_on_the_site_is_named_without_a_link(site_dir):
    page = (site_dir / "claims/TEST-5.html").read_text(encoding="utf-8")
    assert '<span class="id missing" title="not on this site">NOT-ON-THE-SITE</span>' in page


def test_a_claim_page_links_to_what_uses_it(site_dir):
    used_by = _part(site_dir, "claims/TEST-1.html", "<h2>Used by</h2>", "</ul>")
    assert "TEST-2.html" in used_by and "TEST-4.html" in used_by and "TEST-5.html" in used_by


def test_the_graph_draws_each_linked_claim_once_coloured_by_its_verdict(site_dir):
    page = (site_dir / "graph.html").read_text(encoding="utf-8")
    anchors = re.findall(r'<g class="node claim" id="n-([^"]+)"', page)
    assert sorted(anchors) == sorted(set(anchors))
    assert {"TEST-1", "TEST-2", "DT2019-Q3"} <= set(anchors)
    box = _part(site_dir, "graph.html", 'id="n-TEST-2"', "</g>")
    assert f'fill="{palette.VERDICT["REFUTED"]}"' in box


def test_the_layout_puts_a_used_claim_above_the_claims_that_use_it():
    nodes = [graph.Node(i, i) for i in ("a", "b", "c", "d")]
    layout = graph.layered_layout(nodes, [("a", "b"), ("b", "c"), ("a", "d")])
    y = {i: layout.positions[i][1] for i in "abcd"}
    assert y["a"] < y["b"] < y["c"] and y["a"] < y["d"]


def test_a_wide_layer_wraps_onto_rows_of_at_most_the_given_width():
    nodes = [graph.Node(f"n{i}", f"n{i}") for i in range(13)]
    layout = graph.layered_layout(nodes, [], max_per_row=5)
    rows = sorted({y for _, y in layout.positions.values()})
    assert len(rows) == 3
    assert max(sum(1 for _, y in layout.positions.values() if y == row) for row in rows) == 5


def test_a_cycle_of_uses_still_gets_a_layout():
    nodes = [graph.Node(i, i) for i in "abc"]
    layout = graph.layered_layout(nodes, [("a", "b"), ("b", "c"), ("c", "a")])
    assert len(set(layout.positions.values())) == 3


def test_a_figure_is_shown_on_the_claims_of_its_figure_only():
    figures = {"DT2019-FIG1": "figures/dt2019_fig1.png", "DT2019-FIG10": "figures/dt2019_fig10.png"}
    assert entries._figure_for("DT2019-FIG1.a.mcc", figures) == "figures/dt2019_fig1.png"
    assert entries._figure_for("DT2019-FIG10", figures) == "figures/dt2019_fig10.png"
    assert entries._figure_for("DT2019-F1", figures) == ""


def test_the_builder_refuses_a_directory_holding_other_files(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(SiteError, match="not empty"):
        build(tmp_path, OWN[:1], figures=False)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_rebuilding_replaces_the_pages_of_the_earlier_site(tmp_path):
    build(tmp_path / "out", OWN[:2], figures=False)
    build(tmp_path / "out", OWN[:1], figures=False)
    assert sorted(p.name for p in (tmp_path / "out/claims").iterdir()) == ["TEST-1.html"]


def test_the_site_command_on_a_directory_of_other_files_exits_2_with_one_line(tmp_path, capsys):
    from kappamcc.cli import main

    (tmp_path / "notes.txt").write_text("mine")
    assert main(["site", "--out", str(tmp_path)]) == 2
    printed, err = capsys.readouterr()
    assert printed == "" and len(err.strip().splitlines()) == 1 and "not empty" in err, err


def test_a_claim_proved_in_part_shows_both_scopes_and_never_says_as_printed(site_dir):
    page = (site_dir / builder.claim_file("TEST-7")).read_text()
    assert "PROVED IN PART" in page and "every real x" in page and "narrower than printed" in page
    assert "(as printed)" not in page


def test_an_erratum_shows_its_class_on_its_page_and_on_the_errata_page(site_dir):
    page = (site_dir / builder.claim_file("TEST-2")).read_text()
    errata = (site_dir / "errata.html").read_text()
    assert "x = 1 gives 1 &lt; 1" in page and "class <b>false</b>" in errata


def test_a_source_page_lists_its_statements_in_the_papers_order_not_alphabetically():
    from kappamcc.present.site.entries import _paper_position

    assert _paper_position("DT2019-P1") < _paper_position("DT2019-P2") < _paper_position("DT2019-P8.5")
    assert _paper_position("DT2019-E7.3.a") < _paper_position("DT2019-P8")  # eq. (7) comes before Proposition 8


def test_a_relation_quoted_in_a_certificate_is_typeset_and_the_prose_around_it_kept():
    from kappamcc.present.site.mathml import prose_fragments

    segments = prose_fragments("link Eq(TN/(FP + TN), TP/(FP + TP)) fails: Z3 model, re-checked exactly")
    assert [text for text, shown in segments if shown is None] == ["link ", " fails: Z3 model, re-checked exactly"]
    assert "<math" in next(shown for _, shown in segments if shown is not None)


def test_names_in_a_quoted_relation_are_the_engines_symbols_never_sympys_constants():
    from kappamcc.present.site.mathml import prose_fragments

    shown = [html for _, html in prose_fragments("link Eq(N*I, S + E) fails: Z3 model") if html]
    assert len(shown) == 1 and "<mi>I</mi>" in shown[0] and "<mi>E</mi>" in shown[0]


def test_words_in_a_certificate_stay_prose():
    from kappamcc.present.site.mathml import prose_fragments

    text = "link 1: closed numbers compared exactly; link 2: lhs - rhs cancels to 0"
    assert prose_fragments(text) == [(text, None)]


def test_an_entropy_for_every_n_is_typeset_as_sums_with_its_logarithms():
    from kappamcc.catalogue import registry
    from kappamcc.present.site.mathml import formal_statement_html

    shown = formal_statement_html(registry.claim("PYCM-E4.1"))
    assert shown is not None and "<math" in shown and "log" in shown
