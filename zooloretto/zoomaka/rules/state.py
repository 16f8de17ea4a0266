"""The state of a Zoomaka game: plain data that maps one-to-one onto JSON.

Cards are named by their ids ("bird-3", see cards.py). Piles are lists whose last item
is the top. The seed is in the state: every shuffle (the deal and each reshuffle) and
every random pick (a thief's blind grab) draws from `random.Random` seeded with the
seed and the number of chance draws made so far (`chance`), at the moment it happens,
so a seed and an action list replay a game. `view.public_view` hides the seed (None:
the view refuses to draw, NoChance), the other players' hands and banks, and the Draw
pile's order.

`active` is whose turn it is; `current` is who must decide now: the active player, or
another whom the rules ask (a Response to play or not, a fee to pay), as `window` and
`asked` say.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import rulings as R
from .cards import ALL_IDS

HIDDEN = "?"        # a card the viewer cannot see (public views only)


@dataclass(slots=True)
class Section:
    """A Park section: its type, its animals (in the order placed) and add-ons."""
    type: str
    animals: list = field(default_factory=list)
    addons: list = field(default_factory=list)

    def copy(self) -> "Section":
        return Section(self.type, self.animals[:], self.addons[:])

    def to_json(self) -> dict:
        return {"type": self.type, "animals": self.animals[:], "addons": self.addons[:]}

    @classmethod
    def from_json(cls, d: dict) -> "Section":
        return cls(d["type"], list(d["animals"]), list(d["addons"]))


@dataclass(slots=True)
class Player:
    name: str
    hand: list = field(default_factory=list)
    bank: list = field(default_factory=list)      # face down
    zoo: list = field(default_factory=list)       # Sections, in the order opened

    def section(self, kind: str):
        for sec in self.zoo:
            if sec.type == kind:
                return sec
        return None

    def copy(self) -> "Player":
        return Player(self.name, self.hand[:], self.bank[:], [s.copy() for s in self.zoo])

    def to_json(self) -> dict:
        return {"name": self.name, "hand": self.hand[:], "bank": self.bank[:],
                "zoo": [s.to_json() for s in self.zoo]}

    @classmethod
    def from_json(cls, d: dict) -> "Player":
        return cls(d["name"], list(d["hand"]), list(d["bank"]),
                   [Section.from_json(s) for s in d["zoo"]])


def _copy_window(w):
    if w is None:
        return None
    return {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
            for k, v in w.items()}


@dataclass(slots=True)
class ZoomakaState:
    game = "zoomaka"              # not a field: names the game, as the record's `game`
    seed: int
    players: list                 # Player per seat
    draw: list                    # face down; the last card is the top
    discard: list = field(default_factory=list)
    settings: list = field(default_factory=list)   # the last card is the one in effect
    active: int = 0               # whose turn it is
    current: int = 0              # who must decide now
    turn: int = 1                 # turns begun since the start
    used: int = 0                 # actions spent this turn
    bonus: int = 0                # extra actions this turn (Coffee)
    moving: bool = False          # the last action was a move: more moves are free
    window: dict | None = None    # what is being answered (a placement, a Direct card, a fee)
    asked: list = field(default_factory=list)     # seats still to ask; the first decides
    owed: int = 0                 # cards `current` must still discard (Quick Delivery)
    owing: int | None = None      # who owes them
    received: list = field(default_factory=list)  # assets paid to the active player, to place
    chance: int = 1               # chance draws made (the deal was number 0)
    game_over: bool = False
    winners: list = field(default_factory=list)
    ended_by: str | None = None   # "zoo" (a zoo completed) or "limit" (the turn limit)
    # A game begun before the Robber's cards went to the hand (a save's setup
    # "robber_into": "bank", saving.upgraded) keeps the rule it was played under.
    robber_into: str = "hand"

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def round(self) -> int:
        """Rounds begun (every player's turn once), from 1."""
        return (self.turn - 1) // len(self.players) + 1

    def top_setting(self):
        return self.settings[-1] if self.settings else None

    def copy(self) -> "ZoomakaState":
        return ZoomakaState(self.seed, [p.copy() for p in self.players], self.draw[:],
                            self.discard[:], self.settings[:], self.active, self.current,
                            self.turn, self.used, self.bonus, self.moving,
                            _copy_window(self.window), self.asked[:], self.owed, self.owing,
                            self.received[:], self.chance, self.game_over, self.winners[:],
                            self.ended_by, self.robber_into)

    def to_json(self) -> dict:
        return {"seed": self.seed, "players": [p.to_json() for p in self.players],
                "draw": self.draw[:], "discard": self.discard[:], "settings": self.settings[:],
                "active": self.active, "current": self.current, "turn": self.turn,
                "used": self.used, "bonus": self.bonus, "moving": self.moving,
                "window": _copy_window(self.window), "asked": self.asked[:], "owed": self.owed,
                "owing": self.owing, "received": self.received[:], "chance": self.chance,
                "game_over": self.game_over, "winners": self.winners[:],
                "ended_by": self.ended_by,
                **({} if self.robber_into == "hand" else {"robber_into": self.robber_into})}

    @classmethod
    def from_json(cls, d: dict) -> "ZoomakaState":
        window = d["window"]
        if window is not None and not isinstance(window, dict):
            raise TypeError("the window must be an object or null")
        return cls(d["seed"], [Player.from_json(p) for p in d["players"]], list(d["draw"]),
                   list(d["discard"]), list(d["settings"]), d["active"], d["current"],
                   d["turn"], d["used"], d["bonus"], d["moving"], _copy_window(window),
                   list(d["asked"]), d["owed"], d["owing"], list(d["received"]), d["chance"],
                   d["game_over"], list(d["winners"]), d["ended_by"],
                   robber_into(d.get("robber_into", "hand")))


class NoChance(ValueError):
    """A public view (seed None, hidden cards) was asked to shuffle or draw: only a full
    state, or a view's guess (view.determinize, which gives it a seed), can."""


class SetupError(ValueError):
    """A new game was asked for with impossible options."""


def shuffle(rng: random.Random, items: list) -> None:
    """Fisher-Yates from the end with indices drawn from just enough random bits: our
    own copy, so a future Python that shuffles differently cannot change a saved game."""
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = rng.getrandbits(k)
        while j >= n:
            j = rng.getrandbits(k)
        items[i], items[j] = items[j], items[i]


def pick_index(rng: random.Random, n: int) -> int:
    """A random index below n (n >= 1), drawn as `shuffle` draws."""
    k = n.bit_length()
    j = rng.getrandbits(k)
    while j >= n:
        j = rng.getrandbits(k)
    return j


def chance_rng(state: ZoomakaState) -> random.Random:
    """The generator of the next chance draw; counts it. A public view has no seed and
    refuses (NoChance)."""
    if state.seed is None:
        raise NoChance("a public view has no seed: it cannot shuffle or draw (determinize it first)")
    rng = random.Random(f"zoomaka:{state.seed}:{state.chance}")
    state.chance += 1
    return rng


def robber_into(where):
    """Where a Robber's cards go: "hand" (today), or "bank" (the rule a game begun before
    it changed was played under); anything else is a SetupError."""
    if where not in ("hand", "bank"):
        raise SetupError("robber_into must be \"hand\" or \"bank\"")
    return where


def new_game(num_players: int, seed: int = 0, names=None,
             start_player: int = R.START_PLAYER, robber: str = "hand") -> ZoomakaState:
    """The shuffled deck, six cards dealt to each player, the rest the Draw pile."""
    if (not isinstance(num_players, int) or isinstance(num_players, bool)
            or not R.MIN_PLAYERS <= num_players <= R.MAX_PLAYERS):
        raise SetupError(f"Zoomaka is for {R.MIN_PLAYERS} to {R.MAX_PLAYERS} players, not {num_players}")
    if (not isinstance(start_player, int) or isinstance(start_player, bool)
            or not 0 <= start_player < num_players):
        raise SetupError(f"start player must be a seat from 0 to {num_players - 1}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError("the seed must be a whole number")
    names = list(names) if names else [f"Player {i + 1}" for i in range(num_players)]
    if len(names) != num_players:
        raise SetupError(f"{len(names)} names given for {num_players} players")
    deck = list(ALL_IDS)
    shuffle(random.Random(f"zoomaka:{seed}:0"), deck)
    players = []
    for name in names:
        hand = deck[-R.DEAL:]
        del deck[-R.DEAL:]
        players.append(Player(name, hand[::-1]))
    return ZoomakaState(seed, players, deck, active=start_player, current=start_player,
                        robber_into=robber_into(robber))
