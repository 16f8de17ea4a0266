"""Tooltips: what any board element is, in words, when the pointer rests on it.

One mechanism for the three games' tables: the table's hit map names the element under the
pointer (`hits.note_at`, the hit map's places being the only hit test), the table's subclass
says it in the player's language (`say`), and `Tooltips.draw` puts the box beside the
pointer. A tooltip is a title and then sentences, or (what, points) rows for a score.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from .. import art
from ..text import language
from .ink import GOLD, INK, WOOD_DARK, text, wrap

TOOLTIP_DELAY = 0.45        # seconds the pointer rests before the box appears
BOX = (255, 249, 230)


class Tooltips:
    def __init__(self, table):
        self.table = table
        self.pos = None
        self.key = None          # the note under the pointer
        self.rest = 0.0          # how long it has been under it
        self._cache = None
        self._drawn_for = None   # the note whose tooltip the last frame settled (drawn or not)
        self._cover = None       # the dialog and the bar open at the last update
        self.box = None          # where the last frame drew the tooltip (None: nowhere)

    def hover(self, pos):
        self.pos = pos
        key = None
        if pos is not None and self.table.layout is not None:
            key = self.table.hits.note_at(pos)
        if key != self.key:     # a new rest begins: its tooltip is still to be drawn, even
            self.key, self.rest, self._drawn_for = key, 0.0, None    # if it is the last one's

    def update(self, dt):
        t = self.table
        cover = (id(t.dialog) if t.dialog is not None else None, t.confirm is not None, t.flow.mode())
        if cover != self._cover:     # a dialog or the bar opened or closed: the tooltip goes,
            self._cover = cover      # until the pointer moves again
            self.key, self.rest, self._drawn_for = None, 0.0, None
        self.rest += dt

    def bar(self):
        """The flow's bar on screen (the turn check, the last look, the hint), or None."""
        flow = self.table.flow
        return flow.bar() if flow.mode() is not None else None

    def waiting(self) -> bool:
        """Is a tooltip about to appear (the table must draw the frame it does)?"""
        return self.key is not None and self._drawn_for != self.key

    def shown(self):
        """The lines of the tooltip on screen now, or None."""
        t = self.table
        if (self.key is None or self.rest < TOOLTIP_DELAY or t.hand.drag.active
                or t.confirm is not None or t.dialog is not None or not in_view(t)):
            return None
        bar = self.bar()
        if bar is not None and self.pos is not None and bar.collidepoint(self.pos):
            return None
        return self.lines()

    def lines(self):
        """What the place under the pointer says, worked out again only when it may differ."""
        ck = self.cache_key()
        if self._cache is None or self._cache[0] != ck:
            try:
                lines = self.say(self.key)
            except (IndexError, KeyError):         # the game changed under a stale place
                lines = None
            self._cache = (ck, lines)
        return self._cache[1]

    def cache_key(self) -> tuple:
        """What the words depend on: the place, the board, the viewer, the language
        (a switch says it anew)."""
        t = self.table
        return self.key, t.choreo.changes, t.viewer, language()

    def say(self, key):
        """The lines for the place `key` (each table says its own places)."""
        raise NotImplementedError

    def part(self):
        """(area, key) of the tooltip on screen now (ui/damage.py), or None."""
        placed = self.place(Rect((0, 0), self.table.layout.size))
        return None if placed is None else (placed[1], ("tip", placed[0]))

    def draw(self, surface):
        placed = self.place(surface.get_rect())
        if self.rest >= TOOLTIP_DELAY:
            self._drawn_for = self.key
        self.box = None
        if placed is not None:
            surface.blit(*placed)
            self.box = placed[1]

    def place(self, screen):
        """(picture, box) of the tooltip shown now within `screen`, or None."""
        lines = self.shown()
        if not lines or self.pos is None:
            return None
        img = render_box(tuple(lines), self.table.layout.font_size(15),
                         int(380 * self.table.layout.scale))
        r = img.get_rect(topleft=(self.pos[0] + 16, self.pos[1] + 20))
        if r.right > screen.right:
            r.right = self.pos[0] - 12
        if r.bottom > screen.bottom:
            r.bottom = self.pos[1] - 12
        r.clamp_ip(screen)
        bar = self.bar()
        if bar is not None and r.colliderect(bar):   # the bar's words and buttons stay in view
            if self.pos[1] < bar.centery:
                r.bottom = min(r.bottom, bar.top - 4)
            else:
                r.top = max(r.top, bar.bottom + 4)
            r.clamp_ip(screen)
        return img, r


def in_view(table) -> bool:
    """Is the table what the player looks at: the top scene, or hosted by it (the replay's
    table, whose app is a Viewport naming its host: ui/replay/watch.py)?"""
    top = table.app.top
    return top is table or (top is not None and top is getattr(table.app, "hosted_by", None))


_boxes: dict = {}


def render_box(lines: tuple, fs: int, width: int) -> pygame.Surface:
    """A title, sentences wrapped to `width`, (what, points) rows; "=what" is a total row."""
    key = (lines, fs, width)
    if key in _boxes:
        return _boxes[key]
    pad, lh = 10, int(fs * 1.3)
    items = []                           # (kind, payload)
    for k, line in enumerate(lines):
        if isinstance(line, tuple):
            items.append(("row", line))
        elif k == 0:
            items += [("title", s) for s in wrap(line, fs, width, bold=True)]
        else:
            items += [("text", s) for s in wrap(line, fs, width)]
    if items and not any(kind == "row" for kind, p in items):
        # A box as wide as its longest line: "A flamingo" needs no 380-pixel box.
        width = min(width, max(art.font(fs, kind == "title").size(p)[0] for kind, p in items))
    h = pad * 2 + lh * len(items) + sum(4 for kind, p in items if kind == "row" and p[0][:1] == "=")
    surf = pygame.Surface((width + 2 * pad, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, BOX, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, GOLD, surf.get_rect(), width=2, border_radius=10)
    y = pad
    for kind, p in items:
        if kind == "row":
            what, points = p
            total = what.startswith("=")
            if total:
                pygame.draw.line(surf, WOOD_DARK, (pad, y + 1), (width + pad, y + 1), 1)
                y += 4
                what = what[1:]
            num = text(points, fs, (150, 40, 30) if points.startswith("−") else INK, True)
            surf.blit(num, num.get_rect(topright=(width + pad, y)))
            room = width - num.get_width() - 10
            size = fs
            img = text(what, size, INK, total)
            while img.get_width() > room and size > 9:
                size -= 1
                img = text(what, size, INK, total)
            surf.blit(img, (pad, y + (fs - size) // 2))
        else:
            surf.blit(text(p, fs, WOOD_DARK if kind == "title" else INK, kind == "title"), (pad, y))
        y += lh
    if len(_boxes) > 64:
        _boxes.clear()
    _boxes[key] = surf
    return surf


# --------------------------------------------------------------------------- the words
