"""A dice game as a record: its setup, every action since, and the state (the rolls come from the seed in the setup);
the shared part is zooloretto/common.py RecordBase."""
from __future__ import annotations

from dataclasses import dataclass

from ...common import RecordBase
from .actions import to_json as action_to_json
from .engine import apply
from .state import DiceState, new_game


def game_from_setup(setup: dict) -> DiceState:
    """The game's start: a new game, or a moment of another game (setup["position"]: Play
    from here) with rolls of its own seed."""
    if "position" in setup:
        from .view import from_position
        return from_position(setup)
    return new_game(setup["players"], setup["seed"], setup["names"], setup["start_player"])


@dataclass
class DiceRecord(RecordBase):
    game = "dice"
    apply_action = staticmethod(apply)
    action_to_json = staticmethod(action_to_json)
    game_from_setup = staticmethod(game_from_setup)

    @staticmethod
    def names_of(state: DiceState) -> list:
        return [s.name for s in state.sheets]
