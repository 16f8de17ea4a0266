#!/usr/bin/env python3
"""Write the example games in zooloretto/assets/examples/: a 2-player opening, a 4-player game in
its final round and a finished 5-player game, played by the hard bots so that they show good
play. The bots search a fixed number of imagined futures (no clock), so the files are
reproducible: python3 tools/make_example_saves.py   (some 15 s of CPU)

In each file the first seat is a person and the others are hard bots: an example loaded on
the table can be played on against them."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from zooloretto.zoo.bots import make_bot  # noqa: E402
from zooloretto.zoo.rules.record import GameRecord  # noqa: E402
from zooloretto.zoo.rules.saves import write  # noqa: E402
from zooloretto.zoo.rules.view import public_view  # noqa: E402

ITERATIONS = 4      # imagined futures per candidate move: good play, a short run


def make(players, names, seed, stop):
    seats = [{"name": n, "kind": "human" if i == 0 else "bot", "level": None if i == 0 else "hard",
              "colour": c} for i, (n, c) in enumerate(zip(names, COLOURS))]
    record = GameRecord.new(players, seed, names, meta={"seats": seats})
    while not stop(record):
        bot = make_bot("hard", seed=seed * 1000 + len(record.actions), time_budget=None,
                       iterations=ITERATIONS)
        record.play(bot.choose(public_view(record.state)))
    return record


COLOURS = [[214, 96, 77], [70, 130, 180], [240, 180, 60], [110, 170, 90], [150, 100, 170]]

if __name__ == "__main__":
    out = os.path.join(ROOT, "zooloretto", "assets", "examples")
    os.makedirs(out, exist_ok=True)
    games = {
        "2-player-opening.json": make(2, ["Ana", "Bert"], 11, lambda r: r.state.round == 2 and not r.state.pending),
        "4-player-final-round.json": make(4, ["Ana", "Bert", "Claus", "Doris"], 12,
                                          lambda r: r.state.end_triggered and not r.state.pending),
        "5-player-finished.json": make(5, ["Ana", "Bert", "Claus", "Doris", "Emil"], 13,
                                       lambda r: r.state.game_over),
    }
    for name, record in games.items():
        write(record, os.path.join(out, name))
        print(name, "round", record.state.round, "actions", len(record.actions))
