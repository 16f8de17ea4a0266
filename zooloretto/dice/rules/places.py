"""Where things are on the dice game's table: one vocabulary for the rules and the screen.

A `Loc` names a place by its area and, where it matters, whose sheet, which
truck or enclosure, and which crate or box inside it:

    Loc("supply")                      the dice not yet rolled this round (a click rolls two)
    Loc("tray", slot=k)                a rolled die waiting for a truck; a die keeps its slot
                                       while the other is loaded (state.rolled_slots)
    Loc("truck", index=t, slot=c)      crate c of truck t (slot None: the whole truck)
    Loc("sheet", seat)                 a player's whole score sheet (where a taken truck goes)
    Loc("pen", seat, index=i, slot=b)  box b of enclosure i (i in the order of C.ANIMALS)
    Loc("bonus", seat, index=i)        the bonus box of enclosure i
    Loc("coin", seat, slot=k)          the k-th coin box (0 to 5)
    Loc("barn", seat, index=i)         the barn box of animal i
    Loc("taken", seat, slot=k)         the k-th die a player took this round

Slots count from 0 in the order of the state's lists, so `die_at` reads a place
straight from the state. This module is the dice game's own (it shares nothing
with the board game's places).
"""
from __future__ import annotations

from ...common import Place
from . import components as C

AREAS = ("supply", "tray", "truck", "sheet", "pen", "bonus", "coin", "barn", "taken")
SHEET_AREAS = ("sheet", "pen", "bonus", "coin", "barn", "taken")   # a player's side of the table
ANIMAL_INDEX = {a: i for i, a in enumerate(C.ANIMALS)}


class Loc(Place):
    """A place of the dice game's table (common.Place: area, seat, index, slot)."""
    __slots__ = ()


def crossed(state, loc: Loc) -> bool:
    """Whether the sheet box at `loc` (pen, bonus, coin or barn) is crossed."""
    if loc.seat is None or not 0 <= loc.seat < len(state.sheets):
        return False
    sheet = state.sheets[loc.seat]
    animal = C.ANIMALS[loc.index] if loc.index is not None and 0 <= loc.index < len(C.ANIMALS) else None
    if loc.area == "pen" and animal and loc.slot is not None:
        return loc.slot < sheet.pens[animal]
    if loc.area == "bonus" and animal:
        return animal in sheet.bonuses
    if loc.area == "barn" and animal:
        return animal in sheet.barn
    if loc.area == "coin" and loc.slot is not None:
        return loc.slot < sheet.coins
    return False


def die_at(state, loc: Loc):
    """The face of the die at a place, or None (no die there, or not a die's place)."""
    area, k = loc.area, loc.slot
    if k is None or k < 0:
        return None
    if area == "tray":
        j = tray_index(state, k)
        return None if j is None else state.rolled[j]
    if area == "truck" and loc.index is not None and 0 <= loc.index < len(state.trucks):
        truck = state.trucks[loc.index]
        return truck[k] if k < len(truck) else None
    if area == "taken" and loc.seat is not None and 0 <= loc.seat < len(state.sheets):
        taken = state.sheets[loc.seat].taken or []
        return taken[k] if k < len(taken) else None
    return None


def tray_index(state, slot) -> int | None:
    """Where in `state.rolled` the die at tray slot `slot` is, or None (no die there)."""
    try:
        return state.rolled_slots.index(slot)
    except ValueError:
        return None


def pieces(state) -> list:
    """(Loc, face) of every die on the table (face None for the supply and whole trucks)."""
    out = [(Loc("supply"), None)] if state.supply else []
    out += [(Loc("tray", slot=k), f) for k, f in zip(state.rolled_slots, state.rolled)]
    for t, truck in enumerate(state.trucks):
        out.append((Loc("truck", index=t), None))
        out += [(Loc("truck", index=t, slot=c), f) for c, f in enumerate(truck)]
    for q, sheet in enumerate(state.sheets):
        out += [(Loc("taken", q, slot=k), f) for k, f in enumerate(sheet.taken or [])]
    return out


def sheet_boxes(seat: int) -> list:
    """Every box of one sheet, in the order a player reads it."""
    out = []
    for i, animal in enumerate(C.ANIMALS):
        out += [Loc("pen", seat, i, b) for b in range(C.ENCLOSURE_BOXES[animal])]
        out.append(Loc("bonus", seat, i))
    out += [Loc("coin", seat, slot=k) for k in range(C.COIN_BOXES)]
    out += [Loc("barn", seat, i) for i in range(len(C.ANIMALS))]
    return out


def box_of(event) -> Loc | None:
    """The sheet box an event crosses (box, bonus, coin, barn), else None."""
    kind = event.type
    if kind == "box_crossed":
        return Loc("pen", event.player, ANIMAL_INDEX[event.animal], event.box)
    if kind == "bonus_crossed":
        return Loc("bonus", event.player, ANIMAL_INDEX[event.animal])
    if kind == "coin_crossed":
        return Loc("coin", event.player, slot=event.box)
    if kind == "barn_crossed":
        return Loc("barn", event.player, ANIMAL_INDEX[event.animal])
    return None
