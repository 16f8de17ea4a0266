#!/usr/bin/env python3
"""Rules engine benchmark (one core): python3 tools/bench_rules.py [--games N]

To compare with another checkout (an older commit in a worktree) in one run:
    python3 tools/bench_rules.py --against /work/wt/base13 --players 4 --games 100 --runs 5
runs the same seeded random games on both code bases, alternating them in fresh
processes, and prints each run and the medians (games per second, old and new)."""
import argparse
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Runs in a child process with the checkout to measure first on sys.path: random games
# only (the same loop as zooloretto.bench.random_game, written against the public API
# every version of the rules has), then "games/s actions/game" on one line. The time is
# the process's own CPU time: the other programs of a busy machine count less in it.
CHILD = r"""
import random, sys, time
sys.path.insert(0, sys.argv[1])
from zooloretto.zoo.rules import apply, legal_actions, new_game
players, games, seed, expansions = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
warmup = int(sys.argv[6])
kw = {"expansions": expansions} if expansions else {}

def play(first, count):
    steps = 0
    for g in range(first, first + count):
        state = new_game(players, g, **kw)
        rng = random.Random(g)
        while not state.game_over:
            apply(state, rng.choice(legal_actions(state)), check=False)
            steps += 1
    return steps

play(seed + 1_000_000, warmup)      # other seeds: games the timed ones never repeat
start = time.process_time()
steps = play(seed, games)
print(games / (time.process_time() - start), steps / games)
"""


def _run(tree, args):
    out = subprocess.run([sys.executable, "-c", CHILD, tree, str(args.players), str(args.games),
                          str(args.seed), args.expansions or "", str(args.warmup)],
                         check=True, capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1])


def compare(args) -> int:
    old, new = [], []
    print(f"{args.players} players, {args.games} games per run"
          f"{', ' + args.expansions if args.expansions else ''}"
          f"{f', after {args.warmup} untimed games' if args.warmup else ''}")
    print(f"{'run':>3} {'old games/s':>12} {'new games/s':>12} {'ratio':>6}")
    for r in range(args.runs):
        # Alternate which goes first, so a change in the machine's load hits both alike.
        order = ((args.against, old), (HERE, new)) if r % 2 == 0 else ((HERE, new), (args.against, old))
        steps = set()
        for tree, into in order:
            rate, per_game = _run(tree, args)
            into.append(rate)
            steps.add(round(per_game, 6))
        same = "" if len(steps) == 1 else "  (games differ!)"
        print(f"{r + 1:>3} {old[-1]:>12.1f} {new[-1]:>12.1f} {new[-1] / old[-1]:>6.2f}{same}")
    mo, mn = statistics.median(old), statistics.median(new)
    ratios = [n / o for o, n in zip(old, new)]
    print(f"median {mo:>8.1f} {mn:>12.1f} {mn / mo:>6.2f}  (median of the runs' ratios "
          f"{statistics.median(ratios):.2f})")
    return 0


p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
p.add_argument("--games", type=int, default=200)
p.add_argument("--seed", type=int, default=1)
p.add_argument("--expansions", default=None, help="comma-separated expansions (docs/expansions.md)")
p.add_argument("--against", metavar="CHECKOUT", help="compare with the rules of another checkout")
p.add_argument("--players", type=int, default=4, help="with --against: players per game")
p.add_argument("--runs", type=int, default=5, help="with --against: runs of each side")
p.add_argument("--warmup", type=int, default=0,
               help="with --against: untimed games (other seeds) each process plays first, so that "
                    "tables filled on first use are filled: the steady state of a long search")
args = p.parse_args()
if args.against:
    sys.exit(compare(args))
sys.path.insert(0, HERE)
from zooloretto.bench import main  # noqa: E402
sys.exit(main(args))
