"""The Zoomaka table draws only what moves, as the other tables do: a still table, a thinking
bot and a standing message draw no frame; a bot's move, its cards' flight and a message that
comes or goes are drawn; a card dragged is drawn again only where it was and where it is
(ui/damage.py), and the window still shows what a whole frame drawn apart would (every frame of
many scenarios is compared in tests/test_frames_redrawn.py). Fixed frame times, posted events."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.zoomaka.rules import EndTurn

from ui_events import frames_drawn as frames, held_table, moving_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from moving_app(tmp_path, monkeypatch)


def zoomaka_table(app, seats):
    return held_table(app, "zoomaka", seats)


def test_a_still_table_draws_no_frame(app):
    scene, _ = zoomaka_table(app, [Seat("Ana"), Seat("Bea")])
    assert frames(app, 60) == 0 and app.idle()
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 400), rel=(1, 1), buttons=(0, 0, 0))])
    assert frames(app, 30) == 0 and app.idle()          # the pointer rested: still again


def test_a_thinking_bot_is_not_drawn_again_and_its_move_flies_then_rests(app):
    scene, session = zoomaka_table(app, [Seat("Robo", kind="bot", level="easy"), Seat("Ana")])
    runner = scene.turns.runner
    assert runner.thinking
    assert frames(app, 30, dt=0.1) == 0 and app.idle()          # three seconds of thought
    runner.answer = EndTurn()                                   # it draws: cards fly
    assert frames(app, 10) == 10 and scene.anim.busy            # every frame of the flight
    frames(app, 120)
    assert len(session.record.actions) >= 1 and not scene.anim.busy
    assert frames(app, 30) == 0 and app.idle()


def test_a_standing_message_is_drawn_when_it_comes_and_when_it_goes(app):
    from zooloretto.ui.zoomaka.scene import MESSAGE_TIME
    scene, _ = zoomaka_table(app, [Seat("Ana"), Seat("Bea")])
    scene.say("Nothing to take back.")
    assert frames(app, 1) == 1                                  # it appears
    assert frames(app, int(MESSAGE_TIME * 10) - 3, dt=0.1) == 0   # it stands
    assert frames(app, 5, dt=0.1) == 1 and scene.message is None  # it goes


def test_a_dragged_card_redraws_only_its_old_and_new_place():
    seats = [Seat("Ana"), Seat("Bo", "bot", "easy")]
    t = Table.open(session=GameSession.new(seats, seed=5, game="zoomaka"), size=(1280, 800))
    app = t.app
    app.settings.animation_speed = "normal"
    try:
        place = next(a for a in t.legal() if a.type == "place")
        src, dst = t.where(place)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)])
        for k in range(1, 11):
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(src[0] + (dst[0] - src[0]) * k // 10,
                                                                   src[1] + (dst[1] - src[1]) * k // 10),
                                         rel=(1, 1), buttons=(1, 0, 0))])
            if k > 1:                                           # (picked up: all of it once)
                w, h = app.screen.get_size()
                assert app.redrawn is not None and sum(r.w * r.h for r in app.redrawn) < w * h // 10
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])
        assert len(t.scene.session.record.actions) == 1
        for _ in range(30):                                     # the card flies to its section
            app.step([])
        whole = pygame.Surface(app.screen.get_size())
        t.scene.draw(whole)
        app.ui.draw_ui(whole)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(whole, "RGB")
    finally:
        t.close()
