"""Zooloretto's rules, headless: no pygame, no UI.

    state = new_game(4, seed=7)
    while not state.game_over:
        action = choose(legal_actions(state))
        events = apply(state, action)
"""
from .state import GameState, Zoo, Truck, new_game, SetupError
from .actions import (Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange, Purchase,
                      Discard, Expand, BadAction, cost_of, to_json as action_to_json,
                      from_json as action_from_json)
from .engine import legal_actions, apply, refusal, destinations
from .events import EVENT_TYPES, event_to_json, event_from_json, undoable, turn_over
from .gestures import Gesture, gesture_of, gestures_of, action_for
from .places import Loc, tile_at, pieces, face_down_boards
from .tiles import parse_tile
from .refusals import IllegalAction, Refusal
from .scoring import final_scores, live_scores, score_zoo
from .actions import Settle
from . import expansions  # noqa: F401  (registers the expansions with hooks.py)
from .expansions import NAMES as EXPANSION_NAMES

__all__ = [
    "GameState", "Zoo", "Truck", "new_game", "SetupError",
    "Reveal", "Load", "Take", "Place", "MoveAnimal", "MoveStall", "Exchange", "Purchase",
    "Discard", "Expand", "BadAction", "cost_of", "action_to_json", "action_from_json",
    "legal_actions", "apply", "refusal", "destinations", "IllegalAction", "Refusal",
    "final_scores", "live_scores", "score_zoo", "Settle", "EXPANSION_NAMES",
    "EVENT_TYPES", "event_to_json", "event_from_json", "undoable", "turn_over",
    "Gesture", "gesture_of", "gestures_of", "action_for",
    "Loc", "tile_at", "pieces", "face_down_boards", "parse_tile",
]
