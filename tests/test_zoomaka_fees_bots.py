"""Every bot level, and so the hint (the hard bot), pays a fee from the bank and the
Responses that excuse it before it breaks a zoo section (issue #34, item 1: the hint paid
a 7 Z fee with two whole sections while holding Pay with Peanuts, No Way! and 35 Z).
Positions built for it; the bots' own choices are played until the fee is settled."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.zoomaka.bots import make_bot
from zooloretto.zoomaka.rules import Entrance, decision, public_view
from zooloretto.zoomaka.rules.cards import VALUE_OF

LEVELS = ("easy", "medium", "hard")
FEE_SECTION = ["big_five-4", "big_five-5", "big_five-1"]        # 3 + 3 + 2: a fee of 8
# four sections of two (the four a 2-player zoo needs) and two of one animal, which the
# old bots counted as worth nothing and paid away whole
PAYER_ZOO = {"bird": ["bird-1", "bird-2"], "forest": ["forest-3", "forest-4"],
             "farm": ["farm-1", "farm-2"], "hoofed": ["hoofed-1", "hoofed-3"],
             "reptile": ["reptile-3"], "ocean": ["ocean-3"]}
PAIRED = {c for cards in PAYER_ZOO.values() if len(cards) > 1 for c in cards}
BIG_BANK = ["big_five-2", "bird-3", "bird-4", "predator-2", "predator-3", "hoofed-2"]   # 12


def _charge(payer_hand, payer_bank):
    s = game()
    give(s, 0, hand=["multicolor_entrance-1", "forest-1"], zoo={"big_five": FEE_SECTION})
    give(s, 1, hand=payer_hand, bank=payer_bank, zoo=PAYER_ZOO)
    play(s, Entrance("multicolor_entrance-1", "big_five", 1))
    assert s.current == 1 and decision(s) == "fee"
    return s


def _bot_pays(s, level, seed):
    """The bot answers the fee until it is settled; the cards it paid, in order."""
    bot = make_bot(level, seed=seed, time_budget=None, iterations=3)
    paid = []
    while s.current == 1 and decision(s) == "fee":
        action = bot.choose(public_view(s))
        paid.append(action)
        play(s, action)
    return paid


def _zoo(s):
    return {sec.type: list(sec.animals) for sec in s.players[1].zoo}


def test_the_positions_are_as_the_test_says():
    assert sum(VALUE_OF[c] for c in FEE_SECTION) == 8
    assert sum(VALUE_OF[c] for c in BIG_BANK) >= 8


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_a_held_excuse_or_a_bank_that_covers_the_fee_keeps_every_section(level, seed):
    for hand in (["no_way-1", "pay_with_peanuts-1", "forest-2"], ["forest-2"]):
        s = _charge(hand, BIG_BANK)
        _bot_pays(s, level, seed)
        assert _zoo(s) == PAYER_ZOO, (level, hand)


@pytest.mark.parametrize("level", LEVELS)
def test_with_a_response_and_no_bank_the_fee_is_excused_not_paid_with_sections(level):
    s = _charge(["pay_with_peanuts-1", "forest-2"], [])
    answers = _bot_pays(s, level, 0)
    assert [a.type for a in answers] == ["respond"] and _zoo(s) == PAYER_ZOO


@pytest.mark.parametrize("level", LEVELS)
def test_a_bank_short_of_the_fee_is_paid_out_before_the_zoo_and_a_section_breaks_last(level):
    bank = ["bird-3", "coffee-1"]                                  # 3 of 8
    s = _charge(["forest-2"], bank)
    paid = [a.card for a in _bot_pays(s, level, 1)]
    assert set(paid[:2]) == set(bank)                              # the bank first
    zoo_paid = paid[2:]
    assert zoo_paid and zoo_paid[0] in PAIRED                      # its section still stands
