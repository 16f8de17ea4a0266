"""The state as the screen shows it: the game state, one event behind while tiles fly.

Each rules event is applied in two halves: `start` when its animation begins
(a tile leaves its place and is in the air) and `land` when it ends (the tile
arrives). Both read only the event's own places (rules/places.py Locs), so no
copy of the whole state is made before a move and nothing is hidden by hand.
When every event has landed the shown state equals the real one (the
choreography checks, and in the rare case it does not, copies it once).

EFFECTS lists every registered event type: a test fails when one is missing.
"""
from __future__ import annotations

from ...zoo.rules.expansions.buildings import build as build_building
from ...zoo.rules.places import pending_index, unloaded_tiles, unloading
from ...zoo.rules.tiles import BRED_FORM


# ---------------------------------------------------------------- tiles at places

def _row(s, loc):
    """The list a place's slot indexes, and the index in it."""
    area, k = loc.area, loc.slot
    if area == "truck":
        t = loc.index
        k -= len(s.trucks[t].blocked)
        taker = s.trucks[t].taken_by           # the truck being unloaded: its tiles wait in `pending`
        return (s.pending if taker is not None and taker == s.current else s.trucks[t].tiles), k
    if area in UNDRAWN:
        return None, k
    zoo = s.zoos[loc.seat]
    if area == "petting_zoo":
        return zoo.extra["petting"], k
    if area == "enclosure":
        return zoo.pens[loc.index], k
    if area == "stall":
        return zoo.stalls[loc.index], k
    if area == "barn":
        return zoo.barn, k
    if area in MORE_ROWS:           # rows of later expansions (more_shown.py)
        return MORE_ROWS[area](s, loc), k
    raise ValueError(f"no row of tiles at {loc}")


MORE_ROWS = {}      # area -> row(s, loc): filled by more_shown.py


# The expansions' places that hold no row of tiles (their pieces are kept in
# state.extra / zoo.extra and followed by the events' own halves below).
UNDRAWN = ("supply", "newborn", "savings_book", "restaurant", "pavilion", "polar_bear")


def take(s, loc):
    """Remove and return the tile at `loc` (a stack top, or a tile's slot)."""
    if loc.area == "stack":
        pile = s.end_pile if loc.index == 1 else s.draw_pile
        return pile.pop() if pile else None
    if loc.area == "hand":             # the tile revealed, on its way to a truck
        tile, s.revealed = s.revealed, None
        return tile
    if loc.area == "truck" and unloading(s, loc.index):     # the others keep their spaces
        j = pending_index(s, loc.slot)
        if j is None:
            return None
        s.pending_slots = s.pending_slots[:j] + s.pending_slots[j + 1:]
        return s.pending.pop(j)
    row, k = _row(s, loc)
    return row.pop(k) if row is not None and 0 <= k < len(row) else None


def put(s, loc, tile):
    """Put `tile` at `loc` (its slot, or the end of the row when the slot is None)."""
    if loc.area == "box":
        s.box.append(tile)
        return
    if loc.area == "hand":             # turned face up for everybody to see
        s.revealed = tile
        return
    row, k = _row(s, loc)
    if row is not None:
        row.insert(len(row) if k is None else min(k, len(row)), tile)


# ---------------------------------------------------------------- the two halves of each event

def _nothing(s, e):
    pass


def _moved_start(s, e):
    """A tile leaves its place: the stack's top (drawn), the hand (loaded)."""
    take(s, e.src)


def _moved_land(s, e):
    put(s, e.dst, e.tile)


def _end_triggered(s, e):
    s.end_triggered = True


def _taken_start(s, e):
    truck, zoo = s.trucks[e.truck], s.zoos[e.player]
    truck.tiles = []
    truck.taken_by = e.player
    zoo.truck = e.truck
    s.last_taker = e.player
    s.current = e.player
    s.pending, s.pending_slots = unloaded_tiles(len(truck.blocked), e.tiles)


def _coins_land(s, e):
    s.zoos[e.player].coins += e.amount


def _paid_start(s, e):
    s.zoos[e.player].coins -= e.amount
    s.bank += e.amount


def _purchased_start(s, e):
    s.zoos[e.player].coins -= e.price
    s.zoos[e.seller].coins += e.to_seller
    s.bank += e.price - e.to_seller


def _placed_start(s, e):
    if e.src.area == "supply":       # the souvenir shop leaves the supply: its question is answered
        s.decisions[:] = [d for d in s.decisions if d.get("tile") != e.tile]
    take(s, e.src)


def _placed_land(s, e):
    put(s, e.dst, e.tile)


def _born_start(s, e):
    waiting = s.decisions[0] if s.decisions else None
    if waiting is not None and waiting.get("by") == "petting-zoo" and waiting.get("tile") == e.tile:
        s.decisions.pop(0)          # announced by newborn_waits: the supply already gave it
        return
    _newborn(s, e)


def _newborn(s, e):
    s.offspring[e.animal] = s.offspring.get(e.animal, 0) - 1
    pen = s.zoos[e.player].pens[e.enclosure]
    for loc in e.parents:
        if loc.slot is not None and loc.slot < len(pen):
            pen[loc.slot] = BRED_FORM.get(pen[loc.slot], pen[loc.slot])


def _born_land(s, e):
    put(s, e.dst, e.tile)


def _bonus_start(s, e):
    s.bank -= e.amount


def _bonus_land(s, e):
    s.zoos[e.player].coins += e.amount


def _exchange_start(s, e):
    by_row: dict = {}
    for m in e.moves:
        by_row.setdefault((m.src.area, m.src.seat, m.src.index), []).append(m.src)
    for locs in by_row.values():
        for loc in sorted(locs, key=lambda l: l.slot, reverse=True):
            take(s, loc)


def _exchange_land(s, e):
    for m in sorted(e.moves, key=lambda m: (m.dst.area, m.dst.index or 0, m.dst.slot)):
        put(s, m.dst, m.tile)


def _discard_start(s, e):
    take(s, e.src)


def _discard_land(s, e):
    s.box.append(e.tile)


def _expanded_land(s, e):
    s.zoos[e.player].expanded += 1


def _removed_start(s, e):
    s.trucks[e.truck].tiles = []


def _removed_land(s, e):
    s.box.extend(e.tiles)


def _round_ended(s, e):
    for truck in s.trucks:
        truck.tiles = []
        truck.taken_by = None
    for z in s.zoos:
        z.truck = None


def _round_started(s, e):
    s.round = e.round
    s.current = e.player


def _game_ended(s, e):
    s.game_over = True


# ---------------------------------------------------------------- the expansions' events

def _saved_start(s, e):
    s.zoos[e.player].coins -= e.amount


def _saved_land(s, e):
    s.zoos[e.player].extra["book"] = e.dst.slot + 1


def _moved_up_land(s, e):
    s.zoos[e.player].extra["book"] = e.field


def _paid_out_start(s, e):
    s.zoos[e.player].extra["book"] = 0
    s.bank -= e.interest


def _paid_out_land(s, e):
    s.zoos[e.player].coins += e.amount + e.interest


def _waits_start(s, e):
    _newborn(s, e)
    s.decisions.append({"by": "petting-zoo", "tile": e.tile, "enclosure": e.enclosure,
                        "bonus": bool(e.bonus), "parents": [loc.to_json() for loc in e.parents]})


def _shop_given_start(s, e):
    s.extra["souvenir_shop"] = e.player
    s.decisions.append({"by": "buildings", "tile": e.tile})


def _built_land(s, e):
    build_building(s, e.player, e.building, e.dst.index)


def _bear_land(s, e):
    s.extra["polar_bear"] = e.player
    s.zoos[e.player].extra["polar_bear"] = True


# type -> (start, land)
EFFECTS = {
    "tile_drawn": (_moved_start, _moved_land),       # the stack's top into the hand
    "tile_loaded": (_moved_start, _moved_land),      # the hand onto a truck's space
    "end_triggered": (_nothing, _end_triggered),
    "truck_taken": (_taken_start, _nothing),
    "coins_collected": (_nothing, _coins_land),
    "paid": (_paid_start, _nothing),
    "purchased": (_purchased_start, _nothing),
    "tile_placed": (_placed_start, _placed_land),
    "offspring_born": (_born_start, _born_land),
    "bonus_paid": (_bonus_start, _bonus_land),
    "exchanged": (_exchange_start, _exchange_land),
    "discarded": (_discard_start, _discard_land),
    "expanded": (_nothing, _expanded_land),
    "unloaded": (_nothing, _nothing),
    "tiles_removed": (_removed_start, _removed_land),
    "turn_ended": (_nothing, _nothing),
    "round_ended": (_round_ended, _nothing),
    "round_started": (_round_started, _nothing),
    "game_ended": (_game_ended, _nothing),
    "coin_saved": (_saved_start, _saved_land),
    "coin_moved_up": (_nothing, _moved_up_land),
    "savings_paid_out": (_paid_out_start, _paid_out_land),
    "newborn_waits": (_waits_start, _nothing),
    "petting_zoo_paid": (_bonus_start, _bonus_land),
    "souvenir_shop_given": (_shop_given_start, _nothing),
    "building_built": (_nothing, _built_land),
    "polar_bear_taken": (_nothing, _bear_land),
}


def start(s, e):
    EFFECTS[e.type][0](s, e)


def land(s, e):
    EFFECTS[e.type][1](s, e)


def unannounced(shown, real):
    """What no event says: whose turn it is, and the engine's note that an unloading
    ends once the pending decisions are answered."""
    shown.current = real.current
    shown.last_taker = real.last_taker
    if "resume_unloaded" in real.extra:
        shown.extra["resume_unloaded"] = real.extra["resume_unloaded"]
    else:
        shown.extra.pop("resume_unloaded", None)
    for more in MORE_UNANNOUNCED:     # later expansions' unannounced facts (more_shown.py)
        more(shown, real)


MORE_UNANNOUNCED = []

def settle(shown, real):
    """After the last event landed: what no event says comes from the real state
    (unannounced); returns the state to show (the same object unless they differ)."""
    unannounced(shown, real)
    if shown.pending != real.pending and not real.pending:
        shown.pending, shown.pending_slots = [], ()
    if shown.to_json() != real.to_json():
        return real.copy()
    return shown
