"""The dice table's sentences in the player's language (catalog locales/dice.*.json):
the rules' refusals, what an action does, what just happened, what to do now."""
from __future__ import annotations

from ...dice.rules import Load, Roll, Take
from ...words.dice import FACES, face, refusal_text  # noqa: F401
from ..safe_draw import safe_text
from ..text import tr

def describe(action) -> str:
    """What an action does, as a hint says it."""
    kind = type(action)
    if kind is Roll:
        return tr("dice.do.roll")
    if kind is Load:
        return tr("dice.do.load", face=face(action.face), truck=action.truck + 1)
    if kind is Take:
        return tr("dice.do.take", truck=action.truck + 1)
    return str(action)


def prompt(state, names, is_bot) -> str:
    """The line that says whose turn it is and what they may do."""
    if state.game_over:
        return tr("dice.prompt.over")
    name = safe_text(names[state.current], 24)
    if is_bot(state.current):
        return tr("dice.prompt.bot", name=name)
    if state.rolled:
        return tr("dice.prompt.load", name=name, count=len(state.rolled))
    if state.supply < 2:
        return tr("dice.prompt.take", name=name)
    if not any(state.trucks):
        return tr("dice.prompt.roll", name=name)
    return tr("dice.prompt.roll_or_take", name=name)


def news(events, names) -> str | None:
    """One sentence for the most telling event of a move (or None)."""
    said = None
    for e in events:
        kind = e.type
        if kind == "game_ended":
            return tr("dice.news.game_over")
        if kind == "last_round":
            said = tr("dice.news.last_round", name=safe_text(names[e.player], 24))
        elif kind == "bonus_crossed" and said is None:
            said = tr("dice.news.bonus", name=safe_text(names[e.player], 24), animal=face(e.animal),
                      n=e.points)
        elif kind == "round_started" and said is None:
            said = tr("dice.news.round", n=e.round, name=safe_text(names[e.player], 24))
    return said
