"""Bots of every level answer another player's action at once (rules decision "answer":
only Quick Delivery could act): no guess of the hidden cards, no search, so how long a bot
takes says nothing of its hand; Quick Delivery is played while the Draw pile holds five."""
from __future__ import annotations

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.zoomaka.bots import make_bot
from zooloretto.zoomaka.bots import hard, medium
from zooloretto.zoomaka.rules import Pass, Respond, Sell, decision, public_view


def _asked(hand):
    s = give(game(2), 0, hand=["coffee-1", "bird-1"])
    give(s, 1, hand=hand)
    play(s, Sell("coffee-1"))
    assert s.current == 1 and decision(s) == "answer"
    return s


@pytest.fixture
def no_search(monkeypatch):
    """A bot that guessed the hidden cards (and so searched) fails the test."""
    def guess(*_a, **_k):
        raise AssertionError("the bot searched to answer another's action")
    monkeypatch.setattr(medium, "determinize", guess)
    monkeypatch.setattr(hard, "determinize", guess)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_answers_with_quick_delivery_at_once(level, no_search):
    s = _asked(["quick_delivery-1", "monkey-1"])
    bot = make_bot(level, seed=3, time_budget=60.0)       # a search would take its minute
    action, why = bot.choose_with_reason(public_view(s))
    assert action == Respond("quick_delivery-1") and why.code != "search"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_bot_without_an_answer_lets_it_happen_at_once(level, no_search):
    s = _asked(["monkey-1", "no_way-1"])
    action, why = make_bot(level, seed=3, time_budget=60.0).choose_with_reason(public_view(s))
    assert action == Pass() and why.code != "search"


def test_the_easy_bot_answers_on_a_whim():
    s = _asked(["quick_delivery-1"])
    chosen = {make_bot("easy", seed=k).choose(public_view(s)) for k in range(20)}
    assert chosen == {Pass(), Respond("quick_delivery-1")}


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_quick_delivery_from_a_short_draw_pile(level, no_search):
    s = _asked(["quick_delivery-1"])
    s.discard += s.draw[4:]
    del s.draw[4:]
    assert make_bot(level, seed=3, time_budget=60.0).choose(public_view(s)) == Pass()


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_no_quick_delivery_from_a_full_hand(level, no_search):
    s = _asked(["quick_delivery-1", "monkey-1", "monkey-2", "monkey-3", "bird-2", "bird-3"])
    assert make_bot(level, seed=3, time_budget=60.0).choose(public_view(s)) == Pass()
