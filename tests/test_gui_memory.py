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
