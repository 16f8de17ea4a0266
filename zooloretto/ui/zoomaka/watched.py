"""The Zoomaka table as the replay watches it (kit/watched.py): its message line says the
shown move as its talk says the move's events, or, for a move the talk leaves out, as the
choice of the player who made it."""
from __future__ import annotations

from ..kit.watched import WatchedTable
from ..safe_draw import safe_text
from ..text import language, tr
from .talk import sentence
from .words import describe


class ZoomakaWatched(WatchedTable):
    _watched_words = (None, "")          # (moment, language) -> the words (asked every frame)

    def showing_moves(self) -> bool:
        return bool(self.anim.busy)

    def last_move_words(self) -> str | None:
        """What the last move shown did, as the talk says its events (the first and the last
        of more than two); a move the talk leaves out (a fee paid card by card, a card
        discarded, letting it happen) said as the choice of the player who made it."""
        course = self.session.course           # a replay's WatchSession
        n = len(self.session.record.actions)
        if n == 0:
            return None
        key = (n, language())
        if self._watched_words[0] == key:
            return self._watched_words[1]
        names = self.names()
        before = course.state_at(n - 1)
        seat, action = before.current, course.actions[n - 1]
        lines = [line for line in (sentence(e, names) for e in course.rules.apply(before, action)) if line]
        name = safe_text(names[seat], 24) if 0 <= seat < len(names) else "?"
        if len(lines) > 2:                  # the move and where it led (the talk strip has the rest)
            lines = [lines[0], "\u2026 " + lines[-1]]
        said = " ".join(lines) or tr("replay.chose", name=name, what=describe(action, names))
        self._watched_words = (key, said)
        return said
