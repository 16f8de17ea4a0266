"""The slow, plain legal-actions list the engine had before it was made fast.

tests/test_legal_reference.py checks that rules.legal.legal_actions returns exactly
this list, in this order, on many seeded positions. Not used by the game.
"""
from __future__ import annotations

from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules.actions import (Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange,
                                      Purchase, Discard, Expand)
from zooloretto.zoo.rules.hooks import TILE_OWNER, active, owner_of_decision
from zooloretto.zoo.rules.tiles import KIND, ANIMAL, STALL, ANIMAL_OF


def pen_accepts(zoo, i: int, animal: str) -> bool:
    if i >= zoo.open_pens:
        return False
    pen = zoo.pens[i]
    return len(pen) < zoo.caps[i] and (not pen or ANIMAL_OF[pen[0]] == animal)


def stall_space_free(zoo, i: int) -> bool:
    return i < zoo.open_pens and len(zoo.stalls[i]) < zoo.stall_caps[i]


def destinations(zoo, tile: str) -> list:
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


def _distinct(tiles, kind=None):
    seen, out = set(), []
    for t in tiles:
        if t not in seen and (kind is None or KIND[t] == kind):
            seen.add(t)
            out.append(t)
    return out


# ---------------------------------------------------------------- legal list

def legal_actions_reference(s) -> list:
    if s.game_over:
        return []
    zoo = s.zoos[s.current]
    if s.decisions:       # an expansion's question comes first (rules/hooks.py)
        decision = s.decisions[0]
        return owner_of_decision(decision).decision_actions(s, decision)
    if s.pending:
        # a tile of an expansion's own kind: its expansion says where it goes (hooks.py)
        return [a for t in _distinct(s.pending)
                for a in (TILE_OWNER[t].place_actions(s, zoo, t) if t in TILE_OWNER else
                          [Place(t, to, i) for to, i in destinations(zoo, t)])]
    trucks = s.trucks
    open_trucks = [i for i, t in enumerate(trucks) if t.taken_by is None and t.free > 0]
    if s.revealed is not None:
        return [Load(i) for i in open_trucks]
    acts = []
    if (s.draw_pile or s.end_pile) and open_trucks:
        acts.append(Reveal())
    acts += [Take(i) for i, t in enumerate(trucks) if t.taken_by is None and t.tiles]
    coins = zoo.coins
    if coins >= C.COST_REMODEL:
        acts += _animal_moves(zoo) + _stall_moves(zoo) + _exchanges(zoo)
    if coins >= C.COST_TILE:
        for q, other in enumerate(s.zoos):
            if q != s.current:
                for t in _distinct(other.barn):
                    if t not in TILE_OWNER:     # (its expansion lists those purchases)
                        acts += [Purchase(q, t, to, i) for to, i in destinations(zoo, t)]
        acts += [Discard(t) for t in _distinct(zoo.barn)]
    if coins >= C.COST_EXPAND and zoo.expanded < zoo.expansions:
        acts.append(Expand())
    if s.options:
        for expansion in active(s):
            acts += expansion.extra_actions(s, zoo)
    return acts


def _animal_moves(zoo):
    out = []
    for t in _distinct(zoo.barn, ANIMAL):
        animal = ANIMAL_OF[t]
        out += [MoveAnimal(t, i) for i in range(zoo.open_pens) if pen_accepts(zoo, i, animal)]
    return out


def _stall_moves(zoo):
    free = [i for i in range(zoo.open_pens) if stall_space_free(zoo, i)]
    if not free:
        return []
    out = [MoveStall(t, "barn", i) for t in _distinct(zoo.barn, STALL) for i in free]
    for j in range(zoo.open_pens):
        for t in _distinct(zoo.stalls[j]):
            out += [MoveStall(t, "stall", i, j) for i in free if i != j]
    return out


def _exchanges(zoo):
    out = []
    n = zoo.open_pens
    pens = zoo.pens
    CAP = zoo.caps
    barn_groups = {}
    for t in zoo.barn:
        a = ANIMAL_OF.get(t)
        if a:
            barn_groups[a] = barn_groups.get(a, 0) + 1
    for i in range(n):
        pi = pens[i]
        if not pi:
            continue
        ai = ANIMAL_OF[pi[0]]
        for j in range(i + 1, n):
            pj = pens[j]
            if pj and ANIMAL_OF[pj[0]] != ai and len(pi) <= CAP[j] and len(pj) <= CAP[i]:
                out.append(Exchange(i, other=j))
        for a, count in barn_groups.items():
            if a != ai and count <= CAP[i]:
                out.append(Exchange(i, barn_animal=a))
    return out
