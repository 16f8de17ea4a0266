"""Being asked out of turn tells nothing of one's hand (issue #41, item 2; spec "Answering out
of turn without telling what one holds"): the rules ask a player alike whether or not
they hold a Response that could act, and an action after which anyone could have
answered cannot be taken back (else: place, see that nobody takes it, undo: a free look
at the other hands)."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.zoomaka.rules import (Direct, Entrance, Pass, Place, Respond, Setting, decision,
                                      legal_actions, undoable)


def _placed(opponent_hand):
    s = give(game(), 0, hand=["bird-1", "bird-2"])
    give(s, 1, hand=opponent_hand)
    return s, play(s, Place("bird-1", "bird"))


def _seen(s, events):
    """What the table shows everyone after an action: who decides, about what, the events."""
    return s.current, decision(s), [e.to_json() for e in events]


@pytest.mark.parametrize("plain", [["forest-1"], ["no_way-1", "coffee-1"]])
def test_a_placement_asks_the_opponent_alike_with_or_without_direct_capture(plain):
    holder, held = _placed(["direct_capture-1"] + plain[1:])
    other, shown = _placed(plain)
    assert _seen(other, shown) == _seen(holder, held) == (1, "capture", [
        e.to_json() for e in held])
    assert Pass() in legal_actions(other) and Respond("direct_capture-1", "bird") in legal_actions(holder)


def test_a_direct_card_asks_its_target_alike_with_or_without_no_way():
    seen = []
    for hand in (["no_way-1", "bird-2"], ["forest-1", "bird-2"]):
        s = give(game(), 0, hand=["pickpocket-1"])
        give(s, 1, hand=hand)
        events = play(s, Direct("pickpocket-1", 1))
        seen.append((s.current, decision(s), [e.type for e in events]))
    assert seen[0] == seen[1] == (1, "no_way", ["card_played", "asked"])


def test_a_payer_who_could_only_pay_it_all_is_asked_alike_with_or_without_a_response():
    """A zoo worth less than the fee: the payer without a Response was paid out at once
    (their cards flew) while one holding No Way! was asked: now both are asked."""
    seen = []
    for hand in (["no_way-1"], ["forest-1"]):
        s = give(game(), 0, hand=["multicolor_entrance-1"],
                 zoo={"big_five": ["big_five-4", "big_five-5"]})
        give(s, 1, hand=hand, zoo={"bird": ["bird-1"]})
        events = play(s, Entrance("multicolor_entrance-1", "big_five", 1))
        seen.append((s.current, decision(s), [e.type for e in events]))
    assert seen[0] == seen[1] == (1, "fee", ["card_played", "fee_charged", "asked"])


def test_with_nothing_in_hand_nobody_is_asked_for_all_see_there_is_no_answer():
    s, events = _placed([])
    assert s.current == 0 and decision(s) == "turn" and undoable(events)


def test_under_roar_nobody_could_answer_so_a_placement_may_be_undone():
    s = give(game(), 0, hand=["bird-1", "roar-1"])
    give(s, 1, hand=["direct_capture-1"])
    play(s, Setting("roar-1"))
    events = play(s, Place("bird-1", "bird"))
    assert s.current == 0 and undoable(events)


def test_under_quarantine_a_placement_is_still_answered_but_not_captured():
    """Quarantine forbids Direct Capture, not Quick Delivery: whoever holds cards is asked."""
    s = give(game(), 0, hand=["bird-1", "quarantine-1"])
    give(s, 1, hand=["direct_capture-1"])
    play(s, Setting("quarantine-1"))
    events = play(s, Place("bird-1", "bird"))
    assert s.current == 1 and decision(s) == "answer" and not undoable(events)


def test_a_placement_anyone_could_answer_cannot_be_taken_back():
    """The probe of the issue: nobody holds Direct Capture, the placement asked nobody and
    Undo took it back. Now the opponent is asked, and the placement stands."""
    s, events = _placed(["forest-1", "coffee-1"])
    assert not undoable(events)


def _a_deal_where_nobody_holds_direct_capture():
    from zooloretto.zoomaka.rules import new_game
    for seed in range(200):
        s = new_game(2, seed)
        animal = next((c for c in s.players[0].hand if legal_place(s, c)), None)
        if animal and not any(c.startswith("direct_capture") for c in s.players[1].hand):
            return seed, legal_place(s, animal)
    raise AssertionError("no such deal in 200 seeds")


def legal_place(s, card):
    return next((a for a in legal_actions(s) if a.type == "place" and a.card == card), None)


def test_at_the_table_undo_cannot_cross_a_placement_the_others_could_answer():
    from zooloretto.ui.session import GameSession, Seat
    seed, place = _a_deal_where_nobody_holds_direct_capture()
    session = GameSession.new([Seat("Ana"), Seat("Ben")], seed=seed, game="zoomaka")
    session.play(place)
    assert session.state.current == 1 and not session.can_undo()
    session.play(Pass())
    assert session.state.current == 0 and not session.can_undo()
    assert not session.undo() and session.state.players[0].zoo
