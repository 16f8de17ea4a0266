"""At the Zoomaka table a person asked to answer another's action (rules decision "answer")
gets a short, dismissable offer: the prompt and its seconds, "Let it happen", the Responses
that may answer lit; it lets it happen when the time is up, at Esc or at the button. A seat
turned off in Settings lets it happen at once, with no hand-over; the Settings screen turns
it off and on per seat and keeps it."""
from __future__ import annotations

import pygame
from menu_helpers import click, menu_app  # noqa: F401  (menu_app: the fixture's generator)
import pytest
from zoomaka_helpers import game, give

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.zoo.rules import saves
from zooloretto.ui.settings import Settings
from zooloretto.ui.zoomaka.offer import OFFER_TIME
from zooloretto.ui.zoomaka.pieces import lit_places, message_said
from zooloretto.zoomaka.rules import Loc, Pass, Sell, decision
from zooloretto.zoomaka.rules import saving
from zooloretto.zoomaka.rules.record import ZoomakaRecord

NAMES = ["Ana", "Bo"]


def _table(people=(0,), hand_overs=False, off=False, sold=True, hand=("quick_delivery-1", "monkey-1"),
           record=None):
    """Bo (seat 2) has just sold a card (else is to move); Ana (seat 1) holds Quick
    Delivery and is asked."""
    s = game(2, start=1)
    give(s, 0, hand=list(hand))
    give(s, 1, hand=["coffee-1", "bird-1"])
    for q, n in enumerate(NAMES):
        s.players[q].name = n
    meta = {"seats": [{"name": n, "kind": "human" if q in people else "bot",
                       "level": None if q in people else "easy", "colour": [200, 80, 60 + q]}
                      for q, n in enumerate(NAMES)]}
    setup = {"players": 2, "seed": s.seed, "names": NAMES, "start_player": 1}
    if record is None:
        record = ZoomakaRecord(setup, s, [], meta)
        record.game_from_setup = lambda _setup, _s=s.copy(): _s.copy()     # a built start replays
    if sold:
        record.play(Sell("coffee-1"))
        assert decision(record.state) == "answer" and record.state.current == 0
    t = Table.open(session=GameSession(record), size=(1280, 800), hand_overs=hand_overs)
    t.app.settings.answer_offers = not off
    return t


def _let_be(t):
    return t.scene.session.record.actions[-1] == Pass() and t.state.current == 1


def test_the_offer_is_shown_counts_down_and_lets_it_happen():
    t = _table()
    try:
        t.app.step([])
        said = message_said(t.scene)[0]
        assert "Bo sells a card" in said and "Quick Delivery" in said and f"({int(OFFER_TIME)} s)" in said
        assert Loc("hand", 0, slot=0) in lit_places(t.scene, None)          # Quick Delivery lit
        for _ in range(int(OFFER_TIME) - 1):
            t.app.step([], dt=1.0)
        assert t.state.current == 0 and "(1 s)" in message_said(t.scene)[0]
        t.app.step([], dt=1.0)
        assert _let_be(t)
    finally:
        t.close()


def test_esc_or_the_button_lets_it_happen_at_once():
    for dismiss in ("esc", "button"):
        t = _table()
        try:
            if dismiss == "esc":
                t.key(pygame.K_ESCAPE)
            else:
                assert t.press("flow_pass")
            assert _let_be(t) and t.app.top is t.scene          # no pause menu opened
        finally:
            t.close()


def test_quick_delivery_may_answer_within_the_offer():
    t = _table()
    try:
        assert t.drag(*t.where(t.legal()[1]))                     # Quick Delivery, onto the Discard pile
        assert decision(t.state) == "discard" and t.state.current == 0
    finally:
        t.close()


def test_alone_with_bots_and_nothing_to_answer_with_nobody_is_kept_waiting():
    t = _table(hand=("monkey-1", "no_way-1"))
    try:
        t.app.step([])
        assert _let_be(t)
    finally:
        t.close()


def test_with_another_person_at_the_screen_the_offer_looks_alike_whatever_one_holds():
    t = _table(people=(0, 1), hand=("monkey-1", "no_way-1"))
    try:
        t.scene.viewer = 0
        t.app.step([])
        assert t.state.current == 0 and t.scene.offer.left is not None       # offered, counting
        assert "(4 s)" in message_said(t.scene)[0]
    finally:
        t.close()


def test_offers_turned_off_in_settings_let_it_happen_at_once():
    t = _table(off=True)
    try:
        t.app.step([])
        assert _let_be(t)
    finally:
        t.close()


def test_hot_seat_offers_turned_off_get_no_hand_over_and_one_on_gets_a_short_one():
    for off, handed in ((True, False), (False, True)):
        t = _table(people=(0, 1), hand_overs=True, off=off, sold=False)
        try:
            assert t.press("ready") and t.scene.viewer == 1           # Bo at the screen
            assert t.drag(*t.where(Sell("coffee-1")))                # Ana is asked about the sale
            t.app.step([])
            assert t.scene.flow.handing_over == handed                 # off: let be, nobody called
            for _ in range(int(OFFER_TIME) + 1):
                t.app.step([], dt=1.0)
            assert _let_be(t) and not t.scene.flow.handing_over and t.scene.viewer == 1
        finally:
            t.close()


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from menu_app(tmp_path, monkeypatch)


def test_settings_turn_the_offer_off_and_on_for_the_people_at_the_screen(app):
    click(app, "settings")
    assert app.top.named["answer_offers_on"].is_selected
    click(app, "answer_offers_off")
    assert Settings.load().answer_offers is False and app.top.named["answer_offers_off"].is_selected
    click(app, "answer_offers_on")
    assert Settings.load().answer_offers is True


def _sell_again(t):
    """Ana lets it be; Bo, to move again, sells another card: Ana is asked once more."""
    s = t.state
    t.scene.session.record.play(Sell("bird-1"))
    assert decision(s) == "answer" and s.current == 0
    t.app.step([])


def test_dont_ask_me_again_lets_it_happen_and_asks_that_seat_no_more_this_game():
    t = _table()
    try:
        assert t.press("flow_never_ask")
        assert _let_be(t) and t.scene.session.record.meta["answers_off"] == [0]
        assert "not be asked again" in message_said(t.scene)[0]
        _sell_again(t)
        assert _let_be(t)                                    # no offer, no countdown
    finally:
        t.close()


def test_dont_ask_me_again_survives_saving_and_loading(tmp_path, monkeypatch):
    t = _table()
    try:
        assert t.press("flow_never_ask")
        record = t.scene.session.record
        path = saves.write(record, tmp_path / "g.json")
    finally:
        t.close()
    monkeypatch.setattr(saving, "new_game", record.game_from_setup)    # the built start, as dealt
    loaded = GameSession.load(path)
    assert loaded.record.meta["answers_off"] == [0]
    t = _table(sold=False, record=loaded.record)
    try:
        _sell_again(t)
        assert _let_be(t)
    finally:
        t.close()


def test_a_new_game_asks_again_and_a_broken_list_in_a_file_asks_everyone():
    t = _table()
    try:
        t.scene.session.record.meta["answers_off"] = ["0", 7, None]     # hand-edited: ignored
        t.app.step([])
        assert t.state.current == 0 and t.scene.offer.left is not None
        assert t.press("flow_pass") and _let_be(t)
    finally:
        t.close()


def test_the_menu_offers_answers_again_after_dont_ask_me_again():
    """"Don't ask me again" said by mistake is not for the whole game: the Menu shows
    "Offer answers again" (only then), and after it the seat is asked once more."""
    t = _table()
    try:
        assert t.press("menu")
        assert "ask_again" not in t.app.top.named          # nobody said it yet
        t.app.top.back()
        assert t.press("flow_never_ask") and _let_be(t)
        assert t.press("menu")
        pause = t.app.top
        click(t.app, "ask_again")
        assert "answers_off" not in t.scene.session.record.meta
        assert "answer again" in pause.dialog.message
        pause.close_dialog()
        assert "ask_again" not in pause.named              # the menu rebuilt without it
        pause.back()
        _sell_again(t)
        assert t.state.current == 0 and t.scene.offer.left is not None     # asked again
    finally:
        t.close()


@pytest.mark.parametrize("lang", ["en", "de", "fr", "ru"])
def test_offer_answers_again_fits_the_menu_in_every_language(lang):
    from test_i18n import ui_overflows
    from zooloretto.ui.text import set_language
    t = _table()
    try:
        set_language(lang)
        t.app.resize((1024, 640))
        assert t.press("flow_never_ask") and t.press("menu")
        assert "ask_again" in t.app.top.named
        t.app.step([])
        assert ui_overflows(t.app) == []
    finally:
        t.close()
        set_language("en")
