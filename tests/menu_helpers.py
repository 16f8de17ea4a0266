"""Driving the menus headless: an App on the title in throw-away folders, frames that
pass pygame-gui's posted button events on, and clicks at a point or on a named button."""
import pygame

from zooloretto import paths
from zooloretto.ui.app import App
from zooloretto.ui.scenes.title import TitleScene
from zooloretto.ui.settings import Settings

from sampling import quick

TITLE_BEFORE_EACH_SCREEN = quick(True, False)


def menu_app(tmp_path, monkeypatch, size=(1280, 800)):
    """Generator for a fixture: the title screen, saves and settings in tmp_path."""
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    app = App(size=size, settings=Settings(language="en", animation_speed="off"))
    app.reset(TitleScene(app))
    frames(app)
    yield app
    paths.set_saves_dir(None)


def frames(app, n=2):
    for _ in range(n):
        app.step(pygame.event.get())      # pygame-gui posts its button events to the queue


def click_at(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    frames(app)


def click(app, name):
    """Click the top screen's enabled element called `name`."""
    element = app.top.named[name]
    assert element.is_enabled, f"{name} is disabled"
    click_at(app, element.rect.center)


def alone_or_over_the_title(app, make, title):
    """The screen `make()` builds, pushed for a fit check: over a title built anew (--full,
    as a player opens it) or alone on the stack (the quick run: the same picture)."""
    clear_for_a_screen(app, title)
    scene = make()
    app.push(scene)
    return scene


def clear_for_a_screen(app, title):
    """Before a screen a fit check opens: --full goes back to the title (`title()`, built
    anew, as a player goes there); the quick run empties the stack as a reset does (the
    screen drawn alone looks the same, and no title is built each time)."""
    if TITLE_BEFORE_EACH_SCREEN:
        title()
        return
    while app.stack:
        app.discard(app.stack.pop())
