"""Between turns at the dice table:

    the turn check   a person's finished turn (a die loaded last, a truck taken) waits for
                     "End turn" with the setting confirm_turn, so it can be taken back
    the summary      a round that ended, told in a card (kit/round_summary.py)
    the hand-over    in a hot-seat game, "Leo, your turn" before Leo's move
    the last look    the game is over: the final sheets stay until "See results"
    the hint         the hard bot's idea in words, with "Do it"

The bar's buttons are pygame-gui buttons, rebuilt when what the bar shows changes.
"""
from __future__ import annotations

from pygame import Rect
from pygame_gui.elements import UIButton

from ..kit.turn_flow import BetweenTurns
from ..kit.ink import INK, text
from ..text import tr
from . import art as dice_art
from .words import describe

# the hard bot's reasons the hint can tell, with the numbers each sentence names
REASONS = {"only": (), "ahead": ("moves", "count"), "quick": (),
           # the last round, solved exactly: chances to win in whole percent
           "endgame_roll": ("win", "other"), "endgame_take": ("win", "other"),
           "endgame_trucks": ("win", "other"), "endgame_load": ("win", "other"),
           "endgame_sure": (), "endgame_lost": ()}


class DiceFlow(BetweenTurns):
    HAND_OVER = ("dice.handover.title", "dice.handover.body", "dice.button.ready")

    # ------------------------------------------------------------------ widgets
    def build(self):
        t = self.table
        self.buttons = {}
        self._built = mode = self.mode()
        named = {"check": (("dice.button.take_back", t.undo), ("dice.button.end_turn", self.confirm)),
                 "look": (("dice.button.results", self.results),),
                 "hint": (("dice.button.do_it", self.do_hint),)}.get(mode, ())
        bar = t.layout.message
        x = bar.right - 8
        for key, callback in reversed(named):
            bw = max(int(120 * t.layout.u), text(tr(key), t.layout.font_size(18), INK, True).get_width()
                     + int(48 * t.layout.u))
            x -= bw
            b = t.own(UIButton(Rect(x, bar.y + 4, bw, bar.h - 8), tr(key), t.ui,
                               object_id="#flow_" + key.rsplit(".", 1)[1]))
            self.buttons[b] = callback
            x -= 8
        self.text_right = x

    def sentence(self) -> str:
        mode = self.mode()
        if mode == "check":
            return tr("dice.flow.check")
        if mode == "look":
            return tr("dice.flow.last_look")
        if mode == "hint":
            idea = tr("dice.hint.show", what=describe(self.table.hint))
            why = self.table.turns.reason           # (code, details) from the hard bot
            if why and why[0] in REASONS:
                idea += " " + tr("dice.hint.why_" + why[0], **{k: why[1].get(k, 0) for k in REASONS[why[0]]})
            return idea
        return ""

    def load_picture(self, item, size):
        return dice_art.die(item, size)

    def truck_label(self, n) -> str:
        return tr("dice.summary.truck", n=n)

    def update(self, dt, busy: bool):
        """After the frame's moves: the turn passed on (the rules ended it), or the game ended."""
        t, s = self.table, self.table.state
        if self.mode() != self._built and t.app.top is t:
            t.rebuild()
        if self.turn_passes(busy):
            first, self.first = self.first, False
            if not first:
                t.hint = None
                t.turns.cancel_hint()
                t.message = None
            if not s.game_over and not t.is_bot(s.current) and self.hot_seat() and self.hand_overs \
                    and (first or s.current != t.viewer):
                self.hand_over(s.current)
                if t.app.top is t:
                    t.rebuild()
            if not t.is_bot(s.current):
                t.viewer = s.current
        self.game_end(dt, busy)
