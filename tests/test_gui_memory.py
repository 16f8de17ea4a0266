"""pygame-gui's rounded widgets let go of their four-times-larger layers as soon as a state is
drawn (the New game screen at 2560x1440 passed through some 45 MB of them), drawing the same
pixels as pygame-gui's own way."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame_gui
import pytest
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape

from menu_helpers import frames, menu_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from menu_app(tmp_path, monkeypatch)


def rounded_shapes(scene):
    shapes = [getattr(e, "drawable_shape", None) for e in scene.elements]
    return [s for s in shapes if isinstance(s, RoundedRectangleShape)]


@pytest.mark.parametrize("name", ["new_game", "settings"])
def test_a_menu_just_opened_holds_no_large_layer(app, name):
    scene = app.open(name, how="reset")
    shapes = rounded_shapes(scene)
    assert shapes, "the screen has rounded widgets"
    for shape in shapes:
        assert shape.temp_additive_shape is None and shape.temp_subtractive_shape is None
    frames(app, 1)
    for shape in rounded_shapes(app.top):
        assert shape.temp_additive_shape is None and shape.temp_subtractive_shape is None


def states_of(button):
    shape = button.drawable_shape
    for state in list(shape.states):
        shape.redraw_state(state)
    return {state: (s.surface.get_size(), bytes(pygame.image.tobytes(s.surface, "RGBA")))
            for state, s in shape.states.items() if s.surface is not None}


def test_the_states_are_the_pixels_pygame_gui_draws(app, monkeypatch):
    rect = pygame.Rect(40, 40, 420, 90)
    ours = states_of(pygame_gui.elements.UIButton(rect, "Start the game", app.ui))
    assert len(ours) >= 3
    monkeypatch.setattr(RoundedRectangleShape, "redraw_state",
                        RoundedRectangleShape.redraw_state.__wrapped__)
    theirs = states_of(pygame_gui.elements.UIButton(rect, "Start the game", app.ui))
    assert ours == theirs


def test_a_large_button_drawn_again_is_kept_and_has_the_pixels_pygame_gui_draws(app, monkeypatch):
    """pygame-gui keeps no shape of 40,000 pixels or more (every button at 2560x1440): the
    game keeps them, and a button built again has the pixels of one drawn from nothing."""
    from pygame_gui.core.surface_cache import SurfaceCache
    from zooloretto.ui import gui_memory
    rect = pygame.Rect(40, 40, 520, 108)
    assert rect.w * rect.h >= 40000
    gui_memory._large_shapes.clear()
    first = states_of(pygame_gui.elements.UIButton(rect, "Start the game", app.ui))
    assert len(first) >= 3 and gui_memory._large_shapes, "the large shapes are kept"
    kept = dict(gui_memory._large_shapes)
    drawn = []
    real = RoundedRectangleShape.clear_and_create_shape_surface
    monkeypatch.setattr(RoundedRectangleShape, "clear_and_create_shape_surface",
                        lambda *a, **k: drawn.append(1) or real(*a, **k))
    again = states_of(pygame_gui.elements.UIButton(rect, "Start the game", app.ui))
    assert not drawn, "a kept shape is not drawn again"
    assert again == first
    other = states_of(pygame_gui.elements.UIButton(rect, "Settings", app.ui))   # same shape,
    monkeypatch.setattr(SurfaceCache, "find_surface_in_cache",                  # other words
                        SurfaceCache.find_surface_in_cache.__wrapped__)
    monkeypatch.setattr(RoundedRectangleShape, "redraw_state",
                        RoundedRectangleShape.redraw_state.__wrapped__)
    monkeypatch.setattr(RoundedRectangleShape, "clear_and_create_shape_surface", real)
    assert states_of(pygame_gui.elements.UIButton(rect, "Start the game", app.ui)) == first
    assert states_of(pygame_gui.elements.UIButton(rect, "Settings", app.ui)) == other
    assert sum(map(gui_memory._bytes, kept.values())) <= gui_memory.LARGE_SHAPES_BYTES
