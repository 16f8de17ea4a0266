#!/usr/bin/env python3
"""What an autosave costs the UI thread: the call made when a turn is over.

    PYTHONPATH=. python tools/bench_autosave.py [--saves 50]

A 5-player game 150 actions in; times GameSession.autosave_turn() (JSON, a temporary
file and a rename on the UI thread, so a killed process loses no finished turn; fsync
and pruning on the writer thread) and, for comparison, GameSession.autosave() (the same
with fsync on the calling thread: leaving the table, a crash). Median and max in ms.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--saves", type=int, default=50)
    args = ap.parse_args()
    from bench_frames import mid_game_session
    from zooloretto import paths
    paths.set_saves_dir(tempfile.mkdtemp(prefix="zoo-bench-"))
    session = mid_game_session()
    rows = []
    for name, call in (("autosave() on the UI thread", session.autosave),
                       ("autosave_turn() (a turn's end)", getattr(session, "autosave_turn", None)),
                       ("autosave_later() (older code)", getattr(session, "autosave_later", None))):
        if call is None:
            continue
        times = []
        for _ in range(args.saves):
            start = time.perf_counter()
            call()
            times.append((time.perf_counter() - start) * 1000)
        session.flush() if hasattr(session, "flush") else None
        rows.append((name, statistics.median(times), max(times)))
    for name, med, top in rows:
        print(f"{name:30} median {med:6.2f} ms   max {top:6.2f} ms   ({args.saves} saves, "
              f"{len(session.record.actions)} actions)")


if __name__ == "__main__":
    main()
