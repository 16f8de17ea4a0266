"""The player's hand at the dice table: what can be picked up, what lights up while it is
held, what a drop or a second click means (always the rules' answer: gestures.action_for),
and the keys. Holding, the drag host and the clicks are the kit's (kit/drag_hand.py).

    drag the supply onto the tray, or click it      roll
    drag a rolled die onto a truck                  load it   (or click the die, then the truck)
    drag a truck onto your score sheet              take it   (or click the truck, then the sheet)
    keys: R / Space roll, 1-4 the selected (or first) die onto that truck, or select that
          truck, T take the selected truck, Tab the next rolled die, Esc let go
"""
from __future__ import annotations

import pygame

from ...dice.rules import Load, Roll, Take
from ...dice.rules.gestures import action_for
from ...dice.rules.places import Loc, die_at
from ...dice.rules.refusals import Refusal
from ..kit.drag_hand import DragHand

QUIET = {"not_a_move", "same_place"}       # a drop on nothing, or back where it was


class DiceHand(DragHand):
    SWAP_AREA = "tray"                    # a click on the other die takes that one instead

    def plays_on_click(self, piece) -> bool:
        return piece.area == "supply"     # a click on the supply rolls

    # ------------------------------------------------------------------ what is where
    def piece_at(self, pos):
        """The piece under `pos` that the player may pick up now, or None."""
        t = self.table
        if not t.interactive() or t.layout is None:
            return None
        s = self.state
        for loc in t.layout.hit(pos):
            if loc.area == "supply" and s.supply and not s.rolled:
                return loc
            if loc.area == "tray" and die_at(s, loc) is not None:
                return loc
            if loc.area == "truck" and s.trucks[loc.index] and not s.rolled:
                return Loc("truck", index=loc.index)
        return None

    def lit(self) -> set:
        """The places the held piece may go to (from the legal actions' gestures)."""
        piece, s = self.selected, self.state
        if piece is None:
            return set()
        out = set()
        for a in self.table.legal():
            kind = type(a)
            if kind is Roll and piece.area == "supply":
                out.add(Loc("tray"))
            elif kind is Load and piece.area == "tray" and die_at(s, piece) == a.face:
                out.add(Loc("truck", index=a.truck))
            elif kind is Take and piece == Loc("truck", index=a.truck):
                out.add(Loc("sheet", s.current))
        return out

    def drop(self, piece, pos) -> bool:
        """What the rules say the drop of `piece` at `pos` means: play it, or refuse."""
        t = self.table
        first = None
        for place in t.layout.hit(pos) or [None]:
            meant = action_for(self.state, piece, place)
            if not isinstance(meant, Refusal):
                t.perform(meant, own=True)
                return True
            first = first or meant
        t.refuse(None if first is None or first.code in QUIET else first, piece, pos)
        return False

    # ------------------------------------------------------------------ keys
    def key(self, k) -> bool:
        t, s = self.table, self.state
        if not t.interactive():
            return False
        if k in (pygame.K_r, pygame.K_SPACE):
            return self._try(Loc("supply"), Loc("tray"))
        if k == pygame.K_TAB and s.rolled:
            slots = s.rolled_slots          # the dice where they lie, left to right
            now = self.selected.slot if self.selected is not None and self.selected.area == "tray" else None
            k = slots.index(now) + 1 if now in slots else 0
            self.selected = Loc("tray", slot=slots[k % len(slots)])
            self.changes += 1
            return True
        number = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3,
                  pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3}.get(k)
        if number is not None and number < len(s.trucks):
            if s.rolled:
                die = self.selected if self.selected is not None and self.selected.area == "tray" \
                    else Loc("tray", slot=s.rolled_slots[0])
                self.selected = None
                return self._try(die, Loc("truck", index=number))
            self.selected = Loc("truck", index=number)
            self.changes += 1
            return True
        if k == pygame.K_t and self.selected is not None and self.selected.area == "truck":
            held, self.selected = self.selected, None
            return self._try(held, Loc("sheet", s.current))
        if k == pygame.K_ESCAPE and self.selected is not None:
            self.let_go()
            return True
        return False

    def _try(self, piece, place) -> bool:
        meant = action_for(self.state, piece, place)
        if isinstance(meant, Refusal):
            self.table.refuse(meant)
            return False
        self.table.perform(meant, own=True)
        return True
