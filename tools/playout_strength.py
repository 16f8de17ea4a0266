#!/usr/bin/env python3
"""How well the hard board bot's playout policy plays, seated against medium bots.

    python tools/playout_strength.py [--players 4] [--games 200] [--seed 5000]

The hard bot imagines futures with `rollout.fast_action` for every player; the
closer that policy plays to its opponents, the truer its futures. This plays the
policy itself in one seat (rotated over the games) against medium bots: it decides
on a fresh deal of the unseen tiles (`determinize`), as in a future, so it never
reads a face-down tile. A fair share is 1/players; shared wins count 1/k.
Deterministic for a seed; about a minute for 200 four-player games.
"""
from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from zooloretto.zoo.bots import evaluate as E, make_bot  # noqa: E402
from zooloretto.zoo.bots.rollout import fast_action  # noqa: E402
from zooloretto.zoo.rules import apply, new_game  # noqa: E402
from zooloretto.zoo.rules.view import determinize, public_view  # noqa: E402


def play(players: int, seed: int, policy_seat: int) -> float:
    """The policy's share of the win in one game (1, 1/k for a shared first place, 0)."""
    state = new_game(players, seed=seed)
    medium = make_bot("medium", seed=seed)
    rng = random.Random(seed)
    while not state.game_over:
        if state.current == policy_seat:
            future = determinize(public_view(state), rng)
            action = fast_action(future, rng, E.Context(future))
        else:
            action = medium.choose(public_view(state))
        apply(state, action)
    values = E.seat_values(state)           # final scores, money breaking ties
    best = max(values)
    return 1.0 / values.count(best) if values[policy_seat] == best else 0.0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4, choices=range(2, 6))
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=5000)
    args = p.parse_args()
    wins = sum(play(args.players, args.seed + g, g % args.players) for g in range(args.games))
    print(f"playout policy vs {args.players - 1} medium: {wins:g} of {args.games} games,"
          f" {wins / args.games:.1%} (a fair share is {1 / args.players:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
