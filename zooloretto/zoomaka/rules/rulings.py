"""The program's rulings: every point the rulebook leaves open (shared/spec/zoomaka.md,
"Decided by the program"), decided once, here. docs/zoomaka.md says why; each has a test
(tests/test_zoomaka_rulings.py). The deck's values, types and effects are in deck.json.
"""
from __future__ import annotations

MIN_PLAYERS, MAX_PLAYERS = 2, 5
DEAL = 6                      # cards dealt to each player
ACTIONS = 3                   # actions a turn (EXTRA_HOURS_ACTIONS under Extra Hours)
EXTRA_HOURS_ACTIONS = 4
DRAW, DRAW_EMPTY_HAND = 2, 6  # cards drawn to end a turn
WIN_SECTIONS = {2: 4, 3: 4, 4: 4, 5: 3}   # different complete sections that win

# The effects' numbers (their sentences are in deck.json).
DELIVERY_DRAW = 3
QUICK_DELIVERY_DRAW, QUICK_DELIVERY_DISCARD = 5, 2
COFFEE_ACTIONS = 2            # Coffee costs an action and gives two: one more in all
ROBBER_TAKES = 2              # random cards from the victim's bank
TOMBOLA_CARDS = 3             # top cards of the Draw pile into the bank
CARNIVAL_FEE = 2              # added to every fee while Carnival is on top
ROLLER_COASTER_FEE = 3        # added to fees for the section it is on
FORTUNE_TELLER_HAND = 1       # its owner draws six with at most this many cards in hand
ICE_CREAM_BANK_BELOW = 3      # it banks a card while its owner's bank is smaller than this

# Point 4: the reach of Capture, Direct Capture and No Way!.
CAPTURE_FROM_COMPLETE = False  # a complete section is safe (measured: games too long else)
# Responses answer actions (the rulebook's four kinds); a Response is no action, so
# No Way! cannot answer No Way! (nor a Direct Capture).
RESPONSE_ANSWERS_RESPONSE = False
# Point 6 (issue #34): a Response answers "an action performed by another player": the
# actions are the kinds a turn spends actions on (below; a rearrangement of the zoo is one
# action, asked after its first move); a Setting, a Response, paying, receiving and the
# turn's draw are none. After each, every opponent holding cards is asked (nobody under
# Roar!), and may play a Response where it has an effect: Quick Delivery after any of
# them; Direct Capture on a placed animal (not under Quarantine); No Way! on a Direct card
# aimed at its player or a fee charged to them; Pay with Peanuts on such a fee.
ANSWERED_ACTIONS = ("place", "sell", "move", "direct", "addon", "entrance")
WIN_OFF_TURN = True           # a zoo completed out of turn (a capture) wins at once

# Point 5: the start player is seat 0 unless the setup names another.
START_PLAYER = 0

# Not in the rulebook: a game that reaches this many turns of each player ends; the
# most complete sections win, then the most animals, then the zoo's value, else shared.
TURN_LIMIT_PER_PLAYER = 60


def win_sections(players: int) -> int:
    return WIN_SECTIONS[players]
