"""The game state: plain data that maps one-to-one onto JSON.

A state holds everything, including the order of the face-down stacks
(the game's only secret); `view.public_view` hides that order.
The last element of a stack list is its top tile.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import components as C
from . import tiles as T
from .chance import shuffle
from .hooks import active, normalize


@dataclass(slots=True)
class Zoo:
    name: str
    coins: int = C.STARTING_COINS
    # Animal tiles per enclosure, by enclosure index (0-2 board, 3-4 expansions).
    pens: list = field(default_factory=list)
    # Stall tiles on the stall spaces that belong to each enclosure.
    stalls: list = field(default_factory=list)
    barn: list = field(default_factory=list)
    expansions: int = 1          # expansion boards owned (face down or up)
    expanded: int = 0            # expansion boards turned face up
    truck: int | None = None     # the truck taken this round, if any
    # What expansions keep in a zoo (JSON-safe: texts, numbers, lists of them).
    # "pen_reserved" / "stall_reserved": spaces per enclosure taken by buildings.
    extra: dict = field(default_factory=dict)
    caps: tuple = C.ENCLOSURE_CAPACITY       # spaces per enclosure for animals
    stall_caps: tuple = C.STALL_SPACES       # stall spaces per enclosure

    def refresh_caps(self) -> None:
        """Recompute the capacities from the spaces buildings take (zoo.extra)."""
        pens, stalls = self.extra.get("pen_reserved"), self.extra.get("stall_reserved")
        self.caps = (tuple(c - r for c, r in zip(C.ENCLOSURE_CAPACITY, pens))
                     if pens else C.ENCLOSURE_CAPACITY)
        self.stall_caps = (tuple(c - r for c, r in zip(C.STALL_SPACES, stalls))
                           if stalls else C.STALL_SPACES)

    @property
    def open_pens(self) -> int:
        return C.BOARD_ENCLOSURES + self.expanded

    def copy(self) -> "Zoo":
        return Zoo(self.name, self.coins, [p[:] for p in self.pens],
                   [s[:] for s in self.stalls], self.barn[:],
                   self.expansions, self.expanded, self.truck,
                   copy_extra(self.extra) if self.extra else {}, self.caps, self.stall_caps)

    def to_json(self) -> dict:
        d = {"name": self.name, "coins": self.coins,
             "pens": [p[:] for p in self.pens],
             "stalls": [s[:] for s in self.stalls],
             "barn": self.barn[:], "expansions": self.expansions,
             "expanded": self.expanded, "truck": self.truck}
        if self.extra:
            d["extra"] = copy_extra(self.extra)
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Zoo":
        extra = d.get("extra", {})
        if not isinstance(extra, dict):
            raise TypeError("a zoo's extra part must be an object")
        zoo = cls(d["name"], d["coins"], [list(p) for p in d["pens"]],
                  [list(s) for s in d["stalls"]], list(d["barn"]),
                  d["expansions"], d["expanded"], d["truck"], copy_extra(extra))
        zoo.refresh_caps()
        return zoo


def copy_extra(extra: dict) -> dict:
    """A copy of an expansion part: its lists copied, so copies never share one."""
    return {k: (v[:] if type(v) is list else dict(v) if type(v) is dict else v)
            for k, v in extra.items()}


@dataclass(slots=True)
class Truck:
    tiles: list = field(default_factory=list)     # face up
    blocked: list = field(default_factory=list)   # face down, 2-player only
    taken_by: int | None = None

    @property
    def free(self) -> int:
        return C.TRUCK_SIZE - len(self.tiles) - len(self.blocked)

    def copy(self) -> "Truck":
        return Truck(self.tiles[:], self.blocked[:], self.taken_by)

    def to_json(self) -> dict:
        return {"tiles": self.tiles[:], "blocked": self.blocked[:],
                "taken_by": self.taken_by}

    @classmethod
    def from_json(cls, d: dict) -> "Truck":
        return cls(list(d["tiles"]), list(d["blocked"]), d["taken_by"])


@dataclass(slots=True)
class GameState:
    seed: int
    animals: list                 # animal types in play
    removed: list                 # animal types left in the box
    zoos: list                    # one Zoo per player, in seat order
    trucks: list
    draw_pile: list               # face-down, top = last
    end_pile: list                # the 15 under the disc, top = last
    offspring: dict               # animal -> offspring tiles left in the supply
    bank: int
    box: list = field(default_factory=list)        # tiles out of the game
    pending: list = field(default_factory=list)    # tiles being unloaded
    current: int = 0
    round: int = 1
    last_taker: int | None = None
    end_triggered: bool = False
    game_over: bool = False
    options: tuple = ()           # expansions switched on (names, registry order)
    extra: dict = field(default_factory=dict)      # expansions' shared parts
    decisions: list = field(default_factory=list)  # answers the player to move owes
    # The truck slot (rules/places.py: blocked spaces counted) of each pending tile, in the
    # order of `pending`: a tile keeps its space while the others of its truck are placed.
    # A tuple: copies share it, the engine replaces it.
    pending_slots: tuple = ()
    # Action A's tile between its two steps: revealed (face up for all) and not yet put on
    # a truck. None at every other moment.
    revealed: str | None = None

    @property
    def num_players(self) -> int:
        return len(self.zoos)

    def copy(self) -> "GameState":
        return GameState(self.seed, self.animals[:], self.removed[:],
                         [z.copy() for z in self.zoos],
                         [t.copy() for t in self.trucks],
                         self.draw_pile[:], self.end_pile[:],
                         dict(self.offspring), self.bank, self.box[:],
                         self.pending[:], self.current, self.round,
                         self.last_taker, self.end_triggered, self.game_over,
                         self.options, copy_extra(self.extra) if self.extra else {},
                         [dict(d) for d in self.decisions] if self.decisions else [],
                         self.pending_slots, self.revealed)

    def to_json(self) -> dict:
        d = {"seed": self.seed, "animals": self.animals[:],
                "removed": self.removed[:],
                "zoos": [z.to_json() for z in self.zoos],
                "trucks": [t.to_json() for t in self.trucks],
                "draw_pile": self.draw_pile[:], "end_pile": self.end_pile[:],
                "offspring": dict(self.offspring), "bank": self.bank,
                "box": self.box[:], "pending": self.pending[:],
                "pending_slots": list(self.pending_slots),
                "current": self.current, "round": self.round,
                "last_taker": self.last_taker, "revealed": self.revealed,
                "end_triggered": self.end_triggered,
                "game_over": self.game_over}
        if self.options:     # a base game's state reads exactly as before expansions
            d["options"] = list(self.options)
            d["extra"] = copy_extra(self.extra)
            d["decisions"] = [dict(x) for x in self.decisions]
        return d

    @classmethod
    def from_json(cls, d: dict) -> "GameState":
        options, extra, decisions = d.get("options", []), d.get("extra", {}), d.get("decisions", [])
        if (not isinstance(options, list) or not isinstance(extra, dict)
                or not isinstance(decisions, list) or not all(isinstance(x, dict) for x in decisions)):
            raise TypeError("damaged expansion parts")
        return cls(d["seed"], list(d["animals"]), list(d["removed"]),
                   [Zoo.from_json(z) for z in d["zoos"]],
                   [Truck.from_json(t) for t in d["trucks"]],
                   list(d["draw_pile"]), list(d["end_pile"]),
                   dict(d["offspring"]), d["bank"], list(d["box"]),
                   list(d["pending"]), d["current"], d["round"],
                   d["last_taker"], d["end_triggered"], d["game_over"],
                   normalize(options), copy_extra(extra), [dict(x) for x in decisions],
                   _pending_slots(d), _revealed(d))


def _revealed(d: dict):
    """The tile between the two steps of action A; saves of format 2 and older never hold
    one (a draw was one step then)."""
    tile = d.get("revealed")
    if tile is not None and not isinstance(tile, str):
        raise TypeError("the revealed tile must be a tile's name")
    return tile


def _pending_slots(d: dict) -> tuple:
    """The pending tiles' truck slots; a state written before they were kept (save format 1)
    has its tiles side by side after the blocked spaces, as that version drew them."""
    slots = d.get("pending_slots")
    if slots is not None:
        if not isinstance(slots, list):
            raise TypeError("the pending tiles' slots must be a list")
        return tuple(slots)
    blocked = 0
    if d["pending"]:
        try:
            blocked = len(d["trucks"][d["zoos"][d["current"]]["truck"]]["blocked"])
        except (KeyError, IndexError, TypeError):
            pass        # a damaged position: check_state names what is wrong
    return tuple(range(blocked, blocked + len(d["pending"])))


# The box's square tiles, built once: every game (the bots' imagined ones too) starts from them.
_SQUARE_TILES = {a: tuple(T.square_tiles_of(a)) for a in C.ANIMALS}
_NON_ANIMAL_TILES = tuple(T.non_animal_tiles())


class SetupError(ValueError):
    """A new game was asked for with impossible options."""


def new_game(num_players: int, seed: int = 0, names=None, removed=None,
             start_player: int = 0, expansions=None) -> GameState:
    """Set up the table as the rulebook describes, shuffled by `seed`.

    `removed` names the animal types to leave in the box; by default chance
    picks them. `expansions` names the expansions to play with (see hooks.py). All of the game's chance happens here: afterwards a state
    and an action list decide everything.
    """
    if not isinstance(num_players, int) or not C.MIN_PLAYERS <= num_players <= C.MAX_PLAYERS:
        raise SetupError(f"Zooloretto is for {C.MIN_PLAYERS} to {C.MAX_PLAYERS} players, not {num_players}.")
    try:
        options = normalize(expansions)
    except ValueError as e:
        raise SetupError(f"{e}.") from None
    if not 0 <= start_player < num_players:
        raise SetupError(f"start player must be a seat from 0 to {num_players - 1}")
    rng = random.Random(seed)
    to_remove = C.REMOVED_TYPES[num_players]
    # Always draw chance's choice, so that naming the same types replays the same shuffle.
    by_chance = rng.sample(C.ANIMALS, to_remove)
    if removed is None:
        removed = by_chance
    else:
        removed = list(removed)
        unknown = [a for a in removed if a not in C.ANIMALS]
        if unknown:
            raise SetupError(f"unknown animal type {unknown[0]!r}; choose from {', '.join(C.ANIMALS)}")
        if len(set(removed)) != to_remove:
            raise SetupError(f"a {num_players}-player game leaves out exactly {to_remove} animal type(s), not {len(set(removed))}")
    removed = sorted(removed)     # canonical order: the shuffle below must not depend on it
    animals = [a for a in C.ANIMALS if a not in removed]
    names = list(names) if names else [f"Player {i + 1}" for i in range(num_players)]
    if len(names) != num_players:
        raise SetupError(f"{len(names)} names given for {num_players} players")

    square = list(_NON_ANIMAL_TILES)
    for a in animals:
        square += _SQUARE_TILES[a]
    shuffle(rng, square)
    end_pile, draw_pile = square[:C.END_STACK_SIZE], square[C.END_STACK_SIZE:]

    box = []
    for a in removed:
        box += _SQUARE_TILES[a]
        box += [T.baby(a)] * C.OFFSPRING_PER_ANIMAL
    trucks = [Truck() for _ in range(C.trucks_for(num_players))]
    if num_players == 2:
        # The box is shuffled only to pick these; it is sorted below, and nothing
        # draws from `rng` after this, so other games skip the shuffle.
        shuffle(rng, box)
        # Three face-down tiles from the removed types block truck spaces.
        blockers = [t for t in box if T.KIND[t] == T.ANIMAL and not T.is_offspring(t)][:sum(C.TWO_PLAYER_BLOCKED)]
        for t in blockers:
            box.remove(t)
        for truck, n in zip(trucks, C.TWO_PLAYER_BLOCKED):
            truck.blocked, blockers = blockers[:n], blockers[n:]
    box.sort()

    expansions = C.expansions_for(num_players)
    zoos = [Zoo(name, pens=[[] for _ in C.ENCLOSURE_CAPACITY],
                stalls=[[] for _ in C.ENCLOSURE_CAPACITY],
                expansions=expansions) for name in names]
    state = GameState(
        seed=seed, animals=animals, removed=sorted(removed), zoos=zoos,
        trucks=trucks, draw_pile=draw_pile, end_pile=end_pile,
        offspring={a: C.OFFSPRING_PER_ANIMAL for a in animals},
        bank=C.COINS_IN_BOX - C.STARTING_COINS * num_players,
        box=box, current=start_player, options=options)
    # Expansions add only public components: the shuffle above stays the base game's.
    for expansion in active(state):
        expansion.setup(state)
    return state
