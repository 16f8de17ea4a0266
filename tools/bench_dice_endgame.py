#!/usr/bin/env python3
"""How often each dice bot plays a move of the best chance to win in the game's last round.

    nice -n 10 .venv/bin/python tools/bench_dice_endgame.py [--players 2] [--games 150]
        [--seed 1000] [--levels easy,medium,hard] [--hard-budget 0.6 | --hard-iterations N]
        [--node-limit N] [--every-roll] [--json]

Positions come from the round that ended seeded games between the three levels (seats
rotated, hard at one iteration): every position of that round with a choice to make that
the exact solver (zooloretto/dice/bots/endgame.py) can value, i.e. once the round has been
called the last, or earlier when every line of play ends the game. A move is optimal when
its chance to win (a shared victory counting 1/k) is the best one, within 1e-9. "Choice
matters" leaves out positions where every move wins equally often. Placements are the
positions with rolled dice to put on trucks. --every-roll adds, where the dice could be
rolled, the placement of each of the 21 rolls (what-ifs of the same games).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from zooloretto.dice.bots import LEVELS, make_bot  # noqa: E402
from zooloretto.dice.bots.endgame import EPS, final_round_positions  # noqa: E402

SEATINGS = (("hard", "medium"), ("medium", "easy"), ("easy", "hard"), ("medium", "medium"),
            ("hard", "hard"), ("medium", "hard"))


def seat_bots(players: int):
    def bots(g):
        levels = SEATINGS[g % len(SEATINGS)]
        return [make_bot(levels[(i + g // len(SEATINGS)) % 2], seed=g * 7 + i, iterations=1)
                for i in range(players)]
    return bots


def wilson(k: int, n: int, z: float = 1.96) -> tuple:
    if n == 0:
        return 0.0, 0.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--hard-budget", type=float, default=0.6, help="seconds (the hint's budget)")
    ap.add_argument("--hard-iterations", type=int, default=None)
    ap.add_argument("--node-limit", type=int, default=None,
                    help="positions the measuring solver may value (3-4 players: skip huge rounds)")
    ap.add_argument("--every-roll", action="store_true",
                    help="also every way to place each possible roll")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    levels = args.levels.split(",")
    started = time.perf_counter()
    found = list(final_round_positions(args.players, args.seed, args.games,
                                       seat_bots(args.players), args.node_limit,
                                       args.every_roll))
    collected = time.perf_counter() - started
    tally = {lv: {"all": [0, 0], "matters": [0, 0], "roll_or_take": [0, 0], "placements": [0, 0],
                  "seconds": []} for lv in levels}
    misses = {lv: [] for lv in levels}
    for g, view, values in found:
        p = view.current
        best = max(v[0][p] for _, v in values)
        worst = min(v[0][p] for _, v in values)
        value_of = {}
        for a, v in values:
            value_of.setdefault(a, v[0][p])
        for lv in levels:
            bot = make_bot(lv, seed=g, time_budget=args.hard_budget,
                           iterations=args.hard_iterations if lv == "hard" else None)
            t0 = time.perf_counter()
            action = bot.choose(view)
            tally[lv]["seconds"].append(time.perf_counter() - t0)
            ok = value_of[action] >= best - EPS
            kinds = ["all", "placements" if view.rolled else "roll_or_take"]
            if best - worst > EPS:
                kinds.append("matters")
            for kind in kinds:
                tally[lv][kind][0] += ok
                tally[lv][kind][1] += 1
            if not ok:
                misses[lv].append({"game": g, "state": view.to_json(), "chose": action.to_json()
                                   if hasattr(action, "to_json") else str(action),
                                   "win": value_of[action], "best": best})
    report = {"players": args.players, "games": args.games, "seed": args.seed,
              "every_roll": args.every_roll,
              "positions": len(found), "collect_seconds": round(collected, 1),
              "hard": (f"{args.hard_iterations} iterations" if args.hard_iterations
                       else f"{args.hard_budget}s budget"), "levels": {}}
    for lv in levels:
        row = {}
        for kind in ("all", "matters", "roll_or_take", "placements"):
            k, n = tally[lv][kind]
            lo, hi = wilson(k, n)
            row[kind] = {"optimal": k, "of": n, "share": round(k / n, 4) if n else None,
                         "interval": [round(lo, 4), round(hi, 4)]}
        secs = tally[lv]["seconds"]
        row["mean_ms"] = round(1000 * sum(secs) / max(1, len(secs)), 1)
        row["worst_ms"] = round(1000 * max(secs, default=0), 1)
        row["misses"] = misses[lv][:5]
        report["levels"][lv] = row
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"{report['positions']} final-round positions from {args.games} {args.players}-player games "
          f"(seed {args.seed}); hard at {report['hard']}; collected in {collected:.0f}s")
    print(f"{'level':<8}{'all':>16}{'choice matters':>20}{'roll or take':>16}{'placements':>16}"
          f"{'mean ms':>9}{'worst ms':>10}")
    for lv in levels:
        row = report["levels"][lv]
        cells = "".join(f"{row[k]['optimal']:>6}/{row[k]['of']:<4}"
                        f"{100 * (row[k]['share'] or 0):5.1f}%" for k in
                        ("all", "matters", "roll_or_take", "placements"))
        print(f"{lv:<8}{cells}{row['mean_ms']:>9}{row['worst_ms']:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
