#!/usr/bin/env python3
"""CPU the game uses while nothing moves: the title, a menu, the table waiting for a person.

    PYTHONPATH=. python tools/bench_idle.py [--seconds 5] [--size 1280x800] [screen ...]

Each screen runs in a fresh process through the game's own frame loop
(App.loop) with no input at all, first one second to settle, then for
--seconds while the process's CPU time (user + system, every thread) is
measured. Prints the share of one core and the frames drawn per second.
Screens: title, menu (the new-game screen), table (5 players, a person to move),
bots (three hard bots thinking a second a move in their own process, a person's seat last:
the window's own share while they think and their moves fly; the bots' process is not counted).
The video driver is SDL_VIDEODRIVER's (dummy if unset); for a real display without one:
    xvfb-run -a -s "-screen 0 1920x1080x24" env SDL_VIDEODRIVER=x11 python tools/bench_idle.py
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCREENS = ("title", "menu", "table", "bots")

CHILD = r"""
import os, sys, time
sys.path.insert(0, os.path.join(sys.argv[4], "tools"))
screen, seconds, size = sys.argv[1], float(sys.argv[2]), tuple(int(v) for v in sys.argv[3].split("x"))
import pygame
from zooloretto import paths
paths.set_saves_dir(sys.argv[5])
from zooloretto.ui.app import App
from zooloretto.ui.settings import Settings
from zooloretto.ui.navigation import scene_class
app = App(size=size, settings=Settings(language="en"))
if screen == "title":
    TitleScene = scene_class("title")
    scene = TitleScene(app)
elif screen == "menu":
    TitleScene = scene_class("title")
    NewGameScene = scene_class("new_game")
    app.push(TitleScene(app))
    scene = NewGameScene(app)
elif screen == "bots":
    from zooloretto.ui.session import GameSession, Seat
    seats = [Seat(f"Bot {i + 1}", kind="bot", level="hard") for i in range(3)] + [Seat("Ana")]
    scene = scene_class("table")(app, GameSession.new(seats, seed=5), bot_time_budget=1.0)
else:
    from bench_frames import mid_game_session
    GameScene = scene_class("table")
    scene = GameScene(app, mid_game_session())
app.push(scene)
drawn = [0]
_draw = app.draw
def counting_draw():
    drawn[0] += 1
    _draw()
app.draw = counting_draw

def frames(secs):
    if hasattr(app, "loop"):
        app.loop(secs)
    else:                                   # the loop before idle frames were skipped
        end = time.perf_counter() + secs
        while app.running and time.perf_counter() < end:
            dt = app.clock.tick(60) / 1000.0
            app.step(pygame.event.get(), min(dt, 0.1))

frames(1.0)
drawn[0] = 0
cpu, wall = time.process_time(), time.perf_counter()
frames(seconds)
cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
print("RESULT", cpu / wall * 100, drawn[0] / wall)
"""


def measure(screen, seconds, size):
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run([sys.executable, "-c", CHILD, screen, str(seconds), size, ROOT, tmp],
                             capture_output=True, text=True, cwd=ROOT, env=env)
    line = next((l for l in out.stdout.splitlines() if l.startswith("RESULT")), None)
    if line is None:
        raise SystemExit(f"{screen}: the run failed\n{out.stderr[-1500:]}")
    cpu, fps = map(float, line.split()[1:])
    return cpu, fps


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("screens", nargs="*", metavar="SCREEN", help="title, menu, table, bots (default: all)")
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--runs", type=int, default=1, help="runs per screen; the median is shown")
    args = ap.parse_args()
    for s in args.screens:
        if s not in SCREENS:
            ap.error(f"unknown screen {s!r}; choose from {', '.join(SCREENS)}")
    for screen in args.screens or SCREENS:
        runs = sorted(measure(screen, args.seconds, args.size) for _ in range(args.runs))
        cpu, fps = runs[len(runs) // 2]
        print(f"{screen:6} {cpu:5.1f} % of a core   {fps:5.1f} frames drawn/s   "
              f"(over {args.seconds:g} s, {args.size}, median of {len(runs)})", flush=True)


if __name__ == "__main__":
    main()
