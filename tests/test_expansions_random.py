"""Seeded random games with every subset of the expansions and every player
count: the invariants hold after every action, legal actions are exactly the
unrefused ones that were tried, and a finished game survives a save
(tests/expansion_games.py)."""
import itertools

import pytest

from expansion_games import check_finished, play

# Every subset of the first four (the later ones: tests/test_exotic_random.py).
FIRST_FOUR = ("savings-book", "petting-zoo", "buildings", "polar-bear")
SUBSETS = [list(c) for r in range(len(FIRST_FOUR) + 1)
           for c in itertools.combinations(FIRST_FOUR, r)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("subset", SUBSETS, ids=lambda s: "+".join(s) or "base")
def test_random_game_with_expansions_keeps_every_invariant(subset, players):
    seed = 1000 * players + SUBSETS.index(subset)
    check_finished(play(players, subset, seed, every=7, max_steps=3000))
