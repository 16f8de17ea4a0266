"""The octopus, the skunk, the wandering building sites and several "first to fill the
6-space enclosure" specials in one game: a test per decided point (O, K, W, M in
docs/expansions.md) and per scoring line, expected values from the card texts
(shared/spec/more-expansions.md)."""

from zooloretto.zoo.rules import (Place, Settle, Take, apply, legal_actions, refusal, score_zoo)
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.expansions.building_sites import PassSite
from zooloretto.zoo.rules.expansions.skunk import UseSkunk
from zooloretto.zoo.rules.view import public_view

from helpers import game, load_truck, set_bank, set_coins, set_zoo


def unload(s, tiles, truck=0):
    load_truck(s, truck, tiles)
    return apply(s, Take(truck))


def fill_six(s, seat=0, truck=0, animal="camel"):
    """Seat `seat` (to move) fills its 6-space enclosure from a truck; the turn ends."""
    set_zoo(s, seat, pens={2: [animal] * 5})
    events = unload(s, [animal], truck)
    return events + apply(s, Place(animal, "enclosure", 2))


def types(events):
    return [e.type for e in events]


# ---------------------------------------------------------------- the octopus

def test_the_octopus_pays_4_coins_and_asks_for_a_prediction():
    s = game(3, expansions=["octopus"])
    coins = s.zoos[0].coins
    events = fill_six(s)
    assert "special_taken" in types(events) and s.extra["octopus"] == 0
    assert s.zoos[0].coins == coins + 4
    assert legal_actions(s) == [Settle("octopus", "predict", q) for q in range(3)]
    assert s.current == 0 and "turn_ended" not in types(events)
    events = apply(s, Settle("octopus", "predict", 2))
    assert "turn_ended" in types(events) and s.current == 1


def test_the_octopus_coins_come_from_the_bank_as_far_as_it_holds_them():
    s = game(3, expansions=["octopus"])
    set_bank(s, 3, seat_to_hold_rest=1)
    coins = s.zoos[0].coins
    fill_six(s)
    assert s.zoos[0].coins == coins + 3 and s.bank == 0


def test_o1_the_prediction_is_secret_until_scoring():
    s = game(3, expansions=["octopus"])
    fill_six(s)
    apply(s, Settle("octopus", "predict", 1))
    view = public_view(s)
    assert view.extra["octopus_guess"] == "hidden" and s.extra["octopus_guess"] == 1
    check_state(view)


def _end_with_octopus(guess, coins, leader):
    s = game(3, expansions=["octopus"])
    s.extra["octopus"], s.extra["octopus_guess"] = 0, guess
    s.zoos[0].extra["octopus"] = True
    set_zoo(s, leader, pens={0: ["camel"] * 4})        # 5 points: the most
    set_coins(s, 0, coins)
    from zooloretto.zoo.rules.expansions.octopus import EXPANSION
    s.end_triggered = True
    events = []
    EXPANSION.round_ending(s, events)
    return s, events


def test_a_right_prediction_costs_nothing():
    s, events = _end_with_octopus(guess=2, coins=3, leader=2)
    assert s.zoos[0].coins == 3 and events[0].right
    assert not [r for r in score_zoo(s.zoos[0], s.options)["expansion_rows"] if r["points"]]


def test_a_wrong_prediction_pays_2_coins_back():
    s, events = _end_with_octopus(guess=1, coins=3, leader=2)
    assert s.zoos[0].coins == 1 and events[0].paid == 2 and not events[0].right
    assert sum(r["points"] for r in score_zoo(s.zoos[0], s.options)["expansion_rows"]) == 0


def test_each_coin_that_cannot_be_paid_back_costs_a_point():
    s, events = _end_with_octopus(guess=1, coins=1, leader=2)
    assert s.zoos[0].coins == 0 and events[0].short == 1
    rows = score_zoo(s.zoos[0], s.options)["expansion_rows"]
    assert [r["points"] for r in rows if r["row"] == "octopus"] == [-1]
    s, _ = _end_with_octopus(guess=1, coins=0, leader=2)
    assert [r["points"] for r in score_zoo(s.zoos[0], s.options)["expansion_rows"]] == [-2]


def test_o2_a_tie_for_the_most_points_makes_either_prediction_right():
    s = game(3, expansions=["octopus"])
    s.extra["octopus"], s.extra["octopus_guess"] = 0, 1
    s.zoos[0].extra["octopus"] = True
    set_zoo(s, 1, pens={0: ["camel"] * 4})
    set_zoo(s, 2, pens={0: ["panda"] * 4})
    from zooloretto.zoo.rules.expansions.octopus import EXPANSION
    s.end_triggered, events = True, []
    EXPANSION.round_ending(s, events)
    assert events[0].right


# ---------------------------------------------------------------- several specials

def test_m1_the_first_to_fill_chooses_the_next_takes_what_is_left():
    s = game(3, expansions=["polar-bear", "octopus"])
    fill_six(s)
    assert sorted(a.to for a in legal_actions(s)) == ["octopus", "polar-bear"]
    apply(s, Settle("special", "octopus"))
    assert s.extra["octopus"] == 0 and s.extra["polar_bear"] is None
    apply(s, Settle("octopus", "predict", 0))
    assert s.current == 1
    events = fill_six(s, seat=1, truck=1, animal="panda")
    assert s.extra["polar_bear"] == 1 and "polar_bear_taken" in types(events)
    assert not s.decisions                               # one left: nothing to choose


def test_m1_a_zoo_takes_one_special_only():
    s = game(3, expansions=["polar-bear", "skunk"])
    fill_six(s)
    apply(s, Settle("special", "skunk"))
    assert s.extra["polar_bear"] is None and s.extra["skunk"] == 0
    check_state(s)


# ---------------------------------------------------------------- the skunk

def _skunk_game(n=4):
    s = game(n, expansions=["skunk"])
    s.extra["skunk"] = 0
    s.zoos[0].extra["skunk"] = True
    set_zoo(s, 0, barn=["camel", "camel:male", "leopard"], coins=3)
    return s


def test_k1_using_the_skunk_is_the_turns_money_action_for_2_coins():
    s = _skunk_game()
    assert UseSkunk("camel") in legal_actions(s) and UseSkunk("leopard") in legal_actions(s)
    for q in (1, 2, 3):
        set_coins(s, q, 0)
    events = apply(s, UseSkunk("camel"))
    assert s.zoos[0].coins == 1 and s.zoos[0].barn == ["leopard"]
    assert "turn_ended" in types(events) and s.current == 1    # nobody could buy
    assert sorted(s.box[-2:]) == ["camel", "camel:male"] or "camel" in s.box
    assert refusal(s, UseSkunk("leopard")).code == "no_skunk"


def test_k2_the_others_are_asked_clockwise_from_the_owners_left_once_each():
    s = _skunk_game()
    s.extra["skunk"] = 2
    s.zoos[0].extra["skunk"], s.zoos[2].extra["skunk"] = False, True
    s.zoos[2].barn, s.zoos[0].barn = s.zoos[0].barn, []
    s.current = 2
    set_coins(s, 2, 3)
    set_coins(s, 0, 2)
    set_coins(s, 1, 0)                                   # seat 1 cannot pay: not asked
    asked = []
    apply(s, UseSkunk("camel"))
    while s.decisions:
        asked.append(s.current)
        apply(s, Settle("camel", "pass"))
    assert asked == [3, 0]
    assert s.current == 3                                # the owner's turn ended: seat 3 moves


def test_k3_a_bought_animal_is_placed_at_once_for_1_coin_to_the_bank():
    s = _skunk_game(3)
    set_zoo(s, 1, pens={0: ["camel:female"]})
    set_coins(s, 1, 2)
    set_coins(s, 2, 2)
    apply(s, UseSkunk("camel"))
    assert s.current == 1
    assert Settle("camel:male", "enclosure", 0) in legal_actions(s)
    bank = s.bank
    events = apply(s, Settle("camel:male", "enclosure", 0))
    assert s.zoos[1].coins == 1 and s.bank == bank + 1
    assert "offspring_born" in types(events)             # it breeds as any placed animal
    assert s.current == 2
    apply(s, Settle("camel", "barn"))
    assert s.zoos[2].barn == ["camel"] and s.current == 1   # all sold: seat 0's turn is over


def test_k5_the_skunk_drives_out_only_animal_types_of_the_base_game():
    s = game(3, expansions=["skunk", "exotic"])
    s.extra["skunk"] = 0
    s.zoos[0].extra["skunk"] = True
    s.draw_pile.remove("jungle:" + next(sp for sp in ("anteater", "macaw", "bat", "koala", "monitor",
                                                      "orangutan", "baboon", "snake")
                                        if sp not in s.extra["jungle_removed"]))
    jungle = next(t for t in ("jungle:anteater", "jungle:macaw", "jungle:bat", "jungle:koala",
                              "jungle:monitor", "jungle:orangutan", "jungle:baboon", "jungle:snake")
                  if t.split(":")[1] not in s.extra["jungle_removed"])
    s.zoos[0].barn.append(jungle)
    check_state(s)
    assert not [a for a in legal_actions(s) if type(a) is UseSkunk]


# ---------------------------------------------------------------- building sites

def sites_game(n=3):
    return game(n, expansions=["building-sites"])


def test_w1_a_site_goes_to_a_free_space_of_its_area_in_another_zoo():
    s = sites_game()
    unload(s, ["site:stall"])
    acts = legal_actions(s)
    assert Place("site:stall", "stall@1", 0) in acts and Place("site:stall", "stall@2", 2) in acts
    assert not [a for a in acts if a.to.endswith("@0")]   # never one's own zoo (W6)
    assert refusal(s, Place("site:stall", "stall@0", 0)).code == "site_elsewhere"
    apply(s, Place("site:stall", "stall@1", 1))
    assert s.zoos[1].stall_caps[1] == 0 and s.zoos[1].extra["sites"] == ["stall:1"]


def test_w1_with_no_free_space_the_site_goes_to_the_barn_area():
    s = sites_game()
    set_zoo(s, 1, stalls={0: ["stall:popcorn", "stall:drinks"], 1: ["stall:popcorn"],
                          2: ["stall:drinks"]})
    unload(s, ["site:stall"])
    assert [a for a in legal_actions(s) if a.to.endswith("@1")] == [Place("site:stall", "barn@1")]
    apply(s, Place("site:stall", "barn@1"))
    assert s.zoos[1].extra["sites"] == ["stall:barn"]
    assert score_zoo(s.zoos[1], s.options)["expansion_rows"] == []   # only a barn site costs


def test_w2_an_enclosure_with_a_site_is_full_with_one_animal_fewer():
    s = sites_game()
    set_zoo(s, 1, pens={0: ["camel"] * 2})
    unload(s, ["site:pen"])
    apply(s, Place("site:pen", "enclosure@1", 0))
    zoo = s.zoos[1]
    assert zoo.caps[0] == 3
    set_zoo(s, 1, pens={0: ["camel"] * 3})
    assert score_zoo(zoo, s.options)["enclosures"][0]["points"] == 5 == \
        score_zoo(zoo, s.options)["enclosures"][0]["points"]       # printed points when full


def test_w3_a_site_never_completes_an_enclosure():
    s = sites_game()
    set_zoo(s, 1, pens={0: ["camel"] * 3, 1: ["leopard"] * 4, 2: ["panda"] * 4})
    unload(s, ["site:pen"])
    assert [a.index for a in legal_actions(s) if a.to == "enclosure@1"] == [2]


def test_barn_sites_cost_2_points_however_many():
    s = sites_game()
    unload(s, ["site:barn", "site:barn"])
    apply(s, Place("site:barn", "barn@1"))
    assert [r["points"] for r in score_zoo(s.zoos[1], s.options)["expansion_rows"]] == [-2]
    apply(s, Place("site:barn", "barn@1"))
    assert [r["points"] for r in score_zoo(s.zoos[1], s.options)["expansion_rows"]] == [-2]


def sites_in_first_zoo():
    """Ana's truck put a barn site and an enclosure site into Bruno's zoo; Bruno, with 2
    coins, is to move (W4: he may pass them on)."""
    s = sites_game()
    unload(s, ["site:barn", "site:pen"])
    apply(s, Place("site:barn", "barn@1"))
    apply(s, Place("site:pen", "enclosure@1", 0))
    s.current = 1
    s.zoos[1].truck = None
    s.trucks[0].taken_by, s.zoos[0].truck = 0, 0
    set_coins(s, 1, 2)
    return s


def test_w4_passing_on_costs_1_coin_and_a_second_site_follows_free():
    s = sites_in_first_zoo()
    check_state(s)
    apply(s, PassSite("barn:barn", "barn@2"))
    assert s.zoos[1].coins == 1 and s.decisions
    assert Settle("site", "stop") in legal_actions(s)
    apply(s, Settle("pen:0", "enclosure@0", 1))
    assert s.zoos[1].coins == 1 and s.zoos[1].caps[0] == 4 and s.zoos[0].caps[1] == 4
    assert s.zoos[1].extra["sites"] == [] and s.zoos[2].extra["sites"] == ["barn:barn"]
