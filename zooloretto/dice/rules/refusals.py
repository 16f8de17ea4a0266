"""Why the rules refuse an action: a code, its details and an English sentence.

The code and details let a screen translate the sentence; the English text is
what the command line prints.
"""
from ...common import IllegalAction, RefusalBase


MESSAGES = {
    "game_over": "The game is over.",
    "not_an_action": "That is not an action of the dice game.",
    "already_taken": "You have already taken a truck this round.",
    "must_load": "First put both rolled dice on trucks.",
    "nothing_rolled": "Roll first: there is no rolled die to put on a truck.",
    "not_rolled": "No rolled die shows {face}.",
    "unknown_face": "A die has no face called {face!r}.",
    "no_such_truck": "There is no truck {truck}.",
    "truck_full": "That truck already carries 3 dice.",
    "supply_empty": "The supply has no dice left: take a truck.",
    "hidden_roll": "A player's view of the game cannot roll: the next roll is nobody's to know.",
    "truck_empty": "You may only take a truck with at least one die on it.",
    # what a gesture on the table may mean (gestures.py)
    "not_a_move": "That does not move anything.",
    "same_place": "It is already there.",
    "roll_here": "Click the supply, or drag it onto the tray, to roll two dice.",
    "die_to_truck": "A rolled die goes onto a free crate of a truck.",
    "truck_to_sheet": "Drag a truck onto your own score sheet to take it.",
    "not_your_sheet": "A truck you take goes onto your own score sheet.",
}


class Refusal(RefusalBase):
    __slots__ = ()
    MESSAGES = MESSAGES


__all__ = ["MESSAGES", "Refusal", "IllegalAction"]
