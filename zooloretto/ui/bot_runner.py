"""A bot thinks in a worker thread so the window keeps drawing.

    runner = BotRunner()
    runner.start(view, level="hard", seed=3, budget=1.0)
    ... every frame: action = runner.poll()   # None while thinking

The scene polls; nothing blocks. A result that arrives after `cancel()`
(the game was undone, left or reloaded) is thrown away.
"""
from __future__ import annotations

import random
import threading
import time

from .. import games


def _make_bot(level, seed, budget, game="zoo"):
    try:
        return games.get(game).make_bot(level, seed=seed, time_budget=budget)
    except Exception:       # an unknown level or a bot bug must not stop the game
        return None


MONEY_ACTIONS = ("MoveAnimal", "MoveStall", "Exchange", "Purchase", "Discard", "Expand")


class _RandomBot:
    """FALLBACK while zooloretto.zoo.bots.make_bot does not exist: a random legal move,
    leaning towards drawing and taking so that games end."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view):
        acts = games.of(view).legal(view)
        core = [a for a in acts if type(a).__name__ not in MONEY_ACTIONS]
        pool = core if core and self.rng.random() < 0.9 else acts
        return self.rng.choice(pool)


def choose(bot, view):
    """(action, (reason code, details) or None): the bot's reason when it gives one."""
    with_reason = getattr(bot, "choose_with_reason", None)
    if with_reason is None:
        return bot.choose(view), None
    action, reason = with_reason(view)
    from ..zoo.bots.describe import reason_parts
    return action, reason_parts(reason)


class BotRunner:
    reason = None           # (code, details) of the last choice, when the bot gave one

    def __init__(self):
        self._thread = None
        self._result = None
        self._error = None
        self._ticket = 0
        self._lock = threading.Lock()
        self._started = 0.0

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    def start(self, view, level: str = "medium", seed: int = 0, budget: float = 1.0) -> None:
        """Start choosing for `view` (a public view: a copy the thread may own)."""
        with self._lock:
            self._ticket += 1
            ticket = self._ticket
            self._result = self._error = None

        def work():
            try:
                bot = _make_bot(level, seed, budget, games.name_of(view)) or _RandomBot(seed)
                action, reason = choose(bot, view)
                self.reason = reason
                # A bot that answers nothing would otherwise look cancelled and be
                # asked again for ever: the table would never move on.
                error = None if action is not None else RuntimeError("the bot chose nothing")
            except Exception as exc:      # report, do not kill the UI
                action, error = None, exc
            with self._lock:
                if ticket == self._ticket:
                    self._result, self._error = action, error

        self._started = time.monotonic()
        self._thread = threading.Thread(target=work, name="bot", daemon=True)
        self._thread.start()

    def poll(self):
        """The chosen action once ready (then the runner is idle again), else None."""
        if self._thread is None:
            return None
        with self._lock:
            result, error = self._result, self._error
        if result is None and error is None:
            if self._thread.is_alive():
                return None
            with self._lock:                     # it may have just finished
                result, error = self._result, self._error
            if result is None and error is None:  # cancelled
                self._thread = None
                return None
        self._thread = None
        with self._lock:
            self._result = self._error = None
        if error is not None:
            raise error
        return result

    def elapsed(self) -> float:
        """Wall-clock seconds the current choice has taken so far (0 when idle)."""
        return time.monotonic() - self._started if self._thread is not None else 0.0

    def cancel(self) -> None:
        with self._lock:
            self._ticket += 1
            self._result = self._error = None
        self._thread = None

    def wait(self, timeout: float | None = None):
        """For tools and tests only: block until the current choice is ready."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self.poll()
