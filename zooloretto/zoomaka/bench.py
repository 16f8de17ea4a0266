"""Speed of Zoomaka's rules engine: random games per second, one core.

A uniformly random player could shuffle its zoo for ever (the moves after the first
of a turn are free), so the random player here moves a card only now and then, and a
game is cut after MAX_ACTIONS; how many were cut is printed, not hidden."""
from __future__ import annotations

import random
import time

from .rules import apply, legal_actions, new_game
from .rules.actions import Move

MOVE_CHANCE = 0.1       # how often the random player rearranges when it could do more
MAX_ACTIONS = 5000      # far above a real game's length


def random_action(actions: list, rng: random.Random):
    others = [a for a in actions if type(a) is not Move]
    if others and (len(others) == len(actions) or rng.random() >= MOVE_CHANCE):
        return rng.choice(others)
    return rng.choice(actions)


def measure(players: int, games: int, seed: int = 1) -> dict:
    start = time.perf_counter()
    steps = calls = cut = 0
    legal_time = 0.0
    for g in range(games):
        state, rng = new_game(players, seed + g), random.Random(seed + g)
        actions_played = 0
        while not state.game_over:
            if actions_played >= MAX_ACTIONS:
                cut += 1
                break
            t = time.perf_counter()
            acts = legal_actions(state)
            legal_time += time.perf_counter() - t
            calls += 1
            apply(state, random_action(acts, rng), check=False)
            actions_played += 1
        steps += actions_played
    elapsed = time.perf_counter() - start
    return {"players": players, "games": games, "games_per_second": games / elapsed,
            "actions_per_game": steps / games, "legal_actions_us": legal_time / calls * 1e6,
            "cut": cut}


def main(args) -> int:
    print(f"{'players':>7} {'games/s':>9} {'actions/game':>13} {'legal_actions µs':>17} {'cut':>4}")
    for n in (2, 3, 4, 5):
        r = measure(n, args.games, args.seed)
        print(f"{n:>7} {r['games_per_second']:>9.1f} {r['actions_per_game']:>13.1f}"
              f" {r['legal_actions_us']:>17.1f} {r['cut']:>4}")
    return 0
