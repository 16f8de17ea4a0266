"""What an action does: `apply(state, action)` carries it out, changing the
state in place, and returns the typed events (rules/events.py) saying what
moved where. Which actions are legal is decided in rules/legal.py; nothing
outside rules/ decides a rule.
"""
from __future__ import annotations

from itertools import repeat

from . import components as C
from .actions import (Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange,
                      Purchase, Discard, Expand, Settle)
from .hooks import ACTION_OWNER, TILE_OWNER, active, owner_of_decision
from .events import (TileDrawn, TileLoaded, EndTriggered, TruckTaken, CoinsCollected, Paid, Purchased,
                     TilePlaced, OffspringBorn, BonusPaid, Exchanged, Discarded, Expanded,
                     Unloaded, TilesRemoved, TurnEnded, RoundEnded, RoundStarted, GameEnded,
                     Move)
from .legal import (legal_actions, refusal, destinations, pen_accepts,  # noqa: F401 (re-exported)
                    stall_space_free)
from .places import HAND, loc
from .refusals import IllegalAction
from .scoring import final_totals
from .state import GameState
from .tiles import COIN, ANIMAL_OF, UNBRED_SEX, BRED_FORM, baby

PARTNER = {"male": "female", "female": "male"}
_UNBRED = UNBRED_SEX.keys()
# Events are named tuples; tuple.__new__ builds one without the Python-level
# constructor (the bots' searches apply hundreds of thousands of actions).
_new = tuple.__new__
_MOVES = repeat(Move)       # map(_new, _MOVES, triples): Move per (tile, src, dst)

# The places events name, built once (Locs are immutable and shared).
_SEATS, _PENS, _BARN = range(C.MAX_PLAYERS), range(len(C.ENCLOSURE_CAPACITY)), 48
BANK, BOX = loc("bank"), loc("box")
STACK = (loc("stack", None, 0), loc("stack", None, 1))
TRUCK = tuple(loc("truck", None, t) for t in _SEATS)
TRUCK_AT = tuple(tuple(loc("truck", None, t, k) for k in range(C.TRUCK_SIZE)) for t in _SEATS)
ZOO = tuple(loc("zoo", p) for p in _SEATS)
MONEY = tuple(loc("money", p) for p in _SEATS)
PEN_AT = tuple(tuple(tuple(loc("enclosure", p, i, k) for k in range(C.ENCLOSURE_CAPACITY[i]))
                     for i in _PENS) for p in _SEATS)
STALL_AT = tuple(tuple(tuple(loc("stall", p, i, k) for k in range(C.STALL_SPACES[i]))
                       for i in _PENS) for p in _SEATS)
BARN_AT = tuple(tuple(loc("barn", p, None, k) for k in range(_BARN)) for p in _SEATS)
# ROW_SLOTS[b][n]: the slots of n tiles side by side after b blocked spaces.
ROW_SLOTS = tuple(tuple(tuple(range(b, b + n)) for n in range(C.TRUCK_SIZE + 1))
                  for b in range(C.TRUCK_SIZE + 1))


def _barn_at(p, k):
    return BARN_AT[p][k] if k < _BARN else loc("barn", p, None, k)


def _barn_row(p, n):
    """Slots 0..n-1 of player p's barn."""
    return BARN_AT[p] if n <= _BARN else tuple(_barn_at(p, k) for k in range(n))


# ---------------------------------------------------------------- apply

def apply(s: GameState, a, check: bool = True) -> list:
    """Carry out `a` for the current player, changing `s`; return the events.

    With check=True an illegal action raises IllegalAction and changes nothing.
    Callers that picked `a` from `legal_actions(s)` may pass check=False.
    """
    if check:
        r = refusal(s, a)
        if r is not None:
            raise IllegalAction(r)
    p = s.current
    events = []
    kind = type(a)
    # Each branch either returns (the turn goes on) or falls through to the end of
    # the turn below. The common actions are written out here rather than called:
    # the bots' searches apply hundreds of thousands of them.
    if kind is Reveal:
        # The book's action A, first step: the tile is seen before its truck is chosen.
        from_end = not s.draw_pile
        tile = (s.end_pile if from_end else s.draw_pile).pop()
        s.revealed = tile
        events.append(_new(TileDrawn, (p, tile, STACK[from_end], HAND)))
        if from_end and not s.end_triggered:
            s.end_triggered = True
            events.append(_new(EndTriggered, (p,)))
        return events
    if kind is Load:
        t = a.truck
        tile, s.revealed = s.revealed, None
        truck = s.trucks[t]
        row = truck.tiles
        events.append(_new(TileLoaded, (p, tile, HAND, TRUCK_AT[t][len(truck.blocked) + len(row)])))
        row.append(tile)
    elif kind is Take:
        t = a.truck
        truck = s.trucks[t]
        zoo = s.zoos[p]
        tiles, truck.tiles = truck.tiles, []
        truck.taken_by = p
        zoo.truck = t
        s.last_taker = p
        where = TRUCK[t]
        events.append(_new(TruckTaken, (p, t, tuple(tiles), where, ZOO[p])))
        blocked = len(truck.blocked)
        if COIN in tiles:
            coins = tiles.count(COIN)
            zoo.coins += coins
            events.append(_new(CoinsCollected, (p, coins, where, MONEY[p])))
            # the other tiles stay in their spaces: a coin's space is left empty
            kept, slots, k = [], [], blocked
            for x in tiles:
                if x != COIN:
                    kept.append(x)
                    slots.append(k)
                k += 1
            s.pending_slots = tuple(slots)
            tiles = kept
        else:
            s.pending_slots = ROW_SLOTS[blocked][len(tiles)]
        s.pending = tiles       # the truck has a list of its own now
        if tiles:
            return events
    elif kind is Place:
        pending, slots = s.pending, s.pending_slots
        tile = a.tile
        # the tile in the space the player picked up (a.slot), else the first of its kind;
        # the others keep their spaces
        j = pending.index(tile) if a.slot is None else slots.index(a.slot)
        del pending[j]
        s.pending_slots = slots[1:] if j == 0 else slots[:j] + slots[j + 1:]
        zoo = s.zoos[p]
        t = zoo.truck
        src = TRUCK_AT[t][slots[j]]
        if a.to == "barn":
            barn = zoo.barn
            k = len(barn)
            events.append(_new(TilePlaced, (p, tile, src, BARN_AT[p][k] if k < _BARN
                                            else _barn_at(p, k))))
            barn.append(tile)
        else:
            _put(s, p, tile, a.to, a.index, events, src)
        if s.options:
            for expansion in active(s):
                expansion.on_unload(s, p, tile, a.to, a.index, events)
        if pending:
            return events
        if s.options:
            if not _turn_ends(s, p, events, True):
                return events
        else:
            events.append(_new(Unloaded, (p, t)))
    elif kind is Settle:
        decision = s.decisions.pop(0)
        owner_of_decision(decision).decide(s, p, decision, a, events)
        if s.decisions and "seat" in s.decisions[0]:
            s.current = s.decisions[0]["seat"]      # a question put to another seat (hooks.py)
        p = s.current
        if (s.decisions or s.pending
                or not _turn_ends(s, p, events, s.extra.pop("resume_unloaded", False))):
            return events
    elif kind in ACTION_OWNER:
        ACTION_OWNER[kind].apply(s, p, s.zoos[p], a, events)
        if not _turn_ends(s, p, events, False):
            return events
    else:
        _money_action(s, p, s.zoos[p], a, events)
        if s.options and not _turn_ends(s, p, events, False):
            return events
    # The turn is over: the next player who has not taken a truck moves. The round
    # ends when everybody has, or when nobody can take a truck any more.
    events.append(_new(TurnEnded, (p,)))
    zoos = s.zoos
    for q in NEXT[len(zoos)][s.current]:
        if zoos[q].truck is None:
            s.current = q
            if s.draw_pile or s.end_pile or _round_can_go_on(s):
                return events
            break
    _end_round(s, events)
    return events


def _turn_ends(s, p, events, unloaded):
    """The action is done; False if the player still owes a decision to an
    expansion (rules/hooks.py): answering it ends the turn instead."""
    if s.options:
        if s.decisions:
            s.extra["resume_unloaded"] = unloaded
            return False
        for expansion in active(s):
            expansion.turn_ending(s, p, events)
        if s.decisions:         # the turn's end raised a question (which special to take)
            s.extra["resume_unloaded"] = unloaded
            return False
    if unloaded:
        events.append(_new(Unloaded, (p, s.zoos[p].truck)))
    return True


def _pay(s, zoo, p, amount, events, reason):
    zoo.coins -= amount
    s.bank += amount
    events.append(_new(Paid, (p, amount, reason, MONEY[p], BANK)))


def _take_from(row, tile):
    """Remove the first `tile` of a list; its slot."""
    k = row.index(tile)
    del row[k]
    return k


def _money_action(s, p, zoo, a, events):
    kind = type(a)
    if kind is MoveAnimal:
        _pay(s, zoo, p, C.COST_REMODEL, events, "move")
        src = _barn_at(p, _take_from(zoo.barn, a.tile))
        _put(s, p, a.tile, "enclosure", a.index, events, src)
    elif kind is MoveStall:
        _pay(s, zoo, p, C.COST_REMODEL, events, "move")
        if a.source == "barn":
            src = _barn_at(p, _take_from(zoo.barn, a.tile))
        else:
            j = a.source_index
            src = STALL_AT[p][j][_take_from(zoo.stalls[j], a.tile)]
        _put(s, p, a.tile, "stall", a.index, events, src)
    elif kind is Exchange:
        _pay(s, zoo, p, C.COST_REMODEL, events, "exchange")
        _exchange(s, p, zoo, a, events)
    elif kind is Purchase:
        seller = s.zoos[a.seller]
        zoo.coins -= C.COST_TILE
        seller.coins += 1
        s.bank += C.COST_TILE - 1
        src = _barn_at(a.seller, _take_from(seller.barn, a.tile))
        events.append(_new(Purchased, (p, a.seller, a.tile, C.COST_TILE, 1, src)))
        _put(s, p, a.tile, a.to, a.index, events, src)
    elif kind is Discard:
        _pay(s, zoo, p, C.COST_TILE, events, "discard")
        src = _barn_at(p, _take_from(zoo.barn, a.tile))
        s.box.append(a.tile)
        events.append(_new(Discarded, (p, a.tile, src, BOX)))
    elif kind is Expand:
        _pay(s, zoo, p, C.COST_EXPAND, events, "expand")
        i = zoo.open_pens
        zoo.expanded += 1
        events.append(_new(Expanded, (p, i, loc("expansion", p, i))))


def _put(s, p, tile, to, index, events, src):
    """Place one tile in player p's zoo: breeding and the fill bonus follow."""
    zoo = s.zoos[p]
    if to == "barn":
        events.append(_new(TilePlaced, (p, tile, src, _barn_at(p, len(zoo.barn)))))
        zoo.barn.append(tile)
    elif to == "stall":
        row = zoo.stalls[index]
        events.append(_new(TilePlaced, (p, tile, src, STALL_AT[p][index][len(row)])))
        row.append(tile)
    elif to != "enclosure":     # a tile of an expansion's own kind (hooks.TILE_OWNER)
        TILE_OWNER[tile].put(s, p, tile, to, index, src, events)
    else:
        pen = zoo.pens[index]
        events.append(_new(TilePlaced, (p, tile, src, PEN_AT[p][index][len(pen)])))
        pen.append(tile)
        if tile in UNBRED_SEX:
            _breed(s, p, zoo, index, [len(pen) - 1], events, True)
        if len(pen) == zoo.caps[index]:
            pay_fill_bonus(s, p, zoo, index, events)


def _breed(s, p, zoo, i, newcomers, events, bonus=False):
    """Pair each newly added unbred animal with an unbred partner in pen i.

    Each fertile animal breeds once; the offspring takes a free space of the
    enclosure, or goes to the barn when it is full (an expansion may decide
    otherwise: `on_birth`; `bonus` says whether filling the enclosure would pay).
    """
    pen = zoo.pens[i]
    for k in newcomers:
        sex = UNBRED_SEX.get(pen[k])
        if sex is None:
            continue
        want = PARTNER[sex]
        mate = None
        for j, t in enumerate(pen):
            if UNBRED_SEX.get(t) == want:
                mate = j
                break
        animal = ANIMAL_OF[pen[k]]
        if mate is None or s.offspring.get(animal, 0) <= 0:
            continue
        pen[k], pen[mate] = BRED_FORM[pen[k]], BRED_FORM[pen[mate]]
        s.offspring[animal] -= 1
        child = baby(animal)
        parents = (PEN_AT[p][i][k], PEN_AT[p][i][mate])
        if s.options and _born_elsewhere(s, p, zoo, i, child, bonus, parents, events):
            continue
        if len(pen) < zoo.caps[i]:
            dst = PEN_AT[p][i][len(pen)]
            pen.append(child)
        else:
            dst = _barn_at(p, len(zoo.barn))
            zoo.barn.append(child)
        events.append(_new(OffspringBorn, (p, animal, child, i, parents, dst)))


def _born_elsewhere(s, p, zoo, i, child, bonus, parents, events):
    taken = False
    for expansion in active(s):
        taken = expansion.on_birth(s, p, zoo, i, child, bonus, parents, events) or taken
    return taken


def pay_fill_bonus(s, p, zoo, i, events):
    printed = C.FILL_BONUS[i]
    if not printed:
        return
    amount = min(printed, s.bank)
    s.bank -= amount
    zoo.coins += amount
    events.append(_new(BonusPaid, (p, i, amount, printed, BANK, MONEY[p])))


def _exchange(s, p, zoo, a, events):
    pens, i = zoo.pens, a.index
    first = pens[i]
    here = PEN_AT[p]
    if a.other is not None:
        j = a.other
        second = pens[j]
        pens[i], pens[j] = second, first
        one, two = here[i], here[j]
        # Move per tile, built by zip and map: an exchange moves up to 11 tiles.
        events.append(_new(Exchanged, (p, i, j, ANIMAL_OF[first[0]], ANIMAL_OF[second[0]],
                                       (*map(_new, _MOVES, zip(first, one, two)),
                                        *map(_new, _MOVES, zip(second, two, one))))))
        receivers = ((i, range(len(second))), (j, range(len(first))))
    else:
        animal, into = a.barn_animal, here[i]
        barn = zoo.barn
        at = _barn_row(p, len(barn) + len(first))
        moving, kept, moves = [], [], []
        k = 0
        for t in barn:
            if ANIMAL_OF.get(t) == animal:
                moves.append(_new(Move, (t, at[k], into[len(moving)])))
                moving.append(t)
            else:
                kept.append(t)
            k += 1
        k = len(kept)
        moves += map(_new, _MOVES, zip(first, into, at[k:k + len(first)]))
        zoo.barn = kept + first
        pens[i] = moving
        events.append(_new(Exchanged, (p, i, None, ANIMAL_OF[first[0]], animal, tuple(moves))))
        receivers = ((i, range(len(moving))),)
    # Offspring may follow, but an exchange never earns a fill bonus.
    for i, newcomers in receivers:
        if not _UNBRED.isdisjoint(pens[i]):     # else nobody could breed
            _breed(s, p, zoo, i, newcomers, events)


# NEXT[n][c]: the seats after seat c of an n-player table, in turn order (c last).
NEXT = tuple(tuple(tuple((c + k) % n for k in range(1, n + 1)) for c in range(n))
             for n in range(C.MAX_PLAYERS + 1))


def _round_can_go_on(s):
    """False when nobody can ever take a truck again this round: every tile
    has been drawn and no untaken truck carries a face-up tile."""
    if s.draw_pile or s.end_pile:
        return True
    return any(t.taken_by is None and t.tiles for t in s.trucks)


def _end_round(s, events):
    for i, truck in enumerate(s.trucks):
        if truck.tiles:     # (a taken truck's list was emptied when it was taken)
            if truck.taken_by is None:
                s.box += truck.tiles
                events.append(_new(TilesRemoved, (i, tuple(truck.tiles), TRUCK[i], BOX)))
            truck.tiles = []
        truck.taken_by = None
    for z in s.zoos:
        z.truck = None
    if s.options:
        for expansion in active(s):
            expansion.round_ending(s, events)
    events.append(_new(RoundEnded, (s.round,)))
    if s.end_triggered:
        s.game_over = True
        totals, won = final_totals(s)
        events.append(_new(GameEnded, (tuple(won), tuple(totals))))
        return
    s.round += 1
    s.current = s.last_taker if s.last_taker is not None else s.current
    events.append(_new(RoundStarted, (s.round, s.current)))
