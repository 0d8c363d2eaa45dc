"""Dependency graphs as SVG, laid out here in Python (no graphviz).

The layout is layered, as in a Lean blueprint: what a claim uses stands above it, and an
arrow runs from each used claim down to the claim that uses it.  A node's layer is the
length of the longest chain of uses below it; nodes in a layer are ordered by the
barycentre of their neighbours (a few sweeps down and up, which removes most crossings);
a layer wider than ``max_per_row`` nodes wraps onto several rows, so that no drawing is
wider than a page however many claims a statement has.  The site draws one small graph
per catalogue statement and one overview per source whose nodes are the statements,
which keeps every drawing readable with a thousand claims.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

__all__ = ["Node", "Layout", "layered_layout", "svg", "arrow_marker"]

NODE_HEIGHT = 26
ROW_GAP = 34  # vertical space between rows, where the arrows run
NODE_GAP = 14  # horizontal space between nodes
MARGIN = 8
CHAR_WIDTH = 7.2  # of the 12 px monospace label font


@dataclass
class Node:
    """One box of a drawing: ``label`` is shown, ``title`` is the tooltip, ``href`` the link;
    ``fill`` and ``stroke`` are colours, ``dashed`` a dashed outline; ``data`` becomes
    ``data-*`` attributes (for the page's filters; ``data-node`` is the id, which the
    edges' ``data-from`` and ``data-to`` name); ``bar`` is an optional list of
    (colour, weight) drawn as a stacked bar under the label."""

    id: str
    label: str
    href: str = ""
    title: str = ""
    fill: str = "white"
    text: str = "black"
    stroke: str = "black"
    dashed: bool = False
    classes: str = ""
    data: dict = field(default_factory=dict)
    bar: tuple = ()
    anchor: str = ""  # the element id (a node drawn in several graphs has it in one only)

    @property
    def width(self) -> float:
        return max(44.0, len(self.label) * CHAR_WIDTH + 16)

    @property
    def height(self) -> float:
        return NODE_HEIGHT + (8 if self.bar else 0)


@dataclass
class Layout:
    positions: dict  # node id -> (x, y) of the box's top-left corner
    width: float
    height: float


def _layers(ids: list[str], edges: list[tuple[str, str]]) -> dict[str, int]:
    """Longest-path layering of a directed graph (edge u -> v: v one layer below u at least).
    A cycle, which a registry of uses should never have, is broken at its smallest node so
    that the drawing still appears."""
    preds: dict[str, set[str]] = {i: set() for i in ids}
    for u, v in edges:
        preds[v].add(u)
    layer: dict[str, int] = {}
    remaining = set(ids)
    while remaining:
        ready = sorted(i for i in remaining if preds[i] <= layer.keys())
        if not ready:  # a cycle: take the first node and ignore its unplaced predecessors
            ready = [min(remaining, key=ids.index)]
        for i in ready:
            layer[i] = 1 + max((layer[p] for p in preds[i] if p in layer), default=-1)
            remaining.discard(i)
    return layer


def _order(rows: list[list[str]], edges, sweeps: int = 4) -> list[list[str]]:
    """Reorder each layer by the mean position of its neighbours in the layer before
    (downward sweeps) or after (upward sweeps)."""
    up: dict[str, list[str]] = {}
    down: dict[str, list[str]] = {}
    for u, v in edges:
        down.setdefault(u, []).append(v)
        up.setdefault(v, []).append(u)
    for sweep in range(sweeps):
        forward = sweep % 2 == 0
        sequence = range(1, len(rows)) if forward else range(len(rows) - 2, -1, -1)
        for k in sequence:
            ref = rows[k - 1] if forward else rows[k + 1]
            where = {n: i for i, n in enumerate(ref)}
            links = up if forward else down

            def barycentre(n, current=rows[k]):
                near = [where[m] for m in links.get(n, ()) if m in where]
                # a node with no neighbour there keeps its relative place
                return sum(near) / len(near) if near else current.index(n) * max(len(ref), 1) / max(len(current), 1)

            rows[k] = sorted(rows[k], key=barycentre)
    return rows


def layered_layout(nodes: list[Node], edges: list[tuple[str, str]], max_per_row: int = 6) -> Layout:
    """Positions for ``nodes`` (in their given order within a layer, then improved) with the
    ``edges`` (u, v) drawn downwards from u to v."""
    ids = [n.id for n in nodes]
    known = set(ids)
    edges = [(u, v) for u, v in edges if u in known and v in known and u != v]
    layer = _layers(ids, edges)
    layers = [[i for i in ids if layer[i] == k] for k in range(max(layer.values(), default=-1) + 1)]
    layers = _order(layers, edges)
    by_id = {n.id: n for n in nodes}
    rows = [layer_ids[i : i + max_per_row] for layer_ids in layers for i in range(0, len(layer_ids), max_per_row)]
    widths = [sum(by_id[i].width for i in row) + NODE_GAP * (len(row) - 1) for row in rows]
    width = max(widths, default=0) + 2 * MARGIN
    positions = {}
    y: float = MARGIN
    for row, row_width in zip(rows, widths):
        x = (width - row_width) / 2
        row_height = max(by_id[i].height for i in row)
        for i in row:
            positions[i] = (x, y)
            x += by_id[i].width + NODE_GAP
        y += row_height + ROW_GAP
    return Layout(positions, width, max(y - ROW_GAP + MARGIN, 2 * MARGIN))


def _box(n: Node, x: float, y: float) -> str:
    data = "".join(f' data-{k}="{html.escape(str(v))}"' for k, v in n.data.items())
    dash = ' stroke-dasharray="4 3"' if n.dashed else ""
    anchor = f' id="{html.escape(n.anchor)}"' if n.anchor else ""
    parts = [f'<g class="node {html.escape(n.classes)}"{anchor} data-node="{html.escape(n.id)}"{data}>']
    if n.href:
        parts.append(f'<a href="{html.escape(n.href)}">')
    parts.append(f"<title>{html.escape(n.title or n.id)}</title>")
    parts.append(
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{n.width:.1f}" height="{n.height:.1f}" rx="5" '
        f'fill="{n.fill}" stroke="{n.stroke}" stroke-width="1.5"{dash}/>'
    )
    parts.append(f'<text x="{x + n.width / 2:.1f}" y="{y + 17:.1f}" fill="{n.text}">{html.escape(n.label)}</text>')
    total = sum(w for _, w in n.bar)
    if total:
        bx, bw = x + 6, n.width - 12
        for colour, weight in n.bar:
            w = bw * weight / total
            parts.append(
                f'<rect x="{bx:.1f}" y="{y + NODE_HEIGHT - 2:.1f}" width="{w:.1f}" height="6" fill="{colour}"/>'
            )
            bx += w
    if n.href:
        parts.append("</a>")
    parts.append("</g>")
    return "".join(parts)


def arrow_marker(colour: str) -> str:
    """The arrowhead the edges of every graph on a page refer to (``url(#arrow)``): include it
    once per page."""
    return (
        f'<svg class="defs" width="0" height="0" aria-hidden="true"><defs><marker id="arrow" viewBox="0 0 8 8" '
        f'refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        f'<path d="M0,0 L8,4 L0,8 z" fill="{colour}"/></marker></defs></svg>'
    )


def svg(
    nodes: list[Node], edges: list[tuple[str, str]], label: str, max_per_row: int = 6, edge_colour: str = "black"
) -> str:
    """An inline ``<svg>`` of the graph: boxes, and arrows from u down to v for each edge
    (their heads are the page's ``arrow_marker``)."""
    layout = layered_layout(nodes, edges, max_per_row)
    by_id = {n.id: n for n in nodes}
    pos = layout.positions
    drawn = [(u, v) for u, v in edges if u in pos and v in pos and u != v]

    def centre(i):
        return pos[i][0] + by_id[i].width / 2

    # each box's arrows leave from (and arrive at) points spread along its edge, in the
    # order of the boxes at their other ends: fewer crossings than one shared point
    leave: dict[str, list[str]] = {}
    arrive: dict[str, list[str]] = {}
    for u, v in drawn:
        leave.setdefault(u, []).append(v)
        arrive.setdefault(v, []).append(u)

    def spread(i, others, other):
        ranked = sorted(others, key=centre)
        k, n = ranked.index(other), len(ranked)
        return pos[i][0] + by_id[i].width * (0.5 if n == 1 else 0.15 + 0.7 * k / (n - 1))

    arrows = []
    for u, v in drawn:
        x1, y1 = spread(u, leave[u], v), pos[u][1] + by_id[u].height
        x2, y2 = spread(v, arrive[v], u), pos[v][1] - 2
        bend = max((y2 - y1) / 2, 12)
        arrows.append(
            f'<path class="edge" data-from="{html.escape(u)}" data-to="{html.escape(v)}" '
            f'd="M{x1:.1f},{y1:.1f} C{x1:.1f},{y1 + bend:.1f} {x2:.1f},{y2 - bend:.1f} {x2:.1f},{y2:.1f}"/>'
        )
    boxes = [_box(n, *pos[n.id]) for n in nodes]
    return (
        f'<svg class="graph" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{html.escape(label)}" '
        f'width="{layout.width:.0f}" height="{layout.height:.0f}" viewBox="0 0 {layout.width:.0f} '
        f'{layout.height:.0f}">'
        f'<g class="edges" stroke="{edge_colour}" fill="none" marker-end="url(#arrow)">{"".join(arrows)}</g>'
        f'<g class="nodes">{"".join(boxes)}</g></svg>'
    )
