#!/usr/bin/env python3
"""Frame times of the game table, and how long the game takes to show its first frame.

    PYTHONPATH=. python tools/bench_frames.py [--frames 600] [--size 1280x800]
    PYTHONPATH=. python tools/bench_frames.py --bot-thinks [--runner process|thread]
    PYTHONPATH=. python tools/bench_frames.py --scenario drag|dice|menus|bot|zoomaka [--size 2560x1440]

A mid-game 5-player table (one human seat, four bots at normal animation
speed) under the dummy video driver: the pointer wanders, a tile is dragged
to and fro, the bots play with their moves animated. Prints the median and
99th percentile of App.step (events + update + draw), and the time from a
fresh process to the first title frame (or the first game frame when there
is no title scene).

With --bot-thinks, every seat is a hard bot (1 s per move) and the pointer
wanders over the table: the figures are of the frames drawn while a bot is
thinking (no tile flying), with the bot in a thread or in its own process.

With --scenario, one thing a player does, paced at 60 Hz, timed per App.step
(events, update, draw and putting the picture on the screen):
  drag   the 5-player table: a tile from the stack dragged in circles, held
         still, let go (Esc: it flies home), then the pointer resting (a tooltip)
  dice   the same on a 4-player dice table, with the supply's dice
  menus  the title: the pointer going up and down over its buttons, then resting
         on one (its picture lit, its tooltip)
  bot    a 5-player table of bots, their moves animated, the pointer resting
  zoomaka  a 5-player Zoomaka table: a card of the hand dragged in circles, held
         still, let go (Esc), then the pointer resting
The figures are of the frames drawn (a step that draws nothing costs next to
nothing) and of every step. The video driver is said: on a real display,

    xvfb-run -a -s "-screen 0 2560x1440x24" env SDL_VIDEODRIVER=x11 \
        .venv/bin/python tools/bench_frames.py --scenario drag --size 2560x1440

(the screen must be at least the window's size; under the dummy driver no
picture is ever put on a screen, so its figures leave that cost out).
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
    from zooloretto.ui.zoo.scene import TableScene
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


def paced_steps(app, frames, events_for, paced=True):
    """Step the app `frames` times with events_for(f); (seconds, drawn) per step. The
    window's own events (a real display's) are read and let go between the steps."""
    out = []
    for f in range(frames):
        pygame.event.get()
        events = events_for(f)
        start = time.perf_counter()
        drawn = app.step(events, 1 / 60)
        spent = time.perf_counter() - start
        out.append((spent, drawn))
        if paced and spent < 1 / 60:
            time.sleep(1 / 60 - spent)
    return out


def motion(pos, held=False):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                              buttons=(1, 0, 0) if held else (0, 0, 0))


def press(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


ESC = dict(key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)


def circle_drag(src, size, circling=300, holding=90, resting=120):
    """Events of a drag from src: circles over the window, held still, Esc, resting."""
    w, h = size
    cx, cy, radius = w * 0.45, h * 0.5, min(w, h) * 0.3

    def on_circle(f):
        a = f / 120 * 2 * math.pi
        return int(cx + radius * math.cos(a)), int(cy + radius * math.sin(a))

    start = (int(cx + radius), int(cy))

    def events_for(f):
        if f == 0:
            return [press(src)]
        if f <= 20:               # from the piece to the circle
            t = f / 20
            return [motion((int(src[0] + (start[0] - src[0]) * t), int(src[1] + (start[1] - src[1]) * t)), True)]
        if f < 20 + circling:
            return [motion(on_circle(f - 20), True)]
        if f < 20 + circling + holding:
            return []
        if f == 20 + circling + holding:
            return [pygame.event.Event(pygame.KEYDOWN, **ESC)]
        return []
    return events_for, 21 + circling + holding + resting


def table_app(size, **settings):
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    paths.set_saves_dir(tempfile.mkdtemp(prefix="zoo-bench-"))
    return App(size=size, settings=Settings(language="en", animation_speed="normal", sound=False,
                                            confirm_money_actions=False, **settings))


def scenario_drag(size):
    from zooloretto.zoo.rules import Loc
    from zooloretto.ui.zoo.scene import TableScene
    app = table_app(size)
    scene = TableScene(app, mid_game_session(), bot_time_budget=0.05, hold_bots=True)
    app.push(scene)
    paced_steps(app, 20, lambda f: [])
    events_for, n = circle_drag(scene.hits.point(Loc("stack", index=0)), size)
    return paced_steps(app, n, events_for), "a tile from the stack dragged in circles, held, let go, resting"


def scenario_dice(size):
    from zooloretto.dice.rules.places import Loc
    from zooloretto.ui.navigation import scene_class
    from zooloretto.ui.session import GameSession, Seat
    app = table_app(size)
    session = GameSession.new([Seat(n) for n in ("Ana", "Bo", "Cleo", "Dmitri")], seed=3, game="dice")
    scene = scene_class("dice_table")(app, session, bot_time_budget=0.05, hand_overs=False)
    app.push(scene)
    paced_steps(app, 20, lambda f: [])
    events_for, n = circle_drag(scene.layout.point(Loc("supply")), size)
    return paced_steps(app, n, events_for), "4 players, the supply's dice dragged in circles, held, let go, resting"


def scenario_menus(size):
    app = table_app(size)
    scene = app.open("title", how="reset")
    paced_steps(app, 20, lambda f: [])
    buttons = [b.rect for b in scene.named.values() if b.visible]
    top, bottom = min(r.top for r in buttons), max(r.bottom for r in buttons)
    x = buttons[0].centerx + buttons[0].w // 4
    rest = scene.named["new_game"].rect.center

    def events_for(f):
        if f < 360:               # up and down over the buttons, in and out of each
            p = (1 - math.cos(f / 90 * math.pi)) / 2
            return [motion((x, int(top - 20 + (bottom - top + 40) * p)))]
        return [motion(rest)] if f == 360 else []
    return paced_steps(app, 480, events_for), "the title, the pointer over its buttons, then resting on one"


def scenario_bot(size):
    from zooloretto.ui.zoo.scene import TableScene
    app = table_app(size)
    session = mid_game_session()
    session.seats[0].kind, session.seats[0].level = "bot", "easy"
    scene = TableScene(app, session, bot_time_budget=0.05)
    app.push(scene)
    w, h = size
    rest = (int(w * 0.5), int(h * 0.55))
    moves = len(session.record.actions)
    try:
        steps = paced_steps(app, 600, lambda f: [motion(rest)] if f == 0 else [])
    finally:
        scene.close()
    return steps, f"5 bots playing, moves animated, the pointer resting ({len(session.record.actions) - moves} moves)"


def scenario_zoomaka(size):
    from zooloretto.zoomaka.rules.places import Loc
    from zooloretto.ui.navigation import scene_class
    from zooloretto.ui.session import GameSession, Seat
    app = table_app(size)
    seats = [Seat(n) for n in ("Ana", "Bo", "Cleo", "Dmitri", "Eve")]
    session = GameSession.new(seats, seed=3, game="zoomaka")
    scene = scene_class("zoomaka_table")(app, session, bot_time_budget=0.05, hand_overs=False)
    app.push(scene)
    paced_steps(app, 20, lambda f: [])
    events_for, n = circle_drag(scene.hits.point(Loc("hand", session.state.current, slot=0)), size)
    return paced_steps(app, n, events_for), "Zoomaka, 5 players, a hand card dragged in circles, held, let go, resting"


SCENARIOS = {"drag": scenario_drag, "dice": scenario_dice, "menus": scenario_menus, "bot": scenario_bot,
             "zoomaka": scenario_zoomaka}


def report_steps(size, steps, what):
    drawn = [t * 1000 for t, d in steps if d]
    every = [t * 1000 for t, _ in steps]
    print(f"{size[0]}x{size[1]}, video driver {pygame.display.get_driver()}: {what}")
    if drawn:
        print(f"  {len(drawn)} frames drawn: median {statistics.median(drawn):.2f} ms   "
              f"p99 {percentile(drawn, 99):.2f} ms   max {max(drawn):.2f} ms")
    print(f"  {len(every)} steps: median {statistics.median(every):.2f} ms   "
          f"p99 {percentile(every, 99):.2f} ms")


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
    from zooloretto.ui.zoo.scene import TableScene
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
    ap.add_argument("--scenario", choices=sorted(SCENARIOS),
                    help="one thing a player does, timed frame by frame (see above)")
    args = ap.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))
    if args.scenario:
        steps, what = SCENARIOS[args.scenario](size)
        report_steps(size, steps, what)
        return
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
