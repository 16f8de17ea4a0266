"""Actions: small immutable values, each with a JSON form that has a "type".

Destinations of a placed tile: to="enclosure" (index = enclosure),
to="stall" (index = the enclosure whose stall space it takes), to="barn".
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields

from ...common import action_class, an_action
from . import components as C


@dataclass(frozen=True, slots=True)
class Reveal:
    """Action A, first step: draw the top tile of the stacks (the draw stack, once it is
    empty the end stack) and turn it face up for everybody to see. The tile stays in the
    player's hand until a Load puts it on a truck."""
    type = "reveal"


@dataclass(frozen=True, slots=True)
class Load:
    """Action A, second step: put the revealed tile in an open space of an untaken
    truck, chosen now that the tile is known."""
    truck: int
    type = "load"


@dataclass(frozen=True, slots=True)
class Take:
    """Take a truck with at least one face-up tile; pass for the round."""
    truck: int
    type = "take"


@dataclass(frozen=True, slots=True)
class Place:
    """Put one tile of the truck being unloaded into the zoo.

    `slot`: which truck space the tile is taken from, when two tiles alike wait there
    (rules/gestures.py names the one picked up); None takes the first of them. Where a
    tile comes from is not a different move: `slot` takes no part in == or hash."""
    tile: str
    to: str
    index: int | None = None
    slot: int | None = field(default=None, compare=False)
    type = "place"


@dataclass(frozen=True, slots=True)
class MoveAnimal:
    """Money action (1): one animal from the barn into an enclosure."""
    tile: str
    index: int
    type = "move_animal"


@dataclass(frozen=True, slots=True)
class MoveStall:
    """Money action (1): one stall from the barn or a stall space to an empty stall space."""
    tile: str
    source: str              # "barn" or "stall"
    index: int               # destination enclosure's stall space
    source_index: int | None = None
    type = "move_stall"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Money action (1): swap all animals of enclosure `index` with all of
    enclosure `other`, or with all animals of `barn_animal` in the barn."""
    index: int
    other: int | None = None
    barn_animal: str | None = None
    type = "exchange"

    def __post_init__(self):
        # Two enclosures swapped either way round are one and the same move.
        if isinstance(self.other, int) and isinstance(self.index, int) and self.other < self.index:
            first = self.index
            object.__setattr__(self, "index", self.other)
            object.__setattr__(self, "other", first)


@dataclass(frozen=True, slots=True)
class Purchase:
    """Money action (2): buy a tile from another player's barn and place it."""
    seller: int
    tile: str
    to: str
    index: int | None = None
    type = "purchase"


@dataclass(frozen=True, slots=True)
class Discard:
    """Money action (2): remove a tile of one's own barn from the game."""
    tile: str
    type = "discard"


@dataclass(frozen=True, slots=True)
class Expand:
    """Money action (3): turn the next expansion board face up."""
    type = "expand"


@dataclass(frozen=True, slots=True)
class Settle:
    """Answer a decision an expansion asks for in the middle of a turn: put
    `tile` (a newborn, a gift) `to` a place of one's zoo (see docs/expansions.md)."""
    tile: str
    to: str
    index: int | None = None
    type = "settle"


ACTION_TYPES = {cls.type: cls for cls in
                (Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange, Purchase, Discard, Expand,
                 Settle)}
MONEY_ACTIONS = (MoveAnimal, MoveStall, Exchange, Purchase, Discard, Expand)
COSTS = {MoveAnimal: C.COST_REMODEL, MoveStall: C.COST_REMODEL, Exchange: C.COST_REMODEL,
         Purchase: C.COST_TILE, Discard: C.COST_TILE, Expand: C.COST_EXPAND}


def cost_of(action) -> int:
    """Coins the action costs its player (0 for revealing, loading, taking and placing)."""
    return COSTS.get(type(action), 0)


def register(cls, cost: int = 0):
    """Make an expansion's action class readable from JSON; `cost` for cost_of.
    Use as a decorator (`@register`) or call it with a cost."""
    ACTION_TYPES[cls.type] = cls
    if cost:
        COSTS[cls] = cost
    return cls


class BadAction(ValueError):
    """An action's JSON form cannot be read (wrong shape, not an illegal move)."""


def to_json(action) -> dict:
    d = {"type": action.type}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is not None:
            d[f.name] = value
    return d


def from_json(data) -> object:
    """Read an action from its JSON form, checking its shape (not its legality)."""
    if isinstance(data, dict) and data.get("type") == "draw":       # the older one-step draw
        raise BadAction("drawing is two actions: {\"type\": \"reveal\"} turns the top tile "
                        "over, then {\"type\": \"load\", \"truck\": N} puts it on a truck")
    cls = action_class(data, ACTION_TYPES, BadAction)
    kind = cls.type
    names = {f.name: f for f in fields(cls)}
    values = {}
    for name, f in names.items():
        optional = f.default is None
        if name not in data or data[name] is None:
            if not optional:
                raise BadAction(f"{an_action(kind)} needs {name!r}")
            continue
        value = data[name]
        wants_int = "int" in str(f.type)
        if wants_int and (not isinstance(value, int) or isinstance(value, bool)):
            raise BadAction(f"{name!r} of {an_action(kind)} must be a whole number")
        if not wants_int and not isinstance(value, str):
            raise BadAction(f"{name!r} of {an_action(kind)} must be a text")
        values[name] = value
    return cls(**values)
