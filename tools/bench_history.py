#!/usr/bin/env python3
"""How long the History screen takes to open with many games on the computer.

    .venv/bin/python tools/bench_history.py [--games 1000] [--runs 7] [--keep DIR]

Writes GAMES games (both games, some with expansions, people and bots of every level,
most finished, dates over a year) into a throw-away saves folder as the game keeps them
(history/<id>.json), then, under the dummy video driver:
  - cold: the first scan, which reads and verifies every save and writes the index;
  - open: from the title, app.open("history") until the first frame showing the rows
    (the reading thread joined), RUNS times with the index in place; the median is
    what the issue asks to stay under 0.3 s. The process's CPU time is printed beside the
    wall time: on a shared machine the wall time also counts other programs' turns.
`make_games` is also what the screenshots of tools/screenshots.py-style checks can use.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

PEOPLE = ("Ana", "Bert", "Chloé", "Dmitri", "Emma", "Farid")
BOTS = ("Bruno", "Clara", "Dimitri", "Elsa")
LEVELS = ("easy", "medium", "hard")
EXPANSIONS = ("savings-book", "petting-zoo", "buildings", "polar-bear")
DAY = 24 * 3600


def random_game(rng: random.Random, finished: bool = True):
    """A game played by random legal moves, with a seat list as the New game screen makes."""
    from zooloretto.dice.rules import legal_actions as dice_legal
    from zooloretto.dice.rules.record import DiceRecord
    from zooloretto.zoo.rules import legal_actions
    from zooloretto.zoo.rules.record import GameRecord
    from zooloretto.seats import seat_colour
    dice = rng.random() < 0.3
    n = rng.randint(2, 4 if dice else 5)
    people = rng.sample(PEOPLE, rng.randint(1, min(3, n)))
    seats = [{"name": p, "kind": "human", "level": None} for p in people]
    seats += [{"name": BOTS[i % len(BOTS)], "kind": "bot", "level": rng.choice(LEVELS)} for i in range(n - len(seats))]
    rng.shuffle(seats)
    seats = [dict(s, colour=list(seat_colour(i))) for i, s in enumerate(seats)]
    names = [s["name"] for s in seats]
    seed = rng.randrange(1, 10 ** 9)
    if dice:
        record, legal = DiceRecord.new(n, seed, names, 0, {"seats": seats}), dice_legal
    else:
        options = rng.sample(EXPANSIONS, rng.choice((0, 0, 1, 2))) or None
        record = GameRecord.new(n, seed, names, None, 0, {"seats": seats}, expansions=options)
        legal = legal_actions
    stop = None if finished else rng.randint(10, 120)
    while not record.state.game_over and (stop is None or len(record.actions) < stop):
        record.play(rng.choice(legal(record.state)))
    return record


def make_games(count: int, seed: int = 1, now: float | None = None) -> list:
    """Write `count` games into paths.history_dir(), as the game keeps them; their paths."""
    from zooloretto import paths
    from zooloretto.history.keeper import PLAYED, game_id
    from zooloretto.zoo.rules.saves import write
    rng = random.Random(seed)
    now = time.time() if now is None else now
    folder = paths.ensure(paths.history_dir())
    written = []
    for k in range(count):
        record = random_game(rng, finished=rng.random() < 0.85)
        path = write(record, folder / f"{game_id(record)}.json", durable=False)
        stamp = now - rng.uniform(0, 365 * DAY)
        os.utime(path, (stamp, stamp))
        if rng.random() < 0.7:
            (folder / f"{game_id(record)}{PLAYED}").write_text(str(rng.randint(300, 4000)))
        written.append(path)
    return written


def open_history(app) -> tuple:
    """(wall, CPU) seconds from the title's app.open("history") to the first frame with the
    rows. The CPU time is this process's (both threads): what the opening costs, whatever
    else the machine is doing."""
    app.open("title", how="reset")
    app.step([])
    start, cpu = time.perf_counter(), time.process_time()
    scene = app.open("history")
    scene.job.wait()
    app.step([])                       # takes the rows and draws them
    elapsed = time.perf_counter() - start, time.process_time() - cpu
    assert scene.found is not None and scene.shown, "the History showed no games"
    return elapsed


def window(size=(1280, 800)):
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    return App(size=size, settings=Settings(language="en", animation_speed="off"))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--keep", help="write the games into this folder (kept) instead of a temporary one")
    args = parser.parse_args(argv)
    from zooloretto import paths
    from zooloretto.history import catalogue
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="zooloretto-history-"))
    paths.set_saves_dir(folder / "saves")
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")      # the player's settings stay untouched
    started = time.perf_counter()
    make_games(args.games)
    print(f"wrote {args.games} games in {time.perf_counter() - started:.1f} s into {paths.history_dir()}")
    started = time.perf_counter()
    found = catalogue.scan()
    print(f"cold scan (every save read and verified, index written): {time.perf_counter() - started:.2f} s, "
          f"{len(found.games)} games")
    started = time.perf_counter()
    catalogue.scan()
    print(f"warm scan (index): {(time.perf_counter() - started) * 1000:.0f} ms")
    app = window()
    runs = [open_history(app) for _ in range(args.runs)]
    walls, cpus = [w for w, _ in runs], [c for _, c in runs]
    print("History opened, rows drawn, wall (ms): " + ", ".join(f"{t * 1000:.0f}" for t in walls))
    print("                                CPU (ms): " + ", ".join(f"{t * 1000:.0f}" for t in cpus))
    print(f"median {statistics.median(walls) * 1000:.0f} ms wall, {statistics.median(cpus) * 1000:.0f} ms CPU "
          f"over {args.runs} runs (target: under 300 ms); load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
