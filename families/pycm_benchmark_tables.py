"""The benchmark interpretation tables of PyCM's document (PYCM-T1 ... T9) as data: a table is a
list of bands over a coefficient's range, read as ``proofs/pycm/t_benchmarks.py``'s docstring says;
it states its own claims (the thresholds increase and every value of the range lies in exactly
one band; a printed label is the band of a value).  A table takes the document's source handle
and the scope of a label printed for cm from its maker (``source_at``, ``printed_scope``).
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from kappamcc.model.claims import Domain, Status
from kappamcc.model.kinds import Relation, chain
from kappamcc.testing.strategies import inside


def decimal(x) -> str:
    """A threshold as the table prints it: 0.2, not 1/5."""
    if x in (sp.oo, -sp.oo):
        return str(x)
    x = sp.Rational(x)
    return str(x) if x.q == 1 else format(sp.Float(x, 15), "f").rstrip("0")


def interval_text(iv: sp.Interval) -> str:
    return f"{'(' if iv.left_open else '['}{decimal(iv.start)}, {decimal(iv.end)}{')' if iv.right_open else ']'}"


@dataclass(frozen=True)
class Band:
    label: str
    lo: sp.Expr  # -oo for a band with no lower end
    hi: sp.Expr
    lo_closed: bool = True
    hi_closed: bool = False

    def holds(self, x):
        lower = sp.true if self.lo == -sp.oo else (sp.Ge(x, self.lo) if self.lo_closed else sp.Gt(x, self.lo))
        upper = sp.Le(x, self.hi) if self.hi_closed else sp.Lt(x, self.hi)
        return sp.And(lower, upper)

    def text(self) -> str:
        left = "(-oo" if self.lo == -sp.oo else ("[" if self.lo_closed else "(") + decimal(self.lo)
        return f"{self.label} {left}, {decimal(self.hi)}{']' if self.hi_closed else ')'}"


@dataclass(frozen=True)
class Table:
    name: str  # e.g. "SOA1 (Landis & Koch)"
    coefficient: str  # e.g. "kappa"
    bands: tuple
    range: sp.Interval
    source_at: object = None  # source_at(locator, quote=...): the claims' source
    printed_scope: object = None  # the scope of a label printed for cm

    @property
    def var(self):
        return sp.Symbol(self.coefficient.replace(" ", "_").replace("'", ""), real=True)

    def thresholds(self) -> list:
        return [b.lo for b in self.bands if b.lo != -sp.oo] + [self.bands[-1].hi]

    def domain(self) -> Domain:
        """The coefficient's range, sampled off the thresholds: at a band's end the spot checks' 50-digit
        evaluation cannot tell < from <= (the exact proof covers the ends)."""
        x, ends = self.var, set(self.thresholds())
        lo, hi = self.range.start, self.range.end
        constraints = tuple(
            c
            for c in (
                None if lo == -sp.oo else (sp.Gt(x, lo) if self.range.left_open else sp.Ge(x, lo)),
                sp.Lt(x, hi) if self.range.right_open else sp.Le(x, hi),
            )
            if c is not None
        )
        return Domain(
            symbols=(x,),
            constraints=constraints,
            text=f"{self.coefficient} in {interval_text(self.range)}",
            sampler=lambda: inside(self.range).filter(lambda v: v not in ends).map(lambda v: {x: v}),
        )

    def partition(self) -> list:
        """The thresholds increase; every value of the range is in exactly one band."""
        bands = [b.holds(self.var) for b in self.bands]
        ts = self.thresholds()
        increasing = chain(*[v for t in ts for v in (t, "<")][:-1])
        exactly_one = sp.And(*[sp.Not(sp.And(a, b)) for i, a in enumerate(bands) for b in bands[i + 1 :]])
        return increasing + [sp.Or(*bands), exactly_one]

    def statement(self) -> str:
        return (
            f"the {self.name} table read as bands over {self.coefficient} in {interval_text(self.range)}: "
            + "; ".join(b.text() for b in self.bands)
            + ": the thresholds increase and every value lies in exactly one band"
        )

    def band(self, label: str) -> Band:
        return next(b for b in self.bands if b.label == label)

    def label_claim(self, claim_id, locator, printed, value, value_text, **kw) -> Relation:
        """cm's exact coefficient ``value`` lies in the band of the printed label."""
        b = self.band(printed)
        links = ([] if b.lo == -sp.oo else chain(b.lo, "<=" if b.lo_closed else "<", value)) + chain(
            value, "<=" if b.hi_closed else "<", b.hi
        )
        kw.setdefault("scope", self.printed_scope)  # a label printed for cm: exactly the printed scope
        return Relation(
            claim_id,
            f"{value_text} lies in the band {b.text()} of {self.name}, as the printed label '{printed}' says",
            self.source_at(locator, quote=f"'{printed}'"),
            relation=links,
            expected=Status.PROVED,
            **kw,
        )

    def partition_claim(self, claim_id, locator, printed, reading, **kw) -> Relation:
        """The table as printed (``printed``) is a partition of the range: :meth:`partition`."""
        return Relation(
            claim_id,
            self.statement(),
            self.source_at(locator, quote=printed),
            relation=self.partition(),
            domain=self.domain(),
            expected=Status.PROVED,
            reading=reading,
            **kw,
        )


def table_partition_claim(claim_id, table: Table, locator, printed, reading, **kw) -> Relation:
    """``table.partition_claim``, the table named second (the claim modules' and tests' order)."""
    return table.partition_claim(claim_id, locator, printed, reading, **kw)
