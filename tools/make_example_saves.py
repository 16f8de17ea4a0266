#!/usr/bin/env python3
"""Write the example games in zooloretto/assets/examples/: a 2-player opening, a 4-player game in
its final round and a finished 5-player game. Positions come from seeded play
by a simple policy (prefer placing animals in enclosures, avoid waste), so the
files are reproducible: python3 tools/make_example_saves.py"""
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from zooloretto.rules import Draw, Place, Take, legal_actions  # noqa: E402
from zooloretto.rules.record import GameRecord  # noqa: E402
from zooloretto.rules.saves import write  # noqa: E402


def sensible(record, rng):
    acts = legal_actions(record.state)
    places = [a for a in acts if isinstance(a, Place) and a.to != "barn"]
    if places:
        return rng.choice(places)
    plain = [a for a in acts if isinstance(a, (Draw, Take, Place))]
    if plain and rng.random() < 0.9:
        takes = [a for a in plain if isinstance(a, Take)
                 and len(record.state.trucks[a.truck].tiles) >= 2]
        return rng.choice(takes) if takes and rng.random() < 0.5 else rng.choice(plain)
    return rng.choice(acts)


def make(players, names, seed, stop):
    record = GameRecord.new(players, seed, names,
                            meta={"seats": [{"name": n, "kind": "human", "level": None,
                                             "colour": c} for n, c in zip(names, COLOURS)]})
    rng = random.Random(seed)
    while not stop(record):
        record.play(sensible(record, rng))
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
