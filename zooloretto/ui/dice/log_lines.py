"""The dice table's game log in words: a sentence for each action, in the player's
language, from the rules' events ("Bo rolls lion and coin." / "Bo takes truck 3:
crocodile crossed, 1 coin.") and a line for a round's start, the last round and the end.

`DiceLog.lines(record, names)` replays the record's actions from its setup through the
rules (ui/record_talk.py, the board table's talk too), so the log is right after an undo,
a load or a language switch, and it is never saved.
"""
from __future__ import annotations

from ..kit.log_panel import Line
from ..record_talk import RecordTalk
from ..safe_draw import safe_text
from ..text import tr
from .words import face


TAKE_PARTS = frozenset(("box_crossed", "bonus_crossed", "barn_crossed", "coin_crossed", "die_ignored"))


def _name(names, seat) -> str:
    return safe_text(names[seat], 24) if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def listing(words) -> str:
    """"lion", "lion and coin", "lion, monkey and coin" in the player's language."""
    words = list(words)
    if len(words) < 2:
        return "".join(words)
    return tr("dice.log.list", first=", ".join(words[:-1]), last=words[-1])


def _animals(names) -> str:
    """Faces counted: "lion ×2 and monkey" (in the rules' order)."""
    counts: dict = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return listing(face(n) if k == 1 else f"{face(n)}\u00a0×{k}" for n, k in counts.items())


def action_lines(events, names) -> list:
    """Lines (seat or None, sentence, news) for the events of one action: the action's own
    sentence first (it names its player), then the round's news."""
    out, take = [], None
    for e in events:
        kind = e.type
        if kind in TAKE_PARTS and take is not None:
            take.append(e)
            continue
        take = None
        if kind == "truck_taken":
            take = [e]
            out.append(take)
            continue
        said = _say(e, names)
        if said is not None:
            out.append(said)
    return [_took(x, names) if isinstance(x, list) else x for x in out]


def _say(e, names):
    kind = e.type
    if kind == "dice_rolled":
        return Line(e.player, tr("dice.log.rolled", name=_name(names, e.player),
                                 faces=listing(map(face, e.faces))))
    if kind == "die_loaded":
        return Line(e.player, tr("dice.log.loaded", name=_name(names, e.player), face=face(e.face),
                                 truck=e.truck + 1))
    if kind == "last_round":
        return Line(e.player, tr("dice.log.last_round", name=_name(names, e.player)), True)
    if kind == "round_started":
        return Line(e.player, tr("dice.log.round", n=e.round, name=_name(names, e.player)), True)
    if kind == "game_ended":
        return _ended(e, names)
    return None             # round_ended: the next round's start (or the end) says it


def _took(events, names):
    """A truck taken and what got crossed on the taker's sheet, in one sentence."""
    taken = events[0]
    boxes, barn, ignored, coins, bonuses = [], [], [], 0, []
    for e in events[1:]:
        kind = e.type
        if kind == "box_crossed":
            boxes.append(e.animal)
        elif kind == "coin_crossed":
            coins += 1
        elif kind == "barn_crossed":
            barn.append(e.animal)
        elif kind == "die_ignored":
            ignored.append(e.face)
        else:
            bonuses.append(tr("dice.log.bonus", animal=face(e.animal), n=e.points))
    parts = []
    if boxes:
        parts.append(tr("dice.log.crossed", animals=_animals(boxes), count=len(set(boxes))))
    if coins:
        parts.append(tr("dice.log.coins", n=coins))
    parts += bonuses
    if barn:
        parts.append(tr("dice.log.barn", animals=_animals(barn)))
    if ignored:
        parts.append(tr("dice.log.ignored", faces=_animals(ignored)))
    return Line(taken.player, tr("dice.log.took", name=_name(names, taken.player), truck=taken.truck + 1,
                                 what=", ".join(parts)))


def _ended(e, names):
    winners = [w for w in e.winners if isinstance(w, int)]
    points = max(e.totals) if e.totals else 0
    if len(winners) == 1:
        return Line(winners[0], tr("dice.log.won", name=_name(names, winners[0]), n=points), True)
    return Line(None, tr("dice.log.shared", names=listing(_name(names, w) for w in winners), n=points), True)


class DiceLog(RecordTalk):
    """The lines of one dice table's game, from its record (ui/record_talk.py)."""

    def __init__(self):
        super().__init__(action_lines)
