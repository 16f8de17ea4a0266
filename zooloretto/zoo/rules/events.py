"""What happened: the typed events `engine.apply` returns.

Every event is a small immutable value with a registered `type` name, a JSON
form (`event_to_json` / `event_from_json`) and the places (`Loc`) its tiles and
coins came from and went to, so a screen can animate it and a log can say it
without looking at the state. Slots are those of the state just before the
event (a tile placed into an enclosure holding 2 tiles lands on slot 2).

An event class is written as a plain annotated class body under `@event(name)`;
the decorator makes it a named tuple (fields by name, `_fields`, `_replace`),
because the bots' searches apply hundreds of thousands of actions and a frozen
dataclass costs five times as much to build. Two events are equal only when
they are of the same type and their fields are equal.
"""
from __future__ import annotations

from collections import namedtuple
from typing import NamedTuple

from .places import Loc

EVENT_TYPES: dict = {}


class BadEvent(ValueError):
    """An event's JSON form cannot be read."""


def _same(self, other):
    return type(self) is type(other) and tuple.__eq__(self, other)


def _differ(self, other):
    return not _same(self, other)


def _strict(cls):
    cls.__eq__, cls.__ne__, cls.__hash__ = _same, _differ, tuple.__hash__
    return cls


_NOT_COPIED = {"__dict__", "__weakref__", "__annotations__", "__module__", "__qualname__",
               "__doc__"}


def event(name: str):
    """Class decorator: the annotated fields of a plain class body become an
    immutable event (a named tuple class of the same name, with the body's
    methods and properties) registered under `name`."""
    def register(cls):
        if name in EVENT_TYPES:
            raise ValueError(f"event type {name!r} registered twice")
        fields = list(cls.__dict__.get("__annotations__", {}))
        body = {k: v for k, v in vars(cls).items() if k not in _NOT_COPIED}
        defaults = [body.pop(f) for f in fields if f in body]
        made = namedtuple(cls.__name__, fields, defaults=defaults or None, module=cls.__module__)
        for k, v in body.items():
            setattr(made, k, v)
        made.__qualname__, made.__doc__ = cls.__qualname__, cls.__doc__
        made.__annotations__ = dict(cls.__dict__.get("__annotations__", {}))
        made.type = name
        EVENT_TYPES[name] = _strict(made)
        return made
    return register


@_strict
class Move(NamedTuple):
    """One tile going from one place to another (inside an exchange)."""
    tile: str
    src: Loc
    dst: Loc


# ---------------------------------------------------------------- the events

@event("tile_drawn")
class TileDrawn:
    """The top tile of a stack turned face up into the player's hand (Reveal)."""
    player: int
    tile: str
    src: Loc          # the stack (index 1: the end stack)
    dst: Loc          # the hand: Loc("hand")


@event("tile_loaded")
class TileLoaded:
    """The revealed tile put on a truck (Load)."""
    player: int
    tile: str
    src: Loc          # the hand
    dst: Loc          # the truck slot it lands on


@event("end_triggered")
class EndTriggered:
    player: int


@event("truck_taken")
class TruckTaken:
    player: int
    truck: int
    tiles: tuple      # face-up tiles on it, coins included
    src: Loc          # the truck
    dst: Loc          # the player's zoo


@event("coins_collected")
class CoinsCollected:
    player: int
    amount: int
    src: Loc          # the truck
    dst: Loc          # the player's money


@event("paid")
class Paid:
    player: int
    amount: int
    reason: str       # "move", "exchange", "discard", "expand"
    src: Loc          # the player's money
    dst: Loc          # the bank


@event("purchased")
class Purchased:
    player: int
    seller: int
    tile: str
    price: int
    to_seller: int    # coins the seller receives; the rest goes to the bank
    src: Loc          # the tile's place in the seller's barn


@event("tile_placed")
class TilePlaced:
    player: int
    tile: str
    src: Loc          # truck slot, own barn, another player's barn, or a stall space
    dst: Loc          # enclosure space, stall space or barn slot

    @property
    def source(self) -> str:
        """"truck", "barn" (a move), "purchase" or "stall"."""
        area = self.src.area
        if area == "barn":
            return "barn" if self.src.seat == self.player else "purchase"
        return area


@event("offspring_born")
class OffspringBorn:
    player: int
    animal: str
    tile: str         # the offspring tile
    enclosure: int    # the parents' enclosure
    parents: tuple    # the parents' places (they are bred from now on)
    dst: Loc          # an enclosure space, or a barn slot when the enclosure is full


@event("bonus_paid")
class BonusPaid:
    player: int
    enclosure: int
    amount: int       # what the bank could pay
    printed: int      # what the board promises
    src: Loc
    dst: Loc


@event("exchanged")
class Exchanged:
    player: int
    index: int
    other: int | None
    gave: str         # animal type that left enclosure `index`
    got: str          # animal type that came in
    moves: tuple      # Move per tile, from the places before the exchange


@event("discarded")
class Discarded:
    player: int
    tile: str
    src: Loc          # barn slot
    dst: Loc          # the box


@event("expanded")
class Expanded:
    player: int
    index: int        # the enclosure the board opens
    src: Loc          # the face-down board


@event("unloaded")
class Unloaded:
    player: int
    truck: int


@event("tiles_removed")
class TilesRemoved:
    truck: int
    tiles: tuple
    src: Loc
    dst: Loc          # the box


@event("turn_ended")
class TurnEnded:
    """`player`'s turn is over (the next event says whether a round ends too). The one
    sign that a turn finished: the session saves the game at it."""
    player: int


@event("round_ended")
class RoundEnded:
    round: int


@event("round_started")
class RoundStarted:
    round: int
    player: int


@event("game_ended")
class GameEnded:
    winners: tuple
    totals: tuple


# ---------------------------------------------------------------- JSON

def _out(value):
    if isinstance(value, Loc):
        return value.to_json()
    if isinstance(value, Move):
        return {"tile": value.tile, "src": value.src.to_json(), "dst": value.dst.to_json()}
    if isinstance(value, tuple):
        return [_out(v) for v in value]
    return value


def _in(value):
    if isinstance(value, dict):
        if "area" in value:
            return Loc.from_json(value)
        if set(value) == {"tile", "src", "dst"} and isinstance(value["tile"], str):
            return Move(value["tile"], Loc.from_json(value["src"]), Loc.from_json(value["dst"]))
        raise BadEvent("an event field holds an object that is neither a place nor a move")
    if isinstance(value, list):
        return tuple(_in(v) for v in value)
    if value is None or isinstance(value, (str, int)) and not isinstance(value, bool):
        return value
    raise BadEvent(f"an event field cannot hold {value!r}")


def event_to_json(e) -> dict:
    d = {"type": e.type}
    for name in e._fields:
        d[name] = _out(getattr(e, name))
    return d


def event_from_json(d):
    """Read an event from its JSON form (shape checked; BadEvent if wrong)."""
    if not isinstance(d, dict):
        raise BadEvent("an event must be a JSON object with a \"type\"")
    cls = EVENT_TYPES.get(d.get("type")) if isinstance(d.get("type"), str) else None
    if cls is None:
        raise BadEvent(f"unknown event type {d.get('type')!r}")
    names = cls._fields
    if set(d) != set(names) | {"type"}:
        raise BadEvent(f"a {cls.type} event has the fields {', '.join(names)}")
    try:
        return cls(**{name: _in(d[name]) for name in names})
    except ValueError as e:
        raise BadEvent(str(e)) from None


# ---------------------------------------------------------------- undo

# Events after which nothing can be taken back: something hidden came to light,
# coins changed hands for a money action, or the turn or round is over.
_FINAL = (TileDrawn, TileLoaded, EndTriggered, Paid, Purchased, Unloaded, TilesRemoved, TurnEnded,
          RoundEnded, RoundStarted, GameEnded, Discarded, Expanded, Exchanged)
# Of those, what only ends a turn: nothing hidden comes to light, no coin is paid.
_TURN_END = (Unloaded, TilesRemoved, TurnEnded, RoundEnded, RoundStarted)


def turn_over(events) -> bool:
    """True when the batch of events of one action finished a turn (the game's last
    turn included): the moment a finished turn must be on disk."""
    return any(type(e) is TurnEnded for e in events)


def undoable(events, ending: bool = False) -> bool:
    """True when the batch of events of one action may be taken back: a step of an
    unloading (taking a truck that leaves tiles to place, or placing one of them)
    that leaves the same player to move and revealed nothing hidden.

    With `ending`, also the step that ends a turn without bringing anything hidden
    to light: the last tile of an unloading placed, or a truck holding only coins
    taken (the turn passes, the round may end and the next begin). The screen
    offers to take such a step back until the player confirms the turn; the game's
    end and every money action stay final."""
    step = False
    for e in events:
        if isinstance(e, _FINAL) and not (ending and isinstance(e, _TURN_END)):
            return False
        if isinstance(e, TruckTaken):
            step = ending or any(t != "coin" for t in e.tiles)
        elif isinstance(e, TilePlaced) and e.src.area == "truck":
            step = True
    return step
