"""The player's hands at the Zoomaka table: what can be picked up, what lights up while it
is held, what a drop or a second click means. The rules say all of it: what lights up is
the drop place of a legal action's gesture (gestures.gesture_of), what a drop means is
gestures.choices / action_for, a refusal is the rules' reason. When one drop may mean
several actions (a Multicolor Entrance's payer, a two-type animal's section when captured)
the player is asked which (ZoomakaTableScene.choose). Holding, the drag host and the
clicks are the kit's (kit/drag_hand.py).

    drag a hand card onto a section, a new section, the bank, the Setting or Discard pile,
        an opponent's hand, bank or animal           play it as the rules allow
    drag the Draw pile onto the hand                 draw: the turn ends
    drag a card of one's bank or zoo onto the charging zoo   pay a fee with it
    keys: Esc let go, D draw (end the turn), P pass (let it happen)
"""
from __future__ import annotations

import pygame

from ...zoomaka.rules import EndTurn, Pass
from ...zoomaka.rules.gestures import action_for, aimed_drop, choices
from ...zoomaka.rules.places import Loc, card_at
from ...zoomaka.rules.refusals import Refusal
from ..kit.drag_hand import DragHand

QUIET = {"not_a_move"}                   # a drop on nothing: said quietly
PIECE_AREAS = ("hand", "bank", "section", "addon")


class ZoomakaHand(DragHand):
    SWAP_AREA = "hand"                    # a click on another card of the hand takes that one

    def __init__(self, table):
        super().__init__(table)
        self._lit = (None, {})            # (state key, {piece: drops})

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
        """The drop places of the card held; a thief's victims' whole panels with them (a
        drop anywhere there means that victim: rules/gestures.aimed_drop)."""
        if self.selected is None:
            return set()
        out = set(self.drops().get(self.selected, ()))
        me = self.state.current
        for drop in list(out):
            if drop.area in ("bank", "hand") and drop.seat not in (None, me) \
                    and aimed_drop(self.state, self.selected, Loc("zoo", drop.seat)) == drop:
                out.add(Loc("zoo", drop.seat))
        return out

    def drop(self, piece, pos) -> bool:
        """What the rules say the drop of `piece` at `pos` means: play it, ask which, or refuse."""
        t = self.table
        first = None
        me = self.state.current
        for k, place in enumerate(t.layout.hit(pos) or [None]):
            if k and place == Loc("zoo", me):
                break       # let go on a section or sign of one's zoo: that place says, not the zoo around it
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
