"""The dice table draws only what moves, as the board table does: a thinking bot, a
standing message and a shown hint are drawn when they change, not sixty times a second;
and the tooltip follows the pointer through a drag. Fixed frame times, posted events."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pytest

from zooloretto.dice.rules import Roll
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.kit.tooltips import TOOLTIP_DELAY

from ui_events import frames_drawn as frames, held_table, moving_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from moving_app(tmp_path, monkeypatch)


def dice_table(app, seats):
    return held_table(app, "dice", seats)


def test_a_thinking_bot_is_not_drawn_again_and_its_move_is(app):
    scene, session = dice_table(app, [Seat("Robo", kind="bot", level="easy"), Seat("Ana")])
    runner = scene.turns.runner
    assert runner.thinking
    assert frames(app, 30, dt=0.1) == 0 and app.idle()        # three seconds of thought
    runner.answer = Roll()
    assert frames(app, 5) >= 1                                 # the roll is shown
    assert len(session.record.actions) == 1


def test_a_standing_message_is_drawn_when_it_comes_and_when_it_goes(app):
    from zooloretto.ui.dice.scene import MESSAGE_TIME
    scene, _ = dice_table(app, [Seat("Ana"), Seat("Bea")])
    assert frames(app, 10) == 0
    scene.say("Nothing to take back.")
    assert frames(app, 1) == 1                                 # it appears
    assert frames(app, int(MESSAGE_TIME * 10) - 3, dt=0.1) == 0   # it stands
    assert frames(app, 5, dt=0.1) == 1 and scene.message is None  # it goes


def test_after_a_drag_the_tooltip_is_of_where_the_pointer_rests():
    session = GameSession.new([Seat("Ana"), Seat("Bea")], seed=5, game="dice")
    t = Table.open(session=session, size=(1280, 800))
    try:
        rng = random.Random(5)
        moved = 0
        for _ in range(12):
            acts = t.legal()
            if not acts:
                break
            src, dst = t.where(rng.choice(acts))
            if t.scene.hits.note_at(src) == t.scene.hits.note_at(dst):
                continue
            t.hover(src)
            assert t.drag(src, dst)
            t.app.step([], dt=TOOLTIP_DELAY + 0.05)
            assert t.scene.tips.key == t.scene.hits.note_at(dst) != t.scene.hits.note_at(src)
            moved += 1
        assert moved >= 3
    finally:
        t.close()
