"""Bots sell an animal only while no card of another kind could be sold (issue #34's
follow-up: in the arena's long games the animals had been sold into the banks, where they
stay out of play, and nobody could complete a zoo; docs/zoomaka.md "How the deck got
there"). Every level weighs `bots.base.options`, so the hint does too."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give

from zooloretto.zoomaka.bots import make_bot
from zooloretto.zoomaka.bots.base import options
from zooloretto.zoomaka.rules import legal_actions, public_view
from zooloretto.zoomaka.rules.cards import KIND_OF

# a zoo that wants none of the animals held (nothing to place them into but new sections)
ZOO = {"bird": ["bird-1", "bird-2"], "forest": ["forest-1", "forest-2"]}


def _sold(actions):
    return {a.card for a in actions if a.type == "sell"}


def test_an_animal_is_not_sold_while_another_card_could_be():
    s = give(game(), 0, hand=["big_five-4", "unicorn-1", "coffee-1", "no_way-1"], zoo=ZOO)
    assert {"big_five-4", "unicorn-1"} <= _sold(legal_actions(s))        # the rules allow it
    assert _sold(options(public_view(s))) == {"coffee-1", "no_way-1"}


def test_a_hand_of_animals_only_may_still_be_sold():
    s = give(game(), 0, hand=["big_five-4", "monkey-5"], zoo=ZOO)
    assert _sold(options(public_view(s))) == {"big_five-4", "monkey-5"}


# Positions where the bots before this rule sold an animal (a big five or the unicorn,
# the most valuable cards held) while holding Settings of no use now.
FULL_ZOO = {"bird": ["bird-1", "bird-2", "bird-3", "bird-4"],
            "forest": ["forest-1", "forest-2", "forest-3", "forest-4"],
            "farm": ["farm-1", "farm-2", "farm-3"]}


@pytest.mark.parametrize("level, hand, used, seed", [
    ("easy", ["big_five-4", "big_five-5", "payday-1", "roar-1"], 2, 1),
    ("hard", ["big_five-4", "unicorn-1", "payday-1", "roar-1", "carnival-1"], 0, 0),
    ("hard", ["big_five-4", "monkey-5", "extra_hours-1"], 0, 0),
])
def test_no_bot_sells_an_animal_while_holding_another_kind(level, hand, used, seed):
    s = give(game(), 0, hand=hand, zoo=FULL_ZOO)
    s.used = used
    action = make_bot(level, seed=seed, time_budget=None, iterations=2).choose(public_view(s))
    assert not (action.type == "sell" and KIND_OF[action.card] == "animal"), action
