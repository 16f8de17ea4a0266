"""One object per distinct action, shared by every legal-actions list, and a
bounded table of each zoo's own money actions (rules/legal.py uses both).

Actions are frozen values, so the list for one position may hand out the same
objects as the list for the next: building thousands of fresh dataclasses per
second was most of what the bots' searches spent in the rules. Tables keyed by
tile are filled on first use.
"""
from __future__ import annotations

from . import components as C
from .actions import Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange, Purchase, Discard, Expand
from .hooks import TILE_OWNER
from .tiles import ANIMAL_OF, KIND, STALL

CAP, STALL_SPACES = C.ENCLOSURE_CAPACITY, C.STALL_SPACES


class _Table(dict):
    """A dict that builds a missing entry on first use."""
    __slots__ = ("make",)

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        value = self[key] = self.make(key)
        return value


PENS = range(len(CAP))
BARN_SOURCE = len(CAP)     # MOVE_STALL[tile][BARN_SOURCE]: from the barn
REVEAL = Reveal()
LOAD = tuple(Load(i) for i in range(C.MAX_PLAYERS))
TAKE = tuple(Take(i) for i in range(C.MAX_PLAYERS))
EXPAND = Expand()
EXCHANGE_PENS = tuple(tuple(Exchange(i, other=j) if j != i else None for j in PENS) for i in PENS)
EXCHANGE_BARN = tuple({a: Exchange(i, barn_animal=a) for a in C.ANIMALS} for i in PENS)
# PLACE[tile]: its animal type (None for a stall), then its Place actions: to enclosures
# (an animal; else None), to stall spaces (any other tile; else None), to the barn.
PLACE: dict = {}


def place_entry(t):
    """PLACE[t], made and kept on first use (PLACE is a plain dict: quicker to read)."""
    entry = PLACE[t] = (ANIMAL_OF.get(t),
                        tuple(Place(t, "enclosure", i) for i in PENS) if t in ANIMAL_OF else None,
                        tuple(Place(t, "stall", i) for i in PENS) if t not in ANIMAL_OF else None,
                        Place(t, "barn", None))
    return entry


# PURCHASE[seller][tile, to, index]: each purchase is built when first listed (of the
# eleven places a bought tile could go, a game lists a few).
PURCHASE = tuple(_Table(lambda k, q=q: Purchase(q, *k)) for q in range(C.MAX_PLAYERS))


def _buying(q, t):
    """BUY[q][t]: the tile's animal type (None for a stall), then a table from the
    enclosures (or stall spaces) that would take it to its purchases, barn last."""
    animal = ANIMAL_OF.get(t)
    if t in TILE_OWNER:     # an expansion's own kind: it lists where a bought one goes
        return None, _Table(lambda where: ())
    to = "enclosure" if animal is not None else "stall"
    table = PURCHASE[q]
    return animal, _Table(lambda where: (*[table[t, to, i] for i in where], table[t, "barn", None]))


BUY = tuple(_Table(lambda t, q=q: _buying(q, t)) for q in range(C.MAX_PLAYERS))
MOVE_ANIMAL = _Table(lambda t: tuple(MoveAnimal(t, i) for i in PENS))
MOVE_STALL = _Table(lambda t: tuple(tuple(MoveStall(t, "stall", i, j) if i != j else None
                                          for i in PENS) for j in PENS)
                    + (tuple(MoveStall(t, "barn", i) for i in PENS),))
DISCARD = _Table(Discard)


def _barn_tile(t):
    """What a zoo part needs of a tile in its own barn: its animal type, its moves to
    enclosures (an animal) or to stall spaces (a stall), and its discard."""
    animal = ANIMAL_OF.get(t)
    return (animal, MOVE_ANIMAL[t] if animal is not None else None,
            MOVE_STALL[t][BARN_SOURCE] if KIND.get(t) == STALL else None, DISCARD[t])


BARN_TILE = _Table(_barn_tile)


# What a zoo's own money actions are depends on nothing but its open enclosures,
# stall spaces and barn. They are kept per exact content (a stale answer is
# impossible: the key is the content), in a small table: a zoo rarely changes
# between two of its player's turns, while in a whole game most contents are new,
# and a big table cost more to fill (memory, garbage collection) than it saved.
_ZOO_PARTS: dict = {}
ZOO_PARTS_KEPT = 64


_END = object()     # ends a row in a key: no tile of any state can be equal to it


def zoo_part(zoo, n):
    if not ZOO_PARTS_KEPT:
        return _ZooPart(zoo.pens[:n], zoo.stalls, zoo.barn, zoo.caps, zoo.stall_caps)
    # The key is the content: n first, the capacities, then the tiles of the enclosures,
    # stall spaces and barn. Three open enclosures (most zoos) make one flat tuple,
    # quicker to build and hash than one with a tuple per row.
    if n == 3 and zoo.caps is CAP and zoo.stall_caps is STALL_SPACES:
        # The printed capacities (no building takes a space): a key of tiles alone.
        p, st = zoo.pens, zoo.stalls
        key = (*p[0], _END, *p[1], _END, *p[2], _END, *st[0], _END, *st[1], _END, *st[2], _END,
               *zoo.barn)
    else:
        key = (n, zoo.caps, zoo.stall_caps, *map(tuple, zoo.pens[:n]), *map(tuple, zoo.stalls[:n]),
               *zoo.barn)
    part = _ZOO_PARTS.get(key)
    if part is None:
        if len(_ZOO_PARTS) >= ZOO_PARTS_KEPT:
            _ZOO_PARTS.clear()
        part = _ZOO_PARTS[key] = _ZooPart(zoo.pens[:n], zoo.stalls, zoo.barn, zoo.caps,
                                          zoo.stall_caps)
    return part


class _ZooPart:
    """One zoo's moves and exchanges, discards, and where a bought tile may go: to the
    enclosures `fits.get(animal, empty)`, to the stall spaces `free` (tuples of
    enclosure indices, the keys of BUY's tables)."""
    __slots__ = ("empty", "free", "fits", "remodels", "discards")

    def __init__(self, pens, stalls, barn, caps, stall_caps):
        occupied, empty = [], []
        own = {}        # animal type -> its enclosures with room
        i = 0
        for pen in pens:
            if pen:
                held, size, cap = ANIMAL_OF[pen[0]], len(pen), caps[i]
                occupied.append((i, held, size, cap))
                if size < cap:
                    if held in own:
                        own[held].append(i)
                    else:
                        own[held] = [i]
            else:
                empty.append(i)
            i += 1
        # An animal goes to the empty enclosures, and to its own while they have room:
        # `fits` has the animals of such enclosures, every other animal takes `empty`.
        self.fits = fits = {}
        for held, mine in own.items():
            fits[held] = tuple(sorted(empty + mine)) if empty else tuple(mine)
        self.empty = empty = tuple(empty)
        stalls = stalls[:len(pens)]
        free = []
        i = 0
        for row in stalls:
            if len(row) < stall_caps[i]:
                free.append(i)
            i += 1
        self.free = free = tuple(free)
        acts = []
        groups = None               # animal type -> tiles of it in the barn
        if barn:
            groups = {}
            discards = []
            stall_moves = []
            for t in (barn if len(barn) == 1 else dict.fromkeys(barn)):
                a, to_pen, to_stall, discard = BARN_TILE[t]
                discards.append(discard)
                if a is not None:
                    groups[a] = groups.get(a, 0) + barn.count(t)
                    for i in fits.get(a, empty):
                        acts.append(to_pen[i])
                elif to_stall is not None:
                    for i in free:
                        stall_moves.append(to_stall[i])
            acts += stall_moves
            self.discards = discards
        else:
            self.discards = ()
        if free:
            j = 0
            for row in stalls:
                if row:
                    for t in (row if len(row) == 1 else dict.fromkeys(row)):
                        moves = MOVE_STALL[t][j]
                        for i in free:
                            if i != j:
                                acts.append(moves[i])
                j += 1
        if groups or len(occupied) > 1:
            x = 1
            for i, held, size, cap in occupied:
                for j, other, other_size, other_cap in occupied[x:]:
                    if other != held and size <= other_cap and other_size <= cap:
                        acts.append(EXCHANGE_PENS[i][j])
                if groups:
                    with_barn = EXCHANGE_BARN[i]
                    for a, count in groups.items():
                        if a != held and count <= cap:
                            acts.append(with_barn[a])
                x += 1
        self.remodels = acts
