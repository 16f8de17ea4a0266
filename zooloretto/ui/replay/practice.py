""""Play from here": a new game from a replay's shown moment.

A game that is over hides nothing any more (its replay shows every move to its end): the
practice is the watched game's setup and its actions up to that moment, in a new session
(Undo works in a turn half played). A game not over keeps its secrets, even from a replay:
the practice starts at the moment as every player could see it (the
rules' public view) with its chance made again from a new seed (`from_position`: the board's
unseen tiles shuffled afresh, the dice game's rolls from the new seed), so its first draws
and rolls tell nothing of the real game's. Its setup names that moment (`position`, the
public view as JSON; docs/save-format.md) and its history begins there. Zoomaka's moment is
what every player saw (`seen_by_all`: no hand, no bank), its hands, banks and Draw pile
dealt afresh from the new seed.

docs/save-format.md: its meta carries `practice: true` (the History marks it, the statistics
leave it out) and a `game_id` of its own, so the History keeps it apart from the game it was
started from.
"""
from __future__ import annotations

import importlib
import random
import uuid

from ..session import GameSession, _undo_steps

# the watched game's, not the new one's (a practice game asks everyone to answer again)
LEFT_BEHIND = ("lesson", "title", "game_id", "practice", "answers_off")
SETUP_KEPT = ("players", "names", "removed", "start_player", "expansions")


def _rules_view(record):
    """The view module of the record's rules (public_view, redeal), found by its state."""
    return importlib.import_module(type(record.state).__module__.rsplit(".", 1)[0] + ".view")


def practice_session(course, n: int, rng=None) -> GameSession:
    """A new game from `course`'s moment after its first `n` actions, seated as it was;
    `rng` draws the new seed when the watched game is not over (by default the system's
    random numbers)."""
    source = course.record
    meta = {k: v for k, v in source.meta.items() if k not in LEFT_BEHIND}
    meta["practice"] = True
    meta["game_id"] = "practice-" + uuid.uuid4().hex
    state = course.state_at(n)
    view = _rules_view(source)
    if source.state.game_over or not hasattr(view, "from_position"):
        record = type(source)(dict(source.setup), state, course.actions[:n], meta)
        session = GameSession(record)
        session._undo = _undo_steps(record, session.rules)     # a turn half played: Undo works
        return session
    seed = (rng or random.SystemRandom()).randrange(1, 2 ** 62)
    setup = {k: v for k, v in source.setup.items() if k in SETUP_KEPT}
    public = getattr(view, "seen_by_all", view.public_view)     # Zoomaka's: no hand shown
    setup.update(seed=seed, position=public(state).to_json())
    record = type(source)(setup, view.from_position(setup), [], meta)
    return GameSession(record)
