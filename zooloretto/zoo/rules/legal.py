"""Which actions are legal now, and why one is not.

`legal_actions(state)` lists the current player's options in a stable order;
`refusal(state, action)` says why an action is not allowed (None if it is).
"""
from __future__ import annotations

from . import components as C
from .actions import (Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange,
                      Purchase, Discard, Expand, COSTS, Settle)
from .hooks import ACTION_OWNER, TILE_OWNER, active, owner_of_decision
from .refusals import Refusal
from .shared_actions import REVEAL, LOAD, TAKE, EXPAND, PLACE, BUY, place_entry, zoo_part
from .state import GameState, Zoo
from .tiles import KIND, ANIMAL, STALL, ANIMAL_OF

TRUCK_SIZE, BOARD = C.TRUCK_SIZE, C.BOARD_ENCLOSURES
COST_REMODEL, COST_TILE, COST_EXPAND = C.COST_REMODEL, C.COST_TILE, C.COST_EXPAND



# ---------------------------------------------------------------- placement

def pen_accepts(zoo: Zoo, i: int, animal: str) -> bool:
    if i >= zoo.open_pens:
        return False
    pen = zoo.pens[i]
    return len(pen) < zoo.caps[i] and (not pen or ANIMAL_OF[pen[0]] == animal)


def stall_space_free(zoo: Zoo, i: int) -> bool:
    return i < zoo.open_pens and len(zoo.stalls[i]) < zoo.stall_caps[i]


def destinations(zoo: Zoo, tile: str) -> list:
    """Where a tile may be put in a zoo, as (to, index) pairs; the barn always."""
    out = []
    if KIND[tile] == ANIMAL:
        animal = ANIMAL_OF[tile]
        for i in range(zoo.open_pens):
            if pen_accepts(zoo, i, animal):
                out.append(("enclosure", i))
    else:
        for i in range(zoo.open_pens):
            if stall_space_free(zoo, i):
                out.append(("stall", i))
    out.append(("barn", None))
    return out


def trucks_with_room(s) -> list:
    """The trucks a drawn tile may go on: untaken, with a free space (blocked ones count)."""
    return [i for i, t in enumerate(s.trucks) if t.taken_by is None and t.free > 0]


# ---------------------------------------------------------------- legal list
#
# The list is rebuilt for every position the bots imagine, so it is built from
# shared action objects (actions are frozen values: one object per distinct
# action serves every list) and each tile's destinations are worked out once
# per animal type. tests/test_legal_reference.py compares it, order included, with
# the plain version kept in tests/reference_legal.py.

def legal_actions(s: GameState) -> list:
    if s.game_over:
        return []
    zoo = s.zoos[s.current]
    if s.decisions:       # an expansion's question comes first (rules/hooks.py)
        decision = s.decisions[0]
        return owner_of_decision(decision).decision_actions(s, decision)
    pending = s.pending
    if pending:
        # The Place actions of the distinct tiles being unloaded (inline: a third of
        # a random game's lists are these).
        out = []
        n = BOARD + zoo.expanded
        pens, caps = zoo.pens, zoo.caps
        for t in (pending if len(pending) == 1 else dict.fromkeys(pending)):
            try:
                animal, to_pen, to_stall, to_barn = PLACE[t]
            except KeyError:
                if t in TILE_OWNER:     # an expansion's own kind of tile (hooks.py)
                    out += TILE_OWNER[t].place_actions(s, zoo, t)
                    continue
                animal, to_pen, to_stall, to_barn = place_entry(t)
            if animal is not None:
                for i in range(n):
                    pen = pens[i]
                    if not pen or (len(pen) < caps[i] and ANIMAL_OF[pen[0]] == animal):
                        out.append(to_pen[i])
            else:
                stalls, stall_caps = zoo.stalls, zoo.stall_caps
                for i in range(n):
                    if len(stalls[i]) < stall_caps[i]:
                        out.append(to_stall[i])
            out.append(to_barn)
        return out
    trucks = s.trucks
    if s.revealed is not None:
        # Action A's second step: the seen tile goes on a truck, and nothing else happens.
        return [LOAD[i] for i in trucks_with_room(s)]
    acts, takes = [], []
    if (s.draw_pile or s.end_pile) and trucks_with_room(s):
        acts.append(REVEAL)
    i = 0
    for t in trucks:
        if t.taken_by is None and t.tiles:
            takes.append(TAKE[i])
        i += 1
    acts += takes
    coins = zoo.coins
    if coins >= COST_REMODEL:
        # The money actions the player can pay for, in the reference order.
        part = zoo_part(zoo, BOARD + zoo.expanded)
        acts += part.remodels
        if coins >= COST_TILE:
            me = s.current
            fits, empty, free = part.fits, part.empty, part.free
            q = 0
            for other in s.zoos:
                barn = other.barn
                if barn and q != me:
                    table = BUY[q]
                    for t in (barn if len(barn) == 1 else dict.fromkeys(barn)):
                        animal, buys = table[t]
                        acts += buys[free if animal is None else fits.get(animal, empty)]
                q += 1
            acts += part.discards
        if coins >= COST_EXPAND and zoo.expanded < zoo.expansions:
            acts.append(EXPAND)
    if s.options:
        for expansion in active(s):
            acts += expansion.extra_actions(s, zoo)
    return acts


# ---------------------------------------------------------------- refusals

def refusal(s: GameState, a) -> Refusal | None:
    """Why `a` is not allowed now, or None if it is."""
    if s.game_over:
        return Refusal("game_over")
    zoo = s.zoos[s.current]
    kind = type(a)
    if s.revealed is not None:
        return _load_refusal(s, a) if kind is Load else Refusal("must_load", tile=s.revealed)
    if s.decisions or kind is Settle or kind in ACTION_OWNER:
        return _expansion_refusal(s, zoo, a)
    if kind not in COSTS and kind not in (Reveal, Load, Take, Place):
        return Refusal("not_an_action")
    if s.pending and kind is not Place:
        return Refusal("must_unload")
    if kind is Place:
        if not s.pending:
            return Refusal("nothing_to_unload")
        if a.tile not in s.pending:
            return Refusal("not_on_truck")
        if a.slot is not None and (a.slot not in s.pending_slots
                                   or s.pending[s.pending_slots.index(a.slot)] != a.tile):
            return Refusal("not_on_truck")
        if a.tile in TILE_OWNER:
            return TILE_OWNER[a.tile].place_refusal(s, zoo, a.tile, a.to, a.index)
        return _placement_refusal(zoo, a.tile, a.to, a.index)
    if kind is Reveal:
        if s.seed is None:      # a public view: its stacks' order is not the real one
            return Refusal("hidden_tile")
        if not (s.draw_pile or s.end_pile):
            return Refusal("no_tiles_left")
        if not trucks_with_room(s):
            return Refusal("no_truck_space")
        return None
    if kind is Load:
        return Refusal("nothing_revealed")
    if kind is Take:
        r = _truck_refusal(s, a.truck)
        if r is None and not s.trucks[a.truck].tiles:
            return Refusal("truck_empty")
        return r
    cost = COSTS.get(kind)
    if cost is None:
        return Refusal("not_an_action")
    # What cannot be done at any price is said before what it would cost.
    if kind is Expand and zoo.expanded >= zoo.expansions:
        return Refusal("no_expansion")
    if kind is Discard and a.tile not in zoo.barn:
        return Refusal("not_in_barn", tile=a.tile)
    if zoo.coins < cost:
        return Refusal("no_money", cost=cost, coins=zoo.coins)
    if kind is MoveAnimal:
        if KIND.get(a.tile) != ANIMAL:
            return Refusal("not_an_animal")
        if a.tile not in zoo.barn:
            return Refusal("not_in_barn", tile=a.tile)
        return _placement_refusal(zoo, a.tile, "enclosure", a.index)
    if kind is MoveStall:
        if KIND.get(a.tile) != STALL:
            return Refusal("not_a_stall")
        if a.source == "barn":
            if a.tile not in zoo.barn:
                return Refusal("not_in_barn", tile=a.tile)
        elif a.source == "stall":
            j = a.source_index
            if j is None or not 0 <= j < zoo.open_pens or a.tile not in zoo.stalls[j]:
                return Refusal("not_on_stall_space", tile=a.tile, index=j)
            if j == a.index:
                return Refusal("same_stall_space")
        else:
            return Refusal("bad_source")
        return _placement_refusal(zoo, a.tile, "stall", a.index)
    if kind is Exchange:
        return _exchange_refusal(zoo, a)
    if kind is Purchase:
        if not 0 <= a.seller < len(s.zoos):
            return Refusal("no_such_player", seller=a.seller)
        if a.seller == s.current:
            return Refusal("buy_from_self")
        if a.tile not in s.zoos[a.seller].barn:
            return Refusal("not_in_barn", tile=a.tile)
        if a.tile in TILE_OWNER:
            return TILE_OWNER[a.tile].place_refusal(s, zoo, a.tile, a.to, a.index)
        return _placement_refusal(zoo, a.tile, a.to, a.index)
    if kind is Discard:
        if a.tile not in zoo.barn:
            return Refusal("not_in_barn", tile=a.tile)
        return None
    if kind is Expand:
        if zoo.expanded >= zoo.expansions:
            return Refusal("no_expansion")
        return None
    return Refusal("bad_destination")


def _truck_refusal(s, t):
    if not isinstance(t, int) or not 0 <= t < len(s.trucks):
        return Refusal("no_such_truck", truck=t)
    if s.trucks[t].taken_by is not None:
        return Refusal("truck_taken")
    return None


def _load_refusal(s, a):
    """May the revealed tile go on truck a.truck?"""
    r = _truck_refusal(s, a.truck)
    if r is None and s.trucks[a.truck].free <= 0:
        return Refusal("truck_full")
    return r


def _expansion_refusal(s, zoo, a):
    """Refusals while an expansion's decision is pending, and of its own actions."""
    kind = type(a)
    if s.decisions:
        decision = s.decisions[0]
        if kind is not Settle:
            return Refusal("must_decide", tile=decision.get("tile"))
        return owner_of_decision(decision).decision_refusal(s, decision, a)
    if kind is Settle:
        return Refusal("nothing_to_decide")
    owner = ACTION_OWNER[kind]
    if owner not in active(s):
        return Refusal("expansion_off")
    if s.pending:
        return Refusal("must_unload")
    return owner.refusal(s, zoo, a)


def _pen_refusal(zoo, i):
    if not isinstance(i, int) or not 0 <= i < len(C.ENCLOSURE_CAPACITY) or i >= C.BOARD_ENCLOSURES + zoo.expansions:
        return Refusal("no_such_enclosure", index=i)
    if i >= zoo.open_pens:
        return Refusal("enclosure_closed")
    return None


def _placement_refusal(zoo, tile, to, index):
    kind = KIND.get(tile)
    if kind is None:
        return Refusal("unknown_tile", tile=tile)
    if to == "barn":
        return None if index is None else Refusal("bad_destination")
    if to == "enclosure":
        if kind != ANIMAL:
            return Refusal("not_an_animal")
        r = _pen_refusal(zoo, index)
        if r:
            return r
        pen = zoo.pens[index]
        if len(pen) >= zoo.caps[index]:
            return Refusal("enclosure_full")
        if pen and ANIMAL_OF[pen[0]] != ANIMAL_OF[tile]:
            return Refusal("wrong_animal", held=ANIMAL_OF[pen[0]], animal=ANIMAL_OF[tile])
        return None
    if to == "stall":
        if kind != STALL:
            return Refusal("not_a_stall")
        r = _pen_refusal(zoo, index)
        if r:
            return r
        if len(zoo.stalls[index]) >= zoo.stall_caps[index]:
            return Refusal("stall_space_taken")
        return None
    return Refusal("bad_destination")


def _exchange_refusal(zoo, a):
    CAP = zoo.caps
    r = _pen_refusal(zoo, a.index)
    if r:
        return r
    first = zoo.pens[a.index]
    if (a.other is None) == (a.barn_animal is None):
        return Refusal("exchange_needs_barn_or_pen")
    if a.other is not None:
        if a.other == a.index:
            return Refusal("exchange_same_place")
        r = _pen_refusal(zoo, a.other)
        if r:
            return r
        second = zoo.pens[a.other]
        if not first or not second:
            return Refusal("exchange_empty")
        animal = ANIMAL_OF[second[0]]
        if len(first) > CAP[a.other]:
            return Refusal("exchange_too_big", count=len(first), animal=ANIMAL_OF[first[0]], capacity=CAP[a.other])
    else:
        animal = a.barn_animal
        second = [t for t in zoo.barn if ANIMAL_OF.get(t) == animal]
        if not first or not second:
            return Refusal("exchange_empty")
    if ANIMAL_OF[first[0]] == animal:
        return Refusal("exchange_same_animal", animal=animal)
    if len(second) > CAP[a.index]:
        return Refusal("exchange_too_big", count=len(second), animal=animal, capacity=CAP[a.index])
    return None
