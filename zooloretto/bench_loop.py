"""The timing loop the dice game's and Zoomaka's benches share (`zooloretto bench --game`):
random games played to their end by a rules package's own functions, on one core."""
from __future__ import annotations

import random
import time


def measure(rules, players: int, games: int, seed: int = 1, choose=None, max_actions=None) -> dict:
    """Games per second, actions per game and the cost of one legal-actions call of `rules`
    (a package with new_game, legal_actions, apply). `choose(actions, rng)` picks a move
    (a uniform choice by default); a game longer than `max_actions` is cut and counted."""
    choose = choose or (lambda actions, rng: rng.choice(actions))
    start = time.perf_counter()
    steps = calls = cut = 0
    legal_time = 0.0
    for g in range(games):
        state, rng = rules.new_game(players, seed + g), random.Random(seed + g)
        actions_played = 0
        while not state.game_over:
            if max_actions is not None and actions_played >= max_actions:
                cut += 1
                break
            t = time.perf_counter()
            acts = rules.legal_actions(state)
            legal_time += time.perf_counter() - t
            calls += 1
            rules.apply(state, choose(acts, rng), check=False)
            actions_played += 1
        steps += actions_played
    elapsed = time.perf_counter() - start
    return {"players": players, "games": games, "games_per_second": games / elapsed,
            "actions_per_game": steps / games, "legal_actions_us": legal_time / max(1, calls) * 1e6,
            "cut": cut}
