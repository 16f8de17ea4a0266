"""A table's talk rebuilt from its game's record, for both games' logs.

The record's actions are replayed from its setup through the game's own rules and the
events of each action are said by the game's `say(events, names)` in the player's
language. So the talk is right after an undo, a load (Continue) or a language switch,
and it is never saved. The events of each action are kept: a new action replays only
itself, and a language switch only says them again.

A table may add notes that are not in the record ("Ana took that back."): each is said
where it was made, after that many actions, and goes when an undo takes that moment back.
"""
from __future__ import annotations

from ..games import of as rules_of
from .text import language


class RecordTalk:
    """The lines of one table's game, from its record; rebuilt only when the actions, the
    notes, the names or the language change."""

    def __init__(self, say, opening=None):
        self._say = say              # (events of one action, names) -> its lines
        self._opening = opening      # (record, names) -> the lines before the first action
        self.notes: list = []        # (after how many actions, names -> lines)
        self._noted = 0              # changes of the notes, for the lines' key
        self.forget()

    def forget(self) -> None:
        """Replay from the setup next time (the talk replays by itself after an undo or a load)."""
        self._setup = None
        self._actions: list = []
        self._events: list = []          # the events of each action, in order
        self._state = None               # the replayed state after those actions
        self._said = None                # (key, lines)
        self._each: list = []            # the lines of each action, said for _each_for
        self._each_for = None            # (language, names) they were said in

    def events(self, record) -> list:
        """The events of each action of `record`, replayed from its setup."""
        actions = record.actions
        known = self._actions
        if self._setup is not record.setup or actions[:len(known)] != known:
            self.forget()
            # a game not yet begun is its own setup (a state set up by hand included)
            self._setup = record.setup
            self._state = record.replay(0) if actions else record.state.copy()
        apply = rules_of(record).apply
        for action in actions[len(self._actions):]:
            try:
                self._events.append(apply(self._state, action))
            except Exception:        # a record that does not replay: the talk stops there
                break
            self._actions.append(action)
        return self._events

    def note(self, at: int, words) -> None:
        """Say `words(names)` (a list of lines, in the language of the moment it is shown)
        after the first `at` actions."""
        self.notes.append((at, words))
        self._noted += 1

    def lines(self, record, names, shown=None) -> list:
        """Every line of the game so far, oldest first; with `shown`, only the lines of the
        first `shown` actions (a table still showing the last one says it when it lands)."""
        names = tuple(names)
        actions = record.actions
        if any(at > len(actions) for at, _ in self.notes):      # undone: their moment is gone
            self.notes = [(at, words) for at, words in self.notes if at <= len(actions)]
            self._noted += 1
        shown = len(actions) if shown is None else max(0, min(shown, len(actions)))
        key = (len(actions), language(), names, self._noted, shown)
        if self._said is not None and self._said[0] == key and self._setup is record.setup \
                and len(self._actions) == len(actions) and (not actions or actions[-1] is self._actions[-1]):
            return self._said[1]
        out = list(self._opening(record, names)) if self._opening else []
        notes = sorted(self.notes, key=lambda note: note[0])
        events = self.events(record)
        if self._each_for != key[1:3] or len(self._each) > len(events):
            self._each, self._each_for = [], key[1:3]
        for k in range(len(self._each), len(events)):     # a new action: only its lines said
            self._each.append(self._say(events[k], names))
        for k, lines in enumerate(self._each[:shown]):
            while notes and notes[0][0] <= k:
                out += notes.pop(0)[1](names)
            out += lines
        for at, words in notes:
            if at <= shown:                # a note after an action still on its way waits for it
                out += words(names)
        self._said = (key, out)
        return out
