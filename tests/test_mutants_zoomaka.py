"""Zoomaka: rules and checks no other test guarded, found by planting small defects in the rules
(tools/mutate.py, docs/testing.md). Each test names what it guards; the expected values come from
the rulebook (../shared/seeds/zoomaka-rules-en.txt, docs/zoomaka.md) or a worked position, never
from the constant the rule uses."""
import pytest

from zooloretto.zoomaka.rules import InvalidState, check_state, new_game


@pytest.mark.parametrize("field", ["turn", "chance"])
def test_a_state_whose_turns_or_chance_draws_count_from_zero_is_refused(field):
    # the first turn is turn 1 and the first chance draw draw 1: a 0 is a damaged save
    s = new_game(3, 0)
    check_state(s)
    setattr(s, field, 0)
    with pytest.raises(InvalidState, match="count from 1"):
        check_state(s)


def test_while_a_player_is_asked_to_answer_or_to_pay_only_an_answer_or_a_payment_is_theirs():
    # "a response to an action performed by another player": while asked, a player answers
    # (or lets it happen) or, charged a fee, pays; ending the turn or playing a card to the
    # table is refused with the sentence that says so
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import Direct, EndTurn, Entrance, Place, decision, refusal
    s = give(game(3), 0, hand=["pickpocket-1", "multicolor_entrance-1", "bird-1"],
             zoo={"bird": ["bird-3"]})
    give(s, 1, hand=["no_way-1", "bird-2"], bank=["farm-1", "farm-2", "farm-3"])
    give(s, 2, hand=["monkey-1"], bank=["hoofed-1", "hoofed-2", "hoofed-3"])
    play(s, Direct("pickpocket-1", 2))
    assert s.current == 1 and decision(s) == "answer"
    for action in (EndTurn(), Place("bird-2", "bird")):
        assert refusal(s, action).code == "must_answer"
    s2 = give(game(3), 0, hand=["multicolor_entrance-1"], zoo={"bird": ["bird-3"]})
    give(s2, 1, hand=[], bank=["farm-1"])
    give(s2, 2, hand=["monkey-1"], bank=["hoofed-1", "hoofed-2", "hoofed-3"])
    play(s2, Entrance("multicolor_entrance-1", "bird", 2))   # charges seat 2 alone
    assert s2.current == 2 and decision(s2) == "fee"
    for action in (EndTurn(), Place("monkey-1", "monkey")):
        assert refusal(s2, action).code == "must_pay"


def test_a_thief_dropped_on_its_victims_bank_says_why_it_cannot_steal():
    # a Robber, Pickpocket or Master Thief lands anywhere on its victim's panel, the bank too;
    # with nothing in the victim's hand the player is told so, not that it is no move
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules.gestures import action_for
    from zooloretto.zoomaka.rules.places import Loc
    s = give(game(3), 0, hand=["bird-1", "pickpocket-1"], zoo={"bird": ["bird-3"]})
    thief = Loc("hand", 0, slot=s.players[0].hand.index("pickpocket-1"))
    assert not s.players[1].hand
    assert action_for(s, thief, Loc("bank", 1)).code == "nothing_to_take"


def test_play_from_here_starts_at_the_moment_chosen_not_at_a_new_deal():
    # a record set up from a position (Play from here) begins where every player saw the
    # game: the same turn, the same zoos; only the hidden cards are dealt again
    import random
    from zooloretto.zoomaka.rules import apply, legal_actions
    from zooloretto.zoomaka.rules.record import ZoomakaRecord, game_from_setup
    from zooloretto.zoomaka.rules.view import seen_by_all
    s, rng = new_game(3, 4), random.Random(4)
    while s.turn < 4:
        apply(s, rng.choice(legal_actions(s)))
    position = seen_by_all(s).to_json()
    setup = {"players": 3, "seed": 9, "names": [p.name for p in s.players], "start_player": 0,
             "position": position}
    again = game_from_setup(setup)
    assert again.turn == s.turn and again.active == s.active
    assert [[(x.type, x.animals) for x in p.zoo] for p in again.players] == \
        [[(x.type, x.animals) for x in p.zoo] for p in s.players]
    record = ZoomakaRecord(setup, again)
    assert record.replay().to_json() == again.to_json()


def test_a_state_where_someone_else_than_the_player_the_rules_ask_is_to_move_is_refused():
    # on a turn the active player decides; a save naming another seat to move is damaged
    s = new_game(3, 0)
    assert s.current == s.active == 0
    s.current = 1
    with pytest.raises(InvalidState, match="asked to decide"):
        check_state(s)


def test_a_copy_of_the_game_never_shares_the_open_answer_window_with_the_original():
    # the bots imagine answers on copies: the action being answered (a dict) and the answers
    # given (a list) changed on a copy must leave the real game's window as it was
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import Direct
    s = give(game(3), 0, hand=["pickpocket-1"], zoo={"bird": ["bird-3"]})
    give(s, 1, hand=["no_way-1"], bank=["farm-1"])
    give(s, 2, hand=["monkey-1"], bank=["hoofed-1"])
    play(s, Direct("pickpocket-1", 2))
    before = s.to_json()["window"]
    copy = s.copy()
    copy.window["action"]["target"] = 1
    copy.window["cancelled"].append("no_way-1")
    assert s.to_json()["window"] == before and s.window["action"]["target"] == 2


def test_a_card_dragged_after_the_game_ended_is_told_the_game_is_over():
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules.gestures import action_for
    from zooloretto.zoomaka.rules.places import Loc
    s = give(game(2), 0, hand=["bird-1"])
    s.game_over = True              # the moment after the last turn: nothing may be played
    assert action_for(s, Loc("hand", 0, slot=0), Loc("zoo", 0)).code == "game_over"


def test_an_add_on_is_found_where_it_lies_in_its_section():
    # the table finds every card by its place: an add-on played on the bird section lies
    # among that section's add-ons (the screens fly it from there)
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import AddOn
    from zooloretto.zoomaka.rules.places import Loc, find
    s = give(game(2), 0, hand=["video_camera-1"], zoo={"bird": ["bird-3"]})
    play(s, AddOn("video_camera-1", "bird"))
    i = [sec.type for sec in s.players[0].zoo].index("bird")
    assert find(s, "video_camera-1") == Loc("addon", 0, i, 0)


def test_a_state_whose_player_to_move_is_no_seat_is_refused():
    s = new_game(3, 0)
    s.active = s.current = 3          # seats 0, 1 and 2
    with pytest.raises(InvalidState, match="not a seat"):
        check_state(s)


def test_one_winner_is_no_shared_victory_two_are():
    from zooloretto.zoomaka.rules import final_scores
    s = new_game(3, 0)
    s.game_over, s.ended_by = True, "zoo"
    s.winners = [1]
    assert final_scores(s)["winners"] == [1] and not final_scores(s)["shared"]
    s.winners = [0, 2]
    assert final_scores(s)["shared"]


def test_a_format_2_save_whose_fee_was_paid_at_once_opens_with_the_payment_put_in():
    # Format 2 (the rules before issue #41) paid a fee at once for a payer holding no
    # Response, from the first asset on, and wrote no Pay. In this save (tests/data, written
    # by that version) seat 1 charges seat 0 for its bird section: one bird, a fee of 2.
    # Seat 0 owns two assets of 1, the Delivery in its bank and a reptile in its zoo: both
    # go, bank first. Opened today, the upgrade puts those two payments back in the history
    # and the game stands where the save says (dropped or paid otherwise, it is refused).
    import json
    from pathlib import Path
    from zooloretto.zoo.rules import saves
    from zooloretto.zoomaka.rules import action_to_json
    path = Path(__file__).parent / "data" / "save-v2-zoomaka.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    entrance = {"type": "entrance", "card": "multicolor_entrance-2", "section": "bird", "target": 0}
    assert data["version"] == 2 and entrance in data["actions"]
    assert "pay" not in {a["type"] for a in data["actions"]}
    record = saves.read(path)
    history = [action_to_json(a) for a in record.actions]
    k = history.index(entrance)
    assert history[k + 1:k + 4] == [{"type": "pass"},      # seat 2, asked, lets it happen
                                    {"type": "pay", "card": "delivery-3"},
                                    {"type": "pay", "card": "reptile-1"}]
    assert record.state.to_json() == data["state"]
    assert [sec.animals for sec in record.state.players[1].zoo if sec.type == "reptile"] == [["reptile-1"]]


def test_a_response_held_in_ones_own_turn_is_among_the_legal_actions():
    # the rules allow a Response card in its holder's own turn (rulings: a Response is no
    # action); the list the bots and the table choose from must hold every allowed move
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules import Respond, decision, legal_actions, refusal
    s = give(game(3), 0, hand=["bird-1", "no_way-1"], zoo={"bird": ["bird-3"]})
    assert decision(s) == "turn" and refusal(s, Respond("no_way-1")) is None
    assert Respond("no_way-1") in legal_actions(s)


def test_a_robber_let_go_anywhere_on_an_opponents_panel_robs_that_opponent():
    # a Robber from the hand dropped on an opponent's zoo, hand or bank is aimed at them;
    # dropped on its own player's zoo it names nobody
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules import Direct
    from zooloretto.zoomaka.rules.gestures import action_for
    from zooloretto.zoomaka.rules.places import Loc
    s = give(game(3), 0, hand=["bird-1", "robber-1"], zoo={"bird": ["bird-3"]})
    give(s, 1, bank=["farm-1"])
    give(s, 2, bank=["farm-2"])
    thief = Loc("hand", 0, slot=s.players[0].hand.index("robber-1"))
    for seat in (1, 2):
        for area in ("zoo", "hand", "bank", "section"):
            assert action_for(s, thief, Loc(area, seat, 0 if area == "section" else None)) == \
                Direct("robber-1", seat), (area, seat)
    assert not isinstance(action_for(s, thief, Loc("zoo", 0)), Direct)


def _asked_about_a_direct_card():
    """Seat 0's Pickpocket aimed at seat 2: the opponents are asked, seat 1 first."""
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import Direct
    s = give(game(3), 0, hand=["pickpocket-1", "bird-1"], zoo={"bird": ["bird-3"]})
    give(s, 1, hand=["no_way-1", "bird-2"])
    give(s, 2, hand=["monkey-1"])
    play(s, Direct("pickpocket-1", 2))
    assert s.window["about"] == "direct" and s.window["by"] == 0 and s.asked == [1, 2]
    check_state(s)
    return s


def test_a_save_answering_a_direct_card_that_is_no_direct_card_is_refused():
    s = _asked_about_a_direct_card()
    s.window["action"] = {"type": "direct", "card": "bird-1", "target": 2}
    with pytest.raises(InvalidState, match="no Direct card"):
        check_state(s)


@pytest.mark.parametrize("asked", [[0, 2], [1, 1], [1, 7]])
def test_a_save_asking_the_player_answered_or_one_seat_twice_is_refused(asked):
    # the opponents of the one whose action is answered are asked, each once
    s = _asked_about_a_direct_card()
    s.asked = asked
    with pytest.raises(InvalidState, match="players asked must be different opponents"):
        check_state(s)


def test_a_save_holding_a_card_not_in_the_deck_is_refused():
    s = new_game(3, 0)
    s.players[1].hand[0] = "dragon-1"
    with pytest.raises(InvalidState, match="unknown card 'dragon-1'"):
        check_state(s)


def test_an_action_read_without_a_field_it_needs_is_a_bad_action():
    # a save or a message naming a placement without its card is misread, not a crash
    from zooloretto.zoomaka.rules import action_from_json
    from zooloretto.zoomaka.rules.actions import BadAction
    with pytest.raises(BadAction, match="needs 'card'"):
        action_from_json({"type": "place", "section": "bird"})
    with pytest.raises(BadAction, match="needs 'section'"):
        action_from_json({"type": "entrance", "card": "two_color_entrance-1"})


def test_what_is_no_action_is_refused_as_none_and_a_meaningless_drag_is_no_move():
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules import refusal
    from zooloretto.zoomaka.rules.gestures import action_for
    from zooloretto.zoomaka.rules.places import Loc
    s = give(game(2), 0, hand=["bird-1"])
    assert refusal(s, "place").code == "not_an_action"
    assert action_for(s, Loc("discard"), Loc("draw")).code == "not_a_move"


def test_with_no_card_left_anywhere_to_draw_the_turns_draw_brings_none():
    # the Draw pile is reshuffled from the Discard pile, the Settings and the banks (FAQ);
    # with every card in the hands and zoos, the end of a turn draws nothing
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import EndTurn
    s = give(game(2), 0, hand=["bird-1"])
    s.players[1].hand += s.draw + s.discard + s.settings
    s.draw[:], s.discard[:], s.settings[:] = [], [], []
    check_state(s)
    play(s, EndTurn())
    assert s.players[0].hand == ["bird-1"]
    check_state(s)


def test_a_save_taken_while_a_player_owes_quick_deliverys_discards_loads_again():
    # Quick Delivery: draw five, then discard two; a game saved between the two names the
    # seat that owes the discards (seat 1 here, on seat 2's turn)
    import random
    from zooloretto.zoo.rules import saves
    from zooloretto.zoomaka.rules import decision, legal_actions
    from zooloretto.zoomaka.rules.record import ZoomakaRecord
    record, rng = ZoomakaRecord.new(3, 0, ["A", "B", "C"], 0, {}), random.Random(0)
    while record.state.owing is None and len(record.actions) < 400:
        record.play(rng.choice(legal_actions(record.state)))
    assert decision(record.state) == "discard" and record.state.owing == 1 != record.state.active
    again = saves.from_bytes(saves.dumps(record).encode("utf-8"))
    assert again.state.to_json() == record.state.to_json()


def test_a_card_received_as_payment_is_placed_by_a_drag():
    # a fee paid with an animal: its receiver chooses the section, dragging the card received
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import Entrance, Receive, decision, legal_actions
    from zooloretto.zoomaka.rules.gestures import action_for, gesture_of
    from zooloretto.zoomaka.rules.places import Loc, card_at
    s = game(2)
    give(s, 0, hand=["multicolor_entrance-1"], zoo={"big_five": ["big_five-4"]})
    give(s, 1, zoo={"bird": ["bird-2", "multicolored-1"]})
    play(s, Entrance("multicolor_entrance-1", "big_five", 1))
    assert decision(s) == "receive" and s.received == ["multicolored-1"]
    for a in legal_actions(s):
        assert isinstance(a, Receive) and action_for(s, *gesture_of(s, a)) == a, a
        assert card_at(s, gesture_of(s, a)[0]) == "multicolored-1"      # the drag starts on it
    received = [e for e in play(s, Receive("multicolored-1", "ocean")) if e.type == "card_received"]
    assert [e.src for e in received] == [Loc("received", slot=0)]           # and flies from there


def test_a_card_of_the_bank_dragged_onto_a_section_is_no_move():
    # only a card from the hand is played: a banked animal dragged onto its section is told
    # it is no move (not that it is not in the hand, as if a placement had been tried)
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules.gestures import action_for
    from zooloretto.zoomaka.rules.places import Loc
    s = give(game(2), 0, hand=["forest-1"], bank=["bird-1"], zoo={"bird": ["bird-3"]})
    i = [sec.type for sec in s.players[0].zoo].index("bird")
    assert action_for(s, Loc("bank", 0, slot=0), Loc("section", 0, i)).code == "not_a_move"


def test_a_section_holding_only_the_chameleon_is_refused():
    # deck.json, the Chameleon: "a section left without an animal of its type is discarded"
    from zoomaka_helpers import game, give
    s = give(game(2), 0, zoo={"bird": ["chameleon-1"]})     # (give checks no state)
    with pytest.raises(InvalidState, match="no animal of its type"):
        check_state(s)


@pytest.mark.parametrize("about, by", [("dance", 0), ("direct", 7)])
def test_a_save_whose_answer_window_asks_no_known_question_or_names_no_seat_is_refused(about, by):
    s = _asked_about_a_direct_card()
    s.window["about"], s.window["by"] = about, by
    with pytest.raises(InvalidState, match="names no known question or no seat"):
        check_state(s)


def test_after_the_game_ended_every_action_is_refused_as_such():
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules import EndTurn, Place, refusal
    s = give(game(2), 0, hand=["bird-1"])
    s.game_over, s.ended_by, s.winners = True, "zoo", [1]
    for action in (EndTurn(), Place("bird-1", "bird")):
        assert refusal(s, action).code == "game_over"


def test_a_setting_costs_no_action():
    # rulings, point 6: a Setting is no action; three actions remain after it
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import Place, Setting, refusal
    s = give(game(2), 0, hand=["carnival-1", "bird-1", "bird-2", "bird-3", "bird-4"])
    play(s, Setting("carnival-1"))
    assert s.used == 0
    for card in ("bird-1", "bird-2", "bird-3"):
        assert refusal(s, Place(card, "bird")) is None
        play(s, Place(card, "bird"))
        if s.current != 0:                       # an opponent asked about the placement
            from zooloretto.zoomaka.rules import Pass
            play(s, Pass())
    assert refusal(s, Place("bird-4", "bird")).code == "no_actions_left"


def test_an_animal_card_let_go_on_the_discard_pile_is_no_move():
    # only a Response is played onto the Discard pile (answering out of turn)
    from zoomaka_helpers import game, give
    from zooloretto.zoomaka.rules.gestures import action_for
    from zooloretto.zoomaka.rules.places import Loc
    s = give(game(2), 0, hand=["bird-1"])
    assert action_for(s, Loc("hand", 0, slot=0), Loc("discard")).code == "not_a_move"


def test_the_events_of_a_turn_are_told_in_json_with_their_places_and_ask_no_one_at_its_end():
    # the events go out as JSON (network, replays): a card's places as objects; the next
    # player's turn is no question put to them
    import json
    from zoomaka_helpers import game, give, play
    from zooloretto.zoomaka.rules import Direct, EndTurn
    s = give(game(2), 0, hand=["coffee-1", "bird-1"])
    played = play(s, Direct("coffee-1"))
    top = [e for e in played if e.type == "card_played"][0]
    assert s.discard[-1] == "coffee-1"
    assert json.loads(json.dumps(top.to_json()))["dst"] == {"area": "discard", "slot": len(s.discard) - 1}
    ended = play(s, EndTurn())
    assert s.active == 1 and "asked" not in [e.type for e in ended]


@pytest.mark.parametrize("field, value", [("turn", 1.5), ("seed", "x"), ("current", None)])
def test_a_save_whose_whole_number_is_not_one_is_refused_naming_it(field, value):
    import json
    from zooloretto.zoo.rules import saves
    from zooloretto.zoomaka.rules.record import ZoomakaRecord
    data = json.loads(saves.dumps(ZoomakaRecord.new(3, 0, ["A", "B", "C"], 0, {})))
    data["state"][field] = value
    with pytest.raises(saves.SaveError, match=rf"state\.{field} should be a whole number"):
        saves.from_bytes(json.dumps(data).encode("utf-8"))
