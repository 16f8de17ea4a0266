"""The board game: rules and contracts no other test guarded, found by planting small defects in
the rules (tools/mutate.py, docs/testing.md). Each test names what it guards; the expected
values come from the rulebook (../shared/seeds/zooloretto-rules-en.txt, docs/expansions.md) or
from a worked position, never from the constant the rule uses."""
from zooloretto.zoo.rules.places import Loc, tile_at
from zooloretto.zoo.rules.state import copy_extra

from helpers import game, set_zoo


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
