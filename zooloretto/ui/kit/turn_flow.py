"""What both games' tables do between turns: the turn check, the round's summary, the
hot-seat hand-over, the last look at a finished game and the hand-off to the results.
Each table's flow adds its own bar (buttons and sentence) and what it does when the turn
changes hands.

A turn has ended when the rules say so (their TurnEnded event, rules.turn_over), never
because the player to move changed: a player left alone in a round plays turn after
turn. Its end is told in this order, each waiting for the one before:

    the turn check   (session.unconfirmed) until "End turn" or "Take back"
    the animations   the table shows a state one event behind until its events landed
    the summary      when the turn ended a round (not the game's last), for people only
    the turn passes  one turn's words go; the hand-over if another person sits down

A subclass names the hand-over dialog's title, body and button keys in HAND_OVER
(written out whole, so the catalog check finds each key used).
"""
from __future__ import annotations

import pygame

from .. import caches
from ..round_facts import RoundWatch
from ..text import tr
from .dialog import Dialog
from .round_summary import RoundSummary

ANSWER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

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
        # False: a table driven as a machine (most tests): no hand-over, no round summary
        self.hand_overs = hand_overs
        self.first = True              # the table just opened: its first turn is presented
        self.turn_ended = True         # a turn ended (the rules said so) and has not passed yet
        self.rounds = RoundWatch(table.session.record)
        self.summary = None            # the facts of a round that ended, to be told

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
    def summing_up(self) -> bool:
        d = self.table.dialog
        return d is not None and d.title_key == RoundSummary.TITLE

    @property
    def waiting(self) -> bool:
        """Nothing moves on the table while a person checks a turn, reads the round's
        summary, takes the seat, or looks."""
        return self.unconfirmed or self.summing_up or self.handing_over or self.last_look

    def people(self) -> bool:
        return any(not self.table.is_bot(i) for i in range(self.table.state.num_players))

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

    # ------------------------------------------------------------------ a turn's end
    def played(self, events) -> None:
        """The events of an action just played (the table calls this for every one)."""
        facts = self.rounds.feed(events, self.table.state, len(self.session.record.actions))
        if facts is not None:
            self.summary = facts
        if self.session.rules.turn_over(events):
            self.turn_ended = True

    def turn_passes(self, busy: bool) -> bool:
        """True, once, when an ended turn passes on: after its check, after its events
        landed on screen, after the round's summary (which this opens, for people)."""
        t = self.table
        if not self.turn_ended or self.unconfirmed or busy or t.dialog is not None:
            return False
        facts, self.summary = self.summary, None
        if facts is not None and self.hand_overs and self.people():
            self.sum_up(facts)
            return False                  # the turn passes when the summary is let go
        self.turn_ended = False
        return True

    def sum_up(self, facts) -> None:
        t = self.table
        t.hand.let_go()
        t.dialog = RoundSummary(facts, t.names(), [t.colour(i) for i in range(t.state.num_players)],
                                self.load_picture, self.truck_label, self.summed_up)
        if t.app.top is t:
            t.rebuild()

    def summed_up(self) -> None:
        if self.summing_up:
            self.table.dialog = None
            self.table.rebuild()

    def load_picture(self, item, size):
        """The picture of one thing a truck carried (each table draws its own)."""
        raise NotImplementedError

    def truck_label(self, n) -> str:
        return tr("game.summary.truck", n=n)

    # ------------------------------------------------------------------ keys and clicks
    def answer_key(self, k) -> bool:
        """A key while the flow asks something; True when it was used.

        Enter, Space and Esc let the round's summary go. Enter and Space answer the
        hand-over as its Ready button; Esc does not: the hand-over waits for the person it
        names, whoever holds the keyboard. Esc opens the pause menu there, as it does
        anywhere at the table with nothing to close: a family called to dinner can save
        or leave without one player taking another's turn, and the hand-over is still
        there when they come back."""
        if self.summing_up and (k in ANSWER_KEYS or k == pygame.K_ESCAPE):
            self.summed_up()
            return True
        if self.handing_over:
            if k in ANSWER_KEYS:
                self.ready()
            elif k == pygame.K_ESCAPE:
                self.table.open_pause()
            return k in ANSWER_KEYS or k == pygame.K_ESCAPE
        return False

    def key(self, k) -> bool:
        """Enter ends a checked turn, opens the results or does the hint; the round's summary
        and the hand-over take their keys first (answer_key). True when the key was used."""
        if self.answer_key(k):
            return True
        if k not in (pygame.K_RETURN, pygame.K_KP_ENTER) or self.table.dialog is not None:
            return False
        mode = self.mode()
        if mode == "check":
            self.confirm()
        elif mode == "look":
            self.results()
        elif mode == "hint" or (isinstance(mode, tuple) and mode[0] == "hint"):
            self.do_hint()           # (a table's mode may be a tuple whose first part is the base's)
        else:
            return False
        return True

    def do_hint(self):
        """"Do it": the hint's move is played, as its own table plays a move."""
        t = self.table
        if t.hint is not None and t.interactive():
            action, t.hint = t.hint, None
            t.perform(action, own=False)

    def capture(self, event) -> bool:
        """A click anywhere lets the round's summary go (the press is used up)."""
        if self.summing_up and event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self.summed_up()
            return True
        return False

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
                          title_kwargs={"name": name}, cancel=lambda d: t.open_pause())

    def ready(self):
        self.table.dialog = None
        self.table.rebuild()

    def results(self):
        if not self.results_shown:
            self.results_shown = True
            self.table.show_results()

    def undone(self):
        """A step taken back (a turn check's included): the turn is the player's again."""
        self.rounds.undone(len(self.session.record.actions))
        self.turn_ended, self.summary = False, None

    def game_end(self, dt, busy: bool):
        """A finished game: people get a last look first; bots alone see results after a pause."""
        t, s = self.table, self.table.state
        if not s.game_over or busy or self.results_shown:
            return
        if self.people():
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


class TableLifecycle:
    """What every game's table does when the pause menu opens, when it is covered and when
    it is left for good (a mixin beside Scene): the held piece goes back, the bots stop,
    its pictures go. A table names its render cache (CACHE) and has `hand` and `turns`."""
    CACHE = ""

    def open_pause(self):
        self.hand.drag.cancel()
        self.app.open("pause", self.session)

    def leave(self):
        self.hand.drag.reset()
        super().leave()

    def close(self):
        self.hand.drag.reset()
        self.turns.cancel()
        caches.forget(self.CACHE)
