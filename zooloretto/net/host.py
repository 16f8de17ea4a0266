"""The host's side of a table, without sockets, threads or a clock of its own (sans-I/O):

    core = HostCore(game, seats, rules_name="zoo")      # game: .state and .play(action)
    out = core.connect(conn, "192.168.1.5", now)         # a joiner's socket opened
    out = core.receive(conn, frame_text, now)            # one frame from it
    out = core.disconnect(conn, now); out = core.tick(now)
    out = core.play_local(action)                        # the host's own seats and bots

A table on screen plays every move itself, to show it (ui/net/hosting.py): with
`defer=True` a joiner's checked move waits in `queued` until the table takes it
(take_move), and `played(action, actor, events)` tells the joiners of any move the
table played; `resync_all()` after the state jumped (an undo).

Every answer is a list of ("send", conn, text) and ("close", conn, code, reason) for the
transport to carry out. The host's game is the only writer: a joiner's move is checked
(its seat, the turn, the move counter `seq`, the rules' refusal) and applied here, and
every seated joiner is sent the events and its seat's view (rules.py: the one choke
point for hidden things). Seats are "host" (someone at the host's computer), "bot" and
"remote" (a player on another computer: waiting, joined, away, or played by a bot after
the grace time until that player is back).
"""
from __future__ import annotations

import logging
import secrets

from .. import __version__
from ..zoo.rules.names import clean_name
from . import codes, guards, messages, rules as net_rules
from .messages import BadMessage, dump
from .moves import Moves

log = logging.getLogger("zooloretto")
SYNC_LOG_BYTES = 32 * 1024          # a full sync stays far below the 64 KiB of docs/network.md


class Seat:
    __slots__ = ("kind", "name", "level", "token", "conn", "away_since", "covered", "ever")

    def __init__(self, kind: str, name: str, level: str | None = None):
        self.kind, self.name, self.level = kind, name, level
        self.token = None            # a remote seat's token once someone sat down
        self.conn = None             # the connection playing it now
        self.away_since = None       # when its player dropped
        self.covered = False         # a bot plays for the player who dropped
        self.ever = False            # someone has sat here

    def presence(self) -> str:
        if self.kind != "remote":
            return "here"
        if self.conn is not None:
            return "joined"
        if self.covered:
            return "bot"
        return "away" if self.ever else "waiting"


class Conn:
    __slots__ = ("address", "opened", "hello", "seats", "bucket", "name")

    def __init__(self, address: str, now: float, rate: float, burst: int):
        self.address, self.opened = address, now
        self.hello = False
        self.name = None                 # the name its hello gave (for a seat taken later)
        self.seats: list = []
        self.bucket = guards.Bucket(now, rate, burst)


class HostCore(Moves):
    def __init__(self, game, seats: list, rules_name: str | None = None, code: str | None = None,
                 game_id: str | None = None, rng=None, app: str = __version__,
                 grace: float = 60.0, seq: int = 0, rate: float = guards.RATE,
                 burst: int = guards.BURST, defer: bool = False, ask: bool = False):
        self.game = game
        self.ask = ask                      # a person at the host decides after the grace time
        self.defer = defer                  # a joiner's move waits for the table (see above)
        self.queued = None                  # (action, actor, conn, id) of that move
        self.rules = net_rules.get(rules_name or net_rules.name_of(game.state))
        self.seats = [Seat(s.get("kind", "bot"), clean_name(s.get("name"), f"Player {i + 1}"),
                           s.get("level")) for i, s in enumerate(seats)]
        self.code = code or codes.new_code(rng)
        self.game_id = game_id or (codes.new_token(rng) if rng else secrets.token_hex(8))
        self.rng, self.app, self.grace = rng, app, grace
        self.rate, self.burst = rate, burst      # messages per second per connection, at once
        self.seq = seq                      # actions applied since hosting began
        self.log: list = []                 # (seq, actor, events) of every action applied
        self.conns: dict = {}
        self.sent: dict = {}                # (conn, seat) -> the view last sent there (patches)
        self.codes = guards.CodeGuard()
        self.counts = {"refused": 0, "closed": 0, "applied": 0}

    # ------------------------------------------------------------------ reading
    @property
    def state(self):
        return self.game.state

    def free_seats(self) -> list:
        return [i for i, s in enumerate(self.seats) if s.kind == "remote" and s.token is None]

    def bot_level(self, seat: int) -> str | None:
        """The level of the bot that plays `seat` now, or None when a person plays it."""
        s = self.seats[seat]
        if s.kind == "bot":
            return s.level or "medium"
        if s.kind == "remote" and s.covered:
            return s.level or "medium"
        return None

    def remote_turn(self) -> bool:
        """Is the seat to move played from another computer (or waited for)?"""
        s = self.seats[self.state.current]
        return s.kind == "remote" and not s.covered

    def seats_message(self) -> dict:
        """Everyone's seat, and the seats still free (a joiner picks among them)."""
        return {"t": "seats", "seats": self.seats_json(), "free": self.free_seats()}

    def seats_json(self) -> list:
        return [{"name": s.name, "kind": s.kind, "presence": s.presence()} for s in self.seats]

    # ------------------------------------------------------------------ connections
    def connect(self, conn, address: str, now: float) -> list:
        if len(self.conns) >= guards.MAX_CONNECTIONS:
            return [("close", conn, 1013, "table full")]
        self.conns[conn] = Conn(str(address), now, self.rate, self.burst)
        return []

    def disconnect(self, conn, now: float) -> list:
        c = self.conns.pop(conn, None)
        if c is None:
            return []
        for seat in c.seats:
            self.sent.pop((conn, seat), None)
        for seat in c.seats:
            s = self.seats[seat]
            if s.conn == conn:
                s.conn, s.away_since = None, now
        log.info("network: %s left (seats %s)", c.address, c.seats)
        return self._seats_news() if c.seats else []

    def tick(self, now: float) -> list:
        """Time passes: hellos too late are closed; a player away past the grace time is
        played by a bot (or, with `ask`, the host is asked: overdue, cover, wait)."""
        out = [("close", k, 1008, "no hello") for k, c in self.conns.items()
               if not c.hello and now - c.opened > guards.HELLO_WITHIN]
        changed = False
        for seat, s in enumerate(self.seats):
            if not self.ask and self.overdue(seat, now):
                s.covered, changed = True, True
        return out + (self._seats_news() if changed else [])

    def overdue(self, seat: int, now: float) -> bool:
        """Has the player of `seat` been away past the grace time, with no bot playing?"""
        s = self.seats[seat]
        return s.kind == "remote" and s.ever and s.conn is None and not s.covered \
            and s.away_since is not None and now - s.away_since >= self.grace

    def wait(self, seat: int, now: float) -> None:
        """The host chose to wait for the player of `seat`: asked again after another
        grace time."""
        if self.overdue(seat, now):
            self.seats[seat].away_since = now

    def cover(self, seat: int, by_bot: bool) -> list:
        """The host's choice for a seat whose player is away: a bot plays (until the
        player is back: they take the seat at its next move), or nobody does."""
        s = self.seats[seat]
        if s.kind != "remote" or s.conn is not None:
            return []
        s.covered = by_bot
        return self._seats_news()

    # ------------------------------------------------------------------ frames
    def receive(self, conn, frame, now: float) -> list:
        c = self.conns.get(conn)
        if c is None:
            return []
        if not c.bucket.allow(now):
            return self._close(conn, 1008, "rate_limited")
        try:
            message = messages.from_joiner(frame)
        except BadMessage as e:
            if e.close is not None or not c.hello:
                return self._close(conn, e.close or 1008, "bad_message")
            return self._refuse(conn, None, "bad_message")
        kind = message["t"]
        if not c.hello:
            if kind != "hello":
                return self._close(conn, 1008, "hello first")
            return self._hello(conn, c, message, now)
        if kind == "act":
            return self._act(conn, c, message)
        if kind == "sit":
            return self._sit(conn, c, message["seat"], message.get("token"), now)
        if kind == "resync":               # its view could not take a patch: the whole view
            return [self._sync_to(conn, seat) for seat in c.seats]
        if kind == "leave":
            return [("close", conn, 1000, "bye")] + self.disconnect(conn, now)
        return self._refuse(conn, None, "bad_message")

    def _close(self, conn, code: int, why: str) -> list:
        self.counts["closed"] += 1
        c = self.conns.get(conn)
        log.info("network: closing %s: %s", c.address if c else conn, why)
        return [("close", conn, code, why)]

    def _refuse(self, conn, ident, code: str, refusal=None) -> list:
        self.counts["refused"] += 1
        message = {"t": "refused", "id": ident, "code": code}
        if refusal is not None:
            message["refusal"] = refusal
        return [("send", conn, dump(message))]

    def _refuse_join(self, conn, code: str, **more) -> list:
        self.counts["refused"] += 1
        return [("send", conn, dump({"t": "refused_join", "code": code, **more})),
                ("close", conn, 1000, code)]

    def _hello(self, conn, c, m, now) -> list:
        if m["proto"] != messages.PROTO or m["app"] != self.app:
            return self._refuse_join(conn, "version_mismatch", host_app=self.app,
                                     proto=messages.PROTO)
        if self.codes.locked(c.address, now):
            return self._refuse_join(conn, "locked")
        code = codes.normalize(m["code"])
        if code is None or not codes.same_code(code, self.code):
            self.codes.wrong(c.address, now)
            return self._refuse_join(conn, "wrong_code")
        if m.get("game") not in (None, self.rules.name):
            return self._refuse_join(conn, "wrong_game", game=self.rules.name)
        token, wanted = m.get("token"), m.get("seat")
        c.name = m["name"]
        if m.get("look") and not token:       # the joiner picks its seats (sit) after seeing them
            c.hello = True
            return [("send", conn, dump(self.seats_message()))]
        if token:
            seat = next((i for i, s in enumerate(self.seats) if s.token is not None
                         and codes.same_code(s.token, token)), None)
            if seat is None:
                return self._refuse_join(conn, "bad_token")
            out = self._take_back(seat, now, conn)
        else:
            free = self.free_seats()
            if wanted is None:
                wanted = free[0] if free else None
            if wanted is None:
                return self._refuse_join(conn, "full")
            if wanted not in free:
                return self._refuse_join(conn, "seat_taken")
            seat, out = wanted, []
            self.seats[seat].name = clean_name(m["name"], self.seats[seat].name)
        c.hello = True
        return out + self._seat(conn, c, seat)

    def _take_back(self, seat: int, now: float, conn) -> list:
        """A player with the seat's token is back: an older connection of that seat ends."""
        old = self.seats[seat].conn
        out = []
        if old is not None and old != conn and old in self.conns:
            out = [("close", old, 4000, "replaced")] + self.disconnect(old, now)
        return out

    def _sit(self, conn, c, seat: int, token, now: float) -> list:
        """Another seat for this connection: a free one, or one of its own back by its token
        (one computer may play two seats)."""
        s = self.seats[seat] if seat < len(self.seats) else None
        if token and s is not None and s.token is not None and codes.same_code(s.token, token):
            return self._take_back(seat, now, conn) + self._seat(conn, c, seat)
        if seat not in self.free_seats():
            return self._refuse(conn, None, "seat_taken")
        if c.name is not None:
            s.name = clean_name(c.name, s.name)
        return self._seat(conn, c, seat)

    def _seat(self, conn, c, seat: int) -> list:
        s = self.seats[seat]
        if s.token is None:
            s.token = codes.new_token(self.rng)
        s.conn, s.away_since, s.covered, s.ever = conn, None, False, True
        if seat not in c.seats:
            c.seats.append(seat)
        log.info("network: %s sits at seat %d", c.address, seat)
        welcome = {"t": "welcome", "proto": messages.PROTO, "app": self.app,
                   "game": self.rules.name, "game_id": self.game_id, "seat": seat,
                   "token": s.token}
        return [("send", conn, dump(welcome)), self._sync_to(conn, seat)] \
            + self._seats_news(but=conn)

    def sync(self, seat: int) -> dict:
        """Everything a seat needs after (re)joining: its view, the talk so far, the seats."""
        return {"t": "sync", "seq": self.seq, "seat": seat,
                "view": self.rules.view_json(self.state, seat),
                "log": self._recent_log(seat), "seats": self.seats_json()}

    def _sync_to(self, conn, seat: int):
        """A sync sent on `conn`: the view the next `applied` there is a patch of."""
        message = self.sync(seat)
        self.sent[(conn, seat)] = message["view"]
        return ("send", conn, dump(message))

    def _recent_log(self, seat: int) -> list:
        """The newest actions' events for the talk, as many as SYNC_LOG_BYTES hold (a whole
        Zoomaka game's would be hundreds of kilobytes; the talk shows the last few)."""
        out, size = [], 0
        for n, actor, events in reversed(self.log):
            entry = {"seq": n, "actor": actor, "events": self.rules.events_json(events, seat)}
            size += len(dump(entry))
            if size > SYNC_LOG_BYTES:
                break
            out.append(entry)
        return out[::-1]

    def _seats_news(self, but=None) -> list:
        text = dump(self.seats_message())
        return [("send", k, text) for k, c in self.conns.items() if c.hello and k != but]
