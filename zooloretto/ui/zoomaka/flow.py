"""Between turns and between deciders at the Zoomaka table (kit/turn_flow.py's order):

    the turn check   a person's finished turn waits for "End turn" with confirm_turn
    the hand-over    in a hot-seat game, "Leo, your turn" before Leo's hand is shown: at
                     his turn, and when the rules ask him out of turn (a Response to play
                     or not, a fee to pay): the hand of the player who decides is shown
                     only once that player said they sit at the screen
    the last look    the game is over: the final zoos stay until "See results"
    the bar          Draw (end the turn) or Pass (let it happen) when the rules allow it,
                     the hint's "Do it", an offer's "Don't ask me again" (offer.py)

The bar's buttons are pygame-gui buttons, rebuilt when what the bar shows changes.
"""
from __future__ import annotations

from pygame import Rect
from pygame_gui.elements import UIButton

from ...zoomaka.rules import EndTurn, Pass
from ..kit.paint import button_width, oid
from ..kit.turn_flow import BetweenTurns
from ..text import tr
from .words import describe


class ZoomakaFlow(BetweenTurns):
    HAND_OVER = ("zoomaka.handover.title", "zoomaka.handover.body", "zoomaka.button.ready")

    def mode(self):
        """What the bar shows: "check", "look", then what a person deciding may press."""
        base = super().mode()
        if base in ("check", "look"):
            return base
        t = self.table
        if not t.interactive():
            return None
        legal = t.legal()
        return (base, Pass() in legal, EndTurn() in legal, t.offer.shown())

    def build(self):
        t = self.table
        self.buttons = {}
        self._built = mode = self.mode()
        if mode == "check":
            named = (("zoomaka.button.take_back", t.undo), ("zoomaka.button.end_turn", self.confirm))
        elif mode == "look":
            named = (("zoomaka.button.results", self.results),)
        elif mode is None:
            named = ()
        else:
            hint, can_pass, can_draw, offered = mode
            named = tuple(item for item, wanted in (
                (("zoomaka.button.do_it", self.do_hint), hint == "hint"),
                (("zoomaka.button.never_ask", t.offer.never_again), offered),
                (("zoomaka.button.pass", lambda: self.play(Pass())), can_pass),
                (("zoomaka.button.draw", lambda: self.play(EndTurn())), can_draw)) if wanted)
        bar, L = t.layout.message, t.layout
        x = bar.right - 8
        for key, callback in reversed(named):
            bw = button_width(t.app, tr(key), int(110 * L.u))
            x -= bw
            b = t.own(UIButton(Rect(x, bar.y + 3, bw, bar.h - 6), tr(key), t.ui,
                               object_id=oid(t.app, "@btn", "#flow_" + key.rsplit(".", 1)[1])))
            self.buttons[b] = callback
            x -= 8
        self.text_right = x

    def refresh(self):
        """The bar's buttons built again (what may be pressed changed): those widgets only,
        which the app compares itself; the table's picture stands (no whole frame)."""
        t = self.table
        for b in self.buttons:
            b.kill()
            if b in t.elements:
                t.elements.remove(b)
        self.build()

    def play(self, action):
        t = self.table
        if t.interactive() and action in t.legal():
            t.perform(action, own=True)

    def sentence(self) -> str:
        mode = self.mode()
        t = self.table
        if mode == "check":
            return tr("zoomaka.flow.check")
        if mode == "look":
            return tr("zoomaka.flow.last_look")
        if mode is not None and mode[0] == "hint":
            idea = tr("zoomaka.hint.show", what=describe(t.hint, t.names()))
            why = t.turns.reason
            if why and why[0] in ("only", "search"):
                idea += " " + tr("zoomaka.hint.why_" + why[0], count=int(why[1].get("guesses", 0) or 0))
            return idea
        return ""

    def ready(self):
        """The person named took the seat: their hand may be shown now."""
        self.table.viewer = self.table.state.current
        super().ready()

    def update(self, dt, busy: bool):
        """After the frame's moves: a turn passed, another person asked to decide, the end."""
        t, s = self.table, self.table.state
        if self.mode() != self._built and t.app.top is t:
            self.refresh()
        if self.turn_passes(busy) and not self.first:
            t.hint = None
            t.turns.cancel_hint()
        if not s.game_over and not busy and t.dialog is None and not self.unconfirmed \
                and not t.is_bot(s.current) and (self.first or s.current != t.viewer):
            if self.hot_seat() and self.hand_overs:
                self.hand_over(s.current)        # its Ready shows the hand (ready above)
                if t.app.top is t:
                    t.rebuild()
            else:
                t.viewer = s.current
            self.first = False
        self.game_end(dt, busy)
