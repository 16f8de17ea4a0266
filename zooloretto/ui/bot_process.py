"""Bots (and hints) think in a separate process, so the window keeps its frame times.

The same interface as ui/bot_runner.BotRunner (a thread), which the table may
take instead (and tests use a synchronous runner):

    runner = ProcessBotRunner()
    runner.start(view, level="hard", seed=3, budget=1.0)
    ... every frame: action = runner.poll()   # None while thinking
    runner.close()                            # the game is left: the process ends

A search in a thread holds Python's interpreter lock for most of its time and
the window's frames wait for it; a process has its own. The process is started
with the "spawn" method on the first `start` (so a table without bots starts
none), lives as long as its runner, and is asked one question at a time over
a pipe. It is sent the public view only, as JSON, and answers with the action
as JSON. A frozen build works too: its entry point calls freeze_support().

If no process can be started, or it dies, the runner quietly thinks in a
thread instead (ui/bot_runner.BotRunner): the game never stops for it.
This module imports no pygame: the bot process never opens a window.
"""
from __future__ import annotations

import logging
import time

log = logging.getLogger("zooloretto")


# ------------------------------------------------------------------ the bot process

def serve(conn) -> None:
    """The bot process: answer (ticket, view, level, seed, budget, game) questions until
    told to stop; `game` ("zoo" or "dice", zooloretto/games.py) says whose rules and bots to use."""
    from .. import games
    from .bot_runner import _make_bot, _RandomBot, choose
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None:
            return
        ticket, view_json, level, seed, budget, *game = message
        try:
            rules = games.get(game[0] if game else "zoo")
            view = rules.public_view(rules.state_from_json(view_json))
            bot = _make_bot(level, seed, budget, rules.name) or _RandomBot(seed)
            action, reason = choose(bot, view)
            reason = reason if reason is None or isinstance(reason, tuple) else None
            answer = (ticket, rules.action_to_json(action) if action is not None else None,
                      None if action is not None else "the bot chose nothing", reason)
        except Exception as exc:             # told to the table, which plays on
            answer = (ticket, None, f"{type(exc).__name__}: {exc}", None)
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return


# ------------------------------------------------------------------ the runner

class ProcessBotRunner:
    reason = None           # (code, details) of the last choice, when the bot gave one

    def __init__(self):
        self._process = None
        self._conn = None
        self._ticket = 0
        self._asked = None           # ticket of the question in flight, or None
        self._started = 0.0
        self._fallback = None        # a thread runner, once a process could not serve
        self._game = None            # the rules of the game asked about (zooloretto/games.py)

    # the BotRunner interface --------------------------------------------------
    @property
    def thinking(self) -> bool:
        if self._fallback is not None:
            return self._fallback.thinking
        return self._asked is not None

    def start(self, view, level: str = "medium", seed: int = 0, budget: float = 1.0) -> None:
        """Start choosing for `view` (only its public part is sent)."""
        from .. import games
        rules = games.of(view)
        self._game = rules
        self._ticket += 1
        self._started = time.monotonic()
        if self._fallback is None:
            try:
                self._ensure_process()
                self._conn.send((self._ticket, rules.public_view(view).to_json(), level, seed,
                                 budget, rules.name))
                self._asked = self._ticket
                return
            except Exception as exc:
                self._give_up(exc)
        self._fallback.start(view, level, seed, budget)

    def poll(self):
        """The chosen action once ready (then the runner is idle again), else None.
        A bot's error is raised here, as the thread runner does."""
        if self._fallback is not None:
            action = self._fallback.poll()
            self.reason = self._fallback.reason
            return action
        if self._asked is None or self._conn is None:
            return None
        try:
            while self._conn.poll():
                ticket, action_json, error, *why = self._conn.recv()    # why: the bot's reason
                if ticket != self._asked:
                    continue                 # the answer to a question cancelled since
                self._asked = None
                self.reason = why[0] if why else None
                if error is not None:
                    raise RuntimeError(f"the bot failed: {error}")
                return self._game.action_from_json(action_json)
        except (EOFError, OSError) as exc:   # the process died: think in a thread from now on
            self._asked = None
            self._give_up(exc)
            raise RuntimeError("the bot process stopped") from exc
        return None

    def elapsed(self) -> float:
        """Wall-clock seconds the current choice has taken so far (0 when idle)."""
        if self._fallback is not None:
            return self._fallback.elapsed()
        return time.monotonic() - self._started if self._asked is not None else 0.0

    def cancel(self) -> None:
        """Forget the question in flight: its answer, when it comes, is thrown away."""
        if self._fallback is not None:
            self._fallback.cancel()
        self._asked = None

    def wait(self, timeout: float | None = None):
        """For tools and tests only: block until the current choice is ready."""
        if self._fallback is not None:
            return self._fallback.wait(timeout)
        if self._asked is not None and self._conn is not None:
            try:
                self._conn.poll(timeout)
            except (EOFError, OSError):
                pass
        return self.poll()

    def close(self) -> None:
        """The game is left or the window closes: the process ends (now, not after its search)."""
        self.cancel()
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            try:
                conn.send(None)
            except (OSError, ValueError):
                pass
        if process is not None:
            # A search may be running: do not wait for it.
            process.join(0.05)
            if process.is_alive():
                process.terminate()
                process.join(1.0)
        if conn is not None:
            conn.close()

    @property
    def cold(self) -> bool:
        """True while the next question must first start the process (a few tenths of a
        second: the hint thinks that much less, ui/kit/turns.py)."""
        return self._fallback is None and (self._process is None or not self._process.is_alive())

    @property
    def pid(self):
        """The bot process's id while it runs (tests)."""
        return self._process.pid if self._process is not None else None

    # ----------------------------------------------------------------------------
    def _ensure_process(self):
        if self._process is not None and self._process.is_alive():
            return
        import multiprocessing
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        process = ctx.Process(target=serve, args=(child,), name="zooloretto-bots", daemon=True)
        process.start()
        child.close()
        self._process, self._conn = process, parent

    def _give_up(self, exc):
        log.info("bots think in a thread: the bot process is not available (%s)", exc)
        process, self._process = self._process, None
        if process is not None and process.is_alive():
            process.terminate()
        from .bot_runner import BotRunner
        self._fallback = BotRunner()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass
