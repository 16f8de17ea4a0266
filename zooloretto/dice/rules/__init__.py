"""The dice game's rules, headless: no pygame, no UI, nothing of the board game.

    state = new_game(2, seed=7)
    while not state.game_over:
        action = choose(legal_actions(state))
        events = apply(state, action)
"""
from .state import DiceState, Sheet, SetupError, new_game, roll_faces
from .actions import (Roll, Load, Take, BadAction, to_json as action_to_json,
                      from_json as action_from_json)
from .events import to_json as event_to_json, from_json as event_from_json, undoable, turn_over
from .engine import legal_actions, apply, apply_roll, refusal
from .refusals import IllegalAction, Refusal
from .scoring import final_scores, score_sheet
from .check import InvalidState, check_state
from .view import public_view, describe
from .places import Loc
from .gestures import gesture_of, action_for

__all__ = [
    "DiceState", "Sheet", "SetupError", "new_game", "roll_faces",
    "Roll", "Load", "Take", "BadAction", "action_to_json", "action_from_json",
    "event_to_json", "event_from_json", "legal_actions", "apply", "apply_roll", "refusal", "IllegalAction", "Refusal",
    "final_scores", "score_sheet", "InvalidState", "check_state", "public_view", "describe",
    "undoable", "turn_over", "Loc", "gesture_of", "action_for",
]
