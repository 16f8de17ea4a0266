"""Zooloretto Exotic: a test per decided point (E1-E10 in docs/expansions.md) and per
scoring line. Expected values come from the spec's text (shared/spec/more-expansions.md)."""
import pytest

from zooloretto.zoo.rules import (Exchange, Place, Purchase, Discard, Settle, Take, apply,
                                  legal_actions, refusal, new_game, score_zoo)
from zooloretto.zoo.rules.check import InvalidState, check_state
from zooloretto.zoo.rules.expansions.exotic import MoveJungle

from helpers import load_truck, set_zoo

BAT, KOALA, MACAW, SNAKE = "jungle:bat", "jungle:koala", "jungle:macaw", "jungle:snake"


def exotic(n=3, seed=5):
    s = new_game(n, seed=seed, expansions=["exotic"])
    # the tests use these four species: keep them in play whatever chance removed
    gone = s.extra["jungle_removed"]
    for sp in ("bat", "koala", "macaw", "snake"):
        if sp in gone:
            other = next(x for x in ("anteater", "monitor", "orangutan", "baboon", "bat", "koala",
                                     "macaw", "snake") if x not in gone and x not in
                         ("bat", "koala", "macaw", "snake"))
            for t in (f"jungle:{sp}", f"jungle:{sp}"):
                s.box.remove(t)
                s.draw_pile[s.draw_pile.index(f"jungle:{other}")] = t
            s.box += [f"jungle:{other}"] * 2
            gone[gone.index(sp)] = other
    s.box.sort()
    check_state(s)
    return s


def unload(s, tiles, truck=0):
    load_truck(s, truck, tiles)
    apply(s, Take(truck))


def visitors(s, p, colour):
    return s.zoos[p].extra["visitors"][colour]


def test_e1_first_visitors_on_point_2_new_ones_on_point_1():
    s = exotic()
    assert all(visitors(s, p, c) == [2] for p in range(3) for c in ("red", "blue", "green", "purple"))
    assert s.extra["visitors_left"] == {"red": 5, "blue": 5, "green": 5, "purple": 5}   # 8 - 3
    unload(s, ["stall:popcorn"])
    apply(s, Place("stall:popcorn", "stall", 0))
    apply(s, Settle("stall:popcorn", "bring:red"))
    assert visitors(s, 0, "red") == [1, 2]
    assert s.extra["visitors_left"]["red"] == 4


def test_e2_a_stall_from_a_truck_on_a_stall_space_moves_its_colour_only():
    s = exotic()
    unload(s, ["stall:ice_cream", "stall:drinks"])
    apply(s, Place("stall:ice_cream", "barn"))          # the barn: no visitor
    assert not s.decisions
    apply(s, Place("stall:drinks", "stall", 1))
    assert legal_actions(s) == [Settle("stall:drinks", "bring:green"),
                                Settle("stall:drinks", "move:green", 2)]
    apply(s, Settle("stall:drinks", "move:green", 2))
    assert visitors(s, 0, "green") == [4]
    assert visitors(s, 1, "green") == [2]               # other players are not affected


def test_e2_a_stall_moved_by_a_money_action_moves_nobody():
    s = exotic()
    set_zoo(s, 0, barn=["stall:popcorn"], coins=3)
    from zooloretto.zoo.rules import MoveStall
    apply(s, MoveStall("stall:popcorn", "barn", 0))
    assert not s.decisions and visitors(s, 0, "red") == [2]


def test_e2_a_jungle_animal_in_the_barn_moves_nobody_on_the_board_moves_any_colour():
    s = exotic()
    unload(s, [BAT, KOALA])
    assert Place(BAT, "enclosure", 0) not in legal_actions(s)
    assert refusal(s, Place(BAT, "enclosure", 0)).code == "jungle_only"
    assert refusal(s, Place(BAT, "stall", 0)).code == "jungle_only"
    apply(s, Place(BAT, "barn"))
    assert not s.decisions
    apply(s, Place(KOALA, "jungle"))
    answers = legal_actions(s)
    assert {a.to for a in answers} == {"bring:red", "bring:blue", "bring:green", "bring:purple",
                                       "move:red", "move:blue", "move:green", "move:purple"}


def test_a_jungle_animal_pushes_the_colour_back_one_in_every_other_zoo():
    s = exotic()
    unload(s, [KOALA])
    apply(s, Place(KOALA, "jungle"))
    apply(s, Settle(KOALA, "move:blue", 2))
    assert visitors(s, 0, "blue") == [4]
    assert visitors(s, 1, "blue") == [1] and visitors(s, 2, "blue") == [1]
    assert visitors(s, 1, "red") == [2]


def test_e10_the_foremost_visitor_steps_back_and_one_on_point_1_leaves():
    s = exotic()
    s.zoos[1].extra["visitors"] = {**s.zoos[1].extra["visitors"], "blue": [1, 4]}
    s.zoos[2].extra["visitors"] = {**s.zoos[2].extra["visitors"], "blue": [1]}
    s.extra["visitors_left"] = {**s.extra["visitors_left"], "blue": 5 - 1}
    s.zoos[2].extra["visitors"]["blue"] = [1]
    check_state(s)
    unload(s, [KOALA])
    apply(s, Place(KOALA, "jungle"))
    apply(s, Settle(KOALA, "bring:blue"))
    assert visitors(s, 1, "blue") == [1, 3]             # the foremost one, 4 -> 3
    assert visitors(s, 2, "blue") == []                  # off the path backwards: gone
    assert s.extra["visitors_left"]["blue"] == 4 - 1 + 1  # E9: back in the supply


def test_the_first_forward_exit_takes_the_bonus_board_e3_later_ones_earn_nothing():
    s = exotic()
    s.zoos[0].extra["visitors"] = {**s.zoos[0].extra["visitors"], "red": [4, 5]}
    s.extra["visitors_left"] = {**s.extra["visitors_left"], "red": 4}
    check_state(s)
    unload(s, ["stall:popcorn", "stall:popcorn"])
    apply(s, Place("stall:popcorn", "stall", 0))
    apply(s, Settle("stall:popcorn", "move:red", 5))
    assert s.extra["bonus_boards"]["red"] == 0 and s.zoos[0].extra["boards"] == ["red"]
    assert visitors(s, 0, "red") == [4] and s.extra["visitors_left"]["red"] == 5
    apply(s, Place("stall:popcorn", "stall", 0))
    apply(s, Settle("stall:popcorn", "move:red", 4))
    assert s.zoos[0].extra["boards"] == ["red"]          # no second red board
    assert visitors(s, 0, "red") == [] and s.extra["visitors_left"]["red"] == 6


def test_e4_jungle_species_left_out_by_player_count():
    for n, out in ((2, 4), (3, 3), (4, 2), (5, 0)):
        s = new_game(n, seed=11, expansions=["exotic"])
        assert len(s.extra["jungle_removed"]) == out
        in_draw = {t for t in s.draw_pile + s.end_pile if t.startswith("jungle:")}
        assert len(in_draw) == 8 - out
        assert sum(t.startswith("jungle:") for t in s.draw_pile) == 2 * (8 - out)
        assert len(s.end_pile) == 15


def test_jungle_board_has_five_spaces_and_three_species():
    s = exotic()
    s.zoos[0].extra["jungle"] = [BAT, BAT, KOALA, MACAW]
    for t in (BAT, BAT, KOALA, MACAW):
        s.draw_pile.remove(t)
    check_state(s)
    unload(s, [SNAKE, KOALA])
    assert refusal(s, Place(SNAKE, "jungle")).code == "jungle_three"
    apply(s, Place(KOALA, "jungle"))
    apply(s, legal_actions(s)[0])
    assert refusal(s, Place(SNAKE, "jungle")).code == "jungle_full"
    assert legal_actions(s) == [Place(SNAKE, "barn")]


def test_e5_a_full_jungle_board_pays_no_coin():
    s = exotic()
    s.zoos[0].extra["jungle"] = [BAT, BAT, KOALA, KOALA]
    for t in (BAT, BAT, KOALA, KOALA):
        s.draw_pile.remove(t)
    unload(s, [MACAW])
    coins = s.zoos[0].coins
    apply(s, Place(MACAW, "jungle"))
    assert s.zoos[0].coins == coins


def test_e6_jungle_animals_move_from_the_barn_are_bought_and_discarded_never_exchanged():
    s = exotic()
    set_zoo(s, 0, pens={0: ["camel", "camel"]}, barn=[BAT, "camel"], coins=5)
    for t in (BAT,):
        pass
    acts = legal_actions(s)
    assert MoveJungle(BAT) in acts and Discard(BAT) in acts
    assert not any(type(a) is Exchange and a.barn_animal and a.barn_animal.startswith("jungle")
                   for a in acts)
    apply(s, MoveJungle(BAT))
    assert s.zoos[0].extra["jungle"] == [BAT] and s.zoos[0].coins == 4
    assert s.decisions                                    # on the board: a visitor moves
    s2 = exotic()
    set_zoo(s2, 1, barn=[KOALA])
    set_zoo(s2, 0, coins=4)
    assert Purchase(1, KOALA, "jungle") in legal_actions(s2)
    assert not any(type(a) is Purchase and a.to in ("stall", "enclosure") for a in legal_actions(s2))
    apply(s2, Purchase(1, KOALA, "jungle"))
    assert s2.zoos[0].extra["jungle"] == [KOALA] and s2.zoos[0].coins == 2


def test_e7_an_empty_supply_leaves_only_walking_on():
    s = exotic()
    s.extra["visitors_left"] = {**s.extra["visitors_left"], "red": 0}
    s.zoos[1].extra["visitors"] = {**s.zoos[1].extra["visitors"], "red": [1, 1, 1, 2, 2, 3]}
    check_state(s)
    unload(s, ["stall:popcorn"])
    apply(s, Place("stall:popcorn", "stall", 0))
    assert legal_actions(s) == [Settle("stall:popcorn", "move:red", 2)]
    assert refusal(s, Settle("stall:popcorn", "bring:red")).code == "visitor_choice"


def test_e7_nothing_to_bring_or_walk_asks_nothing():
    s = exotic()
    s.extra["visitors_left"] = {**s.extra["visitors_left"], "red": 0}
    s.zoos[0].extra["visitors"] = {**s.zoos[0].extra["visitors"], "red": []}
    s.zoos[1].extra["visitors"] = {**s.zoos[1].extra["visitors"], "red": [1, 1, 1, 2, 2, 3, 2]}
    check_state(s)
    unload(s, ["stall:popcorn"])
    apply(s, Place("stall:popcorn", "stall", 0))
    assert not s.decisions


@pytest.mark.parametrize("stall, colour", [("popcorn", "red"), ("ice_cream", "blue"),
                                           ("drinks", "green"), ("balloons", "purple")])
def test_e8_each_stall_type_calls_visitors_of_its_own_colour(stall, colour):
    s = exotic()
    unload(s, [f"stall:{stall}"])
    apply(s, Place(f"stall:{stall}", "stall", 0))
    assert s.decisions[0]["colours"] == [colour]
    assert {a.to for a in legal_actions(s)} == {f"bring:{colour}", f"move:{colour}"}


def _score_rows(zoo):
    return {r["row"]: r["points"] for r in score_zoo(zoo, ("exotic",))["expansion_rows"]}


def test_scoring_two_points_per_colour_still_in_the_zoo():
    s = exotic()
    zoo = s.zoos[0]
    assert _score_rows(zoo)["visitor_colours"] == 8          # four colours from the start
    zoo.extra["visitors"] = {"red": [1, 3], "blue": [], "green": [5], "purple": []}
    assert _score_rows(zoo)["visitor_colours"] == 4          # red and green; two reds count once


def test_scoring_two_points_per_bonus_board():
    s = exotic()
    s.zoos[1].extra["boards"] = ["red", "purple"]
    assert _score_rows(s.zoos[1])["bonus_boards"] == 4


def test_scoring_minus_two_per_jungle_species_in_the_barn_and_nothing_on_the_board():
    s = exotic()
    set_zoo(s, 0, barn=[BAT, BAT, KOALA, "camel"])
    s.zoos[0].extra["jungle"] = [MACAW, MACAW]
    for t in (MACAW, MACAW):
        s.draw_pile.remove(t)
    check_state(s)
    rows = _score_rows(s.zoos[0])
    assert rows["jungle_barn"] == -4                          # bat and koala, not macaw
    b = score_zoo(s.zoos[0], ("exotic",))
    assert b["barn_animal_penalty"] == -2                     # the camel, as in the base game
    assert b["total"] == -2 - 4 + 8                           # and the four colours of visitors


def test_a_save_keeps_the_option_and_a_damaged_board_is_refused():
    from zooloretto.zoo.rules import GameState
    s = exotic()
    again = GameState.from_json(s.to_json())
    assert again.options == ("exotic",) and again.to_json() == s.to_json()
    s.zoos[0].extra["jungle"] = ["camel"]
    with pytest.raises(InvalidState):
        check_state(s)
    s = exotic()
    s.zoos[0].extra["visitors"] = {**s.zoos[0].extra["visitors"], "red": [2, 2]}
    with pytest.raises(InvalidState, match="red visitors"):
        check_state(s)
