"""Speed of the dice game's rules engine: random games per second, one core."""
from __future__ import annotations

from .. import bench_loop
from . import rules as dice_rules


def measure(players: int, games: int, seed: int = 1) -> dict:
    return bench_loop.measure(dice_rules, players, games, seed)


def main(args) -> int:
    print(f"{'players':>7} {'games/s':>9} {'actions/game':>13} {'legal_actions µs':>17}")
    for n in (2, 3, 4):
        r = measure(n, args.games, args.seed)
        print(f"{n:>7} {r['games_per_second']:>9.1f} {r['actions_per_game']:>13.1f} {r['legal_actions_us']:>17.1f}")
    return 0
