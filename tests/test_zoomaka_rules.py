"""Zoomaka's rulebook, rule by rule, and its FAQ: each test names the rule it shows."""
import pytest
from deck_words import card_types, card_value
from zoomaka_helpers import game, give, kinds, play

from zooloretto.zoomaka.rules import (AddOn, Direct, Discard, EndTurn, Entrance, IllegalAction,
                                      Move, Pass, Pay, Place, Receive, Respond, Sell, Setting,
                                      SetupError, apply, decision, legal_actions, new_game, refusal)
from zooloretto.zoomaka.rules.zoo import complete_count, fee_for


def test_setup_deals_six_cards_each_and_the_rest_is_the_draw_pile():
    for n in (2, 3, 4, 5):
        s = new_game(n, seed=n)
        assert all(len(p.hand) == 6 for p in s.players)
        assert len(s.draw) == 110 - 6 * n and not s.discard and not s.settings
        assert s.active == s.current == 0
    assert new_game(3, seed=1, start_player=2).current == 2


def test_up_to_three_actions_a_turn_and_the_same_action_repeats():
    s = give(game(), 0, hand=["bird-1", "bird-2", "bird-3", "bird-4"])
    for card in ("bird-1", "bird-2", "bird-3"):
        play(s, Place(card, "bird"))
    assert refusal(s, Place("bird-4", "bird")).code == "no_actions_left"
    assert refusal(s, Sell("bird-4")).code == "no_actions_left"
    assert EndTurn() in legal_actions(s)


def test_settings_and_responses_cost_no_action():
    s = give(game(), 0, hand=["bird-1", "bird-2", "bird-3", "carnival-1", "no_way-1"])
    for card in ("bird-1", "bird-2", "bird-3"):
        play(s, Place(card, "bird"))
    play(s, Setting("carnival-1"))
    play(s, Respond("no_way-1"))           # FAQ: a Response with no effect, in one's turn
    assert s.settings == ["carnival-1"] and s.discard[-1] == "no_way-1" and s.used == 3


def test_drawing_ends_the_turn_two_cards_or_six_with_an_empty_hand():
    s = give(game(), 0, hand=["bird-1"])
    events = play(s, EndTurn())
    assert len(s.players[0].hand) == 3 and "turn_ended" in kinds(events)
    assert s.active == s.current == 1 and s.turn == 2
    events = play(s, EndTurn())            # seat 1's hand is empty
    assert len(s.players[1].hand) == 6 and kinds(events).count("card_drawn") == 6


def test_an_empty_draw_pile_is_the_setting_and_discard_piles_shuffled():
    s = game()
    s.settings = ["payday-1", "roar-1"]
    for c in s.settings:
        s.draw.remove(c)
    s.discard, s.players[1].bank, s.draw = s.draw[:7], s.draw[7:], []
    events = play(s, EndTurn())
    assert events[0].type == "pile_reshuffled" and events[0].sources == ("settings", "discard")
    assert events[0].cards == 9 and kinds(events).count("pile_reshuffled") == 1
    assert len(s.players[0].hand) == 6 and len(s.draw) == 3 and not s.settings and not s.discard


def test_faq_with_the_discard_pile_empty_too_the_settings_and_every_bank_are_shuffled():
    s = game()
    s.settings = ["payday-1"]
    s.draw.remove("payday-1")
    s.players[0].bank, s.players[1].bank = s.draw[:4], s.draw[4:]
    s.draw = []
    events = play(s, EndTurn())
    assert events[0].sources == ("settings", "bank")
    assert not s.players[1].bank and not s.settings and len(s.players[0].hand) == 6


def test_a_new_type_opens_a_section_and_the_same_type_joins_it():
    s = give(game(), 0, hand=["bird-1", "bird-2", "reptile-1"])
    play(s, Place("bird-1", "bird"))
    play(s, Place("reptile-1", "reptile"))
    play(s, Place("bird-2", "bird"))
    assert [(sec.type, sec.animals) for sec in s.players[0].zoo] == [
        ("bird", ["bird-1", "bird-2"]), ("reptile", ["reptile-1"])]
    assert refusal(s, Place("bird-1", "ocean")) is not None


def test_multicolored_and_two_color_animals_play_as_any_of_their_types():
    s = give(game(), 0, hand=["multicolored-1", "two_color-1"])
    places = {a.section for a in legal_actions(s) if a.type == "place" and a.card == "multicolored-1"}
    assert places == {"bird", "ocean", "reptile"}
    assert {a.section for a in legal_actions(s) if a.type == "place" and a.card == "two_color-1"} == {"reptile", "ocean"}
    assert refusal(s, Place("two_color-1", "bird")).code == "not_its_type"


def test_the_chameleon_only_joins_a_section_with_a_typed_animal():
    s = give(game(), 0, hand=["chameleon-1", "farm-1"])
    assert refusal(s, Place("chameleon-1", "farm")).code == "wild_needs_section"
    play(s, Place("farm-1", "farm"))
    play(s, Place("chameleon-1", "farm"))
    assert s.players[0].section("farm").animals == ["farm-1", "chameleon-1"]


def test_a_section_that_loses_its_typed_animals_is_discarded_with_its_addons():
    s = give(game(), 0, hand=["release-1"])
    give(s, 1, zoo={"farm": (["farm-1", "chameleon-1"], ["roller_coaster-1"])})
    events = play(s, Direct("release-1", 1, "farm-1"))
    assert s.players[1].zoo == []
    assert {"farm-1", "chameleon-1", "roller_coaster-1"} <= set(s.discard)
    assert "section_discarded" in kinds(events)


def test_a_section_is_complete_with_as_many_animals_as_its_symbols_and_the_unicorn_alone():
    s = give(game(), 0, zoo={"butterfly": ["butterfly-1", "butterfly-2"], "unicorn": ["unicorn-1"],
                             "monkey": ["monkey-1", "monkey-2", "monkey-3", "monkey-4"]})
    assert complete_count(s.players[0]) == 2          # the monkeys need five


def test_selling_puts_a_card_face_down_into_the_bank_for_an_action():
    s = give(game(), 0, hand=["capture-1"])
    events = play(s, Sell("capture-1"))
    assert s.players[0].bank == ["capture-1"] and s.used == 1
    assert events[0].seen == (0,)                      # face down: only its owner sees it


def test_one_action_moves_animals_and_addons_freely_by_the_placement_rules():
    s = give(game(), 0, zoo={"bird": (["bird-1", "multicolored-1"], ["roller_coaster-1"]),
                             "ocean": ["ocean-1"], "farm": ["farm-1", "chameleon-1"]})
    play(s, Move("multicolored-1", "ocean"))
    play(s, Move("roller_coaster-1", "ocean"))        # the same rearrangement: free
    play(s, Move("chameleon-1", "bird"))
    assert s.used == 1
    assert refusal(s, Move("chameleon-1", "reptile")).code == "wild_needs_section"
    assert s.players[0].section("ocean").animals == ["ocean-1", "multicolored-1"]
    s.players[0].hand.append(s.draw.pop())
    play(s, Sell(s.players[0].hand[0]))
    play(s, Move("chameleon-1", "farm"))              # a new rearrangement costs again
    assert s.used == 3


def test_a_direct_card_costs_an_action_goes_to_the_discard_pile_and_takes_effect():
    s = give(game(), 0, hand=["delivery-1"])
    events = play(s, Direct("delivery-1"))
    assert s.used == 1 and "delivery-1" in s.discard and len(s.players[0].hand) == 3
    assert kinds(events)[:1] == ["card_played"]


def test_no_way_stops_a_direct_card_aimed_at_its_player():
    s = give(game(), 0, hand=["pickpocket-1"])
    give(s, 1, hand=["no_way-1", "bird-1"])
    play(s, Direct("pickpocket-1", 1))
    assert decision(s) == "no_way" and s.current == 1
    assert set(legal_actions(s)) == {Pass(), Respond("no_way-1")}
    events = play(s, Respond("no_way-1"))
    assert "cancelled" in kinds(events) and s.players[1].hand == ["bird-1"] and s.current == 0


def test_addon_costs_an_action_adds_its_value_to_the_section():
    s = give(game(), 0, hand=["ice_cream_stand-1"], zoo={"bird": ["bird-1"]})
    assert refusal(s, AddOn("ice_cream_stand-1", "farm")).code == "no_such_section"
    play(s, AddOn("ice_cream_stand-1", "bird"))
    assert s.used == 1 and fee_for(s, s.players[0], "bird") == 2 + 2


def test_a_setting_is_in_effect_while_it_is_the_top_card():
    s = give(game(), 0, hand=["extra_hours-1", "carnival-1"] + [f"bird-{i}" for i in (1, 2, 3, 4)])
    play(s, Setting("extra_hours-1"))
    for i in (1, 2, 3):
        play(s, Place(f"bird-{i}", "bird"))
    assert refusal(s, Place("bird-4", "bird")) is None          # four actions
    play(s, Setting("carnival-1"))                               # covered: three again
    assert refusal(s, Place("bird-4", "bird")).code == "no_actions_left"


def test_an_entrance_needs_a_section_of_its_types_and_every_opponent_pays():
    s = game(3)
    give(s, 0, hand=["two_color_entrance-1"], zoo={"bird": ["bird-1", "bird-2", "bird-3"]})
    give(s, 1, bank=["robber-1", "coffee-1", "payday-1", "roar-1", "carnival-1", "big_five-5"])
    give(s, 2, bank=["master_thief-1", "master_thief-2", "robber-2"])
    assert refusal(s, Entrance("two_color_entrance-1", "farm")).code == "no_such_section"
    events = play(s, Entrance("two_color_entrance-1", "bird"))
    charged = [e for e in events if e.type == "fee_charged"][0]
    assert charged.fee == 6 and charged.payers == (1, 2)        # the rulebook's bird example
    assert s.current == 1 and decision(s) == "fee"


def test_a_two_color_entrance_is_played_only_for_a_section_of_a_type_it_shows():
    # "To play an Entrance card, one of its types must match a section in the player's zoo":
    # a butterfly/bird Entrance charges for the bird section, never for the forest one beside it.
    s = game(3)
    give(s, 0, hand=["two_color_entrance-1"], zoo={"bird": ["bird-1"], "forest": ["forest-1"]})
    assert sorted(card_types("two_color_entrance-1")) == ["bird", "butterfly"]
    assert refusal(s, Entrance("two_color_entrance-1", "forest")).code == "entrance_type"
    assert Entrance("two_color_entrance-1", "forest") not in legal_actions(s)
    assert refusal(s, Entrance("two_color_entrance-1", "bird")) is None


def test_a_master_thief_needs_an_opponent_with_cards_in_hand():
    # docs/zoomaka.md, point 4: Direct cards need something to act on (a thief, a victim with cards).
    s = give(game(3), 0, hand=["master_thief-1"])
    assert refusal(s, Direct("master_thief-1")).code == "nothing_to_take"
    assert Direct("master_thief-1") not in legal_actions(s)
    give(s, 2, hand=["bird-1"])
    assert refusal(s, Direct("master_thief-1")) is None


@pytest.mark.parametrize("players", [1, 6])
def test_zoomaka_is_for_two_to_five_players(players):
    # The book's goal counts sections for four players and "three for five player games";
    # a game needs an opponent to charge.
    with pytest.raises(SetupError):
        new_game(players, 0)
    assert [len(new_game(n, 0).players) for n in (2, 5)] == [2, 5]


def test_a_multicolor_entrance_charges_one_chosen_opponent_for_any_section():
    s = game(3)
    give(s, 0, hand=["multicolor_entrance-1"], zoo={"monkey": ["monkey-5"]})
    give(s, 2, bank=["robber-1", "coffee-1"])
    assert refusal(s, Entrance("multicolor_entrance-1", "monkey")).code == "needs_target"
    play(s, Entrance("multicolor_entrance-1", "monkey", 2))
    # The fee is the section's value, monkey-5's 2; seat 2's bank holds 1 + 1, so the only
    # exact payment is both cards: paid at once, and the turn is seat 0's again.
    assert card_value("monkey-5") == card_value("robber-1") + card_value("coffee-1") == 2
    assert sorted(s.players[0].bank) == ["coffee-1", "robber-1"] and s.players[2].bank == []
    assert s.players[1].bank == [] and s.current == 0 and decision(s) == "turn"


def _charged(fee_cards, payer_bank=(), payer_zoo=None, payer_hand=(), players=2):
    s = game(players)
    give(s, 0, hand=["multicolor_entrance-1"], zoo={"big_five": list(fee_cards)})
    give(s, 1, hand=list(payer_hand), bank=list(payer_bank), zoo=payer_zoo or {})
    play(s, Entrance("multicolor_entrance-1", "big_five", 1))
    return s


def test_faq_fees_are_never_paid_from_the_hand():
    s = _charged(["big_five-1", "big_five-4"], payer_bank=["robber-1", "coffee-1", "bird-1"],
                 payer_hand=["no_way-1"])
    assert refusal(s, Pay("no_way-1")).code == "not_an_asset"


def test_faq_the_bank_need_not_pay_first_and_animals_go_to_the_receivers_zoo():
    s = _charged(["big_five-1"], payer_bank=["robber-1", "coffee-1"],
                 payer_zoo={"bird": ["bird-1", "bird-2"]})
    assert s.window["fee"] == 2 and Pay("bird-1") in legal_actions(s)
    play(s, Pay("bird-1"))
    assert s.players[0].section("bird").animals == ["bird-1"] and s.current == 0
    assert s.players[1].bank == ["robber-1", "coffee-1"]


def test_no_change_is_given_for_an_excess_payment():
    s = _charged(["big_five-1"], payer_bank=["big_five-4", "coffee-1", "robber-1"])
    play(s, Pay("big_five-4"))                # worth 3 for a fee of 2: no change
    assert s.players[0].bank == ["big_five-4"] and s.players[1].bank == ["coffee-1", "robber-1"]


def test_who_cannot_pay_it_all_pays_what_they_have_and_is_excused_the_rest():
    s = _charged(["big_five-1", "big_five-4"], payer_bank=["coffee-1"],
                 payer_zoo={"bird": ["bird-1"]})
    assert s.current == 0                     # 1 + 2 < 5: no choice, all of it is paid
    assert s.players[1].bank == [] and s.players[1].zoo == []
    assert s.players[0].bank == ["coffee-1"] and s.players[0].section("bird").animals == ["bird-1"]


def test_the_receiver_chooses_where_a_paid_animal_goes():
    s = _charged(["big_five-4"], payer_zoo={"bird": ["bird-2", "multicolored-1"]})
    assert s.players[1].zoo == [] and s.players[0].section("bird").animals == ["bird-2"]
    assert decision(s) == "receive" and s.current == 0 and s.received == ["multicolored-1"]
    assert {a.section for a in legal_actions(s)} == {"bird", "ocean", "reptile"}
    play(s, Receive("multicolored-1", "ocean"))
    assert s.players[0].section("ocean").animals == ["multicolored-1"] and decision(s) == "turn"


def test_pay_with_peanuts_and_no_way_excuse_a_fee():
    for card in ("pay_with_peanuts-1", "no_way-1"):
        s = _charged(["big_five-1"], payer_bank=["robber-1", "coffee-1"], payer_hand=[card])
        play(s, Respond(card))
        assert s.players[1].bank == ["robber-1", "coffee-1"] and s.current == 0


def test_faq_quick_delivery_draws_five_then_discards_any_two():
    s = give(game(), 0, hand=["quick_delivery-1", "bird-1"])
    play(s, Respond("quick_delivery-1"))
    assert len(s.players[0].hand) == 6 and decision(s) == "discard" and s.owed == 2
    assert refusal(s, Place("bird-1", "bird")).code == "must_discard"
    play(s, Discard("bird-1"))
    play(s, Discard(s.players[0].hand[0]))
    assert len(s.players[0].hand) == 4 and decision(s) == "turn"


def test_direct_capture_takes_an_animal_as_it_is_placed():
    s = give(game(3), 0, hand=["unicorn-1"])
    give(s, 2, hand=["direct_capture-1"])
    play(s, Place("unicorn-1", "unicorn"))
    assert s.current == 2 and decision(s) == "capture"
    play(s, Respond("direct_capture-1", "unicorn"))
    assert s.players[0].zoo == [] and s.players[2].section("unicorn").animals == ["unicorn-1"]
    assert s.current == 0


@pytest.mark.parametrize("players,needed", [(2, 4), (4, 4), (5, 3)])
def test_four_different_complete_sections_win_three_with_five_players(players, needed):
    zoo = {"unicorn": ["unicorn-1"], "butterfly": ["butterfly-1", "butterfly-2"],
           "marsupial": ["marsupial-1", "marsupial-2"]}
    s = give(game(players), 0, hand=["reptile-4"], zoo=zoo)
    s.players[0].zoo[0].animals = ["unicorn-1"]
    if needed == 4:
        give(s, 0, zoo={"reptile": ["reptile-1", "reptile-2", "reptile-3"]}, clear=False)
    events = play(s, Place("reptile-4", "reptile")) if needed == 4 else play(s, EndTurn())
    assert s.game_over and s.winners == [0] and events[-1].type == "game_ended"


def test_an_illegal_action_is_refused_with_the_rules_reason():
    s = game()
    with pytest.raises(IllegalAction) as e:
        apply(s, Place("bird-1", "bird"))
    assert str(e.value) == "That card is not in your hand."
