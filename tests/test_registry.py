"""The registry takes claims from outside the repository (a claims file or folder, the
environment variable, an installed package's entry point), with any ID prefix; whatever
goes wrong while collecting them is one line naming the place, and exit status 2.
The verdict cache keys a user's claim by its own source too, and prunes old folders."""

import os
import subprocess
import sys
import textwrap
import time
from importlib.metadata import entry_points, EntryPoint, PackageNotFoundError, distribution

import pytest
import sympy as sp

from kappamcc.engine import cache

from kappamcc.catalogue import registry
from kappamcc.cli import main
from kappamcc.model.claims import Source, Status, Verdict
from kappamcc.model.kinds import Relation, eq

CLAIMS_FILE = """
    import sympy as sp
    from kappamcc.model.claims import Domain, Source, Status
    from kappamcc.model.kinds import Relation, eq
    x = sp.Symbol("x", positive=True)
    CLAIMS = [Relation("{id}", "x/x = 1", Source("my notes", "p1"), relation=eq(x / x, 1), expected=Status.{expected},
                       domain=Domain((x,), (x > 0,), "x > 0"))]
"""


def _claims_file(folder, name="my_claims.py", id="my own claim 1", expected="PROVED", text=CLAIMS_FILE):
    path = folder / name
    path.write_text(textwrap.dedent(text.format(id=id, expected=expected)))
    return path


@pytest.fixture
def own_registry():
    """The registry as it was before the test: the claims paths the test adds are dropped
    (collecting again is cheap: the suite's modules stay imported)."""
    before, zone = registry._extra_paths, cache._ZONE[0]
    registry._load.cache_clear()
    yield
    registry._extra_paths = before
    registry._load.cache_clear()
    # the verdicts this worker computes next, of the claims it collected, are stored under their
    # registry's zone, not the test's claims files' (others would never read them)
    cache.set_zone(zone)


def _bad(capsys, argv, *words):
    status = main(argv)
    out, err = capsys.readouterr()
    assert status == 2 and out == "", (status, out, err)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    for word in words:
        assert word in err, (word, err)


def test_a_claims_file_with_any_id_prefix_joins_the_report_and_show(capsys, tmp_path, own_registry):
    path = _claims_file(tmp_path)
    assert main(["--claims", str(path), "--only", "my own", "--format", "json"]) == 0
    assert '"id": "my own claim 1"' in capsys.readouterr().out
    assert main(["show", "my own claim 1"]) == 0  # --claims stays for the process
    out = capsys.readouterr().out
    assert "verdict:        PROVED" in out and str(path) in "".join(out.split())  # the path may wrap


CORRECTED_FILE = """
    import sympy as sp
    from kappamcc.model.claims import Domain, Origin, Source, Status
    from kappamcc.model.kinds import Relation
    x = sp.Symbol("x", real=True)
    fixed = Relation("MY-2.corrected", "x^2 >= 0", Source("my notes", "p2"), relation=sp.Ge(x**2, 0, evaluate=False),
                     expected=Status.PROVED, origin=Origin.SUITE)
    CLAIMS = [Relation("MY-2", "x^2 > 0", Source("my notes", "p2"), relation=sp.Gt(x**2, 0, evaluate=False),
                       expected=Status.CORRECTED, correction=fixed)]
"""


def test_a_correction_not_listed_in_claims_is_registered_with_its_claim(capsys, tmp_path, own_registry):
    path = _claims_file(tmp_path, text=CORRECTED_FILE)
    assert main(["--claims", str(path), "--only", "MY-2", "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert '"id": "MY-2"' in out and '"id": "MY-2.corrected"' in out
    assert main(["show", "MY-2.corrected"]) == 0
    assert "verdict:        PROVED" in capsys.readouterr().out


PARTS_FILE = """
    import sympy as sp
    from kappamcc.model.claims import Domain, Source, Status
    from kappamcc.model.kinds import AllOf, Relation
    x = sp.Symbol("x", real=True)
    SRC = Source("my notes", "p1")
    A = Relation("MY-P.a", "x^2 >= 0", SRC, relation=sp.Ge(x ** 2, 0, evaluate=False), expected=Status.PROVED)
    B = Relation("MY-P.b", "x^2 + 1 > 0", SRC, relation=sp.Gt(x ** 2 + 1, 0, evaluate=False), expected=Status.PROVED)
    CLAIMS = [AllOf("MY-P", "both", SRC, parts=[A, B], expected=Status.PROVED)]
"""


def test_the_parts_of_a_conjunction_not_listed_in_claims_are_registered_with_it(capsys, tmp_path, own_registry):
    path = _claims_file(tmp_path, text=PARTS_FILE)
    assert main(["show", "MY-P.b", "--claims", str(path)]) == 0
    assert "verdict:        PROVED" in capsys.readouterr().out


def test_a_claims_folder_loads_every_file_and_a_file_may_import_its_neighbour(tmp_path, own_registry):
    (tmp_path / "helper.py").write_text("ID = 'FOLDER-1'\n")  # no CLAIMS: a helper, not an error
    _claims_file(
        tmp_path, text=CLAIMS_FILE.replace('"{id}"', "helper.ID").replace("import sympy", "import helper, sympy")
    )
    registry.use_claims([tmp_path])
    assert "FOLDER-1" in {c.id for c in registry.all_claims()}


def test_the_environment_variable_names_claims_files(tmp_path, monkeypatch, own_registry):
    monkeypatch.setenv("KAPPAMCC_CLAIMS", str(_claims_file(tmp_path, id="ENV-1")))
    assert registry.claim("ENV-1").statement == "x/x = 1"


def test_an_installed_package_entry_point_adds_its_module_claims(tmp_path, monkeypatch, own_registry):
    _claims_file(tmp_path, name="entry_point_claims.py", id="EP-1")
    monkeypatch.syspath_prepend(str(tmp_path))
    point = EntryPoint("mine", "entry_point_claims", registry.ENTRY_POINT_GROUP)
    installed = list(registry.entry_points(group=registry.ENTRY_POINT_GROUP))
    monkeypatch.setattr(registry, "entry_points", lambda group: installed + [point])
    assert registry.claim("EP-1").module == "entry_point_claims"
    assert "entry point mine" in registry.where(registry.claim("EP-1"))


def test_the_suites_own_claims_come_through_its_entry_point_as_an_installed_packages_do():
    (point,) = [ep for ep in entry_points(group=registry.ENTRY_POINT_GROUP) if ep.dist.name == "kappa-mcc-proofs"]
    assert point.value == registry.SUITE_PACKAGE == "kappamcc.proofs"
    assert registry.claim("DT2019-P8.1").module.startswith(point.value + ".")


def test_without_the_suites_entry_point_the_registry_says_to_reinstall(monkeypatch, own_registry):
    others = [
        ep for ep in registry.entry_points(group=registry.ENTRY_POINT_GROUP) if ep.value != registry.SUITE_PACKAGE
    ]
    monkeypatch.setattr(registry, "entry_points", lambda group: others)
    with pytest.raises(registry.RegistryError, match=r"not registered.*pip install -e \."):
        registry.all_claims()


def test_the_example_package_is_registered_once_installed():
    try:
        distribution("kappamcc-example-claims")
    except PackageNotFoundError:
        pytest.skip("examples/kappamcc-example-claims is not installed (the README's set-up installs it)")
    ids = {c.id for c in registry.all_claims()}
    assert {"EXA-D1", "EXA-D4", "EXA-D5"} <= ids
    assert registry.claim("EXA-D5").expected == Status.OPEN


def test_an_id_defined_twice_names_both_places_and_exits_2(capsys, tmp_path, own_registry):
    path = _claims_file(tmp_path, id="DT2019-E7.1")
    _bad(
        capsys, ["--claims", str(path)], "DT2019-E7.1 is defined twice", "kappamcc.proofs.delgado_tibau_2019", str(path)
    )


def test_a_non_claim_in_claims_exits_2_naming_its_position(capsys, tmp_path, own_registry):
    path = tmp_path / "not_claims.py"
    path.write_text("CLAIMS = ['DT2019-E7.1 is true']\n")
    _bad(capsys, ["--claims", str(path)], str(path), "CLAIMS[0]", "not a claim")


def test_a_claims_file_that_does_not_import_exits_2_naming_the_error(capsys, tmp_path, own_registry):
    path = tmp_path / "broken.py"
    path.write_text("import no_such_module_anywhere\nCLAIMS = []\n")
    _bad(
        capsys,
        ["show", "DT2019-E7.1", "--claims", str(path)],
        str(path),
        "cannot import it",
        "No module named 'no_such_module_anywhere'",
    )


def test_a_missing_claims_path_or_a_file_without_claims_exits_2(capsys, tmp_path, own_registry):
    _bad(capsys, ["--claims", str(tmp_path / "nowhere.py")], "nowhere.py", "no such file or folder")
    (tmp_path / "empty.py").write_text("X = 1\n")
    _bad(capsys, ["--claims", str(tmp_path / "empty.py")], "defines no CLAIMS")


def test_ids_sort_in_natural_order():
    ids = ["DT2019-E7.10", "DT2019-E7.3.b", "DT2019-E7.3", "DT2019-E7.3.a", "BD2008-E4", "DT2019-E7.4"]
    assert sorted(ids, key=registry.id_sort_key) == [
        "BD2008-E4",
        "DT2019-E7.3",
        "DT2019-E7.3.a",
        "DT2019-E7.3.b",
        "DT2019-E7.4",
        "DT2019-E7.10",
    ]


# --- the verdict cache -----------------------------------------------------------------------


def test_a_cached_verdict_of_a_users_claim_is_stale_once_its_source_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KAPPAMCC_CACHE", "readwrite")
    monkeypatch.setattr(cache, "_SOURCES", {})
    mine = Relation(
        "MINE-1", "x = x", Source("mine", "p1"), relation=eq(sp.Symbol("x"), sp.Symbol("x")), expected="PROVED"
    )
    cache.add_source("MINE-1", "digest-a")
    cache.store(mine, Verdict(Status.PROVED, "rational normal form", "cancels"))
    assert cache.load(mine).status == Status.PROVED
    cache.add_source("MINE-1", "digest-b")  # the claims file was edited
    assert cache.load(mine) is None


def test_pruning_keeps_the_current_the_most_recent_and_recently_written_key_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path))

    def folder(name, days_old):
        (tmp_path / name).mkdir()
        stamp = time.time() - days_old * 86400
        os.utime(tmp_path / name, (stamp, stamp))

    for name, days_old in {"a" * 20: 2, "b" * 20: 3, "c" * 20: 4}.items():
        folder(name, days_old)
    (tmp_path / cache.engine_key()).mkdir()
    (tmp_path / "notes").mkdir()  # not a key's folder: never touched
    cache.prune()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([cache.engine_key(), "a" * 20, "notes"])
    folder("d" * 20, 0.5)  # written today: another checkout sharing the directory may be using it
    folder("e" * 20, 0.2)
    cache.prune()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([cache.engine_key(), "d" * 20, "e" * 20, "notes"])


def test_the_test_configuration_names_the_registrys_environment_variable():
    from kappamcc.testing.pytest_plugin import CLAIMS_ENV
    from kappamcc.catalogue.registry import ENV_VARIABLE

    assert CLAIMS_ENV == ENV_VARIABLE


# --- the index of IDs to modules (look-ups import only what they need) ------------------------

LOOKUP = """
import sys
from kappamcc.present.report import find_claims
found = find_claims("DT2019-E7.3.b")
print(found[0].id, found[0].expected)
print(" ".join(sorted(m for m in sys.modules if m.startswith("kappamcc.proofs."))))
"""


@pytest.mark.subprocess  # a fresh process, to see what it imports: .ci/run runs it (pytest -m subprocess)
def test_a_look_up_with_the_index_imports_only_the_module_that_defines_the_claim(tmp_path):
    env = {**os.environ, "KAPPAMCC_CACHE_DIR": str(tmp_path), "KAPPAMCC_CACHE": "readwrite"}
    env.pop("KAPPAMCC_CLAIMS", None)
    subprocess.run(
        [sys.executable, "-c", "from kappamcc.catalogue import registry; registry.all_claims()"],
        env=env,
        check=True,
        timeout=300,
    )
    run = subprocess.run([sys.executable, "-c", LOOKUP], env=env, capture_output=True, text=True, timeout=300)
    found, modules = run.stdout.splitlines()
    assert found == "DT2019-E7.3.b CORRECTED"
    assert "kappamcc.proofs.delgado_tibau_2019.eq_7" in modules.split()
    assert "kappamcc.proofs.pycm.e_entropies" not in modules.split()


def test_the_index_is_not_used_once_an_installed_claims_package_changes(tmp_path, monkeypatch, own_registry):
    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KAPPAMCC_CACHE", "readwrite")
    registry.all_claims()
    assert registry._read_index() is not None
    monkeypatch.setattr(registry, "_installed_stamp", lambda: [["example", "pkg.claims", "another digest"]])
    assert registry._read_index() is None


def test_the_index_is_not_used_with_claims_files(tmp_path, monkeypatch, own_registry):
    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KAPPAMCC_CACHE", "readwrite")
    registry.all_claims()
    registry.use_claims([_claims_file(tmp_path, id="IDX-1")])
    assert registry._read_index() is None and "IDX-1" in registry.claim_ids()


def test_an_index_edited_by_hand_is_not_read(tmp_path, monkeypatch, own_registry):
    import json

    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KAPPAMCC_CACHE", "readwrite")
    registry.all_claims()
    record = json.loads(registry._index_file().read_text())
    record["modules"] = record["modules"][1:]  # a module's entry deleted
    registry._index_file().write_text(json.dumps(record))
    registry._load.cache_clear()
    assert registry._read_index() is None
    assert "DT2019-E7.3.b" in registry.claim_ids()


SHARED_HELPER = "import json, pathlib\nTABLE = json.loads((pathlib.Path(__file__).parent / 'data.json').read_text())\n"
USES_HELPER = """
import helper_shared
from kappamcc.model.claims import Source, Status
from kappamcc.model.kinds import ForEachSize
CLAIMS = [ForEachSize("{id}", "N <= max_n for N = 2, 3, 4", Source("mine", "p1"), sizes=[2, 3, 4],
                      check=lambda N: (N <= helper_shared.TABLE["max_n"], "the shared table"),
                      expected=Status.OPEN)]
"""


def test_a_data_file_a_shared_helper_reads_binds_every_claims_module_of_the_folder(tmp_path, monkeypatch, own_registry):
    import sys
    from kappamcc.engine.verify import verify

    monkeypatch.setenv("KAPPAMCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("KAPPAMCC_CACHE", "readwrite")
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "helper_shared.py").write_text(SHARED_HELPER)
    (folder / "data.json").write_text('{"max_n": 4}')
    (folder / "a.py").write_text(textwrap.dedent(USES_HELPER).format(id="SH-A"))
    (folder / "b.py").write_text(textwrap.dedent(USES_HELPER).format(id="SH-B"))

    def fresh_process():  # a new run: the folder's modules imported again, the registry collected again
        for name in [m for m in sys.modules if m == "helper_shared" or m.startswith(registry._PATH_MODULE_PREFIX)]:
            del sys.modules[name]
        registry._READ_AT_IMPORT.clear()
        registry._extra_paths = ()
        registry._load.cache_clear()
        registry.use_claims([folder])
        return registry.claim("SH-B")

    assert verify(fresh_process()).status.value == "PROVED"
    (folder / "data.json").write_text('{"max_n": 3}')
    assert verify(fresh_process()).status.value == "REFUTED"
