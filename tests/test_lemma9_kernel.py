"""Soundness corpus of the kernel's statements about every matrix and every sequence of
matrices (``Matrices``, ``Sequences``, rules ``Fact`` and ``Squeeze``): false statements
never PROVED, malformed lines refused, the true Lemma 9 (integer entries) PROVED."""

import pytest
import sympy as sp

from kappamcc.model.claims import Domain, Source, Status
from kappamcc.model.derivations import (
    ASY,
    CIJ,
    CJI,
    ENT,
    MAX,
    REST,
    Apply,
    Chain,
    Close,
    Fact,
    Matrices,
    Reals,
    Sequences,
    Squeeze,
)
from kappamcc.engine.verify import verify
from kappamcc.model.kinds import Derived, Limit, Relation
from kappamcc.proofs.delgado_tibau_2019 import lemma_9 as L9

SRC = Source("lemma 9 kernel corpus", "attack")
P = MAX / (MAX + REST)
POS = (sp.Gt(ENT, 0),)
p = sp.Symbol("p", positive=True)
z, w = sp.symbols("z w", positive=True)
UPPER = sp.Ge(ASY, (2 * P - 1) / (1 - P), evaluate=False)


def lines(upper=UPPER, table=None, decreasing=None, limit=None, value=ASY, upper_premises=(1, 2, 3, 4), at=P, of=ENT):
    table = table if table is not None else list(L9.TABLE)
    return [
        *table,
        L9.RANGE,
        Close(upper, POS, upper_premises),
        Squeeze(
            lower=5,
            upper=7,
            range=6,
            decreasing=decreasing or L9.MIN_ENTROPY_DECREASING,
            limit=limit or L9.BLOW_UP,
            of=of,
            at=at,
            value=value,
        ),
    ]


def derived(label, formula, lines_):
    return Derived(label, label, SRC, formula=formula, lines=lines_, expected="OPEN")


def proved(claim) -> bool:
    return verify(claim).status is Status.PROVED


def claim(kind, label, **kw):
    return kind(label, label, SRC, expected="PROVED", **kw)


REAL_LEMMA = Sequences("real", POS, ((ENT, 0),), (ASY, sp.oo))

FALSE = {
    # C(A) = [[1, 1/A], [1/A^2, 1]] has Ent -> 0 and Asy -> 0: no derivation over real entries
    "real entries, the integer lines": lambda: derived("F.real", REAL_LEMMA, lines()),
    "real entries, without the integer fact": lambda: derived(
        "F.real2", REAL_LEMMA, lines(table=[L9.TABLE[0], L9.TABLE[0], *L9.TABLE[2:]])
    ),
    "Ent > 0 at every A dropped": lambda: derived(
        "F.always", Sequences("integer", (), ((ENT, 0),), (ASY, sp.oo)), lines()
    ),
    "Ent -> 0 dropped": lambda: derived("F.tends", Sequences("integer", POS, (), (ASY, sp.oo)), lines()),
    "a finite limit for a lower bound": lambda: derived(
        "F.lowerbound",
        L9.along_sequences((ASY, 0)),
        lines(limit=claim(Limit, "F.l0", expr=(1 - p) / p, var=p, to=1, value=0, domain=Domain((p,), (p < 1,), ""))),
    ),
    "the limit at the wrong point": lambda: derived(
        "F.point",
        L9.along_sequences((ASY, sp.oo)),
        lines(limit=claim(Limit, "F.l1", expr=1 / p, var=p, to=0, value=sp.oo, domain=Domain((p,), (p < 1,), ""))),
    ),
    "phi not positive below z0": lambda: derived(
        "F.phi",
        L9.along_sequences((ASY, sp.oo)),
        lines(
            decreasing=claim(
                Relation,
                "F.d",
                relation=[sp.Ge(-z, -w, evaluate=False), sp.Gt(1 - w, 0, evaluate=False)],
                domain=Domain((z, w), (z <= w, w < 1), ""),
            )
        ),
    ),
    "a limit whose domain misses the left of z0": lambda: derived(
        "F.side",
        L9.along_sequences((ASY, sp.oo)),
        lines(
            limit=claim(
                Limit, "F.l2", expr=(2 * p - 1) / (p - 1), var=p, to=1, value=sp.oo, domain=Domain((p,), (p > 1,), "")
            )
        ),
    ),
    "largest-pair citing another claim": lambda: derived(
        "F.cite", L9.L9_0.formula, lines(table=[*L9.TABLE[:3], Fact("largest-pair", (L9.GAP,)), L9.TABLE[4]])
    ),
    "min-entropy citing another claim": lambda: derived(
        "F.cite2", L9.L9_0.formula, lines(table=[*L9.TABLE[:4], Fact("min-entropy", (L9.GAP,))])
    ),
    "an unknown fact": lambda: derived("F.fact", Matrices("real", (), sp.Ge(ASY, MAX)), [Fact("asy-beats-max")]),
    "a matrix fact read as a fact about all reals": lambda: derived(
        "F.reals", Reals(POS, sp.Gt(REST, 0)), [Fact("single-entry")]
    ),
    "a matrix fact turned into Reals by Apply": lambda: derived(
        "F.apply", Reals(POS, sp.Gt(REST, 0)), [Fact("single-entry"), Apply(1, (), POS)]
    ),
    "an integer fact stated for real entries": lambda: derived(
        "F.int", Matrices("real", (), sp.Or(sp.Eq(REST, 0), REST >= 1)), [Fact("integer")]
    ),
    "a pair functional along a sequence": lambda: derived(
        "F.pair",
        L9.along_sequences((CIJ, sp.oo)),
        lines(upper=sp.Ge(CIJ, (2 * P - 1) / (1 - P), evaluate=False), value=CIJ),
    ),
    "Asy >= |C_ij - C_ji| doubled": lambda: derived(
        "F.s4",
        Matrices("real", (), sp.Ge(ASY, 2 * sp.Abs(CIJ - CJI))),
        [Fact("frobenius"), Close(sp.Ge(ASY, 2 * sp.Abs(CIJ - CJI)), (), (1,))],
    ),
    "a chain of matrix facts read over the reals": lambda: derived(
        "F.chain",
        Reals((), sp.Ge(ASY, -REST)),
        [Fact("order"), Fact("largest-pair", (L9.ASY_PAIR,)), Close(sp.Ge(MAX - REST, -REST), (), (1,)), Chain(2, 3)],
    ),
}


@pytest.mark.parametrize("label", sorted(FALSE))
def test_false_statement_is_never_proved(label):
    try:
        c = FALSE[label]()
    except (ValueError, TypeError):
        return
    assert not proved(c), f"{label}: PROVED"


def test_the_real_entry_family_still_refutes_the_real_variant():
    assert verify(next(c for c in L9.CLAIMS if c.id == "DT2019-L9.0.reals")).status is Status.REFUTED


@pytest.mark.parametrize("cid", ["DT2019-L9.0", "DT2019-L9.S4", "DT2019-L9.S1.corrected", "DT2019-L9.C"])
def test_true_controls_are_proved(cid):
    assert verify(next(c for c in L9.CLAIMS if c.id == cid)).status is Status.PROVED


def test_bad_entries_are_refused():
    with pytest.raises(ValueError, match="entries"):
        Matrices("rational", (), sp.Gt(ASY, 0))
