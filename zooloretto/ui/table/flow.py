"""The moments between turns at one table, and the bar where they are told:

    the turn check   a person's turn that ended without bringing anything hidden to
                     light waits for "End turn" (setting: confirm_turn), so a misplaced
                     last tile can be taken back (the rules say what: undoable(..., ending))
    the hand-over    in a hot-seat game, "Leo, your turn" before the table turns to Leo
    the last look    when the game is over, the final table stays until "See results"
    the hint         the hard bot's idea, with its reason in the player's words, and "Do it"

The messages of one turn never carry into the next: when the player to move
changes, the message line and the hint are cleared.
"""
from __future__ import annotations

import pygame
from pygame import Rect
from pygame_gui.elements import UIButton

from ..game_log import describe_action
from ..kit import Dialog
from ..text import tr
from .ink import GOLD, INK, text, wrap

END_WAIT = 1.5     # seconds before the results of a game with no person at the table
# the hard bot's reasons the hint can tell, with the numbers each sentence names
REASONS = {"only": (), "clear": (), "search": ("candidates", "futures")}


class TurnFlow:
    def __init__(self, table, hand_overs=True):
        self.table = table
        self.buttons: dict = {}        # UIButton -> what it does
        self._built = None             # the bar's mode its buttons were built for
        self.end_wait = None
        self.results_shown = False
        self.last_look = False         # the game is over and the final table is shown
        self._text_right = 0           # where the bar's sentence must end (left of its buttons)
        self.hand_overs = hand_overs   # False: a table driven as a machine (most tests)
        self._current = None           # the seat to move as last seen; None before the first frame

    @property
    def session(self):
        return self.table.session

    def hot_seat(self) -> bool:
        return sum(not self.table.is_bot(i) for i in range(self.table.state.num_players)) > 1

    @property
    def unconfirmed(self) -> bool:
        return self.session.unconfirmed is not None

    @property
    def waiting(self) -> bool:
        """Nothing moves on the table while a person checks a turn, takes the seat, or looks."""
        return self.unconfirmed or self.handing_over or self.last_look

    @property
    def handing_over(self) -> bool:
        return self.table.dialog is not None and self.table.dialog.title_key == "game.handover.title"

    # ------------------------------------------------------------------ widgets
    def build(self):
        """The bar's buttons (the turn check, the last look), laid out with the table."""
        t = self.table
        self.buttons = {}
        self._built = mode = self.mode()
        if mode == "check":
            names = (("game.button.take_back", t.undo), ("game.button.end_turn", self.confirm))
        elif mode == "look":
            names = (("game.button.results", self.results),)
        elif mode == "hint":
            names = (("game.button.do_it", self.do_hint),)
        else:
            return
        bar = self.bar()
        bh, gap = bar.h - 20, 10
        x = bar.right - 10
        for key, callback in reversed(names):
            bw = max(self.table.layout.font_size(120), text(tr(key), 18, INK, True).get_width() + 36)
            x -= bw
            b = t.own(UIButton(Rect(x, bar.y + 10, bw, bh), key, t.ui,
                               object_id="#flow_" + key.rsplit(".", 1)[1]))
            self.buttons[b] = callback
            x -= gap
        self._text_right = x

    def mode(self):
        """What the bar shows: "check", "look", "hint" or None."""
        t = self.table
        if self.unconfirmed:
            return "check"
        if self.last_look:
            return "look"
        return "hint" if t.hint is not None and t.interactive() else None

    def do_hint(self):
        if self.table.hint is not None and self.table.interactive():
            self.table.attempt(self.table.hint[0])

    def hint_text(self) -> str:
        t = self.table
        action = t.hint[0]
        idea = tr("game.hint.show", what=describe_action(action, t.state))
        why = t.turns.reason
        if why and why[0] in REASONS:
            idea += " " + tr("game.hint.why_" + why[0], **{k: why[1].get(k, 0) for k in REASONS[why[0]]})
        return idea

    def bar(self) -> Rect:
        L = self.table.layout
        r = Rect(0, 0, L.message.w, max(L.message.h, L.font_size(64)))
        r.midbottom = L.message.midbottom
        return r

    def press(self, element) -> bool:
        callback = self.buttons.get(element)
        if callback is not None:
            callback()
        return callback is not None

    def key(self, k) -> bool:
        """Enter/Space end a checked turn or open the results; True when the key was used."""
        if self.handing_over and k == pygame.K_ESCAPE:
            self.ready()
            return True
        if k not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return False
        if self.handing_over:
            self.ready()
        elif self.unconfirmed:
            self.confirm()
        elif self.last_look:
            self.results()
        else:
            return False
        return True

    # ------------------------------------------------------------------ the moments
    def confirm(self):
        self.session.confirm_turn()
        self.table.rebuild()

    def hand_over(self, seat):
        t = self.table
        name = t.state.zoos[seat].name
        t.hand.let_go()
        t.dialog = Dialog("game.handover.title", tr("game.handover.body", name=name),
                          [("game.button.ready", lambda d: self.ready())],
                          title_kwargs={"name": name}, cancel=lambda d: self.ready())

    def ready(self):
        self.table.dialog = None
        self.table.rebuild()

    def results(self):
        if not self.results_shown:
            self.results_shown = True
            self.table.show_results()

    def update(self, dt, busy: bool):
        """After the frame's moves: the turn changed hands, or the game ended."""
        t, s = self.table, self.table.state
        if self.mode() != self._built and t.app.top is t:
            t.rebuild()                      # the bar's buttons come and go
        if s.current != self._current and not self.unconfirmed:
            first, self._current = self._current is None, s.current
            if not first:
                t.overlays.message = None    # one turn's words stay in that turn
                t.hint = None
                t.turns.cancel_hint()
            if not s.game_over and not t.is_bot(s.current) and (first or s.current != t.viewer):
                t.viewer, t.pinned_seat = s.current, None
                if self.hot_seat() and self.hand_overs:
                    self.hand_over(s.current)
                t.rebuild() if t.app.top is t else t.lay_out()
        if s.game_over and not busy and not self.results_shown:
            if any(not t.is_bot(i) for i in range(s.num_players)):
                if not self.last_look:
                    self.last_look = True
                    if t.app.top is t:
                        t.rebuild()
                return
            self.end_wait = END_WAIT * t.animation_factor() if self.end_wait is None else self.end_wait - dt
            if self.end_wait <= 0:
                self.results()

    def undone(self):
        """A turn check taken back: the turn is the player's again."""
        self._current = self.table.state.current

    # ------------------------------------------------------------------ drawing
    def draw(self, surface):
        mode = self.mode()
        if mode is None or mode != self._built:
            return
        t, L = self.table, self.table.layout
        bar = self.bar()
        pygame.draw.rect(surface, (255, 246, 222), bar, border_radius=14)
        pygame.draw.rect(surface, GOLD, bar, width=3, border_radius=14)
        room = self._text_right - bar.x - 20
        sentence = {"check": lambda: tr("game.flow.check"), "look": lambda: tr("game.flow.last_look"),
                    "hint": self.hint_text}[mode]()
        fs = L.font_size(16)
        lines = wrap(sentence, fs, room, bold=True)[:3]
        while len(lines) * int(fs * 1.25) > bar.h - 8 and fs > 10:
            fs -= 1
            lines = wrap(sentence, fs, room, bold=True)[:3]
        y = bar.centery - len(lines) * int(fs * 1.25) // 2
        for line in lines:
            img = text(line, fs, INK, True)
            surface.blit(img, (bar.x + 16, y))
            y += int(fs * 1.25)
