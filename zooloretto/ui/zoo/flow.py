"""The moments between turns at one table, and the bar where they are told:

    the turn check   a person's turn that ended without bringing anything hidden to
                     light waits for "End turn" (setting: confirm_turn), so a misplaced
                     last tile can be taken back (the rules say what: undoable(..., ending))
    the summary      a round that ended, told in a card (kit/round_summary.py)
    the hand-over    in a hot-seat game, "Leo, your turn" before the table turns to Leo
    the last look    when the game is over, the final table stays until "See results"
    the hint         the hard bot's idea, with its reason in the player's words, and "Do it"

The messages of one turn never carry into the next: when a turn passes on (the
rules' TurnEnded, kit/turn_flow.py), the message line and the hint are cleared.
"""
from __future__ import annotations

import pygame
from pygame import Rect
from pygame_gui.elements import UIButton

from .. import art
from ..game_log import describe_action
from ..kit.paint import button_width, oid
from ..kit.turn_flow import ANSWER_KEYS, BetweenTurns
from ..text import tr
from .hint_words import say
from ..kit.ink import GOLD, INK, text, wrap

SMALLEST_TEXT = 13                      # the bar's letters shrink no further (then it grows)


class TurnFlow(BetweenTurns):
    HAND_OVER = ("game.handover.title", "game.handover.body", "game.button.ready")

    def __init__(self, table, hand_overs=True):
        super().__init__(table, hand_overs)
        self._text_right = 0           # where the bar's sentence must end (left of its buttons)
        self._fitted = None            # ((mode, sentence, ...), lines, font size, height needed)

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
        bar = self.bar(grown=False)
        bh, gap = bar.h - 20, 10
        x = bar.right - 10
        for key, callback in reversed(names):
            bw = button_width(t.app, tr(key), self.table.layout.font_size(120))
            x -= bw
            b = t.own(UIButton(Rect(x, bar.y + 10, bw, bh), key, t.ui,
                               object_id=oid(t.app, "@btn", "#flow_" + key.rsplit(".", 1)[1])))
            self.buttons[b] = callback
            x -= gap
        self._text_right = x

    def do_hint(self):
        """Carry the shown move out: "Do it" was the question, so a money move is not asked
        about again (confirm_money_actions is for moves the player drags)."""
        if self.table.hint is not None and self.table.interactive():
            self.table.attempt(self.table.hint[0], ask=False)

    def hint_text(self) -> str:
        """The idea and why, in the board's terms (bots/explain.py, said by hint_words)."""
        t = self.table
        idea = tr("game.hint.show", what=describe_action(t.hint[0], t.state))
        why = say(t.turns.reason)
        return idea + " " + why if why else idea

    def bar(self, grown=True) -> Rect:
        """The bar's rectangle; `grown`: as drawn, taller upwards when its sentence needs it."""
        L = self.table.layout
        r = Rect(0, 0, L.message.w, max(L.message.h, L.font_size(64)))
        if grown and self._fitted is not None and self._fitted[0][0] == self.mode():
            r.h = max(r.h, self._fitted[3])
        r.midbottom = L.message.midbottom
        return r

    def key(self, k) -> bool:
        """Enter/Space end a checked turn or open the results; the round's summary and the
        hand-over take theirs first (answer_key). True when the key was used."""
        if self.answer_key(k):
            return True
        if k not in ANSWER_KEYS or self.table.dialog is not None:
            return False
        if self.unconfirmed:
            self.confirm()
        elif self.last_look:
            self.results()
        else:
            return False
        return True

    def load_picture(self, item, size):
        return art.tile(item, size)

    def update(self, dt, busy: bool):
        """After the frame's moves: the turn passed on (the rules ended it), or the game ended."""
        t, s = self.table, self.table.state
        if self.mode() != self._built and t.app.top is t:
            t.rebuild()                      # the bar's buttons come and go
        if self.turn_passes(busy):
            first, self.first = self.first, False
            if not first:
                t.overlays.message = None    # one turn's words stay in that turn
                t.hint = None
                t.turns.cancel_hint()
            if not s.game_over and not t.is_bot(s.current) and (first or s.current != t.viewer):
                t.viewer, t.pinned_seat = s.current, None
                if self.hot_seat() and self.hand_overs:
                    self.hand_over(s.current)
                t.rebuild() if t.app.top is t else t.lay_out()
        self.game_end(dt, busy)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface):
        mode = self.mode()
        if mode is None or mode != self._built:
            return
        sentence = {"check": lambda: tr("game.flow.check"), "look": lambda: tr("game.flow.last_look"),
                    "hint": self.hint_text}[mode]()
        lines, fs = self.fit(mode, sentence)
        bar = self.bar()
        pygame.draw.rect(surface, (255, 246, 222), bar, border_radius=14)
        pygame.draw.rect(surface, GOLD, bar, width=3, border_radius=14)
        y = bar.centery - len(lines) * int(fs * 1.25) // 2
        for line in lines:
            img = text(line, fs, INK, True)
            surface.blit(img, (bar.x + 16, y))
            y += int(fs * 1.25)

    def fit(self, mode, sentence):
        """(lines, font size) of the whole sentence in the bar: smaller letters while it does not
        fit, down to a size still easy to read; past that the bar grows upwards (never cut)."""
        L = self.table.layout
        base = self.bar(grown=False)
        key = (mode, sentence, base.size, self._text_right)
        if self._fitted is None or self._fitted[0] != key:
            room = self._text_right - base.x - 20
            fs, smallest = L.font_size(16), L.font_size(SMALLEST_TEXT)
            lines = wrap(sentence, fs, room, bold=True)
            while len(lines) * int(fs * 1.25) > base.h - 8 and fs > smallest:
                fs -= 1
                lines = wrap(sentence, fs, room, bold=True)
            self._fitted = (key, lines, fs, len(lines) * int(fs * 1.25) + 12)
        return self._fitted[1], self._fitted[2]
