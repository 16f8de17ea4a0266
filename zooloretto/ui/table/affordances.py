"""What the player to move may do, grouped by the piece picked up and the place dropped on.

Computed once per state from `legal_actions` and the rules' `gestures_of`:
the UI never works out on its own which drag means which action.

    aff = Affordances(state)
    aff.drops(piece)   -> {drop Loc: action}    what lights up while `piece` is in hand
    aff.pieces()       -> [piece Loc]           what can be picked up to some effect (Tab)
    aff.gesture(action)-> Gesture               how an action is shown (hints)
"""
from __future__ import annotations

from ...rules import legal_actions
from ...rules.gestures import gestures_of
from ...rules.places import tile_at


class Affordances:
    def __init__(self, state):
        self.state = state
        self.legal = legal_actions(state) if not state.game_over else []
        self.by_piece: dict = {}
        self.shown: dict = {}           # action -> its first gesture
        for a in self.legal:
            try:
                gestures = gestures_of(state, a)
            except ValueError:          # a piece that is not on the table (never for a legal action)
                continue
            self.shown[a] = gestures[0]
            for g in gestures:
                self.by_piece.setdefault(g.piece, {}).setdefault(g.drop, a)

    def drops(self, piece) -> dict:
        """Drop place -> legal action for `piece`; a tile equal to one the rules name
        (a second zebra of the barn, say) offers what the named one offers."""
        if piece is None:
            return {}
        found = self.by_piece.get(piece)
        if found is not None:
            return found
        if piece.slot is None:
            return {}
        tile = tile_at(self.state, piece)
        for other, drops in self.by_piece.items():
            if (other.area, other.seat, other.index) == (piece.area, piece.seat, piece.index) \
                    and other.slot is not None and tile_at(self.state, other) == tile:
                return drops
        return {}

    def pieces(self) -> list:
        """Pieces with something to do, in a stable order (for Tab)."""
        return [p for p, drops in self.by_piece.items() if drops]

    def gesture(self, action):
        return self.shown.get(action)
