#!/usr/bin/env python3
"""Time from starting the game to the first frame of the title screen.

    python3 tools/time_to_title.py [--runs 5] [source] [folder] [onefile]

Starts each program with ZOOLORETTO_TIME_TO_TITLE=1 (the game prints one line
once the title is drawn, then exits) and measures the wall time from the
start of the process to that line, so a one-file build's unpacking counts, and
the CPU time a whole run used (less disturbed by a busy machine than the wall time).
Without a display it uses SDL's dummy driver. Prints every run and the median.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _venv import ROOT, venv_python  # noqa: E402

sys.path.insert(0, str(ROOT))
from zooloretto.ui.main import TIME_TO_TITLE_ENV, TITLE_DRAWN_LINE  # noqa: E402

EXE = ".exe" if os.name == "nt" else ""
PROGRAMS = {
    "source": lambda: [str(venv_python() if venv_python().exists() else sys.executable), "-m", "zooloretto"],
    "folder": lambda: [str(ROOT / "dist" / "zooloretto" / f"zooloretto{EXE}")],
    "onefile": lambda: [str(ROOT / "dist" / f"zooloretto-onefile{EXE}")],
}


def once(cmd: list, env: dict) -> tuple:
    """(wall seconds to the title line, CPU seconds the whole run used: user + system)."""
    before = _children_cpu()
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    wall = None
    try:
        for line in proc.stdout:
            if line.startswith(TITLE_DRAWN_LINE):
                wall = time.perf_counter() - started
                break
        else:
            raise RuntimeError(f"{cmd[0]} exited (status {proc.wait()}) without drawing the title")
    finally:
        proc.stdout.close()
        proc.wait(timeout=60)
    return wall, _children_cpu() - before


def _children_cpu() -> float:
    """CPU time of finished child processes (a busy machine stretches the wall time, not this)."""
    try:
        import resource
    except ImportError:          # Windows: no CPU figure
        return 0.0
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("programs", nargs="*", metavar="PROGRAM", help=f"any of {', '.join(PROGRAMS)} (default: all)")
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    unknown = set(args.programs) - set(PROGRAMS)
    if unknown:
        p.error(f"unknown program {', '.join(sorted(unknown))}; choose from {', '.join(PROGRAMS)}")
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT))
    env[TIME_TO_TITLE_ENV] = "1"
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and sys.platform.startswith("linux"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    for name in args.programs or PROGRAMS:
        cmd = PROGRAMS[name]()
        if name != "source" and not os.path.exists(cmd[0]):
            print(f"{name:8} not built ({cmd[0]}); run tools/build_exe.py" + (" --onefile" if name == "onefile" else ""))
            continue
        results = [once(cmd, env) for _ in range(args.runs)]
        times = [wall for wall, _ in results]
        runs = " ".join(f"{t:.2f}" for t in times)
        cpu = statistics.median(c for _, c in results)
        print(f"{name:8} median {statistics.median(times):.2f} s   runs: {runs}   "
              f"(CPU of a whole run: median {cpu:.2f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
