"""The table's palette and lettering: colours, cached text, panels, the felt background.

Everything expensive is rendered once and cached by what it shows, so a frame
is mostly a handful of blits (see tools/bench_frames.py).
"""
from __future__ import annotations

import functools
import math

import pygame
from pygame import Rect

from .. import art, caches
from .paint import rounded_shadow, wrap as wrap_text
from ..safe_draw import render

FELT = (58, 96, 66)
FELT_DARK = (40, 70, 48)
WOOD = (120, 78, 46)
WOOD_LIGHT = (156, 108, 66)
WOOD_DARK = (84, 52, 30)
SAND = (236, 218, 172)
SAND_EDGE = (170, 134, 86)
GRASS = (170, 200, 118)
GRASS_EDGE = (96, 124, 64)
FENCE = (132, 96, 58)
BARN_RED = (168, 72, 52)
BARN_FLOOR = (226, 196, 150)
INK = (52, 40, 30)
CREAM = (252, 244, 226)
GOLD = (232, 176, 40)
SHADOW = (0, 0, 0, 70)


# --------------------------------------------------------------------------- text

@functools.lru_cache(maxsize=2048)
def text(s: str, size: int, colour=INK, bold=False) -> pygame.Surface:
    return render(art.font(size, bold), s, colour)      # never raises on a text a font refuses


caches.register("table", text)

# The talk's lines, kept apart: each is said once and shown for a while, and a whole game's
# lines were two thirds of the text pictures (some 12 MB at 2560x1440). The log shows some 14
# sayings (about 12 rows at any size); these are the last LOG_ROWS rows drawn.
_log_rows, LOG_ROWS = caches.bounded("table"), 40


def log_row(s: str, size: int, colour) -> pygame.Surface:
    """A row of the talk, as text(s, size, colour) draws it."""
    return caches.get(_log_rows, (s, size, colour), LOG_ROWS, lambda: render(art.font(size), s, colour))


def blit_text(surface, s, size, colour, pos, anchor="topleft", bold=False, max_w=None):
    img = text(s, size, colour, bold)
    if max_w and img.get_width() > max_w:
        # Shrink rather than overflow: names can be long.
        scale = max_w / img.get_width()
        img = text(s, max(8, int(size * scale)), colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def wrap(s: str, size: int, width: int, bold=False) -> list:
    return [line for line in wrap_text(s, art.font(size, bold), width) if line]


def panel(surface, rect, fill, edge=None, radius=10, shadow=True, width=2):
    if shadow:        # a zoo's board is as large as a third of the window: no layer that size
        rounded_shadow(surface, (rect.w + 8, rect.h + 8), SHADOW, radius, (rect.x - 2, rect.y - 2),
                       inset=(4, 6, 4, 2))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


# --------------------------------------------------------------------------- background

@functools.lru_cache(maxsize=1)       # one table on screen; a new size draws it again
def background(size: tuple, top_h: int, right_x: int, left_w: int) -> pygame.Surface:
    """Felt table with a soft vignette, a wooden rail on top, side trays."""
    w, h = size
    screen = pygame.display.get_surface()      # made in the screen's format, not converted:
    surf = pygame.Surface(size, 0, screen) if screen else pygame.Surface(size)  # one 14 MB copy less
    surf.fill(FELT)
    # vignette: concentric darker rims (drawn once per size; one scratch layer reused, so a
    # large window does not hold several full-size layers at once). Each rim is drawn and
    # blended only outside the clear middle it leaves: the same pixels, without filling and
    # blending 14 layers as large as the window (a third of the table's first frame)
    steps, radius = 14, 40
    frame = pygame.Surface(size, pygame.SRCALPHA)
    for k in range(steps):
        inset = int(k * min(w, h) / (steps * 6))
        hole = Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        for rim in _rim_strips(size, inset, radius):
            frame.set_clip(rim)
            frame.fill((20, 30, 20, 10), rim)
            pygame.draw.rect(frame, (0, 0, 0, 0), hole, border_radius=radius)
            surf.blit(frame, rim, rim)
    frame.set_clip(None)
    # faint felt weave
    rnd = 1234567
    dots = frame
    dots.fill((0, 0, 0, 0))
    for _ in range(w * h // 220):
        rnd = (rnd * 1103515245 + 12345) & 0x7FFFFFFF
        x, y = rnd % w, (rnd >> 12) % h
        dots.set_at((x, y), (255, 255, 255, 14) if rnd & 1 else (0, 0, 0, 18))
    surf.blit(dots, (0, 0))
    # side trays (wood-edged, darker felt)
    for r in (Rect(0, top_h, left_w, h - top_h), Rect(right_x, top_h, w - right_x, h - top_h)):
        tray = pygame.Surface(r.size, pygame.SRCALPHA)
        tray.fill((30, 50, 34, 90))
        surf.blit(tray, r)
        edge_x = r.right - 3 if r.x == 0 else r.x
        pygame.draw.rect(surf, WOOD_DARK, (edge_x, top_h, 3, h - top_h))
    # wooden top rail with grain
    pygame.draw.rect(surf, WOOD, (0, 0, w, top_h))
    for y in range(2, top_h, 5):
        shade = WOOD_LIGHT if (y // 5) % 3 == 0 else WOOD_DARK
        pygame.draw.line(surf, shade, (0, y), (w, y + (y % 3) - 1), 1)
    pygame.draw.rect(surf, WOOD_DARK, (0, top_h - 3, w, 3))
    return surf


def _rim_strips(size, inset, radius) -> list:
    """The window less the middle of a rounded hole `inset` from its edges: the rows of the
    hole's corners and beyond, top and bottom, and the columns beside its straight sides."""
    w, h = size
    band = inset + radius
    if 2 * band >= h:
        return [Rect(0, 0, w, h)]
    side = h - 2 * band
    strips = [Rect(0, 0, w, band), Rect(0, h - band, w, band),
              Rect(0, band, inset, side), Rect(w - inset, band, inset, side)]
    return [r for r in strips if r.w > 0 and r.h > 0]


def star(surf, c, r, fill, edge=None):
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(surf, fill, pts)
    if edge:
        pygame.draw.polygon(surf, edge, pts, 1)


def coin_badge(label: str, tile: int) -> pygame.Surface:
    """A rounded tag with a coin and a short text ("+2"), sized for the board's tiles."""
    fs = max(16, int(tile * 0.42))
    return _tag(label, fs, int(fs * 1.4), 6)


def price_tag(label: str, fs: int) -> pygame.Surface:
    """The price of a money action, shown on the places it would pay for."""
    return _tag(label, fs, int(fs * 1.3), 5)


def _tag(label, fs, icon_size, pad):
    txt = text(label, fs, INK, True)
    ic = art.icon("coin", icon_size)
    w = txt.get_width() + ic.get_width() + 3 * pad
    h = max(ic.get_height(), txt.get_height()) + pad + 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 240, 190), surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, GOLD, surf.get_rect(), width=2, border_radius=h // 2)
    surf.blit(ic, ic.get_rect(midleft=(pad, h // 2)))
    surf.blit(txt, txt.get_rect(midleft=(ic.get_width() + pad + 4, h // 2)))
    return surf


caches.register("table", background)
