"""A joiner's side of a table, without sockets (sans-I/O): it says hello, adopts the
views the host sends (it never applies a rule itself) and turns a move into a frame.

    me = ClientCore(code="K7QX-M2PA", name="Anna", token=None)
    send(me.hello())
    for frame in frames: notes = me.receive(frame)      # ("welcome"|"sync"|"applied"|...)
    me.state(seat)          # the rules' state object built from the seat's latest view
    send(me.act(action))    # for the seat whose move it is
"""
from __future__ import annotations

from .. import __version__
from . import messages, patch, rules as net_rules
from .messages import BadMessage, dump


class HostProblem(Exception):
    """The host refused us (`code`: version_mismatch, wrong_code, full, ...)."""

    def __init__(self, code: str, details: dict):
        super().__init__(code)
        self.code, self.details = code, details


class ClientCore:
    def __init__(self, code: str, name: str, token: str | None = None, seat: int | None = None,
                 game: str | None = None, app: str = __version__, look: bool = False):
        self.code, self.name, self.app = code, name, app
        self.look = look                 # see the seats first, then sit (sit()) at those chosen
        self.free = None                 # the seats still free, once the host said
        self.here: set = set()           # seats welcomed on the present connection
        self.outbox: list = []           # frames the caller sends next (seats taken back)
        self.token, self.wanted, self.game = token, seat, game
        self.game_id = None
        self.seats: list = []            # the seats this computer plays
        self.tokens: dict = {}           # seat -> token
        self.views: dict = {}            # seat -> the latest view (JSON) the host sent
        self.log: dict = {}              # seat -> [{"seq", "actor", "events"}]
        self.seq = None
        self.seat_list: list = []        # everyone's name, kind, presence
        self.rules = net_rules.get(game) if game else None
        self._next_id = 0
        self.pending: dict = {}          # id -> seat, moves sent and not yet answered
        self.behind: set = set()         # seats whose view missed a patch, until a sync

    def hello(self) -> str:
        """The first frame of each (re)connection: with a seat's token, that seat back (and
        the others of this computer right after: outbox)."""
        self.here = set()
        return dump({"t": "hello", "proto": messages.PROTO, "app": self.app, "game": self.game,
                     "code": self.code, "name": self.name, "token": self.token,
                     "seat": self.wanted, "look": self.look and not self.token})

    def sit(self, seat: int) -> str:
        """Take `seat` too (a free one; or one of ours again, by its token)."""
        return dump({"t": "sit", "seat": seat, "token": self.tokens.get(seat)})

    def resync(self) -> str:
        """Ask for the whole view again (a frame we could not read left ours behind)."""
        return dump({"t": "resync"})

    def act(self, action) -> str:
        self._next_id += 1
        self.pending[self._next_id] = self.to_move()
        return dump({"t": "act", "seq": self.seq, "id": self._next_id,
                     "action": self.rules.action_to_json(action)})

    def state(self, seat: int | None = None):
        seat = self.seats[0] if seat is None else seat
        return self.rules.state_from_view(self.views[seat])

    def shown_view(self) -> dict:
        """The view this computer's table shows: its first seat's, each of its other seats
        with its own player (one computer, two seats: each sees its own hand)."""
        base = self.views[self.seats[0]]
        if len(self.seats) == 1 or not isinstance(base.get("players"), list):
            return base                  # (the board and dice games hide nobody's things)
        players = list(base["players"])
        for seat in self.seats[1:]:
            theirs = (self.views.get(seat) or {}).get("players")
            if isinstance(theirs, list) and seat < min(len(players), len(theirs)):
                players[seat] = theirs[seat]
        return dict(base, players=players)

    def to_move(self) -> int | None:
        """The seat of ours whose move it is (by the host's latest view), or None."""
        for seat in self.seats:
            view = self.views.get(seat)
            if view is not None and not view.get("game_over") and view.get("current") == seat:
                return seat
        return None

    def game_over(self) -> bool:
        return any(v.get("game_over") for v in self.views.values())

    def receive(self, frame) -> list:
        """The notes a frame brings: [(type, message)]; BadMessage for a frame that is not
        one; HostProblem when the host refused us."""
        m = messages.from_host(frame)
        kind = m["t"]
        if kind == "refused_join":
            raise HostProblem(str(m.get("code")), m)
        if kind == "welcome":
            self._welcome(m)
        elif kind in ("sync", "applied"):
            seat = m.get("seat")
            if kind == "applied" and seat in self.behind:
                return [("ignored", m)]          # the whole view is on its way
            if kind == "applied" and "patch" in m and seat in self.views:
                try:            # the host sent the changes from the view we hold
                    m["view"] = patch.apply(self.views[seat], m["patch"])
                except patch.PatchError as e:
                    self.behind.add(seat)        # the caller asks for a resync
                    raise BadMessage(f"a patch that does not fit: {e}") from None
            if seat not in self.seats or not isinstance(m.get("view"), dict) \
                    or not isinstance(m.get("seq"), int):
                raise BadMessage("a view for a seat we do not play")
            self.views[seat] = m["view"]
            self.seq = m["seq"]
            if kind == "sync":          # it answers every move sent before it (a cut lost some)
                self.pending.clear()
                self.behind.discard(seat)
                self.log[seat] = list(m.get("log") or [])
                self.seat_list = list(m.get("seats") or [])
            else:
                self.log.setdefault(seat, []).append(
                    {"seq": m["seq"], "actor": m.get("actor"), "events": m.get("events")})
                self.pending.pop(m.get("id"), None)
        elif kind == "refused":
            self.pending.pop(m.get("id"), None)
        elif kind == "seats":
            self.seat_list = list(m.get("seats") or [])
            free = m.get("free")
            self.free = [s for s in free if type(s) is int] if isinstance(free, list) else None
        return [(kind, m)]

    def _welcome(self, m) -> None:
        game = m.get("game")
        if game not in net_rules.PACKAGES or not isinstance(m.get("seat"), int):
            raise BadMessage("a welcome we cannot read")
        self.game, self.rules = game, net_rules.get(game)
        self.game_id = m.get("game_id")
        seat = m["seat"]
        if seat not in self.seats:
            self.seats.append(seat)
        self.tokens[seat] = m.get("token")
        self.token = self.token or m.get("token")
        first = not self.here
        self.here.add(seat)
        if first:                        # back after a cut: this computer's other seats too
            self.outbox += [self.sit(s) for s in self.seats if s not in self.here and self.tokens.get(s)]
