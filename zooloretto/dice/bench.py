"""Speed of the dice game's rules engine: random games per second, one core."""
from __future__ import annotations

import random
import time

from .rules import apply, legal_actions, new_game


def measure(players: int, games: int, seed: int = 1) -> dict:
    start = time.perf_counter()
    steps = calls = 0
    legal_time = 0.0
    for g in range(games):
        state, rng = new_game(players, seed + g), random.Random(seed + g)
        while not state.game_over:
            t = time.perf_counter()
            acts = legal_actions(state)
            legal_time += time.perf_counter() - t
            calls += 1
            apply(state, rng.choice(acts), check=False)
            steps += 1
    elapsed = time.perf_counter() - start
    return {"players": players, "games": games, "games_per_second": games / elapsed,
            "actions_per_game": steps / games, "legal_actions_us": legal_time / calls * 1e6}


def main(args) -> int:
    print(f"{'players':>7} {'games/s':>9} {'actions/game':>13} {'legal_actions µs':>17}")
    for n in (2, 3, 4):
        r = measure(n, args.games, args.seed)
        print(f"{n:>7} {r['games_per_second']:>9.1f} {r['actions_per_game']:>13.1f} {r['legal_actions_us']:>17.1f}")
    return 0
