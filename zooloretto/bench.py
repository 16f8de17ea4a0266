"""Speed of the rules engine: complete random games per second and the cost
of one legal-actions call, on one core. The bots search with this engine,
so its speed is their strength."""
from __future__ import annotations

import random
import time

from .zoo.rules import apply, legal_actions, new_game


def random_game(players: int, seed: int, expansions=()):
    state = new_game(players, seed, expansions=expansions)
    rng = random.Random(seed)
    steps = 0
    while not state.game_over:
        apply(state, rng.choice(legal_actions(state)), check=False)
        steps += 1
    return state, steps


def measure(players: int, games: int, seed: int = 1, expansions=()) -> dict:
    start = time.perf_counter()
    steps = 0
    for g in range(games):
        state, n = random_game(players, seed + g, expansions)
        steps += n
    elapsed = time.perf_counter() - start
    # Time legal_actions alone on the positions of fresh random games, one game's
    # positions at a time (all twenty games' copies at once held some 30 MB).
    rng = random.Random(seed)
    calls, spent = 0, 0.0
    for g in range(20):
        state = new_game(players, seed + 1000 + g, expansions=expansions)
        positions = []
        while not state.game_over:
            positions.append(state.copy())
            apply(state, rng.choice(legal_actions(state)), check=False)
        t = time.perf_counter()
        for s in positions:
            legal_actions(s)
        spent += time.perf_counter() - t
        calls += len(positions)
    per_call = spent / calls
    return {"players": players, "games": games, "games_per_second": games / elapsed,
            "actions_per_game": steps / games, "legal_actions_us": per_call * 1e6}


def main(args) -> int:
    if getattr(args, "game", "board") == "dice":
        from .dice.bench import main as dice_main
        return dice_main(args)
    if getattr(args, "game", "board") == "zoomaka":
        from .zoomaka.bench import main as zoomaka_main
        return zoomaka_main(args)
    expansions = getattr(args, "expansions", None) or ()
    if expansions:
        print(f"with the expansions {expansions}")
    print(f"{'players':>7} {'games/s':>9} {'actions/game':>13} {'legal_actions µs':>17}")
    for n in (2, 3, 4, 5):
        r = measure(n, args.games, args.seed, expansions)
        print(f"{n:>7} {r['games_per_second']:>9.1f} {r['actions_per_game']:>13.1f} {r['legal_actions_us']:>17.1f}")
    return 0
