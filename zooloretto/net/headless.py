"""A host and a bot joiner without a window: `zooloretto host` and `zooloretto join --bot`,
the tests and tools/bench_network.py.

    link = HostLink(core, HostServer(bind="127.0.0.1", port=0).start())
    run_host(link, deadline=...)          # bots play their seats, joiners theirs, to the end
    run_bot_joiner("127.0.0.1", port, code, level="easy", timeout=60)   # -> a summary dict

Every loop here is bounded by a deadline (monotonic clock) and stops by itself.
"""
from __future__ import annotations

import logging
import queue
import time

from .client import ClientCore, HostProblem
from .messages import BadMessage
from .transport import ClientLink, HostServer

log = logging.getLogger("zooloretto")
LINGER = 3.0            # seconds the host stays after the end, for the joiners' last frames


def bot_move(rules_name: str, view, level: str, seed: int, iterations: int | None = None):
    """A bot's move from a view (the bots never see more than a player)."""
    from .. import games
    bot = games.get(rules_name).make_bot(level, seed=seed, time_budget=None if iterations else 1.0,
                                         iterations=iterations)
    return bot.choose(view)


class HostLink:
    """HostCore and HostServer joined on one thread: pump() hands the network's events
    to the core and its answers to the network."""

    def __init__(self, core, server: HostServer, clock=time.monotonic):
        self.core, self.server, self.clock = core, server, clock
        self.frames_out = self.bytes_out = self.frames_in = 0
        self.host_work: list = []          # seconds from a frame's arrival to its answers queued

    def pump(self, timeout: float = 0.0) -> int:
        """Handle what arrived (waiting up to `timeout` for the first); the count handled."""
        handled = 0
        try:
            event = self.server.inbox.get(timeout=timeout) if timeout > 0 else \
                self.server.inbox.get_nowait()
        except queue.Empty:
            event = None
        while event is not None:
            handled += 1
            self._handle(event)
            try:
                event = self.server.inbox.get_nowait()
            except queue.Empty:
                event = None
        self.deliver(self.core.tick(self.clock()))
        return handled

    def _handle(self, event):
        now = self.clock()
        started = time.perf_counter()
        if event[0] == "open":
            out = self.core.connect(event[1], event[2], now)
        elif event[0] == "frame":
            self.frames_in += 1
            out = self.core.receive(event[1], event[2], now)
        else:
            out = self.core.disconnect(event[1], now)
        self.deliver(out)
        if event[0] == "frame":
            self.host_work.append(time.perf_counter() - started)

    def deliver(self, out) -> None:
        for item in out:
            if item[0] == "send":
                self.frames_out += 1
                self.bytes_out += len(item[2].encode("utf-8"))
                self.server.send(item[1], item[2])
            else:
                self.server.close(item[1], item[2], item[3])
                self.deliver(self.core.disconnect(item[1], self.clock()))

    def play_local(self, action) -> None:
        self.deliver(self.core.play_local(action))


def run_host(link: HostLink, deadline: float, wait: float = 300.0, iterations: int | None = None,
             on_move=None) -> bool:
    """Host until the game ends (True) or the deadline (False): bots play their seats (and
    the seats still empty after `wait` seconds, and the seats whose player is away past the
    grace time). `deadline` is on time.monotonic()."""
    core, started, ended_at = link.core, time.monotonic(), None
    while time.monotonic() < deadline:
        link.pump(timeout=0.02)
        state = core.state
        if state.game_over:
            ended_at = ended_at or time.monotonic()
            seated = any(c.seats for c in core.conns.values())
            if not seated or time.monotonic() - ended_at > LINGER:
                return True
            continue
        if time.monotonic() - started > wait:
            for seat in core.free_seats():
                if not core.seats[seat].covered:
                    link.deliver(core.cover(seat, True))
        level = core.bot_level(state.current)
        if level is not None:
            view = core.rules.view(state, state.current)
            action = bot_move(core.rules.name, view, level, seed=core.seq, iterations=iterations)
            link.play_local(action)
            if on_move is not None:
                on_move(core)
    return False


def run_bot_joiner(host: str, port: int, code: str, level: str = "easy", name: str = "Bot",
                   seat: int | None = None, timeout: float = 120.0, iterations: int | None = None,
                   token: str | None = None, on_frame=None, pace: float = 0.06,
                   on_move=None, stop=None) -> dict:
    """Join a table and let a bot play this computer's seat to the game's end (or the
    timeout). HostProblem when the host refuses us; TimeoutError at the timeout. `pace`:
    the least seconds between two moves, so a bot stays under the host's rate limit;
    `stop` (a threading.Event): leave now, with the summary so far (tests, soaks)."""
    me = ClientCore(code, name, token=token, seat=seat)
    link = ClientLink(host, port, hello=me.hello).start()
    deadline = time.monotonic() + timeout
    acted, tries, summary = None, 0, {"refused": 0, "reconnects": 0, "moves": 0, "frames": 0}
    last_move = 0.0
    try:
        while True:
            left = deadline - time.monotonic()
            if stop is not None and stop.is_set():
                summary.update(game=me.game, seats=list(me.seats), seq=me.seq, token=me.token)
                return summary
            if left <= 0:
                raise TimeoutError(f"no end of the game within {timeout:.0f} s")
            try:
                event = link.inbox.get(timeout=min(left, 0.1 if stop is not None else 1.0))
            except queue.Empty:
                continue
            if event[0] == "closed":
                summary["reconnects"] += 1
                continue
            if event[0] != "frame":
                continue
            summary["frames"] += 1
            try:
                notes = me.receive(event[1])
            except BadMessage as e:
                log.warning("network: a frame from the host was not read: %s", e)
                if me.behind:
                    link.send(me.resync())
                continue
            while me.outbox:                 # this computer's other seats, back after a cut
                link.send(me.outbox.pop(0))
            if on_frame is not None:
                on_frame(me, event[1])
            kind, message = notes[0]
            if kind == "sync":
                acted = None                 # after a (re)join: the move may not have arrived
            if kind == "refused":
                summary["refused"] += 1
                if message.get("code") != "stale":
                    acted, tries = None, tries + 1      # think again (another seed)
            if me.game_over():
                link.send('{"t":"leave"}')
                summary.update(game=me.game, seats=list(me.seats), seq=me.seq,
                               view=me.views[me.seats[0]], token=me.token, game_id=me.game_id)
                return summary
            seat_to_move = me.to_move()
            if seat_to_move is not None and acted != me.seq and not me.pending:
                action = bot_move(me.game, me.state(seat_to_move), level,
                                  seed=(me.seq or 0) + 1000 * tries, iterations=iterations)
                wait = last_move + pace - time.monotonic()
                if wait > 0:
                    time.sleep(wait)
                last_move = time.monotonic()
                if on_move is not None:
                    on_move(me)
                link.send(me.act(action))
                acted = me.seq
                summary["moves"] += 1
    except HostProblem:
        raise
    finally:
        link.stop()


def new_record(game: str, players: int, seed: int, names=None):
    """A new game's record for `zooloretto host --new` and the tests (the rules' own setup)."""
    from .. import games
    names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
    return games.get(game).new_record(players, seed, names)
