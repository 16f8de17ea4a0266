"""Zoomaka's actions: small immutable values, each with a JSON form.

The active player's turn (up to three actions, repeats allowed; Settings and Responses
free; drawing ends it):
    Place(card, section)        an animal from the hand into the section of that type
    Sell(card)                  a card from the hand, face down into the bank
    Move(card, section)         an animal or add-on of one's zoo to another section
                                (one action pays for a whole rearrangement: moves in a row)
    Direct(card, target, pick, section)   a Direct card: `target` a seat, `pick` a card
                                (the animal captured or released, the stray taken), `section`
                                where a captured animal goes
    AddOn(card, section)        an Add-on onto one of one's sections
    Entrance(card, section, target)       charge for one's section (`target`: who pays a
                                Multicolor Entrance)
    Setting(card)               a Setting onto the Setting pile (free)
    EndTurn()                   draw two (six with an empty hand): the turn is over
Decisions the rules ask of a named player (state.current), in or out of turn:
    Respond(card, section)      play a Response (`section`: where a Direct Capture goes)
    Pass()                      let what is being answered happen
    Pay(card)                   one bank card, animal or add-on towards a fee
    Discard(card)               a card from the hand to the Discard pile (Quick Delivery)
    Receive(card, section)      where an animal or add-on paid to one's zoo goes
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from ...common import action_class, an_action


@dataclass(frozen=True, slots=True)
class Place:
    card: str
    section: str
    type = "place"


@dataclass(frozen=True, slots=True)
class Sell:
    card: str
    type = "sell"


@dataclass(frozen=True, slots=True)
class Move:
    card: str
    section: str
    type = "move"


@dataclass(frozen=True, slots=True)
class Direct:
    card: str
    target: int | None = None
    pick: str | None = None
    section: str | None = None
    type = "direct"


@dataclass(frozen=True, slots=True)
class AddOn:
    card: str
    section: str
    type = "addon"


@dataclass(frozen=True, slots=True)
class Entrance:
    card: str
    section: str
    target: int | None = None
    type = "entrance"


@dataclass(frozen=True, slots=True)
class Setting:
    card: str
    type = "setting"


@dataclass(frozen=True, slots=True)
class EndTurn:
    type = "end_turn"


@dataclass(frozen=True, slots=True)
class Respond:
    card: str
    section: str | None = None
    type = "respond"


@dataclass(frozen=True, slots=True)
class Pass:
    type = "pass"


@dataclass(frozen=True, slots=True)
class Pay:
    card: str
    type = "pay"


@dataclass(frozen=True, slots=True)
class Discard:
    card: str
    type = "discard"


@dataclass(frozen=True, slots=True)
class Receive:
    card: str
    section: str
    type = "receive"


ACTION_TYPES = {cls.type: cls for cls in (Place, Sell, Move, Direct, AddOn, Entrance, Setting,
                                          EndTurn, Respond, Pass, Pay, Discard, Receive)}
TURN_ACTIONS = (Place, Sell, Move, Direct, AddOn, Entrance)   # the ones that cost an action


class BadAction(ValueError):
    """An action's JSON form cannot be read (wrong shape, not an illegal move)."""


def to_json(action) -> dict:
    d = {"type": action.type}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is not None:           # an optional field left out is None
            d[f.name] = value
    return d


_KINDS = {"card": str, "section": str, "pick": str, "target": int}


def from_json(data):
    """Read an action from its JSON form, checking its shape (not its legality)."""
    cls = action_class(data, ACTION_TYPES, BadAction)
    kind = cls.type
    values = {}
    for f in fields(cls):
        value = data.get(f.name)
        if value is None:
            if f.default is not None:       # a required field
                raise BadAction(f"{an_action(kind)} needs {f.name!r}")
            continue
        want = _KINDS[f.name]
        if not isinstance(value, want) or isinstance(value, bool):
            what = "a whole number" if want is int else "a text"
            raise BadAction(f"{f.name!r} of {an_action(kind)} must be {what}")
        if want is str and len(value) > 60:
            raise BadAction(f"{f.name!r} of {an_action(kind)} is too long")
        values[f.name] = value
    return cls(**values)
