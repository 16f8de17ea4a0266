"""The printed numbers of the dice game, in one place (docs/dice.md).

The bonus values and the 3 + 2 + 1 coin groups come from a published solver
of the game, not from a printed sheet: correct them here if a sheet says
otherwise.
"""

MIN_PLAYERS, MAX_PLAYERS = 2, 4

# The animals in the order of the score sheet, with the boxes of their enclosure.
ANIMALS = ("crocodile", "ostrich", "monkey", "elephant", "lion")
COIN = "coin"
FACES = ANIMALS + (COIN,)              # the six faces of every die
ENCLOSURE_BOXES = {"crocodile": 1, "ostrich": 2, "monkey": 3, "elephant": 4, "lion": 5}
BONUS_POINTS = {"crocodile": 1, "ostrich": 1, "monkey": 1, "elephant": 1, "lion": 2}

COIN_GROUPS = (3, 2, 1)                # boxes per group, filled left to right
COIN_BOXES = sum(COIN_GROUPS)          # 6
COIN_GROUP_POINTS = 1                  # a complete group not spent on the barn
BARN_PENALTY = 2                       # per barn animal not sent away

DICE = {2: 6, 3: 8, 4: 10}             # dice in the supply; the rest stay in the box
TRUCKS = {2: 3, 3: 3, 4: 4}
CRATES = 3                             # dice a truck can carry
DICE_PER_ROLL = 2


def complete_groups(coins: int) -> int:
    """How many coin groups `coins` crossed boxes complete (0 to 3)."""
    done, filled = 0, 0
    for size in COIN_GROUPS:
        filled += size
        if coins >= filled:
            done += 1
    return done
