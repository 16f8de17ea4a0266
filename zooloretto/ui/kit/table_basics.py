"""What the small games' tables (dice, Zoomaka) answer alike: the state and its legal
actions (asked of the session once a state), who sits where, the standing message, undo,
the hint, the bar's Undo and Hint buttons and the table's own keys (Esc, U, H, else the
hand's). A table names its words in UNDO_KEYS and HINT_KEY (written out whole, so the
catalog check finds each key used) and its message colours in NEWS and REFUSAL; it has
`session`, `turns`, `flow`, `hand`, `buttons`, `dialog`, `message`, `hint`, `_seen` and
`_legal`, and its own `interactive`, `_jumped` and `open_pause`."""
from __future__ import annotations

import pygame

from ..text import tr

MESSAGE_TIME = 4.0          # seconds a sentence stands on the table


class TableBasics:
    UNDO_KEYS = ("", "")        # (nothing to undo, undone)
    HINT_KEY = ""               # the hint is being thought of
    RESULTS = ""                # the game's results screen
    NEWS = REFUSAL = None       # the message colours: news, a refusal

    # ------------------------------------------------------------------ what is on the table
    @property
    def state(self):
        return self.session.state

    def state_key(self):
        return id(self.session.state), len(self.session.record.actions)

    def legal(self) -> list:
        if self._legal is None or self._legal[0] != self.state_key():
            self._legal = (self.state_key(), self.session.legal())
        return self._legal[1]

    def colour(self, seat):
        return self.session.colour(seat)

    def is_bot(self, seat) -> bool:
        return seat < len(self.session.seats) and self.session.seats[seat].is_bot

    def animation_factor(self) -> float:
        return self.app.settings.animation_factor()

    def _sync_buttons(self):
        undo, hint = self.buttons.get("undo"), self.buttons.get("hint")
        if undo is None:
            return
        undo.enable() if self.session.can_undo() and self.dialog is None else undo.disable()
        hint.enable() if self.interactive() else hint.disable()

    # ------------------------------------------------------------------ playing
    def play_session(self, action) -> list:
        """The action played in the session; the hint, the held piece and the state seen
        go with the state before it. The events, which last_events gathers."""
        events = self.session.play(action)
        self.forget_turn()
        self.last_events = self.last_events + list(events)
        return events

    def forget_turn(self) -> None:
        """What belonged to the state before (the held piece, the hint) goes; the table
        has seen the state now."""
        self._seen = self.state_key()
        self.hand.let_go()
        self.turns.cancel_hint()
        self.hint = None

    def show_results(self):
        self.app.open(self.RESULTS, self.session, how="replace")

    def play_bot(self, action):
        self.perform(action, own=False)

    def say(self, sentence, colour=None):
        self.message = (sentence, colour or self.NEWS, MESSAGE_TIME)

    def undo(self):
        nothing, undone = self.UNDO_KEYS
        if not self.session.undo():
            self.say(tr(nothing))
            return False
        self.flow.undone()
        self._jumped()
        self.say(tr(undone))
        return True

    def ask_hint(self):
        if self.interactive() and self.turns.ask_hint():
            self.say(tr(self.HINT_KEY))

    # ------------------------------------------------------------------ events and frames
    def table_key(self, key) -> None:
        """Esc opens the pause menu when nothing is held or asked; U undo, H hint, else
        the hand's keys."""
        if key == pygame.K_ESCAPE and self.hand.selected is None and self.dialog is None:
            self.open_pause()
        elif key == pygame.K_u:
            self.undo()
        elif key == pygame.K_h:
            self.ask_hint()
        else:
            self.hand.key(key)

    def catch_up(self) -> None:
        """An autosave's trouble told; a state changed from outside shown as it is."""
        notice = self.session.autosave_notice()
        if notice:
            key, values = notice
            self.say(tr(key, **values), self.REFUSAL)
        if self.state_key() != self._seen:
            self._jumped()

    def count_down(self, dt) -> None:
        """The standing message's time runs out; a hint that arrived replaces it."""
        if self.message is not None:
            sentence, colour, left = self.message
            self.message = (sentence, colour, left - dt) if left - dt > 0 else None
        suggestion = self.turns.hint()
        if suggestion is not None and self.interactive():
            self.hint, self.message = suggestion, None
