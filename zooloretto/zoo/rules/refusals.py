"""Why the rules refuse an action: a code, its details, and an English sentence.

The code and details let a screen translate the sentence; the English text
is what the command line prints.
"""
from ...common import IllegalAction, RefusalBase


MESSAGES = {
    "game_over": "The game is over.",
    "must_unload": "First put every tile of your truck into your zoo.",
    "nothing_to_unload": "You have no truck to unload.",
    "not_on_truck": "That tile is not on the truck you are unloading.",
    "no_such_truck": "There is no truck {truck}.",
    "truck_taken": "That truck has already been taken this round.",
    "truck_full": "That truck has no free space.",
    "no_tiles_left": "There are no face-down tiles left to draw.",
    "hidden_tile": "A player's view of the game cannot reveal a tile: the stacks' order is nobody's to know.",
    "no_truck_space": "No untaken truck has a free space for a tile: take a truck.",
    "must_load": "First put the {tile} you drew on a truck.",
    "nothing_revealed": "Draw a tile first: it goes on a truck once everybody has seen it.",
    "truck_empty": "You may only take a truck with at least one face-up tile on it.",
    "no_such_enclosure": "You have no enclosure {index}.",
    "enclosure_closed": "That expansion board is still face down: expand your zoo first.",
    "enclosure_full": "That enclosure is full.",
    "wrong_animal": "That enclosure holds {held}; a {animal} cannot join them.",
    "not_an_animal": "Only animals go into enclosures.",
    "not_a_stall": "Only vending stalls go on stall spaces.",
    "stall_space_taken": "The stall space of that enclosure is already taken.",
    "bad_destination": "A tile goes to an enclosure, a stall space or the barn.",
    "no_money": "That costs {cost} coin(s) and you have {coins}.",
    "not_in_barn": "There is no {tile} in that barn.",
    "not_on_stall_space": "There is no {tile} on the stall space of enclosure {index}.",
    "same_stall_space": "The stall is already beside that enclosure.",
    "bad_source": "A stall is moved from the barn or from a stall space.",
    "exchange_empty": "An exchange needs animals in both places.",
    "exchange_same_place": "An exchange needs two different places.",
    "exchange_same_animal": "Both places hold {animal}: an exchange needs two different animal types.",
    "exchange_too_big": "{count} {animal} tiles do not fit in an enclosure of {capacity} spaces.",
    "exchange_needs_barn_or_pen": "Name either a second enclosure or an animal type in the barn.",
    "no_such_player": "There is no player {seller} to buy from.",
    "buy_from_self": "You cannot buy from your own barn; discard or move instead.",
    "no_expansion": "You have no face-down expansion board left.",
    "not_an_action": "That is not an action of this game.",
    "unknown_tile": "There is no tile called {tile!r}.",
    # Gestures (rules/gestures.py): a piece dropped where no action starts.
    "not_a_move": "That piece does not go there.",
    "same_place": "The piece is back where it was.",
    "not_yours": "That belongs to another player's zoo.",
    "exchange_which": "Drop the enclosure on the barn animals it should swap with.",
    "must_decide": "First decide where the {tile} goes.",
    "nothing_to_decide": "There is nothing to decide now.",
    "expansion_off": "This game is played without that expansion.",
}


class Refusal(RefusalBase):
    __slots__ = ()
    MESSAGES = MESSAGES


__all__ = ["MESSAGES", "Refusal", "IllegalAction"]
