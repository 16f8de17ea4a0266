"""Seeded whole random games with Exotic and the three minis (the octopus, the skunk,
the wandering building sites): each alone and all eight expansions together, for 2 to
5 players. After every action the state (and its public view) passes check_state; at
regular steps (and at every pending decision) the legal actions are exactly unrefused
and each has a drag that means it; a finished game's score adds up and survives a save
(tests/expansion_games.py)."""
import pytest

from zooloretto.zoo.rules import EXPANSION_NAMES

from expansion_games import check_finished, play

NEW = [n for n in ("exotic", "octopus", "skunk", "building-sites") if n in EXPANSION_NAMES]
CASES = [[n] for n in NEW] + [list(EXPANSION_NAMES)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("subset", CASES, ids=lambda s: "all" if len(s) > 1 else s[0])
def test_random_game_keeps_every_invariant(subset, players):
    seed = 700 + 10 * players + CASES.index(subset)
    check_finished(play(players, subset, seed, every=5, max_steps=4000, public=True))
