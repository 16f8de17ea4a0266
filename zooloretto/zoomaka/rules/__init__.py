"""Zoomaka's rules, headless: no pygame, no UI, nothing of the other games.

    state = new_game(3, seed=7)
    while not state.game_over:
        action = choose(legal_actions(state))      # for state.current, who decides now
        events = apply(state, action)
"""
from .state import HIDDEN, NoChance, Player, Section, SetupError, ZoomakaState, new_game
from .actions import (AddOn, BadAction, Direct, Discard, EndTurn, Entrance, Move, Pass, Pay,
                      Place, Receive, Respond, Sell, Setting, from_json as action_from_json,
                      to_json as action_to_json)
from .events import (for_viewer, from_json as event_from_json, seen_by,
                     to_json as event_to_json, turn_over, undoable)
from .engine import apply, legal_actions, refusal
from .legal import decision
from .refusals import IllegalAction, Refusal
from .scoring import final_scores
from .check import InvalidState, check_state
from .view import describe, determinize, public_view
from .places import Loc
from .gestures import action_for, choices, gesture_of

__all__ = [
    "HIDDEN", "NoChance", "Player", "Section", "SetupError", "ZoomakaState", "new_game",
    "AddOn", "BadAction", "Direct", "Discard", "EndTurn", "Entrance", "Move", "Pass", "Pay",
    "Place", "Receive", "Respond", "Sell", "Setting", "action_from_json", "action_to_json",
    "for_viewer", "seen_by", "event_from_json", "event_to_json", "turn_over", "undoable",
    "apply", "legal_actions", "refusal", "decision", "IllegalAction", "Refusal",
    "final_scores", "InvalidState", "check_state", "describe", "determinize", "public_view",
    "Loc", "action_for", "choices", "gesture_of",
]
