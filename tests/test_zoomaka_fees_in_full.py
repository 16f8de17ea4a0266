"""Zoomaka's fees are paid as far as the payer can (issue #41, item 3), and a Response takes
effect before it is discarded (item 4).

The rulebook: "If you are unable to pay the entire fee, you need to pay as much as you
can. After that you are excused from paying the remainder." and "The Response card takes
effect and is then discarded." Values from the deck the tests read: birds 2 (the rulebook's
example), the Chameleon 1, the Video Camera 2, big five animals 2 or 3."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.zoomaka.rules import Entrance, Pay, Respond, decision, legal_actions
from zooloretto.zoomaka.rules.cards import VALUE_OF
from zooloretto.zoomaka.rules.zoo import assets

# the issue's payer: a bird section of a bird (2), the Chameleon (1) and a Video Camera (2)
PAYER_ZOO = {"bird": (["bird-2", "chameleon-1"], ["video_camera-1"])}
WORTH = 5


def _charged(fee_section, payer_hand=(), payer_zoo=PAYER_ZOO, payer_bank=()):
    s = game()
    give(s, 0, hand=["multicolor_entrance-1"], zoo={"big_five": list(fee_section)})
    give(s, 1, hand=list(payer_hand), bank=list(payer_bank), zoo=payer_zoo)
    events = play(s, Entrance("multicolor_entrance-1", "big_five", 1))
    return s, events


def _settled(events):
    return next(e for e in events if e.type == "fee_settled")


def test_the_payers_values_are_the_issue_s():
    assert [VALUE_OF[c] for c in ("bird-2", "chameleon-1", "video_camera-1")] == [2, 1, 2]
    assert VALUE_OF["big_five-1"] + VALUE_OF["big_five-4"] == WORTH
    assert VALUE_OF["big_five-1"] + VALUE_OF["big_five-2"] == 4


def test_a_zoo_worth_exactly_the_fee_pays_all_of_it_automatically():
    """No cards in hand (nothing can answer) and a zoo worth the fee: no choice is left,
    and the automatic payment reaches 5 (it paid 2: the bird went first and took the
    Chameleon and the Camera to the Discard pile)."""
    s, events = _charged(["big_five-1", "big_five-4"])
    settled = _settled(events)
    assert (settled.paid, settled.fee) == (WORTH, WORTH) and settled.excused_by is None
    assert s.players[1].zoo == []
    receiver = s.players[0]
    got = {c for sec in receiver.zoo for c in sec.animals + sec.addons} | set(s.received)
    assert {"bird-2", "chameleon-1", "video_camera-1"} <= got
    assert "chameleon-1" not in s.discard and "video_camera-1" not in s.discard


def test_paying_the_section_s_last_animal_brings_its_chameleon_and_add_on_along():
    """A fee of 4 paid with the bird first: the payer was excused after 2 while the
    Chameleon and the Camera went to the Discard pile; now they go to the receiver."""
    s, _ = _charged(["big_five-1", "big_five-2"], payer_hand=["forest-1"])
    assert s.current == 1 and decision(s) == "fee"
    events = play(s, Pay("bird-2"))
    paid = [e.card for e in events if e.type == "fee_paid"]
    assert sorted(paid) == ["bird-2", "chameleon-1", "video_camera-1"]
    assert all(e.receiver == 0 for e in events if e.type == "fee_paid")
    assert _settled(events).paid == WORTH and "section_discarded" not in [e.type for e in events]
    assert not {"chameleon-1", "video_camera-1"} & set(s.discard)


def _pay_in_order(s, first):
    """The payer pays `first`, then always the first card offered, until the fee is settled."""
    events = play(s, Pay(first))
    while not any(e.type == "fee_settled" for e in events):
        pays = [a for a in legal_actions(s) if a.type == "pay"]
        events = play(s, pays[0])
    return _settled(events)


@pytest.mark.parametrize("fee_section", [["big_five-1"], ["big_five-1", "big_five-2"],
                                         ["big_five-1", "big_five-4"],
                                         ["big_five-4", "big_five-5", "big_five-1"]])
@pytest.mark.parametrize("zoo", [PAYER_ZOO,
                                 {"bird": (["bird-2", "chameleon-1"], ["video_camera-1"]),
                                  "farm": (["farm-1"], ["roller_coaster-1"])}])
def test_whatever_is_paid_first_nobody_is_excused_while_assets_would_pay_more(fee_section, zoo):
    probe, _ = _charged(fee_section, payer_hand=["forest-1"], payer_zoo=zoo, payer_bank=["coffee-1"])
    worth = sum(VALUE_OF[c] for c in assets(probe.players[1]))
    for first in assets(probe.players[1]):
        s, _ = _charged(fee_section, payer_hand=["forest-1"], payer_zoo=zoo, payer_bank=["coffee-1"])
        settled = _pay_in_order(s, first)
        assert settled.paid >= min(settled.fee, worth), (first, settled)


def test_quick_delivery_takes_effect_before_it_is_discarded():
    """A Draw pile of 2 and an empty Discard pile: the five cards come from the Draw pile,
    then (the FAQ) the Setting cards and the banks; Quick Delivery, discarded only after,
    cannot be among them (it was shuffled in and drawn back by its own player)."""
    s = give(game(), 0, hand=["quick_delivery-1", "bird-1"])
    give(s, 1, bank=["bird-2", "bird-3", "forest-1", "forest-2"])
    assert s.discard == []
    while len(s.draw) > 2:                 # the rest of the Draw pile into seat 1's bank
        s.players[1].bank.append(s.draw.pop(0))
    events = play(s, Respond("quick_delivery-1"))
    assert "quick_delivery-1" not in s.players[0].hand
    assert s.discard == ["quick_delivery-1"]
    reshuffled = next(e for e in events if e.type == "pile_reshuffled")
    assert "discard" not in reshuffled.sources
    kinds = [e.type for e in events]
    assert kinds[0] == "card_played" and kinds.count("card_drawn") == 5
