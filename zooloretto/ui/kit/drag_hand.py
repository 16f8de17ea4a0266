"""The player's hand both small tables share (dice, Zoomaka): a piece held by a click or
a drag, the drag host the board table's controller calls (ui/kit/drag.py), and what a
first and a second click mean. Each game's hand says which pieces may be picked up
(piece_at), where they light up (lit), what a drop means (drop, the rules' answer) and
its keys."""
from __future__ import annotations

from ..kit.drag import DragController


class DragHand:
    # A click on another piece of this area while one is held takes that one instead.
    SWAP_AREA: str | None = None

    def __init__(self, table):
        self.table = table
        self.drag = DragController(self)
        self.selected = None              # the place of the piece picked up by a click, or dragged
        self.changes = 0

    @property
    def state(self):
        return self.table.state

    def let_go(self):
        self.drag.reset()
        if self.selected is not None:
            self.selected = None
            self.changes += 1

    def plays_on_click(self, piece) -> bool:
        """A piece whose click plays it at once instead of picking it up."""
        return False

    # ------------------------------------------------------------------ the drag host
    def source_at(self, pos):
        return self.piece_at(pos)

    def source_rect(self, key):
        return self.table.layout.rect(key)

    def drag_started(self, key):
        self.selected = key
        self.changes += 1

    def drag_cancelled(self, key):
        self.let_go()

    def dropped(self, key, pos):
        self.selected = None
        self.changes += 1
        self.drop(key, pos)

    def clicked(self, pos) -> bool:
        piece = self.piece_at(pos)
        if self.selected is None:
            if piece is None:
                return False
            if self.plays_on_click(piece):
                return self.drop(piece, pos)
            self.selected = piece
            self.changes += 1
            return True
        held, self.selected = self.selected, None
        self.changes += 1
        if piece == held:
            return True                          # a second click on it puts it back
        if piece is not None and piece.area == held.area == self.SWAP_AREA:
            self.selected = piece                # another piece of the same kind instead
            return True
        return self.drop(held, pos)
