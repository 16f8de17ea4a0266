"""The board table's talk says a move when its picture lands: a bot's drawn tile is held up
in the hand to be read before it flies to its truck, and "… puts it on truck N" must not be
read while the tile is still in the hand. Once the flight lands the line is there. Headless
table with animations turned on for the bot's move, stepped by hand (no clock)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from zooloretto.zoo.rules.actions import Load, Reveal
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat


def _sentences(t):
    return [sentence for sentence, _ in t.scene.log.lines()]


def test_a_bots_load_is_said_when_its_tile_lands_not_while_it_is_held_up(tmp_path):
    seats = [Seat("Ana", "human", None, (0, 114, 178)), Seat("Bruno", "bot", "easy", (230, 159, 0))]
    t = Table.open(session=GameSession.new(seats, seed=4), size=(1280, 800), saves_dir=tmp_path)
    try:
        # Ana draws and loads: then it is the bot's turn
        t.drag(*t.where(Reveal()))
        t.drag(*t.where(next(a for a in t.legal() if isinstance(a, Load))))
        assert t.state.current == 1
        scene = t.scene
        scene.choreo.anim._factor = lambda: 1.0          # the pictures move, as in a real game
        record = scene.session.record
        for _ in range(12):                                # the bot reveals, then loads
            if record.actions and isinstance(record.actions[-1], Load) and scene.choreo.busy:
                break
            scene.choreo.finish()
            scene.turns.step()
            scene.turns.step()
        assert isinstance(record.actions[-1], Load) and scene.choreo.busy, "no bot load caught in flight"
        while_held = _sentences(t)
        scene.choreo.finish()
        landed = _sentences(t)
    finally:
        t.close()
    said_on_landing = landed[len(while_held):]
    assert landed[:len(while_held)] == while_held
    assert said_on_landing and any("Bruno" in s for s in said_on_landing)
