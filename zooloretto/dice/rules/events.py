"""What happened: typed, immutable events with a JSON form.

`apply` returns a list of these. Each has a registered `type` name, and
`to_json()` / `from_json()` turn it into plain JSON and back (lists of faces
are tuples inside an event, lists in JSON).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...common import JsonEvent as Event, Registry, event_from_json

EVENT_TYPES = Registry("event")
event = EVENT_TYPES             # @event registers an event class under its `type` name


def to_json(e: Event) -> dict:
    return e.to_json()


def from_json(d: dict) -> Event:
    return event_from_json(d, EVENT_TYPES)


@event
@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    player: int
    faces: tuple
    number: int             # the roll's number since the start of the game
    type = "dice_rolled"


@event
@dataclass(frozen=True, slots=True)
class DieLoaded(Event):
    player: int
    face: str
    truck: int
    crate: int              # 0, 1 or 2: the crate it took
    tray: int = 0           # the tray slot it left (places.Loc("tray", slot=tray))
    type = "die_loaded"


@event
@dataclass(frozen=True, slots=True)
class TruckTaken(Event):
    player: int
    truck: int
    faces: tuple
    type = "truck_taken"


@event
@dataclass(frozen=True, slots=True)
class BoxCrossed(Event):
    player: int
    animal: str
    box: int                # 0 = the leftmost box of the enclosure
    type = "box_crossed"


@event
@dataclass(frozen=True, slots=True)
class BonusCrossed(Event):
    player: int
    animal: str
    points: int
    type = "bonus_crossed"


@event
@dataclass(frozen=True, slots=True)
class BarnCrossed(Event):
    player: int
    animal: str
    type = "barn_crossed"


@event
@dataclass(frozen=True, slots=True)
class CoinCrossed(Event):
    player: int
    box: int                # 0 to 5
    type = "coin_crossed"


@event
@dataclass(frozen=True, slots=True)
class DieIgnored(Event):
    """A die that changes nothing: its barn box is crossed, or all coin boxes are."""
    player: int
    face: str
    type = "die_ignored"


@event
@dataclass(frozen=True, slots=True)
class LastRound(Event):
    """`player` has free boxes in at most one enclosure: this round is the last."""
    player: int
    type = "last_round"


@event
@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """`player`'s turn is over (the next events say whether a round ends too): the one sign
    that a turn finished, at which the session saves the game."""
    player: int
    type = "turn_ended"


@event
@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int
    type = "round_ended"


@event
@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    player: int
    type = "round_started"


@event
@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple
    totals: tuple
    type = "game_ended"


_FINAL = (DiceRolled, GameEnded)        # chance revealed, or the game decided
_ENDING = (TurnEnded, RoundEnded, RoundStarted, LastRound)


def turn_over(events) -> bool:
    """True when the batch of events of one action finished a turn (the game's last turn
    included): the moment a finished turn must be on disk."""
    return any(type(e) is TurnEnded for e in events)


def undoable(events, ending: bool = False) -> bool:
    """True when the batch of events of one action may be taken back: loading a die or
    taking a truck reveals nothing hidden; a roll reveals chance and the game's end is
    final. The step that ends a turn (the second die loaded, a truck taken) is undoable
    only with `ending` (the screen offers it until the player confirms the turn);
    a round's end, which only clears the trucks, does not stop it."""
    step = False
    for e in events:
        if isinstance(e, _FINAL):
            return False
        if isinstance(e, _ENDING) and not ending:
            return False
        if isinstance(e, (DieLoaded, TruckTaken)):
            step = True
    return step
