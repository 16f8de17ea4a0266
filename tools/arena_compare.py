"""Pair arena runs game by game: a candidate against a base on the same deals and seeds.

    python tools/arena_compare.py BASE.jsonl CANDIDATE.jsonl [CANDIDATE.jsonl ...]

The files are tools/arena_log.py's (one game a line); configuration 0 is the one
compared (the hard bot, first in --seats). Only the games both runs played count.
For each candidate: its wins and the base's on those games, the paired difference of
wins and of margins with 95% half-widths (1.96 standard errors of the mean paired
difference), and the mean decision time of each run (wall clock, as the runs printed it).
"""
from __future__ import annotations

import json
import math
import sys


def load(path: str) -> dict:
    with open(path, encoding="utf-8") as f:
        return {r["game"]: r for r in map(json.loads, f)}


def mean_and_reach(values: list) -> tuple:
    """The mean and 1.96 standard errors of it."""
    n = len(values)
    mean = sum(values) / n
    var = sum((x - mean) ** 2 for x in values) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def compare(base: dict, cand: dict) -> str | None:
    games = sorted(set(base) & set(cand))
    if not games:
        return None
    first = lambda run, g: run[g]["per_config"][0]          # noqa: E731
    wins = [first(cand, g)["win"] - first(base, g)["win"] for g in games]
    margins = [first(cand, g)["margin"] - first(base, g)["margin"] for g in games]
    per_decision = lambda run: sum(first(run, g)["time_total"] / first(run, g)["decisions"]  # noqa: E731
                                   for g in games) / len(games)
    n = len(games)
    dw, rw = mean_and_reach(wins)
    dm, rm = mean_and_reach(margins)
    return (f"{n} games  base {sum(first(base, g)['win'] for g in games) / n:.1%}"
            f"  cand {sum(first(cand, g)['win'] for g in games) / n:.1%}"
            f"  diff {dw * 100:+.1f} ±{rw * 100:.1f} pts;"
            f" margin base {sum(first(base, g)['margin'] for g in games) / n:+.2f}"
            f" diff {dm:+.2f} ±{rm:.2f};"
            f" mean dec base {per_decision(base) * 1000:.0f} ms cand {per_decision(cand) * 1000:.0f} ms")


def main(argv: list) -> int:
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    base = load(argv[0])
    for path in argv[1:]:
        line = compare(base, load(path))
        print(f"{path}: {line}" if line else f"{path}: no game in common with the base")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
