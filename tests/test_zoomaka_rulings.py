"""The program's rulings on what the rulebook leaves open (rules/rulings.py, deck.json,
docs/zoomaka.md): the reconstructed deck and every card's effect, one test each."""
from collections import Counter

from deck_words import card_value, deck_number, effect_sentence
from zoomaka_helpers import game, give, kinds, play, top

from zooloretto.zoomaka.rules import (AddOn, Direct, Discard, EndTurn, Entrance, Pass, Pay, Place,
                                      Respond, Sell, Setting, decision, legal_actions, refusal)
from zooloretto.zoomaka.rules import rulings as R
from zooloretto.zoomaka.rules.cards import CARDS, SECTION_SIZE, check_deck, text
from zooloretto.zoomaka.rules.zoo import fee_for

RULEBOOK = {  # the rulebook's list of components: key -> copies
    "butterfly": 2, "marsupial": 2, "reptile": 4, "ocean": 4, "predator": 4, "forest": 4,
    "farm": 4, "hoofed": 4, "bird": 4, "monkey": 5, "big_five": 5, "multicolored": 2,
    "chameleon": 1, "two_color": 5, "unicorn": 1, "monkeys_4_nothin": 1, "payday": 1,
    "extra_hours": 1, "carnival": 1, "quarantine": 1, "roar": 1, "robber": 2,
    "master_thief": 2, "pickpocket": 2, "release": 2, "coffee": 2, "stray_animals": 2,
    "tombola_win": 2, "capture": 4, "delivery": 4, "quick_delivery": 2, "pay_with_peanuts": 2,
    "direct_capture": 4, "no_way": 5, "two_color_entrance": 8, "multicolor_entrance": 6,
    "fortune_tellers_hut": 1, "video_camera": 1, "roller_coaster": 1, "ice_cream_stand": 1}


def test_the_deck_is_the_rulebooks_110_cards_each_marked_when_reconstructed():
    check_deck()
    assert Counter(c.key for c in CARDS.values()) == RULEBOOK
    assert Counter(c.kind for c in CARDS.values()) == {
        "animal": 51, "setting": 6, "direct": 22, "response": 13, "entrance": 14, "addon": 4}
    known = {c.key for c in CARDS.values() if not c.reconstructed}
    assert known == {"butterfly", "bird"}          # the rulebook's examples fix their values
    assert sorted(CARDS[f"butterfly-{i}"].value for i in (1, 2)) == [1, 2]
    assert {CARDS[f"bird-{i}"].value for i in (1, 2, 3, 4)} == {2}
    assert all(text(c) for c in CARDS if CARDS[c].kind != "animal")


def test_section_sizes_follow_the_deck_and_the_unicorn_needs_one():
    assert SECTION_SIZE == {"butterfly": 2, "marsupial": 2, "reptile": 4, "ocean": 4,
                            "predator": 4, "forest": 4, "farm": 4, "hoofed": 4, "bird": 4,
                            "monkey": 5, "big_five": 5, "unicorn": 1}


def test_two_color_cards_show_two_types_and_the_chameleon_none():
    for c in CARDS.values():
        if c.key in ("two_color", "two_color_entrance"):
            assert len(c.types) == 2
    assert CARDS["chameleon-1"].types == () and CARDS["chameleon-1"].effect == "wild"
    assert all(len(CARDS[f"multicolored-{i}"].types) == 3 for i in (1, 2))


def test_the_rulebooks_fee_examples():
    s = give(game(), 0, zoo={"butterfly": ["butterfly-1", "butterfly-2"],
                             "predator": ["predator-1", "predator-2", "predator-3"]})
    assert fee_for(s, s.players[0], "butterfly") == 3       # "two plus one"
    assert fee_for(s, s.players[0], "predator") == 5        # Jack's fee of five


def test_start_player_is_seat_zero_unless_named():
    assert R.START_PLAYER == 0 and game(3).current == 0 and game(3, start=1).current == 1


def test_a_complete_section_is_safe_from_capture_and_release():
    s = give(game(), 0, hand=["capture-1", "release-1"])
    give(s, 1, zoo={"butterfly": ["butterfly-1", "butterfly-2"], "bird": ["bird-1"]})
    assert R.CAPTURE_FROM_COMPLETE is False
    assert refusal(s, Direct("capture-1", 1, "butterfly-1", "butterfly")).code == "complete_section"
    assert refusal(s, Direct("release-1", 1, "butterfly-1")).code == "complete_section"
    assert refusal(s, Direct("capture-1", 1, "bird-1", "bird")) is None


def test_no_way_cannot_answer_no_way():
    s = give(game(), 0, hand=["pickpocket-1", "no_way-1"])
    give(s, 1, hand=["no_way-2", "bird-1"])
    play(s, Direct("pickpocket-1", 1))
    play(s, Respond("no_way-2"))
    assert decision(s) == "turn" and s.current == 0 and s.players[1].hand == ["bird-1"]


def test_a_zoo_completed_out_of_turn_wins_at_once():
    s = give(game(), 0, hand=["bird-4"], zoo={"bird": ["bird-1"]})
    give(s, 1, hand=["direct_capture-1"],
         zoo={"unicorn": ["unicorn-1"], "butterfly": ["butterfly-1", "butterfly-2"],
              "marsupial": ["marsupial-1", "marsupial-2"], "bird": ["bird-2", "bird-3", "two_color-3"]})
    play(s, Place("bird-4", "bird"))
    events = play(s, Respond("direct_capture-1", "bird"))
    assert s.game_over and s.winners == [1] and events[-1].type == "game_ended"


def test_paid_animals_and_addons_always_find_a_place_in_the_receivers_zoo():
    s = game()
    give(s, 0, hand=["multicolor_entrance-1"], zoo={"big_five": ["big_five-4"]})
    give(s, 1, zoo={"farm": (["farm-1", "farm-2"], ["video_camera-1"])})
    play(s, Entrance("multicolor_entrance-1", "big_five", 1))
    play(s, Pay("video_camera-1"))
    play(s, Pay("farm-2"))
    assert s.players[0].section("big_five").addons == ["video_camera-1"]
    assert s.players[0].section("farm").animals == ["farm-2"] and decision(s) == "turn"


def test_the_turn_limit_ends_a_game_that_nobody_wins():
    s = game()
    s.turn = R.TURN_LIMIT_PER_PLAYER * 2
    give(s, 1, zoo={"bird": ["bird-1"]})
    events = play(s, EndTurn())
    assert s.game_over and s.ended_by == "limit" and s.winners == [1]
    assert events[-1].reason == "limit"


# ---------------------------------------------------------------- the Settings

def test_monkeys_4_nothin_makes_placing_a_monkey_free():
    s = give(game(), 0, hand=["monkeys_4_nothin-1", "two_color-5", "monkey-1"])
    play(s, Setting("monkeys_4_nothin-1"))
    play(s, Place("monkey-1", "monkey"))
    play(s, Place("two_color-5", "marsupial"))
    assert s.used == 1


def test_payday_makes_selling_free():
    s = give(game(), 0, hand=["payday-1", "bird-1", "bird-2"])
    play(s, Setting("payday-1"))
    play(s, Sell("bird-1"))
    play(s, Sell("bird-2"))
    assert s.used == 0 and s.players[0].bank == ["bird-1", "bird-2"]


def test_extra_hours_gives_four_actions():
    s = give(game(), 0, hand=["extra_hours-1"] + [f"monkey-{i}" for i in (1, 2, 3, 4)])
    play(s, Setting("extra_hours-1"))
    for i in (1, 2, 3, 4):
        play(s, Place(f"monkey-{i}", "monkey"))
    assert s.used == 4


def test_carnival_raises_every_fee():
    # deck.json: "While on top: every entrance fee is 2 higher." A bird is worth 2 and the
    # butterflies 1 and 2 (the rulebook's examples): fees of 2 and 3 before, 4 and 5 after.
    higher = deck_number("carnival", r"is (\w+) higher")
    s = give(game(), 0, hand=["carnival-1"], zoo={"bird": ["bird-1"]})
    give(s, 1, zoo={"butterfly": ["butterfly-1", "butterfly-2"]})
    fees = lambda: (fee_for(s, s.players[0], "bird"), fee_for(s, s.players[1], "butterfly"))
    assert fees() == (2, 3)
    play(s, Setting("carnival-1"))
    assert higher == 2 and fees() == (2 + higher, 3 + higher) == (4, 5)


def test_quarantine_stops_capture_release_and_direct_capture():
    s = give(game(), 0, hand=["quarantine-1", "capture-1", "bird-2"])
    give(s, 1, hand=["direct_capture-1"], zoo={"bird": ["bird-1"]})
    play(s, Setting("quarantine-1"))
    assert refusal(s, Direct("capture-1", 1, "bird-1", "bird")).code == "quarantine"
    play(s, Place("bird-2", "bird"))
    # asked (Quick Delivery may answer any action), but not to capture: Quarantine forbids it
    assert s.current == 1 and decision(s) == "answer"
    assert refusal(s, Respond("direct_capture-1", "bird")).code == "quarantine"
    assert refusal(s, Respond("direct_capture-1")).code == "quarantine"


def test_roar_stops_every_response():
    s = give(game(), 0, hand=["roar-1", "pickpocket-1", "no_way-1"])
    give(s, 1, hand=["no_way-2"])
    play(s, Setting("roar-1"))
    assert refusal(s, Respond("no_way-1")).code == "roar"
    play(s, Direct("pickpocket-1", 1))
    assert s.players[1].hand == [] and s.players[0].hand.count("no_way-2") == 1


# ---------------------------------------------------------------- the Direct cards

def test_robber_takes_two_random_bank_cards_into_the_hand():
    # "into your hand": an animal robbed can be played again (in a bank it was out of play)
    assert deck_number("robber", r"take (\w+) random cards") == 2
    assert effect_sentence("robber").endswith("bank into your hand.")
    s = give(game(), 0, hand=["robber-1"], bank=["coffee-1"])
    give(s, 1, bank=["bird-1", "bird-2", "bird-3"])
    events = play(s, Direct("robber-1", 1))
    assert len(s.players[0].hand) == 2 and set(s.players[0].hand) < {"bird-1", "bird-2", "bird-3"}
    assert s.players[0].bank == ["coffee-1"] and len(s.players[1].bank) == 1
    assert kinds(events).count("card_taken") == 2 and events[-1].seen == (0, 1)
    assert events[-1].src.area == "bank" and events[-1].dst.area == "hand"


def test_master_thief_takes_a_random_card_from_every_opponent():
    s = give(game(4), 0, hand=["master_thief-1"])
    give(s, 1, hand=["bird-1"])
    give(s, 2, hand=[])
    give(s, 3, hand=["bird-3"])
    play(s, Direct("master_thief-1"))
    play(s, Pass())                          # seats 1 and 3 are asked (No Way!?); 2 has no hand
    play(s, Pass())
    assert sorted(s.players[0].hand) == ["bird-1", "bird-3"]


def test_pickpocket_takes_a_random_hand_card():
    s = give(game(), 0, hand=["pickpocket-1"])
    give(s, 1, hand=["bird-1"])
    play(s, Direct("pickpocket-1", 1))
    play(s, Pass())
    assert s.players[0].hand == ["bird-1"] and s.players[1].hand == []


def test_the_video_camera_keeps_capture_and_release_off_its_section():
    s = give(game(), 0, hand=["capture-1", "release-1"])
    give(s, 1, zoo={"farm": (["farm-1"], ["video_camera-1"]), "bird": ["bird-1"]})
    assert refusal(s, Direct("capture-1", 1, "farm-1", "farm")).code == "protected"
    assert refusal(s, Direct("release-1", 1, "farm-1")).code == "protected"
    assert refusal(s, Direct("release-1", 1, "bird-1")) is None


def test_release_sends_an_animal_to_the_discard_pile():
    s = give(game(), 0, hand=["release-1"])
    give(s, 1, zoo={"bird": ["bird-1", "bird-2"]})
    play(s, Direct("release-1", 1, "bird-2"))
    assert s.players[1].section("bird").animals == ["bird-1"] and s.discard[-1] == "bird-2"


def test_coffee_gives_two_more_actions():
    s = give(game(), 0, hand=["coffee-1", "bird-1"] + [f"monkey-{i}" for i in (1, 2, 3, 4)])
    play(s, Direct("coffee-1"))
    for i in (1, 2, 3, 4):
        play(s, Place(f"monkey-{i}", "monkey"))
    assert s.used == 5 and refusal(s, Sell("bird-1")).code == "no_actions_left"


def test_stray_animals_takes_an_animal_from_the_discard_pile():
    s = give(game(), 0, hand=["stray_animals-1"])
    s.draw.remove("ocean-1")
    s.discard.append("ocean-1")
    assert Direct("stray_animals-1", pick="ocean-1") in legal_actions(s)
    play(s, Direct("stray_animals-1", pick="ocean-1"))
    assert s.players[0].hand == ["ocean-1"]


def test_tombola_win_banks_the_top_three_cards():
    s = give(game(), 0, hand=["tombola_win-1"])
    top(s, "bird-1", "bird-2", "bird-3")
    play(s, Direct("tombola_win-1"))
    assert s.players[0].bank == ["bird-3", "bird-2", "bird-1"]


def test_capture_takes_an_animal_into_ones_own_zoo():
    s = give(game(), 0, hand=["capture-1"])
    give(s, 1, zoo={"bird": ["two_color-3", "bird-1"]})
    assert {a.section for a in legal_actions(s) if a.type == "direct" and a.pick == "two_color-3"} == {"forest", "bird"}
    play(s, Direct("capture-1", 1, "two_color-3", "forest"))
    assert s.players[0].section("forest").animals == ["two_color-3"]


def test_delivery_draws_three():
    s = give(game(), 0, hand=["delivery-1"])
    top(s, "forest-1", "farm-1", "ocean-1", "bird-1")
    play(s, Direct("delivery-1"))
    assert deck_number("delivery", r"draw (\w+) cards") == 3       # "Draw three cards."
    assert sorted(s.players[0].hand) == ["bird-1", "farm-1", "ocean-1"] and s.draw[-1] == "forest-1"


# ---------------------------------------------------------------- the Add-ons

def test_fortune_tellers_hut_draws_six_for_a_hand_of_one():
    s = give(game(), 0, hand=["fortune_tellers_hut-1", "bird-2", "bird-3"], zoo={"bird": ["bird-1"]})
    play(s, AddOn("fortune_tellers_hut-1", "bird"))
    play(s, Place("bird-2", "bird"))
    play(s, EndTurn())
    # "You draw six cards at the end of your turn while you hold one card or none."
    assert len(s.players[0].hand) == 1 + deck_number("fortune_tellers_hut", r"draw (\w+) cards") == 7


def test_ice_cream_stand_banks_a_card_while_the_bank_is_small():
    s = give(game(), 0, hand=["ice_cream_stand-1", "bird-2"], zoo={"bird": ["bird-1"]})
    play(s, AddOn("ice_cream_stand-1", "bird"))
    play(s, EndTurn())
    assert len(s.players[0].bank) == 1
    # "... while your bank has fewer than three cards, put the top card ... into it":
    # a bank of two grows to three, a bank of three stays so.
    assert deck_number("ice_cream_stand", r"fewer than (\w+) cards") == 3
    for bank, after in ((["bird-2", "bird-3"], 3), (["bird-2", "bird-3", "bird-4"], 3)):
        s = give(game(), 0, bank=bank, zoo={"bird": (["bird-1"], ["ice_cream_stand-1"])})
        play(s, EndTurn())
        assert len(s.players[0].bank) == after


def test_roller_coaster_raises_the_fee_of_its_section():
    # deck.json: the Roller Coaster is worth 2 and "Entrance fees charged for its section are
    # 3 higher": a bird (2) with it costs 2 + 2 + 3; the section beside it, no more than its birds.
    higher = deck_number("roller_coaster", r"are (\w+) higher")
    s = give(game(), 0, zoo={"bird": (["bird-1"], ["roller_coaster-1"]),
                             "butterfly": ["butterfly-1", "butterfly-2"]})
    assert higher == 3 and card_value("roller_coaster-1") == 2
    assert fee_for(s, s.players[0], "bird") == 2 + 2 + higher == 7
    assert fee_for(s, s.players[0], "butterfly") == 3


# ---------------------------------------------------------------- answers out of turn

def test_every_opponent_with_cards_is_asked_whatever_they_hold():
    s = give(game(3), 0, hand=["pickpocket-1", "bird-1"])
    give(s, 1, hand=["bird-2"])                  # no Response, asked all the same
    play(s, Place("bird-1", "bird"))
    assert s.current == 1 and decision(s) == "capture"
    play(s, Pass())
    assert s.current == 0                        # seat 2's empty hand can answer nothing
    play(s, Direct("pickpocket-1", 1))
    assert s.current == 1 and decision(s) == "no_way"
    play(s, Pass())
    assert s.current == 0 and s.players[0].hand == ["bird-2"]


def test_an_asked_player_may_quick_deliver_out_of_turn_and_still_answer():
    s = give(game(), 0, hand=["pickpocket-1"])
    give(s, 1, hand=["no_way-1", "quick_delivery-1"])
    play(s, Direct("pickpocket-1", 1))
    play(s, Respond("quick_delivery-1"))
    assert decision(s) == "discard" and s.current == 1
    play(s, Discard(s.players[1].hand[-1]))
    play(s, Discard(s.players[1].hand[-1]))
    assert decision(s) == "no_way" and s.current == 1
    play(s, Pass())
    assert s.current == 0 and len(s.players[0].hand) == 1
