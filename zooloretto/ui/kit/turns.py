"""Whose move it is: bots are asked and answered, hints are asked for, the end is shown.

The runner is injectable. Every runner has the interface of ui/bot_runner.BotRunner:
start(view, level, seed, budget), poll() -> action | None, thinking, elapsed(),
cancel(), wait(). The game uses a worker (BotRunner); tests and the headless
table use SyncRunner, which decides at once and the same way every time.

A bot's seed is never the game's: it is the table's own salt (drawn from the system's
random numbers when the table opens; a runner may fix it, as SyncRunner does, so tests
repeat) plus the number of actions played. The game's seed decides the hidden stacks
and rolls, so a bot given it could know them.
"""
from __future__ import annotations

import logging
import random

from ... import games
from ..bot_runner import BotRunner, choose

log = logging.getLogger("zooloretto")


class SyncRunner:
    """Decides inside start(), with a fixed number of iterations: no threads, no clock.
    Its tables' bots share one fixed salt, so the same public position gets the same move."""

    salt = 0

    def __init__(self, iterations: int = 40):
        self.iterations = iterations
        self._result = None
        self._error = None
        self.thinking = False
        self.reason = None           # (code, details) of the last choice (the hint explains itself)

    def start(self, view, level: str = "medium", seed: int = 0, budget: float = 1.0) -> None:
        self._result = self._error = None
        try:      # the view's game's bots, loaded only when one plays
            bot = games.of(view).make_bot(level, seed=seed, time_budget=None,
                                          iterations=self.iterations)
            self._result, self.reason = choose(bot, view)
            if self._result is None:
                self._error = RuntimeError("the bot chose nothing")
        except Exception as exc:         # reported by poll(), as the worker does
            self._error = exc
        self.thinking = True

    def poll(self):
        if not self.thinking:
            return None
        self.thinking = False
        result, error, self._result, self._error = self._result, self._error, None, None
        if error is not None:
            raise error
        return result

    def elapsed(self) -> float:
        return 0.0

    def cancel(self) -> None:
        self.thinking = False
        self._result = self._error = None

    def wait(self, timeout=None):
        return self.poll()



class Turns:
    """Bot moves and hints for one table. `table` is the scene: it says who is a bot,
    whether the table is busy animating, and plays an action with `play_bot`."""

    bot_time_budget = 1.0       # seconds a bot may think per move
    # A hint answers within a second (tools/bench_hint.py): the hard bot thinks this long,
    # and the first hint of a table less, while its process starts (~0.3-0.45 s when busy).
    hint_time_budget = 0.6
    hint_start_allowance = 0.4
    bot_pause = 0.45            # seconds between two bot moves at normal speed

    def __init__(self, table, runner_factory=BotRunner, bot_time_budget=None, hold_bots=False,
                 explain=None):
        self.table = table
        # explain(view, action) -> the hint's reasons; without it, the bot's own (the dice game's)
        self.explain = explain
        self.runner = runner_factory()
        self.hint_runner = runner_factory()
        if bot_time_budget is not None:
            self.bot_time_budget = bot_time_budget
        self.hold_bots = hold_bots      # True: bots wait until bots_move() (the headless table)
        # the bots' and the hint's randomness: the table's own, never the game's seed
        self.salt = getattr(self.runner, "salt", None)
        if self.salt is None:
            self.salt = random.SystemRandom().getrandbits(48)
        self.wait = 0.0
        self.reason = None              # why the last hint was suggested, or None

    @property
    def session(self):
        return self.table.session

    def bot_time_limit(self) -> float:
        return 10 + 5 * self.bot_time_budget

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> bool:
        if self.hint_runner.thinking:
            return False
        budget = self.hint_time_budget
        if getattr(self.hint_runner, "cold", False):
            budget = max(budget / 3, budget - self.hint_start_allowance)
        self.hint_runner.start(self.session.rules.public_view(self.session.state), level="hard",
                               seed=self.bot_seed(), budget=budget)
        return True

    def hint(self):
        """A suggestion that arrived and still fits the table, else None; `reason` then says
        why (the board game: in the board's terms, read from the position, never searched)."""
        try:
            suggestion = self.hint_runner.poll()
        except Exception:
            return None
        state = self.session.state
        if suggestion is None or self.session.rules.refusal(state, suggestion) is not None:
            return None
        if self.explain is None:
            self.reason = getattr(self.hint_runner, "reason", None)
        else:
            self.reason = self.explain(self.session.rules.public_view(state), suggestion)
        return suggestion

    def cancel_hint(self):
        self.hint_runner.cancel()

    # ------------------------------------------------------------------ bots
    def update(self, dt, busy: bool):
        """Ask the bot to move, or play its answer (the table's flow shows the end)."""
        s = self.session.state
        if s.game_over or not self.table.is_bot(s.current) or busy or self.hold_bots \
                or self.table.flow.waiting:
            return
        self.step(dt)

    def step(self, dt=0.0):
        """One look at the bot to move: start it thinking, or play what it chose."""
        s = self.session.state
        if self.runner.thinking:
            try:
                action = self.runner.poll()
            except Exception:
                action = self._any()
            if action is None and self.runner.elapsed() > self.bot_time_limit():
                self.runner.cancel()       # a bot far past its budget: never freeze the table
                action = self._any()
            if action is not None:
                if self.session.rules.refusal(s, action) is not None:   # a confused bot: never stall
                    action = self._any()
                self.wait = self.bot_pause * self.table.animation_factor()
                self.table.play_bot(action)
            return
        self.wait -= dt
        if self.wait > 0:
            return
        seat = self.session.seats[s.current]
        self.runner.start(self.session.rules.public_view(s), level=seat.level or "medium",
                          seed=self.bot_seed(), budget=self.bot_time_budget)

    def bot_seed(self) -> int:
        """The seed of the bot asked now: the table's salt and the moment, not the game's seed."""
        return self.salt + len(self.session.record.actions)

    def _any(self):
        return random.Random(len(self.session.record.actions)).choice(self.session.legal())

    def cancel(self):
        """The table is left: forget the questions, and end the runners' processes if any."""
        for runner in (self.runner, self.hint_runner):
            runner.cancel()
            getattr(runner, "close", lambda: None)()
