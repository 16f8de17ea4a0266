"""What a screen holds goes when the screen goes, and a dialog costs its own size.

A menu that stayed reachable through its own callbacks kept every button picture until
Python's next full garbage collection (a player paging through How to play at 2560x1440
reached 390 MB instead of 160); a dialog's themed rounded panel was drawn four times
larger by pygame-gui to smooth its corners. Figures: tools/bench_memory.py --tour.
"""
from __future__ import annotations

import gc
import os
import weakref

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.ui.kit.dialog import CARD_BORDER
from zooloretto.ui.kit.paint import CREAM
from zooloretto.ui.scenes.title import TitleScene
from zooloretto.ui.session import GameSession, Seat

from menu_helpers import frames, menu_app

SCREENS = [("new_game", ()), ("load", ()), ("settings", ()), ("howto", ()), ("pause", ("zoo",)),
           ("pause", ("dice",)), ("title", ())]


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from menu_app(tmp_path, monkeypatch)


def _session(game):
    return GameSession.new([Seat("Ana"), Seat("Bo", "bot", "easy")], seed=4, game=game)


@pytest.mark.parametrize("name, args", SCREENS)
def test_a_menu_left_lets_go_of_its_widgets_at_once(app, name, args):
    scene = app.open(name, *(_session(g) for g in args), how="reset")
    frames(app)
    if hasattr(scene, "confirm") and name == "pause":     # a dialog open on it too
        scene.ask_quit()
        frames(app)
    widgets = [weakref.ref(e) for e in scene.elements]
    gone = weakref.ref(scene)
    assert widgets
    del scene
    gc.disable()                  # freed by their last reference, not by a collection
    try:
        app.reset(TitleScene(app))
        frames(app, 1)
        assert gone() is None
        assert [w for w in widgets if w() is not None] == []
    finally:
        gc.enable()


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_the_dialog_card_is_cream_with_its_border_inside_the_panels_place(app, size):
    app.resize(size)
    scene = app.open("pause", _session("zoo"))
    frames(app)
    scene.ask_quit()
    frames(app)
    app.draw()
    [card] = [e for e in scene.elements if "#dialog_card" in e.object_ids]
    rect = card.rect
    screen = app.screen
    y = rect.centery
    row = [tuple(screen.get_at((x, y)))[:3] for x in range(rect.left, rect.left + 40)]
    assert CARD_BORDER in row, "the card's border is drawn at its left edge"
    inside = row[row.index(CARD_BORDER):]
    assert CREAM in inside[inside.index(CREAM):], "and cream inside it"
    # the buttons still sit on the card and answer
    assert scene.dialog is not None and scene.dialog.elements
    for button in scene.dialog.elements:
        assert rect.contains(button.rect)


def test_what_was_typed_in_a_dialog_stays_when_the_window_changes_size(app):
    scene = app.open("pause", _session("zoo"))
    frames(app)
    scene.ask_save()
    frames(app)
    scene.dialog.entry.set_text("Sunday game")
    app.resize((1600, 1000))
    frames(app)
    assert scene.dialog.entry is not None and scene.dialog.entry.get_text() == "Sunday game"
    app.set_language("de")
    frames(app)
    assert scene.dialog.entry.get_text() == "Sunday game"
