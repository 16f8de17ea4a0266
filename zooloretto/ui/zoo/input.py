"""The player's hands on the table: what is held, what has focus, what a drop or a key means.

The drag controller (drag.py) tracks the pointer and calls this host. A piece
comes from the hit map, what lights up from the affordances, and what a drop
means from the rules: `action_for(state, piece, drop)` for each place under
the pointer, most specific first. The first action wins; otherwise the
first refusal is told. The UI never builds an action from a drop itself.

Pressing the stack's top draws at once (action A's first step: the tile turns over in
the hand for everybody to see) and the press goes on holding that tile: let go on a lit
truck, it goes there (the second step); let go anywhere else, it stays in the hand.

Keys: D draw (turn the top tile over), 1-5 put the drawn tile on that truck, T take the
selected truck, U undo, H hint, Tab cycle places, Enter confirm, E expand, Esc let go / menu.
"""
from __future__ import annotations

import pygame

from ...zoo.rules import Expand, Load, Reveal, Take
from ...zoo.rules.gestures import action_for
from ...zoo.rules.places import HAND, tile_at
from ...zoo.rules.refusals import Refusal
from ..kit.drag import DragController
from .expansion_hits import AREAS as EXPANSION_AREAS

QUIET_REFUSALS = ("not_a_move", "same_place")     # a drop on nothing: the piece just goes home
TRUCK_KEYS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 6)} | \
    {getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 6)}      # 1-5: that truck


class TableInput:
    def __init__(self, table):
        self.table = table
        self.drag = DragController(self)
        self.selected = None     # piece Loc in hand (dragged, or chosen by click or Tab)
        self.moves: dict = {}    # drop Loc -> legal action for the selected piece
        self.focus = None        # drop Loc chosen with Tab
        self.changes = 0         # counts changes of selection (overlays cache on it)
        self.pressing = False    # a press is drawing a tile: the drag goes on with it
        self.drew = False        # the last press drew (its release is no click of its own)

    # ------------------------------------------------------------------ selection
    def select(self, piece):
        self.selected = piece
        self.moves = self.table.affordances.drops(piece)
        self.focus = None
        self.changes += 1

    def deselect(self):
        self.selected, self.moves, self.focus = None, {}, None
        self.changes += 1
        self.table.overlays.forget()     # the lit places and the drop label of that piece

    def let_go(self):
        """The state moved on: a piece in hand and its lit places mean nothing now. A tile
        just drawn is taken in hand, its trucks lit (the press that drew it goes on)."""
        if not self.pressing:
            self.drag.cancel()
        self.deselect()
        t = self.table
        if t.state.revealed is not None and t.interactive():
            self.select(HAND)

    def _draw(self, pos=None) -> bool:
        """Action A's first step, as a press on the stack's top or the D key; True when the
        tile was turned over."""
        t = self.table
        self.pressing = pos is not None
        try:
            drew = t.attempt(Reveal()) and t.state.revealed is not None
        finally:
            self.pressing = False
        return drew

    def _resolve(self, piece, pos):
        """(action, refusal) of dropping `piece` at `pos`, asked of the rules."""
        state = self.table.state
        first = None
        for drop in self.table.hits.drops_at(pos):
            meant = action_for(state, piece, drop)
            if not isinstance(meant, Refusal):
                return meant, None
            if first is None or (first.code in QUIET_REFUSALS and meant.code not in QUIET_REFUSALS):
                first = meant
        return None, first

    def _holds(self, piece) -> bool:
        if piece.area in EXPANSION_AREAS:        # still where the hit map found it
            return self.table.hits.grab_rect(piece) is not None
        return piece.slot is None or tile_at(self.table.state, piece) is not None

    # ------------------------------------------------------------------ drag host
    def source_at(self, pos):
        t = self.table
        t.choreo.finish()            # what is pressed is what is drawn: let flights land
        self.drew = False
        if not t.interactive():
            return None
        piece = t.hits.piece_at(pos)
        if piece is not None and piece.area == "stack" and Reveal() in t.affordances.legal:
            if self._draw(pos):      # the tile turns over; the press now holds it
                self.drew = True
                return HAND
        return piece

    def source_rect(self, piece):
        return self.table.hits.rect(piece)

    def drag_started(self, piece):
        if piece == HAND:
            self.table.choreo.finish()       # dragged away at once: the tile is face up in hand
        self.select(piece)
        self.table.hint = None

    def drag_cancelled(self, piece):
        self.deselect()
        self._keep_drawn_tile_in_hand(piece)

    def dropped(self, piece, pos):
        t = self.table
        self.deselect()
        if not t.interactive() or not self._holds(piece):
            return                   # the table changed under the piece in hand: let it go
        action, why = self._resolve(piece, pos)
        if action is not None:
            t.attempt(action, dragged=True)
        else:
            t.refuse(piece, why, pos)
            self._keep_drawn_tile_in_hand(piece)

    def _keep_drawn_tile_in_hand(self, piece):
        """A drawn tile let go anywhere but a truck stays in hand with its trucks lit:
        it has nowhere else to go."""
        t = self.table
        if piece == HAND and t.state.revealed is not None and t.interactive():
            self.select(HAND)

    def clicked(self, pos) -> bool:
        t = self.table
        if t.confirm is not None:
            return False
        if self.drew:                # the press drew: the tile waits in hand, its trucks lit
            self.drew = False
            return True
        if not t.interactive():
            t.choreo.finish()
            return t.click_opponent(pos)
        held, why = self.selected, None
        if held is not None and self._holds(held):
            action, why = self._resolve(held, pos)
            if action is not None:
                self.deselect()
                t.attempt(action)
                return True
        piece = t.hits.piece_at(pos)
        if piece is not None and piece == held:
            if piece != HAND:            # a drawn tile stays in hand, its trucks lit
                self.deselect()
            return True
        if piece is not None:
            meant = action_for(t.state, piece, piece)      # a click that is a move (expand)
            if not isinstance(meant, Refusal):
                self.deselect()
                t.attempt(meant)
            elif t.state.revealed is not None and not t.affordances.drops(piece):
                self.select(HAND)        # only the drawn tile has somewhere to go
            else:
                self.select(piece)
            return True
        if held is not None and t.hits.drops_at(pos):
            self.deselect()
            t.refuse(held, why, None)
            return True
        self.deselect()
        return t.click_opponent(pos)

    # ------------------------------------------------------------------ keys
    def key(self, k):
        t = self.table
        if self.drag.active:         # a key mid-drag (Tab, Enter, U...): let go of the piece first
            self.drag.cancel()
        if t.confirm is not None:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                t.close_confirm(True)
            elif k == pygame.K_ESCAPE:
                t.close_confirm(False)
            return
        if k == pygame.K_ESCAPE:
            if self.selected is not None or t.pinned_seat is not None:
                self.deselect()
                t.pinned_seat = None
            else:
                t.open_pause()
            return
        if k == pygame.K_u:
            t.undo()
            return
        if not t.interactive():
            return
        sel = self.selected
        truck = sel.index if sel is not None and sel.area == "truck" and sel.slot is None else None
        if k == pygame.K_h:
            t.ask_hint()
        elif k == pygame.K_TAB:
            self.cycle()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if sel is not None and self.focus in self.moves:
                action = self.moves[self.focus]
                self.deselect()
                t.attempt(action)
        elif k == pygame.K_d:
            self.deselect()
            self._draw()
        elif k in TRUCK_KEYS:
            if t.state.revealed is not None:       # (a refusal keeps the trucks lit)
                t.attempt(Load(TRUCK_KEYS[k]))
        elif k == pygame.K_t:
            if truck is not None:
                self.deselect()
                t.attempt(Take(truck))
        elif k == pygame.K_e:
            t.attempt(Expand())

    def cycle(self):
        """Tab: with a piece in hand, go through its legal places; else through the pieces."""
        if self.selected is not None and self.moves:
            drops = list(self.moves)
            i = drops.index(self.focus) + 1 if self.focus in drops else 0
            self.focus = drops[i % len(drops)]
            self.changes += 1
            return
        pieces = self.table.affordances.pieces()
        if not pieces:
            return
        i = pieces.index(self.selected) + 1 if self.selected in pieces else 0
        self.select(pieces[i % len(pieces)])
