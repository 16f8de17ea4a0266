#!/usr/bin/env python3
"""How long the UI thread stops the first time each sound effect plays.

    PYTHONPATH=. python tools/bench_sound.py [--runs 5]

Fresh process per run, dummy audio driver. The game renders effects ahead with
sound.prepare() (a background thread started with the first title frame); this
waits for that thread as a player's first move would, then times each effect's
first play() call on the main thread. Where prepare() does not exist (older
code) the effects are rendered on first use, as they were. Prints the median
of the runs per effect, and the longest.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHILD = r"""
import time, pygame
from zooloretto.ui import sound
pygame.init(); pygame.mixer.init()
sound._start = lambda name, snd: None          # time the work, not the device
if hasattr(sound, "prepare"):
    t = sound.prepare()
    if t is not None:
        t.join()
for name in sound.NAMES:
    start = time.perf_counter()
    sound.play(name)
    print("RESULT", name, (time.perf_counter() - start) * 1000)
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=ROOT)
    times: dict = {}
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                             cwd=ROOT, env=env)
        for line in out.stdout.splitlines():
            if line.startswith("RESULT"):
                _, name, ms = line.split()
                times.setdefault(name, []).append(float(ms))
    if not times:
        raise SystemExit("no run finished:\n" + out.stderr[-1500:])
    for name, ms in times.items():
        print(f"{name:8} first play() on the UI thread: median {statistics.median(ms):6.2f} ms")
    print(f"longest: {max(statistics.median(v) for v in times.values()):.2f} ms "
          f"(median of {args.runs} runs)")


if __name__ == "__main__":
    main()
