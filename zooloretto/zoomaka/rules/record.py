"""A Zoomaka game as a record: its setup, every action since, and the state (every shuffle and random grab comes from the seed in the setup);
the shared part is zooloretto/common.py RecordBase."""
from __future__ import annotations

from dataclasses import dataclass

from ...common import RecordBase
from .actions import to_json as action_to_json
from .engine import apply
from .state import ZoomakaState, new_game


def game_from_setup(setup: dict) -> ZoomakaState:
    """The game's start: a new deal, or a moment of another game (setup["position"]: Play
    from here, view.from_position) with its hidden cards dealt again."""
    if "position" in setup:
        from .view import from_position
        return from_position(setup)
    return new_game(setup["players"], setup["seed"], setup["names"], setup["start_player"],
                    setup.get("robber_into", "hand"))


@dataclass
class ZoomakaRecord(RecordBase):
    game = "zoomaka"
    apply_action = staticmethod(apply)
    action_to_json = staticmethod(action_to_json)
    game_from_setup = staticmethod(game_from_setup)

    @staticmethod
    def names_of(state: ZoomakaState) -> list:
        return [p.name for p in state.players]
