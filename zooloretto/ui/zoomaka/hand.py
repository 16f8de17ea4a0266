"""The player's hands at the Zoomaka table: what can be picked up, what lights up while it
is held, what a drop or a second click means. The rules say all of it: what lights up is
the drop place of a legal action's gesture (gestures.gesture_of), what a drop means is
gestures.choices / action_for, a refusal is the rules' reason. When one drop may mean
several actions (a Multicolor Entrance's payer, a two-type animal's section when captured)
the player is asked which (ZoomakaTableScene.choose). The drag is the board table's
controller (ui/table/drag.py).

    drag a hand card onto a section, a new section, the bank, the Setting or Discard pile,
        an opponent's hand, bank or animal           play it as the rules allow
    drag the Draw pile onto the hand                 draw: the turn ends
    drag a card of one's bank or zoo onto the charging zoo   pay a fee with it
    keys: Esc let go, D draw (end the turn), P pass (let it happen)
"""
from __future__ import annotations

import pygame

from ...zoomaka.rules import EndTurn, Pass
from ...zoomaka.rules.gestures import action_for, choices
from ...zoomaka.rules.places import Loc, card_at
from ...zoomaka.rules.refusals import Refusal
from ..table.drag import DragController

QUIET = {"not_a_move"}                   # a drop on nothing: said quietly
PIECE_AREAS = ("hand", "bank", "section", "addon")


class ZoomakaHand:
    def __init__(self, table):
        self.table = table
        self.drag = DragController(self)
        self.selected: Loc | None = None
        self.changes = 0
        self._lit = (None, {})            # (state key, {piece: drops})

    @property
    def state(self):
        return self.table.state

    def let_go(self):
        self.drag.reset()
        if self.selected is not None:
            self.selected = None
            self.changes += 1

    # ------------------------------------------------------------------ what is where
    def piece_at(self, pos):
        """The piece under `pos` the player deciding now may pick up, or None."""
        t = self.table
        if not t.interactive() or t.layout is None:
            return None
        s, me = self.state, self.state.current
        for loc in t.layout.hit(pos):
            if loc.area in PIECE_AREAS and loc.seat == me and loc.slot is not None \
                    and card_at(s, loc) is not None:
                return loc
            if loc.area == "draw" or (loc.area == "received" and s.received):
                return loc
        return None

    def drops(self) -> dict:
        """piece -> the places the rules accept it on, from the legal actions' gestures."""
        key = self.table.state_key()
        if self._lit[0] != key:
            out: dict = {}
            rules = self.table.session.rules
            for a in self.table.legal():
                piece, drop = rules.gesture_of(self.state, a)
                if piece is not None:
                    out.setdefault(piece, set()).add(drop)
            self._lit = (key, out)
        return self._lit[1]

    def lit(self) -> set:
        return set(self.drops().get(self.selected, ())) if self.selected is not None else set()

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
            self.selected = piece
            self.changes += 1
            return True
        held, self.selected = self.selected, None
        self.changes += 1
        if piece == held:
            return True                          # a second click on it puts it back
        if piece is not None and piece.area == held.area == "hand":
            self.selected = piece                # another card of the hand instead
            return True
        return self.drop(held, pos)

    def drop(self, piece, pos) -> bool:
        """What the rules say the drop of `piece` at `pos` means: play it, ask which, or refuse."""
        t = self.table
        first = None
        for place in t.layout.hit(pos) or [None]:
            found = choices(self.state, piece, place) if place is not None else []
            if len(found) > 1:
                t.choose(found)
                return True
            if found:
                t.perform(found[0], own=True, piece=piece)
                return True
            meant = action_for(self.state, piece, place)
            if first is None and isinstance(meant, Refusal) and meant.code not in QUIET:
                first = meant
        t.refuse(first, piece, pos)
        return False

    # ------------------------------------------------------------------ keys
    def key(self, k) -> bool:
        t = self.table
        if k == pygame.K_ESCAPE and self.selected is not None:
            self.let_go()
            return True
        if not t.interactive():
            return False
        wanted = {pygame.K_d: EndTurn(), pygame.K_p: Pass()}.get(k)
        if wanted is None:
            return False
        if wanted in t.legal():
            t.perform(wanted, own=True)
        else:
            why = t.session.rules.refusal(self.state, wanted)
            t.refuse(why if isinstance(why, Refusal) else None)
        return True
