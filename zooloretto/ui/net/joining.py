"""A table joined from the window: the joiner's table never applies a rule. It shows the
views the host sends, and the moves of everyone else arrive like a bot's do, through the
table's runner (JoinRunner), as `Adopted` moves whose events the table animates and
says, and whose view it then shows. The joiner's own drag is sent to the host; its seat
waits (kind "sent") until the host answers with that move applied, or refused.

    net = NetJoin("192.168.1.23", 47123, "K7QX-M2PA", "Anna").start()
    ... net.pump() until net.ready() (or net.problem)
    session = JoinedSession(net); scene = start_game(app, session); attach(scene)

The table pumps the network every frame through session.autosave_notice(), which also
hands it what to say ("reconnecting…", "Anna is away", a refused move).
"""
from __future__ import annotations

import logging
import queue
import time
from collections import deque

from ...net import rules as net_rules
from ...net.client import ClientCore, HostProblem
from ...net.messages import BadMessage
from ...seats import seat_colour
from ... import games
from ..session import GameSession
from .hosting import NEWS, NetSeat, people_again

log = logging.getLogger("zooloretto")
RECONNECT_SAID_EVERY = 15.0         # seconds between two "reconnecting…" while it lasts


class Adopted:
    """A move the host played as a joiner's table plays it: its events (decoded) and
    the joiner's view after it."""
    __slots__ = ("seq", "actor", "events", "view")

    def __init__(self, seq, actor, events, view):
        self.seq, self.actor, self.events, self.view = seq, actor, events, view


class JoinedRules:
    """The game's rules as a joiner's table asks them: legal moves, gestures, views and
    hints as the game's own; an Adopted move is never refused and "applying" it is its
    events (the talk and the round's summary read them); nothing is taken back."""

    def __init__(self, real):
        self.real = real

    def __getattr__(self, name):
        return getattr(self.real, name)

    def apply(self, state, action) -> list:
        if isinstance(action, Adopted):
            return list(action.events)
        return self.real.apply(state, action)

    def refusal(self, state, action):
        return None if isinstance(action, Adopted) else self.real.refusal(state, action)

    def undoable(self, events, ending: bool = False) -> bool:
        return False


class JoinedRecord:
    """What a joiner's table reads of a game's record: the state (the host's latest
    view), the moves adopted (the talk says their events) and the seats."""

    def __init__(self, game: str, state, seats_meta: list, log_entries: list = ()):
        self.own_rules = JoinedRules(games.get(game))      # games.of(record) answers these
        self.game = game
        self.state = state
        self.meta = {"seats": seats_meta}
        first = log_entries[0] if log_entries else {}       # the talk's "Ana starts."
        starter = first.get("actor") if first.get("seq") == 1 else state.current
        self.setup = {"start_player": starter if isinstance(starter, int) else 0}
        self.actions: list = [adopted(game, e, None) for e in log_entries]

    def replay(self, upto=None):
        return self.state.copy()


def adopted(game: str, entry: dict, view) -> Adopted:
    """A move as the host told it (`entry`: seq, actor, events as JSON)."""
    decode = net_rules.get(game).event_from_json
    events = []
    for e in entry.get("events") or []:
        try:
            events.append(decode(e))
        except Exception:               # an event this version cannot read: the view still holds
            log.warning("network: an event was not read: %.80s", e)
    return Adopted(entry.get("seq"), entry.get("actor"), events, view)


def seen_state(rules, view: dict):
    """The table's state from the host's view. A view has no seed, so the rules would
    refuse to draw a tile or roll on it (only the host knows the stacks and the dice); the
    table is told a seed of 0 instead, so that such a move is sent to the host, which
    alone plays it. No rule is ever applied to this state here."""
    state = rules.state_from_json(view)
    if getattr(state, "seed", 0) is None:
        state.seed = 0
    return state


def readable(rules, view: dict, current):
    """seen_state, or `current` kept when the host's view cannot be read (a host's frame
    is only data: nothing it holds may end the joiner's game with a traceback)."""
    try:
        return seen_state(rules, view)
    except Exception:
        log.warning("network: a view from the host was not read", exc_info=True)
        return current


class NetJoin:
    """The joiner's core and its link, pumped by the frame loop."""

    def __init__(self, host: str, port: int, code: str, name: str, token: str | None = None,
                 seat: int | None = None, clock=time.monotonic, look: bool = False):
        self.host, self.port, self.clock = host, port, clock
        self.core = ClientCore(code, name, token=token, seat=seat, look=look)
        self.link = None
        self.moves: deque = deque()      # Adopted moves not yet shown, in order
        self.synced = None               # a full sync to show at once (after a rejoin, a stale move)
        self.refused = None              # the host refused our move: its code
        self.problem = None              # HostProblem: the host would not let us in
        self.connected = False
        self.lost_since = None
        self.news: list = []
        self._said_lost = 0.0
        self._presence: list = []

    def start(self) -> "NetJoin":
        from ...net.transport import ClientLink
        self.link = ClientLink(self.host, self.port, hello=self.core.hello).start()
        return self

    def ready(self) -> bool:
        return bool(self.core.seats) and self.core.seats[0] in self.core.views

    @property
    def seats(self) -> list:
        return self.core.seats

    def pump(self, timeout: float = 0.0) -> int:
        if self.link is None:
            return 0
        handled = 0
        while True:
            try:
                event = self.link.inbox.get(timeout=timeout) if timeout > 0 and not handled \
                    else self.link.inbox.get_nowait()
            except queue.Empty:
                break
            handled += 1
            self._event(event)
            if self.problem is not None:
                break
        if self.lost_since is not None and self.clock() - self._said_lost >= RECONNECT_SAID_EVERY:
            self._said_lost = self.clock()
            self.news.append(("net.table.reconnecting", {}))
        return handled

    def _event(self, event) -> None:
        if event[0] == "open":
            self.connected = True
        elif event[0] == "closed":
            self.connected = False
            if self.lost_since is None and self.ready():
                self.lost_since = self.clock()
        elif event[0] == "frame":
            try:
                notes = self.core.receive(event[1])
            except HostProblem as e:
                self.problem = e
                self.stop()
                return
            except BadMessage as e:
                log.warning("network: a frame from the host was not read: %s", e)
                if self.core.behind and self.link is not None:
                    self.link.send(self.core.resync())
                return
            self._note(*notes[0])
            while self.core.outbox and self.link is not None:     # our other seats, back too
                self.link.send(self.core.outbox.pop(0))

    def _note(self, kind, m) -> None:
        if kind == "sync":
            self.moves.clear()
            self.synced = m
            if self.lost_since is not None:
                self.lost_since = None
                self.news.append(("net.table.back", {}))
        elif kind == "applied" and m.get("seat") == self.core.seats[-1]:
            # the last of this computer's seats told: every seat's view is the move's
            self.moves.append(adopted(self.core.game, m, self.core.shown_view()))
        elif kind == "refused" and m.get("code") in ("illegal", "not_your_turn", "bad_message", "seat_taken"):
            self.refused = m.get("code")
        if kind in ("sync", "seats"):
            self._presence_news()

    def _presence_news(self) -> None:
        now = [(s.get("name"), s.get("presence")) for s in self.core.seat_list]
        if len(now) == len(self._presence):
            for seat, ((name, was), (_, is_)) in enumerate(zip(self._presence, now)):
                if was != is_ and is_ in NEWS and seat not in self.core.seats:
                    self.news.append((NEWS[is_], {"name": str(name)[:40]}))
        self._presence = now

    def sit(self, seats) -> None:
        """Take these free seats (after a look at the table's seats)."""
        if self.link is not None:
            for seat in seats:
                self.link.send(self.core.sit(seat))

    def send_move(self, action) -> None:
        if self.link is not None:
            self.link.send(self.core.act(action))

    def wait_move(self, timeout: float):
        """For tests and tools: pump until a move of the host waits to be shown (or timeout)."""
        end = time.monotonic() + timeout
        while not self.moves and self.synced is None and time.monotonic() < end:
            self.pump(timeout=min(0.05, max(0.0, end - time.monotonic())))
        return self.moves[0] if self.moves else None

    def stop(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            link.stop()


class JoinedSession(GameSession):
    """A game seen from a joiner's computer: the host's views, never a rule applied here;
    nothing is saved (the game is the host's)."""

    def __init__(self, net: NetJoin):
        game, seat = net.core.game, net.seats[0]
        rules = games.get(game)
        state = seen_state(rules, net.core.shown_view())
        names = [s.get("name") or f"{i + 1}" for i, s in enumerate(net.core.seat_list)]
        kinds = [s.get("kind") for s in net.core.seat_list]      # the host's: host, bot, remote
        meta = [{"name": n, "kind": "human" if i in net.seats else
                 "bot" if i < len(kinds) and kinds[i] == "bot" else "remote"}
                for i, n in enumerate(names)]
        record = JoinedRecord(game, state, meta, net.core.log.get(seat, []))
        self.net = net
        super().__init__(record)
        self.seats = [NetSeat(m["name"], m["kind"], None, seat_colour(i)) for i, m in enumerate(meta)]
        net.synced = None

    def mine(self, seat: int) -> bool:
        return seat in self.net.seats

    def play(self, action) -> list:
        if isinstance(action, Adopted):
            self.record.state = readable(self.rules, action.view, self.state)
            self.record.actions.append(action)
            if self.mine(action.actor):
                self.seats[action.actor].kind = "human"
            return list(action.events)
        seat = self.state.current
        if self.mine(seat):
            self.net.send_move(action)
            self.seats[seat].kind = "sent"       # waits for the host's answer like a bot's move
        return []

    def next_move(self):
        self.net.pump()
        self._catch_sync()
        return self.net.moves.popleft() if self.net.moves else None

    def _catch_sync(self) -> None:
        m, self.net.synced = self.net.synced, None
        if m is not None:                # shown at once (the table sees the state jump)
            self.record.state = readable(self.rules, self.net.core.shown_view(), self.state)
            for seat in self.net.seats:
                self.seats[seat].kind = "human"

    # nothing of the host's game is kept or taken back here
    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def autosave_turn(self):
        return None

    def autosave(self):
        return None

    def unsaved(self) -> bool:
        return False

    def save_on_leaving(self):
        return None

    def save_as(self, name: str):
        from ..text import tr
        raise OSError(0, tr("net.table.no_save"))

    def autosave_notice(self):
        self.net.pump()
        self._catch_sync()
        if self.state.game_over and not self.net.moves:
            self.net.stop()              # the game is over here too: no reconnecting to tell
            people_again(self.seats)
            return None
        if self.net.refused is not None:
            self.net.refused = None
            for seat in self.net.seats:
                self.seats[seat].kind = "human"
            return ("net.table.refused", {})
        if self.net.problem is not None:
            return None
        return self.net.news.pop(0) if self.net.news else None


class JoinRunner:
    """A joiner's table's runner: every other seat's move is the next move the host sent."""

    def __init__(self, inner, session: JoinedSession):
        self.inner, self.session = inner, session

    # Always waiting for the host: no bot of this computer ever answers for a seat here
    # (a table that answers for a bot at once, as Zoomaka's does, sees it busy).
    thinking = True
    reason = None
    salt = 0

    def start(self, view, level: str = "medium", seed: int = 0, budget: float = 1.0) -> None:
        pass

    def poll(self):
        return self.session.next_move()

    def elapsed(self) -> float:
        return 0.0

    def cancel(self) -> None:
        pass

    def wait(self, timeout=None):
        return self.poll()

    def close(self) -> None:
        getattr(self.inner, "close", lambda: None)()
        self.session.net.stop()


def attach(scene):
    """The joiner's table takes the other seats' moves from the network."""
    turns = scene.turns
    if not isinstance(turns.runner, JoinRunner):
        turns.runner = JoinRunner(turns.runner, scene.session)
    return scene


def play_joined(app, session):
    from ..kit import start_game
    return attach(start_game(app, session))
