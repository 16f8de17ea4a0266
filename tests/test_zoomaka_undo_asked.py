"""Undo at the Zoomaka table after an action that asked others (rulings point 6): a sale
that asked an opponent holding cards stands, and Undo says why, in the player's language,
instead of a bare "nothing to take back"; with nobody to ask, the sale is taken back."""
from __future__ import annotations

import pygame
import pytest
from zoomaka_helpers import game, give

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.text import tr
from zooloretto.zoomaka.rules import Sell
from zooloretto.zoomaka.rules.record import ZoomakaRecord

NAMES = ["Ana", "Bo"]


def _table(ana_holds, language="en"):
    """Bo (seat 2, a person) is to move holding two cards; Ana (seat 1) is a bot."""
    s = game(2, start=1)
    give(s, 0, hand=list(ana_holds))
    give(s, 1, hand=["coffee-1", "bird-1"])
    for q, n in enumerate(NAMES):
        s.players[q].name = n
    meta = {"seats": [{"name": "Ana", "kind": "bot", "level": "easy"}, {"name": "Bo", "kind": "human"}]}
    record = ZoomakaRecord({"players": 2, "seed": s.seed, "names": NAMES, "start_player": 1}, s, [], meta)
    record.game_from_setup = lambda _setup, _s=s.copy(): _s.copy()
    return Table.open(session=GameSession(record), size=(1280, 800), language=language)


def _sell(t):
    assert t.drag(*t.where(Sell("coffee-1")))
    t.bots_move()                          # Ana, asked or not, lets it be
    assert t.state.current == 1 and "coffee-1" in t.state.players[1].bank


@pytest.mark.parametrize("how", ["button", "key"])
def test_a_sale_that_asked_a_player_holding_cards_stands_and_undo_says_why(how):
    t = _table(["monkey-1"])
    try:
        _sell(t)
        if how == "button":
            assert t.press("undo")                       # pressable: it answers with the reason
        else:
            t.key(pygame.K_u)
        assert t.scene.message[0] == tr("zoomaka.undo_asked")
        assert "coffee-1" in t.state.players[1].bank     # the sale stands
    finally:
        t.close()


def test_the_reason_is_said_in_the_players_language():
    t = _table(["monkey-1"], language="ru")
    try:
        _sell(t)
        t.key(pygame.K_u)
        assert t.scene.message[0].startswith("Ваше действие остаётся")
    finally:
        t.close()


def test_with_nobody_to_ask_the_sale_is_taken_back():
    t = _table([])                                      # Ana's hand is empty: nobody is asked
    try:
        _sell(t)
        assert t.press("undo")
        assert t.scene.message[0] == tr("zoomaka.undone")
        assert "coffee-1" in t.state.players[1].hand
    finally:
        t.close()


def test_the_reason_ends_with_the_turn():
    t = _table(["monkey-1"])
    try:
        _sell(t)
        assert t.scene.offer.undo_refused() is not None
        t.scene.session.record.state.turn += 1          # (as a turn passing changes it)
        assert t.scene.offer.undo_refused() is None
    finally:
        t.close()
