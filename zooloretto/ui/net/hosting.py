"""A table hosted from the window (docs/network.md, "The screens"): the host's game is a
GameSession like any other, and a seat of kind "remote" is driven like a bot's seat is,
by a runner whose answers come from the network.

    session = HostedSession(record)               # seats of kind "remote" are the joiners'
    session.net = NetHost(session, "Anna's table").start()
    scene = start_game(app, session); attach(scene)     # the table's runner asks the network

Every move the table plays (its people's, its bots', a joiner's it took from the queue)
goes through HostedSession.play, which tells the joiners (HostCore.played: the events and
each seat's own view). The network is pumped from the frame loop: the table reads
session.autosave_notice() every frame, which pumps and hands it the news ("Anna joined").
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from ...net import codes
from ...net.headless import HostLink
from ...net.host import HostCore
from ..session import GameSession, Seat

log = logging.getLogger("zooloretto")
BIND, PORT = "", codes.DEFAULT_PORT     # where New game's tables listen (every address; tests: loopback)
KINDS = {"human": "host", "bot": "bot", "remote": "remote"}
NEWS = {"joined": "net.table.joined", "away": "net.table.away", "bot": "net.table.covered"}


@dataclass
class NetSeat(Seat):
    """A seat of a networked table: one played from another computer ("remote") is moved
    by the network, as a bot's is by its runner; a seat whose move was sent to the host
    and not yet answered ("sent", on a joiner's table) waits the same way."""

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


def net_seats(seats) -> list:
    return [NetSeat(s.name, s.kind, s.level, tuple(s.colour)) for s in seats]


def people_again(seats) -> None:
    """The game is over: a seat played from another computer is a person's again (what
    the results' Play again and any save of these seats know: people and bots)."""
    for seat in seats:
        if seat.kind not in ("human", "bot"):
            seat.kind = "human"


class NetHost:
    """The host's core and its server, pumped by the thread that owns the game."""

    def __init__(self, session, name: str = "Zooloretto", port: int = codes.DEFAULT_PORT,
                 bind: str = "", code: str | None = None, grace: float = 60.0,
                 clock=time.monotonic, wake=None, kept: dict | None = None):
        from ...net.transport import HostServer
        seats = [{"kind": KINDS.get(s.kind, "bot"), "name": s.name, "level": s.level or "medium"}
                 for s in session.seats]
        kept = kept or {}
        self.core = HostCore(session, seats, rules_name=session.game, code=kept.get("code", code),
                             grace=grace, seq=len(session.record.actions), defer=True, ask=True,
                             game_id=kept.get("game_id"))
        for s, token in zip(self.core.seats, kept.get("tokens") or []):
            if token and s.kind == "remote":     # hosted again: its player comes back by it
                s.token, s.ever, s.away_since = token, True, clock()
        self._kept = None
        self.name, self.clock, self.bind = name, clock, bind
        self._table = None               # what discovery tells of the table (net/discovery.py)
        self._addresses = None           # the invite's addresses, asked once (addresses())
        self.server = HostServer(bind=bind, port=port, wake=wake, announce=lambda: self._table)
        self.link = None
        self.news: list = []              # (catalog key, values) for the table to say
        self._presence = self.presence()

    def start(self) -> "NetHost":
        """Listen (NetworkUnavailable, an OSError, when no port opens)."""
        self.server.start()
        self.link = HostLink(self.core, self.server, self.clock)
        self._announce()
        self.core.game.record.meta["network"]["table"] = self.core.game_id    # Continue finds it
        self._keep()
        return self

    def _keep(self) -> None:
        """The code and the seat tokens beside the autosaves (ui/net/memory.py)."""
        from . import memory
        entry = {"game_id": self.core.game_id, "code": self.core.code, "name": self.name,
                 "port": self.port, "tokens": [s.token for s in self.core.seats]}
        if entry != self._kept:
            memory.keep_hosting(entry)
            self._kept = entry

    @property
    def port(self):
        return self.server.port

    @property
    def code(self) -> str:
        return self.core.code

    def addresses(self) -> list:
        """This computer's addresses for the invite, asked of the system once per table (the
        lobby paints them at every redraw; asking means a name lookup and three sockets)."""
        if self._addresses is None:
            self._addresses = [self.bind] if self.bind else codes.my_addresses()
        return self._addresses

    def invite(self) -> str:
        return codes.invite(self.name, self.addresses(), self.port, self.code)

    def presence(self) -> list:
        """Each seat's state: "here" (this computer's), "waiting", "joined", "away", "bot"."""
        return [s.presence() for s in self.core.seats]

    # ------------------------------------------------------------------ the frame loop
    def pump(self, timeout: float = 0.0) -> int:
        if self.link is None:
            return 0
        handled = self.link.pump(timeout)
        now = self.presence()
        for seat, (was, is_) in enumerate(zip(self._presence, now)):
            if was != is_ and is_ == "joined":
                self._named(seat, self.core.seats[seat].name)
            over = self.core.state.game_over          # leaving after the end is no news
            if was != is_ and is_ in NEWS and not over:
                self.news.append((NEWS[is_], {"name": self.core.seats[seat].name}))
        self._presence = now
        if handled:
            self._keep()
            self._announce()
        return handled

    def _announce(self) -> None:
        """The table as a query on this network is answered (a new dict each time: the
        network thread reads it); never its code or tokens."""
        self._table = {"name": self.name, "game": self.core.rules.name, "port": self.port,
                       "free": len(self.core.free_seats())}

    def _named(self, seat: int, name: str) -> None:
        """The player who sat down named themselves: the game calls the seat so (its
        record too, so a save and Continue keep the name)."""
        session = self.core.game
        state, record = session.state, session.record
        players = getattr(state, "zoos", None) or getattr(state, "sheets", None) or state.players
        if players[seat].name == name:
            return
        players[seat].name = session.seats[seat].name = name
        names = record.setup.get("names")
        if isinstance(names, list) and seat < len(names):
            names[seat] = name
        seats = record.meta.get("seats")
        if isinstance(seats, list) and seat < len(seats) and isinstance(seats[seat], dict):
            seats[seat]["name"] = name
        self.resync()                 # every joiner's view says the new name

    def next_news(self):
        return self.news.pop(0) if self.news else None

    def remote_turn(self, seat: int) -> bool:
        """Is `seat` played from another computer now (or waited for)?"""
        s = self.core.seats[seat]
        return s.kind == "remote" and not s.covered

    def take_move(self, seat: int):
        self.pump()
        return self.core.take_move(seat)

    def wait_move(self, seat: int, timeout: float):
        """For tests and tools: pump until a joiner's move for `seat` waits (or timeout)."""
        end = time.monotonic() + timeout
        while self.core.take_move(seat) is None and time.monotonic() < end:
            self.pump(timeout=min(0.05, max(0.0, end - time.monotonic())))
        return self.core.take_move(seat)

    def let_bot_play(self, seat: int) -> None:
        """The host's answer for a player away past the grace time: a bot plays for them."""
        self._deliver(self.core.cover(seat, True))

    def wait_for(self, seat: int) -> None:
        """The host's other answer: wait (asked again after another grace time)."""
        self.core.wait(seat, self.clock())

    def start_with_bots(self) -> None:
        """The host starts now: a bot plays each seat nobody took, until someone takes it."""
        for seat in self.core.free_seats():
            self._deliver(self.core.cover(seat, True))

    def played(self, action, actor: int, events) -> None:
        self._deliver(self.core.played(action, actor, events))

    def resync(self) -> None:
        self._deliver(self.core.resync_all())

    def _deliver(self, out) -> None:
        if self.link is not None:
            self.link.deliver(out)

    def stop(self) -> None:
        self._table = None
        if self.link is not None:
            self.link = None
            self.server.stop()


class HostedSession(GameSession):
    """The host's game: every move played is told to the joiners."""

    net: NetHost | None = None

    def __init__(self, record, path=None):
        # A save knows people and bots only: a remote seat is a person's there, and the
        # seats played from other computers are listed in meta.network (Host again).
        network = record.meta.setdefault("network", {})
        seats = record.meta.get("seats") or []
        remote = {i for i, s in enumerate(seats) if s.get("kind") == "remote"}
        remote |= {i for i in network.get("remote") or [] if isinstance(i, int)}
        network["remote"] = sorted(remote)
        for i in remote:
            if i < len(seats):
                seats[i]["kind"] = "human"
        super().__init__(record, path)
        self.seats = net_seats(self.seats)
        for i in remote:
            if i < len(self.seats):
                self.seats[i].kind = "remote"

    def play(self, action) -> list:
        actor = self.state.current
        events = super().play(action)
        if self.net is not None:
            self.net.played(action, actor, events)
        return events

    def undo(self) -> bool:
        undone = super().undo()
        if undone and self.net is not None:
            self.net.resync()
        return undone

    def autosave_notice(self):
        if self.state.game_over:
            people_again(self.seats)
        if self.net is not None:
            self.net.pump()
            news = self.net.next_news()
            if news is not None:
                return news
        return super().autosave_notice()


class HostRunner:
    """A table's bot runner that answers for the remote seats from the network (and for
    the others, and for a remote seat a bot covers, with the bot runner it wraps)."""

    def __init__(self, inner, net: NetHost, away=None):
        self.inner, self.net = inner, net
        self.seat = None                 # the remote seat waited for
        self._asked = None
        self.away = away                 # asks the host what to do when its player is long away

    @property
    def thinking(self) -> bool:
        """Busy while a remote seat is to move: a table that answers for a bot at once
        (Zoomaka's out-of-turn questions) leaves that seat's answer to its player."""
        return self.seat is not None or self.inner.thinking or self._remote_now()

    @property
    def reason(self):
        return getattr(self.inner, "reason", None)

    @property
    def salt(self):
        return getattr(self.inner, "salt", None)

    def _remote_now(self) -> bool:
        state = self.net.core.state
        return not state.game_over and self.net.remote_turn(state.current)

    def start(self, view, level: str = "medium", seed: int = 0, budget: float = 1.0) -> None:
        seat = view.current
        if self.net.remote_turn(seat):
            self.seat, self._asked = seat, (view, level, seed, budget)
            return
        self.seat = None
        self._asked = (view, level, seed, budget)
        self.inner.start(view, level, seed, budget)

    def poll(self):
        if self.seat is None and self.inner.thinking and self._asked is not None \
                and self.net.remote_turn(self._asked[0].current):
            self.inner.cancel()          # its player is back: the bot's answer is not played
            self.seat = self._asked[0].current
        if self.seat is None and not self.inner.thinking and self._remote_now():
            self.seat, self._asked = self.net.core.state.current, None    # waited for unasked
        if self.seat is None:
            if self.away is not None and self.away.seat is not None:
                self.away.check(None)               # nobody is waited for any more
            return self.inner.poll()
        if not self.net.remote_turn(self.seat):     # a bot covers the player who dropped
            self.seat = None
            if self._asked is not None:
                self.inner.start(*self._asked)
            return None                             # (else the table asks the bot next)
        action = self.net.take_move(self.seat)
        if action is not None:
            self.seat = None
        if self.away is not None:
            self.away.check(self.seat)
        return action

    def elapsed(self) -> float:
        return 0.0 if self.seat is not None else self.inner.elapsed()    # people take their time

    def cancel(self) -> None:
        self.seat = None
        self.inner.cancel()

    def wait(self, timeout=None):
        return self.inner.wait(timeout) if self.seat is None else self.poll()

    def close(self) -> None:
        getattr(self.inner, "close", lambda: None)()
        self.net.stop()


def attach(scene):
    """The table plays its remote seats through the network (its session's `net`)."""
    from .away import AwayChoice
    turns = scene.turns
    if not isinstance(turns.runner, HostRunner):
        net = scene.session.net
        turns.runner = HostRunner(turns.runner, net, AwayChoice(scene, net))
    return scene


def host_table(session, name: str, port: int = codes.DEFAULT_PORT, bind: str = "",
               code: str | None = None) -> HostedSession:
    """A new game's session hosted on the network (OSError when no port opens)."""
    hosted = HostedSession(session.record, session.path)
    hosted.net = NetHost(hosted, name, port=port, bind=bind, code=code).start()
    return hosted


def open_hosted(app, session) -> str | None:
    """New game with seats for players on other computers: host it and show its invite
    (ui/scenes/host_lobby.py); the sentence saying why it could not be hosted, or None."""
    from ..text import tr
    here = next((s.name for s in session.seats if s.kind == "human"), session.seats[0].name)
    try:
        hosted = host_table(session, tr("net.lobby.default_table", name=here), port=PORT, bind=BIND)
    except (OSError, ImportError) as e:     # no port opened, or no websockets in this build
        return tr("net.lobby.cannot_host", reason=str(e)[:80])
    app.open("host_lobby", hosted)
    return None


def kept_table(session):
    """The table a continued game was hosted at (its code and tokens), or None."""
    from . import memory
    network = session.record.meta.get("network")
    return memory.kept_hosting(network.get("table")) if isinstance(network, dict) else None


def host_again(session, kept: dict, bind: str | None = None) -> HostedSession:
    """A game whose host's program died, hosted again with the same code, port and seat
    tokens: its players' programs, still trying, get back in by themselves."""
    hosted = HostedSession(session.record, session.path)
    hosted.net = NetHost(hosted, kept["name"], port=kept["port"], kept=kept,
                         bind=BIND if bind is None else bind).start()
    return hosted


def play_hosted(app, session):
    """Open the table of a hosted session: the title under it, its runner attached."""
    from ..kit import start_game
    return attach(start_game(app, session))
