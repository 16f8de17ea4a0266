"""Why Zoomaka's rules refuse an action: a code, its details and an English sentence.

The code and details let a screen translate the sentence; the English text is what the
command line prints. Card and section names in the details are ids and type keys.
"""
from ...common import IllegalAction, RefusalBase

MESSAGES = {
    "game_over": "The game is over.",
    "not_an_action": "That is not an action of Zoomaka.",
    "not_in_hand": "That card is not in your hand.",
    "not_in_zoo": "That card is not in your zoo.",
    "wrong_kind": "A {kind} card cannot be played that way.",
    "no_actions_left": "You have no action left this turn: play a free card or draw to end it.",
    "no_such_type": "There is no section type called {section!r}.",
    "not_its_type": "That animal cannot be placed as {section}.",
    "wild_needs_section": "An animal without a type only joins a section you already have.",
    "no_such_section": "You have no {section} section.",
    "same_section": "It is already in that section.",
    "entrance_type": "This Entrance charges only for a section of its own types.",
    "needs_target": "Name the opponent this card is aimed at.",
    "not_an_opponent": "Seat {target} is not an opponent.",
    "no_target_needed": "This card is not aimed at anyone.",
    "protected": "The Video Camera watches that section: its animals cannot be taken.",
    "nothing_to_take": "That player has nothing this card could take.",
    "needs_pick": "Choose the card this one takes.",
    "not_their_animal": "That animal is not in that player's zoo.",
    "not_in_discard": "That animal is not in the Discard pile.",
    "complete_section": "A complete section cannot be taken from.",
    "quarantine": "Quarantine is on top of the Setting pile: no animal may be captured or released.",
    "roar": "Roar! is on top of the Setting pile: nobody may play a Response card.",
    "no_place": "That animal has no place in your zoo.",
    "no_effect_now": "That Response has no effect here.",
    "must_discard": "First discard {count} card(s) from your hand.",
    "must_receive": "First place the asset you were paid.",
    "wrong_received": "Place the assets you were paid in order.",
    "must_answer": "First answer: play a Response or let it happen.",
    "must_pay": "Pay the fee: pick cards from your bank or zoo until it is met.",
    "not_an_asset": "Fees are paid from the bank or the zoo, never from the hand.",
    "nothing_to_answer": "Nothing waits for an answer.",
    "not_your_turn": "It is not your turn.",
    # what a gesture on the table may mean (gestures.py)
    "not_a_move": "That does not move anything.",
}


class Refusal(RefusalBase):
    __slots__ = ()
    MESSAGES = MESSAGES


__all__ = ["MESSAGES", "Refusal", "IllegalAction"]
