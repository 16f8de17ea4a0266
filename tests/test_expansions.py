"""The expansions (docs/expansions.md): one test per rule and per decided open point
(S1, P1, B1, PB1, ... name the decisions), then setup, saves and the command line.
Seeded random games with every subset are in tests/test_expansions_random.py."""
import json

import pytest

from zooloretto.zoo.rules import (legal_actions, apply, refusal, Place, Take, Reveal, Load,
                              MoveAnimal, MoveStall, Exchange, Settle, SetupError, final_scores,
                              EXPANSION_NAMES, action_from_json, action_to_json)
from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules.check import check_state, InvalidState
from zooloretto.zoo.rules.expansions.savings_book import Deposit
from zooloretto.zoo.rules.expansions.buildings import BuildRestaurant, BuildPavilion, SHOP
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import from_json as save_from_json, to_json as save_to_json, SaveError
from zooloretto.zoo.rules.scoring import score_zoo

from helpers import game, set_zoo, set_coins, set_bank, load_truck, _take_from_stacks
from sampling import quick
from table_helpers import rounds_off_the_table

# The first four (Exotic and the later minis: tests/test_exotic_*.py).
ALL = list(EXPANSION_NAMES[:4])


def etype(e):
    return e["type"] if isinstance(e, dict) else e.type


def kinds(events):
    return [etype(e) for e in events]


def row(breakdown, name):
    found = [r for r in breakdown.get("expansion_rows", []) if r["row"] == name]
    return found[0] if found else None


def unload(s, tiles, truck=0):
    """The player to move takes a truck carrying `tiles`; returns the Take's events."""
    load_truck(s, truck, tiles)
    return apply(s, Take(truck))


def finish_round(s):
    """Play the round to its end: every tile to the barn, trucks taken in turn."""
    r = s.round
    events = []
    while s.round == r and not s.game_over:
        if s.decisions:
            a = legal_actions(s)[0]
        elif s.pending:
            a = Place(s.pending[0], "barn")
        else:
            full = [i for i, t in enumerate(s.trucks) if t.taken_by is None and t.tiles]
            a = Take(full[0]) if full else next(a for a in legal_actions(s)
                                                if isinstance(a, (Reveal, Load)))
        events += apply(s, a)
    check_state(s)
    return events


def birth_position(expansions, seat=0, coins=None):
    """Seat 0 has a flamingo male in enclosure 0; a truck brings the female."""
    s = game(3, expansions=expansions)
    set_zoo(s, seat, pens={0: ["flamingo:male"]}, coins=coins)
    unload(s, ["flamingo:female"])
    return s


# ---------------------------------------------------------------- options

def test_options_any_subset_in_canonical_order():
    s = game(3, expansions=["polar-bear", "savings-book"])
    assert s.options == ("savings-book", "polar-bear")
    assert game(3).options == ()


def test_options_unknown_name_is_one_sentence():
    with pytest.raises(SetupError, match="unknown expansion 'zoo-train'; choose from savings-book"):
        game(3, expansions=["zoo-train"])


def test_expansion_action_refused_when_the_expansion_is_off():
    s = game(3, expansions=["petting-zoo"])
    assert refusal(s, Deposit()).code == "expansion_off"
    assert refusal(s, BuildPavilion(0)).code == "expansion_off"
    assert not any(isinstance(a, (Deposit, BuildPavilion)) for a in legal_actions(s))


def test_base_game_state_json_unchanged_by_expansions_support():
    data = game(3).to_json()
    assert "options" not in data and "extra" not in data["zoos"][0]


# ---------------------------------------------------------------- the Savings Book

def test_savings_book_every_player_starts_with_an_empty_book():
    s = game(4, expansions=["savings-book"])
    assert [z.extra["book"] for z in s.zoos] == [0, 0, 0, 0]


def test_savings_book_deposit_puts_one_coin_on_field_1():
    s = game(3, expansions=["savings-book"])
    events = apply(s, Deposit())
    assert s.zoos[0].coins == C.STARTING_COINS - 1 and s.zoos[0].extra["book"] == 1
    assert "coin_saved" in kinds(events)
    check_state(s)


def test_savings_book_holds_one_coin_at_a_time():
    s = game(3, expansions=["savings-book"])
    apply(s, Deposit())
    s.current = 0
    assert refusal(s, Deposit()).code == "book_in_use"
    assert Deposit() not in legal_actions(s)


def test_savings_book_deposit_needs_a_coin():
    s = game(3, expansions=["savings-book"])
    set_coins(s, 0, 0)
    assert refusal(s, Deposit()).code == "no_coin_to_save"
    assert Deposit() not in legal_actions(s)


def test_savings_book_coin_moves_up_each_round_and_returns_with_interest_at_field_4():
    s = game(3, expansions=["savings-book"])
    apply(s, Deposit())
    coins = s.zoos[0].coins
    events = finish_round(s)
    assert s.zoos[0].extra["book"] == 2
    events += finish_round(s)
    assert s.zoos[0].extra["book"] == 3          # cannot be taken out early: still there
    events += finish_round(s)
    assert s.zoos[0].extra["book"] == 0
    paid = [e for e in events if etype(e) == "savings_paid_out"]
    assert [(e.player, e.amount, e.interest) for e in paid] == [(0, 1, 1)]
    collected = sum(e.amount for e in events if etype(e) == "coins_collected" and e.player == 0)
    assert s.zoos[0].coins == coins + 2 + collected


def test_savings_book_pays_out_at_the_end_of_the_last_round_too():
    s = game(3, expansions=["savings-book"])
    apply(s, Deposit())
    s.zoos[0].extra["book"] = 3                  # two round-ends already passed
    s.end_triggered = True                        # this is the last round
    s.box += s.end_pile[:1]
    del s.end_pile[:1]
    s.box += s.draw_pile
    s.draw_pile = []
    coins = s.zoos[0].coins
    events = finish_round(s)
    collected = sum(e.amount for e in events if etype(e) == "coins_collected" and e.player == 0)
    assert s.game_over and s.zoos[0].extra["book"] == 0
    assert s.zoos[0].coins == coins + 2 + collected


def test_savings_book_coin_on_the_book_counts_for_the_tiebreak():
    s = game(2, expansions=["savings-book"])
    apply(s, Deposit())                           # seat 0: 1 coin + 1 on the book
    set_coins(s, 1, 2)
    assert final_scores(s)["winners"] == [0, 1]
    set_coins(s, 1, 1)
    result = final_scores(s)
    assert result["winners"] == [0] and result["players"][0]["tiebreak_money"] == 2


def test_S1_deposit_is_the_whole_turn_and_not_while_unloading():
    s = game(3, expansions=["savings-book"])
    apply(s, Deposit())
    assert s.current == 1
    unload(s, ["flamingo", "camel"])
    assert refusal(s, Deposit()).code == "must_unload"
    assert Deposit() not in legal_actions(s)


def test_S2_an_empty_bank_pays_no_interest_but_the_coin_comes_back():
    s = game(3, expansions=["savings-book"])
    apply(s, Deposit())
    s.zoos[0].extra["book"] = 3
    set_bank(s, 0, seat_to_hold_rest=1)
    coins = s.zoos[0].coins
    events = finish_round(s)
    collected = sum(e.amount for e in events if etype(e) == "coins_collected" and e.player == 0)
    assert s.zoos[0].coins == coins + 1 + collected and s.bank == 0


def test_savings_book_can_be_used_again_once_empty():
    s = game(3, expansions=["savings-book"])
    apply(s, Deposit())
    for _ in range(3):
        finish_round(s)
    s.current = 0
    assert refusal(s, Deposit()) is None


# ---------------------------------------------------------------- the petting zoo

def test_petting_zoo_has_two_spaces_per_player():
    s = game(5, expansions=["petting-zoo"])
    assert all(z.extra["petting"] == [] for z in s.zoos)


def test_P1_a_birth_asks_its_owner_where_the_newborn_goes():
    s = birth_position(["petting-zoo"])
    events = apply(s, Place("flamingo:female", "enclosure", 0))
    assert s.decisions and s.current == 0
    assert "newborn_waits" in kinds(events) and "offspring_born" not in kinds(events)
    assert legal_actions(s) == [Settle("flamingo:baby", "enclosure", 0),
                                Settle("flamingo:baby", "petting_zoo")]
    assert refusal(s, Reveal()).code == "must_decide"
    assert refusal(s, Settle("camel:baby", "petting_zoo")).code == "not_the_newborn"
    check_state(s)
    apply(s, Settle("flamingo:baby", "petting_zoo"))
    assert s.zoos[0].extra["petting"] == ["flamingo:baby"] and s.current == 1
    check_state(s)


def test_P1_the_newborn_may_stay_where_the_base_game_puts_it():
    s = birth_position(["petting-zoo"])
    apply(s, Place("flamingo:female", "enclosure", 0))
    apply(s, Settle("flamingo:baby", "enclosure", 0))
    assert s.zoos[0].pens[0][-1] == "flamingo:baby" and s.zoos[0].extra["petting"] == []


def test_petting_zoo_pays_1_coin_for_the_first_and_2_for_the_second():
    s = birth_position(["petting-zoo"])
    coins = s.zoos[0].coins
    apply(s, Place("flamingo:female", "enclosure", 0))
    apply(s, Settle("flamingo:baby", "petting_zoo"))
    assert s.zoos[0].coins == coins + 1
    s.current = 0
    s.zoos[0].truck = None
    s.trucks[0].taken_by = None
    set_zoo(s, 0, pens={0: s.zoos[0].pens[0], 1: ["camel:male"]})
    unload(s, ["camel:female"], truck=1)
    apply(s, Place("camel:female", "enclosure", 1))
    apply(s, Settle("camel:baby", "petting_zoo"))
    assert s.zoos[0].coins == coins + 3
    assert s.zoos[0].extra["petting"] == ["flamingo:baby", "camel:baby"]   # two animal types
    check_state(s)


def test_petting_zoo_newborns_score_nothing():
    s = birth_position(["petting-zoo"])
    apply(s, Place("flamingo:female", "enclosure", 0))
    before = score_zoo(s.zoos[0], s.options)["total"]
    s2 = s.copy()
    apply(s, Settle("flamingo:baby", "petting_zoo"))
    apply(s2, Settle("flamingo:baby", "enclosure", 0))
    b = score_zoo(s.zoos[0], s.options)
    assert b["total"] == before and row(b, "petting_zoo")["points"] == 0
    assert score_zoo(s2.zoos[0], s2.options)["total"] > before   # in the enclosure it counts


def test_petting_zoo_no_action_moves_an_animal_in_or_out():
    s = birth_position(["petting-zoo"], coins=6)
    apply(s, Place("flamingo:female", "enclosure", 0))
    apply(s, Settle("flamingo:baby", "petting_zoo"))
    s.current = 0
    s.zoos[0].truck = None
    s.trucks[0].taken_by = None
    for a in legal_actions(s):
        assert "petting_zoo" not in json.dumps(action_to_json(a))
    assert refusal(s, MoveAnimal("flamingo:baby", 0)).code == "not_in_barn"
    assert refusal(s, Settle("flamingo:baby", "enclosure", 0)).code == "nothing_to_decide"


def test_P1_a_full_petting_zoo_asks_nothing():
    s = birth_position(["petting-zoo"])
    for t in ["camel:male", "camel:female"] * 2:
        _take_from_stacks(s, t)
        s.zoos[0].barn.append(t + ":bred")
    s.zoos[0].extra["petting"] = ["camel:baby", "camel:baby"]
    s.offspring["camel"] = 0
    check_state(s)
    apply(s, Place("flamingo:female", "enclosure", 0))
    assert not s.decisions and s.zoos[0].pens[0][-1] == "flamingo:baby"
    check_state(s)


def test_P2_the_barn_is_offered_only_when_the_enclosure_is_full():
    s = game(3, expansions=["petting-zoo"])
    set_zoo(s, 0, pens={0: ["flamingo:male", "flamingo", "flamingo"]})
    unload(s, ["flamingo:female"])
    apply(s, Place("flamingo:female", "enclosure", 0))       # fills the 4-space enclosure
    assert legal_actions(s) == [Settle("flamingo:baby", "barn"),
                                Settle("flamingo:baby", "petting_zoo")]
    s2 = birth_position(["petting-zoo"])
    apply(s2, Place("flamingo:female", "enclosure", 0))
    assert Settle("flamingo:baby", "barn") not in legal_actions(s2)
    assert refusal(s2, Settle("flamingo:baby", "barn")).code == "newborn_goes"


def test_P3_a_newborn_that_fills_its_enclosure_pays_the_fill_bonus():
    s = game(3, expansions=["petting-zoo"])
    set_zoo(s, 0, pens={0: ["flamingo:male", "flamingo"]})
    unload(s, ["flamingo:female"])
    coins = s.zoos[0].coins
    apply(s, Place("flamingo:female", "enclosure", 0))
    events = apply(s, Settle("flamingo:baby", "enclosure", 0))
    assert "bonus_paid" in kinds(events) and s.zoos[0].coins == coins + C.FILL_BONUS[0]


def test_P3_no_fill_bonus_for_a_newborn_of_an_exchange():
    s = game(3, expansions=["petting-zoo"])
    set_zoo(s, 0, pens={0: ["camel"]}, barn=["flamingo:male", "flamingo:female", "flamingo"],
            coins=3)
    apply(s, Exchange(0, barn_animal="flamingo"))
    assert s.decisions
    coins = s.zoos[0].coins
    events = apply(s, Settle("flamingo:baby", "enclosure", 0))
    assert len(s.zoos[0].pens[0]) == 4 and "bonus_paid" not in kinds(events)
    assert s.zoos[0].coins == coins and s.current == 1


@pytest.mark.parametrize("bank, first_in_petting_zoo, paid", [
    (0, False, 0),      # the first newborn is worth 1: an empty bank pays nothing
    (1, True, 1),       # the second is worth 2: a bank of 1 pays its 1, not all or nothing
    (5, True, 2),       # a bank that holds enough pays the second newborn's 2
])
def test_P4_the_petting_zoo_is_paid_as_far_as_the_bank_holds_money(bank, first_in_petting_zoo, paid):
    s = game(3, expansions=["petting-zoo"])
    pens = {0: ["flamingo:male"]}
    if first_in_petting_zoo:        # a camel pair's newborn went to the petting zoo before
        pens[1] = ["camel:male:bred", "camel:female:bred"]
        _take_from_stacks(s, "camel:baby")
        s.zoos[0].extra["petting"].append("camel:baby")
    set_zoo(s, 0, pens=pens)
    unload(s, ["flamingo:female"])
    set_bank(s, bank, seat_to_hold_rest=1)
    coins = s.zoos[0].coins
    apply(s, Place("flamingo:female", "enclosure", 0))
    events = apply(s, Settle("flamingo:baby", "petting_zoo"))
    assert s.zoos[0].coins == coins + paid and s.bank == bank - paid
    assert [(e.amount, e.printed) for e in events if e.type == "petting_zoo_paid"] == \
        [(paid, 2 if first_in_petting_zoo else 1)]
    check_state(s)


def test_P1_the_unloading_goes_on_after_the_decision():
    s = game(3, expansions=["petting-zoo"])
    set_zoo(s, 0, pens={0: ["flamingo:male"]})
    unload(s, ["flamingo:female", "camel"])
    apply(s, Place("flamingo:female", "enclosure", 0))
    apply(s, Settle("flamingo:baby", "petting_zoo"))
    assert s.current == 0 and s.pending == ["camel"]
    events = apply(s, Place("camel", "enclosure", 1))
    assert "unloaded" in kinds(events) and s.current == 1


# ---------------------------------------------------------------- buildings

def test_restaurant_is_a_money_action_for_3_coins():
    s = game(3, expansions=["buildings"])
    assert refusal(s, BuildRestaurant(0)).code == "no_money"
    set_coins(s, 0, 3)
    assert BuildRestaurant(0) in legal_actions(s)
    events = apply(s, BuildRestaurant(0))
    assert s.zoos[0].coins == 0 and s.extra["restaurant"] == 0 and s.current == 1
    assert "building_built" in kinds(events)
    check_state(s)


def test_restaurant_covers_two_neighbouring_stall_spaces_for_good():
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 4)
    apply(s, BuildRestaurant(0))
    assert s.zoos[0].stall_caps[0] == 0
    s.current = 0
    assert refusal(s, BuildRestaurant(1)).code == "restaurant_gone"
    unload(s, ["stall:popcorn"])
    assert refusal(s, Place("stall:popcorn", "stall", 0)).code == "stall_space_taken"
    assert Place("stall:popcorn", "stall", 0) not in legal_actions(s)


def test_restaurant_owner_scores_2_per_stall_instead_of_per_type_and_2_for_itself():
    s = game(3, expansions=["buildings"])
    set_zoo(s, 0, stalls={1: ["stall:popcorn"], 3: []}, coins=3)
    apply(s, BuildRestaurant(0))
    set_zoo(s, 0, stalls={1: ["stall:popcorn"], 2: ["stall:popcorn"]})
    b = score_zoo(s.zoos[0], s.options)
    assert b["stall_points"] == 2                     # one type, as in the base game
    assert row(b, "restaurant")["points"] == 2
    assert row(b, "restaurant_stalls")["points"] == 2  # 2 stalls x 2 instead of 1 type x 2
    assert b["total"] == 2 + 2 + 2


def test_B1_the_neighbouring_pairs_of_stall_spaces():
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 3)
    assert [a.pair for a in legal_actions(s) if isinstance(a, BuildRestaurant)] == [0, 1]
    apply(s, BuildRestaurant(1))
    assert s.zoos[0].stall_caps[:3] == (2, 0, 0)
    two = game(2, expansions=["buildings"])
    set_zoo(two, 0, expanded=2, coins=3)
    assert [a.pair for a in legal_actions(two) if isinstance(a, BuildRestaurant)] == [0, 1, 2]
    set_zoo(two, 0, stalls={1: ["stall:drinks"]})
    assert refusal(two, BuildRestaurant(1)).code == "pair_not_free"
    set_zoo(two, 0, expanded=1)
    assert refusal(two, BuildRestaurant(2)).code == "pair_not_free"


def test_B2_the_restaurant_is_not_a_vending_stall():
    s = game(3, expansions=["buildings"])
    set_coins(s, 0, 3)
    apply(s, BuildRestaurant(1))
    set_zoo(s, 0, pens={1: ["camel", "camel"]})
    b = score_zoo(s.zoos[0], s.options)
    assert b["enclosures"][1]["points"] == 0 and b["stall_types"] == []


def test_souvenir_shop_goes_to_the_first_zoo_with_an_offspring():
    s = birth_position(["buildings"])
    events = apply(s, Place("flamingo:female", "enclosure", 0))
    assert "souvenir_shop_given" in kinds(events) and s.extra["souvenir_shop"] == 0
    assert legal_actions(s) == [Settle(SHOP, "stall", 0), Settle(SHOP, "stall", 1),
                                Settle(SHOP, "stall", 2), Settle(SHOP, "barn")]
    apply(s, Settle(SHOP, "stall", 1))
    assert s.zoos[0].stalls[1] == [SHOP] and s.current == 1
    check_state(s)
    # The second birth in the game gives nothing.
    set_zoo(s, 1, pens={0: ["camel:male"]})
    unload(s, ["camel:female"], truck=1)
    apply(s, Place("camel:female", "enclosure", 0))
    assert not s.decisions and s.extra["souvenir_shop"] == 0


def test_souvenir_shop_is_a_stall_type_of_its_own():
    s = birth_position(["buildings"])
    apply(s, Place("flamingo:female", "enclosure", 0))
    apply(s, Settle(SHOP, "barn"))
    b = score_zoo(s.zoos[0], s.options)
    assert b["barn_stall_types"] == ["souvenir"] and b["barn_stall_penalty"] == -2
    set_coins(s, 0, 1)
    s.current = 0
    s.zoos[0].truck = None
    s.trucks[0].taken_by = None
    assert MoveStall(SHOP, "barn", 2) in legal_actions(s)
    apply(s, MoveStall(SHOP, "barn", 2))
    b = score_zoo(s.zoos[0], s.options)
    assert b["stall_types"] == ["souvenir"] and b["stall_points"] == 2


def test_souvenir_shop_scores_1_point_per_offspring_in_its_zoo():
    s = birth_position(["buildings"])
    apply(s, Place("flamingo:female", "enclosure", 0))
    apply(s, Settle(SHOP, "stall", 2))
    assert row(score_zoo(s.zoos[0], s.options), "souvenir_shop")["points"] == 1


def test_B3_petting_zoo_offspring_count_for_the_shop_barn_offspring_do_not():
    s = birth_position(["buildings", "petting-zoo"])
    apply(s, Place("flamingo:female", "enclosure", 0))
    apply(s, Settle("flamingo:baby", "petting_zoo"))
    apply(s, Settle(SHOP, "stall", 2))
    set_zoo(s, 0, barn=["camel:male:bred", "camel:female:bred", "camel:baby"])
    assert row(score_zoo(s.zoos[0], s.options), "souvenir_shop")["offspring"] == 1


def test_B5_the_shop_follows_an_offspring_of_an_exchange_too():
    s = game(3, expansions=["buildings"])
    set_zoo(s, 0, pens={0: ["camel"]}, barn=["flamingo:male", "flamingo:female"], coins=1)
    events = apply(s, Exchange(0, barn_animal="flamingo"))
    assert "souvenir_shop_given" in kinds(events) and s.decisions[0]["tile"] == SHOP
    assert s.current == 0                      # the turn waits for the shop's place
    apply(s, Settle(SHOP, "barn"))
    assert s.current == 1 and SHOP in s.zoos[0].barn
    check_state(s)


def test_B5_the_newborn_is_placed_before_the_shop():
    s = birth_position(["buildings", "petting-zoo"])
    apply(s, Place("flamingo:female", "enclosure", 0))
    assert [d["tile"] for d in s.decisions] == ["flamingo:baby", SHOP]
    assert all(a.tile == "flamingo:baby" for a in legal_actions(s))


def test_pavilion_costs_3_and_makes_its_enclosure_one_space_smaller():
    s = game(3, expansions=["buildings"])
    set_zoo(s, 0, pens={1: ["camel"] * 3}, coins=3)
    events = apply(s, BuildPavilion(1))
    assert "building_built" in kinds(events) and s.zoos[0].coins == 0
    assert s.zoos[0].caps[1] == C.ENCLOSURE_CAPACITY[1] - 1
    b = score_zoo(s.zoos[0], s.options)
    assert b["enclosures"][1]["why"] == "one_short" and b["enclosures"][1]["points"] == 5
    set_zoo(s, 0, pens={1: ["camel"] * 4})
    b = score_zoo(s.zoos[0], s.options)
    assert b["enclosures"][1]["why"] == "full" and b["enclosures"][1]["points"] == 8
    check_state(s)


def test_pavilions_two_in_the_game_permanent():
    s = game(3, expansions=["buildings"])
    for seat in (0, 1):
        set_coins(s, seat, 3)
        apply(s, BuildPavilion(0))
    set_coins(s, 2, 3)
    assert refusal(s, BuildPavilion(0)).code == "no_pavilion_left"
    assert not any(isinstance(a, BuildPavilion) for a in legal_actions(s))
    assert s.zoos[0].extra["pavilions"] == [0]


def test_B4_one_pavilion_per_enclosure_on_a_free_space_and_no_fill_bonus():
    s = game(3, expansions=["buildings"])
    set_zoo(s, 0, pens={0: ["flamingo"] * 3, 1: ["camel"] * 5}, coins=9)
    assert refusal(s, BuildPavilion(1)).code == "no_room_for_pavilion"
    coins = s.zoos[0].coins
    events = apply(s, BuildPavilion(0))      # the last free space: full, but no bonus
    assert "bonus_paid" not in kinds(events) and s.zoos[0].coins == coins - 3
    assert score_zoo(s.zoos[0], s.options)["enclosures"][0]["why"] == "full"
    s.current = 0
    assert refusal(s, BuildPavilion(0)).code == "pavilion_there"


# ---------------------------------------------------------------- the polar bear

def test_polar_bear_goes_to_the_first_zoo_to_fill_its_6_space_enclosure():
    s = game(3, expansions=["polar-bear"])
    set_zoo(s, 0, pens={2: ["camel"] * 5})
    unload(s, ["camel"])
    events = apply(s, Place("camel", "enclosure", 2))
    assert "polar_bear_taken" in kinds(events) and s.extra["polar_bear"] == 0
    set_zoo(s, 1, pens={2: ["flamingo"] * 5})
    unload(s, ["flamingo"], truck=1)
    apply(s, Place("flamingo", "enclosure", 2))
    assert s.extra["polar_bear"] == 0            # it stays with the first
    check_state(s)


def test_polar_bear_barn_animal_types_cost_1_point_instead_of_2():
    s = game(3, expansions=["polar-bear"])
    set_zoo(s, 0, pens={2: ["camel"] * 5}, barn=["flamingo", "leopard", "stall:drinks"])
    unload(s, ["camel"])
    apply(s, Place("camel", "enclosure", 2))
    b = score_zoo(s.zoos[0], s.options)
    assert b["barn_animal_penalty"] == -4 and row(b, "polar_bear")["points"] == 2
    assert b["barn_stall_penalty"] == -2
    assert b["total"] == 10 - 4 + 2 - 2


def test_PB1_the_polar_bear_is_taken_when_the_turn_is_over():
    s = game(3, expansions=["polar-bear"])
    set_zoo(s, 0, pens={2: ["camel"] * 5})
    unload(s, ["camel", "flamingo"])
    apply(s, Place("camel", "enclosure", 2))
    assert s.extra["polar_bear"] is None
    check_state(s)                               # mid-turn: not yet judged
    events = apply(s, Place("flamingo", "barn"))
    assert s.extra["polar_bear"] == 0 and kinds(events).index("polar_bear_taken") < kinds(events).index("unloaded") + 1


def test_PB1_a_pavilion_in_the_6_space_enclosure_counts():
    s = game(3, expansions=["polar-bear", "buildings"])
    set_zoo(s, 0, pens={2: ["camel"] * 5}, coins=3)
    apply(s, BuildPavilion(2))
    assert s.extra["polar_bear"] == 0


# ---------------------------------------------------------------- checks, saves, CLI

def test_check_state_knows_each_expansion():
    s = game(3, expansions=ALL)
    check_state(s)
    for spoil in (lambda t: t.zoos[0].extra.update(book=7),
                  lambda t: t.zoos[0].extra.update(petting=["camel"]),
                  lambda t: t.extra.update(pavilions=3),
                  lambda t: t.extra.update(polar_bear=1),
                  lambda t: t.extra.update(restaurant=2),
                  lambda t: t.decisions.append({"by": "nobody", "tile": "x"})):
        t = s.copy()
        spoil(t)
        with pytest.raises(InvalidState):
            check_state(t)
    base = game(3)
    base.zoos[0].extra["book"] = 1
    with pytest.raises(InvalidState):
        check_state(base)


def _game_until_a_decision(seed):
    """A 3-player game with every expansion, played at random until someone owes a
    newborn's or a shop's place; None if it ended first."""
    import random
    from helpers import pick_action
    record = GameRecord.new(3, seed=seed, removed=["zebra", "kangaroo"], expansions=ALL)
    assert record.setup["expansions"] == ALL
    s = record.state
    record.play(Deposit())
    assert s.zoos[0].extra["book"] == 1
    rng = random.Random(seed)
    while not s.decisions:
        if s.game_over:
            return None
        record.play(pick_action(s, rng))
    return record


def test_save_round_trip_with_options_mid_decision():
    record = next(r for r in map(_game_until_a_decision, range(4, 40)) if r is not None)
    s = record.state
    data = save_to_json(record)
    loaded = save_from_json(json.loads(json.dumps(data)))
    assert loaded.state.to_json() == s.to_json() and loaded.state.options == tuple(ALL)
    assert loaded.state.decisions == s.decisions and loaded.actions == record.actions


def test_save_whose_state_and_setup_disagree_on_options_is_refused():
    record = GameRecord.new(3, seed=4, expansions=["polar-bear"])
    data = save_to_json(record)
    data["setup"]["expansions"] = ["savings-book"]
    with pytest.raises(SaveError, match="expansions"):
        save_from_json(data)
    data["setup"]["expansions"] = ["time-machine"]
    with pytest.raises(SaveError, match="unknown expansion"):
        save_from_json(data)


def test_old_save_without_options_loads_as_the_base_game():
    from pathlib import Path
    from zooloretto.zoo.rules.saves import read
    record = read(Path(__file__).parent / "fixtures" / "save-v1.json")
    assert record.state.options == () and "expansions" not in record.setup


def test_new_actions_read_from_json():
    for a in (Deposit(), BuildRestaurant(1), BuildPavilion(2), Settle("camel:baby", "petting_zoo")):
        assert action_from_json(json.loads(json.dumps(action_to_json(a)))) == a


def test_cli_new_with_expansions_and_unknown_name(tmp_path, capsys):
    from zooloretto.cli import main
    out = tmp_path / "g.json"
    assert main(["new", "--players", "3", "--expansions", "savings-book,petting-zoo,buildings,polar-bear",
                 "--out", str(out)]) == 0
    assert json.loads(out.read_text())["setup"]["expansions"] == ALL
    capsys.readouterr()
    assert main(["legal", str(out)]) == 0
    assert {"type": "deposit"} in json.loads(capsys.readouterr().out)
    assert main(["apply", str(out), '{"type": "deposit"}']) == 0
    assert main(["show", str(out)]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["savings_book"] == 1
    assert main(["score", str(out)]) == 0
    capsys.readouterr()
    assert main(["new", "--players", "3", "--expansions", "savings-book,zoo-train",
                 "--out", str(tmp_path / "h.json")]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "unknown expansion 'zoo-train'" in err
    assert not (tmp_path / "h.json").exists()


def test_every_expansion_event_has_places_and_reads_back_from_json():
    """Play the named situations that raise each expansion event; every one of them
    survives JSON and names its places."""
    from zooloretto.zoo.rules.events import EVENT_TYPES, event_from_json, event_to_json
    ours = {t for t, cls in EVENT_TYPES.items() if cls.__module__ == "zooloretto.zoo.rules.expansions.events"}
    seen = set()

    def note(events):
        for e in events:
            assert event_from_json(json.loads(json.dumps(event_to_json(e)))) == e
            seen.add(etype(e))
        return events

    s = game(3, expansions=ALL)
    set_zoo(s, 0, pens={0: ["flamingo:male"], 2: ["camel"] * 5}, coins=6)
    note(apply(s, Deposit()))
    s.current = 0
    note(apply(s, BuildPavilion(2)))
    s.current = 0
    set_coins(s, 0, 3)
    note(apply(s, BuildRestaurant(1)))
    s.current = 0
    note(unload(s, ["flamingo:female"]))
    note(apply(s, Place("flamingo:female", "enclosure", 0)))
    note(apply(s, Settle("flamingo:baby", "petting_zoo")))
    note(apply(s, Settle(SHOP, "stall", 0)))
    for _ in range(3):
        note(finish_round(s))
    assert seen >= ours, sorted(ours - seen)


def test_the_table_plays_a_whole_bot_game_with_every_expansion(tmp_path):
    """Until the table draws the expansions' boards, it must still carry such a game."""
    from zooloretto.zoo.rules import saves
    from zooloretto.ui.headless import Table
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "level": "easy", "colour": [90, 90, 90]}
             for i in range(3)]
    record = GameRecord.new(3, seed=5, names=[s["name"] for s in seats], expansions=ALL,
                            meta={"seats": seats})
    rounds_off_the_table(record, quick(0, 7))       # the quick run: the last rounds at the table
    path = saves.write(record, tmp_path / "expansions.json")
    t = Table.open(path, saves_dir=tmp_path)
    try:
        t.bots_move()
        assert t.state.game_over and t.state.options == tuple(ALL)
        check_state(t.state)
    finally:
        t.close()
