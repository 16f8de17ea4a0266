#!/usr/bin/env python3
"""Peak memory (RSS) of a whole 5-player game on screen, or of a tour of the menus.

    PYTHONPATH=. python tools/bench_memory.py [--size 1280x800] [--runs 1] [--runner thread]
                                              [--expansions] [--from-title] [--census]
    PYTHONPATH=. python tools/bench_memory.py --tour [--size 2560x1440] [--runs 3]

A fresh process opens the table at the given window size (dummy video
driver), five easy bots play a whole game with their moves animated, the
pointer wanders over the table (so opponents' zoos are enlarged on hover),
every frame is drawn, and the results screen is shown. Prints the window
process's peak resident memory and, when the bots think in their own process
(the game's default), that process's peak too. --expansions: all four
expansions switched on (their boards and pieces take room and pictures).
--from-title: as a player comes to the table: the title and the New game screen
drawn first, the table opened over the title as the game opens it.
--census: every 1200 frames, where the window's memory is (the pictures alive by
what holds them, the fonts, Python's own allocations through tracemalloc).

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
from zooloretto.zoo.rules import EXPANSION_NAMES
session = GameSession.new(seats, seed=7,
                          expansions=list(EXPANSION_NAMES) if "expansions" in sys.argv[4] else None)
if "census" in sys.argv[4]:
    import tracemalloc
    tracemalloc.start(8)
kw = {}
if sys.argv[3] == "thread":
    from zooloretto.ui.bot_runner import BotRunner
    kw["runner"] = BotRunner
if "from-title" in sys.argv[4]:         # the player's way: the title, New game, then the table
    for name in ("title", "new_game"):
        app.open(name, how="reset" if name == "title" else "push")
        for _ in range(30):
            app.step(pygame.event.get(), 1 / 30)
            app.draw()
    scene = app.open("table", session, how="game", bot_time_budget=0.05, **kw)
else:
    scene = GameScene(app, session, bot_time_budget=0.05, **kw)
    app.push(scene)
scene.bot_pause = 0.0
w, h = size
f, bots = 0, 0.0

def census(app):
    # where the window's memory is: the pictures alive by what holds them (a cache's
    # function, a module's dict, an object's attributes), and Python's own allocations
    import collections, gc, tracemalloc
    mb = lambda n: f"{n / 2**20:.1f} MB"
    size_of = lambda s: s.get_pitch() * s.get_height()
    held, count, seen = collections.Counter(), collections.Counter(), set()
    for o in gc.get_objects():              # pictures are not tracked: find them by holder
        for r in gc.get_referents(o):
            if isinstance(r, pygame.Surface) and id(r) not in seen:
                seen.add(id(r))
                name = (f"{o.__module__}.{o.__qualname__}" if hasattr(o, "cache_info")
                        else type(o).__module__ + "." + type(o).__name__)
                held[name] += size_of(r)
                count[name] += 1
    lines = [f"pictures alive: {len(seen)}, {mb(sum(held.values()))} (and the window, "
             f"{mb(size_of(app.screen))})"]
    lines += [f"  {mb(v):>9} {count[k]:5}  {k}" for k, v in held.most_common(14)]
    fonts = app.ui.get_theme().get_font_dictionary().loaded_fonts
    lines.append(f"pygame-gui fonts: {len(fonts)}; the game's font sizes: "
                 f"{art.font.cache_info().currsize}")
    now, top = tracemalloc.get_traced_memory()
    lines.append(f"Python's own allocations (tracemalloc): {mb(now)}, at most {mb(top)}")
    return "\n".join(lines)

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
    if "census" in sys.argv[4] and f % 1200 == 0 and app.top is scene:
        print(f"frame {f}, RSS peak so far "
              f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB\n" + census(app),
              file=sys.stderr)
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


def measure(size, runner, child=CHILD, flags=""):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run([sys.executable, "-c", child, size, tmp, runner,
                              flags or "-"], capture_output=True,
                             text=True, cwd=ROOT, env=env)
    line = next((l for l in out.stdout.splitlines() if l.startswith("RESULT")), None)
    if line is None:
        raise SystemExit(f"the run failed\n{out.stderr[-2000:]}")
    if "census" in flags:
        print(out.stderr)
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
    ap.add_argument("--expansions", action="store_true", help="all four expansions switched on")
    ap.add_argument("--from-title", action="store_true",
                    help="the title and New game first, as a player comes to the table")
    ap.add_argument("--census", action="store_true",
                    help="print where the window's memory is every 1200 frames (slower)")
    args = ap.parse_args()
    if args.tour:
        runs = [measure(args.size, args.runner, TOUR) for _ in range(args.runs)]
        print(f"tour of the screens at {args.size}: peak RSS "
              f"{statistics.median(r[0] for r in runs):.0f} MB, at the end "
              f"{statistics.median(r[3] for r in runs):.0f} MB (median of {len(runs)}; "
              f"peaks: {' '.join(f'{r[0]:.0f}' for r in runs)})")
        return
    flags = ",".join(f.replace("_", "-") for f in ("expansions", "from_title", "census")
                     if getattr(args, f))
    runs = [measure(args.size, args.runner, flags=flags) for _ in range(args.runs)]
    peaks = [r[0] for r in runs]
    print(f"5-player game{' with all expansions' if args.expansions else ''}"
          f"{' from the title' if args.from_title else ''} at {args.size}: peak RSS {statistics.median(peaks):.0f} MB "
          f"(median of {len(runs)}; {runs[0][1]} frames, {runs[0][2]} actions; "
          f"runs: {' '.join(f'{p:.0f}' for p in peaks)})"
          + (f"; the bots' process: {statistics.median(r[3] for r in runs):.0f} MB"
             if args.runner == "process" else "; bots in a thread"))


if __name__ == "__main__":
    main()
