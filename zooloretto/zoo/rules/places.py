"""Where things are on the table: one location vocabulary for the rules, the events and the screen.

A `Loc` names a place by its area and, where it matters, whose zoo, which
truck/enclosure/board and which space inside it:

    Loc("stack", index=0)                  the draw stack (index 1: the 15-tile end stack)
    Loc("hand")                            the tile just revealed, before it goes on a truck
    Loc("truck", index=t, slot=k)          truck t; slot k is its k-th space, face-down blocked
                                           spaces of the 2-player game first (slot None: the truck);
                                           a tile being unloaded keeps its space (pending_slots)
    Loc("enclosure", seat, i, k)           space k of enclosure i (0-2 board, 3-4 expansions)
    Loc("stall", seat, i, k)               stall space k beside enclosure i
    Loc("barn", seat, slot=k)              the k-th tile of the barn list
    Loc("zoo", seat)                       a whole zoo (where a taken truck goes)
    Loc("money", seat), Loc("bank"), Loc("box")   coins, the bank, tiles out of the game
    Loc("expansion", seat, i)              the face-down expansion board that opens enclosure i

Slots count from 0 in the order of the state's lists, so `tile_at` reads a
place straight from the state. A slot of None means the whole area. Other
modules (expansions) add areas with `register_area`.
"""
from __future__ import annotations

from ...common import Place
from . import components as C
from .hooks import active
from .tiles import COIN

AREAS = {"stack", "hand", "truck", "enclosure", "stall", "barn", "zoo", "money", "bank", "box",
         "expansion"}
SEATED = {"enclosure", "stall", "barn", "zoo", "money", "expansion"}   # need a seat
FACE_DOWN = "face_down"     # what `tile_at` says for a tile nobody may see
DRAW_STACK, END_STACK = 0, 1


def register_area(name: str, seated: bool = False) -> None:
    """Add an area (an expansion's board, say) to the vocabulary."""
    if not isinstance(name, str) or not name:
        raise ValueError("an area is a non-empty text")
    AREAS.add(name)
    if seated:
        SEATED.add(name)


class BadLoc(ValueError):
    """A place's JSON form cannot be read."""


class Loc(Place):
    """A place of the board game's table (common.Place: area, seat, index, slot)."""
    __slots__ = ()

    @staticmethod
    def from_json(d) -> "Loc":
        if not isinstance(d, dict) or not isinstance(d.get("area"), str):
            raise BadLoc("a place must be a JSON object with an \"area\"")
        if d["area"] not in AREAS:
            raise BadLoc(f"unknown area {d['area']!r}")
        extra = set(d) - {"area", "seat", "index", "slot"}
        if extra:
            raise BadLoc(f"a place has no field {sorted(extra)[0]!r}")
        values = {}
        for name in ("seat", "index", "slot"):
            v = d.get(name)
            if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
                raise BadLoc(f"{name!r} of a place must be a whole number from 0")
            values[name] = v
        if d["area"] in SEATED and values["seat"] is None:
            raise BadLoc(f"a place in the {d['area']} area needs a seat")
        return Loc(d["area"], **values)


_SHARED: dict = {}


def loc(area: str, seat=None, index=None, slot=None) -> Loc:
    """The one shared Loc object for a place (Locs are immutable; the engine names
    hundreds of thousands of places in a bot's search and builds each once)."""
    key = (area, seat, index, slot)
    found = _SHARED.get(key)
    if found is None:
        found = _SHARED[key] = Loc(area, seat, index, slot)
    return found


HAND = loc("hand")      # the revealed tile's place (one at most, seen by everyone)


# ---------------------------------------------------------------- reading the table

def stack_top(state) -> Loc | None:
    """The stack a draw takes from now (the draw stack first), None when both are empty."""
    if state.draw_pile:
        return Loc("stack", index=DRAW_STACK)
    if state.end_pile:
        return Loc("stack", index=END_STACK)
    return None


def unloading(state, t: int) -> bool:
    """Is truck t the one whose tiles the player to move is placing?"""
    return bool(state.pending) and state.zoos[state.current].truck == t


def truck_tiles(state, t: int) -> list:
    """The face-up tiles on truck t, including those of an unloading in progress."""
    return state.pending if unloading(state, t) else state.trucks[t].tiles


def truck_slot(state, t: int, k: int) -> int:
    """The truck slot of the k-th face-up tile of truck t: after its blocked spaces, and
    while it is unloaded the space each tile had when the truck was taken."""
    if unloading(state, t):
        return state.pending_slots[k]
    return len(state.trucks[t].blocked) + k


def truck_row(state, t: int) -> list:
    """Truck t's face-up spaces (those after its blocked ones), left to right: a tile, or
    None for an empty space (one a tile of the unloading has left)."""
    blocked = len(state.trucks[t].blocked)
    if not unloading(state, t):
        return state.trucks[t].tiles[:]
    row = [None] * (max(state.pending_slots, default=blocked - 1) + 1 - blocked)
    for slot, tile in zip(state.pending_slots, state.pending):
        row[slot - blocked] = tile
    return row


def unloaded_tiles(blocked: int, tiles) -> tuple:
    """(pending, pending_slots) of a truck taken with `tiles` after `blocked` spaces: its
    tiles but the coins (which go to the money), each keeping its space (as engine.apply)."""
    kept = [(blocked + k, tile) for k, tile in enumerate(tiles) if tile != COIN]
    return [tile for _, tile in kept], tuple(k for k, _ in kept)


def pending_index(state, slot) -> int | None:
    """Where in `state.pending` the tile at truck slot `slot` of the unloading is, or None."""
    try:
        return state.pending_slots.index(slot)
    except ValueError:
        return None


def face_down_boards(zoo) -> list:
    """Enclosure indices of the expansion boards still face down."""
    return list(range(zoo.open_pens, C.BOARD_ENCLOSURES + zoo.expansions))


def tile_at(state, loc: Loc):
    """The tile at a place: a tile code, FACE_DOWN for a hidden one, None for nothing.

    A place that holds no single tile (a whole truck, the bank, a slot out of
    range) is None too; a face-down expansion board is FACE_DOWN.
    """
    area, seat, i, k = loc.area, loc.seat, loc.index, loc.slot
    try:
        if area == "stack":
            pile = state.draw_pile if i == DRAW_STACK else state.end_pile if i == END_STACK else ()
            return FACE_DOWN if pile else None
        if area == "hand":
            return state.revealed
        if area == "truck":
            if k is None or i is None or not 0 <= i < len(state.trucks) or k < 0:
                return None
            blocked = len(state.trucks[i].blocked)
            if k < blocked:
                return FACE_DOWN
            if unloading(state, i):
                j = pending_index(state, k)
                return None if j is None else state.pending[j]
            tiles = state.trucks[i].tiles
            return tiles[k - blocked] if k - blocked < len(tiles) else None
        if seat is None or not 0 <= seat < len(state.zoos):
            return None
        zoo = state.zoos[seat]
        if area == "expansion":
            return FACE_DOWN if i in face_down_boards(zoo) else None
        if k is None or k < 0:
            return None
        if area == "barn" and i is None:
            return zoo.barn[k] if k < len(zoo.barn) else None
        if area in ("enclosure", "stall") and i is not None and 0 <= i < len(zoo.pens):
            row = zoo.pens[i] if area == "enclosure" else zoo.stalls[i]
            return row[k] if k < len(row) else None
    except (TypeError, IndexError):
        return None
    return None


loc_of_tile = tile_at    # the name first agreed in PLACES_API.md


def pieces(state, seat: int) -> list:
    """(Loc, tile) of everything seat `seat` can see on the table; tile is FACE_DOWN for
    the stack tops, the blocked truck spaces and the face-down expansion boards, None for
    a whole truck or a whole enclosure."""
    out = []
    for i, pile in ((DRAW_STACK, state.draw_pile), (END_STACK, state.end_pile)):
        if pile:
            out.append((Loc("stack", index=i), FACE_DOWN))
    if state.revealed is not None:
        out.append((HAND, state.revealed))
    for t, truck in enumerate(state.trucks):
        out.append((Loc("truck", index=t), None))
        for k in range(len(truck.blocked)):
            out.append((Loc("truck", index=t, slot=k), FACE_DOWN))
        for k, tile in enumerate(truck_tiles(state, t)):
            out.append((Loc("truck", index=t, slot=truck_slot(state, t, k)), tile))
    for q, zoo in enumerate(state.zoos):
        for i in range(zoo.open_pens):
            if zoo.pens[i]:
                out.append((Loc("enclosure", q, i), None))
            out += [(Loc("enclosure", q, i, k), tile) for k, tile in enumerate(zoo.pens[i])]
            out += [(Loc("stall", q, i, k), tile) for k, tile in enumerate(zoo.stalls[i])]
        out += [(Loc("expansion", q, i), FACE_DOWN) for i in face_down_boards(zoo)]
        out += [(Loc("barn", q, slot=k), tile) for k, tile in enumerate(zoo.barn)]
    for expansion in active(state):
        out += expansion.pieces(state)
    return out
