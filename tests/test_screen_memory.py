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


def _whole_layer(surface, size, colour, radius, pos, inset):
    """The way translucent shapes were drawn: one layer as large as the shape."""
    left, top, right, bottom = inset
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, (left, top, size[0] - left - right, size[1] - top - bottom),
                     border_radius=radius)
    surface.blit(layer, pos)


@pytest.mark.parametrize("alpha_below", [False, True])
def test_a_shadow_drawn_in_bands_is_the_same_pixels_as_one_large_layer(alpha_below):
    from zooloretto.ui.kit.paint import rounded_shadow
    pygame.init()
    cases = [((300, 200), (0, 0, 0, 70), 10, (5, 7), (4, 6, 4, 2)),
             ((700, 513), (0, 0, 0, 90), 20, (-3, 40), (0, 0, 0, 0)),
             ((90, 64), (60, 30, 10, 50), 22, (100, 100), (0, 0, 0, 0)),
             ((640, 129), (40, 24, 10, 120), 0, (0, 0), (0, 0, 0, 0))]
    for size, colour, radius, pos, inset in cases:
        pictures = []
        for draw in (rounded_shadow, _whole_layer):
            below = pygame.Surface((720, 600), pygame.SRCALPHA if alpha_below else 0)
            for y in range(0, 600, 7):          # something under the shadow, not one colour
                pygame.draw.line(below, ((y * 3) % 256, 120, (255 - y) % 256, (y * 5) % 256),
                                 (0, y), (719, (y * 7) % 600), 3)
            draw(below, size, colour, radius, pos, inset)
            pictures.append(bytes(pygame.image.tobytes(below, "RGBA")))
        assert pictures[0] == pictures[1], (size, radius)
    from zooloretto.ui.kit.paint import shade
    veiled = []
    for veil in (lambda s: shade(s, 120), lambda s: _whole_layer(s, s.get_size(), (40, 24, 10, 120),
                                                                0, (0, 0), (0, 0, 0, 0))):
        below = pygame.Surface((333, 300), pygame.SRCALPHA if alpha_below else 0)
        below.fill((200, 90, 30, 180))
        pygame.draw.circle(below, (20, 200, 90, 40), (150, 150), 120)
        veil(below)
        veiled.append(bytes(pygame.image.tobytes(below, "RGBA")))
    assert veiled[0] == veiled[1]


def test_the_menus_pictures_go_when_a_game_covers_the_window(app):
    from zooloretto.ui import caches
    app.open("new_game", how="push")
    frames(app)
    assert caches.size("menus") >= 1        # the title's and New game's backgrounds
    app.open("table", _session("zoo"), how="game")
    frames(app)
    assert caches.size("menus") == 0
    app.open("title", how="reset")
    frames(app)
    app.draw()
    assert caches.size("menus") == 1        # drawn again on the way back
