"""A Zoomaka game as a record: its setup, every action since, and the state.

The setup and the action list replay the game exactly (every shuffle and random grab
comes from the seed in the setup); the stored state lets a save resume without
replaying. `game` names the game in a save's header.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .actions import to_json as action_to_json
from .engine import apply
from .state import ZoomakaState, new_game


def game_from_setup(setup: dict) -> ZoomakaState:
    return new_game(setup["players"], setup["seed"], setup["names"], setup["start_player"])


@dataclass
class ZoomakaRecord:
    setup: dict                   # players, seed, names, start_player
    state: ZoomakaState
    actions: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)   # seats for the screen; the rules ignore it
    game = "zoomaka"

    @classmethod
    def new(cls, players: int, seed: int = 0, names=None, start_player: int = 0,
            meta=None) -> "ZoomakaRecord":
        state = new_game(players, seed, names, start_player)
        setup = {"players": players, "seed": seed, "names": [p.name for p in state.players],
                 "start_player": start_player}
        return cls(setup, state, [], dict(meta or {}))

    def play(self, action) -> list:
        """Apply a legal action (IllegalAction if not) and remember it."""
        events = apply(self.state, action)
        self.actions.append(action)
        return events

    def replay(self, upto: int | None = None) -> ZoomakaState:
        """The state after the first `upto` actions (all by default), rebuilt from the setup."""
        s = game_from_setup(self.setup)
        for a in self.actions[:upto]:
            apply(s, a)
        return s

    def copy(self) -> "ZoomakaRecord":
        return ZoomakaRecord(dict(self.setup), self.state.copy(), self.actions[:], dict(self.meta))

    def actions_json(self) -> list:
        return [action_to_json(a) for a in self.actions]
