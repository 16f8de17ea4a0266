"""The board game: rules and contracts no other test guarded, found by planting small defects in
the rules (tools/mutate.py, docs/testing.md). Each test names what it guards; the expected
values come from the rulebook (../shared/seeds/zooloretto-rules-en.txt, docs/expansions.md) or
from a worked position, never from the constant the rule uses."""
from zooloretto.zoo.rules import Place, Take, apply, legal_actions
from zooloretto.zoo.rules.gestures import action_for, gesture_of
from zooloretto.zoo.rules.places import Loc, tile_at
from zooloretto.zoo.rules.state import copy_extra

from helpers import game, load_truck, set_coins, set_zoo


def fill_six(s, animal="camel"):
    """The player to move (seat 0) fills the 6-space enclosure from truck 0."""
    set_zoo(s, 0, pens={2: [animal] * 5})
    load_truck(s, 0, [animal])
    return apply(s, Take(0)) + apply(s, Place(animal, "enclosure", 2))


def drags_mean_their_actions(s):
    """Every legal action has a drag on the table that means it (rules/gestures.py)."""
    acts = legal_actions(s)
    assert acts
    for a in acts:
        g = gesture_of(s, a)
        assert action_for(s, g.piece, g.drop) == a, a


def test_a_copy_of_the_game_never_shares_an_expansions_table_with_the_original():
    # the bots imagine their moves on copies: a table an expansion keeps (a skunk's offer,
    # a visitor supply) changed on the copy must leave the real game as it was
    extra = {"offer": {"owner": 0, "queue": [1, 2]}, "used": False, "left": [3, 4]}
    copy = copy_extra(extra)
    copy["offer"]["owner"] = 2
    copy["left"].append(5)
    assert extra == {"offer": {"owner": 0, "queue": [1, 2]}, "used": False, "left": [3, 4]}


def test_a_place_before_the_first_space_holds_no_tile():
    # a drag's place with a negative space (a hostile or stale drag) names nothing, even
    # where the barn or the enclosure holds tiles (Python's -1 would be the last one)
    s = game(4)
    set_zoo(s, 0, pens={0: ["camel", "camel"]}, barn=["zebra", "camel"])
    assert tile_at(s, Loc("barn", 0, None, 1)) == "camel"
    assert tile_at(s, Loc("barn", 0, None, -1)) is None
    assert tile_at(s, Loc("enclosure", 0, 0, -1)) is None


def test_the_skunk_taken_for_the_first_full_six_space_enclosure_brings_no_coins():
    # the skunk's card gives its owner the skunk only (the octopus's pays 4 coins): the
    # event the table animates and logs says no coin moved
    s = game(3, expansions=["skunk"])
    taken = [e for e in fill_six(s) if e.type == "special_taken"]
    assert [(e.special, e.coins) for e in taken] == [("skunk", 0)]


def test_each_special_waiting_to_be_chosen_is_chosen_by_a_drag():
    s = game(3, expansions=["polar-bear", "octopus"])
    fill_six(s)
    assert len(legal_actions(s)) == 2           # the polar bear or the octopus
    drags_mean_their_actions(s)


def test_the_restaurant_and_the_other_buildings_are_built_by_a_drag():
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 5)
    assert any(type(a).__name__ == "BuildRestaurant" for a in legal_actions(s))
    drags_mean_their_actions(s)
