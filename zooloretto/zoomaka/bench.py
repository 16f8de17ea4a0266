"""Speed of Zoomaka's rules engine: random games per second, one core.

A uniformly random player could shuffle its zoo for ever (the moves after the first
of a turn are free), so the random player here moves a card only now and then, and a
game is cut after MAX_ACTIONS; how many were cut is printed, not hidden."""
from __future__ import annotations

import random

from .. import bench_loop
from . import rules as zoomaka_rules
from .rules.actions import Move

MOVE_CHANCE = 0.1       # how often the random player rearranges when it could do more
MAX_ACTIONS = 5000      # far above a real game's length


def random_action(actions: list, rng: random.Random):
    others = [a for a in actions if type(a) is not Move]
    if others and (len(others) == len(actions) or rng.random() >= MOVE_CHANCE):
        return rng.choice(others)
    return rng.choice(actions)


def measure(players: int, games: int, seed: int = 1) -> dict:
    return bench_loop.measure(zoomaka_rules, players, games, seed, choose=random_action,
                              max_actions=MAX_ACTIONS)


def main(args) -> int:
    print(f"{'players':>7} {'games/s':>9} {'actions/game':>13} {'legal_actions µs':>17} {'cut':>4}")
    for n in (2, 3, 4, 5):
        r = measure(n, args.games, args.seed)
        print(f"{n:>7} {r['games_per_second']:>9.1f} {r['actions_per_game']:>13.1f}"
              f" {r['legal_actions_us']:>17.1f} {r['cut']:>4}")
    return 0
