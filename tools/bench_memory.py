#!/usr/bin/env python3
"""Peak memory (RSS) of a whole 5-player game on screen, or of a tour of the menus.

    PYTHONPATH=. python tools/bench_memory.py [--size 1280x800] [--runs 1] [--runner thread]
    PYTHONPATH=. python tools/bench_memory.py --tour [--size 2560x1440] [--runs 3]

A fresh process opens the table at the given window size (dummy video
driver), five easy bots play a whole game with their moves animated, the
pointer wanders over the table (so opponents' zoos are enlarged on hover),
every frame is drawn, and the results screen is shown. Prints the window
process's peak resident memory and, when the bots think in their own process
(the game's default), that process's peak too.

--tour: a player's walk through the screens instead, each drawn: the title, New game (both
games), Load, Settings, every page of How to play, a table, its pause menu with the quit
question open, back to the title. Prints the peak and the memory at the end.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import math, os, resource, sys
size = tuple(int(v) for v in sys.argv[1].split("x"))
import pygame
from zooloretto import paths
paths.set_saves_dir(sys.argv[2])
from zooloretto.ui.app import App
from zooloretto.ui.settings import Settings
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui import art
from zooloretto.ui.navigation import scene_class
GameScene = scene_class("table")
app = App(size=size, settings=Settings(language="en", animation_speed="fast", sound=False,
                                       confirm_money_actions=False))
cols = art.player_colours()
seats = [Seat(n, "bot", "easy", cols[i]) for i, n in enumerate(["Ana", "Bo", "Cleo", "Dmitri", "Eve"])]
session = GameSession.new(seats, seed=7)
kw = {}
if sys.argv[3] == "thread":
    from zooloretto.ui.bot_runner import BotRunner
    kw["runner"] = BotRunner
scene = GameScene(app, session, bot_time_budget=0.05, **kw)
scene.bot_pause = 0.0
app.push(scene)
w, h = size
f, bots = 0, 0.0
while app.top is scene or f < 10:
    p = (int(w * 0.5 + w * 0.45 * math.sin(f / 7)), int(h * 0.5 + h * 0.4 * math.cos(f / 11)))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(0, 0, 0))], 1 / 30)
    app.draw()                      # every frame drawn, as while the pointer moves
    f += 1
    pid = getattr(scene.turns.runner, "pid", None) if app.top is scene else None
    if pid and f % 50 == 0:         # the bots' process: its high-water mark, while it lives
        try:
            with open(f"/proc/{pid}/status") as st:
                hwm = [int(l.split()[1]) for l in st if l.startswith("VmHWM")]
            bots = max(bots, hwm[0] / 1024 if hwm else 0)
        except OSError:
            pass
    if f > 60000:
        raise SystemExit("the game did not end")
for _ in range(30):
    app.step([], 1 / 30)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print("RESULT", peak, f, len(session.record.actions), bots)
"""

TOUR = r"""
import resource, sys
size = tuple(int(v) for v in sys.argv[1].split("x"))
import pygame
from zooloretto import paths
paths.set_saves_dir(sys.argv[2])
from zooloretto.ui.app import App
from zooloretto.ui.settings import Settings
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.scenes.howto import TOPICS
app = App(size=size, settings=Settings(language="en", animation_speed="off", sound=False))
def show(name, *args, **kw):
    scene = app.open(name, *args, how="reset", **kw)
    for _ in range(2):
        app.step(pygame.event.get())
        app.draw()
    return scene
show("title")
form = show("new_game")
form.game = "dice"
form.rebuild()
app.draw()
show("load"); show("settings")
for topic, pages in TOPICS.items():
    for page in range(len(pages)):
        show("howto", topic=topic, page=page)
session = GameSession.new([Seat("Ana"), Seat("Bo"), Seat("Cleo")], seed=7)
show("table", session)
pause = app.open("pause", session)
pause.ask_quit()
for _ in range(2):
    app.step(pygame.event.get())
    app.draw()
show("title")
with open("/proc/self/statm") as f:
    now = int(f.read().split()[1]) * resource.getpagesize() / 2**20
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print("RESULT", peak, 0, 0, now)
"""


def measure(size, runner, child=CHILD):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run([sys.executable, "-c", child, size, tmp, runner], capture_output=True,
                             text=True, cwd=ROOT, env=env)
    line = next((l for l in out.stdout.splitlines() if l.startswith("RESULT")), None)
    if line is None:
        raise SystemExit(f"the run failed\n{out.stderr[-2000:]}")
    peak, frames, actions, bots = line.split()[1:]
    return float(peak), int(frames), int(actions), float(bots)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--runner", choices=("process", "thread"), default="process",
                    help="where the bots think (default: the game's, their own process)")
    ap.add_argument("--tour", action="store_true", help="walk through the menus instead of a game")
    args = ap.parse_args()
    if args.tour:
        runs = [measure(args.size, args.runner, TOUR) for _ in range(args.runs)]
        print(f"tour of the screens at {args.size}: peak RSS "
              f"{statistics.median(r[0] for r in runs):.0f} MB, at the end "
              f"{statistics.median(r[3] for r in runs):.0f} MB (median of {len(runs)}; "
              f"peaks: {' '.join(f'{r[0]:.0f}' for r in runs)})")
        return
    runs = [measure(args.size, args.runner) for _ in range(args.runs)]
    peaks = [r[0] for r in runs]
    print(f"5-player game at {args.size}: peak RSS {statistics.median(peaks):.0f} MB "
          f"(median of {len(runs)}; {runs[0][1]} frames, {runs[0][2]} actions; "
          f"runs: {' '.join(f'{p:.0f}' for p in peaks)})"
          + (f"; the bots' process: {statistics.median(r[3] for r in runs):.0f} MB"
             if args.runner == "process" else "; bots in a thread"))


if __name__ == "__main__":
    main()
