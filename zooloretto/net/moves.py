"""The moves of a hosted table (a part of HostCore, net/host.py): a joiner's move checked
and applied or queued for the table, the host's own moves, and every seated joiner told
of each: the move's events as its seat may know them and its seat's view, as the
changes from the view that connection holds (net/patch.py)."""
from __future__ import annotations

from . import patch
from .messages import dump


class Moves:
    def _act(self, conn, c, m) -> list:
        ident = m["id"]
        if not c.seats:
            return self._refuse(conn, ident, "not_seated")
        if m["seq"] != self.seq:
            out = self._refuse(conn, ident, "stale")
            return out + [self._sync_to(conn, seat) for seat in c.seats]
        state = self.state
        actor = state.current
        if state.game_over or actor not in c.seats:
            return self._refuse(conn, ident, "not_your_turn")
        try:
            action = self.rules.action_from_json(m["action"])
        except (self.rules.BadAction, ValueError, TypeError, KeyError):
            return self._refuse(conn, ident, "bad_message")
        refusal = self.rules.refusal(state, action)
        if refusal is not None:
            return self._refuse(conn, ident, "illegal", _refusal_json(refusal))
        if self.defer:
            if self.queued is not None:         # one move a turn: a double click is harmless
                return self._refuse(conn, ident, "stale")
            self.queued = (action, actor, conn, ident)
            return []
        return self._apply(action, actor, conn, ident)

    def take_move(self, seat: int):
        """The move a joiner sent for `seat`, waiting for the table (defer), or None."""
        q = self.queued
        if q is None or q[1] != seat or self.state.current != seat or self.state.game_over:
            return None
        return q[0]

    def played(self, action, actor: int, events) -> list:
        """The table played a move (its own, a bot's or a joiner's it took): every joiner
        is told. A joiner's move still waiting that this was not is refused as stale."""
        q, self.queued = self.queued, None
        conn = ident = None
        out = []
        if q is not None and q[1] == actor and q[0] == action:
            conn, ident = q[2], q[3]
        elif q is not None and q[2] in self.conns:
            out = self._refuse(q[2], q[3], "stale")
        return out + self._told(actor, events, conn, ident)

    def resync_all(self) -> list:
        """The state jumped without a move (an undo): every joiner gets its seat's view again."""
        self.seq += 1
        q, self.queued = self.queued, None
        out = self._refuse(q[2], q[3], "stale") if q is not None and q[2] in self.conns else []
        for k, c in self.conns.items():
            out += [self._sync_to(k, seat) for seat in c.seats]
        return out

    def play_local(self, action) -> list:
        """A move of the host's own seat or of a bot (the caller chose it from the rules'
        legal actions); IllegalAction if the rules refuse it."""
        actor = self.state.current
        refusal = self.rules.refusal(self.state, action)
        if refusal is not None:
            raise self.rules.IllegalAction(refusal)
        return self._apply(action, actor, None, None)

    def _apply(self, action, actor: int, conn, ident) -> list:
        return self._told(actor, self.game.play(action), conn, ident)

    def _told(self, actor: int, events, conn, ident) -> list:
        self.seq += 1
        self.counts["applied"] += 1
        self.log.append((self.seq, actor, events))
        state, out = self.state, []
        seats = {seat for c in self.conns.values() for seat in c.seats}
        told = self.rules.events_json_by_seat(events, seats)
        views = {seat: self.rules.view_json(state, seat) for seat in seats}
        for k, c in self.conns.items():
            for seat in c.seats:
                message = {"t": "applied", "seq": self.seq, "seat": seat, "actor": actor,
                           "events": told[seat]}
                old, view = self.sent.get((k, seat)), views[seat]
                if old is None:
                    message["view"] = view
                else:           # the changes from the view this connection holds
                    message["patch"] = patch.diff(old, view)
                self.sent[(k, seat)] = view
                if k == conn:
                    message["id"] = ident
                out.append(("send", k, dump(message)))
        return out


def _refusal_json(refusal) -> dict:
    """The rules' refusal as data a joiner's screen can say: its code and plain details."""
    details = {}
    for key, value in getattr(refusal, "params", {}).items():
        if isinstance(value, (str, int, float, bool)) or value is None:
            details[str(key)] = value
        else:
            details[str(key)] = str(value)[:200]
    return {"code": getattr(refusal, "code", "illegal"), "details": details}
