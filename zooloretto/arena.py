"""Bots against bots, headless, to measure their strength.

    python -m zooloretto.arena --seats hard,medium,medium,easy --games 400 --jobs 2 --seed 1

Games come in groups of one deal per seat rotation: each bot configuration
plays the same deal from every seat, so no one profits from sitting first
or from a lucky deal. With an iteration budget the same seed gives the same
games. The table counts a shared victory as 1/k of a win for each of the k
winners, and gives the win rate's 95% Wilson interval.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time

from .zoo.bots import LEVELS, make_bot
from .zoo.rules import new_game, apply, final_scores
from .zoo.rules import components as C
from .zoo.rules.hooks import normalize
from .zoo.rules.view import public_view


class ArenaError(ValueError):
    """Options that cannot be run; the message is one sentence."""


GAMES = ("board", "dice", "zoomaka")


def _game(name: str) -> dict:
    """What the arena needs of a game: its bots and its rules."""
    if name == "dice":
        from .dice import bots, rules
        from .dice.rules import components as DC
        return {"make_bot": bots.make_bot, "new_game": rules.new_game, "apply": rules.apply,
                "final_scores": rules.final_scores, "public_view": rules.public_view,
                "players": (DC.MIN_PLAYERS, DC.MAX_PLAYERS)}
    if name == "zoomaka":
        from .zoomaka import bots as zbots, rules as zrules
        from .zoomaka.rules import rulings as ZR
        return {"make_bot": zbots.make_bot, "new_game": zrules.new_game, "apply": zrules.apply,
                "final_scores": zrules.final_scores, "public_view": zrules.public_view,
                "players": (ZR.MIN_PLAYERS, ZR.MAX_PLAYERS)}
    return {"make_bot": make_bot, "new_game": new_game, "apply": apply,
            "final_scores": final_scores, "public_view": public_view,
            "players": (C.MIN_PLAYERS, C.MAX_PLAYERS)}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="board", help="board (the default), dice or zoomaka")
    parser.add_argument("--seats", default="hard,medium,medium,easy",
                        help="comma-separated bot levels, one per seat (2-5 of: %s)" % ", ".join(LEVELS))
    parser.add_argument("--games", default="400", help="number of games (default 400)")
    parser.add_argument("--jobs", default="1", help="worker processes (default 1)")
    parser.add_argument("--seed", default="1", help="seed of the deals and the bots (default 1)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON on stdout")
    parser.add_argument("--time-budget", default=None,
                        help="seconds per decision for the hard bot (default: the bot's own, 1.0)")
    parser.add_argument("--iterations", default=None,
                        help="fixed search iterations per decision (repeatable; overrides time)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--expansions", default="",
                        help="comma-separated expansions to play with (docs/expansions.md)")


# ---------------------------------------------------------------- options

def _whole(text, name, minimum, maximum=10 ** 7):
    text = str(text).strip()
    shown = repr(text if len(text) <= 30 else text[:27] + "...")
    if not (text.lstrip("+-").isascii() and text.lstrip("+-").isdigit()) or len(text) > 30:
        raise ArenaError(f"{name} must be a whole number from {minimum} to {maximum}, not {shown}.")
    value = int(text)
    if not minimum <= value <= maximum:
        raise ArenaError(f"{name} must be a whole number from {minimum} to {maximum}, not {value}.")
    return value


def parse_options(args) -> dict:
    seats = [s.strip().lower() for s in str(args.seats).split(",") if s.strip()]
    unknown = [s for s in seats if s not in LEVELS]
    if unknown:
        raise ArenaError(f"unknown bot level {unknown[0]!r} in --seats; choose from {', '.join(LEVELS)}.")
    game = str(getattr(args, "game", "board")).strip().lower()
    if game not in GAMES:
        raise ArenaError(f"unknown game {game[:30]!r} in --game; choose from {', '.join(GAMES)}.")
    low, high = _game(game)["players"]
    if not low <= len(seats) <= high:
        raise ArenaError(f"--seats needs {low} to {high} bot levels, not {len(seats)}.")
    budget = None
    if args.time_budget is not None:
        try:
            budget = float(args.time_budget)
        except ValueError:
            raise ArenaError(f"--time-budget must be a number of seconds, not {str(args.time_budget)[:30]!r}.") from None
        if not 0 < budget <= 600 or math.isinf(budget):
            raise ArenaError("--time-budget must be a positive number of seconds, at most 600.")
    iterations = None if args.iterations is None else _whole(args.iterations, "--iterations", 1)
    try:
        expansions = list(normalize(getattr(args, "expansions", "") or ""))
    except ValueError as e:
        raise ArenaError(f"{e}.") from None
    if expansions and game != "board":
        raise ArenaError("--expansions is for the board game only.")
    return {"game": game, "expansions": expansions,
            "seats": seats, "games": _whole(args.games, "--games", 1, 10 ** 6),
            "jobs": _whole(args.jobs, "--jobs", 1, 64), "seed": _whole(args.seed, "--seed", 0, 2 ** 63 - 1),
            "time_budget": budget, "iterations": iterations}


# ---------------------------------------------------------------- one game

def game_plan(opts: dict, g: int) -> dict:
    """Deal and seating of game g: deal g // n played in rotation g % n."""
    n = len(opts["seats"])
    deal, rotation = divmod(g, n)
    deal_seed = random.Random(f"arena-deal:{opts['seed']}:{deal}").getrandbits(48)
    # config_at[table seat] = index into --seats
    config_at = [(seat + rotation) % n for seat in range(n)]
    return {"game": g, "deal_seed": deal_seed, "config_at": config_at}


def play_game(task) -> dict:
    opts, g = task
    plan = game_plan(opts, g)
    seats = opts["seats"]
    n = len(seats)
    game = _game(opts.get("game", "board"))
    make_bot, public_view, apply = game["make_bot"], game["public_view"], game["apply"]
    kwargs = {"iterations": opts["iterations"]}
    if opts["time_budget"] is not None:
        kwargs["time_budget"] = opts["time_budget"]
    bots = []
    for seat, cfg in enumerate(plan["config_at"]):
        bot_seed = random.Random(f"arena-bot:{opts['seed']}:{g}:{cfg}").getrandbits(48)
        bots.append(make_bot(seats[cfg], seed=bot_seed, **kwargs))
    extra = {"expansions": opts["expansions"]} if opts.get("expansions") else {}
    state = game["new_game"](n, seed=plan["deal_seed"], **extra)
    times = [[0.0, 0, 0.0] for _ in range(n)]      # total, count, worst per config
    while not state.game_over:
        seat = state.current
        t0 = time.perf_counter()
        action = bots[seat].choose(public_view(state))
        spent = time.perf_counter() - t0
        apply(state, action)                       # checked: a bot's illegal move is a bug
        rec = times[plan["config_at"][seat]]
        rec[0] += spent
        rec[1] += 1
        rec[2] = max(rec[2], spent)
    result = game["final_scores"](state)
    totals = [p["total"] for p in result["players"]]
    winners = result["winners"]
    per_config = [None] * n
    for seat, cfg in enumerate(plan["config_at"]):
        others = [t for q, t in enumerate(totals) if q != seat]
        per_config[cfg] = {
            "seat": seat, "score": totals[seat], "margin": totals[seat] - max(others),
            "win": (1.0 / len(winners)) if seat in winners else 0.0,
            "time_total": times[cfg][0], "decisions": times[cfg][1], "time_worst": times[cfg][2]}
    return {"game": g, "deal_seed": plan["deal_seed"], "rounds": state.round,
            "totals": totals, "per_config": per_config}


# ---------------------------------------------------------------- summary

def wilson(wins: float, n: int, z: float = 1.96) -> tuple:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarize(opts: dict, results: list) -> dict:
    results = sorted(results, key=lambda r: r["game"])
    rows = []
    for cfg, level in enumerate(opts["seats"]):
        recs = [r["per_config"][cfg] for r in results]
        games = len(recs)
        wins = sum(x["win"] for x in recs)
        decisions = sum(x["decisions"] for x in recs)
        low, high = wilson(wins, games)
        rows.append({
            "config": cfg + 1, "level": level, "games": games, "wins": round(wins, 4),
            "win_rate": wins / games if games else 0.0, "ci95": [low, high],
            "mean_score": sum(x["score"] for x in recs) / games if games else 0.0,
            "mean_margin": sum(x["margin"] for x in recs) / games if games else 0.0,
            "decisions": decisions,
            "mean_decision_s": sum(x["time_total"] for x in recs) / decisions if decisions else 0.0,
            "worst_decision_s": max((x["time_worst"] for x in recs), default=0.0)})
    return {"game": opts.get("game", "board"), "seats": opts["seats"], "games": len(results),
            "seed": opts["seed"], "expansions": opts.get("expansions", []),
            "time_budget": opts["time_budget"], "iterations": opts["iterations"],
            "rows": rows, "game_totals": [r["totals"] for r in results]}


def format_table(summary: dict) -> str:
    head = (f"{'seat config':<14}{'games':>6}{'wins':>9}{'win rate':>9}  {'95% CI':<15}"
            f"{'score':>7}{'margin':>8}{'mean s':>9}{'worst s':>9}")
    lines = [head, "-" * len(head)]
    for r in summary["rows"]:
        ci = f"{100 * r['ci95'][0]:.0f}-{100 * r['ci95'][1]:.0f}%"
        lines.append(f"{str(r['config']) + ': ' + r['level']:<14}{r['games']:>6}{r['wins']:>9.2f}"
                     f"{100 * r['win_rate']:>8.1f}%  {ci:<15}{r['mean_score']:>7.2f}"
                     f"{r['mean_margin']:>+8.2f}{r['mean_decision_s']:>9.3f}{r['worst_decision_s']:>9.3f}")
    budget = ("iterations %d" % summary["iterations"] if summary["iterations"]
              else "time budget %ss" % (summary["time_budget"] or "1.0 (default) "))
    if summary.get("expansions"):
        lines.append("expansions: " + ", ".join(summary["expansions"]))
    lines.append(f"{summary['games']} games, seed {summary['seed']}, {budget}; "
                 "shared wins count 1/k; margin = score minus best other score")
    return "\n".join(lines)


class Progress:
    """A plain-text progress bar on stderr."""

    def __init__(self, total, stream, enabled=True):
        self.total, self.stream, self.enabled = total, stream, enabled
        self.start = time.monotonic()

    def update(self, done):
        if not self.enabled:
            return
        width = 30
        filled = int(width * done / self.total)
        spent = time.monotonic() - self.start
        eta = spent / done * (self.total - done) if done else 0.0
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} games"
                          f"  {spent:6.0f}s, about {eta:.0f}s left ")
        if done == self.total:
            self.stream.write("\n")
        self.stream.flush()


def play_all(opts: dict, progress: Progress | None = None) -> list:
    tasks = [(opts, g) for g in range(opts["games"])]
    results = []
    if opts["jobs"] == 1:
        for task in tasks:
            results.append(play_game(task))
            if progress:
                progress.update(len(results))
        return results
    import multiprocessing
    import signal
    previous = None
    try:
        # A plain `kill` should stop the workers too: leaving the `with` block
        # by an exception terminates the pool.
        previous = signal.signal(signal.SIGTERM, _interrupt)
    except ValueError:                     # not the main thread: leave signals alone
        pass
    try:
        with multiprocessing.get_context("spawn").Pool(min(opts["jobs"], len(tasks))) as pool:
            for r in pool.imap_unordered(play_game, tasks):
                results.append(r)
                if progress:
                    progress.update(len(results))
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    return results


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def run(args) -> int:
    try:
        opts = parse_options(args)
    except ArenaError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2
    progress = Progress(opts["games"], sys.stderr, enabled=not getattr(args, "quiet", False))
    try:
        results = play_all(opts, progress)
    except KeyboardInterrupt:
        print("\narena: interrupted.", file=sys.stderr)
        return 130
    summary = summarize(opts, results)
    if args.json:
        json.dump(summary, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(format_table(summary))
    return 0


class _QuietParser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, f"arena: {message}.\n")


def main(argv=None) -> int:
    parser = _QuietParser(prog="python -m zooloretto.arena",
                          description="Play bots against each other and print their results.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
