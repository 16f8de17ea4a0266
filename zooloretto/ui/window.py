"""The game's one window: opened once; full screen is entered and left on that same
window, and the game's size is always the size its surface has.

Why not pygame.display.set_mode for each switch: on an open window it makes a new one
whenever SDL has given the old one an OpenGL surface (SDL does so for its framebuffer
under X11 with GL, Xvfb included). Opening the window again for full screen, and
answering resize events with set_mode, destroyed and re-created the X11 window each
time; the new window's own events then asked for another (about once a second without a
window manager), and a late resize event of the full screen's size made a window larger
than the screen. pygame-ce's Window switches the same window (desktop full screen: the
screen's own resolution, never a mode change), and pygame-ce's display surface follows
the window's size by itself (its auto-resize), so the game reads the size from it.
"""
from __future__ import annotations

import os
import warnings

import pygame

from .settings import MAX_SIZE, MIN_SIZE

# What a window coming back from full screen leaves free on the screen: its frame, a panel.
FRAME_ROOM = (16, 72)


def plain_framebuffer() -> None:
    """Under X11, the window's picture goes to the X server as it is (XShm), not through an
    OpenGL texture: SDL's texture framebuffer sends the whole window at every update, even
    of a few rectangles (and where OpenGL is drawn in software, as under Xvfb or in many
    virtual machines, that costs 10-50 ms a frame at 2560x1440); the plain one sends only
    the rectangles the game drew again (app.py). A player's own SDL_FRAMEBUFFER_ACCELERATION
    is kept. Read by SDL when the window's surface is first made."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def display_window():
    """pygame-ce's Window for the display module's window; None before set_mode, or in
    a pygame-ce without it (then full screen falls back to set_mode)."""
    with warnings.catch_warnings():
        # Deprecated for programs that draw through Window.get_surface. The game draws
        # through the display module (pygame-gui, Surface.convert need it): it borrows the window.
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None


def restored_size(windowed, screen) -> tuple:
    """The size a window gets back when full screen is left: the size it had, within
    what `screen` leaves room for (FRAME_ROOM), never under MIN_SIZE."""
    return tuple(max(lo, min(v, s - room)) for v, s, room, lo in zip(windowed, screen, FRAME_ROOM, MIN_SIZE))


def opening_size(windowed, screen, driver: str) -> tuple:
    """The size a window opens at: the size remembered (or the default 1280x800), within
    what the screen leaves room for, so that a laptop's 1366x768 or 1280x800 screen shows
    the whole table under the window's title bar and above its panel. Screens that are no
    screen (the dummy and offscreen drivers of tests and headless tables) keep it as asked."""
    if driver in ("dummy", "offscreen") or not screen:
        return tuple(windowed)
    return restored_size(windowed, screen)


def asked_size(size) -> tuple:
    """A size asked for in code, within what the game lays out (MIN_SIZE..MAX_SIZE)."""
    return tuple(max(lo, min(hi, int(v))) for v, lo, hi in zip(size, MIN_SIZE, MAX_SIZE))


class GameWindow:
    """The window: `surface` to draw on, `fullscreen` as asked, `windowed_size` the size it
    has (or gets back) as a window. No method makes a new window after the first."""

    def __init__(self, windowed_size, fullscreen: bool):
        self.windowed_size = tuple(windowed_size)
        self.fullscreen = False
        sizes = pygame.display.get_desktop_sizes()
        # the full screen's size when last entered (the window's own screen); the first desktop before
        self.screen_size = tuple(sizes[0]) if sizes else tuple(MAX_SIZE)
        if not fullscreen:
            self.windowed_size = opening_size(self.windowed_size, tuple(sizes[0]) if sizes else None,
                                              pygame.display.get_driver())
        # Opening in full screen: hidden until then (no window flashes first), and of the
        # screen's size (nothing hangs off the screen should no window manager be there).
        self.placed = not fullscreen
        flags = pygame.RESIZABLE | (pygame.HIDDEN if fullscreen else 0)
        plain_framebuffer()
        self.surface = pygame.display.set_mode(self.screen_size if fullscreen else self.windowed_size, flags)
        self.seen = self.surface.get_size()
        window = display_window()
        if window is not None:
            window.minimum_size = MIN_SIZE     # the window manager stops a drag there
            if not fullscreen and self.surface.get_size() != self.windowed_size:
                # SDL keeps its window between App()s of one process (tests, a restart of the
                # screens): one left in full screen comes back as the window asked for
                window.set_windowed()
                window.size = self.windowed_size
                self.surface = pygame.display.get_surface()
                self.seen = self.surface.get_size()
        if fullscreen:
            self.set_fullscreen(True)
            if window is not None:
                window.show()

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        window = display_window()
        if window is None:                          # an old or a future pygame-ce
            self.surface = (pygame.display.set_mode((0, 0), pygame.FULLSCREEN) if on
                            else pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE))
        elif on:
            window.set_fullscreen(desktop=True)
            self.screen_size = pygame.display.get_surface().get_size()
        else:
            window.set_windowed()
            size = restored_size(self.windowed_size, self.screen_size)
            window.size = size
            if size != self.windowed_size or not self.placed:   # larger than this screen, or never a window
                window.position = pygame.WINDOWPOS_CENTERED
            self.windowed_size, self.placed = size, True
        self.surface = pygame.display.get_surface()

    def ask_size(self, size) -> None:
        """A windowed size asked for in code (or by a resize event the surface has not
        followed): the same window takes it. In full screen it is kept for later."""
        size = asked_size(size)
        self.windowed_size = size
        if self.fullscreen:
            return
        window = display_window()
        if window is not None:
            window.size = size
        else:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self.surface = pygame.display.get_surface()

    def follow(self) -> bool:
        """True when the surface's size changed since last asked (the player, the window
        manager, a switch); a window's new size is remembered, never the full screen's."""
        self.surface = pygame.display.get_surface() or self.surface
        size = self.surface.get_size()
        if size == self.seen:
            return False
        self.seen = size
        if not self.fullscreen and size != self.screen_size:
            # A window exactly the screen's size is the full screen still going (its events come late).
            self.windowed_size = size
        return True
