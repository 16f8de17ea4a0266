"""Every Response answers another player's action as the rulebook says ("at no action cost
during your turn or as a response to an action performed by another player"; rulings
ANSWERED_ACTIONS, docs/zoomaka.md "Rulings" point 6): after each action (a placement, a
sale, a rearrangement, a Direct card, an Add-on, an Entrance) every opponent holding cards
is asked, whatever they hold; Quick Delivery answers any of them, Direct Capture only a
placement, No Way! only a Direct card aimed at its player or their fee, Pay with Peanuts
only their fee. A Setting, a Response and the turn's draw are no actions and ask nobody."""
from __future__ import annotations

import json

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.zoomaka.rules import (AddOn, Direct, Discard, EndTurn, Entrance, Move, Pass, Pay,
                                      Place, Respond, Sell, Setting, action_from_json,
                                      action_to_json, decision, legal_actions, new_game,
                                      refusal)
from zooloretto.zoomaka.rules import rulings as R
from zooloretto.zoomaka.rules.saving import upgraded
from zooloretto.zoomaka.rules.record import ZoomakaRecord


def _table(answerer_hand):
    """Three players: seat 0 acts, seat 1 holds `answerer_hand`, seat 2 a plain card."""
    s = give(game(3), 0, hand=["bird-1", "bird-2", "coffee-1", "pickpocket-1", "video_camera-1",
                               "two_color_entrance-1", "carnival-1", "forest-1"],
             zoo={"bird": ["bird-3"], "forest": ["two_color-3"]})
    give(s, 1, hand=answerer_hand, bank=["farm-1", "farm-2", "farm-3"])
    give(s, 2, hand=["monkey-1"], bank=["hoofed-1", "hoofed-2", "hoofed-3"])
    return s


ACTIONS = {
    "place": (Place("bird-1", "bird"), "capture"),
    "sell": (Sell("coffee-1"), "answer"),
    "move": (Move("two_color-3", "bird"), "answer"),
    "direct": (Direct("pickpocket-1", 2), "answer"),
    "addon": (AddOn("video_camera-1", "bird"), "answer"),
    "entrance": (Entrance("two_color_entrance-1", "bird"), "fee"),
}


def test_every_kind_of_action_is_named_and_answered():
    assert set(ACTIONS) == set(R.ANSWERED_ACTIONS)


@pytest.mark.parametrize("kind", sorted(ACTIONS))
def test_quick_delivery_answers_every_action_of_another_player(kind):
    action, asked = ACTIONS[kind]
    s = _table(["quick_delivery-1", "no_way-1"])
    play(s, action)
    assert s.current == 1 and decision(s) == asked
    assert Respond("quick_delivery-1") in legal_actions(s)
    before = len(s.players[1].hand)
    play(s, Respond("quick_delivery-1"))            # five drawn, then two discarded
    assert decision(s) == "discard" and len(s.players[1].hand) == before - 1 + R.QUICK_DELIVERY_DRAW
    for _ in range(R.QUICK_DELIVERY_DISCARD):
        play(s, Discard(s.players[1].hand[-1]))
    assert s.current == 1 and decision(s) == asked  # the question stays: another answer, or not
    if asked == "fee":
        play(s, Respond("no_way-1"))
    else:
        play(s, Pass())
    assert s.current == 2                           # then the next opponent holding cards


@pytest.mark.parametrize("kind", sorted(ACTIONS))
def test_being_asked_does_not_depend_on_what_the_hand_holds(kind):
    action, asked = ACTIONS[kind]
    seen = []
    for hand in (["quick_delivery-1"], ["monkey-2"]):
        s = _table(hand)
        play(s, action)
        seen.append((s.current, decision(s), s.asked))
    assert seen[0] == seen[1]


def test_direct_capture_answers_a_placement_only():
    s = _table(["direct_capture-1"])
    play(s, Sell("coffee-1"))
    assert decision(s) == "answer" and refusal(s, Respond("direct_capture-1", "bird")).code == "no_effect_now"
    play(s, Pass())
    play(s, Pass())
    play(s, Place("bird-1", "bird"))
    assert decision(s) == "capture" and Respond("direct_capture-1", "bird") in legal_actions(s)


def test_no_way_answers_a_direct_card_only_for_its_target():
    s = _table(["no_way-1"])
    play(s, Direct("pickpocket-1", 2))               # aimed at seat 2: seat 1 is asked too
    assert s.current == 1 and decision(s) == "answer"
    assert refusal(s, Respond("no_way-1")).code == "no_effect_now"
    assert legal_actions(s) == [Pass()]
    play(s, Pass())
    assert s.current == 2 and decision(s) == "no_way"


def test_pay_with_peanuts_answers_only_the_fee_charged_to_its_player():
    s = _table(["pay_with_peanuts-1"])
    give(s, 0, hand=["multicolor_entrance-1"], clear=False)
    play(s, Entrance("multicolor_entrance-1", "bird", 2))   # charges seat 2 alone
    assert s.current == 1 and decision(s) == "answer"         # seat 1 may answer, pays nothing
    assert refusal(s, Respond("pay_with_peanuts-1")).code == "no_effect_now"
    assert refusal(s, Pay("farm-1")).code == "must_answer"
    play(s, Pass())
    assert s.current == 2 and decision(s) == "fee"


@pytest.mark.parametrize("free", ["setting", "response", "second_move", "end_turn"])
def test_what_is_no_action_asks_nobody(free):
    s = _table(["quick_delivery-1"])
    give(s, 0, hand=["quick_delivery-2"], clear=False)
    if free == "setting":
        play(s, Setting("carnival-1"))
    elif free == "response":
        play(s, Respond("quick_delivery-2"))
        while decision(s) == "discard":
            play(s, Discard(s.players[0].hand[-1]))
    elif free == "second_move":
        play(s, Move("two_color-3", "bird"))
        play(s, Pass())
        play(s, Pass())
        play(s, Move("two_color-3", "forest"))       # the same rearrangement: one action
    else:
        play(s, EndTurn())
        assert s.active == 1
    assert s.current == s.active and decision(s) == "turn"


def test_under_roar_nobody_answers():
    s = _table(["quick_delivery-1"])
    give(s, 0, hand=["roar-1"], clear=False)
    play(s, Setting("roar-1"))
    play(s, Sell("coffee-1"))
    assert s.current == 0 and decision(s) == "turn"


def test_a_save_from_before_the_answers_replays_with_them_let_be():
    """A game saved before this ruling (a sale, a rearrangement asked nobody; a Direct card
    only its target) opens: the questions it never put are let be, the rest as it went."""
    record = ZoomakaRecord.new(3, 5, ["A", "B", "C"], 0, {})
    from zooloretto.zoomaka.bots import make_bot
    bots = [make_bot("easy", seed=q) for q in range(3)]
    while len(record.actions) < 120 and not record.state.game_over:
        record.play(bots[record.state.current].choose(record.state))
    now = [action_to_json(a) for a in record.actions]
    kept = []                               # as the old rules wrote it: no "answer" questions
    s = new_game(3, 5, ["A", "B", "C"])
    for raw in now:
        a = action_from_json(raw)
        if not (a == Pass() and decision(s) == "answer"):
            kept.append(raw)
        play(s, a)
    assert len(kept) < len(now)             # the game had some
    data = json.loads(json.dumps({"version": 3, "setup": record.setup, "actions": kept,
                                  "state": record.state.to_json()}))
    back = upgraded(data)
    assert back["actions"] == now and back["state"] == record.state.to_json()
