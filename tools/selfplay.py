"""Self-play games for the learned evaluation (issue 36): positions and outcomes.

    nice -n 19 python tools/selfplay.py --minutes 25 [--out data/selfplay.jsonl] [--jobs 2]
                                        [--players 2]   (games for two only)

Plays seeded board games between bots (medium seats, now and then one hard seat at
a small fixed number of futures), 2-5 players, with no expansion or with some of
the four original ones, and appends one JSON line per finished game to --out:

    {"g": game number, "players": n, "expansions": [...], "seats": ["medium", ...],
     "positions": [public view at the start of each round after the first, as JSON],
     "scores": [final totals], "money": [tie-break money], "winners": [seats]}

The positions are public views (`public_view(state).to_json()`): what a player may
know, so the features can be computed again from them when they change. Game g's
set-up and bots follow from --seed and g alone; a run starts after the highest game
number already in the file (resumable), and stops starting games after --minutes.
"""
from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from zooloretto.zoo.bots import make_bot                       # noqa: E402
from zooloretto.zoo.rules import apply, new_game               # noqa: E402
from zooloretto.zoo.rules.scoring import final_totals, tiebreak_money  # noqa: E402
from zooloretto.zoo.rules.view import public_view              # noqa: E402

ORIGINAL_EXPANSIONS = ("savings-book", "petting-zoo", "buildings", "polar-bear")
PLAYERS = (2, 3, 4, 4, 5)             # four players twice as often as the others


def plan(seed: int, g: int, hard_share: float, players=PLAYERS) -> dict:
    """Game g's set-up: players (drawn from `players`), expansions, seats, deal and bot seeds."""
    rng = random.Random(f"selfplay:{seed}:{g}")
    n = rng.choice(players)
    expansions = []
    if rng.random() < 0.4:
        expansions = [e for e in ORIGINAL_EXPANSIONS if rng.random() < 0.6] or list(ORIGINAL_EXPANSIONS)
    seats = ["medium"] * n
    if rng.random() < hard_share:
        seats[rng.randrange(n)] = "hard"
    return {"g": g, "players": n, "expansions": expansions, "seats": seats,
            "deal": rng.getrandbits(48), "bots": [rng.getrandbits(48) for _ in range(n)]}


def play(task) -> dict:
    p, hard_iterations = task
    state = new_game(p["players"], seed=p["deal"], expansions=p["expansions"] or None)
    bots = [make_bot(level, seed=s, iterations=hard_iterations if level == "hard" else None)
            for level, s in zip(p["seats"], p["bots"])]
    positions = []
    round_now = state.round
    while not state.game_over:
        apply(state, bots[state.current].choose(public_view(state)))
        if state.round != round_now and not state.game_over:
            round_now = state.round
            positions.append(public_view(state).to_json())
    totals, winners = final_totals(state)
    return {"g": p["g"], "players": p["players"], "expansions": p["expansions"],
            "seats": p["seats"], "positions": positions, "scores": list(totals),
            "money": [tiebreak_money(z, state.options) for z in state.zoos],
            "winners": sorted(winners)}


def read_games(path: str):
    """The games in a self-play file; a line cut short by a stopped run is skipped."""
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                game = json.loads(line)
            except ValueError:
                continue
            if isinstance(game, dict) and "g" in game:
                yield game


def next_game(path: str) -> int:
    return max((game["g"] for game in read_games(path)), default=-1) + 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="data/selfplay.jsonl")
    parser.add_argument("--minutes", type=float, default=25.0, help="start no game after this")
    parser.add_argument("--games", type=int, default=10 ** 6, help="at most this many new games")
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hard-share", type=float, default=0.2,
                        help="share of games with one hard seat")
    parser.add_argument("--hard-iterations", type=int, default=8,
                        help="futures per decision of a hard seat (fixed: repeatable games)")
    parser.add_argument("--players", default="",
                        help="numbers of players to draw from, e.g. 2 (default: 2,3,4,4,5)")
    args = parser.parse_args(argv)
    players = tuple(int(x) for x in args.players.split(",") if x.strip()) or PLAYERS
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    first = next_game(args.out)
    deadline = time.monotonic() + 60 * args.minutes

    with open(args.out, "a+", encoding="utf-8") as out:
        out.seek(0, os.SEEK_END)
        if out.tell():
            out.seek(out.tell() - 1)
            if out.read(1) != "\n":
                out.write("\n")     # a line cut short by a stopped run stays on its own
        done = positions = 0
        started = time.monotonic()
        pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
        waiting = collections.deque()     # a few games ahead of the writer, never more
        g = first
        try:
            while True:
                while (len(waiting) < 2 * args.jobs and g < first + args.games
                       and time.monotonic() < deadline):
                    task = (plan(args.seed, g, args.hard_share, players), args.hard_iterations)
                    waiting.append(pool.apply_async(play, (task,)) if pool else task)
                    g += 1
                if not waiting:
                    break
                job = waiting.popleft()
                game = job.get() if pool else play(job)
                out.write(json.dumps(game, separators=(",", ":")) + "\n")
                out.flush()
                done += 1
                positions += len(game["positions"])
                if done % 50 == 0:
                    print(f"{done} games, {positions} positions, {time.monotonic() - started:.0f} s",
                          file=sys.stderr, flush=True)
        finally:
            if pool:
                pool.terminate()
    print(f"games {first}..{first + done - 1}: {done} games, {positions} positions "
          f"in {time.monotonic() - started:.0f} s -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
