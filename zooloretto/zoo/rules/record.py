"""A game as a record: how it was set up, every action since, and the state.

The setup and the action list replay the game exactly (all chance is in the
seeded setup); the stored state lets a save be resumed without replaying.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .actions import to_json as action_to_json
from .engine import apply
from .names import clean_name
from .state import GameState, new_game


def game_from_setup(setup: dict) -> GameState:
    """The game's start: a new deal, or a moment of another game (setup["position"]: Play
    from here, view.from_position) with its unseen tiles dealt again."""
    if "position" in setup:
        from .view import from_position
        return from_position(setup)
    return new_game(setup["players"], setup["seed"], setup["names"], setup["removed"],
                    setup["start_player"], setup.get("expansions"))


@dataclass
class GameRecord:
    setup: dict                   # keyword arguments of new_game
    state: GameState
    actions: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)   # seats (human/bot, level, colour), free for the UI

    @classmethod
    def new(cls, players: int, seed: int = 0, names=None, removed=None,
            start_player: int = 0, meta=None, expansions=None) -> "GameRecord":
        if names:     # what a name may hold: rules/names.py
            names = [clean_name(n, f"Player {i + 1}") for i, n in enumerate(names)]
        state = new_game(players, seed, names, removed, start_player, expansions)
        setup = {"players": players, "seed": seed, "names": [z.name for z in state.zoos],
                 "removed": state.removed[:], "start_player": start_player}
        if state.options:          # a base game's setup reads as before expansions
            setup["expansions"] = list(state.options)
        return cls(setup, state, [], dict(meta or {}))

    @classmethod
    def create(cls, players: int, seed: int = 0, names=None, start_player: int = 0, meta=None,
               removed=None, expansions=None) -> "GameRecord":
        """`new` in the shape every game's record has (common.RecordBase.create): the
        board game's own set-up choices are the animals removed and the expansions."""
        return cls.new(players, seed, names, removed, start_player, meta, expansions)

    def play(self, action) -> list:
        """Apply a legal action (IllegalAction if not) and remember it."""
        events = apply(self.state, action)
        self.actions.append(action)
        return events

    def replay(self, upto: int | None = None) -> GameState:
        """The state after the first `upto` actions (all by default), rebuilt from the setup."""
        s = game_from_setup(self.setup)
        for a in self.actions[:upto]:
            apply(s, a)
        return s

    def copy(self) -> "GameRecord":
        return GameRecord(dict(self.setup), self.state.copy(), self.actions[:],
                          dict(self.meta))

    def actions_json(self) -> list:
        return [action_to_json(a) for a in self.actions]
