"""A scene is one screen of the game: it handles events, updates and draws.

Scenes live on the App's stack; only the top one receives events and is
updated, but scenes below may still be drawn (a pause menu over the table).
"""
from __future__ import annotations

import pygame


class Scene:
    transparent = False      # draw the scene below first (overlays)
    # damage() sees the changes of clicks and keys too (else the app draws the whole
    # window after any event but the pointer's motion)
    damage_of_any_event = False

    def __init__(self, app):
        self.app = app
        self.ui = app.ui     # the one pygame-gui UIManager
        self.elements = []   # pygame-gui elements owned by this scene

    # Lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (pushed, or the scene above was popped)."""
        self.build()

    def leave(self) -> None:
        """Stopped being the top scene (popped, or covered by another)."""
        self.clear()

    def build(self) -> None:
        """Create this scene's widgets for the current window size."""

    def clear(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements = []

    def rebuild(self) -> None:
        """The window size or the language changed: lay the widgets out again (and draw
        the whole window: what stands may have moved)."""
        self.clear()
        self.build()
        self.app.invalidate()

    def language_changed(self) -> None:
        """The player chose another language while this scene is on the stack: let go of
        sentences said in the old one (widgets are built again when the scene is on top;
        pictures with words keep the language in their cache keys)."""

    def own(self, element):
        """Register a pygame-gui element so it is removed with the scene."""
        self.elements.append(element)
        return element

    # Per frame -----------------------------------------------------------
    def capture(self, event: pygame.event.Event) -> bool:
        """First look at every event, before the UI manager (the drag controller
        lives here). Return True to consume it."""
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """Events the UI manager did not consume, and pygame-gui's own events."""

    def update(self, dt: float) -> None:
        pass

    def animating(self) -> bool:
        """Does this scene change by itself right now (an animation, a timer, a bot
        at work)? While it does, every frame is drawn; otherwise only frames after an
        event or `invalidate()`. The safe default: always."""
        return True

    def invalidate(self) -> None:
        """Something this scene shows changed without an event: draw it."""
        self.app.invalidate()

    def damage(self) -> list | None:
        """Called before each frame is drawn: the rectangles whose picture changed since
        the last frame drawn (ui/damage.py), or None for the whole window (the safe
        default). The app draws every scene again within them, clipped."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass
