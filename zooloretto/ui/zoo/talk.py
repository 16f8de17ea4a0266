"""The board table's "At the table" panel: what was said at the table, oldest first.

Rebuilt from the game's record (ui/record_talk.py, as the dice log): who starts, then
every action's events in words (game_log.sentences). So after Continue or Load the
panel tells the whole game, an undo takes its lines back, and a language switch says
everything again in the new language. The table's own notes ("Welcome back!", "Ana
took that back.", an autosave that failed) are said where they were made.
"""
from __future__ import annotations

from .. import art
from ..game_log import sentences
from ..record_talk import RecordTalk
from ..text import tr
from ..kit.ink import INK


def _opening(record, names) -> list:
    seat = record.setup.get("start_player", 0)
    return [(None, tr("game.log.start", name=names[seat] if 0 <= seat < len(names) else "?"))]


class TableTalk:
    def __init__(self, table):
        self.table = table
        self.words = RecordTalk(sentences, _opening)
        self._coloured = None          # (the talk's lines, their (sentence, colour) pairs)
        self.version = 0               # counts the changes of the lines

    def note(self, seat, key, **params) -> None:
        """A sentence of the catalog said now, after the actions played so far (said again
        in the player's language of the moment)."""
        self.words.note(len(self.table.session.record.actions), lambda names: [(seat, tr(key, **params))])

    def lines(self) -> list:
        """(sentence, colour) of everything said at the table, oldest first."""
        t = self.table
        record = t.session.record
        # the talk follows the pictures: a move still flying (a bot's drawn tile held up to be
        # read, then loaded) is said when it lands, not while the tile is still in the hand
        shown = len(record.actions) - (1 if t.choreo.busy else 0)
        said = self.words.lines(record, t.names(), shown)
        if self._coloured is None or self._coloured[0] is not said:
            self._coloured = (said, [(sentence, INK if seat is None else art._darker(t.colour(seat), 0.62))
                                     for seat, sentence in said])
            self.version += 1
        return self._coloured[1]

    def fingerprint(self) -> int:
        """Changes when the lines do (the table's drawing and its picture of the panel)."""
        self.lines()
        return self.version
