"""A printed table of a family's metrics as claims: one PrintedValue per cell (the exact value
of the metric on the family's matrix at the printed parameter, against the print at its last
printed digit), with the reading of a refuted cell (would truncation, or rounding to fewer
decimals padded with zeros, give the print?) and its erratum.  Delgado & Tibau 2019's Tables 1
and 2 (proofs/delgado_tibau_2019/tables.py).
"""

from __future__ import annotations

import sympy as sp

from kappamcc.model.claims import Erratum, Origin, Status
from kappamcc.model.kinds import PrintedValue


def truncated(value, decimals: int) -> str:
    """value cut (towards zero) after ``decimals`` decimals, as a string."""
    v = sp.N(value, 60)
    q = sp.Integer(10) ** decimals
    n = int(sp.floor(abs(v) * q))
    s = f"{n // int(q)}" + (f".{n % int(q):0{decimals}d}" if decimals else "")
    return ("-" if v < 0 and n != 0 else "") + s


def rounded(value, decimals: int) -> str:
    """value rounded half away from zero to ``decimals`` decimals, as a string."""
    v = sp.N(value, 60)
    q = sp.Integer(10) ** decimals
    n = int(sp.floor(abs(v) * q + sp.Rational(1, 2)))
    s = f"{n // int(q)}" + (f".{n % int(q):0{decimals}d}" if decimals else "")
    return ("-" if v < 0 and n != 0 else "") + s


def reading_of(exact, printed: str, refuted: bool) -> str:
    base = "the exact value rounded half away from zero at the last printed digit"
    if not refuted:
        return base
    decimals = len(printed.split(".")[1]) if "." in printed else 0
    cut = truncated(exact, decimals)
    agrees = "agrees" if cut == printed else "does not agree either"
    text = f"{base}; under truncation instead the value is {cut}, which {agrees} with the print {printed}"
    for fewer in range(decimals - 1, -1, -1):  # a print rounded to fewer decimals, then padded with zeros?
        shown = rounded(exact, fewer)
        padded = shown + ("." if fewer == 0 else "") + "0" * (decimals - fewer)
        if padded == printed:
            text += f"; the print is the value rounded to {fewer} decimals ({shown}) padded with zeros"
            break
    return text


def unpadded(printed: str) -> str | None:
    """The print without its trailing zeros after the point (7954.2260 -> 7954.226), or None
    when it has none: what the print shows if its padding zeros are not digits."""
    if "." not in printed or not printed.endswith("0"):
        return None
    return printed.rstrip("0").rstrip(".")


def erratum_of(printed: str, shown: str | None) -> Erratum:
    """A cell whose digits are right once its padding zeros are dropped is padded, not wrong."""
    if shown:
        return Erratum.imprecise(
            f"{printed} pads {shown}, which is right at its own digits, with zeros that the value does not have"
        )
    return Erratum.false(f"{printed} is not the value at its printed digits")


def printed_cells(
    table_id: str, family, table: dict, dt, locator: str, caption: str, metrics: dict, refuted_cells: set
) -> list:
    """One PrintedValue claim per cell of ``table`` ({metric: {A: printed}}): the exact value of
    ``metrics[metric]`` on ``family`` at that A against the print, at its last printed digit.
    ``dt(locator, printed)`` is the claim's source; a cell in ``refuted_cells`` ((table_id, metric, A))
    is expected REFUTED, or CORRECTED by its print without padding zeros when it has them."""
    out = []
    for metric, row in table.items():
        for a, printed in row.items():
            exact = metrics[metric](family.at(A=a))
            cid = f"{table_id}.{metric}.A{a}"
            refuted = (table_id, metric, a) in refuted_cells
            shown = unpadded(printed) if refuted else None
            # the correction reads the print without its padding zeros: the digits that are right
            correction = (
                PrintedValue(
                    f"{cid}.corrected",
                    f"{caption}: {metric}({family.name}) at A = {a} is {shown} (the print without its trailing zeros)",
                    dt(locator, printed),
                    exact=exact,
                    printed=shown,
                    expected=Status.PROVED,
                    origin=Origin.SUITE,
                )
                if shown
                else None
            )
            out.append(
                PrintedValue(
                    cid,
                    f"{caption}: {metric}({family.name}) at A = {a} is {printed}",
                    dt(locator, printed),
                    exact=exact,
                    printed=printed,
                    correction=correction,
                    expected=(Status.CORRECTED if correction else Status.REFUTED) if refuted else Status.PROVED,
                    erratum=erratum_of(printed, shown) if refuted else None,
                    reading=reading_of(exact, printed, refuted),
                )
            )
    return out
