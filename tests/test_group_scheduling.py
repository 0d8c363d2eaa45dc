"""The xdist groups reach the controller on every pytest (tests/group_scheduling.py): a worker
writes each grouped test's group, the scheduler reads it back, and tests without a group,
or without the file, are scheduled as xdist's own loadgroup would."""

import json
from types import SimpleNamespace

import pytest

import group_scheduling
from group_scheduling import GroupChannel, group_of, read_groups


class _Item:
    def __init__(self, nodeid, *groups):
        self.nodeid = nodeid
        self._marks = [pytest.mark.xdist_group(g).mark for g in groups]

    def iter_markers(self, name):
        return iter(self._marks) if name == "xdist_group" else iter(())


def _worker_config(directory, worker_id="gw0"):
    return SimpleNamespace(workerinput={group_scheduling.WORKERINPUT_KEY: str(directory), "workerid": worker_id})


def _scheduler(directory):
    pytest.importorskip("xdist")
    channel = GroupChannel()
    channel.directory = str(directory)
    config = SimpleNamespace(getvalue=lambda name: ["2*popen"] if name == "tx" else None)
    return channel.pytest_xdist_make_scheduler(config, None)


def test_an_item_is_in_the_group_its_marks_name_as_xdist_joins_them():
    assert group_of(_Item("t.py::a", "kappamcc.proofs.x")) == "kappamcc.proofs.x"
    assert group_of(_Item("t.py::b", "zeta", "alpha")) == "alpha_zeta"
    assert group_of(_Item("t.py::c")) is None


def test_a_worker_writes_the_groups_of_its_grouped_items_only(tmp_path):
    items = [_Item("t.py::a[P8]", "prop_8"), _Item("u.py::b[P8]", "prop_8"), _Item("t.py::loose")]
    GroupChannel().pytest_collection_modifyitems(_worker_config(tmp_path), items)
    assert read_groups(tmp_path) == {"t.py::a[P8]": "prop_8", "u.py::b[P8]": "prop_8"}
    assert not list(tmp_path.glob("*.tmp"))


def test_outside_a_distributed_run_the_worker_hook_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    GroupChannel().pytest_collection_modifyitems(SimpleNamespace(), [_Item("t.py::a", "g")])
    assert list(tmp_path.iterdir()) == []


def test_the_scheduler_puts_a_claims_tests_in_its_modules_group(tmp_path):
    (tmp_path / "groups-gw0.json").write_text(json.dumps({"t.py::a[P8]": "prop_8", "u.py::b[P8]": "prop_8"}))
    scheduler = _scheduler(tmp_path)
    assert scheduler._split_scope("t.py::a[P8]") == scheduler._split_scope("u.py::b[P8]") == "prop_8"
    assert scheduler._split_scope("t.py::loose") == "t.py::loose"  # no group: a unit of its own


def test_without_the_file_the_scheduler_reads_the_suffix_older_pytest_writes(tmp_path):
    scheduler = _scheduler(tmp_path)
    assert scheduler._split_scope("t.py::a[P8]@prop_8") == "prop_8"
    assert scheduler._split_scope("t.py::a[x@y]") == "t.py::a[x@y]"


def test_xdist_still_asks_the_method_the_scheduler_overrides_for_a_tests_scope():
    xdist_scheduler = pytest.importorskip("xdist.scheduler")
    import inspect

    source = inspect.getsource(xdist_scheduler.LoadScopeScheduling)
    assert "self._split_scope(" in source, "xdist no longer calls _split_scope: update tests/group_scheduling.py"


def test_xdist_still_asks_the_method_the_scheduler_overrides_for_a_workers_pending_count():
    xdist_scheduler = pytest.importorskip("xdist.scheduler")
    import inspect

    source = inspect.getsource(xdist_scheduler.LoadScopeScheduling)
    assert "def _pending_of(self, workload" in source and "self._pending_of(self.assigned_work[node])" in source, (
        "xdist no longer counts a worker's pending tests with _pending_of(workload): update tests/group_scheduling.py"
    )


def test_the_pending_count_is_xdists_as_units_are_added_and_tests_finish(tmp_path):
    xdist_scheduler = pytest.importorskip("xdist.scheduler")
    scheduler = _scheduler(tmp_path)
    xdists = xdist_scheduler.LoadScopeScheduling._pending_of
    workload = {}
    units = [{f"t{u}::{i}": False for i in range(u + 1)} for u in range(4)]
    for scope, unit in enumerate(units):
        workload[str(scope)] = unit
        assert scheduler._pending_of(workload) == xdists(scheduler, workload)
        for nodeid in unit:
            for earlier in units[: scope + 1]:
                if nodeid in earlier:
                    earlier[nodeid] = True
            assert scheduler._pending_of(workload) == xdists(scheduler, workload)
            assert scheduler._pending_of({}) == 0
    assert scheduler._pending_of(workload) == 0
    replaced = dict(workload, **{"0": {"t0::again": False}})  # another workload: counted afresh
    assert scheduler._pending_of(replaced) == 1
