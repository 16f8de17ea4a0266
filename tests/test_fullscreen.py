"""Full screen: F11 and the Settings switch enter and leave it once, on the same window;
a window gets back the size it had, within the screen; late resize events never make a
window larger than the screen. Under the dummy driver, whose screen is 1024x768 (the real
window, under Xvfb and a window manager, is checked by tools/check_fullscreen.py)."""
from __future__ import annotations

import pygame
import pytest

from zooloretto import paths
from zooloretto.ui import window as window_module
from zooloretto.ui.app import App
from zooloretto.ui.navigation import make
from zooloretto.ui.settings import MIN_SIZE, Settings
from zooloretto.ui.window import FRAME_ROOM, display_window, restored_size

from ui_events import key, resize


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    paths.set_saves_dir(tmp_path / "saves")
    yield tmp_path
    paths.set_saves_dir(None)


@pytest.fixture
def opened(monkeypatch):
    """Every pygame.display.set_mode call: each can make a new window under X11."""
    calls = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: calls.append(a) or real(*a, **k))
    return calls


def open_app(size, fullscreen=False):
    app = App(size=size, settings=Settings(language="en", window_size=size, fullscreen=fullscreen))
    app.push(make(app, "title"))
    app.step([])
    return app


def screen():
    return tuple(pygame.display.get_desktop_sizes()[0])


def press_f11(app):
    app.step([key(pygame.K_F11)])
    app.step([])


def test_f11_enters_and_leaves_full_screen_on_the_same_window(config, opened):
    app = open_app((1024, 680))
    window = display_window()
    press_f11(app)
    assert app.size == screen() and app.settings.fullscreen
    assert Settings.load().fullscreen is True
    press_f11(app)
    assert app.size == (1024, 680) and not app.settings.fullscreen      # the size it had
    assert Settings.load().fullscreen is False and Settings.load().window_size == (1024, 680)
    assert len(opened) == 1 and display_window() is window              # opened once, never again


def test_a_window_larger_than_the_screen_comes_back_within_it(config):
    app = open_app((1600, 1000))
    press_f11(app)
    press_f11(app)
    w, h = screen()
    within = (max(MIN_SIZE[0], w - FRAME_ROOM[0]), max(MIN_SIZE[1], h - FRAME_ROOM[1]))
    assert app.size == within and app.settings.window_size == within


def test_restored_size_keeps_a_window_that_fits_and_clamps_one_that_does_not():
    assert restored_size((1280, 800), (1920, 1080)) == (1280, 800)
    assert restored_size((2560, 1440), (1920, 1080)) == (1920 - FRAME_ROOM[0], 1080 - FRAME_ROOM[1])
    assert restored_size((1280, 800), (800, 600)) == MIN_SIZE        # the game's own least


def test_a_game_started_in_full_screen_leaves_it_for_a_window_within_the_screen(config, opened):
    app = open_app((2560, 1440), fullscreen=True)
    assert app.size == screen() and len(opened) == 1
    press_f11(app)
    w, h = screen()
    assert app.size[0] <= max(MIN_SIZE[0], w - FRAME_ROOM[0]) and app.size[1] <= h - FRAME_ROOM[1]
    assert len(opened) == 1


def test_the_settings_switch_and_f11_agree(config, opened):
    app = open_app((1024, 680))
    settings = app.open("settings")
    app.step([])
    settings.fullscreen(True)                      # the switch's "On"
    app.step([])
    assert app.size == screen() and app.settings.fullscreen
    assert app.top.named["fullscreen_on"].is_selected and not app.top.named["fullscreen_off"].is_selected
    press_f11(app)                                 # F11 leaves it: the switch says so at once
    assert app.size == (1024, 680) and not app.settings.fullscreen
    assert app.top.named["fullscreen_off"].is_selected and not app.top.named["fullscreen_on"].is_selected
    press_f11(app)
    app.top.fullscreen(False)                      # the switch's "Off" leaves what F11 entered
    app.step([])
    assert app.size == (1024, 680) and not app.settings.fullscreen and Settings.load().fullscreen is False
    assert len(opened) == 1


def test_a_late_resize_event_of_the_full_screen_makes_no_window_larger_than_it(config, opened):
    """F11 twice in one step, with the window manager's answer to the first read with them:
    the event tells of the full screen that is gone, and asks for nothing."""
    app = open_app((1024, 680))
    full = screen()
    app.step([key(pygame.K_F11), key(pygame.K_F11), resize(*full)])
    app.step([])
    assert app.size == (1024, 680) and not app.settings.fullscreen
    press_f11(app)
    app.step([resize(1024, 680)])                  # in full screen a window's size asks for nothing
    assert app.size == full
    assert len(opened) == 1


def test_only_the_newest_resize_of_a_step_is_asked_for(config, monkeypatch):
    """A drag's older sizes, read in one step, are gone: asking for them would fight the drag."""
    app = open_app((1024, 680))
    asked = []
    real = window_module.GameWindow.ask_size
    monkeypatch.setattr(window_module.GameWindow, "ask_size", lambda self, size: asked.append(tuple(size))
                        or real(self, size))
    app.step([resize(1100, 700), resize(1200, 720), resize(1300, 760)])
    assert asked == [(1300, 760)] and app.size == (1300, 760)


def test_without_the_window_api_full_screen_still_works(config, monkeypatch):
    """A pygame-ce without Window.from_display_module: set_mode, as before."""
    monkeypatch.setattr(window_module, "display_window", lambda: None)
    app = open_app((1024, 680))
    press_f11(app)
    assert app.size == screen()
    press_f11(app)
    assert app.size == (1024, 680)


def test_a_window_opens_within_a_laptops_screen_and_as_asked_on_a_large_one():
    from zooloretto.ui.window import opening_size
    # 1280x800 asked on a 1280x800 screen: the title bar and a panel would hide the table's foot
    w, h = opening_size((1280, 800), (1280, 800), "x11")
    assert w <= 1280 - FRAME_ROOM[0] and h <= 800 - FRAME_ROOM[1]
    assert opening_size((1280, 800), (1366, 768), "windows")[1] <= 768 - FRAME_ROOM[1]
    assert opening_size((1280, 800), (1920, 1080), "x11") == (1280, 800)
    # a screen smaller than the least the table lays out: the least, never less
    assert opening_size((1280, 800), (800, 600), "wayland") == MIN_SIZE
    # the dummy screen of tests and headless tables is no screen: the size asked for
    assert opening_size((1280, 800), (1024, 768), "dummy") == (1280, 800)
