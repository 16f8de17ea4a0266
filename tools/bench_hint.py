#!/usr/bin/env python3
"""How long the board table's hint takes to answer, as the table asks it.

    python tools/bench_hint.py [--positions 12] [--budget SECONDS] [--thread]

Mid-game positions of seeded games (2 to 5 players, every other game with all four
expansions), played by medium bots. For each, the table's own Turns (ui/kit/turns.py)
asks for the hint and is polled as a frame would: the hard bot in the table's bot process
(ProcessBotRunner; --thread: the thread runner a table falls back to) at the hint's time
budget (Turns.hint_time_budget unless --budget; less for the first hint, which starts the
process), then the reason is worked out. The time runs from the question to the reason.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from zooloretto.zoo.bots import make_bot  # noqa: E402
from zooloretto.zoo.rules import EXPANSION_NAMES, apply, legal_actions, new_game  # noqa: E402
from zooloretto.zoo.rules.view import public_view  # noqa: E402
from zooloretto.ui.bot_process import ProcessBotRunner  # noqa: E402
from zooloretto.ui.bot_runner import BotRunner  # noqa: E402
from zooloretto.ui.session import GameSession, Seat  # noqa: E402
from zooloretto.ui.kit.turns import Turns  # noqa: E402
from zooloretto.ui.zoo.hint_words import explain_hint  # noqa: E402


def positions(count: int) -> list:
    """(players, expansions?, view) in the middle of seeded games."""
    out, g = [], 0
    while len(out) < count:
        n = 2 + g % 4
        expansions = list(EXPANSION_NAMES) if g % 2 else None
        state = new_game(n, seed=900 + g, expansions=expansions)
        bot, rng = make_bot("medium", seed=g), random.Random(g)
        stop = rng.randrange(25, 70)
        for _ in range(stop):
            if state.game_over:
                break
            apply(state, bot.choose(public_view(state)))
        while not state.game_over and len(legal_actions(state)) < 2:
            apply(state, bot.choose(public_view(state)))
        if not state.game_over:
            out.append((n, bool(expansions), public_view(state)))
        g += 1
    return out


class _Table:
    """What Turns reads of a table: its session."""

    def __init__(self, session):
        self.session = session


def ask(turns, view) -> float:
    """Seconds from the question to the reason, as the table sees them."""
    turns.session.record.state = view       # the table's game at this position
    started = time.perf_counter()
    turns.ask_hint()
    while turns.hint() is None:
        time.sleep(0.002)                    # a frame's nap, shorter
    return time.perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--budget", type=float, default=Turns.hint_time_budget)
    parser.add_argument("--thread", action="store_true", help="the thread runner instead of a process")
    args = parser.parse_args(argv)
    views = positions(args.positions)
    Turns.hint_time_budget = args.budget
    runner = BotRunner if args.thread else ProcessBotRunner
    turns = Turns(_Table(GameSession.new([Seat("Ana"), Seat("Bea")], seed=1)), runner,
                  explain=explain_hint)
    try:
        first = ask(turns, views[0][2])        # the first hint starts the bot process
        times = []
        print(f"{'players':>8}{'expansions':>12}{'seconds':>9}")
        for n, expansions, view in views:
            times.append(ask(turns, view))
            print(f"{n:>8}{'all' if expansions else '-':>12}{times[-1]:>9.3f}")
    finally:
        turns.cancel()
    print(f"hint budget {args.budget:.2f} s, {'thread' if args.thread else 'bot process'}: "
          f"first hint (the process starts) {first:.3f} s; then median {statistics.median(times):.3f} s, "
          f"max {max(times):.3f} s over {len(times)} positions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
