"""Bots with Exotic and the three minis: whole games by easy and medium with every new
option, and choices a player would call sensible."""
import pytest

from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.rules import Place, Settle, Take, apply, new_game
from zooloretto.zoo.rules.check import check_state

from helpers import game, load_truck, set_zoo

NEW = ["exotic", "octopus", "skunk", "building-sites"]


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize("players", [2, 5])
def test_bots_finish_games_with_the_new_expansions(level, players):
    s = new_game(players, seed=60 + players, expansions=NEW + ["polar-bear"])
    bots = [make_bot(level, seed=i) for i in range(players)]
    steps = 0
    while not s.game_over:
        apply(s, bots[s.current].choose(s))
        steps += 1
        assert steps < 3000
    check_state(s)


def test_medium_puts_a_jungle_animal_on_its_board_not_in_the_barn():
    s = new_game(3, seed=8, expansions=["exotic"])
    tile = next(t for t in s.draw_pile if t.startswith("jungle:"))
    load_truck(s, 0, [tile])
    apply(s, Take(0))
    assert make_bot("medium").choose(s) == Place(tile, "jungle")


def test_medium_predicts_the_player_it_thinks_will_lead():
    s = game(3, expansions=["octopus"])
    set_zoo(s, 2, pens={0: ["camel"] * 4, 1: ["leopard"] * 5, 2: ["elephant"] * 5},
            stalls={0: ["stall:popcorn"], 1: ["stall:drinks"]})
    set_zoo(s, 0, pens={2: ["panda"] * 5})
    load_truck(s, 0, ["panda"])
    apply(s, Take(0))
    apply(s, Place("panda", "enclosure", 2))
    assert s.decisions and s.decisions[0]["tile"] == "octopus"
    assert make_bot("medium").choose(s) == Settle("octopus", "predict", 2)


def test_medium_sends_a_barn_site_to_the_rival_who_leads():
    s = game(3, expansions=["building-sites"])
    set_zoo(s, 2, pens={0: ["camel"] * 4, 1: ["leopard"] * 5})
    load_truck(s, 0, ["site:barn"])
    apply(s, Take(0))
    assert make_bot("medium").choose(s) == Place("site:barn", "barn@2")
