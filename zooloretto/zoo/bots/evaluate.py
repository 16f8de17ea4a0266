"""How good a position looks for one seat: the judgement shared by all bots.

`utility(state, seat)` estimates the seat's final score minus its rivals',
from public information only (the unseen tiles count as a multiset). A zoo's
estimate is its score now plus what its enclosures can still become, given
how many more tiles it is likely to collect (Poisson on the unseen supply of
each animal), minus barn penalties it cannot soon repair, plus money and the
trucks on the table that it may still take.

`Sketch` is a light copy of a zoo on which a truck's tiles can be tried
quickly, without the engine, to value a truck for each player.
"""
from __future__ import annotations

from collections import Counter

from ..rules import components as C
from ..rules.scoring import score_zoo, tiebreak_money
from .expansion_values import ExpansionSketch, OWN_PLACES, OWN_TILES, SPECIALS, PLACED_BY_DECISION
from ..rules.tiles import ANIMAL_OF, STALL_OF, COIN, TILE_INFO
from .pen_values import FUTURE_WEIGHT, pen_value as _pen_value, poisson_tails as _poisson_tails  # noqa: F401

CAP = C.ENCLOSURE_CAPACITY
STALL_TYPE_POINTS, COST_REMODEL, BARN_PENALTY = C.STALL_TYPE_POINTS, C.COST_REMODEL, C.BARN_PENALTY

# Tuning knobs (measured with the arena, see docs/bots.md).
SELECTIVITY = 1.4      # choosing trucks gets you more of what you collect than chance
EMPTY_PEN_SHARE = 0.55 # an empty enclosure vs one already started
MOVE_MITIGATION = 1.2  # a barn type that can be moved into a pen hurts less
TRUCK_WEIGHT_NEXT = 0.8   # the player to move gets the first pick of trucks
TRUCK_WEIGHT_OTHER = 0.6
FILL_SHARE = 0.7       # a free truck space will probably bring an average tile
RIVAL_MAX_SHARE = 0.7  # rivals: mostly the strongest one, a little the average
TIEBREAK_COIN = 0.01
TILES_PER_ROUND_PER_TRUCK = 2.5   # to guess how many round-ends a saved coin will see


class Context:
    """What all zoos share in one position: supply of each animal, time left,
    and the kinds of tile the next draw may bring.

    Everything here follows from `key` (public facts only: the unseen tiles as a
    multiset, the untaken trucks' animals, the time left), so contexts with one
    key share the values worked out in them (`gains`, `pen_values`): the hard
    bot's imagined futures meet the same positions again and again."""
    __slots__ = ("tails", "future_tiles", "coin_value", "empty_pen", "over",
                 "gains", "draw_kinds", "can_draw", "pen_values", "round_ends", "polar_open",
                 "key")

    def __init__(self, state):
        self.over = state.game_over
        n = len(state.zoos)
        supply = {a: 0 for a in state.animals}
        kinds = {}
        unseen = len(state.draw_pile) + len(state.end_pile)
        for t, k in Counter(state.draw_pile + state.end_pile).items():
            a = ANIMAL_OF.get(t)
            if a is not None:
                supply[a] += k
            key = a or STALL_OF.get(t) or t
            kinds[key] = kinds.get(key, 0) + k
        self.can_draw = unseen > 0
        for truck in state.trucks:
            if truck.taken_by is None:
                for t in truck.tiles:
                    a = ANIMAL_OF.get(t)
                    if a is not None:
                        supply[a] += 1
        self.polar_open = bool(state.options) and any(    # a special for the full 6-space enclosure
            state.extra.get(k, 0) is None for k in SPECIALS)
        order = sorted(kinds)
        self.key = (self.over, state.end_triggered, len(state.draw_pile), unseen, n,
                    len(state.trucks), self.polar_open, tuple(supply.items()),
                    tuple((k, kinds[k]) for k in order))
        shared = _SHARED.get(self.key)
        if shared is None:
            if len(_SHARED) >= SHARED_CONTEXTS:
                _SHARED.clear()
            shared = _SHARED[self.key] = ({}, {}, self._work_out(state, n, unseen, supply,
                                                                   kinds, order))
        # gains: truck values; pen_values: (animal, pen, count, stall) -> value
        self.gains, self.pen_values, core = shared
        (self.draw_kinds, self.future_tiles, self.tails, self.coin_value, self.empty_pen,
         self.round_ends) = core

    def _work_out(self, state, n, unseen, supply, kinds, order):
        # One tile stands for each kind (the evaluation tells no sexes apart), in a
        # fixed order, so the sums do not depend on the hidden order of the stacks.
        draw_kinds = [(_REPRESENTATIVE.get(k, k), kinds[k] / unseen) for k in order]
        # Tiles each player will still collect in later rounds; the end stack
        # only feeds the final round, already counted by the trucks.
        future_tiles = 0.0 if state.end_triggered else len(state.draw_pile) / n
        denom = max(1, unseen)
        tails = {a: _poisson_tails(SELECTIVITY * future_tiles * k / denom)
                 for a, k in supply.items()}
        horizon = min(1.0, future_tiles / 6.0)
        coin_value = TIEBREAK_COIN if self.over else 0.3 + 0.6 * horizon
        avg = sum(supply.values()) / max(1, len(supply))
        generic = _poisson_tails(SELECTIVITY * future_tiles * avg / denom)
        empty_pen = EMPTY_PEN_SHARE * _pen_value(1, 1, False, generic)
        # Round-ends still to come, this round's included (for the savings book).
        round_ends = 0 if self.over else 1 if state.end_triggered else (
            1 + len(state.draw_pile) / (TILES_PER_ROUND_PER_TRUCK * len(state.trucks)))
        return draw_kinds, future_tiles, tails, coin_value, empty_pen, round_ends


_SHARED: dict = {}      # context key -> (gains, pen_values, core), shared by equal contexts
SHARED_CONTEXTS = 400
_REPRESENTATIVE = {s: "stall:" + s for s in C.STALLS}     # kind -> a tile of it


class Sketch:
    """A zoo reduced to what the evaluation reads; cheap to copy and edit."""
    __slots__ = ("counts", "animals", "stall_tiles", "stall_room", "barn_animals",
                 "barn_stalls", "coins", "open_pens", "ext")

    def __init__(self, zoo=None):
        if zoo is None:
            return
        n = zoo.open_pens
        self.open_pens = n
        # A pavilion takes a space: count it as a tile, so "full" is still CAP tiles.
        self.counts = [len(p) for p in zoo.pens[:n]]
        if zoo.caps is not CAP:
            self.counts = [c + CAP[i] - zoo.caps[i] for i, c in enumerate(self.counts)]
        self.animals = [ANIMAL_OF[p[0]] if p else None for p in zoo.pens[:n]]
        self.stall_tiles = [[STALL_OF[t] for t in s] for s in zoo.stalls[:n]]
        self.stall_room = [zoo.stall_caps[i] - len(zoo.stalls[i]) for i in range(n)]
        self.ext = ExpansionSketch(zoo) if zoo.extra else None
        barn = {}
        stalls = set()
        for t in zoo.barn:
            a = ANIMAL_OF.get(t)
            if a is not None:
                barn[a] = barn.get(a, 0) + 1
            elif t in STALL_OF:
                stalls.add(STALL_OF[t])     # (an expansion's own tiles: self.ext)
        self.barn_animals = barn
        self.barn_stalls = stalls
        self.coins = zoo.coins

    def copy(self) -> "Sketch":
        s = Sketch()
        s.open_pens = self.open_pens
        s.counts = self.counts[:]
        s.animals = self.animals[:]
        s.stall_tiles = [x[:] for x in self.stall_tiles]
        s.stall_room = self.stall_room[:]
        s.barn_animals = dict(self.barn_animals)
        s.barn_stalls = set(self.barn_stalls)
        s.coins = self.coins
        s.ext = self.ext.copy() if self.ext is not None else None
        return s

    def value(self, ctx: Context) -> float:
        # The sums run in a fixed order (pens by index, barn animals in the
        # barn's order, barn stalls sorted): the same value in every process.
        total = 0.0
        has_empty = False
        room = {}
        pens = ctx.pen_values
        stall_tiles = self.stall_tiles
        counts, animals = self.counts, self.animals
        for i in range(self.open_pens):
            a = animals[i]
            if a is None:         # empty (perhaps but for a pavilion)
                total += ctx.empty_pen
                has_empty = True
                continue
            c = counts[i]
            has_stall = bool(stall_tiles[i])
            key = (a, i, c, has_stall)
            v = pens.get(key)
            if v is None:
                v = pens[key] = _pen_value(i, c, has_stall, ctx.tails[a])
            total += v
            room[a] = room.get(a, 0) + CAP[i] - c
        types = set()
        for spaces in stall_tiles:
            if spaces:
                types.update(spaces)
        total += STALL_TYPE_POINTS * len(types)
        can_pay = self.coins >= COST_REMODEL and not ctx.over
        ext = self.ext
        barn_penalty = BARN_PENALTY
        if ext is not None:
            total += ext.value(self, types, ctx)
            if ext.polar_bear:
                barn_penalty = BARN_PENALTY - 1
        for a, n in self.barn_animals.items():
            total -= barn_penalty
            if can_pay:
                r = room.get(a, 0)
                if r >= n or has_empty:
                    total += MOVE_MITIGATION * (1.0 if r >= n else 0.6)
        if self.barn_stalls:
            stall_room = can_pay and any(r > 0 for r in self.stall_room)
            for s in sorted(self.barn_stalls):      # sorted: same sums in every process
                total -= BARN_PENALTY
                if stall_room and s not in types:
                    total += MOVE_MITIGATION
        return total + ctx.coin_value * self.coins

    # -- trying tiles -------------------------------------------------------

    def options(self, tile):
        """Where the tile may go: ("pen"|"stall", i) or ("barn", None)."""
        a = ANIMAL_OF.get(tile)
        if a is None and tile not in STALL_OF:       # a jungle animal, a building site
            return self.ext.options(tile)
        out = []
        if a is not None:
            for i in range(self.open_pens):
                c = self.counts[i]
                if c < CAP[i] and (self.animals[i] is None or self.animals[i] == a):
                    out.append(("pen", i))
        else:
            for i in range(self.open_pens):
                if self.stall_room[i] > 0:
                    out.append(("stall", i))
        out.append(("barn", None))
        return out

    def put(self, tile, where, i):
        if where in OWN_PLACES or tile in OWN_TILES:
            self.ext.put(tile, where)
            return
        a = ANIMAL_OF.get(tile)
        if self.ext is not None and tile.endswith(":baby") and where == "pen":
            self.ext.babies += 1
        if where == "pen":
            self.counts[i] += 1
            self.animals[i] = a
            if self.counts[i] == CAP[i]:
                self.coins += C.FILL_BONUS[i]
        elif where == "stall":
            self.stall_tiles[i].append(STALL_OF[tile])
            self.stall_room[i] -= 1
        elif a is not None:
            self.barn_animals[a] = self.barn_animals.get(a, 0) + 1
        else:
            self.barn_stalls.add(STALL_OF[tile])

    def take(self, tiles, ctx: Context) -> float:
        """Place the tiles greedily, one after another (animals before stalls
        so stalls can follow the pens); return the value reached."""
        placed = []
        for tile in tiles:
            if tile == COIN:
                self.coins += 1
            else:
                placed.append(tile)
        if not placed:
            return self.value(ctx)
        best_value = None
        for tile in sorted(placed, key=lambda t: t in STALL_OF):
            best_value, where, i = self.best_place(tile, ctx)
            self.put(tile, where, i)
        return best_value

    def best_place(self, tile, ctx: Context):
        """(value, where, i) of the best place for one tile; the sketch is unchanged."""
        best = None
        for where, i in self.options(tile):
            # Try the place on this sketch and take it back: the same value a
            # copy would give, without copying.
            undo = self._put_undoably(tile, where, i)
            v = self.value(ctx)
            self._take_back(tile, where, i, undo)
            if best is None or v > best[0]:
                best = (v, where, i)
        return best

    def _put_undoably(self, tile, where, i):
        if where in OWN_PLACES or tile in OWN_TILES:
            undo = self.ext.copy()
            self.ext.put(tile, where)
            return undo
        if where == "pen":
            undo = (self.counts[i], self.animals[i], self.coins,
                    self.ext.babies if self.ext is not None else 0)
        elif where == "stall":
            undo = None
        else:
            a = ANIMAL_OF.get(tile)
            undo = self.barn_animals.get(a) if a is not None else STALL_OF[tile] in self.barn_stalls
        self.put(tile, where, i)
        return undo

    def _take_back(self, tile, where, i, undo):
        if where in OWN_PLACES or tile in OWN_TILES:
            self.ext = undo
            return
        if where == "pen":
            self.counts[i], self.animals[i], self.coins, babies = undo
            if self.ext is not None:
                self.ext.babies = babies
        elif where == "stall":
            self.stall_tiles[i].pop()
            self.stall_room[i] += 1
        else:
            a = ANIMAL_OF.get(tile)
            if a is not None:
                if undo is None:
                    del self.barn_animals[a]      # it was new: so is the dict's order again
                else:
                    self.barn_animals[a] = undo
            elif not undo:
                self.barn_stalls.discard(STALL_OF[tile])


def truck_gain(sketch: Sketch, base: float, tiles, ctx: Context) -> float:
    """What taking a truck with these tiles adds to a zoo, by greedy placement."""
    if len(tiles) == 1 and tiles[0] != COIN:       # one tile: tried in place, no copy
        return sketch.best_place(tiles[0], ctx)[0] - base
    return sketch.copy().take(tiles, ctx) - base


def tile_gain(sketch: Sketch, base: float, ctx: Context) -> float:
    """What one more random unseen tile adds to a zoo, on average."""
    total = 0.0
    for tile, p in ctx.draw_kinds:
        total += p * truck_gain(sketch, base, (tile,), ctx)
    return total


def seat_values(state, ctx: Context | None = None) -> list:
    """Estimated final score of every seat (higher is better)."""
    ctx = ctx or Context(state)
    n = len(state.zoos)
    if state.game_over:
        return [score_zoo(z, state.options)["total"]
                + TIEBREAK_COIN * tiebreak_money(z, state.options) for z in state.zoos]
    sketches = [Sketch(z) for z in state.zoos]
    values = [s.value(ctx) for s in sketches]
    if state.pending or state.decisions:
        # Tiles still to place (a truck's, a newborn or gift waiting for its place).
        p = state.current
        tiles = state.pending + [d["tile"] for d in state.decisions if d["tile"] in TILE_INFO
                                 and d.get("by") in PLACED_BY_DECISION]
        values[p] = truck_gain(sketches[p], values[p], tiles, ctx) + values[p]
    trucks = [t for t in state.trucks if t.taken_by is None and (t.tiles or ctx.can_draw)]
    if not trucks:
        return values
    gains = ctx.gains
    for q in range(n):
        if state.zoos[q].truck is not None or (state.pending and q == state.current):
            continue
        zkey = zoo_key(state.zoos[q])
        fill = 0.0
        if ctx.can_draw:
            fill = gains.get(zkey)
            if fill is None:
                fill = gains[zkey] = FILL_SHARE * max(0.0, tile_gain(sketches[q], values[q], ctx))
        best = None
        for t in trucks:
            key = (tuple(t.tiles), zkey)
            g = gains.get(key)
            if g is None:
                g = gains[key] = truck_gain(sketches[q], values[q], t.tiles, ctx)
            if ctx.can_draw:
                g += fill * t.free
            if best is None or g > best:
                best = g
        weight = TRUCK_WEIGHT_NEXT if q == state.current else TRUCK_WEIGHT_OTHER
        values[q] += weight * max(0.0, best)
    return values


def zoo_key(zoo):
    return (tuple(map(tuple, zoo.pens)), tuple(map(tuple, zoo.stalls)),
            tuple(zoo.barn), zoo.coins, zoo.expanded, repr(zoo.extra) if zoo.extra else None)


def margin(values: list, seat: int) -> float:
    rivals = [v for q, v in enumerate(values) if q != seat]
    rival = RIVAL_MAX_SHARE * max(rivals) + (1 - RIVAL_MAX_SHARE) * sum(rivals) / len(rivals)
    return values[seat] - rival


def utility(state, seat: int, ctx: Context | None = None) -> float:
    """The seat's estimated final score minus its rivals'."""
    return margin(seat_values(state, ctx), seat)
