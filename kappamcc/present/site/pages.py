"""The pages of the site: the frame, the index, each claim, the errata, the graph and the
figures (:class:`Site`).
"""

from __future__ import annotations


import json
import re
from collections import Counter
from importlib.resources import files
from pathlib import Path
from string import Template
from typing import Iterable

from ... import __version__
from .. import palette
from ...model.claims import Claim, Origin, Status, Verdict
from ...engine import verify
from ...catalogue.errata import ERRATUM_STATUSES
from ..report import ATOM_LEGEND
from . import graph
from .mathml import (
    LONGEST_FORMULA,
    constraints_html,
    formal_statement_html,
    latex_to_html,
    point_to_html,
    prose_fragments,
)

from .html import (
    STATUS_MEANING,
    _ID_LIKE,
    _css_name,
    _esc,
    _text_on,
    badge,
    coq_badge,
    natural_key,
    printed_block,
    quote_block,
    source_blocks,
    stem,
)
from .entries import Entry, SourceGroup, _figure_for, _sources, by_stem


# --- the page frame ----------------------------------------------------------------------


class Site:
    """The pages of one build: the entries, their sources, and the writer of each page."""

    def __init__(self, out: Path, entries: list[Entry], figures: dict[str, str]):
        self.out = out
        self.entries = entries
        self.by_id = {e.id: e for e in entries}
        self.sources = _sources(entries)
        self.figures = figures
        self.template = Template(files(__package__).joinpath("templates/page.html").read_text(encoding="utf-8"))
        self.stems = by_stem(entries)
        for e in entries:
            e.figure = _figure_for(e.id, figures)
            for used in self.links_of(e.claim):
                if used[0] in self.by_id and e.id not in self.by_id[used[0]].used_by:
                    self.by_id[used[0]].used_by.append(e.id)

    # -- links between claims
    def links_of(self, c: Claim) -> list[tuple[str, str]]:
        """(ID, role) of every claim this one is built on: parts, steps, facts, the negated
        claim, the witness's negation, the other uses (role ""), and the correction; when the
        correction is no claim of the site, the claims it is built on instead."""
        roles = []
        for attr, role in (("parts", "part"), ("steps", "step"), ("facts", "fact")):
            roles += [(x.id, role) for x in getattr(c, attr, ()) or ()]
        negated = getattr(c, "claim", None)
        if isinstance(negated, Claim):
            roles.append((negated.id, "negated claim"))
        negation = getattr(c, "negation", None)
        if isinstance(negation, Claim):
            roles.append((negation.id, "negation (its counterexample is the witness)"))
        seen = {i for i, _ in roles}
        roles += [(u, "") for u in c.uses if u not in seen]
        if c.correction is not None:
            if c.correction.id in self.by_id:
                roles.append((c.correction.id, "correction"))
            else:
                roles += [(i, "in the correction") for i, _ in self.links_of(c.correction)]
        out, seen = [], set()
        for i, role in roles:
            if i not in seen and i != c.id:
                seen.add(i)
                out.append((i, role))
        return out

    def has_graph(self, e: Entry) -> bool:
        """Whether the claim's statement gets a drawing of its own: it has several claims, or
        its one claim is linked to another."""
        return (
            len(self.stems[stem(e.id)]) > 1
            or bool(e.used_by)
            or any(i in self.by_id for i, _ in self.links_of(e.claim))
        )

    def graph_anchor(self, e: Entry) -> str:
        """Where the graph page shows the claim: its box (outlined as the address's target) in
        its statement's drawing, else its source's overview."""
        return f"n-{e.id}" if self.has_graph(e) else f"src-{e.group.slug}"

    def linked(self, text: str, root: str) -> str:
        """``text`` escaped, with every ID of a claim on the site made a link to its page."""
        out, at = [], 0
        for match in _ID_LIKE.finditer(text):
            claim_id = match.group(0).rstrip(".")
            if claim_id in self.by_id:
                out.append(_esc(text[at : match.start()]))
                out.append(f'<a class="id" href="{root}{self.by_id[claim_id].file}">{_esc(claim_id)}</a>')
                at = match.start() + len(claim_id)
        out.append(_esc(text[at:]))
        return "".join(out)

    def prose(self, text: str, root: str) -> str:
        """A certificate or note: IDs linked, and the sympy relations it quotes typeset."""
        return "".join(shown if shown is not None else self.linked(part, root) for part, shown in prose_fragments(text))

    def claim_link(self, claim_id: str, root: str, with_badge: bool = True) -> str:
        e = self.by_id.get(claim_id)
        if e is None:  # not on this site (a claim outside the selection): the ID, unlinked
            return f'<span class="id missing" title="not on this site">{_esc(claim_id)}</span>'
        b = " " + badge(e.status, "small") if with_badge else ""
        return f'<a class="id" href="{root}{e.file}">{_esc(claim_id)}</a>{b}'

    # -- the frame
    def nav(self, root: str, current: str) -> str:
        items = (
            [("index.html", "Overview")]
            + [(s.file, s.slug) for s in self.sources]
            + [("errata.html", "Errata"), ("graph.html", "Graph")]
            + ([("figures.html", "Figures")] if self.figures else [])
        )
        here = ' aria-current="page"'
        return "".join(f'<a href="{root}{f}"{here if f == current else ""}>{_esc(t)}</a>' for f, t in items)

    def write(self, rel: str, title: str, body: str, page: str, scripts: Iterable[str] = ()) -> Path:
        root = "../" * rel.count("/")
        footer = (
            f'Written by <code>python -m kappamcc site</code> (kappa-mcc-proofs {_esc(__version__)}): '
            f'{len(self.entries)} claims, verdicts by the engine. Static pages: no server, no network.'
        )
        text = self.template.substitute(
            title=_esc(title),
            root=root,
            page=f"page-{page}",
            nav=self.nav(root, rel),
            body=body,
            footer=footer,
            scripts="".join(f'<script src="{root}assets/{s}"></script>' for s in scripts),
        )
        path = self.out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    def counts(self, entries: Iterable[Entry]) -> Counter:
        return Counter(e.status for e in entries)

    # -- pages
    def index_page(self) -> Path:
        statuses = list(Status)
        head = "".join(f"<th>{badge(s)}</th>" for s in statuses)
        rows = []
        for s in self.sources:
            n = self.counts(s.entries)
            errata = sum(e.erratum for e in s.entries)
            cells = "".join(f'<td class="num{" zero" if not n[st] else ""}">{n[st]}</td>' for st in statuses)
            rows.append(
                f'<tr><th scope="row"><a href="{s.file}">{_esc(s.slug)}</a>'
                f'<div class="sub">{_esc(s.title)}</div></th><td class="num">{len(s.entries)}</td>{cells}'
                f'<td class="num">{errata}</td></tr>'
            )
        total = self.counts(self.entries)
        total_cells = "".join(f'<td class="num">{total[st]}</td>' for st in statuses)
        errata_total = sum(e.erratum for e in self.entries)
        legend = "".join(f"<dt>{badge(s)}</dt><dd>{_esc(STATUS_MEANING[s])}</dd>" for s in statuses)
        bib = "".join(f"<li>{self.citation(s)}</li>" for s in self.sources)
        body = f"""
<h1>Cohen's kappa and MCC: every statement, checked</h1>
<p class="lead">Every proposition, corollary, lemma, example and table of the sources is a claim with a
permanent ID. The engine proves it, refutes it with an exact counterexample, or says honestly that it
is undecided. The print contains errors; finding them is the point.</p>
<table class="summary">
<thead><tr><th>Source</th><th>claims</th>{head}<th>errata</th></tr></thead>
<tbody>{"".join(rows)}</tbody>
<tfoot><tr><th scope="row">all sources</th><td class="num">{len(self.entries)}</td>{total_cells}
<td class="num"><a href="errata.html">{errata_total}</a></td></tr></tfoot>
</table>
<p>The <a href="errata.html">errata</a> list the statements a source prints that the suite finds false.
The <a href="graph.html">dependency graph</a> shows what each claim is built on. Search from the box at
the top of every page.</p>
<h2>Verdicts</h2>
<dl class="legend">{legend}</dl>
<h2>Bibliography</h2>
<ol class="bibliography">{bib}</ol>"""
        return self.write("index.html", "Overview", body, "index")

    def citation(self, s: SourceGroup) -> str:
        if s.reference is None:
            return f"<b>{_esc(s.slug)}</b>: {_esc(s.key)} (no bibliography entry)"
        r = s.reference
        link = f' <a href="{_esc(r.url)}">{_esc(r.url)}</a>' if r.url else ""
        note = f' <span class="note">({_esc(r.note)})</span>' if r.note else ""
        return f"<b>{_esc(r.prefix)}</b>: {_esc(r.citation)}{link}{note}"

    def source_page(self, s: SourceGroup) -> Path:
        root = "../"
        n = self.counts(s.entries)
        filters = "".join(
            f'<label><input type="checkbox" data-verdict="{_css_name(st)}" checked> {badge(st)} {n[st]}</label>'
            for st in Status
            if n[st]
        )
        bodies = []
        for st, members in by_stem(s.entries).items():
            rows = "".join(
                f'<tr class="claim v-{_css_name(e.status)}"><td>{self.claim_link(e.id, root, with_badge=False)}</td>'
                f'<td>{_esc(e.claim.statement)}'
                f'{" <span class=tag>suite</span>" if e.claim.origin is Origin.SUITE else ""}</td>'
                f'<td>{badge(e.status)}</td></tr>'
                for e in members
            )
            bodies.append(f'<tbody id="{_esc(st)}">{rows}</tbody>')
        body = f"""
<nav class="crumbs"><a href="../index.html">Overview</a> › {_esc(s.slug)}</nav>
<h1>{_esc(s.title)}</h1>
<p class="citation">{self.citation(s)}</p>
<p>{len(s.entries)} claims, grouped by the statement of the source they belong to.
<a href="../graph.html#src-{_esc(s.slug)}">Dependency graph of this source</a>.</p>
<div class="verdict-filter" role="group" aria-label="Show verdicts">{filters}</div>
<table class="claims"><thead><tr><th>ID</th><th>Statement</th><th>Verdict</th></tr></thead>
{"".join(bodies)}</table>"""
        return self.write(s.file, s.title, body, "source")

    def verdict_details(self, v: Verdict, root: str, claim: Claim | None) -> str:
        """Method, certificate or derivation, counterexample and notes of a verdict, as <dt>/<dd> pairs."""
        parts = [f"<dt>Method</dt><dd>{_esc(v.method) or '(none)'}</dd>"]
        if v.derivation:
            parts.append(f"<dt>Derivation</dt><dd>{self.derivation(v.derivation, root)}</dd>")
        elif v.certificate:
            label = "Argument" if v.status in (Status.ARGUED, Status.ARGUED_AGAINST) else "Certificate"
            parts.append(f'<dt>{label}</dt><dd class="certificate">{self.prose(v.certificate, root)}</dd>')
        if v.counterexample is not None:
            label = (
                "Witness" if claim is not None and getattr(claim, "negation", None) is not None else "Counterexample"
            )
            parts.append(f"<dt>{label}</dt><dd>{point_to_html(v.counterexample)}</dd>")
        if v.notes:
            parts.append(f'<dt>Notes</dt><dd class="certificate">{self.prose(v.notes, root)}</dd>')
        return "".join(parts)

    @staticmethod
    def line_formula(line) -> str:
        """A derivation line typeset from its LaTeX when it has a short one, else its text."""
        latex = getattr(line, "latex", "")
        if latex and len(latex) <= LONGEST_FORMULA:
            return latex_to_html(latex) + f'<div class="note">{_esc(line.formula)}</div>'
        return _esc(line.formula)

    def derivation(self, lines, root: str) -> str:
        numbers = {str(line.number) for line in lines}
        rows = []
        for line in lines:
            cited = []
            for p in line.premises:
                if p in numbers:
                    cited.append(f'<a href="#line-{_esc(p)}">line {_esc(p)}</a>')
                else:
                    cited.append(self.claim_link(p, root))
            rows.append(
                f'<tr id="line-{line.number}"><td class="num">{line.number}</td>'
                f'<td class="formula">{self.line_formula(line)}</td><td>{_esc(line.rule)}</td>'
                f'<td>{", ".join(cited) or "—"}</td></tr>'
            )
        legend = (
            f'<p class="legend">{_esc(ATOM_LEGEND[0].upper() + ATOM_LEGEND[1:])}.</p>'
            if any(re.search(r"Σ|\btr(_\w+)?\b|\bS(_\w+)?\b", line.formula) for line in lines)
            else ""
        )
        return (
            '<table class="derivation"><thead><tr><th>#</th><th>Formula</th><th>Rule</th><th>Premises</th>'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>{legend}'
        )

    @staticmethod
    def correction_verdict(e: Entry) -> Verdict:
        """The verdict of the claim's correction: the engine tries it only when the print is
        refuted; otherwise (e.g. an ARGUED AGAINST print) it is decided here."""
        return e.verdict.correction or verify(e.claim.correction)  # type: ignore[arg-type]  # only with a correction

    def correction_section(self, e: Entry, root: str) -> str:
        c = e.claim.correction
        if c is None:
            return ""
        cv = self.correction_verdict(e)
        title = self.claim_link(c.id, root, with_badge=False)
        return f"""
<section class="correction" id="correction"><h2>Correction</h2>
<p>{title} {badge(cv.status)}</p>
<p class="statement">{_esc(c.statement)}</p>{source_blocks(c.source)}
<dl class="facts">{f"<dt>Reading</dt><dd>{_esc(c.reading)}</dd>" if c.reading else ""}
{self.verdict_details(cv, root, c)}</dl></section>"""

    def claim_page(self, e: Entry, previous: Entry | None, following: Entry | None) -> Path:
        root = "../"
        c, v, s = e.claim, e.verdict, e.group
        printed = quote_block(c.source.quote)
        if c.source.printed:
            printed = (
                f'{printed_block(c.source.printed)}<details class="latex-source"><summary>LaTeX as printed</summary>'
                f'<code>{_esc(c.source.printed)}</code></details>'
            ) + printed
        domain = c.domain.text or ", ".join(str(x) for x in c.domain.constraints)
        constraints = ", ".join(str(x) for x in c.domain.constraints) if c.domain.text else ""
        ref = s.reference
        cite = (
            f'<a href="{_esc(ref.url)}">{_esc(ref.citation)}</a>'
            if ref and ref.url
            else _esc(ref.citation if ref else c.source.paper)
        )
        origin = "printed by the source" if c.origin is Origin.PRINTED else "added by this suite"
        expected = (
            ""
            if str(c.expected) == str(v.status)
            else f'<p class="warning">The registry expects {badge(c.expected)}: this verdict differs.</p>'
        )
        source_facts = [f"<dt>Source</dt><dd>{cite}</dd>", f"<dt>Locator</dt><dd>{_esc(c.source.locator)}</dd>"]
        if c.domain.symbols:
            source_facts.append(f"<dt>Variables</dt><dd>{_esc(', '.join(map(str, c.domain.symbols)))}</dd>")
        typeset = constraints_html(c.domain.constraints)
        shown_constraints = (
            f" <span class=note>[{typeset}]</span>"
            if typeset and c.domain.text
            else (f" <span class=note>[{_esc(constraints)}]</span>" if constraints else "")
        )
        source_facts.append(
            f"<dt>Domain</dt><dd>{_esc(c.domain.text) or typeset or _esc(domain) or '(none stated)'}"
            f"{shown_constraints if c.domain.text else ''}</dd>"
        )
        formal = formal_statement_html(c)
        if formal:
            source_facts.append(f"<dt>Formal statement</dt><dd>{formal}</dd>")
        narrowed = c.scope is not None and c.scope.narrower
        plain = "(the printed words, on the narrower scope below)" if narrowed else "(as printed)"
        source_facts.append(f"<dt>Reading</dt><dd>{_esc(c.reading) or plain}</dd>")
        if c.scope is not None:
            source_facts.append(f"<dt>Printed scope</dt><dd>{_esc(c.scope.printed)}</dd>")
            source_facts.append(
                f"<dt>Checked scope</dt><dd>{_esc(c.scope.checked) if narrowed else 'the printed scope'}"
                f"{' <b>(narrower than printed)</b>' if narrowed else ''}</dd>"
            )
        if e.erratum and c.erratum is not None:
            source_facts.append(
                f'<dt>Erratum class</dt><dd><span class="erratum-class">{_esc(c.erratum_class)}</span>: '
                f"{_esc(c.erratum.why)}</dd>"
            )
        uses = "".join(
            f'<li>{self.claim_link(i, root)} <span class="role">{_esc(role)}</span></li>'
            for i, role in self.links_of(c)
        )
        if c.correction is not None and c.correction.id not in self.by_id:
            uses += (
                f'<li><a class="id" href="#correction">{_esc(c.correction.id)}</a> '
                '<span class="role">correction, below</span></li>'
            )

        used_by = "".join(f"<li>{self.claim_link(i, root)}</li>" for i in sorted(e.used_by, key=natural_key))
        figure = ""
        if e.figure:
            figure = (
                f'<section><h2>Figure</h2><figure><a href="{root}{e.figure}"><img src="{root}{e.figure}" '
                f'alt="figure drawn for {_esc(stem(e.id))}"></a></figure></section>'
            )
        klass = f" ({_esc(c.erratum_class)})" if e.erratum and c.erratum is not None else ""
        scoped = f" · proved only for {_esc(v.scope)}" if v.scope else ""
        pager = "".join(
            [
                f'<a rel="prev" href="{root}{previous.file}">← {_esc(previous.id)}</a>'
                if previous
                else "<span></span>",
                f'<a rel="next" href="{root}{following.file}">{_esc(following.id)} →</a>' if following else "",
            ]
        )
        body = f"""
<nav class="crumbs"><a href="{root}index.html">Overview</a> › <a href="{root}{s.file}">{_esc(s.slug)}</a> ›
<a href="{root}{s.file}#{_esc(stem(e.id))}">{_esc(stem(e.id))}</a></nav>
<h1><span class="id">{_esc(c.id)}</span> {badge(v.status, "large")}{coq_badge(c.id, v.status)}</h1>
<p class="kind">{_esc(getattr(c, "kind", type(c).__name__))} · {origin}{" · <b>erratum</b>" if e.erratum else ""}{klass}{scoped}</p>
{expected}
<p class="statement">{_esc(c.statement)}</p>
{printed}
<section><h2>Source</h2><dl class="facts">{"".join(source_facts)}</dl></section>
<section><h2>Verdict</h2><dl class="facts"><dt>Verdict</dt><dd>{badge(v.status)}
<span class="meaning">{_esc(STATUS_MEANING[v.status])}</span></dd>{self.verdict_details(v, root, c)}</dl></section>
{self.correction_section(e, root)}
{figure}
<section class="links"><h2>Uses</h2>{f"<ul>{uses}</ul>" if uses else "<p>nothing: it stands on its own</p>"}
<h2>Used by</h2>{f"<ul>{used_by}</ul>" if used_by else "<p>no claim on this site uses it</p>"}
<p><a href="{root}graph.html#{self.graph_anchor(e)}">Show in the dependency graph</a></p></section>
<nav class="pager">{pager}</nav>"""
        return self.write(e.file, c.id, body, "claim")

    def errata_page(self) -> Path:
        sections, contents = [], []
        total = 0
        for s in self.sources:
            errata = [e for e in s.entries if e.erratum]
            if not errata:
                continue
            total += len(errata)
            items = []
            for e in errata:
                c, v = e.claim, e.verdict
                facts = self.verdict_details(v, "", c)
                correction = ""
                if c.correction is not None:
                    page = self.claim_link(c.correction.id, "", False) if c.correction.id in self.by_id else ""
                    correction = (
                        f"<dt>Correction</dt><dd>{_esc(c.correction.statement)} "
                        f"{badge(self.correction_verdict(e).status)} {page}</dd>"
                    )
                klass = (
                    f'<p class="erratum-class">class <b>{_esc(c.erratum_class)}</b>: {_esc(c.erratum.why)}</p>'
                    if c.erratum is not None
                    else '<p class="erratum-class">not classed</p>'
                )
                items.append(f"""<article class="erratum v-{_css_name(e.status)}" id="{_esc(e.id)}">
<h3>{self.claim_link(e.id, "", with_badge=False)} {badge(e.status)}
<span class="locator">{_esc(c.source.locator)}</span></h3>{klass}
<p class="statement">{_esc(c.statement)}</p>{source_blocks(c.source)}
<dl class="facts">{facts}{correction}</dl></article>""")
            sections.append(
                f'<section><h2>{_esc(s.slug)}: {_esc(s.title)} ({len(errata)})</h2>{"".join(items)}</section>'
            )
            contents.append(
                f'<p><b>{_esc(s.slug)}</b>: '
                + ", ".join(f'<a href="#{_esc(e.id)}">{_esc(e.id)}</a>' for e in errata)
                + "</p>"
            )
        statuses = ", ".join(sorted((st.value for st in ERRATUM_STATUSES), key=lambda x: list(Status).index(Status(x))))
        classes = Counter(
            str(e.claim.erratum_class) if e.claim.erratum else "not classed" for e in self.entries if e.erratum
        )
        by_class = ", ".join(f"{k} {classes[k]}" for k in ("false", "typo", "imprecise", "not classed") if classes[k])
        body = f"""
<h1>Errata</h1>
<p class="lead">{total} statements printed by the sources that the suite finds false ({_esc(statuses)}),
each with its counterexample and, where the suite states one, its correction. Claims the suite adds
(steps, facts about a counterexample, corrections) are never errata, whatever their verdict.</p>
<p>By class: {_esc(by_class or "none")}. <i>false</i>: the mathematics fails in the printed scope;
<i>typo</i>: a slip whose evident intent the correction proves; <i>imprecise</i>: it holds in the intended
scope and fails only at a boundary, under a convention or in padded digits
(the reading policy is docs/readings.md in the repository).</p>
<nav class="errata-contents">{"".join(contents)}</nav>
{"".join(sections) or "<p>No printed statement is found false.</p>"}"""
        return self.write("errata.html", "Errata", body, "errata")

    def graph_page(self) -> Path:
        neutral = palette.NEUTRAL
        sections = []
        for s in self.sources:
            statements = by_stem(s.entries)
            details = [
                self.stem_graph(st, members, s, neutral)
                for st, members in statements.items()
                if any(self.has_graph(e) for e in members)
            ]
            overview = self.source_overview(s, statements, neutral)
            sections.append(f"""<section class="source-graph" id="src-{_esc(s.slug)}">
<h2><a href="{s.file}">{_esc(s.slug)}</a>: {_esc(s.title)}</h2>
<h3>Statements</h3>
<p class="hint">One box per statement of the source; the bar shows its claims' verdicts. An arrow runs from a
statement to the statements that use it. Click a box for its claims.</p>
<div class="scroll">{overview}</div>
<h3>Claims, statement by statement</h3>
{"".join(details)}</section>""")
        legend = "".join(
            f'<label><input type="checkbox" data-verdict="{_css_name(st)}" checked> {badge(st)}</label>'
            for st in Status
        )
        body = f"""
<h1>Dependency graph</h1>
<p class="lead">Each claim is a box coloured by its verdict; an arrow runs from a claim to each claim that
uses it (its parts, steps, facts, correction), so what a result rests on stands above it, as in a Lean
blueprint. A solid outline is a statement printed by the source, a dashed one a claim the suite adds; a white
box stands for the linked claims of another statement (their number in brackets): click it to go there.</p>
<div class="graph-controls" role="group" aria-label="Filter the graph">
<div class="verdict-filter">{legend}</div>
<label><input type="checkbox" id="printed-only"> printed statements only</label>
<label>Find <input type="search" id="graph-find" placeholder="ID, e.g. P8.5" autocomplete="off"></label>
<span id="graph-find-count" class="note" aria-live="polite"></span>
</div>
{graph.arrow_marker(neutral)}
<nav class="toc">{" ".join(f'<a href="#src-{_esc(s.slug)}">{_esc(s.slug)}</a>' for s in self.sources)}</nav>
{"".join(sections)}"""
        return self.write("graph.html", "Dependency graph", body, "graph", scripts=("graph.js",))

    def _short(self, claim_id: str, s: SourceGroup) -> str:
        prefix = s.slug + "-"
        return claim_id[len(prefix) :] if claim_id.startswith(prefix) else claim_id

    def stem_graph(self, st: str, members: list[Entry], s: SourceGroup, neutral: str) -> str:
        """The claims of one statement, and one white box for each other statement whose
        claims they use or are used by."""
        inside = {e.id for e in members}
        edges, linked = set(), {}  # type: ignore[var-annotated]  # linked: other statement -> its claims linked to this one
        for e in members:
            for used, _ in self.links_of(e.claim):
                if used in inside:
                    edges.add((used, e.id))
                elif used in self.by_id:
                    linked.setdefault(stem(used), set()).add(used)
                    edges.add((f"statement {stem(used)}", e.id))
            for user in e.used_by:
                if user not in inside:
                    linked.setdefault(stem(user), set()).add(user)
                    edges.add((e.id, f"statement {stem(user)}"))
        nodes = []
        for e in members:
            colour = palette.verdict_colour(e.status)
            nodes.append(
                graph.Node(
                    e.id,
                    self._short(e.id, s),
                    href=e.file,
                    anchor=f"n-{e.id}",
                    title=f"{e.id} ({e.status.value}): {e.claim.statement}",
                    fill=colour,
                    text=_text_on(colour),
                    stroke=neutral,
                    dashed=e.claim.origin is Origin.SUITE,
                    classes="claim",
                    data={"id": e.id, "verdict": _css_name(e.status), "origin": e.claim.origin.value},
                )
            )
        for other in sorted(linked, key=natural_key):
            claims = sorted(linked[other], key=natural_key)
            statuses = {self.by_id[i].status for i in claims}
            label = self._short(other, s) + (f" ({len(claims)})" if len(claims) > 1 else "")
            nodes.append(
                graph.Node(
                    f"statement {other}",
                    label,
                    href=f"#g-{other}",
                    title=f"{other}, another statement: "
                    + ", ".join(f"{i} ({self.by_id[i].status.value})" for i in claims),
                    fill="white",
                    text=neutral,
                    dashed=True,
                    classes="ghost",
                    stroke=palette.verdict_colour(statuses.pop()) if len(statuses) == 1 else neutral,
                    data={
                        "id": other,
                        "verdicts": " ".join(sorted({_css_name(self.by_id[i].status) for i in claims})),
                        "origins": " ".join(sorted({self.by_id[i].claim.origin.value for i in claims})),
                    },
                )
            )
        drawing = graph.svg(nodes, sorted(edges), f"claims of {st} and their links", edge_colour=neutral)
        first = members[0]
        statement = first.claim.statement if first.id == st else f"{len(members)} claims"
        return (
            f'<div class="stem-graph" id="g-{_esc(st)}"><h4><a href="{first.file}">{_esc(st)}</a> '
            f'<span class="note">{_esc(statement)}</span></h4><div class="scroll">{drawing}</div></div>'
        )

    def source_overview(self, s: SourceGroup, statements: dict, neutral: str) -> str:
        """The statements of a source, one box each with a bar of its claims' verdicts, and an
        arrow where a claim of one uses a claim of another."""
        stem_of = {e.id: st for st, members in statements.items() for e in members}
        edges = set()
        for st, members in statements.items():
            for e in members:
                for used, _ in self.links_of(e.claim):
                    if used in stem_of and stem_of[used] != st:
                        edges.add((stem_of[used], st))
        nodes = []
        for st, members in statements.items():
            n = self.counts(members)
            present = [(status, n[status]) for status in Status if n[status]]
            summary = ", ".join(f"{status.value} {count}" for status, count in present)
            href = f"#g-{st}" if any(self.has_graph(e) for e in members) else members[0].file
            nodes.append(
                graph.Node(
                    st,
                    self._short(st, s),
                    href=href,
                    title=f"{st}: {len(members)} claims: {summary}",
                    stroke=neutral,
                    text=neutral,
                    classes="statement",
                    bar=tuple((palette.verdict_colour(status), count) for status, count in present),
                    data={
                        "id": st,
                        "verdicts": " ".join(sorted({_css_name(e.status) for e in members})),
                        "origins": " ".join(sorted({e.claim.origin.value for e in members})),
                    },
                )
            )
        return graph.svg(nodes, sorted(edges), f"statements of {s.slug}", max_per_row=10, edge_colour=neutral)

    def figures_page(self) -> Path:
        items = []
        for prefix, file in self.figures.items():
            shown = sorted((e for e in self.entries if e.figure == file), key=lambda e: natural_key(e.id))
            links = (
                ", ".join(self.claim_link(e.id, "") for e in shown)
                or f'<span class="note">no claim on this site has an ID starting with {_esc(prefix)}</span>'
            )
            items.append(
                f'<figure id="{_esc(prefix)}"><a href="{file}"><img src="{file}" alt="{_esc(prefix)}" '
                f'loading="lazy"></a><figcaption><b>{_esc(prefix)}</b>: {links}</figcaption></figure>'
            )
        body = f"""
<h1>Figures</h1>
<p class="lead">The figures of the sources, redrawn from the suite's families; every marked value comes from a
claim. Each figure links to the claims it shows.</p>
<div class="figures">{"".join(items)}</div>"""
        return self.write("figures.html", "Figures", body, "figures")

    # -- assets
    def assets(self) -> None:
        out = self.out / "assets"
        out.mkdir(parents=True, exist_ok=True)
        static = files(__package__).joinpath("static")
        for name in ("site.css", "site.js", "graph.js"):
            (out / name).write_text(static.joinpath(name).read_text(encoding="utf-8"), encoding="utf-8")
        rules = [f":root {{ --neutral: {palette.NEUTRAL}; --grid: {palette.GRID}; }}"]
        for st in Status:
            colour = palette.verdict_colour(st)
            rules.append(f".v-{_css_name(st)} {{ --v: {colour}; --v-text: {_text_on(colour)}; }}")
        (out / "palette.css").write_text(
            "/* written from kappamcc.present.palette */\n" + "\n".join(rules) + "\n", encoding="utf-8"
        )
        index = [
            {
                "id": e.id,
                "s": e.claim.statement,
                "src": e.group.slug,
                "p": e.group.key,
                "v": e.status.value,
                "c": _css_name(e.status),
                "u": e.file,
            }
            for e in self.entries
        ]
        (out / "search-index.js").write_text(
            "/* the search index of kappamcc.present.site: one entry per claim */\nwindow.KAPPAMCC_SEARCH = "
            + json.dumps(index, ensure_ascii=True, separators=(",", ":"))
            + ";\n",
            encoding="utf-8",
        )
