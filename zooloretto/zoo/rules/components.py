"""Printed facts of the game: tile counts, boards, money.

Everything the rulebook leaves to its pictures is here (values from
shared/spec/components.md), so no other module carries a magic number.
"""

ANIMALS = (
    "flamingo", "camel", "leopard", "elephant",
    "panda", "chimpanzee", "zebra", "kangaroo",
)
# Our names for the four vending stall types (the rulebook names none).
STALLS = ("ice_cream", "drinks", "popcorn", "balloons")

PLAIN_PER_ANIMAL = 7
FERTILE_PAIRS_PER_ANIMAL = 2          # 2 males and 2 females
OFFSPRING_PER_ANIMAL = 2
TILES_PER_STALL = 3
COIN_TILES = 12
COINS_IN_BOX = 30
STARTING_COINS = 2
END_STACK_SIZE = 15
TRUCK_SIZE = 3

MIN_PLAYERS, MAX_PLAYERS = 2, 5
REMOVED_TYPES = {2: 3, 3: 2, 4: 1, 5: 0}
# 2-player variant: face-down blocking tiles per truck (usable 3, 2, 1).
TWO_PLAYER_BLOCKED = (0, 1, 2)

# Enclosures by index: 0-2 on the zoo board, 3 and 4 the expansion boards.
ENCLOSURE_CAPACITY = (4, 5, 6, 5, 5)
POINTS_FULL = (5, 8, 10, 9, 9)
POINTS_ONE_SHORT = (4, 5, 6, 5, 5)
FILL_BONUS = (1, 2, 0, 1, 1)
STALL_SPACES = (2, 1, 1, 1, 1)
BOARD_ENCLOSURES = 3

COST_REMODEL = 1      # move or exchange
COST_TILE = 2         # purchase or discard
COST_EXPAND = 3

BARN_PENALTY = 2      # per animal type and per stall type in the barn
STALL_TYPE_POINTS = 2 # per stall type on stall spaces


def expansions_for(num_players: int) -> int:
    return 2 if num_players == 2 else 1


def trucks_for(num_players: int) -> int:
    return 3 if num_players == 2 else num_players
