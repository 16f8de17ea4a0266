"""What both games' tables do between turns: the turn check, the hot-seat hand-over, the
last look at a finished game and the hand-off to the results. Each table's flow adds its
own bar (buttons and sentence) and what it does when the turn changes hands.

A subclass names the hand-over dialog's title, body and button keys in HAND_OVER
(written out whole, so the catalog check finds each key used).
"""
from __future__ import annotations

from ..text import tr
from .dialog import Dialog

END_WAIT = 1.5     # seconds before the results of a game with no person at the table


class BetweenTurns:
    HAND_OVER = ("game.handover.title", "game.handover.body", "game.button.ready")

    def __init__(self, table, hand_overs=True):
        self.table = table
        self.buttons: dict = {}        # UIButton -> what it does
        self._built = None             # the bar's mode its buttons were built for
        self.end_wait = None
        self.results_shown = False
        self.last_look = False         # the game is over and the final table is shown
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
    def handing_over(self) -> bool:
        d = self.table.dialog
        return d is not None and d.title_key == self.HAND_OVER[0]

    @property
    def waiting(self) -> bool:
        """Nothing moves on the table while a person checks a turn, takes the seat, or looks."""
        return self.unconfirmed or self.handing_over or self.last_look

    def mode(self):
        """What the bar shows: "check", "look", "hint" or None."""
        t = self.table
        if self.unconfirmed:
            return "check"
        if self.last_look:
            return "look"
        return "hint" if t.hint is not None and t.interactive() else None

    def press(self, element) -> bool:
        callback = self.buttons.get(element)
        if callback is not None:
            callback()
        return callback is not None

    # ------------------------------------------------------------------ the moments
    def confirm(self):
        self.session.confirm_turn()
        self.table.rebuild()

    def hand_over(self, seat):
        t = self.table
        name = t.names()[seat]
        t.hand.let_go()
        title, body, ready = self.HAND_OVER
        t.dialog = Dialog(title, tr(body, name=name), [(ready, lambda d: self.ready())],
                          title_kwargs={"name": name}, cancel=lambda d: self.ready())

    def ready(self):
        self.table.dialog = None
        self.table.rebuild()

    def results(self):
        if not self.results_shown:
            self.results_shown = True
            self.table.show_results()

    def undone(self):
        """A turn check taken back: the turn is the player's again."""
        self._current = self.table.state.current

    def game_end(self, dt, busy: bool):
        """A finished game: people get a last look first; bots alone see results after a pause."""
        t, s = self.table, self.table.state
        if not s.game_over or busy or self.results_shown:
            return
        if any(not t.is_bot(i) for i in range(s.num_players)):
            if not self.last_look:
                self.last_look = True
                if t.app.top is t:
                    t.rebuild()
            return
        self.end_wait = END_WAIT * t.animation_factor() if self.end_wait is None else self.end_wait - dt
        if self.end_wait <= 0:
            self.results()


def press_table_button(table, element) -> None:
    """A button of either table pressed: an open dialog's, Undo, Hint, Menu, the coach's
    (a lesson's: ui/kit/coach.py), or the flow's bar."""
    coach = getattr(table, "coach", None)
    if coach is not None and coach.press(element):
        return
    if table.dialog is not None and element in table.dialog.elements:
        table.dialog.elements[element](table.dialog)
    elif element is table.buttons.get("undo"):
        table.undo()
    elif element is table.buttons.get("hint"):
        table.ask_hint()
    elif element is table.buttons.get("menu"):
        table.open_pause()
    else:
        table.flow.press(element)
