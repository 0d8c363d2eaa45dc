"""MCC falls while kappa does not: the three claims of a one-parameter disagreement.

Corollaries 4-7 of Delgado & Tibau 2019 each print once "MCC is a monotonically decreasing
function of the parameter, while K is not" (DT2019-C4.M ... C7.M) about a family of
``kappamcc.families.binary`` / ``z_a``; :func:`mcc_falls_kappa_does_not` builds its three claims from
the family's kappa and MCC (never typed in), so that each corollary module states the block as data.
"""

import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.kinds import Monotone, Not
from kappamcc.testing.samplers import along

POSITIVE = sp.Interval.open(0, sp.oo)


def mcc_falls_kappa_does_not(
    prefix: str,
    source: Source,
    *,
    family,
    var: sp.Symbol,
    base: Domain,
    base_points,
    mcc_name: str,
    kappa_name: str,
    over_text: str,
    rises_from,
    rises_text: str,
    fixed: str = "",
    mcc_over: sp.Interval = POSITIVE,
    mcc_over_text: str = "",
    mcc_uses: tuple = (),
    uses: tuple = (),
):
    """The three claims ``{prefix}.M.mcc``, ``{prefix}.M.kappa`` and ``{prefix}.M.kappa-not-decreasing``:
    MCC strictly decreasing in ``var`` > 0; K strictly increasing for ``var`` > ``rises_from``; and
    "K is not decreasing", the negation of "K is decreasing on ``var`` > 0", proved by Z3's point
    where dK/dvar > 0 (re-checked exactly): a mechanical rule, no prose.

    ``base`` is the domain of the fixed parameters, ``base_points`` their points; ``fixed`` the
    words that fix them ("fixed a > 0, "); the names are the metrics as the statement writes them.
    The claims state ``family``'s own kappa and MCC, and name it (``families=``)."""
    mcc, kappa, families = family.mcc, family.kappa, (family,)
    rising = sp.Interval.open(rises_from, sp.oo)
    mcc_decreasing = Monotone(
        f"{prefix}.M.mcc",
        f"{fixed}{mcc_name} is strictly decreasing in {mcc_over_text or over_text}",
        source,
        expr=mcc,
        var=var,
        over=mcc_over,
        direction="decreasing",
        expected=Status.PROVED,
        domain=along(base, base_points, var, POSITIVE),
        uses=uses + tuple(mcc_uses),
        families=families,
    )
    kappa_rises = Monotone(
        f"{prefix}.M.kappa",
        f"{fixed}{kappa_name} is strictly increasing for {rises_text}, so not decreasing",
        source,
        expr=kappa,
        var=var,
        over=rising,
        direction="increasing",
        expected=Status.PROVED,
        domain=along(base, base_points, var, rising),
        uses=uses,
        families=families,
    )
    kappa_not_decreasing = Not(
        f"{prefix}.M.kappa-not-decreasing",
        f"{fixed}{kappa_name} is not decreasing in {over_text}",
        source,
        claim=Monotone(
            f"{prefix}.M.kappa-decreasing",
            f"{kappa_name} is decreasing in {over_text} (negated)",
            source,
            expr=kappa,
            var=var,
            over=POSITIVE,
            direction="decreasing",
            expected=Status.REFUTED,
            domain=along(base, base_points, var, POSITIVE),
            uses=uses,
            families=families,
        ),
        expected=Status.PROVED,
        uses=uses,
    )
    return mcc_decreasing, kappa_rises, kappa_not_decreasing
