"""Zoomaka's game log (issue #34 item 3), as the dice game's: L or the Log button opens it
beside the table (the zoos make room, the table stays playable), L, the button or Esc
closes it; its lines are the whole game's talk in the player's language: each turn's
start, who paid whom with what, every card discarded (Quick Delivery's two included),
"stopped by No Way!" without a stray full stop; a card sold face down is "a card"."""
from __future__ import annotations

import pygame
from zoomaka_helpers import game, give

from zooloretto.zoomaka.rules import Discard, EndTurn, Entrance, Pass, Pay, Respond, Sell
from zooloretto.zoomaka.rules.record import ZoomakaRecord
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.zoomaka.words import card_name

NAMES = ["Ana", "Bert"]


def _session(s, record_actions=()):
    meta = {"seats": [{"name": n, "kind": "human", "level": None} for n in NAMES]}
    for q, n in enumerate(NAMES):
        s.players[q].name = n
    setup = {"players": 2, "seed": s.seed, "names": NAMES, "start_player": 0}
    record = ZoomakaRecord(setup, s, [], meta)
    record.game_from_setup = lambda _setup, _s=s.copy(): _s.copy()     # a built start replays
    return GameSession(record)


def _key(t, k):
    t.app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    t.app.step([])


def _texts(t):
    return [line.text for line in t.scene.log.lines()]


def test_l_opens_the_log_beside_the_zoos_and_it_tells_the_whole_story(tmp_path):
    s = game(2, seed=3)
    give(s, 0, hand=["quick_delivery-1", "multicolor_entrance-1", "forest-1"],
         zoo={"big_five": ["big_five-4", "big_five-5"]})
    give(s, 1, hand=["farm-1"], bank=["bird-1", "bird-2", "coffee-1"])
    session = _session(s)
    t = Table.open(session=session, size=(1280, 800), language="en", hand_overs=False)
    try:
        scene = t.scene
        s = session.state
        session.play(Sell("forest-1"))
        session.play(Pass())                    # the opponent lets the sale be (rulings ANSWERED_ACTIONS)
        session.play(Respond("quick_delivery-1"))
        hand = s.players[0].hand
        discarded = [hand[-1]]
        session.play(Discard(hand[-1]))
        discarded.append(hand[-1])
        session.play(Discard(hand[-1]))
        session.play(Entrance("multicolor_entrance-1", "big_five", 1))
        session.play(Pay("bird-1"))
        session.play(Pay("bird-2"))
        session.play(Pay("coffee-1"))
        t.app.step([])
        assert not scene.log.open and scene.layout.log is None
        _key(t, pygame.K_l)
        assert scene.log.open
        log = scene.layout.log
        assert log is not None and t.app.screen.get_rect().contains(log)
        for seat, panel in scene.layout.panels.items():
            assert not panel.colliderect(log), seat      # the zoos made room
        assert not scene.layout.talk.colliderect(log)
        said = _texts(t)
        assert said[0] == "Turn 1: Ana"
        assert "Ana sells a card to the bank." in said                 # face down: not named
        assert card_name("forest-1") not in " ".join(said)
        for card in discarded:
            assert f"Ana discards {card_name(card)}." in said
        for card in ("bird-1", "bird-2", "coffee-1"):
            assert f"Bert pays Ana with {card_name(card)}." in said
        assert any(line.startswith("Bert has paid Ana") for line in said)
        session.play(EndTurn())
        t.app.step([])
        assert _texts(t)[-1] == "Turn 2: Bert"
        t.screenshot(tmp_path / "log.png")
        _key(t, pygame.K_l)
        assert not scene.log.open and scene.layout.log is None
        assert t.press("Log") and scene.log.open
        _key(t, pygame.K_ESCAPE)
        assert not scene.log.open
    finally:
        t.close()


def test_a_card_stopped_by_no_way_ends_its_sentence_once():
    from zooloretto.ui.zoomaka.talk import sentence
    from zooloretto.zoomaka.rules.events import Cancelled
    said = sentence(Cancelled(player=1, card="capture-1", by="no_way-1"), NAMES)
    assert said.endswith("No Way!") and "!." not in said


def test_the_log_speaks_the_players_language():
    s = game(2, seed=3)
    give(s, 0, hand=["forest-1"])
    session = _session(s)
    t = Table.open(session=session, size=(1024, 640), language="ru", hand_overs=False)
    try:
        _key(t, pygame.K_l)
        assert t.scene.log.open and _texts(t)[0] == "Ход 1: Ana"
    finally:
        t.close()
