"""The deal's shuffle is ours (rules/chance.py): it must draw exactly what the
shuffle every saved game was dealt with drew, so that a seed still deals the
same tiles, and it must keep doing so whatever a later Python does."""
import random

import pytest

from zooloretto.zoo.rules import new_game
from zooloretto.zoo.rules.chance import shuffle
from zooloretto.zoo.rules.state import _NON_ANIMAL_TILES, _SQUARE_TILES
from zooloretto.zoo.rules.view import determinize, public_view


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 64, 65, 90, 255, 256, 300])
def test_the_shuffle_draws_what_pythons_shuffle_draws(length):
    for seed in range(300):
        ours, theirs = list(range(length)), list(range(length))
        mine, python = random.Random(seed), random.Random(seed)
        shuffle(mine, ours)
        python.shuffle(theirs)
        assert ours == theirs
        # ... and leaves the generator where Python's left it: what is drawn next is the same.
        assert mine.random() == python.random()


def test_a_seed_deals_the_tiles_it_always_dealt():
    # The face-down stack of seed 7's 4-player game, written down once: a change in how
    # the deal shuffles would deal every saved game's remaining tiles differently.
    state = new_game(4, seed=7)
    assert state.removed == ["chimpanzee"]
    assert state.draw_pile[-5:] == ["stall:balloons", "stall:popcorn", "zebra", "leopard", "coin"]
    assert state.end_pile[:3] == ["flamingo:female", "flamingo", "camel"]


def test_a_new_game_deals_every_tile_once():
    state = new_game(3, seed=11)
    dealt = sorted(state.draw_pile + state.end_pile)
    expected = list(_NON_ANIMAL_TILES)
    for animal in state.animals:
        expected += _SQUARE_TILES[animal]
    assert dealt == sorted(expected)


def test_an_imagined_deal_keeps_the_unseen_tiles_and_the_stack_sizes():
    state = new_game(4, seed=3)
    view = public_view(state)
    sample = determinize(view, random.Random(5))
    assert len(sample.draw_pile) == len(state.draw_pile)
    assert len(sample.end_pile) == len(state.end_pile)
    assert sorted(sample.draw_pile + sample.end_pile) == sorted(state.draw_pile + state.end_pile)
