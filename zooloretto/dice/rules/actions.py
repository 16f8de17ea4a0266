"""Actions of the dice game: small immutable values, each with a JSON form.

A turn is either `Roll` (two dice from the supply), followed by one `Load`
per rolled die (the face onto a free crate of a truck), or `Take` (all dice
of a truck onto one's sheet, out of the round).
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields

from ...common import action_class, an_action


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll two dice from the supply."""
    type = "roll"


@dataclass(frozen=True, slots=True)
class Load:
    """Put one rolled die, showing `face`, on a free crate of truck `truck`.

    `slot`: which tray slot the die is taken from when both dice show `face` (rules/
    gestures.py names the one picked up); None takes the first. Where a die comes from
    is not a different move: `slot` takes no part in == or hash."""
    face: str
    truck: int
    slot: int | None = field(default=None, compare=False)
    type = "load"


@dataclass(frozen=True, slots=True)
class Take:
    """Take every die of truck `truck` (at least one) and stop for the round."""
    truck: int
    type = "take"


ACTION_TYPES = {cls.type: cls for cls in (Roll, Load, Take)}


class BadAction(ValueError):
    """An action's JSON form cannot be read (wrong shape, not an illegal move)."""


def to_json(action) -> dict:
    d = {"type": action.type}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is not None or f.default is not None:     # an optional field left out: None
            d[f.name] = value
    return d


def from_json(data):
    """Read an action from its JSON form, checking its shape (not its legality)."""
    cls = action_class(data, ACTION_TYPES, BadAction)
    kind = cls.type
    values = {}
    for name in (f.name for f in fields(cls)):
        if name == "slot" and data.get(name) is None:       # optional
            continue
        if name not in data:
            raise BadAction(f"{an_action(kind)} needs {name!r}")
        value = data[name]
        if name == "slot" and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise BadAction(f"'slot' of {an_action(kind)} must be a whole number from 0")
        if name == "truck" and (not isinstance(value, int) or isinstance(value, bool)):
            raise BadAction(f"'truck' of {an_action(kind)} must be a whole number")
        if name == "face" and not isinstance(value, str):
            raise BadAction(f"'face' of {an_action(kind)} must be a text")
        values[name] = value
    return cls(**values)
