#!/usr/bin/env python3
"""Frame times of the game table, and how long the game takes to show its first frame.

    PYTHONPATH=. python tools/bench_frames.py [--frames 600] [--size 1280x800]
    PYTHONPATH=. python tools/bench_frames.py --bot-thinks [--runner process|thread]

A mid-game 5-player table (one human seat, four bots at normal animation
speed) under the dummy video driver: the pointer wanders, a tile is dragged
to and fro, the bots play with their moves animated. Prints the median and
99th percentile of App.step (events + update + draw), and the time from a
fresh process to the first title frame (or the first game frame when there
is no title scene).

With --bot-thinks, every seat is a hard bot (1 s per move) and the pointer
wanders over the table: the figures are of the frames drawn while a bot is
thinking (no tile flying), with the bot in a thread or in its own process.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import pygame  # noqa: E402

FIRST_FRAME = r"""
import os, sys, time
t0 = float(sys.argv[1])
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
from zooloretto import paths
paths.set_saves_dir(sys.argv[2])
from zooloretto.ui.app import App
from zooloretto.ui.settings import Settings
app = App(size=(1280, 800), settings=Settings(language="en"))
from zooloretto.ui.navigation import make
scene, what = make(app, "title"), "title"
app.push(scene)
app.step([])
print(what, time.time() - t0)
"""


def mid_game_session(seed=5, steps=150):
    from zooloretto.zoo.bots import make_bot
    from zooloretto.zoo.rules.view import public_view
    from zooloretto.ui import art
    from zooloretto.ui.session import GameSession, Seat
    cols = art.player_colours()
    names = ["Ana", "Bo", "Cleo", "Dmitri", "Eve"]
    seats = [Seat(n, "human" if i == 0 else "bot", None if i == 0 else "easy", cols[i])
             for i, n in enumerate(names)]
    session = GameSession.new(seats, seed=seed)
    bot = make_bot("easy", seed=1)
    for _ in range(steps):
        session.play(bot.choose(public_view(session.state)))
    while session.state.current != 0 or session.state.pending:
        session.play(bot.choose(public_view(session.state)))
    return session


def percentile(values, p):
    values = sorted(values)
    k = min(len(values) - 1, max(0, int(math.ceil(p / 100 * len(values))) - 1))
    return values[k]


def bench_table(size, frames, paced=True):
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.zoo.rules import Loc
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.table.scene import TableScene
    paths.set_saves_dir(tempfile.mkdtemp(prefix="zoo-bench-"))
    app = App(size=size, settings=Settings(language="en", animation_speed="normal",
                                           confirm_money_actions=False))
    session = mid_game_session()
    scene = TableScene(app, session, bot_time_budget=0.05)
    app.push(scene)
    for _ in range(10):               # warm the caches, as the first second of play does
        app.step([])
    app.frame_times.clear()
    times = []
    src = scene.hits.point(Loc("stack", index=0))
    dst = scene.layout.trucks[0].center
    w, h = size
    for f in range(frames):
        if f == frames // 2:          # second half: every seat is a bot, moves animated
            session.seats[0].kind, session.seats[0].level = "bot", "easy"
        events = []
        phase = f % 120
        if phase == 0 and scene.interactive():
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1))
        elif phase < 60 and scene.hand.drag.active:
            t = phase / 60
            p = (int(src[0] + (dst[0] - src[0]) * t), int(src[1] + (dst[1] - src[1]) * t))
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        elif phase == 60 and scene.hand.drag.active:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="", scancode=0))
        else:
            p = (int(w * 0.5 + w * 0.45 * math.sin(f / 17)), int(h * 0.5 + h * 0.4 * math.cos(f / 23)))
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(0, 0, 0)))
        start = time.perf_counter()
        app.step(events, 1 / 60)
        spent = time.perf_counter() - start
        times.append(spent)
        if paced and spent < 1 / 60:      # real time, so the bot thread competes as in play
            time.sleep(1 / 60 - spent)
    return times, len(session.record.actions), scene


def runner_class(kind):
    if kind == "thread":
        from zooloretto.ui.bot_runner import BotRunner
        return BotRunner
    from zooloretto.ui.bot_process import ProcessBotRunner
    return ProcessBotRunner


def bench_bot_thinking(size, frames, runner_kind, budget=1.0):
    """Frame times while a hard bot thinks (paced at 60 Hz, the pointer wandering)."""
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.table.scene import TableScene
    paths.set_saves_dir(tempfile.mkdtemp(prefix="zoo-bench-"))
    app = App(size=size, settings=Settings(language="en", animation_speed="normal",
                                           confirm_money_actions=False, sound=False))
    session = mid_game_session()
    for seat in session.seats:
        seat.kind, seat.level = "bot", "hard"
    scene = TableScene(app, session, bot_time_budget=budget, runner=runner_class(runner_kind))
    app.push(scene)
    for _ in range(10):
        app.step([])
    times, moves = [], len(session.record.actions)
    w, h = size
    runner = scene.turns.runner
    try:
        f = 0
        while len(times) < frames and not session.state.game_over:
            p = (int(w * 0.5 + w * 0.45 * math.sin(f / 17)), int(h * 0.5 + h * 0.4 * math.cos(f / 23)))
            event = pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(0, 0, 0))
            thinking = runner.thinking and not scene.choreo.busy
            start = time.perf_counter()
            app.step([event], 1 / 60)
            spent = time.perf_counter() - start
            if thinking and runner.thinking:
                times.append(spent)
            if spent < 1 / 60:
                time.sleep(1 / 60 - spent)
            f += 1
    finally:
        scene.close()
    return times, len(session.record.actions) - moves


def first_frame():
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run([sys.executable, "-c", FIRST_FRAME, repr(time.time()), tmp],
                             capture_output=True, text=True, cwd=ROOT,
                             env=dict(os.environ, PYTHONPATH=ROOT))
    lines = [line for line in out.stdout.splitlines() if line.split()[:1] in (["title"], ["game"])]
    if not lines:
        return None, out.stderr[-400:]
    what, secs = lines[-1].split()
    return what, float(secs)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--unpaced", action="store_true", help="do not wait for 60 Hz between frames")
    ap.add_argument("--bot-thinks", action="store_true",
                    help="frame times while a hard bot thinks (every seat a bot)")
    ap.add_argument("--runner", choices=("process", "thread"), default="process",
                    help="with --bot-thinks: where the bot thinks (default: its own process)")
    args = ap.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))
    if args.bot_thinks:
        times, moves = bench_bot_thinking(size, args.frames, args.runner)
        ms = [t * 1000 for t in times]
        print(f"table {size[0]}x{size[1]}, 5 hard bots (1 s a move) in a {args.runner}, pointer "
              f"wandering: {len(ms)} frames while a bot thought ({moves} moves):")
        print(f"  median {statistics.median(ms):.2f} ms   p99 {percentile(ms, 99):.2f} ms   "
              f"max {max(ms):.2f} ms")
        return
    start_actions = 150
    times, actions, scene = bench_table(size, args.frames, not args.unpaced)
    ms = [t * 1000 for t in times]
    print(f"table {size[0]}x{size[1]}, 5 players, {len(ms)} frames: half a human dragging "
          f"and hovering, half bots playing animated ({actions - start_actions} actions):")
    print(f"  median {statistics.median(ms):.2f} ms   p99 {percentile(ms, 99):.2f} ms   "
          f"max {max(ms):.2f} ms")
    what, secs = first_frame()
    if what is None:
        print("  first frame: could not start:", secs)
    else:
        print(f"  launch to first {what} frame: {secs:.2f} s")


if __name__ == "__main__":
    main()
