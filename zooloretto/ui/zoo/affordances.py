"""What the player to move may do, grouped by the piece picked up and the place dropped on.

Computed once per state from `legal_actions` and the rules' `gestures_of`:
the UI never works out on its own which drag means which action.

    aff = Affordances(state)
    aff.drops(piece)   -> {drop Loc: action}    what lights up while `piece` is in hand
    aff.pieces()       -> [piece Loc]           what can be picked up to some effect (Tab)
    aff.gesture(action)-> Gesture               how an action is shown (hints)
"""
from __future__ import annotations

from ...zoo.rules import legal_actions
from ...zoo.rules.gestures import action_for, gestures_of
from ...zoo.rules.places import tile_at
from ...zoo.rules.refusals import Refusal


class Affordances:
    def __init__(self, state):
        self.state = state
        self.legal = legal_actions(state) if not state.game_over else []
        self.by_piece: dict = {}
        self.shown: dict = {}           # action -> its first gesture
        self._probed: dict = {}
        for a in self.legal:
            try:
                gestures = gestures_of(state, a)
            except ValueError:          # a piece that is not on the table (never for a legal action)
                continue
            self.shown[a] = gestures[0]
            for g in gestures:
                self.by_piece.setdefault(g.piece, {}).setdefault(g.drop, a)

    def drops(self, piece) -> dict:
        """Drop place -> legal action for `piece`. The rules name one piece per action (the
        first zebra of the barn, say); another tile of the same row is offered the places of
        its neighbours too, each asked of the rules for this very tile (cached)."""
        if piece is None:
            return {}
        cached = self._probed.get(piece)
        if cached is not None:
            return cached
        out = dict(self.by_piece.get(piece, {}))
        if piece.slot is not None and tile_at(self.state, piece) is not None:
            for other, drops in self.by_piece.items():
                if other != piece and other.slot is not None and \
                        (other.area, other.seat, other.index) == (piece.area, piece.seat, piece.index):
                    for drop in drops:
                        if drop not in out:
                            meant = action_for(self.state, piece, drop)
                            if not isinstance(meant, Refusal):
                                out[drop] = meant
        self._probed[piece] = out
        return out

    def pieces(self) -> list:
        """Pieces with something to do, in a stable order (for Tab)."""
        return [p for p, drops in self.by_piece.items() if drops]

    def gesture(self, action):
        return self.shown.get(action)
