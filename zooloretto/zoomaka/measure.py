"""The deck's arena: bots play Zoomaka and the figures that chose the reconstructed deck
are counted (docs/zoomaka.md, docs/bots.md).

    python -m zooloretto.zoomaka.measure --seats medium,medium,medium --games 200
    ... --results runs/zoomaka.jsonl      # resumable: run the same command again after a stop

Deals come in groups of one per seat rotation (every bot configuration plays the same
deal from every seat); seat 0 starts. Per game: its length in turns, the winners, which
card kinds and which cards were played, fees charged and how they were met, Responses
played (in one's turn or out of it), and which cards each seat held at some time. The
summary gives medians, shares of games, win rates with 95% Wilson intervals: per bot
configuration, for the start player, and for the players who held each card.
"""
from __future__ import annotations

import argparse
import json
import random
import sys

from .bots import LEVELS, make_bot
from .rules import apply, new_game, public_view
from .rules.cards import CARDS, KINDS

# A person's time, estimated: a turn (three actions and a draw), a fee (each payer picks
# cards), a Response asked out of turn.
SECONDS_PER_TURN, SECONDS_PER_FEE, SECONDS_PER_ANSWER = 30, 20, 10


def wilson(wins: float, n: int, z: float = 1.96) -> list:
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / denom
    return [max(0.0, centre - half), min(1.0, centre + half)]


def play_one(seats, g: int, seed: int = 1, iterations=None, time_budget=None) -> dict:
    n = len(seats)
    deal, rotation = divmod(g, n)
    config_at = [(seat + rotation) % n for seat in range(n)]
    deal_seed = random.Random(f"zoomaka-deal:{seed}:{deal}").getrandbits(48)
    budget = {} if time_budget is None else {"time_budget": time_budget}
    bots = [make_bot(seats[c], seed=random.Random(f"zoomaka-bot:{seed}:{g}:{c}").getrandbits(48),
                     iterations=iterations, **budget) for c in config_at]
    s = new_game(n, seed=deal_seed)
    held = [{CARDS[c].key for c in p.hand} for p in s.players]
    played, keys = set(), set()
    counts = {"fees": 0, "fees_excused": 0, "responses": 0, "responses_out_of_turn": 0,
              "cancelled": 0, "captures": 0, "reshuffles": 0, "decisions": 0}
    while not s.game_over:
        seat, active = s.current, s.active
        events = apply(s, bots[seat].choose(public_view(s)))
        counts["decisions"] += 1
        for e in events:
            kind = e.type
            if kind == "card_played":
                played.add(e.kind)
                keys.add(CARDS[e.card].key)
                if e.kind == "response":
                    counts["responses"] += 1
                    counts["responses_out_of_turn"] += e.player != active
            elif kind == "animal_placed":
                played.add("animal")
                keys.add(CARDS[e.card].key)
            elif kind in ("card_drawn", "card_taken") and e.dst.area == "hand":
                held[e.player].add(CARDS[e.card].key)
            elif kind == "fee_charged":
                counts["fees"] += 1
            elif kind == "fee_settled" and e.excused_by:
                counts["fees_excused"] += 1
            elif kind == "cancelled":
                counts["cancelled"] += 1
            elif kind == "card_taken" and e.dst.area == "section":
                counts["captures"] += 1
            elif kind == "pile_reshuffled":
                counts["reshuffles"] += 1
    share = 1.0 / len(s.winners)
    return {"game": g, "turns": s.turn, "rounds": s.round, "ended_by": s.ended_by,
            "config_at": config_at, "winners": s.winners[:],
            "win_by_config": [share if seat in s.winners else 0.0
                              for seat in sorted(range(n), key=lambda q: config_at[q])],
            "start_win": share if 0 in s.winners else 0.0, "kinds": sorted(played),
            "keys": sorted(keys), "held": [sorted(h) for h in held], **counts}


def summarize(seats, results) -> dict:
    n, games = len(seats), len(results)
    turns = sorted(r["turns"] for r in results)
    minutes = sorted((r["turns"] * SECONDS_PER_TURN + r["fees"] * SECONDS_PER_FEE
                      + r["responses_out_of_turn"] * SECONDS_PER_ANSWER) / 60 for r in results)
    median = turns[games // 2] if games % 2 else (turns[games // 2 - 1] + turns[games // 2]) / 2
    rows = []
    for c, level in enumerate(seats):
        wins = sum(r["win_by_config"][c] for r in results)
        rows.append({"config": c + 1, "level": level, "wins": wins, "win_rate": wins / games,
                     "ci95": wilson(wins, games)})
    start = sum(r["start_win"] for r in results)
    kind_share = {k: sum(k in r["kinds"] for r in results) / games for k in KINDS}
    all_keys = sorted({c.key for c in CARDS.values()})
    key_share = {k: sum(k in r["keys"] for r in results) / games for k in all_keys}
    holders = {}
    for k in all_keys:
        wins = held = 0.0
        for r in results:
            for seat, cards in enumerate(r["held"]):
                if k in cards:
                    held += 1
                    wins += (1.0 / len(r["winners"])) if seat in r["winners"] else 0.0
        holders[k] = {"held": int(held), "win_rate": wins / held if held else 0.0,
                      "ci95": wilson(wins, int(held))}
    per_game = lambda key: sum(r[key] for r in results) / games       # noqa: E731
    return {
        "seats": seats, "games": games, "median_turns": median,
        "median_rounds": median / n, "minutes_estimate": minutes[games // 2],
        "turns_quartiles": [turns[games // 4], turns[(3 * games) // 4]],
        "ended_by_limit": sum(r["ended_by"] == "limit" for r in results) / games,
        "rows": rows, "start_player": {"wins": start, "win_rate": start / games,
                                       "ci95": wilson(start, games), "fair": 1 / n},
        "kind_share": kind_share, "card_share": key_share, "holders": holders,
        "games_with_fees": sum(r["fees"] > 0 for r in results) / games,
        "fees_per_game": per_game("fees"), "fees_excused_per_game": per_game("fees_excused"),
        "games_with_responses": sum(r["responses"] > 0 for r in results) / games,
        "responses_per_game": per_game("responses"),
        "responses_out_of_turn_per_game": per_game("responses_out_of_turn"),
        "cancelled_per_game": per_game("cancelled"), "captures_per_game": per_game("captures"),
        "reshuffles_per_game": per_game("reshuffles"), "decisions_per_game": per_game("decisions"),
    }


def _task(args):
    return play_one(*args)


def _kept(path, seats, seed) -> dict:
    """The games already played into `path` by the same seats and seed, by number."""
    kept = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    r = json.loads(line)
                except ValueError:        # a line cut by a stopped run: play that game again
                    continue
                if r.get("seats") == seats and r.get("seed") == seed:
                    kept[r["game"]] = r
    except FileNotFoundError:
        pass
    return kept


def run(seats, games, seed=1, iterations=None, time_budget=None, jobs=1, results_path=None) -> dict:
    """With `results_path`, every game is appended there as it ends and the games already
    there are not played again: a stopped run goes on where it stopped."""
    kept = _kept(results_path, seats, seed) if results_path else {}
    tasks = [(seats, g, seed, iterations, time_budget) for g in range(games) if g not in kept]
    out = open(results_path, "a+", encoding="utf-8") if results_path else None
    if out and out.tell():
        out.seek(out.tell() - 1)
        if out.read(1) != "\n":              # a line cut by a stop: the next game on a line of its own
            out.write("\n")
    try:
        if jobs > 1:
            import multiprocessing
            with multiprocessing.get_context("spawn").Pool(jobs) as pool:
                for r in pool.imap_unordered(_task, tasks):
                    kept[r["game"]] = r
                    _keep(out, r, seats, seed)
        else:
            for t in tasks:
                r = _task(t)
                kept[r["game"]] = r
                _keep(out, r, seats, seed)
    finally:
        if out:
            out.close()
    return summarize(seats, [kept[g] for g in range(games)])


def _keep(out, result, seats, seed) -> None:
    if out:
        out.write(json.dumps({**result, "seats": seats, "seed": seed}) + "\n")
        out.flush()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zooloretto.zoomaka.measure",
                                     description="Zoomaka bots against each other, with the deck's figures.")
    parser.add_argument("--seats", default="medium,medium,medium")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--time-budget", type=float, default=None)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--results", default=None,
                        help="a file of finished games (JSON lines): kept as they end, not played again")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",")]
    if any(s not in LEVELS for s in seats) or not 2 <= len(seats) <= 5:
        parser.error(f"--seats: 2 to 5 of {', '.join(LEVELS)}")
    summary = run(seats, args.games, args.seed, args.iterations, args.time_budget, args.jobs,
                  args.results)
    json.dump(summary, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
