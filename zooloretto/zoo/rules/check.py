"""Checks that a state could have arisen in a real game.

Used by the save loader (a damaged or edited save is refused with the first
problem found) and by the property tests after every action.
"""
from __future__ import annotations

from collections import Counter

from .legal import trucks_with_room
from . import components as C
from . import tiles as T
from .hooks import active, owner_of_decision


class InvalidState(ValueError):
    """A state breaks a rule of the game; the message names the problem."""


def full_tile_set(animals_in_play: int = len(C.ANIMALS)) -> Counter:
    """Every tile in the box (square tiles and offspring), bred or not."""
    c = Counter(T.non_animal_tiles())
    for a in C.ANIMALS:
        c.update(T.square_tiles_of(a))
        c[T.baby(a)] += C.OFFSPRING_PER_ANIMAL
    return c


def _unbred(tile):
    return tile[:-5] if tile.endswith(":bred") else tile


def check_state(s) -> None:
    """Raise InvalidState naming the first broken rule; return None if all is well."""
    def fail(msg):
        raise InvalidState(msg)

    n = len(s.zoos)
    if not C.MIN_PLAYERS <= n <= C.MAX_PLAYERS:
        fail(f"{n} players: the game is for 2 to 5")
    if sorted(s.animals + s.removed) != sorted(C.ANIMALS):
        fail("animal types in play and removed do not add up to the eight types")
    if len(s.removed) != C.REMOVED_TYPES[n]:
        fail(f"a {n}-player game leaves out {C.REMOVED_TYPES[n]} animal type(s), this one {len(s.removed)}")
    if len(s.trucks) != C.trucks_for(n):
        fail(f"{len(s.trucks)} trucks for {n} players")
    if not 0 <= s.current < n:
        fail(f"current player {s.current} is not a seat")

    # Every tile exactly once, wherever it is.
    seen = Counter()
    revealed = [] if s.revealed is None else [s.revealed]
    places = [s.draw_pile, s.end_pile, s.box, s.pending, revealed]
    for t in s.trucks:
        places += [t.tiles, t.blocked]
    for z in s.zoos:
        places += list(z.pens) + list(z.stalls) + [z.barn]
    expansions = active(s)
    extra_places = [list(p) for e in expansions for p in e.tiles(s)]
    for place in places + extra_places:
        for tile in place:
            if tile not in T.KIND:
                fail(f"unknown tile {tile!r}")
            seen[_unbred(tile)] += 1
    for a, left in s.offspring.items():
        if a not in s.animals:
            fail(f"offspring supply of {a}, a type not in play")
        if not 0 <= left <= C.OFFSPRING_PER_ANIMAL:
            fail(f"offspring supply of {a} is {left}")
        seen[T.baby(a)] += left
    expected = full_tile_set()
    for e in expansions:
        expected.update(e.components())
    # A collected coin tile becomes money: coin tiles are counted with the money.
    if seen[T.COIN] > expected[T.COIN]:
        fail(f"{seen[T.COIN]} coin tiles in the game, the box holds {expected[T.COIN]}")
    seen[T.COIN] = expected[T.COIN]
    for tile in sorted(set(seen) | set(expected)):
        if seen[tile] != expected[tile]:
            fail(f"{seen[tile]} {tile} tile(s) in the game, the box holds {expected[tile]}")
    in_play = set(s.animals)
    for place in [s.draw_pile, s.end_pile, revealed] + [t.tiles for t in s.trucks] + [s.pending]:
        for tile in place:
            if T.ANIMAL_OF.get(tile, None) and T.ANIMAL_OF[tile] not in in_play:
                fail(f"a {tile} tile is in play though its type was removed")

    # A collected coin tile becomes money at once: one in a zoo or being
    # unloaded is an edit, named before it shows as a money mismatch.
    for p, z in enumerate(s.zoos):
        if T.COIN in z.barn:
            fail(f"{z.name!r} (seat {p}) keeps a coin tile in the barn")
        if any(T.COIN in place for place in list(z.pens) + list(z.stalls)):
            fail(f"{z.name!r} (seat {p}) has a coin tile in the zoo")
    if T.COIN in s.pending:
        fail("a coin tile is being unloaded as if it were an animal or a stall")

    # Money: coins, bank and coin tiles still in the game add up to the box's.
    coin_tiles = sum(p.count(T.COIN) for p in [s.draw_pile, s.end_pile, revealed]
                     + [t.tiles for t in s.trucks])
    money = sum(z.coins for z in s.zoos) + s.bank + sum(e.money(s) for e in expansions)
    if any(z.coins < 0 for z in s.zoos) or s.bank < 0:
        fail("negative money")
    removed_coin_tiles = s.box.count(T.COIN)
    if money + coin_tiles + removed_coin_tiles != C.COINS_IN_BOX + C.COIN_TILES:
        fail(f"money does not add up: {money} in hands and bank, "
             f"{coin_tiles + removed_coin_tiles} coin tiles, the box has {C.COINS_IN_BOX + C.COIN_TILES}")

    # Zoos follow the placement rules.
    for p, z in enumerate(s.zoos):
        who = f"{z.name!r} (seat {p})"
        if z.expansions != C.expansions_for(n) or not 0 <= z.expanded <= z.expansions:
            fail(f"{who} has {z.expanded} of {z.expansions} expansion boards open")
        if len(z.pens) != len(C.ENCLOSURE_CAPACITY) or len(z.stalls) != len(C.STALL_SPACES):
            fail(f"{who} has a zoo of the wrong shape")
        for i, pen in enumerate(z.pens):
            if pen and i >= z.open_pens:
                fail(f"{who} has animals on a face-down expansion board")
            if len(pen) > z.caps[i]:
                fail(f"{who}'s enclosure {i} holds {len(pen)} tiles, it has {z.caps[i]} spaces")
            kinds = {T.ANIMAL_OF.get(t) for t in pen}
            if None in kinds:
                fail(f"{who}'s enclosure {i} holds a tile that is not an animal")
            if len(kinds) > 1:
                fail(f"{who}'s enclosure {i} mixes {' and '.join(sorted(kinds))}")
            unbred = Counter(T.UNBRED_SEX[t] for t in pen if t in T.UNBRED_SEX)
            if unbred["male"] and unbred["female"] and s.offspring.get(T.ANIMAL_OF[pen[0]], 0):
                fail(f"{who}'s enclosure {i} holds a fertile pair that has not bred")
        for i, spaces in enumerate(z.stalls):
            if spaces and i >= z.open_pens:
                fail(f"{who} has a stall on a face-down expansion board")
            if len(spaces) > z.stall_caps[i]:
                fail(f"{who}'s enclosure {i} has {len(spaces)} stalls beside it, room for {z.stall_caps[i]}")
            if any(T.KIND[t] != T.STALL for t in spaces):
                fail(f"{who} has a tile on a stall space that is not a stall")
        if any(T.KIND[t] == T.COIN for t in z.barn):
            fail(f"{who} keeps a coin tile in the barn")
        if z.truck is not None and not 0 <= z.truck < len(s.trucks):
            fail(f"{who} took a truck that does not exist")

    # Bred animals come in pairs with an offspring each.
    for a in C.ANIMALS:
        if a not in in_play:
            continue
        born = C.OFFSPRING_PER_ANIMAL - s.offspring.get(a, 0)
        males = seen_bred(s, a + ":male:bred")
        females = seen_bred(s, a + ":female:bred")
        if males != born or females != born:
            fail(f"{born} {a} offspring born but {males} male and {females} female parents")

    # Trucks and turn.
    for i, t in enumerate(s.trucks):
        if len(t.tiles) + len(t.blocked) > C.TRUCK_SIZE:
            fail(f"truck {i} carries more than {C.TRUCK_SIZE} tiles")
        if t.taken_by is not None:
            if not 0 <= t.taken_by < n or s.zoos[t.taken_by].truck != i:
                fail(f"truck {i} is marked as taken by seat {t.taken_by}, who does not have it")
            if t.tiles:
                fail(f"truck {i} was taken but still carries tiles")
        if n != 2 and t.blocked:
            fail("only the 2-player game has blocked truck spaces")
    if n == 2 and sorted(len(t.blocked) for t in s.trucks) != sorted(C.TWO_PLAYER_BLOCKED):
        fail("the 2-player trucks must have 0, 1 and 2 blocked spaces")
    for p, z in enumerate(s.zoos):
        if z.truck is not None and s.trucks[z.truck].taken_by != p:
            fail(f"seat {p} holds truck {z.truck}, which is not marked as theirs")
    if s.game_over:
        if s.pending or any(z.truck is not None for z in s.zoos):
            fail("the game is over but a turn is still under way")
        if not s.end_triggered:
            fail("the game is over though nobody drew from the end stack")
    else:
        if s.zoos[s.current].truck is not None and not s.pending and not s.decisions:
            fail(f"seat {s.current} is to move but has already taken a truck")
        if s.pending and s.zoos[s.current].truck is None:
            fail("tiles are being unloaded but the player has no truck")
    _check_pending_slots(s, fail)
    _check_revealed(s, fail)
    if s.end_triggered != (len(s.end_pile) < C.END_STACK_SIZE):
        fail("the end stack and the end-of-game marker disagree")
    if s.draw_pile and len(s.end_pile) < C.END_STACK_SIZE:
        fail("tiles were drawn from the end stack before the other stacks were empty")
    if s.round < 1:
        fail(f"round {s.round}")
    _check_expansions(s, expansions, fail)


def _check_revealed(s, fail):
    """A revealed tile waits only between the two steps of action A: on the turn of a
    player without a truck, with nothing else under way, and a truck space free for it."""
    if s.revealed is None:
        return
    if s.game_over or s.pending or s.decisions or s.zoos[s.current].truck is not None:
        fail(f"a {s.revealed} tile is revealed outside the turn of a player drawing")
    if not trucks_with_room(s):
        fail(f"a {s.revealed} tile is revealed but no untaken truck has room for it")


def _check_pending_slots(s, fail):
    """Each tile being unloaded has its own space of the truck, left to right."""
    slots = s.pending_slots
    if not isinstance(slots, tuple) or len(slots) != len(s.pending):
        fail("the tiles being unloaded and their truck spaces do not match")
    if not slots:
        return
    blocked = len(s.trucks[s.zoos[s.current].truck].blocked)
    if any(not isinstance(k, int) or isinstance(k, bool) for k in slots) \
            or list(slots) != sorted(set(slots)) or slots[0] < blocked or slots[-1] >= C.TRUCK_SIZE:
        fail(f"the tiles being unloaded are not on spaces {blocked} to {C.TRUCK_SIZE - 1} "
             "of their truck, one each, left to right")


def _check_expansions(s, expansions, fail):
    if not expansions and (s.extra or s.decisions or any(z.extra for z in s.zoos)):
        fail("the state holds expansion parts but the game has no expansions")
    for d in s.decisions:
        owner = owner_of_decision(d)
        if owner is None or owner not in expansions:
            fail("a pending decision belongs to no expansion of this game")
    if s.decisions and (s.game_over or s.zoos[s.current].truck is None and s.pending):
        fail("a decision is pending outside a turn")
    for e in expansions:
        e.check(s, fail)


def seen_bred(s, code):
    count = 0
    for z in s.zoos:
        for place in list(z.pens) + [z.barn]:
            count += place.count(code)
    count += s.box.count(code) + s.pending.count(code)
    for t in s.trucks:
        count += t.tiles.count(code)
    return count
