"""A pytest plugin for tools/mutate.py: which lines of one rules package each test runs.

Loaded with `-p mutate_cover` (tools/ on PYTHONPATH) on the unmutated copy, once per package.
It writes MUTATE_COVER_OUT: {"tests": [node ids], "lines": {file: {line: [test indexes]}},
"import": {file: [lines run outside any test]}, "failed": [node ids]}. Lines run outside a
test (module constants, default arguments, tables built at import) may change what every test
sees, so a mutant there runs every test; a mutant elsewhere runs only the tests that ran its
lines. Lines are taken from `line` trace events of the package's own code only, so the other
code runs at its usual speed but for the call event.
"""
from __future__ import annotations

import json
import os
import sys
import threading

import pytest

_PREFIX = os.environ.get("MUTATE_COVER_PREFIX", "")
_OUT = os.environ.get("MUTATE_COVER_OUT", "")
_outside: set = set()
_current = [_outside]
_per_test: dict[str, set] = {}
_failed: list[str] = []
_seconds: dict[str, float] = {}


_NEWLOCALS = 0x2   # a function's frame; a module's or a class body's has none


def _local(frame, event, arg):
    if event == "line":
        code = frame.f_code
        # a module's or a class's own lines run once, whichever test first imports it, and
        # what they define is seen by every later test: counted as run outside the tests
        into = _current[0] if code.co_flags & _NEWLOCALS else _outside
        into.add((code.co_filename, frame.f_lineno))
    return _local


def _global(frame, event, arg):
    return _local if frame.f_code.co_filename.startswith(_PREFIX) else None


def pytest_configure(config):
    if _PREFIX and _OUT and not os.environ.get("MUTATE_KEEP_ORDER"):
        threading.settrace(_global)
        sys.settrace(_global)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    seen: set = set()
    _current[0] = seen
    yield
    _current[0] = _outside
    _per_test[item.nodeid] = seen


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """With MUTATE_KEEP_ORDER (a mutant's run), the tests run in the order given, the
    quickest first, so a mutant is caught as soon as it can be."""
    if os.environ.get("MUTATE_KEEP_ORDER"):
        where = {arg: i for i, arg in enumerate(config.args)}
        items.sort(key=lambda item: where.get(item.nodeid, len(where)))


def pytest_runtest_logreport(report):
    _seconds[report.nodeid] = _seconds.get(report.nodeid, 0.0) + report.duration
    if report.failed and report.nodeid not in _failed:
        _failed.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    if not (_PREFIX and _OUT):
        return
    sys.settrace(None)
    tests = sorted(_per_test)
    lines: dict[str, dict[int, list[int]]] = {}
    for index, test in enumerate(tests):
        for file, line in _per_test[test]:
            lines.setdefault(file[len(_PREFIX):].lstrip("/"), {}).setdefault(line, []).append(index)
    outside: dict[str, list[int]] = {}
    for file, line in _outside:
        outside.setdefault(file[len(_PREFIX):].lstrip("/"), []).append(line)
    with open(_OUT, "w", encoding="utf-8") as f:
        json.dump({"tests": tests, "lines": lines, "import": outside, "failed": _failed,
                   "durations": {t: round(_seconds.get(t, 0.0), 3) for t in tests}}, f)
