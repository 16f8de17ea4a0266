"""Which drag means which action in the dice game: a rule, so it lives with the rules.

    gesture_of(state, action) -> (piece Loc, drop Loc)
    action_for(state, piece, drop) -> an action, or the Refusal that says why not

What a drop means:
  the supply dropped on the tray (or clicked: dropped on itself)       Roll
  a rolled die dropped on a truck (any of its crates)                  Load(face, truck)
  a truck (or any die on it) dropped on one's own sheet (any box)      Take(truck)

For every legal action a: action_for(s, *gesture_of(s, a)) == a, and
action_for never returns an action `refusal` refuses.
"""
from __future__ import annotations

from .actions import Load, Roll, Take
from .engine import refusal
from .places import SHEET_AREAS, Loc, die_at
from .refusals import Refusal


def gesture_of(state, action) -> tuple:
    """(piece, drop): the gesture shown for an action (hints, the headless table, tests)."""
    kind = type(action)
    if kind is Roll:
        return Loc("supply"), Loc("tray")
    if kind is Load:
        if action.face not in state.rolled:
            raise ValueError(f"no rolled die shows {action.face}")
        slot = action.slot
        if slot is None:
            slot = state.rolled_slots[state.rolled.index(action.face)]
        elif die_at(state, Loc("tray", slot=slot)) != action.face:
            raise ValueError(f"no {action.face} on tray slot {slot}")
        truck = state.trucks[action.truck]
        return Loc("tray", slot=slot), Loc("truck", index=action.truck, slot=min(len(truck), 2))
    if kind is Take:
        return Loc("truck", index=action.truck), Loc("sheet", state.current)
    raise ValueError(f"{action!r} is not an action of the dice game")


def action_for(state, piece: Loc, drop: Loc | None):
    """The action the gesture means if the rules allow it, else the Refusal saying why."""
    meant = _meaning(state, piece, drop)
    if isinstance(meant, Refusal):
        return meant
    why = refusal(state, meant)
    return meant if why is None else why


def _meaning(state, piece, drop):
    if state.game_over:
        return Refusal("game_over")
    if drop is None:
        return Refusal("not_a_move")
    if piece.area == "supply":
        if drop.area in ("supply", "tray"):
            return Roll()
        return Refusal("roll_here")
    if piece.area == "tray":
        face = die_at(state, piece)
        if face is None:
            return Refusal("not_a_move")
        if drop.area == "truck" and drop.index is not None:
            if not 0 <= drop.index < len(state.trucks):
                return Refusal("no_such_truck", truck=drop.index)
            first = state.rolled_slots[state.rolled.index(face)]
            # of two dice alike, the one picked up goes (the other keeps its place)
            return Load(face, drop.index, None if piece.slot == first else piece.slot)
        if drop.area == "tray":
            return Refusal("same_place")
        return Refusal("die_to_truck")
    if piece.area == "truck" and piece.index is not None:
        if drop.area in SHEET_AREAS:
            if drop.seat != state.current:
                return Refusal("not_your_sheet")
            if not 0 <= piece.index < len(state.trucks):
                return Refusal("no_such_truck", truck=piece.index)
            return Take(piece.index)
        if drop.area == "truck" and drop.index == piece.index:
            return Refusal("same_place")
        return Refusal("truck_to_sheet")
    return Refusal("not_a_move")
