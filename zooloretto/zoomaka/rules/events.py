"""What happened: typed, immutable events with a JSON form, each naming its card and the
places it moved between (places.Loc, `src` before the move, `dst` after).

A card hidden from some players carries `seen`: the seats that may see it (None: all);
`for_viewer(event, seat)` hides it from the others, as the log and the screen must.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...common import JsonEvent as Event, Registry, event_from_json
from .places import Loc
from .state import HIDDEN

EVENT_TYPES = Registry("event")
event = EVENT_TYPES             # @event registers an event class under its `type` name


def to_json(e: Event) -> dict:
    return e.to_json()


def from_json(d: dict) -> Event:
    return event_from_json(d, EVENT_TYPES, Loc)


def _ev(name, *spec):
    """A frozen event class named `name` with the given fields (name or (name, default))."""
    ns = {"__annotations__": {}, "type": name}
    for item in spec:
        field_name, default = item if isinstance(item, tuple) else (item, ...)
        ns["__annotations__"][field_name] = object
        if default is not ...:
            ns[field_name] = default
    cls_name = "".join(part.title() for part in name.split("_"))
    return event(dataclass(frozen=True, slots=True)(type(cls_name, (Event,), ns)))


# A card moved (drawn, sold, played, taken, paid...): who, which card, from where, to where.
CardDrawn = _ev("card_drawn", "player", "card", "src", "dst", ("seen", None))
CardSold = _ev("card_sold", "player", "card", "src", "dst", ("seen", None))
CardBanked = _ev("card_banked", "player", "card", "src", "dst", ("seen", None))  # pile to bank
AnimalPlaced = _ev("animal_placed", "player", "card", "section", "src", "dst", ("free", False))
CardMoved = _ev("card_moved", "player", "card", "section", "src", "dst")
CardPlayed = _ev("card_played", "player", "card", "kind", "src", "dst",
                 ("target", None), ("section", None))
CardTaken = _ev("card_taken", "player", "victim", "card", "by", "src", "dst", ("seen", None))
CardDiscarded = _ev("card_discarded", "player", "card", "src", "dst", ("by", None))
CardReceived = _ev("card_received", "player", "card", "section", "src", "dst")
SectionDiscarded = _ev("section_discarded", "player", "section", "cards", "src")
PileReshuffled = _ev("pile_reshuffled", "cards", "sources")
# Answers and fees.
Asked = _ev("asked", "player", "about")          # the rules ask `player` to decide
Cancelled = _ev("cancelled", "player", "card", "by")   # `player`'s No Way! stops `card`
Passed = _ev("passed", "player", "about")        # `player`, asked, lets it happen
FeeCharged = _ev("fee_charged", "player", "payers", "section", "fee")
FeePaid = _ev("fee_paid", "player", "receiver", "card", "src", "dst")
FeeSettled = _ev("fee_settled", "player", "receiver", "paid", "fee", ("excused_by", None))
ActionsAdded = _ev("actions_added", "player", "count")
TurnEnded = _ev("turn_ended", "player")
TurnStarted = _ev("turn_started", "player", "turn")
GameEnded = _ev("game_ended", "winners", "sections", "reason")

_WITH_CARD = {cls for cls in EVENT_TYPES.values() if "seen" in cls.__dataclass_fields__}


def for_viewer(e: Event, seat: int | None) -> Event:
    """The event as `seat` may know it: a card hidden from them reads HIDDEN."""
    if type(e) in _WITH_CARD and e.seen is not None and seat not in e.seen:
        return replace(e, card=HIDDEN)
    return e


def seen_by(events, seat: int | None) -> list:
    """One action's events as `seat` may know them (for_viewer on each): what a log or a
    command line shows the acting seat. None: as someone at no seat (every hidden card
    hidden)."""
    return [for_viewer(e, seat) for e in events]


def turn_over(events) -> bool:
    """True when the batch of events of one action finished a turn (the game's last turn
    included): the moment a finished turn must be on disk."""
    return any(type(e) is TurnEnded for e in events)


_UNDOABLE = frozenset({AnimalPlaced, CardSold, CardMoved, CardReceived, SectionDiscarded})


def undoable(events, ending: bool = False) -> bool:
    """True when one action's events may be taken back: placing, selling, moving and
    receiving, and playing an Add-on or a Setting, reveal nothing hidden and ask nobody.
    A draw, a random grab, a question to another player and the game's end are final:
    once someone could answer, their answer (or that none came) was seen, so taking the
    action back would let one probe the others' hands. Ending a turn draws, so `ending`
    (kept for the shared interface) changes nothing."""
    step = False
    for e in events:
        kind = type(e)
        if kind is CardPlayed and e.kind in ("addon", "setting"):
            step = True
        elif kind in _UNDOABLE:
            step = True
        elif kind is Asked and e.about == "receive":
            continue
        else:
            return False
    return step
