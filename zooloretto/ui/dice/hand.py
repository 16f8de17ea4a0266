"""The player's hand at the dice table: what can be picked up, what lights up while it is
held, what a drop or a second click means (always the rules' answer: gestures.action_for),
and the keys. The drag itself is the board table's controller (ui/table/drag.py).

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
from ..table.drag import DragController

QUIET = {"not_a_move", "same_place"}       # a drop on nothing, or back where it was


class DiceHand:
    def __init__(self, table):
        self.table = table
        self.drag = DragController(self)
        self.selected: Loc | None = None      # picked up by a click, or being dragged
        self.changes = 0

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
            if piece.area == "supply":           # a click on the supply rolls
                return self.drop(piece, pos)
            self.selected = piece
            self.changes += 1
            return True
        held, self.selected = self.selected, None
        self.changes += 1
        if piece == held:
            return True                          # a second click on it puts it back
        if piece is not None and piece.area == held.area and held.area == "tray":
            self.selected = piece                # the other die instead
            return True
        return self.drop(held, pos)

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
