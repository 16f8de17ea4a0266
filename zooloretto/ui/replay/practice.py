""""Play from here": a new game from a replay's shown moment, the same deal.

The new game is the watched game's setup and its actions up to that moment, in a new
session (its own file from its first autosave). docs/save-format.md: its meta carries
`practice: true` (the History marks it, the statistics leave it out) and a `game_id` of
its own, so the History keeps it apart from the game it was started from.
"""
from __future__ import annotations

import uuid

from ..session import GameSession, _undo_steps

LEFT_BEHIND = ("lesson", "title", "game_id", "practice")     # the watched game's, not the new one's


def practice_session(course, n: int) -> GameSession:
    """A new game of `course`'s deal, after its first `n` actions, seated as it was."""
    source = course.record
    meta = {k: v for k, v in source.meta.items() if k not in LEFT_BEHIND}
    meta["practice"] = True
    meta["game_id"] = "practice-" + uuid.uuid4().hex
    record = type(source)(dict(source.setup), course.state_at(n), course.actions[:n], meta)
    session = GameSession(record)
    session._undo = _undo_steps(record, session.rules)     # a turn half played: Undo works
    return session
