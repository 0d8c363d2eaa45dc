"""``--dist loadgroup`` that works on every pytest: xdist groups without renaming tests.

pytest-xdist (3.8) tells its controller a test's ``xdist_group`` by appending ``@group`` to
the test's node id in the worker.  From pytest 9.2 on, node ids are structured and that
rename no longer takes effect (pytest-dev/pytest-xdist#1386, open): every test becomes a
work unit of its own, a claim's verdict test and its spot check land in different
workers, both workers answer the same Z3 questions of every proof module, and the controller
sends one message per test.  On this suite that cost 5-10 s of a 45-55 s run in .ci/run.

This plugin sends the groups by another channel: each worker writes {node id: group}
for its grouped tests to a file the controller named (in ``workerinput``), and the
controller's scheduler, xdist's own loadgroup scheduler, reads the group from there
(falling back to the ``@group`` suffix, which older pytest still carries).  It uses
xdist's public hooks (``pytest_configure_node``, ``pytest_xdist_make_scheduler``) and
overrides the one method xdist's loadgroup scheduler overrides, ``_split_scope``
(private: a test checks that xdist still calls it, and ``benchmarks/test_suite_timing.py``
shows whether the groups hold).  Without xdist, or with another ``--dist``, it does
nothing.  Once xdist passes groups on pytest 9.2, this module can go.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

import pytest

WORKERINPUT_KEY = "kappamcc_groups_dir"


def group_of(item) -> str | None:
    """The item's xdist group as xdist names it: its ``xdist_group`` names, sorted,
    joined by '_' (None for an item with no such mark)."""
    names = {str(m.args[0] if m.args else m.kwargs.get("name", "default")) for m in item.iter_markers("xdist_group")}
    return "_".join(sorted(names)) if names else None


def groups_file(directory, worker_id: str) -> Path:
    """The file a worker writes ('*' as the worker: the pattern of every worker's file)."""
    return Path(directory) / f"groups-{worker_id}.json"


def read_groups(directory) -> dict[str, str]:
    """{node id: group} as the first worker to finish its collection wrote it ({} if none
    did: every test is then scheduled as xdist's loadgroup would)."""
    for path in sorted(Path(directory).glob(groups_file(directory, "*").name)):
        try:
            return json.loads(path.read_text())
        except (OSError, ValueError):
            continue
    return {}


def _pending_count(open_units: dict[int, tuple], workload: dict[str, dict[str, bool]]) -> int:
    """The number of pending (False) tests in ``workload`` ({scope: {node id: done}}), as
    xdist's ``_pending_of`` counts them, from the units not yet seen finished.

    ``open_units`` remembers, per workload (by id; the workload is kept alive with its entry,
    so the id is never reused), how many of its units were seen and which of them still had
    a pending test.  Sound as long as a workload only gains units (at its end, never replacing
    one) and a test never goes back from done to pending, which is how xdist's loadscope
    scheduler uses them (a crashed worker's workload is dropped whole); a workload that shrank
    is counted afresh."""
    entry = open_units.get(id(workload))
    if entry is None or entry[0] is not workload or len(workload) < entry[1]:
        entry = open_units[id(workload)] = (workload, 0, {})
    _, seen, units = entry
    if len(workload) > seen:
        for scope in list(workload)[seen:]:
            units[scope] = workload[scope]
        open_units[id(workload)] = entry = (workload, len(workload), units)
    pending = 0
    for scope, unit in list(units.items()):
        n = list(unit.values()).count(False)
        if n:
            pending += n
        else:
            del units[scope]
    return pending


class GroupChannel:
    """Registered by conftest when xdist is present and ``--dist loadgroup`` is asked for."""

    def __init__(self):
        self.directory: str | None = None

    # --- controller -----------------------------------------------------------------

    def pytest_configure_node(self, node):
        if self.directory is None:
            self.directory = tempfile.mkdtemp(prefix="kappamcc-xdist-groups-")
        node.workerinput[WORKERINPUT_KEY] = self.directory

    def pytest_xdist_make_scheduler(self, config, log):
        from xdist.scheduler import LoadGroupScheduling

        channel = self

        class GroupsFromWorkers(LoadGroupScheduling):
            """xdist's loadgroup scheduler, the group read from the workers' files."""

            _groups: dict[str, str] | None = None

            def _split_scope(self, nodeid: str) -> str:
                # called only once every worker has reported its collection, after the
                # workers' pytest_collection_modifyitems wrote the files
                if self._groups is None:
                    self._groups = read_groups(channel.directory) if channel.directory else {}
                return self._groups.get(nodeid) or super()._split_scope(nodeid)

            def _pending_of(self, workload: dict[str, dict[str, bool]]) -> int:
                # xdist's counts every test of every unit ever sent to the worker, and it is
                # asked after each test: quadratic, about 3.5 s of the controller's CPU here.
                # A unit's tests only go from pending (False) to done (True) and a workload only
                # gains units, so a unit with none pending is never counted again.
                return _pending_count(self.__dict__.setdefault("_open_units", {}), workload)

        return GroupsFromWorkers(config, log)

    def pytest_unconfigure(self, config):
        if self.directory is not None:
            shutil.rmtree(self.directory, ignore_errors=True)

    # --- worker ---------------------------------------------------------------------

    @pytest.hookimpl(trylast=True)  # after xdist's own hook, which may rename the items
    def pytest_collection_modifyitems(self, config, items):
        workerinput = getattr(config, "workerinput", None)
        if not workerinput or WORKERINPUT_KEY not in workerinput:
            return
        groups = {item.nodeid: g for item in items if (g := group_of(item)) is not None}
        path = groups_file(workerinput[WORKERINPUT_KEY], workerinput["workerid"])
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(groups))
        temporary.replace(path)  # whole or absent, never half-written


def register(config) -> None:
    """Register the channel in a run that distributes tests by group: in the controller
    (``--dist loadgroup``) and in its workers (the controller named the directory)."""
    manager = config.pluginmanager
    if not (manager.hasplugin("xdist") or manager.hasplugin("xdist.plugin")):  # auto-loaded, or -p
        return
    controller = config.getoption("dist", None) == "loadgroup"
    worker = WORKERINPUT_KEY in getattr(config, "workerinput", {})
    if controller or worker:
        config.pluginmanager.register(GroupChannel(), "kappamcc-xdist-groups")
