"""Which drag means which action: a rule, so it lives with the rules.

A gesture picks a piece up at one place and drops it at another (a click on
a face-down expansion board drops it where it lies). `gesture_of(state,
action)` is the gesture of an action; `action_for(state, piece, drop)` is the
action a gesture means, or the Refusal that says why it is not allowed.

    for a in legal_actions(s): action_for(s, *gesture_of(s, a)) == a
    action_for never returns an action that `refusal` refuses.

What a drop means:
  the top of a stack, clicked or dragged anywhere               Reveal
  the revealed tile (in the hand) onto an untaken truck          Load
  a truck (or any of its tiles) onto one's own zoo               Take
  a tile of the truck being unloaded onto an enclosure area,
    a stall space or the barn                                     Place
  an enclosure area is the enclosure's spaces, its stall spaces and, while face
    down, its expansion board: an animal dropped anywhere on it goes into the
    enclosure, a stall onto its stall space
  a barn animal onto an empty enclosure or one of its kind        MoveAnimal
  a barn animal onto an enclosure of another kind                 Exchange with the barn
  a barn stall, or a stall off its stall space, onto another      MoveStall
  a whole enclosure onto another enclosure, or onto the barn      Exchange
  a tile of another player's barn onto one's zoo                  Purchase
  a barn tile onto the box (the bin)                              Discard
  a face-down expansion board, clicked or dragged                 Expand
"""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange, Purchase, Discard, Expand
from .hooks import TILE_OWNER, active, owner_of_action
from .legal import refusal
from .places import HAND, Loc, FACE_DOWN, stack_top, tile_at, truck_slot
from .refusals import Refusal
from .tiles import ANIMAL_OF, KIND, ANIMAL, STALL

ZOO_AREAS = ("enclosure", "stall", "barn", "zoo", "money", "expansion")
PEN_AREAS = ("enclosure", "stall", "expansion")     # the parts of one enclosure area


@dataclass(frozen=True, slots=True)
class Gesture:
    piece: Loc    # where the dragged thing is picked up
    drop: Loc     # where it is let go; slot None when the whole area accepts

    def __iter__(self):
        """piece, drop = gesture; action_for(state, *gesture)."""
        return iter((self.piece, self.drop))


# ---------------------------------------------------------------- action -> gesture

def gesture_of(state, action) -> Gesture:
    """The one gesture shown for an action (hints, tests, the headless table)."""
    return gestures_of(state, action)[0]


def gestures_of(state, action) -> list:
    """Every gesture that means `action`, the one `gesture_of` shows first.

    ValueError for an action whose piece is not on the table."""
    p = state.current
    zoo = state.zoos[p]
    k = type(action)
    if k is Reveal:
        top = stack_top(state)
        if top is None:
            raise ValueError("nothing left to draw")
        return [Gesture(top, top)]
    if k is Load:
        if state.revealed is None:
            raise ValueError("no tile is revealed")
        return [Gesture(HAND, Loc("truck", index=action.truck))]
    if k is Take:
        return [Gesture(Loc("truck", index=action.truck), Loc("zoo", p))]
    if k is Place:
        if action.tile not in state.pending:
            raise ValueError(f"{action.tile} is not being unloaded")
        t = zoo.truck
        slot = action.slot
        if slot is None:
            slot = truck_slot(state, t, state.pending.index(action.tile))
        elif tile_at(state, Loc("truck", None, t, slot)) != action.tile:
            raise ValueError(f"no {action.tile} in space {slot} of the truck")
        return [Gesture(Loc("truck", None, t, slot), _drop(p, action.to, action.index, state, action.tile))]
    if k is MoveAnimal:
        return [Gesture(_barn_tile(state, p, action.tile), Loc("enclosure", p, action.index))]
    if k is MoveStall:
        if action.source == "barn":
            piece = _barn_tile(state, p, action.tile)
        else:
            j = action.source_index
            piece = Loc("stall", p, j, _slot(zoo.stalls[j], action.tile))
        return [Gesture(piece, Loc("stall", p, action.index))]
    if k is Exchange:
        pen = Loc("enclosure", p, action.index)
        if action.other is not None:
            other = Loc("enclosure", p, action.other)
            return [Gesture(pen, other), Gesture(other, pen)]
        barn = next((Loc("barn", p, None, s) for s, t in enumerate(zoo.barn)
                     if ANIMAL_OF.get(t) == action.barn_animal), None)
        if barn is None:
            raise ValueError(f"no {action.barn_animal} in the barn")
        out = [Gesture(barn, pen), Gesture(pen, barn)]
        if _barn_choices(zoo, action.index) == [action.barn_animal]:
            out.append(Gesture(pen, Loc("barn", p)))
        return out
    if k is Purchase:
        return [Gesture(_barn_tile(state, action.seller, action.tile),
                        _drop(p, action.to, action.index, state, action.tile))]
    if k is Discard:
        return [Gesture(_barn_tile(state, p, action.tile), Loc("box"))]
    if k is Expand:
        board = Loc("expansion", p, zoo.open_pens)
        return [Gesture(board, board)]
    owner = owner_of_action(state, action)
    found = owner.gestures(state, action) if owner is not None else []
    if found:
        return [Gesture(piece, drop) for piece, drop in found]
    raise ValueError(f"{action!r} is not an action of this game")


def _slot(row, tile):
    try:
        return row.index(tile)
    except ValueError:
        raise ValueError(f"there is no {tile} there") from None


def _barn_tile(state, seat, tile):
    return Loc("barn", seat, None, _slot(state.zoos[seat].barn, tile))


def _drop(p, to, index, state=None, tile=None):
    if tile in TILE_OWNER:      # an expansion's own kind of tile says where it is dropped
        return TILE_OWNER[tile].place_drop(state, p, to, index)
    if to == "barn":
        return Loc("barn", p)
    return Loc("stall" if to == "stall" else "enclosure", p, index)


def _barn_choices(zoo, i):
    """Animal types of the barn enclosure i could be exchanged with (in barn order)."""
    pen = zoo.pens[i] if 0 <= i < len(zoo.pens) else []
    held = ANIMAL_OF[pen[0]] if pen else None
    out = []
    for t in zoo.barn:
        a = ANIMAL_OF.get(t)
        if a and a != held and a not in out:
            out.append(a)
    return out


# ---------------------------------------------------------------- gesture -> action

def action_for(state, piece: Loc, drop: Loc | None):
    """The action a gesture means now, or a Refusal (the engine's reason, or
    "not_a_move" / "same_place" / "not_yours" when no action starts there)."""
    meant = meaning(state, piece, drop)
    if isinstance(meant, Refusal):
        return meant
    r = refusal(state, meant)
    return meant if r is None else r


def meaning(state, piece: Loc, drop: Loc | None):
    """The action a gesture would mean, legal or not; a Refusal when it means none."""
    if state.game_over:
        return Refusal("game_over")
    drop = piece if drop is None else drop
    p = state.current
    for expansion in active(state):
        meant = expansion.meaning(state, piece, drop, p)
        if meant is not None:
            return meant
    area = piece.area
    if area == "stack":
        # Pressing the stack's top turns the tile over wherever it is let go: the truck
        # is chosen after the tile is seen.
        return Reveal()
    if area == "hand":
        if drop.area == "truck" and drop.index is not None:
            return Load(drop.index)
        return _nothing(piece, drop)
    if area == "truck":
        return _from_truck(state, p, piece, drop)
    if area == "expansion":
        return Expand() if piece.seat == p else Refusal("not_yours")
    if area not in ("barn", "stall", "enclosure"):
        return _nothing(piece, drop)
    tile = tile_at(state, piece) if piece.slot is not None else None
    if area == "barn":
        if tile is None:
            return Refusal("not_a_move")
        if piece.seat != p:
            return _purchase(state, p, piece.seat, tile, drop)
        return _from_own_barn(state, p, tile, piece, drop)
    if piece.seat != p:
        return Refusal("not_yours")
    if area == "stall":
        if tile is None:
            return Refusal("not_a_move")
        i = _pen_index(p, drop)
        if drop.whole() == piece.whole():
            return Refusal("same_place")
        if i is None:
            return _nothing(piece, drop)
        return MoveStall(tile, "stall", i, piece.index)
    return _from_enclosure(state, p, piece, drop)


def _nothing(piece, drop):
    return Refusal("same_place") if drop.whole() == piece.whole() else Refusal("not_a_move")


def _pen_index(p, drop):
    """The enclosure whose area the drop is on, if it is in p's zoo."""
    if drop.area in PEN_AREAS and drop.seat == p and drop.index is not None:
        return drop.index
    return None


def _target(p, tile, drop):
    """(to, index) a tile dropped in p's zoo goes to, or a Refusal."""
    if drop.area in ZOO_AREAS and drop.seat != p:
        return Refusal("not_yours")
    if drop.area == "barn":
        return "barn", None
    i = _pen_index(p, drop)
    if i is None:
        return Refusal("bad_destination")
    return ("stall" if KIND.get(tile) == STALL else "enclosure"), i


def _from_truck(state, p, piece, drop):
    t = piece.index
    if t is None:
        return Refusal("not_a_move")
    unloading = state.pending and state.zoos[p].truck == t
    tile = tile_at(state, piece) if piece.slot is not None else None
    if unloading and tile is not None and tile != FACE_DOWN:
        where = _target(p, tile, drop)
        if isinstance(where, Refusal):
            return where
        # Of two tiles alike, the one picked up goes (the other keeps its space).
        first = truck_slot(state, t, state.pending.index(tile))
        return Place(tile, *where) if piece.slot == first else Place(tile, *where, piece.slot)
    # The truck itself (a tile on an untaken truck carries the truck along).
    if drop.area in ZOO_AREAS:
        return Take(t) if drop.seat == p else Refusal("not_yours")
    return _nothing(piece, drop)


def _from_own_barn(state, p, tile, piece, drop):
    if drop.area == "box":
        return Discard(tile)
    if drop.area == "barn" and drop.seat == p:
        return Refusal("same_place")
    where = _target(p, tile, drop)
    if isinstance(where, Refusal):
        return where
    to, i = where
    if to == "stall":
        return MoveStall(tile, "barn", i)
    zoo = state.zoos[p]
    pen = zoo.pens[i] if 0 <= i < len(zoo.pens) else []
    animal = ANIMAL_OF.get(tile)
    if KIND.get(tile) == ANIMAL and pen and ANIMAL_OF[pen[0]] != animal:
        return Exchange(i, barn_animal=animal)
    return MoveAnimal(tile, i)


def _purchase(state, p, seller, tile, drop):
    if drop.area == "barn" and drop.seat == seller:
        return Refusal("same_place")
    where = _target(p, tile, drop)
    if isinstance(where, Refusal):
        return where
    return Purchase(seller, tile, *where)


def _from_enclosure(state, p, piece, drop):
    i = piece.index
    zoo = state.zoos[p]
    if i is None or not 0 <= i < len(zoo.pens):
        return Refusal("not_a_move")
    j = _pen_index(p, drop)
    if j is not None:
        return Refusal("same_place") if j == i else Exchange(i, other=j)
    if drop.area != "barn" or drop.seat != p:
        return Refusal("not_yours") if drop.area in ZOO_AREAS else Refusal("not_a_move")
    animal = ANIMAL_OF.get(tile_at(state, drop)) if drop.slot is not None else None
    if animal is None:
        choices = _barn_choices(zoo, i)
        if len(choices) > 1:
            return Refusal("exchange_which")
        if choices:
            animal = choices[0]
        else:
            held = [ANIMAL_OF[t] for t in zoo.barn if t in ANIMAL_OF]
            if not held:
                return Refusal("exchange_empty")
            animal = held[0]
    return Exchange(i, barn_animal=animal)
