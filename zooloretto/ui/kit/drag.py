"""Drag-and-drop (and plain clicks) on the table, before the UI manager sees them.

The controller only tracks the pointer; the host (the game scene) says what
can be picked up and what a drop or a click means:

    host.source_at(pos) -> key | None        something that can be picked up
    host.source_rect(key) -> Rect            where its picture sits now
    host.drag_started(key)                   light up the legal targets
    host.dropped(key, pos)                   play, or refuse and send it back
    host.drag_cancelled(key)                 Esc mid-drag: put it back
    host.clicked(pos) -> bool                a press and release without moving

Positions come from event.pos only (tests post events to a dummy display).
"""
from __future__ import annotations

import pygame

DRAG_THRESHOLD = 6     # pixels the pointer must travel before a press becomes a drag
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class DragController:
    def __init__(self, host):
        self.host = host
        self.reset()

    def reset(self):
        self.source = None
        self.press_pos = None
        self.pos = None
        self.offset = (0, 0)
        self.dragging = False

    def _moved(self, pos) -> bool:
        """Is `pos` far enough from the press for a drag?"""
        dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
        return dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD

    @property
    def active(self) -> bool:
        return self.press_pos is not None

    def cancel(self) -> bool:
        """Drop whatever is held without effect; True if there was something."""
        had = self.dragging
        source = self.source
        self.reset()
        if had:
            self.host.drag_cancelled(source)
        return had

    def capture(self, event) -> bool:
        t = event.type
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # A second press while one piece is held (a lost button-up, two
            # pointers): put the first back properly before anything else.
            self.cancel()
            self.press_pos = self.pos = event.pos
            self.source = self.host.source_at(event.pos)
            if self.source is not None:
                r = self.host.source_rect(self.source)
                self.offset = (event.pos[0] - r.x, event.pos[1] - r.y) if r else (0, 0)
                return True
            return False
        if t == pygame.MOUSEMOTION and self.press_pos is not None:
            self.pos = event.pos
            if not self.dragging and self.source is not None and self._moved(event.pos):
                self.dragging = True
                self.host.drag_started(self.source)
            return self.dragging
        if t == pygame.MOUSEBUTTONUP and event.button == 1 and self.press_pos is not None:
            source, dragging = self.source, self.dragging
            # Released away from where it was pressed with no move in between (a pointer
            # that jumps: a touch screen, a remote desktop, a script): still a drag.
            jumped = not dragging and source is not None and self._moved(event.pos)
            self.reset()
            if jumped:
                self.host.drag_started(source)
            if dragging or jumped:
                self.host.dropped(source, event.pos)
                return True
            handled = self.host.clicked(event.pos)
            return bool(handled) or source is not None
        if t == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.active:
            was_dragging = self.dragging
            self.cancel()
            return was_dragging
        return False
