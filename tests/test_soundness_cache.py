"""Soundness corpus, classes "cache" (issue 31, 3-5): a cached verdict is only ever the verdict of the same claim.

The verdict cache (:mod:`kappamcc.engine.cache`) stores the verdicts of registered claims.  A claim must
never report another claim's verdict: not when two IDs differ only in characters a file name
cannot hold (``X_A`` and ``X A``, ``X/B`` and ``X:B``), not when one ID is reused for other
content (a claims file edited, a JSON input changed), and not when a claims file mutates a
registry claim past its seal.  Each case verifies a first claim (its verdict stored), then a
second, registered claim that is different; the second must get its own verdict, which is
computed once uncached for comparison.
"""

from __future__ import annotations

import json

import pytest
import sympy as sp

from kappamcc.engine import cache
from kappamcc.model.claims import Domain, Source, Status, Verdict
from kappamcc.model.derivations import Cite, Close, Reals
from kappamcc.engine.verify import forget, remember, verify
from kappamcc.model.family import Family
from kappamcc.model.kinds import AllOf, Derived, ForEachSize, Limit, Monotone, Relation

SRC = Source("soundness corpus", "cache")
x = sp.Symbol("x", real=True)
OVER_1 = Domain((x,), (x > 1,), "x > 1")


def true_claim(cid):
    return Relation(cid, "x^2 + 1 >= 2x", SRC, relation=[sp.Ge(x**2 + 1, 2 * x)], expected="PROVED")


def false_claim(cid):
    return Relation(cid, "x^2 >= 2x", SRC, relation=[sp.Ge(x**2, 2 * x)], expected="REFUTED")


def over_1(cid, bound):
    return Relation(
        cid,
        f"x > {bound} for x > 1",
        SRC,
        relation=[sp.Gt(x, bound)],
        domain=OVER_1,
        expected="PROVED" if bound <= 1 else "REFUTED",
    )


# (label, first claim, second claim): the second is verified after the first, both registered
PAIRS = [
    ("underscore and space", lambda: true_claim("X_A"), lambda: false_claim("X A")),
    ("space and underscore", lambda: false_claim("Y A"), lambda: true_claim("Y_A")),
    ("slash and colon", lambda: true_claim("X/B"), lambda: false_claim("X:B")),
    ("star and question mark", lambda: false_claim("Z*"), lambda: true_claim("Z?")),
    ("a tab and a space", lambda: true_claim("T\tA"), lambda: false_claim("T A")),
    ("a trailing space", lambda: true_claim("W.1"), lambda: false_claim("W.1 ")),
    ("the same ID, the statement edited", lambda: true_claim("SAME-1"), lambda: false_claim("SAME-1")),
    (
        "the same ID, the domain edited (an input file changed)",
        lambda: over_1("SAME-2", 1),
        lambda: over_1("SAME-2", 2),
    ),
    (
        "the same ID, the domain widened",
        lambda: over_1("SAME-3", 1),
        lambda: Relation(
            "SAME-3", "x > 1", SRC, relation=[sp.Gt(x, 1)], domain=Domain((x,), (x > 0,)), expected="REFUTED"
        ),
    ),
    (
        "a claim mutated past its seal, then the clean claim",
        lambda: _mutated("POISON-1"),
        lambda: false_claim("POISON-1"),
    ),
    (
        "the same ID, another kind",
        lambda: true_claim("KIND-1"),
        lambda: Derived(
            "KIND-1",
            "x >= x + 1",
            SRC,
            formula=Reals((), sp.Ge(x, x + 1)),
            lines=[Close(sp.Ge(x, x + 1), (), ())],
            expected="OPEN",
        ),
    ),
    (
        "a derivation citing a claim whose ID collides",
        lambda: true_claim("CITE_A"),
        lambda: Derived(
            "CITE-D",
            "x^2 >= 2x",
            SRC,
            formula=Reals((), sp.Ge(x**2, 2 * x)),
            lines=[Cite(false_claim("CITE A")), Close(sp.Ge(x**2, 2 * x), (), (1,))],
            expected="OPEN",
        ),
    ),
]


# class 4: a claims module's inputs (a JSON file, a table) changed under the same ID: the claim
# built from the new input is other content, and gets its own verdict
def _from_input(cid, **given):
    data = {
        "coefficient": 1,
        "bound": 1,
        "power": 2,
        "value": 0,
        "low": 1,
        "direction": "increasing",
        "matrix": [[1, 1], [0, 1]],
        "relation": ">=",
        **given,
    }
    if "limit" in given:
        return Limit(
            cid,
            "1/x^p -> value",
            SRC,
            expr=1 / x ** data["power"],
            var=x,
            to=sp.oo,
            value=data["value"],
            domain=OVER_1,
            expected="PROVED",
        )
    if "monotone" in given:
        return Monotone(
            cid,
            "x^p monotone",
            SRC,
            expr=x ** data["power"],
            var=x,
            over=sp.Interval(data["low"], 2),
            direction=data["direction"],
            expected="PROVED",
        )
    if "family" in given:
        F = Family("F", sp.Matrix(data["matrix"]), Domain())
        return Relation(
            cid,
            "kappa of F >= 1/3",
            SRC,
            relation=[sp.Ge(F.kappa, sp.Rational(1, 3), evaluate=False)],
            expected="PROVED",
        )
    op = {">=": sp.Ge, "<=": sp.Le}[data["relation"]]
    return Relation(
        cid,
        "c x^p (rel) bound on x > 1",
        SRC,
        relation=[op(data["coefficient"] * x ** data["power"], data["bound"], evaluate=False)],
        domain=OVER_1,
        expected="PROVED",
    )


INPUTS = [
    ("a coefficient", dict(), dict(coefficient=-1)),
    ("a bound", dict(bound=1), dict(bound=5)),
    ("a power", dict(power=2), dict(power=-2)),
    ("a relation's direction", dict(relation=">="), dict(relation="<=")),
    ("a limit's value", dict(limit=True, value=0), dict(limit=True, value=1)),
    ("a limit's power", dict(limit=True, power=2), dict(limit=True, power=-2)),
    ("a monotonicity's direction", dict(monotone=True), dict(monotone=True, direction="decreasing")),
    ("a monotonicity's range", dict(monotone=True, power=2, low=1), dict(monotone=True, power=2, low=-1)),
    ("a family's entry", dict(family=True), dict(family=True, matrix=[[1, 5], [5, 1]])),
    ("a family's size", dict(family=True), dict(family=True, matrix=[[1, 0, 0], [0, 1, 9], [9, 0, 1]])),
]


@pytest.mark.parametrize("before, after", [pytest.param(b, a, id=label) for label, b, a in INPUTS])
def test_a_claim_rebuilt_from_a_changed_input_never_reuses_the_old_verdict(own_cache, before, after):
    own = verify(_from_input("IN-1", **after), fresh=True).status
    first = _registered(_from_input("IN-1", **before))
    verify(first)
    forget(first)
    assert verify(_registered(_from_input("IN-1", **after))).status is own


# class 5: a claims file mutates a registry claim past its seal; the verdict stored for the
# mutated claim is never read back for the claim as the suite builds it
def _clean(cid):
    return Relation(cid, "x^2 >= 2x on x > 1", SRC, relation=[sp.Ge(x**2, 2 * x)], domain=OVER_1, expected="REFUTED")


MUTATIONS = [
    ("its relation", "links", lambda c: (sp.Ge(x**2 + 1, 2 * x),)),
    ("its domain", "domain", lambda c: Domain((x,), (x >= 2,))),
    ("its domain's constraints", "domain", lambda c: Domain((x,), (x > 1, x >= 3))),
    ("its statement and relation", "links", lambda c: (sp.Ge(x**3, x),)),
    ("a correction added", "correction", lambda c: _clean(c.id + ".c")),
    ("its kind's symbol", "links", lambda c: (sp.Ge(sp.Symbol("x", positive=True) ** 2, 0),)),
    ("an equation for an inequality", "links", lambda c: (sp.Eq(x, x, evaluate=False),)),
    ("a weakened relation", "links", lambda c: (sp.Ge(x**2, x),)),
    ("a narrower domain, text kept", "domain", lambda c: Domain((x,), (x > 2,), "x > 1")),
    ("a relation over a new symbol", "links", lambda c: (sp.Ge(x**2 + sp.Symbol("y", real=True) ** 2, 0),)),
]


@pytest.mark.parametrize("field, value", [pytest.param(f, v, id=label) for label, f, v in MUTATIONS])
def test_a_claim_mutated_past_its_seal_never_poisons_the_clean_claims_verdict(own_cache, field, value):
    own = verify(_clean("MUT-1"), fresh=True).status
    poisoned = _registered(_clean("MUT-1"))
    object.__setattr__(poisoned, field, value(poisoned))
    verify(poisoned)
    forget(poisoned)
    assert verify(_registered(_clean("MUT-1"))).status is own


def _mutated(cid):
    """A false claim whose relation a claims file replaced by a true one, past the seal."""
    c = false_claim(cid)
    object.__setattr__(c, "links", (sp.Ge(x**2 + 1, 2 * x),))
    return c


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path / "cache"))  # the data files the cases read lie beside it
    monkeypatch.setenv("KAPPAMCC_CACHE", "readwrite")
    monkeypatch.setattr(cache, "_BY_HAND", [])  # a process where no verdict was set by hand
    monkeypatch.setattr(cache, "_ZONE", [""])  # and no user code is loaded


def _registered(claim):
    claim.module = "soundness_corpus_cache"
    return claim


@pytest.mark.parametrize("first, second", [pytest.param(f, s, id=label) for label, f, s in PAIRS])
def test_a_claim_never_reports_the_cached_verdict_of_another(own_cache, first, second):
    own = verify(second(), fresh=True).status  # unregistered: never stored, never read
    a = _registered(first())
    verify(a)
    forget(a)
    b = _registered(second())
    for cited in getattr(b, "lines", ()):
        if isinstance(cited, Cite):
            _registered(cited.claim)
    assert verify(b).status is own


def test_a_registered_claim_reads_its_own_cached_verdict_back(own_cache):
    a = _registered(false_claim("BACK-1"))
    stored = verify(a)
    forget(a)
    again = _registered(false_claim("BACK-1"))
    assert cache.load(again) is not None and verify(again).counterexample == stored.counterexample


def test_the_cache_file_names_of_ids_that_sanitise_alike_differ():
    names = {cache.file_name(i) for i in ("X_A", "X A", "X/B", "X:B", "X_B", "x_a")}
    assert len(names) == 6


# class 4, continued (found by an independent attack): what a claim's code reads when it is decided
def _reads_file(cid, path, at_import=None):
    def check(N):
        return N <= json.loads(path.read_text())["max_n"], "read at decision time"

    return ForEachSize(cid, "N <= max_n for N = 2, 3, 4", SRC, sizes=[2, 3, 4], check=check, expected="OPEN")


TABLE = {"max_n": 4}


def _reads_global(cid):
    def check(N):
        return N <= TABLE["max_n"], "a module-level table"

    return ForEachSize(
        cid, "N <= the table's max_n for N = 2, 3, 4", SRC, sizes=[2, 3, 4], check=check, expected="OPEN"
    )


@pytest.mark.parametrize("how", ["json.loads(read_text())", "open()", "a part of a conjunction"])
def test_a_users_claim_whose_code_reads_a_file_is_decided_again_once_the_file_changes(own_cache, tmp_path, how):
    path = tmp_path / "data.json"
    path.write_text('{"max_n": 4}')

    def build():
        c = _reads_file("FILE-1", path)
        if how == "open()":

            def check(N):
                with open(path) as f:
                    return N <= json.load(f)["max_n"], "opened"

            c = ForEachSize("FILE-1", "N <= max_n", SRC, sizes=[2, 3, 4], check=check, expected="OPEN")
        if how == "a part of a conjunction":
            c = AllOf("FILE-1", "both", SRC, parts=[_reads_file("FILE-1.part", path)], expected="OPEN")
            cache.add_source("FILE-1.part", "a claims file")
            c.parts[0].module = "soundness_corpus_cache"
        cache.add_source("FILE-1", "a claims file")
        return _registered(c)

    first = build()
    assert verify(first).status is Status.PROVED
    path.write_text('{"max_n": 3}')
    forget(first)
    for part in getattr(first, "parts", ()):
        forget(part)
    assert verify(build()).status is Status.REFUTED


def test_a_users_check_that_reads_a_module_level_table_is_decided_again_once_the_table_changes(own_cache, monkeypatch):
    cache.add_source("TABLE-1", "a claims file")
    assert verify(_registered(_reads_global("TABLE-1"))).status is Status.PROVED
    monkeypatch.setitem(TABLE, "max_n", 3)
    assert verify(_registered(_reads_global("TABLE-1"))).status is Status.REFUTED


# class 5, continued (found by an independent attack): a claims file changes an object the suite's
# claims are built on, or sets a verdict by hand; nothing computed then is stored for the suite
def test_a_verdict_set_by_hand_never_reaches_the_stored_verdict_of_a_claim_built_on_it(own_cache, monkeypatch):
    part = _registered(_clean("HAND-1.part"))
    whole = _registered(AllOf("HAND-1", "the part", SRC, parts=[part], expected="OPEN"))
    remember(part, Verdict(Status.PROVED, "stand-in", "set by hand"))
    assert verify(whole).status is Status.PROVED  # this process's own doing
    monkeypatch.setattr(cache, "_BY_HAND", [])  # a clean process, the same cache
    clean_part = _registered(_clean("HAND-1.part"))
    clean = _registered(AllOf("HAND-1", "the part", SRC, parts=[clean_part], expected="OPEN"))
    assert verify(clean).status is Status.REFUTED


def test_a_memoised_metric_changed_by_a_claims_file_never_reaches_the_stored_verdict(own_cache, monkeypatch):
    def build(fam):
        return _registered(
            Relation(
                "MEMO-1",
                "kappa of F >= 1/3",
                SRC,
                relation=[sp.Ge(fam.kappa, sp.Rational(1, 3), evaluate=False)],
                expected="OPEN",
            )
        )

    F = Family("F", sp.Matrix([[1, 1], [0, 1]]), Domain())
    own = verify(build(F), fresh=True).status
    forget(build(F))
    cache.set_zone("a claims file's code")  # what registry does when a claims file is loaded
    poisoned = Family("F", sp.Matrix([[1, 1], [0, 1]]), Domain())
    poisoned.__dict__["kappa"] = sp.Integer(1)  # the memoised metric replaced
    verify(build(poisoned))
    cache.set_zone("")  # a clean run: no claims file
    assert verify(build(Family("F", sp.Matrix([[1, 1], [0, 1]]), Domain()))).status is own


# found by a second independent attack: inputs no file digest follows, reads in a thread, a data
# file named like a module, one claims file poisoning another's verdicts, an edited index
def _check_claim(cid, check):
    cache.add_source(cid, "a claims file")
    return _registered(
        ForEachSize(cid, "N <= max_n for N = 2, 3, 4", SRC, sizes=[2, 3, 4], check=check, expected="OPEN")
    )


@pytest.mark.subprocess  # a fresh Python process: .ci/run runs it (pytest -m subprocess)
def test_a_verdict_computed_through_a_subprocess_is_never_stored(own_cache):
    import subprocess
    import sys

    def check(N):
        out = subprocess.run([sys.executable, "-c", "print(4)"], capture_output=True, text=True).stdout
        return N <= int(out), "a subprocess"

    c = _check_claim("SUB-1", check)
    assert verify(c).status is Status.PROVED and cache.load(c) is None


def test_a_verdict_computed_from_a_folder_listing_is_decided_again_once_the_folder_changes(own_cache, tmp_path):
    import os

    folder = tmp_path / "items"
    folder.mkdir()
    for k in range(4):
        (folder / f"{k}").write_text("")

    def build():
        return _check_claim("DIR-1", lambda N: (N <= len(os.listdir(folder)), "a folder's size"))

    first = build()
    assert verify(first).status is Status.PROVED
    (folder / "0").unlink()
    forget(first)
    assert verify(build()).status is Status.REFUTED


@pytest.mark.parametrize("name", ["data.json", "cfg.py"])
def test_a_file_read_in_a_thread_or_named_like_a_module_is_an_input(own_cache, tmp_path, name):
    import threading

    path = tmp_path / name
    path.write_text('{"max_n": 4}')

    def check(N):
        box = []
        worker = threading.Thread(target=lambda: box.append(json.loads(path.read_text())["max_n"]))
        worker.start()
        worker.join()
        return N <= box[0], "read in a thread"

    def build():
        return _check_claim("THREAD-1", check)

    first = build()
    assert verify(first).status is Status.PROVED
    path.write_text('{"max_n": 3}')
    forget(first)
    assert verify(build()).status is Status.REFUTED


def test_a_verdict_stored_with_one_claims_file_loaded_is_not_read_back_without_it(own_cache):
    c = _registered(_clean("ZONE-1"))
    cache.set_zone("poison.py and mine.py")
    poisoned = verify(c)
    forget(c)
    cache.set_zone("mine.py")
    assert cache.load(_registered(_clean("ZONE-1"))) is None
    cache.set_zone("poison.py and mine.py")
    assert cache.load(_registered(_clean("ZONE-1"))).status is poisoned.status


# found by a third independent attack: a file whose existence decides a verdict, and a user's
# class whose attribute a file sets at import
def test_a_file_whose_existence_decides_a_verdict_is_an_input(own_cache, tmp_path):
    override = tmp_path / "override.json"

    def check(N):
        return N <= (json.loads(override.read_text())["max_n"] if override.exists() else 4), "an optional file"

    def build():
        return _check_claim("EXISTS-1", check)

    first = build()
    assert verify(first).status is Status.PROVED
    override.write_text('{"max_n": 3}')
    forget(first)
    assert verify(build()).status is Status.REFUTED


class _Settings:
    max_n = 4


def test_a_users_class_attribute_is_part_of_the_content_of_a_check_that_reads_it(own_cache, monkeypatch):
    def check(N):
        return N <= _Settings.max_n, "a class attribute"

    assert verify(_check_claim("CLASS-1", check)).status is Status.PROVED
    monkeypatch.setattr(_Settings, "max_n", 3)
    assert verify(_check_claim("CLASS-1", check)).status is Status.REFUTED


def test_an_environment_variable_a_verdict_depends_on_is_an_input(own_cache, monkeypatch):
    import os

    monkeypatch.setenv("MY_CLAIMS_MAX_N", "4")

    def check(N):
        return N <= int(os.environ["MY_CLAIMS_MAX_N"]), "an environment variable"

    first = _check_claim("ENV-1", check)
    assert verify(first).status is Status.PROVED
    monkeypatch.setenv("MY_CLAIMS_MAX_N", "3")
    forget(first)
    assert verify(_check_claim("ENV-1", check)).status is Status.REFUTED


def test_the_engine_key_changes_with_the_version_of_python_flint(monkeypatch):
    """FLINT decides signs and rational identities: another version must not read old verdicts."""
    import flint
    from kappamcc.engine.cache import engine_key

    engine_key.cache_clear()
    before = engine_key()
    monkeypatch.setattr(flint, "__version__", flint.__version__ + ".other")
    engine_key.cache_clear()
    try:
        assert engine_key() != before
    finally:
        monkeypatch.undo()
        engine_key.cache_clear()
