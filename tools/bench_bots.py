#!/usr/bin/env python3
"""Decision speed of each bot level on a fixed set of positions.

    python tools/bench_bots.py [--levels easy,medium,hard] [--positions 24] [--time-budget 1.0] [--iterations N]
                               [--players 2] [--cpu]

Positions come from seeded games (2-5 players) played by medium bots, sampled
at several points of the game, so every run measures the same decisions. With
--players, games of that many players only, sampled over the whole game (the end
included: the default samples the first 120 moves). --cpu measures the process's CPU
time instead of the clock: on a busy machine it is the figure that means something.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from zooloretto.zoo.bots import LEVELS, make_bot  # noqa: E402
from zooloretto.zoo.rules import new_game, apply, legal_actions  # noqa: E402
from zooloretto.zoo.rules.view import public_view  # noqa: E402


def positions(count: int, players: int | None = None) -> list:
    out = []
    g = 0
    while len(out) < count:
        n = players or 2 + g % 4
        state = new_game(n, seed=500 + g)
        player = make_bot("medium", seed=g)
        rng = random.Random(g)
        stops = set(rng.sample(range(5, 250 if players else 120), 4))
        step = 0
        while not state.game_over and len(out) < count:
            if step in stops and len(legal_actions(state)) > 1:
                out.append(public_view(state))
            apply(state, player.choose(public_view(state)))
            step += 1
        g += 1
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--time-budget", type=float, default=1.0)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--players", type=int, default=None, choices=range(2, 6))
    parser.add_argument("--cpu", action="store_true", help="CPU time, not the clock")
    args = parser.parse_args(argv)
    clock = time.process_time if args.cpu else time.perf_counter
    views = positions(args.positions, args.players)
    print(f"{len(views)} positions{f' ({args.players} players)' if args.players else ''}; hard: "
          + (f"{args.iterations} iterations" if args.iterations else f"{args.time_budget}s budget"))
    print(f"{'level':<8}{'decisions/s':>12}{'mean ms':>10}{'worst ms':>10}"
          + ("   (CPU time)" if args.cpu else ""))
    for level in args.levels.split(","):
        bot = make_bot(level, seed=1, time_budget=args.time_budget, iterations=args.iterations)
        times = []
        for view in views:
            t0 = clock()
            bot.choose(view)
            times.append(clock() - t0)
        total = sum(times)
        print(f"{level:<8}{len(times) / total:>12.1f}{1000 * total / len(times):>10.2f}"
              f"{1000 * max(times):>10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
