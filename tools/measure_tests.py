#!/usr/bin/env python3
"""Run the test suite and print its wall time, CPU time and peak memory in one line.

    python3 tools/measure_tests.py [--every 0.2] [--per-test FILE] [tools/test.py options]

Runs `python3 tools/test.py` with the given options and, every 0.2 s, sums the resident
memory of the whole process tree (the pytest-xdist workers and every program they start),
read from /proc (Linux only). `/usr/bin/time -v` reports only the largest single process.
CPU is user+sys of every process of the tree that was waited for (as `time` counts it).
--per-test FILE: each test process appends one line per test to FILE (tab-separated: worker,
wall s, CPU s, RSS after the test in MiB, growth over the test, the process's peak during the
test, the peak of the programs it started, test id; see tests/scheduling.py), to find the tests
that cost or leave memory behind.

The last line printed is the summary, e.g.
    measure: wall 139.2 s, CPU 273.1 s (user 261.0, sys 12.1), peak tree RSS 722 MiB
    (4 processes; largest 568 MiB), exit 0
"""
import os
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = os.sysconf("SC_PAGE_SIZE")


def _children_map():
    """pid -> parent pid of every process we can see."""
    parents = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # the command name may hold spaces and parentheses: the fields follow the last ')'
        fields = stat[stat.rindex(b")") + 2:].split()
        parents[int(entry.name)] = int(fields[1])
    return parents


def tree_rss(root):
    """(total bytes, [(bytes, pid, name)]) of root and all its descendants."""
    parents = _children_map()
    kids = {}
    for pid, ppid in parents.items():
        kids.setdefault(ppid, []).append(pid)
    todo, found = [root], []
    while todo:
        pid = todo.pop()
        try:
            with open(f"/proc/{pid}/statm") as f:
                rss = int(f.read().split()[1]) * PAGE
            with open(f"/proc/{pid}/comm") as f:
                name = f.read().strip()
        except (OSError, ValueError, IndexError):
            rss, name = 0, "?"
        found.append((rss, pid, name))
        todo.extend(kids.get(pid, ()))
    return sum(r for r, _, _ in found), sorted(found, reverse=True)


def main(argv):
    every, per_test = 0.2, None
    while argv and argv[0] in ("--every", "--per-test"):
        if argv[0] == "--every":
            every = float(argv[1])
        else:
            per_test = str(Path(argv[1]).resolve())
        argv = argv[2:]
    env = dict(os.environ)
    if per_test:
        env["ZOOLORETTO_TEST_MEMORY_LOG"] = per_test
        Path(per_test).write_text("")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "test.py"), *argv], env=env)
    peak = [0, [], 0.0]
    largest = [0, ""]
    done = threading.Event()

    def sample():
        while not done.is_set():
            total, procs = tree_rss(proc.pid)
            if total > peak[0]:
                peak[:] = [total, procs, time.perf_counter() - started]
            if procs and procs[0][0] > largest[0]:
                largest[:] = [procs[0][0], procs[0][2]]
            done.wait(every)
    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        code = proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        code = proc.wait()
    wall = time.perf_counter() - started
    done.set()
    sampler.join()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    user, system = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    mib = 1 << 20
    at_peak = ", ".join(f"{name} {rss // mib}" for rss, _, name in peak[1][:4] if rss)
    print(f"measure: peak tree RSS at {peak[2]:.0f} s: {at_peak} MiB", flush=True)
    print(f"measure: wall {wall:.1f} s, CPU {user + system:.1f} s (user {user:.1f}, sys "
          f"{system:.1f}), peak tree RSS {peak[0] // mib} MiB ({len(peak[1])} processes; "
          f"largest process ever {largest[0] // mib} MiB), exit {code}", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
