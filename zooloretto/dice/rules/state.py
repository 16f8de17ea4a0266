"""The state of a dice game: plain data that maps one-to-one onto JSON.

The seed is inside the state: a roll's faces are drawn from the seed and the
number of rolls so far (`roll_faces`), at the moment of the roll and not
before. `view.public_view` hides the seed, so nobody can know a roll before
it is made.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import components as C


@dataclass(slots=True)
class Sheet:
    """One player's score sheet and the dice they took this round."""
    name: str
    pens: dict = field(default_factory=lambda: {a: 0 for a in C.ANIMALS})  # boxes crossed
    bonuses: list = field(default_factory=list)   # animals whose bonus box is crossed
    coins: int = 0                                # coin boxes crossed
    barn: list = field(default_factory=list)      # animals whose barn box is crossed
    taken: list | None = None                     # dice taken this round; None while in the round

    def free_enclosures(self) -> int:
        """Enclosures with at least one free box."""
        return sum(1 for a in C.ANIMALS if self.pens[a] < C.ENCLOSURE_BOXES[a])

    def copy(self) -> "Sheet":
        return Sheet(self.name, dict(self.pens), self.bonuses[:], self.coins, self.barn[:],
                     None if self.taken is None else self.taken[:])

    def to_json(self) -> dict:
        return {"name": self.name, "pens": dict(self.pens), "bonuses": self.bonuses[:],
                "coins": self.coins, "barn": self.barn[:],
                "taken": None if self.taken is None else self.taken[:]}

    @classmethod
    def from_json(cls, d: dict) -> "Sheet":
        return cls(d["name"], dict(d["pens"]), list(d["bonuses"]), d["coins"], list(d["barn"]),
                   None if d["taken"] is None else list(d["taken"]))


@dataclass(slots=True)
class DiceState:
    game = "dice"                 # not a field: names the game, as DiceRecord.game does
    seed: int
    sheets: list                  # one Sheet per player, in seat order
    trucks: list                  # per truck, the faces on its crates, in loading order
    supply: int                   # dice in the common supply
    rolled: list = field(default_factory=list)   # rolled faces not yet loaded on a truck
    rolls: int = 0                # rolls made since the start: the next roll's number
    current: int = 0
    round: int = 1
    last_taker: int | None = None
    last_round: bool = False      # someone has free boxes in at most one enclosure
    game_over: bool = False
    # The tray slot of each rolled die, in the order of `rolled`: a die keeps its place
    # while the other is loaded. A tuple: copies share it, the engine replaces it.
    rolled_slots: tuple = ()

    @property
    def num_players(self) -> int:
        return len(self.sheets)

    @property
    def dice(self) -> int:
        return C.DICE[len(self.sheets)]

    def copy(self) -> "DiceState":
        return DiceState(self.seed, [s.copy() for s in self.sheets], [t[:] for t in self.trucks],
                         self.supply, self.rolled[:], self.rolls, self.current, self.round,
                         self.last_taker, self.last_round, self.game_over, self.rolled_slots)

    def to_json(self) -> dict:
        return {"seed": self.seed, "sheets": [s.to_json() for s in self.sheets],
                "trucks": [t[:] for t in self.trucks], "supply": self.supply,
                "rolled": self.rolled[:], "rolls": self.rolls, "current": self.current,
                "round": self.round, "last_taker": self.last_taker,
                "last_round": self.last_round, "game_over": self.game_over,
                "rolled_slots": list(self.rolled_slots)}

    @classmethod
    def from_json(cls, d: dict) -> "DiceState":
        return cls(d["seed"], [Sheet.from_json(s) for s in d["sheets"]],
                   [list(t) for t in d["trucks"]], d["supply"], list(d["rolled"]), d["rolls"],
                   d["current"], d["round"], d["last_taker"], d["last_round"], d["game_over"],
                   _rolled_slots(d))


def _rolled_slots(d: dict) -> tuple:
    """The rolled dice's tray slots; a state written before they were kept (save format 1)
    has its dice side by side from the left, as that version drew them."""
    slots = d.get("rolled_slots")
    if slots is None:
        return tuple(range(len(d["rolled"])))
    if not isinstance(slots, list):
        raise TypeError("the rolled dice's slots must be a list")
    return tuple(slots)


class SetupError(ValueError):
    """A new game was asked for with impossible options."""


def roll_faces(seed: int, number: int) -> list:
    """The faces of roll `number` (0, 1, ...) of the game dealt with `seed`."""
    rng = random.Random(f"zooloretto-dice:{seed}:{number}")
    return [rng.choice(C.FACES) for _ in range(C.DICE_PER_ROLL)]


def new_game(num_players: int, seed: int = 0, names=None, start_player: int = 0) -> DiceState:
    """The table at the start: every die in the supply, empty trucks and sheets."""
    if (not isinstance(num_players, int) or isinstance(num_players, bool)
            or not C.MIN_PLAYERS <= num_players <= C.MAX_PLAYERS):
        raise SetupError(f"the dice game is for {C.MIN_PLAYERS} to {C.MAX_PLAYERS} players, not {num_players}")
    if not isinstance(start_player, int) or not 0 <= start_player < num_players:
        raise SetupError(f"start player must be a seat from 0 to {num_players - 1}")
    names = list(names) if names else [f"Player {i + 1}" for i in range(num_players)]
    if len(names) != num_players:
        raise SetupError(f"{len(names)} names given for {num_players} players")
    return DiceState(seed=seed, sheets=[Sheet(n) for n in names],
                     trucks=[[] for _ in range(C.TRUCKS[num_players])],
                     supply=C.DICE[num_players], current=start_player)
