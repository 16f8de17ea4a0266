"""A still screen is not drawn again; anything that moves is drawn every frame.

Frames are counted (App.draws) with a fixed frame time: no wall clock.
"""
import os
import threading

import pygame
import pytest

from zooloretto import paths
from zooloretto.zoo.rules import legal_actions
from zooloretto.ui.app import App
from zooloretto.ui.scene import Scene
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.navigation import scene_class
from zooloretto.ui.settings import Settings
from zooloretto.ui.kit.turns import SyncRunner

GameScene = scene_class("table")


@pytest.fixture
def app(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    a = App(size=(1280, 800), settings=Settings(language="en", animation_speed="normal",
                                                confirm_money_actions=False))
    yield a
    paths.set_saves_dir(None)


def settle(app, frames=5, dt=1 / 60):
    for _ in range(frames):
        app.step([], dt)
    return app.draws


def still(app, frames=30, dt=1 / 60):
    """Frames drawn in `frames` steps without input."""
    before = app.draws
    settle(app, frames, dt)
    return app.draws - before


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons)


def test_title_is_drawn_once_then_sleeps(app):
    TitleScene = scene_class("title")
    app.push(TitleScene(app))
    assert app.step([]) is True
    settle(app)
    assert still(app) == 0
    assert app.idle()
    app.step([motion((5, 5))])            # any input: a frame (a hover may have changed)
    assert app.draws > 0 and not app.idle()
    assert still(app) == 0 and app.idle()


def test_hover_is_drawn_without_an_event(app, monkeypatch):
    TitleScene = scene_class("title")
    app.push(TitleScene(app))
    settle(app)
    button = app.top.named.get("new_game") or next(
        e for e in app.top.elements if type(e).__name__ == "UIButton" and e.is_enabled)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    assert still(app, 1) == 1                 # the button lights up under the pointer
    assert still(app, 10) == 0


def test_a_tooltip_is_drawn_when_it_comes(app, monkeypatch):
    TitleScene = scene_class("title")
    NewGameScene = scene_class("new_game")
    app.push(TitleScene(app))
    app.push(NewGameScene(app))
    settle(app)
    button = next(e for e in app.top.elements if type(e).__name__ == "UIButton"
                  and e.is_enabled and getattr(e, "tool_tip_text", None))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    sprites = len(app.ui.get_sprite_group().sprites())
    drawn = still(app, 30, dt=0.1)            # three seconds under the pointer
    assert len(app.ui.get_sprite_group().sprites()) > sprites      # the tooltip came
    assert 2 <= drawn <= 4                    # the hover, the tooltip (and its settling)


def test_blinking_text_cursor_draws_only_at_its_blinks(app):
    TitleScene = scene_class("title")
    NewGameScene = scene_class("new_game")
    app.push(TitleScene(app))
    app.push(NewGameScene(app))
    settle(app)
    entry = app.top.named["name_0"]
    app.ui.set_focus_set(entry)
    settle(app)
    drawn = still(app, frames=40, dt=0.1)     # four seconds of a blinking cursor
    assert 4 <= drawn <= 12                   # a blink every 0.4 s, not 40 frames


def test_a_scene_that_does_not_say_is_drawn_every_frame(app):
    app.push(Scene(app))
    settle(app)
    assert still(app, 10) == 10 and not app.idle()


def test_invalidate_draws_one_frame(app):
    TitleScene = scene_class("title")
    app.push(TitleScene(app))
    settle(app)
    app.top.invalidate()
    assert still(app) == 1


def _table(app, n=3):
    session = GameSession.new([Seat(f"P{i + 1}") for i in range(n)], seed=11)
    scene = GameScene(app, session, bot_time_budget=0.05, runner=SyncRunner,
                      hand_overs=False)      # people in every seat, no "your turn" question
    app.push(scene)
    settle(app, 40)
    return scene, session


def test_table_waiting_for_a_person_is_not_redrawn(app):
    _table(app)
    assert still(app, 60) == 0 and app.idle()


def test_a_move_made_in_code_is_drawn_and_its_animation_too(app):
    scene, session = _table(app)
    scene.perform(legal_actions(session.state)[0])
    drawn = still(app, 10)
    assert drawn == 10                      # the tile flies
    settle(app, 200)
    assert still(app, 30) == 0 and app.idle()


def test_a_message_is_drawn_when_said_and_while_it_fades_not_while_it_stands(app):
    """A refusal's words stay five seconds: drawn when they come, then still until they
    fade out over the last half second, then drawn once more as they go."""
    from zooloretto.zoo.rules import Loc
    from zooloretto.ui.zoo.overlays import FADE_SECONDS, MESSAGE_SECONDS
    scene, session = _table(app)
    empty = next(i for i, t in enumerate(session.state.trucks) if not t.tiles)
    truck = scene.hits.point(Loc("truck", index=empty))
    zoo = scene.layout.zoo.rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=truck, button=1)])
    for k in range(1, 9):
        app.step([motion((truck[0] + (zoo[0] - truck[0]) * k // 8,
                          truck[1] + (zoo[1] - truck[1]) * k // 8), (1, 0, 0))])
    before = app.draws
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=zoo, button=1)])   # refused
    assert scene.overlays.message and app.draws > before        # the words appear
    app.step([motion((scene.layout.zoo_area.centerx, app.size[1] - 2))])   # off to the felt
    settle(app, 60)                                             # the truck goes back
    left = scene.overlays.message[1]
    assert left > MESSAGE_SECONDS - 2
    standing = int((left - FADE_SECONDS) * 10) - 1
    assert still(app, standing, dt=0.1) == 0 and app.idle()     # they stand: nothing to draw
    fading = still(app, 20, dt=0.05)            # the last half second, and it is gone
    assert int(FADE_SECONDS / 0.05) - 1 <= fading <= 20
    assert scene.overlays.message is None
    assert still(app, 30) == 0 and app.idle()


def test_a_thinking_bot_is_not_drawn_again_and_its_move_is(app):
    """While a bot thinks nothing on the table moves: no frames (the table still looks
    for its answer at every wake-up). Its move is drawn, flight and all."""
    import sys
    from zooloretto.zoo.rules import Reveal
    sys.path.insert(0, os.path.dirname(__file__))
    from ui_events import HeldRunner
    seats = [Seat("Robo", kind="bot", level="easy"), Seat("Ana"), Seat("Bea")]
    session = GameSession.new(seats, seed=11)
    scene = GameScene(app, session, bot_time_budget=0.05, runner=HeldRunner, hand_overs=False)
    app.push(scene)
    settle(app, 60)
    runner = scene.turns.runner
    assert runner.thinking and runner.started == 1
    assert still(app, 30, dt=0.1) == 0 and app.idle()      # three seconds of thought: still
    runner.answer = Reveal()
    assert still(app, 10) == 10                             # the drawn tile turns over
    assert len(session.record.actions) == 1


def test_dragging_draws_every_frame(app):
    scene, _ = _table(app)
    from zooloretto.zoo.rules import Loc
    start = scene.hits.point(Loc("stack", index=0))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for k in range(1, 11):
        app.step([motion((start[0] + 5 * k, start[1] + 5 * k), (1, 0, 0))])
    assert scene.hand.drag.active
    assert still(app, 10) == 10             # held still, the drag is shown every frame


def test_a_still_screen_sleeps_in_short_naps_and_answers_a_click_at_the_next(app, monkeypatch):
    """Idle, the loop naps IDLE_POLL at a time and hands over what came in the meantime.
    It never sleeps in pygame.event.wait, which looks every millisecond on every driver
    (twice the idle CPU of these naps under X11: tools/bench_idle.py under Xvfb)."""
    from zooloretto.ui import app as app_module
    TitleScene = scene_class("title")
    app.push(TitleScene(app))
    settle(app)
    assert app.idle()
    pygame.event.clear()
    naps = []
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(40, 40), button=1)

    real_sleep = app_module.time.sleep

    def nap(seconds):
        if threading.current_thread() is not threading.main_thread():
            return real_sleep(seconds)
        naps.append(seconds)
        if len(naps) == 3:                  # the player clicks during the third nap
            pygame.event.post(click)
    monkeypatch.setattr(app_module, "IDLE_WAKE", 3600.0)    # the clock cannot end the wait first
    monkeypatch.setattr(app_module.time, "sleep", nap)
    monkeypatch.setattr(pygame.event, "wait", lambda *a: pytest.fail("event.wait polls every 1 ms"))
    events = app.next_events()
    assert [e.type for e in events] == [pygame.MOUSEBUTTONDOWN]
    assert events[0].pos == (40, 40)
    assert naps == [app_module.IDLE_POLL] * 3 and app_module.IDLE_POLL <= 1 / app_module.FPS
