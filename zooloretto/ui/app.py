"""The window, the one pygame-gui UIManager, and the stack of scenes.

Events flow: the top scene's `capture` (drag-and-drop first), then the UI
manager, then the scene's `handle_event`. Tests drive the same path with
`App.step(events)` under SDL_VIDEODRIVER=dummy.
"""
from __future__ import annotations

import logging
import os
import time

import pygame
import pygame_gui

from .. import paths
from . import navigation
from .settings import MIN_SIZE, Settings, fit_window  # noqa: F401  (MIN_SIZE: others import it from here)
from .text import LOCALES_DIR, set_language

TITLE = "Zooloretto"      # the window's title and, for the desktop, its class (WM_CLASS, app id)
log = logging.getLogger("zooloretto")


def desktop_identity():
    """Before SDL's video starts: the class a desktop groups the window by, as in
    zooloretto.desktop's StartupWMClass (X11), and the Wayland app id."""
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", TITLE)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", TITLE)


def _set_icon():
    """The window's icon; set before the window opens, as some systems require."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.assets_dir() / "icon.png")))
    except (OSError, pygame.error) as e:
        log.warning("no window icon: %s", e)


class App:
    def __init__(self, size=None, settings: Settings | None = None, fullscreen=None):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        desktop_identity()
        pygame.init()
        _set_icon()
        self.settings = settings or Settings.load()
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.windowed_size = fit_window(size or self.settings.window_size)
        self.screen = self._open_window()
        pygame.display.set_caption(TITLE)
        set_language(self.settings.language)
        self.ui = pygame_gui.UIManager(self.screen.get_size(), theme_path=self._theme(),
                                       starting_language=self.settings.language,
                                       translation_directory_paths=[str(LOCALES_DIR)])
        self.stack: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list = []

    # Window ----------------------------------------------------------------
    def _open_window(self):
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    @staticmethod
    def _theme():
        theme = paths.assets_dir() / "theme.json"
        return str(theme) if theme.exists() else None

    @property
    def size(self):
        return self.screen.get_size()

    def toggle_fullscreen(self):
        self.settings.fullscreen = not self.settings.fullscreen
        self.settings.save()
        self.screen = self._open_window()
        self._resized()

    def resize(self, size):
        w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        self.windowed_size = (w, h)
        self.settings.window_size = (w, h)
        if not self.settings.fullscreen:
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self._resized()

    def _resized(self):
        self.ui.set_window_resolution(self.screen.get_size())
        for scene in self.stack:
            if scene is self.top:
                scene.rebuild()

    def set_language(self, lang: str):
        """Switch every text at once, without a restart, and remember it."""
        self.settings.language = lang
        self.settings.save()
        set_language(lang)
        self.ui.set_locale(lang)
        if self.top:
            self.top.rebuild()

    # Scene stack -------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def open(self, name: str, *args, how: str = "push", **kw):
        """Show the screen registered as `name` (see navigation.py); returns the scene."""
        return navigation.open_screen(self, name, *args, how=how, **kw)

    def push(self, scene):
        if self.top:
            self.top.leave()
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        scene = self.stack.pop()
        self.discard(scene)
        if self.top:
            self.top.enter()
        else:
            self.running = False
        return scene

    def replace(self, scene):
        old = self.stack.pop() if self.stack else None
        if old:
            self.discard(old)
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene):
        """Empty the stack and start again from `scene` (back to the title)."""
        while self.stack:
            self.discard(self.stack.pop())
        self.stack.append(scene)
        scene.enter()

    @staticmethod
    def discard(scene):
        """A scene leaves the stack for good: its widgets go, and any thread it runs."""
        scene.leave()
        close = getattr(scene, "close", None)
        if close is not None:
            close()

    def quit(self):
        self.running = False

    # Frames ------------------------------------------------------------------
    def dispatch(self, event):
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        scene = self.top
        if scene is None:
            return
        if scene.capture(event):
            return
        if self.ui.process_events(event):
            return
        scene.handle_event(event)

    def step(self, events=(), dt: float = 1 / 60):
        """One frame: events, update, draw. Tests call this directly."""
        start = time.perf_counter()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        scene = self.top
        if scene is None:
            self.running = False
            return
        scene.update(dt)
        self.ui.update(dt)
        self.draw()
        self.frame_times.append(time.perf_counter() - start)
        del self.frame_times[:-600]

    def draw(self):
        visible = []
        for scene in reversed(self.stack):
            visible.append(scene)
            if not scene.transparent:
                break
        for scene in reversed(visible):
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        pygame.display.flip()

    def run(self, first_scene):
        self.push(first_scene)
        try:
            while self.running:
                dt = self.clock.tick(60) / 1000.0
                self.step(pygame.event.get(), min(dt, 0.1))
        except Exception as e:
            # The crash report (zooloretto.crash) saves the game in play, if any.
            from ..crash import session_of
            e.zooloretto_session = session_of(self)
            raise
        self.close()

    def close(self):
        """After the last frame: scenes let go of their threads, settings are kept."""
        for scene in reversed(self.stack):
            try:
                getattr(scene, "close", lambda: None)()
            except Exception:       # closing must always reach the end
                log.exception("closing %s", type(scene).__name__)
        self.settings.save()
        pygame.quit()
